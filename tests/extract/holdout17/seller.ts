/**
 * The inbox of a small ceramics seller in İzmir who also sells into Greece, Cyprus, Albania and North
 * Macedonia: marketplace seller centres, a web-shop platform, payment providers, banks, couriers and
 * lockers, e-invoicing, customs, suppliers, ads, accounting, telecom and review mail over two months.
 * @module
 */

import type { Mail } from "../holdout_kit.ts";

const DOW = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"];
const MON = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];
const p2 = (n: number) => String(n).padStart(2, "0");

/** An RFC 2822 date in autumn 2025. */
function date(m: number, d: number, hh: number, mm: number, ss: number, tz = "+0300"): string {
  const dow = DOW[new Date(Date.UTC(2025, m - 1, d)).getUTCDay()];
  return `${dow}, ${d} ${MON[m - 1]} 2025 ${p2(hh)}:${p2(mm)}:${p2(ss)} ${tz}`;
}

const DENIZ = "Deniz Arslan <deniz@mavicini-atolye.com>";
const SHOP = "Mavi Çini Atölyesi <siparis@mavicini-atolye.com>";

const PDF = "%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n" +
  "2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj\n" +
  "3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] >> endobj\n" +
  "trailer << /Root 1 0 R >>\n%%EOF\n";

// ---------------------------------------------------------------- Narpazar (Turkish marketplace)

function narpazar(pre: string, body: string): string {
  return `<!DOCTYPE html>
<html lang="tr"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">
<title>Narpazar</title></head>
<body style="margin:0;padding:0;background:#f3f1ef;">
<div style="display:none;max-height:0;overflow:hidden;">${pre}&#847;&zwnj;&nbsp;&#847;&zwnj;&nbsp;</div>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="background:#f3f1ef;">
<tr><td align="center" style="padding:24px 8px;">
 <table role="presentation" width="600" cellpadding="0" cellspacing="0" border="0" style="background:#ffffff;border-radius:6px;font-family:Arial,Helvetica,sans-serif;color:#2b2b2b;">
  <tr><td style="background:#b3202e;padding:18px 28px;border-radius:6px 6px 0 0;">
   <img src="https://static.narpazar.com.tr/mail/logo-beyaz.png" width="132" height="30" alt="Narpazar Satıcı" style="display:block;border:0;">
  </td></tr>
  <tr><td style="padding:28px;font-size:14px;line-height:21px;">${body}</td></tr>
  <tr><td style="padding:18px 28px;background:#faf7f5;font-size:11px;line-height:17px;color:#8a8380;border-radius:0 0 6px 6px;">
   Narpazar Elektronik Ticaret A.Ş. · Esentepe Mah. Büyükdere Cad. No: 199 Şişli / İstanbul 34394<br>
   Satıcı Destek: 0850 460 27 27 (hafta içi 09:00–18:00) · Mersis No: 0631 0548 2190 0017<br>
   <a href="https://satici.narpazar.com.tr/yardim" style="color:#8a8380;">Yardım Merkezi</a> ·
   <a href="https://www.narpazar.com.tr/kvkk" style="color:#8a8380;">KVKK Aydınlatma Metni</a> ·
   <a href="https://satici.narpazar.com.tr/bildirim-tercihleri" style="color:#8a8380;">Bildirim tercihleri</a><br>
   © 2025 Narpazar
  </td></tr>
 </table>
</td></tr></table>
</body></html>`;
}

const narpazar_mails: Mail[] = [
  {
    family: "narpazar",
    group: "negative",
    lang: "tr",
    kind: "order-new",
    code: null,
    link: null,
    from: "Narpazar Satıcı Paneli <satici-bildirim@narpazar.com.tr>",
    to: SHOP,
    subject: "Yeni siparişiniz var: NP-7734120 (2 ürün)",
    date: date(9, 2, 10, 14, 51),
    enc: "qp",
    text: `Merhaba Mavi Çini Atölyesi,

Mağazanıza yeni bir sipariş geldi. Siparişi en geç 4 Eylül 2025 Perşembe 23:59'a kadar kargoya vermeniz gerekiyor; geciken siparişler mağaza puanınızı etkiler.

Sipariş no: NP-7734120
Sipariş tarihi: 02.09.2025 10:12

1 x El boyaması Kütahya çini kase, 18 cm ............ 649,90 TL
1 x Lale desenli çini karo seti (4'lü) .............. 1.240,00 TL
Kargo ............................................... 0,00 TL
Toplam .............................................. 1.889,90 TL

Teslimat adresi: Çankaya / Ankara 06690
Kargo firması: HızlıKoli (anlaşmalı)

Siparişi görüntüle: https://satici.narpazar.com.tr/siparisler/NP-7734120

İyi satışlar,
Narpazar Satıcı Ekibi
0850 460 27 27
`,
    html: narpazar(
      "NP-7734120 numaralı siparişi 4 Eylül 23:59'a kadar kargoya verin.",
      `<p style="margin:0 0 14px;font-size:18px;font-weight:bold;">Yeni siparişiniz var 🎉</p>
<p style="margin:0 0 14px;">Merhaba Mavi Çini Atölyesi,<br>mağazanıza yeni bir sipariş geldi. Siparişi en geç <b>4 Eylül 2025 Perşembe 23:59</b>'a kadar kargoya vermeniz gerekiyor; geciken siparişler mağaza puanınızı etkiler.</p>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="border:1px solid #ece6e2;border-radius:4px;font-size:13px;">
 <tr><td style="padding:10px 12px;background:#faf7f5;" colspan="3"><b>Sipariş no:</b> NP-7734120 &nbsp;·&nbsp; 02.09.2025 10:12</td></tr>
 <tr>
  <td width="64" style="padding:10px 12px;"><img src="https://cdn.narpazar.com.tr/urun/88/1204488/kase-18.jpg" width="56" height="56" alt="Çini kase"></td>
  <td style="padding:10px 0;">El boyaması Kütahya çini kase, 18 cm<br><span style="color:#8a8380;">Adet: 1</span></td>
  <td align="right" style="padding:10px 12px;white-space:nowrap;">649,90 TL</td>
 </tr>
 <tr>
  <td width="64" style="padding:10px 12px;border-top:1px solid #ece6e2;"><img src="https://cdn.narpazar.com.tr/urun/31/1199031/karo-lale.jpg" width="56" height="56" alt="Karo seti"></td>
  <td style="padding:10px 0;border-top:1px solid #ece6e2;">Lale desenli çini karo seti (4'lü)<br><span style="color:#8a8380;">Adet: 1</span></td>
  <td align="right" style="padding:10px 12px;border-top:1px solid #ece6e2;white-space:nowrap;">1.240,00 TL</td>
 </tr>
 <tr><td colspan="2" style="padding:8px 12px;border-top:1px solid #ece6e2;">Kargo</td><td align="right" style="padding:8px 12px;border-top:1px solid #ece6e2;">0,00 TL</td></tr>
 <tr><td colspan="2" style="padding:8px 12px;font-weight:bold;">Toplam</td><td align="right" style="padding:8px 12px;font-weight:bold;">1.889,90 TL</td></tr>
</table>
<p style="margin:16px 0 6px;color:#5a5350;">Teslimat: Çankaya / Ankara 06690 · Kargo: HızlıKoli (anlaşmalı)</p>
<table role="presentation" cellpadding="0" cellspacing="0" style="margin:18px 0 4px;"><tr>
 <td style="background:#b3202e;border-radius:4px;"><a href="https://satici.narpazar.com.tr/siparisler/NP-7734120?utm_source=mail&amp;utm_campaign=yeni_siparis" style="display:inline-block;padding:11px 22px;color:#ffffff;text-decoration:none;font-weight:bold;">Siparişi görüntüle</a></td>
</tr></table>`,
    ),
  },
  {
    family: "narpazar",
    group: "regional",
    lang: "tr",
    kind: "login-code",
    code: "604918",
    link: null,
    from: "Narpazar Güvenlik <guvenlik@narpazar.com.tr>",
    to: DENIZ,
    subject: "Satıcı Paneli giriş doğrulama kodunuz",
    date: date(9, 11, 8, 47, 12),
    enc: "b64",
    text: `Merhaba Deniz Arslan,

Satıcı Paneli hesabınıza yeni bir cihazdan giriş yapılmak isteniyor. Girişi tamamlamak için bu kodu giriş ekranına yazın:

604918

Kod 3 dakika boyunca geçerlidir ve yalnızca bir kez kullanılabilir. Narpazar çalışanları bu kodu sizden hiçbir zaman istemez.

Tarayıcı: Chrome 139 / Windows
Konum: İzmir, Türkiye (IP 88.241.17.203)
Zaman: 11.09.2025 08:47

Bu giriş denemesi size ait değilse şifrenizi hemen değiştirin: https://satici.narpazar.com.tr/hesap/guvenlik

Narpazar Güvenlik Ekibi
`,
    html: narpazar(
      "Giriş için tek kullanımlık kodunuz içeride. 3 dakika geçerlidir.",
      `<p style="margin:0 0 14px;">Merhaba Deniz Arslan,</p>
<p style="margin:0 0 18px;">Satıcı Paneli hesabınıza yeni bir cihazdan giriş yapılmak isteniyor. Girişi tamamlamak için aşağıdaki kodu giriş ekranına yazın.</p>
<table role="presentation" align="center" cellpadding="0" cellspacing="6" style="margin:0 auto 18px;">
 <tr>
  <td width="40" height="48" align="center" style="border:1px solid #d9cfca;border-radius:4px;font-size:26px;font-weight:bold;font-family:'Courier New',monospace;">6</td>
  <td width="40" height="48" align="center" style="border:1px solid #d9cfca;border-radius:4px;font-size:26px;font-weight:bold;font-family:'Courier New',monospace;">0</td>
  <td width="40" height="48" align="center" style="border:1px solid #d9cfca;border-radius:4px;font-size:26px;font-weight:bold;font-family:'Courier New',monospace;">4</td>
  <td width="40" height="48" align="center" style="border:1px solid #d9cfca;border-radius:4px;font-size:26px;font-weight:bold;font-family:'Courier New',monospace;">9</td>
  <td width="40" height="48" align="center" style="border:1px solid #d9cfca;border-radius:4px;font-size:26px;font-weight:bold;font-family:'Courier New',monospace;">1</td>
  <td width="40" height="48" align="center" style="border:1px solid #d9cfca;border-radius:4px;font-size:26px;font-weight:bold;font-family:'Courier New',monospace;">8</td>
 </tr>
</table>
<p style="margin:0 0 14px;font-size:13px;color:#5a5350;">Kod 3 dakika boyunca geçerlidir ve yalnızca bir kez kullanılabilir. Narpazar çalışanları bu kodu sizden hiçbir zaman istemez.</p>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="font-size:13px;background:#faf7f5;border-radius:4px;">
 <tr><td style="padding:8px 12px;color:#8a8380;" width="110">Tarayıcı</td><td style="padding:8px 12px;">Chrome 139 / Windows</td></tr>
 <tr><td style="padding:8px 12px;color:#8a8380;">Konum</td><td style="padding:8px 12px;">İzmir, Türkiye (IP 88.241.17.203)</td></tr>
 <tr><td style="padding:8px 12px;color:#8a8380;">Zaman</td><td style="padding:8px 12px;">11.09.2025 08:47</td></tr>
</table>
<p style="margin:16px 0 0;font-size:13px;">Bu giriş denemesi size ait değilse <a href="https://satici.narpazar.com.tr/hesap/guvenlik" style="color:#b3202e;">şifrenizi hemen değiştirin</a>.</p>`,
    ),
  },
  {
    family: "narpazar",
    group: "negative",
    lang: "tr",
    kind: "payout-sent",
    code: null,
    link: null,
    from: "Narpazar Finans <finans-bildirim@narpazar.com.tr>",
    to: SHOP,
    subject: "Hakediş ödemeniz gönderildi – 01.09.2025 / 07.09.2025",
    date: date(9, 10, 16, 3, 40),
    enc: "8bit",
    text: `Merhaba Mavi Çini Atölyesi,

01.09.2025 – 07.09.2025 dönemine ait hakedişiniz bugün banka hesabınıza gönderildi. Tutarın hesabınıza geçmesi bankanıza göre 1 iş günü sürebilir.

Brüt satış:           17.640,00 TL
Narpazar komisyonu:   -2.469,60 TL
Kargo kesintisi:        -612,45 TL
Hizmet bedeli:          -175,80 TL
Net hakediş:          14.382,15 TL

Alıcı hesap: TR** **** **** **** **** **44 10 (Lodos Bank)
Ödeme referansı: HKD-2025-36-118204

Dönem detaylarını Satıcı Paneli > Finans > Hakedişlerim bölümünde görebilirsiniz.

Narpazar Finans
`,
    html: narpazar(
      "14.382,15 TL hakedişiniz hesabınıza gönderildi.",
      `<p style="margin:0 0 14px;">Merhaba Mavi Çini Atölyesi,</p>
<p style="margin:0 0 18px;"><b>01.09.2025 – 07.09.2025</b> dönemine ait hakedişiniz bugün banka hesabınıza gönderildi. Tutarın hesabınıza geçmesi bankanıza göre 1 iş günü sürebilir.</p>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="font-size:14px;">
 <tr><td style="padding:6px 0;">Brüt satış</td><td align="right">17.640,00 TL</td></tr>
 <tr><td style="padding:6px 0;">Narpazar komisyonu</td><td align="right">-2.469,60 TL</td></tr>
 <tr><td style="padding:6px 0;">Kargo kesintisi</td><td align="right">-612,45 TL</td></tr>
 <tr><td style="padding:6px 0;">Hizmet bedeli</td><td align="right">-175,80 TL</td></tr>
 <tr><td style="padding:10px 0;border-top:2px solid #2b2b2b;font-weight:bold;">Net hakediş</td><td align="right" style="padding:10px 0;border-top:2px solid #2b2b2b;font-weight:bold;color:#1d7a3a;">14.382,15 TL</td></tr>
</table>
<p style="margin:16px 0 0;font-size:13px;color:#5a5350;">Alıcı hesap: TR** **** **** **** **** **44 10 (Lodos Bank)<br>Ödeme referansı: HKD-2025-36-118204</p>
<p style="margin:16px 0 0;"><a href="https://satici.narpazar.com.tr/finans/hakedislerim?donem=2025-36" style="color:#b3202e;">Dönem detayları</a></p>`,
    ),
  },
];

// ---------------------------------------------------------------- Agorakipos (Greek marketplace)

function agorakipos(body: string, footer_extra = ""): string {
  return `<html><head><meta http-equiv="Content-Type" content="text/html; charset=utf-8"></head>
<body style="background-color:#eef3f1;margin:0;">
<center>
<table width="100%" bgcolor="#eef3f1" cellpadding="0" cellspacing="0"><tr><td align="center">
<table width="580" cellpadding="0" cellspacing="0" style="font-family:'Segoe UI',Tahoma,sans-serif;">
<tr><td height="20"></td></tr>
<tr><td align="left" style="padding:0 0 12px 0;"><a href="https://www.agorakipos.gr/?utm_source=partners_mail"><img src="https://img.agorakipos.gr/email/ak-partners-logo@2x.png" width="170" alt="Agorakipos Partners" border="0"></a></td></tr>
<tr><td bgcolor="#ffffff" style="padding:32px 36px;border-top:4px solid #2f8f6b;font-size:15px;line-height:23px;color:#1f2a27;">
${body}
</td></tr>
<tr><td style="padding:20px 6px;font-size:11px;line-height:16px;color:#6d7c77;">
${footer_extra}Agorakipos Μονοπρόσωπη Α.Ε. · Λεωφ. Κηφισίας 124, 115 26 Αθήνα · ΑΦΜ 801234567<br>
Εξυπηρέτηση συνεργατών: 210 300 4455 · <a href="https://partners.agorakipos.gr/help" style="color:#6d7c77;">Κέντρο βοήθειας</a> · <a href="https://www.agorakipos.gr/privacy" style="color:#6d7c77;">Πολιτική απορρήτου</a><br>
<a href="https://www.facebook.com/agorakipos"><img src="https://img.agorakipos.gr/email/fb.png" width="18" alt="Facebook" border="0"></a>&nbsp;<a href="https://www.instagram.com/agorakipos"><img src="https://img.agorakipos.gr/email/ig.png" width="18" alt="Instagram" border="0"></a><br>
© 2025 Agorakipos
</td></tr>
</table>
</td></tr></table>
</center>
</body></html>`;
}

const AK_VERIFY =
  "https://partners.agorakipos.gr/account/email/confirm?t=a2V5LTU4ODEyLWRlbml6QG1hdmljaW5pLWF0b2x5ZS5jb20&uid=58812";

const agorakipos_mails: Mail[] = [
  {
    family: "agorakipos",
    group: "regional",
    lang: "el",
    kind: "verify-link",
    code: null,
    link: AK_VERIFY,
    from: "Agorakipos Partners <no-reply@partners.agorakipos.gr>",
    to: DENIZ,
    subject: "Επιβεβαιώστε το νέο email του καταστήματός σας",
    date: date(9, 4, 13, 22, 5),
    enc: "qp",
    text: `Γεια σας Deniz,

Ζητήσατε να αλλάξει το email επικοινωνίας του καταστήματος «Mavi Cini Atolyesi» (κωδ. συνεργάτη 58812) σε deniz@mavicini-atolye.com.

Για να ολοκληρωθεί η αλλαγή, ανοίξτε τον παρακάτω σύνδεσμο μέσα σε 48 ώρες:
${AK_VERIFY}

Μέχρι να επιβεβαιώσετε, οι ειδοποιήσεις παραγγελιών θα συνεχίσουν να πηγαίνουν στην παλιά διεύθυνση.

Αν δεν κάνατε εσείς αυτή την αλλαγή, καλέστε μας στο 210 300 4455.

Η ομάδα Agorakipos Partners
`,
    html: agorakipos(`<p style="margin:0 0 16px;font-size:20px;font-weight:600;">Επιβεβαίωση νέου email</p>
<p style="margin:0 0 16px;">Γεια σας Deniz,</p>
<p style="margin:0 0 16px;">Ζητήσατε να αλλάξει το email επικοινωνίας του καταστήματος <b>«Mavi Cini Atolyesi»</b> (κωδ. συνεργάτη 58812) σε <b>deniz@mavicini-atolye.com</b>. Για να ολοκληρωθεί η αλλαγή, πατήστε το κουμπί μέσα σε 48 ώρες.</p>
<table cellpadding="0" cellspacing="0" border="0" style="margin:8px 0 22px;"><tr><td bgcolor="#2f8f6b" style="border-radius:22px;">
<a href="${
      AK_VERIFY.replace("&", "&amp;")
    }" target="_blank" style="display:block;padding:12px 30px;font-size:15px;color:#ffffff;text-decoration:none;font-weight:600;">Επιβεβαίωση email</a>
</td></tr></table>
<p style="margin:0 0 16px;font-size:13px;color:#55625e;">Μέχρι να επιβεβαιώσετε, οι ειδοποιήσεις παραγγελιών θα συνεχίσουν να πηγαίνουν στην παλιά διεύθυνση.</p>
<p style="margin:0;font-size:13px;color:#55625e;">Αν δεν κάνατε εσείς αυτή την αλλαγή, καλέστε μας στο 210 300 4455.</p>`),
  },
  {
    family: "agorakipos",
    group: "negative",
    lang: "el",
    kind: "order-new",
    code: null,
    link: null,
    from: "Agorakipos Partners <orders@partners.agorakipos.gr>",
    to: SHOP,
    subject: "Νέα παραγγελία #AK-2025-118843",
    date: date(9, 16, 19, 41, 27),
    enc: "8bit",
    text: `Νέα παραγγελία #AK-2025-118843

Καταχωρήθηκε 16/09/2025, 19:39. Προθεσμία αποστολής: 19/09/2025.

- Κεραμικό πιάτο σερβιρίσματος «Ίζνικ», 28 εκ. × 2 ......... 74,00 €
- Κούπα με μοτίβο τουλίπας × 1 ............................... 16,50 €
Μεταφορικά ..................................................... 6,90 €
Σύνολο (με ΦΠΑ) ............................................... 97,40 €

Αποστολή: Θεσσαλονίκη, 54622 — Courier: Dromeas

Δείτε την παραγγελία: https://partners.agorakipos.gr/orders/AK-2025-118843

Agorakipos Partners · 210 300 4455
`,
    html: agorakipos(
      `<p style="margin:0 0 6px;font-size:13px;color:#2f8f6b;font-weight:600;text-transform:uppercase;letter-spacing:1px;">Νέα παραγγελία</p>
<p style="margin:0 0 18px;font-size:22px;font-weight:600;">#AK-2025-118843</p>
<p style="margin:0 0 18px;">Καταχωρήθηκε 16/09/2025, 19:39. Προθεσμία αποστολής: <b>19/09/2025</b>.</p>
<table width="100%" cellpadding="8" cellspacing="0" style="font-size:14px;border-collapse:collapse;">
<tr style="background:#f4f8f6;"><th align="left">Προϊόν</th><th>Τεμ.</th><th align="right">Τιμή</th></tr>
<tr><td style="border-bottom:1px solid #e3ebe8;">Κεραμικό πιάτο σερβιρίσματος «Ίζνικ», 28 εκ.</td><td align="center" style="border-bottom:1px solid #e3ebe8;">2</td><td align="right" style="border-bottom:1px solid #e3ebe8;">74,00&nbsp;€</td></tr>
<tr><td style="border-bottom:1px solid #e3ebe8;">Κούπα με μοτίβο τουλίπας</td><td align="center" style="border-bottom:1px solid #e3ebe8;">1</td><td align="right" style="border-bottom:1px solid #e3ebe8;">16,50&nbsp;€</td></tr>
<tr><td colspan="2">Μεταφορικά</td><td align="right">6,90&nbsp;€</td></tr>
<tr><td colspan="2"><b>Σύνολο (με ΦΠΑ)</b></td><td align="right"><b>97,40&nbsp;€</b></td></tr>
</table>
<p style="margin:18px 0;font-size:13px;color:#55625e;">Αποστολή: Θεσσαλονίκη, 54622 — Courier: Dromeas</p>
<a href="https://partners.agorakipos.gr/orders/AK-2025-118843" style="color:#2f8f6b;font-weight:600;">Δείτε την παραγγελία →</a>`,
    ),
  },
  {
    family: "agorakipos",
    group: "negative",
    lang: "el",
    kind: "statement-monthly",
    code: null,
    link: null,
    from: "Agorakipos Partners <billing@partners.agorakipos.gr>",
    to: SHOP,
    subject: "Εκκαθάριση Σεπτεμβρίου 2025 – κωδ. συνεργάτη 58812",
    date: date(10, 3, 9, 5, 0),
    enc: "b64",
    text: `Γεια σας,

Σας επισυνάπτουμε την εκκαθάριση πωλήσεων Σεπτεμβρίου 2025 για το κατάστημα «Mavi Cini Atolyesi».

Πωλήσεις: 1.284,60 €
Προμήθειες Agorakipos: 179,84 €
Καθαρό ποσό προς καταβολή: 1.104,76 €
Ημερομηνία πίστωσης: 07/10/2025 στον λογαριασμό IBAN ****0971

Το παραστατικό προμηθειών (ΤΠΥ 0004518) έχει διαβιβαστεί στο myDATA.

Agorakipos Partners – Λογιστήριο
`,
    html: agorakipos(
      `<p style="margin:0 0 16px;">Γεια σας,</p>
<p style="margin:0 0 16px;">Σας επισυνάπτουμε την εκκαθάριση πωλήσεων <b>Σεπτεμβρίου 2025</b> για το κατάστημα «Mavi Cini Atolyesi».</p>
<table width="100%" cellpadding="6" cellspacing="0" style="font-size:14px;">
<tr><td>Πωλήσεις</td><td align="right">1.284,60 €</td></tr>
<tr><td>Προμήθειες Agorakipos</td><td align="right">179,84 €</td></tr>
<tr><td style="border-top:1px solid #1f2a27;"><b>Καθαρό ποσό προς καταβολή</b></td><td align="right" style="border-top:1px solid #1f2a27;"><b>1.104,76 €</b></td></tr>
</table>
<p style="margin:16px 0 0;font-size:13px;color:#55625e;">Ημερομηνία πίστωσης: 07/10/2025 στον λογαριασμό IBAN ****0971.<br>Το παραστατικό προμηθειών (ΤΠΥ 0004518) έχει διαβιβαστεί στο myDATA.</p>`,
      "Λάβατε αυτό το μήνυμα επειδή είστε διαχειριστής του καταστήματος.<br>",
    ),
    attachment: ["AK_ekkatharisi_2025-09_58812.pdf", "application/pdf", PDF],
  },
];

