/**
 * The inbox of a retired couple living between Romania, Moldova, Hungary and western Ukraine over two
 * months: pension fund, state e-services, banks, pharmacy, clinic, utilities, mobile, parcel lockers,
 * post, buses, a family video-call app, photo albums, a newspaper, parishes and a garden shop.
 * @module
 */

import type { Mail } from "../holdout_kit.ts";

const WD = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"];
const MO = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];
const p2 = (n: number) => String(n).padStart(2, "0");

/** An RFC 2822 date; the zone defaults to Eastern European time (summer until 25 October 2026). */
function at(m: number, d: number, hh: number, mm: number, zone?: string): string {
  const wd = WD[new Date(Date.UTC(2026, m - 1, d)).getUTCDay()];
  const tz = zone ?? (m < 10 || (m === 10 && d < 25) ? "+0300" : "+0200");
  return `${wd}, ${d} ${MO[m - 1]} 2026 ${p2(hh)}:${p2(mm)}:${p2((hh * 7 + mm * 13) % 60)} ${tz}`;
}

const IOAN = "Ioan Mureșan <ioan.muresan1954@inbox.example>";
const ILONA = "Mureșan Ilona <ilona.muresan.kv@inbox.example>";

// ---------------------------------------------------------------- Carpatina pension fund

function carpatina(pre: string, body: string): string {
  return `<!DOCTYPE html>
<html lang="ro"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">
<title>Carpatina Pensii</title></head>
<body style="margin:0;padding:0;background:#eef1f4;">
<div style="display:none;max-height:0;overflow:hidden;color:#eef1f4;">${pre}</div>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" bgcolor="#eef1f4">
<tr><td align="center" style="padding:24px 8px;">
  <table role="presentation" width="600" cellpadding="0" cellspacing="0" border="0" style="background:#ffffff;border-top:4px solid #1d5c46;">
    <tr><td style="padding:20px 28px;">
      <img src="https://static.carpatinapensii.ro/mail/logo-carpatina-2x.png" width="170" height="40" alt="Carpatina Pensii">
    </td></tr>
    <tr><td style="padding:4px 28px 24px 28px;font-family:Georgia,serif;font-size:15px;line-height:23px;color:#29323a;">
${body}
    </td></tr>
    <tr><td style="padding:18px 28px;background:#f6f7f8;font-family:Arial,sans-serif;font-size:11px;line-height:16px;color:#7b858e;">
      Carpatina Pensii S.A. – Societate de administrare a fondurilor de pensii private<br>
      Str. Avram Iancu nr. 14, 400089 Cluj-Napoca · CUI 18463310 · Nr. ASF SAP-RO-0092<br>
      Linia clienți: 0264 405 900 (luni–vineri, 8:30–17:00)<br>
      <a href="https://www.carpatinapensii.ro/confidentialitate" style="color:#1d5c46;">Politica de confidențialitate</a> ·
      <a href="https://www.carpatinapensii.ro/contact" style="color:#1d5c46;">Contact</a> ·
      <a href="https://www.carpatinapensii.ro/cont/preferinte-email" style="color:#1d5c46;">Preferințe e-mail</a>
    </td></tr>
  </table>
</td></tr></table>
</body></html>`;
}

// ---------------------------------------------------------------- Banca Târnava

function tarnava(body: string): string {
  return `<html><head><meta http-equiv="Content-Type" content="text/html; charset=utf-8"></head>
<body style="font-family:Tahoma,Verdana,sans-serif;font-size:13px;color:#222;background:#ffffff;">
<table width="640" cellpadding="0" cellspacing="0" border="0" align="center">
<tr><td bgcolor="#7a1f2b" style="padding:14px 20px;"><img src="https://www.bancatarnava.ro/img/email/antet.gif" alt="Banca Târnava" width="150" height="32" border="0"></td></tr>
<tr><td style="padding:22px 20px;border-left:1px solid #ddd;border-right:1px solid #ddd;">
${body}
</td></tr>
<tr><td style="padding:12px 20px;border:1px solid #ddd;border-top:none;font-size:11px;color:#777;background:#fafafa;">
Acest mesaj a fost generat automat. Vă rugăm nu răspundeți la această adresă.<br>
Banca Târnava S.A., Piața Trandafirilor 9, Târgu Mureș 540049 · Call Center: *2277 sau 0265 202 277<br>
Banca Târnava nu vă va solicita niciodată prin e-mail parole, coduri PIN sau coduri de autorizare.<br>
<a href="https://www.bancatarnava.ro/securitate" style="color:#7a1f2b;">Sfaturi de securitate</a> | <a href="https://www.bancatarnava.ro/gdpr" style="color:#7a1f2b;">Protecția datelor</a>
</td></tr></table>
</body></html>`;
}

// ---------------------------------------------------------------- Alföld Takarék

function alfold(body: string): string {
  return `<!doctype html><html lang="hu"><head><meta charset="utf-8"><title>Alföld Takarék</title>
<style>a{color:#00609c} @media (max-width:620px){.wrap{width:100%!important}}</style></head>
<body style="margin:0;background:#f2f4f7;">
<center>
<table class="wrap" width="600" cellspacing="0" cellpadding="0" style="background:#fff;margin:20px auto;font-family:'Segoe UI',Arial,sans-serif;color:#1f2a33;">
<tr><td style="padding:18px 24px;border-bottom:3px solid #f4a300;"><img src="https://kep.alfoldtakarek.hu/hirlevel/logo.png" alt="ALFÖLD TAKARÉK" width="160"></td></tr>
<tr><td style="padding:24px;font-size:15px;line-height:22px;">
${body}
</td></tr>
<tr><td style="padding:16px 24px;font-size:11px;line-height:16px;color:#6b7782;background:#f7f8fa;">
Alföld Takarék Zrt. · 6720 Szeged, Kárász utca 11. · Telefonos ügyfélszolgálat: +36 62 555 400 (0–24 óra)<br>
Ezt az üzenetet automatikusan küldtük, kérjük, ne válaszoljon rá. Bankunk soha nem kéri e-mailben jelszavát vagy kártyaadatait.<br>
<a href="https://www.alfoldtakarek.hu/adatvedelem">Adatvédelem</a> · <a href="https://www.alfoldtakarek.hu/biztonsag">Biztonságos bankolás</a> · © 2026 Alföld Takarék
</td></tr></table>
</center></body></html>`;
}

// ---------------------------------------------------------------- Farmacia Salvia

function salvia(pre: string, body: string): string {
  return `<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Transitional//EN" "http://www.w3.org/TR/xhtml1/DTD/xhtml1-transitional.dtd">
<html xmlns="http://www.w3.org/1999/xhtml"><head><meta http-equiv="Content-Type" content="text/html; charset=UTF-8" />
<meta name="viewport" content="width=device-width, initial-scale=1.0" /><title>Farmacia Salvia</title></head>
<body style="margin:0;padding:0;background-color:#f0f7f2;">
<div style="display:none;font-size:1px;line-height:1px;max-height:0;max-width:0;opacity:0;overflow:hidden;">${pre}&nbsp;&zwnj;&nbsp;&zwnj;&nbsp;&zwnj;</div>
<table border="0" cellpadding="0" cellspacing="0" width="100%" bgcolor="#f0f7f2"><tr><td align="center" valign="top" style="padding:16px;">
<table border="0" cellpadding="0" cellspacing="0" width="600" style="background:#ffffff;border-radius:10px;overflow:hidden;">
<tr><td align="center" style="padding:22px;background:#3f8f5a;"><a href="https://em.farmaciasalvia.ro/c/eJwVjEEOgjAQRE_DHUklTbnUgyZXvAcJvUKu9q4BXqw?t=logo"><img src="https://cdn.farmaciasalvia.ro/email/salvia-logo-alb.png" width="180" alt="Farmacia Salvia" style="display:block;border:0;" /></a></td></tr>
<tr><td style="padding:26px 30px;font-family:Verdana,Geneva,sans-serif;font-size:14px;line-height:22px;color:#2e3b33;">
${body}
</td></tr>
<tr><td style="padding:20px 30px;background:#f7faf8;font-family:Verdana,sans-serif;font-size:11px;line-height:17px;color:#839088;text-align:center;">
<a href="https://www.facebook.com/farmaciasalvia"><img src="https://cdn.farmaciasalvia.ro/email/fb.png" width="24" alt="Facebook" /></a>&nbsp;
<a href="https://www.instagram.com/farmaciasalvia"><img src="https://cdn.farmaciasalvia.ro/email/ig.png" width="24" alt="Instagram" /></a><br />
Salvia Farm S.R.L. · Bd. 21 Decembrie 1989 nr. 77, Cluj-Napoca 400124 · J12/3381/2004<br />
Comenzi telefonice: 0372 128 128 · <a href="https://www.farmaciasalvia.ro/termeni" style="color:#839088;">Termeni și condiții</a> · <a href="https://www.farmaciasalvia.ro/confidentialitate" style="color:#839088;">Confidențialitate</a><br />
© 2026 Farmacia Salvia. Informațiile din acest e-mail nu înlocuiesc sfatul medicului sau al farmacistului.
</td></tr></table></td></tr></table></body></html>`;
}

// ---------------------------------------------------------------- Orizont Mobil

function orizont(pre: string, body: string): string {
  return `<!doctype html>
<html lang="ro"><head><meta charset="utf-8"><meta name="x-apple-disable-message-reformatting">
<style>body{margin:0}.btn:hover{background:#c2410c!important}</style></head>
<body style="margin:0;background:#fff7ed;">
<div style="display:none;overflow:hidden;max-height:0;">${pre}</div>
<table role="presentation" width="100%" cellspacing="0" cellpadding="0"><tr><td align="center">
<table role="presentation" width="600" cellspacing="0" cellpadding="0" style="font-family:'Trebuchet MS',Arial,sans-serif;">
<tr><td style="padding:18px 20px;"><table width="100%"><tr>
<td><img src="https://img.orizontmobil.ro/newsletter/orizont-logo.png" width="128" alt="orizont"></td>
<td align="right" style="font-size:12px;color:#9a6b43;"><a href="https://www.orizontmobil.ro/contul-meu?utm_source=email&amp;utm_medium=header" style="color:#9a6b43;">Contul meu</a></td>
</tr></table></td></tr>
<tr><td style="background:#ffffff;border-radius:12px;padding:28px 30px;font-size:15px;line-height:23px;color:#292524;">
${body}
</td></tr>
<tr><td style="padding:22px 20px;font-size:11px;line-height:16px;color:#a8a29e;text-align:center;">
Orizont Mobil S.A., Bd. Iuliu Maniu 7, București 061072 · Serviciul Clienți: 1888 (gratuit din rețea) sau 0770 188 800<br>
<a href="https://apps.apple.com/ro/app/orizont/id1533302211"><img src="https://img.orizontmobil.ro/newsletter/badge-appstore.png" alt="App Store" height="32"></a>
<a href="https://play.google.com/store/apps/details?id=ro.orizont.selfcare"><img src="https://img.orizontmobil.ro/newsletter/badge-googleplay.png" alt="Google Play" height="32"></a><br>
<a href="https://www.orizontmobil.ro/legal/confidentialitate" style="color:#a8a29e;">Confidențialitate</a> · <a href="https://www.orizontmobil.ro/legal/termeni" style="color:#a8a29e;">Termeni</a> · © 2026 Orizont
</td></tr></table></td></tr></table></body></html>`;
}

// ---------------------------------------------------------------- TelliCall

function telli(pre: string, body: string): string {
  return `<!DOCTYPE html>
<html><head><meta charset="UTF-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>TelliCall</title>
<style>@media only screen and (max-width:480px){.card{padding:20px!important}}</style></head>
<body style="margin:0;padding:0;background:#f6f5fb;">
<span style="display:none!important;visibility:hidden;opacity:0;height:0;width:0;">${pre}</span>
<table role="presentation" border="0" cellpadding="0" cellspacing="0" width="100%"><tr><td align="center" style="padding:32px 12px;">
<table role="presentation" border="0" cellpadding="0" cellspacing="0" width="480">
<tr><td align="center" style="padding-bottom:20px;"><img src="https://assets.tellicall.app/email/wordmark@2x.png" width="124" alt="TelliCall"></td></tr>
<tr><td class="card" style="background:#ffffff;border-radius:16px;padding:36px;font-family:-apple-system,BlinkMacSystemFont,'Segoe UI',Roboto,Helvetica,Arial,sans-serif;font-size:16px;line-height:24px;color:#1e1b2e;">
${body}
</td></tr>
<tr><td align="center" style="padding:24px 12px;font-family:-apple-system,Helvetica,Arial,sans-serif;font-size:12px;line-height:18px;color:#8d8aa0;">
TelliCall Ltd, 3rd Floor, 21 Leonard Street, London EC2A 4DP, UK<br>
<a href="https://tellicall.app/help" style="color:#8d8aa0;">Help Centre</a> · <a href="https://tellicall.app/privacy" style="color:#8d8aa0;">Privacy</a> · <a href="https://tellicall.app/terms" style="color:#8d8aa0;">Terms</a>
</td></tr></table></td></tr></table></body></html>`;
}

// ---------------------------------------------------------------- Albumlane

function albumlane(pre: string, body: string, unsub: string): string {
  return `<html><head><meta charset="utf-8"></head>
<body style="margin:0;background:#111418;">
<div style="display:none;max-height:0;overflow:hidden;">${pre}</div>
<table width="100%" cellpadding="0" cellspacing="0" bgcolor="#111418"><tr><td align="center" style="padding:28px 10px;">
<table width="560" cellpadding="0" cellspacing="0" style="background:#1b1f25;border-radius:12px;font-family:'Helvetica Neue',Arial,sans-serif;color:#e9edf2;">
<tr><td style="padding:22px 28px 0;"><img src="https://static.albumlane.com/mail/albumlane-logo-light.png" width="110" alt="Albumlane"></td></tr>
<tr><td style="padding:18px 28px 28px;font-size:15px;line-height:23px;">
${body}
</td></tr></table>
<table width="560" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:18px;font-family:Arial,sans-serif;font-size:11px;line-height:17px;color:#6f7782;">
Albumlane, Inc. · 548 Market St #61210, San Francisco, CA 94104<br>
<a href="https://albumlane.com/privacy" style="color:#6f7782;">Privacy</a> · <a href="${unsub}" style="color:#6f7782;">Email settings</a> ·
<a href="https://apps.apple.com/app/albumlane/id1609921184" style="color:#6f7782;">iPhone app</a> · <a href="https://play.google.com/store/apps/details?id=com.albumlane.android" style="color:#6f7782;">Android app</a>
</td></tr></table>
</td></tr></table></body></html>`;
}

// ---------------------------------------------------------------- Szamosparti Hírlap

function hirlap(body: string): string {
  return `<html lang="hu"><head><meta charset="utf-8"><title>Szamosparti Hírlap</title></head>
<body style="margin:0;background:#faf8f3;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:20px 8px;">
<table width="600" cellpadding="0" cellspacing="0" style="background:#fff;border:1px solid #e8e2d4;">
<tr><td align="center" style="padding:18px;border-bottom:2px solid #111;font-family:Georgia,'Times New Roman',serif;font-size:30px;letter-spacing:1px;color:#111;">Szamosparti Hírlap</td></tr>
<tr><td style="padding:24px 28px;font-family:Georgia,serif;font-size:15px;line-height:23px;color:#222;">
${body}
</td></tr>
<tr><td style="padding:16px 28px;background:#f4f1ea;font-family:Arial,sans-serif;font-size:11px;line-height:16px;color:#857d6c;">
Szamosparti Hírlap Kft. · 400117 Kolozsvár/Cluj-Napoca, Str. Memorandumului 9 · Előfizetői szolgálat: +40 264 590 211<br>
<a href="https://www.szamosparti.ro/adatvedelem" style="color:#857d6c;">Adatvédelem</a> · <a href="https://www.szamosparti.ro/elofizetes/beallitasok" style="color:#857d6c;">Hírlevél-beállítások</a> · © 2026
</td></tr></table></td></tr></table></body></html>`;
}

