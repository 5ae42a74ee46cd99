/**
 * The work inbox of a researcher at a Swiss/German/Austrian university over two months: journal and
 * conference systems, preprints, grants, SSO, HPC, cloud, lab tools, travel, library and societies.
 * @module
 */

import type { Mail } from "../holdout_kit.ts";

const DAYS = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"];
const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/** An RFC 2822 date in autumn 2026; `tz` like "+0200". */
function date(month: number, day: number, time: string, tz = "+0200"): string {
  const d = new Date(Date.UTC(2026, month - 1, day));
  return `${DAYS[d.getUTCDay()]}, ${String(day).padStart(2, "0")} ${MONTHS[month - 1]} 2026 ${time}:00 ${tz}`;
}

/** A centred 600px card, as most transactional senders ship it. */
function card(opts: { pre: string; head: string; color: string; body: string; foot: string; lang?: string }): string {
  return `<!DOCTYPE html>
<html lang="${opts.lang ?? "en"}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">
<title>${opts.head.replace(/<[^>]+>/g, "")}</title></head>
<body style="margin:0;padding:0;background:#f2f3f5;">
<div style="display:none;max-height:0;overflow:hidden;color:#f2f3f5;">${opts.pre}</div>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="background:#f2f3f5;">
<tr><td align="center" style="padding:24px 8px;">
<table role="presentation" width="600" cellpadding="0" cellspacing="0" border="0" style="background:#ffffff;border-radius:4px;font-family:Arial,Helvetica,sans-serif;color:#222;">
<tr><td style="background:${opts.color};padding:18px 28px;color:#fff;font-size:18px;font-weight:bold;">${opts.head}</td></tr>
<tr><td style="padding:26px 28px;font-size:14px;line-height:21px;">
${opts.body}
</td></tr>
<tr><td style="padding:16px 28px;border-top:1px solid #e3e5e8;font-size:11px;line-height:16px;color:#777;">
${opts.foot}
</td></tr>
</table></td></tr></table></body></html>`;
}

function button(href: string, label: string, color: string): string {
  return `<table role="presentation" cellpadding="0" cellspacing="0" border="0" style="margin:18px 0;"><tr>
<td bgcolor="${color}" style="border-radius:3px;"><a href="${href}" target="_blank" style="display:inline-block;padding:11px 22px;font-size:14px;color:#ffffff;text-decoration:none;font-weight:bold;">${label}</a></td>
</tr></table>`;
}

/** Plain editorial-system HTML: the body text in paragraphs, links kept as written. */
function plain_html(text: string): string {
  const esc = text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
  const linked = esc.replace(/https?:\/\/[^\s<]+/g, (u) => `<a href="${u.replace(/&amp;/g, "&amp;")}">${u}</a>`);
  return `<html><body style="font-family:Verdana,sans-serif;font-size:12px;">${
    linked.split(/\n\n+/).map((p) => `<p>${p.replace(/\n/g, "<br>\n")}</p>`).join("\n")
  }</body></html>`;
}

const ME = "Dr. Lena Aebischer";