// ---------------------------------------------------------------- Vitrinly (web-shop platform)

function vitrinly(pre: string, body: string): string {
  return `<!doctype html>
<html xmlns="http://www.w3.org/1999/xhtml"><head><meta charset="UTF-8"><meta name="x-apple-disable-message-reformatting">
<style>a{color:#4b3fd1}@media (max-width:620px){.wrap{width:100%!important}}</style></head>
<body style="margin:0;background:#f6f6fb;">
<span style="display:none!important;visibility:hidden;opacity:0;height:0;width:0;">${pre}</span>
<table role="presentation" width="100%" cellspacing="0" cellpadding="0" border="0"><tr><td align="center" style="padding:32px 12px;">
<table class="wrap" role="presentation" width="560" cellspacing="0" cellpadding="0" border="0">
<tr><td style="padding:0 0 20px;"><img src="https://assets.vitrinly.com/email/wordmark-2x.png" width="104" height="28" alt="Vitrinly"></td></tr>
<tr><td style="background:#ffffff;border:1px solid #e6e5f0;border-radius:10px;padding:32px;font-family:-apple-system,BlinkMacSystemFont,'Segoe UI',Roboto,Helvetica,Arial,sans-serif;font-size:15px;line-height:24px;color:#1d1b2e;">
${body}
</td></tr>
<tr><td style="padding:22px 8px;font-family:Helvetica,Arial,sans-serif;font-size:12px;line-height:18px;color:#8b89a0;text-align:center;">
Vitrinly Commerce Ltd · 3rd floor, 22 Arch. Makariou III Ave, 1065 Nicosia, Cyprus<br>
<a href="https://help.vitrinly.com" style="color:#8b89a0;">Help center</a> &nbsp;|&nbsp; <a href="https://vitrinly.com/legal/privacy" style="color:#8b89a0;">Privacy</a> &nbsp;|&nbsp; <a href="https://vitrinly.com/legal/terms" style="color:#8b89a0;">Terms</a><br>
<a href="https://apps.apple.com/app/vitrinly-admin/id1588204417"><img src="https://assets.vitrinly.com/email/badge-app-store.png" width="108" alt="Download on the App Store" style="margin-top:10px;"></a>
<a href="https://play.google.com/store/apps/details?id=com.vitrinly.admin"><img src="https://assets.vitrinly.com/email/badge-google-play.png" width="120" alt="Get it on Google Play" style="margin-top:10px;"></a>
</td></tr>
</table></td></tr></table>
</body></html>`;
}

const VT_INVITE = "https://admin.vitrinly.com/staff/invitations/9c1e7f42b06d4a11a3f5e80d2c7b9e66/accept";

const vitrinly_mails: Mail[] = [
  {
    family: "vitrinly",
    group: "consumer",
    lang: "en",
    kind: "invite-link",
    code: null,
    link: VT_INVITE,
    from: "Vitrinly <no-reply@vitrinly.com>",
    to: DENIZ,
    subject: "Ayşe Korkmaz invited you to help run Mavi Çini Atölyesi",
    date: date(9, 1, 11, 2, 33),
    enc: "qp",
    text: `Hi Deniz,

Ayşe Korkmaz (ayse@mavicini-atolye.com) has added you as a staff member on the Vitrinly store "Mavi Çini Atölyesi" (mavicini.vitrinly.shop).

Your permissions: Orders, Products, Customers, Discounts.

Accept the invitation and set up your staff login:
${VT_INVITE}

This invitation expires on 8 September 2025. If you weren't expecting it, you can ignore this email and nothing will change.

— The Vitrinly team
`,
    html: vitrinly(
      "Accept Ayşe's invitation to join Mavi Çini Atölyesi as staff.",
      `<h1 style="margin:0 0 16px;font-size:22px;line-height:30px;">You've been invited to a store</h1>
<p style="margin:0 0 16px;">Hi Deniz,</p>
<p style="margin:0 0 16px;"><b>Ayşe Korkmaz</b> (ayse@mavicini-atolye.com) has added you as a staff member on the Vitrinly store <b>Mavi Çini Atölyesi</b> (mavicini.vitrinly.shop).</p>
<table role="presentation" cellspacing="0" cellpadding="0" style="margin:0 0 20px;background:#f6f6fb;border-radius:8px;width:100%;"><tr><td style="padding:14px 16px;font-size:14px;">
<span style="color:#8b89a0;">Permissions</span><br>Orders · Products · Customers · Discounts
</td></tr></table>
<table role="presentation" cellspacing="0" cellpadding="0"><tr><td style="border-radius:8px;background:#4b3fd1;">
<a href="${VT_INVITE}" style="display:inline-block;padding:12px 24px;font-weight:600;color:#ffffff;text-decoration:none;">Accept invitation</a>
</td></tr></table>
<p style="margin:20px 0 0;font-size:13px;color:#6a6880;">This invitation expires on 8 September 2025. If you weren't expecting it, you can ignore this email and nothing will change.</p>`,
    ),
  },
  {
    family: "vitrinly",
    group: "negative",
    lang: "en",
    kind: "invoice-subscription",
    code: null,
    link: null,
    from: "Vitrinly Billing <billing@vitrinly.com>",
    to: SHOP,
    subject: "Your Vitrinly invoice VL-2025-0918-44127 (Grow plan)",
    date: date(9, 18, 6, 0, 12, "+0000"),
    enc: "7bit",
    html_enc: "qp",
    text: `Thanks for your payment.

Invoice VL-2025-0918-44127
Store: Mavi Cini Atolyesi (mavicini.vitrinly.shop)
Billing period: 18 Sep 2025 - 17 Oct 2025

Grow plan (monthly)          EUR 29.00
Transaction fees (Aug)       EUR  6.42
VAT reverse charge           EUR  0.00
Total charged                EUR 35.42

Charged to Visa ending 4821 on 18 Sep 2025.

The invoice PDF is attached. You can also download past invoices from Settings > Billing.

Vitrinly Commerce Ltd, 22 Arch. Makariou III Ave, 1065 Nicosia, Cyprus. VAT CY10398221X
`,
    html: vitrinly(
      "EUR 35.42 charged to Visa ending 4821.",
      `<h1 style="margin:0 0 6px;font-size:20px;">Thanks for your payment</h1>
<p style="margin:0 0 20px;color:#6a6880;font-size:14px;">Invoice VL-2025-0918-44127 · Mavi Cini Atolyesi</p>
<table role="presentation" width="100%" cellspacing="0" cellpadding="0" style="font-size:14px;">
<tr><td style="padding:8px 0;border-bottom:1px solid #eeedf5;">Grow plan (monthly)<br><span style="color:#8b89a0;font-size:12px;">18 Sep 2025 – 17 Oct 2025</span></td><td align="right" style="border-bottom:1px solid #eeedf5;">€29.00</td></tr>
<tr><td style="padding:8px 0;border-bottom:1px solid #eeedf5;">Transaction fees (Aug)</td><td align="right" style="border-bottom:1px solid #eeedf5;">€6.42</td></tr>
<tr><td style="padding:8px 0;border-bottom:1px solid #eeedf5;">VAT (reverse charge)</td><td align="right" style="border-bottom:1px solid #eeedf5;">€0.00</td></tr>
<tr><td style="padding:12px 0;font-weight:700;">Total charged</td><td align="right" style="font-weight:700;">€35.42</td></tr>
</table>
<p style="margin:12px 0 0;font-size:13px;color:#6a6880;">Charged to Visa •••• 4821 on 18 Sep 2025. The invoice PDF is attached; past invoices are under <a href="https://admin.vitrinly.com/settings/billing">Settings › Billing</a>.</p>`,
    ),
    attachment: ["VL-2025-0918-44127.pdf", "application/pdf", PDF],
  },
  {
    family: "vitrinly",
    group: "negative",
    lang: "tr",
    kind: "order-new",
    code: null,
    link: null,
    from: "Mavi Çini Atölyesi (Vitrinly) <orders@mail.vitrinly.shop>",
    to: SHOP,
    subject: "[Mavi Çini Atölyesi] Yeni sipariş #1047 – Selin Y. tarafından",
    date: date(10, 7, 22, 18, 4),
    enc: "8bit",
    text: `Selin Y. mağazanızdan bir sipariş verdi.

Sipariş #1047 · 7 Ekim 2025 22:17

Çini desenli kahve fincanı takımı (2 kişilik) × 1 — 890,00 ₺
Hediye paketi × 1 — 45,00 ₺
Ara toplam: 935,00 ₺
Kargo (HızlıKoli Standart): 89,90 ₺
Toplam: 1.024,90 ₺ — Ödeme: ÖdemeKit (kredi kartı, 3 taksit)

Teslimat adresi:
Selin Yıldırım
Moda Cad. 41/3, Kadıköy 34710 İstanbul
+90 532 *** ** 61

Siparişi yönetim panelinde aç: https://admin.vitrinly.com/orders/1047
`,
    html: vitrinly(
      "Selin Y. · 1.024,90 ₺ · 2 ürün",
      `<p style="margin:0 0 4px;font-size:13px;color:#8b89a0;">Mavi Çini Atölyesi</p>
<h1 style="margin:0 0 18px;font-size:20px;">Yeni sipariş #1047</h1>
<p style="margin:0 0 16px;">Selin Y. mağazanızdan bir sipariş verdi · 7 Ekim 2025 22:17</p>
<table role="presentation" width="100%" cellspacing="0" cellpadding="0" style="font-size:14px;">
<tr><td style="padding:6px 0;">Çini desenli kahve fincanı takımı (2 kişilik) × 1</td><td align="right">890,00 ₺</td></tr>
<tr><td style="padding:6px 0;">Hediye paketi × 1</td><td align="right">45,00 ₺</td></tr>
<tr><td style="padding:6px 0;color:#6a6880;">Kargo (HızlıKoli Standart)</td><td align="right" style="color:#6a6880;">89,90 ₺</td></tr>
<tr><td style="padding:10px 0;font-weight:700;border-top:1px solid #e6e5f0;">Toplam</td><td align="right" style="font-weight:700;border-top:1px solid #e6e5f0;">1.024,90 ₺</td></tr>
</table>
<p style="margin:14px 0;font-size:13px;color:#6a6880;">Ödeme: ÖdemeKit (kredi kartı, 3 taksit)</p>
<p style="margin:0 0 18px;font-size:14px;"><b>Teslimat adresi</b><br>Selin Yıldırım<br>Moda Cad. 41/3, Kadıköy 34710 İstanbul<br>+90 532 *** ** 61</p>
<a href="https://admin.vitrinly.com/orders/1047" style="display:inline-block;padding:10px 20px;border:1px solid #4b3fd1;border-radius:8px;text-decoration:none;">Siparişi aç</a>`,
    ),
  },
];

// ---------------------------------------------------------------- ÖdemeKit (Turkish payment provider)

const OK_IBAN = "https://panel.odemekit.com/hesap/onay/iban-degisikligi/7f3c9a2e-5b1d-4e8a-9c44-0d2e71b6a9f3";

const odemekit_mails: Mail[] = [
  {
    family: "odemekit",
    group: "regional",
    lang: "tr",
    kind: "bank-change-confirm",
    code: null,
    link: OK_IBAN,
    from: "ÖdemeKit <hesap@odemekit.com>",
    to: DENIZ,
    subject: "IBAN değişikliği talebinizi onaylayın",
    date: date(9, 22, 14, 36, 58),
    enc: "qp",
    text: `Sayın Deniz Arslan,

ÖdemeKit üye işyeri hesabınızda (Üye İşyeri No: 300418827) hakediş IBAN'ını değiştirmek için bir talep oluşturuldu.

Mevcut IBAN: TR** **** **** **** **** **44 10
Yeni IBAN:   TR** **** **** **** **** **00 62 (Banka: Körfez Katılım)
Talep zamanı: 22.09.2025 14:35, İzmir

Değişikliği siz talep ettiyseniz 24 saat içinde onaylayın:
${OK_IBAN}

Onaylanmayan talepler otomatik olarak iptal edilir ve ödemeleriniz mevcut hesabınıza yapılmaya devam eder.

Bu talebi siz oluşturmadıysanız bağlantıya tıklamayın ve hemen 0850 333 41 41 numaralı hattımızı arayın.

ÖdemeKit Ödeme ve Elektronik Para Hizmetleri A.Ş.
TCMB lisanslı ödeme kuruluşudur.
`,
    html: `<html><body style="margin:0;padding:0;background:#eef2f7;">
<table width="100%" cellpadding="0" cellspacing="0" style="background:#eef2f7;"><tr><td align="center" style="padding:30px 10px;">
<table width="600" cellpadding="0" cellspacing="0" style="background:#ffffff;font-family:Verdana,Geneva,sans-serif;font-size:13px;line-height:20px;color:#24324a;">
<tr><td style="padding:22px 30px;border-bottom:1px solid #e1e7ef;"><img src="https://cdn.odemekit.com/mail/odemekit-logo.png" width="140" alt="ÖdemeKit"></td></tr>
<tr><td style="padding:30px;">
<p style="margin:0 0 14px;">Sayın Deniz Arslan,</p>
<p style="margin:0 0 14px;">ÖdemeKit üye işyeri hesabınızda (Üye İşyeri No: 300418827) hakediş IBAN'ını değiştirmek için bir talep oluşturuldu.</p>
<table width="100%" cellpadding="8" cellspacing="0" style="border:1px solid #e1e7ef;margin:0 0 18px;">
<tr><td width="130" style="background:#f7f9fc;">Mevcut IBAN</td><td>TR** **** **** **** **** **44 10</td></tr>
<tr><td style="background:#f7f9fc;">Yeni IBAN</td><td><b>TR** **** **** **** **** **00 62</b><br><span style="color:#6b7a90;">Körfez Katılım</span></td></tr>
<tr><td style="background:#f7f9fc;">Talep zamanı</td><td>22.09.2025 14:35, İzmir</td></tr>
</table>
<p style="margin:0 0 18px;">Değişikliği siz talep ettiyseniz 24 saat içinde onaylayın.</p>
<table cellpadding="0" cellspacing="0"><tr><td style="background:#0f6fde;border-radius:3px;"><a href="${OK_IBAN}" style="display:inline-block;padding:12px 26px;color:#ffffff;font-weight:bold;text-decoration:none;">IBAN değişikliğini onayla</a></td></tr></table>
<p style="margin:18px 0 0;color:#6b7a90;">Onaylanmayan talepler otomatik olarak iptal edilir ve ödemeleriniz mevcut hesabınıza yapılmaya devam eder.</p>
<p style="margin:14px 0 0;padding:12px;background:#fff4e5;border-left:3px solid #f0a020;">Bu talebi siz oluşturmadıysanız butona tıklamayın ve hemen <b>0850 333 41 41</b> numaralı hattımızı arayın.</p>
</td></tr>
<tr><td style="padding:18px 30px;background:#f7f9fc;font-size:11px;color:#6b7a90;">ÖdemeKit Ödeme ve Elektronik Para Hizmetleri A.Ş. · Maslak Mah. Eski Büyükdere Cad. No: 27 Sarıyer/İstanbul<br>TCMB lisanslı ödeme kuruluşudur. · <a href="https://www.odemekit.com/gizlilik" style="color:#6b7a90;">Gizlilik</a> · <a href="https://destek.odemekit.com" style="color:#6b7a90;">Destek</a></td></tr>
</table></td></tr></table></body></html>`,
  },
  {
    family: "odemekit",
    group: "negative",
    lang: "tr",
    kind: "payout-sent",
    code: null,
    link: null,
    from: "ÖdemeKit <bildirim@odemekit.com>",
    to: SHOP,
    subject: "Günlük hesap özeti: 3 işlem, 1.024,90 TL",
    date: date(10, 8, 7, 30, 0),
    enc: "b64",
    text: `Merhaba Mavi Çini Atölyesi,

07.10.2025 tarihli işlem özetiniz:

Başarılı ödeme: 3 adet, toplam 2.913,40 TL
İade: 0 adet
Komisyon (%2,49 + 0,25 TL): 73,29 TL
Bloke çözüm tarihi: 09.10.2025

En yüksek işlem: #1047 — 1.024,90 TL (3 taksit, kart: 5528 79** **** 1190)

Bu e-posta bilgilendirme amaçlıdır. Özet e-postalarını ÖdemeKit Panel > Ayarlar > Bildirimler'den kapatabilirsiniz.

ÖdemeKit
`,
    html: null,
  },
];

// ---------------------------------------------------------------- Kalypso Pay (Cyprus payment provider)

