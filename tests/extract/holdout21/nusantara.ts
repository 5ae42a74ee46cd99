/**
 * The inbox of a family spread over Indonesia, Malaysia and the Philippines across two months:
 * e-wallets, banks, ride-hailing, marketplaces, telco, government e-services, school, hospital,
 * utilities, travel, streaming, faith groups and tutoring, in Indonesian, Malay, Tagalog, Cebuano,
 * English and Chinese; most mail asks for nothing, a minority carries an OTP, a PIN or a link.
 * @module
 */

import type { Mail } from "../holdout_kit.ts";

// ---------------------------------------------------------------- dompetara (ID e-wallet)

function dompetara_page(preheader: string, body: string): string {
  return `<!DOCTYPE html>
<html lang="id"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Dompetara</title></head>
<body style="margin:0;padding:0;background:#eef3f8;font-family:Helvetica,Arial,sans-serif;">
<div style="display:none;max-height:0;overflow:hidden;color:#eef3f8;">${preheader}</div>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="background:#eef3f8;">
<tr><td align="center" style="padding:24px 8px;">
<table role="presentation" width="560" cellpadding="0" cellspacing="0" border="0" style="background:#ffffff;border-radius:12px;">
<tr><td style="padding:20px 28px;border-bottom:1px solid #e3e8ee;">
<a href="https://dompetara.co.id/?utm_source=email&utm_medium=trx"><img src="https://cdn.dompetara.co.id/mail/logo-2x.png" width="132" alt="Dompetara" style="display:block;border:0;"></a>
</td></tr>
<tr><td style="padding:28px;color:#1f2a37;font-size:15px;line-height:22px;">
${body}
</td></tr>
<tr><td style="padding:18px 28px;background:#f7f9fb;border-radius:0 0 12px 12px;color:#6b7785;font-size:12px;line-height:18px;">
Butuh bantuan? Hubungi Dompetara Care di 1500-482 (24 jam) atau <a href="https://bantuan.dompetara.co.id" style="color:#0b6bcb;">bantuan.dompetara.co.id</a>.<br>
PT Dompet Nusantara Digital berizin dan diawasi oleh Bank Indonesia.<br>
Gedung Menara Cakra Lt. 17, Jl. Jend. Sudirman Kav. 58, Jakarta Selatan 12190<br>
<a href="https://www.instagram.com/dompetara.id" style="color:#6b7785;">Instagram</a> &middot;
<a href="https://twitter.com/dompetara" style="color:#6b7785;">X</a> &middot;
<a href="https://dompetara.co.id/kebijakan-privasi" style="color:#6b7785;">Kebijakan Privasi</a><br>
&copy; 2026 Dompetara. Email ini dikirim otomatis, mohon tidak membalas.
</td></tr>
</table></td></tr></table>
</body></html>`;
}

const dompetara: Mail[] = [
  {
    family: "dompetara",
    group: "regional",
    lang: "id",
    kind: "login-code",
    code: "738204",
    link: null,
    from: "Dompetara <no-reply@notifikasi.dompetara.co.id>",
    subject: "Kode OTP Dompetara kamu",
    date: "Tue, 15 Sep 2026 19:42:11 +0700",
    enc: "qp",
    text: `Hai Rini,

Kode OTP untuk masuk ke akun Dompetara kamu di perangkat baru:

738204

Kode ini berlaku selama 5 menit. JANGAN berikan kode ini kepada siapa pun,
termasuk pihak yang mengaku dari Dompetara.

Perangkat: Xiaomi Redmi Note 12, Bekasi
Waktu: 15 Sep 2026, 19:42 WIB

Bukan kamu? Segera hubungi Dompetara Care di 1500-482.

Salam,
Tim Dompetara
`,
    html: dompetara_page(
      "Kode OTP kamu berlaku 5 menit. Jangan bagikan ke siapa pun.",
      `<p style="margin:0 0 14px;">Hai Rini,</p>
<p style="margin:0 0 18px;">Gunakan kode OTP berikut untuk masuk ke akun Dompetara kamu di perangkat baru:</p>
<table role="presentation" cellpadding="0" cellspacing="0" border="0" align="center" style="margin:0 auto 18px;"><tr>
<td style="background:#e8f1fb;border-radius:8px;padding:14px 26px;font-size:32px;font-weight:bold;letter-spacing:10px;color:#0b3d73;font-family:'Courier New',monospace;">738204</td>
</tr></table>
<p style="margin:0 0 14px;font-size:13px;color:#56606b;">Berlaku 5 menit. <strong>JANGAN</strong> berikan kode ini kepada siapa pun, termasuk pihak yang mengaku dari Dompetara.</p>
<table role="presentation" width="100%" cellpadding="6" cellspacing="0" border="0" style="font-size:13px;background:#f7f9fb;border-radius:6px;">
<tr><td style="color:#6b7785;">Perangkat</td><td align="right">Xiaomi Redmi Note 12</td></tr>
<tr><td style="color:#6b7785;">Lokasi</td><td align="right">Bekasi, Jawa Barat</td></tr>
<tr><td style="color:#6b7785;">Waktu</td><td align="right">15 Sep 2026, 19:42 WIB</td></tr>
</table>
<p style="margin:18px 0 0;font-size:13px;">Bukan kamu? Segera hubungi Dompetara Care di <a href="tel:1500482" style="color:#0b6bcb;">1500-482</a>.</p>`,
    ),
  },
  {
    family: "dompetara",
    group: "regional",
    lang: "id",
    kind: "topup-receipt",
    code: null,
    link: null,
    from: "Dompetara <transaksi@notifikasi.dompetara.co.id>",
    subject: "Top Up Berhasil: Rp250.000",
    date: "Sat, 26 Sep 2026 08:03:47 +0700",
    enc: "b64",
    text: `Top Up Berhasil

Hai Rini, saldo Dompetara kamu sudah bertambah.

Nominal top up   : Rp250.000
Biaya admin      : Rp1.000
Metode           : Virtual Account Bank Lintang Raya
No. VA           : 8808 0812 3456 7790
ID Transaksi     : TU2609260803471182
Waktu            : 26 Sep 2026, 08:03 WIB
Saldo sekarang   : Rp318.450

Lihat riwayat transaksi di aplikasi Dompetara.

Tim Dompetara
`,
    html: dompetara_page(
      "Saldo kamu bertambah Rp250.000",
      `<h1 style="margin:0 0 6px;font-size:20px;color:#12805c;">Top Up Berhasil</h1>
<p style="margin:0 0 20px;">Hai Rini, saldo Dompetara kamu sudah bertambah.</p>
<table role="presentation" width="100%" cellpadding="8" cellspacing="0" border="0" style="font-size:14px;border-top:1px dashed #cfd6de;border-bottom:1px dashed #cfd6de;">
<tr><td style="color:#6b7785;">Nominal top up</td><td align="right" style="font-weight:bold;">Rp250.000</td></tr>
<tr><td style="color:#6b7785;">Biaya admin</td><td align="right">Rp1.000</td></tr>
<tr><td style="color:#6b7785;">Metode</td><td align="right">Virtual Account Bank Lintang Raya</td></tr>
<tr><td style="color:#6b7785;">No. VA</td><td align="right">8808 0812 3456 7790</td></tr>
<tr><td style="color:#6b7785;">ID Transaksi</td><td align="right">TU2609260803471182</td></tr>
<tr><td style="color:#6b7785;">Waktu</td><td align="right">26 Sep 2026, 08:03 WIB</td></tr>
<tr><td style="color:#6b7785;">Saldo sekarang</td><td align="right" style="font-weight:bold;">Rp318.450</td></tr>
</table>
<p style="margin:20px 0 0;"><a href="https://dompetara.co.id/app/riwayat?utm_source=email&utm_campaign=topup" style="color:#0b6bcb;">Lihat riwayat transaksi</a></p>`,
    ),
  },
  {
    family: "dompetara",
    group: "regional",
    lang: "id",
    kind: "promo-voucher",
    code: null,
    link: null,
    from: "Dompetara Promo <promo@info.dompetara.co.id>",
    subject: "🎉 Cashback 40% buat bayar listrik & air, pakai kode HEMATOKT",
    date: "Thu, 1 Oct 2026 11:30:00 +0700",
    enc: "qp",
    headers: [["List-Unsubscribe", "<https://info.dompetara.co.id/u/7f3a9c?l=promo>"]],
    text: `Bayar tagihan bulan ini lebih hemat!

Cashback 40% hingga Rp20.000 untuk pembayaran PLN, PDAM dan BPJS lewat Dompetara.
Masukkan kode voucher HEMATOKT di halaman pembayaran.

Periode: 1 - 15 Oktober 2026
Minimal transaksi Rp50.000, berlaku 1x per pengguna.

Bayar sekarang: https://info.dompetara.co.id/c/8812?u=r1n1&d=tagihan

Syarat & ketentuan berlaku. Berhenti berlangganan: https://info.dompetara.co.id/u/7f3a9c?l=promo
`,
    html: dompetara_page(
      "Cashback 40% hingga Rp20.000. Berlaku sampai 15 Oktober.",
      `<a href="https://info.dompetara.co.id/c/8812?u=r1n1&d=banner"><img src="https://cdn.dompetara.co.id/promo/2610/hemat-okt.jpg" width="504" alt="Cashback 40% bayar tagihan" style="display:block;width:100%;border:0;border-radius:8px;"></a>
<h2 style="margin:20px 0 8px;font-size:20px;">Bayar tagihan bulan ini lebih hemat!</h2>
<p style="margin:0 0 14px;">Cashback <strong>40% hingga Rp20.000</strong> untuk pembayaran PLN, PDAM dan BPJS lewat Dompetara.</p>
<table role="presentation" cellpadding="0" cellspacing="0" border="0" style="margin:0 0 16px;"><tr>
<td style="border:2px dashed #f59e0b;padding:10px 18px;font-size:20px;font-weight:bold;color:#b45309;">HEMATOKT</td>
<td style="padding-left:12px;font-size:13px;color:#6b7785;">Masukkan kode voucher<br>di halaman pembayaran</td>
</tr></table>
<p style="margin:0 0 18px;font-size:13px;color:#56606b;">Periode 1&ndash;15 Oktober 2026. Minimal transaksi Rp50.000, berlaku 1x per pengguna.</p>
<table role="presentation" cellpadding="0" cellspacing="0" border="0"><tr><td style="background:#0b6bcb;border-radius:24px;">
<a href="https://info.dompetara.co.id/c/8812?u=r1n1&d=tagihan" style="display:inline-block;padding:12px 30px;color:#ffffff;text-decoration:none;font-weight:bold;">Bayar Sekarang</a></td></tr></table>
<p style="margin:22px 0 0;font-size:11px;color:#9aa4ae;">Syarat &amp; ketentuan berlaku. <a href="https://info.dompetara.co.id/u/7f3a9c?l=promo" style="color:#9aa4ae;">Berhenti berlangganan</a></p>`,
    ),
  },
];

// ---------------------------------------------------------------- kocekku (MY e-wallet)

const kocekku: Mail[] = [
  {
    family: "kocekku",
    group: "regional",
    lang: "ms",
    kind: "wallet-activation-code",
    code: "50-9176",
    code_digits: "509176",
    link: null,
    from: "KocekKu <noreply@kocekku.com.my>",
    subject: "Kod pengaktifan dompet KocekKu anda",
    date: "Mon, 21 Sep 2026 21:15:09 +0800",
    enc: "8bit",
    text: `Salam sejahtera Encik Hafiz,

Terima kasih kerana mendaftar dengan KocekKu. Untuk mengaktifkan dompet anda
dan menetapkan PIN transaksi, masukkan kod pengaktifan di bawah dalam aplikasi:

    Kod pengaktifan: 50-9176

Kod ini sah selama 10 minit dan hanya boleh digunakan sekali.

Selepas pengaktifan, had dompet anda ialah RM1,500 sehingga e-KYC selesai.

Jangan kongsi kod ini dengan sesiapa. KocekKu tidak akan sesekali meminta
kod atau PIN anda melalui telefon, SMS atau WhatsApp.

Pusat Bantuan: https://bantuan.kocekku.com.my
Talian: 03-2788 5100 (8 pagi - 10 malam)

KocekKu Sdn. Bhd. (201901034567)
Aras 12, Menara Seri Bayu, Jalan Ampang, 50450 Kuala Lumpur
`,
    html: `<html><body style="margin:0;background:#fff7ed;">
<center>
<table width="100%" style="max-width:520px;background:#ffffff;font-family:Arial,sans-serif;color:#2d2d2d;" cellpadding="0" cellspacing="0">
<tr><td style="background:#ea580c;padding:18px 24px;"><img src="https://static.kocekku.com.my/email/kocekku-white.png" alt="KocekKu" height="28"></td></tr>
<tr><td style="padding:26px 24px 8px;font-size:15px;line-height:1.55;">
<p>Salam sejahtera Encik Hafiz,</p>
<p>Terima kasih kerana mendaftar dengan KocekKu. Untuk mengaktifkan dompet anda dan menetapkan PIN transaksi, masukkan kod pengaktifan di bawah dalam aplikasi:</p>
</td></tr>
<tr><td align="center" style="padding:6px 24px 16px;">
<div style="font-size:13px;color:#7c7c7c;margin-bottom:6px;">Kod pengaktifan</div>
<div style="display:inline-block;font-size:30px;font-weight:700;letter-spacing:4px;color:#9a3412;background:#ffedd5;padding:12px 22px;border-radius:6px;">50-9176</div>
<div style="font-size:12px;color:#7c7c7c;margin-top:8px;">Sah selama 10 minit &bull; sekali guna sahaja</div>
</td></tr>
<tr><td style="padding:8px 24px 20px;font-size:14px;line-height:1.55;">
<p>Selepas pengaktifan, had dompet anda ialah <b>RM1,500</b> sehingga e-KYC selesai.</p>
<p style="background:#fef2f2;border-left:4px solid #dc2626;padding:10px 12px;font-size:13px;">Jangan kongsi kod ini dengan sesiapa. KocekKu tidak akan sesekali meminta kod atau PIN anda melalui telefon, SMS atau WhatsApp.</p>
</td></tr>
<tr><td style="padding:16px 24px;border-top:1px solid #eee;font-size:11px;color:#8a8a8a;line-height:1.6;">
<a href="https://bantuan.kocekku.com.my" style="color:#ea580c;">Pusat Bantuan</a> | Talian 03-2788 5100 (8 pagi &ndash; 10 malam) | <a href="https://kocekku.com.my/privasi" style="color:#ea580c;">Notis Privasi</a><br>
KocekKu Sdn. Bhd. (201901034567)<br>Aras 12, Menara Seri Bayu, Jalan Ampang, 50450 Kuala Lumpur
</td></tr>
</table></center></body></html>`,
  },
  {
    family: "kocekku",
    group: "regional",
    lang: "en",
    kind: "transfer-receipt",
    code: null,
    link: null,
    from: "KocekKu <noreply@kocekku.com.my>",
    subject: "You sent RM85.00 to NURUL AIN BINTI ZAKARIA",
    date: "Fri, 9 Oct 2026 13:22:40 +0800",
    enc: "qp",
    text: `Transfer successful

Amount        RM85.00
To            NURUL AIN BINTI ZAKARIA
              KocekKu wallet ending 6613
Reference     Duit kenduri
Date & time   09/10/2026 13:22:38
Ref. no.      KK20261009132238500417
Wallet balance RM212.35

If you did not make this transfer, report it in the app under Help > Report
unauthorised transaction, or call our fraud line 03-2788 5199 (24 hours).

KocekKu Sdn. Bhd. (201901034567)
`,
    html: `<html><body style="margin:0;background:#f4f4f4;">
<table width="100%" cellpadding="0" cellspacing="0" style="background:#f4f4f4;"><tr><td align="center" style="padding:20px 0;">
<table width="480" cellpadding="0" cellspacing="0" style="background:#fff;font-family:Arial,sans-serif;font-size:14px;color:#333;">
<tr><td style="padding:18px 22px;border-bottom:3px solid #ea580c;"><img src="https://static.kocekku.com.my/email/kocekku.png" alt="KocekKu" height="26"></td></tr>
<tr><td align="center" style="padding:26px 22px 8px;">
<img src="https://static.kocekku.com.my/email/icon-success.png" width="48" height="48" alt="">
<div style="font-size:18px;font-weight:bold;margin-top:8px;">Transfer successful</div>
<div style="font-size:28px;font-weight:bold;color:#ea580c;margin-top:6px;">RM85.00</div>
</td></tr>
<tr><td style="padding:16px 22px;">
<table width="100%" cellpadding="6" cellspacing="0" style="font-size:13px;">
<tr><td style="color:#888;">To</td><td align="right">NURUL AIN BINTI ZAKARIA<br><span style="color:#888;">KocekKu wallet ending 6613</span></td></tr>
<tr><td style="color:#888;">Reference</td><td align="right">Duit kenduri</td></tr>
<tr><td style="color:#888;">Date &amp; time</td><td align="right">09/10/2026 13:22:38</td></tr>
<tr><td style="color:#888;">Ref. no.</td><td align="right">KK20261009132238500417</td></tr>
<tr><td style="color:#888;">Wallet balance</td><td align="right">RM212.35</td></tr>
</table></td></tr>
<tr><td style="padding:12px 22px 22px;font-size:12px;color:#777;">If you did not make this transfer, report it in the app under <b>Help &gt; Report unauthorised transaction</b>, or call our fraud line <a href="tel:+60327885199">03-2788 5199</a> (24 hours).</td></tr>
<tr><td style="padding:12px 22px;background:#fafafa;font-size:11px;color:#999;">KocekKu Sdn. Bhd. (201901034567) &middot; <a href="https://kocekku.com.my/terms" style="color:#999;">Terms</a> &middot; <a href="https://kocekku.com.my/privasi" style="color:#999;">Privacy</a></td></tr>
</table></td></tr></table></body></html>`,
  },
];

// ---------------------------------------------------------------- pitaka-pay (PH e-wallet)

function pitaka_footer(): string {
  return `<tr><td style="padding:20px 30px;background:#0f2d52;color:#b9c7d8;font-size:11px;line-height:17px;font-family:Arial,sans-serif;">
<a href="https://apps.apple.com/ph/app/pitaka-pay/id1588200417"><img src="https://assets.pitakapay.ph/mail/badge-appstore.png" alt="Download on the App Store" height="32"></a>
<a href="https://play.google.com/store/apps/details?id=ph.pitakapay.app"><img src="https://assets.pitakapay.ph/mail/badge-gplay.png" alt="Get it on Google Play" height="32"></a><br><br>
Pitaka Pay is operated by Pitaka Digital Payments, Inc., an Electronic Money Issuer regulated by the Bangko Sentral ng Pilipinas.<br>
28F One Ayala Tower 2, Ayala Ave., Makati City 1226 &middot; Hotline (02) 8 726 4000<br>
<a href="https://pitakapay.ph/help" style="color:#ffffff;">Help Center</a> &middot; <a href="https://pitakapay.ph/privacy" style="color:#ffffff;">Privacy Notice</a> &middot; <a href="https://facebook.com/pitakapayph" style="color:#ffffff;">Facebook</a>
</td></tr>`;
}

