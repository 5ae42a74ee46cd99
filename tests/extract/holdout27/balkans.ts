/**
 * Two months of a freelance designer's inbox between Bosnia and Herzegovina, Montenegro, North
 * Macedonia and Albania: marketplaces, client portals, payouts, local banks, tax, utilities, travel and
 * everyday services, in Bosnian, Montenegrin, Macedonian, Albanian, English and a few neighbours' languages.
 * @module
 */

import type { Mail } from "../holdout_kit.ts";

// ---------------------------------------------------------------- small helpers

/** A bulletproof button as e-mail builders emit it. */
function button(href: string, label: string, bg: string, fg = "#ffffff"): string {
  return `<table role="presentation" border="0" cellpadding="0" cellspacing="0" align="center" style="margin:24px auto;">
  <tr>
    <td align="center" bgcolor="${bg}" style="border-radius:6px;">
      <a href="${href}" target="_blank" style="display:inline-block;padding:13px 28px;font-family:Arial,Helvetica,sans-serif;font-size:15px;font-weight:bold;color:${fg};text-decoration:none;border-radius:6px;">${label}</a>
    </td>
  </tr>
</table>`;
}

/** A hidden preheader line. */
function preheader(s: string): string {
  return `<div style="display:none;max-height:0;overflow:hidden;mso-hide:all;font-size:1px;line-height:1px;color:#ffffff;">${s}&#847;&zwnj;&nbsp;&#847;&zwnj;&nbsp;&#847;&zwnj;&nbsp;</div>`;
}

/** A minimal PDF body for attachments. */
function pdf(title: string, lines: string[]): string {
  const body = [title, ...lines].map((l, i) => `BT /F1 10 Tf 50 ${780 - i * 16} Td (${l}) Tj ET`).join("\n");
  return `%PDF-1.4
1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj
2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj
3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >> endobj
4 0 obj << /Length ${body.length} >> stream
${body}
endstream endobj
5 0 obj << /Type /Font /Subtype /Type1 /BaseFont /Helvetica >> endobj
trailer << /Root 1 0 R >>
%%EOF
`;
}

// ---------------------------------------------------------------- Tezga (freelance marketplace, Sarajevo)

function tezga(pre: string, inner: string, lang: "bs" | "en"): string {
  const foot = lang === "bs"
    ? `Tezga d.o.o. · Zmaja od Bosne 7a, 71000 Sarajevo · ID broj 4202981550008<br>
       <a href="https://tezga.ba/postavke/obavjestenja" style="color:#8a8f98;">Postavke obavještenja</a> ·
       <a href="https://tezga.ba/pomoc" style="color:#8a8f98;">Pomoć</a> ·
       <a href="https://tezga.ba/privatnost" style="color:#8a8f98;">Privatnost</a>`
    : `Tezga d.o.o. · Zmaja od Bosne 7a, 71000 Sarajevo, Bosnia and Herzegovina<br>
       <a href="https://tezga.ba/en/settings/notifications" style="color:#8a8f98;">Notification settings</a> ·
       <a href="https://tezga.ba/en/help" style="color:#8a8f98;">Help centre</a> ·
       <a href="https://tezga.ba/en/privacy" style="color:#8a8f98;">Privacy</a>`;
  return `<!DOCTYPE html>
<html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Tezga</title></head>
<body style="margin:0;padding:0;background:#f2f1ed;">
${preheader(pre)}
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="background:#f2f1ed;">
<tr><td align="center" style="padding:28px 12px;">
  <table role="presentation" width="560" cellpadding="0" cellspacing="0" border="0" style="max-width:560px;background:#ffffff;border-radius:10px;">
    <tr><td style="padding:22px 32px;border-bottom:3px solid #f2a007;">
      <a href="https://tezga.ba/?utm_source=email"><img src="https://cdn.tezga.ba/mail/logo-tezga@2x.png" width="96" height="28" alt="Tezga" style="display:block;border:0;"></a>
    </td></tr>
    <tr><td style="padding:28px 32px;font-family:'Segoe UI',Arial,sans-serif;font-size:15px;line-height:23px;color:#23262b;">
${inner}
    </td></tr>
  </table>
  <table role="presentation" width="560" cellpadding="0" cellspacing="0" border="0" style="max-width:560px;">
    <tr><td style="padding:18px 32px;font-family:Arial,sans-serif;font-size:11px;line-height:17px;color:#8a8f98;text-align:center;">
${foot}
    </td></tr>
  </table>
</td></tr>
</table>
</body></html>`;
}

const tezga_mails: Mail[] = [
  {
    family: "tezga-freelance",
    group: "regional",
    lang: "bs",
    kind: "login-code",
    code: "583104",
    link: null,
    from: "Tezga <sigurnost@tezga.ba>",
    to: "Amra Hodžić <amra.hodzic.design@gmail.com>",
    subject: "Tezga: kod za prijavu 583 104",
    date: "Tue, 01 Sep 2026 08:12:47 +0200",
    enc: "qp",
    text: `Zdravo Amra,

neko (vjerovatno Vi) se pokušava prijaviti na Vaš Tezga račun sa novog preglednika.

Kod za prijavu:

    583 104

Kod važi 10 minuta. Unesite ga u prozor za prijavu; ne šaljite ga nikome, ni našoj podršci.

Uređaj: Chrome 128 na Windows 11
Lokacija (približno): Podgorica, Crna Gora
Vrijeme: 01.09.2026. u 08:12

Ako se niste Vi prijavljivali, promijenite lozinku u postavkama računa:
https://tezga.ba/postavke/sigurnost

Tim Tezga
https://tezga.ba/pomoc
`,
    html: tezga(
      "Vaš kod za prijavu važi 10 minuta.",
      `<p style="margin:0 0 14px;">Zdravo Amra,</p>
<p style="margin:0 0 14px;">neko (vjerovatno Vi) se pokušava prijaviti na Vaš Tezga račun sa novog preglednika. Unesite ovaj kod u prozor za prijavu:</p>
<table role="presentation" cellpadding="0" cellspacing="0" border="0" align="center" style="margin:20px auto;">
  <tr><td style="background:#fff7e6;border:1px dashed #f2a007;border-radius:8px;padding:14px 30px;font-family:'Courier New',monospace;font-size:32px;font-weight:bold;letter-spacing:6px;color:#23262b;">583 104</td></tr>
</table>
<p style="margin:0 0 14px;font-size:13px;color:#5b616b;">Kod važi 10 minuta. Ne šaljite ga nikome, ni našoj podršci.</p>
<table role="presentation" cellpadding="0" cellspacing="0" border="0" width="100%" style="font-size:13px;color:#5b616b;background:#f7f7f5;border-radius:6px;">
  <tr><td style="padding:10px 14px;">Uređaj</td><td style="padding:10px 14px;">Chrome 128 na Windows 11</td></tr>
  <tr><td style="padding:0 14px 10px;">Lokacija (približno)</td><td style="padding:0 14px 10px;">Podgorica, Crna Gora</td></tr>
  <tr><td style="padding:0 14px 10px;">Vrijeme</td><td style="padding:0 14px 10px;">01.09.2026. u 08:12</td></tr>
</table>
<p style="margin:16px 0 0;font-size:13px;">Niste se Vi prijavljivali? <a href="https://tezga.ba/postavke/sigurnost" style="color:#c47f00;">Promijenite lozinku</a>.</p>`,
      "bs",
    ),
  },
  {
    family: "tezga-freelance",
    group: "regional",
    lang: "en",
    kind: "payment-released",
    code: null,
    link: null,
    from: "Tezga <payments@tezga.ba>",
    to: "Amra Hodžić <amra.hodzic.design@gmail.com>",
    subject: '€640.00 released for milestone 2 of "Packaging for Medena Pčela"',
    date: "Fri, 04 Sep 2026 15:40:02 +0200",
    enc: "qp",
    text: `Hi Amra,

Good news: your client Bojan Radić released the payment for milestone 2.

Contract:     Packaging for Medena Pčela (#TZ-88213)
Milestone:    2 of 3 - Final label artwork, 4 SKUs
Amount:       €640.00
Tezga fee:    -€51.20 (8%)
You receive:  €588.80

The funds are now in your Tezga balance. Payouts to your account ending 0719 run every Monday; you can also request an instant payout from the Balance page for a €1.50 fee.

Balance: https://tezga.ba/en/balance
Contract: https://tezga.ba/en/contracts/TZ-88213

Thanks for working on Tezga,
The Tezga team
`,
    html: tezga(
      "Your client released €640.00. It's in your balance now.",
      `<p style="margin:0 0 14px;">Hi Amra,</p>
<p style="margin:0 0 18px;">Good news: <strong>Bojan Radić</strong> released the payment for milestone 2.</p>
<table role="presentation" cellpadding="0" cellspacing="0" border="0" width="100%" style="font-size:14px;border-collapse:collapse;">
  <tr><td style="padding:8px 0;color:#5b616b;border-bottom:1px solid #eceae4;">Contract</td><td align="right" style="padding:8px 0;border-bottom:1px solid #eceae4;">Packaging for Medena Pčela <span style="color:#8a8f98;">#TZ-88213</span></td></tr>
  <tr><td style="padding:8px 0;color:#5b616b;border-bottom:1px solid #eceae4;">Milestone</td><td align="right" style="padding:8px 0;border-bottom:1px solid #eceae4;">2 of 3 – Final label artwork, 4 SKUs</td></tr>
  <tr><td style="padding:8px 0;color:#5b616b;border-bottom:1px solid #eceae4;">Amount</td><td align="right" style="padding:8px 0;border-bottom:1px solid #eceae4;">€640.00</td></tr>
  <tr><td style="padding:8px 0;color:#5b616b;border-bottom:1px solid #eceae4;">Tezga fee (8%)</td><td align="right" style="padding:8px 0;border-bottom:1px solid #eceae4;">−€51.20</td></tr>
  <tr><td style="padding:10px 0;font-weight:bold;">You receive</td><td align="right" style="padding:10px 0;font-weight:bold;font-size:18px;">€588.80</td></tr>
</table>
<p style="margin:18px 0 0;font-size:14px;">Payouts to your account ending •••• 0719 run every Monday. Need it sooner? Request an instant payout from your balance for €1.50.</p>
${button("https://tezga.ba/en/balance", "View balance", "#23262b")}
<p style="margin:0;font-size:13px;color:#5b616b;"><a href="https://tezga.ba/en/contracts/TZ-88213" style="color:#c47f00;">Open the contract</a></p>`,
      "en",
    ),
  },
  {
    family: "tezga-freelance",
    group: "regional",
    lang: "bs",
    kind: "invite-link",
    code: null,
    link:
      "https://klik.tezga.ba/ls/click?upn=u001.Qm7Xr2Lk9vB4-2FpZt8nHwYc3aE5dJ0sF1gT6yU-2BqK8-3D&src=ponuda&cid=TZ-90417",
    from: "Tezga <ponude@tezga.ba>",
    to: "Amra Hodžić <amra.hodzic.design@gmail.com>",
    subject: "Studio Kalesija Vas poziva na projekat „Vizuelni identitet – pekara Zrno”",
    date: "Wed, 09 Sep 2026 11:05:19 +0200",
    enc: "b64",
    text: `Zdravo Amra,

Studio Kalesija (Tuzla) Vas poziva da radite na njihovom projektu na Tezgi.

Projekat: Vizuelni identitet – pekara Zrno
Budžet: 1.800 KM (fiksno), 3 faze
Rok: 30.10.2026.
Poruka klijenta: "Svidio nam se Vaš rad za Medenu Pčelu. Treba nam logo, ambalaža za hljeb i meni tabla. Javite se!"

Pogledajte i prihvatite poziv:
https://klik.tezga.ba/ls/click?upn=u001.Qm7Xr2Lk9vB4-2FpZt8nHwYc3aE5dJ0sF1gT6yU-2BqK8-3D&src=ponuda&cid=TZ-90417

Poziv ističe za 7 dana. Ako Vas projekat ne zanima, možete ga odbiti na istoj stranici.

Tim Tezga
`,
    html: tezga(
      "Budžet 1.800 KM · rok 30.10.2026. · poziv ističe za 7 dana",
      `<p style="margin:0 0 14px;">Zdravo Amra,</p>
<p style="margin:0 0 18px;"><strong>Studio Kalesija</strong> (Tuzla) Vas poziva da radite na njihovom projektu.</p>
<table role="presentation" cellpadding="0" cellspacing="0" border="0" width="100%" style="border:1px solid #eceae4;border-radius:8px;">
  <tr><td style="padding:16px 18px;">
    <div style="font-size:17px;font-weight:bold;margin-bottom:6px;">Vizuelni identitet – pekara Zrno</div>
    <div style="font-size:13px;color:#5b616b;">Budžet: 1.800 KM (fiksno), 3 faze · Rok: 30.10.2026.</div>
    <div style="font-size:14px;color:#23262b;margin-top:12px;font-style:italic;">„Svidio nam se Vaš rad za Medenu Pčelu. Treba nam logo, ambalaža za hljeb i meni tabla. Javite se!”</div>
  </td></tr>
</table>
${
        button(
          "https://klik.tezga.ba/ls/click?upn=u001.Qm7Xr2Lk9vB4-2FpZt8nHwYc3aE5dJ0sF1gT6yU-2BqK8-3D&amp;src=ponuda&amp;cid=TZ-90417",
          "Pogledaj i prihvati poziv",
          "#f2a007",
          "#23262b",
        )
      }
<p style="margin:0;font-size:13px;color:#5b616b;">Poziv ističe za 7 dana. Ako Vas projekat ne zanima, možete ga odbiti na istoj stranici.</p>
<p style="margin:14px 0 0;font-size:13px;color:#5b616b;"><a href="https://tezga.ba/klijenti/studio-kalesija" style="color:#c47f00;">Profil klijenta</a> · ocjena 4,9 (23 projekta)</p>`,
      "bs",
    ),
  },
  {
    family: "tezga-freelance",
    group: "regional",
    lang: "en",
    kind: "newsletter",
    code: null,
    link: null,
    from: "Tezga Jobs <jobs@tezga.ba>",
    to: "Amra Hodžić <amra.hodzic.design@gmail.com>",
    subject: "12 new design jobs that match your profile",
    date: "Mon, 19 Oct 2026 07:30:00 +0200",
    enc: "qp",
    headers: [["List-Unsubscribe", "<https://tezga.ba/en/unsubscribe?l=jobs&u=8f21c0>"]],
    text: `New this week for: Branding, Packaging, Illustration

* Logo and brand book for a craft brewery in Banja Luka - €900 fixed
  https://tezga.ba/en/jobs/51234
* Instagram templates for a dental clinic (Skopje) - €25/hour, ~20 h
  https://tezga.ba/en/jobs/51248
* Wine labels, 3 varieties (Plantaže-style, Podgorica) - €1,200 fixed
  https://tezga.ba/en/jobs/51260
* Children's book illustrations, 24 pages - 3,000 KM
  https://tezga.ba/en/jobs/51277

See all 12: https://tezga.ba/en/jobs?match=me

Tip: profiles with 3+ portfolio case studies get 2.4x more invitations.

You get this digest every Monday. Unsubscribe: https://tezga.ba/en/unsubscribe?l=jobs&u=8f21c0
Tezga d.o.o., Zmaja od Bosne 7a, 71000 Sarajevo
`,
    html: tezga(
      "Craft brewery branding, wine labels, a children's book and 9 more.",
      `<h1 style="margin:0 0 6px;font-size:20px;">12 new jobs for you</h1>
<p style="margin:0 0 18px;font-size:13px;color:#5b616b;">Matching: Branding, Packaging, Illustration</p>
<table role="presentation" cellpadding="0" cellspacing="0" border="0" width="100%" style="font-size:14px;">
  <tr><td style="padding:12px 0;border-top:1px solid #eceae4;"><a href="https://tezga.ba/en/jobs/51234" style="color:#23262b;font-weight:bold;text-decoration:none;">Logo and brand book for a craft brewery</a><br><span style="color:#8a8f98;font-size:12px;">Banja Luka · €900 fixed</span></td></tr>
  <tr><td style="padding:12px 0;border-top:1px solid #eceae4;"><a href="https://tezga.ba/en/jobs/51248" style="color:#23262b;font-weight:bold;text-decoration:none;">Instagram templates for a dental clinic</a><br><span style="color:#8a8f98;font-size:12px;">Skopje · €25/hour · ~20 h</span></td></tr>
  <tr><td style="padding:12px 0;border-top:1px solid #eceae4;"><a href="https://tezga.ba/en/jobs/51260" style="color:#23262b;font-weight:bold;text-decoration:none;">Wine labels, 3 varieties</a><br><span style="color:#8a8f98;font-size:12px;">Podgorica · €1,200 fixed</span></td></tr>
  <tr><td style="padding:12px 0;border-top:1px solid #eceae4;border-bottom:1px solid #eceae4;"><a href="https://tezga.ba/en/jobs/51277" style="color:#23262b;font-weight:bold;text-decoration:none;">Children's book illustrations, 24 pages</a><br><span style="color:#8a8f98;font-size:12px;">Remote · 3,000 KM</span></td></tr>
</table>
${button("https://tezga.ba/en/jobs?match=me", "See all 12 jobs", "#23262b")}
<p style="margin:0;font-size:13px;color:#5b616b;background:#fff7e6;padding:10px 12px;border-radius:6px;">Tip: profiles with 3+ portfolio case studies get 2.4× more invitations.</p>
<p style="margin:16px 0 0;font-size:11px;color:#8a8f98;">You get this digest every Monday. <a href="https://tezga.ba/en/unsubscribe?l=jobs&amp;u=8f21c0" style="color:#8a8f98;">Unsubscribe</a></p>`,
      "en",
    ),
  },
];

// ---------------------------------------------------------------- Brieflane (client portal, SaaS)

function brieflane(inner: string, pre: string): string {
  return `<!doctype html>
<html><head><meta http-equiv="Content-Type" content="text/html; charset=UTF-8"><style>a{color:#4f46e5}</style></head>
<body style="background-color:#fafafa;margin:0;padding:0;font-family:-apple-system,BlinkMacSystemFont,'Segoe UI',Roboto,Helvetica,Arial,sans-serif;">
${preheader(pre)}
<table width="100%" border="0" cellspacing="0" cellpadding="0" bgcolor="#fafafa"><tr><td align="center" style="padding:40px 16px;">
<table width="480" border="0" cellspacing="0" cellpadding="0" style="max-width:480px;">
<tr><td style="padding-bottom:24px;"><img src="https://assets.brieflane.io/email/wordmark-indigo.png" alt="Brieflane" width="110" height="24"></td></tr>
<tr><td style="background:#ffffff;border:1px solid #e5e7eb;border-radius:12px;padding:32px;font-size:15px;line-height:24px;color:#111827;">
${inner}
</td></tr>
<tr><td style="padding:24px 8px;font-size:12px;line-height:18px;color:#9ca3af;">
Brieflane Inc., 2261 Market Street #4410, San Francisco, CA 94114<br>
<a href="https://brieflane.io/help" style="color:#9ca3af;">Help</a> &middot; <a href="https://brieflane.io/legal/privacy" style="color:#9ca3af;">Privacy</a> &middot; <a href="https://app.brieflane.io/settings/email" style="color:#9ca3af;">Email preferences</a>
</td></tr>
</table></td></tr></table>
</body></html>`;
}