export const mails: Mail[] = [
  // ---------------------------------------------------------------- journal submission system
  {
    family: "manuscripta-central",
    group: "negative",
    lang: "en",
    kind: "submission-received",
    code: null,
    link: null,
    from: "Journal of Applied Photonics <jap-editorial@manuscripta-central.com>",
    subject: "JAP-2026-04417: Submission received",
    date: date(9, 2, "14:08"),
    text: `Dear ${ME},

Thank you for submitting your manuscript "Thermal drift compensation in fibre Bragg grating arrays for
long-term strain monitoring" to the Journal of Applied Photonics.

Manuscript ID: JAP-2026-04417
Corresponding author: Lena Aebischer
Submitted: 02-Sep-2026

Your manuscript will be checked by the editorial office before it is assigned to a handling editor.
You can follow its status at any time in your Author Centre:
https://mc.manuscripta-central.com/jap?PARAMS=xik_4FqT2v9Lr1

Please quote the manuscript ID above in all future correspondence.

Sincerely,
Editorial Office
Journal of Applied Photonics
`,
    html: null,
    enc: "7bit",
  },
  {
    family: "manuscripta-central",
    group: "consumer",
    lang: "en",
    kind: "review-invite",
    code: null,
    link: "https://mc.manuscripta-central.com/jap?URL_MASK=7d4e91b0c2a54f6e9a1f3c88d2e0b715",
    from: "Prof. Haruki Morimoto <onbehalfof@manuscripta-central.com>",
    subject: "Invitation to review manuscript JAP-2026-05102 for Journal of Applied Photonics",
    date: date(9, 18, "09:41"),
    text: `18-Sep-2026

Dear Dr. Aebischer,

Manuscript ID JAP-2026-05102 entitled "Distributed acoustic sensing with chirped-pulse phase-OTDR in
urban conduits" has been submitted to the Journal of Applied Photonics.

I would be grateful if you would agree to review this manuscript. The abstract appears at the end of
this letter. Please let me know as soon as possible whether you are able to accept my invitation by
clicking the link below:

*** PLEASE NOTE: This is a two-step process. After clicking the link below you will be taken to a page
where you can agree or decline. ***

https://mc.manuscripta-central.com/jap?URL_MASK=7d4e91b0c2a54f6e9a1f3c88d2e0b715

If you agree, I would appreciate your review within 21 days. Should you be unable to review, I would
welcome suggestions of alternative reviewers.

Sincerely,
Prof. Haruki Morimoto
Associate Editor, Journal of Applied Photonics

ABSTRACT: We report a phase-sensitive OTDR scheme with chirped probe pulses that extends the usable
range to 48 km with 1.2 m spatial resolution ...
`,
    html: plain_html(`18-Sep-2026

Dear Dr. Aebischer,

Manuscript ID JAP-2026-05102 entitled "Distributed acoustic sensing with chirped-pulse phase-OTDR in
urban conduits" has been submitted to the Journal of Applied Photonics.

I would be grateful if you would agree to review this manuscript. Please let me know as soon as
possible whether you are able to accept my invitation by clicking the link below:

*** PLEASE NOTE: This is a two-step process. After clicking the link below you will be taken to a page
where you can agree or decline. ***

https://mc.manuscripta-central.com/jap?URL_MASK=7d4e91b0c2a54f6e9a1f3c88d2e0b715

If you agree, I would appreciate your review within 21 days.

Sincerely,
Prof. Haruki Morimoto
Associate Editor, Journal of Applied Photonics`),
    enc: "qp",
  },
  {
    family: "manuscripta-central",
    group: "negative",
    lang: "en",
    kind: "review-reminder",
    code: null,
    link: null,
    from: "Journal of Applied Photonics <jap-editorial@manuscripta-central.com>",
    subject: "Reminder: review of JAP-2026-05102 due in 5 days",
    date: date(10, 4, "06:00"),
    text: `Dear Dr. Aebischer,

This is a courtesy reminder that your review of manuscript JAP-2026-05102 is due on 09-Oct-2026.
If you need more time, please reply to this e-mail and let the editorial office know.

Your Reviewer Centre: https://mc.manuscripta-central.com/jap

Thank you for your contribution to the journal.

Editorial Office
Journal of Applied Photonics
`,
    html: null,
  },
  {
    family: "manuscripta-central",
    group: "negative",
    lang: "en",
    kind: "decision",
    code: null,
    link: null,
    from: "Journal of Applied Photonics <jap-editorial@manuscripta-central.com>",
    subject: "Decision on Manuscript ID JAP-2026-04417",
    date: date(10, 21, "17:32"),
    text: `21-Oct-2026

Dear Dr. Aebischer:

Manuscript ID JAP-2026-04417 entitled "Thermal drift compensation in fibre Bragg grating arrays for
long-term strain monitoring" which you submitted to the Journal of Applied Photonics, has been reviewed.
The comments of the reviewers are included at the bottom of this letter.

The reviewers have recommended publication, but also suggest some minor revisions to your manuscript.
Therefore, I invite you to respond to the reviewers' comments and revise your manuscript. Please submit
the revision by 20-Nov-2026.

To submit a revision, log in to https://mc.manuscripta-central.com/jap and open your Author Centre.

Sincerely,
Dr. Ines Valdés
Editor-in-Chief

Reviewer: 1
Comments to the Author
The temperature range in Fig. 4 (−20 °C to 60 °C) should be stated in the abstract as well ...
`,
    html: null,
    enc: "8bit",
  },
  // ---------------------------------------------------------------- preprint server
  {
    family: "physrxiv",
    group: "oss",
    lang: "en",
    kind: "verify-link",
    code: null,
    link: "https://physrxiv.org/user/confirm?token=b3c1d9a07e5f42f8&uid=884213",
    from: "physRxiv <no-reply@physrxiv.org>",
    subject: "[physRxiv] Please confirm your e-mail address",
    date: date(9, 3, "10:15"),
    text: `Hello Lena Aebischer,

Someone (hopefully you) registered the e-mail address lena.aebischer@phys.uni-rheinau.ch for the
physRxiv account "laebischer". To finish the change, open the following link within 48 hours:

https://physrxiv.org/user/confirm?token=b3c1d9a07e5f42f8&uid=884213

Until the address is confirmed you cannot submit or replace articles. If you did not ask for this,
ignore this message.

-- physRxiv, operated by the Open Physics Archive Association
   Help: https://physrxiv.org/help   Status: https://status.physrxiv.org
`,
    html: null,
  },
  {
    family: "physrxiv",
    group: "negative",
    lang: "en",
    kind: "submission-announced",
    code: null,
    link: null,
    from: "physRxiv <no-reply@physrxiv.org>",
    subject: "[physRxiv] physrxiv:2609.11872 announced",
    date: date(9, 8, "02:00", "+0000"),
    text: `Your article has been announced.

  Article identifier: physrxiv:2609.11872
  Version: v1 (received Fri, 4 Sep 2026 16:22:41 UTC)
  Title: Thermal drift compensation in fibre Bragg grating arrays for long-term strain monitoring
  Authors: L. Aebischer, M. Kälin, T. Okonkwo
  Categories: physics.optics; physics.ins-det
  Licence: CC BY 4.0

  Abstract page: https://physrxiv.org/abs/2609.11872
  PDF:           https://physrxiv.org/pdf/2609.11872v1

To replace this article, log in and choose "Replace" next to the identifier. Replacements received
before 14:00 US Eastern are announced the same evening.
`,
    html: null,
    enc: "8bit",
  },
  {
    family: "physrxiv",
    group: "oss",
    lang: "en",
    kind: "reset-link",
    code: null,
    link: "https://physrxiv.org/user/reset-password/7f2a90c4e1d84b6b9c31a05d",
    from: "physRxiv <no-reply@physrxiv.org>",
    subject: "[physRxiv] Password reset request",
    date: date(10, 12, "22:47"),
    text: `Hello laebischer,

We received a request to reset the password of your physRxiv account. Follow this link to choose a
new password (it works once and expires in 60 minutes):

https://physrxiv.org/user/reset-password/7f2a90c4e1d84b6b9c31a05d

The request came from IP 130.92.41.17 at 2026-10-12 20:47 UTC. If it was not you, your password
stays unchanged; you may delete this message.
`,
    html: null,
  },
  // ---------------------------------------------------------------- university SSO / VPN
  {
    family: "uni-rheinau-login",
    group: "regional",
    lang: "de",
    kind: "login-code",
    code: "508317",
    link: null,
    from: "Uni Rheinau Login <noreply-login@id.uni-rheinau.ch>",
    subject: "Ihr Anmeldecode für Uni Rheinau Login",
    date: date(9, 7, "07:52"),
    text: `Guten Tag Lena Aebischer

Ihr Einmalcode für die Anmeldung bei Uni Rheinau Login lautet:

    508 317

Der Code ist 10 Minuten gültig. Geben Sie ihn im geöffneten Anmeldefenster ein.

Anmeldung von: Firefox auf Linux, 130.92.41.17 (Rheinau, CH)
Zeit: 07.09.2026, 07:52

Sie haben keine Anmeldung versucht? Ändern Sie umgehend Ihr Passwort und melden Sie sich beim
IT-Servicedesk: +41 61 267 15 15, servicedesk@uni-rheinau.ch

Informatikdienste Universität Rheinau · Petersgraben 11 · 4051 Rheinau
`,
    html: card({
      lang: "de",
      pre: "Ihr Einmalcode ist 10 Minuten gültig.",
      head: "Universität Rheinau · Login",
      color: "#a5112b",
      body: `<p>Guten Tag Lena Aebischer</p>
<p>Ihr Einmalcode für die Anmeldung bei Uni Rheinau Login lautet:</p>
<p style="font-size:30px;font-weight:bold;letter-spacing:6px;font-family:Consolas,monospace;margin:18px 0;">508&nbsp;317</p>
<p>Der Code ist 10&nbsp;Minuten gültig. Geben Sie ihn im geöffneten Anmeldefenster ein.</p>
<table cellpadding="4" style="font-size:12px;color:#555;"><tr><td>Anmeldung von:</td><td>Firefox auf Linux, 130.92.41.17 (Rheinau, CH)</td></tr>
<tr><td>Zeit:</td><td>07.09.2026, 07:52</td></tr></table>
<p style="font-size:12px;">Sie haben keine Anmeldung versucht? Ändern Sie umgehend Ihr Passwort und melden Sie sich beim IT-Servicedesk.</p>`,
      foot: `Informatikdienste Universität Rheinau · Petersgraben 11 · 4051 Rheinau<br>
Servicedesk +41 61 267 15 15 · <a href="mailto:servicedesk@uni-rheinau.ch">servicedesk@uni-rheinau.ch</a> · <a href="https://its.uni-rheinau.ch/datenschutz">Datenschutz</a>`,
    }),
    enc: "qp",
  },
  {
    family: "uni-rheinau-login",
    group: "negative",
    lang: "de",
    kind: "password-expiry",
    code: null,
    link: null,
    from: "Uni Rheinau Login <noreply-login@id.uni-rheinau.ch>",
    subject: "Ihr Passwort läuft in 14 Tagen ab",
    date: date(10, 1, "05:00"),
    text: `Guten Tag Lena Aebischer

Das Passwort Ihres Uni-Rheinau-Kontos (laebis01) läuft am 15.10.2026 ab. Bitte ändern Sie es
rechtzeitig im Self-Service-Portal IDM, damit E-Mail, VPN, WLAN (eduroam) und die Rechencluster
weiterhin funktionieren.

Hinweis: Wir fragen Sie nie per E-Mail nach Ihrem Passwort und versenden keine Links zur
Passwortänderung. Rufen Sie das Portal immer selbst über das Intranet auf (Services > Mein Konto).

Freundliche Grüsse
Informatikdienste Universität Rheinau
`,
    html: null,
    enc: "qp",
  },
  {
    family: "uni-rheinau-login",
    group: "negative",
    lang: "en",
    kind: "new-device",
    code: null,
    link: null,
    from: "Uni Rheinau Login <noreply-login@id.uni-rheinau.ch>",
    subject: "New VPN client registered for your account",
    date: date(10, 19, "21:14"),
    text: `Dear Lena Aebischer

A new device was registered for the Uni Rheinau VPN (Cisco Secure Client) with your account laebis01.

  Device:    MacBook Pro (macOS 15.1)
  Location:  Vienna, AT (89.144.208.5)
  Time:      19.10.2026, 21:13 CEST

If this was you, there is nothing to do. If not, please call the IT Service Desk right away at
+41 61 267 15 15 (24/7 during the semester) or see https://its.uni-rheinau.ch/security.

Informatikdienste Universität Rheinau
`,
    html: null,
  },
  // ---------------------------------------------------------------- HPC cluster
  {
    family: "rheinau-hpc",
    group: "regional",
    lang: "en",
    kind: "account-activate",
    code: null,
    link: "https://hpc.uni-rheinau.ch/account/activate/c0f6e2b4-8d71-4a2e-bb90-3e57a1d4f219",
    from: "sciCORE Rheinau HPC <hpc-accounts@uni-rheinau.ch>",
    subject: "[sciCORE] Your cluster account request was approved",
    date: date(9, 10, "11:30"),
    text: `Dear Lena Aebischer,

Your request for an account on the "Grendel" cluster has been approved by your group leader
(Prof. M. Kälin, project p_fbg_sensing).

To activate the account you need to accept the usage policy and upload an SSH public key:

  https://hpc.uni-rheinau.ch/account/activate/c0f6e2b4-8d71-4a2e-bb90-3e57a1d4f219

The activation link is valid for 7 days. Your login will be laebis01@login.grendel.uni-rheinau.ch.

Project quotas: 200,000 core-hours/year, /scratch 10 TB, /project 2 TB.

Documentation: https://wiki.hpc.uni-rheinau.ch
Support tickets: hpc-support@uni-rheinau.ch

-- 
sciCORE Rheinau · Klingelbergstrasse 61 · 4056 Rheinau
`,
    html: null,
  },
  {
    family: "rheinau-hpc",
    group: "negative",
    lang: "en",
    kind: "maintenance-notice",
    code: null,
    link: null,
    from: "sciCORE Rheinau HPC <hpc-announce@uni-rheinau.ch>",
    subject: "[sciCORE-announce] Grendel maintenance 13-14 October: jobs held from 12 Oct 18:00",
    date: date(10, 6, "16:02"),
    headers: [["List-Id", "<hpc-announce.lists.uni-rheinau.ch>"], ["Precedence", "list"]],
    text: `Dear Grendel users,

The cluster will be unavailable for scheduled maintenance from Tuesday 13 October 07:00 until
Wednesday 14 October 18:00 (CEST). We will update Slurm to 25.05, the Lustre clients and the
InfiniBand firmware.

- Jobs that cannot finish before 13 Oct 07:00 will stay pending (reason: ReqNodeNotAvail).
- Login nodes and /scratch will be unavailable; /home stays readable via sftp.grendel.
- GPU partition "a100" returns one day later, on 15 October.

Status updates: https://status.hpc.uni-rheinau.ch

Best regards,
sciCORE Operations
`,
    html: null,
  },
  {
    family: "rheinau-hpc",
    group: "negative",
    lang: "en",
    kind: "quota-warning",
    code: null,
    link: null,
    from: "Grendel Quota Monitor <root@quota.grendel.uni-rheinau.ch>",
    subject: "Quota warning: /project/p_fbg_sensing at 93%",
    date: date(10, 27, "03:15", "+0100"),
    text: `Filesystem   Used      Quota    Files      Limit
/project     1.86 TB   2.00 TB  2 341 880  5 000 000

The project directory /project/p_fbg_sensing has reached 93% of its quota.
Writes will fail when 100% is reached. Please move finished data to the archive
(see https://wiki.hpc.uni-rheinau.ch/storage/archive) or ask your PI to request more space.

This is an automated message sent daily while usage stays above 90%.
`,
    html: null,
  },
  // ---------------------------------------------------------------- grant portal (Swiss fund)
  {
    family: "fondsportal-ch",
    group: "regional",
    lang: "de",
    kind: "two-factor-code",
    code: "K7-294610",
    code_digits: "294610",
    link: null,
    from: "fondsPortal <no-reply@fondsportal.ch>",
    subject: "fondsPortal: Sicherheitscode für Ihre Anmeldung",
    date: date(9, 14, "13:26"),
    text: `Sehr geehrte Frau Dr. Aebischer

Für die Anmeldung bei fondsPortal benötigen Sie folgenden Sicherheitscode:

Sicherheitscode: K7-294610

Geben Sie im Anmeldeformular nur die sechs Ziffern nach "K7-" ein. Der Code ist 15 Minuten gültig.

Mit freundlichen Grüssen
Ihr fondsPortal-Team
Schweizerischer Forschungsfonds · Wildhainweg 3 · 3001 Bern
Hotline: +41 31 308 22 22 (Mo–Fr 8.30–12.00 / 13.30–17.00)
`,
    html: card({
      lang: "de",
      pre: "Ihr Sicherheitscode für fondsPortal",
      head: "fondsPortal",
      color: "#1f4e79",
      body: `<p>Sehr geehrte Frau Dr. Aebischer</p>
<p>Für die Anmeldung bei fondsPortal benötigen Sie folgenden Sicherheitscode:</p>
<table cellpadding="0" cellspacing="0" style="margin:16px 0;"><tr><td style="border:1px solid #1f4e79;padding:12px 20px;font-size:24px;font-family:Courier New,monospace;">K7-294610</td></tr></table>
<p>Geben Sie im Anmeldeformular nur die sechs Ziffern nach «K7-» ein. Der Code ist 15&nbsp;Minuten gültig.</p>
<p>Mit freundlichen Grüssen<br>Ihr fondsPortal-Team</p>`,
      foot: `Schweizerischer Forschungsfonds · Wildhainweg 3 · 3001 Bern · Hotline +41 31 308 22 22<br>
<a href="https://www.fondsportal.ch/hilfe">Hilfe</a> · <a href="https://www.forschungsfonds.ch/datenschutz">Datenschutz</a>`,
    }),
    enc: "b64",
  },
  {
    family: "fondsportal-ch",
    group: "negative",
    lang: "de",
    kind: "proposal-submitted",
    code: null,
    link: null,
    from: "fondsPortal <no-reply@fondsportal.ch>",
    subject: "Eingangsbestätigung Gesuch 10.004.218 – Projektförderung",
    date: date(10, 1, "16:58"),
    text: `Sehr geehrte Frau Dr. Aebischer

Wir bestätigen den Eingang Ihres Gesuchs in der Projektförderung (Abteilung II, MINT):

Gesuchsnummer: 10.004.218
Titel: Verteilte faseroptische Sensorik für die Langzeitüberwachung alpiner Infrastruktur
Beantragter Betrag: CHF 812'400.–
Laufzeit: 48 Monate, Beginn frühestens 01.04.2027
Eingereicht am: 01.10.2026, 16:57

Das vollständige Gesuch finden Sie als PDF im Anhang. Mit dem Entscheid ist voraussichtlich Ende
März 2027 zu rechnen.

Mit freundlichen Grüssen
Schweizerischer Forschungsfonds
Geschäftsstelle
`,
    html: null,
    enc: "qp",
    attachment: [
      "Gesuch_10.004.218.pdf",
      "application/pdf",
      "%PDF-1.4\n% Gesuch 10.004.218\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n",
    ],
  },
  {
    family: "fondsportal-ch",
    group: "negative",
    lang: "fr",
    kind: "call-announcement",
    code: null,
    link: null,
    from: "Fonds suisse de la recherche <newsletter@forschungsfonds.ch>",
    subject: "Nouvel appel : Instruments interdisciplinaires 2027 – délai 1er février",
    date: date(10, 15, "09:00"),
    text: `Madame, Monsieur,

Le Fonds suisse de la recherche lance l'appel « Instruments interdisciplinaires 2027 ».

• Montant : jusqu'à CHF 1,5 million par projet
• Durée : 24 à 36 mois
• Délai de dépôt : 1er février 2027, 17 h 00 (heure de Berne)
• Séance d'information en ligne : 12 novembre 2026, 10 h 00

Les requêtes sont déposées exclusivement via fondsPortal. Le règlement complet est disponible sur
https://www.forschungsfonds.ch/fr/appels/instruments-2027

Se désabonner : https://www.forschungsfonds.ch/newsletter/desabonnement?u=77120
`,
    html: null,
    enc: "8bit",
  },
  // ---------------------------------------------------------------- conference management system
  {
    family: "confluxa",
    group: "consumer",
    lang: "en",
    kind: "verify-link",
    code: null,
    link: "https://www.confluxa.net/account/verify?k=Q3hZ8mWv2LtR6pNf&email=lena.aebischer%40phys.uni-rheinau.ch",
    from: "Confluxa <noreply@confluxa.net>",
    subject: "Confluxa account: confirm your e-mail",
    date: date(9, 5, "19:04"),
    text: `Dear Lena Aebischer,

Thank you for creating a Confluxa account. Please confirm your e-mail address by opening the link
below. Until then you will not be able to submit papers or bid for reviews.

https://www.confluxa.net/account/verify?k=Q3hZ8mWv2LtR6pNf&email=lena.aebischer%40phys.uni-rheinau.ch

If the link does not work, copy it into your browser's address bar.

Best regards,
The Confluxa team
https://www.confluxa.net
`,
    html: null,
  },
  {
    family: "confluxa",
    group: "negative",
    lang: "en",
    kind: "review-assignment",
    code: null,
    link: null,
    from: "OFS 2027 <ofs2027@confluxa.net>",
    subject: "OFS 2027: 4 papers assigned to you for review",
    date: date(10, 2, "12:20"),
    text: `Dear Lena,

Thank you for serving on the Programme Committee of the 30th International Conference on Optical
Fibre Sensors (OFS 2027, Lausanne, 7-11 June 2027).

You have been assigned the following submissions:

  #112  Brillouin dynamic gratings for multi-parameter sensing
  #187  Low-cost interrogator for FBG arrays based on AWG demultiplexing
  #203  Machine-learned temperature compensation in OFDR
  #261  Self-referenced strain sensing in multicore fibre

Reviews are due on 30 October 2026 (AoE). You can enter your reviews in Confluxa under
"Reviewer > My assignments".

Kind regards,
Sophie Marchand and Gerhard Lintner
OFS 2027 Programme Chairs
`,
    html: null,
  },
  {
    family: "confluxa",
    group: "negative",
    lang: "en",
    kind: "registration-receipt",
    code: null,
    link: null,
    from: "OFS 2027 Registration <registration-ofs2027@confluxa.net>",
    subject: "Registration confirmed - OFS 2027 - Ref. OFS27-00418",
    date: date(10, 29, "10:45", "+0100"),
    text: `Dear Dr. Lena Aebischer,

Your registration for OFS 2027 is confirmed.

Registration reference: OFS27-00418
Category: Early bird – Regular (non-member)
Conference dinner: 1 ticket (10 June 2027, Château d'Ouchy)
Amount paid: CHF 780.00 (VISA •••• 4821, 29.10.2026)

Your invoice is attached. Badges are handed out at the registration desk in the SwissTech Convention
Center from 7 June 2027, 08:00.

See you in Lausanne!
OFS 2027 Organising Committee
`,
    html: null,
    attachment: [
      "Invoice_OFS27-00418.pdf",
      "application/pdf",
      "%PDF-1.5\n% Invoice OFS27-00418\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n",
    ],
  },
  // ---------------------------------------------------------------- researcher identifier registry
  {
    family: "scholarkey-id",
    group: "oss",
    lang: "en",
    kind: "verify-link",
    code: null,
    link: "https://scholarkey.org/verify-email/5a0c7e1f-93bd-4e42-8a6f-d21b7c4409e3?lang=en",
    from: "ScholarKey <DoNotReply@verify.scholarkey.org>",
    subject: "[ScholarKey] Please verify your email address",
    date: date(9, 4, "08:33"),
    text: `Dear Lena Aebischer,

Please verify the email address lena.aebischer@phys.uni-rheinau.ch that you added to your ScholarKey
record (https://scholarkey.org/0009-0004-2817-5530).

Verify your email address:
https://scholarkey.org/verify-email/5a0c7e1f-93bd-4e42-8a6f-d21b7c4409e3?lang=en

Verified addresses let trusted organisations (your university, funders, publishers) update your
record with your permission.

Thank you,
The ScholarKey Team

You have received this email as a service announcement related to your ScholarKey account.
ScholarKey, Inc. · 10411 Motor City Drive, Suite 750 · Bethesda, MD 20817 · USA
Privacy policy: https://scholarkey.org/privacy
`,
    html: card({
      pre: "Verify the address you added to your ScholarKey record",
      head: `<span style="color:#fff;">Scholar</span><span style="color:#c8e07a;">Key</span>`,
      color: "#2e3a2a",
      body: `<p>Dear Lena Aebischer,</p>
<p>Please verify the email address <b>lena.aebischer@phys.uni-rheinau.ch</b> that you added to your ScholarKey record
(<a href="https://scholarkey.org/0009-0004-2817-5530" style="color:#5a7d1e;">https://scholarkey.org/0009-0004-2817-5530</a>).</p>
${
        button(
          "https://scholarkey.org/verify-email/5a0c7e1f-93bd-4e42-8a6f-d21b7c4409e3?lang=en",
          "Verify your email address",
          "#7b9d2a",
        )
      }
<p style="font-size:12px;color:#555;">Verified addresses let trusted organisations (your university, funders, publishers) update your record with your permission.</p>
<p>Thank you,<br>The ScholarKey Team</p>`,
      foot: `You have received this email as a service announcement related to your ScholarKey account.<br>
ScholarKey, Inc. · 10411 Motor City Drive, Suite 750 · Bethesda, MD 20817 · USA ·
<a href="https://scholarkey.org/privacy">Privacy policy</a> · <a href="https://twitter.com/scholarkey">@scholarkey</a>`,
    }),
    enc: "qp",
  },
  {
    family: "scholarkey-id",
    group: "negative",
    lang: "en",
    kind: "record-updated",
    code: null,
    link: null,
    from: "ScholarKey <DoNotReply@notify.scholarkey.org>",
    subject: "[ScholarKey] Your record has been updated by a trusted organization",
    date: date(9, 9, "01:12", "+0000"),
    text: `Hi Lena Aebischer,

Here's what has changed in your ScholarKey record (0009-0004-2817-5530) in the last day:

WORKS
  physRxiv added 1 item:
  - Thermal drift compensation in fibre Bragg grating arrays for long-term strain monitoring (2026)

You can review and manage trusted organizations at any time in your account settings.

You have received this message because you opted in to receive notifications about your record.
Adjust frequency: https://scholarkey.org/account#notifications
`,
    html: null,
  },
  // ---------------------------------------------------------------- research data repository
  {
    family: "datenhafen",
    group: "oss",
    lang: "de",
    kind: "invite-link",
    code: null,
    link: "https://datenhafen.ethz-alpina.ch/invitations/accept/inv_8YtL2qXcR4vB",
    from: "Datenhafen Forschungsdaten <noreply@datenhafen.ethz-alpina.ch>",
    subject: "Einladung zur Community «Alpine Monitoring Data» auf Datenhafen",
    date: date(9, 22, "15:06"),
    text: `Hallo Lena Aebischer

Tobias Okonkwo hat Sie eingeladen, der Community «Alpine Monitoring Data» als Kuratorin
beizutreten.

Nachricht von Tobias Okonkwo:
> Hallo Lena, damit du die Datensätze vom Gotthard-Messfeld freigeben kannst. Gruss, Tobi

Einladung annehmen:
https://datenhafen.ethz-alpina.ch/invitations/accept/inv_8YtL2qXcR4vB

Die Einladung läuft am 06.10.2026 ab.

Datenhafen – das Forschungsdaten-Repositorium der Hochschulen im Alpenraum
https://datenhafen.ethz-alpina.ch · Nutzungsbedingungen: https://datenhafen.ethz-alpina.ch/terms
`,
    html: card({
      lang: "de",
      pre: "Tobias Okonkwo hat Sie eingeladen",
      head: "Datenhafen",
      color: "#00546e",
      body: `<p>Hallo Lena Aebischer</p>
<p><b>Tobias Okonkwo</b> hat Sie eingeladen, der Community <b>«Alpine Monitoring Data»</b> als <i>Kuratorin</i> beizutreten.</p>
<blockquote style="margin:12px 0;padding:8px 12px;border-left:3px solid #00546e;color:#444;">Hallo Lena, damit du die Datensätze vom Gotthard-Messfeld freigeben kannst. Gruss, Tobi</blockquote>
${button("https://datenhafen.ethz-alpina.ch/invitations/accept/inv_8YtL2qXcR4vB", "Einladung annehmen", "#00546e")}
<p style="font-size:12px;color:#666;">Die Einladung läuft am 06.10.2026 ab.</p>`,
      foot: `Datenhafen – das Forschungsdaten-Repositorium der Hochschulen im Alpenraum<br>
<a href="https://datenhafen.ethz-alpina.ch">datenhafen.ethz-alpina.ch</a> · <a href="https://datenhafen.ethz-alpina.ch/terms">Nutzungsbedingungen</a> · <a href="https://datenhafen.ethz-alpina.ch/privacy">Datenschutz</a>`,
    }),
    enc: "b64",
  },
  {
    family: "datenhafen",
    group: "negative",
    lang: "de",
    kind: "doi-registered",
    code: null,
    link: null,
    from: "Datenhafen Forschungsdaten <noreply@datenhafen.ethz-alpina.ch>",
    subject: "Ihr Datensatz wurde veröffentlicht: 10.48620/dh.41877",
    date: date(10, 9, "10:02"),
    text: `Hallo Lena Aebischer

Ihr Datensatz wurde von der Community «Alpine Monitoring Data» angenommen und veröffentlicht.

Titel:   FBG strain and temperature time series, Gotthard test field 2023–2026
DOI:     10.48620/dh.41877
Version: 1.0 (3 Dateien, 48,2 GB)
Lizenz:  CC BY 4.0
Embargo: keines

Zitiervorschlag:
Aebischer, L., Okonkwo, T., & Kälin, M. (2026). FBG strain and temperature time series, Gotthard
test field 2023–2026 (1.0) [Data set]. Datenhafen. https://doi.org/10.48620/dh.41877

Datenhafen – das Forschungsdaten-Repositorium der Hochschulen im Alpenraum
`,
    html: null,
    enc: "8bit",
  },
  {
    family: "datenhafen",
    group: "oss",
    lang: "en",
    kind: "login-link",
    code: null,
    link: "https://datenhafen.ethz-alpina.ch/login/token/eyJhbGciOiJIUzI1NiJ9.eyJ1IjoxOTkyMn0.Vq3s9",
    from: "Datenhafen <noreply@datenhafen.ethz-alpina.ch>",
    subject: "Your Datenhafen login link",
    date: date(10, 24, "14:51"),
    text: `Hello,

Click the link below to log in to Datenhafen as lena.aebischer@phys.uni-rheinau.ch:

https://datenhafen.ethz-alpina.ch/login/token/eyJhbGciOiJIUzI1NiJ9.eyJ1IjoxOTkyMn0.Vq3s9

The link is valid for 15 minutes and can be used once. If you did not request it, you can safely
ignore this e-mail.

Datenhafen
`,
    html: null,
  },
  // ---------------------------------------------------------------- cloud provider
  {
    family: "helvecloud",
    group: "consumer",
    lang: "de",
    kind: "login-code",
    code: "73920184",
    link: null,
    from: "Helvecloud <security@helvecloud.ch>",
    subject: "Ihr Bestätigungscode: 7392 0184",
    date: date(9, 11, "18:19"),
    text: `Hallo Lena

Jemand versucht, sich mit Ihrer E-Mail-Adresse bei der Helvecloud-Konsole anzumelden.

Bestätigungscode: 7392 0184

Gültig bis 18:29 Uhr. Teilen Sie diesen Code mit niemandem – auch nicht mit unserem Support.

Projekt: fbg-sensing-prod (Rechenzentrum Lupfig)
Browser: Chrome 129, Windows 11

Helvecloud AG · Industriestrasse 44 · 5242 Lupfig · Schweiz
`,
    html: card({
      lang: "de",
      pre: "Gültig bis 18:29 Uhr",
      head: "helvecloud",
      color: "#e4002b",
      body: `<p>Hallo Lena</p>
<p>Jemand versucht, sich mit Ihrer E-Mail-Adresse bei der Helvecloud-Konsole anzumelden.</p>
<table role="presentation" cellpadding="0" cellspacing="6" style="margin:14px 0;"><tr>
<td style="width:34px;height:44px;text-align:center;font-size:24px;font-weight:bold;border:1px solid #ccc;border-radius:4px;">7</td>
<td style="width:34px;height:44px;text-align:center;font-size:24px;font-weight:bold;border:1px solid #ccc;border-radius:4px;">3</td>
<td style="width:34px;height:44px;text-align:center;font-size:24px;font-weight:bold;border:1px solid #ccc;border-radius:4px;">9</td>
<td style="width:34px;height:44px;text-align:center;font-size:24px;font-weight:bold;border:1px solid #ccc;border-radius:4px;">2</td>
<td style="width:14px;"></td>
<td style="width:34px;height:44px;text-align:center;font-size:24px;font-weight:bold;border:1px solid #ccc;border-radius:4px;">0</td>
<td style="width:34px;height:44px;text-align:center;font-size:24px;font-weight:bold;border:1px solid #ccc;border-radius:4px;">1</td>
<td style="width:34px;height:44px;text-align:center;font-size:24px;font-weight:bold;border:1px solid #ccc;border-radius:4px;">8</td>
<td style="width:34px;height:44px;text-align:center;font-size:24px;font-weight:bold;border:1px solid #ccc;border-radius:4px;">4</td>
</tr></table>
<p>Gültig bis 18:29&nbsp;Uhr. Teilen Sie diesen Code mit niemandem – auch nicht mit unserem Support.</p>
<p style="font-size:12px;color:#666;">Projekt: fbg-sensing-prod (Rechenzentrum Lupfig)<br>Browser: Chrome 129, Windows 11</p>`,
      foot: `Helvecloud AG · Industriestrasse 44 · 5242 Lupfig · Schweiz · +41 56 464 70 00<br>
<a href="https://www.helvecloud.ch/de/legal/privacy">Datenschutz</a> · <a href="https://status.helvecloud.ch">Status</a> · <a href="https://www.linkedin.com/company/helvecloud">LinkedIn</a>`,
    }),
    enc: "qp",
  },
  {
    family: "helvecloud",
    group: "negative",
    lang: "de",
    kind: "invoice",
    code: null,
    link: null,
    from: "Helvecloud Billing <billing@helvecloud.ch>",
    subject: "Rechnung HC-2026-0931-55812 für September 2026",
    date: date(10, 1, "03:40"),
    text: `Guten Tag

Anbei erhalten Sie die Rechnung für Ihre Helvecloud-Nutzung im September 2026.

Rechnungsnummer: HC-2026-0931-55812
Kundennummer:   204877
Organisation:   Universität Rheinau, Departement Physik (Kostenstelle 4711-0230)
Betrag:         CHF 1'246.35 (inkl. 8.1 % MWST)
Fällig am:      31.10.2026

Grösste Posten:
  Compute (GPU, 2× g2.l40s)          CHF   812.40
  Object Storage (14.6 TB-Monate)   CHF   219.00
  Egress (1.9 TB)                   CHF    38.00

Die Zahlung erfolgt per Rechnung (QR-Einzahlungsschein im PDF).

Helvecloud AG · Industriestrasse 44 · 5242 Lupfig · CHE-112.394.805 MWST
`,
    html: null,
    enc: "qp",
    attachment: [
      "HC-2026-0931-55812.pdf",
      "application/pdf",
      "%PDF-1.7\n% Rechnung HC-2026-0931-55812\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n",
    ],
  },
  {
    family: "helvecloud",
    group: "negative",
    lang: "en",
    kind: "security-notice",
    code: null,
    link: null,
    from: "Helvecloud <security@helvecloud.ch>",
    subject: "API token created in project fbg-sensing-prod",
    date: date(10, 16, "11:08"),
    text: `Hello Lena,

A new API token was created in the project fbg-sensing-prod.

  Name:     grendel-sync
  Scope:    object-storage:read-write
  Expires:  16.01.2027
  Created:  16.10.2026 11:07 CEST by lena.aebischer@phys.uni-rheinau.ch

If you did not create this token, revoke it in the console under Project > API tokens and contact
security@helvecloud.ch.

Helvecloud AG
`,
    html: null,
  },
  // ---------------------------------------------------------------- reference manager
  {
    family: "citemoss",
    group: "consumer",
    lang: "en",
    kind: "reset-link",
    code: null,
    link:
      "https://click.citemoss.com/ls/click?upn=u001.Hk2pQ9vZ-2BxR7cLwY4mT0aE&r=https%3A%2F%2Fid.citemoss.com%2Freset%3Ft%3Dd81f0c",
    from: "Citemoss <account@citemoss.com>",
    subject: "Reset your Citemoss password",
    date: date(9, 16, "08:12"),
    text: `Hi Lena,

We got a request to reset the password for your Citemoss account (lena.aebischer@phys.uni-rheinau.ch).

Reset password:
https://click.citemoss.com/ls/click?upn=u001.Hk2pQ9vZ-2BxR7cLwY4mT0aE&r=https%3A%2F%2Fid.citemoss.com%2Freset%3Ft%3Dd81f0c

This link expires in 1 hour. If you didn't ask to reset your password, you can ignore this email —
your library of 2,418 references is safe.

Citemoss · Reference management for research teams
Citemoss Ltd, 3rd Floor, 86–90 Paul Street, London EC2A 4NE, UK
`,
    html: card({
      pre: "This link expires in 1 hour.",
      head: "Citemoss",
      color: "#3b2f6b",
      body: `<p>Hi Lena,</p>
<p>We got a request to reset the password for your Citemoss account (lena.aebischer@phys.uni-rheinau.ch).</p>
${
        button(
          "https://click.citemoss.com/ls/click?upn=u001.Hk2pQ9vZ-2BxR7cLwY4mT0aE&amp;r=https%3A%2F%2Fid.citemoss.com%2Freset%3Ft%3Dd81f0c",
          "Reset password",
          "#6a4fd1",
        )
      }
<p style="font-size:12px;color:#666;">This link expires in 1 hour. If you didn't ask to reset your password, you can ignore this email — your library of 2,418 references is safe.</p>
<p><img src="https://cdn.citemoss.com/mail/badge-app-store.png" alt="Download on the App Store" width="120" height="40">
<img src="https://cdn.citemoss.com/mail/badge-google-play.png" alt="Get it on Google Play" width="135" height="40"></p>`,
      foot: `Citemoss Ltd, 3rd Floor, 86–90 Paul Street, London EC2A 4NE, UK<br>
<a href="https://click.citemoss.com/ls/click?upn=u001.help">Help centre</a> · <a href="https://click.citemoss.com/ls/click?upn=u001.privacy">Privacy</a>`,
    }),
    enc: "qp",
  },
  {
    family: "citemoss",
    group: "negative",
    lang: "en",
    kind: "newsletter",
    code: null,
    link: null,
    from: "Citemoss <hello@news.citemoss.com>",
    subject: "New in Citemoss: PDF annotations sync to Word, and shared group tags",
    date: date(10, 7, "15:30"),
    text: `What's new in Citemoss – October 2026

1. Annotations in your Word citations
   Highlights you make in a PDF now travel with the citation into Word and LibreOffice.

2. Shared tags for groups
   Labs with a Team plan can now agree on one tag list. Admins can lock tags.

3. 40% off Team plans for universities until 30 November 2026
   From EUR 4.20 per seat and month. Use code CAMPUS40 at checkout.

Read more: https://news.citemoss.com/2026-10

You are receiving this because you signed up for product updates.
Unsubscribe: https://news.citemoss.com/unsubscribe?u=a9c01f&l=prod
Citemoss Ltd, 86–90 Paul Street, London EC2A 4NE
`,
    html: null,
    enc: "8bit",
  },
  // ---------------------------------------------------------------- electronic lab notebook
  {
    family: "labfolio-eln",
    group: "consumer",
    lang: "en",
    kind: "invite-link",
    code: null,
    link: "https://app.labfolio.io/join/ws_kaelin-lab?invite=6fe2ab39c1d0",
    from: "Marco Kälin via Labfolio <notifications@labfolio.io>",
    subject: 'Marco Kälin invited you to the workspace "Kälin Lab – Fibre Sensing"',
    date: date(9, 1, "09:05"),
    text: `Marco Kälin invited you to join the workspace "Kälin Lab – Fibre Sensing" on Labfolio.

Your role: Member (can create and sign entries)
Workspace: 14 members · 3 notebooks · 612 entries

Join the workspace:
https://app.labfolio.io/join/ws_kaelin-lab?invite=6fe2ab39c1d0

This invitation was sent to lena.aebischer@phys.uni-rheinau.ch and expires in 14 days.

Labfolio GmbH · Am Kuhberg 7 · 89077 Ulm · Germany
`,
    html: card({
      pre: "Join your colleagues on Labfolio",
      head: "Labfolio",
      color: "#0b7a5a",
      body: `<p><b>Marco Kälin</b> invited you to join the workspace <b>“Kälin Lab – Fibre Sensing”</b> on Labfolio.</p>
<table cellpadding="4" style="font-size:13px;color:#444;"><tr><td>Your role</td><td>Member (can create and sign entries)</td></tr>
<tr><td>Workspace</td><td>14 members · 3 notebooks · 612 entries</td></tr></table>
${button("https://app.labfolio.io/join/ws_kaelin-lab?invite=6fe2ab39c1d0", "Join workspace", "#0b7a5a")}
<p style="font-size:12px;color:#777;">This invitation was sent to lena.aebischer@phys.uni-rheinau.ch and expires in 14 days.</p>`,
      foot: `Labfolio GmbH · Am Kuhberg 7 · 89077 Ulm · Germany · Amtsgericht Ulm HRB 742211<br>
<a href="https://labfolio.io/security">Security &amp; compliance</a> · <a href="https://labfolio.io/privacy">Privacy</a>`,
    }),
    enc: "b64",
  },
  {
    family: "labfolio-eln",
    group: "negative",
    lang: "en",
    kind: "weekly-digest",
    code: null,
    link: null,
    from: "Labfolio <notifications@labfolio.io>",
    subject: "Your week in Kälin Lab – Fibre Sensing: 23 new entries, 2 awaiting your signature",
    date: date(10, 12, "07:00"),
    text: `Weekly summary · 5–11 October 2026

Awaiting your signature (2)
  • OTDR calibration run #47 – Tobias Okonkwo – 08 Oct
  • Splice loss measurements batch C – Aline Favre – 09 Oct

Most active notebook: "Gotthard field campaign" (11 entries)

Open Labfolio: https://app.labfolio.io/ws/kaelin-lab
Notification settings: https://app.labfolio.io/settings/notifications
`,
    html: null,
    enc: "8bit",
  },
  // ---------------------------------------------------------------- academic social network
  {
    family: "scholarnook",
    group: "negative",
    lang: "en",
    kind: "activity-digest",
    code: null,
    link: null,
    from: "ScholarNook <no-reply@mail.scholarnook.net>",
    subject: "Your paper was read 48 times this week",
    date: date(9, 20, "17:45"),
    text: `Hi Lena,

Your research got attention this week:

  48 reads     "Thermal drift compensation in fibre Bragg grating arrays..."
  3 citations  "Strain transfer in embedded FBGs: a revised model" (2024)
  +6 followers including researchers from EPFL, TU Wien and Politecnico di Milano

Your RS Score: 31.7 (top 25% of researchers in Optics)

See your stats: https://www.scholarnook.net/stats?utm_source=digest&utm_medium=email
Manage email notifications: https://www.scholarnook.net/settings/email

ScholarNook GmbH, Chausseestraße 20, 10115 Berlin
`,
    html: null,
  },
  {
    family: "scholarnook",
    group: "negative",
    lang: "de",
    kind: "question-mention",
    code: null,
    link: null,
    from: "ScholarNook <no-reply@mail.scholarnook.net>",
    subject: "Johanna Weißgerber hat Sie in einer Frage erwähnt",
    date: date(10, 3, "12:30"),
    text: `Hallo Lena,

Johanna Weißgerber (Technische Universität Wien) hat Sie in einer Frage erwähnt:

„Hat jemand Erfahrung mit der Temperaturkompensation von FBG-Sensoren in Beton bei unter −10 °C?
@Lena Aebischer vielleicht?"

Antworten: https://www.scholarnook.net/post/How_to_compensate_FBG_below_-10C

Sie erhalten diese E-Mail, weil Benachrichtigungen über Erwähnungen aktiviert sind.
ScholarNook GmbH, Chausseestraße 20, 10115 Berlin
`,
    html: null,
    enc: "qp",
  },
  {
    family: "scholarnook",
    group: "consumer",
    lang: "en",
    kind: "login-code",
    code: "391048",
    link: null,
    from: "ScholarNook <no-reply@mail.scholarnook.net>",
    subject: "391048 is your ScholarNook verification code",
    date: date(10, 25, "20:03", "+0100"),
    text: `Hi Lena,

Use this code to finish logging in to ScholarNook:

391048

It expires in 20 minutes. We sent it because someone tried to log in from a new browser
(Safari, Zürich, Switzerland).

ScholarNook GmbH, Chausseestraße 20, 10115 Berlin
`,
    html: card({
      pre: "Use this code to finish logging in",
      head: "ScholarNook",
      color: "#00a8a8",
      body: `<p>Hi Lena,</p>
<p>Use this code to finish logging in to ScholarNook:</p>
<div style="font-size:28px;font-weight:bold;letter-spacing:4px;background:#eef8f8;padding:14px;text-align:center;">391048</div>
<p style="font-size:12px;color:#666;">It expires in 20 minutes. We sent it because someone tried to log in from a new browser (Safari, Zürich, Switzerland).</p>`,
      foot:
        `ScholarNook GmbH, Chausseestraße 20, 10115 Berlin · <a href="https://www.scholarnook.net/privacy">Privacy</a> · <a href="https://www.scholarnook.net/help">Help</a>`,
    }),
  },
  // ---------------------------------------------------------------- business travel booking
  {
    family: "reisekompass",
    group: "negative",
    lang: "de",
    kind: "booking-confirmation",
    code: null,
    link: null,
    from: "Reisekompass Business <buchung@reisekompass-business.de>",
    subject: "Buchungsbestätigung RK-7Q4M2P – Rheinau → Wien, 18.–21.10.2026",
    date: date(9, 29, "10:37"),
    text: `Guten Tag Frau Dr. Aebischer

Ihre Dienstreise wurde gebucht und gemäss Reiserichtlinie der Universität Rheinau genehmigt.

Reisevorgang: RK-7Q4M2P
Kostenstelle: 4711-0230 / Projekt 10.004.118

ZUG (Hinfahrt)
  So 18.10.2026  Rheinau SBB 07:33 → Wien Hbf 15:50  RJX 161, 2. Klasse, Wagen 23, Platz 65
  Sparschiene-Ticket, Buchungscode ÖBB: 5219 8834 1027

HOTEL
  Hotel Sankt Ulrich Wien, Kirchengasse 1, 1070 Wien, +43 1 523 17 40
  18.–21.10.2026, 3 Nächte, Einzelzimmer inkl. Frühstück, EUR 139.00/Nacht
  Bestätigungsnummer Hotel: 88317442

ZUG (Rückfahrt)
  Mi 21.10.2026  Wien Hbf 13:30 → Rheinau SBB 21:27  RJX 166, 2. Klasse

Gesamtbetrag: CHF 683.40 (Firmenkarte •••• 0917)

Bei Änderungen erreichen Sie unser Service-Team unter +49 69 2475 3300 (Mo–Fr 8–18 Uhr).

Reisekompass Business GmbH · Mainzer Landstrasse 176 · 60327 Frankfurt am Main
`,
    html: card({
      lang: "de",
      pre: "Rheinau → Wien, 18.–21.10.2026 · RK-7Q4M2P",
      head: "Reisekompass Business",
      color: "#14365d",
      body: `<p>Guten Tag Frau Dr. Aebischer</p>
<p>Ihre Dienstreise wurde gebucht und gemäss Reiserichtlinie der Universität Rheinau genehmigt.</p>
<table width="100%" cellpadding="6" cellspacing="0" style="font-size:13px;border:1px solid #dde;">
<tr style="background:#eef2f8;"><td colspan="2"><b>Reisevorgang RK-7Q4M2P</b> · Kostenstelle 4711-0230</td></tr>
<tr><td width="90">🚆 Hinfahrt</td><td>So 18.10.2026 · Rheinau SBB 07:33 → Wien Hbf 15:50 · RJX 161 · Wagen 23, Platz 65<br><span style="color:#777;">Buchungscode ÖBB: 5219 8834 1027</span></td></tr>
<tr><td>🏨 Hotel</td><td>Hotel Sankt Ulrich Wien, Kirchengasse 1, 1070 Wien · 3 Nächte · EUR 139.00/Nacht<br><span style="color:#777;">Bestätigungsnummer: 88317442</span></td></tr>
<tr><td>🚆 Rückfahrt</td><td>Mi 21.10.2026 · Wien Hbf 13:30 → Rheinau SBB 21:27 · RJX 166</td></tr>
<tr style="background:#eef2f8;"><td>Gesamt</td><td><b>CHF 683.40</b> (Firmenkarte •••• 0917)</td></tr>
</table>
<p style="font-size:12px;">Reiseplan in der App: <a href="https://go.reisekompass-business.de/trip/RK-7Q4M2P">Reise ansehen</a></p>`,
      foot: `Service-Team +49 69 2475 3300 (Mo–Fr 8–18 Uhr)<br>
Reisekompass Business GmbH · Mainzer Landstrasse 176 · 60327 Frankfurt am Main · <a href="https://www.reisekompass-business.de/impressum">Impressum</a>`,
    }),
    enc: "qp",
  },
  {
    family: "reisekompass",
    group: "negative",
    lang: "en",
    kind: "schedule-change",
    code: null,
    link: null,
    from: "Reisekompass Business <alerts@reisekompass-business.de>",
    subject: "Schedule change: OS 568 on 9 Nov now departs 10:25",
    date: date(11, 2, "06:14", "+0100"),
    text: `Dear Dr. Aebischer,

The airline has changed the schedule of a flight in trip RK-9B1T6X (Vienna – Brussels, 9–10 Nov 2026).

  Flight OS 568, Mon 09 Nov 2026
  Vienna (VIE) → Brussels (BRU)
  Old: dep 09:40, arr 11:35
  New: dep 10:25, arr 12:20

Your seat (14C) and baggage allowance are unchanged. No action is needed. If the new time does not
suit you, call our service team on +49 69 2475 3300.

Reisekompass Business
`,
    html: null,
  },
  // ---------------------------------------------------------------- university library
  {
    family: "ub-rheinau",
    group: "negative",
    lang: "de",
    kind: "loan-reminder",
    code: null,
    link: null,
    from: "Universitätsbibliothek Rheinau <ausleihe@ub.uni-rheinau.ch>",
    subject: "Erinnerung: Leihfrist endet am 05.10.2026",
    date: date(10, 2, "04:30"),
    text: `Universitätsbibliothek Rheinau
Schönbeinstrasse 18-20, 4056 Rheinau

Sehr geehrte Frau Aebischer

Die Leihfrist folgender Medien endet in drei Tagen:

Snyder, Allan W.: Optical waveguide theory. - London, 1983
  Signatur: UBH Phys 5 B 112   Barcode: 30218864470   Rückgabe bis: 05.10.2026

Okamoto, Katsunori: Fundamentals of optical waveguides. - 2nd ed. - Amsterdam, 2006
  Signatur: UBH Phys 5 B 207   Barcode: 30219120583   Rückgabe bis: 05.10.2026

Sie können die Medien in swisscovery unter "Mein Konto" verlängern, sofern sie nicht vorgemerkt
sind. Ab dem ersten Tag nach Ablauf der Leihfrist werden Mahngebühren von CHF 5.- pro Medium erhoben.

Freundliche Grüsse
Ihre Ausleihe
Tel. +41 61 207 30 00
`,
    html: null,
    enc: "qp",
  },
  {
    family: "ub-rheinau",
    group: "negative",
    lang: "de",
    kind: "pickup-ready",
    code: null,
    link: null,
    from: "Universitätsbibliothek Rheinau <ausleihe@ub.uni-rheinau.ch>",
    subject: "Ihre Fernleihe ist abholbereit",
    date: date(10, 20, "14:02"),
    text: `Sehr geehrte Frau Aebischer

Die von Ihnen bestellte Fernleihe ist eingetroffen:

Measures, Raymond M.: Structural monitoring with fiber optic technology. San Diego, 2001
Lieferbibliothek: TIB Hannover

Abholort: Ausleihtheke UB Hauptbibliothek, Regal "Abholungen", Fach A
Abholbar bis: 03.11.2026
Gebühr: CHF 12.00 (wird Ihrem Bibliothekskonto belastet)

Bitte bringen Sie Ihren Campus-Ausweis mit.

Öffnungszeiten Ausleihe: Mo–Fr 8.00–20.00, Sa 10.00–17.00

Universitätsbibliothek Rheinau
`,
    html: null,
    enc: "8bit",
  },
  // ---------------------------------------------------------------- professional society
  {
    family: "swissoptica",
    group: "negative",
    lang: "fr",
    kind: "membership-invoice",
    code: null,
    link: null,
    from: "SwissOptica – Société suisse d'optique <secretariat@swissoptica.ch>",
    subject: "Cotisation 2027 – facture n° M27-01184",
    date: date(10, 22, "09:15"),
    text: `Chère Madame Aebischer,

Nous vous remercions de votre fidélité à SwissOptica. Veuillez trouver ci-joint la facture de votre
cotisation de membre pour l'année 2027.

Facture n° : M27-01184
Catégorie : membre ordinaire (recherche académique)
Montant : CHF 120.–
Échéance : 31 janvier 2027

La cotisation comprend l'abonnement électronique à « Optica Helvetica » et un tarif réduit pour les
conférences de la société.

Avec nos salutations cordiales,
Le secrétariat de SwissOptica
c/o Maison des Académies, Laupenstrasse 7, 3008 Berne · +41 31 306 92 70
`,
    html: null,
    enc: "8bit",
    attachment: [
      "Facture_M27-01184.pdf",
      "application/pdf",
      "%PDF-1.4\n% Facture M27-01184\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n",
    ],
  },
  {
    family: "swissoptica",
    group: "regional",
    lang: "de",
    kind: "subscribe-confirm",
    code: null,
    link: "https://lists.swissoptica.ch/mailman3/lists/fachgruppe-sensorik.swissoptica.ch/confirm/9a1c77f04e2d63b8aa12",
    from: "Fachgruppe Sensorik <fachgruppe-sensorik-confirm@swissoptica.ch>",
    subject: "Bitte bestätigen Sie Ihr Abonnement von Fachgruppe Sensorik",
    date: date(9, 25, "13:40"),
    text: `Bestätigung der E-Mail-Adresse

Hallo,

wir haben eine Anfrage erhalten, die E-Mail-Adresse

    lena.aebischer@phys.uni-rheinau.ch

auf der Mailingliste fachgruppe-sensorik@swissoptica.ch einzutragen. Um die Anfrage zu bestätigen,
besuchen Sie bitte:

    https://lists.swissoptica.ch/mailman3/lists/fachgruppe-sensorik.swissoptica.ch/confirm/9a1c77f04e2d63b8aa12

Sie können auch einfach auf diese Nachricht antworten.

Wenn Sie sich nicht eintragen möchten, ignorieren Sie diese Nachricht.
`,
    html: null,
  },
  // ---------------------------------------------------------------- video calls
  {
    family: "parlaro-meet",
    group: "negative",
    lang: "en",
    kind: "meeting-invite",
    code: null,
    link: null,
    from: "Aline Favre via Parlaro <invites@parlaro.com>",
    subject: "Invitation: OFS 2027 PC sync @ Thu 5 Nov 2026 15:00 - 16:00 (CET)",
    date: date(10, 30, "11:20", "+0100"),
    text: `Aline Favre is inviting you to a scheduled Parlaro meeting.

Topic: OFS 2027 PC sync
Time: Thu 5 Nov 2026 15:00 – 16:00 Central European Time

Join Parlaro Meeting
https://epfl-alpina.parlaro.com/j/68421093377?pwd=cW5LdE9vZ1Jm

Meeting ID: 684 2109 3377
Passcode: 205811

Dial by your location
  +41 43 210 71 08 Switzerland
  +43 670 309 0165 Austria
  +49 69 3807 9883 Germany

Agenda: assignment conflicts, late reviews, award committee.
`,
    html: null,
    attachment: [
      "invite.ics",
      "text/calendar",
      "BEGIN:VCALENDAR\nVERSION:2.0\nMETHOD:REQUEST\nBEGIN:VEVENT\nDTSTART:20261105T140000Z\nDTEND:20261105T150000Z\nSUMMARY:OFS 2027 PC sync\nEND:VEVENT\nEND:VCALENDAR\n",
    ],
  },
  {
    family: "parlaro-meet",
    group: "consumer",
    lang: "de",
    kind: "verify-code",
    code: "640273",
    link: null,
    from: "Parlaro <no-reply@parlaro.com>",
    subject: "Bestätigen Sie Ihre E-Mail-Adresse",
    date: date(9, 12, "10:02"),
    text: `Hallo Lena,

geben Sie diesen Code in der Parlaro-App ein, um Ihre E-Mail-Adresse zu bestätigen:

640273

Der Code läuft in 30 Minuten ab.

Copyright © 2026 Parlaro Communications, Inc. Alle Rechte vorbehalten.
`,
    html: card({
      lang: "de",
      pre: "Ihr Bestätigungscode",
      head: "parlaro",
      color: "#2451e6",
      body: `<p>Hallo Lena,</p>
<p>geben Sie diesen Code in der Parlaro-App ein, um Ihre E-Mail-Adresse zu bestätigen:</p>
<p style="font-size:32px;font-weight:bold;color:#2451e6;margin:20px 0;">6&#8202;4&#8202;0&#8202;2&#8202;7&#8202;3</p>
<p style="color:#666;">Der Code läuft in 30&nbsp;Minuten ab.</p>`,
      foot: `Copyright © 2026 Parlaro Communications, Inc. Alle Rechte vorbehalten.<br>
<a href="https://parlaro.com/de/privacy">Datenschutz</a> · <a href="https://parlaro.com/de/terms">AGB</a> · <a href="https://support.parlaro.com">Support</a>`,
    }),
    enc: "b64",
  },
  {
    family: "parlaro-meet",
    group: "negative",
    lang: "de",
    kind: "recording-ready",
    code: null,
    link: null,
    from: "Parlaro <no-reply@parlaro.com>",
    subject: "Cloud-Aufzeichnung verfügbar: Gruppenmeeting Kälin Lab",
    date: date(10, 14, "12:48"),
    text: `Hallo Lena,

die Cloud-Aufzeichnung Ihres Meetings ist jetzt verfügbar.

Thema: Gruppenmeeting Kälin Lab
Datum: 14.10.2026 10:30 Mitteleuropäische Sommerzeit
Dauer: 1 Std. 12 Min.

Aufzeichnung ansehen: https://epfl-alpina.parlaro.com/rec/share/Xk2-p9TqL0m
Kenncode: Kl@b1410

Die Aufzeichnung wird nach 90 Tagen automatisch gelöscht.
`,
    html: null,
    enc: "qp",
  },
  // ---------------------------------------------------------------- academic job alerts
  {
    family: "wisskarriere",
    group: "negative",
    lang: "de",
    kind: "job-alert",
    code: null,
    link: null,
    from: "WissKarriere Jobletter <jobletter@wisskarriere.de>",
    subject: "5 neue Stellen für „Professur Photonik“",
    date: date(9, 15, "06:30"),
    text: `Ihr Suchauftrag „Professur Photonik“ – 5 neue Stellen seit 08.09.2026

W2-Professur für Faseroptische Messtechnik (m/w/d)
  Technische Universität Ilmenau · Bewerbungsschluss 15.10.2026
  https://www.wisskarriere.de/stelle/281734?utm_source=jobletter

Assistenzprofessur (Tenure Track) Integrated Photonics
  ETH Alpina, Zürich · Bewerbungsschluss 30.11.2026
  https://www.wisskarriere.de/stelle/281902?utm_source=jobletter

Universitätsprofessur für Angewandte Optik (§ 98 UG)
  Montanuniversität Leoben · Bewerbungsschluss 22.10.2026
  https://www.wisskarriere.de/stelle/282015?utm_source=jobletter

Juniorprofessur (W1) Optische Sensorsysteme
  Universität Stuttgart · Bewerbungsschluss 01.11.2026
  https://www.wisskarriere.de/stelle/282110?utm_source=jobletter

Professeur·e assistant·e en photonique
  Université de Neuchâtel · Délai 31.10.2026
  https://www.wisskarriere.de/stelle/282133?utm_source=jobletter

Suchauftrag bearbeiten oder löschen: https://www.wisskarriere.de/konto/suchauftraege
WissKarriere GmbH · Friedrichstraße 133 · 10117 Berlin
`,
    html: null,
    enc: "qp",
  },
  {
    family: "wisskarriere",
    group: "negative",
    lang: "de",
    kind: "application-status",
    code: null,
    link: null,
    from: "WissKarriere Bewerbermanagement <bewerbung@wisskarriere.de>",
    subject: "Eingangsbestätigung Ihrer Bewerbung – Kennziffer TUI-2026-114",
    date: date(10, 14, "22:05"),
    text: `Sehr geehrte Frau Dr. Aebischer,

vielen Dank für Ihre Bewerbung auf die Stelle „W2-Professur für Faseroptische Messtechnik“
(Kennziffer TUI-2026-114) an der Technischen Universität Ilmenau.

Ihre Unterlagen sind vollständig bei uns eingegangen. Die Berufungskommission tagt voraussichtlich
im Dezember 2026; wir informieren Sie anschließend über den weiteren Verlauf.

Mit freundlichen Grüßen
Im Auftrag der Technischen Universität Ilmenau
WissKarriere Bewerbermanagement
`,
    html: null,
    enc: "8bit",
  },
  // ---------------------------------------------------------------- Austrian funder, peer review
  {
    family: "fwt-peerreview",
    group: "regional",
    lang: "de",
    kind: "review-invite",
    code: null,
    link: "https://elane.fwt.ac.at/review/respond?rid=RV-26-88143&sig=3f9e0c1ab7",
    from: "Fonds zur Förderung der wissenschaftlichen Technik <peerreview@fwt.ac.at>",
    subject: "Begutachtungsanfrage P 41-877 / Review request P 41-877",
    date: date(9, 24, "15:18"),
    text: `(English version below)

Sehr geehrte Frau Dr. Aebischer,

der FWT bittet Sie um ein Gutachten zum Antrag

  P 41-877 „Brillouin-Sensorik in Tunnelbauwerken“ (Antragsteller: Univ.-Prof. Dr. K. Hofstätter,
  Technische Universität Graz, beantragte Summe EUR 398.600)

Bitte teilen Sie uns über folgenden Link mit, ob Sie das Gutachten übernehmen können:

https://elane.fwt.ac.at/review/respond?rid=RV-26-88143&sig=3f9e0c1ab7

Das Gutachten erbitten wir bis 09.11.2026. Als Anerkennung gewähren wir EUR 100,–.

---

Dear Dr. Aebischer,

The FWT kindly asks you to review proposal P 41-877 "Brillouin sensing in tunnel structures".
Please let us know whether you are able to review it, using the link above, by 09.11.2026.

Mit freundlichen Grüßen / Kind regards
Mag. Petra Windhager
Abteilung Naturwissenschaften und Technik
FWT · Georg-Coch-Platz 2 · 1010 Wien · +43 1 505 67 40-8213
`,
    html: null,
    enc: "qp",
  },
  // ---------------------------------------------------------------- Italian conference
  {
    family: "sifot-convegno",
    group: "negative",
    lang: "it",
    kind: "call-for-papers",
    code: null,
    link: null,
    from: "SIFOT 2027 <segreteria@sifot2027.it>",
    subject: "Call for papers – XXIV Convegno Nazionale di Fotonica, Trento 2027",
    date: date(9, 30, "10:00"),
    text: `Gentili colleghe e colleghi,

è aperta la call for papers per il XXIV Convegno Nazionale della Società Italiana di Fotonica
(SIFOT 2027), che si terrà a Trento dal 14 al 16 aprile 2027.

Sessioni tematiche
• Sensori in fibra ottica e monitoraggio strutturale
• Fotonica integrata su silicio e nitruro
• Sorgenti laser e ottica non lineare
• Fotonica quantistica

Scadenze
• Invio dei riassunti (2 pagine): 15 dicembre 2026
• Notifica di accettazione: 31 gennaio 2027
• Iscrizione a tariffa ridotta: entro 28 febbraio 2027 (€ 290, studenti € 150)

Il sito del convegno è https://www.sifot2027.it

Cordiali saluti,
La segreteria organizzativa
Via Sommarive 18, 38123 Povo (TN) · tel. +39 0461 28 21 00
`,
    html: null,
    enc: "8bit",
  },
  {
    family: "sifot-convegno",
    group: "regional",
    lang: "it",
    kind: "verify-link",
    code: null,
    link: "https://www.sifot2027.it/area-riservata/conferma.php?id=3317&chiave=e8d4b02fa19c",
    from: "SIFOT 2027 <noreply@sifot2027.it>",
    subject: "Conferma il tuo indirizzo e-mail – SIFOT 2027",
    date: date(10, 26, "18:31", "+0100"),
    text: `Gentile Lena Aebischer,

grazie per esserti registrata nell'area riservata del convegno SIFOT 2027.

Per attivare il tuo profilo e poter inviare un riassunto, conferma il tuo indirizzo e-mail
cliccando sul pulsante qui sotto:

https://www.sifot2027.it/area-riservata/conferma.php?id=3317&chiave=e8d4b02fa19c

Se non hai richiesto la registrazione, ignora questo messaggio.

Segreteria SIFOT 2027 · Via Sommarive 18, 38123 Povo (TN)
`,
    html: `<html><body style="margin:0;background:#f6f6f6;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center">
<table width="580" cellpadding="0" cellspacing="0" style="background:#fff;font-family:Georgia,serif;">
<tr><td><img src="https://www.sifot2027.it/img/banner-mail.jpg" alt="SIFOT 2027 – Trento, 14-16 aprile" width="580" height="120" style="display:block;"></td></tr>
<tr><td style="padding:24px 30px;font-size:15px;line-height:22px;color:#333;">
<p>Gentile Lena Aebischer,</p>
<p>grazie per esserti registrata nell'area riservata del convegno SIFOT 2027.</p>
<p>Per attivare il tuo profilo e poter inviare un riassunto, conferma il tuo indirizzo e-mail cliccando sul pulsante qui sotto:</p>
<p style="text-align:center;margin:26px 0;"><a href="https://www.sifot2027.it/area-riservata/conferma.php?id=3317&amp;chiave=e8d4b02fa19c" style="background:#7a1f3d;color:#fff;padding:12px 26px;text-decoration:none;border-radius:20px;font-family:Arial,sans-serif;">Conferma e-mail</a></p>
<p style="font-size:12px;color:#888;">Se non hai richiesto la registrazione, ignora questo messaggio.</p>
</td></tr>
<tr><td style="padding:14px 30px;background:#7a1f3d;color:#f0d9e0;font-size:11px;font-family:Arial,sans-serif;">Segreteria SIFOT 2027 · Via Sommarive 18, 38123 Povo (TN) · <a href="https://www.sifot2027.it/privacy" style="color:#fff;">Informativa privacy</a></td></tr>
</table></td></tr></table></body></html>`,
    enc: "qp",
  },
  // ---------------------------------------------------------------- French-language journal
  {
    family: "revue-photonique-appliquee",
    group: "negative",
    lang: "fr",
    kind: "review-thanks",
    code: null,
    link: null,
    from: "Revue de Photonique Appliquée <redaction@rpa-editions.fr>",
    subject: "RPA-2026-0388 : merci pour votre rapport d'évaluation",
    date: date(10, 10, "16:44"),
    text: `Chère Madame Aebischer,

Nous avons bien reçu votre rapport concernant le manuscrit RPA-2026-0388, « Capteurs à réseaux de
Bragg pour la surveillance des barrages en béton », et nous vous en remercions vivement.

La décision éditoriale vous sera communiquée dès que l'ensemble des rapports aura été reçu. Un
certificat d'évaluation est disponible dans votre espace évaluateur.

Nous vous prions d'agréer, Madame, l'expression de nos salutations distinguées.

Pr Jean-Baptiste Lefèvre
Rédacteur en chef
Revue de Photonique Appliquée · 17, avenue du Hoggar · 91940 Les Ulis · France
`,
    html: plain_html(`Chère Madame Aebischer,

Nous avons bien reçu votre rapport concernant le manuscrit RPA-2026-0388, « Capteurs à réseaux de Bragg pour la surveillance des barrages en béton », et nous vous en remercions vivement.

La décision éditoriale vous sera communiquée dès que l'ensemble des rapports aura été reçu. Un certificat d'évaluation est disponible dans votre espace évaluateur.

Nous vous prions d'agréer, Madame, l'expression de nos salutations distinguées.

Pr Jean-Baptiste Lefèvre
Rédacteur en chef
Revue de Photonique Appliquée · 17, avenue du Hoggar · 91940 Les Ulis · France`),
    enc: "b64",
  },
  // ---------------------------------------------------------------- CFP mailing list digest
  {
    family: "opticsnet-digest",
    group: "negative",
    lang: "en",
    kind: "cfp-digest",
    code: null,
    link: null,
    from: "OpticsNet Announcements <opticsnet-announce@lists.opticsnet.org>",
    subject: "OpticsNet Digest, Vol 212, Issue 9",
    date: date(10, 18, "00:05", "+0000"),
    headers: [["List-Id", "<opticsnet-announce.lists.opticsnet.org>"], [
      "List-Unsubscribe",
      "<https://lists.opticsnet.org/unsubscribe/opticsnet-announce>",
    ]],
    text: `Send OpticsNet-announce mailing list submissions to
	opticsnet-announce@lists.opticsnet.org

Today's Topics:

   1. CFP: Special Issue "Fibre Sensors for Civil Infrastructure"
      (Sensors & Structures, deadline 31 Jan 2027) (G. Lindqvist)
   2. PhD position in distributed sensing, KU Leuven (P. Maes)
   3. Summer school "Nonlinear Fibre Optics", Jena, 5-9 July 2027 (S. Brandt)

----------------------------------------------------------------------

Message: 1
Date: Sat, 17 Oct 2026 09:12:44 +0200
From: Gustav Lindqvist <g.lindqvist@chalmers-west.se>
Subject: CFP: Special Issue "Fibre Sensors for Civil Infrastructure"

Dear colleagues, we invite submissions to a special issue of Sensors & Structures on fibre-optic
monitoring of bridges, tunnels and dams. Full papers due 31 January 2027; APC waived for the first
10 accepted papers.

------------------------------

Message: 2
Date: Sat, 17 Oct 2026 14:30:02 +0100
From: Pieter Maes <pieter.maes@kuleuven-noord.be>
Subject: PhD position in distributed sensing, KU Leuven

Fully funded 4-year PhD position on Rayleigh-based DAS for railway monitoring. Start: March 2027.
Applications by 30 November 2026.

------------------------------

End of OpticsNet-announce Digest, Vol 212, Issue 9
**************************************************
`,
    html: null,
  },
  // ---------------------------------------------------------------- university internal newsletter
  {
    family: "uni-rheinau-intern",
    group: "negative",
    lang: "de",
    kind: "newsletter",
    code: null,
    link: null,
    from: "Uni Rheinau intern <newsletter@uni-rheinau.ch>",
    subject: "Uni intern 10/2026: Neue Mensa, Dies academicus, Energiesparmassnahmen",
    date: date(10, 5, "08:00"),
    text: `UNI INTERN · Oktober 2026

Dies academicus am 27. November 2026
Die Feier findet um 10.15 Uhr in der Martinskirche statt. Anmeldung zum Apéro bis 13.11.

Neue Mensa im Biozentrum
Ab 2. November ist die neue Mensa geöffnet, Mo–Fr 11.15–14.00. Menüs ab CHF 7.50 für Mitarbeitende.

Heizperiode und Energiesparen
Die Raumtemperatur in Büros wird bis März auf 20 °C begrenzt. Laborbereiche sind ausgenommen.

Weiterbildung: Schreibwerkstatt für Drittmittelanträge, 19.11.2026, 13–17 Uhr (Anmeldung über
das Weiterbildungsportal).

Abmelden: https://www.uni-rheinau.ch/newsletter/abmelden
`,
    html: card({
      lang: "de",
      pre: "Dies academicus, neue Mensa, Energiesparen",
      head: "UNI INTERN · Oktober 2026",
      color: "#a5112b",
      body: `<h3 style="margin:0 0 6px;">Dies academicus am 27.&nbsp;November 2026</h3>
<p>Die Feier findet um 10.15&nbsp;Uhr in der Martinskirche statt. <a href="https://www.uni-rheinau.ch/dies">Anmeldung zum Apéro</a> bis 13.11.</p>
<img src="https://www.uni-rheinau.ch/newsletter/img/mensa.jpg" alt="Die neue Mensa im Biozentrum" width="544" style="display:block;max-width:100%;">
<h3 style="margin:14px 0 6px;">Neue Mensa im Biozentrum</h3>
<p>Ab 2.&nbsp;November geöffnet, Mo–Fr 11.15–14.00. Menüs ab CHF&nbsp;7.50 für Mitarbeitende.</p>
<h3 style="margin:14px 0 6px;">Heizperiode und Energiesparen</h3>
<p>Die Raumtemperatur in Büros wird bis März auf 20&nbsp;°C begrenzt. Laborbereiche sind ausgenommen.</p>
<p>Weiterbildung: <a href="https://weiterbildung.uni-rheinau.ch/kurs/2611">Schreibwerkstatt für Drittmittelanträge</a>, 19.11.2026, 13–17&nbsp;Uhr.</p>`,
      foot: `Universität Rheinau · Kommunikation &amp; Marketing · Petersplatz 1 · 4001 Rheinau<br>
<a href="https://www.uni-rheinau.ch/newsletter/abmelden">Abmelden</a> · <a href="https://www.instagram.com/unirheinau">Instagram</a> · <a href="https://www.linkedin.com/school/uni-rheinau">LinkedIn</a>`,
    }),
    enc: "qp",
  },
  // ---------------------------------------------------------------- collaborative LaTeX editor
  {
    family: "texgarden",
    group: "consumer",
    lang: "en",
    kind: "invite-link",
    code: null,
    link:
      "https://www.texgarden.com/project/66f1a9d2c47e/invite/token/9c2b4e7f1a38d05e6b71?project_name=OFS27+FBG+drift&user_first_name=Tobias",
    from: "Tobias Okonkwo (via TeXgarden) <welcome@texgarden.com>",
    subject: "OFS27 FBG drift - shared by Tobias Okonkwo",
    date: date(10, 20, "09:58"),
    text: `Hi,

Tobias Okonkwo wants to share "OFS27 FBG drift" with you (can edit).

Join project: https://www.texgarden.com/project/66f1a9d2c47e/invite/token/9c2b4e7f1a38d05e6b71?project_name=OFS27+FBG+drift&user_first_name=Tobias

Thank you

TeXgarden - online LaTeX editor for teams
https://www.texgarden.com
`,
    html: `<html><body style="font-family:Helvetica,Arial,sans-serif;font-size:15px;color:#3a3a3a;background:#fafafa;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:30px 0;">
<table width="560" cellpadding="0" cellspacing="0" style="background:#fff;border:1px solid #e6e6e6;">
<tr><td style="padding:22px 30px;border-bottom:3px solid #3f8f3a;"><img src="https://cdn.texgarden.com/img/mail-logo.png" alt="TeXgarden" width="140" height="32"></td></tr>
<tr><td style="padding:26px 30px;line-height:22px;">
<p>Hi,</p>
<p>Tobias Okonkwo wants to share <b>OFS27 FBG drift</b> with you (can edit).</p>
<p style="text-align:center;margin:26px 0;"><a href="https://www.texgarden.com/project/66f1a9d2c47e/invite/token/9c2b4e7f1a38d05e6b71?project_name=OFS27+FBG+drift&amp;user_first_name=Tobias" style="background:#3f8f3a;color:#fff;padding:12px 24px;border-radius:22px;text-decoration:none;font-weight:bold;">View project</a></p>
<p>Thank you</p>
</td></tr>
<tr><td style="padding:16px 30px;font-size:12px;color:#999;border-top:1px solid #eee;"><a href="https://www.texgarden.com" style="color:#3f8f3a;">TeXgarden</a> – online LaTeX editor for teams · <a href="https://www.texgarden.com/legal" style="color:#999;">Privacy and terms</a></td></tr>
</table></td></tr></table></body></html>`,
    enc: "qp",
  },
  {
    family: "texgarden",
    group: "consumer",
    lang: "en",
    kind: "login-code",
    code: "718342",
    link: "https://www.texgarden.com/login/confirm?email=lena.aebischer%40phys.uni-rheinau.ch&token=a7d03f9c61e2",
    from: "TeXgarden <security@texgarden.com>",
    subject: "Confirm it's you: sign-in from a new device",
    date: date(10, 28, "23:12", "+0100"),
    text: `Hi Lena,

We noticed a sign-in to your TeXgarden account from a device we don't recognise
(Chrome on Windows, Vienna, Austria, 28 Oct 2026 23:11 CET).

To continue, enter this confirmation code on the sign-in page:

  718342

or open this link in the same browser:
https://www.texgarden.com/login/confirm?email=lena.aebischer%40phys.uni-rheinau.ch&token=a7d03f9c61e2

The code and link expire in 15 minutes.

If this wasn't you, change your password straight away.

TeXgarden Security
`,
    html: null,
  },
  {
    family: "texgarden",
    group: "negative",
    lang: "en",
    kind: "trial-ending",
    code: null,
    link: null,
    from: "TeXgarden <billing@texgarden.com>",
    subject: "Your Professional trial ends in 3 days",
    date: date(11, 3, "10:00", "+0100"),
    text: `Hi Lena,

Your 7-day TeXgarden Professional trial ends on 6 November 2026. After that your account returns to
the free plan: compile timeout 20 s, 1 collaborator per project, no full document history.

Your university may already cover Professional: Universität Rheinau has a site licence. Sign in with
your institutional login to use it.

Plans from USD 21/month or USD 199/year.

TeXgarden · 2nd Floor, 12 Rivington Street, London EC2A 3DU
Unsubscribe from billing reminders: https://www.texgarden.com/user/email-preferences
`,
    html: null,
  },
  // ---------------------------------------------------------------- reviewer recognition
  {
    family: "reviewledger",
    group: "negative",
    lang: "en",
    kind: "review-recorded",
    code: null,
    link: null,
    from: "ReviewLedger <team@reviewledger.org>",
    subject: "Your review for Journal of Applied Photonics has been added",
    date: date(10, 11, "13:27"),
    text: `Hi Lena,

Journal of Applied Photonics has sent us a record of your review, completed on 9 October 2026. It
is now on your ReviewLedger profile as an anonymous review (journal policy).

Verified reviews: 17
Journals: 6
Reviews in the last 12 months: 5

Your profile: https://reviewledger.org/profile/lena-aebischer-3f81
Email settings: https://reviewledger.org/settings/notifications

ReviewLedger · 1 Victoria Street, Bristol BS1 6AA, UK
`,
    html: null,
  },
];
