/**
 * The inbox of an Iranian family split between Germany and Canada over two autumn months, in
 * Persian, German, English and French: banks, a remittance service, city and federal portals,
 * insurer, school, club, parcels, groceries, streaming, newsletters, airline, courses and mobile.
 * @module
 */

import type { Mail } from "../holdout_kit.ts";

// ---------------------------------------------------------------- helpers

function btn(href: string, label: string, bg: string, color = "#ffffff"): string {
  return `<table role="presentation" cellpadding="0" cellspacing="0" border="0" style="margin:24px 0"><tr>
<td align="center" bgcolor="${bg}" style="border-radius:6px">
<a href="${href}" target="_blank" style="display:inline-block;padding:13px 28px;font-family:Arial,Helvetica,sans-serif;font-size:15px;font-weight:bold;color:${color};text-decoration:none;border-radius:6px">${label}</a>
</td></tr></table>`;
}

function digits(code: string, border: string): string {
  return `<table role="presentation" cellpadding="0" cellspacing="6" border="0" align="center"><tr>
${
    [...code].map((d) =>
      `<td width="40" height="52" align="center" style="border:1px solid ${border};border-radius:6px;font-family:'Courier New',monospace;font-size:28px;font-weight:bold;color:#111">${d}</td>`
    ).join("\n")
  }
</tr></table>`;
}

function pre(text: string): string {
  return `<div style="display:none;max-height:0;overflow:hidden;mso-hide:all;font-size:1px;color:#fff;line-height:1px">${text}&#847; &zwnj; &#847; &zwnj; &#847; &zwnj; &#847; &zwnj;</div>`;
}

interface Page {
  lang: string;
  dir?: "rtl" | "ltr";
  title: string;
  preheader: string;
  brand: string;
  color: string;
  logo: string;
  body: string;
  footer: string;
  font?: string;
}

/** A centred 600px card layout as most senders ship it. */
function page(p: Page): string {
  const dir = p.dir ?? "ltr";
  const font = p.font ?? "Arial,Helvetica,sans-serif";
  return `<!DOCTYPE html>
<html lang="${p.lang}" dir="${dir}">
<head>
<meta http-equiv="Content-Type" content="text/html; charset=UTF-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${p.title}</title>
<style type="text/css">
  body{margin:0;padding:0;-webkit-text-size-adjust:100%}
  table{border-collapse:collapse}
  @media only screen and (max-width:620px){ .wrap{width:100%!important} .pad{padding:20px!important} }
</style>
</head>
<body style="margin:0;padding:0;background:#f2f3f5">
${pre(p.preheader)}
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" bgcolor="#f2f3f5">
<tr><td align="center" style="padding:24px 8px">
<table role="presentation" class="wrap" width="600" cellpadding="0" cellspacing="0" border="0" style="width:600px;background:#ffffff;border-radius:8px">
<tr><td style="background:${p.color};padding:18px 32px;border-radius:8px 8px 0 0" dir="${dir}">
<img src="${p.logo}" width="150" alt="${p.brand}" style="display:block;border:0;height:auto">
</td></tr>
<tr><td class="pad" dir="${dir}" style="padding:32px;font-family:${font};font-size:15px;line-height:1.6;color:#222;text-align:${
    dir === "rtl" ? "right" : "left"
  }">
${p.body}
</td></tr>
</table>
<table role="presentation" class="wrap" width="600" cellpadding="0" cellspacing="0" border="0" style="width:600px">
<tr><td dir="${dir}" style="padding:18px 32px;font-family:${font};font-size:12px;line-height:1.5;color:#777;text-align:center">
${p.footer}
</td></tr>
</table>
</td></tr>
</table>
</body>
</html>`;
}

// ---------------------------------------------------------------- sepehr-remit

const sepehrFooter = (lang: string) =>
  `<p style="margin:0 0 8px">${
    lang === "fa"
      ? "سپهر رمیت GmbH · Kaiserstraße 61 · 60329 Frankfurt am Main · آلمان"
      : "Sepehr Remit GmbH · Kaiserstraße 61 · 60329 Frankfurt am Main · Germany"
  }</p>
<p style="margin:0 0 8px">${
    lang === "fa"
      ? "تحت نظارت BaFin · شماره ثبت HRB 118 402"
      : "Licensed payment institution supervised by BaFin · HRB 118 402"
  }</p>
<p style="margin:0"><a href="https://www.sepehrremit.com/help" style="color:#777">${
    lang === "fa" ? "راهنما" : "Help"
  }</a> · <a href="https://www.sepehrremit.com/privacy" style="color:#777">${
    lang === "fa" ? "حریم خصوصی" : "Privacy"
  }</a> · <a href="https://apps.apple.com/app/sepehr-remit/id1588204417" style="color:#777">App Store</a> · <a href="https://play.google.com/store/apps/details?id=com.sepehrremit.app" style="color:#777">Google Play</a></p>`;

const sepehr: Mail[] = [
  {
    family: "sepehr-remit",
    group: "regional",
    lang: "fa",
    kind: "transfer-sent",
    code: null,
    link: null,
    from: "سپهر رمیت <no-reply@sepehrremit.com>",
    to: "Reza Karimi <reza.karimi@posteo.de>",
    subject: "حواله شما با موفقیت ارسال شد – SR-2609-448170",
    date: "Tue, 01 Sep 2026 10:42:09 +0200",
    enc: "qp",
    text: `رضا جان، سلام

حواله شما ثبت و پرداخت شد و در مسیر حساب گیرنده است.

شماره پیگیری: SR-2609-448170
مبلغ ارسالی: 1,200.00 EUR
کارمزد: 3.90 EUR
نرخ تبدیل: 1 EUR = 1.4912 CAD
مبلغ دریافتی گیرنده: 1,789.44 CAD
گیرنده: Shirin Karimi – Birchmount Bank •••• 3307
زمان تقریبی واریز: تا پایان روز کاری بعد (۲ سپتامبر)

برای دیدن وضعیت حواله به اپلیکیشن سپهر رمیت بروید.

با احترام
تیم سپهر رمیت
Kaiserstraße 61, 60329 Frankfurt am Main`,
    html: page({
      lang: "fa",
      dir: "rtl",
      title: "حواله ارسال شد",
      preheader: "۱٬۲۰۰ یورو به سوی شیرین کریمی در راه است.",
      brand: "سپهر رمیت",
      color: "#0b3a5b",
      logo: "https://cdn.sepehrremit.com/mail/logo-fa-white.png",
      font: "Tahoma,Vazirmatn,Arial,sans-serif",
      body: `<p style="margin:0 0 16px">رضا جان، سلام</p>
<p style="margin:0 0 20px">حواله شما ثبت و پرداخت شد و در مسیر حساب گیرنده است.</p>
<table role="presentation" width="100%" cellpadding="8" cellspacing="0" border="0" style="border:1px solid #e3e7eb;font-size:14px">
<tr><td style="color:#666">شماره پیگیری</td><td style="font-weight:bold" dir="ltr" align="left">SR-2609-448170</td></tr>
<tr bgcolor="#f7f9fa"><td style="color:#666">مبلغ ارسالی</td><td dir="ltr" align="left">1,200.00 EUR</td></tr>
<tr><td style="color:#666">کارمزد</td><td dir="ltr" align="left">3.90 EUR</td></tr>
<tr bgcolor="#f7f9fa"><td style="color:#666">نرخ تبدیل</td><td dir="ltr" align="left">1 EUR = 1.4912 CAD</td></tr>
<tr><td style="color:#666">مبلغ دریافتی گیرنده</td><td dir="ltr" align="left" style="font-weight:bold;color:#0b3a5b">1,789.44 CAD</td></tr>
<tr bgcolor="#f7f9fa"><td style="color:#666">گیرنده</td><td dir="ltr" align="left">Shirin Karimi – Birchmount Bank •••• 3307</td></tr>
<tr><td style="color:#666">زمان تقریبی واریز</td><td>تا پایان روز کاری بعد (۲ سپتامبر)</td></tr>
</table>
<p style="margin:20px 0 0">برای دیدن وضعیت حواله به اپلیکیشن سپهر رمیت بروید.</p>
<p style="margin:16px 0 0">با احترام<br>تیم سپهر رمیت</p>`,
      footer: sepehrFooter("fa"),
    }),
  },
  {
    family: "sepehr-remit",
    group: "regional",
    lang: "en",
    kind: "login-code",
    code: "703518",
    link: null,
    from: "Sepehr Remit <security@sepehrremit.com>",
    to: "Reza Karimi <reza.karimi@posteo.de>",
    subject: "Your Sepehr Remit security code",
    date: "Sat, 12 Sep 2026 21:07:55 +0200",
    text: `Hi Reza,

Use this code to finish signing in to Sepehr Remit:

703518

It expires in 10 minutes. Our team will never ask you for this code by phone, chat or e-mail.

Sign-in attempt: Chrome on Windows, Frankfurt am Main, DE - 12 Sep 2026, 21:07 CEST

If this wasn't you, change your password in the app and call us on +49 69 2573 8800.

Sepehr Remit GmbH, Kaiserstraße 61, 60329 Frankfurt am Main
Help: https://www.sepehrremit.com/help`,
    html: page({
      lang: "en",
      title: "Security code",
      preheader: "Your code expires in 10 minutes.",
      brand: "Sepehr Remit",
      color: "#0b3a5b",
      logo: "https://cdn.sepehrremit.com/mail/logo-en-white.png",
      body: `<p style="margin:0 0 16px">Hi Reza,</p>
<p style="margin:0 0 20px">Use this code to finish signing in to Sepehr Remit:</p>
<div style="background:#eef4f8;border-radius:8px;padding:20px;text-align:center;font-family:'Courier New',monospace;font-size:34px;font-weight:bold;letter-spacing:10px;color:#0b3a5b">703518</div>
<p style="margin:20px 0 0;font-size:13px;color:#555">It expires in 10 minutes. Our team will never ask you for this code by phone, chat or e-mail.</p>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="margin-top:20px;font-size:13px;color:#555"><tr><td style="border-top:1px solid #e3e7eb;padding-top:14px">
<strong>Sign-in attempt</strong><br>Chrome on Windows · Frankfurt am Main, DE<br>12 Sep 2026, 21:07 CEST
</td></tr></table>
<p style="margin:16px 0 0;font-size:13px;color:#555">If this wasn't you, change your password in the app and call us on <a href="tel:+496925738800" style="color:#0b3a5b">+49 69 2573 8800</a>.</p>`,
      footer: sepehrFooter("en"),
    }),
  },
  {
    family: "sepehr-remit",
    group: "regional",
    lang: "fa",
    kind: "newsletter",
    code: null,
    link: null,
    from: "سپهر رمیت <news@mail.sepehrremit.com>",
    to: "Reza Karimi <reza.karimi@posteo.de>",
    subject: "کارمزد صفر برای حواله‌های اکتبر به کانادا 🍂",
    date: "Wed, 23 Sep 2026 12:00:00 +0200",
    enc: "b64",
    text: `کارمزد صفر برای حواله‌های اکتبر به کانادا

از ۱ تا ۳۱ اکتبر ۲۰۲۶ حواله‌های بالای ۵۰۰ یورو به حساب‌های بانکی کانادا بدون کارمزد ارسال می‌شوند.
نرخ امروز: 1 EUR = 1.4887 CAD

جزئیات طرح: https://click.sepehrremit.com/c/7Qm2?u=news-oct-fa
شرایط و ضوابط: https://www.sepehrremit.com/fa/terms/promo-2026-10

برای لغو اشتراک خبرنامه: https://click.sepehrremit.com/unsub?e=cmV6YS5rYXJpbWk&l=fa

Sepehr Remit GmbH · Kaiserstraße 61 · 60329 Frankfurt am Main`,
    html: `<!DOCTYPE html><html lang="fa" dir="rtl"><head><meta charset="utf-8"><title>خبرنامه سپهر رمیت</title></head>
<body style="margin:0;background:#fdf6ec">
${pre("از ۱ تا ۳۱ اکتبر، حواله بالای ۵۰۰ یورو بدون کارمزد")}
<table width="100%" cellpadding="0" cellspacing="0" bgcolor="#fdf6ec"><tr><td align="center">
<table width="600" cellpadding="0" cellspacing="0" style="background:#fff">
<tr><td><a href="https://click.sepehrremit.com/c/7Qm2?u=news-oct-fa"><img src="https://cdn.sepehrremit.com/campaigns/2026-10/hero-fa.jpg" width="600" alt="کارمزد صفر برای حواله به کانادا" style="display:block;border:0"></a></td></tr>
<tr><td dir="rtl" style="padding:28px;font-family:Tahoma,Arial,sans-serif;font-size:15px;line-height:1.8;color:#333;text-align:right">
<h1 style="font-size:22px;color:#c0571b;margin:0 0 12px">کارمزد صفر برای حواله‌های اکتبر به کانادا</h1>
<p>از ۱ تا ۳۱ اکتبر ۲۰۲۶ حواله‌های بالای ۵۰۰ یورو به حساب‌های بانکی کانادا بدون کارمزد ارسال می‌شوند.</p>
<p style="font-size:18px">نرخ امروز: <b dir="ltr">1 EUR = 1.4887 CAD</b></p>
<p><a href="https://click.sepehrremit.com/c/7Qm2?u=news-oct-fa" style="color:#c0571b;font-weight:bold">جزئیات طرح ←</a></p>
<p style="font-size:12px;color:#888"><a href="https://www.sepehrremit.com/fa/terms/promo-2026-10" style="color:#888">شرایط و ضوابط</a> · <a href="https://click.sepehrremit.com/unsub?e=cmV6YS5rYXJpbWk&amp;l=fa" style="color:#888">لغو اشتراک</a></p>
</td></tr>
<tr><td align="center" style="padding:16px;font-family:Arial;font-size:11px;color:#999">Sepehr Remit GmbH · Kaiserstraße 61 · 60329 Frankfurt am Main</td></tr>
</table></td></tr></table></body></html>`,
  },
  {
    family: "sepehr-remit",
    group: "regional",
    lang: "en",
    kind: "transfer-received",
    code: null,
    link: null,
    from: "Sepehr Remit <no-reply@sepehrremit.com>",
    to: "Reza Karimi <reza.karimi@posteo.de>",
    subject: "Shirin has received your money",
    date: "Wed, 02 Sep 2026 15:31:40 +0200",
    text: `Good news, Reza.

Your transfer SR-2609-448170 has been paid out.

  Recipient:   Shirin Karimi
  Bank:        Birchmount Bank, account ending 3307
  Paid out:    1,789.44 CAD
  Completed:   2 Sep 2026, 09:30 EDT

Nothing else to do. You can find the receipt in the app under Activity.

Thanks for sending with Sepehr Remit.

--
Sepehr Remit GmbH | Kaiserstraße 61 | 60329 Frankfurt am Main | Germany
Questions? +49 69 2573 8800 (Mon-Sat 9:00-20:00)
`,
    html: null,
  },
];

// ---------------------------------------------------------------- lahntal-bank

const lahntalFooter = `Lahntal Bank eG · Bahnhofstraße 14 · 35390 Gießen<br>
Vorstand: Dr. Martina Hess, Jörg Weidner · Aufsichtsratsvorsitzender: Klaus Vogt<br>
Registergericht Gießen GnR 412 · BIC GENODEF1LTB<br>
<a href="https://www.lahntal-bank.de/impressum" style="color:#777">Impressum</a> · <a href="https://www.lahntal-bank.de/datenschutz" style="color:#777">Datenschutz</a> · Sperr-Notruf 116 116`;

