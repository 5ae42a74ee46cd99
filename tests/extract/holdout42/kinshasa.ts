/**
 * The inbox of a Congolese family living between Kinshasa and Brussels over September and October
 * 2026: mobile money, banks, remittances, telecoms, Belgian e-government, school, airline, church and
 * club mail in French, Lingala, Swahili, Dutch and English, most of it asking for nothing.
 * @module
 */

import type { Mail } from "../holdout_kit.ts";

// ---------------------------------------------------------------- MosoloPay (mobile money, Kinshasa)

function mosolo(preheader: string, inner: string, lang: string): string {
  return `<!DOCTYPE html>
<html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>MosoloPay</title></head>
<body style="margin:0;padding:0;background:#f2f4f1;">
<span style="display:none;font-size:1px;color:#f2f4f1;max-height:0;overflow:hidden;">${preheader}</span>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="background:#f2f4f1;">
<tr><td align="center" style="padding:24px 8px;">
 <table role="presentation" width="560" cellpadding="0" cellspacing="0" border="0" style="background:#ffffff;border-radius:6px;">
  <tr><td style="background:#0b7a3b;padding:18px 24px;border-radius:6px 6px 0 0;">
   <img src="https://cdn.mosolopay.cd/mail/logo-white@2x.png" width="140" height="32" alt="MosoloPay" style="display:block;border:0;">
  </td></tr>
  <tr><td style="padding:28px 24px;font-family:Arial,Helvetica,sans-serif;font-size:15px;line-height:22px;color:#1d2a22;">
${inner}
  </td></tr>
  <tr><td style="padding:18px 24px;background:#f7f8f6;font-family:Arial,Helvetica,sans-serif;font-size:11px;line-height:16px;color:#6c766f;border-radius:0 0 6px 6px;">
   MosoloPay SA &middot; Immeuble Sozacom, 7e étage, Boulevard du 30 Juin, Gombe, Kinshasa, RD Congo<br>
   Service clients : 444 (gratuit depuis un numéro MosoloPay) &middot; +243 81 555 0444<br>
   Institution de monnaie électronique agréée par la Banque Centrale du Congo &middot; &copy; 2026 MosoloPay<br>
   <a href="https://www.mosolopay.cd/aide" style="color:#0b7a3b;">Aide</a> &nbsp;|&nbsp;
   <a href="https://www.mosolopay.cd/confidentialite" style="color:#0b7a3b;">Confidentialité</a> &nbsp;|&nbsp;
   <a href="https://www.facebook.com/mosolopay" style="color:#0b7a3b;">Facebook</a>
  </td></tr>
 </table>
</td></tr></table>
</body></html>`;
}

const mosoloMails: Mail[] = [
  {
    family: "mosolo-pay",
    group: "regional",
    lang: "ln",
    kind: "login-code",
    code: "482913",
    link: null,
    from: "MosoloPay <ebongiseli@mosolopay.cd>",
    to: "Bienvenu Kabasele <bienvenu.kabasele@inbox.example>",
    subject: "Code na yo ya kokota na MosoloPay",
    date: "Wed, 02 Sep 2026 07:41:12 +0100",
    text: `Mbote Bienvenu,

Osengi kokota na compte na yo ya MosoloPay na telefone ya sika (Samsung A15).

Code na yo ezali: 482 913

Code oyo ezali na motuya kaka miniti 5. Kopesa yango na moto moko te, ata na mosali ya MosoloPay:
biso tokosenga yo yango ata mokolo moko te.

Soki ezali yo te, benga biso noki na 444 to na +243 81 555 0444.

Matondi,
Ekipi ya MosoloPay`,
    html: mosolo(
      "Code na yo ezali na motuya miniti 5",
      `   <p style="margin:0 0 14px;">Mbote Bienvenu,</p>
   <p style="margin:0 0 18px;">Osengi kokota na compte na yo ya MosoloPay na telefone ya sika (Samsung A15).</p>
   <table role="presentation" cellpadding="0" cellspacing="0" border="0" align="center" style="margin:0 auto 18px;">
    <tr><td style="background:#e8f4ec;border:1px solid #b9dcc6;border-radius:4px;padding:14px 28px;font-family:'Courier New',monospace;font-size:30px;letter-spacing:8px;font-weight:bold;color:#0b7a3b;">482 913</td></tr>
   </table>
   <p style="margin:0 0 14px;">Code oyo ezali na motuya kaka <strong>miniti 5</strong>. Kopesa yango na moto moko te, ata na mosali ya MosoloPay: biso tokosenga yo yango ata mokolo moko te.</p>
   <p style="margin:0;color:#6c766f;font-size:13px;">Soki ezali yo te, benga biso noki na 444 to na +243 81 555 0444.</p>`,
      "ln",
    ),
    enc: "qp",
  },
  {
    family: "mosolo-pay",
    group: "regional",
    lang: "fr",
    kind: "money-received",
    code: null,
    link: null,
    from: "MosoloPay <notifications@mosolopay.cd>",
    to: "Bienvenu Kabasele <bienvenu.kabasele@inbox.example>",
    subject: "Vous avez reçu 150 000 CDF",
    date: "Fri, 11 Sep 2026 16:03:55 +0100",
    text: `MosoloPay - Avis de réception

Bonjour Bienvenu,

Vous avez reçu 150 000 CDF de KABASELE MIREILLE (+32 4** *** 218) via Tokende Transfer.

Date : 11/09/2026 16:03
ID transaction : MP260911.1603.C48812
Frais : 0 CDF
Nouveau solde : 212 450 CDF

Retrait possible chez tous les agents MosoloPay. Frais de retrait : 1,5 % (min. 500 CDF).

MosoloPay SA - Boulevard du 30 Juin, Gombe, Kinshasa
Service clients : 444`,
    html: null,
    enc: "8bit",
  },
  {
    family: "mosolo-pay",
    group: "regional",
    lang: "sw",
    kind: "pin-changed",
    code: null,
    link: null,
    from: "MosoloPay <usalama@mosolopay.cd>",
    to: "Mama Furaha <furaha.mulonda@inbox.example>",
    subject: "PIN yako ya MosoloPay imebadilishwa",
    date: "Mon, 21 Sep 2026 19:27:08 +0100",
    text: `Habari Furaha,

PIN ya akaunti yako ya MosoloPay (+243 99 *** 7310) imebadilishwa tarehe 21/09/2026 saa 19:26.

Kama ni wewe uliyebadilisha, huna haja ya kufanya kitu chochote.

Kama si wewe, piga simu 444 mara moja au tembelea wakala wa MosoloPay ukiwa na kitambulisho chako
ili tuzuie akaunti yako.

Kumbuka: MosoloPay haitakuomba PIN yako kamwe kwa simu, SMS au barua pepe.

Asante,
Timu ya Usalama ya MosoloPay
https://www.mosolopay.cd/usalama`,
    html: mosolo(
      "Mabadiliko ya PIN kwenye akaunti yako",
      `   <h1 style="margin:0 0 16px;font-size:20px;color:#1d2a22;">PIN yako imebadilishwa</h1>
   <p style="margin:0 0 14px;">Habari Furaha,</p>
   <p style="margin:0 0 14px;">PIN ya akaunti yako ya MosoloPay (+243 99 *** 7310) imebadilishwa tarehe <strong>21/09/2026 saa 19:26</strong>.</p>
   <p style="margin:0 0 14px;">Kama ni wewe uliyebadilisha, huna haja ya kufanya kitu chochote.</p>
   <table role="presentation" cellpadding="0" cellspacing="0" border="0" width="100%" style="margin:0 0 14px;"><tr>
    <td style="border-left:4px solid #d9822b;background:#fff6ec;padding:12px 14px;font-size:14px;">Kama si wewe, piga simu <strong>444</strong> mara moja au tembelea wakala wa MosoloPay ukiwa na kitambulisho chako ili tuzuie akaunti yako.</td>
   </tr></table>
   <p style="margin:0;font-size:13px;color:#6c766f;">Kumbuka: MosoloPay haitakuomba PIN yako kamwe kwa simu, SMS au barua pepe. <a href="https://www.mosolopay.cd/usalama" style="color:#0b7a3b;">Soma zaidi kuhusu usalama</a></p>`,
      "sw",
    ),
    enc: "b64",
  },
  {
    family: "mosolo-pay",
    group: "regional",
    lang: "fr",
    kind: "statement",
    code: null,
    link: null,
    from: "MosoloPay <releves@mosolopay.cd>",
    to: "Bienvenu Kabasele <bienvenu.kabasele@inbox.example>",
    subject: "Votre relevé MosoloPay de septembre 2026",
    date: "Thu, 01 Oct 2026 06:10:00 +0100",
    text: `Bonjour Bienvenu,

Veuillez trouver ci-joint votre relevé de compte MosoloPay pour la période du 01/09/2026 au 30/09/2026.

Compte : +243 81 *** 5520
Solde d'ouverture : 64 300 CDF
Total des entrées : 412 000 CDF
Total des sorties : 298 760 CDF
Solde de clôture : 177 540 CDF

Le fichier PDF est protégé : le mot de passe est votre date de naissance au format JJMMAAAA.

Pour toute contestation, contactez le 444 dans les 30 jours.

MosoloPay SA`,
    html: null,
    enc: "qp",
    attachment: [
      "Releve_MosoloPay_2026-09.pdf",
      "application/pdf",
      "%PDF-1.4\n% MosoloPay releve 2026-09\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n",
    ],
  },
];

// ---------------------------------------------------------------- Fleuve Congo Banque (bank, Kinshasa)

function fcb(title: string, inner: string): string {
  return `<html><head><meta http-equiv="Content-Type" content="text/html; charset=utf-8"></head>
<body bgcolor="#ffffff" style="font-family:Tahoma,Verdana,sans-serif;font-size:13px;color:#222;">
<table width="600" cellpadding="0" cellspacing="0" border="0" align="center">
<tr><td style="border-bottom:3px solid #1b4f8c;padding:10px 0;">
<table width="100%" cellpadding="0" cellspacing="0"><tr>
<td><img src="https://www.fleuvecongobanque.cd/static/img/fcb-logo.gif" alt="Fleuve Congo Banque" width="180" height="44"></td>
<td align="right" style="font-size:11px;color:#1b4f8c;">FCB Net &ndash; Banque en ligne</td>
</tr></table></td></tr>
<tr><td style="padding:18px 0 6px;font-size:16px;font-weight:bold;color:#1b4f8c;">${title}</td></tr>
<tr><td style="padding:6px 0 18px;line-height:19px;">
${inner}
</td></tr>
<tr><td style="border-top:1px solid #cfd8e3;padding-top:10px;font-size:10px;color:#777;line-height:14px;">
Fleuve Congo Banque SA &ndash; Siège social : 12, avenue des Aviateurs, Gombe, Kinshasa &ndash; RCCM CD/KIN/RCCM/14-B-2210 &ndash; Id. Nat. 01-83-N41207Y<br>
Centre de relation clients : +243 85 100 2000 (lun.&ndash;ven. 8h&ndash;17h, sam. 9h&ndash;13h) &ndash; <a href="https://www.fleuvecongobanque.cd">www.fleuvecongobanque.cd</a><br>
Ce message est envoyé automatiquement, merci de ne pas y répondre. FCB ne vous demandera jamais vos codes par e-mail ou par téléphone.
</td></tr>
</table>
</body></html>`;
}

const fcbMails: Mail[] = [
  {
    family: "fleuve-congo-banque",
    group: "regional",
    lang: "fr",
    kind: "transfer-otp",
    code: "739041",
    link: null,
    from: "FCB Net <fcbnet@fleuvecongobanque.cd>",
    to: "Bienvenu Kabasele <bienvenu.kabasele@inbox.example>",
    subject: "FCB Net : code de validation de votre virement",
    date: "Tue, 08 Sep 2026 10:14:37 +0100",
    text: `Fleuve Congo Banque - FCB Net

Madame, Monsieur,

Vous avez initié le virement suivant depuis FCB Net :

  Compte débité : 00014-01020-****8841-67 (USD)
  Bénéficiaire  : ECOLE LES SAINTS ANGES
  Montant       : 450,00 USD
  Référence     : Minerval 1er trimestre - Grâce K.

Pour valider cette opération, saisissez le code suivant : 739041

Ce code est valable 10 minutes et ne peut être utilisé qu'une seule fois.
Si vous n'êtes pas à l'origine de ce virement, appelez immédiatement le +243 85 100 2000.

Fleuve Congo Banque SA`,
    html: fcb(
      "Code de validation de votre virement",
      `Madame, Monsieur,<br><br>
Vous avez initié le virement suivant depuis FCB Net :<br><br>
<table cellpadding="4" cellspacing="0" border="1" bordercolor="#cfd8e3" style="border-collapse:collapse;font-size:12px;">
<tr><td bgcolor="#eef3f9">Compte débité</td><td>00014-01020-****8841-67 (USD)</td></tr>
<tr><td bgcolor="#eef3f9">Bénéficiaire</td><td>ECOLE LES SAINTS ANGES</td></tr>
<tr><td bgcolor="#eef3f9">Montant</td><td>450,00 USD</td></tr>
<tr><td bgcolor="#eef3f9">Référence</td><td>Minerval 1er trimestre - Grâce K.</td></tr>
</table><br>
Pour valider cette opération, saisissez le code suivant :<br>
<div style="font-size:24px;font-weight:bold;color:#1b4f8c;padding:10px 0;">739041</div>
Ce code est valable 10 minutes et ne peut être utilisé qu'une seule fois.<br>
Si vous n'êtes pas à l'origine de ce virement, appelez immédiatement le +243 85 100 2000.`,
    ),
    enc: "qp",
  },
  {
    family: "fleuve-congo-banque",
    group: "regional",
    lang: "fr",
    kind: "statement-available",
    code: null,
    link: null,
    from: "Fleuve Congo Banque <no-reply@fleuvecongobanque.cd>",
    to: "Bienvenu Kabasele <bienvenu.kabasele@inbox.example>",
    subject: "Votre extrait de compte de septembre est disponible",
    date: "Sat, 03 Oct 2026 05:30:12 +0100",
    text: `Madame, Monsieur,

Votre extrait de compte mensuel pour le compte courant USD n° 00014-01020-****8841-67
(période du 01/09/2026 au 30/09/2026) est disponible dans votre espace FCB Net, rubrique
« Mes documents ».

Solde au 30/09/2026 : 2 318,45 USD

FCB Net : https://net.fleuvecongobanque.cd

Nous vous remercions de votre confiance.
Fleuve Congo Banque SA - 12, avenue des Aviateurs, Gombe, Kinshasa`,
    html: fcb(
      "Votre extrait de compte est disponible",
      `Madame, Monsieur,<br><br>
Votre extrait de compte mensuel pour le compte courant USD n° 00014-01020-****8841-67 (période du 01/09/2026 au 30/09/2026) est disponible dans votre espace FCB Net, rubrique &laquo; Mes documents &raquo;.<br><br>
<b>Solde au 30/09/2026 : 2 318,45 USD</b><br><br>
<a href="https://net.fleuvecongobanque.cd" style="color:#1b4f8c;">Accéder à FCB Net</a><br><br>
Nous vous remercions de votre confiance.`,
    ),
    enc: "8bit",
  },
  {
    family: "fleuve-congo-banque",
    group: "regional",
    lang: "en",
    kind: "card-alert",
    code: null,
    link: null,
    from: "FCB Card Services <cards@fleuvecongobanque.cd>",
    to: "Bienvenu Kabasele <bienvenu.kabasele@inbox.example>",
    subject: "Card transaction alert: USD 86.20 at BRUSSELS AIRPORT DUTY FREE",
    date: "Sun, 18 Oct 2026 21:52:44 +0200",
    text: `Dear Customer,

Your FCB Visa Classic card ending 4821 was used for the following transaction:

Merchant: BRUSSELS AIRPORT DUTY FREE, ZAVENTEM BE
Amount: EUR 79.90 (USD 86.20)
Date/time: 18/10/2026 21:51 (Kinshasa time 20:51)
Available balance: USD 1,942.11

If you do not recognise this transaction, block your card immediately in the FCB Mobile app
or call our 24/7 card line on +243 85 100 2099.

Fleuve Congo Banque SA`,
    html: fcb(
      "Card transaction alert",
      `Dear Customer,<br><br>
Your FCB Visa Classic card ending <b>4821</b> was used for the following transaction:<br><br>
<table cellpadding="4" cellspacing="0" border="0" style="font-size:12px;">
<tr><td style="color:#666;">Merchant</td><td>BRUSSELS AIRPORT DUTY FREE, ZAVENTEM BE</td></tr>
<tr><td style="color:#666;">Amount</td><td>EUR 79.90 (USD 86.20)</td></tr>
<tr><td style="color:#666;">Date/time</td><td>18/10/2026 21:51 (Kinshasa time 20:51)</td></tr>
<tr><td style="color:#666;">Available balance</td><td>USD 1,942.11</td></tr>
</table><br>
If you do not recognise this transaction, block your card immediately in the FCB Mobile app or call our 24/7 card line on +243 85 100 2099.`,
    ),
    enc: "7bit",
  },
];

// ---------------------------------------------------------------- Ter Kameren Bank (bank, Belgium)

function tkb(lang: string, preheader: string, inner: string, footer: string): string {
  return `<!doctype html>
<html lang="${lang}">
<head><meta charset="utf-8"><meta name="x-apple-disable-message-reformatting">
<style>a{color:#7a1f3d}@media (max-width:620px){.wrap{width:100%!important}}</style></head>
<body style="margin:0;background:#efece6;">
<div style="display:none;max-height:0;overflow:hidden;mso-hide:all;">${preheader}&#847;&zwnj;&nbsp;&#847;&zwnj;&nbsp;</div>
<center>
<table class="wrap" role="presentation" width="600" cellpadding="0" cellspacing="0" style="width:600px;">
<tr><td style="padding:28px 32px 12px;">
<img src="https://static.terkameren.be/email/tkb-wordmark.png" alt="Ter Kameren Bank" width="170" height="28" style="border:0;display:block;">
</td></tr>
<tr><td style="background:#ffffff;padding:32px;font-family:Georgia,'Times New Roman',serif;font-size:16px;line-height:25px;color:#262626;">
${inner}
</td></tr>
<tr><td style="padding:20px 32px 36px;font-family:Helvetica,Arial,sans-serif;font-size:11px;line-height:17px;color:#7d766c;">
${footer}
</td></tr>
</table>
</center>
</body></html>`;
}

const tkbFooterNl =
  `Ter Kameren Bank nv &middot; Terkamerenlaan 44, 1050 Brussel &middot; RPR Brussel 0412.345.678 &middot; BIC TKBKBEBB<br>
Vragen? Bel 02 640 11 11 (werkdagen 8-20 u) of chat in de app.<br>
<a href="https://www.terkameren.be/nl/privacy">Privacy</a> &middot; <a href="https://www.terkameren.be/nl/veiligheid">Veilig bankieren</a> &middot; <a href="https://www.terkameren.be/nl/contact">Contact</a>`;
const tkbFooterFr =
  `Banque Ter Kameren SA &middot; Avenue de la Cambre 44, 1050 Bruxelles &middot; RPM Bruxelles 0412.345.678 &middot; BIC TKBKBEBB<br>
Une question ? Appelez le 02 640 11 12 (jours ouvrables 8-20 h) ou utilisez le chat de l'app.<br>
<a href="https://www.terkameren.be/fr/vie-privee">Vie privée</a> &middot; <a href="https://www.terkameren.be/fr/securite">Sécurité</a> &middot; <a href="https://www.terkameren.be/fr/contact">Contact</a>`;

