/**
 * The inbox of an owner-driver running a truck between Turkey, Georgia, Azerbaijan, Armenia and, by the
 * Caspian ferry, Kazakhstan: border e-queues, tolls, fuel cards, a freight exchange, the ferry, banks,
 * telematics, workshops, a phone operator and an insurer, mostly notices with a minority of codes and links.
 * @module
 */

import type { Mail } from "../holdout_kit.ts";

const TO = "Murat Kaya <murat.kaya61@postakutu.example>";

/** A tiny stand-in for a PDF document. */
function pdf(title: string, lines: string[]): string {
  const body = lines.map((l, i) => `BT /F1 10 Tf 40 ${760 - i * 14} Td (${l}) Tj ET`).join("\n");
  return `%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj\n` +
    `3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R >> endobj\n` +
    `4 0 obj << /Length ${body.length} >>\nstream\n${body}\nendstream endobj\n% ${title}\n%%EOF\n`;
}

// ---------------------------------------------------------------- SınırSıra (Turkish border e-queue)

function sinirsira_page(pre: string, inner: string): string {
  return `<!DOCTYPE html>
<html lang="tr"><head><meta charset="utf-8"><title>SınırSıra</title></head>
<body style="margin:0;padding:0;background:#eef1f4;">
<div style="display:none;max-height:0;overflow:hidden;">${pre}</div>
<table width="100%" cellpadding="0" cellspacing="0" border="0" style="background:#eef1f4;">
<tr><td align="center" style="padding:24px 8px;">
<table width="600" cellpadding="0" cellspacing="0" border="0" style="background:#ffffff;border-top:5px solid #c8102e;font-family:Arial,Helvetica,sans-serif;">
<tr><td style="padding:18px 28px;border-bottom:1px solid #e3e6ea;">
<img src="https://static.sinirsira.example/img/logo-sinirsira.png" width="150" height="36" alt="SınırSıra">
<span style="float:right;font-size:12px;color:#6b7480;">Kara Hudut Kapıları Elektronik Sıra Sistemi</span>
</td></tr>
<tr><td style="padding:26px 28px;font-size:14px;line-height:21px;color:#1f2933;">
${inner}
</td></tr>
<tr><td style="padding:18px 28px;background:#f6f7f9;font-size:11px;line-height:17px;color:#7b8591;">
Bu e-posta otomatik olarak gönderilmiştir, lütfen yanıtlamayınız.<br>
Çağrı merkezi: 444 7 742 (hafta içi 08:00–20:00) · <a href="https://www.sinirsira.example/sss" style="color:#7b8591;">Sık sorulan sorular</a> ·
<a href="https://www.sinirsira.example/kvkk" style="color:#7b8591;">KVKK aydınlatma metni</a><br>
SınırSıra Bilişim Hizmetleri A.Ş. · Kemalpaşa Mah. Sahil Cad. No: 14, 08800 Hopa / Artvin<br>
© 2026 SınırSıra
</td></tr>
</table>
</td></tr></table>
</body></html>`;
}

const batch1: Mail[] = [
  {
    family: "sinirsira",
    group: "regional",
    lang: "tr",
    kind: "slot-confirm-link",
    code: null,
    link: "https://randevu.sinirsira.example/talep/onay?t=9f3KxQ2mLr7wA1&kapi=SARP",
    from: "SınırSıra <bildirim@sinirsira.example>",
    to: TO,
    subject: "Sarp Kara Hudut Kapısı randevu talebiniz – onayınız bekleniyor",
    date: "Tue, 01 Sep 2026 06:12:40 +0300",
    enc: "qp",
    text: `Sayın MURAT KAYA,

61 ABC 482 plakalı çekiciniz için Sarp Kara Hudut Kapısı çıkış yönüne randevu talebi aldık.

Talep no      : TLP-2026-0901-33871
Kapı          : Sarp (çıkış – Gürcistan yönü)
Tarih / saat  : 02.09.2026, 14:00–16:00 dilimi
Dorse plakası : 61 AKD 19
Yük           : Dolu – fındık, 21.400 kg

Talebin kesinleşmesi için 30 dakika içinde aşağıdaki bağlantıdan onay vermeniz gerekir. Onaylanmayan talepler otomatik olarak iptal edilir ve dilim başka araca açılır.

Randevuyu onayla:
https://randevu.sinirsira.example/talep/onay?t=9f3KxQ2mLr7wA1&kapi=SARP

Bu talebi siz oluşturmadıysanız herhangi bir işlem yapmanıza gerek yoktur.

Çağrı merkezi: 444 7 742
SınırSıra Bilişim Hizmetleri A.Ş.
`,
    html: sinirsira_page(
      "Randevu talebinizi 30 dakika içinde onaylayın.",
      `<p style="margin:0 0 14px;">Sayın <b>MURAT KAYA</b>,</p>
<p style="margin:0 0 14px;"><b>61 ABC 482</b> plakalı çekiciniz için Sarp Kara Hudut Kapısı çıkış yönüne randevu talebi aldık.</p>
<table cellpadding="6" cellspacing="0" border="0" style="width:100%;font-size:13px;border:1px solid #e3e6ea;margin:0 0 18px;">
<tr style="background:#f6f7f9;"><td width="40%">Talep no</td><td><b>TLP-2026-0901-33871</b></td></tr>
<tr><td>Kapı</td><td>Sarp (çıkış – Gürcistan yönü)</td></tr>
<tr style="background:#f6f7f9;"><td>Tarih / saat</td><td>02.09.2026, 14:00–16:00 dilimi</td></tr>
<tr><td>Dorse plakası</td><td>61 AKD 19</td></tr>
<tr style="background:#f6f7f9;"><td>Yük</td><td>Dolu – fındık, 21.400 kg</td></tr>
</table>
<p style="margin:0 0 18px;">Talebin kesinleşmesi için <b>30 dakika içinde</b> onay vermeniz gerekir. Onaylanmayan talepler otomatik olarak iptal edilir.</p>
<table cellpadding="0" cellspacing="0" border="0" align="center"><tr>
<td bgcolor="#c8102e" style="border-radius:4px;"><a href="https://randevu.sinirsira.example/talep/onay?t=9f3KxQ2mLr7wA1&amp;kapi=SARP" style="display:inline-block;padding:13px 34px;color:#ffffff;font-weight:bold;text-decoration:none;font-size:15px;">Randevuyu onayla</a></td>
</tr></table>
<p style="margin:18px 0 0;font-size:12px;color:#6b7480;">Bu talebi siz oluşturmadıysanız herhangi bir işlem yapmanıza gerek yoktur.</p>`,
    ),
  },
  {
    family: "sinirsira",
    group: "regional",
    lang: "tr",
    kind: "slot-assigned",
    code: null,
    link: null,
    from: "SınırSıra <bildirim@sinirsira.example>",
    to: TO,
    subject: "Randevunuz kesinleşti: Sarp, 02.09.2026 14:00–16:00",
    date: "Tue, 01 Sep 2026 06:19:02 +0300",
    enc: "qp",
    text: `Sayın MURAT KAYA,

Randevunuz kesinleşmiştir.

Randevu no : SRP-0209-04417
Plaka      : 61 ABC 482 / 61 AKD 19
Kapı       : Sarp – çıkış
Dilim      : 02.09.2026 14:00–16:00

Önemli:
- Dilim başlangıcından en erken 2 saat önce bekleme sahasına (Kemalpaşa TIR parkı, 3. peron) giriş yapabilirsiniz.
- Dilim bitiminden sonra 60 dakika içinde saha girişi yapılmazsa randevu düşer.
- Randevu numarasını ve pasaportunuzu saha girişinde görevliye gösteriniz.

Randevunuzu görüntülemek veya iptal etmek için: https://randevu.sinirsira.example/randevularim

İyi yolculuklar dileriz.
SınırSıra
`,
    html: sinirsira_page(
      "Randevu no SRP-0209-04417 – 02.09.2026 14:00–16:00",
      `<p style="margin:0 0 14px;">Sayın <b>MURAT KAYA</b>,</p>
<p style="margin:0 0 14px;font-size:18px;color:#1d7a3a;"><b>&#10003; Randevunuz kesinleşmiştir.</b></p>
<table cellpadding="8" cellspacing="0" border="0" style="width:100%;font-size:14px;background:#f6f7f9;margin:0 0 18px;">
<tr><td>Randevu no</td><td style="font-family:Consolas,monospace;font-size:16px;"><b>SRP-0209-04417</b></td></tr>
<tr><td>Plaka</td><td>61 ABC 482 / 61 AKD 19</td></tr>
<tr><td>Kapı</td><td>Sarp – çıkış</td></tr>
<tr><td>Dilim</td><td>02.09.2026 14:00–16:00</td></tr>
</table>
<p style="margin:0 0 6px;"><b>Önemli</b></p>
<ul style="margin:0 0 16px;padding-left:18px;">
<li>Dilim başlangıcından en erken 2 saat önce bekleme sahasına (Kemalpaşa TIR parkı, 3. peron) giriş yapabilirsiniz.</li>
<li>Dilim bitiminden sonra 60 dakika içinde saha girişi yapılmazsa randevu düşer.</li>
<li>Randevu numarasını ve pasaportunuzu saha girişinde görevliye gösteriniz.</li>
</ul>
<p style="margin:0;"><a href="https://randevu.sinirsira.example/randevularim" style="color:#c8102e;">Randevularım</a></p>`,
    ),
  },
  {
    family: "sinirsira",
    group: "regional",
    lang: "en",
    kind: "slot-expired",
    code: null,
    link: null,
    from: "SinirSira <bildirim@sinirsira.example>",
    to: TO,
    subject: "Appointment SRP-1910-11208 has lapsed",
    date: "Mon, 19 Oct 2026 23:05:11 +0300",
    text: `Dear MURAT KAYA,

Your appointment at Sarp land border crossing (entry, from Georgia) has lapsed because the vehicle did not enter the waiting area before the end of the time window.

Appointment no : SRP-1910-11208
Vehicle        : 61 ABC 482
Window         : 19.10.2026 18:00-20:00

No fee is charged for a lapsed appointment. You can book a new window at https://randevu.sinirsira.example/en from 00:00 tomorrow; three lapses within 30 days suspend online booking for 7 days.

This message was sent automatically. Call centre (from abroad): +90 466 555 74 20

SinirSira Bilisim Hizmetleri A.S., Hopa / Artvin
`,
    html: null,
  },
];

// ---------------------------------------------------------------- Rigi.ge (Georgian checkpoint queue)

function rigi_page(inner: string): string {
  return `<html><head><meta http-equiv="Content-Type" content="text/html; charset=utf-8"></head>
<body style="background:#f2f4f7;margin:0;">
<center>
<table role="presentation" width="560" cellspacing="0" cellpadding="0" style="background:#fff;margin:20px auto;font-family:'BPG Arial',Arial,sans-serif;font-size:14px;color:#222;">
<tr><td style="background:#0b3d91;padding:14px 24px;"><img src="https://rigi.example/assets/mail/rigi-white.png" alt="რიგი.ge" width="110" height="30"></td></tr>
<tr><td style="padding:24px;">${inner}</td></tr>
<tr><td style="padding:14px 24px;border-top:1px solid #e6e9ee;font-size:11px;color:#8a93a0;">
ცხელი ხაზი: *1505 · +995 32 2 19 15 05<br>
<a href="https://rigi.example/ka/terms" style="color:#8a93a0;">წესები</a> · <a href="https://rigi.example/ka/privacy" style="color:#8a93a0;">კონფიდენციალურობა</a><br>
შპს „რიგი“, ბათუმი, გორგილაძის ქ. 87 · © 2026
</td></tr>
</table>
</center>
</body></html>`;
}

// ---------------------------------------------------------------- Sərhəd Növbə (Azerbaijani border queue)

function serhed_page(title: string, inner: string): string {
  return `<!doctype html>
<html lang="az"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${title}</title>
<style>a{color:#00a3a3}</style></head>
<body style="margin:0;background:#ffffff;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center">
<table width="580" cellpadding="0" cellspacing="0" style="font-family:Verdana,Arial,sans-serif;font-size:13px;color:#333;">
<tr><td style="padding:20px 0;border-bottom:3px solid #00a3a3;">
<table width="100%"><tr>
<td><img src="https://cdn.serhednovbe.example/mail/logo.png" alt="Sərhəd Növbə" height="32"></td>
<td align="right" style="font-size:11px;color:#888;">Elektron növbə xidməti</td>
</tr></table>
</td></tr>
<tr><td style="padding:24px 0;">${inner}</td></tr>
<tr><td style="padding:16px 0;border-top:1px solid #ddd;font-size:11px;color:#999;line-height:16px;">
Məlumat mərkəzi: 1588 (Azərbaycan daxilində) · +994 12 404 15 88<br>
<a href="https://serhednovbe.example/az/mexfilik">Məxfilik siyasəti</a> | <a href="https://serhednovbe.example/az/yardim">Yardım</a><br>
"Sərhəd Növbə" MMC, Bakı ş., Nobel pr. 25 · © 2026
</td></tr>
</table></td></tr></table>
</body></html>`;
}

