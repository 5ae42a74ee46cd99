/**
 * The inbox of the office manager of a bilingual family-medicine clinic in Ottawa over September and
 * October: EMR, lab, pharmacy, provincial billing and e-health portals, booking and patient messaging
 * (some in Punjabi, Tagalog, Chinese and Vietnamese), fax, supplies, bank, payroll, IT, password
 * manager and continuing education; most of it asks for nothing.
 * @module
 */

import type { Mail } from "../holdout_kit.ts";

const MANON = "Manon Dufresne <m.dufresne@riversidefmc.ca>";
const ACCUEIL = "Accueil Riverside <accueil@riversidefmc.ca>";

/** An RFC 2822 date in 2026 (September = 9, October = 10), Eastern daylight time by default. */
function d(month: number, day: number, time: string, zone = "-0400"): string {
  const wd = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"][new Date(Date.UTC(2026, month - 1, day)).getUTCDay()];
  const mon = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"][month - 1];
  return `${wd}, ${day} ${mon} 2026 ${time}:${String((day * 7) % 60).padStart(2, "0")} ${zone}`;
}

/** A small fake PDF body for attachments. */
function pdf(title: string): string {
  return `%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj\n3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] >> endobj\n% ${title}\ntrailer << /Root 1 0 R >>\n%%EOF\n`;
}

// ---------------------------------------------------------------- Oxalis EMR

const OX_FOOT = `<tr><td style="padding:24px 32px;background:#f3f5f4;font-size:11px;color:#6b7570;line-height:16px">
Oxalis Health Systems Inc. &middot; 1200-155 Wellington St W, Toronto ON M5V 3H1 &middot; 1-866-555-0142<br>
<a href="https://support.oxalisemr.ca/hc/en-ca" style="color:#2e7d5b">Support centre</a> &middot;
<a href="https://status.oxalisemr.ca" style="color:#2e7d5b">System status</a> &middot;
<a href="https://oxalisemr.ca/legal/privacy" style="color:#2e7d5b">Privacy</a><br>
&copy; 2026 Oxalis Health Systems Inc. This message was sent to a clinic administrator of Riverside Family Medicine (site ID 40718).
</td></tr>`;

function oxPage(pre: string, inner: string): string {
  return `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">
<title>Oxalis EMR</title></head>
<body style="margin:0;padding:0;background:#e9edeb;font-family:Helvetica,Arial,sans-serif">
<div style="display:none;max-height:0;overflow:hidden;mso-hide:all">${pre}</div>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="background:#e9edeb"><tr><td align="center" style="padding:28px 12px">
<table role="presentation" width="600" cellpadding="0" cellspacing="0" border="0" style="background:#ffffff;border-radius:6px">
<tr><td style="padding:22px 32px;border-bottom:3px solid #2e7d5b"><img src="https://cdn.oxalisemr.ca/mail/oxalis-logo-2x.png" width="132" height="30" alt="Oxalis EMR" style="display:block;border:0"></td></tr>
${inner}
${OX_FOOT}
</table></td></tr></table></body></html>`;
}

const oxalis: Mail[] = [
  {
    family: "oxalis-emr",
    group: "regional",
    lang: "en",
    kind: "login-code",
    code: "730418",
    link: null,
    from: "Oxalis EMR <no-reply@notify.oxalisemr.ca>",
    to: MANON,
    subject: "Your Oxalis sign-in code",
    date: d(9, 2, "07:41"),
    enc: "qp",
    text: `Oxalis EMR

Hi Manon,

Someone (hopefully you) is signing in to Oxalis EMR at Riverside Family Medicine from a new browser.

Your sign-in code: 730418

Enter it on the sign-in screen within 10 minutes. Don't share this code with anyone, including Oxalis support staff.

Browser: Firefox 131 on Windows
Location (approx.): Ottawa, ON
Time: September 2, 2026, 7:41 a.m. EDT

If this wasn't you, change your password and contact your clinic administrator or call us at 1-866-555-0142.

Oxalis Health Systems Inc.
1200-155 Wellington St W, Toronto ON M5V 3H1
`,
    html: oxPage(
      "Use this code to finish signing in to Oxalis EMR.",
      `<tr><td style="padding:30px 32px 8px;font-size:15px;color:#1d2a24;line-height:22px">
<p style="margin:0 0 14px">Hi Manon,</p>
<p style="margin:0 0 14px">Someone (hopefully you) is signing in to Oxalis EMR at <b>Riverside Family Medicine</b> from a new browser. Enter this code on the sign-in screen:</p>
</td></tr>
<tr><td align="center" style="padding:6px 32px 18px">
<table role="presentation" cellpadding="0" cellspacing="0" border="0"><tr>
<td style="background:#eef6f2;border:1px solid #cfe3d8;border-radius:4px;padding:14px 28px;font-family:'Courier New',monospace;font-size:30px;font-weight:bold;letter-spacing:8px;color:#1d2a24">730418</td>
</tr></table>
<p style="margin:10px 0 0;font-size:12px;color:#6b7570">Expires in 10 minutes</p>
</td></tr>
<tr><td style="padding:0 32px 26px;font-size:13px;color:#44524b;line-height:20px">
<table role="presentation" cellpadding="0" cellspacing="0" border="0" style="font-size:13px;color:#44524b">
<tr><td style="padding:2px 14px 2px 0">Browser</td><td>Firefox 131 on Windows</td></tr>
<tr><td style="padding:2px 14px 2px 0">Location (approx.)</td><td>Ottawa, ON</td></tr>
<tr><td style="padding:2px 14px 2px 0">Time</td><td>September 2, 2026, 7:41 a.m. EDT</td></tr>
</table>
<p style="margin:14px 0 0">Don't share this code with anyone, including Oxalis support staff. If this wasn't you, <a href="https://support.oxalisemr.ca/hc/en-ca/articles/360012-secure-your-account" style="color:#2e7d5b">secure your account</a> or call 1-866-555-0142.</p>
</td></tr>`,
    ),
  },
  {
    family: "oxalis-emr",
    group: "regional",
    lang: "en",
    kind: "maintenance-notice",
    code: null,
    link: null,
    from: "Oxalis Status <status@notify.oxalisemr.ca>",
    to: MANON,
    subject: "Scheduled maintenance: Sunday, September 20, 00:00–04:00 ET",
    date: d(9, 14, "16:05"),
    enc: "8bit",
    text: `SCHEDULED MAINTENANCE — OXALIS EMR (CANADA EAST)

Window: Sunday, September 20, 2026, 00:00–04:00 ET
Affected: charting, e-prescribing, lab inbox, scheduling, patient portal
Not affected: offline appointment list export (download it before Saturday 23:00)

During the window you will be signed out and will not be able to open charts. Lab results received during the window are queued and will appear in provider inboxes once service resumes; nothing is lost.

What we're doing: database engine upgrade (v14.2 → v15.1) and certificate rotation for the provincial drug repository connector.

Tip: print Monday's day sheet on Saturday in case the window runs late.

Follow live updates: https://status.oxalisemr.ca
Questions: 1-866-555-0142, option 2

— Oxalis Operations
Maintenance reference MNT-2026-0917
`,
    html: oxPage(
      "Charting, e-prescribing and the lab inbox will be unavailable for up to four hours.",
      `<tr><td style="padding:26px 32px 6px"><span style="display:inline-block;background:#fff4d6;color:#7a5a00;font-size:12px;font-weight:bold;padding:4px 10px;border-radius:12px">SCHEDULED MAINTENANCE</span></td></tr>
<tr><td style="padding:8px 32px 20px;font-size:15px;color:#1d2a24;line-height:22px">
<h1 style="font-size:21px;margin:0 0 12px">Sunday, September 20, 2026 &middot; 00:00–04:00 ET</h1>
<p style="margin:0 0 12px"><b>Affected:</b> charting, e-prescribing, lab inbox, scheduling, patient portal.<br><b>Not affected:</b> offline appointment list export (download it before Saturday 23:00).</p>
<p style="margin:0 0 12px">During the window you will be signed out and will not be able to open charts. Lab results received during the window are queued and will appear in provider inboxes once service resumes; nothing is lost.</p>
<p style="margin:0 0 12px"><b>What we're doing:</b> database engine upgrade (v14.2 → v15.1) and certificate rotation for the provincial drug repository connector.</p>
<p style="margin:0 0 12px;background:#f3f5f4;padding:10px 12px;border-left:3px solid #2e7d5b">Tip: print Monday's day sheet on Saturday in case the window runs late.</p>
<p style="margin:0">Live updates: <a href="https://status.oxalisemr.ca" style="color:#2e7d5b">status.oxalisemr.ca</a> &middot; Questions: 1-866-555-0142, option 2</p>
<p style="margin:14px 0 0;font-size:12px;color:#6b7570">Maintenance reference MNT-2026-0917</p>
</td></tr>`,
    ),
  },
  {
    family: "oxalis-emr",
    group: "regional",
    lang: "en",
    kind: "reset-link",
    code: null,
    link: "https://riverside.oxalisemr.ca/account/password/edit?reset_token=Qm7vT2xKcP9LwR4sNbE8hYdA",
    from: "Oxalis EMR <no-reply@notify.oxalisemr.ca>",
    to: MANON,
    subject: "Reset your Oxalis EMR password",
    date: d(10, 5, "08:12"),
    enc: "b64",
    text: `Hi Manon,

We received a request to reset the password for your Oxalis EMR account (username: mdufresne) at Riverside Family Medicine.

Choose a new password here:
https://riverside.oxalisemr.ca/account/password/edit?reset_token=Qm7vT2xKcP9LwR4sNbE8hYdA

This link works once and expires in 60 minutes. Passwords must be at least 14 characters and can't match your last 8 passwords (clinic policy).

Didn't ask for this? You can ignore this email; your current password keeps working. If you keep getting these emails, tell your clinic administrator.

Oxalis Health Systems Inc. · 1-866-555-0142
`,
    html: oxPage(
      "Choose a new password for your Oxalis EMR account.",
      `<tr><td style="padding:30px 32px 10px;font-size:15px;color:#1d2a24;line-height:22px">
<p style="margin:0 0 14px">Hi Manon,</p>
<p style="margin:0 0 14px">We received a request to reset the password for your Oxalis EMR account (username: <b>mdufresne</b>) at Riverside Family Medicine.</p>
</td></tr>
<tr><td align="center" style="padding:6px 32px 22px">
<table role="presentation" cellpadding="0" cellspacing="0" border="0"><tr><td bgcolor="#2e7d5b" style="border-radius:4px">
<a href="https://riverside.oxalisemr.ca/account/password/edit?reset_token=Qm7vT2xKcP9LwR4sNbE8hYdA" style="display:inline-block;padding:13px 30px;color:#ffffff;font-size:15px;font-weight:bold;text-decoration:none">Choose a new password</a>
</td></tr></table>
</td></tr>
<tr><td style="padding:0 32px 26px;font-size:13px;color:#44524b;line-height:20px">
<p style="margin:0 0 10px">This link works once and expires in 60 minutes. Passwords must be at least 14 characters and can't match your last 8 passwords (clinic policy).</p>
<p style="margin:0">Didn't ask for this? You can ignore this email; your current password keeps working.</p>
</td></tr>`,
    ),
  },
  {
    family: "oxalis-emr",
    group: "regional",
    lang: "en",
    kind: "release-notes",
    code: null,
    link: null,
    from: "Oxalis Product Team <product@news.oxalisemr.ca>",
    to: MANON,
    subject: "What's new in Oxalis 26.4: faster lab inbox, bilingual patient letters",
    date: d(10, 21, "11:30"),
    enc: "qp",
    headers: [["List-Unsubscribe", "<https://news.oxalisemr.ca/u/40718-mdufresne>"]],
    text: `OXALIS 26.4 — RELEASE HIGHLIGHTS
Rolling out to Canada East clinics on October 27, 2026

1. Lab inbox, rebuilt
Results now load in under a second, and you can file up to 50 normal results at once. Abnormal flags stay pinned at the top.

2. Bilingual patient letters
Letter templates can now hold an English and a French version; the patient's preferred language picks the one that prints.

3. Billing: code lookup in the encounter
Type a diagnostic code or a keyword (e.g. "diabetes", "250") and pick from the list without leaving the note.

4. Fixed
- Recall lists no longer skip patients whose birthday falls on February 29.
- Fax cover sheets keep the clinic logo at 200 dpi.

Full release notes: https://support.oxalisemr.ca/hc/en-ca/articles/release-26-4
Webinar: "Getting the most from the new lab inbox", Thursday, October 29, 12:15 ET (30 min)
https://oxalisemr.ca/events/lab-inbox-webinar?utm_source=release&utm_medium=email

You are receiving product updates as a clinic administrator. Manage emails: https://news.oxalisemr.ca/u/40718-mdufresne
Oxalis Health Systems Inc., 1200-155 Wellington St W, Toronto ON M5V 3H1
`,
    html: oxPage(
      "Faster lab inbox, bilingual letters and more, rolling out October 27.",
      `<tr><td style="padding:0"><img src="https://cdn.oxalisemr.ca/mail/26-4-hero.png" width="600" height="180" alt="Oxalis 26.4" style="display:block;border:0;width:100%"></td></tr>
<tr><td style="padding:24px 32px 6px;font-size:15px;color:#1d2a24;line-height:22px">
<p style="margin:0 0 16px;font-size:13px;color:#6b7570">Rolling out to Canada East clinics on <b>October 27, 2026</b></p>
<h2 style="font-size:17px;margin:0 0 6px">1. Lab inbox, rebuilt</h2>
<p style="margin:0 0 16px">Results now load in under a second, and you can file up to 50 normal results at once. Abnormal flags stay pinned at the top.</p>
<h2 style="font-size:17px;margin:0 0 6px">2. Bilingual patient letters</h2>
<p style="margin:0 0 16px">Letter templates can now hold an English and a French version; the patient's preferred language picks the one that prints.</p>
<h2 style="font-size:17px;margin:0 0 6px">3. Billing: code lookup in the encounter</h2>
<p style="margin:0 0 16px">Type a diagnostic code or a keyword (e.g. “diabetes”, “250”) and pick from the list without leaving the note.</p>
<h2 style="font-size:17px;margin:0 0 6px">4. Fixed</h2>
<ul style="margin:0 0 16px;padding-left:20px"><li>Recall lists no longer skip patients whose birthday falls on February 29.</li><li>Fax cover sheets keep the clinic logo at 200 dpi.</li></ul>
<p style="margin:0 0 8px"><a href="https://support.oxalisemr.ca/hc/en-ca/articles/release-26-4" style="color:#2e7d5b;font-weight:bold">Read the full release notes →</a></p>
<p style="margin:0 0 20px">Webinar: <a href="https://oxalisemr.ca/events/lab-inbox-webinar?utm_source=release&amp;utm_medium=email" style="color:#2e7d5b">Getting the most from the new lab inbox</a>, Thursday, October 29, 12:15 ET (30 min)</p>
<p style="margin:0;font-size:11px;color:#6b7570">You are receiving product updates as a clinic administrator. <a href="https://news.oxalisemr.ca/u/40718-mdufresne" style="color:#6b7570">Manage emails</a></p>
</td></tr>`,
    ),
  },
];

// ---------------------------------------------------------------- Laboratoires Cardinal