const brieflane_mails: Mail[] = [
  {
    family: "brieflane",
    group: "consumer",
    lang: "en",
    kind: "invite-link",
    code: null,
    link: "https://app.brieflane.io/invitations/accept?token=inv_5tqR0cWm8ZyJd3KpHf2aLx&ws=hausmann-werbung",
    from: "Marta Kovač via Brieflane <notifications@brieflane.io>",
    to: "Amra Hodžić <amra.hodzic.design@gmail.com>",
    subject: 'Marta Kovač invited you to "Rebrand 2027" on Brieflane',
    date: "Thu, 10 Sep 2026 16:22:31 +0000",
    enc: "qp",
    headers: [["Reply-To", "Marta Kovač <marta.kovac@hausmann-werbung.de>"]],
    text:
      `Marta Kovač (marta.kovac@hausmann-werbung.de) invited you to collaborate on the project "Rebrand 2027" in the Hausmann Werbung workspace.

Your role: External designer (can upload files, comment and submit for approval)

Accept invitation:
https://app.brieflane.io/invitations/accept?token=inv_5tqR0cWm8ZyJd3KpHf2aLx&ws=hausmann-werbung

This invitation expires on September 24, 2026. If you don't know Marta, you can ignore this email.

--
Brieflane Inc., 2261 Market Street #4410, San Francisco, CA 94114
`,
    html: brieflane(
      `<p style="margin:0 0 16px;"><strong>Marta Kovač</strong> (<a href="mailto:marta.kovac@hausmann-werbung.de">marta.kovac@hausmann-werbung.de</a>) invited you to collaborate on a project in the <strong>Hausmann Werbung</strong> workspace.</p>
<table width="100%" cellpadding="0" cellspacing="0" border="0" style="background:#f5f3ff;border-radius:8px;"><tr><td style="padding:14px 16px;">
<div style="font-size:16px;font-weight:600;">Rebrand 2027</div>
<div style="font-size:13px;color:#6b7280;">Role: External designer &mdash; can upload files, comment and submit for approval</div>
</td></tr></table>
${
        button(
          "https://app.brieflane.io/invitations/accept?token=inv_5tqR0cWm8ZyJd3KpHf2aLx&amp;ws=hausmann-werbung",
          "Accept invitation",
          "#4f46e5",
        )
      }
<p style="margin:0;font-size:13px;color:#6b7280;">This invitation expires on September 24, 2026. If you don't know Marta, you can ignore this email.</p>`,
      "Join Hausmann Werbung's project as an external designer.",
    ),
  },
  {
    family: "brieflane",
    group: "consumer",
    lang: "en",
    kind: "comment-notification",
    code: null,
    link: null,
    from: "Brieflane <notifications@brieflane.io>",
    to: "Amra Hodžić <amra.hodzic.design@gmail.com>",
    subject: '[Rebrand 2027] Jonas Weber commented on "Logo_v3_final.pdf"',
    date: "Tue, 22 Sep 2026 09:47:10 +0000",
    enc: "7bit",
    text: `Jonas Weber commented on Logo_v3_final.pdf (page 2):

"Can we try the wordmark 10% tighter? And the green is a bit too cold next to our print stock - maybe closer to Pantone 7741 C."

Reply in Brieflane: https://app.brieflane.io/p/rebrand-2027/files/f_82bd1c#comment-4471

Approval status: 1 of 3 approvers done (due Sep 25)

You're getting this because you're a member of Rebrand 2027.
Mute this file: https://app.brieflane.io/p/rebrand-2027/files/f_82bd1c/mute
`,
    html: brieflane(
      `<p style="margin:0 0 12px;font-size:14px;color:#6b7280;">Rebrand 2027 &rsaquo; Logo_v3_final.pdf &rsaquo; page 2</p>
<table cellpadding="0" cellspacing="0" border="0" width="100%"><tr>
<td width="40" valign="top"><img src="https://assets.brieflane.io/avatars/u_1183.png" width="32" height="32" alt="JW" style="border-radius:16px;"></td>
<td valign="top" style="font-size:15px;"><strong>Jonas Weber</strong><br>Can we try the wordmark 10% tighter? And the green is a bit too cold next to our print stock &ndash; maybe closer to Pantone 7741 C.</td>
</tr></table>
${button("https://app.brieflane.io/p/rebrand-2027/files/f_82bd1c#comment-4471", "Reply", "#111827")}
<p style="margin:0;font-size:13px;color:#6b7280;">Approval status: 1 of 3 approvers done (due Sep 25)</p>
<p style="margin:12px 0 0;font-size:12px;color:#9ca3af;">You're getting this because you're a member of Rebrand 2027. <a href="https://app.brieflane.io/p/rebrand-2027/files/f_82bd1c/mute" style="color:#9ca3af;">Mute this file</a></p>`,
      "Can we try the wordmark 10% tighter?",
    ),
  },
  {
    family: "brieflane",
    group: "consumer",
    lang: "en",
    kind: "reset-link",
    code: null,
    link: "https://app.brieflane.io/reset-password/prt_Wq8m3JcV0xL2sDk9Tz4bNh7y",
    from: "Brieflane <no-reply@brieflane.io>",
    to: "Amra Hodžić <amra.hodzic.design@gmail.com>",
    subject: "Reset your Brieflane password",
    date: "Sat, 03 Oct 2026 21:14:55 +0000",
    enc: "qp",
    text: `Hi Amra,

We received a request to reset the password for the Brieflane account amra.hodzic.design@gmail.com.

Choose a new password here (the link works for 60 minutes and only once):
https://app.brieflane.io/reset-password/prt_Wq8m3JcV0xL2sDk9Tz4bNh7y

If you signed up with Google, you can also just use "Continue with Google".

Didn't ask for this? Your password hasn't changed and you can ignore this email.
`,
    html: brieflane(
      `<h1 style="margin:0 0 16px;font-size:20px;">Reset your password</h1>
<p style="margin:0 0 8px;">Hi Amra, we received a request to reset the password for <strong>amra.hodzic.design@gmail.com</strong>.</p>
${button("https://app.brieflane.io/reset-password/prt_Wq8m3JcV0xL2sDk9Tz4bNh7y", "Choose a new password", "#4f46e5")}
<p style="margin:0 0 12px;font-size:13px;color:#6b7280;">The link works for 60 minutes and only once. If you signed up with Google, you can also just use &ldquo;Continue with Google&rdquo;.</p>
<p style="margin:0;font-size:13px;color:#6b7280;">Didn't ask for this? Your password hasn't changed and you can ignore this email.</p>`,
      "The link works for 60 minutes.",
    ),
  },
];

// ---------------------------------------------------------------- Payfluent (payout service)

function payfluent(title: string, inner: string, pre: string): string {
  return `<html><head><meta charset="utf-8"><title>${title}</title></head>
<body style="margin:0;background:#eef3f1;">
${preheader(pre)}
<center>
<table cellpadding="0" cellspacing="0" border="0" width="100%" style="background:#eef3f1;"><tr><td align="center" style="padding:32px 10px;">
<table cellpadding="0" cellspacing="0" border="0" width="600" style="width:600px;max-width:100%;">
  <tr><td bgcolor="#0b3d2e" style="padding:20px 36px;border-radius:8px 8px 0 0;">
    <img src="https://static.payfluent.com/e/pf-logo-white.png" width="120" height="26" alt="Payfluent" style="display:block;">
  </td></tr>
  <tr><td bgcolor="#ffffff" style="padding:34px 36px;font-family:Helvetica,Arial,sans-serif;font-size:15px;line-height:24px;color:#1d2b26;">
${inner}
  </td></tr>
  <tr><td bgcolor="#f7faf9" style="padding:22px 36px;border-radius:0 0 8px 8px;font-family:Helvetica,Arial,sans-serif;font-size:11px;line-height:16px;color:#7b8a85;">
    Payfluent Payments Ltd is authorised by the Central Bank of Ireland as an electronic money institution (ref. C412087). Registered office: 14 Grand Canal Quay, Dublin 2, D02 X576, Ireland.<br><br>
    <a href="https://www.payfluent.com/help" style="color:#7b8a85;">Help centre</a> &nbsp;|&nbsp; <a href="https://www.payfluent.com/legal/privacy" style="color:#7b8a85;">Privacy</a> &nbsp;|&nbsp; <a href="https://www.payfluent.com/security/phishing" style="color:#7b8a85;">Report phishing</a><br>
    <a href="https://apps.apple.com/app/payfluent/id1539904412"><img src="https://static.payfluent.com/e/badge-appstore.png" alt="Download on the App Store" width="110" height="33" style="margin-top:10px;"></a>
    <a href="https://play.google.com/store/apps/details?id=com.payfluent.app"><img src="https://static.payfluent.com/e/badge-gplay.png" alt="Get it on Google Play" width="110" height="33" style="margin-top:10px;"></a><br>
    &copy; 2026 Payfluent
  </td></tr>
</table>
</td></tr></table>
</center>
</body></html>`;
}

const payfluent_mails: Mail[] = [
  {
    family: "payfluent",
    group: "consumer",
    lang: "en",
    kind: "verify-link",
    code: null,
    link: "https://www.payfluent.com/account/confirm-email?t=eyJ1IjoiNDgyMTkwIiwiZSI6ImFtcmEifQ.k3Vd9Qx2",
    from: "Payfluent <hello@payfluent.com>",
    to: "amra.hodzic.design@gmail.com",
    subject: "Confirm your email to start receiving payouts",
    date: "Wed, 02 Sep 2026 10:31:08 +0100",
    enc: "qp",
    text: `Welcome to Payfluent, Amra.

Before clients can pay you, please confirm that this is your email address:

https://www.payfluent.com/account/confirm-email?t=eyJ1IjoiNDgyMTkwIiwiZSI6ImFtcmEifQ.k3Vd9Qx2

The link expires in 48 hours.

Next steps after that:
1. Add your bank account (IBAN) for payouts in EUR, BAM, MKD or ALL
2. Verify your identity (passport or ID card, about 5 minutes)

Questions? https://www.payfluent.com/help

Payfluent Payments Ltd, 14 Grand Canal Quay, Dublin 2, D02 X576, Ireland
`,
    html: payfluent(
      "Confirm your email",
      `<h1 style="margin:0 0 18px;font-size:24px;line-height:30px;color:#0b3d2e;">Welcome to Payfluent, Amra</h1>
<p style="margin:0 0 10px;">Before clients can pay you, please confirm that this is your email address.</p>
${
        button(
          "https://www.payfluent.com/account/confirm-email?t=eyJ1IjoiNDgyMTkwIiwiZSI6ImFtcmEifQ.k3Vd9Qx2",
          "Confirm email address",
          "#12a36b",
        )
      }
<p style="margin:0 0 22px;font-size:13px;color:#7b8a85;text-align:center;">The link expires in 48 hours.</p>
<p style="margin:0 0 6px;font-weight:bold;">Next steps</p>
<ol style="margin:0;padding-left:20px;font-size:14px;">
  <li>Add your bank account (IBAN) for payouts in EUR, BAM, MKD or ALL</li>
  <li>Verify your identity &ndash; passport or ID card, about 5 minutes</li>
</ol>`,
      "One click and you're ready to get paid.",
    ),
  },
  {
    family: "payfluent",
    group: "consumer",
    lang: "en",
    kind: "login-code",
    code: "770213",
    link: null,
    from: "Payfluent <security@payfluent.com>",
    to: "amra.hodzic.design@gmail.com",
    subject: "770213 is your Payfluent security code",
    date: "Mon, 14 Sep 2026 19:02:44 +0100",
    enc: "7bit",
    text: `770213 is your Payfluent security code.

Use it to finish signing in. It expires in 5 minutes.

Payfluent will never call you or message you to ask for this code. If you didn't try to sign in, change your password and contact us: https://www.payfluent.com/help/locked-account
`,
    html: payfluent(
      "Security code",
      `<p style="margin:0 0 18px;">Use this code to finish signing in:</p>
<p style="margin:0 0 18px;font-family:Menlo,Consolas,monospace;font-size:34px;font-weight:bold;letter-spacing:4px;color:#0b3d2e;">770213</p>
<p style="margin:0 0 18px;font-size:14px;">It expires in 5 minutes.</p>
<p style="margin:0;font-size:13px;color:#7b8a85;">Payfluent will never call you or message you to ask for this code. If you didn't try to sign in, <a href="https://www.payfluent.com/help/locked-account" style="color:#12a36b;">change your password and contact us</a>.</p>`,
      "It expires in 5 minutes.",
    ),
  },
  {
    family: "payfluent",
    group: "consumer",
    lang: "en",
    kind: "payout-sent",
    code: null,
    link: null,
    from: "Payfluent <notifications@payfluent.com>",
    to: "amra.hodzic.design@gmail.com",
    subject: "Your payout of €1,218.40 is on its way",
    date: "Mon, 28 Sep 2026 06:15:00 +0100",
    enc: "qp",
    text: `Hi Amra,

We've sent your payout.

Amount: €1,218.40
To: ProCredit Bank, IBAN ending •••• 0719
Payout ID: PO-2026-0928-55810
Expected arrival: Wednesday, 30 September 2026 (SEPA)

Included payments:
- Hausmann Werbung GmbH - invoice 2026-031 - €850.00
- Tezga d.o.o. - weekly balance - €588.80
- Fees - €-220.40

See details: https://www.payfluent.com/dashboard/payouts/PO-2026-0928-55810

Payfluent
`,
    html: payfluent(
      "Payout sent",
      `<p style="margin:0 0 6px;font-size:14px;color:#7b8a85;">Payout sent</p>
<p style="margin:0 0 22px;font-size:36px;font-weight:bold;color:#0b3d2e;">€1,218.40</p>
<table cellpadding="0" cellspacing="0" border="0" width="100%" style="font-size:14px;">
  <tr><td style="padding:6px 0;color:#7b8a85;">To</td><td align="right">ProCredit Bank, IBAN •••• 0719</td></tr>
  <tr><td style="padding:6px 0;color:#7b8a85;">Payout ID</td><td align="right">PO-2026-0928-55810</td></tr>
  <tr><td style="padding:6px 0;color:#7b8a85;">Expected arrival</td><td align="right">Wed, 30 Sep 2026 (SEPA)</td></tr>
</table>
<hr style="border:0;border-top:1px solid #e3ebe8;margin:18px 0;">
<table cellpadding="0" cellspacing="0" border="0" width="100%" style="font-size:13px;">
  <tr><td style="padding:4px 0;">Hausmann Werbung GmbH &middot; invoice 2026-031</td><td align="right">€850.00</td></tr>
  <tr><td style="padding:4px 0;">Tezga d.o.o. &middot; weekly balance</td><td align="right">€588.80</td></tr>
  <tr><td style="padding:4px 0;">Fees</td><td align="right">−€220.40</td></tr>
</table>
${button("https://www.payfluent.com/dashboard/payouts/PO-2026-0928-55810", "See details", "#0b3d2e")}`,
      "Expected to arrive Wednesday, 30 September.",
    ),
  },
];

// ---------------------------------------------------------------- Neretvanska banka (Mostar)

const neretvanska_mails: Mail[] = [
  {
    family: "neretvanska-banka",
    group: "regional",
    lang: "bs",
    kind: "transaction-code",
    code: "84120937",
    link: null,
    from: "Neretvanska banka <nb.sigurnost@neretvanska-banka.ba>",
    to: "amra.hodzic.design@gmail.com",
    subject: "Jednokratni kod za potvrdu kartične transakcije",
    date: "Sat, 05 Sep 2026 13:58:21 +0200",
    enc: "8bit",
    text: `Poštovana klijentice,

za potvrdu internet plaćanja Vašom karticom Mastercard Business •••• 4471 unesite sljedeći jednokratni kod:

84120937

Trgovac: ENVATO PTY LTD, MELBOURNE
Iznos: 33,00 USD (približno 59,62 KM)
Datum i vrijeme: 05.09.2026. 13:58

Kod važi 5 minuta i može se iskoristiti samo za ovu transakciju.

Ako niste Vi pokrenuli ovo plaćanje, NE unosite kod i odmah nazovite Kontakt centar: 080 020 020 (besplatno iz BiH) ili +387 36 448 900 (iz inostranstva), 0-24h.

Neretvanska banka d.d. Mostar
Ulica kralja Tvrtka 14, 88000 Mostar
www.neretvanska-banka.ba

Ovo je automatski generisana poruka, molimo da na nju ne odgovarate.
`,
    html: `<html><body style="margin:0;padding:0;background:#ffffff;">
<table width="100%" cellpadding="0" cellspacing="0" border="0"><tr><td align="left" style="padding:20px;">
<table width="620" cellpadding="0" cellspacing="0" border="0" style="font-family:Tahoma,Verdana,sans-serif;font-size:13px;color:#1a1a1a;">
<tr><td style="border-bottom:4px solid #1f5f8b;padding-bottom:10px;"><img src="https://www.neretvanska-banka.ba/static/mail/nb-logo.gif" alt="Neretvanska banka d.d. Mostar" width="190" height="40"></td></tr>
<tr><td style="padding:18px 0 8px;">Poštovana klijentice,</td></tr>
<tr><td style="padding:0 0 12px;">za potvrdu internet plaćanja Vašom karticom <b>Mastercard Business •••• 4471</b> unesite sljedeći jednokratni kod:</td></tr>
<tr><td style="padding:6px 0 14px;"><span style="font-size:24px;font-weight:bold;color:#1f5f8b;font-family:Verdana,sans-serif;">84120937</span></td></tr>
<tr><td>
<table cellpadding="4" cellspacing="0" border="1" style="border-collapse:collapse;border-color:#c9d6df;font-size:12px;">
<tr><td bgcolor="#eef3f7">Trgovac</td><td>ENVATO PTY LTD, MELBOURNE</td></tr>
<tr><td bgcolor="#eef3f7">Iznos</td><td>33,00 USD (približno 59,62 KM)</td></tr>
<tr><td bgcolor="#eef3f7">Datum i vrijeme</td><td>05.09.2026. 13:58</td></tr>
</table></td></tr>
<tr><td style="padding:14px 0 6px;">Kod važi 5 minuta i može se iskoristiti samo za ovu transakciju.</td></tr>
<tr><td style="padding:0 0 14px;color:#a31515;">Ako niste Vi pokrenuli ovo plaćanje, <b>NE unosite kod</b> i odmah nazovite Kontakt centar: 080 020 020 (besplatno iz BiH) ili +387 36 448 900 (iz inostranstva), 0-24h.</td></tr>
<tr><td style="border-top:1px solid #c9d6df;padding-top:10px;font-size:11px;color:#6b6b6b;">Neretvanska banka d.d. Mostar · Ulica kralja Tvrtka 14, 88000 Mostar · <a href="https://www.neretvanska-banka.ba" style="color:#1f5f8b;">www.neretvanska-banka.ba</a><br>Ovo je automatski generisana poruka, molimo da na nju ne odgovarate.</td></tr>
</table></td></tr></table>
</body></html>`,
  },
  {
    family: "neretvanska-banka",
    group: "regional",
    lang: "bs",
    kind: "statement",
    code: null,
    link: null,
    from: "Neretvanska banka <izvodi@neretvanska-banka.ba>",
    to: "amra.hodzic.design@gmail.com",
    subject: "Izvod po računu za septembar 2026.",
    date: "Thu, 01 Oct 2026 04:10:33 +0200",
    enc: "qp",
    text: `Poštovana gospođo Hodžić,

u prilogu Vam dostavljamo izvod po tekućem računu za period 01.09.2026. - 30.09.2026.

Broj računa: 3380 0021 •••• 5518
Početno stanje: 2.184,30 KM
Ukupno uplate: 3.941,07 KM
Ukupno isplate: 2.706,55 KM
Krajnje stanje: 3.418,82 KM

Dokument je zaštićen lozinkom: prvih šest cifara Vašeg JMBG-a.

Elektronske izvode možete isključiti u NB Online bankarstvu, meni Postavke > Izvodi.

S poštovanjem,
Neretvanska banka d.d. Mostar
Kontakt centar: 080 020 020
`,
    html:
      `<html><body style="margin:0;background:#ffffff;font-family:Tahoma,Verdana,sans-serif;font-size:13px;color:#1a1a1a;">
<table width="620" cellpadding="0" cellspacing="0" border="0" style="margin:20px;">
<tr><td style="border-bottom:4px solid #1f5f8b;padding-bottom:10px;"><img src="https://www.neretvanska-banka.ba/static/mail/nb-logo.gif" alt="Neretvanska banka d.d. Mostar" width="190" height="40"></td></tr>
<tr><td style="padding:18px 0 10px;">Poštovana gospođo Hodžić,</td></tr>
<tr><td style="padding:0 0 12px;">u prilogu Vam dostavljamo izvod po tekućem računu za period <b>01.09.2026. – 30.09.2026.</b></td></tr>
<tr><td><table cellpadding="5" cellspacing="0" border="0" style="font-size:12px;background:#eef3f7;">
<tr><td>Broj računa</td><td align="right">3380 0021 •••• 5518</td></tr>
<tr><td>Početno stanje</td><td align="right">2.184,30 KM</td></tr>
<tr><td>Ukupno uplate</td><td align="right">3.941,07 KM</td></tr>
<tr><td>Ukupno isplate</td><td align="right">2.706,55 KM</td></tr>
<tr><td><b>Krajnje stanje</b></td><td align="right"><b>3.418,82 KM</b></td></tr>
</table></td></tr>
<tr><td style="padding:14px 0 8px;">Dokument je zaštićen lozinkom: prvih šest cifara Vašeg JMBG-a.</td></tr>
<tr><td style="padding:0 0 14px;">Elektronske izvode možete isključiti u <a href="https://online.neretvanska-banka.ba" style="color:#1f5f8b;">NB Online</a> bankarstvu, meni Postavke &gt; Izvodi.</td></tr>
<tr><td style="padding-bottom:12px;">S poštovanjem,<br>Neretvanska banka d.d. Mostar</td></tr>
<tr><td style="border-top:1px solid #c9d6df;padding-top:10px;font-size:11px;color:#6b6b6b;">Kontakt centar: 080 020 020 · Ulica kralja Tvrtka 14, 88000 Mostar</td></tr>
</table></body></html>`,
    attachment: [
      "Izvod_3380002100005518_2026-09.pdf",
      "application/pdf",
      pdf("Neretvanska banka d.d. Mostar - Izvod br. 9/2026", [
        "Period 01.09.2026 - 30.09.2026",
        "Pocetno stanje 2.184,30 KM",
        "Krajnje stanje 3.418,82 KM",
      ]),
    ],
  },
  {
    family: "neretvanska-banka",
    group: "regional",
    lang: "bs",
    kind: "new-device",
    code: null,
    link: null,
    from: "NB Online <nb.sigurnost@neretvanska-banka.ba>",
    to: "amra.hodzic.design@gmail.com",
    subject: "Nova prijava na NB mobilno bankarstvo",
    date: "Sun, 18 Oct 2026 22:41:09 +0200",
    enc: "8bit",
    text: `Poštovana klijentice,

upravo je aktivirana NB mobilna aplikacija na novom uređaju:

Uređaj: Samsung Galaxy A55
Vrijeme: 18.10.2026. u 22:40
IP adresa: 89.188.xx.xx (BH Telecom)

Ako ste to bili Vi, nije potrebno ništa poduzeti.

Ako ne prepoznajete ovu aktivnost, odmah blokirajte pristup pozivom na 080 020 020 (0-24h).

Neretvanska banka nikada ne traži PIN, lozinku ili kodove putem e-maila, SMS-a ili telefona.

Neretvanska banka d.d. Mostar
`,
    html: null,
  },
];