const tkbMails: Mail[] = [
  {
    family: "ter-kameren-bank",
    group: "regional",
    lang: "nl",
    kind: "new-device",
    code: null,
    link: null,
    from: "Ter Kameren Bank <veiligheid@mail.terkameren.be>",
    to: "Mireille Kabasele <mireille.kabasele@inbox.example>",
    subject: "Nieuw toestel gekoppeld aan je Ter Kameren-app",
    date: "Mon, 07 Sep 2026 20:16:40 +0200",
    text: `Dag Mireille,

Op 7 september 2026 om 20:14 werd een nieuw toestel gekoppeld aan je Ter Kameren-app:
iPhone 15 (iOS 19.6), in de buurt van Elsene.

Was jij dat? Dan hoef je niets te doen.

Herken je dit niet? Bel dan meteen Card Stop op 078 170 170 of onze veiligheidslijn op
02 640 11 99. Wij vragen je nooit om codes van je kaartlezer of itsme door te geven.

Vriendelijke groeten,
Team Veiligheid - Ter Kameren Bank

Ter Kameren Bank nv - Terkamerenlaan 44, 1050 Brussel`,
    html: tkb(
      "nl",
      "Er werd een nieuw toestel gekoppeld op 7 september om 20:14.",
      `<p style="margin:0 0 16px;">Dag Mireille,</p>
<p style="margin:0 0 16px;">Op 7 september 2026 om 20:14 werd een nieuw toestel gekoppeld aan je Ter Kameren-app:</p>
<table role="presentation" cellpadding="0" cellspacing="0" width="100%" style="margin:0 0 16px;background:#f6f3ee;"><tr><td style="padding:14px 18px;font-family:Helvetica,Arial,sans-serif;font-size:14px;">
<strong>iPhone 15</strong> (iOS 19.6)<br>In de buurt van Elsene
</td></tr></table>
<p style="margin:0 0 16px;">Was jij dat? Dan hoef je niets te doen.</p>
<p style="margin:0 0 16px;">Herken je dit niet? Bel dan meteen Card Stop op <a href="tel:078170170">078 170 170</a> of onze veiligheidslijn op <a href="tel:026401199">02 640 11 99</a>. Wij vragen je nooit om codes van je kaartlezer of itsme door te geven.</p>
<p style="margin:0;">Vriendelijke groeten,<br>Team Veiligheid</p>`,
      tkbFooterNl,
    ),
    enc: "qp",
  },
  {
    family: "ter-kameren-bank",
    group: "regional",
    lang: "fr",
    kind: "email-change-confirm",
    code: null,
    link: "https://www.terkameren.be/fr/profil/email/confirmer?ref=EMC-2609-71T4&token=q8Zr1vN3bX0kLp7aWm2sYd",
    from: "Banque Ter Kameren <profil@mail.terkameren.be>",
    to: "Mireille Kabasele <mireille.kabasele@inbox.example>",
    subject: "Confirmez votre nouvelle adresse e-mail",
    date: "Sat, 26 Sep 2026 11:02:19 +0200",
    text: `Bonjour Mireille,

Vous avez demandé à remplacer l'adresse e-mail liée à vos comptes Ter Kameren par
mireille.kabasele@inbox.example.

Pour confirmer ce changement, ouvrez le lien ci-dessous dans les 48 heures :
https://www.terkameren.be/fr/profil/email/confirmer?ref=EMC-2609-71T4&token=q8Zr1vN3bX0kLp7aWm2sYd

Tant que vous n'avez pas confirmé, nous continuons à écrire à votre ancienne adresse
(m.kab****@****.be).

Vous n'avez rien demandé ? Ignorez ce message et appelez-nous au 02 640 11 12.

Cordialement,
Banque Ter Kameren`,
    html: tkb(
      "fr",
      "Un dernier clic pour confirmer votre nouvelle adresse.",
      `<p style="margin:0 0 16px;">Bonjour Mireille,</p>
<p style="margin:0 0 16px;">Vous avez demandé à remplacer l'adresse e-mail liée à vos comptes Ter Kameren par <strong>mireille.kabasele@inbox.example</strong>.</p>
<p style="margin:0 0 24px;">Pour confirmer ce changement, cliquez sur le bouton ci-dessous dans les 48 heures.</p>
<table role="presentation" cellpadding="0" cellspacing="0" style="margin:0 0 24px;"><tr>
<td bgcolor="#7a1f3d" style="border-radius:3px;"><a href="https://www.terkameren.be/fr/profil/email/confirmer?ref=EMC-2609-71T4&amp;token=q8Zr1vN3bX0kLp7aWm2sYd" style="display:inline-block;padding:13px 26px;font-family:Helvetica,Arial,sans-serif;font-size:15px;color:#ffffff;text-decoration:none;">Confirmer mon adresse</a></td>
</tr></table>
<p style="margin:0 0 16px;font-size:14px;color:#5b544c;">Tant que vous n'avez pas confirmé, nous continuons à écrire à votre ancienne adresse (m.kab****@****.be).</p>
<p style="margin:0;font-size:14px;color:#5b544c;">Vous n'avez rien demandé ? Ignorez ce message et appelez-nous au 02 640 11 12.</p>`,
      tkbFooterFr,
    ),
    enc: "8bit",
  },
  {
    family: "ter-kameren-bank",
    group: "regional",
    lang: "nl",
    kind: "statement",
    code: null,
    link: null,
    from: "Ter Kameren Bank <documenten@mail.terkameren.be>",
    to: "Mireille Kabasele <mireille.kabasele@inbox.example>",
    subject: "Je rekeninguittreksel nr. 9 van 2026",
    date: "Fri, 02 Oct 2026 04:12:00 +0200",
    text: `Dag Mireille,

In bijlage vind je rekeninguittreksel nr. 9 van je zichtrekening BE71 0961 2345 6769
(periode 01/09/2026 - 30/09/2026).

Nieuw saldo: 3.184,27 EUR

Je vindt al je uittreksels ook terug in de app onder Documenten.

Ter Kameren Bank nv - Terkamerenlaan 44, 1050 Brussel`,
    html: null,
    enc: "7bit",
    attachment: [
      "Uittreksel_BE71096123456769_2026-09.pdf",
      "application/pdf",
      "%PDF-1.5\n% Ter Kameren Bank rekeninguittreksel 9/2026\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n",
    ],
  },
  {
    family: "ter-kameren-bank",
    group: "regional",
    lang: "en",
    kind: "card-shipped",
    code: null,
    link: null,
    from: "Ter Kameren Bank <cards@mail.terkameren.be>",
    to: "Patrick Kabasele <patrick.kabasele@inbox.example>",
    subject: "Your new debit card is on its way",
    date: "Wed, 14 Oct 2026 09:25:51 +0200",
    text: `Hello Patrick,

Your new Ter Kameren debit card (Bancontact / Maestro) for account BE71 0961 2345 6769
was posted today and should arrive within 3 to 5 working days.

Your PIN stays the same. Your old card ending 0375 keeps working until you use the new one
for the first time at an ATM or a payment terminal.

Card not arrived by 23 October? Call us on 02 640 11 10.

Kind regards,
Ter Kameren Bank`,
    html: tkb(
      "en",
      "Arriving in 3 to 5 working days. Your PIN stays the same.",
      `<p style="margin:0 0 16px;">Hello Patrick,</p>
<p style="margin:0 0 16px;">Your new Ter Kameren debit card (Bancontact / Maestro) for account BE71 0961 2345 6769 was posted today and should arrive within <strong>3 to 5 working days</strong>.</p>
<p style="margin:0 0 16px;">Your PIN stays the same. Your old card ending 0375 keeps working until you use the new one for the first time at an ATM or a payment terminal.</p>
<p style="margin:0;">Card not arrived by 23 October? Call us on 02 640 11 10.</p>`,
      `Ter Kameren Bank nv &middot; Terkamerenlaan 44, 1050 Brussels &middot; BIC TKBKBEBB<br>
<a href="https://www.terkameren.be/en/privacy">Privacy</a> &middot; <a href="https://www.terkameren.be/en/security">Security</a>`,
    ),
    enc: "7bit",
  },
];

// ---------------------------------------------------------------- Tokende (remittances)

function tokende(inner: string, preheader: string): string {
  return `<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Transitional//EN" "http://www.w3.org/TR/xhtml1/DTD/xhtml1-transitional.dtd">
<html xmlns="http://www.w3.org/1999/xhtml"><head><meta http-equiv="Content-Type" content="text/html; charset=UTF-8" />
<title></title></head>
<body style="margin:0;padding:0;background-color:#fff7ef;">
<div style="display:none;font-size:1px;line-height:1px;max-height:0px;max-width:0px;opacity:0;overflow:hidden;">${preheader}</div>
<table border="0" cellpadding="0" cellspacing="0" width="100%" bgcolor="#fff7ef"><tr><td align="center" valign="top" style="padding:30px 10px;">
<table border="0" cellpadding="0" cellspacing="0" width="520">
<tr><td align="left" style="padding-bottom:20px;"><a href="https://click.tokende.com/ls/click?upn=hdr01"><img src="https://assets.tokende.com/email/tokende-logo.png" alt="Tokende" width="120" height="34" border="0" style="display:block;" /></a></td></tr>
<tr><td bgcolor="#ffffff" style="padding:34px 30px;border-radius:12px;font-family:'Segoe UI',Roboto,Arial,sans-serif;font-size:15px;line-height:23px;color:#2b2118;">
${inner}
</td></tr>
<tr><td align="center" style="padding:22px 10px;font-family:'Segoe UI',Roboto,Arial,sans-serif;font-size:11px;line-height:17px;color:#9a8b7c;">
<a href="https://apps.apple.com/app/tokende/id1584420931"><img src="https://assets.tokende.com/email/app-store.png" alt="Download on the App Store" width="110" height="33" border="0" /></a>
&nbsp;<a href="https://play.google.com/store/apps/details?id=com.tokende.app"><img src="https://assets.tokende.com/email/google-play.png" alt="Get it on Google Play" width="110" height="33" border="0" /></a><br /><br />
Tokende Payments Ltd, 71 Shoreditch High Street, London E1 6JJ, United Kingdom. Authorised by the Financial Conduct Authority as an Authorised Payment Institution (FRN 925118).<br />
Tokende Europe SA/NV, Rue Royale 97, 1000 Bruxelles, Belgique.<br />
<a href="https://www.tokende.com/help" style="color:#9a8b7c;">Help centre</a> &middot; <a href="https://www.tokende.com/legal/privacy" style="color:#9a8b7c;">Privacy</a> &middot; <a href="https://www.tokende.com/legal/terms" style="color:#9a8b7c;">Terms</a><br />&copy; 2026 Tokende
</td></tr>
</table></td></tr></table>
</body></html>`;
}

const tokendeMails: Mail[] = [
  {
    family: "tokende-transfer",
    group: "consumer",
    lang: "en",
    kind: "verify-link",
    code: null,
    link: "https://click.tokende.com/ls/click?upn=u001.Vf7Kq2mNcX-2BzP8yTt3dLwR0aJ9hE4gS6&e=mireille",
    from: "Tokende <hello@tokende.com>",
    to: "Mireille Kabasele <mireille.kabasele@inbox.example>",
    subject: "Please verify your email address",
    date: "Sat, 05 Sep 2026 14:48:02 +0100",
    text: `Hi Mireille,

Welcome to Tokende! Before you send your first transfer, please verify your email address:

https://click.tokende.com/ls/click?upn=u001.Vf7Kq2mNcX-2BzP8yTt3dLwR0aJ9hE4gS6&e=mireille

This link expires in 24 hours.

Your first transfer to the DR Congo, Rwanda, Burundi or Cameroon is fee-free up to EUR 500.

Didn't create an account? You can safely ignore this email.

The Tokende team`,
    html: tokende(
      `<h1 style="margin:0 0 18px;font-size:22px;line-height:28px;color:#2b2118;">Verify your email</h1>
<p style="margin:0 0 16px;">Hi Mireille,</p>
<p style="margin:0 0 24px;">Welcome to Tokende! Before you send your first transfer, please confirm that this is your email address.</p>
<table border="0" cellpadding="0" cellspacing="0"><tr><td align="center" bgcolor="#f26a1b" style="border-radius:24px;">
<a href="https://click.tokende.com/ls/click?upn=u001.Vf7Kq2mNcX-2BzP8yTt3dLwR0aJ9hE4gS6&amp;e=mireille" target="_blank" style="display:inline-block;padding:13px 30px;font-size:15px;font-weight:600;color:#ffffff;text-decoration:none;">Verify email address</a>
</td></tr></table>
<p style="margin:24px 0 16px;font-size:13px;color:#6f6257;">This link expires in 24 hours.</p>
<p style="margin:0 0 16px;">Your first transfer to the DR Congo, Rwanda, Burundi or Cameroon is fee-free up to EUR 500.</p>
<p style="margin:0;font-size:13px;color:#6f6257;">Didn't create an account? You can safely ignore this email.</p>`,
      "One quick step before your first transfer.",
    ),
    enc: "qp",
  },
  {
    family: "tokende-transfer",
    group: "consumer",
    lang: "en",
    kind: "transfer-sent",
    code: null,
    link: null,
    from: "Tokende <transfers@tokende.com>",
    to: "Mireille Kabasele <mireille.kabasele@inbox.example>",
    subject: "Your transfer to Bienvenu Kabasele is complete",
    date: "Fri, 11 Sep 2026 16:04:31 +0100",
    text: `Hi Mireille,

Good news: your money has arrived.

Transfer ID: TK7-2209-4418
You sent: EUR 80.00
Fee: EUR 0.00 (first transfer)
Exchange rate: 1 EUR = 1,875.00 CDF
Bienvenu received: CDF 150,000 on MosoloPay (+243 81 *** 5520)
Paid with: Visa debit ending 6769
Date: 11 September 2026, 17:04 (Brussels)

Send again: https://www.tokende.com/app/send?repeat=TK7-2209-4418

The Tokende team`,
    html: tokende(
      `<p style="margin:0 0 16px;font-size:20px;font-weight:600;">Your money has arrived &#127881;</p>
<p style="margin:0 0 20px;">Hi Mireille, Bienvenu has received your transfer.</p>
<table border="0" cellpadding="0" cellspacing="0" width="100%" style="font-size:14px;line-height:20px;">
<tr><td style="padding:6px 0;color:#6f6257;">Transfer ID</td><td align="right" style="padding:6px 0;">TK7-2209-4418</td></tr>
<tr><td style="padding:6px 0;color:#6f6257;border-top:1px solid #f1e6da;">You sent</td><td align="right" style="padding:6px 0;border-top:1px solid #f1e6da;">EUR 80.00</td></tr>
<tr><td style="padding:6px 0;color:#6f6257;border-top:1px solid #f1e6da;">Fee</td><td align="right" style="padding:6px 0;border-top:1px solid #f1e6da;">EUR 0.00 (first transfer)</td></tr>
<tr><td style="padding:6px 0;color:#6f6257;border-top:1px solid #f1e6da;">Exchange rate</td><td align="right" style="padding:6px 0;border-top:1px solid #f1e6da;">1 EUR = 1,875.00 CDF</td></tr>
<tr><td style="padding:6px 0;color:#6f6257;border-top:1px solid #f1e6da;">Bienvenu received</td><td align="right" style="padding:6px 0;border-top:1px solid #f1e6da;font-weight:600;">CDF 150,000</td></tr>
<tr><td style="padding:6px 0;color:#6f6257;border-top:1px solid #f1e6da;">Delivered to</td><td align="right" style="padding:6px 0;border-top:1px solid #f1e6da;">MosoloPay +243 81 *** 5520</td></tr>
<tr><td style="padding:6px 0;color:#6f6257;border-top:1px solid #f1e6da;">Paid with</td><td align="right" style="padding:6px 0;border-top:1px solid #f1e6da;">Visa debit &bull;&bull;&bull;&bull; 6769</td></tr>
</table>
<p style="margin:24px 0 0;"><a href="https://click.tokende.com/ls/click?upn=u002.Rp4sendagain-2FTK7-2209-4418" style="color:#f26a1b;font-weight:600;">Send again &rarr;</a></p>`,
      "Bienvenu received CDF 150,000 on MosoloPay.",
    ),
    enc: "b64",
  },
  {
    family: "tokende-transfer",
    group: "consumer",
    lang: "fr",
    kind: "pickup-code",
    code: "5821-0937",
    link: null,
    from: "Tokende <transferts@tokende.com>",
    to: "Papa Jean-Pierre Kabasele <jp.kabasele@inbox.example>",
    subject: "Mireille vous a envoyé 200,00 USD - retrait en agence",
    date: "Tue, 29 Sep 2026 12:19:44 +0100",
    text: `Bonjour Jean-Pierre,

Mireille Kabasele vous a envoyé 200,00 USD à retirer en espèces.

Code de retrait : 5821-0937
Montant à retirer : 200,00 USD
Numéro de transfert : TK7-2309-8820

Présentez ce code et une pièce d'identité valide (carte d'électeur ou passeport) à l'agence
de votre choix, avant le 13/10/2026 :
  - Agence Tokende Gombe, 35 avenue du Commerce (lun.-sam. 8h30-17h)
  - Agence Tokende Limete, 7e rue, Q. Industriel (lun.-sam. 9h-16h)

Ne communiquez ce code à personne d'autre qu'au guichetier. Tokende ne vous appellera jamais
pour vous le demander.

L'équipe Tokende`,
    html: tokende(
      `<p style="margin:0 0 16px;">Bonjour Jean-Pierre,</p>
<p style="margin:0 0 20px;"><strong>Mireille Kabasele</strong> vous a envoyé <strong>200,00 USD</strong> à retirer en espèces.</p>
<table border="0" cellpadding="0" cellspacing="0" width="100%" style="margin:0 0 20px;"><tr><td align="center" bgcolor="#fff1e4" style="padding:18px;border-radius:10px;">
<div style="font-size:12px;text-transform:uppercase;letter-spacing:1px;color:#9a5a2b;">Code de retrait</div>
<div style="font-size:32px;font-weight:700;letter-spacing:3px;color:#2b2118;padding-top:6px;">5821-0937</div>
</td></tr></table>
<table border="0" cellpadding="0" cellspacing="0" width="100%" style="font-size:14px;">
<tr><td style="padding:4px 0;color:#6f6257;">Montant à retirer</td><td align="right">200,00 USD</td></tr>
<tr><td style="padding:4px 0;color:#6f6257;">Numéro de transfert</td><td align="right">TK7-2309-8820</td></tr>
<tr><td style="padding:4px 0;color:#6f6257;">À retirer avant le</td><td align="right">13/10/2026</td></tr>
</table>
<p style="margin:20px 0 10px;">Présentez ce code et une pièce d'identité valide (carte d'électeur ou passeport) à l'agence de votre choix :</p>
<ul style="margin:0 0 16px;padding-left:18px;font-size:14px;">
<li>Agence Tokende Gombe, 35 avenue du Commerce (lun.&ndash;sam. 8h30&ndash;17h)</li>
<li>Agence Tokende Limete, 7e rue, Q. Industriel (lun.&ndash;sam. 9h&ndash;16h)</li>
</ul>
<p style="margin:0;font-size:13px;color:#6f6257;">Ne communiquez ce code à personne d'autre qu'au guichetier. Tokende ne vous appellera jamais pour vous le demander.</p>`,
      "Votre code de retrait et les agences ouvertes à Kinshasa.",
    ),
    enc: "qp",
  },
  {
    family: "tokende-transfer",
    group: "consumer",
    lang: "sw",
    kind: "money-received",
    code: null,
    link: null,
    from: "Tokende <uhamisho@tokende.com>",
    to: "Mama Furaha <furaha.mulonda@inbox.example>",
    subject: "Umepokea USD 120.00 kutoka kwa Patrick Kabasele",
    date: "Thu, 15 Oct 2026 18:40:09 +0200",
    text: `Habari Furaha,

Patrick Kabasele amekutumia USD 120.00. Pesa zimewekwa moja kwa moja kwenye akaunti yako
ya MosoloPay +243 99 *** 7310.

Nambari ya uhamisho: TK7-1510-0263
Tarehe: 15/10/2026 saa 17:39 (saa za Goma)

Huna haja ya kufanya chochote. Kwa maswali, wasiliana nasi kupitia https://www.tokende.com/sw/msaada

Timu ya Tokende`,
    html: null,
    enc: "8bit",
  },
];