const lahntal: Mail[] = [
  {
    family: "lahntal-bank",
    group: "regional",
    lang: "de",
    kind: "statement-ready",
    code: null,
    link: null,
    from: "Lahntal Bank eG <postfach@lahntal-bank.de>",
    to: "Reza Karimi <reza.karimi@posteo.de>",
    subject: "Neue Nachricht in Ihrem elektronischen Postfach",
    date: "Thu, 03 Sep 2026 06:12:31 +0200",
    enc: "qp",
    text: `Guten Tag Herr Karimi,

in Ihrem elektronischen Postfach im Online-Banking liegt ein neues Dokument für Sie bereit:

  Dokument:  Kontoauszug Nr. 8/2026
  Konto:     Girokonto DE41 5139 0000 •••• 2204
  Zeitraum:  01.08.2026 – 31.08.2026

Aus Sicherheitsgründen versenden wir keine Kontoauszüge per E-Mail. Sie finden das Dokument nach der Anmeldung im Online-Banking unter „Postfach“.

Freundliche Grüße
Ihre Lahntal Bank eG

Diese E-Mail wurde automatisch erstellt. Bitte antworten Sie nicht darauf.
Lahntal Bank eG · Bahnhofstraße 14 · 35390 Gießen · Sperr-Notruf 116 116`,
    html: page({
      lang: "de",
      title: "Neue Nachricht im Postfach",
      preheader: "Kontoauszug Nr. 8/2026 liegt bereit.",
      brand: "Lahntal Bank eG",
      color: "#00529b",
      logo: "https://www.lahntal-bank.de/content/dam/mail/lahntal-logo-weiss.png",
      body: `<p style="margin:0 0 14px">Guten Tag Herr Karimi,</p>
<p style="margin:0 0 14px">in Ihrem elektronischen Postfach im Online-Banking liegt ein neues Dokument für Sie bereit:</p>
<table role="presentation" cellpadding="6" cellspacing="0" style="font-size:14px;margin:0 0 14px">
<tr><td style="color:#666">Dokument</td><td><b>Kontoauszug Nr. 8/2026</b></td></tr>
<tr><td style="color:#666">Konto</td><td>Girokonto DE41 5139 0000 •••• 2204</td></tr>
<tr><td style="color:#666">Zeitraum</td><td>01.08.2026 – 31.08.2026</td></tr>
</table>
<p style="margin:0 0 14px">Aus Sicherheitsgründen versenden wir keine Kontoauszüge per E-Mail. Sie finden das Dokument nach der Anmeldung im Online-Banking unter „Postfach“.</p>
<p style="margin:0">Freundliche Grüße<br>Ihre Lahntal Bank eG</p>
<p style="margin:18px 0 0;font-size:12px;color:#888">Diese E-Mail wurde automatisch erstellt. Bitte antworten Sie nicht darauf.</p>`,
      footer: lahntalFooter,
    }),
  },
  {
    family: "lahntal-bank",
    group: "regional",
    lang: "de",
    kind: "activation-code",
    code: "47291806",
    link: null,
    from: "Lahntal Bank eG <sicherheit@lahntal-bank.de>",
    to: "Reza Karimi <reza.karimi@posteo.de>",
    subject: "Ihr Aktivierungscode für die App LahntalMobil",
    date: "Mon, 07 Sep 2026 18:44:02 +0200",
    enc: "qp",
    text: `Guten Tag Herr Karimi,

Sie haben soeben die Registrierung eines neuen Geräts für die App LahntalMobil gestartet (iPhone, 07.09.2026, 18:43 Uhr).

Ihr Aktivierungscode lautet:

    4729 1806

Geben Sie den Code in der App ein, um die Einrichtung abzuschließen. Der Code ist 30 Minuten gültig.

Sie haben keine Registrierung gestartet? Dann geben Sie den Code bitte nicht weiter und rufen Sie uns unter 0641 9703-0 an.

Freundliche Grüße
Ihre Lahntal Bank eG`,
    html: page({
      lang: "de",
      title: "Aktivierungscode",
      preheader: "Geben Sie den Code in der App ein – gültig 30 Minuten.",
      brand: "Lahntal Bank eG",
      color: "#00529b",
      logo: "https://www.lahntal-bank.de/content/dam/mail/lahntal-logo-weiss.png",
      body: `<p style="margin:0 0 14px">Guten Tag Herr Karimi,</p>
<p style="margin:0 0 14px">Sie haben soeben die Registrierung eines neuen Geräts für die App LahntalMobil gestartet (iPhone, 07.09.2026, 18:43&nbsp;Uhr).</p>
<p style="margin:0 0 8px">Ihr Aktivierungscode lautet:</p>
<table role="presentation" cellpadding="0" cellspacing="0" style="margin:0 0 18px"><tr><td style="border:2px solid #00529b;padding:14px 26px;font-family:Consolas,monospace;font-size:30px;font-weight:bold;color:#00529b;letter-spacing:4px">4729&nbsp;1806</td></tr></table>
<p style="margin:0 0 14px">Geben Sie den Code in der App ein, um die Einrichtung abzuschließen. Der Code ist 30&nbsp;Minuten gültig.</p>
<p style="margin:0 0 14px;padding:12px;background:#fff4e5;border-left:4px solid #f29400;font-size:14px">Sie haben keine Registrierung gestartet? Dann geben Sie den Code bitte nicht weiter und rufen Sie uns unter <b>0641 9703-0</b> an.</p>
<p style="margin:0">Freundliche Grüße<br>Ihre Lahntal Bank eG</p>`,
      footer: lahntalFooter,
    }),
  },
  {
    family: "lahntal-bank",
    group: "regional",
    lang: "de",
    kind: "new-device",
    code: null,
    link: null,
    from: "Lahntal Bank eG <sicherheit@lahntal-bank.de>",
    to: "Reza Karimi <reza.karimi@posteo.de>",
    subject: "Neues Gerät für LahntalMobil freigeschaltet",
    date: "Mon, 07 Sep 2026 18:49:15 +0200",
    text: `Guten Tag Herr Karimi,

für Ihren Online-Banking-Zugang wurde ein neues Gerät freigeschaltet:

Gerät: iPhone 15
Zeitpunkt: 07.09.2026, 18:48 Uhr
VR-NetKey: •••••3812

Wenn Sie das waren, ist nichts weiter zu tun.

Waren Sie das nicht? Lassen Sie Ihren Zugang sofort sperren: Sperr-Notruf 116 116 oder unter https://www.lahntal-bank.de/sperren

Freundliche Grüße
Ihre Lahntal Bank eG
Bahnhofstraße 14, 35390 Gießen`,
    html: null,
  },
];

// ---------------------------------------------------------------- birchmount-bank

const birchFooter = (fr: boolean) =>
  `<p style="margin:0 0 6px">${
    fr
      ? "Banque Birchmount, 1250, boul. René-Lévesque Ouest, Montréal (Québec) H3B 4W8"
      : "Birchmount Bank, 200 Bay Street, Suite 1800, Toronto, ON M5J 2J2"
  }</p>
<p style="margin:0 0 6px">1-888-555-0142 · ${fr ? "Membre de la SADC" : "Member of CDIC"}</p>
<p style="margin:0"><a href="https://www.birchmountbank.ca/${
    fr ? "fr/confidentialite" : "en/privacy"
  }" style="color:#777">${fr ? "Confidentialité" : "Privacy"}</a> · <a href="https://www.birchmountbank.ca/${
    fr ? "fr/securite" : "en/security"
  }" style="color:#777">${fr ? "Sécurité" : "Security centre"}</a></p>
<p style="margin:8px 0 0">© 2026 Birchmount Bank</p>`;

const birchmount: Mail[] = [
  {
    family: "birchmount-bank",
    group: "consumer",
    lang: "en",
    kind: "statement-ready",
    code: null,
    link: null,
    from: "Birchmount Bank <estatements@notify.birchmountbank.ca>",
    to: "Shirin Karimi <shirin.karimi@gmail.com>",
    subject: "Your September eStatement is ready",
    date: "Fri, 02 Oct 2026 05:03:44 -0400",
    text: `Hello Shirin,

Your eStatement for Everyday Chequing (account ending 3307) for the period September 1 to September 30, 2026 is now available in online banking.

Sign in at birchmountbank.ca and go to Accounts > Statements to view or download it.

For your security, we never include statements or links to sign in within our emails.

Birchmount Bank
200 Bay Street, Suite 1800, Toronto, ON M5J 2J2
1-888-555-0142`,
    html: page({
      lang: "en",
      title: "eStatement ready",
      preheader: "Everyday Chequing ending 3307 – September 2026",
      brand: "Birchmount Bank",
      color: "#1d4d3a",
      logo: "https://www.birchmountbank.ca/static/email/birchmount-logo-white@2x.png",
      body: `<h2 style="margin:0 0 16px;font-size:20px;color:#1d4d3a">Your eStatement is ready</h2>
<p style="margin:0 0 14px">Hello Shirin,</p>
<p style="margin:0 0 14px">Your eStatement for <b>Everyday Chequing (account ending 3307)</b> for the period September 1 to September 30, 2026 is now available in online banking.</p>
<p style="margin:0 0 14px">Sign in at birchmountbank.ca and go to <b>Accounts &gt; Statements</b> to view or download it.</p>
<p style="margin:0;font-size:13px;color:#666">For your security, we never include statements or links to sign in within our emails.</p>`,
      footer: birchFooter(false),
    }),
  },
  {
    family: "birchmount-bank",
    group: "consumer",
    lang: "fr",
    kind: "login-code",
    code: "390447",
    link: null,
    from: "Banque Birchmount <securite@notify.birchmountbank.ca>",
    to: "Shirin Karimi <shirin.karimi@gmail.com>",
    subject: "Votre code de vérification Birchmount",
    date: "Sun, 13 Sep 2026 11:26:08 -0400",
    enc: "qp",
    text: `Bonjour Shirin,

Voici votre code de vérification à usage unique :

390 447

Saisissez-le sur la page de connexion pour confirmer qu'il s'agit bien de vous. Il expire dans 5 minutes.

Un employé de la Banque Birchmount ne vous demandera jamais ce code.

Ce n'était pas vous ? Appelez-nous sans tarder au 1-888-555-0142.

Banque Birchmount`,
    html: page({
      lang: "fr",
      title: "Code de vérification",
      preheader: "Votre code expire dans 5 minutes.",
      brand: "Banque Birchmount",
      color: "#1d4d3a",
      logo: "https://www.birchmountbank.ca/static/email/birchmount-logo-fr-white@2x.png",
      body: `<p style="margin:0 0 14px">Bonjour Shirin,</p>
<p style="margin:0 0 14px">Voici votre code de vérification à usage unique&nbsp;:</p>
<p style="margin:0 0 18px;text-align:center"><span style="display:inline-block;background:#edf5f1;border-radius:6px;padding:14px 30px;font-size:32px;font-weight:bold;letter-spacing:6px;color:#1d4d3a">390 447</span></p>
<p style="margin:0 0 14px">Saisissez-le sur la page de connexion pour confirmer qu'il s'agit bien de vous. Il expire dans 5&nbsp;minutes.</p>
<p style="margin:0 0 14px;font-size:13px;color:#555">Un employé de la Banque Birchmount ne vous demandera jamais ce code.</p>
<p style="margin:0;font-size:13px;color:#555">Ce n'était pas vous&nbsp;? Appelez-nous sans tarder au 1-888-555-0142.</p>`,
      footer: birchFooter(true),
    }),
  },
  {
    family: "birchmount-bank",
    group: "consumer",
    lang: "en",
    kind: "reset-link",
    code: null,
    link: "https://secure.birchmountbank.ca/olb/reset?rid=9f1c2e77-04ab-4d6e-b1f3-5a8d20c4e913&lang=en",
    from: "Birchmount Bank <security@notify.birchmountbank.ca>",
    to: "Shirin Karimi <shirin.karimi@gmail.com>",
    subject: "Reset your online banking password",
    date: "Tue, 20 Oct 2026 08:15:27 -0400",
    enc: "qp",
    text: `Hello Shirin,

We received a request to reset the password for your online banking profile (username sh***ri).

Reset your password:
https://secure.birchmountbank.ca/olb/reset?rid=9f1c2e77-04ab-4d6e-b1f3-5a8d20c4e913&lang=en

This link works once and expires in 30 minutes. If you didn't ask for this, you can ignore this email; your password won't change.

Need help? Call 1-888-555-0142, 24/7.

Birchmount Bank`,
    html: page({
      lang: "en",
      title: "Reset your password",
      preheader: "This link expires in 30 minutes.",
      brand: "Birchmount Bank",
      color: "#1d4d3a",
      logo: "https://www.birchmountbank.ca/static/email/birchmount-logo-white@2x.png",
      body: `<p style="margin:0 0 14px">Hello Shirin,</p>
<p style="margin:0 0 14px">We received a request to reset the password for your online banking profile (username <b>sh***ri</b>).</p>
${
        btn(
          "https://secure.birchmountbank.ca/olb/reset?rid=9f1c2e77-04ab-4d6e-b1f3-5a8d20c4e913&amp;lang=en",
          "Reset password",
          "#1d4d3a",
        )
      }
<p style="margin:0 0 14px;font-size:13px;color:#555">This link works once and expires in 30 minutes. If you didn't ask for this, you can ignore this email; your password won't change.</p>
<p style="margin:0;font-size:13px;color:#555">Need help? Call <a href="tel:18885550142" style="color:#1d4d3a">1-888-555-0142</a>, 24/7.</p>`,
      footer: birchFooter(false),
    }),
  },
];

// ---------------------------------------------------------------- wetzlingen-buergerservice

const wetzFooter = `Stadt Wetzlingen · Bürgerservice · Rathausplatz 1 · 35578 Wetzlingen<br>
Telefon 06441 405-0 · <a href="https://www.wetzlingen.de/impressum" style="color:#777">Impressum</a> · <a href="https://www.wetzlingen.de/datenschutz" style="color:#777">Datenschutz</a><br>
Diese Nachricht wurde automatisch erzeugt.`;

const wetzlingen: Mail[] = [
  {
    family: "wetzlingen-buergerservice",
    group: "regional",
    lang: "de",
    kind: "verify-link",
    code: null,
    link: "https://service.wetzlingen.de/konto/aktivieren?token=e3Zk8PqLm2R7tXa1Vb9cNw&uid=48117",
    from: "Serviceportal Stadt Wetzlingen <noreply@service.wetzlingen.de>",
    to: "Reza Karimi <reza.karimi@posteo.de>",
    subject: "Servicekonto: Bitte bestätigen Sie Ihre E-Mail-Adresse",
    date: "Fri, 04 Sep 2026 20:02:11 +0200",
    enc: "qp",
    text: `Sehr geehrter Herr Karimi,

vielen Dank für Ihre Registrierung im Serviceportal der Stadt Wetzlingen.

Bitte bestätigen Sie Ihre E-Mail-Adresse, indem Sie den folgenden Link aufrufen:

https://service.wetzlingen.de/konto/aktivieren?token=e3Zk8PqLm2R7tXa1Vb9cNw&uid=48117

Der Link ist 72 Stunden gültig. Danach müssen Sie sich erneut registrieren.

Falls Sie sich nicht registriert haben, können Sie diese E-Mail ignorieren.

Mit freundlichen Grüßen
Ihr Bürgerservice der Stadt Wetzlingen
Rathausplatz 1, 35578 Wetzlingen`,
    html: page({
      lang: "de",
      title: "Servicekonto bestätigen",
      preheader: "Ein Klick noch, dann ist Ihr Servicekonto aktiv.",
      brand: "Stadt Wetzlingen",
      color: "#8a1c1c",
      logo: "https://service.wetzlingen.de/static/img/wappen-wetzlingen-mail.png",
      body: `<p style="margin:0 0 14px">Sehr geehrter Herr Karimi,</p>
<p style="margin:0 0 14px">vielen Dank für Ihre Registrierung im Serviceportal der Stadt Wetzlingen.</p>
<p style="margin:0 0 6px">Bitte bestätigen Sie Ihre E-Mail-Adresse:</p>
${
        btn(
          "https://service.wetzlingen.de/konto/aktivieren?token=e3Zk8PqLm2R7tXa1Vb9cNw&amp;uid=48117",
          "E-Mail-Adresse bestätigen",
          "#8a1c1c",
        )
      }
<p style="margin:0 0 14px;font-size:13px;color:#555">Funktioniert die Schaltfläche nicht? Kopieren Sie diesen Link in Ihren Browser:<br><a href="https://service.wetzlingen.de/konto/aktivieren?token=e3Zk8PqLm2R7tXa1Vb9cNw&amp;uid=48117" style="color:#8a1c1c;word-break:break-all">https://service.wetzlingen.de/konto/aktivieren?token=e3Zk8PqLm2R7tXa1Vb9cNw&amp;uid=48117</a></p>
<p style="margin:0 0 14px;font-size:13px;color:#555">Der Link ist 72 Stunden gültig. Falls Sie sich nicht registriert haben, können Sie diese E-Mail ignorieren.</p>
<p style="margin:0">Mit freundlichen Grüßen<br>Ihr Bürgerservice der Stadt Wetzlingen</p>`,
      footer: wetzFooter,
    }),
  },
  {
    family: "wetzlingen-buergerservice",
    group: "regional",
    lang: "de",
    kind: "confirm-link",
    code: null,
    link: "https://termine.wetzlingen.de/buergerbuero/bestaetigen/7Hq3-XW2P-9LKD?sig=a71f03",
    from: "Terminvergabe Bürgerbüro Wetzlingen <termine@wetzlingen.de>",
    to: "Reza Karimi <reza.karimi@posteo.de>",
    subject: "Bitte bestätigen Sie Ihre Terminanfrage – Bürgerbüro",
    date: "Tue, 08 Sep 2026 07:55:39 +0200",
    text: `Guten Tag,

Sie haben folgenden Termin angefragt:

Anliegen:   Reisepass beantragen (2 Personen)
Standort:   Bürgerbüro Innenstadt, Rathausplatz 1, Erdgeschoss, Schalter 3-6
Datum:      Donnerstag, 17.09.2026
Uhrzeit:    10:20 Uhr
Vorgangsnummer: BB-2026-091744

Ihre Anfrage wird erst verbindlich, wenn Sie sie innerhalb von 30 Minuten bestätigen:
https://termine.wetzlingen.de/buergerbuero/bestaetigen/7Hq3-XW2P-9LKD?sig=a71f03

Ohne Bestätigung wird der Termin automatisch wieder freigegeben.

Bitte bringen Sie mit: gültigen Aufenthaltstitel bzw. Personalausweis, ein biometrisches Passfoto (35 x 45 mm), bei Kindern unter 18 Jahren die Zustimmung beider Sorgeberechtigten. Gebühr: 70,00 EUR (ab 24 Jahren).

Stadt Wetzlingen – Bürgerbüro
Telefon 06441 405-333`,
    html:
      `<html><head><meta charset="utf-8"></head><body style="font-family:Verdana,Arial,sans-serif;font-size:13px;color:#000">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td style="border-bottom:3px solid #8a1c1c;padding:8px 0"><img src="https://termine.wetzlingen.de/img/logo_small.gif" alt="Stadt Wetzlingen" height="40"></td></tr></table>
<p>Guten Tag,</p>
<p>Sie haben folgenden Termin angefragt:</p>
<table cellpadding="4" cellspacing="0" border="1" style="border-collapse:collapse;border-color:#ccc;font-size:13px">
<tr><td bgcolor="#eeeeee">Anliegen</td><td>Reisepass beantragen (2 Personen)</td></tr>
<tr><td bgcolor="#eeeeee">Standort</td><td>Bürgerbüro Innenstadt, Rathausplatz 1, Erdgeschoss, Schalter 3-6</td></tr>
<tr><td bgcolor="#eeeeee">Datum</td><td>Donnerstag, 17.09.2026</td></tr>
<tr><td bgcolor="#eeeeee">Uhrzeit</td><td>10:20 Uhr</td></tr>
<tr><td bgcolor="#eeeeee">Vorgangsnummer</td><td>BB-2026-091744</td></tr>
</table>
<p><b>Ihre Anfrage wird erst verbindlich, wenn Sie sie innerhalb von 30 Minuten bestätigen:</b><br>
<a href="https://termine.wetzlingen.de/buergerbuero/bestaetigen/7Hq3-XW2P-9LKD?sig=a71f03">Termin jetzt bestätigen</a></p>
<p>Ohne Bestätigung wird der Termin automatisch wieder freigegeben. <a href="https://termine.wetzlingen.de/buergerbuero/stornieren/7Hq3-XW2P-9LKD?sig=a71f03">Anfrage verwerfen</a></p>
<p>Bitte bringen Sie mit: gültigen Aufenthaltstitel bzw. Personalausweis, ein biometrisches Passfoto (35 x 45 mm), bei Kindern unter 18 Jahren die Zustimmung beider Sorgeberechtigten. Gebühr: 70,00 EUR (ab 24 Jahren).</p>
<p style="color:#555">Stadt Wetzlingen – Bürgerbüro<br>Telefon 06441 405-333</p>
</body></html>`,
  },
  {
    family: "wetzlingen-buergerservice",
    group: "regional",
    lang: "de",
    kind: "document-ready",
    code: null,
    link: null,
    from: "Bürgerbüro Wetzlingen <buergerbuero@wetzlingen.de>",
    to: "Reza Karimi <reza.karimi@posteo.de>",
    subject: "Ihre Reisepässe liegen zur Abholung bereit",
    date: "Wed, 14 Oct 2026 13:20:05 +0200",
    text: `Sehr geehrter Herr Karimi,

die von Ihnen am 17.09.2026 beantragten Reisepässe (Vorgang BB-2026-091744) sind bei uns eingetroffen und können abgeholt werden.

Abholung ohne Termin im Bürgerbüro Innenstadt, Rathausplatz 1:
Mo, Di, Do 8:00-16:00 Uhr, Mi 8:00-18:00 Uhr, Fr 8:00-12:00 Uhr

Bitte bringen Sie Ihre bisherigen Pässe zur Entwertung mit. Kinder ab 10 Jahren müssen bei der Abholung anwesend sein.

Die Pässe werden drei Monate für Sie aufbewahrt.

Mit freundlichen Grüßen
Ihr Bürgerbüro
Stadt Wetzlingen
Telefon 06441 405-333`,
    html: null,
  },
];

