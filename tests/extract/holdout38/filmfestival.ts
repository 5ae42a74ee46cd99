/**
 * The programming office of a Brussels short-film festival (screenings also in Lille and Luxembourg) over
 * September and October: submission and screener platforms, ticketing, grants, drive, e-signature,
 * subtitling, guest hotels, trains, bank, expenses, the city's event permits and mail from film agencies.
 * @module
 */

import type { Mail } from "../holdout_kit.ts";

const DAYS = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"];
const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/** An RFC 2822 date from "2026-09-08 09:14:22" and a zone. */
function when(stamp: string, zone = "+0200"): string {
  const [day, time] = stamp.split(" ");
  const [y, m, d] = day!.split("-").map(Number);
  const wd = new Date(Date.UTC(y!, m! - 1, d!)).getUTCDay();
  return `${DAYS[wd]}, ${String(d).padStart(2, "0")} ${MONTHS[m! - 1]} ${y} ${time} ${zone}`;
}

const TO = "Programmation Courts Métrages <programmation@courtsbrussels.be>";

// ---------------------------------------------------------------- ShortReel Hub (submission platform)

function reelPage(pre: string, body: string): string {
  return `<!DOCTYPE html>
<html><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>ShortReel Hub</title></head>
<body style="margin:0;padding:0;background:#f1efe9;">
<div style="display:none;max-height:0;overflow:hidden;opacity:0;">${pre}&#8199;&#847;&#8199;&#847;&#8199;&#847;</div>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f1efe9;">
<tr><td align="center" style="padding:28px 12px;">
  <table role="presentation" width="600" cellpadding="0" cellspacing="0" style="background:#ffffff;border-radius:6px;font-family:'Helvetica Neue',Arial,sans-serif;color:#22201c;">
  <tr><td style="padding:22px 32px;border-bottom:3px solid #e4572e;">
    <a href="https://shortreelhub.com/?utm_source=email&amp;utm_medium=tx"><img src="https://static.shortreelhub.com/mail/logo-dark@2x.png" width="148" height="30" alt="ShortReel Hub" style="display:block;border:0;"></a>
  </td></tr>
  <tr><td style="padding:28px 32px;font-size:15px;line-height:23px;">
${body}
  </td></tr>
  <tr><td style="padding:18px 32px 26px;background:#faf9f6;font-size:11px;line-height:17px;color:#8a857b;">
    ShortReel Hub Ltd · 41 Fairbairn Street, Glasgow G3 8QT, United Kingdom<br>
    <a href="https://shortreelhub.com/help" style="color:#8a857b;">Help centre</a> ·
    <a href="https://shortreelhub.com/legal/privacy" style="color:#8a857b;">Privacy</a> ·
    <a href="https://shortreelhub.com/account/notifications" style="color:#8a857b;">Notification settings</a><br>
    © 2026 ShortReel Hub. You are receiving this because you manage a festival on ShortReel Hub.
  </td></tr>
  </table>
</td></tr></table>
</body></html>`;
}

const shortreel: Mail[] = [
  {
    family: "shortreel-hub",
    group: "consumer",
    lang: "en",
    kind: "submission-received",
    code: null,
    link: null,
    from: "ShortReel Hub <notifications@shortreelhub.com>",
    to: TO,
    subject: 'New submission: "Les Heures Creuses" (Fiction, 14 min)',
    date: when("2026-09-02 08:41:07", "+0000"),
    text: `New submission for Brussels Short Film Days 2027

Film: Les Heures Creuses
Director: Mathilde Roux-Aubry (France)
Category: International Fiction
Runtime: 14:22
Tracking number: SRH-27-004917
Fee paid: EUR 18.00 (Early deadline)

The screener and press kit are attached to the submission. You can review it with the rest of your
queue: https://shortreelhub.com/festival/bsfd27/submissions?status=new

You now have 312 submissions for this edition (41 this week).

--
ShortReel Hub Ltd, 41 Fairbairn Street, Glasgow G3 8QT
Notification settings: https://shortreelhub.com/account/notifications
`,
    html: reelPage(
      "Mathilde Roux-Aubry submitted Les Heures Creuses to International Fiction",
      `    <p style="margin:0 0 6px;font-size:12px;letter-spacing:1px;text-transform:uppercase;color:#e4572e;">New submission</p>
    <h1 style="margin:0 0 18px;font-size:22px;">Les Heures Creuses</h1>
    <table role="presentation" cellpadding="0" cellspacing="0" width="100%" style="font-size:14px;">
      <tr><td style="padding:4px 0;color:#8a857b;width:140px;">Director</td><td>Mathilde Roux-Aubry (France)</td></tr>
      <tr><td style="padding:4px 0;color:#8a857b;">Category</td><td>International Fiction</td></tr>
      <tr><td style="padding:4px 0;color:#8a857b;">Runtime</td><td>14:22</td></tr>
      <tr><td style="padding:4px 0;color:#8a857b;">Tracking number</td><td>SRH-27-004917</td></tr>
      <tr><td style="padding:4px 0;color:#8a857b;">Fee paid</td><td>EUR 18.00 (Early deadline)</td></tr>
    </table>
    <p style="margin:22px 0;"><a href="https://shortreelhub.com/festival/bsfd27/submissions?status=new" style="background:#22201c;color:#ffffff;text-decoration:none;padding:11px 20px;border-radius:4px;font-weight:bold;">Open submission queue</a></p>
    <p style="margin:0;color:#8a857b;font-size:13px;">312 submissions for this edition · 41 this week</p>`,
    ),
    enc: "qp",
  },
  {
    family: "shortreel-hub",
    group: "consumer",
    lang: "en",
    kind: "login-code",
    code: "738214",
    link: null,
    from: "ShortReel Hub <no-reply@shortreelhub.com>",
    to: TO,
    subject: "738214 is your ShortReel Hub sign-in code",
    date: when("2026-09-07 09:03:55", "+0000"),
    text: `Hi Programmation,

Use this code to finish signing in to ShortReel Hub:

    738 214

It expires in 10 minutes. We asked for it because you signed in from a new browser
(Firefox on Windows, near Brussels, Belgium).

If this wasn't you, change your password: https://shortreelhub.com/account/security

ShortReel Hub Ltd, 41 Fairbairn Street, Glasgow G3 8QT
`,
    html: reelPage(
      "Your code expires in 10 minutes",
      `    <p style="margin:0 0 16px;">Hi Programmation,</p>
    <p style="margin:0 0 16px;">Use this code to finish signing in to ShortReel Hub:</p>
    <p style="margin:0 0 16px;font-size:32px;font-weight:bold;letter-spacing:10px;font-family:Menlo,Consolas,monospace;">738 214</p>
    <p style="margin:0 0 16px;">It expires in 10 minutes. We asked for it because you signed in from a new browser (Firefox on Windows, near Brussels, Belgium).</p>
    <p style="margin:0;font-size:13px;color:#8a857b;">If this wasn't you, <a href="https://shortreelhub.com/account/security" style="color:#e4572e;">change your password</a>.</p>`,
    ),
  },
  {
    family: "shortreel-hub",
    group: "consumer",
    lang: "en",
    kind: "invite-link",
    code: null,
    link: "https://shortreelhub.com/invitations/jury/7Qm2xVfK9dLr4TzB?festival=bsfd27",
    from: "ShortReel Hub <notifications@shortreelhub.com>",
    to: "Lotte Verhaegen <lotte.verhaegen@courtsbrussels.be>",
    subject: "Joris Lemaire invited you to the Pre-selection Jury of Brussels Short Film Days 2027",
    date: when("2026-09-10 14:26:12", "+0000"),
    text: `Joris Lemaire invited you to join a jury workspace on ShortReel Hub.

Festival: Brussels Short Film Days 2027
Workspace: Pre-selection Jury – National Competition
Films assigned to you: 58
Rating deadline: 31 October 2026

Accept the invitation:
https://shortreelhub.com/invitations/jury/7Qm2xVfK9dLr4TzB?festival=bsfd27

This invitation is valid for 14 days. If you don't have a ShortReel Hub account yet, you can create
one for free on the next page.

Questions about the jury? Reply to Joris at joris.lemaire@courtsbrussels.be.
`,
    html: reelPage(
      "58 films are waiting for your rating",
      `    <p style="margin:0 0 16px;"><strong>Joris Lemaire</strong> invited you to join a jury workspace.</p>
    <table role="presentation" cellpadding="0" cellspacing="0" width="100%" style="background:#faf9f6;border:1px solid #ece8df;font-size:14px;">
      <tr><td style="padding:14px 18px;">
        Brussels Short Film Days 2027<br>
        <strong>Pre-selection Jury – National Competition</strong><br>
        58 films · rating deadline 31 October 2026
      </td></tr>
    </table>
    <table role="presentation" cellpadding="0" cellspacing="0" style="margin:24px 0;"><tr>
      <td style="background:#e4572e;border-radius:4px;"><a href="https://shortreelhub.com/invitations/jury/7Qm2xVfK9dLr4TzB?festival=bsfd27" style="display:inline-block;padding:12px 24px;color:#ffffff;text-decoration:none;font-weight:bold;">Accept invitation</a></td>
    </tr></table>
    <p style="margin:0 0 10px;font-size:13px;color:#8a857b;">This invitation is valid for 14 days. No account yet? You can create one for free on the next page.</p>
    <p style="margin:0;font-size:13px;color:#8a857b;">Questions about the jury? Write to <a href="mailto:joris.lemaire@courtsbrussels.be" style="color:#e4572e;">joris.lemaire@courtsbrussels.be</a>.</p>`,
    ),
  },
  {
    family: "shortreel-hub",
    group: "consumer",
    lang: "en",
    kind: "weekly-digest",
    code: null,
    link: null,
    from: "ShortReel Hub <digest@shortreelhub.com>",
    to: TO,
    subject: "Your week on ShortReel Hub: 41 new films, regular deadline in 19 days",
    date: when("2026-09-14 06:00:00", "+0000"),
    text: `BRUSSELS SHORT FILM DAYS 2027 – WEEKLY DIGEST (7–13 September 2026)

New submissions       41
Total                 312
Judged                96
Fee income this week  EUR 702.00

By category
  International Fiction   19
  National Competition     9
  Animation                8
  Documentary              5

Regular deadline: 2 October 2026 · Late deadline: 23 October 2026

Most active judge: Lotte Verhaegen (22 ratings)

See all statistics: https://shortreelhub.com/festival/bsfd27/stats

Tip: you can export the full list as CSV from Submissions > Export.

Unsubscribe from digests: https://shortreelhub.com/account/notifications?digest=off
`,
    html: reelPage(
      "41 new films this week · 312 in total",
      `    <h1 style="margin:0 0 4px;font-size:20px;">Your week, 7–13 September</h1>
    <p style="margin:0 0 18px;color:#8a857b;font-size:13px;">Brussels Short Film Days 2027</p>
    <table role="presentation" cellpadding="0" cellspacing="0" width="100%"><tr>
      <td width="33%" align="center" style="padding:12px;background:#faf9f6;"><div style="font-size:26px;font-weight:bold;">41</div><div style="font-size:12px;color:#8a857b;">new</div></td>
      <td width="33%" align="center" style="padding:12px;background:#faf9f6;"><div style="font-size:26px;font-weight:bold;">312</div><div style="font-size:12px;color:#8a857b;">total</div></td>
      <td width="33%" align="center" style="padding:12px;background:#faf9f6;"><div style="font-size:26px;font-weight:bold;">96</div><div style="font-size:12px;color:#8a857b;">judged</div></td>
    </tr></table>
    <p style="margin:18px 0 6px;font-weight:bold;">By category</p>
    <p style="margin:0 0 18px;font-size:14px;">International Fiction 19 · National Competition 9 · Animation 8 · Documentary 5</p>
    <p style="margin:0 0 18px;font-size:14px;">Fee income this week: <strong>EUR 702.00</strong><br>Regular deadline: 2 October 2026 · Late deadline: 23 October 2026</p>
    <p style="margin:0 0 18px;"><a href="https://shortreelhub.com/festival/bsfd27/stats" style="color:#e4572e;font-weight:bold;">See all statistics →</a></p>
    <p style="margin:0;font-size:12px;color:#8a857b;"><a href="https://shortreelhub.com/account/notifications?digest=off" style="color:#8a857b;">Unsubscribe from digests</a></p>`,
    ),
    enc: "qp",
  },
];

// ---------------------------------------------------------------- Pellicle (secure screeners)

function pelliclePage(lang: string, body: string, foot: string): string {
  return `<html lang="${lang}"><head><meta http-equiv="Content-Type" content="text/html; charset=utf-8"></head>
<body style="background-color:#101114;margin:0;padding:0;">
<center>
<table width="100%" border="0" cellspacing="0" cellpadding="0" bgcolor="#101114"><tr><td align="center">
<table width="560" border="0" cellspacing="0" cellpadding="0">
<tr><td height="36"></td></tr>
<tr><td align="left"><img src="https://cdn.pellicle.video/email/wordmark-white.png" alt="PELLICLE" width="120" style="display:block"></td></tr>
<tr><td height="20"></td></tr>
<tr><td bgcolor="#1c1d22" style="padding:32px;font-family:Inter,Segoe UI,Arial,sans-serif;font-size:15px;line-height:24px;color:#e9e9ec;">
${body}
</td></tr>
<tr><td style="padding:22px 4px;font-family:Inter,Segoe UI,Arial,sans-serif;font-size:11px;line-height:17px;color:#7c7d86;">
${foot}<br>Pellicle SAS · 12 rue de Paradis, 75010 Paris · <a href="https://pellicle.video/privacy" style="color:#7c7d86;">Privacy</a> · <a href="https://pellicle.video/support" style="color:#7c7d86;">Support</a>
</td></tr>
</table>
</td></tr></table>
</center>
</body></html>`;
}

const pellicle: Mail[] = [
  {
    family: "pellicle-screeners",
    group: "consumer",
    lang: "en",
    kind: "screener-viewed",
    code: null,
    link: null,
    from: "Pellicle <alerts@pellicle.video>",
    to: TO,
    subject: 'Your screener link "BSFD27 – National selection v2" was opened',
    date: when("2026-09-03 22:17:40", "+0200"),
    text: `Screener activity

Link: BSFD27 – National selection v2 (11 films)
Opened by: anke.devries@kortfilmnacht.nl
When: 3 September 2026, 22:09 CEST
From: Utrecht, Netherlands · Safari on macOS
Watched: "Zout" (9 of 12 min), "Nachtbus 71" (complete)
Watermark ID: PLC-WM-55102

Views remaining on this link: 7 of 10. The link expires on 30 September 2026.

Manage link: https://app.pellicle.video/links/bsfd27-natsel-v2
`,
    html: pelliclePage(
      "en",
      `<p style="margin:0 0 4px;font-size:12px;color:#9a9ba6;text-transform:uppercase;letter-spacing:2px;">Screener activity</p>
<p style="margin:0 0 20px;font-size:19px;font-weight:600;">BSFD27 – National selection v2 was opened</p>
<table width="100%" cellpadding="0" cellspacing="0" style="font-size:14px;color:#e9e9ec;">
<tr><td width="130" style="color:#9a9ba6;padding:3px 0;">Opened by</td><td>anke.devries@kortfilmnacht.nl</td></tr>
<tr><td style="color:#9a9ba6;padding:3px 0;">When</td><td>3 September 2026, 22:09 CEST</td></tr>
<tr><td style="color:#9a9ba6;padding:3px 0;">From</td><td>Utrecht, Netherlands · Safari on macOS</td></tr>
<tr><td style="color:#9a9ba6;padding:3px 0;">Watched</td><td>“Zout” (9 of 12 min), “Nachtbus 71” (complete)</td></tr>
<tr><td style="color:#9a9ba6;padding:3px 0;">Watermark ID</td><td>PLC-WM-55102</td></tr>
</table>
<p style="margin:20px 0;">Views remaining: <strong>7 of 10</strong> · expires 30 September 2026</p>
<a href="https://app.pellicle.video/links/bsfd27-natsel-v2" style="display:inline-block;border:1px solid #e9e9ec;color:#e9e9ec;padding:10px 18px;text-decoration:none;font-size:14px;">Manage link</a>`,
      `You get these alerts because view notifications are on for this link.`,
    ),
    enc: "8bit",
  },
  {
    family: "pellicle-screeners",
    group: "consumer",
    lang: "fr",
    kind: "2fa-code",
    code: "290647",
    link: null,
    from: "Pellicle <securite@pellicle.video>",
    to: TO,
    subject: "Code de vérification Pellicle",
    date: when("2026-09-16 10:48:03", "+0200"),
    text: `Bonjour,

Voici votre code de vérification en deux étapes pour Pellicle :

290647

Saisissez-le dans la fenêtre de connexion. Il reste valable 5 minutes et ne peut servir qu'une fois.
Ne le communiquez à personne : l'équipe Pellicle ne vous le demandera jamais.

Vous n'avez pas essayé de vous connecter ? Contactez-nous : https://pellicle.video/support

Pellicle SAS · 12 rue de Paradis, 75010 Paris
`,
    html: pelliclePage(
      "fr",
      `<p style="margin:0 0 18px;">Bonjour,</p>
<p style="margin:0 0 18px;">Voici votre code de vérification en deux étapes&nbsp;:</p>
<table cellpadding="0" cellspacing="6" border="0" style="margin:0 0 18px;"><tr>
<td width="40" height="52" align="center" bgcolor="#2a2b31" style="font-size:26px;font-weight:700;font-family:Courier New,monospace;color:#ffffff;">2</td>
<td width="40" height="52" align="center" bgcolor="#2a2b31" style="font-size:26px;font-weight:700;font-family:Courier New,monospace;color:#ffffff;">9</td>
<td width="40" height="52" align="center" bgcolor="#2a2b31" style="font-size:26px;font-weight:700;font-family:Courier New,monospace;color:#ffffff;">0</td>
<td width="40" height="52" align="center" bgcolor="#2a2b31" style="font-size:26px;font-weight:700;font-family:Courier New,monospace;color:#ffffff;">6</td>
<td width="40" height="52" align="center" bgcolor="#2a2b31" style="font-size:26px;font-weight:700;font-family:Courier New,monospace;color:#ffffff;">4</td>
<td width="40" height="52" align="center" bgcolor="#2a2b31" style="font-size:26px;font-weight:700;font-family:Courier New,monospace;color:#ffffff;">7</td>
</tr></table>
<p style="margin:0 0 18px;">Saisissez-le dans la fenêtre de connexion. Il reste valable 5&nbsp;minutes et ne peut servir qu’une fois.</p>
<p style="margin:0;font-size:13px;color:#9a9ba6;">Ne le communiquez à personne&nbsp;: l’équipe Pellicle ne vous le demandera jamais. Vous n’avez pas essayé de vous connecter&nbsp;? <a href="https://pellicle.video/support" style="color:#9a9ba6;">Contactez-nous</a>.</p>`,
      `Message automatique, merci de ne pas y répondre.`,
    ),
    enc: "b64",
  },
  {
    family: "pellicle-screeners",
    group: "consumer",
    lang: "de",
    kind: "link-expiring",
    code: null,
    link: null,
    from: "Pellicle <alerts@pellicle.video>",
    to: TO,
    subject: "Ihr Sichtungslink läuft in 3 Tagen ab",
    date: when("2026-09-27 07:30:00", "+0200"),
    text: `Hallo,

der Sichtungslink „Jury Animation – Auswahl DE/AT" läuft am 30.09.2026 um 23:59 Uhr ab.

Geteilt mit: 4 Personen
Filme: 7 (Gesamtlaufzeit 1 Std. 38 Min.)
Aufrufe bisher: 23

Wenn Ihre Jury mehr Zeit braucht, können Sie das Ablaufdatum in den Link-Einstellungen verlängern:
https://app.pellicle.video/links/jury-anim-de-at/settings

Nach Ablauf bleiben die Filme in Ihrer Bibliothek; nur der Link wird deaktiviert.

Ihr Pellicle-Team
`,
    html: pelliclePage(
      "de",
      `<p style="margin:0 0 18px;">Hallo,</p>
<p style="margin:0 0 18px;">der Sichtungslink <strong>„Jury Animation – Auswahl DE/AT“</strong> läuft am <strong>30.09.2026 um 23:59 Uhr</strong> ab.</p>
<p style="margin:0 0 18px;font-size:14px;color:#c9c9cf;">Geteilt mit 4 Personen · 7 Filme (1 Std. 38 Min.) · 23 Aufrufe</p>
<p style="margin:0 0 22px;">Wenn Ihre Jury mehr Zeit braucht, verlängern Sie das Ablaufdatum in den Link-Einstellungen.</p>
<a href="https://app.pellicle.video/links/jury-anim-de-at/settings" style="display:inline-block;background:#e9e9ec;color:#101114;padding:11px 20px;text-decoration:none;font-weight:600;font-size:14px;">Link-Einstellungen öffnen</a>
<p style="margin:22px 0 0;font-size:13px;color:#9a9ba6;">Nach Ablauf bleiben die Filme in Ihrer Bibliothek; nur der Link wird deaktiviert.</p>`,
      `Sie erhalten diese E-Mail als Eigentümer des Links.`,
    ),
    enc: "qp",
  },
  {
    family: "pellicle-screeners",
    group: "consumer",
    lang: "en",
    kind: "new-device-alert",
    code: null,
    link: null,
    from: "Pellicle <securite@pellicle.video>",
    to: TO,
    subject: "New sign-in to your Pellicle workspace",
    date: when("2026-10-05 18:02:51", "+0200"),
    text: `We noticed a new sign-in to the workspace "Courts Brussels".

Account: programmation@courtsbrussels.be
Device: Chrome 129 on Android
Location: Lille, Hauts-de-France, France (IP 90.112.x.x)
Time: 5 October 2026, 17:58 CEST

If this was you or a colleague, there's nothing to do.
If not, reset your password right away and sign out all sessions:
https://app.pellicle.video/settings/security

Pellicle SAS · 12 rue de Paradis, 75010 Paris
`,
    html: pelliclePage(
      "en",
      `<p style="margin:0 0 18px;font-size:19px;font-weight:600;">New sign-in to “Courts Brussels”</p>
<table width="100%" cellpadding="0" cellspacing="0" style="font-size:14px;color:#e9e9ec;">
<tr><td width="110" style="color:#9a9ba6;padding:3px 0;">Account</td><td>programmation@courtsbrussels.be</td></tr>
<tr><td style="color:#9a9ba6;padding:3px 0;">Device</td><td>Chrome 129 on Android</td></tr>
<tr><td style="color:#9a9ba6;padding:3px 0;">Location</td><td>Lille, Hauts-de-France, France (IP 90.112.x.x)</td></tr>
<tr><td style="color:#9a9ba6;padding:3px 0;">Time</td><td>5 October 2026, 17:58 CEST</td></tr>
</table>
<p style="margin:20px 0 0;">If this was you or a colleague, there’s nothing to do. If not, <a href="https://app.pellicle.video/settings/security" style="color:#ffb454;">reset your password and sign out all sessions</a>.</p>`,
      `This is a security notice sent to all workspace owners.`,
    ),
    enc: "8bit",
  },
];

