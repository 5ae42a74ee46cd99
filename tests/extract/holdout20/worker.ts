/**
 * The inbox of hospitality workers from the Philippines, Nepal and India employed in the Gulf, over two
 * months: remittance and exchange houses, a payroll card, the hotel's HR portal, residence and health
 * e-services, telecom, rides, food, shopping, banks back home, a course, community groups and an airline.
 * @module
 */

import type { Mail } from "../holdout_kit.ts";

const DAYS = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"];
const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/** An RFC 2822 date, the weekday worked out. */
function dt(y: number, m: number, d: number, time: string, zone = "+0400"): string {
  const wd = DAYS[new Date(Date.UTC(y, m - 1, d)).getUTCDay()];
  return `${wd}, ${String(d).padStart(2, "0")} ${MONTHS[m - 1]} ${y} ${time} ${zone}`;
}

// ---------------------------------------------------------------- Tulay Remit (UAE remittance app)

function tulay_page(preheader: string, body: string): string {
  return `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Tulay Remit</title></head>
<body style="margin:0;padding:0;background:#eef3f8;font-family:Helvetica,Arial,sans-serif;">
<div style="display:none;max-height:0;overflow:hidden;color:#eef3f8;">${preheader}</div>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="background:#eef3f8;">
<tr><td align="center" style="padding:24px 10px;">
<table role="presentation" width="600" cellpadding="0" cellspacing="0" border="0" style="max-width:600px;background:#ffffff;border-radius:10px;">
<tr><td style="padding:22px 28px;background:#0b4f8a;border-radius:10px 10px 0 0;">
<img src="https://cdn.tulayremit.ae/mail/logo-white@2x.png" width="120" alt="Tulay Remit" style="display:block;border:0;">
</td></tr>
<tr><td style="padding:28px;color:#1d2733;font-size:15px;line-height:22px;">
${body}
</td></tr>
<tr><td style="padding:18px 28px;background:#f6f8fb;color:#6b7785;font-size:11px;line-height:17px;border-radius:0 0 10px 10px;">
<p style="margin:0 0 8px;">Download the app:
<a href="https://click.tulayremit.ae/ls/click?upn=app-ios" style="color:#0b4f8a;"><img src="https://cdn.tulayremit.ae/mail/appstore.png" alt="Download on the App Store" width="96" style="border:0;vertical-align:middle;"></a>
<a href="https://click.tulayremit.ae/ls/click?upn=app-android" style="color:#0b4f8a;"><img src="https://cdn.tulayremit.ae/mail/googleplay.png" alt="Get it on Google Play" width="96" style="border:0;vertical-align:middle;"></a></p>
<p style="margin:0 0 8px;">Tulay Remit FZ-LLC is licensed by the Central Bank of the UAE. Office 1402, Al Fattan Tower, Dubai, UAE. Call 600 52 8852 (Sun–Sat, 8 AM–10 PM).</p>
<p style="margin:0;"><a href="https://www.tulayremit.ae/help" style="color:#6b7785;">Help centre</a> · <a href="https://www.tulayremit.ae/privacy" style="color:#6b7785;">Privacy</a> · <a href="https://www.tulayremit.ae/terms" style="color:#6b7785;">Terms</a> · © 2025 Tulay Remit</p>
</td></tr>
</table></td></tr></table>
</body></html>`;
}

const tulay: Mail[] = [
  {
    family: "tulay-remit",
    group: "consumer",
    lang: "en",
    kind: "transfer-otp",
    code: "583016",
    link: null,
    from: "Tulay Remit <no-reply@tulayremit.ae>",
    to: "Ramon Dizon <ramon.dizon@inbox.example>",
    subject: "583016 is your Tulay Remit transfer OTP",
    date: dt(2025, 9, 3, "21:47:09"),
    text: `Hi Ramon,

You're sending AED 1,200.00 (PHP 18,420.50) to MARIA L. SANTOS, GCash 0917 *** 4471.

Your one-time password is: 583016

Enter it in the app to approve this transfer. It expires in 5 minutes.
Tulay Remit will never call or message you to ask for this OTP. Don't share it with anyone, even if they say they are from Tulay.

Fee: AED 8.00 | Rate: 1 AED = 15.3504 PHP

Didn't start this transfer? Call us right away on 600 52 8852.

Tulay Remit FZ-LLC, Office 1402, Al Fattan Tower, Dubai, UAE
Help: https://www.tulayremit.ae/help
`,
    html: tulay_page(
      "Your OTP to send AED 1,200.00 to MARIA L. SANTOS",
      `<p style="margin:0 0 14px;">Hi Ramon,</p>
<p style="margin:0 0 14px;">You're sending <strong>AED 1,200.00</strong> (PHP 18,420.50) to <strong>MARIA L. SANTOS</strong>, GCash 0917 *** 4471.</p>
<p style="margin:0 0 6px;">Your one-time password is:</p>
<table role="presentation" cellpadding="0" cellspacing="0" border="0" style="margin:0 0 16px;"><tr>
<td style="background:#e8f1fa;border:1px solid #b9d3ec;border-radius:6px;padding:12px 22px;font-size:30px;font-weight:700;letter-spacing:8px;color:#0b4f8a;font-family:'Courier New',monospace;">583016</td>
</tr></table>
<p style="margin:0 0 14px;">Enter it in the app to approve this transfer. It expires in 5 minutes.</p>
<p style="margin:0 0 14px;color:#b3261e;font-size:13px;">Tulay Remit will never call or message you to ask for this OTP. Don't share it with anyone, even if they say they are from Tulay.</p>
<table role="presentation" cellpadding="0" cellspacing="0" border="0" style="font-size:13px;color:#4a5663;margin:0 0 14px;">
<tr><td style="padding:2px 16px 2px 0;">Fee</td><td>AED 8.00</td></tr>
<tr><td style="padding:2px 16px 2px 0;">Rate</td><td>1 AED = 15.3504 PHP</td></tr>
</table>
<p style="margin:0;font-size:13px;">Didn't start this transfer? Call us right away on <a href="tel:600528852" style="color:#0b4f8a;">600 52 8852</a>.</p>`,
    ),
    enc: "qp",
  },
  {
    family: "tulay-remit",
    group: "consumer",
    lang: "tl",
    kind: "transfer-receipt",
    code: null,
    link: null,
    from: "Tulay Remit <resibo@tulayremit.ae>",
    to: "Ramon Dizon <ramon.dizon@inbox.example>",
    subject: "Naipadala na! PHP 18,420.50 para kay MARIA L. SANTOS",
    date: dt(2025, 9, 3, "21:49:40"),
    text: `Kumusta Ramon,

Natanggap na ni MARIA L. SANTOS ang iyong padala.

Reference no.: TLR-25090-338174
Halagang ipinadala: AED 1,200.00
Bayad sa serbisyo: AED 8.00
Kabuuang binayaran: AED 1,208.00
Natanggap: PHP 18,420.50 sa GCash 0917 *** 4471
Petsa: 3 Setyembre 2025, 9:49 PM (oras sa Dubai)

Salamat sa pagtitiwala sa Tulay Remit. Sa susunod mong padala, makukuha mo ang parehong palitan kung magpapadala ka bago mag-12:00 ng tanghali.

Tingnan ang kasaysayan ng iyong padala sa app: https://click.tulayremit.ae/ls/click?upn=history-338174

May tanong? Tumawag sa 600 52 8852 o sumulat sa tulong@tulayremit.ae.

Tulay Remit FZ-LLC, Office 1402, Al Fattan Tower, Dubai, UAE
`,
    html: tulay_page(
      "Natanggap na ni MARIA L. SANTOS ang iyong padala.",
      `<p style="margin:0 0 14px;">Kumusta Ramon,</p>
<p style="margin:0 0 18px;font-size:20px;font-weight:700;color:#137a3f;">&#10003; Natanggap na ni MARIA L. SANTOS ang iyong padala.</p>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="font-size:14px;border-top:1px solid #e1e6ec;">
<tr><td style="padding:8px 0;color:#6b7785;">Reference no.</td><td align="right" style="padding:8px 0;">TLR-25090-338174</td></tr>
<tr><td style="padding:8px 0;color:#6b7785;">Halagang ipinadala</td><td align="right">AED 1,200.00</td></tr>
<tr><td style="padding:8px 0;color:#6b7785;">Bayad sa serbisyo</td><td align="right">AED 8.00</td></tr>
<tr><td style="padding:8px 0;color:#6b7785;border-bottom:1px solid #e1e6ec;">Kabuuang binayaran</td><td align="right" style="border-bottom:1px solid #e1e6ec;"><strong>AED 1,208.00</strong></td></tr>
<tr><td style="padding:8px 0;color:#6b7785;">Natanggap</td><td align="right">PHP 18,420.50<br><span style="font-size:12px;color:#6b7785;">GCash 0917 *** 4471</span></td></tr>
<tr><td style="padding:8px 0;color:#6b7785;">Petsa</td><td align="right">3 Setyembre 2025, 9:49 PM</td></tr>
</table>
<p style="margin:18px 0 14px;">Salamat sa pagtitiwala sa Tulay Remit. Sa susunod mong padala, makukuha mo ang parehong palitan kung magpapadala ka bago mag-12:00 ng tanghali.</p>
<p style="margin:0 0 14px;"><a href="https://click.tulayremit.ae/ls/click?upn=history-338174" style="color:#0b4f8a;">Tingnan ang kasaysayan ng padala</a></p>
<p style="margin:0;font-size:13px;">May tanong? Tumawag sa 600 52 8852 o sumulat sa <a href="mailto:tulong@tulayremit.ae" style="color:#0b4f8a;">tulong@tulayremit.ae</a>.</p>`,
    ),
    enc: "b64",
  },
  {
    family: "tulay-remit",
    group: "consumer",
    lang: "en",
    kind: "beneficiary-confirm-link",
    code: null,
    link: "https://click.tulayremit.ae/ls/click?upn=rcpt-verify&t=eyJyIjoiOTkxMjA0IiwidSI6IjQ0MTgyIn0&s=7Kq2",
    from: "Tulay Remit <security@tulayremit.ae>",
    to: "Ramon Dizon <ramon.dizon@inbox.example>",
    subject: "Confirm your new recipient: JOSEFINA R. DIZON",
    date: dt(2025, 10, 11, "13:05:52"),
    text: `Hi Ramon,

You added a new recipient to your Tulay Remit account:

  Name: JOSEFINA R. DIZON
  Bank: Landbank of the Philippines, account ending 6620
  Relationship: Mother

For your security, new recipients need to be confirmed from your e-mail before you can send money to them. Confirm this recipient here:

https://click.tulayremit.ae/ls/click?upn=rcpt-verify&t=eyJyIjoiOTkxMjA0IiwidSI6IjQ0MTgyIn0&s=7Kq2

The link works for 24 hours. Until then, the recipient stays "Pending".

If you didn't add this recipient, don't open the link. Remove it in the app under Recipients and call us on 600 52 8852.

Tulay Remit FZ-LLC, Office 1402, Al Fattan Tower, Dubai, UAE
`,
    html: tulay_page(
      "One more step before you can send to JOSEFINA R. DIZON.",
      `<p style="margin:0 0 14px;">Hi Ramon,</p>
<p style="margin:0 0 14px;">You added a new recipient to your Tulay Remit account:</p>
<table role="presentation" cellpadding="0" cellspacing="0" border="0" style="background:#f6f8fb;border-radius:6px;font-size:14px;margin:0 0 16px;width:100%;">
<tr><td style="padding:12px 16px;line-height:22px;"><strong>JOSEFINA R. DIZON</strong><br>Landbank of the Philippines · account ending 6620<br>Relationship: Mother</td></tr>
</table>
<p style="margin:0 0 18px;">For your security, new recipients need to be confirmed from your e-mail before you can send money to them.</p>
<table role="presentation" cellpadding="0" cellspacing="0" border="0" style="margin:0 0 18px;"><tr>
<td align="center" bgcolor="#0b4f8a" style="border-radius:6px;"><a href="https://click.tulayremit.ae/ls/click?upn=rcpt-verify&amp;t=eyJyIjoiOTkxMjA0IiwidSI6IjQ0MTgyIn0&amp;s=7Kq2" style="display:inline-block;padding:13px 30px;color:#ffffff;font-weight:700;text-decoration:none;">Confirm recipient</a></td>
</tr></table>
<p style="margin:0 0 14px;font-size:13px;color:#4a5663;">The link works for 24 hours. Until then, the recipient stays "Pending".</p>
<p style="margin:0;font-size:13px;color:#4a5663;">If you didn't add this recipient, don't open the link. Remove it in the app under Recipients and call us on 600 52 8852.</p>`,
    ),
  },
];

// ---------------------------------------------------------------- Falaj Exchange (exchange house)

function pdf(title: string, lines: string[]): string {
  const stream = `BT /F1 11 Tf 50 780 Td (${title}) Tj ` + lines.map((l) => `0 -16 Td (${l}) Tj`).join(" ") + " ET";
  return `%PDF-1.4
1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj
2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj
3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >> endobj
4 0 obj << /Length ${stream.length} >> stream
${stream}
endstream endobj
5 0 obj << /Type /Font /Subtype /Type1 /BaseFont /Helvetica >> endobj
trailer << /Root 1 0 R >>
%%EOF
`;
}

const falaj_foot =
  `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="font-size:11px;color:#7d7d7d;">
<tr><td style="padding:16px 24px;border-top:3px solid #c9a227;">
Falaj Exchange LLC · Licensed by the Central Bank of the UAE · Head Office: Al Ghurair Centre, Deira, Dubai · P.O. Box 18220<br>
Toll free 800 325 24 · <a href="https://www.falajexchange.com/branches" style="color:#7d7d7d;">Find a branch</a> · <a href="https://www.falajexchange.com/privacy-notice" style="color:#7d7d7d;">Privacy notice</a> · <a href="https://news.falajexchange.com/u/unsub?e=ZmFsYWo&amp;l=rates" style="color:#7d7d7d;">Unsubscribe from rate alerts</a>
</td></tr></table>`;