// ---------------------------------------------------------------- Nzela Télécom (mobile operator, DRC)

function nzela(inner: string): string {
  return `<html><body style="margin:0;background:#1e1033;">
<table width="100%" cellpadding="0" cellspacing="0" border="0" bgcolor="#1e1033"><tr><td align="center">
<table width="600" cellpadding="0" cellspacing="0" border="0">
<tr><td style="padding:20px;"><img src="https://img.nzela.cd/newsletter/nzela-logo-jaune.png" alt="Nzela" width="110" height="40"></td></tr>
<tr><td bgcolor="#ffffff" style="padding:0;">
${inner}
</td></tr>
<tr><td style="padding:18px 20px;font-family:Verdana,Arial,sans-serif;font-size:10px;line-height:15px;color:#b9a9d6;">
Nzela Télécom SARL &ndash; 1058, boulevard du 30 Juin, Kinshasa/Gombe &ndash; Service client : 1212 (depuis Nzela) ou +243 97 000 1212<br>
<a href="https://www.nzela.cd" style="color:#ffd23f;">nzela.cd</a> &middot; <a href="https://www.nzela.cd/boutiques" style="color:#ffd23f;">Nos boutiques</a> &middot; <a href="https://m.nzela.cd/desabonnement?id=9a71f3" style="color:#ffd23f;">Se désabonner</a>
</td></tr>
</table></td></tr></table></body></html>`;
}

const nzelaMails: Mail[] = [
  {
    family: "nzela-telecom",
    group: "regional",
    lang: "fr",
    kind: "topup-receipt",
    code: null,
    link: null,
    from: "Nzela Télécom <recu@nzela.cd>",
    to: "Bienvenu Kabasele <bienvenu.kabasele@inbox.example>",
    subject: "Reçu de recharge - forfait Libre 30 jours",
    date: "Sun, 06 Sep 2026 09:12:58 +0100",
    text: `Nzela Télécom - Reçu de recharge

Numéro rechargé : +243 97 *** 4410
Forfait : Libre 30 jours (25 Go + appels illimités Nzela + 300 min autres réseaux)
Montant : 22 500 CDF (payé par MosoloPay)
Réf. paiement : NZ-RC-0906-553107
Valide jusqu'au : 06/10/2026 23:59

Composez *123# pour consulter votre solde.

Merci d'avoir choisi Nzela.`,
    html: nzela(
      `<table width="100%" cellpadding="0" cellspacing="0" border="0" style="font-family:Verdana,Arial,sans-serif;font-size:13px;color:#222;">
<tr><td colspan="2" style="padding:22px 24px 10px;font-size:18px;font-weight:bold;color:#1e1033;">Reçu de recharge</td></tr>
<tr><td style="padding:6px 24px;color:#777;width:40%;">Numéro rechargé</td><td style="padding:6px 24px;">+243 97 *** 4410</td></tr>
<tr><td style="padding:6px 24px;color:#777;">Forfait</td><td style="padding:6px 24px;">Libre 30 jours (25 Go + appels illimités Nzela + 300 min autres réseaux)</td></tr>
<tr><td style="padding:6px 24px;color:#777;">Montant</td><td style="padding:6px 24px;">22 500 CDF (payé par MosoloPay)</td></tr>
<tr><td style="padding:6px 24px;color:#777;">Réf. paiement</td><td style="padding:6px 24px;">NZ-RC-0906-553107</td></tr>
<tr><td style="padding:6px 24px 22px;color:#777;">Valide jusqu'au</td><td style="padding:6px 24px 22px;">06/10/2026 23:59</td></tr>
<tr><td colspan="2" style="padding:0 24px 22px;font-size:12px;color:#555;">Composez <b>*123#</b> pour consulter votre solde. Merci d'avoir choisi Nzela.</td></tr>
</table>`,
    ),
    enc: "8bit",
  },
  {
    family: "nzela-telecom",
    group: "regional",
    lang: "ln",
    kind: "newsletter",
    code: null,
    link: null,
    from: "Nzela <sango@news.nzela.cd>",
    to: "Bienvenu Kabasele <bienvenu.kabasele@inbox.example>",
    subject: "Ndaku ya internet: 50 Go mpo na 35 000 FC kaka!",
    date: "Fri, 25 Sep 2026 17:00:00 +0100",
    text: `Mbote na yo!

Nzela Box ekomi: internet ya mbangu na ndako na yo, 50 Go mpo na sanza mobimba, kaka 35 000 FC.

Tia code promo MBOKA25 na boutique to na site na biso, mpe okozwa 25 % na sanza ya liboso.
Promo oyo esuki na 15 octobre 2026.

Tala ba boutiques na biso: https://www.nzela.cd/boutiques

Nzela - Nzela ya bato nyonso.

Olingi lisusu koyamba ba sango oyo te? https://m.nzela.cd/desabonnement?id=9a71f3`,
    html: nzela(
      `<a href="https://trk.nzela.cd/c/9a71f3/box-sept"><img src="https://img.nzela.cd/newsletter/2026-09/nzela-box-hero.jpg" width="600" height="300" alt="Nzela Box: 50 Go mpo na 35 000 FC" style="display:block;border:0;"></a>
<table width="100%" cellpadding="0" cellspacing="0" border="0" style="font-family:Verdana,Arial,sans-serif;color:#222;">
<tr><td style="padding:24px;font-size:15px;line-height:22px;">
<b style="font-size:20px;color:#1e1033;">Nzela Box ekomi!</b><br><br>
Internet ya mbangu na ndako na yo, <b>50 Go</b> mpo na sanza mobimba, kaka <b>35 000 FC</b>.<br><br>
Tia code promo <span style="background:#ffd23f;padding:2px 6px;font-weight:bold;">MBOKA25</span> na boutique to na site na biso, mpe okozwa 25 % na sanza ya liboso. Promo oyo esuki na 15 octobre 2026.
</td></tr>
<tr><td align="center" style="padding:0 24px 28px;"><a href="https://trk.nzela.cd/c/9a71f3/box-sept-cta" style="display:inline-block;background:#5b2a9e;color:#ffffff;padding:12px 28px;border-radius:22px;font-family:Verdana,Arial,sans-serif;font-size:14px;text-decoration:none;">Sombá Nzela Box</a></td></tr>
</table>`,
    ),
    enc: "b64",
  },
  {
    family: "nzela-telecom",
    group: "regional",
    lang: "fr",
    kind: "sim-swap-notice",
    code: null,
    link: null,
    from: "Nzela Télécom <securite@nzela.cd>",
    to: "Bienvenu Kabasele <bienvenu.kabasele@inbox.example>",
    subject: "Remplacement de votre carte SIM",
    date: "Tue, 13 Oct 2026 15:31:20 +0100",
    text: `Bonjour,

La carte SIM de votre numéro +243 97 *** 4410 a été remplacée le 13/10/2026 à 15:27 à la
boutique Nzela Victoire (Kalamu), sur présentation de la carte d'électeur n° ****8812.

Votre ancienne carte SIM ne fonctionne plus. Pour votre sécurité, les transferts MosoloPay et
les retraits depuis ce numéro sont suspendus pendant 24 heures.

Si vous n'avez pas demandé ce remplacement, appelez sans attendre le +243 97 000 1212 ou
présentez-vous dans une boutique Nzela.

Nzela Télécom - Service sécurité`,
    html: null,
    enc: "qp",
  },
];

// ---------------------------------------------------------------- Zwanze Mobile (mobile operator, Belgium)

function zwanze(lang: string, preheader: string, inner: string, legal: string): string {
  return `<!DOCTYPE html>
<html lang="${lang}" xmlns:v="urn:schemas-microsoft-com:vml">
<head><meta charset="UTF-8"><meta name="viewport" content="width=device-width">
<!--[if mso]><style>td,a,p{font-family:Arial,sans-serif!important}</style><![endif]-->
</head>
<body style="margin:0;padding:0;background-color:#ffffff;">
<div style="display:none;max-height:0;overflow:hidden;">${preheader}</div>
<table role="presentation" width="100%" border="0" cellspacing="0" cellpadding="0"><tr><td align="center">
<table role="presentation" width="600" border="0" cellspacing="0" cellpadding="0" style="max-width:600px;">
<tr><td height="6" style="background:linear-gradient(90deg,#ff3d7f,#ffb000);font-size:0;line-height:0;">&nbsp;</td></tr>
<tr><td style="padding:24px 28px 8px;"><img src="https://media.zwanze.be/mail/zwanze-logo-2025.png" alt="zwanze" width="120" height="36" style="display:block;"></td></tr>
<tr><td style="padding:8px 28px 28px;font-family:'Trebuchet MS',Arial,sans-serif;font-size:15px;line-height:22px;color:#222222;">
${inner}
</td></tr>
<tr><td style="padding:20px 28px;background:#1c1c1c;font-family:'Trebuchet MS',Arial,sans-serif;font-size:11px;line-height:16px;color:#bdbdbd;">
${legal}
</td></tr>
</table></td></tr></table>
</body></html>`;
}

const zwanzeMails: Mail[] = [
  {
    family: "zwanze-mobile",
    group: "consumer",
    lang: "nl",
    kind: "invoice",
    code: null,
    link: null,
    from: "zwanze <facturen@zwanze.be>",
    to: "Patrick Kabasele <patrick.kabasele@inbox.example>",
    subject: "Je zwanze-factuur van september staat klaar",
    date: "Thu, 10 Sep 2026 08:00:14 +0200",
    text: `Hoi Patrick,

Je factuur van september zit in de bijlage.

Factuurnummer: ZW-2026-09-4471830
Klantnummer: 6103 882 14
Periode: 01/09/2026 - 30/09/2026
Te betalen: 47,80 EUR (incl. 21 % btw)

Je betaalt met domiciliëring: we halen het bedrag op 24/09/2026 van je rekening BE71 **** **** 6769.
Je hoeft dus niets te doen.

Bellen naar Congo deze maand: 38 min (9,12 EUR buiten bundel). Met de optie Wereld 100 bel je
100 minuten naar Afrika voor 5 EUR per maand.

Groetjes,
zwanze

zwanze bv - Havenlaan 86C, 1000 Brussel - BTW BE 0765.432.109`,
    html: zwanze(
      "nl",
      "Factuur september: 47,80 EUR, betaald met domiciliëring op 24/09.",
      `<p style="margin:0 0 16px;font-size:22px;font-weight:bold;">Hoi Patrick,</p>
<p style="margin:0 0 16px;">Je factuur van september zit in de bijlage.</p>
<table role="presentation" width="100%" border="0" cellspacing="0" cellpadding="0" style="margin:0 0 18px;border:1px solid #eeeeee;border-radius:8px;">
<tr><td style="padding:10px 14px;color:#777;">Factuurnummer</td><td align="right" style="padding:10px 14px;">ZW-2026-09-4471830</td></tr>
<tr><td style="padding:10px 14px;color:#777;">Klantnummer</td><td align="right" style="padding:10px 14px;">6103 882 14</td></tr>
<tr><td style="padding:10px 14px;color:#777;">Periode</td><td align="right" style="padding:10px 14px;">01/09/2026 &ndash; 30/09/2026</td></tr>
<tr><td style="padding:10px 14px;color:#777;border-top:1px solid #eeeeee;"><strong>Te betalen</strong></td><td align="right" style="padding:10px 14px;border-top:1px solid #eeeeee;font-size:20px;color:#ff3d7f;"><strong>47,80 EUR</strong></td></tr>
</table>
<p style="margin:0 0 16px;">Je betaalt met domiciliëring: we halen het bedrag op 24/09/2026 van je rekening BE71 **** **** 6769. Je hoeft dus niets te doen.</p>
<p style="margin:0 0 16px;background:#fff4d6;padding:12px 14px;border-radius:6px;">Bellen naar Congo deze maand: 38 min (9,12 EUR buiten bundel). Met de optie <strong>Wereld 100</strong> bel je 100 minuten naar Afrika voor 5 EUR per maand. <a href="https://www.zwanze.be/nl/opties/wereld-100" style="color:#ff3d7f;">Meer info</a></p>
<p style="margin:0;">Groetjes,<br>zwanze</p>`,
      `zwanze bv &middot; Havenlaan 86C, 1000 Brussel &middot; BTW BE 0765.432.109<br>
<a href="https://my.zwanze.be" style="color:#ffb000;">My zwanze</a> &middot; <a href="https://www.zwanze.be/nl/help" style="color:#ffb000;">Hulp</a> &middot; <a href="https://www.zwanze.be/nl/privacy" style="color:#ffb000;">Privacy</a>`,
    ),
    enc: "qp",
    attachment: [
      "zwanze_factuur_ZW-2026-09-4471830.pdf",
      "application/pdf",
      "%PDF-1.4\n% zwanze factuur ZW-2026-09-4471830\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n",
    ],
  },
  {
    family: "zwanze-mobile",
    group: "consumer",
    lang: "fr",
    kind: "verify-link",
    code: null,
    link: "https://click.e.zwanze.be/?qs=4f2a9c0e71b35d8e6aa1c0f7d2b4e913a8c6f05d7e2b19c4",
    from: "zwanze <bonjour@e.zwanze.be>",
    to: "Grâce Kabasele <grace.kabasele@inbox.example>",
    subject: "Grâce, confirme ton adresse e-mail pour activer My zwanze",
    date: "Tue, 22 Sep 2026 18:44:05 +0200",
    text: `Salut Grâce,

Bienvenue chez zwanze ! Ta carte SIM est en route.

Confirme ton adresse e-mail pour activer ton espace My zwanze :
https://click.e.zwanze.be/?qs=4f2a9c0e71b35d8e6aa1c0f7d2b4e913a8c6f05d7e2b19c4

Ton abonnement : Jeune 15 Go - 12,50 EUR/mois
Ton numéro : 0470 ** ** 63 (actif dès que tu insères la SIM)

À bientôt,
zwanze

zwanze srl - Avenue du Port 86C, 1000 Bruxelles`,
    html: zwanze(
      "fr",
      "Un clic et ton espace My zwanze est prêt.",
      `<p style="margin:0 0 16px;font-size:22px;font-weight:bold;">Salut Grâce &#128075;</p>
<p style="margin:0 0 16px;">Bienvenue chez zwanze ! Ta carte SIM est en route.</p>
<p style="margin:0 0 22px;">Confirme ton adresse e-mail pour activer ton espace My zwanze.</p>
<table role="presentation" border="0" cellspacing="0" cellpadding="0"><tr><td bgcolor="#ff3d7f" style="border-radius:26px;">
<!--[if mso]><v:roundrect style="height:46px;width:260px;" arcsize="50%" fillcolor="#ff3d7f" stroke="f"><![endif]-->
<a href="https://click.e.zwanze.be/?qs=4f2a9c0e71b35d8e6aa1c0f7d2b4e913a8c6f05d7e2b19c4" style="display:inline-block;padding:13px 34px;color:#ffffff;font-weight:bold;text-decoration:none;">Je confirme mon adresse</a>
<!--[if mso]></v:roundrect><![endif]-->
</td></tr></table>
<p style="margin:24px 0 6px;font-size:13px;color:#777;">Ton abonnement : Jeune 15 Go &ndash; 12,50 EUR/mois</p>
<p style="margin:0;font-size:13px;color:#777;">Ton numéro : 0470 ** ** 63 (actif dès que tu insères la SIM)</p>`,
      `zwanze srl &middot; Avenue du Port 86C, 1000 Bruxelles &middot; TVA BE 0765.432.109<br>
<a href="https://click.e.zwanze.be/?qs=aa01help" style="color:#ffb000;">Aide</a> &middot; <a href="https://click.e.zwanze.be/?qs=aa02priv" style="color:#ffb000;">Vie privée</a> &middot; <a href="https://www.instagram.com/zwanze.be" style="color:#ffb000;">Instagram</a>`,
    ),
    enc: "b64",
  },
  {
    family: "zwanze-mobile",
    group: "consumer",
    lang: "en",
    kind: "roaming-notice",
    code: null,
    link: null,
    from: "zwanze <info@zwanze.be>",
    to: "Patrick Kabasele <patrick.kabasele@inbox.example>",
    subject: "Welcome to DR Congo - your roaming rates",
    date: "Mon, 19 Oct 2026 07:58:31 +0200",
    text: `Welcome to DR Congo, Patrick!

You're now roaming in Zone 4. Your Belgian bundle does not apply here. Rates on Vodanet CD:

Calls made: 1.99 EUR/min
Calls received: 0.99 EUR/min
SMS sent: 0.49 EUR
Mobile data: 9.99 EUR per 100 MB

To protect you from surprises, data stops at 59.99 EUR (excl. VAT) per month unless you raise
the limit in My zwanze. Emergency number: 112 works for free.

Safe travels,
zwanze`,
    html: null,
    enc: "7bit",
  },
];

// ---------------------------------------------------------------- Commune de Woluwe-Sainte-Gertrude

function wsg(lang: string, title: string, inner: string): string {
  const footer = lang === "nl"
    ? `Gemeente Sint-Geertruide-Woluwe &ndash; Gemeenteplein 1, 1170 Brussel &ndash; 02 773 05 00<br>
Dienst Bevolking: ma&ndash;vr 8.30&ndash;12.30 u, do ook 16&ndash;19 u (op afspraak)<br>
<a href="https://www.woluwe-ste-gertrude.brussels/nl/privacy">Privacybeleid</a> &ndash; <a href="https://www.woluwe-ste-gertrude.brussels/nl">woluwe-ste-gertrude.brussels</a>`
    : `Commune de Woluwe-Sainte-Gertrude &ndash; Place communale 1, 1170 Bruxelles &ndash; 02 773 05 00<br>
Service Population : lun.&ndash;ven. 8h30&ndash;12h30, jeudi aussi 16h&ndash;19h (sur rendez-vous)<br>
<a href="https://www.woluwe-ste-gertrude.brussels/fr/vie-privee">Politique de confidentialité</a> &ndash; <a href="https://www.woluwe-ste-gertrude.brussels/fr">woluwe-ste-gertrude.brussels</a>`;
  return `<html>
<head><meta charset="utf-8"></head>
<body style="font-family:Arial,sans-serif;font-size:14px;color:#1a1a1a;background:#f5f5f5;margin:0;">
<table width="100%" cellspacing="0" cellpadding="0" style="background:#f5f5f5;"><tr><td align="center" style="padding:20px 0;">
<table width="640" cellspacing="0" cellpadding="0" style="background:#fff;border:1px solid #dcdcdc;">
<tr><td style="background:#00597c;padding:14px 20px;">
<table width="100%" cellspacing="0" cellpadding="0"><tr>
<td><img src="https://www.woluwe-ste-gertrude.brussels/themes/wsg/logo-blanc.png" alt="Woluwe-Sainte-Gertrude / Sint-Geertruide-Woluwe" height="40"></td>
<td align="right" style="color:#ffffff;font-size:12px;">e-guichet &middot; e-loket</td>
</tr></table>
</td></tr>
<tr><td style="padding:22px 24px 6px;font-size:18px;font-weight:bold;color:#00597c;">${title}</td></tr>
<tr><td style="padding:6px 24px 22px;line-height:21px;">
${inner}
</td></tr>
<tr><td style="padding:14px 24px;background:#eef3f5;font-size:11px;color:#555;line-height:16px;">
${footer}
</td></tr>
</table></td></tr></table>
</body></html>`;
}

