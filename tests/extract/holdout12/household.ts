/**
 * A family household inbox in the Nordic countries and the Low Countries over two months (Sept–Oct 2026):
 * school and day-care apps, digital mailboxes and e-ID, utilities, housing co-op, mobility, parcels,
 * pharmacy, sports clubs, groceries, marketplace, insurance, bank, pension and streaming, mostly notices.
 * @module
 */

import type { Mail } from "../holdout_kit.ts";

const DAYS = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"];
const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/** An RFC 2822 date; Nordic/Benelux summer time until 25 Oct 2026. */
function dt(m: number, d: number, hh: number, mm: number, ss = 7): string {
  const day = new Date(Date.UTC(2026, m - 1, d)).getUTCDay();
  const tz = m < 10 || (m === 10 && d < 25) ? "+0200" : "+0100";
  const p = (n: number) => String(n).padStart(2, "0");
  return `${DAYS[day]}, ${p(d)} ${MONTHS[m - 1]} 2026 ${p(hh)}:${p(mm)}:${p(ss)} ${tz}`;
}

/** A centred 600px table mail, the shape most platform senders ship. */
function boxed(o: {
  lang: string;
  title: string;
  pre: string;
  brand: string;
  color: string;
  logo: string;
  body: string;
  foot: string;
}): string {
  return `<!DOCTYPE html>
<html lang="${o.lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${o.title}</title>
<style>@media only screen and (max-width:620px){.wrap{width:100% !important}.pad{padding:20px !important}}</style>
</head>
<body style="margin:0;padding:0;background-color:#f2f3f5;">
<div style="display:none;max-height:0;overflow:hidden;mso-hide:all;font-size:1px;color:#f2f3f5;">${o.pre}&nbsp;&zwnj;&nbsp;&zwnj;&nbsp;&zwnj;&nbsp;&zwnj;</div>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="background-color:#f2f3f5;">
<tr><td align="center" style="padding:24px 8px;">
<table role="presentation" class="wrap" width="600" cellpadding="0" cellspacing="0" border="0" style="width:600px;background:#ffffff;border-radius:6px;">
<tr><td style="background:${o.color};padding:18px 32px;border-radius:6px 6px 0 0;">
<img src="${o.logo}" width="140" height="32" alt="${o.brand}" style="display:block;border:0;color:#ffffff;font:bold 20px Arial,sans-serif;">
</td></tr>
<tr><td class="pad" style="padding:32px;font-family:Arial,Helvetica,sans-serif;font-size:15px;line-height:22px;color:#222222;">
${o.body}
</td></tr>
<tr><td style="padding:20px 32px;background:#fafafa;border-top:1px solid #e6e6e6;font-family:Arial,Helvetica,sans-serif;font-size:12px;line-height:18px;color:#777777;border-radius:0 0 6px 6px;">
${o.foot}
</td></tr>
</table>
</td></tr>
</table>
</body></html>`;
}

/** A bulletproof button. */
function btn(href: string, label: string, color: string): string {
  return `<table role="presentation" cellpadding="0" cellspacing="0" border="0" style="margin:24px 0;"><tr>
<td align="center" bgcolor="${color}" style="border-radius:4px;"><a href="${href}" target="_blank" style="display:inline-block;padding:12px 26px;font-family:Arial,sans-serif;font-size:15px;font-weight:bold;color:#ffffff;text-decoration:none;border-radius:4px;">${label}</a></td>
</tr></table>`;
}

/** One cell per digit. */
function digits(code: string, color: string): string {
  const cells = [...code].map((c) =>
    `<td style="width:40px;height:50px;border:1px solid #cfd4da;border-radius:4px;text-align:center;font:bold 26px 'Courier New',monospace;color:${color};">${c}</td><td style="width:6px;"></td>`
  ).join("");
  return `<table role="presentation" cellpadding="0" cellspacing="0" border="0" style="margin:18px 0;"><tr>${cells}</tr></table>`;
}