const falaj: Mail[] = [
  {
    family: "falaj-exchange",
    group: "regional",
    lang: "en",
    kind: "rate-alert",
    code: null,
    link: null,
    from: "Falaj Exchange <rates@news.falajexchange.com>",
    to: "Ramon Dizon <ramon.dizon@inbox.example>",
    subject: "Rate alert: AED to PHP reached 15.42 today",
    date: dt(2025, 9, 16, "09:02:14"),
    text: `RATE ALERT - FALAJ EXCHANGE

Good news, the rate you are watching has been reached.

AED 1 = PHP 15.42 (your target: 15.40)
AED 1 = NPR 38.11
AED 1 = INR 23.96

Rates valid today, 16 September 2025, until 6:00 PM or while stocks last at branches. Online transfers through the Falaj app use the same rate.

Send now in the app: https://news.falajexchange.com/c/rt?l=app-open&e=ZmFsYWo
Find a branch: https://www.falajexchange.com/branches

Falaj Exchange LLC, Al Ghurair Centre, Deira, Dubai. Toll free 800 325 24.
Unsubscribe from rate alerts: https://news.falajexchange.com/u/unsub?e=ZmFsYWo&l=rates
`,
    html: `<html><body style="margin:0;background:#f4f1ea;font-family:Arial,sans-serif;">
<span style="display:none!important;">AED 1 = PHP 15.42 — your target rate is here.</span>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f4f1ea;"><tr><td align="center">
<table role="presentation" width="580" cellpadding="0" cellspacing="0" style="background:#ffffff;margin:20px 0;">
<tr><td style="padding:20px 24px;"><img src="https://news.falajexchange.com/img/falaj-logo.png" alt="Falaj Exchange" width="140"></td></tr>
<tr><td style="padding:0 24px 10px;font-size:22px;font-weight:bold;color:#5a4300;">Rate alert</td></tr>
<tr><td style="padding:0 24px 16px;font-size:14px;color:#333;">Good news, the rate you are watching has been reached.</td></tr>
<tr><td style="padding:0 24px;">
<table role="presentation" width="100%" cellpadding="8" cellspacing="0" style="font-size:15px;border:1px solid #eadfbf;">
<tr style="background:#fbf6e6;"><td><img src="https://news.falajexchange.com/img/flag-ph.png" width="18" alt="PH"> AED 1 = <b>PHP 15.42</b></td><td align="right" style="color:#137a3f;">your target: 15.40</td></tr>
<tr><td><img src="https://news.falajexchange.com/img/flag-np.png" width="18" alt="NP"> AED 1 = NPR 38.11</td><td></td></tr>
<tr><td><img src="https://news.falajexchange.com/img/flag-in.png" width="18" alt="IN"> AED 1 = INR 23.96</td><td></td></tr>
</table></td></tr>
<tr><td style="padding:14px 24px;font-size:12px;color:#666;">Rates valid today, 16 September 2025, until 6:00 PM or while stocks last at branches. Online transfers through the Falaj app use the same rate.</td></tr>
<tr><td style="padding:0 24px 22px;"><a href="https://news.falajexchange.com/c/rt?l=app-open&amp;e=ZmFsYWo" style="background:#c9a227;color:#fff;padding:11px 22px;text-decoration:none;font-weight:bold;border-radius:4px;display:inline-block;">Send now in the app</a></td></tr>
<tr><td>${falaj_foot}</td></tr>
</table></td></tr></table></body></html>`,
    enc: "qp",
  },
  {
    family: "falaj-exchange",
    group: "regional",
    lang: "en",
    kind: "transfer-receipt",
    code: null,
    link: null,
    from: "Falaj Exchange <ereceipt@falajexchange.com>",
    to: "Ramon Dizon <ramon.dizon@inbox.example>",
    subject: "Your Falaj Exchange receipt FX-DXB-0917-552803",
    date: dt(2025, 9, 17, "19:31:50"),
    text: `Dear RAMON P DIZON,

Thank you for transacting with Falaj Exchange, Al Barsha branch.

Transaction no.: FX-DXB-0917-552803
Type: Bank transfer (PHP)
Beneficiary: JOSEFINA R. DIZON, BPI account ****2281
Amount paid: AED 2,010.00 (incl. charges AED 15.00 and VAT AED 0.75)
Amount to beneficiary: PHP 30,763.00
Rate: 15.4200
Expected credit: within 1 working day

Your e-receipt is attached as a PDF. Keep it for your records; you may need the transaction number if the beneficiary's bank asks.

Track this transfer at https://www.falajexchange.com/track

Falaj Exchange LLC, Al Ghurair Centre, Deira, Dubai. Toll free 800 325 24.
`,
    html: `<html><body style="font-family:Arial,sans-serif;font-size:14px;color:#222;">
<p><img src="https://news.falajexchange.com/img/falaj-logo.png" alt="Falaj Exchange" width="120"></p>
<p>Dear RAMON P DIZON,</p>
<p>Thank you for transacting with Falaj Exchange, Al Barsha branch.</p>
<table cellpadding="5" cellspacing="0" border="1" style="border-collapse:collapse;border-color:#ddd;font-size:13px;">
<tr><td>Transaction no.</td><td><b>FX-DXB-0917-552803</b></td></tr>
<tr><td>Type</td><td>Bank transfer (PHP)</td></tr>
<tr><td>Beneficiary</td><td>JOSEFINA R. DIZON, BPI account ****2281</td></tr>
<tr><td>Amount paid</td><td>AED 2,010.00 (incl. charges AED 15.00 and VAT AED 0.75)</td></tr>
<tr><td>Amount to beneficiary</td><td>PHP 30,763.00</td></tr>
<tr><td>Rate</td><td>15.4200</td></tr>
<tr><td>Expected credit</td><td>within 1 working day</td></tr>
</table>
<p>Your e-receipt is attached as a PDF. Keep it for your records; you may need the transaction number if the beneficiary's bank asks.</p>
<p><a href="https://www.falajexchange.com/track">Track this transfer</a></p>
${falaj_foot}
</body></html>`,
    attachment: [
      "FX-DXB-0917-552803.pdf",
      "application/pdf",
      pdf("Falaj Exchange LLC - Customer Receipt", [
        "Transaction FX-DXB-0917-552803  17/09/2025 19:30",
        "Remitter RAMON P DIZON  EID 784-1990-*******-3",
        "Beneficiary JOSEFINA R. DIZON  BPI ****2281",
        "AED 2,010.00  Rate 15.4200  PHP 30,763.00",
      ]),
    ],
  },
  {
    family: "falaj-exchange",
    group: "regional",
    lang: "ar",
    kind: "login-code",
    code: "7304",
    link: null,
    from: "فلج للصرافة <otp@falajexchange.com>",
    to: "Ramon Dizon <ramon.dizon@inbox.example>",
    subject: "رمز الدخول إلى تطبيق فلج للصرافة",
    date: dt(2025, 10, 2, "07:58:31"),
    text: `عزيزي العميل،

رمز التحقق لتسجيل الدخول إلى تطبيق فلج للصرافة هو: 7304

الرمز صالح لمدة 3 دقائق فقط. لا تشارك هذا الرمز مع أي شخص، فموظفو فلج لن يطلبوه منك أبداً.

إذا لم تحاول تسجيل الدخول، يرجى الاتصال بنا فوراً على الرقم المجاني 800 325 24.

فلج للصرافة ذ.م.م - مرخصة من مصرف الإمارات العربية المتحدة المركزي
`,
    html: `<html dir="rtl" lang="ar"><body style="margin:0;background:#f4f1ea;font-family:Tahoma,Arial,sans-serif;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:20px 8px;">
<table role="presentation" width="520" cellpadding="0" cellspacing="0" style="background:#fff;text-align:right;">
<tr><td style="padding:18px 24px;border-bottom:3px solid #c9a227;"><img src="https://news.falajexchange.com/img/falaj-logo-ar.png" alt="فلج للصرافة" width="130"></td></tr>
<tr><td style="padding:22px 24px 6px;font-size:15px;color:#222;">عزيزي العميل،</td></tr>
<tr><td style="padding:6px 24px;font-size:15px;color:#222;">رمز التحقق لتسجيل الدخول إلى تطبيق فلج للصرافة هو:</td></tr>
<tr><td align="center" style="padding:14px 24px;"><span style="display:inline-block;direction:ltr;font-size:34px;font-weight:bold;letter-spacing:10px;color:#5a4300;background:#fbf6e6;padding:10px 24px;">7304</span></td></tr>
<tr><td style="padding:6px 24px;font-size:13px;color:#555;">الرمز صالح لمدة 3 دقائق فقط. لا تشارك هذا الرمز مع أي شخص، فموظفو فلج لن يطلبوه منك أبداً.</td></tr>
<tr><td style="padding:6px 24px 20px;font-size:13px;color:#555;">إذا لم تحاول تسجيل الدخول، يرجى الاتصال بنا فوراً على الرقم المجاني <span dir="ltr">800 325 24</span>.</td></tr>
<tr><td style="padding:14px 24px;background:#faf8f2;font-size:11px;color:#888;">فلج للصرافة ذ.م.م - مرخصة من مصرف الإمارات العربية المتحدة المركزي · <a href="https://www.falajexchange.com/ar/privacy-notice" style="color:#888;">إشعار الخصوصية</a></td></tr>
</table></td></tr></table></body></html>`,
    enc: "b64",
  },
];

// ---------------------------------------------------------------- Rawateb payroll card

const rawateb: Mail[] = [
  {
    family: "rawateb-card",
    group: "regional",
    lang: "en",
    kind: "salary-credited",
    code: null,
    link: null,
    from: "Rawateb Card <alerts@rawatebcard.ae>",
    to: "Ramon Dizon <ramon.dizon@inbox.example>",
    subject: "Salary credited to your Rawateb card",
    date: dt(2025, 9, 28, "06:12:03"),
    text: `Dear Cardholder,

Your salary for September 2025 has been credited.

Card: Rawateb Prepaid Payroll •••• 7719
Employer: QASR AL MURJAN HOTELS LLC
Amount credited: AED 2,350.00
Available balance: AED 2,412.75
Date: 28-09-2025 06:11

Withdraw free of charge at any Rawateb partner ATM (first 2 withdrawals each month). Other ATMs charge AED 2.10.

To report a lost card call 04 811 9090, 24/7.

This is an automated message, please do not reply.
Rawateb Payment Services LLC, Block B, Dubai Investments Park, Dubai
`,
    html: `<html><body style="margin:0;padding:0;font-family:Verdana,Arial,sans-serif;background:#ffffff;">
<table width="100%" cellpadding="0" cellspacing="0" border="0"><tr><td align="center">
<table width="560" cellpadding="0" cellspacing="0" border="0" style="border:1px solid #d8d8d8;">
<tr><td bgcolor="#1b7f6b" style="padding:14px 20px;color:#fff;font-size:18px;font-weight:bold;"><img src="https://www.rawatebcard.ae/email/logo.gif" alt="RAWATEB" height="28" style="vertical-align:middle;"> Salary credited</td></tr>
<tr><td style="padding:20px;font-size:13px;color:#333;line-height:20px;">
Dear Cardholder,<br><br>Your salary for <b>September 2025</b> has been credited.<br><br>
<table cellpadding="4" cellspacing="0" border="0" style="font-size:13px;">
<tr><td width="150" style="color:#777;">Card</td><td>Rawateb Prepaid Payroll •••• 7719</td></tr>
<tr><td style="color:#777;">Employer</td><td>QASR AL MURJAN HOTELS LLC</td></tr>
<tr><td style="color:#777;">Amount credited</td><td style="font-size:16px;font-weight:bold;color:#1b7f6b;">AED 2,350.00</td></tr>
<tr><td style="color:#777;">Available balance</td><td>AED 2,412.75</td></tr>
<tr><td style="color:#777;">Date</td><td>28-09-2025 06:11</td></tr>
</table><br>
Withdraw free of charge at any Rawateb partner ATM (first 2 withdrawals each month). Other ATMs charge AED 2.10.<br><br>
To report a lost card call <b>04 811 9090</b>, 24/7.
</td></tr>
<tr><td bgcolor="#f2f2f2" style="padding:12px 20px;font-size:10px;color:#888;">This is an automated message, please do not reply.<br>Rawateb Payment Services LLC, Block B, Dubai Investments Park, Dubai · <a href="https://www.rawatebcard.ae/atm-locator" style="color:#888;">ATM locator</a> · <a href="https://www.rawatebcard.ae/terms" style="color:#888;">Terms</a></td></tr>
</table></td></tr></table></body></html>`,
  },
  {
    family: "rawateb-card",
    group: "regional",
    lang: "en",
    kind: "login-code",
    code: "9061427",
    link: null,
    from: "Rawateb Card <otp@rawatebcard.ae>",
    to: "Ramon Dizon <ramon.dizon@inbox.example>",
    subject: "Rawateb online access",
    date: dt(2025, 10, 14, "22:40:17"),
    text: `Dear Cardholder,

Use 9061427 as your One Time Password to log in to Rawateb Online for card ending 7719.

OTP valid for 10 minutes. Never share it with anyone. Rawateb staff will never ask for your OTP, card PIN or CVV.

Rawateb Payment Services LLC
`,
    html: null,
  },
];

// ---------------------------------------------------------------- Murjan People (the hotel group's HR portal)

function murjan_page(title: string, body: string): string {
  return `<!doctype html>
<html><head><meta charset="utf-8"><style>
.btn a{background:#7a1f3d;color:#fff!important;text-decoration:none;padding:12px 26px;border-radius:3px;display:inline-block;font-weight:600}
@media (max-width:600px){.wrap{width:100%!important}}
</style></head>
<body style="margin:0;background:#f5f2ef;font-family:'Segoe UI',Roboto,Arial,sans-serif;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f5f2ef;"><tr><td align="center" style="padding:30px 12px;">
<table role="presentation" class="wrap" width="560" cellpadding="0" cellspacing="0" style="background:#fff;border-top:4px solid #7a1f3d;">
<tr><td style="padding:22px 30px 6px;"><img src="https://people.qasralmurjan.com/static/brand/murjan-people.png" alt="Qasr Al Murjan Hotels &amp; Resorts | Murjan People" width="210"></td></tr>
<tr><td style="padding:10px 30px 0;font-size:20px;color:#7a1f3d;font-weight:600;">${title}</td></tr>
<tr><td style="padding:14px 30px 26px;font-size:14px;line-height:21px;color:#333;">${body}</td></tr>
<tr><td style="padding:16px 30px;background:#faf8f6;font-size:11px;line-height:16px;color:#8a8a8a;">
People &amp; Culture, Qasr Al Murjan Hotels &amp; Resorts, Corniche Road West, Abu Dhabi, UAE<br>
HR Shared Services: +971 2 699 4100 (ext. 4) · <a href="https://people.qasralmurjan.com/help" style="color:#8a8a8a;">Portal help</a><br>
This message was sent to you as an employee of the group. Please do not forward it.
</td></tr></table></td></tr></table></body></html>`;
}

const murjan: Mail[] = [
  {
    family: "murjan-people",
    group: "regional",
    lang: "en",
    kind: "invite-link",
    code: null,
    link: "https://people.qasralmurjan.com/account/activate?emp=QM-20418&token=b81c0e5fa93d4a2e8d7713c6f0a9e244",
    from: "Murjan People <no-reply@people.qasralmurjan.com>",
    to: "Ramon Dizon <ramon.dizon@inbox.example>",
    subject: "Welcome to Murjan People - activate your employee account",
    date: dt(2025, 9, 8, "10:21:45", "+0400"),
    text: `Dear Ramon Dizon,

Welcome to the Qasr Al Murjan family! Your HR self-service account on Murjan People has been created by the People & Culture team.

Employee ID: QM-20418
Department: Food & Beverage - Al Bahr Restaurant
Position: Commis Waiter
Reporting to: Ms. Layla Haddad

Activate your account and choose your password:
https://people.qasralmurjan.com/account/activate?emp=QM-20418&token=b81c0e5fa93d4a2e8d7713c6f0a9e244

This invitation expires on 15 September 2025. After activation you can view your roster, payslips, leave balance and request letters (salary certificate, NOC).

If the link has expired, ask your department coordinator or call HR Shared Services on +971 2 699 4100 (ext. 4).

People & Culture
Qasr Al Murjan Hotels & Resorts
`,
    html: murjan_page(
      "Welcome to Murjan People",
      `<p style="margin:0 0 12px;">Dear Ramon Dizon,</p>
<p style="margin:0 0 12px;">Welcome to the Qasr Al Murjan family! Your HR self-service account on Murjan People has been created by the People &amp; Culture team.</p>
<table role="presentation" cellpadding="3" cellspacing="0" style="font-size:13px;margin:0 0 16px;color:#555;">
<tr><td width="110">Employee ID</td><td><b>QM-20418</b></td></tr>
<tr><td>Department</td><td>Food &amp; Beverage - Al Bahr Restaurant</td></tr>
<tr><td>Position</td><td>Commis Waiter</td></tr>
<tr><td>Reporting to</td><td>Ms. Layla Haddad</td></tr>
</table>
<p class="btn" style="margin:0 0 16px;"><a href="https://people.qasralmurjan.com/account/activate?emp=QM-20418&amp;token=b81c0e5fa93d4a2e8d7713c6f0a9e244">Activate my account</a></p>
<p style="margin:0 0 12px;">This invitation expires on <b>15 September 2025</b>. After activation you can view your roster, payslips, leave balance and request letters (salary certificate, NOC).</p>
<p style="margin:0;color:#777;font-size:12px;">If the link has expired, ask your department coordinator or call HR Shared Services on +971 2 699 4100 (ext. 4).</p>`,
    ),
  },
  {
    family: "murjan-people",
    group: "regional",
    lang: "en",
    kind: "payslip-ready",
    code: null,
    link: null,
    from: "Murjan People <no-reply@people.qasralmurjan.com>",
    to: "Ramon Dizon <ramon.dizon@inbox.example>",
    subject: "Your payslip for September 2025 is available",
    date: dt(2025, 9, 27, "16:00:02"),
    text: `Dear Ramon,

Your payslip for the period 01/09/2025 - 30/09/2025 is now available in Murjan People under My Pay > Payslips.

Net pay: AED 2,350.00
Payment method: WPS - Rawateb card
Payment date: 28/09/2025

Service charge for September will be paid with the October payroll.

For payroll questions, raise a ticket under Help > Payroll or visit the HR office (Level B1, staff entrance) Sunday to Thursday, 9:00-13:00.

Open Murjan People: https://people.qasralmurjan.com/my/pay

People & Culture
Qasr Al Murjan Hotels & Resorts
`,
    html: murjan_page(
      "Your September payslip is ready",
      `<p style="margin:0 0 12px;">Dear Ramon,</p>
<p style="margin:0 0 12px;">Your payslip for the period 01/09/2025 - 30/09/2025 is now available in Murjan People under <b>My Pay &gt; Payslips</b>.</p>
<table role="presentation" cellpadding="6" cellspacing="0" width="100%" style="font-size:13px;border:1px solid #eee;margin:0 0 14px;">
<tr><td style="color:#777;">Net pay</td><td align="right"><b>AED 2,350.00</b></td></tr>
<tr><td style="color:#777;">Payment method</td><td align="right">WPS - Rawateb card</td></tr>
<tr><td style="color:#777;">Payment date</td><td align="right">28/09/2025</td></tr>
</table>
<p style="margin:0 0 12px;">Service charge for September will be paid with the October payroll.</p>
<p style="margin:0 0 16px;">For payroll questions, raise a ticket under Help &gt; Payroll or visit the HR office (Level B1, staff entrance) Sunday to Thursday, 9:00-13:00.</p>
<p class="btn" style="margin:0;"><a href="https://people.qasralmurjan.com/my/pay">Open Murjan People</a></p>`,
    ),
    enc: "qp",
  },
  {
    family: "murjan-people",
    group: "regional",
    lang: "en",
    kind: "reset-link",
    code: null,
    link: "https://people.qasralmurjan.com/account/reset-password/QM-20418/cq7x1d-4f0b9e2a71c35d68b1f2",
    from: "Murjan People <no-reply@people.qasralmurjan.com>",
    to: "Ramon Dizon <ramon.dizon@inbox.example>",
    subject: "Password reset request for Murjan People",
    date: dt(2025, 10, 22, "23:58:36"),
    text: `Dear Ramon,

We received a request to reset the password of your Murjan People account (Employee ID QM-20418).

Reset your password here:
https://people.qasralmurjan.com/account/reset-password/QM-20418/cq7x1d-4f0b9e2a71c35d68b1f2

The link can be used once and expires in 60 minutes. Your new password must have at least 10 characters and cannot repeat your last 5 passwords.

If you did not ask for this, you can ignore this e-mail; your password stays the same. If you keep getting these messages, inform IT Service Desk on extension 7777.

People & Culture
Qasr Al Murjan Hotels & Resorts
`,
    html: murjan_page(
      "Reset your password",
      `<p style="margin:0 0 12px;">Dear Ramon,</p>
<p style="margin:0 0 16px;">We received a request to reset the password of your Murjan People account (Employee ID QM-20418).</p>
<p class="btn" style="margin:0 0 16px;"><a href="https://people.qasralmurjan.com/account/reset-password/QM-20418/cq7x1d-4f0b9e2a71c35d68b1f2">Reset password</a></p>
<p style="margin:0 0 12px;font-size:13px;">The link can be used once and expires in 60 minutes. Your new password must have at least 10 characters and cannot repeat your last 5 passwords.</p>
<p style="margin:0;font-size:12px;color:#777;">If you did not ask for this, you can ignore this e-mail; your password stays the same. If you keep getting these messages, inform IT Service Desk on extension 7777.</p>`,
    ),
  },
];

