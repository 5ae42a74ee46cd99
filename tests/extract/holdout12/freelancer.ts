/**
 * The inbox of a freelance developer and designer based in Novi Sad, working for clients abroad, over
 * September and October 2026: marketplaces, client workspaces, invoicing and tax portals, banks and a
 * crypto exchange, hosting, code hosting, parcel lockers, courses and conferences, in ten languages.
 * @module
 */

import type { Mail } from "../holdout_kit.ts";

const DAYS = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"];
const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/** An RFC 2822 date for a local time in the given zone. */
function date(y: number, m: number, d: number, hh: number, mm: number, zone = "+0000"): string {
  const wd = DAYS[new Date(Date.UTC(y, m - 1, d)).getUTCDay()];
  const p = (n: number) => String(n).padStart(2, "0");
  return `${wd}, ${d} ${MONTHS[m - 1]} ${y} ${p(hh)}:${p(mm)}:${p((d * 7 + mm) % 60)} ${zone}`;
}

/** A centred 600px card layout, as most transactional senders ship it. */
function card(opts: {
  pre: string;
  head: string;
  body: string;
  foot: string;
  lang?: string;
  accent?: string;
}): string {
  const accent = opts.accent ?? "#1f2937";
  return `<!DOCTYPE html>
<html lang="${
    opts.lang ?? "en"
  }"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title></title></head>
<body style="margin:0;padding:0;background-color:#f3f4f6;">
<div style="display:none;max-height:0;overflow:hidden;mso-hide:all;">${opts.pre}&nbsp;&zwnj;&nbsp;&zwnj;&nbsp;&zwnj;</div>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="background-color:#f3f4f6;">
<tr><td align="center" style="padding:24px 12px;">
<table role="presentation" width="600" cellpadding="0" cellspacing="0" border="0" style="max-width:600px;width:100%;background:#ffffff;border-radius:8px;">
<tr><td style="padding:20px 32px;border-bottom:3px solid ${accent};">${opts.head}</td></tr>
<tr><td style="padding:28px 32px;font-family:Helvetica,Arial,sans-serif;font-size:15px;line-height:22px;color:#111827;">
${opts.body}
</td></tr>
<tr><td style="padding:20px 32px;background:#f9fafb;font-family:Helvetica,Arial,sans-serif;font-size:12px;line-height:18px;color:#6b7280;border-radius:0 0 8px 8px;">
${opts.foot}
</td></tr>
</table>
</td></tr>
</table>
</body></html>`;
}

function button(href: string, label: string, color = "#2563eb"): string {
  return `<table role="presentation" cellpadding="0" cellspacing="0" border="0" style="margin:24px 0;"><tr>
<td align="center" bgcolor="${color}" style="border-radius:6px;"><a href="${href}" target="_blank" style="display:inline-block;padding:12px 28px;font-family:Helvetica,Arial,sans-serif;font-size:15px;font-weight:bold;color:#ffffff;text-decoration:none;">${label}</a></td>
</tr></table>`;
}

function digit_cells(code: string): string {
  return `<table role="presentation" cellpadding="0" cellspacing="6" border="0" style="margin:18px 0;"><tr>${
    [...code].map((ch) =>
      `<td width="40" height="52" align="center" style="background:#eef2ff;border:1px solid #c7d2fe;border-radius:6px;font-family:Menlo,Consolas,monospace;font-size:26px;font-weight:bold;color:#312e81;">${ch}</td>`
    ).join("")
  }</tr></table>`;
}

// ---------------------------------------------------------------- gigvara (freelance marketplace)

const GIGVARA_FOOT =
  `<p style="margin:0 0 8px;">Gigvara Inc. &middot; 548 Market St, PMB 30417 &middot; San Francisco, CA 94104</p>
<p style="margin:0;"><a href="https://www.gigvara.com/help" style="color:#6b7280;">Help center</a> &nbsp;|&nbsp; <a href="https://www.gigvara.com/legal/privacy" style="color:#6b7280;">Privacy</a> &nbsp;|&nbsp; <a href="https://www.gigvara.com/settings/notifications" style="color:#6b7280;">Notification settings</a></p>
<p style="margin:8px 0 0;">&copy; 2026 Gigvara Inc.</p>`;

const gigvara: Mail[] = [
  {
    family: "gigvara",
    group: "consumer",
    lang: "en",
    kind: "login-code",
    code: "731904",
    link: null,
    from: "Gigvara <security@mail.gigvara.com>",
    subject: "Gigvara verification code",
    date: date(2026, 9, 2, 7, 41),
    text: `Hi Milica,

Someone (hopefully you) is trying to sign in to Gigvara from a new browser.

Chrome on Linux - Novi Sad, Serbia (IP 109.92.14.201)
Wednesday, September 2, 2026 at 07:41 UTC

Enter this code to continue:

731904

The code expires in 10 minutes. Gigvara staff will never ask you for it.

If you didn't try to sign in, change your password right away:
https://www.gigvara.com/settings/security

- The Gigvara Trust & Safety team

Gigvara Inc., 548 Market St, PMB 30417, San Francisco, CA 94104
Help: https://www.gigvara.com/help`,
    html: card({
      pre: "Your code is 731904. It expires in 10 minutes.",
      head:
        `<img src="https://static.gigvara.com/email/logo-dark@2x.png" width="112" height="28" alt="Gigvara" style="display:block;border:0;">`,
      body: `<p style="margin:0 0 16px;">Hi Milica,</p>
<p style="margin:0 0 16px;">Someone (hopefully you) is trying to sign in to Gigvara from a new browser.</p>
<table role="presentation" cellpadding="0" cellspacing="0" border="0" style="font-size:13px;color:#4b5563;margin:0 0 8px;">
<tr><td style="padding:2px 12px 2px 0;">Device</td><td>Chrome on Linux</td></tr>
<tr><td style="padding:2px 12px 2px 0;">Location</td><td>Novi Sad, Serbia (IP 109.92.14.201)</td></tr>
<tr><td style="padding:2px 12px 2px 0;">Time</td><td>Wednesday, September 2, 2026 at 07:41 UTC</td></tr>
</table>
<p style="margin:16px 0 0;">Enter this code to continue:</p>
${digit_cells("731904")}
<p style="margin:0 0 16px;font-size:13px;color:#4b5563;">The code expires in 10 minutes. Gigvara staff will never ask you for it.</p>
<p style="margin:0;font-size:13px;color:#4b5563;">Didn't try to sign in? <a href="https://www.gigvara.com/settings/security" style="color:#2563eb;">Change your password</a> right away.</p>`,
      foot: GIGVARA_FOOT,
      accent: "#14b8a6",
    }),
    enc: "qp",
  },
  {
    family: "gigvara",
    group: "consumer",
    lang: "en",
    kind: "payment-released",
    code: null,
    link: null,
    from: "Gigvara <payments@mail.gigvara.com>",
    subject: "Payment released: Milestone 3 - Checkout redesign",
    date: date(2026, 9, 18, 16, 5),
    text: `Good news, Milica!

Hollis & Pratt Ltd released the payment for a milestone.

Contract:     Checkout redesign (React + Figma handoff)
Contract ID:  C-88213-4471
Milestone:    3 of 4 - Payment step and error states
Amount:       $1,400.00
Service fee:  -$140.00 (10%)
You earned:   $1,260.00

The funds will be available for withdrawal on September 23, 2026 after the
5-day security period. Your current available balance is $2,915.40.

View the contract: https://www.gigvara.com/contracts/C-88213-4471
Withdraw funds: https://www.gigvara.com/finances/withdraw

Gigvara Inc., 548 Market St, PMB 30417, San Francisco, CA 94104
Manage notifications: https://www.gigvara.com/settings/notifications`,
    html: card({
      pre: "Hollis & Pratt Ltd released $1,400.00 for Milestone 3.",
      head:
        `<img src="https://static.gigvara.com/email/logo-dark@2x.png" width="112" height="28" alt="Gigvara" style="display:block;border:0;">`,
      body: `<h1 style="margin:0 0 12px;font-size:22px;line-height:28px;">Good news, Milica!</h1>
<p style="margin:0 0 20px;">Hollis &amp; Pratt Ltd released the payment for a milestone.</p>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="font-size:14px;border-collapse:collapse;">
<tr><td style="padding:8px 0;border-bottom:1px solid #e5e7eb;color:#6b7280;">Contract</td><td align="right" style="padding:8px 0;border-bottom:1px solid #e5e7eb;">Checkout redesign (React + Figma handoff)</td></tr>
<tr><td style="padding:8px 0;border-bottom:1px solid #e5e7eb;color:#6b7280;">Contract ID</td><td align="right" style="padding:8px 0;border-bottom:1px solid #e5e7eb;">C-88213-4471</td></tr>
<tr><td style="padding:8px 0;border-bottom:1px solid #e5e7eb;color:#6b7280;">Milestone</td><td align="right" style="padding:8px 0;border-bottom:1px solid #e5e7eb;">3 of 4 &ndash; Payment step and error states</td></tr>
<tr><td style="padding:8px 0;border-bottom:1px solid #e5e7eb;color:#6b7280;">Amount</td><td align="right" style="padding:8px 0;border-bottom:1px solid #e5e7eb;">$1,400.00</td></tr>
<tr><td style="padding:8px 0;border-bottom:1px solid #e5e7eb;color:#6b7280;">Service fee (10%)</td><td align="right" style="padding:8px 0;border-bottom:1px solid #e5e7eb;">&minus;$140.00</td></tr>
<tr><td style="padding:10px 0;font-weight:bold;">You earned</td><td align="right" style="padding:10px 0;font-weight:bold;font-size:18px;color:#0f766e;">$1,260.00</td></tr>
</table>
<p style="margin:20px 0 0;font-size:13px;color:#4b5563;">The funds will be available for withdrawal on <strong>September 23, 2026</strong> after the 5-day security period. Available balance: $2,915.40.</p>
${button("https://www.gigvara.com/contracts/C-88213-4471", "View contract", "#0f766e")}`,
      foot: GIGVARA_FOOT,
      accent: "#14b8a6",
    }),
    enc: "b64",
  },
  {
    family: "gigvara",
    group: "consumer",
    lang: "en",
    kind: "job-alerts",
    code: null,
    link: null,
    from: "Gigvara Jobs <jobs@mail.gigvara.com>",
    subject: '5 new jobs matching "React", "Design systems"',
    date: date(2026, 10, 6, 6, 0),
    text: `New jobs for you

Design system audit for fintech dashboard
Fixed price: $2,500 - $4,000 · Posted 3 hours ago · 7 proposals
https://www.gigvara.com/jobs/~01f9a2c7e4

Next.js developer for travel booking MVP (3 months)
Hourly: $35-55/hr · Posted 5 hours ago · 15 to 20 proposals
https://www.gigvara.com/jobs/~01f9a2d10b

Figma to Tailwind: 14 marketing pages
Fixed price: $900 · Posted 6 hours ago · 20 to 50 proposals
https://www.gigvara.com/jobs/~01f9a2d877

Accessibility fixes (WCAG 2.2 AA) for Vue 3 app
Hourly: $40-60/hr · Posted 9 hours ago · Less than 5 proposals
https://www.gigvara.com/jobs/~01f9a2e3c0

Storybook setup and component docs
Fixed price: $1,200 · Posted 11 hours ago · 5 to 10 proposals
https://www.gigvara.com/jobs/~01f9a2f55a

You have 46 Connects left this month.

Unsubscribe from job alerts: https://www.gigvara.com/alerts/unsubscribe?u=5528190&t=jr
Gigvara Inc., 548 Market St, PMB 30417, San Francisco, CA 94104`,
    html: null,
    enc: "8bit",
  },
];

// ---------------------------------------------------------------- parleyhub (client chat workspace)

const parleyhub: Mail[] = [
  {
    family: "parleyhub",
    group: "consumer",
    lang: "en",
    kind: "invite-link",
    code: null,
    link: "https://links.parleyhub.com/ls/click?upn=Qm9yZGxpY2h0LWludml0ZS0zMzgx&ref=invite_join",
    from: "Jonas Weber (via ParleyHub) <feedback@parleyhub.com>",
    subject: "Jonas Weber has invited you to work with them in ParleyHub",
    date: date(2026, 9, 4, 10, 22),
    text:
      `Jonas Weber (jonas@nordlicht-studio.de) has invited you to use ParleyHub with them, in a workspace called Nordlicht Studio.

Join now:
https://links.parleyhub.com/ls/click?upn=Qm9yZGxpY2h0LWludml0ZS0zMzgx&ref=invite_join

Once you join, you'll be able to access the #proj-kiosk-app and #design-review channels as a guest.

This invitation will expire in 30 days.

What is ParleyHub? ParleyHub is a messaging app for teams, a place where work moves forward.
Learn more: https://parleyhub.com/intro

ParleyHub Technologies, 200 Fremont St, Suite 800, San Francisco, CA 94105
You received this because jonas@nordlicht-studio.de invited you. Don't want invites from this workspace?
https://parleyhub.com/invite-block?w=T04NQLS8&e=bWlsaWNh`,
    html: `<!DOCTYPE html><html><head><meta charset="utf-8"></head>
<body style="margin:0;padding:0;background:#ffffff;">
<span style="display:none!important;color:#ffffff;font-size:1px;">Join the Nordlicht Studio workspace on ParleyHub.</span>
<table width="100%" cellpadding="0" cellspacing="0" role="presentation"><tr><td align="center">
<table width="580" cellpadding="0" cellspacing="0" role="presentation" style="font-family:-apple-system,'Segoe UI',Roboto,Arial,sans-serif;color:#1d1c1d;">
<tr><td style="padding:40px 0 24px;"><img src="https://a.parleyhub-edge.com/mail/parleyhub-logo.png" width="132" alt="ParleyHub" style="border:0;"></td></tr>
<tr><td style="font-size:34px;line-height:42px;font-weight:700;padding-bottom:24px;">Join your team on ParleyHub</td></tr>
<tr><td style="font-size:17px;line-height:26px;padding-bottom:24px;"><strong>Jonas Weber</strong> (<a href="mailto:jonas@nordlicht-studio.de" style="color:#1264a3;">jonas@nordlicht-studio.de</a>) has invited you to use ParleyHub with them, in a workspace called <strong>Nordlicht Studio</strong>.</td></tr>
<tr><td style="padding-bottom:24px;">
<table cellpadding="0" cellspacing="0" role="presentation" width="100%" style="border:1px solid #dddddd;border-radius:8px;"><tr>
<td width="64" style="padding:16px;"><img src="https://a.parleyhub-edge.com/team-icons/T04NQLS8_88.png" width="48" height="48" alt="" style="border-radius:6px;"></td>
<td style="padding:16px 16px 16px 0;font-size:15px;"><strong>Nordlicht Studio</strong><br><span style="color:#616061;">nordlicht-studio.parleyhub.com &middot; 23 members</span></td>
</tr></table></td></tr>
<tr><td align="center" style="padding-bottom:32px;"><a href="https://links.parleyhub.com/ls/click?upn=Qm9yZGxpY2h0LWludml0ZS0zMzgx&amp;ref=invite_join" style="display:block;background:#4a154b;color:#ffffff;font-size:18px;font-weight:700;text-decoration:none;border-radius:4px;padding:16px 0;">Join Now</a></td></tr>
<tr><td style="font-size:14px;color:#616061;line-height:22px;padding-bottom:32px;">You'll be able to access <strong>#proj-kiosk-app</strong> and <strong>#design-review</strong> as a guest. This invitation will expire in 30 days.</td></tr>
<tr><td style="border-top:1px solid #eeeeee;padding-top:24px;font-size:12px;color:#696969;line-height:18px;">
<a href="https://parleyhub.com/intro" style="color:#696969;">What is ParleyHub?</a> &nbsp;&bull;&nbsp; <a href="https://parleyhub.com/help" style="color:#696969;">Help</a> &nbsp;&bull;&nbsp; <a href="https://parleyhub.com/invite-block?w=T04NQLS8&amp;e=bWlsaWNh" style="color:#696969;">Block invites from this workspace</a><br>
ParleyHub Technologies, 200 Fremont St, Suite 800, San Francisco, CA 94105</td></tr>
</table></td></tr></table></body></html>`,
    enc: "qp",
  },
  {
    family: "parleyhub",
    group: "consumer",
    lang: "en",
    kind: "login-code",
    code: "QJX-7WM",
    link: null,
    from: "ParleyHub <no-reply@parleyhub.com>",
    subject: "ParleyHub confirmation code: QJX-7WM",
    date: date(2026, 9, 21, 8, 3),
    text: `Confirm your email address

Your confirmation code is below - enter it in your open browser window and we'll help you get signed in.

QJX-7WM

If you didn't request this email, there's nothing to worry about - you can safely ignore it.

ParleyHub Technologies, 200 Fremont St, Suite 800, San Francisco, CA 94105
Our blog: https://parleyhub.com/blog  |  Policies: https://parleyhub.com/legal  |  Help center: https://parleyhub.com/help`,
    html: `<!DOCTYPE html><html><head><meta charset="utf-8"></head>
<body style="margin:0;padding:0;">
<table width="100%" cellpadding="0" cellspacing="0" role="presentation"><tr><td align="center">
<table width="600" cellpadding="0" cellspacing="0" role="presentation" style="font-family:-apple-system,'Segoe UI',Roboto,Arial,sans-serif;color:#1d1c1d;">
<tr><td style="padding:36px 0 24px;"><img src="https://a.parleyhub-edge.com/mail/parleyhub-logo.png" width="132" alt="ParleyHub"></td></tr>
<tr><td style="font-size:36px;line-height:42px;font-weight:700;padding-bottom:20px;">Confirm your email address</td></tr>
<tr><td style="font-size:20px;line-height:28px;padding-bottom:28px;">Your confirmation code is below &mdash; enter it in your open browser window and we'll help you get signed in.</td></tr>
<tr><td align="center" style="background:#f5f4f5;padding:40px 20px;"><span style="font-size:32px;line-height:36px;font-weight:600;letter-spacing:6px;">QJX-7WM</span></td></tr>
<tr><td style="font-size:16px;line-height:24px;padding:28px 0;">If you didn't request this email, there's nothing to worry about &mdash; you can safely ignore it.</td></tr>
<tr><td style="padding:16px 0;">
<a href="https://twitter.com/parleyhub"><img src="https://a.parleyhub-edge.com/mail/x.png" width="24" alt="X"></a>&nbsp;&nbsp;
<a href="https://www.linkedin.com/company/parleyhub"><img src="https://a.parleyhub-edge.com/mail/in.png" width="24" alt="LinkedIn"></a></td></tr>
<tr><td style="font-size:12px;color:#696969;line-height:18px;padding-bottom:40px;">
<a href="https://parleyhub.com/blog" style="color:#696969;">Our blog</a> &nbsp;|&nbsp; <a href="https://parleyhub.com/legal" style="color:#696969;">Policies</a> &nbsp;|&nbsp; <a href="https://parleyhub.com/help" style="color:#696969;">Help center</a><br>
&copy;2026 ParleyHub Technologies, 200 Fremont St, Suite 800, San Francisco, CA 94105. All rights reserved.</td></tr>
</table></td></tr></table></body></html>`,
  },
  {
    family: "parleyhub",
    group: "consumer",
    lang: "en",
    kind: "unread-digest",
    code: null,
    link: null,
    from: "ParleyHub <feedback@parleyhub.com>",
    subject: "[ParleyHub] New messages from Jonas Weber in Nordlicht Studio",
    date: date(2026, 10, 2, 19, 48),
    text: `You have 3 new messages in Nordlicht Studio

#proj-kiosk-app

Jonas Weber  5:31 PM
@Milica can you check the receipt screen on the 1080x1920 kiosk? the total overlaps the QR code when the order has more than 9 items

Jonas Weber  5:33 PM
build 2.4.0-rc.3 is on the staging kiosk at the office, PIN for the service menu is in 1Password

Anke Brandt  6:02 PM
Invoice for September received, thanks! Paying on Monday.

Open ParleyHub: https://nordlicht-studio.parleyhub.com/messages/C05KIOSK

You're receiving this because you have unread messages. Change how often you get these:
https://nordlicht-studio.parleyhub.com/account/notifications

ParleyHub Technologies, 200 Fremont St, Suite 800, San Francisco, CA 94105`,
    html: null,
  },
];