// ---------------------------------------------------------------- Kinoa (ticketing)

const KINOA_FOOT =
  `<tr><td style="padding:20px 28px;background:#2d1b4e;color:#bfb3d6;font-family:Arial,sans-serif;font-size:11px;line-height:16px;">
Kinoa SRL · Rue de la Loi 221, 1040 Bruxelles · TVA BE 0712.448.903 · +32 2 880 41 70<br>
<a href="https://www.kinoa.events/aide" style="color:#bfb3d6;">Aide</a> · <a href="https://www.kinoa.events/cgv" style="color:#bfb3d6;">CGV</a> · <a href="https://www.kinoa.events/confidentialite" style="color:#bfb3d6;">Confidentialité</a>
</td></tr>`;

function kinoaPage(body: string, foot = KINOA_FOOT): string {
  return `<html><body style="margin:0;background:#efeaf6;">
<table width="100%" cellpadding="0" cellspacing="0" style="background:#efeaf6;"><tr><td align="center" style="padding:24px 0;">
<table width="580" cellpadding="0" cellspacing="0" style="background:#ffffff;">
<tr><td style="padding:18px 28px;background:#2d1b4e;"><img src="https://www.kinoa.events/img/mail/kinoa-logo-white.png" alt="kinoa" height="26" style="display:block;"></td></tr>
<tr><td style="padding:28px;font-family:Arial,Helvetica,sans-serif;font-size:14px;line-height:21px;color:#1e1530;">
${body}
</td></tr>
${foot}
</table></td></tr></table></body></html>`;
}

const kinoa: Mail[] = [
  {
    family: "kinoa-tickets",
    group: "consumer",
    lang: "fr",
    kind: "sales-report",
    code: null,
    link: null,
    from: "Kinoa Billetterie <rapports@kinoa.events>",
    to: TO,
    subject: "Rapport de ventes du 21/10/2026 – Courts Brussels 2026",
    date: when("2026-10-22 06:05:12"),
    text: `Rapport quotidien – mercredi 21 octobre 2026
Événement : Courts Brussels 2026 (Bruxelles · Lille · Luxembourg)

Billets vendus hier : 184
Chiffre d'affaires brut : 1 472,00 EUR
Frais de service Kinoa : 88,32 EUR

Par séance
- Compétition nationale 1 – Flagey Studio 4, 06/11 20:00 : 63 / 140
- Programme Animation – Cinéma Galeries, 07/11 14:00 : 48 / 170
- Séance Lille – Le Projecteur, 08/11 19:30 : 41 / 96
- Séance Luxembourg – Kinoteik, 09/11 18:00 : 32 / 110

Pass festival vendus (total) : 212

Le rapport détaillé (CSV) est joint à ce message.
Tableau de bord : https://pro.kinoa.events/evenements/cb2026/ventes

Kinoa SRL · Rue de la Loi 221, 1040 Bruxelles
`,
    html: kinoaPage(`<h2 style="margin:0 0 4px;font-size:18px;">Rapport quotidien</h2>
<p style="margin:0 0 18px;color:#6d6283;">mercredi 21 octobre 2026 · Courts Brussels 2026</p>
<table width="100%" cellpadding="8" cellspacing="0" style="font-size:14px;border-collapse:collapse;">
<tr style="background:#f6f3fa;"><td>Billets vendus hier</td><td align="right"><strong>184</strong></td></tr>
<tr><td>Chiffre d’affaires brut</td><td align="right"><strong>1&nbsp;472,00&nbsp;EUR</strong></td></tr>
<tr style="background:#f6f3fa;"><td>Frais de service Kinoa</td><td align="right">88,32&nbsp;EUR</td></tr>
<tr><td>Pass festival vendus (total)</td><td align="right">212</td></tr>
</table>
<h3 style="margin:22px 0 8px;font-size:15px;">Par séance</h3>
<table width="100%" cellpadding="6" cellspacing="0" style="font-size:13px;border-top:1px solid #e3dcef;">
<tr><td>Compétition nationale 1 – Flagey Studio 4, 06/11 20:00</td><td align="right">63 / 140</td></tr>
<tr><td>Programme Animation – Cinéma Galeries, 07/11 14:00</td><td align="right">48 / 170</td></tr>
<tr><td>Séance Lille – Le Projecteur, 08/11 19:30</td><td align="right">41 / 96</td></tr>
<tr><td>Séance Luxembourg – Kinoteik, 09/11 18:00</td><td align="right">32 / 110</td></tr>
</table>
<p style="margin:22px 0 0;"><a href="https://pro.kinoa.events/evenements/cb2026/ventes" style="color:#6b2fd1;font-weight:bold;">Ouvrir le tableau de bord</a> · le détail CSV est joint.</p>`),
    enc: "qp",
    attachment: [
      "ventes_cb2026_2026-10-21.csv",
      "text/csv",
      "commande;seance;tarif;montant\nK-88120431;CN1-0611;plein;9.00\nK-88120432;ANIM-0711;reduit;6.50\n",
    ],
  },
  {
    family: "kinoa-tickets",
    group: "consumer",
    lang: "nl",
    kind: "payout-notice",
    code: null,
    link: null,
    from: "Kinoa Ticketing <uitbetalingen@kinoa.events>",
    to: TO,
    subject: "Uitbetaling verstuurd: 6 318,45 EUR",
    date: when("2026-10-01 11:20:44"),
    text: `Beste organisator,

We hebben je uitbetaling voor september 2026 verstuurd.

Bedrag: 6 318,45 EUR
Naar rekening: BE•• •••• •••• 4821 (Courts Brussels vzw)
Referentie: KIN-PO-2026-09-00317
Verwachte ontvangst: binnen 1 à 2 werkdagen

Overzicht
  Ticketverkoop bruto     6 842,00 EUR
  Kinoa-servicekosten      -410,52 EUR
  Terugbetalingen          -113,03 EUR

De factuur voor de servicekosten vind je in je account onder Financiën > Facturen.

Met vriendelijke groet,
Het Kinoa-team
Kinoa SRL · Wetstraat 221, 1040 Brussel · +32 2 880 41 70
`,
    html: kinoaPage(`<p style="margin:0 0 16px;">Beste organisator,</p>
<p style="margin:0 0 16px;">We hebben je uitbetaling voor <strong>september 2026</strong> verstuurd.</p>
<p style="margin:0 0 6px;font-size:28px;font-weight:bold;color:#6b2fd1;">6&nbsp;318,45&nbsp;EUR</p>
<p style="margin:0 0 18px;color:#6d6283;font-size:13px;">naar BE•• •••• •••• 4821 (Courts Brussels vzw) · ref. KIN-PO-2026-09-00317 · binnen 1 à 2 werkdagen</p>
<table width="100%" cellpadding="6" cellspacing="0" style="font-size:13px;">
<tr><td>Ticketverkoop bruto</td><td align="right">6&nbsp;842,00 EUR</td></tr>
<tr><td>Kinoa-servicekosten</td><td align="right">−410,52 EUR</td></tr>
<tr><td>Terugbetalingen</td><td align="right">−113,03 EUR</td></tr>
</table>
<p style="margin:18px 0 0;font-size:13px;">De factuur voor de servicekosten vind je in je account onder <a href="https://pro.kinoa.events/financien/facturen" style="color:#6b2fd1;">Financiën &gt; Facturen</a>.</p>`),
    enc: "b64",
  },
  {
    family: "kinoa-tickets",
    group: "consumer",
    lang: "fr",
    kind: "verify-email",
    code: "583102",
    link: "https://pro.kinoa.events/compte/email/confirmer?jeton=f3c9a1e07b5d4c28&uid=44017",
    from: "Kinoa Billetterie <compte@kinoa.events>",
    to: "Billetterie Courts Brussels <billetterie@courtsbrussels.be>",
    subject: "Confirmez votre nouvelle adresse e-mail",
    date: when("2026-09-18 15:33:09"),
    text: `Bonjour Inès,

Vous avez demandé à remplacer l'adresse de connexion de votre compte organisateur Kinoa par
billetterie@courtsbrussels.be.

Pour confirmer ce changement, cliquez sur le lien ci-dessous :
https://pro.kinoa.events/compte/email/confirmer?jeton=f3c9a1e07b5d4c28&uid=44017

ou saisissez ce code dans l'application : 583 102

Le lien et le code expirent dans 24 heures. Tant que la nouvelle adresse n'est pas confirmée,
l'ancienne (ines.moreau@courtsbrussels.be) reste active.

Si vous n'êtes pas à l'origine de cette demande, ignorez ce message.

L'équipe Kinoa
`,
    html: kinoaPage(`<p style="margin:0 0 16px;">Bonjour Inès,</p>
<p style="margin:0 0 16px;">Vous avez demandé à remplacer l’adresse de connexion de votre compte organisateur par <strong>billetterie@courtsbrussels.be</strong>.</p>
<table cellpadding="0" cellspacing="0" style="margin:0 0 20px;"><tr><td bgcolor="#6b2fd1" style="border-radius:22px;">
<a href="https://pro.kinoa.events/compte/email/confirmer?jeton=f3c9a1e07b5d4c28&amp;uid=44017" style="display:inline-block;padding:12px 26px;color:#ffffff;text-decoration:none;font-weight:bold;">Confirmer mon adresse</a>
</td></tr></table>
<p style="margin:0 0 8px;">ou saisissez ce code dans l’application&nbsp;:</p>
<p style="margin:0 0 18px;font-size:26px;letter-spacing:6px;font-weight:bold;">583 102</p>
<p style="margin:0;font-size:12px;color:#6d6283;">Le lien et le code expirent dans 24&nbsp;heures. Tant que la nouvelle adresse n’est pas confirmée, l’ancienne (ines.moreau@courtsbrussels.be) reste active. Si vous n’êtes pas à l’origine de cette demande, ignorez ce message.</p>`),
    enc: "qp",
  },
  {
    family: "kinoa-tickets",
    group: "consumer",
    lang: "en",
    kind: "reset-link",
    code: null,
    link: "https://email.kinoa.events/c/eJxNjk0OgyAQRk8DS4M_qIsWjO5tmkCAEmJgGoa0vX1n0aTbyVe3-AF8zc9Hcg",
    from: "Kinoa Ticketing <account@kinoa.events>",
    to: "Guest Desk <guests@courtsbrussels.be>",
    subject: "Reset your Kinoa password",
    date: when("2026-10-12 09:51:30"),
    text: `Hello,

Someone (hopefully you) asked to reset the password for the Kinoa box-office account
guests@courtsbrussels.be.

Choose a new password here:
https://email.kinoa.events/c/eJxNjk0OgyAQRk8DS4M_qIsWjO5tmkCAEmJgGoa0vX1n0aTbyVe3-AF8zc9Hcg

This link works once and expires in 60 minutes. Box-office scanners already signed in stay signed in.

Didn't ask for this? You can ignore this e-mail; your password won't change.

Kinoa SRL · Rue de la Loi 221, 1040 Brussels · +32 2 880 41 70
`,
    html: kinoaPage(
      `<p style="margin:0 0 16px;">Hello,</p>
<p style="margin:0 0 16px;">Someone (hopefully you) asked to reset the password for the box-office account <strong>guests@courtsbrussels.be</strong>.</p>
<p style="margin:0 0 20px;"><a href="https://email.kinoa.events/c/eJxNjk0OgyAQRk8DS4M_qIsWjO5tmkCAEmJgGoa0vX1n0aTbyVe3-AF8zc9Hcg" style="display:inline-block;background:#6b2fd1;color:#ffffff;padding:12px 26px;border-radius:22px;text-decoration:none;font-weight:bold;">Choose a new password</a></p>
<p style="margin:0 0 12px;font-size:13px;">This link works once and expires in 60 minutes. Box-office scanners already signed in stay signed in.</p>
<p style="margin:0;font-size:12px;color:#6d6283;">Didn’t ask for this? Ignore this e-mail; your password won’t change.</p>`,
      KINOA_FOOT.replace("Bruxelles", "Brussels").replace(">Aide<", ">Help<").replace(">CGV<", ">Terms<").replace(
        ">Confidentialité<",
        ">Privacy<",
      ),
    ),
    enc: "8bit",
  },
];

// ---------------------------------------------------------------- Cinéfonds (regional film grants, FR)