// ---------------------------------------------------------------- Daleel Iqama (residence e-services)

const daleel_head =
  `<tr><td style="background:#00543c;padding:16px 24px;"><table width="100%" cellpadding="0" cellspacing="0"><tr>
<td><img src="https://eservices.daleeliqama.ae/assets/mail/emblem.png" alt="شعار" width="44"></td>
<td align="left" style="color:#fff;font-size:13px;">Daleel Iqama · دليل الإقامة</td></tr></table></td></tr>`;
const daleel_foot =
  `<tr><td style="background:#eef4f1;padding:14px 24px;font-size:11px;color:#5b6b63;">مركز الاتصال 800 4782 · <a href="https://eservices.daleeliqama.ae/ar/faq" style="color:#00543c;">الأسئلة الشائعة</a> · <a href="https://eservices.daleeliqama.ae/ar/privacy" style="color:#00543c;">سياسة الخصوصية</a><br>هذه رسالة آلية، يرجى عدم الرد عليها.</td></tr>`;

const daleel: Mail[] = [
  {
    family: "daleel-iqama",
    group: "regional",
    lang: "ar",
    kind: "login-code",
    code: "482915",
    link: null,
    from: "دليل الإقامة <noreply@daleeliqama.ae>",
    to: "Ramon Dizon <ramon.dizon@inbox.example>",
    subject: "رمز التحقق لمرة واحدة",
    date: dt(2025, 9, 21, "11:03:27"),
    text: `السيد/ RAMON PASCUAL DIZON

رمز التحقق الخاص بك لتسجيل الدخول إلى بوابة دليل الإقامة هو:

482915

صلاحية الرمز 5 دقائق. لا تشارك الرمز مع أي جهة.

رقم الهوية: 784-1990-*******-3

مركز الاتصال 800 4782
`,
    html:
      `<html dir="rtl" lang="ar"><body style="margin:0;background:#f3f3f3;font-family:'Dubai','Segoe UI',Tahoma,sans-serif;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:20px 10px;">
<table role="presentation" width="560" cellpadding="0" cellspacing="0" style="background:#fff;text-align:right;">
${daleel_head}
<tr><td style="padding:24px;font-size:15px;color:#222;line-height:24px;">السيد/ RAMON PASCUAL DIZON<br><br>رمز التحقق الخاص بك لتسجيل الدخول إلى بوابة دليل الإقامة هو:</td></tr>
<tr><td align="center" style="padding:0 24px 18px;"><table cellpadding="0" cellspacing="6" dir="ltr"><tr>
<td style="border:1px solid #00543c;width:40px;height:48px;text-align:center;font-size:26px;font-weight:bold;color:#00543c;">4</td>
<td style="border:1px solid #00543c;width:40px;height:48px;text-align:center;font-size:26px;font-weight:bold;color:#00543c;">8</td>
<td style="border:1px solid #00543c;width:40px;height:48px;text-align:center;font-size:26px;font-weight:bold;color:#00543c;">2</td>
<td style="border:1px solid #00543c;width:40px;height:48px;text-align:center;font-size:26px;font-weight:bold;color:#00543c;">9</td>
<td style="border:1px solid #00543c;width:40px;height:48px;text-align:center;font-size:26px;font-weight:bold;color:#00543c;">1</td>
<td style="border:1px solid #00543c;width:40px;height:48px;text-align:center;font-size:26px;font-weight:bold;color:#00543c;">5</td>
</tr></table></td></tr>
<tr><td style="padding:0 24px 20px;font-size:13px;color:#555;">صلاحية الرمز 5 دقائق. لا تشارك الرمز مع أي جهة.<br>رقم الهوية: <span dir="ltr">784-1990-*******-3</span></td></tr>
${daleel_foot}
</table></td></tr></table></body></html>`,
    enc: "b64",
  },
  {
    family: "daleel-iqama",
    group: "regional",
    lang: "ar",
    kind: "application-status",
    code: null,
    link: null,
    from: "دليل الإقامة <noreply@daleeliqama.ae>",
    to: "Ramon Dizon <ramon.dizon@inbox.example>",
    subject: "تمت الموافقة على طلب تجديد الإقامة رقم 2025/918346",
    date: dt(2025, 10, 6, "14:27:09"),
    text: `السيد/ RAMON PASCUAL DIZON

نود إعلامكم بأنه تمت الموافقة على طلب تجديد الإقامة.

رقم الطلب: 2025/918346
نوع الطلب: تجديد إقامة - عامل
جهة العمل: QASR AL MURJAN HOTELS LLC
تاريخ انتهاء الإقامة الجديد: 05/10/2027
الرسوم المدفوعة: 1,150.00 درهم

سيتم إرسال بطاقة الهوية الجديدة إلى العنوان المسجل عبر شركة التوصيل خلال 5 أيام عمل. يمكنك متابعة حالة الطلب من خلال التطبيق أو البوابة:
https://eservices.daleeliqama.ae/ar/applications/2025-918346

مركز الاتصال 800 4782
`,
    html:
      `<html dir="rtl" lang="ar"><body style="margin:0;background:#f3f3f3;font-family:'Dubai','Segoe UI',Tahoma,sans-serif;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:20px 10px;">
<table role="presentation" width="560" cellpadding="0" cellspacing="0" style="background:#fff;text-align:right;">
${daleel_head}
<tr><td style="padding:24px 24px 8px;font-size:15px;color:#222;line-height:24px;">السيد/ RAMON PASCUAL DIZON<br><br><b style="color:#00543c;">نود إعلامكم بأنه تمت الموافقة على طلب تجديد الإقامة.</b></td></tr>
<tr><td style="padding:8px 24px;"><table width="100%" cellpadding="7" cellspacing="0" style="font-size:13px;border:1px solid #d9e5df;">
<tr><td style="background:#f6faf8;width:45%;">رقم الطلب</td><td dir="ltr" align="right">2025/918346</td></tr>
<tr><td style="background:#f6faf8;">نوع الطلب</td><td>تجديد إقامة - عامل</td></tr>
<tr><td style="background:#f6faf8;">جهة العمل</td><td dir="ltr" align="right">QASR AL MURJAN HOTELS LLC</td></tr>
<tr><td style="background:#f6faf8;">تاريخ انتهاء الإقامة الجديد</td><td dir="ltr" align="right">05/10/2027</td></tr>
<tr><td style="background:#f6faf8;">الرسوم المدفوعة</td><td>1,150.00 درهم</td></tr>
</table></td></tr>
<tr><td style="padding:14px 24px 22px;font-size:13px;color:#444;line-height:21px;">سيتم إرسال بطاقة الهوية الجديدة إلى العنوان المسجل عبر شركة التوصيل خلال 5 أيام عمل. يمكنك متابعة حالة الطلب من خلال التطبيق أو <a href="https://eservices.daleeliqama.ae/ar/applications/2025-918346" style="color:#00543c;">البوابة</a>.</td></tr>
${daleel_foot}
</table></td></tr></table></body></html>`,
  },
];

// ---------------------------------------------------------------- Wafi Takaful health cover

const wafi_foot =
  `<p style="font-size:11px;color:#8c96a0;line-height:16px;margin:18px 0 0;border-top:1px solid #e3e7eb;padding-top:12px;">
Wafi Takaful Health is a brand of Wafi Takaful Insurance PJSC, regulated by the Central Bank of the UAE. 19th Floor, Wafi Tower, Sheikh Zayed Road, Dubai. Customer care 800 9234 (24/7) · WhatsApp +971 56 900 9234<br>
<a href="https://www.wafitakaful.ae/network" style="color:#8c96a0;">Provider network</a> · <a href="https://www.wafitakaful.ae/privacy" style="color:#8c96a0;">Privacy</a> · <a href="https://www.wafitakaful.ae/complaints" style="color:#8c96a0;">Complaints</a></p>`;

const wafi: Mail[] = [
  {
    family: "wafi-takaful-health",
    group: "regional",
    lang: "en",
    kind: "card-issued",
    code: null,
    link: null,
    from: "Wafi Takaful Health <members@wafitakaful.ae>",
    to: "Ramon Dizon <ramon.dizon@inbox.example>",
    subject: "Your health insurance e-card - policy EBP-DXB-2025-044871",
    date: dt(2025, 9, 10, "12:15:33"),
    text: `Dear Mr. Ramon Pascual Dizon,

Welcome to Wafi Takaful Health. Your employer, Qasr Al Murjan Hotels LLC, has enrolled you in the Essential Benefits Plan.

Member ID: WTH-7718-30952-01
Policy no.: EBP-DXB-2025-044871
Network: Wafi Basic (clinics and hospitals in Dubai and the Northern Emirates)
Coverage: 10 September 2025 - 9 September 2026
Co-payment: 20% per outpatient visit, up to AED 500 per year

Your e-card is attached. Show it with your Emirates ID at the reception of any network clinic. You can also add it to the Wafi Takaful app.

For approvals and emergencies call 800 9234, 24 hours a day.

Wafi Takaful Insurance PJSC, 19th Floor, Wafi Tower, Sheikh Zayed Road, Dubai
`,
    html:
      `<html><body style="margin:0;background:#edf1f4;"><div style="max-width:580px;margin:0 auto;background:#fff;font-family:Arial,Helvetica,sans-serif;">
<div style="background:#2b6cb0;padding:18px 26px;"><img src="https://www.wafitakaful.ae/mail/wafi-health-white.png" alt="Wafi Takaful Health" height="30"></div>
<div style="padding:24px 26px;font-size:14px;line-height:21px;color:#27313b;">
<p style="margin:0 0 12px;">Dear Mr. Ramon Pascual Dizon,</p>
<p style="margin:0 0 14px;">Welcome to Wafi Takaful Health. Your employer, Qasr Al Murjan Hotels LLC, has enrolled you in the <b>Essential Benefits Plan</b>.</p>
<div style="border:1px solid #cfdbe6;border-radius:8px;padding:14px 16px;background:#f7fafc;font-size:13px;">
Member ID: <b>WTH-7718-30952-01</b><br>Policy no.: EBP-DXB-2025-044871<br>Network: Wafi Basic (clinics and hospitals in Dubai and the Northern Emirates)<br>Coverage: 10 September 2025 - 9 September 2026<br>Co-payment: 20% per outpatient visit, up to AED 500 per year</div>
<p style="margin:14px 0 12px;">Your e-card is attached. Show it with your Emirates ID at the reception of any network clinic. You can also add it to the Wafi Takaful app.</p>
<p style="margin:0;"><a href="https://apps.apple.com/ae/app/wafi-takaful/id1490022311"><img src="https://www.wafitakaful.ae/mail/badge-appstore.png" alt="App Store" height="36"></a> <a href="https://play.google.com/store/apps/details?id=ae.wafitakaful.members"><img src="https://www.wafitakaful.ae/mail/badge-googleplay.png" alt="Google Play" height="36"></a></p>
<p style="margin:14px 0 0;">For approvals and emergencies call <b>800 9234</b>, 24 hours a day.</p>
${wafi_foot}
</div></div></body></html>`,
    attachment: [
      "WTH-7718-30952-01_ecard.pdf",
      "application/pdf",
      pdf("WAFI TAKAFUL HEALTH - MEMBER CARD", [
        "RAMON PASCUAL DIZON",
        "Member ID WTH-7718-30952-01   Plan: Essential Benefits (EBP)",
        "Network: Wafi Basic   Valid 10/09/2025 - 09/09/2026",
        "Co-pay 20% OP | Approvals 800 9234",
      ]),
    ],
  },
  {
    family: "wafi-takaful-health",
    group: "regional",
    lang: "en",
    kind: "claim-settled",
    code: null,
    link: null,
    from: "Wafi Takaful Health <claims@wafitakaful.ae>",
    to: "Ramon Dizon <ramon.dizon@inbox.example>",
    subject: "Claim CLM-25-1180432 settled",
    date: dt(2025, 10, 19, "15:44:10"),
    text: `Dear Member,

Your reimbursement claim has been processed.

Claim no.: CLM-25-1180432
Member ID: WTH-7718-30952-01
Provider: Al Noor Family Pharmacy, Al Qusais
Treatment date: 07/10/2025
Amount claimed: AED 186.50
Amount approved: AED 149.20 (20% co-payment deducted)
Paid to: IBAN AE** **** **** **** **** 4410 on 19/10/2025

You can see the breakdown in the Wafi Takaful app under Claims.

Customer care 800 9234
Wafi Takaful Insurance PJSC, Dubai
`,
    html:
      `<html><body style="margin:0;background:#edf1f4;"><div style="max-width:580px;margin:0 auto;background:#fff;font-family:Arial,Helvetica,sans-serif;">
<div style="background:#2b6cb0;padding:18px 26px;"><img src="https://www.wafitakaful.ae/mail/wafi-health-white.png" alt="Wafi Takaful Health" height="30"></div>
<div style="padding:24px 26px;font-size:14px;line-height:21px;color:#27313b;">
<p style="margin:0 0 12px;">Dear Member,</p>
<p style="margin:0 0 14px;">Your reimbursement claim has been processed.</p>
<table width="100%" cellpadding="6" cellspacing="0" style="font-size:13px;border-collapse:collapse;">
<tr style="border-bottom:1px solid #eee;"><td style="color:#6b7785;">Claim no.</td><td>CLM-25-1180432</td></tr>
<tr><td style="color:#6b7785;">Member ID</td><td>WTH-7718-30952-01</td></tr>
<tr><td style="color:#6b7785;">Provider</td><td>Al Noor Family Pharmacy, Al Qusais</td></tr>
<tr><td style="color:#6b7785;">Treatment date</td><td>07/10/2025</td></tr>
<tr><td style="color:#6b7785;">Amount claimed</td><td>AED 186.50</td></tr>
<tr><td style="color:#6b7785;">Amount approved</td><td><b>AED 149.20</b> (20% co-payment deducted)</td></tr>
<tr><td style="color:#6b7785;">Paid to</td><td>IBAN AE** **** **** **** **** 4410 on 19/10/2025</td></tr>
</table>
<p style="margin:14px 0 0;">You can see the breakdown in the Wafi Takaful app under Claims.</p>
${wafi_foot}
</div></div></body></html>`,
    enc: "qp",
  },
  {
    family: "wafi-takaful-health",
    group: "regional",
    lang: "en",
    kind: "login-code",
    code: "318804",
    link: null,
    from: "Wafi Takaful Health <security@wafitakaful.ae>",
    to: "Ramon Dizon <ramon.dizon@inbox.example>",
    subject: "Your Wafi Takaful verification code",
    date: dt(2025, 10, 7, "18:52:41"),
    text: `Your Wafi Takaful verification code is 318804.

Enter this code in the app to finish signing in on your new device (Samsung SM-A155F). It is valid for 10 minutes.

If this wasn't you, call 800 9234 and we will lock your online account.
`,
    html:
      `<html><body style="margin:0;background:#edf1f4;"><div style="max-width:580px;margin:0 auto;background:#fff;font-family:Arial,Helvetica,sans-serif;">
<div style="background:#2b6cb0;padding:18px 26px;"><img src="https://www.wafitakaful.ae/mail/wafi-health-white.png" alt="Wafi Takaful Health" height="30"></div>
<div style="padding:26px;font-size:14px;line-height:21px;color:#27313b;text-align:center;">
<p style="margin:0 0 10px;">Your Wafi Takaful verification code is</p>
<p style="margin:0 0 16px;font-size:36px;font-weight:bold;letter-spacing:6px;color:#2b6cb0;">318 804</p>
<p style="margin:0 0 12px;">Enter this code in the app to finish signing in on your new device (Samsung SM-A155F). It is valid for 10 minutes.</p>
<p style="margin:0;font-size:12px;color:#6b7785;">If this wasn't you, call 800 9234 and we will lock your online account.</p>
${wafi_foot}
</div></div></body></html>`,
  },
];

// ---------------------------------------------------------------- Sawt Mobile (Qatar telecom, Nepali customer)

const sawt_foot = `<tr><td style="padding:18px 22px;background:#1d1033;color:#b9aecf;font-size:11px;line-height:17px;">
<a href="https://www.sawtmobile.qa/en/help" style="color:#e0d7f0;">Help</a> &nbsp;|&nbsp; <a href="https://www.sawtmobile.qa/en/stores" style="color:#e0d7f0;">Stores</a> &nbsp;|&nbsp; <a href="https://mkt.sawtmobile.qa/pref?c=90331&amp;u=unsub" style="color:#e0d7f0;">Manage e-mail preferences</a><br>
<a href="https://facebook.com/sawtmobileqa" style="color:#e0d7f0;">Facebook</a> · <a href="https://instagram.com/sawtmobile" style="color:#e0d7f0;">Instagram</a> · <a href="https://x.com/sawtmobile" style="color:#e0d7f0;">X</a><br>
Sawt Mobile Q.P.S.C., Lusail Marina District, P.O. Box 24090, Doha, Qatar · Call 111 from your Sawt line · © 2025 Sawt Mobile</td></tr>`;

