/**
 * Account mail from consumer senders in markets the earlier sets covered thinly (South-East and South Asia, the
 * Middle East, Eastern and Northern Europe, Latin America, Africa, East Asia), each in its market's language and
 * number habits: codes, links, pickup PINs, and notices, receipts and alerts that ask for nothing.
 * @module
 */

import type { Mail } from "../holdout_kit.ts";

// ---------------------------------------------------------------- layout helpers

/** A bulletproof table button, as most senders' templates have it. */
function button(href: string, label: string, bg: string, fg = "#ffffff", radius = 6): string {
  return `<table role="presentation" cellpadding="0" cellspacing="0" border="0" style="margin:24px 0">
  <tr>
    <td align="center" bgcolor="${bg}" style="border-radius:${radius}px;">
      <a href="${href}" target="_blank" style="display:inline-block;padding:13px 28px;font-family:Arial,Helvetica,sans-serif;font-size:15px;font-weight:bold;color:${fg};text-decoration:none;border-radius:${radius}px;">${label}</a>
    </td>
  </tr>
</table>`;
}

/** One table cell per character, the way many OTP mails show a code. */
function cells(code: string, border: string, color = "#111827"): string {
  const tds = [...code].map((ch) =>
    `<td style="width:42px;height:52px;border:1px solid ${border};border-radius:6px;font-family:'Courier New',monospace;font-size:28px;font-weight:bold;color:${color};text-align:center;">${ch}</td>`
  ).join(`<td style="width:8px"></td>`);
  return `<table role="presentation" cellpadding="0" cellspacing="0" border="0" align="center" style="margin:20px auto"><tr>${tds}</tr></table>`;
}

interface Page {
  lang: string;
  title: string;
  pre: string;
  brand: string;
  logo: string;
  bar: string;
  body: string;
  footer: string;
  dir?: "rtl" | "ltr";
  font?: string;
  bg?: string;
}

/** The common nested-table layout: preheader, logo bar, white card, grey footer. */
function table_page(p: Page): string {
  const dir = p.dir ?? "ltr";
  const align = dir === "rtl" ? "right" : "left";
  const font = p.font ?? "Arial,Helvetica,sans-serif";
  return `<!DOCTYPE html>
<html lang="${p.lang}" dir="${dir}" xmlns="http://www.w3.org/1999/xhtml">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta http-equiv="X-UA-Compatible" content="IE=edge">
<title>${p.title}</title>
<style type="text/css">
  body{margin:0;padding:0;-webkit-text-size-adjust:100%;}
  table{border-collapse:collapse;}
  img{border:0;outline:none;text-decoration:none;}
  @media only screen and (max-width:620px){ .wrap{width:100%!important;} .pad{padding:20px!important;} }
</style>
</head>
<body style="margin:0;padding:0;background-color:${p.bg ?? "#eef1f5"};">
<div style="display:none;font-size:1px;color:#eef1f5;line-height:1px;max-height:0;max-width:0;opacity:0;overflow:hidden;">${p.pre}</div>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" bgcolor="${p.bg ?? "#eef1f5"}">
  <tr>
    <td align="center" style="padding:24px 10px;">
      <table role="presentation" class="wrap" width="600" cellpadding="0" cellspacing="0" border="0" style="width:600px;max-width:600px;background-color:#ffffff;">
        <tr>
          <td class="pad" align="${align}" style="padding:18px 32px;background-color:${p.bar};">
            <img src="${p.logo}" alt="${p.brand}" width="132" height="34" style="display:block;">
          </td>
        </tr>
        <tr>
          <td class="pad" align="${align}" style="padding:30px 32px 26px 32px;font-family:${font};font-size:15px;line-height:23px;color:#1f2933;text-align:${align};">
${p.body}
          </td>
        </tr>
        <tr>
          <td class="pad" align="${align}" style="padding:20px 32px 26px 32px;background-color:#f7f8fa;font-family:${font};font-size:12px;line-height:18px;color:#7b8794;text-align:${align};">
${p.footer}
          </td>
        </tr>
      </table>
    </td>
  </tr>
</table>
</body>
</html>`;
}

/** A lighter, div-based card layout with an Outlook ghost table, as newer senders ship. */
function card_page(p: Page): string {
  const dir = p.dir ?? "ltr";
  const font = p.font ?? "-apple-system,BlinkMacSystemFont,'Segoe UI',Roboto,Helvetica,Arial,sans-serif";
  return `<!doctype html>
<html lang="${p.lang}" dir="${dir}">
<head>
<meta http-equiv="Content-Type" content="text/html; charset=UTF-8">
<meta name="viewport" content="width=device-width">
<title>${p.title}</title>
</head>
<body style="background:${p.bg ?? "#fafafa"};margin:0;padding:0;">
<span style="display:none!important;visibility:hidden;mso-hide:all;font-size:1px;line-height:1px;max-height:0;max-width:0;opacity:0;overflow:hidden;">${p.pre}&#847;&zwnj;&nbsp;&#847;&zwnj;&nbsp;&#847;&zwnj;&nbsp;</span>
<!--[if mso]><table role="presentation" width="560" align="center" cellpadding="0" cellspacing="0"><tr><td><![endif]-->
<div style="max-width:560px;margin:0 auto;padding:32px 16px;font-family:${font};color:#202124;" dir="${dir}">
  <div style="padding-bottom:20px;border-bottom:3px solid ${p.bar};">
    <img src="${p.logo}" alt="${p.brand}" height="30" style="height:30px;border:0;">
  </div>
  <div style="padding:28px 0;font-size:15px;line-height:1.6;">
${p.body}
  </div>
  <div style="border-top:1px solid #e3e3e3;padding-top:18px;font-size:12px;line-height:1.5;color:#80868b;">
${p.footer}
  </div>
</div>
<!--[if mso]></td></tr></table><![endif]-->
</body>
</html>`;
}

/** The older style still sent by utilities and public bodies: bgcolor attributes and font tags. */
function legacy_page(title: string, head: string, body: string, foot: string, lang: string): string {
  return `<html lang="${lang}">
<head><meta http-equiv="Content-Type" content="text/html; charset=utf-8"><title>${title}</title></head>
<body bgcolor="#ffffff" leftmargin="0" topmargin="0" marginwidth="0" marginheight="0">
<table width="640" border="0" cellspacing="0" cellpadding="0" align="center">
<tr><td bgcolor="#1d3f6e" height="8"></td></tr>
<tr><td style="padding:14px 10px 10px 10px;">${head}</td></tr>
<tr><td style="padding:10px;"><font face="Tahoma, Verdana, Arial" size="2" color="#222222">
${body}
</font></td></tr>
<tr><td style="padding:14px 10px;border-top:1px solid #cccccc;"><font face="Tahoma, Verdana, Arial" size="1" color="#777777">
${foot}
</font></td></tr>
</table>
</body>
</html>`;
}

/** Store badges row used by app-first senders. */
function badges(
  cdn: string,
  ios: string,
  android: string,
  alt_ios = "Download on the App Store",
  alt_android = "Get it on Google Play",
): string {
  return `<table role="presentation" cellpadding="0" cellspacing="0" border="0" style="margin:10px 0"><tr>
<td style="padding-right:8px"><a href="${ios}"><img src="${cdn}/badges/app-store.png" alt="${alt_ios}" width="120" height="40" style="display:block;border:0"></a></td>
<td><a href="${android}"><img src="${cdn}/badges/google-play.png" alt="${alt_android}" width="135" height="40" style="display:block;border:0"></a></td>
</tr></table>`;
}

// ---------------------------------------------------------------- South-East Asia

const saku_foot =
  `<p style="margin:0 0 8px 0;">Email ini dikirim otomatis, mohon tidak membalas. Butuh bantuan? Hubungi Halo Saku di <a href="tel:1500726" style="color:#7b8794;">1500-726</a> atau <a href="https://bantuan.sakurupiah.co.id/hc/id" style="color:#0f9d8a;">Pusat Bantuan</a>.</p>
<p style="margin:0 0 8px 0;">PT Saku Rupiah Digital terdaftar dan diawasi oleh Bank Indonesia.<br>Gedung Graha Lestari Lt. 12, Jl. Jend. Sudirman Kav. 52-53, Jakarta Selatan 12190</p>
<p style="margin:0;"><a href="https://www.sakurupiah.co.id/kebijakan-privasi" style="color:#7b8794;">Kebijakan Privasi</a> &middot; <a href="https://www.sakurupiah.co.id/syarat-ketentuan" style="color:#7b8794;">Syarat &amp; Ketentuan</a> &middot; &copy; 2025 Saku Rupiah</p>`;