const kalypso_mails: Mail[] = [
  {
    family: "kalypso-pay",
    group: "consumer",
    lang: "en",
    kind: "two-factor-code",
    code: "358107",
    link: null,
    from: "Kalypso Pay <security@kalypsopay.eu>",
    to: DENIZ,
    subject: "358 107 is your Kalypso Pay verification code",
    date: date(9, 8, 18, 12, 41),
    enc: "qp",
    text: `Your Kalypso Pay verification code is:

358 107

Enter it in the dashboard to finish signing in. It expires in 10 minutes.

Request details
Account: Mavi Cini Atolyesi (merchant ID KP-M-200731)
Device: Safari on iPhone
Approximate location: Izmir, TR
Time: 8 Sep 2025, 18:12 EEST

If this wasn't you, reset your password at https://dashboard.kalypsopay.eu/security and contact support on +357 22 008 140.

Kalypso Pay Ltd is authorised by the Central Bank of Cyprus as an Electronic Money Institution (licence no. 115.1.3.47).
Agiou Andreou 332, 3035 Limassol, Cyprus
`,
    html: `<!DOCTYPE html><html><head><meta charset="utf-8"></head>
<body style="margin:0;background:#0e1f2b;">
<table width="100%" cellpadding="0" cellspacing="0" bgcolor="#0e1f2b"><tr><td align="center" style="padding:40px 16px;">
<table width="520" cellpadding="0" cellspacing="0" style="background:#ffffff;border-radius:14px;font-family:Inter,Helvetica,Arial,sans-serif;color:#0e1f2b;">
<tr><td style="padding:30px 36px 0;"><img src="https://static.kalypsopay.eu/brand/kp-mark-navy.png" width="36" height="36" alt="Kalypso Pay"></td></tr>
<tr><td style="padding:18px 36px 0;font-size:20px;font-weight:700;">Your verification code</td></tr>
<tr><td style="padding:10px 36px 0;font-size:15px;line-height:23px;color:#3d5160;">Enter this code in the dashboard to finish signing in. It expires in 10 minutes.</td></tr>
<tr><td style="padding:22px 36px;"><div style="background:#eaf6f8;border-radius:10px;padding:18px;text-align:center;font-size:34px;letter-spacing:10px;font-weight:700;font-family:Menlo,Consolas,monospace;color:#0b6e7f;">358&nbsp;107</div></td></tr>
<tr><td style="padding:0 36px 22px;font-size:13px;line-height:20px;color:#3d5160;">
<table width="100%" cellpadding="4" cellspacing="0" style="font-size:13px;">
<tr><td style="color:#7b8d99;">Account</td><td>Mavi Cini Atolyesi (KP-M-200731)</td></tr>
<tr><td style="color:#7b8d99;">Device</td><td>Safari on iPhone</td></tr>
<tr><td style="color:#7b8d99;">Location</td><td>Izmir, TR (approx.)</td></tr>
<tr><td style="color:#7b8d99;">Time</td><td>8 Sep 2025, 18:12 EEST</td></tr>
</table>
<p style="margin:16px 0 0;">If this wasn't you, <a href="https://dashboard.kalypsopay.eu/security" style="color:#0b6e7f;">reset your password</a> and call us on +357 22 008 140.</p>
</td></tr>
<tr><td style="padding:18px 36px;border-top:1px solid #e3e9ed;font-size:11px;line-height:16px;color:#7b8d99;">Kalypso Pay Ltd is authorised by the Central Bank of Cyprus as an Electronic Money Institution (licence no. 115.1.3.47). Agiou Andreou 332, 3035 Limassol, Cyprus.<br><a href="https://kalypsopay.eu/privacy" style="color:#7b8d99;">Privacy</a> · <a href="https://kalypsopay.eu/status" style="color:#7b8d99;">Status</a></td></tr>
</table></td></tr></table></body></html>`,
  },
  {
    family: "kalypso-pay",
    group: "negative",
    lang: "en",
    kind: "payout-sent",
    code: null,
    link: null,
    from: "Kalypso Pay <payouts@kalypsopay.eu>",
    to: SHOP,
    subject: "Payout PO-88120457 of €1,742.30 is on its way",
    date: date(10, 14, 10, 2, 19),
    enc: "7bit",
    text: `Hi Mavi Cini Atolyesi,

We've sent a payout of EUR 1,742.30 to your bank account ending 0971. It usually arrives within 1 business day (SEPA).

Payout ID: PO-88120457
Covers: 61 card payments, 6 - 12 Oct 2025
Gross volume: EUR 1,801.85
Fees: EUR 59.55

View the payout breakdown: https://dashboard.kalypsopay.eu/payouts/PO-88120457

Kalypso Pay
`,
    html: null,
  },
];

// ---------------------------------------------------------------- Lodos Bank (Turkish bank)

const lodos_mails: Mail[] = [
  {
    family: "lodos-bank",
    group: "regional",
    lang: "tr",
    kind: "verify-code",
    code: "447190",
    link: null,
    from: "Lodos Bank <bilgi@e.lodosbank.com.tr>",
    to: DENIZ,
    subject: "E-posta adresi doğrulama",
    date: date(9, 15, 12, 4, 8),
    enc: "8bit",
    text: `Sayın DENİZ ARSLAN,

Lodos Bank İnternet Şubesi'nde e-posta adresinizi güncelleme işlemi başlattınız. İşleme devam etmek için aşağıdaki doğrulama kodunu İnternet Şubesi'ndeki ilgili alana giriniz.

Doğrulama kodu: 447190

Kod 120 saniye geçerlidir. Lodos Bank, hiçbir kanaldan şifre veya doğrulama kodu talep etmez.

İşlem tarihi: 15.09.2025 12:03
Müşteri no: ******5521

Lodos Bank Müşteri İletişim Merkezi: 444 56 37

Lodos Bank A.Ş. · Ticaret Sicil No: 512844 · www.lodosbank.com.tr
`,
    html: `<html><head><meta charset="utf-8"></head><body bgcolor="#ffffff" style="margin:0">
<table width="640" align="center" cellpadding="0" cellspacing="0" border="0" style="font-family:Tahoma,Arial;font-size:12px;color:#333333">
<tr><td bgcolor="#16324f" height="64" style="padding-left:24px"><img src="https://e.lodosbank.com.tr/img/lodos_logo_w.gif" width="150" height="34" alt="Lodos Bank" border="0"></td></tr>
<tr><td style="padding:26px 24px 10px 24px;line-height:18px">
Sayın DENİZ ARSLAN,<br><br>
Lodos Bank İnternet Şubesi'nde e-posta adresinizi güncelleme işlemi başlattınız. İşleme devam etmek için aşağıdaki doğrulama kodunu İnternet Şubesi'ndeki ilgili alana giriniz.
</td></tr>
<tr><td style="padding:6px 24px">
<table cellpadding="0" cellspacing="0" border="0" bgcolor="#eef3f8" width="100%"><tr>
<td style="padding:14px 18px;font-size:12px;color:#16324f">Doğrulama kodu</td>
<td style="padding:14px 18px;font-size:24px;font-weight:bold;color:#16324f;letter-spacing:4px" align="right">447190</td>
</tr></table>
</td></tr>
<tr><td style="padding:12px 24px;line-height:18px">
Kod 120 saniye geçerlidir. <b>Lodos Bank, hiçbir kanaldan şifre veya doğrulama kodu talep etmez.</b><br><br>
İşlem tarihi: 15.09.2025 12:03<br>Müşteri no: ******5521
</td></tr>
<tr><td style="padding:16px 24px;border-top:1px solid #dddddd;font-size:10px;color:#888888;line-height:15px">
Müşteri İletişim Merkezi: 444 56 37 · <a href="https://www.lodosbank.com.tr" style="color:#888888">www.lodosbank.com.tr</a><br>
Lodos Bank A.Ş. · Büyükdere Cad. No: 121 Levent 34394 İstanbul · Ticaret Sicil No: 512844 · Mersis: 0611 0094 7700 0019<br>
Bu e-posta otomatik olarak gönderilmiştir, lütfen yanıtlamayınız.
</td></tr>
</table></body></html>`,
  },
  {
    family: "lodos-bank",
    group: "negative",
    lang: "tr",
    kind: "transfer-incoming",
    code: null,
    link: null,
    from: "Lodos Bank <bilgi@e.lodosbank.com.tr>",
    to: DENIZ,
    subject: "Hesabınıza yurt dışından EUR havale geldi",
    date: date(10, 9, 11, 26, 44),
    enc: "qp",
    text: `Sayın DENİZ ARSLAN,

EUR hesabınıza (TR** **** **** **** **** **71 03) yurt dışından havale geldi.

Gönderen: KALYPSO PAY LTD, LIMASSOL CY
Tutar: 1.104,76 EUR
Masraf: 5,00 EUR
Hesaba geçen: 1.099,76 EUR
Valör: 09.10.2025
SWIFT referansı: KPLT2510090004417
Açıklama: PAYOUT PO-87993120

Gelen döviz havalelerinize ilişkin dekontlara İnternet Şubesi > Hesaplar > Hesap Hareketleri menüsünden ulaşabilirsiniz.

Lodos Bank · 444 56 37
`,
    html: `<html><head><meta charset="utf-8"></head><body bgcolor="#ffffff" style="margin:0">
<table width="640" align="center" cellpadding="0" cellspacing="0" border="0" style="font-family:Tahoma,Arial;font-size:12px;color:#333333">
<tr><td bgcolor="#16324f" height="64" style="padding-left:24px"><img src="https://e.lodosbank.com.tr/img/lodos_logo_w.gif" width="150" height="34" alt="Lodos Bank" border="0"></td></tr>
<tr><td style="padding:26px 24px 10px 24px;line-height:18px">Sayın DENİZ ARSLAN,<br><br>EUR hesabınıza (TR** **** **** **** **** **71 03) yurt dışından havale geldi.</td></tr>
<tr><td style="padding:6px 24px">
<table width="100%" cellpadding="6" cellspacing="0" border="1" bordercolor="#dde4ec" style="border-collapse:collapse;font-size:12px">
<tr><td bgcolor="#eef3f8" width="170">Gönderen</td><td>KALYPSO PAY LTD, LIMASSOL CY</td></tr>
<tr><td bgcolor="#eef3f8">Tutar</td><td>1.104,76 EUR</td></tr>
<tr><td bgcolor="#eef3f8">Masraf</td><td>5,00 EUR</td></tr>
<tr><td bgcolor="#eef3f8">Hesaba geçen</td><td><b>1.099,76 EUR</b></td></tr>
<tr><td bgcolor="#eef3f8">Valör</td><td>09.10.2025</td></tr>
<tr><td bgcolor="#eef3f8">SWIFT referansı</td><td>KPLT2510090004417</td></tr>
<tr><td bgcolor="#eef3f8">Açıklama</td><td>PAYOUT PO-87993120</td></tr>
</table></td></tr>
<tr><td style="padding:14px 24px;line-height:18px">Gelen döviz havalelerinize ilişkin dekontlara İnternet Şubesi &gt; Hesaplar &gt; Hesap Hareketleri menüsünden ulaşabilirsiniz.</td></tr>
<tr><td style="padding:16px 24px;border-top:1px solid #dddddd;font-size:10px;color:#888888;line-height:15px">
Müşteri İletişim Merkezi: 444 56 37 · <a href="https://www.lodosbank.com.tr" style="color:#888888">www.lodosbank.com.tr</a><br>
Lodos Bank A.Ş. · Büyükdere Cad. No: 121 Levent 34394 İstanbul · Ticaret Sicil No: 512844</td></tr>
</table></body></html>`,
  },
];

// ---------------------------------------------------------------- HızlıKoli (Turkish courier)

function hizlikoli(title: string, body: string): string {
  return `<html><body style="margin:0;background:#fff8ec;font-family:Arial,sans-serif;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center">
<table width="600" cellpadding="0" cellspacing="0" style="background:#ffffff;">
<tr><td style="background:#ff8a00;padding:14px 24px;"><table width="100%" cellpadding="0" cellspacing="0"><tr>
<td><img src="https://www.hizlikoli.com.tr/assets/mail/hk-logo.png" width="120" alt="HızlıKoli"></td>
<td align="right" style="color:#ffffff;font-size:12px;">Çağrı Merkezi 444 7 456</td></tr></table></td></tr>
<tr><td style="padding:24px 24px 6px;font-size:19px;font-weight:bold;color:#222;">${title}</td></tr>
<tr><td style="padding:8px 24px 24px;font-size:14px;line-height:21px;color:#333;">${body}</td></tr>
<tr><td style="padding:14px 24px;background:#333;color:#bbb;font-size:11px;line-height:16px;">
HızlıKoli Kargo ve Lojistik A.Ş. · Kemalpaşa OSB 35730 İzmir<br>
<a href="https://www.hizlikoli.com.tr/gonderi-takip" style="color:#ffb255;">Gönderi takip</a> · <a href="https://www.hizlikoli.com.tr/subeler" style="color:#ffb255;">Şubeler</a> · <a href="https://www.hizlikoli.com.tr/kvkk" style="color:#ffb255;">KVKK</a><br>© 2025 HızlıKoli
</td></tr></table></td></tr></table></body></html>`;
}

const hizlikoli_mails: Mail[] = [
  {
    family: "hizlikoli",
    group: "negative",
    lang: "tr",
    kind: "pickup-scheduled",
    code: null,
    link: null,
    from: "HızlıKoli <bilgilendirme@hizlikoli.com.tr>",
    to: SHOP,
    subject: "Kurye çağrınız alındı – 03.09.2025",
    date: date(9, 3, 9, 41, 15),
    enc: "qp",
    text: `Sayın MAVİ ÇİNİ ATÖLYESİ,

Gönderi alım talebiniz oluşturuldu.

Alım tarihi: 03.09.2025 Çarşamba, 14:00 – 18:00 arası
Adres: 1456 Sok. No: 12/B Bornova / İZMİR 35050
Paket adedi: 3 (toplam desi: 11)
Talep no: KC-2025-0903-77140
Anlaşmalı müşteri no: 4410287

Kuryemiz ulaşmadan önce paketlerinizin etiketlerini yapıştırmayı unutmayın. Gönderileriniz şubemize ulaştığında takip numaraları SMS ile iletilecektir.

HızlıKoli · 444 7 456
`,
    html: hizlikoli(
      "Kurye çağrınız alındı",
      `Sayın MAVİ ÇİNİ ATÖLYESİ,<br><br>Gönderi alım talebiniz oluşturuldu.<br><br>
<table cellpadding="6" cellspacing="0" style="font-size:14px;border:1px solid #f1e3cf;width:100%;">
<tr><td style="color:#888;width:150px;">Alım tarihi</td><td><b>03.09.2025 Çarşamba, 14:00 – 18:00</b></td></tr>
<tr><td style="color:#888;">Adres</td><td>1456 Sok. No: 12/B Bornova / İZMİR 35050</td></tr>
<tr><td style="color:#888;">Paket adedi</td><td>3 (toplam desi: 11)</td></tr>
<tr><td style="color:#888;">Talep no</td><td>KC-2025-0903-77140</td></tr>
<tr><td style="color:#888;">Müşteri no</td><td>4410287</td></tr>
</table><br>
Kuryemiz ulaşmadan önce paketlerinizin etiketlerini yapıştırmayı unutmayın. Gönderileriniz şubemize ulaştığında takip numaraları SMS ile iletilecektir.`,
    ),
  },
  {
    family: "hizlikoli",
    group: "regional",
    lang: "tr",
    kind: "delivery-pin",
    code: "8841",
    link: null,
    from: "HızlıKoli <bilgilendirme@hizlikoli.com.tr>",
    to: DENIZ,
    subject: "Gönderiniz bugün teslim edilecek – teslimat onay kodunuz",
    date: date(9, 24, 8, 2, 37),
    enc: "8bit",
    text: `Sayın DENİZ ARSLAN,

KUTUHANE AMBALAJ tarafından gönderilen 2 parça gönderiniz bugün dağıtıma çıktı.

Takip no: 7300 1842 2590 16
Tahmini teslimat: 24.09.2025, 11:00 – 15:00

Teslimat onay kodu: 8841

Bu kodu yalnızca gönderinizi teslim alırken kuryemize söyleyin. Kod söylenmeden teslimat tamamlanamaz.

Gönderinizi takip edin: https://www.hizlikoli.com.tr/gonderi-takip?no=73001842259016

HızlıKoli · 444 7 456
`,
    html: hizlikoli(
      "Gönderiniz bugün geliyor 🚚",
      `Sayın DENİZ ARSLAN,<br><br>
<b>KUTUHANE AMBALAJ</b> tarafından gönderilen 2 parça gönderiniz bugün dağıtıma çıktı.<br><br>
Takip no: <a href="https://www.hizlikoli.com.tr/gonderi-takip?no=73001842259016" style="color:#ff8a00;">7300 1842 2590 16</a><br>
Tahmini teslimat: 24.09.2025, 11:00 – 15:00<br><br>
<table cellpadding="0" cellspacing="0" width="100%"><tr><td align="center" style="background:#fff3e0;border:2px dashed #ff8a00;padding:16px;">
<span style="font-size:12px;color:#888;">TESLİMAT ONAY KODU</span><br>
<span style="font-size:34px;font-weight:bold;letter-spacing:8px;color:#222;">8841</span>
</td></tr></table><br>
Bu kodu yalnızca gönderinizi teslim alırken kuryemize söyleyin. Kod söylenmeden teslimat tamamlanamaz.`,
    ),
  },
];

// ---------------------------------------------------------------- Kutubox (Turkish parcel lockers)

const kutubox_mails: Mail[] = [
  {
    family: "kutubox",
    group: "regional",
    lang: "tr",
    kind: "locker-dropoff-code",
    code: "719204",
    link: null,
    from: "Kutubox <noreply@kutubox.com.tr>",
    to: SHOP,
    subject: "Gönderi bırakma kodunuz hazır – Bornova Metro Kutubox",
    date: date(9, 26, 17, 55, 2),
    enc: "b64",
    text: `Merhaba,

Narpazar iade gönderiniz için dolap rezervasyonu yapıldı. Paketi aşağıdaki dolaba bırakmak için ekrandaki "Gönderi Bırak" düğmesine basın ve bırakma kodunu girin.

Bırakma kodu: 719204

Dolap: KBX-IZM-0412 · Bornova Metro İstasyonu, Çıkış B, 35040 İzmir
Dolap boyutu: M (38 x 41 x 64 cm)
Son bırakma: 28.09.2025 23:59
Gönderi no: KB5520917733

Kod tek kullanımlıktır. Süre içinde bırakılmayan gönderilerin rezervasyonu iptal olur.

Kutubox · 0850 277 18 18
`,
    html: `<!DOCTYPE html><html lang="tr"><head><meta charset="utf-8"></head><body style="margin:0;background:#e9f5ee;">
<div style="display:none;font-size:1px;color:#e9f5ee;">Bornova Metro dolabına 28.09 23:59'a kadar bırakabilirsiniz.</div>
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:20px 10px;">
<table width="480" cellpadding="0" cellspacing="0" style="background:#ffffff;border-radius:16px;font-family:Roboto,Arial,sans-serif;color:#18332a;">
<tr><td align="center" style="padding:26px 20px 6px;"><img src="https://cdn.kutubox.com.tr/mail/kutubox-logo-yesil.png" width="128" alt="Kutubox"></td></tr>
<tr><td align="center" style="padding:6px 28px;font-size:20px;font-weight:700;">Gönderi bırakma kodunuz</td></tr>
<tr><td align="center" style="padding:8px 28px;font-size:14px;line-height:20px;color:#4b6358;">Narpazar iade gönderiniz için dolap rezervasyonu yapıldı. Ekranda <b>Gönderi Bırak</b> düğmesine basın ve kodu girin.</td></tr>
<tr><td align="center" style="padding:16px 28px;">
<table cellpadding="0" cellspacing="0"><tr>
<td style="background:#19a55a;color:#ffffff;border-radius:12px;padding:14px 26px;font-size:36px;font-weight:700;letter-spacing:6px;">719 204</td>
</tr></table></td></tr>
<tr><td align="center" style="padding:0 28px 10px;"><img src="https://api.kutubox.com.tr/qr/KB5520917733.png?s=180" width="150" height="150" alt="QR kod"></td></tr>
<tr><td style="padding:10px 28px 20px;font-size:13px;line-height:20px;">
<b>Dolap:</b> KBX-IZM-0412 · Bornova Metro İstasyonu, Çıkış B, 35040 İzmir<br>
<b>Boyut:</b> M (38 x 41 x 64 cm)<br>
<b>Son bırakma:</b> 28.09.2025 23:59<br>
<b>Gönderi no:</b> KB5520917733<br><br>
<span style="color:#4b6358;">Kod tek kullanımlıktır. Süre içinde bırakılmayan gönderilerin rezervasyonu iptal olur.</span>
</td></tr>
<tr><td align="center" style="padding:14px 28px;border-top:1px solid #e2ece6;font-size:11px;color:#7d9188;">Kutubox Akıllı Dolap Hizmetleri A.Ş. · 0850 277 18 18<br>
<a href="https://www.kutubox.com.tr/dolap-bul" style="color:#19a55a;">Dolap bul</a> · <a href="https://www.kutubox.com.tr/sss" style="color:#19a55a;">SSS</a> · <a href="https://www.kutubox.com.tr/aydinlatma-metni" style="color:#19a55a;">Aydınlatma metni</a></td></tr>
</table></td></tr></table></body></html>`,
  },
  {
    family: "kutubox",
    group: "negative",
    lang: "tr",
    kind: "parcel-delivered",
    code: null,
    link: null,
    from: "Kutubox <noreply@kutubox.com.tr>",
    to: SHOP,
    subject: "KB5520917733 numaralı gönderiniz kuryeye teslim edildi",
    date: date(9, 27, 10, 12, 55),
    enc: "7bit",
    text: `Merhaba,

KB5520917733 numarali gonderiniz 27.09.2025 09:58'de KBX-IZM-0412 (Bornova Metro) dolabindan HizliKoli kuryesine teslim edildi.

Alici: Narpazar Iade Merkezi, Gebze / Kocaeli 41400

Takip: https://www.kutubox.com.tr/takip/KB5520917733

Kutubox'u tercih ettiginiz icin tesekkurler.
`,
    html: null,
  },
];