const wsgMails: Mail[] = [
  {
    family: "woluwe-sainte-gertrude",
    group: "regional",
    lang: "fr",
    kind: "document-ready",
    code: null,
    link: null,
    from: "e-guichet Woluwe-Sainte-Gertrude <e-guichet@woluwe-ste-gertrude.brussels>",
    to: "Mireille Kabasele <mireille.kabasele@inbox.example>",
    subject: "Votre demande EG-2026-018842 : certificat de composition de ménage",
    date: "Wed, 09 Sep 2026 11:37:26 +0200",
    text: `Madame,

Votre demande n° EG-2026-018842 du 08/09/2026 a été traitée par le Service Population.

Document : Certificat de composition de ménage (usage : administration étrangère)
Nombre d'exemplaires : 1
Redevance : 0,00 EUR (document électronique)

Le certificat signé électroniquement est joint à ce message au format PDF. Pour une légalisation
en vue d'un usage en République démocratique du Congo, adressez-vous ensuite au SPF Affaires
étrangères (service Légalisations, rue des Petits Carmes 27, 1000 Bruxelles).

Avec nos salutations distinguées,

Le Service Population
Commune de Woluwe-Sainte-Gertrude - Place communale 1, 1170 Bruxelles - 02 773 05 00`,
    html: wsg(
      "fr",
      "Votre document est prêt",
      `Madame,<br><br>
Votre demande n° <b>EG-2026-018842</b> du 08/09/2026 a été traitée par le Service Population.<br><br>
<table cellspacing="0" cellpadding="5" style="border-collapse:collapse;font-size:13px;">
<tr><td style="border:1px solid #dcdcdc;background:#f7f7f7;">Document</td><td style="border:1px solid #dcdcdc;">Certificat de composition de ménage (usage : administration étrangère)</td></tr>
<tr><td style="border:1px solid #dcdcdc;background:#f7f7f7;">Nombre d'exemplaires</td><td style="border:1px solid #dcdcdc;">1</td></tr>
<tr><td style="border:1px solid #dcdcdc;background:#f7f7f7;">Redevance</td><td style="border:1px solid #dcdcdc;">0,00 EUR (document électronique)</td></tr>
</table><br>
Le certificat signé électroniquement est joint à ce message au format PDF. Pour une légalisation en vue d'un usage en République démocratique du Congo, adressez-vous ensuite au SPF Affaires étrangères (service Légalisations, rue des Petits Carmes 27, 1000 Bruxelles).<br><br>
Avec nos salutations distinguées,<br>Le Service Population`,
    ),
    enc: "qp",
    attachment: [
      "EG-2026-018842_composition_menage.pdf",
      "application/pdf",
      "%PDF-1.7\n% Commune de Woluwe-Sainte-Gertrude - certificat EG-2026-018842\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n",
    ],
  },
  {
    family: "woluwe-sainte-gertrude",
    group: "regional",
    lang: "nl",
    kind: "activate-account",
    code: null,
    link: "https://eloket.woluwe-ste-gertrude.brussels/nl/account/activeren/7f3c91e2-55ab-4d08-9c61-2be0a4d7f118",
    from: "e-loket Sint-Geertruide-Woluwe <no-reply@woluwe-ste-gertrude.brussels>",
    to: "Patrick Kabasele <patrick.kabasele@inbox.example>",
    subject: "Activeer uw account op het e-loket",
    date: "Thu, 17 Sep 2026 21:05:48 +0200",
    text: `Geachte heer Kabasele,

U hebt een account aangemaakt op het e-loket van de gemeente Sint-Geertruide-Woluwe.

Klik op de onderstaande link om uw e-mailadres te bevestigen en uw account te activeren:
https://eloket.woluwe-ste-gertrude.brussels/nl/account/activeren/7f3c91e2-55ab-4d08-9c61-2be0a4d7f118

Deze link blijft 72 uur geldig. Daarna moet u opnieuw een account aanvragen.

Opgelet: voor sommige aanvragen (attesten, uittreksels uit het strafregister) moet u zich daarna
nog aanmelden met itsme of uw elektronische identiteitskaart.

Met vriendelijke groet,
Het e-loket van Sint-Geertruide-Woluwe`,
    html: wsg(
      "nl",
      "Activeer uw account",
      `Geachte heer Kabasele,<br><br>
U hebt een account aangemaakt op het e-loket van de gemeente Sint-Geertruide-Woluwe.<br><br>
Klik op de onderstaande knop om uw e-mailadres te bevestigen en uw account te activeren:<br><br>
<a href="https://eloket.woluwe-ste-gertrude.brussels/nl/account/activeren/7f3c91e2-55ab-4d08-9c61-2be0a4d7f118" style="background:#00597c;color:#ffffff;padding:10px 20px;text-decoration:none;display:inline-block;font-weight:bold;">Account activeren</a><br><br>
Deze link blijft 72 uur geldig. Daarna moet u opnieuw een account aanvragen.<br><br>
<i>Opgelet: voor sommige aanvragen (attesten, uittreksels uit het strafregister) moet u zich daarna nog aanmelden met itsme of uw elektronische identiteitskaart.</i><br><br>
Met vriendelijke groet,<br>Het e-loket van Sint-Geertruide-Woluwe`,
    ),
    enc: "7bit",
  },
  {
    family: "woluwe-sainte-gertrude",
    group: "regional",
    lang: "fr",
    kind: "appointment-reminder",
    code: null,
    link: null,
    from: "Service Population <population@woluwe-ste-gertrude.brussels>",
    to: "Grâce Kabasele <grace.kabasele@inbox.example>",
    subject: "Rappel : retrait de votre carte d'identité le 06/10/2026 à 10h20",
    date: "Mon, 05 Oct 2026 08:15:00 +0200",
    text: `Madame,

Nous vous rappelons votre rendez-vous au Service Population :

Objet : retrait de la carte d'identité électronique (première carte, 12 ans)
Date : mardi 6 octobre 2026 à 10h20
Lieu : Maison communale, guichet 4, Place communale 1, 1170 Bruxelles
Numéro de rendez-vous : RDV-2026-04817

À apporter :
 - la lettre contenant vos codes PIN et PUK (reçue par courrier) ;
 - votre ancienne Kids-ID ;
 - la présence d'un parent est requise pour les moins de 18 ans.

La redevance de 22,50 EUR se paie au guichet par Bancontact uniquement.

Empêchée ? Merci d'annuler au 02 773 05 40 pour libérer la place.

Le Service Population`,
    html: null,
    enc: "8bit",
  },
];

// ---------------------------------------------------------------- Mutualité Sainte-Gudule / Ziekenfonds Sint-Goedele

function gudule(lang: string, pre: string, inner: string): string {
  const isNl = lang === "nl";
  return `<!DOCTYPE html><html lang="${lang}"><head><meta charset="utf-8">
<style type="text/css">body{margin:0}table{border-collapse:collapse}.btn a{color:#fff!important}</style></head>
<body>
<div style="display:none;font-size:0;line-height:0;">${pre}</div>
<table width="100%" bgcolor="#e9f1ef"><tr><td align="center" style="padding:26px 6px;">
<table width="580" bgcolor="#ffffff" style="border-top:5px solid #2a8c7b;">
<tr><td style="padding:22px 30px 0;"><img src="https://www.sainte-gudule.be/assets/mail/logo-${
    isNl ? "sint-goedele" : "sainte-gudule"
  }.png" width="200" height="46" alt="${isNl ? "Ziekenfonds Sint-Goedele" : "Mutualité Sainte-Gudule"}"></td></tr>
<tr><td style="padding:22px 30px 30px;font-family:Verdana,Geneva,sans-serif;font-size:14px;line-height:22px;color:#24332f;">
${inner}
</td></tr>
<tr><td style="padding:16px 30px;background:#f4f7f6;font-family:Verdana,Geneva,sans-serif;font-size:10px;line-height:15px;color:#6d7c78;">
${
    isNl
      ? "Ziekenfonds Sint-Goedele &middot; Sint-Goedeleplein 3, 1000 Brussel &middot; 02 511 40 40 &middot; erkend ziekenfonds nr. 147"
      : "Mutualité Sainte-Gudule &middot; Place Sainte-Gudule 3, 1000 Bruxelles &middot; 02 511 40 40 &middot; mutualité agréée n° 147"
  }<br>
<a href="https://www.sainte-gudule.be/${isNl ? "nl/privacy" : "fr/vie-privee"}" style="color:#2a8c7b;">${
    isNl ? "Privacy" : "Vie privée"
  }</a> &middot;
<a href="https://www.sainte-gudule.be/${isNl ? "nl/contact" : "fr/contact"}" style="color:#2a8c7b;">Contact</a> &middot;
<a href="https://www.facebook.com/saintegudule" style="color:#2a8c7b;">Facebook</a>
</td></tr>
</table></td></tr></table>
</body></html>`;
}

const guduleMails: Mail[] = [
  {
    family: "mutualite-sainte-gudule",
    group: "regional",
    lang: "fr",
    kind: "reimbursement",
    code: null,
    link: null,
    from: "Mutualité Sainte-Gudule <remboursements@sainte-gudule.be>",
    to: "Mireille Kabasele <mireille.kabasele@inbox.example>",
    subject: "Nous avons versé un remboursement de 42,18 €",
    date: "Tue, 15 Sep 2026 13:22:09 +0200",
    text: `Bonjour Madame Kabasele,

Nous avons versé 42,18 € sur votre compte BE71 **** **** 6769.

Détail :
 - Consultation pédiatre, Dr Lenoir, 02/09/2026 - Grâce : 27,68 €
 - Kinésithérapie, séance 4/9, 04/09/2026 - Mireille : 14,50 €

Le montant apparaîtra sur votre compte d'ici 2 jours ouvrables.
Communication : SG 147/0915/2026 REMB 0088134

Vous retrouvez tous vos remboursements dans l'espace « Ma Mutualité » et dans l'app.

Votre conseillère,
Mutualité Sainte-Gudule`,
    html: gudule(
      "fr",
      "42,18 € versés sur votre compte se terminant par 6769.",
      `<p style="margin:0 0 14px;">Bonjour Madame Kabasele,</p>
<p style="margin:0 0 18px;">Nous avons versé <strong>42,18 &euro;</strong> sur votre compte BE71 **** **** 6769.</p>
<table width="100%" style="font-size:13px;margin:0 0 18px;">
<tr><td style="padding:7px 0;border-bottom:1px solid #e3ebe9;">Consultation pédiatre, Dr Lenoir, 02/09/2026 &ndash; Grâce</td><td align="right" style="padding:7px 0;border-bottom:1px solid #e3ebe9;">27,68 &euro;</td></tr>
<tr><td style="padding:7px 0;border-bottom:1px solid #e3ebe9;">Kinésithérapie, séance 4/9, 04/09/2026 &ndash; Mireille</td><td align="right" style="padding:7px 0;border-bottom:1px solid #e3ebe9;">14,50 &euro;</td></tr>
<tr><td style="padding:7px 0;font-weight:bold;">Total</td><td align="right" style="padding:7px 0;font-weight:bold;">42,18 &euro;</td></tr>
</table>
<p style="margin:0 0 14px;font-size:12px;color:#6d7c78;">Le montant apparaîtra sur votre compte d'ici 2 jours ouvrables. Communication : SG 147/0915/2026 REMB 0088134</p>
<p style="margin:0;">Vous retrouvez tous vos remboursements dans l'espace <a href="https://ma.sainte-gudule.be" style="color:#2a8c7b;">Ma Mutualité</a> et dans l'app.</p>`,
    ),
    enc: "qp",
  },
  {
    family: "mutualite-sainte-gudule",
    group: "regional",
    lang: "nl",
    kind: "login-code",
    code: "615208",
    link: null,
    from: "Ziekenfonds Sint-Goedele <geen-antwoord@sainte-gudule.be>",
    to: "Patrick Kabasele <patrick.kabasele@inbox.example>",
    subject: "Uw verificatiecode voor Mijn Ziekenfonds",
    date: "Wed, 30 Sep 2026 22:11:47 +0200",
    text: `Beste heer Kabasele,

U meldt zich aan bij Mijn Ziekenfonds. Vul deze verificatiecode in op het scherm:

615208

De code is 10 minuten geldig.

Hebt u zich niet aangemeld? Dan kan iemand uw wachtwoord kennen. Wijzig het dan meteen of bel
ons op 02 511 40 40.

Ziekenfonds Sint-Goedele`,
    html: gudule(
      "nl",
      "Uw code is 10 minuten geldig.",
      `<p style="margin:0 0 14px;">Beste heer Kabasele,</p>
<p style="margin:0 0 18px;">U meldt zich aan bij Mijn Ziekenfonds. Vul deze verificatiecode in op het scherm:</p>
<table align="center" style="margin:0 auto 18px;"><tr>
<td style="width:40px;height:50px;border:1px solid #2a8c7b;text-align:center;font-size:26px;font-weight:bold;color:#2a8c7b;">6</td><td width="6"></td>
<td style="width:40px;height:50px;border:1px solid #2a8c7b;text-align:center;font-size:26px;font-weight:bold;color:#2a8c7b;">1</td><td width="6"></td>
<td style="width:40px;height:50px;border:1px solid #2a8c7b;text-align:center;font-size:26px;font-weight:bold;color:#2a8c7b;">5</td><td width="6"></td>
<td style="width:40px;height:50px;border:1px solid #2a8c7b;text-align:center;font-size:26px;font-weight:bold;color:#2a8c7b;">2</td><td width="6"></td>
<td style="width:40px;height:50px;border:1px solid #2a8c7b;text-align:center;font-size:26px;font-weight:bold;color:#2a8c7b;">0</td><td width="6"></td>
<td style="width:40px;height:50px;border:1px solid #2a8c7b;text-align:center;font-size:26px;font-weight:bold;color:#2a8c7b;">8</td>
</tr></table>
<p style="margin:0 0 14px;">De code is 10 minuten geldig.</p>
<p style="margin:0;font-size:12px;color:#6d7c78;">Hebt u zich niet aangemeld? Dan kan iemand uw wachtwoord kennen. Wijzig het dan meteen of bel ons op 02 511 40 40.</p>`,
    ),
    enc: "7bit",
  },
  {
    family: "mutualite-sainte-gudule",
    group: "regional",
    lang: "fr",
    kind: "newsletter",
    code: null,
    link: null,
    from: "Mutualité Sainte-Gudule <info@news.sainte-gudule.be>",
    to: "Mireille Kabasele <mireille.kabasele@inbox.example>",
    subject: "Grippe, rentrée scolaire et voyages : vos avantages d'octobre",
    date: "Thu, 08 Oct 2026 10:00:00 +0200",
    text: `Mutualité Sainte-Gudule - Lettre d'information d'octobre 2026

1. Vaccin contre la grippe : nous remboursons 10 € par vaccin pour tous les membres, en plus de
   l'intervention légale. Envoyez simplement la vignette de pharmacie via l'app.

2. Vous partez au Congo, au Cameroun ou au Rwanda ? Les vaccins et la prophylaxie contre le
   paludisme sont remboursés jusqu'à 50 € par an et par personne. Pensez aussi à Mutas :
   +32 2 272 09 00, 24 h/24 en cas d'urgence à l'étranger.

3. Stage sportif pendant les vacances de Toussaint : jusqu'à 25 € par enfant.

Infos et formulaires : https://www.sainte-gudule.be/fr/avantages

Vous ne souhaitez plus recevoir cette lettre ? https://news.sainte-gudule.be/u/8c2e0a7f`,
    html: gudule(
      "fr",
      "Vaccin grippe, voyages hors Europe et stages de Toussaint.",
      `<p style="margin:0 0 18px;font-size:18px;font-weight:bold;color:#2a8c7b;">Vos avantages d'octobre</p>
<img src="https://www.sainte-gudule.be/assets/mail/2026-10/automne.jpg" width="520" height="200" alt="" style="display:block;margin:0 0 18px;">
<p style="margin:0 0 6px;font-weight:bold;">Vaccin contre la grippe</p>
<p style="margin:0 0 16px;">Nous remboursons 10 &euro; par vaccin pour tous les membres, en plus de l'intervention légale. Envoyez simplement la vignette de pharmacie via l'app.</p>
<p style="margin:0 0 6px;font-weight:bold;">Vous partez au Congo, au Cameroun ou au Rwanda ?</p>
<p style="margin:0 0 16px;">Les vaccins et la prophylaxie contre le paludisme sont remboursés jusqu'à 50 &euro; par an et par personne. Pensez aussi à Mutas : +32 2 272 09 00, 24 h/24 en cas d'urgence à l'étranger.</p>
<p style="margin:0 0 6px;font-weight:bold;">Stage sportif à la Toussaint</p>
<p style="margin:0 0 20px;">Jusqu'à 25 &euro; par enfant.</p>
<p style="margin:0 0 20px;"><a href="https://news.sainte-gudule.be/c/8c2e0a7f/avantages" style="color:#2a8c7b;font-weight:bold;">Tous les avantages et formulaires &rsaquo;</a></p>
<p style="margin:0;font-size:11px;color:#6d7c78;"><a href="https://news.sainte-gudule.be/u/8c2e0a7f" style="color:#6d7c78;">Se désinscrire</a></p>`,
    ),
    enc: "b64",
  },
];

// ---------------------------------------------------------------- Plumier (school/parent platform, Brussels)

function plumier(inner: string, school: string, lang: string): string {
  const help = lang === "nl" ? "Hulp nodig?" : "Besoin d'aide ?";
  const notif = lang === "nl" ? "Meldingen beheren" : "Gérer mes notifications";
  return `<html><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"></head>
<body style="margin:0;padding:0;background:#fafaf7;font-family:'Helvetica Neue',Helvetica,Arial,sans-serif;">
<table width="100%" cellpadding="0" cellspacing="0" role="presentation"><tr><td align="center" style="padding:20px 12px;">
<table width="100%" cellpadding="0" cellspacing="0" role="presentation" style="max-width:560px;">
<tr><td style="padding:0 0 14px;">
<table cellpadding="0" cellspacing="0" role="presentation"><tr>
<td><img src="https://app.plumier.be/static/mail/plumier-icon.png" width="32" height="32" alt="" style="display:block;"></td>
<td style="padding-left:10px;font-size:18px;font-weight:bold;color:#3b5bdb;">plumier</td>
<td style="padding-left:14px;font-size:12px;color:#868e96;">${school}</td>
</tr></table>
</td></tr>
<tr><td style="background:#ffffff;border:1px solid #e9ecef;border-radius:10px;padding:26px;font-size:15px;line-height:23px;color:#212529;">
${inner}
</td></tr>
<tr><td style="padding:16px 4px;font-size:11px;line-height:16px;color:#868e96;">
${help} <a href="https://aide.plumier.be" style="color:#3b5bdb;">aide.plumier.be</a> &middot; <a href="https://app.plumier.be/parametres/notifications" style="color:#3b5bdb;">${notif}</a><br>
Plumier SRL &middot; Rue de la Loi 155, 1040 Etterbeek &middot; BE 0799.114.230
</td></tr>
</table></td></tr></table></body></html>`;
}