const batch2: Mail[] = [
  {
    family: "rigi-ge",
    group: "regional",
    lang: "ka",
    kind: "booking-code",
    code: "731904",
    link: null,
    from: "რიგი.ge <no-reply@rigi.example>",
    to: TO,
    subject: "რიგი.ge — ჯავშნის დადასტურების კოდი",
    date: "Sun, 13 Sep 2026 21:40:17 +0400",
    enc: "b64",
    text: `გამარჯობა, MURAT KAYA!

სარფის საბაჟო გამშვებ პუნქტზე ელექტრონულ რიგში ადგილის დასაჯავშნად შეიყვანეთ ეს კოდი ჯავშნის გვერდზე:

731 904

კოდი მოქმედებს 10 წუთის განმავლობაში. არავის გაუზიაროთ — რიგი.ge-ს თანამშრომლები მას არასდროს მოგთხოვენ.

ჯავშნის დეტალები
სატრანსპორტო საშუალება: 61 ABC 482
თარიღი: 14.09.2026, 09:00–10:00
მიმართულება: საქართველო → თურქეთი
საფასური: 25.00 ₾

თუ ეს მოთხოვნა თქვენ არ გაგიგზავნიათ, უბრალოდ უგულებელყავით წერილი.

ცხელი ხაზი: *1505
`,
    html: rigi_page(`<p style="margin:0 0 12px;">გამარჯობა, <b>MURAT KAYA</b>!</p>
<p style="margin:0 0 16px;">სარფის საბაჟო გამშვებ პუნქტზე ელექტრონულ რიგში ადგილის დასაჯავშნად შეიყვანეთ ეს კოდი ჯავშნის გვერდზე:</p>
<table cellpadding="0" cellspacing="0" align="center" style="margin:0 auto 16px;"><tr>
<td style="background:#eef3fb;border:1px dashed #0b3d91;padding:14px 26px;font-size:30px;letter-spacing:8px;font-weight:bold;color:#0b3d91;font-family:Courier New,monospace;">731 904</td>
</tr></table>
<p style="margin:0 0 16px;font-size:12px;color:#666;">კოდი მოქმედებს 10 წუთის განმავლობაში. არავის გაუზიაროთ — რიგი.ge-ს თანამშრომლები მას არასდროს მოგთხოვენ.</p>
<table cellpadding="5" cellspacing="0" style="font-size:13px;width:100%;background:#f7f8fa;">
<tr><td style="color:#666;">სატრანსპორტო საშუალება</td><td>61 ABC 482</td></tr>
<tr><td style="color:#666;">თარიღი</td><td>14.09.2026, 09:00–10:00</td></tr>
<tr><td style="color:#666;">მიმართულება</td><td>საქართველო → თურქეთი</td></tr>
<tr><td style="color:#666;">საფასური</td><td>25.00 ₾</td></tr>
</table>
<p style="margin:16px 0 0;font-size:12px;color:#666;">თუ ეს მოთხოვნა თქვენ არ გაგიგზავნიათ, უბრალოდ უგულებელყავით წერილი.</p>`),
  },
  {
    family: "rigi-ge",
    group: "regional",
    lang: "ka",
    kind: "slot-reminder",
    code: null,
    link: null,
    from: "რიგი.ge <no-reply@rigi.example>",
    to: TO,
    subject: "შეხსენება: თქვენი ჯავშანი ხვალ, 09:00–10:00",
    date: "Sun, 13 Sep 2026 21:46:55 +0400",
    enc: "b64",
    text: `გამარჯობა, MURAT KAYA!

გახსენებთ, რომ სარფის გამშვებ პუნქტზე თქვენი ჯავშანი ხვალ იწყება.

ჯავშნის ნომერი: RG-558201
ავტომობილი: 61 ABC 482
დრო: 14.09.2026, 09:00–10:00
გადახდილია: 25.00 ₾ (ბარათი •••• 4821)

მიმართეთ მოსაცდელ მოედანს (კახაბერი, ტერმინალი N2) დროის დაწყებამდე არაუგვიანეს 30 წუთით ადრე. დაგვიანების შემთხვევაში ჯავშანი უქმდება და თანხა არ ბრუნდება.

ჯავშნის ნახვა: https://rigi.example/ka/my-bookings

რიგი.ge
`,
    html: rigi_page(`<p style="margin:0 0 12px;">გამარჯობა, <b>MURAT KAYA</b>!</p>
<p style="margin:0 0 16px;">გახსენებთ, რომ სარფის გამშვებ პუნქტზე თქვენი ჯავშანი <b>ხვალ</b> იწყება.</p>
<table cellpadding="6" cellspacing="0" style="font-size:13px;width:100%;border:1px solid #e6e9ee;">
<tr><td style="color:#666;width:45%;">ჯავშნის ნომერი</td><td><b>RG-558201</b></td></tr>
<tr><td style="color:#666;">ავტომობილი</td><td>61 ABC 482</td></tr>
<tr><td style="color:#666;">დრო</td><td>14.09.2026, 09:00–10:00</td></tr>
<tr><td style="color:#666;">გადახდილია</td><td>25.00 ₾ (ბარათი •••• 4821)</td></tr>
</table>
<p style="margin:16px 0;">მიმართეთ მოსაცდელ მოედანს (კახაბერი, ტერმინალი N2) დროის დაწყებამდე არაუგვიანეს 30 წუთით ადრე. დაგვიანების შემთხვევაში ჯავშანი უქმდება და თანხა არ ბრუნდება.</p>
<p style="margin:0;"><a href="https://rigi.example/ka/my-bookings" style="color:#0b3d91;">ჩემი ჯავშნები →</a></p>`),
  },
  {
    family: "rigi-ge",
    group: "regional",
    lang: "en",
    kind: "payment-receipt",
    code: null,
    link: null,
    from: "Rigi.ge Payments <payments@rigi.example>",
    to: TO,
    subject: "Receipt RG-558201 – 25.00 GEL",
    date: "Sun, 13 Sep 2026 21:47:03 +0400",
    text: `Thank you for your payment.

Receipt no.   : RCP-2026-0913-771045
Booking       : RG-558201 (Sarpi, 14.09.2026 09:00-10:00)
Vehicle       : 61 ABC 482
Amount        : 25.00 GEL
Paid with     : Visa •••• 4821
Authorisation : 0G44KT

The fiscal receipt is attached as a PDF. Booking fees are refundable only if you cancel at least 12 hours before the start of the time window.

Rigi LLC, 87 Gorgiladze St, Batumi 6010, Georgia
`,
    html: rigi_page(`<p style="margin:0 0 14px;font-size:18px;"><b>Thank you for your payment</b></p>
<table cellpadding="6" cellspacing="0" style="font-size:13px;width:100%;border-collapse:collapse;">
<tr style="border-bottom:1px solid #eee;"><td style="color:#666;">Receipt no.</td><td align="right">RCP-2026-0913-771045</td></tr>
<tr style="border-bottom:1px solid #eee;"><td style="color:#666;">Booking</td><td align="right">RG-558201 (Sarpi, 14.09.2026 09:00–10:00)</td></tr>
<tr style="border-bottom:1px solid #eee;"><td style="color:#666;">Vehicle</td><td align="right">61 ABC 482</td></tr>
<tr style="border-bottom:1px solid #eee;"><td style="color:#666;">Paid with</td><td align="right">Visa •••• 4821</td></tr>
<tr style="border-bottom:1px solid #eee;"><td style="color:#666;">Authorisation</td><td align="right">0G44KT</td></tr>
<tr><td><b>Total</b></td><td align="right" style="font-size:18px;"><b>25.00 GEL</b></td></tr>
</table>
<p style="margin:16px 0 0;font-size:12px;color:#666;">The fiscal receipt is attached as a PDF. Booking fees are refundable only if you cancel at least 12 hours before the start of the time window.</p>`),
    attachment: [
      "RCP-2026-0913-771045.pdf",
      "application/pdf",
      pdf("Rigi receipt", [
        "Rigi LLC - fiscal receipt RCP-2026-0913-771045",
        "Booking RG-558201 Sarpi 14.09.2026",
        "Amount 25.00 GEL  VAT 3.81 GEL",
      ]),
    ],
  },
  {
    family: "serhednovbe",
    group: "regional",
    lang: "az",
    kind: "login-code",
    code: "582071",
    link: null,
    from: "Sərhəd Növbə <kod@serhednovbe.example>",
    to: TO,
    subject: "Birdəfəlik giriş kodu",
    date: "Fri, 04 Sep 2026 21:47:30 +0400",
    enc: "b64",
    text: `Hörmətli istifadəçi,

Sərhəd Növbə hesabınıza daxil olmaq üçün birdəfəlik kodunuz:

582071

Kod 5 dəqiqə ərzində etibarlıdır və yalnız bir dəfə istifadə oluna bilər.

Giriş cəhdi: 04.09.2026 21:47, Tbilisi (GE), Chrome / Android

Bu girişi siz etməmisinizsə, kodu heç kimə bildirməyin və şifrənizi dəyişin.

Sərhəd Növbə
`,
    html: serhed_page(
      "Birdəfəlik giriş kodu",
      `<p>Hörmətli istifadəçi,</p>
<p>Sərhəd Növbə hesabınıza daxil olmaq üçün birdəfəlik kodunuz:</p>
<p style="margin:22px 0;text-align:center;"><span style="display:inline-block;padding:12px 28px;border-radius:6px;background:#e6f7f7;font-size:28px;letter-spacing:6px;font-weight:bold;color:#006b6b;">582 071</span></p>
<p>Kod <b>5 dəqiqə</b> ərzində etibarlıdır və yalnız bir dəfə istifadə oluna bilər.</p>
<table cellpadding="4" style="font-size:12px;color:#666;background:#fafafa;width:100%;">
<tr><td>Tarix</td><td>04.09.2026 21:47</td></tr>
<tr><td>Yer</td><td>Tbilisi (GE)</td></tr>
<tr><td>Cihaz</td><td>Chrome / Android</td></tr>
</table>
<p style="font-size:12px;color:#666;">Bu girişi siz etməmisinizsə, kodu heç kimə bildirməyin və şifrənizi dəyişin.</p>`,
    ),
  },
  {
    family: "serhednovbe",
    group: "regional",
    lang: "az",
    kind: "slot-notice",
    code: null,
    link: null,
    from: "Sərhəd Növbə <bildiris@serhednovbe.example>",
    to: TO,
    subject: "Növbəniz qeydə alındı – Qırmızı Körpü, 05.09.2026",
    date: "Fri, 04 Sep 2026 21:52:12 +0400",
    enc: "qp",
    text: `Hörmətli MURAT KAYA,

"Qırmızı Körpü" gömrük-keçid məntəqəsində növbəniz qeydə alındı.

Növbə nömrəsi : QK-050926-0388
Nəqliyyat     : 61 ABC 482 / 61 AKD 19
Giriş tarixi  : 05.09.2026, 07:00–09:00
İstiqamət     : Gürcüstan → Azərbaycan
Yük           : Tranzit (TIR karnesi XG 71 204 336)

Gözləmə meydançasında (Qazax r-nu, Şıxlı kəndi yaxınlığı) pasportunuzu və TIR karnesini təqdim edin. Növbə nömrəsini dəyişmək və ya ləğv etmək üçün şəxsi kabinetə daxil olun: https://serhednovbe.example/az/kabinet

Sərhəd Növbə
`,
    html: serhed_page(
      "Növbəniz qeydə alındı",
      `<p>Hörmətli <b>MURAT KAYA</b>,</p>
<p>"Qırmızı Körpü" gömrük-keçid məntəqəsində növbəniz qeydə alındı.</p>
<table cellpadding="7" cellspacing="0" style="width:100%;font-size:13px;border:1px solid #cfe9e9;">
<tr style="background:#e6f7f7;"><td>Növbə nömrəsi</td><td><b>QK-050926-0388</b></td></tr>
<tr><td>Nəqliyyat</td><td>61 ABC 482 / 61 AKD 19</td></tr>
<tr style="background:#e6f7f7;"><td>Giriş tarixi</td><td>05.09.2026, 07:00–09:00</td></tr>
<tr><td>İstiqamət</td><td>Gürcüstan → Azərbaycan</td></tr>
<tr style="background:#e6f7f7;"><td>Yük</td><td>Tranzit (TIR karnesi XG 71 204 336)</td></tr>
</table>
<p>Gözləmə meydançasında (Qazax r-nu, Şıxlı kəndi yaxınlığı) pasportunuzu və TIR karnesini təqdim edin.</p>
<p><a href="https://serhednovbe.example/az/kabinet">Şəxsi kabinet</a></p>`,
    ),
  },
  {
    family: "kezek-port",
    group: "regional",
    lang: "ru",
    kind: "slot-confirm",
    code: "806153",
    link: "https://kezek-port.example/confirm?rid=KZ-AKT-27316&h=c41e9a07d2",
    from: "Кезек Порт <robot@kezek-port.example>",
    to: TO,
    subject: "Подтвердите запись в электронную очередь порта Актау",
    date: "Thu, 24 Sep 2026 03:14:58 +0500",
    enc: "qp",
    text: `Здравствуйте!

Вы создали заявку на въезд автотранспорта в терминал порта Актау.

Заявка: KZ-AKT-27316
Тягач / прицеп: 61 ABC 482 / 61 AKD 19
Паром: «Каспий Жолы», рейс Алят – Актау, прибытие 25.09.2026 ~06:00
Окно въезда: 25.09.2026 08:00–10:00

Чтобы подтвердить запись, введите код на странице заявки:

806153

или перейдите по ссылке:
https://kezek-port.example/confirm?rid=KZ-AKT-27316&h=c41e9a07d2

Неподтверждённые заявки аннулируются через 2 часа.

Служба поддержки: +7 7292 30 55 10, support@kezek-port.example
ТОО «Кезек Порт», г. Актау, 4-й мкр., 52
`,
    html:
      `<html><body style="font-family:Tahoma,Arial,sans-serif;font-size:14px;color:#202020;background:#f0f3f6;margin:0;padding:20px 0;">
<table width="600" align="center" cellpadding="0" cellspacing="0" style="background:#fff;border:1px solid #d6dde5;">
<tr><td style="padding:16px 24px;background:#14628c;color:#fff;font-size:18px;"><b>КЕЗЕК</b> ПОРТ</td></tr>
<tr><td style="padding:24px;">
<p>Здравствуйте!</p>
<p>Вы создали заявку на въезд автотранспорта в терминал порта Актау.</p>
<table cellpadding="5" style="font-size:13px;">
<tr><td style="color:#777;">Заявка:</td><td>KZ-AKT-27316</td></tr>
<tr><td style="color:#777;">Тягач / прицеп:</td><td>61 ABC 482 / 61 AKD 19</td></tr>
<tr><td style="color:#777;">Паром:</td><td>«Каспий Жолы», рейс Алят – Актау, прибытие 25.09.2026 ~06:00</td></tr>
<tr><td style="color:#777;">Окно въезда:</td><td>25.09.2026 08:00–10:00</td></tr>
</table>
<p>Чтобы подтвердить запись, введите код на странице заявки:</p>
<p style="font-size:26px;font-weight:bold;letter-spacing:4px;color:#14628c;">806153</p>
<p>или нажмите кнопку:</p>
<p><a href="https://kezek-port.example/confirm?rid=KZ-AKT-27316&amp;h=c41e9a07d2" style="background:#f29100;color:#fff;padding:10px 22px;text-decoration:none;border-radius:3px;">Подтвердить запись</a></p>
<p style="font-size:12px;color:#777;">Неподтверждённые заявки аннулируются через 2 часа.</p>
</td></tr>
<tr><td style="padding:12px 24px;font-size:11px;color:#888;background:#f7f9fb;">Служба поддержки: +7 7292 30 55 10 · <a href="mailto:support@kezek-port.example">support@kezek-port.example</a><br>ТОО «Кезек Порт», г. Актау, 4-й мкр., 52</td></tr>
</table></body></html>`,
  },
  {
    family: "kezek-port",
    group: "regional",
    lang: "kk",
    kind: "slot-reminder",
    code: null,
    link: null,
    from: "Кезек Порт <robot@kezek-port.example>",
    to: TO,
    subject: "Еске салу: терминалға кіру уақыты 25.09.2026 08:00",
    date: "Thu, 24 Sep 2026 20:00:04 +0500",
    enc: "b64",
    text: `Сәлеметсіз бе!

Ақтау порты терминалына кіру уақыты жақындап қалды.

Өтінім: KZ-AKT-27316
Көлік: 61 ABC 482 / 61 AKD 19
Кіру терезесі: 25.09.2026, 08:00–10:00
Қақпа: №3 (жүк көліктері)

Қақпада паспортыңызды, CMR жүкқұжатын және көлікті тіркеу куәлігін көрсетіңіз. Кешігіп келсеңіз, өтінім күшін жояды.

Қолдау қызметі: +7 7292 30 55 10
«Кезек Порт» ЖШС
`,
    html: null,
  },
];

// ---------------------------------------------------------------- OtoyolPas (Turkish toll tag)

function otoyolpas_page(inner: string): string {
  return `<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Transitional//EN" "http://www.w3.org/TR/xhtml1/DTD/xhtml1-transitional.dtd">
<html xmlns="http://www.w3.org/1999/xhtml"><head><meta http-equiv="Content-Type" content="text/html; charset=UTF-8" /></head>
<body style="margin:0;padding:0;background-color:#f4f4f4;">
<table width="100%" border="0" cellspacing="0" cellpadding="0" bgcolor="#f4f4f4"><tr><td align="center">
<table width="620" border="0" cellspacing="0" cellpadding="0" bgcolor="#ffffff" style="font-family:'Segoe UI',Tahoma,sans-serif;">
<tr><td bgcolor="#ffcc00" style="padding:14px 30px;"><img src="https://img.otoyolpas.example/e/logo_siyah.png" width="140" alt="OtoyolPas" border="0" /></td></tr>
<tr><td style="padding:28px 30px;font-size:14px;color:#333333;line-height:22px;">${inner}</td></tr>
<tr><td style="padding:0 30px 20px;" align="center">
<a href="https://apps.apple.example/tr/app/otoyolpas/id6412200931"><img src="https://img.otoyolpas.example/e/app-store.png" width="120" alt="App Store'dan indirin" border="0" /></a>
<a href="https://play.google.example/store/apps/details?id=tr.otoyolpas.mobil"><img src="https://img.otoyolpas.example/e/google-play.png" width="135" alt="Google Play'den alın" border="0" /></a>
</td></tr>
<tr><td bgcolor="#2b2b2b" style="padding:18px 30px;font-size:11px;color:#bbbbbb;line-height:17px;">
OtoyolPas Elektronik Ücret Toplama Hizmetleri A.Ş. · Barbaros Bulvarı No: 121, 34349 Beşiktaş / İstanbul · Mersis: 0712 0458 3310 0017<br />
Müşteri hizmetleri: 0850 455 68 68 ·
<a href="https://www.otoyolpas.example/gizlilik" style="color:#ffcc00;">Gizlilik</a> ·
<a href="https://www.otoyolpas.example/iletisim-tercihleri?u=mk61" style="color:#ffcc00;">İletişim tercihleri</a>
</td></tr>
</table></td></tr></table>
</body></html>`;
}

// ---------------------------------------------------------------- Yolmax fuel card

function yolmax_page(lang: string, inner: string, foot: string): string {
  return `<html lang="${lang}"><head><meta charset="utf-8"></head>
<body style="margin:0;background:#e9edf0;">
<table width="100%" cellpadding="0" cellspacing="0" style="background:#e9edf0;"><tr><td align="center" style="padding:16px 0;">
<table width="640" cellpadding="0" cellspacing="0" style="background:#ffffff;font-family:Helvetica,Arial,sans-serif;color:#1c2a33;">
<tr>
<td style="padding:18px 26px;background:#004b3a;"><img src="https://mail.yolmax.example/i/yolmax-logo-w.png" alt="YOLMAX Fuel &amp; Road" width="168" height="34"></td>
<td style="padding:18px 26px;background:#004b3a;color:#9fd4c2;font-size:12px;" align="right">Müşteri no 400-117-2063</td>
</tr>
<tr><td colspan="2" style="padding:26px;font-size:14px;line-height:21px;">${inner}</td></tr>
<tr><td colspan="2" style="padding:16px 26px;background:#f3f6f7;font-size:11px;color:#6c7a83;line-height:16px;">${foot}<br>
Yolmax Akaryakıt ve Filo Hizmetleri A.Ş. · İnönü Cad. 38, 61030 Ortahisar / Trabzon<br>
<a href="https://www.yolmax.example/tr/gizlilik" style="color:#6c7a83;">Gizlilik</a> · <a href="https://www.yolmax.example/tr/istasyonlar" style="color:#6c7a83;">İstasyon bulucu</a> · © 2026 Yolmax</td></tr>
</table></td></tr></table></body></html>`;
}