// ---------------------------------------------------------------- zadaniownik (Polish client's project tool)

const zadaniownik: Mail[] = [
  {
    family: "zadaniownik",
    group: "regional",
    lang: "pl",
    kind: "invite-link",
    code: null,
    link: "https://app.zadaniownik.pl/zaproszenie/7f3c1e90b2d44a8e?utm_source=email&utm_medium=invite",
    from: "Zadaniownik <powiadomienia@zadaniownik.pl>",
    subject: "Katarzyna Wróbel zaprasza Cię do przestrzeni „Piekarnia Kłos – sklep online”",
    date: date(2026, 9, 8, 9, 14, "+0200"),
    text: `Cześć!

Katarzyna Wróbel (k.wrobel@piekarniaklos.pl) zaprasza Cię do współpracy w przestrzeni roboczej
„Piekarnia Kłos – sklep online” w Zadaniowniku.

Rola: Gość (dostęp do projektów: Sklep 2.0, Identyfikacja wizualna)

Dołącz do przestrzeni:
https://app.zadaniownik.pl/zaproszenie/7f3c1e90b2d44a8e?utm_source=email&utm_medium=invite

Zaproszenie jest ważne przez 7 dni (do 15.09.2026).

Nie znasz tej osoby? Po prostu zignoruj tę wiadomość.

--
Zadaniownik sp. z o.o., ul. Długa 44/3, 31-146 Kraków
NIP 6762519934 · pomoc@zadaniownik.pl · +48 12 345 67 80`,
    html: card({
      lang: "pl",
      pre: "Dołącz do przestrzeni „Piekarnia Kłos – sklep online”.",
      head:
        `<span style="font-family:Helvetica,Arial,sans-serif;font-size:20px;font-weight:bold;color:#ea580c;">&#9745; Zadaniownik</span>`,
      body: `<p style="margin:0 0 16px;">Cześć!</p>
<p style="margin:0 0 16px;"><strong>Katarzyna Wróbel</strong> (k.wrobel@piekarniaklos.pl) zaprasza Cię do współpracy w przestrzeni roboczej <strong>„Piekarnia Kłos – sklep online”</strong>.</p>
<p style="margin:0 0 4px;font-size:13px;color:#6b7280;">Rola: Gość &middot; Projekty: Sklep 2.0, Identyfikacja wizualna</p>
${
        button(
          "https://app.zadaniownik.pl/zaproszenie/7f3c1e90b2d44a8e?utm_source=email&amp;utm_medium=invite",
          "Dołącz do przestrzeni",
          "#ea580c",
        )
      }
<p style="margin:0;font-size:13px;color:#6b7280;">Zaproszenie jest ważne przez 7 dni (do 15.09.2026). Nie znasz tej osoby? Po prostu zignoruj tę wiadomość.</p>`,
      foot: `Zadaniownik sp. z o.o., ul. Długa 44/3, 31-146 Kraków &middot; NIP 6762519934<br>
<a href="mailto:pomoc@zadaniownik.pl" style="color:#6b7280;">pomoc@zadaniownik.pl</a> &middot; +48 12 345 67 80 &middot; <a href="https://zadaniownik.pl/polityka-prywatnosci" style="color:#6b7280;">Polityka prywatności</a>`,
      accent: "#ea580c",
    }),
    enc: "qp",
  },
  {
    family: "zadaniownik",
    group: "regional",
    lang: "pl",
    kind: "task-assigned",
    code: null,
    link: null,
    from: "Zadaniownik <powiadomienia@zadaniownik.pl>",
    subject: "Nowe zadanie: Banner na Black Friday (SKL-142)",
    date: date(2026, 10, 20, 13, 37, "+0200"),
    text: `Katarzyna Wróbel przypisała Ci zadanie w projekcie Sklep 2.0.

SKL-142  Banner na Black Friday – 3 formaty (1200x628, 1080x1080, 1080x1920)
Termin: piątek, 6 listopada 2026
Priorytet: wysoki

Komentarz:
„Kody rabatowe będą dwa: KLOS20 na pieczywo i CHLEB10 na zestawy. Proszę, żeby kod był dobrze
widoczny na grafice. Budżet bez zmian, 1 450 zł netto.”

Zobacz zadanie: https://app.zadaniownik.pl/p/sklep-2-0/SKL-142

Otrzymujesz to powiadomienie, bo jesteś osobą przypisaną. Ustawienia powiadomień:
https://app.zadaniownik.pl/ustawienia/powiadomienia`,
    html: null,
  },
];

// ---------------------------------------------------------------- uctovna (Czech invoicing service)

const UCTOVNA_FOOT = `<p style="margin:0;">Účtovna s.r.o. · Vinohradská 1511/230, 100 00 Praha 10 · IČO 08124419</p>
<p style="margin:6px 0 0;"><a href="https://www.uctovna.cz/napoveda" style="color:#6b7280;">Nápověda</a> · <a href="https://www.uctovna.cz/ochrana-osobnich-udaju" style="color:#6b7280;">Ochrana osobních údajů</a> · +420 228 885 310</p>`;

const uctovna: Mail[] = [
  {
    family: "uctovna",
    group: "regional",
    lang: "cs",
    kind: "verify-link",
    code: null,
    link: "https://app.uctovna.cz/overeni-emailu?t=ZXYyLm1pbGljYS4yMDI2MDkwMS43YTFj",
    from: "Účtovna <info@uctovna.cz>",
    subject: "Ověřte prosím svou e-mailovou adresu",
    date: date(2026, 9, 1, 20, 12, "+0200"),
    text: `Dobrý den,

děkujeme za registraci ve fakturační aplikaci Účtovna. Zbývá poslední krok: potvrďte,
že adresa milica.dev@inbox.example patří vám.

Ověřit e-mail:
https://app.uctovna.cz/overeni-emailu?t=ZXYyLm1pbGljYS4yMDI2MDkwMS43YTFj

Odkaz platí 48 hodin. Pokud jste se neregistrovali, e-mail ignorujte.

Vaše zkušební období tarifu Živnostník (149 Kč / měsíc) končí 1. 10. 2026.

S pozdravem
tým Účtovny`,
    html: card({
      lang: "cs",
      pre: "Zbývá poslední krok – potvrďte svůj e-mail.",
      head: `<img src="https://www.uctovna.cz/img/mail/logo.png" width="120" alt="Účtovna" style="display:block;">`,
      body: `<p style="margin:0 0 16px;">Dobrý den,</p>
<p style="margin:0 0 16px;">děkujeme za registraci ve fakturační aplikaci Účtovna. Zbývá poslední krok: potvrďte, že adresa <strong>milica.dev@inbox.example</strong> patří vám.</p>
${button("https://app.uctovna.cz/overeni-emailu?t=ZXYyLm1pbGljYS4yMDI2MDkwMS43YTFj", "Ověřit e-mail", "#16a34a")}
<p style="margin:0 0 16px;font-size:13px;color:#4b5563;">Odkaz platí 48 hodin. Pokud jste se neregistrovali, e-mail ignorujte.</p>
<p style="margin:0;font-size:13px;color:#4b5563;">Vaše zkušební období tarifu Živnostník (149&nbsp;Kč / měsíc) končí 1.&nbsp;10.&nbsp;2026.</p>`,
      foot: UCTOVNA_FOOT,
      accent: "#16a34a",
    }),
    enc: "b64",
  },
  {
    family: "uctovna",
    group: "regional",
    lang: "cs",
    kind: "invoice-paid",
    code: null,
    link: null,
    from: "Účtovna <info@uctovna.cz>",
    subject: "Faktura 2026-0017 byla uhrazena",
    date: date(2026, 9, 29, 11, 2, "+0200"),
    text: `Dobrý den,

na vašem účtu jsme spárovali platbu k faktuře 2026-0017.

Odběratel:          Pivovarská kavárna Dvůr s.r.o., IČO 05231887
Částka:             38 720,00 Kč
Variabilní symbol:  20260017
Datum úhrady:       28. 9. 2026
Splatnost:          30. 9. 2026 (uhrazeno včas)

Přehled faktur: https://app.uctovna.cz/faktury?stav=uhrazene

Tip: Přehled pro DPH za 3. čtvrtletí připravíte v menu Výkazy.

Účtovna s.r.o., Vinohradská 1511/230, 100 00 Praha 10`,
    html: card({
      lang: "cs",
      pre: "Pivovarská kavárna Dvůr uhradila 38 720,00 Kč.",
      head: `<img src="https://www.uctovna.cz/img/mail/logo.png" width="120" alt="Účtovna" style="display:block;">`,
      body: `<p style="margin:0 0 16px;">Dobrý den,</p>
<p style="margin:0 0 20px;">na vašem účtu jsme spárovali platbu k faktuře <strong>2026-0017</strong>.</p>
<table role="presentation" width="100%" cellpadding="6" cellspacing="0" border="0" style="font-size:14px;">
<tr><td style="color:#6b7280;">Odběratel</td><td>Pivovarská kavárna Dvůr s.r.o., IČO 05231887</td></tr>
<tr><td style="color:#6b7280;">Částka</td><td><strong>38&nbsp;720,00&nbsp;Kč</strong></td></tr>
<tr><td style="color:#6b7280;">Variabilní symbol</td><td>20260017</td></tr>
<tr><td style="color:#6b7280;">Datum úhrady</td><td>28. 9. 2026</td></tr>
<tr><td style="color:#6b7280;">Splatnost</td><td>30. 9. 2026 <span style="color:#16a34a;">(uhrazeno včas)</span></td></tr>
</table>
<p style="margin:20px 0 0;"><a href="https://app.uctovna.cz/faktury?stav=uhrazene" style="color:#16a34a;">Přehled faktur &rarr;</a></p>`,
      foot: UCTOVNA_FOOT,
      accent: "#16a34a",
    }),
  },
];

// ---------------------------------------------------------------- szamlafeny (Hungarian invoicing)

const szamlafeny: Mail[] = [
  {
    family: "szamlafeny",
    group: "regional",
    lang: "hu",
    kind: "login-code",
    code: "508217",
    link: null,
    from: "Számlafény <nemvalaszolj@szamlafeny.hu>",
    subject: "Belépési kód a Számlafény fiókodhoz",
    date: date(2026, 9, 10, 8, 55, "+0200"),
    text: `Kedves Milica!

A belépéshez szükséges egyszer használható kódod:

508 217

A kód 5 percig érvényes. Soha ne add meg senkinek, munkatársaink sem kérik el.

Belépési kísérlet: 2026. 09. 10. 08:55, Firefox, Linux

Ha nem te próbáltál belépni, javasoljuk, hogy változtasd meg a jelszavadat.

Üdvözlettel:
a Számlafény csapata
Számlafény Kft. · 1066 Budapest, Teréz krt. 18. · +36 1 555 0192`,
    html: card({
      lang: "hu",
      pre: "Egyszer használható belépési kód – 5 percig érvényes.",
      head: `<span style="font-family:Georgia,serif;font-size:22px;color:#b45309;">Számlafény</span>`,
      body: `<p style="margin:0 0 16px;">Kedves Milica!</p>
<p style="margin:0 0 8px;">A belépéshez szükséges egyszer használható kódod:</p>
<p style="margin:16px 0;text-align:center;"><span style="display:inline-block;padding:14px 24px;background:#fffbeb;border:2px dashed #f59e0b;font-family:Consolas,monospace;font-size:30px;letter-spacing:4px;">508&nbsp;217</span></p>
<p style="margin:0 0 16px;font-size:13px;color:#4b5563;">A kód 5 percig érvényes. Soha ne add meg senkinek, munkatársaink sem kérik el.</p>
<p style="margin:0 0 16px;font-size:13px;color:#4b5563;">Belépési kísérlet: 2026. 09. 10. 08:55, Firefox, Linux</p>
<p style="margin:0;font-size:13px;color:#4b5563;">Ha nem te próbáltál belépni, javasoljuk, hogy <a href="https://app.szamlafeny.hu/beallitasok/jelszo" style="color:#b45309;">változtasd meg a jelszavadat</a>.</p>`,
      foot:
        `Számlafény Kft. &middot; 1066 Budapest, Teréz krt. 18. &middot; +36 1 555 0192<br><a href="https://szamlafeny.hu/adatvedelem" style="color:#6b7280;">Adatvédelem</a> &middot; <a href="https://szamlafeny.hu/aszf" style="color:#6b7280;">ÁSZF</a>`,
      accent: "#f59e0b",
    }),
    enc: "qp",
  },
  {
    family: "szamlafeny",
    group: "regional",
    lang: "hu",
    kind: "invoice-issued",
    code: null,
    link: null,
    from: "Számlafény <szamla@szamlafeny.hu>",
    subject: "Számla érkezett: SZF-2026-00231 – Betűműhely Kft.",
    date: date(2026, 10, 1, 10, 30, "+0200"),
    text: `Tisztelt Partnerünk!

Mellékelten küldjük a Betűműhely Kft. által kiállított elektronikus számlát.

Számlaszám:        SZF-2026-00231
Tétel:             Webfont licenc – Kovács Grotesk, 3 stílus
Vevő:              Milica Jovanović PR, Novi Sad (PIB 112345678)
Teljesítés:        2026. 09. 30.
Fizetési határidő: 2026. 10. 15.
Fizetendő:         189 EUR (áfa nélkül, harmadik országbeli vevő)
Bankszámla:        HU42 1177 3016 1111 1018 0000 0000

A számla adatait a NAV Online Számla rendszerébe továbbítottuk.

Ezt az üzenetet a Számlafény számlázó rendszer küldte a kiállító nevében.
Korábbi számláidat a vevői fiókodban éred el: https://app.szamlafeny.hu/vevo`,
    html: card({
      lang: "hu",
      pre: "SZF-2026-00231 – 189 EUR – fizetési határidő 2026. 10. 15.",
      head: `<span style="font-family:Georgia,serif;font-size:22px;color:#b45309;">Számlafény</span>`,
      body: `<p style="margin:0 0 16px;">Tisztelt Partnerünk!</p>
<p style="margin:0 0 16px;">Mellékelten küldjük a <strong>Betűműhely Kft.</strong> által kiállított elektronikus számlát.</p>
<table role="presentation" cellpadding="4" cellspacing="0" border="0" style="font-size:14px;">
<tr><td style="color:#6b7280;">Számlaszám</td><td>SZF-2026-00231</td></tr>
<tr><td style="color:#6b7280;">Tétel</td><td>Webfont licenc &ndash; Kovács Grotesk, 3 stílus</td></tr>
<tr><td style="color:#6b7280;">Vevő</td><td>Milica Jovanović PR, Novi Sad (PIB 112345678)</td></tr>
<tr><td style="color:#6b7280;">Teljesítés</td><td>2026. 09. 30.</td></tr>
<tr><td style="color:#6b7280;">Fizetési határidő</td><td>2026. 10. 15.</td></tr>
<tr><td style="color:#6b7280;">Fizetendő</td><td><strong>189 EUR</strong> (áfa nélkül, harmadik országbeli vevő)</td></tr>
</table>
<p style="margin:16px 0 0;font-size:13px;color:#4b5563;">A számla adatait a NAV Online Számla rendszerébe továbbítottuk.</p>`,
      foot:
        `Ezt az üzenetet a Számlafény számlázó rendszer küldte a kiállító nevében. <a href="https://szamlafeny.hu" style="color:#6b7280;">szamlafeny.hu</a>`,
      accent: "#f59e0b",
    }),
    enc: "b64",
    attachment: [
      "SZF-2026-00231.pdf",
      "application/pdf",
      "%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n",
    ],
  },
];