// ---------------------------------------------------------------- Lovćen banka (Podgorica)

const lovcen_mails: Mail[] = [
  {
    family: "lovcen-banka",
    group: "regional",
    lang: "cnr",
    kind: "transaction-code",
    code: "305-918",
    link: null,
    from: "Lovćen banka eBanking <ebanking@lovcenbanka.me>",
    to: "amra.hodzic.design@gmail.com",
    subject: "Kod za potvrdu naloga za plaćanje",
    date: "Tue, 15 Sep 2026 10:26:37 +0200",
    enc: "qp",
    text: `Poštovana Amra Hodžić,

za potpisivanje naloga u eBanking servisu koristite kod:

305-918

Nalog: prenos u zemlji
Primalac: Poreska uprava Crne Gore - porez na dohodak fizičkih lica
Račun primaoca: 832-1234-11
Iznos: 187,50 EUR
Poziv na broj: 0710026254812

Kod ističe za 3 minuta. Zaposleni Lovćen banke Vas nikada neće pitati za ovaj kod.

Lovćen banka AD Podgorica
Bulevar Svetog Petra Cetinjskog 56, 81000 Podgorica
Call centar: 19 880 | +382 20 405 880
`,
    html: `<!DOCTYPE html><html><head><meta charset="utf-8"></head>
<body style="margin:0;padding:0;background:#f4f4f4;">
<table width="100%" cellspacing="0" cellpadding="0" border="0" style="background:#f4f4f4;"><tr><td align="center" style="padding:24px 0;">
<table width="600" cellspacing="0" cellpadding="0" border="0" style="background:#ffffff;border-top:6px solid #7a1f2b;">
<tr><td style="padding:20px 30px;"><img src="https://www.lovcenbanka.me/img/email/logo-lb.png" alt="Lovćen banka" width="150" height="38"></td></tr>
<tr><td style="padding:0 30px 10px;font-family:Georgia,serif;font-size:20px;color:#7a1f2b;">Potvrda naloga</td></tr>
<tr><td style="padding:0 30px;font-family:Arial,sans-serif;font-size:14px;line-height:21px;color:#333333;">
<p>Poštovana Amra Hodžić,</p>
<p>za potpisivanje naloga u eBanking servisu koristite kod:</p>
<table cellspacing="0" cellpadding="0" border="0" style="margin:8px 0 16px;"><tr><td style="background:#7a1f2b;color:#ffffff;font-size:26px;font-weight:bold;padding:10px 22px;letter-spacing:2px;font-family:Arial,sans-serif;">305-918</td></tr></table>
<table cellspacing="0" cellpadding="6" border="0" width="100%" style="font-size:13px;border:1px solid #e2e2e2;">
<tr><td width="40%" style="color:#777777;">Nalog</td><td>prenos u zemlji</td></tr>
<tr><td style="color:#777777;">Primalac</td><td>Poreska uprava Crne Gore – porez na dohodak fizičkih lica</td></tr>
<tr><td style="color:#777777;">Račun primaoca</td><td>832-1234-11</td></tr>
<tr><td style="color:#777777;">Iznos</td><td><b>187,50 EUR</b></td></tr>
<tr><td style="color:#777777;">Poziv na broj</td><td>0710026254812</td></tr>
</table>
<p style="font-size:13px;color:#777777;">Kod ističe za 3 minuta. Zaposleni Lovćen banke Vas nikada neće pitati za ovaj kod.</p>
</td></tr>
<tr><td style="padding:16px 30px;background:#faf6f6;font-family:Arial,sans-serif;font-size:11px;color:#888888;">Lovćen banka AD Podgorica · Bulevar Svetog Petra Cetinjskog 56, 81000 Podgorica · Call centar: 19 880 | +382 20 405 880<br><a href="https://www.lovcenbanka.me/zastita-podataka" style="color:#7a1f2b;">Zaštita podataka</a></td></tr>
</table></td></tr></table>
</body></html>`,
  },
  {
    family: "lovcen-banka",
    group: "regional",
    lang: "cnr",
    kind: "limit-changed",
    code: null,
    link: null,
    from: "Lovćen banka <obavjestenja@lovcenbanka.me>",
    to: "amra.hodzic.design@gmail.com",
    subject: "Promijenjen dnevni limit za kartična plaćanja",
    date: "Fri, 23 Oct 2026 17:09:50 +0200",
    enc: "qp",
    text: `Poštovana Amra Hodžić,

obavještavamo Vas da je dnevni limit za internet plaćanja Visa Classic karticom •••• 2290 promijenjen:

Prethodni limit: 500,00 EUR
Novi limit: 1.500,00 EUR
Važi od: 23.10.2026. 17:09
Kanal: mobilna aplikacija LB Mobile

Ako niste Vi napravili ovu promjenu, pozovite Call centar na 19 880 ili +382 20 405 880 kako bismo karticu privremeno blokirali.

Srdačan pozdrav,
Lovćen banka AD Podgorica
`,
    html: null,
  },
];

// ---------------------------------------------------------------- Banka Shkumbini (Tirana)

function shkumbin(inner: string): string {
  return `<!DOCTYPE html><html lang="sq"><head><meta charset="UTF-8"><meta name="viewport" content="width=device-width"></head>
<body style="margin:0;padding:0;background:#e9edf2;">
<table role="presentation" width="100%" cellspacing="0" cellpadding="0" border="0"><tr><td align="center" style="padding:30px 8px;">
<table role="presentation" width="600" cellspacing="0" cellpadding="0" border="0" style="background:#ffffff;">
<tr><td style="background:#003a70;padding:18px 28px;"><table width="100%" cellspacing="0" cellpadding="0"><tr>
  <td><img src="https://www.bankashkumbin.al/assets/mail/logo-bsh-white.png" alt="Banka Shkumbini" width="160" height="34"></td>
  <td align="right" style="font-family:Arial,sans-serif;font-size:12px;color:#a9c4e0;">Shkumbini Online</td>
</tr></table></td></tr>
<tr><td style="padding:30px 28px;font-family:Arial,Helvetica,sans-serif;font-size:14px;line-height:22px;color:#24313f;">
${inner}
</td></tr>
<tr><td style="padding:18px 28px;background:#f3f5f8;font-family:Arial,sans-serif;font-size:11px;line-height:17px;color:#7d8793;">
Banka Shkumbini sh.a. · Rruga e Kavajës, Ndërtesa 42, 1001 Tiranë · NIPT L01714021K<br>
Qendra e kontaktit: 0800 4545 (falas) · +355 4 227 4545 · <a href="https://www.bankashkumbin.al/privatesia" style="color:#003a70;">Privatësia</a> · <a href="https://www.bankashkumbin.al/siguria" style="color:#003a70;">Këshilla sigurie</a><br>
© 2026 Banka Shkumbini. Të gjitha të drejtat e rezervuara.
</td></tr>
</table></td></tr></table>
</body></html>`;
}

const shkumbin_mails: Mail[] = [
  {
    family: "banka-shkumbini",
    group: "regional",
    lang: "sq",
    kind: "login-code",
    code: "419276",
    link: null,
    from: "Banka Shkumbini <njoftime@bankashkumbin.al>",
    to: "amra.hodzic.design@gmail.com",
    subject: "Kodi juaj i verifikimit për Shkumbini Online",
    date: "Mon, 07 Sep 2026 09:33:12 +0200",
    enc: "b64",
    text: `Të nderuar klient,

Kodi juaj i verifikimit për hyrjen në Shkumbini Online është:

4 1 9 2 7 6

Kodi është i vlefshëm për 120 sekonda. Mos ia jepni askujt këtë kod, as punonjësve të bankës.

Nëse nuk jeni përpjekur të hyni, telefononi menjëherë Qendrën e kontaktit: 0800 4545.

Banka Shkumbini sh.a.
`,
    html: shkumbin(`<p style="margin:0 0 14px;">Të nderuar klient,</p>
<p style="margin:0 0 18px;">Kodi juaj i verifikimit për hyrjen në Shkumbini Online është:</p>
<table role="presentation" cellspacing="6" cellpadding="0" border="0" align="center" style="margin:0 auto 18px;"><tr>
  <td width="42" height="52" align="center" style="border:1px solid #c5d0dc;border-radius:4px;font-size:28px;font-weight:bold;color:#003a70;font-family:Arial,sans-serif;">4</td>
  <td width="42" height="52" align="center" style="border:1px solid #c5d0dc;border-radius:4px;font-size:28px;font-weight:bold;color:#003a70;font-family:Arial,sans-serif;">1</td>
  <td width="42" height="52" align="center" style="border:1px solid #c5d0dc;border-radius:4px;font-size:28px;font-weight:bold;color:#003a70;font-family:Arial,sans-serif;">9</td>
  <td width="42" height="52" align="center" style="border:1px solid #c5d0dc;border-radius:4px;font-size:28px;font-weight:bold;color:#003a70;font-family:Arial,sans-serif;">2</td>
  <td width="42" height="52" align="center" style="border:1px solid #c5d0dc;border-radius:4px;font-size:28px;font-weight:bold;color:#003a70;font-family:Arial,sans-serif;">7</td>
  <td width="42" height="52" align="center" style="border:1px solid #c5d0dc;border-radius:4px;font-size:28px;font-weight:bold;color:#003a70;font-family:Arial,sans-serif;">6</td>
</tr></table>
<p style="margin:0 0 14px;">Kodi është i vlefshëm për <b>120 sekonda</b>. Mos ia jepni askujt këtë kod, as punonjësve të bankës.</p>
<p style="margin:0;font-size:13px;color:#7d8793;">Nëse nuk jeni përpjekur të hyni, telefononi menjëherë Qendrën e kontaktit: 0800 4545.</p>`),
  },
  {
    family: "banka-shkumbini",
    group: "regional",
    lang: "sq",
    kind: "incoming-transfer",
    code: null,
    link: null,
    from: "Banka Shkumbini <njoftime@bankashkumbin.al>",
    to: "amra.hodzic.design@gmail.com",
    subject: "Keni marrë një transfertë ndërkombëtare",
    date: "Thu, 24 Sep 2026 11:48:03 +0200",
    enc: "qp",
    text: `Të nderuar klient,

Në llogarinë tuaj është kredituar një transfertë ndërkombëtare.

Llogaria: AL47 2121 1009 •••• •••• 0336 (EUR)
Shuma: 450,00 EUR
Urdhëruesi: HAUSMANN WERBUNG GMBH, MUENCHEN
Përshkrimi: Rechnung 2026-029 Illustrationen
Referenca SWIFT: SHKBALTR260924-00871
Data e valutës: 24.09.2026
Komisioni: 3,00 EUR

Gjendja e re e disponueshme: 2.906,45 EUR

Për më shumë detaje hyni në Shkumbini Online ose në aplikacionin Shkumbini Mobile.

Banka Shkumbini sh.a.
`,
    html: shkumbin(`<p style="margin:0 0 14px;">Të nderuar klient,</p>
<p style="margin:0 0 16px;">Në llogarinë tuaj është kredituar një transfertë ndërkombëtare.</p>
<table role="presentation" width="100%" cellspacing="0" cellpadding="7" border="0" style="font-size:13px;border:1px solid #dde3ea;">
<tr><td style="color:#7d8793;width:45%;">Llogaria</td><td>AL47 2121 1009 •••• •••• 0336 (EUR)</td></tr>
<tr><td style="color:#7d8793;background:#f7f9fb;">Shuma</td><td style="background:#f7f9fb;"><b style="font-size:16px;">450,00 EUR</b></td></tr>
<tr><td style="color:#7d8793;">Urdhëruesi</td><td>HAUSMANN WERBUNG GMBH, MUENCHEN</td></tr>
<tr><td style="color:#7d8793;background:#f7f9fb;">Përshkrimi</td><td style="background:#f7f9fb;">Rechnung 2026-029 Illustrationen</td></tr>
<tr><td style="color:#7d8793;">Referenca SWIFT</td><td>SHKBALTR260924-00871</td></tr>
<tr><td style="color:#7d8793;background:#f7f9fb;">Data e valutës</td><td style="background:#f7f9fb;">24.09.2026</td></tr>
<tr><td style="color:#7d8793;">Komisioni</td><td>3,00 EUR</td></tr>
</table>
<p style="margin:16px 0 0;">Gjendja e re e disponueshme: <b>2.906,45 EUR</b></p>
<p style="margin:14px 0 0;font-size:13px;">Për më shumë detaje hyni në <a href="https://online.bankashkumbin.al" style="color:#003a70;">Shkumbini Online</a> ose në aplikacionin Shkumbini Mobile.</p>`),
  },
  {
    family: "banka-shkumbini",
    group: "regional",
    lang: "sq",
    kind: "statement",
    code: null,
    link: null,
    from: "Banka Shkumbini <pasqyra@bankashkumbin.al>",
    to: "amra.hodzic.design@gmail.com",
    subject: "Pasqyra mujore e llogarisë – tetor 2026",
    date: "Mon, 02 Nov 2026 06:02:17 +0100",
    enc: "b64",
    text: `Të nderuar klient,

Pasqyra juaj mujore për llogarinë AL47 •••• 0336 (EUR) për periudhën 01.10.2026 – 31.10.2026 është gati.

Mund ta shkarkoni në Shkumbini Online, te seksioni "Llogaritë" > "Pasqyrat": https://online.bankashkumbin.al

Për arsye sigurie, pasqyrat nuk dërgohen më si bashkëngjitje me email.

Faleminderit që zgjodhët Bankën Shkumbini.
`,
    html: shkumbin(`<p style="margin:0 0 14px;">Të nderuar klient,</p>
<p style="margin:0 0 14px;">Pasqyra juaj mujore për llogarinë <b>AL47 •••• 0336 (EUR)</b> për periudhën <b>01.10.2026 – 31.10.2026</b> është gati.</p>
<p style="margin:0 0 14px;">Mund ta shkarkoni në <a href="https://online.bankashkumbin.al" style="color:#003a70;">Shkumbini Online</a>, te seksioni „Llogaritë” &gt; „Pasqyrat”.</p>
<p style="margin:0 0 14px;font-size:13px;color:#7d8793;">Për arsye sigurie, pasqyrat nuk dërgohen më si bashkëngjitje me email.</p>
<p style="margin:0;">Faleminderit që zgjodhët Bankën Shkumbini.</p>`),
  },
];

// ---------------------------------------------------------------- Даночен шалтер (tax e-service, Skopje)

function salter(inner: string): string {
  return `<html><head><meta http-equiv="Content-Type" content="text/html; charset=utf-8"></head>
<body style="font-family:Arial,sans-serif;font-size:14px;color:#202020;background:#ffffff;">
<table width="640" border="0" cellpadding="0" cellspacing="0">
<tr><td style="background:#b8141b;height:6px;font-size:0;">&nbsp;</td></tr>
<tr><td style="padding:14px 0;"><img src="https://salter.danoci.gov.mk/img/grb-mail.png" alt="Даночен шалтер" width="44" height="52" align="left" style="margin-right:12px;"><b style="font-size:16px;">Даночен шалтер</b><br><span style="font-size:12px;color:#666666;">Електронски услуги за даночни обврзници</span></td></tr>
<tr><td style="padding:10px 0;border-top:1px solid #dddddd;line-height:21px;">
${inner}
</td></tr>
<tr><td style="padding-top:16px;border-top:1px solid #dddddd;font-size:11px;color:#777777;">Ова е автоматска порака. Ве молиме не одговарајте на неа.<br>Кол центар: 0800 22 000 · бул. Кузман Јосифовски Питу 1, 1000 Скопје · <a href="https://salter.danoci.gov.mk/pomos">Помош</a></td></tr>
</table></body></html>`;
}