const pitaka: Mail[] = [
  {
    family: "pitaka-pay",
    group: "regional",
    lang: "en",
    kind: "confirm-change",
    code: null,
    link: "https://links.pitakapay.ph/ls/click?upn=u001.Qx7rT2mobile-change-9Kd31&src=confirm",
    from: "Pitaka Pay <security@pitakapay.ph>",
    subject: "Confirm the change of your registered mobile number",
    date: "Wed, 23 Sep 2026 10:07:55 +0800",
    enc: "qp",
    text: `Hi Marites,

We received a request to change the mobile number on your Pitaka Pay account.

Old number: +63 917 ••• 4821
New number: +63 998 ••• 0356
Requested: Sep 23, 2026 10:07 AM (Pitaka Pay app, Android)

To finish the change, confirm it within 24 hours:
https://links.pitakapay.ph/ls/click?upn=u001.Qx7rT2mobile-change-9Kd31&src=confirm

Until you confirm, your old number stays active for OTPs and cash-out.
If you didn't ask for this, ignore this email and call us at (02) 8 726 4000.

Ingat, never share your MPIN or OTP with anyone.

Pitaka Pay Security Team
`,
    html: `<!DOCTYPE html><html><head><meta charset="utf-8"></head><body style="margin:0;background:#eaf0f7;">
<table width="100%" cellpadding="0" cellspacing="0" border="0"><tr><td align="center" style="padding:20px 6px;">
<table width="580" cellpadding="0" cellspacing="0" border="0" style="background:#ffffff;">
<tr><td style="padding:22px 30px;background:#1d4ed8;"><img src="https://assets.pitakapay.ph/mail/pitaka-logo-white.png" alt="Pitaka Pay" height="30"></td></tr>
<tr><td style="padding:30px;font-family:Arial,sans-serif;font-size:15px;line-height:23px;color:#1c2430;">
<p style="margin:0 0 14px;">Hi Marites,</p>
<p style="margin:0 0 18px;">We received a request to change the mobile number on your Pitaka Pay account.</p>
<table width="100%" cellpadding="8" cellspacing="0" border="0" style="background:#f3f6fa;font-size:14px;margin-bottom:22px;">
<tr><td style="color:#5d6b7c;width:40%;">Old number</td><td>+63 917 &bull;&bull;&bull; 4821</td></tr>
<tr><td style="color:#5d6b7c;">New number</td><td>+63 998 &bull;&bull;&bull; 0356</td></tr>
<tr><td style="color:#5d6b7c;">Requested</td><td>Sep 23, 2026 10:07 AM<br>Pitaka Pay app, Android</td></tr>
</table>
<p style="margin:0 0 18px;">To finish the change, confirm it within 24 hours.</p>
<table cellpadding="0" cellspacing="0" border="0"><tr><td align="center" bgcolor="#1d4ed8" style="border-radius:6px;">
<a href="https://links.pitakapay.ph/ls/click?upn=u001.Qx7rT2mobile-change-9Kd31&amp;src=confirm" target="_blank" style="display:inline-block;padding:13px 28px;font-size:15px;color:#ffffff;text-decoration:none;font-weight:bold;">Confirm new number</a>
</td></tr></table>
<p style="margin:22px 0 0;font-size:13px;color:#5d6b7c;">Until you confirm, your old number stays active for OTPs and cash-out. If you didn't ask for this, ignore this email and call us at (02) 8 726 4000.</p>
<p style="margin:14px 0 0;font-size:13px;color:#b91c1c;"><b>Ingat:</b> never share your MPIN or OTP with anyone.</p>
</td></tr>
${pitaka_footer()}
</table></td></tr></table></body></html>`,
  },
  {
    family: "pitaka-pay",
    group: "regional",
    lang: "tl",
    kind: "cash-in-receipt",
    code: null,
    link: null,
    from: "Pitaka Pay <receipts@pitakapay.ph>",
    subject: "Matagumpay ang Cash In mo na ₱1,500.00",
    date: "Sun, 4 Oct 2026 17:48:02 +0800",
    enc: "b64",
    text: `Hi Marites,

Matagumpay ang iyong Cash In!

Halaga: ₱1,500.00
Bayad sa serbisyo: ₱0.00
Paraan: Over-the-counter, 7-Eleven Mandaue Centro
Reference No.: 7EL 8820 4471 936
Petsa: Okt 4, 2026, 5:47 PM
Bagong balanse: ₱2,316.75

Salamat sa paggamit ng Pitaka Pay.
May tanong? Bisitahin ang https://pitakapay.ph/help
`,
    html: `<!DOCTYPE html><html><head><meta charset="utf-8"></head><body style="margin:0;background:#eaf0f7;">
<table width="100%" cellpadding="0" cellspacing="0" border="0"><tr><td align="center" style="padding:20px 6px;">
<table width="580" cellpadding="0" cellspacing="0" border="0" style="background:#ffffff;">
<tr><td style="padding:22px 30px;background:#1d4ed8;"><img src="https://assets.pitakapay.ph/mail/pitaka-logo-white.png" alt="Pitaka Pay" height="30"></td></tr>
<tr><td style="padding:30px;font-family:Arial,sans-serif;font-size:15px;line-height:23px;color:#1c2430;">
<p style="margin:0 0 6px;">Hi Marites,</p>
<p style="margin:0 0 18px;font-size:20px;font-weight:bold;color:#15803d;">Matagumpay ang iyong Cash In!</p>
<table width="100%" cellpadding="9" cellspacing="0" border="0" style="font-size:14px;border:1px solid #e2e8f0;">
<tr><td style="color:#5d6b7c;">Halaga</td><td align="right"><b>&#8369;1,500.00</b></td></tr>
<tr style="background:#f8fafc;"><td style="color:#5d6b7c;">Bayad sa serbisyo</td><td align="right">&#8369;0.00</td></tr>
<tr><td style="color:#5d6b7c;">Paraan</td><td align="right">Over-the-counter<br>7-Eleven Mandaue Centro</td></tr>
<tr style="background:#f8fafc;"><td style="color:#5d6b7c;">Reference No.</td><td align="right">7EL 8820 4471 936</td></tr>
<tr><td style="color:#5d6b7c;">Petsa</td><td align="right">Okt 4, 2026, 5:47 PM</td></tr>
<tr style="background:#f8fafc;"><td style="color:#5d6b7c;">Bagong balanse</td><td align="right"><b>&#8369;2,316.75</b></td></tr>
</table>
<p style="margin:20px 0 0;">Salamat sa paggamit ng Pitaka Pay.</p>
</td></tr>
${pitaka_footer()}
</table></td></tr></table></body></html>`,
  },
  {
    family: "pitaka-pay",
    group: "regional",
    lang: "en",
    kind: "login-alert",
    code: null,
    link: null,
    from: "Pitaka Pay <security@pitakapay.ph>",
    subject: "New login to your Pitaka Pay account",
    date: "Tue, 20 Oct 2026 23:11:31 +0800",
    enc: "7bit",
    text: `Hi Marites,

Your Pitaka Pay account was just accessed from a new device.

Device: iPhone 13 (iOS 18.6)
Location: Cebu City, PH (approximate)
Time: Oct 20, 2026 11:10 PM

If this was you, no action is needed.

Not you? Lock your account right away from https://pitakapay.ph/help/lock-account
or call our 24/7 hotline (02) 8 726 4000. Do not share your MPIN or OTP.

Pitaka Pay Security Team
`,
    html: `<!DOCTYPE html><html><head><meta charset="utf-8"></head><body style="margin:0;background:#eaf0f7;">
<table width="100%" cellpadding="0" cellspacing="0" border="0"><tr><td align="center" style="padding:20px 6px;">
<table width="580" cellpadding="0" cellspacing="0" border="0" style="background:#ffffff;">
<tr><td style="padding:22px 30px;background:#1d4ed8;"><img src="https://assets.pitakapay.ph/mail/pitaka-logo-white.png" alt="Pitaka Pay" height="30"></td></tr>
<tr><td style="padding:30px;font-family:Arial,sans-serif;font-size:15px;line-height:23px;color:#1c2430;">
<p style="margin:0 0 14px;">Hi Marites,</p>
<p style="margin:0 0 16px;">Your Pitaka Pay account was just accessed from a new device.</p>
<table cellpadding="4" cellspacing="0" border="0" style="font-size:14px;margin-bottom:18px;">
<tr><td style="color:#5d6b7c;">Device:</td><td>iPhone 13 (iOS 18.6)</td></tr>
<tr><td style="color:#5d6b7c;">Location:</td><td>Cebu City, PH (approximate)</td></tr>
<tr><td style="color:#5d6b7c;">Time:</td><td>Oct 20, 2026 11:10 PM</td></tr>
</table>
<p style="margin:0 0 12px;">If this was you, no action is needed.</p>
<p style="margin:0;">Not you? <a href="https://pitakapay.ph/help/lock-account" style="color:#1d4ed8;">Lock your account</a> right away or call our 24/7 hotline (02) 8 726 4000. Do not share your MPIN or OTP.</p>
</td></tr>
${pitaka_footer()}
</table></td></tr></table></body></html>`,
  },
];

// ---------------------------------------------------------------- bank-lintang-raya (ID bank)

const lintang: Mail[] = [
  {
    family: "bank-lintang-raya",
    group: "regional",
    lang: "id",
    kind: "statement",
    code: null,
    link: null,
    from: "Bank Lintang Raya <estatement@lintangraya.co.id>",
    subject: "e-Statement Tabungan Lintang Plus Periode September 2026",
    date: "Sat, 3 Oct 2026 06:12:00 +0700",
    enc: "qp",
    text: `Yth. Bapak/Ibu SURYADI PRANOTO,

Bersama email ini kami kirimkan e-Statement rekening Tabungan Lintang Plus
Anda untuk periode 1 - 30 September 2026.

Nomor rekening : 0712-xxxx-5583
Saldo awal     : Rp 14.205.310,00
Saldo akhir    : Rp 11.877.045,00

File PDF terlampir dilindungi kata sandi: tanggal lahir Anda (format DDMMYYYY)
diikuti 4 digit terakhir nomor rekening.

Mohon periksa transaksi Anda. Apabila terdapat ketidaksesuaian, hubungi
Lintang Call 1500-717 selambat-lambatnya 30 hari sejak tanggal e-Statement.

Hormat kami,
PT Bank Lintang Raya Tbk
Berizin dan diawasi oleh Otoritas Jasa Keuangan serta merupakan peserta
penjaminan LPS.
`,
    html:
      `<html><head><meta charset="utf-8"></head><body style="font-family:Tahoma,Arial,sans-serif;font-size:13px;color:#222;background:#ffffff;">
<table width="640" cellpadding="0" cellspacing="0" border="0" align="center">
<tr><td style="border-bottom:4px solid #7b1d1d;padding:12px 0;"><img src="https://www.lintangraya.co.id/images/email/logo-blr.gif" alt="Bank Lintang Raya" width="180" height="40"></td></tr>
<tr><td style="padding:18px 0;line-height:1.6;">
<p>Yth. Bapak/Ibu <b>SURYADI PRANOTO</b>,</p>
<p>Bersama email ini kami kirimkan e-Statement rekening Tabungan Lintang Plus Anda untuk periode <b>1 - 30 September 2026</b>.</p>
<table cellpadding="4" cellspacing="0" border="1" style="border-collapse:collapse;border-color:#cccccc;font-size:13px;">
<tr><td bgcolor="#f2e8e8">Nomor rekening</td><td>0712-xxxx-5583</td></tr>
<tr><td bgcolor="#f2e8e8">Saldo awal</td><td align="right">Rp 14.205.310,00</td></tr>
<tr><td bgcolor="#f2e8e8">Saldo akhir</td><td align="right">Rp 11.877.045,00</td></tr>
</table>
<p>File PDF terlampir dilindungi kata sandi: tanggal lahir Anda (format DDMMYYYY) diikuti 4 digit terakhir nomor rekening.</p>
<p>Mohon periksa transaksi Anda. Apabila terdapat ketidaksesuaian, hubungi <b>Lintang Call 1500-717</b> selambat-lambatnya 30 hari sejak tanggal e-Statement.</p>
<p>Hormat kami,<br>PT Bank Lintang Raya Tbk</p>
</td></tr>
<tr><td style="border-top:1px solid #dddddd;padding-top:10px;font-size:11px;color:#777;">PT Bank Lintang Raya Tbk berizin dan diawasi oleh Otoritas Jasa Keuangan serta merupakan peserta penjaminan LPS. Waspada penipuan: Bank Lintang Raya tidak pernah meminta PIN, password atau kode OTP Anda. <a href="https://www.lintangraya.co.id/keamanan">Tips keamanan</a></td></tr>
</table></body></html>`,
    attachment: [
      "eStatement_0712xxxx5583_202609.pdf",
      "application/pdf",
      "%PDF-1.4\n%encrypted statement placeholder\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n",
    ],
  },
  {
    family: "bank-lintang-raya",
    group: "regional",
    lang: "id",
    kind: "card-activation-code",
    code: "194682",
    link: null,
    from: "Bank Lintang Raya <notifikasi@lintangraya.co.id>",
    subject: "Kode Aktivasi Kartu Debit Lintang GPN",
    date: "Mon, 12 Oct 2026 14:36:19 +0700",
    enc: "8bit",
    text: `Yth. SURYADI PRANOTO,

Anda sedang mengaktifkan Kartu Debit Lintang GPN nomor 6019 •••• •••• 2207
melalui aplikasi Lintang Mobile.

Kode aktivasi: 194 682

Masukkan kode tersebut di aplikasi dalam 3 menit. Setelah kartu aktif, Anda
dapat langsung membuat PIN kartu di menu Kartu > Atur PIN.

RAHASIAKAN kode ini. Petugas Bank Lintang Raya tidak pernah meminta kode
aktivasi, PIN maupun OTP Anda.

Lintang Call 1500-717
`,
    html:
      `<html><head><meta charset="utf-8"></head><body style="font-family:Tahoma,Arial,sans-serif;font-size:13px;color:#222;">
<table width="600" cellpadding="0" cellspacing="0" border="0" align="center">
<tr><td style="border-bottom:4px solid #7b1d1d;padding:12px 0;"><img src="https://www.lintangraya.co.id/images/email/logo-blr.gif" alt="Bank Lintang Raya" width="180" height="40"></td></tr>
<tr><td style="padding:18px 0;line-height:1.6;">
<p>Yth. <b>SURYADI PRANOTO</b>,</p>
<p>Anda sedang mengaktifkan Kartu Debit Lintang GPN nomor <b>6019 &bull;&bull;&bull;&bull; &bull;&bull;&bull;&bull; 2207</b> melalui aplikasi Lintang Mobile.</p>
<table cellpadding="0" cellspacing="0" border="0" align="center" style="margin:16px auto;"><tr>
<td style="font-size:11px;color:#777;padding-right:12px;">Kode aktivasi</td>
<td style="border:1px solid #7b1d1d;padding:10px 20px;font-size:26px;font-weight:bold;color:#7b1d1d;">194 682</td>
</tr></table>
<p>Masukkan kode tersebut di aplikasi dalam <b>3 menit</b>. Setelah kartu aktif, Anda dapat langsung membuat PIN kartu di menu <i>Kartu &gt; Atur PIN</i>.</p>
<p style="color:#b00000;"><b>RAHASIAKAN</b> kode ini. Petugas Bank Lintang Raya tidak pernah meminta kode aktivasi, PIN maupun OTP Anda.</p>
</td></tr>
<tr><td style="border-top:1px solid #dddddd;padding-top:10px;font-size:11px;color:#777;">Lintang Call 1500-717 &middot; <a href="https://www.lintangraya.co.id">www.lintangraya.co.id</a> &middot; PT Bank Lintang Raya Tbk berizin dan diawasi oleh OJK.</td></tr>
</table></body></html>`,
  },
];

// ---------------------------------------------------------------- bank-teratai (MY bank)

function teratai_layout(title: string, inner: string): string {
  return `<!doctype html><html><head><meta charset="utf-8"><title>${title}</title></head>
<body style="margin:0;padding:0;background:#f1f5f4;">
<table role="presentation" width="100%" cellspacing="0" cellpadding="0"><tr><td align="center">
<table role="presentation" width="600" cellspacing="0" cellpadding="0" style="background:#ffffff;font-family:Verdana,Geneva,sans-serif;font-size:13px;color:#263238;">
<tr><td style="padding:16px 24px;background:#006d5b;"><img src="https://www.bankteratai.com.my/content/dam/email/teratai-logo.png" alt="Bank Teratai" height="34"></td></tr>
<tr><td style="padding:24px;line-height:1.6;">${inner}</td></tr>
<tr><td style="padding:16px 24px;background:#e7efed;font-size:10px;color:#54636a;line-height:1.5;">
This is a computer-generated email. Please do not reply.<br>
Bank Teratai Berhad (196501000123) &middot; Protected by PIDM up to RM250,000 for each depositor.<br>
Contact Centre: 1-300-88-7373 / +603-7627 7373 (overseas) &middot; <a href="https://www.bankteratai.com.my/security" style="color:#006d5b;">Security tips</a> &middot; <a href="https://www.bankteratai.com.my/privacy" style="color:#006d5b;">Privacy Notice</a>
</td></tr></table></td></tr></table></body></html>`;
}

const teratai: Mail[] = [
  {
    family: "bank-teratai",
    group: "regional",
    lang: "en",
    kind: "tac-code",
    code: "827315",
    link: null,
    from: "Bank Teratai <alerts@e.bankteratai.com.my>",
    subject: "TAC for adding a favourite recipient",
    date: "Thu, 17 Sep 2026 09:58:27 +0800",
    enc: "qp",
    text: `Dear Customer,

You are adding a favourite recipient on Teratai2u:

Recipient: TNB / Tenaga bill - acc 2200 1934 7761
Bank: DuitNow to Bank Kenanga Berhad
Requested at: 17 Sep 2026 09:58 AM

Your TAC is 827315. It is valid for 3 minutes.

Do NOT share this TAC with anyone, including bank staff. If you did not
initiate this request, call our Contact Centre at 1-300-88-7373 immediately.

Anda sedang menambah penerima pilihan di Teratai2u. TAC anda ialah 827315
(sah selama 3 minit). Jangan kongsi TAC ini dengan sesiapa.

Bank Teratai Berhad (196501000123)
`,
    html: teratai_layout(
      "TAC",
      `<p>Dear Customer,</p>
<p>You are adding a favourite recipient on <b>Teratai2u</b>:</p>
<table cellpadding="5" cellspacing="0" style="font-size:13px;background:#f6faf9;border:1px solid #d4e3df;width:100%;">
<tr><td width="35%">Recipient</td><td>TNB / Tenaga bill - acc 2200 1934 7761</td></tr>
<tr><td>Bank</td><td>DuitNow to Bank Kenanga Berhad</td></tr>
<tr><td>Requested at</td><td>17 Sep 2026 09:58 AM</td></tr>
</table>
<p style="margin-top:18px;">Your TAC is <span style="font-size:20px;font-weight:bold;color:#006d5b;">827315</span>. It is valid for 3 minutes.</p>
<p><b>Do NOT share this TAC with anyone, including bank staff.</b> If you did not initiate this request, call our Contact Centre at 1-300-88-7373 immediately.</p>
<hr style="border:none;border-top:1px solid #dde5e3;">
<p style="color:#54636a;">Anda sedang menambah penerima pilihan di Teratai2u. TAC anda ialah <b>827315</b> (sah selama 3 minit). Jangan kongsi TAC ini dengan sesiapa.</p>`,
    ),
  },
  {
    family: "bank-teratai",
    group: "regional",
    lang: "en",
    kind: "login-alert",
    code: null,
    link: null,
    from: "Bank Teratai <alerts@e.bankteratai.com.my>",
    subject: "Teratai2u: Successful login from a new browser",
    date: "Sun, 1 Nov 2026 22:04:51 +0800",
    enc: "7bit",
    text: `Dear Customer,

We noticed a successful login to your Teratai2u account (user ID ha****07)
from a browser we have not seen before.

Date/Time : 01 Nov 2026 10:04 PM
Browser   : Chrome 131 on Windows
IP address: 175.139.xx.xx (Shah Alam, MY)

If this was you, you may ignore this email.
If you do not recognise this activity, activate the Kill Switch in the
Teratai Mobile app or call 1-300-88-7373 to block your access immediately.

Bank Teratai Berhad (196501000123)
`,
    html: teratai_layout(
      "Login alert",
      `<p>Dear Customer,</p>
<p>We noticed a successful login to your Teratai2u account (user ID <b>ha****07</b>) from a browser we have not seen before.</p>
<table cellpadding="5" cellspacing="0" style="font-size:13px;">
<tr><td>Date/Time</td><td>: 01 Nov 2026 10:04 PM</td></tr>
<tr><td>Browser</td><td>: Chrome 131 on Windows</td></tr>
<tr><td>IP address</td><td>: 175.139.xx.xx (Shah Alam, MY)</td></tr>
</table>
<p>If this was you, you may ignore this email.</p>
<p>If you do not recognise this activity, activate the <b>Kill Switch</b> in the Teratai Mobile app or call 1-300-88-7373 to block your access immediately.</p>`,
    ),
  },
];

