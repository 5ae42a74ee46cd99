/**
 * The front-office inbox of Kori Amerta Cottages, a small hotel in Ubud, Bali, over August to October
 * 2025: booking extranets, a channel manager, the PMS, QRIS and bank mail, tax and levy portals, suppliers,
 * a fast-boat operator, a ride-hailing business account, a phone operator and guests' own messages.
 * @module
 */

import type { Mail } from "../holdout_kit.ts";

const FO = "Front Office Kori Amerta <fo@koriamerta.com>";
const RES = "Reservasi Kori Amerta <reservasi@koriamerta.com>";
const DAYS = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"];
const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/** "2025-09-03 08:14:22" and a zone to an RFC 2822 date. */
function dt(s: string, tz = "+0800"): string {
  const [d, t] = s.split(" ");
  const [y, m, day] = d!.split("-").map(Number) as [number, number, number];
  const wd = new Date(Date.UTC(y, m - 1, day)).getUTCDay();
  const time = t!.length === 5 ? t + ":00" : t;
  return `${DAYS[wd]}, ${String(day).padStart(2, "0")} ${MONTHS[m - 1]} ${y} ${time} ${tz}`;
}

// ---------------------------------------------------------------- NusaStay (OTA extranet)

function nusastay(pre: string, title: string, body: string): string {
  return `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">
<title>${title}</title></head>
<body style="margin:0;padding:0;background:#eef2f5;font-family:Helvetica,Arial,sans-serif;">
<div style="display:none;max-height:0;overflow:hidden;color:#eef2f5;">${pre}</div>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#eef2f5;">
<tr><td align="center" style="padding:24px 8px;">
<table role="presentation" width="600" cellpadding="0" cellspacing="0" style="background:#ffffff;border-radius:6px;">
<tr><td style="background:#0b5563;padding:18px 28px;border-radius:6px 6px 0 0;">
<img src="https://static.nusastay.com/partner/mail/logo-white@2x.png" width="132" height="28" alt="NusaStay Partner Hub" style="display:block;border:0;">
</td></tr>
<tr><td style="padding:28px;color:#1f2d33;font-size:15px;line-height:22px;">
${body}
</td></tr>
<tr><td style="padding:18px 28px;background:#f6f8f9;color:#6b7a80;font-size:12px;line-height:18px;border-radius:0 0 6px 6px;">
Property ID 7741082 &middot; Kori Amerta Cottages<br>
<a href="https://partner.nusastay.com/help" style="color:#0b5563;">Partner Help Centre</a> &middot;
<a href="https://www.nusastay.com/privacy" style="color:#0b5563;">Privacy</a> &middot;
<a href="https://partner.nusastay.com/settings/notifications" style="color:#0b5563;">Email preferences</a><br>
PT NusaStay Digital Wisata, Jl. Bypass Ngurah Rai No. 88, Denpasar 80361, Indonesia<br>
&copy; 2025 NusaStay. Partner support: +62 361 4780 900
</td></tr>
</table></td></tr></table></body></html>`;
}

const nsFooterText = `--
NusaStay Partner Hub - Property ID 7741082
Help Centre: https://partner.nusastay.com/help
PT NusaStay Digital Wisata, Jl. Bypass Ngurah Rai No. 88, Denpasar 80361, Indonesia`;

const nusastayMails: Mail[] = [
  {
    family: "nusastay-extranet",
    group: "consumer",
    lang: "en",
    kind: "new-booking",
    code: null,
    link: null,
    from: "NusaStay Reservations <no-reply@reservations.nusastay.com>",
    to: RES,
    subject: "New booking 4183920577 - Kori Amerta Cottages (arrival 14 Sep 2025)",
    date: dt("2025-08-06 21:47:10"),
    enc: "qp",
    text: `You have a new booking.

Booking number: 4183920577
Guest: Megan Hartley (2 adults)
Room: Deluxe Garden Bungalow, breakfast included
Check-in: Sun 14 Sep 2025 (from 14:00)
Check-out: Thu 18 Sep 2025 (4 nights)
Total price: IDR 6,840,000
Commission (15%): IDR 1,026,000
Payment: Pay at property - card guaranteed (Visa •••• 4417)

Guest note: "Arriving on the afternoon flight QZ 507, could we get a room away from the road?"

See the full reservation: https://partner.nusastay.com/reservations/4183920577

${nsFooterText}`,
    html: nusastay(
      "Megan Hartley - 14 Sep to 18 Sep, 4 nights, IDR 6,840,000",
      "New booking",
      `<h1 style="font-size:21px;margin:0 0 14px;">You have a new booking</h1>
<table role="presentation" width="100%" cellpadding="6" cellspacing="0" style="font-size:14px;border:1px solid #dde4e7;border-collapse:collapse;">
<tr><td style="color:#6b7a80;width:40%;border-bottom:1px solid #dde4e7;">Booking number</td><td style="border-bottom:1px solid #dde4e7;"><b>4183920577</b></td></tr>
<tr><td style="color:#6b7a80;border-bottom:1px solid #dde4e7;">Guest</td><td style="border-bottom:1px solid #dde4e7;">Megan Hartley (2 adults)</td></tr>
<tr><td style="color:#6b7a80;border-bottom:1px solid #dde4e7;">Room</td><td style="border-bottom:1px solid #dde4e7;">Deluxe Garden Bungalow, breakfast included</td></tr>
<tr><td style="color:#6b7a80;border-bottom:1px solid #dde4e7;">Check-in</td><td style="border-bottom:1px solid #dde4e7;">Sun 14 Sep 2025 (from 14:00)</td></tr>
<tr><td style="color:#6b7a80;border-bottom:1px solid #dde4e7;">Check-out</td><td style="border-bottom:1px solid #dde4e7;">Thu 18 Sep 2025 (4 nights)</td></tr>
<tr><td style="color:#6b7a80;border-bottom:1px solid #dde4e7;">Total price</td><td style="border-bottom:1px solid #dde4e7;">IDR 6,840,000</td></tr>
<tr><td style="color:#6b7a80;border-bottom:1px solid #dde4e7;">Commission (15%)</td><td style="border-bottom:1px solid #dde4e7;">IDR 1,026,000</td></tr>
<tr><td style="color:#6b7a80;">Payment</td><td>Pay at property &ndash; card guaranteed (Visa &bull;&bull;&bull;&bull; 4417)</td></tr>
</table>
<p style="margin:18px 0 6px;color:#6b7a80;font-size:13px;">Guest note</p>
<p style="margin:0 0 20px;font-style:italic;">&ldquo;Arriving on the afternoon flight QZ 507, could we get a room away from the road?&rdquo;</p>
<a href="https://partner.nusastay.com/reservations/4183920577" style="display:inline-block;background:#0b5563;color:#ffffff;text-decoration:none;padding:11px 22px;border-radius:4px;font-weight:bold;">View reservation</a>`,
    ),
  },
  {
    family: "nusastay-extranet",
    group: "consumer",
    lang: "en",
    kind: "booking-cancelled",
    code: null,
    link: null,
    from: "NusaStay Reservations <no-reply@reservations.nusastay.com>",
    to: RES,
    subject: "Cancelled: booking 4190057312 (Tanaka, 2-5 Oct 2025)",
    date: dt("2025-09-11 03:12:54"),
    enc: "qp",
    text: `Booking 4190057312 has been cancelled by the guest.

Guest: Yuki Tanaka
Stay: 2 Oct 2025 - 5 Oct 2025, 3 nights, Pool Villa One Bedroom
Cancellation fee: IDR 0 (free cancellation until 25 Sep 2025)

The room nights have been released back to your availability. No action is needed.

Reservation details: https://partner.nusastay.com/reservations/4190057312

${nsFooterText}`,
    html: nusastay(
      "Free cancellation - the room nights are back in your availability.",
      "Booking cancelled",
      `<p style="margin:0 0 6px;font-size:12px;letter-spacing:1px;color:#b23b3b;font-weight:bold;">CANCELLATION</p>
<h1 style="font-size:21px;margin:0 0 14px;">Booking 4190057312 was cancelled by the guest</h1>
<p style="margin:0 0 4px;">Guest: <b>Yuki Tanaka</b></p>
<p style="margin:0 0 4px;">Stay: 2 Oct 2025 &ndash; 5 Oct 2025, 3 nights, Pool Villa One Bedroom</p>
<p style="margin:0 0 16px;">Cancellation fee: IDR 0 (free cancellation until 25 Sep 2025)</p>
<p style="margin:0 0 16px;">The room nights have been released back to your availability. No action is needed.</p>
<p style="margin:0;"><a href="https://partner.nusastay.com/reservations/4190057312" style="color:#0b5563;">Open the reservation</a></p>`,
    ),
  },
  {
    family: "nusastay-extranet",
    group: "consumer",
    lang: "en",
    kind: "login-code",
    code: "739204",
    link: null,
    from: "NusaStay Partner Hub <security@partner.nusastay.com>",
    to: FO,
    subject: "Your NusaStay Partner Hub sign-in code",
    date: dt("2025-08-19 07:58:31"),
    enc: "qp",
    text: `Hi Kadek,

Use this code to finish signing in to the NusaStay Partner Hub:

    739 204

The code expires in 10 minutes. We'll never ask you for this code by phone, chat or WhatsApp.

Sign-in attempt: 19 Aug 2025, 07:58 WITA - Chrome on Windows - Denpasar, ID

If you didn't try to sign in, change your password and contact partner support on +62 361 4780 900.

${nsFooterText}`,
    html: nusastay(
      "Your code expires in 10 minutes.",
      "Sign-in code",
      `<p style="margin:0 0 14px;">Hi Kadek,</p>
<p style="margin:0 0 18px;">Use this code to finish signing in to the NusaStay Partner Hub:</p>
<table role="presentation" cellpadding="0" cellspacing="0" align="center" style="margin:0 auto 18px;"><tr>
<td style="background:#e7f1f3;border-radius:4px;padding:14px 26px;font-family:'Courier New',monospace;font-size:30px;font-weight:bold;letter-spacing:6px;color:#0b5563;">739 204</td>
</tr></table>
<p style="margin:0 0 14px;">The code expires in 10 minutes. We&rsquo;ll never ask you for this code by phone, chat or WhatsApp.</p>
<table role="presentation" cellpadding="4" cellspacing="0" style="font-size:13px;color:#6b7a80;margin:0 0 14px;">
<tr><td>When</td><td>19 Aug 2025, 07:58 WITA</td></tr>
<tr><td>Device</td><td>Chrome on Windows</td></tr>
<tr><td>Location</td><td>Denpasar, ID</td></tr></table>
<p style="margin:0;font-size:13px;">If you didn&rsquo;t try to sign in, <a href="https://partner.nusastay.com/account/security" style="color:#0b5563;">change your password</a> and contact partner support on +62 361 4780 900.</p>`,
    ),
  },
  {
    family: "nusastay-extranet",
    group: "consumer",
    lang: "en",
    kind: "invite-link",
    code: null,
    link: "https://partner.nusastay.com/team/invite/accept?inv=8f3c21d0-77ab-4c5e-9e04-b6a1f0d2c913&property=7741082",
    from: "NusaStay Partner Hub <team@partner.nusastay.com>",
    to: "Ni Luh Ayu <ayu.frontoffice@koriamerta.com>",
    subject: "Wayan Sudarsana invited you to manage Kori Amerta Cottages on NusaStay",
    date: dt("2025-09-02 10:21:05"),
    enc: "qp",
    text: `Hi Ni Luh,

Wayan Sudarsana (owner) has invited you to join the team of Kori Amerta Cottages (Property ID 7741082) on the NusaStay Partner Hub.

Your role: Reservations - you can view and manage bookings, guest messages and availability. You won't see payouts or bank details.

Accept the invitation:
https://partner.nusastay.com/team/invite/accept?inv=8f3c21d0-77ab-4c5e-9e04-b6a1f0d2c913&property=7741082

This invitation is valid for 7 days. If you weren't expecting it, you can ignore this email.

${nsFooterText}`,
    html: nusastay(
      "Join the Kori Amerta Cottages team as Reservations.",
      "Team invitation",
      `<p style="margin:0 0 14px;">Hi Ni Luh,</p>
<p style="margin:0 0 14px;"><b>Wayan Sudarsana</b> (owner) has invited you to join the team of <b>Kori Amerta Cottages</b> (Property ID 7741082) on the NusaStay Partner Hub.</p>
<table role="presentation" width="100%" cellpadding="12" cellspacing="0" style="background:#f6f8f9;border-left:3px solid #0b5563;margin:0 0 20px;font-size:14px;"><tr><td>
<b>Your role: Reservations</b><br>View and manage bookings, guest messages and availability. You won&rsquo;t see payouts or bank details.</td></tr></table>
<table role="presentation" cellpadding="0" cellspacing="0"><tr><td style="background:#f2a93b;border-radius:4px;">
<a href="https://partner.nusastay.com/team/invite/accept?inv=8f3c21d0-77ab-4c5e-9e04-b6a1f0d2c913&amp;property=7741082" style="display:inline-block;padding:12px 26px;color:#1f2d33;font-weight:bold;text-decoration:none;">Accept invitation</a>
</td></tr></table>
<p style="margin:20px 0 0;font-size:13px;color:#6b7a80;">This invitation is valid for 7 days. If you weren&rsquo;t expecting it, you can ignore this email.</p>`,
    ),
  },
  {
    family: "nusastay-extranet",
    group: "consumer",
    lang: "id",
    kind: "guest-review",
    code: null,
    link: null,
    from: "NusaStay Partner Hub <ulasan@partner.nusastay.com>",
    to: FO,
    subject: "Ulasan baru: 9,2 dari Daniel K. untuk Kori Amerta Cottages",
    date: dt("2025-09-23 16:05:40"),
    enc: "b64",
    text: `Halo tim Kori Amerta Cottages,

Ada ulasan baru dari tamu Anda.

Daniel K. (Australia) - menginap 18-21 Sep 2025
Nilai: 9,2 / 10
"Staff were incredibly kind, breakfast by the rice field was the highlight. Wifi in the bungalow was a bit slow."

Membalas ulasan secara publik dapat membantu calon tamu. Balas di sini:
https://partner.nusastay.com/reviews?property=7741082

Nilai rata-rata properti Anda saat ini: 9,0 dari 412 ulasan.

Salam,
Tim NusaStay

${nsFooterText}`,
    html: nusastay(
      "Daniel K. memberi nilai 9,2 - baca dan balas ulasannya.",
      "Ulasan baru",
      `<p style="margin:0 0 14px;">Halo tim Kori Amerta Cottages,</p>
<p style="margin:0 0 16px;">Ada ulasan baru dari tamu Anda.</p>
<table role="presentation" width="100%" cellpadding="14" cellspacing="0" style="border:1px solid #dde4e7;border-radius:4px;margin:0 0 18px;"><tr>
<td width="64" valign="top" style="background:#0b5563;color:#fff;font-size:22px;font-weight:bold;text-align:center;border-radius:4px;">9,2</td>
<td valign="top" style="font-size:14px;"><b>Daniel K.</b> (Australia) &middot; menginap 18&ndash;21 Sep 2025<br>
<span style="font-style:italic;">&ldquo;Staff were incredibly kind, breakfast by the rice field was the highlight. Wifi in the bungalow was a bit slow.&rdquo;</span></td>
</tr></table>
<p style="margin:0 0 16px;">Membalas ulasan secara publik dapat membantu calon tamu.</p>
<a href="https://partner.nusastay.com/reviews?property=7741082" style="display:inline-block;border:1px solid #0b5563;color:#0b5563;text-decoration:none;padding:10px 20px;border-radius:4px;">Balas ulasan</a>
<p style="margin:18px 0 0;font-size:13px;color:#6b7a80;">Nilai rata-rata properti Anda saat ini: 9,0 dari 412 ulasan.</p>`,
    ),
  },
];