const plumierMails: Mail[] = [
  {
    family: "plumier-parents",
    group: "regional",
    lang: "fr",
    kind: "invite-link",
    code: null,
    link: "https://app.plumier.be/invitations/accepter?i=inv_2QxW7fLm9cR4tBz1&ecole=marronniers",
    from: "Plumier - École Les Marronniers <notifications@plumier.be>",
    to: "Mireille Kabasele <mireille.kabasele@inbox.example>",
    subject: "Mme Lukusa vous invite à suivre la classe de 3e primaire B sur Plumier",
    date: "Tue, 01 Sep 2026 17:20:33 +0200",
    text: `Bonjour,

Mme Sarah Lukusa, titulaire de la 3e primaire B à l'École Les Marronniers, vous invite à rejoindre
Plumier en tant que parent de Joël Kabasele.

Sur Plumier, vous recevrez le journal de classe, les avis de l'école, les bulletins et les
messages de l'équipe éducative.

Accepter l'invitation :
https://app.plumier.be/invitations/accepter?i=inv_2QxW7fLm9cR4tBz1&ecole=marronniers

Cette invitation est valable 14 jours. Si vous avez déjà un compte Plumier (pour un autre
enfant), connectez-vous avec la même adresse e-mail après avoir cliqué.

Bonne rentrée !
L'équipe Plumier`,
    html: plumier(
      `<p style="margin:0 0 16px;">Bonjour,</p>
<p style="margin:0 0 16px;"><strong>Mme Sarah Lukusa</strong>, titulaire de la 3e primaire B, vous invite à rejoindre Plumier en tant que parent de <strong>Joël Kabasele</strong>.</p>
<p style="margin:0 0 22px;color:#495057;">Sur Plumier, vous recevrez le journal de classe, les avis de l'école, les bulletins et les messages de l'équipe éducative.</p>
<p style="margin:0 0 22px;text-align:center;"><a href="https://app.plumier.be/invitations/accepter?i=inv_2QxW7fLm9cR4tBz1&amp;ecole=marronniers" style="background:#3b5bdb;color:#ffffff;text-decoration:none;padding:12px 26px;border-radius:8px;display:inline-block;font-weight:bold;">Accepter l'invitation</a></p>
<p style="margin:0;font-size:13px;color:#868e96;">Cette invitation est valable 14 jours. Si vous avez déjà un compte Plumier (pour un autre enfant), connectez-vous avec la même adresse e-mail après avoir cliqué.</p>`,
      "École Les Marronniers",
      "fr",
    ),
    enc: "qp",
  },
  {
    family: "plumier-parents",
    group: "regional",
    lang: "fr",
    kind: "school-notice",
    code: null,
    link: null,
    from: "Plumier - École Les Marronniers <notifications@plumier.be>",
    to: "Mireille Kabasele <mireille.kabasele@inbox.example>",
    subject: "Nouvel avis : sortie au Musée des Sciences naturelles (3e B)",
    date: "Mon, 21 Sep 2026 12:48:02 +0200",
    text: `Nouvel avis de Mme Sarah Lukusa - 3e primaire B

Sortie au Musée des Sciences naturelles - jeudi 8 octobre 2026

Chers parents,

Le jeudi 8 octobre, la classe se rendra en tram au Musée des Sciences naturelles (galerie des
dinosaures et atelier « fossiles »). Départ de l'école à 8h45, retour vers 15h15.

Participation : 12,00 EUR, à verser avant le 2 octobre sur le compte de l'école
BE45 0682 0000 8989 avec la communication structurée +++120/0810/26347+++.

Prévoir un pique-nique, une gourde et une veste de pluie. L'abonnement STIB de votre enfant
(s'il en a un) est le bienvenu.

Merci !
Mme Lukusa

Voir l'avis dans Plumier : https://app.plumier.be/avis/58213`,
    html: plumier(
      `<p style="margin:0 0 4px;font-size:12px;color:#868e96;">Nouvel avis de Mme Sarah Lukusa &middot; 3e primaire B</p>
<p style="margin:0 0 18px;font-size:19px;font-weight:bold;">Sortie au Musée des Sciences naturelles &ndash; jeudi 8 octobre 2026</p>
<p style="margin:0 0 14px;">Chers parents,</p>
<p style="margin:0 0 14px;">Le jeudi 8 octobre, la classe se rendra en tram au Musée des Sciences naturelles (galerie des dinosaures et atelier &laquo; fossiles &raquo;). Départ de l'école à 8h45, retour vers 15h15.</p>
<p style="margin:0 0 14px;background:#f1f3f5;padding:12px;border-radius:6px;">Participation : <strong>12,00 EUR</strong>, à verser avant le 2 octobre sur le compte de l'école BE45 0682 0000 8989 avec la communication structurée <strong>+++120/0810/26347+++</strong>.</p>
<p style="margin:0 0 14px;">Prévoir un pique-nique, une gourde et une veste de pluie. L'abonnement STIB de votre enfant (s'il en a un) est le bienvenu.</p>
<p style="margin:0 0 18px;">Merci !<br>Mme Lukusa</p>
<p style="margin:0;"><a href="https://app.plumier.be/avis/58213" style="color:#3b5bdb;">Voir l'avis dans Plumier</a></p>`,
      "École Les Marronniers",
      "fr",
    ),
    enc: "8bit",
  },
  {
    family: "plumier-parents",
    group: "regional",
    lang: "nl",
    kind: "report-available",
    code: null,
    link: null,
    from: "Plumier - Basisschool De Regenboog <meldingen@plumier.be>",
    to: "Patrick Kabasele <patrick.kabasele@inbox.example>",
    subject: "Het eerste rapport van Nadia staat online",
    date: "Fri, 23 Oct 2026 15:30:00 +0200",
    text: `Beste ouders,

Het rapport van de eerste periode (september - oktober) van Nadia Kabasele (1ste leerjaar A)
staat nu in Plumier.

De oudercontacten vinden plaats op dinsdag 10 en donderdag 12 november. U kunt vanaf
maandag 2 november een tijdstip kiezen in de agenda van de klas.

Prettige herfstvakantie!
Juf Ine en het team van Basisschool De Regenboog

Rapport bekijken: https://app.plumier.be/nl/rapporten/2026-p1/leerling/77410`,
    html: plumier(
      `<p style="margin:0 0 14px;">Beste ouders,</p>
<p style="margin:0 0 14px;">Het rapport van de eerste periode (september &ndash; oktober) van <strong>Nadia Kabasele</strong> (1ste leerjaar A) staat nu in Plumier.</p>
<p style="margin:0 0 14px;">De oudercontacten vinden plaats op dinsdag 10 en donderdag 12 november. U kunt vanaf maandag 2 november een tijdstip kiezen in de agenda van de klas.</p>
<p style="margin:0 0 20px;">Prettige herfstvakantie!<br>Juf Ine en het team van Basisschool De Regenboog</p>
<p style="margin:0;"><a href="https://app.plumier.be/nl/rapporten/2026-p1/leerling/77410" style="color:#3b5bdb;">Rapport bekijken</a></p>`,
      "Basisschool De Regenboog",
      "nl",
    ),
    enc: "qp",
  },
  {
    family: "plumier-parents",
    group: "regional",
    lang: "fr",
    kind: "reset-link",
    code: null,
    link:
      "https://app.plumier.be/mot-de-passe/nouveau?token=pr_8Hd3KqL0vXe5Zw71nT&email=mireille.kabasele%40inbox.example",
    from: "Plumier <securite@plumier.be>",
    to: "Mireille Kabasele <mireille.kabasele@inbox.example>",
    subject: "Réinitialisation de votre mot de passe Plumier",
    date: "Sun, 11 Oct 2026 20:07:14 +0200",
    text: `Bonjour Mireille,

Nous avons reçu une demande de réinitialisation du mot de passe de votre compte Plumier.

Choisissez un nouveau mot de passe ici (lien valable 1 heure) :
https://app.plumier.be/mot-de-passe/nouveau?token=pr_8Hd3KqL0vXe5Zw71nT&email=mireille.kabasele%40inbox.example

Si vous n'avez rien demandé, ignorez ce message : votre mot de passe actuel reste valable.

L'équipe Plumier`,
    html: plumier(
      `<p style="margin:0 0 16px;">Bonjour Mireille,</p>
<p style="margin:0 0 22px;">Nous avons reçu une demande de réinitialisation du mot de passe de votre compte Plumier.</p>
<p style="margin:0 0 22px;text-align:center;"><a href="https://app.plumier.be/mot-de-passe/nouveau?token=pr_8Hd3KqL0vXe5Zw71nT&amp;email=mireille.kabasele%40inbox.example" style="background:#3b5bdb;color:#ffffff;text-decoration:none;padding:12px 26px;border-radius:8px;display:inline-block;font-weight:bold;">Choisir un nouveau mot de passe</a></p>
<p style="margin:0 0 10px;font-size:13px;color:#868e96;">Ce lien est valable 1 heure.</p>
<p style="margin:0;font-size:13px;color:#868e96;">Si vous n'avez rien demandé, ignorez ce message : votre mot de passe actuel reste valable.</p>`,
      "",
      "fr",
    ),
    enc: "7bit",
  },
];

// ---------------------------------------------------------------- Mayombe Airlines (Brussels - Kinshasa)

function mayombe(pre: string, inner: string): string {
  return `<!DOCTYPE html>
<html><head><meta charset="utf-8"><title>Mayombe Airlines</title></head>
<body style="margin:0;padding:0;background:#dfe7e3;">
<div style="display:none;max-height:0;overflow:hidden;">${pre}</div>
<table width="100%" cellspacing="0" cellpadding="0" border="0" bgcolor="#dfe7e3"><tr><td align="center" style="padding:18px 0;">
<table width="620" cellspacing="0" cellpadding="0" border="0" bgcolor="#ffffff">
<tr><td bgcolor="#123d2e" style="padding:16px 26px;">
<table width="100%" cellspacing="0" cellpadding="0" border="0"><tr>
<td><img src="https://www.mayombe-airlines.com/mail/img/logo-mayombe-gold.png" alt="Mayombe Airlines" width="190" height="38" style="display:block;"></td>
<td align="right" style="font-family:Arial,sans-serif;font-size:12px;color:#e1c16e;"><a href="https://www.mayombe-airlines.com/manage" style="color:#e1c16e;text-decoration:none;">Manage booking</a> | <a href="https://www.mayombe-airlines.com/miles" style="color:#e1c16e;text-decoration:none;">Mayombe Miles</a></td>
</tr></table>
</td></tr>
<tr><td style="padding:26px;font-family:Arial,sans-serif;font-size:14px;line-height:21px;color:#1f2a26;">
${inner}
</td></tr>
<tr><td bgcolor="#f0f4f2" style="padding:16px 26px;font-family:Arial,sans-serif;font-size:10px;line-height:15px;color:#66756f;">
Mayombe Airlines SA &middot; Aéroport international de N'djili, Kinshasa, RD Congo &middot; Brussels office: Brussels Airport, Building 117, 1930 Zaventem<br>
Call centre Kinshasa +243 82 400 7000 &middot; Brussels +32 2 307 44 10 &middot; <a href="https://www.mayombe-airlines.com/privacy" style="color:#66756f;">Privacy</a> &middot; <a href="https://www.mayombe-airlines.com/conditions-of-carriage" style="color:#66756f;">Conditions of carriage</a><br>&copy; 2026 Mayombe Airlines
</td></tr>
</table></td></tr></table></body></html>`;
}

const mayombeMails: Mail[] = [
  {
    family: "mayombe-air",
    group: "consumer",
    lang: "en",
    kind: "booking-confirmation",
    code: null,
    link: null,
    from: "Mayombe Airlines <reservations@mayombe-airlines.com>",
    to: "Patrick Kabasele <patrick.kabasele@inbox.example>",
    subject: "Booking confirmed - K7QZ2M - Brussels to Kinshasa, 18 Oct 2026",
    date: "Thu, 03 Sep 2026 22:41:09 +0200",
    text: `Thank you for booking with Mayombe Airlines.

Booking reference (PNR): K7QZ2M
E-ticket number: 812-2401558870

OUTBOUND  MY 401  Sun 18 Oct 2026  BRU 11:05 -> FIH 19:20  Economy (L)  2 x 23 kg
RETURN    MY 402  Sun 01 Nov 2026  FIH 22:30 -> BRU 06:10+1  Economy (L)  2 x 23 kg

Passenger: KABASELE / PATRICK MR
Mayombe Miles: MM 4402 1187 09

Fare: EUR 612.00
Taxes and carrier charges: EUR 239.47
Total paid: EUR 851.47 (Visa ending 6769)

Your e-ticket receipt is attached. Online check-in opens 30 hours before departure. Travellers
to the DR Congo need a valid visa and a yellow fever vaccination certificate.

Manage your booking: https://www.mayombe-airlines.com/manage?pnr=K7QZ2M&ln=KABASELE

Mayombe Airlines`,
    html: mayombe(
      "K7QZ2M - MY 401 on 18 Oct, MY 402 on 1 Nov.",
      `<p style="margin:0 0 16px;font-size:20px;color:#123d2e;"><b>Your booking is confirmed</b></p>
<table width="100%" cellspacing="0" cellpadding="0" border="0" style="margin:0 0 18px;"><tr>
<td style="background:#f6f1e1;padding:12px 16px;">Booking reference<br><span style="font-size:24px;font-weight:bold;letter-spacing:2px;color:#123d2e;">K7QZ2M</span></td>
<td style="background:#f6f1e1;padding:12px 16px;" align="right">E-ticket<br><b>812-2401558870</b></td>
</tr></table>
<table width="100%" cellspacing="0" cellpadding="6" border="0" style="font-size:13px;border-collapse:collapse;margin:0 0 18px;">
<tr style="background:#123d2e;color:#ffffff;"><td>Flight</td><td>Date</td><td>From</td><td>To</td><td>Class</td></tr>
<tr><td style="border-bottom:1px solid #e3e9e6;">MY 401</td><td style="border-bottom:1px solid #e3e9e6;">Sun 18 Oct 2026</td><td style="border-bottom:1px solid #e3e9e6;">Brussels (BRU) 11:05</td><td style="border-bottom:1px solid #e3e9e6;">Kinshasa (FIH) 19:20</td><td style="border-bottom:1px solid #e3e9e6;">Economy (L)</td></tr>
<tr><td style="border-bottom:1px solid #e3e9e6;">MY 402</td><td style="border-bottom:1px solid #e3e9e6;">Sun 01 Nov 2026</td><td style="border-bottom:1px solid #e3e9e6;">Kinshasa (FIH) 22:30</td><td style="border-bottom:1px solid #e3e9e6;">Brussels (BRU) 06:10 +1</td><td style="border-bottom:1px solid #e3e9e6;">Economy (L)</td></tr>
</table>
<p style="margin:0 0 6px;"><b>Passenger:</b> KABASELE / PATRICK MR &middot; Mayombe Miles MM 4402 1187 09 &middot; Baggage 2 x 23 kg</p>
<p style="margin:0 0 18px;"><b>Total paid:</b> EUR 851.47 (fare EUR 612.00 + taxes EUR 239.47), Visa &bull;&bull;&bull;&bull; 6769</p>
<p style="margin:0 0 18px;">Your e-ticket receipt is attached. Online check-in opens 30 hours before departure. Travellers to the DR Congo need a valid visa and a yellow fever vaccination certificate.</p>
<p style="margin:0;"><a href="https://www.mayombe-airlines.com/manage?pnr=K7QZ2M&amp;ln=KABASELE" style="color:#123d2e;font-weight:bold;">Manage your booking</a></p>`,
    ),
    enc: "qp",
    attachment: [
      "Mayombe_eticket_812-2401558870.pdf",
      "application/pdf",
      "%PDF-1.4\n% Mayombe Airlines e-ticket receipt 812-2401558870 K7QZ2M\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n",
    ],
  },
  {
    family: "mayombe-air",
    group: "consumer",
    lang: "fr",
    kind: "schedule-change",
    code: null,
    link: null,
    from: "Mayombe Airlines <operations@mayombe-airlines.com>",
    to: "Patrick Kabasele <patrick.kabasele@inbox.example>",
    subject: "Modification d'horaire - vol MY 401 du 18 octobre 2026 (K7QZ2M)",
    date: "Wed, 07 Oct 2026 14:02:51 +0200",
    text: `Cher Monsieur Kabasele,

L'horaire de votre vol a été modifié pour des raisons opérationnelles.

Réservation : K7QZ2M
Vol MY 401 - dimanche 18 octobre 2026
Ancien horaire : départ Bruxelles 11:05, arrivée Kinshasa 19:20
Nouvel horaire : départ Bruxelles 12:40, arrivée Kinshasa 20:55

Votre place et vos bagages restent inchangés. Aucune démarche n'est nécessaire de votre part.
Si ce nouvel horaire ne vous convient pas, vous pouvez changer de vol sans frais ou demander
un remboursement en appelant le +32 2 307 44 10.

Nous vous prions de nous excuser pour ce changement.
Mayombe Airlines`,
    html: mayombe(
      "Nouveau départ de Bruxelles à 12:40.",
      `<p style="margin:0 0 14px;">Cher Monsieur Kabasele,</p>
<p style="margin:0 0 18px;">L'horaire de votre vol a été modifié pour des raisons opérationnelles.</p>
<table width="100%" cellspacing="0" cellpadding="8" border="0" style="font-size:13px;margin:0 0 18px;border:1px solid #e3e9e6;">
<tr><td colspan="2" style="background:#f0f4f2;"><b>MY 401</b> &middot; dimanche 18 octobre 2026 &middot; réservation K7QZ2M</td></tr>
<tr><td style="color:#8a948f;"><s>Départ Bruxelles 11:05 &ndash; arrivée Kinshasa 19:20</s></td><td style="color:#8a948f;">ancien horaire</td></tr>
<tr><td style="color:#123d2e;"><b>Départ Bruxelles 12:40 &ndash; arrivée Kinshasa 20:55</b></td><td style="color:#123d2e;">nouvel horaire</td></tr>
</table>
<p style="margin:0 0 14px;">Votre place et vos bagages restent inchangés. <b>Aucune démarche n'est nécessaire de votre part.</b></p>
<p style="margin:0 0 14px;">Si ce nouvel horaire ne vous convient pas, vous pouvez changer de vol sans frais ou demander un remboursement en appelant le +32 2 307 44 10.</p>
<p style="margin:0;">Nous vous prions de nous excuser pour ce changement.</p>`,
    ),
    enc: "8bit",
  },
  {
    family: "mayombe-air",
    group: "consumer",
    lang: "en",
    kind: "verify-link",
    code: null,
    link: "https://miles.mayombe-airlines.com/account/verify?uid=MM44021187&code=e51f0c92ad7b43b8",
    from: "Mayombe Miles <miles@mayombe-airlines.com>",
    to: "Grâce Kabasele <grace.kabasele@inbox.example>",
    subject: "Confirm your email to activate Mayombe Miles",
    date: "Sat, 10 Oct 2026 10:33:27 +0200",
    text: `Welcome to Mayombe Miles, Grace!

Your membership number is MM 4402 1187 43.

Please confirm your email address to activate your account and start collecting Miles on
your flights between Brussels, Kinshasa, Lubumbashi and Goma:
https://miles.mayombe-airlines.com/account/verify?uid=MM44021187&code=e51f0c92ad7b43b8

Tip: already booked? Add your membership number under Manage booking up to 48 hours before
departure and the Miles for that flight are yours.

Mayombe Miles`,
    html: mayombe(
      "Activate your account and start earning Miles.",
      `<p style="margin:0 0 14px;font-size:20px;color:#123d2e;"><b>Welcome to Mayombe Miles, Grace!</b></p>
<p style="margin:0 0 14px;">Your membership number is <b>MM 4402 1187 43</b>.</p>
<p style="margin:0 0 22px;">Please confirm your email address to activate your account and start collecting Miles on your flights between Brussels, Kinshasa, Lubumbashi and Goma.</p>
<table cellspacing="0" cellpadding="0" border="0" style="margin:0 0 22px;"><tr><td bgcolor="#c9a23f" style="padding:12px 28px;"><a href="https://miles.mayombe-airlines.com/account/verify?uid=MM44021187&amp;code=e51f0c92ad7b43b8" style="color:#123d2e;font-weight:bold;text-decoration:none;font-size:15px;">Confirm my email</a></td></tr></table>
<p style="margin:0;font-size:12px;color:#66756f;">Tip: already booked? Add your membership number under Manage booking up to 48 hours before departure and the Miles for that flight are yours.</p>`,
    ),
    enc: "b64",
  },
];