const sea: Mail[] = [
  {
    family: "saku-rupiah",
    group: "regional",
    lang: "id",
    kind: "login-code",
    code: "482917",
    link: null,
    from: "Saku Rupiah <no-reply@notifikasi.sakurupiah.co.id>",
    subject: "Kode OTP Saku Rupiah kamu",
    date: "Tue, 18 Nov 2025 07:42:13 +0700",
    text: `Hai Rina,

Kamu sedang masuk ke akun Saku Rupiah dari perangkat baru (Xiaomi Redmi Note 13).

Kode OTP kamu: 482 917

Kode berlaku 5 menit. JANGAN berikan kode ini kepada siapa pun, termasuk pihak yang mengaku dari Saku Rupiah.

Bukan kamu? Segera hubungi Halo Saku 1500-726 dan ganti PIN kamu.

Salam,
Tim Saku Rupiah

PT Saku Rupiah Digital - Gedung Graha Lestari Lt. 12, Jl. Jend. Sudirman Kav. 52-53, Jakarta Selatan 12190
Kebijakan Privasi: https://www.sakurupiah.co.id/kebijakan-privasi`,
    html: table_page({
      lang: "id",
      title: "Kode OTP",
      pre: "Kode OTP kamu berlaku 5 menit. Jangan bagikan ke siapa pun.",
      brand: "Saku Rupiah",
      logo: "https://cdn.sakurupiah.co.id/email/logo-putih.png",
      bar: "#0f9d8a",
      body: `<p style="margin:0 0 14px 0;font-size:18px;font-weight:bold;">Hai Rina,</p>
<p style="margin:0 0 14px 0;">Kamu sedang masuk ke akun Saku Rupiah dari perangkat baru <b>Xiaomi Redmi Note 13</b> pada 18/11/2025 pukul 07.42 WIB.</p>
<p style="margin:0 0 6px 0;">Masukkan kode OTP berikut di aplikasi:</p>
<table role="presentation" cellpadding="0" cellspacing="0" border="0" width="100%"><tr><td align="center" style="padding:18px;background-color:#e7f6f3;border-radius:8px;font-family:'Courier New',monospace;font-size:34px;letter-spacing:10px;font-weight:bold;color:#0b6e61;">482 917</td></tr></table>
<p style="margin:14px 0 14px 0;font-size:13px;color:#52606d;">Kode berlaku <b>5 menit</b>. <b>JANGAN</b> berikan kode ini kepada siapa pun, termasuk pihak yang mengaku dari Saku Rupiah.</p>
<p style="margin:0;">Bukan kamu? Segera hubungi Halo Saku <a href="tel:1500726" style="color:#0f9d8a;">1500-726</a> dan ganti PIN kamu.</p>`,
      footer: saku_foot,
    }),
    enc: "qp",
  },
  {
    family: "saku-rupiah",
    group: "regional",
    lang: "id",
    kind: "topup-receipt",
    code: null,
    link: null,
    from: "Saku Rupiah <transaksi@notifikasi.sakurupiah.co.id>",
    subject: "Top Up Berhasil - Rp250.000",
    date: "Sat, 22 Nov 2025 19:05:48 +0700",
    text: `Top Up Berhasil

Saldo Saku kamu sudah bertambah.

Nominal          Rp250.000
Biaya admin      Rp1.000
Total dibayar    Rp251.000
Metode           Virtual Account BCA 3901 0812 3456 7788
Waktu            22 Nov 2025, 19:05 WIB
ID Transaksi     TU2511221905ZK81Q
Saldo akhir      Rp1.347.500

Simpan email ini sebagai bukti transaksi yang sah.

Ada kendala? https://bantuan.sakurupiah.co.id/hc/id atau 1500-726`,
    html: table_page({
      lang: "id",
      title: "Top Up Berhasil",
      pre: "Rp250.000 sudah masuk ke saldo Saku kamu.",
      brand: "Saku Rupiah",
      logo: "https://cdn.sakurupiah.co.id/email/logo-putih.png",
      bar: "#0f9d8a",
      body:
        `<p style="margin:0 0 4px 0;text-align:center;"><img src="https://cdn.sakurupiah.co.id/email/ikon-berhasil.png" alt="" width="56" height="56"></p>
<p style="margin:0 0 4px 0;text-align:center;font-size:20px;font-weight:bold;">Top Up Berhasil</p>
<p style="margin:0 0 20px 0;text-align:center;font-size:28px;font-weight:bold;color:#0b6e61;">Rp250.000</p>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="font-size:14px;">
<tr><td style="padding:7px 0;color:#7b8794;border-bottom:1px solid #eef1f5;">Biaya admin</td><td align="right" style="padding:7px 0;border-bottom:1px solid #eef1f5;">Rp1.000</td></tr>
<tr><td style="padding:7px 0;color:#7b8794;border-bottom:1px solid #eef1f5;">Total dibayar</td><td align="right" style="padding:7px 0;border-bottom:1px solid #eef1f5;"><b>Rp251.000</b></td></tr>
<tr><td style="padding:7px 0;color:#7b8794;border-bottom:1px solid #eef1f5;">Metode</td><td align="right" style="padding:7px 0;border-bottom:1px solid #eef1f5;">Virtual Account BCA<br>3901 0812 3456 7788</td></tr>
<tr><td style="padding:7px 0;color:#7b8794;border-bottom:1px solid #eef1f5;">Waktu</td><td align="right" style="padding:7px 0;border-bottom:1px solid #eef1f5;">22 Nov 2025, 19:05 WIB</td></tr>
<tr><td style="padding:7px 0;color:#7b8794;border-bottom:1px solid #eef1f5;">ID Transaksi</td><td align="right" style="padding:7px 0;border-bottom:1px solid #eef1f5;">TU2511221905ZK81Q</td></tr>
<tr><td style="padding:7px 0;color:#7b8794;">Saldo akhir</td><td align="right" style="padding:7px 0;">Rp1.347.500</td></tr>
</table>
<p style="margin:20px 0 0 0;font-size:13px;color:#52606d;">Simpan email ini sebagai bukti transaksi yang sah.</p>`,
      footer: saku_foot,
    }),
    enc: "b64",
  },
  {
    family: "lokerin-paket",
    group: "regional",
    lang: "id",
    kind: "pickup-code",
    code: "731058",
    link: null,
    from: "Lokerin <halo@lokerin.id>",
    subject: "Paketmu sudah di Lokerin Indomaret Margonda 2 - ambil sebelum 25/11",
    date: "Sun, 23 Nov 2025 10:14:02 +0700",
    text: `Halo Dimas,

Paketmu sudah masuk loker dan siap diambil.

Lokasi   : Lokerin Indomaret Margonda 2, Jl. Margonda Raya No. 388, Depok 16424
No. loker: B-14 (ukuran M)
No. resi : JX3308127745ID (J-Trans Express)
Batas ambil: Selasa, 25/11/2025 pukul 23.59

KODE AMBIL: 73 10 58

Cara ambil: tekan "Ambil Paket" di layar loker, masukkan kode ambil, lalu pintu loker akan terbuka otomatis.
Lewat batas waktu, paket akan dikembalikan ke pengirim.

Petunjuk arah: https://lokerin.id/lokasi/dpk-margonda-2

Salam,
Lokerin - loker paket 24 jam
WhatsApp 0811-1900-5566`,
    html: card_page({
      lang: "id",
      title: "Paket siap diambil",
      pre: "Kode ambil dan lokasi loker paketmu ada di dalam.",
      brand: "Lokerin",
      logo: "https://lokerin.id/assets/mail/lokerin-logo.png",
      bar: "#f26b1d",
      body: `<p style="margin:0 0 12px 0;">Halo Dimas,</p>
<p style="margin:0 0 18px 0;">Paketmu sudah masuk loker dan siap diambil. 📦</p>
<div style="background:#fff4ec;border:1px dashed #f26b1d;border-radius:10px;padding:18px;text-align:center;">
  <div style="font-size:12px;color:#9a4a14;letter-spacing:1px;">KODE AMBIL</div>
  <div style="font-size:36px;font-weight:700;letter-spacing:6px;color:#202124;margin-top:4px;">73 10 58</div>
  <div style="font-size:12px;color:#9a4a14;margin-top:6px;">Loker B-14 &middot; ukuran M</div>
</div>
<table role="presentation" style="width:100%;margin-top:18px;font-size:14px;border-collapse:collapse;">
<tr><td style="padding:6px 0;color:#80868b;width:38%;">Lokasi</td><td style="padding:6px 0;">Lokerin Indomaret Margonda 2<br>Jl. Margonda Raya No. 388, Depok 16424</td></tr>
<tr><td style="padding:6px 0;color:#80868b;">No. resi</td><td style="padding:6px 0;">JX3308127745ID (J-Trans Express)</td></tr>
<tr><td style="padding:6px 0;color:#80868b;">Batas ambil</td><td style="padding:6px 0;"><b>Selasa, 25/11/2025 pukul 23.59</b></td></tr>
</table>
<p style="margin:18px 0 0 0;font-size:14px;">Cara ambil: tekan <b>Ambil Paket</b> di layar loker, masukkan kode ambil, pintu loker akan terbuka otomatis. Lewat batas waktu, paket dikembalikan ke pengirim.</p>
<p style="margin:14px 0 0 0;"><a href="https://lokerin.id/lokasi/dpk-margonda-2" style="color:#f26b1d;">Lihat petunjuk arah &rsaquo;</a></p>`,
      footer:
        `<p style="margin:0 0 6px 0;">Lokerin &mdash; loker paket 24 jam. WhatsApp <a href="https://wa.me/6281119005566" style="color:#80868b;">0811-1900-5566</a></p>
<p style="margin:0;"><a href="https://lokerin.id/privasi" style="color:#80868b;">Privasi</a> &middot; <a href="https://instagram.com/lokerin.id" style="color:#80868b;">Instagram</a> &middot; PT Loker Nusantara Mandiri, Depok</p>`,
    }),
    enc: "8bit",
  },
  {
    family: "lokerin-paket",
    group: "regional",
    lang: "id",
    kind: "parcel-collected",
    code: null,
    link: null,
    from: "Lokerin <halo@lokerin.id>",
    subject: "Paket JX3308127745ID sudah diambil",
    date: "Mon, 24 Nov 2025 18:31:40 +0700",
    text: `Halo Dimas,

Paket dengan no. resi JX3308127745ID sudah diambil dari Lokerin Indomaret Margonda 2 (loker B-14) pada 24/11/2025 pukul 18.31.

Bukan kamu yang mengambil? Laporkan dalam 1x24 jam lewat WhatsApp 0811-1900-5566.

Bagaimana pengalamanmu? Beri nilai: https://lokerin.id/nilai?r=JX3308127745ID

Terima kasih sudah memakai Lokerin.`,
    html: null,
    enc: "7bit",
  },
  {
    family: "teksi-laju",
    group: "regional",
    lang: "ms",
    kind: "verify-link",
    code: null,
    link: "https://e.teksilaju.my/ls/click?upn=u001.Qm8vT2xZ-2FkR1hSWnV4ZFpt-2BqL0pXbE5Rd2c9PQ-3D-3D_k4Hx2",
    from: "Teksi Laju <akaun@teksilaju.my>",
    subject: "Sahkan alamat e-mel anda",
    date: "Wed, 19 Nov 2025 21:17:55 +0800",
    text: `Hai Aiman,

Terima kasih kerana mendaftar dengan Teksi Laju. Sila sahkan alamat e-mel anda supaya kami boleh menghantar resit perjalanan dan promosi kepada anda.

Sahkan e-mel saya:
https://e.teksilaju.my/ls/click?upn=u001.Qm8vT2xZ-2FkR1hSWnV4ZFpt-2BqL0pXbE5Rd2c9PQ-3D-3D_k4Hx2

Pautan ini sah selama 24 jam. Jika anda tidak mendaftar, abaikan sahaja e-mel ini.

Selamat menaiki,
Pasukan Teksi Laju

Teksi Laju Sdn. Bhd. (201901023456), Menara Bayu, Jalan Tun Razak, 50400 Kuala Lumpur
Talian bantuan: 03-2712 8800`,
    html: table_page({
      lang: "ms",
      title: "Sahkan e-mel",
      pre: "Satu langkah lagi untuk lengkapkan akaun Teksi Laju anda.",
      brand: "Teksi Laju",
      logo: "https://assets.teksilaju.my/mail/logo@2x.png",
      bar: "#1b1b1f",
      bg: "#f4f4f6",
      body: `<h1 style="margin:0 0 16px 0;font-size:22px;line-height:28px;color:#1b1b1f;">Sahkan alamat e-mel anda</h1>
<p style="margin:0 0 12px 0;">Hai Aiman,</p>
<p style="margin:0 0 12px 0;">Terima kasih kerana mendaftar dengan Teksi Laju. Sila sahkan alamat e-mel anda supaya kami boleh menghantar resit perjalanan dan promosi kepada anda.</p>
${
        button(
          "https://e.teksilaju.my/ls/click?upn=u001.Qm8vT2xZ-2FkR1hSWnV4ZFpt-2BqL0pXbE5Rd2c9PQ-3D-3D_k4Hx2",
          "Sahkan e-mel saya",
          "#00b14f",
        )
      }
<p style="margin:0 0 12px 0;font-size:13px;color:#616e7c;">Pautan ini sah selama 24 jam. Jika anda tidak mendaftar, abaikan sahaja e-mel ini.</p>
<p style="margin:0;">Selamat menaiki,<br>Pasukan Teksi Laju</p>`,
      footer:
        `<p style="margin:0 0 8px 0;">Teksi Laju Sdn. Bhd. (201901023456)<br>Menara Bayu, Jalan Tun Razak, 50400 Kuala Lumpur</p>
<p style="margin:0 0 8px 0;">Talian bantuan: 03-2712 8800 &middot; <a href="https://e.teksilaju.my/ls/click?upn=u001.bantuan-2Fms_k4Hx2" style="color:#7b8794;">Pusat Bantuan</a> &middot; <a href="https://e.teksilaju.my/ls/click?upn=u001.privasi-2Fms_k4Hx2" style="color:#7b8794;">Notis Privasi</a></p>
${
          badges(
            "https://assets.teksilaju.my/mail",
            "https://e.teksilaju.my/ls/click?upn=u001.ios_k4Hx2",
            "https://e.teksilaju.my/ls/click?upn=u001.android_k4Hx2",
            "Muat turun di App Store",
            "Dapatkan di Google Play",
          )
        }`,
    }),
    enc: "qp",
  },
  {
    family: "teksi-laju",
    group: "regional",
    lang: "ms",
    kind: "ride-receipt",
    code: null,
    link: null,
    from: "Teksi Laju <resit@teksilaju.my>",
    subject: "Resit perjalanan anda - Khamis, 20 Nov 2025",
    date: "Thu, 20 Nov 2025 08:52:31 +0800",
    text: `Terima kasih kerana menaiki Teksi Laju, Aiman.

Jumlah: RM 18.40
Dibayar dengan Visa •••• 4821

Tambang asas            RM 13.90
Caj tol (SPRINT)        RM 2.10
Caj platform            RM 1.00
Cukai perkhidmatan 8%   RM 1.40

07:58  Kondominium Vista Damansara, 47400 Petaling Jaya
08:49  Menara Bayu, Jalan Tun Razak, 50400 Kuala Lumpur
14.6 km, 51 min - LajuCar, pemandu: Hafiz (WA 4821 K)

No. tempahan: TL-MY-8830417
Ada masalah dengan perjalanan ini? Buka aplikasi > Aktiviti > Dapatkan bantuan.`,
    html: card_page({
      lang: "ms",
      title: "Resit perjalanan",
      pre: "RM 18.40 - Vista Damansara ke Menara Bayu",
      brand: "Teksi Laju",
      logo: "https://assets.teksilaju.my/mail/logo-hitam@2x.png",
      bar: "#00b14f",
      body: `<p style="margin:0;font-size:13px;color:#80868b;">Khamis, 20 Nov 2025</p>
<p style="margin:4px 0 18px 0;font-size:22px;font-weight:700;">Terima kasih kerana menaiki Teksi Laju, Aiman</p>
<table role="presentation" style="width:100%;border-collapse:collapse;font-size:14px;">
<tr><td style="padding:8px 0;font-size:18px;font-weight:700;">Jumlah</td><td style="padding:8px 0;text-align:right;font-size:18px;font-weight:700;">RM 18.40</td></tr>
<tr><td style="padding:6px 0;border-top:1px solid #eee;">Tambang asas</td><td style="padding:6px 0;border-top:1px solid #eee;text-align:right;">RM 13.90</td></tr>
<tr><td style="padding:6px 0;">Caj tol (SPRINT)</td><td style="padding:6px 0;text-align:right;">RM 2.10</td></tr>
<tr><td style="padding:6px 0;">Caj platform</td><td style="padding:6px 0;text-align:right;">RM 1.00</td></tr>
<tr><td style="padding:6px 0;">Cukai perkhidmatan 8%</td><td style="padding:6px 0;text-align:right;">RM 1.40</td></tr>
<tr><td style="padding:10px 0;border-top:1px solid #eee;color:#80868b;">Bayaran</td><td style="padding:10px 0;border-top:1px solid #eee;text-align:right;"><img src="https://assets.teksilaju.my/mail/visa.png" alt="Visa" width="28" height="18" style="vertical-align:middle;"> •••• 4821</td></tr>
</table>
<div style="margin-top:18px;padding:14px;background:#f6f6f6;border-radius:8px;font-size:14px;">
<div><b>07:58</b> &nbsp;Kondominium Vista Damansara, 47400 Petaling Jaya</div>
<div style="margin-top:8px;"><b>08:49</b> &nbsp;Menara Bayu, Jalan Tun Razak, 50400 Kuala Lumpur</div>
<div style="margin-top:8px;color:#80868b;font-size:13px;">14.6 km &middot; 51 min &middot; LajuCar &middot; Hafiz (WA 4821 K)</div>
</div>
<p style="margin:18px 0 0 0;font-size:13px;color:#80868b;">No. tempahan: TL-MY-8830417</p>
<p style="margin:8px 0 0 0;font-size:14px;"><a href="https://help.teksilaju.my/ms/trip/TL-MY-8830417" style="color:#00b14f;">Dapatkan bantuan untuk perjalanan ini</a></p>`,
      footer:
        `<p style="margin:0;">Teksi Laju Sdn. Bhd. (201901023456) &middot; No. SST: W10-1908-32000114<br>Menara Bayu, Jalan Tun Razak, 50400 Kuala Lumpur</p>`,
    }),
    enc: "8bit",
  },
  {
    family: "tindahan-ph",
    group: "regional",
    lang: "tl",
    kind: "login-code",
    code: "305611",
    link: null,
    from: "Tindahan.ph <seguridad@mail.tindahan.ph>",
    subject: "305611 ang iyong Tindahan verification code",
    date: "Fri, 21 Nov 2025 12:03:27 +0800",
    text: `Hi Maricel,

Para makapag-log in sa iyong Tindahan account, ilagay ang verification code na ito:

305611

Mag-e-expire ito sa loob ng 10 minuto. Huwag itong ibigay kahit kanino - hindi kailanman hihingin ng Tindahan ang iyong code sa tawag, text o chat.

Hindi ikaw ang nag-log in? Palitan agad ang password mo sa Tindahan app > Ako > Seguridad.

Salamat,
Tindahan.ph

Tindahan Online Philippines Inc., 28F Ayala Triangle Tower 2, Makati City 1226
Customer hotline: (02) 8863 4400`,
    html: table_page({
      lang: "tl",
      title: "Verification code",
      pre: "Huwag ibigay ang code na ito kahit kanino.",
      brand: "Tindahan.ph",
      logo: "https://static.tindahan.ph/email/tindahan-logo.png",
      bar: "#e8352b",
      body: `<p style="margin:0 0 12px 0;">Hi Maricel,</p>
<p style="margin:0 0 12px 0;">Para makapag-log in sa iyong Tindahan account, ilagay ang verification code na ito:</p>
${cells("305611", "#e8352b", "#e8352b")}
<p style="margin:0 0 12px 0;">Mag-e-expire ito sa loob ng <b>10 minuto</b>. Huwag itong ibigay kahit kanino &mdash; hindi kailanman hihingin ng Tindahan ang iyong code sa tawag, text o chat.</p>
<p style="margin:0 0 12px 0;font-size:13px;color:#616e7c;">Hindi ikaw ang nag-log in? Palitan agad ang password mo sa Tindahan app &gt; Ako &gt; Seguridad.</p>
<p style="margin:0;">Salamat,<br>Tindahan.ph</p>`,
      footer:
        `<p style="margin:0 0 8px 0;">Tindahan Online Philippines Inc., 28F Ayala Triangle Tower 2, Makati City 1226 &middot; Hotline (02) 8863 4400</p>
<p style="margin:0;"><a href="https://www.tindahan.ph/help" style="color:#7b8794;">Help Center</a> | <a href="https://www.tindahan.ph/privacy" style="color:#7b8794;">Privacy Policy</a> | <a href="https://www.facebook.com/tindahanph" style="color:#7b8794;">Facebook</a></p>`,
    }),
    enc: "qp",
  },
  {
    family: "tindahan-ph",
    group: "regional",
    lang: "en",
    kind: "order-shipped",
    code: null,
    link: null,
    from: "Tindahan.ph <orders@mail.tindahan.ph>",
    subject: "Your order #2511198834 is on the way!",
    date: "Sat, 22 Nov 2025 15:40:09 +0800",
    text: `Hi Maricel,

Good news! Your order #2511198834 has been handed over to our courier.

Courier: LBC Express
Tracking no.: 17 2025 8834 0912
Estimated delivery: Nov 25 - Nov 27, 2025

1x Rice cooker 1.8L (white)        PHP 1,499.00
2x Stainless tumbler 900ml         PHP 598.00
Shipping fee                       PHP 79.00
Voucher TINDA11                    -PHP 150.00
Total (Cash on Delivery)           PHP 2,026.00

Please prepare the exact amount for COD.

Delivery address:
Maricel D. Santos, 0917 *** 4408
Blk 12 Lot 7 Mabini St., Brgy. San Isidro, Cainta, Rizal 1900

Track your parcel in the Tindahan app under Me > My Orders.`,
    html: card_page({
      lang: "en",
      title: "Order shipped",
      pre: "Parcel handed over to LBC Express. Prepare PHP 2,026.00 for COD.",
      brand: "Tindahan.ph",
      logo: "https://static.tindahan.ph/email/tindahan-logo-red.png",
      bar: "#e8352b",
      body: `<p style="margin:0 0 10px 0;">Hi Maricel,</p>
<p style="margin:0 0 18px 0;">Good news! Your order <b>#2511198834</b> has been handed over to our courier.</p>
<table role="presentation" style="width:100%;border-collapse:collapse;font-size:14px;background:#fff6f5;">
<tr><td style="padding:10px 12px;color:#80868b;">Courier</td><td style="padding:10px 12px;">LBC Express</td></tr>
<tr><td style="padding:10px 12px;color:#80868b;">Tracking no.</td><td style="padding:10px 12px;">17 2025 8834 0912</td></tr>
<tr><td style="padding:10px 12px;color:#80868b;">Estimated delivery</td><td style="padding:10px 12px;">Nov 25 &ndash; Nov 27, 2025</td></tr>
</table>
<table role="presentation" style="width:100%;border-collapse:collapse;font-size:14px;margin-top:18px;">
<tr><td style="padding:8px 0;"><img src="https://cf.tindahan.ph/p/rc18-w_80x80.jpg" alt="Rice cooker" width="48" height="48" style="vertical-align:middle;margin-right:8px;">1x Rice cooker 1.8L (white)</td><td style="text-align:right;">PHP 1,499.00</td></tr>
<tr><td style="padding:8px 0;"><img src="https://cf.tindahan.ph/p/tmb900_80x80.jpg" alt="Tumbler" width="48" height="48" style="vertical-align:middle;margin-right:8px;">2x Stainless tumbler 900ml</td><td style="text-align:right;">PHP 598.00</td></tr>
<tr><td style="padding:6px 0;border-top:1px solid #eee;">Shipping fee</td><td style="text-align:right;border-top:1px solid #eee;">PHP 79.00</td></tr>
<tr><td style="padding:6px 0;">Voucher TINDA11</td><td style="text-align:right;color:#0a8754;">-PHP 150.00</td></tr>
<tr><td style="padding:8px 0;font-weight:700;border-top:1px solid #eee;">Total (Cash on Delivery)</td><td style="text-align:right;font-weight:700;border-top:1px solid #eee;">PHP 2,026.00</td></tr>
</table>
<p style="margin:18px 0 0 0;font-size:14px;"><b>Delivery address</b><br>Maricel D. Santos, 0917 *** 4408<br>Blk 12 Lot 7 Mabini St., Brgy. San Isidro, Cainta, Rizal 1900</p>
<p style="margin:16px 0 0 0;"><a href="https://www.tindahan.ph/user/purchase/order/2511198834" style="color:#e8352b;font-weight:600;">View order details</a></p>`,
      footer: `<p style="margin:0;">Tindahan Online Philippines Inc., 28F Ayala Triangle Tower 2, Makati City 1226</p>
<p style="margin:6px 0 0 0;"><a href="https://www.tindahan.ph/help" style="color:#80868b;">Help Center</a> &middot; <a href="https://www.tindahan.ph/unsubscribe?t=ord" style="color:#80868b;">Unsubscribe</a></p>`,
    }),
    enc: "qp",
  },
  {
    family: "xe-ngay",
    group: "regional",
    lang: "vi",
    kind: "signup-code",
    code: "5830",
    link: null,
    from: "XeNgay <khong-tra-loi@xengay.vn>",
    subject: "[XeNgay] Mã xác thực đăng ký tài khoản",
    date: "Mon, 17 Nov 2025 20:26:44 +0700",
    text: `Xin chào Nguyễn Thu Hà,

Cảm ơn bạn đã đăng ký XeNgay. Mã xác thực của bạn là:

5830

Mã có hiệu lực trong 3 phút. Vui lòng không chia sẻ mã này với bất kỳ ai, kể cả nhân viên XeNgay.

Nếu bạn không thực hiện yêu cầu này, vui lòng bỏ qua email.

Trân trọng,
Đội ngũ XeNgay
Hotline: 1900 6868 | Tầng 9, 121 Nguyễn Thị Minh Khai, Q.1, TP.HCM`,
    html: table_page({
      lang: "vi",
      title: "Mã xác thực",
      pre: "Mã có hiệu lực trong 3 phút.",
      brand: "XeNgay",
      logo: "https://static.xengay.vn/mail/logo-xengay.png",
      bar: "#ffc20e",
      body: `<p style="margin:0 0 12px 0;">Xin chào <b>Nguyễn Thu Hà</b>,</p>
<p style="margin:0 0 12px 0;">Cảm ơn bạn đã đăng ký XeNgay. Mã xác thực của bạn là:</p>
<p style="margin:18px 0;text-align:center;"><span style="display:inline-block;padding:12px 26px;background:#1f2933;color:#ffc20e;font-size:32px;font-weight:bold;letter-spacing:12px;border-radius:6px;">5830</span></p>
<p style="margin:0 0 12px 0;">Mã có hiệu lực trong <b>3 phút</b>. Vui lòng không chia sẻ mã này với bất kỳ ai, kể cả nhân viên XeNgay.</p>
<p style="margin:0 0 12px 0;color:#616e7c;font-size:13px;">Nếu bạn không thực hiện yêu cầu này, vui lòng bỏ qua email.</p>
<p style="margin:0;">Trân trọng,<br>Đội ngũ XeNgay</p>`,
      footer:
        `<p style="margin:0 0 6px 0;">Công ty TNHH XeNgay Việt Nam &middot; MST 0316789245<br>Tầng 9, 121 Nguyễn Thị Minh Khai, Phường Bến Thành, Quận 1, TP. Hồ Chí Minh</p>
<p style="margin:0;">Hotline: 1900 6868 &middot; <a href="https://xengay.vn/dieu-khoan" style="color:#7b8794;">Điều khoản</a> &middot; <a href="https://xengay.vn/bao-mat" style="color:#7b8794;">Chính sách bảo mật</a></p>`,
    }),
    enc: "b64",
  },
  {
    family: "dien-luc-phuong-nam",
    group: "regional",
    lang: "vi",
    kind: "bill-notice",
    code: null,
    link: null,
    from: "Điện lực Phương Nam <hoadon@dienlucphuongnam.vn>",
    subject: "Thông báo tiền điện kỳ 1 tháng 11/2025 - Mã KH PN03000178245",
    date: "Wed, 19 Nov 2025 06:00:12 +0700",
    text: `CÔNG TY ĐIỆN LỰC PHƯƠNG NAM
THÔNG BÁO TIỀN ĐIỆN

Kính gửi Quý khách hàng: TRẦN VĂN LỘC
Mã khách hàng: PN03000178245
Địa chỉ sử dụng điện: 45/12 Lê Văn Sỹ, Phường 13, Quận 3, TP.HCM

Kỳ hóa đơn: 1 - Tháng 11/2025 (từ 19/10/2025 đến 18/11/2025)
Chỉ số cũ: 18.204    Chỉ số mới: 18.517
Điện năng tiêu thụ: 313 kWh
Tiền điện (chưa thuế): 917.180 đồng
Thuế GTGT 8%: 73.374 đồng
TỔNG CỘNG: 990.554 đồng

Hạn thanh toán: 26/11/2025

Quý khách có thể thanh toán qua ngân hàng, ví điện tử hoặc tại quầy giao dịch.
Tra cứu hóa đơn điện tử tại: https://cskh.dienlucphuongnam.vn/tra-cuu

Tổng đài chăm sóc khách hàng: 1900 1006 (24/7)
Đây là email tự động, vui lòng không trả lời.`,
    html: null,
    enc: "qp",
  },
  {
    family: "krathin-bank",
    group: "regional",
    lang: "th",
    kind: "transaction-code",
    code: "620915",
    link: null,
    from: "ธนาคารกระถิน <otp@krathinbank.co.th>",
    subject: "รหัส OTP สำหรับยืนยันการโอนเงิน (Ref: KQWT)",
    date: "Thu, 20 Nov 2025 13:48:06 +0700",
    text: `เรียน คุณสมชาย ใจดี

รหัส OTP ของท่านคือ 620915 (รหัสอ้างอิง: KQWT)
ใช้สำหรับยืนยันการโอนเงินจำนวน 12,500.00 บาท
ไปยังบัญชี xxx-x-x4821-x ธนาคารกสิกรไทย

รหัสนี้ใช้ได้ภายใน 5 นาที (ถึงเวลา 13:53 น.)
ธนาคารจะไม่สอบถามรหัส OTP ทางโทรศัพท์หรือ SMS ทุกกรณี ห้ามเปิดเผยรหัสนี้แก่ผู้อื่น

หากท่านไม่ได้ทำรายการ กรุณาติดต่อ Krathin Contact Center โทร 02 777 8888 ทันที

ธนาคารกระถิน จำกัด (มหาชน)`,
    html: legacy_page(
      "OTP",
      `<img src="https://www.krathinbank.co.th/images/email/krathin-logo.gif" alt="ธนาคารกระถิน" width="180" height="44">`,
      `<p>เรียน คุณสมชาย ใจดี</p>
<p>ท่านได้ทำรายการ <b>โอนเงิน</b> ผ่าน Krathin Mobile Banking</p>
<table border="0" cellpadding="6" cellspacing="0" width="100%" style="border:1px solid #d6dbe3;">
<tr bgcolor="#f0f3f8"><td width="40%"><font face="Tahoma" size="2">จำนวนเงิน</font></td><td><font face="Tahoma" size="2">12,500.00 บาท</font></td></tr>
<tr><td><font face="Tahoma" size="2">ไปยังบัญชี</font></td><td><font face="Tahoma" size="2">xxx-x-x4821-x ธนาคารกสิกรไทย</font></td></tr>
<tr bgcolor="#f0f3f8"><td><font face="Tahoma" size="2">วันที่ทำรายการ</font></td><td><font face="Tahoma" size="2">20/11/2568 13:48 น.</font></td></tr>
</table>
<p>รหัส OTP ของท่านคือ</p>
<p align="center"><font face="Tahoma" size="6" color="#1d3f6e"><b>620915</b></font><br><font face="Tahoma" size="2" color="#555555">(รหัสอ้างอิง: KQWT)</font></p>
<p>รหัสนี้ใช้ได้ภายใน 5 นาที (ถึงเวลา 13:53 น.)</p>
<p><font color="#c0392b">ธนาคารจะไม่สอบถามรหัส OTP ทางโทรศัพท์หรือ SMS ทุกกรณี ห้ามเปิดเผยรหัสนี้แก่ผู้อื่น</font></p>
<p>หากท่านไม่ได้ทำรายการ กรุณาติดต่อ Krathin Contact Center โทร 02 777 8888 ทันที</p>`,
      `ธนาคารกระถิน จำกัด (มหาชน) 1222 ถนนพระราม 3 แขวงบางโพงพาง เขตยานนาวา กรุงเทพฯ 10120<br>
อีเมลฉบับนี้เป็นการแจ้งโดยอัตโนมัติ กรุณาอย่าตอบกลับ | <a href="https://www.krathinbank.co.th/th/privacy-notice">นโยบายความเป็นส่วนตัว</a>`,
      "th",
    ),
    enc: "b64",
  },
  {
    family: "krathin-bank",
    group: "regional",
    lang: "th",
    kind: "new-device-alert",
    code: null,
    link: null,
    from: "ธนาคารกระถิน <alert@krathinbank.co.th>",
    subject: "แจ้งเตือน: มีการเข้าสู่ระบบ Krathin Mobile Banking จากอุปกรณ์ใหม่",
    date: "Sun, 23 Nov 2025 22:15:37 +0700",
    text: `เรียน คุณสมชาย ใจดี

มีการเข้าสู่ระบบ Krathin Mobile Banking ด้วยอุปกรณ์ใหม่

อุปกรณ์: iPhone 15 Pro
วันที่: ๒๓ พ.ย. ๒๕๖๘ เวลา ๒๒:๑๕ น.
ตำแหน่งโดยประมาณ: เชียงใหม่ ประเทศไทย

หากเป็นการทำรายการของท่าน ไม่ต้องดำเนินการใด ๆ
หากท่านไม่ได้ทำรายการ กรุณาระงับการใช้งานทันทีที่ Krathin Contact Center โทร ๐๒ ๗๗๗ ๘๘๘๘ (ตลอด ๒๔ ชั่วโมง)

ธนาคารกระถิน จำกัด (มหาชน)`,
    html: legacy_page(
      "แจ้งเตือนการเข้าสู่ระบบ",
      `<img src="https://www.krathinbank.co.th/images/email/krathin-logo.gif" alt="ธนาคารกระถิน" width="180" height="44">`,
      `<p>เรียน คุณสมชาย ใจดี</p>
<p>มีการเข้าสู่ระบบ Krathin Mobile Banking ด้วยอุปกรณ์ใหม่</p>
<table border="0" cellpadding="6" cellspacing="0" width="100%" style="border:1px solid #d6dbe3;">
<tr bgcolor="#f0f3f8"><td width="40%"><font face="Tahoma" size="2">อุปกรณ์</font></td><td><font face="Tahoma" size="2">iPhone 15 Pro</font></td></tr>
<tr><td><font face="Tahoma" size="2">วันที่</font></td><td><font face="Tahoma" size="2">๒๓ พ.ย. ๒๕๖๘ เวลา ๒๒:๑๕ น.</font></td></tr>
<tr bgcolor="#f0f3f8"><td><font face="Tahoma" size="2">ตำแหน่งโดยประมาณ</font></td><td><font face="Tahoma" size="2">เชียงใหม่ ประเทศไทย</font></td></tr>
</table>
<p>หากเป็นการทำรายการของท่าน ไม่ต้องดำเนินการใด ๆ</p>
<p><b>หากท่านไม่ได้ทำรายการ</b> กรุณาระงับการใช้งานทันทีที่ Krathin Contact Center โทร <a href="tel:027778888">๐๒ ๗๗๗ ๘๘๘๘</a> (ตลอด ๒๔ ชั่วโมง)</p>`,
      `ธนาคารกระถิน จำกัด (มหาชน) 1222 ถนนพระราม 3 แขวงบางโพงพาง เขตยานนาวา กรุงเทพฯ 10120<br>
อีเมลฉบับนี้เป็นการแจ้งโดยอัตโนมัติ กรุณาอย่าตอบกลับ | <a href="https://www.krathinbank.co.th/th/privacy-notice">นโยบายความเป็นส่วนตัว</a>`,
      "th",
    ),
    enc: "8bit",
  },
  {
    family: "rot-tua-isan",
    group: "regional",
    lang: "th",
    kind: "booking-confirmation",
    code: null,
    link: null,
    from: "รถทัวร์อีสานทัวร์ <eticket@isantour.co.th>",
    subject: "ยืนยันการจองตั๋ว กรุงเทพฯ (หมอชิต 2) - ขอนแก่น 28/11/2568 | หมายเลขการจอง ITX7K2Q",
    date: "Tue, 25 Nov 2025 09:31:20 +0700",
    text: `ขอบคุณที่ใช้บริการอีสานทัวร์

หมายเลขการจอง: ITX7K2Q
ผู้โดยสาร: นางสาวพิมพ์ชนก ศรีสุข
เส้นทาง: กรุงเทพฯ (หมอชิต 2) → ขอนแก่น (บขส.3)
วันเดินทาง: ศุกร์ 28 พ.ย. 2568 ออกเวลา 21:30 น. (ถึงประมาณ 03:45 น.)
รถ: VIP 24 ที่นั่ง ชั้นเดียว เที่ยว 407
ที่นั่ง: 12A
ชานชาลา: 58-60
ราคา: 588.00 บาท (ชำระแล้ว ผ่าน PromptPay)

กรุณามาถึงสถานีก่อนเวลาออกรถอย่างน้อย 30 นาที และแสดงตั๋วอิเล็กทรอนิกส์ (แนบมากับอีเมลนี้) พร้อมบัตรประชาชนที่ขึ้นรถ
สอบถาม: 1490 กด 3`,
    html: card_page({
      lang: "th",
      title: "ยืนยันการจองตั๋ว",
      pre: "หมายเลขการจอง ITX7K2Q - ที่นั่ง 12A - ออก 21:30 น.",
      brand: "อีสานทัวร์",
      logo: "https://www.isantour.co.th/img/mail/isantour.png",
      bar: "#8e1c1c",
      font: "Sarabun,Tahoma,sans-serif",
      body: `<p style="margin:0 0 14px 0;font-size:18px;font-weight:700;">ขอบคุณที่ใช้บริการอีสานทัวร์</p>
<table role="presentation" style="width:100%;border-collapse:collapse;font-size:14px;border:1px solid #e6d3d3;">
<tr><td colspan="2" style="padding:10px 12px;background:#8e1c1c;color:#fff;">หมายเลขการจอง <b style="font-size:18px;letter-spacing:1px;">ITX7K2Q</b></td></tr>
<tr><td style="padding:8px 12px;color:#80868b;width:36%;">ผู้โดยสาร</td><td style="padding:8px 12px;">นางสาวพิมพ์ชนก ศรีสุข</td></tr>
<tr><td style="padding:8px 12px;color:#80868b;">เส้นทาง</td><td style="padding:8px 12px;">กรุงเทพฯ (หมอชิต 2) &rarr; ขอนแก่น (บขส.3)</td></tr>
<tr><td style="padding:8px 12px;color:#80868b;">วันเดินทาง</td><td style="padding:8px 12px;">ศุกร์ 28 พ.ย. 2568 ออก 21:30 น. (ถึงประมาณ 03:45 น.)</td></tr>
<tr><td style="padding:8px 12px;color:#80868b;">รถ</td><td style="padding:8px 12px;">VIP 24 ที่นั่ง ชั้นเดียว &middot; เที่ยว 407</td></tr>
<tr><td style="padding:8px 12px;color:#80868b;">ที่นั่ง / ชานชาลา</td><td style="padding:8px 12px;"><b>12A</b> / 58-60</td></tr>
<tr><td style="padding:8px 12px;color:#80868b;">ราคา</td><td style="padding:8px 12px;">588.00 บาท (ชำระแล้ว ผ่าน PromptPay)</td></tr>
</table>
<p style="margin:16px 0 0 0;font-size:14px;">กรุณามาถึงสถานีก่อนเวลาออกรถอย่างน้อย 30 นาที และแสดงตั๋วอิเล็กทรอนิกส์ (ไฟล์แนบ) พร้อมบัตรประชาชนที่ขึ้นรถ</p>`,
      footer:
        `<p style="margin:0;">บริษัท อีสานทัวร์ขนส่ง จำกัด &middot; สอบถาม 1490 กด 3 &middot; <a href="https://www.isantour.co.th/th/refund-policy" style="color:#80868b;">เงื่อนไขการคืนตั๋ว</a></p>`,
    }),
    enc: "b64",
    attachment: [
      "eticket-ITX7K2Q.pdf",
      "application/pdf",
      "%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj\n3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 420 595] >> endobj\n% E-TICKET ITX7K2Q seat 12A trip 407\ntrailer << /Root 1 0 R >>\n%%EOF\n",
    ],
  },
];
// ---------------------------------------------------------------- South Asia

const sanjeevani_foot = `<p style="margin:0 0 6px 0;">संजीवनी मल्टीस्पेशलिटी अस्पताल, सेक्टर 44, गुरुग्राम, हरियाणा 122003</p>
<p style="margin:0 0 6px 0;">अपॉइंटमेंट हेल्पलाइन: <a href="tel:+911244567000" style="color:#7b8794;">+91 124 456 7000</a> &middot; आपातकाल: 1066</p>
<p style="margin:0;"><a href="https://www.sanjeevanihospitals.in/privacy-policy" style="color:#7b8794;">गोपनीयता नीति</a> &middot; <a href="https://www.sanjeevanihospitals.in/unsubscribe?u=RB2291" style="color:#7b8794;">सदस्यता समाप्त करें</a></p>`;