// ---------------------------------------------------------------- Kamarku (Indonesian OTA)

function kamarku(pre: string, inner: string): string {
  return `<html><head><meta http-equiv="Content-Type" content="text/html; charset=UTF-8"></head>
<body style="margin:0;background:#fff6ee;">
<span style="display:none!important;font-size:1px;color:#fff6ee;">${pre}</span>
<center>
<table width="100%" border="0" cellspacing="0" cellpadding="0" bgcolor="#fff6ee"><tr><td align="center">
<table width="560" border="0" cellspacing="0" cellpadding="0" style="font-family:Arial,sans-serif;">
<tr><td style="padding:20px 0;" align="left"><a href="https://kamarku.co.id/?utm_source=email&amp;utm_medium=mitra"><img src="https://img.kamarku.co.id/email/logo-kamarku.png" alt="Kamarku Mitra" width="120" border="0"></a></td></tr>
<tr><td bgcolor="#ffffff" style="padding:26px 30px;border-top:4px solid #ff6a13;font-size:14px;line-height:21px;color:#333;">
${inner}
</td></tr>
<tr><td style="padding:18px 4px;font-size:11px;line-height:16px;color:#8a7a6a;" align="center">
Email ini dikirim otomatis ke mitra Kamarku. Mohon tidak membalas email ini.<br>
Butuh bantuan? Hubungi Mitra Care 1500-728 atau <a href="mailto:mitra@kamarku.co.id" style="color:#ff6a13;">mitra@kamarku.co.id</a><br>
<a href="https://play.google.com/store/apps/details?id=id.kamarku.mitra"><img src="https://img.kamarku.co.id/email/badge-gplay.png" alt="Unduh di Google Play" width="110" border="0"></a>
<a href="https://apps.apple.com/id/app/kamarku-mitra/id1589023311"><img src="https://img.kamarku.co.id/email/badge-appstore.png" alt="Unduh di App Store" width="100" border="0"></a><br>
PT Kamarku Teknologi Nusantara &middot; Gedung Graha Mustika Lt. 9, Jl. HR Rasuna Said Kav. 2, Jakarta Selatan 12940<br>
&copy; 2025 Kamarku
</td></tr></table></td></tr></table></center></body></html>`;
}

const kamarkuMails: Mail[] = [
  {
    family: "kamarku-mitra",
    group: "regional",
    lang: "id",
    kind: "new-booking",
    code: null,
    link: null,
    from: "Kamarku Mitra <noreply@mitra.kamarku.co.id>",
    to: RES,
    subject: "Pesanan Baru #KMK-25082217436 - Kori Amerta Cottages",
    date: dt("2025-08-22 13:36:02", "+0700"),
    enc: "b64",
    text: `Pesanan Baru

Halo Mitra Kori Amerta Cottages,
Anda menerima pesanan baru melalui Kamarku.

No. Pesanan   : KMK-25082217436
Nama Tamu     : Rizky Pratama
Tipe Kamar    : Superior Twin (tanpa sarapan)
Jumlah Kamar  : 2 kamar
Check-in      : Jumat, 29 Agustus 2025
Check-out     : Minggu, 31 Agustus 2025 (2 malam)
Pembayaran    : Dibayar lunas di Kamarku
Nilai Net Mitra: Rp 2.312.000

Permintaan khusus: Kamar bersebelahan jika memungkinkan.

Lihat detail pesanan di aplikasi Kamarku Mitra atau di https://mitra.kamarku.co.id/pesanan/KMK-25082217436

Email ini dikirim otomatis. Mitra Care: 1500-728`,
    html: kamarku(
      "Rizky Pratama, 29-31 Agu 2025, 2 kamar Superior Twin",
      `<h2 style="margin:0 0 6px;font-size:19px;color:#ff6a13;">Pesanan Baru</h2>
<p style="margin:0 0 16px;">Halo Mitra <b>Kori Amerta Cottages</b>, Anda menerima pesanan baru melalui Kamarku.</p>
<table width="100%" cellpadding="5" cellspacing="0" border="0" style="font-size:13px;">
<tr><td width="42%" style="color:#888;">No. Pesanan</td><td><b>KMK-25082217436</b></td></tr>
<tr bgcolor="#fafafa"><td style="color:#888;">Nama Tamu</td><td>Rizky Pratama</td></tr>
<tr><td style="color:#888;">Tipe Kamar</td><td>Superior Twin (tanpa sarapan)</td></tr>
<tr bgcolor="#fafafa"><td style="color:#888;">Jumlah Kamar</td><td>2 kamar</td></tr>
<tr><td style="color:#888;">Check-in</td><td>Jumat, 29 Agustus 2025</td></tr>
<tr bgcolor="#fafafa"><td style="color:#888;">Check-out</td><td>Minggu, 31 Agustus 2025 (2 malam)</td></tr>
<tr><td style="color:#888;">Pembayaran</td><td>Dibayar lunas di Kamarku</td></tr>
<tr bgcolor="#fafafa"><td style="color:#888;">Nilai Net Mitra</td><td><b>Rp 2.312.000</b></td></tr>
</table>
<p style="margin:16px 0;background:#fff3e8;padding:10px 12px;font-size:13px;">Permintaan khusus: Kamar bersebelahan jika memungkinkan.</p>
<p style="margin:0;" align="center"><a href="https://mitra.kamarku.co.id/pesanan/KMK-25082217436" style="background:#ff6a13;color:#fff;text-decoration:none;padding:10px 24px;border-radius:20px;display:inline-block;font-weight:bold;">Lihat Detail Pesanan</a></p>`,
    ),
  },
  {
    family: "kamarku-mitra",
    group: "regional",
    lang: "id",
    kind: "payout",
    code: null,
    link: null,
    from: "Kamarku Finance <finance@mitra.kamarku.co.id>",
    to: "Accounting Kori Amerta <accounting@koriamerta.com>",
    subject: "Pencairan dana periode 1-15 September 2025 telah diproses",
    date: dt("2025-09-18 09:02:11", "+0700"),
    enc: "b64",
    text: `Halo Mitra Kori Amerta Cottages,

Dana untuk periode 1-15 September 2025 telah ditransfer ke rekening Anda.

Jumlah ditransfer : Rp 18.946.500
Jumlah pesanan    : 14
Rekening tujuan   : Bank Segara Dewata •••• 6021 a.n. PT Kori Amerta Lestari
No. referensi     : PYT/KMK/2509/004417
Tanggal transfer  : 18 September 2025

Dana biasanya diterima dalam 1 hari kerja. Rincian per pesanan tersedia di menu Keuangan > Pencairan pada aplikasi Kamarku Mitra.

Terima kasih,
Tim Keuangan Kamarku`,
    html: kamarku(
      "Rp 18.946.500 untuk 14 pesanan telah ditransfer.",
      `<h2 style="margin:0 0 14px;font-size:19px;">Pencairan dana telah diproses</h2>
<p style="margin:0 0 16px;">Halo Mitra Kori Amerta Cottages, dana untuk periode <b>1&ndash;15 September 2025</b> telah ditransfer ke rekening Anda.</p>
<table width="100%" cellpadding="0" cellspacing="0" border="0" style="border:1px solid #f0e2d6;border-radius:6px;"><tr><td style="padding:16px;" align="center">
<div style="font-size:12px;color:#888;">Jumlah ditransfer</div>
<div style="font-size:26px;font-weight:bold;color:#1d9a55;margin-top:4px;">Rp 18.946.500</div></td></tr></table>
<table width="100%" cellpadding="5" cellspacing="0" border="0" style="font-size:13px;margin-top:14px;">
<tr><td style="color:#888;">Jumlah pesanan</td><td align="right">14</td></tr>
<tr><td style="color:#888;">Rekening tujuan</td><td align="right">Bank Segara Dewata &bull;&bull;&bull;&bull; 6021<br>a.n. PT Kori Amerta Lestari</td></tr>
<tr><td style="color:#888;">No. referensi</td><td align="right">PYT/KMK/2509/004417</td></tr>
<tr><td style="color:#888;">Tanggal transfer</td><td align="right">18 September 2025</td></tr></table>
<p style="margin:16px 0 0;font-size:13px;">Dana biasanya diterima dalam 1 hari kerja. Rincian per pesanan tersedia di menu <b>Keuangan &gt; Pencairan</b> pada aplikasi Kamarku Mitra.</p>`,
    ),
  },
  {
    family: "kamarku-mitra",
    group: "regional",
    lang: "id",
    kind: "verify-email",
    code: "583190",
    link: "https://mitra.kamarku.co.id/akun/verifikasi-email?t=eyJ1aWQiOjU1MjA5MSwiZSI6ImFjY291bnRpbmcifQ.Hq7vXw2",
    from: "Kamarku Mitra <noreply@mitra.kamarku.co.id>",
    to: "Accounting Kori Amerta <accounting@koriamerta.com>",
    subject: "Verifikasi alamat email Anda",
    date: dt("2025-08-12 11:44:29", "+0700"),
    enc: "b64",
    text: `Verifikasi alamat email Anda

Halo,

Alamat email ini ditambahkan sebagai email keuangan untuk akun Mitra Kori Amerta Cottages. Untuk menyelesaikan perubahan, masukkan kode verifikasi berikut di aplikasi Kamarku Mitra:

583190

atau klik tautan ini:
https://mitra.kamarku.co.id/akun/verifikasi-email?t=eyJ1aWQiOjU1MjA5MSwiZSI6ImFjY291bnRpbmcifQ.Hq7vXw2

Kode dan tautan berlaku selama 30 menit. Jangan bagikan kode ini kepada siapa pun, termasuk pihak yang mengaku dari Kamarku.

Jika Anda tidak merasa melakukan perubahan ini, abaikan email ini atau hubungi Mitra Care 1500-728.`,
    html: kamarku(
      "Kode verifikasi Anda berlaku 30 menit.",
      `<h2 style="margin:0 0 14px;font-size:19px;">Verifikasi alamat email Anda</h2>
<p style="margin:0 0 16px;">Alamat email ini ditambahkan sebagai email keuangan untuk akun Mitra <b>Kori Amerta Cottages</b>. Untuk menyelesaikan perubahan, masukkan kode verifikasi berikut di aplikasi Kamarku Mitra:</p>
<table cellpadding="0" cellspacing="6" border="0" align="center"><tr>
<td width="40" height="48" align="center" style="border:1px solid #ff6a13;border-radius:6px;font-size:24px;font-weight:bold;">5</td>
<td width="40" height="48" align="center" style="border:1px solid #ff6a13;border-radius:6px;font-size:24px;font-weight:bold;">8</td>
<td width="40" height="48" align="center" style="border:1px solid #ff6a13;border-radius:6px;font-size:24px;font-weight:bold;">3</td>
<td width="40" height="48" align="center" style="border:1px solid #ff6a13;border-radius:6px;font-size:24px;font-weight:bold;">1</td>
<td width="40" height="48" align="center" style="border:1px solid #ff6a13;border-radius:6px;font-size:24px;font-weight:bold;">9</td>
<td width="40" height="48" align="center" style="border:1px solid #ff6a13;border-radius:6px;font-size:24px;font-weight:bold;">0</td>
</tr></table>
<p style="margin:18px 0 10px;" align="center">atau</p>
<p style="margin:0 0 18px;" align="center"><a href="https://mitra.kamarku.co.id/akun/verifikasi-email?t=eyJ1aWQiOjU1MjA5MSwiZSI6ImFjY291bnRpbmcifQ.Hq7vXw2" style="background:#ff6a13;color:#fff;text-decoration:none;padding:10px 24px;border-radius:20px;display:inline-block;font-weight:bold;">Verifikasi Email</a></p>
<p style="margin:0;font-size:12px;color:#777;">Kode dan tautan berlaku selama 30 menit. Jangan bagikan kode ini kepada siapa pun, termasuk pihak yang mengaku dari Kamarku. Jika Anda tidak merasa melakukan perubahan ini, abaikan email ini.</p>`,
    ),
  },
];

// ---------------------------------------------------------------- RoomRelay (channel manager)

const rrFoot = `RoomRelay Ltd · Level 3, 210 Queen St, Auckland 1010, New Zealand
Support: support@roomrelay.io · status.roomrelay.io`;

const roomrelayMails: Mail[] = [
  {
    family: "roomrelay-channels",
    group: "consumer",
    lang: "en",
    kind: "sync-alert",
    code: null,
    link: null,
    from: "RoomRelay Alerts <alerts@roomrelay.io>",
    to: RES,
    subject: "[Action recommended] Rate update to Kamarku failed for 3 dates",
    date: dt("2025-08-28 22:15:03", "+0000"),
    text: `RoomRelay could not deliver a rate update

Property: Kori Amerta Cottages (RR-40817)
Channel: Kamarku
Room type: Pool Villa One Bedroom
Dates: 12 Oct 2025, 13 Oct 2025, 14 Oct 2025
Error from channel: RATE_BELOW_MINIMUM (minimum IDR 1,450,000, sent IDR 1,250,000)

We will retry automatically every 30 minutes for 6 hours. To stop the retries, adjust the rate plan or the channel's minimum rate.

Open the sync log: https://app.roomrelay.io/p/40817/sync-log?channel=kamarku

You receive this alert because you are listed as an alert contact.
${rrFoot}`,
    html: `<div style="font-family:-apple-system,Segoe UI,Roboto,sans-serif;max-width:620px;margin:0 auto;color:#222;">
<div style="padding:14px 0;border-bottom:2px solid #6246ea;"><img src="https://cdn.roomrelay.io/mail/rr-mark.png" alt="RoomRelay" height="24"></div>
<div style="background:#fff4e5;border:1px solid #f5c27a;padding:12px 14px;margin:18px 0;border-radius:4px;">&#9888;&#65039; <b>RoomRelay could not deliver a rate update</b></div>
<table cellpadding="6" style="font-size:14px;border-collapse:collapse;">
<tr><td style="color:#777;">Property</td><td>Kori Amerta Cottages (RR-40817)</td></tr>
<tr><td style="color:#777;">Channel</td><td>Kamarku</td></tr>
<tr><td style="color:#777;">Room type</td><td>Pool Villa One Bedroom</td></tr>
<tr><td style="color:#777;">Dates</td><td>12 Oct 2025, 13 Oct 2025, 14 Oct 2025</td></tr>
<tr><td style="color:#777;">Error</td><td><code>RATE_BELOW_MINIMUM</code> (minimum IDR 1,450,000, sent IDR 1,250,000)</td></tr>
</table>
<p style="font-size:14px;">We will retry automatically every 30 minutes for 6 hours. To stop the retries, adjust the rate plan or the channel&rsquo;s minimum rate.</p>
<p><a href="https://app.roomrelay.io/p/40817/sync-log?channel=kamarku" style="color:#6246ea;font-weight:600;">Open the sync log &rarr;</a></p>
<p style="font-size:12px;color:#888;border-top:1px solid #eee;padding-top:12px;margin-top:28px;">You receive this alert because you are listed as an alert contact. <a href="https://app.roomrelay.io/p/40817/settings/alerts" style="color:#888;">Alert settings</a><br>RoomRelay Ltd &middot; Level 3, 210 Queen St, Auckland 1010, New Zealand</p>
</div>`,
  },
  {
    family: "roomrelay-channels",
    group: "consumer",
    lang: "en",
    kind: "2fa-code",
    code: "204117",
    link: null,
    from: "RoomRelay <security@roomrelay.io>",
    to: FO,
    subject: "204117 is your RoomRelay verification code",
    date: dt("2025-09-05 00:41:17", "+0000"),
    text: `Your RoomRelay verification code is 204117

Enter it on the sign-in screen to continue. It expires in 5 minutes.

Didn't request this? Someone may know your password. Reset it from Settings > Security, or reply to this email.

${rrFoot}`,
    html:
      `<div style="font-family:-apple-system,Segoe UI,Roboto,sans-serif;max-width:480px;margin:0 auto;color:#222;padding:20px;">
<img src="https://cdn.roomrelay.io/mail/rr-mark.png" alt="RoomRelay" height="24">
<h2 style="font-weight:600;font-size:20px;margin:24px 0 8px;">Your verification code</h2>
<p style="font-size:14px;color:#555;">Enter it on the sign-in screen to continue. It expires in 5 minutes.</p>
<div style="font-size:34px;font-weight:700;letter-spacing:0.3em;background:#f3f1ff;color:#2b1d8f;padding:16px;text-align:center;border-radius:6px;margin:18px 0;">204117</div>
<p style="font-size:13px;color:#555;">Didn&rsquo;t request this? Someone may know your password. Reset it from <b>Settings &gt; Security</b>, or reply to this email.</p>
<p style="font-size:11px;color:#999;margin-top:30px;">RoomRelay Ltd &middot; Level 3, 210 Queen St, Auckland 1010, New Zealand &middot; <a href="https://roomrelay.io/legal/privacy" style="color:#999;">Privacy</a></p>
</div>`,
  },
  {
    family: "roomrelay-channels",
    group: "consumer",
    lang: "en",
    kind: "reset-link",
    code: null,
    link:
      "https://email.roomrelay.io/c/eJxNjkEOgyAQRU8jSwMDInbBoone46gAY4oNBlfI7XqLpIu38r3zJJy_sOBqwGMJ6BzRRQ2fsU0a7QW5lg3aIg6r",
    from: "RoomRelay <no-reply@roomrelay.io>",
    to: FO,
    subject: "Reset your RoomRelay password",
    date: dt("2025-09-05 00:38:52", "+0000"),
    text: `Hi Kadek,

We received a request to reset the password for fo@koriamerta.com.

Choose a new password:
https://email.roomrelay.io/c/eJxNjkEOgyAQRU8jSwMDInbBoone46gAY4oNBlfI7XqLpIu38r3zJJy_sOBqwGMJ6BzRRQ2fsU0a7QW5lg3aIg6r

The link works once and expires in 60 minutes. If you didn't ask for a reset, you can ignore this message; your password won't change.

- The RoomRelay team

${rrFoot}`,
    html:
      `<div style="font-family:-apple-system,Segoe UI,Roboto,sans-serif;max-width:520px;margin:0 auto;color:#222;padding:20px;">
<img src="https://cdn.roomrelay.io/mail/rr-mark.png" alt="RoomRelay" height="24">
<p style="margin-top:24px;">Hi Kadek,</p>
<p>We received a request to reset the password for <b>fo@koriamerta.com</b>.</p>
<p style="margin:26px 0;"><a href="https://email.roomrelay.io/c/eJxNjkEOgyAQRU8jSwMDInbBoone46gAY4oNBlfI7XqLpIu38r3zJJy_sOBqwGMJ6BzRRQ2fsU0a7QW5lg3aIg6r" style="background:#6246ea;color:#fff;padding:12px 22px;border-radius:6px;text-decoration:none;font-weight:600;">Choose a new password</a></p>
<p style="font-size:13px;color:#555;">The link works once and expires in 60 minutes. If you didn&rsquo;t ask for a reset, you can ignore this message; your password won&rsquo;t change.</p>
<p style="font-size:13px;">&mdash; The RoomRelay team</p>
<p style="font-size:11px;color:#999;margin-top:30px;">RoomRelay Ltd &middot; Level 3, 210 Queen St, Auckland 1010, New Zealand<br><a href="https://roomrelay.io/legal/privacy" style="color:#999;">Privacy</a> &middot; <a href="https://status.roomrelay.io" style="color:#999;">Status</a></p>
</div>`,
  },
];