export const mails: Mail[] = [
  // 1 — pension fund: yearly statement, PDF attached
  {
    family: "carpatina-pensii",
    group: "regional",
    lang: "ro",
    kind: "statement",
    code: null,
    link: null,
    from: "Carpatina Pensii <informare@carpatinapensii.ro>",
    to: IOAN,
    subject: "Situația contului dumneavoastră de pensie privată – anul 2025",
    date: at(9, 15, 10, 4),
    enc: "qp",
    text: `Stimate domnule Ioan Mureșan,

Conform legislației în vigoare, vă transmitem în atașament situația anuală a contului dumneavoastră
la Fondul de Pensii Administrat Privat Carpatina, pentru perioada 01.01.2025 – 31.12.2025.

Pe scurt:
  Cod participant:                 CPN-0418837
  Valoarea activului personal:     38.412,57 lei
  Contribuții virate în 2025:      0,00 lei (beneficiar de pensie din 2019)
  Număr de unități de fond:        1.402,3318
  Valoarea unității la 31.12.2025: 27,3916 lei

Documentul PDF este protejat cu parolă: primele 6 cifre ale CNP-ului dumneavoastră.

Pentru întrebări ne puteți contacta la 0264 405 900 sau la informare@carpatinapensii.ro.

Cu stimă,
Echipa Carpatina Pensii
Str. Avram Iancu nr. 14, 400089 Cluj-Napoca
`,
    html: carpatina(
      "Situația anuală a contului dvs. este atașată acestui e-mail.",
      `<p>Stimate domnule Ioan Mureșan,</p>
<p>Conform legislației în vigoare, vă transmitem în atașament situația anuală a contului dumneavoastră la Fondul de Pensii Administrat Privat Carpatina, pentru perioada <b>01.01.2025 – 31.12.2025</b>.</p>
<table cellpadding="6" cellspacing="0" border="0" style="border-collapse:collapse;font-family:Arial,sans-serif;font-size:13px;width:100%;">
<tr style="background:#f1f5f3;"><td>Cod participant</td><td align="right"><b>CPN-0418837</b></td></tr>
<tr><td>Valoarea activului personal</td><td align="right"><b>38.412,57 lei</b></td></tr>
<tr style="background:#f1f5f3;"><td>Contribuții virate în 2025</td><td align="right">0,00 lei</td></tr>
<tr><td>Număr de unități de fond</td><td align="right">1.402,3318</td></tr>
<tr style="background:#f1f5f3;"><td>Valoarea unității la 31.12.2025</td><td align="right">27,3916 lei</td></tr>
</table>
<p style="font-size:13px;color:#5a636b;">Documentul PDF este protejat cu parolă: primele 6 cifre ale CNP-ului dumneavoastră.</p>
<p>Cu stimă,<br>Echipa Carpatina Pensii</p>`,
    ),
    attachment: [
      "Situatie_anuala_2025_CPN-0418837.pdf",
      "application/pdf",
      "%PDF-1.4\n% Carpatina Pensii - situatie anuala 2025\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n",
    ],
  },
  // 2 — pension fund: sign-in code for the online account
  {
    family: "carpatina-pensii",
    group: "regional",
    lang: "ro",
    kind: "login-code",
    code: "604218",
    link: null,
    from: "Carpatina Pensii <cont-online@carpatinapensii.ro>",
    to: IOAN,
    subject: "Codul de acces pentru Contul meu Carpatina",
    date: at(9, 22, 18, 41),
    enc: "b64",
    text: `Bună ziua,

Ați solicitat accesul în Contul meu Carpatina de pe un dispozitiv nou.

Codul dumneavoastră de acces este: 604 218

Codul este valabil 10 minute și poate fi folosit o singură dată. Nu îl comunicați nimănui,
nici angajaților Carpatina Pensii.

Dacă nu ați încercat să vă autentificați, vă rugăm să ne sunați la 0264 405 900.

Echipa Carpatina Pensii
`,
    html: carpatina(
      "Codul de acces este valabil 10 minute.",
      `<p>Bună ziua,</p>
<p>Ați solicitat accesul în <b>Contul meu Carpatina</b> de pe un dispozitiv nou. Introduceți codul de mai jos în pagina de autentificare:</p>
<table role="presentation" cellpadding="0" cellspacing="0" border="0" align="center" style="margin:18px auto;">
<tr><td style="background:#f1f5f3;border:1px dashed #1d5c46;padding:14px 30px;font-family:'Courier New',monospace;font-size:30px;letter-spacing:8px;color:#1d5c46;font-weight:bold;">604 218</td></tr>
</table>
<p style="font-size:13px;">Codul este valabil <b>10 minute</b> și poate fi folosit o singură dată. Nu îl comunicați nimănui, nici angajaților Carpatina Pensii.</p>
<p style="font-size:13px;color:#5a636b;">Dacă nu ați încercat să vă autentificați, vă rugăm să ne sunați la 0264 405 900.</p>`,
    ),
  },
  // 3 — pension fund: quarterly newsletter about returns
  {
    family: "carpatina-pensii",
    group: "regional",
    lang: "ro",
    kind: "newsletter",
    code: null,
    link: null,
    from: "Carpatina Pensii <noutati@carpatinapensii.ro>",
    to: IOAN,
    subject: "Carpatina Info, toamna 2026: randamentul fondului în trimestrul III",
    date: at(10, 20, 9, 15),
    enc: "qp",
    text: `CARPATINA INFO – toamna 2026

Randamentul fondului în trimestrul III: +1,84 %
Randament anualizat pe ultimii 5 ani: 6,12 %
Structura portofoliului: 64 % titluri de stat, 27 % acțiuni, 9 % depozite și alte instrumente

Ce se schimbă din 1 ianuarie 2027?
Plata eșalonată a activului personal devine posibilă pe o perioadă de până la 8 ani.
Citiți mai mult: https://www.carpatinapensii.ro/noutati/plata-esalonata-2027?utm_source=newsletter&utm_medium=email&utm_campaign=toamna26

Întâlniri cu participanții: Cluj-Napoca (12 noiembrie), Bistrița (19 noiembrie), Baia Mare (26 noiembrie).

Nu mai doriți acest buletin? https://www.carpatinapensii.ro/dezabonare?u=4f18a20c
`,
    html: carpatina(
      "Randamentul fondului în trimestrul III: +1,84 %",
      `<h2 style="font-family:Georgia,serif;font-size:21px;color:#1d5c46;margin:0 0 12px;">Carpatina Info · toamna 2026</h2>
<table width="100%" cellpadding="0" cellspacing="0"><tr>
<td width="33%" align="center" style="padding:10px;background:#f1f5f3;"><div style="font-size:26px;color:#1d5c46;"><b>+1,84 %</b></div><div style="font-size:11px;">randament trim. III</div></td>
<td width="33%" align="center" style="padding:10px;"><div style="font-size:26px;color:#1d5c46;"><b>6,12 %</b></div><div style="font-size:11px;">anualizat, 5 ani</div></td>
<td width="33%" align="center" style="padding:10px;background:#f1f5f3;"><div style="font-size:26px;color:#1d5c46;"><b>64 %</b></div><div style="font-size:11px;">titluri de stat</div></td>
</tr></table>
<h3 style="font-size:16px;margin:20px 0 6px;">Ce se schimbă din 1 ianuarie 2027?</h3>
<p>Plata eșalonată a activului personal devine posibilă pe o perioadă de până la 8 ani. <a href="https://www.carpatinapensii.ro/noutati/plata-esalonata-2027?utm_source=newsletter&amp;utm_medium=email&amp;utm_campaign=toamna26" style="color:#1d5c46;">Citiți mai mult »</a></p>
<h3 style="font-size:16px;margin:20px 0 6px;">Întâlniri cu participanții</h3>
<p>Cluj-Napoca – 12 noiembrie · Bistrița – 19 noiembrie · Baia Mare – 26 noiembrie, ora 10:00.</p>
<p style="font-size:12px;"><a href="https://www.carpatinapensii.ro/dezabonare?u=4f18a20c" style="color:#7b858e;">Dezabonare</a></p>`,
    ),
  },

  // 4 — Banca Târnava: 3-D Secure authorisation code
  {
    family: "banca-tarnava",
    group: "regional",
    lang: "ro",
    kind: "payment-code",
    code: "73910254",
    link: null,
    from: "Banca Tarnava <notificari@bancatarnava.ro>",
    to: IOAN,
    subject: "Cod de autorizare plată online",
    date: at(9, 18, 11, 27),
    enc: "8bit",
    text: `Stimate client,

Pentru plata online de 214,90 RON la comerciantul SEMINTERIA VERDE SRL,
cu cardul Visa Classic •••• 4821, introduceți codul de autorizare:

73910254

Codul este valabil 5 minute. Dacă nu ați inițiat această plată, nu introduceți
codul și contactați imediat Call Center-ul la *2277.

Banca Târnava
`,
    html: tarnava(`<p>Stimate client,</p>
<p>Pentru plata online de mai jos introduceți codul de autorizare în pagina deschisă de comerciant.</p>
<table cellpadding="5" cellspacing="0" border="0" style="font-size:13px;margin:10px 0;">
<tr><td style="color:#777;">Comerciant:</td><td><b>SEMINTERIA VERDE SRL</b></td></tr>
<tr><td style="color:#777;">Sumă:</td><td><b>214,90 RON</b></td></tr>
<tr><td style="color:#777;">Card:</td><td>Visa Classic •••• 4821</td></tr>
<tr><td style="color:#777;">Data:</td><td>18.09.2026, 11:27</td></tr>
</table>
<p style="margin:18px 0 6px;">Cod de autorizare:</p>
<p style="font-size:26px;font-weight:bold;color:#7a1f2b;letter-spacing:3px;margin:0 0 18px;">73910254</p>
<p>Codul este valabil 5 minute. Dacă nu ați inițiat această plată, nu introduceți codul și contactați imediat Call Center-ul la *2277.</p>`),
  },
  // 5 — Banca Târnava: monthly statement available
  {
    family: "banca-tarnava",
    group: "regional",
    lang: "ro",
    kind: "statement",
    code: null,
    link: null,
    from: "Banca Tarnava <extrase@bancatarnava.ro>",
    to: IOAN,
    subject: "Extrasul de cont pentru septembrie 2026 este disponibil",
    date: at(10, 2, 6, 12),
    enc: "qp",
    text: `Stimate domnule Mureșan,

Extrasul de cont pentru luna septembrie 2026 aferent contului RO49 TARN 0000 0004 1883 7001
este disponibil în aplicația Târnava Mobil și în Internet Banking, secțiunea Extrase.

Sold inițial (01.09.2026):  6.118,42 RON
Total încasări:              3.245,00 RON
Total plăți:                 2.870,16 RON
Sold final (30.09.2026):    6.493,26 RON

Vă mulțumim că sunteți clientul nostru.
Banca Târnava
`,
    html: tarnava(`<p>Stimate domnule Mureșan,</p>
<p>Extrasul de cont pentru luna <b>septembrie 2026</b> aferent contului RO49 TARN 0000 0004 1883 7001 este disponibil în aplicația Târnava Mobil și în Internet Banking, secțiunea <i>Extrase</i>.</p>
<table cellpadding="6" cellspacing="0" border="1" style="border-collapse:collapse;border-color:#e2e2e2;font-size:13px;">
<tr><td>Sold inițial (01.09.2026)</td><td align="right">6.118,42 RON</td></tr>
<tr><td>Total încasări</td><td align="right">3.245,00 RON</td></tr>
<tr><td>Total plăți</td><td align="right">2.870,16 RON</td></tr>
<tr><td><b>Sold final (30.09.2026)</b></td><td align="right"><b>6.493,26 RON</b></td></tr>
</table>
<p style="margin-top:16px;">Vă mulțumim că sunteți clientul nostru.</p>
<p><a href="https://apps.apple.com/ro/app/tarnava-mobil/id1482210937"><img src="https://www.bancatarnava.ro/img/email/app-store-ro.png" alt="Descarcă din App Store" width="120"></a>
<a href="https://play.google.com/store/apps/details?id=ro.bancatarnava.mobil"><img src="https://www.bancatarnava.ro/img/email/google-play-ro.png" alt="Disponibil pe Google Play" width="134"></a></p>`),
  },
  // 6 — Banca Târnava: new device notice, text only
  {
    family: "banca-tarnava",
    group: "regional",
    lang: "ro",
    kind: "security-alert",
    code: null,
    link: null,
    from: "Banca Tarnava <securitate@bancatarnava.ro>",
    to: IOAN,
    subject: "Autentificare nouă în Târnava Mobil",
    date: at(10, 29, 20, 3),
    enc: "8bit",
    text: `Stimate client,

Aplicația Târnava Mobil a fost activată pe un dispozitiv nou:

  Dispozitiv: Samsung Galaxy A35
  Data și ora: 29.10.2026, 20:02
  Localitate aproximativă: Chișinău, Republica Moldova

Dacă ați fost dumneavoastră, nu trebuie să faceți nimic.
Dacă nu recunoașteți această activare, sunați imediat la *2277 (din rețelele din România)
sau +40 265 202 277 (din străinătate) pentru blocarea accesului.

Banca Târnava S.A.
Piața Trandafirilor 9, Târgu Mureș
`,
    html: null,
  },

  // 7 — Alföld Takarék: sign-in confirmation code with a prefix
  {
    family: "alfold-takarek",
    group: "regional",
    lang: "hu",
    kind: "login-code",
    code: "K-583920",
    code_digits: "583920",
    link: null,
    from: "Alföld Takarék NetBank <netbank@alfoldtakarek.hu>",
    to: ILONA,
    subject: "NetBank belépési kód",
    date: at(9, 16, 8, 52, "+0200"),
    enc: "qp",
    text: `Kedves Mureșan Ilona!

Az Alföld Takarék NetBankba történő belépéshez az alábbi egyszer használatos kódot kérjük megadni:

K-583920

A kód 3 percig érvényes. Ha nem Ön próbált belépni, kérjük, hívja ügyfélszolgálatunkat:
+36 62 555 400.

Üdvözlettel:
Alföld Takarék Zrt.
`,
    html: alfold(`<p>Kedves Mureșan Ilona!</p>
<p>Az Alföld Takarék NetBankba történő belépéshez az alábbi egyszer használatos kódot kérjük megadni:</p>
<div style="margin:20px 0;padding:16px;text-align:center;background:#fff7e6;border:1px solid #f4a300;border-radius:6px;">
<span style="font-size:13px;color:#6b7782;">Belépési kód</span><br>
<span style="font-size:28px;font-weight:700;letter-spacing:2px;color:#1f2a33;">K-583920</span>
</div>
<p>A kód <b>3 percig</b> érvényes. Ha nem Ön próbált belépni, kérjük, hívja ügyfélszolgálatunkat: +36 62 555 400.</p>
<p>Üdvözlettel:<br>Alföld Takarék Zrt.</p>`),
  },
  // 8 — Alföld Takarék: account statement
  {
    family: "alfold-takarek",
    group: "regional",
    lang: "hu",
    kind: "statement",
    code: null,
    link: null,
    from: "Alföld Takarék <kivonat@alfoldtakarek.hu>",
    to: ILONA,
    subject: "Elkészült 2026. szeptemberi számlakivonata",
    date: at(10, 3, 5, 30, "+0200"),
    enc: "b64",
    text: `Kedves Ügyfelünk!

Tájékoztatjuk, hogy a(z) 11773016-20418837-00000000 számú bankszámlájához tartozó
2026. szeptemberi számlakivonat elkészült, és elérhető a NetBankban a Kivonatok menüpontban.

Záró egyenleg (2026.09.30.): 412 380 Ft
Havi számlavezetési díj: 990 Ft

A nyugdíjfolyósítás várható dátuma októberben: 2026.10.12.

Üdvözlettel:
Alföld Takarék Zrt.
`,
    html: alfold(`<p>Kedves Ügyfelünk!</p>
<p>Tájékoztatjuk, hogy a(z) <b>11773016-20418837-00000000</b> számú bankszámlájához tartozó 2026. szeptemberi számlakivonat elkészült, és elérhető a NetBankban a <i>Kivonatok</i> menüpontban.</p>
<table width="100%" cellpadding="8" cellspacing="0" style="border-collapse:collapse;font-size:14px;">
<tr style="border-bottom:1px solid #e5e8eb;"><td>Záró egyenleg (2026.09.30.)</td><td align="right"><b>412 380 Ft</b></td></tr>
<tr style="border-bottom:1px solid #e5e8eb;"><td>Havi számlavezetési díj</td><td align="right">990 Ft</td></tr>
<tr><td>A nyugdíjfolyósítás várható dátuma októberben</td><td align="right">2026.10.12.</td></tr>
</table>
<p>Üdvözlettel:<br>Alföld Takarék Zrt.</p>`),
  },
  // 9 — Moldovan bank: transfer confirmation code, Russian, text only
  {
    family: "banca-prutului",
    group: "regional",
    lang: "ru",
    kind: "transfer-code",
    code: "441792",
    link: null,
    from: "Banca Prutului <no-reply@bancaprutului.md>",
    to: IOAN,
    subject: "Код подтверждения перевода",
    date: at(9, 24, 14, 6),
    enc: "8bit",
    text: `Уважаемый клиент,

Вы инициировали перевод в системе PrutOnline:

  Получатель: Мурешан Андрей
  Счёт получателя: MD24 PR00 0022 5108 1044 7310
  Сумма: 2 500,00 MDL
  Комиссия: 15,00 MDL

Код подтверждения: 4417 92

Никому не сообщайте этот код, в том числе сотрудникам банка.
Код действителен 300 секунд.

Если вы не совершали эту операцию, позвоните по номеру 022 270 700 или *7070.

--
Banca Prutului S.A.
MD-2012, Chișinău, str. Alexandru cel Bun 51
`,
    html: null,
  },
  // 10 — Moldovan bank: new tariffs notice, Romanian
  {
    family: "banca-prutului",
    group: "regional",
    lang: "ro",
    kind: "tariff-notice",
    code: null,
    link: null,
    from: "Banca Prutului <informare@bancaprutului.md>",
    to: IOAN,
    subject: "Modificarea tarifelor pentru deservirea conturilor de la 1 decembrie 2026",
    date: at(10, 30, 10, 0),
    enc: "qp",
    text: `Stimate client,

Vă informăm că începând cu 1 decembrie 2026 se modifică unele comisioane pentru persoanele fizice:

- deservirea lunară a contului curent: 10 MDL (anterior 8 MDL);
- retragerea numerarului de la bancomatele altor bănci din Republica Moldova: 0,8 %, min. 8 MDL;
- transferuri instant prin MIA: fără comision până la 10 000 MDL pe lună.

Pentru beneficiarii de pensii care primesc pensia pe card Prut Senior, deservirea rămâne gratuită.

Lista completă a tarifelor: https://www.bancaprutului.md/tarife/persoane-fizice-2026-12

Dacă nu sunteți de acord cu noile condiții, puteți rezilia contractul fără costuri până la 30.11.2026.

Cu respect,
Banca Prutului S.A.
Info-linie: 022 270 700
`,
    html: `<html><body style="margin:0;background:#f4f6f5;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center">
<table width="580" cellpadding="0" cellspacing="0" style="background:#fff;font-family:Arial,Helvetica,sans-serif;color:#333;font-size:14px;line-height:21px;">
<tr><td style="background:#0b6e4f;padding:16px 24px;color:#fff;font-size:18px;font-weight:bold;">Banca Prutului</td></tr>
<tr><td style="padding:24px;">
<p>Stimate client,</p>
<p>Vă informăm că începând cu <b>1 decembrie 2026</b> se modifică unele comisioane pentru persoanele fizice:</p>
<ul>
<li>deservirea lunară a contului curent: <b>10 MDL</b> (anterior 8 MDL);</li>
<li>retragerea numerarului de la bancomatele altor bănci din Republica Moldova: 0,8 %, min. 8 MDL;</li>
<li>transferuri instant prin MIA: fără comision până la 10 000 MDL pe lună.</li>
</ul>
<p>Pentru beneficiarii de pensii care primesc pensia pe card <b>Prut Senior</b>, deservirea rămâne gratuită.</p>
<p><a href="https://www.bancaprutului.md/tarife/persoane-fizice-2026-12" style="color:#0b6e4f;">Lista completă a tarifelor</a></p>
<p>Dacă nu sunteți de acord cu noile condiții, puteți rezilia contractul fără costuri până la 30.11.2026.</p>
<p>Cu respect,<br>Banca Prutului S.A.</p>
</td></tr>
<tr><td style="padding:14px 24px;background:#eef3f1;font-size:11px;color:#777;">Info-linie: 022 270 700 · MD-2012, Chișinău, str. Alexandru cel Bun 51 · Licența BNM nr. 004512</td></tr>
</table></td></tr></table></body></html>`,
  },

  // 11 — Ukrainian bank: code to confirm a phone-number change
  {
    family: "karpaty-kredyt-bank",
    group: "regional",
    lang: "uk",
    kind: "confirm-code",
    code: "305611",
    link: null,
    from: "Карпати Кредит Банк <info@karpatykredyt.ua>",
    to: IOAN,
    subject: "Підтвердження зміни номера телефону",
    date: at(10, 7, 16, 33),
    enc: "b64",
    text: `Шановний Іване Мурешане!

Ви подали запит на зміну фінансового номера телефону в застосунку «Карпати Онлайн».
Новий номер: +380 67 ••• •• 18

Для підтвердження введіть у застосунку код: 305 611

Код дійсний 15 хвилин. Працівники банку ніколи не запитують цей код.
Якщо ви не подавали запит, зателефонуйте на гарячу лінію 0 800 30 72 72 (безкоштовно).

АТ «Карпати Кредит Банк», 88000, м. Ужгород, пл. Театральна, 4
`,
    html: `<!DOCTYPE html><html lang="uk"><head><meta charset="utf-8"></head>
<body style="margin:0;padding:0;background:#f5f5f0;">
<span style="display:none;font-size:1px;color:#f5f5f0;">Код дійсний 15 хвилин</span>
<table width="100%" cellpadding="0" cellspacing="0" border="0"><tr><td align="center" style="padding:20px 0;">
<table width="560" cellpadding="0" cellspacing="0" border="0" style="background:#ffffff;border-radius:8px;font-family:Roboto,Arial,sans-serif;">
<tr><td style="padding:22px 28px 8px;"><img src="https://karpatykredyt.ua/static/mail/kkb-logo.png" alt="Карпати Кредит Банк" width="140"></td></tr>
<tr><td style="padding:8px 28px;font-size:15px;line-height:22px;color:#202124;">
<p>Шановний Іване Мурешане!</p>
<p>Ви подали запит на зміну фінансового номера телефону в застосунку «Карпати Онлайн». Новий номер: <b>+380 67 ••• •• 18</b></p>
<p>Для підтвердження введіть у застосунку код:</p>
<table cellpadding="0" cellspacing="6" border="0" style="margin:6px 0 14px;"><tr>
<td style="width:40px;height:48px;text-align:center;font-size:26px;font-weight:bold;background:#eaf2e3;border-radius:4px;">3</td>
<td style="width:40px;height:48px;text-align:center;font-size:26px;font-weight:bold;background:#eaf2e3;border-radius:4px;">0</td>
<td style="width:40px;height:48px;text-align:center;font-size:26px;font-weight:bold;background:#eaf2e3;border-radius:4px;">5</td>
<td style="width:40px;height:48px;text-align:center;font-size:26px;font-weight:bold;background:#eaf2e3;border-radius:4px;">6</td>
<td style="width:40px;height:48px;text-align:center;font-size:26px;font-weight:bold;background:#eaf2e3;border-radius:4px;">1</td>
<td style="width:40px;height:48px;text-align:center;font-size:26px;font-weight:bold;background:#eaf2e3;border-radius:4px;">1</td>
</tr></table>
<p style="font-size:13px;color:#5f6368;">Код дійсний 15 хвилин. Працівники банку ніколи не запитують цей код. Якщо ви не подавали запит, зателефонуйте на гарячу лінію <b>0 800 30 72 72</b> (безкоштовно).</p>
</td></tr>
<tr><td style="padding:16px 28px;border-top:1px solid #eee;font-size:11px;color:#9aa0a6;">АТ «Карпати Кредит Банк», 88000, м. Ужгород, пл. Театральна, 4 · Ліцензія НБУ № 217 · <a href="https://karpatykredyt.ua/privacy" style="color:#9aa0a6;">Політика конфіденційності</a></td></tr>
</table></td></tr></table></body></html>`,
  },
  // 12 — Ukrainian bank: password changed
  {
    family: "karpaty-kredyt-bank",
    group: "regional",
    lang: "uk",
    kind: "password-changed",
    code: null,
    link: null,
    from: "Карпати Кредит Банк <info@karpatykredyt.ua>",
    to: IOAN,
    subject: "Пароль до «Карпати Онлайн» змінено",
    date: at(10, 7, 16, 51),
    enc: "8bit",
    text: `Шановний клієнте!

07.10.2026 о 16:50 пароль для входу в «Карпати Онлайн» було успішно змінено.

Якщо це зробили ви, жодних дій не потрібно.
Якщо ні — негайно зателефонуйте 0 800 30 72 72 або заблокуйте доступ у відділенні банку.

З повагою,
АТ «Карпати Кредит Банк»
`,
    html: `<html><body style="font-family:Arial,sans-serif;font-size:14px;color:#222;">
<table width="560" align="center" cellpadding="0" cellspacing="0"><tr><td style="padding:20px;border:1px solid #e3e3e3;">
<p><img src="https://karpatykredyt.ua/static/mail/kkb-logo.png" alt="Карпати Кредит Банк" width="140"></p>
<p>Шановний клієнте!</p>
<p><b>07.10.2026 о 16:50</b> пароль для входу в «Карпати Онлайн» було успішно змінено.</p>
<p>Якщо це зробили ви, жодних дій не потрібно.<br>Якщо ні — негайно зателефонуйте <b>0 800 30 72 72</b> або заблокуйте доступ у відділенні банку.</p>
<p>З повагою,<br>АТ «Карпати Кредит Банк»</p>
<p style="font-size:11px;color:#999;"><a href="https://karpatykredyt.ua/security" style="color:#999;">Безпека</a> · <a href="https://www.facebook.com/karpatykredyt" style="color:#999;">Facebook</a> · <a href="https://t.me/karpatykredyt_bot" style="color:#999;">Telegram</a></p>
</td></tr></table></body></html>`,
  },
  // 13 — pharmacy: verify the e-mail of the loyalty account
  {
    family: "farmacia-salvia",
    group: "regional",
    lang: "ro",
    kind: "verify-link",
    code: null,
    link:
      "https://em.farmaciasalvia.ro/c/eJwNykEKgzAQQNG7ZAZM0s5N3oVVpFMtXYwFe-3zZLRZ7XjiOfwQdiZWrpGIGuk0Hwmr9c?t=confirmare",
    from: "Farmacia Salvia <cont@farmaciasalvia.ro>",
    to: ILONA,
    subject: "Confirmați adresa de e-mail pentru cardul Salvia Plus",
    date: at(9, 19, 12, 14),
    enc: "qp",
    text: `Bună ziua, Ilona,

Vă mulțumim că v-ați înscris în programul de fidelitate Salvia Plus!

Pentru a activa contul online și a vedea punctele acumulate, confirmați adresa de e-mail
accesând linkul de mai jos:

https://em.farmaciasalvia.ro/c/eJwNykEKgzAQQNG7ZAZM0s5N3oVVpFMtXYwFe-3zZLRZ7XjiOfwQdiZWrpGIGuk0Hwmr9c?t=confirmare

Linkul este valabil 48 de ore.
Numărul cardului dumneavoastră: 7002 3319 0418 (îl găsiți și pe spatele cardului fizic).

Cu drag,
Echipa Farmacia Salvia
`,
    html: salvia(
      "Un singur pas până la contul Salvia Plus",
      `<h1 style="font-family:Verdana,sans-serif;font-size:22px;color:#3f8f5a;margin:0 0 14px;">Bine ați venit în Salvia Plus!</h1>
<p>Bună ziua, Ilona,</p>
<p>Pentru a activa contul online și a vedea punctele acumulate, confirmați adresa de e-mail:</p>
<table border="0" cellpadding="0" cellspacing="0" align="center" style="margin:22px auto;"><tr>
<td align="center" bgcolor="#f29d38" style="border-radius:24px;"><a href="https://em.farmaciasalvia.ro/c/eJwNykEKgzAQQNG7ZAZM0s5N3oVVpFMtXYwFe-3zZLRZ7XjiOfwQdiZWrpGIGuk0Hwmr9c?t=confirmare" style="display:inline-block;padding:13px 34px;font-family:Verdana,sans-serif;font-size:15px;font-weight:bold;color:#ffffff;text-decoration:none;">Confirm adresa de e-mail</a></td>
</tr></table>
<p style="font-size:12px;color:#839088;">Linkul este valabil 48 de ore. Numărul cardului dumneavoastră: 7002 3319 0418.</p>`,
    ),
  },
  // 14 — pharmacy: click-and-collect order ready (no code)
  {
    family: "farmacia-salvia",
    group: "regional",
    lang: "ro",
    kind: "order-ready",
    code: null,
    link: null,
    from: "Farmacia Salvia <comenzi@farmaciasalvia.ro>",
    to: ILONA,
    subject: "Comanda SV-2609-118734 vă așteaptă în farmacie",
    date: at(9, 26, 15, 48),
    enc: "b64",
    text: `Bună ziua,

Comanda dumneavoastră SV-2609-118734 a ajuns în Farmacia Salvia Mănăștur
(Str. Primăverii nr. 8, Cluj-Napoca) și poate fi ridicată până pe 03.10.2026.

Produse:
  1 x Tensiometru de braț Omron M3 Comfort ........ 289,00 lei
  2 x Magneziu + B6, 50 cpr. ...................... 2 x 34,50 lei
  1 x Cremă pentru articulații cu arnică, 100 ml .... 42,90 lei
Total de plată la ridicare: 400,90 lei

Program: luni–vineri 8:00–21:00, sâmbătă 9:00–15:00.
Vă rugăm să aveți la dumneavoastră un act de identitate.

Echipa Farmacia Salvia
`,
    html: salvia(
      "Comanda poate fi ridicată până pe 03.10.2026",
      `<p>Bună ziua,</p>
<p>Comanda dumneavoastră <b>SV-2609-118734</b> a ajuns în <b>Farmacia Salvia Mănăștur</b> (Str. Primăverii nr. 8, Cluj-Napoca) și poate fi ridicată până pe <b>03.10.2026</b>.</p>
<table width="100%" border="0" cellpadding="6" cellspacing="0" style="font-size:13px;border-top:1px solid #e3ece6;">
<tr><td>Tensiometru de braț Omron M3 Comfort</td><td align="center">1</td><td align="right">289,00 lei</td></tr>
<tr><td>Magneziu + B6, 50 cpr.</td><td align="center">2</td><td align="right">69,00 lei</td></tr>
<tr><td>Cremă pentru articulații cu arnică, 100 ml</td><td align="center">1</td><td align="right">42,90 lei</td></tr>
<tr><td colspan="2" style="border-top:1px solid #e3ece6;"><b>Total de plată la ridicare</b></td><td align="right" style="border-top:1px solid #e3ece6;"><b>400,90 lei</b></td></tr>
</table>
<p>Program: luni–vineri 8:00–21:00, sâmbătă 9:00–15:00. Vă rugăm să aveți la dumneavoastră un act de identitate.</p>
<p><a href="https://www.google.com/maps/search/?api=1&amp;query=Farmacia+Salvia+Manastur+Cluj" style="color:#3f8f5a;">Vezi pe hartă</a></p>`,
    ),
  },
  // 15 — pharmacy: autumn newsletter with a promo code
  {
    family: "farmacia-salvia",
    group: "regional",
    lang: "ro",
    kind: "newsletter",
    code: null,
    link: null,
    from: "Farmacia Salvia <oferte@farmaciasalvia.ro>",
    to: ILONA,
    subject: "Sezonul răcelilor: -15% la vitamine și imunitate, cu codul SALVIA15",
    date: at(10, 14, 9, 30),
    enc: "qp",
    text: `Farmacia Salvia | Oferte de toamnă

-15% la vitamine și suplimente pentru imunitate, cu codul SALVIA15
Valabil online și în farmacii până pe 31.10.2026, pentru comenzi de minimum 120 lei.

Vaccinarea antigripală în farmacie: programări la 0372 128 128.

Vezi toate ofertele: https://em.farmaciasalvia.ro/c/eJwVjMEKwjAQRH-ovW1?t=oferte-toamna

Nu mai doriți oferte? https://www.farmaciasalvia.ro/dezabonare?e=ilona.muresan.kv%40inbox.example
`,
    html: salvia(
      "Vitamine cu 15% reducere până pe 31 octombrie",
      `<h1 style="font-family:Verdana,sans-serif;font-size:24px;color:#3f8f5a;margin:0 0 8px;text-align:center;">Sezonul răcelilor a început</h1>
<p style="text-align:center;">-15% la vitamine și suplimente pentru imunitate</p>
<table border="0" cellpadding="0" cellspacing="0" align="center" style="margin:14px auto;"><tr><td style="border:2px dashed #f29d38;padding:10px 26px;font-size:22px;font-weight:bold;color:#f29d38;letter-spacing:2px;">SALVIA15</td></tr></table>
<p style="text-align:center;font-size:12px;color:#839088;">Valabil online și în farmacii până pe 31.10.2026, pentru comenzi de minimum 120 lei.</p>
<table width="100%" border="0" cellpadding="8" cellspacing="0"><tr>
<td width="50%" align="center" valign="top"><img src="https://cdn.farmaciasalvia.ro/produse/vitamina-c-1000.jpg" width="140" alt="Vitamina C 1000 mg" /><br />Vitamina C 1000 mg, 30 cpr.<br /><s>38,00 lei</s> <b>32,30 lei</b></td>
<td width="50%" align="center" valign="top"><img src="https://cdn.farmaciasalvia.ro/produse/zinc-d3.jpg" width="140" alt="Zinc + D3" /><br />Zinc + Vitamina D3, 60 cps.<br /><s>46,50 lei</s> <b>39,50 lei</b></td>
</tr></table>
<p style="text-align:center;"><a href="https://em.farmaciasalvia.ro/c/eJwVjMEKwjAQRH-ovW1?t=oferte-toamna" style="color:#3f8f5a;font-weight:bold;">Vezi toate ofertele »</a></p>
<p style="text-align:center;font-size:12px;">Vaccinarea antigripală în farmacie: programări la 0372 128 128.</p>
<p style="text-align:center;font-size:11px;"><a href="https://www.farmaciasalvia.ro/dezabonare?e=ilona.muresan.kv%40inbox.example" style="color:#839088;">Dezabonare</a></p>`,
    ),
  },

  // 16 — clinic booking: confirm the appointment request they made
  {
    family: "clinica-medcor",
    group: "regional",
    lang: "ro",
    kind: "confirm-link",
    code: null,
    link: "https://programari.medcor.ro/confirmare/9f3c1e0a-5d42-4b8e-a0f7-61c2d83b4e19",
    from: "MedCor Programări <programari@medcor.ro>",
    to: IOAN,
    subject: "Confirmați cererea de programare – Cardiologie, 14 octombrie",
    date: at(10, 6, 19, 22),
    enc: "8bit",
    text: `Bună seara, domnule Mureșan,

Am primit cererea dumneavoastră de programare făcută pe medcor.ro:

  Specialitate: Cardiologie – consultație și EKG
  Medic: Dr. Sorina Pop
  Data și ora: miercuri, 14.10.2026, ora 09:40
  Locație: Clinica MedCor Mărăști, Str. Fabricii nr. 2, Cluj-Napoca
  Tip: cu bilet de trimitere (CAS)

Ca să păstrăm locul, vă rugăm să confirmați cererea în următoarele 12 ore:
https://programari.medcor.ro/confirmare/9f3c1e0a-5d42-4b8e-a0f7-61c2d83b4e19

Dacă nu confirmați, intervalul va fi eliberat pentru alți pacienți.
Nu uitați biletul de trimitere și cardul de sănătate.

Clinica MedCor
Call center: 0364 880 880
`,
    html:
      `<html><head><meta charset="utf-8"></head><body style="margin:0;background:#f3f6fa;font-family:Helvetica,Arial,sans-serif;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:24px 10px;">
<table width="560" cellpadding="0" cellspacing="0" style="background:#fff;border:1px solid #dfe6ee;">
<tr><td style="padding:18px 26px;border-bottom:1px solid #dfe6ee;"><img src="https://medcor.ro/assets/email/medcor-logo.png" alt="MedCor – clinici medicale" width="150"></td></tr>
<tr><td style="padding:24px 26px;font-size:14px;line-height:21px;color:#27313b;">
<p>Bună seara, domnule Mureșan,</p>
<p>Am primit cererea dumneavoastră de programare făcută pe medcor.ro:</p>
<table cellpadding="7" cellspacing="0" width="100%" style="background:#f3f6fa;font-size:13px;">
<tr><td width="38%" style="color:#6a7683;">Specialitate</td><td>Cardiologie – consultație și EKG</td></tr>
<tr><td style="color:#6a7683;">Medic</td><td>Dr. Sorina Pop</td></tr>
<tr><td style="color:#6a7683;">Data și ora</td><td><b>miercuri, 14.10.2026, ora 09:40</b></td></tr>
<tr><td style="color:#6a7683;">Locație</td><td>Clinica MedCor Mărăști, Str. Fabricii nr. 2, Cluj-Napoca</td></tr>
<tr><td style="color:#6a7683;">Tip</td><td>cu bilet de trimitere (CAS)</td></tr>
</table>
<p>Ca să păstrăm locul, vă rugăm să confirmați cererea în următoarele <b>12 ore</b>.</p>
<p style="text-align:center;margin:24px 0;"><a href="https://programari.medcor.ro/confirmare/9f3c1e0a-5d42-4b8e-a0f7-61c2d83b4e19" style="background:#1670c4;color:#fff;text-decoration:none;padding:12px 28px;border-radius:4px;font-weight:bold;display:inline-block;">Confirm programarea</a></p>
<p style="font-size:13px;color:#6a7683;">Dacă nu confirmați, intervalul va fi eliberat pentru alți pacienți. Nu uitați biletul de trimitere și cardul de sănătate.<br>
Doriți altă oră? <a href="https://programari.medcor.ro/cont/programari" style="color:#1670c4;">Programările mele</a></p>
</td></tr>
<tr><td style="padding:14px 26px;background:#27313b;color:#aab4bf;font-size:11px;">Clinica MedCor S.R.L. · Call center 0364 880 880 · <a href="https://medcor.ro/gdpr" style="color:#aab4bf;">GDPR</a></td></tr>
</table></td></tr></table></body></html>`,
  },
  // 17 — clinic booking: reminder the day before
  {
    family: "clinica-medcor",
    group: "regional",
    lang: "ro",
    kind: "appointment-reminder",
    code: null,
    link: null,
    from: "MedCor Programări <programari@medcor.ro>",
    to: IOAN,
    subject: "Reamintire: mâine, 09:40 – Dr. Sorina Pop, Cardiologie",
    date: at(10, 13, 10, 0),
    enc: "qp",
    text: `Bună ziua,

Vă reamintim programarea de mâine, 14.10.2026, ora 09:40, la Dr. Sorina Pop (Cardiologie),
Clinica MedCor Mărăști, Str. Fabricii nr. 2, Cluj-Napoca, etaj 1, cabinet 12.

Vă rugăm să veniți cu 15 minute mai devreme pentru înregistrare și să aduceți:
- biletul de trimitere de la medicul de familie;
- cardul de sănătate și actul de identitate;
- analizele și EKG-urile anterioare, dacă le aveți.

Nu puteți ajunge? Anunțați-ne la 0364 880 880, ca să oferim locul altui pacient.

Parcare gratuită în curtea clinicii (accesul din Str. Dorobanților).

Clinica MedCor
`,
    html: `<html><body style="font-family:Helvetica,Arial,sans-serif;font-size:14px;color:#27313b;background:#f3f6fa;">
<table width="560" align="center" cellpadding="24" cellspacing="0" style="background:#fff;border:1px solid #dfe6ee;"><tr><td>
<img src="https://medcor.ro/assets/email/medcor-logo.png" alt="MedCor" width="120">
<h2 style="font-size:19px;color:#1670c4;">Vă așteptăm mâine</h2>
<p><b>14.10.2026, ora 09:40</b> · Dr. Sorina Pop (Cardiologie)<br>Clinica MedCor Mărăști, Str. Fabricii nr. 2, Cluj-Napoca, etaj 1, cabinet 12</p>
<p>Vă rugăm să veniți cu 15 minute mai devreme pentru înregistrare și să aduceți:</p>
<ul><li>biletul de trimitere de la medicul de familie;</li><li>cardul de sănătate și actul de identitate;</li><li>analizele și EKG-urile anterioare, dacă le aveți.</li></ul>
<p>Nu puteți ajunge? Anunțați-ne la <b>0364 880 880</b>, ca să oferim locul altui pacient.</p>
<p style="font-size:12px;color:#6a7683;">Parcare gratuită în curtea clinicii (accesul din Str. Dorobanților). <a href="https://medcor.ro/locatii/marasti" style="color:#1670c4;">Cum ajungeți</a></p>
</td></tr></table></body></html>`,
  },

  // 18 — water utility: bill issued, text only
  {
    family: "apa-someseana",
    group: "regional",
    lang: "ro",
    kind: "bill",
    code: null,
    link: null,
    from: "Apa Someșeană Facturare <facturi@apasomeseana.ro>",
    to: IOAN,
    subject: "Factura nr. ASM 2609 0481127 a fost emisă",
    date: at(9, 30, 7, 5),
    enc: "8bit",
    text: `Stimate client,

A fost emisă factura pentru serviciile de alimentare cu apă și canalizare:

  Cod client:          104883712
  Loc de consum:       Str. Observatorului nr. 41, ap. 7, Cluj-Napoca
  Număr factură:       ASM 2609 0481127
  Perioada:            27.08.2026 – 26.09.2026
  Consum facturat:     6,000 mc (citire index 1284)
  Total de plată:      97,44 lei (TVA inclus)
  Termen de plată:     30.10.2026

Puteți plăti în aplicația băncii, la ghișeele noastre, la casieriile partenere sau
prin debit direct. IBAN: RO71 TARN 0000 0001 0488 3712.

Factura în format PDF este disponibilă în contul dumneavoastră din Portalul Clienți.

Apa Someșeană S.A.
Calea Dorobanților 65, Cluj-Napoca · Dispecerat avarii 24/7: 0264 955 000
`,
    html: null,
  },
  // 19 — water utility: meter reading window
  {
    family: "apa-someseana",
    group: "regional",
    lang: "ro",
    kind: "meter-reading",
    code: null,
    link: null,
    from: "Apa Someșeană <noreply@apasomeseana.ro>",
    to: IOAN,
    subject: "Transmiteți indexul apometrului între 20 și 26 octombrie",
    date: at(10, 19, 8, 0),
    enc: "qp",
    text: `Stimate client,

Perioada de autocitire pentru luna octombrie este 20–26.10.2026.

Transmiteți indexul pentru codul de client 104883712 în Portalul Clienți
(https://portal.apasomeseana.ro), prin SMS la 1799 (mesaj: IDX 104883712 <index>)
sau telefonic la 0264 955 010.

Ultimul index înregistrat: 1284 (26.09.2026).
Dacă nu primim indexul, factura va fi emisă pe baza consumului estimat.

Apa Someșeană S.A.
`,
    html: `<html><body style="margin:0;background:#e9f3fb;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:20px;">
<table width="580" cellpadding="0" cellspacing="0" style="background:#fff;font-family:Arial,sans-serif;font-size:14px;line-height:21px;color:#1d2f3f;">
<tr><td style="background:#0a79c0;padding:14px 22px;"><img src="https://www.apasomeseana.ro/mail/logo-alb.png" alt="Apa Someșeană" width="150"></td></tr>
<tr><td style="padding:22px;">
<p>Stimate client,</p>
<p>Perioada de autocitire pentru luna octombrie este <b>20–26.10.2026</b>.</p>
<p>Transmiteți indexul pentru codul de client <b>104883712</b>:</p>
<ul>
<li>în <a href="https://portal.apasomeseana.ro" style="color:#0a79c0;">Portalul Clienți</a>;</li>
<li>prin SMS la <b>1799</b> (mesaj: IDX 104883712 &lt;index&gt;);</li>
<li>telefonic la 0264 955 010.</li>
</ul>
<p>Ultimul index înregistrat: <b>1284</b> (26.09.2026). Dacă nu primim indexul, factura va fi emisă pe baza consumului estimat.</p>
</td></tr>
<tr><td style="padding:12px 22px;background:#f3f8fc;font-size:11px;color:#6a7b8a;">Apa Someșeană S.A. · Calea Dorobanților 65, Cluj-Napoca · Avarii 24/7: 0264 955 000 · <a href="https://www.apasomeseana.ro/dezabonare" style="color:#6a7b8a;">Nu mai doresc notificări</a></td></tr>
</table></td></tr></table></body></html>`,
  },
  // 20 — gas supplier (Ukraine): bill
  {
    family: "zakhidgaz-zbut",
    group: "regional",
    lang: "uk",
    kind: "bill",
    code: null,
    link: null,
    from: "ЗахідГаз Збут <rakhunok@zakhidgaz.com.ua>",
    to: IOAN,
    subject: "Рахунок за природний газ за вересень 2026 року",
    date: at(10, 5, 9, 12),
    enc: "b64",
    text: `Шановний споживачу!

Нараховано плату за природний газ за вересень 2026 р.

Особовий рахунок (EIC): 56XS004810937722
Адреса: м. Берегове, вул. Мужайська, 18
Обсяг споживання: 38 м³
Ціна за 1 м³: 7,96 грн (з ПДВ)
До сплати: 302,48 грн
Сплатити до: 20.10.2026

Оплатити можна в особистому кабінеті, у застосунку банку за особовим рахунком
або у відділеннях поштового зв'язку.

Контакт-центр: 0 800 300 112 (безкоштовно), пн–пт 8:00–20:00.

ТОВ «ЗахідГаз Збут»
`,
    html: `<!DOCTYPE html><html lang="uk"><head><meta charset="utf-8"></head>
<body style="margin:0;background:#f0f3f7;font-family:Arial,sans-serif;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:20px 8px;">
<table width="600" cellpadding="0" cellspacing="0" style="background:#fff;">
<tr><td style="padding:16px 24px;background:#14396b;"><img src="https://zakhidgaz.com.ua/mail/logo-white.png" alt="ЗахідГаз Збут" width="150"></td></tr>
<tr><td style="padding:24px;font-size:14px;line-height:21px;color:#1c2733;">
<p>Шановний споживачу!</p>
<p>Нараховано плату за природний газ за <b>вересень 2026 р.</b></p>
<table width="100%" cellpadding="7" cellspacing="0" style="border:1px solid #dbe2ea;font-size:13px;">
<tr><td style="background:#f5f8fb;">Особовий рахунок (EIC)</td><td>56XS004810937722</td></tr>
<tr><td style="background:#f5f8fb;">Адреса</td><td>м. Берегове, вул. Мужайська, 18</td></tr>
<tr><td style="background:#f5f8fb;">Обсяг споживання</td><td>38 м³</td></tr>
<tr><td style="background:#f5f8fb;">Ціна за 1 м³</td><td>7,96 грн (з ПДВ)</td></tr>
<tr><td style="background:#f5f8fb;"><b>До сплати</b></td><td><b style="font-size:17px;">302,48 грн</b></td></tr>
<tr><td style="background:#f5f8fb;">Сплатити до</td><td>20.10.2026</td></tr>
</table>
<p style="margin-top:18px;"><a href="https://cabinet.zakhidgaz.com.ua/payments?utm_source=bill_email" style="background:#f2a900;color:#14396b;text-decoration:none;font-weight:bold;padding:10px 22px;display:inline-block;">Сплатити онлайн</a></p>
<p style="font-size:12px;color:#6b7885;">Оплатити можна також у застосунку банку за особовим рахунком або у відділеннях поштового зв'язку.</p>
</td></tr>
<tr><td style="padding:14px 24px;background:#f5f8fb;font-size:11px;color:#6b7885;">Контакт-центр: 0 800 300 112 (безкоштовно), пн–пт 8:00–20:00 · ТОВ «ЗахідГаз Збут», 79019, м. Львів, вул. Золота, 42</td></tr>
</table></td></tr></table></body></html>`,
  },
  // 21 — gas supplier (Ukraine): code to register the online cabinet
  {
    family: "zakhidgaz-zbut",
    group: "regional",
    lang: "uk",
    kind: "verify-code",
    code: "8842",
    link: null,
    from: "ЗахідГаз Збут <cabinet@zakhidgaz.com.ua>",
    to: IOAN,
    subject: "Код для реєстрації в особистому кабінеті",
    date: at(10, 5, 20, 47),
    enc: "8bit",
    text: `Вітаємо!

Ви реєструєтесь в особистому кабінеті споживача ЗахідГаз Збут
для особового рахунку 56XS004810937722.

Ваш код підтвердження: 8842

Введіть його на сторінці реєстрації. Код діє 20 хвилин.
Якщо ви не реєструвались, просто проігноруйте цей лист.

Служба підтримки: 0 800 300 112
`,
    html: `<html><body style="font-family:Arial,sans-serif;background:#f0f3f7;">
<table width="520" align="center" cellpadding="0" cellspacing="0" style="background:#fff;margin-top:20px;">
<tr><td style="padding:16px 24px;background:#14396b;color:#fff;font-weight:bold;">ЗахідГаз Збут · Особистий кабінет</td></tr>
<tr><td style="padding:24px;font-size:14px;color:#1c2733;">
<p>Вітаємо!</p>
<p>Ви реєструєтесь в особистому кабінеті споживача для особового рахунку 56XS004810937722.</p>
<p>Ваш код підтвердження:</p>
<p style="font-size:34px;font-weight:bold;letter-spacing:10px;color:#14396b;margin:10px 0 18px;">8842</p>
<p>Введіть його на сторінці реєстрації. Код діє 20 хвилин.</p>
<p style="font-size:12px;color:#6b7885;">Якщо ви не реєструвались, просто проігноруйте цей лист. Служба підтримки: 0 800 300 112</p>
</td></tr></table></body></html>`,
  },
  // 22 — electricity (Moldova): monthly bill, Russian
  {
    family: "energolux-md",
    group: "regional",
    lang: "ru",
    kind: "bill",
    code: null,
    link: null,
    from: "Energolux <factura@energolux.md>",
    to: IOAN,
    subject: "Ваш счёт за электроэнергию за октябрь 2026",
    date: at(11, 4, 8, 20),
    enc: "qp",
    text: `Уважаемый потребитель,

Счёт за электроэнергию за октябрь 2026 года сформирован.

Код потребителя: 2200418837
Адрес: г. Бельцы, ул. Штефан чел Маре, 112, кв. 45
Показания счётчика: 18 934 → 19 071
Потреблено: 137 кВт·ч
Тариф: 3,46 MDL/кВт·ч
Компенсация (сезон отопления): −41,10 MDL
Итого к оплате: 432,92 MDL
Оплатить до: 25.11.2026

Оплата: в мобильном приложении Energolux, через MPay, в отделениях почты и банков.

Energolux S.A. · Колл-центр 0 8000 1 8000 · Аварийная служба 24/7: 1800
`,
    html: `<html><head><meta charset="utf-8"></head><body style="margin:0;background:#fafafa;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:16px;">
<table width="600" cellpadding="0" cellspacing="0" style="background:#fff;border-top:5px solid #ffc400;font-family:Verdana,sans-serif;font-size:13px;color:#333;">
<tr><td style="padding:20px 24px;"><img src="https://energolux.md/i/mail-logo.png" alt="Energolux" width="130"></td></tr>
<tr><td style="padding:0 24px 20px;">
<p>Уважаемый потребитель,</p>
<p>Счёт за электроэнергию за <b>октябрь 2026</b> года сформирован.</p>
<table width="100%" cellpadding="6" cellspacing="0" style="border-collapse:collapse;">
<tr style="background:#fff8db;"><td>Код потребителя</td><td align="right">2200418837</td></tr>
<tr><td>Адрес</td><td align="right">г. Бельцы, ул. Штефан чел Маре, 112, кв. 45</td></tr>
<tr style="background:#fff8db;"><td>Показания счётчика</td><td align="right">18 934 → 19 071</td></tr>
<tr><td>Потреблено</td><td align="right">137 кВт·ч</td></tr>
<tr style="background:#fff8db;"><td>Тариф</td><td align="right">3,46 MDL/кВт·ч</td></tr>
<tr><td>Компенсация (сезон отопления)</td><td align="right">−41,10 MDL</td></tr>
<tr style="background:#ffc400;"><td><b>Итого к оплате</b></td><td align="right"><b>432,92 MDL</b></td></tr>
<tr><td>Оплатить до</td><td align="right">25.11.2026</td></tr>
</table>
<p>Оплата: в мобильном приложении Energolux, через MPay, в отделениях почты и банков.</p>
</td></tr>
<tr><td style="padding:12px 24px;background:#333;color:#bbb;font-size:11px;">Energolux S.A. · Колл-центр 0 8000 1 8000 · Аварийная служба 24/7: 1800 · <a href="https://energolux.md/ru/unsubscribe" style="color:#bbb;">Отписаться</a></td></tr>
</table></td></tr></table></body></html>`,
  },
  // 23 — gas (Hungary): annual settlement notice
  {
    family: "tiszaparti-gaz",
    group: "regional",
    lang: "hu",
    kind: "bill",
    code: null,
    link: null,
    from: "Tiszaparti Gázszolgáltató <eszamla@tiszapartigaz.hu>",
    to: ILONA,
    subject: "Elszámoló számla – 2025/2026. gázév",
    date: at(10, 9, 13, 2, "+0200"),
    enc: "qp",
    text: `Tisztelt Mureșan Ilona!

Elkészült a 2025/2026. gázévre vonatkozó elszámoló számlája.

Felhasználási hely: 6723 Szeged, Csongor tér 3. 2/8.
Felhasználó azonosító: 3040 1188 3721
Számlaszám: TPG-E-2026-0914472
Elszámolt időszak: 2025.10.01. – 2026.09.30.
Elszámolt mennyiség: 612 m³ (6 488 kWh)
Korábban számlázott részszámlák: 74 400 Ft
Fizetendő különbözet: 3 216 Ft
Fizetési határidő: 2026.10.24.

A számla PDF formátumban letölthető az Online Ügyfélszolgálaton.
A csoportos beszedési megbízás alapján az összeget a határidő napján terheljük bankszámláján.

Tiszaparti Gázszolgáltató Zrt. · Telefon: +36 62 800 900
`,
    html: `<html lang="hu"><body style="margin:0;font-family:Arial,sans-serif;background:#eef2ee;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:20px;">
<table width="600" cellpadding="0" cellspacing="0" style="background:#fff;">
<tr><td style="background:#0f5132;padding:16px 24px;color:#fff;font-size:18px;">Tiszaparti Gázszolgáltató</td></tr>
<tr><td style="padding:24px;font-size:14px;line-height:21px;color:#222;">
<p>Tisztelt Mureșan Ilona!</p>
<p>Elkészült a 2025/2026. gázévre vonatkozó elszámoló számlája.</p>
<table cellpadding="5" cellspacing="0" width="100%" style="font-size:13px;">
<tr><td>Felhasználási hely</td><td>6723 Szeged, Csongor tér 3. 2/8.</td></tr>
<tr><td>Felhasználó azonosító</td><td>3040 1188 3721</td></tr>
<tr><td>Számlaszám</td><td>TPG-E-2026-0914472</td></tr>
<tr><td>Elszámolt időszak</td><td>2025.10.01. – 2026.09.30.</td></tr>
<tr><td>Elszámolt mennyiség</td><td>612 m³ (6 488 kWh)</td></tr>
<tr><td>Korábban számlázott részszámlák</td><td>74 400 Ft</td></tr>
<tr><td><b>Fizetendő különbözet</b></td><td><b>3 216 Ft</b></td></tr>
<tr><td>Fizetési határidő</td><td>2026.10.24.</td></tr>
</table>
<p>A számla PDF formátumban letölthető az <a href="https://online.tiszapartigaz.hu/szamlak" style="color:#0f5132;">Online Ügyfélszolgálaton</a>. A csoportos beszedési megbízás alapján az összeget a határidő napján terheljük bankszámláján.</p>
</td></tr>
<tr><td style="padding:12px 24px;background:#f4f7f4;font-size:11px;color:#777;">Tiszaparti Gázszolgáltató Zrt. · 6724 Szeged, Kossuth Lajos sgt. 64. · +36 62 800 900 · Gázszivárgás esetén: 80/440-141</td></tr>
</table></td></tr></table></body></html>`,
  },

  // 24 — mobile operator: monthly invoice with PDF
  {
    family: "orizont-mobil",
    group: "regional",
    lang: "ro",
    kind: "invoice",
    code: null,
    link: null,
    from: "Orizont <factura@orizontmobil.ro>",
    to: ILONA,
    subject: "Factura ta Orizont pentru octombrie: 42,84 lei",
    date: at(11, 2, 11, 40),
    enc: "qp",
    text: `Salut, Ilona!

Factura ta pentru perioada 01.10.2026 – 31.10.2026 este atașată acestui e-mail.

Număr factură: ORZ26110284137
Cont client: 5.118.402.77
Abonament Senior 10 (0740 ••• 318): 35,00 lei
Convorbiri în roaming – Ungaria, Ucraina: 7,84 lei
Total de plată: 42,84 lei
Scadență: 20.11.2026

Plata se face automat de pe cardul •••• 4821 la scadență.

Echipa Orizont
`,
    html: orizont(
      "Total de plată 42,84 lei, scadență 20.11.2026",
      `<p style="font-size:20px;margin:0 0 12px;"><b>Salut, Ilona!</b></p>
<p>Factura ta pentru perioada 01.10.2026 – 31.10.2026 este atașată acestui e-mail.</p>
<table width="100%" cellspacing="0" cellpadding="8" style="font-size:14px;border-collapse:collapse;">
<tr style="border-bottom:1px solid #f1e7dc;"><td>Număr factură</td><td align="right">ORZ26110284137</td></tr>
<tr style="border-bottom:1px solid #f1e7dc;"><td>Abonament Senior 10 (0740 ••• 318)</td><td align="right">35,00 lei</td></tr>
<tr style="border-bottom:1px solid #f1e7dc;"><td>Convorbiri în roaming – Ungaria, Ucraina</td><td align="right">7,84 lei</td></tr>
<tr><td><b>Total de plată</b></td><td align="right" style="font-size:20px;color:#ea580c;"><b>42,84 lei</b></td></tr>
</table>
<p style="font-size:13px;color:#78716c;">Scadență 20.11.2026 · plata se face automat de pe cardul •••• 4821.</p>`,
    ),
    attachment: [
      "Factura_ORZ26110284137.pdf",
      "application/pdf",
      "%PDF-1.5\n% Orizont Mobil factura ORZ26110284137\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n",
    ],
  },
  // 25 — mobile operator: e-mail verification code for the self-care account
  {
    family: "orizont-mobil",
    group: "regional",
    lang: "ro",
    kind: "verify-code",
    code: "471903",
    link: null,
    from: "Orizont <contulmeu@orizontmobil.ro>",
    to: ILONA,
    subject: "Codul tău de verificare Orizont",
    date: at(9, 17, 17, 9),
    enc: "b64",
    text: `Salut!

Ai adăugat această adresă de e-mail în contul tău Orizont.
Ca să o confirmi, introdu în aplicație codul de mai jos:

4 7 1 9 0 3

Codul expiră în 30 de minute.

Dacă nu tu ai cerut acest lucru, ignoră mesajul; adresa nu va fi adăugată.

Echipa Orizont
`,
    html: orizont(
      "Codul expiră în 30 de minute.",
      `<p style="font-size:20px;margin:0 0 12px;"><b>Confirmă adresa de e-mail</b></p>
<p>Ai adăugat această adresă de e-mail în contul tău Orizont. Ca să o confirmi, introdu în aplicație codul de mai jos:</p>
<p style="text-align:center;margin:26px 0;"><span style="display:inline-block;background:#fff7ed;border-radius:10px;padding:14px 24px;font-size:32px;font-weight:bold;letter-spacing:12px;color:#ea580c;font-family:'Courier New',monospace;">4 7 1 9 0 3</span></p>
<p>Codul expiră în <b>30 de minute</b>.</p>
<p style="font-size:13px;color:#78716c;">Dacă nu tu ai cerut acest lucru, ignoră mesajul; adresa nu va fi adăugată.</p>`,
    ),
  },
  // 26 — mobile operator: roaming welcome in Ukraine
  {
    family: "orizont-mobil",
    group: "regional",
    lang: "ro",
    kind: "roaming-notice",
    code: null,
    link: null,
    from: "Orizont <info@orizontmobil.ro>",
    to: ILONA,
    subject: "Bine ai venit în Ucraina! Tarifele tale de roaming",
    date: at(10, 10, 12, 3),
    enc: "qp",
    text: `Bine ai venit în Ucraina!

Ucraina face parte din Zona 2 de roaming. Pentru numărul 0740 ••• 318 se aplică:
- apeluri efectuate și primite: 0,59 €/min
- SMS trimis: 0,20 €
- date mobile: 2,00 €/MB (poți activa opțiunea Ucraina 1 GB / 7 zile cu 5 €, trimițând UA1 la 333)

Numere utile: Serviciul Clienți Orizont +40 770 188 800 (gratuit din roaming), urgențe 112.

Călătorie plăcută!
Orizont
`,
    html: orizont(
      "Apeluri 0,59 €/min, date 2 €/MB, opțiunea Ucraina 1 GB cu 5 €",
      `<p style="font-size:20px;margin:0 0 12px;"><b>Bine ai venit în Ucraina! 🇺🇦</b></p>
<p>Ucraina face parte din <b>Zona 2</b> de roaming. Pentru numărul 0740 ••• 318 se aplică:</p>
<table width="100%" cellpadding="8" cellspacing="0" style="font-size:14px;background:#fff7ed;border-radius:8px;">
<tr><td>Apeluri efectuate și primite</td><td align="right"><b>0,59 €/min</b></td></tr>
<tr><td>SMS trimis</td><td align="right"><b>0,20 €</b></td></tr>
<tr><td>Date mobile</td><td align="right"><b>2,00 €/MB</b></td></tr>
</table>
<p>Economisește cu opțiunea <b>Ucraina 1 GB / 7 zile</b> la 5 €: trimite <b>UA1</b> la <b>333</b> sau activeaz-o din <a href="https://www.orizontmobil.ro/roaming/optiuni?utm_source=email&amp;utm_campaign=welcome_ua" style="color:#ea580c;">aplicația Orizont</a>.</p>
<p style="font-size:13px;color:#78716c;">Serviciul Clienți Orizont +40 770 188 800 (gratuit din roaming) · urgențe 112</p>`,
    ),
  },
  // 27 — parcel locker (Romania): pickup code
  {
    family: "dulapel-box",
    group: "regional",
    lang: "ro",
    kind: "pickup-code",
    code: "738146",
    link: null,
    from: "Dulapel <notificari@dulapel.ro>",
    to: ILONA,
    subject: "Coletul tău te așteaptă în Dulapel Mănăștur 3 – cod de ridicare",
    date: at(9, 28, 13, 16),
    enc: "qp",
    text: `Salut!

Coletul cu AWB 4402718839 de la SEMINTERIA VERDE a ajuns în dulapul automat:

  Dulapel CLJ-MNS-03 – Kaufland Mănăștur
  Str. Mehedinți nr. 1-3, Cluj-Napoca, lângă intrarea principală
  Disponibil non-stop

Cod de ridicare: 738 146

Introdu codul pe ecranul dulapului și ușa compartimentului se va deschide.
Coletul poate fi ridicat până pe 01.10.2026, ora 13:16. După această dată va fi returnat expeditorului.

Întrebări? Suport Dulapel: 031 780 90 90 sau suport@dulapel.ro
`,
    html:
      `<!DOCTYPE html><html lang="ro"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"></head>
<body style="margin:0;padding:0;background:#f3f0ff;">
<div style="display:none;max-height:0;overflow:hidden;">Ridică-l până pe 01.10.2026, ora 13:16</div>
<table width="100%" cellpadding="0" cellspacing="0" border="0"><tr><td align="center" style="padding:20px 10px;">
<table width="520" cellpadding="0" cellspacing="0" border="0" style="background:#ffffff;border-radius:14px;font-family:Arial,Helvetica,sans-serif;">
<tr><td align="center" style="padding:24px 24px 6px;"><img src="https://cdn.dulapel.ro/mail/dulapel-logo-mov.png" alt="Dulapel" width="120"></td></tr>
<tr><td align="center" style="padding:6px 24px;font-size:22px;font-weight:bold;color:#2e1065;">Coletul tău a ajuns!</td></tr>
<tr><td style="padding:14px 28px;font-size:14px;line-height:21px;color:#3b3551;">
AWB <b>4402718839</b> de la <b>SEMINTERIA VERDE</b><br>
<b>Dulapel CLJ-MNS-03 – Kaufland Mănăștur</b><br>Str. Mehedinți nr. 1-3, Cluj-Napoca, lângă intrarea principală · non-stop
</td></tr>
<tr><td align="center" style="padding:10px 24px;">
<table cellpadding="0" cellspacing="0" border="0" style="background:#ede9fe;border-radius:10px;"><tr><td align="center" style="padding:16px 36px;">
<div style="font-size:12px;color:#6d28d9;text-transform:uppercase;letter-spacing:1px;">Cod de ridicare</div>
<div style="font-size:36px;font-weight:bold;color:#2e1065;letter-spacing:6px;">738 146</div>
</td></tr></table>
<img src="https://cdn.dulapel.ro/qr/4402718839.png" width="140" height="140" alt="Cod QR pentru ridicare" style="margin-top:14px;">
</td></tr>
<tr><td style="padding:14px 28px;font-size:13px;line-height:20px;color:#3b3551;">Introdu codul pe ecranul dulapului sau scanează codul QR. Coletul poate fi ridicat până pe <b>01.10.2026, ora 13:16</b>; după această dată va fi returnat expeditorului.</td></tr>
<tr><td style="padding:16px 28px;font-size:11px;color:#8b85a0;border-top:1px solid #eee;">Suport Dulapel: 031 780 90 90 · <a href="mailto:suport@dulapel.ro" style="color:#6d28d9;">suport@dulapel.ro</a> · <a href="https://www.dulapel.ro/urmarire?awb=4402718839" style="color:#6d28d9;">Urmărește coletul</a> · Dulapel Logistic S.R.L., Șos. Berceni 104, București</td></tr>
</table></td></tr></table></body></html>`,
  },
  // 28 — parcel locker (Romania): parcel collected, text only
  {
    family: "dulapel-box",
    group: "regional",
    lang: "ro",
    kind: "parcel-collected",
    code: null,
    link: null,
    from: "Dulapel <notificari@dulapel.ro>",
    to: ILONA,
    subject: "Ai ridicat coletul 4402718839",
    date: at(9, 29, 10, 2),
    enc: "8bit",
    text: `Salut!

Coletul cu AWB 4402718839 a fost ridicat din Dulapel CLJ-MNS-03 – Kaufland Mănăștur
pe 29.09.2026 la ora 10:01.

Cum a fost experiența? Ne poți da o notă de la 1 la 5 răspunzând la acest e-mail.

Mulțumim că ai ales Dulapel!
`,
    html: null,
  },
  // 29 — parcel locker (Hungary): pickup code
  {
    family: "csomagsziget",
    group: "regional",
    lang: "hu",
    kind: "pickup-code",
    code: "829114",
    link: null,
    from: "Csomagsziget <ertesites@csomagsziget.hu>",
    to: ILONA,
    subject: "Csomagja megérkezett – átvételi kód: 829 114",
    date: at(10, 16, 9, 41, "+0200"),
    enc: "b64",
    text: `Kedves Mureșan Ilona!

Csomagja megérkezett a kiválasztott Csomagsziget automatába.

Automata: SZEG-0417 · Tesco Extra, 6724 Szeged, Kossuth Lajos sugárút 119.
Csomagszám: CSZ7726104418HU
Feladó: Kertlánc Webáruház
Átvételi kód: 829 114
Átvehető: 2026.10.19. 9:41-ig

Az átvételhez érintse meg a képernyőn a „Csomag átvétele” gombot, majd adja meg a kódot.
Utánvét: nincs.

Ügyfélszolgálat: +36 1 999 4040 · www.csomagsziget.hu
`,
    html:
      `<html><head><meta charset="utf-8"></head><body style="margin:0;background:#e6f7f5;font-family:Arial,sans-serif;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:18px;">
<table width="560" cellpadding="0" cellspacing="0" style="background:#fff;border-radius:6px;">
<tr><td style="padding:18px 24px;background:#00a19a;border-radius:6px 6px 0 0;"><img src="https://www.csomagsziget.hu/img/email/logo-feher.png" alt="Csomagsziget" width="150"></td></tr>
<tr><td style="padding:24px;font-size:14px;line-height:21px;color:#1e2b2a;">
<p>Kedves Mureșan Ilona!</p>
<p>Csomagja megérkezett a kiválasztott Csomagsziget automatába.</p>
<table width="100%" cellpadding="6" cellspacing="0" style="font-size:13px;">
<tr><td style="color:#5c6b6a;">Automata</td><td><b>SZEG-0417</b> · Tesco Extra, 6724 Szeged, Kossuth Lajos sugárút 119.</td></tr>
<tr><td style="color:#5c6b6a;">Csomagszám</td><td>CSZ7726104418HU</td></tr>
<tr><td style="color:#5c6b6a;">Feladó</td><td>Kertlánc Webáruház</td></tr>
<tr><td style="color:#5c6b6a;">Átvehető</td><td>2026.10.19. 9:41-ig</td></tr>
</table>
<table cellpadding="0" cellspacing="0" align="center" style="margin:20px auto;"><tr>
<td style="padding:0 4px;"><div style="width:38px;line-height:50px;text-align:center;font-size:28px;font-weight:bold;border:2px solid #00a19a;border-radius:4px;">8</div></td>
<td style="padding:0 4px;"><div style="width:38px;line-height:50px;text-align:center;font-size:28px;font-weight:bold;border:2px solid #00a19a;border-radius:4px;">2</div></td>
<td style="padding:0 4px;"><div style="width:38px;line-height:50px;text-align:center;font-size:28px;font-weight:bold;border:2px solid #00a19a;border-radius:4px;">9</div></td>
<td style="padding:0 4px;"><div style="width:38px;line-height:50px;text-align:center;font-size:28px;font-weight:bold;border:2px solid #00a19a;border-radius:4px;">1</div></td>
<td style="padding:0 4px;"><div style="width:38px;line-height:50px;text-align:center;font-size:28px;font-weight:bold;border:2px solid #00a19a;border-radius:4px;">1</div></td>
<td style="padding:0 4px;"><div style="width:38px;line-height:50px;text-align:center;font-size:28px;font-weight:bold;border:2px solid #00a19a;border-radius:4px;">4</div></td>
</tr></table>
<p style="text-align:center;font-size:12px;color:#5c6b6a;">átvételi kód</p>
<p>Az átvételhez érintse meg a képernyőn a „Csomag átvétele” gombot, majd adja meg a kódot. Utánvét: nincs.</p>
</td></tr>
<tr><td style="padding:14px 24px;font-size:11px;color:#8a9897;border-top:1px solid #e6eeee;">Ügyfélszolgálat: +36 1 999 4040 · <a href="https://www.csomagsziget.hu/automatak" style="color:#00a19a;">Automaták térképe</a> · <a href="https://www.csomagsziget.hu/adatkezeles" style="color:#00a19a;">Adatkezelés</a> · Csomagsziget Kft., 1097 Budapest, Könyves Kálmán krt. 12.</td></tr>
</table></td></tr></table></body></html>`,
  },

  // 30 — national post (Romania): customs declaration notice
  {
    family: "dacopost",
    group: "regional",
    lang: "ro",
    kind: "customs-notice",
    code: null,
    link: null,
    from: "DacoPost <urmarire@dacopost.ro>",
    to: IOAN,
    subject: "Trimiterea RR482019374GB se află la vamă",
    date: at(10, 1, 14, 55),
    enc: "qp",
    text: `Stimate destinatar,

Trimiterea poștală RR482019374GB, expediată din Regatul Unit de Mureșan Andreea,
a sosit la Oficiul Vamal Poștal București și este în curs de vămuire.

Valoare declarată: 65,00 GBP (conținut: cadouri, îmbrăcăminte)
Greutate: 2,140 kg

Pentru trimiterile care nu provin din Uniunea Europeană, pot fi datorate TVA și taxe vamale.
Dacă vor fi necesare documente suplimentare, un reprezentant DacoPost vă va contacta telefonic.

Urmărire: https://www.dacopost.ro/urmarire?nr=RR482019374GB

DacoPost – Compania Națională de Poștă
Centru de relații cu clienții: 021 9393 (tarif normal)
`,
    html: `<html><body style="margin:0;background:#ffffff;font-family:Arial,sans-serif;">
<table width="600" align="center" cellpadding="0" cellspacing="0">
<tr><td style="background:#003b7a;padding:14px 20px;"><img src="https://www.dacopost.ro/media/email/dacopost-logo.png" alt="DacoPost" width="140"></td></tr>
<tr><td style="height:4px;background:#ffcc00;"></td></tr>
<tr><td style="padding:24px 20px;font-size:14px;line-height:21px;color:#1b2430;">
<p>Stimate destinatar,</p>
<p>Trimiterea poștală <b>RR482019374GB</b>, expediată din Regatul Unit de Mureșan Andreea, a sosit la Oficiul Vamal Poștal București și este în curs de vămuire.</p>
<table cellpadding="5" cellspacing="0" style="font-size:13px;"><tr><td style="color:#667;">Valoare declarată:</td><td>65,00 GBP (cadouri, îmbrăcăminte)</td></tr><tr><td style="color:#667;">Greutate:</td><td>2,140 kg</td></tr></table>
<p>Pentru trimiterile care nu provin din Uniunea Europeană, pot fi datorate TVA și taxe vamale. Dacă vor fi necesare documente suplimentare, un reprezentant DacoPost vă va contacta telefonic.</p>
<p><a href="https://www.dacopost.ro/urmarire?nr=RR482019374GB" style="color:#003b7a;font-weight:bold;">Urmărește trimiterea</a></p>
</td></tr>
<tr><td style="padding:12px 20px;background:#eef2f7;font-size:11px;color:#667;">DacoPost – Compania Națională de Poștă · Centru de relații cu clienții: 021 9393 · Nu răspundeți la acest mesaj.</td></tr>
</table></body></html>`,
  },
  // 31 — national post (Romania): delivery attempt, notice left
  {
    family: "dacopost",
    group: "regional",
    lang: "ro",
    kind: "delivery-attempt",
    code: null,
    link: null,
    from: "DacoPost <urmarire@dacopost.ro>",
    to: IOAN,
    subject: "Nu v-am găsit acasă – trimiterea RR482019374GB",
    date: at(10, 8, 12, 31),
    enc: "8bit",
    text: `Stimate destinatar,

Astăzi, 08.10.2026, la ora 11:48, factorul poștal a încercat să vă predea trimiterea RR482019374GB
la adresa Str. Observatorului nr. 41, ap. 7, Cluj-Napoca, dar nu a găsit pe nimeni acasă.

A fost lăsat un aviz în cutia poștală. Trimiterea poate fi ridicată de la:
  Oficiul Poștal Cluj-Napoca 8, Str. Louis Pasteur nr. 60
  luni–vineri 8:00–19:00, sâmbătă 8:00–12:00
  începând cu 09.10.2026, timp de 10 zile lucrătoare.

Taxe de plătit la ridicare: 19,70 lei (TVA import + tarif de prezentare în vamă).
Prezentați avizul și actul de identitate.

DacoPost
`,
    html: null,
  },
  // 32 — post and courier (Ukraine): parcel at the branch, collection code
  {
    family: "karpatska-poshta",
    group: "regional",
    lang: "uk",
    kind: "pickup-code",
    code: "5120-7734",
    link: null,
    from: "Карпатська Пошта <noreply@karpatska-poshta.ua>",
    to: IOAN,
    subject: "Посилка 20450031187426 чекає у відділенні №7",
    date: at(10, 11, 10, 18),
    enc: "qp",
    text: `Добрий день!

Посилка № 20450031187426 від ТОВ «Зелена Садиба» прибула до відділення №7
(м. Берегове, вул. Сечені, 9, пн–сб 9:00–19:00).

Код отримання: 5120-7734
Назвіть його працівнику відділення або введіть у поштоматі при видачі.
Сума до сплати: 0 грн (оплачено онлайн).
Безкоштовне зберігання до 16.10.2026.

Гаряча лінія: 0 800 505 077
`,
    html:
      `<html><head><meta charset="utf-8"></head><body style="margin:0;background:#fbf5ec;font-family:Arial,sans-serif;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:18px;">
<table width="540" cellpadding="0" cellspacing="0" style="background:#fff;border:1px solid #eadfcd;">
<tr><td style="padding:16px 22px;border-bottom:3px solid #c0392b;"><img src="https://karpatska-poshta.ua/img/mail/logo.png" alt="Карпатська Пошта" width="150"></td></tr>
<tr><td style="padding:22px;font-size:14px;line-height:21px;color:#2b2b2b;">
<p>Добрий день!</p>
<p>Посилка <b>№ 20450031187426</b> від ТОВ «Зелена Садиба» прибула до <b>відділення №7</b> (м. Берегове, вул. Сечені, 9, пн–сб 9:00–19:00).</p>
<div style="margin:16px 0;padding:14px;background:#fdf1ef;border-left:4px solid #c0392b;">
<span style="font-size:12px;color:#8a6d66;">Код отримання</span><br><span style="font-size:28px;font-weight:bold;letter-spacing:2px;">5120-7734</span>
</div>
<p>Назвіть його працівнику відділення або введіть у поштоматі при видачі. Сума до сплати: 0 грн (оплачено онлайн).<br>Безкоштовне зберігання до <b>16.10.2026</b>.</p>
<p><a href="https://karpatska-poshta.ua/tracking/20450031187426" style="color:#c0392b;">Відстежити посилку</a></p>
</td></tr>
<tr><td style="padding:12px 22px;background:#faf6f0;font-size:11px;color:#888;">Гаряча лінія: 0 800 505 077 · ТОВ «Карпатська Пошта», 88000, м. Ужгород, вул. Минайська, 16</td></tr>
</table></td></tr></table></body></html>`,
  },
  // 33 — coach company (Moldova): e-ticket, Russian, PDF attached
  {
    family: "nistru-trans",
    group: "regional",
    lang: "ru",
    kind: "ticket",
    code: null,
    link: null,
    from: "NistruTrans <bilet@nistrutrans.md>",
    to: IOAN,
    subject: "Ваш электронный билет Кишинёв – Черновцы, 10.10.2026",
    date: at(10, 3, 21, 14),
    enc: "b64",
    text: `Здравствуйте, Иоан!

Спасибо за покупку на nistrutrans.md. Ваш электронный билет во вложении.

Номер заказа: NT-2610-558201
Рейс: 1124 Кишинёв (АС Центр) – Черновцы (АС-1)
Отправление: 10.10.2026, 07:30
Прибытие: 10.10.2026, 13:05 (местное время)
Пассажиры: Мурешан Иоан (место 11), Мурешан Илона (место 12)
Стоимость: 2 × 340,00 MDL, скидка для пенсионеров −68,00 MDL
Итого оплачено: 612,00 MDL (Visa •••• 4821)

Посадка начинается за 20 минут до отправления. Предъявите билет на телефоне или распечатанным
и паспорт — рейс пересекает государственную границу.

Справочная: +373 22 54 11 85 (Viber, Telegram)
`,
    html:
      `<html><head><meta charset="utf-8"></head><body style="margin:0;background:#eef1f5;font-family:Arial,sans-serif;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:18px;">
<table width="600" cellpadding="0" cellspacing="0" style="background:#fff;">
<tr><td style="background:#d62828;padding:16px 24px;color:#fff;font-size:20px;font-weight:bold;">NistruTrans</td></tr>
<tr><td style="padding:22px 24px;font-size:14px;line-height:21px;color:#222;">
<p>Здравствуйте, Иоан!</p>
<p>Спасибо за покупку на nistrutrans.md. Ваш электронный билет во вложении.</p>
<table width="100%" cellpadding="8" cellspacing="0" style="border:1px dashed #bbb;font-size:13px;">
<tr><td colspan="2" style="background:#f7f7f7;"><b>Заказ NT-2610-558201</b> · рейс 1124</td></tr>
<tr><td width="50%"><span style="color:#888;">Кишинёв (АС Центр)</span><br><b style="font-size:18px;">07:30</b><br>10.10.2026</td>
<td><span style="color:#888;">Черновцы (АС-1)</span><br><b style="font-size:18px;">13:05</b><br>10.10.2026, местное время</td></tr>
<tr><td colspan="2">Мурешан Иоан — место 11<br>Мурешан Илона — место 12</td></tr>
<tr><td>2 × 340,00 MDL, скидка для пенсионеров −68,00 MDL</td><td align="right"><b>612,00 MDL</b><br><span style="color:#888;">Visa •••• 4821</span></td></tr>
</table>
<p>Посадка начинается за 20 минут до отправления. Предъявите билет на телефоне или распечатанным и паспорт — рейс пересекает государственную границу.</p>
</td></tr>
<tr><td style="padding:12px 24px;background:#f4f4f4;font-size:11px;color:#888;">Справочная: +373 22 54 11 85 (Viber, Telegram) · <a href="https://nistrutrans.md/ru/pravila-vozvrata" style="color:#888;">Правила возврата</a></td></tr>
</table></td></tr></table></body></html>`,
    attachment: [
      "bilet_NT-2610-558201.pdf",
      "application/pdf",
      "%PDF-1.4\n% NistruTrans e-bilet NT-2610-558201\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n",
    ],
  },
  // 34 — coach company (Moldova): departure moved, Romanian, text only
  {
    family: "nistru-trans",
    group: "regional",
    lang: "ro",
    kind: "schedule-change",
    code: null,
    link: null,
    from: "NistruTrans <bilet@nistrutrans.md>",
    to: IOAN,
    subject: "Modificare orar: cursa 1124 din 10.10.2026 pleacă la 08:00",
    date: at(10, 8, 17, 26),
    enc: "8bit",
    text: `Stimate pasager,

Din cauza lucrărilor la punctul de trecere Criva – Mămăliga, cursa 1124 Chișinău – Cernăuți
din 10.10.2026 va pleca la ora 08:00 (în loc de 07:30). Sosirea estimată la Cernăuți: 13:40.

Comanda dumneavoastră NT-2610-558201 și locurile 11 și 12 rămân valabile; nu trebuie să faceți nimic.
Dacă noua oră nu vă convine, puteți anula gratuit până pe 09.10.2026, ora 20:00,
sunând la +373 22 54 11 85.

Ne cerem scuze pentru neplăcere.
NistruTrans
`,
    html: null,
  },

  // 35 — rail: password reset link
  {
    family: "feroviar-carpat",
    group: "regional",
    lang: "ro",
    kind: "reset-link",
    code: null,
    link: "https://bilete.feroviarcarpat.ro/cont/resetare-parola?token=Zk3pQ8vN2yLr7TcW0bHs5mXa&uid=881204",
    from: "Feroviar Carpat <cont@feroviarcarpat.ro>",
    to: IOAN,
    subject: "Resetarea parolei contului Feroviar Carpat",
    date: at(10, 22, 9, 3),
    enc: "qp",
    text: `Bună ziua,

Am primit o cerere de resetare a parolei pentru contul asociat acestei adrese de e-mail
pe bilete.feroviarcarpat.ro.

Pentru a alege o parolă nouă, deschideți linkul de mai jos (valabil 60 de minute):
https://bilete.feroviarcarpat.ro/cont/resetare-parola?token=Zk3pQ8vN2yLr7TcW0bHs5mXa&uid=881204

Dacă nu ați solicitat resetarea, ignorați acest mesaj; parola actuală rămâne neschimbată.

Reamintire: pensionarii beneficiază de 50 % reducere la clasa a 2-a, pe baza cuponului de pensie.

Feroviar Carpat
Informații călători: 0256 400 211
`,
    html: `<html><body style="margin:0;background:#f2f2f2;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:22px;">
<table width="560" cellpadding="0" cellspacing="0" style="background:#fff;font-family:Arial,Helvetica,sans-serif;font-size:14px;line-height:21px;color:#333;">
<tr><td style="padding:0;"><img src="https://bilete.feroviarcarpat.ro/static/mail/banner-tren.jpg" width="560" height="120" alt="Feroviar Carpat – călătorește cu trenul" style="display:block;"></td></tr>
<tr><td style="padding:24px;">
<p>Bună ziua,</p>
<p>Am primit o cerere de resetare a parolei pentru contul asociat acestei adrese de e-mail pe bilete.feroviarcarpat.ro.</p>
<p>Pentru a alege o parolă nouă, apăsați butonul de mai jos. Linkul este valabil <b>60 de minute</b>.</p>
<table cellpadding="0" cellspacing="0"><tr><td style="background:#0d47a1;border-radius:3px;"><a href="https://bilete.feroviarcarpat.ro/cont/resetare-parola?token=Zk3pQ8vN2yLr7TcW0bHs5mXa&amp;uid=881204" style="display:block;padding:11px 24px;color:#fff;text-decoration:none;font-weight:bold;">Resetează parola</a></td></tr></table>
<p style="font-size:12px;color:#777;">Butonul nu funcționează? Copiați adresa în browser:<br>https://bilete.feroviarcarpat.ro/cont/resetare-parola?token=Zk3pQ8vN2yLr7TcW0bHs5mXa&amp;uid=881204</p>
<p>Dacă nu ați solicitat resetarea, ignorați acest mesaj; parola actuală rămâne neschimbată.</p>
<p style="background:#fff8e1;padding:10px;font-size:13px;">Reamintire: pensionarii beneficiază de 50 % reducere la clasa a 2-a, pe baza cuponului de pensie.</p>
</td></tr>
<tr><td style="padding:12px 24px;background:#fafafa;font-size:11px;color:#888;">Feroviar Carpat S.A. · Bd. Republicii 2, Timișoara · Informații călători: 0256 400 211</td></tr>
</table></td></tr></table></body></html>`,
  },
  // 36 — rail: ticket purchase confirmation
  {
    family: "feroviar-carpat",
    group: "regional",
    lang: "ro",
    kind: "ticket",
    code: null,
    link: null,
    from: "Feroviar Carpat <bilete@feroviarcarpat.ro>",
    to: IOAN,
    subject: "Biletul tău: Cluj-Napoca → Satu Mare, 24.10.2026",
    date: at(10, 22, 9, 17),
    enc: "b64",
    text: `Mulțumim pentru cumpărare!

Cod rezervare: FC-7H3K2Q
Tren: IR 1843 Cluj-Napoca – Satu Mare
Plecare: sâmbătă, 24.10.2026, 06:52, Cluj-Napoca
Sosire: 24.10.2026, 10:31, Satu Mare
Clasa a 2-a, vagon 3, locurile 45 și 46
Călători: Ioan Mureșan (pensionar, -50 %), Ilona Mureșan (pensionar, -50 %)
Total: 2 × 31,50 lei = 63,00 lei

Prezentați biletul (din aplicație sau tipărit), actul de identitate și cuponul de pensie la control.

Feroviar Carpat
`,
    html: `<html><body style="font-family:Arial,sans-serif;font-size:14px;color:#333;background:#f2f2f2;">
<table width="560" align="center" cellpadding="0" cellspacing="0" style="background:#fff;margin-top:20px;">
<tr><td style="background:#0d47a1;color:#fff;padding:14px 22px;font-size:18px;"><b>Feroviar Carpat</b> · bilet electronic</td></tr>
<tr><td style="padding:22px;">
<p>Mulțumim pentru cumpărare!</p>
<table width="100%" cellpadding="6" cellspacing="0" style="border:1px solid #dde3ea;font-size:13px;">
<tr><td style="color:#777;">Cod rezervare</td><td><b style="font-size:16px;">FC-7H3K2Q</b></td></tr>
<tr><td style="color:#777;">Tren</td><td>IR 1843 Cluj-Napoca – Satu Mare</td></tr>
<tr><td style="color:#777;">Plecare</td><td>sâmbătă, 24.10.2026, 06:52</td></tr>
<tr><td style="color:#777;">Sosire</td><td>24.10.2026, 10:31</td></tr>
<tr><td style="color:#777;">Loc</td><td>Clasa a 2-a, vagon 3, locurile 45 și 46</td></tr>
<tr><td style="color:#777;">Călători</td><td>Ioan Mureșan (pensionar, -50 %)<br>Ilona Mureșan (pensionar, -50 %)</td></tr>
<tr><td style="color:#777;">Total</td><td><b>63,00 lei</b></td></tr>
</table>
<p><img src="https://bilete.feroviarcarpat.ro/qr/FC-7H3K2Q.png" width="150" height="150" alt="Cod QR bilet"></p>
<p style="font-size:13px;">Prezentați biletul (din aplicație sau tipărit), actul de identitate și cuponul de pensie la control.</p>
<p style="font-size:12px;"><a href="https://bilete.feroviarcarpat.ro/cont/calatorii" style="color:#0d47a1;">Călătoriile mele</a> · <a href="https://www.feroviarcarpat.ro/conditii-de-transport" style="color:#0d47a1;">Condiții de transport</a></p>
</td></tr></table></body></html>`,
  },

  // 37 — video-call app: verify e-mail, code or button
  {
    family: "tellicall",
    group: "consumer",
    lang: "en",
    kind: "verify-code",
    code: "296418",
    link: "https://link.tellicall.app/ls/click?upn=u001.kR7vQ2mXzd-2FaL9pW3nYt0-2BsE8hUc6JfV1oGqB4iN5xHrT&v=verify",
    from: "TelliCall <hello@tellicall.app>",
    to: IOAN,
    subject: "Confirm your email for TelliCall",
    date: at(9, 20, 16, 12, "+0100"),
    enc: "qp",
    text: `Hi Ioan,

Welcome to TelliCall! Andreea has set up your account and added you to her family circle.

To finish, confirm your email address. Type this code in the app:

296418

Or open this link on the phone where TelliCall is installed:
https://link.tellicall.app/ls/click?upn=u001.kR7vQ2mXzd-2FaL9pW3nYt0-2BsE8hUc6JfV1oGqB4iN5xHrT&v=verify

The code and link expire in 24 hours.

Didn't expect this? You can ignore this email.

— The TelliCall team
`,
    html: telli(
      "Your code is inside. It expires in 24 hours.",
      `<h1 style="margin:0 0 16px;font-size:24px;line-height:30px;">Confirm your email</h1>
<p style="margin:0 0 16px;">Hi Ioan, welcome to TelliCall! Andreea has set up your account and added you to her family circle.</p>
<p style="margin:0 0 8px;">Type this code in the app:</p>
<div style="background:#f1effc;border-radius:12px;padding:18px;text-align:center;font-size:34px;font-weight:700;letter-spacing:6px;color:#5b3fd9;margin:0 0 20px;">296418</div>
<p style="margin:0 0 12px;text-align:center;color:#8d8aa0;font-size:14px;">or</p>
<table role="presentation" align="center" cellpadding="0" cellspacing="0"><tr><td style="background:#5b3fd9;border-radius:999px;">
<a href="https://link.tellicall.app/ls/click?upn=u001.kR7vQ2mXzd-2FaL9pW3nYt0-2BsE8hUc6JfV1oGqB4iN5xHrT&amp;v=verify" style="display:inline-block;padding:14px 32px;color:#ffffff;font-weight:600;text-decoration:none;">Confirm email</a>
</td></tr></table>
<p style="margin:22px 0 0;font-size:13px;color:#8d8aa0;">The code and link expire in 24 hours. Didn't expect this? You can ignore this email.</p>`,
    ),
  },
  // 38 — video-call app: invitation to the family circle
  {
    family: "tellicall",
    group: "consumer",
    lang: "en",
    kind: "invite-link",
    code: null,
    link: "https://tellicall.app/join/fam_8QmW2tZr4K?ref=email_invite",
    from: "Andreea via TelliCall <invites@tellicall.app>",
    to: ILONA,
    subject: "Andreea invited you to “Mureșan family” on TelliCall",
    date: at(9, 20, 16, 25, "+0100"),
    enc: "8bit",
    text: `Andreea Mureșan invited you to join the circle “Mureșan family” on TelliCall.

“Mama, this is the app for video calls with the kids. Press the button, I'll call you on Sunday at 6 (your time)! ❤️”

Join the circle: https://tellicall.app/join/fam_8QmW2tZr4K?ref=email_invite

Already in the circle: Andreea, Tom, Sofia (9), Luca (6), Ioan

This invitation expires on 4 October 2026.

TelliCall Ltd, 21 Leonard Street, London EC2A 4DP
`,
    html: telli(
      "“Mama, this is the app for video calls with the kids…”",
      `<table role="presentation" cellpadding="0" cellspacing="0" width="100%"><tr>
<td width="56" valign="top"><img src="https://avatars.tellicall.app/u/3381902/64.jpg" width="48" height="48" alt="Andreea" style="border-radius:50%;"></td>
<td valign="middle" style="font-size:17px;"><b>Andreea Mureșan</b> invited you to join the circle <b>“Mureșan family”</b></td>
</tr></table>
<p style="margin:18px 0;padding:14px 16px;background:#f6f5fb;border-radius:12px;font-style:italic;">“Mama, this is the app for video calls with the kids. Press the button, I'll call you on Sunday at 6 (your time)! ❤️”</p>
<table role="presentation" align="center" cellpadding="0" cellspacing="0"><tr><td style="background:#5b3fd9;border-radius:999px;">
<a href="https://tellicall.app/join/fam_8QmW2tZr4K?ref=email_invite" style="display:inline-block;padding:14px 32px;color:#ffffff;font-weight:600;text-decoration:none;">Join the circle</a>
</td></tr></table>
<p style="margin:20px 0 0;font-size:14px;color:#5d5a70;">Already in the circle: Andreea, Tom, Sofia, Luca and Ioan</p>
<p style="margin:6px 0 0;font-size:13px;color:#8d8aa0;">This invitation expires on 4 October 2026.</p>`,
    ),
  },
  // 39 — video-call app: missed call
  {
    family: "tellicall",
    group: "consumer",
    lang: "en",
    kind: "missed-call",
    code: null,
    link: null,
    from: "TelliCall <notifications@tellicall.app>",
    to: ILONA,
    subject: "You missed a video call from Sofia",
    date: at(10, 18, 17, 4, "+0100"),
    enc: "qp",
    text: `You missed a video call from Sofia (Mureșan family) on Sunday 18 October at 19:03.

Call back from the app, or send a voice message.

Tip: turn on "Ring loudly" in Settings › Sounds so you hear calls even when the phone is in your bag.

Don't want these emails? Manage notifications: https://tellicall.app/settings/notifications
`,
    html: telli(
      "Sunday 18 October at 19:03",
      `<p style="margin:0 0 6px;text-align:center;"><img src="https://avatars.tellicall.app/u/3381950/96.jpg" width="72" height="72" alt="Sofia" style="border-radius:50%;"></p>
<h1 style="margin:0 0 8px;font-size:21px;text-align:center;">You missed a video call from Sofia</h1>
<p style="margin:0 0 18px;text-align:center;color:#5d5a70;">Mureșan family · Sunday 18 October at 19:03</p>
<p style="margin:0 0 18px;text-align:center;">Call back from the app, or send a voice message.</p>
<p style="margin:0;font-size:13px;color:#8d8aa0;">Tip: turn on “Ring loudly” in Settings › Sounds so you hear calls even when the phone is in your bag.<br>
<a href="https://tellicall.app/settings/notifications" style="color:#8d8aa0;">Manage notifications</a></p>`,
    ),
  },

  // 40 — photo sharing: invitation to a shared album
  {
    family: "albumlane",
    group: "consumer",
    lang: "en",
    kind: "invite-link",
    code: null,
    link: "https://albumlane.com/a/inv/7Yx2LkQe9pRw?utm_source=invite&utm_medium=email",
    from: "Tom Whitaker (via Albumlane) <no-reply@albumlane.com>",
    to: IOAN,
    subject: "Tom shared the album “Sofia & Luca – autumn 2026” with you",
    date: at(10, 4, 20, 37, "+0100"),
    enc: "b64",
    text: `Tom Whitaker shared an album with you on Albumlane.

Sofia & Luca – autumn 2026
84 photos · 6 videos

"Hi Ioan, all the pictures from the school start and the trip to the Lakes are here. Love, Tom"

Accept the invitation to view the album and get new photos as they're added:
https://albumlane.com/a/inv/7Yx2LkQe9pRw?utm_source=invite&utm_medium=email

You don't need to pay for anything. The invitation is personal; please don't forward this email.

Albumlane, Inc. · 548 Market St #61210, San Francisco, CA 94104
`,
    html: albumlane(
      "84 photos · 6 videos",
      `<p style="margin:0 0 16px;font-size:19px;"><b>Tom Whitaker</b> shared an album with you</p>
<table width="100%" cellpadding="0" cellspacing="0"><tr>
<td width="33%" style="padding:2px;"><img src="https://img.albumlane.com/p/7Yx2LkQe9pRw/t1.jpg" width="164" height="164" alt="" style="display:block;border-radius:6px;"></td>
<td width="33%" style="padding:2px;"><img src="https://img.albumlane.com/p/7Yx2LkQe9pRw/t2.jpg" width="164" height="164" alt="" style="display:block;border-radius:6px;"></td>
<td width="33%" style="padding:2px;"><img src="https://img.albumlane.com/p/7Yx2LkQe9pRw/t3.jpg" width="164" height="164" alt="" style="display:block;border-radius:6px;"></td>
</tr></table>
<p style="margin:16px 0 2px;font-size:18px;"><b>Sofia &amp; Luca – autumn 2026</b></p>
<p style="margin:0 0 16px;color:#9aa3ad;font-size:13px;">84 photos · 6 videos</p>
<p style="margin:0 0 22px;color:#c9d1d9;font-style:italic;">“Hi Ioan, all the pictures from the school start and the trip to the Lakes are here. Love, Tom”</p>
<p style="margin:0 0 22px;"><a href="https://albumlane.com/a/inv/7Yx2LkQe9pRw?utm_source=invite&amp;utm_medium=email" style="background:#ffb020;color:#111418;text-decoration:none;font-weight:bold;padding:13px 28px;border-radius:8px;display:inline-block;">Accept invitation</a></p>
<p style="margin:0;font-size:12px;color:#6f7782;">You don't need to pay for anything. The invitation is personal; please don't forward this email.</p>`,
      "https://albumlane.com/settings/email?t=ioan-7Yx2",
    ),
  },
  // 41 — photo sharing: new photos added, Romanian
  {
    family: "albumlane",
    group: "consumer",
    lang: "ro",
    kind: "album-update",
    code: null,
    link: null,
    from: "Albumlane <no-reply@albumlane.com>",
    to: IOAN,
    subject: "Andreea a adăugat 23 de fotografii în „Sofia & Luca – autumn 2026”",
    date: at(11, 1, 19, 50, "+0000"),
    enc: "qp",
    text: `Andreea Mureșan a adăugat 23 de fotografii și 2 videoclipuri în albumul
„Sofia & Luca – autumn 2026”.

Deschideți aplicația Albumlane pentru a le vedea.

Nu mai doriți aceste notificări? https://albumlane.com/settings/email?t=ioan-7Yx2
`,
    html: albumlane(
      "23 de fotografii și 2 videoclipuri noi",
      `<p style="margin:0 0 16px;font-size:18px;"><b>Andreea Mureșan</b> a adăugat 23 de fotografii și 2 videoclipuri în albumul <b>„Sofia &amp; Luca – autumn 2026”</b></p>
<table width="100%" cellpadding="0" cellspacing="0"><tr>
<td width="25%" style="padding:2px;"><img src="https://img.albumlane.com/p/7Yx2LkQe9pRw/n1.jpg" width="122" height="122" alt="Halloween" style="display:block;border-radius:6px;"></td>
<td width="25%" style="padding:2px;"><img src="https://img.albumlane.com/p/7Yx2LkQe9pRw/n2.jpg" width="122" height="122" alt="" style="display:block;border-radius:6px;"></td>
<td width="25%" style="padding:2px;"><img src="https://img.albumlane.com/p/7Yx2LkQe9pRw/n3.jpg" width="122" height="122" alt="" style="display:block;border-radius:6px;"></td>
<td width="25%" style="padding:2px;background:#2a3038;border-radius:6px;text-align:center;font-size:20px;color:#e9edf2;">+20</td>
</tr></table>
<p style="margin:18px 0 0;"><a href="https://albumlane.com/a/7Yx2LkQe9pRw?utm_source=activity&amp;utm_medium=email" style="color:#ffb020;font-weight:bold;">Vezi albumul</a></p>`,
      "https://albumlane.com/settings/email?t=ioan-7Yx2",
    ),
  },
  // 42 — newspaper: subscription renewed, receipt
  {
    family: "szamosparti-hirlap",
    group: "regional",
    lang: "hu",
    kind: "receipt",
    code: null,
    link: null,
    from: "Szamosparti Hírlap Előfizetés <elofizetes@szamosparti.ro>",
    to: ILONA,
    subject: "Előfizetését megújítottuk – 2026. október 1. – 2027. március 31.",
    date: at(10, 1, 6, 45),
    enc: "qp",
    text: `Kedves Mureșan Ilona!

Köszönjük, hogy továbbra is velünk olvas! Előfizetését automatikusan megújítottuk.

Csomag: Nyomtatott + digitális (hétfő–szombat)
Időszak: 2026.10.01. – 2027.03.31.
Előfizetői szám: SZH-044127
Összeg: 294,00 lej (nyugdíjas kedvezménnyel, –20 %)
Fizetés: Mastercard •••• 7310
Számla száma: SZH-2026-118420

A nyomtatott lapot továbbra is a postaládájába kézbesítjük reggel 7 óráig.

Üdvözlettel:
a Szamosparti Hírlap előfizetői szolgálata
`,
    html: hirlap(`<p>Kedves Mureșan Ilona!</p>
<p>Köszönjük, hogy továbbra is velünk olvas! Előfizetését automatikusan megújítottuk.</p>
<table width="100%" cellpadding="6" cellspacing="0" style="font-family:Arial,sans-serif;font-size:13px;border-top:1px solid #e8e2d4;border-bottom:1px solid #e8e2d4;">
<tr><td>Csomag</td><td>Nyomtatott + digitális (hétfő–szombat)</td></tr>
<tr><td>Időszak</td><td>2026.10.01. – 2027.03.31.</td></tr>
<tr><td>Előfizetői szám</td><td>SZH-044127</td></tr>
<tr><td>Összeg</td><td><b>294,00 lej</b> (nyugdíjas kedvezménnyel, –20 %)</td></tr>
<tr><td>Fizetés</td><td>Mastercard •••• 7310</td></tr>
<tr><td>Számla száma</td><td>SZH-2026-118420</td></tr>
</table>
<p>A nyomtatott lapot továbbra is a postaládájába kézbesítjük reggel 7 óráig.</p>
<p>Üdvözlettel:<br>a Szamosparti Hírlap előfizetői szolgálata</p>`),
  },
  // 43 — newspaper: password reset for the digital edition
  {
    family: "szamosparti-hirlap",
    group: "regional",
    lang: "hu",
    kind: "reset-link",
    code: null,
    link: "https://www.szamosparti.ro/fiok/uj-jelszo/e81b4c7a20d94f1bb36a5c0f2d9e7718",
    from: "Szamosparti Hírlap <fiok@szamosparti.ro>",
    to: ILONA,
    subject: "Új jelszó beállítása",
    date: at(10, 26, 7, 58),
    enc: "8bit",
    text: `Kedves Olvasónk!

Valaki (remélhetőleg Ön) új jelszót kért a Szamosparti Hírlap digitális kiadásához tartozó fiókhoz.

Az új jelszót az alábbi linken állíthatja be:
https://www.szamosparti.ro/fiok/uj-jelszo/e81b4c7a20d94f1bb36a5c0f2d9e7718

A link 24 óráig érvényes, és csak egyszer használható.
Ha nem Ön kérte, nincs teendője: jelenlegi jelszava érvényben marad.

Segítségre van szüksége? Hívja előfizetői szolgálatunkat hétköznap 8 és 16 óra között: +40 264 590 211.
`,
    html: hirlap(`<p>Kedves Olvasónk!</p>
<p>Valaki (remélhetőleg Ön) új jelszót kért a Szamosparti Hírlap digitális kiadásához tartozó fiókhoz.</p>
<p style="text-align:center;margin:26px 0;"><a href="https://www.szamosparti.ro/fiok/uj-jelszo/e81b4c7a20d94f1bb36a5c0f2d9e7718" style="font-family:Arial,sans-serif;background:#111;color:#fff;text-decoration:none;padding:12px 26px;display:inline-block;">Új jelszó beállítása</a></p>
<p style="font-size:13px;">A link 24 óráig érvényes, és csak egyszer használható. Ha nem Ön kérte, nincs teendője: jelenlegi jelszava érvényben marad.</p>
<p style="font-size:13px;">Segítségre van szüksége? Hívja előfizetői szolgálatunkat hétköznap 8 és 16 óra között: +40 264 590 211.</p>`),
  },
  // 44 — newspaper: morning digest
  {
    family: "szamosparti-hirlap",
    group: "regional",
    lang: "hu",
    kind: "newsletter",
    code: null,
    link: null,
    from: "Szamosparti Hírlap <hirlevel@szamosparti.ro>",
    to: ILONA,
    subject: "Reggeli hírek: hétfőtől drágul a helyi buszbérlet, fagyok jöhetnek",
    date: at(11, 6, 6, 30),
    enc: "b64",
    text: `SZAMOSPARTI HÍRLAP – REGGELI HÍREK, 2026. november 6., péntek

• Hétfőtől drágul a helyi buszbérlet: a havi bérlet 90 lejbe kerül, a 70 év felettiek továbbra is ingyen utaznak.
  https://www.szamosparti.ro/helyi/2026/11/05/dragul-a-buszberlet?utm_source=hirlevel

• Fagyok jöhetnek a hétvégén: éjszaka –4 °C is lehet a Szamos völgyében.
  https://www.szamosparti.ro/idojaras/2026/11/05/fagy-hetvege?utm_source=hirlevel

• Novemberi nyugdíjemelés: kik kapnak többet és mennyit?
  https://www.szamosparti.ro/gazdasag/2026/11/04/nyugdijemeles?utm_source=hirlevel

Rejtvény, horoszkóp, gyászjelentések: a nyomtatott kiadásban és a szamosparti.ro oldalon.

Leiratkozás: https://www.szamosparti.ro/hirlevel/leiratkozas?id=044127
`,
    html: hirlap(
      `<p style="font-family:Arial,sans-serif;font-size:12px;color:#857d6c;margin:0 0 14px;">REGGELI HÍREK · 2026. november 6., péntek</p>
<h2 style="font-size:19px;margin:0 0 6px;"><a href="https://www.szamosparti.ro/helyi/2026/11/05/dragul-a-buszberlet?utm_source=hirlevel" style="color:#111;text-decoration:none;">Hétfőtől drágul a helyi buszbérlet</a></h2>
<p style="margin:0 0 18px;">A havi bérlet 90 lejbe kerül, a 70 év felettiek továbbra is ingyen utaznak.</p>
<img src="https://kep.szamosparti.ro/2026/11/fagy-szamos.jpg" width="544" alt="Dér a Szamos partján" style="display:block;margin-bottom:8px;">
<h2 style="font-size:19px;margin:0 0 6px;"><a href="https://www.szamosparti.ro/idojaras/2026/11/05/fagy-hetvege?utm_source=hirlevel" style="color:#111;text-decoration:none;">Fagyok jöhetnek a hétvégén</a></h2>
<p style="margin:0 0 18px;">Éjszaka –4 °C is lehet a Szamos völgyében.</p>
<h2 style="font-size:19px;margin:0 0 6px;"><a href="https://www.szamosparti.ro/gazdasag/2026/11/04/nyugdijemeles?utm_source=hirlevel" style="color:#111;text-decoration:none;">Novemberi nyugdíjemelés: kik kapnak többet?</a></h2>
<p style="margin:0 0 18px;">Táblázatunkból kiderül, mennyivel nő a havi ellátás.</p>
<p style="font-family:Arial,sans-serif;font-size:12px;"><a href="https://www.szamosparti.ro/hirlevel/leiratkozas?id=044127" style="color:#857d6c;">Leiratkozás</a></p>`,
    ),
  },

  // 45 — Orthodox parish: monthly letter, text only
  {
    family: "parohia-adormirea-sighet",
    group: "regional",
    lang: "ro",
    kind: "newsletter",
    code: null,
    link: null,
    from: "Parohia Adormirea Maicii Domnului Sighet <parohia.adormirea.sighet@inbox-ro.example>",
    to: IOAN,
    subject: "Vestitorul parohial – noiembrie 2026",
    date: at(11, 1, 21, 10),
    enc: "8bit",
    text: `Iubiți credincioși,

Vă transmitem programul slujbelor și câteva vești din viața parohiei noastre pentru luna noiembrie.

Duminică, 8 noiembrie – Soborul Sfinților Arhangheli Mihail și Gavriil: Sfânta Liturghie la ora 9:00,
urmată de pomenirea eroilor la monumentul din curtea bisericii.
Sâmbătă, 7 noiembrie – Moșii de toamnă: parastas la ora 8:00. Vă rugăm să aduceți pomelnicele
până vineri seara.
Începând cu 15 noiembrie – Postul Nașterii Domnului. Spovedanie în fiecare miercuri și vineri, 17:00–19:00.

Colecta pentru acoperișul casei parohiale: până acum am strâns 41.300 lei din cei 68.000 necesari.
Donațiile se pot face la pangar sau în contul RO12 TARN 0000 0022 1904 8811 (Parohia Adormirea
Maicii Domnului Sighetu Marmației), cu mențiunea „acoperiș”.

Corul parohiei caută voci bărbătești; repetițiile sunt joia la ora 18:00.

Cu părintească binecuvântare,
Pr. paroh Vasile Hotea
Str. Bogdan Vodă nr. 14, Sighetu Marmației · tel. 0262 311 504
`,
    html: null,
  },
  // 46 — Greek-Catholic parish (Ukraine): autumn pilgrimage, Ukrainian
  {
    family: "parafiia-pokrovy-uzhhorod",
    group: "regional",
    lang: "uk",
    kind: "newsletter",
    code: null,
    link: null,
    from: "Парафія Покрови Пресвятої Богородиці <pokrova.uzh@inbox-ua.example>",
    to: IOAN,
    subject: "Парафіяльні новини: проща до Марії Повчанської, 17 жовтня",
    date: at(10, 2, 19, 40),
    enc: "qp",
    text: `Слава Ісусу Христу!

Дорогі парафіяни,

17 жовтня (субота) парафія організовує прощу до Марії Повчанської.
Виїзд автобусом о 6:30 від храму, повернення близько 21:00.
Вартість проїзду — 450 грн; для пенсіонерів і дітей — 300 грн.
Записатися можна після Служби Божої у сестри Марти або за телефоном +380 50 314 27 06.

Празник Покрови — 14 жовтня: Служби Божі о 8:00 та 10:00, о 17:00 — Молебень.

Дякуємо всім, хто долучився до збору на новий іконостас. Зібрано 186 400 грн.

З молитвою,
о. Михайло Гайдош
вул. Капітульна, 6, м. Ужгород
`,
    html:
      `<html><head><meta charset="utf-8"></head><body style="font-family:Georgia,serif;font-size:15px;line-height:23px;color:#2b2118;background:#fffdf7;">
<div style="max-width:560px;margin:0 auto;padding:20px;">
<p style="text-align:center;"><img src="https://pokrova-uzh.org.ua/wp-content/uploads/2024/03/hram-logo.png" width="90" alt="Храм Покрови"></p>
<p><b>Слава Ісусу Христу!</b></p>
<p>Дорогі парафіяни,</p>
<p><b>17 жовтня (субота)</b> парафія організовує прощу до Марії Повчанської. Виїзд автобусом о 6:30 від храму, повернення близько 21:00. Вартість проїзду — 450 грн; для пенсіонерів і дітей — 300 грн. Записатися можна після Служби Божої у сестри Марти або за телефоном +380 50 314 27 06.</p>
<p><b>Празник Покрови — 14 жовтня:</b> Служби Божі о 8:00 та 10:00, о 17:00 — Молебень.</p>
<p>Дякуємо всім, хто долучився до збору на новий іконостас. Зібрано <b>186 400 грн</b>.</p>
<p>З молитвою,<br>о. Михайло Гайдош</p>
<hr style="border:none;border-top:1px solid #e6dcc8;">
<p style="font-size:12px;color:#8a7c66;">вул. Капітульна, 6, м. Ужгород · <a href="https://pokrova-uzh.org.ua" style="color:#8a7c66;">pokrova-uzh.org.ua</a> · <a href="https://www.facebook.com/pokrova.uzh" style="color:#8a7c66;">Facebook</a></p>
</div></body></html>`,
  },
  // 47 — garden shop: order shipped with a courier tracking number
  {
    family: "seminteria-verde",
    group: "regional",
    lang: "ro",
    kind: "order-shipped",
    code: null,
    link: null,
    from: "Semințeria Verde <comenzi@seminteriaverde.ro>",
    to: IOAN,
    subject: "Comanda #SV10482 a fost predată curierului",
    date: at(9, 25, 16, 2),
    enc: "qp",
    text: `Bună ziua, domnule Ioan,

Vestea bună: comanda #SV10482 a plecat din depozitul nostru din Reghin!

Curier: Dulapel (livrare la dulapul automat CLJ-MNS-03)
AWB: 4402718839
Urmărire: https://www.dulapel.ro/urmarire?awb=4402718839

Ce conține coletul:
  Bulbi lalele 'Queen of Night', 25 buc. ............. 39,90 lei
  Bulbi narcise 'Tête-à-Tête', 30 buc. ............... 34,50 lei
  Usturoi de toamnă pentru plantat, 500 g ............ 24,00 lei
  Îngrășământ pentru trandafiri, 1 kg ................ 29,50 lei
  Foarfecă de grădină Gardenia Pro ................... 67,00 lei
  Transport .......................................... 20,00 lei
Total plătit: 214,90 lei

Sfat de sezon: bulbii de lalele se plantează la 10–15 cm adâncime, până la primul îngheț.

Cu drag din grădină,
Echipa Semințeria Verde
`,
    html: `<!DOCTYPE html><html lang="ro"><head><meta charset="utf-8"></head>
<body style="margin:0;background:#f4efe6;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:20px 8px;">
<table width="600" cellpadding="0" cellspacing="0" style="background:#fffdf8;font-family:Georgia,serif;color:#3d3422;">
<tr><td align="center" style="padding:24px;background:#4b6b2f;"><img src="https://seminteriaverde.ro/media/email/logo-crem.png" width="190" alt="Semințeria Verde – din 1998"></td></tr>
<tr><td style="padding:26px 30px;font-size:15px;line-height:23px;">
<p>Bună ziua, domnule Ioan,</p>
<p>Vestea bună: comanda <b>#SV10482</b> a plecat din depozitul nostru din Reghin!</p>
<table width="100%" cellpadding="8" cellspacing="0" style="background:#eef3e6;font-family:Arial,sans-serif;font-size:13px;">
<tr><td>Curier</td><td>Dulapel (livrare la dulapul automat CLJ-MNS-03)</td></tr>
<tr><td>AWB</td><td><b>4402718839</b> · <a href="https://www.dulapel.ro/urmarire?awb=4402718839" style="color:#4b6b2f;">Urmărește coletul</a></td></tr>
</table>
<table width="100%" cellpadding="6" cellspacing="0" style="font-family:Arial,sans-serif;font-size:13px;margin-top:14px;">
<tr><td>Bulbi lalele 'Queen of Night', 25 buc.</td><td align="right">39,90 lei</td></tr>
<tr><td>Bulbi narcise 'Tête-à-Tête', 30 buc.</td><td align="right">34,50 lei</td></tr>
<tr><td>Usturoi de toamnă pentru plantat, 500 g</td><td align="right">24,00 lei</td></tr>
<tr><td>Îngrășământ pentru trandafiri, 1 kg</td><td align="right">29,50 lei</td></tr>
<tr><td>Foarfecă de grădină Gardenia Pro</td><td align="right">67,00 lei</td></tr>
<tr><td>Transport</td><td align="right">20,00 lei</td></tr>
<tr><td style="border-top:1px solid #d8d0bf;"><b>Total plătit</b></td><td align="right" style="border-top:1px solid #d8d0bf;"><b>214,90 lei</b></td></tr>
</table>
<p style="margin-top:18px;padding:12px;border-left:3px solid #c58b2b;background:#faf3e3;font-size:14px;"><i>Sfat de sezon:</i> bulbii de lalele se plantează la 10–15 cm adâncime, până la primul îngheț.</p>
<p>Cu drag din grădină,<br>Echipa Semințeria Verde</p>
</td></tr>
<tr><td style="padding:16px 30px;background:#ece4d4;font-family:Arial,sans-serif;font-size:11px;color:#7d7260;">Semințeria Verde S.R.L. · Str. Iernuțului 22, Reghin 545300, jud. Mureș · 0265 512 048 · <a href="https://seminteriaverde.ro/retur" style="color:#7d7260;">Retur</a> · <a href="https://seminteriaverde.ro/termeni" style="color:#7d7260;">Termeni</a></td></tr>
</table></td></tr></table></body></html>`,
  },
  // 48 — garden shop: seasonal newsletter with a discount code
  {
    family: "seminteria-verde",
    group: "regional",
    lang: "ro",
    kind: "newsletter",
    code: null,
    link: null,
    from: "Semințeria Verde <noutati@seminteriaverde.ro>",
    to: IOAN,
    subject: "Pregătim grădina de iarnă 🍂 + 10% cu codul TOAMNA10",
    date: at(10, 24, 10, 30),
    enc: "b64",
    text: `Semințeria Verde – scrisoare de toamnă

Ce facem în grădină în noiembrie:
- acoperim trandafirii cu pământ și frunze uscate;
- plantăm usturoiul și ultimii bulbi;
- strângem furtunurile și golim butoaiele de apă.

Ofertă: -10% la toate produsele pentru protecția plantelor, cu codul TOAMNA10,
până pe 8 noiembrie 2026. Nu se cumulează cu alte reduceri.

Noutăți: semințe de roșii vechi românești „Inimă de bou de Arad” și „Buzău 1600”.

Vezi oferta: https://seminteriaverde.ro/protectie-iarna?utm_source=newsletter&utm_campaign=toamna2026

Dezabonare: https://seminteriaverde.ro/newsletter/dezabonare?e=ioan.muresan1954%40inbox.example
`,
    html: `<html><body style="margin:0;background:#f4efe6;">
<table width="600" align="center" cellpadding="0" cellspacing="0" style="background:#fffdf8;font-family:Georgia,serif;color:#3d3422;">
<tr><td><a href="https://seminteriaverde.ro/protectie-iarna?utm_source=newsletter&amp;utm_campaign=toamna2026"><img src="https://seminteriaverde.ro/media/email/2026-10-hero-toamna.jpg" width="600" height="260" alt="Pregătim grădina de iarnă" style="display:block;"></a></td></tr>
<tr><td style="padding:24px 30px;font-size:15px;line-height:23px;">
<h2 style="color:#4b6b2f;font-size:22px;margin:0 0 10px;">Ce facem în grădină în noiembrie</h2>
<ul><li>acoperim trandafirii cu pământ și frunze uscate;</li><li>plantăm usturoiul și ultimii bulbi;</li><li>strângem furtunurile și golim butoaiele de apă.</li></ul>
<table cellpadding="0" cellspacing="0" align="center" style="margin:18px auto;"><tr><td style="background:#c58b2b;color:#fff;padding:14px 22px;text-align:center;font-family:Arial,sans-serif;">-10% la protecția plantelor cu codul<br><b style="font-size:22px;letter-spacing:2px;">TOAMNA10</b><br><span style="font-size:11px;">până pe 8 noiembrie 2026 · nu se cumulează</span></td></tr></table>
<p>Noutăți: semințe de roșii vechi românești „Inimă de bou de Arad” și „Buzău 1600”.</p>
<p style="text-align:center;"><a href="https://seminteriaverde.ro/protectie-iarna?utm_source=newsletter&amp;utm_campaign=toamna2026" style="background:#4b6b2f;color:#fff;padding:12px 26px;text-decoration:none;font-family:Arial,sans-serif;display:inline-block;">Vezi oferta</a></p>
</td></tr>
<tr><td style="padding:14px 30px;background:#ece4d4;font-family:Arial,sans-serif;font-size:11px;color:#7d7260;">Semințeria Verde S.R.L. · Reghin · <a href="https://seminteriaverde.ro/newsletter/dezabonare?e=ioan.muresan1954%40inbox.example" style="color:#7d7260;">Dezabonare</a></td></tr>
</table></body></html>`,
  },

  // 49 — state e-services (Romania): confirm the e-mail of a new account
  {
    family: "civis-ghiseu",
    group: "regional",
    lang: "ro",
    kind: "verify-link",
    code: null,
    link:
      "https://www.civisghiseu.ro/inregistrare/activare?cod=A7F2-99KD-3LQX-W51M&email=ioan.muresan1954%40inbox.example",
    from: "CivisGhișeu <nu-raspundeti@civisghiseu.ro>",
    to: IOAN,
    subject: "Activarea contului CivisGhișeu",
    date: at(9, 21, 11, 50),
    enc: "7bit",
    text: `Stimate utilizator,

Ati initiat crearea unui cont pe platforma CivisGhiseu pentru plata online a taxelor si impozitelor locale.

Pentru activarea contului, accesati urmatorul link in termen de 72 de ore:

https://www.civisghiseu.ro/inregistrare/activare?cod=A7F2-99KD-3LQX-W51M&email=ioan.muresan1954%40inbox.example

Dupa activare, va trebui sa asociati contul cu institutia (primaria) la care aveti obligatii de plata,
folosind parola de acces primita de la aceasta.

Acesta este un mesaj generat automat. Va rugam nu raspundeti.
Asistenta: suport@civisghiseu.ro, tel. 021 303 1000
`,
    html: `<html><body style="font-family:Arial,sans-serif;font-size:13px;color:#000;">
<table width="640" cellpadding="10" cellspacing="0" border="0">
<tr><td style="background:#002b7f;color:#fff;"><b>CivisGhiseu.ro</b> &ndash; Sistemul de plati online pentru taxe si impozite</td></tr>
<tr><td>
<p>Stimate utilizator,</p>
<p>Ati initiat crearea unui cont pe platforma CivisGhiseu pentru plata online a taxelor si impozitelor locale.</p>
<p>Pentru activarea contului, accesati urmatorul link in termen de 72 de ore:</p>
<p><a href="https://www.civisghiseu.ro/inregistrare/activare?cod=A7F2-99KD-3LQX-W51M&amp;email=ioan.muresan1954%40inbox.example">https://www.civisghiseu.ro/inregistrare/activare?cod=A7F2-99KD-3LQX-W51M&amp;email=ioan.muresan1954%40inbox.example</a></p>
<p>Dupa activare, va trebui sa asociati contul cu institutia (primaria) la care aveti obligatii de plata, folosind parola de acces primita de la aceasta.</p>
<p style="color:#666;">Acesta este un mesaj generat automat. Va rugam nu raspundeti.<br>Asistenta: suport@civisghiseu.ro, tel. 021 303 1000</p>
</td></tr></table></body></html>`,
  },
  // 50 — state e-services (Romania): local tax payment receipt
  {
    family: "civis-ghiseu",
    group: "regional",
    lang: "ro",
    kind: "payment-receipt",
    code: null,
    link: null,
    from: "CivisGhișeu <nu-raspundeti@civisghiseu.ro>",
    to: IOAN,
    subject: "Confirmare plată – Primăria Municipiului Cluj-Napoca",
    date: at(9, 21, 12, 14),
    enc: "7bit",
    text: `Stimate utilizator,

Plata dumneavoastra a fost efectuata cu succes.

Institutie beneficiara: Primaria Municipiului Cluj-Napoca
ID tranzactie: 26092114131187204
Data: 21.09.2026 12:13:44
Card: VISA ************4821

Detaliu plata:
  Impozit cladiri persoane fizice, semestrul II 2026     142,00 lei
  Taxa salubrizare persoane fizice, trimestrul IV 2026   57,00 lei
Total: 199,00 lei

Chitanta electronica poate fi descarcata din sectiunea Istoric plati.
Sumele vor fi inregistrate in evidenta institutiei in maximum 3 zile lucratoare.

CivisGhiseu.ro
`,
    html: null,
  },

  // 51 — airline: booking made by their daughter, English
  {
    family: "danubia-air",
    group: "consumer",
    lang: "en",
    kind: "booking-confirmation",
    code: null,
    link: null,
    from: "Danubia Air <bookings@danubia-air.com>",
    to: IOAN,
    subject: "Booking confirmed: Cluj (CLJ) → London Luton (LTN), 16 December · Ref QX7MPE",
    date: at(11, 9, 21, 33, "+0000"),
    enc: "qp",
    text: `Your booking is confirmed

Booking reference: QX7MPE
Booked by: Andreea Whitaker (andreea.whitaker@inbox-uk.example)

Outbound — Wednesday 16 December 2026
  DN 3417  Cluj-Napoca (CLJ) 06:15 → London Luton (LTN) 07:55
Return — Friday 8 January 2027
  DN 3418  London Luton (LTN) 08:55 → Cluj-Napoca (CLJ) 14:20

Passengers
  Mr Ioan Muresan — seat 4C, 1 × 20 kg checked bag, priority boarding
  Mrs Ilona Muresan — seat 4D, 1 × 20 kg checked bag, priority boarding

Total paid: £412.60 (card ending 9902)

Online check-in opens 48 hours before departure. Bring the same ID document
you used for the booking. Special assistance at the airport was requested for both passengers.

Manage booking: https://www.danubia-air.com/manage?ref=QX7MPE&ln=MURESAN

Danubia Air Ltd · Henri Coandă Blvd 1, Otopeni 075150, Romania
`,
    html: `<!doctype html><html><head><meta charset="utf-8"></head>
<body style="margin:0;background:#e8eef6;font-family:Arial,Helvetica,sans-serif;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:22px 8px;">
<table width="600" cellpadding="0" cellspacing="0" style="background:#fff;border-radius:8px;overflow:hidden;">
<tr><td style="background:#0b2e59;padding:18px 24px;"><img src="https://www.danubia-air.com/content/email/logo-white.png" width="140" alt="Danubia Air"></td></tr>
<tr><td style="padding:24px;color:#0b2e59;">
<h1 style="font-size:22px;margin:0 0 6px;">Your booking is confirmed</h1>
<p style="margin:0 0 18px;font-size:14px;color:#4a5a70;">Booking reference <b style="font-size:18px;color:#0b2e59;letter-spacing:1px;">QX7MPE</b> · booked by Andreea Whitaker</p>
<table width="100%" cellpadding="10" cellspacing="0" style="border:1px solid #d6deea;font-size:14px;color:#1a2533;">
<tr style="background:#f3f6fa;"><td colspan="3"><b>Outbound</b> · Wednesday 16 December 2026 · DN 3417</td></tr>
<tr><td><b style="font-size:20px;">06:15</b><br>Cluj-Napoca (CLJ)</td><td align="center">→</td><td align="right"><b style="font-size:20px;">07:55</b><br>London Luton (LTN)</td></tr>
<tr style="background:#f3f6fa;"><td colspan="3"><b>Return</b> · Friday 8 January 2027 · DN 3418</td></tr>
<tr><td><b style="font-size:20px;">08:55</b><br>London Luton (LTN)</td><td align="center">→</td><td align="right"><b style="font-size:20px;">14:20</b><br>Cluj-Napoca (CLJ)</td></tr>
</table>
<p style="font-size:14px;color:#1a2533;margin-top:18px;">Mr Ioan Muresan — seat 4C, 1 × 20 kg bag, priority boarding<br>Mrs Ilona Muresan — seat 4D, 1 × 20 kg bag, priority boarding</p>
<p style="font-size:14px;color:#1a2533;">Total paid: <b>£412.60</b> (card ending 9902)</p>
<p style="font-size:13px;color:#4a5a70;">Online check-in opens 48 hours before departure. Bring the same ID document you used for the booking. Special assistance at the airport was requested for both passengers.</p>
<p><a href="https://www.danubia-air.com/manage?ref=QX7MPE&amp;ln=MURESAN" style="color:#0b2e59;font-weight:bold;">Manage booking</a></p>
</td></tr>
<tr><td style="padding:14px 24px;background:#f3f6fa;font-size:11px;color:#6b7a8f;">Danubia Air Ltd · Henri Coandă Blvd 1, Otopeni 075150, Romania · <a href="https://www.danubia-air.com/privacy" style="color:#6b7a8f;">Privacy</a> · <a href="https://www.danubia-air.com/help" style="color:#6b7a8f;">Help</a></td></tr>
</table></td></tr></table></body></html>`,
  },
  // 52 — airline: schedule change, text only
  {
    family: "danubia-air",
    group: "consumer",
    lang: "en",
    kind: "schedule-change",
    code: null,
    link: null,
    from: "Danubia Air <noreply@danubia-air.com>",
    to: IOAN,
    subject: "Schedule change for booking QX7MPE",
    date: at(11, 12, 8, 5, "+0000"),
    enc: "7bit",
    text: `Dear Mr Muresan,

We have had to make a small change to your flight.

Booking reference: QX7MPE
DN 3417 Cluj-Napoca (CLJ) -> London Luton (LTN), Wednesday 16 December 2026
  Was: departs 06:15, arrives 07:55
  Now: departs 06:40, arrives 08:20

Your seats (4C, 4D), bags and special assistance stay the same. You do not need to do anything.
If the new time does not suit you, you can change to another flight free of charge or ask for a
refund within 14 days, in Manage booking or by calling +44 20 3808 7411.

We apologise for any inconvenience.

Danubia Air Customer Care
`,
    html: null,
  },

  // 53 — German coach company: ticket booked by their son
  {
    family: "fernlinie-rhein",
    group: "consumer",
    lang: "de",
    kind: "ticket",
    code: null,
    link: null,
    from: "Fernlinie Rhein <buchung@fernlinie-rhein.de>",
    to: IOAN,
    subject: "Ihre Buchung 3318 904 127: Wien → Stuttgart, 28.10.2026",
    date: at(10, 19, 22, 47, "+0200"),
    enc: "qp",
    text: `Hallo Ioan Muresan,

vielen Dank für Ihre Buchung! Ihr Ticket finden Sie in der App oder unter „Meine Buchungen“.

Buchungsnummer: 3318 904 127
Hinfahrt: Mi, 28.10.2026
  09:15  Wien Erdberg (VIB), Bussteig 7
  18:40  Stuttgart Flughafen/Messe, Busbahnhof
Reisende: 2 Erwachsene (Sitzplätze 21A, 21B)
Gepäck: 2 Koffer, 2 Handgepäck
Preis: 89,98 € (bezahlt mit PayPal, gebucht von Mihai Muresan)

Bitte seien Sie 15 Minuten vor Abfahrt an der Haltestelle und halten Sie Ihren Ausweis bereit.

Gute Fahrt!
Ihr Team von Fernlinie Rhein
Fernlinie Rhein GmbH · Hafenstraße 3 · 68159 Mannheim · Amtsgericht Mannheim HRB 731204
`,
    html:
      `<html><head><meta charset="utf-8"></head><body style="margin:0;background:#eef7ee;font-family:Arial,sans-serif;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:20px;">
<table width="580" cellpadding="0" cellspacing="0" style="background:#fff;">
<tr><td style="background:#2e9e44;padding:14px 22px;color:#fff;font-size:20px;font-weight:bold;">Fernlinie Rhein</td></tr>
<tr><td style="padding:22px;font-size:14px;line-height:21px;color:#222;">
<p>Hallo Ioan Muresan,</p>
<p>vielen Dank für Ihre Buchung! Ihr Ticket finden Sie in der App oder unter <a href="https://www.fernlinie-rhein.de/meine-buchungen" style="color:#2e9e44;">„Meine Buchungen“</a>.</p>
<table width="100%" cellpadding="8" cellspacing="0" style="border:1px solid #d9ead9;font-size:13px;">
<tr><td colspan="2" style="background:#f4faf4;">Buchungsnummer <b>3318 904 127</b> · Mi, 28.10.2026</td></tr>
<tr><td width="60"><b>09:15</b></td><td>Wien Erdberg (VIB), Bussteig 7</td></tr>
<tr><td><b>18:40</b></td><td>Stuttgart Flughafen/Messe, Busbahnhof</td></tr>
<tr><td colspan="2">2 Erwachsene · Sitzplätze 21A, 21B · 2 Koffer, 2 Handgepäck</td></tr>
<tr><td colspan="2">Preis: <b>89,98 €</b> (bezahlt mit PayPal, gebucht von Mihai Muresan)</td></tr>
</table>
<p>Bitte seien Sie 15 Minuten vor Abfahrt an der Haltestelle und halten Sie Ihren Ausweis bereit.</p>
<p>Gute Fahrt!<br>Ihr Team von Fernlinie Rhein</p>
</td></tr>
<tr><td style="padding:12px 22px;background:#f4faf4;font-size:11px;color:#777;">Fernlinie Rhein GmbH · Hafenstraße 3 · 68159 Mannheim · HRB 731204 · <a href="https://www.fernlinie-rhein.de/impressum" style="color:#777;">Impressum</a> · <a href="https://www.fernlinie-rhein.de/datenschutz" style="color:#777;">Datenschutz</a></td></tr>
</table></td></tr></table></body></html>`,
  },
  // 54 — Italian courier: parcel sent by their son from Italy
  {
    family: "corriere-lampo",
    group: "consumer",
    lang: "it",
    kind: "order-shipped",
    code: null,
    link: null,
    from: "Corriere Lampo <tracking@corrierelampo.it>",
    to: IOAN,
    subject: "La tua spedizione LMP0094471826IT è partita",
    date: at(11, 10, 15, 20, "+0100"),
    enc: "b64",
    text: `Gentile Ioan Muresan,

la spedizione LMP0094471826IT inviata da Mihai Muresan (Torino) è stata affidata al nostro
partner per la Romania e arriverà presumibilmente tra il 13 e il 16 novembre 2026.

Destinazione: Str. Observatorului 41, ap. 7, 400500 Cluj-Napoca, Romania
Colli: 1 · Peso: 4,8 kg
Contenuto dichiarato: alimentari (caffè, panettone), regali

Segui la spedizione: https://www.corrierelampo.it/tracking?code=LMP0094471826IT&lang=it

Il corriere locale potrebbe contattarti telefonicamente prima della consegna.

Corriere Lampo S.p.A. · Via Nizza 150, 10126 Torino · P.IVA 09381240017
Servizio clienti: +39 011 1962 4400
`,
    html:
      `<html><head><meta charset="utf-8"></head><body style="margin:0;background:#f5f5f5;font-family:Helvetica,Arial,sans-serif;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:20px;">
<table width="580" cellpadding="0" cellspacing="0" style="background:#fff;border-top:6px solid #e30613;">
<tr><td style="padding:18px 24px;"><img src="https://www.corrierelampo.it/img/mail/lampo-logo.png" width="140" alt="Corriere Lampo"></td></tr>
<tr><td style="padding:0 24px 22px;font-size:14px;line-height:21px;color:#222;">
<p>Gentile Ioan Muresan,</p>
<p>la spedizione <b>LMP0094471826IT</b> inviata da Mihai Muresan (Torino) è stata affidata al nostro partner per la Romania e arriverà presumibilmente <b>tra il 13 e il 16 novembre 2026</b>.</p>
<table cellpadding="5" cellspacing="0" style="font-size:13px;">
<tr><td style="color:#888;">Destinazione</td><td>Str. Observatorului 41, ap. 7, 400500 Cluj-Napoca, Romania</td></tr>
<tr><td style="color:#888;">Colli / peso</td><td>1 · 4,8 kg</td></tr>
<tr><td style="color:#888;">Contenuto</td><td>alimentari (caffè, panettone), regali</td></tr>
</table>
<p style="margin:20px 0;"><a href="https://www.corrierelampo.it/tracking?code=LMP0094471826IT&amp;lang=it" style="background:#e30613;color:#fff;text-decoration:none;padding:11px 22px;display:inline-block;font-weight:bold;">Segui la spedizione</a></p>
<p style="font-size:13px;color:#555;">Il corriere locale potrebbe contattarti telefonicamente prima della consegna.</p>
</td></tr>
<tr><td style="padding:12px 24px;background:#fafafa;font-size:11px;color:#999;">Corriere Lampo S.p.A. · Via Nizza 150, 10126 Torino · P.IVA 09381240017 · Servizio clienti +39 011 1962 4400</td></tr>
</table></td></tr></table></body></html>`,
  },
  // 55 — state e-services (Moldova): sign-in code, Russian
  {
    family: "portal-cetatean-md",
    group: "regional",
    lang: "ru",
    kind: "login-code",
    code: "G7K4Q2",
    link: null,
    from: "Portalul Cetățeanului <notificari@cetatean.gov-md.example>",
    to: IOAN,
    subject: "Код для входа на Портал гражданина",
    date: at(10, 27, 11, 8, "+0200"),
    enc: "b64",
    text: `Здравствуйте!

Для входа на Портал гражданина (раздел «Социальное страхование — пенсии») введите
одноразовый код:

G7K4Q2

Код действителен 5 минут. Вход выполняется с устройства: Windows, Chrome, г. Бельцы.

Если вы не пытались войти, смените пароль и сообщите в службу поддержки: 0 800 00 880.

Это автоматическое сообщение, не отвечайте на него.
`,
    html:
      `<html lang="ru"><head><meta charset="utf-8"></head><body style="margin:0;background:#f1f4f8;font-family:'Open Sans',Arial,sans-serif;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:20px;">
<table width="540" cellpadding="0" cellspacing="0" style="background:#fff;border:1px solid #d7dee8;">
<tr><td style="padding:14px 22px;background:#003f87;"><table cellpadding="0" cellspacing="0"><tr>
<td><img src="https://cetatean.gov-md.example/assets/stema.png" width="34" height="40" alt="Stema Republicii Moldova"></td>
<td style="padding-left:10px;color:#fff;font-size:15px;font-weight:bold;">Portalul Cetățeanului · Портал гражданина</td></tr></table></td></tr>
<tr><td style="padding:24px 22px;font-size:14px;line-height:21px;color:#1c2430;">
<p>Здравствуйте!</p>
<p>Для входа на Портал гражданина (раздел «Социальное страхование — пенсии») введите одноразовый код:</p>
<p style="text-align:center;margin:22px 0;"><span style="font-family:Consolas,'Courier New',monospace;font-size:30px;font-weight:bold;letter-spacing:6px;border:1px solid #003f87;padding:10px 20px;color:#003f87;">G7K4Q2</span></p>
<p>Код действителен 5 минут. Вход выполняется с устройства: Windows, Chrome, г. Бельцы.</p>
<p style="font-size:12px;color:#5d6b7c;">Если вы не пытались войти, смените пароль и сообщите в службу поддержки: 0 800 00 880. Это автоматическое сообщение, не отвечайте на него.</p>
</td></tr></table></td></tr></table></body></html>`,
  },
  // 56 — pension payments office (Hungary): yearly increase notice, text only
  {
    family: "nyugdijpont",
    group: "regional",
    lang: "hu",
    kind: "pension-notice",
    code: null,
    link: null,
    from: "NyugdíjPont Ügyfélkapcsolat <ertesito@nyugdijpont.hu>",
    to: ILONA,
    subject: "Tájékoztatás a novemberi kiegészítő nyugdíjemelésről",
    date: at(11, 5, 9, 0, "+0100"),
    enc: "8bit",
    text: `Tisztelt Mureșan Ilona!

Tájékoztatjuk, hogy a 2026. évi kiegészítő nyugdíjemelés összegét a novemberi ellátással
együtt folyósítjuk.

Folyósítási szám (TAJ-hoz kapcsolt): 912-447-318
Havi ellátás az emelés előtt: 214 600 Ft
Kiegészítő emelés (0,8 %): +1 717 Ft/hó
Egyszeri visszamenőleges különbözet (január–október): 17 170 Ft
Várható utalás: 2026.11.12., Alföld Takarék ••••0000 számlára

Teendője nincs. Az emelésről szóló határozatot postán is megküldjük.

Tisztelettel:
NyugdíjPont Ügyfélkapcsolati Központ
Telefon: +36 1 350 2210 (hétfő–csütörtök 8–16, péntek 8–13)
`,
    html: null,
  },
];