// ---------------------------------------------------------------- jalanyuk (ID ride-hailing and food)

const jalanyuk: Mail[] = [
  {
    family: "jalanyuk",
    group: "consumer",
    lang: "en",
    kind: "trip-receipt",
    code: null,
    link: null,
    from: "JalanYuk <receipts@jalanyuk.id>",
    subject: "Your JalanYuk Ride receipt - Fri, 18 Sep",
    date: "Fri, 18 Sep 2026 18:51:06 +0700",
    enc: "qp",
    text: `Thanks for riding with JalanYuk, Dimas!

YukMotor - Fri, 18 Sep 2026
Pickup  17:58  Stasiun Bekasi Timur, Jl. Ir. H. Juanda
Dropoff 18:49  Perumahan Griya Asri Blok C7, Tambun Selatan

Distance 11.4 km - Duration 51 min
Driver: Agus S. (B 4721 KRT, Honda Vario)

Trip fare        Rp28.000
Service fee      Rp2.000
Promo            -Rp5.000
Total paid       Rp25.000 (Dompetara)

Order ID: JY-R-2609181758-08813

Rate your trip or report a lost item in the app.
`,
    html: `<html><body style="margin:0;background:#f2f2f2;font-family:'Segoe UI',Roboto,Arial,sans-serif;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:16px 0;">
<table width="520" cellpadding="0" cellspacing="0" style="background:#fff;">
<tr><td style="padding:20px 24px;background:#00a86b;color:#fff;">
<img src="https://img.jalanyuk.id/mail/jy-logo-w.png" alt="JalanYuk" height="24"><br>
<span style="font-size:22px;font-weight:600;">Thanks for riding, Dimas!</span></td></tr>
<tr><td style="padding:20px 24px;font-size:14px;color:#333;">
<div style="font-size:12px;color:#888;">YukMotor &middot; Fri, 18 Sep 2026</div>
<table cellpadding="0" cellspacing="0" style="margin:12px 0;font-size:14px;">
<tr><td style="padding:4px 10px 4px 0;color:#00a86b;">&#9679;</td><td>17:58 &nbsp;Stasiun Bekasi Timur, Jl. Ir. H. Juanda</td></tr>
<tr><td style="padding:4px 10px 4px 0;color:#e11d48;">&#9679;</td><td>18:49 &nbsp;Perumahan Griya Asri Blok C7, Tambun Selatan</td></tr>
</table>
<div style="font-size:12px;color:#888;">11.4 km &middot; 51 min &middot; Driver Agus S. (B 4721 KRT, Honda Vario)</div>
<table width="100%" cellpadding="6" cellspacing="0" style="margin-top:16px;font-size:14px;border-top:1px solid #eee;">
<tr><td>Trip fare</td><td align="right">Rp28.000</td></tr>
<tr><td>Service fee</td><td align="right">Rp2.000</td></tr>
<tr><td>Promo</td><td align="right" style="color:#00a86b;">-Rp5.000</td></tr>
<tr><td style="border-top:1px solid #eee;font-weight:bold;">Total paid (Dompetara)</td><td align="right" style="border-top:1px solid #eee;font-weight:bold;">Rp25.000</td></tr>
</table>
<div style="font-size:12px;color:#888;margin-top:12px;">Order ID: JY-R-2609181758-08813</div>
</td></tr>
<tr><td style="padding:16px 24px;background:#fafafa;font-size:11px;color:#999;">
<a href="https://jalanyuk.id/help" style="color:#00a86b;">Help</a> &middot; <a href="https://jalanyuk.id/terms" style="color:#00a86b;">Terms</a> &middot; PT JalanYuk Teknologi Indonesia, Jl. Kemang Raya No. 21, Jakarta Selatan 12730
</td></tr></table></td></tr></table></body></html>`,
  },
  {
    family: "jalanyuk",
    group: "consumer",
    lang: "id",
    kind: "food-receipt",
    code: null,
    link: null,
    from: "JalanYuk Makan <receipts@jalanyuk.id>",
    subject: "Pesanan YukMakan kamu dari Bakmi Ahong Kalimalang sudah diantar",
    date: "Wed, 7 Oct 2026 12:44:18 +0700",
    enc: "b64",
    text: `Selamat menikmati, Dimas!

Pesanan dari Bakmi Ahong Kalimalang sudah diantar pukul 12:43.

2x Bakmi Ayam Jamur        Rp64.000
1x Pangsit Goreng (5 pcs)  Rp18.000
1x Es Teh Manis            Rp6.000
Subtotal                   Rp88.000
Ongkir                     Rp9.000
Biaya layanan              Rp3.000
Voucher YUKMAKAN15         -Rp13.200
Total                      Rp86.800

Dibayar dengan: Tunai
ID pesanan: JY-F-261007-5512409

Punya promo lagi? Pakai kode JUMATBERKAH di hari Jumat untuk diskon ongkir.
`,
    html: `<html><body style="margin:0;background:#fff8ef;font-family:'Segoe UI',Roboto,Arial,sans-serif;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:16px 0;">
<table width="520" cellpadding="0" cellspacing="0" style="background:#fff;border:1px solid #f5d9b3;">
<tr><td style="padding:18px 24px;"><img src="https://img.jalanyuk.id/mail/yukmakan.png" alt="YukMakan" height="28"></td></tr>
<tr><td style="padding:0 24px 10px;font-size:20px;font-weight:600;color:#c2410c;">Selamat menikmati, Dimas!</td></tr>
<tr><td style="padding:0 24px 16px;font-size:14px;color:#555;">Pesanan dari <b>Bakmi Ahong Kalimalang</b> sudah diantar pukul 12:43.</td></tr>
<tr><td style="padding:0 24px;">
<table width="100%" cellpadding="5" cellspacing="0" style="font-size:14px;color:#333;">
<tr><td>2x Bakmi Ayam Jamur</td><td align="right">Rp64.000</td></tr>
<tr><td>1x Pangsit Goreng (5 pcs)</td><td align="right">Rp18.000</td></tr>
<tr><td>1x Es Teh Manis</td><td align="right">Rp6.000</td></tr>
<tr><td colspan="2" style="border-top:1px dashed #ddd;"></td></tr>
<tr><td style="color:#777;">Subtotal</td><td align="right">Rp88.000</td></tr>
<tr><td style="color:#777;">Ongkir</td><td align="right">Rp9.000</td></tr>
<tr><td style="color:#777;">Biaya layanan</td><td align="right">Rp3.000</td></tr>
<tr><td style="color:#777;">Voucher YUKMAKAN15</td><td align="right" style="color:#16a34a;">-Rp13.200</td></tr>
<tr><td style="font-weight:bold;border-top:1px solid #eee;">Total</td><td align="right" style="font-weight:bold;border-top:1px solid #eee;">Rp86.800</td></tr>
</table>
<p style="font-size:12px;color:#888;">Dibayar dengan: Tunai &middot; ID pesanan: JY-F-261007-5512409</p>
</td></tr>
<tr><td style="padding:14px 24px;background:#fff1e0;font-size:13px;color:#9a3412;">Punya promo lagi? Pakai kode <b>JUMATBERKAH</b> di hari Jumat untuk diskon ongkir.</td></tr>
<tr><td style="padding:14px 24px;font-size:11px;color:#999;"><a href="https://jalanyuk.id/bantuan" style="color:#999;">Pusat Bantuan</a> &middot; <a href="https://jalanyuk.id/privasi" style="color:#999;">Privasi</a> &middot; &copy; 2026 PT JalanYuk Teknologi Indonesia</td></tr>
</table></td></tr></table></body></html>`,
  },
  {
    family: "jalanyuk",
    group: "consumer",
    lang: "en",
    kind: "verify-link",
    code: null,
    link:
      "https://email.jalanyuk.id/c/eJwdjEEOgjAQRE9Dj0bYdpdy6MFD9B7bAiMSCNGEv6-azGEmb97kRDNpkqyFVkEqqJ-BGW6ciKvDdmhIQ?v=2",
    from: "JalanYuk <hello@jalanyuk.id>",
    subject: "Verify your email for JalanYuk",
    date: "Mon, 26 Oct 2026 07:15:42 +0700",
    enc: "7bit",
    text: `Hi Sekar,

You added sekar.wulandari@inbox.example to your JalanYuk account. Verify it so
we can send your ride and food receipts here:

https://email.jalanyuk.id/c/eJwdjEEOgjAQRE9Dj0bYdpdy6MFD9B7bAiMSCNGEv6-azGEmb97kRDNpkqyFVkEqqJ-BGW6ciKvDdmhIQ?v=2

The link expires in 48 hours. If you didn't add this email, you can ignore
this message; nothing will change on your account.

JalanYuk
`,
    html: `<html><body style="margin:0;background:#f2f2f2;font-family:'Segoe UI',Roboto,Arial,sans-serif;">
<span style="display:none;">One tap to get your receipts by email.</span>
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:24px 0;">
<table width="480" cellpadding="0" cellspacing="0" style="background:#fff;border-radius:10px;">
<tr><td align="center" style="padding:28px 24px 10px;"><img src="https://img.jalanyuk.id/mail/jy-logo.png" alt="JalanYuk" height="30"></td></tr>
<tr><td style="padding:10px 32px;font-size:15px;color:#333;line-height:1.5;">
<p>Hi Sekar,</p>
<p>You added <b>sekar.wulandari@inbox.example</b> to your JalanYuk account. Verify it so we can send your ride and food receipts here.</p>
</td></tr>
<tr><td align="center" style="padding:8px 32px 20px;">
<a href="https://email.jalanyuk.id/c/eJwdjEEOgjAQRE9Dj0bYdpdy6MFD9B7bAiMSCNGEv6-azGEmb97kRDNpkqyFVkEqqJ-BGW6ciKvDdmhIQ?v=2" style="background:#00a86b;color:#fff;text-decoration:none;padding:13px 40px;border-radius:24px;font-weight:600;display:inline-block;">Verify email</a>
</td></tr>
<tr><td style="padding:0 32px 24px;font-size:12px;color:#888;">The link expires in 48 hours. If you didn't add this email, you can ignore this message; nothing will change on your account.</td></tr>
<tr><td style="padding:14px 24px;border-top:1px solid #eee;font-size:11px;color:#aaa;" align="center">
<a href="https://jalanyuk.id/help" style="color:#aaa;">Help</a> &middot; <a href="https://jalanyuk.id/privacy" style="color:#aaa;">Privacy</a><br>PT JalanYuk Teknologi Indonesia, Jl. Kemang Raya No. 21, Jakarta Selatan 12730</td></tr>
</table></td></tr></table></body></html>`,
  },
];

// ---------------------------------------------------------------- lapakria (ID marketplace)

function lapakria_wrap(pre: string, inner: string): string {
  return `<!DOCTYPE html><html><head><meta http-equiv="Content-Type" content="text/html; charset=utf-8"></head>
<body style="margin:0;padding:0;background-color:#f0f3f7;">
<div style="display:none;font-size:1px;line-height:1px;max-height:0;opacity:0;">${pre}</div>
<table border="0" cellpadding="0" cellspacing="0" width="100%" bgcolor="#f0f3f7"><tr><td align="center" valign="top" style="padding:12px;">
<table border="0" cellpadding="0" cellspacing="0" width="600" bgcolor="#ffffff" style="font-family:'Open Sans',Arial,sans-serif;">
<tr><td style="padding:16px 24px;" bgcolor="#ffffff"><table width="100%" cellpadding="0" cellspacing="0"><tr>
<td><a href="https://www.lapakria.com/?utm_source=trx_email"><img src="https://images.lapakria.com/email/lapakria-logo.png" alt="Lapakria" width="120"></a></td>
<td align="right" style="font-size:12px;"><a href="https://www.lapakria.com/pesanan?utm_source=trx_email" style="color:#2e7d32;text-decoration:none;">Daftar Transaksi</a></td>
</tr></table></td></tr>
<tr><td style="padding:0 24px 24px;font-size:14px;line-height:21px;color:#31353b;">${inner}</td></tr>
<tr><td bgcolor="#f7f8fa" style="padding:18px 24px;font-size:11px;line-height:17px;color:#8d96a0;">
Download aplikasi Lapakria:
<a href="https://apps.apple.com/id/app/lapakria/id1320011842"><img src="https://images.lapakria.com/email/appstore.png" alt="App Store" height="28"></a>
<a href="https://play.google.com/store/apps/details?id=com.lapakria.app"><img src="https://images.lapakria.com/email/googleplay.png" alt="Google Play" height="28"></a><br>
E-mail ini dibuat otomatis, mohon tidak membalas. Butuh bantuan? <a href="https://www.lapakria.com/help" style="color:#2e7d32;">Lapakria Care</a><br>
&copy; 2018 - 2026, PT Lapak Riang Nusantara. Jl. Prof. Dr. Satrio Kav. 11, Jakarta 12950
</td></tr></table></td></tr></table></body></html>`;
}

const lapakria: Mail[] = [
  {
    family: "lapakria",
    group: "consumer",
    lang: "id",
    kind: "order-shipped",
    code: null,
    link: null,
    from: "Lapakria <noreply@mail.lapakria.com>",
    subject: "Pesanan INV/20260921/MPL/4418250937 sedang dikirim",
    date: "Tue, 22 Sep 2026 10:20:14 +0700",
    enc: "qp",
    text: `Hai Rini,

Pesananmu sedang dalam perjalanan!

No. Invoice : INV/20260921/MPL/4418250937
Toko        : Grosir Mukena Azzahra (Tanah Abang)
Kurir       : AntarKilat Reguler
No. Resi    : AKR0092618847

1x Mukena Katun Rayon Bordir Bunga - Dusty Pink    Rp189.000
1x Sajadah Travel Lipat - Hijau Army                Rp45.500
Ongkos kirim                                        Rp12.000
Total Bayar                                         Rp246.500

Estimasi tiba: 24 - 26 Sep 2026
Alamat: Rini Handayani, Perumahan Griya Asri Blok C7, Tambun Selatan,
Kab. Bekasi 17510

Lacak pesanan: https://www.lapakria.com/pesanan/4418250937/lacak

Jangan klik "Pesanan Diterima" sebelum barang sampai ya.
`,
    html: lapakria_wrap(
      "Pesananmu sedang dalam perjalanan. Estimasi tiba 24 - 26 Sep.",
      `<p style="font-size:18px;font-weight:bold;margin:8px 0 4px;">Pesananmu sedang dalam perjalanan!</p>
<p style="margin:0 0 16px;color:#6d7588;">No. Invoice <a href="https://www.lapakria.com/invoice?id=4418250937" style="color:#2e7d32;">INV/20260921/MPL/4418250937</a></p>
<table width="100%" cellpadding="8" cellspacing="0" style="border:1px solid #e5e7e9;border-radius:8px;font-size:13px;">
<tr><td colspan="3" style="border-bottom:1px solid #e5e7e9;"><b>Grosir Mukena Azzahra</b> &middot; Tanah Abang</td></tr>
<tr><td width="64"><img src="https://images.lapakria.com/product/66/mukena-dusty.jpg" width="56" alt="Mukena"></td><td>Mukena Katun Rayon Bordir Bunga<br><span style="color:#8d96a0;">Dusty Pink &middot; 1 barang</span></td><td align="right">Rp189.000</td></tr>
<tr><td><img src="https://images.lapakria.com/product/12/sajadah-army.jpg" width="56" alt="Sajadah"></td><td>Sajadah Travel Lipat<br><span style="color:#8d96a0;">Hijau Army &middot; 1 barang</span></td><td align="right">Rp45.500</td></tr>
<tr><td colspan="2" style="border-top:1px solid #e5e7e9;">Ongkos kirim</td><td align="right" style="border-top:1px solid #e5e7e9;">Rp12.000</td></tr>
<tr><td colspan="2"><b>Total Bayar</b></td><td align="right"><b>Rp246.500</b></td></tr>
</table>
<table width="100%" cellpadding="4" cellspacing="0" style="margin-top:16px;font-size:13px;">
<tr><td style="color:#6d7588;" width="130">Kurir</td><td>AntarKilat Reguler</td></tr>
<tr><td style="color:#6d7588;">No. Resi</td><td>AKR0092618847</td></tr>
<tr><td style="color:#6d7588;">Estimasi tiba</td><td>24 - 26 Sep 2026</td></tr>
<tr><td style="color:#6d7588;" valign="top">Alamat</td><td>Rini Handayani<br>Perumahan Griya Asri Blok C7, Tambun Selatan, Kab. Bekasi 17510</td></tr>
</table>
<p style="margin:18px 0;"><a href="https://www.lapakria.com/pesanan/4418250937/lacak" style="background:#2e7d32;color:#fff;padding:10px 22px;border-radius:6px;text-decoration:none;font-weight:bold;">Lacak Pesanan</a></p>
<p style="font-size:12px;color:#8d96a0;">Jangan klik &ldquo;Pesanan Diterima&rdquo; sebelum barang sampai ya.</p>`,
    ),
  },
  {
    family: "lapakria",
    group: "consumer",
    lang: "id",
    kind: "change-email-code",
    code: "3308",
    link: null,
    from: "Lapakria <noreply@mail.lapakria.com>",
    subject: "Kode verifikasi ubah email: 3308",
    date: "Sun, 11 Oct 2026 20:02:55 +0700",
    enc: "b64",
    text: `Hai Rini,

Kamu meminta untuk mengubah email akun Lapakria menjadi
rini.handayani@inbox.example.

Kode verifikasi: 3308

Masukkan kode di halaman Pengaturan Akun dalam 15 menit.
Jangan berikan kode ini kepada siapa pun, termasuk penjual atau pihak yang
mengaku dari Lapakria.

Bukan kamu yang meminta? Abaikan email ini dan segera ganti kata sandi.
`,
    html: lapakria_wrap(
      "Kode verifikasi ubah email",
      `<p style="margin:8px 0 12px;">Hai Rini,</p>
<p style="margin:0 0 16px;">Kamu meminta untuk mengubah email akun Lapakria menjadi <b>rini.handayani@inbox.example</b>. Masukkan kode verifikasi berikut di halaman Pengaturan Akun:</p>
<table cellpadding="0" cellspacing="6" border="0" align="center"><tr>
<td style="width:44px;height:52px;border:1px solid #cfd4da;border-radius:6px;font-size:26px;font-weight:bold;text-align:center;">3</td>
<td style="width:44px;height:52px;border:1px solid #cfd4da;border-radius:6px;font-size:26px;font-weight:bold;text-align:center;">3</td>
<td style="width:44px;height:52px;border:1px solid #cfd4da;border-radius:6px;font-size:26px;font-weight:bold;text-align:center;">0</td>
<td style="width:44px;height:52px;border:1px solid #cfd4da;border-radius:6px;font-size:26px;font-weight:bold;text-align:center;">8</td>
</tr></table>
<p style="margin:16px 0 8px;text-align:center;font-size:12px;color:#6d7588;">Berlaku 15 menit</p>
<p style="margin:0 0 10px;font-size:13px;">Jangan berikan kode ini kepada siapa pun, termasuk penjual atau pihak yang mengaku dari Lapakria.</p>
<p style="margin:0;font-size:13px;color:#6d7588;">Bukan kamu yang meminta? Abaikan email ini dan segera <a href="https://www.lapakria.com/settings/password" style="color:#2e7d32;">ganti kata sandi</a>.</p>`,
    ),
  },
  {
    family: "lapakria",
    group: "consumer",
    lang: "id",
    kind: "promo-newsletter",
    code: null,
    link: null,
    from: "Lapakria <promo@news.lapakria.com>",
    subject: "10.10 Gajian Sale! Gratis Ongkir s.d. Rp40rb + kupon 1010HEMAT",
    date: "Sat, 10 Oct 2026 00:05:00 +0700",
    enc: "qp",
    headers: [[
      "List-Unsubscribe",
      "<mailto:unsub-r1n1-9920@news.lapakria.com>, <https://news.lapakria.com/unsub?u=r1n1-9920>",
    ]],
    text: `10.10 GAJIAN SALE - hanya hari ini!

- Gratis Ongkir s.d. Rp40.000 tanpa minimum belanja
- Kupon 1010HEMAT: diskon 10% s.d. Rp50.000 (min. belanja Rp200.000)
- Flash sale jam 10:00, 12:00, 20:00 dan 22:00

Pilihan buat kamu:
Rice Cooker Digital 1,8 L - Rp329.000 (dari Rp459.000)
Tas Sekolah Anak Ransel Karakter - Rp79.900
Minyak Goreng 2 L isi 6 - Rp198.000

Belanja sekarang: https://news.lapakria.com/c?u=r1n1-9920&t=1010-hero

Tidak ingin menerima email promo? https://news.lapakria.com/unsub?u=r1n1-9920
`,
    html: lapakria_wrap(
      "Gratis ongkir s.d. Rp40rb tanpa minimum + flash sale 4x sehari",
      `<a href="https://news.lapakria.com/c?u=r1n1-9920&t=1010-banner"><img src="https://images.lapakria.com/campaign/1010/hero-600.jpg" width="552" alt="10.10 Gajian Sale" style="display:block;border:0;"></a>
<ul style="padding-left:18px;margin:16px 0;">
<li>Gratis Ongkir s.d. Rp40.000 tanpa minimum belanja</li>
<li>Kupon <b>1010HEMAT</b>: diskon 10% s.d. Rp50.000 (min. belanja Rp200.000)</li>
<li>Flash sale jam 10:00, 12:00, 20:00 dan 22:00</li>
</ul>
<table width="100%" cellpadding="6" cellspacing="0"><tr>
<td width="33%" align="center" valign="top"><a href="https://news.lapakria.com/c?u=r1n1-9920&t=p1"><img src="https://images.lapakria.com/campaign/1010/p1.jpg" width="160" alt="Rice Cooker Digital"></a><br><span style="font-size:12px;">Rice Cooker Digital 1,8 L</span><br><b style="color:#d0021b;">Rp329.000</b> <s style="font-size:11px;color:#999;">Rp459.000</s></td>
<td width="33%" align="center" valign="top"><a href="https://news.lapakria.com/c?u=r1n1-9920&t=p2"><img src="https://images.lapakria.com/campaign/1010/p2.jpg" width="160" alt="Tas Sekolah"></a><br><span style="font-size:12px;">Tas Sekolah Anak Ransel Karakter</span><br><b style="color:#d0021b;">Rp79.900</b></td>
<td width="33%" align="center" valign="top"><a href="https://news.lapakria.com/c?u=r1n1-9920&t=p3"><img src="https://images.lapakria.com/campaign/1010/p3.jpg" width="160" alt="Minyak Goreng"></a><br><span style="font-size:12px;">Minyak Goreng 2 L isi 6</span><br><b style="color:#d0021b;">Rp198.000</b></td>
</tr></table>
<p align="center" style="margin:18px 0;"><a href="https://news.lapakria.com/c?u=r1n1-9920&t=1010-hero" style="background:#d0021b;color:#fff;padding:12px 34px;border-radius:6px;text-decoration:none;font-weight:bold;">Belanja Sekarang</a></p>
<p style="font-size:11px;color:#8d96a0;">Tidak ingin menerima email promo? <a href="https://news.lapakria.com/unsub?u=r1n1-9920" style="color:#8d96a0;">Berhenti berlangganan</a></p>`,
    ),
  },
];