const batch3: Mail[] = [
  {
    family: "otoyolpas",
    group: "regional",
    lang: "tr",
    kind: "toll-receipt",
    code: null,
    link: null,
    from: "OtoyolPas <bilgi@otoyolpas.example>",
    to: TO,
    subject: "Geçiş bilgilendirmesi – 61 ABC 482",
    date: "Sat, 29 Aug 2026 17:32:09 +0300",
    enc: "qp",
    text: `Sayın Murat Kaya,

61 ABC 482 plakalı aracınızın OtoyolPas etiketinden aşağıdaki geçiş ücreti tahsil edilmiştir.

Tarih/saat : 29.08.2026 17:18
Giriş      : Kuzey Marmara Otoyolu – Paşaköy
Çıkış      : Kuzey Marmara Otoyolu – Akyazı
Araç sınıfı: 5
Tutar      : 1.684,50 TL
Kalan bakiye: 3.112,75 TL

Etiket no: 0042 7715 3308

Geçiş dökümünüzü mobil uygulamadan veya www.otoyolpas.example adresinden görüntüleyebilirsiniz.

OtoyolPas
`,
    html: otoyolpas_page(`<p style="margin:0 0 14px;">Sayın <strong>Murat Kaya</strong>,</p>
<p style="margin:0 0 18px;"><strong>61 ABC 482</strong> plakalı aracınızın OtoyolPas etiketinden aşağıdaki geçiş ücreti tahsil edilmiştir.</p>
<table width="100%" border="0" cellspacing="0" cellpadding="8" style="font-size:13px;border:1px solid #eeeeee;">
<tr bgcolor="#fafafa"><td>Tarih/saat</td><td align="right">29.08.2026 17:18</td></tr>
<tr><td>Giriş</td><td align="right">Kuzey Marmara Otoyolu – Paşaköy</td></tr>
<tr bgcolor="#fafafa"><td>Çıkış</td><td align="right">Kuzey Marmara Otoyolu – Akyazı</td></tr>
<tr><td>Araç sınıfı</td><td align="right">5</td></tr>
<tr bgcolor="#fff7cc"><td><strong>Tutar</strong></td><td align="right"><strong>1.684,50 TL</strong></td></tr>
<tr><td>Kalan bakiye</td><td align="right">3.112,75 TL</td></tr>
</table>
<p style="margin:18px 0 0;font-size:12px;color:#777777;">Etiket no: 0042 7715 3308 · Geçiş dökümünüzü mobil uygulamadan veya <a href="https://www.otoyolpas.example/hesabim/gecisler" style="color:#333333;">hesabınızdan</a> görüntüleyebilirsiniz.</p>`),
  },
  {
    family: "otoyolpas",
    group: "regional",
    lang: "tr",
    kind: "low-balance",
    code: null,
    link: null,
    from: "OtoyolPas <bilgi@otoyolpas.example>",
    to: TO,
    subject: "Bakiyeniz azaldı: 412,25 TL",
    date: "Wed, 14 Oct 2026 08:03:44 +0300",
    enc: "qp",
    text: `Sayın Murat Kaya,

61 ABC 482 plakalı aracınıza bağlı OtoyolPas hesabınızın bakiyesi 412,25 TL'ye düşmüştür. 5. sınıf araçlar için önerilen asgari bakiye 1.500,00 TL'dir.

Yetersiz bakiyeyle yapılan geçişlerde ücret, 15 gün içinde ödenmezse Karayolları Trafik Kanunu uyarınca 4 katı ceza ile tahsil edilir.

Otomatik yükleme talimatı vermek veya bakiye yüklemek için: https://www.otoyolpas.example/bakiye-yukle?utm_source=eposta&utm_campaign=dusuk_bakiye

OtoyolPas · 0850 455 68 68
`,
    html: otoyolpas_page(`<p style="margin:0 0 14px;">Sayın <strong>Murat Kaya</strong>,</p>
<p style="margin:0 0 14px;">61 ABC 482 plakalı aracınıza bağlı OtoyolPas hesabınızın bakiyesi <strong style="color:#c0392b;">412,25 TL</strong>'ye düşmüştür. 5. sınıf araçlar için önerilen asgari bakiye 1.500,00 TL'dir.</p>
<p style="margin:0 0 20px;">Yetersiz bakiyeyle yapılan geçişlerde ücret, 15 gün içinde ödenmezse 4 katı ceza ile tahsil edilir.</p>
<table border="0" cellspacing="0" cellpadding="0" align="center"><tr><td bgcolor="#2b2b2b" style="border-radius:22px;">
<a href="https://www.otoyolpas.example/bakiye-yukle?utm_source=eposta&amp;utm_campaign=dusuk_bakiye" style="display:block;padding:12px 30px;color:#ffcc00;font-weight:bold;text-decoration:none;">Bakiye yükle</a>
</td></tr></table>`),
  },
  {
    family: "otoyolpas",
    group: "regional",
    lang: "tr",
    kind: "password-changed",
    code: null,
    link: null,
    from: "OtoyolPas <guvenlik@otoyolpas.example>",
    to: TO,
    subject: "Şifreniz değiştirildi",
    date: "Wed, 14 Oct 2026 08:11:20 +0300",
    text: `Sayin Murat Kaya,

OtoyolPas hesabinizin sifresi 14.10.2026 08:10 itibariyla degistirildi (iOS uygulamasi, IP 85.105.x.x).

Bu islemi siz yaptiysaniz baska bir sey yapmaniza gerek yok.
Siz yapmadiysaniz hemen 0850 455 68 68 numarali musteri hizmetlerimizi arayin; hesabiniz gecici olarak kilitlenecektir.

OtoyolPas Guvenlik
`,
    html: null,
  },
  {
    family: "joltolem",
    group: "regional",
    lang: "kk",
    kind: "verify-link",
    code: null,
    link: "https://cabinet.joltolem.example/kk/register/verify?token=JT8w2QpL0vNc7yRe4",
    from: "JolTölem <noreply@joltolem.example>",
    to: TO,
    subject: "Электрондық поштаңызды растаңыз",
    date: "Wed, 23 Sep 2026 19:26:31 +0500",
    enc: "b64",
    text: `Құрметті пайдаланушы!

Сіз JolTölem жүйесінде шетелдік көлік иесі ретінде тіркелдіңіз. Жеке кабинетті іске қосу үшін электрондық пошта мекенжайыңызды растаңыз:

https://cabinet.joltolem.example/kk/register/verify?token=JT8w2QpL0vNc7yRe4

Сілтеме 24 сағат жарамды.

Мемлекеттік нөмір: 61 ABC 482 (TR)
Санат: N3, 5 ось

Растағаннан кейін республикалық маңызы бар ақылы автожолдарда жол жүру ақысын алдын ала төлей аласыз.

Егер сіз тіркелмеген болсаңыз, бұл хатты елемеңіз.

Байланыс орталығы: 1403
`,
    html:
      `<html><head><meta charset="utf-8"></head><body style="margin:0;background:#f5f7fa;font-family:Arial,sans-serif;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:24px 10px;">
<table width="560" cellpadding="0" cellspacing="0" style="background:#fff;border-radius:8px;">
<tr><td style="padding:20px 28px;border-bottom:4px solid #00afca;"><img src="https://static.joltolem.example/mail/jt-logo.png" alt="JolTölem" height="34"></td></tr>
<tr><td style="padding:26px 28px;font-size:14px;line-height:22px;color:#26303b;">
<p>Құрметті пайдаланушы!</p>
<p>Сіз JolTölem жүйесінде шетелдік көлік иесі ретінде тіркелдіңіз. Жеке кабинетті іске қосу үшін электрондық пошта мекенжайыңызды растаңыз.</p>
<p style="text-align:center;margin:26px 0;"><a href="https://cabinet.joltolem.example/kk/register/verify?token=JT8w2QpL0vNc7yRe4" style="background:#00afca;color:#fff;padding:13px 30px;border-radius:6px;text-decoration:none;font-weight:bold;">Поштаны растау</a></p>
<p style="font-size:12px;color:#7a8490;">Сілтеме 24 сағат жарамды.</p>
<table cellpadding="5" style="font-size:13px;background:#f5f7fa;width:100%;">
<tr><td>Мемлекеттік нөмір</td><td>61 ABC 482 (TR)</td></tr>
<tr><td>Санат</td><td>N3, 5 ось</td></tr>
</table>
<p style="font-size:12px;color:#7a8490;">Егер сіз тіркелмеген болсаңыз, бұл хатты елемеңіз.</p>
</td></tr>
<tr><td style="padding:14px 28px;font-size:11px;color:#9aa3ad;">Байланыс орталығы: 1403 · <a href="https://joltolem.example/kk/oferta" style="color:#9aa3ad;">Жария оферта</a> · © 2026 JolTölem, Астана</td></tr>
</table></td></tr></table></body></html>`,
  },
  {
    family: "joltolem",
    group: "regional",
    lang: "ru",
    kind: "toll-receipt",
    code: null,
    link: null,
    from: "JolTölem <noreply@joltolem.example>",
    to: TO,
    subject: "Чек об оплате проезда № 7730-118-2096",
    date: "Sat, 26 Sep 2026 11:48:13 +0500",
    text: `Оплата проезда по платной автодороге прошла успешно.

Чек № 7730-118-2096
Дата: 26.09.2026 11:47
ГРНЗ: 61 ABC 482 (TR), категория N3, 5 осей
Участок: Бейнеу – Шетпе, 218 км
Тариф: 30 ₸/км
Сумма: 6 540 ₸
Способ оплаты: Visa •••• 4821

Чек сохранён в личном кабинете. Остаток предоплаченных поездок: 0.

JolTölem · контакт-центр 1403 (с мобильных бесплатно)
`,
    html: null,
  },
  {
    family: "yolmax-fuel",
    group: "regional",
    lang: "tr",
    kind: "monthly-statement",
    code: null,
    link: null,
    from: "Yolmax Fatura <fatura@yolmax.example>",
    to: TO,
    subject: "Eylül 2026 yakıt kartı hesap özetiniz",
    date: "Thu, 01 Oct 2026 09:30:00 +0300",
    enc: "qp",
    text: `Sayın Murat Kaya,

Eylül 2026 dönemine ait yakıt kartı hesap özetiniz ektedir.

Kart          : 7078 41** **** 2063 (61 ABC 482)
Dönem         : 01.09.2026 – 30.09.2026
Toplam alım   : 3.418 litre motorin, 96 litre AdBlue
Türkiye       : 184.706,40 TL
Yurt dışı     : 1.912,00 GEL · 1.255,30 AZN · 412.900 KZT
KDV iadesi başvurusu yapılabilir tutar: 2.188,40 EUR
Son ödeme     : 15.10.2026

Ödemeniz otomatik ödeme talimatınızla hesabınızdan çekilecektir.

Yolmax Müşteri Hizmetleri: 0850 222 96 29
`,
    html: yolmax_page(
      "tr",
      `<p style="margin:0 0 14px;">Sayın Murat Kaya,</p>
<p style="margin:0 0 16px;"><b>Eylül 2026</b> dönemine ait yakıt kartı hesap özetiniz ekte PDF olarak yer almaktadır.</p>
<table width="100%" cellpadding="7" cellspacing="0" style="font-size:13px;border-collapse:collapse;">
<tr style="border-bottom:1px solid #e1e7ea;"><td>Kart</td><td align="right">7078 41** **** 2063 (61 ABC 482)</td></tr>
<tr style="border-bottom:1px solid #e1e7ea;"><td>Dönem</td><td align="right">01.09.2026 – 30.09.2026</td></tr>
<tr style="border-bottom:1px solid #e1e7ea;"><td>Toplam alım</td><td align="right">3.418 l motorin · 96 l AdBlue</td></tr>
<tr style="border-bottom:1px solid #e1e7ea;"><td>Türkiye</td><td align="right">184.706,40 TL</td></tr>
<tr style="border-bottom:1px solid #e1e7ea;"><td>Yurt dışı</td><td align="right">1.912,00 GEL · 1.255,30 AZN · 412.900 KZT</td></tr>
<tr style="border-bottom:1px solid #e1e7ea;"><td>KDV iadesi yapılabilir</td><td align="right">2.188,40 EUR</td></tr>
<tr style="background:#e8f4ef;"><td><b>Son ödeme</b></td><td align="right"><b>15.10.2026</b></td></tr>
</table>
<p style="margin:16px 0 0;">Ödemeniz otomatik ödeme talimatınızla hesabınızdan çekilecektir.</p>`,
      "Müşteri Hizmetleri: 0850 222 96 29",
    ),
    attachment: [
      "Yolmax_HesapOzeti_2026-09.pdf",
      "application/pdf",
      pdf("Yolmax hesap ozeti", [
        "Yolmax - Hesap ozeti Eylul 2026",
        "Kart 7078 41** **** 2063",
        "Toplam 184.706,40 TL",
        "Son odeme 15.10.2026",
      ]),
    ],
  },
  {
    family: "yolmax-fuel",
    group: "regional",
    lang: "tr",
    kind: "login-code",
    code: "2740",
    link: null,
    from: "Yolmax <guvenlik@yolmax.example>",
    to: TO,
    subject: "Yolmax Online doğrulama kodu",
    date: "Tue, 06 Oct 2026 22:15:48 +0300",
    enc: "qp",
    text: `Yolmax Online'a giriş için doğrulama kodunuz: 2740

Kod 3 dakika geçerlidir. Yolmax çalışanları bu kodu hiçbir zaman sizden istemez.

Giriş yapmaya çalışmadıysanız kart şifrenizi değiştirin ve 0850 222 96 29'u arayın.
`,
    html: yolmax_page(
      "tr",
      `<p style="margin:0 0 16px;">Yolmax Online'a giriş için doğrulama kodunuz:</p>
<table cellpadding="0" cellspacing="6" align="center" style="margin:0 auto 18px;"><tr>
<td style="width:44px;height:54px;border:2px solid #004b3a;border-radius:6px;text-align:center;font-size:28px;font-weight:bold;">2</td>
<td style="width:44px;height:54px;border:2px solid #004b3a;border-radius:6px;text-align:center;font-size:28px;font-weight:bold;">7</td>
<td style="width:44px;height:54px;border:2px solid #004b3a;border-radius:6px;text-align:center;font-size:28px;font-weight:bold;">4</td>
<td style="width:44px;height:54px;border:2px solid #004b3a;border-radius:6px;text-align:center;font-size:28px;font-weight:bold;">0</td>
</tr></table>
<p style="margin:0 0 12px;">Kod <b>3 dakika</b> geçerlidir. Yolmax çalışanları bu kodu hiçbir zaman sizden istemez.</p>
<p style="margin:0;font-size:12px;color:#6c7a83;">Giriş yapmaya çalışmadıysanız kart şifrenizi değiştirin ve 0850 222 96 29'u arayın.</p>`,
      "Bu e-posta bilgilendirme amaçlıdır.",
    ),
  },
  {
    family: "yolmax-fuel",
    group: "regional",
    lang: "en",
    kind: "card-blocked",
    code: null,
    link: null,
    from: "Yolmax Card Security <security@yolmax.example>",
    to: TO,
    subject: "Your fuel card ending 2063 has been temporarily blocked",
    date: "Fri, 25 Sep 2026 02:41:37 +0300",
    enc: "qp",
    text: `Dear Murat Kaya,

We have temporarily blocked your Yolmax fuel card ending 2063 after three incorrect PIN entries.

When: 25.09.2026 00:36 (Kazakhstan time)
Where: AZS Kaspiy-Neft No. 14, Aktau, Kazakhstan
Attempted amount: 412 900 KZT

The block lifts automatically after 24 hours. If you need the card sooner, call our 24/7 line +90 462 330 96 29 (from abroad) and we will unblock it after verifying your identity by phone.

If you did not try to use the card, call us straight away so we can cancel it and send a replacement.

Yolmax Card Security
`,
    html: yolmax_page(
      "en",
      `<p style="margin:0 0 14px;">Dear Murat Kaya,</p>
<p style="margin:0 0 14px;">We have <b>temporarily blocked</b> your Yolmax fuel card ending <b>2063</b> after three incorrect PIN entries.</p>
<table cellpadding="6" cellspacing="0" style="font-size:13px;background:#fdf3e7;width:100%;">
<tr><td>When</td><td>25.09.2026 00:36 (Kazakhstan time)</td></tr>
<tr><td>Where</td><td>AZS Kaspiy-Neft No. 14, Aktau, Kazakhstan</td></tr>
<tr><td>Attempted amount</td><td>412 900 KZT</td></tr>
</table>
<p style="margin:16px 0;">The block lifts automatically after 24 hours. If you need the card sooner, call our 24/7 line <b>+90 462 330 96 29</b> and we will unblock it after verifying your identity by phone.</p>
<p style="margin:0;">If you did not try to use the card, call us straight away so we can cancel it and send a replacement.</p>`,
      "24/7 card line: +90 462 330 96 29",
    ),
  },
  {
    family: "yolmax-fuel",
    group: "regional",
    lang: "ru",
    kind: "newsletter",
    code: null,
    link: null,
    from: "Yolmax <news@yolmax.example>",
    to: TO,
    subject: "Новые АЗС в Казахстане принимают карту Yolmax + скидка на мойку",
    date: "Mon, 12 Oct 2026 10:00:00 +0300",
    enc: "b64",
    text: `Уважаемый клиент!

С 15 октября 2026 года карту Yolmax принимают ещё 23 АЗС сети «Каспий-Нефть» на трассах Актау – Бейнеу и Бейнеу – Атырау. Скидка для владельцев карты — 4 ₸ с литра дизельного топлива.

Также до 30 ноября при мойке тягача с полуприцепом на партнёрских моечных комплексах в Актау назовите промокод YOLMAX-MOIKA15 и получите скидку 15 %.

Карта станций: https://www.yolmax.example/ru/stations?country=KZ&utm_source=newsletter&utm_medium=email&utm_campaign=kz_oct26

Отписаться от рассылки: https://www.yolmax.example/unsubscribe?u=400-117-2063&l=ru
`,
    html: yolmax_page(
      "ru",
      `<p style="margin:0 0 14px;">Уважаемый клиент!</p>
<img src="https://mail.yolmax.example/i/kz-stations-oct26.jpg" width="588" alt="23 новые АЗС в Казахстане" style="display:block;margin:0 0 16px;">
<p style="margin:0 0 14px;">С 15 октября 2026 года карту Yolmax принимают ещё <b>23 АЗС</b> сети «Каспий-Нефть» на трассах Актау – Бейнеу и Бейнеу – Атырау. Скидка для владельцев карты — <b>4 ₸ с литра</b> дизельного топлива.</p>
<p style="margin:0 0 18px;">До 30 ноября при мойке тягача с полуприцепом на партнёрских моечных комплексах в Актау назовите промокод <b style="background:#fff4c2;padding:2px 6px;">YOLMAX-MOIKA15</b> и получите скидку 15 %.</p>
<p style="margin:0;text-align:center;"><a href="https://www.yolmax.example/ru/stations?country=KZ&amp;utm_source=newsletter&amp;utm_medium=email&amp;utm_campaign=kz_oct26" style="background:#004b3a;color:#fff;padding:11px 26px;text-decoration:none;border-radius:4px;">Карта станций</a></p>`,
      `<a href="https://www.yolmax.example/unsubscribe?u=400-117-2063&amp;l=ru" style="color:#6c7a83;">Отписаться от рассылки</a>`,
    ),
  },
];