// ---------------------------------------------------------------- Thyrida Box (Greek parcel lockers)

const thyrida_mails: Mail[] = [
  {
    family: "thyrida-box",
    group: "regional",
    lang: "el",
    kind: "locker-pickup-code",
    code: "492615",
    link: null,
    from: "Thyrida Box <info@thyridabox.gr>",
    to: DENIZ,
    subject: "Το δέμα σας σας περιμένει στη Θυρίδα Πειραιά – Ακτή Μιαούλη",
    date: date(10, 1, 12, 31, 9),
    enc: "qp",
    text: `Γεια σας Deniz Arslan,

Το δέμα σας (αριθμός αποστολής TB 70 2291 4458) τοποθετήθηκε στη θυρίδα:

Θυρίδα Πειραιά – Ακτή Μιαούλη 47, 185 36 Πειραιάς (δίπλα στο περίπτερο)
Διαθέσιμη 24/7

Κωδικός παραλαβής (PIN): 492 615

Πληκτρολογήστε τον κωδικό στην οθόνη της θυρίδας και η πόρτα θα ανοίξει αυτόματα. Το δέμα θα παραμείνει έως τις 04/10/2025, 12:30· μετά επιστρέφει στον αποστολέα.

Αποστολέας: Sirkeci Customs Brokerage (δείγματα εγγράφων)

Thyrida Box · 211 199 8800 · www.thyridabox.gr
`,
    html: `<html><head><meta charset="utf-8"></head><body style="margin:0;padding:0;background:#f2f2f2;">
<table width="100%" cellpadding="0" cellspacing="0" style="background:#f2f2f2;"><tr><td align="center" style="padding:24px 0;">
<table width="560" cellpadding="0" cellspacing="0" style="background:#ffffff;font-family:Arial,Helvetica,sans-serif;">
<tr><td style="background:#ffd400;padding:16px 24px;"><img src="https://www.thyridabox.gr/mail/logo_black.png" width="140" alt="Thyrida Box"></td></tr>
<tr><td style="padding:24px;font-size:15px;line-height:22px;color:#222;">
<p style="margin:0 0 14px;">Γεια σας Deniz Arslan,</p>
<p style="margin:0 0 14px;">Το δέμα σας (αριθμός αποστολής <b>TB 70 2291 4458</b>) τοποθετήθηκε στη θυρίδα:</p>
<p style="margin:0 0 18px;padding:12px 14px;background:#f7f7f7;"><b>Θυρίδα Πειραιά – Ακτή Μιαούλη</b><br>Ακτή Μιαούλη 47, 185 36 Πειραιάς (δίπλα στο περίπτερο)<br><span style="color:#777;">Διαθέσιμη 24/7</span></p>
<p style="margin:0 0 6px;font-size:13px;color:#777;text-align:center;">Κωδικός παραλαβής (PIN)</p>
<table align="center" cellpadding="0" cellspacing="4"><tr>
<td style="width:38px;height:46px;text-align:center;font-size:28px;font-weight:bold;background:#222;color:#ffd400;">4</td>
<td style="width:38px;height:46px;text-align:center;font-size:28px;font-weight:bold;background:#222;color:#ffd400;">9</td>
<td style="width:38px;height:46px;text-align:center;font-size:28px;font-weight:bold;background:#222;color:#ffd400;">2</td>
<td style="width:12px;"></td>
<td style="width:38px;height:46px;text-align:center;font-size:28px;font-weight:bold;background:#222;color:#ffd400;">6</td>
<td style="width:38px;height:46px;text-align:center;font-size:28px;font-weight:bold;background:#222;color:#ffd400;">1</td>
<td style="width:38px;height:46px;text-align:center;font-size:28px;font-weight:bold;background:#222;color:#ffd400;">5</td>
</tr></table>
<p style="margin:18px 0 14px;">Πληκτρολογήστε τον κωδικό στην οθόνη της θυρίδας και η πόρτα θα ανοίξει αυτόματα. Το δέμα θα παραμείνει έως τις <b>04/10/2025, 12:30</b>· μετά επιστρέφει στον αποστολέα.</p>
<p style="margin:0;font-size:13px;color:#777;">Αποστολέας: Sirkeci Customs Brokerage (δείγματα εγγράφων)</p>
</td></tr>
<tr><td style="padding:16px 24px;background:#222;color:#aaa;font-size:11px;line-height:16px;">Thyrida Box Μ.Ι.Κ.Ε. · 211 199 8800 · <a href="https://www.thyridabox.gr/locations" style="color:#ffd400;">Χάρτης θυρίδων</a> · <a href="https://www.thyridabox.gr/oroi" style="color:#ffd400;">Όροι χρήσης</a><br>
<a href="https://apps.apple.com/gr/app/thyrida-box/id1620044781"><img src="https://www.thyridabox.gr/mail/appstore_gr.png" width="100" alt="App Store"></a> <a href="https://play.google.com/store/apps/details?id=gr.thyridabox.app"><img src="https://www.thyridabox.gr/mail/googleplay_gr.png" width="112" alt="Google Play"></a></td></tr>
</table></td></tr></table></body></html>`,
  },
  {
    family: "thyrida-box",
    group: "negative",
    lang: "el",
    kind: "parcel-collected",
    code: null,
    link: null,
    from: "Thyrida Box <info@thyridabox.gr>",
    to: DENIZ,
    subject: "Παραλάβατε το δέμα TB 70 2291 4458",
    date: date(10, 2, 18, 47, 30),
    enc: "8bit",
    text: `Γεια σας,

Το δέμα TB 70 2291 4458 παραλήφθηκε από τη Θυρίδα Πειραιά – Ακτή Μιαούλη στις 02/10/2025, 18:46.

Πώς σας φάνηκε η παραλαβή; Βαθμολογήστε μας σε 10 δευτερόλεπτα: https://www.thyridabox.gr/feedback?s=TB702291445

Με την κάρτα Thyrida+ έχετε 2 δωρεάν αποστολές τον μήνα — κωδικός προσφοράς ΦΘΙΝΟΠΩΡΟ25 για έκπτωση 20% στην πρώτη σας αποστολή.

Thyrida Box · 211 199 8800
`,
    html: null,
  },
];

// ---------------------------------------------------------------- Dromeas Courier (Greek courier)

function dromeas(body: string): string {
  return `<table width="100%" cellpadding="0" cellspacing="0" style="background:#ffffff;"><tr><td align="center">
<table width="600" cellpadding="0" cellspacing="0" style="font-family:Tahoma,Verdana,sans-serif;font-size:14px;color:#202020;">
<tr><td style="padding:18px 0;border-bottom:3px solid #c8102e;"><img src="https://www.dromeas-courier.gr/static/img/dromeas_logo.png" height="36" alt="DROMEAS Courier"></td></tr>
<tr><td style="padding:22px 0;line-height:21px;">${body}</td></tr>
<tr><td style="padding:14px 0;border-top:1px solid #ddd;font-size:11px;color:#7a7a7a;line-height:16px;">ΔΡΟΜΕΑΣ ΤΑΧΥΜΕΤΑΦΟΡΕΣ Α.Ε. · Λ. Αθηνών 212, 122 41 Αιγάλεω · Τηλ. 210 590 6000<br>
<a href="https://www.dromeas-courier.gr/track" style="color:#c8102e;">Εντοπισμός αποστολής</a> · <a href="https://www.dromeas-courier.gr/katastimata" style="color:#c8102e;">Καταστήματα</a> · <a href="https://www.dromeas-courier.gr/gdpr" style="color:#c8102e;">Προσωπικά δεδομένα</a></td></tr>
</table></td></tr></table>`;
}

const dromeas_mails: Mail[] = [
  {
    family: "dromeas-courier",
    group: "negative",
    lang: "el",
    kind: "delivery-failed",
    code: null,
    link: null,
    from: "DROMEAS Courier <notifications@dromeas-courier.gr>",
    to: SHOP,
    subject: "Ανεπιτυχής επίδοση αποστολής 4120558731 – παραλήπτης απών",
    date: date(9, 19, 15, 8, 22),
    enc: "qp",
    text: `Αγαπητέ πελάτη,

Η αποστολή σας με αριθμό 4120558731 προς ΠΑΠΑΔΟΠΟΥΛΟΥ Μ., Θεσσαλονίκη 54622, δεν επιδόθηκε σήμερα 19/09/2025 στις 14:52.

Αιτία: Παραλήπτης απών — αφέθηκε ειδοποίηση.

Θα γίνει νέα προσπάθεια επίδοσης τη Δευτέρα 22/09/2025. Ο παραλήπτης μπορεί επίσης να παραλάβει από το κατάστημα Θεσσαλονίκη – Καλαμαριά (Μεταμορφώσεως 18) έως 26/09/2025.

Αντικαταβολή: 0,00 € · Βάρος: 2,4 kg · Αρ. παραγγελίας αποστολέα: AK-2025-118843

DROMEAS Courier · 210 590 6000
`,
    html: dromeas(`Αγαπητέ πελάτη,<br><br>
Η αποστολή σας με αριθμό <b>4120558731</b> προς ΠΑΠΑΔΟΠΟΥΛΟΥ Μ., Θεσσαλονίκη 54622, <span style="color:#c8102e;font-weight:bold;">δεν επιδόθηκε</span> σήμερα 19/09/2025 στις 14:52.<br><br>
<table cellpadding="6" cellspacing="0" border="0" style="background:#f6f6f6;width:100%;font-size:13px;">
<tr><td width="170">Αιτία</td><td>Παραλήπτης απών — αφέθηκε ειδοποίηση</td></tr>
<tr><td>Νέα προσπάθεια</td><td>Δευτέρα 22/09/2025</td></tr>
<tr><td>Παραλαβή από κατάστημα</td><td>Θεσσαλονίκη – Καλαμαριά (Μεταμορφώσεως 18), έως 26/09/2025</td></tr>
<tr><td>Αντικαταβολή</td><td>0,00 €</td></tr>
<tr><td>Βάρος</td><td>2,4 kg</td></tr>
<tr><td>Αρ. παραγγελίας αποστολέα</td><td>AK-2025-118843</td></tr>
</table><br>
<a href="https://www.dromeas-courier.gr/track?awb=4120558731" style="color:#c8102e;">Δείτε την πορεία της αποστολής</a>`),
  },
  {
    family: "dromeas-courier",
    group: "negative",
    lang: "el",
    kind: "parcel-delivered",
    code: null,
    link: null,
    from: "DROMEAS Courier <notifications@dromeas-courier.gr>",
    to: SHOP,
    subject: "Η αποστολή 4120558731 παραδόθηκε",
    date: date(9, 22, 13, 40, 3),
    enc: "b64",
    text: `Αγαπητέ πελάτη,

Η αποστολή 4120558731 παραδόθηκε στις 22/09/2025, 13:31.
Παρέλαβε: ΠΑΠΑΔΟΠΟΥΛΟΥ Μ.

Η απόδειξη παράδοσης (POD) είναι διαθέσιμη στο e-shipping του λογαριασμού σας (κωδ. πελάτη 2021-884).

DROMEAS Courier · 210 590 6000
`,
    html: dromeas(`Αγαπητέ πελάτη,<br><br>
Η αποστολή <b>4120558731</b> παραδόθηκε στις <b>22/09/2025, 13:31</b>.<br>Παρέλαβε: ΠΑΠΑΔΟΠΟΥΛΟΥ Μ.<br><br>
<img src="https://www.dromeas-courier.gr/static/img/status_delivered.png" width="360" alt="Παραδόθηκε"><br><br>
Η απόδειξη παράδοσης (POD) είναι διαθέσιμη στο <a href="https://eshipping.dromeas-courier.gr/" style="color:#c8102e;">e-shipping</a> του λογαριασμού σας (κωδ. πελάτη 2021-884).`),
  },
];

// ---------------------------------------------------------------- ShpejtPost (Albanian courier)

const shpejt_mails: Mail[] = [
  {
    family: "shpejtpost",
    group: "negative",
    lang: "sq",
    kind: "cod-remittance",
    code: null,
    link: null,
    from: "ShpejtPost <njoftime@shpejtpost.al>",
    to: SHOP,
    subject: "Pagesa e kontrakimeve për javën 38 është kryer",
    date: date(9, 20, 10, 15, 0, "+0200"),
    enc: "8bit",
    text: `Përshëndetje Mavi Cini Atolyesi,

Shuma e arkëtuar me pagesë në dorëzim (kontrakim) për javën 15.09.2025 – 19.09.2025 u transferua në llogarinë tuaj.

Dërgesa të dorëzuara: 7
Shuma e arkëtuar: 18.400 Lekë
Tarifa e shërbimit: 2.240 Lekë
Shuma e transferuar: 16.160 Lekë
Llogaria: AL** **** **** **** **** 3301 (Banka Drini)
Nr. i urdhërpagesës: SP-COD-2025-38-0117

Lista e dërgesave gjendet në panelin tuaj: https://biznes.shpejtpost.al/kontrakime/2025-38

Faleminderit,
ShpejtPost · Rruga e Kavajës 118, Tiranë 1001 · +355 4 240 8800
`,
    html: `<div style="background:#f0f4fa;padding:24px 0;">
<table align="center" width="580" cellpadding="0" cellspacing="0" style="background:#ffffff;border:1px solid #d6deea;font-family:Arial,sans-serif;font-size:14px;color:#1e2b3c;">
<tr><td style="padding:18px 26px;background:#1a4fa0;"><img src="https://shpejtpost.al/img/email/logo-white.png" width="130" alt="ShpejtPost"></td></tr>
<tr><td style="padding:26px;line-height:21px;">
Përshëndetje Mavi Cini Atolyesi,<br><br>
Shuma e arkëtuar me pagesë në dorëzim (kontrakim) për javën <b>15.09.2025 – 19.09.2025</b> u transferua në llogarinë tuaj.<br><br>
<table width="100%" cellpadding="7" cellspacing="0" style="font-size:14px;border-collapse:collapse;">
<tr style="background:#f5f8fc;"><td>Dërgesa të dorëzuara</td><td align="right">7</td></tr>
<tr><td>Shuma e arkëtuar</td><td align="right">18.400 Lekë</td></tr>
<tr style="background:#f5f8fc;"><td>Tarifa e shërbimit</td><td align="right">−2.240 Lekë</td></tr>
<tr><td><b>Shuma e transferuar</b></td><td align="right"><b>16.160 Lekë</b></td></tr>
</table><br>
Llogaria: AL** **** **** **** **** 3301 (Banka Drini)<br>Nr. i urdhërpagesës: SP-COD-2025-38-0117<br><br>
<a href="https://biznes.shpejtpost.al/kontrakime/2025-38" style="color:#1a4fa0;">Shikoni listën e dërgesave</a>
</td></tr>
<tr><td style="padding:14px 26px;border-top:1px solid #e3e9f2;font-size:11px;color:#6c7a8e;">ShpejtPost sh.p.k. · NIPT L71823004K · Rruga e Kavajës 118, Tiranë 1001 · +355 4 240 8800<br><a href="https://shpejtpost.al/privatesia" style="color:#6c7a8e;">Privatësia</a> · <a href="https://shpejtpost.al/kontakt" style="color:#6c7a8e;">Kontakt</a></td></tr>
</table></div>`,
  },
  {
    family: "shpejtpost",
    group: "regional",
    lang: "sq",
    kind: "login-code",
    code: "263058",
    link: null,
    from: "ShpejtPost Biznes <siguria@shpejtpost.al>",
    to: DENIZ,
    subject: "Kodi juaj i hyrjes në ShpejtPost Biznes",
    date: date(10, 6, 9, 3, 48, "+0200"),
    enc: "qp",
    text: `Përshëndetje,

Dikush (me shumë gjasë ju) po hyn në llogarinë ShpejtPost Biznes për Mavi Cini Atolyesi.

Kodi i verifikimit: 263058

Kodi skadon pas 5 minutash. Mos ia jepni askujt, as punonjësve tanë.

Nëse nuk jeni ju, ndryshoni fjalëkalimin në https://biznes.shpejtpost.al/llogaria/fjalekalimi ose na telefononi në +355 4 240 8800.

ShpejtPost
`,
    html: `<div style="background:#f0f4fa;padding:24px 0;">
<table align="center" width="520" cellpadding="0" cellspacing="0" style="background:#ffffff;border:1px solid #d6deea;font-family:Arial,sans-serif;font-size:14px;color:#1e2b3c;">
<tr><td style="padding:18px 26px;background:#1a4fa0;"><img src="https://shpejtpost.al/img/email/logo-white.png" width="130" alt="ShpejtPost"></td></tr>
<tr><td style="padding:26px;line-height:21px;">Përshëndetje,<br><br>Dikush (me shumë gjasë ju) po hyn në llogarinë <b>ShpejtPost Biznes</b> për Mavi Cini Atolyesi.</td></tr>
<tr><td align="center" style="padding:0 26px 8px;"><p style="margin:0 0 6px;font-size:12px;color:#6c7a8e;">Kodi i verifikimit</p><p style="margin:0;font-size:32px;font-weight:bold;letter-spacing:12px;color:#1a4fa0;">263058</p></td></tr>
<tr><td style="padding:16px 26px 26px;line-height:21px;font-size:13px;color:#4a5a70;">Kodi skadon pas 5 minutash. Mos ia jepni askujt, as punonjësve tanë.<br><br>Nëse nuk jeni ju, <a href="https://biznes.shpejtpost.al/llogaria/fjalekalimi" style="color:#1a4fa0;">ndryshoni fjalëkalimin</a> ose na telefononi në +355 4 240 8800.</td></tr>
<tr><td style="padding:14px 26px;border-top:1px solid #e3e9f2;font-size:11px;color:#6c7a8e;">ShpejtPost sh.p.k. · NIPT L71823004K · Rruga e Kavajës 118, Tiranë 1001</td></tr>
</table></div>`,
  },
];

// ---------------------------------------------------------------- Belgenet (Turkish e-invoice integrator)

const belgenet_mails: Mail[] = [
  {
    family: "belgenet",
    group: "negative",
    lang: "tr",
    kind: "einvoice-issued",
    code: null,
    link: null,
    from: "Belgenet e-Belge <e-arsiv@belgenet.com.tr>",
    to: "Selin Yıldırım <selin.yildirim@postakutum.com.tr>",
    subject: "MAVİ ÇİNİ ATÖLYESİ - e-Arşiv Faturanız (MCA2025000001047)",
    date: date(10, 8, 12, 20, 16),
    enc: "qp",
    text: `Sayın SELİN YILDIRIM,

MAVİ ÇİNİ ATÖLYESİ - DENİZ ARSLAN tarafından adınıza e-Arşiv fatura düzenlenmiştir.

Fatura No: MCA2025000001047
Fatura Tarihi: 08.10.2025
ETTN: 3b9e1c70-42d8-4a5f-b1e6-07f9c2a8d415
Ödenecek Tutar: 1.024,90 TL (KDV dahil)

Faturanızın PDF görüntüsü ektedir. Faturayı ayrıca https://earsiv.belgenet.com.tr/sorgula adresinden ETTN ile sorgulayabilirsiniz.

Bu e-posta Belgenet e-Belge sistemi üzerinden otomatik gönderilmiştir. Fatura ile ilgili sorularınız için satıcıyla iletişime geçiniz: siparis@mavicini-atolye.com

Belgenet Bilgi Teknolojileri A.Ş. — GİB onaylı özel entegratör
`,
    html: `<table width="100%" cellpadding="0" cellspacing="0" style="font-family:Arial;font-size:13px;color:#333;">
<tr><td style="padding:12px;border-bottom:2px solid #0a5c8a;"><img src="https://earsiv.belgenet.com.tr/img/belgenet-ebelge.png" width="150" alt="Belgenet e-Belge"></td></tr>
<tr><td style="padding:16px 12px;line-height:19px;">
Sayın <b>SELİN YILDIRIM</b>,<br><br>
<b>MAVİ ÇİNİ ATÖLYESİ - DENİZ ARSLAN</b> tarafından adınıza e-Arşiv fatura düzenlenmiştir.<br><br>
<table cellpadding="5" cellspacing="0" border="1" style="border-collapse:collapse;border-color:#c9d6df;font-size:13px;">
<tr><td bgcolor="#eaf2f7">Fatura No</td><td>MCA2025000001047</td></tr>
<tr><td bgcolor="#eaf2f7">Fatura Tarihi</td><td>08.10.2025</td></tr>
<tr><td bgcolor="#eaf2f7">ETTN</td><td>3b9e1c70-42d8-4a5f-b1e6-07f9c2a8d415</td></tr>
<tr><td bgcolor="#eaf2f7">Ödenecek Tutar</td><td>1.024,90 TL (KDV dahil)</td></tr>
</table><br>
Faturanızın PDF görüntüsü ektedir. Faturayı ayrıca <a href="https://earsiv.belgenet.com.tr/sorgula">e-Arşiv sorgulama</a> sayfasından ETTN ile sorgulayabilirsiniz.<br><br>
<span style="font-size:11px;color:#777;">Bu e-posta Belgenet e-Belge sistemi üzerinden otomatik gönderilmiştir. Fatura ile ilgili sorularınız için satıcıyla iletişime geçiniz: siparis@mavicini-atolye.com<br>Belgenet Bilgi Teknolojileri A.Ş. — GİB onaylı özel entegratör</span>
</td></tr></table>`,
    headers: [["Cc", "siparis@mavicini-atolye.com"]],
    attachment: ["MCA2025000001047.pdf", "application/pdf", PDF],
  },
  {
    family: "belgenet",
    group: "regional",
    lang: "tr",
    kind: "login-code",
    code: "820461",
    link: null,
    from: "Belgenet e-Belge <guvenlik@belgenet.com.tr>",
    to: DENIZ,
    subject: "Belgenet portal tek kullanımlık şifreniz",
    date: date(10, 20, 9, 12, 30),
    enc: "7bit",
    text: `Sayin Kullanicimiz,

Belgenet e-Belge portalina giris icin tek kullanimlik sifreniz: 82 04 61

Sifre 180 saniye gecerlidir.

VKN/TCKN: 3*******12
Kullanici: deniz@mavicini-atolye.com
Tarih: 20.10.2025 09:12

Bu islemi siz yapmadiysaniz 0850 242 35 36 numarali destek hattimizi arayiniz.

Belgenet Bilgi Teknolojileri A.S.
`,
    html: null,
  },
];