// ---------------------------------------------------------------- sukimart (PH marketplace)

const sukimart: Mail[] = [
  {
    family: "sukimart",
    group: "consumer",
    lang: "en",
    kind: "order-delivered",
    code: null,
    link: null,
    from: "SukiMart Philippines <orders@sukimart.ph>",
    subject: "Delivered: Your order #SM2609-77104528 has arrived",
    date: "Mon, 28 Sep 2026 15:31:20 +0800",
    enc: "8bit",
    text: `Hi Joel,

Good news! Your package was delivered on Sep 28, 2026 at 3:26 PM and received
by: JOEL (self).

Order #SM2609-77104528
Sold by: Gadget Haus Official Store
- Xiaomi Redmi Buds 6 Active (Black) x1 .......... ₱899.00
- Tempered glass for Redmi Note 13 (2 pcs) x1 ..... ₱149.00
Shipping fee ...................................... ₱38.00
Shipping voucher .................................. -₱38.00
Total (Cash on Delivery) .......................... ₱1,048.00

Delivered by Hatid Express, tracking no. HX-PH-0045192877.

Anything wrong with your item? You can request a return/refund within 7
days in the SukiMart app under Me > My Purchases.

SukiMart Philippines, Inc. - 10F Uptown Place Tower 2, BGC, Taguig City
`,
    html: `<html><body style="margin:0;background:#fafafa;font-family:Roboto,Arial,sans-serif;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center">
<table width="600" cellpadding="0" cellspacing="0" style="background:#ffffff;">
<tr><td style="background:#ffc107;padding:14px 20px;"><img src="https://cdn.sukimart.ph/mail/logo-dark.png" alt="SukiMart" height="30"></td></tr>
<tr><td style="padding:22px 20px 6px;font-size:20px;font-weight:bold;color:#222;">Delivered! 📦</td></tr>
<tr><td style="padding:0 20px 14px;font-size:14px;color:#444;">Hi Joel, your package was delivered on Sep 28, 2026 at 3:26 PM and received by: JOEL (self).</td></tr>
<tr><td style="padding:0 20px;">
<table width="100%" cellpadding="7" cellspacing="0" style="font-size:13px;border:1px solid #eee;">
<tr style="background:#fff8e1;"><td colspan="2">Order <b>#SM2609-77104528</b> &middot; Gadget Haus Official Store</td></tr>
<tr><td>Xiaomi Redmi Buds 6 Active (Black) x1</td><td align="right">&#8369;899.00</td></tr>
<tr><td>Tempered glass for Redmi Note 13 (2 pcs) x1</td><td align="right">&#8369;149.00</td></tr>
<tr><td>Shipping fee</td><td align="right">&#8369;38.00</td></tr>
<tr><td>Shipping voucher</td><td align="right">-&#8369;38.00</td></tr>
<tr><td><b>Total (Cash on Delivery)</b></td><td align="right"><b>&#8369;1,048.00</b></td></tr>
</table></td></tr>
<tr><td style="padding:12px 20px;font-size:12px;color:#666;">Delivered by Hatid Express, tracking no. HX-PH-0045192877.</td></tr>
<tr><td style="padding:0 20px 18px;font-size:13px;color:#444;">Anything wrong with your item? You can request a return/refund within 7 days in the SukiMart app under <b>Me &gt; My Purchases</b>.</td></tr>
<tr><td style="padding:14px 20px;background:#f2f2f2;font-size:11px;color:#888;">SukiMart Philippines, Inc. &middot; 10F Uptown Place Tower 2, BGC, Taguig City &middot; <a href="https://help.sukimart.ph" style="color:#888;">Help Centre</a> &middot; <a href="https://sukimart.ph/legal/privacy" style="color:#888;">Privacy</a></td></tr>
</table></td></tr></table></body></html>`,
  },
  {
    family: "sukimart",
    group: "consumer",
    lang: "en",
    kind: "reset-link",
    code: null,
    link: "https://sukimart.ph/account/reset-password?token=6b1e0f4c2a9d4d7fb8e39a01c55f2e7d&uid=80441925",
    from: "SukiMart Philippines <no-reply@sukimart.ph>",
    subject: "Reset your SukiMart password",
    date: "Thu, 22 Oct 2026 06:48:09 +0800",
    enc: "qp",
    text: `Hi Joel,

Someone (hopefully you) asked to reset the password for the SukiMart account
linked to this email.

Reset your password here (valid for 30 minutes):
https://sukimart.ph/account/reset-password?token=6b1e0f4c2a9d4d7fb8e39a01c55f2e7d&uid=80441925

If you didn't request this, just ignore this email - your password won't change.

Happy shopping,
SukiMart
`,
    html: `<html><body style="margin:0;background:#fafafa;font-family:Roboto,Arial,sans-serif;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center">
<table width="560" cellpadding="0" cellspacing="0" style="background:#ffffff;margin:20px 0;">
<tr><td style="background:#ffc107;padding:14px 20px;"><img src="https://cdn.sukimart.ph/mail/logo-dark.png" alt="SukiMart" height="30"></td></tr>
<tr><td style="padding:26px 28px;font-size:14px;color:#333;line-height:1.6;">
<p>Hi Joel,</p>
<p>Someone (hopefully you) asked to reset the password for the SukiMart account linked to this email.</p>
<p style="text-align:center;margin:26px 0;"><a href="https://sukimart.ph/account/reset-password?token=6b1e0f4c2a9d4d7fb8e39a01c55f2e7d&amp;uid=80441925" style="background:#222;color:#ffc107;padding:12px 30px;text-decoration:none;border-radius:4px;font-weight:bold;">Reset password</a></p>
<p style="font-size:12px;color:#777;">This link is valid for 30 minutes. If you didn't request this, just ignore this email &ndash; your password won't change.</p>
<p>Happy shopping,<br>SukiMart</p>
</td></tr>
<tr><td style="padding:14px 20px;background:#f2f2f2;font-size:11px;color:#888;"><a href="https://help.sukimart.ph" style="color:#888;">Help Centre</a> &middot; <a href="https://sukimart.ph/legal/privacy" style="color:#888;">Privacy</a> &middot; &copy; 2026 SukiMart Philippines, Inc.</td></tr>
</table></td></tr></table></body></html>`,
  },
];

// ---------------------------------------------------------------- telkira (ID mobile operator)

function telkira_page(inner: string): string {
  return `<html><head><meta charset="utf-8"><style>a{color:#c8102e}</style></head>
<body style="margin:0;background:#f5f5f5;">
<table width="100%" cellspacing="0" cellpadding="0"><tr><td align="center" style="padding:14px;">
<table width="600" cellspacing="0" cellpadding="0" style="background:#fff;font-family:Arial,Helvetica,sans-serif;color:#333;">
<tr><td style="padding:0;"><img src="https://www.telkira.co.id/email/header-merah-600.png" width="600" alt="Telkira - Sinyal Kuat Sampai Pelosok" style="display:block;"></td></tr>
<tr><td style="padding:24px 28px;font-size:14px;line-height:1.6;">${inner}</td></tr>
<tr><td style="padding:16px 28px;background:#3a3a3a;color:#cfcfcf;font-size:11px;line-height:1.6;">
Unduh aplikasi MyTelkira: <a href="https://play.google.com/store/apps/details?id=id.telkira.mytelkira" style="color:#fff;">Google Play</a> | <a href="https://apps.apple.com/id/app/mytelkira/id1098817263" style="color:#fff;">App Store</a><br>
Layanan Pelanggan 188 (dari nomor Telkira) / 0807 1 188 188 &middot; <a href="https://www.telkira.co.id/bantuan" style="color:#fff;">telkira.co.id/bantuan</a><br>
PT Telkira Seluler Indonesia, Telkira Tower, Jl. Gatot Subroto Kav. 52, Jakarta 12710
</td></tr></table></td></tr></table></body></html>`;
}

const telkira: Mail[] = [
  {
    family: "telkira",
    group: "regional",
    lang: "id",
    kind: "package-purchase",
    code: null,
    link: null,
    from: "Telkira <info@telkira.co.id>",
    subject: "Pembelian Paket Internet KiraMAX 35GB berhasil",
    date: "Fri, 25 Sep 2026 21:33:40 +0700",
    enc: "qp",
    text: `Pelanggan Yth,

Pembelian paket untuk nomor 0812-1903-xxxx berhasil.

Paket         : KiraMAX 35GB 30 Hari
Rincian kuota : 20GB Internet + 15GB Lokal Jabodetabek
Harga         : Rp95.000
Pembayaran    : Dompetara
Berlaku s.d.  : 25 Okt 2026 23:59 WIB
No. transaksi : TKR-2609252133-661027

Cek sisa kuota: ketik *363# atau buka aplikasi MyTelkira.

Terima kasih telah menggunakan Telkira.
`,
    html: telkira_page(`<p>Pelanggan Yth,</p>
<p>Pembelian paket untuk nomor <b>0812-1903-xxxx</b> berhasil.</p>
<table width="100%" cellpadding="7" cellspacing="0" style="font-size:13px;border:1px solid #e6e6e6;">
<tr><td bgcolor="#fafafa" width="40%">Paket</td><td><b>KiraMAX 35GB 30 Hari</b></td></tr>
<tr><td bgcolor="#fafafa">Rincian kuota</td><td>20GB Internet + 15GB Lokal Jabodetabek</td></tr>
<tr><td bgcolor="#fafafa">Harga</td><td>Rp95.000</td></tr>
<tr><td bgcolor="#fafafa">Pembayaran</td><td>Dompetara</td></tr>
<tr><td bgcolor="#fafafa">Berlaku s.d.</td><td>25 Okt 2026 23:59 WIB</td></tr>
<tr><td bgcolor="#fafafa">No. transaksi</td><td>TKR-2609252133-661027</td></tr>
</table>
<p>Cek sisa kuota: ketik <b>*363#</b> atau buka aplikasi MyTelkira.</p>
<p>Terima kasih telah menggunakan Telkira.</p>`),
  },
  {
    family: "telkira",
    group: "regional",
    lang: "en",
    kind: "login-code",
    code: "4471",
    link: null,
    from: "MyTelkira <otp@telkira.co.id>",
    subject: "MyTelkira login code",
    date: "Tue, 13 Oct 2026 07:21:03 +0700",
    enc: "7bit",
    text: `Your MyTelkira login code is 4471.

Enter it in the app to sign in with 0812-1903-xxxx. The code expires in
2 minutes.

Telkira will never ask for this code by phone or chat. Keep it to yourself.
`,
    html: telkira_page(`<p style="font-size:15px;">Your MyTelkira login code is</p>
<p style="font-size:34px;font-weight:bold;letter-spacing:8px;color:#c8102e;margin:6px 0 16px;">4471</p>
<p>Enter it in the app to sign in with <b>0812-1903-xxxx</b>. The code expires in 2 minutes.</p>
<p style="font-size:12px;color:#777;">Telkira will never ask for this code by phone or chat. Keep it to yourself.</p>`),
  },
  {
    family: "telkira",
    group: "regional",
    lang: "id",
    kind: "invite-link",
    code: null,
    link: "https://my.telkira.co.id/keluarga/gabung?inv=KF7Q2M9XR4&ref=email",
    from: "Telkira <info@telkira.co.id>",
    subject: "Dimas mengajak kamu bergabung ke Paket Keluarga KiraFamily",
    date: "Sat, 31 Oct 2026 16:05:12 +0700",
    enc: "b64",
    text: `Halo,

Dimas Pranoto (0812-1903-xxxx) mengajak kamu bergabung ke Paket Keluarga
KiraFamily 100GB. Sebagai anggota, kamu mendapat bagian kuota hingga 20GB per
bulan yang dibayar oleh pengelola paket.

Terima undangan (berlaku 7 hari):
https://my.telkira.co.id/keluarga/gabung?inv=KF7Q2M9XR4&ref=email

Syarat: nomor kamu harus nomor Telkira prabayar atau pascabayar yang aktif.
Setelah bergabung, pulsa kamu tidak akan dipotong untuk kuota bersama.

Tidak mengenal pengirim? Abaikan saja email ini.

Telkira
`,
    html: telkira_page(`<p>Halo,</p>
<p><b>Dimas Pranoto</b> (0812-1903-xxxx) mengajak kamu bergabung ke <b>Paket Keluarga KiraFamily 100GB</b>. Sebagai anggota, kamu mendapat bagian kuota hingga 20GB per bulan yang dibayar oleh pengelola paket.</p>
<table cellspacing="0" cellpadding="0" style="margin:20px 0;"><tr><td bgcolor="#c8102e" style="border-radius:4px;">
<a href="https://my.telkira.co.id/keluarga/gabung?inv=KF7Q2M9XR4&amp;ref=email" style="display:block;padding:12px 28px;color:#ffffff;text-decoration:none;font-weight:bold;">Terima Undangan</a>
</td></tr></table>
<p style="font-size:12px;color:#777;">Undangan berlaku 7 hari. Syarat: nomor kamu harus nomor Telkira prabayar atau pascabayar yang aktif. Setelah bergabung, pulsa kamu tidak akan dipotong untuk kuota bersama.</p>
<p style="font-size:12px;color:#777;">Tidak mengenal pengirim? Abaikan saja email ini.</p>`),
  },
];

// ---------------------------------------------------------------- bapenda-kota-tirtamaya (ID regional revenue office)