// ---------------------------------------------------------------- KervanLoad (freight exchange)

function kervan_page(inner: string, lang: string): string {
  const foot: Record<string, string> = {
    en: "You receive this e-mail because you have a KervanLoad carrier account.",
    ru: "Вы получили это письмо, потому что у вас есть аккаунт перевозчика KervanLoad.",
    tr: "Bu e-postayı KervanLoad taşıyıcı hesabınız olduğu için aldınız.",
  };
  return `<!DOCTYPE html><html lang="${lang}"><head><meta charset="UTF-8"><meta name="viewport" content="width=device-width,initial-scale=1"></head>
<body style="margin:0;padding:0;background:#fbf7f0;">
<span style="display:none!important;opacity:0;color:transparent;height:0;width:0;">&zwnj;&nbsp;&zwnj;&nbsp;&zwnj;&nbsp;</span>
<table role="presentation" width="100%" cellspacing="0" cellpadding="0" border="0" style="background:#fbf7f0;">
<tr><td align="center" style="padding:30px 12px;">
<table role="presentation" width="600" cellspacing="0" cellpadding="0" border="0" style="max-width:600px;">
<tr><td style="padding:0 0 16px;"><a href="https://kervanload.example/?utm_source=email"><img src="https://cdn.kervanload.example/email/kervan-logo@2x.png" width="154" height="32" alt="KervanLoad" style="border:0;"></a></td></tr>
<tr><td style="background:#ffffff;border-radius:10px;padding:32px;font-family:-apple-system,'Segoe UI',Roboto,Arial,sans-serif;font-size:15px;line-height:24px;color:#2a2118;">
${inner}
</td></tr>
<tr><td style="padding:20px 8px;font-family:Arial,sans-serif;font-size:12px;line-height:18px;color:#8c8173;text-align:center;">
${foot[lang]}<br>
<a href="https://kervanload.example/help" style="color:#8c8173;">Help</a> &middot; <a href="https://kervanload.example/legal/privacy" style="color:#8c8173;">Privacy</a> &middot; <a href="https://kervanload.example/settings/notifications" style="color:#8c8173;">Notification settings</a><br>
<a href="https://t.me/kervanload"><img src="https://cdn.kervanload.example/email/tg.png" width="20" alt="Telegram"></a>
<a href="https://www.facebook.example/kervanload"><img src="https://cdn.kervanload.example/email/fb.png" width="20" alt="Facebook"></a><br>
KervanLoad Lojistik Teknolojileri Ltd. Şti., Ankara Cad. 212/5, 34400 Kağıthane, İstanbul
</td></tr>
</table></td></tr></table></body></html>`;
}

// ---------------------------------------------------------------- Caspiline (Alat – Aktau ro-ro ferry)

function caspiline_page(inner: string): string {
  return `<html><head><meta charset="utf-8"><style>
body{margin:0;background:#dfe9ef;} .w{width:620px;margin:0 auto;background:#fff;font-family:Georgia,'Times New Roman',serif;color:#10222e;}
td{font-size:14px;line-height:21px;}
</style></head><body>
<table class="w" cellpadding="0" cellspacing="0" width="620" align="center" style="width:620px;margin:0 auto;background:#fff;">
<tr><td style="background:#0f2f47;padding:22px 30px;"><img src="https://www.caspiline.example/media/mail/caspiline_logo_white.png" alt="CASPILINE" width="180"><br><span style="color:#8fb7d3;font-family:Arial,sans-serif;font-size:11px;letter-spacing:2px;">ALAT · AKTAU · KURYK · TURKMENBASHI</span></td></tr>
<tr><td style="padding:28px 30px;">${inner}</td></tr>
<tr><td style="padding:16px 30px;background:#eef3f6;font-family:Arial,sans-serif;font-size:11px;color:#5f7383;line-height:16px;">
Freight desk Alat: +994 12 565 40 70 · Freight desk Aktau: +7 7292 47 81 00 · <a href="mailto:freight@caspiline.example" style="color:#5f7383;">freight@caspiline.example</a><br>
<a href="https://www.caspiline.example/en/freight/conditions" style="color:#5f7383;">Conditions of carriage</a> · <a href="https://www.caspiline.example/en/privacy" style="color:#5f7383;">Privacy</a><br>
Caspiline Shipping LLC, Alat Free Economic Zone, Garadagh district, Baku AZ1082 · © 2026
</td></tr></table></body></html>`;
}

const batch4: Mail[] = [
  {
    family: "kervanload",
    group: "consumer",
    lang: "en",
    kind: "verify-link",
    code: null,
    link: "https://kervanload.example/account/verify-email/8d1f03c2-6b4e-4f7a-9a51-0e77c21b5f90",
    from: "KervanLoad <hello@kervanload.example>",
    to: TO,
    subject: "Confirm your e-mail to start bidding on loads",
    date: "Mon, 31 Aug 2026 20:05:52 +0300",
    enc: "qp",
    text: `Hi Murat,

Welcome to KervanLoad. One last step: confirm that murat.kaya61@postakutu.example is your address, so shippers can reach you and you can bid on loads.

Confirm my e-mail:
https://kervanload.example/account/verify-email/8d1f03c2-6b4e-4f7a-9a51-0e77c21b5f90

The link works for 48 hours.

While you're at it, upload your CMR insurance and vehicle documents under Profile > Documents - verified carriers see about three times more offers.

Questions? Reply to this e-mail or message us on Telegram @kervanload.

The KervanLoad team
`,
    html: kervan_page(
      `<h1 style="margin:0 0 16px;font-size:22px;line-height:30px;">Welcome to KervanLoad, Murat</h1>
<p style="margin:0 0 16px;">One last step: confirm that <b>murat.kaya61@postakutu.example</b> is your address, so shippers can reach you and you can bid on loads.</p>
<table role="presentation" cellspacing="0" cellpadding="0" border="0" style="margin:8px 0 24px;"><tr>
<td style="border-radius:24px;background:#e0621c;"><a href="https://kervanload.example/account/verify-email/8d1f03c2-6b4e-4f7a-9a51-0e77c21b5f90" style="display:inline-block;padding:12px 28px;font-size:15px;font-weight:600;color:#ffffff;text-decoration:none;border-radius:24px;">Confirm my e-mail</a></td>
</tr></table>
<p style="margin:0 0 16px;font-size:13px;color:#6b5e50;">The link works for 48 hours.</p>
<p style="margin:0;">While you're at it, upload your CMR insurance and vehicle documents under <a href="https://kervanload.example/profile/documents" style="color:#e0621c;">Profile › Documents</a> — verified carriers see about three times more offers.</p>`,
      "en",
    ),
  },
  {
    family: "kervanload",
    group: "consumer",
    lang: "tr",
    kind: "load-offers",
    code: null,
    link: null,
    from: "KervanLoad <yukler@kervanload.example>",
    to: TO,
    subject: "Rotanıza uygun 4 yeni yük: Trabzon → Tiflis, Bakü, Aktau",
    date: "Thu, 10 Sep 2026 07:00:12 +0300",
    enc: "qp",
    text: `Günaydın Murat,

Kayıtlı rotanıza (Trabzon – Batum – Bakü – Aktau) uygun yeni yükler:

1) Trabzon → Tiflis · 20 t fındık, tenteli · yükleme 12.09 · 1.450 USD
   https://kervanload.example/l/TR-88214?src=digest
2) Rize → Bakü · 18 t çay, tenteli · yükleme 13.09 · 2.300 USD
   https://kervanload.example/l/TR-88230?src=digest
3) Samsun → Aktau (feribot dahil) · 22 t inşaat malzemesi · yükleme 14.09 · 4.100 USD
   https://kervanload.example/l/TR-88251?src=digest
4) Hopa → Erivan · 12 t ambalaj, kısmi · yükleme 15.09 · 1.180 USD
   https://kervanload.example/l/TR-88263?src=digest

Teklif vermek için ilana girip "Teklif ver"e dokunun. Fiyatlar yükleyicinin ilk teklifidir, KDV hariçtir.

Bildirim ayarları: https://kervanload.example/settings/notifications
`,
    html: kervan_page(
      `<p style="margin:0 0 18px;">Günaydın Murat, kayıtlı rotanıza (<b>Trabzon – Batum – Bakü – Aktau</b>) uygun yeni yükler:</p>
<table role="presentation" width="100%" cellspacing="0" cellpadding="0" style="font-size:14px;">
<tr><td style="padding:12px 0;border-bottom:1px solid #f0e8dc;"><b>Trabzon → Tiflis</b><br><span style="color:#8c8173;">20 t fındık · tenteli · yükleme 12.09</span></td><td align="right" style="border-bottom:1px solid #f0e8dc;"><b>1.450 USD</b><br><a href="https://kervanload.example/l/TR-88214?src=digest" style="color:#e0621c;">İlanı gör</a></td></tr>
<tr><td style="padding:12px 0;border-bottom:1px solid #f0e8dc;"><b>Rize → Bakü</b><br><span style="color:#8c8173;">18 t çay · tenteli · yükleme 13.09</span></td><td align="right" style="border-bottom:1px solid #f0e8dc;"><b>2.300 USD</b><br><a href="https://kervanload.example/l/TR-88230?src=digest" style="color:#e0621c;">İlanı gör</a></td></tr>
<tr><td style="padding:12px 0;border-bottom:1px solid #f0e8dc;"><b>Samsun → Aktau</b> (feribot dahil)<br><span style="color:#8c8173;">22 t inşaat malzemesi · yükleme 14.09</span></td><td align="right" style="border-bottom:1px solid #f0e8dc;"><b>4.100 USD</b><br><a href="https://kervanload.example/l/TR-88251?src=digest" style="color:#e0621c;">İlanı gör</a></td></tr>
<tr><td style="padding:12px 0;"><b>Hopa → Erivan</b><br><span style="color:#8c8173;">12 t ambalaj · kısmi · yükleme 15.09</span></td><td align="right"><b>1.180 USD</b><br><a href="https://kervanload.example/l/TR-88263?src=digest" style="color:#e0621c;">İlanı gör</a></td></tr>
</table>
<p style="margin:18px 0 0;font-size:13px;color:#6b5e50;">Fiyatlar yükleyicinin ilk teklifidir, KDV hariçtir.</p>`,
      "tr",
    ),
  },
  {
    family: "kervanload",
    group: "consumer",
    lang: "ru",
    kind: "reset-link",
    code: null,
    link: "https://kervanload.example/account/reset?uid=MTE4NDI3&token=cb9-5a1e2f7d44c08b3a",
    from: "KervanLoad <hello@kervanload.example>",
    to: TO,
    subject: "Сброс пароля KervanLoad",
    date: "Sun, 04 Oct 2026 23:58:10 +0300",
    enc: "b64",
    text: `Здравствуйте, Мурат!

Кто-то (надеемся, вы) запросил сброс пароля для аккаунта KervanLoad, привязанного к этому адресу.

Задать новый пароль:
https://kervanload.example/account/reset?uid=MTE4NDI3&token=cb9-5a1e2f7d44c08b3a

Ссылка действует 1 час. Если вы не запрашивали сброс, просто проигнорируйте письмо — пароль останется прежним.

Команда KervanLoad
`,
    html: kervan_page(
      `<p style="margin:0 0 16px;">Здравствуйте, Мурат!</p>
<p style="margin:0 0 20px;">Кто-то (надеемся, вы) запросил сброс пароля для аккаунта KervanLoad, привязанного к этому адресу.</p>
<table role="presentation" cellspacing="0" cellpadding="0" border="0" style="margin:0 0 22px;"><tr>
<td style="border-radius:24px;background:#e0621c;"><a href="https://kervanload.example/account/reset?uid=MTE4NDI3&amp;token=cb9-5a1e2f7d44c08b3a" style="display:inline-block;padding:12px 28px;font-weight:600;color:#ffffff;text-decoration:none;">Задать новый пароль</a></td>
</tr></table>
<p style="margin:0;font-size:13px;color:#6b5e50;">Ссылка действует 1 час. Если вы не запрашивали сброс, просто проигнорируйте письмо — пароль останется прежним.</p>`,
      "ru",
    ),
  },
  {
    family: "kervanload",
    group: "consumer",
    lang: "ru",
    kind: "bid-accepted",
    code: null,
    link: null,
    from: "KervanLoad <yukler@kervanload.example>",
    to: TO,
    subject: "Ваша ставка принята: Бакы → Актау, 3 900 USD",
    date: "Mon, 21 Sep 2026 15:22:47 +0300",
    enc: "b64",
    text: `Мурат, отличные новости!

Грузоотправитель ООО «Абшерон Трейд» принял вашу ставку.

Заявка: TR-90477
Маршрут: Баку (Сумгаит, склад «Хырдалан-3») → Актау, паром Алят – Актау
Груз: 19,6 т бытовая химия, 33 паллеты, тент
Загрузка: 22.09.2026 с 09:00
Ставка: 3 900 USD (паром оплачивает отправитель)
Контакт: Эльвин, +994 50 318 22 47

Договор-заявка и данные для CMR доступны в разделе «Мои перевозки». После загрузки отметьте статус в приложении.

KervanLoad
`,
    html: kervan_page(
      `<p style="margin:0 0 16px;">Мурат, отличные новости! Грузоотправитель <b>ООО «Абшерон Трейд»</b> принял вашу ставку.</p>
<table role="presentation" width="100%" cellspacing="0" cellpadding="6" style="font-size:14px;background:#fbf7f0;border-radius:8px;">
<tr><td style="color:#8c8173;">Заявка</td><td>TR-90477</td></tr>
<tr><td style="color:#8c8173;">Маршрут</td><td>Баку (Сумгаит, склад «Хырдалан-3») → Актау, паром Алят – Актау</td></tr>
<tr><td style="color:#8c8173;">Груз</td><td>19,6 т бытовая химия, 33 паллеты, тент</td></tr>
<tr><td style="color:#8c8173;">Загрузка</td><td>22.09.2026 с 09:00</td></tr>
<tr><td style="color:#8c8173;">Ставка</td><td><b>3 900 USD</b> (паром оплачивает отправитель)</td></tr>
<tr><td style="color:#8c8173;">Контакт</td><td>Эльвин, +994 50 318 22 47</td></tr>
</table>
<p style="margin:18px 0 0;">Договор-заявка и данные для CMR доступны в разделе <a href="https://kervanload.example/shipments/TR-90477" style="color:#e0621c;">«Мои перевозки»</a>.</p>`,
      "ru",
    ),
  },
  {
    family: "caspiline",
    group: "regional",
    lang: "en",
    kind: "waitlist-confirm-link",
    code: null,
    link: "https://book.caspiline.example/freight/waitlist/confirm?ref=WL-AK-0922-0157&sig=4be7a10f93",
    from: "Caspiline Freight <freight@caspiline.example>",
    to: TO,
    subject: "Action needed: confirm your waiting-list place, Alat → Aktau",
    date: "Tue, 22 Sep 2026 12:40:05 +0400",
    text: `Dear Mr Murat Kaya,

You asked to be put on the waiting list for a freight lane on our Alat -> Aktau sailings. A place has become available and we are holding it for you.

Waiting-list ref : WL-AK-0922-0157
Vessel           : m/v Shahdag Star
Sailing          : Alat, 23.09.2026, est. departure 22:00 (loading from 16:00)
Unit             : tractor 61 ABC 482 + semi-trailer 61 AKD 19, 16.5 m, 39.8 t gross
Freight rate     : 1,350 USD incl. one driver berth

Please confirm that you still want this place within 6 hours:
https://book.caspiline.example/freight/waitlist/confirm?ref=WL-AK-0922-0157&sig=4be7a10f93

If we do not hear from you by 18:40 (Baku time) today, the place passes to the next unit on the list and you stay on the list for later sailings.

Sailing times on the Caspian depend on the weather and port control; final departure times are sent by SMS.

Caspiline Freight Desk, Alat
`,
    html: caspiline_page(`<p>Dear Mr Murat Kaya,</p>
<p>You asked to be put on the waiting list for a freight lane on our Alat → Aktau sailings. <b>A place has become available</b> and we are holding it for you.</p>
<table cellpadding="6" cellspacing="0" width="100%" style="font-family:Arial,sans-serif;font-size:13px;border:1px solid #cbd9e3;">
<tr><td style="background:#eef3f6;width:38%;">Waiting-list ref</td><td>WL-AK-0922-0157</td></tr>
<tr><td style="background:#eef3f6;">Vessel</td><td>m/v Shahdag Star</td></tr>
<tr><td style="background:#eef3f6;">Sailing</td><td>Alat, 23.09.2026, est. departure 22:00 (loading from 16:00)</td></tr>
<tr><td style="background:#eef3f6;">Unit</td><td>tractor 61 ABC 482 + semi-trailer 61 AKD 19, 16.5 m, 39.8 t gross</td></tr>
<tr><td style="background:#eef3f6;">Freight rate</td><td>1,350 USD incl. one driver berth</td></tr>
</table>
<p style="margin:22px 0;text-align:center;"><a href="https://book.caspiline.example/freight/waitlist/confirm?ref=WL-AK-0922-0157&amp;sig=4be7a10f93" style="font-family:Arial,sans-serif;background:#d4a017;color:#0f2f47;padding:12px 30px;text-decoration:none;font-weight:bold;">Confirm my place</a></p>
<p>Please confirm within <b>6 hours</b>. If we do not hear from you by 18:40 (Baku time) today, the place passes to the next unit on the list and you stay on the list for later sailings.</p>
<p style="font-size:12px;color:#5f7383;">Sailing times on the Caspian depend on the weather and port control; final departure times are sent by SMS.</p>`),
  },
  {
    family: "caspiline",
    group: "regional",
    lang: "en",
    kind: "booking-confirmed",
    code: null,
    link: null,
    from: "Caspiline Freight <freight@caspiline.example>",
    to: TO,
    subject: "Booking confirmed CL-F-260923-0412 – m/v Shahdag Star, Alat → Aktau",
    date: "Tue, 22 Sep 2026 13:02:51 +0400",
    text: `Dear Mr Murat Kaya,

Your freight booking is confirmed. The freight note is attached.

Booking no. : CL-F-260923-0412
Vessel      : m/v Shahdag Star
Sailing     : Alat -> Aktau, 23.09.2026, est. 22:00
Check-in    : Alat port gate 2, 16:00-19:00
Unit        : 61 ABC 482 / 61 AKD 19 (16.5 m, 39.8 t)
Driver      : KAYA MURAT, passport U 14 882 051
Paid        : 1,350.00 USD (bank transfer received 22.09.2026)

Bring the TIR carnet, CMR, and the Azerbaijani transit declaration to check-in. Dangerous goods must be declared 48 hours in advance.

Caspiline Freight Desk, Alat · +994 12 565 40 70
`,
    html: caspiline_page(`<p>Dear Mr Murat Kaya,</p>
<p>Your freight booking is <b>confirmed</b>. The freight note is attached.</p>
<table cellpadding="6" cellspacing="0" width="100%" style="font-family:Arial,sans-serif;font-size:13px;">
<tr><td style="color:#5f7383;">Booking no.</td><td><b>CL-F-260923-0412</b></td></tr>
<tr><td style="color:#5f7383;">Vessel</td><td>m/v Shahdag Star</td></tr>
<tr><td style="color:#5f7383;">Sailing</td><td>Alat → Aktau, 23.09.2026, est. 22:00</td></tr>
<tr><td style="color:#5f7383;">Check-in</td><td>Alat port gate 2, 16:00–19:00</td></tr>
<tr><td style="color:#5f7383;">Unit</td><td>61 ABC 482 / 61 AKD 19 (16.5 m, 39.8 t)</td></tr>
<tr><td style="color:#5f7383;">Driver</td><td>KAYA MURAT, passport U 14 882 051</td></tr>
<tr><td style="color:#5f7383;">Paid</td><td>1,350.00 USD (bank transfer received 22.09.2026)</td></tr>
</table>
<p>Bring the TIR carnet, CMR, and the Azerbaijani transit declaration to check-in. Dangerous goods must be declared 48 hours in advance.</p>`),
    attachment: [
      "FreightNote_CL-F-260923-0412.pdf",
      "application/pdf",
      pdf("Caspiline freight note", [
        "CASPILINE - Freight note CL-F-260923-0412",
        "m/v Shahdag Star  Alat - Aktau  23.09.2026",
        "Unit 61 ABC 482 / 61 AKD 19",
        "Paid 1,350.00 USD",
      ]),
    ],
  },
  {
    family: "caspiline",
    group: "regional",
    lang: "ru",
    kind: "sailing-delay",
    code: null,
    link: null,
    from: "Caspiline <info@caspiline.example>",
    to: TO,
    subject: "Изменение времени отправления: Shahdag Star, Алят 23.09",
    date: "Wed, 23 Sep 2026 14:18:30 +0400",
    enc: "qp",
    text: `Уважаемый клиент!

Из-за штормового предупреждения (ветер 18–22 м/с) отправление т/х «Shahdag Star» из порта Алят переносится.

Бронирование: CL-F-260923-0412
Было: 23.09.2026, 22:00
Стало: 24.09.2026, ориентировочно 10:00
Приём грузовых единиц: 24.09.2026 с 05:00, ворота 2

Бесплатная стоянка на территории порта для забронированных единиц продлевается до момента погрузки. Окончательное время отправления мы сообщим по SMS.

Приносим извинения за неудобства.
Caspiline, грузовой отдел Алят, +994 12 565 40 70
`,
    html: null,
  },
  {
    family: "caspiline",
    group: "regional",
    lang: "az",
    kind: "boarding-info",
    code: null,
    link: null,
    from: "Caspiline <info@caspiline.example>",
    to: TO,
    subject: "Yükləmə başlayır: Shahdag Star, Ələt limanı",
    date: "Thu, 24 Sep 2026 04:31:02 +0400",
    enc: "b64",
    text: `Hörmətli sürücü,

"Shahdag Star" gəmisinə yükləmə bu gün saat 05:00-da başlayır.

Sifariş: CL-F-260923-0412
Nəqliyyat vasitəsi: 61 ABC 482 / 61 AKD 19
Qapı: 2 (yük terminalı)
Təxmini yola düşmə: 24.09.2026, 10:00
Sürücü kayutu: B-214

Pasport, TIR karnesi və CMR yanınızda olsun. Gəmidə yemək qiymətə daxildir (səhər yeməyi 07:00–08:30).

Caspiline, Ələt
`,
    html: null,
  },
];