// ---------------------------------------------------------------- FiskalNet (Albanian e-invoicing)

const FN_VERIFY = "https://app.fiskalnet.al/llogaria/verifiko?email=deniz%40mavicini-atolye.com&token=f3a81c0d59e24b7a";

const fiskalnet_mails: Mail[] = [
  {
    family: "fiskalnet",
    group: "regional",
    lang: "sq",
    kind: "verify-link",
    code: null,
    link: FN_VERIFY,
    from: "FiskalNet <mos-pergjigj@fiskalnet.al>",
    to: DENIZ,
    subject: "Verifikoni adresën tuaj të email-it – FiskalNet",
    date: date(9, 5, 16, 40, 11, "+0200"),
    enc: "b64",
    text: `Mirë se vini në FiskalNet!

Llogaria juaj për subjektin MAVI CINI ATOLYESI (NIPT M52318077B) u krijua. Përpara se të lëshoni faturën e parë të fiskalizuar, duhet të verifikoni adresën e email-it:

${FN_VERIFY}

Lidhja është e vlefshme për 72 orë.

Hapat e ardhshëm pas verifikimit:
1. Ngarkoni certifikatën elektronike (.p12) të lëshuar nga DPT
2. Regjistroni njësinë e biznesit dhe kodin e operatorit
3. Lëshoni faturën e parë

Ndihmë: ndihma@fiskalnet.al · +355 69 40 11 220

FiskalNet sh.p.k. · Bulevardi Zogu I, Tiranë
`,
    html: `<html><body style="margin:0;background:#f4f1fb;">
<table width="100%" cellspacing="0" cellpadding="0"><tr><td align="center" style="padding:28px 12px;">
<table width="560" cellspacing="0" cellpadding="0" style="background:#ffffff;border-radius:8px;font-family:'Open Sans',Arial,sans-serif;color:#2a2340;">
<tr><td style="padding:26px 32px 0;"><img src="https://fiskalnet.al/assets/mail/fiskalnet-logo.png" width="150" alt="FiskalNet"></td></tr>
<tr><td style="padding:20px 32px 0;font-size:22px;font-weight:700;">Mirë se vini në FiskalNet!</td></tr>
<tr><td style="padding:14px 32px;font-size:15px;line-height:23px;">Llogaria juaj për subjektin <b>MAVI CINI ATOLYESI</b> (NIPT M52318077B) u krijua. Përpara se të lëshoni faturën e parë të fiskalizuar, duhet të verifikoni adresën e email-it.</td></tr>
<tr><td style="padding:8px 32px 20px;"><a href="${
      FN_VERIFY.replace("&", "&amp;")
    }" style="display:inline-block;background:#6a3fd6;color:#ffffff;padding:13px 28px;border-radius:6px;text-decoration:none;font-weight:600;">Verifiko email-in</a>
<p style="font-size:12px;color:#7b7590;margin:10px 0 0;">Lidhja është e vlefshme për 72 orë.</p></td></tr>
<tr><td style="padding:0 32px 24px;font-size:14px;line-height:22px;"><b>Hapat e ardhshëm pas verifikimit</b>
<ol style="margin:6px 0 0;padding-left:20px;"><li>Ngarkoni certifikatën elektronike (.p12) të lëshuar nga DPT</li><li>Regjistroni njësinë e biznesit dhe kodin e operatorit</li><li>Lëshoni faturën e parë</li></ol></td></tr>
<tr><td style="padding:16px 32px;background:#faf8fe;border-radius:0 0 8px 8px;font-size:11px;color:#7b7590;line-height:17px;">Ndihmë: <a href="mailto:ndihma@fiskalnet.al" style="color:#6a3fd6;">ndihma@fiskalnet.al</a> · +355 69 40 11 220<br>FiskalNet sh.p.k. · Bulevardi Zogu I, Tiranë · <a href="https://fiskalnet.al/kushtet" style="color:#7b7590;">Kushtet</a> · <a href="https://fiskalnet.al/privatesia" style="color:#7b7590;">Privatësia</a></td></tr>
</table></td></tr></table></body></html>`,
  },
  {
    family: "fiskalnet",
    group: "negative",
    lang: "sq",
    kind: "einvoice-fiscalized",
    code: null,
    link: null,
    from: "FiskalNet <mos-pergjigj@fiskalnet.al>",
    to: SHOP,
    subject: "Fatura 14/2025/ab123cd456 u fiskalizua me sukses",
    date: date(10, 15, 13, 5, 27, "+0200"),
    enc: "8bit",
    text: `Fatura juaj u fiskalizua.

Nr. i faturës: 14/2025/ab123cd456
Blerësi: Bora Home sh.p.k. (NIPT L82104455A)
Totali: 24.600 Lekë (TVSH 20%: 4.100 Lekë)
NSLF: 9A1C7E4B0D22F6834E5A1B9C07D3E8F2
NIVF: 5d0c3b2e-91f7-4a6b-8e04-2f1d7c9a6b53
Data: 15.10.2025 13:04

Fatura është dërguar edhe te blerësi. Mund ta shkarkoni nga paneli: https://app.fiskalnet.al/faturat/14-2025

FiskalNet
`,
    html: `<html><body style="margin:0;background:#f4f1fb;font-family:'Open Sans',Arial,sans-serif;">
<table width="560" align="center" cellspacing="0" cellpadding="0" style="background:#ffffff;margin-top:24px;border-radius:8px;color:#2a2340;">
<tr><td style="padding:22px 30px;"><img src="https://fiskalnet.al/assets/mail/fiskalnet-logo.png" width="130" alt="FiskalNet"></td></tr>
<tr><td style="padding:0 30px;font-size:18px;font-weight:700;color:#1b8a4b;">✔ Fatura juaj u fiskalizua</td></tr>
<tr><td style="padding:14px 30px 24px;">
<table width="100%" cellpadding="6" cellspacing="0" style="font-size:13px;">
<tr><td style="color:#7b7590;width:130px;">Nr. i faturës</td><td>14/2025/ab123cd456</td></tr>
<tr><td style="color:#7b7590;">Blerësi</td><td>Bora Home sh.p.k. (NIPT L82104455A)</td></tr>
<tr><td style="color:#7b7590;">Totali</td><td>24.600 Lekë (TVSH 20%: 4.100 Lekë)</td></tr>
<tr><td style="color:#7b7590;">NSLF</td><td style="font-family:monospace;font-size:12px;">9A1C7E4B0D22F6834E5A1B9C07D3E8F2</td></tr>
<tr><td style="color:#7b7590;">NIVF</td><td style="font-family:monospace;font-size:12px;">5d0c3b2e-91f7-4a6b-8e04-2f1d7c9a6b53</td></tr>
<tr><td style="color:#7b7590;">Data</td><td>15.10.2025 13:04</td></tr>
</table>
<p style="font-size:13px;margin:14px 0 0;">Fatura është dërguar edhe te blerësi. <a href="https://app.fiskalnet.al/faturat/14-2025" style="color:#6a3fd6;">Shkarko PDF</a></p>
</td></tr></table></body></html>`,
  },
];

// ---------------------------------------------------------------- Timologio+ (Greek e-invoicing app)

const TP_RESET = "https://app.timologioplus.gr/auth/reset-password?token=Zt9kQ2mX7rVbL4wN8pHc&lang=el";

const timologio_mails: Mail[] = [
  {
    family: "timologio-plus",
    group: "regional",
    lang: "el",
    kind: "reset-link",
    code: null,
    link: TP_RESET,
    from: "Timologio+ <support@timologioplus.gr>",
    to: DENIZ,
    subject: "Επαναφορά κωδικού πρόσβασης Timologio+",
    date: date(9, 29, 21, 14, 9),
    enc: "qp",
    text: `Γεια σας,

Λάβαμε αίτημα επαναφοράς του κωδικού πρόσβασης για τον λογαριασμό deniz@mavicini-atolye.com.

Ορίστε νέο κωδικό εδώ (ο σύνδεσμος λήγει σε 60 λεπτά):
${TP_RESET}

Αν δεν ζητήσατε εσείς την επαναφορά, αγνοήστε αυτό το μήνυμα· ο τρέχων κωδικός σας παραμένει ενεργός.

Timologio+ — Ηλεκτρονική τιμολόγηση, πιστοποιημένος πάροχος ΑΑΔΕ
Τηλ. υποστήριξης 2310 555 210 (Δευ–Παρ 09:00–17:00)
`,
    html: `<!DOCTYPE html><html lang="el"><head><meta charset="utf-8"></head><body style="margin:0;background:#f5f7fa;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:30px 12px;">
<table role="presentation" width="540" cellpadding="0" cellspacing="0" style="background:#ffffff;border:1px solid #e2e6ec;font-family:Arial,sans-serif;color:#1c2430;">
<tr><td style="padding:22px 30px;border-bottom:1px solid #e2e6ec;"><img src="https://timologioplus.gr/email/tplus-logo.png" width="136" alt="Timologio+"></td></tr>
<tr><td style="padding:28px 30px 8px;font-size:19px;font-weight:bold;">Επαναφορά κωδικού πρόσβασης</td></tr>
<tr><td style="padding:8px 30px;font-size:15px;line-height:22px;">Λάβαμε αίτημα επαναφοράς του κωδικού πρόσβασης για τον λογαριασμό <b>deniz@mavicini-atolye.com</b>. Ο σύνδεσμος λήγει σε 60 λεπτά.</td></tr>
<tr><td style="padding:18px 30px;"><a href="${
      TP_RESET.replace("&", "&amp;")
    }" style="background:#e4572e;color:#ffffff;display:inline-block;padding:12px 24px;border-radius:4px;text-decoration:none;font-weight:bold;">Ορισμός νέου κωδικού</a></td></tr>
<tr><td style="padding:0 30px 24px;font-size:13px;line-height:20px;color:#5d6878;">Αν δεν ζητήσατε εσείς την επαναφορά, αγνοήστε αυτό το μήνυμα· ο τρέχων κωδικός σας παραμένει ενεργός.</td></tr>
<tr><td style="padding:16px 30px;background:#f8f9fb;font-size:11px;color:#8792a2;line-height:16px;">Timologio+ — Ηλεκτρονική τιμολόγηση, πιστοποιημένος πάροχος ΑΑΔΕ · Τσιμισκή 98, 546 22 Θεσσαλονίκη<br>Υποστήριξη 2310 555 210 · <a href="https://timologioplus.gr/help" style="color:#8792a2;">Βοήθεια</a> · <a href="https://timologioplus.gr/privacy" style="color:#8792a2;">Απόρρητο</a></td></tr>
</table></td></tr></table></body></html>`,
  },
  {
    family: "timologio-plus",
    group: "negative",
    lang: "el",
    kind: "einvoice-transmitted",
    code: null,
    link: null,
    from: "Timologio+ <noreply@timologioplus.gr>",
    to: SHOP,
    subject: "Διαβίβαση στο myDATA: ΤΠΥ Α-0213 – ΜΑΡΚ 400001945273118",
    date: date(10, 21, 11, 48, 2),
    enc: "8bit",
    text: `Το παραστατικό διαβιβάστηκε επιτυχώς στην ΑΑΔΕ (myDATA).

Τύπος: Τιμολόγιο Παροχής Υπηρεσιών
Σειρά/Αριθμός: Α-0213
Πελάτης: ΚΕΡΑΜΙΚΑ ΠΕΛΑΓΟΣ Ι.Κ.Ε. (ΑΦΜ 801992310)
Καθαρή αξία: 420,00 € · ΦΠΑ 24%: 100,80 € · Σύνολο: 520,80 €
ΜΑΡΚ: 400001945273118
UID: 7C3E09A1F2B84D66A1E0C5B9D3F27E44
Ημερομηνία: 21/10/2025

Το PDF με QR code αποστέλλεται αυτόματα στον πελάτη.

Timologio+
`,
    html: null,
  },
];

// ---------------------------------------------------------------- Sirkeci Customs Brokerage

const sirkeci_mails: Mail[] = [
  {
    family: "sirkeci-gumruk",
    group: "negative",
    lang: "tr",
    kind: "export-declaration",
    code: null,
    link: null,
    from: "Sirkeci Gümrük Müşavirliği <operasyon@sirkecigumruk.com.tr>",
    to: DENIZ,
    subject: "GÇB kapandı – 25341300EX00218744 / Mavi Çini – Limassol",
    date: date(9, 30, 17, 22, 48),
    enc: "qp",
    text: `Deniz Hanım merhaba,

Kıbrıs (Limassol) sevkiyatınıza ait gümrük çıkış beyannamesi kapanmıştır; kapanış dökümü ve fatura ekte yer almaktadır.

Beyanname no: 25341300EX00218744
Çıkış gümrüğü: İzmir Adnan Menderes Havalimanı Gümrük Müdürlüğü
Kap / brüt ağırlık: 4 koli / 38,6 kg
GTİP: 6912.00.50.00.00 (seramik sofra eşyası)
Fatura bedeli: 2.310,00 EUR (EXW)
Müşavirlik hizmet bedeli: 3.250,00 TL + KDV (fatura no SGM2025-00917)

KDV iadesi için GÇB'nin e-imzalı çıktısını muhasebecinize iletmenizi öneririz.

Saygılarımızla,
Murat Tekin
Sirkeci Gümrük Müşavirliği Ltd. Şti.
Mimar Kemalettin Mah. Hoca Paşa Sok. No: 8/4 Fatih / İstanbul 34112
T: 0212 519 44 80 · M: 0532 618 20 47
`,
    html: `<div style="font-family:Calibri,Arial,sans-serif;font-size:11pt;color:#000000;">
<p>Deniz Hanım merhaba,</p>
<p>Kıbrıs (Limassol) sevkiyatınıza ait gümrük çıkış beyannamesi kapanmıştır; kapanış dökümü ve fatura ekte yer almaktadır.</p>
<table border="1" cellpadding="4" cellspacing="0" style="border-collapse:collapse;font-size:10pt;">
<tr><td><b>Beyanname no</b></td><td>25341300EX00218744</td></tr>
<tr><td><b>Çıkış gümrüğü</b></td><td>İzmir Adnan Menderes Havalimanı Gümrük Müdürlüğü</td></tr>
<tr><td><b>Kap / brüt ağırlık</b></td><td>4 koli / 38,6 kg</td></tr>
<tr><td><b>GTİP</b></td><td>6912.00.50.00.00 (seramik sofra eşyası)</td></tr>
<tr><td><b>Fatura bedeli</b></td><td>2.310,00 EUR (EXW)</td></tr>
<tr><td><b>Hizmet bedeli</b></td><td>3.250,00 TL + KDV (fatura no SGM2025-00917)</td></tr>
</table>
<p>KDV iadesi için GÇB'nin e-imzalı çıktısını muhasebecinize iletmenizi öneririz.</p>
<p>Saygılarımızla,</p>
<p style="margin:0;"><b>Murat Tekin</b><br><span style="color:#1f4e79;">Sirkeci Gümrük Müşavirliği Ltd. Şti.</span><br>Mimar Kemalettin Mah. Hoca Paşa Sok. No: 8/4 Fatih / İstanbul 34112<br>T: 0212 519 44 80 · M: 0532 618 20 47<br><a href="http://www.sirkecigumruk.com.tr">www.sirkecigumruk.com.tr</a></p>
<p style="font-size:8pt;color:#808080;">Bu e-posta ve ekleri yalnızca alıcısına yöneliktir. Yanlışlıkla size ulaştıysa lütfen göndericiye bildirip siliniz.</p>
</div>`,
    attachment: ["GCB_25341300EX00218744_kapanis.pdf", "application/pdf", PDF],
  },
  {
    family: "sirkeci-gumruk",
    group: "negative",
    lang: "en",
    kind: "customs-cleared",
    code: null,
    link: null,
    from: "Murat Tekin <murat.tekin@sirkecigumruk.com.tr>",
    to: "Andreas Christou <andreas@pelagosceramics.com.cy>",
    subject: "RE: Shipment 4 cartons Izmir > Limassol – cleared at destination",
    date: date(10, 3, 10, 51, 6),
    enc: "7bit",
    headers: [["Cc", "Deniz Arslan <deniz@mavicini-atolye.com>"], [
      "In-Reply-To",
      "<CY-LMS-77102@pelagosceramics.com.cy>",
    ]],
    text: `Dear Andreas,

Our partner agent in Limassol confirms that the 4 cartons (AWB 235-4418 0925) were cleared by Cyprus Customs this morning. Import VAT of EUR 438.90 was paid under your deferment account, as agreed; their invoice will come to you directly.

MRN: 25CY000010021478A1
Clearance date: 03/10/2025

The goods are ready for collection at the Larnaca airport cargo terminal, shed 3, from 14:00 today. Please bring the release note (attached to their mail) and a photo ID.

Best regards,
Murat Tekin
Sirkeci Customs Brokerage | Istanbul
T +90 212 519 44 80

-----Original Message-----
From: Andreas Christou
Sent: Thursday, October 2, 2025 4:18 PM
Subject: Shipment 4 cartons Izmir > Limassol

Hi Murat, any update on clearance? We'd like to collect on Friday. Thanks, Andreas
`,
    html: null,
  },
];

// ---------------------------------------------------------------- Kutuhane (packaging supplier)