// ---------------------------------------------------------------- canadaconnect

const ccFooter = (fr: boolean) =>
  fr
    ? `Ceci est un message automatique de CanadaConnect. N'y répondez pas.<br>
<a href="https://www.canadaconnect.gc.example/fr/aide" style="color:#777">Aide</a> · <a href="https://www.canadaconnect.gc.example/fr/avis" style="color:#777">Avis de confidentialité</a><br>
1-800-555-0199 (ATS : 1-800-555-0188)`
    : `This is an automated message from CanadaConnect. Please do not reply.<br>
<a href="https://www.canadaconnect.gc.example/en/help" style="color:#777">Help</a> · <a href="https://www.canadaconnect.gc.example/en/notices" style="color:#777">Privacy notice</a><br>
1-800-555-0199 (TTY: 1-800-555-0188)`;

const canadaconnect: Mail[] = [
  {
    family: "canadaconnect",
    group: "regional",
    lang: "en",
    kind: "login-code",
    code: "582910",
    link: null,
    from: "CanadaConnect <no-reply@canadaconnect.gc.example>",
    to: "Shirin Karimi <shirin.karimi@gmail.com>",
    subject: "CanadaConnect one-time passcode / Code d'accès unique",
    date: "Mon, 14 Sep 2026 09:02:47 -0400",
    text: `(Le français suit l'anglais)

Your one-time passcode is: 582910

Enter this passcode on the CanadaConnect sign-in page. It is valid for 15 minutes and can only be used once.

If you did not try to sign in, contact us at 1-800-555-0199.

-----

Votre code d'accès unique est : 582910

Entrez ce code sur la page de connexion de CanadaConnect. Il est valide pendant 15 minutes et ne peut être utilisé qu'une seule fois.

Si vous n'avez pas tenté de vous connecter, communiquez avec nous au 1-800-555-0199.`,
    html: `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>CanadaConnect</title></head>
<body style="margin:0;background:#ffffff;font-family:'Noto Sans',Arial,sans-serif;color:#333">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td style="background:#26374a;padding:14px 20px"><img src="https://www.canadaconnect.gc.example/assets/email/wordmark-bilingual.png" alt="CanadaConnect" width="220"></td></tr>
<tr><td style="padding:10px 20px;font-size:13px"><i>(Le français suit l'anglais)</i></td></tr>
<tr><td style="padding:10px 20px 20px" lang="en">
<p>Your one-time passcode is: <strong style="font-size:22px">582910</strong></p>
<p>Enter this passcode on the CanadaConnect sign-in page. It is valid for 15 minutes and can only be used once.</p>
<p>If you did not try to sign in, contact us at 1-800-555-0199.</p>
</td></tr>
<tr><td style="padding:0 20px"><hr style="border:0;border-top:1px solid #ccc"></td></tr>
<tr><td style="padding:20px" lang="fr">
<p>Votre code d'accès unique est&nbsp;: <strong style="font-size:22px">582910</strong></p>
<p>Entrez ce code sur la page de connexion de CanadaConnect. Il est valide pendant 15 minutes et ne peut être utilisé qu'une seule fois.</p>
<p>Si vous n'avez pas tenté de vous connecter, communiquez avec nous au 1-800-555-0199.</p>
</td></tr>
<tr><td style="padding:16px 20px;background:#f5f5f5;font-size:12px;color:#666">${ccFooter(false)}<br><br>${
      ccFooter(true)
    }</td></tr>
</table></body></html>`,
  },
  {
    family: "canadaconnect",
    group: "regional",
    lang: "fr",
    kind: "new-message",
    code: null,
    link: null,
    from: "CanadaConnect <no-reply@canadaconnect.gc.example>",
    to: "Shirin Karimi <shirin.karimi@gmail.com>",
    subject: "Nouveau document dans votre dossier CanadaConnect",
    date: "Thu, 01 Oct 2026 14:38:12 -0400",
    enc: "qp",
    text: `Bonjour,

Un nouveau document a été ajouté à votre dossier : Avis de détermination – Allocation familiale (année de prestations juillet 2026 à juin 2027).

Pour le consulter, connectez-vous à votre compte CanadaConnect et ouvrez la section « Courrier ».

Pour protéger vos renseignements personnels, nous n'incluons jamais de liens de connexion dans nos courriels.

CanadaConnect
1-800-555-0199`,
    html: page({
      lang: "fr",
      title: "Nouveau document",
      preheader: "Un avis a été ajouté à votre dossier.",
      brand: "CanadaConnect",
      color: "#26374a",
      logo: "https://www.canadaconnect.gc.example/assets/email/wordmark-fr.png",
      font: "'Noto Sans',Arial,sans-serif",
      body: `<p style="margin:0 0 14px">Bonjour,</p>
<p style="margin:0 0 14px">Un nouveau document a été ajouté à votre dossier&nbsp;: <b>Avis de détermination – Allocation familiale</b> (année de prestations juillet 2026 à juin 2027).</p>
<p style="margin:0 0 14px">Pour le consulter, connectez-vous à votre compte CanadaConnect et ouvrez la section «&nbsp;Courrier&nbsp;».</p>
<p style="margin:0;font-size:13px;color:#555">Pour protéger vos renseignements personnels, nous n'incluons jamais de liens de connexion dans nos courriels.</p>`,
      footer: ccFooter(true),
    }),
  },
  {
    family: "canadaconnect",
    group: "regional",
    lang: "en",
    kind: "payment-notice",
    code: null,
    link: null,
    from: "CanadaConnect <no-reply@canadaconnect.gc.example>",
    to: "Shirin Karimi <shirin.karimi@gmail.com>",
    subject: "Payment deposited: Family Allowance",
    date: "Tue, 20 Oct 2026 06:30:00 -0400",
    text: `Hello,

A payment has been deposited to your account at Birchmount Bank ending in 3307.

Program: Family Allowance
Amount: $648.91
Payment date: October 20, 2026

Your next scheduled payment date is November 20, 2026.

You can see your payment history when you sign in to CanadaConnect.

CanadaConnect
1-800-555-0199 (TTY: 1-800-555-0188)`,
    html: null,
  },
];

// ---------------------------------------------------------------- bkk-taunusquell

const bkkFooter = `BKK Taunusquell · Körperschaft des öffentlichen Rechts · Zeilweg 42 · 60439 Frankfurt am Main<br>
Servicetelefon 069 7104-0 (rund um die Uhr, kostenfrei aus dem dt. Netz)<br>
<a href="https://www.bkk-taunusquell.de/impressum" style="color:#777">Impressum</a> · <a href="https://www.bkk-taunusquell.de/datenschutz" style="color:#777">Datenschutz</a> · <a href="https://www.bkk-taunusquell.de/kontakt" style="color:#777">Kontakt</a>`;

const bkk: Mail[] = [
  {
    family: "bkk-taunusquell",
    group: "regional",
    lang: "de",
    kind: "login-code",
    code: "615083",
    link: null,
    from: "BKK Taunusquell <meine@bkk-taunusquell.de>",
    to: "Leila Karimi <leila.karimi@web.de>",
    subject: "Ihr Bestätigungscode für „Meine Taunusquell“",
    date: "Wed, 09 Sep 2026 19:16:50 +0200",
    enc: "b64",
    text: `Hallo Frau Karimi,

Ihr Bestätigungscode für die Anmeldung in „Meine Taunusquell“:

615083

Der Code gilt 10 Minuten.

Sie haben sich nicht angemeldet? Dann ändern Sie bitte Ihr Passwort und informieren Sie uns unter 069 7104-0.

Gesund bleiben!
Ihre BKK Taunusquell`,
    html: page({
      lang: "de",
      title: "Bestätigungscode",
      preheader: "Ihr Code für die Anmeldung – 10 Minuten gültig",
      brand: "BKK Taunusquell",
      color: "#00857c",
      logo: "https://www.bkk-taunusquell.de/fileadmin/mail/logo-bkk-taunusquell-neg.png",
      body: `<p style="margin:0 0 14px">Hallo Frau Karimi,</p>
<p style="margin:0 0 16px">Ihr Bestätigungscode für die Anmeldung in „Meine Taunusquell“:</p>
${digits("615083", "#00857c")}
<p style="margin:16px 0 14px;text-align:center;font-size:13px;color:#555">Der Code gilt 10 Minuten.</p>
<p style="margin:0 0 14px;font-size:13px;color:#555">Sie haben sich nicht angemeldet? Dann ändern Sie bitte Ihr Passwort und informieren Sie uns unter 069&nbsp;7104-0.</p>
<p style="margin:0">Gesund bleiben!<br>Ihre BKK Taunusquell</p>`,
      footer: bkkFooter,
    }),
  },
  {
    family: "bkk-taunusquell",
    group: "regional",
    lang: "de",
    kind: "certificate",
    code: null,
    link: null,
    from: "BKK Taunusquell <service@bkk-taunusquell.de>",
    to: "Leila Karimi <leila.karimi@web.de>",
    subject: "Ihre Mitgliedsbescheinigung (Anforderung vom 21.09.2026)",
    date: "Tue, 22 Sep 2026 10:04:33 +0200",
    enc: "qp",
    text: `Sehr geehrte Frau Karimi,

wie gewünscht erhalten Sie im Anhang Ihre Mitgliedsbescheinigung zur Vorlage bei der Ausländerbehörde.

Versichertennummer: K•••••••47
Versichert seit: 01.04.2023
Mitversichert (Familienversicherung): Arian Karimi, Darya Karimi

Die Bescheinigung ist ohne Unterschrift gültig.

Mit freundlichen Grüßen
Ihr Kundenservice
BKK Taunusquell · Zeilweg 42 · 60439 Frankfurt am Main · 069 7104-0`,
    html: page({
      lang: "de",
      title: "Mitgliedsbescheinigung",
      preheader: "Ihre Bescheinigung finden Sie im Anhang.",
      brand: "BKK Taunusquell",
      color: "#00857c",
      logo: "https://www.bkk-taunusquell.de/fileadmin/mail/logo-bkk-taunusquell-neg.png",
      body: `<p style="margin:0 0 14px">Sehr geehrte Frau Karimi,</p>
<p style="margin:0 0 14px">wie gewünscht erhalten Sie im Anhang Ihre Mitgliedsbescheinigung zur Vorlage bei der Ausländerbehörde.</p>
<table role="presentation" cellpadding="5" cellspacing="0" style="font-size:14px;margin:0 0 14px">
<tr><td style="color:#666">Versichertennummer</td><td>K•••••••47</td></tr>
<tr><td style="color:#666">Versichert seit</td><td>01.04.2023</td></tr>
<tr><td style="color:#666;vertical-align:top">Familienversicherung</td><td>Arian Karimi<br>Darya Karimi</td></tr>
</table>
<p style="margin:0 0 14px">Die Bescheinigung ist ohne Unterschrift gültig.</p>
<p style="margin:0">Mit freundlichen Grüßen<br>Ihr Kundenservice</p>`,
      footer: bkkFooter,
    }),
    attachment: [
      "Mitgliedsbescheinigung_Karimi.pdf",
      "application/pdf",
      "%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj\n3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n",
    ],
  },
  {
    family: "bkk-taunusquell",
    group: "regional",
    lang: "de",
    kind: "newsletter",
    code: null,
    link: null,
    from: "BKK Taunusquell <newsletter@news.bkk-taunusquell.de>",
    to: "Leila Karimi <leila.karimi@web.de>",
    subject: "Grippeimpfung, Bonusheft & neue Kurse im Oktober",
    date: "Thu, 01 Oct 2026 08:00:00 +0200",
    enc: "b64",
    text: `BKK Taunusquell – Gesundheitsbrief Oktober 2026

1) Grippeschutz: Die Impfung ist für Versicherte ab 60 und für Schwangere kostenfrei. Fragen Sie in Ihrer Hausarztpraxis.
https://news.bkk-taunusquell.de/r/2610a?m=lk2204

2) Bonusprogramm: Bis zu 150 € im Jahr. Reichen Sie Ihre Nachweise bis 31.12.2026 in der App ein.
https://news.bkk-taunusquell.de/r/2610b?m=lk2204

3) Rückenfit am Abend – 8 Termine ab 05.11.2026, Zuschuss 80 %.
https://news.bkk-taunusquell.de/r/2610c?m=lk2204

Newsletter abbestellen: https://news.bkk-taunusquell.de/abmelden?m=lk2204`,
    html: `<!DOCTYPE html><html lang="de"><head><meta charset="utf-8"><title>Gesundheitsbrief Oktober</title></head>
<body style="margin:0;background:#e9f3f2">
${pre("Kostenfreie Grippeimpfung, bis zu 150 € Bonus und Rückenkurse.")}
<center>
<table width="640" cellpadding="0" cellspacing="0" style="background:#ffffff;font-family:Georgia,serif">
<tr><td style="padding:14px 24px;font-family:Arial;font-size:11px;color:#888" align="right"><a href="https://news.bkk-taunusquell.de/web/2610?m=lk2204" style="color:#888">Im Browser ansehen</a></td></tr>
<tr><td><img src="https://news.bkk-taunusquell.de/img/2610/header.jpg" width="640" alt="Gesundheitsbrief Oktober 2026" style="display:block"></td></tr>
<tr><td style="padding:24px">
<table width="100%" cellpadding="0" cellspacing="0">
<tr><td width="180" valign="top"><img src="https://news.bkk-taunusquell.de/img/2610/impfung.jpg" width="160" alt="Impfung"></td>
<td valign="top" style="font-size:15px;line-height:1.5"><h3 style="margin:0 0 6px;color:#00857c">Grippeschutz</h3>Die Impfung ist für Versicherte ab 60 und für Schwangere kostenfrei. <a href="https://news.bkk-taunusquell.de/r/2610a?m=lk2204" style="color:#00857c">Mehr erfahren</a></td></tr>
<tr><td colspan="2" height="20"></td></tr>
<tr><td width="180" valign="top"><img src="https://news.bkk-taunusquell.de/img/2610/bonus.jpg" width="160" alt="Bonusheft"></td>
<td valign="top" style="font-size:15px;line-height:1.5"><h3 style="margin:0 0 6px;color:#00857c">Bis zu 150 € Bonus</h3>Nachweise bis 31.12.2026 in der App einreichen. <a href="https://news.bkk-taunusquell.de/r/2610b?m=lk2204" style="color:#00857c">Zum Bonusprogramm</a></td></tr>
<tr><td colspan="2" height="20"></td></tr>
<tr><td width="180" valign="top"><img src="https://news.bkk-taunusquell.de/img/2610/ruecken.jpg" width="160" alt="Rückenkurs"></td>
<td valign="top" style="font-size:15px;line-height:1.5"><h3 style="margin:0 0 6px;color:#00857c">Rückenfit am Abend</h3>8 Termine ab 05.11.2026, Zuschuss 80&nbsp;%. <a href="https://news.bkk-taunusquell.de/r/2610c?m=lk2204" style="color:#00857c">Kurs ansehen</a></td></tr>
</table></td></tr>
<tr><td style="padding:16px 24px;background:#f4f4f4;font-family:Arial;font-size:11px;color:#777">${bkkFooter}<br><a href="https://news.bkk-taunusquell.de/abmelden?m=lk2204" style="color:#777">Newsletter abbestellen</a></td></tr>
</table></center></body></html>`,
  },
];

// ---------------------------------------------------------------- gymnasium-lindenhang