const labo: Mail[] = [
  {
    family: "labo-cardinal",
    group: "regional",
    lang: "fr",
    kind: "results-available",
    code: null,
    link: null,
    from: "Laboratoires Cardinal <resultats@laboscardinal.ca>",
    to: MANON,
    subject: "Nouveaux résultats disponibles – 14 rapports (Clinique Riverside)",
    date: d(9, 8, "06:15"),
    enc: "qp",
    text: `Laboratoires Cardinal — Portail des résultats

Bonjour,

14 nouveaux rapports sont disponibles pour les médecins de la Clinique de médecine familiale Riverside (compte client 118-2047).

  Dr A. Sandhu ........ 6 rapports (dont 1 valeur anormale)
  Dre C. Bélanger ..... 5 rapports
  Dr J. Okafor ........ 3 rapports

Les résultats ont aussi été transmis à votre DME par l'interface HL7 à 05 h 58.

Pour des raisons de confidentialité, ce courriel ne contient aucun renseignement sur les patients. Consultez les rapports dans le portail : https://portail.laboscardinal.ca

Les valeurs critiques sont toujours communiquées par téléphone au médecin de garde.

Service à la clientèle : 1 888 555-0190 (lun.–ven., 7 h à 19 h)
Laboratoires Cardinal inc., 1700, boul. Saint-Laurent, Ottawa (Ontario) K1G 3V4
Laboratoire accrédité — permis no 4471
`,
    html: `<html><body style="margin:0;background:#f4f1ee;font-family:Arial,sans-serif">
<div style="display:none">14 nouveaux rapports pour la Clinique Riverside</div>
<table width="100%" cellpadding="0" cellspacing="0" style="background:#f4f1ee"><tr><td align="center" style="padding:20px">
<table width="580" cellpadding="0" cellspacing="0" style="background:#fff;border-top:4px solid #b3122b">
<tr><td style="padding:18px 26px"><img src="https://www.laboscardinal.ca/img/courriel/logo-cardinal.png" alt="Laboratoires Cardinal" width="160" height="36"></td></tr>
<tr><td style="padding:0 26px 10px;font-size:14px;color:#222;line-height:21px">
<p>Bonjour,</p>
<p><b>14 nouveaux rapports</b> sont disponibles pour les médecins de la Clinique de médecine familiale Riverside (compte client 118-2047).</p>
<table cellpadding="6" cellspacing="0" style="border-collapse:collapse;font-size:13px;width:100%">
<tr style="background:#f6e7e9"><th align="left">Médecin</th><th align="right">Rapports</th><th align="right">Anormaux</th></tr>
<tr><td style="border-bottom:1px solid #eee">Dr A. Sandhu</td><td align="right" style="border-bottom:1px solid #eee">6</td><td align="right" style="border-bottom:1px solid #eee;color:#b3122b"><b>1</b></td></tr>
<tr><td style="border-bottom:1px solid #eee">Dre C. Bélanger</td><td align="right" style="border-bottom:1px solid #eee">5</td><td align="right" style="border-bottom:1px solid #eee">0</td></tr>
<tr><td>Dr J. Okafor</td><td align="right">3</td><td align="right">0</td></tr>
</table>
<p>Les résultats ont aussi été transmis à votre DME par l'interface HL7 à 05 h 58.</p>
<p style="background:#faf7f2;padding:10px;font-size:12px;color:#555">Pour des raisons de confidentialité, ce courriel ne contient aucun renseignement sur les patients. Les valeurs critiques sont toujours communiquées par téléphone au médecin de garde.</p>
<p><a href="https://portail.laboscardinal.ca" style="color:#b3122b;font-weight:bold">Ouvrir le portail des résultats</a></p>
</td></tr>
<tr><td style="padding:14px 26px;background:#3a3a3a;color:#ccc;font-size:11px;line-height:16px">
Service à la clientèle : 1 888 555-0190 (lun.–ven., 7 h à 19 h)<br>
Laboratoires Cardinal inc., 1700, boul. Saint-Laurent, Ottawa (Ontario) K1G 3V4 — Laboratoire accrédité, permis no 4471<br>
<a href="https://www.laboscardinal.ca/fr/confidentialite" style="color:#ccc">Confidentialité</a> | <a href="https://www.laboscardinal.ca/en" style="color:#ccc">English</a>
</td></tr></table></td></tr></table></body></html>`,
  },
  {
    family: "labo-cardinal",
    group: "regional",
    lang: "en",
    kind: "verify-link",
    code: null,
    link: "https://portail.laboscardinal.ca/en/register/confirm?u=88213&t=5f0c9e27a1d84b6e",
    from: "Cardinal Laboratories <noreply@laboscardinal.ca>",
    to: MANON,
    subject: "Confirm your email to activate your results portal account",
    date: d(9, 23, "10:48"),
    enc: "b64",
    text: `Cardinal Laboratories — Results Portal

Hello Manon Dufresne,

Your clinic administrator has created a delegate account for you under client account 118-2047 (Riverside Family Medicine). Before you can view or print reports for your physicians, please confirm this email address:

https://portail.laboscardinal.ca/en/register/confirm?u=88213&t=5f0c9e27a1d84b6e

The link is valid for 72 hours. After confirming, you will be asked to set a password and register a phone for two-step verification.

If you were not expecting this, call Client Services at 1-888-555-0190.

Cardinal Laboratories Inc., 1700 St. Laurent Blvd., Ottawa ON K1G 3V4
`,
    html: `<html><body style="margin:0;background:#f4f1ee;font-family:Arial,sans-serif">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:20px">
<table width="580" cellpadding="0" cellspacing="0" style="background:#fff;border-top:4px solid #b3122b">
<tr><td style="padding:18px 26px"><img src="https://www.laboscardinal.ca/img/courriel/logo-cardinal-en.png" alt="Cardinal Laboratories" width="160" height="36"></td></tr>
<tr><td style="padding:0 26px;font-size:14px;color:#222;line-height:21px">
<p>Hello Manon Dufresne,</p>
<p>Your clinic administrator has created a delegate account for you under client account <b>118-2047</b> (Riverside Family Medicine). Before you can view or print reports for your physicians, please confirm this email address.</p>
<p style="text-align:center;padding:10px 0"><a href="https://portail.laboscardinal.ca/en/register/confirm?u=88213&amp;t=5f0c9e27a1d84b6e" style="background:#b3122b;color:#fff;padding:12px 26px;text-decoration:none;border-radius:3px;font-weight:bold">Confirm my email</a></p>
<p style="font-size:12px;color:#555">The link is valid for 72 hours. After confirming, you will be asked to set a password and register a phone for two-step verification.</p>
<p style="font-size:12px;color:#555">If you were not expecting this, call Client Services at 1-888-555-0190.</p>
</td></tr>
<tr><td style="padding:14px 26px;background:#3a3a3a;color:#ccc;font-size:11px">Cardinal Laboratories Inc., 1700 St. Laurent Blvd., Ottawa ON K1G 3V4 | <a href="https://www.laboscardinal.ca/en/privacy" style="color:#ccc">Privacy</a> | <a href="https://www.laboscardinal.ca/fr" style="color:#ccc">Français</a></td></tr>
</table></td></tr></table></body></html>`,
  },
  {
    family: "labo-cardinal",
    group: "regional",
    lang: "fr",
    kind: "service-notice",
    code: null,
    link: null,
    from: "Laboratoires Cardinal <avis@laboscardinal.ca>",
    to: MANON,
    subject: "Avis : horaire réduit du centre de prélèvement Vanier le 12 octobre (Action de grâce)",
    date: d(10, 2, "13:20"),
    enc: "8bit",
    text: `Avis aux cliniques partenaires

Le lundi 12 octobre 2026 (Action de grâce), le centre de prélèvement Vanier (255, ch. de Montréal) sera ouvert de 8 h à 12 h seulement. Les autres centres d'Ottawa seront fermés.

Le ramassage des échantillons en clinique n'aura pas lieu ce jour-là. Les échantillons prélevés le vendredi 9 octobre après 15 h seront ramassés le mardi 13 octobre au matin ; conservez-les au réfrigérateur (2 à 8 °C).

Les patients peuvent prendre rendez-vous en ligne ou au 1 888 555-0190.

Merci de votre collaboration,
L'équipe des relations avec les cliniques
Laboratoires Cardinal inc.
`,
    html: null,
  },
];

// ---------------------------------------------------------------- Réseau PharmaPrisme

const pharma: Mail[] = [
  {
    family: "pharmaprisme",
    group: "regional",
    lang: "fr",
    kind: "renewal-request",
    code: null,
    link: null,
    from: "PharmaPrisme – Succursale 0312 <renouvellements@pharmaprisme.ca>",
    to: ACCUEIL,
    subject: "Demandes de renouvellement en attente (3) – Dre C. Bélanger",
    date: d(9, 10, "09:02"),
    enc: "qp",
    text: `PharmaPrisme — Succursale 0312 (Vanier)
290, ch. de Montréal, Ottawa ON K1L 6B7 — Tél. 613-555-0148 — Téléc. 613-555-0149

Bonjour,

Nous avons transmis 3 demandes de renouvellement à la Dre C. Bélanger le 3 septembre par télécopieur et elles sont toujours sans réponse :

  Réf. RX-0312-558190 — reçue le 3 sept. — 2e relance
  Réf. RX-0312-558214 — reçue le 3 sept. — 2e relance
  Réf. RX-0312-558377 — reçue le 4 sept. — 1re relance

Les renseignements cliniques se trouvent uniquement sur les demandes télécopiées (aucun renseignement de santé par courriel). Vous pouvez répondre par télécopieur au 613-555-0149 ou par la messagerie de votre DME.

Merci !
L'équipe de la pharmacie
`,
    html: `<html><body style="font-family:Verdana,sans-serif;font-size:13px;color:#222">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td style="background:#5b2a86;padding:12px 18px"><img src="https://www.pharmaprisme.ca/static/mail/prisme-blanc.png" alt="PharmaPrisme" height="28"></td></tr>
<tr><td style="padding:16px 18px">
<p><b>Succursale 0312 (Vanier)</b><br>290, ch. de Montréal, Ottawa ON K1L 6B7<br>Tél. 613-555-0148 — Téléc. 613-555-0149</p>
<p>Bonjour,</p>
<p>Nous avons transmis 3 demandes de renouvellement à la <b>Dre C. Bélanger</b> le 3 septembre par télécopieur et elles sont toujours sans réponse :</p>
<table cellpadding="5" cellspacing="0" border="1" style="border-collapse:collapse;border-color:#ddd;font-size:12px">
<tr style="background:#efe8f5"><th>Référence</th><th>Reçue le</th><th>Statut</th></tr>
<tr><td>RX-0312-558190</td><td>3 sept.</td><td>2e relance</td></tr>
<tr><td>RX-0312-558214</td><td>3 sept.</td><td>2e relance</td></tr>
<tr><td>RX-0312-558377</td><td>4 sept.</td><td>1re relance</td></tr>
</table>
<p>Les renseignements cliniques se trouvent uniquement sur les demandes télécopiées (aucun renseignement de santé par courriel). Vous pouvez répondre par télécopieur au 613-555-0149 ou par la messagerie de votre DME.</p>
<p>Merci !<br>L'équipe de la pharmacie</p>
</td></tr>
<tr><td style="padding:10px 18px;font-size:10px;color:#888;border-top:1px solid #eee">Réseau PharmaPrisme — <a href="https://www.pharmaprisme.ca/professionnels">Espace professionnels</a> — <a href="https://www.pharmaprisme.ca/confidentialite">Confidentialité</a></td></tr>
</table></body></html>`,
  },
  {
    family: "pharmaprisme",
    group: "regional",
    lang: "zh",
    kind: "pickup-ready",
    code: null,
    link: null,
    from: "PharmaPrisme 药房 <avis@pharmaprisme.ca>",
    to: ACCUEIL,
    subject: "您的处方已备好，可以取药",
    date: d(9, 17, "15:44"),
    enc: "b64",
    text: `PharmaPrisme 药房 — 取药通知

您好，

您在 PharmaPrisme 0312 分店（Vanier）的处方已经备好。

处方编号：RX-0312-559902
数量：1 项
自付金额：$4.11
可取药日期：2026年9月17日起，请在10天内领取。

取药时请出示带照片的身份证件或健康卡。如需送药上门（$5，Ottawa 市区），请致电 613-555-0148。

营业时间：周一至周五 9:00–21:00，周六 10:00–18:00，周日 11:00–17:00
地址：290, ch. de Montréal, Ottawa ON K1L 6B7

本邮件由系统自动发送，请勿直接回复。
管理通知偏好：https://www.pharmaprisme.ca/zh/compte/notifications
`,
    html: `<!DOCTYPE html><html lang="zh-Hans"><head><meta charset="utf-8"></head>
<body style="margin:0;background:#f6f3f9;font-family:'PingFang SC','Microsoft YaHei',Arial,sans-serif">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:18px">
<table width="560" cellpadding="0" cellspacing="0" style="background:#fff;border-radius:8px;overflow:hidden">
<tr><td style="background:#5b2a86;padding:14px 22px"><img src="https://www.pharmaprisme.ca/static/mail/prisme-blanc.png" alt="PharmaPrisme" height="26"></td></tr>
<tr><td style="padding:22px;font-size:15px;color:#222;line-height:24px">
<h2 style="margin:0 0 10px;font-size:20px;color:#5b2a86">您的处方已备好</h2>
<p style="margin:0 0 12px">您在 PharmaPrisme 0312 分店（Vanier）的处方已经备好。</p>
<table cellpadding="4" cellspacing="0" style="font-size:14px;background:#f6f3f9;width:100%;border-radius:6px">
<tr><td style="color:#666">处方编号</td><td>RX-0312-559902</td></tr>
<tr><td style="color:#666">数量</td><td>1 项</td></tr>
<tr><td style="color:#666">自付金额</td><td>$4.11</td></tr>
<tr><td style="color:#666">可取药日期</td><td>2026年9月17日起（10天内领取）</td></tr>
</table>
<p style="margin:14px 0 0">取药时请出示带照片的身份证件或健康卡。如需送药上门（$5，Ottawa 市区），请致电 <a href="tel:+16135550148">613-555-0148</a>。</p>
<p style="margin:12px 0 0;font-size:13px;color:#666">营业时间：周一至周五 9:00–21:00，周六 10:00–18:00，周日 11:00–17:00<br>地址：290, ch. de Montréal, Ottawa ON K1L 6B7</p>
</td></tr>
<tr><td style="padding:12px 22px;font-size:11px;color:#999;border-top:1px solid #eee">本邮件由系统自动发送，请勿直接回复。 <a href="https://www.pharmaprisme.ca/zh/compte/notifications" style="color:#999">管理通知偏好</a></td></tr>
</table></td></tr></table></body></html>`,
  },
  {
    family: "pharmaprisme",
    group: "regional",
    lang: "en",
    kind: "login-code",
    code: "582071",
    link: null,
    from: "PharmaPrisme Pro <securite@pharmaprisme.ca>",
    to: MANON,
    subject: "PharmaPrisme Pro verification code",
    date: d(10, 8, "12:03"),
    enc: "qp",
    text: `PharmaPrisme Pro — prescriber office access

Your verification code is:

    58 20 71

Type it on the PharmaPrisme Pro sign-in page to view renewal requests and medication lists shared with Riverside Family Medicine. The code expires in 5 minutes and can be used once.

We will never call or text you to ask for this code.

PharmaPrisme Network · Professional Services · 1-877-555-0133
`,
    html: `<html><body style="font-family:Verdana,sans-serif;color:#222;background:#ffffff">
<table width="520" cellpadding="0" cellspacing="0" align="center" style="border:1px solid #e3dcea">
<tr><td style="background:#5b2a86;padding:12px 18px;color:#fff;font-weight:bold;font-size:15px">PharmaPrisme Pro</td></tr>
<tr><td style="padding:20px 18px;font-size:14px;line-height:21px">
<p style="margin:0 0 12px">Your verification code is:</p>
<table cellpadding="0" cellspacing="6" align="center"><tr>
<td style="border:1px solid #cbb8dd;width:38px;height:48px;text-align:center;font-size:26px;font-weight:bold">5</td>
<td style="border:1px solid #cbb8dd;width:38px;height:48px;text-align:center;font-size:26px;font-weight:bold">8</td>
<td style="width:10px"></td>
<td style="border:1px solid #cbb8dd;width:38px;height:48px;text-align:center;font-size:26px;font-weight:bold">2</td>
<td style="border:1px solid #cbb8dd;width:38px;height:48px;text-align:center;font-size:26px;font-weight:bold">0</td>
<td style="width:10px"></td>
<td style="border:1px solid #cbb8dd;width:38px;height:48px;text-align:center;font-size:26px;font-weight:bold">7</td>
<td style="border:1px solid #cbb8dd;width:38px;height:48px;text-align:center;font-size:26px;font-weight:bold">1</td>
</tr></table>
<p style="margin:14px 0 0">Type it on the PharmaPrisme Pro sign-in page to view renewal requests and medication lists shared with Riverside Family Medicine. The code expires in 5 minutes and can be used once.</p>
<p style="margin:10px 0 0;font-size:12px;color:#666">We will never call or text you to ask for this code.</p>
</td></tr>
<tr><td style="padding:10px 18px;font-size:10px;color:#888;border-top:1px solid #eee">PharmaPrisme Network · Professional Services · 1-877-555-0133 · <a href="https://pro.pharmaprisme.ca/help">Help</a></td></tr>
</table></body></html>`,
  },
  {
    family: "pharmaprisme",
    group: "regional",
    lang: "vi",
    kind: "refill-reminder",
    code: null,
    link: null,
    from: "Nhà thuốc PharmaPrisme <avis@pharmaprisme.ca>",
    to: ACCUEIL,
    subject: "Nhắc nhở: đơn thuốc của bạn sắp hết lượt mua lại",
    date: d(10, 19, "10:10"),
    enc: "8bit",
    text: `Nhà thuốc PharmaPrisme — Chi nhánh 0312 (Vanier)

Xin chào,

Đơn thuốc số RX-0312-551047 của bạn chỉ còn 1 lượt mua lại. Sau lần này, nhà thuốc sẽ cần bác sĩ gia đình gia hạn đơn.

Bạn không cần làm gì thêm nếu đã có hẹn với bác sĩ trong tháng 11. Nếu muốn, nhà thuốc có thể gửi yêu cầu gia hạn đến phòng khám — vui lòng gọi 613-555-0148.

Giờ mở cửa: thứ Hai–thứ Sáu 9:00–21:00, thứ Bảy 10:00–18:00.
290, ch. de Montréal, Ottawa ON K1L 6B7

Thay đổi cài đặt thông báo: https://www.pharmaprisme.ca/vi/compte/notifications
`,
    html: null,
  },
];

// ---------------------------------------------------------------- ClaimsNorth billing portal

const CN_FOOT =
  `<p style="font-size:11px;color:#707a85;margin:22px 0 0;border-top:1px solid #d8dde3;padding-top:10px">ClaimsNorth is operated by Northbridge Claims Services Ltd. on behalf of participating provincial health insurance plans.<br>Provider help desk: 1-800-555-0177 (Mon–Fri 8:00–17:00 ET) · <a href="https://www.claimsnorth.ca/help">Help</a> · <a href="https://www.claimsnorth.ca/privacy">Privacy</a> · <a href="https://www.claimsnorth.ca/fr">Français</a></p>`;