function sawt_page(pre: string, inner: string): string {
  return `<!DOCTYPE html><html><head><meta charset="utf-8"></head><body style="margin:0;background:#f1eef6;">
<div style="display:none;font-size:1px;line-height:1px;max-height:0;opacity:0;">${pre}&#847;&zwnj;&nbsp;&#847;&zwnj;&nbsp;&#847;&zwnj;&nbsp;</div>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:18px 8px;">
<table role="presentation" width="600" cellpadding="0" cellspacing="0" style="background:#ffffff;font-family:'Helvetica Neue',Arial,sans-serif;">
<tr><td style="padding:18px 22px;background:#4b1d8f;"><img src="https://mkt.sawtmobile.qa/img/sawt-logo.png" alt="sawt" width="92"></td></tr>
${inner}
${sawt_foot}
</table></td></tr></table></body></html>`;
}

const sawt: Mail[] = [
  {
    family: "sawt-mobile",
    group: "consumer",
    lang: "en",
    kind: "data-pack-activated",
    code: null,
    link: null,
    from: "Sawt Mobile <noreply@sawtmobile.qa>",
    to: "Bikash Gurung <bikash.gurung@inbox.example>",
    subject: "Your Hala Nepal 15 GB pack is active",
    date: dt(2025, 9, 12, "20:31:05", "+0300"),
    text: `Hi Bikash,

Your pack is active on 5512 ****47.

Hala Nepal 15 GB
- 15 GB local data
- 120 international minutes to Nepal, India, Bangladesh, Sri Lanka
- Valid 30 days, until 12/10/2025 23:59
Price: QAR 50, paid from your credit. Remaining credit: QAR 12.40

Tip: turn on auto-renew in the Sawt app so you never lose your unused minutes.

Sawt Mobile Q.P.S.C., Lusail Marina District, Doha, Qatar
Help: https://www.sawtmobile.qa/en/help
`,
    html: sawt_page(
      "15 GB + 120 intl minutes, valid until 12/10/2025",
      `<tr><td style="padding:26px 22px 8px;font-size:22px;font-weight:bold;color:#4b1d8f;">Hi Bikash, your pack is active</td></tr>
<tr><td style="padding:0 22px 14px;font-size:14px;color:#444;">on line 5512 ****47</td></tr>
<tr><td style="padding:0 22px;"><table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="border:2px solid #e6dcf6;border-radius:10px;">
<tr><td style="padding:16px;font-size:18px;font-weight:bold;color:#1d1033;">Hala Nepal 15 GB</td><td align="right" style="padding:16px;font-size:18px;color:#4b1d8f;font-weight:bold;">QAR 50</td></tr>
<tr><td colspan="2" style="padding:0 16px 16px;font-size:14px;color:#444;line-height:22px;">&#9679; 15 GB local data<br>&#9679; 120 international minutes to Nepal, India, Bangladesh, Sri Lanka<br>&#9679; Valid 30 days, until 12/10/2025 23:59</td></tr>
</table></td></tr>
<tr><td style="padding:14px 22px;font-size:13px;color:#666;">Paid from your credit. Remaining credit: QAR 12.40</td></tr>
<tr><td style="padding:0 22px 24px;font-size:13px;color:#444;">Tip: turn on auto-renew in the <a href="https://sawtmobile.qa/app" style="color:#4b1d8f;">Sawt app</a> so you never lose your unused minutes.</td></tr>`,
    ),
  },
  {
    family: "sawt-mobile",
    group: "consumer",
    lang: "en",
    kind: "verify-email",
    code: "K7Q4M2",
    link: "https://my.sawtmobile.qa/verify-email?uid=5512004447&code=K7Q4M2&sig=f3a19cc8",
    from: "Sawt Mobile <accounts@sawtmobile.qa>",
    to: "Bikash Gurung <bikash.gurung@inbox.example>",
    subject: "Verify your e-mail for My Sawt",
    date: dt(2025, 9, 12, "20:44:19", "+0300"),
    text: `Hi Bikash,

You added this e-mail address to your My Sawt account. Please verify it so we can send you bills and receipts.

Tap the link below:
https://my.sawtmobile.qa/verify-email?uid=5512004447&code=K7Q4M2&sig=f3a19cc8

or enter this code in the app: K7Q4M2

The code and link expire in 48 hours.

Sawt Mobile Q.P.S.C., Lusail Marina District, Doha, Qatar
`,
    html: sawt_page(
      "Verify your e-mail to get bills and receipts",
      `<tr><td style="padding:26px 22px 10px;font-size:20px;font-weight:bold;color:#1d1033;">Verify your e-mail</td></tr>
<tr><td style="padding:0 22px 18px;font-size:14px;color:#444;line-height:21px;">Hi Bikash,<br>You added this e-mail address to your My Sawt account. Please verify it so we can send you bills and receipts.</td></tr>
<tr><td align="center" style="padding:0 22px 18px;"><a href="https://my.sawtmobile.qa/verify-email?uid=5512004447&amp;code=K7Q4M2&amp;sig=f3a19cc8" style="background:#ff5a5f;color:#fff;text-decoration:none;font-weight:bold;padding:14px 34px;border-radius:24px;display:inline-block;">Verify e-mail</a></td></tr>
<tr><td align="center" style="padding:0 22px 6px;font-size:13px;color:#666;">or enter this code in the app</td></tr>
<tr><td align="center" style="padding:0 22px 18px;font-size:28px;letter-spacing:6px;font-weight:bold;color:#4b1d8f;font-family:monospace;">K7Q4M2</td></tr>
<tr><td align="center" style="padding:0 22px 24px;font-size:12px;color:#888;">The code and link expire in 48 hours.</td></tr>`,
    ),
    enc: "qp",
  },
  {
    family: "sawt-mobile",
    group: "consumer",
    lang: "ar",
    kind: "bill-ready",
    code: null,
    link: null,
    from: "صوت موبايل <billing@sawtmobile.qa>",
    to: "Bikash Gurung <bikash.gurung@inbox.example>",
    subject: "فاتورتك لشهر أكتوبر 2025 جاهزة",
    date: dt(2025, 11, 2, "08:00:44", "+0300"),
    text: `عزيزي العميل،

فاتورة خطك 5512 ****47 لشهر أكتوبر 2025 أصبحت جاهزة.

رقم الحساب: 3009-771204
المبلغ المستحق: 85.00 ر.ق
تاريخ الاستحقاق: 16/11/2025

ادفع بسهولة عبر تطبيق صوت أو من خلال أجهزة الدفع الذاتي في المتاجر. إذا تم الدفع بالفعل، يرجى تجاهل هذه الرسالة.

صوت موبايل ش.م.ق.ع، لوسيل، الدوحة، قطر
`,
    html: sawt_page(
      "المبلغ المستحق 85.00 ر.ق",
      `<tr><td dir="rtl" style="padding:26px 22px 8px;font-size:20px;font-weight:bold;color:#1d1033;text-align:right;font-family:Tahoma,Arial,sans-serif;">فاتورتك جاهزة</td></tr>
<tr><td dir="rtl" style="padding:0 22px 16px;font-size:14px;color:#444;line-height:23px;text-align:right;font-family:Tahoma,Arial,sans-serif;">عزيزي العميل،<br>فاتورة خطك <span dir="ltr">5512 ****47</span> لشهر أكتوبر 2025 أصبحت جاهزة.</td></tr>
<tr><td dir="rtl" style="padding:0 22px;"><table role="presentation" width="100%" cellpadding="8" cellspacing="0" style="font-size:14px;background:#f7f3fc;text-align:right;font-family:Tahoma,Arial,sans-serif;">
<tr><td>رقم الحساب</td><td dir="ltr" style="text-align:left;">3009-771204</td></tr>
<tr><td>المبلغ المستحق</td><td style="text-align:left;font-weight:bold;color:#4b1d8f;">85.00 ر.ق</td></tr>
<tr><td>تاريخ الاستحقاق</td><td dir="ltr" style="text-align:left;">16/11/2025</td></tr>
</table></td></tr>
<tr><td dir="rtl" style="padding:16px 22px 24px;font-size:13px;color:#555;text-align:right;font-family:Tahoma,Arial,sans-serif;">ادفع بسهولة عبر <a href="https://sawtmobile.qa/app" style="color:#4b1d8f;">تطبيق صوت</a> أو من خلال أجهزة الدفع الذاتي في المتاجر. إذا تم الدفع بالفعل، يرجى تجاهل هذه الرسالة.</td></tr>`,
    ),
    enc: "b64",
  },
];

// ---------------------------------------------------------------- Mashi rides (ride-hailing)

const mashi: Mail[] = [
  {
    family: "mashi-rides",
    group: "consumer",
    lang: "en",
    kind: "ride-receipt",
    code: null,
    link: null,
    from: "Mashi <receipts@mashi.app>",
    to: "Ramon Dizon <ramon.dizon@inbox.example>",
    subject: "Your Saturday night ride with Mashi",
    date: dt(2025, 9, 20, "23:52:18"),
    text: `Thanks for riding, Ramon

Total: AED 31.75
Saturday, 20 September 2025

Mashi Go · 11.4 km · 19 min
11:31 PM  Qasr Al Murjan staff accommodation, Mussafah M-12, Abu Dhabi
11:50 PM  Al Wahda Mall, Hazza Bin Zayed St, Abu Dhabi

Trip fare        AED 27.50
Booking fee      AED 3.00
Tolls            AED 0.00
Rounding         AED 0.25
Tip for Imran    AED 1.00
-----------------------------
Paid with Visa •••• 7719   AED 31.75

Rate your ride or report a problem in the app under Activity.
Lost an item? https://help.mashi.app/lost-items

Mashi Technologies FZ LLC, Hub71, Al Khatem Tower, ADGM Square, Abu Dhabi
`,
    html:
      `<!doctype html><html><body style="margin:0;background:#f6f6f6;font-family:-apple-system,BlinkMacSystemFont,'Segoe UI',Roboto,Arial,sans-serif;">
<table role="presentation" width="100%" cellspacing="0" cellpadding="0"><tr><td align="center">
<table role="presentation" width="520" cellspacing="0" cellpadding="0" style="background:#fff;margin:16px 0;">
<tr><td style="padding:22px 26px;"><img src="https://static.mashi.app/email/mashi-wordmark.png" alt="Mashi" width="78"></td><td align="right" style="padding:22px 26px;font-size:12px;color:#888;">20 Sep 2025</td></tr>
<tr><td colspan="2" style="padding:0 26px;font-size:26px;font-weight:700;color:#111;">Thanks for riding, Ramon</td></tr>
<tr><td colspan="2" style="padding:10px 26px 18px;font-size:14px;color:#555;">We hope you enjoyed your ride this evening.</td></tr>
<tr><td style="padding:0 26px;font-size:20px;font-weight:700;">Total</td><td align="right" style="padding:0 26px;font-size:20px;font-weight:700;">AED 31.75</td></tr>
<tr><td colspan="2" style="padding:14px 26px;"><img src="https://maps.mashi.app/static/trip/6f1e02c4.png" alt="Map of your trip" width="468" style="display:block;border-radius:6px;"></td></tr>
<tr><td colspan="2" style="padding:0 26px 12px;font-size:13px;color:#333;line-height:20px;">
<b>Mashi Go</b> · 11.4 km · 19 min<br>
<span style="color:#1a9e5c;">&#9679;</span> 11:31 PM &nbsp;Qasr Al Murjan staff accommodation, Mussafah M-12, Abu Dhabi<br>
<span style="color:#d0312d;">&#9632;</span> 11:50 PM &nbsp;Al Wahda Mall, Hazza Bin Zayed St, Abu Dhabi</td></tr>
<tr><td colspan="2" style="padding:0 26px;"><table width="100%" cellpadding="4" cellspacing="0" style="font-size:13px;color:#444;border-top:1px solid #eee;">
<tr><td>Trip fare</td><td align="right">AED 27.50</td></tr><tr><td>Booking fee</td><td align="right">AED 3.00</td></tr>
<tr><td>Tolls</td><td align="right">AED 0.00</td></tr><tr><td>Rounding</td><td align="right">AED 0.25</td></tr>
<tr><td>Tip for Imran</td><td align="right">AED 1.00</td></tr>
<tr style="font-weight:700;"><td style="border-top:1px solid #eee;">Visa •••• 7719</td><td align="right" style="border-top:1px solid #eee;">AED 31.75</td></tr></table></td></tr>
<tr><td colspan="2" style="padding:16px 26px;font-size:12px;color:#777;">Rate your ride or report a problem in the app under Activity. <a href="https://help.mashi.app/lost-items" style="color:#111;">Lost an item?</a></td></tr>
<tr><td colspan="2" style="padding:14px 26px;background:#fafafa;font-size:11px;color:#999;">Mashi Technologies FZ LLC, Hub71, Al Khatem Tower, ADGM Square, Abu Dhabi · <a href="https://mashi.app/legal/privacy" style="color:#999;">Privacy</a> · <a href="https://mashi.app/legal/terms" style="color:#999;">Terms</a></td></tr>
</table></td></tr></table></body></html>`,
    enc: "qp",
  },
  {
    family: "mashi-rides",
    group: "consumer",
    lang: "en",
    kind: "login-code",
    code: "2184",
    link: null,
    from: "Mashi <no-reply@mashi.app>",
    to: "Ramon Dizon <ramon.dizon@inbox.example>",
    subject: "Mashi sign-in code: 2184",
    date: dt(2025, 10, 25, "08:14:55"),
    text: `2184 is your Mashi code. Enter it to sign in on the new phone.

Never share this code. Mashi captains and support staff won't ask you for it.

Mashi Technologies FZ LLC, Abu Dhabi
`,
    html:
      `<!doctype html><html><body style="margin:0;background:#f6f6f6;font-family:-apple-system,BlinkMacSystemFont,'Segoe UI',Roboto,Arial,sans-serif;">
<table role="presentation" width="100%" cellspacing="0" cellpadding="0"><tr><td align="center">
<table role="presentation" width="480" cellspacing="0" cellpadding="0" style="background:#fff;margin:16px 0;">
<tr><td style="padding:22px 26px;"><img src="https://static.mashi.app/email/mashi-wordmark.png" alt="Mashi" width="78"></td></tr>
<tr><td style="padding:0 26px 8px;font-size:15px;color:#333;">Enter this code to sign in on the new phone:</td></tr>
<tr><td style="padding:6px 26px 16px;font-size:40px;font-weight:700;letter-spacing:14px;color:#111;">2184</td></tr>
<tr><td style="padding:0 26px 22px;font-size:12px;color:#777;">Never share this code. Mashi captains and support staff won't ask you for it.</td></tr>
<tr><td style="padding:14px 26px;background:#fafafa;font-size:11px;color:#999;">Mashi Technologies FZ LLC, Abu Dhabi · <a href="https://help.mashi.app" style="color:#999;">Help</a></td></tr>
</table></td></tr></table></body></html>`,
  },
];

// ---------------------------------------------------------------- Luqma (food delivery, Kuwait)

const luqma_foot =
  `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#fff4ec;"><tr><td align="center" style="padding:18px;font-size:11px;color:#9a7b66;line-height:17px;">
<a href="https://l.luqma.com.kw/r/ios"><img src="https://img.luqma.com.kw/mail/appstore-badge.png" alt="Download on the App Store" height="34"></a>
<a href="https://l.luqma.com.kw/r/android"><img src="https://img.luqma.com.kw/mail/play-badge.png" alt="Get it on Google Play" height="34"></a><br>
Luqma Delivery Co. W.L.L., Sharq, Ahmad Al Jaber St, Kuwait City · Hotline 1 858 858<br>
<a href="https://luqma.com.kw/help" style="color:#9a7b66;">Help</a> · <a href="https://luqma.com.kw/privacy" style="color:#9a7b66;">Privacy</a> · <a href="https://l.luqma.com.kw/u?i=aW5ib3g&amp;t=mkt" style="color:#9a7b66;">Unsubscribe</a></td></tr></table>`;