const salter_mails: Mail[] = [
  {
    family: "danocen-salter",
    group: "regional",
    lang: "mk",
    kind: "verify-link",
    code: null,
    link: "https://salter.danoci.gov.mk/registracija/potvrdi?id=5521907&kluc=c7e0a94f1b3d4e66a2f8d0b5e91c47aa",
    from: "Даночен шалтер <ne-odgovaraj@danoci.gov.mk>",
    to: "amra.hodzic.design@gmail.com",
    subject: "Потврдете ја е-поштата за корисничката сметка",
    date: "Tue, 08 Sep 2026 14:20:05 +0200",
    enc: "b64",
    text: `Почитувана Амра Хоџиќ,

Ја примивме Вашата регистрација на Даночен шалтер како физичко лице што остварува приходи од авторски договори.

За да ја активирате сметката, потврдете ја е-поштата со отворање на следнава врска:

https://salter.danoci.gov.mk/registracija/potvrdi?id=5521907&kluc=c7e0a94f1b3d4e66a2f8d0b5e91c47aa

Врската важи 24 часа. По потврдата ќе можете да се најавите со Вашиот ЕДБ и лозинката што ја избравте.

Доколку не сте се регистрирале Вие, игнорирајте ја оваа порака.

Даночен шалтер
`,
    html: salter(`<p>Почитувана Амра Хоџиќ,</p>
<p>Ја примивме Вашата регистрација на Даночен шалтер како физичко лице што остварува приходи од авторски договори.</p>
<p>За да ја активирате сметката, потврдете ја е-поштата:</p>
<p><a href="https://salter.danoci.gov.mk/registracija/potvrdi?id=5521907&amp;kluc=c7e0a94f1b3d4e66a2f8d0b5e91c47aa" style="display:inline-block;background:#b8141b;color:#ffffff;padding:10px 20px;text-decoration:none;font-weight:bold;">Потврди е-пошта</a></p>
<p style="font-size:12px;color:#666666;">Ако копчето не работи, копирајте ја врската во прелистувачот:<br>https://salter.danoci.gov.mk/registracija/potvrdi?id=5521907&amp;kluc=c7e0a94f1b3d4e66a2f8d0b5e91c47aa</p>
<p>Врската важи 24 часа. По потврдата ќе можете да се најавите со Вашиот ЕДБ и лозинката што ја избравте.</p>
<p style="font-size:12px;color:#666666;">Доколку не сте се регистрирале Вие, игнорирајте ја оваа порака.</p>`),
  },
  {
    family: "danocen-salter",
    group: "regional",
    lang: "mk",
    kind: "filing-receipt",
    code: null,
    link: null,
    from: "Даночен шалтер <ne-odgovaraj@danoci.gov.mk>",
    to: "amra.hodzic.design@gmail.com",
    subject: "Потврда за примена пријава ПДД-АД бр. 2026/0918/447120",
    date: "Fri, 18 Sep 2026 12:03:44 +0200",
    enc: "b64",
    text: `Почитувана Амра Хоџиќ,

Вашата пријава е успешно примена.

Вид на пријава: ПДД-АД (данок на личен доход од авторски права)
Број на пријава: 2026/0918/447120
Период: август 2026
Бруто приход: 38.500 МКД
Пресметан данок: 3.080 МКД
Рок за плаќање: 25.09.2026

Потврдата во PDF формат е приложена кон оваа порака. Уплатата може да ја извршите преку е-банкарство на сметка 100000000063095, приходна шифра 711 112.

Даночен шалтер
`,
    html: salter(`<p>Почитувана Амра Хоџиќ,</p>
<p>Вашата пријава е успешно примена.</p>
<table border="1" cellpadding="5" cellspacing="0" style="border-collapse:collapse;border-color:#cccccc;font-size:13px;">
<tr><td bgcolor="#f4f4f4">Вид на пријава</td><td>ПДД-АД (данок на личен доход од авторски права)</td></tr>
<tr><td bgcolor="#f4f4f4">Број на пријава</td><td>2026/0918/447120</td></tr>
<tr><td bgcolor="#f4f4f4">Период</td><td>август 2026</td></tr>
<tr><td bgcolor="#f4f4f4">Бруто приход</td><td>38.500 МКД</td></tr>
<tr><td bgcolor="#f4f4f4">Пресметан данок</td><td><b>3.080 МКД</b></td></tr>
<tr><td bgcolor="#f4f4f4">Рок за плаќање</td><td>25.09.2026</td></tr>
</table>
<p>Потврдата во PDF формат е приложена кон оваа порака. Уплатата може да ја извршите преку е-банкарство на сметка 100000000063095, приходна шифра 711 112.</p>`),
    attachment: [
      "Potvrda_PDD-AD_2026-0918-447120.pdf",
      "application/pdf",
      pdf("Potvrda za primena prijava PDD-AD", ["Broj 2026/0918/447120", "Period 08/2026", "Danok 3.080 MKD"]),
    ],
  },
];

// ---------------------------------------------------------------- Orjen Mobil (mobile operator, Montenegro)

function orjen(pre: string, inner: string): string {
  return `<!DOCTYPE html>
<html><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<style>@media only screen and (max-width:600px){.w{width:100%!important}.p{padding:20px!important}}</style></head>
<body style="margin:0;padding:0;background:#f0eef5;">
${preheader(pre)}
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" bgcolor="#f0eef5"><tr><td align="center">
<table role="presentation" class="w" width="600" cellpadding="0" cellspacing="0" border="0">
<tr><td class="p" style="padding:26px 34px 14px;"><a href="https://www.orjenmobil.me/?utm_source=mail&amp;utm_medium=email"><img src="https://www.orjenmobil.me/mail/img/orjen-logo.png" width="130" height="36" alt="Orjen Mobil" border="0"></a></td></tr>
<tr><td class="p" bgcolor="#ffffff" style="padding:30px 34px;border-radius:14px;font-family:Verdana,Geneva,sans-serif;font-size:14px;line-height:22px;color:#2d2540;">
${inner}
</td></tr>
<tr><td class="p" style="padding:20px 34px 34px;font-family:Verdana,sans-serif;font-size:11px;line-height:17px;color:#8b84a0;text-align:center;">
<a href="https://www.facebook.com/orjenmobil"><img src="https://www.orjenmobil.me/mail/img/fb.png" width="24" height="24" alt="Facebook"></a>&nbsp;
<a href="https://www.instagram.com/orjenmobil"><img src="https://www.orjenmobil.me/mail/img/ig.png" width="24" height="24" alt="Instagram"></a><br>
Orjen Mobil d.o.o. · Ulica Vaka Đurovića 5, 81000 Podgorica · PIB 03114587<br>
Korisnički servis: 1900 (besplatno iz Orjen mreže) · +382 67 100 900<br>
<a href="https://www.orjenmobil.me/privatnost" style="color:#8b84a0;">Privatnost</a> · <a href="https://www.orjenmobil.me/moj-orjen/obavjestenja" style="color:#8b84a0;">Podešavanja obavještenja</a>
</td></tr>
</table></td></tr></table>
</body></html>`;
}

const orjen_mails: Mail[] = [
  {
    family: "orjen-mobil",
    group: "regional",
    lang: "cnr",
    kind: "bill",
    code: null,
    link: null,
    from: "Orjen Mobil <racuni@orjenmobil.me>",
    to: "amra.hodzic.design@gmail.com",
    subject: "Vaš račun za septembar 2026. je spreman",
    date: "Mon, 05 Oct 2026 08:00:12 +0200",
    enc: "qp",
    text: `Poštovana Amra,

Vaš račun za septembar 2026. je spreman.

Broj korisnika: 1.002.448.917
Broj telefona: 067 •••• 318
Tarifa: Orjen Max 30 GB
Iznos za plaćanje: 24,90 €
Rok plaćanja: 20.10.2026.

Račun možete pregledati i platiti karticom u aplikaciji Moj Orjen ili na https://www.orjenmobil.me/moj-orjen/racuni

Ako ste aktivirali trajni nalog, iznos će biti naplaćen automatski.

Vaš Orjen Mobil
`,
    html: orjen(
      "Iznos za plaćanje: 24,90 € · rok 20.10.2026.",
      `<p style="margin:0 0 6px;font-size:13px;color:#8b84a0;">Račun za septembar 2026.</p>
<p style="margin:0 0 20px;font-size:34px;font-weight:bold;color:#5b2ca0;">24,90 €</p>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="font-size:13px;">
<tr><td style="padding:6px 0;color:#8b84a0;">Broj korisnika</td><td align="right">1.002.448.917</td></tr>
<tr><td style="padding:6px 0;color:#8b84a0;">Broj telefona</td><td align="right">067 •••• 318</td></tr>
<tr><td style="padding:6px 0;color:#8b84a0;">Tarifa</td><td align="right">Orjen Max 30 GB</td></tr>
<tr><td style="padding:6px 0;color:#8b84a0;">Rok plaćanja</td><td align="right">20.10.2026.</td></tr>
</table>
${
        button(
          "https://www.orjenmobil.me/moj-orjen/racuni?utm_source=mail&amp;utm_campaign=racun-2026-09",
          "Pregledaj i plati",
          "#5b2ca0",
        )
      }
<p style="margin:0;font-size:12px;color:#8b84a0;">Ako ste aktivirali trajni nalog, iznos će biti naplaćen automatski.</p>`,
    ),
  },
  {
    family: "orjen-mobil",
    group: "regional",
    lang: "cnr",
    kind: "login-code",
    code: "6604",
    link: null,
    from: "Moj Orjen <no-reply@orjenmobil.me>",
    to: "amra.hodzic.design@gmail.com",
    subject: "Kod za prijavu na Moj Orjen",
    date: "Wed, 14 Oct 2026 18:44:29 +0200",
    enc: "qp",
    text: `Vaš kod za prijavu na Moj Orjen je 6604.

Kod važi 10 minuta. Nikome ga ne saopštavajte.

Ako niste tražili kod, slobodno ignorišite ovu poruku.

Orjen Mobil
`,
    html: orjen(
      "Kod važi 10 minuta.",
      `<p style="margin:0 0 16px;">Vaš kod za prijavu na <b>Moj Orjen</b>:</p>
<div style="font-size:40px;font-weight:bold;letter-spacing:12px;color:#5b2ca0;text-align:center;padding:10px 0 18px;">6604</div>
<p style="margin:0 0 10px;">Kod važi 10 minuta. Nikome ga ne saopštavajte.</p>
<p style="margin:0;font-size:12px;color:#8b84a0;">Ako niste tražili kod, slobodno ignorišite ovu poruku.</p>`,
    ),
  },
  {
    family: "orjen-mobil",
    group: "regional",
    lang: "cnr",
    kind: "roaming-notice",
    code: null,
    link: null,
    from: "Orjen Mobil <info@orjenmobil.me>",
    to: "amra.hodzic.design@gmail.com",
    subject: "Dobro došli u Sjevernu Makedoniju – roaming paket aktiviran",
    date: "Fri, 16 Oct 2026 07:12:51 +0200",
    enc: "8bit",
    text: `Dobro došli u Sjevernu Makedoniju!

Aktiviran je paket Balkan Roaming 5 GB (7 dana) po cijeni od 4,99 €. Paket važi do 23.10.2026. u 07:12.

Pozivi ka Crnoj Gori: 0,15 €/min
SMS: 0,06 €
Internet van paketa: 0,99 €/100 MB

Stanje potrošnje pratite u aplikaciji Moj Orjen ili slanjem poruke STANJE na 1900.

Srećan put!
Orjen Mobil
`,
    html: orjen(
      "Balkan Roaming 5 GB važi do 23.10.2026.",
      `<h2 style="margin:0 0 14px;font-size:20px;color:#2d2540;">Dobro došli u Sjevernu Makedoniju!</h2>
<p style="margin:0 0 14px;">Aktiviran je paket <b>Balkan Roaming 5 GB (7 dana)</b> po cijeni od 4,99 €. Paket važi do 23.10.2026. u 07:12.</p>
<table role="presentation" width="100%" cellpadding="8" cellspacing="0" border="0" style="font-size:13px;background:#f6f3fb;border-radius:8px;">
<tr><td>Pozivi ka Crnoj Gori</td><td align="right">0,15 €/min</td></tr>
<tr><td>SMS</td><td align="right">0,06 €</td></tr>
<tr><td>Internet van paketa</td><td align="right">0,99 €/100 MB</td></tr>
</table>
<p style="margin:16px 0 0;">Stanje potrošnje pratite u aplikaciji Moj Orjen ili slanjem poruke STANJE na 1900.</p>
<p style="margin:10px 0 0;">Srećan put!</p>`,
    ),
  },
];

// ---------------------------------------------------------------- Vjosa Energji (electricity, Albania)

const vjosa_mails: Mail[] = [
  {
    family: "vjosa-energji",
    group: "regional",
    lang: "sq",
    kind: "verify-link",
    code: null,
    link: "https://efatura.vjosa-energji.al/regjistrim/konfirmo/9d41c2a07be34f0c",
    from: "Vjosa Energji e-Fatura <efatura@vjosa-energji.al>",
    to: "amra.hodzic.design@gmail.com",
    subject: "Konfirmoni adresën tuaj të email-it për e-Faturën",
    date: "Sat, 12 Sep 2026 10:51:36 +0200",
    enc: "qp",
    text: `Përshëndetje,

Faleminderit që u regjistruat për faturën elektronike të Vjosa Energji.

Kodi i klientit: 11-204-558871
Adresa e furnizimit: Rr. Myslym Shyri, Pallati 18, Ap. 7, Tiranë

Për të përfunduar regjistrimin, konfirmoni adresën tuaj të email-it:
https://efatura.vjosa-energji.al/regjistrim/konfirmo/9d41c2a07be34f0c

Lidhja skadon pas 72 orësh. Pas konfirmimit, faturat do t'ju vijnë vetëm me email dhe nuk do të merrni më faturë letre.

Nëse nuk e keni bërë ju këtë kërkesë, injorojeni këtë mesazh.

Vjosa Energji sh.a.
Qendra e thirrjeve: 0800 2002
`,
    html: `<!DOCTYPE html><html lang="sq"><head><meta charset="utf-8"></head>
<body style="margin:0;background:#f5f7f2;">
<table width="100%" cellpadding="0" cellspacing="0" border="0" style="background:#f5f7f2;"><tr><td align="center" style="padding:24px 10px;">
<table width="580" cellpadding="0" cellspacing="0" border="0" style="background:#ffffff;border:1px solid #dfe5d6;">
<tr><td style="padding:18px 26px;background:#ffffff;border-bottom:2px solid #7cb518;"><img src="https://www.vjosa-energji.al/media/email/vjosa-logo.png" alt="Vjosa Energji" width="150" height="40"></td></tr>
<tr><td style="padding:26px;font-family:Arial,sans-serif;font-size:14px;line-height:22px;color:#2b2f26;">
<p style="margin:0 0 14px;">Përshëndetje,</p>
<p style="margin:0 0 14px;">Faleminderit që u regjistruat për faturën elektronike të Vjosa Energji.</p>
<p style="margin:0 0 14px;font-size:13px;color:#62695a;">Kodi i klientit: <b>11-204-558871</b><br>Adresa e furnizimit: Rr. Myslym Shyri, Pallati 18, Ap. 7, Tiranë</p>
<p style="margin:0 0 6px;">Për të përfunduar regjistrimin, konfirmoni adresën tuaj të email-it:</p>
${button("https://efatura.vjosa-energji.al/regjistrim/konfirmo/9d41c2a07be34f0c", "Konfirmo email-in", "#7cb518")}
<p style="margin:0 0 14px;font-size:13px;color:#62695a;">Lidhja skadon pas 72 orësh. Pas konfirmimit, faturat do t'ju vijnë vetëm me email dhe nuk do të merrni më faturë letre.</p>
<p style="margin:0;font-size:12px;color:#8a9181;">Nëse nuk e keni bërë ju këtë kërkesë, injorojeni këtë mesazh.</p>
</td></tr>
<tr><td style="padding:14px 26px;background:#f5f7f2;font-family:Arial,sans-serif;font-size:11px;color:#8a9181;">Vjosa Energji sh.a. · Bulevardi Zogu I, Nr. 30, Tiranë · Qendra e thirrjeve: 0800 2002 · <a href="https://www.vjosa-energji.al/privatesia" style="color:#5a8a0f;">Privatësia</a></td></tr>
</table></td></tr></table></body></html>`,
  },
  {
    family: "vjosa-energji",
    group: "regional",
    lang: "sq",
    kind: "bill",
    code: null,
    link: null,
    from: "Vjosa Energji e-Fatura <efatura@vjosa-energji.al>",
    to: "amra.hodzic.design@gmail.com",
    subject: "Fatura e energjisë elektrike për muajin tetor 2026",
    date: "Tue, 10 Nov 2026 09:15:00 +0100",
    enc: "b64",
    text: `Përshëndetje,

Fatura juaj e energjisë elektrike për muajin tetor 2026 është gati.

Kodi i klientit: 11-204-558871
Nr. i faturës: VE-2026-10-3391046
Konsumi: 214 kWh (lexim 01.10 – 31.10.2026)
Shuma për t'u paguar: 2.364 Lekë (përfshirë TVSH)
Afati i pagesës: 30.11.2026

Mund të paguani në çdo sportel bankar, në zyrat postare ose online në https://efatura.vjosa-energji.al/pagesa

Vjosa Energji sh.a.
`,
    html: `<!DOCTYPE html><html lang="sq"><head><meta charset="utf-8"></head>
<body style="margin:0;background:#f5f7f2;">
<table width="100%" cellpadding="0" cellspacing="0" border="0" style="background:#f5f7f2;"><tr><td align="center" style="padding:24px 10px;">
<table width="580" cellpadding="0" cellspacing="0" border="0" style="background:#ffffff;border:1px solid #dfe5d6;">
<tr><td style="padding:18px 26px;border-bottom:2px solid #7cb518;"><img src="https://www.vjosa-energji.al/media/email/vjosa-logo.png" alt="Vjosa Energji" width="150" height="40"></td></tr>
<tr><td style="padding:26px;font-family:Arial,sans-serif;font-size:14px;line-height:22px;color:#2b2f26;">
<p style="margin:0 0 14px;">Përshëndetje,</p>
<p style="margin:0 0 16px;">Fatura juaj e energjisë elektrike për muajin <b>tetor 2026</b> është gati.</p>
<table width="100%" cellpadding="6" cellspacing="0" border="0" style="font-size:13px;">
<tr><td style="color:#62695a;">Kodi i klientit</td><td align="right">11-204-558871</td></tr>
<tr><td style="color:#62695a;">Nr. i faturës</td><td align="right">VE-2026-10-3391046</td></tr>
<tr><td style="color:#62695a;">Konsumi</td><td align="right">214 kWh (01.10 – 31.10.2026)</td></tr>
<tr><td style="color:#62695a;">Afati i pagesës</td><td align="right">30.11.2026</td></tr>
<tr><td style="border-top:1px solid #dfe5d6;font-weight:bold;">Shuma për t'u paguar</td><td align="right" style="border-top:1px solid #dfe5d6;font-weight:bold;font-size:18px;">2.364 Lekë</td></tr>
</table>
${button("https://efatura.vjosa-energji.al/pagesa?fatura=VE-2026-10-3391046", "Paguaj online", "#2b2f26")}
<p style="margin:0;font-size:13px;color:#62695a;">Mund të paguani edhe në çdo sportel bankar ose në zyrat postare.</p>
</td></tr>
<tr><td style="padding:14px 26px;background:#f5f7f2;font-family:Arial,sans-serif;font-size:11px;color:#8a9181;">Vjosa Energji sh.a. · Bulevardi Zogu I, Nr. 30, Tiranë · Qendra e thirrjeve: 0800 2002</td></tr>
</table></td></tr></table></body></html>`,
  },
];

// ---------------------------------------------------------------- Bašča Cowork (Sarajevo)