// ---------------------------------------------------------------- Malebo Market (supermarket, Kinshasa)

function malebo(inner: string): string {
  return `<html><head><meta charset="utf-8"></head>
<body style="margin:0;background:#fff8e6;">
<table width="100%" cellpadding="0" cellspacing="0" border="0" bgcolor="#fff8e6"><tr><td align="center" style="padding:16px 0;">
<table width="600" cellpadding="0" cellspacing="0" border="0" bgcolor="#ffffff" style="border:1px solid #f0dfb4;">
<tr><td bgcolor="#d62828" style="padding:12px 20px;font-family:Arial Black,Arial,sans-serif;font-size:22px;color:#ffffff;">
<img src="https://www.malebomarket.cd/mail/logo.png" alt="MALEBO MARKET" width="170" height="34" style="display:block;color:#ffffff;">
</td></tr>
${inner}
<tr><td bgcolor="#2d2d2d" style="padding:14px 20px;font-family:Arial,sans-serif;font-size:10px;line-height:15px;color:#cfcfcf;">
Malebo Market &ndash; Gombe : av. de la Justice 58 &middot; Limete : bd Lumumba 1120 &middot; Ngaliema : av. Colonel Mondjiba 20<br>
Ouvert tous les jours 8h&ndash;21h &middot; WhatsApp +243 89 620 0100 &middot; <a href="https://www.malebomarket.cd" style="color:#ffcf40;">malebomarket.cd</a> &middot; <a href="https://www.malebomarket.cd/desinscription" style="color:#ffcf40;">Se désinscrire</a>
</td></tr>
</table></td></tr></table></body></html>`;
}

const maleboMails: Mail[] = [
  {
    family: "malebo-market",
    group: "regional",
    lang: "fr",
    kind: "pickup-code",
    code: "708245",
    link: null,
    from: "Malebo Market <commandes@malebomarket.cd>",
    to: "Bienvenu Kabasele <bienvenu.kabasele@inbox.example>",
    subject: "Votre commande CMD-KIN-260914-0377 est prête au retrait",
    date: "Mon, 14 Sep 2026 16:45:12 +0100",
    text: `Bonjour Bienvenu,

Votre commande Click & Collect est prête !

Commande : CMD-KIN-260914-0377
Magasin : Malebo Market Gombe, avenue de la Justice 58 (comptoir Click & Collect, entrée parking)
Articles : 23
Total payé : 187 400 CDF (MosoloPay)

Votre code de retrait : 708 245

Donnez ce code au comptoir pour récupérer vos courses. Les produits frais et surgelés sont gardés
au froid jusqu'au 15/09/2026 à 21h00.

Merci et à bientôt chez Malebo Market !`,
    html: malebo(
      `<tr><td style="padding:22px 24px;font-family:Arial,sans-serif;font-size:14px;line-height:21px;color:#222;">
<p style="margin:0 0 12px;font-size:19px;"><b>Votre commande est prête !</b></p>
<p style="margin:0 0 16px;">Bonjour Bienvenu, vos courses vous attendent au comptoir Click &amp; Collect de <b>Malebo Market Gombe</b> (avenue de la Justice 58, entrée parking).</p>
<table cellpadding="0" cellspacing="0" border="0" align="center" style="margin:0 auto 16px;"><tr>
<td style="border:2px dashed #d62828;padding:12px 26px;text-align:center;font-family:Arial,sans-serif;">
<span style="font-size:12px;color:#777;">Code de retrait</span><br>
<span style="font-size:30px;font-weight:bold;color:#d62828;letter-spacing:4px;">708 245</span>
</td></tr></table>
<table cellpadding="4" cellspacing="0" border="0" style="font-size:13px;margin:0 0 14px;">
<tr><td style="color:#777;">Commande</td><td>CMD-KIN-260914-0377</td></tr>
<tr><td style="color:#777;">Articles</td><td>23</td></tr>
<tr><td style="color:#777;">Total payé</td><td>187 400 CDF (MosoloPay)</td></tr>
</table>
<p style="margin:0;font-size:13px;">Donnez ce code au comptoir pour récupérer vos courses. Les produits frais et surgelés sont gardés au froid jusqu'au 15/09/2026 à 21h00.</p>
</td></tr>`,
    ),
    enc: "qp",
  },
  {
    family: "malebo-market",
    group: "regional",
    lang: "ln",
    kind: "newsletter",
    code: null,
    link: null,
    from: "Malebo Market <promo@malebomarket.cd>",
    to: "Bienvenu Kabasele <bienvenu.kabasele@inbox.example>",
    subject: "Pososo ya ba promo: loso, mafuta, makayabu na ntalo ya malamu!",
    date: "Thu, 01 Oct 2026 07:00:00 +0100",
    text: `MALEBO MARKET - Ba promo ya pososo oyo (1 - 7 octobre 2026)

- Loso ya Thaïlande, sac 25 kg: 62 000 FC (liboso 71 500 FC)
- Mafuta ya nguba, 5 L: 24 900 FC
- Makayabu ya malamu, kilo: 18 500 FC
- Sukali, kilo 2: 7 800 FC

Na carte fidélité Malebo+ na yo, okozwa 2 points mpo na 1 000 FC nyonso.
Na mokolo ya mposo, livraison ofele na Gombe, Ngaliema mpe Limete soki ozali kosomba koleka 150 000 FC.

Tala ba promo nyonso: https://www.malebomarket.cd/promos

Olingi koyamba lisusu ba mail oyo te? https://www.malebomarket.cd/desinscription`,
    html: malebo(
      `<tr><td><a href="https://www.malebomarket.cd/promos?utm_source=newsletter&amp;utm_medium=email&amp;utm_campaign=s40"><img src="https://www.malebomarket.cd/mail/2026-s40/banner.jpg" width="600" height="220" alt="Ba promo ya pososo oyo" style="display:block;border:0;"></a></td></tr>
<tr><td style="padding:18px 20px;font-family:Arial,sans-serif;color:#222;">
<table width="100%" cellpadding="0" cellspacing="0" border="0"><tr>
<td width="50%" valign="top" style="padding:8px;"><img src="https://www.malebomarket.cd/mail/2026-s40/loso.jpg" width="260" height="160" alt="Loso"><br><b>Loso ya Thaïlande, 25 kg</b><br><span style="color:#d62828;font-size:20px;font-weight:bold;">62 000 FC</span> <s style="color:#999;">71 500 FC</s></td>
<td width="50%" valign="top" style="padding:8px;"><img src="https://www.malebomarket.cd/mail/2026-s40/mafuta.jpg" width="260" height="160" alt="Mafuta"><br><b>Mafuta ya nguba, 5 L</b><br><span style="color:#d62828;font-size:20px;font-weight:bold;">24 900 FC</span></td>
</tr><tr>
<td width="50%" valign="top" style="padding:8px;"><img src="https://www.malebomarket.cd/mail/2026-s40/makayabu.jpg" width="260" height="160" alt="Makayabu"><br><b>Makayabu, kilo</b><br><span style="color:#d62828;font-size:20px;font-weight:bold;">18 500 FC</span></td>
<td width="50%" valign="top" style="padding:8px;"><img src="https://www.malebomarket.cd/mail/2026-s40/sukali.jpg" width="260" height="160" alt="Sukali"><br><b>Sukali, kilo 2</b><br><span style="color:#d62828;font-size:20px;font-weight:bold;">7 800 FC</span></td>
</tr></table>
<p style="font-size:13px;line-height:19px;margin:14px 8px 0;">Na carte fidélité <b>Malebo+</b> na yo, okozwa 2 points mpo na 1 000 FC nyonso. Na mokolo ya mposo, livraison ofele na Gombe, Ngaliema mpe Limete soki ozali kosomba koleka 150 000 FC.</p>
</td></tr>`,
    ),
    enc: "8bit",
  },
];

// ---------------------------------------------------------------- Église Elikya (church, Brussels)

const elikyaFooter =
  `<p style="font-size:11px;color:#8b7d6b;margin:24px 0 0;border-top:1px solid #eadfcf;padding-top:12px;">
Communauté Évangélique Elikya asbl &ndash; Rue de Ribaucourt 112, 1080 Molenbeek-Saint-Jean &ndash; +32 2 411 38 70<br>
Offrandes et dîmes : BE02 0018 7765 4321 &ndash; <a href="https://www.elikya.be" style="color:#8b7d6b;">www.elikya.be</a> &ndash; <a href="https://www.youtube.com/@ElikyaBruxelles" style="color:#8b7d6b;">YouTube</a><br>
<a href="https://elikya.us12.list-manage.com/unsubscribe?u=5d1c0e&amp;id=a8f2" style="color:#8b7d6b;">Se désabonner</a></p>`;

function elikya(inner: string): string {
  return `<html><body style="margin:0;background:#f7f1e8;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:20px 8px;">
<table width="560" cellpadding="0" cellspacing="0" style="background:#ffffff;">
<tr><td style="padding:0;"><img src="https://mcusercontent.com/5d1c0e/images/elikya-entete.png" width="560" height="120" alt="Communauté Évangélique Elikya Bruxelles" style="display:block;"></td></tr>
<tr><td style="padding:24px 28px;font-family:Georgia,serif;font-size:15px;line-height:23px;color:#3a2e22;">
${inner}
${elikyaFooter}
</td></tr></table></td></tr></table></body></html>`;
}

const elikyaMails: Mail[] = [
  {
    family: "elikya-bruxelles",
    group: "regional",
    lang: "fr",
    kind: "newsletter",
    code: null,
    link: null,
    from: "Église Elikya Bruxelles <contact@elikya.be>",
    to: "Mireille Kabasele <mireille.kabasele@inbox.example>",
    subject: "Nouvelles de la semaine - dimanche 13 septembre",
    date: "Fri, 11 Sep 2026 19:30:00 +0200",
    text: `Communauté Évangélique Elikya - Nouvelles de la semaine

Chers frères et sœurs,

* Culte du dimanche 13 septembre à 10h00 (français-lingala), prédication du Pasteur Daniel
  Mbuyi : « Espérer contre toute espérance » (Romains 4, 18).
* École du dimanche pour les enfants de 4 à 12 ans pendant le culte, salle du 1er étage.
* Mercredi 16/09 à 19h30 : réunion de prière (aussi sur Zoom, ID de réunion 842 5519 0736,
  code secret 1310).
* Samedi 26/09 : nettoyage de la salle à 9h00, apportez des gants !
* Collecte spéciale pour le centre de santé de Kikimi : 3 480 EUR reçus sur 5 000 EUR.
  Merci à tous !

Offrandes et dîmes : BE02 0018 7765 4321 (communication : offrande ou dîme).

Que Dieu vous bénisse,
Le secrétariat

Communauté Évangélique Elikya asbl - Rue de Ribaucourt 112, 1080 Molenbeek-Saint-Jean`,
    html: elikya(`<p style="margin:0 0 16px;">Chers frères et sœurs,</p>
<p style="margin:0 0 8px;"><b>Culte du dimanche 13 septembre à 10h00</b> (français-lingala)<br>Prédication du Pasteur Daniel Mbuyi : &laquo; Espérer contre toute espérance &raquo; (Romains 4, 18).</p>
<p style="margin:0 0 8px;"><b>École du dimanche</b> pour les enfants de 4 à 12 ans pendant le culte, salle du 1er étage.</p>
<p style="margin:0 0 8px;"><b>Mercredi 16/09 à 19h30 :</b> réunion de prière (aussi sur Zoom, ID de réunion 842 5519 0736, code secret 1310).</p>
<p style="margin:0 0 8px;"><b>Samedi 26/09 :</b> nettoyage de la salle à 9h00, apportez des gants !</p>
<p style="margin:0 0 16px;"><b>Collecte spéciale</b> pour le centre de santé de Kikimi : 3 480 EUR reçus sur 5 000 EUR. Merci à tous !</p>
<p style="margin:0;">Que Dieu vous bénisse,<br>Le secrétariat</p>`),
    enc: "qp",
  },
  {
    family: "elikya-bruxelles",
    group: "regional",
    lang: "ln",
    kind: "invite-link",
    code: null,
    link: "https://lisanga.elikya.be/invitation/ndima?g=bayembi&t=Z3q8NvR1kTp6Wd0Y",
    from: "Elikya Lisanga <lisanga@elikya.be>",
    to: "Grâce Kabasele <grace.kabasele@inbox.example>",
    subject: "Ndeko Esther abengi yo na etuluku ya Bayembi ya Elikya",
    date: "Sun, 20 Sep 2026 14:12:38 +0200",
    text: `Mbote Grâce,

Ndeko Esther Ilunga, mokambi ya Bayembi ya Elikya (chorale ya bilenge), abengi yo okota na
etuluku na bango na Elikya Lisanga.

Na kati, okozwa ba programme ya ba repetitions (mokolo ya poso na 15h00), ba nzembo ya kolakisa
mpe ba sango ya chorale.

Mpo na kondima libyangi oyo, fungola lien oyo:
https://lisanga.elikya.be/invitation/ndima?g=bayembi&t=Z3q8NvR1kTp6Wd0Y

Libyangi oyo ekosila na mikolo 7.

Nzambe apambola yo!
Elikya Lisanga`,
    html: elikya(`<p style="margin:0 0 16px;">Mbote Grâce,</p>
<p style="margin:0 0 16px;">Ndeko <b>Esther Ilunga</b>, mokambi ya <b>Bayembi ya Elikya</b> (chorale ya bilenge), abengi yo okota na etuluku na bango na Elikya Lisanga.</p>
<p style="margin:0 0 22px;">Na kati, okozwa ba programme ya ba repetitions (mokolo ya poso na 15h00), ba nzembo ya kolakisa mpe ba sango ya chorale.</p>
<p style="margin:0 0 22px;text-align:center;"><a href="https://lisanga.elikya.be/invitation/ndima?g=bayembi&amp;t=Z3q8NvR1kTp6Wd0Y" style="background:#8a4b16;color:#ffffff;padding:12px 26px;text-decoration:none;border-radius:4px;font-family:Arial,sans-serif;font-size:15px;display:inline-block;">Nandimi libyangi</a></p>
<p style="margin:0 0 16px;font-size:13px;color:#8b7d6b;">Libyangi oyo ekosila na mikolo 7.</p>
<p style="margin:0;">Nzambe apambola yo!</p>`),
    enc: "b64",
  },
  {
    family: "elikya-bruxelles",
    group: "regional",
    lang: "ln",
    kind: "event-announcement",
    code: null,
    link: null,
    from: "Église Elikya Bruxelles <contact@elikya.be>",
    to: "Mireille Kabasele <mireille.kabasele@inbox.example>",
    subject: "Likita ya basi: Bamama ya elikya - 24 octobre 2026",
    date: "Tue, 13 Oct 2026 12:00:00 +0200",
    text: `Bamama, bandeko ya bolingo,

Likita ya basi ya mobu oyo ekosalema mokolo ya poso 24 octobre 2026, banda 14h00 kino 18h00,
na salle ya Elikya (Rue de Ribaucourt 112, Molenbeek).

Motó ya likita: "Bamama ya elikya" (Baloma 5, 5)
Molobeli: Maman Pasteur Annie Mbuyi
Ba nzembo: chorale Bayembi ya Elikya

Biloko ya kolia ekozala. Kotika te kobenga bandeko mpe baninga.

Mpo na mituna: Maman Clarisse, +32 486 22 91 07.

Nzambe apambola bino!
Secrétariat ya Elikya`,
    html: null,
    enc: "8bit",
  },
];

// ---------------------------------------------------------------- FC Kimia Bruxelles (youth football club)