const luqma: Mail[] = [
  {
    family: "luqma-eats",
    group: "consumer",
    lang: "en",
    kind: "verify-code",
    code: "6093",
    link: null,
    from: "Luqma <hello@luqma.com.kw>",
    to: "Arjun Nair <arjun.nair@inbox.example>",
    subject: "Verify your email address",
    date: dt(2025, 9, 14, "17:09:26", "+0300"),
    text: `Welcome to Luqma!

Enter this code in the app to verify your email address:

6093

It expires in 15 minutes.

Hungry already? Your first 3 orders have free delivery.

Luqma Delivery Co. W.L.L., Sharq, Kuwait City. Hotline 1 858 858
`,
    html: `<html><body style="margin:0;background:#ffe9d9;font-family:'Trebuchet MS',Arial,sans-serif;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:20px 10px;">
<table role="presentation" width="540" cellpadding="0" cellspacing="0" style="background:#fff;border-radius:14px;overflow:hidden;">
<tr><td align="center" style="padding:26px 20px 10px;"><img src="https://img.luqma.com.kw/mail/luqma-logo-orange.png" alt="Luqma" width="110"></td></tr>
<tr><td align="center" style="padding:0 30px;font-size:24px;font-weight:bold;color:#f2661f;">Welcome to Luqma!</td></tr>
<tr><td align="center" style="padding:12px 30px 6px;font-size:15px;color:#333;">Enter this code in the app to verify your email address:</td></tr>
<tr><td align="center" style="padding:10px 30px;"><table role="presentation" cellpadding="0" cellspacing="8"><tr>
<td style="width:46px;height:56px;background:#fff4ec;border-radius:8px;font-size:30px;font-weight:bold;text-align:center;color:#222;">6</td>
<td style="width:46px;height:56px;background:#fff4ec;border-radius:8px;font-size:30px;font-weight:bold;text-align:center;color:#222;">0</td>
<td style="width:46px;height:56px;background:#fff4ec;border-radius:8px;font-size:30px;font-weight:bold;text-align:center;color:#222;">9</td>
<td style="width:46px;height:56px;background:#fff4ec;border-radius:8px;font-size:30px;font-weight:bold;text-align:center;color:#222;">3</td>
</tr></table></td></tr>
<tr><td align="center" style="padding:0 30px 10px;font-size:13px;color:#888;">It expires in 15 minutes.</td></tr>
<tr><td align="center" style="padding:10px 30px 26px;font-size:14px;color:#333;">Hungry already? Your first 3 orders have <b>free delivery</b>.</td></tr>
<tr><td>${luqma_foot}</td></tr>
</table></td></tr></table></body></html>`,
  },
  {
    family: "luqma-eats",
    group: "consumer",
    lang: "en",
    kind: "order-confirmed",
    code: null,
    link: null,
    from: "Luqma <orders@luqma.com.kw>",
    to: "Arjun Nair <arjun.nair@inbox.example>",
    subject: "Order #LQ-4471920 from Kerala Kitchen Fahaheel is confirmed",
    date: dt(2025, 10, 3, "21:36:02", "+0300"),
    text: `Hi Arjun, your order is confirmed!

Kerala Kitchen - Fahaheel
Order #LQ-4471920 · Estimated delivery 22:05 - 22:20

1 x Chicken Biryani (Malabar)     KWD 1.850
2 x Porotta                       KWD 0.300
1 x Beef Fry                      KWD 1.500
1 x Sulaimani Tea                 KWD 0.250
Subtotal                          KWD 3.900
Delivery                          KWD 0.000 (free delivery 2 of 3)
Service fee                       KWD 0.100
Total (Cash on delivery)          KWD 4.000

Deliver to: Block 9, Street 17, Building 22, Flat 6, Mangaf
Note for rider: Call on arrival, bell not working

Track your order in the Luqma app.
`,
    html: `<html><body style="margin:0;background:#ffe9d9;font-family:'Trebuchet MS',Arial,sans-serif;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:20px 10px;">
<table role="presentation" width="540" cellpadding="0" cellspacing="0" style="background:#fff;border-radius:14px;">
<tr><td style="padding:22px 26px 6px;"><img src="https://img.luqma.com.kw/mail/luqma-logo-orange.png" alt="Luqma" width="90"></td></tr>
<tr><td style="padding:4px 26px;font-size:21px;font-weight:bold;color:#222;">Hi Arjun, your order is confirmed!</td></tr>
<tr><td style="padding:4px 26px 14px;font-size:14px;color:#666;">Kerala Kitchen - Fahaheel · Order #LQ-4471920<br>Estimated delivery <b style="color:#f2661f;">22:05 - 22:20</b></td></tr>
<tr><td style="padding:0 26px;"><table width="100%" cellpadding="5" cellspacing="0" style="font-size:13px;color:#333;border-top:1px dashed #f0c9ad;">
<tr><td>1 x Chicken Biryani (Malabar)</td><td align="right">KWD 1.850</td></tr>
<tr><td>2 x Porotta</td><td align="right">KWD 0.300</td></tr>
<tr><td>1 x Beef Fry</td><td align="right">KWD 1.500</td></tr>
<tr><td>1 x Sulaimani Tea</td><td align="right">KWD 0.250</td></tr>
<tr><td style="border-top:1px dashed #f0c9ad;">Subtotal</td><td align="right" style="border-top:1px dashed #f0c9ad;">KWD 3.900</td></tr>
<tr><td>Delivery <span style="color:#1a9e5c;">(free delivery 2 of 3)</span></td><td align="right">KWD 0.000</td></tr>
<tr><td>Service fee</td><td align="right">KWD 0.100</td></tr>
<tr style="font-weight:bold;font-size:15px;"><td>Total (Cash on delivery)</td><td align="right">KWD 4.000</td></tr></table></td></tr>
<tr><td style="padding:14px 26px;font-size:13px;color:#555;"><b>Deliver to:</b> Block 9, Street 17, Building 22, Flat 6, Mangaf<br><b>Note for rider:</b> Call on arrival, bell not working</td></tr>
<tr><td style="padding:0 26px 22px;"><a href="https://l.luqma.com.kw/r/track?o=LQ-4471920" style="background:#f2661f;color:#fff;text-decoration:none;padding:11px 24px;border-radius:22px;font-weight:bold;display:inline-block;">Track order</a></td></tr>
<tr><td>${luqma_foot}</td></tr>
</table></td></tr></table></body></html>`,
    enc: "qp",
  },
  {
    family: "luqma-eats",
    group: "consumer",
    lang: "en",
    kind: "promo",
    code: null,
    link: null,
    from: "Luqma <offers@luqma.com.kw>",
    to: "Arjun Nair <arjun.nair@inbox.example>",
    subject: "Onam special 🌼 40% off sadya from 25 restaurants",
    date: dt(2025, 9, 4, "11:30:00", "+0300"),
    text: `Happy Onam from Luqma!

Get 40% off (up to KWD 2.500) on sadya and Kerala specials from 25 restaurants across Kuwait.

Use code ONAM40 at checkout. Valid 4-7 September 2025, min. order KWD 4.000, once per customer.

Order now: https://l.luqma.com.kw/r/c/onam25?utm_source=email&utm_campaign=onam25

Unsubscribe: https://l.luqma.com.kw/u?i=aW5ib3g&t=mkt
Luqma Delivery Co. W.L.L., Sharq, Kuwait City
`,
    html: `<html><body style="margin:0;background:#ffe9d9;font-family:'Trebuchet MS',Arial,sans-serif;">
<div style="display:none;">40% off sadya with code ONAM40 until Sunday</div>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:20px 10px;">
<table role="presentation" width="600" cellpadding="0" cellspacing="0" style="background:#fff;">
<tr><td><a href="https://l.luqma.com.kw/r/c/onam25?utm_source=email&amp;utm_campaign=onam25"><img src="https://img.luqma.com.kw/campaigns/onam25/hero-sadya.jpg" alt="Happy Onam! 40% off sadya" width="600" style="display:block;"></a></td></tr>
<tr><td align="center" style="padding:22px 30px 8px;font-size:24px;font-weight:bold;color:#2f7d32;">Happy Onam from Luqma!</td></tr>
<tr><td align="center" style="padding:0 30px 14px;font-size:15px;color:#333;">Get 40% off (up to KWD 2.500) on sadya and Kerala specials from 25 restaurants across Kuwait.</td></tr>
<tr><td align="center" style="padding:0 30px 14px;"><span style="border:2px dashed #f2661f;padding:8px 20px;font-size:22px;font-weight:bold;color:#f2661f;letter-spacing:2px;">ONAM40</span></td></tr>
<tr><td align="center" style="padding:0 30px 18px;font-size:12px;color:#888;">Valid 4-7 September 2025, min. order KWD 4.000, once per customer.</td></tr>
<tr><td align="center" style="padding:0 30px 26px;"><a href="https://l.luqma.com.kw/r/c/onam25?utm_source=email&amp;utm_campaign=onam25" style="background:#f2661f;color:#fff;text-decoration:none;padding:13px 34px;border-radius:24px;font-weight:bold;display:inline-block;">Order now</a></td></tr>
<tr><td>${luqma_foot}</td></tr>
</table></td></tr></table></body></html>`,
    enc: "b64",
  },
];

// ---------------------------------------------------------------- Sahra Mart (online shopping, UAE)

function sahra_page(pre: string, inner: string): string {
  return `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><meta name="x-apple-disable-message-reformatting"></head>
<body style="margin:0;background:#fafafa;">
<div style="display:none;max-height:0;overflow:hidden;">${pre}</div>
<center><table role="presentation" width="600" cellpadding="0" cellspacing="0" style="background:#fff;font-family:Arial,sans-serif;color:#222;">
<tr><td style="padding:16px 24px;background:#fbd300;"><table width="100%" cellpadding="0" cellspacing="0"><tr>
<td><a href="https://www.sahramart.ae/?utm_source=txn"><img src="https://m.sahramart.ae/assets/logo-black.png" alt="sahra mart" width="118"></a></td>
<td align="right" style="font-size:12px;"><a href="https://www.sahramart.ae/account/orders" style="color:#222;">My orders</a> &nbsp; <a href="https://help.sahramart.ae" style="color:#222;">Help</a></td></tr></table></td></tr>
${inner}
<tr><td style="padding:18px 24px;background:#f2f2f2;font-size:11px;line-height:17px;color:#777;">
Sahra Mart E-Commerce LLC, Building 7, Dubai South Logistics District, Dubai, UAE · TRN 100384772900003<br>
Customer service: 800 72472 (8 AM - 11 PM) · <a href="https://www.sahramart.ae/returns" style="color:#777;">Returns policy</a> · <a href="https://www.sahramart.ae/privacy" style="color:#777;">Privacy</a></td></tr>
</table></center></body></html>`;
}

const sahra: Mail[] = [
  {
    family: "sahra-mart",
    group: "consumer",
    lang: "en",
    kind: "order-shipped",
    code: null,
    link: null,
    from: "Sahra Mart <orders@sahramart.ae>",
    to: "Ramon Dizon <ramon.dizon@inbox.example>",
    subject: "Shipped: your order NAE50291837",
    date: dt(2025, 10, 15, "10:48:13"),
    text: `Good news, Ramon! Your order is on its way.

Order NAE50291837 - shipped 15 Oct 2025
Arriving: Thursday, 16 Oct, 9 AM - 9 PM

- Tecno Spark 30 Pro, 8+256GB, Obsidian Edge ×1   AED 629.00
- 20W USB-C charger, white ×1                     AED 29.00

Total: AED 658.00 (paid by card ending 7719)
Courier: Sahra Express, shipment SXP-7720183349

Deliver to: Ramon Dizon, Staff Accommodation Block C, Room 214, Mussafah M-12, Abu Dhabi. Mobile +971 55 *** 8812

On delivery day we'll send you a delivery PIN. Share it with the courier only when you have your package in hand.

Track your shipment: https://www.sahramart.ae/account/orders/NAE50291837
`,
    html: sahra_page(
      "Arriving Thursday, 16 Oct",
      `<tr><td style="padding:24px 24px 6px;font-size:22px;font-weight:bold;">Good news, Ramon! Your order is on its way.</td></tr>
<tr><td style="padding:0 24px 14px;font-size:14px;color:#555;">Order NAE50291837 · shipped 15 Oct 2025<br>Arriving: <b style="color:#1b8a3e;">Thursday, 16 Oct, 9 AM - 9 PM</b></td></tr>
<tr><td style="padding:0 24px;"><table width="100%" cellpadding="8" cellspacing="0" style="border:1px solid #eee;font-size:13px;">
<tr><td width="64"><img src="https://m.sahramart.ae/p/N70112233V/thumb.jpg" alt="Tecno Spark 30 Pro" width="56"></td><td>Tecno Spark 30 Pro, 8+256GB, Obsidian Edge<br><span style="color:#888;">Qty 1</span></td><td align="right">AED 629.00</td></tr>
<tr><td><img src="https://m.sahramart.ae/p/N55310981A/thumb.jpg" alt="20W USB-C charger" width="56"></td><td>20W USB-C charger, white<br><span style="color:#888;">Qty 1</span></td><td align="right">AED 29.00</td></tr>
<tr><td></td><td style="font-weight:bold;">Total (card ending 7719)</td><td align="right" style="font-weight:bold;">AED 658.00</td></tr></table></td></tr>
<tr><td style="padding:14px 24px;font-size:13px;color:#444;line-height:20px;">Courier: Sahra Express, shipment SXP-7720183349<br>Deliver to: Ramon Dizon, Staff Accommodation Block C, Room 214, Mussafah M-12, Abu Dhabi · +971 55 *** 8812</td></tr>
<tr><td style="padding:0 24px 14px;font-size:13px;color:#444;">On delivery day we'll send you a delivery PIN. Share it with the courier only when you have your package in hand.</td></tr>
<tr><td style="padding:0 24px 24px;"><a href="https://www.sahramart.ae/account/orders/NAE50291837" style="background:#222;color:#fbd300;text-decoration:none;font-weight:bold;padding:12px 26px;display:inline-block;">Track shipment</a></td></tr>`,
    ),
    enc: "qp",
  },
  {
    family: "sahra-mart",
    group: "consumer",
    lang: "en",
    kind: "delivery-pin",
    code: "5072",
    link: null,
    from: "Sahra Express <delivery@sahramart.ae>",
    to: "Ramon Dizon <ramon.dizon@inbox.example>",
    subject: "Out for delivery today - your delivery PIN is inside",
    date: dt(2025, 10, 16, "08:05:37"),
    text: `Hi Ramon,

Your package SXP-7720183349 (order NAE50291837) is out for delivery today between 9 AM and 9 PM.

Delivery PIN: 5072

Give this PIN to the courier only after you receive your package. Your order is high value, so the courier can't hand it over without the PIN.

Amount to pay on delivery: AED 0.00 (already paid)
Courier: Faisal, +971 52 *** 0413

Not at home? Reschedule or redirect to a Sahra pickup point: https://track.sahraexpress.ae/SXP-7720183349

Sahra Mart E-Commerce LLC, Dubai South Logistics District, Dubai
`,
    html: sahra_page(
      "Delivery PIN for SXP-7720183349",
      `<tr><td style="padding:24px 24px 8px;font-size:20px;font-weight:bold;">Out for delivery today</td></tr>
<tr><td style="padding:0 24px 16px;font-size:14px;color:#444;">Hi Ramon, your package SXP-7720183349 (order NAE50291837) is out for delivery today between 9 AM and 9 PM.</td></tr>
<tr><td align="center" style="padding:0 24px 16px;"><table cellpadding="0" cellspacing="0" style="background:#fff9d6;border:1px solid #f1dc6c;"><tr><td align="center" style="padding:14px 40px;">
<div style="font-size:12px;color:#7a6a00;text-transform:uppercase;letter-spacing:1px;">Delivery PIN</div>
<div style="font-size:38px;font-weight:bold;letter-spacing:12px;color:#222;">5072</div></td></tr></table></td></tr>
<tr><td style="padding:0 24px 14px;font-size:13px;color:#444;">Give this PIN to the courier only after you receive your package. Your order is high value, so the courier can't hand it over without the PIN.</td></tr>
<tr><td style="padding:0 24px 14px;font-size:13px;color:#444;">Amount to pay on delivery: <b>AED 0.00</b> (already paid)<br>Courier: Faisal, +971 52 *** 0413</td></tr>
<tr><td style="padding:0 24px 24px;font-size:13px;"><a href="https://track.sahraexpress.ae/SXP-7720183349" style="color:#0a66c2;">Not at home? Reschedule or redirect to a Sahra pickup point</a></td></tr>`,
    ),
  },
  {
    family: "sahra-mart",
    group: "consumer",
    lang: "en",
    kind: "password-changed",
    code: null,
    link: null,
    from: "Sahra Mart <security@sahramart.ae>",
    to: "Ramon Dizon <ramon.dizon@inbox.example>",
    subject: "Your Sahra Mart password was changed",
    date: dt(2025, 11, 1, "13:26:51"),
    text: `Hi Ramon,

The password for your Sahra Mart account (ra***@inbox.example) was changed on 1 November 2025 at 1:26 PM (GST) from an Android device near Abu Dhabi, AE.

If you made this change, you don't need to do anything.

If you didn't, secure your account now: https://www.sahramart.ae/account/security/lock?r=pwchg-8812
or call us on 800 72472.

Sahra Mart E-Commerce LLC, Dubai
`,
    html: sahra_page(
      "If this was you, no action is needed.",
      `<tr><td style="padding:24px 24px 10px;font-size:20px;font-weight:bold;">Your password was changed</td></tr>
<tr><td style="padding:0 24px 14px;font-size:14px;color:#444;line-height:21px;">Hi Ramon,<br>The password for your Sahra Mart account (ra***@inbox.example) was changed on <b>1 November 2025 at 1:26 PM</b> (GST) from an Android device near Abu Dhabi, AE.</td></tr>
<tr><td style="padding:0 24px 14px;font-size:14px;color:#444;">If you made this change, you don't need to do anything.</td></tr>
<tr><td style="padding:0 24px 24px;font-size:14px;color:#444;">If you didn't, <a href="https://www.sahramart.ae/account/security/lock?r=pwchg-8812" style="color:#c62828;font-weight:bold;">secure your account now</a> or call us on 800 72472.</td></tr>`,
    ),
  },
  {
    family: "sahra-mart",
    group: "consumer",
    lang: "ar",
    kind: "order-delivered",
    code: null,
    link: null,
    from: "صحراء مارت <orders@sahramart.ae>",
    to: "Ramon Dizon <ramon.dizon@inbox.example>",
    subject: "تم توصيل طلبك NAE50291837",
    date: dt(2025, 10, 16, "14:12:08"),
    text: `مرحباً Ramon،

تم توصيل طلبك رقم NAE50291837 بنجاح يوم الخميس 16 أكتوبر 2025 الساعة 2:10 مساءً.

استلمه: Ramon Dizon
العنوان: Staff Accommodation Block C, Room 214, Mussafah M-12, Abu Dhabi

يمكنك إرجاع المنتجات المؤهلة خلال 15 يوماً من تاريخ الاستلام. شاركنا رأيك وقيّم مشترياتك من صفحة طلباتي.

صحراء مارت للتجارة الإلكترونية ذ.م.م، دبي الجنوب
`,
    html: `<html dir="rtl" lang="ar"><body style="margin:0;background:#fafafa;font-family:Tahoma,Arial,sans-serif;">
<center><table role="presentation" width="600" cellpadding="0" cellspacing="0" style="background:#fff;text-align:right;">
<tr><td style="padding:16px 24px;background:#fbd300;"><img src="https://m.sahramart.ae/assets/logo-black-ar.png" alt="صحراء مارت" width="118"></td></tr>
<tr><td style="padding:24px 24px 8px;font-size:20px;font-weight:bold;color:#1b8a3e;">&#10004; تم توصيل طلبك</td></tr>
<tr><td style="padding:0 24px 14px;font-size:14px;color:#444;line-height:23px;">مرحباً Ramon،<br>تم توصيل طلبك رقم <span dir="ltr">NAE50291837</span> بنجاح يوم الخميس 16 أكتوبر 2025 الساعة 2:10 مساءً.</td></tr>
<tr><td style="padding:0 24px 14px;font-size:13px;color:#555;line-height:21px;">استلمه: Ramon Dizon<br>العنوان: <span dir="ltr">Staff Accommodation Block C, Room 214, Mussafah M-12, Abu Dhabi</span></td></tr>
<tr><td style="padding:0 24px 22px;font-size:13px;color:#555;">يمكنك إرجاع المنتجات المؤهلة خلال 15 يوماً من تاريخ الاستلام. شاركنا رأيك و<a href="https://www.sahramart.ae/ar/account/orders/NAE50291837/review" style="color:#0a66c2;">قيّم مشترياتك</a>.</td></tr>
<tr><td style="padding:16px 24px;background:#f2f2f2;font-size:11px;color:#777;">صحراء مارت للتجارة الإلكترونية ذ.م.م، دبي الجنوب · خدمة العملاء <span dir="ltr">800 72472</span> · <a href="https://www.sahramart.ae/ar/privacy" style="color:#777;">الخصوصية</a></td></tr>
</table></center></body></html>`,
    enc: "b64",
  },
];