const south_asia: Mail[] = [
  {
    family: "sanjeevani-aspatal",
    group: "regional",
    lang: "hi",
    kind: "login-code",
    code: "739204",
    link: null,
    from: "संजीवनी अस्पताल <noreply@sanjeevanihospitals.in>",
    subject: "पेशेंट पोर्टल लॉगिन के लिए आपका OTP",
    date: "Mon, 17 Nov 2025 09:12:40 +0530",
    text: `प्रिय रमेश बंसल जी,

संजीवनी पेशेंट पोर्टल में लॉगिन करने के लिए आपका OTP 739204 है।

यह OTP 10 मिनट तक मान्य है। कृपया इसे किसी के साथ साझा न करें। अस्पताल का कोई भी कर्मचारी आपसे OTP नहीं मांगेगा।

UHID: SNJ-GGN-0048213

यदि आपने लॉगिन का प्रयास नहीं किया है, तो कृपया +91 124 456 7000 पर संपर्क करें।

सादर,
संजीवनी मल्टीस्पेशलिटी अस्पताल, गुरुग्राम`,
    html: table_page({
      lang: "hi",
      title: "OTP",
      pre: "आपका OTP 10 मिनट तक मान्य है।",
      brand: "संजीवनी अस्पताल",
      logo: "https://www.sanjeevanihospitals.in/assets/email/logo.png",
      bar: "#0e7c86",
      font: "'Noto Sans Devanagari',Mangal,Arial,sans-serif",
      body: `<p style="margin:0 0 12px 0;">प्रिय रमेश बंसल जी,</p>
<p style="margin:0 0 12px 0;">संजीवनी पेशेंट पोर्टल में लॉगिन करने के लिए आपका वन टाइम पासवर्ड (OTP) है:</p>
<p style="margin:16px 0;text-align:center;font-size:30px;font-weight:bold;letter-spacing:8px;color:#0e7c86;">739204</p>
<p style="margin:0 0 12px 0;">यह OTP <b>10 मिनट</b> तक मान्य है। कृपया इसे किसी के साथ साझा न करें। अस्पताल का कोई भी कर्मचारी आपसे OTP नहीं मांगेगा।</p>
<p style="margin:0 0 12px 0;font-size:13px;color:#616e7c;">UHID: SNJ-GGN-0048213</p>
<p style="margin:0;">यदि आपने लॉगिन का प्रयास नहीं किया है, तो कृपया <a href="tel:+911244567000" style="color:#0e7c86;">+91 124 456 7000</a> पर संपर्क करें।</p>`,
      footer: sanjeevani_foot,
    }),
    enc: "b64",
  },
  {
    family: "sanjeevani-aspatal",
    group: "regional",
    lang: "hi",
    kind: "appointment-reminder",
    code: null,
    link: null,
    from: "संजीवनी अस्पताल <appointments@sanjeevanihospitals.in>",
    subject: "अपॉइंटमेंट रिमाइंडर: डॉ. नेहा कपूर, 26/11/2025 सुबह 10:30 बजे",
    date: "Tue, 25 Nov 2025 08:00:05 +0530",
    text: `प्रिय रमेश बंसल जी,

यह आपके कल के अपॉइंटमेंट का रिमाइंडर है।

डॉक्टर: डॉ. नेहा कपूर (कार्डियोलॉजी)
दिनांक: बुधवार, 26/11/2025
समय: सुबह 10:30 बजे
स्थान: OPD ब्लॉक B, दूसरी मंज़िल, कमरा 214
अपॉइंटमेंट नंबर: APT-2511-88413
UHID: SNJ-GGN-0048213
परामर्श शुल्क: ₹1,200 (काउंटर पर देय)

कृपया 15 मिनट पहले पहुंचें और अपनी पिछली रिपोर्ट और दवाइयों की सूची साथ लाएं।
अपॉइंटमेंट बदलने या रद्द करने के लिए +91 124 456 7000 पर कॉल करें।

सादर,
संजीवनी मल्टीस्पेशलिटी अस्पताल`,
    html: table_page({
      lang: "hi",
      title: "अपॉइंटमेंट रिमाइंडर",
      pre: "कल सुबह 10:30 बजे, OPD ब्लॉक B, कमरा 214",
      brand: "संजीवनी अस्पताल",
      logo: "https://www.sanjeevanihospitals.in/assets/email/logo.png",
      bar: "#0e7c86",
      font: "'Noto Sans Devanagari',Mangal,Arial,sans-serif",
      body: `<p style="margin:0 0 12px 0;">प्रिय रमेश बंसल जी,</p>
<p style="margin:0 0 16px 0;">यह आपके कल के अपॉइंटमेंट का रिमाइंडर है।</p>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="border:1px solid #cfe6e8;font-size:14px;">
<tr><td style="padding:9px 12px;background:#eef7f8;width:40%;">डॉक्टर</td><td style="padding:9px 12px;">डॉ. नेहा कपूर (कार्डियोलॉजी)</td></tr>
<tr><td style="padding:9px 12px;background:#eef7f8;">दिनांक / समय</td><td style="padding:9px 12px;"><b>बुधवार, 26/11/2025 &middot; सुबह 10:30</b></td></tr>
<tr><td style="padding:9px 12px;background:#eef7f8;">स्थान</td><td style="padding:9px 12px;">OPD ब्लॉक B, दूसरी मंज़िल, कमरा 214</td></tr>
<tr><td style="padding:9px 12px;background:#eef7f8;">अपॉइंटमेंट नंबर</td><td style="padding:9px 12px;">APT-2511-88413</td></tr>
<tr><td style="padding:9px 12px;background:#eef7f8;">UHID</td><td style="padding:9px 12px;">SNJ-GGN-0048213</td></tr>
<tr><td style="padding:9px 12px;background:#eef7f8;">परामर्श शुल्क</td><td style="padding:9px 12px;">₹1,200 (काउंटर पर देय)</td></tr>
</table>
<p style="margin:16px 0 8px 0;">कृपया 15 मिनट पहले पहुंचें और अपनी पिछली रिपोर्ट और दवाइयों की सूची साथ लाएं।</p>
<p style="margin:0;"><a href="https://maps.google.com/?q=Sanjeevani+Hospital+Sector+44+Gurugram" style="color:#0e7c86;">रास्ता देखें</a> &nbsp;|&nbsp; अपॉइंटमेंट बदलने के लिए <a href="tel:+911244567000" style="color:#0e7c86;">+91 124 456 7000</a></p>`,
      footer: sanjeevani_foot,
    }),
    enc: "qp",
  },
  {
    family: "tamil-kalvi-university",
    group: "regional",
    lang: "ta",
    kind: "verify-link",
    code: null,
    link:
      "https://admissions.tkuniv.ac.in/applicant/verify-email?token=9f3c1a7e5b2d48e0a6c4f1b7d2e9a0c3&app=TKU25PG041877",
    from: "தமிழ் கல்விப் பல்கலைக்கழகம் - சேர்க்கை <admissions@tkuniv.ac.in>",
    subject: "மின்னஞ்சல் முகவரியை உறுதிப்படுத்தவும் - விண்ணப்ப எண் TKU25PG041877",
    date: "Thu, 20 Nov 2025 16:22:18 +0530",
    text: `அன்புள்ள கார்த்திகேயன் செ.,

முதுநிலை (M.Sc. கணினி அறிவியல்) சேர்க்கை 2026-27 க்கான உங்கள் விண்ணப்பம் பதிவு செய்யப்பட்டது.
விண்ணப்ப எண்: TKU25PG041877

விண்ணப்பத்தைத் தொடர, கீழே உள்ள இணைப்பைச் சொடுக்கி உங்கள் மின்னஞ்சல் முகவரியை உறுதிப்படுத்தவும்:
https://admissions.tkuniv.ac.in/applicant/verify-email?token=9f3c1a7e5b2d48e0a6c4f1b7d2e9a0c3&app=TKU25PG041877

இந்த இணைப்பு 48 மணி நேரம் மட்டுமே செல்லுபடியாகும்.
விண்ணப்பக் கட்டணம் ₹750 செலுத்த கடைசி நாள்: 15.12.2025

சந்தேகங்களுக்கு: 044-2235 7100 (திங்கள்-வெள்ளி, காலை 10 - மாலை 5)

சேர்க்கை அலுவலகம்
தமிழ் கல்விப் பல்கலைக்கழகம், கிண்டி, சென்னை 600025`,
    html: legacy_page(
      "மின்னஞ்சல் உறுதிப்படுத்தல்",
      `<table width="100%" border="0" cellspacing="0" cellpadding="0"><tr><td width="70"><img src="https://admissions.tkuniv.ac.in/static/img/emblem.png" alt="TKU" width="60" height="60"></td><td><font face="Latha, Arial" size="4" color="#1d3f6e"><b>தமிழ் கல்விப் பல்கலைக்கழகம்</b></font><br><font face="Arial" size="2" color="#555555">சேர்க்கை அலுவலகம் 2026-27</font></td></tr></table>`,
      `<p>அன்புள்ள கார்த்திகேயன் செ.,</p>
<p>முதுநிலை (M.Sc. கணினி அறிவியல்) சேர்க்கை 2026-27 க்கான உங்கள் விண்ணப்பம் பதிவு செய்யப்பட்டது.<br>விண்ணப்ப எண்: <b>TKU25PG041877</b></p>
<p>விண்ணப்பத்தைத் தொடர, கீழே உள்ள பொத்தானைச் சொடுக்கி உங்கள் மின்னஞ்சல் முகவரியை உறுதிப்படுத்தவும்:</p>
<p align="center"><a href="https://admissions.tkuniv.ac.in/applicant/verify-email?token=9f3c1a7e5b2d48e0a6c4f1b7d2e9a0c3&amp;app=TKU25PG041877" style="background-color:#1d3f6e;color:#ffffff;padding:10px 22px;text-decoration:none;font-family:Arial;font-size:14px;">மின்னஞ்சலை உறுதிப்படுத்து</a></p>
<p>இந்த இணைப்பு 48 மணி நேரம் மட்டுமே செல்லுபடியாகும்.<br>விண்ணப்பக் கட்டணம் ₹750 செலுத்த கடைசி நாள்: 15.12.2025</p>
<p>சந்தேகங்களுக்கு: 044-2235 7100 (திங்கள்-வெள்ளி, காலை 10 - மாலை 5)</p>`,
      `தமிழ் கல்விப் பல்கலைக்கழகம், கிண்டி, சென்னை 600025 | <a href="https://www.tkuniv.ac.in">www.tkuniv.ac.in</a> | <a href="https://admissions.tkuniv.ac.in/prospectus-2026.pdf">தகவல் கையேடு</a>`,
      "ta",
    ),
    enc: "qp",
  },
  {
    family: "kolkata-chakri",
    group: "regional",
    lang: "bn",
    kind: "activate-link",
    code: null,
    link: "https://www.kolkatachakri.in/account/activate/5b8e21c0d7f44a3e?src=email",
    from: "কলকাতা চাকরি <accounts@kolkatachakri.in>",
    subject: "আপনার কলকাতা চাকরি অ্যাকাউন্ট সক্রিয় করুন",
    date: "Fri, 21 Nov 2025 11:47:03 +0530",
    text: `নমস্কার সুদীপা দাস,

কলকাতা চাকরি-তে নিবন্ধন করার জন্য ধন্যবাদ। আপনার অ্যাকাউন্ট সক্রিয় করতে নিচের লিঙ্কে ক্লিক করুন:

https://www.kolkatachakri.in/account/activate/5b8e21c0d7f44a3e?src=email

লিঙ্কটি ৭২ ঘণ্টা বৈধ থাকবে। অ্যাকাউন্ট সক্রিয় হলে আপনি বায়োডেটা আপলোড করে ১২,০০০+ চাকরির জন্য আবেদন করতে পারবেন।

আপনি নিবন্ধন না করে থাকলে এই ইমেলটি উপেক্ষা করুন।

শুভেচ্ছা,
কলকাতা চাকরি টিম
সল্টলেক সেক্টর V, কলকাতা ৭০০০৯১ | ০৩৩-৪০৬৫ ২২১১`,
    html: card_page({
      lang: "bn",
      title: "অ্যাকাউন্ট সক্রিয় করুন",
      pre: "একটি ক্লিকেই আপনার অ্যাকাউন্ট চালু হবে।",
      brand: "কলকাতা চাকরি",
      logo: "https://www.kolkatachakri.in/static/mail/logo-kc.png",
      bar: "#6a1b9a",
      font: "'Noto Sans Bengali',Vrinda,Arial,sans-serif",
      body: `<p style="margin:0 0 12px 0;">নমস্কার সুদীপা দাস,</p>
<p style="margin:0 0 12px 0;">কলকাতা চাকরি-তে নিবন্ধন করার জন্য ধন্যবাদ। আপনার অ্যাকাউন্ট সক্রিয় করতে নিচের বোতামে ক্লিক করুন।</p>
${
        button(
          "https://www.kolkatachakri.in/account/activate/5b8e21c0d7f44a3e?src=email",
          "অ্যাকাউন্ট সক্রিয় করুন",
          "#6a1b9a",
          "#ffffff",
          22,
        )
      }
<p style="margin:0 0 12px 0;font-size:13px;color:#5f6368;">লিঙ্কটি ৭২ ঘণ্টা বৈধ থাকবে। অ্যাকাউন্ট সক্রিয় হলে আপনি বায়োডেটা আপলোড করে ১২,০০০+ চাকরির জন্য আবেদন করতে পারবেন।</p>
<p style="margin:0 0 12px 0;font-size:13px;color:#5f6368;">আপনি নিবন্ধন না করে থাকলে এই ইমেলটি উপেক্ষা করুন।</p>
<p style="margin:0;">শুভেচ্ছা,<br>কলকাতা চাকরি টিম</p>`,
      footer: `<p style="margin:0 0 6px 0;">সল্টলেক সেক্টর V, কলকাতা ৭০০০৯১ &middot; ০৩৩-৪০৬৫ ২২১১</p>
<p style="margin:0;"><a href="https://www.kolkatachakri.in/privacy" style="color:#80868b;">গোপনীয়তা</a> &middot; <a href="https://www.kolkatachakri.in/terms" style="color:#80868b;">শর্তাবলী</a> &middot; <a href="https://www.facebook.com/kolkatachakri" style="color:#80868b;">Facebook</a></p>`,
    }),
    enc: "b64",
  },
  {
    family: "ghar-shodh",
    group: "regional",
    lang: "mr",
    kind: "login-code",
    code: "618254",
    link: null,
    from: "घरशोध <otp@gharshodh.com>",
    subject: "घरशोध लॉगिनसाठी तुमचा पडताळणी कोड",
    date: "Sat, 22 Nov 2025 18:09:51 +0530",
    text: `नमस्कार प्रशांत,

घरशोध वर लॉगिन करण्यासाठी खालील पडताळणी कोड वापरा:

618 254

हा कोड 15 मिनिटांसाठी वैध आहे. कृपया हा कोड कोणालाही सांगू नका.

तुम्ही जतन केलेले शोध: कोथरूड, पुणे - 2 BHK, भाडे ₹18,000 - ₹25,000

तुम्ही लॉगिनचा प्रयत्न केला नसेल तर हा ईमेल दुर्लक्षित करा.

- टीम घरशोध
बाणेर रोड, पुणे 411045`,
    html: table_page({
      lang: "mr",
      title: "पडताळणी कोड",
      pre: "हा कोड 15 मिनिटांसाठी वैध आहे.",
      brand: "घरशोध",
      logo: "https://cdn.gharshodh.com/mail/gharshodh-logo.png",
      bar: "#d84315",
      font: "'Noto Sans Devanagari',Mangal,Arial,sans-serif",
      body: `<p style="margin:0 0 12px 0;">नमस्कार प्रशांत,</p>
<p style="margin:0 0 12px 0;">घरशोध वर लॉगिन करण्यासाठी खालील पडताळणी कोड वापरा:</p>
<table role="presentation" align="center" cellpadding="0" cellspacing="0" border="0" style="margin:18px auto;"><tr><td style="padding:14px 30px;border:2px solid #d84315;border-radius:10px;font-size:32px;font-weight:bold;letter-spacing:4px;color:#d84315;font-family:Arial,sans-serif;">618 254</td></tr></table>
<p style="margin:0 0 12px 0;">हा कोड <b>15 मिनिटांसाठी</b> वैध आहे. कृपया हा कोड कोणालाही सांगू नका.</p>
<p style="margin:0 0 12px 0;padding:10px 12px;background:#fbe9e7;font-size:13px;">तुम्ही जतन केलेले शोध: कोथरूड, पुणे &middot; 2 BHK &middot; भाडे ₹18,000 &ndash; ₹25,000</p>
<p style="margin:0;font-size:13px;color:#616e7c;">तुम्ही लॉगिनचा प्रयत्न केला नसेल तर हा ईमेल दुर्लक्षित करा.</p>`,
      footer: `<p style="margin:0 0 6px 0;">घरशोध रिअल्टी टेक प्रा. लि., बाणेर रोड, पुणे 411045</p>
<p style="margin:0;"><a href="https://www.gharshodh.com/madat" style="color:#7b8794;">मदत</a> &middot; <a href="https://www.gharshodh.com/privacy" style="color:#7b8794;">गोपनीयता धोरण</a></p>`,
    }),
    enc: "qp",
  },
  {
    family: "ghar-shodh",
    group: "regional",
    lang: "mr",
    kind: "listing-alert",
    code: null,
    link: null,
    from: "घरशोध <alerts@gharshodh.com>",
    subject: "कोथरूडमध्ये 3 नवीन 2 BHK घरे - ₹21,000 पासून",
    date: "Mon, 24 Nov 2025 07:30:00 +0530",
    text: `नमस्कार प्रशांत,

तुमच्या जतन केलेल्या शोधाशी जुळणारी नवीन घरे:

1) 2 BHK, डहाणूकर कॉलनी, कोथरूड - ₹21,000/महिना, 850 चौ. फूट, अनामत ₹60,000
   https://www.gharshodh.com/p/KTH-77120
2) 2 BHK, कर्वे नगर - ₹23,500/महिना, 910 चौ. फूट, सेमी-फर्निश्ड
   https://www.gharshodh.com/p/KTH-77134
3) 2 BHK, मयूर कॉलनी - ₹25,000/महिना, 980 चौ. फूट, कार पार्किंग
   https://www.gharshodh.com/p/KTH-77141

अलर्ट बंद करण्यासाठी: https://www.gharshodh.com/alerts/unsubscribe?a=88213

- टीम घरशोध`,
    html: null,
    enc: "8bit",
  },
  {
    family: "jeb-paisa",
    group: "regional",
    lang: "ur",
    kind: "transaction-code",
    code: "40719",
    link: null,
    from: "جیب پیسہ <alerts@jebpaisa.pk>",
    subject: "جیب پیسہ: ادائیگی کی تصدیق کا کوڈ",
    date: "Wed, 19 Nov 2025 14:26:33 +0500",
    text: `محترم عمران احمد،

آپ کے جیب پیسہ اکاؤنٹ (0300-***-5512) سے K-Electric بل کی ادائیگی کی درخواست موصول ہوئی ہے۔

رقم: Rs. 8,460
کنزیومر نمبر: AL-0412-7788-31

تصدیق کا کوڈ: 40719

یہ کوڈ 3 منٹ کے لیے کارآمد ہے۔ جیب پیسہ کا کوئی نمائندہ آپ سے کبھی یہ کوڈ یا آپ کا MPIN نہیں مانگے گا۔

اگر یہ ادائیگی آپ نے نہیں کی تو فوراً ہیلپ لائن 111-532-724 پر رابطہ کریں۔

جیب پیسہ - موبائل والیٹ`,
    html: table_page({
      lang: "ur",
      dir: "rtl",
      title: "تصدیق کا کوڈ",
      pre: "یہ کوڈ کسی کو مت بتائیں",
      brand: "جیب پیسہ",
      logo: "https://static.jebpaisa.pk/email/logo-white.png",
      bar: "#00843d",
      font: "'Noto Nastaliq Urdu','Jameel Noori Nastaleeq',Tahoma,sans-serif",
      body: `<p style="margin:0 0 12px 0;">محترم عمران احمد،</p>
<p style="margin:0 0 12px 0;">آپ کے جیب پیسہ اکاؤنٹ (<span dir="ltr">0300-***-5512</span>) سے K-Electric بل کی ادائیگی کی درخواست موصول ہوئی ہے۔</p>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="font-size:14px;margin-bottom:14px;">
<tr><td style="padding:6px 0;color:#7b8794;">رقم</td><td style="padding:6px 0;" dir="ltr" align="left">Rs. 8,460</td></tr>
<tr><td style="padding:6px 0;color:#7b8794;">کنزیومر نمبر</td><td style="padding:6px 0;" dir="ltr" align="left">AL-0412-7788-31</td></tr>
</table>
<p style="margin:0 0 4px 0;">تصدیق کا کوڈ:</p>
<p style="margin:0 0 14px 0;text-align:center;" dir="ltr"><span style="display:inline-block;background:#e6f4ec;padding:10px 24px;font-family:Arial,sans-serif;font-size:30px;letter-spacing:8px;font-weight:bold;color:#00843d;">40719</span></p>
<p style="margin:0 0 12px 0;">یہ کوڈ 3 منٹ کے لیے کارآمد ہے۔ جیب پیسہ کا کوئی نمائندہ آپ سے کبھی یہ کوڈ یا آپ کا MPIN نہیں مانگے گا۔</p>
<p style="margin:0;color:#b42318;">اگر یہ ادائیگی آپ نے نہیں کی تو فوراً ہیلپ لائن <span dir="ltr">111-532-724</span> پر رابطہ کریں۔</p>`,
      footer: `<p style="margin:0 0 6px 0;">جیب پیسہ مائیکروفنانس بینک لمیٹڈ، شاہراہِ فیصل، کراچی 75400</p>
<p style="margin:0;"><a href="https://www.jebpaisa.pk/ur/privacy" style="color:#7b8794;">رازداری کی پالیسی</a> | <a href="https://www.jebpaisa.pk/ur/help" style="color:#7b8794;">مدد</a></p>`,
    }),
    enc: "b64",
  },
  {
    family: "jeb-paisa",
    group: "regional",
    lang: "ur",
    kind: "payment-receipt",
    code: null,
    link: null,
    from: "جیب پیسہ <alerts@jebpaisa.pk>",
    subject: "ادائیگی کامیاب: K-Electric بل Rs. 8,460",
    date: "Wed, 19 Nov 2025 14:27:10 +0500",
    text: `محترم عمران احمد،

آپ کی ادائیگی کامیابی سے مکمل ہو گئی ہے۔

بل: K-Electric
کنزیومر نمبر: AL-0412-7788-31
رقم: Rs. 8,460
سروس چارجز: Rs. 0
ٹرانزیکشن آئی ڈی: JP251119142710883
تاریخ: 19-11-2025، 02:27 PM
بقیہ بیلنس: Rs. 3,214.55

شکریہ کہ آپ نے جیب پیسہ استعمال کیا۔
ہیلپ لائن: 111-532-724`,
    html: null,
    enc: "8bit",
  },
  {
    family: "nagorik-sheba-bd",
    group: "regional",
    lang: "bn",
    kind: "login-code",
    code: "৫৮২৯৪১",
    code_digits: "582941",
    link: null,
    from: "নাগরিক সেবা পোর্টাল <noreply@nagoriksheba.gov.bd>",
    subject: "নাগরিক সেবা পোর্টাল - ওটিপি",
    date: "Thu, 20 Nov 2025 10:05:29 +0600",
    text: `প্রিয় সেবাগ্রহীতা,

নাগরিক সেবা পোর্টালে প্রবেশের জন্য আপনার ওটিপি: ৫৮২৯৪১

এনআইডি: ********৭৩১২
ওটিপির মেয়াদ ৫ মিনিট। কাউকে এই ওটিপি জানাবেন না।

এটি একটি স্বয়ংক্রিয় বার্তা, উত্তর দেবেন না।
হেল্পলাইন: ৩৩৩

গণপ্রজাতন্ত্রী বাংলাদেশ সরকার`,
    html: legacy_page(
      "ওটিপি",
      `<img src="https://nagoriksheba.gov.bd/static/images/govt-logo.png" alt="বাংলাদেশ সরকার" width="64" height="64" align="left" hspace="8"><font face="SolaimanLipi, Vrinda, Arial" size="4" color="#006a4e"><b>নাগরিক সেবা পোর্টাল</b></font><br><font face="Arial" size="2" color="#555555">গণপ্রজাতন্ত্রী বাংলাদেশ সরকার</font>`,
      `<p>প্রিয় সেবাগ্রহীতা,</p>
<p>নাগরিক সেবা পোর্টালে প্রবেশের জন্য আপনার ওটিপি:</p>
<p align="center"><font size="6" color="#006a4e"><b>৫৮২৯৪১</b></font></p>
<p>এনআইডি: ********৭৩১২<br>ওটিপির মেয়াদ ৫ মিনিট। কাউকে এই ওটিপি জানাবেন না।</p>`,
      `এটি একটি স্বয়ংক্রিয় বার্তা, উত্তর দেবেন না। হেল্পলাইন: ৩৩৩ | <a href="https://nagoriksheba.gov.bd/faq">সচরাচর জিজ্ঞাসা</a>`,
      "bn",
    ),
    enc: "qp",
  },
];

// ---------------------------------------------------------------- Iran, Israel, Arab world, Turkey