const claims: Mail[] = [
  {
    family: "claimsnorth",
    group: "regional",
    lang: "en",
    kind: "remittance-advice",
    code: null,
    link: null,
    from: "ClaimsNorth <remittance@claimsnorth.ca>",
    to: MANON,
    subject: "Remittance advice available – payment date 2026-09-15 – group 4N72",
    date: d(9, 15, "05:30"),
    enc: "qp",
    attachment: ["RA_4N72_20260915.pdf", "application/pdf", pdf("Remittance advice 4N72 2026-09-15")],
    text: `ClaimsNorth — Remittance Advice

Billing group: 4N72 (Riverside Family Medicine)
Payment date: 2026-09-15
Payment method: direct deposit to account ending 0583

Claims paid ........... 1,842
Claims adjusted .......    37
Claims rejected .......    12
Total paid ............ $71,406.38
Adjustments ........... -$1,219.50
Net payment ........... $70,186.88

The remittance advice (PDF) is attached and the electronic file (RA_4N72_20260915.dat) is in your ClaimsNorth mailbox. Rejected claims can be corrected and resubmitted within 90 days of the service date.

Accounting transaction messages this month: 2 (see page 4 of the PDF).

ClaimsNorth is operated by Northbridge Claims Services Ltd. on behalf of participating provincial health insurance plans.
Provider help desk: 1-800-555-0177
`,
    html: `<html><body style="font-family:Arial,sans-serif;font-size:14px;color:#1f2a36">
<table width="600" cellpadding="0" cellspacing="0"><tr><td style="padding:14px 0;border-bottom:2px solid #1f4e79"><span style="font-size:20px;font-weight:bold;color:#1f4e79">ClaimsNorth</span> <span style="color:#707a85">Remittance Advice</span></td></tr>
<tr><td style="padding:16px 0">
<table cellpadding="4" cellspacing="0" style="font-size:14px">
<tr><td style="color:#707a85">Billing group</td><td>4N72 (Riverside Family Medicine)</td></tr>
<tr><td style="color:#707a85">Payment date</td><td>2026-09-15</td></tr>
<tr><td style="color:#707a85">Payment method</td><td>Direct deposit to account ending 0583</td></tr>
</table>
<table cellpadding="5" cellspacing="0" style="margin-top:12px;font-size:14px;border-collapse:collapse;width:360px">
<tr><td style="border-bottom:1px solid #eee">Claims paid</td><td align="right" style="border-bottom:1px solid #eee">1,842</td></tr>
<tr><td style="border-bottom:1px solid #eee">Claims adjusted</td><td align="right" style="border-bottom:1px solid #eee">37</td></tr>
<tr><td style="border-bottom:1px solid #eee">Claims rejected</td><td align="right" style="border-bottom:1px solid #eee">12</td></tr>
<tr><td style="border-bottom:1px solid #eee">Total paid</td><td align="right" style="border-bottom:1px solid #eee">$71,406.38</td></tr>
<tr><td style="border-bottom:1px solid #eee">Adjustments</td><td align="right" style="border-bottom:1px solid #eee">-$1,219.50</td></tr>
<tr><td><b>Net payment</b></td><td align="right"><b>$70,186.88</b></td></tr>
</table>
<p>The remittance advice (PDF) is attached and the electronic file (RA_4N72_20260915.dat) is in your ClaimsNorth mailbox. Rejected claims can be corrected and resubmitted within 90 days of the service date.</p>
<p>Accounting transaction messages this month: 2 (see page 4 of the PDF).</p>
${CN_FOOT}
</td></tr></table></body></html>`,
  },
  {
    family: "claimsnorth",
    group: "regional",
    lang: "fr",
    kind: "login-code",
    code: "CN-604219",
    code_digits: "604219",
    link: null,
    from: "ClaimsNorth <securite@claimsnorth.ca>",
    to: MANON,
    subject: "ClaimsNorth : code de vérification pour la connexion",
    date: d(9, 29, "08:57"),
    enc: "b64",
    text: `Bonjour Manon Dufresne,

Voici votre code de vérification à usage unique pour ouvrir une session dans ClaimsNorth (groupe de facturation 4N72) :

CN-604219

Saisissez les 6 chiffres après « CN- » dans le champ prévu. Le code est valide pendant 15 minutes.

Si vous n'avez pas tenté de vous connecter, communiquez immédiatement avec le service d'assistance aux fournisseurs au 1 800 555-0177.

ClaimsNorth est exploité par Services de réclamations Northbridge ltée.
`,
    html: `<html><body style="font-family:Arial,sans-serif;font-size:14px;color:#1f2a36">
<table width="600" cellpadding="0" cellspacing="0"><tr><td style="padding:14px 0;border-bottom:2px solid #1f4e79"><span style="font-size:20px;font-weight:bold;color:#1f4e79">ClaimsNorth</span></td></tr>
<tr><td style="padding:16px 0;line-height:21px">
<p>Bonjour Manon Dufresne,</p>
<p>Voici votre code de vérification à usage unique pour ouvrir une session dans ClaimsNorth (groupe de facturation 4N72) :</p>
<p style="font-size:28px;font-weight:bold;letter-spacing:3px;color:#1f4e79;margin:18px 0">CN-604219</p>
<p>Saisissez les 6 chiffres après « CN- » dans le champ prévu. Le code est valide pendant 15 minutes.</p>
<p>Si vous n'avez pas tenté de vous connecter, communiquez immédiatement avec le service d'assistance aux fournisseurs au 1 800 555-0177.</p>
<p style="font-size:11px;color:#707a85;margin:22px 0 0;border-top:1px solid #d8dde3;padding-top:10px">ClaimsNorth est exploité par Services de réclamations Northbridge ltée pour le compte des régimes provinciaux d'assurance santé participants. · <a href="https://www.claimsnorth.ca/fr/aide">Aide</a> · <a href="https://www.claimsnorth.ca/fr/confidentialite">Confidentialité</a></p>
</td></tr></table></body></html>`,
  },
  {
    family: "claimsnorth",
    group: "regional",
    lang: "en",
    kind: "claims-rejected",
    code: null,
    link: null,
    from: "ClaimsNorth <notifications@claimsnorth.ca>",
    to: MANON,
    subject: "Batch 2026-10-06-0031: 9 claims returned for correction",
    date: d(10, 7, "02:14"),
    enc: "7bit",
    text: `ClaimsNorth batch report

Batch: 2026-10-06-0031   Submitted: 2026-10-06 18:42 ET   Billing group: 4N72
Accepted: 214   Returned: 9

Return reasons
  E14  Health number / version code mismatch ........ 5
  V21  Service date more than 6 months ago ........... 1
  A03  Fee code not valid for provider specialty ..... 2
  R88  Duplicate of a claim already paid ............. 1

Returned claims are listed in the Error Report in your ClaimsNorth mailbox (file ER_4N72_20261006.dat). Correct and resubmit them from your billing software; you don't need to reply to this email.

Provider help desk: 1-800-555-0177 (Mon-Fri 8:00-17:00 ET)
https://www.claimsnorth.ca/help/error-codes
`,
    html: null,
  },
];

// ---------------------------------------------------------------- eSanté Connect (provincial e-health)

function esPage(lang: string, inner: string): string {
  return `<!DOCTYPE html><html lang="${lang}"><head><meta charset="utf-8"></head>
<body style="margin:0;background:#ffffff;font-family:'Segoe UI',Arial,sans-serif;color:#222">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td style="background:#003a70;padding:14px 24px">
<img src="https://connect.esante-prov.ca/ressources/courriel/logo-esante.png" alt="eSanté Connect" width="150" height="32"></td></tr>
<tr><td style="padding:24px;font-size:15px;line-height:23px">${inner}</td></tr>
<tr><td style="padding:14px 24px;background:#eef2f6;font-size:11px;color:#505a64">Agence provinciale de santé numérique / Provincial Digital Health Agency<br>
Centre de soutien / Service desk : 1 866 555-0109 · <a href="https://connect.esante-prov.ca/aide">Aide / Help</a> · <a href="https://connect.esante-prov.ca/confidentialite">Confidentialité / Privacy</a></td></tr>
</table></body></html>`;
}

const esante: Mail[] = [
  {
    family: "esante-connect",
    group: "regional",
    lang: "fr",
    kind: "email-change-link",
    code: null,
    link: "https://connect.esante-prov.ca/profil/courriel/confirmer?jeton=e7Kp2WqZ9rLm4Xc1Vb8N",
    from: "eSanté Connect <ne-pas-repondre@esante-prov.ca>",
    to: MANON,
    subject: "Confirmez votre nouvelle adresse courriel",
    date: d(9, 4, "14:26"),
    enc: "qp",
    text: `eSanté Connect

Bonjour Manon Dufresne,

Vous avez demandé de remplacer l'adresse courriel de votre profil eSanté Connect (identifiant PRV-0048812) par m.dufresne@riversidefmc.ca.

Pour terminer ce changement, confirmez la nouvelle adresse :
https://connect.esante-prov.ca/profil/courriel/confirmer?jeton=e7Kp2WqZ9rLm4Xc1Vb8N

Ce lien expire dans 24 heures. D'ici là, les avis continueront d'être envoyés à l'ancienne adresse (m.dufresne@cliniqueriverside.net).

Si vous n'êtes pas à l'origine de cette demande, ne cliquez pas sur le lien et communiquez avec le centre de soutien au 1 866 555-0109.

Agence provinciale de santé numérique
`,
    html: esPage(
      "fr",
      `<p>Bonjour Manon Dufresne,</p>
<p>Vous avez demandé de remplacer l'adresse courriel de votre profil eSanté Connect (identifiant PRV-0048812) par <b>m.dufresne@riversidefmc.ca</b>.</p>
<p>Pour terminer ce changement, confirmez la nouvelle adresse :</p>
<p><a href="https://connect.esante-prov.ca/profil/courriel/confirmer?jeton=e7Kp2WqZ9rLm4Xc1Vb8N" style="display:inline-block;background:#003a70;color:#fff;padding:11px 22px;text-decoration:none;border-radius:2px">Confirmer l'adresse</a></p>
<p style="font-size:13px;color:#505a64">Ce lien expire dans 24 heures. D'ici là, les avis continueront d'être envoyés à l'ancienne adresse (m.dufresne@cliniqueriverside.net).</p>
<p style="font-size:13px;color:#505a64">Si vous n'êtes pas à l'origine de cette demande, ne cliquez pas sur le lien et communiquez avec le centre de soutien au 1 866 555-0109.</p>`,
    ),
  },
  {
    family: "esante-connect",
    group: "regional",
    lang: "en",
    kind: "security-notice",
    code: null,
    link: null,
    from: "eSanté Connect <no-reply@esante-prov.ca>",
    to: MANON,
    subject: "New sign-in to your eSanté Connect profile",
    date: d(9, 25, "19:52"),
    enc: "b64",
    text: `New sign-in to your eSanté Connect profile

Profile: PRV-0048812 (Manon Dufresne, delegate)
When: Friday, September 25, 2026, 7:49 p.m. ET
Device: Safari on iPhone
Network: Rogers Communications, Gatineau QC

If this was you, there's nothing to do.

If you don't recognize this sign-in, reset your password from the sign-in page and call the service desk at 1-866-555-0109 so we can review recent access to the provincial viewers.

Provincial Digital Health Agency
https://connect.esante-prov.ca/help
`,
    html: esPage(
      "en",
      `<h2 style="margin:0 0 12px;font-size:19px">New sign-in to your eSanté Connect profile</h2>
<table cellpadding="4" cellspacing="0" style="font-size:14px">
<tr><td style="color:#505a64">Profile</td><td>PRV-0048812 (Manon Dufresne, delegate)</td></tr>
<tr><td style="color:#505a64">When</td><td>Friday, September 25, 2026, 7:49 p.m. ET</td></tr>
<tr><td style="color:#505a64">Device</td><td>Safari on iPhone</td></tr>
<tr><td style="color:#505a64">Network</td><td>Rogers Communications, Gatineau QC</td></tr>
</table>
<p>If this was you, there's nothing to do.</p>
<p>If you don't recognize this sign-in, reset your password from the <a href="https://connect.esante-prov.ca/signin">sign-in page</a> and call the service desk at 1-866-555-0109 so we can review recent access to the provincial viewers.</p>`,
    ),
  },
  {
    family: "esante-connect",
    group: "regional",
    lang: "en",
    kind: "verification-code",
    code: "219087",
    link: null,
    from: "eSanté Connect <no-reply@esante-prov.ca>",
    to: MANON,
    subject: "Your one-time code for eSanté Connect / Votre code à usage unique",
    date: d(10, 14, "08:31"),
    enc: "qp",
    text: `Your one-time code is 219 087
It expires in 10 minutes. Enter it to continue signing in to the provincial lab and drug viewers.

Votre code à usage unique est 219 087
Il expire dans 10 minutes. Saisissez-le pour continuer la connexion aux visualiseurs provinciaux.

Never share this code. Ne communiquez jamais ce code.
Service desk / Centre de soutien : 1-866-555-0109
`,
    html: esPage(
      "en",
      `<p style="margin:0 0 6px">Your one-time code is</p>
<p style="margin:0 0 12px;font-size:32px;font-weight:bold;letter-spacing:4px;color:#003a70">219&nbsp;087</p>
<p style="margin:0 0 22px;font-size:14px">It expires in 10 minutes. Enter it to continue signing in to the provincial lab and drug viewers.</p>
<hr style="border:0;border-top:1px solid #d5dbe1">
<p lang="fr" style="margin:18px 0 6px">Votre code à usage unique est</p>
<p lang="fr" style="margin:0 0 12px;font-size:32px;font-weight:bold;letter-spacing:4px;color:#003a70">219&nbsp;087</p>
<p lang="fr" style="margin:0 0 12px;font-size:14px">Il expire dans 10 minutes. Saisissez-le pour continuer la connexion aux visualiseurs provinciaux.</p>
<p style="font-size:12px;color:#505a64">Never share this code. Ne communiquez jamais ce code.</p>`,
    ),
  },
];

// ---------------------------------------------------------------- RendezMed booking

const RM_FOOT = `<tr><td style="padding:18px 28px;font-size:11px;color:#8a8f98;text-align:center;line-height:17px">
RendezMed Technologies Inc. · 500-1010 rue Sherbrooke O., Montréal QC H3A 2R7<br>
<a href="https://apps.apple.com/ca/app/rendezmed/id1588204417"><img src="https://static.rendezmed.ca/mail/app-store-badge.png" alt="Download on the App Store" height="32"></a>
<a href="https://play.google.com/store/apps/details?id=ca.rendezmed.patient"><img src="https://static.rendezmed.ca/mail/google-play-badge.png" alt="Get it on Google Play" height="32"></a><br>
<a href="https://rendezmed.ca/privacy" style="color:#8a8f98">Privacy</a> · <a href="https://rendezmed.ca/help" style="color:#8a8f98">Help</a></td></tr>`;

function rmPage(lang: string, inner: string): string {
  return `<!DOCTYPE html><html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"></head>
<body style="margin:0;background:#f0f4f8;font-family:Arial,Helvetica,sans-serif">
<table role="presentation" width="100%" cellspacing="0" cellpadding="0"><tr><td align="center" style="padding:24px 10px">
<table role="presentation" width="560" cellspacing="0" cellpadding="0" style="background:#fff;border-radius:10px">
<tr><td style="padding:20px 28px 10px"><img src="https://static.rendezmed.ca/mail/logo-rendezmed.png" alt="RendezMed" width="120" height="28"></td></tr>
${inner}
${RM_FOOT}
</table></td></tr></table></body></html>`;
}