const cinefonds: Mail[] = [
  {
    family: "cinefonds-guichet",
    group: "regional",
    lang: "fr",
    kind: "application-received",
    code: null,
    link: null,
    from: "Guichet Cinéfonds <ne-pas-repondre@guichet.cinefonds.be>",
    to: TO,
    subject: "Accusé de réception – Dossier CF-FEST-2027-0083",
    date: when("2026-09-09 16:12:00"),
    text: `Madame, Monsieur,

Nous accusons réception de votre demande de soutien déposée le 09/09/2026 à 16:11.

Numéro de dossier : CF-FEST-2027-0083
Ligne de soutien : Aide aux festivals – édition 2027
Demandeur : Courts Brussels ASBL (BCE 0458.112.907)
Montant sollicité : 42 000,00 EUR

La commission se réunira le 24 novembre 2026. La décision vous sera notifiée au plus tard
le 15 décembre 2026. Le récapitulatif de votre dépôt est joint en PDF.

Pour toute question, mentionnez votre numéro de dossier et écrivez à festivals@cinefonds.be
ou appelez le +32 2 413 22 60 (lundi–jeudi, 9h–12h).

Cinéfonds – Service Festivals
Boulevard Léopold II 44, 1080 Bruxelles
`,
    html: `<html><body style="font-family:Verdana,Arial,sans-serif;font-size:13px;color:#222;background:#ffffff;">
<table width="640" cellpadding="0" cellspacing="0" border="0">
<tr><td style="border-bottom:2px solid #00548f;padding:10px 0;"><img src="https://guichet.cinefonds.be/static/img/logo-cinefonds.gif" alt="Cinéfonds – Guichet en ligne" width="210" height="44"></td></tr>
<tr><td style="padding:18px 0;line-height:19px;">
<p>Madame, Monsieur,</p>
<p>Nous accusons réception de votre demande de soutien déposée le 09/09/2026 à 16:11.</p>
<table cellpadding="4" cellspacing="0" border="1" style="border-collapse:collapse;border-color:#c9d6e2;font-size:12px;">
<tr><td bgcolor="#eef3f8">Numéro de dossier</td><td><b>CF-FEST-2027-0083</b></td></tr>
<tr><td bgcolor="#eef3f8">Ligne de soutien</td><td>Aide aux festivals – édition 2027</td></tr>
<tr><td bgcolor="#eef3f8">Demandeur</td><td>Courts Brussels ASBL (BCE 0458.112.907)</td></tr>
<tr><td bgcolor="#eef3f8">Montant sollicité</td><td>42 000,00 EUR</td></tr>
</table>
<p>La commission se réunira le 24 novembre 2026. La décision vous sera notifiée au plus tard le 15 décembre 2026. Le récapitulatif de votre dépôt est joint en PDF.</p>
<p>Pour toute question, mentionnez votre numéro de dossier et écrivez à <a href="mailto:festivals@cinefonds.be">festivals@cinefonds.be</a> ou appelez le +32 2 413 22 60 (lundi–jeudi, 9h–12h).</p>
<p>Cinéfonds – Service Festivals<br>Boulevard Léopold II 44, 1080 Bruxelles</p>
</td></tr>
<tr><td style="font-size:10px;color:#777;border-top:1px solid #ddd;padding-top:8px;">Ce message est généré automatiquement par le guichet en ligne. <a href="https://guichet.cinefonds.be/vie-privee">Protection des données</a></td></tr>
</table></body></html>`,
    enc: "qp",
    attachment: [
      "CF-FEST-2027-0083_recapitulatif.pdf",
      "application/pdf",
      "%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n",
    ],
  },
  {
    family: "cinefonds-guichet",
    group: "regional",
    lang: "fr",
    kind: "login-code",
    code: "CF-71X4Q9",
    code_digits: "71X4Q9",
    link: null,
    from: "Guichet Cinéfonds <ne-pas-repondre@guichet.cinefonds.be>",
    to: TO,
    subject: "Votre code d'accès au guichet en ligne",
    date: when("2026-09-29 08:57:41"),
    text: `Madame, Monsieur,

Pour accéder à votre espace sur le guichet en ligne de Cinéfonds, introduisez le code suivant :

CF-71X4Q9

(à saisir sans le préfixe « CF- » si le formulaire ne l'affiche pas déjà)

Ce code est valable 15 minutes. Après trois essais erronés, votre accès sera bloqué pendant une heure.

Cinéfonds – Guichet en ligne
Boulevard Léopold II 44, 1080 Bruxelles · +32 2 413 22 60
`,
    html: null,
    enc: "8bit",
  },
  {
    family: "cinefonds-guichet",
    group: "regional",
    lang: "fr",
    kind: "decision-notice",
    code: null,
    link: null,
    from: "Guichet Cinéfonds <ne-pas-repondre@guichet.cinefonds.be>",
    to: TO,
    subject: "Nouveau document disponible dans votre dossier CF-DIFF-2026-0211",
    date: when("2026-10-20 13:40:17"),
    text: `Madame, Monsieur,

Un nouveau document a été déposé dans votre dossier CF-DIFF-2026-0211 (Aide à la diffusion –
circulation du programme « Courts d'ici » à Lille et Luxembourg) :

  Notification de décision – 19/10/2026 (PDF, 212 Ko)

Vous pouvez le consulter en vous connectant au guichet en ligne :
https://guichet.cinefonds.be/mes-dossiers

Le premier versement (60 % du montant octroyé) sera effectué dans les 30 jours suivant le retour
de la convention signée.

Cinéfonds – Service Diffusion
`,
    html: `<html><body style="font-family:Verdana,Arial,sans-serif;font-size:13px;color:#222;">
<table width="640" cellpadding="0" cellspacing="0" border="0">
<tr><td style="border-bottom:2px solid #00548f;padding:10px 0;"><img src="https://guichet.cinefonds.be/static/img/logo-cinefonds.gif" alt="Cinéfonds – Guichet en ligne" width="210" height="44"></td></tr>
<tr><td style="padding:18px 0;line-height:19px;">
<p>Madame, Monsieur,</p>
<p>Un nouveau document a été déposé dans votre dossier <b>CF-DIFF-2026-0211</b> (Aide à la diffusion – circulation du programme «&nbsp;Courts d’ici&nbsp;» à Lille et Luxembourg)&nbsp;:</p>
<ul><li>Notification de décision – 19/10/2026 (PDF, 212 Ko)</li></ul>
<p>Vous pouvez le consulter en vous connectant au <a href="https://guichet.cinefonds.be/mes-dossiers">guichet en ligne</a>.</p>
<p>Le premier versement (60&nbsp;% du montant octroyé) sera effectué dans les 30 jours suivant le retour de la convention signée.</p>
<p>Cinéfonds – Service Diffusion</p>
</td></tr></table></body></html>`,
    enc: "8bit",
  },
];

// ---------------------------------------------------------------- Beeldfonds Zenne (Flemish grants)

const beeldfonds: Mail[] = [
  {
    family: "beeldfonds-zenne",
    group: "regional",
    lang: "nl",
    kind: "verify-email",
    code: null,
    link: "https://aanvragen.beeldfondszenne.be/registratie/bevestig/6a1f0c2e-93d4-4b7e-a0c5-1d88e2f47b10",
    from: "Beeldfonds Zenne <aanvragen@beeldfondszenne.be>",
    to: "Wout Claes <wout.claes@courtsbrussels.be>",
    subject: "Bevestig je e-mailadres voor het aanvraagplatform",
    date: when("2026-09-11 10:05:26"),
    text: `Dag Wout,

Je werd door Joris Lemaire toegevoegd als medeaanvrager voor de organisatie Courts Brussels vzw op
het aanvraagplatform van Beeldfonds Zenne.

Bevestig eerst je e-mailadres om je account te activeren:
https://aanvragen.beeldfondszenne.be/registratie/bevestig/6a1f0c2e-93d4-4b7e-a0c5-1d88e2f47b10

Deze link blijft 72 uur geldig. Daarna kan Joris je opnieuw uitnodigen.

Aanvraagronde festivals 2027: indienen kan tot en met 15 oktober 2026 om 12 uur.

Met vriendelijke groeten,
Beeldfonds Zenne
Anspachlaan 110, 1000 Brussel · 02 550 18 30
`,
    html: `<!doctype html><html lang="nl"><body style="margin:0;background:#f4f4f2;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:30px 10px;">
<table width="560" cellpadding="0" cellspacing="0" style="background:#fff;border-top:6px solid #f2c200;font-family:Georgia,serif;color:#1a1a1a;">
<tr><td style="padding:26px 34px 6px;font-size:13px;font-family:Arial,sans-serif;letter-spacing:3px;text-transform:uppercase;">Beeldfonds Zenne</td></tr>
<tr><td style="padding:10px 34px 30px;font-size:16px;line-height:25px;">
<p>Dag Wout,</p>
<p>Je werd door Joris Lemaire toegevoegd als medeaanvrager voor <b>Courts Brussels vzw</b> op ons aanvraagplatform.</p>
<p>Bevestig eerst je e-mailadres om je account te activeren.</p>
<p style="margin:26px 0;"><a href="https://aanvragen.beeldfondszenne.be/registratie/bevestig/6a1f0c2e-93d4-4b7e-a0c5-1d88e2f47b10" style="font-family:Arial,sans-serif;background:#1a1a1a;color:#f2c200;padding:13px 22px;text-decoration:none;font-size:15px;">E-mailadres bevestigen</a></p>
<p style="font-size:14px;color:#555;">Deze link blijft 72 uur geldig. Daarna kan Joris je opnieuw uitnodigen.</p>
<p style="font-size:14px;color:#555;">Aanvraagronde festivals 2027: indienen kan tot en met 15 oktober 2026 om 12 uur.</p>
</td></tr>
<tr><td style="padding:16px 34px;background:#1a1a1a;color:#bbb;font-family:Arial,sans-serif;font-size:11px;">Beeldfonds Zenne · Anspachlaan 110, 1000 Brussel · 02 550 18 30 · <a href="https://www.beeldfondszenne.be/privacy" style="color:#bbb;">privacy</a></td></tr>
</table></td></tr></table></body></html>`,
    enc: "qp",
  },
  {
    family: "beeldfonds-zenne",
    group: "regional",
    lang: "nl",
    kind: "payment-notice",
    code: null,
    link: null,
    from: "Beeldfonds Zenne – Financiën <financien@beeldfondszenne.be>",
    to: TO,
    subject: "Betaling tweede schijf – dossier BZ/FES/26/014",
    date: when("2026-10-14 14:02:33"),
    text: `Geachte,

Vandaag hebben wij de tweede schijf van de werkingssubsidie 2026 overgeschreven.

Dossier: BZ/FES/26/014 – Courts Brussels 2026
Bedrag: 9 600,00 EUR (30 % van 32 000,00 EUR)
Rekening: BE68 •••• •••• 4821
Mededeling: +++260/1401/40147+++

Het saldo (20 %) wordt uitbetaald na goedkeuring van het inhoudelijk en financieel verslag, dat
uiterlijk op 31 maart 2027 moet worden ingediend.

Met vriendelijke groeten,
Dienst Financiën – Beeldfonds Zenne
`,
    html: null,
  },
];

// ---------------------------------------------------------------- Dossea (shared drive)

function dosseaPage(lang: string, pre: string, body: string, foot: string): string {
  return `<!DOCTYPE html><html lang="${lang}"><head><meta charset="UTF-8">
<style>a{color:#0b66d6}@media (max-width:600px){.wrap{width:100%!important}}</style></head>
<body style="margin:0;padding:0;background:#ffffff;">
<span style="display:none!important;font-size:1px;color:#ffffff;line-height:1px;max-height:0;max-width:0;opacity:0;overflow:hidden;">${pre}</span>
<table role="presentation" width="100%" cellspacing="0" cellpadding="0" border="0"><tr><td align="center">
<table role="presentation" class="wrap" width="520" cellspacing="0" cellpadding="0" border="0" style="font-family:-apple-system,BlinkMacSystemFont,'Segoe UI',Roboto,sans-serif;color:#1f2328;">
<tr><td style="padding:32px 0 16px;"><img src="https://assets.dossea.com/email/v3/dossea-mark.png" width="36" height="36" alt="Dossea"></td></tr>
${body}
<tr><td style="padding:28px 0 40px;border-top:1px solid #e6e8eb;font-size:12px;line-height:18px;color:#6a737d;">${foot}<br>Dossea AB · Sveavägen 64, 111 34 Stockholm, Sweden</td></tr>
</table></td></tr></table></body></html>`;
}

const dossea: Mail[] = [
  {
    family: "dossea-drive",
    group: "consumer",
    lang: "es",
    kind: "shared-folder-invite",
    code: null,
    link: "https://dossea.com/invite/accept?t=DSQ-8HkP2wZr5nV0aYcE&folder=fld_5520931",
    from: "Carmen Ibarra (vía Dossea) <no-reply@dossea.com>",
    to: TO,
    subject: "Carmen Ibarra te ha invitado a la carpeta «Selección cortos 2026 – festivales»",
    date: when("2026-09-04 12:38:20"),
    text: `Carmen Ibarra (carmen@distribuidoramarea.es) te ha invitado a colaborar en una carpeta de Dossea.

Carpeta: Selección cortos 2026 – festivales
Contenido: 14 películas, fichas técnicas, stills y subtítulos FR/EN
Permiso: puede ver y descargar

Mensaje de Carmen:
"Hola equipo de Courts Brussels, aquí tenéis los DCP y los ProRes de los cortos que os comenté.
Los enlaces de visionado con contraseña os los mando aparte. ¡Un abrazo!"

Aceptar la invitación:
https://dossea.com/invite/accept?t=DSQ-8HkP2wZr5nV0aYcE&folder=fld_5520931

La invitación caduca el 18 de septiembre de 2026.

Dossea AB · Sveavägen 64, 111 34 Estocolmo, Suecia
`,
    html: dosseaPage(
      "es",
      "Carmen te ha invitado a colaborar: 14 películas, fichas técnicas y subtítulos",
      `<tr><td style="font-size:20px;line-height:28px;font-weight:600;padding-bottom:14px;">Carmen Ibarra te ha invitado a la carpeta «Selección cortos 2026 – festivales»</td></tr>
<tr><td style="font-size:14px;line-height:22px;padding-bottom:16px;">14 películas, fichas técnicas, stills y subtítulos FR/EN · <b>puede ver y descargar</b></td></tr>
<tr><td style="font-size:14px;line-height:22px;padding:14px 16px;background:#f6f8fa;border-left:3px solid #0b66d6;">“Hola equipo de Courts Brussels, aquí tenéis los DCP y los ProRes de los cortos que os comenté. Los enlaces de visionado con contraseña os los mando aparte. ¡Un abrazo!”</td></tr>
<tr><td style="padding:24px 0;"><a href="https://dossea.com/invite/accept?t=DSQ-8HkP2wZr5nV0aYcE&amp;folder=fld_5520931" style="background:#0b66d6;color:#ffffff;text-decoration:none;font-size:15px;font-weight:600;padding:11px 22px;border-radius:6px;display:inline-block;">Aceptar invitación</a></td></tr>
<tr><td style="font-size:12px;color:#6a737d;padding-bottom:8px;">La invitación caduca el 18 de septiembre de 2026.</td></tr>`,
      `Has recibido este correo porque carmen@distribuidoramarea.es compartió una carpeta contigo. <a href="https://dossea.com/help/sharing" style="color:#6a737d;">Ayuda</a>`,
    ),
    enc: "qp",
  },
  {
    family: "dossea-drive",
    group: "consumer",
    lang: "en",
    kind: "storage-warning",
    code: null,
    link: null,
    from: "Dossea <team@dossea.com>",
    to: TO,
    subject: "Your Dossea workspace is 92% full",
    date: when("2026-10-08 09:14:02"),
    text: `Your workspace "Courts Brussels – Programmation" is using 1.84 TB of 2 TB (92%).

Biggest folders
  DCP 2026 / Competition         812 GB
  Screeners archive 2025         441 GB
  Press & stills                  96 GB

When you reach 100%, uploads and sync will pause until you free up space or upgrade.
Business Plus (5 TB) is EUR 24 per user per month, billed yearly.

Review storage: https://dossea.com/w/courtsbrussels/storage
Compare plans: https://dossea.com/pricing?ref=quota92

Dossea AB · Sveavägen 64, 111 34 Stockholm, Sweden
Manage e-mail preferences: https://dossea.com/settings/email
`,
    html: dosseaPage(
      "en",
      "1.84 TB of 2 TB used. Uploads pause at 100%.",
      `<tr><td style="font-size:20px;font-weight:600;padding-bottom:14px;">Your workspace is 92% full</td></tr>
<tr><td style="padding-bottom:16px;"><table width="100%" cellspacing="0" cellpadding="0"><tr><td width="92%" height="10" bgcolor="#d29922" style="border-radius:5px 0 0 5px;"></td><td width="8%" bgcolor="#e6e8eb" style="border-radius:0 5px 5px 0;"></td></tr></table>
<div style="font-size:13px;color:#6a737d;padding-top:6px;">1.84 TB of 2 TB · Courts Brussels – Programmation</div></td></tr>
<tr><td style="font-size:14px;line-height:22px;">
<b>Biggest folders</b><br>DCP 2026 / Competition — 812 GB<br>Screeners archive 2025 — 441 GB<br>Press &amp; stills — 96 GB</td></tr>
<tr><td style="font-size:14px;line-height:22px;padding:16px 0;">When you reach 100%, uploads and sync will pause until you free up space or upgrade. Business Plus (5 TB) is EUR 24 per user per month, billed yearly.</td></tr>
<tr><td style="padding-bottom:10px;"><a href="https://dossea.com/w/courtsbrussels/storage" style="background:#0b66d6;color:#fff;text-decoration:none;padding:10px 18px;border-radius:6px;font-weight:600;font-size:14px;">Review storage</a>&nbsp;&nbsp;<a href="https://dossea.com/pricing?ref=quota92" style="font-size:14px;">Compare plans</a></td></tr>`,
      `<a href="https://dossea.com/settings/email" style="color:#6a737d;">Manage e-mail preferences</a>`,
    ),
  },
  {
    family: "dossea-drive",
    group: "consumer",
    lang: "nl",
    kind: "verification-code",
    code: "41-77-09",
    code_digits: "417709",
    link: null,
    from: "Dossea <no-reply@dossea.com>",
    to: "Wout Claes <wout.claes@courtsbrussels.be>",
    subject: "Je Dossea-verificatiecode",
    date: when("2026-10-19 08:22:47"),
    text: `Je verificatiecode is:

41-77-09

Voer deze code in om je aanmelding op een nieuw apparaat te bevestigen (Dossea voor Windows,
FESTIVAL-PC-03). De code vervalt na 15 minuten.

Heb je niet geprobeerd je aan te melden? Wijzig dan je wachtwoord via
https://dossea.com/settings/security

Dossea AB · Sveavägen 64, 111 34 Stockholm, Zweden
`,
    html: dosseaPage(
      "nl",
      "Bevestig je aanmelding op FESTIVAL-PC-03",
      `<tr><td style="font-size:16px;padding-bottom:10px;">Je verificatiecode is:</td></tr>
<tr><td style="font-size:34px;font-weight:700;font-family:SFMono-Regular,Consolas,monospace;padding-bottom:18px;">41-77-09</td></tr>
<tr><td style="font-size:14px;line-height:22px;">Voer deze code in om je aanmelding op een nieuw apparaat te bevestigen (Dossea voor Windows, FESTIVAL-PC-03). De code vervalt na 15 minuten.</td></tr>
<tr><td style="font-size:13px;line-height:20px;color:#6a737d;padding-top:16px;">Heb je niet geprobeerd je aan te melden? <a href="https://dossea.com/settings/security">Wijzig dan je wachtwoord</a>.</td></tr>`,
      `Je ontvangt deze beveiligingsmail omdat er een aanmelding op je account was.`,
    ),
    enc: "b64",
  },
];

// ---------------------------------------------------------------- Paraphe (e-signature)