const kutuhane_mails: Mail[] = [
  {
    family: "kutuhane",
    group: "negative",
    lang: "tr",
    kind: "order-confirmation",
    code: null,
    link: null,
    from: "Kutuhane Ambalaj <siparis@kutuhane.com>",
    to: SHOP,
    subject: "Siparişiniz alındı #24117",
    date: date(9, 21, 20, 9, 33),
    enc: "8bit",
    text: `Merhaba Deniz Arslan,

Siparişiniz için teşekkür ederiz. Ödemeniz onaylandı, siparişiniz hazırlanıyor.

Sipariş #24117 — 21.09.2025

Oluklu e-ticaret kutusu 25x20x10 cm (100 adet) ......... 1.450,00 TL
Petek kağıt dolgu 30 cm x 50 m ........................... 385,00 TL
"Kırılacak eşya" bant, 66 m (6 adet) ..................... 270,00 TL
Ara toplam ............................................. 2.105,00 TL
KDV (%20) ................................................ 421,00 TL
Kargo .................................................... Ücretsiz
Toplam ................................................. 2.526,00 TL

Tahmini kargoya veriliş: 23.09.2025
Kargo: HızlıKoli

Kutuhane Ambalaj · Kemalpaşa OSB 3. Cad. No: 14, 35730 İzmir · 0232 877 40 40
`,
    html: `<div style="background:#f7f2ea;padding:20px 0;font-family:Georgia,'Times New Roman',serif;">
<table align="center" width="600" cellpadding="0" cellspacing="0" style="background:#ffffff;color:#3a2e22;">
<tr><td style="padding:22px 30px;border-bottom:1px solid #eadfce;"><img src="https://kutuhane.com/cdn/shop/files/kutuhane-logo.png" width="150" alt="Kutuhane Ambalaj"></td></tr>
<tr><td style="padding:26px 30px 8px;font-size:22px;">Siparişiniz için teşekkürler!</td></tr>
<tr><td style="padding:0 30px 18px;font-family:Arial,sans-serif;font-size:14px;line-height:21px;">Merhaba Deniz Arslan, ödemeniz onaylandı ve siparişiniz hazırlanıyor.<br><span style="color:#8c7a66;">Sipariş #24117 — 21.09.2025</span></td></tr>
<tr><td style="padding:0 30px;font-family:Arial,sans-serif;font-size:14px;">
<table width="100%" cellpadding="8" cellspacing="0">
<tr><td style="border-bottom:1px solid #f0e8dc;">Oluklu e-ticaret kutusu 25x20x10 cm (100 adet)</td><td align="right" style="border-bottom:1px solid #f0e8dc;">1.450,00 TL</td></tr>
<tr><td style="border-bottom:1px solid #f0e8dc;">Petek kağıt dolgu 30 cm x 50 m</td><td align="right" style="border-bottom:1px solid #f0e8dc;">385,00 TL</td></tr>
<tr><td style="border-bottom:1px solid #f0e8dc;">"Kırılacak eşya" bant, 66 m (6 adet)</td><td align="right" style="border-bottom:1px solid #f0e8dc;">270,00 TL</td></tr>
<tr><td>Ara toplam</td><td align="right">2.105,00 TL</td></tr>
<tr><td>KDV (%20)</td><td align="right">421,00 TL</td></tr>
<tr><td>Kargo</td><td align="right">Ücretsiz</td></tr>
<tr><td style="font-weight:bold;">Toplam</td><td align="right" style="font-weight:bold;">2.526,00 TL</td></tr>
</table></td></tr>
<tr><td style="padding:18px 30px;font-family:Arial,sans-serif;font-size:13px;color:#8c7a66;">Tahmini kargoya veriliş: 23.09.2025 · Kargo: HızlıKoli<br><a href="https://kutuhane.com/account/orders/24117" style="color:#a0642b;">Siparişi görüntüle</a></td></tr>
<tr><td style="padding:16px 30px;background:#3a2e22;color:#d9cbb8;font-family:Arial,sans-serif;font-size:11px;">Kutuhane Ambalaj · Kemalpaşa OSB 3. Cad. No: 14, 35730 İzmir · 0232 877 40 40<br><a href="https://www.instagram.com/kutuhane" style="color:#d9cbb8;">Instagram</a> · <a href="https://kutuhane.com/policies/privacy-policy" style="color:#d9cbb8;">Gizlilik</a></td></tr>
</table></div>`,
  },
  {
    family: "kutuhane",
    group: "negative",
    lang: "tr",
    kind: "promo-coupon",
    code: null,
    link: null,
    from: "Kutuhane Ambalaj <haber@kutuhane.com>",
    to: SHOP,
    subject: "Yılbaşı yoğunluğuna hazır mısınız? Kutularda %15 indirim 📦",
    date: date(10, 23, 11, 0, 0),
    enc: "b64",
    headers: [["List-Unsubscribe", "<https://kutuhane.com/unsubscribe?c=nl-2025-10&u=88412>"]],
    text: `Yılbaşı siparişleri kapıda!

Stoklar erimeden kutunuzu ayırtın: tüm oluklu kutu ve hediye kutularında 31 Ekim'e kadar %15 indirim.

İndirim kodu: YILBASI15
(Minimum sepet 1.000 TL, kargo ücretsiz)

Yeni: Baskılı hediye kutusu — logonuz tek renk, 250 adetten başlayan fiyatlarla.

Alışverişe başla: https://kutuhane.com/collections/kutular?utm_source=newsletter&utm_campaign=yilbasi15

Kutuhane Ambalaj · 0232 877 40 40
Bu e-postayı almak istemiyorsanız: https://kutuhane.com/unsubscribe?c=nl-2025-10&u=88412
`,
    html: `<div style="background:#f7f2ea;padding:20px 0;">
<table align="center" width="600" cellpadding="0" cellspacing="0" style="background:#ffffff;font-family:Arial,sans-serif;color:#3a2e22;">
<tr><td><a href="https://kutuhane.com/?utm_source=newsletter&amp;utm_campaign=yilbasi15"><img src="https://kutuhane.com/cdn/mail/2025-10/yilbasi-banner.jpg" width="600" alt="Yılbaşı siparişleri kapıda! Kutularda %15 indirim" style="display:block;"></a></td></tr>
<tr><td style="padding:26px 34px;font-size:15px;line-height:23px;text-align:center;">Stoklar erimeden kutunuzu ayırtın: tüm oluklu kutu ve hediye kutularında <b>31 Ekim'e kadar %15 indirim</b>.</td></tr>
<tr><td align="center"><div style="display:inline-block;border:2px dashed #a0642b;padding:10px 24px;font-size:22px;font-weight:bold;letter-spacing:2px;">YILBASI15</div><p style="font-size:12px;color:#8c7a66;">Minimum sepet 1.000 TL · kargo ücretsiz</p></td></tr>
<tr><td align="center" style="padding:10px 0 26px;"><a href="https://kutuhane.com/collections/kutular?utm_source=newsletter&amp;utm_campaign=yilbasi15" style="background:#a0642b;color:#ffffff;padding:12px 28px;text-decoration:none;border-radius:3px;">Alışverişe başla</a></td></tr>
<tr><td style="padding:0 34px 24px;"><table width="100%"><tr><td width="180"><img src="https://kutuhane.com/cdn/mail/2025-10/baskili-kutu.jpg" width="170" alt="Baskılı hediye kutusu"></td><td style="font-size:14px;line-height:21px;"><b>Yeni: Baskılı hediye kutusu</b><br>Logonuz tek renk, 250 adetten başlayan fiyatlarla.</td></tr></table></td></tr>
<tr><td style="padding:16px 34px;background:#3a2e22;color:#d9cbb8;font-size:11px;">Kutuhane Ambalaj · 0232 877 40 40 · <a href="https://kutuhane.com/unsubscribe?c=nl-2025-10&amp;u=88412" style="color:#d9cbb8;">Abonelikten çık</a></td></tr>
</table></div>`,
  },
];

// ---------------------------------------------------------------- Reklamio (advertising platform)

function reklamio(pre: string, body: string): string {
  return `<!DOCTYPE html><html><head><meta charset="utf-8"><meta name="color-scheme" content="light only"></head>
<body style="margin:0;background:#fafafa;">
<div style="display:none;max-height:0;overflow:hidden;mso-hide:all;">${pre}</div>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:24px 10px;">
<table role="presentation" width="600" cellpadding="0" cellspacing="0" style="font-family:'Helvetica Neue',Helvetica,Arial,sans-serif;color:#161616;">
<tr><td style="padding:0 0 18px;"><a href="https://t.reklamio.com/c/eJx1jU0OgjAQBe9/Home"><img src="https://static.reklamio.com/email/logo-r-black.png" width="118" alt="Reklamio Ads"></a></td></tr>
<tr><td style="background:#ffffff;border-radius:4px;border-top:5px solid #ffcc00;padding:34px 38px;font-size:15px;line-height:24px;">${body}</td></tr>
<tr><td style="padding:22px 4px;font-size:11px;line-height:17px;color:#7a7a7a;">
Reklamio Technologies FZ-LLC, Dubai Internet City, Building 4, Dubai, UAE · Regional office: Maslak 1453, İstanbul<br>
<a href="https://t.reklamio.com/c/eJx1jU0OgjAQBe9/Help" style="color:#7a7a7a;">Help</a> · <a href="https://t.reklamio.com/c/eJx1jU0OgjAQBe9/Policies" style="color:#7a7a7a;">Advertising policies</a> · <a href="https://t.reklamio.com/c/eJx1jU0OgjAQBe9/Prefs" style="color:#7a7a7a;">Email preferences</a><br>
<a href="https://t.reklamio.com/c/eJx1jU0OgjAQBe9/LinkedIn"><img src="https://static.reklamio.com/email/in.png" width="16" alt="LinkedIn"></a> <a href="https://t.reklamio.com/c/eJx1jU0OgjAQBe9/X"><img src="https://static.reklamio.com/email/x.png" width="16" alt="X"></a> <a href="https://t.reklamio.com/c/eJx1jU0OgjAQBe9/YouTube"><img src="https://static.reklamio.com/email/yt.png" width="16" alt="YouTube"></a><br>
© 2025 Reklamio. You're receiving this because you have a Reklamio Ads account.
</td></tr></table></td></tr></table></body></html>`;
}

const RK_VERIFY =
  "https://t.reklamio.com/c/eJx1jU0OgjAQBe9ZYmV2dnZBUCS4ASiRyoOsVgWNX9t3uEoP8x6ZL9sK9gD6tHKw?l=verify-billing&r=ads.reklamio.com%2Fbilling%2Fverify%3Ftoken%3Dbv_4f81a0c9e2";

const reklamio_mails: Mail[] = [
  {
    family: "reklamio",
    group: "negative",
    lang: "en",
    kind: "promo-credit",
    code: null,
    link: null,
    from: "Reklamio Ads <hello@mail.reklamio.com>",
    to: SHOP,
    subject: "Spend ₺1,000, get ₺1,000 in ad credit – this week only",
    date: date(9, 9, 10, 30, 0),
    enc: "qp",
    headers: [["List-Unsubscribe", "<https://t.reklamio.com/u/eJx1jU0OgjAQBe9/unsub>"]],
    text: `Reach more shoppers before the holiday rush

New advertisers in Türkiye get matched ad credit: spend ₺1,000 on Reklamio Shopping campaigns by 30 September 2025 and we'll add ₺1,000 to your account.

Promo code: REKLAM1000

Enter the code under Billing > Promotions before you launch your first campaign. Credit is applied within 5 days of reaching the spend and expires 60 days after it's added. Terms: https://t.reklamio.com/c/eJx1jU0OgjAQBe9/PromoTerms

Create a campaign: https://t.reklamio.com/c/eJx1jU0OgjAQBe9/NewCampaign

Reklamio Ads
`,
    html: reklamio(
      "Spend ₺1,000, get ₺1,000 — code REKLAM1000 inside.",
      `<p style="margin:0 0 14px;font-size:24px;line-height:30px;font-weight:700;">Reach more shoppers before the holiday rush</p>
<p style="margin:0 0 20px;">New advertisers in Türkiye get matched ad credit: spend <b>₺1,000</b> on Reklamio Shopping campaigns by <b>30 September 2025</b> and we'll add ₺1,000 to your account.</p>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="background:#fff7cc;padding:18px;border-radius:4px;">
<span style="font-size:12px;color:#6b5d00;text-transform:uppercase;letter-spacing:1px;">Promo code</span><br><span style="font-size:26px;font-weight:700;letter-spacing:3px;">REKLAM1000</span></td></tr></table>
<p style="margin:20px 0;font-size:13px;color:#555;">Enter the code under Billing › Promotions before you launch your first campaign. Credit is applied within 5 days of reaching the spend and expires 60 days after it's added. <a href="https://t.reklamio.com/c/eJx1jU0OgjAQBe9/PromoTerms" style="color:#161616;">Terms apply</a>.</p>
<a href="https://t.reklamio.com/c/eJx1jU0OgjAQBe9/NewCampaign" style="display:inline-block;background:#161616;color:#ffcc00;padding:13px 26px;border-radius:3px;font-weight:700;text-decoration:none;">Create a campaign</a>`,
    ),
  },
  {
    family: "reklamio",
    group: "consumer",
    lang: "en",
    kind: "verify-link",
    code: null,
    link: RK_VERIFY,
    from: "Reklamio Ads <billing-noreply@reklamio.com>",
    to: "Muhasebe <muhasebe@mavicini-atolye.com>",
    subject: "Confirm this address for Reklamio billing notices",
    date: date(9, 12, 15, 47, 29),
    enc: "7bit",
    html_enc: "qp",
    text: `Hi,

Deniz Arslan added muhasebe@mavicini-atolye.com as the billing contact for the Reklamio Ads account "Mavi Cini Atolyesi" (ID 884-120-5573).

Invoices, payment receipts and failed-payment warnings will go to this address once you confirm it:

${RK_VERIFY}

The link is valid for 7 days. If you don't know this account, you can ignore this email.

Reklamio Ads Billing
`,
    html: reklamio(
      "Confirm muhasebe@mavicini-atolye.com as billing contact.",
      `<p style="margin:0 0 16px;font-size:20px;font-weight:700;">Confirm your billing email</p>
<p style="margin:0 0 16px;">Deniz Arslan added <b>muhasebe@mavicini-atolye.com</b> as the billing contact for the Reklamio Ads account <b>Mavi Cini Atolyesi</b> (ID 884-120-5573).</p>
<p style="margin:0 0 22px;">Invoices, payment receipts and failed-payment warnings will go to this address once you confirm it.</p>
<a href="${
        RK_VERIFY.replace(/&/g, "&amp;")
      }" style="display:inline-block;background:#ffcc00;color:#161616;padding:13px 26px;border-radius:3px;font-weight:700;text-decoration:none;">Confirm email address</a>
<p style="margin:22px 0 0;font-size:13px;color:#555;">The link is valid for 7 days. If you don't know this account, you can ignore this email.</p>`,
    ),
  },
  {
    family: "reklamio",
    group: "consumer",
    lang: "en",
    kind: "two-factor-code",
    code: "R-448190",
    code_digits: "448190",
    link: null,
    from: "Reklamio Ads <security-noreply@reklamio.com>",
    to: DENIZ,
    subject: "R-448190: your Reklamio sign-in code",
    date: date(10, 13, 7, 58, 14),
    enc: "b64",
    text: `R-448190

Use this code to finish signing in to Reklamio Ads. Only enter the 6 digits after "R-" if the field asks for numbers only.

It expires in 15 minutes.

Signed in from: Firefox on macOS, Istanbul, Türkiye
Time: 13 October 2025, 07:58 (GMT+3)

Didn't try to sign in? Secure your account: https://t.reklamio.com/c/eJx1jU0OgjAQBe9/Secure
`,
    html: reklamio(
      "Your sign-in code expires in 15 minutes.",
      `<p style="margin:0 0 16px;font-size:20px;font-weight:700;">Your sign-in code</p>
<p style="margin:0 0 18px;">Use this code to finish signing in to Reklamio Ads.</p>
<p style="margin:0 0 18px;font-size:32px;font-weight:700;letter-spacing:4px;font-family:'SF Mono',Menlo,monospace;">R-448190</p>
<p style="margin:0 0 18px;font-size:13px;color:#555;">Only enter the 6 digits after "R-" if the field asks for numbers only. It expires in 15 minutes.</p>
<table role="presentation" cellpadding="0" cellspacing="0" style="font-size:13px;color:#555;"><tr><td style="padding:2px 14px 2px 0;">Signed in from</td><td>Firefox on macOS, Istanbul, Türkiye</td></tr><tr><td style="padding:2px 14px 2px 0;">Time</td><td>13 October 2025, 07:58 (GMT+3)</td></tr></table>
<p style="margin:18px 0 0;font-size:13px;">Didn't try to sign in? <a href="https://t.reklamio.com/c/eJx1jU0OgjAQBe9/Secure" style="color:#161616;">Secure your account</a>.</p>`,
    ),
  },
];

// ---------------------------------------------------------------- Hesapdefter (accounting app)

const HD_INVITE = "https://app.hesapdefter.com/davet/kabul?d=mm_5XkQ83RzT1&ref=musavir";

const hesapdefter_mails: Mail[] = [
  {
    family: "hesapdefter",
    group: "regional",
    lang: "tr",
    kind: "invite-link",
    code: null,
    link: HD_INVITE,
    from: "Hesapdefter <davet@hesapdefter.com>",
    to: DENIZ,
    subject: "Mali müşaviriniz Kemal Aydın sizi Hesapdefter'e davet etti",
    date: date(9, 17, 10, 5, 51),
    enc: "qp",
    text: `Merhaba Deniz Arslan,

Mali müşaviriniz Kemal Aydın (Aydın SMMM Bürosu), "MAVİ ÇİNİ ATÖLYESİ" işletmenizi Hesapdefter'de oluşturdu ve sizi işletme sahibi olarak davet etti.

Daveti kabul ettiğinizde:
- Satış ve gider faturalarınızı birlikte görebilirsiniz,
- Fişlerinizi telefondan fotoğraflayıp müşavirinize iletebilirsiniz,
- KDV ve Ba-Bs dönemlerini takvimden takip edebilirsiniz.

Daveti kabul et: ${HD_INVITE}

Davet 14 gün geçerlidir. Hesapdefter'i kullanmak işletme sahipleri için ücretsizdir.

Hesapdefter Yazılım A.Ş. · Alsancak, Kıbrıs Şehitleri Cad. No: 40, 35220 İzmir
`,
    html: `<html><body style="margin:0;background:#eef6f4;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:30px 10px;">
<table width="560" cellpadding="0" cellspacing="0" style="background:#ffffff;border-radius:12px;font-family:Nunito,'Trebuchet MS',Arial,sans-serif;color:#203431;">
<tr><td style="padding:26px 34px 10px;"><img src="https://hesapdefter.com/img/mail/hd-logo.png" width="140" alt="Hesapdefter"></td></tr>
<tr><td style="padding:10px 34px;"><table cellpadding="0" cellspacing="0"><tr><td><img src="https://cdn.hesapdefter.com/avatars/musavir/58110.jpg" width="44" height="44" alt="Kemal Aydın" style="border-radius:22px;"></td><td style="padding-left:12px;font-size:14px;"><b>Kemal Aydın</b><br><span style="color:#6d817e;">Aydın SMMM Bürosu</span></td></tr></table></td></tr>
<tr><td style="padding:12px 34px;font-size:16px;line-height:25px;">Merhaba Deniz Arslan, mali müşaviriniz <b>MAVİ ÇİNİ ATÖLYESİ</b> işletmenizi Hesapdefter'de oluşturdu ve sizi işletme sahibi olarak davet etti.</td></tr>
<tr><td style="padding:4px 34px 14px;font-size:14px;line-height:23px;">✓ Satış ve gider faturalarınızı birlikte görün<br>✓ Fişlerinizi telefondan fotoğraflayıp müşavirinize iletin<br>✓ KDV ve Ba-Bs dönemlerini takvimden takip edin</td></tr>
<tr><td style="padding:8px 34px 10px;"><a href="${
      HD_INVITE.replace("&", "&amp;")
    }" style="display:block;text-align:center;background:#12a38a;color:#ffffff;padding:14px;border-radius:8px;font-weight:bold;text-decoration:none;font-size:16px;">Daveti kabul et</a></td></tr>
<tr><td style="padding:6px 34px 26px;font-size:12px;color:#6d817e;text-align:center;">Davet 14 gün geçerlidir. Hesapdefter işletme sahipleri için ücretsizdir.</td></tr>
<tr><td style="padding:16px 34px;border-top:1px solid #e3eeeb;font-size:11px;color:#8aa09c;">Hesapdefter Yazılım A.Ş. · Alsancak, Kıbrıs Şehitleri Cad. No: 40, 35220 İzmir · 0232 464 00 90<br><a href="https://hesapdefter.com/gizlilik" style="color:#8aa09c;">Gizlilik</a> · <a href="https://hesapdefter.com/yardim" style="color:#8aa09c;">Yardım</a></td></tr>
</table></td></tr></table></body></html>`,
  },
  {
    family: "hesapdefter",
    group: "negative",
    lang: "tr",
    kind: "tax-reminder",
    code: null,
    link: null,
    from: "Hesapdefter <hatirlatma@hesapdefter.com>",
    to: DENIZ,
    subject: "Hatırlatma: Eylül KDV beyannamesi için son gün 28 Ekim",
    date: date(10, 20, 8, 0, 3),
    enc: "8bit",
    text: `Merhaba Deniz,

Eylül 2025 dönemine ait KDV beyannamesinin verilmesi ve ödenmesi için son gün 28 Ekim 2025 Salı.

Hesapdefter'deki kayıtlarınıza göre Eylül dönemi özeti:
Satışlar (KDV hariç): 48.215,40 TL
Hesaplanan KDV: 9.643,08 TL
İndirilecek KDV: 3.980,55 TL
Tahmini ödenecek KDV: 5.662,53 TL

Eksik gider faturanız varsa müşavirinize 24 Ekim'e kadar iletmeniz önerilir. Beyanname müşaviriniz Kemal Aydın tarafından hazırlanacaktır.

Not: Bu tutarlar bilgilendirme amaçlıdır; kesin tutar beyanname sonrası tahakkuk fişinde yer alır.

Hesapdefter
`,
    html: `<html><body style="margin:0;background:#eef6f4;font-family:Nunito,'Trebuchet MS',Arial,sans-serif;">
<table width="560" align="center" cellpadding="0" cellspacing="0" style="background:#ffffff;border-radius:12px;margin-top:24px;color:#203431;">
<tr><td style="padding:24px 30px 6px;"><img src="https://hesapdefter.com/img/mail/hd-logo.png" width="120" alt="Hesapdefter"></td></tr>
<tr><td style="padding:10px 30px;font-size:18px;font-weight:bold;">📅 Son gün: 28 Ekim 2025 Salı</td></tr>
<tr><td style="padding:0 30px 14px;font-size:14px;line-height:22px;">Merhaba Deniz, Eylül 2025 dönemine ait KDV beyannamesinin verilmesi ve ödenmesi için son gün yaklaşıyor.</td></tr>
<tr><td style="padding:0 30px;"><table width="100%" cellpadding="7" cellspacing="0" style="font-size:14px;background:#f5faf9;border-radius:8px;">
<tr><td>Satışlar (KDV hariç)</td><td align="right">48.215,40 TL</td></tr>
<tr><td>Hesaplanan KDV</td><td align="right">9.643,08 TL</td></tr>
<tr><td>İndirilecek KDV</td><td align="right">3.980,55 TL</td></tr>
<tr><td><b>Tahmini ödenecek KDV</b></td><td align="right"><b>5.662,53 TL</b></td></tr></table></td></tr>
<tr><td style="padding:16px 30px;font-size:13px;line-height:20px;color:#4d615e;">Eksik gider faturanız varsa müşavirinize 24 Ekim'e kadar iletmeniz önerilir. Beyanname müşaviriniz Kemal Aydın tarafından hazırlanacaktır.<br><br><i>Bu tutarlar bilgilendirme amaçlıdır; kesin tutar beyanname sonrası tahakkuk fişinde yer alır.</i></td></tr>
<tr><td style="padding:0 30px 24px;"><a href="https://app.hesapdefter.com/raporlar/kdv?donem=2025-09" style="color:#12a38a;font-weight:bold;">Eylül raporunu aç →</a></td></tr>
</table></body></html>`,
  },
];