const lindenhang: Mail[] = [
  {
    family: "gymnasium-lindenhang",
    group: "regional",
    lang: "de",
    kind: "invite-link",
    code: null,
    link: "https://eltern.gymnasium-lindenhang.de/einladung/annehmen?t=Lh7v2QmR8kXz4pBw",
    from: "Gymnasium am Lindenhang – Elternportal <portal@gymnasium-lindenhang.de>",
    to: "Leila Karimi <leila.karimi@web.de>",
    subject: "Einladung zum Elternportal – Darya Karimi, Klasse 7b",
    date: "Mon, 07 Sep 2026 15:40:18 +0200",
    enc: "qp",
    text: `Liebe Eltern von Darya Karimi,

das Sekretariat hat Sie als Erziehungsberechtigte für das Elternportal des Gymnasiums am Lindenhang eingetragen (Klasse 7b, Klassenleitung: Frau Obermeier).

Über das Portal erhalten Sie Elternbriefe, melden Krankheitstage und sehen den Vertretungsplan.

Einladung annehmen und Zugang einrichten:
https://eltern.gymnasium-lindenhang.de/einladung/annehmen?t=Lh7v2QmR8kXz4pBw

Die Einladung ist 14 Tage gültig. Bei Fragen wenden Sie sich an das Sekretariat: 06441 2290-10, Mo-Fr 7:30-13:00 Uhr.

Mit freundlichen Grüßen
Sekretariat
Gymnasium am Lindenhang · Lindenhang 8 · 35578 Wetzlingen`,
    html: `<!DOCTYPE html><html lang="de"><head><meta charset="utf-8"></head>
<body style="margin:0;padding:0;background:#ffffff;font-family:'Segoe UI',Arial,sans-serif;font-size:14px;color:#1f2933">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center">
<table width="560" cellpadding="0" cellspacing="0">
<tr><td style="padding:20px 0;border-bottom:1px solid #d9e2ec"><img src="https://eltern.gymnasium-lindenhang.de/theme/logo-gal.png" alt="Gymnasium am Lindenhang" height="48"></td></tr>
<tr><td style="padding:24px 0;line-height:1.6">
<p>Liebe Eltern von Darya Karimi,</p>
<p>das Sekretariat hat Sie als Erziehungsberechtigte für das Elternportal des Gymnasiums am Lindenhang eingetragen (Klasse 7b, Klassenleitung: Frau Obermeier).</p>
<p>Über das Portal erhalten Sie Elternbriefe, melden Krankheitstage und sehen den Vertretungsplan.</p>
<p style="margin:28px 0"><a href="https://eltern.gymnasium-lindenhang.de/einladung/annehmen?t=Lh7v2QmR8kXz4pBw" style="background:#2f6f4f;color:#fff;padding:12px 22px;border-radius:4px;text-decoration:none;font-weight:600">Einladung annehmen</a></p>
<p style="color:#52606d;font-size:13px">Die Einladung ist 14 Tage gültig. Bei Fragen wenden Sie sich an das Sekretariat: 06441 2290-10, Mo–Fr 7:30–13:00 Uhr.</p>
<p>Mit freundlichen Grüßen<br>Sekretariat</p>
</td></tr>
<tr><td style="padding:14px 0;border-top:1px solid #d9e2ec;font-size:11px;color:#7b8794">Gymnasium am Lindenhang · Lindenhang 8 · 35578 Wetzlingen · <a href="https://www.gymnasium-lindenhang.de/datenschutz" style="color:#7b8794">Datenschutz</a><br>Elternportal betrieben im Auftrag des Schulträgers Landkreis Lahn-Dill-West.</td></tr>
</table></td></tr></table></body></html>`,
  },
  {
    family: "gymnasium-lindenhang",
    group: "regional",
    lang: "de",
    kind: "parent-letter",
    code: null,
    link: null,
    from: "Gymnasium am Lindenhang <sekretariat@gymnasium-lindenhang.de>",
    to: "Leila Karimi <leila.karimi@web.de>",
    subject: "Elternbrief 3/2026-27: Wandertag der Jahrgangsstufe 7 am 25.09.",
    date: "Thu, 17 Sep 2026 12:11:46 +0200",
    text: `Liebe Eltern der Jahrgangsstufe 7,

am Freitag, 25. September 2026, findet der Wandertag statt. Die Klassen 7a-7d wandern gemeinsam vom Bahnhof Wetzlingen über den Lahnhöhenweg zur Burgruine Hohenstein (ca. 11 km).

Treffpunkt: 8:00 Uhr, Bahnhof Wetzlingen, Gleis 2
Rückkehr:   ca. 15:30 Uhr am selben Ort
Kosten:     6,50 EUR für Bahnfahrt und Eintritt (bitte passend bis 23.09. bei der Klassenleitung abgeben)

Bitte geben Sie Ihrem Kind festes Schuhwerk, Regenjacke, Verpflegung und ausreichend Getränke mit.

Bei schlechtem Wetter findet der Wandertag trotzdem statt; nur bei Unwetterwarnung informieren wir bis 7:00 Uhr über den Vertretungsplan.

Mit freundlichen Grüßen
Ulrike Obermeier, Jahrgangsstufenleitung 7
Gymnasium am Lindenhang, Lindenhang 8, 35578 Wetzlingen, Tel. 06441 2290-10`,
    html: null,
  },
  {
    family: "gymnasium-lindenhang",
    group: "regional",
    lang: "de",
    kind: "portal-notice",
    code: null,
    link: null,
    from: "Gymnasium am Lindenhang – Elternportal <portal@gymnasium-lindenhang.de>",
    to: "Leila Karimi <leila.karimi@web.de>",
    subject: "Neue Mitteilung: Unterrichtsfreier Tag am 30.10.2026",
    date: "Fri, 23 Oct 2026 09:30:02 +0200",
    text: `Neue Mitteilung im Elternportal

Von: Schulleitung
Betreff: Unterrichtsfreier Tag am 30.10.2026

Wegen der pädagogischen Konferenz findet am Freitag, 30.10.2026, kein Unterricht statt. Für Schülerinnen und Schüler der Klassen 5 und 6 bieten wir von 7:45 bis 13:00 Uhr eine Betreuung an (Anmeldung im Sekretariat bis 27.10.).

Die vollständige Mitteilung finden Sie im Elternportal.

--
Sie erhalten diese Benachrichtigung, weil Sie im Elternportal E-Mail-Hinweise aktiviert haben. Ändern können Sie das unter Profil > Benachrichtigungen.`,
    html: `<div style="font-family:'Segoe UI',Arial,sans-serif;font-size:14px;color:#1f2933;max-width:560px">
<p style="font-size:12px;color:#7b8794;margin:0 0 12px">Neue Mitteilung im Elternportal</p>
<table cellpadding="0" cellspacing="0" width="100%" style="border:1px solid #d9e2ec;border-radius:6px"><tr><td style="padding:16px">
<p style="margin:0 0 4px;font-size:12px;color:#52606d">Von: Schulleitung</p>
<p style="margin:0 0 12px;font-weight:600;font-size:16px">Unterrichtsfreier Tag am 30.10.2026</p>
<p style="margin:0">Wegen der pädagogischen Konferenz findet am Freitag, 30.10.2026, kein Unterricht statt. Für Schülerinnen und Schüler der Klassen 5 und 6 bieten wir von 7:45 bis 13:00 Uhr eine Betreuung an (Anmeldung im Sekretariat bis 27.10.).</p>
</td></tr></table>
<p style="margin:12px 0"><a href="https://eltern.gymnasium-lindenhang.de/mitteilungen/2026-118" style="color:#2f6f4f">Im Elternportal öffnen</a></p>
<p style="font-size:11px;color:#7b8794">Sie erhalten diese Benachrichtigung, weil Sie im Elternportal E-Mail-Hinweise aktiviert haben. Ändern können Sie das unter <a href="https://eltern.gymnasium-lindenhang.de/profil/benachrichtigungen" style="color:#7b8794">Profil &gt; Benachrichtigungen</a>.</p>
</div>`,
  },
];

// ---------------------------------------------------------------- sv-ostheim-1912

const ostheim: Mail[] = [
  {
    family: "sv-ostheim-1912",
    group: "regional",
    lang: "de",
    kind: "direct-debit-notice",
    code: null,
    link: null,
    from: "SV Ostheim 1912 e.V. – Geschäftsstelle <kasse@sv-ostheim1912.de>",
    to: "Leila Karimi <leila.karimi@web.de>",
    subject: "Vorabinformation SEPA-Lastschrift Mitgliedsbeitrag 2. Halbjahr",
    date: "Mon, 14 Sep 2026 17:25:00 +0200",
    enc: "qp",
    text: `Liebe Mitglieder, liebe Eltern,

wir ziehen den Mitgliedsbeitrag für das 2. Halbjahr 2026 am 01.10.2026 (bzw. am folgenden Bankarbeitstag) ein.

Mitglied(er):        Arian Karimi (Schwimmen, Jugend), Darya Karimi (Leichtathletik, Jugend)
Betrag:              2 × 54,00 EUR = 108,00 EUR
Mandatsreferenz:     SVO-000731
Gläubiger-ID:        DE72ZZZ00000418822
Konto:               DE41 5139 0000 •••• 2204

Bitte sorgen Sie für ausreichende Deckung. Bei Rücklastschriften berechnet uns die Bank 4,50 EUR, die wir weitergeben müssen.

Sportliche Grüße
Andrea Kowalczyk, Kassenwartin
SV Ostheim 1912 e.V. · Sportplatzweg 3 · 35578 Wetzlingen-Ostheim
Vereinsregister Amtsgericht Wetzlingen VR 207`,
    html: `<html><body style="font-family:Calibri,Arial,sans-serif;font-size:11pt">
<p>Liebe Mitglieder, liebe Eltern,</p>
<p>wir ziehen den Mitgliedsbeitrag für das 2. Halbjahr 2026 am <b>01.10.2026</b> (bzw. am folgenden Bankarbeitstag) ein.</p>
<table border="0" cellpadding="2" style="font-size:11pt">
<tr><td>Mitglied(er):</td><td>Arian Karimi (Schwimmen, Jugend), Darya Karimi (Leichtathletik, Jugend)</td></tr>
<tr><td>Betrag:</td><td>2 × 54,00 EUR = <b>108,00 EUR</b></td></tr>
<tr><td>Mandatsreferenz:</td><td>SVO-000731</td></tr>
<tr><td>Gläubiger-ID:</td><td>DE72ZZZ00000418822</td></tr>
<tr><td>Konto:</td><td>DE41 5139 0000 •••• 2204</td></tr>
</table>
<p>Bitte sorgen Sie für ausreichende Deckung. Bei Rücklastschriften berechnet uns die Bank 4,50 EUR, die wir weitergeben müssen.</p>
<p>Sportliche Grüße<br>Andrea Kowalczyk, Kassenwartin</p>
<p style="color:#1b3f8b"><img src="https://www.sv-ostheim1912.de/wp-content/uploads/2019/03/wappen-svo-klein.png" alt="SV Ostheim 1912" width="48" align="left" style="margin-right:8px"><b>SV Ostheim 1912 e.V.</b><br>Sportplatzweg 3 · 35578 Wetzlingen-Ostheim<br>Vereinsregister Amtsgericht Wetzlingen VR 207 · <a href="https://www.sv-ostheim1912.de">www.sv-ostheim1912.de</a></p>
</body></html>`,
  },
  {
    family: "sv-ostheim-1912",
    group: "regional",
    lang: "de",
    kind: "club-notice",
    code: null,
    link: null,
    from: "Jens Lorenz <schwimmen@sv-ostheim1912.de>",
    to: "Leila Karimi <leila.karimi@web.de>",
    subject: "Schwimmtraining: Hallenbad vom 12. bis 23.10. geschlossen",
    date: "Tue, 06 Oct 2026 21:48:13 +0200",
    text: `Hallo zusammen,

das Hallenbad Ostheim ist wegen Revision der Lüftungsanlage vom 12.10. bis einschließlich 23.10. geschlossen. In dieser Zeit fällt das Training für die Gruppen Delfin und Hai aus.

Ersatz: Wir dürfen dienstags von 17:30 bis 18:45 Uhr zwei Bahnen im Stadtbad Wetzlingen (Kanalstraße 21) nutzen. Bitte bringt eure Vereinsausweise mit, sonst lässt uns die Kasse nicht rein.

Der Vereinswettkampf am 31.10. findet wie geplant statt. Meldeschluss ist der 24.10. (Liste hängt am Brett / oder per Mail an mich).

Viele Grüße
Jens
Abteilungsleiter Schwimmen, 0171 4428 193`,
    html: null,
  },
];

// ---------------------------------------------------------------- paketnest

const nestFooter = `Paketnest GmbH · Hanauer Landstraße 188 · 60314 Frankfurt am Main<br>
Kundenservice 069 9451 7700 · <a href="https://www.paketnest.de/hilfe" style="color:#777">Hilfe</a> · <a href="https://www.paketnest.de/datenschutz" style="color:#777">Datenschutz</a><br>
<a href="https://apps.apple.com/de/app/paketnest/id1499201134"><img src="https://static.paketnest.de/mail/badge-appstore-de.png" alt="Laden im App Store" height="32"></a> <a href="https://play.google.com/store/apps/details?id=de.paketnest.app"><img src="https://static.paketnest.de/mail/badge-googleplay-de.png" alt="Jetzt bei Google Play" height="32"></a>`;

const paketnest: Mail[] = [
  {
    family: "paketnest",
    group: "regional",
    lang: "de",
    kind: "parcel-on-way",
    code: null,
    link: null,
    from: "Paketnest <sendungen@paketnest.de>",
    to: "Leila Karimi <leila.karimi@web.de>",
    subject: "Ihr Paket von Sabzikiste ist unterwegs",
    date: "Fri, 11 Sep 2026 08:12:44 +0200",
    enc: "qp",
    text: `Hallo Leila Karimi,

Ihr Paket ist unterwegs.

Absender: Sabzikiste GmbH
Sendungsnummer: PN 3301 8842 7719 04
Voraussichtliche Zustellung: Samstag, 12.09.2026, 10:00-14:00 Uhr
Zieladresse: Am Mühlgraben 7, 35578 Wetzlingen

Sendung verfolgen: https://www.paketnest.de/verfolgen?n=PN330188427719043

Nicht zu Hause? In der App können Sie einen Ablageort oder eine Paketnest-Station in Ihrer Nähe wählen.

Ihr Paketnest-Team`,
    html: page({
      lang: "de",
      title: "Ihr Paket ist unterwegs",
      preheader: "Zustellung voraussichtlich Samstag, 10:00–14:00 Uhr",
      brand: "Paketnest",
      color: "#ffb000",
      logo: "https://static.paketnest.de/mail/logo-dark.png",
      body: `<p style="margin:0 0 14px">Hallo Leila Karimi,</p>
<h2 style="margin:0 0 16px;font-size:22px">Ihr Paket ist unterwegs</h2>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="margin:0 0 18px"><tr>
<td width="25%" style="border-top:4px solid #ffb000;padding-top:6px;font-size:11px">Angekündigt</td>
<td width="25%" style="border-top:4px solid #ffb000;padding-top:6px;font-size:11px"><b>Unterwegs</b></td>
<td width="25%" style="border-top:4px solid #ddd;padding-top:6px;font-size:11px;color:#999">In Zustellung</td>
<td width="25%" style="border-top:4px solid #ddd;padding-top:6px;font-size:11px;color:#999">Zugestellt</td>
</tr></table>
<table role="presentation" cellpadding="5" cellspacing="0" style="font-size:14px">
<tr><td style="color:#666">Absender</td><td>Sabzikiste GmbH</td></tr>
<tr><td style="color:#666">Sendungsnummer</td><td>PN 3301 8842 7719 04</td></tr>
<tr><td style="color:#666">Zustellung</td><td><b>Sa, 12.09.2026, 10:00–14:00 Uhr</b></td></tr>
<tr><td style="color:#666">Zieladresse</td><td>Am Mühlgraben 7, 35578 Wetzlingen</td></tr>
</table>
${btn("https://www.paketnest.de/verfolgen?n=PN330188427719043", "Sendung verfolgen", "#222222")}
<p style="margin:0;font-size:13px;color:#555">Nicht zu Hause? In der App können Sie einen Ablageort oder eine Paketnest-Station in Ihrer Nähe wählen.</p>`,
      footer: nestFooter,
    }),
  },
  {
    family: "paketnest",
    group: "regional",
    lang: "de",
    kind: "pickup-code",
    code: "583920",
    link: null,
    from: "Paketnest <sendungen@paketnest.de>",
    to: "Leila Karimi <leila.karimi@web.de>",
    subject: "Abholbereit in Station Wetzlingen Bahnhof – Ihr Abholcode",
    date: "Thu, 24 Sep 2026 11:03:19 +0200",
    enc: "qp",
    text: `Hallo Leila Karimi,

Ihr Paket liegt für Sie in der Paketnest-Station bereit.

Station: Wetzlingen Bahnhof (Bahnhofsvorplatz 2, neben dem Kiosk), rund um die Uhr geöffnet
Sendungsnummer: PN 3301 9017 2284 11
Abholcode: 583 920
Abholen bis: Donnerstag, 01.10.2026

So geht's: Tippen Sie am Display auf „Abholen“, geben Sie den Abholcode ein – das Fach öffnet sich.

Ihr Paketnest-Team`,
    html: page({
      lang: "de",
      title: "Abholcode",
      preheader: "Abholcode 583 920 – abholbereit bis 01.10.",
      brand: "Paketnest",
      color: "#ffb000",
      logo: "https://static.paketnest.de/mail/logo-dark.png",
      body: `<p style="margin:0 0 14px">Hallo Leila Karimi,</p>
<p style="margin:0 0 18px">Ihr Paket liegt für Sie in der Paketnest-Station bereit.</p>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#fff7e0;border-radius:8px"><tr><td align="center" style="padding:22px">
<div style="font-size:12px;text-transform:uppercase;letter-spacing:1px;color:#8a6d00">Abholcode</div>
<div style="font-size:40px;font-weight:800;letter-spacing:6px;color:#222;margin:6px 0">583 920</div>
<img src="https://static.paketnest.de/qr/PN330190172284119.png" width="140" height="140" alt="QR-Code zum Abholen">
</td></tr></table>
<table role="presentation" cellpadding="5" cellspacing="0" style="font-size:14px;margin-top:18px">
<tr><td style="color:#666">Station</td><td>Wetzlingen Bahnhof<br>Bahnhofsvorplatz 2, neben dem Kiosk · 24/7</td></tr>
<tr><td style="color:#666">Sendungsnummer</td><td>PN 3301 9017 2284 11</td></tr>
<tr><td style="color:#666">Abholen bis</td><td><b>Do, 01.10.2026</b></td></tr>
</table>
<p style="margin:16px 0 0;font-size:13px;color:#555">So geht's: Tippen Sie am Display auf „Abholen“, geben Sie den Abholcode ein oder scannen Sie den QR-Code – das Fach öffnet sich.</p>
<p style="margin:10px 0 0;font-size:13px"><a href="https://www.paketnest.de/stationen/wetzlingen-bahnhof" style="color:#222">Station auf der Karte</a></p>`,
      footer: nestFooter,
    }),
  },
  {
    family: "paketnest",
    group: "regional",
    lang: "de",
    kind: "parcel-collected",
    code: null,
    link: null,
    from: "Paketnest <sendungen@paketnest.de>",
    to: "Leila Karimi <leila.karimi@web.de>",
    subject: "Paket abgeholt – PN 3301 9017 2284 11",
    date: "Thu, 24 Sep 2026 18:41:57 +0200",
    text: `Hallo Leila Karimi,

Ihr Paket PN 3301 9017 2284 11 wurde am 24.09.2026 um 18:41 Uhr an der Station Wetzlingen Bahnhof abgeholt.

Wie zufrieden waren Sie? Bewerten Sie uns in der App.

Ihr Paketnest-Team
Paketnest GmbH, Hanauer Landstraße 188, 60314 Frankfurt am Main`,
    html: null,
  },
  {
    family: "paketnest",
    group: "regional",
    lang: "en",
    kind: "pickup-code",
    code: "77310298",
    link: null,
    from: "Paketnest <parcels@paketnest.de>",
    to: "Arian Karimi <arian.k2009@gmail.com>",
    subject: "Your parcel is ready at Paketnest Station Wetzlingen Südstadt",
    date: "Sat, 17 Oct 2026 09:27:31 +0200",
    enc: "b64",
    text: `Hi Arian,

Your parcel from Framefox Store is waiting for you.

Collection code: 7731 0298
Station: Wetzlingen Südstadt, REWE car park, Friedrich-Ebert-Str. 40 (open 24/7)
Collect by: Saturday, 24 October 2026
Tracking number: PN 3302 0446 1180 72

At the station, tap "Collect" and enter your collection code.

Your Paketnest team`,
    html: page({
      lang: "en",
      title: "Collection code",
      preheader: "Collect by 24 October with code 7731 0298",
      brand: "Paketnest",
      color: "#ffb000",
      logo: "https://static.paketnest.de/mail/logo-dark.png",
      body: `<p style="margin:0 0 14px">Hi Arian,</p>
<p style="margin:0 0 18px">Your parcel from <b>Framefox Store</b> is waiting for you.</p>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#fff7e0;border-radius:8px"><tr><td align="center" style="padding:22px">
<div style="font-size:12px;text-transform:uppercase;letter-spacing:1px;color:#8a6d00">Collection code</div>
<div style="font-size:38px;font-weight:800;letter-spacing:5px;color:#222;margin:6px 0">7731 0298</div>
</td></tr></table>
<table role="presentation" cellpadding="5" cellspacing="0" style="font-size:14px;margin-top:18px">
<tr><td style="color:#666">Station</td><td>Wetzlingen Südstadt<br>REWE car park, Friedrich-Ebert-Str. 40 · 24/7</td></tr>
<tr><td style="color:#666">Collect by</td><td><b>Sat, 24 Oct 2026</b></td></tr>
<tr><td style="color:#666">Tracking number</td><td>PN 3302 0446 1180 72</td></tr>
</table>
<p style="margin:16px 0 0;font-size:13px;color:#555">At the station, tap “Collect” and enter your collection code.</p>`,
      footer: nestFooter.replace("Hilfe", "Help").replace("Datenschutz", "Privacy"),
    }),
  },
];

