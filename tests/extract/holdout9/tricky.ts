/**
 * Mail whose code or link sits beside look-alikes: amounts, order and booking numbers, expired codes,
 * second action links, "wasn't you?" links and notices with buttons that ask for nothing, in many languages.
 * @module
 */

import type { Mail } from "../holdout_kit.ts";

const DAYS = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"];
const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/** An RFC 2822 date from "2026-11-03 08:14:22" and a zone. */
function date(stamp: string, zone = "+0000"): string {
  const d = new Date(stamp.replace(" ", "T") + "Z");
  const day = String(d.getUTCDate()).padStart(2, "0");
  return `${DAYS[d.getUTCDay()]}, ${day} ${MONTHS[d.getUTCMonth()]} ${d.getUTCFullYear()} ${stamp.slice(11)} ${zone}`;
}

// ---------------------------------------------------------------- Marigold Mobile

function marigold(preheader: string, inner: string): string {
  return `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">
<title>Marigold Mobile</title></head>
<body style="margin:0;padding:0;background:#fff7e8;">
<div style="display:none;max-height:0;overflow:hidden;">${preheader}&nbsp;&zwnj;&nbsp;&zwnj;&nbsp;&zwnj;</div>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="background:#fff7e8;">
<tr><td align="center" style="padding:24px 12px;">
<table role="presentation" width="560" cellpadding="0" cellspacing="0" border="0" style="background:#ffffff;border-radius:10px;font-family:Helvetica,Arial,sans-serif;color:#2b2b2b;">
<tr><td style="padding:22px 32px;border-bottom:4px solid #f2a007;">
<img src="https://static.marigoldmobile.com/email/logo-2x.png" width="150" height="34" alt="Marigold Mobile" style="display:block;border:0;">
</td></tr>
${inner}
<tr><td style="padding:20px 32px;background:#faf3e3;font-size:12px;line-height:18px;color:#77705f;border-radius:0 0 10px 10px;">
Questions? Call <a href="tel:18004421177" style="color:#77705f;">1-800-442-1177</a> (Mon–Sat, 8am–8pm ET) or visit <a href="https://www.marigoldmobile.com/help" style="color:#77705f;">marigoldmobile.com/help</a>.<br><br>
Marigold Mobile LLC, 2250 Meridian Ave, Suite 400, Indianapolis, IN 46225<br>
<a href="https://www.marigoldmobile.com/legal/privacy" style="color:#77705f;">Privacy</a> · <a href="https://www.marigoldmobile.com/legal/terms" style="color:#77705f;">Terms</a><br>
© 2026 Marigold Mobile LLC. All rights reserved.
</td></tr>
</table></td></tr></table>
</body></html>`;
}

const MARIGOLD_FOOT = `Questions? Call 1-800-442-1177 (Mon–Sat, 8am–8pm ET) or visit marigoldmobile.com/help.

Marigold Mobile LLC, 2250 Meridian Ave, Suite 400, Indianapolis, IN 46225
Privacy: https://www.marigoldmobile.com/legal/privacy
© 2026 Marigold Mobile LLC. All rights reserved.`;

// ---------------------------------------------------------------- Ferncastle Energy

function ferncastle(preheader: string, inner: string): string {
  return `<html><head><meta http-equiv="Content-Type" content="text/html; charset=utf-8">
<style type="text/css">@media only screen and (max-width:600px){.wrap{width:100%!important}.pad{padding:16px!important}}</style>
</head><body style="margin:0;background-color:#eef3ee;">
<span style="display:none!important;font-size:1px;color:#eef3ee;line-height:1px;max-height:0;opacity:0;">${preheader}</span>
<center>
<table class="wrap" width="600" cellspacing="0" cellpadding="0" border="0" style="width:600px;">
<tr><td class="pad" style="padding:28px 36px 12px 36px;">
<a href="https://click.ferncastle-energy.co.uk/ls/click?upn=u001.hdr9Qx2&amp;utm_source=email"><img src="https://assets.ferncastle-energy.co.uk/mail/fc-logo.png" alt="Ferncastle Energy" width="170" style="border:0;"></a>
</td></tr>
<tr><td class="pad" bgcolor="#ffffff" style="padding:32px 36px;font-family:Georgia,'Times New Roman',serif;font-size:16px;line-height:25px;color:#1d2b21;">
${inner}
</td></tr>
<tr><td class="pad" style="padding:20px 36px 36px 36px;font-family:Arial,sans-serif;font-size:11px;line-height:17px;color:#667a6b;">
Ferncastle Energy Supply Ltd is registered in England and Wales, company no. 11830472. Registered office: 4 Mill Yard, Stroud, GL5 3HE.<br>
Emergency? If you smell gas call 0800 111 999.<br>
<a href="https://www.ferncastle-energy.co.uk/privacy" style="color:#667a6b;">Privacy notice</a> &nbsp;|&nbsp; <a href="https://www.ferncastle-energy.co.uk/contact" style="color:#667a6b;">Contact us</a> &nbsp;|&nbsp; <a href="https://www.ferncastle-energy.co.uk/account/preferences" style="color:#667a6b;">Email preferences</a>
</td></tr>
</table></center></body></html>`;
}

function fc_button(href: string, label: string): string {
  return `<table cellspacing="0" cellpadding="0" border="0" style="margin:24px 0;"><tr>
<td bgcolor="#2f6b3b" style="border-radius:24px;"><a href="${href}" target="_blank" style="display:inline-block;padding:13px 30px;font-family:Arial,sans-serif;font-size:15px;font-weight:bold;color:#ffffff;text-decoration:none;">${label}</a></td>
</tr></table>`;
}

const FC_VERIFY =
  "https://click.ferncastle-energy.co.uk/ls/click?upn=u001.Vq8RkT2mLw9Zp3XcYb7NdF4sHj6Ge1Aa-2BqU5oE&utm_campaign=onboarding&utm_medium=email&uid=88213047";

// ---------------------------------------------------------------- Harlow & Finch

function harlow(inner: string): string {
  return `<!doctype html><html><head><meta charset="utf-8"></head>
<body style="margin:0;background:#f4f1ec;font-family:'Helvetica Neue',Helvetica,Arial,sans-serif;">
<table width="100%" cellpadding="0" cellspacing="0" role="presentation"><tr><td align="center">
<table width="600" cellpadding="0" cellspacing="0" role="presentation" style="background:#ffffff;">
<tr><td align="center" style="padding:26px 0 10px 0;font-family:Didot,'Bodoni 72',Georgia,serif;font-size:28px;letter-spacing:6px;color:#111;">HARLOW &amp; FINCH</td></tr>
<tr><td align="center" style="padding:0 0 20px 0;font-size:11px;letter-spacing:2px;">
<a href="https://www.harlowandfinch.com/women?src=hdr" style="color:#111;text-decoration:none;">WOMEN</a> &nbsp; <a href="https://www.harlowandfinch.com/men?src=hdr" style="color:#111;text-decoration:none;">MEN</a> &nbsp; <a href="https://www.harlowandfinch.com/home?src=hdr" style="color:#111;text-decoration:none;">HOME</a> &nbsp; <a href="https://www.harlowandfinch.com/sale?src=hdr" style="color:#b3261e;text-decoration:none;">SALE</a>
</td></tr>
<tr><td style="padding:10px 40px 30px 40px;font-size:15px;line-height:23px;color:#222;">
${inner}
</td></tr>
<tr><td style="background:#111;padding:24px 40px;font-size:11px;line-height:18px;color:#bbb;">
Free returns within 30 days · Customer care 0333 014 2290<br>
Harlow &amp; Finch Ltd, 18 Coventry Street, London W1D 7DH · VAT GB 219 4471 08<br>
<a href="https://www.harlowandfinch.com/help" style="color:#bbb;">Help</a> · <a href="https://www.harlowandfinch.com/privacy" style="color:#bbb;">Privacy</a> · <a href="https://www.harlowandfinch.com/email/unsubscribe?u=7Hq2" style="color:#bbb;">Unsubscribe</a><br>
<a href="https://apps.apple.com/gb/app/harlow-finch/id1488230112"><img src="https://img.harlowandfinch.com/mail/appstore.png" alt="Download on the App Store" width="110" style="margin-top:10px;"></a>
<a href="https://play.google.com/store/apps/details?id=com.harlowandfinch.app"><img src="https://img.harlowandfinch.com/mail/googleplay.png" alt="Get it on Google Play" width="120" style="margin-top:10px;"></a>
</td></tr></table></td></tr></table></body></html>`;
}

const HF_CONFIRM = "https://www.harlowandfinch.com/account/confirm-email?token=9c1e47b2d0a84f3e8b55a61f0d27c3e9";

// ---------------------------------------------------------------- Parcelbee

function parcelbee(inner: string): string {
  return `<html><body style="margin:0;padding:0;background:#1e1e1e;">
<table width="100%" cellpadding="0" cellspacing="0" bgcolor="#1e1e1e"><tr><td align="center" style="padding:18px 8px;">
<table width="520" cellpadding="0" cellspacing="0" bgcolor="#ffffff" style="font-family:Verdana,Geneva,sans-serif;font-size:14px;color:#202020;">
<tr><td bgcolor="#ffcc00" style="padding:16px 24px;font-size:22px;font-weight:bold;color:#1e1e1e;">parcelbee<span style="font-size:12px;font-weight:normal;"> &nbsp;deliveries with a buzz</span></td></tr>
${inner}
<tr><td style="padding:16px 24px;font-size:11px;color:#777;border-top:1px solid #eee;">
Parcelbee Logistics Ltd · Unit 7, Hamble Trade Park, Southampton SO31 4RF<br>
You're receiving this because a retailer used Parcelbee to send you a parcel. <a href="https://track.parcelbee.co.uk/preferences" style="color:#777;">Manage notifications</a>
</td></tr></table></td></tr></table></body></html>`;
}

// ---------------------------------------------------------------- GritForge

function gritforge(body: string): string {
  return `<!DOCTYPE html><html><head><meta charset="utf-8"><meta name="color-scheme" content="light dark"></head>
<body style="margin:0;padding:0;font-family:-apple-system,BlinkMacSystemFont,'Segoe UI',Helvetica,Arial,sans-serif;font-size:14px;line-height:1.5;color:#1f2328;">
<div style="max-width:544px;margin:0 auto;padding:24px 16px;">
<img src="https://gritforge.dev/assets/mail/anvil-32.png" width="32" height="32" alt="GritForge">
<div style="border:1px solid #d0d7de;border-radius:6px;padding:24px;margin-top:16px;">
${body}
</div>
<p style="font-size:12px;color:#656d76;text-align:center;margin-top:16px;">GritForge · 548 Market St #41190 · San Francisco, CA 94104<br>
<a href="https://gritforge.dev/settings/notifications" style="color:#656d76;">Notification settings</a> · <a href="https://gritforge.dev/site/privacy" style="color:#656d76;">Privacy</a> · <a href="https://gritforge.dev/contact" style="color:#656d76;">Support</a></p>
</div></body></html>`;
}

const GF_INVITE = "https://gritforge.dev/orgs/lumen-labs/invitation?via_email=1";

// ---------------------------------------------------------------- Orbisle

function orbisle(body: string): string {
  return `<html><head><meta charset="utf-8"></head><body style="margin:0;background:#0e1420;">
<table width="100%" cellpadding="0" cellspacing="0" style="background:#0e1420;"><tr><td align="center" style="padding:30px 10px;">
<table width="580" cellpadding="0" cellspacing="0" style="background:#161f30;font-family:Arial,Helvetica,sans-serif;color:#c7d1e3;">
<tr><td style="padding:26px 34px;"><img src="https://cdn.orbisle.gg/mail/wordmark_light.png" width="140" alt="ORBISLE"></td></tr>
${body}
<tr><td style="padding:22px 34px;font-size:11px;line-height:17px;color:#6a7894;background:#111827;">
© 2026 Orbisle Interactive, Inc. All trademarks are property of their respective owners. 1200 Harbor Blvd, Vancouver, WA 98660.<br>
<a href="https://store.orbisle.gg/account/privacy" style="color:#8fa3c7;">Privacy policy</a> | <a href="https://store.orbisle.gg/legal" style="color:#8fa3c7;">Legal</a> | <a href="https://help.orbisle.gg" style="color:#8fa3c7;">Orbisle Support</a>
</td></tr></table></td></tr></table></body></html>`;
}

// ---------------------------------------------------------------- Tallowmere Libraries

function tallowmere(body: string): string {
  return `<html><body style="margin:0;padding:0;background:#ffffff;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td style="padding:0;">
<table width="600" cellpadding="0" cellspacing="0" align="center" style="font-family:Tahoma,Verdana,sans-serif;font-size:14px;color:#222;">
<tr><td style="background:#5b2a86;padding:14px 20px;color:#fff;font-size:18px;"><img src="https://www.tallowmere.gov.uk/libraries/img/book-icon.png" width="24" alt="" style="vertical-align:middle;"> Tallowmere Libraries</td></tr>
<tr><td style="padding:20px;">${body}</td></tr>
<tr><td style="padding:14px 20px;border-top:2px solid #5b2a86;font-size:11px;color:#666;">
Tallowmere Borough Council, Libraries &amp; Archives, Civic Centre, Tallowmere TW7 5QA · 01632 960 514<br>
This is an automated message from the library management system. Please do not reply.<br>
<a href="https://catalogue.tallowmere.gov.uk/my-account" style="color:#5b2a86;">My account</a> · <a href="https://www.tallowmere.gov.uk/privacy" style="color:#5b2a86;">Privacy</a>
</td></tr></table></td></tr></table></body></html>`;
}

// ---------------------------------------------------------------- Aldergrove Physio

const ALDER_ACTIVATE = "https://portal.aldergrovephysio.com/activate?k=Jd8w2Qm4Lr7Tz1VxP0sN";

// ---------------------------------------------------------------- Keelson Bank

function keelson(preheader: string, body: string): string {
  return `<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Transitional//EN" "http://www.w3.org/TR/xhtml1/DTD/xhtml1-transitional.dtd">
<html xmlns="http://www.w3.org/1999/xhtml"><head><meta http-equiv="Content-Type" content="text/html; charset=UTF-8" /></head>
<body style="margin:0;padding:0;background-color:#e9edf2;">
<div style="display:none;font-size:1px;line-height:1px;max-height:0px;max-width:0px;opacity:0;overflow:hidden;">${preheader}</div>
<table border="0" cellpadding="0" cellspacing="0" width="100%"><tr><td align="center" valign="top" style="padding:20px 0;">
<table border="0" cellpadding="0" cellspacing="0" width="600" style="background-color:#ffffff;">
<tr><td style="background-color:#0b2545;padding:18px 30px;"><img src="https://www.keelsonbank.com/content/dam/email/keelson-logo-white.png" alt="Keelson Bank" width="132" height="30" style="display:block;" /></td></tr>
<tr><td style="padding:30px;font-family:Arial,sans-serif;font-size:15px;line-height:22px;color:#13213c;">${body}</td></tr>
<tr><td style="padding:20px 30px;background-color:#f4f6f9;font-family:Arial,sans-serif;font-size:11px;line-height:16px;color:#5f6b7d;">
Keelson Bank will never ask for your password, full card number or one-time codes by phone, text or email.<br /><br />
Keelson Bank, N.A. Member FDIC. Equal Housing Lender. 400 Waterfront Plaza, Norfolk, VA 23510. Customer Service: 1-888-533-5766.<br />
<a href="https://www.keelsonbank.com/privacy" style="color:#5f6b7d;">Privacy &amp; Security</a> | <a href="https://www.keelsonbank.com/contact" style="color:#5f6b7d;">Contact us</a>
</td></tr></table></td></tr></table></body></html>`;
}

const KEELSON_RESET =
  "https://secure.keelsonbank.com/auth/reset-password?rt=eyJ1aWQiOiI3NzMwMTgiLCJleHAiOjE3OTQ2NjIwMDB9.c2Rm0kQ&lang=en-US";

// ---------------------------------------------------------------- Copperbeech Insurance

function copperbeech(body: string): string {
  return `<html><head><style>td{font-family:'Trebuchet MS',Arial,sans-serif;}</style></head>
<body style="background:#f6f2ee;margin:0;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:24px 0;">
<table width="600" cellpadding="0" cellspacing="0" style="background:#ffffff;border-top:6px solid #8c4a2f;">
<tr><td style="padding:20px 32px;"><img src="https://www.copperbeech-insurance.co.uk/email/cb-logo.png" width="180" alt="Copperbeech Insurance"></td></tr>
<tr><td style="padding:0 32px 26px 32px;font-size:15px;line-height:23px;color:#2e2a27;">${body}</td></tr>
<tr><td style="padding:18px 32px;background:#2e2a27;color:#cfc6bd;font-size:11px;line-height:16px;">
Copperbeech Insurance Services Ltd is authorised and regulated by the Financial Conduct Authority (FRN 604417). Registered in England no. 07719220. Copperbeech House, 21 Friar Lane, Leicester LE1 5RB.<br>
Calls may be recorded. Lines open Mon–Fri 8am–8pm, Sat 9am–5pm: 0345 601 2288.<br>
<a href="https://www.copperbeech-insurance.co.uk/privacy" style="color:#cfc6bd;">Privacy</a> · <a href="https://www.copperbeech-insurance.co.uk/complaints" style="color:#cfc6bd;">Complaints</a>
</td></tr></table></td></tr></table></body></html>`;
}

// ---------------------------------------------------------------- Kronwald-Apotheke

function kronwald(body: string): string {
  return `<html><head><meta charset="utf-8"></head><body style="margin:0;background:#f2f5f4;">
<table width="100%" cellspacing="0" cellpadding="0"><tr><td align="center" style="padding:20px 0;">
<table width="600" cellspacing="0" cellpadding="0" style="background:#fff;font-family:Arial,Helvetica,sans-serif;font-size:14px;line-height:21px;color:#1c2b27;">
<tr><td style="padding:18px 28px;border-bottom:3px solid #d7001e;"><img src="https://www.kronwald-apotheke.de/newsletter/logo-apotheke.png" width="46" alt="Apotheken-A" style="vertical-align:middle;"> <span style="font-size:19px;font-weight:bold;vertical-align:middle;">Kronwald-Apotheke</span><br><span style="font-size:12px;color:#60706c;">Inh. Dr. Henrike Sauer e.K. · Marktplatz 3 · 34117 Kassel</span></td></tr>
<tr><td style="padding:24px 28px;">${body}</td></tr>
<tr><td style="padding:16px 28px;background:#eef1f0;font-size:11px;line-height:16px;color:#60706c;">
Kronwald-Apotheke, Inh. Dr. Henrike Sauer e.K., Marktplatz 3, 34117 Kassel · Tel. 0561 7390 214 · USt-IdNr. DE 318 204 776<br>
Zuständige Aufsichtsbehörde: Regierungspräsidium Darmstadt · <a href="https://www.kronwald-apotheke.de/impressum" style="color:#60706c;">Impressum</a> · <a href="https://www.kronwald-apotheke.de/datenschutz" style="color:#60706c;">Datenschutz</a>
</td></tr></table></td></tr></table></body></html>`;
}

// ---------------------------------------------------------------- Fernweh-Kontor

const FK_OPTIN =
  "https://news.fernweh-kontor.de/c/optin?e=c2FtLnJlYWRlckBpbmJveC5leGFtcGxl&l=de&list=7&h=9f2c0a771be84d61a0c7e2b44f1d09a3&ts=1762790400&utm_source=newsletter&utm_medium=email&utm_campaign=doi_2026_11&utm_content=button_bestaetigen";

// ---------------------------------------------------------------- Cinélume

function cinelume(preheader: string, body: string): string {
  return `<!DOCTYPE html><html lang="fr"><head><meta charset="utf-8"></head>
<body style="margin:0;padding:0;background:#000;">
<div style="display:none;max-height:0;overflow:hidden;mso-hide:all;">${preheader}</div>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#000;"><tr><td align="center">
<table role="presentation" width="520" cellpadding="0" cellspacing="0" style="font-family:'Helvetica Neue',Arial,sans-serif;color:#e8e8e8;">
<tr><td style="padding:32px 24px 20px 24px;"><img src="https://img.cinelume.fr/mail/cinelume-logo-rouge.png" width="120" alt="Cinélume"></td></tr>
${body}
<tr><td style="padding:28px 24px;font-size:11px;line-height:17px;color:#8a8a8a;border-top:1px solid #333;">
Des questions ? Consultez le <a href="https://aide.cinelume.fr" style="color:#8a8a8a;">Centre d'aide</a> ou appelez le 01 84 88 27 40.<br>
Cinélume SAS, 12 rue de Paradis, 75010 Paris · RCS Paris 891 204 335<br>
<a href="https://www.cinelume.fr/compte/notifications" style="color:#8a8a8a;">Préférences de communication</a> · <a href="https://www.cinelume.fr/confidentialite" style="color:#8a8a8a;">Confidentialité</a> · <a href="https://www.cinelume.fr/cgu" style="color:#8a8a8a;">Conditions d'utilisation</a>
</td></tr></table></td></tr></table></body></html>`;
}

// ---------------------------------------------------------------- Velora Stays