const kimiaMails: Mail[] = [
  {
    family: "fc-kimia-bruxelles",
    group: "regional",
    lang: "fr",
    kind: "match-call-up",
    code: null,
    link: null,
    from: "FC Kimia Bruxelles - U13 <u13@fckimia.be>",
    to: "Patrick Kabasele <patrick.kabasele@inbox.example>",
    subject: "Convocation U13 - samedi 19/09 contre RCS Laeken (extérieur)",
    date: "Wed, 16 Sep 2026 21:48:10 +0200",
    text: `Bonsoir les parents,

Voici la convocation pour le match de ce samedi :

U13 Provinciaux - RCS Laeken B vs FC Kimia Bruxelles
Samedi 19/09/2026, coup d'envoi 11h00
Rendez-vous : 10h00 directement au terrain (Stade du Heysel, terrain synthétique n° 3,
avenue du Marathon 135, 1020 Laeken)

Convoqués : Joël K., Yannick M., Idrissa B., Noah V., Samuel T., Elie N., Louis D., Kenzo A.,
Rayan H., Matteo P., Christ-Vie L., Aaron M., Ilyes B., Tom W.

Maillot blanc (extérieur), short noir, protège-tibias obligatoires. Pensez aux cartes
d'identité des joueurs (contrôle de l'arbitre).

Covoiturage : qui peut prendre 2 ou 3 enfants ? Répondez-moi ou écrivez dans le groupe des
parents.

Sportivement,
Coach Fiston - 0488 71 20 45`,
    html: null,
    enc: "8bit",
  },
  {
    family: "fc-kimia-bruxelles",
    group: "regional",
    lang: "nl",
    kind: "fee-reminder",
    code: null,
    link: null,
    from: "FC Kimia Bruxelles <secretariaat@fckimia.be>",
    to: "Patrick Kabasele <patrick.kabasele@inbox.example>",
    subject: "Herinnering lidgeld seizoen 2026-2027 - Joël Kabasele (U13)",
    date: "Thu, 01 Oct 2026 09:15:00 +0200",
    text: `Beste ouder,

Volgens onze gegevens is het lidgeld voor het seizoen 2026-2027 van Joël Kabasele (U13) nog niet
(volledig) betaald.

Lidgeld U13: 320,00 EUR (inclusief trainingspak en verzekering)
Reeds betaald: 150,00 EUR
Nog te betalen: 170,00 EUR

Gelieve het saldo vóór 15 oktober over te schrijven naar BE61 7350 0411 8817 met de
gestructureerde mededeling +++093/2026/00417+++.

Een deel van het lidgeld kunt u terugvragen bij uw ziekenfonds. Het attest vindt u op onze
website onder Documenten. Betalen in schijven kan: neem gerust contact op met de penningmeester,
Veerle, op 0477 30 15 92.

Sportieve groeten,
Secretariaat FC Kimia Bruxelles
Sportcomplex Kimia - Gentsesteenweg 980, 1082 Sint-Agatha-Berchem`,
    html: `<div style="font-family:Calibri,Arial,sans-serif;font-size:11pt;color:#000;">
<p><img src="https://www.fckimia.be/img/embleem-fckimia.png" width="70" height="80" alt="FC Kimia Bruxelles"></p>
<p>Beste ouder,</p>
<p>Volgens onze gegevens is het lidgeld voor het seizoen 2026-2027 van <b>Joël Kabasele (U13)</b> nog niet (volledig) betaald.</p>
<table style="border-collapse:collapse;font-family:Calibri,Arial,sans-serif;font-size:11pt;" border="1" cellpadding="4">
<tr><td>Lidgeld U13</td><td align="right">320,00 EUR</td></tr>
<tr><td>Reeds betaald</td><td align="right">150,00 EUR</td></tr>
<tr><td><b>Nog te betalen</b></td><td align="right"><b>170,00 EUR</b></td></tr>
</table>
<p>Gelieve het saldo vóór 15 oktober over te schrijven naar <b>BE61 7350 0411 8817</b> met de gestructureerde mededeling <b>+++093/2026/00417+++</b>.</p>
<p>Een deel van het lidgeld kunt u terugvragen bij uw ziekenfonds. Het attest vindt u op onze <a href="https://www.fckimia.be/documenten">website onder Documenten</a>. Betalen in schijven kan: neem gerust contact op met de penningmeester, Veerle, op 0477 30 15 92.</p>
<p>Sportieve groeten,<br>Secretariaat FC Kimia Bruxelles<br><span style="color:#777;">Sportcomplex Kimia &ndash; Gentsesteenweg 980, 1082 Sint-Agatha-Berchem</span></p>
</div>`,
    enc: "qp",
  },
  {
    family: "fc-kimia-bruxelles",
    group: "regional",
    lang: "fr",
    kind: "invite-link",
    code: null,
    link: "https://www.fckimia.be/espace-membres/rejoindre?equipe=u13-a&invitation=fk_51c9e0a3b7",
    from: "FC Kimia Bruxelles <noreply@fckimia.be>",
    to: "Mireille Kabasele <mireille.kabasele@inbox.example>",
    subject: "Invitation : rejoignez l'équipe U13 A dans l'espace membres",
    date: "Sat, 05 Sep 2026 10:26:44 +0200",
    text: `Bonjour,

Coach Fiston vous invite à rejoindre l'équipe U13 A dans l'espace membres du FC Kimia Bruxelles,
en tant que parent de Joël Kabasele.

Vous y trouverez le calendrier des matchs, les convocations, les disponibilités et le
covoiturage.

Rejoindre l'équipe :
https://www.fckimia.be/espace-membres/rejoindre?equipe=u13-a&invitation=fk_51c9e0a3b7

Cette invitation est personnelle et expire le 19/09/2026.

FC Kimia Bruxelles - Matricule ACFF 09617`,
    html:
      `<table width="100%" cellpadding="0" cellspacing="0" style="background:#0d3b66;"><tr><td align="center" style="padding:24px 0;">
<table width="520" cellpadding="0" cellspacing="0" style="background:#ffffff;border-radius:6px;font-family:Arial,sans-serif;">
<tr><td align="center" style="padding:22px 0 8px;"><img src="https://www.fckimia.be/img/embleem-fckimia.png" width="70" height="80" alt="FC Kimia Bruxelles"></td></tr>
<tr><td style="padding:8px 30px 26px;font-size:15px;line-height:22px;color:#222;">
<p style="margin:0 0 14px;">Bonjour,</p>
<p style="margin:0 0 14px;"><b>Coach Fiston</b> vous invite à rejoindre l'équipe <b>U13 A</b> dans l'espace membres du FC Kimia Bruxelles, en tant que parent de Joël Kabasele.</p>
<p style="margin:0 0 22px;">Vous y trouverez le calendrier des matchs, les convocations, les disponibilités et le covoiturage.</p>
<p style="margin:0 0 22px;text-align:center;"><a href="https://www.fckimia.be/espace-membres/rejoindre?equipe=u13-a&amp;invitation=fk_51c9e0a3b7" style="background:#f4d35e;color:#0d3b66;padding:12px 28px;text-decoration:none;font-weight:bold;border-radius:4px;display:inline-block;">Rejoindre l'équipe</a></p>
<p style="margin:0;font-size:12px;color:#777;">Cette invitation est personnelle et expire le 19/09/2026.</p>
</td></tr>
<tr><td style="padding:12px 30px;background:#f2f2f2;font-size:10px;color:#777;border-radius:0 0 6px 6px;">FC Kimia Bruxelles &middot; Matricule ACFF 09617 &middot; Chaussée de Gand 980, 1082 Berchem-Sainte-Agathe &middot; <a href="https://www.fckimia.be" style="color:#0d3b66;">fckimia.be</a></td></tr>
</table></td></tr></table>`,
    enc: "7bit",
  },
];

// ---------------------------------------------------------------- Likembe Play (streaming)

function likembe(pre: string, inner: string): string {
  return `<!doctype html><html><head><meta charset="utf-8"><meta name="color-scheme" content="dark light"></head>
<body style="margin:0;padding:0;background:#0f0f12;">
<div style="display:none;max-height:0;overflow:hidden;">${pre}&nbsp;&zwnj;&nbsp;&zwnj;&nbsp;&zwnj;</div>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#0f0f12;"><tr><td align="center" style="padding:30px 10px;">
<table role="presentation" width="480" cellpadding="0" cellspacing="0">
<tr><td style="padding-bottom:24px;"><img src="https://img.likembeplay.com/brand/lp-wordmark-orange.png" width="150" height="30" alt="Likembe Play"></td></tr>
<tr><td style="font-family:Inter,Helvetica,Arial,sans-serif;font-size:15px;line-height:24px;color:#e8e8ea;">
${inner}
</td></tr>
<tr><td style="padding-top:32px;font-family:Inter,Helvetica,Arial,sans-serif;font-size:11px;line-height:17px;color:#7c7c85;">
Likembe Media Ltd &middot; 4th Floor, The Mirage, Waiyaki Way, Nairobi, Kenya<br>
<a href="https://help.likembeplay.com" style="color:#7c7c85;">Help Centre</a> &middot; <a href="https://www.likembeplay.com/terms" style="color:#7c7c85;">Terms of Use</a> &middot; <a href="https://www.likembeplay.com/privacy" style="color:#7c7c85;">Privacy</a><br>
This account email was sent to you as a Likembe Play member.
</td></tr>
</table></td></tr></table></body></html>`;
}

const likembeMails: Mail[] = [
  {
    family: "likembe-play",
    group: "consumer",
    lang: "en",
    kind: "login-code",
    code: "553018",
    link: null,
    from: "Likembe Play <account@likembeplay.com>",
    to: "Grâce Kabasele <grace.kabasele@inbox.example>",
    subject: "553018 is your Likembe Play sign-in code",
    date: "Fri, 04 Sep 2026 21:36:02 +0200",
    text: `Sign in to Likembe Play

Enter this code to finish signing in on Chrome on Windows:

553018

The code expires in 15 minutes. If you didn't try to sign in, you can ignore this email. Someone
may have typed your email address by mistake.

- The Likembe Play team`,
    html: likembe(
      "Enter this code to finish signing in.",
      `<p style="margin:0 0 16px;font-size:22px;font-weight:700;color:#ffffff;">Sign in to Likembe Play</p>
<p style="margin:0 0 20px;">Enter this code to finish signing in on Chrome on Windows:</p>
<p style="margin:0 0 20px;font-size:36px;font-weight:700;letter-spacing:6px;color:#ff8a1f;">553018</p>
<p style="margin:0;font-size:13px;color:#a4a4ad;">The code expires in 15 minutes. If you didn't try to sign in, you can ignore this email. Someone may have typed your email address by mistake.</p>`,
    ),
    enc: "7bit",
  },
  {
    family: "likembe-play",
    group: "consumer",
    lang: "en",
    kind: "subscription-receipt",
    code: null,
    link: null,
    from: "Likembe Play <billing@likembeplay.com>",
    to: "Patrick Kabasele <patrick.kabasele@inbox.example>",
    subject: "Your Likembe Play Family receipt",
    date: "Mon, 12 Oct 2026 03:14:55 +0200",
    text: `Thanks for watching with Likembe Play.

Plan: Family (4 screens, HD)
Billing period: 12 Oct 2026 - 11 Nov 2026
Amount: EUR 8.99 (incl. VAT 21% BE)
Payment method: Mastercard ending 2290
Invoice: LP-BE-2610-0918264

Your next payment of EUR 8.99 is due on 12 Nov 2026. Change or cancel your plan any time in
Account > Membership.

New this month: "Mboka Mwinda" season 2 and the full Franco & TPOK Jazz concert archive.

- Likembe Play`,
    html: likembe(
      "EUR 8.99 for 12 Oct - 11 Nov 2026.",
      `<p style="margin:0 0 18px;font-size:20px;font-weight:700;color:#ffffff;">Thanks for watching with Likembe Play</p>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#1b1b21;border-radius:8px;font-size:14px;margin:0 0 18px;">
<tr><td style="padding:12px 16px;color:#a4a4ad;">Plan</td><td align="right" style="padding:12px 16px;">Family (4 screens, HD)</td></tr>
<tr><td style="padding:12px 16px;color:#a4a4ad;">Billing period</td><td align="right" style="padding:12px 16px;">12 Oct 2026 &ndash; 11 Nov 2026</td></tr>
<tr><td style="padding:12px 16px;color:#a4a4ad;">Amount</td><td align="right" style="padding:12px 16px;">EUR 8.99 (incl. VAT 21% BE)</td></tr>
<tr><td style="padding:12px 16px;color:#a4a4ad;">Payment method</td><td align="right" style="padding:12px 16px;">Mastercard &bull;&bull;&bull;&bull; 2290</td></tr>
<tr><td style="padding:12px 16px;color:#a4a4ad;">Invoice</td><td align="right" style="padding:12px 16px;">LP-BE-2610-0918264</td></tr>
</table>
<p style="margin:0 0 18px;">Your next payment of EUR 8.99 is due on 12 Nov 2026. Change or cancel your plan any time in <a href="https://www.likembeplay.com/account/membership" style="color:#ff8a1f;">Account &gt; Membership</a>.</p>
<a href="https://www.likembeplay.com/title/mboka-mwinda"><img src="https://img.likembeplay.com/promo/mboka-mwinda-s2-480.jpg" width="480" height="240" alt="Mboka Mwinda season 2 now streaming" style="display:block;border-radius:8px;"></a>`,
    ),
    enc: "qp",
  },
  {
    family: "likembe-play",
    group: "consumer",
    lang: "sw",
    kind: "new-sign-in",
    code: null,
    link: null,
    from: "Likembe Play <account@likembeplay.com>",
    to: "Mama Furaha <furaha.mulonda@inbox.example>",
    subject: "Kuingia kupya kwenye akaunti yako ya Likembe Play",
    date: "Wed, 21 Oct 2026 20:50:17 +0200",
    text: `Habari Furaha,

Tumeona kuingia kupya kwenye akaunti yako ya Likembe Play:

Kifaa: Smart TV (Hisense)
Mahali: Goma, DR Congo (takriban)
Saa: 21 Oktoba 2026, 19:48 (saa za Goma)

Ikiwa ni wewe, huna haja ya kufanya chochote. Karibu!

Ikiwa si wewe, badilisha nenosiri lako mara moja kwenye https://www.likembeplay.com/account/security
na uondoe vifaa usivyovijua.

- Timu ya Likembe Play`,
    html: likembe(
      "Smart TV, Goma - 21 Oktoba 2026.",
      `<p style="margin:0 0 16px;font-size:20px;font-weight:700;color:#ffffff;">Kuingia kupya kwenye akaunti yako</p>
<p style="margin:0 0 16px;">Habari Furaha, tumeona kuingia kupya kwenye akaunti yako ya Likembe Play:</p>
<table role="presentation" cellpadding="0" cellspacing="0" style="font-size:14px;margin:0 0 18px;">
<tr><td style="padding:4px 18px 4px 0;color:#a4a4ad;">Kifaa</td><td>Smart TV (Hisense)</td></tr>
<tr><td style="padding:4px 18px 4px 0;color:#a4a4ad;">Mahali</td><td>Goma, DR Congo (takriban)</td></tr>
<tr><td style="padding:4px 18px 4px 0;color:#a4a4ad;">Saa</td><td>21 Oktoba 2026, 19:48 (saa za Goma)</td></tr>
</table>
<p style="margin:0 0 16px;">Ikiwa ni wewe, huna haja ya kufanya chochote. Karibu!</p>
<p style="margin:0;font-size:13px;color:#a4a4ad;">Ikiwa si wewe, <a href="https://www.likembeplay.com/account/security" style="color:#ff8a1f;">badilisha nenosiri lako</a> mara moja na uondoe vifaa usivyovijua.</p>`,
    ),
    enc: "b64",
  },
  {
    family: "likembe-play",
    group: "consumer",
    lang: "en",
    kind: "invite-link",
    code: null,
    link: "https://www.likembeplay.com/family/join?invite=FAM-9QK2-77TX&ref=email",
    from: "Likembe Play <account@likembeplay.com>",
    to: "Mama Furaha <furaha.mulonda@inbox.example>",
    subject: "Patrick invited you to his Likembe Play Family plan",
    date: "Sun, 18 Oct 2026 23:02:40 +0200",
    text: `Patrick Kabasele invited you to join his Likembe Play Family plan.

You'll get your own profile, your own watchlist and recommendations, at no cost to you.

Accept the invitation:
https://www.likembeplay.com/family/join?invite=FAM-9QK2-77TX&ref=email

The invitation is valid for 7 days. Members of a Family plan can use Likembe Play in any country
where the service is available.

- The Likembe Play team`,
    html: likembe(
      "Get your own profile on Patrick's plan, at no cost to you.",
      `<p style="margin:0 0 16px;font-size:22px;font-weight:700;color:#ffffff;">Patrick invited you to his Family plan</p>
<p style="margin:0 0 24px;">You'll get your own profile, your own watchlist and recommendations, at no cost to you.</p>
<table role="presentation" cellpadding="0" cellspacing="0" style="margin:0 0 24px;"><tr><td style="background:#ff8a1f;border-radius:6px;"><a href="https://www.likembeplay.com/family/join?invite=FAM-9QK2-77TX&amp;ref=email" style="display:inline-block;padding:14px 30px;color:#0f0f12;font-weight:700;text-decoration:none;">Accept invitation</a></td></tr></table>
<p style="margin:0;font-size:13px;color:#a4a4ad;">The invitation is valid for 7 days. Members of a Family plan can use Likembe Play in any country where the service is available.</p>`,
    ),
    enc: "qp",
  },
];

// ---------------------------------------------------------------- Ndeko Cargo (freight forwarder Brussels - Kinshasa)

const ndekoMails: Mail[] = [
  {
    family: "ndeko-cargo",
    group: "regional",
    lang: "fr",
    kind: "shipment-departed",
    code: null,
    link: null,
    from: "Ndeko Cargo <suivi@ndekocargo.be>",
    to: "Mireille Kabasele <mireille.kabasele@inbox.example>",
    subject: "Votre envoi NDK-BRU-26-11873 a quitté Anvers",
    date: "Tue, 22 Sep 2026 16:20:31 +0200",
    text: `Bonjour Madame Kabasele,

Votre envoi a été chargé et a quitté le port d'Anvers.

N° d'envoi : NDK-BRU-26-11873
Contenu déclaré : 2 fûts (vêtements, fournitures scolaires), 1 carton (médicaments non
soumis à prescription)
Poids total : 148 kg
Conteneur : MSKU 771042-6 - navire MSC Lagos Express
Arrivée prévue au port de Matadi : 14/10/2026
Mise à disposition prévue à Kinshasa (dépôt de Limete) : vers le 23/10/2026

Destinataire à Kinshasa : M. Bienvenu Kabasele, +243 81 *** 5520

Nous vous enverrons un nouveau message, ainsi qu'au destinataire, dès l'arrivée au dépôt.

Ndeko Cargo - Chaussée de Mons 412, 1070 Anderlecht - 02 520 18 18
Kinshasa : dépôt de Limete, 10e rue n° 22 - +243 81 700 4040`,
    html:
      `<table width="100%" cellpadding="0" cellspacing="0" style="font-family:Arial,sans-serif;"><tr><td align="center">
<table width="600" cellpadding="0" cellspacing="0" style="border:1px solid #ccd5e0;">
<tr><td style="background:#003f7d;padding:12px 18px;color:#ffffff;font-size:20px;font-weight:bold;">NDEKO CARGO <span style="font-size:12px;font-weight:normal;">Belgique &harr; RD Congo</span></td></tr>
<tr><td style="padding:18px;font-size:14px;line-height:20px;color:#1a1a1a;">
Bonjour Madame Kabasele,<br><br>
Votre envoi a été chargé et a quitté le port d'Anvers.<br><br>
<table width="100%" cellpadding="5" cellspacing="0" style="font-size:13px;border-collapse:collapse;">
<tr><td style="background:#eef2f7;width:38%;">N° d'envoi</td><td><b>NDK-BRU-26-11873</b></td></tr>
<tr><td style="background:#eef2f7;">Contenu déclaré</td><td>2 fûts (vêtements, fournitures scolaires), 1 carton (médicaments non soumis à prescription)</td></tr>
<tr><td style="background:#eef2f7;">Poids total</td><td>148 kg</td></tr>
<tr><td style="background:#eef2f7;">Conteneur</td><td>MSKU 771042-6 &ndash; navire MSC Lagos Express</td></tr>
<tr><td style="background:#eef2f7;">Arrivée prévue à Matadi</td><td>14/10/2026</td></tr>
<tr><td style="background:#eef2f7;">Mise à disposition à Kinshasa</td><td>vers le 23/10/2026 (dépôt de Limete)</td></tr>
<tr><td style="background:#eef2f7;">Destinataire</td><td>M. Bienvenu Kabasele, +243 81 *** 5520</td></tr>
</table><br>
Nous vous enverrons un nouveau message, ainsi qu'au destinataire, dès l'arrivée au dépôt.<br><br>
<a href="https://www.ndekocargo.be/suivi?envoi=NDK-BRU-26-11873" style="color:#003f7d;">Suivre mon envoi</a>
</td></tr>
<tr><td style="background:#f4f6f9;padding:10px 18px;font-size:10px;color:#666;">Ndeko Cargo &ndash; Chaussée de Mons 412, 1070 Anderlecht &ndash; 02 520 18 18 &ndash; Kinshasa : dépôt de Limete, 10e rue n° 22 &ndash; +243 81 700 4040</td></tr>
</table></td></tr></table>`,
    enc: "qp",
  },
  {
    family: "ndeko-cargo",
    group: "regional",
    lang: "fr",
    kind: "pickup-code",
    code: "447182",
    link: null,
    from: "Ndeko Cargo Kinshasa <kinshasa@ndekocargo.be>",
    to: "Bienvenu Kabasele <bienvenu.kabasele@inbox.example>",
    subject: "Arrivée de votre colis au dépôt de Limete - NDK-BRU-26-11873",
    date: "Sat, 24 Oct 2026 10:05:18 +0100",
    text: `Bonjour Monsieur Kabasele,

L'envoi NDK-BRU-26-11873 expédié par Mme Mireille Kabasele (Bruxelles) est arrivé à notre dépôt
de Kinshasa et peut être retiré.

Dépôt : Limete, 10e rue n° 22 (derrière la station Engen)
Heures d'ouverture : lundi-samedi, 8h30-16h30
Colis : 2 fûts + 1 carton - 148 kg

Code de retrait : 447182

Présentez ce code et votre pièce d'identité au magasinier. Les frais de dédouanement et de
manutention (35 USD) sont payables au retrait, en espèces ou par MosoloPay.
Gardiennage gratuit jusqu'au 07/11/2026, ensuite 2 USD par jour.

Si une autre personne retire le colis à votre place, elle doit présenter ce code, sa pièce
d'identité et une copie de la vôtre.

Ndeko Cargo Kinshasa - +243 81 700 4040`,
    html: null,
    enc: "8bit",
  },
  {
    family: "ndeko-cargo",
    group: "regional",
    lang: "en",
    kind: "invoice",
    code: null,
    link: null,
    from: "Ndeko Cargo Accounts <accounts@ndekocargo.be>",
    to: "Mireille Kabasele <mireille.kabasele@inbox.example>",
    subject: "Invoice NC-2026-0918 - sea freight Antwerp to Kinshasa",
    date: "Fri, 18 Sep 2026 11:44:00 +0200",
    text: `Dear Mrs Kabasele,

Please find attached invoice NC-2026-0918 for your shipment NDK-BRU-26-11873.

Sea freight Antwerp - Matadi, 148 kg: EUR 236.80
Road transport Matadi - Kinshasa: EUR 44.40
Insurance (declared value EUR 900): EUR 18.00
Total: EUR 299.20 (VAT exempt, art. 41 Belgian VAT Code)

Paid in full by Bancontact on 18/09/2026. No further payment is due.

Kind regards,
Accounts department
Ndeko Cargo - Chaussée de Mons 412, 1070 Anderlecht - BE 0688.201.455`,
    html: null,
    enc: "7bit",
    attachment: [
      "NC-2026-0918.pdf",
      "application/pdf",
      "%PDF-1.4\n% Ndeko Cargo invoice NC-2026-0918\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n",
    ],
  },
];