// ---------------------------------------------------------------- caribou-courier

const caribou: Mail[] = [
  {
    family: "caribou-courier",
    group: "consumer",
    lang: "en",
    kind: "delivery-pin",
    code: "4172",
    link: null,
    from: "Caribou Courier <updates@cariboucourier.ca>",
    to: "Shirin Karimi <shirin.karimi@gmail.com>",
    subject: "Out for delivery today – your delivery PIN inside",
    date: "Wed, 16 Sep 2026 07:48:02 -0400",
    enc: "qp",
    text: `Hi Shirin,

Your parcel is on the truck and should arrive today between 1:00 p.m. and 5:00 p.m.

Tracking number: CC 7740 2291 8835
From: Northpeak Electronics, Mississauga ON
To: 4218 rue Saint-Denis, Apt 3, Montréal QC H2J 2K8

This delivery needs a signature. Give the driver this 4-digit delivery PIN at the door:

    4172

Don't share your PIN until the driver is with you.

Caribou Courier · 1-877-555-0163
Manage notifications: https://track.cariboucourier.ca/prefs?t=CC774022918835`,
    html: page({
      lang: "en",
      title: "Out for delivery",
      preheader: "Arriving today 1–5 p.m. · Delivery PIN 4172",
      brand: "Caribou Courier",
      color: "#5b3a1e",
      logo: "https://track.cariboucourier.ca/email/caribou-logo-light.png",
      body: `<p style="margin:0 0 14px">Hi Shirin,</p>
<p style="margin:0 0 14px">Your parcel is on the truck and should arrive <b>today between 1:00 p.m. and 5:00 p.m.</b></p>
<table role="presentation" cellpadding="5" cellspacing="0" style="font-size:14px;margin:0 0 16px">
<tr><td style="color:#666">Tracking number</td><td><a href="https://track.cariboucourier.ca/t/CC774022918835" style="color:#5b3a1e">CC 7740 2291 8835</a></td></tr>
<tr><td style="color:#666">From</td><td>Northpeak Electronics, Mississauga ON</td></tr>
<tr><td style="color:#666">To</td><td>4218 rue Saint-Denis, Apt 3, Montréal QC H2J 2K8</td></tr>
</table>
<p style="margin:0 0 10px">This delivery needs a signature. Give the driver this delivery PIN at the door:</p>
${digits("4172", "#5b3a1e")}
<p style="margin:14px 0 0;font-size:13px;color:#555">Don't share your PIN until the driver is with you.</p>`,
      footer:
        `Caribou Courier Inc. · 1-877-555-0163<br><a href="https://track.cariboucourier.ca/prefs?t=CC774022918835" style="color:#777">Manage notifications</a> · <a href="https://www.cariboucourier.ca/privacy" style="color:#777">Privacy</a>`,
    }),
  },
  {
    family: "caribou-courier",
    group: "consumer",
    lang: "fr",
    kind: "delivered",
    code: null,
    link: null,
    from: "Caribou Courrier <suivi@cariboucourier.ca>",
    to: "Shirin Karimi <shirin.karimi@gmail.com>",
    subject: "Votre colis a été livré",
    date: "Wed, 16 Sep 2026 15:22:37 -0400",
    enc: "qp",
    text: `Bonjour Shirin,

Votre colis CC 7740 2291 8835 a été livré le 16 septembre 2026 à 15 h 21.

Remis à : S. KARIMI (signature obtenue)
Adresse : 4218, rue Saint-Denis, app. 3, Montréal (Québec) H2J 2K8

Merci d'avoir choisi Caribou Courrier.

Un problème avec la livraison ? Écrivez-nous dans les 7 jours : https://www.cariboucourier.ca/fr/aide
1-877-555-0163`,
    html: page({
      lang: "fr",
      title: "Colis livré",
      preheader: "Remis à S. KARIMI à 15 h 21",
      brand: "Caribou Courrier",
      color: "#5b3a1e",
      logo: "https://track.cariboucourier.ca/email/caribou-logo-light.png",
      body: `<p style="margin:0 0 14px">Bonjour Shirin,</p>
<p style="margin:0 0 14px">Votre colis <b>CC 7740 2291 8835</b> a été livré le 16 septembre 2026 à 15&nbsp;h&nbsp;21.</p>
<p style="margin:0 0 14px">Remis à&nbsp;: S. KARIMI (signature obtenue)<br>Adresse&nbsp;: 4218, rue Saint-Denis, app.&nbsp;3, Montréal (Québec) H2J 2K8</p>
<img src="https://track.cariboucourier.ca/pod/CC774022918835/sig.png" width="200" alt="Signature" style="border:1px solid #ddd">
<p style="margin:14px 0 0;font-size:13px;color:#555">Un problème avec la livraison&nbsp;? <a href="https://www.cariboucourier.ca/fr/aide" style="color:#5b3a1e">Écrivez-nous</a> dans les 7&nbsp;jours.</p>`,
      footer:
        `Caribou Courrier inc. · 1-877-555-0163<br><a href="https://www.cariboucourier.ca/fr/confidentialite" style="color:#777">Confidentialité</a>`,
    }),
  },
  {
    family: "caribou-courier",
    group: "consumer",
    lang: "en",
    kind: "delivery-attempt",
    code: null,
    link: null,
    from: "Caribou Courier <updates@cariboucourier.ca>",
    to: "Shirin Karimi <shirin.karimi@gmail.com>",
    subject: "We missed you – delivery attempt for CC 7741 0563 2210",
    date: "Mon, 19 Oct 2026 16:05:11 -0400",
    text: `Hi Shirin,

We tried to deliver your parcel today at 3:58 p.m., but no one was available to sign.

Tracking number: CC 7741 0563 2210
From: Arvand Airways Baggage Services, Toronto Pearson

We'll try again tomorrow, October 20, between 9:00 a.m. and 1:00 p.m. After a second attempt, the parcel goes to our depot at 9800 boul. Cavendish, Saint-Laurent QC H4M 2V9 and is held for 5 business days.

Track it: https://track.cariboucourier.ca/t/CC774105632210

Caribou Courier · 1-877-555-0163`,
    html: null,
  },
];

// ---------------------------------------------------------------- sabzikiste

const sabzikiste: Mail[] = [
  {
    family: "sabzikiste",
    group: "regional",
    lang: "de",
    kind: "order-confirmation",
    code: null,
    link: null,
    from: "Sabzikiste <bestellung@sabzikiste.de>",
    to: "Leila Karimi <leila.karimi@web.de>",
    subject: "Bestellbestätigung Nr. 20461 – danke, Leila!",
    date: "Thu, 10 Sep 2026 22:17:05 +0200",
    enc: "qp",
    text: `Hallo Leila,

vielen Dank für deine Bestellung bei Sabzikiste – persische und orientalische Lebensmittel.

Bestellnummer: 20461
Bestelldatum: 10.09.2026

1 × Basmati-Reis Sadri, 4,5 kg ........... 21,90 €
2 × Safran Sargol, 2 g .................. 17,80 €
1 × Kashk, 500 ml ........................ 3,49 €
3 × Lavash-Brot, 6 Stück ................. 7,47 €
1 × Golpar gemahlen, 100 g ............... 2,99 €
1 × Gaz mit Pistazie, 250 g .............. 8,95 €

Zwischensumme: 62,60 €
Versand (Paketnest, gekühlt): 4,90 €
Gesamt: 67,50 € (inkl. 7 % MwSt.: 4,42 €)
Zahlung: PayPal

Lieferadresse: Leila Karimi, Am Mühlgraben 7, 35578 Wetzlingen

Sobald dein Paket unterwegs ist, bekommst du eine Sendungsnummer.

Nush-e jan!
Dein Sabzikiste-Team
Sabzikiste GmbH · Gutleutstraße 89 · 60329 Frankfurt am Main · USt-IdNr. DE318 552 904`,
    html: `<!DOCTYPE html><html lang="de"><head><meta charset="utf-8"><title>Bestellbestätigung</title></head>
<body style="margin:0;background:#f6f3ea;font-family:Helvetica,Arial,sans-serif;color:#2d2a26">
${pre("Bestellung 20461 über 67,50 € ist eingegangen.")}
<table width="100%" cellpadding="0" cellspacing="0" bgcolor="#f6f3ea"><tr><td align="center" style="padding:20px 0">
<table width="600" cellpadding="0" cellspacing="0" bgcolor="#ffffff">
<tr><td align="center" style="padding:22px;background:#3e6b2f"><img src="https://sabzikiste.de/cdn/shop/files/sabzikiste-logo-white.png" width="180" alt="Sabzikiste"></td></tr>
<tr><td style="padding:28px">
<h1 style="font-size:22px;margin:0 0 8px">Danke, Leila!</h1>
<p style="margin:0 0 18px;color:#6b645a">Bestellnummer <b>20461</b> · 10.09.2026</p>
<table width="100%" cellpadding="6" cellspacing="0" style="font-size:14px;border-top:1px solid #eee">
<tr><td><img src="https://sabzikiste.de/cdn/shop/products/sadri-45.jpg" width="48" alt=""></td><td>Basmati-Reis Sadri, 4,5 kg</td><td>1 ×</td><td align="right">21,90 €</td></tr>
<tr><td><img src="https://sabzikiste.de/cdn/shop/products/safran-2g.jpg" width="48" alt=""></td><td>Safran Sargol, 2 g</td><td>2 ×</td><td align="right">17,80 €</td></tr>
<tr><td><img src="https://sabzikiste.de/cdn/shop/products/kashk.jpg" width="48" alt=""></td><td>Kashk, 500 ml</td><td>1 ×</td><td align="right">3,49 €</td></tr>
<tr><td><img src="https://sabzikiste.de/cdn/shop/products/lavash.jpg" width="48" alt=""></td><td>Lavash-Brot, 6 Stück</td><td>3 ×</td><td align="right">7,47 €</td></tr>
<tr><td><img src="https://sabzikiste.de/cdn/shop/products/golpar.jpg" width="48" alt=""></td><td>Golpar gemahlen, 100 g</td><td>1 ×</td><td align="right">2,99 €</td></tr>
<tr><td><img src="https://sabzikiste.de/cdn/shop/products/gaz-pistazie.jpg" width="48" alt=""></td><td>Gaz mit Pistazie, 250 g</td><td>1 ×</td><td align="right">8,95 €</td></tr>
</table>
<table width="100%" cellpadding="4" cellspacing="0" style="font-size:14px;border-top:1px solid #eee;margin-top:8px">
<tr><td>Zwischensumme</td><td align="right">62,60 €</td></tr>
<tr><td>Versand (Paketnest, gekühlt)</td><td align="right">4,90 €</td></tr>
<tr><td><b>Gesamt</b></td><td align="right"><b>67,50 €</b></td></tr>
<tr><td style="font-size:12px;color:#6b645a">inkl. 7 % MwSt.</td><td align="right" style="font-size:12px;color:#6b645a">4,42 €</td></tr>
</table>
<p style="margin:20px 0 0;font-size:14px">Zahlung: PayPal<br>Lieferadresse: Leila Karimi, Am Mühlgraben 7, 35578 Wetzlingen</p>
<p style="margin:16px 0 0;font-size:14px">Sobald dein Paket unterwegs ist, bekommst du eine Sendungsnummer.</p>
<p style="margin:16px 0 0">Nush-e jan!<br>Dein Sabzikiste-Team</p>
</td></tr>
<tr><td style="padding:18px;background:#efe9da;font-size:11px;color:#6b645a;text-align:center">Sabzikiste GmbH · Gutleutstraße 89 · 60329 Frankfurt am Main · USt-IdNr. DE318 552 904<br>
<a href="https://sabzikiste.de/pages/agb" style="color:#6b645a">AGB</a> · <a href="https://sabzikiste.de/pages/widerruf" style="color:#6b645a">Widerruf</a> · <a href="https://www.instagram.com/sabzikiste" style="color:#6b645a">Instagram</a></td></tr>
</table></td></tr></table></body></html>`,
  },
  {
    family: "sabzikiste",
    group: "regional",
    lang: "fa",
    kind: "stock-notice",
    code: null,
    link: null,
    from: "سبزی‌کیسته <salam@sabzikiste.de>",
    to: "Leila Karimi <leila.karimi@web.de>",
    subject: "انار تازه و سبزی قورمه رسید! 🍎",
    date: "Fri, 09 Oct 2026 17:00:00 +0200",
    enc: "b64",
    text: `لیلا جان سلام،

فصل انار رسید! انار ساوه، سبزی قورمه‌ی خشک‌شده و رب انار خانگی دوباره موجود است.

انار ساوه، ۲ کیلو: 9,90 €
سبزی قورمه خشک، ۲۰۰ گرم: 5,49 €
رب انار ملس، ۴۵۰ گرم: 6,20 €

سفارش‌های بالای ۶۰ یورو تا ۲۵ اکتبر ارسال رایگان دارند.

فروشگاه: https://sabzikiste.de/fa/collections/herbst?utm_source=newsletter&utm_campaign=anar26

اگر دیگر نمی‌خواهید این ایمیل‌ها را دریافت کنید: https://sabzikiste.de/fa/unsubscribe?c=lk-8841

Sabzikiste GmbH · Gutleutstraße 89 · 60329 Frankfurt am Main`,
    html: `<!DOCTYPE html><html lang="fa" dir="rtl"><head><meta charset="utf-8"></head>
<body style="margin:0;background:#f6f3ea">
${pre("انار ساوه، سبزی قورمه و رب انار دوباره موجود است.")}
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center">
<table width="600" cellpadding="0" cellspacing="0" bgcolor="#ffffff" dir="rtl" style="font-family:Tahoma,Arial,sans-serif">
<tr><td><img src="https://sabzikiste.de/cdn/mail/anar-2026-fa.jpg" width="600" alt="فصل انار" style="display:block"></td></tr>
<tr><td style="padding:24px;text-align:right;font-size:15px;line-height:1.9;color:#2d2a26">
<p>لیلا جان سلام،</p>
<p>فصل انار رسید! انار ساوه، سبزی قورمه‌ی خشک‌شده و رب انار خانگی دوباره موجود است.</p>
<table width="100%" cellpadding="6" cellspacing="0" style="font-size:14px">
<tr><td>انار ساوه، ۲ کیلو</td><td align="left" dir="ltr">9,90 €</td></tr>
<tr bgcolor="#faf7f0"><td>سبزی قورمه خشک، ۲۰۰ گرم</td><td align="left" dir="ltr">5,49 €</td></tr>
<tr><td>رب انار ملس، ۴۵۰ گرم</td><td align="left" dir="ltr">6,20 €</td></tr>
</table>
<p style="background:#3e6b2f;color:#fff;padding:10px;text-align:center;border-radius:4px">سفارش‌های بالای ۶۰ یورو تا ۲۵ اکتبر ارسال رایگان دارند.</p>
<p style="text-align:center"><a href="https://sabzikiste.de/fa/collections/herbst?utm_source=newsletter&amp;utm_campaign=anar26" style="color:#3e6b2f;font-weight:bold;font-size:17px">ورود به فروشگاه</a></p>
</td></tr>
<tr><td style="padding:14px;background:#efe9da;font-size:11px;color:#6b645a;text-align:center">Sabzikiste GmbH · Gutleutstraße 89 · 60329 Frankfurt am Main<br><a href="https://sabzikiste.de/fa/unsubscribe?c=lk-8841" style="color:#6b645a">لغو اشتراک</a></td></tr>
</table></td></tr></table></body></html>`,
  },
];

// ---------------------------------------------------------------- namavar-tv

const namavarFooter = `نماوَر – سینمای ایران، هر جا که باشید<br>
Namavar Media Ltd · 41 Great Portland Street · London W1W 7LA · UK<br>
<a href="https://namavar.tv/fa/help" style="color:#888">مرکز پشتیبانی</a> · <a href="https://namavar.tv/fa/privacy" style="color:#888">حریم خصوصی</a> · <a href="https://namavar.tv/fa/terms" style="color:#888">قوانین</a><br>
<a href="https://www.instagram.com/namavar.tv"><img src="https://cdn.namavar.tv/mail/ig.png" width="20" alt="اینستاگرام"></a> <a href="https://t.me/namavartv"><img src="https://cdn.namavar.tv/mail/tg.png" width="20" alt="تلگرام"></a>`;