const rendezmed: Mail[] = [
  {
    family: "rendezmed",
    group: "regional",
    lang: "en",
    kind: "new-booking",
    code: null,
    link: null,
    from: "RendezMed for Clinics <clinics@rendezmed.ca>",
    to: ACCUEIL,
    subject: "New online booking: Thu Sep 10, 9:40 – Dr J. Okafor",
    date: d(9, 8, "21:17"),
    enc: "qp",
    text: `New online booking

Provider: Dr J. Okafor
Date: Thursday, September 10, 2026, 9:40 a.m. (15 min)
Reason selected by patient: Prescription renewal
Patient: initials R.G., chart #20417
Booked via: Riverside Family Medicine booking page (web)

The appointment has been added to your Oxalis schedule. Patients can change or cancel up to 24 hours before.

Open today's bookings: https://clinic.rendezmed.ca/riverside/bookings
Notification settings: https://clinic.rendezmed.ca/riverside/settings/notifications

RendezMed Technologies Inc.
`,
    html: rmPage(
      "en",
      `<tr><td style="padding:8px 28px 20px;font-size:15px;color:#1c2533;line-height:22px">
<h2 style="margin:0 0 12px;font-size:19px">New online booking</h2>
<table cellpadding="5" cellspacing="0" style="font-size:14px;width:100%;background:#f7f9fb;border-radius:6px">
<tr><td style="color:#6a7383;width:40%">Provider</td><td>Dr J. Okafor</td></tr>
<tr><td style="color:#6a7383">Date</td><td>Thursday, September 10, 2026, 9:40 a.m. (15 min)</td></tr>
<tr><td style="color:#6a7383">Reason</td><td>Prescription renewal</td></tr>
<tr><td style="color:#6a7383">Patient</td><td>R.G., chart #20417</td></tr>
<tr><td style="color:#6a7383">Booked via</td><td>Booking page (web)</td></tr>
</table>
<p>The appointment has been added to your Oxalis schedule. Patients can change or cancel up to 24 hours before.</p>
<p><a href="https://clinic.rendezmed.ca/riverside/bookings" style="color:#1668e3">Open today's bookings</a> · <a href="https://clinic.rendezmed.ca/riverside/settings/notifications" style="color:#1668e3">Notification settings</a></p>
</td></tr>`,
    ),
  },
  {
    family: "rendezmed",
    group: "regional",
    lang: "pa",
    kind: "appointment-reminder",
    code: null,
    link: null,
    from: "Riverside Family Medicine via RendezMed <reminders@rendezmed.ca>",
    to: ACCUEIL,
    subject: "ਯਾਦ-ਦਹਾਨੀ: ਕੱਲ੍ਹ ਡਾ. ਸੰਧੂ ਨਾਲ ਤੁਹਾਡੀ ਮੁਲਾਕਾਤ",
    date: d(9, 21, "17:00"),
    enc: "b64",
    text: `ਸਤਿ ਸ੍ਰੀ ਅਕਾਲ,

ਇਹ ਯਾਦ-ਦਹਾਨੀ ਹੈ ਕਿ ਤੁਹਾਡੀ ਮੁਲਾਕਾਤ ਕੱਲ੍ਹ ਹੈ:

ਡਾਕਟਰ: ਡਾ. ਏ. ਸੰਧੂ
ਮਿਤੀ: ਮੰਗਲਵਾਰ, 22 ਸਤੰਬਰ 2026
ਸਮਾਂ: ਸਵੇਰੇ 10:20
ਥਾਂ: Riverside Family Medicine, 2211 Montreal Rd, Suite 104, Ottawa ON K1J 8M8

ਕਿਰਪਾ ਕਰਕੇ 10 ਮਿੰਟ ਪਹਿਲਾਂ ਪਹੁੰਚੋ ਅਤੇ ਆਪਣਾ ਸਿਹਤ ਕਾਰਡ ਨਾਲ ਲਿਆਓ। ਜੇ ਤੁਹਾਨੂੰ ਦੁਭਾਸ਼ੀਏ ਦੀ ਲੋੜ ਹੈ, ਤਾਂ ਕਲੀਨਿਕ ਨੂੰ 613-555-0120 'ਤੇ ਫ਼ੋਨ ਕਰੋ।

ਮੁਲਾਕਾਤ ਬਦਲਣੀ ਜਾਂ ਰੱਦ ਕਰਨੀ ਹੈ? ਘੱਟੋ-ਘੱਟ 24 ਘੰਟੇ ਪਹਿਲਾਂ ਇੱਥੇ ਕਰੋ:
https://rendezmed.ca/a/manage/R8Kq2mZ

Riverside Family Medicine
`,
    html: rmPage(
      "pa",
      `<tr><td style="padding:8px 28px 20px;font-size:16px;color:#1c2533;line-height:26px">
<p>ਸਤਿ ਸ੍ਰੀ ਅਕਾਲ,</p>
<p>ਇਹ ਯਾਦ-ਦਹਾਨੀ ਹੈ ਕਿ ਤੁਹਾਡੀ ਮੁਲਾਕਾਤ <b>ਕੱਲ੍ਹ</b> ਹੈ:</p>
<table cellpadding="5" cellspacing="0" style="font-size:15px;width:100%;background:#f7f9fb;border-radius:6px">
<tr><td style="color:#6a7383">ਡਾਕਟਰ</td><td>ਡਾ. ਏ. ਸੰਧੂ</td></tr>
<tr><td style="color:#6a7383">ਮਿਤੀ</td><td>ਮੰਗਲਵਾਰ, 22 ਸਤੰਬਰ 2026</td></tr>
<tr><td style="color:#6a7383">ਸਮਾਂ</td><td>ਸਵੇਰੇ 10:20</td></tr>
<tr><td style="color:#6a7383">ਥਾਂ</td><td>Riverside Family Medicine, 2211 Montreal Rd, Suite 104, Ottawa ON K1J 8M8</td></tr>
</table>
<p>ਕਿਰਪਾ ਕਰਕੇ 10 ਮਿੰਟ ਪਹਿਲਾਂ ਪਹੁੰਚੋ ਅਤੇ ਆਪਣਾ ਸਿਹਤ ਕਾਰਡ ਨਾਲ ਲਿਆਓ। ਜੇ ਤੁਹਾਨੂੰ ਦੁਭਾਸ਼ੀਏ ਦੀ ਲੋੜ ਹੈ, ਤਾਂ ਕਲੀਨਿਕ ਨੂੰ 613-555-0120 'ਤੇ ਫ਼ੋਨ ਕਰੋ।</p>
<p style="text-align:center"><a href="https://rendezmed.ca/a/manage/R8Kq2mZ" style="display:inline-block;border:1px solid #1668e3;color:#1668e3;padding:9px 20px;border-radius:20px;text-decoration:none">ਮੁਲਾਕਾਤ ਬਦਲੋ ਜਾਂ ਰੱਦ ਕਰੋ</a></p>
</td></tr>`,
    ),
  },
  {
    family: "rendezmed",
    group: "regional",
    lang: "tl",
    kind: "verify-link",
    code: null,
    link: "https://rendezmed.ca/patient/verify-email?token=hN3vQ8bXz1KeL7wR&lang=tl",
    from: "RendezMed <no-reply@rendezmed.ca>",
    to: ACCUEIL,
    subject: "Kumpirmahin ang iyong email para sa RendezMed",
    date: d(10, 1, "18:33"),
    enc: "qp",
    text: `Kumusta!

Salamat sa paggawa ng RendezMed account para makapag-book sa Riverside Family Medicine.

Para matapos ang pagrehistro, pakikumpirma ang iyong email address sa link na ito:
https://rendezmed.ca/patient/verify-email?token=hN3vQ8bXz1KeL7wR&lang=tl

Mag-e-expire ang link sa loob ng 48 oras. Pagkatapos nito, maaari ka nang pumili ng oras ng appointment online.

Kung hindi ikaw ang gumawa ng account na ito, huwag pansinin ang email na ito.

Ang RendezMed Team
RendezMed Technologies Inc., Montréal QC
`,
    html: rmPage(
      "tl",
      `<tr><td style="padding:8px 28px 20px;font-size:15px;color:#1c2533;line-height:23px">
<p>Kumusta!</p>
<p>Salamat sa paggawa ng RendezMed account para makapag-book sa <b>Riverside Family Medicine</b>.</p>
<p>Para matapos ang pagrehistro, pakikumpirma ang iyong email address:</p>
<p style="text-align:center;padding:8px 0"><a href="https://rendezmed.ca/patient/verify-email?token=hN3vQ8bXz1KeL7wR&amp;lang=tl" style="display:inline-block;background:#1668e3;color:#fff;padding:12px 26px;border-radius:22px;text-decoration:none;font-weight:bold">Kumpirmahin ang email</a></p>
<p style="font-size:13px;color:#6a7383">Mag-e-expire ang link sa loob ng 48 oras. Pagkatapos nito, maaari ka nang pumili ng oras ng appointment online.</p>
<p style="font-size:13px;color:#6a7383">Kung hindi ikaw ang gumawa ng account na ito, huwag pansinin ang email na ito.</p>
</td></tr>`,
    ),
  },
  {
    family: "rendezmed",
    group: "regional",
    lang: "fr",
    kind: "weekly-report",
    code: null,
    link: null,
    from: "RendezMed pour les cliniques <cliniques@rendezmed.ca>",
    to: MANON,
    subject: "Votre semaine en chiffres : 5 au 11 octobre",
    date: d(10, 12, "06:00"),
    enc: "8bit",
    text: `Rapport hebdomadaire — Clinique de médecine familiale Riverside
Semaine du 5 au 11 octobre 2026

Rendez-vous réservés en ligne : 163 (+12 % par rapport à la semaine précédente)
Annulations par les patients : 21
Absences sans préavis : 7 (4,3 %)
Rappels envoyés (courriel + texto) : 402
Taux de remplissage des plages ouvertes : 91 %

Médecin le plus réservé : Dre C. Bélanger (58 rendez-vous)
Créneau le plus demandé : lundi 8 h 00 – 9 h 00

Consultez le tableau de bord complet : https://clinic.rendezmed.ca/riverside/rapports/2026-41

Vous recevez ce rapport parce que vous êtes administratrice du compte. Se désabonner des rapports : https://clinic.rendezmed.ca/riverside/settings/notifications
`,
    html: null,
  },
];

// ---------------------------------------------------------------- Murmure Santé (secure patient messaging)

const MS_FOOT = `<tr><td style="padding:16px 26px;background:#f2f7f6;font-size:11px;color:#7b8a87;line-height:16px">
Murmure Santé · 88 Queen St, Suite 300, Ottawa ON K1P 5E7 · <a href="https://murmuresante.ca/privacy" style="color:#7b8a87">Privacy</a> · <a href="https://murmuresante.ca/help" style="color:#7b8a87">Help</a><br>
Messages are encrypted end to end. Murmure Santé staff can't read them.</td></tr>`;

function msPage(lang: string, inner: string): string {
  return `<!DOCTYPE html><html lang="${lang}"><head><meta charset="utf-8"></head>
<body style="margin:0;background:#e6efed;font-family:Arial,sans-serif">
<center><table role="presentation" width="540" cellpadding="0" cellspacing="0" style="background:#fff;margin:22px auto">
<tr><td style="padding:18px 26px;border-bottom:1px solid #e0ebe8"><img src="https://murmuresante.ca/assets/email/murmure-wordmark.png" alt="Murmure Santé" width="138" height="26"></td></tr>
${inner}
${MS_FOOT}
</table></center></body></html>`;
}

const murmure: Mail[] = [
  {
    family: "murmure-sante",
    group: "regional",
    lang: "zh",
    kind: "verify-code-link",
    code: "684203",
    link: "https://app.murmuresante.ca/verify?e=c2VjdXJl&k=84f1d02b9a&lang=zh-Hans",
    from: "Murmure Santé <verify@murmuresante.ca>",
    to: ACCUEIL,
    subject: "验证您的电子邮件地址 – Riverside Family Medicine 安全消息",
    date: d(9, 11, "20:06"),
    enc: "b64",
    text: `您好，

Riverside Family Medicine 邀请您使用 Murmure Santé 与诊所安全地收发消息。

请点击以下链接验证您的电子邮件地址：
https://app.murmuresante.ca/verify?e=c2VjdXJl&k=84f1d02b9a&lang=zh-Hans

如果您正在手机应用中注册，也可以直接输入验证码：684203

链接和验证码将在 30 分钟后失效。

如果这不是您本人的操作，请忽略此邮件。诊所电话：613-555-0120

Murmure Santé
`,
    html: msPage(
      "zh-Hans",
      `<tr><td style="padding:24px 26px;font-size:15px;color:#203330;line-height:25px">
<p>您好，</p>
<p><b>Riverside Family Medicine</b> 邀请您使用 Murmure Santé 与诊所安全地收发消息。请验证您的电子邮件地址：</p>
<p style="text-align:center;margin:22px 0"><a href="https://app.murmuresante.ca/verify?e=c2VjdXJl&amp;k=84f1d02b9a&amp;lang=zh-Hans" style="background:#147a6a;color:#fff;padding:12px 30px;border-radius:4px;text-decoration:none;font-weight:bold">验证电子邮件</a></p>
<p style="text-align:center;margin:0 0 4px;font-size:13px;color:#5f716d">如果您正在手机应用中注册，也可以输入验证码：</p>
<p style="text-align:center;margin:0 0 18px;font-size:28px;letter-spacing:6px;font-weight:bold;color:#203330">684203</p>
<p style="font-size:13px;color:#5f716d">链接和验证码将在 30 分钟后失效。如果这不是您本人的操作，请忽略此邮件。诊所电话：613-555-0120</p>
</td></tr>`,
    ),
  },
  {
    family: "murmure-sante",
    group: "regional",
    lang: "en",
    kind: "unread-digest",
    code: null,
    link: null,
    from: "Murmure Santé <notifications@murmuresante.ca>",
    to: ACCUEIL,
    subject: "4 patient messages waiting in the Riverside clinic inbox",
    date: d(9, 28, "12:00"),
    enc: "qp",
    text: `Clinic inbox summary — Riverside Family Medicine
Monday, September 28, 2026, 12:00 p.m.

Unread patient messages: 4
Oldest unread: Friday, Sept 25, 4:52 p.m. (over 2 business days)
Assigned to reception: 3 · Assigned to Dr Sandhu: 1

Your clinic's auto-reply promises an answer within 2 business days. Message contents are never included in email notifications.

Open the clinic inbox: https://app.murmuresante.ca/clinic/riverside/inbox
Change how often you get this summary: https://app.murmuresante.ca/clinic/riverside/settings/digest

Murmure Santé · 88 Queen St, Suite 300, Ottawa ON K1P 5E7
`,
    html: msPage(
      "en",
      `<tr><td style="padding:24px 26px;font-size:15px;color:#203330;line-height:22px">
<p style="margin:0 0 4px;font-size:12px;color:#7b8a87;text-transform:uppercase;letter-spacing:1px">Clinic inbox summary</p>
<h2 style="margin:0 0 14px;font-size:20px">4 unread patient messages</h2>
<table cellpadding="6" cellspacing="0" style="font-size:14px;width:100%;border:1px solid #e0ebe8">
<tr><td style="color:#5f716d">Oldest unread</td><td style="color:#b3541e"><b>Fri, Sept 25, 4:52 p.m.</b> (over 2 business days)</td></tr>
<tr><td style="color:#5f716d">Reception</td><td>3</td></tr>
<tr><td style="color:#5f716d">Dr Sandhu</td><td>1</td></tr>
</table>
<p>Your clinic's auto-reply promises an answer within 2 business days. Message contents are never included in email notifications.</p>
<p><a href="https://app.murmuresante.ca/clinic/riverside/inbox" style="color:#147a6a;font-weight:bold">Open the clinic inbox</a></p>
<p style="font-size:12px;color:#7b8a87"><a href="https://app.murmuresante.ca/clinic/riverside/settings/digest" style="color:#7b8a87">Change how often you get this summary</a></p>
</td></tr>`,
    ),
  },
  {
    family: "murmure-sante",
    group: "regional",
    lang: "pa",
    kind: "login-code",
    code: "3917",
    link: null,
    from: "Murmure Santé <verify@murmuresante.ca>",
    to: ACCUEIL,
    subject: "ਤੁਹਾਡਾ Murmure Santé ਲੌਗਇਨ ਕੋਡ",
    date: d(10, 16, "07:48"),
    enc: "8bit",
    text: `ਸਤਿ ਸ੍ਰੀ ਅਕਾਲ,

Riverside Family Medicine ਦੇ ਸੁਰੱਖਿਅਤ ਸੁਨੇਹੇ ਖੋਲ੍ਹਣ ਲਈ ਆਪਣਾ ਕੋਡ ਐਪ ਵਿੱਚ ਦਰਜ ਕਰੋ:

3917

ਇਹ ਕੋਡ 10 ਮਿੰਟਾਂ ਲਈ ਵੈਧ ਹੈ। ਕਿਸੇ ਨਾਲ ਵੀ ਇਹ ਕੋਡ ਸਾਂਝਾ ਨਾ ਕਰੋ — ਕਲੀਨਿਕ ਦਾ ਸਟਾਫ਼ ਕਦੇ ਵੀ ਇਹ ਕੋਡ ਨਹੀਂ ਮੰਗੇਗਾ।

ਜੇ ਤੁਸੀਂ ਲੌਗਇਨ ਕਰਨ ਦੀ ਕੋਸ਼ਿਸ਼ ਨਹੀਂ ਕੀਤੀ, ਤਾਂ ਇਸ ਈਮੇਲ ਨੂੰ ਅਣਡਿੱਠ ਕਰੋ।

Murmure Santé
`,
    html: msPage(
      "pa",
      `<tr><td style="padding:24px 26px;font-size:16px;color:#203330;line-height:26px">
<p>ਸਤਿ ਸ੍ਰੀ ਅਕਾਲ,</p>
<p>Riverside Family Medicine ਦੇ ਸੁਰੱਖਿਅਤ ਸੁਨੇਹੇ ਖੋਲ੍ਹਣ ਲਈ ਆਪਣਾ ਕੋਡ ਐਪ ਵਿੱਚ ਦਰਜ ਕਰੋ:</p>
<table role="presentation" cellpadding="0" cellspacing="8" align="center"><tr>
<td style="width:44px;height:54px;background:#f2f7f6;border-radius:6px;text-align:center;font-size:28px;font-weight:bold">3</td>
<td style="width:44px;height:54px;background:#f2f7f6;border-radius:6px;text-align:center;font-size:28px;font-weight:bold">9</td>
<td style="width:44px;height:54px;background:#f2f7f6;border-radius:6px;text-align:center;font-size:28px;font-weight:bold">1</td>
<td style="width:44px;height:54px;background:#f2f7f6;border-radius:6px;text-align:center;font-size:28px;font-weight:bold">7</td>
</tr></table>
<p style="font-size:14px;color:#5f716d">ਇਹ ਕੋਡ 10 ਮਿੰਟਾਂ ਲਈ ਵੈਧ ਹੈ। ਕਿਸੇ ਨਾਲ ਵੀ ਇਹ ਕੋਡ ਸਾਂਝਾ ਨਾ ਕਰੋ — ਕਲੀਨਿਕ ਦਾ ਸਟਾਫ਼ ਕਦੇ ਵੀ ਇਹ ਕੋਡ ਨਹੀਂ ਮੰਗੇਗਾ।</p>
<p style="font-size:14px;color:#5f716d">ਜੇ ਤੁਸੀਂ ਲੌਗਇਨ ਕਰਨ ਦੀ ਕੋਸ਼ਿਸ਼ ਨਹੀਂ ਕੀਤੀ, ਤਾਂ ਇਸ ਈਮੇਲ ਨੂੰ ਅਣਡਿੱਠ ਕਰੋ।</p>
</td></tr>`,
    ),
  },
];

