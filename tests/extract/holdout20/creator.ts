/**
 * The inbox of an independent musician and video creator on a two-month European and North American
 * tour: distribution and streaming payouts, a video partner programme, merch, ticketing, venues, a
 * membership platform, a sample shop, a cloud drive, a DAW licence, banks, a van rental and a rights society.
 * @module
 */

import type { Mail } from "../holdout_kit.ts";

const TO = "Mara Quinlan <mara@maraquinlan.music>";

/** An HTML shell as most mail builders ship it: preheader, centred 600px table, footer cell. */
function shell(preheader: string, body: string, footer: string, bg = "#f4f4f5"): string {
  return `<!DOCTYPE html>
<html><head><meta http-equiv="Content-Type" content="text/html; charset=utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title></title>
<style>@media only screen and (max-width:620px){.wrap{width:100% !important}.px{padding-left:16px !important;padding-right:16px !important}}</style></head>
<body style="margin:0;padding:0;background:${bg};">
<div style="display:none;max-height:0;overflow:hidden;mso-hide:all;">${preheader}&#847;&zwnj;&nbsp;&#847;&zwnj;&nbsp;</div>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="background:${bg};"><tr><td align="center" style="padding:24px 0;">
<table role="presentation" class="wrap" width="600" cellpadding="0" cellspacing="0" border="0" style="background:#ffffff;border-radius:6px;">
${body}
<tr><td class="px" style="padding:20px 40px 28px;font:12px/18px Helvetica,Arial,sans-serif;color:#8a8a8f;border-top:1px solid #ececef;">${footer}</td></tr>
</table></td></tr></table></body></html>`;
}

/** A bulletproof button. */
function button(href: string, label: string, color: string): string {
  return `<table role="presentation" cellpadding="0" cellspacing="0" border="0"><tr><td align="center" bgcolor="${color}" style="border-radius:4px;"><a href="${href}" target="_blank" style="display:inline-block;padding:13px 28px;font:bold 15px Helvetica,Arial,sans-serif;color:#ffffff;text-decoration:none;border-radius:4px;">${label}</a></td></tr></table>`;
}

/** One cell per character, as some senders lay out a code. */
function digit_cells(code: string, style: string): string {
  return `<table role="presentation" cellpadding="0" cellspacing="6" border="0" align="center"><tr>${
    [...code].map((c) => `<td style="${style}">${c}</td>`).join("")
  }</tr></table>`;
}

function amp(url: string): string {
  return url.replaceAll("&", "&amp;");
}