/** A small one-page PDF with the given lines, as its bytes in a string. */
function pdf(lines: string[]): string {
  const stream = "BT /F1 10 Tf 50 790 Td 14 TL " +
    lines.map((l) => `(${l.replace(/[()\\]/g, "")}) '`).join(" ") + " ET";
  return `%PDF-1.4
1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj
2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj
3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >> endobj
4 0 obj << /Type /Font /Subtype /Type1 /BaseFont /Helvetica >> endobj
5 0 obj << /Length ${stream.length} >>
stream
${stream}
endstream
endobj
trailer << /Root 1 0 R /Size 6 >>
%%EOF
`;
}

// ---------------------------------------------------------------- Frontdeska (PMS)

function frontdeska(inner: string, lang = "en"): string {
  return `<!doctype html><html lang="${lang}"><body style="margin:0;background:#f4f4f1;">
<table width="100%" cellpadding="0" cellspacing="0" role="presentation"><tr><td align="center" style="padding:30px 10px;">
<table width="540" cellpadding="0" cellspacing="0" role="presentation" style="background:#fff;border:1px solid #e4e4dc;font-family:Georgia,'Times New Roman',serif;color:#2d2a26;">
<tr><td style="padding:22px 32px 0;"><img src="https://assets.frontdeska.com/email/wordmark-dark.png" alt="Frontdeska" width="118" style="display:block;"></td></tr>
<tr><td style="padding:18px 32px 28px;font-size:15px;line-height:23px;">${inner}</td></tr>
</table>
<p style="font-family:Arial,sans-serif;font-size:11px;color:#8d8a83;margin:14px 0 0;line-height:16px;">Frontdeska Hospitality Software Pte. Ltd. &middot; 71 Ayer Rajah Crescent #02-18, Singapore 139951<br>
<a href="https://frontdeska.com/privacy" style="color:#8d8a83;">Privacy</a> &middot; <a href="https://help.frontdeska.com" style="color:#8d8a83;">Help centre</a></p>
</td></tr></table></body></html>`;
}

const frontdeskaMails: Mail[] = [
  {
    family: "frontdeska-pms",
    group: "consumer",
    lang: "en",
    kind: "night-audit-report",
    code: null,
    link: null,
    from: "Frontdeska Reports <reports@frontdeska.com>",
    to: FO,
    subject: "Night audit - Kori Amerta Cottages - business date 30 Aug 2025",
    date: dt("2025-08-31 00:07:44"),
    text: `Night audit completed for business date Sat 30 Aug 2025.

Occupancy: 11 of 14 rooms (78.6%)
ADR: IDR 1,318,400
RevPAR: IDR 1,035,886
Room revenue: IDR 14,502,400
F&B revenue: IDR 3,870,000
Arrivals today: 4 / Departures: 3 / No-shows: 1 (booking NS-4188820141)

The full report is attached as a PDF. Reports are kept for 13 months in Reports > Night audit.

Frontdeska Hospitality Software Pte. Ltd.`,
    html: frontdeska(`<p style="margin:0 0 16px;">Night audit completed for business date <b>Sat 30 Aug 2025</b>.</p>
<table width="100%" cellpadding="8" cellspacing="0" role="presentation" style="font-family:Arial,sans-serif;font-size:13px;border-top:1px solid #e4e4dc;">
<tr><td style="border-bottom:1px solid #e4e4dc;">Occupancy</td><td align="right" style="border-bottom:1px solid #e4e4dc;">11 of 14 rooms (78.6%)</td></tr>
<tr><td style="border-bottom:1px solid #e4e4dc;">ADR</td><td align="right" style="border-bottom:1px solid #e4e4dc;">IDR 1,318,400</td></tr>
<tr><td style="border-bottom:1px solid #e4e4dc;">RevPAR</td><td align="right" style="border-bottom:1px solid #e4e4dc;">IDR 1,035,886</td></tr>
<tr><td style="border-bottom:1px solid #e4e4dc;">Room revenue</td><td align="right" style="border-bottom:1px solid #e4e4dc;">IDR 14,502,400</td></tr>
<tr><td style="border-bottom:1px solid #e4e4dc;">F&amp;B revenue</td><td align="right" style="border-bottom:1px solid #e4e4dc;">IDR 3,870,000</td></tr>
<tr><td>Arrivals / Departures / No-shows</td><td align="right">4 / 3 / 1</td></tr></table>
<p style="margin:16px 0 0;font-size:13px;">The full report is attached as a PDF. Reports are kept for 13 months in <i>Reports &gt; Night audit</i>.</p>`),
    attachment: [
      "night-audit-2025-08-30.pdf",
      "application/pdf",
      pdf([
        "Kori Amerta Cottages - Night audit 30 Aug 2025",
        "Occupancy 11/14  ADR IDR 1,318,400  RevPAR IDR 1,035,886",
        "Room revenue IDR 14,502,400  F&B IDR 3,870,000",
        "No-show: NS-4188820141 (NusaStay)",
      ]),
    ],
  },
  {
    family: "frontdeska-pms",
    group: "consumer",
    lang: "en",
    kind: "invite-link",
    code: null,
    link: "https://app.frontdeska.com/join/kori-amerta/0d71f9c4e2b84a6f8b3a?role=night-auditor",
    from: "Frontdeska <team@frontdeska.com>",
    to: "Made Arsana <made.arsana@koriamerta.com>",
    subject: "You've been added to Kori Amerta Cottages on Frontdeska",
    date: dt("2025-09-09 15:30:12"),
    text: `Hello Made,

Kadek Widiastuti has given you access to Kori Amerta Cottages on Frontdeska, with the role Night auditor.

To set your password and start using the front desk, open:
https://app.frontdeska.com/join/kori-amerta/0d71f9c4e2b84a6f8b3a?role=night-auditor

The link is personal and expires after 72 hours. Once you're in, you can also install the Frontdeska Housekeeping app from the App Store or Google Play.

Frontdeska Hospitality Software Pte. Ltd. · 71 Ayer Rajah Crescent #02-18, Singapore 139951`,
    html: frontdeska(`<p style="margin:0 0 14px;">Hello Made,</p>
<p style="margin:0 0 14px;">Kadek Widiastuti has given you access to <b>Kori Amerta Cottages</b> on Frontdeska, with the role <b>Night auditor</b>.</p>
<p style="margin:0 0 22px;">Set your password to start using the front desk.</p>
<table cellpadding="0" cellspacing="0" role="presentation"><tr><td style="background:#2d2a26;">
<a href="https://app.frontdeska.com/join/kori-amerta/0d71f9c4e2b84a6f8b3a?role=night-auditor" style="display:inline-block;padding:12px 28px;font-family:Arial,sans-serif;font-size:14px;color:#f4f4f1;text-decoration:none;letter-spacing:1px;">SET UP MY ACCOUNT</a></td></tr></table>
<p style="margin:22px 0 0;font-size:13px;color:#6b6760;">The link is personal and expires after 72 hours. Once you&rsquo;re in, you can also install the Frontdeska Housekeeping app from the
<a href="https://apps.apple.com/app/frontdeska-housekeeping/id1620448123" style="color:#6b6760;">App Store</a> or
<a href="https://play.google.com/store/apps/details?id=com.frontdeska.hk" style="color:#6b6760;">Google Play</a>.</p>`),
  },
  {
    family: "frontdeska-pms",
    group: "consumer",
    lang: "id",
    kind: "login-code",
    code: "418066",
    link: null,
    from: "Frontdeska <security@frontdeska.com>",
    to: "Made Arsana <made.arsana@koriamerta.com>",
    subject: "Kode masuk Frontdeska untuk perangkat baru",
    date: dt("2025-09-12 23:02:50"),
    enc: "qp",
    text: `Halo Made,

Ada upaya masuk ke Frontdeska dari perangkat yang belum dikenal:
Safari di iPad - Ubud, Bali - 12 Sep 2025 23:02 WITA

Masukkan kode berikut untuk melanjutkan:

418066

Kode berlaku 15 menit. Jika ini bukan Anda, segera beri tahu manajer properti Anda.

Frontdeska Hospitality Software Pte. Ltd.`,
    html: frontdeska(
      `<p style="margin:0 0 14px;">Halo Made,</p>
<p style="margin:0 0 14px;">Ada upaya masuk ke Frontdeska dari perangkat yang belum dikenal:<br><span style="font-family:Arial,sans-serif;font-size:13px;color:#6b6760;">Safari di iPad &middot; Ubud, Bali &middot; 12 Sep 2025 23:02 WITA</span></p>
<p style="margin:0 0 10px;">Masukkan kode berikut untuk melanjutkan:</p>
<p style="margin:0 0 18px;font-family:'Courier New',monospace;font-size:32px;letter-spacing:10px;font-weight:bold;">418066</p>
<p style="margin:0;font-size:13px;color:#6b6760;">Kode berlaku 15 menit. Jika ini bukan Anda, segera beri tahu manajer properti Anda.</p>`,
      "id",
    ),
  },
];

// ---------------------------------------------------------------- Bayarin (QRIS merchant)

function bayarin(inner: string): string {
  return `<table width="100%" cellpadding="0" cellspacing="0" bgcolor="#f1f6ff"><tr><td align="center">
<table width="580" cellpadding="0" cellspacing="0" style="font-family:'Trebuchet MS',Arial,sans-serif;">
<tr><td style="padding:22px 0 14px;"><img src="https://cdn.bayarin.id/mail/logo-bayarin-merchant.png" alt="Bayarin Merchant" width="150"></td></tr>
<tr><td bgcolor="#ffffff" style="padding:26px 28px;border-radius:10px;font-size:14px;color:#1b2540;line-height:21px;">${inner}</td></tr>
<tr><td style="padding:18px 6px 30px;font-size:11px;color:#7683a3;line-height:16px;">
PT Bayarin Solusi Digital berizin dan diawasi oleh Bank Indonesia.<br>
Layanan Merchant: 021-5091-7700 (Senin-Minggu 08.00-22.00 WIB) &middot; <a href="https://bayarin.id/bantuan" style="color:#2f6bff;">Pusat Bantuan</a><br>
Menara Bayarin, Jl. Jend. Sudirman Kav. 45, Jakarta 12930
</td></tr></table></td></tr></table>`;
}