const bapenda: Mail[] = [
  {
    family: "bapenda-kota-tirtamaya",
    group: "regional",
    lang: "id",
    kind: "verify-link",
    code: null,
    link: "https://epajak.tirtamayakota.go.id/wp/aktivasi?kode=9e27c4b1f05a4c19&nik=3275xxxxxxxx0004",
    from: "e-Pajak Kota Tirtamaya <noreply@epajak.tirtamayakota.go.id>",
    subject: "Aktivasi Akun Wajib Pajak e-Pajak Kota Tirtamaya",
    date: "Thu, 24 Sep 2026 09:12:37 +0700",
    enc: "8bit",
    text: `Yth. Wajib Pajak SURYADI PRANOTO,

Terima kasih telah mendaftar pada layanan e-Pajak Badan Pendapatan Daerah
Kota Tirtamaya.

NIK      : 3275xxxxxxxx0004
NOP PBB  : 32.75.060.004.012-0187.0

Untuk mengaktifkan akun, silakan klik tautan berikut:
https://epajak.tirtamayakota.go.id/wp/aktivasi?kode=9e27c4b1f05a4c19&nik=3275xxxxxxxx0004

Tautan aktivasi berlaku 2 x 24 jam. Setelah akun aktif, Anda dapat mencetak
SPPT PBB-P2, melihat riwayat pembayaran dan mengajukan keberatan secara daring.

Email ini dikirim oleh sistem, mohon tidak dibalas.

BAPENDA KOTA TIRTAMAYA
Jl. Pahlawan No. 3, Tirtamaya 45211 | Telp. (0231) 482 0917
`,
    html:
      `<html><head><meta charset="utf-8"></head><body style="font-family:Arial,sans-serif;font-size:14px;color:#1a1a1a;">
<table width="620" cellpadding="0" cellspacing="0" border="0" style="border:1px solid #c9d3dd;">
<tr><td style="background:#0d4a7a;padding:12px 18px;color:#fff;"><img src="https://epajak.tirtamayakota.go.id/assets/img/logo-kota.png" alt="Pemerintah Kota Tirtamaya" height="42" align="left" style="margin-right:10px;"><b style="font-size:16px;">BADAN PENDAPATAN DAERAH</b><br>KOTA TIRTAMAYA</td></tr>
<tr><td style="padding:20px 18px;line-height:1.6;">
<p>Yth. Wajib Pajak <b>SURYADI PRANOTO</b>,</p>
<p>Terima kasih telah mendaftar pada layanan e-Pajak Badan Pendapatan Daerah Kota Tirtamaya.</p>
<table cellpadding="3" cellspacing="0" border="0"><tr><td>NIK</td><td>: 3275xxxxxxxx0004</td></tr><tr><td>NOP PBB</td><td>: 32.75.060.004.012-0187.0</td></tr></table>
<p>Untuk mengaktifkan akun, silakan klik tautan berikut:<br>
<a href="https://epajak.tirtamayakota.go.id/wp/aktivasi?kode=9e27c4b1f05a4c19&amp;nik=3275xxxxxxxx0004">https://epajak.tirtamayakota.go.id/wp/aktivasi?kode=9e27c4b1f05a4c19&amp;nik=3275xxxxxxxx0004</a></p>
<p>Tautan aktivasi berlaku 2 x 24 jam. Setelah akun aktif, Anda dapat mencetak SPPT PBB-P2, melihat riwayat pembayaran dan mengajukan keberatan secara daring.</p>
<p style="font-size:12px;color:#666;">Email ini dikirim oleh sistem, mohon tidak dibalas.</p>
</td></tr>
<tr><td style="background:#eef2f6;padding:10px 18px;font-size:11px;color:#555;">BAPENDA KOTA TIRTAMAYA &middot; Jl. Pahlawan No. 3, Tirtamaya 45211 &middot; Telp. (0231) 482 0917 &middot; <a href="https://bapenda.tirtamayakota.go.id">bapenda.tirtamayakota.go.id</a></td></tr>
</table></body></html>`,
  },
  {
    family: "bapenda-kota-tirtamaya",
    group: "regional",
    lang: "id",
    kind: "tax-bill",
    code: null,
    link: null,
    from: "e-Pajak Kota Tirtamaya <noreply@epajak.tirtamayakota.go.id>",
    subject: "SPPT PBB-P2 Tahun 2026 - NOP 32.75.060.004.012-0187.0",
    date: "Mon, 5 Oct 2026 08:00:05 +0700",
    enc: "qp",
    text: `Yth. Wajib Pajak SURYADI PRANOTO,

Terlampir SPPT PBB-P2 Tahun 2026 untuk objek pajak Anda:

NOP              : 32.75.060.004.012-0187.0
Letak objek      : Perum Griya Asri Blok C7, Kel. Mekarsari
Luas bumi/bangun : 90 m2 / 72 m2
PBB terutang     : Rp 412.600
Jatuh tempo      : 30 November 2026

Pembayaran dapat dilakukan melalui bank persepsi, kantor pos, Dompetara,
atau kanal QRIS dengan kode bayar yang tertera pada SPPT. Keterlambatan
dikenakan denda 1% per bulan.

BAPENDA KOTA TIRTAMAYA
`,
    html:
      `<html><head><meta charset="utf-8"></head><body style="font-family:Arial,sans-serif;font-size:14px;color:#1a1a1a;">
<table width="620" cellpadding="0" cellspacing="0" border="0" style="border:1px solid #c9d3dd;">
<tr><td style="background:#0d4a7a;padding:12px 18px;color:#fff;"><b style="font-size:16px;">BADAN PENDAPATAN DAERAH</b><br>KOTA TIRTAMAYA</td></tr>
<tr><td style="padding:20px 18px;line-height:1.6;">
<p>Yth. Wajib Pajak <b>SURYADI PRANOTO</b>,</p>
<p>Terlampir SPPT PBB-P2 Tahun 2026 untuk objek pajak Anda:</p>
<table cellpadding="5" cellspacing="0" border="1" style="border-collapse:collapse;border-color:#c9d3dd;font-size:13px;">
<tr><td>NOP</td><td>32.75.060.004.012-0187.0</td></tr>
<tr><td>Letak objek</td><td>Perum Griya Asri Blok C7, Kel. Mekarsari</td></tr>
<tr><td>Luas bumi/bangun</td><td>90 m&sup2; / 72 m&sup2;</td></tr>
<tr><td>PBB terutang</td><td><b>Rp 412.600</b></td></tr>
<tr><td>Jatuh tempo</td><td>30 November 2026</td></tr>
</table>
<p>Pembayaran dapat dilakukan melalui bank persepsi, kantor pos, Dompetara, atau kanal QRIS dengan kode bayar yang tertera pada SPPT. Keterlambatan dikenakan denda 1% per bulan.</p>
</td></tr>
<tr><td style="background:#eef2f6;padding:10px 18px;font-size:11px;color:#555;">BAPENDA KOTA TIRTAMAYA &middot; Jl. Pahlawan No. 3, Tirtamaya 45211 &middot; <a href="https://bapenda.tirtamayakota.go.id">bapenda.tirtamayakota.go.id</a></td></tr>
</table></body></html>`,
    attachment: [
      "SPPT_PBB_2026_327506000401201870.pdf",
      "application/pdf",
      "%PDF-1.5\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Count 1 >> endobj\n% SPPT PBB-P2 2026 NOP 32.75.060.004.012-0187.0 Rp 412.600\ntrailer << /Root 1 0 R >>\n%%EOF\n",
    ],
  },
];

// ---------------------------------------------------------------- identiti-sejahtera (MY national ID e-service)

const identiti: Mail[] = [
  {
    family: "identiti-sejahtera",
    group: "regional",
    lang: "ms",
    kind: "verify-code",
    code: "KS-604817",
    code_digits: "604817",
    link: null,
    from: "Portal Identiti Sejahtera <tidak-balas@identitisejahtera.gov.my>",
    subject: "Kod Pengesahan Pendaftaran Akaun",
    date: "Wed, 30 Sep 2026 11:47:02 +0800",
    enc: "qp",
    text: `Tuan/Puan,

Pendaftaran akaun Identiti Sejahtera bagi No. MyKad 8807**-**-5xx3 sedang
diproses. Sila masukkan kod pengesahan berikut di skrin pendaftaran untuk
mengesahkan alamat e-mel anda:

KS-604817

Kod ini sah selama 15 minit. Jika anda tidak membuat pendaftaran ini, sila
abaikan e-mel ini.

Ini adalah e-mel janaan komputer. Sila jangan balas.

Unit Perkhidmatan Digital, Identiti Sejahtera
Talian: 03-8000 8000
`,
    html:
      `<html><head><meta charset="utf-8"></head><body style="margin:0;font-family:Arial,sans-serif;font-size:14px;color:#222;">
<table width="600" cellpadding="0" cellspacing="0" border="0" align="center">
<tr><td style="border-top:6px solid #1b3a6b;padding:14px 0;"><img src="https://www.identitisejahtera.gov.my/img/jata-ids.png" alt="Identiti Sejahtera" height="48"></td></tr>
<tr><td style="padding:10px 0;line-height:1.65;">
<p>Tuan/Puan,</p>
<p>Pendaftaran akaun Identiti Sejahtera bagi No. MyKad <b>8807**-**-5xx3</b> sedang diproses. Sila masukkan kod pengesahan berikut di skrin pendaftaran untuk mengesahkan alamat e-mel anda:</p>
<p style="text-align:center;margin:22px 0;"><span style="font-size:26px;font-weight:bold;background:#eef3fb;border:1px solid #b9c9e4;padding:10px 24px;color:#1b3a6b;">KS-604817</span></p>
<p>Kod ini sah selama <b>15 minit</b>. Jika anda tidak membuat pendaftaran ini, sila abaikan e-mel ini.</p>
<p style="font-size:12px;color:#666;">Ini adalah e-mel janaan komputer. Sila jangan balas.</p>
<p>Unit Perkhidmatan Digital, Identiti Sejahtera<br>Talian: 03-8000 8000</p>
</td></tr>
<tr><td style="border-top:1px solid #ddd;padding:10px 0;font-size:11px;color:#888;"><a href="https://www.identitisejahtera.gov.my/dasar-privasi">Dasar Privasi</a> | <a href="https://www.identitisejahtera.gov.my/penafian">Penafian</a> | Hak Cipta Terpelihara &copy; 2026</td></tr>
</table></body></html>`,
  },
  {
    family: "identiti-sejahtera",
    group: "regional",
    lang: "ms",
    kind: "application-status",
    code: null,
    link: null,
    from: "Portal Identiti Sejahtera <tidak-balas@identitisejahtera.gov.my>",
    subject: "Status Permohonan: Penggantian MyKad (Rosak) - IDS/2026/10/0048812",
    date: "Thu, 15 Oct 2026 15:20:44 +0800",
    enc: "8bit",
    text: `Tuan/Puan HAFIZ BIN ROSLAN,

Permohonan anda telah dikemas kini.

No. Rujukan      : IDS/2026/10/0048812
Jenis permohonan : Penggantian MyKad (Rosak)
Tarikh mohon     : 06/10/2026
Status           : SEDIA UNTUK DIAMBIL

Kad anda boleh diambil di kaunter yang dipilih semasa permohonan:
Pejabat Identiti Sejahtera Cawangan Shah Alam, Tingkat 2, Kompleks PKNS,
40000 Shah Alam. Waktu urusan: Isnin - Jumaat, 8.00 pagi - 4.00 petang.

Sila bawa MyKad lama (jika ada) dan slip permohonan. Bayaran RM10.00 telah
dijelaskan secara dalam talian.

Kad yang tidak diambil dalam tempoh 90 hari akan dimusnahkan.

Ini adalah e-mel janaan komputer. Sila jangan balas.
Identiti Sejahtera - Talian 03-8000 8000
`,
    html: null,
  },
];

// ---------------------------------------------------------------- sdit-bintang-fajar (ID school parent portal)

const sekolah: Mail[] = [
  {
    family: "sdit-bintang-fajar",
    group: "regional",
    lang: "id",
    kind: "invite-link",
    code: null,
    link: "https://ortu.sditbintangfajar.sch.id/undangan/terima/5c0d2e8b-77a1-4b2f-9d6e-3f41a8e0c912",
    from: "Portal Orang Tua SDIT Bintang Fajar <portal@sditbintangfajar.sch.id>",
    subject: "Undangan Portal Orang Tua - Ananda Aisyah Putri Pranoto (Kelas 4B)",
    date: "Fri, 18 Sep 2026 13:05:00 +0700",
    enc: "qp",
    text: `Assalamu'alaikum warahmatullahi wabarakatuh,

Bapak/Ibu Wali Murid dari Ananda Aisyah Putri Pranoto (Kelas 4B, NIS 2023.0417),

Mulai semester ganjil 2026/2027, nilai harian, absensi, jadwal ekstrakurikuler
dan tagihan SPP dapat dipantau melalui Portal Orang Tua SDIT Bintang Fajar.

Silakan buat akun Anda melalui tautan undangan berikut (berlaku 14 hari):
https://ortu.sditbintangfajar.sch.id/undangan/terima/5c0d2e8b-77a1-4b2f-9d6e-3f41a8e0c912

Satu akun dapat dipakai untuk beberapa anak yang bersekolah di SDIT Bintang
Fajar. Apabila ada kendala, hubungi Tata Usaha di 0857-1122-3040 (WhatsApp)
pada hari sekolah pukul 07.00-14.00.

Wassalamu'alaikum warahmatullahi wabarakatuh,

Tata Usaha SDIT Bintang Fajar
Jl. Cendana Raya No. 8, Tambun Selatan, Kab. Bekasi 17510
`,
    html:
      `<html><head><meta charset="utf-8"></head><body style="margin:0;background:#f4faf6;font-family:Georgia,'Times New Roman',serif;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:18px;">
<table width="600" cellpadding="0" cellspacing="0" style="background:#fff;border:1px solid #cfe6d7;">
<tr><td align="center" style="padding:18px;background:#14532d;"><img src="https://sditbintangfajar.sch.id/wp-content/uploads/logo-sdit-bf.png" alt="SDIT Bintang Fajar" height="56"><div style="color:#fde68a;font-size:13px;margin-top:6px;">Portal Orang Tua</div></td></tr>
<tr><td style="padding:24px 30px;font-size:15px;line-height:1.65;color:#1f2937;">
<p><i>Assalamu'alaikum warahmatullahi wabarakatuh,</i></p>
<p>Bapak/Ibu Wali Murid dari Ananda <b>Aisyah Putri Pranoto</b> (Kelas 4B, NIS 2023.0417),</p>
<p>Mulai semester ganjil 2026/2027, nilai harian, absensi, jadwal ekstrakurikuler dan tagihan SPP dapat dipantau melalui Portal Orang Tua SDIT Bintang Fajar.</p>
<p style="text-align:center;margin:26px 0;"><a href="https://ortu.sditbintangfajar.sch.id/undangan/terima/5c0d2e8b-77a1-4b2f-9d6e-3f41a8e0c912" style="background:#15803d;color:#fff;padding:12px 26px;text-decoration:none;border-radius:4px;font-family:Arial,sans-serif;font-weight:bold;">Buat Akun Orang Tua</a></p>
<p style="font-size:13px;color:#4b5563;">Tautan undangan berlaku 14 hari. Satu akun dapat dipakai untuk beberapa anak yang bersekolah di SDIT Bintang Fajar. Apabila ada kendala, hubungi Tata Usaha di 0857-1122-3040 (WhatsApp) pada hari sekolah pukul 07.00&ndash;14.00.</p>
<p><i>Wassalamu'alaikum warahmatullahi wabarakatuh,</i><br>Tata Usaha SDIT Bintang Fajar</p>
</td></tr>
<tr><td style="padding:12px 30px;background:#ecfdf3;font-size:11px;color:#4b5563;font-family:Arial,sans-serif;">Jl. Cendana Raya No. 8, Tambun Selatan, Kab. Bekasi 17510 &middot; <a href="https://sditbintangfajar.sch.id" style="color:#15803d;">sditbintangfajar.sch.id</a> &middot; <a href="https://instagram.com/sditbintangfajar" style="color:#15803d;">@sditbintangfajar</a></td></tr>
</table></td></tr></table></body></html>`,
  },
  {
    family: "sdit-bintang-fajar",
    group: "regional",
    lang: "id",
    kind: "school-announcement",
    code: null,
    link: null,
    from: "Portal Orang Tua SDIT Bintang Fajar <portal@sditbintangfajar.sch.id>",
    subject: "[Info Sekolah] Penilaian Tengah Semester & tagihan SPP November",
    date: "Wed, 28 Oct 2026 14:40:22 +0700",
    enc: "8bit",
    text: `Bapak/Ibu Wali Murid Kelas 4B yang kami hormati,

1. Penilaian Tengah Semester (PTS) ganjil dilaksanakan Senin-Jumat,
   9-13 November 2026, pukul 07.30-10.30. Kisi-kisi sudah diunggah di menu
   Materi pada Portal Orang Tua.

2. Tagihan SPP bulan November 2026 untuk Ananda Aisyah Putri Pranoto:
   SPP                 Rp650.000
   Katering Jumat      Rp120.000
   Total               Rp770.000
   Jatuh tempo 10 November 2026. Pembayaran melalui Virtual Account
   Bank Lintang Raya 8808 2023 0417 0011.

3. Kegiatan Jumat Berbagi tanggal 20 November: siswa diminta membawa
   1 kg beras atau mi instan untuk disalurkan ke warga sekitar sekolah.

Jazakumullahu khairan atas perhatiannya.

Wali Kelas 4B, Ustadzah Nurhasanah
`,
    html: `<html><body style="font-family:Arial,sans-serif;font-size:14px;color:#1f2937;line-height:1.6;">
<div style="max-width:600px;margin:0 auto;border-top:5px solid #14532d;padding:16px 20px;">
<p>Bapak/Ibu Wali Murid Kelas 4B yang kami hormati,</p>
<ol>
<li><b>Penilaian Tengah Semester (PTS)</b> ganjil dilaksanakan Senin&ndash;Jumat, 9&ndash;13 November 2026, pukul 07.30&ndash;10.30. Kisi-kisi sudah diunggah di menu <i>Materi</i> pada <a href="https://ortu.sditbintangfajar.sch.id/materi">Portal Orang Tua</a>.</li>
<li><b>Tagihan SPP bulan November 2026</b> untuk Ananda Aisyah Putri Pranoto:
<table cellpadding="4" cellspacing="0" style="font-size:13px;margin:6px 0;">
<tr><td>SPP</td><td align="right">Rp650.000</td></tr>
<tr><td>Katering Jumat</td><td align="right">Rp120.000</td></tr>
<tr><td><b>Total</b></td><td align="right"><b>Rp770.000</b></td></tr>
</table>
Jatuh tempo 10 November 2026. Pembayaran melalui Virtual Account Bank Lintang Raya <b>8808 2023 0417 0011</b>.</li>
<li><b>Jumat Berbagi</b> tanggal 20 November: siswa diminta membawa 1 kg beras atau mi instan untuk disalurkan ke warga sekitar sekolah.</li>
</ol>
<p>Jazakumullahu khairan atas perhatiannya.</p>
<p>Wali Kelas 4B,<br>Ustadzah Nurhasanah</p>
<p style="font-size:11px;color:#6b7280;border-top:1px solid #e5e7eb;padding-top:8px;">SDIT Bintang Fajar &middot; Jl. Cendana Raya No. 8, Tambun Selatan, Kab. Bekasi 17510</p>
</div></body></html>`,
  },
];

// ---------------------------------------------------------------- rs-medika-sentosa (ID hospital app)

const medika: Mail[] = [
  {
    family: "rs-medika-sentosa",
    group: "regional",
    lang: "en",
    kind: "login-code",
    code: "905113",
    link: null,
    from: "MedikaKu - RS Medika Sentosa <no-reply@medikaku.rsmedikasentosa.co.id>",
    subject: "Your MedikaKu verification code",
    date: "Sat, 19 Sep 2026 06:55:48 +0700",
    enc: "b64",
    text: `MedikaKu

Hello Suryadi,

Use the code below to sign in to MedikaKu, the patient app of RS Medika Sentosa:

905 113

This code expires in 5 minutes. For your privacy, never share it. Our staff
will not ask you for this code.

Medical record no.: RM-00-48-1937

RS Medika Sentosa - Jl. Raya Kalimalang No. 88, Bekasi 17144
Emergency (24h): (021) 8895 1190 | Call centre: 1500-588
`,
    html: `<!DOCTYPE html><html><head><meta charset="utf-8"></head><body style="margin:0;background:#f0f7fa;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:22px 10px;">
<table width="520" cellpadding="0" cellspacing="0" style="background:#fff;border-radius:14px;font-family:'Helvetica Neue',Arial,sans-serif;">
<tr><td style="padding:22px 28px 8px;"><img src="https://medikaku.rsmedikasentosa.co.id/static/mail/medikaku-logo.png" alt="MedikaKu" height="30"> <span style="font-size:11px;color:#7b8a97;">by RS Medika Sentosa</span></td></tr>
<tr><td style="padding:12px 28px;font-size:15px;color:#22313f;line-height:1.55;">
<p>Hello Suryadi,</p>
<p>Use the code below to sign in to MedikaKu, the patient app of RS Medika Sentosa:</p>
<p style="text-align:center;margin:22px 0;font-size:34px;letter-spacing:6px;font-weight:700;color:#0e7490;">905&nbsp;113</p>
<p style="font-size:13px;color:#7b8a97;">This code expires in 5 minutes. For your privacy, never share it. Our staff will not ask you for this code.</p>
<p style="font-size:13px;color:#7b8a97;">Medical record no.: RM-00-48-1937</p>
</td></tr>
<tr><td style="padding:16px 28px;border-top:1px solid #e5eef2;font-size:11px;color:#94a3b0;line-height:1.6;">RS Medika Sentosa &middot; Jl. Raya Kalimalang No. 88, Bekasi 17144<br>Emergency (24h): (021) 8895 1190 &middot; Call centre: 1500-588 &middot; <a href="https://rsmedikasentosa.co.id/privacy" style="color:#0e7490;">Privacy</a></td></tr>
</table></td></tr></table></body></html>`,
  },
  {
    family: "rs-medika-sentosa",
    group: "regional",
    lang: "id",
    kind: "appointment-reminder",
    code: null,
    link: null,
    from: "MedikaKu - RS Medika Sentosa <no-reply@medikaku.rsmedikasentosa.co.id>",
    subject: "Pengingat: Kontrol dr. Hendra Wijaya, Sp.PD besok pukul 09.00",
    date: "Mon, 19 Oct 2026 17:00:00 +0700",
    enc: "qp",
    text: `Halo Bapak Suryadi,

Ini pengingat jadwal kunjungan Anda besok:

Dokter     : dr. Hendra Wijaya, Sp.PD (Penyakit Dalam)
Tanggal    : Selasa, 20 Oktober 2026
Jam        : 09.00 WIB (mohon datang 30 menit lebih awal)
Lokasi     : Poliklinik Lt. 2, Gedung B
No. antrean: B-017
Penjamin   : BPJS Kesehatan (rujukan berlaku s.d. 14 Nov 2026)

Jangan lupa membawa KTP, kartu BPJS, dan hasil laboratorium sebelumnya.
Untuk pemeriksaan gula darah puasa, mohon puasa 10 jam sebelumnya.

Ingin menjadwal ulang? Lakukan melalui aplikasi MedikaKu atau telepon
1500-588 paling lambat hari ini pukul 20.00.

RS Medika Sentosa
`,
    html: `<!DOCTYPE html><html><head><meta charset="utf-8"></head><body style="margin:0;background:#f0f7fa;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:22px 10px;">
<table width="520" cellpadding="0" cellspacing="0" style="background:#fff;border-radius:14px;font-family:'Helvetica Neue',Arial,sans-serif;">
<tr><td style="padding:22px 28px 8px;"><img src="https://medikaku.rsmedikasentosa.co.id/static/mail/medikaku-logo.png" alt="MedikaKu" height="30"></td></tr>
<tr><td style="padding:12px 28px;font-size:14px;color:#22313f;line-height:1.55;">
<p>Halo Bapak Suryadi,</p>
<p>Ini pengingat jadwal kunjungan Anda besok:</p>
<table width="100%" cellpadding="8" cellspacing="0" style="background:#ecf8fb;border-radius:10px;font-size:14px;">
<tr><td style="color:#5b6f7d;" width="36%">Dokter</td><td><b>dr. Hendra Wijaya, Sp.PD</b><br>Penyakit Dalam</td></tr>
<tr><td style="color:#5b6f7d;">Tanggal</td><td>Selasa, 20 Oktober 2026</td></tr>
<tr><td style="color:#5b6f7d;">Jam</td><td>09.00 WIB <span style="color:#5b6f7d;">(datang 30 menit lebih awal)</span></td></tr>
<tr><td style="color:#5b6f7d;">Lokasi</td><td>Poliklinik Lt. 2, Gedung B</td></tr>
<tr><td style="color:#5b6f7d;">No. antrean</td><td><b>B-017</b></td></tr>
<tr><td style="color:#5b6f7d;">Penjamin</td><td>BPJS Kesehatan (rujukan berlaku s.d. 14 Nov 2026)</td></tr>
</table>
<p>Jangan lupa membawa KTP, kartu BPJS, dan hasil laboratorium sebelumnya. Untuk pemeriksaan gula darah puasa, mohon puasa 10 jam sebelumnya.</p>
<p style="font-size:13px;color:#5b6f7d;">Ingin menjadwal ulang? Lakukan melalui aplikasi MedikaKu atau telepon 1500-588 paling lambat hari ini pukul 20.00.</p>
</td></tr>
<tr><td style="padding:16px 28px;border-top:1px solid #e5eef2;font-size:11px;color:#94a3b0;">RS Medika Sentosa &middot; Jl. Raya Kalimalang No. 88, Bekasi 17144 &middot; IGD 24 jam (021) 8895 1190</td></tr>
</table></td></tr></table></body></html>`,
  },
];