// ---------------------------------------------------------------- Mwalimu Online (e-learning)

function mwalimu(pre: string, inner: string, lang: string): string {
  const foot = lang === "sw"
    ? `Unapokea barua pepe hii kwa sababu umejiandikisha kwenye Mwalimu Online. <a href="https://mwalimu.online/settings/emails" style="color:#6b7280;">Badilisha mipangilio ya barua pepe</a>`
    : `You're receiving this email because you have an account on Mwalimu Online. <a href="https://mwalimu.online/settings/emails" style="color:#6b7280;">Email settings</a>`;
  return `<!DOCTYPE html>
<html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"></head>
<body style="margin:0;background:#f3f4f6;">
<div style="display:none;max-height:0;overflow:hidden;opacity:0;">${pre}</div>
<table role="presentation" width="100%" cellspacing="0" cellpadding="0"><tr><td align="center" style="padding:32px 12px;">
<table role="presentation" width="100%" cellspacing="0" cellpadding="0" style="max-width:540px;background:#ffffff;border-radius:12px;overflow:hidden;">
<tr><td style="background:#14532d;padding:20px 28px;"><img src="https://mwalimu.online/static/email/mwalimu-logo-light.png" alt="Mwalimu Online" width="156" height="30" style="display:block;"></td></tr>
<tr><td style="padding:28px;font-family:-apple-system,BlinkMacSystemFont,'Segoe UI',Roboto,sans-serif;font-size:15px;line-height:24px;color:#111827;">
${inner}
</td></tr>
</table>
<table role="presentation" width="100%" cellspacing="0" cellpadding="0" style="max-width:540px;"><tr><td style="padding:18px 28px;font-family:-apple-system,BlinkMacSystemFont,'Segoe UI',Roboto,sans-serif;font-size:12px;line-height:18px;color:#6b7280;text-align:center;">
${foot}<br>Mwalimu Online Ltd &middot; Ngong Road, Kilimani, Nairobi, Kenya &middot; &copy; 2026
</td></tr></table>
</td></tr></table></body></html>`;
}

const mwalimuMails: Mail[] = [
  {
    family: "mwalimu-online",
    group: "consumer",
    lang: "en",
    kind: "verify-link",
    code: null,
    link: "https://mwalimu.online/auth/confirm-email?key=MjAyNi0wOS0wNnxncmFjZQ.bG9rYWxlLTlmM2E",
    from: "Mwalimu Online <no-reply@mwalimu.online>",
    to: "Grâce Kabasele <grace.kabasele@inbox.example>",
    subject: "Confirm your email address",
    date: "Sun, 06 Sep 2026 16:12:45 +0200",
    text: `Hi Grace,

Thanks for signing up for Mwalimu Online. Please confirm your email address so that we can send
you your certificates and course reminders:

https://mwalimu.online/auth/confirm-email?key=MjAyNi0wOS0wNnxncmFjZQ.bG9rYWxlLTlmM2E

You enrolled in: English for Secondary School - Level B1 (free).

If you didn't sign up, just ignore this email.

Mwalimu Online`,
    html: mwalimu(
      "One click and you're ready to learn.",
      `<p style="margin:0 0 16px;">Hi Grace,</p>
<p style="margin:0 0 24px;">Thanks for signing up for Mwalimu Online. Please confirm your email address so that we can send you your certificates and course reminders.</p>
<table role="presentation" cellspacing="0" cellpadding="0" style="margin:0 0 24px;"><tr><td style="background:#16a34a;border-radius:8px;"><a href="https://mwalimu.online/auth/confirm-email?key=MjAyNi0wOS0wNnxncmFjZQ.bG9rYWxlLTlmM2E" style="display:inline-block;padding:12px 24px;color:#ffffff;text-decoration:none;font-weight:600;">Confirm email</a></td></tr></table>
<p style="margin:0 0 16px;font-size:14px;color:#374151;">You enrolled in: <strong>English for Secondary School &ndash; Level B1</strong> (free).</p>
<p style="margin:0;font-size:13px;color:#6b7280;">If you didn't sign up, just ignore this email.</p>`,
      "en",
    ),
    enc: "7bit",
  },
  {
    family: "mwalimu-online",
    group: "consumer",
    lang: "sw",
    kind: "weekly-digest",
    code: null,
    link: null,
    from: "Mwalimu Online <habari@mwalimu.online>",
    to: "Mama Furaha <furaha.mulonda@inbox.example>",
    subject: "Wiki yako kwenye Mwalimu Online: masomo 4 yamekamilika",
    date: "Mon, 28 Sep 2026 07:30:00 +0200",
    text: `Habari Furaha,

Hongera kwa wiki nzuri! Hivi ndivyo ulivyoendelea:

Kozi: Uhasibu Rahisi kwa Biashara Ndogo
Masomo yaliyokamilika wiki hii: 4
Maendeleo: 62%
Alama ya jaribio la sehemu ya 3: 17/20

Somo linalofuata: "Kuandaa bajeti ya mwezi" (dakika 25).

Endelea hivyo! Ukimaliza kozi yote utapata cheti cha Mwalimu Online.

Timu ya Mwalimu Online`,
    html: mwalimu(
      "Masomo 4 yamekamilika - maendeleo 62%.",
      `<p style="margin:0 0 16px;">Habari Furaha,</p>
<p style="margin:0 0 18px;">Hongera kwa wiki nzuri! Hivi ndivyo ulivyoendelea:</p>
<p style="margin:0 0 6px;font-weight:600;">Uhasibu Rahisi kwa Biashara Ndogo</p>
<table role="presentation" width="100%" cellspacing="0" cellpadding="0" style="margin:0 0 6px;"><tr>
<td width="62%" style="background:#16a34a;height:10px;border-radius:5px 0 0 5px;font-size:0;">&nbsp;</td><td width="38%" style="background:#e5e7eb;height:10px;border-radius:0 5px 5px 0;font-size:0;">&nbsp;</td>
</tr></table>
<p style="margin:0 0 18px;font-size:13px;color:#6b7280;">62% &middot; masomo 4 wiki hii &middot; jaribio la sehemu ya 3: 17/20</p>
<p style="margin:0 0 18px;">Somo linalofuata: <strong>&ldquo;Kuandaa bajeti ya mwezi&rdquo;</strong> (dakika 25).</p>
<p style="margin:0 0 18px;"><a href="https://mwalimu.online/learn/uhasibu-rahisi/somo-14" style="color:#16a34a;font-weight:600;">Endelea kujifunza &rarr;</a></p>
<p style="margin:0;font-size:13px;color:#6b7280;">Ukimaliza kozi yote utapata cheti cha Mwalimu Online.</p>`,
      "sw",
    ),
    enc: "qp",
  },
  {
    family: "mwalimu-online",
    group: "consumer",
    lang: "en",
    kind: "reset-code-link",
    code: "318402",
    link: "https://mwalimu.online/auth/reset?email=grace.kabasele%40inbox.example&otp=318402",
    from: "Mwalimu Online <no-reply@mwalimu.online>",
    to: "Grâce Kabasele <grace.kabasele@inbox.example>",
    subject: "Reset your Mwalimu Online password",
    date: "Tue, 20 Oct 2026 22:58:03 +0200",
    text: `Hi Grace,

We received a request to reset your password.

Your reset code: 318 402

Enter it in the app, or open this link to choose a new password in your browser:
https://mwalimu.online/auth/reset?email=grace.kabasele%40inbox.example&otp=318402

The code and the link expire in 30 minutes. If you didn't ask for this, you can ignore this
email; your password won't change.

Mwalimu Online`,
    html: mwalimu(
      "Your reset code expires in 30 minutes.",
      `<p style="margin:0 0 16px;">Hi Grace,</p>
<p style="margin:0 0 18px;">We received a request to reset your password. Your reset code:</p>
<p style="margin:0 0 18px;font-family:'SFMono-Regular',Consolas,monospace;font-size:30px;font-weight:700;letter-spacing:5px;color:#14532d;">318 402</p>
<p style="margin:0 0 22px;">Enter it in the app, or choose a new password in your browser:</p>
<table role="presentation" cellspacing="0" cellpadding="0" style="margin:0 0 22px;"><tr><td style="background:#16a34a;border-radius:8px;"><a href="https://mwalimu.online/auth/reset?email=grace.kabasele%40inbox.example&amp;otp=318402" style="display:inline-block;padding:12px 24px;color:#ffffff;text-decoration:none;font-weight:600;">Reset password</a></td></tr></table>
<p style="margin:0;font-size:13px;color:#6b7280;">The code and the link expire in 30 minutes. If you didn't ask for this, you can ignore this email; your password won't change.</p>`,
      "en",
    ),
    enc: "b64",
  },
];

// ---------------------------------------------------------------- Klaarstroom (energy supplier, Belgium)

const klaarstroomMails: Mail[] = [
  {
    family: "klaarstroom",
    group: "consumer",
    lang: "nl",
    kind: "advance-invoice",
    code: null,
    link: null,
    from: "Klaarstroom <facturatie@klaarstroom.be>",
    to: "Patrick Kabasele <patrick.kabasele@inbox.example>",
    subject: "Je voorschotfactuur voor oktober 2026",
    date: "Mon, 28 Sep 2026 06:45:00 +0200",
    text: `Dag Patrick,

Je voorschotfactuur voor oktober 2026 staat klaar in Mijn Klaarstroom.

Klantnummer: 3019 4472
Leveringsadres: Avenue des Cerisiers 18 bus 3, 1170 Watermaal-Bosvoorde
EAN elektriciteit: 5414 4890 0012 3456 78
EAN aardgas: 5414 4890 0087 6543 21

Elektriciteit: 68,00 EUR
Aardgas: 94,00 EUR
Totaal: 162,00 EUR

Je betaalt via domiciliëring: we innen het bedrag rond 12/10/2026. Je hoeft niets te doen.

Tip: de stookperiode begint. Geef je meterstanden tussendoor door in de app, dan kunnen we je
voorschot beter inschatten.

Groeten,
Klaarstroom

Klaarstroom nv - Koningsstraat 200, 1210 Sint-Joost-ten-Node - klantendienst 078 15 40 40`,
    html:
      `<table width="100%" cellpadding="0" cellspacing="0" border="0" style="background:#eef6f0;"><tr><td align="center" style="padding:24px 8px;">
<table width="580" cellpadding="0" cellspacing="0" border="0" style="background:#ffffff;font-family:Arial,Helvetica,sans-serif;">
<tr><td style="padding:20px 26px;border-bottom:1px solid #e0ece3;"><img src="https://www.klaarstroom.be/mail/logo-klaarstroom.png" width="150" height="36" alt="Klaarstroom"></td></tr>
<tr><td style="padding:24px 26px;font-size:14px;line-height:21px;color:#1f2d23;">
<p style="margin:0 0 14px;">Dag Patrick,</p>
<p style="margin:0 0 16px;">Je voorschotfactuur voor oktober 2026 staat klaar in <a href="https://mijn.klaarstroom.be" style="color:#1c8a44;">Mijn Klaarstroom</a>.</p>
<table width="100%" cellpadding="6" cellspacing="0" border="0" style="font-size:13px;margin:0 0 16px;">
<tr><td style="color:#667;">Klantnummer</td><td>3019 4472</td></tr>
<tr><td style="color:#667;">Leveringsadres</td><td>Avenue des Cerisiers 18 bus 3, 1170 Watermaal-Bosvoorde</td></tr>
<tr><td style="color:#667;">EAN elektriciteit</td><td>5414 4890 0012 3456 78</td></tr>
<tr><td style="color:#667;">EAN aardgas</td><td>5414 4890 0087 6543 21</td></tr>
<tr><td style="color:#667;border-top:1px solid #e0ece3;">Elektriciteit</td><td style="border-top:1px solid #e0ece3;">68,00 EUR</td></tr>
<tr><td style="color:#667;">Aardgas</td><td>94,00 EUR</td></tr>
<tr><td style="border-top:1px solid #e0ece3;"><b>Totaal</b></td><td style="border-top:1px solid #e0ece3;"><b>162,00 EUR</b></td></tr>
</table>
<p style="margin:0 0 14px;">Je betaalt via domiciliëring: we innen het bedrag rond 12/10/2026. Je hoeft niets te doen.</p>
<p style="margin:0 0 14px;background:#fff8e1;padding:10px 12px;"><b>Tip:</b> de stookperiode begint. Geef je meterstanden tussendoor door in de app, dan kunnen we je voorschot beter inschatten.</p>
<p style="margin:0;">Groeten,<br>Klaarstroom</p>
</td></tr>
<tr><td style="padding:14px 26px;background:#f6faf7;font-size:10px;line-height:15px;color:#778;">Klaarstroom nv &middot; Koningsstraat 200, 1210 Sint-Joost-ten-Node &middot; klantendienst 078 15 40 40 &middot; <a href="https://www.klaarstroom.be/privacy" style="color:#778;">Privacy</a> &middot; <a href="https://www.klaarstroom.be/ombudsdienst" style="color:#778;">Ombudsdienst voor Energie</a></td></tr>
</table></td></tr></table>`,
    enc: "qp",
  },
  {
    family: "klaarstroom",
    group: "consumer",
    lang: "fr",
    kind: "confirm-change",
    code: null,
    link: "https://mijn.klaarstroom.be/fr/domiciliation/confirmer?demande=DOM-88213&cle=7bd0e4f19a2c",
    from: "Klaarstroom <service@klaarstroom.be>",
    to: "Patrick Kabasele <patrick.kabasele@inbox.example>",
    subject: "Confirmez le changement de compte pour votre domiciliation",
    date: "Thu, 22 Oct 2026 19:18:36 +0200",
    text: `Bonjour Patrick,

Vous avez demandé aujourd'hui à 19:14, via Mon Klaarstroom, de payer vos factures d'énergie depuis
un autre compte :

Ancien compte : BE71 **** **** 6769
Nouveau compte : BE09 **** **** 2203 (titulaire : KABASELE M.)
Numéro de client : 3019 4472

Pour des raisons de sécurité, ce changement ne sera effectué qu'après votre confirmation :
https://mijn.klaarstroom.be/fr/domiciliation/confirmer?demande=DOM-88213&cle=7bd0e4f19a2c

Sans confirmation dans les 7 jours, la demande est annulée et nous continuons à encaisser sur
l'ancien compte.

Vous n'êtes pas à l'origine de cette demande ? Appelez-nous au 078 15 40 41.

Cordialement,
Le service clients Klaarstroom`,
    html:
      `<table width="100%" cellpadding="0" cellspacing="0" border="0" style="background:#eef6f0;"><tr><td align="center" style="padding:24px 8px;">
<table width="580" cellpadding="0" cellspacing="0" border="0" style="background:#ffffff;font-family:Arial,Helvetica,sans-serif;">
<tr><td style="padding:20px 26px;border-bottom:1px solid #e0ece3;"><img src="https://www.klaarstroom.be/mail/logo-klaarstroom.png" width="150" height="36" alt="Klaarstroom"></td></tr>
<tr><td style="padding:24px 26px;font-size:14px;line-height:21px;color:#1f2d23;">
<p style="margin:0 0 14px;">Bonjour Patrick,</p>
<p style="margin:0 0 14px;">Vous avez demandé aujourd'hui à 19:14, via Mon Klaarstroom, de payer vos factures d'énergie depuis un autre compte :</p>
<table width="100%" cellpadding="6" cellspacing="0" border="0" style="font-size:13px;margin:0 0 16px;background:#f6faf7;">
<tr><td style="color:#667;">Ancien compte</td><td>BE71 **** **** 6769</td></tr>
<tr><td style="color:#667;">Nouveau compte</td><td>BE09 **** **** 2203 (titulaire : KABASELE M.)</td></tr>
<tr><td style="color:#667;">Numéro de client</td><td>3019 4472</td></tr>
</table>
<p style="margin:0 0 20px;">Pour des raisons de sécurité, ce changement ne sera effectué qu'après votre confirmation.</p>
<p style="margin:0 0 20px;"><a href="https://mijn.klaarstroom.be/fr/domiciliation/confirmer?demande=DOM-88213&amp;cle=7bd0e4f19a2c" style="display:inline-block;background:#1c8a44;color:#ffffff;padding:12px 24px;text-decoration:none;font-weight:bold;">Confirmer le changement</a></p>
<p style="margin:0 0 14px;font-size:13px;color:#556;">Sans confirmation dans les 7 jours, la demande est annulée et nous continuons à encaisser sur l'ancien compte.</p>
<p style="margin:0;font-size:13px;color:#556;">Vous n'êtes pas à l'origine de cette demande ? Appelez-nous au 078 15 40 41.</p>
</td></tr>
<tr><td style="padding:14px 26px;background:#f6faf7;font-size:10px;line-height:15px;color:#778;">Klaarstroom SA &middot; Rue Royale 200, 1210 Saint-Josse-ten-Noode &middot; service clients 078 15 40 41 &middot; <a href="https://www.klaarstroom.be/fr/vie-privee" style="color:#778;">Vie privée</a></td></tr>
</table></td></tr></table>`,
    enc: "8bit",
  },
];

export const mails: Mail[] = [
  ...mosoloMails,
  ...fcbMails,
  ...tkbMails,
  ...tokendeMails,
  ...nzelaMails,
  ...zwanzeMails,
  ...wsgMails,
  ...guduleMails,
  ...plumierMails,
  ...mayombeMails,
  ...maleboMails,
  ...elikyaMails,
  ...kimiaMails,
  ...likembeMails,
  ...ndekoMails,
  ...mwalimuMails,
  ...klaarstroomMails,
];