// ---------------------------------------------------------------- Bangko Kabisig (Philippine bank)

const kabisig: Mail[] = [
  {
    family: "bangko-kabisig",
    group: "regional",
    lang: "tl",
    kind: "transfer-otp",
    code: "740318",
    link: null,
    from: "Bangko Kabisig <alerto@kabisig.com.ph>",
    to: "Ramon Dizon <ramon.dizon@inbox.example>",
    subject: "Ang iyong One-Time PIN mula sa Bangko Kabisig",
    date: dt(2025, 9, 24, "19:02:44", "+0800"),
    text: `Magandang araw, RAMON!

Ang iyong One-Time PIN (OTP) para sa paglilipat ng PHP 5,000.00 mula sa Savings ****3308 papunta sa JUAN PAOLO DIZON (Kabisig ****5127) ay:

740318

Valid ang OTP na ito sa loob ng 3 minuto. HUWAG itong ibigay kaninuman, kahit sa nagpapakilalang empleyado ng bangko.

Kung hindi ikaw ang gumawa ng transaksyong ito, tumawag agad sa aming 24/7 hotline: (02) 8 888-5240 o +63 2 8888 5240 kung nasa abroad.

Bangko Kabisig, Inc. | Kinokontrol ng Bangko Sentral ng Pilipinas | Miyembro ng PDIC
`,
    html: `<html><body style="margin:0;background:#f0f4f0;font-family:Arial,sans-serif;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:16px;">
<table width="560" cellpadding="0" cellspacing="0" style="background:#fff;border:1px solid #d5dfd5;">
<tr><td style="padding:14px 20px;background:#0f6b3a;"><img src="https://www.kabisig.com.ph/mail/kabisig-logo.png" alt="Bangko Kabisig" height="32"></td></tr>
<tr><td style="padding:22px 20px 10px;font-size:14px;color:#222;line-height:21px;">Magandang araw, RAMON!<br><br>Ang iyong One-Time PIN (OTP) para sa paglilipat ng <b>PHP 5,000.00</b> mula sa Savings ****3308 papunta sa <b>JUAN PAOLO DIZON</b> (Kabisig ****5127) ay:</td></tr>
<tr><td align="center" style="padding:10px 20px 16px;"><div style="font-size:32px;font-weight:bold;letter-spacing:6px;color:#0f6b3a;border:2px dashed #0f6b3a;display:inline-block;padding:8px 22px;">740318</div></td></tr>
<tr><td style="padding:0 20px 12px;font-size:13px;color:#444;">Valid ang OTP na ito sa loob ng 3 minuto. <b style="color:#c62828;">HUWAG itong ibigay kaninuman</b>, kahit sa nagpapakilalang empleyado ng bangko.</td></tr>
<tr><td style="padding:0 20px 18px;font-size:13px;color:#444;">Kung hindi ikaw ang gumawa ng transaksyong ito, tumawag agad sa aming 24/7 hotline: (02) 8 888-5240 o +63 2 8888 5240 kung nasa abroad.</td></tr>
<tr><td style="padding:12px 20px;background:#f7f9f7;font-size:10px;color:#888;">Bangko Kabisig, Inc. | Kinokontrol ng Bangko Sentral ng Pilipinas | Miyembro ng PDIC. Maximum Deposit Insurance for Each Depositor P1,000,000. <a href="https://www.kabisig.com.ph/privacy" style="color:#888;">Privacy</a></td></tr>
</table></td></tr></table></body></html>`,
  },
  {
    family: "bangko-kabisig",
    group: "regional",
    lang: "tl",
    kind: "remittance-received",
    code: null,
    link: null,
    from: "Bangko Kabisig <alerto@kabisig.com.ph>",
    to: "Ramon Dizon <ramon.dizon@inbox.example>",
    subject: "Pumasok na ang padala sa iyong account",
    date: dt(2025, 9, 18, "09:15:20", "+0800"),
    text: `Magandang araw, RAMON!

May pumasok na pondo sa iyong account.

Account: Kabayan Savings ****3308
Halaga: PHP 30,763.00
Mula sa: FALAJ EXCHANGE LLC (UAE)
Petsa at oras: 18 Set 2025, 9:14 AM
Bagong balanse: PHP 47,905.62

Para makita ang detalye, mag-log in sa Kabisig app o sa https://online.kabisig.com.ph.

Paalala: Hindi kailanman magpapadala ang Bangko Kabisig ng link para hingin ang iyong password o OTP.

Bangko Kabisig, Inc. | Miyembro ng PDIC
`,
    html: null,
    enc: "8bit",
  },
  {
    family: "bangko-kabisig",
    group: "regional",
    lang: "tl",
    kind: "new-device-alert",
    code: null,
    link: null,
    from: "Bangko Kabisig <seguridad@kabisig.com.ph>",
    to: "Ramon Dizon <ramon.dizon@inbox.example>",
    subject: "Bagong device na naka-link sa iyong Kabisig app",
    date: dt(2025, 10, 25, "12:31:09", "+0800"),
    text: `Magandang araw, RAMON!

Na-link ang iyong Kabisig app sa isang bagong device:

Device: Tecno Spark 30 Pro (Android 15)
Lokasyon: Abu Dhabi, United Arab Emirates
Petsa: 25 Okt 2025, 12:30 PM (oras sa Maynila)

Ikaw ba ito? Kung oo, wala kang kailangang gawin.

Kung hindi ikaw, tawagan agad ang +63 2 8888 5240 para ma-block ang iyong account, o gamitin ang "I-lock ang account" sa https://online.kabisig.com.ph/seguridad.

Bangko Kabisig, Inc. | Kinokontrol ng Bangko Sentral ng Pilipinas | Miyembro ng PDIC
`,
    html: `<html><body style="margin:0;background:#f0f4f0;font-family:Arial,sans-serif;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:16px;">
<table width="560" cellpadding="0" cellspacing="0" style="background:#fff;border:1px solid #d5dfd5;">
<tr><td style="padding:14px 20px;background:#0f6b3a;"><img src="https://www.kabisig.com.ph/mail/kabisig-logo.png" alt="Bangko Kabisig" height="32"></td></tr>
<tr><td style="padding:22px 20px 10px;font-size:14px;color:#222;line-height:21px;">Magandang araw, RAMON!<br><br>Na-link ang iyong Kabisig app sa isang bagong device:</td></tr>
<tr><td style="padding:0 20px 12px;"><table cellpadding="5" cellspacing="0" style="font-size:13px;background:#f7f9f7;width:100%;">
<tr><td width="110" style="color:#666;">Device</td><td>Tecno Spark 30 Pro (Android 15)</td></tr>
<tr><td style="color:#666;">Lokasyon</td><td>Abu Dhabi, United Arab Emirates</td></tr>
<tr><td style="color:#666;">Petsa</td><td>25 Okt 2025, 12:30 PM (oras sa Maynila)</td></tr></table></td></tr>
<tr><td style="padding:0 20px 10px;font-size:14px;color:#222;">Ikaw ba ito? Kung oo, wala kang kailangang gawin.</td></tr>
<tr><td style="padding:0 20px 18px;font-size:13px;color:#444;">Kung hindi ikaw, tawagan agad ang +63 2 8888 5240 para ma-block ang iyong account, o gamitin ang <a href="https://online.kabisig.com.ph/seguridad" style="color:#0f6b3a;">"I-lock ang account"</a>.</td></tr>
<tr><td style="padding:12px 20px;background:#f7f9f7;font-size:10px;color:#888;">Bangko Kabisig, Inc. | Kinokontrol ng Bangko Sentral ng Pilipinas | Miyembro ng PDIC</td></tr>
</table></td></tr></table></body></html>`,
    enc: "qp",
  },
];

// ---------------------------------------------------------------- Himal Sahakari Bank (Nepal)

const himal: Mail[] = [
  {
    family: "himal-sahakari-bank",
    group: "regional",
    lang: "ne",
    kind: "login-otp",
    code: "736205",
    link: null,
    from: "हिमाल सहकारी बैंक <ebanking@himalbank.com.np>",
    to: "Bikash Gurung <bikash.gurung@inbox.example>",
    subject: "हिमाल ई-बैंकिङ: तपाईंको OTP",
    date: dt(2025, 9, 26, "22:18:40", "+0545"),
    text: `प्रिय ग्राहक बिकास गुरुङ,

हिमाल ई-बैंकिङमा लगइन गर्नका लागि तपाईंको एक पटक प्रयोग हुने पासवर्ड (OTP): 736205

यो OTP ५ मिनेटसम्म मात्र मान्य हुनेछ। बैंकले कहिल्यै पनि फोन वा म्यासेजबाट OTP माग्दैन, कृपया कसैलाई नदिनुहोस्।

तपाईंले लगइन गर्न खोज्नुभएको होइन भने तुरुन्त हाम्रो २४ घण्टे सम्पर्क नम्बर +977 1 5970 800 मा फोन गर्नुहोस्।

हिमाल सहकारी बैंक लिमिटेड, न्यूरोड, काठमाडौं
`,
    html:
      `<html lang="ne"><body style="margin:0;background:#eef2f7;font-family:'Mukta','Noto Sans Devanagari',Arial,sans-serif;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:18px;">
<table width="560" cellpadding="0" cellspacing="0" style="background:#fff;">
<tr><td style="padding:14px 22px;background:#123f7a;color:#fff;font-size:16px;"><img src="https://www.himalbank.com.np/img/mail-logo.png" alt="हिमाल सहकारी बैंक" height="30" style="vertical-align:middle;"> &nbsp;ई-बैंकिङ</td></tr>
<tr><td style="padding:22px;font-size:15px;color:#222;line-height:25px;">प्रिय ग्राहक बिकास गुरुङ,<br>हिमाल ई-बैंकिङमा लगइन गर्नका लागि तपाईंको एक पटक प्रयोग हुने पासवर्ड (OTP):</td></tr>
<tr><td align="center" style="padding:0 22px 16px;font-size:34px;font-weight:bold;letter-spacing:8px;color:#123f7a;font-family:Arial,sans-serif;">736205</td></tr>
<tr><td style="padding:0 22px 12px;font-size:14px;color:#444;line-height:23px;">यो OTP ५ मिनेटसम्म मात्र मान्य हुनेछ। बैंकले कहिल्यै पनि फोन वा म्यासेजबाट OTP माग्दैन, कृपया कसैलाई नदिनुहोस्।</td></tr>
<tr><td style="padding:0 22px 20px;font-size:14px;color:#444;line-height:23px;">तपाईंले लगइन गर्न खोज्नुभएको होइन भने तुरुन्त हाम्रो २४ घण्टे सम्पर्क नम्बर +977 1 5970 800 मा फोन गर्नुहोस्।</td></tr>
<tr><td style="padding:12px 22px;background:#f4f6fa;font-size:11px;color:#888;">हिमाल सहकारी बैंक लिमिटेड, न्यूरोड, काठमाडौं · <a href="https://www.himalbank.com.np/privacy" style="color:#888;">गोपनीयता नीति</a></td></tr>
</table></td></tr></table></body></html>`,
    enc: "b64",
  },
  {
    family: "himal-sahakari-bank",
    group: "regional",
    lang: "ne",
    kind: "remittance-credited",
    code: null,
    link: null,
    from: "हिमाल सहकारी बैंक <alerts@himalbank.com.np>",
    to: "Bikash Gurung <bikash.gurung@inbox.example>",
    subject: "तपाईंको खातामा रेमिट्यान्स जम्मा भयो",
    date: dt(2025, 10, 1, "10:42:16", "+0545"),
    text: `प्रिय ग्राहक,

तपाईंको बचत खाता ****0962 मा विदेशबाट पठाइएको रकम जम्मा भएको छ।

रकम: रु. 61,440.00
पठाउने: BIKASH GURUNG (कतार)
माध्यम: Al Dafna Exchange, दोहा
मिति: २०८२ असोज १५ (01-10-2025), बिहान 10:41
हालको मौज्दात: रु. 1,08,215.37

रेमिट्यान्स बचत खातामा १ वर्षभन्दा बढी राखेमा थप ०.५% ब्याज पाइन्छ।

हिमाल सहकारी बैंक लिमिटेड, न्यूरोड, काठमाडौं | फोन +977 1 5970 800
`,
    html: null,
  },
];

// ---------------------------------------------------------------- Gangotri Gramin Bank (India)

const gangotri: Mail[] = [
  {
    family: "gangotri-gramin-bank",
    group: "regional",
    lang: "hi",
    kind: "transfer-otp",
    code: "551840",
    link: null,
    from: "गंगोत्री ग्रामीण बैंक <netbanking@gangotribank.co.in>",
    to: "Arjun Nair <arjun.nair@inbox.example>",
    subject: "नेट बैंकिंग लेन-देन हेतु OTP",
    date: dt(2025, 10, 9, "23:11:03", "+0530"),
    text: `प्रिय ग्राहक,

आपके NRE खाता XXXXXX4418 से लाभार्थी SUNITA DEVI (खाता XXXX2094) को ₹25,000.00 के IMPS हस्तांतरण के लिए OTP है: 551840

यह OTP 180 सेकंड तक मान्य है। बैंक कभी भी फोन, SMS या ई-मेल द्वारा आपका OTP, PIN या पासवर्ड नहीं मांगता। इसे किसी के साथ साझा न करें।

यदि यह लेन-देन आपने शुरू नहीं किया है, तो तुरंत टोल-फ्री 1800 180 4455 पर संपर्क करें।

गंगोत्री ग्रामीण बैंक, प्रधान कार्यालय, देहरादून रोड, ऋषिकेश - 249201
`,
    html:
      `<html lang="hi"><body style="margin:0;background:#fdf7ee;font-family:'Noto Sans Devanagari','Mangal',Arial,sans-serif;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:14px;">
<table width="580" cellpadding="0" cellspacing="0" style="background:#fff;border:1px solid #ead9bd;">
<tr><td style="padding:12px 20px;border-bottom:3px solid #e07b00;"><img src="https://www.gangotribank.co.in/images/ggb-logo.png" alt="गंगोत्री ग्रामीण बैंक" height="40"></td></tr>
<tr><td style="padding:20px;font-size:15px;color:#222;line-height:25px;">प्रिय ग्राहक,<br>आपके NRE खाता XXXXXX4418 से लाभार्थी <b>SUNITA DEVI</b> (खाता XXXX2094) को <b>₹25,000.00</b> के IMPS हस्तांतरण के लिए OTP है:</td></tr>
<tr><td style="padding:0 20px 14px;"><span style="font-size:30px;font-weight:bold;color:#b35f00;font-family:Arial,sans-serif;letter-spacing:4px;">551840</span></td></tr>
<tr><td style="padding:0 20px 12px;font-size:14px;color:#444;line-height:23px;">यह OTP 180 सेकंड तक मान्य है। बैंक कभी भी फोन, SMS या ई-मेल द्वारा आपका OTP, PIN या पासवर्ड नहीं मांगता। इसे किसी के साथ साझा न करें।</td></tr>
<tr><td style="padding:0 20px 18px;font-size:14px;color:#444;">यदि यह लेन-देन आपने शुरू नहीं किया है, तो तुरंत टोल-फ्री <b>1800 180 4455</b> पर संपर्क करें।</td></tr>
<tr><td style="padding:10px 20px;background:#faf3e6;font-size:11px;color:#8a7a60;">गंगोत्री ग्रामीण बैंक, प्रधान कार्यालय, देहरादून रोड, ऋषिकेश - 249201 · <a href="https://www.gangotribank.co.in/grievance" style="color:#8a7a60;">शिकायत निवारण</a> · <a href="https://www.gangotribank.co.in/privacy-policy" style="color:#8a7a60;">गोपनीयता नीति</a></td></tr>
</table></td></tr></table></body></html>`,
    enc: "qp",
  },
  {
    family: "gangotri-gramin-bank",
    group: "regional",
    lang: "hi",
    kind: "kyc-reminder",
    code: null,
    link: null,
    from: "गंगोत्री ग्रामीण बैंक <customercare@gangotribank.co.in>",
    to: "Arjun Nair <arjun.nair@inbox.example>",
    subject: "अनुस्मारक: आपके खाते का री-केवाईसी 30 नवंबर 2025 तक देय है",
    date: dt(2025, 10, 28, "11:00:00", "+0530"),
    text: `प्रिय अर्जुन नायर जी,

भारतीय रिज़र्व बैंक के दिशानिर्देशों के अनुसार आपके NRE खाता XXXXXX4418 का आवधिक केवाईसी अद्यतन (री-केवाईसी) 30 नवंबर 2025 तक देय है।

विदेश में रहने वाले ग्राहक अपने पासपोर्ट, वीज़ा/रेज़िडेंस परमिट और विदेशी पते के प्रमाण की स्व-सत्यापित प्रतियाँ अपनी गृह शाखा (शाखा कोड 0217, मुनि की रेती) को ई-मेल कर सकते हैं: branch0217@gangotribank.co.in

यदि आपने हाल ही में दस्तावेज़ जमा किए हैं, तो कृपया इस संदेश को अनदेखा करें।

समय पर री-केवाईसी न होने पर खाते में लेन-देन पर अस्थायी रोक लग सकती है।

सादर,
ग्राहक सेवा विभाग
गंगोत्री ग्रामीण बैंक | टोल-फ्री 1800 180 4455
`,
    html:
      `<html lang="hi"><body style="margin:0;background:#fdf7ee;font-family:'Noto Sans Devanagari','Mangal',Arial,sans-serif;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:14px;">
<table width="580" cellpadding="0" cellspacing="0" style="background:#fff;border:1px solid #ead9bd;">
<tr><td style="padding:12px 20px;border-bottom:3px solid #e07b00;"><img src="https://www.gangotribank.co.in/images/ggb-logo.png" alt="गंगोत्री ग्रामीण बैंक" height="40"></td></tr>
<tr><td style="padding:20px;font-size:15px;color:#222;line-height:25px;">
<p style="margin:0 0 12px;">प्रिय अर्जुन नायर जी,</p>
<p style="margin:0 0 12px;">भारतीय रिज़र्व बैंक के दिशानिर्देशों के अनुसार आपके NRE खाता XXXXXX4418 का आवधिक केवाईसी अद्यतन (री-केवाईसी) <b>30 नवंबर 2025</b> तक देय है।</p>
<p style="margin:0 0 12px;">विदेश में रहने वाले ग्राहक अपने पासपोर्ट, वीज़ा/रेज़िडेंस परमिट और विदेशी पते के प्रमाण की स्व-सत्यापित प्रतियाँ अपनी गृह शाखा (शाखा कोड 0217, मुनि की रेती) को ई-मेल कर सकते हैं: <a href="mailto:branch0217@gangotribank.co.in">branch0217@gangotribank.co.in</a></p>
<p style="margin:0 0 12px;">यदि आपने हाल ही में दस्तावेज़ जमा किए हैं, तो कृपया इस संदेश को अनदेखा करें।</p>
<p style="margin:0 0 12px;color:#b35f00;">समय पर री-केवाईसी न होने पर खाते में लेन-देन पर अस्थायी रोक लग सकती है।</p>
<p style="margin:0;">सादर,<br>ग्राहक सेवा विभाग</p></td></tr>
<tr><td style="padding:10px 20px;background:#faf3e6;font-size:11px;color:#8a7a60;">गंगोत्री ग्रामीण बैंक | टोल-फ्री 1800 180 4455 · <a href="https://www.gangotribank.co.in/nri-services" style="color:#8a7a60;">एनआरआई सेवाएँ</a></td></tr>
</table></td></tr></table></body></html>`,
    enc: "b64",
  },
];