const middle_east: Mail[] = [
  {
    family: "kilid-khaneh",
    group: "regional",
    lang: "fa",
    kind: "login-code",
    code: "۳۸۱۷۵",
    code_digits: "38175",
    link: null,
    from: "کلید خانه <no-reply@kilidkhaneh.ir>",
    subject: "کد ورود شما به کلید خانه",
    date: "Sun, 23 Nov 2025 11:40:22 +0330",
    text: `کاربر گرامی،

کد ورود شما به کلید خانه: ۳۸۱۷۵

این کد تا ۲ دقیقه معتبر است. لطفاً آن را در اختیار دیگران قرار ندهید.

اگر شما درخواست ورود نداده‌اید، این ایمیل را نادیده بگیرید.

کلید خانه - سامانه خرید، فروش و اجاره ملک
تهران، خیابان ولیعصر، بالاتر از پارک ساعی، پلاک ۲۴۱۰ | تلفن: ۰۲۱-۹۱۰۰۴۴۸۰`,
    html: card_page({
      lang: "fa",
      dir: "rtl",
      title: "کد ورود",
      pre: "این کد تا ۲ دقیقه معتبر است.",
      brand: "کلید خانه",
      logo: "https://static.kilidkhaneh.ir/mail/logo.png",
      bar: "#a62639",
      font: "Vazirmatn,Tahoma,sans-serif",
      body: `<p style="margin:0 0 12px 0;">کاربر گرامی،</p>
<p style="margin:0 0 12px 0;">کد ورود شما به کلید خانه:</p>
<div style="margin:16px 0;text-align:center;"><span style="display:inline-block;padding:12px 30px;background:#f8e9eb;border-radius:8px;font-size:30px;font-weight:700;letter-spacing:6px;color:#a62639;">۳۸۱۷۵</span></div>
<p style="margin:0 0 12px 0;">این کد تا <b>۲ دقیقه</b> معتبر است. لطفاً آن را در اختیار دیگران قرار ندهید.</p>
<p style="margin:0;color:#80868b;font-size:13px;">اگر شما درخواست ورود نداده‌اید، این ایمیل را نادیده بگیرید.</p>`,
      footer: `<p style="margin:0 0 6px 0;">کلید خانه &mdash; سامانه خرید، فروش و اجاره ملک</p>
<p style="margin:0 0 6px 0;">تهران، خیابان ولیعصر، بالاتر از پارک ساعی، پلاک ۲۴۱۰ &middot; تلفن: ۰۲۱-۹۱۰۰۴۴۸۰</p>
<p style="margin:0;"><a href="https://kilidkhaneh.ir/rules" style="color:#80868b;">قوانین</a> &middot; <a href="https://kilidkhaneh.ir/privacy" style="color:#80868b;">حریم خصوصی</a> &middot; <a href="https://t.me/kilidkhaneh" style="color:#80868b;">تلگرام</a></p>`,
    }),
    enc: "b64",
  },
  {
    family: "rahro-taxi",
    group: "regional",
    lang: "fa",
    kind: "ride-receipt",
    code: null,
    link: null,
    from: "رهرو <receipt@rahro.ir>",
    subject: "رسید سفر شما - ۱۴۰۴/۰۹/۰۱",
    date: "Sat, 22 Nov 2025 19:55:03 +0330",
    text: `سارا جان، از اینکه با رهرو سفر کردید سپاسگزاریم.

تاریخ: شنبه ۱ آذر ۱۴۰۴ - ساعت ۱۹:۱۲
مبدأ: میدان ونک، خیابان ملاصدرا
مقصد: شهرک غرب، بلوار فرحزادی، کوچه نهم
مسافت: ۱۱٫۴ کیلومتر - مدت: ۳۸ دقیقه
راننده: محمدرضا ک. - پژو ۲۰۶ سفید - پلاک ۲۲ ج ۴۸۱ ایران ۱۰

کرایه: ۲۸۶٬۰۰۰ تومان
تخفیف: ۳۰٬۰۰۰- تومان
مبلغ پرداختی (کیف پول): ۲۵۶٬۰۰۰ تومان

شماره سفر: RH-1404090187723
پشتیبانی: ۰۲۱-۴۲۱۳۰ | support@rahro.ir`,
    html: table_page({
      lang: "fa",
      dir: "rtl",
      title: "رسید سفر",
      pre: "۲۵۶٬۰۰۰ تومان - ونک تا شهرک غرب",
      brand: "رهرو",
      logo: "https://cdn.rahro.ir/email/rahro-logo.png",
      bar: "#1e88e5",
      font: "Vazirmatn,Tahoma,sans-serif",
      body:
        `<p style="margin:0 0 14px 0;font-size:17px;font-weight:bold;">سارا جان، از اینکه با رهرو سفر کردید سپاسگزاریم.</p>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="font-size:14px;">
<tr><td style="padding:6px 0;color:#7b8794;width:35%;">تاریخ</td><td style="padding:6px 0;">شنبه ۱ آذر ۱۴۰۴ &ndash; ساعت ۱۹:۱۲</td></tr>
<tr><td style="padding:6px 0;color:#7b8794;">مبدأ</td><td style="padding:6px 0;">میدان ونک، خیابان ملاصدرا</td></tr>
<tr><td style="padding:6px 0;color:#7b8794;">مقصد</td><td style="padding:6px 0;">شهرک غرب، بلوار فرحزادی، کوچه نهم</td></tr>
<tr><td style="padding:6px 0;color:#7b8794;">مسافت / مدت</td><td style="padding:6px 0;">۱۱٫۴ کیلومتر &middot; ۳۸ دقیقه</td></tr>
<tr><td style="padding:6px 0;color:#7b8794;">راننده</td><td style="padding:6px 0;">محمدرضا ک. &middot; پژو ۲۰۶ سفید &middot; ۲۲ ج ۴۸۱ ایران ۱۰</td></tr>
<tr><td style="padding:10px 0 6px 0;border-top:1px solid #e4e7eb;">کرایه</td><td style="padding:10px 0 6px 0;border-top:1px solid #e4e7eb;">۲۸۶٬۰۰۰ تومان</td></tr>
<tr><td style="padding:6px 0;">تخفیف</td><td style="padding:6px 0;color:#2e7d32;">۳۰٬۰۰۰- تومان</td></tr>
<tr><td style="padding:6px 0;font-weight:bold;">مبلغ پرداختی (کیف پول)</td><td style="padding:6px 0;font-weight:bold;">۲۵۶٬۰۰۰ تومان</td></tr>
</table>
<p style="margin:16px 0 0 0;font-size:13px;color:#7b8794;">شماره سفر: RH-1404090187723</p>`,
      footer:
        `<p style="margin:0;">پشتیبانی: ۰۲۱-۴۲۱۳۰ &middot; <a href="mailto:support@rahro.ir" style="color:#7b8794;">support@rahro.ir</a> &middot; <a href="https://rahro.ir/lost-items" style="color:#7b8794;">اشیای جامانده</a></p>`,
    }),
    enc: "qp",
  },
  {
    family: "kupat-hadas",
    group: "regional",
    lang: "he",
    kind: "reset-link",
    code: null,
    link: "https://online.hadas-health.co.il/auth/reset?rt=Zk4wS2pXeHFtN3RWb0M5ZA&lang=he",
    from: "קופת חולים הדס <noreply@hadas-health.co.il>",
    subject: "איפוס סיסמה לאתר ולאפליקציה של הדס",
    date: "Mon, 24 Nov 2025 21:03:44 +0200",
    text: `שלום יעל,

קיבלנו בקשה לאיפוס הסיסמה שלך לאזור האישי של קופת חולים הדס.

לבחירת סיסמה חדשה יש להיכנס לקישור הבא:
https://online.hadas-health.co.il/auth/reset?rt=Zk4wS2pXeHFtN3RWb0M5ZA&lang=he

הקישור תקף לשעה אחת בלבד.
אם לא ביקשת לאפס את הסיסמה, אפשר להתעלם מההודעה. הסיסמה הנוכחית תישאר בתוקף.

בברכה,
קופת חולים הדס
מוקד שירות: *2700 | ימים א'-ה' 08:00-20:00`,
    html: table_page({
      lang: "he",
      dir: "rtl",
      title: "איפוס סיסמה",
      pre: "הקישור תקף לשעה אחת",
      brand: "קופת חולים הדס",
      logo: "https://online.hadas-health.co.il/static/mail/hadas-logo.png",
      bar: "#5b2a86",
      font: "Arial,'Segoe UI',sans-serif",
      body: `<p style="margin:0 0 12px 0;">שלום יעל,</p>
<p style="margin:0 0 12px 0;">קיבלנו בקשה לאיפוס הסיסמה שלך לאזור האישי של קופת חולים הדס.</p>
<table role="presentation" cellpadding="0" cellspacing="0" border="0" align="right" style="margin:20px 0;"><tr><td bgcolor="#5b2a86" style="border-radius:24px;"><a href="https://online.hadas-health.co.il/auth/reset?rt=Zk4wS2pXeHFtN3RWb0M5ZA&amp;lang=he" style="display:inline-block;padding:12px 30px;color:#ffffff;font-weight:bold;text-decoration:none;font-size:15px;">לבחירת סיסמה חדשה</a></td></tr></table>
<div style="clear:both;"></div>
<p style="margin:0 0 12px 0;">הקישור תקף לשעה אחת בלבד.</p>
<p style="margin:0 0 12px 0;font-size:13px;color:#616e7c;">אם לא ביקשת לאפס את הסיסמה, אפשר להתעלם מההודעה. הסיסמה הנוכחית תישאר בתוקף.</p>
<p style="margin:0;">בברכה,<br>קופת חולים הדס</p>`,
      footer: `<p style="margin:0 0 6px 0;">מוקד שירות: <span dir="ltr">*2700</span> &middot; ימים א'-ה' 08:00-20:00</p>
<p style="margin:0;"><a href="https://www.hadas-health.co.il/privacy" style="color:#7b8794;">מדיניות פרטיות</a> | <a href="https://www.hadas-health.co.il/accessibility" style="color:#7b8794;">הצהרת נגישות</a></p>`,
    }),
    enc: "b64",
  },
  {
    family: "kupat-hadas",
    group: "regional",
    lang: "he",
    kind: "appointment-confirmation",
    code: null,
    link: null,
    from: "קופת חולים הדס <tor@hadas-health.co.il>",
    subject: 'אישור זימון תור - ד"ר אבי לוין, רפואת עור',
    date: "Tue, 25 Nov 2025 10:17:09 +0200",
    text: `שלום יעל כהן,

התור שלך נקבע בהצלחה:

רופא/ה: ד"ר אבי לוין - רפואת עור
תאריך: יום ג', 09/12/2025
שעה: 16:40
מרפאה: מרפאת הדס רמת אביב, רח' איינשטיין 40, תל אביב, קומה 2
מספר תור: 4471093

יש להגיע עם תעודת זהות או כרטיס חבר.
לביטול התור יש להתקשר ל-*2700 עד 24 שעות לפני מועד התור.

בריאות טובה,
קופת חולים הדס`,
    html: null,
    enc: "8bit",
  },
];

const dafa_foot =
  `<p style="margin:0 0 6px 0;">دفع مصر للمدفوعات الإلكترونية ش.م.م &ndash; القرية الذكية، مبنى B14، الجيزة</p>
<p style="margin:0 0 6px 0;">خدمة العملاء: <span dir="ltr">19880</span> &middot; مرخصة من البنك المركزي المصري</p>
<p style="margin:0;"><a href="https://www.dafamasr.com.eg/ar/privacy" style="color:#7b8794;">سياسة الخصوصية</a> | <a href="https://www.dafamasr.com.eg/ar/terms" style="color:#7b8794;">الشروط والأحكام</a> | <a href="https://www.facebook.com/dafamasr" style="color:#7b8794;">فيسبوك</a></p>`;

const arab_turkey: Mail[] = [
  {
    family: "dafa-masr",
    group: "regional",
    lang: "ar",
    kind: "new-device-code",
    code: "917364",
    link: null,
    from: "دفع مصر <security@dafamasr.com.eg>",
    subject: "رمز تأكيد تسجيل الدخول من جهاز جديد",
    date: "Tue, 18 Nov 2025 23:41:15 +0200",
    text: `عزيزي أحمد،

تم طلب تسجيل الدخول إلى محفظة دفع مصر من جهاز جديد:
الجهاز: Samsung Galaxy A54
الموقع التقريبي: الإسكندرية، مصر
الوقت: ١٨/١١/٢٠٢٥ - ١١:٤١ م

لتأكيد أن هذا الجهاز خاص بك، أدخل الرمز التالي في التطبيق:
917364

صلاحية الرمز ١٠ دقائق. لا تشارك هذا الرمز مع أي شخص، ولن يطلبه منك موظفو دفع مصر أبدًا.

إذا لم تكن أنت، اتصل فورًا بخدمة العملاء على 19880.

فريق دفع مصر`,
    html: table_page({
      lang: "ar",
      dir: "rtl",
      title: "رمز التأكيد",
      pre: "لا تشارك هذا الرمز مع أي شخص",
      brand: "دفع مصر",
      logo: "https://www.dafamasr.com.eg/assets/mail/logo-ar.png",
      bar: "#ffcc00",
      font: "Tahoma,'Segoe UI',Arial,sans-serif",
      body: `<p style="margin:0 0 12px 0;">عزيزي أحمد،</p>
<p style="margin:0 0 12px 0;">تم طلب تسجيل الدخول إلى محفظة دفع مصر من جهاز جديد:</p>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="font-size:14px;background:#fffbe6;">
<tr><td style="padding:8px 12px;color:#7b8794;width:35%;">الجهاز</td><td style="padding:8px 12px;">Samsung Galaxy A54</td></tr>
<tr><td style="padding:8px 12px;color:#7b8794;">الموقع التقريبي</td><td style="padding:8px 12px;">الإسكندرية، مصر</td></tr>
<tr><td style="padding:8px 12px;color:#7b8794;">الوقت</td><td style="padding:8px 12px;">١٨/١١/٢٠٢٥ &ndash; ١١:٤١ م</td></tr>
</table>
<p style="margin:16px 0 6px 0;">لتأكيد أن هذا الجهاز خاص بك، أدخل الرمز التالي في التطبيق:</p>
<div dir="ltr">${cells("917364", "#e0b800")}</div>
<p style="margin:0 0 12px 0;">صلاحية الرمز ١٠ دقائق. لا تشارك هذا الرمز مع أي شخص، ولن يطلبه منك موظفو دفع مصر أبدًا.</p>
<p style="margin:0;color:#b42318;">إذا لم تكن أنت، اتصل فورًا بخدمة العملاء على <span dir="ltr">19880</span>.</p>`,
      footer: dafa_foot,
    }),
    enc: "qp",
  },
  {
    family: "dafa-masr",
    group: "regional",
    lang: "ar",
    kind: "payment-receipt",
    code: null,
    link: null,
    from: "دفع مصر <receipts@dafamasr.com.eg>",
    subject: "إيصال دفع فاتورة الكهرباء - ٤٨٧٫٥٠ ج.م",
    date: "Thu, 20 Nov 2025 12:08:51 +0200",
    text: `عزيزي أحمد،

تمت عملية الدفع بنجاح.

الخدمة: كهرباء - شركة شمال القاهرة لتوزيع الكهرباء
رقم العداد: ٠٤١٢٢٨٨٧٣٥١٠
شهر الفاتورة: أكتوبر ٢٠٢٥
قيمة الفاتورة: ٤٧٥٫٠٠ ج.م
رسوم الخدمة: ١٢٫٥٠ ج.م
الإجمالي: ٤٨٧٫٥٠ ج.م
الرقم المرجعي: ٩٢٨٤٤١٠٧٣٦
التاريخ: ٢٠/١١/٢٠٢٥ ١٢:٠٨ م
وسيلة الدفع: محفظة دفع مصر (٠١٠٠*****٢٧)

احتفظ بهذا الإيصال. للاستفسار: 19880`,
    html: card_page({
      lang: "ar",
      dir: "rtl",
      title: "إيصال دفع",
      pre: "تمت عملية الدفع بنجاح - ٤٨٧٫٥٠ ج.م",
      brand: "دفع مصر",
      logo: "https://www.dafamasr.com.eg/assets/mail/logo-ar-dark.png",
      bar: "#ffcc00",
      font: "Tahoma,'Segoe UI',Arial,sans-serif",
      body: `<p style="margin:0 0 6px 0;">عزيزي أحمد،</p>
<p style="margin:0 0 16px 0;font-size:18px;font-weight:700;color:#1e7d32;">&#10004; تمت عملية الدفع بنجاح</p>
<table role="presentation" style="width:100%;border-collapse:collapse;font-size:14px;">
<tr><td style="padding:7px 0;color:#80868b;width:40%;border-bottom:1px solid #eee;">الخدمة</td><td style="padding:7px 0;border-bottom:1px solid #eee;">كهرباء &ndash; شركة شمال القاهرة لتوزيع الكهرباء</td></tr>
<tr><td style="padding:7px 0;color:#80868b;border-bottom:1px solid #eee;">رقم العداد</td><td style="padding:7px 0;border-bottom:1px solid #eee;">٠٤١٢٢٨٨٧٣٥١٠</td></tr>
<tr><td style="padding:7px 0;color:#80868b;border-bottom:1px solid #eee;">شهر الفاتورة</td><td style="padding:7px 0;border-bottom:1px solid #eee;">أكتوبر ٢٠٢٥</td></tr>
<tr><td style="padding:7px 0;color:#80868b;border-bottom:1px solid #eee;">قيمة الفاتورة</td><td style="padding:7px 0;border-bottom:1px solid #eee;">٤٧٥٫٠٠ ج.م</td></tr>
<tr><td style="padding:7px 0;color:#80868b;border-bottom:1px solid #eee;">رسوم الخدمة</td><td style="padding:7px 0;border-bottom:1px solid #eee;">١٢٫٥٠ ج.م</td></tr>
<tr><td style="padding:7px 0;font-weight:700;border-bottom:1px solid #eee;">الإجمالي</td><td style="padding:7px 0;font-weight:700;border-bottom:1px solid #eee;">٤٨٧٫٥٠ ج.م</td></tr>
<tr><td style="padding:7px 0;color:#80868b;border-bottom:1px solid #eee;">الرقم المرجعي</td><td style="padding:7px 0;border-bottom:1px solid #eee;">٩٢٨٤٤١٠٧٣٦</td></tr>
<tr><td style="padding:7px 0;color:#80868b;">التاريخ</td><td style="padding:7px 0;">٢٠/١١/٢٠٢٥ ١٢:٠٨ م</td></tr>
</table>
<p style="margin:16px 0 0 0;font-size:13px;color:#80868b;">احتفظ بهذا الإيصال. وسيلة الدفع: محفظة دفع مصر (٠١٠٠*****٢٧)</p>`,
      footer: dafa_foot,
    }),
    enc: "b64",
  },
  {
    family: "bawabat-khadamat",
    group: "regional",
    lang: "ar",
    kind: "verify-link",
    code: null,
    link: "https://sso.khadamat.gov.sa/account/confirm-email?uid=1093847725&key=c2VjcmV0LWtleS03NzQxMjA5",
    from: "بوابة خدمات <no-reply@khadamat.gov.sa>",
    subject: "تأكيد البريد الإلكتروني - بوابة خدمات",
    date: "Sun, 23 Nov 2025 08:47:30 +0300",
    text: `السلام عليكم ورحمة الله وبركاته،

عزيزي المستفيد / فهد بن سعد العتيبي

تم تحديث البريد الإلكتروني المرتبط بحسابك في بوابة خدمات (رقم الهوية: 10938*****).
لإكمال التحديث، يرجى تأكيد بريدك الإلكتروني عبر الرابط التالي:

https://sso.khadamat.gov.sa/account/confirm-email?uid=1093847725&key=c2VjcmV0LWtleS03NzQxMjA5

صلاحية الرابط 24 ساعة من تاريخ الإرسال 1447/06/02هـ.
إذا لم تقم بهذا الطلب، يرجى التواصل مع مركز الاتصال الموحد 199099.

مع تحيات،
فريق بوابة خدمات`,
    html: legacy_page(
      "تأكيد البريد الإلكتروني",
      `<table width="100%" border="0" cellspacing="0" cellpadding="0" dir="rtl"><tr><td align="right"><img src="https://www.khadamat.gov.sa/static/mail/khadamat-logo.png" alt="بوابة خدمات" width="170" height="48"></td><td align="left"><img src="https://www.khadamat.gov.sa/static/mail/vision.png" alt="" width="90" height="48"></td></tr></table>`,
      `<div dir="rtl" style="text-align:right;">
<p>السلام عليكم ورحمة الله وبركاته،</p>
<p>عزيزي المستفيد / <b>فهد بن سعد العتيبي</b></p>
<p>تم تحديث البريد الإلكتروني المرتبط بحسابك في بوابة خدمات (رقم الهوية: 10938*****).<br>لإكمال التحديث، يرجى تأكيد بريدك الإلكتروني بالضغط على الزر أدناه:</p>
<p align="center"><a href="https://sso.khadamat.gov.sa/account/confirm-email?uid=1093847725&amp;key=c2VjcmV0LWtleS03NzQxMjA5" style="display:inline-block;background-color:#1b8354;color:#ffffff;padding:11px 34px;text-decoration:none;font-family:Tahoma;font-size:15px;border-radius:4px;">تأكيد البريد الإلكتروني</a></p>
<p>صلاحية الرابط 24 ساعة من تاريخ الإرسال 1447/06/02هـ.</p>
<p>إذا لم تقم بهذا الطلب، يرجى التواصل مع مركز الاتصال الموحد <b>199099</b>.</p>
<p>مع تحيات،<br>فريق بوابة خدمات</p>
</div>`,
      `<div dir="rtl" style="text-align:right;">هذه رسالة آلية، يرجى عدم الرد عليها. | <a href="https://www.khadamat.gov.sa/ar/privacy">سياسة الخصوصية</a> | <a href="https://x.com/khadamat_sa">@khadamat_sa</a><br>جميع الحقوق محفوظة © 2025</div>`,
      "ar",
    ),
    enc: "qp",
  },
  {
    family: "waslah-mobile",
    group: "regional",
    lang: "ar",
    kind: "topup-receipt",
    code: null,
    link: null,
    from: "وصلة موبايل <ebill@waslah.ae>",
    subject: "تم شحن رصيدك بنجاح - 100 درهم",
    date: "Fri, 21 Nov 2025 17:33:48 +0400",
    text: `عميلنا العزيز،

تم شحن رصيد الرقم 050 *** 7719 بنجاح.

المبلغ: 100.00 درهم
ضريبة القيمة المضافة (5%): 5.00 درهم
الإجمالي: 105.00 درهم
الرصيد الحالي: 132.40 درهم
صالح حتى: 20/02/2026
رقم العملية: WS-TP-77104928

استمتع بعرض الويكند: 10 جيجابايت إضافية عند الشحن بـ 50 درهم أو أكثر.
استخدم كود الخصم WKND10 في تطبيق وصلة.

للمساعدة اتصل على 800 92752
Dear customer, your recharge of AED 100.00 was successful.`,
    html: card_page({
      lang: "ar",
      dir: "rtl",
      title: "تم الشحن",
      pre: "تم شحن رصيدك بنجاح",
      brand: "وصلة",
      logo: "https://www.waslah.ae/media/email/waslah-logo.png",
      bar: "#e4002b",
      font: "Tahoma,Arial,sans-serif",
      body: `<p style="margin:0 0 12px 0;">عميلنا العزيز،</p>
<p style="margin:0 0 16px 0;">تم شحن رصيد الرقم <span dir="ltr">050 *** 7719</span> بنجاح.</p>
<table role="presentation" style="width:100%;border-collapse:collapse;font-size:14px;">
<tr><td style="padding:6px 0;color:#80868b;">المبلغ</td><td style="padding:6px 0;">100.00 درهم</td></tr>
<tr><td style="padding:6px 0;color:#80868b;">ضريبة القيمة المضافة (5%)</td><td style="padding:6px 0;">5.00 درهم</td></tr>
<tr><td style="padding:6px 0;font-weight:700;">الإجمالي</td><td style="padding:6px 0;font-weight:700;">105.00 درهم</td></tr>
<tr><td style="padding:6px 0;color:#80868b;">الرصيد الحالي</td><td style="padding:6px 0;">132.40 درهم</td></tr>
<tr><td style="padding:6px 0;color:#80868b;">صالح حتى</td><td style="padding:6px 0;">20/02/2026</td></tr>
<tr><td style="padding:6px 0;color:#80868b;">رقم العملية</td><td style="padding:6px 0;">WS-TP-77104928</td></tr>
</table>
<div style="margin-top:20px;padding:14px;border-radius:8px;background:#fdecef;">
<b>عرض الويكند</b>: 10 جيجابايت إضافية عند الشحن بـ 50 درهم أو أكثر.<br>استخدم كود الخصم <b>WKND10</b> في تطبيق وصلة.
<br><a href="https://www.waslah.ae/ar/offers/weekend?utm_source=email&amp;utm_medium=receipt" style="color:#e4002b;">تفاصيل العرض</a>
</div>
<p style="margin:18px 0 0 0;font-size:13px;color:#80868b;" dir="ltr">Dear customer, your recharge of AED 100.00 was successful.</p>`,
      footer:
        `<p style="margin:0;">للمساعدة اتصل على <span dir="ltr">800 92752</span> &middot; <a href="https://www.waslah.ae/ar/privacy" style="color:#80868b;">الخصوصية</a> &middot; وصلة للاتصالات، دبي، الإمارات العربية المتحدة</p>`,
    }),
    enc: "8bit",
  },
  {
    family: "teslimatim-kargo",
    group: "regional",
    lang: "tr",
    kind: "delivery-pin",
    code: "4826",
    link: null,
    from: "Teslimatım Kargo <bilgi@teslimatim.com.tr>",
    subject: "Gönderiniz bugün dağıtımda - teslimat kodunuz içeride",
    date: "Wed, 26 Nov 2025 08:12:37 +0300",
    text: `Sayın Elif Yıldız,

7310048825126 takip numaralı gönderiniz bugün (26.11.2025) 10:00-14:00 saatleri arasında teslim edilecektir.

Gönderen: Moda Sepeti E-Ticaret A.Ş.
Teslimat adresi: Caferağa Mah. Moda Cad. No:112 D:5, Kadıköy/İstanbul
Kurye: Serkan A. - 0 (532) 418 77 09

TESLİMAT KODU: 4826

Paketinizi teslim alırken bu 4 haneli kodu kuryemize söyleyiniz. Kod doğrulanmadan gönderi teslim edilmez.

Evde olmayacaksanız teslimat noktasını değiştirebilirsiniz: https://www.teslimatim.com.tr/takip/7310048825126

Müşteri hizmetleri: 444 0 738
Teslimatım Kargo ve Lojistik A.Ş. - Mersis No: 0841 0552 7710 0015`,
    html: table_page({
      lang: "tr",
      title: "Teslimat kodu",
      pre: "Gönderiniz bugün 10:00-14:00 arasında geliyor.",
      brand: "Teslimatım Kargo",
      logo: "https://www.teslimatim.com.tr/mail/img/logo.png",
      bar: "#2d2a7a",
      body: `<p style="margin:0 0 12px 0;">Sayın Elif Yıldız,</p>
<p style="margin:0 0 12px 0;"><b>7310048825126</b> takip numaralı gönderiniz bugün (26.11.2025) <b>10:00-14:00</b> saatleri arasında teslim edilecektir.</p>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="margin:16px 0;"><tr><td align="center" style="background:#f1f0fb;border-radius:10px;padding:18px;">
<div style="font-size:13px;color:#2d2a7a;font-weight:bold;">TESLİMAT KODU</div>
<div style="font-size:40px;font-weight:bold;letter-spacing:14px;color:#2d2a7a;padding-top:6px;">4826</div>
</td></tr></table>
<p style="margin:0 0 12px 0;">Paketinizi teslim alırken bu 4 haneli kodu kuryemize söyleyiniz. Kod doğrulanmadan gönderi teslim edilmez.</p>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="font-size:13px;color:#52606d;">
<tr><td style="padding:4px 0;width:35%;">Gönderen</td><td>Moda Sepeti E-Ticaret A.Ş.</td></tr>
<tr><td style="padding:4px 0;">Teslimat adresi</td><td>Caferağa Mah. Moda Cad. No:112 D:5, Kadıköy/İstanbul</td></tr>
<tr><td style="padding:4px 0;">Kurye</td><td>Serkan A. &middot; 0 (532) 418 77 09</td></tr>
</table>
<p style="margin:16px 0 0 0;">Evde olmayacak mısınız? <a href="https://www.teslimatim.com.tr/takip/7310048825126" style="color:#2d2a7a;font-weight:bold;">Teslimat noktasını değiştirin</a></p>`,
      footer:
        `<p style="margin:0 0 6px 0;">Müşteri hizmetleri: 444 0 738 &middot; <a href="https://www.teslimatim.com.tr/kvkk" style="color:#7b8794;">KVKK Aydınlatma Metni</a></p>
<p style="margin:0;">Teslimatım Kargo ve Lojistik A.Ş. &middot; Mersis No: 0841 0552 7710 0015 &middot; İkitelli OSB, Başakşehir/İstanbul</p>`,
    }),
    enc: "qp",
  },
  {
    family: "emlak-vitrini",
    group: "regional",
    lang: "tr",
    kind: "reset-link",
    code: null,
    link: "https://click.emlakvitrini.com/ls/click?upn=ZW1sYWstc2lmcmUtc2lmaXJsYQ-3D-3D_rV92aLk",
    from: "Emlak Vitrini <destek@emlakvitrini.com>",
    subject: "Şifre sıfırlama talebiniz",
    date: "Thu, 27 Nov 2025 22:48:19 +0300",
    text: `Merhaba Can Öztürk,

Emlak Vitrini hesabınız için şifre sıfırlama talebi aldık.

Yeni şifrenizi belirlemek için aşağıdaki bağlantıya tıklayın:
https://click.emlakvitrini.com/ls/click?upn=ZW1sYWstc2lmcmUtc2lmaXJsYQ-3D-3D_rV92aLk

Bu bağlantı 30 dakika geçerlidir ve yalnızca bir kez kullanılabilir.

Bu talebi siz yapmadıysanız bu e-postayı dikkate almayın; şifreniz değişmeyecektir.

Yayındaki ilanınız: "Satılık 3+1 Daire, Bornova/İzmir - 4.850.000 TL" (İlan No: 1187204493)

Emlak Vitrini Destek Ekibi
0 850 222 61 61`,
    html: card_page({
      lang: "tr",
      title: "Şifre sıfırlama",
      pre: "Bağlantı 30 dakika geçerlidir.",
      brand: "Emlak Vitrini",
      logo: "https://s.emlakvitrini.com/mail/ev-logo.png",
      bar: "#ffd000",
      body: `<p style="margin:0 0 12px 0;">Merhaba Can Öztürk,</p>
<p style="margin:0 0 12px 0;">Emlak Vitrini hesabınız için şifre sıfırlama talebi aldık. Yeni şifrenizi belirlemek için aşağıdaki butona tıklayın.</p>
${
        button(
          "https://click.emlakvitrini.com/ls/click?upn=ZW1sYWstc2lmcmUtc2lmaXJsYQ-3D-3D_rV92aLk",
          "Şifremi Sıfırla",
          "#1f2d3d",
          "#ffd000",
          4,
        )
      }
<p style="margin:0 0 12px 0;font-size:13px;color:#5f6368;">Bu bağlantı 30 dakika geçerlidir ve yalnızca bir kez kullanılabilir. Bu talebi siz yapmadıysanız bu e-postayı dikkate almayın; şifreniz değişmeyecektir.</p>
<div style="margin-top:18px;padding:12px;border:1px solid #eee;border-radius:6px;font-size:13px;">
<img src="https://img.emlakvitrini.com/listing/1187204493/thumb.jpg" alt="İlan fotoğrafı" width="72" height="54" style="float:left;margin-right:10px;">
Yayındaki ilanınız:<br><b>Satılık 3+1 Daire, Bornova/İzmir &ndash; 4.850.000 TL</b><br>İlan No: 1187204493
<div style="clear:both;"></div>
</div>`,
      footer: `<p style="margin:0 0 6px 0;">Emlak Vitrini Destek Ekibi &middot; 0 850 222 61 61</p>
<p style="margin:0;"><a href="https://click.emlakvitrini.com/ls/click?upn=Z3V2ZW5saWs-3D_rV92aLk" style="color:#80868b;">Güvenlik ipuçları</a> &middot; <a href="https://click.emlakvitrini.com/ls/click?upn=a3Zraw-3D-3D_rV92aLk" style="color:#80868b;">KVKK</a> &middot; <a href="https://click.emlakvitrini.com/ls/click?upn=aXB0YWw-3D_rV92aLk" style="color:#80868b;">E-posta tercihleri</a></p>`,
    }),
    enc: "qp",
  },
  {
    family: "emlak-vitrini",
    group: "regional",
    lang: "tr",
    kind: "password-changed",
    code: null,
    link: null,
    from: "Emlak Vitrini <destek@emlakvitrini.com>",
    subject: "Şifreniz değiştirildi",
    date: "Thu, 27 Nov 2025 22:53:02 +0300",
    text: `Merhaba Can Öztürk,

Emlak Vitrini hesabınızın şifresi 27.11.2025 saat 22:52'de değiştirildi.

Cihaz: Chrome / Windows
IP: 88.241.xxx.xxx (İzmir)

Bu değişikliği siz yaptıysanız herhangi bir işlem yapmanıza gerek yok.
Siz yapmadıysanız hemen 0 850 222 61 61 numaralı destek hattımızı arayın.

Emlak Vitrini Destek Ekibi`,
    html: null,
    enc: "8bit",
  },
];