// ---------------------------------------------------------------- poreski portal (tax office e-services, Serbia)

const poreski_portal: Mail[] = [
  {
    family: "poreski-portal-rs",
    group: "regional",
    lang: "sr",
    kind: "filing-accepted",
    code: null,
    link: null,
    from: "Порески портал <ne-odgovarati@poreskiportal.gov.rs>",
    subject: "Обавештење о пријему пореске пријаве ППП-ПД бр. 1026-4418290",
    date: date(2026, 10, 14, 12, 6, "+0200"),
    text: `Поштовани,

Обавештавамо Вас да је пореска пријава успешно поднета и примљена.

Врста пријаве:      ППП-ПД (паушално опорезивање)
Број пријаве:       1026-4418290
Порески обвезник:   Милица Јовановић ПР, ПИБ 112345678
Период:             09/2026
Датум пријема:      14.10.2026. у 12:05
Износ обавезе:      18.436,00 динара
Рок за плаћање:     15.10.2026.

Уплату извршите на рачун 840-0000714221843-54, модел 97, позив на број 08-112345678.

Статус пријаве и порески налог можете видети након пријаве на портал.

Ова порука је аутоматски генерисана. Молимо Вас да не одговарате на њу.
Кол центар: 0700 700 007 (радним данима од 08 до 16 часова)`,
    html:
      `<html><head><meta charset="utf-8"></head><body style="font-family:Arial,sans-serif;font-size:14px;color:#222;">
<table width="640" cellpadding="0" cellspacing="0" border="0" style="border:1px solid #c8c8c8;">
<tr><td style="background:#0c3c78;padding:14px 20px;color:#ffffff;font-size:18px;"><img src="https://www.poreskiportal.gov.rs/img/grb.png" width="32" height="36" alt="Грб" style="vertical-align:middle;">&nbsp; Порески портал</td></tr>
<tr><td style="padding:20px;">
<p>Поштовани,</p>
<p>Обавештавамо Вас да је пореска пријава успешно поднета и примљена.</p>
<table cellpadding="5" cellspacing="0" border="1" style="border-collapse:collapse;border-color:#dddddd;font-size:13px;">
<tr><td style="background:#f2f2f2;">Врста пријаве</td><td>ППП-ПД (паушално опорезивање)</td></tr>
<tr><td style="background:#f2f2f2;">Број пријаве</td><td>1026-4418290</td></tr>
<tr><td style="background:#f2f2f2;">Порески обвезник</td><td>Милица Јовановић ПР, ПИБ 112345678</td></tr>
<tr><td style="background:#f2f2f2;">Период</td><td>09/2026</td></tr>
<tr><td style="background:#f2f2f2;">Датум пријема</td><td>14.10.2026. у 12:05</td></tr>
<tr><td style="background:#f2f2f2;">Износ обавезе</td><td><b>18.436,00 динара</b></td></tr>
<tr><td style="background:#f2f2f2;">Рок за плаћање</td><td>15.10.2026.</td></tr>
</table>
<p>Уплату извршите на рачун 840-0000714221843-54, модел 97, позив на број 08-112345678.</p>
<p>Статус пријаве и порески налог можете видети након <a href="https://www.poreskiportal.gov.rs/prijava">пријаве на портал</a>.</p>
<p style="color:#777;font-size:12px;">Ова порука је аутоматски генерисана. Молимо Вас да не одговарате на њу.<br>Кол центар: 0700 700 007 (радним данима од 08 до 16 часова)</p>
</td></tr></table></body></html>`,
    enc: "b64",
  },
  {
    family: "poreski-portal-rs",
    group: "regional",
    lang: "sr",
    kind: "verify-link",
    code: null,
    link: "https://www.poreskiportal.gov.rs/nalog/potvrda-adrese?id=58213977&kljuc=c4f1a09be27d4f10",
    from: "Порески портал <ne-odgovarati@poreskiportal.gov.rs>",
    subject: "Потврда адресе електронске поште за пријем обавештења",
    date: date(2026, 9, 3, 9, 40, "+0200"),
    text: `Поштовани,

У корисничком налогу за ПИБ 112345678 наведена је ова адреса електронске поште
за пријем обавештења о пореским решењима и роковима.

Да бисте потврдили адресу, отворите следећи линк у року од 24 сата:
https://www.poreskiportal.gov.rs/nalog/potvrda-adrese?id=58213977&kljuc=c4f1a09be27d4f10

Уколико нисте Ви тражили промену, обратите се Кол центру на 0700 700 007.

Пореска управа Републике Србије
Саве Машковића 3-5, 11000 Београд`,
    html: null,
  },
];

// ---------------------------------------------------------------- dunavska banka (local bank, Serbia)

const dunavska_banka: Mail[] = [
  {
    family: "dunavska-banka",
    group: "regional",
    lang: "sr",
    kind: "card-payment-code",
    code: "48275163",
    link: null,
    from: "Dunavska banka <obavestenja@dunavskabanka.rs>",
    subject: "Jednokratna lozinka za plaćanje karticom",
    date: date(2026, 9, 12, 22, 47, "+0200"),
    text: `Poštovana Milice,

Za potvrdu internet plaćanja karticom Visa Business •••• 4821 koristite jednokratnu lozinku:

48275163

Trgovac:  FRAMEWICK.COM AMSTERDAM
Iznos:    180,00 USD
Vreme:    12.09.2026. 22:47

Lozinka važi 5 minuta. Banka od Vas nikada neće tražiti da lozinku saopštite telefonom
ili porukom. Ako niste Vi započeli ovo plaćanje, odmah pozovite Kontakt centar.

Kontakt centar: 0800 100 321 (besplatan poziv) ili +381 21 488 9000, 0-24h

Dunavska banka a.d. Novi Sad, Bulevar oslobođenja 88, 21000 Novi Sad
www.dunavskabanka.rs`,
    html: `<!DOCTYPE html><html lang="sr"><head><meta charset="utf-8"></head>
<body style="margin:0;background:#eef3f8;">
<table width="100%" cellpadding="0" cellspacing="0" border="0" bgcolor="#eef3f8"><tr><td align="center" style="padding:20px 10px;">
<table width="560" cellpadding="0" cellspacing="0" border="0" bgcolor="#ffffff" style="font-family:Verdana,Arial,sans-serif;font-size:13px;color:#1b2a3a;">
<tr><td style="background:#004a8f;padding:16px 24px;"><img src="https://www.dunavskabanka.rs/mail/logo-white.png" width="150" height="32" alt="Dunavska banka"></td></tr>
<tr><td style="padding:24px;">
<p style="margin:0 0 14px;">Poštovana Milice,</p>
<p style="margin:0 0 14px;">Za potvrdu internet plaćanja karticom <b>Visa Business &bull;&bull;&bull;&bull; 4821</b> koristite jednokratnu lozinku:</p>
<p style="margin:0 0 18px;font-size:28px;font-weight:bold;letter-spacing:3px;color:#004a8f;">48275163</p>
<table cellpadding="4" cellspacing="0" border="0" style="font-size:13px;margin-bottom:14px;">
<tr><td style="color:#66758a;">Trgovac:</td><td>FRAMEWICK.COM AMSTERDAM</td></tr>
<tr><td style="color:#66758a;">Iznos:</td><td>180,00 USD</td></tr>
<tr><td style="color:#66758a;">Vreme:</td><td>12.09.2026. 22:47</td></tr>
</table>
<p style="margin:0 0 14px;">Lozinka važi 5 minuta. Banka od Vas nikada neće tražiti da lozinku saopštite telefonom ili porukom. Ako niste Vi započeli ovo plaćanje, odmah pozovite Kontakt centar.</p>
</td></tr>
<tr><td style="background:#f4f6f9;padding:14px 24px;font-size:11px;color:#66758a;">Kontakt centar: 0800 100 321 (besplatan poziv) ili +381 21 488 9000, 0-24h<br>
Dunavska banka a.d. Novi Sad, Bulevar oslobođenja 88, 21000 Novi Sad &middot; <a href="https://www.dunavskabanka.rs" style="color:#004a8f;">www.dunavskabanka.rs</a></td></tr>
</table></td></tr></table></body></html>`,
    enc: "qp",
  },
  {
    family: "dunavska-banka",
    group: "regional",
    lang: "sr",
    kind: "inflow-notice",
    code: null,
    link: null,
    from: "Dunavska banka <obavestenja@dunavskabanka.rs>",
    subject: "Priliv iz inostranstva – potrebna dokumentacija",
    date: date(2026, 10, 5, 10, 18, "+0200"),
    text: `Poštovana Milice,

Na Vaš devizni račun RS35 1650 0010 0443 7781 29 pristigao je priliv iz inostranstva:

Nalogodavac:   NORDLICHT STUDIO GMBH, HAMBURG DE
Iznos:         2.350,00 EUR
Svrha:         INVOICE 2026-0019 KIOSK APP SEPTEMBER
Referenca:     SWIFT 26PI0418877102

Da bi priliv bio naplaćen, potrebno je da do 07.10.2026. dostavite fakturu i šifru osnova
plaćanja putem elektronskog bankarstva (Plaćanja > Prilivi iz inostranstva) ili u ekspozituri.

Ukoliko je dokumentacija već dostavljena, ovu poruku zanemarite.

Srdačan pozdrav,
Dunavska banka a.d. Novi Sad
Kontakt centar: 0800 100 321`,
    html: null,
    enc: "qp",
  },
];

// ---------------------------------------------------------------- korvex (multi-currency account)

const KORVEX_FOOT =
  `<p style="margin:0 0 6px;">Korvex Payments UAB is licensed by the Bank of Lithuania as an electronic money institution (licence No. 77). Konstitucijos pr. 21A, LT-08130 Vilnius, Lithuania.</p>
<p style="margin:0;"><a href="https://korvex.com/help" style="color:#6b7280;">Help</a> · <a href="https://korvex.com/legal/privacy" style="color:#6b7280;">Privacy</a> · <a href="https://korvex.com/app" style="color:#6b7280;">Get the app</a></p>`;

const korvex: Mail[] = [
  {
    family: "korvex",
    group: "consumer",
    lang: "en",
    kind: "money-received",
    code: null,
    link: null,
    from: "Korvex <hello@korvex.com>",
    subject: "You received 1,850.00 GBP from HOLLIS & PRATT LTD",
    date: date(2026, 9, 24, 14, 11, "+0100"),
    text: `Hi Milica,

You received 1,850.00 GBP from HOLLIS & PRATT LTD.

Reference: INV-2026-0018
It's now in your GBP balance (account ending 7736, sort code 23-14-70).

Your balances
GBP  3,112.45
EUR  4,870.10
USD    212.00

See transaction: https://korvex.com/activity/tx_9QfL2mR8aZ

Korvex Payments UAB, Konstitucijos pr. 21A, LT-08130 Vilnius, Lithuania`,
    html: card({
      pre: "It's in your GBP balance now.",
      head:
        `<img src="https://korvex.com/static/mail/korvex-wordmark.png" width="96" height="24" alt="Korvex" style="display:block;">`,
      body: `<p style="margin:0 0 8px;">Hi Milica,</p>
<p style="margin:0 0 20px;font-size:24px;line-height:30px;font-weight:bold;">You received 1,850.00 GBP from HOLLIS &amp; PRATT LTD</p>
<p style="margin:0 0 6px;color:#4b5563;">Reference: INV-2026-0018</p>
<p style="margin:0 0 20px;color:#4b5563;">It's now in your GBP balance (account ending 7736, sort code 23-14-70).</p>
<table role="presentation" cellpadding="6" cellspacing="0" border="0" style="font-size:14px;background:#f9fafb;border-radius:6px;">
<tr><td>GBP</td><td align="right">3,112.45</td></tr><tr><td>EUR</td><td align="right">4,870.10</td></tr><tr><td>USD</td><td align="right">212.00</td></tr>
</table>
${button("https://korvex.com/activity/tx_9QfL2mR8aZ", "See transaction", "#7c3aed")}`,
      foot: KORVEX_FOOT,
      accent: "#7c3aed",
    }),
    enc: "qp",
  },
  {
    family: "korvex",
    group: "consumer",
    lang: "en",
    kind: "login-code",
    code: "190447",
    link: null,
    from: "Korvex <security@korvex.com>",
    subject: "190 447 is your Korvex security code",
    date: date(2026, 10, 9, 7, 2, "+0100"),
    text: `Your Korvex security code is 190 447

Use it to log in on a new device: Safari on macOS, near Vilnius, Lithuania.

Don't share this code with anyone. Korvex will never call you and ask for it.
If this wasn't you, go to https://korvex.com/help/secure-account

Korvex Payments UAB, Konstitucijos pr. 21A, LT-08130 Vilnius, Lithuania`,
    html: card({
      pre: "Use it to log in on a new device.",
      head:
        `<img src="https://korvex.com/static/mail/korvex-wordmark.png" width="96" height="24" alt="Korvex" style="display:block;">`,
      body: `<p style="margin:0 0 12px;">Your Korvex security code is</p>
<p style="margin:0 0 20px;font-size:36px;font-weight:bold;letter-spacing:2px;">190&nbsp;447</p>
<p style="margin:0 0 12px;">Use it to log in on a new device: Safari on macOS, near Vilnius, Lithuania.</p>
<p style="margin:0 0 12px;color:#4b5563;">Don't share this code with anyone. Korvex will never call you and ask for it.</p>
<p style="margin:0;color:#4b5563;">If this wasn't you, <a href="https://korvex.com/help/secure-account" style="color:#7c3aed;">secure your account</a>.</p>`,
      foot: KORVEX_FOOT,
      accent: "#7c3aed",
    }),
  },
  {
    family: "korvex",
    group: "consumer",
    lang: "en",
    kind: "statement-ready",
    code: null,
    link: null,
    from: "Korvex <hello@korvex.com>",
    subject: "Your September statements are ready",
    date: date(2026, 10, 1, 9, 0, "+0100"),
    text: `Hi Milica,

Your account statements for September 2026 are ready for GBP, EUR and USD.

Money in:   6,940.00 EUR equivalent (7 transactions)
Money out:  3,215.62 EUR equivalent (19 transactions)
Conversion fees: 14.38 EUR

Download them any time from Account > Statements:
https://korvex.com/account/statements?period=2026-09

Korvex Payments UAB, Konstitucijos pr. 21A, LT-08130 Vilnius, Lithuania`,
    html: null,
    enc: "b64",
  },
];

// ---------------------------------------------------------------- hashquay (crypto exchange)