const basca_mails: Mail[] = [
  {
    family: "basca-cowork",
    group: "consumer",
    lang: "en",
    kind: "invoice",
    code: null,
    link: null,
    from: "Bašča Cowork <billing@bascacowork.ba>",
    to: "amra.hodzic.design@gmail.com",
    subject: "Invoice BC-2026-0412 – Flex desk, October",
    date: "Thu, 01 Oct 2026 09:00:00 +0200",
    enc: "qp",
    text: `Hi Amra,

Thanks for being part of Bašča! Your invoice for October is attached.

Invoice: BC-2026-0412
Plan: Flex desk (10 days/month) + locker #17
Amount: 189.00 KM (incl. 17% VAT: 27.46 KM)
Due: 15 October 2026

Pay by bank transfer to UniCredit Bank, 3387202200001134, reference BC-2026-0412, or with your card at the front desk.

See you at the Bašča!
Lejla & Tarik

Bašča Cowork · Ferhadija 19, 2nd floor, 71000 Sarajevo · +387 33 555 019
`,
    html: `<html><body style="margin:0;padding:0;background:#fbf8f3;font-family:Georgia,'Times New Roman',serif;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:30px 12px;">
<table width="520" cellpadding="0" cellspacing="0" style="max-width:520px;">
<tr><td style="padding-bottom:18px;font-size:26px;color:#2f5d3a;">bašča<span style="color:#e07a2e;">.</span></td></tr>
<tr><td style="font-size:16px;line-height:25px;color:#33302b;">
<p>Hi Amra,</p>
<p>Thanks for being part of Bašča! Your invoice for October is attached.</p>
<table width="100%" cellpadding="6" cellspacing="0" style="font-family:Arial,sans-serif;font-size:14px;border-top:1px solid #e6dfd3;border-bottom:1px solid #e6dfd3;">
<tr><td>Invoice</td><td align="right">BC-2026-0412</td></tr>
<tr><td>Plan</td><td align="right">Flex desk (10 days/month) + locker #17</td></tr>
<tr><td>Amount</td><td align="right"><b>189.00 KM</b> <span style="color:#8a8378;">(incl. 17% VAT: 27.46 KM)</span></td></tr>
<tr><td>Due</td><td align="right">15 October 2026</td></tr>
</table>
<p style="font-family:Arial,sans-serif;font-size:14px;">Pay by bank transfer to UniCredit Bank, 3387202200001134, reference BC-2026-0412, or with your card at the front desk.</p>
<p>See you at the Bašča!<br>Lejla &amp; Tarik</p>
</td></tr>
<tr><td style="padding-top:20px;font-family:Arial,sans-serif;font-size:11px;color:#8a8378;">Bašča Cowork · Ferhadija 19, 2nd floor, 71000 Sarajevo · +387 33 555 019 · <a href="https://www.instagram.com/bascacowork" style="color:#8a8378;">Instagram</a></td></tr>
</table></td></tr></table></body></html>`,
    attachment: [
      "Basca_Invoice_BC-2026-0412.pdf",
      "application/pdf",
      pdf("Basca Cowork - Invoice BC-2026-0412", [
        "Flex desk 10 days + locker 17",
        "Total 189.00 KM",
        "Due 15.10.2026",
      ]),
    ],
  },
  {
    family: "basca-cowork",
    group: "consumer",
    lang: "bs",
    kind: "invite-link",
    code: null,
    link: "https://app.bascacowork.ba/join/team/studio-bijela?inv=8XK2-PQ7M-41RT",
    from: "Bašča Cowork <app@bascacowork.ba>",
    to: "amra.hodzic.design@gmail.com",
    subject: "Emina Begić Vas je dodala u tim „Studio Bijela”",
    date: "Mon, 12 Oct 2026 12:36:48 +0200",
    enc: "8bit",
    text: `Zdravo!

Emina Begić Vas poziva da se pridružite timu „Studio Bijela” u Bašča aplikaciji. Kao član tima možete rezervisati sale za sastanke na račun tima i koristiti zajedničke kredite za štampu.

Prihvatite poziv ovdje:
https://app.bascacowork.ba/join/team/studio-bijela?inv=8XK2-PQ7M-41RT

Ako još nemate račun, napravit ćete ga u istom koraku.

Bašča Cowork
Ferhadija 19, 71000 Sarajevo
`,
    html: `<html><body style="margin:0;padding:0;background:#fbf8f3;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:30px 12px;">
<table width="480" cellpadding="0" cellspacing="0" style="max-width:480px;background:#ffffff;border-radius:14px;">
<tr><td style="padding:26px 30px 0;font-family:Georgia,serif;font-size:24px;color:#2f5d3a;">bašča<span style="color:#e07a2e;">.</span></td></tr>
<tr><td style="padding:18px 30px 30px;font-family:Arial,sans-serif;font-size:15px;line-height:23px;color:#33302b;">
<p style="margin:0 0 12px;">Zdravo!</p>
<p style="margin:0 0 12px;"><b>Emina Begić</b> Vas poziva da se pridružite timu <b>„Studio Bijela”</b> u Bašča aplikaciji.</p>
<p style="margin:0 0 4px;font-size:14px;color:#6d665c;">Kao član tima možete rezervisati sale za sastanke na račun tima i koristiti zajedničke kredite za štampu.</p>
${button("https://app.bascacowork.ba/join/team/studio-bijela?inv=8XK2-PQ7M-41RT", "Pridruži se timu", "#2f5d3a")}
<p style="margin:0;font-size:13px;color:#8a8378;">Ako još nemate račun, napravit ćete ga u istom koraku.</p>
</td></tr></table>
<p style="font-family:Arial,sans-serif;font-size:11px;color:#8a8378;">Bašča Cowork · Ferhadija 19, 71000 Sarajevo</p>
</td></tr></table></body></html>`,
  },
  {
    family: "basca-cowork",
    group: "consumer",
    lang: "bs",
    kind: "booking-confirmation",
    code: null,
    link: null,
    from: "Bašča Cowork <app@bascacowork.ba>",
    to: "amra.hodzic.design@gmail.com",
    subject: "Rezervacija: sala Avlija, četvrtak 22.10. 10:00–12:00",
    date: "Tue, 20 Oct 2026 16:03:27 +0200",
    enc: "qp",
    text: `Rezervacija je potvrđena.

Sala: Avlija (do 6 osoba, TV 55", tabla)
Datum: četvrtak, 22.10.2026.
Vrijeme: 10:00–12:00
Naplata: 2 sata × 15 KM = 30 KM, na račun tima Studio Bijela
Broj rezervacije: R-77310

Otkazivanje je besplatno do 24 sata prije termina u aplikaciji:
https://app.bascacowork.ba/rezervacije/R-77310

Kafa i voda su uključeni. Gosti se prijavljuju na recepciji, 2. sprat.

Bašča Cowork
`,
    html: `<html><body style="margin:0;padding:0;background:#fbf8f3;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:30px 12px;">
<table width="480" cellpadding="0" cellspacing="0" style="max-width:480px;background:#ffffff;border-radius:14px;">
<tr><td style="padding:26px 30px 0;font-family:Georgia,serif;font-size:24px;color:#2f5d3a;">bašča<span style="color:#e07a2e;">.</span></td></tr>
<tr><td style="padding:18px 30px 30px;font-family:Arial,sans-serif;font-size:15px;line-height:23px;color:#33302b;">
<p style="margin:0 0 14px;font-size:18px;font-weight:bold;">Rezervacija je potvrđena ✔</p>
<table width="100%" cellpadding="6" cellspacing="0" style="font-size:14px;background:#f4f0e8;border-radius:8px;">
<tr><td style="color:#6d665c;">Sala</td><td>Avlija (do 6 osoba, TV 55", tabla)</td></tr>
<tr><td style="color:#6d665c;">Datum</td><td>četvrtak, 22.10.2026.</td></tr>
<tr><td style="color:#6d665c;">Vrijeme</td><td>10:00–12:00</td></tr>
<tr><td style="color:#6d665c;">Naplata</td><td>2 sata × 15 KM = 30 KM (tim Studio Bijela)</td></tr>
<tr><td style="color:#6d665c;">Broj rezervacije</td><td>R-77310</td></tr>
</table>
<p style="margin:16px 0 8px;font-size:14px;">Otkazivanje je besplatno do 24 sata prije termina: <a href="https://app.bascacowork.ba/rezervacije/R-77310" style="color:#2f5d3a;">upravljaj rezervacijom</a>.</p>
<p style="margin:0;font-size:13px;color:#8a8378;">Kafa i voda su uključeni. Gosti se prijavljuju na recepciji, 2. sprat.</p>
</td></tr></table></td></tr></table></body></html>`,
  },
];

// ---------------------------------------------------------------- Mockstall (design-asset shop, Ljubljana)

function mockstall(pre: string, inner: string, foot: string): string {
  return `<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Transitional//EN" "http://www.w3.org/TR/xhtml1/DTD/xhtml1-transitional.dtd">
<html xmlns="http://www.w3.org/1999/xhtml"><head><meta http-equiv="Content-Type" content="text/html; charset=UTF-8" /><meta name="viewport" content="width=device-width, initial-scale=1.0" /></head>
<body style="margin:0;padding:0;background-color:#111111;">
${preheader(pre)}
<table border="0" cellpadding="0" cellspacing="0" width="100%" style="background-color:#111111;"><tr><td align="center" valign="top" style="padding:30px 10px;">
<table border="0" cellpadding="0" cellspacing="0" width="600" style="background-color:#ffffff;">
<tr><td align="left" style="padding:26px 40px;background-color:#ff5a36;"><img src="https://mockstall.com/static/mail/mockstall-black.png" alt="MOCKSTALL" width="140" height="22" style="display:block;" /></td></tr>
<tr><td align="left" style="padding:36px 40px;font-family:'Helvetica Neue',Helvetica,Arial,sans-serif;font-size:15px;line-height:24px;color:#111111;">
${inner}
</td></tr>
<tr><td align="left" style="padding:24px 40px;background-color:#f4f4f4;font-family:'Helvetica Neue',Helvetica,Arial,sans-serif;font-size:11px;line-height:17px;color:#777777;">
${foot}<br />Mockstall d.o.o., Trubarjeva cesta 21, 1000 Ljubljana, Slovenia · VAT SI58120044<br />
<a href="https://dribbble.com/mockstall" style="color:#777777;">Dribbble</a> · <a href="https://www.behance.net/mockstall" style="color:#777777;">Behance</a> · <a href="https://www.instagram.com/mockstall" style="color:#777777;">Instagram</a>
</td></tr>
</table></td></tr></table>
</body></html>`;
}

const mockstall_mails: Mail[] = [
  {
    family: "mockstall",
    group: "consumer",
    lang: "en",
    kind: "order-receipt",
    code: null,
    link: null,
    from: "Mockstall <orders@mockstall.com>",
    to: "amra.hodzic.design@gmail.com",
    subject: "Your Mockstall order #MS-240915 – receipt and downloads",
    date: "Sun, 06 Sep 2026 20:17:42 +0200",
    enc: "qp",
    text: `Thanks for your order, Amra!

Order #MS-240915 · 6 September 2026

Kraft Paper Bag Mockups Vol. 2 (Commercial licence)     €18.00
Glass Jar & Label Scene Pack (Commercial licence)        €24.00
Discount (STUDIO15)                                      -€6.30
VAT (reverse charge, BA)                                  €0.00
Total charged to Visa •••• 4471                          €35.70

Your files are always available in your library:
https://mockstall.com/account/library

Licence certificates: https://mockstall.com/account/orders/MS-240915/licences

Need an invoice with your company details? Reply to this email.

-- Mockstall, Ljubljana
`,
    html: mockstall(
      "Receipt for order #MS-240915 – €35.70",
      `<h1 style="margin:0 0 6px;font-size:26px;line-height:32px;">Thanks for your order, Amra!</h1>
<p style="margin:0 0 24px;color:#777777;font-size:13px;">Order #MS-240915 · 6 September 2026</p>
<table border="0" cellpadding="0" cellspacing="0" width="100%" style="font-size:14px;">
<tr><td width="70" style="padding:10px 0;border-top:1px solid #eeeeee;"><img src="https://mockstall.com/cdn/p/kraft-bag-v2-thumb.jpg" width="56" height="42" alt="Kraft Paper Bag Mockups Vol. 2" /></td><td style="padding:10px 0;border-top:1px solid #eeeeee;">Kraft Paper Bag Mockups Vol. 2<br /><span style="color:#777777;font-size:12px;">Commercial licence</span></td><td align="right" style="padding:10px 0;border-top:1px solid #eeeeee;">€18.00</td></tr>
<tr><td width="70" style="padding:10px 0;border-top:1px solid #eeeeee;"><img src="https://mockstall.com/cdn/p/glass-jar-scene-thumb.jpg" width="56" height="42" alt="Glass Jar &amp; Label Scene Pack" /></td><td style="padding:10px 0;border-top:1px solid #eeeeee;">Glass Jar &amp; Label Scene Pack<br /><span style="color:#777777;font-size:12px;">Commercial licence</span></td><td align="right" style="padding:10px 0;border-top:1px solid #eeeeee;">€24.00</td></tr>
<tr><td></td><td style="padding:6px 0;border-top:1px solid #eeeeee;color:#777777;">Discount (STUDIO15)</td><td align="right" style="padding:6px 0;border-top:1px solid #eeeeee;color:#777777;">−€6.30</td></tr>
<tr><td></td><td style="padding:6px 0;color:#777777;">VAT (reverse charge, BA)</td><td align="right" style="padding:6px 0;color:#777777;">€0.00</td></tr>
<tr><td></td><td style="padding:10px 0;border-top:2px solid #111111;font-weight:bold;">Total · Visa •••• 4471</td><td align="right" style="padding:10px 0;border-top:2px solid #111111;font-weight:bold;">€35.70</td></tr>
</table>
${button("https://mockstall.com/account/library", "Go to my library", "#111111")}
<p style="margin:0;font-size:13px;color:#777777;"><a href="https://mockstall.com/account/orders/MS-240915/licences" style="color:#ff5a36;">Licence certificates</a> · Need an invoice with your company details? Just reply.</p>`,
      `You're receiving this because you bought something on mockstall.com.`,
    ),
  },
  {
    family: "mockstall",
    group: "consumer",
    lang: "sl",
    kind: "newsletter-confirm",
    code: null,
    link: "https://mockstall.com/newsletter/potrdi?sub=7f3a91c2&h=4d0e8b61f2",
    from: "Mockstall <novice@mockstall.com>",
    to: "amra.hodzic.design@gmail.com",
    subject: "Še en klik: potrdite prijavo na Mockstall novice",
    date: "Sun, 06 Sep 2026 20:19:05 +0200",
    enc: "qp",
    text: `Pozdravljeni!

Hvala, ker ste se prijavili na naše novice. Vsak četrtek pošljemo brezplačen mockup tedna, nove pakete in kakšen trik za Photoshop.

Da potrdite, da je ta e-naslov res vaš, kliknite tukaj:
https://mockstall.com/newsletter/potrdi?sub=7f3a91c2&h=4d0e8b61f2

Če se niste prijavili vi, tega sporočila ne upoštevajte – brez potrditve vam ne bomo pošiljali ničesar.

Ekipa Mockstall
`,
    html: mockstall(
      "Potrdite prijavo in prejmite brezplačen mockup vsak četrtek.",
      `<h1 style="margin:0 0 16px;font-size:24px;line-height:30px;">Še en klik in ste notri</h1>
<p style="margin:0 0 14px;">Hvala, ker ste se prijavili na naše novice. Vsak četrtek pošljemo brezplačen mockup tedna, nove pakete in kakšen trik za Photoshop.</p>
<p style="margin:0;">Potrdite, da je ta e-naslov res vaš:</p>
${
        button(
          "https://mockstall.com/newsletter/potrdi?sub=7f3a91c2&amp;h=4d0e8b61f2",
          "DA, PRIJAVI ME",
          "#ff5a36",
          "#111111",
        )
      }
<p style="margin:0;font-size:13px;color:#777777;">Če se niste prijavili vi, tega sporočila ne upoštevajte – brez potrditve vam ne bomo pošiljali ničesar.</p>`,
      `To sporočilo ste prejeli, ker je bil ta naslov vpisan v obrazec za novice na mockstall.com.`,
    ),
  },
  {
    family: "mockstall",
    group: "consumer",
    lang: "en",
    kind: "newsletter",
    code: null,
    link: null,
    from: "Mockstall <news@mockstall.com>",
    to: "amra.hodzic.design@gmail.com",
    subject: "Freebie Thursday: stacked business cards on linen 🃏",
    date: "Thu, 08 Oct 2026 10:00:00 +0200",
    enc: "qp",
    headers: [
      [
        "List-Unsubscribe",
        "<https://mockstall.com/newsletter/odjava?sub=7f3a91c2>, <mailto:unsubscribe@mockstall.com>",
      ],
      ["List-Unsubscribe-Post", "List-Unsubscribe=One-Click"],
    ],
    text: `FREEBIE THURSDAY

Stacked business cards on linen - 5000 x 3750 px, smart objects, free for commercial use.
Download: https://mockstall.com/freebies/stacked-cards-linen?utm_source=newsletter&utm_campaign=ft-41

NEW THIS WEEK
- Coffee Bag Mockups Vol. 3 - €16
- Risograph Poster Scene Pack - €22
- Tote Bag on Chair (free with any order over €30)

QUICK TIP
Use "Edit > Convert to Smart Object" on your label before placing it on a curved jar - warp keeps the edges crisp.

20% off everything until Sunday with code AUTUMN20.

Unsubscribe: https://mockstall.com/newsletter/odjava?sub=7f3a91c2
`,
    html: mockstall(
      "Stacked business cards on linen, free for commercial use. Plus 20% off until Sunday.",
      `<p style="margin:0 0 4px;font-size:12px;letter-spacing:2px;color:#ff5a36;font-weight:bold;">FREEBIE THURSDAY</p>
<h1 style="margin:0 0 16px;font-size:26px;">Stacked business cards on linen</h1>
<a href="https://mockstall.com/freebies/stacked-cards-linen?utm_source=newsletter&amp;utm_campaign=ft-41"><img src="https://mockstall.com/cdn/freebies/stacked-cards-linen-600.jpg" width="520" height="346" alt="Stacked business cards on linen mockup" style="display:block;width:100%;height:auto;" /></a>
<p style="margin:14px 0 0;">5000 × 3750 px, smart objects, free for commercial use.</p>
${
        button(
          "https://mockstall.com/freebies/stacked-cards-linen?utm_source=newsletter&amp;utm_campaign=ft-41",
          "Download free",
          "#111111",
        )
      }
<h2 style="margin:10px 0 8px;font-size:16px;">New this week</h2>
<p style="margin:0 0 18px;font-size:14px;">Coffee Bag Mockups Vol. 3 – €16<br />Risograph Poster Scene Pack – €22<br />Tote Bag on Chair – free with any order over €30</p>
<div style="background:#fff1ec;padding:14px 16px;font-size:14px;"><b>Quick tip:</b> convert your label to a Smart Object before placing it on a curved jar – warp keeps the edges crisp.</div>
<p style="margin:18px 0 0;font-size:15px;"><b>20% off everything</b> until Sunday with code <b>AUTUMN20</b>.</p>`,
      `<a href="https://mockstall.com/newsletter/odjava?sub=7f3a91c2" style="color:#777777;">Unsubscribe</a> · <a href="https://mockstall.com/account/preferences" style="color:#777777;">Preferences</a>`,
    ),
  },
];

// ---------------------------------------------------------------- Ohrid Type (font foundry, Skopje)