const paraphe: Mail[] = [
  {
    family: "paraphe-sign",
    group: "consumer",
    lang: "fr",
    kind: "envelope-completed",
    code: null,
    link: null,
    from: "Paraphe <signature@paraphe.eu>",
    to: TO,
    subject: "Terminé : Contrat de location de salle – Le Projecteur Lille – nov. 2026",
    date: when("2026-09-22 17:45:10"),
    text: `Tous les signataires ont signé le document.

Document : Contrat de location de salle – Le Projecteur Lille – nov. 2026
Envoyé par : Joris Lemaire (Courts Brussels ASBL)
Signataires :
  - Joris Lemaire – signé le 21/09/2026 à 11:02
  - Claire Dewaele (Le Projecteur) – signée le 22/09/2026 à 17:44

La copie signée et le certificat de signature sont joints à ce message. Conservez-les : Paraphe les
garde en ligne pendant 10 ans.

Identifiant d'enveloppe : PRF-2026-0922-8c41a7

Paraphe SAS · 48 quai de Bondy, 69005 Lyon
`,
    html: `<html><body style="background:#f3f5f4;margin:0;padding:24px 0;font-family:Helvetica,Arial,sans-serif;">
<table align="center" width="540" cellpadding="0" cellspacing="0" style="background:#ffffff;border:1px solid #dfe5e2;">
<tr><td style="padding:20px 30px;"><img src="https://paraphe.eu/mail/logo-paraphe.png" alt="Paraphe" width="110"></td></tr>
<tr><td style="background:#1f7a5a;color:#ffffff;padding:26px 30px;font-size:18px;">✓ Tous les signataires ont signé le document</td></tr>
<tr><td style="padding:26px 30px;font-size:14px;line-height:22px;color:#2b2f2d;">
<b>Contrat de location de salle – Le Projecteur Lille – nov. 2026</b><br>
Envoyé par Joris Lemaire (Courts Brussels ASBL)
<table cellpadding="0" cellspacing="0" style="margin:16px 0;font-size:13px;">
<tr><td style="padding:4px 14px 4px 0;">Joris Lemaire</td><td style="color:#1f7a5a;">signé le 21/09/2026 à 11:02</td></tr>
<tr><td style="padding:4px 14px 4px 0;">Claire Dewaele (Le Projecteur)</td><td style="color:#1f7a5a;">signée le 22/09/2026 à 17:44</td></tr>
</table>
La copie signée et le certificat de signature sont joints à ce message. Paraphe les conserve en ligne pendant 10 ans.
<p style="font-size:12px;color:#7a817d;margin:18px 0 0;">Identifiant d’enveloppe : PRF-2026-0922-8c41a7</p>
</td></tr>
<tr><td style="padding:16px 30px;border-top:1px solid #dfe5e2;font-size:11px;color:#7a817d;">Paraphe SAS · 48 quai de Bondy, 69005 Lyon · <a href="https://paraphe.eu/aide" style="color:#7a817d;">Aide</a> · <a href="https://paraphe.eu/rgpd" style="color:#7a817d;">RGPD</a></td></tr>
</table></body></html>`,
    enc: "qp",
    attachment: [
      "Contrat_location_Le_Projecteur_signe.pdf",
      "application/pdf",
      "%PDF-1.5\n%Paraphe signed document\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n",
    ],
  },
  {
    family: "paraphe-sign",
    group: "consumer",
    lang: "en",
    kind: "access-code",
    code: "K7P-2Q9",
    link: null,
    from: "Paraphe <signature@paraphe.eu>",
    to: "Lotte Verhaegen <lotte.verhaegen@courtsbrussels.be>",
    subject: 'Access code for "Jury agreement BSFD 2026 – Verhaegen"',
    date: when("2026-10-02 10:11:38"),
    text: `Hello Lotte,

Joris Lemaire (Courts Brussels ASBL) protected this document with an access code:
"Jury agreement BSFD 2026 – Verhaegen"

Your access code: K7P-2Q9

Enter it when you open the document from the invitation e-mail you received separately. The code
is valid for 30 minutes and only for this document.

Paraphe never asks for your code by phone.

Paraphe SAS · 48 quai de Bondy, 69005 Lyon, France · https://paraphe.eu/help
`,
    html: `<html><body style="background:#f3f5f4;margin:0;padding:24px 0;font-family:Helvetica,Arial,sans-serif;">
<table align="center" width="540" cellpadding="0" cellspacing="0" style="background:#ffffff;border:1px solid #dfe5e2;">
<tr><td style="padding:20px 30px;"><img src="https://paraphe.eu/mail/logo-paraphe.png" alt="Paraphe" width="110"></td></tr>
<tr><td style="padding:6px 30px 26px;font-size:14px;line-height:22px;color:#2b2f2d;">
<p>Hello Lotte,</p>
<p>Joris Lemaire (Courts Brussels ASBL) protected <b>“Jury agreement BSFD 2026 – Verhaegen”</b> with an access code.</p>
<table cellpadding="0" cellspacing="0" width="100%" style="margin:18px 0;"><tr><td align="center" style="background:#eef5f1;padding:18px;">
<div style="font-size:12px;color:#7a817d;text-transform:uppercase;letter-spacing:1px;">Your access code</div>
<div style="font-size:30px;font-weight:bold;letter-spacing:4px;color:#1f7a5a;font-family:Courier New,monospace;">K7P-2Q9</div>
</td></tr></table>
<p>Enter it when you open the document from the invitation e-mail you received separately. The code is valid for 30 minutes and only for this document.</p>
<p style="font-size:12px;color:#7a817d;">Paraphe never asks for your code by phone.</p>
</td></tr>
<tr><td style="padding:16px 30px;border-top:1px solid #dfe5e2;font-size:11px;color:#7a817d;">Paraphe SAS · 48 quai de Bondy, 69005 Lyon, France · <a href="https://paraphe.eu/help" style="color:#7a817d;">Help</a></td></tr>
</table></body></html>`,
  },
  {
    family: "paraphe-sign",
    group: "consumer",
    lang: "nl",
    kind: "envelope-voided",
    code: null,
    link: null,
    from: "Paraphe <signature@paraphe.eu>",
    to: TO,
    subject: "Geannuleerd: Overeenkomst vertoningsrechten – programma Animatie",
    date: when("2026-10-09 16:27:55"),
    text: `De afzender heeft dit document geannuleerd. Je hoeft niets meer te ondertekenen.

Document: Overeenkomst vertoningsrechten – programma Animatie
Afzender: Pieter Goossens (Kortfilmverdeler Lichtbak)
Reden: "Verkeerde vertoningsdata (8/11 i.p.v. 7/11). Nieuwe versie volgt."

Paraphe SAS · 48 quai de Bondy, 69005 Lyon, Frankrijk
`,
    html: null,
    enc: "qp",
  },
];

// ---------------------------------------------------------------- Meridiem (subtitling agency)

const meridiem: Mail[] = [
  {
    family: "meridiem-subtitles",
    group: "consumer",
    lang: "fr",
    kind: "delivery-invoice",
    code: null,
    link: null,
    from: "Sophie Lambotte – Meridiem Sous-titrage <sophie.lambotte@meridiem-subs.be>",
    to: TO,
    subject: "Livraison lot 2 – sous-titres FR/NL compétition nationale + facture",
    date: when("2026-10-16 18:06:44"),
    text: `Bonjour Inès, bonjour Joris,

Vous trouverez sur votre espace client le lot 2 des sous-titres pour la compétition nationale :
9 films, fichiers .srt et .stl en FR et NL, plus les versions incrustées pour les 3 films qui passent
à Luxembourg sans projection DCP.

Deux remarques :
- « Nachtbus 71 » : le timecode de la copie reçue commence à 00:59:50:00, nous avons calé les
  sous-titres sur 01:00:00:00 comme sur le DCP. À vérifier lors du test technique.
- « Zout » : la réalisatrice souhaite relire la version NL avant le 28/10.

La facture n° MER-2026-0418 (2 916,00 EUR TVAC, échéance 15/11/2026) est en pièce jointe.

Bonne fin de semaine,
Sophie

--
Sophie Lambotte · cheffe de projet
Meridiem Sous-titrage & Traduction
Rue Van Artevelde 17, 1000 Bruxelles · +32 2 511 09 64
`,
    html: `<div dir="ltr" style="font-family:Calibri,Arial,sans-serif;font-size:11pt;">
<p>Bonjour Inès, bonjour Joris,</p>
<p>Vous trouverez sur votre espace client le lot&nbsp;2 des sous-titres pour la compétition nationale&nbsp;: 9 films, fichiers .srt et .stl en FR et NL, plus les versions incrustées pour les 3 films qui passent à Luxembourg sans projection DCP.</p>
<p>Deux remarques&nbsp;:</p>
<ul>
<li>«&nbsp;Nachtbus 71&nbsp;»&nbsp;: le timecode de la copie reçue commence à 00:59:50:00, nous avons calé les sous-titres sur 01:00:00:00 comme sur le DCP. À vérifier lors du test technique.</li>
<li>«&nbsp;Zout&nbsp;»&nbsp;: la réalisatrice souhaite relire la version NL avant le 28/10.</li>
</ul>
<p>La facture n°&nbsp;MER-2026-0418 (2&nbsp;916,00&nbsp;EUR TVAC, échéance 15/11/2026) est en pièce jointe.</p>
<p>Bonne fin de semaine,<br>Sophie</p>
<p style="color:#666;font-size:9pt;">--<br><b>Sophie Lambotte</b> · cheffe de projet<br>Meridiem Sous-titrage &amp; Traduction<br>Rue Van Artevelde 17, 1000 Bruxelles · +32 2 511 09 64<br><a href="https://www.meridiem-subs.be">www.meridiem-subs.be</a></p>
</div>`,
    enc: "8bit",
    attachment: [
      "MER-2026-0418_Courts_Brussels.pdf",
      "application/pdf",
      "%PDF-1.4\n% Meridiem facture MER-2026-0418\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n",
    ],
  },
  {
    family: "meridiem-subtitles",
    group: "consumer",
    lang: "en",
    kind: "verify-email",
    code: null,
    link: "https://portal.meridiem-subs.be/account/activate/MjAyNi0wOS0xNXw4ODA0/3f9d2c71b8e6",
    from: "Meridiem Client Portal <portal@meridiem-subs.be>",
    to: "Joris Lemaire <joris.lemaire@courtsbrussels.be>",
    subject: "Activate your Meridiem client portal account",
    date: when("2026-09-15 11:00:19"),
    text: `Dear Joris Lemaire,

An account has been created for you on the Meridiem client portal, where you can upload picture
locks and dialogue lists, follow your subtitle jobs and download deliveries.

Please confirm your e-mail address to activate the account:
https://portal.meridiem-subs.be/account/activate/MjAyNi0wOS0xNXw4ODA0/3f9d2c71b8e6

The link is valid for 7 days.

Kind regards,
Meridiem Subtitling & Translation
Rue Van Artevelde 17, 1000 Brussels · +32 2 511 09 64
`,
    html:
      `<table width="100%" cellpadding="0" cellspacing="0" style="font-family:Arial,sans-serif;"><tr><td align="center">
<table width="500" cellpadding="0" cellspacing="0">
<tr><td style="padding:24px 0;font-size:22px;font-weight:bold;color:#b4233a;">meridiem<span style="color:#333;font-weight:normal;"> | client portal</span></td></tr>
<tr><td style="font-size:14px;line-height:21px;color:#333;">
<p>Dear Joris Lemaire,</p>
<p>An account has been created for you on the Meridiem client portal, where you can upload picture locks and dialogue lists, follow your subtitle jobs and download deliveries.</p>
<p>Please confirm your e-mail address to activate the account:</p>
<p><a href="https://portal.meridiem-subs.be/account/activate/MjAyNi0wOS0xNXw4ODA0/3f9d2c71b8e6" style="color:#b4233a;">https://portal.meridiem-subs.be/account/activate/MjAyNi0wOS0xNXw4ODA0/3f9d2c71b8e6</a></p>
<p>The link is valid for 7 days.</p>
<p>Kind regards,<br>Meridiem Subtitling &amp; Translation</p>
</td></tr>
<tr><td style="padding-top:20px;font-size:11px;color:#999;">Rue Van Artevelde 17, 1000 Brussels · +32 2 511 09 64</td></tr>
</table></td></tr></table>`,
  },
  {
    family: "meridiem-subtitles",
    group: "consumer",
    lang: "nl",
    kind: "job-status",
    code: null,
    link: null,
    from: "Meridiem Klantenportaal <portal@meridiem-subs.be>",
    to: TO,
    subject: "Opdracht MJ-7731 klaar voor download",
    date: when("2026-10-23 12:48:00"),
    text: `Opdracht MJ-7731 is klaar.

Film: Zout (12 min)
Taken: ondertiteling NL (nalezing regisseur verwerkt), FR, EN
Formaten: SRT, EBU-STL, DCP-XML (SMPTE)
Levering: 23/10/2026, 12:46

Download via het klantenportaal: https://portal.meridiem-subs.be/jobs/MJ-7731

Bestanden blijven 90 dagen beschikbaar.
`,
    html: null,
    enc: "7bit",
  },
];

// ---------------------------------------------------------------- Guestroute (hotel booking for guests)

function guestroutePage(body: string): string {
  return `<html><body style="margin:0;background:#eef2f5;">
<table width="100%" bgcolor="#eef2f5" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:20px 8px;">
<table width="600" cellpadding="0" cellspacing="0" bgcolor="#ffffff" style="font-family:Arial,Helvetica,sans-serif;color:#17324d;">
<tr><td style="padding:16px 24px;background:#17324d;"><img src="https://img.guestroute.com/email/logo_white_2x.png" width="140" alt="Guestroute for Events" style="display:block;"></td></tr>
${body}
<tr><td style="padding:18px 24px;background:#f5f7f9;font-size:11px;line-height:16px;color:#6d7f90;">
Guestroute B.V. · Keizersgracht 318, 1016 EZ Amsterdam · KvK 81440227<br>
Events desk: +31 20 808 31 55 (Mon–Fri 08:00–20:00) ·
<a href="https://www.guestroute.com/help" style="color:#6d7f90;">Help</a> · <a href="https://www.guestroute.com/privacy" style="color:#6d7f90;">Privacy</a><br>
<a href="https://apps.apple.com/app/guestroute/id1488320417"><img src="https://img.guestroute.com/email/badge-appstore.png" height="30" alt="Download on the App Store"></a>
<a href="https://play.google.com/store/apps/details?id=com.guestroute.app"><img src="https://img.guestroute.com/email/badge-googleplay.png" height="30" alt="Get it on Google Play"></a>
</td></tr></table></td></tr></table></body></html>`;
}

const guestroute: Mail[] = [
  {
    family: "guestroute",
    group: "consumer",
    lang: "en",
    kind: "booking-confirmation",
    code: null,
    link: null,
    from: "Guestroute for Events <bookings@guestroute.com>",
    to: "Guest Desk <guests@courtsbrussels.be>",
    subject: "Booking confirmed – Hotel Sablon Lumière, 5–9 Nov (guest: Ana Ferreira)",
    date: when("2026-10-06 14:55:31"),
    text: `Your booking is confirmed

Booking number: GR-4471-208836
PIN for changes via the events desk: 2291 (keep it private)

Hotel Sablon Lumière ****
Rue de la Régence 39, 1000 Brussels · +32 2 512 88 00

Guest: Ana Ferreira (director, "Maré Baixa")
Check-in: Thursday 5 November 2026, from 15:00
Check-out: Monday 9 November 2026, until 11:00
Room: Classic Double, breakfast included
4 nights × EUR 128.00 = EUR 512.00
City tax: EUR 39.60 (paid at the hotel)
Billing: Courts Brussels ASBL – company account •••• 0917

Free cancellation until 3 November 2026, 23:59 (hotel's local time).

Manage booking: https://www.guestroute.com/events/bookings/GR-4471-208836
`,
    html: guestroutePage(
      `<tr><td style="padding:26px 24px 6px;font-size:22px;font-weight:bold;">Your booking is confirmed</td></tr>
<tr><td style="padding:0 24px 18px;font-size:13px;color:#6d7f90;">Booking number <b style="color:#17324d;">GR-4471-208836</b> · PIN for changes via the events desk: <b style="color:#17324d;">2291</b></td></tr>
<tr><td style="padding:0 24px;"><table width="100%" cellpadding="0" cellspacing="0" style="border:1px solid #dde4ea;"><tr>
<td width="170"><img src="https://img.guestroute.com/hotels/88231/main_340.jpg" width="170" alt="Hotel Sablon Lumière"></td>
<td style="padding:14px;font-size:14px;line-height:20px;"><b>Hotel Sablon Lumière</b> ★★★★<br>Rue de la Régence 39, 1000 Brussels<br>+32 2 512 88 00</td></tr></table></td></tr>
<tr><td style="padding:18px 24px;font-size:14px;line-height:22px;">
<table width="100%" cellpadding="3" cellspacing="0" style="font-size:14px;">
<tr><td style="color:#6d7f90;">Guest</td><td>Ana Ferreira (director, “Maré Baixa”)</td></tr>
<tr><td style="color:#6d7f90;">Check-in</td><td>Thu 5 Nov 2026, from 15:00</td></tr>
<tr><td style="color:#6d7f90;">Check-out</td><td>Mon 9 Nov 2026, until 11:00</td></tr>
<tr><td style="color:#6d7f90;">Room</td><td>Classic Double, breakfast included</td></tr>
<tr><td style="color:#6d7f90;">Price</td><td>4 nights × EUR 128.00 = <b>EUR 512.00</b></td></tr>
<tr><td style="color:#6d7f90;">City tax</td><td>EUR 39.60 (paid at the hotel)</td></tr>
<tr><td style="color:#6d7f90;">Billing</td><td>Courts Brussels ASBL – company account •••• 0917</td></tr>
</table>
<p style="color:#1e7d4f;">Free cancellation until 3 November 2026, 23:59 (hotel’s local time).</p>
<a href="https://www.guestroute.com/events/bookings/GR-4471-208836" style="display:inline-block;border:2px solid #17324d;color:#17324d;padding:9px 18px;text-decoration:none;font-weight:bold;">Manage booking</a>
</td></tr>`,
    ),
    enc: "qp",
  },
  {
    family: "guestroute",
    group: "consumer",
    lang: "fr",
    kind: "confirm-request",
    code: null,
    link: "https://www.guestroute.com/events/blocks/confirm?req=BLK-91C7E2&sig=5b0e9d24a1",
    from: "Guestroute Événements <groupes@guestroute.com>",
    to: "Guest Desk <guests@courtsbrussels.be>",
    subject: "Action requise : confirmez votre demande de contingent (12 chambres, Lille)",
    date: when("2026-09-24 10:31:06"),
    text: `Bonjour,

Nous avons bien reçu votre demande de contingent pour vos invités à Lille. L'hôtel peut la bloquer
pour vous, mais nous avons besoin de votre confirmation avant le 26/09/2026 à 12:00.

Demande : BLK-91C7E2
Hôtel : Hôtel du Vieux-Lille Carré, 4 rue de la Monnaie, 59800 Lille
Dates : du 7 au 9 novembre 2026 (2 nuits)
Chambres : 12 chambres doubles à usage individuel, 96,00 EUR par nuit, petit-déjeuner inclus
Libération sans frais des chambres non nominatives : jusqu'au 24/10/2026

Confirmer la demande :
https://www.guestroute.com/events/blocks/confirm?req=BLK-91C7E2&sig=5b0e9d24a1

Sans confirmation, la demande expire et les chambres sont remises en vente.

L'équipe Événements de Guestroute
+31 20 808 31 55
`,
    html: guestroutePage(
      `<tr><td style="padding:26px 24px 8px;font-size:20px;font-weight:bold;">Confirmez votre demande de contingent</td></tr>
<tr><td style="padding:0 24px 16px;font-size:14px;line-height:22px;">Nous avons bien reçu votre demande pour vos invités à Lille. L’hôtel peut la bloquer pour vous, mais nous avons besoin de votre confirmation <b>avant le 26/09/2026 à 12:00</b>.</td></tr>
<tr><td style="padding:0 24px;"><table width="100%" cellpadding="6" cellspacing="0" style="font-size:14px;background:#f5f7f9;">
<tr><td style="color:#6d7f90;" width="150">Demande</td><td>BLK-91C7E2</td></tr>
<tr><td style="color:#6d7f90;">Hôtel</td><td>Hôtel du Vieux-Lille Carré, 4 rue de la Monnaie, 59800 Lille</td></tr>
<tr><td style="color:#6d7f90;">Dates</td><td>du 7 au 9 novembre 2026 (2 nuits)</td></tr>
<tr><td style="color:#6d7f90;">Chambres</td><td>12 doubles à usage individuel · 96,00 EUR/nuit · petit-déjeuner inclus</td></tr>
<tr><td style="color:#6d7f90;">Libération sans frais</td><td>jusqu’au 24/10/2026</td></tr>
</table></td></tr>
<tr><td style="padding:22px 24px;"><a href="https://www.guestroute.com/events/blocks/confirm?req=BLK-91C7E2&amp;sig=5b0e9d24a1" style="display:inline-block;background:#f0a500;color:#17324d;padding:13px 26px;text-decoration:none;font-weight:bold;font-size:15px;">Confirmer la demande</a></td></tr>
<tr><td style="padding:0 24px 22px;font-size:12px;color:#6d7f90;">Sans confirmation, la demande expire et les chambres sont remises en vente.</td></tr>`,
    ),
    enc: "b64",
  },
  {
    family: "guestroute",
    group: "consumer",
    lang: "de",
    kind: "booking-cancelled",
    code: null,
    link: null,
    from: "Guestroute for Events <bookings@guestroute.com>",
    to: "Guest Desk <guests@courtsbrussels.be>",
    subject: "Stornierung bestätigt – GR-4471-209114",
    date: when("2026-10-27 19:12:45", "+0100"),
    text: `Guten Tag,

die folgende Buchung wurde auf Ihren Wunsch kostenlos storniert:

Buchungsnummer: GR-4471-209114
Hotel: Parkhotel Kirchberg, 12 Rue Alphonse Weicker, 2721 Luxembourg
Gast: Jonas Albrecht
Zeitraum: 08.11.2026 – 10.11.2026 (2 Nächte)
Betrag: 0,00 EUR (ursprünglich 278,00 EUR)

Sie müssen nichts weiter tun.

Ihr Guestroute-Eventteam
Guestroute B.V. · Keizersgracht 318, 1016 EZ Amsterdam · +31 20 808 31 55
`,
    html: guestroutePage(
      `<tr><td style="padding:26px 24px 8px;font-size:20px;font-weight:bold;">Stornierung bestätigt</td></tr>
<tr><td style="padding:0 24px 16px;font-size:14px;line-height:22px;">Guten Tag,<br>die folgende Buchung wurde auf Ihren Wunsch kostenlos storniert:</td></tr>
<tr><td style="padding:0 24px 20px;"><table width="100%" cellpadding="5" cellspacing="0" style="font-size:14px;">
<tr><td style="color:#6d7f90;" width="150">Buchungsnummer</td><td><s>GR-4471-209114</s></td></tr>
<tr><td style="color:#6d7f90;">Hotel</td><td>Parkhotel Kirchberg, 12 Rue Alphonse Weicker, 2721 Luxembourg</td></tr>
<tr><td style="color:#6d7f90;">Gast</td><td>Jonas Albrecht</td></tr>
<tr><td style="color:#6d7f90;">Zeitraum</td><td>08.11.2026 – 10.11.2026 (2 Nächte)</td></tr>
<tr><td style="color:#6d7f90;">Betrag</td><td>0,00 EUR (ursprünglich 278,00 EUR)</td></tr>
</table>
<p style="font-size:14px;">Sie müssen nichts weiter tun.</p></td></tr>`,
    ),
    enc: "8bit",
  },
];