export const mails: Mail[] = [
  // ------------------------------------------------------------ soundvessel (music distribution)
  {
    family: "soundvessel",
    group: "consumer",
    lang: "en",
    kind: "royalty-statement",
    code: null,
    link: null,
    from: "Soundvessel <statements@soundvessel.io>",
    to: TO,
    subject: "Your July 2025 royalty statement is ready",
    date: "Fri, 12 Sep 2025 09:14:02 +0000",
    enc: "qp",
    text: `Hi Mara,

Your royalty statement for July 2025 is now available in your Soundvessel dashboard.

Statement ID: SV-ST-2025-07-88412
Reporting period: 1 Jul 2025 - 31 Jul 2025
Streams reported: 412,906
Earnings this period: $1,284.17
Lifetime earnings: $18,902.55

Top release: "Lowlight Ferries" (EP, 2024) - $611.40
Top store: Spotify (61%), Apple Music (18%), YouTube Music (9%)

Earnings are added to your balance once the stores pay us, usually 60 to 90 days after the streams happen. You can withdraw any balance over $25.00.

View statement: https://app.soundvessel.io/earnings/statements/SV-ST-2025-07-88412

Keep making noise,
The Soundvessel team

Soundvessel Inc., 1220 N Lamar Blvd, Suite 400, Austin, TX 78703
Manage notifications: https://app.soundvessel.io/settings/notifications
`,
    html: shell(
      "July earnings: $1,284.17 from 412,906 streams",
      `<tr><td style="padding:28px 40px 8px;"><img src="https://cdn.soundvessel.io/mail/logo-wordmark@2x.png" width="150" alt="Soundvessel" style="display:block;border:0;"></td></tr>
<tr><td class="px" style="padding:8px 40px;font:16px/24px Helvetica,Arial,sans-serif;color:#1d1d22;">
<h1 style="font-size:22px;margin:0 0 12px;">Your July statement is in</h1>
<p style="margin:0 0 16px;">Hi Mara, your royalty statement for <strong>July 2025</strong> is now available.</p>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="border:1px solid #e4e4e7;border-radius:6px;font-size:14px;">
<tr><td style="padding:10px 14px;color:#6b6b73;">Statement ID</td><td align="right" style="padding:10px 14px;">SV-ST-2025-07-88412</td></tr>
<tr><td style="padding:10px 14px;color:#6b6b73;border-top:1px solid #e4e4e7;">Streams reported</td><td align="right" style="padding:10px 14px;border-top:1px solid #e4e4e7;">412,906</td></tr>
<tr><td style="padding:10px 14px;color:#6b6b73;border-top:1px solid #e4e4e7;">Earnings this period</td><td align="right" style="padding:10px 14px;border-top:1px solid #e4e4e7;font-weight:bold;">$1,284.17</td></tr>
<tr><td style="padding:10px 14px;color:#6b6b73;border-top:1px solid #e4e4e7;">Lifetime earnings</td><td align="right" style="padding:10px 14px;border-top:1px solid #e4e4e7;">$18,902.55</td></tr>
</table>
<p style="margin:16px 0;">Top release: <em>Lowlight Ferries</em> (EP, 2024) &mdash; $611.40. Top store: Spotify (61%).</p>
<p style="margin:0 0 24px;">Earnings reach your balance once the stores pay us, usually 60&ndash;90 days after the streams happen. You can withdraw any balance over $25.00.</p>
${button("https://app.soundvessel.io/earnings/statements/SV-ST-2025-07-88412", "View statement", "#5b3df5")}
</td></tr>`,
      `Soundvessel Inc., 1220 N Lamar Blvd, Suite 400, Austin, TX 78703<br><a href="https://app.soundvessel.io/settings/notifications" style="color:#8a8a8f;">Notification settings</a> &middot; <a href="https://soundvessel.io/legal/privacy" style="color:#8a8a8f;">Privacy</a> &middot; <a href="https://help.soundvessel.io" style="color:#8a8a8f;">Help centre</a>`,
    ),
  },
  {
    family: "soundvessel",
    group: "consumer",
    lang: "en",
    kind: "login-code",
    code: "604219",
    link: null,
    from: "Soundvessel <no-reply@soundvessel.io>",
    to: TO,
    subject: "604219 is your Soundvessel sign-in code",
    date: "Tue, 16 Sep 2025 22:41:37 +0000",
    enc: "b64",
    text: `Your sign-in code

Enter this code to finish signing in to Soundvessel:

604 219

The code expires in 10 minutes. We sent it because someone signed in with your password from Chrome on macOS near Leeds, United Kingdom.

If this wasn't you, change your password right away: https://app.soundvessel.io/settings/security

Soundvessel Inc., 1220 N Lamar Blvd, Suite 400, Austin, TX 78703
`,
    html: shell(
      "Enter 604 219 to finish signing in",
      `<tr><td style="padding:28px 40px 8px;"><img src="https://cdn.soundvessel.io/mail/logo-wordmark@2x.png" width="150" alt="Soundvessel" style="display:block;border:0;"></td></tr>
<tr><td class="px" style="padding:8px 40px 28px;font:16px/24px Helvetica,Arial,sans-serif;color:#1d1d22;">
<h1 style="font-size:22px;margin:0 0 12px;">Your sign-in code</h1>
<p style="margin:0 0 20px;">Enter this code to finish signing in to Soundvessel:</p>
<div style="background:#f1eefe;border-radius:6px;padding:18px 0;text-align:center;font:bold 34px/40px 'SF Mono',Menlo,Consolas,monospace;letter-spacing:10px;color:#2b1b8f;">604 219</div>
<p style="margin:20px 0 0;font-size:14px;color:#55555c;">The code expires in 10 minutes. We sent it because someone signed in with your password from <strong>Chrome on macOS</strong> near Leeds, United Kingdom.</p>
<p style="margin:12px 0 0;font-size:14px;color:#55555c;">If this wasn't you, <a href="https://app.soundvessel.io/settings/security" style="color:#5b3df5;">change your password</a> right away.</p>
</td></tr>`,
      `Soundvessel Inc., 1220 N Lamar Blvd, Suite 400, Austin, TX 78703 &middot; <a href="https://soundvessel.io/legal/privacy" style="color:#8a8a8f;">Privacy</a>`,
    ),
  },
  {
    family: "soundvessel",
    group: "consumer",
    lang: "en",
    kind: "payout-sent",
    code: null,
    link: null,
    from: "Soundvessel Payments <payments@soundvessel.io>",
    to: TO,
    subject: "Withdrawal on its way: $2,310.00",
    date: "Mon, 29 Sep 2025 15:02:11 +0000",
    text: `Hi Mara,

Your withdrawal request has been processed.

Amount:        $2,310.00 USD
Fee:           $0.00
Method:        Bank transfer (ACH)
Account:       Ridgeway Federal •••• 4821
Reference:     WD-7730152
Requested:     Sep 27, 2025

Funds normally arrive within 3 to 5 business days. If they have not arrived by Oct 6, 2025, reply to this e-mail with the reference above.

Tax forms for 2025 will be available in January 2026 under Account > Tax info.

Soundvessel Payments
https://help.soundvessel.io/payouts
`,
    html: null,
  },

  // ------------------------------------------------------------ vidrift (video partner programme)
  {
    family: "vidrift",
    group: "consumer",
    lang: "en",
    kind: "verify-link",
    code: null,
    link: "https://click.vidrift.tv/ls/click?upn=u001.Xk2Pq9-2FrT7vVbN4mLw-3D-3D_verify&ch=UCm4r4qu1nl4n&t=7f3a9c",
    from: "Vidrift Creators <creators@vidrift.tv>",
    to: TO,
    subject: "Verify your channel to unlock longer uploads",
    date: "Wed, 03 Sep 2025 11:20:45 +0000",
    enc: "qp",
    text: `Verify your channel

Hi Mara Quinlan Music,

You asked to verify the channel "Mara Quinlan Music" (1,9K subscribers). Verified channels can upload videos longer than 15 minutes, add custom thumbnails and go live.

Verify my channel:
https://click.vidrift.tv/ls/click?upn=u001.Xk2Pq9-2FrT7vVbN4mLw-3D-3D_verify&ch=UCm4r4qu1nl4n&t=7f3a9c

This link is valid for 24 hours. If you didn't ask for this, you can ignore this e-mail.

Vidrift Creator Support
Vidrift Media B.V., Herengracht 182, 1016 BR Amsterdam
Unsubscribe from creator tips: https://click.vidrift.tv/ls/click?upn=u001.Zq88-unsub
`,
    html: shell(
      "One click and you can upload longer videos.",
      `<tr><td align="center" style="padding:32px 40px 0;background:#0f0f12;border-radius:6px 6px 0 0;"><img src="https://static.vidrift.tv/email/vidrift-creators-white.png" width="180" alt="Vidrift Creators" style="display:block;border:0;padding-bottom:24px;"></td></tr>
<tr><td class="px" style="padding:32px 40px;font:15px/23px Roboto,Arial,sans-serif;color:#202124;">
<p style="margin:0 0 14px;font-size:20px;font-weight:500;">Verify your channel</p>
<p style="margin:0 0 14px;">Hi Mara Quinlan Music,</p>
<p style="margin:0 0 14px;">You asked to verify the channel <strong>Mara Quinlan Music</strong> (1,9K subscribers). Verified channels can upload videos longer than 15 minutes, add custom thumbnails and go live.</p>
<table role="presentation" cellpadding="0" cellspacing="0" style="margin:22px 0;"><tr><td bgcolor="#e8232e" style="border-radius:18px;"><a href="${
        amp("https://click.vidrift.tv/ls/click?upn=u001.Xk2Pq9-2FrT7vVbN4mLw-3D-3D_verify&ch=UCm4r4qu1nl4n&t=7f3a9c")
      }" style="display:inline-block;padding:10px 24px;color:#fff;text-decoration:none;font-weight:500;">Verify my channel</a></td></tr></table>
<p style="margin:0;color:#5f6368;font-size:13px;">This link is valid for 24 hours. If you didn't ask for this, you can ignore this e-mail.</p>
</td></tr>`,
      `<a href="https://click.vidrift.tv/ls/click?upn=u001.Zq88-help" style="color:#8a8a8f;">Creator Academy</a> &nbsp;|&nbsp; <a href="https://click.vidrift.tv/ls/click?upn=u001.Zq88-unsub" style="color:#8a8a8f;">Unsubscribe from creator tips</a><br>&copy; 2025 Vidrift Media B.V., Herengracht 182, 1016 BR Amsterdam, Netherlands`,
    ),
  },
  {
    family: "vidrift",
    group: "consumer",
    lang: "de",
    kind: "partner-accepted",
    code: null,
    link: null,
    from: "Vidrift Partnerprogramm <partner@vidrift.tv>",
    to: TO,
    subject: "Willkommen im Vidrift-Partnerprogramm 🎉",
    date: "Thu, 18 Sep 2025 08:05:19 +0200",
    enc: "8bit",
    text: `Glückwunsch, Mara Quinlan Music!

Dein Kanal wurde in das Vidrift-Partnerprogramm aufgenommen. Ab sofort kannst du mit Werbung, Kanalmitgliedschaften und Super-Danke Geld verdienen.

Was jetzt passiert:
1. Werbeanzeigen werden innerhalb von 48 Stunden auf geeigneten Videos aktiviert.
2. Deine ersten Einnahmen siehst du in Vidrift Studio unter „Einnahmen".
3. Auszahlungen erfolgen monatlich ab einem Guthaben von 70,00 €, jeweils um den 21. des Folgemonats.

Deine Partner-ID: VP-DE-4407719
Umsatzbeteiligung: 55 % der Netto-Werbeeinnahmen

Die Richtlinien zur Monetarisierung findest du hier: https://vidrift.tv/creators/richtlinien

Viel Erfolg!
Dein Vidrift-Partnerteam

Vidrift Media B.V., Herengracht 182, 1016 BR Amsterdam
`,
    html: shell(
      "Dein Kanal kann jetzt Geld verdienen.",
      `<tr><td align="center" style="padding:32px 40px 0;background:#0f0f12;border-radius:6px 6px 0 0;"><img src="https://static.vidrift.tv/email/vidrift-partner-white.png" width="180" alt="Vidrift Partnerprogramm" style="display:block;border:0;padding-bottom:24px;"></td></tr>
<tr><td class="px" style="padding:32px 40px;font:15px/23px Roboto,Arial,sans-serif;color:#202124;">
<p style="margin:0 0 14px;font-size:20px;font-weight:500;">Glückwunsch, Mara Quinlan Music!</p>
<p style="margin:0 0 14px;">Dein Kanal wurde in das Vidrift-Partnerprogramm aufgenommen. Ab sofort kannst du mit Werbung, Kanalmitgliedschaften und Super-Danke Geld verdienen.</p>
<ol style="margin:0 0 14px;padding-left:20px;">
<li>Werbeanzeigen werden innerhalb von 48 Stunden auf geeigneten Videos aktiviert.</li>
<li>Deine ersten Einnahmen siehst du in Vidrift Studio unter „Einnahmen".</li>
<li>Auszahlungen erfolgen monatlich ab einem Guthaben von 70,00&nbsp;€, jeweils um den 21. des Folgemonats.</li></ol>
<table role="presentation" cellpadding="8" cellspacing="0" style="background:#f6f6f8;border-radius:4px;font-size:14px;width:100%;"><tr><td>Partner-ID</td><td align="right"><b>VP-DE-4407719</b></td></tr><tr><td>Umsatzbeteiligung</td><td align="right"><b>55&nbsp;%</b> der Netto-Werbeeinnahmen</td></tr></table>
<p style="margin:18px 0 0;"><a href="https://vidrift.tv/creators/richtlinien" style="color:#e8232e;">Richtlinien zur Monetarisierung lesen</a></p>
</td></tr>`,
      `&copy; 2025 Vidrift Media B.V., Herengracht 182, 1016 BR Amsterdam &middot; <a href="https://vidrift.tv/datenschutz" style="color:#8a8a8f;">Datenschutz</a> &middot; <a href="https://vidrift.tv/impressum" style="color:#8a8a8f;">Impressum</a>`,
    ),
  },
  {
    family: "vidrift",
    group: "consumer",
    lang: "en",
    kind: "copyright-claim",
    code: null,
    link: null,
    from: "Vidrift Rights Management <no-reply@vidrift.tv>",
    to: TO,
    subject: 'A claim was made on "Lowlight Ferries (live in Glasgow)"',
    date: "Sat, 04 Oct 2025 19:33:08 +0000",
    text: `Hi Mara Quinlan Music,

A rights holder has claimed content in your video.

Video: Lowlight Ferries (live in Glasgow)
Claimed content: "Lowlight Ferries" (sound recording), 00:00 - 04:51
Claimant: TideTone Publishing Ltd.
Claim ID: CL-2025-10-5561093
Effect: Ad revenue from this video is shared with the claimant. Your video stays online in all countries.

Nothing happens to your channel standing. If you own the rights or have a licence, you can dispute the claim in Vidrift Studio within 30 days:
https://studio.vidrift.tv/claims/CL-2025-10-5561093

Learn how claims work: https://vidrift.tv/creators/help/claims

- Vidrift Rights Management
Vidrift Media B.V., Herengracht 182, 1016 BR Amsterdam
`,
    html: null,
  },

  // ------------------------------------------------------------ merchforge (merch store platform)
  {
    family: "merchforge",
    group: "consumer",
    lang: "en",
    kind: "order-received",
    code: null,
    link: null,
    from: "Merchforge <orders@mail.merchforge.shop>",
    to: TO,
    subject: "Cha-ching! New order #MF-20931 on Mara Quinlan Store",
    date: "Sun, 07 Sep 2025 03:12:55 +0000",
    enc: "qp",
    text: `You made a sale!

Order #MF-20931 was placed on Mara Quinlan Store on Sep 7, 2025 at 3:12 AM UTC.

1 x "Lowlight Ferries" tour tee - Black / M ........ $28.00
1 x Lowlight Ferries 12" vinyl (clear) ............. $32.00
Shipping (Standard, Canada) ........................ $14.50
Total ............................................. $74.50

Ship to: Toronto, ON M6J 1H4, Canada
Fulfilment: print-on-demand items are sent to your supplier automatically. The vinyl ships from your own stock.

Manage this order: https://mara-quinlan.merchforge.shop/admin/orders/MF-20931

Merchforge, 88 Broad St, Floor 9, Boston, MA 02110
`,
    html: shell(
      "$74.50 order from Toronto, ON",
      `<tr><td style="padding:24px 40px;background:#111827;border-radius:6px 6px 0 0;"><img src="https://assets.merchforge.shop/email/mf-logo-light.png" alt="Merchforge" width="132" style="display:block;border:0;"></td></tr>
<tr><td class="px" style="padding:28px 40px;font:15px/22px -apple-system,Segoe UI,Arial,sans-serif;color:#111827;">
<p style="margin:0 0 6px;font-size:24px;font-weight:700;">You made a sale!</p>
<p style="margin:0 0 20px;color:#6b7280;">Order #MF-20931 &middot; Sep 7, 2025, 3:12 AM UTC</p>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="font-size:14px;">
<tr><td width="64" style="padding:8px 0;"><img src="https://assets.merchforge.shop/p/48112/tee-black-thumb.jpg" width="56" height="56" alt="Tour tee" style="border-radius:4px;"></td><td style="padding:8px 12px;">&quot;Lowlight Ferries&quot; tour tee<br><span style="color:#6b7280;">Black / M &times; 1</span></td><td align="right">$28.00</td></tr>
<tr><td width="64" style="padding:8px 0;"><img src="https://assets.merchforge.shop/p/48119/vinyl-clear-thumb.jpg" width="56" height="56" alt="Vinyl" style="border-radius:4px;"></td><td style="padding:8px 12px;">Lowlight Ferries 12&quot; vinyl<br><span style="color:#6b7280;">Clear &times; 1</span></td><td align="right">$32.00</td></tr>
<tr><td></td><td style="padding:8px 12px;border-top:1px solid #e5e7eb;">Shipping (Standard, Canada)</td><td align="right" style="border-top:1px solid #e5e7eb;">$14.50</td></tr>
<tr><td></td><td style="padding:8px 12px;font-weight:700;">Total</td><td align="right" style="font-weight:700;">$74.50</td></tr>
</table>
<p style="margin:18px 0;color:#374151;">Ship to: Toronto, ON M6J 1H4, Canada. Print-on-demand items go to your supplier automatically; the vinyl ships from your own stock.</p>
<a href="https://mara-quinlan.merchforge.shop/admin/orders/MF-20931" style="color:#2563eb;font-weight:600;">Manage order &rarr;</a>
</td></tr>`,
      `Merchforge, 88 Broad St, Floor 9, Boston, MA 02110 &middot; <a href="https://merchforge.shop/privacy" style="color:#8a8a8f;">Privacy</a> &middot; <a href="https://mara-quinlan.merchforge.shop/admin/settings/notifications" style="color:#8a8a8f;">Turn off order e-mails</a>`,
    ),
  },
  {
    family: "merchforge",
    group: "consumer",
    lang: "es",
    kind: "reset-link",
    code: null,
    link: "https://accounts.merchforge.shop/password/reset?token=pr_5d1e0b7c2a9f4463b8e1&locale=es",
    from: "Merchforge <no-reply@mail.merchforge.shop>",
    to: TO,
    subject: "Restablece tu contraseña de Merchforge",
    date: "Tue, 23 Sep 2025 17:48:30 +0200",
    enc: "b64",
    text: `Hola, Mara:

Recibimos una solicitud para restablecer la contraseña de tu cuenta de Merchforge (mara@maraquinlan.music).

Para elegir una contraseña nueva, abre este enlace:
https://accounts.merchforge.shop/password/reset?token=pr_5d1e0b7c2a9f4463b8e1&locale=es

El enlace caduca en 60 minutos y solo puede usarse una vez.

Si no fuiste tú, ignora este mensaje: tu contraseña actual seguirá funcionando.

Solicitud realizada desde: Madrid, España · Safari en iPhone · 23/09/2025 17:47

Equipo de Merchforge
Centro de ayuda: https://help.merchforge.shop/es
`,
    html: shell(
      "El enlace caduca en 60 minutos.",
      `<tr><td style="padding:24px 40px;background:#111827;border-radius:6px 6px 0 0;"><img src="https://assets.merchforge.shop/email/mf-logo-light.png" alt="Merchforge" width="132" style="display:block;border:0;"></td></tr>
<tr><td class="px" style="padding:28px 40px;font:15px/22px -apple-system,Segoe UI,Arial,sans-serif;color:#111827;">
<p style="margin:0 0 16px;font-size:22px;font-weight:700;">Restablece tu contraseña</p>
<p style="margin:0 0 16px;">Hola, Mara:</p>
<p style="margin:0 0 22px;">Recibimos una solicitud para restablecer la contraseña de tu cuenta de Merchforge (<a href="mailto:mara@maraquinlan.music" style="color:#111827;">mara@maraquinlan.music</a>).</p>
${
        button(
          amp("https://accounts.merchforge.shop/password/reset?token=pr_5d1e0b7c2a9f4463b8e1&locale=es"),
          "Elegir contraseña nueva",
          "#2563eb",
        )
      }
<p style="margin:22px 0 8px;font-size:13px;color:#6b7280;">El enlace caduca en 60 minutos y solo puede usarse una vez. Si no fuiste tú, ignora este mensaje.</p>
<p style="margin:0;font-size:13px;color:#6b7280;">Solicitud realizada desde Madrid, España &middot; Safari en iPhone &middot; 23/09/2025 17:47</p>
</td></tr>`,
      `<a href="https://help.merchforge.shop/es" style="color:#8a8a8f;">Centro de ayuda</a> &middot; <a href="https://merchforge.shop/es/privacidad" style="color:#8a8a8f;">Privacidad</a><br>Merchforge, 88 Broad St, Floor 9, Boston, MA 02110, EE. UU.`,
    ),
  },
  {
    family: "merchforge",
    group: "consumer",
    lang: "es",
    kind: "sales-summary",
    code: null,
    link: null,
    from: "Merchforge <insights@mail.merchforge.shop>",
    to: TO,
    subject: "Tu semana en Mara Quinlan Store: 23 pedidos (+41 %)",
    date: "Mon, 13 Oct 2025 07:00:04 +0200",
    enc: "qp",
    text: `Resumen semanal · 6–12 de octubre de 2025

Pedidos: 23 (+41 % respecto a la semana anterior)
Ventas brutas: 812,40 $
Ticket medio: 35,32 $
Producto más vendido: Sudadera "Ferries" gris (9 uds.)
País con más pedidos: Alemania (7)

Consejo de la semana: los artistas que activan la recogida en el concierto venden un 18 % más de camisetas durante la gira. Actívala en Ajustes > Envíos.

Ver estadísticas completas: https://mara-quinlan.merchforge.shop/admin/analytics?range=7d

¿Ya no quieres recibir este resumen? https://mara-quinlan.merchforge.shop/admin/settings/notifications
Merchforge, 88 Broad St, Floor 9, Boston, MA 02110, EE. UU.
`,
    html: shell(
      "812,40 $ en ventas esta semana",
      `<tr><td style="padding:24px 40px;background:#111827;border-radius:6px 6px 0 0;"><img src="https://assets.merchforge.shop/email/mf-logo-light.png" alt="Merchforge" width="132" style="display:block;border:0;"></td></tr>
<tr><td class="px" style="padding:28px 40px;font:15px/22px -apple-system,Segoe UI,Arial,sans-serif;color:#111827;">
<p style="margin:0 0 4px;font-size:13px;color:#6b7280;text-transform:uppercase;letter-spacing:1px;">Resumen semanal &middot; 6–12 oct 2025</p>
<table role="presentation" width="100%" cellpadding="0" cellspacing="8"><tr>
<td width="33%" style="background:#f3f4f6;border-radius:6px;padding:14px;"><div style="font-size:12px;color:#6b7280;">Pedidos</div><div style="font-size:24px;font-weight:700;">23</div><div style="font-size:12px;color:#059669;">+41&nbsp;%</div></td>
<td width="33%" style="background:#f3f4f6;border-radius:6px;padding:14px;"><div style="font-size:12px;color:#6b7280;">Ventas brutas</div><div style="font-size:24px;font-weight:700;">812,40&nbsp;$</div></td>
<td width="33%" style="background:#f3f4f6;border-radius:6px;padding:14px;"><div style="font-size:12px;color:#6b7280;">Ticket medio</div><div style="font-size:24px;font-weight:700;">35,32&nbsp;$</div></td>
</tr></table>
<p style="margin:16px 0 8px;">Producto más vendido: <b>Sudadera &quot;Ferries&quot; gris</b> (9 uds.). País con más pedidos: Alemania (7).</p>
<p style="margin:0 0 20px;padding:12px;background:#fffbeb;border-left:3px solid #f59e0b;">Consejo: los artistas que activan la recogida en el concierto venden un 18&nbsp;% más de camisetas durante la gira.</p>
<a href="https://mara-quinlan.merchforge.shop/admin/analytics?range=7d" style="color:#2563eb;font-weight:600;">Ver estadísticas completas &rarr;</a>
</td></tr>`,
      `<a href="https://mara-quinlan.merchforge.shop/admin/settings/notifications" style="color:#8a8a8f;">Darse de baja de este resumen</a><br>Merchforge, 88 Broad St, Floor 9, Boston, MA 02110, EE. UU.`,
    ),
  },

  // ------------------------------------------------------------ druckwal (print-on-demand supplier)
  {
    family: "druckwal",
    group: "regional",
    lang: "de",
    kind: "order-shipped",
    code: null,
    link: null,
    from: "Druckwal Produktion <versand@druckwal.de>",
    to: TO,
    subject: "Dein Auftrag DW-558204 ist unterwegs",
    date: "Wed, 10 Sep 2025 14:26:40 +0200",
    enc: "qp",
    text: `Hallo Mara,

gute Nachrichten: Auftrag DW-558204 (Shop-Bestellung MF-20931) hat heute unsere Druckerei in Leipzig verlassen.

Artikel: 1x Unisex-Shirt Bio, Schwarz, M – Motiv „Lowlight Ferries Tour"
Versandart: DHL Paket International
Sendungsnummer: 00340434161094024117
Voraussichtliche Zustellung: 17.–22.09.2025

Sendung verfolgen: https://www.dhl.de/de/privatkunden/pakete-empfangen/verfolgen.html?piececode=00340434161094024117

Die Produktionskosten von 13,90 € zzgl. 9,20 € Versand werden mit deinem Guthaben verrechnet. Die Rechnung folgt am Monatsende.

Viele Grüße aus Leipzig
Dein Druckwal-Team

Druckwal GmbH · Spinnereistraße 7 · 04179 Leipzig
Tel. +49 341 9928 410 · Geschäftsführer: Jonas Reimer · HRB 38817 Amtsgericht Leipzig
`,
    html: `<html><body style="margin:0;background:#eef3f6;font-family:Arial,Helvetica,sans-serif;">
<span style="display:none!important;font-size:1px;color:#eef3f6;">Sendungsnummer 00340434161094024117 – Zustellung 17.–22.09.</span>
<table width="100%" cellpadding="0" cellspacing="0" bgcolor="#eef3f6"><tr><td align="center">
<table width="580" cellpadding="0" cellspacing="0" bgcolor="#ffffff" style="margin:20px 0;">
<tr><td style="padding:20px 30px;border-bottom:4px solid #0a6e8a;"><img src="https://www.druckwal.de/media/mail/druckwal-logo.png" alt="Druckwal" width="140" height="36"></td></tr>
<tr><td style="padding:26px 30px;font-size:15px;line-height:22px;color:#222;">
<p>Hallo Mara,</p>
<p>gute Nachrichten: Auftrag <b>DW-558204</b> (Shop-Bestellung MF-20931) hat heute unsere Druckerei in Leipzig verlassen.</p>
<table cellpadding="6" cellspacing="0" width="100%" style="font-size:14px;border:1px solid #d6e1e6;">
<tr><td bgcolor="#f5f9fb" width="45%">Artikel</td><td>1x Unisex-Shirt Bio, Schwarz, M – Motiv „Lowlight Ferries Tour"</td></tr>
<tr><td bgcolor="#f5f9fb">Versandart</td><td>DHL Paket International</td></tr>
<tr><td bgcolor="#f5f9fb">Sendungsnummer</td><td>00340434161094024117</td></tr>
<tr><td bgcolor="#f5f9fb">Voraussichtliche Zustellung</td><td>17.–22.09.2025</td></tr>
</table>
<p style="margin:22px 0;"><a href="https://www.dhl.de/de/privatkunden/pakete-empfangen/verfolgen.html?piececode=00340434161094024117" style="background:#0a6e8a;color:#fff;padding:11px 22px;text-decoration:none;border-radius:3px;">Sendung verfolgen</a></p>
<p>Die Produktionskosten von 13,90&nbsp;€ zzgl. 9,20&nbsp;€ Versand werden mit deinem Guthaben verrechnet. Die Rechnung folgt am Monatsende.</p>
<p>Viele Grüße aus Leipzig<br>Dein Druckwal-Team</p>
</td></tr>
<tr><td style="padding:16px 30px;background:#f5f9fb;font-size:11px;color:#777;">Druckwal GmbH · Spinnereistraße 7 · 04179 Leipzig · Tel. +49 341 9928 410<br>Geschäftsführer: Jonas Reimer · HRB 38817 Amtsgericht Leipzig · USt-IdNr. DE318844201<br><a href="https://www.druckwal.de/datenschutz" style="color:#777;">Datenschutz</a> | <a href="https://www.druckwal.de/agb" style="color:#777;">AGB</a></td></tr>
</table></td></tr></table></body></html>`,
  },
  {
    family: "druckwal",
    group: "regional",
    lang: "de",
    kind: "invoice",
    code: null,
    link: null,
    from: "Druckwal Buchhaltung <rechnung@druckwal.de>",
    to: TO,
    subject: "Rechnung RE-2025-09-14471 (September 2025)",
    date: "Tue, 30 Sep 2025 23:10:00 +0200",
    text: `Hallo Mara,

anbei erhältst du die Sammelrechnung für alle im September 2025 produzierten Aufträge.

Rechnungsnummer: RE-2025-09-14471
Kundennummer: K-20417
Aufträge: 31
Nettobetrag: 504,62 €
USt. 19 %: 95,88 €
Gesamtbetrag: 600,50 €

Der Betrag wurde bereits mit deinem Guthaben bzw. per Lastschrift von deinem Konto DE•• •••• •••• •••• 3310 eingezogen. Es ist nichts weiter zu tun.

Fragen zur Rechnung? Ruf uns an unter +49 341 9928 410 (Mo–Fr 9–17 Uhr).

Druckwal GmbH · Spinnereistraße 7 · 04179 Leipzig
`,
    html: null,
    enc: "8bit",
    attachment: [
      "RE-2025-09-14471.pdf",
      "application/pdf",
      "%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 595 842]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n",
    ],
  },
  {
    family: "druckwal",
    group: "regional",
    lang: "de",
    kind: "email-change-code",
    code: "318447",
    link: null,
    from: "Druckwal <konto@druckwal.de>",
    to: "Mara Quinlan <booking@maraquinlan.music>",
    subject: "Bestätige deine neue E-Mail-Adresse",
    date: "Fri, 17 Oct 2025 10:02:51 +0200",
    enc: "qp",
    text: `Hallo Mara,

du möchtest die E-Mail-Adresse deines Druckwal-Kontos (Kundennummer K-20417) auf booking@maraquinlan.music ändern.

Gib diesen Bestätigungscode in den Kontoeinstellungen ein:

318447

Der Code ist 30 Minuten gültig. Bis zur Bestätigung bleibt deine bisherige Adresse aktiv.

Du hast das nicht veranlasst? Dann melde dich bitte unter +49 341 9928 410.

Druckwal GmbH · Spinnereistraße 7 · 04179 Leipzig
`,
    html: `<html><body style="margin:0;background:#eef3f6;font-family:Arial,Helvetica,sans-serif;">
<table width="100%" cellpadding="0" cellspacing="0" bgcolor="#eef3f6"><tr><td align="center">
<table width="580" cellpadding="0" cellspacing="0" bgcolor="#ffffff" style="margin:20px 0;">
<tr><td style="padding:20px 30px;border-bottom:4px solid #0a6e8a;"><img src="https://www.druckwal.de/media/mail/druckwal-logo.png" alt="Druckwal" width="140" height="36"></td></tr>
<tr><td style="padding:26px 30px;font-size:15px;line-height:22px;color:#222;">
<p>Hallo Mara,</p>
<p>du möchtest die E-Mail-Adresse deines Druckwal-Kontos (Kundennummer K-20417) auf <b>booking@maraquinlan.music</b> ändern.</p>
<p>Gib diesen Bestätigungscode in den Kontoeinstellungen ein:</p>
${
      digit_cells(
        "318447",
        "width:44px;height:54px;border:2px solid #0a6e8a;border-radius:4px;text-align:center;font:bold 28px Arial,sans-serif;color:#0a6e8a;",
      )
    }
<p style="font-size:13px;color:#666;">Der Code ist 30 Minuten gültig. Bis zur Bestätigung bleibt deine bisherige Adresse aktiv.</p>
<p style="font-size:13px;color:#666;">Du hast das nicht veranlasst? Dann melde dich bitte unter <a href="tel:+493419928410" style="color:#0a6e8a;">+49 341 9928 410</a>.</p>
</td></tr>
<tr><td style="padding:16px 30px;background:#f5f9fb;font-size:11px;color:#777;">Druckwal GmbH · Spinnereistraße 7 · 04179 Leipzig<br><a href="https://www.druckwal.de/datenschutz" style="color:#777;">Datenschutz</a> | <a href="https://www.druckwal.de/impressum" style="color:#777;">Impressum</a></td></tr>
</table></td></tr></table></body></html>`,
  },

  // ------------------------------------------------------------ guichetlive (ticketing)
  {
    family: "guichetlive",
    group: "regional",
    lang: "fr",
    kind: "sales-report",
    code: null,
    link: null,
    from: "Guichetlive Organisateurs <pro@guichetlive.fr>",
    to: TO,
    subject: "Point des ventes – Mara Quinlan · Le Périscope, Lyon (09/10)",
    date: "Mon, 29 Sep 2025 08:30:00 +0200",
    enc: "qp",
    text: `Bonjour Mara,

Voici le point des ventes de votre date du jeudi 9 octobre 2025 à 20 h 30.

Salle : Le Périscope – 13 rue Delandine, 69002 Lyon
Jauge : 180 places
Billets vendus : 142 (78,9 %)
  - Plein tarif 18,00 € : 117
  - Tarif réduit 14,00 € : 25
Recette brute TTC : 2 456,00 €
Frais de location : 1,20 € par billet (à la charge du public)

Rythme : +31 billets ces 7 derniers jours.

Tableau de bord : https://pro.guichetlive.fr/evenements/GL-69-220417/ventes

Le versement de la recette interviendra sous 10 jours ouvrés après la date, sur le compte de l'organisateur indiqué au contrat.

L'équipe Guichetlive
Guichetlive SAS – 41 quai Perrache – 69002 Lyon – 04 78 92 16 30
`,
    html: `<!DOCTYPE html><html lang="fr"><body style="margin:0;padding:0;background:#fbf7f2;">
<div style="display:none;overflow:hidden;max-height:0;">142 billets vendus sur 180 · recette 2 456,00 €</div>
<table width="100%" cellpadding="0" cellspacing="0" style="background:#fbf7f2;"><tr><td align="center" style="padding:20px 10px;">
<table width="600" cellpadding="0" cellspacing="0" style="background:#fff;border:1px solid #eadfd2;font-family:Georgia,'Times New Roman',serif;color:#2a2320;">
<tr><td style="padding:22px 32px;background:#c2410c;"><img src="https://static.guichetlive.fr/mail/guichetlive-blanc.png" width="150" alt="guichetlive" style="display:block;"></td></tr>
<tr><td style="padding:28px 32px;font-size:15px;line-height:23px;">
<p style="margin:0 0 14px;">Bonjour Mara,</p>
<p style="margin:0 0 18px;">Voici le point des ventes de votre date du <b>jeudi 9 octobre 2025 à 20&nbsp;h&nbsp;30</b>, Le Périscope (Lyon).</p>
<table width="100%" cellpadding="0" cellspacing="0" style="margin-bottom:18px;"><tr><td style="background:#fde7d9;height:14px;width:79%;"></td><td style="background:#f3efe9;height:14px;"></td></tr></table>
<table width="100%" cellpadding="6" cellspacing="0" style="font-family:Arial,sans-serif;font-size:14px;">
<tr><td>Billets vendus</td><td align="right"><b>142</b> / 180 (78,9&nbsp;%)</td></tr>
<tr><td>Plein tarif 18,00&nbsp;€</td><td align="right">117</td></tr>
<tr><td>Tarif réduit 14,00&nbsp;€</td><td align="right">25</td></tr>
<tr><td style="border-top:1px solid #eadfd2;">Recette brute TTC</td><td align="right" style="border-top:1px solid #eadfd2;"><b>2&nbsp;456,00&nbsp;€</b></td></tr>
<tr><td>Rythme</td><td align="right">+31 billets sur 7 jours</td></tr>
</table>
<p style="margin:20px 0;"><a href="https://pro.guichetlive.fr/evenements/GL-69-220417/ventes" style="color:#c2410c;font-family:Arial,sans-serif;font-weight:bold;">Ouvrir le tableau de bord</a></p>
<p style="margin:0;font-size:13px;color:#6b5f57;">Le versement de la recette interviendra sous 10 jours ouvrés après la date, sur le compte de l'organisateur indiqué au contrat.</p>
</td></tr>
<tr><td style="padding:16px 32px;background:#f3efe9;font:11px/16px Arial,sans-serif;color:#8b7d72;">Guichetlive SAS – 41 quai Perrache – 69002 Lyon – 04&nbsp;78&nbsp;92&nbsp;16&nbsp;30<br><a href="https://www.guichetlive.fr/mentions-legales" style="color:#8b7d72;">Mentions légales</a> · <a href="https://www.guichetlive.fr/confidentialite" style="color:#8b7d72;">Confidentialité</a></td></tr>
</table></td></tr></table></body></html>`,
  },
  {
    family: "guichetlive",
    group: "regional",
    lang: "en",
    kind: "invite-link",
    code: null,
    link: "https://pro.guichetlive.fr/invitations/accept?inv=9b77e1c0f3d44a52&lang=en",
    from: "Guichetlive <pro@guichetlive.fr>",
    to: TO,
    subject: 'Bureau Ondes Courtes invited you to the event "Mara Quinlan – Paris"',
    date: "Thu, 11 Sep 2025 16:44:12 +0200",
    enc: "b64",
    text: `Hello Mara,

Lucie Ferrand (Bureau Ondes Courtes) has invited you to follow the event "Mara Quinlan – Paris" on Guichetlive as an artist.

Event: Mara Quinlan + support
Date: Saturday 11 October 2025, 19:30
Venue: La Boule Noire, 120 bd de Rochechouart, 75018 Paris

As an artist you will see live ticket sales and the guest list, but not buyer details.

Accept the invitation:
https://pro.guichetlive.fr/invitations/accept?inv=9b77e1c0f3d44a52&lang=en

This invitation expires on 25 September 2025.

Guichetlive SAS – 41 quai Perrache – 69002 Lyon – +33 4 78 92 16 30
`,
    html: `<!DOCTYPE html><html lang="en"><body style="margin:0;padding:0;background:#fbf7f2;">
<table width="100%" cellpadding="0" cellspacing="0" style="background:#fbf7f2;"><tr><td align="center" style="padding:20px 10px;">
<table width="600" cellpadding="0" cellspacing="0" style="background:#fff;border:1px solid #eadfd2;font-family:Arial,sans-serif;color:#2a2320;">
<tr><td style="padding:22px 32px;background:#c2410c;"><img src="https://static.guichetlive.fr/mail/guichetlive-blanc.png" width="150" alt="guichetlive" style="display:block;"></td></tr>
<tr><td style="padding:28px 32px;font-size:15px;line-height:23px;">
<p style="margin:0 0 14px;">Hello Mara,</p>
<p style="margin:0 0 14px;"><b>Lucie Ferrand</b> (Bureau Ondes Courtes) has invited you to follow the event <b>&ldquo;Mara Quinlan &ndash; Paris&rdquo;</b> on Guichetlive as an artist.</p>
<table cellpadding="0" cellspacing="0" style="margin:0 0 18px;font-size:14px;color:#6b5f57;"><tr><td>Saturday 11 October 2025, 19:30<br>La Boule Noire, 120 bd de Rochechouart, 75018 Paris</td></tr></table>
<p style="margin:0 0 22px;">As an artist you will see live ticket sales and the guest list, but not buyer details.</p>
<a href="${
      amp("https://pro.guichetlive.fr/invitations/accept?inv=9b77e1c0f3d44a52&lang=en")
    }" style="display:inline-block;background:#c2410c;color:#fff;padding:12px 26px;border-radius:22px;text-decoration:none;font-weight:bold;">Accept invitation</a>
<p style="margin:22px 0 0;font-size:13px;color:#6b5f57;">This invitation expires on 25 September 2025.</p>
</td></tr>
<tr><td style="padding:16px 32px;background:#f3efe9;font:11px/16px Arial,sans-serif;color:#8b7d72;">Guichetlive SAS – 41 quai Perrache – 69002 Lyon – +33&nbsp;4&nbsp;78&nbsp;92&nbsp;16&nbsp;30 · <a href="https://www.guichetlive.fr/en/privacy" style="color:#8b7d72;">Privacy</a></td></tr>
</table></td></tr></table></body></html>`,
  },
  {
    family: "guichetlive",
    group: "regional",
    lang: "fr",
    kind: "sold-out",
    code: null,
    link: null,
    from: "Guichetlive Organisateurs <pro@guichetlive.fr>",
    to: TO,
    subject: "COMPLET 🎟️ Mara Quinlan – La Boule Noire, Paris",
    date: "Wed, 08 Oct 2025 12:17:33 +0200",
    enc: "8bit",
    text: `Félicitations !

Votre date du samedi 11 octobre 2025 à La Boule Noire (Paris 18e) affiche complet : 200 billets vendus sur 200.

La liste d'attente est ouverte automatiquement. 37 personnes y sont déjà inscrites ; si des billets sont remis en vente via la bourse d'échange, elles seront prévenues en premier.

Invitations restantes sur votre quota artiste : 4 sur 10.
Ouverture des portes : 19 h 00 – Contrôle des billets par scan à l'entrée.

Tableau de bord : https://pro.guichetlive.fr/evenements/GL-75-220981

Bonne date !
L'équipe Guichetlive – 04 78 92 16 30
`,
    html: null,
  },

  // ------------------------------------------------------------ podiumloket (Dutch venue booking)
  {
    family: "podiumloket",
    group: "regional",
    lang: "nl",
    kind: "verify-link",
    code: null,
    link: "https://mijn.podiumloket.nl/registreren/bevestig/2f9a61c7-04be-4c1e-9e55-7d81a3b0c6e2",
    from: "Podiumloket <noreply@podiumloket.nl>",
    to: TO,
    subject: "Bevestig je e-mailadres voor Podiumloket",
    date: "Mon, 01 Sep 2025 20:55:09 +0200",
    enc: "qp",
    text: `Hoi Mara,

Bedankt voor je aanmelding als artiest bij Podiumloket, het boekingsplatform voor kleine en middelgrote poppodia in Nederland en België.

Bevestig je e-mailadres om je profiel te activeren:
https://mijn.podiumloket.nl/registreren/bevestig/2f9a61c7-04be-4c1e-9e55-7d81a3b0c6e2

Daarna kun je je beschikbaarheid invullen en aanvragen bij podia indienen. De link werkt 48 uur.

Heb je je niet aangemeld? Dan hoef je niets te doen.

Groet,
Team Podiumloket
Podiumloket B.V. · Oudegracht 221 · 3511 NK Utrecht · 030 760 41 18
`,
    html: `<html><head><meta charset="utf-8"></head><body style="margin:0;background:#ffffff;">
<table width="100%" cellspacing="0" cellpadding="0"><tr><td align="center">
<table width="560" cellspacing="0" cellpadding="0" style="font-family:Verdana,Geneva,sans-serif;font-size:14px;line-height:21px;color:#1b1b1b;">
<tr><td style="padding:30px 0 18px;"><img src="https://mijn.podiumloket.nl/static/img/mail-logo.png" alt="Podiumloket" width="160"></td></tr>
<tr><td style="padding:0 0 14px;">Hoi Mara,</td></tr>
<tr><td style="padding:0 0 14px;">Bedankt voor je aanmelding als artiest bij Podiumloket, het boekingsplatform voor kleine en middelgrote poppodia in Nederland en België.</td></tr>
<tr><td style="padding:0 0 22px;">Bevestig je e-mailadres om je profiel te activeren:</td></tr>
<tr><td style="padding:0 0 22px;"><a href="https://mijn.podiumloket.nl/registreren/bevestig/2f9a61c7-04be-4c1e-9e55-7d81a3b0c6e2" style="background:#ffd400;color:#1b1b1b;font-weight:bold;padding:12px 24px;text-decoration:none;display:inline-block;">E-mailadres bevestigen</a></td></tr>
<tr><td style="padding:0 0 14px;font-size:12px;color:#666;">Werkt de knop niet? Kopieer dan deze link in je browser:<br><a href="https://mijn.podiumloket.nl/registreren/bevestig/2f9a61c7-04be-4c1e-9e55-7d81a3b0c6e2" style="color:#666;word-break:break-all;">https://mijn.podiumloket.nl/registreren/bevestig/2f9a61c7-04be-4c1e-9e55-7d81a3b0c6e2</a></td></tr>
<tr><td style="padding:0 0 14px;">Daarna kun je je beschikbaarheid invullen en aanvragen bij podia indienen. De link werkt 48 uur. Heb je je niet aangemeld? Dan hoef je niets te doen.</td></tr>
<tr><td style="padding:20px 0;border-top:1px solid #eee;font-size:11px;color:#888;">Podiumloket B.V. · Oudegracht 221 · 3511 NK Utrecht · 030 760 41 18 · KvK 81920374<br><a href="https://www.podiumloket.nl/privacy" style="color:#888;">Privacyverklaring</a></td></tr>
</table></td></tr></table></body></html>`,
  },
  {
    family: "podiumloket",
    group: "regional",
    lang: "nl",
    kind: "booking-confirmed",
    code: null,
    link: null,
    from: "Podiumloket <boekingen@podiumloket.nl>",
    to: TO,
    subject: "Boeking bevestigd: Mara Quinlan @ Paradox Tilburg, 15 okt",
    date: "Fri, 19 Sep 2025 13:38:21 +0200",
    enc: "b64",
    text: `Hoi Mara,

Paradox Tilburg heeft je aanvraag geaccepteerd. De boeking is definitief.

Boekingsnummer: PL-2025-3391
Datum: woensdag 15 oktober 2025
Get-in: 16:00 · Soundcheck: 17:30 · Deuren: 20:00 · Show: 21:00–22:15
Adres: Paradox, Telegraafstraat 70, 5038 BM Tilburg
Gage: € 650,00 excl. btw + catering voor 3 personen
Contactpersoon: Bram Wijnands, 013 543 67 02

Het contract staat klaar in je dashboard onder "Boekingen". Parkeren voor de bus kan achter het gebouw (hoogte max. 3,20 m).

Veel plezier!
Team Podiumloket
`,
    html: `<html><head><meta charset="utf-8"></head><body style="margin:0;background:#ffffff;">
<table width="100%" cellspacing="0" cellpadding="0"><tr><td align="center">
<table width="560" cellspacing="0" cellpadding="0" style="font-family:Verdana,Geneva,sans-serif;font-size:14px;line-height:21px;color:#1b1b1b;">
<tr><td style="padding:30px 0 18px;"><img src="https://mijn.podiumloket.nl/static/img/mail-logo.png" alt="Podiumloket" width="160"></td></tr>
<tr><td style="padding:0 0 14px;">Hoi Mara,</td></tr>
<tr><td style="padding:0 0 18px;"><b>Paradox Tilburg</b> heeft je aanvraag geaccepteerd. De boeking is definitief. ✅</td></tr>
<tr><td><table width="100%" cellpadding="7" cellspacing="0" style="background:#fffbe0;font-size:13px;">
<tr><td width="40%">Boekingsnummer</td><td>PL-2025-3391</td></tr>
<tr><td>Datum</td><td>woensdag 15 oktober 2025</td></tr>
<tr><td>Tijden</td><td>Get-in 16:00 · Soundcheck 17:30 · Deuren 20:00 · Show 21:00–22:15</td></tr>
<tr><td>Adres</td><td>Paradox, Telegraafstraat 70, 5038 BM Tilburg</td></tr>
<tr><td>Gage</td><td>€&nbsp;650,00 excl. btw + catering voor 3 personen</td></tr>
<tr><td>Contactpersoon</td><td>Bram Wijnands, 013 543 67 02</td></tr>
</table></td></tr>
<tr><td style="padding:18px 0 14px;">Het contract staat klaar in je <a href="https://mijn.podiumloket.nl/boekingen/PL-2025-3391" style="color:#1b1b1b;">dashboard</a> onder "Boekingen". Parkeren voor de bus kan achter het gebouw (hoogte max. 3,20&nbsp;m).</td></tr>
<tr><td style="padding:20px 0;border-top:1px solid #eee;font-size:11px;color:#888;">Podiumloket B.V. · Oudegracht 221 · 3511 NK Utrecht · 030 760 41 18<br><a href="https://www.podiumloket.nl/privacy" style="color:#888;">Privacyverklaring</a> · <a href="https://mijn.podiumloket.nl/instellingen/meldingen" style="color:#888;">Meldingen beheren</a></td></tr>
</table></td></tr></table></body></html>`,
  },

  // ------------------------------------------------------------ patronhall (membership platform)
  {
    family: "patronhall",
    group: "consumer",
    lang: "en",
    kind: "new-member",
    code: null,
    link: null,
    from: "Patronhall <hello@patronhall.com>",
    to: TO,
    subject: "Jonas Berg just joined Backstage Crew ($8/month)",
    date: "Sat, 06 Sep 2025 21:09:44 +0000",
    enc: "qp",
    text: `You have a new member!

Jonas Berg joined your Backstage Crew tier at $8 per month.

You now have 214 paying members earning $1,611 per month before fees.

Say thanks: a short personal message in the first week keeps members around twice as long.
Send a message: https://www.patronhall.com/messages/new?to=jberg_1987

Patronhall, 500 Sansome St, San Francisco, CA 94111
Manage e-mail: https://www.patronhall.com/settings/emails
`,
    html: shell(
      "214 members · $1,611/month",
      `<tr><td class="px" style="padding:32px 40px;font:16px/25px Georgia,serif;color:#241c15;">
<img src="https://c10.patronhall.com/email/ph-mark.png" width="40" height="40" alt="Patronhall" style="display:block;margin-bottom:20px;">
<p style="margin:0 0 10px;font:bold 24px/30px Helvetica,Arial,sans-serif;">You have a new member!</p>
<table role="presentation" cellpadding="0" cellspacing="0" style="margin:14px 0;"><tr><td><img src="https://c10.patronhall.com/avatars/jberg_1987/64.jpg" width="48" height="48" alt="" style="border-radius:24px;"></td><td style="padding-left:12px;font-family:Helvetica,Arial,sans-serif;"><b>Jonas Berg</b><br><span style="color:#8a7f76;">Backstage Crew &middot; $8/month</span></td></tr></table>
<p style="margin:0 0 16px;">You now have <b>214 paying members</b> earning $1,611 per month before fees.</p>
<p style="margin:0 0 20px;">A short personal message in the first week keeps members around twice as long.</p>
${button(amp("https://www.patronhall.com/messages/new?to=jberg_1987"), "Say thanks", "#ff5a36")}
</td></tr>`,
      `Patronhall, 500 Sansome St, San Francisco, CA 94111<br><a href="https://www.patronhall.com/settings/emails" style="color:#8a8a8f;">Manage e-mail</a> &middot; <a href="https://www.patronhall.com/policy/privacy" style="color:#8a8a8f;">Privacy</a>`,
      "#f6f1ec",
    ),
  },
  {
    family: "patronhall",
    group: "consumer",
    lang: "en",
    kind: "payout-change",
    code: "551093",
    link: "https://www.patronhall.com/payouts/confirm?req=po_chg_8LmQ2vYt&sig=e41b7a",
    from: "Patronhall Security <security@patronhall.com>",
    to: TO,
    subject: "Confirm the change to your payout method",
    date: "Thu, 25 Sep 2025 06:51:02 +0000",
    enc: "b64",
    text: `Hi Mara,

You asked to change where Patronhall sends your earnings:

From: Ridgeway Federal checking •••• 4821
To:   Kuvira multi-currency account (EUR) •••• 7730

To protect your payouts, this change only takes effect after you confirm it. Click the link below and enter the confirmation code 551 093 when asked:

https://www.patronhall.com/payouts/confirm?req=po_chg_8LmQ2vYt&sig=e41b7a

The link and code expire in 1 hour. For security, payouts are paused for 72 hours after a payout method changes; your October 1 payout of about $1,540 will be sent on October 4.

Didn't ask for this? Do not click the link. Secure your account: https://www.patronhall.com/settings/security

Patronhall Trust & Safety
`,
    html: shell(
      "Confirm within 1 hour to keep your payouts going",
      `<tr><td class="px" style="padding:32px 40px;font:15px/24px Helvetica,Arial,sans-serif;color:#241c15;">
<img src="https://c10.patronhall.com/email/ph-mark.png" width="40" height="40" alt="Patronhall" style="display:block;margin-bottom:20px;">
<p style="margin:0 0 14px;font-size:22px;font-weight:bold;">Confirm your new payout method</p>
<p style="margin:0 0 14px;">Hi Mara, you asked to change where Patronhall sends your earnings:</p>
<table role="presentation" width="100%" cellpadding="10" cellspacing="0" style="border:1px solid #eadfd6;border-radius:6px;font-size:14px;margin-bottom:18px;">
<tr><td style="color:#8a7f76;">From</td><td>Ridgeway Federal checking &bull;&bull;&bull;&bull; 4821</td></tr>
<tr><td style="color:#8a7f76;border-top:1px solid #eadfd6;">To</td><td style="border-top:1px solid #eadfd6;">Kuvira multi-currency account (EUR) &bull;&bull;&bull;&bull; 7730</td></tr></table>
<p style="margin:0 0 10px;">Click the button and enter this confirmation code when asked:</p>
<p style="margin:0 0 20px;font:bold 30px/36px Menlo,Consolas,monospace;letter-spacing:6px;">551 093</p>
${button(amp("https://www.patronhall.com/payouts/confirm?req=po_chg_8LmQ2vYt&sig=e41b7a"), "Confirm change", "#ff5a36")}
<p style="margin:20px 0 0;font-size:13px;color:#8a7f76;">The link and code expire in 1 hour. Payouts pause for 72 hours after a payout method changes; your October 1 payout of about $1,540 will be sent on October 4.</p>
<p style="margin:10px 0 0;font-size:13px;color:#8a7f76;">Didn't ask for this? Do not click the button, and <a href="https://www.patronhall.com/settings/security" style="color:#ff5a36;">secure your account</a>.</p>
</td></tr>`,
      `Patronhall, 500 Sansome St, San Francisco, CA 94111 &middot; <a href="https://www.patronhall.com/help" style="color:#8a8a8f;">Help</a>`,
      "#f6f1ec",
    ),
  },
  {
    family: "patronhall",
    group: "consumer",
    lang: "es",
    kind: "monthly-earnings",
    code: null,
    link: null,
    from: "Patronhall <hello@patronhall.com>",
    to: TO,
    subject: "Tus ingresos de septiembre: 1.702,40 US$",
    date: "Wed, 01 Oct 2025 10:00:12 +0000",
    enc: "8bit",
    text: `Hola, Mara:

Así fue septiembre en tu página de Patronhall.

Miembros activos: 221 (+12 nuevos, −5 bajas)
Ingresos brutos: 1.702,40 US$
Comisión de plataforma (8 %): −136,19 US$
Procesamiento de pagos: −61,02 US$
Ingresos netos: 1.505,19 US$

Publicación más vista: «Diario de gira #4 – Glasgow» (612 visualizaciones)

El pago se enviará a tu cuenta Kuvira •••• 7730 el 4 de octubre.

Ver el informe completo: https://www.patronhall.com/insights/earnings?month=2025-09

Patronhall, 500 Sansome St, San Francisco, CA 94111, EE. UU.
`,
    html: null,
  },
  {
    family: "patronhall",
    group: "consumer",
    lang: "en",
    kind: "member-cancelled",
    code: null,
    link: null,
    from: "Patronhall <hello@patronhall.com>",
    to: TO,
    subject: "A member ended their membership",
    date: "Sun, 19 Oct 2025 14:22:50 +0000",
    text: `Hi Mara,

Priya N. ended their Front Row membership ($15/month). They will keep access until October 31, 2025.

Their reason: "Money's tight this autumn, I'll be back for the album!"

Members who leave with a reason like this often return. You don't need to do anything.

You now have 219 members.

Patronhall, 500 Sansome St, San Francisco, CA 94111
Turn off these e-mails: https://www.patronhall.com/settings/emails
`,
    html: null,
  },

  // ------------------------------------------------------------ grainbank (sample library)
  {
    family: "grainbank-sounds",
    group: "consumer",
    lang: "en",
    kind: "newsletter",
    code: null,
    link: null,
    from: "Grainbank <news@grainbank.audio>",
    to: TO,
    subject: "40% off every tape-loop pack this weekend 🎛️",
    date: "Fri, 26 Sep 2025 16:00:00 +0000",
    enc: "qp",
    text: `AUTUMN TAPE SALE

40% off all 63 tape-loop and field-recording packs until Sunday 28 September, 23:59 CET.

Use code TAPE40 at checkout.

New this week:
- Harbour Drift - 412 ambient loops recorded in Bergen harbour - €29 €17.40
- Cassette Choirs Vol. 2 - 180 vocal textures - €24 €14.40
- Rust Belt Percussion - 95 one-shots - €19 €11.40

Shop the sale: https://grainbank.audio/sale/autumn-tape?utm_source=newsletter&utm_campaign=tape40

Your credits: 12 (expire 31 Dec 2025)

Grainbank Audio ApS, Refshalevej 153, 1432 Copenhagen K, Denmark
Unsubscribe: https://grainbank.audio/u/2f81c0?list=news
`,
    html: `<!DOCTYPE html><html><body style="margin:0;background:#1a1a1a;">
<div style="display:none;max-height:0;overflow:hidden;">Code TAPE40 – ends Sunday 23:59 CET</div>
<table width="100%" cellpadding="0" cellspacing="0" bgcolor="#1a1a1a"><tr><td align="center">
<table width="600" cellpadding="0" cellspacing="0" style="font-family:'Courier New',monospace;color:#f2e8d5;">
<tr><td align="center" style="padding:30px 0;"><a href="https://grainbank.audio/?utm_source=newsletter"><img src="https://grainbank.audio/mail/gb-logo-cream.png" width="120" alt="GRAINBANK" style="border:0;"></a></td></tr>
<tr><td><a href="https://grainbank.audio/sale/autumn-tape?utm_source=newsletter&amp;utm_campaign=tape40"><img src="https://grainbank.audio/mail/2025-09/autumn-tape-hero.jpg" width="600" alt="AUTUMN TAPE SALE – 40% OFF" style="display:block;border:0;"></a></td></tr>
<tr><td align="center" style="padding:26px 40px;font-size:16px;line-height:24px;">40% off all 63 tape-loop and field-recording packs until <b>Sunday 28 September, 23:59 CET</b>.<br><br>Use code<br><span style="display:inline-block;margin-top:8px;border:2px dashed #f2e8d5;padding:10px 22px;font-size:26px;letter-spacing:4px;">TAPE40</span></td></tr>
<tr><td style="padding:0 40px;"><table width="100%" cellpadding="8" cellspacing="0" style="font-size:14px;color:#f2e8d5;">
<tr><td>Harbour Drift – 412 ambient loops</td><td align="right"><s>€29</s> €17.40</td></tr>
<tr><td>Cassette Choirs Vol. 2 – 180 vocal textures</td><td align="right"><s>€24</s> €14.40</td></tr>
<tr><td>Rust Belt Percussion – 95 one-shots</td><td align="right"><s>€19</s> €11.40</td></tr></table></td></tr>
<tr><td align="center" style="padding:26px;"><a href="https://grainbank.audio/sale/autumn-tape?utm_source=newsletter&amp;utm_campaign=tape40" style="background:#e2a13b;color:#1a1a1a;padding:14px 30px;text-decoration:none;font-weight:bold;">SHOP THE SALE</a></td></tr>
<tr><td align="center" style="padding:10px 40px 30px;font-size:11px;color:#8c8579;">Your credits: 12 (expire 31 Dec 2025)<br>Grainbank Audio ApS, Refshalevej 153, 1432 Copenhagen K, Denmark<br><a href="https://www.instagram.com/grainbank.audio" style="color:#8c8579;">Instagram</a> · <a href="https://grainbank.audio/u/2f81c0?list=news" style="color:#8c8579;">Unsubscribe</a></td></tr>
</table></td></tr></table></body></html>`,
  },
  {
    family: "grainbank-sounds",
    group: "consumer",
    lang: "en",
    kind: "login-link",
    code: null,
    link: "https://grainbank.audio/auth/magic?email=mara%40maraquinlan.music&token=mgk_Q7v2cX9pLr4T0eZs",
    from: "Grainbank <login@grainbank.audio>",
    to: TO,
    subject: "Your Grainbank login link",
    date: "Sat, 27 Sep 2025 01:17:26 +0000",
    text: `Log in to Grainbank

Click the link below to log in. It works once and expires in 15 minutes.

https://grainbank.audio/auth/magic?email=mara%40maraquinlan.music&token=mgk_Q7v2cX9pLr4T0eZs

Requested from: Firefox on Windows, IP 81.19.xx.xx (Oslo, NO)

If you didn't request this, ignore this e-mail.

Grainbank Audio ApS, Copenhagen
`,
    html:
      `<html><body style="background:#1a1a1a;margin:0;padding:30px 0;font-family:'Courier New',monospace;color:#f2e8d5;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center">
<table width="480" cellpadding="0" cellspacing="0">
<tr><td align="center" style="padding-bottom:24px;"><img src="https://grainbank.audio/mail/gb-logo-cream.png" width="100" alt="GRAINBANK"></td></tr>
<tr><td style="font-size:15px;line-height:23px;">Click the button below to log in. It works once and expires in 15 minutes.</td></tr>
<tr><td align="center" style="padding:26px 0;"><a href="https://grainbank.audio/auth/magic?email=mara%40maraquinlan.music&amp;token=mgk_Q7v2cX9pLr4T0eZs" style="background:#e2a13b;color:#1a1a1a;padding:14px 36px;text-decoration:none;font-weight:bold;">LOG IN</a></td></tr>
<tr><td style="font-size:12px;color:#8c8579;">Requested from: Firefox on Windows, IP 81.19.xx.xx (Oslo, NO). If you didn't request this, ignore this e-mail.</td></tr>
</table></td></tr></table></body></html>`,
  },
  {
    family: "grainbank-sounds",
    group: "consumer",
    lang: "de",
    kind: "receipt",
    code: null,
    link: null,
    from: "Grainbank <orders@grainbank.audio>",
    to: TO,
    subject: "Deine Bestellung GB-116204",
    date: "Sat, 27 Sep 2025 01:24:03 +0000",
    enc: "qp",
    text: `Danke für deinen Einkauf!

Bestellung: GB-116204
Datum: 27.09.2025

Harbour Drift (412 Loops, WAV 24 bit) ........ 17,40 €
Cassette Choirs Vol. 2 ......................... 14,40 €
Rabatt (TAPE40) bereits abgezogen
Zwischensumme .................................. 31,80 €
davon MwSt. 25 % (DK) ........................... 6,36 €
Bezahlt mit Visa •••• 0926

Die Packs liegen jetzt in deiner Bibliothek und im Grainbank-Plug-in. Lizenz: lizenzfrei für kommerzielle Veröffentlichungen, siehe https://grainbank.audio/license

Grainbank Audio ApS, Refshalevej 153, 1432 Kopenhagen K, Dänemark · CVR 41928833
`,
    html: null,
  },

  // ------------------------------------------------------------ nubiloft (cloud drive)
  {
    family: "nubiloft",
    group: "consumer",
    lang: "de",
    kind: "login-code",
    code: "742918",
    link: null,
    from: "Nubiloft <sicherheit@nubiloft.com>",
    to: TO,
    subject: "Dein Nubiloft-Anmeldecode",
    date: "Thu, 02 Oct 2025 09:47:15 +0200",
    enc: "b64",
    text: `Hallo Mara,

jemand meldet sich mit deinem Konto an: Nubiloft für macOS, Hamburg, Deutschland, 02.10.2025 um 09:47 Uhr.

Dein Anmeldecode lautet:

7 4 2 9 1 8

Der Code ist 15 Minuten gültig. Gib ihn niemals an andere weiter – unser Support fragt nie danach.

Warst du das nicht? Ändere sofort dein Passwort unter https://account.nubiloft.com/sicherheit

Nubiloft AG · Bahnhofstrasse 24 · 8001 Zürich · Schweiz
`,
    html: shell(
      "Dein Code ist 15 Minuten gültig.",
      `<tr><td style="padding:28px 40px 0;"><img src="https://account.nubiloft.com/static/mail/nubiloft-logo.png" width="124" alt="Nubiloft" style="display:block;"></td></tr>
<tr><td class="px" style="padding:20px 40px 30px;font:15px/23px 'Segoe UI',Arial,sans-serif;color:#1f2937;">
<p style="margin:0 0 14px;">Hallo Mara,</p>
<p style="margin:0 0 18px;">jemand meldet sich mit deinem Konto an: <b>Nubiloft für macOS</b>, Hamburg, Deutschland, 02.10.2025 um 09:47&nbsp;Uhr.</p>
<p style="margin:0 0 10px;">Dein Anmeldecode lautet:</p>
${
        digit_cells(
          "742918",
          "width:42px;height:52px;background:#eef4ff;border-radius:6px;text-align:center;font:600 26px 'Segoe UI',Arial,sans-serif;color:#1e3a8a;",
        )
      }
<p style="margin:18px 0 0;font-size:13px;color:#6b7280;">Der Code ist 15 Minuten gültig. Gib ihn niemals an andere weiter – unser Support fragt nie danach.</p>
<p style="margin:8px 0 0;font-size:13px;color:#6b7280;">Warst du das nicht? <a href="https://account.nubiloft.com/sicherheit" style="color:#2563eb;">Ändere sofort dein Passwort.</a></p>
</td></tr>`,
      `Nubiloft AG · Bahnhofstrasse 24 · 8001 Zürich · Schweiz · <a href="https://nubiloft.com/de/datenschutz" style="color:#8a8a8f;">Datenschutz</a>`,
    ),
  },
  {
    family: "nubiloft",
    group: "consumer",
    lang: "fr",
    kind: "storage-warning",
    code: null,
    link: null,
    from: "Nubiloft <info@nubiloft.com>",
    to: TO,
    subject: "Votre espace Nubiloft est presque plein (92 %)",
    date: "Tue, 14 Oct 2025 18:05:40 +0200",
    enc: "qp",
    text: `Bonjour Mara,

Vous utilisez 1,84 To sur les 2 To de votre forfait Nubiloft Plus.

Les dossiers les plus volumineux :
- Tournée 2025 / Rushes caméra : 912 Go
- Sessions / Lowlight Ferries stems : 341 Go
- Photos : 208 Go

Quand l'espace sera plein, la synchronisation s'arrêtera et les nouveaux fichiers ne seront plus sauvegardés.

Passer à Nubiloft Pro (5 To) pour 16,90 CHF/mois : https://account.nubiloft.com/abonnement?plan=pro
Ou libérer de l'espace : https://drive.nubiloft.com/stockage

Nubiloft AG · Bahnhofstrasse 24 · 8001 Zurich · Suisse
`,
    html: shell(
      "1,84 To utilisés sur 2 To",
      `<tr><td style="padding:28px 40px 0;"><img src="https://account.nubiloft.com/static/mail/nubiloft-logo.png" width="124" alt="Nubiloft" style="display:block;"></td></tr>
<tr><td class="px" style="padding:20px 40px 30px;font:15px/23px 'Segoe UI',Arial,sans-serif;color:#1f2937;">
<p style="margin:0 0 14px;">Bonjour Mara,</p>
<p style="margin:0 0 10px;">Vous utilisez <b>1,84&nbsp;To</b> sur les 2&nbsp;To de votre forfait Nubiloft Plus.</p>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="margin:0 0 18px;"><tr><td width="92%" style="background:#f97316;height:10px;border-radius:5px 0 0 5px;"></td><td style="background:#e5e7eb;height:10px;border-radius:0 5px 5px 0;"></td></tr></table>
<ul style="margin:0 0 16px;padding-left:18px;font-size:14px;"><li>Tournée 2025 / Rushes caméra : 912&nbsp;Go</li><li>Sessions / Lowlight Ferries stems : 341&nbsp;Go</li><li>Photos : 208&nbsp;Go</li></ul>
<p style="margin:0 0 20px;">Quand l'espace sera plein, la synchronisation s'arrêtera et les nouveaux fichiers ne seront plus sauvegardés.</p>
${button(amp("https://account.nubiloft.com/abonnement?plan=pro"), "Passer à Pro – 5 To pour 16,90 CHF/mois", "#2563eb")}
<p style="margin:16px 0 0;font-size:13px;"><a href="https://drive.nubiloft.com/stockage" style="color:#2563eb;">Ou libérer de l'espace</a></p>
</td></tr>`,
      `Nubiloft AG · Bahnhofstrasse 24 · 8001 Zurich · Suisse · <a href="https://nubiloft.com/fr/confidentialite" style="color:#8a8a8f;">Confidentialité</a> · <a href="https://account.nubiloft.com/notifications" style="color:#8a8a8f;">Préférences</a>`,
    ),
  },

  // ------------------------------------------------------------ wavelane (DAW licence account)
  {
    family: "wavelane-daw",
    group: "consumer",
    lang: "en",
    kind: "verify-code",
    code: "483177",
    link: null,
    from: "Wavelane Account <account@wavelane-audio.com>",
    to: TO,
    subject: "Verify your e-mail to activate Wavelane Studio 12",
    date: "Mon, 08 Sep 2025 10:31:09 +0100",
    enc: "qp",
    text: `Welcome to Wavelane!

Enter this verification code in Wavelane Studio to finish creating your account and activate your licence:

    483 177

The code is valid for 20 minutes.

Licence: Wavelane Studio 12 Producer (upgrade from 11)
Order: WL-EU-0099812 · €149.00 incl. VAT

Need help? https://support.wavelane-audio.com

Wavelane Audio GmbH, Schlesische Str. 29, 10997 Berlin
`,
    html: `<html><body style="margin:0;background:#0d1117;">
<table width="100%" cellpadding="0" cellspacing="0" style="background:#0d1117;"><tr><td align="center" style="padding:36px 12px;">
<table width="520" cellpadding="0" cellspacing="0" style="background:#161b22;border:1px solid #30363d;border-radius:8px;font-family:Inter,Arial,sans-serif;color:#e6edf3;">
<tr><td style="padding:28px 36px 0;"><img src="https://wavelane-audio.com/img/email/wavelane-wave.png" width="36" height="36" alt="Wavelane"></td></tr>
<tr><td style="padding:18px 36px 30px;font-size:15px;line-height:23px;">
<h2 style="margin:0 0 12px;font-size:20px;">Welcome to Wavelane!</h2>
<p style="margin:0 0 18px;color:#9da7b3;">Enter this verification code in Wavelane Studio to finish creating your account and activate your licence:</p>
<p style="margin:0 0 18px;padding:16px;background:#0d1117;border-radius:6px;text-align:center;font:700 32px 'JetBrains Mono',Consolas,monospace;letter-spacing:8px;color:#58e6c5;">483177</p>
<p style="margin:0 0 18px;font-size:13px;color:#9da7b3;">The code is valid for 20 minutes.</p>
<p style="margin:0;font-size:13px;color:#9da7b3;">Licence: Wavelane Studio 12 Producer (upgrade from 11)<br>Order WL-EU-0099812 · €149.00 incl. VAT</p>
</td></tr>
<tr><td style="padding:18px 36px;border-top:1px solid #30363d;font-size:11px;color:#6e7681;">Wavelane Audio GmbH, Schlesische Str. 29, 10997 Berlin · <a href="https://support.wavelane-audio.com" style="color:#6e7681;">Support</a> · <a href="https://wavelane-audio.com/privacy" style="color:#6e7681;">Privacy</a></td></tr>
</table></td></tr></table></body></html>`,
  },
  {
    family: "wavelane-daw",
    group: "consumer",
    lang: "de",
    kind: "licence-activated",
    code: null,
    link: null,
    from: "Wavelane Account <account@wavelane-audio.com>",
    to: TO,
    subject: 'Neue Aktivierung: Wavelane Studio 12 auf „MARA-TOURBOOK"',
    date: "Sun, 21 Sep 2025 23:58:40 +0200",
    enc: "8bit",
    text: `Hallo Mara,

deine Lizenz für Wavelane Studio 12 Producer wurde gerade auf einem weiteren Rechner aktiviert.

Rechner: MARA-TOURBOOK (macOS 15.6, Apple M3)
Zeitpunkt: 21.09.2025, 23:58 Uhr
Aktivierungen: 2 von 3 belegt

Falls du das warst, ist nichts weiter zu tun. Aktivierungen verwalten kannst du jederzeit unter https://my.wavelane-audio.com/licences

Wavelane Audio GmbH · Schlesische Str. 29 · 10997 Berlin · Amtsgericht Charlottenburg HRB 201557 B
`,
    html: null,
  },
  {
    family: "wavelane-daw",
    group: "consumer",
    lang: "en",
    kind: "newsletter",
    code: null,
    link: null,
    from: "Wavelane <news@wavelane-audio.com>",
    to: TO,
    subject: "Wavelane 12.2 is out: clip stretching, MIDI 2.0 and 20% off Expansion packs",
    date: "Tue, 07 Oct 2025 15:00:00 +0100",
    enc: "b64",
    text: `Wavelane Studio 12.2 is here - free for every Wavelane 12 owner.

What's new
* Elastic clip stretching with formant lock
* MIDI 2.0 and per-note pitch bend
* 38 bug fixes, including the crash when exporting stems over 2 GB

Update from inside Wavelane (Help > Check for updates) or download the installer from your account.

This week only: 20% off every Expansion pack with code GROW20 until 12 Oct 2025.

Release notes: https://wavelane-audio.com/releases/12-2
Expansion sale: https://wavelane-audio.com/store/expansions?promo=GROW20

Wavelane Audio GmbH, Schlesische Str. 29, 10997 Berlin
You receive this because you own a Wavelane licence. Unsubscribe: https://wavelane-audio.com/newsletter/unsubscribe?u=5510ab
`,
    html: `<html><body style="margin:0;background:#0d1117;font-family:Inter,Arial,sans-serif;color:#e6edf3;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center">
<table width="600" cellpadding="0" cellspacing="0">
<tr><td><img src="https://wavelane-audio.com/img/email/12-2-hero.jpg" width="600" alt="Wavelane Studio 12.2" style="display:block;"></td></tr>
<tr><td style="padding:28px 36px;font-size:15px;line-height:23px;"><h1 style="font-size:24px;margin:0 0 12px;">Wavelane Studio 12.2 is here</h1><p>Free for every Wavelane 12 owner.</p>
<ul><li>Elastic clip stretching with formant lock</li><li>MIDI 2.0 and per-note pitch bend</li><li>38 bug fixes, including the crash when exporting stems over 2&nbsp;GB</li></ul>
<p><a href="https://wavelane-audio.com/releases/12-2" style="color:#58e6c5;">Read the release notes</a></p></td></tr>
<tr><td style="padding:24px 36px;background:#1f2937;font-size:15px;">This week only: <b>20% off</b> every Expansion pack with code <b style="color:#58e6c5;">GROW20</b> until 12 Oct 2025.<br><br><a href="https://wavelane-audio.com/store/expansions?promo=GROW20" style="background:#58e6c5;color:#0d1117;padding:10px 20px;text-decoration:none;border-radius:4px;font-weight:bold;">Browse Expansions</a></td></tr>
<tr><td style="padding:20px 36px;font-size:11px;color:#6e7681;">Wavelane Audio GmbH, Schlesische Str. 29, 10997 Berlin<br><a href="https://www.youtube.com/@wavelaneaudio" style="color:#6e7681;">YouTube</a> · <a href="https://discord.gg/wavelane" style="color:#6e7681;">Discord</a> · <a href="https://wavelane-audio.com/newsletter/unsubscribe?u=5510ab" style="color:#6e7681;">Unsubscribe</a></td></tr>
</table></td></tr></table></body></html>`,
  },

  // ------------------------------------------------------------ elbkontor-bank (German bank)
  {
    family: "elbkontor-bank",
    group: "regional",
    lang: "de",
    kind: "new-device",
    code: null,
    link: null,
    from: "Elbkontor Bank <service@elbkontor-bank.de>",
    to: TO,
    subject: "Neues Gerät für Ihr Online-Banking registriert",
    date: "Sat, 13 Sep 2025 07:12:30 +0200",
    enc: "qp",
    text: `Sehr geehrte Frau Quinlan,

für Ihren Online-Banking-Zugang wurde am 13.09.2025 um 07:11 Uhr ein neues Gerät registriert:

Gerät: iPhone 15 (iOS 18.6), App „Elbkontor Mobil" 7.4.1
Standort (ungefähr): Kopenhagen, Dänemark

Wenn Sie das Gerät selbst registriert haben, müssen Sie nichts weiter tun.

Falls nicht, sperren Sie bitte umgehend Ihren Zugang über unseren Sperr-Notruf 116 116 oder unter +49 40 3091 7700 (rund um die Uhr).

Wir werden Sie niemals per E-Mail nach PIN, TAN oder Passwort fragen.

Mit freundlichen Grüßen
Ihre Elbkontor Bank

Elbkontor Bank AG · Große Elbstraße 145 · 22767 Hamburg · BIC ELBKDEHHXXX
Vorstand: Dr. Henrike Ahlers (Vors.), Tobias Klemm · Amtsgericht Hamburg HRB 99152
`,
    html: `<html><body style="margin:0;background:#ffffff;font-family:Arial,sans-serif;font-size:14px;color:#002b45;">
<table width="640" cellpadding="0" cellspacing="0" align="center">
<tr><td style="padding:18px 24px;border-bottom:3px solid #00577a;"><img src="https://www.elbkontor-bank.de/static/mail/logo_elbkontor.gif" width="170" height="40" alt="Elbkontor Bank"></td></tr>
<tr><td style="padding:24px;line-height:21px;">
<p>Sehr geehrte Frau Quinlan,</p>
<p>für Ihren Online-Banking-Zugang wurde am <b>13.09.2025 um 07:11 Uhr</b> ein neues Gerät registriert:</p>
<table cellpadding="4" cellspacing="0" style="font-size:14px;"><tr><td>Gerät:</td><td>iPhone 15 (iOS 18.6), App „Elbkontor Mobil" 7.4.1</td></tr><tr><td>Standort (ungefähr):</td><td>Kopenhagen, Dänemark</td></tr></table>
<p>Wenn Sie das Gerät selbst registriert haben, müssen Sie nichts weiter tun.</p>
<p>Falls nicht, sperren Sie bitte umgehend Ihren Zugang über den Sperr-Notruf <b>116 116</b> oder unter <b>+49 40 3091 7700</b> (rund um die Uhr).</p>
<p style="background:#eaf3f7;padding:10px;">Wir werden Sie niemals per E-Mail nach PIN, TAN oder Passwort fragen.</p>
<p>Mit freundlichen Grüßen<br>Ihre Elbkontor Bank</p></td></tr>
<tr><td style="padding:16px 24px;background:#f2f5f7;font-size:11px;color:#5b6b76;">Elbkontor Bank AG · Große Elbstraße 145 · 22767 Hamburg · BIC ELBKDEHHXXX<br>Vorstand: Dr. Henrike Ahlers (Vors.), Tobias Klemm · Amtsgericht Hamburg HRB 99152<br><a href="https://www.elbkontor-bank.de/datenschutz" style="color:#5b6b76;">Datenschutz</a> · <a href="https://www.elbkontor-bank.de/impressum" style="color:#5b6b76;">Impressum</a></td></tr>
</table></body></html>`,
  },
  {
    family: "elbkontor-bank",
    group: "regional",
    lang: "de",
    kind: "activation-code",
    code: "K7RM-44QD",
    code_digits: "K7RM44QD",
    link: null,
    from: "Elbkontor Bank <service@elbkontor-bank.de>",
    to: TO,
    subject: "Ihr Aktivierungscode für Elbkontor Mobil",
    date: "Sat, 13 Sep 2025 07:05:02 +0200",
    text: `Sehr geehrte Frau Quinlan,

Sie haben die Registrierung eines neuen Geräts für die App „Elbkontor Mobil" gestartet.

Ihr Aktivierungscode:

K7RM-44QD

Bitte geben Sie den Code innerhalb von 10 Minuten in der App ein. Zusätzlich benötigen Sie Ihre Online-Banking-PIN.

Sie haben keine Registrierung gestartet? Dann geben Sie den Code nicht weiter und rufen Sie uns an: +49 40 3091 7700.

Ihre Elbkontor Bank
Elbkontor Bank AG · Große Elbstraße 145 · 22767 Hamburg
`,
    html: null,
    enc: "8bit",
  },
  {
    family: "elbkontor-bank",
    group: "regional",
    lang: "de",
    kind: "statement",
    code: null,
    link: null,
    from: "Elbkontor Bank <postbox@elbkontor-bank.de>",
    to: TO,
    subject: "Neuer Kontoauszug im Postfach (Girokonto •••• 3310)",
    date: "Wed, 01 Oct 2025 05:40:00 +0200",
    enc: "qp",
    text: `Sehr geehrte Frau Quinlan,

in Ihrem Online-Postfach liegt ein neues Dokument für Sie bereit:

Kontoauszug 9/2025, Girokonto DE•• •••• •••• •••• 3310
Zeitraum: 01.09.2025 – 30.09.2025
Neuer Saldo: 4.918,27 EUR

Eine Kopie finden Sie im Anhang dieser E-Mail. Das Original bleibt 10 Jahre in Ihrem Postfach gespeichert.

Ihre Elbkontor Bank
Elbkontor Bank AG · Große Elbstraße 145 · 22767 Hamburg
`,
    html: null,
    attachment: [
      "Kontoauszug_2025-09_3310.pdf",
      "application/pdf",
      "%PDF-1.5\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n",
    ],
  },

  // ------------------------------------------------------------ kuvira (multi-currency account)
  {
    family: "kuvira-money",
    group: "consumer",
    lang: "en",
    kind: "money-received",
    code: null,
    link: null,
    from: "Kuvira <notifications@kuvira.money>",
    to: TO,
    subject: "You received 2,456.00 EUR from GUICHETLIVE SAS",
    date: "Tue, 21 Oct 2025 11:03:17 +0100",
    enc: "qp",
    text: `Money in!

GUICHETLIVE SAS sent you 2,456.00 EUR.

Reference: REGLT GL-69-220417 QUINLAN
Arrived in: EUR balance (IBAN ending 7730)
Your EUR balance: 6,911.48 EUR

Need it in another currency? Today's rate: 1 EUR = 0.8641 GBP, 1 EUR = 1.1602 USD.

See transaction: https://kuvira.money/app/activity/tx_2K8fPd01

Kuvira Payments Ltd, 3 Shoreditch Place, London E1 6DQ. Authorised by the FCA (FRN 928144).
`,
    html: shell(
      "2,456.00 EUR landed in your EUR balance",
      `<tr><td class="px" style="padding:30px 40px;font:15px/23px Arial,sans-serif;color:#0e0f0c;">
<img src="https://kuvira.money/static/email/kuvira-logo.png" width="96" alt="Kuvira" style="display:block;margin-bottom:22px;">
<p style="margin:0 0 6px;font-size:28px;font-weight:bold;color:#0b7a3b;">+2,456.00 EUR</p>
<p style="margin:0 0 18px;">GUICHETLIVE SAS sent you money.</p>
<table role="presentation" width="100%" cellpadding="8" cellspacing="0" style="font-size:14px;border-top:1px solid #e8ebe6;">
<tr><td style="color:#6a6c6a;">Reference</td><td align="right">REGLT GL-69-220417 QUINLAN</td></tr>
<tr><td style="color:#6a6c6a;">Arrived in</td><td align="right">EUR balance (IBAN ending 7730)</td></tr>
<tr><td style="color:#6a6c6a;">EUR balance</td><td align="right">6,911.48 EUR</td></tr></table>
<p style="margin:18px 0;font-size:13px;color:#6a6c6a;">Today's rate: 1 EUR = 0.8641 GBP · 1 EUR = 1.1602 USD</p>
<a href="https://kuvira.money/app/activity/tx_2K8fPd01" style="color:#0b7a3b;font-weight:bold;">See transaction</a>
</td></tr>`,
      `Kuvira Payments Ltd, 3 Shoreditch Place, London E1 6DQ. Authorised by the FCA (FRN 928144).<br><a href="https://kuvira.money/help" style="color:#8a8a8f;">Help</a> · <a href="https://kuvira.money/legal/privacy" style="color:#8a8a8f;">Privacy</a>`,
    ),
  },
  {
    family: "kuvira-money",
    group: "consumer",
    lang: "fr",
    kind: "confirm-email",
    code: null,
    link: "https://kuvira.money/email/confirm?u=acc_77QvN2&t=cf1b9e4d0a2c83f6&lang=fr",
    from: "Kuvira <no-reply@kuvira.money>",
    to: "Mara Quinlan <booking@maraquinlan.music>",
    subject: "Confirmez votre nouvelle adresse e-mail",
    date: "Fri, 17 Oct 2025 10:14:48 +0200",
    enc: "b64",
    text: `Bonjour Mara,

Vous avez demandé à utiliser booking@maraquinlan.music comme adresse e-mail de votre compte Kuvira.

Pour confirmer ce changement, ouvrez ce lien :
https://kuvira.money/email/confirm?u=acc_77QvN2&t=cf1b9e4d0a2c83f6&lang=fr

Le lien expire dans 24 heures. Tant que vous n'avez pas confirmé, nous continuons d'écrire à votre ancienne adresse.

Vous n'êtes pas à l'origine de cette demande ? Contactez-nous depuis l'application.

Kuvira Payments Ltd, 3 Shoreditch Place, Londres E1 6DQ, Royaume-Uni
`,
    html: shell(
      "Le lien expire dans 24 heures.",
      `<tr><td class="px" style="padding:30px 40px;font:15px/23px Arial,sans-serif;color:#0e0f0c;">
<img src="https://kuvira.money/static/email/kuvira-logo.png" width="96" alt="Kuvira" style="display:block;margin-bottom:22px;">
<p style="margin:0 0 14px;font-size:22px;font-weight:bold;">Confirmez votre nouvelle adresse</p>
<p style="margin:0 0 14px;">Bonjour Mara,</p>
<p style="margin:0 0 22px;">Vous avez demandé à utiliser <b>booking@maraquinlan.music</b> comme adresse e-mail de votre compte Kuvira.</p>
${
        button(
          amp("https://kuvira.money/email/confirm?u=acc_77QvN2&t=cf1b9e4d0a2c83f6&lang=fr"),
          "Confirmer l'adresse",
          "#0b7a3b",
        )
      }
<p style="margin:22px 0 0;font-size:13px;color:#6a6c6a;">Le lien expire dans 24&nbsp;heures. Tant que vous n'avez pas confirmé, nous continuons d'écrire à votre ancienne adresse. Vous n'êtes pas à l'origine de cette demande&nbsp;? Contactez-nous depuis l'application.</p>
</td></tr>`,
      `Kuvira Payments Ltd, 3 Shoreditch Place, Londres E1 6DQ, Royaume-Uni · <a href="https://kuvira.money/fr/aide" style="color:#8a8a8f;">Aide</a>`,
    ),
  },
  {
    family: "kuvira-money",
    group: "consumer",
    lang: "es",
    kind: "card-declined",
    code: null,
    link: null,
    from: "Kuvira <notifications@kuvira.money>",
    to: TO,
    subject: "Pago rechazado con tu tarjeta •••• 5164",
    date: "Sun, 26 Oct 2025 02:38:55 -0400",
    text: `Hola, Mara:

Rechazamos un pago de 186,40 CAD en ESSO 4471 MONTREAL QC con tu tarjeta Kuvira •••• 5164 el 26/10/2025 a las 02:38.

Motivo: saldo insuficiente en CAD y la conversión automática está desactivada.

Puedes activar la conversión automática o añadir saldo en CAD desde la app. Si no reconoces este intento de pago, congela la tarjeta desde la app en Tarjetas > Congelar.

Kuvira Payments Ltd, 3 Shoreditch Place, Londres E1 6DQ, Reino Unido
`,
    html: null,
    enc: "8bit",
  },
  {
    family: "kuvira-money",
    group: "consumer",
    lang: "en",
    kind: "transfer-code",
    code: "90318426",
    link: null,
    from: "Kuvira <security@kuvira.money>",
    to: TO,
    subject: "Your code to approve a transfer of 3,200.00 GBP",
    date: "Thu, 30 Oct 2025 09:12:40 -0400",
    enc: "qp",
    text: `Approve your transfer

You're sending 3,200.00 GBP to ROADVAN HIRE LTD (account ending 2290).

Your approval code: 9031 8426

Enter it in the Kuvira app or website to send the money. The code expires in 5 minutes.

Kuvira will never call you to ask for this code. If someone asks you for it, it's a scam: stop and call us on +44 20 3808 5120.

Kuvira Payments Ltd, 3 Shoreditch Place, London E1 6DQ
`,
    html: shell(
      "Expires in 5 minutes. Never share it.",
      `<tr><td class="px" style="padding:30px 40px;font:15px/23px Arial,sans-serif;color:#0e0f0c;">
<img src="https://kuvira.money/static/email/kuvira-logo.png" width="96" alt="Kuvira" style="display:block;margin-bottom:22px;">
<p style="margin:0 0 14px;font-size:22px;font-weight:bold;">Approve your transfer</p>
<p style="margin:0 0 16px;">You're sending <b>3,200.00 GBP</b> to ROADVAN HIRE LTD (account ending 2290).</p>
<p style="margin:0 0 6px;font-size:13px;color:#6a6c6a;">Your approval code</p>
<p style="margin:0 0 18px;font:bold 32px/38px Arial,sans-serif;letter-spacing:3px;">9031&nbsp;8426</p>
<p style="margin:0 0 16px;">Enter it in the Kuvira app or website to send the money. The code expires in 5 minutes.</p>
<p style="margin:0;padding:12px;background:#fff4e5;border-radius:4px;font-size:13px;">Kuvira will never call you to ask for this code. If someone asks you for it, it's a scam: stop and call us on +44&nbsp;20&nbsp;3808&nbsp;5120.</p>
</td></tr>`,
      `Kuvira Payments Ltd, 3 Shoreditch Place, London E1 6DQ · <a href="https://kuvira.money/help/scams" style="color:#8a8a8f;">Stay safe from scams</a>`,
    ),
  },

  // ------------------------------------------------------------ roadvan-hire (tour van rental)
  {
    family: "roadvan-hire",
    group: "consumer",
    lang: "en",
    kind: "booking-confirmed",
    code: null,
    link: null,
    from: "Roadvan Hire <bookings@roadvanhire.co.uk>",
    to: TO,
    subject: "Booking RVH-61947 confirmed – Ford Transit 9-seat splitter, 2 Sep – 31 Oct",
    date: "Fri, 29 Aug 2025 12:40:05 +0100",
    enc: "qp",
    text: `Hi Mara,

Thanks for booking with Roadvan Hire. Your tour van is reserved.

Booking ref: RVH-61947
Vehicle: Ford Transit 9-seat splitter van (or similar), manual, backline area 2.1 m
Collection: Tue 2 Sep 2025, 09:00 - Unit 4, Heathfield Trading Estate, Bristol BS5 9QG
Return: Fri 31 Oct 2025, by 17:00 - same depot
Mileage: unlimited; EU and Channel crossing cover included
Hire total: £3,200.00 (paid) · Security deposit: £750.00 (held on card •••• 5164)

Please bring both drivers' licences and a DVLA check code for each UK driver. Your rental agreement is attached.

Roadvan Hire Ltd · Unit 4, Heathfield Trading Estate, Bristol BS5 9QG · 0117 496 0815
`,
    html: `<html><body style="font-family:Arial,sans-serif;font-size:14px;color:#222;">
<p><img src="https://roadvanhire.co.uk/wp-content/uploads/2023/04/rvh-logo-email.png" alt="Roadvan Hire" width="180"></p>
<p>Hi Mara,</p>
<p>Thanks for booking with Roadvan Hire. Your tour van is reserved.</p>
<table border="1" cellpadding="6" cellspacing="0" style="border-collapse:collapse;border-color:#ccc;font-size:14px;">
<tr><td><b>Booking ref</b></td><td>RVH-61947</td></tr>
<tr><td><b>Vehicle</b></td><td>Ford Transit 9-seat splitter van (or similar), manual, backline area 2.1&nbsp;m</td></tr>
<tr><td><b>Collection</b></td><td>Tue 2 Sep 2025, 09:00 – Unit 4, Heathfield Trading Estate, Bristol BS5 9QG</td></tr>
<tr><td><b>Return</b></td><td>Fri 31 Oct 2025, by 17:00 – same depot</td></tr>
<tr><td><b>Mileage</b></td><td>Unlimited; EU and Channel crossing cover included</td></tr>
<tr><td><b>Hire total</b></td><td>£3,200.00 (paid)</td></tr>
<tr><td><b>Security deposit</b></td><td>£750.00 (held on card •••• 5164)</td></tr>
</table>
<p>Please bring both drivers' licences and a DVLA check code for each UK driver. Your rental agreement is attached.</p>
<p>Roadvan Hire Ltd · Unit 4, Heathfield Trading Estate, Bristol BS5 9QG · 0117 496 0815<br><a href="https://roadvanhire.co.uk/terms">Terms of hire</a></p>
</body></html>`,
    attachment: [
      "RVH-61947-rental-agreement.pdf",
      "application/pdf",
      "%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 595 842]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n",
    ],
  },
  {
    family: "roadvan-hire",
    group: "consumer",
    lang: "en",
    kind: "deposit-refund",
    code: null,
    link: null,
    from: "Roadvan Hire <accounts@roadvanhire.co.uk>",
    to: TO,
    subject: "Your deposit for RVH-61947",
    date: "Mon, 03 Nov 2025 10:22:18 +0000",
    text: `Hi Mara,

Thanks for returning the Transit on 31 October. We've checked the van over.

Mileage out/in: 48,210 / 57,934 (9,724 miles)
Fuel: full on return - no charge
Damage: small scuff, rear nearside bumper (within the £100 wear allowance) - no charge
Cleaning: £45.00 (glitter in the load area - we've all been there)

Deposit held: £750.00
Deducted: £45.00
Released to card •••• 5164: £705.00

Your bank may take 3-5 working days to show the released amount. Safe travels, and we hope to see you for the spring run.

Dave & the Roadvan team
0117 496 0815
`,
    html: null,
  },

  // ------------------------------------------------------------ sonaria (rights society)
  {
    family: "sonaria-derechos",
    group: "regional",
    lang: "es",
    kind: "distribution-statement",
    code: null,
    link: null,
    from: "SONARIA – Sociedad de Autores <liquidaciones@sonaria.es>",
    to: TO,
    subject: "Liquidación de derechos – Reparto de octubre 2025",
    date: "Wed, 15 Oct 2025 09:00:00 +0200",
    enc: "b64",
    text: `Estimada socia:

Le informamos de que ya está disponible su liquidación correspondiente al reparto ordinario de octubre de 2025.

Socia n.º: 0048-21977
Titular: Mara Quinlan (autora/compositora)
Periodo de explotación: enero – junio de 2025

Comunicación pública (conciertos): 412,60 €
Radio y televisión: 96,15 €
Plataformas digitales: 233,84 €
Total bruto: 742,59 €
Retención IRPF (no residente, 24 %): −178,22 €
Importe neto: 564,37 €

El abono se realizará por transferencia a la cuenta terminada en 7730 en un plazo de 5 días hábiles.

Puede consultar el detalle por obra en el Área de Socios.

Atentamente,
Departamento de Reparto
SONARIA – Sociedad de Autores y Editores de Música
C/ de Fernando el Católico 63, 28015 Madrid · 915 43 88 20
`,
    html: `<html><body style="margin:0;background:#f2f2f2;">
<table width="100%" cellpadding="0" cellspacing="0" bgcolor="#f2f2f2"><tr><td align="center" style="padding:20px;">
<table width="620" cellpadding="0" cellspacing="0" bgcolor="#ffffff" style="font-family:Tahoma,Arial,sans-serif;font-size:13px;color:#333;">
<tr><td style="padding:18px 28px;background:#6d1a36;"><img src="https://socios.sonaria.es/img/mail/sonaria-blanco.png" alt="SONARIA" width="150"></td></tr>
<tr><td style="padding:24px 28px;line-height:20px;">
<p>Estimada socia:</p>
<p>Le informamos de que ya está disponible su liquidación correspondiente al <b>reparto ordinario de octubre de 2025</b>.</p>
<table width="100%" cellpadding="5" cellspacing="0" style="font-size:13px;border:1px solid #ddd;">
<tr bgcolor="#f7eef1"><td>Socia n.º</td><td align="right">0048-21977</td></tr>
<tr><td>Periodo de explotación</td><td align="right">enero – junio de 2025</td></tr>
<tr bgcolor="#f7eef1"><td>Comunicación pública (conciertos)</td><td align="right">412,60 €</td></tr>
<tr><td>Radio y televisión</td><td align="right">96,15 €</td></tr>
<tr bgcolor="#f7eef1"><td>Plataformas digitales</td><td align="right">233,84 €</td></tr>
<tr><td>Total bruto</td><td align="right">742,59 €</td></tr>
<tr bgcolor="#f7eef1"><td>Retención IRPF (no residente, 24 %)</td><td align="right">−178,22 €</td></tr>
<tr><td><b>Importe neto</b></td><td align="right"><b>564,37 €</b></td></tr>
</table>
<p>El abono se realizará por transferencia a la cuenta terminada en 7730 en un plazo de 5 días hábiles.</p>
<p>Puede consultar el detalle por obra en el <a href="https://socios.sonaria.es/liquidaciones" style="color:#6d1a36;">Área de Socios</a>.</p>
<p>Atentamente,<br>Departamento de Reparto</p></td></tr>
<tr><td style="padding:14px 28px;background:#eee;font-size:11px;color:#777;">SONARIA – Sociedad de Autores y Editores de Música · C/ de Fernando el Católico 63, 28015 Madrid · 915 43 88 20<br><a href="https://www.sonaria.es/aviso-legal" style="color:#777;">Aviso legal</a> · <a href="https://www.sonaria.es/proteccion-de-datos" style="color:#777;">Protección de datos</a></td></tr>
</table></td></tr></table></body></html>`,
  },
  {
    family: "sonaria-derechos",
    group: "regional",
    lang: "es",
    kind: "access-code",
    code: "7291-4460",
    link: null,
    from: "SONARIA Área de Socios <no-responder@sonaria.es>",
    to: TO,
    subject: "Código de acceso al Área de Socios",
    date: "Wed, 15 Oct 2025 22:47:31 +0200",
    enc: "qp",
    text: `Estimada socia:

Para completar el acceso al Área de Socios de SONARIA introduzca el siguiente código de verificación:

7291-4460

Este código caduca a los 10 minutos y solo puede utilizarse una vez.

Si usted no ha intentado acceder, le recomendamos cambiar su contraseña y llamar a Atención al Socio: 915 43 88 20 (L–V, 9:00–18:00).

SONARIA – Sociedad de Autores y Editores de Música
`,
    html: `<html><body style="margin:0;background:#f2f2f2;">
<table width="100%" cellpadding="0" cellspacing="0" bgcolor="#f2f2f2"><tr><td align="center" style="padding:20px;">
<table width="620" cellpadding="0" cellspacing="0" bgcolor="#ffffff" style="font-family:Tahoma,Arial,sans-serif;font-size:13px;color:#333;">
<tr><td style="padding:18px 28px;background:#6d1a36;"><img src="https://socios.sonaria.es/img/mail/sonaria-blanco.png" alt="SONARIA" width="150"></td></tr>
<tr><td style="padding:24px 28px;line-height:20px;">
<p>Estimada socia:</p>
<p>Para completar el acceso al Área de Socios de SONARIA introduzca el siguiente código de verificación:</p>
<p style="text-align:center;font-size:28px;font-weight:bold;color:#6d1a36;letter-spacing:2px;padding:12px;border:1px solid #e6cfd7;">7291-4460</p>
<p>Este código caduca a los 10 minutos y solo puede utilizarse una vez.</p>
<p style="color:#777;">Si usted no ha intentado acceder, le recomendamos cambiar su contraseña y llamar a Atención al Socio: 915 43 88 20 (L–V, 9:00–18:00).</p></td></tr>
<tr><td style="padding:14px 28px;background:#eee;font-size:11px;color:#777;">SONARIA – Sociedad de Autores y Editores de Música · <a href="https://www.sonaria.es/proteccion-de-datos" style="color:#777;">Protección de datos</a></td></tr>
</table></td></tr></table></body></html>`,
  },

  // ------------------------------------------------------------ bandloft (band shared workspace)
  {
    family: "bandloft",
    group: "consumer",
    lang: "en",
    kind: "invite-link",
    code: null,
    link: "https://app.bandloft.io/join/nachtfalter/7c0d2e91b5?ref=email",
    from: "Tomek via Bandloft <invites@bandloft.io>",
    to: TO,
    subject: "Tomek invited you to the Nachtfalter workspace on Bandloft",
    date: "Thu, 04 Sep 2025 18:20:33 +0000",
    enc: "qp",
    text: `Tomek Wiśniewski invited you to join Nachtfalter on Bandloft.

"Setlists, stems and the rider for the autumn run are all in here now - jump in before Berlin!"

Nachtfalter has 4 members, 12 songs, 3 setlists and 1 tour calendar.

Join Nachtfalter: https://app.bandloft.io/join/nachtfalter/7c0d2e91b5?ref=email

This invite was sent to mara@maraquinlan.music and expires in 7 days.

Bandloft · 2261 Market St #5012, San Francisco, CA 94114
`,
    html: shell(
      "Setlists, stems and the rider for the autumn run",
      `<tr><td class="px" style="padding:32px 40px;font:15px/23px -apple-system,Segoe UI,Helvetica,Arial,sans-serif;color:#1c1917;">
<img src="https://app.bandloft.io/static/email/bandloft-logo.png" width="110" alt="Bandloft" style="display:block;margin-bottom:24px;">
<p style="margin:0 0 16px;font-size:20px;"><b>Tomek Wiśniewski</b> invited you to join <b>Nachtfalter</b></p>
<p style="margin:0 0 18px;padding:12px 16px;background:#fafaf9;border-left:3px solid #a855f7;font-style:italic;">&ldquo;Setlists, stems and the rider for the autumn run are all in here now &ndash; jump in before Berlin!&rdquo;</p>
<p style="margin:0 0 22px;color:#57534e;">4 members · 12 songs · 3 setlists · 1 tour calendar</p>
${button("https://app.bandloft.io/join/nachtfalter/7c0d2e91b5?ref=email", "Join Nachtfalter", "#7c3aed")}
<p style="margin:22px 0 0;font-size:12px;color:#78716c;">This invite was sent to mara@maraquinlan.music and expires in 7 days.</p>
</td></tr>`,
      `Bandloft · 2261 Market St #5012, San Francisco, CA 94114 · <a href="https://bandloft.io/privacy" style="color:#8a8a8f;">Privacy</a>`,
    ),
  },
  {
    family: "bandloft",
    group: "consumer",
    lang: "de",
    kind: "activity-digest",
    code: null,
    link: null,
    from: "Bandloft <digest@bandloft.io>",
    to: TO,
    subject: "Nachtfalter: 3 neue Kommentare und eine geänderte Setlist",
    date: "Tue, 16 Sep 2025 07:00:00 +0000",
    enc: "8bit",
    text: `Guten Morgen Mara, das ist gestern in Nachtfalter passiert:

Setlist „Berlin – Privatclub 18.09." wurde von Jule geändert
  „Lowlight Ferries" rückt an Position 2, „Copper Lung" fällt raus (jetzt 11 Songs, ca. 52 Min.)

Kommentare
  Tomek zu „Harbour Song (stems v3)": Bass ab 1:42 ist noch die alte Spur?
  Jule zu „Rider 2025": Bitte 2 Handtücher mehr und vegane Option für Linn.
  Linn zu „Tour-Kalender": Fähre Kiel–Oslo am 22.09. ist gebucht, Abfahrt 14:00.

Im Browser ansehen: https://app.bandloft.io/w/nachtfalter/activity

Tägliche Zusammenfassung abbestellen: https://app.bandloft.io/settings/notifications
Bandloft · 2261 Market St #5012, San Francisco, CA 94114
`,
    html: null,
  },

  // ------------------------------------------------------------ festival-lucciole (Italian festival)
  {
    family: "festival-lucciole",
    group: "regional",
    lang: "it",
    kind: "verify-link",
    code: null,
    link: "https://artisti.festivallucciole.it/conferma-email?k=a41f9c72e0d8&id=3318",
    from: "Festival delle Lucciole <artisti@festivallucciole.it>",
    to: TO,
    subject: "Conferma il tuo indirizzo e-mail – Area Artisti",
    date: "Wed, 24 Sep 2025 15:11:58 +0200",
    enc: "qp",
    text: `Ciao Mara,

grazie per esserti registrata nell'Area Artisti del Festival delle Lucciole 2026 (Ravenna, 3–5 luglio 2026).

Per completare la registrazione conferma il tuo indirizzo e-mail cliccando qui:
https://artisti.festivallucciole.it/conferma-email?k=a41f9c72e0d8&id=3318

Dopo la conferma potrai caricare la scheda tecnica, le foto stampa e il link al tuo EPK. Le candidature chiudono il 30 novembre 2025.

Se non hai richiesto tu la registrazione, ignora questo messaggio.

A presto,
Lo staff del Festival delle Lucciole
Associazione Culturale Lucciole APS · Via di Roma 41 · 48121 Ravenna · tel. 0544 21 87 03
`,
    html: `<html><body style="margin:0;background:#10172a;">
<table width="100%" cellpadding="0" cellspacing="0" bgcolor="#10172a"><tr><td align="center" style="padding:26px 10px;">
<table width="560" cellpadding="0" cellspacing="0" bgcolor="#ffffff" style="font-family:'Trebuchet MS',Arial,sans-serif;font-size:15px;line-height:23px;color:#222;">
<tr><td><img src="https://festivallucciole.it/wp-content/uploads/2025/03/lucciole-2026-banner.jpg" width="560" alt="Festival delle Lucciole 2026 – Ravenna" style="display:block;"></td></tr>
<tr><td style="padding:26px 30px;">
<p>Ciao Mara,</p>
<p>grazie per esserti registrata nell'Area Artisti del <b>Festival delle Lucciole 2026</b> (Ravenna, 3–5 luglio 2026).</p>
<p>Per completare la registrazione conferma il tuo indirizzo e-mail:</p>
<p style="text-align:center;padding:10px 0;"><a href="https://artisti.festivallucciole.it/conferma-email?k=a41f9c72e0d8&amp;id=3318" style="background:#f5c518;color:#10172a;padding:12px 28px;text-decoration:none;font-weight:bold;border-radius:24px;">Conferma e-mail</a></p>
<p>Dopo la conferma potrai caricare la scheda tecnica, le foto stampa e il link al tuo EPK. Le candidature chiudono il <b>30 novembre 2025</b>.</p>
<p style="font-size:13px;color:#666;">Se non hai richiesto tu la registrazione, ignora questo messaggio.</p>
<p>A presto,<br>Lo staff del Festival delle Lucciole</p></td></tr>
<tr><td style="padding:14px 30px;background:#f3f3f3;font-size:11px;color:#777;">Associazione Culturale Lucciole APS · Via di Roma 41 · 48121 Ravenna · tel. 0544 21 87 03 · C.F. 92088410397<br><a href="https://www.facebook.com/festivallucciole" style="color:#777;">Facebook</a> · <a href="https://www.instagram.com/festivallucciole" style="color:#777;">Instagram</a> · <a href="https://festivallucciole.it/privacy" style="color:#777;">Privacy</a></td></tr>
</table></td></tr></table></body></html>`,
  },
  {
    family: "festival-lucciole",
    group: "regional",
    lang: "it",
    kind: "application-received",
    code: null,
    link: null,
    from: "Festival delle Lucciole <artisti@festivallucciole.it>",
    to: TO,
    subject: "Candidatura ricevuta – n. LUC26-0412",
    date: "Thu, 25 Sep 2025 10:03:44 +0200",
    text: `Ciao Mara,

abbiamo ricevuto la tua candidatura per il Festival delle Lucciole 2026.

Numero candidatura: LUC26-0412
Progetto: Mara Quinlan (trio)
Palco richiesto: Chiostro (capienza 350)
Cachet indicato: 1.800 € + IVA, viaggio e alloggio per 3 persone

La commissione artistica valuterà tutte le proposte entro il 31 gennaio 2026. Ti scriveremo in ogni caso, anche se la risposta sarà negativa.

Non serve inviare altro materiale; puoi aggiornare la scheda tecnica dalla tua Area Artisti fino al 30 novembre 2025.

Grazie e buon tour!
Lo staff del Festival delle Lucciole
tel. 0544 21 87 03
`,
    html: null,
  },

  // ------------------------------------------------------------ klub-pradnik (Polish venue)
  {
    family: "klub-pradnik",
    group: "regional",
    lang: "pl",
    kind: "show-info",
    code: null,
    link: null,
    from: "Klub Prądnik – produkcja <produkcja@klubpradnik.pl>",
    to: TO,
    subject: "Koncert 27.09 – informacje techniczne i dojazd",
    date: "Tue, 23 Sep 2025 13:27:09 +0200",
    enc: "qp",
    text: `Cześć Mara,

przesyłam najważniejsze informacje przed sobotnim koncertem w Klubie Prądnik.

Data: sobota 27 września 2025
Adres: ul. Prądnicka 48, 31-202 Kraków
Wjazd busem: od ul. Fieldorfa, brama nr 2 (kod do szlabanu dostaniecie SMS-em w dniu koncertu)
Get-in: 15:30 · próba: 17:00 · otwarcie drzwi: 19:30 · support: 20:00 · Wy: 21:00
Nocleg: Hotel Wisła Park, ul. Reymonta 22 – 2 pokoje dwuosobowe, rezerwacja nr 88173

Sprzedaliśmy 164 z 250 biletów. Merch stoisko przy barze, prowizja klubu 10 %.

Kierownik produkcji na miejscu: Kuba Nowak, tel. +48 601 224 918.

Do zobaczenia!
Ola Zielińska
Klub Prądnik · NIP 676-25-18-903
`,
    html: null,
  },
];