// ---------------------------------------------------------------- Вардател (North Macedonian telecom)

const vardatel_mails: Mail[] = [
  {
    family: "vardatel",
    group: "negative",
    lang: "mk",
    kind: "bill-monthly",
    code: null,
    link: null,
    from: "Вардател <e-smetka@vardatel.mk>",
    to: "Мави Чини Ателје ДООЕЛ <skopje@mavicini-atolye.com>",
    subject: "Вашата електронска сметка за септември 2025",
    date: date(10, 5, 9, 14, 0, "+0200"),
    enc: "b64",
    text: `Почитуван кориснику,

Вашата сметка за период 01.09.2025 – 30.09.2025 е издадена.

Корисник: МАВИ ЧИНИ АТЕЛЈЕ ДООЕЛ Скопје
Кориснички број: 7012488301
Број на сметка: 25-09-0418832
Пакет: Бизнис Мобилен M + Фиксен интернет 300 Mbps

Износ за плаќање: 2.349,00 денари
Рок за плаќање: 20.10.2025

Сметката во PDF можете да ја преземете во Мој Вардател. Ако сте вклучени во траен налог, износот ќе биде наплатен автоматски.

Вардател ДООЕЛ Скопје · бул. Партизански одреди 70, 1000 Скопје · Контакт центар 070 12 12 12
`,
    html: `<html><head><meta charset="utf-8"></head><body style="margin:0;background:#ffffff;">
<table width="620" align="center" cellpadding="0" cellspacing="0" style="font-family:Arial,sans-serif;color:#1b1b1b;">
<tr><td style="background:#e30613;padding:16px 24px;"><img src="https://www.vardatel.mk/email/vardatel-logo-white.png" width="140" alt="Вардател"></td></tr>
<tr><td style="padding:24px;font-size:14px;line-height:21px;">Почитуван кориснику,<br><br>Вашата сметка за период <b>01.09.2025 – 30.09.2025</b> е издадена.</td></tr>
<tr><td style="padding:0 24px;"><table width="100%" cellpadding="8" cellspacing="0" style="font-size:14px;border:1px solid #eeeeee;">
<tr><td style="background:#f7f7f7;width:200px;">Корисник</td><td>МАВИ ЧИНИ АТЕЛЈЕ ДООЕЛ Скопје</td></tr>
<tr><td style="background:#f7f7f7;">Кориснички број</td><td>7012488301</td></tr>
<tr><td style="background:#f7f7f7;">Број на сметка</td><td>25-09-0418832</td></tr>
<tr><td style="background:#f7f7f7;">Пакет</td><td>Бизнис Мобилен M + Фиксен интернет 300 Mbps</td></tr>
<tr><td style="background:#f7f7f7;">Износ за плаќање</td><td style="font-size:18px;font-weight:bold;color:#e30613;">2.349,00 ден.</td></tr>
<tr><td style="background:#f7f7f7;">Рок за плаќање</td><td>20.10.2025</td></tr></table></td></tr>
<tr><td style="padding:18px 24px;font-size:13px;line-height:20px;color:#555;">Сметката во PDF можете да ја преземете во <a href="https://moj.vardatel.mk/smetki" style="color:#e30613;">Мој Вардател</a>. Ако сте вклучени во траен налог, износот ќе биде наплатен автоматски.</td></tr>
<tr><td style="padding:16px 24px;background:#1b1b1b;color:#aaaaaa;font-size:11px;line-height:16px;">Вардател ДООЕЛ Скопје · бул. Партизански одреди 70, 1000 Скопје · Контакт центар 070 12 12 12<br><a href="https://www.vardatel.mk/privatnost" style="color:#aaaaaa;">Приватност</a> · <a href="https://www.vardatel.mk/prodavnici" style="color:#aaaaaa;">Продавници</a></td></tr>
</table></body></html>`,
  },
  {
    family: "vardatel",
    group: "regional",
    lang: "mk",
    kind: "login-code",
    code: "815337",
    link: null,
    from: "Мој Вардател <noreply@vardatel.mk>",
    to: "Мави Чини Ателје ДООЕЛ <skopje@mavicini-atolye.com>",
    subject: "Еднократен код за најава во Мој Вардател",
    date: date(10, 11, 19, 26, 40, "+0200"),
    enc: "qp",
    text: `Почитуван кориснику,

Вашиот еднократен код за најава во Мој Вардател е:

815 337

Кодот важи 5 минути. Не го споделувајте со никого — вработените во Вардател никогаш нема да ве прашаат за него.

Ако не се обидувавте да се најавите, игнорирајте ја оваа порака.

Вардател · 070 12 12 12
`,
    html: `<html><head><meta charset="utf-8"></head><body style="margin:0;background:#f4f4f4;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:24px 8px;">
<table width="480" cellpadding="0" cellspacing="0" style="background:#ffffff;font-family:Arial,sans-serif;color:#1b1b1b;">
<tr><td style="padding:18px 24px;border-bottom:3px solid #e30613;"><img src="https://www.vardatel.mk/email/vardatel-logo.png" width="120" alt="Вардател"></td></tr>
<tr><td style="padding:24px;font-size:14px;line-height:21px;">Почитуван кориснику,<br><br>Вашиот еднократен код за најава во <b>Мој Вардател</b> е:</td></tr>
<tr><td align="center" style="padding:0 24px 10px;font-size:30px;font-weight:bold;letter-spacing:6px;color:#e30613;">815&nbsp;337</td></tr>
<tr><td style="padding:14px 24px 24px;font-size:13px;line-height:20px;color:#555;">Кодот важи 5 минути. Не го споделувајте со никого — вработените во Вардател никогаш нема да ве прашаат за него.<br><br>Ако не се обидувавте да се најавите, игнорирајте ја оваа порака.</td></tr>
<tr><td style="padding:14px 24px;background:#f7f7f7;font-size:11px;color:#888;">Вардател ДООЕЛ Скопје · 070 12 12 12</td></tr>
</table></td></tr></table></body></html>`,
  },
  {
    family: "vardatel",
    group: "negative",
    lang: "mk",
    kind: "promo-offer",
    code: null,
    link: null,
    from: "Вардател Бизнис <biznis@news.vardatel.mk>",
    to: "Мави Чини Ателје ДООЕЛ <skopje@mavicini-atolye.com>",
    subject: "Втор број за вашиот бизнис – 3 месеци бесплатно",
    date: date(10, 24, 12, 0, 0, "+0200"),
    enc: "8bit",
    text: `Вардател Бизнис

Додадете втор мобилен број на вашиот бизнис пакет и првите 3 месеци не плаќате месечна претплата.

Со ваучер кодот БИЗНИС3М во продавница или преку контакт центарот 070 12 12 12.
Понудата важи до 30.11.2025 за постојни бизнис корисници.

После промотивниот период: 399 денари месечно, 20 GB интернет, неограничени разговори во мрежата.

Повеќе: https://www.vardatel.mk/biznis/vtor-broj?utm_source=email&utm_medium=newsletter

Одјава од известувања: https://www.vardatel.mk/odjava?e=skopje%40mavicini-atolye.com
`,
    html: null,
  },
];

// ---------------------------------------------------------------- Купинет (North Macedonian marketplace)

const KN_VERIFY = "https://prodavaci.kupinet.mk/registracija/potvrdi/b61f09c2e4d3a8775c10";

const kupinet_mails: Mail[] = [
  {
    family: "kupinet",
    group: "regional",
    lang: "mk",
    kind: "verify-link",
    code: null,
    link: KN_VERIFY,
    from: "Купинет за продавачи <prodavaci@kupinet.mk>",
    to: "Мави Чини Ателје ДООЕЛ <skopje@mavicini-atolye.com>",
    subject: "Потврдете ја вашата е-пошта за да ја отворите продавницата",
    date: date(9, 13, 11, 37, 19, "+0200"),
    enc: "qp",
    text: `Здраво,

Ви благодариме што се регистриравте како продавач на Купинет.

Пред да можете да објавувате производи, потврдете дека оваа адреса е ваша:
${KN_VERIFY}

Линкот важи 24 часа.

Потоа ќе ве замолиме да внесете ЕДБ, трансакциска сметка и адреса за подигнување на пратки.

Ако не сте се регистрирале вие, слободно игнорирајте ја оваа порака.

Тимот на Купинет
ул. Македонија 11, 1000 Скопје · 02 3 222 555
`,
    html: `<!DOCTYPE html><html lang="mk"><head><meta charset="utf-8"></head><body style="margin:0;background:#f5f3ff;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:28px 10px;">
<table role="presentation" width="540" cellpadding="0" cellspacing="0" style="background:#ffffff;border-radius:10px;font-family:Arial,sans-serif;color:#23203a;">
<tr><td align="center" style="padding:26px 20px 10px;"><img src="https://static.kupinet.mk/email/kupinet-prodavaci.png" width="160" alt="Купинет за продавачи"></td></tr>
<tr><td align="center" style="padding:10px 36px;font-size:21px;font-weight:bold;">Уште еден чекор до вашата продавница</td></tr>
<tr><td style="padding:10px 36px;font-size:15px;line-height:23px;">Ви благодариме што се регистриравте како продавач на Купинет. Пред да можете да објавувате производи, потврдете дека оваа адреса е ваша.</td></tr>
<tr><td align="center" style="padding:14px 36px 6px;"><a href="${KN_VERIFY}" style="background:#7b3fe4;color:#ffffff;display:inline-block;padding:13px 34px;border-radius:24px;text-decoration:none;font-weight:bold;">Потврди е-пошта</a></td></tr>
<tr><td align="center" style="padding:4px 36px 14px;font-size:12px;color:#8a86a3;">Линкот важи 24 часа.</td></tr>
<tr><td style="padding:6px 36px 24px;font-size:13px;line-height:20px;color:#5a5673;">Потоа ќе ве замолиме да внесете ЕДБ, трансакциска сметка и адреса за подигнување на пратки. Ако не сте се регистрирале вие, слободно игнорирајте ја оваа порака.</td></tr>
<tr><td align="center" style="padding:16px 36px;border-top:1px solid #eeeaf8;font-size:11px;color:#8a86a3;line-height:17px;">Купинет ДООЕЛ · ул. Македонија 11, 1000 Скопје · 02 3 222 555<br><a href="https://kupinet.mk/uslovi" style="color:#8a86a3;">Услови</a> · <a href="https://kupinet.mk/privatnost" style="color:#8a86a3;">Приватност</a> · <a href="https://www.facebook.com/kupinet.mk" style="color:#8a86a3;">Facebook</a></td></tr>
</table></td></tr></table></body></html>`,
  },
  {
    family: "kupinet",
    group: "negative",
    lang: "mk",
    kind: "order-new",
    code: null,
    link: null,
    from: "Купинет за продавачи <naracki@kupinet.mk>",
    to: "Мави Чини Ателје ДООЕЛ <skopje@mavicini-atolye.com>",
    subject: "Нова нарачка КН-558120 – Битола",
    date: date(10, 18, 16, 52, 7, "+0200"),
    enc: "b64",
    text: `Имате нова нарачка!

Нарачка: КН-558120 · 18.10.2025 16:50
Купувач: Ана С., Битола 7000

1 × Керамичка чинија „Лале", 24 см — 1.690 ден.
2 × Шолја за кафе со чинијче — 2 × 780 ден.
Достава (плаќа купувачот при подигање): 150 ден.
Вкупно: 3.400 ден. — плаќање при достава

Испратете ја пратката до 21.10.2025. Налепницата за испорака ќе ја најдете кај нарачката:
https://prodavaci.kupinet.mk/naracki/KN-558120

Купинет
`,
    html: `<!DOCTYPE html><html lang="mk"><head><meta charset="utf-8"></head><body style="margin:0;background:#f5f3ff;">
<table role="presentation" width="540" align="center" cellpadding="0" cellspacing="0" style="background:#ffffff;border-radius:10px;font-family:Arial,sans-serif;color:#23203a;margin-top:24px;">
<tr><td style="padding:22px 30px 6px;"><img src="https://static.kupinet.mk/email/kupinet-prodavaci.png" width="140" alt="Купинет"></td></tr>
<tr><td style="padding:8px 30px;font-size:20px;font-weight:bold;">Имате нова нарачка! 🛍️</td></tr>
<tr><td style="padding:0 30px 12px;font-size:13px;color:#5a5673;">КН-558120 · 18.10.2025 16:50 · Ана С., Битола 7000</td></tr>
<tr><td style="padding:0 30px;"><table width="100%" cellpadding="7" cellspacing="0" style="font-size:14px;">
<tr><td style="border-bottom:1px solid #eeeaf8;">1 × Керамичка чинија „Лале", 24 см</td><td align="right" style="border-bottom:1px solid #eeeaf8;">1.690 ден.</td></tr>
<tr><td style="border-bottom:1px solid #eeeaf8;">2 × Шолја за кафе со чинијче</td><td align="right" style="border-bottom:1px solid #eeeaf8;">1.560 ден.</td></tr>
<tr><td>Достава</td><td align="right">150 ден.</td></tr>
<tr><td><b>Вкупно</b> (плаќање при достава)</td><td align="right"><b>3.400 ден.</b></td></tr></table></td></tr>
<tr><td style="padding:16px 30px 24px;font-size:14px;">Испратете ја пратката до <b>21.10.2025</b>. <a href="https://prodavaci.kupinet.mk/naracki/KN-558120" style="color:#7b3fe4;">Отвори нарачка и налепница</a></td></tr>
</table></body></html>`,
  },
];

// ---------------------------------------------------------------- Banka Drini (Albanian bank)

const drini_mails: Mail[] = [
  {
    family: "banka-drini",
    group: "regional",
    lang: "sq",
    kind: "device-code",
    code: "590274",
    link: null,
    from: "Banka Drini <e-banking@bankadrini.al>",
    to: DENIZ,
    subject: "Kodi për aktivizimin e pajisjes së re – Drini Online",
    date: date(9, 25, 20, 11, 5, "+0200"),
    enc: "qp",
    text: `I/E nderuar klient,

Kërkuat të aktivizoni Drini Online në një pajisje të re (Samsung SM-A546B).

Kodi juaj i aktivizimit: 590274

Futeni kodin në aplikacion brenda 10 minutave. Banka Drini nuk ju kërkon kurrë këtë kod me telefon, SMS ose email.

Nëse nuk e keni bërë ju këtë kërkesë, telefononi menjëherë Qendrën e Kontaktit në 0800 4040 (falas) ose +355 4 227 0000 nga jashtë.

Me respekt,
Banka Drini sh.a.
Bulevardi Dëshmorët e Kombit 9, Tiranë
`,
    html: `<html><head><meta charset="utf-8"></head><body style="margin:0;background:#eaeef2;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:26px 10px;">
<table width="560" cellpadding="0" cellspacing="0" style="background:#ffffff;font-family:Georgia,serif;color:#102a43;">
<tr><td style="padding:20px 28px;background:#0b3d5c;"><img src="https://www.bankadrini.al/media/email/drini-logo-white.png" width="150" alt="Banka Drini"></td></tr>
<tr><td style="padding:26px 28px 8px;font-family:Arial,sans-serif;font-size:14px;line-height:21px;">I/E nderuar klient,<br><br>Kërkuat të aktivizoni <b>Drini Online</b> në një pajisje të re (Samsung SM-A546B).</td></tr>
<tr><td style="padding:10px 28px;"><table width="100%" cellpadding="0" cellspacing="0" style="border:1px solid #c5d3df;"><tr>
<td style="padding:16px;font-family:Arial,sans-serif;font-size:13px;color:#4a6278;">Kodi juaj i aktivizimit</td>
<td align="right" style="padding:16px;font-family:'Courier New',monospace;font-size:28px;font-weight:bold;letter-spacing:5px;color:#0b3d5c;">590274</td></tr></table></td></tr>
<tr><td style="padding:12px 28px 24px;font-family:Arial,sans-serif;font-size:13px;line-height:20px;color:#4a6278;">Futeni kodin në aplikacion brenda 10 minutave. Banka Drini nuk ju kërkon kurrë këtë kod me telefon, SMS ose email.<br><br>Nëse nuk e keni bërë ju këtë kërkesë, telefononi menjëherë Qendrën e Kontaktit në <b>0800 4040</b> (falas) ose +355 4 227 0000 nga jashtë.</td></tr>
<tr><td style="padding:14px 28px;background:#f3f6f9;font-family:Arial,sans-serif;font-size:10px;line-height:15px;color:#7a8fa3;">Banka Drini sh.a. · Bulevardi Dëshmorët e Kombit 9, Tiranë · Licencuar nga Banka e Shqipërisë<br><a href="https://www.bankadrini.al/siguria" style="color:#7a8fa3;">Këshilla sigurie</a> · <a href="https://www.bankadrini.al/privatesia" style="color:#7a8fa3;">Privatësia</a></td></tr>
</table></td></tr></table></body></html>`,
  },
  {
    family: "banka-drini",
    group: "negative",
    lang: "sq",
    kind: "transfer-incoming",
    code: null,
    link: null,
    from: "Banka Drini <njoftime@bankadrini.al>",
    to: DENIZ,
    subject: "Kreditim në llogarinë tuaj ****3301",
    date: date(10, 4, 9, 30, 12, "+0200"),
    enc: "8bit",
    text: `I/E nderuar klient,

Llogaria juaj ****3301 (ALL) u kreditua.

Shuma: 16.160,00 ALL
Urdhërues: SHPEJTPOST SHPK
Përshkrimi: SP-COD-2025-38-0117 KONTRAKIM JAVA 38
Data e valutës: 22.09.2025
Gjendja e disponueshme: 41.872,35 ALL

Ky është një njoftim automatik. Për pyetje: 0800 4040.

Banka Drini sh.a.
`,
    html: null,
  },
];

// ---------------------------------------------------------------- Etiketo (shipping-label tool)

const ET_MAGIC = "https://app.etiketo.io/auth/magic?token=mlk_01JA7Q4V9K2ZD8W6H3N5R0TXBE&redirect=%2Fshipments";