const HQ_FOOT =
  `<p style="margin:0 0 6px;">Stay safe: Hashquay will never ask for your password, 2FA codes or seed phrase. Always check that you are on <b>hashquay.com</b>.</p>
<p style="margin:0 0 6px;">Hashquay Europe s.r.o. &middot; Na Florenci 2116/15, 110 00 Praha 1 &middot; Registered VASP</p>
<p style="margin:0;"><a href="https://hashquay.com/support" style="color:#9ca3af;">Support</a> &middot; <a href="https://hashquay.com/legal/risk-warning" style="color:#9ca3af;">Risk warning</a> &middot; <a href="https://t.me/hashquay" style="color:#9ca3af;">Telegram</a> &middot; <a href="https://x.com/hashquay" style="color:#9ca3af;">X</a></p>`;

function hq_page(pre: string, body: string): string {
  return `<!DOCTYPE html><html><head><meta charset="utf-8"><meta name="color-scheme" content="dark"></head>
<body style="margin:0;padding:0;background:#0b0e11;">
<div style="display:none;max-height:0;overflow:hidden;">${pre}</div>
<table width="100%" cellpadding="0" cellspacing="0" border="0" bgcolor="#0b0e11"><tr><td align="center" style="padding:28px 12px;">
<table width="560" cellpadding="0" cellspacing="0" border="0" style="background:#181a20;border-radius:10px;font-family:'IBM Plex Sans',Arial,sans-serif;color:#eaecef;">
<tr><td style="padding:24px 28px 8px;"><img src="https://cdn.hashquay.com/mail/hq-logo-light.png" width="120" height="26" alt="HASHQUAY"></td></tr>
<tr><td style="padding:8px 28px 24px;font-size:14px;line-height:22px;">${body}</td></tr>
<tr><td style="padding:18px 28px;border-top:1px solid #2b3139;font-size:11px;line-height:17px;color:#9ca3af;">${HQ_FOOT}</td></tr>
</table></td></tr></table></body></html>`;
}

const hashquay: Mail[] = [
  {
    family: "hashquay",
    group: "consumer",
    lang: "en",
    kind: "address-confirm-link",
    code: null,
    link: "https://hashquay.com/account/whitelist/confirm?rid=wl_5fa90c3e77&sig=9d12be40a7f3c6d1",
    from: "Hashquay <do-not-reply@notify.hashquay.com>",
    subject: "[Hashquay] Confirm new withdrawal address - 2026-09-15 18:22:04 (UTC)",
    date: date(2026, 9, 15, 18, 22),
    text: `Confirm new withdrawal address

You requested to add a new address to your withdrawal whitelist.

Coin:     USDT
Network:  TRC20
Label:    Ledger - savings
Address:  TJ8sWqZ4m2sK9bDxQ3rLpN7vYc5eHuA1fG

To confirm, open this link within 30 minutes:
https://hashquay.com/account/whitelist/confirm?rid=wl_5fa90c3e77&sig=9d12be40a7f3c6d1

For your security, withdrawals to this address will be possible 24 hours after confirmation.

If you did not make this request, lock your account immediately:
https://hashquay.com/account/lock?rid=wl_5fa90c3e77

Request IP: 109.92.14.201 (RS)

Hashquay Europe s.r.o., Na Florenci 2116/15, 110 00 Praha 1`,
    html: hq_page(
      "You requested to add a new address to your withdrawal whitelist.",
      `<h2 style="margin:0 0 14px;font-size:20px;color:#fcd535;">Confirm new withdrawal address</h2>
<p style="margin:0 0 14px;">You requested to add a new address to your withdrawal whitelist.</p>
<table cellpadding="4" cellspacing="0" border="0" style="font-size:13px;margin-bottom:16px;">
<tr><td style="color:#848e9c;">Coin</td><td>USDT</td></tr>
<tr><td style="color:#848e9c;">Network</td><td>TRC20</td></tr>
<tr><td style="color:#848e9c;">Label</td><td>Ledger - savings</td></tr>
<tr><td style="color:#848e9c;">Address</td><td style="font-family:monospace;word-break:break-all;">TJ8sWqZ4m2sK9bDxQ3rLpN7vYc5eHuA1fG</td></tr>
</table>
<table cellpadding="0" cellspacing="0" border="0"><tr><td bgcolor="#fcd535" style="border-radius:4px;"><a href="https://hashquay.com/account/whitelist/confirm?rid=wl_5fa90c3e77&amp;sig=9d12be40a7f3c6d1" style="display:inline-block;padding:11px 26px;color:#181a20;font-weight:bold;text-decoration:none;">Confirm address</a></td></tr></table>
<p style="margin:16px 0 8px;color:#b7bdc6;">The link expires in 30 minutes. Withdrawals to this address will be possible 24 hours after confirmation.</p>
<p style="margin:0;color:#b7bdc6;">Didn't request this? <a href="https://hashquay.com/account/lock?rid=wl_5fa90c3e77" style="color:#fcd535;">Lock your account</a> immediately. Request IP: 109.92.14.201 (RS)</p>`,
    ),
    enc: "qp",
  },
  {
    family: "hashquay",
    group: "consumer",
    lang: "en",
    kind: "withdrawal-code",
    code: "660193",
    link: null,
    from: "Hashquay <do-not-reply@notify.hashquay.com>",
    subject: "[Hashquay] Withdrawal verification code",
    date: date(2026, 9, 19, 17, 55),
    text: `Withdrawal verification

You are withdrawing 450.00 USDT (TRC20) to TJ8sWqZ4m2sK9bDxQ3rLpN7vYc5eHuA1fG.
Network fee: 1.00 USDT

Your verification code:

660193

The code is valid for 5 minutes. Never share it with anyone, including Hashquay support.

If you did not initiate this withdrawal, lock your account: https://hashquay.com/account/lock

Hashquay Europe s.r.o., Na Florenci 2116/15, 110 00 Praha 1`,
    html: hq_page(
      "Your verification code for a 450.00 USDT withdrawal.",
      `<h2 style="margin:0 0 14px;font-size:20px;color:#fcd535;">Withdrawal verification</h2>
<p style="margin:0 0 14px;">You are withdrawing <b>450.00 USDT</b> (TRC20) to <span style="font-family:monospace;">TJ8sWqZ4m2sK9bDxQ3rLpN7vYc5eHuA1fG</span>. Network fee: 1.00 USDT.</p>
<p style="margin:0 0 6px;color:#848e9c;">Your verification code:</p>
<p style="margin:0 0 16px;font-size:34px;font-weight:700;letter-spacing:8px;color:#fcd535;">660193</p>
<p style="margin:0 0 8px;color:#b7bdc6;">The code is valid for 5 minutes. Never share it with anyone, including Hashquay support.</p>
<p style="margin:0;color:#b7bdc6;">Not you? <a href="https://hashquay.com/account/lock" style="color:#fcd535;">Lock your account</a>.</p>`,
    ),
    enc: "b64",
  },
  {
    family: "hashquay",
    group: "consumer",
    lang: "en",
    kind: "deposit-credited",
    code: null,
    link: null,
    from: "Hashquay <do-not-reply@notify.hashquay.com>",
    subject: "[Hashquay] Deposit credited: 0.04120000 ETH",
    date: date(2026, 10, 11, 8, 36),
    text: `Deposit successful

Your deposit of 0.04120000 ETH has been credited to your Spot wallet.

Network:  Ethereum (ERC20)
TxID:     0x8f2c0a51d3e9b7744a61c0fe9d2b13587ac4e0d6b9f1a2c3d4e5f60718293a4b
Time:     2026-10-11 08:36:12 (UTC)

Check your balance: https://hashquay.com/wallet/spot

Hashquay Europe s.r.o., Na Florenci 2116/15, 110 00 Praha 1`,
    html: hq_page(
      "0.04120000 ETH has been credited to your Spot wallet.",
      `<h2 style="margin:0 0 14px;font-size:20px;color:#fcd535;">Deposit successful</h2>
<p style="margin:0 0 14px;">Your deposit of <b>0.04120000 ETH</b> has been credited to your Spot wallet.</p>
<p style="margin:0 0 4px;font-size:12px;color:#848e9c;">Network: Ethereum (ERC20)<br>TxID: <span style="font-family:monospace;word-break:break-all;">0x8f2c0a51d3e9b7744a61c0fe9d2b13587ac4e0d6b9f1a2c3d4e5f60718293a4b</span><br>Time: 2026-10-11 08:36:12 (UTC)</p>
<p style="margin:14px 0 0;"><a href="https://hashquay.com/wallet/spot" style="color:#fcd535;">Check your balance &rarr;</a></p>`,
    ),
  },
];

// ---------------------------------------------------------------- mreznik (Croatian domains and hosting)

const mreznik: Mail[] = [
  {
    family: "mreznik",
    group: "regional",
    lang: "hr",
    kind: "verify-link",
    code: null,
    link: "https://moj.mreznik.hr/verifikacija-kontakta/HR-REG-3391572/6be0f41d92c8",
    from: "Mrežnik d.o.o. <domene@mreznik.hr>",
    subject: "Potrebna je potvrda podataka registranta za domenu kavana-dvor.com",
    date: date(2026, 9, 22, 15, 44, "+0200"),
    text: `Poštovani,

registrirali ste ili ste izmijenili podatke vlasnika za domenu:

    kavana-dvor.com

Prema pravilima ICANN-a, moramo potvrditi da je e-mail adresa registranta ispravna.
Molimo da potvrdite podatke klikom na poveznicu ispod u roku od 15 dana:

https://moj.mreznik.hr/verifikacija-kontakta/HR-REG-3391572/6be0f41d92c8

Ako podaci ne budu potvrđeni do 07.10.2026., domena će biti privremeno suspendirana.

Registrant: Milica Jovanović
Adresa: Bulevar cara Lazara 17, 21000 Novi Sad, RS

Za pomoć smo dostupni na podrska@mreznik.hr ili +385 1 6400 550 (pon-pet, 8-20 h).

Lijep pozdrav,
Mrežnik d.o.o., Savska cesta 41, 10000 Zagreb, OIB 48213307751`,
    html: `<!DOCTYPE html><html lang="hr"><head><meta charset="utf-8"></head>
<body style="margin:0;background:#f0f4f4;font-family:Tahoma,Arial,sans-serif;">
<center>
<table width="600" cellpadding="0" cellspacing="0" border="0" style="background:#ffffff;margin:20px auto;">
<tr><td style="padding:18px 24px;background:#0e7c7b;"><img src="https://www.mreznik.hr/static/mail/mreznik-logo.png" width="140" height="30" alt="Mrežnik"></td></tr>
<tr><td style="padding:24px;font-size:14px;line-height:21px;color:#263238;">
<p>Poštovani,</p>
<p>registrirali ste ili ste izmijenili podatke vlasnika za domenu:</p>
<p style="font-size:18px;font-weight:bold;text-align:center;padding:10px;background:#e0f2f1;">kavana-dvor.com</p>
<p>Prema pravilima ICANN-a, moramo potvrditi da je e-mail adresa registranta ispravna. Molimo da potvrdite podatke u roku od 15 dana:</p>
<p style="text-align:center;margin:24px 0;"><a href="https://moj.mreznik.hr/verifikacija-kontakta/HR-REG-3391572/6be0f41d92c8" style="background:#f57c00;color:#ffffff;padding:12px 30px;text-decoration:none;border-radius:3px;font-weight:bold;">Potvrđujem podatke</a></p>
<p>Ako podaci ne budu potvrđeni do <b>07.10.2026.</b>, domena će biti privremeno suspendirana.</p>
<p style="font-size:12px;color:#607d8b;">Registrant: Milica Jovanović<br>Adresa: Bulevar cara Lazara 17, 21000 Novi Sad, RS</p>
</td></tr>
<tr><td style="padding:16px 24px;background:#eceff1;font-size:11px;color:#78909c;">Za pomoć smo dostupni na <a href="mailto:podrska@mreznik.hr">podrska@mreznik.hr</a> ili +385 1 6400 550 (pon-pet, 8-20 h).<br>
Mrežnik d.o.o., Savska cesta 41, 10000 Zagreb, OIB 48213307751 &middot; <a href="https://www.mreznik.hr/uvjeti">Uvjeti korištenja</a></td></tr>
</table></center></body></html>`,
    enc: "8bit",
  },
  {
    family: "mreznik",
    group: "regional",
    lang: "hr",
    kind: "renewal-invoice",
    code: null,
    link: null,
    from: "Mrežnik d.o.o. <racuni@mreznik.hr>",
    subject: "Račun R-2026-118834 – produljenje usluga",
    date: date(2026, 10, 12, 6, 15, "+0200"),
    text: `Poštovani,

automatski smo produljili sljedeće usluge i naplatili ih s vaše spremljene kartice (Mastercard **** 0962):

  milica-jovanovic.dev      domena, 1 godina       14,90 EUR
  Web Start (SSD 10 GB)     hosting, 12 mjeseci    59,88 EUR
  ----------------------------------------------------------
  Ukupno (bez PDV-a, kupac izvan EU)                74,78 EUR

Broj računa: R-2026-118834
Datum: 12.10.2026.
Nova godina isteka: 12.10.2027.

Račun u PDF-u nalazi se u privitku i u korisničkom sučelju pod Financije > Računi.

Mrežnik d.o.o., Savska cesta 41, 10000 Zagreb, OIB 48213307751`,
    html: null,
    enc: "qp",
    attachment: [
      "R-2026-118834.pdf",
      "application/pdf",
      "%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n",
    ],
  },
];

// ---------------------------------------------------------------- zornica (Bulgarian VPS hosting)

const zornica: Mail[] = [
  {
    family: "zornica-host",
    group: "regional",
    lang: "bg",
    kind: "reset-link",
    code: null,
    link: "https://panel.zornicahost.bg/password/reset/3b8e71f0a4c24d9f8e21?email=milica.dev%40inbox.example",
    from: "Зорница Хост <noreply@zornicahost.bg>",
    subject: "Смяна на парола за клиентския панел",
    date: date(2026, 9, 27, 23, 8, "+0300"),
    text: `Здравейте,

Получихме заявка за смяна на паролата за клиентския Ви панел (потребител: milica.dev@inbox.example).

За да зададете нова парола, последвайте връзката:
https://panel.zornicahost.bg/password/reset/3b8e71f0a4c24d9f8e21?email=milica.dev%40inbox.example

Връзката е валидна 60 минути и може да се използва само веднъж.

Ако не сте поискали смяна на паролата, не е нужно да правите нищо.

Поздрави,
Екипът на Зорница Хост
гр. Пловдив 4000, ул. „Капитан Райчо“ 56 · тел. 032 650 410`,
    html: card({
      lang: "bg",
      pre: "Връзката е валидна 60 минути.",
      head:
        `<img src="https://zornicahost.bg/assets/mail/logo.png" width="150" alt="Зорница Хост" style="display:block;">`,
      body: `<p style="margin:0 0 16px;">Здравейте,</p>
<p style="margin:0 0 16px;">Получихме заявка за смяна на паролата за клиентския Ви панел (потребител: <b>milica.dev@inbox.example</b>).</p>
${
        button(
          "https://panel.zornicahost.bg/password/reset/3b8e71f0a4c24d9f8e21?email=milica.dev%40inbox.example",
          "Задай нова парола",
          "#dc2626",
        )
      }
<p style="margin:0 0 12px;font-size:13px;color:#4b5563;">Връзката е валидна 60 минути и може да се използва само веднъж.</p>
<p style="margin:0;font-size:13px;color:#4b5563;">Ако не сте поискали смяна на паролата, не е нужно да правите нищо.</p>`,
      foot: `Зорница Хост ЕООД &middot; гр. Пловдив 4000, ул. „Капитан Райчо“ 56 &middot; тел. 032 650 410<br>
<a href="https://zornicahost.bg/status" style="color:#6b7280;">Статус на услугите</a> &middot; <a href="https://zornicahost.bg/kb" style="color:#6b7280;">База знания</a>`,
      accent: "#dc2626",
    }),
    enc: "b64",
  },
  {
    family: "zornica-host",
    group: "regional",
    lang: "bg",
    kind: "maintenance-notice",
    code: null,
    link: null,
    from: "Зорница Хост <noreply@zornicahost.bg>",
    subject: "Планирана профилактика на хост pld-kvm-14 – 08.10.2026",
    date: date(2026, 10, 2, 16, 30, "+0300"),
    text: `Здравейте,

На 08.10.2026 г. (четвъртък) между 02:00 и 04:00 ч. (EEST) ще извършим планирана профилактика
на физическия хост pld-kvm-14 (обновяване на ядрото и фърмуера на дисковия контролер).

Засегнати услуги:
  VPS Старт 2 – vps-41877 (185.117.32.90)

Очакван престой: до 20 минути. Данните Ви няма да бъдат засегнати. Препоръчваме да проверите,
че услугите Ви се стартират автоматично след рестарт.

Следете статуса на https://zornicahost.bg/status

Зорница Хост ЕООД · тел. 032 650 410`,
    html: null,
  },
];

// ---------------------------------------------------------------- forgeloom (code hosting)