const bayarinMails: Mail[] = [
  {
    family: "bayarin-merchant",
    group: "regional",
    lang: "id",
    kind: "settlement-report",
    code: null,
    link: null,
    from: "Bayarin Merchant <settlement@bayarin.id>",
    to: "Accounting Kori Amerta <accounting@koriamerta.com>",
    subject: "Laporan Settlement QRIS 03/09/2025 - KORI AMERTA COTTAGES",
    date: dt("2025-09-04 06:15:00", "+0700"),
    enc: "qp",
    text: `Laporan Settlement Harian

Merchant   : KORI AMERTA COTTAGES
NMID       : ID1025331870442
Tanggal    : 03/09/2025
Transaksi  : 9
Total bruto: Rp 4.215.000
MDR (0,3%) : Rp 12.645
Total neto : Rp 4.202.355
Rekening   : Bank Segara Dewata ****6021

Dana telah dikreditkan ke rekening Anda pada 04/09/2025 pukul 05.58 WIB.
Unduh rincian transaksi di Dashboard Merchant > Laporan.

Email ini dikirim otomatis, mohon tidak dibalas.`,
    html: bayarin(`<h3 style="margin:0 0 14px;">Laporan Settlement Harian</h3>
<table width="100%" cellpadding="6" cellspacing="0" style="font-size:13px;">
<tr><td style="color:#7683a3;">Merchant</td><td>KORI AMERTA COTTAGES</td></tr>
<tr><td style="color:#7683a3;">NMID</td><td>ID1025331870442</td></tr>
<tr><td style="color:#7683a3;">Tanggal</td><td>03/09/2025</td></tr>
<tr><td style="color:#7683a3;">Transaksi</td><td>9</td></tr>
<tr><td style="color:#7683a3;">Total bruto</td><td>Rp 4.215.000</td></tr>
<tr><td style="color:#7683a3;">MDR (0,3%)</td><td>- Rp 12.645</td></tr>
<tr style="font-weight:bold;"><td style="border-top:1px solid #dfe6f5;">Total neto</td><td style="border-top:1px solid #dfe6f5;">Rp 4.202.355</td></tr>
<tr><td style="color:#7683a3;">Rekening</td><td>Bank Segara Dewata ****6021</td></tr></table>
<p style="margin:16px 0 0;">Dana telah dikreditkan ke rekening Anda pada 04/09/2025 pukul 05.58 WIB. Unduh rincian transaksi di <a href="https://merchant.bayarin.id/laporan?tgl=2025-09-03" style="color:#2f6bff;">Dashboard Merchant</a>.</p>`),
  },
  {
    family: "bayarin-merchant",
    group: "regional",
    lang: "id",
    kind: "otp-code",
    code: "847302",
    link: null,
    from: "Bayarin Merchant <keamanan@bayarin.id>",
    to: "Wayan Sudarsana <owner@koriamerta.com>",
    subject: "Kode OTP perubahan rekening settlement",
    date: dt("2025-09-15 14:26:33", "+0700"),
    enc: "qp",
    text: `Halo Wayan Sudarsana,

Anda meminta perubahan rekening settlement untuk merchant KORI AMERTA COTTAGES:
Rekening baru: Bank Segara Dewata ****8830 a.n. PT KORI AMERTA LESTARI

Kode OTP Anda: 847302

Masukkan kode ini di Dashboard Merchant dalam 5 menit. JANGAN berikan kode OTP kepada siapa pun, termasuk petugas Bayarin.

Jika Anda tidak mengajukan perubahan ini, segera hubungi Layanan Merchant 021-5091-7700.`,
    html: bayarin(`<p style="margin:0 0 12px;">Halo Wayan Sudarsana,</p>
<p style="margin:0 0 12px;">Anda meminta perubahan rekening settlement untuk merchant <b>KORI AMERTA COTTAGES</b>:</p>
<p style="margin:0 0 16px;background:#f1f6ff;padding:10px 12px;border-radius:6px;">Rekening baru: Bank Segara Dewata ****8830<br>a.n. PT KORI AMERTA LESTARI</p>
<p style="margin:0 0 6px;">Kode OTP Anda:</p>
<p style="margin:0 0 16px;font-size:30px;font-weight:bold;color:#2f6bff;letter-spacing:4px;">847302</p>
<p style="margin:0 0 12px;">Masukkan kode ini di Dashboard Merchant dalam 5 menit. <b>JANGAN</b> berikan kode OTP kepada siapa pun, termasuk petugas Bayarin.</p>
<p style="margin:0;font-size:12px;color:#7683a3;">Jika Anda tidak mengajukan perubahan ini, segera hubungi Layanan Merchant 021-5091-7700.</p>`),
  },
  {
    family: "bayarin-merchant",
    group: "regional",
    lang: "id",
    kind: "payment-received",
    code: null,
    link: null,
    from: "Bayarin Merchant <notifikasi@bayarin.id>",
    to: FO,
    subject: "Pembayaran QRIS diterima Rp 385.000",
    date: dt("2025-09-20 19:48:09"),
    text: `Pembayaran QRIS diterima

Nominal      : Rp 385.000
Waktu        : 20/09/2025 19:48:02 WITA
Pembayar     : OVO*ANDRE S****
ID Transaksi : QR2509201948024417
Terminal     : Resto Lumbung (A01)

Dana akan masuk pada settlement berikutnya (H+1).
Bayarin Merchant`,
    html: null,
  },
];

// ---------------------------------------------------------------- Bank Segara Dewata

const bsdFoot =
  `PT Bank Segara Dewata Tbk berizin dan diawasi oleh Otoritas Jasa Keuangan (OJK) serta merupakan peserta penjaminan LPS.
Halo Segara 1500-377 | www.banksegara.co.id
Bank Segara Dewata tidak pernah meminta PIN, password, atau kode OTP Anda melalui email, telepon, maupun WhatsApp.`;

const bankSegaraMails: Mail[] = [
  {
    family: "bank-segara-dewata",
    group: "regional",
    lang: "id",
    kind: "transfer-received",
    code: null,
    link: null,
    from: "Segara Bisnis <notifikasi@banksegara.co.id>",
    to: "Accounting Kori Amerta <accounting@koriamerta.com>",
    subject: "Notifikasi Dana Masuk - Rekening Giro ****6021",
    date: dt("2025-09-18 10:14:37"),
    enc: "qp",
    text: `Yth. PT KORI AMERTA LESTARI,

Rekening Anda telah menerima dana masuk dengan rincian berikut:

Tanggal/Jam    : 18/09/2025 10:14:22 WITA
Rekening tujuan: Giro ****6021
Nominal        : IDR 18.946.500,00
Dari           : PT KAMARKU TEKNOLOGI NUSANTARA
Berita         : PYT/KMK/2509/004417
No. Referensi  : 250918BSD7730194

Saldo dapat dilihat melalui Segara Bisnis atau ATM Bank Segara Dewata.

Hormat kami,
PT Bank Segara Dewata Tbk

${bsdFoot}`,
    html:
      `<table width="100%" cellpadding="0" cellspacing="0" style="font-family:Tahoma,Arial,sans-serif;background:#e9eef0;"><tr><td align="center" style="padding:16px;">
<table width="600" cellpadding="0" cellspacing="0" style="background:#fff;">
<tr><td style="background:#004b6b;padding:14px 20px;"><img src="https://www.banksegara.co.id/assets/email/logo-segara-putih.png" alt="Bank Segara Dewata" height="34"></td></tr>
<tr><td style="padding:22px 24px;font-size:13px;color:#222;line-height:20px;">
<p style="margin:0 0 12px;">Yth. <b>PT KORI AMERTA LESTARI</b>,</p>
<p style="margin:0 0 14px;">Rekening Anda telah menerima dana masuk dengan rincian berikut:</p>
<table width="100%" cellpadding="6" cellspacing="0" border="1" style="border-collapse:collapse;border-color:#cfd8dc;font-size:13px;">
<tr><td width="38%" bgcolor="#f2f6f7">Tanggal/Jam</td><td>18/09/2025 10:14:22 WITA</td></tr>
<tr><td bgcolor="#f2f6f7">Rekening tujuan</td><td>Giro ****6021</td></tr>
<tr><td bgcolor="#f2f6f7">Nominal</td><td><b>IDR 18.946.500,00</b></td></tr>
<tr><td bgcolor="#f2f6f7">Dari</td><td>PT KAMARKU TEKNOLOGI NUSANTARA</td></tr>
<tr><td bgcolor="#f2f6f7">Berita</td><td>PYT/KMK/2509/004417</td></tr>
<tr><td bgcolor="#f2f6f7">No. Referensi</td><td>250918BSD7730194</td></tr></table>
<p style="margin:14px 0 0;">Saldo dapat dilihat melalui Segara Bisnis atau ATM Bank Segara Dewata.</p>
<p style="margin:14px 0 0;">Hormat kami,<br>PT Bank Segara Dewata Tbk</p></td></tr>
<tr><td style="background:#f2f6f7;padding:14px 24px;font-size:10px;color:#607d8b;line-height:15px;">PT Bank Segara Dewata Tbk berizin dan diawasi oleh Otoritas Jasa Keuangan (OJK) serta merupakan peserta penjaminan LPS.<br>Halo Segara 1500-377 &middot; <a href="https://www.banksegara.co.id" style="color:#004b6b;">www.banksegara.co.id</a><br>Bank Segara Dewata tidak pernah meminta PIN, password, atau kode OTP Anda melalui email, telepon, maupun WhatsApp.</td></tr>
</table></td></tr></table>`,
  },
  {
    family: "bank-segara-dewata",
    group: "regional",
    lang: "id",
    kind: "e-statement",
    code: null,
    link: null,
    from: "e-Statement Bank Segara <estatement@banksegara.co.id>",
    to: "Accounting Kori Amerta <accounting@koriamerta.com>",
    subject: "e-Statement Rekening Giro Periode Agustus 2025",
    date: dt("2025-09-02 04:30:00"),
    text: `Yth. Nasabah,

Terlampir e-Statement rekening giro ****6021 periode 01/08/2025 - 31/08/2025.

Untuk membuka file, gunakan kata sandi berupa 6 digit tanggal pendirian perusahaan (DDMMYY) yang terdaftar di bank.

Apabila terdapat ketidaksesuaian transaksi, silakan hubungi Halo Segara 1500-377 paling lambat 30 hari sejak tanggal email ini.

Hormat kami,
PT Bank Segara Dewata Tbk

${bsdFoot}`,
    html: null,
    attachment: [
      "eStatement_Giro_6021_202508.pdf",
      "application/pdf",
      pdf([
        "BANK SEGARA DEWATA - REKENING KORAN",
        "PT KORI AMERTA LESTARI  Giro ****6021",
        "Periode 01/08/2025 - 31/08/2025",
        "Saldo awal 212.480.115,00  Saldo akhir 238.907.442,00",
      ]),
    ],
  },
  {
    family: "bank-segara-dewata",
    group: "regional",
    lang: "id",
    kind: "otp-code",
    code: "319562",
    link: null,
    from: "Segara Bisnis <otp@banksegara.co.id>",
    to: "Wayan Sudarsana <owner@koriamerta.com>",
    subject: "Kode OTP Segara Bisnis",
    date: dt("2025-10-01 09:40:18"),
    enc: "qp",
    text: `RAHASIA. Kode OTP Segara Bisnis Anda: 319 562

Digunakan untuk: Tambah Rekening Penerima
Nama penerima: CV SEKAR WANGI LAUNDRY
Rekening: BPD ****4471
Berlaku 3 menit.

JANGAN BERIKAN KODE INI KEPADA SIAPA PUN, TERMASUK PETUGAS BANK.
Jika Anda tidak melakukan transaksi ini, segera hubungi Halo Segara 1500-377.`,
    html: null,
  },
];

// ---------------------------------------------------------------- Fakturin (e-Faktur service provider)

const fakturinMails: Mail[] = [
  {
    family: "fakturin-pjap",
    group: "regional",
    lang: "id",
    kind: "login-code",
    code: "714906",
    link: null,
    from: "Fakturin <no-reply@fakturin.co.id>",
    to: "Accounting Kori Amerta <accounting@koriamerta.com>",
    subject: "[Fakturin] Kode verifikasi login",
    date: dt("2025-08-14 16:52:06", "+0700"),
    enc: "b64",
    text: `Kode verifikasi login Fakturin

Halo Putu Eka,

Gunakan kode di bawah ini untuk masuk ke akun Fakturin PT KORI AMERTA LESTARI (NPWP 0 82.441.907.3-903.000 / NITKU 0082441907903000000000):

714906

Kode berlaku 5 menit dan hanya dapat digunakan satu kali.

Fakturin adalah Penyedia Jasa Aplikasi Perpajakan (PJAP) resmi.
Butuh bantuan? cs@fakturin.co.id | WhatsApp 0811-3820-4455`,
    html: `<div style="background:#f5f5f5;padding:24px 0;font-family:Roboto,Arial,sans-serif;">
<div style="max-width:520px;margin:0 auto;background:#fff;border-radius:8px;overflow:hidden;">
<div style="background:#17394d;padding:16px 24px;"><img src="https://fakturin.co.id/static/mail/fakturin-logo.png" alt="Fakturin" height="26"></div>
<div style="padding:24px;font-size:14px;color:#333;line-height:22px;">
<h3 style="margin:0 0 12px;color:#17394d;">Kode verifikasi login</h3>
<p style="margin:0 0 12px;">Halo Putu Eka,</p>
<p style="margin:0 0 16px;">Gunakan kode di bawah ini untuk masuk ke akun Fakturin <b>PT KORI AMERTA LESTARI</b><br><span style="font-size:12px;color:#777;">NPWP 0 82.441.907.3-903.000 &middot; NITKU 0082441907903000000000</span></p>
<div style="text-align:center;margin:0 0 16px;"><span style="display:inline-block;border:2px dashed #17394d;padding:10px 24px;font-size:28px;letter-spacing:8px;font-weight:bold;color:#17394d;">714906</span></div>
<p style="margin:0;font-size:12px;color:#777;">Kode berlaku 5 menit dan hanya dapat digunakan satu kali.</p></div>
<div style="background:#fafafa;padding:14px 24px;font-size:11px;color:#888;">Fakturin adalah Penyedia Jasa Aplikasi Perpajakan (PJAP) resmi.<br>Butuh bantuan? <a href="mailto:cs@fakturin.co.id" style="color:#17394d;">cs@fakturin.co.id</a> &middot; WhatsApp 0811-3820-4455</div>
</div></div>`,
  },
  {
    family: "fakturin-pjap",
    group: "regional",
    lang: "id",
    kind: "invoice-approved",
    code: null,
    link: null,
    from: "Fakturin <no-reply@fakturin.co.id>",
    to: "Accounting Kori Amerta <accounting@koriamerta.com>",
    subject: "Faktur Pajak 04002500218844671 telah disetujui",
    date: dt("2025-09-30 18:20:44", "+0700"),
    enc: "b64",
    text: `Faktur Pajak Keluaran Anda telah berhasil diunggah dan disetujui.

Nomor Faktur : 04002500218844671
Pembeli      : PT SONNENPFAD INDONESIA TOUR
Tanggal      : 30/09/2025
DPP          : Rp 41.600.000
PPN          : Rp 4.992.000
Status       : Approval Sukses

PDF faktur dapat diunduh dari menu Faktur Keluaran di dasbor Fakturin: https://app.fakturin.co.id/faktur-keluaran

Salam,
Tim Fakturin`,
    html: `<div style="background:#f5f5f5;padding:24px 0;font-family:Roboto,Arial,sans-serif;">
<div style="max-width:520px;margin:0 auto;background:#fff;border-radius:8px;overflow:hidden;">
<div style="background:#17394d;padding:16px 24px;"><img src="https://fakturin.co.id/static/mail/fakturin-logo.png" alt="Fakturin" height="26"></div>
<div style="padding:24px;font-size:14px;color:#333;line-height:22px;">
<p style="margin:0 0 14px;"><span style="background:#e3f6ea;color:#1f7a44;padding:3px 8px;border-radius:10px;font-size:12px;font-weight:bold;">APPROVAL SUKSES</span></p>
<p style="margin:0 0 14px;">Faktur Pajak Keluaran Anda telah berhasil diunggah dan disetujui.</p>
<table width="100%" cellpadding="5" style="font-size:13px;">
<tr><td style="color:#777;">Nomor Faktur</td><td>04002500218844671</td></tr>
<tr><td style="color:#777;">Pembeli</td><td>PT SONNENPFAD INDONESIA TOUR</td></tr>
<tr><td style="color:#777;">Tanggal</td><td>30/09/2025</td></tr>
<tr><td style="color:#777;">DPP</td><td>Rp 41.600.000</td></tr>
<tr><td style="color:#777;">PPN</td><td>Rp 4.992.000</td></tr></table>
<p style="margin:14px 0 0;">PDF faktur dapat diunduh dari menu <a href="https://app.fakturin.co.id/faktur-keluaran" style="color:#17394d;">Faktur Keluaran</a>.</p></div>
<div style="background:#fafafa;padding:14px 24px;font-size:11px;color:#888;">Fakturin adalah Penyedia Jasa Aplikasi Perpajakan (PJAP) resmi.</div>
</div></div>`,
  },
];

// ---------------------------------------------------------------- Bapenda Wanasari (local hotel tax)