const etiketo_mails: Mail[] = [
  {
    family: "etiketo",
    group: "consumer",
    lang: "en",
    kind: "login-link",
    code: null,
    link: ET_MAGIC,
    from: "Etiketo <login@etiketo.io>",
    to: DENIZ,
    subject: "Your Etiketo sign-in link",
    date: date(9, 27, 9, 44, 51),
    enc: "7bit",
    html_enc: "b64",
    text: `Sign in to Etiketo

Click the link below to sign in as deniz@mavicini-atolye.com. It works once and expires in 20 minutes.

${ET_MAGIC}

Requested from Chrome on Windows (Izmir, TR) at 09:44 GMT+3.

If you didn't ask for this, you can safely delete this email - nobody can sign in without it.

--
Etiketo - print labels for HizliKoli, DROMEAS, ShpejtPost and 20 more carriers from one screen.
Etiketo OU, Sepapaja 6, 15551 Tallinn, Estonia
`,
    html: `<!doctype html><html><head><meta charset="utf-8"></head>
<body style="margin:0;padding:0;background:#ffffff;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:40px 16px;">
<table role="presentation" width="460" cellpadding="0" cellspacing="0" style="font-family:ui-sans-serif,system-ui,-apple-system,'Segoe UI',sans-serif;color:#111827;">
<tr><td style="padding-bottom:28px;"><img src="https://etiketo.io/email/etiketo-mark.png" width="32" height="32" alt="Etiketo"></td></tr>
<tr><td style="font-size:22px;font-weight:600;padding-bottom:12px;">Sign in to Etiketo</td></tr>
<tr><td style="font-size:15px;line-height:24px;color:#374151;padding-bottom:24px;">Click the button below to sign in as <b>deniz@mavicini-atolye.com</b>. It works once and expires in 20 minutes.</td></tr>
<tr><td style="padding-bottom:24px;"><a href="${
      ET_MAGIC.replace("&", "&amp;")
    }" style="display:inline-block;background:#111827;color:#ffffff;font-size:15px;font-weight:600;padding:12px 22px;border-radius:6px;text-decoration:none;">Sign in</a></td></tr>
<tr><td style="font-size:13px;line-height:20px;color:#6b7280;padding-bottom:8px;">Or paste this into your browser:</td></tr>
<tr><td style="font-size:12px;line-height:18px;color:#6b7280;word-break:break-all;padding-bottom:28px;"><a href="${
      ET_MAGIC.replace("&", "&amp;")
    }" style="color:#6b7280;">${ET_MAGIC.replace("&", "&amp;")}</a></td></tr>
<tr><td style="font-size:13px;line-height:20px;color:#6b7280;border-top:1px solid #e5e7eb;padding-top:18px;">Requested from Chrome on Windows (Izmir, TR) at 09:44 GMT+3. If you didn't ask for this, you can safely delete this email — nobody can sign in without it.</td></tr>
<tr><td style="font-size:11px;line-height:17px;color:#9ca3af;padding-top:18px;">Etiketo OÜ · Sepapaja 6, 15551 Tallinn, Estonia · <a href="https://etiketo.io/privacy" style="color:#9ca3af;">Privacy</a></td></tr>
</table></td></tr></table></body></html>`,
  },
  {
    family: "etiketo",
    group: "negative",
    lang: "en",
    kind: "usage-receipt",
    code: null,
    link: null,
    from: "Etiketo <billing@etiketo.io>",
    to: SHOP,
    subject: "Receipt #ET-61092 – September labels",
    date: date(10, 1, 3, 12, 44, "+0000"),
    enc: "qp",
    text: `Receipt #ET-61092
Paid 1 October 2025 · Mastercard •••• 7702

September 2025 usage — Mavi Cini Atolyesi

Labels printed            148
  HizliKoli (TR)           112
  DROMEAS (GR)              21
  ShpejtPost (AL)            9
  Kupinet courier (MK)       6
Starter plan               €9.00
Extra labels (48 × €0.05)  €2.40
VAT (0%, reverse charge)   €0.00
Total                      €11.40

Manage billing: https://app.etiketo.io/settings/billing

Etiketo OU · Sepapaja 6, 15551 Tallinn, Estonia · VAT EE102771845
`,
    html: `<!doctype html><html><head><meta charset="utf-8"></head><body style="margin:0;background:#ffffff;">
<table role="presentation" width="460" align="center" cellpadding="0" cellspacing="0" style="font-family:ui-sans-serif,system-ui,-apple-system,'Segoe UI',sans-serif;color:#111827;margin-top:36px;">
<tr><td style="padding-bottom:20px;"><img src="https://etiketo.io/email/etiketo-mark.png" width="32" height="32" alt="Etiketo"></td></tr>
<tr><td style="font-size:20px;font-weight:600;">Receipt #ET-61092</td></tr>
<tr><td style="font-size:13px;color:#6b7280;padding:4px 0 20px;">Paid 1 October 2025 · Mastercard •••• 7702</td></tr>
<tr><td><table width="100%" cellpadding="6" cellspacing="0" style="font-size:14px;">
<tr><td colspan="2" style="font-weight:600;border-bottom:1px solid #e5e7eb;">September 2025 usage — Mavi Cini Atolyesi</td></tr>
<tr><td style="color:#6b7280;">Labels printed</td><td align="right">148</td></tr>
<tr><td style="color:#6b7280;padding-left:18px;">HizliKoli (TR) · DROMEAS (GR) · ShpejtPost (AL) · Kupinet courier (MK)</td><td align="right" style="color:#6b7280;">112 · 21 · 9 · 6</td></tr>
<tr><td>Starter plan</td><td align="right">€9.00</td></tr>
<tr><td>Extra labels (48 × €0.05)</td><td align="right">€2.40</td></tr>
<tr><td>VAT (0%, reverse charge)</td><td align="right">€0.00</td></tr>
<tr><td style="font-weight:600;border-top:1px solid #e5e7eb;">Total</td><td align="right" style="font-weight:600;border-top:1px solid #e5e7eb;">€11.40</td></tr>
</table></td></tr>
<tr><td style="font-size:13px;padding-top:20px;"><a href="https://app.etiketo.io/settings/billing" style="color:#111827;">Manage billing</a></td></tr>
<tr><td style="font-size:11px;color:#9ca3af;padding-top:24px;">Etiketo OÜ · Sepapaja 6, 15551 Tallinn, Estonia · VAT EE102771845</td></tr>
</table></body></html>`,
  },
];

// ---------------------------------------------------------------- Trustalya (review platform)

const TA_VERIFY = "https://business.trustalya.com/claim/verify?c=27195540&b=mavicini-atolye-com&sig=9f2ac41e";

const trustalya_mails: Mail[] = [
  {
    family: "trustalya",
    group: "consumer",
    lang: "en",
    kind: "business-verify",
    code: "2719-5540",
    link: TA_VERIFY,
    from: "Trustalya for Business <verify@business.trustalya.com>",
    to: DENIZ,
    subject: "Verify that you work at Mavi Çini Atölyesi",
    date: date(9, 14, 14, 2, 20, "+0000"),
    enc: "b64",
    text: `Hi Deniz,

You asked to claim the Trustalya profile for mavicini-atolye.com. To show that you work there, confirm with one click:

${TA_VERIFY}

Or type this verification code on the claim page:

2719-5540

The code and link expire in 48 hours. Once verified you can reply to reviews, invite customers and add your logo.

Mavi Çini Atölyesi currently has 37 reviews (TrustScore 4.6).

Thanks,
Trustalya for Business
Trustalya ApS, Pilestræde 58, 1112 Copenhagen, Denmark
`,
    html: `<!DOCTYPE html><html><head><meta charset="utf-8"></head><body style="margin:0;background:#f2f5f3;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:30px 12px;">
<table role="presentation" width="580" cellpadding="0" cellspacing="0" style="background:#ffffff;font-family:Arial,Helvetica,sans-serif;color:#191919;">
<tr><td style="padding:22px 32px;border-bottom:1px solid #e4e9e6;"><img src="https://cdn.trustalya.com/brand/email/trustalya-business.png" width="170" alt="Trustalya for Business"></td></tr>
<tr><td style="padding:30px 32px 10px;font-size:22px;font-weight:bold;">Verify that you work at Mavi Çini Atölyesi</td></tr>
<tr><td style="padding:6px 32px 20px;font-size:15px;line-height:23px;">Hi Deniz, you asked to claim the Trustalya profile for <b>mavicini-atolye.com</b>. To show that you work there, confirm with one click.</td></tr>
<tr><td style="padding:0 32px 22px;"><a href="${
      TA_VERIFY.replace(/&/g, "&amp;")
    }" style="display:inline-block;background:#04a86b;color:#ffffff;padding:13px 30px;border-radius:24px;font-weight:bold;text-decoration:none;">Verify my business</a></td></tr>
<tr><td style="padding:0 32px 8px;font-size:14px;color:#555;">Or type this verification code on the claim page:</td></tr>
<tr><td style="padding:0 32px 20px;"><span style="display:inline-block;background:#f2f5f3;padding:10px 18px;font-size:26px;font-weight:bold;letter-spacing:3px;font-family:Consolas,monospace;">2719-5540</span></td></tr>
<tr><td style="padding:0 32px 24px;font-size:13px;line-height:20px;color:#555;">The code and link expire in 48 hours. Once verified you can reply to reviews, invite customers and add your logo.<br><br>Mavi Çini Atölyesi currently has <b>37 reviews</b> (TrustScore 4.6 ★).</td></tr>
<tr><td style="padding:16px 32px;background:#191919;color:#b9b9b9;font-size:11px;line-height:17px;">Trustalya ApS · Pilestræde 58, 1112 Copenhagen, Denmark<br><a href="https://business.trustalya.com/help" style="color:#b9b9b9;">Help</a> · <a href="https://legal.trustalya.com/privacy" style="color:#b9b9b9;">Privacy</a> · <a href="https://legal.trustalya.com/guidelines" style="color:#b9b9b9;">Guidelines for businesses</a></td></tr>
</table></td></tr></table></body></html>`,
  },
  {
    family: "trustalya",
    group: "negative",
    lang: "en",
    kind: "review-new",
    code: null,
    link: null,
    from: "Trustalya <notifications@trustalya.com>",
    to: SHOP,
    subject: "New 5-star review for Mavi Çini Atölyesi",
    date: date(10, 16, 18, 33, 0, "+0000"),
    enc: "8bit",
    text: `You have a new review

★★★★★  "Beautiful bowls, packed like treasure"
by Eleni K., Cyprus · 16 Oct 2025

"Ordered two Iznik-style bowls to Limassol. Arrived in 6 days, wrapped in so much honeycomb paper that nothing could break. The colours are even nicer in person."

Replying to reviews shows customers you're listening. Reply now: https://business.trustalya.com/reviews/r_6a1f88c20e?utm_source=notif

Your TrustScore: 4.6 (38 reviews)

Turn these notifications off: https://business.trustalya.com/settings/notifications
`,
    html: `<!DOCTYPE html><html><head><meta charset="utf-8"></head><body style="margin:0;background:#f2f5f3;">
<table role="presentation" width="580" align="center" cellpadding="0" cellspacing="0" style="background:#ffffff;font-family:Arial,Helvetica,sans-serif;color:#191919;margin-top:26px;">
<tr><td style="padding:22px 32px;border-bottom:1px solid #e4e9e6;"><img src="https://cdn.trustalya.com/brand/email/trustalya-business.png" width="170" alt="Trustalya for Business"></td></tr>
<tr><td style="padding:26px 32px 6px;font-size:20px;font-weight:bold;">You have a new review</td></tr>
<tr><td style="padding:8px 32px;"><img src="https://cdn.trustalya.com/stars/5.png" width="110" alt="5 stars"></td></tr>
<tr><td style="padding:4px 32px;font-size:16px;font-weight:bold;">"Beautiful bowls, packed like treasure"</td></tr>
<tr><td style="padding:4px 32px 10px;font-size:12px;color:#777;">Eleni K., Cyprus · 16 Oct 2025</td></tr>
<tr><td style="padding:0 32px 18px;font-size:14px;line-height:22px;color:#333;">Ordered two Iznik-style bowls to Limassol. Arrived in 6 days, wrapped in so much honeycomb paper that nothing could break. The colours are even nicer in person.</td></tr>
<tr><td style="padding:0 32px 22px;"><a href="https://business.trustalya.com/reviews/r_6a1f88c20e?utm_source=notif" style="display:inline-block;border:2px solid #04a86b;color:#04a86b;padding:10px 22px;border-radius:24px;font-weight:bold;text-decoration:none;">Reply to review</a></td></tr>
<tr><td style="padding:0 32px 22px;font-size:13px;color:#555;">Your TrustScore: <b>4.6</b> (38 reviews)</td></tr>
<tr><td style="padding:16px 32px;background:#191919;color:#b9b9b9;font-size:11px;">Trustalya ApS · Pilestræde 58, 1112 Copenhagen, Denmark · <a href="https://business.trustalya.com/settings/notifications" style="color:#b9b9b9;">Notification settings</a></td></tr>
</table></body></html>`,
  },
];

// ---------------------------------------------------------------- later notices from the same senders

const more_mails: Mail[] = [
  {
    family: "narpazar",
    group: "negative",
    lang: "tr",
    kind: "return-request",
    code: null,
    link: null,
    from: "Narpazar Satıcı Paneli <satici-bildirim@narpazar.com.tr>",
    to: SHOP,
    subject: "İade talebi oluşturuldu: NP-7802215 – Lale desenli çini karo seti",
    date: date(10, 10, 14, 26, 9),
    enc: "qp",
    text: `Merhaba Mavi Çini Atölyesi,

Müşteriniz NP-7802215 numaralı sipariş için iade talebi oluşturdu.

Ürün: Lale desenli çini karo seti (4'lü) – 1 adet – 1.240,00 TL
İade nedeni: Ürün hasarlı geldi (müşteri 2 fotoğraf ekledi)
İade talep no: IR-2025-55120
Müşteri ürünü 17.10.2025 tarihine kadar HızlıKoli'ye teslim edecek.

Ürün deponuza ulaştıktan sonra 48 saat içinde iadeyi onaylamaz veya itiraz etmezseniz, iade otomatik olarak onaylanır ve tutar bir sonraki hakedişinizden düşülür.

Talebi görüntüle: https://satici.narpazar.com.tr/iadeler/IR-2025-55120

Narpazar Satıcı Ekibi · 0850 460 27 27
`,
    html: narpazar(
      "Müşteriniz NP-7802215 için iade talebi oluşturdu.",
      `<p style="margin:0 0 14px;font-size:18px;font-weight:bold;">İade talebi oluşturuldu</p>
<p style="margin:0 0 16px;">Merhaba Mavi Çini Atölyesi,<br>müşteriniz <b>NP-7802215</b> numaralı sipariş için iade talebi oluşturdu.</p>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="border:1px solid #ece6e2;font-size:13px;">
 <tr><td style="padding:9px 12px;color:#8a8380;" width="140">Ürün</td><td style="padding:9px 12px;">Lale desenli çini karo seti (4'lü) – 1 adet – 1.240,00 TL</td></tr>
 <tr><td style="padding:9px 12px;color:#8a8380;border-top:1px solid #ece6e2;">İade nedeni</td><td style="padding:9px 12px;border-top:1px solid #ece6e2;">Ürün hasarlı geldi (2 fotoğraf)</td></tr>
 <tr><td style="padding:9px 12px;color:#8a8380;border-top:1px solid #ece6e2;">İade talep no</td><td style="padding:9px 12px;border-top:1px solid #ece6e2;">IR-2025-55120</td></tr>
 <tr><td style="padding:9px 12px;color:#8a8380;border-top:1px solid #ece6e2;">Kargoya teslim</td><td style="padding:9px 12px;border-top:1px solid #ece6e2;">17.10.2025'e kadar, HızlıKoli</td></tr>
</table>
<p style="margin:16px 0;font-size:13px;color:#5a5350;">Ürün deponuza ulaştıktan sonra 48 saat içinde iadeyi onaylamaz veya itiraz etmezseniz, iade otomatik olarak onaylanır ve tutar bir sonraki hakedişinizden düşülür.</p>
<a href="https://satici.narpazar.com.tr/iadeler/IR-2025-55120" style="color:#b3202e;font-weight:bold;">Talebi görüntüle</a>`,
    ),
  },
  {
    family: "vitrinly",
    group: "negative",
    lang: "en",
    kind: "password-changed",
    code: null,
    link: null,
    from: "Vitrinly <no-reply@vitrinly.com>",
    to: DENIZ,
    subject: "Your Vitrinly password was changed",
    date: date(9, 2, 8, 15, 37),
    enc: "b64",
    text: `Hi Deniz,

The password for your Vitrinly staff login (deniz@mavicini-atolye.com) was changed on 2 September 2025 at 08:15 (GMT+3).

If you made this change, there's nothing else to do.

If you didn't, lock your account right away and contact the store owner: https://accounts.vitrinly.com/security/lock?u=st_55810

— The Vitrinly team
`,
    html: vitrinly(
      "If you made this change, there's nothing else to do.",
      `<h1 style="margin:0 0 16px;font-size:20px;">Your password was changed</h1>
<p style="margin:0 0 16px;">Hi Deniz, the password for your Vitrinly staff login (<b>deniz@mavicini-atolye.com</b>) was changed on 2 September 2025 at 08:15 (GMT+3).</p>
<p style="margin:0 0 16px;">If you made this change, there's nothing else to do.</p>
<p style="margin:0;padding:14px 16px;background:#fff4f4;border-radius:8px;font-size:14px;">Didn't change it? <a href="https://accounts.vitrinly.com/security/lock?u=st_55810" style="color:#c02626;font-weight:600;">Lock your account</a> and contact the store owner.</p>`,
    ),
  },
  {
    family: "agorakipos",
    group: "negative",
    lang: "el",
    kind: "campaign-offer",
    code: null,
    link: null,
    from: "Agorakipos Partners <news@partners.agorakipos.gr>",
    to: SHOP,
    subject: "Black Friday στο Agorakipos: μειωμένη προμήθεια 8% για τους πρώτους 500 συνεργάτες",
    date: date(10, 22, 10, 0, 0),
    enc: "qp",
    headers: [["List-Unsubscribe", "<https://partners.agorakipos.gr/unsubscribe?l=promo&id=58812>"]],
    text: `Black Friday 2025 — 24 έως 30 Νοεμβρίου

Φέτος η προμήθεια στα προϊόντα της καμπάνιας πέφτει στο 8% (από 14%) για τους πρώτους 500 συνεργάτες που θα δηλώσουν προϊόντα έως τις 10/11/2025.

Επιπλέον, με τον κωδικό διαφήμισης BF25ADS παίρνετε 50 € δωρεάν πίστωση για προωθημένες καταχωρίσεις.

Δείτε τους όρους και δηλώστε προϊόντα από το Κέντρο Καμπανιών: https://partners.agorakipos.gr/campaigns/black-friday-2025

Agorakipos Partners · 210 300 4455
Διαγραφή από τα ενημερωτικά: https://partners.agorakipos.gr/unsubscribe?l=promo&id=58812
`,
    html: agorakipos(
      `<img src="https://img.agorakipos.gr/email/2025/bf-partners-banner.jpg" width="508" alt="Black Friday 2025 — 24 έως 30 Νοεμβρίου" style="display:block;margin:0 0 20px;">
<p style="margin:0 0 16px;">Φέτος η προμήθεια στα προϊόντα της καμπάνιας πέφτει στο <b>8% (από 14%)</b> για τους πρώτους 500 συνεργάτες που θα δηλώσουν προϊόντα έως τις <b>10/11/2025</b>.</p>
<p style="margin:0 0 16px;">Επιπλέον, με τον κωδικό διαφήμισης <b style="background:#eef7f3;padding:2px 6px;">BF25ADS</b> παίρνετε 50 € δωρεάν πίστωση για προωθημένες καταχωρίσεις.</p>
<a href="https://partners.agorakipos.gr/campaigns/black-friday-2025" style="display:inline-block;background:#2f8f6b;color:#ffffff;padding:12px 26px;border-radius:22px;text-decoration:none;font-weight:600;">Κέντρο Καμπανιών</a>`,
      `<a href="https://partners.agorakipos.gr/unsubscribe?l=promo&amp;id=58812" style="color:#6d7c77;">Διαγραφή από τα ενημερωτικά</a><br>`,
    ),
  },
  {
    family: "kupinet",
    group: "negative",
    lang: "mk",
    kind: "payout-sent",
    code: null,
    link: null,
    from: "Купинет за продавачи <isplati@kupinet.mk>",
    to: "Мави Чини Ателје ДООЕЛ <skopje@mavicini-atolye.com>",
    subject: "Исплата бр. IS-2025-10-0447 е уплатена",
    date: date(10, 27, 10, 40, 55, "+0100"),
    enc: "8bit",
    text: `Почитуван продавачу,

Исплатата за нарачките доставени од 13.10.2025 до 26.10.2025 е уплатена на вашата трансакциска сметка.

Број на исплата: IS-2025-10-0447
Нарачки: 5
Наплатено од купувачи: 11.870 ден.
Провизија Купинет (9%): −1.068 ден.
Уплатено: 10.802 ден.
Сметка: 300-0000*****-41 (Стопанска банка)

Спецификацијата е достапна во делот „Исплати".

Купинет · 02 3 222 555
`,
    html: null,
  },
];

export const mails: Mail[] = [
  ...narpazar_mails,
  ...agorakipos_mails,
  ...vitrinly_mails,
  ...odemekit_mails,
  ...kalypso_mails,
  ...lodos_mails,
  ...hizlikoli_mails,
  ...kutubox_mails,
  ...thyrida_mails,
  ...dromeas_mails,
  ...shpejt_mails,
  ...belgenet_mails,
  ...fiskalnet_mails,
  ...timologio_mails,
  ...sirkeci_mails,
  ...kutuhane_mails,
  ...reklamio_mails,
  ...hesapdefter_mails,
  ...vardatel_mails,
  ...kupinet_mails,
  ...drini_mails,
  ...etiketo_mails,
  ...trustalya_mails,
  ...more_mails,
];