// ---------------------------------------------------------------- sugbo-light-power (PH electricity, Cebu)

const sugbo: Mail[] = [
  {
    family: "sugbo-light-power",
    group: "regional",
    lang: "ceb",
    kind: "bill-notice",
    code: null,
    link: null,
    from: "Sugbo Light & Power <ebill@sugbolight.com.ph>",
    subject: "Imong electric bill para sa Septiyembre 2026 - Account 0311-2288-40",
    date: "Tue, 6 Oct 2026 09:30:11 +0800",
    enc: "qp",
    text: `Maayong adlaw, JOEL B. ABELLANA!

Andam na ang imong e-bill.

Account No.      : 0311-2288-40
Service address  : 127 M.L. Quezon St., Brgy. Casuntingan, Mandaue City
Billing period   : Sep 3 - Oct 2, 2026
Konsumo          : 186 kWh
Kantidad         : ₱2,148.37
Due date         : Oktubre 16, 2026
Disconnection    : Oktubre 23, 2026 kung dili mabayran

Makabayad ka pinaagi sa Pitaka Pay, sa mga bangko, o sa among Business
Centers. Palihug ayaw pagbayad sa mga tawo nga dili taga-Sugbo Light.

Brownout advisory: Adunay scheduled maintenance sa Brgy. Casuntingan sa
Oktubre 11 (Dominggo), 7:00 AM - 3:00 PM.

Salamat!
Sugbo Light & Power Co. - Hotline (032) 230 5000
`,
    html:
      `<html><head><meta charset="utf-8"></head><body style="margin:0;background:#fffbea;font-family:Arial,sans-serif;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:14px;">
<table width="600" cellpadding="0" cellspacing="0" style="background:#fff;border:1px solid #f2e2a0;">
<tr><td style="padding:16px 22px;background:#1e3a8a;"><img src="https://www.sugbolight.com.ph/mail/slp-logo.png" alt="Sugbo Light &amp; Power" height="36"></td></tr>
<tr><td style="padding:22px;font-size:14px;color:#222;line-height:1.55;">
<p>Maayong adlaw, <b>JOEL B. ABELLANA</b>!</p>
<p>Andam na ang imong e-bill.</p>
<table width="100%" cellpadding="6" cellspacing="0" style="font-size:13px;border:1px solid #e5e7eb;">
<tr><td bgcolor="#f8fafc" width="38%">Account No.</td><td>0311-2288-40</td></tr>
<tr><td bgcolor="#f8fafc">Service address</td><td>127 M.L. Quezon St., Brgy. Casuntingan, Mandaue City</td></tr>
<tr><td bgcolor="#f8fafc">Billing period</td><td>Sep 3 &ndash; Oct 2, 2026</td></tr>
<tr><td bgcolor="#f8fafc">Konsumo</td><td>186 kWh</td></tr>
<tr><td bgcolor="#f8fafc">Kantidad</td><td style="font-size:18px;font-weight:bold;color:#1e3a8a;">&#8369;2,148.37</td></tr>
<tr><td bgcolor="#f8fafc">Due date</td><td>Oktubre 16, 2026</td></tr>
<tr><td bgcolor="#f8fafc">Disconnection</td><td>Oktubre 23, 2026 kung dili mabayran</td></tr>
</table>
<p>Makabayad ka pinaagi sa Pitaka Pay, sa mga bangko, o sa among Business Centers. Palihug ayaw pagbayad sa mga tawo nga dili taga-Sugbo Light.</p>
<p style="background:#fef3c7;padding:10px;font-size:13px;"><b>Brownout advisory:</b> Adunay scheduled maintenance sa Brgy. Casuntingan sa Oktubre 11 (Dominggo), 7:00 AM &ndash; 3:00 PM.</p>
<p>Salamat!</p>
</td></tr>
<tr><td style="padding:12px 22px;background:#f3f4f6;font-size:11px;color:#6b7280;">Sugbo Light &amp; Power Co. &middot; Hotline (032) 230 5000 &middot; <a href="https://www.sugbolight.com.ph/outages">Outage map</a> &middot; <a href="https://www.facebook.com/sugbolightpower">Facebook</a></td></tr>
</table></td></tr></table></body></html>`,
  },
  {
    family: "sugbo-light-power",
    group: "regional",
    lang: "en",
    kind: "payment-receipt",
    code: null,
    link: null,
    from: "Sugbo Light & Power <payments@sugbolight.com.ph>",
    subject: "Payment received - Account 0311-2288-40",
    date: "Wed, 14 Oct 2026 19:02:37 +0800",
    enc: "7bit",
    text: `Thank you for your payment!

Account No.    : 0311-2288-40
Account name   : JOEL B. ABELLANA
Amount paid    : PHP 2,148.37
Payment channel: Pitaka Pay
Payment ref.   : PTK-SLP-1014-550918
Posted on      : Oct 14, 2026 7:02 PM

This serves as your acknowledgment receipt. Your official receipt will appear
on your next bill.

Sugbo Light & Power Co. - Hotline (032) 230 5000
`,
    html: null,
  },
];

// ---------------------------------------------------------------- pdam-tirta-kencana (ID water utility)

const pdam: Mail[] = [
  {
    family: "pdam-tirta-kencana",
    group: "regional",
    lang: "id",
    kind: "bill-notice",
    code: null,
    link: null,
    from: "Perumda Air Minum Tirta Kencana <tagihan@tirtakencana.co.id>",
    subject: "Tagihan Rekening Air Bulan Oktober 2026 - No. Pelanggan 06.041.0872",
    date: "Wed, 4 Nov 2026 07:30:00 +0700",
    enc: "b64",
    text: `Pelanggan Yth. SURYADI PRANOTO

Berikut rincian tagihan rekening air Anda:

No. Pelanggan   : 06.041.0872
Golongan        : R2 (Rumah Tangga Menengah)
Stand meter     : 01842 - 01869
Pemakaian       : 27 m3
Harga air       : Rp 132.300
Biaya beban     : Rp 15.000
Denda           : Rp 0
Total tagihan   : Rp 147.300

Batas pembayaran: 20 November 2026

Pembayaran dapat dilakukan di loket PDAM, kantor pos, minimarket, Dompetara,
atau mobile banking (menu PDAM - Tirta Kencana).

Gangguan air? Hubungi Call Center (021) 8837 5500 / WA 0811-1900-551.

Perumda Air Minum Tirta Kencana Kabupaten Bekasi
`,
    html:
      `<html><head><meta charset="utf-8"></head><body style="font-family:Verdana,sans-serif;font-size:13px;color:#1f2937;background:#e0f2fe;margin:0;">
<div style="max-width:580px;margin:0 auto;background:#ffffff;">
<div style="background:#0369a1;color:#fff;padding:14px 20px;font-size:16px;font-weight:bold;">Perumda Air Minum Tirta Kencana</div>
<div style="padding:20px;line-height:1.6;">
<p>Pelanggan Yth. <b>SURYADI PRANOTO</b></p>
<p>Berikut rincian tagihan rekening air Anda:</p>
<table cellpadding="5" cellspacing="0" width="100%" style="font-size:13px;border-collapse:collapse;">
<tr style="border-bottom:1px solid #e5e7eb;"><td>No. Pelanggan</td><td align="right">06.041.0872</td></tr>
<tr style="border-bottom:1px solid #e5e7eb;"><td>Golongan</td><td align="right">R2 (Rumah Tangga Menengah)</td></tr>
<tr style="border-bottom:1px solid #e5e7eb;"><td>Stand meter</td><td align="right">01842 &ndash; 01869</td></tr>
<tr style="border-bottom:1px solid #e5e7eb;"><td>Pemakaian</td><td align="right">27 m&sup3;</td></tr>
<tr style="border-bottom:1px solid #e5e7eb;"><td>Harga air</td><td align="right">Rp 132.300</td></tr>
<tr style="border-bottom:1px solid #e5e7eb;"><td>Biaya beban</td><td align="right">Rp 15.000</td></tr>
<tr style="border-bottom:1px solid #e5e7eb;"><td>Denda</td><td align="right">Rp 0</td></tr>
<tr><td><b>Total tagihan</b></td><td align="right"><b>Rp 147.300</b></td></tr>
</table>
<p style="color:#b91c1c;">Batas pembayaran: <b>20 November 2026</b></p>
<p>Pembayaran dapat dilakukan di loket PDAM, kantor pos, minimarket, Dompetara, atau mobile banking (menu PDAM &ndash; Tirta Kencana).</p>
<p style="font-size:12px;">Gangguan air? Hubungi Call Center (021) 8837 5500 / WA <a href="https://wa.me/6281119005510">0811-1900-551</a>.</p>
</div>
<div style="background:#f1f5f9;padding:10px 20px;font-size:11px;color:#64748b;">Perumda Air Minum Tirta Kencana Kabupaten Bekasi &middot; Jl. Raya Cikarang-Cibarusah Km 3</div>
</div></body></html>`,
  },
];

// ---------------------------------------------------------------- langitnusa-air (ID airline)

const langitnusa: Mail[] = [
  {
    family: "langitnusa-air",
    group: "consumer",
    lang: "en",
    kind: "booking-confirmation",
    code: null,
    link: null,
    from: "LangitNusa Air <booking@langitnusa.com>",
    subject: "Booking confirmed: CGK - DPS, 21 Nov 2026 (Booking code QT7XKM)",
    date: "Sun, 27 Sep 2026 20:14:55 +0700",
    enc: "qp",
    text: `Your booking is confirmed

Booking code (PNR): QT7XKM
Booked on: 27 Sep 2026

OUTBOUND  LN 712  Sat 21 Nov 2026
Jakarta Soekarno-Hatta (CGK) T3  06:10  ->  Denpasar (DPS)  09:00 (WITA)
Economy Saver - 20 kg checked baggage

RETURN    LN 727  Tue 24 Nov 2026
Denpasar (DPS)  17:35  ->  Jakarta (CGK) T3  18:30
Economy Saver - 20 kg checked baggage

Passengers
1. MR SURYADI PRANOTO     e-ticket 880 2412 7703 15
2. MRS RINI HANDAYANI     e-ticket 880 2412 7703 16
3. MISS AISYAH PUTRI      e-ticket 880 2412 7703 17 (child)

Total paid: IDR 7,482,600 (Visa •••• 3390)

Online check-in opens 48 hours before departure. Please bring the ID used for
booking. Manage your booking: https://www.langitnusa.com/manage?pnr=QT7XKM

LangitNusa Air - Call centre 0804 1 500 700
`,
    html:
      `<html><head><meta charset="utf-8"></head><body style="margin:0;background:#e8eef5;font-family:Arial,sans-serif;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:20px 6px;">
<table width="620" cellpadding="0" cellspacing="0" style="background:#fff;">
<tr><td style="background:#0a2342;padding:18px 24px;"><img src="https://www.langitnusa.com/static/email/ln-logo-white.png" alt="LangitNusa Air" height="32"></td></tr>
<tr><td style="padding:22px 24px 6px;"><span style="font-size:22px;color:#0a2342;font-weight:bold;">Your booking is confirmed</span></td></tr>
<tr><td style="padding:0 24px 16px;font-size:13px;color:#555;">Booking code (PNR) <span style="font-size:20px;font-weight:bold;color:#e4572e;letter-spacing:2px;">QT7XKM</span> &middot; Booked on 27 Sep 2026</td></tr>
<tr><td style="padding:0 24px;">
<table width="100%" cellpadding="8" cellspacing="0" style="font-size:13px;border:1px solid #d8e0ea;">
<tr style="background:#f1f5fa;"><td colspan="3"><b>OUTBOUND</b> &middot; LN 712 &middot; Sat 21 Nov 2026</td></tr>
<tr><td><b style="font-size:18px;">06:10</b><br>Jakarta (CGK) T3</td><td align="center">&#9992;</td><td align="right"><b style="font-size:18px;">09:00</b><br>Denpasar (DPS) WITA</td></tr>
<tr style="background:#f1f5fa;"><td colspan="3"><b>RETURN</b> &middot; LN 727 &middot; Tue 24 Nov 2026</td></tr>
<tr><td><b style="font-size:18px;">17:35</b><br>Denpasar (DPS)</td><td align="center">&#9992;</td><td align="right"><b style="font-size:18px;">18:30</b><br>Jakarta (CGK) T3</td></tr>
<tr><td colspan="3" style="color:#666;">Economy Saver &middot; 20 kg checked baggage per passenger</td></tr>
</table></td></tr>
<tr><td style="padding:16px 24px;">
<table width="100%" cellpadding="5" cellspacing="0" style="font-size:13px;">
<tr><td colspan="2" style="color:#0a2342;"><b>Passengers</b></td></tr>
<tr><td>MR SURYADI PRANOTO</td><td align="right">e-ticket 880 2412 7703 15</td></tr>
<tr><td>MRS RINI HANDAYANI</td><td align="right">e-ticket 880 2412 7703 16</td></tr>
<tr><td>MISS AISYAH PUTRI (child)</td><td align="right">e-ticket 880 2412 7703 17</td></tr>
<tr><td style="border-top:1px solid #ddd;"><b>Total paid</b></td><td align="right" style="border-top:1px solid #ddd;"><b>IDR 7,482,600</b> (Visa &bull;&bull;&bull;&bull; 3390)</td></tr>
</table></td></tr>
<tr><td style="padding:0 24px 20px;font-size:13px;color:#444;">Online check-in opens 48 hours before departure. Please bring the ID used for booking.<br><br>
<a href="https://www.langitnusa.com/manage?pnr=QT7XKM" style="color:#e4572e;">Manage booking</a> &middot; <a href="https://www.langitnusa.com/baggage" style="color:#e4572e;">Baggage rules</a> &middot; <a href="https://www.langitnusa.com/help" style="color:#e4572e;">Help</a></td></tr>
<tr><td style="padding:14px 24px;background:#0a2342;color:#9fb3c8;font-size:11px;">PT LangitNusa Air, Gedung LN, Bandara Soekarno-Hatta, Tangerang 15126 &middot; Call centre 0804 1 500 700</td></tr>
</table></td></tr></table></body></html>`,
  },
  {
    family: "langitnusa-air",
    group: "consumer",
    lang: "en",
    kind: "checkin-open",
    code: null,
    link: null,
    from: "LangitNusa Air <noreply@langitnusa.com>",
    subject: "Check-in is now open for LN 712 to Denpasar",
    date: "Thu, 19 Nov 2026 06:10:00 +0700",
    enc: "b64",
    text: `Check-in is now open

LN 712  Jakarta (CGK) T3 -> Denpasar (DPS)
Sat 21 Nov 2026, departs 06:10, boarding 05:30, gate closes 05:50
Booking code: QT7XKM

Check in online: https://www.langitnusa.com/checkin?pnr=QT7XKM&ln=SURYADI
or in the LangitNusa app. Bag drop closes 45 minutes before departure.

Dangerous goods reminder: power banks above 160 Wh are not allowed.

Have a pleasant flight!
LangitNusa Air
`,
    html:
      `<html><head><meta charset="utf-8"></head><body style="margin:0;background:#e8eef5;font-family:Arial,sans-serif;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:20px 6px;">
<table width="620" cellpadding="0" cellspacing="0" style="background:#fff;">
<tr><td><img src="https://www.langitnusa.com/static/email/checkin-banner.jpg" width="620" alt="Check-in is now open" style="display:block;"></td></tr>
<tr><td style="padding:22px 24px;font-size:14px;color:#333;line-height:1.6;">
<p style="font-size:18px;font-weight:bold;color:#0a2342;">LN 712 &middot; Jakarta (CGK) T3 &rarr; Denpasar (DPS)</p>
<p>Sat 21 Nov 2026 &middot; departs 06:10 &middot; boarding 05:30 &middot; gate closes 05:50<br>Booking code: <b>QT7XKM</b></p>
<p><a href="https://www.langitnusa.com/checkin?pnr=QT7XKM&amp;ln=SURYADI" style="background:#e4572e;color:#fff;padding:11px 26px;text-decoration:none;border-radius:3px;font-weight:bold;">Check in online</a></p>
<p style="font-size:13px;">or in the LangitNusa app. Bag drop closes 45 minutes before departure.</p>
<p style="font-size:12px;color:#777;">Dangerous goods reminder: power banks above 160 Wh are not allowed.</p>
</td></tr>
<tr><td style="padding:14px 24px;background:#0a2342;color:#9fb3c8;font-size:11px;">PT LangitNusa Air &middot; Call centre 0804 1 500 700 &middot; <a href="https://www.langitnusa.com/privacy" style="color:#9fb3c8;">Privacy</a></td></tr>
</table></td></tr></table></body></html>`,
  },
];

// ---------------------------------------------------------------- islacruz-ferries (PH ferry)