// ---------------------------------------------------------------- Eastern and Northern Europe, the Caucasus

const europe: Mail[] = [
  {
    family: "bank-kalyna",
    group: "regional",
    lang: "uk",
    kind: "new-device-code",
    code: "7429",
    link: null,
    from: "Банк Калина <security@kalynabank.ua>",
    subject: "Код для підключення нового пристрою",
    date: "Mon, 17 Nov 2025 19:22:04 +0200",
    text: `Вітаємо, Оксано!

Хтось намагається увійти в Калина Онлайн з нового пристрою:
Google Pixel 8, Львів, 17.11.2025 о 19:21

Код підтвердження: 7429

Код дійсний 5 хвилин. Працівники банку ніколи не запитують коди, CVV чи ПІН. Нікому їх не повідомляйте.

Якщо це не ви - не вводьте код і зателефонуйте на 0 800 500 141 (безкоштовно з мобільних в Україні).

З повагою,
Банк Калина
Ліцензія НБУ № 271 від 14.10.2011`,
    html: table_page({
      lang: "uk",
      title: "Код підтвердження",
      pre: "Новий пристрій: Google Pixel 8, Львів",
      brand: "Банк Калина",
      logo: "https://kalynabank.ua/static/mail/kalyna-logo.png",
      bar: "#b71c1c",
      body: `<p style="margin:0 0 12px 0;">Вітаємо, Оксано!</p>
<p style="margin:0 0 12px 0;">Хтось намагається увійти в Калина Онлайн з нового пристрою:<br><b>Google Pixel 8</b>, Львів, 17.11.2025 о 19:21</p>
<p style="margin:0 0 4px 0;">Код підтвердження:</p>
${cells("7429", "#b71c1c", "#b71c1c")}
<p style="margin:0 0 12px 0;">Код дійсний 5 хвилин. Працівники банку ніколи не запитують коди, CVV чи ПІН. Нікому їх не повідомляйте.</p>
<p style="margin:0;color:#616e7c;">Якщо це не ви &mdash; не вводьте код і зателефонуйте на <a href="tel:0800500141" style="color:#b71c1c;">0 800 500 141</a>.</p>`,
      footer:
        `<p style="margin:0 0 6px 0;">АТ &laquo;Банк Калина&raquo;, вул. Городоцька, 45, Львів, 79007. Ліцензія НБУ № 271 від 14.10.2011</p>
<p style="margin:0;"><a href="https://kalynabank.ua/privacy" style="color:#7b8794;">Політика конфіденційності</a> &middot; <a href="https://t.me/kalynabank_bot" style="color:#7b8794;">Telegram</a></p>`,
    }),
    enc: "b64",
  },
  {
    family: "dala-market",
    group: "regional",
    lang: "kk",
    kind: "pickup-code",
    code: "381940",
    link: null,
    from: "Dala Market <noreply@dalamarket.kz>",
    subject: "Тапсырысыңыз постаматқа жеткізілді - №DM-4471820",
    date: "Tue, 18 Nov 2025 16:05:57 +0500",
    text: `Сәлеметсіз бе, Айгерім!

№DM-4471820 тапсырысыңыз постаматқа жеткізілді.

Постамат: Dala Box #0214, «Мега Алматы» СО, Розыбакиев к-сі, 247А, 1-қабат
Алу коды: 381 940
Сақтау мерзімі: 21.11.2025 ж. дейін (3 күн)

Сомасы: 24 990 ₸ (төленген)

Постамат экранында «Тапсырысты алу» батырмасын басып, кодты енгізіңіз.

Сұрақтар бойынша: 7575 (тегін)
Dala Market`,
    html: card_page({
      lang: "kk",
      title: "Алу коды",
      pre: "Алу коды және постамат мекенжайы",
      brand: "Dala Market",
      logo: "https://static.dalamarket.kz/mail/logo.png",
      bar: "#f5a300",
      body: `<p style="margin:0 0 12px 0;">Сәлеметсіз бе, Айгерім!</p>
<p style="margin:0 0 16px 0;"><b>№DM-4471820</b> тапсырысыңыз постаматқа жеткізілді.</p>
<div style="text-align:center;padding:16px;background:#fff7e0;border-radius:12px;">
<div style="font-size:13px;color:#8a6d00;">Алу коды</div>
<div style="font-size:34px;font-weight:700;letter-spacing:4px;">381 940</div>
</div>
<p style="margin:16px 0 6px 0;font-size:14px;"><b>Постамат:</b> Dala Box #0214, &laquo;Мега Алматы&raquo; СО, Розыбакиев к-сі, 247А, 1-қабат</p>
<p style="margin:0 0 6px 0;font-size:14px;"><b>Сақтау мерзімі:</b> 21.11.2025 ж. дейін (3 күн)</p>
<p style="margin:0 0 14px 0;font-size:14px;"><b>Сомасы:</b> 24 990 ₸ (төленген)</p>
<p style="margin:0;font-size:14px;">Постамат экранында &laquo;Тапсырысты алу&raquo; батырмасын басып, кодты енгізіңіз.</p>`,
      footer:
        `<p style="margin:0;">Сұрақтар бойынша: 7575 (тегін) &middot; <a href="https://dalamarket.kz/kk/help" style="color:#80868b;">Көмек</a> &middot; ТОО &laquo;Dala Market&raquo;, Алматы</p>`,
    }),
    enc: "8bit",
  },
  {
    family: "mtatsminda-bank",
    group: "regional",
    lang: "ka",
    kind: "login-code",
    code: "5087",
    link: null,
    from: "მთაწმინდა ბანკი <noreply@mtatsmindabank.ge>",
    subject: "ინტერნეტ ბანკში შესვლის კოდი",
    date: "Wed, 19 Nov 2025 09:58:12 +0400",
    text: `ძვირფასო გიორგი,

ინტერნეტ ბანკში შესასვლელად გამოიყენეთ ერთჯერადი კოდი: 5087

კოდი მოქმედებს 3 წუთის განმავლობაში.
არავის გაუზიაროთ კოდი - ბანკი არასოდეს გთხოვთ მას ტელეფონით.

თუ ეს თქვენ არ ხართ, დაგვიკავშირდით: *2255 ან +995 32 2 255 255

პატივისცემით,
მთაწმინდა ბანკი`,
    html: table_page({
      lang: "ka",
      title: "ერთჯერადი კოდი",
      pre: "კოდი მოქმედებს 3 წუთის განმავლობაში",
      brand: "მთაწმინდა ბანკი",
      logo: "https://mtatsmindabank.ge/assets/email/logo-geo.png",
      bar: "#004b87",
      font: "'BPG Arial','Noto Sans Georgian',Sylfaen,sans-serif",
      body: `<p style="margin:0 0 12px 0;">ძვირფასო გიორგი,</p>
<p style="margin:0 0 12px 0;">ინტერნეტ ბანკში შესასვლელად გამოიყენეთ ერთჯერადი კოდი:</p>
<p style="margin:16px 0;text-align:center;font-size:34px;font-weight:bold;letter-spacing:10px;color:#004b87;">5087</p>
<p style="margin:0 0 12px 0;">კოდი მოქმედებს 3 წუთის განმავლობაში. არავის გაუზიაროთ კოდი &mdash; ბანკი არასოდეს გთხოვთ მას ტელეფონით.</p>
<p style="margin:0;font-size:13px;color:#616e7c;">თუ ეს თქვენ არ ხართ, დაგვიკავშირდით: *2255 ან +995 32 2 255 255</p>`,
      footer:
        `<p style="margin:0;">სს &laquo;მთაწმინდა ბანკი&raquo;, ჭავჭავაძის გამზ. 37, თბილისი 0162 &middot; <a href="https://mtatsmindabank.ge/ka/privacy" style="color:#7b8794;">კონფიდენციალურობა</a></p>`,
    }),
    enc: "b64",
  },
  {
    family: "ararat-telecom",
    group: "regional",
    lang: "hy",
    kind: "topup-receipt",
    code: null,
    link: null,
    from: "Արարատ Տելեկոմ <billing@ararattelecom.am>",
    subject: "Հաշվի համալրում՝ 5 000 ֏",
    date: "Thu, 20 Nov 2025 20:14:30 +0400",
    text: `Հարգելի բաժանորդ,

Ձեր +374 91 ** ** 38 համարի հաշիվը հաջողությամբ համալրվել է։

Գումար՝ 5 000 ֏
Ամսաթիվ՝ 20.11.2025, 20:14
Վճարման եղանակ՝ Visa **** 6612
Գործարքի համար՝ AT-20251120-558120
Ընթացիկ մնացորդ՝ 5 870 ֏

Ձեր «Լայթ 20» փաթեթը կերկարաձգվի 01.12.2025-ին (3 900 ֏)։

Շնորհակալություն, որ ընտրել եք Արարատ Տելեկոմ։
Սպասարկման կենտրոն՝ 111`,
    html: null,
    enc: "qp",
  },
  {
    family: "oglasnik-sava",
    group: "regional",
    lang: "sr",
    kind: "verify-code-link",
    code: "482-193",
    link: "https://www.oglasniksava.rs/nalog/potvrda?kod=482193&e=bWlsYW4ucEBleGFtcGxlLnJz",
    from: "Огласник Сава <nalog@oglasniksava.rs>",
    subject: "Потврдите вашу имејл адресу",
    date: "Fri, 21 Nov 2025 13:37:45 +0100",
    text: `Поштовани Милане,

Хвала што сте се регистровали на Огласник Сава.

Да бисте могли да постављате огласе, потврдите имејл адресу уносом кода:

482-193

или отварањем линка:
https://www.oglasniksava.rs/nalog/potvrda?kod=482193&e=bWlsYW4ucEBleGFtcGxlLnJz

Код и линк важе 24 сата.

Срдачан поздрав,
Тим Огласник Сава
Булевар ослобођења 88, 21000 Нови Сад | 021/455-900`,
    html: table_page({
      lang: "sr",
      title: "Потврда имејла",
      pre: "Код и линк важе 24 сата.",
      brand: "Огласник Сава",
      logo: "https://www.oglasniksava.rs/img/mail/logo.png",
      bar: "#1565c0",
      body: `<p style="margin:0 0 12px 0;">Поштовани Милане,</p>
<p style="margin:0 0 12px 0;">Хвала што сте се регистровали на Огласник Сава. Да бисте могли да постављате огласе, потврдите имејл адресу уносом кода:</p>
<p style="margin:14px 0;text-align:center;"><span style="display:inline-block;padding:10px 22px;border:1px solid #90caf9;background:#e3f2fd;font-size:28px;font-weight:bold;letter-spacing:3px;">482-193</span></p>
<p style="margin:0 0 4px 0;">или кликом на дугме:</p>
${
        button(
          "https://www.oglasniksava.rs/nalog/potvrda?kod=482193&amp;e=bWlsYW4ucEBleGFtcGxlLnJz",
          "Потврди имејл",
          "#1565c0",
        )
      }
<p style="margin:0;font-size:13px;color:#616e7c;">Код и линк важе 24 сата. Ако се нисте регистровали, занемарите ову поруку.</p>`,
      footer:
        `<p style="margin:0 0 6px 0;">Огласник Сава д.о.о., Булевар ослобођења 88, 21000 Нови Сад &middot; 021/455-900</p>
<p style="margin:0;"><a href="https://www.oglasniksava.rs/pravila" style="color:#7b8794;">Правила коришћења</a> &middot; <a href="https://www.oglasniksava.rs/privatnost" style="color:#7b8794;">Приватност</a></p>`,
    }),
    enc: "qp",
  },
  {
    family: "jadran-bus",
    group: "regional",
    lang: "hr",
    kind: "ticket-confirmation",
    code: null,
    link: null,
    from: "Jadran Bus <karte@jadranbus.hr>",
    subject: "Vaša karta: Zagreb - Split, 05.12.2025. (rezervacija JB-9K4T7)",
    date: "Sat, 22 Nov 2025 11:20:06 +0100",
    text: `Poštovana Ana Horvat,

hvala na kupnji! U privitku je vaša e-karta (PDF).

Broj rezervacije: JB-9K4T7
Relacija: Zagreb AK - Split AK
Polazak: petak, 05.12.2025. u 07:15, peron 402
Dolazak: 12:10
Sjedalo: 17
Prtljaga: 1 komad u prtljažniku (uključeno)
Cijena: 26,50 EUR (PDV uključen)
Plaćeno: Mastercard **** 3390

Molimo da na peron dođete 15 minuta prije polaska i vozaču pokažete kartu na mobitelu ili isprintanu.

Jadran Bus d.o.o., Avenija M. Držića 4, 10000 Zagreb
Info: 072 500 400`,
    html: card_page({
      lang: "hr",
      title: "E-karta",
      pre: "Zagreb - Split, 05.12. u 07:15, sjedalo 17",
      brand: "Jadran Bus",
      logo: "https://www.jadranbus.hr/static/mail/jadranbus.png",
      bar: "#0077be",
      body: `<p style="margin:0 0 12px 0;">Poštovana Ana Horvat,</p>
<p style="margin:0 0 16px 0;">hvala na kupnji! U privitku je vaša e-karta (PDF).</p>
<table role="presentation" style="width:100%;border-collapse:collapse;font-size:14px;border:1px solid #d6e9f5;">
<tr style="background:#eaf5fc;"><td style="padding:10px;" colspan="2"><b>Zagreb AK &rarr; Split AK</b> &middot; rezervacija <b>JB-9K4T7</b></td></tr>
<tr><td style="padding:8px 10px;color:#80868b;">Polazak</td><td style="padding:8px 10px;">petak, 05.12.2025. u 07:15, peron 402</td></tr>
<tr><td style="padding:8px 10px;color:#80868b;">Dolazak</td><td style="padding:8px 10px;">12:10</td></tr>
<tr><td style="padding:8px 10px;color:#80868b;">Sjedalo</td><td style="padding:8px 10px;">17</td></tr>
<tr><td style="padding:8px 10px;color:#80868b;">Prtljaga</td><td style="padding:8px 10px;">1 komad u prtljažniku (uključeno)</td></tr>
<tr><td style="padding:8px 10px;color:#80868b;">Cijena</td><td style="padding:8px 10px;">26,50 EUR (PDV uključen) &middot; Mastercard **** 3390</td></tr>
</table>
<p style="margin:16px 0 0 0;font-size:14px;">Molimo da na peron dođete 15 minuta prije polaska i vozaču pokažete kartu na mobitelu ili isprintanu.</p>
<p style="margin:12px 0 0 0;font-size:14px;"><a href="https://www.jadranbus.hr/moje-karte/JB-9K4T7" style="color:#0077be;">Upravljanje rezervacijom</a> &middot; <a href="https://www.jadranbus.hr/uvjeti-prijevoza" style="color:#0077be;">Uvjeti prijevoza</a></p>`,
      footer:
        `<p style="margin:0;">Jadran Bus d.o.o., Avenija M. Držića 4, 10000 Zagreb &middot; OIB 48812077315 &middot; Info: 072 500 400</p>`,
    }),
    enc: "qp",
    attachment: [
      "e-karta-JB-9K4T7.pdf",
      "application/pdf",
      "%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj\n3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] >> endobj\n% E-KARTA JB-9K4T7 ZAGREB-SPLIT 05.12.2025 07:15 SJEDALO 17\ntrailer << /Root 1 0 R >>\n%%EOF\n",
    ],
  },
  {
    family: "rila-ekspres",
    group: "regional",
    lang: "bg",
    kind: "pickup-code",
    code: "K-61739",
    code_digits: "61739",
    link: null,
    from: "Рила Експрес <izvestia@rilaexpress.bg>",
    subject: "Пратка 1058834271 очаква получаване в офис София - Лозенец",
    date: "Mon, 24 Nov 2025 10:45:18 +0200",
    text: `Здравейте, Николай Петров,

Пратка с товарителница 1058834271 от "Книжарница Хеликон ООД" е пристигнала в офис Рила Експрес София - Лозенец.

Адрес на офиса: ул. "Златен рог" 20, 1407 София
Работно време: пон.-пет. 09:00-19:00, съб. 09:00-14:00
Наложен платеж: 42,80 лв. (21,88 €)

Код за получаване: K-61739

Покажете кода и лична карта на служителя. Пратката се съхранява до 01.12.2025 г.

Рила Експрес | 0700 17 333`,
    html: null,
    enc: "8bit",
  },
  {
    family: "banca-dacia",
    group: "regional",
    lang: "ro",
    kind: "transaction-code",
    code: "80514237",
    link: null,
    from: "Banca Dacia <3dsecure@bancadacia.ro>",
    subject: "Cod de autorizare plată online - EMAG.RO 1.249,99 RON",
    date: "Tue, 25 Nov 2025 21:33:50 +0200",
    text: `Stimate client,

Pentru autorizarea plății online cu cardul Visa Banca Dacia **** 7730:

Comerciant: EMAG.RO
Suma: 1.249,99 RON
Data: 25.11.2025 21:33

Codul de autorizare este: 80514237

Codul este valabil 5 minute. Nu comunicați acest cod nimănui. Banca Dacia nu vă va solicita niciodată codul prin telefon, e-mail sau SMS.

Dacă nu ați inițiat această plată, sunați imediat la *2233 sau +40 21 303 2233.

Banca Dacia S.A. - Calea Victoriei 155, București, sector 1 - Nr. Registrul Bancar RB-PJR-40-031`,
    html: legacy_page(
      "3-D Secure",
      `<img src="https://www.bancadacia.ro/img/email/bancadacia.png" alt="Banca Dacia" width="160" height="40">`,
      `<p>Stimate client,</p>
<p>Pentru autorizarea plății online cu cardul <b>Visa Banca Dacia **** 7730</b>:</p>
<table border="0" cellspacing="0" cellpadding="5">
<tr><td><font face="Tahoma" size="2">Comerciant:</font></td><td><font face="Tahoma" size="2"><b>EMAG.RO</b></font></td></tr>
<tr><td><font face="Tahoma" size="2">Suma:</font></td><td><font face="Tahoma" size="2"><b>1.249,99 RON</b></font></td></tr>
<tr><td><font face="Tahoma" size="2">Data:</font></td><td><font face="Tahoma" size="2">25.11.2025 21:33</font></td></tr>
</table>
<p>Codul de autorizare este: <font size="4" color="#1d3f6e"><b>80514237</b></font></p>
<p>Codul este valabil 5 minute. Nu comunicați acest cod nimănui. Banca Dacia nu vă va solicita niciodată codul prin telefon, e-mail sau SMS.</p>
<p>Dacă nu ați inițiat această plată, sunați imediat la *2233 sau +40 21 303 2233.</p>`,
      `Banca Dacia S.A. - Calea Victoriei 155, București, sector 1 - Nr. Registrul Bancar RB-PJR-40-031<br><a href="https://www.bancadacia.ro/confidentialitate">Politica de confidențialitate</a> | <a href="https://www.bancadacia.ro/securitate">Sfaturi de securitate</a>`,
      "ro",
    ),
    enc: "qp",
  },
  {
    family: "parkereso-hu",
    group: "consumer",
    lang: "hu",
    kind: "verify-link",
    code: null,
    link:
      "https://www.parkereso.hu/regisztracio/megerosites/a7c2e91f0b3d4d58?utm_source=transactional&utm_medium=email",
    from: "Párkereső <info@parkereso.hu>",
    subject: "Erősítsd meg az e-mail-címedet, Dóra!",
    date: "Wed, 26 Nov 2025 22:09:41 +0100",
    text: `Szia Dóra!

Már csak egy lépés, és láthatod, kik illenek hozzád.

Erősítsd meg az e-mail-címedet ezen a linken:
https://www.parkereso.hu/regisztracio/megerosites/a7c2e91f0b3d4d58?utm_source=transactional&utm_medium=email

A link 7 napig érvényes.

Ha nem te regisztráltál, nyugodtan hagyd figyelmen kívül ezt a levelet.

Üdv,
a Párkereső csapata

Párkereső Kft., 1065 Budapest, Nagymező utca 44. | Adatkezelési tájékoztató: https://www.parkereso.hu/adatvedelem`,
    html: card_page({
      lang: "hu",
      title: "E-mail megerősítése",
      pre: "Már csak egy lépés, és láthatod, kik illenek hozzád.",
      brand: "Párkereső",
      logo: "https://cdn.parkereso.hu/mail/parkereso-logo.png",
      bar: "#e91e63",
      body: `<p style="margin:0 0 12px 0;font-size:20px;font-weight:700;">Szia Dóra! 💕</p>
<p style="margin:0 0 12px 0;">Már csak egy lépés, és láthatod, kik illenek hozzád. Erősítsd meg az e-mail-címedet:</p>
${
        button(
          "https://www.parkereso.hu/regisztracio/megerosites/a7c2e91f0b3d4d58?utm_source=transactional&amp;utm_medium=email",
          "Megerősítem",
          "#e91e63",
          "#ffffff",
          24,
        )
      }
<p style="margin:0 0 12px 0;font-size:13px;color:#80868b;">A link 7 napig érvényes. Ha nem te regisztráltál, nyugodtan hagyd figyelmen kívül ezt a levelet.</p>
<p style="margin:0;">Üdv,<br>a Párkereső csapata</p>`,
      footer: `<p style="margin:0 0 6px 0;">Párkereső Kft., 1065 Budapest, Nagymező utca 44.</p>
<p style="margin:0;"><a href="https://www.parkereso.hu/adatvedelem" style="color:#80868b;">Adatkezelési tájékoztató</a> &middot; <a href="https://www.parkereso.hu/aszf" style="color:#80868b;">ÁSZF</a> &middot; <a href="https://www.parkereso.hu/biztonsag" style="color:#80868b;">Biztonságos randizás</a></p>`,
    }),
    enc: "qp",
  },
  {
    family: "poistovna-tatran",
    group: "regional",
    lang: "sk",
    kind: "password-changed",
    code: null,
    link: null,
    from: "Poisťovňa Tatran <klientska.zona@tatran-poistovna.sk>",
    subject: "Heslo do Klientskej zóny bolo zmenené",
    date: "Thu, 27 Nov 2025 08:26:14 +0100",
    text: `Dobrý deň, pán Kováč,

heslo do Vášho účtu v Klientskej zóne Poisťovne Tatran bolo 27. 11. 2025 o 08:25 úspešne zmenené.

Číslo zmluvy: 2207441893 (havarijné poistenie vozidla)

Ak ste zmenu vykonali Vy, nemusíte nič robiť.
Ak ste heslo nemenili, kontaktujte nás čo najskôr na 0850 123 700 alebo klient@tatran-poistovna.sk.

S pozdravom
Poisťovňa Tatran, a. s.
Štúrova 27, 811 02 Bratislava`,
    html: table_page({
      lang: "sk",
      title: "Heslo zmenené",
      pre: "Heslo do Klientskej zóny bolo zmenené.",
      brand: "Poisťovňa Tatran",
      logo: "https://www.tatran-poistovna.sk/media/mail/logo.png",
      bar: "#00594f",
      body: `<p style="margin:0 0 12px 0;">Dobrý deň, pán Kováč,</p>
<p style="margin:0 0 12px 0;">heslo do Vášho účtu v Klientskej zóne Poisťovne Tatran bolo <b>27. 11. 2025 o 08:25</b> úspešne zmenené.</p>
<p style="margin:0 0 12px 0;font-size:13px;color:#52606d;">Číslo zmluvy: 2207441893 (havarijné poistenie vozidla)</p>
<p style="margin:0 0 12px 0;">Ak ste zmenu vykonali Vy, nemusíte nič robiť.</p>
<p style="margin:0;">Ak ste heslo nemenili, kontaktujte nás čo najskôr na <a href="tel:+421850123700" style="color:#00594f;">0850 123 700</a> alebo <a href="mailto:klient@tatran-poistovna.sk" style="color:#00594f;">klient@tatran-poistovna.sk</a>.</p>`,
      footer:
        `<p style="margin:0 0 6px 0;">Poisťovňa Tatran, a. s., Štúrova 27, 811 02 Bratislava &middot; IČO: 35 771 204</p>
<p style="margin:0;"><a href="https://www.tatran-poistovna.sk/ochrana-osobnych-udajov" style="color:#7b8794;">Ochrana osobných údajov</a></p>`,
    }),
    enc: "b64",
  },
  {
    family: "zaposli-si",
    group: "regional",
    lang: "sl",
    kind: "activate-link",
    code: null,
    link: "https://www.zaposli-si.si/racun/aktivacija?t=ZXZhLmtyYWpuYzoxNzYzOTc0NDAw.Xk9",
    from: "Zaposli.si <noreply@zaposli-si.si>",
    subject: "Aktivirajte svoj račun na Zaposli.si",
    date: "Fri, 28 Nov 2025 14:02:33 +0100",
    text: `Pozdravljeni, Eva Krajnc!

Hvala za registracijo na portalu Zaposli.si. Za aktivacijo računa kliknite na spodnjo povezavo:

https://www.zaposli-si.si/racun/aktivacija?t=ZXZhLmtyYWpuYzoxNzYzOTc0NDAw.Xk9

Povezava velja 48 ur. Po aktivaciji boste lahko naložili življenjepis in prejemali obvestila o novih prostih delovnih mestih.

Če se niste registrirali vi, to sporočilo prezrite.

Lep pozdrav,
ekipa Zaposli.si
Dunajska cesta 156, 1000 Ljubljana`,
    html: table_page({
      lang: "sl",
      title: "Aktivacija računa",
      pre: "Povezava velja 48 ur.",
      brand: "Zaposli.si",
      logo: "https://www.zaposli-si.si/img/email/logo.png",
      bar: "#2e7d32",
      body: `<p style="margin:0 0 12px 0;">Pozdravljeni, Eva Krajnc!</p>
<p style="margin:0 0 12px 0;">Hvala za registracijo na portalu Zaposli.si. Za aktivacijo računa kliknite na spodnji gumb.</p>
${button("https://www.zaposli-si.si/racun/aktivacija?t=ZXZhLmtyYWpuYzoxNzYzOTc0NDAw.Xk9", "Aktiviraj račun", "#2e7d32")}
<p style="margin:0 0 12px 0;font-size:13px;color:#616e7c;">Povezava velja 48 ur. Po aktivaciji boste lahko naložili življenjepis in prejemali obvestila o novih prostih delovnih mestih.</p>
<p style="margin:0 0 12px 0;font-size:13px;color:#616e7c;">Če se niste registrirali vi, to sporočilo prezrite.</p>
<p style="margin:0 0 4px 0;font-size:14px;"><b>Ta teden izpostavljamo:</b></p>
<p style="margin:0;font-size:14px;"><a href="https://www.zaposli-si.si/oglas/118204?utm_source=aktivacija" style="color:#2e7d32;">Skladiščnik/-ca, Ljubljana &ndash; 1.650 EUR bruto</a><br><a href="https://www.zaposli-si.si/oglas/118377?utm_source=aktivacija" style="color:#2e7d32;">Računovodja, Maribor &ndash; 2.100 EUR bruto</a></p>`,
      footer:
        `<p style="margin:0;">Zaposli.si d.o.o., Dunajska cesta 156, 1000 Ljubljana &middot; <a href="https://www.zaposli-si.si/zasebnost" style="color:#7b8794;">Zasebnost</a> &middot; <a href="https://www.zaposli-si.si/pogoji" style="color:#7b8794;">Pogoji uporabe</a></p>`,
    }),
    enc: "qp",
  },
  {
    family: "rigas-udens-serviss",
    group: "regional",
    lang: "lv",
    kind: "bill-notice",
    code: null,
    link: null,
    from: "Rīgas Ūdens Serviss <e-rekini@rus.lv>",
    subject: "Jūsu e-rēķins Nr. RUS-2511-0448127 par novembri",
    date: "Sat, 29 Nov 2025 07:00:03 +0200",
    text: `Labdien, Jāni Bērziņ!

Jūsu e-rēķins par 2025. gada novembri ir sagatavots.

Rēķina Nr.: RUS-2511-0448127
Klienta Nr.: 7004812
Objekts: Brīvības iela 144-18, Rīga, LV-1012
Patēriņš: aukstais ūdens 4,2 m3, kanalizācija 4,2 m3
Summa apmaksai: 14,87 EUR (t. sk. PVN 21% 2,58 EUR)
Apmaksas termiņš: 15.12.2025.

Rēķins ir pievienots kā PDF fails. Maksājumu var veikt internetbankā, norādot rēķina numuru.

Ar cieņu,
SIA "Rīgas Ūdens Serviss"
Klientu apkalpošana: 67 088 555`,
    html: null,
    enc: "qp",
    attachment: [
      "RUS-2511-0448127.pdf",
      "application/pdf",
      "%PDF-1.5\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj\n3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] >> endobj\n% REKINS RUS-2511-0448127 14,87 EUR\ntrailer << /Root 1 0 R >>\n%%EOF\n",
    ],
  },
  {
    family: "tartu-ulikool-it",
    group: "regional",
    lang: "et",
    kind: "reset-link",
    code: null,
    link: "https://parool.tu-it.ee/reset/confirm?id=mk48211&token=Q2hhbmdlTWUtNzcxMjA0",
    from: "TÜ IT-abi <it-abi@tu-it.ee>",
    subject: "Ülikooli konto parooli lähtestamine",
    date: "Mon, 17 Nov 2025 15:44:27 +0200",
    text: `Tere, Mari Kask!

Saime taotluse lähtestada sinu ülikooli konto (mk48211) parool.

Uue parooli määramiseks ava järgmine link:
https://parool.tu-it.ee/reset/confirm?id=mk48211&token=Q2hhbmdlTWUtNzcxMjA0

Link kehtib 2 tundi. Uus parool peab olema vähemalt 12 tähemärki pikk.

Kui sa ei taotlenud parooli lähtestamist, anna sellest teada aadressil it-abi@tu-it.ee või helista 737 5500.

IT-abi
Ülikooli 18, 50090 Tartu`,
    html: null,
    enc: "8bit",
  },
  {
    family: "asuntoikkuna",
    group: "regional",
    lang: "fi",
    kind: "verify-code-link",
    code: "QX7-RM4",
    code_digits: "QX7RM4",
    link: "https://www.asuntoikkuna.fi/vahvista?koodi=QX7RM4&u=5581203",
    from: "Asuntoikkuna <asiakaspalvelu@asuntoikkuna.fi>",
    subject: "Vahvista sähköpostiosoitteesi",
    date: "Tue, 18 Nov 2025 18:12:58 +0200",
    text: `Hei Jukka,

kiitos rekisteröitymisestä Asuntoikkunaan! Vahvista vielä sähköpostiosoitteesi, niin voit tallentaa hakuja ja ottaa yhteyttä vuokranantajiin.

Vahvista osoite avaamalla linkki:
https://www.asuntoikkuna.fi/vahvista?koodi=QX7RM4&u=5581203

Voit myös syöttää sovellukseen vahvistuskoodin: QX7-RM4

Koodi ja linkki ovat voimassa 24 tuntia.

Ystävällisin terveisin
Asuntoikkuna
Asuntoikkuna Oy, Hämeenkatu 14 B, 33100 Tampere, Y-tunnus 3120458-7`,
    html: card_page({
      lang: "fi",
      title: "Vahvista sähköpostiosoitteesi",
      pre: "Vahvista osoitteesi ja tallenna hakuja.",
      brand: "Asuntoikkuna",
      logo: "https://www.asuntoikkuna.fi/static/email/asuntoikkuna.png",
      bar: "#005eb8",
      body: `<p style="margin:0 0 12px 0;">Hei Jukka,</p>
<p style="margin:0 0 12px 0;">kiitos rekisteröitymisestä Asuntoikkunaan! Vahvista vielä sähköpostiosoitteesi, niin voit tallentaa hakuja ja ottaa yhteyttä vuokranantajiin.</p>
${
        button(
          "https://www.asuntoikkuna.fi/vahvista?koodi=QX7RM4&amp;u=5581203",
          "Vahvista sähköposti",
          "#005eb8",
          "#ffffff",
          4,
        )
      }
<p style="margin:0 0 8px 0;">Käytätkö sovellusta? Syötä vahvistuskoodi:</p>
<p style="margin:0 0 16px 0;font-family:'Courier New',monospace;font-size:26px;font-weight:bold;letter-spacing:3px;">QX7-RM4</p>
<p style="margin:0;font-size:13px;color:#80868b;">Koodi ja linkki ovat voimassa 24 tuntia.</p>`,
      footer:
        `<p style="margin:0;">Asuntoikkuna Oy, Hämeenkatu 14 B, 33100 Tampere &middot; Y-tunnus 3120458-7 &middot; <a href="https://www.asuntoikkuna.fi/tietosuoja" style="color:#80868b;">Tietosuojaseloste</a></p>`,
    }),
    enc: "qp",
  },
  {
    family: "rejsepas-dk",
    group: "regional",
    lang: "da",
    kind: "reset-code",
    code: "290517",
    link: null,
    from: "Rejsepas <kundeservice@rejsepas.dk>",
    subject: "Din kode til nulstilling af adgangskode",
    date: "Wed, 19 Nov 2025 07:18:09 +0100",
    text: `Hej Mette,

Du har bedt om at nulstille adgangskoden til din Rejsepas-profil.

Indtast denne kode i appen for at vælge en ny adgangskode:

290517

Koden udløber om 15 minutter.

Har du ikke bedt om en ny adgangskode, kan du se bort fra denne mail. Din saldo (312,50 kr.) og dine pendlerkort er ikke berørt.

Venlig hilsen
Rejsepas Kundeservice
Tlf. 70 13 14 15 (hverdage 8-18)`,
    html: table_page({
      lang: "da",
      title: "Nulstil adgangskode",
      pre: "Koden udløber om 15 minutter.",
      brand: "Rejsepas",
      logo: "https://www.rejsepas.dk/assets/mail/rejsepas-logo.png",
      bar: "#00233c",
      body: `<p style="margin:0 0 12px 0;">Hej Mette,</p>
<p style="margin:0 0 12px 0;">Du har bedt om at nulstille adgangskoden til din Rejsepas-profil. Indtast denne kode i appen for at vælge en ny adgangskode:</p>
${cells("290517", "#c8d3dc", "#00233c")}
<p style="margin:0 0 12px 0;">Koden udløber om 15 minutter.</p>
<p style="margin:0;font-size:13px;color:#616e7c;">Har du ikke bedt om en ny adgangskode, kan du se bort fra denne mail. Din saldo (312,50 kr.) og dine pendlerkort er ikke berørt.</p>`,
      footer:
        `<p style="margin:0 0 6px 0;">Rejsepas A/S &middot; Vesterbrogade 149, 1620 København V &middot; CVR 41 22 87 06</p>
<p style="margin:0;">Tlf. 70 13 14 15 (hverdage 8-18) &middot; <a href="https://www.rejsepas.dk/privatlivspolitik" style="color:#7b8794;">Privatlivspolitik</a> &middot; <a href="https://www.rejsepas.dk/hjaelp" style="color:#7b8794;">Hjælp</a></p>`,
    }),
    enc: "qp",
  },
  {
    family: "betal-nord",
    group: "regional",
    lang: "nb",
    kind: "payment-receipt",
    code: null,
    link: null,
    from: "Betal Nord <kvittering@betalnord.no>",
    subject: "Kvittering: 349,00 kr til Tromsø Kino",
    date: "Fri, 21 Nov 2025 19:47:22 +0100",
    text: `Hei Ingrid!

Du har betalt 349,00 kr til Tromsø Kino AS.

Dato: 21.11.2025 kl. 19:47
Beskrivelse: 2 billetter, «Nordlys» kl. 20:30, sal 3
Betalt med: Visa **** 1184
Transaksjons-ID: BN-8812044917
Org.nr. mottaker: 918 455 320

Kvitteringen finner du også i Betal Nord-appen under Aktivitet.

Hilsen Betal Nord
Betal Nord AS, Storgata 70, 9008 Tromsø`,
    html: card_page({
      lang: "nb",
      title: "Kvittering",
      pre: "349,00 kr til Tromsø Kino AS",
      brand: "Betal Nord",
      logo: "https://cdn.betalnord.no/mail/logo.png",
      bar: "#ff5b24",
      body: `<p style="margin:0 0 6px 0;">Hei Ingrid!</p>
<p style="margin:0 0 16px 0;font-size:24px;font-weight:700;">349,00 kr</p>
<p style="margin:0 0 16px 0;">til <b>Tromsø Kino AS</b></p>
<table role="presentation" style="width:100%;border-collapse:collapse;font-size:14px;">
<tr><td style="padding:6px 0;color:#80868b;">Dato</td><td style="padding:6px 0;text-align:right;">21.11.2025 kl. 19:47</td></tr>
<tr><td style="padding:6px 0;color:#80868b;">Beskrivelse</td><td style="padding:6px 0;text-align:right;">2 billetter, &laquo;Nordlys&raquo; kl. 20:30, sal 3</td></tr>
<tr><td style="padding:6px 0;color:#80868b;">Betalt med</td><td style="padding:6px 0;text-align:right;">Visa **** 1184</td></tr>
<tr><td style="padding:6px 0;color:#80868b;">Transaksjons-ID</td><td style="padding:6px 0;text-align:right;">BN-8812044917</td></tr>
<tr><td style="padding:6px 0;color:#80868b;">Org.nr. mottaker</td><td style="padding:6px 0;text-align:right;">918 455 320</td></tr>
</table>`,
      footer:
        `<p style="margin:0;">Betal Nord AS, Storgata 70, 9008 Tromsø &middot; <a href="https://betalnord.no/personvern" style="color:#80868b;">Personvern</a> &middot; <a href="https://betalnord.no/hjelp" style="color:#80868b;">Hjelp</a></p>`,
    }),
    enc: "qp",
  },
  {
    family: "minar-sidur",
    group: "regional",
    lang: "is",
    kind: "login-code",
    code: "638215",
    link: null,
    from: "Mínar síður <innskraning@minarsidur.is>",
    subject: "Innskráningarkóði: 638215",
    date: "Sat, 22 Nov 2025 12:31:09 +0000",
    text: `Góðan dag, Guðrún Sigurðardóttir.

Innskráningarkóðinn þinn á Mínar síður er:

638215

Kóðinn gildir í 10 mínútur. Deildu honum aldrei með öðrum.

Ef þú baðst ekki um þennan kóða getur þú hunsað þennan póst.

Kennitala: 120389-****

Með kveðju,
Mínar síður
Þjónustuver: 426 5500`,
    html: null,
    enc: "8bit",
  },
  {
    family: "spiti-agora",
    group: "regional",
    lang: "el",
    kind: "new-signin-alert",
    code: null,
    link: null,
    from: "Σπίτι Αγορά <asfaleia@spitiagora.gr>",
    subject: "Νέα σύνδεση στον λογαριασμό σας",
    date: "Sun, 23 Nov 2025 23:05:48 +0200",
    text: `Γεια σας, Κωνσταντίνε,

Εντοπίσαμε νέα σύνδεση στον λογαριασμό σας στο Σπίτι Αγορά.

Ημερομηνία: 23/11/2025, 23:04
Συσκευή: Safari σε macOS
Τοποθεσία: Θεσσαλονίκη, Ελλάδα (IP 94.66.xxx.xxx)

Αν ήσασταν εσείς, δεν χρειάζεται να κάνετε τίποτα.
Αν δεν αναγνωρίζετε αυτή τη σύνδεση, αλλάξτε αμέσως τον κωδικό σας: https://www.spitiagora.gr/logariasmos/asfaleia

Οι αγγελίες σας: 2 ενεργές (Διαμέρισμα 78 τ.μ., Καλαμαριά - 165.000 €)

Η ομάδα του Σπίτι Αγορά
Τηλ. 2310 880 440`,
    html: table_page({
      lang: "el",
      title: "Νέα σύνδεση",
      pre: "Safari σε macOS, Θεσσαλονίκη",
      brand: "Σπίτι Αγορά",
      logo: "https://www.spitiagora.gr/static/mail/logo.png",
      bar: "#0d47a1",
      body: `<p style="margin:0 0 12px 0;">Γεια σας, Κωνσταντίνε,</p>
<p style="margin:0 0 12px 0;">Εντοπίσαμε νέα σύνδεση στον λογαριασμό σας στο Σπίτι Αγορά.</p>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="font-size:14px;background:#f1f5fb;">
<tr><td style="padding:8px 12px;color:#7b8794;width:35%;">Ημερομηνία</td><td style="padding:8px 12px;">23/11/2025, 23:04</td></tr>
<tr><td style="padding:8px 12px;color:#7b8794;">Συσκευή</td><td style="padding:8px 12px;">Safari σε macOS</td></tr>
<tr><td style="padding:8px 12px;color:#7b8794;">Τοποθεσία</td><td style="padding:8px 12px;">Θεσσαλονίκη, Ελλάδα (IP 94.66.xxx.xxx)</td></tr>
</table>
<p style="margin:16px 0 12px 0;">Αν ήσασταν εσείς, δεν χρειάζεται να κάνετε τίποτα.</p>
<p style="margin:0 0 12px 0;">Αν δεν αναγνωρίζετε αυτή τη σύνδεση, <a href="https://www.spitiagora.gr/logariasmos/asfaleia" style="color:#0d47a1;">αλλάξτε αμέσως τον κωδικό σας</a>.</p>
<p style="margin:0;font-size:13px;color:#616e7c;">Οι αγγελίες σας: 2 ενεργές (Διαμέρισμα 78 τ.μ., Καλαμαριά &ndash; 165.000 €)</p>`,
      footer:
        `<p style="margin:0;">Σπίτι Αγορά Α.Ε., Τσιμισκή 43, 546 23 Θεσσαλονίκη &middot; Τηλ. 2310 880 440 &middot; <a href="https://www.spitiagora.gr/oroi" style="color:#7b8794;">Όροι χρήσης</a> &middot; <a href="https://www.spitiagora.gr/aporrito" style="color:#7b8794;">Απόρρητο</a></p>`,
    }),
    enc: "b64",
  },
];