// ---------------------------------------------------------------- Takograf kart ofisi, banks, wallet, broker

const batch5: Mail[] = [
  {
    family: "takografnet",
    group: "regional",
    lang: "tr",
    kind: "verify-code",
    code: "739205",
    link: null,
    from: "TakografNet Kart Başvuru <basvuru@takografnet.example>",
    to: TO,
    subject: "E-posta adresinizi doğrulayın – sürücü kartı yenileme başvurusu",
    date: "Wed, 02 Sep 2026 19:03:26 +0300",
    enc: "qp",
    text: `Sayın MURAT KAYA,

Sürücü kartı yenileme başvurunuza devam edebilmek için aşağıdaki doğrulama kodunu başvuru ekranındaki "E-posta doğrulama" alanına giriniz.

Doğrulama kodu: 739205

Kod 15 dakika geçerlidir.

Mevcut kart no : TR 0000 1C 61 4471 02 (son geçerlilik 28.10.2026)
Başvuru türü   : Süre bitimi nedeniyle yenileme
Teslim yeri    : Trabzon Ticaret ve Sanayi Odası, Takograf Kart Birimi

Bu başvuruyu siz başlatmadıysanız bu e-postayı dikkate almayınız.

TakografNet – Takograf Kartları Başvuru ve Takip Sistemi
Destek: 0850 300 82 82 · destek@takografnet.example
`,
    html: `<html><head><meta charset="utf-8"></head>
<body style="font-family:Tahoma,Verdana,sans-serif;font-size:13px;color:#222;background:#ffffff;">
<table width="640" cellpadding="0" cellspacing="0" style="border:1px solid #b8c4d0;">
<tr><td style="background:#1e3c64;padding:10px 16px;color:#fff;"><img src="https://www.takografnet.example/content/img/mail_banner.gif" width="32" height="32" alt="" align="absmiddle"> <b>TakografNet</b> – Takograf Kartları Başvuru ve Takip Sistemi</td></tr>
<tr><td style="padding:18px 16px;">
<p>Sayın <b>MURAT KAYA</b>,</p>
<p>Sürücü kartı yenileme başvurunuza devam edebilmek için aşağıdaki doğrulama kodunu başvuru ekranındaki <i>"E-posta doğrulama"</i> alanına giriniz.</p>
<table cellpadding="8" cellspacing="0" style="border:1px solid #1e3c64;margin:10px 0;"><tr><td style="background:#e9eef5;">Doğrulama kodu</td><td style="font-size:20px;font-weight:bold;letter-spacing:3px;">739205</td></tr></table>
<p style="color:#a33;">Kod 15 dakika geçerlidir.</p>
<table cellpadding="4" cellspacing="0" style="font-size:12px;">
<tr><td>Mevcut kart no</td><td>: TR 0000 1C 61 4471 02 (son geçerlilik 28.10.2026)</td></tr>
<tr><td>Başvuru türü</td><td>: Süre bitimi nedeniyle yenileme</td></tr>
<tr><td>Teslim yeri</td><td>: Trabzon Ticaret ve Sanayi Odası, Takograf Kart Birimi</td></tr>
</table>
<p>Bu başvuruyu siz başlatmadıysanız bu e-postayı dikkate almayınız.</p>
</td></tr>
<tr><td style="background:#eef1f4;padding:8px 16px;font-size:11px;color:#555;">Destek: 0850 300 82 82 · <a href="mailto:destek@takografnet.example">destek@takografnet.example</a> · <a href="https://www.takografnet.example/SSS.aspx">SSS</a></td></tr>
</table></body></html>`,
  },
  {
    family: "takografnet",
    group: "regional",
    lang: "tr",
    kind: "card-ready",
    code: null,
    link: null,
    from: "TakografNet Kart Başvuru <basvuru@takografnet.example>",
    to: TO,
    subject: "Sürücü kartınız teslime hazır (Başvuru No: 2026-61-0018847)",
    date: "Fri, 09 Oct 2026 11:20:00 +0300",
    enc: "qp",
    text: `Sayın MURAT KAYA,

2026-61-0018847 numaralı başvurunuz kapsamında üretilen sürücü kartınız teslim birimine ulaşmıştır.

Teslim yeri   : Trabzon Ticaret ve Sanayi Odası, Takograf Kart Birimi, Kat 2
Adres         : Gazipaşa Mah. Uzun Sk. No: 9, 61030 Ortahisar / Trabzon
Çalışma saati : Hafta içi 08:30–17:00
Yeni kart no  : TR 0000 1C 61 4471 03
Geçerlilik    : 10.10.2026 – 09.10.2031

Kartı yalnızca kart sahibi, nüfus cüzdanı ve eski kartı ile birlikte şahsen teslim alabilir. Eski kartın son geçerlilik tarihi 28.10.2026'dır; bu tarihten sonra eski kartla sürüş yapılamaz.

TakografNet
`,
    html: null,
  },
  {
    family: "ialbuzi-bank",
    group: "regional",
    lang: "ka",
    kind: "transfer-code",
    code: "407216",
    link: null,
    from: "იალბუზი ბანკი <online@ialbuzibank.example>",
    to: TO,
    subject: "გადარიცხვის დადასტურება",
    date: "Mon, 07 Sep 2026 10:44:19 +0400",
    enc: "b64",
    text: `ძვირფასო მურატ,

თქვენ ახორციელებთ გადარიცხვას ინტერნეტბანკში:

თანხა: 1 850.00 USD
მიმღები: შპს „ბათუმი ტრაკ პარტსი“
ანგარიში: GE29IB0000000482177310
დანიშნულება: ინვოისი N BT-2026/0915

ოპერაციის დასადასტურებლად შეიყვანეთ ერთჯერადი კოდი:

407216

კოდი მოქმედებს 3 წუთის განმავლობაში. ბანკი არასოდეს გთხოვთ კოდის ტელეფონით ან წერილით გაზიარებას.

იალბუზი ბანკი · *2255
`,
    html: `<html><head><meta charset="utf-8"></head><body style="margin:0;background:#f4f1ec;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:22px 0;">
<table width="520" cellpadding="0" cellspacing="0" style="background:#fff;font-family:'Noto Sans Georgian',Arial,sans-serif;font-size:14px;color:#2d2a26;">
<tr><td style="padding:18px 26px;border-bottom:2px solid #7a1f2b;"><img src="https://www.ialbuzibank.example/static/mail/logo.png" alt="იალბუზი ბანკი" height="30"></td></tr>
<tr><td style="padding:24px 26px;">
<p>ძვირფასო მურატ,</p>
<p>თქვენ ახორციელებთ გადარიცხვას ინტერნეტბანკში:</p>
<table cellpadding="5" style="font-size:13px;width:100%;background:#faf8f5;">
<tr><td style="color:#8a8177;">თანხა</td><td><b>1 850.00 USD</b></td></tr>
<tr><td style="color:#8a8177;">მიმღები</td><td>შპს „ბათუმი ტრაკ პარტსი“</td></tr>
<tr><td style="color:#8a8177;">ანგარიში</td><td>GE29IB0000000482177310</td></tr>
<tr><td style="color:#8a8177;">დანიშნულება</td><td>ინვოისი N BT-2026/0915</td></tr>
</table>
<p>ოპერაციის დასადასტურებლად შეიყვანეთ ერთჯერადი კოდი:</p>
<p style="font-size:30px;font-weight:bold;color:#7a1f2b;letter-spacing:3px;text-align:center;">407 216</p>
<p style="font-size:12px;color:#8a8177;">კოდი მოქმედებს 3 წუთის განმავლობაში. ბანკი არასოდეს გთხოვთ კოდის ტელეფონით ან წერილით გაზიარებას.</p>
</td></tr>
<tr><td style="padding:14px 26px;background:#faf8f5;font-size:11px;color:#8a8177;">სს „იალბუზი ბანკი“ · თბილისი, ჭავჭავაძის გამზ. 41 · *2255 · <a href="https://www.ialbuzibank.example/ka/security" style="color:#7a1f2b;">უსაფრთხოების რჩევები</a></td></tr>
</table></td></tr></table></body></html>`,
  },
  {
    family: "ialbuzi-bank",
    group: "regional",
    lang: "en",
    kind: "new-device-alert",
    code: null,
    link: null,
    from: "Ialbuzi Bank <online@ialbuzibank.example>",
    to: TO,
    subject: "New sign-in to Ialbuzi Online",
    date: "Sat, 10 Oct 2026 06:57:41 +0400",
    text: `Dear Murat,

Your Ialbuzi Online account was accessed from a new device.

Date:     10.10.2026 06:56 (Tbilisi time)
Device:   Samsung SM-A546E, Ialbuzi app 7.12
Location: Aktau, Kazakhstan (approximate)

If this was you, there is nothing to do.
If you don't recognise this sign-in, call us at *2255 or +995 32 2 25 22 55 from abroad and we will block access to your accounts.

Ialbuzi Bank JSC, 41 Chavchavadze Ave, Tbilisi
`,
    html: null,
  },
  {
    family: "gzapay",
    group: "consumer",
    lang: "ka",
    kind: "email-change-link",
    code: null,
    link: "https://id.gzapay.example/email/confirm?c=Zk3Qp7t0Lx91aR2m",
    from: "GzaPay <no-reply@gzapay.example>",
    to: TO,
    subject: "დაადასტურეთ ახალი ელ-ფოსტა",
    date: "Tue, 15 Sep 2026 18:22:09 +0400",
    enc: "qp",
    text: `გამარჯობა!

GzaPay-ის ანგარიშში (ტელ. +995 599 ** ** 47) მოთხოვნილია ელ-ფოსტის შეცვლა ამ მისამართზე: murat.kaya61@postakutu.example

ცვლილების დასადასტურებლად გახსენით ბმული:
https://id.gzapay.example/email/confirm?c=Zk3Qp7t0Lx91aR2m

ბმული აქტიურია 30 წუთი. თუ ეს თქვენ არ მოგითხოვიათ, ნუ გახსნით ბმულს და დაგვიკავშირდით აპლიკაციის ჩატში.

GzaPay
`,
    html: `<html><head><meta charset="utf-8"></head><body style="margin:0;background:#111827;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:28px 12px;">
<table width="480" cellpadding="0" cellspacing="0" style="background:#ffffff;border-radius:14px;font-family:Arial,sans-serif;color:#111827;">
<tr><td style="padding:26px 28px 8px;"><img src="https://assets.gzapay.example/mail/gzapay-mark.png" width="44" height="44" alt="GzaPay"></td></tr>
<tr><td style="padding:8px 28px 26px;font-size:15px;line-height:23px;">
<p style="font-size:20px;font-weight:bold;margin:0 0 12px;">დაადასტურეთ ახალი ელ-ფოსტა</p>
<p>GzaPay-ის ანგარიშში (ტელ. +995 599 ** ** 47) მოთხოვნილია ელ-ფოსტის შეცვლა ამ მისამართზე: <b>murat.kaya61@postakutu.example</b></p>
<p style="margin:22px 0;"><a href="https://id.gzapay.example/email/confirm?c=Zk3Qp7t0Lx91aR2m" style="display:block;text-align:center;background:#22c55e;color:#052e16;font-weight:bold;padding:14px;border-radius:10px;text-decoration:none;">დადასტურება</a></p>
<p style="font-size:13px;color:#6b7280;">ბმული აქტიურია 30 წუთი. თუ ეს თქვენ არ მოგითხოვიათ, ნუ გახსნით ბმულს და დაგვიკავშირდით აპლიკაციის ჩატში.</p>
</td></tr>
<tr><td style="padding:16px 28px;border-top:1px solid #e5e7eb;font-size:11px;color:#9ca3af;">შპს „გზაფეი“ · საქართველოს ეროვნული ბანკის მიერ რეგისტრირებული გადახდის მომსახურების პროვაიდერი · <a href="https://gzapay.example/ka/terms" style="color:#9ca3af;">პირობები</a></td></tr>
</table></td></tr></table></body></html>`,
  },
  {
    family: "gzapay",
    group: "consumer",
    lang: "ka",
    kind: "transfer-received",
    code: null,
    link: null,
    from: "GzaPay <no-reply@gzapay.example>",
    to: TO,
    subject: "თქვენ მიიღეთ 620.00 ₾",
    date: "Fri, 18 Sep 2026 09:12:33 +0400",
    enc: "b64",
    text: `თქვენს GzaPay საფულეში ჩაირიცხა 620.00 ₾.

გამგზავნი: გიორგი ბ.
კომენტარი: ბათუმი-თბილისი, წინასწარი
თარიღი: 18.09.2026 09:12
ტრანზაქცია: GP-7Q4K-220918
ბალანსი: 1 044.60 ₾

GzaPay
`,
    html: `<html><head><meta charset="utf-8"></head><body style="margin:0;background:#111827;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:28px 12px;">
<table width="480" cellpadding="0" cellspacing="0" style="background:#ffffff;border-radius:14px;font-family:Arial,sans-serif;color:#111827;">
<tr><td style="padding:26px 28px;text-align:center;">
<img src="https://assets.gzapay.example/mail/in.png" width="56" alt="">
<p style="font-size:32px;font-weight:bold;margin:12px 0 4px;color:#16a34a;">+620.00 ₾</p>
<p style="margin:0 0 18px;color:#6b7280;">გამგზავნი: გიორგი ბ.</p>
<table width="100%" cellpadding="6" style="font-size:13px;text-align:left;background:#f9fafb;border-radius:8px;">
<tr><td style="color:#6b7280;">კომენტარი</td><td>ბათუმი-თბილისი, წინასწარი</td></tr>
<tr><td style="color:#6b7280;">თარიღი</td><td>18.09.2026 09:12</td></tr>
<tr><td style="color:#6b7280;">ტრანზაქცია</td><td>GP-7Q4K-220918</td></tr>
<tr><td style="color:#6b7280;">ბალანსი</td><td>1 044.60 ₾</td></tr>
</table>
</td></tr>
<tr><td style="padding:16px 28px;border-top:1px solid #e5e7eb;font-size:11px;color:#9ca3af;text-align:center;">
<a href="https://apps.apple.example/ge/app/gzapay/id1570044812"><img src="https://assets.gzapay.example/mail/appstore-ka.png" height="32" alt="App Store"></a>
<a href="https://play.google.example/store/apps/details?id=ge.gzapay.wallet"><img src="https://assets.gzapay.example/mail/gplay-ka.png" height="32" alt="Google Play"></a><br>შპს „გზაფეი“, თბილისი</td></tr>
</table></td></tr></table></body></html>`,
  },
  {
    family: "aragil-bank",
    group: "regional",
    lang: "hy",
    kind: "reset-code",
    code: "639508",
    link: null,
    from: "Արագիլ Բանկ <noreply@aragilbank.example>",
    to: TO,
    subject: "Գաղտնաբառի վերականգնման կոդ",
    date: "Sat, 19 Sep 2026 22:31:07 +0400",
    enc: "b64",
    text: `Հարգելի՛ հաճախորդ,

Դուք պահանջել եք վերականգնել Արագիլ Օնլայն համակարգի գաղտնաբառը։

Վերականգնման կոդը՝ 639 508

Մուտքագրեք կոդը հավելվածում։ Կոդը վավեր է 10 րոպե։

Եթե դուք չեք պահանջել գաղտնաբառի վերականգնում, անտեսեք այս նամակը և անհապաղ զանգահարեք մեզ՝ +374 10 59 88 00։

Արագիլ Բանկ ՓԲԸ
`,
    html: `<html><head><meta charset="utf-8"></head><body style="margin:0;background:#eef2f0;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:20px 0;">
<table width="560" cellpadding="0" cellspacing="0" style="background:#fff;font-family:Arial,'Noto Sans Armenian',sans-serif;font-size:14px;color:#1e2a25;">
<tr><td style="padding:18px 28px;background:#ffffff;border-bottom:1px solid #dfe7e3;"><img src="https://aragilbank.example/mail/logo-aragil.png" alt="Արագիլ Բանկ" height="34"></td></tr>
<tr><td style="padding:26px 28px;line-height:22px;">
<p>Հարգելի՛ հաճախորդ,</p>
<p>Դուք պահանջել եք վերականգնել Արագիլ Օնլայն համակարգի գաղտնաբառը։</p>
<table align="center" cellpadding="0" cellspacing="0" style="margin:18px auto;"><tr>
<td style="border:1px solid #2e7d5b;border-radius:8px;padding:12px 24px;font-size:28px;letter-spacing:6px;font-weight:bold;color:#2e7d5b;">639 508</td>
</tr></table>
<p>Մուտքագրեք կոդը հավելվածում։ Կոդը վավեր է <b>10 րոպե</b>։</p>
<p style="font-size:12px;color:#6b7a73;">Եթե դուք չեք պահանջել գաղտնաբառի վերականգնում, անտեսեք այս նամակը և անհապաղ զանգահարեք մեզ՝ +374 10 59 88 00։</p>
</td></tr>
<tr><td style="padding:14px 28px;background:#f5f8f6;font-size:11px;color:#6b7a73;">Արագիլ Բանկ ՓԲԸ · Երևան, Տիգրան Մեծի 22 · Վերահսկվում է ՀՀ Կենտրոնական բանկի կողմից · <a href="https://aragilbank.example/hy/privacy" style="color:#2e7d5b;">Գաղտնիություն</a></td></tr>
</table></td></tr></table></body></html>`,
  },
  {
    family: "aragil-bank",
    group: "regional",
    lang: "hy",
    kind: "card-transaction",
    code: null,
    link: null,
    from: "Արագիլ Բանկ <noreply@aragilbank.example>",
    to: TO,
    subject: "Քարտային գործարք՝ 48 500 AMD",
    date: "Tue, 29 Sep 2026 13:05:50 +0400",
    enc: "qp",
    text: `Քարտ՝ **** 7715
Գործարք՝ վճարում
Գումար՝ 48 500.00 AMD
Վաճառող՝ «ԼՈՌԻ ԹՐԱՔ ՍԵՐՎԻՍ» ՍՊԸ, Վանաձոր
Ամսաթիվ՝ 29.09.2026 13:05
Հասանելի մնացորդ՝ 312 440.16 AMD

Եթե այս գործարքը դուք չեք կատարել, անհապաղ արգելափակեք քարտը հավելվածում կամ զանգահարեք +374 10 59 88 00 (շուրջօրյա)։

Արագիլ Բանկ
`,
    html: null,
  },
  {
    family: "lorimak-broker",
    group: "regional",
    lang: "hy",
    kind: "declaration-released",
    code: null,
    link: null,
    from: "Լոռիմակ Բրոքեր <info@lorimak.example>",
    to: TO,
    subject: "Հայտարարագիրը բաց է թողնված — 61 ABC 482, Բագրատաշեն",
    date: "Tue, 29 Sep 2026 11:48:22 +0400",
    enc: "b64",
    text: `Բարև ձեզ, պարոն Քայա,

Տեղեկացնում ենք, որ Ձեր բեռի մաքսային հայտարարագիրը ձևակերպված և բաց է թողնված։

Հայտարարագիր՝ № 10002010/290926/0041873
Մաքսատուն՝ Բագրատաշենի մաքսային կետ
Բեռ՝ պնդուկ 20 400 կգ, 1 020 պարկ
Ստացող՝ «Արմնաթ Ֆուդ» ՍՊԸ, Երևան
Մեր ծառայության վճարը՝ 25 000 AMD (վճարվում է ստացողի կողմից)

Կարող եք շարունակել երթուղին դեպի Երևան։ Ստացողի պահեստը աշխատում է մինչև 19:00։

Հարցերի դեպքում՝ +374 93 41 88 20 (Արմեն)

«Լոռիմակ Բրոքեր» ՍՊԸ, Բագրատաշեն, մաքսային տերմինալ, գրասենյակ 4
`,
    html: null,
  },
];