// ---------------------------------------------------------------- LumenRail (train company)

const lumenrail: Mail[] = [
  {
    family: "lumenrail",
    group: "consumer",
    lang: "fr",
    kind: "e-ticket",
    code: null,
    link: null,
    from: "LumenRail <billets@lumenrail.eu>",
    to: "Guest Desk <guests@courtsbrussels.be>",
    subject: "Vos billets : Bruxelles-Midi → Lille-Europe, 8 novembre 2026",
    date: when("2026-10-13 11:47:52"),
    text: `Merci pour votre réservation.

Référence de réservation : LR7-QXN4TB
Voyageurs : 6 adultes (groupe « Courts Brussels – séance Lille »)

Aller – dimanche 8 novembre 2026
  Bruxelles-Midi 16:13 → Lille-Europe 16:48 · train LR 9852 · voiture 14, places 61 à 66
Retour – dimanche 8 novembre 2026
  Lille-Europe 22:40 → Bruxelles-Midi 23:15 · train LR 9899 · voiture 3, places 21 à 26

Tarif : Standard Flex · 6 × 2 × 29,00 EUR = 348,00 EUR
Payé par carte •••• 4821 le 13/10/2026

Vos billets (un par voyageur) sont joints en PDF. Présentez le code QR à bord, à l'écran ou imprimé.
Échange et remboursement sans frais jusqu'à 1 heure avant le départ.

Gérer ma réservation : https://www.lumenrail.eu/fr/mes-voyages?ref=LR7-QXN4TB

LumenRail SA · Avenue Fonsny 47, 1060 Bruxelles · service clients +32 2 808 70 70
`,
    html: `<html><body style="margin:0;background:#ffffff;font-family:'Trebuchet MS',Arial,sans-serif;color:#20262e;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center">
<table width="600" cellpadding="0" cellspacing="0">
<tr><td style="padding:20px;background:#7a1f5c;"><img src="https://www.lumenrail.eu/static/mail/lr-logo.png" alt="LumenRail" height="28"></td></tr>
<tr><td style="padding:24px 20px 8px;font-size:20px;">Merci pour votre réservation</td></tr>
<tr><td style="padding:0 20px 16px;font-size:13px;color:#67707b;">Référence <b style="color:#20262e;font-size:16px;">LR7-QXN4TB</b> · 6 adultes · groupe « Courts Brussels – séance Lille »</td></tr>
<tr><td style="padding:0 20px;">
<table width="100%" cellpadding="10" cellspacing="0" style="border:1px solid #e3e6ea;font-size:14px;">
<tr><td bgcolor="#f7f2f5" colspan="2"><b>Aller</b> – dimanche 8 novembre 2026</td></tr>
<tr><td width="50%"><b>16:13</b> Bruxelles-Midi<br><b>16:48</b> Lille-Europe</td><td>Train LR 9852<br>Voiture 14, places 61 à 66</td></tr>
<tr><td bgcolor="#f7f2f5" colspan="2"><b>Retour</b> – dimanche 8 novembre 2026</td></tr>
<tr><td><b>22:40</b> Lille-Europe<br><b>23:15</b> Bruxelles-Midi</td><td>Train LR 9899<br>Voiture 3, places 21 à 26</td></tr>
</table></td></tr>
<tr><td style="padding:16px 20px;font-size:14px;line-height:21px;">Standard Flex · 6 × 2 × 29,00 EUR = <b>348,00 EUR</b> · payé par carte •••• 4821 le 13/10/2026<br>
Vos billets (un par voyageur) sont joints en PDF. Présentez le code QR à bord, à l’écran ou imprimé. Échange et remboursement sans frais jusqu’à 1 heure avant le départ.</td></tr>
<tr><td style="padding:0 20px 24px;"><a href="https://www.lumenrail.eu/fr/mes-voyages?ref=LR7-QXN4TB" style="background:#7a1f5c;color:#fff;padding:11px 20px;text-decoration:none;border-radius:20px;">Gérer ma réservation</a></td></tr>
<tr><td style="padding:16px 20px;font-size:11px;color:#67707b;border-top:1px solid #e3e6ea;">LumenRail SA · Avenue Fonsny 47, 1060 Bruxelles · service clients +32 2 808 70 70 · <a href="https://www.lumenrail.eu/fr/conditions" style="color:#67707b;">Conditions de transport</a> · <a href="https://www.lumenrail.eu/fr/newsletter/desinscription" style="color:#67707b;">Se désinscrire</a></td></tr>
</table></td></tr></table></body></html>`,
    enc: "qp",
    attachment: [
      "LumenRail_LR7-QXN4TB_billets.pdf",
      "application/pdf",
      "%PDF-1.4\n% LumenRail e-tickets LR7-QXN4TB\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n",
    ],
  },
  {
    family: "lumenrail",
    group: "consumer",
    lang: "nl",
    kind: "timetable-change",
    code: null,
    link: null,
    from: "LumenRail <reisinfo@lumenrail.eu>",
    to: "Guest Desk <guests@courtsbrussels.be>",
    subject: "Wijziging in je reis van 9 november: Brussel-Zuid → Luxemburg",
    date: when("2026-10-30 07:15:09", "+0100"),
    text: `Beste reiziger,

Door werken aan het spoor tussen Namen en Aarlen rijdt je trein op maandag 9 november 2026 later.

Reservering: LR4-MWK82J
Oorspronkelijk: Brussel-Zuid 09:33 → Luxemburg 12:41 (LR 2107)
Nieuw:          Brussel-Zuid 09:33 → Luxemburg 13:18 (LR 2107, vervangbus Ciney – Marloie)

Je zitplaatsen (rijtuig 5, plaatsen 34–37) blijven geldig. Je ticket blijft geldig; je hoeft niets
te doen. Wil je toch een andere trein nemen of kosteloos annuleren, dan kan dat tot 8 november 23:59
via Mijn reizen in de app.

Onze excuses voor het ongemak.
LumenRail · +32 2 808 70 70
`,
    html: null,
    enc: "8bit",
  },
  {
    family: "lumenrail",
    group: "consumer",
    lang: "en",
    kind: "confirm-email-change",
    code: null,
    link: "https://www.lumenrail.eu/en/account/confirm-email?k=0c5e7a92f14b4d8a9e3b61c0&lang=en",
    from: "LumenRail <account@lumenrail.eu>",
    to: "Guest Desk <guests@courtsbrussels.be>",
    subject: "Confirm the new e-mail address for your LumenRail Business account",
    date: when("2026-09-21 16:40:00"),
    text: `Hello,

You asked to change the e-mail address of the LumenRail Business account "Courts Brussels ASBL"
(customer number 5004 1187 2).

Old address: ines.moreau@courtsbrussels.be
New address: guests@courtsbrussels.be

To finish the change, confirm the new address within 48 hours:
https://www.lumenrail.eu/en/account/confirm-email?k=0c5e7a92f14b4d8a9e3b61c0&lang=en

Until then, booking confirmations and tickets keep going to the old address.

LumenRail SA · Avenue Fonsny 47, 1060 Brussels · +32 2 808 70 70
`,
    html: `<html><body style="margin:0;background:#ffffff;font-family:'Trebuchet MS',Arial,sans-serif;color:#20262e;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center">
<table width="600" cellpadding="0" cellspacing="0">
<tr><td style="padding:20px;background:#7a1f5c;"><img src="https://www.lumenrail.eu/static/mail/lr-logo.png" alt="LumenRail" height="28"></td></tr>
<tr><td style="padding:24px 20px;font-size:14px;line-height:22px;">
<p style="font-size:19px;margin:0 0 14px;">Confirm your new e-mail address</p>
<p>You asked to change the e-mail address of the LumenRail Business account <b>Courts Brussels ASBL</b> (customer number 5004 1187 2).</p>
<p>Old address: ines.moreau@courtsbrussels.be<br>New address: <b>guests@courtsbrussels.be</b></p>
<p style="margin:22px 0;"><a href="https://www.lumenrail.eu/en/account/confirm-email?k=0c5e7a92f14b4d8a9e3b61c0&amp;lang=en" style="background:#7a1f5c;color:#fff;padding:12px 22px;text-decoration:none;border-radius:20px;">Confirm new address</a></p>
<p style="font-size:13px;color:#67707b;">Please confirm within 48 hours. Until then, booking confirmations and tickets keep going to the old address.</p>
</td></tr>
<tr><td style="padding:16px 20px;font-size:11px;color:#67707b;border-top:1px solid #e3e6ea;">LumenRail SA · Avenue Fonsny 47, 1060 Brussels · +32 2 808 70 70 · <a href="https://www.lumenrail.eu/en/privacy" style="color:#67707b;">Privacy</a></td></tr>
</table></td></tr></table></body></html>`,
  },
];

// ---------------------------------------------------------------- Banque Sonienne (bank)

const sonienbank: Mail[] = [
  {
    family: "sonienbank",
    group: "consumer",
    lang: "fr",
    kind: "transfer-received",
    code: null,
    link: null,
    from: "Sonienbank Business <notifications@sonienbank.be>",
    to: "Comptabilité Courts Brussels <compta@courtsbrussels.be>",
    subject: "Virement reçu sur votre compte BE•• •••• •••• 4821",
    date: when("2026-10-15 08:03:27"),
    text: `Sonienbank Business – Avis de crédit

Un virement a été crédité sur votre compte Courts Brussels ASBL (BE•• •••• •••• 4821).

Montant : 9 600,00 EUR
Donneur d'ordre : BEELDFONDS ZENNE
Communication : +++260/1401/40147+++
Date valeur : 15/10/2026
Nouveau solde disponible : 38 214,07 EUR

Consultez le détail dans Sonienbank Business en ligne ou dans l'app.

Cet avis est envoyé automatiquement. Nous ne vous demanderons jamais vos codes par e-mail ou par
téléphone.

Sonienbank SA · Avenue de Tervueren 312, 1150 Bruxelles · BIC SONIBEBB · RPM Bruxelles 0403.551.210
`,
    html: `<html><body style="margin:0;background:#e9ece8;">
<table width="100%" cellpadding="0" cellspacing="0" bgcolor="#e9ece8"><tr><td align="center" style="padding:24px 0;">
<table width="560" cellpadding="0" cellspacing="0" bgcolor="#ffffff" style="font-family:Arial,sans-serif;color:#213126;">
<tr><td style="padding:18px 26px;border-bottom:4px solid #3f7d4e;"><img src="https://www.sonienbank.be/mail/logo-sonienbank.png" alt="Sonienbank" width="150"></td></tr>
<tr><td style="padding:24px 26px 8px;font-size:18px;font-weight:bold;">Avis de crédit</td></tr>
<tr><td style="padding:0 26px 16px;font-size:14px;">Un virement a été crédité sur votre compte Courts Brussels ASBL (BE•• •••• •••• 4821).</td></tr>
<tr><td style="padding:0 26px;"><table width="100%" cellpadding="7" cellspacing="0" style="font-size:14px;border:1px solid #dfe4de;">
<tr><td bgcolor="#f4f7f3" width="45%">Montant</td><td><b style="color:#3f7d4e;">+ 9 600,00 EUR</b></td></tr>
<tr><td bgcolor="#f4f7f3">Donneur d’ordre</td><td>BEELDFONDS ZENNE</td></tr>
<tr><td bgcolor="#f4f7f3">Communication</td><td>+++260/1401/40147+++</td></tr>
<tr><td bgcolor="#f4f7f3">Date valeur</td><td>15/10/2026</td></tr>
<tr><td bgcolor="#f4f7f3">Nouveau solde disponible</td><td>38 214,07 EUR</td></tr>
</table></td></tr>
<tr><td style="padding:18px 26px;font-size:12px;color:#6c786f;">Nous ne vous demanderons jamais vos codes par e-mail ou par téléphone.</td></tr>
<tr><td style="padding:14px 26px;background:#213126;color:#b9c6bc;font-size:10px;line-height:15px;">Sonienbank SA · Avenue de Tervueren 312, 1150 Bruxelles · BIC SONIBEBB · RPM Bruxelles 0403.551.210<br><a href="https://www.sonienbank.be/fr/securite" style="color:#b9c6bc;">Sécurité</a> · <a href="https://www.sonienbank.be/fr/vie-privee" style="color:#b9c6bc;">Vie privée</a> · <a href="https://www.sonienbank.be/fr/business/notifications" style="color:#b9c6bc;">Gérer mes avis</a></td></tr>
</table></td></tr></table></body></html>`,
    enc: "b64",
  },
  {
    family: "sonienbank",
    group: "consumer",
    lang: "nl",
    kind: "login-code",
    code: "92046138",
    link: null,
    from: "Sonienbank Business <beveiliging@sonienbank.be>",
    to: "Boekhouding Courts Brussels <compta@courtsbrussels.be>",
    subject: "Uw eenmalige code voor Sonienbank Business",
    date: when("2026-10-21 09:12:40"),
    text: `Geachte klant,

U meldt zich aan op Sonienbank Business vanaf een nieuwe browser.
Uw eenmalige code:

92 0461 38

Geef deze code in op het aanmeldscherm. Ze is 3 minuten geldig.

Gebruiker: E. Moreau (courtsbrussels-fin02)
Tijdstip: 21/10/2026 09:12

Meldt u zich niet zelf aan? Bel dan meteen Card Stop / Sonienbank Security op +32 2 705 05 05.
Geef deze code nooit door aan iemand anders, ook niet aan een medewerker van de bank.

Sonienbank NV · Tervurenlaan 312, 1150 Brussel
`,
    html: `<html><body style="margin:0;background:#e9ece8;">
<table width="100%" cellpadding="0" cellspacing="0" bgcolor="#e9ece8"><tr><td align="center" style="padding:24px 0;">
<table width="560" cellpadding="0" cellspacing="0" bgcolor="#ffffff" style="font-family:Arial,sans-serif;color:#213126;">
<tr><td style="padding:18px 26px;border-bottom:4px solid #3f7d4e;"><img src="https://www.sonienbank.be/mail/logo-sonienbank.png" alt="Sonienbank" width="150"></td></tr>
<tr><td style="padding:24px 26px;font-size:14px;line-height:21px;">
<p>Geachte klant,</p>
<p>U meldt zich aan op Sonienbank Business vanaf een nieuwe browser. Uw eenmalige code:</p>
<p style="font-size:30px;font-weight:bold;letter-spacing:3px;color:#3f7d4e;margin:18px 0;">92&nbsp;0461&nbsp;38</p>
<p>Geef deze code in op het aanmeldscherm. Ze is 3 minuten geldig.</p>
<p style="font-size:13px;color:#6c786f;">Gebruiker: E. Moreau (courtsbrussels-fin02)<br>Tijdstip: 21/10/2026 09:12</p>
<p style="font-size:13px;">Meldt u zich niet zelf aan? Bel dan meteen Sonienbank Security op <b>+32 2 705 05 05</b>. Geef deze code nooit door aan iemand anders, ook niet aan een medewerker van de bank.</p>
</td></tr>
<tr><td style="padding:14px 26px;background:#213126;color:#b9c6bc;font-size:10px;">Sonienbank NV · Tervurenlaan 312, 1150 Brussel · <a href="https://www.sonienbank.be/nl/veiligheid" style="color:#b9c6bc;">Veiligheid</a></td></tr>
</table></td></tr></table></body></html>`,
    enc: "qp",
  },
  {
    family: "sonienbank",
    group: "consumer",
    lang: "en",
    kind: "card-payment-alert",
    code: null,
    link: null,
    from: "Sonienbank Business <notifications@sonienbank.be>",
    to: "Accounts Courts Brussels <compta@courtsbrussels.be>",
    subject: "Card payment of EUR 1,240.00 abroad",
    date: when("2026-10-28 21:36:18", "+0100"),
    text: `Card payment alert

Card: Business Mastercard •••• 7730 (J. Lemaire)
Amount: EUR 1,240.00
Merchant: HOTEL DU VIEUX-LILLE CARRE, LILLE FR
Date: 28/10/2026 21:34
Remaining monthly limit: EUR 3,760.00

Don't recognise this payment? Block the card in the app or call +32 2 705 05 05 (24/7).

Sonienbank SA/NV · Avenue de Tervueren 312, 1150 Brussels
`,
    html: null,
  },
];