const FL_FOOT = `—
Reply to this email directly or view it on Forgeloom.
You are receiving this because you were mentioned or subscribed.`;

const forgeloom: Mail[] = [
  {
    family: "forgeloom",
    group: "oss",
    lang: "en",
    kind: "invite-link",
    code: null,
    link: "https://forgeloom.dev/hollis-pratt/checkout-web/invitations",
    from: "Forgeloom <noreply@forgeloom.dev>",
    subject: "@dhollis has invited you to collaborate on the hollis-pratt/checkout-web repository",
    date: date(2026, 9, 7, 11, 58),
    text: `@dhollis has invited you to collaborate on the
hollis-pratt/checkout-web repository

You can accept or decline this invitation. You can also head over to
https://forgeloom.dev/hollis-pratt/checkout-web to check out the repository or visit
@dhollis to learn a bit more about them.

This invitation will expire in 7 days.

View invitation: https://forgeloom.dev/hollis-pratt/checkout-web/invitations

Note: This invitation was intended for milica-dev. If you were not expecting this invitation,
you can ignore this email. If @dhollis is sending you too many emails, you can block them
or report abuse: https://forgeloom.dev/contact/report-abuse?report=dhollis

Getting a 404 error? Make sure you're signed in as milica-dev.

---
Forgeloom, Inc. · Keizersgracht 62 · 1015 CS Amsterdam · NL`,
    html: `<!DOCTYPE html><html><head><meta charset="utf-8"></head>
<body style="margin:0;background:#f6f8fa;font-family:-apple-system,BlinkMacSystemFont,'Segoe UI',Helvetica,Arial,sans-serif;font-size:14px;line-height:1.5;color:#24292f;">
<table width="100%" cellpadding="0" cellspacing="0" border="0"><tr><td align="center" style="padding:24px 0;">
<table width="544" cellpadding="0" cellspacing="0" border="0">
<tr><td align="center" style="padding-bottom:16px;"><img src="https://forgeloom.dev/assets/mail/mark-48.png" width="32" height="32" alt="Forgeloom"></td></tr>
<tr><td style="background:#ffffff;border:1px solid #d0d7de;border-radius:6px;padding:24px;">
<p style="text-align:center;margin:0 0 16px;"><img src="https://avatars.forgeloom.dev/u/dhollis?s=120" width="60" height="60" alt="@dhollis" style="border-radius:50%;"> &nbsp; <span style="font-size:24px;color:#8c959f;">+</span> &nbsp; <img src="https://avatars.forgeloom.dev/u/milica-dev?s=120" width="60" height="60" alt="@milica-dev" style="border-radius:50%;"></p>
<h1 style="font-size:20px;font-weight:400;text-align:center;margin:0 0 16px;"><b>@dhollis</b> has invited you to collaborate on the <b>hollis-pratt/checkout-web</b> repository</h1>
<p style="margin:0 0 16px;">You can <b>accept or decline</b> this invitation. You can also head over to <a href="https://forgeloom.dev/hollis-pratt/checkout-web" style="color:#0969da;">hollis-pratt/checkout-web</a> to check out the repository or visit <a href="https://forgeloom.dev/dhollis" style="color:#0969da;">@dhollis</a> to learn a bit more about them.</p>
<p style="text-align:center;margin:24px 0;"><a href="https://forgeloom.dev/hollis-pratt/checkout-web/invitations" style="background:#1f883d;color:#ffffff;border-radius:6px;padding:8px 20px;font-weight:600;text-decoration:none;display:inline-block;">View invitation</a></p>
<p style="margin:0;color:#57606a;font-size:12px;">This invitation will expire in 7 days.</p>
</td></tr>
<tr><td style="padding:16px 8px;font-size:12px;color:#6e7781;">
<p style="margin:0 0 8px;"><b>Note:</b> This invitation was intended for <b>milica-dev</b>. If you were not expecting this invitation, you can ignore this email. If @dhollis is sending you too many emails, you can <a href="https://forgeloom.dev/contact/report-abuse?report=dhollis" style="color:#0969da;">block them or report abuse</a>.</p>
<p style="margin:0 0 8px;"><b>Getting a 404 error?</b> Make sure you're signed in as <b>milica-dev</b>.</p>
<p style="margin:0;">Forgeloom, Inc. &middot; Keizersgracht 62 &middot; 1015 CS Amsterdam &middot; NL</p>
</td></tr></table></td></tr></table></body></html>`,
    enc: "qp",
  },
  {
    family: "forgeloom",
    group: "oss",
    lang: "en",
    kind: "ci-failed",
    code: null,
    link: null,
    from: "Forgeloom <notifications@forgeloom.dev>",
    subject: "[hollis-pratt/checkout-web] Run failed: CI - feat/payment-errors (a41c9e2)",
    date: date(2026, 9, 16, 13, 27),
    text: `Run failed: CI - feat/payment-errors (a41c9e2)

Workflow: CI
Triggered by: push by milica-dev
Duration: 3m 41s

Jobs
  x test (node 20)     failed    2 errors
  ✓ lint               succeeded
  - deploy-preview     skipped

Annotations
  src/checkout/PaymentStep.test.tsx#L88
  Expected "Card declined (code 05)" but received "Something went wrong"

View workflow run: https://forgeloom.dev/hollis-pratt/checkout-web/actions/runs/10488213377

${FL_FOOT}
Manage your Actions notifications: https://forgeloom.dev/settings/notifications`,
    html: null,
    enc: "8bit",
  },
  {
    family: "forgeloom",
    group: "oss",
    lang: "en",
    kind: "review-requested",
    code: null,
    link: null,
    from: "Daniel Hollis <notifications@forgeloom.dev>",
    subject: "Re: [hollis-pratt/checkout-web] Payment step: error states and retries (PR #212)",
    date: date(2026, 9, 17, 9, 4),
    text: `@dhollis approved this pull request.

Looks good. Two nits, feel free to ignore:

> src/checkout/PaymentStep.tsx line 141
> const RETRY_LIMIT = 3;

could we read this from the config so ops can tune it without a release?

> src/checkout/copy/en.json

"Your bank declined the payment" reads better than "Payment was declined by bank".

Merging after QA signs off on staging (build 1.19.0-beta.4).

--
Reply to this email directly, view it on Forgeloom:
https://forgeloom.dev/hollis-pratt/checkout-web/pull/212#pullrequestreview-2281904
You are receiving this because you authored the thread.`,
    html: `<p><b>@dhollis</b> approved this pull request.</p>
<p>Looks good. Two nits, feel free to ignore:</p>
<hr>
<p>In <a href="https://forgeloom.dev/hollis-pratt/checkout-web/pull/212#discussion_r1733088">src/checkout/PaymentStep.tsx</a>:</p>
<pre style="color:#555">&gt; const RETRY_LIMIT = 3;</pre>
<p>could we read this from the config so ops can tune it without a release?</p>
<hr>
<p>In <a href="https://forgeloom.dev/hollis-pratt/checkout-web/pull/212#discussion_r1733091">src/checkout/copy/en.json</a>:</p>
<p>"Your bank declined the payment" reads better than "Payment was declined by bank".</p>
<p>Merging after QA signs off on staging (build 1.19.0-beta.4).</p>
<p style="font-size:small;-webkit-text-size-adjust:none;color:#666;">&mdash;<br>Reply to this email directly, <a href="https://forgeloom.dev/hollis-pratt/checkout-web/pull/212#pullrequestreview-2281904">view it on Forgeloom</a>, or <a href="https://forgeloom.dev/notifications/unsubscribe-auth/AB7KQ2XZ4FJ3">unsubscribe</a>.<br>You are receiving this because you authored the thread.<img src="https://forgeloom.dev/notifications/beacon/AB7KQ2XZ4FJ3.gif" height="1" width="1" alt=""></p>`,
    headers: [["List-ID", "hollis-pratt/checkout-web <checkout-web.hollis-pratt.forgeloom.dev>"]],
  },
];

// ---------------------------------------------------------------- pkgyard (package registry)

const pkgyard: Mail[] = [
  {
    family: "pkgyard",
    group: "oss",
    lang: "en",
    kind: "publish-otp",
    code: "84920173",
    link: null,
    from: "pkgyard <support@pkgyard.org>",
    subject: "pkgyard one-time password for publishing",
    date: date(2026, 9, 25, 19, 12),
    text: `Hi milica-dev,

A one-time password was requested to publish a package version from the command line:

    @milica/tiny-toast@2.3.0

Your one-time password is: 84920173

It is valid for 5 minutes. If you did not run "yard publish", someone may have your
access token. Revoke your tokens at https://pkgyard.org/settings/milica-dev/tokens
and reply to this message.

- The pkgyard Team

You can add an authenticator app instead of e-mail codes:
https://docs.pkgyard.org/account/two-factor`,
    html: null,
  },
  {
    family: "pkgyard",
    group: "oss",
    lang: "en",
    kind: "package-published",
    code: null,
    link: null,
    from: "pkgyard <support@pkgyard.org>",
    subject: "Successfully published @milica/tiny-toast@2.3.0",
    date: date(2026, 9, 25, 19, 14),
    text: `Hi milica-dev,

A new version of the package @milica/tiny-toast (2.3.0) was published at
2026-09-25T19:13:58.412Z from the IP address 109.92.14.201, using the pkgyard CLI 11.2.1.

The shasum of this package was 4f1a0c9b2e7d8f6a3b5c1d0e9f8a7b6c5d4e3f21.

If you have questions or security concerns, you can reply to this message or
contact us at https://pkgyard.org/support.

- The pkgyard Team
To stop receiving publish notifications: https://pkgyard.org/settings/milica-dev/profile`,
    html: null,
  },
];

// ---------------------------------------------------------------- appcove (app store developer console)

const APPCOVE_FOOT =
  `<p style="margin:0 0 6px;"><a href="https://developer.appcove.com/console" style="color:#6b7280;">Developer Console</a> &middot; <a href="https://developer.appcove.com/policy" style="color:#6b7280;">Developer Program Policy</a> &middot; <a href="https://developer.appcove.com/support" style="color:#6b7280;">Contact support</a></p>
<p style="margin:0;">Appcove Ltd., 1 Grand Canal Quay, Dublin 2, D02 X576, Ireland. You received this mandatory service e-mail about your developer account.</p>`;

const appcove: Mail[] = [
  {
    family: "appcove-developers",
    group: "consumer",
    lang: "en",
    kind: "app-approved",
    code: null,
    link: null,
    from: "Appcove Developer Console <console-noreply@appcove.com>",
    subject: "Your update to Kiosk Companion (2.4.0) is live",
    date: date(2026, 10, 8, 3, 21),
    text: `Your app update has been reviewed and is now live.

App:        Kiosk Companion
Package:    de.nordlicht.kioskcompanion
Version:    2.4.0 (build 240017)
Track:      Production - staged rollout 20%
Review ID:  REV-7781-2290-4413

It may take a few hours for the update to reach all eligible devices. You can increase the
rollout percentage from the Release dashboard.

Open Release dashboard: https://developer.appcove.com/console/apps/8812204/releases

Appcove Ltd., 1 Grand Canal Quay, Dublin 2, D02 X576, Ireland`,
    html: card({
      pre: "Kiosk Companion 2.4.0 passed review.",
      head:
        `<img src="https://developer.appcove.com/static/mail/console-logo.png" width="180" height="28" alt="Appcove Developer Console" style="display:block;">`,
      body: `<h1 style="margin:0 0 16px;font-size:20px;">Your app update is live</h1>
<table role="presentation" cellpadding="5" cellspacing="0" border="0" style="font-size:14px;">
<tr><td><img src="https://play-lh.appcove-cdn.com/icons/8812204-64.png" width="48" height="48" alt="Kiosk Companion icon"></td><td><b>Kiosk Companion</b><br><span style="color:#6b7280;">de.nordlicht.kioskcompanion</span></td></tr>
</table>
<p style="margin:16px 0 4px;font-size:14px;">Version 2.4.0 (build 240017) &middot; Production, staged rollout 20%</p>
<p style="margin:0 0 16px;font-size:12px;color:#6b7280;">Review ID: REV-7781-2290-4413</p>
<p style="margin:0;">It may take a few hours for the update to reach all eligible devices. You can increase the rollout percentage from the <a href="https://developer.appcove.com/console/apps/8812204/releases" style="color:#2563eb;">Release dashboard</a>.</p>`,
      foot: APPCOVE_FOOT,
      accent: "#34a853",
    }),
    enc: "qp",
  },
  {
    family: "appcove-developers",
    group: "consumer",
    lang: "en",
    kind: "policy-notice",
    code: null,
    link: null,
    from: "Appcove Developer Console <console-noreply@appcove.com>",
    subject: "Action required by November 30: declare data safety for 1 app",
    date: date(2026, 10, 19, 17, 0),
    text: `Hello developer,

Starting November 30, 2026, all apps must include an updated Data safety declaration that
covers SDK data collection. The following app in your account has not been updated yet:

  Tiny Toast Demo (dev.milica.tinytoast) - last updated March 4, 2026

Apps without an updated declaration will not be able to publish updates after the deadline.
Existing users will not be affected.

Read the policy update: https://developer.appcove.com/policy/updates/2026-10-data-safety
Go to App content: https://developer.appcove.com/console/apps/7734011/app-content

Thanks,
The Appcove Developer team

Appcove Ltd., 1 Grand Canal Quay, Dublin 2, D02 X576, Ireland`,
    html: null,
    enc: "b64",
  },
];

// ---------------------------------------------------------------- framewick (design tool)

const framewick: Mail[] = [
  {
    family: "framewick",
    group: "consumer",
    lang: "en",
    kind: "invite-link",
    code: null,
    link: "https://email.framewick.com/c/eJw1jEEOgjAURK-S6Q2R5Q3SHOqdtWo1nwqNbUAuS?u=9f2c&inv=frm_inv_B2xq8",
    from: "Anke Brandt (via Framewick) <invites@framewick.com>",
    subject: 'Anke Brandt invited you to edit "Kiosk App - Receipt flows"',
    date: date(2026, 9, 11, 12, 40, "+0200"),
    text: `Anke Brandt invited you to edit a file

"Kiosk App - Receipt flows"
in the Nordlicht Studio team

"Hi Milica, here's the file with the new receipt layouts. Please use the 'Kiosk 1080' page for handoff."

Open file:
https://email.framewick.com/c/eJw1jEEOgjAURK-S6Q2R5Q3SHOqdtWo1nwqNbUAuS?u=9f2c&inv=frm_inv_B2xq8

You'll need a free Framewick account to open it.

Framewick B.V. · Herengracht 420 · 1017 BZ Amsterdam
Unsubscribe from invitation emails: https://www.framewick.com/settings/email?type=invites`,
    html: `<!DOCTYPE html><html><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"></head>
<body style="margin:0;background:#ffffff;">
<div style="display:none;font-size:1px;max-height:0;overflow:hidden;">Hi Milica, here's the file with the new receipt layouts.</div>
<table width="100%" cellpadding="0" cellspacing="0" border="0"><tr><td align="center">
<table width="480" cellpadding="0" cellspacing="0" border="0" style="font-family:Inter,'Helvetica Neue',Arial,sans-serif;color:#000000;">
<tr><td style="padding:40px 0 32px;"><img src="https://static.framewick.com/email/fw-glyph.png" width="28" height="28" alt="Framewick"></td></tr>
<tr><td style="font-size:14px;padding-bottom:24px;"><img src="https://static.framewick.com/avatars/anke-brandt.png" width="24" height="24" alt="" style="border-radius:12px;vertical-align:middle;"> <b>Anke Brandt</b> invited you to edit a file</td></tr>
<tr><td style="border:1px solid #e6e6e6;border-radius:8px;">
<a href="https://email.framewick.com/c/eJw1jEEOgjAURK-S6Q2R5Q3SHOqdtWo1nwqNbUAuS?u=9f2c&amp;inv=frm_inv_B2xq8"><img src="https://thumbs.framewick.com/file/Kq81ZpX/thumb-960.png" width="478" alt="Kiosk App - Receipt flows" style="display:block;border-radius:8px 8px 0 0;"></a>
<div style="padding:16px;font-size:14px;"><b>Kiosk App - Receipt flows</b><br><span style="color:#808080;">Nordlicht Studio</span></div></td></tr>
<tr><td style="padding:24px 0;font-size:14px;font-style:italic;color:#333333;">&ldquo;Hi Milica, here's the file with the new receipt layouts. Please use the 'Kiosk 1080' page for handoff.&rdquo;</td></tr>
<tr><td><a href="https://email.framewick.com/c/eJw1jEEOgjAURK-S6Q2R5Q3SHOqdtWo1nwqNbUAuS?u=9f2c&amp;inv=frm_inv_B2xq8" style="display:inline-block;background:#0d99ff;color:#ffffff;font-size:14px;font-weight:500;padding:10px 18px;border-radius:6px;text-decoration:none;">Open file</a></td></tr>
<tr><td style="padding:40px 0;font-size:11px;color:#808080;line-height:16px;">Framewick B.V. &middot; Herengracht 420 &middot; 1017 BZ Amsterdam<br>
<a href="https://www.framewick.com/settings/email?type=invites" style="color:#808080;">Unsubscribe from invitation emails</a> &middot; <a href="https://www.framewick.com/privacy" style="color:#808080;">Privacy</a></td></tr>
</table></td></tr></table></body></html>`,
    enc: "qp",
  },
  {
    family: "framewick",
    group: "consumer",
    lang: "en",
    kind: "comment-digest",
    code: null,
    link: null,
    from: "Framewick <notifications@framewick.com>",
    subject: '3 new comments in "Kiosk App - Receipt flows"',
    date: date(2026, 9, 14, 18, 2, "+0200"),
    text: `3 new comments in "Kiosk App - Receipt flows"

Anke Brandt on "Receipt / 10+ items"
  The QR code needs at least 24 px quiet zone, the scanner at store #0412 fails otherwise.

Jonas Weber on "Receipt / Refund"
  Refund total should show -€4,90 not €-4,90

Anke Brandt replied
  @Milica can we try Inter Tight for the totals? 2 weights max.

View comments: https://www.framewick.com/file/Kq81ZpX?mode=comments

Framewick B.V. · Herengracht 420 · 1017 BZ Amsterdam
Notification settings: https://www.framewick.com/settings/email`,
    html: null,
    enc: "8bit",
  },
];