// ---------------------------------------------------------------- Iberia and Latin America

const iberia_latam: Mail[] = [
  {
    family: "carteira-lusa",
    group: "regional",
    lang: "pt",
    kind: "phone-change-code",
    code: "741208",
    link: null,
    from: "Carteira Lusa <seguranca@carteiralusa.pt>",
    subject: "Código de confirmação para alterar o número de telemóvel",
    date: "Mon, 17 Nov 2025 18:44:02 +0000",
    text: `Olá, Joana,

Recebemos um pedido para associar um novo número de telemóvel (+351 91* *** 552) à sua Carteira Lusa.

Para confirmar a alteração, introduza na aplicação o código:

741 208

O código é válido durante 10 minutos. Nunca partilhe este código - a Carteira Lusa nunca lho pedirá por telefone, SMS ou e-mail.

Se não fez este pedido, ligue de imediato para o 707 200 410 (dias úteis, 8h-22h) ou bloqueie a conta na aplicação.

Com os melhores cumprimentos,
Equipa Carteira Lusa
Carteira Lusa, Instituição de Pagamento, S.A. - Av. da Liberdade 190, 1250-147 Lisboa - NIPC 516 880 412`,
    html: table_page({
      lang: "pt",
      title: "Código de confirmação",
      pre: "Confirme a alteração do número de telemóvel.",
      brand: "Carteira Lusa",
      logo: "https://www.carteiralusa.pt/email/logo-cl.png",
      bar: "#c8102e",
      body: `<p style="margin:0 0 12px 0;">Olá, Joana,</p>
<p style="margin:0 0 12px 0;">Recebemos um pedido para associar um novo número de telemóvel (<b>+351 91* *** 552</b>) à sua Carteira Lusa. Para confirmar a alteração, introduza na aplicação o código:</p>
<p style="margin:18px 0;text-align:center;font-family:'Courier New',monospace;font-size:32px;font-weight:bold;letter-spacing:6px;color:#c8102e;">741 208</p>
<p style="margin:0 0 12px 0;">O código é válido durante 10 minutos. Nunca partilhe este código &mdash; a Carteira Lusa nunca lho pedirá por telefone, SMS ou e-mail.</p>
<p style="margin:0;font-size:13px;color:#616e7c;">Se não fez este pedido, ligue de imediato para o 707 200 410 (dias úteis, 8h-22h) ou bloqueie a conta na aplicação.</p>`,
      footer:
        `<p style="margin:0 0 6px 0;">Carteira Lusa, Instituição de Pagamento, S.A. &middot; Av. da Liberdade 190, 1250-147 Lisboa &middot; NIPC 516 880 412</p>
<p style="margin:0;"><a href="https://www.carteiralusa.pt/privacidade" style="color:#7b8794;">Política de Privacidade</a> &middot; <a href="https://www.carteiralusa.pt/livro-reclamacoes" style="color:#7b8794;">Livro de Reclamações</a></p>`,
    }),
    enc: "qp",
  },
  {
    family: "fibra-catalana",
    group: "regional",
    lang: "ca",
    kind: "verify-link",
    code: null,
    link: "https://areaclient.fibracatalana.cat/verificar-correu?t=8c41d0f2a9b7e3c56d1e&idioma=ca",
    from: "Fibra Catalana <clients@fibracatalana.cat>",
    subject: "Verifica la teva adreça de correu electrònic",
    date: "Tue, 18 Nov 2025 12:26:37 +0100",
    text: `Hola, Jordi,

Benvingut a Fibra Catalana! Hem rebut la teva sol·licitud d'alta de fibra 600 Mb + mòbil (comanda FC-2025-118734).

Per activar l'Àrea Client i rebre les factures per correu, verifica la teva adreça:
https://areaclient.fibracatalana.cat/verificar-correu?t=8c41d0f2a9b7e3c56d1e&idioma=ca

L'enllaç caduca d'aquí a 72 hores.

La instal·lació està prevista per al dijous 27/11/2025 entre les 9 h i les 14 h al c. de Provença, 312, 3r 2a, 08037 Barcelona. El tècnic et trucarà abans d'arribar.

Salutacions,
L'equip de Fibra Catalana
Atenció al client: 900 822 011`,
    html: card_page({
      lang: "ca",
      title: "Verifica el correu",
      pre: "Activa l'Àrea Client de Fibra Catalana.",
      brand: "Fibra Catalana",
      logo: "https://static.fibracatalana.cat/mail/fc-logo.png",
      bar: "#f2c500",
      body: `<p style="margin:0 0 12px 0;">Hola, Jordi,</p>
<p style="margin:0 0 12px 0;">Benvingut a Fibra Catalana! Hem rebut la teva sol·licitud d'alta de <b>fibra 600 Mb + mòbil</b> (comanda FC-2025-118734).</p>
<p style="margin:0 0 4px 0;">Per activar l'Àrea Client i rebre les factures per correu, verifica la teva adreça:</p>
${
        button(
          "https://areaclient.fibracatalana.cat/verificar-correu?t=8c41d0f2a9b7e3c56d1e&amp;idioma=ca",
          "Verifica el correu",
          "#222222",
          "#f2c500",
          4,
        )
      }
<p style="margin:0 0 16px 0;font-size:13px;color:#80868b;">L'enllaç caduca d'aquí a 72 hores.</p>
<div style="padding:12px 14px;background:#fffbe0;border-left:4px solid #f2c500;font-size:14px;">La instal·lació està prevista per al <b>dijous 27/11/2025</b> entre les 9 h i les 14 h al c. de Provença, 312, 3r 2a, 08037 Barcelona. El tècnic et trucarà abans d'arribar.</div>`,
      footer:
        `<p style="margin:0;">Fibra Catalana SL &middot; NIF B67123490 &middot; Atenció al client: 900 822 011 &middot; <a href="https://www.fibracatalana.cat/privacitat" style="color:#80868b;">Privacitat</a> &middot; <a href="https://www.fibracatalana.cat/es" style="color:#80868b;">Castellano</a></p>`,
    }),
    enc: "qp",
  },
  {
    family: "conta-jatoba",
    group: "regional",
    lang: "pt",
    kind: "transaction-code",
    code: "603118",
    link: null,
    from: "Conta Jatobá <seguranca@contajatoba.com.br>",
    subject: "Código de segurança para confirmar seu Pix de R$ 2.450,00",
    date: "Wed, 19 Nov 2025 10:33:16 -0300",
    text: `Oi, Luana!

Use o código abaixo para confirmar o Pix que você está fazendo pelo internet banking:

Valor: R$ 2.450,00
Para: Imobiliária Boa Vista Ltda
Chave Pix: CNPJ 12.345.678/0001-90
Instituição: Banco do Brasil

Código de segurança: 603118

O código vale por 5 minutos. A Conta Jatobá nunca pede códigos por telefone ou WhatsApp.

Não reconhece? Não digite o código e fale com a gente: 0800 725 0303 (24h).

Conta Jatobá - Jatobá Instituição de Pagamento S.A. - CNPJ 33.445.210/0001-07
Ouvidoria: 0800 725 0404`,
    html: table_page({
      lang: "pt",
      title: "Código de segurança",
      pre: "Pix de R$ 2.450,00 para Imobiliária Boa Vista",
      brand: "Conta Jatobá",
      logo: "https://cdn.contajatoba.com.br/email/jatoba-logo.png",
      bar: "#6b3fa0",
      body: `<p style="margin:0 0 12px 0;">Oi, Luana!</p>
<p style="margin:0 0 14px 0;">Use o código abaixo para confirmar o Pix que você está fazendo pelo internet banking:</p>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="font-size:14px;border:1px solid #e5dcf0;">
<tr><td style="padding:8px 12px;color:#7b8794;width:35%;">Valor</td><td style="padding:8px 12px;"><b>R$ 2.450,00</b></td></tr>
<tr><td style="padding:8px 12px;color:#7b8794;">Para</td><td style="padding:8px 12px;">Imobiliária Boa Vista Ltda</td></tr>
<tr><td style="padding:8px 12px;color:#7b8794;">Chave Pix</td><td style="padding:8px 12px;">CNPJ 12.345.678/0001-90</td></tr>
<tr><td style="padding:8px 12px;color:#7b8794;">Instituição</td><td style="padding:8px 12px;">Banco do Brasil</td></tr>
</table>
<p style="margin:18px 0 4px 0;">Código de segurança:</p>
${cells("603118", "#6b3fa0", "#6b3fa0")}
<p style="margin:0 0 12px 0;">O código vale por 5 minutos. A Conta Jatobá nunca pede códigos por telefone ou WhatsApp.</p>
<p style="margin:0;color:#b42318;">Não reconhece? Não digite o código e fale com a gente: 0800 725 0303 (24h).</p>`,
      footer:
        `<p style="margin:0 0 6px 0;">Jatobá Instituição de Pagamento S.A. &middot; CNPJ 33.445.210/0001-07 &middot; Av. Paulista, 1842, São Paulo - SP, 01310-200</p>
<p style="margin:0;">Ouvidoria: 0800 725 0404 &middot; <a href="https://contajatoba.com.br/privacidade" style="color:#7b8794;">Privacidade</a></p>`,
    }),
    enc: "b64",
  },
  {
    family: "conta-jatoba",
    group: "regional",
    lang: "pt",
    kind: "transfer-receipt",
    code: null,
    link: null,
    from: "Conta Jatobá <comprovantes@contajatoba.com.br>",
    subject: "Comprovante de Pix enviado",
    date: "Wed, 19 Nov 2025 10:34:02 -0300",
    text: `Comprovante de transferência Pix

Valor: R$ 2.450,00
Data e hora: 19/11/2025 às 10:33:58
Tipo: Pix enviado

Destino
Nome: Imobiliária Boa Vista Ltda
CNPJ: 12.345.678/0001-90
Instituição: Banco do Brasil S.A.
Agência: 3311 | Conta: 40218-7

Origem
Nome: Luana Ferreira Costa
CPF: ***.482.117-**
Instituição: Jatobá IP S.A.

ID da transação: E33445210202511191333s08Tq2ZbY41
Descrição: Aluguel nov/25 apto 74

Ouvidoria: 0800 725 0404`,
    html: null,
    enc: "qp",
  },
  {
    family: "recargas-azteca",
    group: "regional",
    lang: "es",
    kind: "topup-receipt",
    code: null,
    link: null,
    from: "Recargas Azteca <comprobantes@recargasazteca.mx>",
    subject: "Tu recarga de $200 a 55 **** 8142 fue exitosa",
    date: "Thu, 20 Nov 2025 20:51:29 -0600",
    text: `¡Hola, Alejandro!

Tu recarga se aplicó correctamente.

Número: 55 **** 8142
Compañía: Telcel
Monto: $200.00 MXN
Paquete: Amigo Sin Límite 200 (vigencia 30 días, 6 GB)
Fecha: 20/11/2025 20:51 h
Folio: RA-MX-77430281
Pagado con: Mastercard terminación 0917

¿Te gustó? Usa el cupón RECARGA15 en tu próxima recarga y obtén 15% de saldo extra (válido hasta el 30/11/2025).

Dudas: 55 4170 2200 o ayuda@recargasazteca.mx
Recargas Azteca S.A. de C.V. - Av. Insurgentes Sur 1602, Col. Crédito Constructor, CDMX, C.P. 03940`,
    html: card_page({
      lang: "es",
      title: "Comprobante de recarga",
      pre: "Recarga de $200.00 MXN aplicada",
      brand: "Recargas Azteca",
      logo: "https://recargasazteca.mx/img/mail/ra-logo.png",
      bar: "#00a19a",
      body: `<p style="margin:0 0 12px 0;font-size:20px;font-weight:700;">¡Hola, Alejandro!</p>
<p style="margin:0 0 16px 0;">Tu recarga se aplicó correctamente. ✅</p>
<table role="presentation" style="width:100%;border-collapse:collapse;font-size:14px;">
<tr><td style="padding:6px 0;color:#80868b;">Número</td><td style="padding:6px 0;text-align:right;">55 **** 8142</td></tr>
<tr><td style="padding:6px 0;color:#80868b;">Compañía</td><td style="padding:6px 0;text-align:right;">Telcel</td></tr>
<tr><td style="padding:6px 0;color:#80868b;">Monto</td><td style="padding:6px 0;text-align:right;"><b>$200.00 MXN</b></td></tr>
<tr><td style="padding:6px 0;color:#80868b;">Paquete</td><td style="padding:6px 0;text-align:right;">Amigo Sin Límite 200 (30 días, 6 GB)</td></tr>
<tr><td style="padding:6px 0;color:#80868b;">Fecha</td><td style="padding:6px 0;text-align:right;">20/11/2025 20:51 h</td></tr>
<tr><td style="padding:6px 0;color:#80868b;">Folio</td><td style="padding:6px 0;text-align:right;">RA-MX-77430281</td></tr>
<tr><td style="padding:6px 0;color:#80868b;">Pagado con</td><td style="padding:6px 0;text-align:right;">Mastercard terminación 0917</td></tr>
</table>
<div style="margin-top:18px;padding:14px;text-align:center;border:2px dashed #00a19a;border-radius:8px;">¿Te gustó? Usa el cupón <b style="font-size:18px;">RECARGA15</b> en tu próxima recarga y obtén 15% de saldo extra.<br><span style="font-size:12px;color:#80868b;">Válido hasta el 30/11/2025. Aplican restricciones.</span></div>`,
      footer:
        `<p style="margin:0 0 6px 0;">Dudas: 55 4170 2200 &middot; <a href="mailto:ayuda@recargasazteca.mx" style="color:#80868b;">ayuda@recargasazteca.mx</a></p>
<p style="margin:0;">Recargas Azteca S.A. de C.V. &middot; Av. Insurgentes Sur 1602, Col. Crédito Constructor, CDMX, C.P. 03940 &middot; <a href="https://recargasazteca.mx/aviso-de-privacidad" style="color:#80868b;">Aviso de privacidad</a></p>`,
    }),
    enc: "qp",
  },
  {
    family: "banco-cordillera",
    group: "regional",
    lang: "es",
    kind: "login-code",
    code: "259147",
    link: null,
    from: "Banco Cordillera <clavedinamica@bancocordillera.cl>",
    subject: "Tu Clave Dinámica para ingresar a Cordillera en Línea",
    date: "Fri, 21 Nov 2025 09:07:55 -0300",
    text: `Estimado(a) Felipe Muñoz:

Tu Clave Dinámica para ingresar a Cordillera en Línea es: 25 91 47

Es válida por 90 segundos y sólo para esta operación.
RUT: 16.***.***-4
Fecha: 21-11-2025 09:07

Banco Cordillera nunca te pedirá esta clave por teléfono, correo o redes sociales. Si no solicitaste la clave, comunícate con nosotros al 600 390 2000.

Banco Cordillera - Av. Apoquindo 3721, Las Condes, Santiago
Infórmese sobre la garantía estatal de los depósitos en su banco o en www.cmfchile.cl`,
    html: legacy_page(
      "Clave Dinámica",
      `<img src="https://www.bancocordillera.cl/img/mailing/logo-cordillera.png" alt="Banco Cordillera" width="190" height="46">`,
      `<p>Estimado(a) <b>Felipe Muñoz</b>:</p>
<p>Tu Clave Dinámica para ingresar a Cordillera en Línea es:</p>
<table align="center" border="0" cellpadding="0" cellspacing="6"><tr>
<td bgcolor="#1d3f6e" width="54" height="54" align="center"><font face="Arial" size="6" color="#ffffff"><b>25</b></font></td>
<td bgcolor="#1d3f6e" width="54" height="54" align="center"><font face="Arial" size="6" color="#ffffff"><b>91</b></font></td>
<td bgcolor="#1d3f6e" width="54" height="54" align="center"><font face="Arial" size="6" color="#ffffff"><b>47</b></font></td>
</tr></table>
<p>Es válida por <b>90 segundos</b> y sólo para esta operación.<br>RUT: 16.***.***-4 &nbsp;|&nbsp; Fecha: 21-11-2025 09:07</p>
<p>Banco Cordillera nunca te pedirá esta clave por teléfono, correo o redes sociales. Si no solicitaste la clave, comunícate con nosotros al <b>600 390 2000</b>.</p>`,
      `Banco Cordillera &middot; Av. Apoquindo 3721, Las Condes, Santiago<br>Infórmese sobre la garantía estatal de los depósitos en su banco o en <a href="https://www.cmfchile.cl">www.cmfchile.cl</a>`,
      "es",
    ),
    enc: "8bit",
  },
  {
    family: "inmuebles-andes",
    group: "regional",
    lang: "es",
    kind: "verify-code-link",
    code: "839027",
    link: "https://www.inmueblesandes.com.co/cuenta/verificar?c=839027&uid=CO-2281907",
    from: "Inmuebles Andes <notificaciones@inmueblesandes.com.co>",
    subject: "Verifica tu correo para publicar tu inmueble",
    date: "Sat, 22 Nov 2025 16:40:21 -0500",
    text: `Hola, Valentina:

Estás a un paso de publicar tu apartamento en Inmuebles Andes.

Tu código de verificación es: 839027

También puedes verificar tu correo desde este enlace:
https://www.inmueblesandes.com.co/cuenta/verificar?c=839027&uid=CO-2281907

El código vence en 30 minutos.

Borrador guardado: Apartamento en arriendo, Chapinero Alto, Bogotá - $2.800.000/mes, 2 habitaciones, 68 m²

Cordialmente,
Equipo Inmuebles Andes
Línea de atención: (601) 743 2100`,
    html: table_page({
      lang: "es",
      title: "Verifica tu correo",
      pre: "Estás a un paso de publicar tu inmueble.",
      brand: "Inmuebles Andes",
      logo: "https://www.inmueblesandes.com.co/static/email/ia-logo.png",
      bar: "#ff6f00",
      body: `<p style="margin:0 0 12px 0;">Hola, Valentina:</p>
<p style="margin:0 0 12px 0;">Estás a un paso de publicar tu apartamento en Inmuebles Andes. Tu código de verificación es:</p>
<p style="margin:14px 0;text-align:center;font-size:32px;font-weight:bold;letter-spacing:8px;color:#ff6f00;">839027</p>
<p style="margin:0 0 4px 0;text-align:center;">o verifica con un clic:</p>
<table role="presentation" align="center" cellpadding="0" cellspacing="0" border="0" style="margin:14px auto 20px auto;"><tr><td bgcolor="#ff6f00" style="border-radius:4px;"><a href="https://www.inmueblesandes.com.co/cuenta/verificar?c=839027&amp;uid=CO-2281907" style="display:inline-block;padding:12px 26px;color:#ffffff;font-weight:bold;text-decoration:none;">Verificar mi correo</a></td></tr></table>
<p style="margin:0 0 16px 0;font-size:13px;color:#616e7c;text-align:center;">El código vence en 30 minutos.</p>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="border:1px solid #eee;"><tr>
<td width="90" style="padding:10px;"><img src="https://img.inmueblesandes.com.co/borrador/CO-2281907/1_thumb.jpg" alt="Foto del inmueble" width="80" height="60" style="display:block;"></td>
<td style="padding:10px;font-size:13px;">Borrador guardado:<br><b>Apartamento en arriendo, Chapinero Alto, Bogotá</b><br>$2.800.000/mes &middot; 2 habitaciones &middot; 68 m²</td>
</tr></table>`,
      footer:
        `<p style="margin:0;">Inmuebles Andes S.A.S. &middot; NIT 901.447.218-3 &middot; Calle 93 #11A-28, Bogotá &middot; (601) 743 2100 &middot; <a href="https://www.inmueblesandes.com.co/habeas-data" style="color:#7b8794;">Política de tratamiento de datos</a></p>`,
    }),
    enc: "qp",
  },
  {
    family: "universidad-del-rimac",
    group: "regional",
    lang: "es",
    kind: "invite-link",
    code: null,
    link: "https://activar.urimac.edu.pe/cuenta/invitacion/7f2b9c0e-44d1-4a8e-b3a6-20c51e9d8f11",
    from: "Universidad del Rímac - Tecnologías de Información <mesadeayuda@urimac.edu.pe>",
    subject: "Activa tu cuenta institucional @urimac.edu.pe - Ingresantes 2026-I",
    date: "Sun, 23 Nov 2025 11:15:48 -0500",
    text: `Estimado(a) ingresante Diego Quispe Mamani:

¡Felicitaciones por tu ingreso a la carrera de Ingeniería Civil (código de alumno 20261A0417)!

La Dirección de Tecnologías de Información te invita a activar tu cuenta institucional dquispe@urimac.edu.pe, con la que accederás al aula virtual, al correo y a la matrícula en línea.

Activa tu cuenta aquí:
https://activar.urimac.edu.pe/cuenta/invitacion/7f2b9c0e-44d1-4a8e-b3a6-20c51e9d8f11

La invitación vence el 07/12/2025. La matrícula 2026-I se realizará del 15/01 al 30/01/2026.

Mesa de ayuda: (01) 619 4400 anexo 2121
Av. Universitaria 1801, San Miguel, Lima 32`,
    html: card_page({
      lang: "es",
      title: "Activa tu cuenta institucional",
      pre: "Tu cuenta @urimac.edu.pe te espera.",
      brand: "Universidad del Rímac",
      logo: "https://www.urimac.edu.pe/sites/default/files/mail/escudo-urimac.png",
      bar: "#7a0019",
      body: `<p style="margin:0 0 12px 0;">Estimado(a) ingresante <b>Diego Quispe Mamani</b>:</p>
<p style="margin:0 0 12px 0;">¡Felicitaciones por tu ingreso a la carrera de Ingeniería Civil (código de alumno 20261A0417)!</p>
<p style="margin:0 0 12px 0;">La Dirección de Tecnologías de Información te invita a activar tu cuenta institucional <b>dquispe@urimac.edu.pe</b>, con la que accederás al aula virtual, al correo y a la matrícula en línea.</p>
${
        button(
          "https://activar.urimac.edu.pe/cuenta/invitacion/7f2b9c0e-44d1-4a8e-b3a6-20c51e9d8f11",
          "Activar mi cuenta",
          "#7a0019",
        )
      }
<p style="margin:0 0 12px 0;font-size:13px;color:#80868b;">La invitación vence el 07/12/2025. La matrícula 2026-I se realizará del 15/01 al 30/01/2026.</p>`,
      footer:
        `<p style="margin:0;">Mesa de ayuda: (01) 619 4400 anexo 2121 &middot; Av. Universitaria 1801, San Miguel, Lima 32 &middot; <a href="https://www.urimac.edu.pe/ingresantes" style="color:#80868b;">Guía del ingresante</a></p>`,
    }),
    enc: "b64",
  },
];