// ---------------------------------------------------------------- ServeWise Academy (online hospitality courses)

const servewise: Mail[] = [
  {
    family: "servewise-academy",
    group: "consumer",
    lang: "en",
    kind: "verify-link",
    code: null,
    link:
      "https://learn.servewise.academy/email/confirm/2f9d61/8a0c7b44e1f34d59a6e2c3b0d71f5e98?expires=1759934400&signature=6c1e0f2b9a",
    from: "ServeWise Academy <learn@servewise.academy>",
    to: "Ramon Dizon <ramon.dizon@inbox.example>",
    subject: "Please confirm your email address",
    date: dt(2025, 10, 7, "15:20:33"),
    text: `Hello Ramon,

Thanks for signing up for ServeWise Academy, online courses for hotel, restaurant and cruise professionals.

Please confirm your email address to start your free course "Food Safety Level 2 (HACCP basics)":

https://learn.servewise.academy/email/confirm/2f9d61/8a0c7b44e1f34d59a6e2c3b0d71f5e98?expires=1759934400&signature=6c1e0f2b9a

This link expires in 24 hours. If you did not create an account, no further action is required.

Regards,
ServeWise Academy
Unit 4, 11 Harbour Road, Wan Chai, Hong Kong
`,
    html:
      `<!DOCTYPE html><html><head><meta charset="utf-8"></head><body style="margin:0;padding:0;width:100%;background-color:#edf2f7;font-family:-apple-system,BlinkMacSystemFont,'Segoe UI',Roboto,Helvetica,Arial,sans-serif;">
<table class="wrapper" width="100%" cellpadding="0" cellspacing="0" role="presentation" style="background-color:#edf2f7;"><tr><td align="center">
<table class="content" width="100%" cellpadding="0" cellspacing="0" role="presentation">
<tr><td class="header" style="padding:25px 0;text-align:center;"><a href="https://learn.servewise.academy" style="color:#3d4852;font-size:19px;font-weight:bold;text-decoration:none;"><img src="https://learn.servewise.academy/img/servewise-mark.png" alt="ServeWise Academy" height="40" style="vertical-align:middle;"> ServeWise Academy</a></td></tr>
<tr><td class="body" width="100%" style="background-color:#edf2f7;"><table class="inner-body" align="center" width="570" cellpadding="0" cellspacing="0" role="presentation" style="background-color:#ffffff;border-radius:2px;">
<tr><td class="content-cell" style="padding:32px;color:#718096;font-size:16px;line-height:1.5em;">
<h1 style="color:#3d4852;font-size:18px;font-weight:bold;margin-top:0;">Hello Ramon,</h1>
<p>Thanks for signing up for ServeWise Academy, online courses for hotel, restaurant and cruise professionals.</p>
<p>Please confirm your email address to start your free course <strong>"Food Safety Level 2 (HACCP basics)"</strong>.</p>
<table class="action" align="center" width="100%" cellpadding="0" cellspacing="0" role="presentation" style="margin:30px auto;"><tr><td align="center">
<a href="https://learn.servewise.academy/email/confirm/2f9d61/8a0c7b44e1f34d59a6e2c3b0d71f5e98?expires=1759934400&amp;signature=6c1e0f2b9a" class="button button-primary" target="_blank" rel="noopener" style="border-radius:4px;color:#fff;display:inline-block;text-decoration:none;background-color:#2d3748;border:8px solid #2d3748;border-left-width:18px;border-right-width:18px;">Confirm Email Address</a>
</td></tr></table>
<p>This link expires in 24 hours. If you did not create an account, no further action is required.</p>
<p>Regards,<br>ServeWise Academy</p>
<table class="subcopy" width="100%" cellpadding="0" cellspacing="0" role="presentation" style="border-top:1px solid #e8e5ef;margin-top:25px;padding-top:25px;"><tr><td><p style="font-size:14px;">If you're having trouble clicking the "Confirm Email Address" button, copy and paste the URL below into your web browser: <span class="break-all" style="word-break:break-all;"><a href="https://learn.servewise.academy/email/confirm/2f9d61/8a0c7b44e1f34d59a6e2c3b0d71f5e98?expires=1759934400&amp;signature=6c1e0f2b9a" style="color:#3869d4;">https://learn.servewise.academy/email/confirm/2f9d61/8a0c7b44e1f34d59a6e2c3b0d71f5e98?expires=1759934400&amp;signature=6c1e0f2b9a</a></span></p></td></tr></table>
</td></tr></table></td></tr>
<tr><td><table class="footer" align="center" width="570" cellpadding="0" cellspacing="0" role="presentation"><tr><td class="content-cell" align="center" style="padding:32px;color:#b0adc5;font-size:12px;">© 2025 ServeWise Academy. All rights reserved.<br>Unit 4, 11 Harbour Road, Wan Chai, Hong Kong</td></tr></table></td></tr>
</table></td></tr></table></body></html>`,
  },
  {
    family: "servewise-academy",
    group: "consumer",
    lang: "en",
    kind: "course-completed",
    code: null,
    link: null,
    from: "ServeWise Academy <learn@servewise.academy>",
    to: "Ramon Dizon <ramon.dizon@inbox.example>",
    subject: "Congratulations! You passed Food Safety Level 2 (HACCP basics)",
    date: dt(2025, 10, 30, "21:04:12"),
    text: `Hello Ramon,

Well done! You completed "Food Safety Level 2 (HACCP basics)" with a final score of 88%.

Certificate no.: SWA-FS2-2025-118042
Issued: 30 October 2025
Learning hours: 6

Your certificate is attached to this email and can be downloaded any time from My Learning. Share it with your supervisor or add it to your CV.

Next up: "Wine Service Essentials" is 30% off until 15 November (USD 27.30 instead of USD 39.00).

Regards,
ServeWise Academy
`,
    html:
      `<!DOCTYPE html><html><body style="margin:0;background-color:#edf2f7;font-family:-apple-system,BlinkMacSystemFont,'Segoe UI',Roboto,Helvetica,Arial,sans-serif;">
<table width="100%" cellpadding="0" cellspacing="0" role="presentation"><tr><td align="center" style="padding:25px 0;"><img src="https://learn.servewise.academy/img/servewise-mark.png" alt="ServeWise Academy" height="40"></td></tr>
<tr><td align="center"><table width="570" cellpadding="0" cellspacing="0" role="presentation" style="background:#fff;"><tr><td style="padding:32px;color:#718096;font-size:16px;line-height:1.5em;">
<h1 style="color:#3d4852;font-size:18px;margin-top:0;">Hello Ramon,</h1>
<p>Well done! You completed <strong>"Food Safety Level 2 (HACCP basics)"</strong> with a final score of <strong>88%</strong>.</p>
<table width="100%" cellpadding="6" cellspacing="0" style="font-size:14px;background:#f7fafc;"><tr><td>Certificate no.</td><td>SWA-FS2-2025-118042</td></tr><tr><td>Issued</td><td>30 October 2025</td></tr><tr><td>Learning hours</td><td>6</td></tr></table>
<p>Your certificate is attached to this email and can be downloaded any time from <a href="https://learn.servewise.academy/my-learning" style="color:#3869d4;">My Learning</a>. Share it with your supervisor or add it to your CV.</p>
<p style="background:#fffbea;padding:12px;font-size:14px;">Next up: <a href="https://learn.servewise.academy/courses/wine-service-essentials?ref=cert-mail" style="color:#3869d4;">"Wine Service Essentials"</a> is 30% off until 15 November (USD 27.30 instead of USD 39.00).</p>
<p>Regards,<br>ServeWise Academy</p></td></tr></table></td></tr>
<tr><td align="center" style="padding:32px;color:#b0adc5;font-size:12px;">© 2025 ServeWise Academy. All rights reserved.</td></tr></table></body></html>`,
    enc: "qp",
    attachment: [
      "SWA-FS2-2025-118042.pdf",
      "application/pdf",
      pdf("ServeWise Academy - Certificate of Completion", [
        "This certifies that RAMON DIZON",
        "has completed Food Safety Level 2 (HACCP basics)",
        "Score 88%  -  6 learning hours  -  30 October 2025",
        "Certificate no. SWA-FS2-2025-118042",
      ]),
    ],
  },
];

// ---------------------------------------------------------------- Sambayanang Pilipino sa Mussafah (parish community)

const sambayanan: Mail[] = [
  {
    family: "sambayanan-mussafah",
    group: "regional",
    lang: "tl",
    kind: "newsletter",
    code: null,
    link: null,
    from: "Sambayanang Pilipino sa Mussafah <balita@sambayananmussafah.org>",
    to: "Ramon Dizon <ramon.dizon@inbox.example>",
    subject: "Lingguhang Balita: Simbang Gabi practice, Bible study at Misa schedule",
    date: dt(2025, 10, 17, "20:00:00"),
    text: `LINGGUHANG BALITA - Ika-17 ng Oktubre 2025

Mga kapatid kay Kristo,

1. MISA SA TAGALOG
Tuwing Biyernes, 7:30 ng umaga at 5:00 ng hapon sa St. Paul's Church, Mussafah. Magdala ng Emirates ID para sa gate.

2. SIMBANG GABI CHOIR PRACTICE
Nagsisimula na ang practice tuwing Sabado, 9:00 ng gabi, sa Hall 3. Lahat ng may gustong sumali ay malugod na tinatanggap, kahit walang karanasan.

3. BIBLE STUDY
Tuwing Martes, 8:30 ng gabi, online sa Meet (meeting ID 884 2290 1573, passcode 2025). Tema ngayong buwan: Ang Ebanghelyo ni San Lucas.

4. PASASALAMAT
Salamat sa lahat ng nag-ambag sa pondo para sa mga nasalanta ng bagyo sa Bicol. Nakalikom tayo ng AED 14,380.

Para sa mga tanong: Bro. Ely Manalo, +971 50 *** 2217

Pagpalain tayo ng Diyos!
Sambayanang Pilipino sa Mussafah

Hindi na gustong makatanggap? https://sambayananmussafah.org/balita/unsubscribe?e=cmFtb24
`,
    html: `<html><body style="background:#fffdf5;font-family:Georgia,serif;color:#333;">
<div style="max-width:600px;margin:0 auto;padding:20px;">
<p style="text-align:center;"><img src="https://sambayananmussafah.org/wp-content/uploads/2023/02/logo-sambayanan.png" alt="Sambayanang Pilipino sa Mussafah" width="120"></p>
<h2 style="text-align:center;color:#1d3f8a;">LINGGUHANG BALITA</h2>
<p style="text-align:center;font-style:italic;">Ika-17 ng Oktubre 2025</p>
<p>Mga kapatid kay Kristo,</p>
<h3 style="color:#b22222;">1. Misa sa Tagalog</h3>
<p>Tuwing Biyernes, 7:30 ng umaga at 5:00 ng hapon sa St. Paul's Church, Mussafah. Magdala ng Emirates ID para sa gate.</p>
<h3 style="color:#b22222;">2. Simbang Gabi choir practice</h3>
<p>Nagsisimula na ang practice tuwing Sabado, 9:00 ng gabi, sa Hall 3. Lahat ng may gustong sumali ay malugod na tinatanggap, kahit walang karanasan.</p>
<h3 style="color:#b22222;">3. Bible study</h3>
<p>Tuwing Martes, 8:30 ng gabi, online sa Meet (meeting ID 884 2290 1573, passcode 2025). Tema ngayong buwan: <em>Ang Ebanghelyo ni San Lucas</em>.</p>
<h3 style="color:#b22222;">4. Pasasalamat</h3>
<p>Salamat sa lahat ng nag-ambag sa pondo para sa mga nasalanta ng bagyo sa Bicol. Nakalikom tayo ng <strong>AED 14,380</strong>.</p>
<p>Para sa mga tanong: Bro. Ely Manalo, +971 50 *** 2217</p>
<p>Pagpalain tayo ng Diyos!<br><strong>Sambayanang Pilipino sa Mussafah</strong></p>
<hr style="border:none;border-top:1px solid #ddd;">
<p style="font-size:11px;color:#999;text-align:center;"><a href="https://www.facebook.com/sambayananmussafah" style="color:#999;">Facebook</a> · <a href="https://sambayananmussafah.org/balita/unsubscribe?e=cmFtb24" style="color:#999;">Hindi na gustong makatanggap?</a></p>
</div></body></html>`,
  },
  {
    family: "sambayanan-mussafah",
    group: "regional",
    lang: "tl",
    kind: "registration-confirm-link",
    code: null,
    link: "https://sambayananmussafah.org/?event_confirm=retreat-2025&rid=318&key=7dc2a9e4f10b",
    from: "Sambayanang Pilipino sa Mussafah <rehistro@sambayananmussafah.org>",
    to: "Ramon Dizon <ramon.dizon@inbox.example>",
    subject: "Kumpirmahin ang iyong rehistro: Recollection para sa mga OFW",
    date: dt(2025, 10, 20, "22:37:45"),
    text: `Hi Ramon,

Salamat sa pagpaparehistro sa "Recollection para sa mga OFW: Pag-asa sa Malayo".

Petsa: Biyernes, 7 Nobyembre 2025, 1:00 - 6:00 ng hapon
Lugar: Parish Hall, St. Paul's Church, Mussafah
Ambag: AED 20 (kasama ang merienda), babayaran sa mismong araw

Para makumpleto ang iyong rehistro, pakikumpirma ang iyong email sa link na ito:
https://sambayananmussafah.org/?event_confirm=retreat-2025&rid=318&key=7dc2a9e4f10b

Kung hindi makukumpirma sa loob ng 3 araw, ibibigay namin ang iyong puwesto sa nasa waiting list. 80 lang ang upuan.

Hanggang sa muli,
Registration Team
`,
    html: `<html><body style="font-family:Arial,sans-serif;font-size:14px;color:#333;">
<p>Hi Ramon,</p>
<p>Salamat sa pagpaparehistro sa <strong>"Recollection para sa mga OFW: Pag-asa sa Malayo"</strong>.</p>
<p><strong>Petsa:</strong> Biyernes, 7 Nobyembre 2025, 1:00 - 6:00 ng hapon<br>
<strong>Lugar:</strong> Parish Hall, St. Paul's Church, Mussafah<br>
<strong>Ambag:</strong> AED 20 (kasama ang merienda), babayaran sa mismong araw</p>
<p>Para makumpleto ang iyong rehistro, pakikumpirma ang iyong email sa link na ito:<br>
<a href="https://sambayananmussafah.org/?event_confirm=retreat-2025&amp;rid=318&amp;key=7dc2a9e4f10b">https://sambayananmussafah.org/?event_confirm=retreat-2025&amp;rid=318&amp;key=7dc2a9e4f10b</a></p>
<p>Kung hindi makukumpirma sa loob ng 3 araw, ibibigay namin ang iyong puwesto sa nasa waiting list. 80 lang ang upuan.</p>
<p>Hanggang sa muli,<br>Registration Team</p>
</body></html>`,
  },
];