const bapendaMails: Mail[] = [
  {
    family: "bapenda-wanasari",
    group: "regional",
    lang: "id",
    kind: "activate-link",
    code: null,
    link: "https://epajak.wanasarikab.go.id/wp/aktivasi/7Q2KX9MBN4TRA1C8?nopd=3.10.07.0417",
    from: "e-Pajak Daerah Kabupaten Wanasari <epajak@wanasarikab.go.id>",
    to: "Accounting Kori Amerta <accounting@koriamerta.com>",
    subject: "Aktivasi Akun Wajib Pajak e-PBJT Perhotelan",
    date: dt("2025-08-08 10:03:27"),
    text: `BADAN PENDAPATAN DAERAH KABUPATEN WANASARI
Layanan e-Pajak Daerah

Yth. Wajib Pajak KORI AMERTA COTTAGES
NOPD: 3.10.07.0417
Jenis Pajak: PBJT Jasa Perhotelan

Pendaftaran akun e-Pajak Anda telah kami terima. Untuk mengaktifkan akun dan membuat kata sandi, silakan klik tautan berikut:

https://epajak.wanasarikab.go.id/wp/aktivasi/7Q2KX9MBN4TRA1C8?nopd=3.10.07.0417

Tautan berlaku 2 x 24 jam. Setelah aktif, pelaporan SPTPD bulanan dilakukan paling lambat tanggal 10 bulan berikutnya.

Informasi: Bidang Pendapatan, Jl. Raya Wanasari No. 12, telp. (0361) 978-220
Email ini dikirim oleh sistem, mohon tidak dibalas.`,
    html: `<html><body style="font-family:Arial,sans-serif;font-size:13px;color:#000;">
<table width="640" cellpadding="0" cellspacing="0" border="0" style="border:1px solid #999;">
<tr><td style="padding:10px;border-bottom:3px double #999;"><table cellpadding="0" cellspacing="0"><tr>
<td><img src="https://epajak.wanasarikab.go.id/img/logo-kab.png" alt="Logo Kabupaten Wanasari" width="56" height="64"></td>
<td style="padding-left:12px;"><b style="font-size:15px;">BADAN PENDAPATAN DAERAH</b><br><b>KABUPATEN WANASARI</b><br><span style="font-size:11px;">Layanan e-Pajak Daerah</span></td></tr></table></td></tr>
<tr><td style="padding:16px;line-height:20px;">
Yth. Wajib Pajak <b>KORI AMERTA COTTAGES</b><br>NOPD: 3.10.07.0417<br>Jenis Pajak: PBJT Jasa Perhotelan<br><br>
Pendaftaran akun e-Pajak Anda telah kami terima. Untuk mengaktifkan akun dan membuat kata sandi, silakan klik tautan berikut:<br><br>
<a href="https://epajak.wanasarikab.go.id/wp/aktivasi/7Q2KX9MBN4TRA1C8?nopd=3.10.07.0417">https://epajak.wanasarikab.go.id/wp/aktivasi/7Q2KX9MBN4TRA1C8?nopd=3.10.07.0417</a><br><br>
Tautan berlaku 2 x 24 jam. Setelah aktif, pelaporan SPTPD bulanan dilakukan paling lambat tanggal 10 bulan berikutnya.<br><br>
<span style="font-size:11px;color:#555;">Informasi: Bidang Pendapatan, Jl. Raya Wanasari No. 12, telp. (0361) 978-220<br>Email ini dikirim oleh sistem, mohon tidak dibalas.</span>
</td></tr></table></body></html>`,
  },
  {
    family: "bapenda-wanasari",
    group: "regional",
    lang: "id",
    kind: "tax-receipt",
    code: null,
    link: null,
    from: "e-Pajak Daerah Kabupaten Wanasari <epajak@wanasarikab.go.id>",
    to: "Accounting Kori Amerta <accounting@koriamerta.com>",
    subject: "Bukti Pembayaran PBJT Perhotelan Masa Agustus 2025",
    date: dt("2025-09-09 13:47:51"),
    text: `BADAN PENDAPATAN DAERAH KABUPATEN WANASARI

Pembayaran pajak daerah Anda telah diterima.

Nama WP      : KORI AMERTA COTTAGES
NOPD         : 3.10.07.0417
Masa Pajak   : Agustus 2025
Dasar pengenaan: Rp 287.410.000
PBJT (10%)   : Rp 28.741.000
ID Billing   : 5171072509000418
NTPD         : 0918A7C3B2F41E06
Tanggal bayar: 09/09/2025 13:45 WITA via Bank Segara Dewata

Simpan email ini sebagai bukti pembayaran yang sah.`,
    html: null,
  },
];

// ---------------------------------------------------------------- Pungutan Lestari (tourism levy portal)

const levyMails: Mail[] = [
  {
    family: "lestari-levy-portal",
    group: "regional",
    lang: "en",
    kind: "verify-email",
    code: null,
    link:
      "https://mitra.lestarilevy.baliprov-wisata.id/register/confirm?email=fo%40koriamerta.com&sig=c4b1e09a77f2d35e",
    from: "Lestari Levy Partner Portal <noreply@lestarilevy.baliprov-wisata.id>",
    to: FO,
    subject: "Confirm your email - Lestari Levy accommodation partner registration",
    date: dt("2025-08-04 09:11:45"),
    enc: "qp",
    text: `Lestari Levy - Accommodation Partner Registration

Thank you for registering Kori Amerta Cottages as an accommodation partner. Partners can scan guests' levy vouchers at check-in and see which foreign guests have not yet paid the levy.

Please confirm this email address to continue your registration:
https://mitra.lestarilevy.baliprov-wisata.id/register/confirm?email=fo%40koriamerta.com&sig=c4b1e09a77f2d35e

After confirmation, upload your business licence (NIB) and we will review it within 3 working days.

Terima kasih / Thank you,
Lestari Levy Partner Desk - (0361) 222-870`,
    html: `<div style="font-family:Verdana,sans-serif;font-size:13px;color:#203020;max-width:600px;">
<div style="background:#2e6b3a;color:#fff;padding:14px 18px;font-size:16px;"><img src="https://lestarilevy.baliprov-wisata.id/img/lestari-mark.png" alt="" width="22" style="vertical-align:middle;"> Lestari Levy &middot; Accommodation Partner Registration</div>
<div style="padding:18px;border:1px solid #cfe0d2;border-top:0;line-height:20px;">
<p>Thank you for registering <b>Kori Amerta Cottages</b> as an accommodation partner. Partners can scan guests&rsquo; levy vouchers at check-in and see which foreign guests have not yet paid the levy.</p>
<p>Please confirm this email address to continue your registration:</p>
<p style="margin:20px 0;"><a href="https://mitra.lestarilevy.baliprov-wisata.id/register/confirm?email=fo%40koriamerta.com&amp;sig=c4b1e09a77f2d35e" style="background:#e8a317;color:#203020;padding:10px 18px;text-decoration:none;font-weight:bold;">Confirm email</a></p>
<p>After confirmation, upload your business licence (NIB) and we will review it within 3 working days.</p>
<p style="color:#6a7a6a;font-size:11px;">Terima kasih / Thank you &middot; Lestari Levy Partner Desk &middot; (0361) 222-870</p></div></div>`,
  },
  {
    family: "lestari-levy-portal",
    group: "regional",
    lang: "id",
    kind: "monthly-recap",
    code: null,
    link: null,
    from: "Lestari Levy Partner Portal <noreply@lestarilevy.baliprov-wisata.id>",
    to: FO,
    subject: "Rekap Bulanan Verifikasi Pungutan Wisman - September 2025",
    date: dt("2025-10-02 08:00:03"),
    enc: "qp",
    text: `Rekap Bulanan - September 2025
Mitra: Kori Amerta Cottages (ID Mitra LL-AKM-01942)

Tamu asing yang check-in        : 96
Voucher pungutan terverifikasi  : 81
Belum membayar saat check-in    : 15
Dibayar di lokasi melalui tautan: 9

Terima kasih telah membantu menjaga alam dan budaya Bali.
Lihat rincian per tamu di https://mitra.lestarilevy.baliprov-wisata.id/laporan/2025-09`,
    html: `<div style="font-family:Verdana,sans-serif;font-size:13px;color:#203020;max-width:600px;">
<div style="background:#2e6b3a;color:#fff;padding:14px 18px;font-size:16px;">Rekap Bulanan &middot; September 2025</div>
<div style="padding:18px;border:1px solid #cfe0d2;border-top:0;">
<p>Mitra: <b>Kori Amerta Cottages</b> (ID Mitra LL-AKM-01942)</p>
<table cellpadding="6" cellspacing="0" style="font-size:13px;">
<tr><td>Tamu asing yang check-in</td><td align="right"><b>96</b></td></tr>
<tr><td>Voucher pungutan terverifikasi</td><td align="right"><b>81</b></td></tr>
<tr><td>Belum membayar saat check-in</td><td align="right"><b>15</b></td></tr>
<tr><td>Dibayar di lokasi melalui tautan</td><td align="right"><b>9</b></td></tr></table>
<p>Terima kasih telah membantu menjaga alam dan budaya Bali.</p>
<p><a href="https://mitra.lestarilevy.baliprov-wisata.id/laporan/2025-09" style="color:#2e6b3a;">Lihat rincian per tamu</a></p></div></div>`,
  },
];

// ---------------------------------------------------------------- Sekar Wangi Laundry

const laundryMails: Mail[] = [
  {
    family: "sekar-wangi-laundry",
    group: "negative",
    lang: "id",
    kind: "invoice",
    code: null,
    link: null,
    from: "Sekar Wangi Laundry <sekarwangi.laundry@gmail.com>",
    to: "Housekeeping Kori Amerta <hk@koriamerta.com>",
    subject: "Tagihan laundry Agustus 2025 - Kori Amerta",
    date: dt("2025-09-01 17:22:09"),
    text: `Om Swastiastu Bu Komang,

Berikut tagihan laundry bulan Agustus 2025:

- Sprei & sarung bantal : 1.240 pcs x Rp 3.500  = Rp 4.340.000
- Handuk mandi          :   910 pcs x Rp 3.000  = Rp 2.730.000
- Handuk kolam          :   312 pcs x Rp 3.000  = Rp   936.000
- Taplak & napkin resto :   188 pcs x Rp 2.500  = Rp   470.000
Total                                          = Rp 8.476.000

Mohon ditransfer ke BPD Bali 0220.02.4471 a.n. CV Sekar Wangi paling lambat 10 September. Nota asli dititip ke sopir waktu antar hari Rabu.

Matur suksma,
Ketut Sari
Sekar Wangi Laundry - Jl. Raya Mas No. 7, Ubud - 0812-3907-5521`,
    html: null,
    enc: "8bit",
  },
  {
    family: "sekar-wangi-laundry",
    group: "negative",
    lang: "id",
    kind: "schedule-notice",
    code: null,
    link: null,
    from: "Sekar Wangi Laundry <sekarwangi.laundry@gmail.com>",
    to: "Housekeeping Kori Amerta <hk@koriamerta.com>",
    subject: "Info jadwal jemput libur Galungan",
    date: dt("2025-09-16 08:47:30"),
    text: `Om Swastiastu,

Sehubungan dengan Galungan dan Kuningan, jadwal jemput-antar laundry berubah:
- Selasa 23/9 dan Rabu 24/9: libur, tidak ada penjemputan
- Kamis 25/9: jemput pagi jam 07.00, antar sore jam 17.00
- Sabtu 4/10 (Kuningan): libur

Mohon siapkan stok linen cadangan untuk 2 hari. Kalau ada kebutuhan mendesak bisa WA ke 0812-3907-5521.

Matur suksma,
Ketut Sari`,
    html: null,
    enc: "8bit",
  },
];

// ---------------------------------------------------------------- Kapas Prima Linen (supplier)

const linenMails: Mail[] = [
  {
    family: "kapas-prima-linen",
    group: "regional",
    lang: "id",
    kind: "quotation",
    code: null,
    link: null,
    from: "Kapas Prima Linen - Sales Bali <sales.bali@kapasprima.co.id>",
    to: "Purchasing Kori Amerta <purchasing@koriamerta.com>",
    subject: "Penawaran Harga No. QTN/KPL-BALI/0825/117 - Kori Amerta Cottages",
    date: dt("2025-08-26 11:05:16", "+0700"),
    text: `Dengan hormat,

Menindaklanjuti kunjungan kami minggu lalu, terlampir penawaran harga untuk linen kamar dan handuk (Quotation No. QTN/KPL-BALI/0825/117):

1. Bed sheet king 280x300, katun 300TC, putih - 60 pcs @ Rp 295.000
2. Duvet cover king, satin stripe 3 cm - 40 pcs @ Rp 410.000
3. Bath towel 70x140, 600 gsm - 120 pcs @ Rp 118.000

Harga belum termasuk PPN 11%. Penawaran berlaku 30 hari. Waktu produksi 3-4 minggu setelah PO dan DP 50%.

Hormat kami,
Dewi Anggraeni
Sales Executive Bali & Nusa Tenggara
PT Kapas Prima Linen - Jl. Imam Bonjol No. 410, Denpasar | 0361-8470-332`,
    html: `<div dir="ltr" style="font-family:Calibri,Arial,sans-serif;font-size:14px;">
<p>Dengan hormat,</p>
<p>Menindaklanjuti kunjungan kami minggu lalu, terlampir penawaran harga untuk linen kamar dan handuk (Quotation No. <b>QTN/KPL-BALI/0825/117</b>):</p>
<ol><li>Bed sheet king 280x300, katun 300TC, putih &ndash; 60 pcs @ Rp 295.000</li>
<li>Duvet cover king, satin stripe 3 cm &ndash; 40 pcs @ Rp 410.000</li>
<li>Bath towel 70x140, 600 gsm &ndash; 120 pcs @ Rp 118.000</li></ol>
<p>Harga belum termasuk PPN 11%. Penawaran berlaku 30 hari. Waktu produksi 3&ndash;4 minggu setelah PO dan DP 50%.</p>
<p>Hormat kami,<br><b>Dewi Anggraeni</b><br>Sales Executive Bali &amp; Nusa Tenggara</p>
<table cellpadding="0" cellspacing="0"><tr><td style="border-top:2px solid #3a7ca5;padding-top:6px;font-size:12px;color:#555;">
<img src="https://kapasprima.co.id/signature/kpl-logo-small.png" alt="Kapas Prima Linen" width="90"><br>
PT Kapas Prima Linen &middot; Jl. Imam Bonjol No. 410, Denpasar &middot; 0361-8470-332<br>
<a href="https://kapasprima.co.id">kapasprima.co.id</a></td></tr></table></div>`,
    attachment: [
      "QTN-KPL-BALI-0825-117.pdf",
      "application/pdf",
      pdf([
        "PT KAPAS PRIMA LINEN - PENAWARAN HARGA",
        "No: QTN/KPL-BALI/0825/117  Tgl: 26/08/2025",
        "Kepada: Kori Amerta Cottages, Ubud",
        "Subtotal Rp 48.260.000  PPN 11% Rp 5.308.600",
      ]),
    ],
  },
  {
    family: "kapas-prima-linen",
    group: "regional",
    lang: "en",
    kind: "reset-link",
    code: null,
    link: "https://order.kapasprima.co.id/customer/account/createPassword/?id=2291&token=Xk82bPq0LmWz4RtA1s9Cve7N",
    from: "Kapas Prima Linen B2B Order <order@kapasprima.co.id>",
    to: "Purchasing Kori Amerta <purchasing@koriamerta.com>",
    subject: "Password reset request for your Kapas Prima B2B account",
    date: dt("2025-09-24 14:12:40", "+0700"),
    text: `Hello Kori Amerta Cottages,

There was recently a request to change the password for your account.

If you requested this change, set a new password here:
https://order.kapasprima.co.id/customer/account/createPassword/?id=2291&token=Xk82bPq0LmWz4RtA1s9Cve7N

If you did not make this request, you can ignore this email and your password will remain the same.

Kapas Prima Linen B2B Order - order@kapasprima.co.id - 0361-8470-332`,
    html:
      `<table width="100%" style="background:#f0f4f7;font-family:'Open Sans',Arial,sans-serif;"><tr><td align="center" style="padding:20px;">
<table width="600" style="background:#fff;"><tr><td style="padding:18px 24px;border-bottom:1px solid #dde5ea;"><img src="https://order.kapasprima.co.id/static/frontend/Kapas/b2b/en_US/images/logo_email.png" alt="Kapas Prima Linen B2B" width="160"></td></tr>
<tr><td style="padding:24px;font-size:14px;color:#333;line-height:22px;">
<p>Hello Kori Amerta Cottages,</p>
<p>There was recently a request to change the password for your account.</p>
<p>If you requested this change, set a new password here:</p>
<table><tr><td style="background:#3a7ca5;padding:10px 18px;"><a href="https://order.kapasprima.co.id/customer/account/createPassword/?id=2291&amp;token=Xk82bPq0LmWz4RtA1s9Cve7N" style="color:#fff;text-decoration:none;">Set a New Password</a></td></tr></table>
<p>If you did not make this request, you can ignore this email and your password will remain the same.</p></td></tr>
<tr><td style="background:#3a7ca5;color:#fff;font-size:12px;padding:14px 24px;">Kapas Prima Linen B2B Order &middot; <a href="mailto:order@kapasprima.co.id" style="color:#fff;">order@kapasprima.co.id</a> &middot; 0361-8470-332</td></tr></table></td></tr></table>`,
  },
];