// ---------------------------------------------------------------- telematics, workshops, phone, insurer, truck maker, forwarder

function rotamind_page(pre: string, inner: string): string {
  return `<!doctype html>
<html><head><meta charset="utf-8"><meta name="x-apple-disable-message-reformatting"></head>
<body style="margin:0;padding:0;background:#0e1726;">
<div style="display:none;font-size:1px;line-height:1px;max-height:0;max-width:0;opacity:0;overflow:hidden;">${pre}</div>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#0e1726;"><tr><td align="center" style="padding:32px 12px;">
<table role="presentation" width="560" cellpadding="0" cellspacing="0" style="background:#ffffff;border-radius:12px;font-family:Inter,Arial,sans-serif;color:#0e1726;">
<tr><td style="padding:28px 32px 0;"><img src="https://email.rotamind.example/brand/rotamind-dark.png" width="128" height="28" alt="Rotamind"></td></tr>
<tr><td style="padding:20px 32px 30px;font-size:15px;line-height:24px;">${inner}</td></tr>
</table>
<table role="presentation" width="560" cellpadding="0" cellspacing="0"><tr><td style="padding:18px 32px;font-family:Arial,sans-serif;font-size:12px;line-height:18px;color:#7d8aa3;text-align:center;">
Rotamind Telematics OÜ · Sepapaja 6, 15551 Tallinn, Estonia<br>
<a href="https://rotamind.example/help" style="color:#7d8aa3;">Help centre</a> · <a href="https://rotamind.example/privacy" style="color:#7d8aa3;">Privacy</a> · <a href="https://rotamind.example/status" style="color:#7d8aa3;">Status</a>
</td></tr></table>
</td></tr></table></body></html>`;
}

function menzil_page(inner: string): string {
  return `<html><head><meta charset="utf-8"></head><body style="margin:0;background:#f0f0f5;">
<table width="100%" cellpadding="0" cellspacing="0" bgcolor="#f0f0f5"><tr><td align="center">
<table width="600" cellpadding="0" cellspacing="0" bgcolor="#ffffff" style="font-family:Arial,Helvetica,sans-serif;color:#23202e;">
<tr><td bgcolor="#5b2a86" style="padding:16px 24px;"><img src="https://s.menzilgsm.example/eposta/logo-beyaz.png" alt="Menzil GSM" width="130"></td></tr>
<tr><td style="padding:24px;font-size:14px;line-height:21px;">${inner}</td></tr>
<tr><td style="padding:14px 24px;background:#f7f6fa;font-size:11px;color:#7f7a8c;line-height:16px;">
Menzil GSM İletişim Hizmetleri A.Ş. · Maslak Mah. Büyükdere Cad. No: 255, 34485 Sarıyer / İstanbul · Müşteri Hizmetleri 0532 *** 0 532 / yurt dışından +90 212 444 06 36<br>
<a href="https://www.menzilgsm.example/bireysel/gizlilik" style="color:#5b2a86;">Gizlilik</a> · <a href="https://www.menzilgsm.example/e-posta-izinleri?m=905327714061" style="color:#5b2a86;">E-posta izinleri</a> · © 2026
</td></tr></table></td></tr></table></body></html>`;
}