const islacruz: Mail[] = [
  {
    family: "islacruz-ferries",
    group: "consumer",
    lang: "tl",
    kind: "verify-code",
    code: "681072",
    link: null,
    from: "IslaCruz Ferries <accounts@islacruz.ph>",
    subject: "681072 ang iyong IslaCruz verification code",
    date: "Fri, 2 Oct 2026 12:18:30 +0800",
    enc: "8bit",
    text: `Magandang araw!

Para makumpleto ang paggawa ng iyong IslaCruz account, ilagay ang code na ito
sa app o website:

681 072

Mag-e-expire ito pagkatapos ng 10 minuto. Huwag itong ibigay kaninuman.

Kung hindi ikaw ang gumawa ng account, balewalain lang ang email na ito.

IslaCruz Ferries - Cebu | Bohol | Leyte
`,
    html:
      `<html><head><meta charset="utf-8"></head><body style="margin:0;background:#e6f6f8;font-family:Arial,sans-serif;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:18px;">
<table width="500" cellpadding="0" cellspacing="0" style="background:#fff;border-radius:8px;overflow:hidden;">
<tr><td style="background:#0891b2;padding:16px 22px;color:#fff;font-size:20px;font-weight:bold;">IslaCruz <span style="font-weight:normal;font-size:14px;">Ferries</span></td></tr>
<tr><td style="padding:24px 22px;font-size:14px;color:#1e293b;line-height:1.6;">
<p>Magandang araw!</p>
<p>Para makumpleto ang paggawa ng iyong IslaCruz account, ilagay ang code na ito sa app o website:</p>
<p style="text-align:center;font-size:30px;font-weight:bold;letter-spacing:5px;color:#0e7490;margin:20px 0;">681 072</p>
<p>Mag-e-expire ito pagkatapos ng 10 minuto. Huwag itong ibigay kaninuman.</p>
<p style="font-size:12px;color:#64748b;">Kung hindi ikaw ang gumawa ng account, balewalain lang ang email na ito.</p>
</td></tr>
<tr><td style="padding:12px 22px;background:#f1f5f9;font-size:11px;color:#64748b;">IslaCruz Ferries &middot; Cebu | Bohol | Leyte &middot; <a href="https://islacruz.ph/help" style="color:#0891b2;">Help</a></td></tr>
</table></td></tr></table></body></html>`,
  },
  {
    family: "islacruz-ferries",
    group: "consumer",
    lang: "en",
    kind: "booking-confirmation",
    code: null,
    link: null,
    from: "IslaCruz Ferries <tickets@islacruz.ph>",
    subject: "E-ticket: Cebu -> Tagbilaran, Oct 10, 2026 | Ref ICF-8821-UVB",
    date: "Fri, 2 Oct 2026 12:31:04 +0800",
    enc: "qp",
    text: `Thank you for sailing with IslaCruz!

Booking ref: ICF-8821-UVB
Vessel: MV IslaCruz 7
Route: Cebu Pier 1 -> Tagbilaran Port
Departure: Sat, Oct 10, 2026 08:20 AM (check-in closes 07:50 AM)
Arrival: approx. 10:20 AM

Passengers / seats
JOEL ABELLANA        Tourist A   seat 2C   PHP 800.00
MARITES ABELLANA     Tourist A   seat 2D   PHP 800.00
JOSHUA ABELLANA      Student     seat 2E   PHP 640.00
Terminal fee (3)                           PHP 75.00
Total paid (Pitaka Pay)                    PHP 2,315.00

Present this e-ticket and a valid ID (student ID for student fare) at the
check-in counter. Rebooking is allowed up to 24 hours before departure for a
PHP 150 fee per passenger.

IslaCruz Ferries - hotline (032) 255 8800
`,
    html:
      `<html><head><meta charset="utf-8"></head><body style="margin:0;background:#e6f6f8;font-family:Arial,sans-serif;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:18px;">
<table width="600" cellpadding="0" cellspacing="0" style="background:#fff;">
<tr><td style="background:#0891b2;padding:16px 22px;color:#fff;font-size:20px;font-weight:bold;">IslaCruz <span style="font-weight:normal;font-size:14px;">Ferries</span></td></tr>
<tr><td style="padding:20px 22px;font-size:14px;color:#1e293b;">
<p>Thank you for sailing with IslaCruz!</p>
<table width="100%" cellpadding="6" cellspacing="0" style="font-size:13px;background:#f0fdff;border:1px solid #bae6fd;">
<tr><td width="35%">Booking ref</td><td><b>ICF-8821-UVB</b></td></tr>
<tr><td>Vessel</td><td>MV IslaCruz 7</td></tr>
<tr><td>Route</td><td>Cebu Pier 1 &rarr; Tagbilaran Port</td></tr>
<tr><td>Departure</td><td>Sat, Oct 10, 2026 08:20 AM <span style="color:#b91c1c;">(check-in closes 07:50 AM)</span></td></tr>
<tr><td>Arrival</td><td>approx. 10:20 AM</td></tr>
</table>
<table width="100%" cellpadding="6" cellspacing="0" style="font-size:13px;margin-top:14px;">
<tr style="background:#f1f5f9;"><td>Passenger</td><td>Class</td><td>Seat</td><td align="right">Fare</td></tr>
<tr><td>JOEL ABELLANA</td><td>Tourist A</td><td>2C</td><td align="right">PHP 800.00</td></tr>
<tr><td>MARITES ABELLANA</td><td>Tourist A</td><td>2D</td><td align="right">PHP 800.00</td></tr>
<tr><td>JOSHUA ABELLANA</td><td>Student</td><td>2E</td><td align="right">PHP 640.00</td></tr>
<tr><td colspan="3">Terminal fee (3)</td><td align="right">PHP 75.00</td></tr>
<tr><td colspan="3"><b>Total paid (Pitaka Pay)</b></td><td align="right"><b>PHP 2,315.00</b></td></tr>
</table>
<p style="text-align:center;"><img src="https://islacruz.ph/qr/ICF-8821-UVB.png" width="140" height="140" alt="Boarding QR ICF-8821-UVB"></p>
<p style="font-size:12px;color:#475569;">Present this e-ticket and a valid ID (student ID for student fare) at the check-in counter. Rebooking is allowed up to 24 hours before departure for a PHP 150 fee per passenger.</p>
</td></tr>
<tr><td style="padding:12px 22px;background:#f1f5f9;font-size:11px;color:#64748b;">IslaCruz Ferries &middot; hotline (032) 255 8800 &middot; <a href="https://islacruz.ph/schedules" style="color:#0891b2;">Schedules</a> &middot; <a href="https://islacruz.ph/terms" style="color:#0891b2;">Terms of carriage</a></td></tr>
</table></td></tr></table></body></html>`,
  },
];

// ---------------------------------------------------------------- tontonin (ID streaming)

function tontonin_page(inner: string): string {
  return `<!DOCTYPE html><html><head><meta charset="utf-8"><meta name="color-scheme" content="dark"></head>
<body style="margin:0;background:#0b0b0f;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#0b0b0f;"><tr><td align="center" style="padding:28px 10px;">
<table role="presentation" width="560" cellpadding="0" cellspacing="0" style="background:#16161d;border-radius:10px;font-family:Inter,Arial,sans-serif;color:#e8e8ee;">
<tr><td style="padding:24px 30px 6px;"><img src="https://cdn.tontonin.id/brand/mail-logo-magenta.png" alt="tontonin" height="28"></td></tr>
<tr><td style="padding:14px 30px 26px;font-size:15px;line-height:1.6;">${inner}</td></tr>
<tr><td style="padding:18px 30px;border-top:1px solid #2a2a35;font-size:11px;color:#8a8a99;line-height:1.6;">
<a href="https://tontonin.id/bantuan" style="color:#c6c6d2;">Pusat Bantuan</a> &middot; <a href="https://tontonin.id/akun" style="color:#c6c6d2;">Akun</a> &middot; <a href="https://tontonin.id/privasi" style="color:#c6c6d2;">Privasi</a><br>
PT Tontonin Media Kreatif, Jl. HR Rasuna Said Kav. C-22, Jakarta 12940<br>&copy; 2026 tontonin
</td></tr></table></td></tr></table></body></html>`;
}

const tontonin: Mail[] = [
  {
    family: "tontonin",
    group: "consumer",
    lang: "en",
    kind: "subscription-receipt",
    code: null,
    link: null,
    from: "tontonin <billing@tontonin.id>",
    subject: "Your tontonin Premium Family receipt",
    date: "Tue, 29 Sep 2026 03:12:09 +0700",
    enc: "qp",
    text: `Thanks for being a tontonin Premium member!

Plan: Premium Family (up to 4 screens, 4K)
Billing period: 29 Sep 2026 - 28 Oct 2026
Amount: Rp119.000 (incl. VAT 11%)
Paid with: Telkira carrier billing (0812-1903-xxxx)
Invoice no.: TTN-INV-2026-09-3381540

Your next payment of Rp119.000 is due on 29 Oct 2026.
Manage your plan anytime at https://tontonin.id/akun/langganan

New this week: "Rumah Kaca Season 2", and the complete "Si Unyil Jagoan"
for the little ones.
`,
    html: tontonin_page(
      `<p style="font-size:20px;font-weight:700;margin:0 0 14px;">Thanks for being a Premium member!</p>
<table width="100%" cellpadding="7" cellspacing="0" style="font-size:14px;color:#e8e8ee;">
<tr><td style="color:#9b9bab;">Plan</td><td align="right">Premium Family (4 screens, 4K)</td></tr>
<tr><td style="color:#9b9bab;">Billing period</td><td align="right">29 Sep &ndash; 28 Oct 2026</td></tr>
<tr><td style="color:#9b9bab;">Amount</td><td align="right"><b>Rp119.000</b> <span style="font-size:11px;color:#9b9bab;">incl. VAT 11%</span></td></tr>
<tr><td style="color:#9b9bab;">Paid with</td><td align="right">Telkira carrier billing (0812-1903-xxxx)</td></tr>
<tr><td style="color:#9b9bab;">Invoice no.</td><td align="right">TTN-INV-2026-09-3381540</td></tr>
</table>
<p style="font-size:13px;color:#9b9bab;">Your next payment of Rp119.000 is due on 29 Oct 2026. <a href="https://tontonin.id/akun/langganan" style="color:#ff3d9a;">Manage your plan</a></p>
<a href="https://tontonin.id/title/rumah-kaca-s2?utm_source=receipt"><img src="https://cdn.tontonin.id/art/rumah-kaca-s2-wide.jpg" width="500" alt="Rumah Kaca Season 2 - new this week" style="display:block;border-radius:6px;margin-top:14px;"></a>`,
    ),
  },
  {
    family: "tontonin",
    group: "consumer",
    lang: "en",
    kind: "login-code",
    code: "284195",
    link: null,
    from: "tontonin <akun@tontonin.id>",
    subject: "Your tontonin sign-in code",
    date: "Sat, 17 Oct 2026 19:45:33 +0700",
    enc: "7bit",
    text: `Enter this code to sign in to tontonin on Samsung Smart TV (Living room):

28 41 95

The code expires in 15 minutes.

Didn't try to sign in? Someone may know your password. Change it at
https://tontonin.id/akun/keamanan and sign out of all devices.
`,
    html: tontonin_page(`<p>Enter this code to sign in to tontonin on <b>Samsung Smart TV (Living room)</b>:</p>
<table role="presentation" cellpadding="0" cellspacing="0" style="margin:18px 0;"><tr>
<td style="background:#24242f;border-radius:8px;padding:14px 26px;font-size:34px;font-weight:700;letter-spacing:6px;color:#ffffff;">28 41 95</td></tr></table>
<p style="font-size:13px;color:#9b9bab;">The code expires in 15 minutes.</p>
<p style="font-size:13px;color:#9b9bab;">Didn't try to sign in? Someone may know your password. <a href="https://tontonin.id/akun/keamanan" style="color:#ff3d9a;">Change it</a> and sign out of all devices.</p>`),
  },
  {
    family: "tontonin",
    group: "consumer",
    lang: "id",
    kind: "new-device-alert",
    code: null,
    link: null,
    from: "tontonin <akun@tontonin.id>",
    subject: "Perangkat baru masuk ke akun tontonin kamu",
    date: "Sat, 17 Oct 2026 19:47:02 +0700",
    enc: "b64",
    text: `Hai Dimas,

Ada perangkat baru yang masuk ke akun tontonin kamu:

Perangkat : Samsung Smart TV (Living room)
Lokasi    : Bekasi, Indonesia
Waktu     : 17 Okt 2026, 19:46 WIB

Kalau ini kamu, selamat menonton! Kalau bukan, segera ganti kata sandi di
https://tontonin.id/akun/keamanan dan keluarkan perangkat yang tidak dikenal.
`,
    html: tontonin_page(`<p>Hai Dimas,</p>
<p>Ada perangkat baru yang masuk ke akun tontonin kamu:</p>
<table cellpadding="5" cellspacing="0" style="font-size:14px;color:#e8e8ee;">
<tr><td style="color:#9b9bab;">Perangkat</td><td>Samsung Smart TV (Living room)</td></tr>
<tr><td style="color:#9b9bab;">Lokasi</td><td>Bekasi, Indonesia</td></tr>
<tr><td style="color:#9b9bab;">Waktu</td><td>17 Okt 2026, 19:46 WIB</td></tr>
</table>
<p>Kalau ini kamu, selamat menonton! Kalau bukan, segera <a href="https://tontonin.id/akun/keamanan" style="color:#ff3d9a;">ganti kata sandi</a> dan keluarkan perangkat yang tidak dikenal.</p>`),
  },
];

// ---------------------------------------------------------------- masjid-al-hikmah-griya-asri (ID mosque mailing list)

const masjid: Mail[] = [
  {
    family: "masjid-al-hikmah-griya-asri",
    group: "regional",
    lang: "id",
    kind: "community-newsletter",
    code: null,
    link: null,
    from: "DKM Masjid Al-Hikmah Griya Asri <dkm.alhikmah.griyaasri@gmail.com>",
    subject: "[Jamaah Al-Hikmah] Kajian Ahad Pagi, Laporan Infaq Oktober & Qurban 1448 H",
    date: "Fri, 6 Nov 2026 16:22:10 +0700",
    enc: "8bit",
    headers: [["List-Id", "Jamaah Al-Hikmah <jamaah-alhikmah.googlegroups.com>"], ["Precedence", "list"]],
    text: `Assalamu'alaikum warahmatullahi wabarakatuh,

Bapak/Ibu jamaah Masjid Al-Hikmah Perum Griya Asri yang dirahmati Allah,

1. KAJIAN AHAD PAGI
   Ahad, 8 November 2026, ba'da Subuh (± 04.45 - 06.00)
   Tema: "Mendidik Anak di Era Gawai"
   Pemateri: Ustadz H. Abdul Rahman, Lc.
   Tersedia sarapan bubur ayam untuk jamaah. Ibu-ibu di lantai 2.

2. LAPORAN INFAQ JUM'AT BULAN OKTOBER 2026
   Saldo awal              Rp 18.450.000
   Pemasukan (4 Jum'at)    Rp 12.385.500
   Pengeluaran             Rp  7.920.000
     (listrik & air, honor marbot, perbaikan atap tempat wudhu)
   Saldo akhir             Rp 22.915.500

3. PENDAFTARAN TABUNGAN QURBAN 1448 H
   Kambing: Rp 3.200.000 / ekor, Sapi (1/7): Rp 3.600.000
   Bisa dicicil mulai Rp 300.000 per bulan. Hubungi Pak Hendro (Blok D3)
   0813-8890-1277.

Infaq dan sedekah dapat disalurkan melalui:
Bank Lintang Raya 0712-0044-9180 a.n. DKM Masjid Al-Hikmah

Jazakumullahu khairan katsiran.
Wassalamu'alaikum warahmatullahi wabarakatuh.

Sekretariat DKM Al-Hikmah
Jl. Griya Asri Raya Blok A1, Tambun Selatan, Bekasi

--
Anda menerima pesan ini karena berlangganan grup "Jamaah Al-Hikmah".
Untuk berhenti berlangganan, kirim email ke jamaah-alhikmah+unsubscribe@googlegroups.com.
`,
    html: null,
  },
];

// ---------------------------------------------------------------- parokya-san-isidro-talisay (PH parish, Cebuano)

const parokya: Mail[] = [
  {
    family: "parokya-san-isidro-talisay",
    group: "regional",
    lang: "ceb",
    kind: "parish-bulletin",
    code: null,
    link: null,
    from: "Parokya ni San Isidro Labrador <parishoffice@sanisidrotalisay.org>",
    subject: "Semana nga Bulletin - Nobyembre 1, 2026 (Solemnidad sa Tanang Santos)",
    date: "Thu, 29 Oct 2026 18:30:00 +0800",
    enc: "qp",
    text: `Minahal namong mga parokyano,

Kalinaw ni Kristo kaninyong tanan!

MGA MISA SA UNDAS
- Nob. 1 (Dominggo), Tanang Santos: 5:00 AM, 7:00 AM, 9:00 AM, 5:00 PM
- Nob. 2 (Lunes), Kalag-kalag: 6:00 AM sa simbahan; 3:00 PM Misa sa
  Talisay Public Cemetery
- Pagpamendisyon sa mga lubnganan: Nob. 1 ug 2, 1:00 PM - 5:00 PM

PAGLISTA SA MGA KALAG
Ang lista sa mga ngalan sa atong mga minahal nga namatay nga iampo sa
Misa, madawat sa Parish Office hangtod Oktubre 31, 4:00 PM. Donasyon
sumala sa inyong kasingkasing.

BANGKO SA PAGKAON
Salamat sa 186 ka putos nga bugas nga nakolekta niadtong miaging semana
para sa mga biktima sa baha sa Brgy. Lawaan III.

Parish Office: Martes - Sabado, 8:00 AM - 12:00 NN, 1:30 PM - 5:00 PM
Tel. (032) 272 4410 | Facebook: Parokya ni San Isidro Labrador Talisay

Ang Ginoo magauban kaninyo.
Rev. Fr. Rodel M. Gabutero, Kura Paroko
`,
    html:
      `<html><head><meta charset="utf-8"></head><body style="margin:0;background:#f5efe3;font-family:Georgia,serif;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:16px;">
<table width="600" cellpadding="0" cellspacing="0" style="background:#fffdf7;border:1px solid #e4d5b4;">
<tr><td align="center" style="padding:18px;border-bottom:2px solid #8b5e1a;"><img src="https://sanisidrotalisay.org/img/parish-seal.png" alt="Parokya ni San Isidro Labrador" height="70"><div style="font-size:18px;color:#5b3a0c;margin-top:6px;">Semana nga Bulletin</div><div style="font-size:12px;color:#8b6a3a;">Nobyembre 1, 2026 &middot; Solemnidad sa Tanang Santos</div></td></tr>
<tr><td style="padding:20px 26px;font-size:14px;line-height:1.65;color:#3b2f20;">
<p>Minahal namong mga parokyano,</p>
<p>Kalinaw ni Kristo kaninyong tanan!</p>
<h3 style="color:#8b5e1a;margin-bottom:4px;">Mga Misa sa Undas</h3>
<ul style="margin-top:4px;">
<li>Nob. 1 (Dominggo), Tanang Santos: 5:00 AM, 7:00 AM, 9:00 AM, 5:00 PM</li>
<li>Nob. 2 (Lunes), Kalag-kalag: 6:00 AM sa simbahan; 3:00 PM Misa sa Talisay Public Cemetery</li>
<li>Pagpamendisyon sa mga lubnganan: Nob. 1 ug 2, 1:00 PM &ndash; 5:00 PM</li>
</ul>
<h3 style="color:#8b5e1a;margin-bottom:4px;">Paglista sa mga Kalag</h3>
<p style="margin-top:4px;">Ang lista sa mga ngalan sa atong mga minahal nga namatay nga iampo sa Misa, madawat sa Parish Office hangtod Oktubre 31, 4:00 PM. Donasyon sumala sa inyong kasingkasing.</p>
<h3 style="color:#8b5e1a;margin-bottom:4px;">Bangko sa Pagkaon</h3>
<p style="margin-top:4px;">Salamat sa 186 ka putos nga bugas nga nakolekta niadtong miaging semana para sa mga biktima sa baha sa Brgy. Lawaan III.</p>
<p><i>Ang Ginoo magauban kaninyo.</i><br>Rev. Fr. Rodel M. Gabutero, Kura Paroko</p>
</td></tr>
<tr><td style="padding:12px 26px;background:#efe4cc;font-size:11px;color:#5b4a30;">Parish Office: Martes &ndash; Sabado, 8:00 AM &ndash; 12:00 NN, 1:30 PM &ndash; 5:00 PM &middot; Tel. (032) 272 4410 &middot; <a href="https://www.facebook.com/sanisidrotalisay" style="color:#8b5e1a;">Facebook</a></td></tr>
</table></td></tr></table></body></html>`,
  },
];