const ohridtype_mails: Mail[] = [
  {
    family: "ohridtype",
    group: "consumer",
    lang: "en",
    kind: "licence-receipt",
    code: null,
    link: null,
    from: "Ohrid Type Foundry <studio@ohridtype.mk>",
    to: "amra.hodzic.design@gmail.com",
    subject: "Licence receipt OTF-1187 · Lihnida Sans",
    date: "Wed, 16 Sep 2026 14:30:12 +0200",
    enc: "8bit",
    text: `Dear Amra,

Thank you for licensing Lihnida Sans. Your fonts are ready in your account.

Receipt no.:       OTF-1187
Family:            Lihnida Sans (12 styles, Latin + Cyrillic incl. Macedonian and Serbian localised forms)
Licence:           Desktop, up to 3 users + Web, up to 50,000 monthly pageviews
Licensee:          Studio Kalesija d.o.o., Tuzla (client: Pekara Zrno)
Price:             €290.00
Paid with:         Payfluent balance

Download from your account: https://ohridtype.mk/account/licences/OTF-1187
Licence agreement (PDF): https://ohridtype.mk/legal/eula-2026.pdf

Trial fonts should be uninstalled now that you have the full versions.

With thanks,
Ohrid Type Foundry
Ulica Makedonija 11/3, 1000 Skopje
`,
    html: `<html><body style="margin:0;background:#ffffff;">
<table width="100%" cellpadding="0" cellspacing="0" border="0"><tr><td style="padding:40px 24px;">
<table width="560" cellpadding="0" cellspacing="0" border="0" style="font-family:Georgia,serif;color:#1b1b1b;">
<tr><td style="font-size:13px;letter-spacing:3px;text-transform:uppercase;padding-bottom:30px;">Ohrid&nbsp;Type&nbsp;Foundry</td></tr>
<tr><td style="font-size:17px;line-height:27px;">
<p style="margin:0 0 16px;">Dear Amra,</p>
<p style="margin:0 0 22px;">Thank you for licensing <i>Lihnida Sans</i>. Your fonts are ready in <a href="https://ohridtype.mk/account/licences/OTF-1187" style="color:#1b1b1b;">your account</a>.</p>
</td></tr>
<tr><td><table width="100%" cellpadding="0" cellspacing="0" border="0" style="font-family:'Courier New',monospace;font-size:13px;line-height:21px;">
<tr><td width="150" valign="top" style="color:#888888;">Receipt no.</td><td>OTF-1187</td></tr>
<tr><td valign="top" style="color:#888888;">Family</td><td>Lihnida Sans (12 styles, Latin + Cyrillic incl. Macedonian and Serbian localised forms)</td></tr>
<tr><td valign="top" style="color:#888888;">Licence</td><td>Desktop, up to 3 users + Web, up to 50,000 monthly pageviews</td></tr>
<tr><td valign="top" style="color:#888888;">Licensee</td><td>Studio Kalesija d.o.o., Tuzla (client: Pekara Zrno)</td></tr>
<tr><td valign="top" style="color:#888888;">Price</td><td>€290.00</td></tr>
<tr><td valign="top" style="color:#888888;">Paid with</td><td>Payfluent balance</td></tr>
</table></td></tr>
<tr><td style="font-size:15px;line-height:24px;padding-top:22px;">
<p style="margin:0 0 14px;"><a href="https://ohridtype.mk/legal/eula-2026.pdf" style="color:#1b1b1b;">Licence agreement (PDF)</a></p>
<p style="margin:0 0 22px;">Trial fonts should be uninstalled now that you have the full versions.</p>
<p style="margin:0;">With thanks,<br>Ohrid Type Foundry</p>
</td></tr>
<tr><td style="padding-top:36px;font-family:Arial,sans-serif;font-size:11px;color:#999999;">Ulica Makedonija 11/3, 1000 Skopje, North Macedonia · <a href="https://ohridtype.mk" style="color:#999999;">ohridtype.mk</a></td></tr>
</table></td></tr></table></body></html>`,
  },
  {
    family: "ohridtype",
    group: "consumer",
    lang: "mk",
    kind: "newsletter-confirm",
    code: null,
    link: "https://ohridtype.mk/bilten/potvrda/a81f0c77e2b94d3c",
    from: "Охрид Тајп <bilten@ohridtype.mk>",
    to: "amra.hodzic.design@gmail.com",
    subject: "Потврдете ја претплатата на билтенот",
    date: "Wed, 16 Sep 2026 14:34:50 +0200",
    enc: "b64",
    text: `Здраво,

Некој (се надеваме Вие) го внесе овој адреса во формуларот за билтенот на Охрид Тајп. Пишуваме ретко – околу четири пати годишно, кога излегува ново фонт семејство.

Потврдете ја претплатата:
https://ohridtype.mk/bilten/potvrda/a81f0c77e2b94d3c

Ако не сакате да добивате билтен, едноставно игнорирајте ја оваа порака.

Охрид Тајп
ул. Македонија 11/3, 1000 Скопје
`,
    html: `<html><body style="margin:0;background:#ffffff;">
<table width="100%" cellpadding="0" cellspacing="0" border="0"><tr><td style="padding:40px 24px;">
<table width="520" cellpadding="0" cellspacing="0" border="0" style="font-family:Georgia,serif;color:#1b1b1b;font-size:17px;line-height:27px;">
<tr><td style="font-size:13px;letter-spacing:3px;padding-bottom:30px;">ОХРИД&nbsp;ТАЈП</td></tr>
<tr><td>
<p style="margin:0 0 16px;">Здраво,</p>
<p style="margin:0 0 16px;">Некој (се надеваме Вие) го внесе овој адреса во формуларот за билтенот на Охрид Тајп. Пишуваме ретко – околу четири пати годишно, кога излегува ново фонт семејство.</p>
<p style="margin:24px 0;"><a href="https://ohridtype.mk/bilten/potvrda/a81f0c77e2b94d3c" style="color:#ffffff;background:#1b1b1b;padding:12px 24px;text-decoration:none;font-family:Arial,sans-serif;font-size:14px;letter-spacing:1px;">ПОТВРДИ ПРЕТПЛАТА</a></p>
<p style="margin:0;font-size:14px;color:#888888;">Ако не сакате да добивате билтен, едноставно игнорирајте ја оваа порака.</p>
</td></tr>
<tr><td style="padding-top:36px;font-family:Arial,sans-serif;font-size:11px;color:#999999;">ул. Македонија 11/3, 1000 Скопје</td></tr>
</table></td></tr></table></body></html>`,
  },
  {
    family: "ohridtype",
    group: "consumer",
    lang: "en",
    kind: "newsletter",
    code: null,
    link: null,
    from: "Ohrid Type Foundry <bilten@ohridtype.mk>",
    to: "amra.hodzic.design@gmail.com",
    subject: "New: Samuil Serif, a text face for long Cyrillic reading",
    date: "Tue, 27 Oct 2026 11:00:00 +0100",
    enc: "qp",
    text: `Samuil Serif is out.

Four years in the making, Samuil is a text serif drawn for books and long-form reading in Cyrillic first, with a Latin companion cut to match. 8 weights, italics with true Bulgarian and Macedonian cursive forms, old-style figures.

Introductory price: €180 for the full family until 15 November (regular €260).
Try it: https://ohridtype.mk/fonts/samuil-serif

We'll also be at the Skopje Design Week book fair, stand 14, on 6-8 November.

Unsubscribe: https://ohridtype.mk/bilten/odjava?e=amra.hodzic.design%40gmail.com
`,
    html: `<html><body style="margin:0;background:#f3efe6;">
<table width="100%" cellpadding="0" cellspacing="0" border="0"><tr><td align="center" style="padding:30px 12px;">
<table width="600" cellpadding="0" cellspacing="0" border="0" style="background:#ffffff;">
<tr><td><a href="https://ohridtype.mk/fonts/samuil-serif?utm_source=bilten&amp;utm_medium=email"><img src="https://ohridtype.mk/media/bilten/samuil-hero-1200.png" width="600" height="300" alt="Samuil Serif – Кирилица прво" style="display:block;width:100%;height:auto;"></a></td></tr>
<tr><td style="padding:30px 36px;font-family:Georgia,serif;font-size:16px;line-height:26px;color:#1b1b1b;">
<p style="margin:0 0 14px;">Four years in the making, <i>Samuil</i> is a text serif drawn for books and long-form reading in Cyrillic first, with a Latin companion cut to match. 8 weights, italics with true Bulgarian and Macedonian cursive forms, old-style figures.</p>
<p style="margin:0 0 14px;">Introductory price: <b>€180</b> for the full family until 15 November <span style="color:#888888;">(regular €260)</span>.</p>
<p style="margin:20px 0;"><a href="https://ohridtype.mk/fonts/samuil-serif?utm_source=bilten&amp;utm_medium=email" style="color:#ffffff;background:#1b1b1b;padding:12px 24px;text-decoration:none;font-family:Arial,sans-serif;font-size:14px;">Try Samuil</a></p>
<p style="margin:0;font-size:14px;">We'll also be at the Skopje Design Week book fair, stand 14, on 6–8 November.</p>
</td></tr>
<tr><td style="padding:16px 36px;font-family:Arial,sans-serif;font-size:11px;color:#999999;border-top:1px solid #eeeeee;"><a href="https://ohridtype.mk/bilten/odjava?e=amra.hodzic.design%40gmail.com" style="color:#999999;">Unsubscribe</a> · Ohrid Type Foundry, Ulica Makedonija 11/3, 1000 Skopje</td></tr>
</table></td></tr></table></body></html>`,
  },
];

// ---------------------------------------------------------------- Oblakon (cloud drive, Zagreb)

function oblakon(inner: string): string {
  return `<!doctype html><html><head><meta charset="utf-8"></head>
<body style="margin:0;padding:0;background:#ffffff;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0"><tr><td align="center" style="padding:36px 16px;">
<table role="presentation" width="520" cellpadding="0" cellspacing="0" border="0" style="max-width:520px;font-family:Inter,'Segoe UI',Arial,sans-serif;color:#0f1a2a;">
<tr><td style="padding-bottom:28px;"><img src="https://oblakon.com/mail/oblakon-cloud-36.png" width="36" height="36" alt="Oblakon" style="vertical-align:middle;"> <span style="font-size:18px;font-weight:600;vertical-align:middle;">Oblakon</span></td></tr>
<tr><td style="font-size:15px;line-height:24px;">
${inner}
</td></tr>
<tr><td style="padding-top:34px;border-top:1px solid #e8ecf2;font-size:12px;line-height:18px;color:#7a8699;">
Oblakon d.o.o., Radnička cesta 80, 10000 Zagreb, Hrvatska<br>
<a href="https://oblakon.com/pomoc" style="color:#7a8699;">Pomoć</a> · <a href="https://oblakon.com/privatnost" style="color:#7a8699;">Privatnost</a> · <a href="https://oblakon.com/status" style="color:#7a8699;">Status usluge</a>
</td></tr>
</table></td></tr></table></body></html>`;
}

const oblakon_mails: Mail[] = [
  {
    family: "oblakon-drive",
    group: "consumer",
    lang: "en",
    kind: "login-code",
    code: "Q7K-4MP",
    link: null,
    from: "Oblakon <no-reply@oblakon.com>",
    to: "amra.hodzic.design@gmail.com",
    subject: "Your Oblakon sign-in code",
    date: "Thu, 03 Sep 2026 23:07:15 +0200",
    enc: "qp",
    text: `Your Oblakon sign-in code

Q7K-4MP

Enter this code on the sign-in page to open Oblakon on "MacBook Air (Amra)". The code expires in 15 minutes.

If you didn't try to sign in, someone may know your password. Change it at https://oblakon.com/account/security

Oblakon d.o.o., Radnička cesta 80, 10000 Zagreb
`,
    html: oblakon(`<h1 style="margin:0 0 18px;font-size:22px;font-weight:600;">Your sign-in code</h1>
<p style="margin:0 0 18px;">Enter this code on the sign-in page to open Oblakon on <b>MacBook Air (Amra)</b>.</p>
<div style="background:#f2f5f9;border-radius:10px;padding:18px 0;text-align:center;font-family:'SF Mono',Menlo,Consolas,monospace;font-size:30px;font-weight:600;letter-spacing:8px;color:#0f1a2a;">Q7K-4MP</div>
<p style="margin:18px 0 0;font-size:14px;color:#4a5568;">The code expires in 15 minutes.</p>
<p style="margin:14px 0 0;font-size:14px;color:#4a5568;">If you didn't try to sign in, someone may know your password. <a href="https://oblakon.com/account/security" style="color:#2563eb;">Change it now</a>.</p>`),
  },
  {
    family: "oblakon-drive",
    group: "consumer",
    lang: "hr",
    kind: "storage-warning",
    code: null,
    link: null,
    from: "Oblakon <obavijesti@oblakon.com>",
    to: "amra.hodzic.design@gmail.com",
    subject: "Vaš Oblakon je 90 % pun",
    date: "Sat, 26 Sep 2026 10:12:00 +0200",
    enc: "qp",
    text: `Bok Amra,

iskoristili ste 180 GB od 200 GB prostora (90 %). Kad se prostor napuni, nove datoteke i sinkronizacija s računala će se zaustaviti.

Najveće mape:
- Klijenti/Medena Pčela/RAW - 48,2 GB
- Klijenti/Hausmann/Video - 31,7 GB
- Koš za smeće - 12,4 GB

Što možete učiniti:
- Ispraznite koš za smeće (datoteke se ionako brišu nakon 30 dana)
- Prijeđite na paket Pro 2 TB za 9,99 € mjesečno: https://oblakon.com/paketi?from=storage-90

Oblakon
`,
    html: oblakon(`<p style="margin:0 0 14px;">Bok Amra,</p>
<p style="margin:0 0 16px;">iskoristili ste <b>180 GB od 200 GB</b> prostora.</p>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="margin-bottom:18px;"><tr>
<td width="90%" style="background:#f59e0b;height:10px;border-radius:5px 0 0 5px;font-size:0;">&nbsp;</td><td width="10%" style="background:#e8ecf2;height:10px;border-radius:0 5px 5px 0;font-size:0;">&nbsp;</td>
</tr></table>
<p style="margin:0 0 16px;">Kad se prostor napuni, nove datoteke i sinkronizacija s računala će se zaustaviti.</p>
<p style="margin:0 0 6px;font-weight:600;">Najveće mape</p>
<table role="presentation" width="100%" cellpadding="4" cellspacing="0" border="0" style="font-size:14px;color:#4a5568;">
<tr><td>Klijenti/Medena Pčela/RAW</td><td align="right">48,2 GB</td></tr>
<tr><td>Klijenti/Hausmann/Video</td><td align="right">31,7 GB</td></tr>
<tr><td>Koš za smeće</td><td align="right">12,4 GB</td></tr>
</table>
${button("https://oblakon.com/paketi?from=storage-90", "Prijeđi na Pro 2 TB – 9,99 €/mj.", "#2563eb")}
<p style="margin:0;font-size:14px;color:#4a5568;">Ili ispraznite koš za smeće – datoteke se ionako brišu nakon 30 dana.</p>`),
  },
  {
    family: "oblakon-drive",
    group: "consumer",
    lang: "hr",
    kind: "password-changed",
    code: null,
    link: null,
    from: "Oblakon <no-reply@oblakon.com>",
    to: "amra.hodzic.design@gmail.com",
    subject: "Lozinka za Oblakon je promijenjena",
    date: "Sun, 27 Sep 2026 09:55:31 +0200",
    enc: "8bit",
    text: `Bok Amra,

lozinka za Vaš Oblakon račun (amra.hodzic.design@gmail.com) promijenjena je 27. 9. 2026. u 09:55 s uređaja Safari na macOS-u (Podgorica, ME).

Svi ostali uređaji su odjavljeni. Aplikacija za računalo tražit će novu lozinku pri sljedećoj sinkronizaciji.

Niste bili Vi? Odmah nam se javite: https://oblakon.com/pomoc/kompromitiran-racun

Oblakon
`,
    html: null,
  },
];

// ---------------------------------------------------------------- Werkbrett (client portal of a German agency)

const werkbrett_mails: Mail[] = [
  {
    family: "werkbrett",
    group: "consumer",
    lang: "de",
    kind: "invite-link",
    code: null,
    link: "https://t.werkbrett.de/c/eJx1kE1uwzAIBU_jLY6x_LfIIlHvQRyc_qgBqnCk3r6KlVGlRQMT3vcY0NgbLa0/accept",
    from: "Werkbrett <einladung@werkbrett.de>",
    to: "amra.hodzic.design@gmail.com",
    subject: "Einladung: Hausmann Werbung möchte Sie als Freelancerin hinzufügen",
    date: "Mon, 21 Sep 2026 08:47:14 +0200",
    enc: "qp",
    text: `Hallo Amra Hodžić,

Jonas Weber von Hausmann Werbung GmbH hat Sie als Freelancerin zu Werkbrett eingeladen. Über Werkbrett reichen Sie künftig Ihre Stundenzettel und Rechnungen für die Agentur ein.

Einladung annehmen:
https://t.werkbrett.de/c/eJx1kE1uwzAIBU_jLY6x_LfIIlHvQRyc_qgBqnCk3r6KlVGlRQMT3vcY0NgbLa0/accept

Die Einladung ist 14 Tage gültig.

Viele Grüße
Ihr Werkbrett-Team

Werkbrett GmbH · Schanzenstraße 36, 20357 Hamburg · Amtsgericht Hamburg HRB 162338 · Geschäftsführer: Lars Petersen
Datenschutz: https://werkbrett.de/datenschutz · Impressum: https://werkbrett.de/impressum
`,
    html: `<!DOCTYPE html><html lang="de"><head><meta charset="utf-8"></head>
<body style="margin:0;padding:0;background:#eceff1;">
${preheader("Stundenzettel und Rechnungen für Hausmann Werbung künftig über Werkbrett.")}
<table width="100%" cellpadding="0" cellspacing="0" border="0" bgcolor="#eceff1"><tr><td align="center" style="padding:28px 10px;">
<table width="560" cellpadding="0" cellspacing="0" border="0" bgcolor="#ffffff" style="border-radius:4px;">
<tr><td style="padding:24px 32px 0;"><img src="https://werkbrett.de/static/mail/werkbrett-logo.png" width="128" height="28" alt="Werkbrett"></td></tr>
<tr><td style="padding:24px 32px 30px;font-family:Arial,Helvetica,sans-serif;font-size:15px;line-height:23px;color:#263238;">
<p style="margin:0 0 14px;">Hallo Amra Hodžić,</p>
<p style="margin:0 0 14px;"><b>Jonas Weber</b> von <b>Hausmann Werbung GmbH</b> hat Sie als Freelancerin zu Werkbrett eingeladen. Über Werkbrett reichen Sie künftig Ihre Stundenzettel und Rechnungen für die Agentur ein.</p>
${
      button(
        "https://t.werkbrett.de/c/eJx1kE1uwzAIBU_jLY6x_LfIIlHvQRyc_qgBqnCk3r6KlVGlRQMT3vcY0NgbLa0/accept",
        "Einladung annehmen",
        "#00897b",
      )
    }
<p style="margin:0;font-size:13px;color:#607d8b;">Die Einladung ist 14 Tage gültig.</p>
<p style="margin:18px 0 0;">Viele Grüße<br>Ihr Werkbrett-Team</p>
</td></tr>
<tr><td style="padding:16px 32px;border-top:1px solid #eceff1;font-family:Arial,sans-serif;font-size:11px;line-height:16px;color:#90a4ae;">Werkbrett GmbH · Schanzenstraße 36, 20357 Hamburg · Amtsgericht Hamburg HRB 162338 · Geschäftsführer: Lars Petersen<br><a href="https://werkbrett.de/datenschutz" style="color:#90a4ae;">Datenschutz</a> · <a href="https://werkbrett.de/impressum" style="color:#90a4ae;">Impressum</a></td></tr>
</table></td></tr></table></body></html>`,
  },
  {
    family: "werkbrett",
    group: "consumer",
    lang: "de",
    kind: "invoice-paid",
    code: null,
    link: null,
    from: "Werkbrett <benachrichtigung@werkbrett.de>",
    to: "amra.hodzic.design@gmail.com",
    subject: "Rechnung 2026-034 wurde als bezahlt markiert",
    date: "Fri, 30 Oct 2026 15:21:08 +0100",
    enc: "qp",
    text: `Hallo Amra,

Hausmann Werbung GmbH hat Ihre Rechnung als bezahlt markiert.

Rechnungsnummer: 2026-034
Leistungszeitraum: 01.10.2026 - 28.10.2026
Betrag: 1.360,00 EUR (Reverse Charge, § 13b UStG)
Zahlungsweg: Überweisung über Payfluent
Bezahlt am: 30.10.2026

Die Gutschrift auf Ihrem Konto kann je nach Bank 1-3 Werktage dauern.

Rechnung ansehen: https://app.werkbrett.de/rechnungen/2026-034

Ihr Werkbrett-Team
`,
    html: `<!DOCTYPE html><html lang="de"><head><meta charset="utf-8"></head>
<body style="margin:0;padding:0;background:#eceff1;">
<table width="100%" cellpadding="0" cellspacing="0" border="0" bgcolor="#eceff1"><tr><td align="center" style="padding:28px 10px;">
<table width="560" cellpadding="0" cellspacing="0" border="0" bgcolor="#ffffff" style="border-radius:4px;">
<tr><td style="padding:24px 32px 0;"><img src="https://werkbrett.de/static/mail/werkbrett-logo.png" width="128" height="28" alt="Werkbrett"></td></tr>
<tr><td style="padding:24px 32px 30px;font-family:Arial,Helvetica,sans-serif;font-size:15px;line-height:23px;color:#263238;">
<p style="margin:0 0 14px;">Hallo Amra,</p>
<p style="margin:0 0 16px;"><b>Hausmann Werbung GmbH</b> hat Ihre Rechnung als bezahlt markiert. ✅</p>
<table width="100%" cellpadding="6" cellspacing="0" border="0" style="font-size:14px;background:#f5f7f8;">
<tr><td style="color:#607d8b;">Rechnungsnummer</td><td align="right">2026-034</td></tr>
<tr><td style="color:#607d8b;">Leistungszeitraum</td><td align="right">01.10.2026 – 28.10.2026</td></tr>
<tr><td style="color:#607d8b;">Betrag</td><td align="right"><b>1.360,00 EUR</b></td></tr>
<tr><td style="color:#607d8b;">Zahlungsweg</td><td align="right">Überweisung über Payfluent</td></tr>
<tr><td style="color:#607d8b;">Bezahlt am</td><td align="right">30.10.2026</td></tr>
</table>
<p style="margin:16px 0 0;font-size:13px;color:#607d8b;">Die Gutschrift auf Ihrem Konto kann je nach Bank 1–3 Werktage dauern. <a href="https://app.werkbrett.de/rechnungen/2026-034" style="color:#00897b;">Rechnung ansehen</a></p>
</td></tr></table></td></tr></table></body></html>`,
  },
];