const batch6: Mail[] = [
  {
    family: "rotamind",
    group: "consumer",
    lang: "en",
    kind: "invite-link",
    code: null,
    link:
      "https://go.rotamind.example/c/eyJ1IjoiaW52aXRlIiwiaSI6IjcyOTE0In0?r=https%3A%2F%2Fapp.rotamind.example%2Finvite%2Faccept%2Finv_72914_Hc8Rk2",
    from: "Rotamind <notifications@rotamind.example>",
    to: TO,
    subject: "Batumi Trans Logistics invited you to their fleet on Rotamind",
    date: "Wed, 16 Sep 2026 11:07:30 +0400",
    enc: "qp",
    text: `Hi Murat,

Nino Beridze from Batumi Trans Logistics has invited you to join their fleet on Rotamind as a subcontracted carrier.

Once you accept, Batumi Trans Logistics will see the live position and ETA of vehicle 61 ABC 482 only while one of their jobs is assigned to you. You can stop sharing at any time in the app.

Accept the invitation:
https://go.rotamind.example/c/eyJ1IjoiaW52aXRlIiwiaSI6IjcyOTE0In0?r=https%3A%2F%2Fapp.rotamind.example%2Finvite%2Faccept%2Finv_72914_Hc8Rk2

The invitation expires on 23 September 2026.

Don't know Batumi Trans Logistics? You can ignore this e-mail.

- Rotamind
`,
    html: rotamind_page(
      "Nino Beridze wants to share jobs with you on Rotamind.",
      `<h1 style="font-size:22px;line-height:30px;margin:0 0 14px;">Join Batumi Trans Logistics on Rotamind</h1>
<p style="margin:0 0 14px;">Hi Murat,</p>
<p style="margin:0 0 14px;"><b>Nino Beridze</b> from <b>Batumi Trans Logistics</b> has invited you to join their fleet as a subcontracted carrier.</p>
<p style="margin:0 0 22px;color:#4a5670;">Once you accept, they will see the live position and ETA of vehicle <b>61 ABC 482</b> only while one of their jobs is assigned to you. You can stop sharing at any time in the app.</p>
<table role="presentation" cellpadding="0" cellspacing="0"><tr><td style="background:#3b82f6;border-radius:8px;">
<a href="https://go.rotamind.example/c/eyJ1IjoiaW52aXRlIiwiaSI6IjcyOTE0In0?r=https%3A%2F%2Fapp.rotamind.example%2Finvite%2Faccept%2Finv_72914_Hc8Rk2" style="display:inline-block;padding:12px 26px;color:#ffffff;font-weight:600;text-decoration:none;">Accept invitation</a>
</td></tr></table>
<p style="margin:22px 0 0;font-size:13px;color:#7d8aa3;">The invitation expires on 23 September 2026. Don't know Batumi Trans Logistics? You can ignore this e-mail.</p>`,
    ),
  },
  {
    family: "rotamind",
    group: "consumer",
    lang: "en",
    kind: "login-code",
    code: "318-442",
    link: null,
    from: "Rotamind <notifications@rotamind.example>",
    to: TO,
    subject: "318-442 is your Rotamind sign-in code",
    date: "Thu, 01 Oct 2026 05:49:12 +0500",
    enc: "qp",
    text: `Your Rotamind sign-in code is:

318-442

Enter it on the sign-in screen of the Rotamind Driver app. It expires in 10 minutes.

Request from: Rotamind Driver 4.8.1, Android, near Aktau, KZ

If you didn't try to sign in, you can ignore this e-mail; your account is safe.
`,
    html: rotamind_page(
      "Your sign-in code expires in 10 minutes.",
      `<p style="margin:0 0 16px;">Your Rotamind sign-in code is:</p>
<p style="margin:0 0 18px;font-family:'SFMono-Regular',Menlo,Consolas,monospace;font-size:34px;font-weight:700;letter-spacing:4px;background:#f1f5fb;border-radius:8px;padding:16px;text-align:center;">318-442</p>
<p style="margin:0 0 14px;">Enter it on the sign-in screen of the Rotamind Driver app. It expires in 10 minutes.</p>
<p style="margin:0;font-size:13px;color:#7d8aa3;">Request from: Rotamind Driver 4.8.1, Android, near Aktau, KZ. If you didn't try to sign in, you can ignore this e-mail; your account is safe.</p>`,
    ),
  },
  {
    family: "rotamind",
    group: "consumer",
    lang: "tr",
    kind: "weekly-report",
    code: null,
    link: null,
    from: "Rotamind <reports@rotamind.example>",
    to: TO,
    subject: "Haftalık sürüş raporunuz: 5–11 Ekim 2026",
    date: "Mon, 12 Oct 2026 06:00:00 +0300",
    enc: "qp",
    text: `Merhaba Murat,

61 ABC 482 için geçen haftanın özeti:

Mesafe           : 2.184 km
Sürüş süresi     : 38 sa 20 dk (günlük ort. 6 sa 23 dk)
Ort. tüketim     : 31,4 l/100 km (önceki hafta 32,9)
Rölanti          : 4 sa 05 dk – tahmini 9,8 l yakıt
Sert fren        : 3 (Poti – Kutaisi arası 2)
Hız aşımı        : 1 (E70, 87 km/s, 10.10 14:22)
Sürüş puanı      : 86 / 100

Sürücü kartı uyarısı: mevcut kartınızın süresi 28.10.2026'da doluyor.

Ayrıntılı rapor uygulamada: https://app.rotamind.example/reports/weekly/2026-W41?v=61ABC482

Rotamind
`,
    html: rotamind_page(
      "2.184 km · 31,4 l/100 km · puan 86",
      `<p style="margin:0 0 14px;">Merhaba Murat, <b>61 ABC 482</b> için geçen haftanın özeti:</p>
<table role="presentation" width="100%" cellpadding="0" cellspacing="8"><tr>
<td style="background:#f1f5fb;border-radius:8px;padding:12px;text-align:center;"><span style="font-size:22px;font-weight:700;">2.184</span><br><span style="font-size:12px;color:#7d8aa3;">km</span></td>
<td style="background:#f1f5fb;border-radius:8px;padding:12px;text-align:center;"><span style="font-size:22px;font-weight:700;">31,4</span><br><span style="font-size:12px;color:#7d8aa3;">l/100 km</span></td>
<td style="background:#ecfdf5;border-radius:8px;padding:12px;text-align:center;"><span style="font-size:22px;font-weight:700;color:#059669;">86</span><br><span style="font-size:12px;color:#7d8aa3;">sürüş puanı</span></td>
</tr></table>
<table role="presentation" width="100%" cellpadding="5" style="font-size:13px;margin:10px 0 16px;">
<tr><td>Sürüş süresi</td><td align="right">38 sa 20 dk</td></tr>
<tr><td>Rölanti</td><td align="right">4 sa 05 dk (~9,8 l)</td></tr>
<tr><td>Sert fren</td><td align="right">3</td></tr>
<tr><td>Hız aşımı</td><td align="right">1 (E70, 87 km/s, 10.10 14:22)</td></tr>
</table>
<p style="margin:0 0 16px;background:#fff7ed;border-left:3px solid #f97316;padding:10px;font-size:13px;">Sürücü kartı uyarısı: mevcut kartınızın süresi 28.10.2026'da doluyor.</p>
<p style="margin:0;"><a href="https://app.rotamind.example/reports/weekly/2026-W41?v=61ABC482" style="color:#3b82f6;">Ayrıntılı raporu aç →</a></p>`,
    ),
  },
  {
    family: "tekerpark",
    group: "regional",
    lang: "tr",
    kind: "appointment-reminder",
    code: null,
    link: null,
    from: "Tekerpark Lastik <randevu@tekerpark.example>",
    to: TO,
    subject: "Yarın 09:30 – Tekerpark Hopa servis randevunuz",
    date: "Sun, 11 Oct 2026 18:00:00 +0300",
    text: `Sayin Murat Kaya,

Yarin icin servis randevunuzu hatirlatiriz.

Randevu no : TP-HOP-5521
Tarih      : 12.10.2026 Pazartesi, 09:30
Sube       : Tekerpark Hopa, D010 Karayolu uzeri, Kemalpasa cikisi
Arac       : 61 ABC 482 (cekici) + 61 AKD 19 (dorse)
Islem      : 2 adet 315/70 R22.5 on lastik degisimi, rot-balans, dorse aks ayari
Tahmini tutar: 41.600 TL (KDV dahil)

Yaklasik sure 2,5 saattir. Randevuyu degistirmek icin subeyi arayin: 0466 351 20 44

Tekerpark Lastik
`,
    html: null,
  },
  {
    family: "avtogza-servisi",
    group: "regional",
    lang: "ru",
    kind: "repair-complete",
    code: null,
    link: null,
    from: "Автогза Сервис <service@avtogza.example>",
    to: TO,
    subject: "Ваш автомобиль готов — заказ-наряд № 2026/1147",
    date: "Thu, 17 Sep 2026 16:40:19 +0400",
    enc: "b64",
    text: `Здравствуйте, Мурат!

Ремонт по заказ-наряду № 2026/1147 завершён, тягач 61 ABC 482 готов к выдаче.

Выполненные работы:
- замена компрессора пневмосистемы — 1 080 ₾
- замена осушителя воздуха — 310 ₾
- диагностика ЭБУ, сброс ошибок — 90 ₾
- работа, 5,5 н/ч × 60 ₾ — 330 ₾

Итого: 1 810 ₾ (НДС включён)

Оплата на месте картой или наличными, либо переводом на счёт GE61TB7788036020100007. Стоянка на нашей площадке бесплатно до 18.09.2026 20:00.

Адрес: Руставское шоссе, 14 км, Тбилиси. Телефон мастера: +995 577 20 14 47 (Гела)

«Автогза Сервис»
`,
    html:
      `<html><head><meta charset="utf-8"></head><body style="font-family:Arial,sans-serif;font-size:14px;color:#222;">
<table width="600" cellpadding="0" cellspacing="0" style="border:1px solid #ddd;">
<tr><td style="background:#202020;padding:12px 20px;color:#f5c400;font-size:18px;font-weight:bold;">АВТОГЗА <span style="color:#fff;font-weight:normal;">Сервис грузовиков</span></td></tr>
<tr><td style="padding:20px;">
<p>Здравствуйте, Мурат!</p>
<p>Ремонт по заказ-наряду <b>№ 2026/1147</b> завершён, тягач <b>61 ABC 482</b> готов к выдаче.</p>
<table width="100%" cellpadding="6" cellspacing="0" style="font-size:13px;border-collapse:collapse;">
<tr style="background:#f4f4f4;"><th align="left">Работа / запчасть</th><th align="right">Сумма</th></tr>
<tr><td style="border-bottom:1px solid #eee;">Замена компрессора пневмосистемы</td><td align="right" style="border-bottom:1px solid #eee;">1 080 ₾</td></tr>
<tr><td style="border-bottom:1px solid #eee;">Замена осушителя воздуха</td><td align="right" style="border-bottom:1px solid #eee;">310 ₾</td></tr>
<tr><td style="border-bottom:1px solid #eee;">Диагностика ЭБУ, сброс ошибок</td><td align="right" style="border-bottom:1px solid #eee;">90 ₾</td></tr>
<tr><td style="border-bottom:1px solid #eee;">Работа, 5,5 н/ч × 60 ₾</td><td align="right" style="border-bottom:1px solid #eee;">330 ₾</td></tr>
<tr><td><b>Итого (НДС включён)</b></td><td align="right"><b>1 810 ₾</b></td></tr>
</table>
<p>Оплата на месте картой или наличными, либо переводом на счёт GE61TB7788036020100007. Стоянка на нашей площадке бесплатно до 18.09.2026 20:00.</p>
<p style="font-size:12px;color:#666;">Адрес: Руставское шоссе, 14 км, Тбилиси · Мастер: +995 577 20 14 47 (Гела) · <a href="https://avtogza.example/ru/">avtogza.example</a></p>
</td></tr></table></body></html>`,
  },
  {
    family: "menzil-gsm",
    group: "regional",
    lang: "tr",
    kind: "roaming-activated",
    code: null,
    link: null,
    from: "Menzil GSM <bilgi@menzilgsm.example>",
    to: TO,
    subject: "Yurt Dışı Kafkasya Paketi'niz tanımlandı",
    date: "Wed, 02 Sep 2026 15:51:08 +0400",
    enc: "qp",
    text: `Değerli abonemiz,

0532 771 40 61 numaralı hattınıza Yurt Dışı Kafkasya Paketi tanımlanmıştır.

Geçerli ülkeler : Gürcistan, Azerbaycan, Ermenistan, Kazakistan
İçerik          : 10 GB internet, 300 dk (yurt içine ve bulunulan ülkeye arama), 100 SMS
Geçerlilik      : 02.09.2026 15:50 – 01.10.2026 23:59
Ücret           : 749,00 TL (faturanıza yansıtılacaktır)

Paket bittiğinde standart yurt dışı tarifesi uygulanmaz; internet otomatik olarak kapanır. Kalan kullanımınızı *123# ile sorgulayabilirsiniz.

İyi yolculuklar,
Menzil GSM
`,
    html: menzil_page(`<p>Değerli abonemiz,</p>
<p><b>0532 771 40 61</b> numaralı hattınıza <b>Yurt Dışı Kafkasya Paketi</b> tanımlanmıştır.</p>
<table width="100%" cellpadding="7" cellspacing="0" style="font-size:13px;border:1px solid #e4e0ec;">
<tr bgcolor="#f7f6fa"><td width="35%">Geçerli ülkeler</td><td>Gürcistan, Azerbaycan, Ermenistan, Kazakistan</td></tr>
<tr><td>İçerik</td><td>10 GB internet · 300 dk · 100 SMS</td></tr>
<tr bgcolor="#f7f6fa"><td>Geçerlilik</td><td>02.09.2026 15:50 – 01.10.2026 23:59</td></tr>
<tr><td>Ücret</td><td>749,00 TL (faturanıza yansıtılacaktır)</td></tr>
</table>
<p>Paket bittiğinde internet otomatik olarak kapanır. Kalan kullanımınızı <b>*123#</b> ile sorgulayabilirsiniz.</p>
<p>İyi yolculuklar,<br>Menzil GSM</p>`),
  },
  {
    family: "menzil-gsm",
    group: "regional",
    lang: "tr",
    kind: "login-code",
    code: "84620915",
    link: null,
    from: "Menzil GSM <guvenlik@menzilgsm.example>",
    to: TO,
    subject: "Online İşlemler giriş şifreniz",
    date: "Sun, 27 Sep 2026 20:14:02 +0500",
    enc: "qp",
    text: `Değerli abonemiz,

Online İşlemler'e yurt dışından giriş yapmak için tek kullanımlık şifreniz: 8462 0915

Şifre 5 dakika geçerlidir. Yurt dışındayken SMS alamadığınız için bu şifre e-posta adresinize gönderilmiştir.

Bu talebi siz yapmadıysanız +90 212 444 06 36'yı arayın.

Menzil GSM
`,
    html: menzil_page(`<p>Değerli abonemiz,</p>
<p>Online İşlemler'e yurt dışından giriş yapmak için tek kullanımlık şifreniz:</p>
<p style="text-align:center;margin:20px 0;"><span style="display:inline-block;background:#f2ebf8;color:#5b2a86;font-size:26px;font-weight:bold;letter-spacing:5px;padding:12px 22px;border-radius:4px;">8462 0915</span></p>
<p>Şifre <b>5 dakika</b> geçerlidir. Yurt dışındayken SMS alamadığınız için bu şifre e-posta adresinize gönderilmiştir.</p>
<p style="font-size:12px;color:#7f7a8c;">Bu talebi siz yapmadıysanız +90 212 444 06 36'yı arayın.</p>`),
  },
  {
    family: "menzil-gsm",
    group: "regional",
    lang: "tr",
    kind: "invoice",
    code: null,
    link: null,
    from: "Menzil GSM e-Fatura <efatura@menzilgsm.example>",
    to: TO,
    subject: "Ekim 2026 faturanız: 1.284,90 TL",
    date: "Sat, 17 Oct 2026 09:05:33 +0300",
    enc: "qp",
    text: `Değerli abonemiz,

0532 771 40 61 numaralı hattınızın Ekim 2026 faturası oluşmuştur.

Fatura no      : MZ2026000418823077
Fatura dönemi  : 11.09.2026 – 10.10.2026
Tutar          : 1.284,90 TL
Son ödeme tarihi: 27.10.2026

Fatura ayrıntısı:
Tarife (Esnaf 20 GB)        : 399,00 TL
Yurt Dışı Kafkasya Paketi    : 749,00 TL
Paket dışı yurt dışı arama   : 136,90 TL

Otomatik ödeme talimatınız bulunduğundan tutar son ödeme tarihinde kredi kartınızdan (**** 4821) tahsil edilecektir.

Menzil GSM
`,
    html: menzil_page(`<p>Değerli abonemiz,</p>
<p>0532 771 40 61 numaralı hattınızın <b>Ekim 2026</b> faturası oluşmuştur.</p>
<table width="100%" cellpadding="7" cellspacing="0" style="font-size:13px;">
<tr><td>Fatura no</td><td align="right">MZ2026000418823077</td></tr>
<tr><td>Fatura dönemi</td><td align="right">11.09.2026 – 10.10.2026</td></tr>
<tr><td>Tarife (Esnaf 20 GB)</td><td align="right">399,00 TL</td></tr>
<tr><td>Yurt Dışı Kafkasya Paketi</td><td align="right">749,00 TL</td></tr>
<tr><td>Paket dışı yurt dışı arama</td><td align="right">136,90 TL</td></tr>
<tr bgcolor="#f2ebf8"><td><b>Toplam</b></td><td align="right"><b>1.284,90 TL</b></td></tr>
<tr><td>Son ödeme tarihi</td><td align="right">27.10.2026</td></tr>
</table>
<p>Otomatik ödeme talimatınız bulunduğundan tutar son ödeme tarihinde kredi kartınızdan (**** 4821) tahsil edilecektir.</p>
<p><a href="https://www.menzilgsm.example/online-islemler/faturalarim?utm_source=efatura" style="color:#5b2a86;">Faturayı görüntüle</a></p>`),
  },
];

// ---------------------------------------------------------------- insurer, truck maker portal, Uzbek forwarder

function hartwerk_page(inner: string, foot: string): string {
  return `<!DOCTYPE html>
<html><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"></head>
<body style="margin:0;padding:0;background:#ffffff;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0"><tr><td align="center">
<table role="presentation" width="600" cellpadding="0" cellspacing="0" border="0" style="font-family:Arial,Helvetica,sans-serif;color:#1a1a1a;">
<tr><td style="padding:24px 0 18px;border-bottom:1px solid #d0d0d0;"><img src="https://connect.hartwerk-trucks.example/mailing/hw-connect-logo.png" width="190" height="26" alt="HARTWERK Connect"></td></tr>
<tr><td style="padding:28px 0;font-size:15px;line-height:23px;">${inner}</td></tr>
<tr><td style="padding:18px 0;border-top:1px solid #d0d0d0;font-size:11px;line-height:16px;color:#767676;">${foot}<br><br>
Hartwerk Trucks GmbH · Industriestraße 40 · 38112 Braunschweig · Deutschland<br>
Sitz der Gesellschaft: Braunschweig · Amtsgericht Braunschweig HRB 204719 · Geschäftsführung: Dr. Katrin Vogt, Jens Halbach<br>
<a href="https://connect.hartwerk-trucks.example/impressum" style="color:#767676;">Impressum</a> | <a href="https://connect.hartwerk-trucks.example/datenschutz" style="color:#767676;">Datenschutz</a>
</td></tr></table></td></tr></table></body></html>`;
}