// ---------------------------------------------------------------- Nepali Samaj Qatar (community group)

const samaj: Mail[] = [
  {
    family: "nepali-samaj-qatar",
    group: "negative",
    lang: "ne",
    kind: "event-notice",
    code: null,
    link: null,
    from: "नेपाली समाज कतार <sampark@nepalisamajqatar.org>",
    to: "Bikash Gurung <bikash.gurung@inbox.example>",
    subject: "दशैं-तिहार भेटघाट कार्यक्रम २०८२ - निमन्त्रणा",
    date: dt(2025, 10, 5, "19:45:00", "+0300"),
    text: `आदरणीय सदस्यज्यू,

नेपाली समाज कतारको आयोजनामा हुने दशैं-तिहार भेटघाट तथा सांस्कृतिक कार्यक्रममा हजुरलाई हार्दिक निमन्त्रणा गर्दछौं।

मिति: शुक्रबार, १० अक्टोबर २०२५ (२०८२ असोज २४)
समय: दिउँसो २:०० बजेदेखि साँझ ८:०० बजेसम्म
स्थान: Al Arabi Sports Club Hall, Doha

कार्यक्रम: टीका तथा आशीर्वाद, देउसी-भैलो प्रतियोगिता, नेपाली खाना (सेल रोटी, मासु-भात)
प्रवेश शुल्क: सदस्यलाई निःशुल्क, अन्यलाई QAR 15

बसको व्यवस्था इन्डस्ट्रियल एरिया स्ट्रिट ३२ बाट दिउँसो १:०० बजे हुनेछ।

सम्पर्क: सचिव रमेश तामाङ, +974 3355 ****

शुभकामनासहित,
नेपाली समाज कतार, कार्यसमिति
`,
    html:
      `<html lang="ne"><body style="margin:0;background:#fff8f0;font-family:'Noto Sans Devanagari',Arial,sans-serif;">
<div style="max-width:580px;margin:0 auto;background:#fff;border:1px solid #f0d9c2;">
<img src="https://nepalisamajqatar.org/uploads/banner-dashain-2082.jpg" alt="दशैं-तिहार भेटघाट २०८२" width="580" style="display:block;">
<div style="padding:20px 24px;font-size:15px;line-height:26px;color:#333;">
<p>आदरणीय सदस्यज्यू,</p>
<p>नेपाली समाज कतारको आयोजनामा हुने दशैं-तिहार भेटघाट तथा सांस्कृतिक कार्यक्रममा हजुरलाई हार्दिक निमन्त्रणा गर्दछौं।</p>
<table cellpadding="4" style="font-size:14px;">
<tr><td><b>मिति</b></td><td>शुक्रबार, १० अक्टोबर २०२५ (२०८२ असोज २४)</td></tr>
<tr><td><b>समय</b></td><td>दिउँसो २:०० बजेदेखि साँझ ८:०० बजेसम्म</td></tr>
<tr><td><b>स्थान</b></td><td>Al Arabi Sports Club Hall, Doha</td></tr>
<tr><td><b>कार्यक्रम</b></td><td>टीका तथा आशीर्वाद, देउसी-भैलो प्रतियोगिता, नेपाली खाना (सेल रोटी, मासु-भात)</td></tr>
<tr><td><b>प्रवेश शुल्क</b></td><td>सदस्यलाई निःशुल्क, अन्यलाई QAR 15</td></tr>
</table>
<p>बसको व्यवस्था इन्डस्ट्रियल एरिया स्ट्रिट ३२ बाट दिउँसो १:०० बजे हुनेछ।</p>
<p>सम्पर्क: सचिव रमेश तामाङ, +974 3355 ****</p>
<p>शुभकामनासहित,<br><b>नेपाली समाज कतार, कार्यसमिति</b></p>
</div>
<div style="padding:12px 24px;background:#b8292f;color:#fff;font-size:11px;"><a href="https://www.facebook.com/nepalisamajqatar" style="color:#fff;">Facebook</a> · <a href="https://nepalisamajqatar.org" style="color:#fff;">nepalisamajqatar.org</a></div>
</div></body></html>`,
    enc: "b64",
  },
  {
    family: "nepali-samaj-qatar",
    group: "negative",
    lang: "ne",
    kind: "membership-receipt",
    code: null,
    link: null,
    from: "नेपाली समाज कतार <kosh@nepalisamajqatar.org>",
    to: "Bikash Gurung <bikash.gurung@inbox.example>",
    subject: "सदस्यता नवीकरण रसिद - NSQ-2025-0877",
    date: dt(2025, 9, 19, "21:12:30", "+0300"),
    text: `नमस्ते बिकास गुरुङज्यू,

तपाईंको वार्षिक सदस्यता नवीकरण शुल्क प्राप्त भएको छ। धन्यवाद!

रसिद नं.: NSQ-2025-0877
सदस्यता नं.: M-1142
रकम: QAR 60
अवधि: सेप्टेम्बर २०२५ - अगस्ट २०२६
भुक्तानी: नगद, कोषाध्यक्ष मार्फत

यो रकम आकस्मिक सहायता कोष र नयाँ आउनुभएका कामदारहरूको सहयोगमा खर्च गरिनेछ।

कोषाध्यक्ष
नेपाली समाज कतार
`,
    html: null,
  },
];

// ---------------------------------------------------------------- Sampaguita Air (the flight home)

const sampa_foot = `<tr><td style="padding:18px 24px;background:#0d2b52;color:#9fb3cc;font-size:11px;line-height:17px;">
Sampaguita Air, Inc. · SA Tower, Andrews Avenue, Pasay City 1300, Philippines · Dubai office +971 4 316 7720<br>
<a href="https://www.sampaguitaair.com/manage" style="color:#cfe0f5;">Manage booking</a> · <a href="https://www.sampaguitaair.com/baggage" style="color:#cfe0f5;">Baggage</a> · <a href="https://www.sampaguitaair.com/privacy" style="color:#cfe0f5;">Privacy</a> · <a href="https://email.sampaguitaair.com/pref?u=8d2a" style="color:#cfe0f5;">Email preferences</a></td></tr>`;

const sampaguita: Mail[] = [
  {
    family: "sampaguita-air",
    group: "consumer",
    lang: "en",
    kind: "booking-confirmation",
    code: null,
    link: null,
    from: "Sampaguita Air <bookings@sampaguitaair.com>",
    to: "Ramon Dizon <ramon.dizon@inbox.example>",
    subject: "Booking confirmed - Abu Dhabi to Manila, 14 Nov 2025 (Ref: K7RQ2P)",
    date: dt(2025, 10, 12, "00:41:27"),
    text: `Salamat, Ramon! Your booking is confirmed.

Booking reference: K7RQ2P
E-ticket: 781-2409918835

OUTBOUND  SQ 657  Fri 14 Nov 2025
  Abu Dhabi (AUH) T-A 23:55  ->  Manila (MNL) T1 12:25 +1
  Economy Saver · 30 kg checked + 7 kg cabin (OFW baggage allowance)

RETURN    SQ 656  Sat 6 Dec 2025
  Manila (MNL) T1 18:10  ->  Abu Dhabi (AUH) T-A 22:45
  Economy Saver · 30 kg checked + 7 kg cabin

Passenger: MR RAMON PASCUAL DIZON
Paid: AED 2,186.00 (Visa •••• 7719) incl. taxes and fees AED 412.00

Travel documents: passport valid 6 months, OEC or OFW Pass needed at Manila departure.
Online check-in opens 48 hours before departure.

Manage your booking: https://www.sampaguitaair.com/manage?ref=K7RQ2P&ln=DIZON
`,
    html: `<!DOCTYPE html><html><body style="margin:0;background:#e9eef5;font-family:Arial,Helvetica,sans-serif;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:16px 8px;">
<table role="presentation" width="620" cellpadding="0" cellspacing="0" style="background:#fff;">
<tr><td style="padding:18px 24px;background:#0d2b52;"><img src="https://email.sampaguitaair.com/img/logo-white.png" alt="Sampaguita Air" width="150"></td></tr>
<tr><td style="padding:24px 24px 4px;font-size:22px;font-weight:bold;color:#0d2b52;">Salamat, Ramon! Your booking is confirmed.</td></tr>
<tr><td style="padding:6px 24px 16px;font-size:14px;color:#555;">Booking reference <b style="font-size:18px;color:#d4145a;letter-spacing:1px;">K7RQ2P</b> &nbsp;·&nbsp; E-ticket 781-2409918835</td></tr>
<tr><td style="padding:0 24px;"><table width="100%" cellpadding="10" cellspacing="0" style="font-size:13px;border:1px solid #dde4ee;">
<tr style="background:#f3f6fa;"><td colspan="3"><b>OUTBOUND</b> · SQ 657 · Fri 14 Nov 2025</td></tr>
<tr><td><b style="font-size:18px;">23:55</b><br>Abu Dhabi (AUH) T-A</td><td align="center">&#9992;</td><td align="right"><b style="font-size:18px;">12:25 <sup>+1</sup></b><br>Manila (MNL) T1</td></tr>
<tr><td colspan="3" style="color:#666;">Economy Saver · 30 kg checked + 7 kg cabin (OFW baggage allowance)</td></tr>
<tr style="background:#f3f6fa;"><td colspan="3"><b>RETURN</b> · SQ 656 · Sat 6 Dec 2025</td></tr>
<tr><td><b style="font-size:18px;">18:10</b><br>Manila (MNL) T1</td><td align="center">&#9992;</td><td align="right"><b style="font-size:18px;">22:45</b><br>Abu Dhabi (AUH) T-A</td></tr>
<tr><td colspan="3" style="color:#666;">Economy Saver · 30 kg checked + 7 kg cabin</td></tr></table></td></tr>
<tr><td style="padding:14px 24px;font-size:13px;color:#333;">Passenger: MR RAMON PASCUAL DIZON<br>Paid: <b>AED 2,186.00</b> (Visa •••• 7719) incl. taxes and fees AED 412.00</td></tr>
<tr><td style="padding:0 24px 14px;font-size:12px;color:#666;">Travel documents: passport valid 6 months, OEC or OFW Pass needed at Manila departure. Online check-in opens 48 hours before departure.</td></tr>
<tr><td style="padding:0 24px 24px;"><a href="https://www.sampaguitaair.com/manage?ref=K7RQ2P&amp;ln=DIZON" style="background:#d4145a;color:#fff;text-decoration:none;padding:12px 26px;border-radius:4px;font-weight:bold;display:inline-block;">Manage booking</a></td></tr>
${sampa_foot}
</table></td></tr></table></body></html>`,
    enc: "qp",
  },
  {
    family: "sampaguita-air",
    group: "consumer",
    lang: "tl",
    kind: "login-code",
    code: "904127",
    link: null,
    from: "Sampaguita Air Bituin Rewards <bituin@sampaguitaair.com>",
    to: "Ramon Dizon <ramon.dizon@inbox.example>",
    subject: "Ang iyong verification code para sa Bituin Rewards",
    date: dt(2025, 10, 12, "00:27:03"),
    text: `Kumusta, Ramon!

Gamitin ang code na ito para makapag-log in sa iyong Bituin Rewards account:

904127

Mag-e-expire ito sa loob ng 10 minuto. Huwag ibahagi ang code na ito kahit kanino.

Bituin no.: SB 4410 2287 91 · Tier: Silver · 3,240 puntos

Sampaguita Air, Inc. · Pasay City, Philippines
`,
    html: `<!DOCTYPE html><html><body style="margin:0;background:#e9eef5;font-family:Arial,Helvetica,sans-serif;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:16px 8px;">
<table role="presentation" width="560" cellpadding="0" cellspacing="0" style="background:#fff;">
<tr><td style="padding:18px 24px;background:#0d2b52;"><img src="https://email.sampaguitaair.com/img/bituin-white.png" alt="Bituin Rewards" width="140"></td></tr>
<tr><td style="padding:24px;font-size:15px;color:#333;">Kumusta, Ramon!<br><br>Gamitin ang code na ito para makapag-log in sa iyong Bituin Rewards account:</td></tr>
<tr><td align="center" style="padding:0 24px 18px;"><table cellpadding="0" cellspacing="5"><tr>
<td style="border-bottom:3px solid #d4145a;font-size:30px;font-weight:bold;padding:4px 10px;color:#0d2b52;">9</td>
<td style="border-bottom:3px solid #d4145a;font-size:30px;font-weight:bold;padding:4px 10px;color:#0d2b52;">0</td>
<td style="border-bottom:3px solid #d4145a;font-size:30px;font-weight:bold;padding:4px 10px;color:#0d2b52;">4</td>
<td style="border-bottom:3px solid #d4145a;font-size:30px;font-weight:bold;padding:4px 10px;color:#0d2b52;">1</td>
<td style="border-bottom:3px solid #d4145a;font-size:30px;font-weight:bold;padding:4px 10px;color:#0d2b52;">2</td>
<td style="border-bottom:3px solid #d4145a;font-size:30px;font-weight:bold;padding:4px 10px;color:#0d2b52;">7</td>
</tr></table></td></tr>
<tr><td style="padding:0 24px 16px;font-size:13px;color:#666;">Mag-e-expire ito sa loob ng 10 minuto. Huwag ibahagi ang code na ito kahit kanino.</td></tr>
<tr><td style="padding:0 24px 22px;font-size:12px;color:#888;">Bituin no.: SB 4410 2287 91 · Tier: Silver · 3,240 puntos</td></tr>
${sampa_foot}
</table></td></tr></table></body></html>`,
  },
  {
    family: "sampaguita-air",
    group: "consumer",
    lang: "en",
    kind: "checkin-open",
    code: null,
    link: null,
    from: "Sampaguita Air <checkin@sampaguitaair.com>",
    to: "Ramon Dizon <ramon.dizon@inbox.example>",
    subject: "Check-in is now open for your flight to Manila",
    date: dt(2025, 11, 12, "23:55:10"),
    text: `Hi Ramon, you're almost home!

Online check-in is open for SQ 657, Abu Dhabi (AUH) 23:55 -> Manila (MNL), Friday 14 November 2025.
Booking reference: K7RQ2P

Check in online: https://www.sampaguitaair.com/checkin?ref=K7RQ2P&ln=DIZON

Check-in counters at AUH close 60 minutes before departure (22:55). Balikbayan boxes must be dropped at counter 41-44 at least 3 hours before.

Need extra baggage? Pre-book 10 kg for AED 180 (AED 320 at the airport).

Ingat sa biyahe!
Sampaguita Air
`,
    html: `<!DOCTYPE html><html><body style="margin:0;background:#e9eef5;font-family:Arial,Helvetica,sans-serif;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:16px 8px;">
<table role="presentation" width="620" cellpadding="0" cellspacing="0" style="background:#fff;">
<tr><td style="padding:18px 24px;background:#0d2b52;"><img src="https://email.sampaguitaair.com/img/logo-white.png" alt="Sampaguita Air" width="150"></td></tr>
<tr><td><img src="https://email.sampaguitaair.com/img/hero-almost-home.jpg" alt="You're almost home" width="620" style="display:block;"></td></tr>
<tr><td style="padding:22px 24px 8px;font-size:21px;font-weight:bold;color:#0d2b52;">Hi Ramon, you're almost home!</td></tr>
<tr><td style="padding:0 24px 14px;font-size:14px;color:#444;">Online check-in is open for <b>SQ 657</b>, Abu Dhabi (AUH) 23:55 &rarr; Manila (MNL), Friday 14 November 2025.<br>Booking reference: K7RQ2P</td></tr>
<tr><td style="padding:0 24px 18px;"><a href="https://www.sampaguitaair.com/checkin?ref=K7RQ2P&amp;ln=DIZON" style="background:#d4145a;color:#fff;text-decoration:none;padding:13px 30px;border-radius:4px;font-weight:bold;display:inline-block;">Check in now</a></td></tr>
<tr><td style="padding:0 24px 12px;font-size:13px;color:#555;">Check-in counters at AUH close 60 minutes before departure (22:55). Balikbayan boxes must be dropped at counter 41-44 at least 3 hours before.</td></tr>
<tr><td style="padding:0 24px 22px;font-size:13px;color:#555;">Need extra baggage? <a href="https://www.sampaguitaair.com/extras/baggage?ref=K7RQ2P" style="color:#d4145a;">Pre-book 10 kg for AED 180</a> (AED 320 at the airport).<br><br>Ingat sa biyahe!</td></tr>
${sampa_foot}
</table></td></tr></table></body></html>`,
  },
];

export const mails: Mail[] = [
  ...tulay,
  ...falaj,
  ...rawateb,
  ...murjan,
  ...daleel,
  ...wafi,
  ...sawt,
  ...mashi,
  ...luqma,
  ...sahra,
  ...kabisig,
  ...himal,
  ...gangotri,
  ...servewise,
  ...sambayanan,
  ...samaj,
  ...sampaguita,
];