function namavarPage(title: string, preheader: string, body: string): string {
  return `<!DOCTYPE html>
<html lang="fa" dir="rtl"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${title}</title></head>
<body style="margin:0;padding:0;background:#0f0f14">
${pre(preheader)}
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" bgcolor="#0f0f14"><tr><td align="center" style="padding:28px 10px">
<table role="presentation" width="560" cellpadding="0" cellspacing="0" style="background:#1a1a22;border-radius:12px">
<tr><td align="center" style="padding:26px 0 8px"><img src="https://cdn.namavar.tv/mail/namavar-logo-gold.png" width="130" alt="نماور"></td></tr>
<tr><td dir="rtl" style="padding:16px 36px 32px;font-family:Vazirmatn,Tahoma,Arial,sans-serif;font-size:15px;line-height:1.9;color:#e8e6df;text-align:right">
${body}
</td></tr></table>
<table role="presentation" width="560" cellpadding="0" cellspacing="0"><tr><td dir="rtl" align="center" style="padding:18px;font-family:Tahoma,Arial,sans-serif;font-size:11px;line-height:1.8;color:#888">${namavarFooter}</td></tr></table>
</td></tr></table></body></html>`;
}

const namavar: Mail[] = [
  {
    family: "namavar-tv",
    group: "regional",
    lang: "fa",
    kind: "tv-login-code",
    code: "829104",
    link: null,
    from: "نماور <no-reply@namavar.tv>",
    to: "Leila Karimi <leila.karimi@web.de>",
    subject: "کد ورود به نماور: 829104",
    date: "Sat, 05 Sep 2026 20:34:18 +0200",
    enc: "b64",
    text: `سلام لیلا،

برای ورود به نماور روی تلویزیون (Samsung Smart TV) این کد را وارد کنید:

829104

این کد تا ۱۵ دقیقه معتبر است. اگر شما درخواست ورود نداده‌اید، این ایمیل را نادیده بگیرید؛ کسی بدون این کد نمی‌تواند وارد حساب شما شود.

تیم نماور
https://namavar.tv/fa/help`,
    html: namavarPage(
      "کد ورود",
      "این کد تا ۱۵ دقیقه معتبر است.",
      `<p style="margin:0 0 12px">سلام لیلا،</p>
<p style="margin:0 0 18px">برای ورود به نماور روی تلویزیون (<span dir="ltr">Samsung Smart TV</span>) این کد را وارد کنید:</p>
<p dir="ltr" style="margin:0 0 18px;text-align:center;font-family:'Courier New',monospace;font-size:36px;font-weight:bold;letter-spacing:12px;color:#e0b64a">829104</p>
<p style="margin:0;font-size:13px;color:#aaa">این کد تا ۱۵ دقیقه معتبر است. اگر شما درخواست ورود نداده‌اید، این ایمیل را نادیده بگیرید؛ کسی بدون این کد نمی‌تواند وارد حساب شما شود.</p>`,
    ),
  },
  {
    family: "namavar-tv",
    group: "regional",
    lang: "fa",
    kind: "invite-link",
    code: null,
    link: "https://namavar.tv/fa/family/join?inv=FMv9Q2TzK4&src=email",
    from: "نماور <no-reply@namavar.tv>",
    to: "Shirin Karimi <shirin.karimi@gmail.com>",
    subject: "لیلا شما را به حساب خانوادگی نماور دعوت کرده است",
    date: "Sun, 06 Sep 2026 11:02:40 +0200",
    enc: "qp",
    text: `سلام،

لیلا کریمی (leila.karimi@web.de) شما را به اشتراک خانوادگی نماور دعوت کرده است. با پذیرفتن دعوت، بدون پرداخت جداگانه به همه‌ی فیلم‌ها و سریال‌ها دسترسی خواهید داشت و پروفایل و فهرست تماشای خودتان را دارید.

پذیرفتن دعوت:
https://namavar.tv/fa/family/join?inv=FMv9Q2TzK4&src=email

این دعوت تا ۷ روز معتبر است. در هر اشتراک خانوادگی حداکثر ۵ نفر عضو می‌شوند.

تیم نماور`,
    html: namavarPage(
      "دعوت به حساب خانوادگی",
      "با یک کلیک به اشتراک خانوادگی بپیوندید.",
      `<p style="margin:0 0 12px">سلام،</p>
<p style="margin:0 0 12px"><b>لیلا کریمی</b> (<span dir="ltr">leila.karimi@web.de</span>) شما را به اشتراک خانوادگی نماور دعوت کرده است.</p>
<p style="margin:0 0 18px">با پذیرفتن دعوت، بدون پرداخت جداگانه به همه‌ی فیلم‌ها و سریال‌ها دسترسی خواهید داشت و پروفایل و فهرست تماشای خودتان را دارید.</p>
<table role="presentation" cellpadding="0" cellspacing="0" align="center"><tr><td bgcolor="#e0b64a" style="border-radius:24px"><a href="https://namavar.tv/fa/family/join?inv=FMv9Q2TzK4&amp;src=email" style="display:inline-block;padding:12px 34px;font-family:Tahoma,Arial;font-size:15px;font-weight:bold;color:#1a1a22;text-decoration:none">پذیرفتن دعوت</a></td></tr></table>
<p style="margin:18px 0 0;font-size:13px;color:#aaa">این دعوت تا ۷ روز معتبر است. در هر اشتراک خانوادگی حداکثر ۵ نفر عضو می‌شوند.</p>`,
    ),
  },
  {
    family: "namavar-tv",
    group: "regional",
    lang: "fa",
    kind: "new-releases",
    code: null,
    link: null,
    from: "نماور <hello@news.namavar.tv>",
    to: "Leila Karimi <leila.karimi@web.de>",
    subject: "این هفته در نماور: قسمت آخر «کوچه‌ی اقاقیا» و سه فیلم تازه",
    date: "Thu, 15 Oct 2026 18:00:00 +0200",
    enc: "b64",
    text: `این هفته در نماور

▪ «کوچه‌ی اقاقیا» – قسمت ۲۴ (پایانی)، از جمعه ۱۶ اکتبر
▪ «باد شمال» – درام، ۱۱۲ دقیقه، با زیرنویس انگلیسی و آلمانی
▪ «مهمان ناخوانده» – کمدی خانوادگی، ۹۶ دقیقه
▪ «روزهای شالیزار» – مستند، ۷۸ دقیقه

تماشا: https://namavar.tv/fa/c/weekly-42?utm_source=email&utm_medium=newsletter

برای لغو دریافت این خبرنامه: https://namavar.tv/fa/account/notifications?unsub=weekly`,
    html: namavarPage(
      "این هفته در نماور",
      "قسمت پایانی «کوچه‌ی اقاقیا» از جمعه",
      `<h2 style="margin:0 0 16px;font-size:20px;color:#e0b64a">این هفته در نماور</h2>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0">
<tr><td width="50%" style="padding:6px"><a href="https://namavar.tv/fa/series/koocheh-aghaghia/e24"><img src="https://cdn.namavar.tv/posters/koocheh-aghaghia-e24.jpg" width="230" alt="کوچه‌ی اقاقیا – قسمت ۲۴" style="display:block;border-radius:6px"></a><p style="margin:6px 0 0;font-size:13px">«کوچه‌ی اقاقیا» – قسمت ۲۴ (پایانی)، از جمعه</p></td>
<td width="50%" style="padding:6px"><a href="https://namavar.tv/fa/movie/bad-e-shomal"><img src="https://cdn.namavar.tv/posters/bad-e-shomal.jpg" width="230" alt="باد شمال" style="display:block;border-radius:6px"></a><p style="margin:6px 0 0;font-size:13px">«باد شمال» – درام، ۱۱۲ دقیقه</p></td></tr>
<tr><td width="50%" style="padding:6px"><a href="https://namavar.tv/fa/movie/mehman-e-nakhande"><img src="https://cdn.namavar.tv/posters/mehman-e-nakhande.jpg" width="230" alt="مهمان ناخوانده" style="display:block;border-radius:6px"></a><p style="margin:6px 0 0;font-size:13px">«مهمان ناخوانده» – کمدی خانوادگی</p></td>
<td width="50%" style="padding:6px"><a href="https://namavar.tv/fa/movie/roozhaye-shalizar"><img src="https://cdn.namavar.tv/posters/roozhaye-shalizar.jpg" width="230" alt="روزهای شالیزار" style="display:block;border-radius:6px"></a><p style="margin:6px 0 0;font-size:13px">«روزهای شالیزار» – مستند</p></td></tr>
</table>
<p style="margin:18px 0 0;text-align:center"><a href="https://namavar.tv/fa/c/weekly-42?utm_source=email&amp;utm_medium=newsletter" style="color:#e0b64a">همه‌ی تازه‌ها ←</a></p>
<p style="margin:14px 0 0;font-size:11px;color:#888;text-align:center"><a href="https://namavar.tv/fa/account/notifications?unsub=weekly" style="color:#888">لغو دریافت خبرنامه</a></p>`,
    ),
  },
  {
    family: "namavar-tv",
    group: "regional",
    lang: "en",
    kind: "payment-receipt",
    code: null,
    link: null,
    from: "Namavar <billing@namavar.tv>",
    to: "Leila Karimi <leila.karimi@web.de>",
    subject: "Your Namavar receipt – Family plan, October 2026",
    date: "Mon, 05 Oct 2026 04:11:09 +0100",
    text: `Thanks for watching with Namavar.

Receipt no.: NMV-R-2610-0093317
Plan: Family (up to 5 members)
Billing period: 5 Oct 2026 – 4 Nov 2026
Amount: €12.99 (incl. VAT 19% DE: €2.07)
Paid with: Visa •••• 4821
Next payment: 5 Nov 2026

Manage your plan any time in Settings > Subscription.

Namavar Media Ltd, 41 Great Portland Street, London W1W 7LA, UK
VAT (OSS): EU372004518`,
    html: null,
  },
];

// ---------------------------------------------------------------- rooznegar

const rooznegar: Mail[] = [
  {
    family: "rooznegar",
    group: "regional",
    lang: "fa",
    kind: "confirm-subscription",
    code: null,
    link: "https://rooznegar.news/newsletter/confirm?s=3b9e7f21c4&lid=2",
    from: "روزنگار <khabarnameh@rooznegar.news>",
    to: "Reza Karimi <reza.karimi@posteo.de>",
    subject: "اشتراک خبرنامه‌ی روزنگار را تأیید کنید",
    date: "Tue, 15 Sep 2026 07:41:26 +0200",
    enc: "qp",
    text: `سلام،

کسی (احتمالاً خود شما) این نشانی را برای دریافت «خلاصه‌ی صبحگاهی روزنگار» ثبت کرده است.

برای تأیید اشتراک روی این پیوند بزنید:
https://rooznegar.news/newsletter/confirm?s=3b9e7f21c4&lid=2

تا تأیید نکنید، هیچ خبرنامه‌ای برایتان فرستاده نمی‌شود. اگر این درخواست از طرف شما نبوده، همین ایمیل را نادیده بگیرید.

روزنگار – رسانه‌ی مستقل فارسی‌زبان
Rooznegar Media e.V., Oranienstraße 183, 10999 Berlin`,
    html: `<!DOCTYPE html><html lang="fa" dir="rtl"><head><meta charset="utf-8"></head>
<body style="margin:0;background:#ffffff">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center">
<table width="520" cellpadding="0" cellspacing="0" dir="rtl" style="font-family:'Noto Naskh Arabic',Tahoma,serif;color:#111">
<tr><td style="padding:22px 0;border-bottom:2px solid #111;text-align:center"><img src="https://rooznegar.news/static/img/rooznegar-masthead.png" width="220" alt="روزنگار"></td></tr>
<tr><td style="padding:26px 4px;text-align:right;font-size:16px;line-height:2">
<p>سلام،</p>
<p>کسی (احتمالاً خود شما) این نشانی را برای دریافت «خلاصه‌ی صبحگاهی روزنگار» ثبت کرده است.</p>
<p style="text-align:center;margin:26px 0"><a href="https://rooznegar.news/newsletter/confirm?s=3b9e7f21c4&amp;lid=2" style="background:#b3261e;color:#fff;text-decoration:none;padding:11px 30px;font-family:Tahoma,Arial;font-size:15px">بله، اشتراک را تأیید می‌کنم</a></p>
<p style="font-size:13px;color:#555">تا تأیید نکنید، هیچ خبرنامه‌ای برایتان فرستاده نمی‌شود. اگر این درخواست از طرف شما نبوده، همین ایمیل را نادیده بگیرید.</p>
</td></tr>
<tr><td style="padding:14px 0;border-top:1px solid #ddd;font-size:11px;color:#777;text-align:center;font-family:Tahoma,Arial">روزنگار – رسانه‌ی مستقل فارسی‌زبان<br><span dir="ltr">Rooznegar Media e.V., Oranienstraße 183, 10999 Berlin</span></td></tr>
</table></td></tr></table></body></html>`,
  },
  {
    family: "rooznegar",
    group: "regional",
    lang: "fa",
    kind: "newsletter",
    code: null,
    link: null,
    from: "روزنگار <khabarnameh@rooznegar.news>",
    to: "Reza Karimi <reza.karimi@posteo.de>",
    subject: "خلاصه‌ی صبحگاهی | سه‌شنبه ۲۸ مهر ۱۴۰۵",
    date: "Tue, 20 Oct 2026 06:30:00 +0200",
    enc: "b64",
    text: `خلاصه‌ی صبحگاهی روزنگار
سه‌شنبه ۲۸ مهر ۱۴۰۵ – ۲۰ اکتبر ۲۰۲۶

۱. نرخ ارز در بازار آزاد: یورو ۹۸٬۴۰۰ تومان، دلار کانادا ۶۶٬۱۰۰ تومان
https://rooznegar.news/r/n/88213?utm_source=nl

۲. آلمان: قانون تازه‌ی اقامت متخصصان از اول ژانویه اجرا می‌شود؛ چه چیزی برای دانشجویان تغییر می‌کند؟
https://rooznegar.news/r/n/88207?utm_source=nl

۳. کانادا: سهمیه‌ی مهاجرت ۲۰۲۷ اعلام شد
https://rooznegar.news/r/n/88199?utm_source=nl

۴. فرهنگ: جشنواره‌ی فیلم‌های ایرانی تورنتو از ۶ تا ۱۵ نوامبر
https://rooznegar.news/r/n/88190?utm_source=nl

از روزنگار حمایت کنید: https://rooznegar.news/hemayat
لغو اشتراک: https://rooznegar.news/newsletter/unsubscribe?s=3b9e7f21c4&lid=2`,
    html: `<!DOCTYPE html><html lang="fa" dir="rtl"><head><meta charset="utf-8"></head>
<body style="margin:0;background:#f4f1ea">
${pre("نرخ ارز، قانون تازه‌ی اقامت در آلمان و سهمیه‌ی مهاجرت کانادا")}
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:16px 0">
<table width="600" cellpadding="0" cellspacing="0" bgcolor="#ffffff" dir="rtl" style="font-family:'Noto Naskh Arabic',Tahoma,serif;color:#111">
<tr><td style="padding:18px 24px;border-bottom:3px double #111"><img src="https://rooznegar.news/static/img/rooznegar-masthead.png" width="180" alt="روزنگار"><div style="font-size:12px;color:#666;font-family:Tahoma">سه‌شنبه ۲۸ مهر ۱۴۰۵ – ۲۰ اکتبر ۲۰۲۶</div></td></tr>
<tr><td style="padding:8px 24px 20px;text-align:right;font-size:16px;line-height:1.9">
<h3 style="margin:18px 0 4px"><a href="https://rooznegar.news/r/n/88213?utm_source=nl" style="color:#111;text-decoration:none">نرخ ارز در بازار آزاد</a></h3>
<p style="margin:0;color:#444">یورو ۹۸٬۴۰۰ تومان، دلار کانادا ۶۶٬۱۰۰ تومان</p>
<h3 style="margin:18px 0 4px"><a href="https://rooznegar.news/r/n/88207?utm_source=nl" style="color:#111;text-decoration:none">آلمان: قانون تازه‌ی اقامت متخصصان از اول ژانویه</a></h3>
<p style="margin:0;color:#444">چه چیزی برای دانشجویان و خانواده‌هایشان تغییر می‌کند؟</p>
<h3 style="margin:18px 0 4px"><a href="https://rooznegar.news/r/n/88199?utm_source=nl" style="color:#111;text-decoration:none">کانادا: سهمیه‌ی مهاجرت ۲۰۲۷ اعلام شد</a></h3>
<h3 style="margin:18px 0 4px"><a href="https://rooznegar.news/r/n/88190?utm_source=nl" style="color:#111;text-decoration:none">جشنواره‌ی فیلم‌های ایرانی تورنتو از ۶ تا ۱۵ نوامبر</a></h3>
<p style="margin:26px 0 0;padding:14px;background:#fbeae8;text-align:center">روزنگار با کمک خوانندگانش مستقل می‌ماند. <a href="https://rooznegar.news/hemayat" style="color:#b3261e;font-weight:bold">حمایت کنید</a></p>
</td></tr>
<tr><td style="padding:12px 24px;font-size:11px;color:#777;text-align:center;font-family:Tahoma,Arial;border-top:1px solid #ddd"><span dir="ltr">Rooznegar Media e.V., Oranienstraße 183, 10999 Berlin</span><br><a href="https://rooznegar.news/newsletter/unsubscribe?s=3b9e7f21c4&amp;lid=2" style="color:#777">لغو اشتراک</a></td></tr>
</table></td></tr></table></body></html>`,
  },
];

// ---------------------------------------------------------------- kanoon-simorgh