// ---------------------------------------------------------------- Samudra Biru fast boat

const samudraMails: Mail[] = [
  {
    family: "samudra-biru-fastboat",
    group: "regional",
    lang: "en",
    kind: "transfer-booking",
    code: null,
    link: null,
    from: "Samudra Biru Fast Boat <booking@samudrabiru-fastboat.com>",
    to: RES,
    subject: "Booking confirmed SBF-250917-0832 | Padang Bai - Gili Trawangan 17 Sep",
    date: dt("2025-09-14 20:33:18"),
    text: `BOOKING CONFIRMED - Agent: Kori Amerta Cottages (AG-0271)

Booking no.: SBF-250917-0832
Route: Padang Bai -> Gili Trawangan
Date: Wed 17 Sep 2025, departure 09:00 (check-in at the harbour by 08:15)
Passengers: Olga Smirnova, Dmitri Smirnov (2 adults)
Hotel pick-up: Kori Amerta Cottages, Ubud at 06:30
Agent rate: IDR 1,100,000 (2 x IDR 550,000) - billed on your monthly agent statement

Passengers must show passports at check-in. Luggage: 1 bag up to 20 kg per person.
Port tax at Gili Trawangan (IDR 10,000/person) is paid on arrival.

Samudra Biru Fast Boat - Jl. Pelabuhan Padang Bai, Karangasem - WhatsApp +62 811-3960-771`,
    html:
      `<table width="100%" cellpadding="0" cellspacing="0" style="background:#dff3fb;font-family:Arial,sans-serif;"><tr><td align="center" style="padding:18px;">
<table width="600" cellpadding="0" cellspacing="0" style="background:#fff;border-radius:8px;">
<tr><td style="background:#0a3d62;padding:16px 22px;border-radius:8px 8px 0 0;"><img src="https://samudrabiru-fastboat.com/img/mail-logo.png" alt="Samudra Biru Fast Boat" height="32"></td></tr>
<tr><td style="padding:22px;font-size:14px;color:#1b2b36;">
<p style="margin:0 0 4px;font-size:12px;color:#2d9c5a;font-weight:bold;">&#10004; BOOKING CONFIRMED</p>
<p style="margin:0 0 14px;font-size:20px;font-weight:bold;">Padang Bai &rarr; Gili Trawangan</p>
<table width="100%" cellpadding="6" cellspacing="0" style="font-size:13px;border:1px solid #d6e6ee;">
<tr><td style="background:#f3f9fc;width:38%;">Booking no.</td><td><b>SBF-250917-0832</b></td></tr>
<tr><td style="background:#f3f9fc;">Date</td><td>Wed 17 Sep 2025, departure 09:00<br><span style="color:#777;">check-in at the harbour by 08:15</span></td></tr>
<tr><td style="background:#f3f9fc;">Passengers</td><td>Olga Smirnova, Dmitri Smirnov (2 adults)</td></tr>
<tr><td style="background:#f3f9fc;">Hotel pick-up</td><td>Kori Amerta Cottages, Ubud at 06:30</td></tr>
<tr><td style="background:#f3f9fc;">Agent rate</td><td>IDR 1,100,000 (2 x IDR 550,000)</td></tr></table>
<p style="font-size:12px;color:#555;margin:14px 0 0;">Passengers must show passports at check-in. Luggage: 1 bag up to 20 kg per person. Port tax at Gili Trawangan (IDR 10,000/person) is paid on arrival.</p></td></tr>
<tr><td style="padding:14px 22px;font-size:11px;color:#777;border-top:1px solid #e3eef3;">Agent: Kori Amerta Cottages (AG-0271) &middot; Samudra Biru Fast Boat, Jl. Pelabuhan Padang Bai, Karangasem &middot; WhatsApp +62 811-3960-771</td></tr>
</table></td></tr></table>`,
  },
  {
    family: "samudra-biru-fastboat",
    group: "regional",
    lang: "en",
    kind: "login-code",
    code: "SB-550812",
    code_digits: "550812",
    link: null,
    from: "Samudra Biru Agent Portal <agent@samudrabiru-fastboat.com>",
    to: RES,
    subject: "Agent portal login code",
    date: dt("2025-09-14 20:19:02"),
    text: `Hello Kori Amerta Cottages (AG-0271),

Your one-time login code for the Samudra Biru agent portal is:

SB-550812

Type the six digits after "SB-" on the login page. The code is valid for 10 minutes.

Samudra Biru Fast Boat - agent desk +62 811-3960-771`,
    html:
      `<div style="font-family:Arial,sans-serif;font-size:14px;color:#1b2b36;max-width:480px;border:1px solid #d6e6ee;">
<div style="background:#0a3d62;padding:12px 18px;"><img src="https://samudrabiru-fastboat.com/img/mail-logo.png" alt="Samudra Biru Fast Boat" height="26"></div>
<div style="padding:18px;"><p>Hello Kori Amerta Cottages (AG-0271),</p>
<p>Your one-time login code for the Samudra Biru agent portal is:</p>
<p style="font-size:26px;font-weight:bold;color:#0a3d62;letter-spacing:3px;">SB-550812</p>
<p style="font-size:12px;color:#555;">Type the six digits after &ldquo;SB-&rdquo; on the login page. The code is valid for 10 minutes.</p></div></div>`,
  },
  {
    family: "samudra-biru-fastboat",
    group: "regional",
    lang: "id",
    kind: "schedule-change",
    code: null,
    link: null,
    from: "Samudra Biru Fast Boat <booking@samudrabiru-fastboat.com>",
    to: RES,
    subject: "PENTING: Perubahan jadwal keberangkatan 27 Sep karena cuaca",
    date: dt("2025-09-26 18:05:55"),
    text: `Kepada Yth. Agen Kori Amerta Cottages,

Berdasarkan peringatan gelombang tinggi dari BMKG untuk Selat Lombok, keberangkatan Padang Bai - Gili Trawangan tanggal Sabtu 27 Sep 2025 pukul 09:00 DIGABUNG dengan keberangkatan pukul 11:30.

Booking terdampak: SBF-250927-0415 (3 penumpang: Fischer x2, Brandt x1)
Jemput hotel diundur dari 06:30 menjadi 09:00.

Mohon informasikan kepada tamu. Tidak ada biaya tambahan. Jika tamu ingin refund penuh, balas email ini sebelum 27 Sep pukul 07:00.

Mohon maaf atas ketidaknyamanannya.
Samudra Biru Fast Boat - WhatsApp +62 811-3960-771`,
    html: null,
    enc: "qp",
  },
];

// ---------------------------------------------------------------- Melaju Bisnis (ride-hailing business account)

const melajuMails: Mail[] = [
  {
    family: "melaju-bisnis",
    group: "regional",
    lang: "id",
    kind: "invite-link",
    code: null,
    link: "https://ct.melaju.id/ls/click?upn=u001.Qm9rYWRtaW4tS0FNLTc3MTI-2BxB4kWq9ZpT0vLrN3sE&src=bisnis_invite",
    from: "Melaju Bisnis <bisnis@melaju.id>",
    to: "Ni Luh Ayu <ayu.frontoffice@koriamerta.com>",
    subject: "Anda diundang menjadi admin Melaju Bisnis - Kori Amerta Cottages",
    date: dt("2025-08-29 10:40:51", "+0700"),
    enc: "b64",
    text: `Halo Ni Luh Ayu,

Wayan Sudarsana mengundang Anda menjadi Admin di akun Melaju Bisnis "Kori Amerta Cottages". Sebagai admin, Anda bisa memesan perjalanan untuk tamu, mengatur anggaran, dan mengunduh laporan perjalanan.

Terima undangan:
https://ct.melaju.id/ls/click?upn=u001.Qm9rYWRtaW4tS0FNLTc3MTI-2BxB4kWq9ZpT0vLrN3sE&src=bisnis_invite

Undangan ini berlaku 14 hari.

Salam,
Tim Melaju Bisnis
PT Melaju Karya Anak Bangsa, Jakarta`,
    html:
      `<table width="100%" cellpadding="0" cellspacing="0" style="background:#f7f7f7;"><tr><td align="center" style="padding:24px 10px;">
<table width="560" cellpadding="0" cellspacing="0" style="background:#fff;font-family:'Helvetica Neue',Arial,sans-serif;">
<tr><td style="padding:20px 28px;"><img src="https://assets.melaju.id/email/melaju-bisnis-logo.png" alt="Melaju Bisnis" width="140"></td></tr>
<tr><td><img src="https://assets.melaju.id/email/banner-undangan-admin.jpg" alt="Kelola perjalanan tamu dalam satu dasbor" width="560" style="display:block;"></td></tr>
<tr><td style="padding:24px 28px;font-size:15px;color:#222;line-height:23px;">
<p style="margin:0 0 12px;">Halo Ni Luh Ayu,</p>
<p style="margin:0 0 20px;"><b>Wayan Sudarsana</b> mengundang Anda menjadi <b>Admin</b> di akun Melaju Bisnis &ldquo;Kori Amerta Cottages&rdquo;. Sebagai admin, Anda bisa memesan perjalanan untuk tamu, mengatur anggaran, dan mengunduh laporan perjalanan.</p>
<a href="https://ct.melaju.id/ls/click?upn=u001.Qm9rYWRtaW4tS0FNLTc3MTI-2BxB4kWq9ZpT0vLrN3sE&amp;src=bisnis_invite" style="display:block;text-align:center;background:#00a35e;color:#fff;font-weight:bold;padding:14px;border-radius:24px;text-decoration:none;">Terima Undangan</a>
<p style="margin:18px 0 0;font-size:13px;color:#777;">Undangan ini berlaku 14 hari.</p></td></tr>
<tr><td style="padding:18px 28px;background:#fafafa;font-size:11px;color:#999;">
<a href="https://ct.melaju.id/ls/click?upn=u001.aGVscA-3D&amp;src=footer" style="color:#999;">Bantuan</a> &middot; <a href="https://ct.melaju.id/ls/click?upn=u001.cHJpdmFzaQ-3D&amp;src=footer" style="color:#999;">Kebijakan Privasi</a><br>PT Melaju Karya Anak Bangsa, Jl. Kemang Raya No. 21, Jakarta 12730</td></tr>
</table></td></tr></table>`,
  },
  {
    family: "melaju-bisnis",
    group: "regional",
    lang: "en",
    kind: "monthly-statement",
    code: null,
    link: null,
    from: "Melaju Business <business-reports@melaju.id>",
    to: "Accounting Kori Amerta <accounting@koriamerta.com>",
    subject: "Your Melaju Business statement for September 2025",
    date: dt("2025-10-01 07:02:13", "+0700"),
    text: `Melaju Business - Monthly statement
Account: Kori Amerta Cottages (MB-7712)
Period: 1-30 September 2025

Trips: 38 (car 31, motorbike 7)
Total spend: IDR 6,914,500
Top route: Kori Amerta Cottages -> I Gusti Ngurah Rai Airport (DPS), 17 trips
Payment: Corporate card Mastercard •••• 2290

Download the CSV and tax invoice from the dashboard: https://bisnis.melaju.id/reports

Melaju Business · PT Melaju Karya Anak Bangsa, Jl. Kemang Raya No. 21, Jakarta 12730`,
    html: `<div style="font-family:'Helvetica Neue',Arial,sans-serif;max-width:560px;margin:auto;color:#222;">
<img src="https://assets.melaju.id/email/melaju-bisnis-logo.png" alt="Melaju Business" width="140" style="margin:18px 0;">
<h2 style="font-size:20px;margin:0 0 4px;">September 2025 statement</h2>
<p style="color:#777;margin:0 0 18px;font-size:13px;">Kori Amerta Cottages (MB-7712) &middot; 1&ndash;30 September 2025</p>
<table width="100%" cellpadding="10" cellspacing="0" style="font-size:14px;"><tr>
<td style="background:#eefaf4;text-align:center;"><div style="font-size:24px;font-weight:bold;">38</div><div style="font-size:12px;color:#555;">trips</div></td>
<td style="background:#eefaf4;text-align:center;"><div style="font-size:24px;font-weight:bold;">IDR 6,914,500</div><div style="font-size:12px;color:#555;">total spend</div></td></tr></table>
<p style="font-size:13px;">Car 31 &middot; Motorbike 7<br>Top route: Kori Amerta Cottages &rarr; I Gusti Ngurah Rai Airport (DPS), 17 trips<br>Payment: Mastercard &bull;&bull;&bull;&bull; 2290</p>
<p><a href="https://bisnis.melaju.id/reports" style="color:#00a35e;font-weight:bold;">Download CSV and tax invoice</a></p>
<p style="font-size:11px;color:#999;">PT Melaju Karya Anak Bangsa, Jl. Kemang Raya No. 21, Jakarta 12730</p></div>`,
  },
];

// ---------------------------------------------------------------- Selaras Seluler (phone operator)