// ---------------------------------------------------------------- Notafrais (expenses app)

function notafraisPage(body: string, foot: string): string {
  return `<div style="background:#fbfaf7;padding:28px 0;">
<div style="max-width:520px;margin:0 auto;background:#ffffff;border:1px solid #ebe6dc;border-radius:10px;font-family:'Segoe UI',Helvetica,Arial,sans-serif;color:#2a2723;">
<div style="padding:20px 28px;border-bottom:1px solid #ebe6dc;"><img src="https://cdn.notafrais.app/m/logo-notafrais.png" alt="notafrais" height="22"></div>
<div style="padding:26px 28px;font-size:15px;line-height:23px;">
${body}
</div>
<div style="padding:16px 28px;font-size:11px;color:#8d877d;border-top:1px solid #ebe6dc;">${foot}</div>
</div></div>`;
}

const notafrais: Mail[] = [
  {
    family: "notafrais",
    group: "consumer",
    lang: "fr",
    kind: "report-approved",
    code: null,
    link: null,
    from: "Notafrais <notifications@notafrais.app>",
    to: "Joris Lemaire <joris.lemaire@courtsbrussels.be>",
    subject: "Note de frais approuvée : Repérage Luxembourg (214,60 €)",
    date: when("2026-09-25 15:05:58"),
    text: `Bonne nouvelle, Joris !

Ines Moreau a approuvé votre note de frais.

Note : Repérage Luxembourg – salles et hébergement
Période : 17/09/2026 – 18/09/2026
Montant : 214,60 €
  - Train Bruxelles-Luxembourg A/R : 86,00 €
  - Hôtel (1 nuit) : 104,00 €
  - Repas : 24,60 €
Remboursement prévu : avec le prochain virement groupé, le 30/09/2026, sur BE•• •••• •••• 6605

Voir la note : https://app.notafrais.app/reports/NF-20926

Notafrais · 9 rue du Bastion, 1950 Luxembourg
`,
    html: notafraisPage(
      `<p style="margin:0 0 12px;font-size:18px;font-weight:600;">Bonne nouvelle, Joris&nbsp;!</p>
<p style="margin:0 0 16px;">Ines Moreau a approuvé votre note de frais.</p>
<div style="background:#f3f0e9;border-radius:8px;padding:16px 18px;font-size:14px;">
<b>Repérage Luxembourg – salles et hébergement</b><br>17/09/2026 – 18/09/2026<br>
<span style="font-size:22px;font-weight:700;">214,60&nbsp;€</span><br>
Train Bruxelles-Luxembourg A/R&nbsp;: 86,00&nbsp;€ · Hôtel (1 nuit)&nbsp;: 104,00&nbsp;€ · Repas&nbsp;: 24,60&nbsp;€</div>
<p style="margin:16px 0;font-size:14px;">Remboursement prévu avec le prochain virement groupé, le 30/09/2026, sur BE•• •••• •••• 6605.</p>
<a href="https://app.notafrais.app/reports/NF-20926" style="color:#c2410c;font-weight:600;">Voir la note</a>`,
      `Notafrais · 9 rue du Bastion, 1950 Luxembourg · <a href="https://app.notafrais.app/settings/notifications" style="color:#8d877d;">Préférences de notification</a>`,
    ),
    enc: "qp",
  },
  {
    family: "notafrais",
    group: "consumer",
    lang: "en",
    kind: "invite-link",
    code: null,
    link: "https://app.notafrais.app/join/team/courts-brussels?invite=nfi_3kQ8wR1tZp7Y",
    from: "Inès Moreau via Notafrais <invites@notafrais.app>",
    to: "Lotte Verhaegen <lotte.verhaegen@courtsbrussels.be>",
    subject: "Inès Moreau invited you to Courts Brussels on Notafrais",
    date: when("2026-09-08 13:20:14"),
    text: `Hi Lotte,

Inès Moreau has invited you to join the team "Courts Brussels" on Notafrais, so you can snap
receipts and submit your festival expenses (jury trips, guest dinners, travel) straight from your
phone.

Join the team:
https://app.notafrais.app/join/team/courts-brussels?invite=nfi_3kQ8wR1tZp7Y

Your approver will be Inès Moreau. The invitation expires in 7 days.

Notafrais · 9 rue du Bastion, 1950 Luxembourg
`,
    html: notafraisPage(
      `<p style="margin:0 0 14px;">Hi Lotte,</p>
<p style="margin:0 0 14px;"><b>Inès Moreau</b> has invited you to join the team <b>Courts Brussels</b> on Notafrais, so you can snap receipts and submit your festival expenses (jury trips, guest dinners, travel) straight from your phone.</p>
<p style="margin:24px 0;"><a href="https://app.notafrais.app/join/team/courts-brussels?invite=nfi_3kQ8wR1tZp7Y" style="background:#c2410c;color:#ffffff;padding:12px 24px;border-radius:8px;text-decoration:none;font-weight:600;">Join Courts Brussels</a></p>
<p style="margin:0;font-size:13px;color:#8d877d;">Your approver will be Inès Moreau. The invitation expires in 7 days.</p>
<p style="margin:18px 0 0;"><a href="https://apps.apple.com/app/notafrais/id1602233170"><img src="https://cdn.notafrais.app/m/appstore.png" alt="App Store" height="32"></a> <a href="https://play.google.com/store/apps/details?id=app.notafrais"><img src="https://cdn.notafrais.app/m/googleplay.png" alt="Google Play" height="32"></a></p>`,
      `Notafrais · 9 rue du Bastion, 1950 Luxembourg · <a href="https://notafrais.app/privacy" style="color:#8d877d;">Privacy</a>`,
    ),
    enc: "8bit",
  },
  {
    family: "notafrais",
    group: "consumer",
    lang: "nl",
    kind: "missing-receipt",
    code: null,
    link: null,
    from: "Notafrais <notifications@notafrais.app>",
    to: "Wout Claes <wout.claes@courtsbrussels.be>",
    subject: "3 uitgaven zonder bonnetje",
    date: when("2026-10-26 08:00:00", "+0100"),
    text: `Hoi Wout,

Voor deze uitgaven op je bedrijfskaart •••• 3312 ontbreekt nog een bonnetje:

  19/10  Brasserie De Markten, Brussel        62,40 EUR
  21/10  Copy Center Flagey                   18,90 EUR
  22/10  Parking Interparking Sainctelette     11,00 EUR

Fotografeer ze in de app of stuur ze door naar bonnetjes@notafrais.app. De maandafsluiting is op
31 oktober.

Notafrais · 9 rue du Bastion, 1950 Luxemburg
`,
    html: notafraisPage(
      `<p style="margin:0 0 14px;">Hoi Wout,</p>
<p style="margin:0 0 14px;">Voor deze uitgaven op je bedrijfskaart •••• 3312 ontbreekt nog een bonnetje:</p>
<table width="100%" cellpadding="6" cellspacing="0" style="font-size:14px;border-top:1px solid #ebe6dc;">
<tr><td>19/10</td><td>Brasserie De Markten, Brussel</td><td align="right">62,40 EUR</td></tr>
<tr><td>21/10</td><td>Copy Center Flagey</td><td align="right">18,90 EUR</td></tr>
<tr><td>22/10</td><td>Parking Interparking Sainctelette</td><td align="right">11,00 EUR</td></tr>
</table>
<p style="margin:16px 0 0;font-size:14px;">Fotografeer ze in de app of stuur ze door naar <a href="mailto:bonnetjes@notafrais.app" style="color:#c2410c;">bonnetjes@notafrais.app</a>. De maandafsluiting is op 31 oktober.</p>`,
      `Notafrais · 9 rue du Bastion, 1950 Luxemburg · <a href="https://app.notafrais.app/settings/notifications" style="color:#8d877d;">Meldingen beheren</a>`,
    ),
    enc: "b64",
  },
];

// ---------------------------------------------------------------- BruPermis (the city's event-permit portal)

function bruPage(body: string): string {
  return `<html><head><meta charset="utf-8"></head><body style="margin:0;background:#ffffff;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center">
<table width="620" cellpadding="0" cellspacing="0" style="font-family:Arial,Helvetica,sans-serif;font-size:14px;line-height:21px;color:#1b1b1b;">
<tr><td style="padding:14px 0;border-bottom:1px solid #ccc;"><img src="https://permis.bruxelles-evenements.brussels/assets/mail/logo-ville-stad.png" alt="Ville de Bruxelles – Stad Brussel · BruPermis" width="260"></td></tr>
${body}
<tr><td style="padding:14px 0;border-top:1px solid #ccc;font-size:11px;color:#666;">BruPermis – Cellule Événements / Cel Evenementen · Boulevard Anspach 6, 1000 Bruxelles – Anspachlaan 6, 1000 Brussel · 02 279 25 40<br>
<a href="https://permis.bruxelles-evenements.brussels/fr/aide" style="color:#666;">Aide</a> · <a href="https://permis.bruxelles-evenements.brussels/nl/hulp" style="color:#666;">Hulp</a> · <a href="https://www.bruxelles.be/vie-privee" style="color:#666;">Vie privée / Privacy</a></td></tr>
</table></td></tr></table></body></html>`;
}

const brupermis: Mail[] = [
  {
    family: "brupermis",
    group: "regional",
    lang: "fr",
    kind: "verify-email",
    code: null,
    link: "https://permis.bruxelles-evenements.brussels/compte/activation?token=b8e41c0d9a7f462e85b3&lang=fr",
    from: "BruPermis – Ville de Bruxelles <no-reply@bruxelles-evenements.brussels>",
    to: "Wout Claes <wout.claes@courtsbrussels.be>",
    subject: "BruPermis : activez votre compte / activeer uw account",
    date: when("2026-09-01 10:44:03"),
    text: `(Nederlandse versie hieronder)

Bonjour,

Vous venez de créer un compte sur BruPermis, le guichet des autorisations d'événements de la Ville
de Bruxelles, pour l'organisation Courts Brussels ASBL.

Activez votre compte en cliquant sur ce lien (valable 48 heures) :
https://permis.bruxelles-evenements.brussels/compte/activation?token=b8e41c0d9a7f462e85b3&lang=fr

Rappel : toute demande d'autorisation pour un événement sur l'espace public doit être introduite au
moins 60 jours avant la date de l'événement.

-----

Goeddag,

U hebt een account aangemaakt op BruPermis, het loket voor evenementenvergunningen van de Stad
Brussel, voor de organisatie Courts Brussels vzw.

Activeer uw account via deze link (48 uur geldig):
https://permis.bruxelles-evenements.brussels/compte/activation?token=b8e41c0d9a7f462e85b3&lang=fr

Cellule Événements / Cel Evenementen · 02 279 25 40
`,
    html: bruPage(`<tr><td style="padding:18px 0;">
<p><i>Nederlandse versie hieronder</i></p>
<p>Bonjour,</p>
<p>Vous venez de créer un compte sur BruPermis, le guichet des autorisations d’événements de la Ville de Bruxelles, pour l’organisation <b>Courts Brussels ASBL</b>.</p>
<p><a href="https://permis.bruxelles-evenements.brussels/compte/activation?token=b8e41c0d9a7f462e85b3&amp;lang=fr" style="background:#003f87;color:#fff;padding:10px 18px;text-decoration:none;">Activer mon compte / Account activeren</a></p>
<p style="font-size:12px;">Lien valable 48 heures. Rappel&nbsp;: toute demande d’autorisation pour un événement sur l’espace public doit être introduite au moins 60 jours avant la date de l’événement.</p>
<hr style="border:0;border-top:1px dashed #ccc;">
<p>Goeddag,</p>
<p>U hebt een account aangemaakt op BruPermis, het loket voor evenementenvergunningen van de Stad Brussel, voor de organisatie <b>Courts Brussels vzw</b>. Activeer uw account met de knop hierboven (48 uur geldig).</p>
</td></tr>`),
    enc: "qp",
  },
  {
    family: "brupermis",
    group: "regional",
    lang: "nl",
    kind: "application-received",
    code: null,
    link: null,
    from: "BruPermis – Stad Brussel <no-reply@bruxelles-evenements.brussels>",
    to: "Wout Claes <wout.claes@courtsbrussels.be>",
    subject: "Aanvraag EV-2026-03318 ontvangen – openluchtvertoning Muntplein",
    date: when("2026-09-03 15:21:48"),
    text: `Goeddag,

Uw aanvraag werd goed ontvangen en wordt behandeld door de Cel Evenementen.

Dossiernummer: EV-2026-03318
Evenement: Openluchtvertoning "Courts sous les étoiles / Kort onder de sterren"
Locatie: Muntplein, 1000 Brussel
Datum: vrijdag 6 november 2026, 18:30–22:30 (opbouw vanaf 14:00)
Verwacht publiek: 350 personen

Volgende stappen:
1. Advies politiezone Brussel-Hoofdstad/Elsene (termijn ca. 3 weken)
2. Advies brandweer (DBDMH) voor de generator en het scherm van 8 m
3. Beslissing van het College van Burgemeester en Schepenen

U kunt de status volgen in uw account. Vermeld uw dossiernummer in al uw briefwisseling.

Cel Evenementen – Stad Brussel · 02 279 25 40
`,
    html: bruPage(`<tr><td style="padding:18px 0;">
<p>Goeddag,</p>
<p>Uw aanvraag werd goed ontvangen en wordt behandeld door de Cel Evenementen.</p>
<table cellpadding="5" cellspacing="0" style="border:1px solid #ccc;font-size:13px;">
<tr><td bgcolor="#eef2f8">Dossiernummer</td><td><b>EV-2026-03318</b></td></tr>
<tr><td bgcolor="#eef2f8">Evenement</td><td>Openluchtvertoning “Courts sous les étoiles / Kort onder de sterren”</td></tr>
<tr><td bgcolor="#eef2f8">Locatie</td><td>Muntplein, 1000 Brussel</td></tr>
<tr><td bgcolor="#eef2f8">Datum</td><td>vrijdag 6 november 2026, 18:30–22:30 (opbouw vanaf 14:00)</td></tr>
<tr><td bgcolor="#eef2f8">Verwacht publiek</td><td>350 personen</td></tr>
</table>
<p><b>Volgende stappen</b></p>
<ol><li>Advies politiezone Brussel-Hoofdstad/Elsene (termijn ca. 3 weken)</li><li>Advies brandweer (DBDMH) voor de generator en het scherm van 8 m</li><li>Beslissing van het College van Burgemeester en Schepenen</li></ol>
<p>U kunt de status volgen in <a href="https://permis.bruxelles-evenements.brussels/nl/mijn-dossiers">uw account</a>. Vermeld uw dossiernummer in al uw briefwisseling.</p>
</td></tr>`),
    enc: "8bit",
  },
  {
    family: "brupermis",
    group: "regional",
    lang: "fr",
    kind: "permit-granted",
    code: null,
    link: null,
    from: "BruPermis – Ville de Bruxelles <no-reply@bruxelles-evenements.brussels>",
    to: "Wout Claes <wout.claes@courtsbrussels.be>",
    subject: "Décision – dossier EV-2026-03318 : autorisation accordée",
    date: when("2026-10-19 11:02:26"),
    text: `Bonjour,

Le Collège des Bourgmestre et Échevins, en sa séance du 15/10/2026, a autorisé votre événement :

Dossier : EV-2026-03318
Projection en plein air « Courts sous les étoiles » – place de la Monnaie, 06/11/2026

L'arrêté d'autorisation et ses conditions particulières (niveau sonore maximal 85 dB(A), fin de la
diffusion à 22:30, accès pompiers libre côté rue Léopold) sont joints à ce message. L'arrêté doit
pouvoir être présenté sur place à tout moment.

Redevance d'occupation du domaine public : 186,00 EUR – l'invitation à payer suivra par courrier.

Cellule Événements – Ville de Bruxelles · 02 279 25 40
`,
    html: null,
    enc: "qp",
    attachment: [
      "EV-2026-03318_arrete_autorisation.pdf",
      "application/pdf",
      "%PDF-1.4\n% Ville de Bruxelles - arrete EV-2026-03318\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n",
    ],
  },
];

// ---------------------------------------------------------------- Bobine Express (courier for DCP drives)