const kanoon: Mail[] = [
  {
    family: "kanoon-simorgh",
    group: "regional",
    lang: "fa",
    kind: "event-notice",
    code: null,
    link: null,
    from: "کانون فرهنگی سیمرغ مونترال <info@kanoonsimorgh.ca>",
    to: "Shirin Karimi <shirin.karimi@gmail.com>",
    subject: "جشن مهرگان ۱۴۰۵ – شنبه ۱۰ اکتبر",
    date: "Mon, 21 Sep 2026 19:45:00 -0400",
    enc: "qp",
    text: `دوستان و همراهان گرامی،

کانون فرهنگی سیمرغ با شادمانی شما را به جشن مهرگان فرامی‌خواند.

زمان: شنبه ۱۰ اکتبر ۲۰۲۶، ساعت ۱۸ تا ۲۳
مکان: سالن Centre communautaire Côte-des-Neiges، 5347 ch. de la Côte-des-Neiges، Montréal H3T 1Y4
برنامه: موسیقی زنده با گروه «نوا»، شعرخوانی، بازی‌های کودکان، شام ایرانی
ورودی: اعضا ۲۰ دلار، غیراعضا ۳۰ دلار، کودکان زیر ۱۲ سال رایگان (پرداخت در محل)

برای پرسش‌ها با خانم نیک‌نام تماس بگیرید: 514-555-0187

با مهر
هیئت مدیره‌ی کانون فرهنگی سیمرغ
Association culturelle Simorgh · OBNL enregistré au Québec`,
    html: `<html dir="rtl"><head><meta charset="utf-8"></head><body style="margin:0;background:#fff7ec">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:20px 0">
<table width="580" cellpadding="0" cellspacing="0" bgcolor="#ffffff" style="border:1px solid #e9d7b8" dir="rtl">
<tr><td><img src="https://kanoonsimorgh.ca/wp-content/uploads/2026/09/mehregan-1405-banner.jpg" width="580" alt="جشن مهرگان ۱۴۰۵" style="display:block"></td></tr>
<tr><td style="padding:24px;font-family:Tahoma,Arial,sans-serif;font-size:15px;line-height:1.9;text-align:right;color:#3b2a14">
<p>دوستان و همراهان گرامی،</p>
<p>کانون فرهنگی سیمرغ با شادمانی شما را به <b>جشن مهرگان</b> فرامی‌خواند.</p>
<table cellpadding="5" cellspacing="0" style="font-size:14px">
<tr><td style="color:#9a6b1f">زمان</td><td>شنبه ۱۰ اکتبر ۲۰۲۶، ساعت ۱۸ تا ۲۳</td></tr>
<tr><td style="color:#9a6b1f">مکان</td><td><span dir="ltr">Centre communautaire Côte-des-Neiges, 5347 ch. de la Côte-des-Neiges, Montréal H3T 1Y4</span></td></tr>
<tr><td style="color:#9a6b1f">برنامه</td><td>موسیقی زنده با گروه «نوا»، شعرخوانی، بازی‌های کودکان، شام ایرانی</td></tr>
<tr><td style="color:#9a6b1f">ورودی</td><td>اعضا ۲۰ دلار، غیراعضا ۳۰ دلار، کودکان زیر ۱۲ سال رایگان (پرداخت در محل)</td></tr>
</table>
<p>برای پرسش‌ها با خانم نیک‌نام تماس بگیرید: <span dir="ltr">514-555-0187</span></p>
<p>با مهر<br>هیئت مدیره‌ی کانون فرهنگی سیمرغ</p>
</td></tr>
<tr><td style="padding:12px;background:#f6ead6;font-family:Arial;font-size:11px;color:#7a6240;text-align:center" dir="ltr">Association culturelle Simorgh · OBNL enregistré au Québec · <a href="https://kanoonsimorgh.ca" style="color:#7a6240">kanoonsimorgh.ca</a> · <a href="https://www.facebook.com/kanoonsimorgh" style="color:#7a6240">Facebook</a> · <a href="https://kanoonsimorgh.ca/?mailpoet_page=unsubscribe&amp;k=9d2a" style="color:#7a6240">Se désabonner</a></td></tr>
</table></td></tr></table></body></html>`,
  },
  {
    family: "kanoon-simorgh",
    group: "regional",
    lang: "fr",
    kind: "general-assembly",
    code: null,
    link: null,
    from: "Association culturelle Simorgh <info@kanoonsimorgh.ca>",
    to: "Shirin Karimi <shirin.karimi@gmail.com>",
    subject: "Avis de convocation – Assemblée générale annuelle 2026",
    date: "Thu, 08 Oct 2026 21:10:33 -0400",
    text: `Chers membres,

Conformément à nos règlements généraux, vous êtes convoqués à l'assemblée générale annuelle de l'Association culturelle Simorgh.

Date : dimanche 25 octobre 2026, 14 h
Lieu : Bibliothèque interculturelle, salle 2, 6767 ch. de la Côte-des-Neiges, Montréal

Ordre du jour
1. Ouverture et vérification du quorum
2. Adoption du procès-verbal de l'AGA du 19 octobre 2025
3. Rapport d'activités et états financiers 2025-2026
4. Élection de trois administrateurs
5. Varia

Seuls les membres en règle (cotisation 2026 de 40 $ payée) peuvent voter. Les candidatures au conseil d'administration doivent nous parvenir au plus tard le 18 octobre.

Au plaisir de vous y voir,
Parisa Niknam, secrétaire
Association culturelle Simorgh`,
    html: null,
  },
  {
    family: "kanoon-simorgh",
    group: "regional",
    lang: "fa",
    kind: "membership-receipt",
    code: null,
    link: null,
    from: "کانون فرهنگی سیمرغ مونترال <tresorerie@kanoonsimorgh.ca>",
    to: "Shirin Karimi <shirin.karimi@gmail.com>",
    subject: "رسید حق عضویت ۲۰۲۶ – سپاس از همراهی شما",
    date: "Sun, 11 Oct 2026 10:22:51 -0400",
    text: `شیرین جان سلام،

حق عضویت سالانه‌ی شما برای سال ۲۰۲۶ دریافت شد. سپاس از همراهی‌تان.

شماره‌ی رسید: SIM-2026-0148
مبلغ: 40.00 CAD
روش پرداخت: Interac e-Transfer
تاریخ: ۱۰ اکتبر ۲۰۲۶
اعتبار عضویت: تا ۳۱ دسامبر ۲۰۲۶

این رسید برای کسر مالیات قابل استفاده نیست.

با مهر
خزانه‌دار کانون فرهنگی سیمرغ
Association culturelle Simorgh, C.P. 48211, succ. Côte-des-Neiges, Montréal QC H3V 1A0`,
    html: null,
  },
];

// ---------------------------------------------------------------- arvand-airways

const arvandFooter = `Arvand Airways · Flughafen Frankfurt, Terminal 1, Gebäude 234 · 60549 Frankfurt am Main<br>
<a href="https://www.arvandair.com/en/contact" style="color:#777">Contact</a> · <a href="https://www.arvandair.com/en/privacy" style="color:#777">Privacy</a> · <a href="https://www.arvandair.com/en/conditions-of-carriage" style="color:#777">Conditions of carriage</a><br>© 2026 Arvand Airways`;

const arvand: Mail[] = [
  {
    family: "arvand-airways",
    group: "consumer",
    lang: "en",
    kind: "booking-confirmation",
    code: null,
    link: null,
    from: "Arvand Airways <bookings@arvandair.com>",
    to: "Reza Karimi <reza.karimi@posteo.de>",
    subject: "Booking confirmed: Frankfurt – Toronto, 16 Oct 2026 (Ref. K7QW2M)",
    date: "Sun, 20 Sep 2026 13:58:40 +0200",
    enc: "qp",
    text: `Dear Mr Reza Karimi,

Thank you for booking with Arvand Airways. Your e-ticket has been issued.

Booking reference: K7QW2M
E-ticket: 812-2401937750, 812-2401937751

OUTBOUND
RV 471  Fri 16 Oct 2026  Frankfurt (FRA) 13:25 -> Toronto (YYZ) 15:50
Economy Classic · 1 x 23 kg checked bag per passenger

RETURN
RV 472  Sun 01 Nov 2026  Toronto (YYZ) 18:40 -> Frankfurt (FRA) 08:15 (+1)
Economy Classic · 1 x 23 kg checked bag per passenger

Passengers: KARIMI/REZA MR, KARIMI/LEILA MRS

Total paid: EUR 1,486.60 (fare 1,012.00, taxes and fees 474.60)
Payment: Mastercard •••• 5590

Online check-in opens 30 hours before departure.
Please remember: travellers to Canada need a valid eTA or visa.

Arvand Airways
+49 69 5060 7100`,
    html: page({
      lang: "en",
      title: "Booking confirmed",
      preheader: "FRA–YYZ 16 Oct · YYZ–FRA 1 Nov · Ref. K7QW2M",
      brand: "Arvand Airways",
      color: "#0c2d48",
      logo: "https://www.arvandair.com/media/email/arvand-logo-white.png",
      body: `<p style="margin:0 0 14px">Dear Mr Reza Karimi,</p>
<p style="margin:0 0 18px">Thank you for booking with Arvand Airways. Your e-ticket has been issued.</p>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f1f5f9;border-radius:6px;margin:0 0 18px"><tr>
<td style="padding:14px"><span style="font-size:12px;color:#64748b">Booking reference</span><br><span style="font-size:24px;font-weight:bold;letter-spacing:2px">K7QW2M</span></td>
<td style="padding:14px" align="right"><span style="font-size:12px;color:#64748b">E-tickets</span><br>812-2401937750<br>812-2401937751</td></tr></table>
<table role="presentation" width="100%" cellpadding="8" cellspacing="0" style="font-size:14px;border:1px solid #e2e8f0">
<tr bgcolor="#0c2d48"><td colspan="3" style="color:#fff;font-weight:bold">Outbound · Fri 16 Oct 2026</td></tr>
<tr><td><b>13:25</b><br>Frankfurt FRA</td><td align="center" style="color:#64748b">RV 471<br>8h 25m</td><td align="right"><b>15:50</b><br>Toronto YYZ</td></tr>
<tr bgcolor="#0c2d48"><td colspan="3" style="color:#fff;font-weight:bold">Return · Sun 01 Nov 2026</td></tr>
<tr><td><b>18:40</b><br>Toronto YYZ</td><td align="center" style="color:#64748b">RV 472<br>7h 35m</td><td align="right"><b>08:15 +1</b><br>Frankfurt FRA</td></tr>
</table>
<p style="margin:16px 0 6px;font-size:14px">Passengers: KARIMI/REZA MR, KARIMI/LEILA MRS<br>Economy Classic · 1 × 23 kg checked bag per passenger</p>
<p style="margin:0 0 16px;font-size:14px">Total paid: <b>EUR 1,486.60</b> (fare 1,012.00, taxes and fees 474.60) · Mastercard •••• 5590</p>
<p style="margin:0;font-size:13px;color:#555">Online check-in opens 30 hours before departure. Travellers to Canada need a valid eTA or visa.</p>
<p style="margin:16px 0 0"><a href="https://www.arvandair.com/en/manage?ref=K7QW2M&amp;ln=KARIMI" style="color:#0c2d48">Manage booking</a> · <a href="https://www.arvandair.com/en/baggage" style="color:#0c2d48">Baggage rules</a></p>`,
      footer: arvandFooter,
    }),
  },
  {
    family: "arvand-airways",
    group: "consumer",
    lang: "de",
    kind: "verify-code",
    code: "4821",
    link: "https://miles.arvandair.com/de/verify-email?token=Zr5Tq0bXuE8m1yVw&id=AV30118842",
    from: "Arvand Miles <miles@arvandair.com>",
    to: "Leila Karimi <leila.karimi@web.de>",
    subject: "Bestätigen Sie Ihre E-Mail-Adresse für Arvand Miles",
    date: "Mon, 21 Sep 2026 20:31:07 +0200",
    enc: "b64",
    text: `Willkommen bei Arvand Miles, Frau Karimi!

Ihre Mitgliedsnummer: AV 3011 8842

Bitte bestätigen Sie Ihre E-Mail-Adresse, damit wir Ihnen Meilen für Ihren Flug am 16.10.2026 gutschreiben können.

Entweder Sie geben diesen Code in der App oder auf der Website ein:

4821

oder Sie klicken auf diesen Link:
https://miles.arvandair.com/de/verify-email?token=Zr5Tq0bXuE8m1yVw&id=AV30118842

Code und Link sind 24 Stunden gültig.

Ihr Arvand-Miles-Team`,
    html: page({
      lang: "de",
      title: "E-Mail bestätigen",
      preheader: "Ihr Code: 4821 – 24 Stunden gültig",
      brand: "Arvand Miles",
      color: "#0c2d48",
      logo: "https://www.arvandair.com/media/email/arvand-miles-white.png",
      body: `<h2 style="margin:0 0 14px;font-size:21px">Willkommen bei Arvand Miles, Frau Karimi!</h2>
<p style="margin:0 0 14px">Ihre Mitgliedsnummer: <b>AV 3011 8842</b></p>
<p style="margin:0 0 16px">Bitte bestätigen Sie Ihre E-Mail-Adresse, damit wir Ihnen Meilen für Ihren Flug am 16.10.2026 gutschreiben können.</p>
<p style="margin:0 0 8px">Geben Sie diesen Code in der App oder auf der Website ein:</p>
${digits("4821", "#0c2d48")}
<p style="margin:18px 0 0">oder bestätigen Sie mit einem Klick:</p>
${
        btn(
          "https://miles.arvandair.com/de/verify-email?token=Zr5Tq0bXuE8m1yVw&amp;id=AV30118842",
          "E-Mail-Adresse bestätigen",
          "#c8102e",
        )
      }
<p style="margin:0;font-size:13px;color:#555">Code und Link sind 24 Stunden gültig.</p>`,
      footer: arvandFooter.replace("Contact", "Kontakt").replace("Privacy", "Datenschutz").replace(
        "Conditions of carriage",
        "Beförderungsbedingungen",
      ),
    }),
  },
  {
    family: "arvand-airways",
    group: "consumer",
    lang: "en",
    kind: "schedule-change",
    code: null,
    link: null,
    from: "Arvand Airways <bookings@arvandair.com>",
    to: "Reza Karimi <reza.karimi@posteo.de>",
    subject: "Schedule change for your flight RV 472 on 1 Nov 2026",
    date: "Fri, 09 Oct 2026 10:15:22 +0200",
    text: `Dear Mr Karimi,

We have had to change the time of your return flight. Your seats and baggage allowance are unchanged.

Booking reference: K7QW2M

RV 472  Sun 01 Nov 2026
Previously: Toronto (YYZ) 18:40 -> Frankfurt (FRA) 08:15 (+1)
Now:        Toronto (YYZ) 19:55 -> Frankfurt (FRA) 09:30 (+1)

If the new time does not suit you, you can rebook free of charge to another Arvand flight within 7 days of the original date, or ask for a refund of the unused portion. Call us on +49 69 5060 7100 or use Manage booking on our website.

We apologise for the inconvenience.

Arvand Airways Customer Care`,
    html: null,
  },
];

// ---------------------------------------------------------------- ecole-mosaique-langues

const mosaique: Mail[] = [
  {
    family: "ecole-mosaique-langues",
    group: "regional",
    lang: "fr",
    kind: "confirm-link",
    code: null,
    link: "https://inscription.mosaique-langues.ca/confirmer/d81f6c0a9e?session=A26-FR-INT3",
    from: "École de langues Mosaïque <inscriptions@mosaique-langues.ca>",
    to: "Shirin Karimi <shirin.karimi@gmail.com>",
    subject: "Confirmez votre demande d'inscription – Français intermédiaire 3",
    date: "Thu, 17 Sep 2026 22:05:49 -0400",
    enc: "qp",
    text: `Bonjour Shirin,

Nous avons bien reçu votre demande d'inscription :

Cours : Français intermédiaire 3 (B1+)
Horaire : mardis et jeudis, 18 h 30 à 21 h, du 6 octobre au 10 décembre 2026
Lieu : 1435, rue Saint-Alexandre, local 410, Montréal
Frais : 395 $ (matériel inclus)

Pour que votre demande soit traitée, confirmez votre adresse courriel et votre demande dans les 48 heures :
https://inscription.mosaique-langues.ca/confirmer/d81f6c0a9e?session=A26-FR-INT3

Une fois la demande confirmée, nous vous enverrons la facture et les modalités de paiement. Les places sont attribuées par ordre de paiement.

À bientôt,
L'équipe des inscriptions
École de langues Mosaïque · 514 555-0126`,
    html: page({
      lang: "fr",
      title: "Confirmez votre demande",
      preheader: "Confirmez dans les 48 heures pour garder votre demande.",
      brand: "École de langues Mosaïque",
      color: "#6b2d8f",
      logo: "https://www.mosaique-langues.ca/img/mosaique-logo-blanc.png",
      font: "Georgia,'Times New Roman',serif",
      body: `<p style="margin:0 0 14px">Bonjour Shirin,</p>
<p style="margin:0 0 14px">Nous avons bien reçu votre demande d'inscription&nbsp;:</p>
<table role="presentation" cellpadding="5" cellspacing="0" style="font-size:14px;margin:0 0 14px">
<tr><td style="color:#6b2d8f">Cours</td><td>Français intermédiaire 3 (B1+)</td></tr>
<tr><td style="color:#6b2d8f">Horaire</td><td>mardis et jeudis, 18&nbsp;h&nbsp;30 à 21&nbsp;h, du 6 octobre au 10 décembre 2026</td></tr>
<tr><td style="color:#6b2d8f">Lieu</td><td>1435, rue Saint-Alexandre, local 410, Montréal</td></tr>
<tr><td style="color:#6b2d8f">Frais</td><td>395&nbsp;$ (matériel inclus)</td></tr>
</table>
<p style="margin:0">Pour que votre demande soit traitée, confirmez-la dans les 48&nbsp;heures&nbsp;:</p>
${
        btn(
          "https://inscription.mosaique-langues.ca/confirmer/d81f6c0a9e?session=A26-FR-INT3",
          "Confirmer ma demande",
          "#6b2d8f",
        )
      }
<p style="margin:0 0 14px;font-size:13px;color:#555">Une fois la demande confirmée, nous vous enverrons la facture et les modalités de paiement. Les places sont attribuées par ordre de paiement.</p>
<p style="margin:0">À bientôt,<br>L'équipe des inscriptions</p>`,
      footer:
        `École de langues Mosaïque · 1435, rue Saint-Alexandre, Montréal (Québec) H3A 2G4 · 514 555-0126<br><a href="https://www.mosaique-langues.ca/confidentialite" style="color:#777">Politique de confidentialité</a>`,
    }),
  },
  {
    family: "ecole-mosaique-langues",
    group: "regional",
    lang: "fr",
    kind: "invoice",
    code: null,
    link: null,
    from: "École de langues Mosaïque <comptabilite@mosaique-langues.ca>",
    to: "Shirin Karimi <shirin.karimi@gmail.com>",
    subject: "Facture F-2026-0917 et informations pour le premier cours",
    date: "Fri, 18 Sep 2026 10:40:12 -0400",
    text: `Bonjour Shirin,

Merci d'avoir confirmé votre inscription au cours Français intermédiaire 3 (groupe A26-FR-INT3). Vous trouverez votre facture en pièce jointe.

Facture : F-2026-0917
Montant : 395,00 $ (exonéré de taxes – formation linguistique)
Échéance : 1er octobre 2026
Paiement : virement Interac à paiement@mosaique-langues.ca (indiquez le numéro de facture) ou par carte à l'accueil.

Premier cours : mardi 6 octobre, 18 h 30, local 410. Votre enseignante sera Mme Hélène Gagnon. Apportez une pièce d'identité pour votre carte d'étudiante.

Cordialement,
Comptabilité – École de langues Mosaïque
514 555-0126`,
    html: null,
    attachment: [
      "Facture_F-2026-0917.pdf",
      "application/pdf",
      "%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj\n3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] >> endobj\n% Facture F-2026-0917 395,00 $\ntrailer << /Root 1 0 R >>\n%%EOF\n",
    ],
  },
];