const selarasMails: Mail[] = [
  {
    family: "selaras-seluler",
    group: "regional",
    lang: "id",
    kind: "bill",
    code: null,
    link: null,
    from: "Selaras Seluler <tagihan@selaras.co.id>",
    to: FO,
    subject: "Tagihan Selaras Pascabayar Korporat Periode September 2025",
    date: dt("2025-10-03 06:10:00", "+0700"),
    enc: "qp",
    text: `Pelanggan Yth. KORI AMERTA COTTAGES,

Tagihan Selaras Pascabayar Korporat Anda telah terbit.

No. Akun         : 1.88204719
Jumlah nomor     : 4 (0811-3940-xxxx)
Periode          : 01/09/2025 - 30/09/2025
Total tagihan    : Rp 1.187.400
Jatuh tempo      : 20/10/2025

Bayar melalui autodebet, virtual account, atau aplikasi MySelaras. Abaikan pesan ini jika sudah membayar.

Selaras Care 188 | selaras.co.id`,
    html:
      `<table width="100%" style="background:#fbeff2;font-family:Arial,sans-serif;"><tr><td align="center" style="padding:20px;">
<table width="580" cellpadding="0" cellspacing="0" style="background:#fff;">
<tr><td style="background:#c8102e;padding:16px 24px;color:#fff;font-size:18px;font-weight:bold;"><img src="https://www.selaras.co.id/mail/logo-w.png" alt="Selaras" height="28" style="vertical-align:middle;"> Tagihan Anda</td></tr>
<tr><td style="padding:22px 24px;font-size:14px;color:#333;">
<p>Pelanggan Yth. <b>KORI AMERTA COTTAGES</b>,</p><p>Tagihan Selaras Pascabayar Korporat Anda telah terbit.</p>
<table width="100%" cellpadding="7" cellspacing="0" style="font-size:13px;">
<tr><td style="border-bottom:1px solid #eee;">No. Akun</td><td style="border-bottom:1px solid #eee;" align="right">1.88204719</td></tr>
<tr><td style="border-bottom:1px solid #eee;">Jumlah nomor</td><td style="border-bottom:1px solid #eee;" align="right">4</td></tr>
<tr><td style="border-bottom:1px solid #eee;">Periode</td><td style="border-bottom:1px solid #eee;" align="right">01/09/2025 &ndash; 30/09/2025</td></tr>
<tr><td style="border-bottom:1px solid #eee;"><b>Total tagihan</b></td><td style="border-bottom:1px solid #eee;" align="right"><b style="color:#c8102e;font-size:18px;">Rp 1.187.400</b></td></tr>
<tr><td>Jatuh tempo</td><td align="right">20/10/2025</td></tr></table>
<p style="text-align:center;margin:22px 0;"><a href="https://my.selaras.co.id/tagihan?utm_source=email_bill" style="background:#c8102e;color:#fff;text-decoration:none;padding:11px 26px;border-radius:4px;">Bayar Sekarang</a></p>
<p style="font-size:12px;color:#888;">Abaikan pesan ini jika sudah membayar.</p></td></tr>
<tr><td style="padding:12px 24px;background:#f7f7f7;font-size:11px;color:#999;">Selaras Care 188 &middot; <a href="https://www.selaras.co.id" style="color:#999;">selaras.co.id</a> &middot; PT Selaras Seluler Indonesia, Jakarta</td></tr>
</table></td></tr></table>`,
  },
  {
    family: "selaras-seluler",
    group: "regional",
    lang: "id",
    kind: "otp-code",
    code: "6027",
    link: null,
    from: "MySelaras <noreply@my.selaras.co.id>",
    to: FO,
    subject: "Kode OTP MySelaras",
    date: dt("2025-10-03 09:31:47", "+0700"),
    text: `JANGAN BERIKAN KODE INI KE SIAPAPUN.

6027 adalah kode OTP untuk masuk ke MySelaras dengan email fo@koriamerta.com. Berlaku 3 menit.

Selaras Care 188`,
    html: `<div style="font-family:Arial,sans-serif;font-size:14px;color:#333;max-width:420px;padding:16px;">
<img src="https://www.selaras.co.id/mail/logo-red.png" alt="MySelaras" height="24">
<p style="font-weight:bold;color:#c8102e;margin-top:18px;">JANGAN BERIKAN KODE INI KE SIAPAPUN.</p>
<p><span style="font-size:28px;font-weight:bold;letter-spacing:8px;">6027</span><br>adalah kode OTP untuk masuk ke MySelaras dengan email fo@koriamerta.com. Berlaku 3 menit.</p>
<p style="font-size:11px;color:#999;">Selaras Care 188</p></div>`,
  },
];

// ---------------------------------------------------------------- Awan Lokal (web and mail hosting)

const awanFoot = `Awan Lokal Hosting · PT Awan Lokal Nusantara · Jl. Magelang KM 5, Sleman, DI Yogyakarta 55284
Support 24 jam: (0274) 288-1900 · https://www.awanlokal.id`;

const awanMails: Mail[] = [
  {
    family: "awanlokal-hosting",
    group: "regional",
    lang: "id",
    kind: "invoice",
    code: null,
    link: null,
    from: "Billing Awan Lokal <billing@awanlokal.id>",
    to: "Wayan Sudarsana <owner@koriamerta.com>",
    subject: "Invoice #AL-2025-0981226 - Perpanjangan domain koriamerta.com",
    date: dt("2025-09-07 02:00:08", "+0700"),
    text: `Yth. Wayan Sudarsana,

Invoice berikut telah dibuat untuk layanan Anda:

Invoice #AL-2025-0981226
Tanggal jatuh tempo: 21/09/2025

Perpanjangan domain koriamerta.com (1 tahun) .... Rp 189.000
Email Bisnis 10 akun (12 bulan) ................. Rp 1.080.000
PPN 11% ......................................... Rp 139.590
Total ........................................... Rp 1.408.590

Pembayaran dapat dilakukan melalui virtual account atau kartu kredit di client area.
Domain yang tidak diperpanjang sebelum 05/10/2025 akan masuk masa tenggang.

${awanFoot}`,
    html: null,
    attachment: [
      "Invoice-AL-2025-0981226.pdf",
      "application/pdf",
      pdf([
        "AWAN LOKAL HOSTING - INVOICE #AL-2025-0981226",
        "Wayan Sudarsana - Kori Amerta Cottages",
        "Domain koriamerta.com 1 th  Rp 189.000",
        "Email Bisnis 10 akun  Rp 1.080.000  PPN Rp 139.590  Total Rp 1.408.590",
      ]),
    ],
  },
  {
    family: "awanlokal-hosting",
    group: "regional",
    lang: "en",
    kind: "new-login-alert",
    code: null,
    link: null,
    from: "Awan Lokal Security <security@awanlokal.id>",
    to: "Wayan Sudarsana <owner@koriamerta.com>",
    subject: "New sign-in to your Awan Lokal client area",
    date: dt("2025-09-21 21:14:55", "+0700"),
    enc: "qp",
    text: `Hi Wayan,

Your Awan Lokal client area was accessed from a new device.

Time: 21 Sep 2025, 21:14 WIB
IP address: 114.122.38.207 (Denpasar, Indonesia)
Browser: Firefox 143 on macOS

If this was you, there's nothing to do. If not, reset your password now at https://my.awanlokal.id/password/reset and turn on two-step verification.

${awanFoot}`,
    html: `<div style="font-family:Lato,Arial,sans-serif;max-width:560px;margin:auto;font-size:14px;color:#30343b;">
<div style="padding:18px 0;"><img src="https://www.awanlokal.id/assets/img/logo-email.png" alt="Awan Lokal" height="30"></div>
<div style="border:1px solid #e1e5ea;border-radius:6px;padding:22px;">
<p>Hi Wayan,</p><p>Your Awan Lokal client area was accessed from a new device.</p>
<ul style="color:#555;"><li>Time: 21 Sep 2025, 21:14 WIB</li><li>IP address: 114.122.38.207 (Denpasar, Indonesia)</li><li>Browser: Firefox 143 on macOS</li></ul>
<p>If this was you, there&rsquo;s nothing to do. If not, <a href="https://my.awanlokal.id/password/reset" style="color:#1b74e4;">reset your password now</a> and turn on two-step verification.</p></div>
<p style="font-size:11px;color:#8b929c;">PT Awan Lokal Nusantara &middot; Jl. Magelang KM 5, Sleman, DI Yogyakarta 55284 &middot; Support 24 jam: (0274) 288-1900</p></div>`,
  },
  {
    family: "awanlokal-hosting",
    group: "regional",
    lang: "id",
    kind: "confirm-change",
    code: null,
    link: "https://my.awanlokal.id/index.php?rp=/account/email/verify/9f1d7c03e58b46a2a0c6e91b47d2f385",
    from: "Awan Lokal <noreply@awanlokal.id>",
    to: "Accounting Kori Amerta <accounting@koriamerta.com>",
    subject: "Konfirmasi perubahan alamat email akun Awan Lokal",
    date: dt("2025-09-22 08:26:10", "+0700"),
    enc: "qp",
    text: `Halo,

Kami menerima permintaan untuk mengubah alamat email akun Awan Lokal milik Wayan Sudarsana menjadi accounting@koriamerta.com.

Untuk menyelesaikan perubahan, klik tautan konfirmasi berikut:
https://my.awanlokal.id/index.php?rp=/account/email/verify/9f1d7c03e58b46a2a0c6e91b47d2f385

Sampai dikonfirmasi, semua pemberitahuan tetap dikirim ke alamat lama. Tautan berlaku 24 jam.

${awanFoot}`,
    html: `<div style="font-family:Lato,Arial,sans-serif;max-width:560px;margin:auto;font-size:14px;color:#30343b;">
<div style="padding:18px 0;"><img src="https://www.awanlokal.id/assets/img/logo-email.png" alt="Awan Lokal" height="30"></div>
<div style="border:1px solid #e1e5ea;border-radius:6px;padding:22px;">
<p>Halo,</p>
<p>Kami menerima permintaan untuk mengubah alamat email akun Awan Lokal milik Wayan Sudarsana menjadi <b>accounting@koriamerta.com</b>.</p>
<p style="margin:22px 0;"><a href="https://my.awanlokal.id/index.php?rp=/account/email/verify/9f1d7c03e58b46a2a0c6e91b47d2f385" style="background:#1b74e4;color:#fff;padding:10px 20px;border-radius:4px;text-decoration:none;">Konfirmasi Email Baru</a></p>
<p style="font-size:12px;color:#666;">Sampai dikonfirmasi, semua pemberitahuan tetap dikirim ke alamat lama. Tautan berlaku 24 jam.</p></div>
<p style="font-size:11px;color:#8b929c;">PT Awan Lokal Nusantara &middot; Jl. Magelang KM 5, Sleman, DI Yogyakarta 55284 &middot; Support 24 jam: (0274) 288-1900</p></div>`,
  },
];

// ---------------------------------------------------------------- guests writing directly

const guestMails: Mail[] = [
  {
    family: "kori-amerta-guest-mail",
    group: "negative",
    lang: "ja",
    kind: "guest-message",
    code: null,
    link: null,
    from: "佐藤 美咲 <misaki.sato.0712@docomo-mail.example.jp>",
    to: RES,
    subject: "9月20日からの予約について（空港送迎のお願い）",
    date: dt("2025-09-08 22:41:03", "+0900"),
    enc: "b64",
    text: `Kori Amerta Cottages ご担当者様

はじめてご連絡いたします。9月20日から3泊で予約している佐藤と申します（予約番号 4187730921）。

到着便はガルーダではなくシンガポール経由で、9月20日 16:40 デンパサール着の予定です。
空港からホテルまでの送迎をお願いすることは可能でしょうか。料金も教えていただけると助かります。

また、母が70歳のため、できれば階段の少ないお部屋を希望いたします。

どうぞよろしくお願いいたします。

佐藤 美咲
携帯：+81 90-4418-2270`,
    html: null,
  },
  {
    family: "kori-amerta-guest-mail",
    group: "negative",
    lang: "zh",
    kind: "guest-message",
    code: null,
    link: null,
    from: "Chen Jiaxin <chenjiaxin.travel@mail-box.example.cn>",
    to: RES,
    subject: "蜜月布置和饮食要求",
    date: dt("2025-09-25 13:17:40", "+0800"),
    enc: "b64",
    text: `您好！

我们是10月6日入住的陈佳欣和刘洋，订单号 KMK-25091904112，一共住4晚泳池别墅。

这次是我们的蜜月旅行，请问可以帮忙做一下床上的花瓣布置吗？如果需要额外付费也没问题。

另外我先生对花生和虾过敏，早餐和晚餐请务必注意。

我们大概下午3点左右从乌布市中心坐车过来。谢谢！

陈佳欣
微信：chenjx_0606`,
    html:
      `<div style="font-family:'PingFang SC','Microsoft YaHei',sans-serif;font-size:14px;">您好！<br><br>我们是10月6日入住的陈佳欣和刘洋，订单号 KMK-25091904112，一共住4晚泳池别墅。<br><br>这次是我们的蜜月旅行，请问可以帮忙做一下床上的花瓣布置吗？如果需要额外付费也没问题。<br><br>另外我先生对<b>花生和虾过敏</b>，早餐和晚餐请务必注意。<br><br>我们大概下午3点左右从乌布市中心坐车过来。谢谢！<br><br>陈佳欣<br>微信：chenjx_0606<br><br><div style="color:#999;font-size:12px;">发自我的手机</div></div>`,
  },
  {
    family: "kori-amerta-guest-mail",
    group: "negative",
    lang: "ru",
    kind: "guest-message",
    code: null,
    link: null,
    from: "Ольга Смирнова <olga.smirnova84@pochta.example.ru>",
    to: RES,
    subject: "Ранний заезд 14 сентября",
    date: dt("2025-09-10 11:02:29", "+0300"),
    enc: "8bit",
    text: `Здравствуйте!

У нас бронь на 14–17 сентября (Deluxe Garden Bungalow, 2 взрослых, номер брони 4188102537). Наш рейс прилетает в 05:50 утра, поэтому хотели бы узнать, возможен ли ранний заезд и сколько он стоит.

Также подскажите, пожалуйста, можно ли через вас заказать трансфер на Гили Траванган на 17 сентября? Нас двое.

Спасибо!
Ольга Смирнова
+7 916 408-33-17 (WhatsApp)`,
    html: null,
  },
  {
    family: "kori-amerta-guest-mail",
    group: "negative",
    lang: "de",
    kind: "guest-message",
    code: null,
    link: null,
    from: "Jonas Fischer <jonas.fischer@posteo.example.de>",
    to: FO,
    subject: "Rechnung auf Firmennamen – Aufenthalt 27.–30.09.",
    date: dt("2025-10-01 09:55:12", "+0200"),
    enc: "qp",
    text: `Hallo liebes Team vom Kori Amerta,

vielen Dank für die wunderschönen Tage bei Ihnen!

Für meine Spesenabrechnung bräuchte ich noch eine Rechnung auf unseren Firmennamen:

Lichtwerk Planungsgesellschaft mbH
z. Hd. Jonas Fischer
Hansaring 61
50670 Köln
USt-IdNr. DE318402771

Es geht um den Aufenthalt vom 27.09. bis 30.09.2025, Zimmer 7, bezahlt mit Visa-Karte (endet auf 4471), insgesamt IDR 5.460.000.

Ein PDF per E-Mail genügt völlig.

Viele Grüße aus Köln
Jonas Fischer`,
    html: null,
  },
  {
    family: "kori-amerta-guest-mail",
    group: "negative",
    lang: "en",
    kind: "guest-message",
    code: null,
    link: null,
    from: "Daniel Kowalczyk <dan.kowalczyk@bigpond.example.com.au>",
    to: FO,
    subject: "Left my sunnies in bungalow 4",
    date: dt("2025-09-22 19:36:44", "+1000"),
    text: `G'day team,

Just got home to Brisbane - thanks heaps for a ripper stay, the breakfast by the rice paddies was unreal.

Bit embarrassing but I reckon I left my sunnies in bungalow 4, probably in the drawer by the bed. They're black Ray-Bans in a brown case. If you find them, could you hang onto them? My mate Tom (Tom Reilly) is checking in with you on 3 Oct and can bring them back for me.

Happy to chip in for any trouble.

Cheers,
Dan
0412 558 903`,
    html: null,
  },
];

// ---------------------------------------------------------------- website contact form

function webform(lang: string, name: string, mail: string, arrival: string, message: string): string {
  return `<table cellpadding="6" cellspacing="0" border="1" style="border-collapse:collapse;font-family:Arial,sans-serif;font-size:13px;border-color:#ccc;">
<tr><td colspan="2" style="background:#5b4636;color:#fff;font-weight:bold;">Kori Amerta Cottages &ndash; Contact form</td></tr>
<tr><td style="background:#f5f1ec;">Name</td><td>${name}</td></tr>
<tr><td style="background:#f5f1ec;">Email</td><td><a href="mailto:${mail}">${mail}</a></td></tr>
<tr><td style="background:#f5f1ec;">Arrival date</td><td>${arrival}</td></tr>
<tr><td style="background:#f5f1ec;">Language</td><td>${lang}</td></tr>
<tr><td style="background:#f5f1ec;" valign="top">Message</td><td>${message.replace(/\n/g, "<br>")}</td></tr>
</table>
<p style="font-family:Arial,sans-serif;font-size:11px;color:#999;">Sent from https://www.koriamerta.com/contact &middot; WPForms</p>`;
}