const bobine: Mail[] = [
  {
    family: "bobine-express",
    group: "consumer",
    lang: "en",
    kind: "order-shipped",
    code: null,
    link: null,
    from: "Bobine Express <tracking@bobine-express.com>",
    to: TO,
    subject: "Shipment BX 3307 4419 52 is on its way (1 × DCP drive)",
    date: when("2026-10-20 17:26:05"),
    text: `Your shipment is on its way

Tracking number: BX 3307 4419 52
From: Elbkante Kurzfilmverleih, Hamburg (DE)
To: Courts Brussels ASBL, Rue du Méridien 30, 1210 Saint-Josse-ten-Noode
Contents: 1 × CRU DX115 drive in Pelican case (DCP "Hafenlichter"), declared value EUR 250
Service: Cinema Next Day, signature required
Estimated delivery: Wednesday 21 October 2026, 09:00–13:00

Track: https://bobine-express.com/track/BX3307441952
(or in the Bobine Express app)

Bobine Express SRL · Chaussée de Haecht 1410, 1130 Brussels · +32 2 241 77 18
`,
    html: `<html><body style="margin:0;font-family:Arial,sans-serif;background:#fff7e6;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:20px;">
<table width="560" cellpadding="0" cellspacing="0" style="background:#fff;border:1px solid #f0d9a8;">
<tr><td style="padding:16px 22px;background:#111;color:#ffb400;font-size:20px;font-weight:bold;">BOBINE<span style="color:#fff;"> EXPRESS</span></td></tr>
<tr><td style="padding:22px;font-size:14px;line-height:21px;">
<p style="font-size:18px;margin:0 0 12px;"><b>Your shipment is on its way</b></p>
<p>Tracking number <b>BX 3307 4419 52</b></p>
<p>From: Elbkante Kurzfilmverleih, Hamburg (DE)<br>To: Courts Brussels ASBL, Rue du Méridien 30, 1210 Saint-Josse-ten-Noode<br>
Contents: 1 × CRU DX115 drive in Pelican case (DCP “Hafenlichter”), declared value EUR 250<br>
Service: Cinema Next Day, signature required</p>
<p style="background:#fff3d1;padding:10px;">Estimated delivery: <b>Wednesday 21 October 2026, 09:00–13:00</b></p>
<p><a href="https://bobine-express.com/track/BX3307441952" style="background:#ffb400;color:#111;padding:10px 18px;text-decoration:none;font-weight:bold;">Track shipment</a></p>
</td></tr>
<tr><td style="padding:14px 22px;font-size:11px;color:#777;border-top:1px solid #eee;">Bobine Express SRL · Chaussée de Haecht 1410, 1130 Brussels · +32 2 241 77 18</td></tr>
</table></td></tr></table></body></html>`,
  },
  {
    family: "bobine-express",
    group: "consumer",
    lang: "fr",
    kind: "delivery-pin",
    code: "4417",
    link: null,
    from: "Bobine Express <livraison@bobine-express.com>",
    to: TO,
    subject: "Livraison aujourd'hui – votre code de remise",
    date: when("2026-10-21 07:42:19"),
    text: `Bonjour,

Votre colis BX 3307 4419 52 (1 disque DCP) sera livré aujourd'hui entre 09:00 et 13:00 au
Rue du Méridien 30, 1210 Saint-Josse-ten-Noode.

Code de remise à communiquer au chauffeur : 4417

Sans ce code, le chauffeur ne pourra pas vous remettre le colis. Si personne n'est présent, le colis
retournera au dépôt de Haren et vous pourrez fixer une nouvelle livraison.

Bobine Express · +32 2 241 77 18
`,
    html: `<html><body style="margin:0;font-family:Arial,sans-serif;background:#fff7e6;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:20px;">
<table width="560" cellpadding="0" cellspacing="0" style="background:#fff;border:1px solid #f0d9a8;">
<tr><td style="padding:16px 22px;background:#111;color:#ffb400;font-size:20px;font-weight:bold;">BOBINE<span style="color:#fff;"> EXPRESS</span></td></tr>
<tr><td style="padding:22px;font-size:14px;line-height:21px;">
<p>Bonjour,</p>
<p>Votre colis <b>BX 3307 4419 52</b> (1 disque DCP) sera livré aujourd’hui entre <b>09:00 et 13:00</b> au Rue du Méridien 30, 1210 Saint-Josse-ten-Noode.</p>
<p style="margin:20px 0 6px;">Code de remise à communiquer au chauffeur&nbsp;:</p>
<table cellpadding="0" cellspacing="4"><tr>
<td style="border:2px solid #111;width:38px;height:46px;text-align:center;font-size:26px;font-weight:bold;">4</td>
<td style="border:2px solid #111;width:38px;height:46px;text-align:center;font-size:26px;font-weight:bold;">4</td>
<td style="border:2px solid #111;width:38px;height:46px;text-align:center;font-size:26px;font-weight:bold;">1</td>
<td style="border:2px solid #111;width:38px;height:46px;text-align:center;font-size:26px;font-weight:bold;">7</td>
</tr></table>
<p>Sans ce code, le chauffeur ne pourra pas vous remettre le colis. Si personne n’est présent, le colis retournera au dépôt de Haren et vous pourrez <a href="https://bobine-express.com/fr/reprogrammer?n=BX3307441952">fixer une nouvelle livraison</a>.</p>
</td></tr>
<tr><td style="padding:14px 22px;font-size:11px;color:#777;border-top:1px solid #eee;">Bobine Express SRL · Chaussée de Haecht 1410, 1130 Bruxelles · +32 2 241 77 18</td></tr>
</table></td></tr></table></body></html>`,
    enc: "qp",
  },
];

// ---------------------------------------------------------------- filmmakers, agencies, venues

const scuola: Mail[] = [
  {
    family: "scuola-cinema-brenta",
    group: "negative",
    lang: "it",
    kind: "film-materials",
    code: null,
    link: null,
    from: "Giulia Ferracin – Scuola di Cinema Brenta <distribuzione@scuolacinemabrenta.it>",
    to: TO,
    subject: "Cortometraggi diploma 2026 – materiali per la selezione",
    date: when("2026-09-05 11:18:37"),
    text: `Gentile team di Courts Brussels,

come anticipato al telefono con Joris, vi invio i tre cortometraggi di diploma 2026 che vorremmo
proporre per la sezione "Écoles / Scholen":

1. "Il giorno dei fichi" – Marta Zanin, 16', fiction
2. "Sottovento" – Davide Pagnin, 9', animazione
3. "Terza corsia" – Elisa Bortolami, 19', documentario

I link di visione sono già stati caricati su ShortReel Hub (iscrizioni n. SRH-27-003811, -003812 e
-003813, esenzione quota concordata). In allegato trovate il dossier con sinossi, biografie, foto
di scena e liste dialoghi in inglese.

Per le copie di proiezione abbiamo DCP 2K con sottotitoli inglesi; per i sottotitoli francesi e
olandesi ci affidiamo a voi, come lo scorso anno.

Resto a disposizione (anche al +39 049 877 1204, martedì e giovedì).
Un caro saluto,

Giulia Ferracin
Ufficio distribuzione – Scuola di Cinema Brenta
Via Savonarola 141, 35137 Padova
`,
    html: null,
    enc: "8bit",
    attachment: [
      "Brenta_diplomi_2026_dossier.pdf",
      "application/pdf",
      "%PDF-1.4\n% Scuola di Cinema Brenta - dossier\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n",
    ],
  },
  {
    family: "scuola-cinema-brenta",
    group: "negative",
    lang: "it",
    kind: "follow-up",
    code: null,
    link: null,
    from: "Giulia Ferracin – Scuola di Cinema Brenta <distribuzione@scuolacinemabrenta.it>",
    to: TO,
    subject: "Re: Cortometraggi diploma 2026 – materiali per la selezione",
    date: when("2026-10-24 09:47:12"),
    text: `Buongiorno Lotte,

grazie mille per la bella notizia: siamo felicissimi che "Sottovento" sia in programma il 7 novembre
alle 14:00 al Cinéma Galeries!

Davide Pagnin sarà presente; arriva in treno da Milano il 6 sera e riparte il 9 mattina. Vi
confermo anche la fattura per il diritto di proiezione (120 EUR + IVA) intestata alla scuola.

Vi mando il suo numero in privato.

A presto,
Giulia

Il giorno ven 23 ott 2026 alle ore 16:02 Lotte Verhaegen <lotte.verhaegen@courtsbrussels.be> ha scritto:
> Dear Giulia,
> we are happy to tell you that "Sottovento" has been selected for our Animation programme
> (Saturday 7 November, 14:00, Cinéma Galeries). Could you tell us whether Davide can attend?
> Best, Lotte
`,
    html: `<div>Buongiorno Lotte,</div><div><br></div>
<div>grazie mille per la bella notizia: siamo felicissimi che "Sottovento" sia in programma il 7 novembre alle 14:00 al Cinéma Galeries!</div><div><br></div>
<div>Davide Pagnin sarà presente; arriva in treno da Milano il 6 sera e riparte il 9 mattina. Vi confermo anche la fattura per il diritto di proiezione (120 EUR + IVA) intestata alla scuola.</div><div><br></div>
<div>Vi mando il suo numero in privato.</div><div><br></div><div>A presto,</div><div>Giulia</div><br>
<div class="gmail_quote"><div dir="ltr" class="gmail_attr">Il giorno ven 23 ott 2026 alle ore 16:02 Lotte Verhaegen &lt;<a href="mailto:lotte.verhaegen@courtsbrussels.be">lotte.verhaegen@courtsbrussels.be</a>&gt; ha scritto:<br></div>
<blockquote class="gmail_quote" style="margin:0px 0px 0px 0.8ex;border-left:1px solid rgb(204,204,204);padding-left:1ex">Dear Giulia,<br>we are happy to tell you that "Sottovento" has been selected for our Animation programme (Saturday 7 November, 14:00, Cinéma Galeries). Could you tell us whether Davide can attend?<br>Best, Lotte</blockquote></div>`,
    enc: "qp",
  },
];

const agencia: Mail[] = [
  {
    family: "agencia-corto-iberico",
    group: "consumer",
    lang: "es",
    kind: "confirm-subscription",
    code: null,
    link: "https://news.cortoiberico.es/lists/confirm?u=9f3ab21c77&id=4d0e6b&e=c8a1f5920b",
    from: "Agencia Corto Ibérico <boletin@cortoiberico.es>",
    to: TO,
    subject: "Confirma tu suscripción al boletín para programadores",
    date: when("2026-09-12 19:03:44"),
    text: `Hola:

Hemos recibido una solicitud para suscribir programmation@courtsbrussels.be al boletín para
programadores de la Agencia Corto Ibérico (novedades del catálogo, enlaces de visionado y
disponibilidad de copias, una vez al mes).

Para confirmar la suscripción, abre este enlace:
https://news.cortoiberico.es/lists/confirm?u=9f3ab21c77&id=4d0e6b&e=c8a1f5920b

Si no has sido tú, no hagas nada: no te añadiremos a la lista.

Agencia Corto Ibérico · Calle de Santa Isabel 12, 28012 Madrid · +34 913 64 20 58
`,
    html:
      `<table width="100%" cellpadding="0" cellspacing="0" bgcolor="#fafafa"><tr><td align="center" style="padding:30px 10px;">
<table width="560" cellpadding="0" cellspacing="0" bgcolor="#ffffff" style="border:1px solid #eaeaea;font-family:Helvetica,Arial,sans-serif;">
<tr><td align="center" style="padding:24px;"><img src="https://news.cortoiberico.es/img/logo-aci-rojo.png" alt="Agencia Corto Ibérico" width="180"></td></tr>
<tr><td style="padding:0 36px 30px;font-size:15px;line-height:23px;color:#333;">
<h2 style="font-size:20px;color:#c8102e;">Confirma tu suscripción</h2>
<p>Hemos recibido una solicitud para suscribir <b>programmation@courtsbrussels.be</b> al boletín para programadores de la Agencia Corto Ibérico (novedades del catálogo, enlaces de visionado y disponibilidad de copias, una vez al mes).</p>
<p style="text-align:center;margin:28px 0;"><a href="https://news.cortoiberico.es/lists/confirm?u=9f3ab21c77&amp;id=4d0e6b&amp;e=c8a1f5920b" style="background:#c8102e;color:#fff;padding:14px 28px;text-decoration:none;border-radius:3px;font-weight:bold;">Sí, suscribirme</a></p>
<p style="font-size:13px;color:#888;">Si no has sido tú, no hagas nada: no te añadiremos a la lista.</p>
</td></tr>
<tr><td style="padding:16px 36px;background:#f4f4f4;font-size:11px;color:#888;">Agencia Corto Ibérico · Calle de Santa Isabel 12, 28012 Madrid · +34 913 64 20 58</td></tr>
</table></td></tr></table>`,
    enc: "qp",
  },
  {
    family: "agencia-corto-iberico",
    group: "consumer",
    lang: "es",
    kind: "newsletter",
    code: null,
    link: null,
    from: "Agencia Corto Ibérico <boletin@cortoiberico.es>",
    to: TO,
    subject: "Catálogo otoño 2026: 11 cortos nuevos y tres premios en Huesca",
    date: when("2026-10-07 10:00:00"),
    text: `CATÁLOGO OTOÑO 2026

Hola, programadores:

Este mes incorporamos 11 cortometrajes al catálogo, entre ellos:

* "La sal del invierno" (Irene Casals, 17', ficción) – Premio del Público, Huesca 2026
  https://cortoiberico.es/catalogo/la-sal-del-invierno
* "Cuerpo de baile" (Ander Urrutia, 8', animación) – Mención especial, Huesca 2026
  https://cortoiberico.es/catalogo/cuerpo-de-baile
* "Los que esperan" (Rocío Benjumea, 22', documental)
  https://cortoiberico.es/catalogo/los-que-esperan

Todas las películas están disponibles en DCP con subtítulos en inglés y francés. Tarifa orientativa
de proyección: 150–250 EUR según el formato del festival.

¿Quieres un enlace de visionado? Responde a este correo indicando los títulos.

Síguenos: https://instagram.com/cortoiberico · https://vimeo.com/cortoiberico

Agencia Corto Ibérico · Calle de Santa Isabel 12, 28012 Madrid
Darse de baja: https://news.cortoiberico.es/lists/unsubscribe?u=9f3ab21c77&id=4d0e6b&e=c8a1f5920b
`,
    html:
      `<table width="100%" cellpadding="0" cellspacing="0" bgcolor="#fafafa"><tr><td align="center" style="padding:30px 10px;">
<table width="600" cellpadding="0" cellspacing="0" bgcolor="#ffffff" style="font-family:Helvetica,Arial,sans-serif;color:#333;">
<tr><td align="center" style="padding:24px;"><img src="https://news.cortoiberico.es/img/logo-aci-rojo.png" alt="Agencia Corto Ibérico" width="180"></td></tr>
<tr><td style="padding:0 30px;"><img src="https://news.cortoiberico.es/img/2026-10/cabecera-otono.jpg" width="540" alt="Catálogo otoño 2026" style="display:block;"></td></tr>
<tr><td style="padding:24px 30px 6px;font-size:15px;line-height:23px;">Hola, programadores:<br>Este mes incorporamos <b>11 cortometrajes</b> al catálogo, entre ellos:</td></tr>
<tr><td style="padding:10px 30px;"><table width="100%" cellpadding="0" cellspacing="0">
<tr><td width="160" style="padding:8px 0;"><img src="https://news.cortoiberico.es/img/2026-10/sal.jpg" width="150" alt="La sal del invierno"></td><td style="font-size:14px;"><a href="https://cortoiberico.es/catalogo/la-sal-del-invierno" style="color:#c8102e;font-weight:bold;">La sal del invierno</a><br>Irene Casals · 17' · ficción<br>Premio del Público, Huesca 2026</td></tr>
<tr><td style="padding:8px 0;"><img src="https://news.cortoiberico.es/img/2026-10/cuerpo.jpg" width="150" alt="Cuerpo de baile"></td><td style="font-size:14px;"><a href="https://cortoiberico.es/catalogo/cuerpo-de-baile" style="color:#c8102e;font-weight:bold;">Cuerpo de baile</a><br>Ander Urrutia · 8' · animación<br>Mención especial, Huesca 2026</td></tr>
<tr><td style="padding:8px 0;"><img src="https://news.cortoiberico.es/img/2026-10/esperan.jpg" width="150" alt="Los que esperan"></td><td style="font-size:14px;"><a href="https://cortoiberico.es/catalogo/los-que-esperan" style="color:#c8102e;font-weight:bold;">Los que esperan</a><br>Rocío Benjumea · 22' · documental</td></tr>
</table></td></tr>
<tr><td style="padding:12px 30px 24px;font-size:14px;line-height:21px;">Todas las películas están disponibles en DCP con subtítulos en inglés y francés. Tarifa orientativa de proyección: 150–250 EUR según el formato del festival. ¿Quieres un enlace de visionado? Responde a este correo indicando los títulos.</td></tr>
<tr><td align="center" style="padding:10px;"><a href="https://instagram.com/cortoiberico"><img src="https://news.cortoiberico.es/img/ig.png" width="24" alt="Instagram"></a>&nbsp;&nbsp;<a href="https://vimeo.com/cortoiberico"><img src="https://news.cortoiberico.es/img/vimeo.png" width="24" alt="Vimeo"></a></td></tr>
<tr><td style="padding:16px 30px;background:#f4f4f4;font-size:11px;color:#888;">Agencia Corto Ibérico · Calle de Santa Isabel 12, 28012 Madrid · <a href="https://news.cortoiberico.es/lists/unsubscribe?u=9f3ab21c77&amp;id=4d0e6b&amp;e=c8a1f5920b" style="color:#888;">Darse de baja</a></td></tr>
</table></td></tr></table>`,
    enc: "b64",
  },
];

const curtas: Mail[] = [
  {
    family: "curtas-atlantico",
    group: "consumer",
    lang: "pt",
    kind: "verification-code",
    code: "503816",
    link: null,
    from: "Curtas Atlântico – Videoteca <videoteca@curtasatlantico.pt>",
    to: TO,
    subject: "Código de verificação da Videoteca de Programadores",
    date: when("2026-09-30 15:36:02", "+0100"),
    text: "",
    html: `<html><body style="margin:0;background:#0e2a3b;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:30px 10px;">
<table width="520" cellpadding="0" cellspacing="0" style="background:#ffffff;font-family:Georgia,'Times New Roman',serif;color:#0e2a3b;">
<tr><td style="padding:24px 32px;border-bottom:1px solid #d7e2e8;font-size:13px;letter-spacing:4px;text-transform:uppercase;">Curtas Atlântico · Videoteca</td></tr>
<tr><td style="padding:28px 32px;font-size:16px;line-height:25px;">
<p>Olá,</p>
<p>Recebemos um pedido de acesso à Videoteca de Programadores para <b>programmation@courtsbrussels.be</b> (Courts Brussels, Bélgica).</p>
<p>Introduza este código na página de registo para confirmar o seu endereço:</p>
<p style="font-family:'Courier New',monospace;font-size:32px;font-weight:bold;letter-spacing:8px;text-align:center;background:#eef4f7;padding:16px 0;">503 816</p>
<p style="font-size:14px;">O código expira em 20 minutos. Depois da confirmação, a nossa equipa valida a acreditação em 1 a 2 dias úteis e terá acesso a 230 curtas-metragens portuguesas de 2025 e 2026.</p>
<p style="font-size:14px;color:#5d7482;">Não pediu acesso? Pode ignorar esta mensagem.</p>
</td></tr>
<tr><td style="padding:18px 32px;background:#eef4f7;font-size:11px;font-family:Arial,sans-serif;color:#5d7482;">Curtas Atlântico – Associação Cultural · Rua das Flores 221, 4050-265 Porto · <a href="https://curtasatlantico.pt/privacidade" style="color:#5d7482;">Privacidade</a></td></tr>
</table></td></tr></table></body></html>`,
    enc: "8bit",
  },
];