function velora(body: string): string {
  return `<html><head><meta name="viewport" content="width=device-width, initial-scale=1"></head>
<body style="margin:0;background:#f7f4ef;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:28px 10px;">
<table width="560" cellpadding="0" cellspacing="0" style="background:#ffffff;border-radius:14px;font-family:Avenir,'Segoe UI',Arial,sans-serif;color:#2c2520;">
<tr><td style="padding:28px 36px 0 36px;"><img src="https://media.velorastays.com/brand/velora-terracotta.png" width="118" alt="Velora Stays"></td></tr>
<tr><td style="padding:20px 36px 30px 36px;font-size:15px;line-height:24px;">${body}</td></tr>
</table>
<table width="560" cellpadding="0" cellspacing="0"><tr><td style="padding:18px 36px;font-family:Arial,sans-serif;font-size:11px;line-height:17px;color:#8b8178;text-align:center;">
Velora Stays S.L. · Calle de Fuencarral 118, 28010 Madrid · CIF B-88214907<br>
<a href="https://www.velorastays.com/es/ayuda" style="color:#8b8178;">Ayuda</a> · <a href="https://www.velorastays.com/es/privacidad" style="color:#8b8178;">Privacidad</a> · <a href="https://www.velorastays.com/es/baja?u=k29f" style="color:#8b8178;">Darse de baja</a><br>
<a href="https://instagram.com/velorastays" style="color:#8b8178;">Instagram</a> · <a href="https://www.facebook.com/velorastays" style="color:#8b8178;">Facebook</a>
</td></tr></table></td></tr></table></body></html>`;
}

const VELORA_VERIFY = "https://www.velorastays.com/es/cuenta/verificar-correo?t=Zm9v-8156-3b0e2a71c4d94e5f&src=email";

// ---------------------------------------------------------------- Conta Pitanga

function pitanga(body: string): string {
  return `<html><body style="margin:0;background:#fff3ef;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:24px 8px;">
<table width="480" cellpadding="0" cellspacing="0" style="background:#ffffff;border-radius:16px;font-family:Roboto,Arial,sans-serif;font-size:15px;line-height:23px;color:#3a2722;">
<tr><td style="padding:24px 28px 8px 28px;"><img src="https://cdn.contapitanga.com.br/email/logo-pitanga.png" width="120" alt="Pitanga"></td></tr>
<tr><td style="padding:8px 28px 24px 28px;">${body}</td></tr>
<tr><td style="padding:16px 28px;background:#fbe9e4;border-radius:0 0 16px 16px;font-size:11px;line-height:16px;color:#7b5e57;">
Pitanga Instituição de Pagamento S.A. · CNPJ 41.228.906/0001-37 · Av. Paulista, 1842, 9º andar, São Paulo – SP, 01310-200<br>
Central de atendimento: 4003 7712 (capitais) ou 0800 771 2040 · Ouvidoria: 0800 771 2099<br>
<a href="https://www.contapitanga.com.br/privacidade" style="color:#7b5e57;">Política de privacidade</a>
</td></tr></table></td></tr></table></body></html>`;
}

// ---------------------------------------------------------------- Energia Borgoverde

function borgoverde(body: string): string {
  return `<html><head><meta charset="utf-8"></head><body style="margin:0;background:#ffffff;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center">
<table width="620" cellpadding="0" cellspacing="0" style="font-family:'Open Sans',Arial,sans-serif;font-size:14px;line-height:22px;color:#263238;">
<tr><td style="padding:20px 30px;background:#e8f5e9;"><img src="https://www.energiaborgoverde.it/static/mail/logo-borgoverde.png" width="170" alt="Borgoverde Energia"></td></tr>
<tr><td style="padding:26px 30px;">${body}</td></tr>
<tr><td style="padding:18px 30px;border-top:1px solid #cfd8dc;font-size:11px;line-height:16px;color:#607d8b;">
Borgoverde Energia S.p.A. – Via Emilia Ovest 212, 43126 Parma – P. IVA 02917740345 – Capitale sociale € 1.200.000 i.v.<br>
Servizio clienti: 800 914 227 (numero verde, lun–ven 8:30–19:00) – Guasti: 800 900 811<br>
<a href="https://www.energiaborgoverde.it/privacy" style="color:#607d8b;">Informativa privacy</a> – <a href="https://www.energiaborgoverde.it/area-clienti" style="color:#607d8b;">Area Clienti</a>
</td></tr></table></td></tr></table></body></html>`;
}

// ---------------------------------------------------------------- Peddelpost

const PEDDEL_CONFIRM = "https://www.depeddelaar.nl/peddelpost/inschrijving/bevestigen?id=44817&sleutel=a8c2e91f07d3";

// ---------------------------------------------------------------- Poradnia Medivita

function medivita(body: string): string {
  return `<html><body style="margin:0;background:#f0f6fb;font-family:Arial,Helvetica,sans-serif;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:22px 8px;">
<table width="580" cellpadding="0" cellspacing="0" style="background:#fff;border-radius:6px;">
<tr><td style="padding:18px 26px;border-bottom:1px solid #dbe7f1;"><img src="https://pacjent.medivita.pl/static/mail/medivita-logo.png" width="150" alt="Medivita – Poradnia Rodzinna"></td></tr>
<tr><td style="padding:24px 26px;font-size:15px;line-height:23px;color:#1b3346;">${body}</td></tr>
<tr><td style="padding:16px 26px;font-size:11px;line-height:16px;color:#6b8195;background:#f7fafc;border-radius:0 0 6px 6px;">
Poradnia Medivita sp. z o.o., ul. Grochowska 214, 04-357 Warszawa · NIP 113-294-71-06 · Rejestracja: +48 22 415 33 90<br>
Wiadomość wygenerowana automatycznie – prosimy na nią nie odpowiadać. <a href="https://www.medivita.pl/polityka-prywatnosci" style="color:#6b8195;">Polityka prywatności</a> · <a href="https://www.medivita.pl/regulamin" style="color:#6b8195;">Regulamin</a>
</td></tr></table></td></tr></table></body></html>`;
}

const MEDIVITA_ACTIVATE = "https://pacjent.medivita.pl/aktywuj-konto/potwierdz?token=Mv7c2f0a9e41b8d3&jezyk=pl";

// ---------------------------------------------------------------- Brevik Fiber

function brevik(body: string): string {
  return `<html><head><meta charset="utf-8"></head><body style="margin:0;background:#ffffff;">
<div style="max-width:560px;margin:0 auto;font-family:'Segoe UI',Arial,sans-serif;font-size:15px;line-height:23px;color:#15202b;">
<div style="padding:22px 0 14px 0;border-bottom:2px solid #00a19a;"><img src="https://www.brevikfiber.se/mail/brevik-fiber.png" width="140" alt="Brevik Fiber"></div>
<div style="padding:22px 0;">${body}</div>
<div style="padding:16px 0;border-top:1px solid #e2e8ec;font-size:11px;line-height:16px;color:#6a7a86;">
Brevik Fiber AB · Hamngatan 9 · 611 34 Nyköping · Org.nr 559218-4470 · Kundservice 0155-40 22 10<br>
<a href="https://www.brevikfiber.se/integritet" style="color:#6a7a86;">Integritetspolicy</a> · <a href="https://www.brevikfiber.se/kundservice" style="color:#6a7a86;">Kundservice</a>
</div></div></body></html>`;
}

const BREVIK_RESET = "https://minasidor.brevikfiber.se/aterstall-losenord?token=b7e01d9c44a2f6e3&kund=300871";

// ---------------------------------------------------------------- Tsubakiya Honpo

function tsubakiya(body: string): string {
  return `<html lang="ja"><head><meta charset="utf-8"></head><body style="margin:0;background:#f7f3ea;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:20px 6px;">
<table width="600" cellpadding="0" cellspacing="0" style="background:#fffdf8;font-family:'Hiragino Kaku Gothic ProN','Yu Gothic',Meiryo,sans-serif;font-size:14px;line-height:1.8;color:#3b2f2a;">
<tr><td align="center" style="padding:22px;border-bottom:1px solid #e4d9c5;"><img src="https://shop.tsubakiya-honpo.jp/img/mail/logo.png" width="160" alt="椿屋本舗 オンラインショップ"></td></tr>
<tr><td style="padding:24px 28px;">${body}</td></tr>
<tr><td style="padding:18px 28px;background:#efe7d8;font-size:11px;line-height:1.7;color:#7a6a5c;">
株式会社椿屋本舗　〒604-8005 京都市中京区三条通河原町東入中島町 78<br>
お問い合わせ：075-231-4480（受付 平日 10:00〜17:00）／ shop@tsubakiya-honpo.jp<br>
<a href="https://shop.tsubakiya-honpo.jp/privacy" style="color:#7a6a5c;">個人情報保護方針</a>　<a href="https://shop.tsubakiya-honpo.jp/law" style="color:#7a6a5c;">特定商取引法に基づく表記</a><br>
Copyright © 2026 Tsubakiya Honpo Co., Ltd. All Rights Reserved.
</td></tr></table></td></tr></table></body></html>`;
}

// ---------------------------------------------------------------- Hanbyeol Pay

function hanbyeol(body: string): string {
  return `<html lang="ko"><head><meta charset="utf-8"></head><body style="margin:0;background:#f5f6fa;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:30px 10px;">
<table width="500" cellpadding="0" cellspacing="0" style="background:#fff;font-family:'Apple SD Gothic Neo','Malgun Gothic',sans-serif;color:#222;">
<tr><td style="padding:26px 30px 10px 30px;"><img src="https://static.hanbyeolpay.co.kr/mail/logo_hb.png" width="110" alt="한별페이"></td></tr>
<tr><td style="padding:10px 30px 26px 30px;font-size:15px;line-height:24px;">${body}</td></tr>
<tr><td style="padding:18px 30px;background:#f0f1f5;font-size:11px;line-height:17px;color:#80838f;">
본 메일은 발신 전용입니다. 문의사항은 고객센터(1588-4127)로 연락해 주세요.<br>
(주)한별페이 | 대표이사 윤서진 | 서울특별시 강남구 테헤란로 427, 14층 | 사업자등록번호 214-88-03917<br>
<a href="https://www.hanbyeolpay.co.kr/terms" style="color:#80838f;">이용약관</a> | <a href="https://www.hanbyeolpay.co.kr/privacy" style="color:#80838f;"><b>개인정보처리방침</b></a><br>
© Hanbyeol Pay Corp. All rights reserved.
</td></tr></table></td></tr></table></body></html>`;
}

// ---------------------------------------------------------------- Kasička banka

function kasicka(body: string): string {
  return `<html><head><meta charset="utf-8"></head><body style="margin:0;background:#f3f1f7;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:20px 8px;">
<table width="560" cellpadding="0" cellspacing="0" style="background:#fff;font-family:Arial,Helvetica,sans-serif;font-size:14px;line-height:21px;color:#221a33;">
<tr><td style="padding:18px 26px;background:#4b2a8c;"><img src="https://www.kasickabanka.cz/email/logo-bila.png" width="130" alt="Kasička banka"></td></tr>
<tr><td style="padding:24px 26px;">${body}</td></tr>
<tr><td style="padding:16px 26px;font-size:11px;line-height:16px;color:#776d88;border-top:1px solid #e7e2ef;">
Kasička banka, a.s., Na Poříčí 1047/26, 110 00 Praha 1, IČO 08412937, zapsaná u Městského soudu v Praze, oddíl B, vložka 24417.<br>
Klientská linka: +420 228 880 441 (nonstop). Banka vás nikdy nebude žádat o sdělení kódů e-mailem ani telefonicky.<br>
<a href="https://www.kasickabanka.cz/ochrana-osobnich-udaju" style="color:#776d88;">Ochrana osobních údajů</a>
</td></tr></table></td></tr></table></body></html>`;
}

// ---------------------------------------------------------------- Pinfold Cycles

const PINFOLD_CONFIRM =
  "https://links.pinfoldcycles.co.uk/ss/c/ZmLq0x9-Yt2v/4c7/Hj3K1pRwTz8/h12/confirm?e=sam.reader%40inbox.example&rid=8Fq2";