// ---------------------------------------------------------------- Africa

const africa: Mail[] = [
  {
    family: "pesa-haraka",
    group: "regional",
    lang: "sw",
    kind: "reset-code",
    code: "573920",
    link: null,
    from: "Pesa Haraka <huduma@pesaharaka.co.ke>",
    subject: "Nambari ya kubadilisha PIN yako ya Pesa Haraka",
    date: "Mon, 17 Nov 2025 20:08:33 +0300",
    text: `Habari Wanjiru,

Umeomba kubadilisha PIN ya akaunti yako ya Pesa Haraka (0722 *** 418).

Nambari yako ya uthibitisho ni: 573920

Ingiza nambari hii kwenye programu ndani ya dakika 5. Usimpe mtu yeyote nambari hii. Wafanyakazi wa Pesa Haraka hawatakuuliza kamwe.

Kama hukuomba kubadilisha PIN, piga simu 0800 720 100 (bila malipo) mara moja.

Asante,
Pesa Haraka
Westlands, Nairobi`,
    html: table_page({
      lang: "sw",
      title: "Nambari ya uthibitisho",
      pre: "Usimpe mtu yeyote nambari hii.",
      brand: "Pesa Haraka",
      logo: "https://www.pesaharaka.co.ke/img/email/logo.png",
      bar: "#2e7d32",
      body: `<p style="margin:0 0 12px 0;">Habari Wanjiru,</p>
<p style="margin:0 0 12px 0;">Umeomba kubadilisha PIN ya akaunti yako ya Pesa Haraka (0722 *** 418).</p>
<p style="margin:0 0 4px 0;">Nambari yako ya uthibitisho ni:</p>
<p style="margin:10px 0 16px 0;font-size:32px;font-weight:bold;letter-spacing:6px;color:#2e7d32;">573920</p>
<p style="margin:0 0 12px 0;">Ingiza nambari hii kwenye programu ndani ya dakika 5. Usimpe mtu yeyote nambari hii. Wafanyakazi wa Pesa Haraka hawatakuuliza kamwe.</p>
<p style="margin:0;font-size:13px;color:#616e7c;">Kama hukuomba kubadilisha PIN, piga simu 0800 720 100 (bila malipo) mara moja.</p>`,
      footer:
        `<p style="margin:0;">Pesa Haraka Ltd &middot; Westlands, Nairobi &middot; Imedhibitiwa na Benki Kuu ya Kenya &middot; <a href="https://www.pesaharaka.co.ke/faragha" style="color:#7b8794;">Sera ya faragha</a></p>`,
    }),
    enc: "qp",
  },
  {
    family: "birr-mobile",
    group: "regional",
    lang: "am",
    kind: "login-code",
    code: "4418",
    link: null,
    from: "ብር ሞባይል <noreply@birrmobile.et>",
    subject: "የብር ሞባይል የማረጋገጫ ኮድ",
    date: "Tue, 18 Nov 2025 08:41:19 +0300",
    text: `ውድ ደንበኛችን አበበ፣

ወደ ብር ሞባይል መለያዎ ለመግባት የማረጋገጫ ኮድዎ፦ 4418

ይህ ኮድ ለ5 ደቂቃ ብቻ ያገለግላል። ኮዱን ለማንም አያጋሩ።

ይህን ጥያቄ እርስዎ ካላቀረቡ እባክዎ ወደ 8080 ይደውሉ።

ብር ሞባይል
አዲስ አበባ፣ ኢትዮጵያ`,
    html: null,
    enc: "b64",
  },
  {
    family: "lagoon-trust-bank",
    group: "regional",
    lang: "en",
    kind: "debit-alert",
    code: null,
    link: null,
    from: "Lagoon Trust Bank <ealerts@lagoontrustbank.ng>",
    subject: "Lagoon Trust Bank Debit Alert [NGN 45,000.00]",
    date: "Wed, 19 Nov 2025 13:27:44 +0100",
    text: `Dear CHIOMA OKAFOR,

We wish to inform you that a DEBIT transaction occurred on your account with us.

Account Number : 01*****387
Transaction Location : LEKKI PHASE 1 BRANCH
Description : NIP TRF TO ADEBAYO STORES LTD/GTB/REF 100004251119132744
Amount : NGN 45,000.00
Value Date : 19-NOV-2025
Remarks : School fees balance
Time of Transaction : 13:27
Document Number : 77120418
Available Balance : NGN 183,402.15
Cleared Balance : NGN 183,402.15

The privacy and security of your bank account details is important to us. Lagoon Trust Bank will never ask you for your PIN, OTP or BVN by phone or email.

For enquiries call 0700 LAGOON TB (0700 524 6668) or email contactcentre@lagoontrustbank.ng.

Lagoon Trust Bank Plc, 14 Adeola Odeku Street, Victoria Island, Lagos. RC 482217`,
    html: legacy_page(
      "Transaction Alert",
      `<img src="https://www.lagoontrustbank.ng/alerts/img/ltb-logo.jpg" alt="Lagoon Trust Bank" width="200" height="50">`,
      `<p>Dear <b>CHIOMA OKAFOR</b>,</p>
<p>We wish to inform you that a <b>DEBIT</b> transaction occurred on your account with us.</p>
<table width="100%" border="1" bordercolor="#dddddd" cellspacing="0" cellpadding="5" style="border-collapse:collapse;">
<tr><td width="40%"><font face="Tahoma" size="2">Account Number</font></td><td><font face="Tahoma" size="2">01*****387</font></td></tr>
<tr><td><font face="Tahoma" size="2">Transaction Location</font></td><td><font face="Tahoma" size="2">LEKKI PHASE 1 BRANCH</font></td></tr>
<tr><td><font face="Tahoma" size="2">Description</font></td><td><font face="Tahoma" size="2">NIP TRF TO ADEBAYO STORES LTD/GTB/REF 100004251119132744</font></td></tr>
<tr><td><font face="Tahoma" size="2">Amount</font></td><td><font face="Tahoma" size="2" color="#c0392b"><b>NGN 45,000.00</b></font></td></tr>
<tr><td><font face="Tahoma" size="2">Value Date</font></td><td><font face="Tahoma" size="2">19-NOV-2025</font></td></tr>
<tr><td><font face="Tahoma" size="2">Remarks</font></td><td><font face="Tahoma" size="2">School fees balance</font></td></tr>
<tr><td><font face="Tahoma" size="2">Time of Transaction</font></td><td><font face="Tahoma" size="2">13:27</font></td></tr>
<tr><td><font face="Tahoma" size="2">Document Number</font></td><td><font face="Tahoma" size="2">77120418</font></td></tr>
<tr><td><font face="Tahoma" size="2">Available Balance</font></td><td><font face="Tahoma" size="2">NGN 183,402.15</font></td></tr>
<tr><td><font face="Tahoma" size="2">Cleared Balance</font></td><td><font face="Tahoma" size="2">NGN 183,402.15</font></td></tr>
</table>
<p>The privacy and security of your bank account details is important to us. Lagoon Trust Bank will never ask you for your PIN, OTP or BVN by phone or email.</p>
<p>For enquiries call <b>0700 LAGOON TB</b> (0700 524 6668) or email <a href="mailto:contactcentre@lagoontrustbank.ng">contactcentre@lagoontrustbank.ng</a>.</p>`,
      `Lagoon Trust Bank Plc, 14 Adeola Odeku Street, Victoria Island, Lagos. RC 482217<br><a href="https://www.lagoontrustbank.ng">www.lagoontrustbank.ng</a> | <a href="https://twitter.com/lagoontrustbank">Twitter</a> | <a href="https://www.instagram.com/lagoontrustbank">Instagram</a>`,
      "en",
    ),
    enc: "qp",
  },
  {
    family: "huurhuis-sa",
    group: "regional",
    lang: "af",
    kind: "verify-link",
    code: null,
    link: "https://www.huurhuis.co.za/rekening/bevestig?sleutel=4e7d1a92c3b8&taal=af",
    from: "HuurHuis <hallo@huurhuis.co.za>",
    subject: "Bevestig asseblief jou e-posadres",
    date: "Thu, 20 Nov 2025 17:55:10 +0200",
    text: `Hallo Annelie,

Baie dankie dat jy by HuurHuis aangesluit het! Voordat jy verhuurders kan kontak of ’n aansoek kan indien, moet ons net seker maak dat hierdie e-posadres aan jou behoort.

Bevestig jou e-posadres:
https://www.huurhuis.co.za/rekening/bevestig?sleutel=4e7d1a92c3b8&taal=af

Die skakel verval oor 48 uur.

Jou gestoorde soektog: 2-slaapkamer woonstel, Stellenbosch, R9 000 - R12 500 p.m.

Groete,
Die HuurHuis-span
HuurHuis (Edms) Bpk, Dorpstraat 57, Stellenbosch 7600 | 021 883 9400`,
    html: card_page({
      lang: "af",
      title: "Bevestig jou e-posadres",
      pre: "Een laaste stap voordat jy verhuurders kan kontak.",
      brand: "HuurHuis",
      logo: "https://www.huurhuis.co.za/img/e-pos/huurhuis-logo.png",
      bar: "#00796b",
      body: `<p style="margin:0 0 12px 0;">Hallo Annelie,</p>
<p style="margin:0 0 12px 0;">Baie dankie dat jy by HuurHuis aangesluit het! Voordat jy verhuurders kan kontak of &rsquo;n aansoek kan indien, moet ons net seker maak dat hierdie e-posadres aan jou behoort.</p>
${
        button(
          "https://www.huurhuis.co.za/rekening/bevestig?sleutel=4e7d1a92c3b8&amp;taal=af",
          "Bevestig my e-posadres",
          "#00796b",
        )
      }
<p style="margin:0 0 16px 0;font-size:13px;color:#80868b;">Die skakel verval oor 48 uur.</p>
<p style="margin:0;font-size:14px;padding:10px 12px;background:#e0f2f1;border-radius:6px;">Jou gestoorde soektog: <b>2-slaapkamer woonstel, Stellenbosch</b>, R9 000 &ndash; R12 500 p.m.</p>`,
      footer:
        `<p style="margin:0;">HuurHuis (Edms) Bpk &middot; Dorpstraat 57, Stellenbosch 7600 &middot; 021 883 9400 &middot; <a href="https://www.huurhuis.co.za/privaatheid" style="color:#80868b;">Privaatheidsbeleid</a> &middot; <a href="https://www.huurhuis.co.za/en" style="color:#80868b;">English</a></p>`,
    }),
    enc: "qp",
  },
  {
    family: "imali-yethu",
    group: "regional",
    lang: "zu",
    kind: "login-code",
    code: "806431",
    link: null,
    from: "Imali Yethu <akukho-mpendulo@imaliyethu.co.za>",
    subject: "Ikhodi yakho yokungena ku-Imali Yethu",
    date: "Fri, 21 Nov 2025 06:52:37 +0200",
    text: `Sawubona Sipho,

Ikhodi yakho yokungena ku-Imali Yethu ithi: 806431

Le khodi isebenza imizuzu eyi-10. Ungayiniki muntu le khodi - abasebenzi be-Imali Yethu ngeke bayicele kuwe.

Uma kungewena ozame ukungena, sicela ushayele u-0861 462 542 ngokushesha.

Ngiyabonga,
Imali Yethu
Umhlanga Ridge, Durban 4319`,
    html: table_page({
      lang: "zu",
      title: "Ikhodi yokungena",
      pre: "Ungayiniki muntu le khodi.",
      brand: "Imali Yethu",
      logo: "https://www.imaliyethu.co.za/static/email/logo.png",
      bar: "#ffb300",
      body: `<p style="margin:0 0 12px 0;">Sawubona Sipho,</p>
<p style="margin:0 0 12px 0;">Ikhodi yakho yokungena ku-Imali Yethu ithi:</p>
${cells("806431", "#ffb300")}
<p style="margin:0 0 12px 0;">Le khodi isebenza imizuzu eyi-10. Ungayiniki muntu le khodi &mdash; abasebenzi be-Imali Yethu ngeke bayicele kuwe.</p>
<p style="margin:0;font-size:13px;color:#616e7c;">Uma kungewena ozame ukungena, sicela ushayele u-0861 462 542 ngokushesha.</p>`,
      footer:
        `<p style="margin:0;">Imali Yethu (Pty) Ltd &middot; Umhlanga Ridge, Durban 4319 &middot; Authorised FSP 51128 &middot; <a href="https://www.imaliyethu.co.za/privacy" style="color:#7b8794;">Inqubomgomo yobumfihlo</a></p>`,
    }),
    enc: "b64",
  },
];