// ---------------------------------------------------------------- kosnica (coworking space, Novi Sad)

const kosnica: Mail[] = [
  {
    family: "kosnica-cowork",
    group: "regional",
    lang: "sr",
    kind: "monthly-invoice",
    code: null,
    link: null,
    from: "Košnica Cowork <racunovodstvo@kosnica.rs>",
    subject: "Račun za oktobar 2026 – Fiksno mesto #14",
    date: date(2026, 10, 1, 8, 0, "+0200"),
    text: `Zdravo Milice,

u prilogu ti šaljemo račun za članarinu za oktobar.

Račun br.:       KC-2026-10-0114
Paket:           Fiksno mesto #14 (24/7 pristup, ormarić 7)
Iznos:           19.800,00 RSD (PDV uračunat)
Sale za sastanke: 3 h iskorišćeno u septembru (uključeno u paket)
Rok plaćanja:    10.10.2026.

Uplata na tekući račun 160-0000004417732-18, poziv na broj 2026100114.

Podsećamo: u subotu 17.10. od 10 h je radionica "Porez za paušalce bez stresa" u sali Saće,
prijave na recepciji ili na +381 63 555 1490.

Pozdrav iz Košnice!
Košnica d.o.o., Železnička 23a, 21000 Novi Sad, PIB 109887421
www.kosnica.rs · Instagram @kosnica.cowork`,
    html: null,
    enc: "8bit",
    attachment: [
      "KC-2026-10-0114.pdf",
      "application/pdf",
      "%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n",
    ],
  },
  {
    family: "kosnica-cowork",
    group: "regional",
    lang: "sr",
    kind: "room-booking",
    code: null,
    link: null,
    from: "Košnica Cowork <rezervacije@kosnica.rs>",
    subject: "Rezervacija sale „Matica“ – četvrtak 22.10. 14:00–15:30",
    date: date(2026, 10, 20, 11, 41, "+0200"),
    text: `Rezervacija je zabeležena.

Sala: Matica (do 6 osoba, TV 65", kamera Logitech Rally)
Datum: četvrtak, 22.10.2026.
Vreme: 14:00–15:30
Rezervisala: Milica Jovanović (Fiksno mesto #14)

Ako ti sala više ne treba, otkaži je bar 2 sata ranije kroz aplikaciju ili na recepciji, da je
drugi članovi mogu koristiti.

Košnica Cowork · Železnička 23a, Novi Sad · +381 63 555 1490`,
    html: `<!DOCTYPE html><html lang="sr"><head><meta charset="utf-8"></head>
<body style="margin:0;background:#fff8e7;">
<table width="100%" cellpadding="0" cellspacing="0" border="0"><tr><td align="center" style="padding:24px;">
<table width="520" cellpadding="0" cellspacing="0" border="0" style="background:#ffffff;border:2px solid #f2b705;border-radius:14px;font-family:'Trebuchet MS',Arial,sans-serif;color:#2b2b2b;">
<tr><td style="padding:20px 24px;"><img src="https://kosnica.rs/img/mail-hex.png" width="36" height="36" alt="" style="vertical-align:middle;"> <span style="font-size:20px;font-weight:bold;vertical-align:middle;">Košnica Cowork</span></td></tr>
<tr><td style="padding:0 24px 20px;font-size:15px;line-height:22px;">
<p style="margin:0 0 12px;font-size:18px;"><b>Rezervacija je zabeležena ✔</b></p>
<table cellpadding="4" cellspacing="0" border="0" style="font-size:14px;">
<tr><td style="color:#8a6d00;">Sala</td><td>Matica (do 6 osoba, TV 65", kamera Logitech Rally)</td></tr>
<tr><td style="color:#8a6d00;">Datum</td><td>četvrtak, 22.10.2026.</td></tr>
<tr><td style="color:#8a6d00;">Vreme</td><td>14:00–15:30</td></tr>
<tr><td style="color:#8a6d00;">Rezervisala</td><td>Milica Jovanović (Fiksno mesto #14)</td></tr>
</table>
<p style="margin:14px 0 0;font-size:13px;color:#666;">Ako ti sala više ne treba, otkaži je bar 2 sata ranije kroz <a href="https://app.kosnica.rs/rezervacije" style="color:#8a6d00;">aplikaciju</a> ili na recepciji, da je drugi članovi mogu koristiti.</p>
</td></tr>
<tr><td style="padding:14px 24px;background:#fff3c4;border-radius:0 0 12px 12px;font-size:11px;color:#6b5a1e;">Košnica Cowork &middot; Železnička 23a, Novi Sad &middot; +381 63 555 1490 &middot; <a href="https://www.instagram.com/kosnica.cowork" style="color:#6b5a1e;">Instagram</a></td></tr>
</table></td></tr></table></body></html>`,
    enc: "qp",
  },
];

// ---------------------------------------------------------------- dulapio (Romanian parcel lockers)

const dulapio: Mail[] = [
  {
    family: "dulapio",
    group: "regional",
    lang: "ro",
    kind: "shipped",
    code: null,
    link: null,
    from: "Dulapio <notificari@dulapio.ro>",
    subject: "Coletul tău DLP4471902236RO a fost predat curierului",
    date: date(2026, 10, 13, 17, 20, "+0300"),
    text: `Bună, Milica!

Expeditorul Atelier Carpatic SRL a predat coletul tău către Dulapio.

AWB:             DLP4471902236RO
Destinație:      Dulapio Timișoara – Iulius Town, Piața Consiliul Europei 2
Livrare estimată: miercuri, 14.10.2026
Ramburs:         0,00 lei

Îți trimitem codul de ridicare pe e-mail și SMS imediat ce coletul ajunge în dulap.

Urmărește coletul: https://dulapio.ro/urmarire?awb=DLP4471902236RO

Dulapio Logistic SRL · Str. Fabricii 46B, Cluj-Napoca · 021 300 4747`,
    html: card({
      lang: "ro",
      pre: "Livrare estimată: miercuri, 14.10.2026.",
      head:
        `<img src="https://dulapio.ro/static/mail/dulapio-logo.png" width="120" height="32" alt="Dulapio" style="display:block;">`,
      body: `<p style="margin:0 0 14px;">Bună, Milica!</p>
<p style="margin:0 0 18px;">Expeditorul <b>Atelier Carpatic SRL</b> a predat coletul tău către Dulapio.</p>
<table role="presentation" cellpadding="5" cellspacing="0" border="0" style="font-size:14px;">
<tr><td style="color:#6b7280;">AWB</td><td>DLP4471902236RO</td></tr>
<tr><td style="color:#6b7280;">Destinație</td><td>Dulapio Timișoara – Iulius Town, Piața Consiliul Europei 2</td></tr>
<tr><td style="color:#6b7280;">Livrare estimată</td><td>miercuri, 14.10.2026</td></tr>
<tr><td style="color:#6b7280;">Ramburs</td><td>0,00 lei</td></tr>
</table>
<p style="margin:18px 0;">Îți trimitem codul de ridicare pe e-mail și SMS imediat ce coletul ajunge în dulap.</p>
${button("https://dulapio.ro/urmarire?awb=DLP4471902236RO", "Urmărește coletul", "#e11d48")}`,
      foot:
        `Dulapio Logistic SRL &middot; Str. Fabricii 46B, Cluj-Napoca &middot; 021 300 4747<br><a href="https://dulapio.ro/intrebari" style="color:#6b7280;">Întrebări frecvente</a> &middot; <a href="https://dulapio.ro/confidentialitate" style="color:#6b7280;">Confidențialitate</a>`,
      accent: "#e11d48",
    }),
    enc: "qp",
  },
  {
    family: "dulapio",
    group: "regional",
    lang: "ro",
    kind: "pickup-code",
    code: "739451",
    link: null,
    from: "Dulapio <notificari@dulapio.ro>",
    subject: "Coletul tău te așteaptă în dulap – cod de ridicare",
    date: date(2026, 10, 14, 11, 5, "+0300"),
    text: `Bună, Milica!

Coletul DLP4471902236RO de la Atelier Carpatic SRL a ajuns în dulapul Dulapio.

Locație: Timișoara – Iulius Town, Piața Consiliul Europei 2 (parcare subterană, nivel -1)
Program: non-stop

COD DE RIDICARE: 739 451

Introdu codul pe ecranul dulapului sau scanează codul QR din aplicație.
Poți ridica coletul până vineri, 16.10.2026, ora 23:59. După această dată, coletul se
returnează expeditorului.

Nu da codul nimănui în afară de persoana care ridică pentru tine.

Dulapio Logistic SRL · 021 300 4747 · https://dulapio.ro`,
    html: card({
      lang: "ro",
      pre: "Cod de ridicare 739 451 – valabil până vineri, 16.10.2026.",
      head:
        `<img src="https://dulapio.ro/static/mail/dulapio-logo.png" width="120" height="32" alt="Dulapio" style="display:block;">`,
      body: `<p style="margin:0 0 14px;">Bună, Milica!</p>
<p style="margin:0 0 14px;">Coletul <b>DLP4471902236RO</b> de la Atelier Carpatic SRL a ajuns în dulapul Dulapio.</p>
<p style="margin:0 0 4px;font-size:13px;color:#6b7280;">Locație: Timișoara – Iulius Town, Piața Consiliul Europei 2 (parcare subterană, nivel -1) &middot; non-stop</p>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="margin:20px 0;"><tr><td align="center" style="background:#fff1f2;border-radius:10px;padding:22px;">
<div style="font-size:12px;letter-spacing:2px;color:#9f1239;">COD DE RIDICARE</div>
<div style="font-size:40px;font-weight:bold;letter-spacing:10px;color:#881337;font-family:Arial,sans-serif;">739 451</div>
</td></tr></table>
<p style="margin:0 0 12px;">Introdu codul pe ecranul dulapului sau scanează codul QR din <a href="https://dulapio.ro/aplicatie" style="color:#e11d48;">aplicație</a>.</p>
<p style="margin:0 0 12px;">Poți ridica coletul până <b>vineri, 16.10.2026, ora 23:59</b>. După această dată, coletul se returnează expeditorului.</p>
<p style="margin:0;font-size:13px;color:#6b7280;">Nu da codul nimănui în afară de persoana care ridică pentru tine.</p>`,
      foot:
        `Dulapio Logistic SRL &middot; 021 300 4747 &middot; <a href="https://dulapio.ro" style="color:#6b7280;">dulapio.ro</a>`,
      accent: "#e11d48",
    }),
    enc: "b64",
  },
];

// ---------------------------------------------------------------- facturel (Romanian e-invoicing)

const facturel: Mail[] = [
  {
    family: "facturel",
    group: "regional",
    lang: "ro",
    kind: "einvoice-validated",
    code: null,
    link: null,
    from: "Facturel <notificari@facturel.ro>",
    subject: "Factura FCT-0042 a fost validată în RO e-Factura",
    date: date(2026, 9, 30, 16, 48, "+0300"),
    text: `Bună ziua,

Factura emisă de Atelier Carpatic SRL către dvs. a fost încărcată și validată în sistemul RO e-Factura.

Serie și număr:     FCT-0042
Index încărcare:    4187730912
Data emiterii:      30.09.2026
Valoare:            2.975,00 lei (TVA 0%, taxare inversă – prestare servicii)
Scadență:           30.10.2026

Descărcați factura (PDF și XML) din contul Facturel:
https://app.facturel.ro/documente/FCT-0042

Mesaj de la emitent: „Mulțumim pentru colaborare la noul magazin online!”

Facturel – facturare online · Bd. Revoluției 1989 nr. 8, Timișoara · suport@facturel.ro`,
    html: card({
      lang: "ro",
      pre: "Index încărcare 4187730912 – 2.975,00 lei.",
      head:
        `<span style="font-family:Georgia,serif;font-size:22px;color:#1d4ed8;">facturel<span style="color:#f59e0b;">.</span></span>`,
      body: `<p style="margin:0 0 14px;">Bună ziua,</p>
<p style="margin:0 0 16px;">Factura emisă de <b>Atelier Carpatic SRL</b> către dvs. a fost încărcată și validată în sistemul RO e-Factura.</p>
<table role="presentation" cellpadding="5" cellspacing="0" border="0" style="font-size:14px;">
<tr><td style="color:#6b7280;">Serie și număr</td><td>FCT-0042</td></tr>
<tr><td style="color:#6b7280;">Index încărcare</td><td>4187730912</td></tr>
<tr><td style="color:#6b7280;">Data emiterii</td><td>30.09.2026</td></tr>
<tr><td style="color:#6b7280;">Valoare</td><td><b>2.975,00 lei</b> (TVA 0%, taxare inversă)</td></tr>
<tr><td style="color:#6b7280;">Scadență</td><td>30.10.2026</td></tr>
</table>
<p style="margin:16px 0;font-style:italic;color:#374151;">„Mulțumim pentru colaborare la noul magazin online!”</p>
${button("https://app.facturel.ro/documente/FCT-0042", "Descarcă PDF / XML", "#1d4ed8")}`,
      foot:
        `Facturel &ndash; facturare online &middot; Bd. Revoluției 1989 nr. 8, Timișoara &middot; <a href="mailto:suport@facturel.ro" style="color:#6b7280;">suport@facturel.ro</a>`,
      accent: "#1d4ed8",
    }),
  },
  {
    family: "facturel",
    group: "regional",
    lang: "ro",
    kind: "payment-reminder",
    code: null,
    link: null,
    from: "Facturel <notificari@facturel.ro>",
    subject: "Reamintire: factura FCT-0042 are scadența peste 3 zile",
    date: date(2026, 10, 27, 9, 0, "+0200"),
    text: `Bună ziua,

Vă reamintim că factura FCT-0042 emisă de Atelier Carpatic SRL, în valoare de 2.975,00 lei,
are scadența pe 30.10.2026.

IBAN emitent: RO49 AAAA 1B31 0075 9384 0000 (Banca Transilvania)
Detalii plată: FCT-0042

Dacă ați achitat deja factura, vă rugăm să ignorați acest mesaj.

Facturel – facturare online · suport@facturel.ro
Nu mai doriți reamintiri de la acest emitent? https://app.facturel.ro/preferinte?emitent=RO41877309`,
    html: null,
    enc: "b64",
  },
];

// ---------------------------------------------------------------- siuntuva (Lithuanian parcel lockers)