// ---------------------------------------------------------------- funkwelle-mobil

const fwFooter = `Funkwelle Mobil GmbH · Speditionstraße 21 · 40221 Düsseldorf<br>
Geschäftsführung: Sven Albrecht, Dr. Nadine Ruppert · Amtsgericht Düsseldorf HRB 90417<br>
Kundenservice 0211 8731 500 · <a href="https://www.funkwelle-mobil.de/hilfe" style="color:#777">Hilfe</a> · <a href="https://www.funkwelle-mobil.de/datenschutz" style="color:#777">Datenschutz</a> · <a href="https://www.funkwelle-mobil.de/impressum" style="color:#777">Impressum</a>`;

const funkwelle: Mail[] = [
  {
    family: "funkwelle-mobil",
    group: "regional",
    lang: "de",
    kind: "invoice",
    code: null,
    link: null,
    from: "Funkwelle Mobil <rechnung@funkwelle-mobil.de>",
    to: "Reza Karimi <reza.karimi@posteo.de>",
    subject: "Ihre Rechnung für September 2026",
    date: "Sat, 03 Oct 2026 03:14:50 +0200",
    enc: "qp",
    text: `Hallo Reza Karimi,

Ihre Rechnung für September 2026 ist da. Sie finden sie als PDF im Anhang.

Kundennummer: 7004 1183 29
Rechnungsnummer: RE-2609-5581042
Rechnungsbetrag: 42,97 €
  Familienpaket L (2 Karten) ......... 39,98 €
  Roaming Zone 3 (Kanada), 1 Tag ...... 2,99 €
Abbuchung am: 08.10.2026 von DE41 •••• 2204

Ihre Einzelverbindungen sehen Sie im Kundencenter unter „Rechnungen“.

Freundliche Grüße
Ihr Funkwelle-Team`,
    html: page({
      lang: "de",
      title: "Ihre Rechnung",
      preheader: "Rechnungsbetrag 42,97 € – Abbuchung am 08.10.",
      brand: "Funkwelle Mobil",
      color: "#e4007c",
      logo: "https://www.funkwelle-mobil.de/mail/img/logo-white.png",
      body: `<p style="margin:0 0 14px">Hallo Reza Karimi,</p>
<p style="margin:0 0 18px">Ihre Rechnung für September 2026 ist da. Sie finden sie als PDF im Anhang.</p>
<table role="presentation" width="100%" cellpadding="7" cellspacing="0" style="font-size:14px;border:1px solid #eee">
<tr><td style="color:#666">Kundennummer</td><td align="right">7004 1183 29</td></tr>
<tr bgcolor="#fafafa"><td style="color:#666">Rechnungsnummer</td><td align="right">RE-2609-5581042</td></tr>
<tr><td>Familienpaket L (2 Karten)</td><td align="right">39,98 €</td></tr>
<tr bgcolor="#fafafa"><td>Roaming Zone 3 (Kanada), 1 Tag</td><td align="right">2,99 €</td></tr>
<tr><td><b>Rechnungsbetrag</b></td><td align="right" style="font-size:18px;color:#e4007c"><b>42,97 €</b></td></tr>
<tr bgcolor="#fafafa"><td style="color:#666">Abbuchung am</td><td align="right">08.10.2026 von DE41 •••• 2204</td></tr>
</table>
<p style="margin:18px 0 14px">Ihre Einzelverbindungen sehen Sie im Kundencenter unter „Rechnungen“.</p>
<p style="margin:0">Freundliche Grüße<br>Ihr Funkwelle-Team</p>`,
      footer: fwFooter,
    }),
    attachment: [
      "Rechnung_RE-2609-5581042.pdf",
      "application/pdf",
      "%PDF-1.5\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj\n3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] >> endobj\n% RE-2609-5581042 42,97 EUR\ntrailer << /Root 1 0 R >>\n%%EOF\n",
    ],
  },
  {
    family: "funkwelle-mobil",
    group: "regional",
    lang: "de",
    kind: "sim-swap-code",
    code: "619302",
    link: null,
    from: "Funkwelle Mobil <sicherheit@funkwelle-mobil.de>",
    to: "Reza Karimi <reza.karimi@posteo.de>",
    subject: "Sicherheitscode für Ihre eSIM-Bestellung",
    date: "Tue, 29 Sep 2026 16:52:03 +0200",
    text: `Hallo Reza Karimi,

Sie möchten für Ihre Rufnummer 0176 •••• 4418 eine neue eSIM einrichten. Damit wir sicher sein können, dass die Bestellung von Ihnen kommt, geben Sie bitte im Kundencenter diesen Sicherheitscode ein:

619 302

Der Code ist 20 Minuten gültig. Sobald die neue eSIM aktiv ist, funktioniert Ihre bisherige SIM-Karte nicht mehr.

Sie haben keine eSIM bestellt? Dann geben Sie den Code niemandem weiter – auch nicht Personen, die sich als Funkwelle-Mitarbeiter ausgeben – und rufen Sie uns sofort an: 0211 8731 500.

Ihr Funkwelle-Team`,
    html: page({
      lang: "de",
      title: "Sicherheitscode",
      preheader: "Code für Ihre neue eSIM – 20 Minuten gültig",
      brand: "Funkwelle Mobil",
      color: "#e4007c",
      logo: "https://www.funkwelle-mobil.de/mail/img/logo-white.png",
      body: `<p style="margin:0 0 14px">Hallo Reza Karimi,</p>
<p style="margin:0 0 16px">Sie möchten für Ihre Rufnummer 0176 •••• 4418 eine neue eSIM einrichten. Damit wir sicher sein können, dass die Bestellung von Ihnen kommt, geben Sie bitte im Kundencenter diesen Sicherheitscode ein:</p>
<p style="margin:0 0 16px;text-align:center"><span style="display:inline-block;padding:12px 24px;border:2px dashed #e4007c;font-size:32px;font-weight:bold;letter-spacing:3px">619 302</span></p>
<p style="margin:0 0 14px">Der Code ist 20 Minuten gültig. Sobald die neue eSIM aktiv ist, funktioniert Ihre bisherige SIM-Karte nicht mehr.</p>
<p style="margin:0 0 14px;padding:12px;background:#fde7f2;font-size:14px"><b>Sie haben keine eSIM bestellt?</b> Dann geben Sie den Code niemandem weiter – auch nicht Personen, die sich als Funkwelle-Mitarbeiter ausgeben – und rufen Sie uns sofort an: 0211 8731 500.</p>
<p style="margin:0">Ihr Funkwelle-Team</p>`,
      footer: fwFooter,
    }),
  },
  {
    family: "funkwelle-mobil",
    group: "regional",
    lang: "de",
    kind: "roaming-info",
    code: null,
    link: null,
    from: "Funkwelle Mobil <info@funkwelle-mobil.de>",
    to: "Reza Karimi <reza.karimi@posteo.de>",
    subject: "Willkommen in Kanada – Ihre Roaming-Preise",
    date: "Fri, 16 Oct 2026 22:04:31 +0200",
    text: `Willkommen in Kanada!

Ihre Rufnummer 0176 •••• 4418 ist im Netz von NorthWave (CA) eingebucht. Kanada gehört zur Roaming-Zone 3.

Tagespass Zone 3: 2,99 € pro Tag, inkl. 500 MB, 30 Minuten, 30 SMS (wird bei der ersten Nutzung gebucht)
Danach: 0,49 €/Min., 0,19 €/SMS, 0,99 €/MB
Ankommende Anrufe: 0,29 €/Min.

Kostenloser Notruf: 911
Funkwelle-Kundenservice aus dem Ausland: +49 211 8731 500 (Standardtarif)

Gute Reise!
Ihr Funkwelle-Team`,
    html: null,
  },
];

// ---------------------------------------------------------------- flinkwagen

const flinkFooter = `Flinkwagen Mobility GmbH · Schwanthalerstraße 102 · 80336 München<br>
<a href="https://www.flinkwagen.de/hilfe" style="color:#777">Hilfe</a> · <a href="https://www.flinkwagen.de/agb" style="color:#777">AGB</a> · <a href="https://www.flinkwagen.de/datenschutz" style="color:#777">Datenschutz</a> · <a href="https://www.instagram.com/flinkwagen" style="color:#777">Instagram</a>`;

const flinkwagen: Mail[] = [
  {
    family: "flinkwagen",
    group: "regional",
    lang: "de",
    kind: "verify-link",
    code: null,
    link: "https://link.flinkwagen.de/ls/click?upn=u001.Vx8kQ2mZpR4tLw9YbN3cJd-2FhE7sA&e=verify",
    from: "Flinkwagen <hallo@flinkwagen.de>",
    to: "Reza Karimi <reza.karimi@posteo.de>",
    subject: "Nur noch ein Schritt: Bestätige deine E-Mail-Adresse",
    date: "Sat, 26 Sep 2026 14:09:55 +0200",
    enc: "qp",
    text: `Hey Reza,

schön, dass du bei Flinkwagen bist! Bestätige bitte kurz deine E-Mail-Adresse, dann geht's weiter mit der Führerscheinprüfung:

https://link.flinkwagen.de/ls/click?upn=u001.Vx8kQ2mZpR4tLw9YbN3cJd-2FhE7sA&e=verify

Der Link ist 24 Stunden gültig.

Danach: Führerschein und Ausweis in der App fotografieren, in der Regel sind wir in 10 Minuten fertig. Deine Startgutschrift von 10 € wartet schon (Gutscheincode FLINK10, gilt 30 Tage).

Gute Fahrt!
Dein Flinkwagen-Team`,
    html: page({
      lang: "de",
      title: "E-Mail bestätigen",
      preheader: "Ein Klick – dann kannst du losfahren.",
      brand: "Flinkwagen",
      color: "#14b87a",
      logo: "https://cdn.flinkwagen.de/email/logo-white@2x.png",
      body: `<h2 style="margin:0 0 14px;font-size:22px">Hey Reza,</h2>
<p style="margin:0 0 8px">schön, dass du bei Flinkwagen bist! Bestätige bitte kurz deine E-Mail-Adresse, dann geht's weiter mit der Führerscheinprüfung.</p>
${
        btn(
          "https://link.flinkwagen.de/ls/click?upn=u001.Vx8kQ2mZpR4tLw9YbN3cJd-2FhE7sA&amp;e=verify",
          "E-Mail bestätigen",
          "#14b87a",
        )
      }
<p style="margin:0 0 14px;font-size:13px;color:#555">Der Link ist 24 Stunden gültig.</p>
<table role="presentation" width="100%" cellpadding="12" cellspacing="0" style="background:#effaf5;border-radius:8px;font-size:14px"><tr><td>
<b>Danach:</b> Führerschein und Ausweis in der App fotografieren, in der Regel sind wir in 10 Minuten fertig.<br>
Deine Startgutschrift von 10&nbsp;€ wartet schon: Gutscheincode <b>FLINK10</b> (gilt 30 Tage).
</td></tr></table>
<p style="margin:16px 0 0">Gute Fahrt!<br>Dein Flinkwagen-Team</p>`,
      footer: flinkFooter,
    }),
  },
  {
    family: "flinkwagen",
    group: "regional",
    lang: "en",
    kind: "licence-approved",
    code: null,
    link: null,
    from: "Flinkwagen <hello@flinkwagen.de>",
    to: "Reza Karimi <reza.karimi@posteo.de>",
    subject: "You're verified – start driving",
    date: "Sat, 26 Sep 2026 14:31:20 +0200",
    text: `Hi Reza,

Good news: we've checked your driving licence and ID, and your account is now active.

Licence class: B (valid until 03/2036)
Payment method: Mastercard •••• 5590
Welcome credit: €10.00 (expires 26 Oct 2026)

Find a car near you in the app: 212 cars in Frankfurt, 18 in Wetzlingen.
Prices from €0.29/min or €9.90/hour, fuel and insurance included.

Drive safe,
The Flinkwagen team

Flinkwagen Mobility GmbH, Schwanthalerstraße 102, 80336 München`,
    html: page({
      lang: "en",
      title: "You're verified",
      preheader: "Your account is active. €10 welcome credit inside.",
      brand: "Flinkwagen",
      color: "#14b87a",
      logo: "https://cdn.flinkwagen.de/email/logo-white@2x.png",
      body:
        `<img src="https://cdn.flinkwagen.de/email/verified-hero.png" width="536" alt="Verified" style="display:block;max-width:100%;margin:0 0 18px">
<h2 style="margin:0 0 14px;font-size:22px">You're verified, Reza!</h2>
<p style="margin:0 0 14px">We've checked your driving licence and ID, and your account is now active.</p>
<table role="presentation" cellpadding="5" cellspacing="0" style="font-size:14px;margin:0 0 14px">
<tr><td style="color:#666">Licence class</td><td>B (valid until 03/2036)</td></tr>
<tr><td style="color:#666">Payment method</td><td>Mastercard •••• 5590</td></tr>
<tr><td style="color:#666">Welcome credit</td><td>€10.00 (expires 26 Oct 2026)</td></tr>
</table>
<p style="margin:0 0 14px">212 cars in Frankfurt, 18 in Wetzlingen. From €0.29/min or €9.90/hour, fuel and insurance included.</p>
<p style="margin:0"><a href="https://apps.apple.com/de/app/flinkwagen/id1620993014"><img src="https://cdn.flinkwagen.de/email/appstore-en.png" height="36" alt="Download on the App Store"></a> <a href="https://play.google.com/store/apps/details?id=de.flinkwagen.app"><img src="https://cdn.flinkwagen.de/email/googleplay-en.png" height="36" alt="Get it on Google Play"></a></p>`,
      footer: flinkFooter.replace("Hilfe", "Help").replace("AGB", "Terms").replace("Datenschutz", "Privacy"),
    }),
  },
  {
    family: "flinkwagen",
    group: "regional",
    lang: "de",
    kind: "trip-receipt",
    code: null,
    link: null,
    from: "Flinkwagen <beleg@flinkwagen.de>",
    to: "Reza Karimi <reza.karimi@posteo.de>",
    subject: "Dein Fahrtbeleg vom 04.10.2026",
    date: "Sun, 04 Oct 2026 12:48:36 +0200",
    enc: "b64",
    text: `Hallo Reza,

danke für deine Fahrt mit Flinkwagen.

Fahrzeug: VW ID.3 · F-FW 2318
Start: 10:02 Uhr, Wetzlingen Bahnhof
Ende: 12:46 Uhr, Wetzlingen Bahnhof
Strecke: 61 km
Dauer: 2 Std. 44 Min.

Stundentarif 3 × 9,90 € .......... 29,70 €
Kilometerpaket inkl. 50 km ........ 0,00 €
11 km × 0,29 € .................... 3,19 €
Startgutschrift ................. -10,00 €
Summe (inkl. 19 % MwSt.) ......... 22,89 €

Belastet: Mastercard •••• 5590
Belegnummer: FW-B-2610-778120

Dein Flinkwagen-Team`,
    html: `<!DOCTYPE html><html lang="de"><head><meta charset="utf-8"></head>
<body style="margin:0;background:#f4f6f5;font-family:Inter,Helvetica,Arial,sans-serif">
${pre("VW ID.3 · 61 km · 22,89 €")}
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:24px 8px">
<table width="480" cellpadding="0" cellspacing="0" bgcolor="#ffffff" style="border-radius:10px">
<tr><td style="padding:20px 24px"><img src="https://cdn.flinkwagen.de/email/logo-green.png" width="110" alt="Flinkwagen"></td></tr>
<tr><td style="padding:0 24px;font-size:14px;color:#1c2b24">
<p style="margin:0 0 12px">Hallo Reza, danke für deine Fahrt mit Flinkwagen.</p>
<img src="https://maps.flinkwagen.de/static/trip/FW-B-2610-778120.png" width="432" alt="Karte deiner Fahrt" style="display:block;border-radius:6px">
<table width="100%" cellpadding="5" cellspacing="0" style="font-size:13px;margin-top:12px">
<tr><td style="color:#6b7c74">Fahrzeug</td><td align="right">VW ID.3 · F-FW 2318</td></tr>
<tr><td style="color:#6b7c74">Start</td><td align="right">10:02 Uhr, Wetzlingen Bahnhof</td></tr>
<tr><td style="color:#6b7c74">Ende</td><td align="right">12:46 Uhr, Wetzlingen Bahnhof</td></tr>
<tr><td style="color:#6b7c74">Strecke / Dauer</td><td align="right">61 km · 2 Std. 44 Min.</td></tr>
</table>
<table width="100%" cellpadding="5" cellspacing="0" style="font-size:13px;border-top:1px solid #e5ebe8;margin-top:8px">
<tr><td>Stundentarif 3 × 9,90 €</td><td align="right">29,70 €</td></tr>
<tr><td>Kilometerpaket inkl. 50 km</td><td align="right">0,00 €</td></tr>
<tr><td>11 km × 0,29 €</td><td align="right">3,19 €</td></tr>
<tr><td>Startgutschrift</td><td align="right">−10,00 €</td></tr>
<tr><td style="border-top:1px solid #e5ebe8"><b>Summe</b> <span style="color:#6b7c74">(inkl. 19 % MwSt.)</span></td><td align="right" style="border-top:1px solid #e5ebe8;font-size:16px"><b>22,89 €</b></td></tr>
</table>
<p style="margin:12px 0 20px;font-size:12px;color:#6b7c74">Belastet: Mastercard •••• 5590 · Belegnummer FW-B-2610-778120</p>
</td></tr>
<tr><td style="padding:14px 24px;background:#f9fbfa;border-radius:0 0 10px 10px;font-size:11px;color:#8a9a92;text-align:center">${flinkFooter}</td></tr>
</table></td></tr></table></body></html>`,
  },
];

export const mails: Mail[] = [
  ...sepehr,
  ...lahntal,
  ...birchmount,
  ...wetzlingen,
  ...canadaconnect,
  ...bkk,
  ...lindenhang,
  ...ostheim,
  ...paketnest,
  ...caribou,
  ...sabzikiste,
  ...namavar,
  ...rooznegar,
  ...kanoon,
  ...arvand,
  ...mosaique,
  ...funkwelle,
  ...flinkwagen,
];