const webformMails: Mail[] = (
  [
    [
      "fr",
      "Claire Dubois",
      "claire.dubois@orange.example.fr",
      "12/10/2025",
      "Bonjour,\nNous sommes une famille de 4 (deux enfants de 6 et 9 ans) et souhaiterions réserver 5 nuits à partir du 12 octobre. Avez-vous une villa familiale avec lit supplémentaire ? Quel serait le tarif avec petit-déjeuner ?\nMerci d'avance,\nClaire",
      "2025-09-03 07:21:18",
    ],
    [
      "nl",
      "Sanne de Vries",
      "sanne.devries@ziggo.example.nl",
      "02/11/2025",
      "Hoi,\nIk kom in november met een vriendin en we willen graag een Balinese kookles en een yogales bij jullie doen. Kunnen we die vooraf reserveren? En kunnen we bij jullie contant betalen in euro's of alleen in roepia?\nGroetjes, Sanne",
      "2025-09-19 20:48:33",
    ],
    [
      "it",
      "Marco Bellini",
      "marco.bellini@libero.example.it",
      "25/10/2025",
      "Buongiorno,\nvorrei sapere se per il 25 ottobre avete ancora disponibile una Pool Villa per 3 notti e se è possibile organizzare una cena privata in giardino la seconda sera (anniversario di matrimonio). Potete mandarmi anche il prezzo del trasferimento dall'aeroporto?\nGrazie mille,\nMarco",
      "2025-09-30 18:12:09",
    ],
    [
      "ko",
      "박지훈",
      "jihoon.park@naver.example.kr",
      "2025-10-18",
      "안녕하세요. 10월 18일부터 2박 예정인 박지훈입니다.\n우붓 왕궁 근처에서 저녁을 먹고 늦게 돌아갈 것 같은데, 체크인을 밤 11시 이후에 해도 괜찮을까요?\n그리고 숙소에서 짐 보관이 가능한지도 궁금합니다. 감사합니다.",
      "2025-10-02 14:05:51",
    ],
  ] as const
).map(([lang, name, mail, arrival, message, when]): Mail => ({
  family: "kori-amerta-webform",
  group: "negative",
  lang,
  kind: "contact-form",
  code: null,
  link: null,
  from: `Kori Amerta Website <wordpress@koriamerta.com>`,
  to: RES,
  subject: `New contact form message from ${name}`,
  date: dt(when),
  enc: lang === "ko" ? "b64" : "qp",
  headers: [["Reply-To", `${mail}`]],
  text: `Name: ${name}
Email: ${mail}
Arrival date: ${arrival}
Language: ${lang}

Message:
${message}

---
Sent from https://www.koriamerta.com/contact`,
  html: webform(lang, name, mail, arrival, message),
}));

// ---------------------------------------------------------------- Qianli Lvxing (Chinese OTA)

const qianliMails: Mail[] = [
  {
    family: "qianli-lvxing",
    group: "consumer",
    lang: "zh",
    kind: "new-booking",
    code: null,
    link: null,
    from: "千里旅行 酒店合作 <hotel-noreply@qianlitrip.example.cn>",
    to: RES,
    subject: "【千里旅行】新订单通知 订单号 QL88204173365",
    date: dt("2025-09-27 15:22:08"),
    enc: "b64",
    text: `尊敬的 Kori Amerta Cottages 合作伙伴：

您有一张新订单，请及时处理。

订单号：QL88204173365
客人姓名：WANG/HAOYU、ZHAO/LIN
房型：泳池别墅一卧室（含双早）
入住：2025-10-09
离店：2025-10-12（3晚）
结算价：IDR 10,650,000（预付，月结）
特殊要求：尽量安排高楼层 / 大床

如需修改或无法确认，请在30分钟内登录 eBooking 系统处理。
千里旅行 酒店合作部 客服热线：+86 20 3912 6600`,
    html: `<div style="font-family:'Microsoft YaHei',Arial,sans-serif;font-size:14px;color:#333;max-width:600px;">
<div style="background:#1565c0;color:#fff;padding:12px 16px;"><img src="https://img.qianlitrip.example.cn/ebk/mail_logo.png" alt="千里旅行" height="26" style="vertical-align:middle;"> eBooking 新订单通知</div>
<div style="padding:16px;border:1px solid #cfd8e3;border-top:0;">
<p>尊敬的 Kori Amerta Cottages 合作伙伴：</p><p>您有一张新订单，请及时处理。</p>
<table cellpadding="6" cellspacing="0" border="1" style="border-collapse:collapse;border-color:#cfd8e3;font-size:13px;width:100%;">
<tr><td bgcolor="#f0f4f9" width="30%">订单号</td><td>QL88204173365</td></tr>
<tr><td bgcolor="#f0f4f9">客人姓名</td><td>WANG/HAOYU、ZHAO/LIN</td></tr>
<tr><td bgcolor="#f0f4f9">房型</td><td>泳池别墅一卧室（含双早）</td></tr>
<tr><td bgcolor="#f0f4f9">入住 / 离店</td><td>2025-10-09 / 2025-10-12（3晚）</td></tr>
<tr><td bgcolor="#f0f4f9">结算价</td><td>IDR 10,650,000（预付，月结）</td></tr>
<tr><td bgcolor="#f0f4f9">特殊要求</td><td>尽量安排高楼层 / 大床</td></tr></table>
<p>如需修改或无法确认，请在30分钟内登录 <a href="https://ebk.qianlitrip.example.cn/order/QL88204173365">eBooking 系统</a>处理。</p>
<p style="font-size:12px;color:#888;">千里旅行 酒店合作部 &middot; 客服热线：+86 20 3912 6600</p></div></div>`,
  },
  {
    family: "qianli-lvxing",
    group: "consumer",
    lang: "zh",
    kind: "login-code",
    code: "362815",
    link: null,
    from: "千里旅行 eBooking <security@qianlitrip.example.cn>",
    to: RES,
    subject: "【千里旅行】eBooking 登录验证码",
    date: dt("2025-09-27 15:40:51"),
    enc: "b64",
    text:
      `【千里旅行】您正在登录 eBooking 酒店后台，验证码：362815，10分钟内有效。请勿将验证码告知他人。如非本人操作，请忽略本邮件。`,
    html:
      `<div style="font-family:'Microsoft YaHei',Arial,sans-serif;font-size:14px;color:#333;max-width:520px;padding:20px;border:1px solid #e3e8ef;">
<p style="color:#1565c0;font-weight:bold;">千里旅行 eBooking</p>
<p>您正在登录 eBooking 酒店后台，验证码：</p>
<p style="font-size:28px;font-weight:bold;color:#ff6600;letter-spacing:5px;">362815</p>
<p style="font-size:12px;color:#888;">10分钟内有效。请勿将验证码告知他人。如非本人操作，请忽略本邮件。</p></div>`,
  },
];

// ---------------------------------------------------------------- Ostrovtur (Russian tour operator)

const ostrovturMails: Mail[] = [
  {
    family: "ostrovtur",
    group: "consumer",
    lang: "ru",
    kind: "booking-request",
    code: null,
    link: null,
    from: "Островтур – отдел бронирования <booking@ostrovtur.example.ru>",
    to: RES,
    subject: "Заявка OT-2025-11408 на размещение, 24.10–02.11",
    date: dt("2025-09-29 12:48:05", "+0300"),
    enc: "b64",
    text: `Добрый день, коллеги!

Просим подтвердить размещение по заявке OT-2025-11408:

Гости: KUZNETSOV ANDREY, KUZNETSOVA MARINA
Даты: 24.10.2025 – 02.11.2025 (9 ночей)
Категория: Pool Villa One Bedroom, завтраки
Тариф: по контракту 2025/26, IDR 1 480 000 за ночь
Трансфер: прилёт 24.10 рейсом в 14:25, встреча в аэропорту силами отеля

Подтверждение просим выслать ответным письмом с указанием номера брони отеля.

С уважением,
Анастасия Орлова
Отдел бронирования «Островтур»
+7 495 640-21-18, доб. 214`,
    html: null,
  },
  {
    family: "ostrovtur",
    group: "consumer",
    lang: "ru",
    kind: "verify-email",
    code: null,
    link: "https://partner.ostrovtur.example.ru/hotel/confirm-email?uid=5581&key=7b2f0e91c4d8a36e",
    from: "Островтур Партнёр <no-reply@partner.ostrovtur.example.ru>",
    to: RES,
    subject: "Подтвердите адрес электронной почты",
    date: dt("2025-08-18 10:15:33", "+0300"),
    enc: "b64",
    text: `Здравствуйте!

Вы зарегистрировали отель Kori Amerta Cottages в партнёрском кабинете «Островтур».

Чтобы подтвердить адрес электронной почты и получить доступ к квотам и заявкам, перейдите по ссылке:
https://partner.ostrovtur.example.ru/hotel/confirm-email?uid=5581&key=7b2f0e91c4d8a36e

Ссылка действительна 48 часов. Если вы не регистрировались, просто проигнорируйте это письмо.

Команда «Островтур»
Москва, ул. Садовая-Кудринская, 25`,
    html: `<div style="font-family:Arial,sans-serif;font-size:14px;color:#222;max-width:560px;">
<div style="background:#0f7c86;padding:14px 18px;color:#fff;font-size:17px;font-weight:bold;">Островтур &middot; Партнёрский кабинет</div>
<div style="padding:18px;border:1px solid #d3e6e8;border-top:0;">
<p>Здравствуйте!</p>
<p>Вы зарегистрировали отель <b>Kori Amerta Cottages</b> в партнёрском кабинете &laquo;Островтур&raquo;.</p>
<p>Чтобы подтвердить адрес электронной почты и получить доступ к квотам и заявкам, нажмите кнопку:</p>
<p style="margin:22px 0;"><a href="https://partner.ostrovtur.example.ru/hotel/confirm-email?uid=5581&amp;key=7b2f0e91c4d8a36e" style="background:#f28c28;color:#fff;padding:11px 22px;text-decoration:none;border-radius:3px;">Подтвердить e-mail</a></p>
<p style="font-size:12px;color:#777;">Ссылка действительна 48 часов. Если вы не регистрировались, просто проигнорируйте это письмо.</p>
<p style="font-size:11px;color:#999;">Команда &laquo;Островтур&raquo; &middot; Москва, ул. Садовая-Кудринская, 25 &middot; <a href="https://ostrovtur.example.ru/privacy" style="color:#999;">Политика конфиденциальности</a></p></div></div>`,
  },
];

// ---------------------------------------------------------------- Sonnenpfad Reisen (German tour operator)

const sonnenpfadMails: Mail[] = [
  {
    family: "sonnenpfad-reisen",
    group: "consumer",
    lang: "de",
    kind: "invite-link",
    code: null,
    link: "https://hotelpartner.sonnenpfad-reisen.example.de/einladung/annehmen/HP-3318-b07e9c2a5d14",
    from: "Sonnenpfad Reisen Hotelpartner <hotelpartner@sonnenpfad-reisen.example.de>",
    to: RES,
    subject: "Einladung zum Sonnenpfad Hotelpartner-Portal",
    date: dt("2025-08-11 09:30:00", "+0200"),
    enc: "qp",
    text: `Sehr geehrte Damen und Herren,

ab der Wintersaison 2025/26 wickeln wir Zimmerkontingente, Rooming-Listen und Stopp-Sales ausschließlich über unser Hotelpartner-Portal ab.

Für Kori Amerta Cottages (Partner-Nr. HP-3318) wurde ein Zugang angelegt. Bitte nehmen Sie die Einladung an und vergeben Sie ein Passwort:

https://hotelpartner.sonnenpfad-reisen.example.de/einladung/annehmen/HP-3318-b07e9c2a5d14

Die Einladung ist 14 Tage gültig. Bei Fragen erreichen Sie unser Einkaufsteam Asien unter +49 89 2154 770-30.

Mit freundlichen Grüßen
Sonnenpfad Reisen GmbH · Einkauf Asien
Leopoldstraße 148, 80804 München · Amtsgericht München HRB 201847`,
    html:
      `<table width="100%" cellpadding="0" cellspacing="0" style="background:#faf6ee;"><tr><td align="center" style="padding:20px;">
<table width="600" cellpadding="0" cellspacing="0" style="background:#fff;font-family:Arial,Helvetica,sans-serif;font-size:14px;color:#333;line-height:21px;">
<tr><td style="padding:18px 26px;border-bottom:3px solid #f0a500;"><img src="https://hotelpartner.sonnenpfad-reisen.example.de/img/sonnenpfad-logo.png" alt="Sonnenpfad Reisen" width="170"></td></tr>
<tr><td style="padding:24px 26px;">
<p>Sehr geehrte Damen und Herren,</p>
<p>ab der Wintersaison 2025/26 wickeln wir Zimmerkontingente, Rooming-Listen und Stopp-Sales ausschlie&szlig;lich &uuml;ber unser Hotelpartner-Portal ab.</p>
<p>F&uuml;r <b>Kori Amerta Cottages</b> (Partner-Nr. HP-3318) wurde ein Zugang angelegt. Bitte nehmen Sie die Einladung an und vergeben Sie ein Passwort.</p>
<p style="margin:24px 0;"><a href="https://hotelpartner.sonnenpfad-reisen.example.de/einladung/annehmen/HP-3318-b07e9c2a5d14" style="background:#f0a500;color:#fff;padding:12px 24px;text-decoration:none;font-weight:bold;">Einladung annehmen</a></p>
<p style="font-size:12px;color:#777;">Die Einladung ist 14 Tage g&uuml;ltig. Bei Fragen erreichen Sie unser Einkaufsteam Asien unter +49 89 2154 770-30.</p></td></tr>
<tr><td style="padding:14px 26px;background:#f4efe6;font-size:11px;color:#888;">Sonnenpfad Reisen GmbH &middot; Einkauf Asien &middot; Leopoldstra&szlig;e 148, 80804 M&uuml;nchen<br>Amtsgericht M&uuml;nchen HRB 201847 &middot; <a href="https://sonnenpfad-reisen.example.de/datenschutz" style="color:#888;">Datenschutz</a> &middot; <a href="https://sonnenpfad-reisen.example.de/impressum" style="color:#888;">Impressum</a></td></tr>
</table></td></tr></table>`,
  },
  {
    family: "sonnenpfad-reisen",
    group: "consumer",
    lang: "de",
    kind: "rooming-list",
    code: null,
    link: null,
    from: "Sonnenpfad Reisen Hotelpartner <hotelpartner@sonnenpfad-reisen.example.de>",
    to: RES,
    subject: "Rooming-Liste KW 40 – Kori Amerta Cottages (HP-3318)",
    date: dt("2025-09-26 07:12:19", "+0200"),
    enc: "qp",
    text: `Rooming-Liste Kalenderwoche 40
Hotel: Kori Amerta Cottages (HP-3318)
Erstellt: 26.09.2025, 07:12 Uhr

Vorgang 7730411 | FISCHER, JONAS / FISCHER, LENA | DZ Garden Bungalow, Frühstück | 27.09.–30.09.2025 | 3 N
Vorgang 7730588 | BRANDT, HEIKE | EZ Garden Bungalow, Frühstück | 27.09.–01.10.2025 | 4 N
Vorgang 7731002 | WEBER, KLAUS / WEBER, INGRID | Pool Villa, Halbpension | 02.10.–06.10.2025 | 4 N

Änderungen gegenüber der letzten Liste: Vorgang 7730588 neu.
Abrechnung wie vereinbart über Voucher, Zahlung 30 Tage nach Abreise.

Sonnenpfad Reisen GmbH · Einkauf Asien · +49 89 2154 770-30`,
    html: null,
  },
];

export const mails: Mail[] = [
  ...nusastayMails,
  ...kamarkuMails,
  ...roomrelayMails,
  ...frontdeskaMails,
  ...bayarinMails,
  ...bankSegaraMails,
  ...fakturinMails,
  ...bapendaMails,
  ...levyMails,
  ...laundryMails,
  ...linenMails,
  ...samudraMails,
  ...melajuMails,
  ...selarasMails,
  ...awanMails,
  ...guestMails,
  ...webformMails,
  ...qianliMails,
  ...ostrovturMails,
  ...sonnenpfadMails,
];