const siuntuva: Mail[] = [
  {
    family: "siuntuva",
    group: "regional",
    lang: "lt",
    kind: "pickup-code",
    code: "5081-2274",
    link: null,
    from: "Siuntuva <pranesimai@siuntuva.lt>",
    subject: "Jūsų siunta laukia paštomate – atsiėmimo kodas",
    date: date(2026, 10, 8, 13, 19, "+0300"),
    text: `Sveiki,

Jūsų siunta SNT88140377LT nuo UAB „Elektronikos sandėlis“ jau paštomate.

Paštomatas:      Vilnius, Gedimino pr. 9 (prie „Maxima“ įėjimo)
Darbo laikas:    visą parą
Atsiėmimo kodas: 5081-2274
Atsiimti iki:    2026-10-11 23:59

Įveskite kodą paštomato ekrane arba atidarykite duris programėle „Siuntuva“.
Niekam neperduokite šio kodo, nebent jis atsiims siuntą už Jus.

Turite klausimų? Skambinkite +370 5 214 0990 (I–V 8–20 val.) arba rašykite pagalba@siuntuva.lt.

UAB „Siuntuva“, Ukmergės g. 126, LT-08100 Vilnius`,
    html: `<!DOCTYPE html><html lang="lt"><head><meta charset="utf-8"></head>
<body style="margin:0;background:#f4f7f2;">
<span style="display:none;">Atsiėmimo kodas 5081-2274, atsiimti iki 2026-10-11.</span>
<table width="100%" cellpadding="0" cellspacing="0" border="0"><tr><td align="center" style="padding:20px 8px;">
<table width="600" cellpadding="0" cellspacing="0" border="0" style="background:#ffffff;font-family:Arial,Helvetica,sans-serif;color:#1a1a1a;">
<tr><td style="background:#3f8f29;padding:18px 24px;"><img src="https://siuntuva.lt/img/email/logo-white.png" width="130" height="30" alt="Siuntuva"></td></tr>
<tr><td style="padding:24px;font-size:15px;line-height:22px;">
<p style="margin:0 0 12px;">Sveiki,</p>
<p style="margin:0 0 18px;">Jūsų siunta <b>SNT88140377LT</b> nuo UAB „Elektronikos sandėlis“ jau paštomate.</p>
<table width="100%" cellpadding="0" cellspacing="0" border="0"><tr>
<td width="50%" valign="top" style="padding-right:10px;font-size:14px;"><b>Paštomatas</b><br>Vilnius, Gedimino pr. 9<br>(prie „Maxima“ įėjimo)<br>Darbo laikas: visą parą<br><br><b>Atsiimti iki</b><br>2026-10-11 23:59</td>
<td width="50%" valign="top" align="center" style="background:#eef7ea;border-radius:8px;padding:16px;">
<div style="font-size:13px;color:#3f8f29;">Atsiėmimo kodas</div>
<div style="font-size:30px;font-weight:bold;letter-spacing:2px;margin:6px 0;">5081-2274</div>
<img src="https://siuntuva.lt/qr/SNT88140377LT.png" width="120" height="120" alt="QR kodas"></td>
</tr></table>
<p style="margin:18px 0 10px;">Įveskite kodą paštomato ekrane arba atidarykite duris programėle „Siuntuva“.</p>
<p style="margin:0 0 18px;font-size:13px;color:#666;">Niekam neperduokite šio kodo, nebent jis atsiims siuntą už Jus.</p>
<p style="margin:0;"><a href="https://apps.apple.com/lt/app/siuntuva/id1488203311"><img src="https://siuntuva.lt/img/email/app-store-lt.png" width="120" height="40" alt="Atsisiųskite iš App Store"></a> <a href="https://play.google.com/store/apps/details?id=lt.siuntuva.app"><img src="https://siuntuva.lt/img/email/google-play-lt.png" width="135" height="40" alt="Gaukite Google Play"></a></p>
</td></tr>
<tr><td style="padding:16px 24px;background:#f0f0f0;font-size:11px;color:#777;">Turite klausimų? +370 5 214 0990 (I–V 8–20 val.) &middot; <a href="mailto:pagalba@siuntuva.lt" style="color:#777;">pagalba@siuntuva.lt</a><br>UAB „Siuntuva“, Ukmergės g. 126, LT-08100 Vilnius &middot; <a href="https://siuntuva.lt/privatumas" style="color:#777;">Privatumo politika</a></td></tr>
</table></td></tr></table></body></html>`,
    enc: "qp",
  },
  {
    family: "siuntuva",
    group: "regional",
    lang: "lt",
    kind: "parcel-collected",
    code: null,
    link: null,
    from: "Siuntuva <pranesimai@siuntuva.lt>",
    subject: "Siunta SNT88140377LT atsiimta",
    date: date(2026, 10, 9, 8, 47, "+0300"),
    text: `Sveiki,

Siunta SNT88140377LT atsiimta 2026-10-09 08:46 paštomate Vilnius, Gedimino pr. 9.

Ačiū, kad naudojatės „Siuntuva“! Įvertinkite pristatymą programėlėje – tai užtruks 10 sekundžių.

Jei siuntos neatsiėmėte Jūs, nedelsdami skambinkite +370 5 214 0990.

UAB „Siuntuva“, Ukmergės g. 126, LT-08100 Vilnius`,
    html: null,
  },
];

// ---------------------------------------------------------------- frontend baltica (conference in Vilnius)

const frontend_baltica: Mail[] = [
  {
    family: "frontend-baltica",
    group: "consumer",
    lang: "en",
    kind: "ticket-confirmation",
    code: null,
    link: null,
    from: "Frontend Baltica <tickets@frontendbaltica.lt>",
    subject: "Your ticket for Frontend Baltica 2026 (Order #FB26-3187)",
    date: date(2026, 9, 9, 10, 3, "+0300"),
    text: `Labas, Milica!

Thanks for your order. You're coming to Frontend Baltica 2026!

Order:     #FB26-3187
Ticket:    Conference pass (Early bird) x 1
Attendee:  Milica Jovanović
Total:     €229.00 (incl. VAT 21%)
Paid with: Visa •••• 4821

When:  October 8-9, 2026, doors open 08:30
Where: Lindvalo Arena Hall, Ozo g. 14, Vilnius, Lithuania

Your ticket (with QR code for entry) is attached to this e-mail and in your account:
https://frontendbaltica.lt/my-tickets

Workshops on October 7 sell out fast - "Design tokens in practice" still has 6 seats:
https://frontendbaltica.lt/workshops

See you in Vilnius!
The Frontend Baltica crew

VšĮ „Frontend Baltica“, Vilniaus g. 31, LT-01402 Vilnius`,
    html: card({
      pre: "Order #FB26-3187 confirmed – see you on October 8-9 in Vilnius.",
      head:
        `<img src="https://frontendbaltica.lt/img/email-header-2026.png" width="536" alt="Frontend Baltica 2026 · Vilnius · October 8-9" style="display:block;width:100%;">`,
      body: `<p style="margin:0 0 14px;">Labas, Milica!</p>
<p style="margin:0 0 18px;font-size:18px;font-weight:bold;">Thanks for your order. You're coming to Frontend Baltica 2026!</p>
<table role="presentation" width="100%" cellpadding="6" cellspacing="0" border="0" style="font-size:14px;border:1px solid #e5e7eb;">
<tr><td style="color:#6b7280;">Order</td><td>#FB26-3187</td></tr>
<tr><td style="color:#6b7280;">Ticket</td><td>Conference pass (Early bird) &times; 1</td></tr>
<tr><td style="color:#6b7280;">Attendee</td><td>Milica Jovanović</td></tr>
<tr><td style="color:#6b7280;">Total</td><td>&euro;229.00 (incl. VAT 21%)</td></tr>
<tr><td style="color:#6b7280;">Paid with</td><td>Visa &bull;&bull;&bull;&bull; 4821</td></tr>
<tr><td style="color:#6b7280;">When</td><td>October 8-9, 2026, doors open 08:30</td></tr>
<tr><td style="color:#6b7280;">Where</td><td>Lindvalo Arena Hall, Ozo g. 14, Vilnius</td></tr>
</table>
<p style="margin:18px 0;">Your ticket (with the QR code for entry) is attached and in <a href="https://frontendbaltica.lt/my-tickets" style="color:#0891b2;">your account</a>.</p>
<p style="margin:0;font-size:13px;color:#4b5563;">Workshops on October 7 sell out fast &ndash; &ldquo;Design tokens in practice&rdquo; still has 6 seats. <a href="https://frontendbaltica.lt/workshops" style="color:#0891b2;">See workshops</a></p>`,
      foot:
        `VšĮ &bdquo;Frontend Baltica&ldquo;, Vilniaus g. 31, LT-01402 Vilnius<br><a href="https://frontendbaltica.lt/code-of-conduct" style="color:#6b7280;">Code of conduct</a> &middot; <a href="https://twitter.com/frontendbaltica" style="color:#6b7280;">@frontendbaltica</a>`,
      accent: "#0891b2",
    }),
    enc: "qp",
    attachment: [
      "FB26-3187-ticket.pdf",
      "application/pdf",
      "%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n",
    ],
  },
  {
    family: "frontend-baltica",
    group: "consumer",
    lang: "en",
    kind: "event-reminder",
    code: null,
    link: null,
    from: "Frontend Baltica <hello@frontendbaltica.lt>",
    subject: "Tomorrow! Everything you need for Frontend Baltica",
    date: date(2026, 10, 7, 18, 30, "+0300"),
    text: `Hi Milica,

We start tomorrow at 09:15 sharp. A few practical things:

- Badge pickup from 08:30 at the main entrance (Ozo g. 14). Have your ticket QR ready.
- Wi-Fi: network "FEB26", password printed on your badge.
- Schedule and rooms: https://frontendbaltica.lt/schedule
- Afterparty on Thursday 19:00 at Loftas, Švitrigailos g. 29 - your badge gets you in.
- Lost something? +370 600 41 229

Slides and recordings will be online about two weeks after the event.

Iki rytojaus!
The Frontend Baltica crew

You're receiving this because you hold a ticket for Frontend Baltica 2026.`,
    html: null,
    enc: "8bit",
  },
];

// ---------------------------------------------------------------- kodokurs (Ukrainian online courses)

const kodokurs: Mail[] = [
  {
    family: "kodokurs",
    group: "regional",
    lang: "uk",
    kind: "verify-link",
    code: null,
    link: "https://kodokurs.ua/auth/confirm-email?token=f81b0e3c5a7d4c2e9b61a0d4e8c3f7a2&uid=330417",
    from: "Кодокурс <hello@kodokurs.ua>",
    subject: "Підтвердіть електронну пошту, щоб почати навчання",
    date: date(2026, 9, 5, 21, 33, "+0300"),
    text: `Вітаємо, Міліце!

Ви зареєструвалися на курс «Доступність вебінтерфейсів: WCAG 2.2 на практиці» (потік №7, старт 14 вересня).

Щоб отримати доступ до особистого кабінету та перших уроків, підтвердіть свою адресу:
https://kodokurs.ua/auth/confirm-email?token=f81b0e3c5a7d4c2e9b61a0d4e8c3f7a2&uid=330417

Посилання діє 72 години.

Оплата: 3 400 грн (замовлення № 2026-09-11873) — отримано, дякуємо!

Якщо ви не реєструвалися на Кодокурсі, просто проігноруйте цей лист.

З повагою,
команда Кодокурсу
ТОВ «Кодокурс», вул. Антоновича 72, Київ, 03150 · +380 44 333 27 10`,
    html: card({
      lang: "uk",
      pre: "Підтвердіть адресу — і перші уроки вже чекають.",
      head:
        `<img src="https://kodokurs.ua/static/email/logo.png" width="140" height="30" alt="Кодокурс" style="display:block;">`,
      body: `<p style="margin:0 0 14px;">Вітаємо, Міліце!</p>
<p style="margin:0 0 14px;">Ви зареєструвалися на курс <b>«Доступність вебінтерфейсів: WCAG 2.2 на практиці»</b> (потік №7, старт 14 вересня).</p>
<p style="margin:0 0 4px;">Щоб отримати доступ до особистого кабінету та перших уроків, підтвердіть свою адресу:</p>
${
        button(
          "https://kodokurs.ua/auth/confirm-email?token=f81b0e3c5a7d4c2e9b61a0d4e8c3f7a2&amp;uid=330417",
          "Підтвердити пошту",
          "#059669",
        )
      }
<p style="margin:0 0 14px;font-size:13px;color:#4b5563;">Посилання діє 72 години.</p>
<p style="margin:0 0 14px;font-size:13px;color:#4b5563;">Оплата: 3&nbsp;400&nbsp;грн (замовлення № 2026-09-11873) — отримано, дякуємо!</p>
<p style="margin:0;font-size:13px;color:#4b5563;">Якщо ви не реєструвалися на Кодокурсі, просто проігноруйте цей лист.</p>`,
      foot: `ТОВ «Кодокурс», вул. Антоновича 72, Київ, 03150 &middot; +380 44 333 27 10<br>
<a href="https://t.me/kodokurs" style="color:#6b7280;">Telegram</a> &middot; <a href="https://www.youtube.com/@kodokurs" style="color:#6b7280;">YouTube</a> &middot; <a href="https://kodokurs.ua/oferta" style="color:#6b7280;">Публічна оферта</a>`,
      accent: "#059669",
    }),
    enc: "b64",
  },
  {
    family: "kodokurs",
    group: "regional",
    lang: "uk",
    kind: "certificate",
    code: null,
    link: null,
    from: "Кодокурс <hello@kodokurs.ua>",
    subject: "Ваш сертифікат готовий 🎓",
    date: date(2026, 10, 26, 12, 0, "+0200"),
    text: `Міліце, вітаємо із завершенням курсу!

«Доступність вебінтерфейсів: WCAG 2.2 на практиці», потік №7
Фінальний проєкт: 94 / 100
Номер сертифіката: KK-WCAG-07-0219

Сертифікат можна завантажити в PDF або додати до профілю LinkedIn:
https://kodokurs.ua/cabinet/certificates/KK-WCAG-07-0219

Перевірити справжність сертифіката може будь-хто за адресою https://kodokurs.ua/verify

Для випускників — знижка 15% на курс «Дизайн-системи у Figma» до 15 листопада.

Команда Кодокурсу`,
    html: null,
    enc: "qp",
  },
];

// ---------------------------------------------------------------- pidpys (Ukrainian e-signature service)

const pidpys: Mail[] = [
  {
    family: "pidpys",
    group: "regional",
    lang: "uk",
    kind: "document-signed",
    code: null,
    link: null,
    from: "Підпис <noreply@pidpys.com.ua>",
    subject: "Документ підписано всіма сторонами: Договір № 14/10-2026 про надання послуг",
    date: date(2026, 10, 15, 15, 26, "+0300"),
    text: `Добрий день!

Документ «Договір № 14/10-2026 про надання послуг з розробки» підписано всіма сторонами.

Сторони:
  ТОВ «Смарт Аптека Плюс» — Олена Гнатюк, директорка (КЕП, 15.10.2026 11:02)
  Milica Jovanović PR — Milica Jovanović (КЕП, 15.10.2026 15:25)

Сума договору: 4 800 USD
Строк виконання: до 31.12.2026

Підписаний документ із квитанціями про підписання збережено в архіві вашого акаунта:
https://pidpys.com.ua/docs/8d41c7e2/archive

Цей лист надіслано автоматично сервісом «Підпис». Підтримка: +380 800 21 33 44`,
    html: `<!DOCTYPE html><html lang="uk"><head><meta charset="utf-8"></head>
<body style="margin:0;background:#f5f5f5;font-family:Roboto,Arial,sans-serif;">
<table width="100%" cellpadding="0" cellspacing="0" border="0"><tr><td align="center" style="padding:24px 8px;">
<table width="600" cellpadding="0" cellspacing="0" border="0" style="background:#ffffff;border-top:4px solid #1565c0;">
<tr><td style="padding:20px 28px 0;"><img src="https://pidpys.com.ua/mail/logo.png" width="110" height="28" alt="Підпис"></td></tr>
<tr><td style="padding:20px 28px;font-size:14px;line-height:21px;color:#212121;">
<p style="margin:0 0 14px;">Добрий день!</p>
<p style="margin:0 0 16px;">Документ <b>«Договір № 14/10-2026 про надання послуг з розробки»</b> підписано всіма сторонами. ✅</p>
<table width="100%" cellpadding="8" cellspacing="0" border="0" style="font-size:13px;border:1px solid #e0e0e0;">
<tr style="background:#fafafa;"><td><b>ТОВ «Смарт Аптека Плюс»</b><br>Олена Гнатюк, директорка</td><td align="right">КЕП &middot; 15.10.2026 11:02</td></tr>
<tr><td><b>Milica Jovanović PR</b><br>Milica Jovanović</td><td align="right">КЕП &middot; 15.10.2026 15:25</td></tr>
</table>
<p style="margin:16px 0 4px;">Сума договору: 4&nbsp;800 USD &middot; Строк виконання: до 31.12.2026</p>
<p style="margin:16px 0 0;">Підписаний документ із квитанціями про підписання збережено в <a href="https://pidpys.com.ua/docs/8d41c7e2/archive" style="color:#1565c0;">архіві вашого акаунта</a>.</p>
</td></tr>
<tr><td style="padding:16px 28px;background:#eceff1;font-size:11px;color:#607d8b;">Цей лист надіслано автоматично сервісом «Підпис». Підтримка: +380 800 21 33 44 &middot; <a href="https://pidpys.com.ua/privacy" style="color:#607d8b;">Політика конфіденційності</a></td></tr>
</table></td></tr></table></body></html>`,
    enc: "b64",
  },
];

// ---------------------------------------------------------------- shipyardly (deploy platform)