// ---------------------------------------------------------------- FaxAurore (fax to mail)

const fax: Mail[] = [
  {
    family: "faxaurore",
    group: "regional",
    lang: "en",
    kind: "fax-received",
    code: null,
    link: null,
    from: "FaxAurore <fax@faxaurore.com>",
    to: ACCUEIL,
    subject: "Fax from 613-555-0187 (3 pages)",
    date: d(9, 3, "10:34"),
    attachment: ["fax_20260903_103411_6135550187.pdf", "application/pdf", pdf("Inbound fax 3 pages")],
    text: `You have received a fax.

To: 613-555-0121 (Riverside Family Medicine - Main)
From: 613-555-0187
Sender ID: OTTAWA GEN CARDIO
Received: 2026-09-03 10:34:11 EDT
Pages: 3
Resolution: Fine (200 x 200 dpi)
Duration: 1 min 12 s

The fax is attached as a PDF.

Manage your fax numbers and email routing at https://my.faxaurore.com
FaxAurore Communications Inc. | Support 1-855-555-0166 | support@faxaurore.com
`,
    html: null,
  },
  {
    family: "faxaurore",
    group: "regional",
    lang: "fr",
    kind: "fax-received",
    code: null,
    link: null,
    from: "FaxAurore <fax@faxaurore.com>",
    to: ACCUEIL,
    subject: "Télécopie reçue de 819-555-0132 (1 page)",
    date: d(9, 30, "16:58"),
    enc: "qp",
    attachment: ["telecopie_20260930_165802_8195550132.pdf", "application/pdf", pdf("Telecopie entrante 1 page")],
    text: `Vous avez reçu une télécopie.

Destinataire : 613-555-0121 (Clinique Riverside — ligne principale)
Expéditeur : 819-555-0132
Identifiant de l'expéditeur : CLSC HULL ACCUEIL
Reçue le : 2026-09-30 à 16 h 58
Pages : 1

La télécopie est jointe en format PDF.

Gérer vos numéros et l'acheminement par courriel : https://my.faxaurore.com/fr
FaxAurore Communications inc. | Soutien 1 855 555-0166
`,
    html: `<html><body style="font-family:Tahoma,Arial,sans-serif;font-size:13px;color:#333">
<table cellpadding="0" cellspacing="0" width="520" style="border:1px solid #e2d9c8">
<tr><td style="background:#f29f05;padding:10px 16px;color:#fff;font-size:16px;font-weight:bold">FaxAurore</td></tr>
<tr><td style="padding:16px">
<p style="margin:0 0 12px;font-size:15px">Vous avez reçu une télécopie.</p>
<table cellpadding="3" cellspacing="0" style="font-size:13px">
<tr><td style="color:#888">Destinataire</td><td>613-555-0121 (Clinique Riverside — ligne principale)</td></tr>
<tr><td style="color:#888">Expéditeur</td><td>819-555-0132</td></tr>
<tr><td style="color:#888">Identifiant</td><td>CLSC HULL ACCUEIL</td></tr>
<tr><td style="color:#888">Reçue le</td><td>2026-09-30 à 16 h 58</td></tr>
<tr><td style="color:#888">Pages</td><td>1</td></tr>
</table>
<p style="margin:12px 0 0">La télécopie est jointe en format PDF.</p>
</td></tr>
<tr><td style="padding:10px 16px;font-size:11px;color:#999;border-top:1px solid #eee"><a href="https://my.faxaurore.com/fr" style="color:#999">Gérer vos numéros</a> · FaxAurore Communications inc. · Soutien 1 855 555-0166</td></tr>
</table></body></html>`,
  },
  {
    family: "faxaurore",
    group: "regional",
    lang: "en",
    kind: "invoice",
    code: null,
    link: null,
    from: "FaxAurore Billing <billing@faxaurore.com>",
    to: MANON,
    subject: "Your FaxAurore invoice INV-2026-10-33871 is paid",
    date: d(10, 1, "03:12", "+0000"),
    enc: "b64",
    text: `Thanks — we've charged your Visa ending 4410.

Invoice: INV-2026-10-33871
Account: FA-77120 (Riverside Family Medicine)
Billing period: October 1 – October 31, 2026

Business Plus plan (3 numbers) ...... $39.00
Pages received in September (2,318 of 2,500 included) ... $0.00
Pages sent overage (112 × $0.05) .... $5.60
HST (13%) ........................... $5.80
Total ............................... $50.40

Download the PDF invoice in your dashboard: https://my.faxaurore.com/billing/invoices

FaxAurore Communications Inc., 45 O'Connor St, 11th floor, Ottawa ON K1P 1A4
HST/GST 81244 5560 RT0001
`,
    html: `<html><body style="margin:0;background:#faf6ef;font-family:Arial,sans-serif;color:#333">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:20px">
<table width="560" cellpadding="0" cellspacing="0" style="background:#fff">
<tr><td style="background:#f29f05;padding:14px 22px;color:#fff;font-size:18px;font-weight:bold">FaxAurore</td></tr>
<tr><td style="padding:22px;font-size:14px;line-height:21px">
<p style="margin:0 0 14px">Thanks — we've charged your Visa ending 4410.</p>
<table cellpadding="5" cellspacing="0" width="100%" style="font-size:13px;border-collapse:collapse">
<tr><td colspan="2" style="color:#888">Invoice INV-2026-10-33871 · Account FA-77120 · October 1 – October 31, 2026</td></tr>
<tr><td style="border-top:1px solid #eee">Business Plus plan (3 numbers)</td><td align="right" style="border-top:1px solid #eee">$39.00</td></tr>
<tr><td style="border-top:1px solid #eee">Pages received in September (2,318 of 2,500 included)</td><td align="right" style="border-top:1px solid #eee">$0.00</td></tr>
<tr><td style="border-top:1px solid #eee">Pages sent overage (112 × $0.05)</td><td align="right" style="border-top:1px solid #eee">$5.60</td></tr>
<tr><td style="border-top:1px solid #eee">HST (13%)</td><td align="right" style="border-top:1px solid #eee">$5.80</td></tr>
<tr><td style="border-top:2px solid #333"><b>Total</b></td><td align="right" style="border-top:2px solid #333"><b>$50.40</b></td></tr>
</table>
<p style="margin:16px 0 0"><a href="https://my.faxaurore.com/billing/invoices" style="color:#c47f00">Download the PDF invoice</a></p>
</td></tr>
<tr><td style="padding:12px 22px;font-size:11px;color:#999">FaxAurore Communications Inc., 45 O'Connor St, 11th floor, Ottawa ON K1P 1A4 · HST/GST 81244 5560 RT0001</td></tr>
</table></td></tr></table></body></html>`,
  },
];

// ---------------------------------------------------------------- Cliniquip (medical supplies)

const cliniquip: Mail[] = [
  {
    family: "cliniquip",
    group: "regional",
    lang: "en",
    kind: "order-confirmation",
    code: null,
    link: null,
    from: "Cliniquip <orders@cliniquip.ca>",
    to: MANON,
    subject: "Order CQ-448120 confirmed – thank you!",
    date: d(9, 9, "11:22"),
    enc: "qp",
    text: `Thank you for your order, Manon.

Order number: CQ-448120
PO: RFM-2026-091
Ordered: September 9, 2026

Qty  Item                                              Price
 10  Nitrile exam gloves, size M, box of 200          $18.95   $189.50
  6  Exam table paper, 21" x 225', smooth             $14.20    $85.20
  2  Sharps container, 5.4 L, red                     $11.75    $23.50
  1  Digital thermometer probe covers, pack of 1,000  $46.00    $46.00
  4  Alcohol prep pads, box of 200                     $4.35    $17.40

Subtotal $361.60 · Shipping FREE (orders over $250) · HST $47.01
Total $408.61 — billed to account 60-11873 (net 30)

Ship to: Riverside Family Medicine, 2211 Montreal Rd, Suite 104, Ottawa ON K1J 8M8
Estimated delivery: September 11–14

We'll email tracking details when your order ships.

Questions? 1-800-555-0152 or orders@cliniquip.ca
Cliniquip Medical Supply Ltd., 6 Bentley Ave, Nepean ON K2E 6T7
`,
    html:
      `<!DOCTYPE html><html><head><meta charset="utf-8"></head><body style="margin:0;background:#eef1f4;font-family:Arial,sans-serif;color:#263238">
<div style="display:none;max-height:0;overflow:hidden">Estimated delivery September 11–14</div>
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:20px 8px">
<table width="600" cellpadding="0" cellspacing="0" style="background:#fff">
<tr><td style="padding:16px 24px;background:#0b5563"><a href="https://www.cliniquip.ca/?utm_source=txn&amp;utm_medium=email"><img src="https://www.cliniquip.ca/media/email/cliniquip-logo-white.png" alt="Cliniquip" width="140" height="32" style="border:0"></a></td></tr>
<tr><td style="padding:22px 24px 8px;font-size:15px;line-height:22px">
<h1 style="margin:0 0 8px;font-size:22px">Thank you for your order, Manon.</h1>
<p style="margin:0;color:#607d8b">Order <b>CQ-448120</b> · PO RFM-2026-091 · September 9, 2026</p>
</td></tr>
<tr><td style="padding:10px 24px">
<table width="100%" cellpadding="6" cellspacing="0" style="font-size:13px;border-collapse:collapse">
<tr style="background:#eceff1"><th align="left">Item</th><th>Qty</th><th align="right">Price</th><th align="right">Total</th></tr>
<tr><td style="border-bottom:1px solid #eceff1">Nitrile exam gloves, size M, box of 200</td><td align="center" style="border-bottom:1px solid #eceff1">10</td><td align="right" style="border-bottom:1px solid #eceff1">$18.95</td><td align="right" style="border-bottom:1px solid #eceff1">$189.50</td></tr>
<tr><td style="border-bottom:1px solid #eceff1">Exam table paper, 21" x 225', smooth</td><td align="center" style="border-bottom:1px solid #eceff1">6</td><td align="right" style="border-bottom:1px solid #eceff1">$14.20</td><td align="right" style="border-bottom:1px solid #eceff1">$85.20</td></tr>
<tr><td style="border-bottom:1px solid #eceff1">Sharps container, 5.4 L, red</td><td align="center" style="border-bottom:1px solid #eceff1">2</td><td align="right" style="border-bottom:1px solid #eceff1">$11.75</td><td align="right" style="border-bottom:1px solid #eceff1">$23.50</td></tr>
<tr><td style="border-bottom:1px solid #eceff1">Digital thermometer probe covers, pack of 1,000</td><td align="center" style="border-bottom:1px solid #eceff1">1</td><td align="right" style="border-bottom:1px solid #eceff1">$46.00</td><td align="right" style="border-bottom:1px solid #eceff1">$46.00</td></tr>
<tr><td style="border-bottom:1px solid #eceff1">Alcohol prep pads, box of 200</td><td align="center" style="border-bottom:1px solid #eceff1">4</td><td align="right" style="border-bottom:1px solid #eceff1">$4.35</td><td align="right" style="border-bottom:1px solid #eceff1">$17.40</td></tr>
<tr><td colspan="3" align="right">Subtotal</td><td align="right">$361.60</td></tr>
<tr><td colspan="3" align="right">Shipping (orders over $250)</td><td align="right">FREE</td></tr>
<tr><td colspan="3" align="right">HST</td><td align="right">$47.01</td></tr>
<tr><td colspan="3" align="right"><b>Total (account 60-11873, net 30)</b></td><td align="right"><b>$408.61</b></td></tr>
</table></td></tr>
<tr><td style="padding:8px 24px 20px;font-size:14px;line-height:21px">
<p><b>Ship to:</b> Riverside Family Medicine, 2211 Montreal Rd, Suite 104, Ottawa ON K1J 8M8<br><b>Estimated delivery:</b> September 11–14</p>
<p>We'll email tracking details when your order ships. <a href="https://www.cliniquip.ca/account/orders/CQ-448120?utm_source=txn&amp;utm_medium=email" style="color:#0b5563">View order</a></p>
</td></tr>
<tr><td style="padding:14px 24px;background:#263238;color:#b0bec5;font-size:11px;line-height:17px">Questions? 1-800-555-0152 · orders@cliniquip.ca<br>Cliniquip Medical Supply Ltd., 6 Bentley Ave, Nepean ON K2E 6T7 · <a href="https://www.cliniquip.ca/privacy" style="color:#b0bec5">Privacy</a> · <a href="https://www.cliniquip.ca/terms" style="color:#b0bec5">Terms of sale</a></td></tr>
</table></td></tr></table></body></html>`,
  },
  {
    family: "cliniquip",
    group: "regional",
    lang: "fr",
    kind: "order-shipped",
    code: null,
    link: null,
    from: "Cliniquip <commandes@cliniquip.ca>",
    to: MANON,
    subject: "Votre commande CQ-448120 est en route",
    date: d(9, 10, "15:07"),
    enc: "8bit",
    text: `Bonne nouvelle ! Votre commande CQ-448120 a quitté notre entrepôt de Nepean.

Transporteur : Purolink Express
Numéro de suivi : 3290 4471 8853
Colis : 2 (poids total 14,6 kg)
Livraison prévue : vendredi 11 septembre, avant 17 h

Suivre le colis : https://www.cliniquip.ca/fr/suivi?commande=CQ-448120

Une signature n'est pas requise ; le livreur laissera les boîtes à la réception (bureau 104).

Cliniquip Fournitures médicales ltée — 1 800 555-0152
`,
    html:
      `<!DOCTYPE html><html lang="fr"><head><meta charset="utf-8"></head><body style="margin:0;background:#eef1f4;font-family:Arial,sans-serif;color:#263238">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:20px 8px">
<table width="600" cellpadding="0" cellspacing="0" style="background:#fff">
<tr><td style="padding:16px 24px;background:#0b5563"><img src="https://www.cliniquip.ca/media/email/cliniquip-logo-white.png" alt="Cliniquip" width="140" height="32"></td></tr>
<tr><td style="padding:22px 24px;font-size:15px;line-height:22px">
<h1 style="margin:0 0 10px;font-size:21px">Votre commande est en route 🚚</h1>
<p>Votre commande <b>CQ-448120</b> a quitté notre entrepôt de Nepean.</p>
<table cellpadding="5" cellspacing="0" style="font-size:14px">
<tr><td style="color:#607d8b">Transporteur</td><td>Purolink Express</td></tr>
<tr><td style="color:#607d8b">Numéro de suivi</td><td>3290 4471 8853</td></tr>
<tr><td style="color:#607d8b">Colis</td><td>2 (poids total 14,6 kg)</td></tr>
<tr><td style="color:#607d8b">Livraison prévue</td><td>vendredi 11 septembre, avant 17 h</td></tr>
</table>
<p><a href="https://www.cliniquip.ca/fr/suivi?commande=CQ-448120" style="display:inline-block;background:#0b5563;color:#fff;padding:10px 22px;text-decoration:none;border-radius:3px">Suivre le colis</a></p>
<p style="font-size:13px;color:#607d8b">Une signature n'est pas requise ; le livreur laissera les boîtes à la réception (bureau 104).</p>
</td></tr>
<tr><td style="padding:14px 24px;background:#263238;color:#b0bec5;font-size:11px">Cliniquip Fournitures médicales ltée · 6, av. Bentley, Nepean ON K2E 6T7 · 1 800 555-0152</td></tr>
</table></td></tr></table></body></html>`,
  },
  {
    family: "cliniquip",
    group: "regional",
    lang: "en",
    kind: "invite-link",
    code: null,
    link: "https://www.cliniquip.ca/business/invitations/accept?inv=9d41c7e0-22b8-4f5a-a6e3-71b0f3c2d915",
    from: "Cliniquip Business <business@cliniquip.ca>",
    to: MANON,
    subject: "Dr Catherine Bélanger invited you to order for Riverside Family Medicine",
    date: d(10, 9, "13:40"),
    enc: "qp",
    text: `Hi Manon,

Dr Catherine Bélanger has added you as a Buyer on the Cliniquip business account for Riverside Family Medicine (account 60-11873).

As a Buyer you can place orders up to $500 (larger orders go to Dr Bélanger for approval), see order history and download invoices.

Accept the invitation and set your password:
https://www.cliniquip.ca/business/invitations/accept?inv=9d41c7e0-22b8-4f5a-a6e3-71b0f3c2d915

This invitation expires on October 23, 2026.

Cliniquip Medical Supply Ltd. · 1-800-555-0152
`,
    html:
      `<!DOCTYPE html><html><head><meta charset="utf-8"></head><body style="margin:0;background:#eef1f4;font-family:Arial,sans-serif;color:#263238">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:20px 8px">
<table width="560" cellpadding="0" cellspacing="0" style="background:#fff">
<tr><td style="padding:16px 24px;background:#0b5563"><img src="https://www.cliniquip.ca/media/email/cliniquip-business-white.png" alt="Cliniquip Business" width="170" height="32"></td></tr>
<tr><td style="padding:22px 24px;font-size:15px;line-height:22px">
<p>Hi Manon,</p>
<p><b>Dr Catherine Bélanger</b> has added you as a <b>Buyer</b> on the Cliniquip business account for Riverside Family Medicine (account 60-11873).</p>
<p>As a Buyer you can place orders up to $500 (larger orders go to Dr Bélanger for approval), see order history and download invoices.</p>
<p style="text-align:center;margin:24px 0"><a href="https://www.cliniquip.ca/business/invitations/accept?inv=9d41c7e0-22b8-4f5a-a6e3-71b0f3c2d915" style="background:#f57c00;color:#fff;padding:12px 28px;text-decoration:none;border-radius:3px;font-weight:bold">Accept invitation</a></p>
<p style="font-size:13px;color:#607d8b">This invitation expires on October 23, 2026.</p>
</td></tr>
<tr><td style="padding:14px 24px;background:#263238;color:#b0bec5;font-size:11px">Cliniquip Medical Supply Ltd. · 6 Bentley Ave, Nepean ON K2E 6T7 · 1-800-555-0152 · <a href="https://www.cliniquip.ca/privacy" style="color:#b0bec5">Privacy</a></td></tr>
</table></td></tr></table></body></html>`,
  },
];