export const mails: Mail[] = [
  // ------------------------------------------------------------ marigold-mobile
  {
    family: "marigold-mobile",
    group: "consumer",
    lang: "en",
    kind: "payment-code",
    code: "739204",
    link: null,
    from: "Marigold Mobile <no-reply@notify.marigoldmobile.com>",
    subject: "Confirm your payment of $84.17",
    date: date("2026-11-02 19:04:51", "-0500"),
    text: `MARIGOLD MOBILE

Confirm your payment

You're paying your Marigold bill with the card ending •••• 4821.

Amount:       $84.17
Account:      0049 2217 83
Bill period:  Oct 1 – Oct 31, 2026

Your confirmation code:

    739204

Enter this code on the payment screen within 10 minutes to finish. Marigold will never call or text you to ask for it.

${MARIGOLD_FOOT}`,
    html: marigold(
      "Enter the code to finish paying $84.17",
      `<tr><td style="padding:28px 32px 8px 32px;">
<h1 style="margin:0 0 12px 0;font-size:22px;">Confirm your payment</h1>
<p style="margin:0;font-size:15px;line-height:22px;">You're paying your Marigold bill with the card ending •••• 4821.</p>
</td></tr>
<tr><td style="padding:16px 32px;">
<table width="100%" cellpadding="0" cellspacing="0" style="border:1px solid #eee2c4;border-radius:8px;">
<tr><td style="padding:14px 18px;font-size:13px;color:#77705f;">Amount</td><td align="right" style="padding:14px 18px;font-size:30px;font-weight:bold;">$84.17</td></tr>
<tr><td style="padding:0 18px 14px 18px;font-size:13px;color:#77705f;">Account</td><td align="right" style="padding:0 18px 14px 18px;font-size:15px;">0049 2217 83</td></tr>
<tr><td style="padding:0 18px 14px 18px;font-size:13px;color:#77705f;">Bill period</td><td align="right" style="padding:0 18px 14px 18px;font-size:15px;">Oct 1 – Oct 31, 2026</td></tr>
</table></td></tr>
<tr><td style="padding:8px 32px 0 32px;font-size:15px;">Your confirmation code:</td></tr>
<tr><td align="center" style="padding:12px 32px;"><div style="font-size:30px;font-weight:bold;letter-spacing:8px;background:#fff1cf;padding:14px 0;border-radius:8px;">739204</div></td></tr>
<tr><td style="padding:8px 32px 28px 32px;font-size:14px;line-height:21px;">Enter this code on the payment screen within 10 minutes to finish. Marigold will never call or text you to ask for it.</td></tr>`,
    ),
    enc: "qp",
  },
  {
    family: "marigold-mobile",
    group: "consumer",
    lang: "en",
    kind: "login-code",
    code: "518306",
    link: null,
    from: "Marigold Mobile <no-reply@notify.marigoldmobile.com>",
    subject: "Here's your new sign-in code",
    date: date("2026-11-09 07:52:10", "-0500"),
    text: `Hi Sam,

You asked for another code, so the one in our earlier email won't work anymore. Use this one to sign in to My Marigold:

518306

It expires in 10 minutes. If you keep getting codes you didn't ask for, change your password or call us on 1-800-442-1177.

— The Marigold team

${MARIGOLD_FOOT}`,
    html: null,
  },
  {
    family: "marigold-mobile",
    group: "negative",
    lang: "en",
    kind: "signin-alert",
    code: null,
    link: null,
    from: "Marigold Mobile <security@notify.marigoldmobile.com>",
    subject: "Your code was used to sign in",
    date: date("2026-11-09 07:53:42", "-0500"),
    text: `Signed in to My Marigold

The one-time code we emailed you at 7:52 AM was just used to sign in.

Device: iPhone · Marigold app 8.14
Where: Indianapolis, IN (approximate)
When: Nov 9, 2026, 7:53 AM ET

If this was you, you don't need to do anything.

Not you? Secure your account: https://www.marigoldmobile.com/account/security?src=signin_alert

${MARIGOLD_FOOT}`,
    html: marigold(
      "The one-time code from 7:52 AM was used to sign in",
      `<tr><td style="padding:28px 32px;font-size:15px;line-height:23px;">
<h1 style="margin:0 0 14px 0;font-size:22px;">Signed in to My Marigold</h1>
<p style="margin:0 0 16px 0;">The one-time code we emailed you at 7:52 AM was just used to sign in.</p>
<table cellpadding="0" cellspacing="0" style="font-size:14px;margin:0 0 18px 0;">
<tr><td style="color:#77705f;padding:3px 16px 3px 0;">Device</td><td>iPhone · Marigold app 8.14</td></tr>
<tr><td style="color:#77705f;padding:3px 16px 3px 0;">Where</td><td>Indianapolis, IN (approximate)</td></tr>
<tr><td style="color:#77705f;padding:3px 16px 3px 0;">When</td><td>Nov 9, 2026, 7:53 AM ET</td></tr>
</table>
<p style="margin:0 0 16px 0;">If this was you, you don't need to do anything.</p>
<p style="margin:0;">Not you? <a href="https://www.marigoldmobile.com/account/security?src=signin_alert" style="color:#c07d00;font-weight:bold;">Secure your account</a></p>
</td></tr>`,
    ),
  },
  // ------------------------------------------------------------ ferncastle-energy
  {
    family: "ferncastle-energy",
    group: "consumer",
    lang: "en",
    kind: "verify-link",
    code: null,
    link: FC_VERIFY,
    from: "Ferncastle Energy <hello@mail.ferncastle-energy.co.uk>",
    subject: "One more step: verify your email address",
    date: date("2026-10-21 12:30:05"),
    text: `Welcome to Ferncastle Energy, Sam

Before we can send your bills and statements by email, please verify this address:

Verify my email address
${FC_VERIFY}

Optional: you can add a mobile number later in Settings, so we can text you before an engineer visit.
https://click.ferncastle-energy.co.uk/ls/click?upn=u001.Mb4Tz-2FsettingsPhone7Kq&utm_campaign=onboarding&utm_medium=email

Your customer number is 600238841. Your switch date is 4 November 2026 and your first Direct Debit of £96.00 will be taken on or after 18 November.

Ferncastle Energy Supply Ltd, 4 Mill Yard, Stroud, GL5 3HE. Company no. 11830472.`,
    html: ferncastle(
      "Verify your email so we can send your bills",
      `<p style="margin:0 0 16px 0;font-size:22px;">Welcome to Ferncastle Energy, Sam</p>
<p style="margin:0 0 8px 0;">Before we can send your bills and statements by email, please verify this address.</p>
${fc_button(FC_VERIFY, "Verify my email address")}
<p style="margin:0 0 16px 0;font-size:14px;color:#4a5a4e;">Optional: you can <a href="https://click.ferncastle-energy.co.uk/ls/click?upn=u001.Mb4Tz-2FsettingsPhone7Kq&amp;utm_campaign=onboarding&amp;utm_medium=email" style="color:#2f6b3b;">add a mobile number later in Settings</a>, so we can text you before an engineer visit.</p>
<table width="100%" cellspacing="0" cellpadding="0" style="background:#f3f7f3;font-family:Arial,sans-serif;font-size:14px;">
<tr><td style="padding:12px 16px;">Customer number</td><td style="padding:12px 16px;font-weight:bold;" align="right">600238841</td></tr>
<tr><td style="padding:0 16px 12px 16px;">Switch date</td><td style="padding:0 16px 12px 16px;font-weight:bold;" align="right">4 November 2026</td></tr>
<tr><td style="padding:0 16px 12px 16px;">First Direct Debit</td><td style="padding:0 16px 12px 16px;font-weight:bold;" align="right">£96.00</td></tr>
</table>`,
    ),
    enc: "qp",
  },
  {
    family: "ferncastle-energy",
    group: "negative",
    lang: "en",
    kind: "email-verified",
    code: null,
    link: null,
    from: "Ferncastle Energy <hello@mail.ferncastle-energy.co.uk>",
    subject: "Thanks – your email address is verified",
    date: date("2026-10-21 12:41:17"),
    text: `Your email address is verified

Thanks, Sam. From now on your bills, statements and meter reading reminders will come to this address.

Go to your account: https://my.ferncastle-energy.co.uk/dashboard?utm_source=email&utm_campaign=verified

Customer number: 600238841

Ferncastle Energy Supply Ltd, 4 Mill Yard, Stroud, GL5 3HE.`,
    html: ferncastle(
      "Bills and statements will now come to this address",
      `<p style="margin:0 0 16px 0;font-size:22px;">Your email address is verified ✔</p>
<p style="margin:0;">Thanks, Sam. From now on your bills, statements and meter reading reminders will come to this address.</p>
${
        fc_button(
          "https://my.ferncastle-energy.co.uk/dashboard?utm_source=email&amp;utm_campaign=verified",
          "Go to your account",
        )
      }
<p style="margin:0;font-size:13px;color:#4a5a4e;">Customer number: 600238841</p>`,
    ),
  },
  {
    family: "ferncastle-energy",
    group: "negative",
    lang: "en",
    kind: "bill-ready",
    code: null,
    link: null,
    from: "Ferncastle Energy <bills@mail.ferncastle-energy.co.uk>",
    subject: "Your November bill is ready: £112.40",
    date: date("2026-11-25 06:10:00"),
    text: `Your November bill is ready

Amount due: £112.40
Customer number: 600238841
Bill number: 7004-118-2290
Direct Debit collection: 2 December 2026

We've attached a PDF copy. You don't need to do anything – we'll collect the payment by Direct Debit.

View your bill online: https://my.ferncastle-energy.co.uk/bills/7004-118-2290

Submit a meter reading before 30 November to keep your next bill accurate.

Ferncastle Energy Supply Ltd, 4 Mill Yard, Stroud, GL5 3HE.`,
    html: ferncastle(
      "£112.40 will be collected on 2 December",
      `<p style="margin:0 0 10px 0;font-size:22px;">Your November bill is ready</p>
<p style="margin:0 0 4px 0;font-family:Arial,sans-serif;font-size:13px;color:#667a6b;">AMOUNT DUE</p>
<p style="margin:0 0 16px 0;font-family:Arial,sans-serif;font-size:40px;font-weight:bold;">£112.40</p>
<p style="margin:0 0 6px 0;font-size:14px;">Customer number: <b>600238841</b><br>Bill number: <b>7004-118-2290</b><br>Direct Debit collection: <b>2 December 2026</b></p>
<p style="margin:12px 0 0 0;">We've attached a PDF copy. You don't need to do anything – we'll collect the payment by Direct Debit.</p>
${fc_button("https://my.ferncastle-energy.co.uk/bills/7004-118-2290", "View your bill")}
<p style="margin:0;font-size:14px;">Submit a meter reading before 30 November to keep your next bill accurate.</p>`,
    ),
    attachment: [
      "Ferncastle-bill-7004-118-2290.pdf",
      "application/pdf",
      "%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\n% Ferncastle Energy bill 7004-118-2290 amount due GBP 112.40\ntrailer << /Root 1 0 R >>\n%%EOF\n",
    ],
  },
  // ------------------------------------------------------------ harlow-and-finch
  {
    family: "harlow-and-finch",
    group: "negative",
    lang: "en",
    kind: "order-shipped",
    code: null,
    link: null,
    from: "Harlow & Finch <orders@e.harlowandfinch.com>",
    subject: "Good news – order HF-2209183 is on its way",
    date: date("2026-11-12 14:22:09"),
    text: `HARLOW & FINCH

Your order is on its way

Order number: HF-2209183
Shipped: 12 November 2026
Carrier: Evri, tracking H00B7A0018822941
Estimated delivery: Friday 14 November

1 × Merino rib scarf, Oat — £45.00
1 × Leather card holder, Tan — £32.00
Delivery: Free
Total paid: £77.00 (Visa ending 0917)

Track your parcel: https://www.harlowandfinch.com/orders/HF-2209183/track?src=email

Free returns within 30 days · Customer care 0333 014 2290
Harlow & Finch Ltd, 18 Coventry Street, London W1D 7DH`,
    html: harlow(
      `<h1 style="font-family:Georgia,serif;font-weight:normal;font-size:24px;text-align:center;margin:0 0 20px 0;">Your order is on its way</h1>
<table width="100%" cellpadding="0" cellspacing="0" style="font-size:14px;border-top:1px solid #ddd;border-bottom:1px solid #ddd;">
<tr><td style="padding:10px 0;">Order number</td><td align="right" style="padding:10px 0;font-size:20px;font-weight:bold;">HF-2209183</td></tr>
<tr><td style="padding:0 0 10px 0;">Shipped</td><td align="right" style="padding:0 0 10px 0;">12 November 2026</td></tr>
<tr><td style="padding:0 0 10px 0;">Carrier</td><td align="right" style="padding:0 0 10px 0;">Evri · H00B7A0018822941</td></tr>
<tr><td style="padding:0 0 10px 0;">Estimated delivery</td><td align="right" style="padding:0 0 10px 0;">Friday 14 November</td></tr>
</table>
<table width="100%" cellpadding="0" cellspacing="0" style="font-size:14px;margin-top:16px;">
<tr><td width="80"><img src="https://img.harlowandfinch.com/p/22871/oat_80.jpg" width="64" alt="Merino rib scarf"></td><td>Merino rib scarf, Oat</td><td align="right">£45.00</td></tr>
<tr><td width="80"><img src="https://img.harlowandfinch.com/p/30114/tan_80.jpg" width="64" alt="Leather card holder"></td><td>Leather card holder, Tan</td><td align="right">£32.00</td></tr>
<tr><td></td><td style="padding-top:10px;">Total paid (Visa ending 0917)</td><td align="right" style="padding-top:10px;font-weight:bold;">£77.00</td></tr>
</table>
<p style="text-align:center;margin:28px 0 0 0;"><a href="https://www.harlowandfinch.com/orders/HF-2209183/track?src=email" style="background:#111;color:#fff;text-decoration:none;padding:14px 36px;font-size:13px;letter-spacing:2px;display:inline-block;">TRACK YOUR PARCEL</a></p>`,
    ),
  },
  {
    family: "harlow-and-finch",
    group: "consumer",
    lang: "en",
    kind: "verify-link",
    code: null,
    link: HF_CONFIRM,
    from: "Harlow & Finch <account@e.harlowandfinch.com>",
    subject: "Please confirm your email address",
    date: date("2026-11-03 20:15:44"),
    text: `Hello Sam,

Thank you for creating a Harlow & Finch account. To confirm this is your email address, open the link below:

${HF_CONFIRM}

The link is valid for 48 hours. Once confirmed, you'll be able to track orders, save your sizes and join Finch Circle (10% off your first order over £50).

If you didn't create an account, you can ignore this email.

Harlow & Finch Ltd, 18 Coventry Street, London W1D 7DH`,
    html: harlow(`<p style="margin:0 0 16px 0;">Hello Sam,</p>
<p style="margin:0 0 16px 0;">Thank you for creating a Harlow &amp; Finch account. To confirm this is your email address, open the link below:</p>
<p style="margin:0 0 16px 0;word-break:break-all;"><a href="${HF_CONFIRM}" style="color:#111;">${HF_CONFIRM}</a></p>
<p style="margin:0 0 16px 0;">The link is valid for 48 hours. Once confirmed, you'll be able to track orders, save your sizes and join <a href="https://www.harlowandfinch.com/finch-circle?src=confirm" style="color:#111;">Finch Circle</a> (10% off your first order over £50).</p>
<p style="margin:0;color:#777;font-size:13px;">If you didn't create an account, you can ignore this email.</p>`),
    enc: "b64",
  },
  {
    family: "harlow-and-finch",
    group: "negative",
    lang: "en",
    kind: "survey",
    code: null,
    link: null,
    from: "Harlow & Finch <feedback@e.harlowandfinch.com>",
    subject: "How was your order? Rate us in 30 seconds",
    date: date("2026-11-17 10:02:31"),
    text: `How did we do, Sam?

Your order HF-2209183 was delivered on 14 November. We'd love to know what you think.

Rate us: https://survey.harlowandfinch.com/r/HF-2209183?score=

It takes about 30 seconds. As a thank-you, everyone who answers this month is entered into a draw for a £250 gift card (terms: https://www.harlowandfinch.com/survey-terms).

Harlow & Finch Ltd, 18 Coventry Street, London W1D 7DH
Unsubscribe: https://www.harlowandfinch.com/email/unsubscribe?u=7Hq2`,
    html: harlow(
      `<h1 style="font-family:Georgia,serif;font-weight:normal;font-size:24px;text-align:center;margin:0 0 16px 0;">How did we do, Sam?</h1>
<p style="text-align:center;margin:0 0 20px 0;">Your order HF-2209183 was delivered on 14 November. We'd love to know what you think.</p>
<table align="center" cellpadding="0" cellspacing="6"><tr>
<td><a href="https://survey.harlowandfinch.com/r/HF-2209183?score=1" style="display:block;width:40px;line-height:40px;text-align:center;border:1px solid #111;color:#111;text-decoration:none;">1</a></td>
<td><a href="https://survey.harlowandfinch.com/r/HF-2209183?score=2" style="display:block;width:40px;line-height:40px;text-align:center;border:1px solid #111;color:#111;text-decoration:none;">2</a></td>
<td><a href="https://survey.harlowandfinch.com/r/HF-2209183?score=3" style="display:block;width:40px;line-height:40px;text-align:center;border:1px solid #111;color:#111;text-decoration:none;">3</a></td>
<td><a href="https://survey.harlowandfinch.com/r/HF-2209183?score=4" style="display:block;width:40px;line-height:40px;text-align:center;border:1px solid #111;color:#111;text-decoration:none;">4</a></td>
<td><a href="https://survey.harlowandfinch.com/r/HF-2209183?score=5" style="display:block;width:40px;line-height:40px;text-align:center;border:1px solid #111;color:#111;text-decoration:none;">5</a></td>
</tr></table>
<p style="text-align:center;margin:20px 0 0 0;font-size:13px;color:#555;">It takes about 30 seconds. As a thank-you, everyone who answers this month is entered into a draw for a £250 gift card (<a href="https://www.harlowandfinch.com/survey-terms" style="color:#555;">terms</a>).</p>`,
    ),
  },
  // ------------------------------------------------------------ parcelbee
  {
    family: "parcelbee",
    group: "consumer",
    lang: "en",
    kind: "delivery-pin",
    code: "4417",
    link: null,
    from: "Parcelbee <updates@parcelbee.co.uk>",
    subject: "Today: your parcel from Larchfield Home arrives 10:25–11:25",
    date: date("2026-11-14 07:31:02"),
    text: `Good morning Sam,

Your parcel from Larchfield Home is out for delivery today.

Time slot:        10:25 – 11:25
Tracking number:  PB 2290 1183 5562 GB
Deliver to:       14 Alder Close, Southampton SO17 2LN
Driver:           Karol

Delivery PIN: 4417
Your driver will ask for this 4-digit PIN before handing the parcel over. Please don't share it with anyone else.

Not going to be in? Change your delivery: https://track.parcelbee.co.uk/PB229011835562GB
Questions: 0330 088 4125`,
    html: parcelbee(
      `<tr><td style="padding:22px 24px 6px 24px;">Good morning Sam,<br><br>Your parcel from <b>Larchfield Home</b> is out for delivery today.</td></tr>
<tr><td style="padding:10px 24px;">
<table width="100%" cellpadding="0" cellspacing="0">
<tr><td width="50%" style="padding:12px;background:#fff8d6;font-size:12px;color:#555;">TIME SLOT<br><span style="font-size:26px;font-weight:bold;color:#202020;">10:25–11:25</span></td>
<td width="50%" style="padding:12px;background:#fff8d6;font-size:12px;color:#555;border-left:4px solid #ffffff;">DELIVERY PIN<br><span style="font-size:26px;font-weight:bold;color:#202020;letter-spacing:3px;">4417</span></td></tr>
</table></td></tr>
<tr><td style="padding:6px 24px;font-size:13px;line-height:20px;">Your driver will ask for this 4-digit PIN before handing the parcel over. Please don't share it with anyone else.</td></tr>
<tr><td style="padding:10px 24px;font-size:13px;line-height:20px;color:#444;">Tracking number: PB 2290 1183 5562 GB<br>Deliver to: 14 Alder Close, Southampton SO17 2LN<br>Driver: Karol</td></tr>
<tr><td style="padding:10px 24px 22px 24px;"><a href="https://track.parcelbee.co.uk/PB229011835562GB" style="color:#202020;font-weight:bold;">Not going to be in? Change your delivery</a> · Questions: 0330 088 4125</td></tr>`,
    ),
    enc: "qp",
  },
  {
    family: "parcelbee",
    group: "negative",
    lang: "en",
    kind: "delivered",
    code: null,
    link: null,
    from: "Parcelbee <updates@parcelbee.co.uk>",
    subject: "Delivered: your parcel PB 2290 1183 5562 GB",
    date: date("2026-11-14 10:48:37"),
    text: `Your parcel has been delivered

Delivered at 10:47 to the recipient (PIN checked).
Tracking number: PB 2290 1183 5562 GB
Sender: Larchfield Home

See your proof of delivery: https://track.parcelbee.co.uk/PB229011835562GB/pod

How did Karol do? Leave a tip or a rating: https://track.parcelbee.co.uk/PB229011835562GB/rate

Parcelbee Logistics Ltd · Unit 7, Hamble Trade Park, Southampton SO31 4RF`,
    html: parcelbee(
      `<tr><td style="padding:22px 24px 8px 24px;font-size:20px;font-weight:bold;">Your parcel has been delivered 🐝</td></tr>
<tr><td style="padding:0 24px 12px 24px;line-height:21px;">Delivered at <b>10:47</b> to the recipient (PIN checked).<br>Tracking number: PB 2290 1183 5562 GB<br>Sender: Larchfield Home</td></tr>
<tr><td style="padding:0 24px 12px 24px;"><img src="https://pod.parcelbee.co.uk/img/PB229011835562GB_thumb.jpg" width="220" alt="Photo of your parcel at the door"></td></tr>
<tr><td style="padding:0 24px 22px 24px;"><a href="https://track.parcelbee.co.uk/PB229011835562GB/pod" style="color:#202020;">See proof of delivery</a> &nbsp;·&nbsp; <a href="https://track.parcelbee.co.uk/PB229011835562GB/rate" style="color:#202020;">How did Karol do? Rate or tip</a></td></tr>`,
    ),
  },
  // ------------------------------------------------------------ gritforge
  {
    family: "gritforge",
    group: "oss",
    lang: "en",
    kind: "device-code",
    code: "620417",
    link: null,
    from: "GritForge <noreply@gritforge.dev>",
    subject: "[GritForge] Please verify your device",
    date: date("2026-11-05 16:40:12"),
    text: `Hey sam-reader!

A sign-in attempt requires further verification because we did not recognize your device. To complete the sign in, enter the verification code on the unrecognized device.

Device: Firefox on Linux
IP address: 203.0.113.54 (Utrecht, NL)
Verification code: 620417

If you did not attempt to sign in to your account, your password may be compromised. Visit https://gritforge.dev/settings/security to create a new, strong password for your account.

Thanks,
The GritForge Team`,
    html: gritforge(`<p style="margin:0 0 12px 0;">Hey <strong>sam-reader</strong>!</p>
<p style="margin:0 0 12px 0;">A sign-in attempt requires further verification because we did not recognize your device. To complete the sign in, enter the verification code on the unrecognized device.</p>
<p style="margin:0 0 12px 0;"><strong>Device:</strong> Firefox on Linux<br><strong>IP address:</strong> 203.0.113.54 (Utrecht, NL)<br><strong>Verification code:</strong> <code style="font-family:ui-monospace,SFMono-Regular,Menlo,monospace;font-size:16px;background:#f6f8fa;padding:2px 6px;border-radius:4px;">620417</code></p>
<p style="margin:0 0 12px 0;">If you did not attempt to sign in to your account, your password may be compromised. Visit <a href="https://gritforge.dev/settings/security">https://gritforge.dev/settings/security</a> to create a new, strong password for your account.</p>
<p style="margin:0;">Thanks,<br>The GritForge Team</p>`),
  },
  {
    family: "gritforge",
    group: "oss",
    lang: "en",
    kind: "invite-link",
    code: null,
    link: GF_INVITE,
    from: "Mirela Kovač <noreply@gritforge.dev>",
    subject: "[GritForge] @mirela-k has invited you to join the @lumen-labs organization",
    date: date("2026-11-06 09:12:55"),
    text: `Hi sam-reader,

@mirela-k has invited you to join the @lumen-labs organization on GritForge. To accept, open:
${GF_INVITE}

This invitation will expire in 7 days.

Some helpful resources:
- Learn more about @lumen-labs: https://gritforge.dev/lumen-labs
- The organization's repositories: https://gritforge.dev/orgs/lumen-labs/repositories
- About organizations: https://docs.gritforge.dev/en/organizations/about-organizations
- Two-factor authentication is required by this organization: https://docs.gritforge.dev/en/authentication/2fa
- Manage your email preferences: https://gritforge.dev/settings/emails

Note: This invitation was intended for sam.reader@inbox.example. If you were not expecting this invitation, you can ignore this email. If @mirela-k is sending you too many emails, you can block them (https://gritforge.dev/settings/blocked_users?block_user=mirela-k) or report abuse (https://gritforge.dev/contact/report-abuse?report=mirela-k).

---
GritForge · 548 Market St #41190 · San Francisco, CA 94104`,
    html: gritforge(
      `<p style="margin:0 0 16px 0;text-align:center;"><img src="https://avatars.gritforge.dev/u/20933?s=64" width="48" height="48" alt="@mirela-k" style="border-radius:50%;"> &nbsp; <img src="https://avatars.gritforge.dev/o/7718?s=64" width="48" height="48" alt="@lumen-labs" style="border-radius:6px;"></p>
<h2 style="font-size:20px;font-weight:400;text-align:center;margin:0 0 16px 0;"><strong>@mirela-k</strong> has invited you to join the <strong>@lumen-labs</strong> organization</h2>
<p style="text-align:center;margin:0 0 20px 0;"><a href="${GF_INVITE}" style="background:#1f883d;color:#ffffff;padding:8px 16px;border-radius:6px;text-decoration:none;font-weight:600;display:inline-block;">Join @lumen-labs</a></p>
<p style="margin:0 0 12px 0;font-size:13px;color:#656d76;">This invitation will expire in 7 days.</p>
<p style="margin:0 0 6px 0;font-size:13px;">Some helpful resources:</p>
<ul style="margin:0 0 12px 0;padding-left:18px;font-size:13px;">
<li><a href="https://gritforge.dev/lumen-labs">Learn more about @lumen-labs</a></li>
<li><a href="https://gritforge.dev/orgs/lumen-labs/repositories">The organization's repositories</a></li>
<li><a href="https://docs.gritforge.dev/en/organizations/about-organizations">About organizations</a></li>
<li><a href="https://docs.gritforge.dev/en/authentication/2fa">Two-factor authentication is required by this organization</a></li>
<li><a href="https://gritforge.dev/settings/emails">Manage your email preferences</a></li>
</ul>
<p style="margin:0;font-size:12px;color:#656d76;">Note: This invitation was intended for sam.reader@inbox.example. If you were not expecting this invitation, you can ignore this email. If @mirela-k is sending you too many emails, you can <a href="https://gritforge.dev/settings/blocked_users?block_user=mirela-k">block them</a> or <a href="https://gritforge.dev/contact/report-abuse?report=mirela-k">report abuse</a>.</p>`,
    ),
    enc: "qp",
  },
  {
    family: "gritforge",
    group: "negative",
    lang: "en",
    kind: "build-failed",
    code: null,
    link: null,
    from: "GritForge <notifications@gritforge.dev>",
    subject: "[lumen-labs/pixel-sieve] Run failed: CI - main (a3f9c02)",
    date: date("2026-11-18 22:03:47"),
    text: `Run failed: CI - main (a3f9c02)

Repository: lumen-labs/pixel-sieve
Workflow: CI
Run: #4821, attempt 1
Commit: a3f9c0271be4d8 "bump image-rs to 0.25.4"
Duration: 6m 12s

Jobs:
  x test (ubuntu-24.04, stable)   failed in 4m 51s
  ✓ test (macos-14, stable)        passed
  ✓ lint                           passed

Error: process completed with exit code 101.

View workflow run: https://gritforge.dev/lumen-labs/pixel-sieve/actions/runs/118820457

You are receiving this because you are watching this repository.
Manage your notification settings: https://gritforge.dev/settings/notifications`,
    html: gritforge(
      `<p style="margin:0 0 8px 0;font-size:16px;"><span style="color:#d1242f;">&#10006;</span> <strong>Run failed: CI - main</strong> <code>a3f9c02</code></p>
<p style="margin:0 0 12px 0;font-size:13px;color:#656d76;">lumen-labs/pixel-sieve · Run #4821, attempt 1 · 6m 12s</p>
<table width="100%" cellpadding="6" cellspacing="0" style="font-size:13px;border:1px solid #d0d7de;border-radius:6px;">
<tr><td style="color:#d1242f;">&#10006;</td><td>test (ubuntu-24.04, stable)</td><td align="right">4m 51s</td></tr>
<tr><td style="color:#1a7f37;">&#10004;</td><td>test (macos-14, stable)</td><td align="right">5m 02s</td></tr>
<tr><td style="color:#1a7f37;">&#10004;</td><td>lint</td><td align="right">0m 48s</td></tr>
</table>
<p style="margin:12px 0;font-size:13px;"><code>Error: process completed with exit code 101.</code></p>
<p style="margin:0 0 12px 0;">Commit <a href="https://gritforge.dev/lumen-labs/pixel-sieve/commit/a3f9c0271be4d8">a3f9c02</a> "bump image-rs to 0.25.4"</p>
<p style="margin:0;"><a href="https://gritforge.dev/lumen-labs/pixel-sieve/actions/runs/118820457" style="background:#f6f8fa;border:1px solid #d0d7de;color:#1f2328;padding:5px 16px;border-radius:6px;text-decoration:none;">View workflow run</a></p>`,
    ),
  },
  // ------------------------------------------------------------ orbisle-games
  {
    family: "orbisle-games",
    group: "consumer",
    lang: "en",
    kind: "login-code",
    code: "QJHVW",
    link: null,
    from: "Orbisle <noreply@orbisle.gg>",
    subject: "Your Orbisle account: access from a new computer",
    date: date("2026-11-07 23:18:06"),
    text: `Dear sam_reader_77,

Here is the Orbisle Guard code you need to log in to account sam_reader_77:

QJHVW

This email was generated because of a login attempt from a web or mobile device located at 81.2.69.142 (GB). The login attempt included your correct account name and password.

The Orbisle Guard code is required to complete the login. No one can access your account without also accessing this email.

If you are not attempting to login then please change your Orbisle password, and consider changing your email password as well to ensure your account security.

Your wallet balance: $12.50

Orbisle Support
https://help.orbisle.gg`,
    html: orbisle(`<tr><td style="padding:0 34px 10px 34px;font-size:22px;color:#ffffff;">Dear sam_reader_77,</td></tr>
<tr><td style="padding:0 34px 16px 34px;font-size:14px;line-height:21px;">Here is the Orbisle Guard code you need to log in to account <b style="color:#fff;">sam_reader_77</b>:</td></tr>
<tr><td style="padding:0 34px 20px 34px;"><div style="background:#0e1420;padding:18px;text-align:center;font-size:40px;font-family:'Courier New',monospace;color:#5fd3ff;letter-spacing:10px;">QJHVW</div></td></tr>
<tr><td style="padding:0 34px 16px 34px;font-size:13px;line-height:20px;">This email was generated because of a login attempt from a web or mobile device located at 81.2.69.142 (GB). The login attempt included your correct account name and password.<br><br>The Orbisle Guard code is required to complete the login. <b style="color:#fff;">No one can access your account without also accessing this email.</b><br><br>If you are not attempting to login then please <a href="https://help.orbisle.gg/wizard/change-password" style="color:#5fd3ff;">change your Orbisle password</a>, and consider changing your email password as well to ensure your account security.</td></tr>
<tr><td style="padding:0 34px 24px 34px;font-size:12px;color:#8fa3c7;">Your wallet balance: <b>$12.50</b></td></tr>`),
    enc: "b64",
  },
  {
    family: "orbisle-games",
    group: "negative",
    lang: "en",
    kind: "promo-code",
    code: null,
    link: null,
    from: "Orbisle Store <store@news.orbisle.gg>",
    subject: "A gift for you: $10 off your next game",
    date: date("2026-11-20 17:00:00"),
    text: `Thanks for playing with us this year, sam_reader_77!

Here's $10 off any purchase of $30 or more in the Orbisle Store.

Your code: SPRING-7K2Q
Valid until: 31 December 2026, 23:59 PT
One use per account.

Redeem now: https://store.orbisle.gg/redeem?code=SPRING-7K2Q&utm_source=mail&utm_campaign=yearend26

Browse the Winter Sale: https://store.orbisle.gg/sale/winter?utm_source=mail

Unsubscribe from Orbisle Store news: https://store.orbisle.gg/account/emailprefs?u=a81c3`,
    html: orbisle(
      `<tr><td style="padding:0 34px 8px 34px;font-size:24px;color:#ffffff;">Thanks for playing with us this year!</td></tr>
<tr><td style="padding:0 34px 18px 34px;font-size:15px;">Here's <b style="color:#fff;">$10 off</b> any purchase of $30 or more in the Orbisle Store.</td></tr>
<tr><td style="padding:0 34px 18px 34px;"><table width="100%" cellpadding="0" cellspacing="0" style="border:2px dashed #5fd3ff;"><tr><td align="center" style="padding:16px;font-size:28px;font-family:'Courier New',monospace;color:#ffffff;">SPRING-7K2Q</td></tr>
<tr><td align="center" style="padding:0 16px 14px 16px;font-size:12px;">Valid until 31 December 2026, 23:59 PT · one use per account</td></tr></table></td></tr>
<tr><td align="center" style="padding:0 34px 26px 34px;"><a href="https://store.orbisle.gg/redeem?code=SPRING-7K2Q&amp;utm_source=mail&amp;utm_campaign=yearend26" style="background:#5fd3ff;color:#0e1420;font-weight:bold;padding:14px 40px;text-decoration:none;display:inline-block;border-radius:3px;">REDEEM NOW</a><br><br>
<a href="https://store.orbisle.gg/sale/winter?utm_source=mail" style="color:#8fa3c7;font-size:13px;">Browse the Winter Sale</a></td></tr>
<tr><td style="padding:0 34px 20px 34px;font-size:11px;"><a href="https://store.orbisle.gg/account/emailprefs?u=a81c3" style="color:#6a7894;">Unsubscribe from Orbisle Store news</a></td></tr>`,
    ),
  },
  // ------------------------------------------------------------ tallowmere-libraries
  {
    family: "tallowmere-libraries",
    group: "consumer",
    lang: "en",
    kind: "locker-pickup",
    code: "94172",
    link: null,
    from: "Tallowmere Libraries <libraries-noreply@tallowmere.gov.uk>",
    subject: "Your reservation is ready to collect from the 24-hour locker",
    date: date("2026-11-10 08:05:33"),
    text: `Dear S Reader,

Library card: 21982004417734

The following item you reserved is ready for collection:

  Title:        The Salt Path / Raynor Winn
  Item barcode: 30114009928816
  Pick-up point: Eastgate Library, 24-hour locker bank B, locker 11
  Collect by:   22/11/2026

To open the locker, enter your card number and this collection code on the locker screen:

  Collection code: 94172

If you do not collect the item by 22/11/2026 it will be returned to stock and passed to the next person in the queue. Reservation charge: £0.00.

Tallowmere Borough Council, Libraries & Archives, Civic Centre, Tallowmere TW7 5QA
Tel: 01632 960 514`,
    html: tallowmere(`<p style="margin:0 0 12px 0;">Dear S Reader,</p>
<p style="margin:0 0 12px 0;">Library card: <b>21982004417734</b></p>
<p style="margin:0 0 8px 0;">The following item you reserved is ready for collection:</p>
<table cellpadding="4" cellspacing="0" border="1" style="border-collapse:collapse;border-color:#ccc;font-size:13px;margin:0 0 14px 0;">
<tr><th align="left" style="background:#eee;">Title</th><td>The Salt Path / Raynor Winn</td></tr>
<tr><th align="left" style="background:#eee;">Item barcode</th><td>30114009928816</td></tr>
<tr><th align="left" style="background:#eee;">Pick-up point</th><td>Eastgate Library, 24-hour locker bank B, locker 11</td></tr>
<tr><th align="left" style="background:#eee;">Collect by</th><td>22/11/2026</td></tr>
</table>
<p style="margin:0 0 8px 0;">To open the locker, enter your card number and this collection code on the locker screen:</p>
<table cellpadding="0" cellspacing="6" style="margin:0 0 14px 0;"><tr>
<td style="width:36px;height:44px;text-align:center;font-size:26px;font-weight:bold;border:2px solid #5b2a86;">9</td>
<td style="width:36px;height:44px;text-align:center;font-size:26px;font-weight:bold;border:2px solid #5b2a86;">4</td>
<td style="width:36px;height:44px;text-align:center;font-size:26px;font-weight:bold;border:2px solid #5b2a86;">1</td>
<td style="width:36px;height:44px;text-align:center;font-size:26px;font-weight:bold;border:2px solid #5b2a86;">7</td>
<td style="width:36px;height:44px;text-align:center;font-size:26px;font-weight:bold;border:2px solid #5b2a86;">2</td>
</tr></table>
<p style="margin:0;font-size:13px;">If you do not collect the item by 22/11/2026 it will be returned to stock and passed to the next person in the queue. Reservation charge: £0.00.</p>`),
  },
  {
    family: "tallowmere-libraries",
    group: "negative",
    lang: "en",
    kind: "due-reminder",
    code: null,
    link: null,
    from: "Tallowmere Libraries <libraries-noreply@tallowmere.gov.uk>",
    subject: "Courtesy reminder: 2 items due back on 28/11/2026",
    date: date("2026-11-25 08:00:12"),
    text: `Dear S Reader,

This is a courtesy reminder that the following items are due back soon.

Library card: 21982004417734

1. The Salt Path / Raynor Winn — due 28/11/2026 — renewals used 0 of 3
2. Piranesi / Susanna Clarke — due 28/11/2026 — renewals used 1 of 3

Renew now: https://catalogue.tallowmere.gov.uk/my-account/loans?renew=all

You can also renew by phone on 01632 960 514 (24-hour line, option 2). Tallowmere Libraries do not charge overdue fines on adult or children's books.

Tallowmere Borough Council, Libraries & Archives, Civic Centre, Tallowmere TW7 5QA`,
    html: tallowmere(`<p style="margin:0 0 12px 0;">Dear S Reader,</p>
<p style="margin:0 0 12px 0;">This is a courtesy reminder that the following items are due back soon.</p>
<p style="margin:0 0 12px 0;">Library card: <b>21982004417734</b></p>
<ol style="margin:0 0 14px 0;font-size:13px;line-height:20px;">
<li><i>The Salt Path</i> / Raynor Winn — due <b>28/11/2026</b> — renewals used 0 of 3</li>
<li><i>Piranesi</i> / Susanna Clarke — due <b>28/11/2026</b> — renewals used 1 of 3</li>
</ol>
<p style="margin:0 0 14px 0;"><a href="https://catalogue.tallowmere.gov.uk/my-account/loans?renew=all" style="background:#5b2a86;color:#fff;padding:10px 22px;text-decoration:none;display:inline-block;">Renew now</a></p>
<p style="margin:0;font-size:13px;">You can also renew by phone on 01632 960 514 (24-hour line, option 2). Tallowmere Libraries do not charge overdue fines on adult or children's books.</p>`),
  },
  // ------------------------------------------------------------ aldergrove-physio
  {
    family: "aldergrove-physio",
    group: "negative",
    lang: "en",
    kind: "appointment-reminder",
    code: null,
    link: null,
    from: "Aldergrove Physiotherapy <appointments@aldergrovephysio.com>",
    subject: "Reminder: physiotherapy on Thursday 19 November at 3:40pm",
    date: date("2026-11-17 09:00:04", "+1300"),
    text: `Kia ora Sam,

This is a reminder of your upcoming appointment. You don't need to reply or confirm – we'll see you then.

Thursday 19 November 2026, 3:40pm – 4:25pm
Follow-up treatment with Hana Whitcombe
Aldergrove Physiotherapy, Level 1, 82 Riccarton Road, Christchurch 8011
Appointment ref: AP-300417

Please arrive 5 minutes early and wear loose, comfortable clothing. ACC claim number on file: NZ-7741-2290.

Add to calendar: https://portal.aldergrovephysio.com/appointments/AP-300417/ics
Need to change it? Call 03 348 9022 or reschedule online at least 24 hours ahead: https://portal.aldergrovephysio.com/appointments/AP-300417/reschedule
Late cancellations (under 24 hours) may be charged $45.

Ngā mihi,
Aldergrove Physiotherapy`,
    html: `<div style="font-family:Arial,sans-serif;font-size:15px;line-height:22px;color:#203040;max-width:560px;">
<p><img src="https://portal.aldergrovephysio.com/branding/logo.png" alt="Aldergrove Physiotherapy" width="200"></p>
<p>Kia ora Sam,</p>
<p>This is a reminder of your upcoming appointment. <b>You don't need to reply or confirm</b> – we'll see you then.</p>
<div style="border-left:4px solid #1f8a70;padding:8px 14px;background:#f1f8f5;margin:16px 0;">
<div style="font-size:20px;font-weight:bold;">Thursday 19 November 2026</div>
<div style="font-size:18px;">3:40pm – 4:25pm</div>
<div>Follow-up treatment with Hana Whitcombe</div>
<div>Level 1, 82 Riccarton Road, Christchurch 8011 (<a href="https://maps.google.com/?q=82+Riccarton+Road+Christchurch">map</a>)</div>
<div style="font-size:13px;color:#667;">Appointment ref: AP-300417</div>
</div>
<p>Please arrive 5 minutes early and wear loose, comfortable clothing. ACC claim number on file: NZ-7741-2290.</p>
<p><a href="https://portal.aldergrovephysio.com/appointments/AP-300417/ics">Add to calendar</a> &nbsp;|&nbsp; <a href="https://portal.aldergrovephysio.com/appointments/AP-300417/reschedule">Reschedule</a></p>
<p style="font-size:13px;color:#667;">Need to change it? Call 03 348 9022 or reschedule online at least 24 hours ahead. Late cancellations (under 24 hours) may be charged $45.</p>
<p>Ngā mihi,<br>Aldergrove Physiotherapy</p>
</div>`,
    enc: "8bit",
  },
  {
    family: "aldergrove-physio",
    group: "consumer",
    lang: "en",
    kind: "activate-link",
    code: null,
    link: ALDER_ACTIVATE,
    from: "Aldergrove Physiotherapy <appointments@aldergrovephysio.com>",
    subject: "Set up your patient portal login",
    date: date("2026-11-02 11:26:48", "+1300"),
    text: `Kia ora Sam,

Thanks for booking with Aldergrove Physiotherapy. Your first appointment is on Thursday 5 November at 10:00am with Hana Whitcombe.

We've created a patient portal account for you, where you can fill in your intake form, see upcoming appointments and pay invoices. To activate your login, click here:
${ALDER_ACTIVATE}

This link works once and expires in 72 hours. If it has expired, give us a call on 03 348 9022 and we'll send a new one.

Ngā mihi,
The team at Aldergrove Physiotherapy
Level 1, 82 Riccarton Road, Christchurch 8011`,
    html: `<div style="font-family:Arial,sans-serif;font-size:15px;line-height:22px;color:#203040;max-width:560px;">
<p><img src="https://portal.aldergrovephysio.com/branding/logo.png" alt="Aldergrove Physiotherapy" width="200"></p>
<p>Kia ora Sam,</p>
<p>Thanks for booking with Aldergrove Physiotherapy. Your first appointment is on <b>Thursday 5 November at 10:00am</b> with Hana Whitcombe.</p>
<p>We've created a patient portal account for you, where you can fill in your intake form, see upcoming appointments and pay invoices. To activate your login, click <a href="${ALDER_ACTIVATE}">here</a>.</p>
<p>This link works once and expires in 72 hours. If it has expired, give us a call on 03 348 9022 and we'll send a new one.</p>
<p>Ngā mihi,<br>The team at Aldergrove Physiotherapy<br><span style="font-size:13px;color:#667;">Level 1, 82 Riccarton Road, Christchurch 8011 · <a href="https://www.aldergrovephysio.com/privacy">Privacy</a></span></p>
</div>`,
    enc: "qp",
  },
  // ------------------------------------------------------------ keelson-bank
  {
    family: "keelson-bank",
    group: "consumer",
    lang: "en",
    kind: "reset-link",
    code: null,
    link: KEELSON_RESET,
    from: "Keelson Bank <alerts@notices.keelsonbank.com>",
    subject: "Reset your Keelson Online Banking password",
    date: date("2026-11-11 21:47:19", "-0500"),
    text: `Not you? Secure your account: https://secure.keelsonbank.com/security/lock?src=pwreset

Hello Sam,

We received a request to reset the password for Online Banking username sa****77 on Nov 11, 2026 at 9:46 PM ET.

To choose a new password, use this link within 30 minutes:
${KEELSON_RESET}

After you reset it, you'll be signed out on all devices and will need to sign in again with the new password.

If you didn't ask for this, don't use the link. Lock your access and call us at 1-888-533-5766.

Keelson Bank, N.A. Member FDIC. 400 Waterfront Plaza, Norfolk, VA 23510.`,
    html: keelson(
      "Use this link within 30 minutes to choose a new password",
      `<p style="margin:0 0 20px 0;font-size:13px;background:#fff4e5;padding:10px 14px;border-left:3px solid #e08a00;">Not you? <a href="https://secure.keelsonbank.com/security/lock?src=pwreset" style="color:#0b2545;font-weight:bold;">Secure your account</a></p>
<p style="margin:0 0 16px 0;">Hello Sam,</p>
<p style="margin:0 0 16px 0;">We received a request to reset the password for Online Banking username <b>sa****77</b> on Nov 11, 2026 at 9:46 PM ET.</p>
<p style="margin:0 0 24px 0;">To choose a new password, use the button below within 30 minutes.</p>
<table border="0" cellpadding="0" cellspacing="0"><tr><td style="background-color:#1363df;border-radius:4px;"><a href="${
        KEELSON_RESET.replace("&", "&amp;")
      }" style="display:inline-block;padding:12px 28px;font-family:Arial,sans-serif;font-size:15px;color:#ffffff;text-decoration:none;font-weight:bold;">Reset password</a></td></tr></table>
<p style="margin:24px 0 0 0;font-size:13px;color:#5f6b7d;">After you reset it, you'll be signed out on all devices and will need to sign in again with the new password. If you didn't ask for this, don't use the button. Lock your access and call us at 1-888-533-5766.</p>`,
    ),
  },
  {
    family: "keelson-bank",
    group: "negative",
    lang: "en",
    kind: "password-changed",
    code: null,
    link: null,
    from: "Keelson Bank <alerts@notices.keelsonbank.com>",
    subject: "Your password was changed",
    date: date("2026-11-11 21:52:03", "-0500"),
    text: `Hello Sam,

As you requested, we changed the password for your Keelson Online Banking profile on Nov 11, 2026 at 9:51 PM ET. You've been signed out on your other devices.

Sign in: https://secure.keelsonbank.com/login

If you didn't make this change, call us right away at 1-888-533-5766.

Keelson Bank, N.A. Member FDIC. 400 Waterfront Plaza, Norfolk, VA 23510.`,
    html: keelson(
      "We changed your Online Banking password as you asked",
      `<p style="margin:0 0 16px 0;">Hello Sam,</p>
<p style="margin:0 0 16px 0;">As you requested, we changed the password for your Keelson Online Banking profile on <b>Nov 11, 2026 at 9:51 PM ET</b>. You've been signed out on your other devices.</p>
<table border="0" cellpadding="0" cellspacing="0" style="margin:0 0 20px 0;"><tr><td style="background-color:#1363df;border-radius:4px;"><a href="https://secure.keelsonbank.com/login" style="display:inline-block;padding:12px 28px;font-family:Arial,sans-serif;font-size:15px;color:#ffffff;text-decoration:none;font-weight:bold;">Sign in</a></td></tr></table>
<p style="margin:0;font-size:13px;color:#5f6b7d;">If you didn't make this change, call us right away at 1-888-533-5766.</p>`,
    ),
    enc: "qp",
  },
  {
    family: "keelson-bank",
    group: "consumer",
    lang: "en",
    kind: "transaction-code",
    code: "2950386",
    link: null,
    from: "Keelson Bank <alerts@notices.keelsonbank.com>",
    subject: "Your Keelson SecureCode for a $1,249.00 purchase",
    date: date("2026-11-22 13:08:44", "-0500"),
    text: `Keelson SecureCode

You're making an online purchase with your Keelson debit card.

Merchant: NORTHPEAK OUTDOOR GEAR
Amount:   $1,249.00
Card:     •••• 7730
Date:     11/22/2026 1:08 PM ET

SecureCode: 2950386

Enter this 7-digit code on the checkout page to approve the purchase. It expires in 5 minutes.

If you're not making this purchase, don't share the code with anyone. Call 1-888-533-5766.`,
    html: keelson(
      "Approve your $1,249.00 purchase at NORTHPEAK OUTDOOR GEAR",
      `<p style="margin:0 0 6px 0;font-size:20px;font-weight:bold;">Keelson SecureCode</p>
<p style="margin:0 0 18px 0;">You're making an online purchase with your Keelson debit card.</p>
<table width="100%" border="0" cellpadding="0" cellspacing="0" style="font-size:14px;margin:0 0 18px 0;">
<tr><td style="padding:6px 0;color:#5f6b7d;">Merchant</td><td align="right" style="padding:6px 0;">NORTHPEAK OUTDOOR GEAR</td></tr>
<tr><td style="padding:6px 0;color:#5f6b7d;">Amount</td><td align="right" style="padding:6px 0;font-size:26px;font-weight:bold;">$1,249.00</td></tr>
<tr><td style="padding:6px 0;color:#5f6b7d;">Card</td><td align="right" style="padding:6px 0;">•••• 7730</td></tr>
<tr><td style="padding:6px 0;color:#5f6b7d;">Date</td><td align="right" style="padding:6px 0;">11/22/2026 1:08 PM ET</td></tr>
</table>
<p style="margin:0 0 6px 0;font-size:13px;color:#5f6b7d;">SecureCode</p>
<p style="margin:0 0 18px 0;font-size:26px;font-weight:bold;letter-spacing:4px;">2950386</p>
<p style="margin:0;font-size:13px;">Enter this 7-digit code on the checkout page to approve the purchase. It expires in 5 minutes. If you're not making this purchase, don't share the code with anyone.</p>`,
    ),
    enc: "b64",
  },
  // ------------------------------------------------------------ copperbeech-insurance
  {
    family: "copperbeech-insurance",
    group: "consumer",
    lang: "en",
    kind: "link-code",
    code: "306118",
    link: null,
    from: "Copperbeech Insurance <myaccount@copperbeech-insurance.co.uk>",
    subject: "Add your home policy to the Copperbeech app",
    date: date("2026-11-14 15:33:20"),
    text: `Dear Mr Reader,

You asked to add a policy to your Copperbeech app. Here are the details you'll need:

Policy number        CB-HM-20917734
Customer number      4410982
Date of request      14/11/2026
Verification code    306 118

Open the app, go to "Add a policy" and type in the verification code. The code is valid for 24 hours and can only be used once.

If you didn't ask to add this policy, please call us on 0345 601 2288.

Kind regards,
Copperbeech Customer Services`,
    html: copperbeech(`<p style="margin:0 0 14px 0;">Dear Mr Reader,</p>
<p style="margin:0 0 14px 0;">You asked to add a policy to your Copperbeech app. Here are the details you'll need:</p>
<table width="100%" cellpadding="10" cellspacing="0" style="border:1px solid #e3d9cf;font-size:15px;margin:0 0 16px 0;">
<tr style="background:#faf6f2;"><td width="45%">Policy number</td><td><b>CB-HM-20917734</b></td></tr>
<tr><td>Customer number</td><td><b>4410982</b></td></tr>
<tr style="background:#faf6f2;"><td>Date of request</td><td><b>14/11/2026</b></td></tr>
<tr><td>Verification code</td><td><b>306 118</b></td></tr>
</table>
<p style="margin:0 0 14px 0;">Open the app, go to <b>Add a policy</b> and type in the verification code. The code is valid for 24 hours and can only be used once.</p>
<p style="margin:0 0 14px 0;">If you didn't ask to add this policy, please call us on 0345 601 2288.</p>
<p style="margin:0;">Kind regards,<br>Copperbeech Customer Services</p>`),
  },
  {
    family: "copperbeech-insurance",
    group: "negative",
    lang: "en",
    kind: "renewal-reminder",
    code: null,
    link: null,
    from: "Copperbeech Insurance <renewals@copperbeech-insurance.co.uk>",
    subject: "Your home insurance renews on 3 December",
    date: date("2026-11-05 10:15:00"),
    text: `Dear Mr Reader,

Your home insurance policy CB-HM-20917734 renews on 3 December 2026.

Renewal premium: £318.62 a year (last year £296.10)
Paid by: annual card payment, Visa •••• 0917
Buildings cover: up to £500,000 · Contents cover: up to £60,000

If you're happy, you don't need to do anything – your cover will continue and we'll take the payment on 3 December. Your renewal documents are attached.

Renew now or review your cover: https://www.copperbeech-insurance.co.uk/myaccount/renewal/CB-HM-20917734

Kind regards,
Copperbeech Renewals Team`,
    html: copperbeech(`<p style="margin:0 0 14px 0;">Dear Mr Reader,</p>
<p style="margin:0 0 14px 0;">Your home insurance policy <b>CB-HM-20917734</b> renews on <b>3 December 2026</b>.</p>
<p style="margin:0 0 4px 0;font-size:13px;color:#8c4a2f;">RENEWAL PREMIUM</p>
<p style="margin:0 0 4px 0;font-size:34px;font-weight:bold;">£318.62 <span style="font-size:14px;font-weight:normal;">a year</span></p>
<p style="margin:0 0 14px 0;font-size:13px;color:#6d645c;">Last year £296.10 · annual card payment, Visa •••• 0917</p>
<p style="margin:0 0 14px 0;">If you're happy, you don't need to do anything – your cover will continue and we'll take the payment on 3 December. Your renewal documents are attached.</p>
<p style="margin:0 0 14px 0;"><a href="https://www.copperbeech-insurance.co.uk/myaccount/renewal/CB-HM-20917734" style="background:#8c4a2f;color:#ffffff;text-decoration:none;padding:12px 26px;border-radius:3px;display:inline-block;">Renew now</a> &nbsp; <a href="https://www.copperbeech-insurance.co.uk/myaccount/renewal/CB-HM-20917734" style="color:#8c4a2f;">Review your cover</a></p>
<p style="margin:0;">Kind regards,<br>Copperbeech Renewals Team</p>`),
    attachment: [
      "Renewal-CB-HM-20917734.pdf",
      "application/pdf",
      "%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\n% Copperbeech renewal schedule CB-HM-20917734 premium GBP 318.62\ntrailer << /Root 1 0 R >>\n%%EOF\n",
    ],
  },
  // ------------------------------------------------------------ kronwald-apotheke
  {
    family: "kronwald-apotheke",
    group: "regional",
    lang: "de",
    kind: "locker-pickup",
    code: "57204",
    link: null,
    from: "Kronwald-Apotheke <bestellung@kronwald-apotheke.de>",
    subject: "Ihre Bestellung 2026-118874 liegt im Abholterminal bereit",
    date: date("2026-11-13 11:42:08", "+0100"),
    text: `Guten Tag Sam Reader,

Ihre Bestellung liegt ab sofort in unserem Abholterminal neben dem Eingang der Kronwald-Apotheke für Sie bereit – rund um die Uhr, auch sonntags.

Bestellnummer:   2026-118874
Betrag:          23,45 € (bereits bezahlt)
Abholung bis:    21.11.2026
Ihr Abholcode:   57204

Geben Sie den 5-stelligen Abholcode am Bildschirm des Terminals ein; das Fach öffnet sich dann automatisch. Verschreibungspflichtige Arzneimittel geben wir nur gegen Vorlage des Originalrezepts in der Offizin aus.

Bei Fragen erreichen Sie uns unter 0561 7390 214.

Mit freundlichen Grüßen
Ihr Team der Kronwald-Apotheke
Marktplatz 3, 34117 Kassel`,
    html: kronwald(`<p style="margin:0 0 14px 0;">Guten Tag Sam Reader,</p>
<p style="margin:0 0 18px 0;">Ihre Bestellung liegt ab sofort in unserem Abholterminal neben dem Eingang der Kronwald-Apotheke für Sie bereit – rund um die Uhr, auch sonntags.</p>
<table width="100%" cellspacing="0" cellpadding="0" style="margin:0 0 18px 0;"><tr>
<td width="50%" style="padding:14px;background:#f6f8f7;"><span style="font-size:12px;color:#60706c;">Bestellnummer</span><br><span style="font-size:24px;font-weight:bold;">2026-118874</span></td>
<td width="50%" style="padding:14px;background:#fdecee;border-left:4px solid #fff;"><span style="font-size:12px;color:#60706c;">Ihr Abholcode</span><br><span style="font-size:24px;font-weight:bold;color:#d7001e;letter-spacing:4px;">57204</span></td>
</tr><tr>
<td style="padding:10px 14px;border-top:4px solid #fff;background:#f6f8f7;"><span style="font-size:12px;color:#60706c;">Betrag</span><br>23,45 € (bereits bezahlt)</td>
<td style="padding:10px 14px;border-top:4px solid #fff;border-left:4px solid #fff;background:#f6f8f7;"><span style="font-size:12px;color:#60706c;">Abholung bis</span><br>21.11.2026</td>
</tr></table>
<p style="margin:0 0 14px 0;">Geben Sie den 5-stelligen Abholcode am Bildschirm des Terminals ein; das Fach öffnet sich dann automatisch. Verschreibungspflichtige Arzneimittel geben wir nur gegen Vorlage des Originalrezepts in der Offizin aus.</p>
<p style="margin:0;">Mit freundlichen Grüßen<br>Ihr Team der Kronwald-Apotheke</p>`),
    enc: "qp",
  },
  {
    family: "kronwald-apotheke",
    group: "regional",
    lang: "de",
    kind: "locker-pickup",
    code: "61938",
    link: null,
    from: "Kronwald-Apotheke <bestellung@kronwald-apotheke.de>",
    subject: "Neuer Abholcode für Ihre Bestellung 2026-118874",
    date: date("2026-11-21 17:05:51", "+0100"),
    text: `Guten Tag Sam Reader,

wie telefonisch besprochen haben wir die Abholfrist für Ihre Bestellung 2026-118874 bis zum 28.11.2026 verlängert. Dafür wurde ein neuer Abholcode erzeugt.

Alter Abholcode: 57204 – ungültig
Neuer Abholcode: 61938

Bitte verwenden Sie am Abholterminal ausschließlich den neuen Code.

Mit freundlichen Grüßen
Ihr Team der Kronwald-Apotheke
Tel. 0561 7390 214`,
    html: kronwald(`<p style="margin:0 0 14px 0;">Guten Tag Sam Reader,</p>
<p style="margin:0 0 18px 0;">wie telefonisch besprochen haben wir die Abholfrist für Ihre Bestellung 2026-118874 bis zum <b>28.11.2026</b> verlängert. Dafür wurde ein neuer Abholcode erzeugt.</p>
<table cellspacing="0" cellpadding="0" style="margin:0 0 18px 0;"><tr>
<td style="padding:12px 18px;background:#f6f8f7;color:#9aa5a2;"><span style="font-size:12px;">Alter Abholcode (ungültig)</span><br><span style="font-size:22px;text-decoration:line-through;letter-spacing:4px;">57204</span></td>
<td style="padding:12px 18px;background:#fdecee;border-left:4px solid #fff;"><span style="font-size:12px;color:#60706c;">Neuer Abholcode</span><br><span style="font-size:28px;font-weight:bold;color:#d7001e;letter-spacing:4px;">61938</span></td>
</tr></table>
<p style="margin:0 0 14px 0;">Bitte verwenden Sie am Abholterminal ausschließlich den neuen Code.</p>
<p style="margin:0;">Mit freundlichen Grüßen<br>Ihr Team der Kronwald-Apotheke</p>`),
  },
  // ------------------------------------------------------------ fernweh-kontor
  {
    family: "fernweh-kontor",
    group: "regional",
    lang: "de",
    kind: "booking-confirmed",
    code: null,
    link: null,
    from: "Fernweh-Kontor Reisebüro <buchung@fernweh-kontor.de>",
    subject: "Buchungsbestätigung FK-448120 – Madeira, 14.03.–21.03.2027",
    date: date("2026-11-10 15:27:39", "+0100"),
    text: `Liebe Frau Reader,

vielen Dank für Ihre Buchung! Hiermit bestätigen wir Ihre Reise verbindlich. Sie müssen nichts weiter tun – Ihre Reiseunterlagen erhalten Sie etwa 14 Tage vor Abreise per E-Mail.

Vorgangsnummer:  FK-448120
Reise:           Madeira – Wandern an der Levada, 8 Tage
Reisezeitraum:   14.03.2027 – 21.03.2027
Flug:            DE 1644 ab Hamburg 06:35 Uhr
Hotel:           Quinta das Flores, Funchal, DZ mit Frühstück
Reisende:        2 Erwachsene
Gesamtpreis:     1.684,00 €
Anzahlung:       337,00 € (fällig bis 20.11.2026)
Restzahlung:     1.347,00 € (fällig bis 12.02.2027)

Ihren Sicherungsschein nach § 651r BGB finden Sie im Anhang.

Ihre Buchung online ansehen: https://www.fernweh-kontor.de/meine-reise/FK-448120

Herzliche Grüße
Jana Petersen
Fernweh-Kontor Reisebüro · Lange Reihe 41 · 20099 Hamburg · Tel. 040 2840 7731`,
    html:
      `<div style="font-family:Georgia,serif;font-size:15px;line-height:23px;color:#1f2a36;max-width:600px;margin:0 auto;">
<div style="background:#1f4e79;color:#fff;padding:16px 22px;font-size:20px;">Fernweh-Kontor <span style="font-size:13px;opacity:.8;">Reisebüro seit 1987</span></div>
<div style="padding:22px;">
<p>Liebe Frau Reader,</p>
<p>vielen Dank für Ihre Buchung! Hiermit bestätigen wir Ihre Reise verbindlich. <b>Sie müssen nichts weiter tun</b> – Ihre Reiseunterlagen erhalten Sie etwa 14 Tage vor Abreise per E-Mail.</p>
<p style="font-size:13px;color:#5b6b7a;margin-bottom:2px;">Vorgangsnummer</p>
<p style="font-size:30px;font-weight:bold;margin-top:0;">FK-448120</p>
<table cellpadding="6" cellspacing="0" style="font-family:Arial,sans-serif;font-size:14px;border-collapse:collapse;width:100%;">
<tr style="border-bottom:1px solid #dde3ea;"><td>Reise</td><td>Madeira – Wandern an der Levada, 8 Tage</td></tr>
<tr style="border-bottom:1px solid #dde3ea;"><td>Reisezeitraum</td><td>14.03.2027 – 21.03.2027</td></tr>
<tr style="border-bottom:1px solid #dde3ea;"><td>Flug</td><td>DE 1644 ab Hamburg 06:35 Uhr</td></tr>
<tr style="border-bottom:1px solid #dde3ea;"><td>Hotel</td><td>Quinta das Flores, Funchal, DZ mit Frühstück</td></tr>
<tr style="border-bottom:1px solid #dde3ea;"><td>Reisende</td><td>2 Erwachsene</td></tr>
<tr style="border-bottom:1px solid #dde3ea;"><td><b>Gesamtpreis</b></td><td><b>1.684,00 €</b></td></tr>
<tr style="border-bottom:1px solid #dde3ea;"><td>Anzahlung</td><td>337,00 € (fällig bis 20.11.2026)</td></tr>
<tr><td>Restzahlung</td><td>1.347,00 € (fällig bis 12.02.2027)</td></tr>
</table>
<p>Ihren Sicherungsschein nach § 651r BGB finden Sie im Anhang.</p>
<p><a href="https://www.fernweh-kontor.de/meine-reise/FK-448120" style="background:#e07a1f;color:#fff;padding:10px 20px;text-decoration:none;font-family:Arial,sans-serif;">Buchung ansehen</a></p>
<p>Herzliche Grüße<br>Jana Petersen</p>
</div>
<div style="font-family:Arial,sans-serif;font-size:11px;color:#7a8794;padding:14px 22px;border-top:1px solid #dde3ea;">Fernweh-Kontor Reisebüro GmbH · Lange Reihe 41 · 20099 Hamburg · Tel. 040 2840 7731 · HRB 118204 · <a href="https://www.fernweh-kontor.de/impressum">Impressum</a> · <a href="https://www.fernweh-kontor.de/datenschutz">Datenschutz</a></div>
</div>`,
    enc: "8bit",
    attachment: [
      "Sicherungsschein_FK-448120.pdf",
      "application/pdf",
      "%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\n% Sicherungsschein Vorgang FK-448120\ntrailer << /Root 1 0 R >>\n%%EOF\n",
    ],
  },
  {
    family: "fernweh-kontor",
    group: "regional",
    lang: "de",
    kind: "newsletter-optin",
    code: null,
    link: FK_OPTIN,
    from: "Fernweh-Kontor Newsletter <newsletter@news.fernweh-kontor.de>",
    subject: "Bitte bestätigen Sie Ihre Newsletter-Anmeldung",
    date: date("2026-11-10 15:31:02", "+0100"),
    text: `Hallo,

Sie haben sich auf fernweh-kontor.de für unseren Reise-Newsletter angemeldet. Damit wir Ihnen künftig Reiseideen und Frühbucher-Angebote schicken dürfen, bestätigen Sie bitte Ihre Anmeldung:

${FK_OPTIN}

Haben Sie sich nicht angemeldet? Dann ignorieren Sie diese E-Mail einfach – ohne Bestätigung erhalten Sie keine Newsletter.

Fernweh-Kontor Reisebüro GmbH · Lange Reihe 41 · 20099 Hamburg`,
    html:
      `<table width="100%" cellpadding="0" cellspacing="0" style="background:#eef2f6;"><tr><td align="center" style="padding:24px;">
<table width="560" cellpadding="0" cellspacing="0" style="background:#fff;font-family:Arial,sans-serif;font-size:15px;line-height:23px;color:#1f2a36;">
<tr><td style="background:#1f4e79;color:#fff;padding:16px 24px;font-family:Georgia,serif;font-size:20px;">Fernweh-Kontor</td></tr>
<tr><td style="padding:24px;">
<p style="margin:0 0 14px 0;">Hallo,</p>
<p style="margin:0 0 20px 0;">Sie haben sich auf fernweh-kontor.de für unseren Reise-Newsletter angemeldet. Damit wir Ihnen künftig Reiseideen und Frühbucher-Angebote schicken dürfen, bestätigen Sie bitte Ihre Anmeldung:</p>
<p style="text-align:center;margin:0 0 20px 0;"><a href="${
        FK_OPTIN.replaceAll("&", "&amp;")
      }" style="background:#e07a1f;color:#ffffff;padding:13px 28px;text-decoration:none;font-weight:bold;display:inline-block;">Anmeldung bestätigen</a></p>
<p style="margin:0;font-size:13px;color:#5b6b7a;">Haben Sie sich nicht angemeldet? Dann ignorieren Sie diese E-Mail einfach – ohne Bestätigung erhalten Sie keine Newsletter.</p>
</td></tr>
<tr><td style="padding:14px 24px;font-size:11px;color:#7a8794;border-top:1px solid #dde3ea;">Fernweh-Kontor Reisebüro GmbH · Lange Reihe 41 · 20099 Hamburg · <a href="https://www.fernweh-kontor.de/impressum">Impressum</a> · <a href="https://www.fernweh-kontor.de/datenschutz">Datenschutz</a></td></tr>
</table></td></tr></table>`,
    enc: "qp",
  },
  // ------------------------------------------------------------ cinelume
  {
    family: "cinelume",
    group: "negative",
    lang: "fr",
    kind: "renewal-reminder",
    code: null,
    link: null,
    from: "Cinélume <info@mail.cinelume.fr>",
    subject: "Votre abonnement annuel prend fin le 30 novembre",
    date: date("2026-11-16 18:30:00", "+0100"),
    text: `Bonjour Sam,

Votre abonnement annuel Cinélume Essentiel prend fin le 30/11/2026. Il ne sera pas renouvelé automatiquement.

Pour continuer à profiter de plus de 4 000 films et séries sans interruption, renouvelez-le dès maintenant : 89,90 € pour 12 mois (soit 7,49 €/mois).

Renouveler maintenant : https://www.cinelume.fr/compte/abonnement/renouveler?offre=annuel&utm_source=crm&utm_campaign=fin_abo

Si vous ne faites rien, votre compte et vos listes restent disponibles : vous pourrez vous réabonner à tout moment.

L'équipe Cinélume
Cinélume SAS, 12 rue de Paradis, 75010 Paris`,
    html: cinelume(
      "Renouvelez votre abonnement pour 89,90 € par an",
      `<tr><td style="padding:0 24px 12px 24px;font-size:26px;font-weight:bold;color:#ffffff;">Votre abonnement prend fin le 30 novembre</td></tr>
<tr><td style="padding:0 24px 18px 24px;font-size:15px;line-height:23px;">Bonjour Sam,<br><br>Votre abonnement annuel <b>Cinélume Essentiel</b> prend fin le 30/11/2026. Il ne sera pas renouvelé automatiquement.<br><br>Pour continuer à profiter de plus de 4 000 films et séries sans interruption, renouvelez-le dès maintenant :</td></tr>
<tr><td style="padding:0 24px 18px 24px;"><span style="font-size:36px;font-weight:bold;color:#fff;">89,90 €</span> <span style="font-size:14px;">pour 12 mois (soit 7,49 €/mois)</span></td></tr>
<tr><td style="padding:0 24px 20px 24px;"><a href="https://www.cinelume.fr/compte/abonnement/renouveler?offre=annuel&amp;utm_source=crm&amp;utm_campaign=fin_abo" style="display:block;background:#e50914;color:#fff;text-align:center;padding:15px;font-size:16px;font-weight:bold;text-decoration:none;border-radius:4px;">Renouveler maintenant</a></td></tr>
<tr><td style="padding:0 24px 10px 24px;font-size:13px;color:#b3b3b3;">Si vous ne faites rien, votre compte et vos listes restent disponibles : vous pourrez vous réabonner à tout moment.</td></tr>`,
    ),
    enc: "qp",
  },
  {
    family: "cinelume",
    group: "consumer",
    lang: "fr",
    kind: "login-code",
    code: "7302",
    link: null,
    from: "Cinélume <info@mail.cinelume.fr>",
    subject: "Votre code de connexion Cinélume",
    date: date("2026-11-28 20:51:13", "+0100"),
    text: `Bonjour Sam,

Saisissez ce code à 4 chiffres sur votre téléviseur pour vous connecter :

7302

Ce code expire dans 15 minutes.

Votre offre : Cinélume Premium – 13,99 €/mois, prochain prélèvement le 01/12/2026.

Si vous n'êtes pas à l'origine de cette demande, modifiez votre mot de passe : https://www.cinelume.fr/compte/securite

L'équipe Cinélume`,
    html: cinelume(
      "Saisissez ce code sur votre téléviseur",
      `<tr><td style="padding:0 24px 12px 24px;font-size:24px;font-weight:bold;color:#ffffff;">Saisissez ce code pour vous connecter</td></tr>
<tr><td style="padding:0 24px 16px 24px;font-size:15px;line-height:23px;">Bonjour Sam,<br>Saisissez ce code à 4 chiffres sur votre téléviseur pour vous connecter :</td></tr>
<tr><td style="padding:0 24px 18px 24px;font-size:44px;font-weight:bold;color:#ffffff;letter-spacing:12px;">7302</td></tr>
<tr><td style="padding:0 24px 22px 24px;font-size:13px;color:#b3b3b3;">Ce code expire dans 15 minutes.</td></tr>
<tr><td style="padding:0 24px 22px 24px;"><table width="100%" cellpadding="0" cellspacing="0" style="background:#181818;border-radius:6px;"><tr><td style="padding:16px;font-size:13px;color:#b3b3b3;">Votre offre<br><span style="font-size:15px;color:#fff;">Cinélume Premium</span></td><td align="right" style="padding:16px;font-size:44px;font-weight:bold;color:#fff;">13,99 €<span style="font-size:14px;font-weight:normal;color:#b3b3b3;">/mois</span></td></tr>
<tr><td colspan="2" style="padding:0 16px 14px 16px;font-size:12px;color:#8a8a8a;">Prochain prélèvement le 01/12/2026</td></tr></table></td></tr>
<tr><td style="padding:0 24px 10px 24px;font-size:13px;color:#b3b3b3;">Si vous n'êtes pas à l'origine de cette demande, <a href="https://www.cinelume.fr/compte/securite" style="color:#ffffff;">modifiez votre mot de passe</a>.</td></tr>`,
    ),
    enc: "b64",
  },
  // ------------------------------------------------------------ velora-stays
  {
    family: "velora-stays",
    group: "negative",
    lang: "es",
    kind: "booking-confirmed",
    code: null,
    link: null,
    from: "Velora Stays <reservas@velorastays.com>",
    subject: "¡Reserva confirmada! Casa Almendro, Granada · 12–15 dic",
    date: date("2026-11-08 22:14:40", "+0100"),
    text: `¡Hola, Sam!

Tu reserva está confirmada. No tienes que hacer nada más: el anfitrión ya tiene tus datos.

Localizador: VLR-88412
Alojamiento: Casa Almendro – Apartamento con patio, Albaicín, Granada
Llegada: sábado, 12 de diciembre de 2026, desde las 15:00
Salida: martes, 15 de diciembre de 2026, antes de las 11:00
Huéspedes: 2 adultos
Total pagado: 312,00 € (3 noches + limpieza 35,00 €)
Teléfono del anfitrión: +34 958 22 41 07

Código de la puerta: te lo enviaremos 48 horas antes de tu llegada.

Ver reserva: https://www.velorastays.com/es/reservas/VLR-88412

¡Buen viaje!
El equipo de Velora Stays`,
    html: velora(`<p style="margin:0 0 6px 0;font-size:24px;font-weight:bold;">¡Reserva confirmada!</p>
<p style="margin:0 0 18px 0;">Tu reserva está confirmada. No tienes que hacer nada más: el anfitrión ya tiene tus datos.</p>
<img src="https://media.velorastays.com/listings/44120/cover_560.jpg" width="488" alt="Casa Almendro, patio" style="border-radius:10px;display:block;margin:0 0 16px 0;">
<p style="margin:0 0 4px 0;font-size:12px;color:#8b8178;">LOCALIZADOR</p>
<p style="margin:0 0 16px 0;font-size:30px;font-weight:bold;letter-spacing:2px;">VLR-88412</p>
<table width="100%" cellpadding="0" cellspacing="0" style="font-size:14px;">
<tr><td style="padding:6px 0;color:#8b8178;">Alojamiento</td><td style="padding:6px 0;">Casa Almendro – Apartamento con patio, Albaicín, Granada</td></tr>
<tr><td style="padding:6px 0;color:#8b8178;">Llegada</td><td style="padding:6px 0;">sáb., 12 dic. 2026, desde las 15:00</td></tr>
<tr><td style="padding:6px 0;color:#8b8178;">Salida</td><td style="padding:6px 0;">mar., 15 dic. 2026, antes de las 11:00</td></tr>
<tr><td style="padding:6px 0;color:#8b8178;">Huéspedes</td><td style="padding:6px 0;">2 adultos</td></tr>
<tr><td style="padding:6px 0;color:#8b8178;">Total pagado</td><td style="padding:6px 0;font-weight:bold;">312,00 €</td></tr>
<tr><td style="padding:6px 0;color:#8b8178;">Anfitrión</td><td style="padding:6px 0;">+34 958 22 41 07</td></tr>
</table>
<p style="margin:16px 0;font-size:14px;">Código de la puerta: te lo enviaremos 48 horas antes de tu llegada.</p>
<p style="margin:0;"><a href="https://www.velorastays.com/es/reservas/VLR-88412" style="background:#c8553d;color:#fff;text-decoration:none;padding:12px 26px;border-radius:24px;display:inline-block;">Ver reserva</a></p>`),
    enc: "8bit",
  },
  {
    family: "velora-stays",
    group: "consumer",
    lang: "es",
    kind: "verify-code",
    code: "8156",
    link: VELORA_VERIFY,
    from: "Velora Stays <cuenta@velorastays.com>",
    subject: "Verifica tu correo para gestionar la reserva VLR-88412",
    date: date("2026-11-08 22:09:03", "+0100"),
    text: `Hola, Sam:

Para vincular la reserva VLR-88412 a tu cuenta de Velora Stays, verifica tu dirección de correo.

Tu código de verificación: 8156

Escríbelo en la app o pulsa este enlace:
${VELORA_VERIFY}

El código y el enlace caducan en 30 minutos. Si no has sido tú, ignora este mensaje.

Velora Stays S.L. · Calle de Fuencarral 118, 28010 Madrid`,
    html: velora(`<p style="margin:0 0 14px 0;">Hola, Sam:</p>
<p style="margin:0 0 18px 0;">Para vincular la reserva <b>VLR-88412</b> a tu cuenta de Velora Stays, verifica tu dirección de correo.</p>
<p style="margin:0 0 4px 0;font-size:12px;color:#8b8178;">TU CÓDIGO DE VERIFICACIÓN</p>
<p style="margin:0 0 18px 0;font-size:34px;font-weight:bold;letter-spacing:10px;">8156</p>
<p style="margin:0 0 18px 0;">Escríbelo en la app o pulsa el botón:</p>
<p style="margin:0 0 18px 0;"><a href="${
      VELORA_VERIFY.replace("&", "&amp;")
    }" style="background:#c8553d;color:#fff;text-decoration:none;padding:12px 26px;border-radius:24px;display:inline-block;">Verificar correo</a></p>
<p style="margin:0;font-size:13px;color:#8b8178;">El código y el enlace caducan en 30 minutos. Si no has sido tú, ignora este mensaje.</p>`),
    enc: "qp",
  },
  // ------------------------------------------------------------ conta-pitanga
  {
    family: "conta-pitanga",
    group: "consumer",
    lang: "pt",
    kind: "login-code",
    code: "904271",
    link: null,
    from: "Pitanga <seguranca@contapitanga.com.br>",
    subject: "904 271 é o seu código de acesso Pitanga",
    date: date("2026-11-19 08:12:47", "-0300"),
    text: `Olá, Sam!

Recebemos um pedido de acesso à sua conta Pitanga pelo navegador Chrome em Windows, em 19/11/2026 às 08:12.

Para continuar, digite o código de 6 dígitos que está no assunto deste e-mail. Ele vale por 5 minutos.

Protocolo de atendimento: 2026111900387

Não foi você? Não informe o código a ninguém e ligue para 0800 771 2040. A Pitanga nunca pede códigos por telefone ou WhatsApp.`,
    html: pitanga(`<p style="margin:0 0 14px 0;font-size:20px;font-weight:bold;">Olá, Sam!</p>
<p style="margin:0 0 14px 0;">Recebemos um pedido de acesso à sua conta Pitanga pelo navegador Chrome em Windows, em 19/11/2026 às 08:12.</p>
<p style="margin:0 0 14px 0;">Para continuar, digite o código de 6 dígitos que está <b>no assunto deste e-mail</b>. Ele vale por 5 minutos.</p>
<p style="margin:0 0 14px 0;padding:12px;background:#fff3ef;border-radius:8px;font-size:13px;">Protocolo de atendimento<br><span style="font-size:22px;font-weight:bold;">2026111900387</span></p>
<p style="margin:0;font-size:13px;">Não foi você? Não informe o código a ninguém e ligue para 0800 771 2040. A Pitanga nunca pede códigos por telefone ou WhatsApp.</p>`),
  },
  {
    family: "conta-pitanga",
    group: "negative",
    lang: "pt",
    kind: "password-changed",
    code: null,
    link: null,
    from: "Pitanga <seguranca@contapitanga.com.br>",
    subject: "Sua senha foi alterada",
    date: date("2026-11-19 08:20:31", "-0300"),
    text: `Olá, Sam!

Conforme solicitado, alteramos a senha de acesso da sua conta Pitanga em 19/11/2026 às 08:19.

Agora é só entrar com a nova senha: https://app.contapitanga.com.br/entrar

Se você não fez essa alteração, ligue imediatamente para 0800 771 2040.

Protocolo: 2026111900412`,
    html: pitanga(`<p style="margin:0 0 14px 0;font-size:20px;font-weight:bold;">Sua senha foi alterada</p>
<p style="margin:0 0 14px 0;">Olá, Sam! Conforme solicitado, alteramos a senha de acesso da sua conta Pitanga em 19/11/2026 às 08:19.</p>
<p style="margin:0 0 18px 0;"><a href="https://app.contapitanga.com.br/entrar" style="background:#e8432e;color:#fff;text-decoration:none;padding:12px 32px;border-radius:22px;display:inline-block;font-weight:bold;">Entrar</a></p>
<p style="margin:0 0 8px 0;font-size:13px;">Se você não fez essa alteração, ligue imediatamente para 0800 771 2040.</p>
<p style="margin:0;font-size:12px;color:#7b5e57;">Protocolo: 2026111900412</p>`),
    enc: "b64",
  },
  // ------------------------------------------------------------ energia-borgoverde
  {
    family: "energia-borgoverde",
    group: "regional",
    lang: "it",
    kind: "confirm-code",
    code: "2849103756",
    link: null,
    from: "Borgoverde Energia <areaclienti@energiaborgoverde.it>",
    subject: "Codice di conferma per la modifica dell'indirizzo di fornitura",
    date: date("2026-11-12 10:03:26", "+0100"),
    text: `Gentile Sam Reader,

abbiamo ricevuto dall'Area Clienti la richiesta di modificare l'indirizzo di recapito delle bollette per la fornitura di energia elettrica.

Codice cliente: 7004412298
POD: IT001E47219035
Nuovo indirizzo: Borgo Regale 14, 43121 Parma

Per completare la richiesta inserisci nell'Area Clienti il seguente codice di conferma di 10 cifre:

28491 03756

Il codice è valido 24 ore. Se non hai richiesto tu la modifica, chiama il numero verde 800 914 227.

Cordiali saluti,
Servizio Clienti Borgoverde Energia`,
    html: borgoverde(`<p style="margin:0 0 14px 0;">Gentile Sam Reader,</p>
<p style="margin:0 0 14px 0;">abbiamo ricevuto dall'Area Clienti la richiesta di modificare l'indirizzo di recapito delle bollette per la fornitura di energia elettrica.</p>
<table cellpadding="8" cellspacing="0" style="border:1px solid #cfd8dc;font-size:14px;margin:0 0 16px 0;">
<tr><td style="background:#f5f7f8;">Codice cliente</td><td style="font-size:18px;font-weight:bold;">7004412298</td></tr>
<tr><td style="background:#f5f7f8;">POD</td><td>IT001E47219035</td></tr>
<tr><td style="background:#f5f7f8;">Nuovo indirizzo</td><td>Borgo Regale 14, 43121 Parma</td></tr>
</table>
<p style="margin:0 0 10px 0;">Per completare la richiesta inserisci nell'Area Clienti il seguente codice di conferma di 10 cifre:</p>
<p style="margin:0 0 16px 0;font-size:26px;font-weight:bold;color:#2e7d32;letter-spacing:3px;">28491 03756</p>
<p style="margin:0 0 14px 0;">Il codice è valido 24 ore. Se non hai richiesto tu la modifica, chiama il numero verde 800 914 227.</p>
<p style="margin:0;">Cordiali saluti,<br>Servizio Clienti Borgoverde Energia</p>`),
    enc: "qp",
  },
  {
    family: "energia-borgoverde",
    group: "negative",
    lang: "it",
    kind: "email-verified",
    code: null,
    link: null,
    from: "Borgoverde Energia <areaclienti@energiaborgoverde.it>",
    subject: "Indirizzo email verificato",
    date: date("2026-11-03 19:44:02", "+0100"),
    text: `Gentile Sam Reader,

il tuo indirizzo email è stato verificato correttamente. Da ora riceverai qui le bollette in formato digitale e risparmierai 0,50 € su ogni bolletta.

Vai all'Area Clienti: https://www.energiaborgoverde.it/area-clienti/dashboard

Codice cliente: 7004412298

Cordiali saluti,
Servizio Clienti Borgoverde Energia`,
    html: borgoverde(`<p style="margin:0 0 14px 0;font-size:20px;color:#2e7d32;">✓ Indirizzo email verificato</p>
<p style="margin:0 0 14px 0;">Gentile Sam Reader,<br>il tuo indirizzo email è stato verificato correttamente. Da ora riceverai qui le bollette in formato digitale e risparmierai <b>0,50 €</b> su ogni bolletta.</p>
<p style="margin:0 0 16px 0;"><a href="https://www.energiaborgoverde.it/area-clienti/dashboard" style="background:#2e7d32;color:#fff;text-decoration:none;padding:11px 24px;display:inline-block;border-radius:3px;">Vai all'Area Clienti</a></p>
<p style="margin:0;font-size:13px;color:#607d8b;">Codice cliente: 7004412298</p>`),
    enc: "8bit",
  },
  // ------------------------------------------------------------ peddelpost
  {
    family: "peddelpost",
    group: "regional",
    lang: "nl",
    kind: "newsletter-optin",
    code: null,
    link: PEDDEL_CONFIRM,
    from: "De Peddelaar – Peddelpost <peddelpost@depeddelaar.nl>",
    subject: "Nog één klik: bevestig je inschrijving voor de Peddelpost",
    date: date("2026-11-04 20:02:16", "+0100"),
    text: `Hoi!

Leuk dat je je hebt aangemeld voor de Peddelpost, de nieuwsbrief van kanoverhuur De Peddelaar. Eén keer per maand krijg je nieuwe vaarroutes door de Weerribben, tips voor de winter en als eerste de data voor het nieuwe seizoen.

Bevestig je inschrijving hier: ${PEDDEL_CONFIRM}

Heb je je niet aangemeld? Dan hoef je niets te doen; zonder bevestiging sturen we je niets.

Alvast een kijkje nemen? Onze routes: https://www.depeddelaar.nl/routes

Groeten van Wieke en Bart
De Peddelaar · Hoogeweg 27 · 8376 EM Ossenzijl · 0561 47 72 09`,
    html: `<div style="background:#eaf4f1;padding:24px 0;">
<div style="max-width:540px;margin:0 auto;background:#fff;font-family:Verdana,sans-serif;font-size:14px;line-height:22px;color:#243b35;padding:26px 30px;">
<p style="margin:0 0 16px 0;"><img src="https://www.depeddelaar.nl/wp-content/uploads/2024/03/peddelpost-kop.jpg" width="480" alt="Peddelpost – nieuws van De Peddelaar" style="max-width:100%;"></p>
<p>Hoi!</p>
<p>Leuk dat je je hebt aangemeld voor de Peddelpost, de nieuwsbrief van kanoverhuur De Peddelaar. Eén keer per maand krijg je nieuwe vaarroutes door de Weerribben, tips voor de winter en als eerste de data voor het nieuwe seizoen.</p>
<p>Klik <a href="${
      PEDDEL_CONFIRM.replace("&", "&amp;")
    }" style="color:#1b7f6a;">hier</a> om je inschrijving te bevestigen.</p>
<p style="font-size:12px;color:#6c7f7a;">Heb je je niet aangemeld? Dan hoef je niets te doen; zonder bevestiging sturen we je niets.</p>
<p>Alvast een kijkje nemen? Bekijk <a href="https://www.depeddelaar.nl/routes" style="color:#1b7f6a;">onze routes</a>.</p>
<p>Groeten van Wieke en Bart</p>
<p style="font-size:11px;color:#8a9b96;border-top:1px solid #dfe9e6;padding-top:12px;">De Peddelaar · Hoogeweg 27 · 8376 EM Ossenzijl · 0561 47 72 09 · <a href="https://www.depeddelaar.nl/privacy" style="color:#8a9b96;">Privacyverklaring</a></p>
</div></div>`,
    enc: "qp",
  },
  {
    family: "peddelpost",
    group: "negative",
    lang: "nl",
    kind: "welcome",
    code: null,
    link: null,
    from: "De Peddelaar – Peddelpost <peddelpost@depeddelaar.nl>",
    subject: "Welkom bij de Peddelpost (en 10% korting)",
    date: date("2026-11-04 20:05:40", "+0100"),
    text: `Hoi!

Je inschrijving is bevestigd – welkom aan boord. De eerste Peddelpost komt begin december.

Als welkomstcadeau krijg je 10% korting op je eerste kanohuur in 2027. Gebruik bij het reserveren de kortingscode WELKOM-PP10 (geldig t/m 30 juni 2027, niet in combinatie met groepstarieven).

Reserveren: https://www.depeddelaar.nl/reserveren?utm_source=peddelpost&utm_medium=email&utm_campaign=welkom
Tarieven 2027: kano € 32,50 per dag, kajak € 27,50 per dag.

Uitschrijven kan altijd: https://www.depeddelaar.nl/peddelpost/uitschrijven?id=44817

Groeten van Wieke en Bart
De Peddelaar · Hoogeweg 27 · 8376 EM Ossenzijl`,
    html: null,
    enc: "8bit",
  },
  // ------------------------------------------------------------ poradnia-medivita
  {
    family: "poradnia-medivita",
    group: "negative",
    lang: "pl",
    kind: "appointment-reminder",
    code: null,
    link: null,
    from: "Poradnia Medivita <rejestracja@medivita.pl>",
    subject: "Przypomnienie: wizyta 24.11.2026, godz. 08:15",
    date: date("2026-11-22 17:00:09", "+0100"),
    text: `Dzień dobry,

przypominamy o wizycie:

Data i godzina: wtorek, 24.11.2026, 08:15
Lekarz: lek. med. Agnieszka Wróbel – medycyna rodzinna
Gabinet: 12, I piętro
Adres: ul. Grochowska 214, 04-357 Warszawa
Nr wizyty: 771204

Nie musisz potwierdzać wizyty – jest zarezerwowana. Prosimy o przybycie 10 minut wcześniej i zabranie dokumentu tożsamości.

Jeśli nie możesz przyjść, odwołaj wizytę najpóźniej 24 godziny wcześniej: https://pacjent.medivita.pl/wizyty/771204/odwolaj
lub zadzwoń: +48 22 415 33 90.

Pozdrawiamy,
Rejestracja Poradni Medivita`,
    html: medivita(`<p style="margin:0 0 14px 0;">Dzień dobry,</p>
<p style="margin:0 0 14px 0;">przypominamy o wizycie:</p>
<table cellpadding="0" cellspacing="0" width="100%" style="background:#f0f6fb;border-radius:6px;margin:0 0 16px 0;"><tr><td style="padding:16px 18px;">
<div style="font-size:24px;font-weight:bold;">24.11.2026, 08:15</div>
<div style="font-size:14px;">wtorek · lek. med. Agnieszka Wróbel – medycyna rodzinna</div>
<div style="font-size:14px;">Gabinet 12, I piętro · ul. Grochowska 214, 04-357 Warszawa (<a href="https://maps.google.com/?q=Grochowska+214+Warszawa" style="color:#1f6fb2;">mapa</a>)</div>
<div style="font-size:12px;color:#6b8195;">Nr wizyty: 771204</div>
</td></tr></table>
<p style="margin:0 0 14px 0;"><b>Nie musisz potwierdzać wizyty</b> – jest zarezerwowana. Prosimy o przybycie 10 minut wcześniej i zabranie dokumentu tożsamości.</p>
<p style="margin:0;font-size:14px;">Jeśli nie możesz przyjść, <a href="https://pacjent.medivita.pl/wizyty/771204/odwolaj" style="color:#1f6fb2;">odwołaj wizytę</a> najpóźniej 24 godziny wcześniej lub zadzwoń: +48 22 415 33 90.</p>`),
    enc: "qp",
  },
  {
    family: "poradnia-medivita",
    group: "regional",
    lang: "pl",
    kind: "activate-link",
    code: null,
    link: MEDIVITA_ACTIVATE,
    from: "Poradnia Medivita <konto@medivita.pl>",
    subject: "Aktywuj swoje konto pacjenta",
    date: date("2026-11-06 13:48:55", "+0100"),
    text: `Dzień dobry,

w rejestracji Poradni Medivita założono dla Ciebie konto w Portalu Pacjenta. Dzięki niemu umówisz wizytę online, zobaczysz wyniki badań i e-recepty.

Aktywuj konto: ${MEDIVITA_ACTIVATE}

Link jest ważny 7 dni. Przy pierwszym logowaniu ustawisz hasło.

Regulamin Portalu Pacjenta: https://www.medivita.pl/regulamin
Polityka prywatności: https://www.medivita.pl/polityka-prywatnosci

Pozdrawiamy,
Zespół Poradni Medivita`,
    html: medivita(`<p style="margin:0 0 14px 0;">Dzień dobry,</p>
<p style="margin:0 0 18px 0;">w rejestracji Poradni Medivita założono dla Ciebie konto w Portalu Pacjenta. Dzięki niemu umówisz wizytę online, zobaczysz wyniki badań i e-recepty.</p>
<p style="margin:0 0 18px 0;"><a href="${
      MEDIVITA_ACTIVATE.replace("&", "&amp;")
    }" style="background:#1f6fb2;color:#fff;text-decoration:none;padding:12px 28px;border-radius:4px;display:inline-block;font-weight:bold;">Aktywuj konto</a></p>
<p style="margin:0 0 14px 0;font-size:14px;">Link jest ważny 7 dni. Przy pierwszym logowaniu ustawisz hasło.</p>
<p style="margin:0;font-size:13px;">Zapoznaj się z <a href="https://www.medivita.pl/regulamin" style="color:#1f6fb2;">Regulaminem Portalu Pacjenta</a>.</p>`),
    enc: "b64",
  },
  // ------------------------------------------------------------ brevik-fiber
  {
    family: "brevik-fiber",
    group: "regional",
    lang: "sv",
    kind: "reset-link",
    code: null,
    link: BREVIK_RESET,
    from: "Brevik Fiber <noreply@brevikfiber.se>",
    subject: "Återställ ditt lösenord till Mina sidor",
    date: date("2026-11-15 22:31:07", "+0100"),
    text: `Var det inte du? Skydda ditt konto: https://minasidor.brevikfiber.se/sakerhet/las-konto?kund=300871

Hej Sam,

Vi har fått en begäran om att återställa lösenordet till Mina sidor för kundnummer 300871.

Återställ lösenord:
${BREVIK_RESET}

Länken gäller i 1 timme. Ditt nuvarande lösenord fungerar tills du har valt ett nytt.

Med vänliga hälsningar
Brevik Fiber Kundservice, 0155-40 22 10`,
    html: brevik(
      `<p style="margin:0 0 18px 0;font-size:13px;color:#6a7a86;">Var det inte du? <a href="https://minasidor.brevikfiber.se/sakerhet/las-konto?kund=300871" style="color:#c0392b;">Skydda ditt konto</a></p>
<p style="margin:0 0 14px 0;">Hej Sam,</p>
<p style="margin:0 0 18px 0;">Vi har fått en begäran om att återställa lösenordet till Mina sidor för kundnummer 300871.</p>
<p style="margin:0 0 18px 0;"><a href="${
        BREVIK_RESET.replace("&", "&amp;")
      }" style="background:#00a19a;color:#fff;text-decoration:none;padding:12px 26px;border-radius:4px;display:inline-block;">Återställ lösenord</a></p>
<p style="margin:0 0 14px 0;font-size:14px;">Länken gäller i 1 timme. Ditt nuvarande lösenord fungerar tills du har valt ett nytt.</p>
<p style="margin:0;">Med vänliga hälsningar<br>Brevik Fiber Kundservice</p>`,
    ),
    enc: "qp",
  },
  {
    family: "brevik-fiber",
    group: "negative",
    lang: "sv",
    kind: "password-changed",
    code: null,
    link: null,
    from: "Brevik Fiber <noreply@brevikfiber.se>",
    subject: "Ditt lösenord har ändrats",
    date: date("2026-11-15 22:36:44", "+0100"),
    text: `Hej Sam,

Lösenordet till Mina sidor (kundnummer 300871) ändrades i dag kl. 22:36, precis som du begärde. Du kan nu logga in med ditt nya lösenord.

Logga in: https://minasidor.brevikfiber.se/logga-in

Har du inte ändrat lösenordet själv? Ring kundservice på 0155-40 22 10 direkt.

Med vänliga hälsningar
Brevik Fiber`,
    html: brevik(`<p style="margin:0 0 14px 0;font-size:20px;font-weight:600;">Ditt lösenord har ändrats</p>
<p style="margin:0 0 18px 0;">Hej Sam, lösenordet till Mina sidor (kundnummer 300871) ändrades i dag kl. 22:36, precis som du begärde. Du kan nu logga in med ditt nya lösenord.</p>
<p style="margin:0 0 18px 0;"><a href="https://minasidor.brevikfiber.se/logga-in" style="background:#00a19a;color:#fff;text-decoration:none;padding:12px 26px;border-radius:4px;display:inline-block;">Logga in</a></p>
<p style="margin:0;font-size:14px;">Har du inte ändrat lösenordet själv? Ring kundservice på 0155-40 22 10 direkt.</p>`),
    enc: "8bit",
  },
  // ------------------------------------------------------------ tsubakiya-honpo
  {
    family: "tsubakiya-honpo",
    group: "negative",
    lang: "ja",
    kind: "order-shipped",
    code: null,
    link: null,
    from: "椿屋本舗 オンラインショップ <shop@tsubakiya-honpo.jp>",
    subject: "【椿屋本舗】商品発送のお知らせ（ご注文番号：TB-20261118-0427）",
    date: date("2026-11-18 15:10:22", "+0900"),
    text: `サム・リーダー 様

このたびは椿屋本舗オンラインショップをご利用いただき、誠にありがとうございます。
ご注文の商品を本日発送いたしました。

■ご注文番号：TB-20261118-0427
■配送業者：ヤマト運輸
■お問い合わせ伝票番号：4418-2290-7315
■お届け予定日：2026年11月20日（金） 14時〜16時

【ご注文内容】
・季節の上生菓子 詰め合わせ（6個入）×1　3,240円
・椿もなか（10個入）×1　2,160円
送料：880円
合計：6,280円（税込）

配送状況は下記よりご確認いただけます。
https://shop.tsubakiya-honpo.jp/mypage/order/TB-20261118-0427/tracking

生菓子のため、お受け取り後はお早めにお召し上がりください。

株式会社椿屋本舗
〒604-8005 京都市中京区三条通河原町東入中島町 78
TEL 075-231-4480`,
    html: tsubakiya(`<p style="margin:0 0 14px 0;">サム・リーダー 様</p>
<p style="margin:0 0 18px 0;">このたびは椿屋本舗オンラインショップをご利用いただき、誠にありがとうございます。<br>ご注文の商品を本日発送いたしました。</p>
<table width="100%" cellpadding="8" cellspacing="0" style="border:1px solid #e4d9c5;font-size:13px;margin:0 0 18px 0;">
<tr><td style="background:#f5eee0;width:38%;">ご注文番号</td><td style="font-size:16px;font-weight:bold;">TB-20261118-0427</td></tr>
<tr><td style="background:#f5eee0;">配送業者</td><td>ヤマト運輸</td></tr>
<tr><td style="background:#f5eee0;">お問い合わせ伝票番号</td><td style="font-size:16px;font-weight:bold;">4418-2290-7315</td></tr>
<tr><td style="background:#f5eee0;">お届け予定日</td><td>2026年11月20日（金） 14時〜16時</td></tr>
</table>
<p style="margin:0 0 6px 0;font-weight:bold;">ご注文内容</p>
<p style="margin:0 0 18px 0;font-size:13px;">季節の上生菓子 詰め合わせ（6個入）×1　3,240円<br>椿もなか（10個入）×1　2,160円<br>送料：880円<br><b>合計：6,280円（税込）</b></p>
<p style="text-align:center;margin:0 0 18px 0;"><a href="https://shop.tsubakiya-honpo.jp/mypage/order/TB-20261118-0427/tracking" style="background:#8c1c2b;color:#fff;text-decoration:none;padding:12px 34px;display:inline-block;">配送状況を確認する</a></p>
<p style="margin:0;font-size:12px;">生菓子のため、お受け取り後はお早めにお召し上がりください。</p>`),
    enc: "b64",
  },
  {
    family: "tsubakiya-honpo",
    group: "consumer",
    lang: "ja",
    kind: "login-code",
    code: "483920",
    link: null,
    from: "椿屋本舗 オンラインショップ <shop@tsubakiya-honpo.jp>",
    subject: "【椿屋本舗】ログイン時の本人確認について",
    date: date("2026-11-25 21:03:58", "+0900"),
    text: `サム・リーダー 様

いつも椿屋本舗オンラインショップをご利用いただき、ありがとうございます。お客様のアカウントに、普段と異なる環境（ブラウザ：Safari、OS：macOS、2026年11月25日 21時03分）からログインのお申し込みがありましたので、ご本人様確認のためにこのメールをお送りしております。お手数ですが、ログイン画面に表示されている入力欄に確認コード 483920 を入力し、「認証する」ボタンを押してください。なお、このコードの有効期限は発行から30分間で、一度ご利用になると無効になります。また、お歳暮・冬季限定商品のご予約受付は12月10日までとなっておりますので、あわせてご確認いただけましたら幸いです。

お心当たりのない場合は、第三者による不正なログインの可能性がございます。パスワードを変更のうえ、下記までご連絡くださいますようお願い申し上げます。

株式会社椿屋本舗 オンラインショップ事務局
TEL 075-231-4480（平日 10:00〜17:00）
https://shop.tsubakiya-honpo.jp/`,
    html: null,
    enc: "b64",
  },
  // ------------------------------------------------------------ hanbyeol-pay
  {
    family: "hanbyeol-pay",
    group: "consumer",
    lang: "ko",
    kind: "payment-code",
    code: "482913",
    link: null,
    from: "한별페이 <noreply@hanbyeolpay.co.kr>",
    subject: "[한별페이] 결제 인증번호 안내",
    date: date("2026-11-21 12:47:30", "+0900"),
    text: `[한별페이] 결제 인증번호 안내

안녕하세요, 한별페이입니다.
요청하신 결제를 완료하려면 아래 인증번호를 입력해 주세요.

결제처: 다온리빙 온라인몰
결제금액: 59,000원
결제수단: 한별머니 + 신한카드(1234-****-****-7730)
주문번호: 20261121-0049218

인증번호: [482913]

인증번호는 3분간 유효합니다. 타인에게 절대 알려주지 마세요.
본인이 요청하지 않은 경우 고객센터(1588-4127)로 즉시 연락해 주세요.`,
    html: hanbyeol(`<p style="margin:0 0 16px 0;font-size:20px;font-weight:bold;">결제 인증번호 안내</p>
<p style="margin:0 0 18px 0;">안녕하세요, 한별페이입니다.<br>요청하신 결제를 완료하려면 아래 인증번호를 입력해 주세요.</p>
<table width="100%" cellpadding="0" cellspacing="0" style="border-top:2px solid #222;font-size:14px;margin:0 0 20px 0;">
<tr><td style="padding:10px 0;color:#80838f;border-bottom:1px solid #eee;">결제처</td><td align="right" style="padding:10px 0;border-bottom:1px solid #eee;">다온리빙 온라인몰</td></tr>
<tr><td style="padding:10px 0;color:#80838f;border-bottom:1px solid #eee;">결제금액</td><td align="right" style="padding:10px 0;font-size:24px;font-weight:bold;border-bottom:1px solid #eee;">59,000원</td></tr>
<tr><td style="padding:10px 0;color:#80838f;border-bottom:1px solid #eee;">주문번호</td><td align="right" style="padding:10px 0;border-bottom:1px solid #eee;">20261121-0049218</td></tr>
</table>
<p style="margin:0 0 6px 0;font-size:13px;color:#80838f;">인증번호</p>
<p style="margin:0 0 18px 0;font-size:28px;font-weight:bold;color:#3d5afe;">[482913]</p>
<p style="margin:0;font-size:13px;color:#555;">인증번호는 3분간 유효합니다. 타인에게 절대 알려주지 마세요.<br>본인이 요청하지 않은 경우 고객센터(1588-4127)로 즉시 연락해 주세요.</p>`),
    enc: "qp",
  },
  {
    family: "hanbyeol-pay",
    group: "negative",
    lang: "ko",
    kind: "payment-receipt",
    code: null,
    link: null,
    from: "한별페이 <noreply@hanbyeolpay.co.kr>",
    subject: "[한별페이] 결제가 완료되었습니다 (59,000원)",
    date: date("2026-11-21 12:48:15", "+0900"),
    text: `결제가 완료되었습니다.

결제처: 다온리빙 온라인몰
결제일시: 2026.11.21 12:48
결제금액: 59,000원
승인번호: 30041827
주문번호: 20261121-0049218
적립 예정 포인트: 590P

결제 내역 보기: https://www.hanbyeolpay.co.kr/history/30041827

이용해 주셔서 감사합니다.
(주)한별페이 고객센터 1588-4127`,
    html: hanbyeol(`<p style="margin:0 0 16px 0;font-size:20px;font-weight:bold;">결제가 완료되었습니다</p>
<p style="margin:0 0 4px 0;font-size:13px;color:#80838f;">결제금액</p>
<p style="margin:0 0 18px 0;font-size:32px;font-weight:bold;">59,000원</p>
<table width="100%" cellpadding="0" cellspacing="0" style="font-size:14px;margin:0 0 20px 0;">
<tr><td style="padding:6px 0;color:#80838f;">결제처</td><td align="right">다온리빙 온라인몰</td></tr>
<tr><td style="padding:6px 0;color:#80838f;">결제일시</td><td align="right">2026.11.21 12:48</td></tr>
<tr><td style="padding:6px 0;color:#80838f;">승인번호</td><td align="right" style="font-weight:bold;">30041827</td></tr>
<tr><td style="padding:6px 0;color:#80838f;">주문번호</td><td align="right">20261121-0049218</td></tr>
<tr><td style="padding:6px 0;color:#80838f;">적립 예정 포인트</td><td align="right">590P</td></tr>
</table>
<p style="margin:0;"><a href="https://www.hanbyeolpay.co.kr/history/30041827" style="display:block;text-align:center;background:#3d5afe;color:#fff;text-decoration:none;padding:13px;border-radius:6px;">결제 내역 보기</a></p>`),
    enc: "b64",
  },
  // ------------------------------------------------------------ jinglan-trip
  {
    family: "jinglan-trip",
    group: "regional",
    lang: "zh",
    kind: "verify-code",
    code: "739155",
    link: null,
    from: "景澜旅行 <service@jinglantrip.cn>",
    subject: "景澜旅行：修改订单联系人验证",
    date: date("2026-11-15 09:26:41", "+0800"),
    text: `尊敬的用户：

您好！您正在修改订单 JL20261115008834（上海虹桥—厦门北，G1631，2026年12月2日 08:05 开）的联系人手机号，新号码为 138****2290。本次操作的验证码为 739155，10分钟内有效，请勿将验证码告知他人。如非本人操作，请忽略本邮件或致电客服 400-820-6617。

景澜旅行
本邮件由系统自动发送，请勿直接回复。`,
    html:
      `<div style="font-family:'PingFang SC','Microsoft YaHei',sans-serif;font-size:14px;line-height:24px;color:#333;max-width:600px;margin:0 auto;border:1px solid #e6e6e6;">
<div style="background:#0f7ae5;padding:14px 20px;"><img src="https://img.jinglantrip.cn/mail/logo_white.png" alt="景澜旅行" height="28"></div>
<div style="padding:22px 20px;">
<p>尊敬的用户：</p>
<p>您好！您正在修改订单 <b>JL20261115008834</b>（上海虹桥—厦门北，G1631，2026年12月2日 08:05 开）的联系人手机号，新号码为 138****2290。本次操作的验证码为 <span style="color:#0f7ae5;font-size:18px;font-weight:bold;">739155</span>，10分钟内有效，请勿将验证码告知他人。如非本人操作，请忽略本邮件或致电客服 400-820-6617。</p>
</div>
<div style="background:#f7f7f7;padding:12px 20px;font-size:12px;color:#999;">景澜旅行 · 本邮件由系统自动发送，请勿直接回复 · <a href="https://www.jinglantrip.cn/help" style="color:#999;">帮助中心</a> · <a href="https://www.jinglantrip.cn/privacy" style="color:#999;">隐私政策</a><br>沪ICP备20019283号-2 © 2026 景澜旅行</div>
</div>`,
    enc: "b64",
  },
  {
    family: "jinglan-trip",
    group: "negative",
    lang: "zh",
    kind: "ticket-issued",
    code: null,
    link: null,
    from: "景澜旅行 <service@jinglantrip.cn>",
    subject: "出票成功：12月2日 上海虹桥—厦门北 G1631",
    date: date("2026-11-15 09:41:07", "+0800"),
    text: `尊敬的 SAM READER：

您的火车票已出票成功，无需其他操作，请携带购票时使用的有效身份证件乘车。

订单号：JL20261115008834
车次：G1631　上海虹桥 08:05 — 厦门北 14:52
日期：2026年12月2日（周三）
座位：07车 12F 二等座
检票口：B15
票价：¥ 592.50

查看订单：https://m.jinglantrip.cn/order/JL20261115008834

如需退改，请在开车前通过App办理。客服电话 400-820-6617。`,
    html:
      `<div style="font-family:'PingFang SC','Microsoft YaHei',sans-serif;font-size:14px;line-height:24px;color:#333;max-width:600px;margin:0 auto;border:1px solid #e6e6e6;">
<div style="background:#0f7ae5;padding:14px 20px;"><img src="https://img.jinglantrip.cn/mail/logo_white.png" alt="景澜旅行" height="28"></div>
<div style="padding:22px 20px;">
<p>尊敬的 SAM READER：</p>
<p>您的火车票已出票成功，<b>无需其他操作</b>，请携带购票时使用的有效身份证件乘车。</p>
<table width="100%" cellpadding="0" cellspacing="0" style="background:#f2f8fe;margin:12px 0;"><tr>
<td style="padding:14px;font-size:26px;font-weight:bold;">08:05<br><span style="font-size:13px;font-weight:normal;">上海虹桥</span></td>
<td align="center" style="padding:14px;color:#0f7ae5;">G1631<br>———&gt;<br><span style="font-size:12px;">12月2日 周三</span></td>
<td align="right" style="padding:14px;font-size:26px;font-weight:bold;">14:52<br><span style="font-size:13px;font-weight:normal;">厦门北</span></td>
</tr></table>
<p>座位：<b style="font-size:18px;">07车 12F</b> 二等座　检票口：B15<br>票价：¥ 592.50<br>订单号：JL20261115008834</p>
<p><a href="https://m.jinglantrip.cn/order/JL20261115008834" style="background:#ff7a00;color:#fff;text-decoration:none;padding:9px 22px;border-radius:18px;">查看订单</a></p>
</div>
<div style="background:#f7f7f7;padding:12px 20px;font-size:12px;color:#999;">如需退改，请在开车前通过App办理。客服电话 400-820-6617 · © 2026 景澜旅行</div>
</div>`,
    enc: "b64",
  },
  // ------------------------------------------------------------ teplodom-market
  {
    family: "teplodom-market",
    group: "regional",
    lang: "ru",
    kind: "delivery-code",
    code: "5521",
    link: null,
    from: "Теплодом <zakaz@teplodom-market.ru>",
    subject: "Заказ № 4410-2278 сегодня у вас: код для курьера",
    date: date("2026-11-24 08:15:36", "+0300"),
    text: `Здравствуйте, Сэм!

Сегодня курьер привезёт ваш заказ № 4410-2278.

Интервал доставки: 14:00–18:00
Адрес: г. Казань, ул. Чистопольская, д. 61, кв. 118
Сумма к оплате: 0 ₽ (заказ оплачен онлайн, 12 490 ₽)

Код получения: 5521

Назовите этот код курьеру только после того, как проверите товар. Без кода курьер не сможет передать заказ.

Курьер позвонит за 30 минут до приезда. Служба поддержки: 8 800 301-44-27.

Теплодом — всё для уютного дома`,
    html:
      `<table width="100%" cellpadding="0" cellspacing="0" style="background:#fff4ec;"><tr><td align="center" style="padding:22px 8px;">
<table width="560" cellpadding="0" cellspacing="0" style="background:#ffffff;font-family:Arial,sans-serif;font-size:15px;line-height:22px;color:#2d2320;">
<tr><td style="padding:18px 26px;border-bottom:3px solid #ff6a13;"><img src="https://cdn.teplodom-market.ru/mail/logo.png" width="150" alt="Теплодом"></td></tr>
<tr><td style="padding:22px 26px;">
<p style="margin:0 0 14px 0;">Здравствуйте, Сэм!</p>
<p style="margin:0 0 6px 0;">Сегодня курьер привезёт ваш заказ</p>
<p style="margin:0 0 16px 0;font-size:30px;font-weight:bold;">№ 4410-2278</p>
<table width="100%" cellpadding="0" cellspacing="0" style="font-size:14px;margin:0 0 16px 0;">
<tr><td style="padding:5px 0;color:#8a7b74;">Интервал</td><td style="padding:5px 0;">14:00–18:00</td></tr>
<tr><td style="padding:5px 0;color:#8a7b74;">Адрес</td><td style="padding:5px 0;">г. Казань, ул. Чистопольская, д. 61, кв. 118</td></tr>
<tr><td style="padding:5px 0;color:#8a7b74;">Оплачено</td><td style="padding:5px 0;">12 490 ₽ (к оплате 0 ₽)</td></tr>
</table>
<table cellpadding="0" cellspacing="0" style="background:#fff4ec;border-radius:8px;margin:0 0 16px 0;"><tr><td style="padding:14px 20px;"><span style="font-size:13px;color:#8a7b74;">Код получения</span><br><span style="font-size:30px;font-weight:bold;letter-spacing:6px;">5521</span></td></tr></table>
<p style="margin:0 0 14px 0;">Назовите этот код курьеру только после того, как проверите товар. Без кода курьер не сможет передать заказ.</p>
<p style="margin:0;font-size:13px;color:#8a7b74;">Курьер позвонит за 30 минут до приезда. Служба поддержки: 8 800 301-44-27.</p>
</td></tr>
<tr><td style="padding:14px 26px;font-size:11px;color:#a09590;background:#faf6f3;">ООО «Теплодом», 420061, г. Казань, ул. Николая Ершова, д. 29 · <a href="https://teplodom-market.ru/privacy" style="color:#a09590;">Политика конфиденциальности</a></td></tr>
</table></td></tr></table>`,
    enc: "qp",
  },
  {
    family: "teplodom-market",
    group: "negative",
    lang: "ru",
    kind: "order-delivered",
    code: null,
    link: null,
    from: "Теплодом <zakaz@teplodom-market.ru>",
    subject: "Заказ № 4410-2278 получен. Оцените покупку",
    date: date("2026-11-24 17:02:11", "+0300"),
    text: `Здравствуйте, Сэм!

Заказ № 4410-2278 получен 24.11.2026 в 16:48. Спасибо, что выбрали Теплодом!

Плед вязаный «Сканди», 130×170 — 3 990 ₽
Обогреватель масляный, 9 секций — 8 500 ₽

Оцените покупку и получите 200 бонусов: https://teplodom-market.ru/otzyv/4410-2278?utm_source=email&utm_campaign=review

Электронный чек: https://teplodom-market.ru/lk/chek/4410-2278

Теплодом — всё для уютного дома. 8 800 301-44-27`,
    html: null,
    enc: "8bit",
  },
  // ------------------------------------------------------------ ayla-spor
  {
    family: "ayla-spor",
    group: "regional",
    lang: "tr",
    kind: "verify-code",
    code: "A7K-29Q",
    link: null,
    from: "Ayla Spor Kulübü <uyelik@aylaspor.com.tr>",
    subject: "Ayla Spor uygulaması doğrulama kodunuz",
    date: date("2026-11-09 07:41:25", "+0300"),
    text: `Merhaba Sam,

Ayla Spor mobil uygulamasına giriş yapmak için doğrulama kodunuz: "A7K-29Q"

Kodu uygulamadaki alana girin. Kod 15 dakika geçerlidir.

Üye numaranız: 0021844
Şube: Moda – Kadıköy
Bir sonraki dersiniz: 11.11.2026 Çarşamba 19:00, Reformer Pilates (Salon 2)

Bu isteği siz yapmadıysanız bu e-postayı dikkate almayın.

Ayla Spor Kulübü · Caferağa Mah. Moda Cad. No: 112, 34710 Kadıköy/İstanbul · 0216 418 22 90`,
    html:
      `<div style="max-width:520px;margin:0 auto;font-family:Arial,sans-serif;font-size:15px;line-height:22px;color:#1e1e2a;">
<div style="background:#e83e8c;padding:16px 22px;color:#fff;font-size:20px;font-weight:bold;">AYLA SPOR</div>
<div style="padding:22px;border:1px solid #f1d3e2;border-top:0;">
<p>Merhaba Sam,</p>
<p>Ayla Spor mobil uygulamasına giriş yapmak için doğrulama kodunuz:</p>
<p style="font-size:30px;font-weight:bold;text-align:center;background:#fdf0f6;padding:14px;">“A7K-29Q”</p>
<p>Kodu uygulamadaki alana girin. Kod 15 dakika geçerlidir.</p>
<table cellpadding="4" cellspacing="0" style="font-size:13px;color:#555;">
<tr><td>Üye numaranız</td><td><b>0021844</b></td></tr>
<tr><td>Şube</td><td>Moda – Kadıköy</td></tr>
<tr><td>Bir sonraki dersiniz</td><td>11.11.2026 Çarşamba 19:00, Reformer Pilates (Salon 2)</td></tr>
</table>
<p style="font-size:12px;color:#888;">Bu isteği siz yapmadıysanız bu e-postayı dikkate almayın.</p>
</div>
<p style="font-size:11px;color:#999;padding:0 22px;">Ayla Spor Kulübü · Caferağa Mah. Moda Cad. No: 112, 34710 Kadıköy/İstanbul · 0216 418 22 90 · <a href="https://www.aylaspor.com.tr/kvkk" style="color:#999;">KVKK Aydınlatma Metni</a></p>
</div>`,
    enc: "qp",
  },
  {
    family: "ayla-spor",
    group: "negative",
    lang: "tr",
    kind: "membership-renewed",
    code: null,
    link: null,
    from: "Ayla Spor Kulübü <uyelik@aylaspor.com.tr>",
    subject: "Üyeliğiniz yenilendi – Aralık 2026",
    date: date("2026-12-01 06:00:14", "+0300"),
    text: `Merhaba Sam,

Aylık üyeliğiniz otomatik olarak yenilendi. Herhangi bir işlem yapmanıza gerek yok.

Üye numarası: 0021844
Paket: Sınırsız Grup Dersleri
Dönem: 01.12.2026 – 31.12.2026
Tutar: 1.450,00 TL (kart: **** 7730)
Fatura no: AYS2026001238

Ders programını görüntüle: https://www.aylaspor.com.tr/ders-programi?sube=moda

Ayla Spor Kulübü · 0216 418 22 90`,
    html:
      `<div style="max-width:520px;margin:0 auto;font-family:Arial,sans-serif;font-size:15px;line-height:22px;color:#1e1e2a;">
<div style="background:#e83e8c;padding:16px 22px;color:#fff;font-size:20px;font-weight:bold;">AYLA SPOR</div>
<div style="padding:22px;border:1px solid #f1d3e2;border-top:0;">
<p>Merhaba Sam,</p>
<p>Aylık üyeliğiniz otomatik olarak yenilendi. <b>Herhangi bir işlem yapmanıza gerek yok.</b></p>
<p style="font-size:32px;font-weight:bold;margin:18px 0;">1.450,00 TL</p>
<table cellpadding="4" cellspacing="0" style="font-size:13px;color:#555;">
<tr><td>Üye numarası</td><td><b>0021844</b></td></tr>
<tr><td>Paket</td><td>Sınırsız Grup Dersleri</td></tr>
<tr><td>Dönem</td><td>01.12.2026 – 31.12.2026</td></tr>
<tr><td>Kart</td><td>**** 7730</td></tr>
<tr><td>Fatura no</td><td>AYS2026001238</td></tr>
</table>
<p><a href="https://www.aylaspor.com.tr/ders-programi?sube=moda" style="color:#e83e8c;font-weight:bold;">Ders programını görüntüle →</a></p>
</div></div>`,
    enc: "8bit",
  },
  // ------------------------------------------------------------ rawdah-clinics
  {
    family: "rawdah-clinics",
    group: "regional",
    lang: "ar",
    kind: "login-code",
    code: "6290",
    link: null,
    from: "مجمع عيادات الروضة <noreply@rawdahclinics.sa>",
    subject: "رمز الدخول إلى بوابة المرضى",
    date: date("2026-11-16 19:22:48", "+0300"),
    text: `مرحباً سام،

لقد طلبت الدخول إلى بوابة المرضى لعرض تفاصيل موعدك رقم 558120 مع د. نورة القحطاني يوم الأربعاء 18/11/2026 الساعة 16:30، ورمز الدخول الخاص بك هو 6290 وهو صالح لمدة 5 دقائق فقط، فلا تشاركه مع أي شخص حتى لو ادّعى أنه من موظفي المجمع.

للاستفسار يرجى الاتصال على 920011847.

مجمع عيادات الروضة – طريق الأمير محمد بن عبدالعزيز، حي الروضة، جدة 23435`,
    html:
      `<div dir="rtl" style="font-family:Tahoma,Arial,sans-serif;font-size:15px;line-height:26px;color:#1d2a2a;max-width:560px;margin:0 auto;">
<div style="background:#0d7c66;padding:14px 20px;"><img src="https://rawdahclinics.sa/assets/mail/logo-ar.png" alt="مجمع عيادات الروضة" height="32"></div>
<div style="padding:22px 20px;border:1px solid #d7ebe6;border-top:0;">
<p>مرحباً سام،</p>
<p>لقد طلبت الدخول إلى بوابة المرضى لعرض تفاصيل موعدك رقم 558120 مع د. نورة القحطاني يوم الأربعاء 18/11/2026 الساعة 16:30، ورمز الدخول الخاص بك هو <b>6290</b> وهو صالح لمدة 5 دقائق فقط، فلا تشاركه مع أي شخص حتى لو ادّعى أنه من موظفي المجمع.</p>
<p style="font-size:13px;color:#5b6d6a;">للاستفسار يرجى الاتصال على <span dir="ltr">920011847</span>.</p>
</div>
<p style="font-size:11px;color:#8a9a97;padding:0 20px;">مجمع عيادات الروضة – طريق الأمير محمد بن عبدالعزيز، حي الروضة، جدة 23435 · <a href="https://rawdahclinics.sa/privacy" style="color:#8a9a97;">سياسة الخصوصية</a></p>
</div>`,
    enc: "b64",
  },
  // ------------------------------------------------------------ kasicka-banka
  {
    family: "kasicka-banka",
    group: "regional",
    lang: "cs",
    kind: "payment-code",
    code: "48271930",
    link: null,
    from: "Kasička banka <info@kasickabanka.cz>",
    subject: "Autorizační kód k platbě 2 450,00 Kč",
    date: date("2026-11-26 14:18:02", "+0100"),
    text: `Dobrý den,

zadáváte platbu z účtu 2400118837/2250:

Příjemce:          Vodárna Sázava s.r.o.
Účet příjemce:     19-4410227/0300
Částka:            2 450,00 Kč
Variabilní symbol: 3300571204

Autorizační kód (8 číslic):
4827
1930

Kód opište do internetového bankovnictví. Platí 5 minut.

Pokud platbu nezadáváte vy, kód nikomu nesdělujte a volejte +420 228 880 441.

Kasička banka, a.s.`,
    html: kasicka(`<p style="margin:0 0 14px 0;">Dobrý den,</p>
<p style="margin:0 0 14px 0;">zadáváte platbu z účtu <b>2400118837/2250</b>:</p>
<table width="100%" cellpadding="6" cellspacing="0" style="font-size:14px;margin:0 0 16px 0;">
<tr><td style="color:#776d88;">Příjemce</td><td>Vodárna Sázava s.r.o.</td></tr>
<tr><td style="color:#776d88;">Účet příjemce</td><td>19-4410227/0300</td></tr>
<tr><td style="color:#776d88;">Částka</td><td style="font-size:24px;font-weight:bold;">2 450,00 Kč</td></tr>
<tr><td style="color:#776d88;">Variabilní symbol</td><td style="font-size:18px;">3300571204</td></tr>
</table>
<p style="margin:0 0 8px 0;">Autorizační kód (8 číslic):</p>
<table cellpadding="0" cellspacing="4" style="margin:0 0 16px 0;">
<tr><td style="width:34px;height:40px;text-align:center;font-size:24px;font-weight:bold;background:#efeaf7;">4</td><td style="width:34px;height:40px;text-align:center;font-size:24px;font-weight:bold;background:#efeaf7;">8</td><td style="width:34px;height:40px;text-align:center;font-size:24px;font-weight:bold;background:#efeaf7;">2</td><td style="width:34px;height:40px;text-align:center;font-size:24px;font-weight:bold;background:#efeaf7;">7</td></tr>
<tr><td style="width:34px;height:40px;text-align:center;font-size:24px;font-weight:bold;background:#efeaf7;">1</td><td style="width:34px;height:40px;text-align:center;font-size:24px;font-weight:bold;background:#efeaf7;">9</td><td style="width:34px;height:40px;text-align:center;font-size:24px;font-weight:bold;background:#efeaf7;">3</td><td style="width:34px;height:40px;text-align:center;font-size:24px;font-weight:bold;background:#efeaf7;">0</td></tr>
</table>
<p style="margin:0 0 14px 0;">Kód opište do internetového bankovnictví. Platí 5 minut.</p>
<p style="margin:0;font-size:13px;color:#776d88;">Pokud platbu nezadáváte vy, kód nikomu nesdělujte a volejte +420 228 880 441.</p>`),
    enc: "qp",
  },
  {
    family: "kasicka-banka",
    group: "negative",
    lang: "cs",
    kind: "login-notice",
    code: null,
    link: null,
    from: "Kasička banka <info@kasickabanka.cz>",
    subject: "Přihlášení do internetového bankovnictví",
    date: date("2026-11-26 14:16:40", "+0100"),
    text: `Dobrý den,

právě jste se přihlásili do internetového bankovnictví Kasička banky.

Datum a čas: 26. 11. 2026 14:16
Zařízení: Chrome, Windows 11
Přibližná poloha: Praha, CZ
Způsob ověření: kód z e-mailu

Pokud jste to byli vy, nemusíte nic dělat.
Nebyli jste to vy? Zablokujte si přístup: https://ib.kasickabanka.cz/bezpecnost/blokace

Kasička banka, a.s. · +420 228 880 441`,
    html: kasicka(`<p style="margin:0 0 14px 0;">Dobrý den,</p>
<p style="margin:0 0 14px 0;">právě jste se přihlásili do internetového bankovnictví Kasička banky.</p>
<table cellpadding="5" cellspacing="0" style="font-size:14px;margin:0 0 16px 0;">
<tr><td style="color:#776d88;">Datum a čas</td><td>26. 11. 2026 14:16</td></tr>
<tr><td style="color:#776d88;">Zařízení</td><td>Chrome, Windows 11</td></tr>
<tr><td style="color:#776d88;">Přibližná poloha</td><td>Praha, CZ</td></tr>
<tr><td style="color:#776d88;">Způsob ověření</td><td>kód z e-mailu</td></tr>
</table>
<p style="margin:0 0 14px 0;">Pokud jste to byli vy, nemusíte nic dělat.</p>
<p style="margin:0;">Nebyli jste to vy? <a href="https://ib.kasickabanka.cz/bezpecnost/blokace" style="color:#4b2a8c;font-weight:bold;">Zablokujte si přístup</a></p>`),
    enc: "8bit",
  },
  // ------------------------------------------------------------ tui-xanh
  {
    family: "tui-xanh",
    group: "regional",
    lang: "vi",
    kind: "payment-code",
    code: "371904",
    link: null,
    from: "Ví Túi Xanh <hotro@tuixanh.vn>",
    subject: "Mã OTP xác nhận chuyển tiền 2.500.000 đ",
    date: date("2026-11-20 11:35:19", "+0700"),
    text: `Xin chào Sam,

Bạn đang thực hiện giao dịch chuyển tiền trên ví Túi Xanh:

Người nhận: NGUYEN THI LAN
Số tài khoản: 0071 0042 2918 (Vietcombank)
Số tiền: 2.500.000 đ
Phí: 0 đ
Mã giao dịch: TX26112000418273

Mã OTP của bạn là: 371904

Mã có hiệu lực trong 3 phút. Tuyệt đối không cung cấp mã OTP cho bất kỳ ai, kể cả nhân viên Túi Xanh.

Tổng đài hỗ trợ: 1900 6218
Công ty Cổ phần Túi Xanh – 28 Nguyễn Thị Minh Khai, Phường Bến Nghé, Quận 1, TP. Hồ Chí Minh`,
    html:
      `<div style="background:#eefaf3;padding:20px 0;"><div style="max-width:520px;margin:0 auto;background:#fff;border-radius:10px;font-family:Arial,sans-serif;font-size:15px;line-height:22px;color:#1c2e24;">
<div style="padding:18px 22px;border-bottom:1px solid #e0efe6;"><img src="https://static.tuixanh.vn/mail/logo.png" width="110" alt="Túi Xanh"></div>
<div style="padding:20px 22px;">
<p>Xin chào Sam,</p>
<p>Bạn đang thực hiện giao dịch chuyển tiền trên ví Túi Xanh:</p>
<p style="font-size:34px;font-weight:bold;color:#0a8f4a;margin:16px 0;">2.500.000 đ</p>
<table cellpadding="4" cellspacing="0" style="font-size:13px;">
<tr><td style="color:#6b7d73;">Người nhận</td><td>NGUYEN THI LAN</td></tr>
<tr><td style="color:#6b7d73;">Số tài khoản</td><td>0071 0042 2918 (Vietcombank)</td></tr>
<tr><td style="color:#6b7d73;">Phí</td><td>0 đ</td></tr>
<tr><td style="color:#6b7d73;">Mã giao dịch</td><td>TX26112000418273</td></tr>
</table>
<p style="margin:18px 0 4px 0;">Mã OTP của bạn là:</p>
<p style="font-size:34px;font-weight:bold;letter-spacing:6px;margin:0 0 16px 0;">371904</p>
<p style="font-size:13px;color:#6b7d73;">Mã có hiệu lực trong 3 phút. Tuyệt đối không cung cấp mã OTP cho bất kỳ ai, kể cả nhân viên Túi Xanh.</p>
</div>
<div style="padding:14px 22px;font-size:11px;color:#8a9a91;border-top:1px solid #e0efe6;">Tổng đài hỗ trợ: 1900 6218 · Công ty Cổ phần Túi Xanh – 28 Nguyễn Thị Minh Khai, Phường Bến Nghé, Quận 1, TP. Hồ Chí Minh</div>
</div></div>`,
    enc: "b64",
  },
  // ------------------------------------------------------------ kirimcepat
  {
    family: "kirimcepat",
    group: "regional",
    lang: "id",
    kind: "verify-code",
    code: "7715",
    link: null,
    from: "KirimCepat <no-reply@kirimcepat.co.id>",
    subject: "Verifikasi nomor HP untuk akun KirimCepat",
    date: date("2026-11-11 16:04:33", "+0700"),
    text: `Halo Sam,

Kamu sedang menambahkan nomor HP 0812-****-4417 ke akun KirimCepat. Setelah terverifikasi, nomor ini akan dipakai kurir untuk menghubungimu saat mengantar paket.

Jangan berikan kode ini kepada siapa pun, termasuk pihak yang mengaku sebagai kurir atau CS KirimCepat. Kode berlaku selama 5 menit.

Salam,
Tim KirimCepat

PT Kirim Cepat Nusantara · Jl. Gatot Subroto Kav. 52, Jakarta Selatan 12950 · CS 1500-427
Email ini dikirim otomatis, mohon tidak membalas.

Kode verifikasi: 7715`,
    html: null,
  },
  // ------------------------------------------------------------ pinfold-cycles
  {
    family: "pinfold-cycles",
    group: "consumer",
    lang: "en",
    kind: "verify-code",
    code: "3318",
    link: PINFOLD_CONFIRM,
    from: "Pinfold Cycles <hello@pinfoldcycles.co.uk>",
    subject: "Confirm your email to track order PC-30418",
    date: date("2026-11-06 18:22:10"),
    text: `Hi Sam,

Thanks for your order PC-30418 (Ribble CGR 1.0, size M – £1,299.00). To see its build and delivery progress in your Pinfold account, please confirm your email address.

Tap the link below, or type the 4-digit code into the Pinfold app:

Confirm email: ${PINFOLD_CONFIRM}

Code: 3318

The code and link expire in 24 hours.

Your bike will be built and safety-checked at our Kendal workshop before dispatch. Questions? Call 01539 720 418.

Pinfold Cycles Ltd, 3 Stramongate, Kendal LA9 4BH`,
    html:
      `<table width="100%" cellpadding="0" cellspacing="0" style="background:#efefef;"><tr><td align="center" style="padding:24px 8px;">
<table width="580" cellpadding="0" cellspacing="0" style="background:#fff;font-family:Helvetica,Arial,sans-serif;font-size:15px;line-height:23px;color:#1a1a1a;">
<tr><td style="padding:20px 28px;background:#14342b;"><img src="https://www.pinfoldcycles.co.uk/media/email/pinfold-logo-cream.png" width="150" alt="Pinfold Cycles"></td></tr>
<tr><td style="padding:26px 28px;">
<p style="margin:0 0 14px 0;">Hi Sam,</p>
<p style="margin:0 0 16px 0;">Thanks for your order. To see its build and delivery progress in your Pinfold account, please confirm your email address.</p>
<table width="100%" cellpadding="0" cellspacing="0" style="border:1px solid #ddd;margin:0 0 18px 0;"><tr>
<td style="padding:14px;"><span style="font-size:12px;color:#777;">ORDER</span><br><span style="font-size:26px;font-weight:bold;">PC-30418</span></td>
<td style="padding:14px;" align="right"><span style="font-size:12px;color:#777;">Ribble CGR 1.0, size M</span><br><span style="font-size:26px;font-weight:bold;">£1,299.00</span></td>
</tr></table>
<p style="margin:0 0 18px 0;text-align:center;"><a href="${PINFOLD_CONFIRM}" style="background:#e2b33c;color:#14342b;font-weight:bold;text-decoration:none;padding:13px 34px;display:inline-block;border-radius:3px;">Confirm email</a></p>
<p style="margin:0 0 6px 0;text-align:center;font-size:13px;color:#555;">Using the Pinfold app? Type this code instead:</p>
<p style="margin:0 0 18px 0;text-align:center;font-size:26px;font-weight:bold;letter-spacing:8px;">3318</p>
<p style="margin:0 0 14px 0;font-size:13px;color:#555;">The code and link expire in 24 hours. Your bike will be built and safety-checked at our Kendal workshop before dispatch.</p>
</td></tr>
<tr><td style="padding:16px 28px;background:#f6f6f6;font-size:11px;line-height:17px;color:#777;">Pinfold Cycles Ltd, 3 Stramongate, Kendal LA9 4BH · 01539 720 418 · Company no. 09918204<br>
<a href="https://www.pinfoldcycles.co.uk/delivery" style="color:#777;">Delivery &amp; returns</a> · <a href="https://www.pinfoldcycles.co.uk/privacy" style="color:#777;">Privacy</a> · <a href="https://www.instagram.com/pinfoldcycles" style="color:#777;">Instagram</a> · <a href="https://www.strava.com/clubs/pinfold-cycles" style="color:#777;">Strava club</a></td></tr>
</table></td></tr></table>`,
    enc: "qp",
  },
  {
    family: "pinfold-cycles",
    group: "negative",
    lang: "en",
    kind: "service-reminder",
    code: null,
    link: null,
    from: "Pinfold Cycles Workshop <workshop@pinfoldcycles.co.uk>",
    subject: "Your bike service is booked for Sat 5 December, 9:00",
    date: date("2026-12-02 09:30:00"),
    text: `Hi Sam,

Just a reminder that your bike is booked in at our Kendal workshop. There's nothing you need to confirm – simply drop the bike off at the time below.

Service:   Full service (£95.00)
Bike:      Ribble CGR 1.0, frame no. WR2290417
Drop-off:  Saturday 5 December 2026, 9:00–9:30
Ready by:  Tuesday 8 December, from 14:00
Job no.:   WS-11820

If you need to move the booking, reply to this email or call 01539 720 418.

Pinfold Cycles Workshop, 3 Stramongate, Kendal LA9 4BH`,
    html: null,
  },
];