const krotka: Mail[] = [
  {
    family: "krotka-forma-agencja",
    group: "consumer",
    lang: "pl",
    kind: "newsletter",
    code: null,
    link: null,
    from: "Agencja Krótka Forma <festiwale@krotkaforma.pl>",
    to: TO,
    subject: "Nowe polskie krótkie metraże – oferta dla festiwali, jesień 2026",
    date: when("2026-09-17 12:30:00"),
    text: `Szanowni Państwo,

przesyłamy jesienną ofertę polskich filmów krótkometrażowych dla festiwali zagranicznych.

NOWOŚCI
- „Pod mostem Grunwaldzkim" – reż. Zofia Kępa, 15 min, fabuła (PWSFTviT Łódź)
- „Wata" – reż. Michał Orzeł, 7 min, animacja (ASP Kraków)
- „Ostatni kurs" – reż. Natalia Sroka, 24 min, dokument

Wszystkie filmy dostępne są z angielskimi napisami; dla festiwali w Belgii przygotowujemy też napisy
francuskie. Zgłoszenia filmów wysyłamy bezpłatnie przez platformy festiwalowe (ShortReel Hub,
Shortfilmdepot itp.).

Linki do podglądu na prośbę: festiwale@krotkaforma.pl

Z pozdrowieniami
Zespół Agencji Krótka Forma
ul. Chełmska 21, 00-724 Warszawa · tel. +48 22 559 30 74
Wypisz się z listy: https://krotkaforma.pl/newsletter/wypisz?id=cb-2291
`,
    html: `<div style="font-family:Arial,sans-serif;max-width:600px;margin:0 auto;color:#202020;">
<div style="background:#d81e3c;color:#fff;padding:18px 24px;font-size:22px;font-weight:bold;">Krótka Forma <span style="font-weight:normal;font-size:14px;">| oferta festiwalowa</span></div>
<div style="padding:22px 24px;font-size:14px;line-height:21px;">
<p>Szanowni Państwo,</p>
<p>przesyłamy jesienną ofertę polskich filmów krótkometrażowych dla festiwali zagranicznych.</p>
<h3 style="color:#d81e3c;">Nowości</h3>
<p><b>„Pod mostem Grunwaldzkim”</b> – reż. Zofia Kępa, 15 min, fabuła (PWSFTviT Łódź)<br>
<b>„Wata”</b> – reż. Michał Orzeł, 7 min, animacja (ASP Kraków)<br>
<b>„Ostatni kurs”</b> – reż. Natalia Sroka, 24 min, dokument</p>
<p>Wszystkie filmy dostępne są z angielskimi napisami; dla festiwali w Belgii przygotowujemy też napisy francuskie. Zgłoszenia filmów wysyłamy bezpłatnie przez platformy festiwalowe.</p>
<p>Linki do podglądu na prośbę: <a href="mailto:festiwale@krotkaforma.pl">festiwale@krotkaforma.pl</a></p>
<p>Z pozdrowieniami<br>Zespół Agencji Krótka Forma</p>
</div>
<div style="padding:14px 24px;font-size:11px;color:#777;border-top:1px solid #ddd;">ul. Chełmska 21, 00-724 Warszawa · tel. +48 22 559 30 74 · <a href="https://krotkaforma.pl/newsletter/wypisz?id=cb-2291" style="color:#777;">Wypisz się z listy</a></div>
</div>`,
    enc: "qp",
  },
];

const elbkante: Mail[] = [
  {
    family: "elbkante-kurzfilm",
    group: "negative",
    lang: "de",
    kind: "screening-terms",
    code: null,
    link: null,
    from: "Henrike Saß – Elbkante Kurzfilmverleih <h.sass@elbkante-verleih.de>",
    to: TO,
    subject: "AW: Hafenlichter – Vorführung 6.11. Brüssel / DCP-Versand",
    date: when("2026-10-19 14:08:50"),
    text: `Liebe Inès,

danke für die Einladung von „Hafenlichter“ in den Nationalen Wettbewerb – wir freuen uns sehr!

Kurz die Eckdaten:
- Vorführgebühr: 180,00 EUR netto (Reverse Charge, unsere USt-IdNr. DE 318 442 907)
- DCP: 2K Flat, 5.1, OV deutsch mit englischen UT, 1,9 GB, unverschlüsselt (kein KDM nötig)
- Versand: morgen per Bobine Express, Ankunft voraussichtlich am 21.10. vormittags
- Rückversand bitte bis spätestens 16.11. an unsere Adresse unten

Die Regisseurin Ronja Kahl kommt am 6.11. nach Brüssel; Hotel und Anreise organisiert ihr wie
besprochen. Ihre Handynummer: +49 176 2290 4418.

Rechnung Nr. 2026-117 folgt nach der Vorführung.

Herzliche Grüße aus Hamburg
Henrike

--
Elbkante Kurzfilmverleih GmbH
Henrike Saß · Festivals & Vertrieb
Große Elbstraße 145, 22767 Hamburg · +49 40 3861 2205
`,
    html: null,
    enc: "qp",
  },
];

const kinoteik: Mail[] = [
  {
    family: "kinoteik-letzebuerg",
    group: "regional",
    lang: "lb",
    kind: "newsletter",
    code: null,
    link: null,
    from: "Kinoteik Lëtzebuerg <newsletter@kinoteik.lu>",
    to: TO,
    subject: "Kinoteik am November: Kuerzfilmer aus Bréissel, Klassiker an e Cinéconcert",
    date: when("2026-10-29 16:00:00", "+0100"),
    text: `Léif Frënn vun der Kinoteik,

am November hu mir nees e vollt Programm fir Iech:

* Sonndes, 9. November, 18:00 – "Courts Brussels à Luxembourg": 8 belsch Kuerzfilmer, a Präsenz
  vun zwee Regisseuren. Billjeten: 8 EUR / 5 EUR (Studenten)
* Méindes, 16. November, 20:30 – Cinéconcert "Nosferatu" mam Ensemble Sauerklang
* All Dënschdeg – Klassiker am Original mat franséischen Ënnertitelen

Billjeten online: https://www.kinoteik.lu/billjeten
De ganze Programm als PDF: https://www.kinoteik.lu/programm/2026-11.pdf

Kinoteik Lëtzebuerg · 17, place du Théâtre · L-2613 Lëtzebuerg · +352 47 96 26 44
Newsletter ofbestellen: https://www.kinoteik.lu/newsletter/ofmellen
`,
    html: `<html><body style="margin:0;background:#1b1b1b;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:24px 0;">
<table width="600" cellpadding="0" cellspacing="0" style="background:#f7f3ea;font-family:Georgia,serif;color:#1b1b1b;">
<tr><td style="padding:26px 30px;font-size:28px;letter-spacing:2px;">KINOTEIK<span style="font-size:14px;letter-spacing:0;"> Lëtzebuerg</span></td></tr>
<tr><td><img src="https://www.kinoteik.lu/newsletter/2026-11/header.jpg" width="600" alt="Programm November 2026" style="display:block;"></td></tr>
<tr><td style="padding:24px 30px;font-size:15px;line-height:23px;">
<p>Léif Frënn vun der Kinoteik,</p>
<p>am November hu mir nees e vollt Programm fir Iech:</p>
<p><b>Sonndes, 9. November, 18:00</b> – “Courts Brussels à Luxembourg”: 8 belsch Kuerzfilmer, a Präsenz vun zwee Regisseuren. Billjeten: 8 EUR / 5 EUR (Studenten)</p>
<p><b>Méindes, 16. November, 20:30</b> – Cinéconcert “Nosferatu” mam Ensemble Sauerklang</p>
<p><b>All Dënschdeg</b> – Klassiker am Original mat franséischen Ënnertitelen</p>
<p><a href="https://www.kinoteik.lu/billjeten" style="background:#1b1b1b;color:#f7f3ea;padding:10px 18px;text-decoration:none;font-family:Arial,sans-serif;font-size:14px;">Billjeten online</a>&nbsp;&nbsp;<a href="https://www.kinoteik.lu/programm/2026-11.pdf" style="color:#1b1b1b;font-family:Arial,sans-serif;font-size:14px;">Programm (PDF)</a></p>
</td></tr>
<tr><td style="padding:16px 30px;font-size:11px;font-family:Arial,sans-serif;color:#666;border-top:1px solid #d8d0bd;">Kinoteik Lëtzebuerg · 17, place du Théâtre · L-2613 Lëtzebuerg · +352 47 96 26 44<br><a href="https://www.kinoteik.lu/newsletter/ofmellen" style="color:#666;">Newsletter ofbestellen</a> · <a href="https://www.facebook.com/kinoteik.lu" style="color:#666;">Facebook</a></td></tr>
</table></td></tr></table></body></html>`,
    enc: "b64",
  },
];

const projecteur: Mail[] = [
  {
    family: "projecteur-lille",
    group: "negative",
    lang: "fr",
    kind: "tech-check",
    code: null,
    link: null,
    from: "Claire Dewaele – Le Projecteur <claire.dewaele@leprojecteur-lille.fr>",
    to: TO,
    subject: "Séance du 8/11 – horaires test technique et accès",
    date: when("2026-10-28 10:24:31", "+0100"),
    text: `Bonjour à toute l'équipe,

Pour la séance « Courts Brussels à Lille » du dimanche 8 novembre, voici le déroulé côté salle :

- 16:30 : accès régie pour Wout (entrée des artistes, 12 rue Jean-Jacques Rousseau, sonner
  « Projecteur – régie »)
- 17:00–18:15 : test technique (DCP sur clé USB ou disque ext4/NTFS, sous-titres incrustés ou
  en fichier .xml séparé)
- 18:45 : ouverture des portes
- 19:30 : début de séance (96 places, 41 vendues à ce jour via votre billetterie)
- 21:30 : rencontre avec les réalisateurs au bar, jusqu'à 22:15 au plus tard (dernier train
  22:40 à Lille-Europe, c'est à 12 minutes à pied)

Notre projectionniste ce soir-là : Mehdi, joignable au 06 71 28 44 90.

Pour la facturation de la location (contrat signé le 22/09), merci d'indiquer le bon de commande
BC-2026-0141.

À très vite,
Claire

--
Claire Dewaele
Programmation & locations – Le Projecteur
12 rue Jean-Jacques Rousseau, 59800 Lille · 03 20 57 14 60
`,
    html: null,
    enc: "8bit",
  },
];

const dispatch: Mail[] = [
  {
    family: "shortform-dispatch",
    group: "consumer",
    lang: "en",
    kind: "newsletter",
    code: null,
    link: null,
    from: "The Shortform Dispatch <editor@shortformdispatch.com>",
    to: TO,
    subject: "Issue #214: Why festivals are dropping submission fees (and who pays instead)",
    date: when("2026-10-11 07:00:00", "+0000"),
    text: `THE SHORTFORM DISPATCH · Issue #214 · 11 October 2026
Short film news for programmers, distributors and filmmakers

1. NO FEES, NO PROBLEM?
Four European festivals dropped submission fees this year. We asked them how they are covering the
cost of screening 3,000+ films. Read: https://shortformdispatch.com/p/no-fees-no-problem

2. CALLS FOR ENTRIES CLOSING SOON
- Ostrava Animation Weekend – 31 October
- Brussels Short Film Days (late deadline) – 23 October
- Mostra do Curta Açoriana – 15 November

3. THE NUMBERS
Median screening fee reported by our readers in 2026: EUR 150 (2025: EUR 120).

4. JOBS
Programme coordinator (0.8 FTE), Kortfilmnacht Utrecht – apply by 2 November.

You're reading the free edition. Paid members get the full festival calendar and our fee database
for EUR 6 a month: https://shortformdispatch.com/subscribe

The Shortform Dispatch, 90 Northdown Road, Margate CT9 2RE, UK
Unsubscribe: https://shortformdispatch.com/unsubscribe?s=pr0g-cb-7713
`,
    html: `<!DOCTYPE html><html><body style="margin:0;background:#ffffff;">
<div style="display:none;max-height:0;overflow:hidden;">Four European festivals dropped submission fees this year. Here's how.</div>
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center">
<table width="580" cellpadding="0" cellspacing="0" style="font-family:Georgia,serif;color:#111;">
<tr><td style="padding:28px 0 6px;border-bottom:4px double #111;font-size:30px;font-weight:bold;text-align:center;">The Shortform Dispatch</td></tr>
<tr><td style="padding:6px 0 20px;font-size:12px;text-align:center;color:#666;font-family:Arial,sans-serif;">Issue #214 · 11 October 2026 · <a href="https://shortformdispatch.com/p/issue-214" style="color:#666;">View in browser</a></td></tr>
<tr><td style="font-size:16px;line-height:26px;">
<h2 style="font-size:21px;margin:0 0 8px;">No fees, no problem?</h2>
<p>Four European festivals dropped submission fees this year. We asked them how they are covering the cost of screening 3,000+ films. <a href="https://shortformdispatch.com/p/no-fees-no-problem" style="color:#b03a2e;">Read the piece →</a></p>
<h3 style="font-size:17px;margin:22px 0 6px;">Calls for entries closing soon</h3>
<ul><li>Ostrava Animation Weekend – 31 October</li><li>Brussels Short Film Days (late deadline) – 23 October</li><li>Mostra do Curta Açoriana – 15 November</li></ul>
<h3 style="font-size:17px;margin:22px 0 6px;">The numbers</h3>
<p>Median screening fee reported by our readers in 2026: <b>EUR 150</b> (2025: EUR 120).</p>
<h3 style="font-size:17px;margin:22px 0 6px;">Jobs</h3>
<p>Programme coordinator (0.8 FTE), Kortfilmnacht Utrecht – apply by 2 November.</p>
<p style="background:#f3efe6;padding:14px;font-size:14px;">You’re reading the free edition. Paid members get the full festival calendar and our fee database for EUR 6 a month. <a href="https://shortformdispatch.com/subscribe" style="color:#b03a2e;">Become a member</a></p>
</td></tr>
<tr><td style="padding:20px 0 36px;font-size:11px;color:#888;font-family:Arial,sans-serif;border-top:1px solid #ddd;">The Shortform Dispatch, 90 Northdown Road, Margate CT9 2RE, UK · <a href="https://shortformdispatch.com/unsubscribe?s=pr0g-cb-7713" style="color:#888;">Unsubscribe</a></td></tr>
</table></td></tr></table></body></html>`,
    enc: "qp",
  },
];

const mercat: Mail[] = [
  {
    family: "mercat-del-curt",
    group: "regional",
    lang: "ca",
    kind: "verify-email",
    code: "7305",
    link: "https://acreditacions.mercatdelcurt.cat/verificar?c=Zk81QmTx0a&correu=programmation%40courtsbrussels.be",
    from: "Mercat del Curt – Acreditacions <acreditacions@mercatdelcurt.cat>",
    to: TO,
    subject: "Verifica la teva adreça per a l'acreditació de programador/a",
    date: when("2026-10-03 12:14:36"),
    text: `Hola,

Gràcies per sol·licitar l'acreditació professional per al Mercat del Curt 2026 (Girona, 26–29 de
novembre).

Verifica la teva adreça de correu obrint aquest enllaç:
https://acreditacions.mercatdelcurt.cat/verificar?c=Zk81QmTx0a&correu=programmation%40courtsbrussels.be

També pots escriure aquest codi al formulari d'inscripció: 7305

Un cop verificada l'adreça, revisarem la sol·licitud (tarifa de programador/a: 45 EUR, gratuïta per
a festivals de la xarxa) i t'enviarem la confirmació en 3 dies laborables.

Equip d'Acreditacions · Mercat del Curt
Plaça del Vi 7, 17004 Girona · +34 972 41 05 83
`,
    html: `<html><body style="margin:0;background:#f2efe8;font-family:Arial,sans-serif;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:26px 10px;">
<table width="560" cellpadding="0" cellspacing="0" style="background:#fff;">
<tr><td style="padding:20px 28px;background:#e8b500;font-size:20px;font-weight:bold;color:#1d1d1b;">MERCAT DEL CURT <span style="font-weight:normal;font-size:13px;">Girona · 26–29.11.2026</span></td></tr>
<tr><td style="padding:26px 28px;font-size:15px;line-height:23px;color:#1d1d1b;">
<p>Hola,</p>
<p>Gràcies per sol·licitar l’acreditació professional per al Mercat del Curt 2026.</p>
<p style="margin:24px 0;"><a href="https://acreditacions.mercatdelcurt.cat/verificar?c=Zk81QmTx0a&amp;correu=programmation%40courtsbrussels.be" style="background:#1d1d1b;color:#fff;padding:12px 22px;text-decoration:none;font-weight:bold;">Verifica la meva adreça</a></p>
<p>També pots escriure aquest codi al formulari d’inscripció:</p>
<p style="font-size:28px;font-weight:bold;letter-spacing:12px;">7305</p>
<p style="font-size:13px;color:#666;">Un cop verificada l’adreça, revisarem la sol·licitud (tarifa de programador/a: 45 EUR, gratuïta per a festivals de la xarxa) i t’enviarem la confirmació en 3 dies laborables.</p>
</td></tr>
<tr><td style="padding:14px 28px;font-size:11px;color:#777;background:#faf8f3;">Mercat del Curt · Plaça del Vi 7, 17004 Girona · +34 972 41 05 83 · <a href="https://mercatdelcurt.cat/privacitat" style="color:#777;">Privacitat</a></td></tr>
</table></td></tr></table></body></html>`,
    enc: "qp",
  },
];
export const mails: Mail[] = [
  ...shortreel,
  ...pellicle,
  ...kinoa,
  ...cinefonds,
  ...beeldfonds,
  ...dossea,
  ...paraphe,
  ...meridiem,
  ...guestroute,
  ...lumenrail,
  ...sonienbank,
  ...notafrais,
  ...brupermis,
  ...bobine,
  ...scuola,
  ...agencia,
  ...curtas,
  ...krotka,
  ...elbkante,
  ...kinoteik,
  ...projecteur,
  ...dispatch,
  ...mercat,
];