// ---------------------------------------------------------------- Banque Érablière

const BE_FOOT_FR = `<tr><td style="padding:18px 26px;font-size:11px;color:#7d6b5d;line-height:17px;background:#f7f1ea">
Banque Érablière, 1200, rue Sparks, Ottawa (Ontario) K1P 5N6 · 1 800 555-0114<br>
La Banque Érablière ne vous demandera jamais vos mots de passe ou codes par courriel ou par texto.<br>
<a href="https://www.banqueerabliere.ca/fr/securite" style="color:#7d6b5d">Sécurité</a> · <a href="https://www.banqueerabliere.ca/fr/confidentialite" style="color:#7d6b5d">Confidentialité</a> · © 2026 Banque Érablière</td></tr>`;

const banque: Mail[] = [
  {
    family: "banque-erabliere",
    group: "regional",
    lang: "fr",
    kind: "login-code",
    code: "80457213",
    link: null,
    from: "Banque Érablière <securite@alertes.banqueerabliere.ca>",
    to: MANON,
    subject: "Code de sécurité – Services bancaires aux entreprises",
    date: d(9, 7, "09:15"),
    enc: "qp",
    text: `Banque Érablière — Services bancaires aux entreprises en ligne

Bonjour Manon,

Voici votre code de sécurité pour ouvrir une session au nom de CLINIQUE DE MEDECINE FAMILIALE RIVERSIDE INC. (client ••••7731) :

80457213

Ce code est valide pendant 5 minutes. Aucun employé de la Banque ne vous demandera ce code.

Vous n'avez pas essayé de vous connecter ? Appelez-nous sans tarder au 1 800 555-0114 (24 h sur 24).

Banque Érablière, 1200, rue Sparks, Ottawa (Ontario) K1P 5N6
`,
    html:
      `<!DOCTYPE html><html lang="fr"><head><meta charset="utf-8"></head><body style="margin:0;background:#efe7de;font-family:Georgia,'Times New Roman',serif">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:22px 10px">
<table width="560" cellpadding="0" cellspacing="0" style="background:#fff">
<tr><td style="padding:18px 26px;background:#8c2f1b"><img src="https://www.banqueerabliere.ca/courriel/logo-erabliere-blanc.png" alt="Banque Érablière" width="170" height="34"></td></tr>
<tr><td style="padding:24px 26px;font-family:Arial,sans-serif;font-size:15px;color:#2b211b;line-height:22px">
<p style="margin:0 0 4px;font-size:12px;color:#7d6b5d">Services bancaires aux entreprises en ligne</p>
<p>Bonjour Manon,</p>
<p>Voici votre code de sécurité pour ouvrir une session au nom de <b>CLINIQUE DE MEDECINE FAMILIALE RIVERSIDE INC.</b> (client ••••7731) :</p>
<p style="margin:18px 0;text-align:center"><span style="display:inline-block;padding:12px 24px;border:2px dashed #8c2f1b;font-size:26px;font-weight:bold;letter-spacing:5px;font-family:'Courier New',monospace">80457213</span></p>
<p style="font-size:13px">Ce code est valide pendant 5 minutes. Aucun employé de la Banque ne vous demandera ce code.</p>
<p style="font-size:13px">Vous n'avez pas essayé de vous connecter ? Appelez-nous sans tarder au 1 800 555-0114 (24 h sur 24).</p>
</td></tr>
${BE_FOOT_FR}
</table></td></tr></table></body></html>`,
  },
  {
    family: "banque-erabliere",
    group: "regional",
    lang: "en",
    kind: "deposit-notice",
    code: null,
    link: null,
    from: "Erabliere Bank Alerts <alerts@alertes.banqueerabliere.ca>",
    to: MANON,
    subject: "Alert: deposit of $70,186.88 to account ••••0583",
    date: d(9, 15, "06:02"),
    enc: "7bit",
    text: `Account alert

A deposit was made to your business chequing account ending in 0583.

Amount: $70,186.88
From: NORTHBRIDGE CLAIMS SVC
Posted: September 15, 2026
Available balance: $94,512.07

You set up this alert for deposits over $10,000. To change your alerts, sign in to Business Online Banking and go to Profile > Alerts.

Erabliere Bank, 1200 Sparks St, Ottawa ON K1P 5N6. Please don't reply to this automated message.
`,
    html: null,
  },
  {
    family: "banque-erabliere",
    group: "regional",
    lang: "fr",
    kind: "statement-available",
    code: null,
    link: null,
    from: "Banque Érablière <releves@banqueerabliere.ca>",
    to: MANON,
    subject: "Votre relevé de septembre est prêt",
    date: d(10, 3, "04:40"),
    enc: "b64",
    text: `Bonjour,

Le relevé de septembre 2026 de votre compte chèques entreprise ••••0583 est maintenant disponible dans les Services bancaires aux entreprises en ligne, sous Comptes > Relevés électroniques.

Période : du 1er au 30 septembre 2026
Solde de clôture : 88 247,19 $
Frais de service du mois : 42,50 $ (forfait Entreprise Plus)

Les relevés électroniques sont conservés pendant 7 ans. Pour des raisons de sécurité, nous ne joignons jamais de relevé aux courriels.

Banque Érablière · 1 800 555-0114
`,
    html:
      `<!DOCTYPE html><html lang="fr"><head><meta charset="utf-8"></head><body style="margin:0;background:#efe7de;font-family:Arial,sans-serif">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:22px 10px">
<table width="560" cellpadding="0" cellspacing="0" style="background:#fff">
<tr><td style="padding:18px 26px;background:#8c2f1b"><img src="https://www.banqueerabliere.ca/courriel/logo-erabliere-blanc.png" alt="Banque Érablière" width="170" height="34"></td></tr>
<tr><td style="padding:24px 26px;font-size:15px;color:#2b211b;line-height:22px">
<p>Bonjour,</p>
<p>Le relevé de septembre 2026 de votre compte chèques entreprise <b>••••0583</b> est maintenant disponible dans les Services bancaires aux entreprises en ligne, sous <i>Comptes &gt; Relevés électroniques</i>.</p>
<table cellpadding="5" cellspacing="0" style="font-size:14px;background:#f7f1ea;width:100%">
<tr><td>Période</td><td align="right">du 1er au 30 septembre 2026</td></tr>
<tr><td>Solde de clôture</td><td align="right">88 247,19 $</td></tr>
<tr><td>Frais de service du mois</td><td align="right">42,50 $ (forfait Entreprise Plus)</td></tr>
</table>
<p style="font-size:13px">Les relevés électroniques sont conservés pendant 7 ans. Pour des raisons de sécurité, nous ne joignons jamais de relevé aux courriels.</p>
<p><a href="https://entreprises.banqueerabliere.ca/fr/connexion" style="color:#8c2f1b">Ouvrir une session</a></p>
</td></tr>
${BE_FOOT_FR}
</table></td></tr></table></body></html>`,
  },
];

// ---------------------------------------------------------------- PaieHexa (payroll)

const paie: Mail[] = [
  {
    family: "paiehexa",
    group: "regional",
    lang: "fr",
    kind: "payroll-approved",
    code: null,
    link: null,
    from: "PaieHexa <notifications@paiehexa.ca>",
    to: MANON,
    subject: "Paie approuvée – période 19 (31 août au 13 sept.)",
    date: d(9, 14, "15:31"),
    enc: "qp",
    text: `La paie de la période 19 a été approuvée.

Entreprise : Clinique de médecine familiale Riverside inc.
Période : du 31 août au 13 septembre 2026
Date de paie : vendredi 18 septembre 2026
Employés payés : 11
Salaire net total : 27 904,66 $
Retenues à la source et cotisations de l'employeur : 9 862,13 $
Montant total prélevé : 38 124,79 $ (compte ••••0583, le 17 septembre)

Les talons de paie seront publiés dans le portail employé le 18 septembre à 6 h.

Approuvé par : Manon Dufresne, le 14 septembre 2026 à 15 h 29

PaieHexa inc. · 1 844 555-0171 · https://app.paiehexa.ca
`,
    html:
      `<!DOCTYPE html><html lang="fr"><head><meta charset="utf-8"></head><body style="margin:0;background:#f3f0fa;font-family:'Helvetica Neue',Arial,sans-serif;color:#2a2540">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:24px 10px">
<table width="580" cellpadding="0" cellspacing="0" style="background:#fff;border-radius:12px">
<tr><td style="padding:20px 28px"><img src="https://app.paiehexa.ca/static/email/paiehexa-logo.png" alt="PaieHexa" width="118" height="30"></td></tr>
<tr><td style="padding:0 28px 8px"><span style="display:inline-block;background:#e3f6ea;color:#1b7a43;font-size:13px;font-weight:bold;padding:5px 12px;border-radius:14px">✔ Paie approuvée</span></td></tr>
<tr><td style="padding:10px 28px 24px;font-size:14px;line-height:21px">
<h2 style="margin:0 0 12px;font-size:19px">Période 19 · du 31 août au 13 septembre 2026</h2>
<table cellpadding="6" cellspacing="0" width="100%" style="font-size:14px;border-collapse:collapse">
<tr><td style="border-bottom:1px solid #eee;color:#6d6785">Date de paie</td><td align="right" style="border-bottom:1px solid #eee">vendredi 18 septembre 2026</td></tr>
<tr><td style="border-bottom:1px solid #eee;color:#6d6785">Employés payés</td><td align="right" style="border-bottom:1px solid #eee">11</td></tr>
<tr><td style="border-bottom:1px solid #eee;color:#6d6785">Salaire net total</td><td align="right" style="border-bottom:1px solid #eee">27 904,66 $</td></tr>
<tr><td style="border-bottom:1px solid #eee;color:#6d6785">Retenues et cotisations de l'employeur</td><td align="right" style="border-bottom:1px solid #eee">9 862,13 $</td></tr>
<tr><td><b>Montant total prélevé</b></td><td align="right"><b>38 124,79 $</b><br><span style="font-size:12px;color:#6d6785">compte ••••0583, le 17 septembre</span></td></tr>
</table>
<p>Les talons de paie seront publiés dans le portail employé le 18 septembre à 6 h.</p>
<p style="font-size:12px;color:#6d6785">Approuvé par Manon Dufresne, le 14 septembre 2026 à 15 h 29 · <a href="https://app.paiehexa.ca/paies/2026-19" style="color:#5b3fd1">Voir le sommaire</a></p>
</td></tr>
<tr><td style="padding:16px 28px;font-size:11px;color:#8d88a3;border-top:1px solid #eee">PaieHexa inc. · 400-75 rue Queen, Montréal QC H3C 2N6 · 1 844 555-0171 · <a href="https://paiehexa.ca/fr/confidentialite" style="color:#8d88a3">Confidentialité</a></td></tr>
</table></td></tr></table></body></html>`,
  },
  {
    family: "paiehexa",
    group: "regional",
    lang: "en",
    kind: "invite-link",
    code: null,
    link:
      "https://app.paiehexa.ca/invitations/8GmP3xQw7ZtK?utm_source=transactional&utm_medium=email&utm_campaign=admin_invite",
    from: "PaieHexa <notifications@paiehexa.ca>",
    to: MANON,
    subject: "You've been invited to the Riverside Medical Professional Corp. workspace",
    date: d(10, 6, "10:19"),
    enc: "b64",
    text: `Hi Manon,

Dr Arjun Sandhu invited you to join Riverside Medical Professional Corp. on PaieHexa as a Payroll Administrator.

This is a separate workspace from Clinique de médecine familiale Riverside inc. — you'll be able to switch between the two after you accept.

Accept the invitation:
https://app.paiehexa.ca/invitations/8GmP3xQw7ZtK?utm_source=transactional&utm_medium=email&utm_campaign=admin_invite

The invitation expires in 7 days. If you weren't expecting it, you can ignore this email.

PaieHexa Inc. · 400-75 Queen St, Montréal QC H3C 2N6 · 1-844-555-0171
`,
    html:
      `<!DOCTYPE html><html><head><meta charset="utf-8"></head><body style="margin:0;background:#f3f0fa;font-family:'Helvetica Neue',Arial,sans-serif;color:#2a2540">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:24px 10px">
<table width="560" cellpadding="0" cellspacing="0" style="background:#fff;border-radius:12px">
<tr><td style="padding:20px 28px"><img src="https://app.paiehexa.ca/static/email/paiehexa-logo.png" alt="PaieHexa" width="118" height="30"></td></tr>
<tr><td style="padding:6px 28px 26px;font-size:15px;line-height:23px">
<h2 style="margin:0 0 14px;font-size:20px">Join Riverside Medical Professional Corp.</h2>
<p>Hi Manon,</p>
<p><b>Dr Arjun Sandhu</b> invited you to join <b>Riverside Medical Professional Corp.</b> on PaieHexa as a <b>Payroll Administrator</b>.</p>
<p style="font-size:13px;color:#6d6785">This is a separate workspace from Clinique de médecine familiale Riverside inc. — you'll be able to switch between the two after you accept.</p>
<table cellpadding="0" cellspacing="0" style="margin:22px 0"><tr><td style="background:#5b3fd1;border-radius:8px"><a href="https://app.paiehexa.ca/invitations/8GmP3xQw7ZtK?utm_source=transactional&amp;utm_medium=email&amp;utm_campaign=admin_invite" style="display:inline-block;padding:12px 26px;color:#fff;text-decoration:none;font-weight:bold">Accept invitation</a></td></tr></table>
<p style="font-size:13px;color:#6d6785">The invitation expires in 7 days. If you weren't expecting it, you can ignore this email.</p>
</td></tr>
<tr><td style="padding:16px 28px;font-size:11px;color:#8d88a3;border-top:1px solid #eee">PaieHexa Inc. · 400-75 Queen St, Montréal QC H3C 2N6 · 1-844-555-0171 · <a href="https://paiehexa.ca/privacy" style="color:#8d88a3">Privacy</a> · <a href="https://help.paiehexa.ca" style="color:#8d88a3">Help centre</a></td></tr>
</table></td></tr></table></body></html>`,
  },
  {
    family: "paiehexa",
    group: "regional",
    lang: "en",
    kind: "roe-submitted",
    code: null,
    link: null,
    from: "PaieHexa <notifications@paiehexa.ca>",
    to: MANON,
    subject: "Record of Employment submitted for 1 employee",
    date: d(10, 22, "09:05"),
    enc: "7bit",
    text: `Record of Employment submitted

Employer: Clinique de medecine familiale Riverside inc. (BN 77123 4459 RP0001)
Employee: Employee #0014 (medical office assistant)
Last day paid: October 16, 2026
Reason: E - Quit
ROE serial number: W40917733

We filed the ROE electronically with Service Canada on October 22, 2026. The employee can see it in their My Service Canada Account within 2 business days. No further action is needed from you.

Questions? help.paiehexa.ca or 1-844-555-0171
PaieHexa Inc.
`,
    html: null,
  },
];

// ---------------------------------------------------------------- Grisfort IT (managed IT provider)