const shipyardly: Mail[] = [
  {
    family: "shipyardly",
    group: "oss",
    lang: "en",
    kind: "magic-link",
    code: null,
    link: "https://shipyardly.app/auth/magic?token=sl_ml_7Hq2Kx9VbR4nT0wZ&next=%2Fdashboard",
    from: "Shipyardly <login@shipyardly.app>",
    subject: "Sign in to Shipyardly",
    date: date(2026, 9, 30, 22, 14),
    text: `Sign in to Shipyardly

Click the link below to sign in as milica.dev@inbox.example.
This link can only be used once and expires in 15 minutes.

https://shipyardly.app/auth/magic?token=sl_ml_7Hq2Kx9VbR4nT0wZ&next=%2Fdashboard

Requested from: Firefox 131 on Ubuntu, Novi Sad, RS

If you didn't request this, you can safely ignore this email.

Shipyardly · 2261 Market Street #5039 · San Francisco, CA 94114`,
    html: `<!DOCTYPE html><html><head><meta charset="utf-8"></head>
<body style="margin:0;background:#fafafa;">
<table width="100%" cellpadding="0" cellspacing="0" border="0"><tr><td align="center" style="padding:48px 16px;">
<table width="465" cellpadding="0" cellspacing="0" border="0" style="background:#ffffff;border:1px solid #eaeaea;border-radius:8px;font-family:-apple-system,'Segoe UI',Roboto,Helvetica,Arial,sans-serif;">
<tr><td align="center" style="padding:32px 20px 0;"><img src="https://shipyardly.app/static/email/anchor-black.png" width="40" height="40" alt="Shipyardly"></td></tr>
<tr><td align="center" style="padding:24px 20px 0;font-size:24px;color:#000000;">Sign in to <b>Shipyardly</b></td></tr>
<tr><td style="padding:24px 32px 0;font-size:14px;line-height:24px;color:#000000;">Click the button below to sign in as <b>milica.dev@inbox.example</b>. This link can only be used once and expires in 15 minutes.</td></tr>
<tr><td align="center" style="padding:32px 20px;"><a href="https://shipyardly.app/auth/magic?token=sl_ml_7Hq2Kx9VbR4nT0wZ&amp;next=%2Fdashboard" style="background:#000000;border-radius:5px;color:#ffffff;font-size:12px;font-weight:600;text-decoration:none;padding:12px 20px;display:inline-block;">SIGN IN</a></td></tr>
<tr><td style="padding:0 32px;font-size:14px;line-height:24px;color:#000000;">or copy and paste this URL into your browser:<br><a href="https://shipyardly.app/auth/magic?token=sl_ml_7Hq2Kx9VbR4nT0wZ&amp;next=%2Fdashboard" style="color:#067df7;word-break:break-all;">https://shipyardly.app/auth/magic?token=sl_ml_7Hq2Kx9VbR4nT0wZ&amp;next=%2Fdashboard</a></td></tr>
<tr><td style="padding:24px 32px 32px;"><hr style="border:none;border-top:1px solid #eaeaea;margin:0 0 20px;"><span style="font-size:12px;line-height:24px;color:#666666;">Requested from Firefox 131 on Ubuntu, Novi Sad, RS. If you didn't request this, you can safely ignore this email.</span></td></tr>
</table>
<p style="font-family:Helvetica,Arial,sans-serif;font-size:11px;color:#999999;">Shipyardly &middot; 2261 Market Street #5039 &middot; San Francisco, CA 94114</p>
</td></tr></table></body></html>`,
  },
  {
    family: "shipyardly",
    group: "oss",
    lang: "en",
    kind: "deploy-succeeded",
    code: null,
    link: null,
    from: "Shipyardly <notifications@shipyardly.app>",
    subject: "Deployed kavana-dvor-web to production (main@3e9f1a7)",
    date: date(2026, 10, 3, 9, 51),
    text: `Deployment ready

Project:     kavana-dvor-web
Environment: Production
Branch:      main @ 3e9f1a7 "Menu: add autumn drinks, fix price for Flat white (320 RSD)"
Author:      milica-dev
Build time:  48s
Region:      fra1

Live at: https://kavana-dvor.com
Inspect deployment: https://shipyardly.app/milica/kavana-dvor-web/deployments/dpl_4Vx8mQn2

You're receiving this because you enabled deploy notifications for this project.
Manage: https://shipyardly.app/account/notifications`,
    html: `<!DOCTYPE html><html><head><meta charset="utf-8"></head>
<body style="margin:0;background:#fafafa;font-family:-apple-system,'Segoe UI',Roboto,Helvetica,Arial,sans-serif;">
<table width="100%" cellpadding="0" cellspacing="0" border="0"><tr><td align="center" style="padding:40px 16px;">
<table width="520" cellpadding="0" cellspacing="0" border="0" style="background:#ffffff;border:1px solid #eaeaea;border-radius:8px;">
<tr><td style="padding:24px 28px;font-size:18px;"><span style="display:inline-block;width:10px;height:10px;border-radius:5px;background:#0cce6b;"></span>&nbsp; <b>Deployment ready</b></td></tr>
<tr><td style="padding:0 28px 20px;font-size:13px;line-height:22px;color:#333;">
<table cellpadding="3" cellspacing="0" border="0" style="font-size:13px;">
<tr><td style="color:#888;">Project</td><td>kavana-dvor-web</td></tr>
<tr><td style="color:#888;">Environment</td><td>Production</td></tr>
<tr><td style="color:#888;">Branch</td><td><code>main</code> @ <code>3e9f1a7</code> &ldquo;Menu: add autumn drinks, fix price for Flat white (320 RSD)&rdquo;</td></tr>
<tr><td style="color:#888;">Author</td><td>milica-dev</td></tr>
<tr><td style="color:#888;">Build time</td><td>48s &middot; fra1</td></tr>
</table>
<p style="margin:18px 0 0;"><a href="https://kavana-dvor.com" style="color:#067df7;">kavana-dvor.com</a> &nbsp;&middot;&nbsp; <a href="https://shipyardly.app/milica/kavana-dvor-web/deployments/dpl_4Vx8mQn2" style="color:#067df7;">Inspect deployment</a></p>
</td></tr>
<tr><td style="padding:16px 28px;border-top:1px solid #eaeaea;font-size:11px;color:#999;">You're receiving this because you enabled deploy notifications for this project. <a href="https://shipyardly.app/account/notifications" style="color:#999;">Manage</a></td></tr>
</table></td></tr></table></body></html>`,
    enc: "qp",
  },
];

// ---------------------------------------------------------------- bajt tjedna (Croatian developer newsletter)

const bajt_tjedna: Mail[] = [
  {
    family: "bajt-tjedna",
    group: "regional",
    lang: "hr",
    kind: "newsletter",
    code: null,
    link: null,
    from: "Bajt tjedna <urednistvo@bajttjedna.hr>",
    subject: "Bajt tjedna #187: CSS anchor positioning, plaće u IT-u 2026 i meetupi u Zagrebu",
    date: date(2026, 10, 16, 7, 30, "+0200"),
    text: `BAJT TJEDNA #187 · 16. listopada 2026.

Pozdrav svima!

Ovaj tjedan: anchor positioning je napokon u svim preglednicima, objavljena je anketa o plaćama
u regiji (medijan za senior frontend: 3.400 EUR bruto) i tri meetupa u Zagrebu.

► ČLANCI
- Anchor positioning bez polyfilla – što sad možemo izbaciti iz koda
  https://bajttjedna.hr/r/187-1
- Paušalni obrt i strani klijenti: što se mijenja od 1.1.2027.
  https://bajttjedna.hr/r/187-2
- Zašto nam je Postgres 18 ubrzao izvještaje 4 puta
  https://bajttjedna.hr/r/187-3

► ANKETA O PLAĆAMA 2026.
  Rezultati za HR, SRB, BiH i SLO: https://bajttjedna.hr/r/187-place

► DOGAĐAJI
  22.10. Zagreb JS #61 – Hub385, Zagreb, 18:00
  29.10. Design Systems Meetup – Impact Hub Zagreb, 18:30
  05.11. Rust Zagreb – online

► POSLOVI
  Senior React developer (remote, EU) – 4.000–5.200 EUR neto
  https://bajttjedna.hr/r/187-job1

Sponzor ovog broja: Mrežnik – hosting u Zagrebu, kod BAJT187 za 20% popusta na prvu godinu.

Hvala na čitanju!
Ivana i Tomislav

Primaš ovaj newsletter jer si se prijavila na bajttjedna.hr.
Odjava: https://bajttjedna.hr/odjava?e=bWlsaWNhLmRldg&l=main
Bajt tjedna, Ilica 242, 10000 Zagreb`,
    html: null,
    enc: "qp",
    headers: [["List-Unsubscribe", "<https://bajttjedna.hr/odjava?e=bWlsaWNhLmRldg&l=main>"]],
  },
];

// ---------------------------------------------------------------- honorar (Bulgarian freelance marketplace)

const honorar: Mail[] = [
  {
    family: "honorar-bg",
    group: "regional",
    lang: "bg",
    kind: "verify-code-link",
    code: "582046",
    link: "https://honorar.bg/profil/potvardi-imeil?u=77120&kod=582046&h=c93f0a1e",
    from: "Хонорар.бг <profil@honorar.bg>",
    subject: "Потвърдете имейл адреса си в Хонорар.бг",
    date: date(2026, 9, 6, 12, 17, "+0300"),
    text: `Здравейте, Милица,

Благодарим Ви, че създадохте профил на фрийлансър в Хонорар.бг!

Вашият код за потвърждение: 582046

Въведете кода в прозореца за регистрация или натиснете връзката по-долу:
https://honorar.bg/profil/potvardi-imeil?u=77120&kod=582046&h=c93f0a1e

Кодът и връзката са валидни 24 часа.

След потвърждение ще можете да кандидатствате по проекти. В момента има 312 активни проекта
в категория „Уеб и мобилна разработка“ с бюджет от 400 до 12 000 лв.

Поздрави,
Екипът на Хонорар.бг
София 1000, ул. „Граф Игнатиев“ 15, ет. 3 · 02 491 8822`,
    html: card({
      lang: "bg",
      pre: "Вашият код за потвърждение е вътре.",
      head:
        `<img src="https://honorar.bg/img/mail/honorar-logo.png" width="150" height="32" alt="Хонорар.бг" style="display:block;">`,
      body: `<p style="margin:0 0 14px;">Здравейте, Милица,</p>
<p style="margin:0 0 16px;">Благодарим Ви, че създадохте профил на фрийлансър в Хонорар.бг!</p>
<p style="margin:0 0 6px;">Вашият код за потвърждение:</p>
<p style="margin:0 0 18px;"><span style="display:inline-block;background:#f1f5f9;border-radius:6px;padding:10px 18px;font-size:28px;font-weight:bold;letter-spacing:5px;font-family:Consolas,monospace;">582046</span></p>
<p style="margin:0;">Въведете кода в прозореца за регистрация или натиснете бутона:</p>
${
        button(
          "https://honorar.bg/profil/potvardi-imeil?u=77120&amp;kod=582046&amp;h=c93f0a1e",
          "Потвърди имейла",
          "#0d9488",
        )
      }
<p style="margin:0 0 14px;font-size:13px;color:#4b5563;">Кодът и връзката са валидни 24 часа.</p>
<p style="margin:0;font-size:13px;color:#4b5563;">След потвърждение ще можете да кандидатствате по проекти. В момента има 312 активни проекта в категория „Уеб и мобилна разработка“ с бюджет от 400 до 12&nbsp;000&nbsp;лв.</p>`,
      foot: `Хонорар.бг &middot; София 1000, ул. „Граф Игнатиев“ 15, ет. 3 &middot; 02 491 8822<br>
<a href="https://honorar.bg/usloviya" style="color:#6b7280;">Общи условия</a> &middot; <a href="https://honorar.bg/poveritelnost" style="color:#6b7280;">Поверителност</a> &middot; <a href="https://www.facebook.com/honorar.bg" style="color:#6b7280;">Facebook</a>`,
      accent: "#0d9488",
    }),
    enc: "qp",
  },
  {
    family: "honorar-bg",
    group: "regional",
    lang: "bg",
    kind: "proposal-shortlisted",
    code: null,
    link: null,
    from: "Хонорар.бг <izvestiya@honorar.bg>",
    subject: "Вашата оферта е в краткия списък: „Онлайн магазин за мед и пчелни продукти“",
    date: date(2026, 9, 23, 10, 42, "+0300"),
    text: `Здравейте, Милица,

Клиентът „Пчелин Балкан“ ЕООД добави Вашата оферта в краткия списък за проекта:

„Онлайн магазин за мед и пчелни продукти (WooCommerce или Shopify)“
Бюджет: 2 500 – 3 800 лв. · Срок: 6 седмици · Кандидати: 14

Вашата оферта: 3 200 лв., 5 седмици

Клиентът може да Ви пише в чата на платформата. Отговорите в рамките на 24 часа увеличават
шанса да получите проекта.

Виж проекта: https://honorar.bg/proekti/48817-onlayn-magazin-za-med

Хонорар.бг · Настройки на известията: https://honorar.bg/profil/izvestiya`,
    html: null,
    enc: "b64",
  },
];

// ---------------------------------------------------------------- csomagfutar (Hungarian courier)

const csomagfutar: Mail[] = [
  {
    family: "csomagfutar",
    group: "regional",
    lang: "hu",
    kind: "out-for-delivery",
    code: null,
    link: null,
    from: "CsomagFutár <ertesito@csomagfutar.hu>",
    subject: "Ma érkezik a csomagod (CSF 6620 4418 0731)",
    date: date(2026, 10, 21, 7, 12, "+0200"),
    text: `Kedves Jovanović Milica!

A Betűműhely Kft. által feladott csomagodat ma kézbesítjük.

Csomagszám:      CSF 6620 4418 0731
Várható érkezés: 2026. 10. 21., 13:00–16:00
Címzett:         Jovanović Milica, 6720 Szeged, Kárász utca 11. 2/4.
Utánvét:         nincs
Futár:           Gábor (+36 30 441 2087)

Ha nem leszel otthon, a futár a csomagot a legközelebbi CsomagFutár Pontba (Szeged, Dugonics tér 2.,
Tabak Trafik) viszi, ahol 5 munkanapig veheted át.

Nyomkövetés: https://csomagfutar.hu/kovetes/CSF662044180731

CsomagFutár Zrt. · 1097 Budapest, Könyves Kálmán krt. 12–14. · +36 1 999 4040`,
    html: card({
      lang: "hu",
      pre: "Várható érkezés ma 13:00–16:00 között.",
      head:
        `<img src="https://csomagfutar.hu/img/email/logo.png" width="140" height="30" alt="CsomagFutár" style="display:block;">`,
      body: `<p style="margin:0 0 14px;">Kedves Jovanović Milica!</p>
<p style="margin:0 0 16px;">A <b>Betűműhely Kft.</b> által feladott csomagodat <b>ma</b> kézbesítjük.</p>
<table role="presentation" cellpadding="5" cellspacing="0" border="0" style="font-size:14px;">
<tr><td style="color:#6b7280;">Csomagszám</td><td>CSF 6620 4418 0731</td></tr>
<tr><td style="color:#6b7280;">Várható érkezés</td><td><b>13:00–16:00</b></td></tr>
<tr><td style="color:#6b7280;">Címzett</td><td>Jovanović Milica, 6720 Szeged, Kárász utca 11. 2/4.</td></tr>
<tr><td style="color:#6b7280;">Utánvét</td><td>nincs</td></tr>
<tr><td style="color:#6b7280;">Futár</td><td>Gábor (+36 30 441 2087)</td></tr>
</table>
<p style="margin:16px 0;font-size:13px;color:#4b5563;">Ha nem leszel otthon, a futár a csomagot a legközelebbi CsomagFutár Pontba (Szeged, Dugonics tér 2., Tabak Trafik) viszi, ahol 5 munkanapig veheted át.</p>
${button("https://csomagfutar.hu/kovetes/CSF662044180731", "Csomag követése", "#ca8a04")}`,
      foot:
        `CsomagFutár Zrt. &middot; 1097 Budapest, Könyves Kálmán krt. 12–14. &middot; +36 1 999 4040<br><a href="https://csomagfutar.hu/adatvedelem" style="color:#6b7280;">Adatvédelem</a>`,
      accent: "#ca8a04",
    }),
    enc: "8bit",
  },
];

export const mails: Mail[] = [
  ...gigvara,
  ...parleyhub,
  ...zadaniownik,
  ...uctovna,
  ...szamlafeny,
  ...poreski_portal,
  ...dunavska_banka,
  ...korvex,
  ...hashquay,
  ...mreznik,
  ...zornica,
  ...forgeloom,
  ...pkgyard,
  ...appcove,
  ...framewick,
  ...kosnica,
  ...dulapio,
  ...facturel,
  ...siuntuva,
  ...frontend_baltica,
  ...kodokurs,
  ...pidpys,
  ...shipyardly,
  ...bajt_tjedna,
  ...honorar,
  ...csomagfutar,
];