const batch7: Mail[] = [
  {
    family: "kalkan-sigorta",
    group: "regional",
    lang: "tr",
    kind: "policy-issued",
    code: null,
    link: null,
    from: "Kalkan Sigorta <police@kalkansigorta.example>",
    to: TO,
    subject: "Yeşil Kart poliçeniz düzenlendi – 61 ABC 482",
    date: "Mon, 31 Aug 2026 14:26:45 +0300",
    enc: "b64",
    text: `Sayın MURAT KAYA,

Aracınız için Uluslararası Motorlu Taşıt Sigortası (Yeşil Kart) poliçeniz düzenlenmiştir. Poliçe ve Yeşil Kart belgesi ektedir; belgenin renkli çıktısını araçta bulundurunuz.

Poliçe no      : 1207-0084-2231774
Araç           : 61 ABC 482 – çekici, 2019
Dorse          : 61 AKD 19
Geçerlilik     : 01.09.2026 00:00 – 28.02.2027 23:59 (6 ay)
Teminat ülkeleri: AZ, GE, AM, KZ dahil tüm Yeşil Kart sistemi ülkeleri
Prim           : 9.840,00 TL (4 taksit, kart **** 4821)

Hasar anında 7/24: 0850 724 52 52 / +90 216 600 52 52

Kalkan Sigorta A.Ş. · Acente: Özkaya Sigorta Aracılık, Trabzon (Levha no T0614-2281)
`,
    html: `<html><head><meta charset="utf-8"></head><body style="margin:0;background:#f2f2f2;">
<table width="100%" cellpadding="0" cellspacing="0" bgcolor="#f2f2f2"><tr><td align="center" style="padding:20px 0;">
<table width="600" cellpadding="0" cellspacing="0" bgcolor="#ffffff" style="font-family:Verdana,Geneva,sans-serif;font-size:13px;color:#222;">
<tr><td style="padding:16px 24px;border-bottom:4px solid #0a7d3b;"><img src="https://www.kalkansigorta.example/eposta/kalkan-logo.png" alt="Kalkan Sigorta" width="150"></td></tr>
<tr><td style="padding:22px 24px;line-height:20px;">
<p>Sayın <b>MURAT KAYA</b>,</p>
<p>Aracınız için <b>Uluslararası Motorlu Taşıt Sigortası (Yeşil Kart)</b> poliçeniz düzenlenmiştir. Poliçe ve Yeşil Kart belgesi ektedir; belgenin renkli çıktısını araçta bulundurunuz.</p>
<table width="100%" cellpadding="6" cellspacing="0" style="border:1px solid #dcdcdc;font-size:12px;">
<tr bgcolor="#eef7f1"><td width="38%">Poliçe no</td><td><b>1207-0084-2231774</b></td></tr>
<tr><td>Araç</td><td>61 ABC 482 – çekici, 2019</td></tr>
<tr bgcolor="#eef7f1"><td>Dorse</td><td>61 AKD 19</td></tr>
<tr><td>Geçerlilik</td><td>01.09.2026 00:00 – 28.02.2027 23:59 (6 ay)</td></tr>
<tr bgcolor="#eef7f1"><td>Teminat ülkeleri</td><td>AZ, GE, AM, KZ dahil tüm Yeşil Kart sistemi ülkeleri</td></tr>
<tr><td>Prim</td><td>9.840,00 TL (4 taksit, kart **** 4821)</td></tr>
</table>
<p style="background:#fff3cd;padding:10px;">Hasar anında 7/24: <b>0850 724 52 52</b> / +90 216 600 52 52</p>
</td></tr>
<tr><td style="padding:12px 24px;background:#f7f7f7;font-size:10px;color:#777;">Kalkan Sigorta A.Ş. · Acente: Özkaya Sigorta Aracılık, Trabzon (Levha no T0614-2281) · <a href="https://www.kalkansigorta.example/kvkk" style="color:#0a7d3b;">KVKK</a></td></tr>
</table></td></tr></table></body></html>`,
    attachment: [
      "YesilKart_1207-0084-2231774.pdf",
      "application/pdf",
      pdf("Kalkan Yesil Kart", [
        "KALKAN SIGORTA - INTERNATIONAL MOTOR INSURANCE CARD",
        "TR/120/2231774  61 ABC 482",
        "Valid 01.09.2026 - 28.02.2027",
      ]),
    ],
  },
  {
    family: "kalkan-sigorta",
    group: "regional",
    lang: "en",
    kind: "renewal-reminder",
    code: null,
    link: null,
    from: "Kalkan Sigorta <police@kalkansigorta.example>",
    to: TO,
    subject: "Your CMR carrier's liability policy expires on 31 October 2026",
    date: "Thu, 15 Oct 2026 10:12:00 +0300",
    enc: "qp",
    text: `Dear Mr Kaya,

Your CMR carrier's liability policy no. 1209-0031-0087452 for vehicle 61 ABC 482 expires on 31 October 2026 at 23:59.

Current cover: up to 8.33 SDR per kg, limit 150,000 EUR per event
Territory: Turkey, Georgia, Azerbaijan, Armenia, Kazakhstan and transit countries
Renewal premium offered: 1,240.00 EUR (unchanged, no claims in the last 12 months)

Many freight exchanges and shippers in the region ask for a valid CMR certificate before they award a load. To renew, reply to this e-mail or call your agent, Özkaya Sigorta Aracılık, on +90 462 321 44 10. The renewal can be paid in up to 3 instalments.

Kind regards,
Kalkan Sigorta - Transport Lines
`,
    html:
      `<html><head><meta charset="utf-8"></head><body style="font-family:Verdana,Geneva,sans-serif;font-size:13px;color:#222;">
<p>Dear Mr Kaya,</p>
<p>Your CMR carrier's liability policy no. <b>1209-0031-0087452</b> for vehicle 61 ABC 482 expires on <b>31 October 2026 at 23:59</b>.</p>
<ul>
<li>Current cover: up to 8.33 SDR per kg, limit 150,000 EUR per event</li>
<li>Territory: Turkey, Georgia, Azerbaijan, Armenia, Kazakhstan and transit countries</li>
<li>Renewal premium offered: <b>1,240.00 EUR</b> (unchanged, no claims in the last 12 months)</li>
</ul>
<p>Many freight exchanges and shippers in the region ask for a valid CMR certificate before they award a load. To renew, reply to this e-mail or call your agent, Özkaya Sigorta Aracılık, on +90 462 321 44 10. The renewal can be paid in up to 3 instalments.</p>
<p>Kind regards,<br>Kalkan Sigorta – Transport Lines<br><img src="https://www.kalkansigorta.example/eposta/imza-transport.png" alt="Kalkan Sigorta" width="120"></p>
</body></html>`,
  },
  {
    family: "hartwerk-trucks",
    group: "consumer",
    lang: "de",
    kind: "email-change-link",
    code: null,
    link: "https://connect.hartwerk-trucks.example/account/email/bestaetigen?token=hw_5Kq2NwX8t7dVbR1eZ0yP",
    from: "HARTWERK Connect <noreply@connect.hartwerk-trucks.example>",
    to: TO,
    subject: "Bitte bestätigen Sie Ihre neue E-Mail-Adresse",
    date: "Tue, 08 Sep 2026 08:37:14 +0200",
    enc: "qp",
    text: `Guten Tag Herr Kaya,

Sie haben in HARTWERK Connect die E-Mail-Adresse Ihres Kontos geändert. Bitte bestätigen Sie die neue Adresse murat.kaya61@postakutu.example über folgenden Link:

https://connect.hartwerk-trucks.example/account/email/bestaetigen?token=hw_5Kq2NwX8t7dVbR1eZ0yP

Der Link ist 72 Stunden gültig. Bis zur Bestätigung erhalten Sie Service-Hinweise und Fahrzeugmeldungen für Ihr Fahrzeug (FIN WHW6XT4L0KM018275) weiterhin an die bisherige Adresse.

Haben Sie diese Änderung nicht veranlasst? Dann wenden Sie sich bitte an Ihre HARTWERK-Servicepartnerin oder an unseren Kundendienst: +49 531 8890 400.

Mit freundlichen Grüßen
Ihr HARTWERK Connect Team
`,
    html: hartwerk_page(
      `<p style="margin:0 0 16px;">Guten Tag Herr Kaya,</p>
<p style="margin:0 0 16px;">Sie haben in HARTWERK Connect die E-Mail-Adresse Ihres Kontos geändert. Bitte bestätigen Sie die neue Adresse <b>murat.kaya61@postakutu.example</b>.</p>
<table role="presentation" cellpadding="0" cellspacing="0" border="0" style="margin:0 0 20px;"><tr><td style="background:#c0001a;">
<a href="https://connect.hartwerk-trucks.example/account/email/bestaetigen?token=hw_5Kq2NwX8t7dVbR1eZ0yP" style="display:inline-block;padding:13px 28px;color:#ffffff;font-weight:bold;text-decoration:none;text-transform:uppercase;letter-spacing:1px;font-size:13px;">E-Mail-Adresse bestätigen</a>
</td></tr></table>
<p style="margin:0 0 16px;">Der Link ist 72 Stunden gültig. Bis zur Bestätigung erhalten Sie Service-Hinweise und Fahrzeugmeldungen für Ihr Fahrzeug (FIN WHW6XT4L0KM018275) weiterhin an die bisherige Adresse.</p>
<p style="margin:0;font-size:13px;color:#555;">Haben Sie diese Änderung nicht veranlasst? Dann wenden Sie sich bitte an Ihre HARTWERK-Servicepartnerin oder an unseren Kundendienst: +49 531 8890 400.</p>`,
      "Diese E-Mail wurde automatisch erstellt. Bitte antworten Sie nicht darauf.",
    ),
  },
  {
    family: "hartwerk-trucks",
    group: "consumer",
    lang: "en",
    kind: "service-due",
    code: null,
    link: null,
    from: "HARTWERK Connect <noreply@connect.hartwerk-trucks.example>",
    to: TO,
    subject: "Service due in about 2,800 km – HW XT 480, 61 ABC 482",
    date: "Tue, 06 Oct 2026 07:15:40 +0200",
    enc: "qp",
    text: `Hello Mr Kaya,

According to the data sent by your vehicle, the next scheduled maintenance is coming up.

Vehicle   : HARTWERK XT 480 4x2, 61 ABC 482
VIN       : WHW6XT4L0KM018275
Odometer  : 612,340 km (05.10.2026)
Due       : Service M3 (engine oil, oil and fuel filters, air dryer cartridge) at 615,000 km or by 02.11.2026

Nearest HARTWERK service partners on your usual route:
- Trabzon: Karadeniz Ağır Vasıta, +90 462 230 18 00
- Tbilisi: Kavkaz Truck Center, +995 32 2 47 70 70
- Baku: Absheron Heavy Service, +994 12 310 88 60

Book with any partner directly. Warranty on the engine and drivetrain requires services within 10% of the interval.

Your HARTWERK Connect Team
`,
    html: hartwerk_page(
      `<p style="margin:0 0 16px;">Hello Mr Kaya,</p>
<p style="margin:0 0 16px;">According to the data sent by your vehicle, the next scheduled maintenance is coming up.</p>
<table role="presentation" width="100%" cellpadding="8" cellspacing="0" style="font-size:13px;background:#f4f4f4;">
<tr><td width="30%">Vehicle</td><td>HARTWERK XT 480 4x2, 61 ABC 482</td></tr>
<tr><td>VIN</td><td>WHW6XT4L0KM018275</td></tr>
<tr><td>Odometer</td><td>612,340 km (05.10.2026)</td></tr>
<tr><td><b>Due</b></td><td><b>Service M3</b> at 615,000 km or by 02.11.2026</td></tr>
</table>
<p style="margin:20px 0 8px;font-weight:bold;">Nearest HARTWERK service partners on your usual route</p>
<p style="margin:0 0 16px;font-size:13px;">Trabzon: Karadeniz Ağır Vasıta, +90 462 230 18 00<br>Tbilisi: Kavkaz Truck Center, +995 32 2 47 70 70<br>Baku: Absheron Heavy Service, +994 12 310 88 60</p>
<p style="margin:0;"><a href="https://connect.hartwerk-trucks.example/partners?near=route" style="color:#c0001a;">Find more service partners</a></p>`,
      "You receive vehicle messages because HARTWERK Connect is active for this vehicle.",
    ),
  },
  {
    family: "ipakyuk",
    group: "regional",
    lang: "uz",
    kind: "invite-link",
    code: null,
    link: "https://tashuvchi.ipakyuk.example/taklif/qabul?kod=IY-TR-0611&t=d83fa21c70e64b",
    from: "Ipak Yuk Logistika <hamkorlar@ipakyuk.example>",
    to: TO,
    subject: "Ipak Yuk tashuvchilar portaliga taklifnoma",
    date: "Mon, 28 Sep 2026 12:03:55 +0500",
    enc: "b64",
    text: `Assalomu alaykum, Murat janoblari!

"Ipak Yuk Logistika" MChJ sizni hamkor tashuvchi sifatida tashuvchilar portalimizga taklif qiladi. Portalda Aktau – Beyneu – Toshkent yo'nalishidagi yuklarni ko'rishingiz, hujjatlarni yuklashingiz va to'lovlar holatini kuzatishingiz mumkin.

Taklifni qabul qilish va parol o'rnatish uchun havolani oching:
https://tashuvchi.ipakyuk.example/taklif/qabul?kod=IY-TR-0611&t=d83fa21c70e64b

Havola 7 kun amal qiladi.

Sizni taklif qilgan menejer: Dilshod Karimov, +998 90 174 22 08

Hurmat bilan,
"Ipak Yuk Logistika" MChJ, Toshkent sh., Yakkasaroy tumani, Shota Rustaveli ko'chasi 56
`,
    html: `<html><head><meta charset="utf-8"></head><body style="margin:0;background:#f6f3ea;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:24px 0;">
<table width="580" cellpadding="0" cellspacing="0" style="background:#fff;font-family:Arial,sans-serif;font-size:14px;color:#2b2b2b;border-top:6px solid #1b6f8a;">
<tr><td style="padding:20px 28px;"><img src="https://ipakyuk.example/mail/ipakyuk-logo.png" alt="Ipak Yuk Logistika" height="36"></td></tr>
<tr><td style="padding:0 28px 24px;line-height:22px;">
<p>Assalomu alaykum, Murat janoblari!</p>
<p>"Ipak Yuk Logistika" MChJ sizni hamkor tashuvchi sifatida tashuvchilar portalimizga taklif qiladi. Portalda <b>Aktau – Beyneu – Toshkent</b> yo'nalishidagi yuklarni ko'rishingiz, hujjatlarni yuklashingiz va to'lovlar holatini kuzatishingiz mumkin.</p>
<p style="text-align:center;margin:24px 0;"><a href="https://tashuvchi.ipakyuk.example/taklif/qabul?kod=IY-TR-0611&amp;t=d83fa21c70e64b" style="background:#1b6f8a;color:#fff;padding:12px 28px;text-decoration:none;border-radius:4px;font-weight:bold;">Taklifni qabul qilish</a></p>
<p style="font-size:12px;color:#777;">Havola 7 kun amal qiladi. Sizni taklif qilgan menejer: Dilshod Karimov, +998 90 174 22 08</p>
</td></tr>
<tr><td style="padding:12px 28px;background:#f0f5f7;font-size:11px;color:#777;">"Ipak Yuk Logistika" MChJ · Toshkent sh., Yakkasaroy tumani, Shota Rustaveli ko'chasi 56 · <a href="https://ipakyuk.example/uz/maxfiylik" style="color:#1b6f8a;">Maxfiylik siyosati</a></td></tr>
</table></td></tr></table></body></html>`,
  },
  {
    family: "ipakyuk",
    group: "regional",
    lang: "uz",
    kind: "payment-sent",
    code: null,
    link: null,
    from: "Ipak Yuk Logistika <buxgalteriya@ipakyuk.example>",
    to: TO,
    subject: "To'lov o'tkazildi: reys IY-2026-0944",
    date: "Fri, 09 Oct 2026 16:25:12 +0500",
    enc: "qp",
    text: `Hurmatli hamkor,

IY-2026-0944 reysi bo'yicha frakt to'lovi o'tkazildi.

Yo'nalish: Aktau (KZ) – Toshkent (UZ)
Yuklangan sana: 01.10.2026
Topshirilgan sana: 05.10.2026 (CMR № 0478812)
Summa: 2 650,00 USD
Ushlab qolindi: 35,00 USD (kechikish, 1 kun)
O'tkazilgan: 2 615,00 USD
Qabul qiluvchi hisob: TR47 0006 4000 0016 1203 9987 11
To'lov topshiriqnomasi: № 1884, 09.10.2026

Mablag' 1–3 bank kunida hisobingizga tushadi. Savollar bo'lsa, buxgalteriya: +998 71 202 44 90.

"Ipak Yuk Logistika" MChJ
`,
    html: null,
  },
];

const batch8: Mail[] = [
  {
    family: "yolhat-tm",
    group: "regional",
    lang: "tk",
    kind: "permit-issued",
    code: null,
    link: null,
    from: "ÝolHat <habarnama@yolhat.example>",
    to: TO,
    subject: "Tranzit rugsatnamaňyz taýýar – TM-TR 2026/118407",
    date: "Wed, 07 Oct 2026 17:44:20 +0500",
    enc: "8bit",
    text: `Hormatly Murat Kaya,

Türkmenistanyň çägi boýunça tranzit geçmek üçin rugsatnamaňyz resmileşdirildi.

Rugsatnama №  : TM-TR 2026/118407
Ulag          : 61 ABC 482 / 61 AKD 19 (TR)
Ugur          : Türkmenbaşy deňiz porty – Farap gümrük bekedi
Möhleti       : 10.10.2026 – 16.10.2026
Ýol tölegi    : 312,00 USD (tölendi, kart •••• 4821)

Rugsatnamanyň kagyz nusgasyny Türkmenbaşy portunyň girelgesinde, ulag barlag nokadynda alyp bilersiňiz. Ýolda bellenen ugurdan çykmak gadagandyr.

Goldaw merkezi: +993 12 94 17 70
ÝolHat
`,
    html: `<html><head><meta charset="utf-8"></head><body style="margin:0;background:#eef4ee;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:20px 0;">
<table width="580" cellpadding="0" cellspacing="0" style="background:#fff;font-family:Arial,sans-serif;font-size:14px;color:#1f2a1f;">
<tr><td style="padding:16px 26px;background:#1f7a3a;color:#fff;font-size:20px;font-weight:bold;">ÝolHat<span style="font-weight:normal;font-size:12px;color:#cfe8d6;"> · tranzit rugsatnamalary</span></td></tr>
<tr><td style="padding:24px 26px;line-height:21px;">
<p>Hormatly <b>Murat Kaya</b>,</p>
<p>Türkmenistanyň çägi boýunça tranzit geçmek üçin rugsatnamaňyz resmileşdirildi.</p>
<table width="100%" cellpadding="6" cellspacing="0" style="font-size:13px;border:1px solid #d5e6d9;">
<tr style="background:#f2f8f3;"><td width="36%">Rugsatnama №</td><td><b>TM-TR 2026/118407</b></td></tr>
<tr><td>Ulag</td><td>61 ABC 482 / 61 AKD 19 (TR)</td></tr>
<tr style="background:#f2f8f3;"><td>Ugur</td><td>Türkmenbaşy deňiz porty – Farap gümrük bekedi</td></tr>
<tr><td>Möhleti</td><td>10.10.2026 – 16.10.2026</td></tr>
<tr style="background:#f2f8f3;"><td>Ýol tölegi</td><td>312,00 USD (tölendi, kart •••• 4821)</td></tr>
</table>
<p>Rugsatnamanyň kagyz nusgasyny Türkmenbaşy portunyň girelgesinde, ulag barlag nokadynda alyp bilersiňiz. Ýolda bellenen ugurdan çykmak gadagandyr.</p>
</td></tr>
<tr><td style="padding:12px 26px;background:#f2f8f3;font-size:11px;color:#6d7d70;">Goldaw merkezi: +993 12 94 17 70 · <a href="https://yolhat.example/tk/sorag-jogap" style="color:#1f7a3a;">Sorag-jogap</a> · © 2026 ÝolHat, Aşgabat</td></tr>
</table></td></tr></table></body></html>`,
  },
];

export const mails: Mail[] = [...batch1, ...batch2, ...batch3, ...batch4, ...batch5, ...batch6, ...batch7, ...batch8];