const grisfort: Mail[] = [
  {
    family: "grisfort-it",
    group: "regional",
    lang: "en",
    kind: "ticket-resolved",
    code: null,
    link: null,
    from: "Grisfort IT Service Desk <servicedesk@grisfort.ca>",
    to: MANON,
    subject: "[Ticket #GF-30418] Resolved: Reception printer jams on label tray",
    date: d(9, 16, "14:52"),
    enc: "qp",
    text: `Hello Manon,

Your ticket has been marked as resolved.

Ticket: #GF-30418
Subject: Reception printer jams on label tray
Technician: Kevin Tran
Time on site: 09:30–10:45 (1.25 h, covered by your managed services agreement)

Resolution notes:
Replaced the worn pickup roller in tray 2 (part RM2-5741) and updated the printer firmware to 2609B. Printed 60 test labels with no jams. Recommended keeping label stock out of direct sunlight near the window.

If the problem comes back, just reply to this email within 7 days and the ticket will reopen automatically.

How did we do? Rate this ticket: https://grisfort.ca/survey?t=GF-30418

Grisfort IT Solutions · 613-555-0195 · After-hours emergency line: 613-555-0196
1590 Bank St, Unit 7, Ottawa ON K1V 7Y9
`,
    html: `<html><body style="font-family:Calibri,Arial,sans-serif;font-size:14px;color:#222">
<p>Hello Manon,</p>
<p>Your ticket has been marked as <b style="color:#2a7d2e">resolved</b>.</p>
<table cellpadding="4" cellspacing="0" style="font-size:14px;border:1px solid #ccc">
<tr><td style="background:#f2f2f2">Ticket</td><td>#GF-30418</td></tr>
<tr><td style="background:#f2f2f2">Subject</td><td>Reception printer jams on label tray</td></tr>
<tr><td style="background:#f2f2f2">Technician</td><td>Kevin Tran</td></tr>
<tr><td style="background:#f2f2f2">Time on site</td><td>09:30–10:45 (1.25 h, covered by your managed services agreement)</td></tr>
</table>
<p><b>Resolution notes:</b><br>Replaced the worn pickup roller in tray 2 (part RM2-5741) and updated the printer firmware to 2609B. Printed 60 test labels with no jams. Recommended keeping label stock out of direct sunlight near the window.</p>
<p>If the problem comes back, just reply to this email within 7 days and the ticket will reopen automatically.</p>
<p>How did we do? <a href="https://grisfort.ca/survey?t=GF-30418&amp;r=5">😀</a> <a href="https://grisfort.ca/survey?t=GF-30418&amp;r=3">😐</a> <a href="https://grisfort.ca/survey?t=GF-30418&amp;r=1">🙁</a></p>
<hr style="border:0;border-top:1px solid #ddd">
<p style="font-size:12px;color:#666"><img src="https://grisfort.ca/img/sig-grisfort.png" alt="Grisfort IT Solutions" width="120" height="28"><br>Grisfort IT Solutions · 613-555-0195 · After-hours emergency line: 613-555-0196<br>1590 Bank St, Unit 7, Ottawa ON K1V 7Y9</p>
</body></html>`,
  },
  {
    family: "grisfort-it",
    group: "regional",
    lang: "fr",
    kind: "maintenance-notice",
    code: null,
    link: null,
    from: "Grisfort TI <avis@grisfort.ca>",
    to: MANON,
    subject: "Entretien planifié : pare-feu et Wi-Fi, samedi 3 octobre, 18 h à 20 h",
    date: d(9, 29, "11:08"),
    enc: "8bit",
    text: `Bonjour Manon,

Nous effectuerons la mise à jour du micrologiciel du pare-feu et des bornes Wi-Fi de la clinique :

  Date : samedi 3 octobre 2026
  Heure : 18 h à 20 h (la clinique est fermée)
  Interruption prévue : environ 20 minutes

Pendant l'intervention, Internet, le télécopieur virtuel et l'accès à distance au DME ne fonctionneront pas. Le réseau Wi-Fi « Riverside-Patients » changera de mot de passe ; le nouveau sera affiché à la réception lundi matin.

Aucune action n'est requise de votre part. Si un médecin doit consulter le DME à distance pendant cette période, appelez notre ligne d'urgence au 613-555-0196.

Merci,
L'équipe Grisfort TI
Billet de changement : CHG-2026-0412
`,
    html: null,
  },
  {
    family: "grisfort-it",
    group: "regional",
    lang: "en",
    kind: "phishing-advisory",
    code: null,
    link: null,
    from: "Grisfort IT Security <security@grisfort.ca>",
    to: MANON,
    subject: 'Heads-up: fake "mailbox storage full" emails targeting clinics this week',
    date: d(10, 13, "16:40"),
    enc: "b64",
    text: `Security advisory for Grisfort clients — October 13, 2026

Several Ottawa clinics received emails this week claiming that the recipient's "mailbox storage is full" and asking them to "verify your mailbox" on a page that looks like the Microsoft sign-in screen. The messages come from addresses such as it-support@mail-quota-center.com and the link points to a look-alike site.

What to do:
- Don't click the link or enter your password.
- Use the "Report phishing" button in Outlook, or forward the message to security@grisfort.ca.
- If someone at the clinic already entered their password, call us right away at 613-555-0195 so we can reset it and check for forwarding rules.

We have added the sender domains to your clinic's block list. Your mailbox quota is 100 GB and is monitored by us; you will never need to "verify" it.

Please share this with your front-desk team.

Grisfort IT Solutions · 1590 Bank St, Unit 7, Ottawa ON K1V 7Y9
`,
    html: `<html><body style="font-family:Calibri,Arial,sans-serif;font-size:14px;color:#222;max-width:640px">
<table width="100%" cellpadding="10" cellspacing="0"><tr><td style="background:#fdecea;border-left:5px solid #c62828"><b style="color:#c62828">SECURITY ADVISORY</b> · October 13, 2026</td></tr></table>
<p>Several Ottawa clinics received emails this week claiming that the recipient's <i>“mailbox storage is full”</i> and asking them to <i>“verify your mailbox”</i> on a page that looks like the Microsoft sign-in screen. The messages come from addresses such as <span style="color:#c62828">it-support@mail-quota-center.com</span> and the link points to a look-alike site.</p>
<p><img src="https://grisfort.ca/advisories/2026-10-13-sample.png" alt="Screenshot of the fake mailbox-full email" width="520" style="border:1px solid #ccc"></p>
<p><b>What to do:</b></p>
<ul><li>Don't click the link or enter your password.</li>
<li>Use the <b>Report phishing</b> button in Outlook, or forward the message to security@grisfort.ca.</li>
<li>If someone at the clinic already entered their password, call us right away at 613-555-0195 so we can reset it and check for forwarding rules.</li></ul>
<p>We have added the sender domains to your clinic's block list. Your mailbox quota is 100 GB and is monitored by us; you will never need to “verify” it.</p>
<p>Please share this with your front-desk team. More tips: <a href="https://grisfort.ca/security/phishing-guide">Grisfort phishing guide</a></p>
<p style="font-size:12px;color:#666">Grisfort IT Solutions · 1590 Bank St, Unit 7, Ottawa ON K1V 7Y9</p>
</body></html>`,
  },
];

// ---------------------------------------------------------------- Cipherwren (password manager)

function cwPage(lang: string, pre: string, inner: string): string {
  return `<!DOCTYPE html><html lang="${lang}"><head><meta charset="utf-8"><meta name="color-scheme" content="light dark"></head>
<body style="margin:0;background:#101820;font-family:-apple-system,'Segoe UI',Roboto,Arial,sans-serif">
<span style="display:none!important;opacity:0;color:transparent;height:0;width:0">${pre}</span>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:32px 10px">
<table role="presentation" width="520" cellpadding="0" cellspacing="0" style="background:#ffffff;border-radius:14px">
<tr><td style="padding:26px 30px 0"><img src="https://mail-assets.cipherwren.com/v3/wren-mark.png" alt="Cipherwren" width="36" height="36"></td></tr>
${inner}
<tr><td style="padding:18px 30px 26px;font-size:11px;color:#8a94a0;line-height:17px;border-top:1px solid #edf0f3">
Cipherwren Security Inc. · 220 Laurier Ave W, Ottawa ON K1P 5Z9<br>
<a href="https://cipherwren.com/help" style="color:#8a94a0">Help</a> · <a href="https://cipherwren.com/legal/privacy" style="color:#8a94a0">Privacy</a> · <a href="https://cipherwren.com/legal/terms" style="color:#8a94a0">Terms</a></td></tr>
</table></td></tr></table></body></html>`;
}

const cipherwren: Mail[] = [
  {
    family: "cipherwren",
    group: "regional",
    lang: "en",
    kind: "invite-link",
    code: null,
    link: "https://vault.cipherwren.com/join/team/riverside-fmc?invite=cw_inv_7sQ2LmXa9PdRk4TzHe",
    from: "Kevin Tran via Cipherwren <invites@cipherwren.com>",
    to: MANON,
    subject: 'Kevin Tran invited you to the "Riverside – Front Office" shared vault',
    date: d(9, 18, "13:14"),
    enc: "qp",
    headers: [["Reply-To", "Kevin Tran <k.tran@grisfort.ca>"]],
    text:
      `Kevin Tran (k.tran@grisfort.ca) invited you to join the team "Riverside Family Medicine" on Cipherwren and gave you access to the shared vault "Riverside – Front Office" (17 items).

Accept the invitation:
https://vault.cipherwren.com/join/team/riverside-fmc?invite=cw_inv_7sQ2LmXa9PdRk4TzHe

You'll create a master password during setup. Cipherwren never sees it and can't reset it for you, so store your emergency kit somewhere safe.

This invitation expires on September 25, 2026.

Cipherwren Security Inc. · 220 Laurier Ave W, Ottawa ON K1P 5Z9
`,
    html: cwPage(
      "en",
      "Accept to access 17 shared items.",
      `<tr><td style="padding:18px 30px 8px;font-size:15px;color:#18222c;line-height:23px">
<h1 style="margin:0 0 14px;font-size:21px;font-weight:600">You've been invited to a shared vault</h1>
<p style="margin:0 0 14px"><b>Kevin Tran</b> (k.tran@grisfort.ca) invited you to join the team <b>Riverside Family Medicine</b> on Cipherwren and gave you access to:</p>
<table cellpadding="10" cellspacing="0" width="100%" style="background:#f4f6f8;border-radius:8px;font-size:14px"><tr><td>🔐 <b>Riverside – Front Office</b><br><span style="color:#6b7682">17 items · Can view and edit</span></td></tr></table>
</td></tr>
<tr><td style="padding:18px 30px"><a href="https://vault.cipherwren.com/join/team/riverside-fmc?invite=cw_inv_7sQ2LmXa9PdRk4TzHe" style="display:block;text-align:center;background:#e0533d;color:#fff;padding:13px 0;border-radius:8px;font-weight:600;text-decoration:none">Accept invitation</a></td></tr>
<tr><td style="padding:0 30px 22px;font-size:13px;color:#6b7682;line-height:20px">You'll create a master password during setup. Cipherwren never sees it and can't reset it for you, so store your emergency kit somewhere safe. This invitation expires on September 25, 2026.</td></tr>`,
    ),
  },
  {
    family: "cipherwren",
    group: "regional",
    lang: "fr",
    kind: "device-code",
    code: "K7P-4QX",
    link: null,
    from: "Cipherwren <no-reply@cipherwren.com>",
    to: MANON,
    subject: "Confirmez la connexion sur un nouvel appareil",
    date: d(10, 10, "21:37"),
    enc: "b64",
    text: `Une connexion à votre compte Cipherwren a été demandée depuis un nouvel appareil.

Appareil : Chrome sur macOS
Lieu approximatif : Gatineau, QC, Canada
Heure : 10 octobre 2026, 21 h 36 HAE

Pour autoriser cet appareil, saisissez ce code de vérification :

K7P-4QX

Le code expire dans 15 minutes.

Ce n'est pas vous ? Ne saisissez pas le code. Votre coffre reste chiffré, mais nous vous conseillons de changer votre mot de passe principal.

Cipherwren Security inc.
`,
    html: cwPage(
      "fr",
      "Code de vérification pour un nouvel appareil.",
      `<tr><td style="padding:18px 30px 8px;font-size:15px;color:#18222c;line-height:23px">
<h1 style="margin:0 0 14px;font-size:21px;font-weight:600">Nouvel appareil</h1>
<p style="margin:0 0 12px">Une connexion à votre compte Cipherwren a été demandée depuis un nouvel appareil.</p>
<table cellpadding="4" cellspacing="0" style="font-size:14px;color:#40505e">
<tr><td>Appareil</td><td>Chrome sur macOS</td></tr>
<tr><td>Lieu approximatif</td><td>Gatineau, QC, Canada</td></tr>
<tr><td>Heure</td><td>10 octobre 2026, 21 h 36 HAE</td></tr>
</table>
<p style="margin:16px 0 8px">Pour autoriser cet appareil, saisissez ce code de vérification :</p>
<div style="text-align:center;margin:14px 0;font-family:'SF Mono',Menlo,Consolas,monospace;font-size:30px;font-weight:700;letter-spacing:4px;background:#f4f6f8;border-radius:8px;padding:14px 0">K7P-4QX</div>
<p style="font-size:13px;color:#6b7682">Le code expire dans 15 minutes.</p>
<p style="font-size:13px;color:#6b7682">Ce n'est pas vous ? Ne saisissez pas le code. Votre coffre reste chiffré, mais nous vous conseillons de <a href="https://cipherwren.com/help/fr/changer-mot-de-passe-principal" style="color:#e0533d">changer votre mot de passe principal</a>.</p>
</td></tr>`,
    ),
  },
  {
    family: "cipherwren",
    group: "regional",
    lang: "en",
    kind: "password-changed",
    code: null,
    link: null,
    from: "Cipherwren <no-reply@cipherwren.com>",
    to: MANON,
    subject: "Your Cipherwren master password was changed",
    date: d(10, 11, "08:03"),
    enc: "qp",
    text: `Your master password was changed on October 11, 2026 at 8:02 a.m. EDT from Chrome on macOS (Gatineau, QC).

All other devices have been signed out. You'll need the new master password to unlock your vault on them.

If you didn't make this change, contact your team admin (Kevin Tran, Grisfort IT) right away, or write to security@cipherwren.com.

Tip: print a new emergency kit from Settings > Security, and shred the old one.

Cipherwren Security Inc.
`,
    html: cwPage(
      "en",
      "All other devices were signed out.",
      `<tr><td style="padding:18px 30px 22px;font-size:15px;color:#18222c;line-height:23px">
<h1 style="margin:0 0 14px;font-size:21px;font-weight:600">Master password changed</h1>
<p>Your master password was changed on <b>October 11, 2026 at 8:02 a.m. EDT</b> from Chrome on macOS (Gatineau, QC).</p>
<p>All other devices have been signed out. You'll need the new master password to unlock your vault on them.</p>
<p style="font-size:13px;color:#6b7682">If you didn't make this change, contact your team admin (Kevin Tran, Grisfort IT) right away, or write to <a href="mailto:security@cipherwren.com" style="color:#e0533d">security@cipherwren.com</a>.</p>
<p style="font-size:13px;color:#6b7682">Tip: print a new emergency kit from Settings &gt; Security, and shred the old one.</p>
</td></tr>`,
    ),
  },
];

// ---------------------------------------------------------------- Académie Praxis FMC (continuing education)