// ---------------------------------------------------------------- ajarin-les (ID online tutoring)

const ajarin: Mail[] = [
  {
    family: "ajarin-les",
    group: "consumer",
    lang: "id",
    kind: "verify-email",
    code: "582039",
    link: "https://ajarin.id/verifikasi-email?t=eyJ1aWQiOjc3MTAyLCJlIjoicmluaSJ9.Hk2pQm8s&kode=582039",
    from: "Ajarin <halo@ajarin.id>",
    subject: "Verifikasi email akun Ajarin kamu",
    date: "Sun, 20 Sep 2026 20:11:45 +0700",
    enc: "qp",
    text: `Halo Ibu Rini,

Terima kasih sudah mendaftar di Ajarin, les privat online SD-SMA.

Verifikasi email kamu dengan menekan tautan berikut:
https://ajarin.id/verifikasi-email?t=eyJ1aWQiOjc3MTAyLCJlIjoicmluaSJ9.Hk2pQm8s&kode=582039

Atau masukkan kode ini di aplikasi: 582039

Tautan dan kode berlaku 30 menit.

Setelah terverifikasi, kamu bisa pesan sesi coba gratis 30 menit untuk
Ananda.

Salam belajar,
Tim Ajarin
WhatsApp CS: 0811-9080-2211
`,
    html:
      `<html><head><meta charset="utf-8"></head><body style="margin:0;background:#f5f3ff;font-family:Nunito,Arial,sans-serif;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:24px 8px;">
<table width="540" cellpadding="0" cellspacing="0" style="background:#fff;border-radius:16px;">
<tr><td align="center" style="padding:26px 0 6px;"><img src="https://ajarin.id/img/email/ajarin-logo.png" alt="Ajarin" height="34"></td></tr>
<tr><td style="padding:14px 34px;font-size:15px;color:#2e2a47;line-height:1.6;">
<p>Halo Ibu Rini,</p>
<p>Terima kasih sudah mendaftar di Ajarin, les privat online SD&ndash;SMA. Verifikasi email kamu dengan menekan tombol di bawah.</p>
<p style="text-align:center;margin:22px 0;"><a href="https://ajarin.id/verifikasi-email?t=eyJ1aWQiOjc3MTAyLCJlIjoicmluaSJ9.Hk2pQm8s&amp;kode=582039" style="background:#7c3aed;color:#fff;text-decoration:none;padding:13px 32px;border-radius:10px;font-weight:bold;">Verifikasi Email</a></p>
<p style="text-align:center;font-size:13px;color:#6b6789;">Atau masukkan kode ini di aplikasi:</p>
<p style="text-align:center;font-size:28px;font-weight:800;letter-spacing:6px;color:#5b21b6;margin:4px 0 16px;">582039</p>
<p style="font-size:13px;color:#6b6789;">Tautan dan kode berlaku 30 menit. Setelah terverifikasi, kamu bisa pesan sesi coba gratis 30 menit untuk Ananda.</p>
<p>Salam belajar,<br>Tim Ajarin</p>
</td></tr>
<tr><td align="center" style="padding:14px;font-size:11px;color:#9a97b3;">WhatsApp CS 0811-9080-2211 &middot; <a href="https://ajarin.id/faq" style="color:#7c3aed;">FAQ</a> &middot; <a href="https://ajarin.id/kebijakan-privasi" style="color:#7c3aed;">Privasi</a><br>PT Ajarin Cerdas Bersama &middot; Jl. Kaliurang Km 5,6, Sleman, Yogyakarta 55281</td></tr>
</table></td></tr></table></body></html>`,
  },
  {
    family: "ajarin-les",
    group: "consumer",
    lang: "id",
    kind: "session-scheduled",
    code: null,
    link: null,
    from: "Ajarin <jadwal@ajarin.id>",
    subject: "Jadwal les Matematika Aisyah: Kamis, 1 Okt 2026 16.00 WIB",
    date: "Tue, 29 Sep 2026 10:03:18 +0700",
    enc: "b64",
    text: `Halo Ibu Rini,

Pembayaran paket 8 sesi Matematika Kelas 4 sebesar Rp640.000 sudah kami
terima (No. pesanan AJR-2609-114082). Berikut jadwal sesi pertama Ananda Aisyah:

Mapel      : Matematika Kelas 4 - Pecahan senilai
Tutor      : Kak Fadhilah Nur (UNY, Pendidikan Matematika)
Waktu      : Kamis, 1 Oktober 2026, 16.00 - 17.00 WIB
Kelas      : Ruang Virtual Ajarin (dari aplikasi, menu Jadwal)
Cadangan   : Zoom Meeting ID 846 2291 5073, Passcode 4kBx92

Siapkan buku tulis, pensil dan penggaris. Sisa sesi dalam paket: 7.
Perubahan jadwal paling lambat 6 jam sebelum sesi melalui aplikasi.

Salam belajar,
Tim Ajarin
`,
    html:
      `<html><head><meta charset="utf-8"></head><body style="margin:0;background:#f5f3ff;font-family:Nunito,Arial,sans-serif;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:24px 8px;">
<table width="540" cellpadding="0" cellspacing="0" style="background:#fff;border-radius:16px;">
<tr><td style="padding:22px 30px 4px;"><img src="https://ajarin.id/img/email/ajarin-logo.png" alt="Ajarin" height="28"></td></tr>
<tr><td style="padding:12px 30px 24px;font-size:14px;color:#2e2a47;line-height:1.6;">
<p>Halo Ibu Rini,</p>
<p>Pembayaran paket 8 sesi Matematika Kelas 4 sebesar <b>Rp640.000</b> sudah kami terima (No. pesanan AJR-2609-114082). Berikut jadwal sesi pertama Ananda Aisyah:</p>
<table width="100%" cellpadding="8" cellspacing="0" style="font-size:14px;background:#faf5ff;border-radius:10px;">
<tr><td style="color:#6b6789;" width="30%">Mapel</td><td>Matematika Kelas 4 &ndash; Pecahan senilai</td></tr>
<tr><td style="color:#6b6789;">Tutor</td><td><img src="https://ajarin.id/img/tutor/fadhilah-nur.jpg" width="28" height="28" alt="" style="border-radius:14px;vertical-align:middle;"> Kak Fadhilah Nur (UNY, Pendidikan Matematika)</td></tr>
<tr><td style="color:#6b6789;">Waktu</td><td><b>Kamis, 1 Oktober 2026, 16.00&ndash;17.00 WIB</b></td></tr>
<tr><td style="color:#6b6789;">Kelas</td><td>Ruang Virtual Ajarin (aplikasi, menu Jadwal)</td></tr>
<tr><td style="color:#6b6789;">Cadangan</td><td>Zoom Meeting ID 846 2291 5073 &middot; Passcode 4kBx92</td></tr>
</table>
<p>Siapkan buku tulis, pensil dan penggaris. Sisa sesi dalam paket: 7. Perubahan jadwal paling lambat 6 jam sebelum sesi melalui aplikasi.</p>
<p>Salam belajar,<br>Tim Ajarin</p>
</td></tr></table></td></tr></table></body></html>`,
  },
];

// ---------------------------------------------------------------- haiyun-jiyun (MY Chinese parcel forwarder)

const haiyun: Mail[] = [
  {
    family: "haiyun-jiyun",
    group: "consumer",
    lang: "zh",
    kind: "login-code",
    code: "736620",
    link: null,
    from: "海运集运 HaiYun <service@haiyunjiyun.com.my>",
    subject: "【海运集运】登录验证码",
    date: "Thu, 8 Oct 2026 22:40:16 +0800",
    enc: "b64",
    text: `尊敬的会员 MY88017 您好：

您正在登录海运集运会员中心，本次验证码为：

736620

验证码10分钟内有效。如非本人操作，请忽略本邮件并及时修改密码。
请勿将验证码告诉他人，客服人员不会向您索取验证码。

海运集运（广州仓 → 马来西亚）
客服微信：haiyun_kf01  |  马来西亚热线：+60 12-338 7716
`,
    html:
      `<html><head><meta charset="utf-8"></head><body style="margin:0;background:#f3f4f6;font-family:'Microsoft YaHei','PingFang SC',Arial,sans-serif;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:20px;">
<table width="560" cellpadding="0" cellspacing="0" style="background:#fff;border-top:4px solid #1e40af;">
<tr><td style="padding:18px 26px;"><img src="https://www.haiyunjiyun.com.my/static/logo.png" alt="海运集运" height="32"></td></tr>
<tr><td style="padding:6px 26px 22px;font-size:14px;color:#333;line-height:1.8;">
<p>尊敬的会员 <b>MY88017</b> 您好：</p>
<p>您正在登录海运集运会员中心，本次验证码为：</p>
<p style="font-size:30px;font-weight:bold;color:#1e40af;letter-spacing:4px;margin:14px 0;">736620</p>
<p>验证码10分钟内有效。如非本人操作，请忽略本邮件并及时修改密码。</p>
<p style="color:#999;font-size:12px;">请勿将验证码告诉他人，客服人员不会向您索取验证码。</p>
</td></tr>
<tr><td style="padding:12px 26px;background:#f9fafb;font-size:12px;color:#888;">海运集运（广州仓 &rarr; 马来西亚） &middot; 客服微信：haiyun_kf01 &middot; 马来西亚热线：+60 12-338 7716</td></tr>
</table></td></tr></table></body></html>`,
  },
  {
    family: "haiyun-jiyun",
    group: "consumer",
    lang: "zh",
    kind: "parcel-arrived-warehouse",
    code: null,
    link: null,
    from: "海运集运 HaiYun <service@haiyunjiyun.com.my>",
    subject: "您的包裹已到达广州仓库（3件）",
    date: "Mon, 12 Oct 2026 15:05:40 +0800",
    enc: "qp",
    text: `尊敬的会员 MY88017 您好：

以下包裹已签收入库：

快递单号               内容          重量
YT7720150338816       儿童校服 x2    0.82 kg
SF1409927730554       电饭煲内胆     1.35 kg
JT0038816205711       文具一批       0.47 kg

合计：3件，2.64 kg
免费仓储期至：2026年11月11日

可在会员中心合并打包后提交发货。海运（敏感货）预计15-20天到达吉隆坡，
运费 RM8.50/kg（最低 1kg）。

海运集运（广州仓 → 马来西亚）
`,
    html:
      `<html><head><meta charset="utf-8"></head><body style="margin:0;background:#f3f4f6;font-family:'Microsoft YaHei','PingFang SC',Arial,sans-serif;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:20px;">
<table width="600" cellpadding="0" cellspacing="0" style="background:#fff;border-top:4px solid #1e40af;">
<tr><td style="padding:18px 26px;"><img src="https://www.haiyunjiyun.com.my/static/logo.png" alt="海运集运" height="32"></td></tr>
<tr><td style="padding:6px 26px 20px;font-size:14px;color:#333;line-height:1.8;">
<p>尊敬的会员 <b>MY88017</b> 您好：</p>
<p>以下包裹已签收入库：</p>
<table width="100%" cellpadding="6" cellspacing="0" border="1" style="border-collapse:collapse;border-color:#e5e7eb;font-size:13px;">
<tr style="background:#eff6ff;"><th align="left">快递单号</th><th align="left">内容</th><th align="right">重量</th></tr>
<tr><td>YT7720150338816</td><td>儿童校服 x2</td><td align="right">0.82 kg</td></tr>
<tr><td>SF1409927730554</td><td>电饭煲内胆</td><td align="right">1.35 kg</td></tr>
<tr><td>JT0038816205711</td><td>文具一批</td><td align="right">0.47 kg</td></tr>
<tr><td colspan="2"><b>合计：3件</b></td><td align="right"><b>2.64 kg</b></td></tr>
</table>
<p>免费仓储期至：<b>2026年11月11日</b></p>
<p>可在<a href="https://www.haiyunjiyun.com.my/member/parcels" style="color:#1e40af;">会员中心</a>合并打包后提交发货。海运（敏感货）预计15&ndash;20天到达吉隆坡，运费 RM8.50/kg（最低 1kg）。</p>
</td></tr>
<tr><td style="padding:12px 26px;background:#f9fafb;font-size:12px;color:#888;">海运集运（广州仓 &rarr; 马来西亚） &middot; 客服微信：haiyun_kf01</td></tr>
</table></td></tr></table></body></html>`,
  },
];

// ---------------------------------------------------------------- qiming-tuition (MY Chinese tuition centre)

const qiming: Mail[] = [
  {
    family: "qiming-tuition",
    group: "regional",
    lang: "zh",
    kind: "fee-receipt",
    code: null,
    link: null,
    from: "启明补习中心 Qiming Tuition Centre <admin@qimingtuition.my>",
    subject: "启明补习中心 2026年10月学费收据 / Resit Yuran Oktober",
    date: "Sat, 3 Oct 2026 11:26:52 +0800",
    enc: "8bit",
    text: `亲爱的家长您好，

感谢您缴付 2026年10月学费，收据已附于本邮件（PDF）。

学生姓名：林子涵（Lim Zi Han）
年级：SJKC 五年级
科目：华文、数学、科学
学费：RM 270.00
报名费：RM 0.00
已付金额：RM 270.00（DuitNow 转账）
收据编号：QM-R-2610-0387

温馨提示：
- 10月24日（屠妖节前夕）停课一天，补课日期另行通知。
- 五年级期末模拟考于11月7日（星期六）上午9时举行，请准时出席。

启明补习中心
No. 21, Jalan SS2/64, 47300 Petaling Jaya, Selangor
电话 / WhatsApp：012-665 3018
`,
    html:
      `<html><head><meta charset="utf-8"></head><body style="font-family:Arial,'Microsoft YaHei',sans-serif;font-size:14px;color:#222;line-height:1.7;">
<p>亲爱的家长您好，</p>
<p>感谢您缴付 2026年10月学费，收据已附于本邮件（PDF）。</p>
<table cellpadding="4" cellspacing="0" border="0" style="font-size:14px;">
<tr><td>学生姓名：</td><td>林子涵（Lim Zi Han）</td></tr>
<tr><td>年级：</td><td>SJKC 五年级</td></tr>
<tr><td>科目：</td><td>华文、数学、科学</td></tr>
<tr><td>学费：</td><td>RM 270.00</td></tr>
<tr><td>已付金额：</td><td><b>RM 270.00</b>（DuitNow 转账）</td></tr>
<tr><td>收据编号：</td><td>QM-R-2610-0387</td></tr>
</table>
<p><b>温馨提示：</b></p>
<ul><li>10月24日（屠妖节前夕）停课一天，补课日期另行通知。</li><li>五年级期末模拟考于11月7日（星期六）上午9时举行，请准时出席。</li></ul>
<p>启明补习中心<br>No. 21, Jalan SS2/64, 47300 Petaling Jaya, Selangor<br>电话 / WhatsApp：012-665 3018</p>
</body></html>`,
    attachment: [
      "Resit_QM-R-2610-0387.pdf",
      "application/pdf",
      "%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Count 1 >> endobj\n% Qiming Tuition Centre receipt QM-R-2610-0387 RM 270.00\ntrailer << /Root 1 0 R >>\n%%EOF\n",
    ],
  },
];

// ---------------------------------------------------------------- antarkilat (ID courier)

const antarkilat: Mail[] = [
  {
    family: "antarkilat",
    group: "regional",
    lang: "id",
    kind: "delivery-pin",
    code: "8316",
    link: null,
    from: "AntarKilat Express <notifikasi@antarkilat.co.id>",
    subject: "Paket AKR0092618847 diantar hari ini - siapkan kode serah terima",
    date: "Thu, 24 Sep 2026 08:47:21 +0700",
    enc: "qp",
    text: `Halo RINI HANDAYANI,

Paketmu sedang dibawa kurir dan akan tiba hari ini.

No. Resi    : AKR0092618847
Pengirim    : Grosir Mukena Azzahra (via Lapakria)
Kurir       : Wahyudi (0812-8xxx-4410)
Estimasi    : 13.00 - 17.00 WIB

KODE SERAH TERIMA: 8316

Sebutkan kode ini kepada kurir saat paket diterima. Kurir tidak akan
menyerahkan paket tanpa kode yang benar. Jangan bagikan kode sebelum paket
ada di tanganmu.

Tidak di rumah? Atur titip ke tetangga atau satpam di aplikasi AntarKilat.

AntarKilat Express - Call Center 1500-271
`,
    html:
      `<html><head><meta charset="utf-8"></head><body style="margin:0;background:#fff;font-family:Arial,sans-serif;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center">
<table width="580" cellpadding="0" cellspacing="0" style="border:1px solid #e5e7eb;">
<tr><td style="background:#facc15;padding:14px 22px;"><img src="https://antarkilat.co.id/assets/mail/antarkilat-logo.png" alt="AntarKilat Express" height="30"></td></tr>
<tr><td style="padding:22px;font-size:14px;color:#1f2937;line-height:1.6;">
<p>Halo <b>RINI HANDAYANI</b>,</p>
<p>Paketmu sedang dibawa kurir dan akan tiba hari ini.</p>
<table cellpadding="4" cellspacing="0" style="font-size:13px;">
<tr><td style="color:#6b7280;">No. Resi</td><td>AKR0092618847</td></tr>
<tr><td style="color:#6b7280;">Pengirim</td><td>Grosir Mukena Azzahra (via Lapakria)</td></tr>
<tr><td style="color:#6b7280;">Kurir</td><td>Wahyudi (0812-8xxx-4410)</td></tr>
<tr><td style="color:#6b7280;">Estimasi</td><td>13.00 &ndash; 17.00 WIB</td></tr>
</table>
<table cellpadding="0" cellspacing="0" style="margin:20px 0;width:100%;"><tr><td align="center" style="background:#111827;padding:16px;border-radius:8px;">
<div style="color:#facc15;font-size:12px;letter-spacing:1px;">KODE SERAH TERIMA</div>
<div style="color:#ffffff;font-size:34px;font-weight:bold;letter-spacing:10px;">8316</div>
</td></tr></table>
<p>Sebutkan kode ini kepada kurir saat paket diterima. Kurir tidak akan menyerahkan paket tanpa kode yang benar. Jangan bagikan kode sebelum paket ada di tanganmu.</p>
<p style="font-size:13px;color:#6b7280;">Tidak di rumah? Atur titip ke tetangga atau satpam di aplikasi AntarKilat.</p>
</td></tr>
<tr><td style="padding:12px 22px;background:#f9fafb;font-size:11px;color:#6b7280;">AntarKilat Express &middot; Call Center 1500-271 &middot; <a href="https://antarkilat.co.id/lacak?resi=AKR0092618847" style="color:#854d0e;">Lacak paket</a></td></tr>
</table></td></tr></table></body></html>`,
  },
  {
    family: "antarkilat",
    group: "regional",
    lang: "id",
    kind: "parcel-delivered",
    code: null,
    link: null,
    from: "AntarKilat Express <notifikasi@antarkilat.co.id>",
    subject: "Paket AKR0092618847 telah diterima",
    date: "Thu, 24 Sep 2026 15:12:09 +0700",
    enc: "7bit",
    text: `Halo RINI HANDAYANI,

Paket dengan No. Resi AKR0092618847 telah diterima pada 24-09-2026 15:10 WIB
oleh: RINI (Yang bersangkutan).

Bukti foto penerimaan dapat dilihat di aplikasi AntarKilat.

Bagaimana pengalamanmu dengan kurir Wahyudi? Beri nilai di aplikasi.

Terima kasih,
AntarKilat Express - Call Center 1500-271
`,
    html: null,
  },
];

export const mails: Mail[] = [
  ...dompetara,
  ...kocekku,
  ...pitaka,
  ...lintang,
  ...teratai,
  ...jalanyuk,
  ...lapakria,
  ...sukimart,
  ...telkira,
  ...bapenda,
  ...identiti,
  ...sekolah,
  ...medika,
  ...sugbo,
  ...pdam,
  ...langitnusa,
  ...islacruz,
  ...tontonin,
  ...masjid,
  ...parokya,
  ...ajarin,
  ...haiyun,
  ...qiming,
  ...antarkilat,
];