// ---------------------------------------------------------------- East Asia

const east_asia: Mail[] = [
  {
    family: "sobaek-games",
    group: "consumer",
    lang: "ko",
    kind: "verify-link",
    code: null,
    link: "https://member.sobaekgames.co.kr/email/certify?key=Y2VydC0yMDI1MTExNy1rcjQ4MjE&ret=%2Fmypage",
    from: "소백게임즈 <noreply@sobaekgames.co.kr>",
    subject: "[소백게임즈] 이메일 인증을 완료해 주세요",
    date: "Mon, 17 Nov 2025 22:31:06 +0900",
    text: `안녕하세요, 모험가 달빛여우 님.

소백게임즈 통합 계정에 등록하신 이메일 주소를 인증해 주세요.
아래 링크를 클릭하면 인증이 완료됩니다.

https://member.sobaekgames.co.kr/email/certify?key=Y2VydC0yMDI1MTExNy1rcjQ4MjE&ret=%2Fmypage

※ 인증 링크는 발송 후 24시간 동안 유효합니다.
※ 이메일 인증을 완료하시면 '별빛 전사의 망토' 아이템이 우편함으로 지급됩니다.

본 메일은 발신 전용입니다. 문의는 고객센터(1588-4821, 평일 10:00~19:00)를 이용해 주세요.

(주)소백게임즈 | 대표이사 김도윤 | 사업자등록번호 214-88-40127
경기도 성남시 분당구 판교역로 235, 7층`,
    html: table_page({
      lang: "ko",
      title: "이메일 인증",
      pre: "24시간 안에 이메일 인증을 완료해 주세요.",
      brand: "소백게임즈",
      logo: "https://static.sobaekgames.co.kr/mail/ci_white.png",
      bar: "#1a1446",
      font: "'Malgun Gothic','맑은 고딕','Apple SD Gothic Neo',sans-serif",
      body: `<p style="margin:0 0 16px 0;font-size:20px;font-weight:bold;color:#1a1446;">이메일 인증 안내</p>
<p style="margin:0 0 12px 0;">안녕하세요, 모험가 <b>달빛여우</b> 님.</p>
<p style="margin:0 0 12px 0;">소백게임즈 통합 계정에 등록하신 이메일 주소를 인증해 주세요.<br>아래 버튼을 클릭하면 인증이 완료됩니다.</p>
${
        button(
          "https://member.sobaekgames.co.kr/email/certify?key=Y2VydC0yMDI1MTExNy1rcjQ4MjE&amp;ret=%2Fmypage",
          "이메일 인증하기",
          "#6c4cf1",
          "#ffffff",
          4,
        )
      }
<p style="margin:0 0 6px 0;font-size:13px;color:#616e7c;">※ 인증 링크는 발송 후 24시간 동안 유효합니다.</p>
<p style="margin:0;font-size:13px;color:#616e7c;">※ 이메일 인증을 완료하시면 '별빛 전사의 망토' 아이템이 우편함으로 지급됩니다.</p>`,
      footer:
        `<p style="margin:0 0 6px 0;">본 메일은 발신 전용입니다. 문의는 <a href="https://cs.sobaekgames.co.kr" style="color:#7b8794;">고객센터</a>(1588-4821, 평일 10:00~19:00)를 이용해 주세요.</p>
<p style="margin:0;">(주)소백게임즈 | 대표이사 김도윤 | 사업자등록번호 214-88-40127 | 경기도 성남시 분당구 판교역로 235, 7층<br>&copy; SOBAEK GAMES Corp. All rights reserved.</p>`,
    }),
    enc: "b64",
  },
  {
    family: "ginga-net-bank",
    group: "regional",
    lang: "ja",
    kind: "transaction-code",
    code: "318504",
    link: null,
    from: "銀河ネット銀行 <info@ginga-netbank.co.jp>",
    subject: "【銀河ネット銀行】ワンタイムパスワードのお知らせ",
    date: "Tue, 18 Nov 2025 12:09:47 +0900",
    text: `銀河 花子 様

いつも銀河ネット銀行をご利用いただき、ありがとうございます。

お振込のお手続きに必要なワンタイムパスワードをお知らせいたします。

━━━━━━━━━━━━━━━━━━━━
ワンタイムパスワード：318504
━━━━━━━━━━━━━━━━━━━━

振込先：みずほ銀行 渋谷支店 普通 ****271
受取人：カ）サクラフドウサン
振込金額：98,000円
有効期限：2025年11月18日 12時19分

※ワンタイムパスワードの有効期限は発行から10分です。
※当行の行員がお客さまにワンタイムパスワードをお尋ねすることはございません。

お心当たりのない場合は、至急カスタマーセンターまでご連絡ください。
カスタマーセンター：0120-487-220（平日9:00〜18:00）

──────────────────
銀河ネット銀行株式会社
登録金融機関 関東財務局長（登金）第712号
〒105-0001 東京都港区虎ノ門4-3-1
──────────────────
※本メールは送信専用アドレスから配信しています。`,
    html: null,
    enc: "b64",
  },
  {
    family: "tsubame-job",
    group: "regional",
    lang: "ja",
    kind: "application-received",
    code: null,
    link: null,
    from: "つばめ求人 <entry@tsubame-job.jp>",
    subject: "【つばめ求人】応募が完了しました（株式会社みなと物流／倉庫管理スタッフ）",
    date: "Wed, 19 Nov 2025 21:40:15 +0900",
    text: `山田 太郎 様

つばめ求人をご利用いただきありがとうございます。
以下の求人への応募が完了しました。

■応募先：株式会社みなと物流
■職種：倉庫管理スタッフ（正社員）
■勤務地：神奈川県横浜市鶴見区大黒ふ頭 1-8
■給与：月給 25万円〜32万円
■応募番号：TJ-2511-338104
■応募日時：2025/11/19 21:39

企業の採用担当者から、5営業日以内にメールまたはお電話（045-5**-****）でご連絡があります。
応募状況はマイページの「応募履歴」からご確認いただけます。

▼マイページ
https://www.tsubame-job.jp/mypage/entries

────────────────
つばめ求人 運営事務局
株式会社つばめキャリア
お問い合わせ：support@tsubame-job.jp
────────────────`,
    html: card_page({
      lang: "ja",
      title: "応募完了",
      pre: "株式会社みなと物流への応募が完了しました。",
      brand: "つばめ求人",
      logo: "https://img.tsubame-job.jp/mail/logo_tsubame.png",
      bar: "#0069b4",
      font: "'Hiragino Kaku Gothic ProN','ヒラギノ角ゴ ProN W3',Meiryo,メイリオ,sans-serif",
      body: `<p style="margin:0 0 12px 0;">山田 太郎 様</p>
<p style="margin:0 0 16px 0;">つばめ求人をご利用いただきありがとうございます。<br>以下の求人への応募が完了しました。</p>
<table role="presentation" style="width:100%;border-collapse:collapse;font-size:14px;border:1px solid #d0dcea;">
<tr><th style="padding:8px 10px;background:#eef4fa;text-align:left;width:30%;font-weight:normal;">応募先</th><td style="padding:8px 10px;">株式会社みなと物流</td></tr>
<tr><th style="padding:8px 10px;background:#eef4fa;text-align:left;font-weight:normal;">職種</th><td style="padding:8px 10px;">倉庫管理スタッフ（正社員）</td></tr>
<tr><th style="padding:8px 10px;background:#eef4fa;text-align:left;font-weight:normal;">勤務地</th><td style="padding:8px 10px;">神奈川県横浜市鶴見区大黒ふ頭 1-8</td></tr>
<tr><th style="padding:8px 10px;background:#eef4fa;text-align:left;font-weight:normal;">給与</th><td style="padding:8px 10px;">月給 25万円〜32万円</td></tr>
<tr><th style="padding:8px 10px;background:#eef4fa;text-align:left;font-weight:normal;">応募番号</th><td style="padding:8px 10px;">TJ-2511-338104</td></tr>
<tr><th style="padding:8px 10px;background:#eef4fa;text-align:left;font-weight:normal;">応募日時</th><td style="padding:8px 10px;">2025/11/19 21:39</td></tr>
</table>
<p style="margin:16px 0 12px 0;">企業の採用担当者から、5営業日以内にメールまたはお電話でご連絡があります。応募状況はマイページの「応募履歴」からご確認いただけます。</p>
<p style="margin:0;"><a href="https://www.tsubame-job.jp/mypage/entries" style="color:#0069b4;">マイページで応募履歴を見る &gt;</a></p>`,
      footer:
        `<p style="margin:0;">つばめ求人 運営事務局（株式会社つばめキャリア）&middot; <a href="mailto:support@tsubame-job.jp" style="color:#80868b;">support@tsubame-job.jp</a> &middot; <a href="https://www.tsubame-job.jp/mail-setting" style="color:#80868b;">メール配信設定</a></p>`,
    }),
    enc: "qp",
  },
  {
    family: "huadong-telecom",
    group: "regional",
    lang: "zh",
    kind: "login-code",
    code: "462097",
    link: null,
    from: "華東電信 <service@huadong-tel.com.tw>",
    subject: "華東電信會員中心 登入驗證碼",
    date: "Thu, 20 Nov 2025 14:22:31 +0800",
    text: `親愛的 陳怡君 用戶您好：

您正在登入華東電信會員中心，本次登入驗證碼為：462097

驗證碼將於 5 分鐘後失效，請勿將驗證碼提供給他人。
門號：0912-***-583
申請時間：2025/11/20 14:22

若非本人操作，請立即撥打客服專線 0800-080-123（手機直撥 123）。

華東電信股份有限公司 敬上
本郵件由系統自動發送，請勿直接回覆。`,
    html: table_page({
      lang: "zh-Hant-TW",
      title: "登入驗證碼",
      pre: "驗證碼將於 5 分鐘後失效",
      brand: "華東電信",
      logo: "https://www.huadong-tel.com.tw/images/edm/logo.png",
      bar: "#e60012",
      font: "'Microsoft JhengHei','微軟正黑體','PingFang TC',sans-serif",
      body: `<p style="margin:0 0 12px 0;">親愛的 陳怡君 用戶您好：</p>
<p style="margin:0 0 12px 0;">您正在登入華東電信會員中心，本次登入驗證碼為：</p>
<p style="margin:16px 0;text-align:center;"><span style="font-size:34px;font-weight:bold;letter-spacing:10px;color:#e60012;">462097</span></p>
<p style="margin:0 0 12px 0;">驗證碼將於 <b>5 分鐘</b>後失效，請勿將驗證碼提供給他人。</p>
<table role="presentation" cellpadding="0" cellspacing="0" border="0" style="font-size:13px;color:#52606d;margin-bottom:12px;">
<tr><td style="padding:3px 12px 3px 0;">門號</td><td>0912-***-583</td></tr>
<tr><td style="padding:3px 12px 3px 0;">申請時間</td><td>2025/11/20 14:22</td></tr>
</table>
<p style="margin:0;font-size:13px;color:#616e7c;">若非本人操作，請立即撥打客服專線 0800-080-123（手機直撥 123）。</p>`,
      footer:
        `<p style="margin:0 0 6px 0;">華東電信股份有限公司 &middot; 台北市信義區松仁路 100 號 &middot; 本郵件由系統自動發送，請勿直接回覆。</p>
<p style="margin:0;"><a href="https://www.huadong-tel.com.tw/privacy" style="color:#7b8794;">隱私權政策</a> &middot; <a href="https://www.huadong-tel.com.tw/faq" style="color:#7b8794;">常見問題</a></p>`,
    }),
    enc: "b64",
  },
  {
    family: "kaifong-pay",
    group: "regional",
    lang: "zh",
    kind: "verify-code-link",
    code: "735102",
    link: "https://kaifongpay.com.hk/zh-hk/verify-email?token=kfp_e1b04c7d2a9f83&lang=zh-HK",
    from: "街坊付 KaiFong Pay <hello@kaifongpay.com.hk>",
    subject: "驗證你的電郵地址 Verify your email",
    date: "Fri, 21 Nov 2025 19:03:27 +0800",
    text: `你好 Ka Ho，

多謝你登記街坊付！請驗證你的電郵地址，以便接收交易通知及月結單。

你的驗證碼：735102
（10 分鐘內有效）

或按以下連結完成驗證：
https://kaifongpay.com.hk/zh-hk/verify-email?token=kfp_e1b04c7d2a9f83&lang=zh-HK

完成驗證後，首次以街坊付於指定商戶付款滿 HK$100 即享 HK$20 回贈。

如你並無登記街坊付，請忽略此電郵。

街坊付有限公司（儲值支付工具牌照號碼 SVF0021）
客戶服務熱線：3188 2288
香港九龍觀塘海濱道 135 號 18 樓

---
Hi Ka Ho, your verification code is 735102. You can also verify via the link above.`,
    html: card_page({
      lang: "zh-Hant-HK",
      title: "驗證電郵",
      pre: "驗證碼 10 分鐘內有效",
      brand: "街坊付",
      logo: "https://cdn.kaifongpay.com.hk/email/kfp-logo.png",
      bar: "#00a3e0",
      font: "'PingFang HK','Microsoft JhengHei',Arial,sans-serif",
      body: `<p style="margin:0 0 12px 0;">你好 Ka Ho，</p>
<p style="margin:0 0 12px 0;">多謝你登記街坊付！請驗證你的電郵地址，以便接收交易通知及月結單。</p>
<p style="margin:0 0 4px 0;">你的驗證碼（10 分鐘內有效）：</p>
${cells("735102", "#00a3e0", "#005f83")}
<p style="margin:0 0 4px 0;text-align:center;">或</p>
<p style="text-align:center;margin:0 0 18px 0;"><a href="https://kaifongpay.com.hk/zh-hk/verify-email?token=kfp_e1b04c7d2a9f83&amp;lang=zh-HK" style="display:inline-block;padding:12px 30px;background:#00a3e0;color:#fff;border-radius:24px;text-decoration:none;font-weight:600;">一按完成驗證</a></p>
<p style="margin:0 0 12px 0;font-size:14px;padding:10px 12px;background:#e6f6fc;border-radius:6px;">完成驗證後，首次以街坊付於指定商戶付款滿 HK$100 即享 HK$20 回贈。<a href="https://kaifongpay.com.hk/zh-hk/promo/welcome" style="color:#005f83;">條款及細則</a></p>
<p style="margin:0 0 16px 0;font-size:13px;color:#80868b;">如你並無登記街坊付，請忽略此電郵。</p>
<p style="margin:0;font-size:13px;color:#80868b;">Hi Ka Ho, your verification code is 735102. You can also verify with the button above.</p>`,
      footer:
        `<p style="margin:0 0 6px 0;">街坊付有限公司（儲值支付工具牌照號碼 SVF0021）&middot; 香港九龍觀塘海濱道 135 號 18 樓</p>
<p style="margin:0;">客戶服務熱線：3188 2288 &middot; <a href="https://kaifongpay.com.hk/zh-hk/privacy" style="color:#80868b;">私隱政策</a></p>
${
          badges(
            "https://cdn.kaifongpay.com.hk/email",
            "https://apps.apple.com/hk/app/kaifong-pay/id1644120011",
            "https://play.google.com/store/apps/details?id=hk.kaifongpay.wallet",
            "於 App Store 下載",
            "於 Google Play 下載",
          )
        }`,
    }),
    enc: "qp",
  },
  {
    family: "guokao-baoming",
    group: "regional",
    lang: "zh",
    kind: "signup-code",
    code: "853916",
    link: null,
    from: "省人事考试网 <noreply@exam-hrss.gov.cn>",
    subject: "【省人事考试网】邮箱验证码",
    date: "Sat, 22 Nov 2025 09:14:52 +0800",
    text: `尊敬的考生：

您好！您正在省人事考试网进行考生注册，邮箱验证码为：853916

验证码 15 分钟内有效，请勿泄露给他人。

温馨提示：2026年度公务员录用考试网上报名时间为2025年11月25日9:00至12月1日18:00，笔试时间为2026年1月10日。请及时完成注册并上传符合要求的照片。

如非本人操作，请忽略本邮件。
咨询电话：0571-8705 2288（工作日 8:30-17:00）

省人事考试网
本邮件由系统自动发送，请勿回复。`,
    html: legacy_page(
      "邮箱验证码",
      `<img src="https://www.exam-hrss.gov.cn/images/mail/banner.jpg" alt="省人事考试网" width="620" height="70">`,
      `<p>尊敬的考生：</p>
<p>您好！您正在省人事考试网进行考生注册，邮箱验证码为：<font size="5" color="#c0392b"><b>853916</b></font></p>
<p>验证码 15 分钟内有效，请勿泄露给他人。</p>
<p><font color="#555555">温馨提示：2026年度公务员录用考试网上报名时间为2025年11月25日9:00至12月1日18:00，笔试时间为2026年1月10日。请及时完成注册并上传符合要求的照片。</font></p>
<p>如非本人操作，请忽略本邮件。</p>`,
      `咨询电话：0571-8705 2288（工作日 8:30-17:00） | <a href="https://www.exam-hrss.gov.cn/">省人事考试网</a><br>本邮件由系统自动发送，请勿回复。`,
      "zh-CN",
    ),
    enc: "b64",
  },
  {
    family: "changjiang-airlines",
    group: "regional",
    lang: "zh",
    kind: "booking-confirmation",
    code: null,
    link: null,
    from: "长江航空 <eticket@changjiang-air.com>",
    subject: "出票成功通知：武汉-成都 CJ8817 12月6日 订单号 2511231098472",
    date: "Sun, 23 Nov 2025 16:48:05 +0800",
    text: `尊敬的 李明 先生：

您的机票已出票成功，行程信息如下：

订单号：2511231098472
旅客：李明  证件：4201**********3418
票号：781-2389104476
航班：CJ8817  武汉天河T3 → 成都天府T2
日期：2025年12月6日（周六）  08:35 起飞，10:55 到达
舱位：经济舱（Y）  托运行李 20KG
票价：¥1,180  机建燃油：¥110  合计：¥1,290
订座记录编号（PNR）：KX4M2P

请于航班起飞前 45 分钟抵达登机口，航班起飞前 40 分钟停止办理值机手续。
可通过长江航空 App 或官网办理网上值机、选座。

客服热线：95338
长江航空股份有限公司`,
    html: card_page({
      lang: "zh-CN",
      title: "出票成功",
      pre: "CJ8817 武汉-成都 12月6日 08:35",
      brand: "长江航空",
      logo: "https://static.changjiang-air.com/edm/logo_cj.png",
      bar: "#c8102e",
      font: "'PingFang SC','Microsoft YaHei','微软雅黑',sans-serif",
      body: `<p style="margin:0 0 12px 0;">尊敬的 李明 先生：</p>
<p style="margin:0 0 16px 0;">您的机票已出票成功，行程信息如下：</p>
<div style="border:1px solid #f0c9cf;border-radius:8px;overflow:hidden;">
<div style="background:#c8102e;color:#fff;padding:10px 14px;">CJ8817 &nbsp; 2025年12月6日（周六）</div>
<table role="presentation" style="width:100%;border-collapse:collapse;font-size:14px;">
<tr><td style="padding:14px;text-align:center;"><div style="font-size:24px;font-weight:700;">08:35</div><div>武汉天河 T3</div></td><td style="text-align:center;color:#80868b;">&rarr;</td><td style="padding:14px;text-align:center;"><div style="font-size:24px;font-weight:700;">10:55</div><div>成都天府 T2</div></td></tr>
</table>
</div>
<table role="presentation" style="width:100%;border-collapse:collapse;font-size:14px;margin-top:14px;">
<tr><td style="padding:5px 0;color:#80868b;width:35%;">订单号</td><td>2511231098472</td></tr>
<tr><td style="padding:5px 0;color:#80868b;">旅客 / 证件</td><td>李明 / 4201**********3418</td></tr>
<tr><td style="padding:5px 0;color:#80868b;">票号</td><td>781-2389104476</td></tr>
<tr><td style="padding:5px 0;color:#80868b;">订座记录编号（PNR）</td><td><b>KX4M2P</b></td></tr>
<tr><td style="padding:5px 0;color:#80868b;">舱位 / 行李</td><td>经济舱（Y）/ 托运 20KG</td></tr>
<tr><td style="padding:5px 0;color:#80868b;">票价</td><td>¥1,180 + 机建燃油 ¥110 = <b>¥1,290</b></td></tr>
</table>
<p style="margin:16px 0 0 0;font-size:13px;color:#5f6368;">请于航班起飞前 45 分钟抵达登机口，航班起飞前 40 分钟停止办理值机手续。可通过长江航空 App 或官网办理<a href="https://www.changjiang-air.com/checkin" style="color:#c8102e;">网上值机</a>、选座。</p>`,
      footer:
        `<p style="margin:0;">客服热线：95338 &middot; 长江航空股份有限公司 &middot; <a href="https://www.changjiang-air.com/legal/privacy" style="color:#80868b;">隐私政策</a> &middot; <a href="https://www.changjiang-air.com/edm/unsubscribe" style="color:#80868b;">退订</a></p>`,
    }),
    enc: "8bit",
  },
];
export const mails: Mail[] = [
  ...sea,
  ...south_asia,
  ...middle_east,
  ...arab_turkey,
  ...europe,
  ...iberia_latam,
  ...africa,
  ...east_asia,
];