// ---------------------------------------------------------------- Drinatrans (bus company, Goražde)

const drinatrans_mails: Mail[] = [
  {
    family: "drinatrans",
    group: "regional",
    lang: "bs",
    kind: "ticket-confirmation",
    code: null,
    link: null,
    from: "Drinatrans – online karte <karte@drinatrans.ba>",
    to: "amra.hodzic.design@gmail.com",
    subject: "Vaša karta: Sarajevo – Podgorica, 02.10.2026. u 07:15",
    date: "Tue, 29 Sep 2026 20:41:57 +0200",
    enc: "8bit",
    text: `Hvala što putujete s Drinatransom!

Broj karte: DT-2609-118342
Relacija: Sarajevo (AS Istočno Sarajevo, Lukavica) – Podgorica (AS Podgorica)
Polazak: petak, 02.10.2026. u 07:15
Dolazak (planirano): 14:05
Sjedište: 23
Putnik: Amra Hodžić
Prtljag: 1 komad u prtljažniku uključen, dodatni 2,00 KM / 1,00 € vozaču
Cijena: 41,00 KM (plaćeno karticom •••• 4471)

Kartu pokažite vozaču na telefonu ili odštampanu. Na granici (Šćepan Polje) potreban je pasoš ili lična karta.

Povrat karte je moguć do 2 sata prije polaska uz odbitak 10 %: https://www.drinatrans.ba/moje-karte

Informacije: +387 38 221 500 | info@drinatrans.ba
Drinatrans d.o.o., Titova 42, 73000 Goražde
`,
    html:
      `<html><head><meta charset="utf-8"></head><body style="margin:0;background:#e8eef3;font-family:Arial,Helvetica,sans-serif;">
<table width="100%" cellpadding="0" cellspacing="0" border="0"><tr><td align="center" style="padding:20px 8px;">
<table width="600" cellpadding="0" cellspacing="0" border="0" style="background:#ffffff;">
<tr><td style="background:#0e4c92;padding:16px 24px;color:#ffffff;font-size:20px;font-weight:bold;">DRINATRANS <span style="font-weight:normal;font-size:13px;color:#bcd3ee;">online karte</span></td></tr>
<tr><td style="padding:22px 24px 6px;font-size:15px;color:#1e2a36;">Hvala što putujete s Drinatransom!</td></tr>
<tr><td style="padding:10px 24px;">
<table width="100%" cellpadding="0" cellspacing="0" border="0" style="border:2px dashed #0e4c92;">
<tr><td style="padding:16px;">
<table width="100%" cellpadding="3" cellspacing="0" border="0" style="font-size:14px;color:#1e2a36;">
<tr><td colspan="2" style="font-size:18px;font-weight:bold;padding-bottom:8px;">Sarajevo → Podgorica</td></tr>
<tr><td style="color:#6c7a89;width:45%;">Broj karte</td><td><b>DT-2609-118342</b></td></tr>
<tr><td style="color:#6c7a89;">Polazak</td><td>petak, 02.10.2026. u <b>07:15</b> – AS Istočno Sarajevo (Lukavica)</td></tr>
<tr><td style="color:#6c7a89;">Dolazak (planirano)</td><td>14:05 – AS Podgorica</td></tr>
<tr><td style="color:#6c7a89;">Sjedište</td><td><b>23</b></td></tr>
<tr><td style="color:#6c7a89;">Putnik</td><td>Amra Hodžić</td></tr>
<tr><td style="color:#6c7a89;">Prtljag</td><td>1 komad uključen, dodatni 2,00 KM / 1,00 € vozaču</td></tr>
<tr><td style="color:#6c7a89;">Cijena</td><td>41,00 KM (kartica •••• 4471)</td></tr>
</table>
</td><td width="120" align="center" valign="middle"><img src="https://www.drinatrans.ba/qr/DT-2609-118342.png" width="110" height="110" alt="QR kod karte"></td></tr>
</table>
</td></tr>
<tr><td style="padding:12px 24px;font-size:13px;line-height:20px;color:#1e2a36;">Kartu pokažite vozaču na telefonu ili odštampanu. Na granici (Šćepan Polje) potreban je pasoš ili lična karta.<br>Povrat karte je moguć do 2 sata prije polaska uz odbitak 10 %: <a href="https://www.drinatrans.ba/moje-karte" style="color:#0e4c92;">Moje karte</a></td></tr>
<tr><td style="padding:14px 24px;background:#f3f6f9;font-size:11px;color:#6c7a89;">Informacije: +387 38 221 500 | info@drinatrans.ba · Drinatrans d.o.o., Titova 42, 73000 Goražde</td></tr>
</table></td></tr></table></body></html>`,
  },
  {
    family: "drinatrans",
    group: "regional",
    lang: "sr",
    kind: "verify-link",
    code: null,
    link: "https://www.drinatrans.ba/nalog/aktivacija/4e9b27c1d05f/8a31",
    from: "Дринатранс <nalog@drinatrans.ba>",
    to: "amra.hodzic.design@gmail.com",
    subject: "Активирајте свој налог на Дринатранс",
    date: "Tue, 29 Sep 2026 20:33:02 +0200",
    enc: "b64",
    text: `Поштовани,

хвала на регистрацији на сајту Дринатранс. Да бисте активирали налог и куповали карте брже, потврдите своју адресу е-поште кликом на линк:

https://www.drinatrans.ba/nalog/aktivacija/4e9b27c1d05f/8a31

Линк важи 48 сати.

Са налогом можете да чувате податке о путницима, прегледате купљене карте и добијате обавјештења о промјени реда вожње.

Ако нисте отворили налог, занемарите ову поруку.

Дринатранс д.о.о., Титова 42, 73000 Горажде
+387 38 221 500
`,
    html:
      `<html><head><meta charset="utf-8"></head><body style="margin:0;background:#e8eef3;font-family:Arial,Helvetica,sans-serif;">
<table width="100%" cellpadding="0" cellspacing="0" border="0"><tr><td align="center" style="padding:20px 8px;">
<table width="600" cellpadding="0" cellspacing="0" border="0" style="background:#ffffff;">
<tr><td style="background:#0e4c92;padding:16px 24px;color:#ffffff;font-size:20px;font-weight:bold;">ДРИНАТРАНС</td></tr>
<tr><td style="padding:22px 24px;font-size:15px;line-height:23px;color:#1e2a36;">
<p style="margin:0 0 12px;">Поштовани,</p>
<p style="margin:0 0 12px;">хвала на регистрацији на сајту Дринатранс. Да бисте активирали налог и куповали карте брже, потврдите своју адресу е-поште:</p>
<p style="margin:20px 0;text-align:center;"><a href="https://www.drinatrans.ba/nalog/aktivacija/4e9b27c1d05f/8a31" style="background:#f7b500;color:#1e2a36;font-weight:bold;padding:12px 26px;text-decoration:none;border-radius:3px;">Активирај налог</a></p>
<p style="margin:0 0 12px;font-size:13px;color:#6c7a89;">Линк важи 48 сати. Са налогом можете да чувате податке о путницима, прегледате купљене карте и добијате обавјештења о промјени реда вожње.</p>
<p style="margin:0;font-size:13px;color:#6c7a89;">Ако нисте отворили налог, занемарите ову поруку.</p>
</td></tr>
<tr><td style="padding:14px 24px;background:#f3f6f9;font-size:11px;color:#6c7a89;">Дринатранс д.о.о., Титова 42, 73000 Горажде · +387 38 221 500</td></tr>
</table></td></tr></table></body></html>`,
  },
];

// ---------------------------------------------------------------- Liburna Lines (ferry Durrës – Bari)

const liburna_mails: Mail[] = [
  {
    family: "liburna-ferries",
    group: "consumer",
    lang: "en",
    kind: "booking-confirmation",
    code: null,
    link: null,
    from: "Liburna Lines <bookings@liburnalines.com>",
    to: "amra.hodzic.design@gmail.com",
    subject: "Booking confirmed – Durrës → Bari, 23 Oct 2026 – LBL-7Q4K2X",
    date: "Sun, 04 Oct 2026 13:26:40 +0200",
    enc: "qp",
    text: `LIBURNA LINES - BOOKING CONFIRMATION

Booking reference: LBL-7Q4K2X

Outbound: Durrës → Bari
Ship: m/v Liburna Star
Departure: Friday 23 October 2026, 23:00 (check-in closes 21:30)
Arrival: Saturday 24 October 2026, 08:00

Passenger: HODZIC AMRA (adult) - passport
Accommodation: Inside cabin, 2 berths (single use), cabin assigned at check-in
Vehicle: none

Fare: €112.00
Port taxes and fees: €14.50
Total paid: €126.50 (Mastercard •••• 4471)

At the port: show this email or your booking reference at the Liburna Lines desk, Durrës Port Terminal, Gate 2. Bring the same travel document you entered when booking.

Manage booking: https://www.liburnalines.com/manage?ref=LBL-7Q4K2X

Liburna Lines sh.p.k. · Lagjja 1, Rruga Tregtare, Durrës 2001, Albania · +355 52 230 777
`,
    html: `<!DOCTYPE html><html><head><meta charset="utf-8"></head>
<body style="margin:0;padding:0;background:#dfe9ee;">
${preheader("Durrës → Bari · Fri 23 Oct 2026 23:00 · ref LBL-7Q4K2X")}
<table width="100%" cellpadding="0" cellspacing="0" border="0" bgcolor="#dfe9ee"><tr><td align="center" style="padding:24px 8px;">
<table width="620" cellpadding="0" cellspacing="0" border="0" bgcolor="#ffffff">
<tr><td style="background:#063a52;padding:20px 28px;"><img src="https://www.liburnalines.com/email/liburna-lines-white.png" width="170" height="34" alt="Liburna Lines"></td></tr>
<tr><td style="padding:26px 28px 8px;font-family:Verdana,Arial,sans-serif;color:#0b2430;">
<p style="margin:0;font-size:12px;color:#5d7c8a;text-transform:uppercase;letter-spacing:1px;">Booking confirmed</p>
<p style="margin:4px 0 18px;font-size:24px;font-weight:bold;">LBL-7Q4K2X</p>
<table width="100%" cellpadding="0" cellspacing="0" border="0" style="background:#f0f6f9;border-left:4px solid #0aa3c2;"><tr>
<td style="padding:14px 16px;font-size:14px;line-height:22px;"><b style="font-size:17px;">Durrës → Bari</b><br>m/v Liburna Star<br>Dep. Fri 23 Oct 2026, <b>23:00</b> · Arr. Sat 24 Oct 2026, 08:00<br><span style="color:#b3261e;">Check-in closes 21:30</span></td>
</tr></table>
<table width="100%" cellpadding="5" cellspacing="0" border="0" style="margin-top:18px;font-size:13px;">
<tr><td style="color:#5d7c8a;">Passenger</td><td>HODZIC AMRA (adult) – passport</td></tr>
<tr><td style="color:#5d7c8a;">Accommodation</td><td>Inside cabin, 2 berths (single use)</td></tr>
<tr><td style="color:#5d7c8a;">Vehicle</td><td>none</td></tr>
<tr><td style="color:#5d7c8a;">Fare</td><td>€112.00</td></tr>
<tr><td style="color:#5d7c8a;">Port taxes and fees</td><td>€14.50</td></tr>
<tr><td style="color:#5d7c8a;border-top:1px solid #dfe9ee;"><b>Total paid</b></td><td style="border-top:1px solid #dfe9ee;"><b>€126.50</b> (Mastercard •••• 4471)</td></tr>
</table>
<p style="margin:18px 0;font-size:13px;line-height:20px;">At the port: show this email or your booking reference at the Liburna Lines desk, Durrës Port Terminal, Gate 2. Bring the same travel document you entered when booking.</p>
<p style="margin:0 0 22px;"><a href="https://www.liburnalines.com/manage?ref=LBL-7Q4K2X" style="color:#0a7fa0;font-size:14px;">Manage booking</a></p>
</td></tr>
<tr><td style="padding:16px 28px;background:#063a52;font-family:Verdana,sans-serif;font-size:11px;color:#9fc3d3;">Liburna Lines sh.p.k. · Lagjja 1, Rruga Tregtare, Durrës 2001, Albania · +355 52 230 777<br><a href="https://www.liburnalines.com/conditions-of-carriage" style="color:#9fc3d3;">Conditions of carriage</a> · <a href="https://www.liburnalines.com/privacy" style="color:#9fc3d3;">Privacy</a></td></tr>
</table></td></tr></table></body></html>`,
  },
  {
    family: "liburna-ferries",
    group: "consumer",
    lang: "it",
    kind: "schedule-change",
    code: null,
    link: null,
    from: "Liburna Lines <operativo@liburnalines.com>",
    to: "amra.hodzic.design@gmail.com",
    subject: "Variazione orario – partenza Durazzo–Bari del 23/10/2026",
    date: "Wed, 21 Oct 2026 17:50:13 +0200",
    enc: "qp",
    text: `Gentile passeggera,

a causa delle condizioni meteo-marine previste per venerdì, la partenza Durazzo–Bari della m/n Liburna Star del 23/10/2026 è posticipata:

Prenotazione: LBL-7Q4K2X
Nuovo orario di partenza: 24/10/2026 ore 02:00 (anziché 23:00 del 23/10)
Nuovo arrivo previsto: 24/10/2026 ore 11:00
Chiusura check-in: 24/10/2026 ore 00:30

La prenotazione resta valida e non è richiesta alcuna azione. Se il nuovo orario non le è comodo, può richiedere il rimborso integrale o il cambio gratuito entro il 23/10 chiamando il +355 52 230 777 oppure dalla sezione "Gestisci prenotazione" del nostro sito.

Ci scusiamo per il disagio.

Liburna Lines – Ufficio operativo
`,
    html: null,
  },
];

// ---------------------------------------------------------------- Konak (apartment rentals, Montenegrin coast)

function konak(pre: string, inner: string): string {
  return `<!DOCTYPE html><html><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"></head>
<body style="margin:0;padding:0;background:#ffffff;">
${preheader(pre)}
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0"><tr><td align="center" style="padding:24px 12px;">
<table role="presentation" width="560" cellpadding="0" cellspacing="0" border="0" style="max-width:560px;">
<tr><td style="padding:0 0 20px;"><img src="https://konakstays.com/e/konak-logo-terracotta.png" width="104" height="30" alt="konak"></td></tr>
<tr><td style="font-family:'Trebuchet MS',Arial,sans-serif;font-size:15px;line-height:24px;color:#2a2522;">
${inner}
</td></tr>
<tr><td style="padding:30px 0 0;font-family:Arial,sans-serif;font-size:11px;line-height:17px;color:#9a918a;border-top:1px solid #efe9e4;">
Konak Stays d.o.o. · Njegoševa 14, 85330 Kotor, Montenegro<br>
<a href="https://konakstays.com/help" style="color:#9a918a;">Help</a> · <a href="https://konakstays.com/terms" style="color:#9a918a;">Terms</a> · <a href="https://konakstays.com/privacy" style="color:#9a918a;">Privacy</a><br>
<a href="https://apps.apple.com/app/konak-stays/id1611873320"><img src="https://konakstays.com/e/appstore-badge.png" width="100" height="30" alt="App Store"></a> <a href="https://play.google.com/store/apps/details?id=com.konakstays"><img src="https://konakstays.com/e/googleplay-badge.png" width="100" height="30" alt="Google Play"></a>
</td></tr>
</table></td></tr></table></body></html>`;
}