const praxis: Mail[] = [
  {
    family: "praxis-fmc",
    group: "regional",
    lang: "fr",
    kind: "subscribe-confirm",
    code: null,
    link: "https://praxisfmc.ca/infolettre/confirmer?id=5520913&cle=a91f3c7e0b",
    from: "Académie Praxis FMC <infolettre@praxisfmc.ca>",
    to: MANON,
    subject: "Une dernière étape pour recevoir L'Écho Praxis",
    date: d(9, 6, "19:22"),
    enc: "qp",
    text: `Bonjour,

Merci de votre intérêt pour L'Écho Praxis, l'infolettre mensuelle de l'Académie Praxis pour le personnel administratif des cliniques de première ligne.

Pour confirmer votre abonnement, cliquez ici :
https://praxisfmc.ca/infolettre/confirmer?id=5520913&cle=a91f3c7e0b

Si vous n'avez pas demandé cet abonnement, ignorez simplement ce message : vous ne recevrez rien de plus.

Académie Praxis FMC — formation médicale continue
350, rue Albert, bureau 900, Ottawa (Ontario) K1R 1B1
`,
    html:
      `<!DOCTYPE html><html lang="fr"><head><meta charset="utf-8"></head><body style="margin:0;background:#fbf8f3;font-family:Georgia,serif;color:#2d2a26">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:26px 10px">
<table width="540" cellpadding="0" cellspacing="0" style="background:#fff;border:1px solid #ebe4d8">
<tr><td style="padding:22px 30px;border-bottom:1px solid #ebe4d8"><img src="https://praxisfmc.ca/wp-content/uploads/2025/02/praxis-logo-courriel.png" alt="Académie Praxis FMC" width="180" height="40"></td></tr>
<tr><td style="padding:24px 30px;font-size:16px;line-height:25px">
<p>Bonjour,</p>
<p>Merci de votre intérêt pour <i>L'Écho Praxis</i>, l'infolettre mensuelle de l'Académie Praxis pour le personnel administratif des cliniques de première ligne.</p>
<p style="text-align:center;margin:26px 0"><a href="https://praxisfmc.ca/infolettre/confirmer?id=5520913&amp;cle=a91f3c7e0b" style="font-family:Arial,sans-serif;background:#1e5b4f;color:#fff;padding:12px 26px;text-decoration:none;font-size:15px">Oui, je confirme mon abonnement</a></p>
<p style="font-size:14px;color:#6e665b">Si vous n'avez pas demandé cet abonnement, ignorez simplement ce message : vous ne recevrez rien de plus.</p>
</td></tr>
<tr><td style="padding:16px 30px;font-family:Arial,sans-serif;font-size:11px;color:#8b8275;background:#f5f0e7">Académie Praxis FMC · 350, rue Albert, bureau 900, Ottawa (Ontario) K1R 1B1 · <a href="https://praxisfmc.ca/confidentialite" style="color:#8b8275">Politique de confidentialité</a></td></tr>
</table></td></tr></table></body></html>`,
  },
  {
    family: "praxis-fmc",
    group: "regional",
    lang: "en",
    kind: "webinar-registration",
    code: null,
    link: null,
    from: "Praxis Academy Events <events@praxisfmc.ca>",
    to: MANON,
    subject: "You're registered: Billing Audits Without Panic (Oct 15, 12:00 ET)",
    date: d(9, 24, "10:45"),
    enc: "8bit",
    text: `You're registered!

Billing Audits Without Panic: What Clinic Managers Need to Know
Thursday, October 15, 2026 · 12:00–13:00 ET
Speaker: Lise Ouellette, CPA, former provincial audit reviewer

How to join
Join link: https://meet.praxisfmc.ca/j/84215590371
Meeting ID: 842 1559 0371
Passcode: 603118
Dial-in: +1 613-555-0102, then the meeting ID

Fee paid: $45.00 + HST = $50.85 (receipt PR-2026-11842)
Credits: 1.0 hour of continuing-education credit for clinic administrators

Add to calendar: https://praxisfmc.ca/events/2026-10-15-billing-audits.ics

A recording will be available to registrants for 30 days. Need to cancel? Full refund until October 12.

Praxis Academy · 350 Albert St, Suite 900, Ottawa ON K1R 1B1 · 613-555-0165
`,
    html:
      `<!DOCTYPE html><html><head><meta charset="utf-8"></head><body style="margin:0;background:#fbf8f3;font-family:Arial,sans-serif;color:#2d2a26">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:26px 10px">
<table width="560" cellpadding="0" cellspacing="0" style="background:#fff;border:1px solid #ebe4d8">
<tr><td style="background:#1e5b4f;padding:20px 28px;color:#fff"><span style="font-size:12px;letter-spacing:2px">PRAXIS ACADEMY · WEBINAR</span><br><span style="font-size:22px;font-family:Georgia,serif">You're registered!</span></td></tr>
<tr><td style="padding:22px 28px;font-size:15px;line-height:23px">
<h2 style="margin:0 0 6px;font-size:18px">Billing Audits Without Panic: What Clinic Managers Need to Know</h2>
<p style="margin:0 0 14px;color:#6e665b">Thursday, October 15, 2026 · 12:00–13:00 ET<br>Speaker: Lise Ouellette, CPA, former provincial audit reviewer</p>
<table cellpadding="6" cellspacing="0" width="100%" style="background:#f5f0e7;font-size:14px">
<tr><td colspan="2"><b>How to join</b></td></tr>
<tr><td>Join link</td><td><a href="https://meet.praxisfmc.ca/j/84215590371">meet.praxisfmc.ca/j/84215590371</a></td></tr>
<tr><td>Meeting ID</td><td>842 1559 0371</td></tr>
<tr><td>Passcode</td><td>603118</td></tr>
<tr><td>Dial-in</td><td>+1 613-555-0102, then the meeting ID</td></tr>
</table>
<p style="font-size:14px">Fee paid: $45.00 + HST = $50.85 (receipt PR-2026-11842)<br>Credits: 1.0 hour of continuing-education credit for clinic administrators</p>
<p><a href="https://praxisfmc.ca/events/2026-10-15-billing-audits.ics" style="color:#1e5b4f">📅 Add to calendar</a></p>
<p style="font-size:13px;color:#6e665b">A recording will be available to registrants for 30 days. Need to cancel? Full refund until October 12.</p>
</td></tr>
<tr><td style="padding:16px 28px;font-size:11px;color:#8b8275;background:#f5f0e7">Praxis Academy · 350 Albert St, Suite 900, Ottawa ON K1R 1B1 · 613-555-0165</td></tr>
</table></td></tr></table></body></html>`,
  },
  {
    family: "praxis-fmc",
    group: "regional",
    lang: "fr",
    kind: "certificate",
    code: null,
    link: null,
    from: "Académie Praxis FMC <attestations@praxisfmc.ca>",
    to: MANON,
    subject: "Votre attestation de participation – Vérifications de facturation",
    date: d(10, 16, "09:30"),
    enc: "qp",
    attachment: ["Attestation_Praxis_2026-10-15_Dufresne.pdf", "application/pdf", pdf("Attestation de participation")],
    text: `Bonjour Manon Dufresne,

Merci d'avoir participé au webinaire « Vérifications de facturation sans panique » le 15 octobre 2026.

Vous trouverez votre attestation de participation en pièce jointe (1,0 heure de formation continue, activité no PX-26-0418). Conservez-la pour votre dossier de formation.

L'enregistrement et la présentation restent accessibles dans votre espace membre jusqu'au 14 novembre.

Au plaisir de vous revoir,
L'équipe de l'Académie Praxis FMC
613-555-0165
`,
    html: null,
  },
  {
    family: "praxis-fmc",
    group: "regional",
    lang: "fr",
    kind: "newsletter",
    code: null,
    link: null,
    from: "L'Écho Praxis <infolettre@praxisfmc.ca>",
    to: MANON,
    subject: "L'Écho Praxis – octobre : vaccination antigrippale, nouvelles règles de facturation virtuelle",
    date: d(10, 20, "07:00"),
    enc: "b64",
    headers: [["List-Unsubscribe", "<https://praxisfmc.ca/infolettre/desabonnement?id=5520913>"]],
    text: `L'ÉCHO PRAXIS — OCTOBRE 2026

1. Campagne antigrippale : organiser les cliniques du samedi
Trois gestionnaires racontent comment elles ont vacciné plus de 600 patients en deux samedis. Lire : https://praxisfmc.ca/echo/2026-10/grippe-samedi

2. Facturation des consultations virtuelles : ce qui change le 1er décembre
Résumé en une page des nouveaux codes et des exigences de documentation. Lire : https://praxisfmc.ca/echo/2026-10/virtuel

3. Formations à venir
- 5 novembre, 12 h : Gérer les plaintes à la réception (45 $)
- 19 novembre, 12 h : Le DME au quotidien : 10 raccourcis (gratuit pour les membres)
Calendrier : https://praxisfmc.ca/formations

Vous recevez L'Écho Praxis parce que vous vous y êtes abonnée le 6 septembre 2026.
Se désabonner : https://praxisfmc.ca/infolettre/desabonnement?id=5520913
Académie Praxis FMC, 350, rue Albert, bureau 900, Ottawa (Ontario) K1R 1B1
`,
    html:
      `<!DOCTYPE html><html lang="fr"><head><meta charset="utf-8"></head><body style="margin:0;background:#fbf8f3;font-family:Georgia,serif;color:#2d2a26">
<div style="display:none">Vaccination antigrippale du samedi, facturation virtuelle et formations de novembre</div>
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:20px 10px">
<table width="600" cellpadding="0" cellspacing="0" style="background:#fff">
<tr><td style="padding:20px 30px;background:#1e5b4f;color:#fff;font-size:26px">L'Écho Praxis <span style="font-size:14px;font-family:Arial,sans-serif;opacity:.8">· octobre 2026</span></td></tr>
<tr><td><img src="https://praxisfmc.ca/wp-content/uploads/2026/10/echo-grippe.jpg" alt="Infirmière préparant des vaccins" width="600" height="220" style="display:block;width:100%"></td></tr>
<tr><td style="padding:22px 30px 6px;font-size:16px;line-height:25px">
<h2 style="font-size:20px;margin:0 0 6px">Campagne antigrippale : organiser les cliniques du samedi</h2>
<p style="margin:0 0 8px">Trois gestionnaires racontent comment elles ont vacciné plus de 600 patients en deux samedis.</p>
<p style="margin:0 0 20px"><a href="https://praxisfmc.ca/echo/2026-10/grippe-samedi" style="color:#1e5b4f;font-family:Arial,sans-serif;font-size:14px">Lire l'article →</a></p>
<h2 style="font-size:20px;margin:0 0 6px">Facturation des consultations virtuelles : ce qui change le 1er décembre</h2>
<p style="margin:0 0 8px">Résumé en une page des nouveaux codes et des exigences de documentation.</p>
<p style="margin:0 0 20px"><a href="https://praxisfmc.ca/echo/2026-10/virtuel" style="color:#1e5b4f;font-family:Arial,sans-serif;font-size:14px">Lire l'article →</a></p>
<h2 style="font-size:20px;margin:0 0 6px">Formations à venir</h2>
<ul style="margin:0 0 8px;padding-left:20px;font-size:15px"><li>5 novembre, 12 h : Gérer les plaintes à la réception (45 $)</li><li>19 novembre, 12 h : Le DME au quotidien : 10 raccourcis (gratuit pour les membres)</li></ul>
<p style="margin:0 0 20px"><a href="https://praxisfmc.ca/formations" style="color:#1e5b4f;font-family:Arial,sans-serif;font-size:14px">Voir le calendrier</a></p>
</td></tr>
<tr><td style="padding:16px 30px;font-family:Arial,sans-serif;font-size:11px;color:#8b8275;background:#f5f0e7;line-height:17px">Vous recevez L'Écho Praxis parce que vous vous y êtes abonnée le 6 septembre 2026. <a href="https://praxisfmc.ca/infolettre/desabonnement?id=5520913" style="color:#8b8275">Se désabonner</a><br>
Académie Praxis FMC, 350, rue Albert, bureau 900, Ottawa (Ontario) K1R 1B1 ·
<a href="https://www.linkedin.com/company/praxis-fmc" style="color:#8b8275">LinkedIn</a> · <a href="https://www.facebook.com/praxisfmc" style="color:#8b8275">Facebook</a></td></tr>
</table></td></tr></table></body></html>`,
  },
];

// ---------------------------------------------------------------- VoxBridge (interpreters)

const voxbridge: Mail[] = [
  {
    family: "voxbridge-interpretes",
    group: "regional",
    lang: "en",
    kind: "booking-confirmed",
    code: null,
    link: null,
    from: "VoxBridge Interpreting <bookings@voxbridge.ca>",
    to: ACCUEIL,
    subject: "Booking VB-71920 confirmed: Punjabi interpreter, Tue Sep 22 10:20",
    date: d(9, 17, "12:36"),
    enc: "qp",
    text: `Your interpreter booking is confirmed.

Booking: VB-71920
Language: Punjabi (in person)
Date: Tuesday, September 22, 2026, 10:20–11:20
Location: Riverside Family Medicine, 2211 Montreal Rd, Suite 104, Ottawa
Clinician: Dr A. Sandhu
Interpreter: Harpreet K. (badge #P-2213)

Billing: 1-hour minimum at $68.00/h + travel zone 2 ($12.00), billed to account RFM-0091.
Cancellations less than 24 hours before the start time are billed in full.

To change this booking, call 1-888-555-0183 or reply to this email with the booking number.

VoxBridge Interpreting Services · 141 Laurier Ave W, Ottawa ON K1P 5J3
`,
    html: `<html><body style="font-family:Arial,sans-serif;font-size:14px;color:#222">
<table width="560" cellpadding="0" cellspacing="0" style="border:1px solid #d7dce8">
<tr><td style="background:#283593;padding:12px 18px"><img src="https://voxbridge.ca/img/voxbridge-logo-white.png" alt="VoxBridge Interpreting" height="28"></td></tr>
<tr><td style="padding:18px">
<p style="font-size:16px;margin:0 0 12px"><b>Your interpreter booking is confirmed.</b></p>
<table cellpadding="4" cellspacing="0" style="font-size:14px">
<tr><td style="color:#5c6370">Booking</td><td>VB-71920</td></tr>
<tr><td style="color:#5c6370">Language</td><td>Punjabi (in person)</td></tr>
<tr><td style="color:#5c6370">Date</td><td>Tuesday, September 22, 2026, 10:20–11:20</td></tr>
<tr><td style="color:#5c6370">Location</td><td>Riverside Family Medicine, 2211 Montreal Rd, Suite 104, Ottawa</td></tr>
<tr><td style="color:#5c6370">Clinician</td><td>Dr A. Sandhu</td></tr>
<tr><td style="color:#5c6370">Interpreter</td><td>Harpreet K. (badge #P-2213)</td></tr>
</table>
<p style="font-size:13px;color:#5c6370">Billing: 1-hour minimum at $68.00/h + travel zone 2 ($12.00), billed to account RFM-0091. Cancellations less than 24 hours before the start time are billed in full.</p>
<p style="font-size:13px">To change this booking, call 1-888-555-0183 or reply to this email with the booking number.</p>
</td></tr>
<tr><td style="padding:10px 18px;background:#f3f4f8;font-size:11px;color:#777">VoxBridge Interpreting Services · 141 Laurier Ave W, Ottawa ON K1P 5J3 · <a href="https://voxbridge.ca/privacy">Privacy</a></td></tr>
</table></body></html>`,
  },
  {
    family: "voxbridge-interpretes",
    group: "regional",
    lang: "fr",
    kind: "booking-changed",
    code: null,
    link: null,
    from: "VoxBridge Interprétation <reservations@voxbridge.ca>",
    to: ACCUEIL,
    subject: "Changement d'interprète – réservation VB-73388 (tagalog, 27 oct.)",
    date: d(10, 23, "16:14"),
    enc: "8bit",
    text: `Bonjour,

L'interprète prévue pour la réservation VB-73388 n'est plus disponible. Nous l'avons remplacée ; l'heure et le lieu ne changent pas.

Réservation : VB-73388
Langue : tagalog (par vidéo)
Date : mardi 27 octobre 2026, 14 h 00 à 14 h 40
Médecin : Dre C. Bélanger
Nouvelle interprète : Maricel D. (insigne no T-0871)

Le lien vidéo sécurisé habituel de la clinique sera utilisé. Aucune action n'est requise.

Pour toute question : 1 888 555-0183.

VoxBridge Services d'interprétation · 141, av. Laurier O., Ottawa ON K1P 5J3
`,
    html: null,
  },
];

// ---------------------------------------------------------------- Bayanihan Kalusugan (community health programme)

const bayanihan: Mail[] = [
  {
    family: "bayanihan-kalusugan",
    group: "regional",
    lang: "tl",
    kind: "event-announcement",
    code: null,
    link: null,
    from: "Bayanihan Kalusugan Ottawa <balita@bayanihankalusugan.ca>",
    to: ACCUEIL,
    subject: "Libreng flu shot at health check sa Sabado, Oktubre 24",
    date: d(10, 14, "18:05"),
    enc: "qp",
    text: `Magandang araw po!

Ang Bayanihan Kalusugan Ottawa, kasama ang mga partner na klinika sa silangang Ottawa, ay magdaraos ng libreng flu shot at blood pressure check:

Kailan: Sabado, Oktubre 24, 2026, 10:00 n.u. – 2:00 n.h.
Saan: Filipino Community Hall, 1125 Cyrville Rd, Ottawa
Dalhin: health card (OHIP) o anumang ID

Walang kailangang appointment. May mga volunteer na nagsasalita ng Tagalog, Ilocano at Bisaya.

Pakibahagi po sa inyong mga pasyente. May nakalakip na poster sa aming website: https://bayanihankalusugan.ca/flu-2026

Maraming salamat po!
Bayanihan Kalusugan Ottawa · 613-555-0139
Upang hindi na makatanggap ng aming balita: https://bayanihankalusugan.ca/unsubscribe?e=accueil%40riversidefmc.ca
`,
    html: `<html lang="tl"><body style="margin:0;background:#fff8e7;font-family:Verdana,sans-serif;color:#333">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:18px">
<table width="560" cellpadding="0" cellspacing="0" style="background:#fff;border-top:6px solid #0038a8">
<tr><td style="padding:16px 22px;border-bottom:4px solid #ce1126"><img src="https://bayanihankalusugan.ca/wp-content/uploads/logo-bk.png" alt="Bayanihan Kalusugan Ottawa" height="44"></td></tr>
<tr><td style="padding:20px 22px;font-size:14px;line-height:22px">
<p>Magandang araw po!</p>
<p>Ang Bayanihan Kalusugan Ottawa, kasama ang mga partner na klinika sa silangang Ottawa, ay magdaraos ng <b>libreng flu shot at blood pressure check</b>:</p>
<table cellpadding="5" cellspacing="0" style="background:#fff3cd;width:100%;font-size:14px">
<tr><td><b>Kailan</b></td><td>Sabado, Oktubre 24, 2026, 10:00 n.u. – 2:00 n.h.</td></tr>
<tr><td><b>Saan</b></td><td>Filipino Community Hall, 1125 Cyrville Rd, Ottawa</td></tr>
<tr><td><b>Dalhin</b></td><td>health card (OHIP) o anumang ID</td></tr>
</table>
<p>Walang kailangang appointment. May mga volunteer na nagsasalita ng Tagalog, Ilocano at Bisaya.</p>
<p>Pakibahagi po sa inyong mga pasyente. <a href="https://bayanihankalusugan.ca/flu-2026" style="color:#0038a8">I-download ang poster</a></p>
<p>Maraming salamat po!<br><b>Bayanihan Kalusugan Ottawa</b> · 613-555-0139</p>
</td></tr>
<tr><td style="padding:12px 22px;font-size:10px;color:#888;background:#f7f7f7"><a href="https://www.facebook.com/bayanihankalusugan" style="color:#888">Facebook</a> · <a href="https://bayanihankalusugan.ca/unsubscribe?e=accueil%40riversidefmc.ca" style="color:#888">Mag-unsubscribe</a></td></tr>
</table></td></tr></table></body></html>`,
  },
];

export const mails: Mail[] = [
  ...oxalis,
  ...labo,
  ...pharma,
  ...claims,
  ...esante,
  ...rendezmed,
  ...murmure,
  ...fax,
  ...cliniquip,
  ...banque,
  ...paie,
  ...grisfort,
  ...cipherwren,
  ...praxis,
  ...voxbridge,
  ...bayanihan,
];