export const mails: Mail[] = [
  // ------------------------------------------------------------ Skolbryggan (school app, Sweden)
  {
    family: "skolbryggan",
    group: "regional",
    lang: "sv",
    kind: "invite-link",
    code: null,
    link: "https://app.skolbryggan.se/inbjudan/vardnadshavare?t=Yk3pQ9vL2mXe7Rt0cWb",
    from: "Skolbryggan <noreply@skolbryggan.se>",
    subject: "Du har bjudits in till klass 3B på Ekbackens skola",
    date: dt(9, 1, 16, 12),
    enc: "qp",
    text: `Hej Sam,

Maria Lundqvist (mentor, klass 3B) har bjudit in dig som vårdnadshavare till Elsa Reader i Skolbryggan.

I Skolbryggan ser du veckobrev, schema, frånvaro och meddelanden från skolan.

Acceptera inbjudan:
https://app.skolbryggan.se/inbjudan/vardnadshavare?t=Yk3pQ9vL2mXe7Rt0cWb

Inbjudan gäller i 14 dagar. Har du redan ett konto loggar du in med BankID efter att du öppnat länken.

Ekbackens skola, Vallgatan 12, 722 15 Västerås
Skolexpeditionen: 021-39 40 00

Frågor om appen? https://hjalp.skolbryggan.se
`,
    html: boxed({
      lang: "sv",
      title: "Inbjudan till Skolbryggan",
      pre: "Maria Lundqvist har bjudit in dig till klass 3B",
      brand: "Skolbryggan",
      color: "#2f6f4f",
      logo: "https://static.skolbryggan.se/mail/logo-white.png",
      body: `<h1 style="margin:0 0 16px;font-size:22px;">Välkommen till klass 3B</h1>
<p style="margin:0 0 12px;">Hej Sam,</p>
<p style="margin:0 0 12px;"><strong>Maria Lundqvist</strong> (mentor, klass 3B) har bjudit in dig som vårdnadshavare till <strong>Elsa Reader</strong>.</p>
<p style="margin:0 0 12px;">I Skolbryggan ser du veckobrev, schema, frånvaro och meddelanden från skolan.</p>
${btn("https://app.skolbryggan.se/inbjudan/vardnadshavare?t=Yk3pQ9vL2mXe7Rt0cWb", "Acceptera inbjudan", "#2f6f4f")}
<p style="margin:0;font-size:13px;color:#555;">Inbjudan gäller i 14 dagar. Har du redan ett konto loggar du in med BankID efter att du öppnat länken.</p>`,
      foot: `Ekbackens skola · Vallgatan 12 · 722 15 Västerås · Skolexpeditionen 021-39 40 00<br>
<a href="https://hjalp.skolbryggan.se" style="color:#2f6f4f;">Hjälp</a> · <a href="https://skolbryggan.se/integritet" style="color:#2f6f4f;">Integritetspolicy</a><br>
<a href="https://apps.apple.com/se/app/skolbryggan/id1488201733"><img src="https://static.skolbryggan.se/mail/appstore-sv.png" width="120" alt="Hämta i App Store" style="border:0;margin-top:8px;"></a>
<a href="https://play.google.com/store/apps/details?id=se.skolbryggan.app"><img src="https://static.skolbryggan.se/mail/googleplay-sv.png" width="135" alt="Ladda ned på Google Play" style="border:0;margin-top:8px;"></a>`,
    }),
  },
  {
    family: "skolbryggan",
    group: "regional",
    lang: "sv",
    kind: "newsletter",
    code: null,
    link: null,
    from: "Ekbackens skola via Skolbryggan <noreply@skolbryggan.se>",
    subject: "Veckobrev v. 38 – klass 3B",
    date: dt(9, 18, 14, 3),
    enc: "qp",
    text: `Veckobrev vecka 38, klass 3B

Hej alla familjer!

Den här veckan har vi arbetat med multiplikationstabellerna 2, 5 och 10 och börjat läsa "Dunderhatten" högt.

Kommande:
- Tisdag 22/9: utflykt till Djäkneberget. Packa matsäck och vattenflaska. Vi är tillbaka 13.30.
- Torsdag 24/9: idrott utomhus, ta med ombyte.
- Utvecklingssamtal v. 41–42. Boka tid i Skolbryggan senast 30/9.

Fotograferingen flyttas till 6 oktober.

Trevlig helg!
Maria och Johan

Läs veckobrevet i appen: https://app.skolbryggan.se/klass/3b-ekbacken/veckobrev/38
Stäng av e-postaviseringar: https://app.skolbryggan.se/installningar/aviseringar
`,
    html: boxed({
      lang: "sv",
      title: "Veckobrev v. 38",
      pre: "Utflykt på tisdag, utvecklingssamtal v. 41–42",
      brand: "Skolbryggan",
      color: "#2f6f4f",
      logo: "https://static.skolbryggan.se/mail/logo-white.png",
      body:
        `<p style="margin:0 0 4px;font-size:12px;color:#777;text-transform:uppercase;">Klass 3B · Ekbackens skola</p>
<h1 style="margin:0 0 16px;font-size:22px;">Veckobrev vecka 38</h1>
<p>Hej alla familjer!</p>
<p>Den här veckan har vi arbetat med multiplikationstabellerna 2, 5 och 10 och börjat läsa <em>Dunderhatten</em> högt.</p>
<h2 style="font-size:17px;margin:20px 0 8px;">Kommande</h2>
<ul style="padding-left:20px;margin:0;">
<li><strong>Tisdag 22/9:</strong> utflykt till Djäkneberget. Packa matsäck och vattenflaska. Vi är tillbaka 13.30.</li>
<li><strong>Torsdag 24/9:</strong> idrott utomhus, ta med ombyte.</li>
<li><strong>Utvecklingssamtal v. 41–42.</strong> Boka tid i Skolbryggan senast 30/9.</li>
</ul>
<p>Fotograferingen flyttas till 6 oktober.</p>
<p>Trevlig helg!<br>Maria och Johan</p>
<p><a href="https://app.skolbryggan.se/klass/3b-ekbacken/veckobrev/38" style="color:#2f6f4f;font-weight:bold;">Läs i appen →</a></p>`,
      foot: `Du får det här mejlet eftersom du är vårdnadshavare i Skolbryggan.<br>
<a href="https://app.skolbryggan.se/installningar/aviseringar" style="color:#777;">Stäng av e-postaviseringar</a> · <a href="https://skolbryggan.se/integritet" style="color:#777;">Integritet</a><br>
© 2026 Skolbryggan AB, Box 1181, 721 29 Västerås`,
    }),
  },
  {
    family: "skolbryggan",
    group: "regional",
    lang: "sv",
    kind: "absence-receipt",
    code: null,
    link: null,
    from: "Skolbryggan <noreply@skolbryggan.se>",
    subject: "Frånvaro registrerad: Elsa Reader, 14 oktober",
    date: dt(10, 14, 6, 51),
    enc: "8bit",
    text: `Hej Sam,

Frånvaron är registrerad.

Elev: Elsa Reader (3B)
Datum: onsdag 14 oktober 2026
Tid: heldag
Orsak: sjuk
Anmäld av: Sam Reader kl. 06.51

Fritidshemmet Ugglan har också fått informationen.

Om Elsa är sjuk fler dagar behöver du anmäla varje dag före kl. 07.45.

Detta mejl går inte att svara på.
Skolbryggan AB · hjalp.skolbryggan.se
`,
    html: null,
  },
  // ------------------------------------------------------------ Pikkuportti (day-care app, Finland)
  {
    family: "pikkuportti",
    group: "regional",
    lang: "fi",
    kind: "login-code",
    code: "583106",
    link: null,
    from: "Pikkuportti <ei-vastausta@pikkuportti.fi>",
    subject: "Kirjautumiskoodisi Pikkuporttiin",
    date: dt(9, 3, 7, 22),
    enc: "b64",
    text: `Hei,

Kirjautumiskoodisi on:

583 106

Koodi on voimassa 10 minuuttia. Älä kerro koodia kenellekään – Pikkuportin henkilökunta ei koskaan kysy sitä.

Jos et yrittänyt kirjautua, voit jättää tämän viestin huomiotta.

Ystävällisin terveisin
Pikkuportti
Tuki: tuki@pikkuportti.fi · 09 4257 1180 (ma–pe 8–16)
https://pikkuportti.fi/tietosuoja
`,
    html: `<!doctype html>
<html lang="fi"><head><meta charset="utf-8"><title>Kirjautumiskoodi</title></head>
<body style="margin:0;background:#fff8ef;font-family:'Segoe UI',Roboto,Arial,sans-serif;">
<span style="display:none!important;opacity:0;color:transparent;height:0;width:0;">Koodi on voimassa 10 minuuttia.</span>
<table width="100%" cellpadding="0" cellspacing="0" role="presentation"><tr><td align="center" style="padding:30px 10px;">
<table width="480" cellpadding="0" cellspacing="0" role="presentation" style="background:#ffffff;border-radius:14px;border:1px solid #f0dcc0;">
<tr><td align="center" style="padding:28px 24px 8px;"><img src="https://cdn.pikkuportti.fi/email/pikkuportti-logo.png" alt="Pikkuportti" width="150" style="display:block;"></td></tr>
<tr><td style="padding:8px 36px;color:#3b2f25;font-size:16px;line-height:24px;">
<p>Hei,</p>
<p>kirjautumiskoodisi on:</p>
</td></tr>
<tr><td align="center" style="padding:6px 0 18px;">
<div style="display:inline-block;background:#fff1dc;border-radius:10px;padding:14px 26px;font-size:34px;font-weight:700;letter-spacing:10px;color:#b35c00;">583 106</div>
</td></tr>
<tr><td style="padding:0 36px 26px;color:#3b2f25;font-size:14px;line-height:21px;">
<p>Koodi on voimassa 10 minuuttia. Älä kerro koodia kenellekään – Pikkuportin henkilökunta ei koskaan kysy sitä.</p>
<p style="color:#8a7968;">Jos et yrittänyt kirjautua, voit jättää tämän viestin huomiotta.</p>
</td></tr>
</table>
<p style="font-size:12px;color:#8a7968;margin:16px 0 0;">Pikkuportti Oy · Hämeentie 19 · 00500 Helsinki<br>
<a href="mailto:tuki@pikkuportti.fi" style="color:#b35c00;">tuki@pikkuportti.fi</a> · 09 4257 1180 · <a href="https://pikkuportti.fi/tietosuoja" style="color:#b35c00;">Tietosuoja</a></p>
</td></tr></table>
</body></html>`,
  },
  {
    family: "pikkuportti",
    group: "regional",
    lang: "fi",
    kind: "message-notice",
    code: null,
    link: null,
    from: "Päiväkoti Kuusikko (Pikkuportti) <ei-vastausta@pikkuportti.fi>",
    subject: "Uusi viesti: Retkipäivä to 8.10.",
    date: dt(10, 2, 13, 40),
    enc: "b64",
    text: `Sinulle on uusi viesti Pikkuportissa.

Lähettäjä: Päiväkoti Kuusikko, ryhmä Oravat
Aihe: Retkipäivä to 8.10.

"Hei Oravien perheet! Torstaina 8.10. lähdemme koko päiväksi Keskuspuistoon. Lapsella tulee olla kurahousut, vaihtosukat ja..."

Lue koko viesti sovelluksessa: https://app.pikkuportti.fi/viestit/88120457

Et voi vastata tähän sähköpostiin. Ilmoitusasetukset: https://app.pikkuportti.fi/asetukset
`,
    html: `<!doctype html>
<html lang="fi"><head><meta charset="utf-8"></head>
<body style="margin:0;background:#fff8ef;font-family:'Segoe UI',Roboto,Arial,sans-serif;">
<table width="100%" cellpadding="0" cellspacing="0" role="presentation"><tr><td align="center" style="padding:30px 10px;">
<table width="520" cellpadding="0" cellspacing="0" role="presentation" style="background:#ffffff;border-radius:14px;border:1px solid #f0dcc0;">
<tr><td style="padding:22px 30px 0;"><img src="https://cdn.pikkuportti.fi/email/pikkuportti-logo.png" alt="Pikkuportti" width="120"></td></tr>
<tr><td style="padding:18px 30px;color:#3b2f25;font-size:15px;line-height:22px;">
<p style="margin:0 0 10px;">Sinulle on uusi viesti Pikkuportissa.</p>
<table cellpadding="0" cellspacing="0" style="font-size:14px;margin-bottom:12px;">
<tr><td style="color:#8a7968;padding-right:12px;">Lähettäjä</td><td>Päiväkoti Kuusikko, ryhmä Oravat</td></tr>
<tr><td style="color:#8a7968;padding-right:12px;">Aihe</td><td><strong>Retkipäivä to 8.10.</strong></td></tr>
</table>
<blockquote style="margin:0;padding:10px 14px;border-left:4px solid #f0a040;background:#fffaf2;color:#5a4a3a;">Hei Oravien perheet! Torstaina 8.10. lähdemme koko päiväksi Keskuspuistoon. Lapsella tulee olla kurahousut, vaihtosukat ja…</blockquote>
<p style="margin:18px 0 0;"><a href="https://app.pikkuportti.fi/viestit/88120457" style="background:#b35c00;color:#fff;text-decoration:none;padding:10px 18px;border-radius:20px;display:inline-block;">Lue viesti</a></p>
</td></tr>
<tr><td style="padding:0 30px 20px;font-size:12px;color:#8a7968;">Et voi vastata tähän sähköpostiin. <a href="https://app.pikkuportti.fi/asetukset" style="color:#8a7968;">Ilmoitusasetukset</a></td></tr>
</table></td></tr></table>
</body></html>`,
  },
  // ------------------------------------------------------------ Brevskrin (digital mailbox, Sweden)
  {
    family: "brevskrin",
    group: "regional",
    lang: "sv",
    kind: "verify-link",
    code: null,
    link: "https://konto.brevskrin.se/e-post/bekrafta?id=5c1f0a77-2b9e-4d1e-9f63-a08e7c2d41b3",
    from: "Brevskrin <info@brevskrin.se>",
    subject: "Bekräfta din e-postadress",
    date: dt(9, 2, 20, 15),
    enc: "qp",
    text: `Bekräfta din e-postadress

Du har angett sam.reader@inbox.example som e-postadress i Brevskrin. Vi skickar aviseringar hit när du får ny post från myndigheter, banker och företag.

Bekräfta adressen här:
https://konto.brevskrin.se/e-post/bekrafta?id=5c1f0a77-2b9e-4d1e-9f63-a08e7c2d41b3

Länken gäller i 48 timmar.

Brevskrin AB, Sveavägen 44, 111 34 Stockholm · Kundtjänst 08-520 118 00
`,
    html: `<html><head><meta http-equiv="Content-Type" content="text/html; charset=utf-8"></head>
<body style="background:#eef1f6;margin:0;padding:0;">
<center>
<table cellpadding="0" cellspacing="0" border="0" width="100%" style="max-width:560px;background:#ffffff;margin:20px auto;">
<tr><td style="padding:24px 28px;border-bottom:3px solid #1d3b72;"><img src="https://brevskrin.se/assets/mail/brevskrin.png" alt="Brevskrin" height="28"></td></tr>
<tr><td style="padding:28px;font:15px/1.5 Helvetica,Arial,sans-serif;color:#1c1c1c;">
<h2 style="margin-top:0;color:#1d3b72;">Bekräfta din e-postadress</h2>
<p>Du har angett <b>sam.reader@inbox.example</b> som e-postadress i Brevskrin. Vi skickar aviseringar hit när du får ny post från myndigheter, banker och företag.</p>
<p style="text-align:center;margin:28px 0;"><a href="https://konto.brevskrin.se/e-post/bekrafta?id=5c1f0a77-2b9e-4d1e-9f63-a08e7c2d41b3" style="background:#1d3b72;color:#ffffff;padding:13px 30px;text-decoration:none;border-radius:3px;font-weight:bold;">Bekräfta e-postadress</a></p>
<p style="font-size:13px;color:#666;">Länken gäller i 48 timmar. Fungerar inte knappen? Kopiera den här adressen till webbläsaren:<br>
<span style="color:#1d3b72;word-break:break-all;">https://konto.brevskrin.se/e-post/bekrafta?id=5c1f0a77-2b9e-4d1e-9f63-a08e7c2d41b3</span></p>
</td></tr>
<tr><td style="padding:16px 28px;background:#f6f7f9;font:11px/1.6 Helvetica,Arial,sans-serif;color:#888;">Brevskrin AB · Sveavägen 44 · 111 34 Stockholm · Kundtjänst 08-520 118 00<br>
<a href="https://brevskrin.se/villkor" style="color:#888;">Villkor</a> | <a href="https://brevskrin.se/personuppgifter" style="color:#888;">Personuppgifter</a></td></tr>
</table>
</center>
</body></html>`,
  },
  {
    family: "brevskrin",
    group: "regional",
    lang: "sv",
    kind: "new-mail-notice",
    code: null,
    link: null,
    from: "Brevskrin <info@brevskrin.se>",
    subject: "Du har fått ny post från Västerås stad",
    date: dt(10, 6, 9, 2),
    enc: "qp",
    text: `Hej Sam,

Du har fått ett nytt brev i Brevskrin.

Avsändare: Västerås stad – Förskola och fritidshem
Rubrik: Beslut om avgift för fritidshem 2026
Mottaget: 6 oktober 2026

Logga in med BankID för att läsa: https://brevskrin.se/logga-in

Vi skickar aldrig länkar som ber dig logga in direkt från ett meddelande om betalning. Misstänker du bedrägeri, ring oss på 08-520 118 00.

/Brevskrin
`,
    html: `<html><head><meta http-equiv="Content-Type" content="text/html; charset=utf-8"></head>
<body style="background:#eef1f6;margin:0;padding:0;">
<div style="display:none;font-size:1px;line-height:1px;max-height:0;overflow:hidden;">Avsändare: Västerås stad – Förskola och fritidshem</div>
<center>
<table cellpadding="0" cellspacing="0" border="0" width="100%" style="max-width:560px;background:#ffffff;margin:20px auto;">
<tr><td style="padding:24px 28px;border-bottom:3px solid #1d3b72;"><img src="https://brevskrin.se/assets/mail/brevskrin.png" alt="Brevskrin" height="28"></td></tr>
<tr><td style="padding:28px;font:15px/1.5 Helvetica,Arial,sans-serif;color:#1c1c1c;">
<p>Hej Sam,</p>
<p>Du har fått ett nytt brev i Brevskrin.</p>
<table cellpadding="6" cellspacing="0" border="0" style="background:#f3f6fb;width:100%;font-size:14px;">
<tr><td style="width:110px;color:#666;">Avsändare</td><td>Västerås stad – Förskola och fritidshem</td></tr>
<tr><td style="color:#666;">Rubrik</td><td>Beslut om avgift för fritidshem 2026</td></tr>
<tr><td style="color:#666;">Mottaget</td><td>6 oktober 2026</td></tr>
</table>
<p style="margin-top:22px;"><a href="https://brevskrin.se/logga-in" style="color:#1d3b72;font-weight:bold;">Logga in med BankID för att läsa</a></p>
<p style="font-size:13px;color:#666;">Vi skickar aldrig länkar som ber dig logga in direkt från ett meddelande om betalning. Misstänker du bedrägeri, ring oss på 08-520 118 00.</p>
</td></tr>
<tr><td style="padding:16px 28px;background:#f6f7f9;font:11px/1.6 Helvetica,Arial,sans-serif;color:#888;">Brevskrin AB · Sveavägen 44 · 111 34 Stockholm<br>
<a href="https://brevskrin.se/installningar/aviseringar" style="color:#888;">Ändra aviseringar</a> | <a href="https://brevskrin.se/personuppgifter" style="color:#888;">Personuppgifter</a></td></tr>
</table>
</center>
</body></html>`,
  },
  // ------------------------------------------------------------ Nemkasse (digital mailbox, Denmark)
  {
    family: "nemkasse",
    group: "regional",
    lang: "da",
    kind: "new-mail-notice",
    code: null,
    link: null,
    from: "Nemkasse <notifikation@nemkasse.dk>",
    subject: "Ny post fra Vejlby Kommune",
    date: dt(9, 8, 8, 30),
    enc: "qp",
    text: `Du har modtaget ny post i Nemkasse

Fra: Vejlby Kommune, Pladsanvisningen
Emne: Tilbud om plads i SFO Egely fra 1. november 2026

Posten kan læses, når du logger ind på nemkasse.dk eller i Nemkasse-appen med MitID.

Med venlig hilsen
Nemkasse

Du kan ændre dine notifikationer under Indstillinger. Nemkasse A/S, Kalvebod Brygge 31, 1560 København V. CVR 38 11 52 07.
`,
    html: boxed({
      lang: "da",
      title: "Ny post",
      pre: "Fra: Vejlby Kommune, Pladsanvisningen",
      brand: "Nemkasse",
      color: "#0b4f6c",
      logo: "https://nemkasse.dk/static/mail/logo-hvid.png",
      body: `<h1 style="margin:0 0 14px;font-size:20px;color:#0b4f6c;">Du har modtaget ny post</h1>
<p style="margin:0 0 6px;"><span style="color:#777;">Fra:</span> Vejlby Kommune, Pladsanvisningen</p>
<p style="margin:0 0 16px;"><span style="color:#777;">Emne:</span> Tilbud om plads i SFO Egely fra 1. november 2026</p>
<p>Posten kan læses, når du logger ind på <a href="https://www.nemkasse.dk" style="color:#0b4f6c;">nemkasse.dk</a> eller i Nemkasse-appen med MitID.</p>
<p>Med venlig hilsen<br>Nemkasse</p>`,
      foot:
        `Du kan ændre dine notifikationer under <a href="https://www.nemkasse.dk/indstillinger" style="color:#777;">Indstillinger</a>.<br>
Nemkasse A/S · Kalvebod Brygge 31 · 1560 København V · CVR 38 11 52 07`,
    }),
  },
  {
    family: "nemkasse",
    group: "regional",
    lang: "da",
    kind: "verify-code",
    code: "714409",
    link: null,
    from: "Nemkasse <notifikation@nemkasse.dk>",
    subject: "Bekræft din e-mailadresse",
    date: dt(10, 19, 21, 4),
    enc: "qp",
    text: `Hej

Du har bedt om at få notifikationer sendt til sam.reader@inbox.example.

Indtast denne kode i Nemkasse for at bekræfte adressen:

714409

Koden udløber om 15 minutter.

Har du ikke selv ændret din e-mailadresse, så kontakt os på 70 20 48 10.

Nemkasse A/S
`,
    html: boxed({
      lang: "da",
      title: "Bekræft din e-mailadresse",
      pre: "Din kode udløber om 15 minutter",
      brand: "Nemkasse",
      color: "#0b4f6c",
      logo: "https://nemkasse.dk/static/mail/logo-hvid.png",
      body: `<p>Hej</p>
<p>Du har bedt om at få notifikationer sendt til <strong>sam.reader@inbox.example</strong>.</p>
<p>Indtast denne kode i Nemkasse for at bekræfte adressen:</p>
${digits("714409", "#0b4f6c")}
<p style="font-size:13px;color:#666;">Koden udløber om 15 minutter.<br>Har du ikke selv ændret din e-mailadresse, så kontakt os på 70 20 48 10.</p>`,
      foot: `Nemkasse A/S · Kalvebod Brygge 31 · 1560 København V<br>
<a href="https://www.nemkasse.dk/hjaelp" style="color:#777;">Hjælp</a> · <a href="https://www.nemkasse.dk/privatliv" style="color:#777;">Privatlivspolitik</a>`,
    }),
  },
  // ------------------------------------------------------------ Signo ID (e-ID, Norway)
  {
    family: "signo-id",
    group: "regional",
    lang: "nb",
    kind: "new-device-alert",
    code: null,
    link: null,
    from: "Signo ID <varsel@signo-id.no>",
    subject: "Signo ID ble tatt i bruk på en ny enhet",
    date: dt(9, 10, 19, 48),
    enc: "8bit",
    text: `Hei Sam,

Signo ID-appen ble aktivert på en ny enhet:

Enhet: iPad (iPadOS 19.1)
Tidspunkt: 10.09.2026 kl. 19:47
Sted (omtrentlig): Bærum, Norge

Var dette deg? Da trenger du ikke gjøre noe.

Kjenner du ikke igjen aktiveringen, sperr Signo ID straks på https://signo-id.no/sperr eller ring sperretelefonen 800 41 900 (døgnåpen).

Hilsen Signo ID
`,
    html: `<!DOCTYPE html><html lang="nb"><head><meta charset="utf-8"></head>
<body style="margin:0;padding:0;background:#ffffff;font-family:Arial,sans-serif;color:#1a1a1a;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center">
<table width="560" cellpadding="0" cellspacing="0" style="margin:24px 0;">
<tr><td style="padding:0 0 18px;border-bottom:1px solid #ddd;"><img src="https://signo-id.no/e/img/signo.png" alt="Signo ID" width="96"></td></tr>
<tr><td style="padding:22px 0;font-size:15px;line-height:1.55;">
<p>Hei Sam,</p>
<p>Signo ID-appen ble aktivert på en ny enhet:</p>
<table cellpadding="4" cellspacing="0" style="font-size:14px;">
<tr><td style="color:#666;">Enhet</td><td>iPad (iPadOS 19.1)</td></tr>
<tr><td style="color:#666;">Tidspunkt</td><td>10.09.2026 kl. 19:47</td></tr>
<tr><td style="color:#666;">Sted (omtrentlig)</td><td>Bærum, Norge</td></tr>
</table>
<p>Var dette deg? Da trenger du ikke gjøre noe.</p>
<p style="background:#fff4e5;padding:12px;border-left:4px solid #e07b00;">Kjenner du ikke igjen aktiveringen, <a href="https://signo-id.no/sperr" style="color:#b35900;">sperr Signo ID straks</a> eller ring sperretelefonen <strong>800 41 900</strong> (døgnåpen).</p>
<p>Hilsen Signo ID</p>
</td></tr>
<tr><td style="border-top:1px solid #ddd;padding-top:12px;font-size:11px;color:#888;">Signo ID AS · Postboks 318 Sentrum · 0103 Oslo · <a href="https://signo-id.no/personvern" style="color:#888;">Personvern</a></td></tr>
</table></td></tr></table></body></html>`,
  },
  {
    family: "signo-id",
    group: "regional",
    lang: "nb",
    kind: "activation-code",
    code: "409127",
    link: null,
    from: "Signo ID <varsel@signo-id.no>",
    subject: "Engangskode for aktivering av Signo ID",
    date: dt(10, 21, 18, 10),
    enc: "8bit",
    text: `Engangskoden din er 409 127

Skriv inn koden i Signo ID-appen for å fullføre aktiveringen på den nye telefonen din. Koden er gyldig i 5 minutter.

Signo ID vil aldri ringe deg og be om koden.

Signo ID AS · signo-id.no/hjelp
`,
    html: `<!DOCTYPE html><html lang="nb"><head><meta charset="utf-8"></head>
<body style="margin:0;padding:0;background:#ffffff;font-family:Arial,sans-serif;color:#1a1a1a;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center">
<table width="560" cellpadding="0" cellspacing="0" style="margin:24px 0;">
<tr><td style="padding:0 0 18px;border-bottom:1px solid #ddd;"><img src="https://signo-id.no/e/img/signo.png" alt="Signo ID" width="96"></td></tr>
<tr><td style="padding:22px 0;font-size:15px;line-height:1.55;">
<p style="font-size:13px;color:#666;margin:0;">Engangskoden din er</p>
<p style="font-size:36px;font-weight:bold;letter-spacing:4px;margin:4px 0 18px;">409&nbsp;127</p>
<p>Skriv inn koden i Signo ID-appen for å fullføre aktiveringen på den nye telefonen din. Koden er gyldig i 5 minutter.</p>
<p><strong>Signo ID vil aldri ringe deg og be om koden.</strong></p>
</td></tr>
<tr><td style="border-top:1px solid #ddd;padding-top:12px;font-size:11px;color:#888;">Signo ID AS · <a href="https://signo-id.no/hjelp" style="color:#888;">signo-id.no/hjelp</a></td></tr>
</table></td></tr></table></body></html>`,
  },
  // ------------------------------------------------------------ Vestrheim kommune (municipality, Norway, nynorsk)
  {
    family: "vestrheim-kommune",
    group: "regional",
    lang: "nn",
    kind: "invoice",
    code: null,
    link: null,
    from: "Vestrheim kommune <faktura@vestrheim.kommune.no>",
    subject: "Faktura for SFO – oktober 2026",
    date: dt(9, 21, 10, 0),
    enc: "qp",
    text: `Hei,

Vedlagt er faktura for skulefritidsordninga (SFO) for oktober 2026.

Barn: Elsa Reader, Rosendal skule
Plass: 100 % (5 dagar)
Beløp: kr 3 340,00
Kost: kr 420,00
Sum å betale: kr 3 760,00
KID: 0042 7718 3390 5
Kontonummer: 1503.22.81446
Forfall: 20.10.2026

Har du avtalegiro, vert beløpet trekt automatisk.

Spørsmål om fakturaen? Ring servicetorget på 56 48 20 00 (måndag–fredag 08.00–15.30).

Helsing
Vestrheim kommune, økonomiavdelinga
`,
    html: `<html><body style="font-family:Verdana,Geneva,sans-serif;font-size:13px;color:#222;">
<p><img src="https://www.vestrheim.kommune.no/_/img/kommunevapen.png" alt="Vestrheim kommune" width="60"></p>
<p>Hei,</p>
<p>Vedlagt er faktura for skulefritidsordninga (SFO) for oktober 2026.</p>
<table border="1" cellpadding="5" cellspacing="0" style="border-collapse:collapse;border-color:#bbb;font-size:13px;">
<tr><td>Barn</td><td>Elsa Reader, Rosendal skule</td></tr>
<tr><td>Plass</td><td>100 % (5 dagar)</td></tr>
<tr><td>Beløp</td><td>kr 3 340,00</td></tr>
<tr><td>Kost</td><td>kr 420,00</td></tr>
<tr><td><b>Sum å betale</b></td><td><b>kr 3 760,00</b></td></tr>
<tr><td>KID</td><td>0042 7718 3390 5</td></tr>
<tr><td>Kontonummer</td><td>1503.22.81446</td></tr>
<tr><td>Forfall</td><td>20.10.2026</td></tr>
</table>
<p>Har du avtalegiro, vert beløpet trekt automatisk.</p>
<p>Spørsmål om fakturaen? Ring servicetorget på 56 48 20 00 (måndag–fredag 08.00–15.30).</p>
<p>Helsing<br>Vestrheim kommune, økonomiavdelinga<br><a href="https://www.vestrheim.kommune.no">www.vestrheim.kommune.no</a></p>
</body></html>`,
    attachment: [
      "faktura_2026100417.pdf",
      "application/pdf",
      "%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj\n3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n",
    ],
  },
  {
    family: "vestrheim-kommune",
    group: "regional",
    lang: "nn",
    kind: "confirm-link",
    code: null,
    link: "https://soknad.vestrheim.kommune.no/stadfest-epost?ref=BHG-2026-04418&k=e93a1c07f5",
    from: "Vestrheim kommune – Søknadssenteret <ikkje-svar@vestrheim.kommune.no>",
    subject: "Stadfest e-postadressa di – søknad om barnehageplass",
    date: dt(10, 8, 22, 31),
    enc: "qp",
    text: `Hei Sam Reader,

Takk for søknaden om barnehageplass (referanse BHG-2026-04418).

Før søknaden vert sendt til handsaming, må du stadfeste e-postadressa di. Opne lenkja under:

https://soknad.vestrheim.kommune.no/stadfest-epost?ref=BHG-2026-04418&k=e93a1c07f5

Lenkja er gyldig i 72 timar. Søknadsfristen for hovudopptaket er 1. mars 2027.

Dette er ei automatisk melding og kan ikkje svarast på.
Vestrheim kommune · Rådhusvegen 2 · 5470 Rosendal · 56 48 20 00
`,
    html: `<html><body style="font-family:Verdana,Geneva,sans-serif;font-size:13px;color:#222;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td style="background:#00496b;padding:12px 18px;"><img src="https://www.vestrheim.kommune.no/_/img/logo-kvit.png" alt="Vestrheim kommune" height="34"></td></tr></table>
<div style="padding:18px;max-width:600px;">
<p>Hei Sam Reader,</p>
<p>Takk for søknaden om barnehageplass (referanse <b>BHG-2026-04418</b>).</p>
<p>Før søknaden vert sendt til handsaming, må du stadfeste e-postadressa di.</p>
<p><a href="https://soknad.vestrheim.kommune.no/stadfest-epost?ref=BHG-2026-04418&amp;k=e93a1c07f5" style="display:inline-block;background:#00496b;color:#fff;padding:10px 20px;text-decoration:none;">Stadfest e-postadressa</a></p>
<p>Lenkja er gyldig i 72 timar. Søknadsfristen for hovudopptaket er 1. mars 2027.</p>
<p style="color:#777;font-size:11px;">Dette er ei automatisk melding og kan ikkje svarast på.<br>Vestrheim kommune · Rådhusvegen 2 · 5470 Rosendal · 56 48 20 00 · <a href="https://www.vestrheim.kommune.no/personvern" style="color:#777;">Personvern</a></p>
</div>
</body></html>`,
  },
  // ------------------------------------------------------------ Lysvind Energi (electricity, Norway)
  {
    family: "lysvind-energi",
    group: "regional",
    lang: "nb",
    kind: "invoice",
    code: null,
    link: null,
    from: "Lysvind Energi <kundeservice@lysvind.no>",
    subject: "Strømregningen for september er klar",
    date: dt(10, 3, 6, 15),
    enc: "b64",
    text: `Hei Sam,

Strømregningen for september er klar i eFaktura og i Mine sider.

Periode: 01.09.2026–30.09.2026
Forbruk: 812 kWh
Spotpris snitt: 64,8 øre/kWh
Påslag: 4,9 øre/kWh
Fastbeløp: 39,00 kr
Å betale: 731,42 kr
Forfall: 20.10.2026
Målepunkt-ID: 707057500051234567

Strømstøtte på 88,16 kr er trukket fra.

Se fakturaen: https://minside.lysvind.no/faktura/2026-09
Spørsmål? Ring 22 44 19 19 eller chat med oss på lysvind.no.

Vennlig hilsen
Lysvind Energi AS, Org.nr. 921 447 310
`,
    html: `<!DOCTYPE html><html lang="nb"><head><meta charset="utf-8"><title>Strømregning</title></head>
<body style="margin:0;background:#f4f7f2;">
<div style="display:none;max-height:0;overflow:hidden;">731,42 kr forfaller 20.10.2026</div>
<table role="presentation" width="100%" cellspacing="0" cellpadding="0"><tr><td align="center" style="padding:20px 0;">
<table role="presentation" width="600" cellspacing="0" cellpadding="0" style="background:#fff;">
<tr><td style="padding:20px 30px;"><img src="https://lysvind.no/mail/lysvind-logo.png" alt="Lysvind" width="130"></td></tr>
<tr><td style="padding:0 30px;font-family:Helvetica,Arial,sans-serif;color:#203020;">
<h1 style="font-size:24px;margin:8px 0 4px;">731,42 kr</h1>
<p style="margin:0 0 20px;color:#5c6e5c;">forfaller 20. oktober 2026</p>
<table width="100%" cellspacing="0" cellpadding="8" style="font-size:14px;border-top:1px solid #e0e6de;">
<tr><td>Periode</td><td align="right">01.09.2026–30.09.2026</td></tr>
<tr style="background:#f8faf7;"><td>Forbruk</td><td align="right">812 kWh</td></tr>
<tr><td>Spotpris snitt</td><td align="right">64,8 øre/kWh</td></tr>
<tr style="background:#f8faf7;"><td>Påslag</td><td align="right">4,9 øre/kWh</td></tr>
<tr><td>Fastbeløp</td><td align="right">39,00 kr</td></tr>
<tr style="background:#f8faf7;"><td>Strømstøtte</td><td align="right">−88,16 kr</td></tr>
<tr><td><strong>Å betale</strong></td><td align="right"><strong>731,42 kr</strong></td></tr>
</table>
<p style="font-size:12px;color:#7a8a7a;">Målepunkt-ID 707057500051234567</p>
<p><a href="https://minside.lysvind.no/faktura/2026-09" style="color:#2e7d32;font-weight:bold;">Se fakturaen på Mine sider</a></p>
</td></tr>
<tr><td style="padding:24px 30px;font:12px/1.6 Helvetica,Arial,sans-serif;color:#7a8a7a;">Spørsmål? Ring 22 44 19 19 eller <a href="https://lysvind.no/kontakt" style="color:#7a8a7a;">chat med oss</a>.<br>
Lysvind Energi AS · Org.nr. 921 447 310 · Dronning Eufemias gate 8, 0191 Oslo<br>
<a href="https://www.facebook.com/lysvindenergi" style="color:#7a8a7a;">Facebook</a> · <a href="https://www.instagram.com/lysvind" style="color:#7a8a7a;">Instagram</a></td></tr>
</table></td></tr></table></body></html>`,
  },
  {
    family: "lysvind-energi",
    group: "regional",
    lang: "nb",
    kind: "price-alert",
    code: null,
    link: null,
    from: "Lysvind Energi <varsel@lysvind.no>",
    subject: "Høye strømpriser i morgen, onsdag 14. oktober",
    date: dt(10, 13, 13, 45),
    enc: "b64",
    text: `Strømprisene i NO1 blir høye i morgen.

Dyreste timer: 07–09 og 17–20 (opptil 2,41 kr/kWh)
Billigste timer: 01–05 (ned mot 0,38 kr/kWh)

Tips: Sett oppvaskmaskinen og lading av elbil til natten.

Du får dette varselet fordi du har slått på prisvarsler i Lysvind-appen. Skru av: https://minside.lysvind.no/varsler
`,
    html: `<!DOCTYPE html><html lang="nb"><head><meta charset="utf-8"></head>
<body style="margin:0;background:#f4f7f2;font-family:Helvetica,Arial,sans-serif;">
<table role="presentation" width="100%" cellspacing="0" cellpadding="0"><tr><td align="center" style="padding:20px 0;">
<table role="presentation" width="600" cellspacing="0" cellpadding="0" style="background:#fff;">
<tr><td style="padding:20px 30px;"><img src="https://lysvind.no/mail/lysvind-logo.png" alt="Lysvind" width="130"></td></tr>
<tr><td style="padding:0 30px 24px;color:#203020;font-size:15px;line-height:1.5;">
<h2 style="margin:0 0 10px;">Høye strømpriser i morgen ⚡</h2>
<p>Strømprisene i NO1 blir høye onsdag 14. oktober.</p>
<table cellspacing="0" cellpadding="8" width="100%" style="font-size:14px;">
<tr><td style="background:#fde8e8;">Dyreste timer</td><td style="background:#fde8e8;">07–09 og 17–20 (opptil 2,41 kr/kWh)</td></tr>
<tr><td style="background:#e6f4e6;">Billigste timer</td><td style="background:#e6f4e6;">01–05 (ned mot 0,38 kr/kWh)</td></tr>
</table>
<p>Tips: Sett oppvaskmaskinen og lading av elbil til natten.</p>
</td></tr>
<tr><td style="padding:16px 30px;font-size:11px;color:#7a8a7a;">Du får dette varselet fordi du har slått på prisvarsler i Lysvind-appen. <a href="https://minside.lysvind.no/varsler" style="color:#7a8a7a;">Skru av</a></td></tr>
</table></td></tr></table></body></html>`,
  },
  // ------------------------------------------------------------ Kuusirannan Vesi (water utility, Finland)
  {
    family: "kuusirannan-vesi",
    group: "regional",
    lang: "fi",
    kind: "outage-notice",
    code: null,
    link: null,
    from: "Kuusirannan Vesi <tiedotteet@kuusirannanvesi.fi>",
    subject: "Vesikatko Koivukujalla ti 15.9. klo 9–14",
    date: dt(9, 11, 11, 20),
    enc: "8bit",
    text: `TIEDOTE: SUUNNITELTU VESIKATKO

Kuusirannan Vesi uusii vesijohdon venttiilin Koivukujalla.

Aika: tiistai 15.9.2026 klo 9.00–14.00
Alue: Koivukuja 1–24 ja Haapatie 3–9, 04400 Järvenpää

Varaa juomavettä etukäteen. Katkon jälkeen vesi voi olla hetken sameaa; juoksuta kylmää vettä muutaman minuutin ajan.

Häiriöpäivystys 24 h: 09 2719 4100
Ajantasaiset häiriötiedot: https://kuusirannanvesi.fi/hairiot

Kuusirannan Vesi Oy
`,
    html: null,
  },
  {
    family: "kuusirannan-vesi",
    group: "regional",
    lang: "fi",
    kind: "invoice",
    code: null,
    link: null,
    from: "Kuusirannan Vesi <laskutus@kuusirannanvesi.fi>",
    subject: "Vesilasku 3/2026 – eräpäivä 30.10.2026",
    date: dt(10, 12, 7, 5),
    enc: "qp",
    text: `Hyvä asiakas,

Vesilaskusi on valmis.

Asiakasnumero: 300 48 172
Käyttöpaikka: Koivukuja 7 B, 04400 Järvenpää
Laskutuskausi: 1.7.–30.9.2026 (arvio 38 m³)
Summa: 214,86 € (sis. alv 25,5 %)
Viitenumero: 10 04817 20263
Eräpäivä: 30.10.2026

Laskun voit maksaa verkkopankissa tai ottaa e-laskun käyttöön omasta pankistasi.

Ilmoita vesimittarin lukema viimeistään 15.12.2026 niin arviolaskua tarkennetaan.

Asiakaspalvelu 09 2719 4000 (ma–pe 9–15)
Kuusirannan Vesi Oy · Y-tunnus 2814455-6
`,
    html: `<html><body style="margin:0;font-family:Arial,sans-serif;color:#13324b;background:#e9f3fa;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center">
<table width="580" cellpadding="0" cellspacing="0" style="background:#fff;margin:20px 0;">
<tr><td style="background:#0f6aa6;color:#fff;padding:16px 24px;font-size:18px;font-weight:bold;"><img src="https://kuusirannanvesi.fi/img/logo-valk.png" alt="Kuusirannan Vesi" width="150"></td></tr>
<tr><td style="padding:24px;font-size:14px;line-height:1.6;">
<p>Hyvä asiakas,</p>
<p>Vesilaskusi on valmis.</p>
<table cellpadding="5" cellspacing="0" style="font-size:14px;">
<tr><td>Asiakasnumero</td><td>300 48 172</td></tr>
<tr><td>Käyttöpaikka</td><td>Koivukuja 7 B, 04400 Järvenpää</td></tr>
<tr><td>Laskutuskausi</td><td>1.7.–30.9.2026 (arvio 38 m³)</td></tr>
<tr><td>Summa</td><td><b>214,86 €</b> (sis. alv 25,5 %)</td></tr>
<tr><td>Viitenumero</td><td>10 04817 20263</td></tr>
<tr><td>Eräpäivä</td><td>30.10.2026</td></tr>
</table>
<p>Laskun voit maksaa verkkopankissa tai ottaa e-laskun käyttöön omasta pankistasi.</p>
<p>Ilmoita vesimittarin lukema viimeistään 15.12.2026 niin arviolaskua tarkennetaan: <a href="https://asiointi.kuusirannanvesi.fi/lukema">asiointi.kuusirannanvesi.fi</a></p>
</td></tr>
<tr><td style="padding:14px 24px;background:#f2f7fb;font-size:11px;color:#5b7185;">Asiakaspalvelu 09 2719 4000 (ma–pe 9–15) · Kuusirannan Vesi Oy · Y-tunnus 2814455-6</td></tr>
</table></td></tr></table></body></html>`,
  },
  // ------------------------------------------------------------ BRF Lindblomman (housing co-op, Sweden)
  {
    family: "brf-lindblomman",
    group: "regional",
    lang: "sv",
    kind: "meeting-notice",
    code: null,
    link: null,
    from: "Styrelsen Brf Lindblomman <styrelsen@lindblomman.se>",
    subject: "Kallelse till extra föreningsstämma 8 oktober",
    date: dt(9, 17, 18, 33),
    enc: "8bit",
    text: `Hej alla medlemmar,

Styrelsen kallar härmed till extra föreningsstämma i Brf Lindblomman.

Datum: torsdag 8 oktober 2026 kl. 19.00
Plats: Föreningslokalen, Lindvägen 14 (källarplan)

Ärende: Beslut om stambyte 2027 och finansiering (lån på 18,5 Mkr). Se bifogad kallelse med dagordning och underlag.

Fullmakt måste vara skriftlig och får inte vara äldre än ett år. Anmäl gärna deltagande till styrelsen@lindblomman.se senast 5/10.

Kaffe och bullar serveras från 18.30.

Vänliga hälsningar
Styrelsen, Brf Lindblomman (org.nr 769612-4480)
`,
    html: null,
    attachment: [
      "Kallelse_extra_stamma_2026-10-08.pdf",
      "application/pdf",
      "%PDF-1.5\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n",
    ],
  },
  {
    family: "brf-lindblomman",
    group: "regional",
    lang: "sv",
    kind: "invite-link",
    code: null,
    link: "https://boendeportal.grannhub.se/aktivera?c=lindblomman&inv=Q2VzN0x0bmJ5dDRmWg",
    from: "Brf Lindblomman via Grannhub <no-reply@grannhub.se>",
    subject: "Aktivera ditt konto i Brf Lindblommans boendeportal",
    date: dt(9, 24, 12, 2),
    enc: "qp",
    text: `Hej Sam Reader (lgh 1102, Lindvägen 14),

Brf Lindblomman använder nu Grannhub för tvättstugebokning, felanmälan och information från styrelsen.

Aktivera ditt konto och välj lösenord:
https://boendeportal.grannhub.se/aktivera?c=lindblomman&inv=Q2VzN0x0bmJ5dDRmWg

Länken är personlig och gäller till och med 8 oktober 2026. De gamla bokningstavlorna i tvättstugan tas bort 1 november.

Frågor? Kontakta styrelsen på styrelsen@lindblomman.se eller ring förvaltaren HSF Fastighet på 010-488 22 00.

Grannhub AB · Kungsgatan 5 · 411 19 Göteborg
`,
    html: `<!DOCTYPE html><html lang="sv"><head><meta charset="utf-8"></head>
<body style="margin:0;padding:0;background:#f5f1ea;">
<table width="100%" cellpadding="0" cellspacing="0" role="presentation"><tr><td align="center" style="padding:26px 10px;">
<table width="560" cellpadding="0" cellspacing="0" role="presentation" style="background:#ffffff;border-radius:8px;">
<tr><td style="padding:26px 32px 6px;"><img src="https://cdn.grannhub.se/foreningar/lindblomman/logo.png" alt="Brf Lindblomman" height="42"></td></tr>
<tr><td style="padding:10px 32px 28px;font-family:Georgia,serif;font-size:16px;line-height:1.55;color:#2c2a26;">
<p>Hej Sam Reader (lgh 1102, Lindvägen 14),</p>
<p>Brf Lindblomman använder nu Grannhub för tvättstugebokning, felanmälan och information från styrelsen.</p>
<table role="presentation" cellpadding="0" cellspacing="0" style="margin:22px 0;"><tr><td style="background:#8a5a2b;border-radius:24px;">
<a href="https://boendeportal.grannhub.se/aktivera?c=lindblomman&amp;inv=Q2VzN0x0bmJ5dDRmWg" style="display:block;padding:12px 28px;color:#fff;font-family:Arial,sans-serif;font-size:15px;text-decoration:none;">Aktivera mitt konto</a>
</td></tr></table>
<p style="font-size:14px;color:#6b655c;">Länken är personlig och gäller till och med 8 oktober 2026. De gamla bokningstavlorna i tvättstugan tas bort 1 november.</p>
<p style="font-size:14px;color:#6b655c;">Frågor? Kontakta styrelsen på <a href="mailto:styrelsen@lindblomman.se" style="color:#8a5a2b;">styrelsen@lindblomman.se</a> eller ring förvaltaren HSF Fastighet på 010-488 22 00.</p>
</td></tr>
</table>
<p style="font-family:Arial,sans-serif;font-size:11px;color:#9a9286;">Skickat via <a href="https://grannhub.se" style="color:#9a9286;">Grannhub</a> · Kungsgatan 5 · 411 19 Göteborg</p>
</td></tr></table>
</body></html>`,
  },
  // ------------------------------------------------------------ Rijdeel (car sharing, Netherlands)
  {
    family: "rijdeel",
    group: "regional",
    lang: "nl",
    kind: "login-code",
    code: "2931",
    link: null,
    from: "Rijdeel <hallo@rijdeel.nl>",
    subject: "2931 is je inlogcode voor Rijdeel",
    date: dt(9, 5, 9, 14),
    enc: "qp",
    text: `Hoi Sam,

Gebruik deze code om in te loggen in de Rijdeel-app:

2931

De code verloopt over 10 minuten.

Niet zelf aangevraagd? Dan kun je deze mail negeren; zonder de code kan niemand inloggen.

Groetjes,
Team Rijdeel
Rijdeel B.V. · Oudegracht 212 · 3511 NS Utrecht · KvK 80114270
`,
    html: `<!DOCTYPE html><html lang="nl"><head><meta charset="utf-8"></head>
<body style="margin:0;background:#ffffff;">
<div style="display:none;max-height:0;overflow:hidden;">Je code verloopt over 10 minuten.</div>
<table width="100%" cellpadding="0" cellspacing="0" role="presentation"><tr><td align="center">
<table width="520" cellpadding="0" cellspacing="0" role="presentation" style="font-family:'Helvetica Neue',Arial,sans-serif;color:#111;">
<tr><td style="padding:32px 24px 12px;"><img src="https://assets.rijdeel.nl/mail/rijdeel-wordmark.png" alt="Rijdeel" width="110"></td></tr>
<tr><td style="padding:0 24px;font-size:16px;line-height:1.5;">
<p>Hoi Sam,</p>
<p>Gebruik deze code om in te loggen in de Rijdeel-app:</p>
<p style="font-size:40px;font-weight:800;letter-spacing:12px;margin:18px 0;color:#ff5a1f;">2931</p>
<p style="font-size:14px;color:#555;">De code verloopt over 10 minuten. Niet zelf aangevraagd? Dan kun je deze mail negeren; zonder de code kan niemand inloggen.</p>
<p>Groetjes,<br>Team Rijdeel</p>
</td></tr>
<tr><td style="padding:28px 24px;font-size:11px;color:#999;border-top:1px solid #eee;">Rijdeel B.V. · Oudegracht 212 · 3511 NS Utrecht · KvK 80114270<br>
<a href="https://rijdeel.nl/privacy" style="color:#999;">Privacy</a> · <a href="https://rijdeel.nl/help" style="color:#999;">Helpcentrum</a></td></tr>
</table></td></tr></table></body></html>`,
  },
  {
    family: "rijdeel",
    group: "regional",
    lang: "nl",
    kind: "trip-receipt",
    code: null,
    link: null,
    from: "Rijdeel <ritten@rijdeel.nl>",
    subject: "Je rit met de Kia e-Niro (GX-418-T) – € 38,70",
    date: dt(9, 27, 17, 56),
    enc: "qp",
    text: `Bedankt voor je rit, Sam!

Auto: Kia e-Niro · GX-418-T
Ophaallocatie: Parkeergarage Vaartsche Rijn, Utrecht
Start: za 27 sep 10:02
Einde: za 27 sep 17:41
Afstand: 96 km

Tijd (7 u 39 min): € 27,18
Kilometers (96 × € 0,12): € 11,52
Totaal: € 38,70 (incl. 21% btw)

Betaald met iDEAL-machtiging •••• 8817.

Schade gezien? Meld het in de app binnen 24 uur.

Rijdeel B.V. · Rit-ID R-2026-0927-55102
`,
    html: `<!DOCTYPE html><html lang="nl"><head><meta charset="utf-8"></head>
<body style="margin:0;background:#f7f7f7;">
<table width="100%" cellpadding="0" cellspacing="0" role="presentation"><tr><td align="center" style="padding:20px 0;">
<table width="560" cellpadding="0" cellspacing="0" role="presentation" style="background:#fff;font-family:'Helvetica Neue',Arial,sans-serif;color:#111;">
<tr><td style="padding:24px;"><img src="https://assets.rijdeel.nl/mail/rijdeel-wordmark.png" alt="Rijdeel" width="110"></td></tr>
<tr><td style="padding:0 24px;"><h1 style="font-size:22px;margin:0 0 6px;">Bedankt voor je rit, Sam!</h1>
<p style="color:#666;margin:0 0 16px;">Kia e-Niro · GX-418-T</p>
<img src="https://assets.rijdeel.nl/maps/static/r-2026-0927-55102.png" width="512" alt="Kaart van je rit" style="display:block;border-radius:8px;"></td></tr>
<tr><td style="padding:16px 24px;">
<table width="100%" cellpadding="6" cellspacing="0" style="font-size:14px;">
<tr><td>Ophaallocatie</td><td align="right">Parkeergarage Vaartsche Rijn, Utrecht</td></tr>
<tr><td>Start</td><td align="right">za 27 sep 10:02</td></tr>
<tr><td>Einde</td><td align="right">za 27 sep 17:41</td></tr>
<tr><td>Afstand</td><td align="right">96 km</td></tr>
<tr><td style="border-top:1px solid #eee;">Tijd (7 u 39 min)</td><td align="right" style="border-top:1px solid #eee;">€ 27,18</td></tr>
<tr><td>Kilometers (96 × € 0,12)</td><td align="right">€ 11,52</td></tr>
<tr><td style="font-weight:bold;border-top:2px solid #111;">Totaal</td><td align="right" style="font-weight:bold;border-top:2px solid #111;">€ 38,70</td></tr>
</table>
<p style="font-size:12px;color:#777;">Incl. 21% btw. Betaald met iDEAL-machtiging •••• 8817. Rit-ID R-2026-0927-55102.</p>
<p style="font-size:14px;">Schade gezien? <a href="https://rijdeel.nl/app/schade" style="color:#ff5a1f;">Meld het in de app</a> binnen 24 uur.</p>
</td></tr>
<tr><td style="padding:20px 24px;font-size:11px;color:#999;border-top:1px solid #eee;">Rijdeel B.V. · Oudegracht 212 · 3511 NS Utrecht</td></tr>
</table></td></tr></table></body></html>`,
  },
  {
    family: "rijdeel",
    group: "regional",
    lang: "en",
    kind: "licence-approved",
    code: null,
    link: null,
    from: "Rijdeel <hallo@rijdeel.nl>",
    subject: "You're all set to drive",
    date: dt(9, 6, 10, 41),
    enc: "7bit",
    text: `Hi Sam,

Good news: we've checked your driving licence and you're approved to drive Rijdeel cars.

Licence category: B
Valid until: 14-03-2033
Deposit: EUR 0 (you pay per trip)

Open the app to find a car near you. Your first hour is on us until 31 October 2026.

Questions? We're on WhatsApp at +31 30 799 4410.

Team Rijdeel
Rijdeel B.V., Oudegracht 212, 3511 NS Utrecht, the Netherlands
`,
    html: `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"></head>
<body style="margin:0;background:#ffffff;">
<table width="100%" cellpadding="0" cellspacing="0" role="presentation"><tr><td align="center">
<table width="520" cellpadding="0" cellspacing="0" role="presentation" style="font-family:'Helvetica Neue',Arial,sans-serif;color:#111;">
<tr><td style="padding:32px 24px 12px;"><img src="https://assets.rijdeel.nl/mail/rijdeel-wordmark.png" alt="Rijdeel" width="110"></td></tr>
<tr><td style="padding:0 24px;font-size:16px;line-height:1.5;">
<h1 style="font-size:26px;">You're all set to drive 🚗</h1>
<p>Hi Sam,</p>
<p>Good news: we've checked your driving licence and you're approved to drive Rijdeel cars.</p>
<ul style="font-size:14px;color:#333;"><li>Licence category: B</li><li>Valid until: 14-03-2033</li><li>Deposit: EUR 0 (you pay per trip)</li></ul>
<p>Open the app to find a car near you. Your first hour is on us until 31 October 2026.</p>
<p><a href="https://rijdeel.onelink.me/x7Qa/openapp" style="background:#ff5a1f;color:#fff;text-decoration:none;padding:12px 22px;border-radius:22px;display:inline-block;">Open the app</a></p>
<p style="font-size:14px;">Questions? We're on WhatsApp at +31 30 799 4410.</p>
<p>Team Rijdeel</p>
</td></tr>
<tr><td style="padding:28px 24px;font-size:11px;color:#999;border-top:1px solid #eee;">Rijdeel B.V. · Oudegracht 212 · 3511 NS Utrecht · the Netherlands<br>
<a href="https://rijdeel.nl/en/privacy" style="color:#999;">Privacy</a> · <a href="https://rijdeel.nl/en/terms" style="color:#999;">Terms</a></td></tr>
</table></td></tr></table></body></html>`,
  },
  // ------------------------------------------------------------ Byrejse (transit card, Denmark)
  {
    family: "byrejse-kort",
    group: "regional",
    lang: "da",
    kind: "topup-receipt",
    code: null,
    link: null,
    from: "Byrejse <kvittering@byrejse.dk>",
    subject: "Kvittering for automatisk optankning – 300,00 kr.",
    date: dt(9, 15, 7, 38),
    enc: "8bit",
    text: `Kvittering

Dit Byrejse-kort er tanket automatisk op, fordi saldoen kom under 100 kr.

Kortnummer: 3084 •••• •••• 5520
Beløb: 300,00 kr.
Ny saldo: 372,50 kr.
Betalt med: Dankort •••• 4821
Dato: 15.09.2026 kl. 07:37
Ordrenummer: 2026-15520-88341

Husk at tjekke ind og ud, også når du skifter fra tog til bus.

Byrejse A/S · Gammel Køge Landevej 55 · 2500 Valby · CVR 41 27 93 06
Kundecenter: 70 15 77 20
`,
    html: null,
  },
  {
    family: "byrejse-kort",
    group: "regional",
    lang: "da",
    kind: "reset-link",
    code: null,
    link: "https://mit.byrejse.dk/nulstil-adgangskode?token=8d0b3f9c1e7a4a52b6f4c2d19e0f7a31",
    from: "Byrejse <noreply@byrejse.dk>",
    subject: "Nulstil din adgangskode til Mit Byrejse",
    date: dt(10, 4, 21, 55),
    enc: "qp",
    text: `Hej Sam

Vi har modtaget en anmodning om at nulstille adgangskoden til din profil på Mit Byrejse.

Vælg en ny adgangskode her:
https://mit.byrejse.dk/nulstil-adgangskode?token=8d0b3f9c1e7a4a52b6f4c2d19e0f7a31

Linket virker i 30 minutter og kan kun bruges én gang.

Har du ikke bedt om det, kan du se bort fra denne e-mail. Din nuværende adgangskode virker stadig.

Venlig hilsen
Byrejse Kundecenter · 70 15 77 20
`,
    html: `<!DOCTYPE html><html lang="da"><head><meta charset="utf-8"></head>
<body style="margin:0;background:#eef2ee;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:24px 8px;">
<table width="560" cellpadding="0" cellspacing="0" style="background:#fff;border-top:6px solid #00843d;">
<tr><td style="padding:22px 30px;"><img src="https://www.byrejse.dk/static/mail/byrejse.png" alt="Byrejse" width="120"></td></tr>
<tr><td style="padding:0 30px 26px;font:15px/1.55 Arial,sans-serif;color:#222;">
<p>Hej Sam</p>
<p>Vi har modtaget en anmodning om at nulstille adgangskoden til din profil på Mit Byrejse.</p>
<p style="margin:26px 0;"><a href="https://mit.byrejse.dk/nulstil-adgangskode?token=8d0b3f9c1e7a4a52b6f4c2d19e0f7a31" style="background:#00843d;color:#fff;padding:12px 24px;text-decoration:none;font-weight:bold;">Vælg ny adgangskode</a></p>
<p style="font-size:13px;color:#555;">Linket virker i 30 minutter og kan kun bruges én gang.<br>Har du ikke bedt om det, kan du se bort fra denne e-mail. Din nuværende adgangskode virker stadig.</p>
<p>Venlig hilsen<br>Byrejse Kundecenter</p>
</td></tr>
<tr><td style="padding:14px 30px;background:#f5f7f5;font:11px/1.6 Arial,sans-serif;color:#888;">Byrejse A/S · Gammel Køge Landevej 55 · 2500 Valby · 70 15 77 20<br><a href="https://www.byrejse.dk/privatlivspolitik" style="color:#888;">Privatlivspolitik</a> · <a href="https://www.byrejse.dk/kundecenter" style="color:#888;">Kundecenter</a></td></tr>
</table></td></tr></table></body></html>`,
  },
  // ------------------------------------------------------------ Kaappari (parcel lockers, Finland)
  {
    family: "kaappari-lokerot",
    group: "regional",
    lang: "fi",
    kind: "pickup-code",
    code: "482917",
    link: null,
    from: "Kaappari <ilmoitukset@kaappari.fi>",
    subject: "Pakettisi odottaa Kaappari-automaatissa – K-Market Mäntylä",
    date: dt(9, 22, 15, 7),
    enc: "b64",
    text: `Hei Sam,

pakettisi on noudettavissa.

Noutopiste: Kaappari-automaatti, K-Market Mäntylä, Sibeliuksenkatu 12, 04400 Järvenpää
Aukioloaika: ma–la 7–22, su 9–21
Lähettäjä: Zadaa Oy
Seurantatunnus: KA 7730 1189 4402 FI

NOUTOKOODI: 482 917

Syötä koodi automaatin näytölle tai avaa luukku Kaappari-sovelluksella.
Paketti odottaa sinua 7 vuorokautta, viimeinen noutopäivä ti 29.9.2026.

Kaappari Oy · asiakaspalvelu 020 731 4400
`,
    html: `<!DOCTYPE html><html lang="fi"><head><meta charset="utf-8"></head>
<body style="margin:0;background:#1c1c28;">
<table width="100%" cellpadding="0" cellspacing="0" role="presentation"><tr><td align="center" style="padding:24px 10px;">
<table width="540" cellpadding="0" cellspacing="0" role="presentation" style="background:#fff;border-radius:10px;font-family:Arial,sans-serif;color:#1c1c28;">
<tr><td style="padding:20px 26px;background:#ffd200;border-radius:10px 10px 0 0;"><img src="https://kaappari.fi/email/kaappari-musta.png" alt="Kaappari" width="120"></td></tr>
<tr><td style="padding:24px 26px 8px;font-size:15px;line-height:1.5;">
<p style="margin:0 0 10px;">Hei Sam,</p>
<p style="margin:0 0 16px;">pakettisi on noudettavissa.</p>
</td></tr>
<tr><td align="center" style="padding:0 26px;">
<table cellpadding="0" cellspacing="0" role="presentation" style="border:2px dashed #1c1c28;border-radius:8px;width:100%;"><tr><td align="center" style="padding:16px;">
<div style="font-size:12px;letter-spacing:2px;text-transform:uppercase;color:#555;">Noutokoodi</div>
<div style="font-size:38px;font-weight:bold;letter-spacing:6px;">482 917</div>
<img src="https://kaappari.fi/qr/KA773011894402FI.png" width="120" height="120" alt="QR-koodi" style="margin-top:10px;">
</td></tr></table>
</td></tr>
<tr><td style="padding:16px 26px;font-size:14px;line-height:1.6;">
<b>Kaappari-automaatti, K-Market Mäntylä</b><br>Sibeliuksenkatu 12, 04400 Järvenpää<br>ma–la 7–22, su 9–21<br><br>
Lähettäjä: Zadaa Oy<br>Seurantatunnus: KA 7730 1189 4402 FI<br><br>
Syötä koodi automaatin näytölle tai avaa luukku Kaappari-sovelluksella. Paketti odottaa sinua 7 vuorokautta, viimeinen noutopäivä <b>ti 29.9.2026</b>.
</td></tr>
<tr><td style="padding:14px 26px;font-size:11px;color:#777;border-top:1px solid #eee;">Kaappari Oy · asiakaspalvelu 020 731 4400 · <a href="https://kaappari.fi/seuranta?id=KA773011894402FI" style="color:#777;">Seuraa lähetystä</a> · <a href="https://kaappari.fi/tietosuoja" style="color:#777;">Tietosuoja</a></td></tr>
</table></td></tr></table></body></html>`,
  },
  {
    family: "kaappari-lokerot",
    group: "regional",
    lang: "fi",
    kind: "picked-up",
    code: null,
    link: null,
    from: "Kaappari <ilmoitukset@kaappari.fi>",
    subject: "Paketti noudettu",
    date: dt(9, 23, 17, 48),
    enc: "b64",
    text: `Hei Sam,

pakettisi KA 7730 1189 4402 FI on noudettu 23.9.2026 klo 17.46 automaatista K-Market Mäntylä.

Etkö noutanut pakettia itse? Ota yhteyttä asiakaspalveluun: 020 731 4400.

Miten onnistuimme? Arvioi nouto asteikolla 1–5: https://kaappari.fi/palaute?l=KA773011894402FI

Kaappari Oy
`,
    html: null,
  },
  // ------------------------------------------------------------ Pakketmuur (parcel lockers, Flanders)
  {
    family: "pakketmuur",
    group: "regional",
    lang: "nl",
    kind: "pickup-code",
    code: "77310482",
    link: null,
    from: "Pakketmuur <geen-antwoord@pakketmuur.be>",
    subject: "Uw pakje ligt klaar in de Pakketmuur aan station Gent-Dampoort",
    date: dt(10, 1, 11, 26),
    enc: "qp",
    text: `Beste Sam Reader,

Uw pakje van Coolblue België is geleverd in de Pakketmuur:

Station Gent-Dampoort, Dampoortstraat 1, 9000 Gent
Open 24/7

Ophaalcode: 7731 0482

Tik de code in op het scherm van de Pakketmuur. Het vak gaat vanzelf open.
U kunt het pakje ophalen tot en met donderdag 8 oktober 2026. Daarna gaat het terug naar de afzender.

Zendingsnummer: 3SPKM0048817260
Vak: L-14 (groot)

Met vriendelijke groeten,
Pakketmuur
Pakketmuur NV · Koningin Astridlaan 80 · 2800 Mechelen · BE 0768.412.390
`,
    html: `<!DOCTYPE html><html lang="nl-BE"><head><meta charset="utf-8"></head>
<body style="margin:0;background:#eceff3;">
<div style="display:none;max-height:0;overflow:hidden;">Ophalen kan tot en met 8 oktober.</div>
<table width="100%" cellpadding="0" cellspacing="0" role="presentation"><tr><td align="center" style="padding:20px 8px;">
<table width="600" cellpadding="0" cellspacing="0" role="presentation" style="background:#fff;font-family:Arial,sans-serif;color:#1a2530;">
<tr><td style="padding:18px 28px;background:#e2001a;"><img src="https://www.pakketmuur.be/media/mail/logo-wit.png" alt="Pakketmuur" width="140"></td></tr>
<tr><td style="padding:26px 28px 6px;font-size:15px;line-height:1.5;">
<p>Beste Sam Reader,</p>
<p>Uw pakje van <b>Coolblue België</b> is geleverd in de Pakketmuur.</p>
</td></tr>
<tr><td style="padding:0 28px;">
<table width="100%" cellpadding="0" cellspacing="0" role="presentation" style="background:#f6f7f9;border-radius:6px;"><tr>
<td style="padding:18px;font-size:14px;line-height:1.6;width:55%;"><b>Station Gent-Dampoort</b><br>Dampoortstraat 1, 9000 Gent<br>Open 24/7<br><span style="color:#666;">Vak: L-14 (groot)</span></td>
<td style="padding:18px;text-align:center;border-left:1px solid #dde1e6;"><span style="font-size:12px;color:#666;">Ophaalcode</span><br>
<span style="font-size:30px;font-weight:bold;letter-spacing:3px;">7731&nbsp;0482</span></td>
</tr></table>
</td></tr>
<tr><td style="padding:18px 28px;font-size:14px;line-height:1.55;">
<p>Tik de code in op het scherm van de Pakketmuur. Het vak gaat vanzelf open.</p>
<p>U kunt het pakje ophalen tot en met <b>donderdag 8 oktober 2026</b>. Daarna gaat het terug naar de afzender.</p>
<p style="color:#666;font-size:12px;">Zendingsnummer: 3SPKM0048817260 · <a href="https://www.pakketmuur.be/volg?z=3SPKM0048817260" style="color:#e2001a;">Volg uw zending</a></p>
</td></tr>
<tr><td style="padding:14px 28px;background:#1a2530;color:#aab4be;font-size:11px;line-height:1.6;">Pakketmuur NV · Koningin Astridlaan 80 · 2800 Mechelen · BE 0768.412.390<br>
<a href="https://www.pakketmuur.be/privacy" style="color:#aab4be;">Privacy</a> · <a href="https://www.pakketmuur.be/faq" style="color:#aab4be;">Veelgestelde vragen</a> · <a href="https://www.facebook.com/pakketmuur" style="color:#aab4be;">Facebook</a></td></tr>
</table></td></tr></table></body></html>`,
  },
  {
    family: "pakketmuur",
    group: "regional",
    lang: "fr",
    kind: "pickup-reminder",
    code: "77310482",
    link: null,
    from: "Pakketmuur <ne-pas-repondre@pakketmuur.be>",
    subject: "Rappel : votre colis vous attend encore 2 jours",
    date: dt(10, 6, 9, 0),
    enc: "qp",
    text: `Bonjour Sam Reader,

Votre colis 3SPKM0048817260 attend toujours dans le Pakketmuur de la gare de Gand-Dampoort.

Code de retrait : 7731 0482

Dernier jour de retrait : jeudi 8 octobre 2026. Ensuite, le colis sera renvoyé à l'expéditeur.

Pakketmuur SA · Koningin Astridlaan 80 · 2800 Malines
`,
    html: `<!DOCTYPE html><html lang="fr-BE"><head><meta charset="utf-8"></head>
<body style="margin:0;background:#eceff3;">
<table width="100%" cellpadding="0" cellspacing="0" role="presentation"><tr><td align="center" style="padding:20px 8px;">
<table width="600" cellpadding="0" cellspacing="0" role="presentation" style="background:#fff;font-family:Arial,sans-serif;color:#1a2530;">
<tr><td style="padding:18px 28px;background:#e2001a;"><img src="https://www.pakketmuur.be/media/mail/logo-wit.png" alt="Pakketmuur" width="140"></td></tr>
<tr><td style="padding:26px 28px;font-size:15px;line-height:1.5;">
<p>Bonjour Sam Reader,</p>
<p>Votre colis <b>3SPKM0048817260</b> attend toujours dans le Pakketmuur de la gare de Gand-Dampoort.</p>
<p style="font-size:13px;color:#666;margin-bottom:0;">Code de retrait</p>
<p style="font-size:30px;font-weight:bold;letter-spacing:3px;margin-top:2px;">7731&nbsp;0482</p>
<p>Dernier jour de retrait : <b>jeudi 8 octobre 2026</b>. Ensuite, le colis sera renvoyé à l'expéditeur.</p>
</td></tr>
<tr><td style="padding:14px 28px;background:#1a2530;color:#aab4be;font-size:11px;">Pakketmuur SA · Koningin Astridlaan 80 · 2800 Malines · <a href="https://www.pakketmuur.be/fr/vie-privee" style="color:#aab4be;">Vie privée</a></td></tr>
</table></td></tr></table></body></html>`,
  },
  // ------------------------------------------------------------ Budbua (home delivery courier, Norway)
  {
    family: "budbua",
    group: "regional",
    lang: "nb",
    kind: "delivery-pin",
    code: "5184",
    link: null,
    from: "Budbua <levering@budbua.no>",
    subject: "Pakken kommer i kveld mellom 17 og 22",
    date: dt(9, 29, 10, 12),
    enc: "8bit",
    text: `Hei Sam!

Pakken din fra Komplett.no leveres på døren i kveld, tirsdag 29. september, mellom kl. 17 og 22. Du får en SMS når sjåføren er 15 minutter unna.

Pakken krever ID-kontroll. Oppgi denne leverings-PIN-en til sjåføren:

PIN: 5184

Sendingsnummer: 70712045588129431
Adresse: Løkkeåsveien 23, 1337 Sandvika

Ikke hjemme? Endre levering i appen innen kl. 15.

Budbua AS · kundeservice 21 08 44 50
`,
    html: `<!DOCTYPE html><html lang="nb"><head><meta charset="utf-8"></head>
<body style="margin:0;background:#fff;font-family:Verdana,sans-serif;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center">
<table width="560" cellpadding="0" cellspacing="0" style="margin:20px 0;">
<tr><td style="padding:10px 0 20px;"><img src="https://budbua.no/static/email/budbua-logo.png" alt="Budbua" width="110"></td></tr>
<tr><td style="background:#eaf3ff;border-radius:12px;padding:24px;font-size:14px;line-height:1.6;color:#0d2240;">
<h2 style="margin:0 0 8px;">Pakken kommer i kveld 🚚</h2>
<p>Hei Sam! Pakken din fra <b>Komplett.no</b> leveres på døren i kveld, tirsdag 29. september, mellom kl. 17 og 22. Du får en SMS når sjåføren er 15 minutter unna.</p>
<p>Pakken krever ID-kontroll. Oppgi denne leverings-PIN-en til sjåføren:</p>
<table cellpadding="0" cellspacing="0"><tr>
<td style="background:#0d2240;color:#fff;font-size:28px;font-weight:bold;padding:10px 16px;border-radius:6px;">5</td><td width="6"></td>
<td style="background:#0d2240;color:#fff;font-size:28px;font-weight:bold;padding:10px 16px;border-radius:6px;">1</td><td width="6"></td>
<td style="background:#0d2240;color:#fff;font-size:28px;font-weight:bold;padding:10px 16px;border-radius:6px;">8</td><td width="6"></td>
<td style="background:#0d2240;color:#fff;font-size:28px;font-weight:bold;padding:10px 16px;border-radius:6px;">4</td>
</tr></table>
<p style="margin-top:16px;font-size:12px;color:#4a5d78;">Sendingsnummer 70712045588129431 · Løkkeåsveien 23, 1337 Sandvika</p>
<p><a href="https://budbua.no/spor/70712045588129431" style="color:#0d63d6;">Ikke hjemme? Endre levering innen kl. 15</a></p>
</td></tr>
<tr><td style="padding:16px 0;font-size:11px;color:#888;">Budbua AS · kundeservice 21 08 44 50 · <a href="https://budbua.no/personvern" style="color:#888;">Personvern</a></td></tr>
</table></td></tr></table></body></html>`,
  },
  {
    family: "budbua",
    group: "regional",
    lang: "en",
    kind: "delivered",
    code: null,
    link: null,
    from: "Budbua <levering@budbua.no>",
    subject: "Delivered: your parcel from Komplett.no",
    date: dt(9, 29, 19, 34),
    enc: "7bit",
    text: `Your parcel has been delivered

Handed to: Sam Reader (ID checked)
Time: 29 Sep 2026, 19:31
Address: Lokkeasveien 23, 1337 Sandvika
Shipment: 70712045588129431

How did the driver do? Rate your delivery: https://budbua.no/en/rate?s=70712045588129431

Budbua AS, Brynsveien 9, 0667 Oslo
`,
    html: `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"></head>
<body style="margin:0;background:#fff;font-family:Verdana,sans-serif;">
<table width="560" align="center" cellpadding="0" cellspacing="0" style="margin:20px auto;">
<tr><td style="padding:10px 0 20px;"><img src="https://budbua.no/static/email/budbua-logo.png" alt="Budbua" width="110"></td></tr>
<tr><td style="font-size:14px;line-height:1.6;color:#0d2240;">
<h2>Your parcel has been delivered ✅</h2>
<p>Handed to: Sam Reader (ID checked)<br>Time: 29 Sep 2026, 19:31<br>Address: Løkkeåsveien 23, 1337 Sandvika<br>Shipment: 70712045588129431</p>
<p>How did the driver do? <a href="https://budbua.no/en/rate?s=70712045588129431">Rate your delivery</a> ★★★★★</p>
</td></tr>
<tr><td style="padding:16px 0;font-size:11px;color:#888;">Budbua AS, Brynsveien 9, 0667 Oslo</td></tr>
</table></body></html>`,
  },
  // ------------------------------------------------------------ Solrosapoteket (pharmacy, Sweden)
  {
    family: "solrosapoteket",
    group: "regional",
    lang: "sv",
    kind: "pickup-code",
    code: "3905",
    link: null,
    from: "Solrosapoteket <order@solrosapoteket.se>",
    subject: "Din order 1048821 är redo att hämtas",
    date: dt(10, 9, 12, 18),
    enc: "qp",
    text: `Hej Sam,

Din order är klar att hämta på Solrosapoteket Erikslund, Hallsta Gårdsgata 7, Västerås.

Ordernummer: 1048821
Hämtkod: 3905

Visa hämtkoden och legitimation i kassan. Receptbelagda läkemedel lämnas bara ut till den som receptet gäller eller till ett ombud med fullmakt.

Ordern ligger kvar i 7 dagar, till och med 16 oktober.

Öppettider: mån–fre 9–20, lör 10–18, sön 11–17

Med vänliga hälsningar
Solrosapoteket · Kundservice 0771-45 60 60
`,
    html: boxed({
      lang: "sv",
      title: "Redo att hämtas",
      pre: "Hämtkod och öppettider för Solrosapoteket Erikslund",
      brand: "Solrosapoteket",
      color: "#f2b705",
      logo: "https://www.solrosapoteket.se/mail/solros-logo.png",
      body: `<h1 style="margin:0 0 12px;font-size:22px;">Din order är redo att hämtas</h1>
<p>Hej Sam,</p>
<p>Din order är klar att hämta på <strong>Solrosapoteket Erikslund</strong>, Hallsta Gårdsgata 7, Västerås.</p>
<table role="presentation" cellpadding="10" cellspacing="0" style="border:1px solid #e8e2cf;background:#fffbea;width:100%;margin:16px 0;">
<tr><td style="font-size:13px;color:#776d4a;">Ordernummer<br><span style="font-size:17px;color:#222;">1048821</span></td>
<td style="font-size:13px;color:#776d4a;">Hämtkod<br><span style="font-size:28px;font-weight:bold;color:#222;letter-spacing:4px;">3905</span></td></tr>
</table>
<p style="font-size:14px;">Visa hämtkoden och legitimation i kassan. Receptbelagda läkemedel lämnas bara ut till den som receptet gäller eller till ett ombud med fullmakt.</p>
<p style="font-size:14px;">Ordern ligger kvar i 7 dagar, till och med 16 oktober.<br>Öppettider: mån–fre 9–20, lör 10–18, sön 11–17</p>`,
      foot:
        `Solrosapoteket AB · Kundservice 0771-45 60 60 · <a href="https://www.solrosapoteket.se/mina-sidor/ordrar/1048821" style="color:#777;">Se ordern</a> · <a href="https://www.solrosapoteket.se/integritet" style="color:#777;">Integritet</a>`,
    }),
  },
  {
    family: "solrosapoteket",
    group: "regional",
    lang: "sv",
    kind: "receipt",
    code: null,
    link: null,
    from: "Solrosapoteket <kvitto@solrosapoteket.se>",
    subject: "Kvitto från Solrosapoteket Erikslund",
    date: dt(10, 10, 11, 3),
    enc: "8bit",
    text: `KVITTO
Solrosapoteket Erikslund
Hallsta Gårdsgata 7, 721 38 Västerås
Org.nr 559214-0871

2026-10-10 11:02   Kassa 2   Kvitto 88-20451

Ibuprofen 400 mg 30 st          59,00
Nässpray barn 0,05 % 10 ml      64,50
Receptförskrivet, förmån      115,00
  Högkostnadsskydd kvar: 1 865,00
Solkräm SPF 50 (50 % rabatt)    -89,00
                              ---------
Totalt                        238,50
Varav moms 12 %                 13,96
Varav moms 25 %                  4,70
Kort ****4821                  238,50

Ordernummer 1048821
Öppet köp 30 dagar (gäller ej läkemedel).
Tack för ditt besök!
`,
    html: null,
  },
  // ------------------------------------------------------------ Stordal IL (children's handball, Norway)
  {
    family: "stordal-il",
    group: "regional",
    lang: "nb",
    kind: "invite-link",
    code: null,
    link: "https://lagsport.app/join/t/8HF2KQ?utm_source=email&utm_campaign=team_invite",
    from: "Stordal IL Håndball J11 via Lagsport <invitasjon@lagsport.app>",
    subject: "Jonas Berg har invitert deg til Stordal IL J11 på Lagsport",
    date: dt(9, 4, 20, 27),
    enc: "qp",
    text: `Hei!

Jonas Berg (trener) har invitert deg som foresatt til laget Stordal IL Håndball – Jenter 11 år på Lagsport.

På Lagsport finner du treningstider, kamper, dugnader og kan melde Nora på og av.

Bli med på laget:
https://lagsport.app/join/t/8HF2KQ?utm_source=email&utm_campaign=team_invite

Sesongen starter med trening i Stordalshallen mandag 7. september kl. 17.30–18.45.

--
Lagsport · Org.nr. 927 118 554 · Du får denne e-posten fordi en trener la inn adressen din.
`,
    html: `<!DOCTYPE html><html lang="nb"><head><meta charset="utf-8"></head>
<body style="margin:0;background:#f0f2f5;">
<table width="100%" cellpadding="0" cellspacing="0" role="presentation"><tr><td align="center" style="padding:28px 10px;">
<table width="520" cellpadding="0" cellspacing="0" role="presentation" style="background:#fff;border-radius:12px;font-family:-apple-system,'Segoe UI',Roboto,Arial,sans-serif;">
<tr><td align="center" style="padding:28px 24px 8px;">
<img src="https://cdn.lagsport.app/clubs/stordal-il/crest-128.png" width="64" height="64" alt="Stordal IL" style="border-radius:32px;"><br>
<p style="font-size:13px;color:#6b7280;margin:10px 0 0;">Stordal IL Håndball – Jenter 11 år</p>
</td></tr>
<tr><td style="padding:10px 32px;font-size:16px;line-height:1.5;color:#111827;text-align:center;">
<p><strong>Jonas Berg</strong> (trener) har invitert deg som foresatt til laget.</p>
<p style="font-size:14px;color:#4b5563;">På Lagsport finner du treningstider, kamper, dugnader og kan melde Nora på og av.</p>
<p style="margin:26px 0;"><a href="https://lagsport.app/join/t/8HF2KQ?utm_source=email&amp;utm_campaign=team_invite" style="background:#16a34a;color:#fff;text-decoration:none;padding:13px 34px;border-radius:8px;font-weight:600;">Bli med på laget</a></p>
<p style="font-size:13px;color:#6b7280;">Sesongen starter med trening i Stordalshallen mandag 7. september kl. 17.30–18.45.</p>
</td></tr>
<tr><td align="center" style="padding:18px 24px 24px;">
<a href="https://apps.apple.com/no/app/lagsport/id1532201187"><img src="https://cdn.lagsport.app/mail/badge-appstore-no.png" alt="Last ned i App Store" height="36"></a>
<a href="https://play.google.com/store/apps/details?id=app.lagsport"><img src="https://cdn.lagsport.app/mail/badge-googleplay-no.png" alt="Tilgjengelig på Google Play" height="36"></a>
</td></tr>
</table>
<p style="font-family:Arial,sans-serif;font-size:11px;color:#9ca3af;max-width:480px;">Lagsport · Org.nr. 927 118 554 · Du får denne e-posten fordi en trener la inn adressen din. <a href="https://lagsport.app/personvern" style="color:#9ca3af;">Personvern</a></p>
</td></tr></table></body></html>`,
  },
  {
    family: "stordal-il",
    group: "regional",
    lang: "nb",
    kind: "club-newsletter",
    code: null,
    link: null,
    from: "Stordal IL Håndball <post@stordal-il.no>",
    subject: "Dugnad, kampoppsett og ny treningsdrakt",
    date: dt(10, 5, 21, 13),
    enc: "8bit",
    text: `Hei alle foreldre i J11!

Tusen takk for innsatsen på loppemarkedet – vi fikk inn 41 250 kr til laget!

KAMPOPPSETT OKTOBER
Søn 18.10 kl. 10.00  Stordal – Jar (Stordalshallen)
Søn 25.10 kl. 12.20  Bækkelaget – Stordal (Nordstrandshallen)
Oppmøte 45 minutter før kampstart.

KIOSKVAKT
Familien Reader har kioskvakt 18.10 kl. 09.00–12.00. Bytt selv i appen hvis det ikke passer.

TRENINGSDRAKT
Bestill innen 20.10 i klubbens nettbutikk. Pris 649 kr (klubben subsidierer 200 kr).

Husk også treningsavgiften for høsten på 1 450 kr, forfall 30.10, Vipps 512448.

Sportslig hilsen
Jonas og Kari
Stordal IL Håndball · Stordalsveien 40 · 1338 Sandvika
`,
    html: null,
  },
  // ------------------------------------------------------------ UMF Skjöldur (youth sports club, Iceland)
  {
    family: "umf-skjoldur",
    group: "regional",
    lang: "is",
    kind: "registration-notice",
    code: null,
    link: null,
    from: "UMF Skjöldur <skraning@skjoldur.is>",
    subject: "Skráning móttekin – Fimleikar 6.–7. bekkur",
    date: dt(9, 7, 12, 40),
    enc: "b64",
    text: `Góðan dag,

Takk fyrir skráninguna. Hér eru upplýsingarnar:

Iðkandi: Nora Reader
Grein: Fimleikar, 6.–7. bekkur
Æfingar: mánudaga og miðvikudaga kl. 16:10–17:30, íþróttahúsinu við Ásvelli
Tímabil: 7. september – 12. desember 2026
Æfingagjald: 58.500 kr.
Frístundastyrkur: 50.000 kr. dreginn frá
Eftirstöðvar: 8.500 kr. (krafa í heimabanka, eindagi 1. október)

Pöntunarnúmer: SK-26-10447

Bestu kveðjur,
Ungmennafélagið Skjöldur
Ásvellir 3, 221 Hafnarfirði · sími 555 4210
`,
    html: `<!DOCTYPE html><html lang="is"><head><meta charset="utf-8"></head>
<body style="margin:0;background:#f3f3f3;font-family:Arial,sans-serif;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:18px;">
<table width="580" cellpadding="0" cellspacing="0" style="background:#fff;">
<tr><td style="background:#003f87;padding:14px 24px;"><img src="https://skjoldur.is/static/merki-hvitt.png" alt="UMF Skjöldur" height="40"></td></tr>
<tr><td style="padding:22px 24px;font-size:14px;line-height:1.6;color:#222;">
<p>Góðan dag,</p>
<p>Takk fyrir skráninguna. Hér eru upplýsingarnar:</p>
<table cellpadding="5" cellspacing="0" style="font-size:14px;width:100%;border-collapse:collapse;">
<tr style="border-bottom:1px solid #eee;"><td style="color:#666;">Iðkandi</td><td>Nora Reader</td></tr>
<tr style="border-bottom:1px solid #eee;"><td style="color:#666;">Grein</td><td>Fimleikar, 6.–7. bekkur</td></tr>
<tr style="border-bottom:1px solid #eee;"><td style="color:#666;">Æfingar</td><td>mánudaga og miðvikudaga kl. 16:10–17:30, íþróttahúsinu við Ásvelli</td></tr>
<tr style="border-bottom:1px solid #eee;"><td style="color:#666;">Tímabil</td><td>7. september – 12. desember 2026</td></tr>
<tr style="border-bottom:1px solid #eee;"><td style="color:#666;">Æfingagjald</td><td>58.500 kr.</td></tr>
<tr style="border-bottom:1px solid #eee;"><td style="color:#666;">Frístundastyrkur</td><td>−50.000 kr.</td></tr>
<tr><td style="color:#666;"><b>Eftirstöðvar</b></td><td><b>8.500 kr.</b> (krafa í heimabanka, eindagi 1. október)</td></tr>
</table>
<p style="color:#666;font-size:12px;">Pöntunarnúmer: SK-26-10447</p>
<p>Bestu kveðjur,<br>Ungmennafélagið Skjöldur</p>
</td></tr>
<tr><td style="padding:12px 24px;background:#eef2f8;font-size:11px;color:#666;">Ásvellir 3, 221 Hafnarfirði · sími 555 4210 · <a href="https://skjoldur.is" style="color:#003f87;">skjoldur.is</a> · <a href="https://www.facebook.com/umfskjoldur" style="color:#003f87;">Facebook</a></td></tr>
</table></td></tr></table></body></html>`,
  },
  {
    family: "umf-skjoldur",
    group: "regional",
    lang: "is",
    kind: "event-notice",
    code: null,
    link: null,
    from: "UMF Skjöldur – Fimleikadeild <fimleikar@skjoldur.is>",
    subject: "Engar æfingar í vetrarfríinu 22.–26. október",
    date: dt(10, 15, 16, 5),
    enc: "b64",
    text: `Kæru foreldrar og forráðamenn,

Vegna vetrarfrís í grunnskólum Hafnarfjarðar falla allar æfingar niður dagana 22.–26. október. Æfingar hefjast aftur samkvæmt stundaskrá miðvikudaginn 28. október.

Jólasýning fimleikadeildarinnar verður laugardaginn 12. desember kl. 13:00. Miðaverð 1.500 kr., frítt fyrir börn yngri en 6 ára.

Með kveðju,
Þjálfarar fimleikadeildar UMF Skjaldar
`,
    html: null,
  },
  // ------------------------------------------------------------ Boodschapbus (grocery delivery, Netherlands)
  {
    family: "boodschapbus",
    group: "consumer",
    lang: "nl",
    kind: "order-confirmation",
    code: null,
    link: null,
    from: "Boodschapbus <bestelling@boodschapbus.nl>",
    subject: "Bestelling ontvangen – bezorging vrijdag 11 september, 18:00–19:00",
    date: dt(9, 9, 22, 47),
    enc: "qp",
    text: `Hoi Sam,

Bedankt voor je bestelling! We bezorgen vrijdag 11 september tussen 18:00 en 19:00.

Bestelnummer: BB-5519-2281
Bezorgadres: Zeeburgerdijk 118-2, 1094 AE Amsterdam

32 artikelen
Subtotaal: € 87,64
Bezorgkosten: € 2,95
Statiegeld: € 1,50
Korting (Bus10): -€ 10,00
Totaal: € 82,09

Je kunt je bestelling tot donderdag 23:59 nog aanpassen in de app.

Tot vrijdag!
Boodschapbus · Klantenservice 020 808 44 77
`,
    html: `<!DOCTYPE html><html lang="nl"><head><meta charset="utf-8"></head>
<body style="margin:0;background:#f3f8f1;">
<div style="display:none;max-height:0;overflow:hidden;">Vrijdag 11 september tussen 18:00 en 19:00 staan we voor de deur.</div>
<table width="100%" cellpadding="0" cellspacing="0" role="presentation"><tr><td align="center" style="padding:20px 8px;">
<table width="600" cellpadding="0" cellspacing="0" role="presentation" style="background:#fff;border-radius:10px;font-family:Arial,sans-serif;color:#1f2d1a;">
<tr><td style="padding:22px 28px;"><img src="https://img.boodschapbus.nl/mail/logo.png" alt="Boodschapbus" width="150"></td></tr>
<tr><td style="padding:0 28px;"><h1 style="font-size:22px;margin:0 0 8px;">Bedankt voor je bestelling!</h1>
<p style="margin:0 0 18px;font-size:15px;">We bezorgen <b>vrijdag 11 september tussen 18:00 en 19:00</b>.</p></td></tr>
<tr><td style="padding:0 28px;">
<table width="100%" cellpadding="7" cellspacing="0" style="font-size:14px;background:#f7faf5;border-radius:8px;">
<tr><td>Bestelnummer</td><td align="right">BB-5519-2281</td></tr>
<tr><td>Bezorgadres</td><td align="right">Zeeburgerdijk 118-2, 1094 AE Amsterdam</td></tr>
<tr><td>32 artikelen</td><td align="right">€ 87,64</td></tr>
<tr><td>Bezorgkosten</td><td align="right">€ 2,95</td></tr>
<tr><td>Statiegeld</td><td align="right">€ 1,50</td></tr>
<tr><td>Korting (Bus10)</td><td align="right">-€ 10,00</td></tr>
<tr><td><b>Totaal</b></td><td align="right"><b>€ 82,09</b></td></tr>
</table></td></tr>
<tr><td style="padding:18px 28px;font-size:14px;">Je kunt je bestelling tot donderdag 23:59 nog <a href="https://www.boodschapbus.nl/bestellingen/BB-5519-2281" style="color:#3c8d2f;">aanpassen</a>.</td></tr>
<tr><td style="padding:16px 28px;font-size:11px;color:#7b8a75;border-top:1px solid #e5ece2;">Boodschapbus B.V. · Klantenservice 020 808 44 77 · <a href="https://www.boodschapbus.nl/privacy" style="color:#7b8a75;">Privacy</a> · <a href="https://www.boodschapbus.nl/voorwaarden" style="color:#7b8a75;">Voorwaarden</a></td></tr>
</table></td></tr></table></body></html>`,
  },
  {
    family: "boodschapbus",
    group: "consumer",
    lang: "nl",
    kind: "delivery-eta",
    code: null,
    link: null,
    from: "Boodschapbus <bezorging@boodschapbus.nl>",
    subject: "Ahmed is onderweg – verwacht om 18:24",
    date: dt(9, 11, 17, 58),
    enc: "qp",
    text: `Ahmed is onderweg met je boodschappen!

Verwachte aankomst: 18:24
Nog 3 stops voor jou.

Volg de bus live: https://www.boodschapbus.nl/volg/BB-5519-2281

Lege kratten en statiegeldflessen neemt Ahmed graag mee.
`,
    html: `<!DOCTYPE html><html lang="nl"><head><meta charset="utf-8"></head>
<body style="margin:0;background:#f3f8f1;font-family:Arial,sans-serif;">
<table width="480" align="center" cellpadding="0" cellspacing="0" style="background:#fff;margin:20px auto;border-radius:10px;">
<tr><td style="padding:22px;text-align:center;">
<img src="https://img.boodschapbus.nl/mail/bus-illustratie.png" width="200" alt="Boodschapbus onderweg">
<h2 style="color:#1f2d1a;">Ahmed is onderweg!</h2>
<p style="font-size:32px;font-weight:bold;color:#3c8d2f;margin:6px 0;">18:24</p>
<p style="color:#555;">Nog 3 stops voor jou.</p>
<p><a href="https://www.boodschapbus.nl/volg/BB-5519-2281" style="color:#3c8d2f;font-weight:bold;">Volg de bus live</a></p>
<p style="font-size:13px;color:#777;">Lege kratten en statiegeldflessen neemt Ahmed graag mee.</p>
</td></tr></table></body></html>`,
  },
  {
    family: "boodschapbus",
    group: "consumer",
    lang: "nl",
    kind: "verify-email-change",
    code: null,
    link:
      "https://links.boodschapbus.nl/ls/click?upn=u001.Vx8Kp2rT9wQmZ4aLc7nB1eYd-2FhJ0gS5tU3iO6pR8kW&r=emailwijziging",
    from: "Boodschapbus <account@boodschapbus.nl>",
    subject: "Bevestig je nieuwe e-mailadres",
    date: dt(10, 17, 10, 9),
    enc: "qp",
    text: `Hoi Sam,

Je hebt gevraagd om het e-mailadres van je Boodschapbus-account te wijzigen naar sam.reader@inbox.example.

Bevestig je nieuwe e-mailadres via deze link:
https://links.boodschapbus.nl/ls/click?upn=u001.Vx8Kp2rT9wQmZ4aLc7nB1eYd-2FhJ0gS5tU3iO6pR8kW&r=emailwijziging

Tot je bevestigt, sturen we orderbevestigingen nog naar je oude adres. De link is 24 uur geldig.

Was jij dit niet? Bel ons dan op 020 808 44 77.

Boodschapbus
`,
    html: `<!DOCTYPE html><html lang="nl"><head><meta charset="utf-8"></head>
<body style="margin:0;background:#f3f8f1;">
<table width="100%" cellpadding="0" cellspacing="0" role="presentation"><tr><td align="center" style="padding:20px 8px;">
<table width="560" cellpadding="0" cellspacing="0" role="presentation" style="background:#fff;border-radius:10px;font-family:Arial,sans-serif;color:#1f2d1a;">
<tr><td style="padding:22px 28px;"><img src="https://img.boodschapbus.nl/mail/logo.png" alt="Boodschapbus" width="150"></td></tr>
<tr><td style="padding:0 28px 24px;font-size:15px;line-height:1.55;">
<p>Hoi Sam,</p>
<p>Je hebt gevraagd om het e-mailadres van je Boodschapbus-account te wijzigen naar <b>sam.reader@inbox.example</b>.</p>
<p style="margin:24px 0;"><a href="https://links.boodschapbus.nl/ls/click?upn=u001.Vx8Kp2rT9wQmZ4aLc7nB1eYd-2FhJ0gS5tU3iO6pR8kW&amp;r=emailwijziging" style="background:#3c8d2f;color:#fff;padding:12px 24px;border-radius:24px;text-decoration:none;font-weight:bold;">Bevestig e-mailadres</a></p>
<p style="font-size:13px;color:#666;">Tot je bevestigt, sturen we orderbevestigingen nog naar je oude adres. De link is 24 uur geldig.<br>Was jij dit niet? Bel ons dan op 020 808 44 77.</p>
</td></tr>
<tr><td style="padding:16px 28px;font-size:11px;color:#7b8a75;border-top:1px solid #e5ece2;">Boodschapbus B.V. · Cruquiusweg 40 · 1019 AT Amsterdam · <a href="https://links.boodschapbus.nl/ls/click?upn=u001.Ht5Qa9-2Fprivacy&amp;r=footer" style="color:#7b8a75;">Privacy</a></td></tr>
</table></td></tr></table></body></html>`,
  },
  // ------------------------------------------------------------ Kirppisnetti (second-hand marketplace, Finland)
  {
    family: "kirppisnetti",
    group: "consumer",
    lang: "fi",
    kind: "message-notice",
    code: null,
    link: null,
    from: "Kirppisnetti <viestit@kirppisnetti.fi>",
    subject: "Uusi viesti ilmoituksestasi: Lasten talvihaalari 110 cm",
    date: dt(9, 19, 8, 12),
    enc: "qp",
    text: `Hei Sam,

Käyttäjä tiinak_84 lähetti viestin ilmoituksestasi "Lasten talvihaalari 110 cm, Reima" (25 €):

"Moi! Onko haalari vielä myynnissä? Voisin hakea sen tänään Järvenpäästä klo 18 jälkeen, käykö 20 €?"

Vastaa viestiin: https://kirppisnetti.fi/viestit/c/9918420

Muista: älä koskaan maksa tai lähetä tunnistautumistietojasi linkin kautta, jonka ostaja lähettää sinulle.

Kirppisnetti · Ilmoitusasetukset: https://kirppisnetti.fi/asetukset/ilmoitukset
`,
    html: `<!DOCTYPE html><html lang="fi"><head><meta charset="utf-8"></head>
<body style="margin:0;background:#faf7ff;font-family:Arial,sans-serif;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:20px 8px;">
<table width="560" cellpadding="0" cellspacing="0" style="background:#fff;border-radius:8px;">
<tr><td style="padding:18px 24px;border-bottom:1px solid #eee;"><img src="https://kirppisnetti.fi/m/logo.png" alt="Kirppisnetti" width="130"></td></tr>
<tr><td style="padding:22px 24px;font-size:15px;line-height:1.5;color:#222;">
<p>Hei Sam,</p>
<table cellpadding="0" cellspacing="0"><tr>
<td><img src="https://img.kirppisnetti.fi/i/4471092/thumb.jpg" width="72" height="72" alt="Lasten talvihaalari 110 cm" style="border-radius:6px;"></td>
<td style="padding-left:12px;font-size:14px;"><b>Lasten talvihaalari 110 cm, Reima</b><br>25 €</td>
</tr></table>
<p><b>tiinak_84</b> kirjoitti:</p>
<p style="background:#f1ecfa;border-radius:12px;padding:12px 14px;">Moi! Onko haalari vielä myynnissä? Voisin hakea sen tänään Järvenpäästä klo 18 jälkeen, käykö 20 €?</p>
<p><a href="https://kirppisnetti.fi/viestit/c/9918420" style="background:#6a3fc1;color:#fff;text-decoration:none;padding:10px 20px;border-radius:6px;">Vastaa</a></p>
<p style="font-size:12px;color:#888;">Muista: älä koskaan maksa tai lähetä tunnistautumistietojasi linkin kautta, jonka ostaja lähettää sinulle.</p>
</td></tr>
<tr><td style="padding:14px 24px;font-size:11px;color:#999;">Kirppisnetti Oy · <a href="https://kirppisnetti.fi/asetukset/ilmoitukset" style="color:#999;">Ilmoitusasetukset</a> · <a href="https://kirppisnetti.fi/turvallisuus" style="color:#999;">Turvallinen kauppa</a></td></tr>
</table></td></tr></table></body></html>`,
  },
  {
    family: "kirppisnetti",
    group: "consumer",
    lang: "fi",
    kind: "listing-expiring",
    code: null,
    link: null,
    from: "Kirppisnetti <ilmoitukset@kirppisnetti.fi>",
    subject: "Ilmoituksesi vanhenee 3 päivän päästä",
    date: dt(10, 16, 9, 30),
    enc: "8bit",
    text: `Hei Sam,

ilmoituksesi "Lasten potkupyörä, sininen" (15 €) vanhenee su 18.10.2026.

Ilmoitusta on katsottu 64 kertaa ja se on tallennettu suosikkeihin 5 kertaa.

Voit uusia ilmoituksen maksutta 30 päiväksi Omat ilmoitukset -sivulla. Jos tavara on jo myyty, merkitse ilmoitus myydyksi.

Omat ilmoitukset: https://kirppisnetti.fi/omat

Kirppisnetti
`,
    html: null,
  },
  // ------------------------------------------------------------ Tryggvi (insurance, Iceland)
  {
    family: "tryggvi-tryggingar",
    group: "regional",
    lang: "is",
    kind: "policy-renewal",
    code: null,
    link: null,
    from: "Tryggvi tryggingar <tryggvi@tryggvi.is>",
    subject: "Endurnýjun heimilistryggingar 2026–2027",
    date: dt(9, 14, 9, 0),
    enc: "b64",
    text: `Sæl/l Sam Reader,

Heimilistrygging þín endurnýjast sjálfkrafa 1. október 2026. Tryggingaskírteini og skilmálar fylgja í viðhengi.

Tryggingarnúmer: HT-4471-0926
Heimilisfang: Lækjarhvammur 11, 220 Hafnarfirði
Innbú: 9.800.000 kr.
Iðgjald á ári: 118.440 kr. (greitt mánaðarlega, 9.870 kr.)
Eigin áhætta: 35.000 kr.

Hafa aðstæður breyst, t.d. nýr hjólhestur eða rafhjól? Hafðu samband og við förum yfir trygginguna.

Með kveðju,
Tryggvi tryggingar hf. · Borgartún 25, 105 Reykjavík · sími 515 8800
`,
    html: `<!DOCTYPE html><html lang="is"><head><meta charset="utf-8"></head>
<body style="margin:0;background:#f4f1ee;">
<table width="100%" cellpadding="0" cellspacing="0" role="presentation"><tr><td align="center" style="padding:24px 8px;">
<table width="580" cellpadding="0" cellspacing="0" role="presentation" style="background:#fff;font-family:Georgia,'Times New Roman',serif;color:#2b2623;">
<tr><td style="padding:24px 30px;border-bottom:4px solid #c0392b;"><img src="https://tryggvi.is/media/postur/tryggvi.png" alt="Tryggvi tryggingar" width="150"></td></tr>
<tr><td style="padding:26px 30px;font-size:15px;line-height:1.6;">
<p>Sæl/l Sam Reader,</p>
<p>Heimilistrygging þín endurnýjast sjálfkrafa <b>1. október 2026</b>. Tryggingaskírteini og skilmálar fylgja í viðhengi.</p>
<table cellpadding="6" cellspacing="0" style="font-family:Arial,sans-serif;font-size:13px;width:100%;background:#faf7f4;">
<tr><td>Tryggingarnúmer</td><td>HT-4471-0926</td></tr>
<tr><td>Heimilisfang</td><td>Lækjarhvammur 11, 220 Hafnarfirði</td></tr>
<tr><td>Innbú</td><td>9.800.000 kr.</td></tr>
<tr><td>Iðgjald á ári</td><td>118.440 kr. (greitt mánaðarlega, 9.870 kr.)</td></tr>
<tr><td>Eigin áhætta</td><td>35.000 kr.</td></tr>
</table>
<p>Hafa aðstæður breyst, t.d. nýr hjólhestur eða rafhjól? <a href="https://tryggvi.is/hafa-samband" style="color:#c0392b;">Hafðu samband</a> og við förum yfir trygginguna.</p>
<p>Með kveðju,<br>Tryggvi tryggingar hf.</p>
</td></tr>
<tr><td style="padding:14px 30px;background:#2b2623;color:#cfc6bf;font:11px/1.6 Arial,sans-serif;">Tryggvi tryggingar hf. · Borgartún 25, 105 Reykjavík · sími 515 8800 · kt. 480299-2149<br>
<a href="https://tryggvi.is/personuvernd" style="color:#cfc6bf;">Persónuvernd</a></td></tr>
</table></td></tr></table></body></html>`,
    attachment: [
      "Tryggingaskirteini_HT-4471-0926.pdf",
      "application/pdf",
      "%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj\n3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n",
    ],
  },
  {
    family: "tryggvi-tryggingar",
    group: "regional",
    lang: "is",
    kind: "login-code",
    code: "6603-1942",
    link: null,
    from: "Tryggvi tryggingar <oryggi@tryggvi.is>",
    subject: "Öryggiskóði fyrir Mínar síður",
    date: dt(10, 20, 20, 44),
    enc: "b64",
    text: `Öryggiskóðinn þinn er: 6603-1942

Sláðu kóðann inn á Mínum síðum til að ljúka innskráningu. Hann gildir í 10 mínútur.

Ef þú varst ekki að skrá þig inn skaltu hringja strax í 515 8800.

Tryggvi tryggingar hf.
`,
    html: `<!DOCTYPE html><html lang="is"><head><meta charset="utf-8"></head>
<body style="margin:0;background:#f4f1ee;">
<table width="100%" cellpadding="0" cellspacing="0" role="presentation"><tr><td align="center" style="padding:24px 8px;">
<table width="480" cellpadding="0" cellspacing="0" role="presentation" style="background:#fff;font-family:Arial,sans-serif;color:#2b2623;">
<tr><td style="padding:20px 26px;border-bottom:4px solid #c0392b;"><img src="https://tryggvi.is/media/postur/tryggvi.png" alt="Tryggvi tryggingar" width="130"></td></tr>
<tr><td align="center" style="padding:26px;">
<p style="margin:0;font-size:14px;color:#6d625b;">Öryggiskóðinn þinn er</p>
<p style="margin:8px 0 16px;font-size:34px;font-family:'Courier New',monospace;font-weight:bold;letter-spacing:3px;">6603-1942</p>
<p style="font-size:14px;">Sláðu kóðann inn á Mínum síðum til að ljúka innskráningu. Hann gildir í 10 mínútur.</p>
<p style="font-size:12px;color:#6d625b;">Ef þú varst ekki að skrá þig inn skaltu hringja strax í 515 8800.</p>
</td></tr>
</table></td></tr></table></body></html>`,
  },
  // ------------------------------------------------------------ Andelsbanken Sydhavn (bank, Denmark)
  {
    family: "andelsbanken-sydhavn",
    group: "regional",
    lang: "da",
    kind: "login-alert",
    code: null,
    link: null,
    from: "Andelsbanken Sydhavn <sikkerhed@andelsbanken-sydhavn.dk>",
    subject: "Nyt login i Netbank fra en ny browser",
    date: dt(9, 12, 22, 3),
    enc: "qp",
    text: `Kære Sam Reader

Vi har registreret et login i din Netbank fra en browser, vi ikke har set før:

Tidspunkt: 12.09.2026 kl. 22:01
Browser: Firefox 141 på Windows
IP-område: København

Var det dig, skal du ikke gøre noget.

Var det ikke dig, så ring straks til os på 33 86 55 00 – døgnet rundt. Vi beder dig aldrig om at oplyse koder i telefonen eller på mail.

Med venlig hilsen
Andelsbanken Sydhavn
Sydhavns Plads 4 · 2450 København SV · CVR 29 14 77 05
`,
    html: `<!DOCTYPE html><html lang="da"><head><meta charset="utf-8"></head>
<body style="margin:0;background:#ffffff;font-family:Georgia,serif;color:#1e2b3a;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center">
<table width="580" cellpadding="0" cellspacing="0" style="margin:20px 0;">
<tr><td style="padding:0 0 14px;"><img src="https://www.andelsbanken-sydhavn.dk/globalassets/mail/logo.png" alt="Andelsbanken Sydhavn" width="180"></td></tr>
<tr><td style="background:#1e2b3a;height:4px;line-height:4px;font-size:0;">&nbsp;</td></tr>
<tr><td style="padding:22px 0;font-size:15px;line-height:1.6;">
<p>Kære Sam Reader</p>
<p>Vi har registreret et login i din Netbank fra en browser, vi ikke har set før:</p>
<p style="font-family:Arial,sans-serif;font-size:14px;background:#f2f4f7;padding:12px 16px;">Tidspunkt: 12.09.2026 kl. 22:01<br>Browser: Firefox 141 på Windows<br>IP-område: København</p>
<p>Var det dig, skal du ikke gøre noget.</p>
<p>Var det ikke dig, så ring straks til os på <b>33 86 55 00</b> – døgnet rundt. Vi beder dig aldrig om at oplyse koder i telefonen eller på mail.</p>
<p>Med venlig hilsen<br>Andelsbanken Sydhavn</p>
</td></tr>
<tr><td style="border-top:1px solid #d5dbe3;padding-top:12px;font:11px/1.6 Arial,sans-serif;color:#7a8796;">Andelsbanken Sydhavn · Sydhavns Plads 4 · 2450 København SV · CVR 29 14 77 05<br>
<a href="https://www.andelsbanken-sydhavn.dk/sikkerhed" style="color:#7a8796;">Sikkerhed</a> · <a href="https://www.andelsbanken-sydhavn.dk/persondata" style="color:#7a8796;">Persondata</a></td></tr>
</table></td></tr></table></body></html>`,
  },
  {
    family: "andelsbanken-sydhavn",
    group: "regional",
    lang: "da",
    kind: "statement-notice",
    code: null,
    link: null,
    from: "Andelsbanken Sydhavn <post@andelsbanken-sydhavn.dk>",
    subject: "Din kontoudskrift for 3. kvartal er klar",
    date: dt(10, 7, 6, 0),
    enc: "qp",
    text: `Kære Sam Reader

Kontoudskriften for 3. kvartal 2026 ligger nu i Netbank under Dokumenter.

Konto: Budgetkonto •••• 3307
Periode: 01.07.2026–30.09.2026

Vi har også sendt en kopi til din digitale postkasse.

Husk, at renten på Børneopsparing hæves til 4,25 % p.a. fra 1. november 2026.

Med venlig hilsen
Andelsbanken Sydhavn · 33 86 55 00
`,
    html: null,
  },
  {
    family: "andelsbanken-sydhavn",
    group: "regional",
    lang: "en",
    kind: "verify-email",
    code: "Q7M4K2",
    link: "https://netbank.andelsbanken-sydhavn.dk/profil/email/confirm?rid=E-2026-88140&sig=0b6e2fd4a1",
    from: "Andelsbanken Sydhavn <post@andelsbanken-sydhavn.dk>",
    subject: "Please confirm your new e-mail address",
    date: dt(10, 22, 19, 16),
    enc: "7bit",
    text: `Dear Sam Reader,

You changed the e-mail address in your Netbank profile to sam.reader@inbox.example.

To confirm the change, open this link:
https://netbank.andelsbanken-sydhavn.dk/profil/email/confirm?rid=E-2026-88140&sig=0b6e2fd4a1

Or, if Netbank is still open, type this confirmation code: Q7M4K2

The link and code expire in 24 hours. Until then we keep sending statements to your previous address.

Didn't change your e-mail? Call us on +45 33 86 55 00 straight away.

Kind regards
Andelsbanken Sydhavn
Sydhavns Plads 4, 2450 Copenhagen SV, Denmark
`,
    html: `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"></head>
<body style="margin:0;background:#ffffff;font-family:Georgia,serif;color:#1e2b3a;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center">
<table width="580" cellpadding="0" cellspacing="0" style="margin:20px 0;">
<tr><td style="padding:0 0 14px;"><img src="https://www.andelsbanken-sydhavn.dk/globalassets/mail/logo.png" alt="Andelsbanken Sydhavn" width="180"></td></tr>
<tr><td style="background:#1e2b3a;height:4px;line-height:4px;font-size:0;">&nbsp;</td></tr>
<tr><td style="padding:22px 0;font-size:15px;line-height:1.6;">
<p>Dear Sam Reader,</p>
<p>You changed the e-mail address in your Netbank profile to <b>sam.reader@inbox.example</b>.</p>
<p><a href="https://netbank.andelsbanken-sydhavn.dk/profil/email/confirm?rid=E-2026-88140&amp;sig=0b6e2fd4a1" style="display:inline-block;background:#1e2b3a;color:#fff;font-family:Arial,sans-serif;padding:12px 22px;text-decoration:none;">Confirm e-mail address</a></p>
<p>Or, if Netbank is still open, type this confirmation code:</p>
<p style="font-family:'Courier New',monospace;font-size:26px;font-weight:bold;letter-spacing:6px;">Q7M4K2</p>
<p style="font-size:13px;color:#55606d;">The link and code expire in 24 hours. Until then we keep sending statements to your previous address.<br>Didn't change your e-mail? Call us on +45 33 86 55 00 straight away.</p>
<p>Kind regards<br>Andelsbanken Sydhavn</p>
</td></tr>
<tr><td style="border-top:1px solid #d5dbe3;padding-top:12px;font:11px/1.6 Arial,sans-serif;color:#7a8796;">Andelsbanken Sydhavn · Sydhavns Plads 4 · 2450 Copenhagen SV · Denmark</td></tr>
</table></td></tr></table></body></html>`,
  },
  // ------------------------------------------------------------ Pensioenfonds Duinrand (pension fund, Netherlands)
  {
    family: "pensioenfonds-duinrand",
    group: "regional",
    lang: "nl",
    kind: "annual-statement",
    code: null,
    link: null,
    from: "Pensioenfonds Duinrand <nieuws@pfduinrand.nl>",
    subject: "Uw Uniform Pensioenoverzicht 2026 staat klaar",
    date: dt(9, 25, 10, 30),
    enc: "b64",
    text: `Geachte heer/mevrouw Reader,

Uw Uniform Pensioenoverzicht (UPO) over 2025 staat klaar in Mijn Duinrand.

Hierin ziet u onder meer:
- hoeveel pensioen u tot nu toe heeft opgebouwd: € 6.214 bruto per jaar vanaf 68 jaar;
- wat u kunt verwachten als u tot uw pensioendatum bij uw huidige werkgever blijft werken;
- wat uw partner en kinderen krijgen als u overlijdt.

Let op: per 1 januari 2027 gaat Pensioenfonds Duinrand over naar de nieuwe pensioenregeling. Eind november ontvangt u hierover een persoonlijke brief.

Log in met DigiD om uw overzicht te bekijken: https://mijn.pfduinrand.nl

Met vriendelijke groet,
Pensioenfonds Duinrand
Postbus 2140, 2200 CC Noordwijk · 071 760 42 00
`,
    html: `<!DOCTYPE html><html lang="nl"><head><meta charset="utf-8"></head>
<body style="margin:0;background:#eef4f6;">
<table width="100%" cellpadding="0" cellspacing="0" role="presentation"><tr><td align="center" style="padding:24px 8px;">
<table width="600" cellpadding="0" cellspacing="0" role="presentation" style="background:#fff;font-family:Verdana,sans-serif;color:#123;">
<tr><td style="padding:20px 28px;"><img src="https://www.pfduinrand.nl/static/email/duinrand-logo.png" alt="Pensioenfonds Duinrand" width="170"></td></tr>
<tr><td><img src="https://www.pfduinrand.nl/static/email/banner-upo-2026.jpg" width="600" alt="Uw pensioenoverzicht 2026" style="display:block;"></td></tr>
<tr><td style="padding:24px 28px;font-size:14px;line-height:1.65;">
<p>Geachte heer/mevrouw Reader,</p>
<p>Uw Uniform Pensioenoverzicht (UPO) over 2025 staat klaar in Mijn Duinrand. Hierin ziet u onder meer:</p>
<ul><li>hoeveel pensioen u tot nu toe heeft opgebouwd: <b>€ 6.214 bruto per jaar</b> vanaf 68 jaar;</li>
<li>wat u kunt verwachten als u tot uw pensioendatum bij uw huidige werkgever blijft werken;</li>
<li>wat uw partner en kinderen krijgen als u overlijdt.</li></ul>
<p style="background:#fff6e0;padding:12px;">Let op: per 1 januari 2027 gaat Pensioenfonds Duinrand over naar de nieuwe pensioenregeling. Eind november ontvangt u hierover een persoonlijke brief.</p>
<p><a href="https://mijn.pfduinrand.nl" style="background:#006680;color:#fff;padding:10px 20px;text-decoration:none;">Inloggen met DigiD</a></p>
<p>Met vriendelijke groet,<br>Pensioenfonds Duinrand</p>
</td></tr>
<tr><td style="padding:14px 28px;background:#006680;color:#d6ebf0;font-size:11px;line-height:1.6;">Postbus 2140, 2200 CC Noordwijk · 071 760 42 00 · <a href="https://www.pfduinrand.nl/privacy" style="color:#d6ebf0;">Privacy</a> · <a href="https://www.pfduinrand.nl/afmelden?e=sam.reader%40inbox.example" style="color:#d6ebf0;">Afmelden nieuwsbrief</a></td></tr>
</table></td></tr></table></body></html>`,
  },
  {
    family: "pensioenfonds-duinrand",
    group: "regional",
    lang: "nl",
    kind: "confirm-email",
    code: null,
    link: "https://mijn.pfduinrand.nl/account/e-mailadres/bevestigen/3f8c21d0e4b94a6c9d77a1e05b2f6c88",
    from: "Pensioenfonds Duinrand <noreply@pfduinrand.nl>",
    subject: "Bevestig uw e-mailadres voor Mijn Duinrand",
    date: dt(10, 13, 20, 2),
    enc: "qp",
    text: `Geachte heer/mevrouw Reader,

U heeft in Mijn Duinrand een nieuw e-mailadres opgegeven. Wilt u dit bevestigen? Klik dan op de onderstaande link:

https://mijn.pfduinrand.nl/account/e-mailadres/bevestigen/3f8c21d0e4b94a6c9d77a1e05b2f6c88

Deze link is 7 dagen geldig. Daarna moet u het e-mailadres opnieuw invoeren.

Heeft u dit niet zelf gedaan? Neem dan contact op met ons via 071 760 42 00 (werkdagen 8.30–17.00 uur).

Met vriendelijke groet,
Pensioenfonds Duinrand
`,
    html: `<!DOCTYPE html><html lang="nl"><head><meta charset="utf-8"></head>
<body style="margin:0;background:#eef4f6;">
<table width="100%" cellpadding="0" cellspacing="0" role="presentation"><tr><td align="center" style="padding:24px 8px;">
<table width="600" cellpadding="0" cellspacing="0" role="presentation" style="background:#fff;font-family:Verdana,sans-serif;color:#123;">
<tr><td style="padding:20px 28px;"><img src="https://www.pfduinrand.nl/static/email/duinrand-logo.png" alt="Pensioenfonds Duinrand" width="170"></td></tr>
<tr><td style="padding:8px 28px 24px;font-size:14px;line-height:1.65;">
<p>Geachte heer/mevrouw Reader,</p>
<p>U heeft in Mijn Duinrand een nieuw e-mailadres opgegeven. Wilt u dit bevestigen? Klik dan op de onderstaande link:</p>
<p><a href="https://mijn.pfduinrand.nl/account/e-mailadres/bevestigen/3f8c21d0e4b94a6c9d77a1e05b2f6c88" style="color:#006680;word-break:break-all;">https://mijn.pfduinrand.nl/account/e-mailadres/bevestigen/3f8c21d0e4b94a6c9d77a1e05b2f6c88</a></p>
<p>Deze link is 7 dagen geldig. Daarna moet u het e-mailadres opnieuw invoeren.</p>
<p>Heeft u dit niet zelf gedaan? Neem dan contact op met ons via 071 760 42 00 (werkdagen 8.30–17.00 uur).</p>
<p>Met vriendelijke groet,<br>Pensioenfonds Duinrand</p>
</td></tr>
<tr><td style="padding:14px 28px;background:#006680;color:#d6ebf0;font-size:11px;">Postbus 2140, 2200 CC Noordwijk · <a href="https://www.pfduinrand.nl/privacy" style="color:#d6ebf0;">Privacy</a></td></tr>
</table></td></tr></table></body></html>`,
  },
  // ------------------------------------------------------------ Strimla (streaming, Nordic)
  {
    family: "strimla",
    group: "consumer",
    lang: "en",
    kind: "invite-link",
    code: null,
    link: "https://click.mail.strimla.com/?qs=8b21f0a4c6d93e71b5f2a0c8d4e6f1a3b7c9d2e5f8a1b4c7",
    from: "Strimla <hello@mail.strimla.com>",
    subject: "Linnea invited you to join the Reader family on Strimla",
    date: dt(9, 13, 15, 31),
    enc: "qp",
    text: `Linnea invited you to their Strimla Family plan

Join the household and get your own profile, your own watchlist and your own recommendations. It's included in Linnea's plan – you won't be charged.

Accept invitation:
https://click.mail.strimla.com/?qs=8b21f0a4c6d93e71b5f2a0c8d4e6f1a3b7c9d2e5f8a1b4c7

The invitation expires on 20 September 2026. Family members must live at the same address as the plan owner.

Strimla AB, Hornsgatan 88, 118 21 Stockholm, Sweden
Help centre: https://help.strimla.com
`,
    html: `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><meta name="color-scheme" content="dark"></head>
<body style="margin:0;background:#0e0e12;">
<div style="display:none;max-height:0;overflow:hidden;">Your own profile, included in Linnea's plan.</div>
<table width="100%" cellpadding="0" cellspacing="0" role="presentation" style="background:#0e0e12;"><tr><td align="center" style="padding:30px 10px;">
<table width="560" cellpadding="0" cellspacing="0" role="presentation" style="font-family:'Helvetica Neue',Arial,sans-serif;color:#f1f1f4;">
<tr><td style="padding-bottom:26px;"><img src="https://img.strimla.com/email/strimla-logo-light.png" alt="Strimla" width="104"></td></tr>
<tr><td><img src="https://img.strimla.com/email/hero-family-1120.jpg" width="560" alt="" style="display:block;border-radius:10px;"></td></tr>
<tr><td style="padding:26px 0 0;">
<h1 style="font-size:26px;line-height:1.25;margin:0 0 12px;">Linnea invited you to their Strimla Family plan</h1>
<p style="font-size:16px;line-height:1.5;color:#b9b9c4;">Join the household and get your own profile, your own watchlist and your own recommendations. It's included in Linnea's plan – you won't be charged.</p>
<table role="presentation" cellpadding="0" cellspacing="0" style="margin:26px 0;"><tr><td style="background:#ff3d6e;border-radius:6px;">
<a href="https://click.mail.strimla.com/?qs=8b21f0a4c6d93e71b5f2a0c8d4e6f1a3b7c9d2e5f8a1b4c7" style="display:block;padding:14px 32px;color:#fff;font-weight:bold;text-decoration:none;font-size:16px;">Accept invitation</a>
</td></tr></table>
<p style="font-size:13px;color:#8a8a96;">The invitation expires on 20 September 2026. Family members must live at the same address as the plan owner.</p>
</td></tr>
<tr><td style="padding-top:30px;border-top:1px solid #2a2a33;font-size:11px;line-height:1.7;color:#70707c;">
<a href="https://click.mail.strimla.com/?qs=a1f0c3e5b7d9f2a4c6e8b0d2f4a6c8e0b2d4" style="color:#70707c;">Help centre</a> · <a href="https://click.mail.strimla.com/?qs=c4e6a8b0d2f4a6c8e0b2d4f6a8c0e2b4d6f8" style="color:#70707c;">Privacy</a> · <a href="https://click.mail.strimla.com/?qs=e8b0d2f4a6c8e0b2d4f6a8c0e2b4d6f8a0c2" style="color:#70707c;">Terms of Use</a><br>
Strimla AB, Hornsgatan 88, 118 21 Stockholm, Sweden<br>© 2026 Strimla</td></tr>
</table></td></tr></table></body></html>`,
  },
  {
    family: "strimla",
    group: "consumer",
    lang: "en",
    kind: "price-change",
    code: null,
    link: null,
    from: "Strimla <hello@mail.strimla.com>",
    subject: "An update to your Strimla Standard price",
    date: dt(10, 1, 16, 0),
    enc: "qp",
    text: `Hi Sam,

We're writing to let you know that the price of Strimla Standard will change from SEK 119 to SEK 129 per month, starting with your payment on or after 1 December 2026.

Over the past year we've added more than 400 Nordic series and films, 4K on up to four screens and downloads on six devices.

You don't need to do anything to keep watching. If you'd like to change or cancel your plan, you can do so anytime in your account settings.

Thanks for watching with us,
The Strimla team

Strimla AB, Hornsgatan 88, 118 21 Stockholm, Sweden
You are receiving this service message because you have a Strimla account.
`,
    html: `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"></head>
<body style="margin:0;background:#0e0e12;">
<table width="100%" cellpadding="0" cellspacing="0" role="presentation" style="background:#0e0e12;"><tr><td align="center" style="padding:30px 10px;">
<table width="560" cellpadding="0" cellspacing="0" role="presentation" style="font-family:'Helvetica Neue',Arial,sans-serif;color:#f1f1f4;">
<tr><td style="padding-bottom:26px;"><img src="https://img.strimla.com/email/strimla-logo-light.png" alt="Strimla" width="104"></td></tr>
<tr><td style="font-size:16px;line-height:1.55;color:#d3d3da;">
<p>Hi Sam,</p>
<p>We're writing to let you know that the price of Strimla Standard will change from <b>SEK 119</b> to <b>SEK 129</b> per month, starting with your payment on or after <b>1 December 2026</b>.</p>
<p>Over the past year we've added more than 400 Nordic series and films, 4K on up to four screens and downloads on six devices.</p>
<p>You don't need to do anything to keep watching. If you'd like to change or cancel your plan, you can do so anytime in your <a href="https://click.mail.strimla.com/?qs=f2a4c6e8b0d2f4a6c8e0b2d4f6a8c0e2account" style="color:#ff3d6e;">account settings</a>.</p>
<p>Thanks for watching with us,<br>The Strimla team</p>
</td></tr>
<tr><td style="padding-top:30px;border-top:1px solid #2a2a33;font-size:11px;line-height:1.7;color:#70707c;">Strimla AB, Hornsgatan 88, 118 21 Stockholm, Sweden<br>You are receiving this service message because you have a Strimla account.</td></tr>
</table></td></tr></table></body></html>`,
  },
  {
    family: "strimla",
    group: "consumer",
    lang: "sv",
    kind: "newsletter",
    code: null,
    link: null,
    from: "Strimla <nyheter@mail.strimla.com>",
    subject: 'Nytt i oktober: "Isvaka" säsong 2, Hallonbåten och mer',
    date: dt(10, 2, 17, 30),
    enc: "b64",
    text: `Nytt på Strimla i oktober

ISVAKA – säsong 2, premiär 9 oktober
Kommissarie Halla Dís är tillbaka i Tromsø. Två nya avsnitt varje fredag.
Se trailern: https://click.mail.strimla.com/?qs=1a3c5e7g9i-isvaka2

HALLONBÅTEN – för de minsta, alla avsnitt från 16 oktober
https://click.mail.strimla.com/?qs=2b4d6f8h0j-hallonbaten

Dessutom: höstlovsfilmer för hela familjen, från 23 oktober.

Du får det här mejlet eftersom du prenumererar på nyheter från Strimla.
Avregistrera: https://click.mail.strimla.com/?qs=unsub-9z8y7x6w5v
Strimla AB, Hornsgatan 88, 118 21 Stockholm
`,
    html: `<!DOCTYPE html><html lang="sv"><head><meta charset="utf-8"></head>
<body style="margin:0;background:#0e0e12;">
<div style="display:none;max-height:0;overflow:hidden;">Halla Dís är tillbaka – två nya avsnitt varje fredag.</div>
<table width="100%" cellpadding="0" cellspacing="0" role="presentation" style="background:#0e0e12;"><tr><td align="center" style="padding:30px 10px;">
<table width="560" cellpadding="0" cellspacing="0" role="presentation" style="font-family:'Helvetica Neue',Arial,sans-serif;color:#f1f1f4;">
<tr><td style="padding-bottom:20px;"><img src="https://img.strimla.com/email/strimla-logo-light.png" alt="Strimla" width="104"></td></tr>
<tr><td><a href="https://click.mail.strimla.com/?qs=1a3c5e7g9i-isvaka2"><img src="https://img.strimla.com/email/2026-10/isvaka-s2-1120.jpg" width="560" alt="Isvaka säsong 2" style="display:block;border-radius:10px;"></a></td></tr>
<tr><td style="padding:18px 0 28px;"><h2 style="margin:0 0 6px;">Isvaka – säsong 2</h2>
<p style="color:#b9b9c4;margin:0;">Premiär 9 oktober. Kommissarie Halla Dís är tillbaka i Tromsø. Två nya avsnitt varje fredag.</p></td></tr>
<tr><td><table width="100%" cellpadding="0" cellspacing="0"><tr>
<td width="270" valign="top"><a href="https://click.mail.strimla.com/?qs=2b4d6f8h0j-hallonbaten"><img src="https://img.strimla.com/email/2026-10/hallonbaten.jpg" width="270" alt="Hallonbåten" style="display:block;border-radius:8px;"></a><p style="font-size:14px;color:#b9b9c4;">Hallonbåten – alla avsnitt från 16 oktober</p></td>
<td width="20"></td>
<td width="270" valign="top"><img src="https://img.strimla.com/email/2026-10/hostlov.jpg" width="270" alt="Höstlovsfilmer" style="display:block;border-radius:8px;"><p style="font-size:14px;color:#b9b9c4;">Höstlovsfilmer för hela familjen, från 23 oktober</p></td>
</tr></table></td></tr>
<tr><td style="padding-top:24px;border-top:1px solid #2a2a33;font-size:11px;line-height:1.7;color:#70707c;">Du får det här mejlet eftersom du prenumererar på nyheter från Strimla. <a href="https://click.mail.strimla.com/?qs=unsub-9z8y7x6w5v" style="color:#70707c;">Avregistrera</a><br>Strimla AB, Hornsgatan 88, 118 21 Stockholm</td></tr>
</table></td></tr></table></body></html>`,
  },
  // ------------------------------------------------------------ Gluggi (public digital mailbox, Iceland)
  {
    family: "gluggi-is",
    group: "regional",
    lang: "is",
    kind: "new-mail-notice",
    code: null,
    link: null,
    from: "Gluggi – stafrænt pósthólf <postholf@gluggi.is>",
    subject: "Nýtt skjal í pósthólfinu þínu",
    date: dt(9, 30, 8, 15),
    enc: "b64",
    text: `Nýtt skjal hefur borist í stafræna pósthólfið þitt á Glugga.

Sendandi: Hafnarfjarðarbær
Efni: Álagningarseðill fasteignagjalda – leiðrétting
Dagsetning: 30.09.2026

Skráðu þig inn með rafrænum skilríkjum á gluggi.is til að lesa skjalið.

Þessi póstur er sendur sjálfvirkt. Vinsamlegast svaraðu ekki.
Gluggi · Hverfisgata 4a · 101 Reykjavík
`,
    html: `<!DOCTYPE html><html lang="is"><head><meta charset="utf-8"></head>
<body style="margin:0;background:#f6f8fb;font-family:'IBM Plex Sans',Arial,sans-serif;color:#00003c;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:24px 8px;">
<table width="560" cellpadding="0" cellspacing="0" style="background:#fff;border-radius:8px;">
<tr><td style="padding:22px 28px;"><img src="https://gluggi.is/static/postur/gluggi-merki.png" alt="Gluggi" width="90"></td></tr>
<tr><td style="padding:0 28px 26px;font-size:15px;line-height:1.6;">
<h2 style="margin:0 0 12px;font-size:20px;">Nýtt skjal í pósthólfinu þínu</h2>
<p style="margin:0 0 4px;"><span style="color:#5c6b80;">Sendandi:</span> Hafnarfjarðarbær</p>
<p style="margin:0 0 4px;"><span style="color:#5c6b80;">Efni:</span> Álagningarseðill fasteignagjalda – leiðrétting</p>
<p style="margin:0 0 16px;"><span style="color:#5c6b80;">Dagsetning:</span> 30.09.2026</p>
<p>Skráðu þig inn með rafrænum skilríkjum á <a href="https://gluggi.is/postholf" style="color:#0061ff;">gluggi.is</a> til að lesa skjalið.</p>
</td></tr>
<tr><td style="padding:14px 28px;border-top:1px solid #e1e6ee;font-size:11px;color:#5c6b80;">Þessi póstur er sendur sjálfvirkt. Vinsamlegast svaraðu ekki. · Gluggi · Hverfisgata 4a · 101 Reykjavík</td></tr>
</table></td></tr></table></body></html>`,
  },
  {
    family: "gluggi-is",
    group: "regional",
    lang: "is",
    kind: "verify-code",
    code: "205718",
    link: null,
    from: "Gluggi – stafrænt pósthólf <postholf@gluggi.is>",
    subject: "Staðfestingarkóði: 205718",
    date: dt(10, 11, 14, 22),
    enc: "b64",
    text: `Staðfestu netfangið þitt

Þú skráðir netfangið sam.reader@inbox.example fyrir tilkynningar frá Glugga. Sláðu inn kóðann hér fyrir neðan á gluggi.is til að staðfesta það.

205718

Kóðinn gildir í 20 mínútur.

Ef þú baðst ekki um þetta getur þú hunsað þennan póst.
`,
    html: `<!DOCTYPE html><html lang="is"><head><meta charset="utf-8"></head>
<body style="margin:0;background:#f6f8fb;font-family:'IBM Plex Sans',Arial,sans-serif;color:#00003c;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:24px 8px;">
<table width="560" cellpadding="0" cellspacing="0" style="background:#fff;border-radius:8px;">
<tr><td style="padding:22px 28px;"><img src="https://gluggi.is/static/postur/gluggi-merki.png" alt="Gluggi" width="90"></td></tr>
<tr><td style="padding:0 28px 26px;font-size:15px;line-height:1.6;">
<h2 style="margin:0 0 12px;font-size:20px;">Staðfestu netfangið þitt</h2>
<p>Þú skráðir netfangið <b>sam.reader@inbox.example</b> fyrir tilkynningar frá Glugga. Sláðu inn kóðann hér fyrir neðan á gluggi.is til að staðfesta það.</p>
<table cellpadding="0" cellspacing="0" style="margin:18px 0;"><tr>
<td style="background:#f2f7ff;border:1px solid #ccdfff;border-radius:8px;padding:14px 28px;font-size:32px;font-weight:600;letter-spacing:8px;color:#0061ff;">205718</td>
</tr></table>
<p style="font-size:13px;color:#5c6b80;">Kóðinn gildir í 20 mínútur. Ef þú baðst ekki um þetta getur þú hunsað þennan póst.</p>
</td></tr>
</table></td></tr></table></body></html>`,
  },
  // ------------------------------------------------------------ Mutualité Ardente (health mutual, Belgium)
  {
    family: "mutualite-ardente",
    group: "regional",
    lang: "fr",
    kind: "reimbursement-notice",
    code: null,
    link: null,
    from: "Mutualité Ardente <info@mutualite-ardente.be>",
    subject: "Remboursement de vos soins – 42,18 €",
    date: dt(9, 16, 13, 12),
    enc: "qp",
    text: `Bonjour Sam Reader,

Nous avons versé un remboursement de 42,18 € sur votre compte BE•• •••• •••• 7712.

Détail :
- 08/09/2026 Consultation pédiatre (Nora) : 33,68 €
- 10/09/2026 Kinésithérapie (Sam) : 8,50 €

Date de paiement : 16/09/2026
Communication : REMB 2026/09/448219

Vous pouvez consulter l'historique complet dans votre espace membre Ma Mutu.

Cordialement,
Mutualité Ardente
Rue Féronstrée 92, 4000 Liège · 04 220 81 00
Nos agences sont fermées le 11 novembre.
`,
    html: `<!DOCTYPE html><html lang="fr"><head><meta charset="utf-8"></head>
<body style="margin:0;background:#f5f5f0;">
<table width="100%" cellpadding="0" cellspacing="0" role="presentation"><tr><td align="center" style="padding:22px 8px;">
<table width="600" cellpadding="0" cellspacing="0" role="presentation" style="background:#fff;font-family:Arial,sans-serif;color:#222;">
<tr><td style="padding:18px 26px;border-bottom:3px solid #e4572e;"><img src="https://www.mutualite-ardente.be/mail/logo-ma.png" alt="Mutualité Ardente" width="160"></td></tr>
<tr><td style="padding:24px 26px;font-size:14px;line-height:1.6;">
<p>Bonjour Sam Reader,</p>
<p>Nous avons versé un remboursement de <b>42,18 €</b> sur votre compte BE•• •••• •••• 7712.</p>
<table width="100%" cellpadding="6" cellspacing="0" style="font-size:13px;border:1px solid #eee;">
<tr style="background:#faf6f3;"><th align="left">Date</th><th align="left">Prestation</th><th align="right">Montant</th></tr>
<tr><td>08/09/2026</td><td>Consultation pédiatre (Nora)</td><td align="right">33,68 €</td></tr>
<tr><td>10/09/2026</td><td>Kinésithérapie (Sam)</td><td align="right">8,50 €</td></tr>
</table>
<p style="font-size:12px;color:#666;">Date de paiement : 16/09/2026 · Communication : REMB 2026/09/448219</p>
<p>Vous pouvez consulter l'historique complet dans votre espace membre <a href="https://mamutu.mutualite-ardente.be" style="color:#e4572e;">Ma Mutu</a>.</p>
<p>Cordialement,<br>Mutualité Ardente</p>
</td></tr>
<tr><td style="padding:14px 26px;background:#333;color:#ccc;font-size:11px;line-height:1.6;">Rue Féronstrée 92, 4000 Liège · 04 220 81 00 · Nos agences sont fermées le 11 novembre.<br>
<a href="https://www.mutualite-ardente.be/vie-privee" style="color:#ccc;">Vie privée</a> · <a href="https://www.mutualite-ardente.be/contact" style="color:#ccc;">Contact</a></td></tr>
</table></td></tr></table></body></html>`,
  },
  {
    family: "mutualite-ardente",
    group: "regional",
    lang: "fr",
    kind: "newsletter",
    code: null,
    link: null,
    from: "Mutualité Ardente <newsletter@mutualite-ardente.be>",
    subject: "Vaccin contre la grippe : jusqu'à 20 € remboursés",
    date: dt(10, 14, 10, 0),
    enc: "8bit",
    text: `Ma Mutu – Newsletter octobre 2026

Vaccin contre la grippe : la Mutualité Ardente intervient jusqu'à 20 € par membre. Conservez l'attestation de votre pharmacien et envoyez-la via l'app Ma Mutu.

Stage de psychomotricité pendant le congé d'automne (du 26 au 30 octobre) pour les 3–6 ans à Liège et Verviers : 95 € la semaine (65 € pour les membres).

Webinaire gratuit « Le sommeil des ados » le mardi 20 octobre à 20 h.

Vous ne souhaitez plus recevoir notre newsletter ? Désinscription : https://www.mutualite-ardente.be/newsletter/desinscription?m=448219
Mutualité Ardente · Rue Féronstrée 92 · 4000 Liège
`,
    html: null,
  },
];