const konak_mails: Mail[] = [
  {
    family: "konak-stays",
    group: "consumer",
    lang: "en",
    kind: "verify-code",
    code: "5912",
    link: null,
    from: "Konak <hello@konakstays.com>",
    to: "amra.hodzic.design@gmail.com",
    subject: "5912 – confirm your email for Konak",
    date: "Thu, 10 Sep 2026 21:09:33 +0200",
    enc: "qp",
    text: `Hi Amra,

Enter this code in the Konak app to confirm your email address:

5912

It's valid for 30 minutes. Once confirmed, you can request to book stays and message hosts.

Not you? Someone may have typed your address by mistake - you can ignore this email.

Konak Stays, Njegoševa 14, 85330 Kotor, Montenegro
`,
    html: konak(
      "Enter this code in the app to confirm your email.",
      `<p style="margin:0 0 14px;">Hi Amra,</p>
<p style="margin:0 0 18px;">Enter this code in the Konak app to confirm your email address:</p>
<table role="presentation" cellpadding="0" cellspacing="8" border="0"><tr>
<td style="width:48px;height:58px;background:#fbf1ea;border-radius:8px;text-align:center;font-size:30px;font-weight:bold;color:#c2562f;">5</td>
<td style="width:48px;height:58px;background:#fbf1ea;border-radius:8px;text-align:center;font-size:30px;font-weight:bold;color:#c2562f;">9</td>
<td style="width:48px;height:58px;background:#fbf1ea;border-radius:8px;text-align:center;font-size:30px;font-weight:bold;color:#c2562f;">1</td>
<td style="width:48px;height:58px;background:#fbf1ea;border-radius:8px;text-align:center;font-size:30px;font-weight:bold;color:#c2562f;">2</td>
</tr></table>
<p style="margin:18px 0 12px;">It's valid for 30 minutes. Once confirmed, you can request to book stays and message hosts.</p>
<p style="margin:0;font-size:13px;color:#9a918a;">Not you? Someone may have typed your address by mistake – you can ignore this email.</p>`,
    ),
  },
  {
    family: "konak-stays",
    group: "consumer",
    lang: "en",
    kind: "booking-confirmation",
    code: null,
    link: null,
    from: "Konak <reservations@konakstays.com>",
    to: "amra.hodzic.design@gmail.com",
    subject: "You're going to Kotor! Reservation KNK-55821 confirmed",
    date: "Fri, 11 Sep 2026 08:22:15 +0200",
    enc: "b64",
    text: `You're going to Kotor!

Studio with bay view, Dobrota - hosted by Vesna
Reservation: KNK-55821

Check-in: Thu 1 Oct 2026, from 14:00 (self check-in, key box)
Check-out: Thu 15 Oct 2026, by 11:00
Guests: 1 adult

14 nights x €38.00      €532.00
Monthly-stay discount   -€53.20
Cleaning fee            €20.00
Tourist tax (€1/night)  €14.00
Total                   €512.80  (Visa •••• 4471)

Address: Dobrota 112, 85330 Kotor. Exact directions and the key box details are shared by your host 48 hours before check-in.

Cancellation: free until 24 Sep 2026; 50% refund after that.

View reservation: https://konakstays.com/trips/KNK-55821
Message Vesna: https://konakstays.com/inbox/t/88120

Konak Stays d.o.o. · Kotor, Montenegro
`,
    html: konak(
      "Studio with bay view, Dobrota · 1–15 Oct · €512.80",
      `<h1 style="margin:0 0 16px;font-size:24px;">You're going to Kotor!</h1>
<img src="https://cdn.konakstays.com/l/55821/cover-1040.jpg" width="560" height="300" alt="Studio with bay view, Dobrota" style="display:block;width:100%;height:auto;border-radius:12px;">
<p style="margin:14px 0 4px;font-size:17px;font-weight:bold;">Studio with bay view, Dobrota</p>
<p style="margin:0 0 16px;color:#7a706a;font-size:13px;">Hosted by Vesna · Reservation KNK-55821</p>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="border:1px solid #efe9e4;border-radius:10px;"><tr>
<td width="50%" style="padding:12px 14px;border-right:1px solid #efe9e4;"><span style="font-size:12px;color:#7a706a;">Check-in</span><br><b>Thu 1 Oct 2026</b><br>from 14:00 · self check-in</td>
<td width="50%" style="padding:12px 14px;"><span style="font-size:12px;color:#7a706a;">Check-out</span><br><b>Thu 15 Oct 2026</b><br>by 11:00</td>
</tr></table>
<table role="presentation" width="100%" cellpadding="4" cellspacing="0" border="0" style="margin-top:16px;font-size:14px;">
<tr><td>14 nights × €38.00</td><td align="right">€532.00</td></tr>
<tr><td>Monthly-stay discount</td><td align="right" style="color:#2f7d4a;">−€53.20</td></tr>
<tr><td>Cleaning fee</td><td align="right">€20.00</td></tr>
<tr><td>Tourist tax (€1/night)</td><td align="right">€14.00</td></tr>
<tr><td style="border-top:1px solid #efe9e4;font-weight:bold;">Total (Visa •••• 4471)</td><td align="right" style="border-top:1px solid #efe9e4;font-weight:bold;">€512.80</td></tr>
</table>
<p style="margin:16px 0 8px;font-size:14px;">Address: Dobrota 112, 85330 Kotor. Exact directions and the key box details are shared by your host 48 hours before check-in.</p>
<p style="margin:0 0 4px;font-size:13px;color:#7a706a;">Cancellation: free until 24 Sep 2026; 50% refund after that.</p>
${button("https://konakstays.com/trips/KNK-55821", "View reservation", "#c2562f")}
<p style="margin:0;text-align:center;font-size:14px;"><a href="https://konakstays.com/inbox/t/88120" style="color:#c2562f;">Message Vesna</a></p>`,
    ),
  },
  {
    family: "konak-stays",
    group: "consumer",
    lang: "cnr",
    kind: "host-message",
    code: null,
    link: null,
    from: "Vesna preko Konaka <poruke@konakstays.com>",
    to: "amra.hodzic.design@gmail.com",
    subject: "Nova poruka od Vesne – Studio with bay view, Dobrota",
    date: "Tue, 29 Sep 2026 11:37:02 +0200",
    enc: "qp",
    text: `Vesna Vam je poslala poruku:

"Dobar dan Amra! Radujem se Vašem dolasku u četvrtak. Ključ je u kutijici lijevo od ulaznih vrata, šifra kutijice je broj stana pa godina kad je kuća sagrađena - piše na ploči iznad vrata. Parking je besplatan ispred kuće, mjesto br. 3. Wi-Fi: Dobrota112 / lozinka na frižideru. Ako autobus kasni, samo mi javite na +382 69 441 207. Pozdrav, Vesna"

Rezervacija KNK-55821 · 01.10. - 15.10.2026.

Odgovorite u aplikaciji: https://konakstays.com/inbox/t/88120

Radi Vaše sigurnosti, plaćajte i komunicirajte isključivo preko Konaka.
`,
    html: konak(
      "Dobar dan Amra! Radujem se Vašem dolasku u četvrtak.",
      `<p style="margin:0 0 14px;font-size:13px;color:#7a706a;">Vesna Vam je poslala poruku · Rezervacija KNK-55821 · 01.10. – 15.10.2026.</p>
<table role="presentation" cellpadding="0" cellspacing="0" border="0"><tr>
<td valign="top" width="52"><img src="https://cdn.konakstays.com/u/hosts/4417/avatar-96.jpg" width="40" height="40" alt="Vesna" style="border-radius:20px;"></td>
<td valign="top" style="background:#f6f2ee;border-radius:0 12px 12px 12px;padding:12px 14px;font-size:15px;line-height:23px;">Dobar dan Amra! Radujem se Vašem dolasku u četvrtak. Ključ je u kutijici lijevo od ulaznih vrata, šifra kutijice je broj stana pa godina kad je kuća sagrađena – piše na ploči iznad vrata. Parking je besplatan ispred kuće, mjesto br. 3. Wi-Fi: Dobrota112 / lozinka na frižideru. Ako autobus kasni, samo mi javite na +382 69 441 207. Pozdrav, Vesna</td>
</tr></table>
${button("https://konakstays.com/inbox/t/88120", "Odgovori", "#c2562f")}
<p style="margin:0;font-size:12px;color:#9a918a;">Radi Vaše sigurnosti, plaćajte i komunicirajte isključivo preko Konaka.</p>`,
    ),
  },
];

// ---------------------------------------------------------------- Залак (food delivery, Skopje)

function zalak(inner: string): string {
  return `<html><head><meta charset="utf-8"></head><body style="margin:0;padding:0;background:#fff6e0;">
<table width="100%" cellpadding="0" cellspacing="0" border="0" style="background:#fff6e0;"><tr><td align="center" style="padding:22px 10px;">
<table width="520" cellpadding="0" cellspacing="0" border="0" style="background:#ffffff;border-radius:18px;overflow:hidden;">
<tr><td style="background:#ffcc00;padding:16px 24px;"><img src="https://zalak.mk/mail/zalak-logo.png" width="92" height="30" alt="Залак"></td></tr>
<tr><td style="padding:24px;font-family:'Trebuchet MS',Arial,sans-serif;font-size:15px;line-height:23px;color:#222222;">
${inner}
</td></tr>
<tr><td style="padding:16px 24px;background:#fafafa;font-family:Arial,sans-serif;font-size:11px;color:#999999;text-align:center;">
Залак ДООЕЛ · ул. Орце Николов 74, 1000 Скопје · 02 3 100 200<br>
<a href="https://zalak.mk/pomosh" style="color:#999999;">Помош</a> · <a href="https://zalak.mk/uslovi" style="color:#999999;">Услови</a> · <a href="https://www.instagram.com/zalak.mk" style="color:#999999;">Instagram</a>
</td></tr>
</table></td></tr></table></body></html>`;
}

const zalak_mails: Mail[] = [
  {
    family: "zalak-delivery",
    group: "regional",
    lang: "mk",
    kind: "order-on-the-way",
    code: null,
    link: null,
    from: "Залак <naracki@zalak.mk>",
    to: "amra.hodzic.design@gmail.com",
    subject: "Нарачката #ZL-661904 е на пат 🛵",
    date: "Sat, 17 Oct 2026 13:18:44 +0200",
    enc: "b64",
    text: `Вашата нарачка е на пат!

Ресторан: Скара Дебар Маало
Нарачка: #ZL-661904
Доставувач: Горан (078 215 447)
Очекувано пристигнување: 13:40–13:50

2 × Ќебапи (10 парчиња) со лепче — 460 ден.
1 × Шопска салата — 180 ден.
1 × Тавче гравче — 210 ден.
Достава — 90 ден.
Вкупно: 940 ден. (плаќање во готово при достава)

Адреса: ул. Мајка Тереза 21, влез 2, стан 9, Скопје

Следете ја нарачката во апликацијата Залак.
`,
    html: zalak(`<p style="margin:0 0 4px;font-size:22px;font-weight:bold;">Нарачката е на пат! 🛵</p>
<p style="margin:0 0 18px;color:#777777;font-size:13px;">Скара Дебар Маало · #ZL-661904</p>
<table width="100%" cellpadding="0" cellspacing="0" border="0" style="background:#fff6e0;border-radius:12px;"><tr><td style="padding:14px 16px;">
Очекувано пристигнување: <b>13:40–13:50</b><br><span style="font-size:13px;color:#777777;">Доставувач: Горан · 078 215 447</span>
</td></tr></table>
<table width="100%" cellpadding="4" cellspacing="0" border="0" style="margin-top:16px;font-size:14px;">
<tr><td>2 × Ќебапи (10 парчиња) со лепче</td><td align="right">460 ден.</td></tr>
<tr><td>1 × Шопска салата</td><td align="right">180 ден.</td></tr>
<tr><td>1 × Тавче гравче</td><td align="right">210 ден.</td></tr>
<tr><td style="color:#777777;">Достава</td><td align="right" style="color:#777777;">90 ден.</td></tr>
<tr><td style="border-top:1px solid #eeeeee;font-weight:bold;">Вкупно (готово при достава)</td><td align="right" style="border-top:1px solid #eeeeee;font-weight:bold;">940 ден.</td></tr>
</table>
<p style="margin:16px 0 0;font-size:13px;color:#777777;">Адреса: ул. Мајка Тереза 21, влез 2, стан 9, Скопје</p>`),
  },
  {
    family: "zalak-delivery",
    group: "regional",
    lang: "mk",
    kind: "rating-request",
    code: null,
    link: null,
    from: "Залак <naracki@zalak.mk>",
    to: "amra.hodzic.design@gmail.com",
    subject: "Како беше ручекот од Скара Дебар Маало?",
    date: "Sat, 17 Oct 2026 15:05:10 +0200",
    enc: "b64",
    text: `Пријатно!

Нарачката #ZL-661904 беше доставена во 13:46. Оценете го ресторанот и доставувачот – ни помага да бидеме подобри.

Оцени: https://zalak.mk/ocena/ZL-661904

Ако нешто недостасуваше или не беше во ред, пријавете проблем во апликацијата во рок од 24 часа.

Залак
`,
    html: zalak(`<p style="margin:0 0 10px;font-size:20px;font-weight:bold;">Пријатно! 😋</p>
<p style="margin:0 0 16px;">Нарачката #ZL-661904 беше доставена во 13:46. Оценете го ресторанот и доставувачот – ни помага да бидеме подобри.</p>
<p style="margin:0 0 18px;text-align:center;font-size:30px;letter-spacing:6px;">
<a href="https://zalak.mk/ocena/ZL-661904?s=1" style="text-decoration:none;">☆</a><a href="https://zalak.mk/ocena/ZL-661904?s=2" style="text-decoration:none;">☆</a><a href="https://zalak.mk/ocena/ZL-661904?s=3" style="text-decoration:none;">☆</a><a href="https://zalak.mk/ocena/ZL-661904?s=4" style="text-decoration:none;">☆</a><a href="https://zalak.mk/ocena/ZL-661904?s=5" style="text-decoration:none;">☆</a>
</p>
<p style="margin:0;font-size:13px;color:#777777;">Ако нешто недостасуваше или не беше во ред, пријавете проблем во апликацијата во рок од 24 часа.</p>`),
  },
  {
    family: "zalak-delivery",
    group: "regional",
    lang: "en",
    kind: "promo",
    code: null,
    link: null,
    from: "Zalak <promo@zalak.mk>",
    to: "amra.hodzic.design@gmail.com",
    subject: "Rainy Tuesday? Free delivery all day + 20% off with ZALAK20",
    date: "Tue, 27 Oct 2026 10:30:00 +0100",
    enc: "qp",
    headers: [["List-Unsubscribe", "<https://zalak.mk/odjava?t=u_99f21>"]],
    text: `Rainy Tuesday in Skopje? Stay in.

FREE DELIVERY on every order today, 27 October, until 23:00.
Plus 20% off your first order from a new restaurant with code ZALAK20 (max 300 MKD discount, min. order 600 MKD).

New on Zalak this week:
- Pastrmajlija Štip Express (Karpoš)
- Green Bowl Centar
- Burek kaj Baba Vera (open from 06:00)

Order now: https://zalak.mk/?utm_source=email&utm_campaign=rainy-tuesday

Unsubscribe from offers: https://zalak.mk/odjava?t=u_99f21
Zalak DOOEL, ul. Orce Nikolov 74, 1000 Skopje
`,
    html: zalak(
      `<a href="https://zalak.mk/?utm_source=email&amp;utm_campaign=rainy-tuesday"><img src="https://zalak.mk/mail/promo/rainy-tuesday-1040.png" width="472" height="236" alt="Free delivery all day" style="display:block;width:100%;height:auto;border-radius:12px;"></a>
<p style="margin:18px 0 8px;font-size:20px;font-weight:bold;">Rainy Tuesday? Stay in. ☔</p>
<p style="margin:0 0 12px;"><b>Free delivery</b> on every order today, 27 October, until 23:00.</p>
<p style="margin:0 0 16px;">Plus <b>20% off</b> your first order from a new restaurant with code</p>
<p style="margin:0 0 6px;text-align:center;"><span style="display:inline-block;border:2px dashed #ffcc00;padding:8px 20px;font-size:22px;font-weight:bold;letter-spacing:2px;">ZALAK20</span></p>
<p style="margin:0 0 16px;text-align:center;font-size:12px;color:#999999;">max 300 MKD discount · min. order 600 MKD</p>
<p style="margin:0 0 4px;font-weight:bold;">New this week</p>
<p style="margin:0 0 10px;font-size:14px;">Pastrmajlija Štip Express (Karpoš) · Green Bowl Centar · Burek kaj Baba Vera (open from 06:00)</p>
${button("https://zalak.mk/?utm_source=email&amp;utm_campaign=rainy-tuesday", "Order now", "#222222")}
<p style="margin:0;font-size:11px;color:#999999;text-align:center;"><a href="https://zalak.mk/odjava?t=u_99f21" style="color:#999999;">Unsubscribe from offers</a></p>`,
    ),
  },
];

// ---------------------------------------------------------------- Palestra Forca (gym, Tirana)

const forca_mails: Mail[] = [
  {
    family: "palestra-forca",
    group: "regional",
    lang: "sq",
    kind: "membership-receipt",
    code: null,
    link: null,
    from: "Palestra Forca <recepsioni@palestraforca.al>",
    to: "amra.hodzic.design@gmail.com",
    subject: "Abonimi juaj u rinovua – Forca Blloku",
    date: "Sun, 01 Nov 2026 07:05:48 +0100",
    enc: "qp",
    text: `Përshëndetje Amra,

Abonimi juaj mujor u rinovua me sukses.

Klubi: Forca Blloku, Rr. Pjetër Bogdani 12, Tiranë
Paketa: Standard (palestër + klasa në grup)
Periudha: 01.11.2026 – 30.11.2026
Shuma: 4.500 Lekë (Visa •••• 4471)
Nr. i faturës: PF-2026-11-0873

Orari i nëntorit: klasat e pilatesit kalojnë të hënën dhe të mërkurën në 19:30.

Shihemi në palestër!
Palestra Forca · +355 69 400 3030
`,
    html: `<html><body style="margin:0;background:#111111;">
<table width="100%" cellpadding="0" cellspacing="0" border="0" bgcolor="#111111"><tr><td align="center" style="padding:26px 10px;">
<table width="560" cellpadding="0" cellspacing="0" border="0" bgcolor="#1c1c1c" style="font-family:Arial,Helvetica,sans-serif;color:#eeeeee;">
<tr><td style="padding:22px 28px;font-size:26px;font-weight:900;letter-spacing:3px;color:#e63946;">FORCA</td></tr>
<tr><td style="padding:0 28px 24px;font-size:15px;line-height:23px;">
<p style="margin:0 0 12px;">Përshëndetje Amra,</p>
<p style="margin:0 0 16px;">Abonimi juaj mujor u rinovua me sukses. 💪</p>
<table width="100%" cellpadding="6" cellspacing="0" border="0" style="font-size:14px;background:#262626;">
<tr><td style="color:#999999;">Klubi</td><td>Forca Blloku, Rr. Pjetër Bogdani 12, Tiranë</td></tr>
<tr><td style="color:#999999;">Paketa</td><td>Standard (palestër + klasa në grup)</td></tr>
<tr><td style="color:#999999;">Periudha</td><td>01.11.2026 – 30.11.2026</td></tr>
<tr><td style="color:#999999;">Shuma</td><td><b>4.500 Lekë</b> (Visa •••• 4471)</td></tr>
<tr><td style="color:#999999;">Nr. i faturës</td><td>PF-2026-11-0873</td></tr>
</table>
<p style="margin:16px 0 0;font-size:14px;color:#bbbbbb;">Orari i nëntorit: klasat e pilatesit kalojnë të hënën dhe të mërkurën në 19:30. <a href="https://palestraforca.al/orari" style="color:#e63946;">Shiko orarin</a></p>
<p style="margin:16px 0 0;">Shihemi në palestër!</p>
</td></tr>
<tr><td style="padding:14px 28px;border-top:1px solid #333333;font-size:11px;color:#777777;">Palestra Forca · +355 69 400 3030 · <a href="https://www.instagram.com/palestraforca" style="color:#777777;">Instagram</a> · <a href="https://palestraforca.al/kushtet" style="color:#777777;">Kushtet e anëtarësimit</a></td></tr>
</table></td></tr></table></body></html>`,
  },
  {
    family: "palestra-forca",
    group: "regional",
    lang: "sq",
    kind: "reset-link",
    code: null,
    link: "https://app.palestraforca.al/fjalekalimi/rivendos?token=Zt6pQm41HcX0a8Lr",
    from: "Palestra Forca <no-reply@palestraforca.al>",
    to: "amra.hodzic.design@gmail.com",
    subject: "Rivendosni fjalëkalimin e aplikacionit Forca",
    date: "Thu, 15 Oct 2026 06:48:21 +0200",
    enc: "b64",
    text: `Përshëndetje Amra,

Morëm një kërkesë për të rivendosur fjalëkalimin e llogarisë suaj në aplikacionin Forca (rezervimi i klasave).

Vendosni një fjalëkalim të ri këtu:
https://app.palestraforca.al/fjalekalimi/rivendos?token=Zt6pQm41HcX0a8Lr

Lidhja është e vlefshme për 1 orë. Nëse nuk e keni kërkuar ju, injorojeni këtë email – fjalëkalimi juaj mbetet i pandryshuar.

Palestra Forca
`,
    html: `<html><body style="margin:0;background:#111111;">
<table width="100%" cellpadding="0" cellspacing="0" border="0" bgcolor="#111111"><tr><td align="center" style="padding:26px 10px;">
<table width="560" cellpadding="0" cellspacing="0" border="0" bgcolor="#1c1c1c" style="font-family:Arial,Helvetica,sans-serif;color:#eeeeee;">
<tr><td style="padding:22px 28px;font-size:26px;font-weight:900;letter-spacing:3px;color:#e63946;">FORCA</td></tr>
<tr><td style="padding:0 28px 28px;font-size:15px;line-height:23px;">
<p style="margin:0 0 12px;">Përshëndetje Amra,</p>
<p style="margin:0 0 12px;">Morëm një kërkesë për të rivendosur fjalëkalimin e llogarisë suaj në aplikacionin Forca (rezervimi i klasave).</p>
${
      button(
        "https://app.palestraforca.al/fjalekalimi/rivendos?token=Zt6pQm41HcX0a8Lr",
        "Vendos fjalëkalim të ri",
        "#e63946",
      )
    }
<p style="margin:0;font-size:13px;color:#999999;">Lidhja është e vlefshme për 1 orë. Nëse nuk e keni kërkuar ju, injorojeni këtë email – fjalëkalimi juaj mbetet i pandryshuar.</p>
</td></tr>
<tr><td style="padding:14px 28px;border-top:1px solid #333333;font-size:11px;color:#777777;">Palestra Forca · +355 69 400 3030</td></tr>
</table></td></tr></table></body></html>`,
  },
];

export const mails: Mail[] = [
  ...tezga_mails,
  ...brieflane_mails,
  ...payfluent_mails,
  ...neretvanska_mails,
  ...lovcen_mails,
  ...shkumbin_mails,
  ...salter_mails,
  ...orjen_mails,
  ...vjosa_mails,
  ...basca_mails,
  ...mockstall_mails,
  ...ohridtype_mails,
  ...oblakon_mails,
  ...werkbrett_mails,
  ...drinatrans_mails,
  ...liburna_mails,
  ...konak_mails,
  ...zalak_mails,
  ...forca_mails,
];
