/**
 * Two months of the inbox of a woman who runs a small online clothing shop (Mây Chiều Studio) from
 * Ho Chi Minh City and sells into Thailand and Cambodia: her shop platform, payment gateway, seller
 * centres, suppliers, couriers, warehouse, bank, e-invoice, ads, design, hosting, accounting and tax mail.
 * @module
 */

import type { Mail } from "../holdout_kit.ts";

const TO = "Trần Thảo Linh <linh@maychieu.vn>";
const DAYS = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"];
const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/** An RFC 2822 date for `ymd` ("2025-09-03") at `hms`, in zone `tz`. */
function dt(ymd: string, hms: string, tz = "+0700"): string {
  const [y, m, d] = ymd.split("-").map(Number) as [number, number, number];
  const wd = new Date(Date.UTC(y, m - 1, d)).getUTCDay();
  return `${DAYS[wd]}, ${String(d).padStart(2, "0")} ${MONTHS[m - 1]} ${y} ${hms} ${tz}`;
}

function doc(body: string, lang = "en", title = ""): string {
  return `<!DOCTYPE html>
<html lang="${lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title}</title>
</head>
${body}
</html>`;
}

function preheader(s: string): string {
  return `<div style="display:none;max-height:0;overflow:hidden;mso-hide:all;font-size:1px;color:#ffffff;line-height:1px;">${s}&#847; &zwnj; &#847; &zwnj; &#847; &zwnj;</div>`;
}

// ------------------------------------------------------------------ TiemSo (shop platform)

function tiemso(inner: string, pre: string, lang: string): string {
  return doc(
    `<body style="margin:0;padding:0;background:#f3f4f6;">
${preheader(pre)}
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="background:#f3f4f6;">
<tr><td align="center" style="padding:28px 12px;">
  <table role="presentation" width="580" cellpadding="0" cellspacing="0" border="0" style="background:#ffffff;border-radius:10px;font-family:'Be Vietnam Pro',Arial,sans-serif;color:#1f2937;">
    <tr><td style="padding:22px 32px;border-bottom:1px solid #e5e7eb;">
      <a href="https://tiemso.vn/?utm_source=email&amp;utm_medium=sys"><img src="https://cdn.tiemso.vn/mail/logo-2x.png" width="108" height="28" alt="TiemSo" style="border:0;display:block;"></a>
    </td></tr>
    <tr><td style="padding:28px 32px;font-size:15px;line-height:23px;">
${inner}
    </td></tr>
    <tr><td style="padding:18px 32px;background:#f9fafb;border-radius:0 0 10px 10px;font-size:12px;line-height:18px;color:#6b7280;">
      ${
      lang === "vi"
        ? "Công ty TNHH Tiệm Số Việt Nam · Tầng 9, 180 Cao Thắng, P. 12, Q. 10, TP. Hồ Chí Minh · Hotline 1900 6088"
        : "TiemSo Vietnam Co., Ltd · 9th Floor, 180 Cao Thang St, Ward 12, District 10, Ho Chi Minh City · Hotline 1900 6088"
    }<br>
      <a href="https://help.tiemso.vn" style="color:#6b7280;">${
      lang === "vi" ? "Trung tâm hỗ trợ" : "Help centre"
    }</a> ·
      <a href="https://tiemso.vn/chinh-sach-bao-mat" style="color:#6b7280;">${
      lang === "vi" ? "Bảo mật" : "Privacy"
    }</a> ·
      <a href="https://www.facebook.com/tiemso.vn" style="color:#6b7280;">Facebook</a><br>
      © 2025 TiemSo
    </td></tr>
  </table>
</td></tr>
</table>
</body>`,
    lang,
  );
}

// ------------------------------------------------------------------ PayLua (payment gateway)

function paylua(inner: string, pre: string, lang: string): string {
  return doc(
    `<body style="margin:0;background:#fff7ed;">
${preheader(pre)}
<center>
<table width="600" cellpadding="0" cellspacing="0" style="font-family:Helvetica,Arial,sans-serif;">
  <tr><td height="24"></td></tr>
  <tr><td style="background:#c2410c;padding:16px 28px;border-radius:8px 8px 0 0;">
    <img src="https://static.paylua.vn/email/paylua-white.png" alt="PayLua" width="96" style="display:block;">
  </td></tr>
  <tr><td style="background:#ffffff;padding:30px 28px;font-size:14px;line-height:22px;color:#292524;">
${inner}
  </td></tr>
  <tr><td style="padding:20px 28px;font-size:11px;line-height:17px;color:#78716c;text-align:center;">
    ${
      lang === "vi"
        ? "Công ty Cổ phần Cổng Thanh toán Lửa · Giấy phép trung gian thanh toán số 41/GP-NHNN · 25 Nguyễn Thị Minh Khai, Q. 1, TP.HCM"
        : "Lua Payment Gateway JSC · Payment intermediary licence 41/GP-NHNN · 25 Nguyen Thi Minh Khai, District 1, HCMC"
    }<br>
    Hotline: 028 7300 5588 · <a href="https://paylua.vn/lien-he" style="color:#c2410c;">${
      lang === "vi" ? "Liên hệ" : "Contact"
    }</a> · <a href="https://paylua.vn/dieu-khoan" style="color:#c2410c;">${lang === "vi" ? "Điều khoản" : "Terms"}</a>
  </td></tr>
</table>
</center>
</body>`,
    lang,
  );
}

export const mails: Mail[] = [
  // ---------------------------------------------------------------- TiemSo
  {
    family: "tiemso",
    group: "regional",
    lang: "vi",
    kind: "order-new",
    code: null,
    link: null,
    from: "TiemSo <thongbao@tiemso.vn>",
    to: TO,
    subject: "[Mây Chiều Studio] Đơn hàng mới #MC10482 — 1.245.000₫",
    date: dt("2025-09-02", "08:41:17"),
    enc: "qp",
    text: `Chào Mây Chiều Studio,

Bạn vừa có đơn hàng mới trên cửa hàng maychieu.vn.

Mã đơn hàng: #MC10482
Thời gian đặt: 02/09/2025 08:40
Khách hàng: Phạm Ngọc Hân — 0903 ••• 217
Giao đến: 14/6 Trần Quang Diệu, P. 14, Q. 3, TP. Hồ Chí Minh

- Đầm suông linen Hoàng Hôn, size M, màu be × 1 — 590.000₫
- Áo sơ mi tay phồng Mây, size S, trắng × 1 — 425.000₫
- Chân váy xếp ly dáng dài, size M × 1 — 380.000₫
Tạm tính: 1.395.000₫
Giảm giá (MAYCHIEU150): -150.000₫
Phí vận chuyển: 0₫
Tổng cộng: 1.245.000₫
Thanh toán: Thu hộ (COD)

Xem và xử lý đơn: https://admin.tiemso.vn/maychieu/orders/10482

TiemSo — Nền tảng bán hàng đa kênh
Hotline 1900 6088 · help.tiemso.vn
`,
    html: tiemso(
      `<p style="margin:0 0 6px;font-size:13px;color:#6b7280;">Đơn hàng mới</p>
<h1 style="margin:0 0 18px;font-size:22px;">#MC10482 · 1.245.000₫</h1>
<table width="100%" cellpadding="0" cellspacing="0" style="font-size:14px;">
  <tr><td style="color:#6b7280;padding:3px 0;">Thời gian đặt</td><td align="right">02/09/2025 08:40</td></tr>
  <tr><td style="color:#6b7280;padding:3px 0;">Khách hàng</td><td align="right">Phạm Ngọc Hân · 0903 ••• 217</td></tr>
  <tr><td style="color:#6b7280;padding:3px 0;">Thanh toán</td><td align="right">Thu hộ (COD)</td></tr>
</table>
<table width="100%" cellpadding="0" cellspacing="0" style="margin-top:18px;border-top:1px solid #e5e7eb;font-size:14px;">
  <tr><td style="padding:10px 0;"><img src="https://cdn.tiemso.vn/p/maychieu/hoang-hon-be.jpg" width="48" height="60" alt="Đầm suông linen Hoàng Hôn" style="vertical-align:middle;border-radius:4px;"> Đầm suông linen Hoàng Hôn · M · be × 1</td><td align="right">590.000₫</td></tr>
  <tr><td style="padding:10px 0;"><img src="https://cdn.tiemso.vn/p/maychieu/may-trang.jpg" width="48" height="60" alt="Áo sơ mi tay phồng Mây" style="vertical-align:middle;border-radius:4px;"> Áo sơ mi tay phồng Mây · S · trắng × 1</td><td align="right">425.000₫</td></tr>
  <tr><td style="padding:10px 0;"><img src="https://cdn.tiemso.vn/p/maychieu/xep-ly.jpg" width="48" height="60" alt="Chân váy xếp ly" style="vertical-align:middle;border-radius:4px;"> Chân váy xếp ly dáng dài · M × 1</td><td align="right">380.000₫</td></tr>
  <tr><td style="padding:4px 0;border-top:1px solid #e5e7eb;color:#6b7280;">Giảm giá (MAYCHIEU150)</td><td align="right" style="border-top:1px solid #e5e7eb;">-150.000₫</td></tr>
  <tr><td style="padding:4px 0;color:#6b7280;">Phí vận chuyển</td><td align="right">0₫</td></tr>
  <tr><td style="padding:4px 0;font-weight:bold;">Tổng cộng</td><td align="right" style="font-weight:bold;">1.245.000₫</td></tr>
</table>
<p style="margin:18px 0 4px;color:#6b7280;font-size:13px;">Giao đến: 14/6 Trần Quang Diệu, P. 14, Q. 3, TP. Hồ Chí Minh</p>
<table cellpadding="0" cellspacing="0" style="margin-top:20px;"><tr><td style="background:#111827;border-radius:6px;">
  <a href="https://admin.tiemso.vn/maychieu/orders/10482?utm_source=email&amp;utm_campaign=order_new" style="display:inline-block;padding:11px 22px;color:#ffffff;text-decoration:none;font-weight:bold;">Xử lý đơn hàng</a>
</td></tr></table>`,
      "Phạm Ngọc Hân vừa đặt 3 sản phẩm, thanh toán khi nhận hàng.",
      "vi",
    ),
  },
  {
    family: "tiemso",
    group: "regional",
    lang: "en",
    kind: "login-code",
    code: "583204",
    link: null,
    from: "TiemSo Security <security@tiemso.vn>",
    to: TO,
    subject: "583204 is your TiemSo admin sign-in code",
    date: dt("2025-09-09", "22:03:48"),
    text: `Hi Linh,

Someone (hopefully you) is signing in to the admin of maychieu.vn from a new browser.

Sign-in code: 583204

Browser: Chrome 128 on Windows
Location: Bien Hoa, Dong Nai, Vietnam (IP 113.161.xx.xx)
Time: 09 Sep 2025, 22:03 (GMT+7)

The code expires in 10 minutes. Never share it with anyone, including TiemSo staff.

If you did not try to sign in, change your password at https://admin.tiemso.vn/account/security and contact us on 1900 6088.

TiemSo Security Team
`,
    html: tiemso(
      `<p style="margin:0 0 14px;">Hi Linh,</p>
<p style="margin:0 0 18px;">Someone (hopefully you) is signing in to the admin of <strong>maychieu.vn</strong> from a new browser. Enter this code to continue:</p>
<table cellpadding="0" cellspacing="0" style="margin:0 0 18px;"><tr>
  <td style="background:#f3f4f6;border:1px solid #d1d5db;border-radius:8px;padding:14px 26px;font-family:'SFMono-Regular',Consolas,monospace;font-size:30px;letter-spacing:8px;font-weight:bold;color:#111827;">583204</td>
</tr></table>
<table cellpadding="0" cellspacing="0" style="font-size:13px;color:#4b5563;margin:0 0 18px;">
  <tr><td style="padding:2px 14px 2px 0;">Browser</td><td>Chrome 128 on Windows</td></tr>
  <tr><td style="padding:2px 14px 2px 0;">Location</td><td>Bien Hoa, Dong Nai, Vietnam (IP 113.161.xx.xx)</td></tr>
  <tr><td style="padding:2px 14px 2px 0;">Time</td><td>09 Sep 2025, 22:03 (GMT+7)</td></tr>
</table>
<p style="margin:0 0 10px;font-size:13px;">The code expires in 10 minutes. Never share it with anyone, including TiemSo staff.</p>
<p style="margin:0;font-size:13px;color:#6b7280;">Not you? <a href="https://admin.tiemso.vn/account/security" style="color:#2563eb;">Change your password</a> and call us on 1900 6088.</p>`,
      "Your code expires in 10 minutes. Never share it with anyone.",
      "en",
    ),
  },
  {
    family: "tiemso",
    group: "regional",
    lang: "vi",
    kind: "subscription-receipt",
    code: null,
    link: null,
    from: "TiemSo Billing <hoadon@tiemso.vn>",
    to: TO,
    subject: "Xác nhận gia hạn gói TiemSo Pro — 12 tháng",
    date: dt("2025-10-01", "07:00:05"),
    enc: "b64",
    text: `Kính gửi Quý khách Mây Chiều Studio,

TiemSo xác nhận đã gia hạn thành công gói dịch vụ cho cửa hàng maychieu.vn.

Gói dịch vụ: TiemSo Pro (12 tháng)
Thời hạn: 01/10/2025 — 30/09/2026
Số tiền: 4.788.000₫ (đã gồm VAT 10%)
Phương thức: Thẻ Visa •••• 4821
Số hoá đơn: TS-INV-2025-118402

Biên nhận chi tiết được đính kèm trong thư này (PDF). Hoá đơn điện tử sẽ được gửi riêng trong vòng 3 ngày làm việc.

Quản lý gói dịch vụ: https://admin.tiemso.vn/maychieu/billing

Trân trọng,
Bộ phận Thanh toán TiemSo
`,
    html: tiemso(
      `<p style="margin:0 0 14px;">Kính gửi Quý khách <strong>Mây Chiều Studio</strong>,</p>
<p style="margin:0 0 16px;">TiemSo xác nhận đã gia hạn thành công gói dịch vụ cho cửa hàng <strong>maychieu.vn</strong>.</p>
<table width="100%" cellpadding="8" cellspacing="0" style="border:1px solid #e5e7eb;border-radius:6px;font-size:14px;">
  <tr style="background:#f9fafb;"><td>Gói dịch vụ</td><td align="right"><strong>TiemSo Pro (12 tháng)</strong></td></tr>
  <tr><td>Thời hạn</td><td align="right">01/10/2025 — 30/09/2026</td></tr>
  <tr style="background:#f9fafb;"><td>Số tiền</td><td align="right">4.788.000₫ (đã gồm VAT 10%)</td></tr>
  <tr><td>Phương thức</td><td align="right">Visa •••• 4821</td></tr>
  <tr style="background:#f9fafb;"><td>Số hoá đơn</td><td align="right">TS-INV-2025-118402</td></tr>
</table>
<p style="margin:16px 0 0;font-size:13px;color:#4b5563;">Biên nhận chi tiết được đính kèm (PDF). Hoá đơn điện tử sẽ được gửi riêng trong vòng 3 ngày làm việc.</p>
<p style="margin:12px 0 0;font-size:13px;"><a href="https://admin.tiemso.vn/maychieu/billing" style="color:#2563eb;">Quản lý gói dịch vụ</a></p>`,
      "Gói TiemSo Pro của maychieu.vn đã được gia hạn đến 30/09/2026.",
      "vi",
    ),
    attachment: [
      "TS-INV-2025-118402.pdf",
      "application/pdf",
      "%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj\n3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n",
    ],
  },

  // ---------------------------------------------------------------- PayLua
  {
    family: "paylua",
    group: "regional",
    lang: "vi",
    kind: "payout-sent",
    code: null,
    link: null,
    from: "PayLua <no-reply@paylua.vn>",
    to: TO,
    subject: "PayLua: Đã chuyển 18.362.400₫ về tài khoản của bạn",
    date: dt("2025-09-05", "10:12:30"),
    enc: "qp",
    text: `Xin chào Mây Chiều Studio,

Khoản đối soát kỳ 29/08 – 04/09/2025 đã được chuyển về tài khoản nhận tiền của bạn.

Mã đối soát: STL-250905-00731
Tổng giao dịch thành công: 47
Doanh thu: 18.921.000₫
Phí xử lý (2,5% + 1.100₫/GD): -558.600₫
Số tiền chuyển: 18.362.400₫
Tài khoản nhận: Ngân hàng Bách Tùng •••• 0637
Dự kiến ghi có: trong ngày 05/09/2025

Tải bảng kê chi tiết tại mục Đối soát trên trang quản trị: https://dashboard.paylua.vn/settlements/STL-250905-00731

PayLua — Cổng thanh toán cho cửa hàng trực tuyến
`,
    html: paylua(
      `<p style="margin:0 0 12px;">Xin chào <strong>Mây Chiều Studio</strong>,</p>
<p style="margin:0 0 20px;">Khoản đối soát kỳ <strong>29/08 – 04/09/2025</strong> đã được chuyển về tài khoản nhận tiền của bạn.</p>
<p style="margin:0 0 4px;font-size:12px;color:#78716c;text-transform:uppercase;">Số tiền chuyển</p>
<p style="margin:0 0 22px;font-size:30px;font-weight:bold;color:#c2410c;">18.362.400₫</p>
<table width="100%" cellpadding="6" cellspacing="0" style="font-size:13px;border-top:1px solid #e7e5e4;">
  <tr><td style="color:#78716c;">Mã đối soát</td><td align="right">STL-250905-00731</td></tr>
  <tr><td style="color:#78716c;">Giao dịch thành công</td><td align="right">47</td></tr>
  <tr><td style="color:#78716c;">Doanh thu</td><td align="right">18.921.000₫</td></tr>
  <tr><td style="color:#78716c;">Phí xử lý (2,5% + 1.100₫/GD)</td><td align="right">-558.600₫</td></tr>
  <tr><td style="color:#78716c;">Tài khoản nhận</td><td align="right">Ngân hàng Bách Tùng •••• 0637</td></tr>
  <tr><td style="color:#78716c;">Dự kiến ghi có</td><td align="right">trong ngày 05/09/2025</td></tr>
</table>
<p style="margin:22px 0 0;"><a href="https://dashboard.paylua.vn/settlements/STL-250905-00731" style="color:#c2410c;font-weight:bold;">Tải bảng kê chi tiết →</a></p>`,
      "Kỳ 29/08 – 04/09/2025: 47 giao dịch, chuyển 18.362.400₫.",
      "vi",
    ),
  },
  {
    family: "paylua",
    group: "regional",
    lang: "vi",
    kind: "confirm-payout-account",
    code: null,
    link: "https://dashboard.paylua.vn/settlement-account/confirm?req=BA-88214&token=q7Lm2xVt9RkE0hWz4cNs",
    from: "PayLua <no-reply@paylua.vn>",
    to: TO,
    subject: "Xác nhận thay đổi tài khoản nhận tiền",
    date: dt("2025-09-17", "15:26:02"),
    enc: "qp",
    text: `Xin chào Trần Thảo Linh,

Chúng tôi nhận được yêu cầu thay đổi tài khoản nhận tiền đối soát của Mây Chiều Studio (Merchant ID: ML-204817):

Tài khoản hiện tại: Ngân hàng Bách Tùng •••• 0637
Tài khoản mới: Ngân hàng Bách Tùng •••• 9152 — CONG TY TNHH MAY CHIEU STUDIO
Mã yêu cầu: BA-88214
Thời gian gửi: 17/09/2025 15:24

Để hoàn tất, vui lòng xác nhận thay đổi trong vòng 24 giờ:
https://dashboard.paylua.vn/settlement-account/confirm?req=BA-88214&token=q7Lm2xVt9RkE0hWz4cNs

Sau khi xác nhận, các khoản đối soát từ kỳ tiếp theo sẽ được chuyển vào tài khoản mới. Vì lý do an toàn, việc rút tiền sẽ tạm dừng 48 giờ.

Nếu bạn không gửi yêu cầu này, đừng bấm vào liên kết và gọi ngay hotline 028 7300 5588.

PayLua
`,
    html: paylua(
      `<p style="margin:0 0 12px;">Xin chào <strong>Trần Thảo Linh</strong>,</p>
<p style="margin:0 0 18px;">Chúng tôi nhận được yêu cầu thay đổi tài khoản nhận tiền đối soát của <strong>Mây Chiều Studio</strong> (Merchant ID: ML-204817).</p>
<table width="100%" cellpadding="8" cellspacing="0" style="font-size:13px;background:#fafaf9;border:1px solid #e7e5e4;">
  <tr><td style="color:#78716c;width:40%;">Tài khoản hiện tại</td><td>Ngân hàng Bách Tùng •••• 0637</td></tr>
  <tr><td style="color:#78716c;">Tài khoản mới</td><td><strong>Ngân hàng Bách Tùng •••• 9152</strong><br>CONG TY TNHH MAY CHIEU STUDIO</td></tr>
  <tr><td style="color:#78716c;">Mã yêu cầu</td><td>BA-88214</td></tr>
  <tr><td style="color:#78716c;">Thời gian gửi</td><td>17/09/2025 15:24</td></tr>
</table>
<p style="margin:20px 0;">Để hoàn tất, vui lòng xác nhận thay đổi trong vòng 24 giờ.</p>
<table cellpadding="0" cellspacing="0" align="center"><tr><td align="center" style="background:#c2410c;border-radius:6px;">
  <a href="https://dashboard.paylua.vn/settlement-account/confirm?req=BA-88214&amp;token=q7Lm2xVt9RkE0hWz4cNs" style="display:inline-block;padding:13px 30px;color:#ffffff;font-weight:bold;text-decoration:none;">Xác nhận tài khoản mới</a>
</td></tr></table>
<p style="margin:20px 0 0;font-size:12px;color:#78716c;">Sau khi xác nhận, các khoản đối soát từ kỳ tiếp theo sẽ được chuyển vào tài khoản mới. Vì lý do an toàn, việc rút tiền sẽ tạm dừng 48 giờ. Nếu bạn không gửi yêu cầu này, đừng bấm vào nút trên và gọi ngay 028 7300 5588.</p>`,
      "Yêu cầu BA-88214: xác nhận trong vòng 24 giờ để áp dụng tài khoản mới.",
      "vi",
    ),
  },
  {
    family: "paylua",
    group: "regional",
    lang: "en",
    kind: "dispute-opened",
    code: null,
    link: null,
    from: "PayLua Risk <disputes@paylua.vn>",
    to: TO,
    subject: "Action needed: chargeback on payment PL-7730915 (THB 1,290.00)",
    date: dt("2025-10-08", "11:47:55"),
    text: `Hello Mây Chiều Studio,

A cardholder's bank has opened a chargeback on one of your payments.

Payment ID: PL-7730915
Order: #MC10977 (maychieu.vn)
Amount: THB 1,290.00 (≈ 923,400 VND)
Card: Mastercard •••• 3308, issued in Thailand
Reason code: 4855 — Goods or services not provided
Respond by: 22 October 2025

The disputed amount plus a fee of 350,000 VND has been held from your next settlement.

To contest it, upload proof of delivery (tracking number, signature or photo) and any chat with the buyer from Disputes in your dashboard: https://dashboard.paylua.vn/disputes/PL-7730915

If you accept the chargeback, no action is needed; the case closes automatically after the deadline.

PayLua Risk & Disputes
028 7300 5588 · disputes@paylua.vn
`,
    html: paylua(
      `<p style="margin:0 0 12px;">Hello <strong>Mây Chiều Studio</strong>,</p>
<p style="margin:0 0 18px;">A cardholder's bank has opened a chargeback on one of your payments. The disputed amount plus a fee of 350,000 VND has been held from your next settlement.</p>
<table width="100%" cellpadding="7" cellspacing="0" style="font-size:13px;border:1px solid #fed7aa;background:#fff7ed;">
  <tr><td style="color:#78716c;">Payment ID</td><td align="right">PL-7730915</td></tr>
  <tr><td style="color:#78716c;">Order</td><td align="right">#MC10977 (maychieu.vn)</td></tr>
  <tr><td style="color:#78716c;">Amount</td><td align="right">THB 1,290.00 (≈ 923,400 VND)</td></tr>
  <tr><td style="color:#78716c;">Card</td><td align="right">Mastercard •••• 3308 · Thailand</td></tr>
  <tr><td style="color:#78716c;">Reason code</td><td align="right">4855 — Goods or services not provided</td></tr>
  <tr><td style="color:#78716c;"><strong>Respond by</strong></td><td align="right"><strong>22 October 2025</strong></td></tr>
</table>
<p style="margin:18px 0;">To contest it, upload proof of delivery (tracking number, signature or photo) and any chat with the buyer.</p>
<p style="margin:0 0 18px;"><a href="https://dashboard.paylua.vn/disputes/PL-7730915" style="background:#292524;color:#ffffff;padding:10px 20px;border-radius:5px;text-decoration:none;display:inline-block;">Review dispute</a></p>
<p style="margin:0;font-size:12px;color:#78716c;">If you accept the chargeback, no action is needed; the case closes automatically after the deadline.</p>`,
      "Respond by 22 October 2025 with proof of delivery.",
      "en",
    ),
  },

  // ---------------------------------------------------------------- MuaNhanh Seller Centre (VN marketplace)
  {
    family: "muanhanh-seller",
    group: "regional",
    lang: "vi",
    kind: "login-code",
    code: "804117",
    link: null,
    from: "MuaNhanh Kênh Người Bán <otp@seller.muanhanh.vn>",
    to: TO,
    subject: "Mã xác minh đăng nhập Kênh Người Bán",
    date: dt("2025-09-03", "07:55:12"),
    enc: "b64",
    text: `Mã xác minh của bạn là 804117

Xin chào maychieu.studio,

Bạn đang đăng nhập Kênh Người Bán MuaNhanh trên thiết bị mới (Safari, iPhone). Nhập mã xác minh dưới đây để tiếp tục. Mã có hiệu lực trong 5 phút.

804117

Tuyệt đối KHÔNG cung cấp mã này cho bất kỳ ai, kể cả nhân viên MuaNhanh. MuaNhanh không bao giờ gọi điện hay nhắn tin yêu cầu mã xác minh.

Nếu không phải bạn, vui lòng đổi mật khẩu ngay tại https://seller.muanhanh.vn/settings/security

Kênh Người Bán MuaNhanh
Tòa nhà Sông Đà, 165 Cầu Giấy, Hà Nội · 1900 1221
`,
    html: doc(
      `<body style="margin:0;background:#eef2f7;font-family:Roboto,Arial,sans-serif;">
${preheader("Mã có hiệu lực trong 5 phút. Không chia sẻ mã cho bất kỳ ai.")}
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:20px 0;">
<table width="560" cellpadding="0" cellspacing="0" style="background:#ffffff;">
  <tr><td style="background:#00a870;padding:14px 24px;"><img src="https://img.muanhanh.vn/email/seller-logo.png" alt="MuaNhanh Kênh Người Bán" height="30"></td></tr>
  <tr><td style="padding:28px 24px 8px;font-size:15px;color:#222;">Xin chào <b>maychieu.studio</b>,</td></tr>
  <tr><td style="padding:0 24px 18px;font-size:14px;color:#444;line-height:21px;">Bạn đang đăng nhập Kênh Người Bán MuaNhanh trên thiết bị mới (Safari, iPhone). Nhập mã xác minh dưới đây để tiếp tục. Mã có hiệu lực trong <b>5 phút</b>.</td></tr>
  <tr><td align="center" style="padding:6px 24px 22px;">
    <table cellpadding="0" cellspacing="6"><tr>
      <td style="width:40px;height:48px;border:1px solid #00a870;border-radius:4px;text-align:center;font-size:26px;font-weight:bold;color:#00a870;">8</td>
      <td style="width:40px;height:48px;border:1px solid #00a870;border-radius:4px;text-align:center;font-size:26px;font-weight:bold;color:#00a870;">0</td>
      <td style="width:40px;height:48px;border:1px solid #00a870;border-radius:4px;text-align:center;font-size:26px;font-weight:bold;color:#00a870;">4</td>
      <td style="width:40px;height:48px;border:1px solid #00a870;border-radius:4px;text-align:center;font-size:26px;font-weight:bold;color:#00a870;">1</td>
      <td style="width:40px;height:48px;border:1px solid #00a870;border-radius:4px;text-align:center;font-size:26px;font-weight:bold;color:#00a870;">1</td>
      <td style="width:40px;height:48px;border:1px solid #00a870;border-radius:4px;text-align:center;font-size:26px;font-weight:bold;color:#00a870;">7</td>
    </tr></table>
  </td></tr>
  <tr><td style="padding:0 24px 22px;font-size:13px;color:#d0021b;line-height:19px;">Tuyệt đối KHÔNG cung cấp mã này cho bất kỳ ai, kể cả nhân viên MuaNhanh. MuaNhanh không bao giờ gọi điện hay nhắn tin yêu cầu mã xác minh.</td></tr>
  <tr><td style="padding:0 24px 24px;font-size:13px;color:#666;">Nếu không phải bạn, vui lòng <a href="https://seller.muanhanh.vn/settings/security" style="color:#00a870;">đổi mật khẩu ngay</a>.</td></tr>
  <tr><td style="padding:16px 24px;background:#f7f7f7;font-size:11px;color:#999;line-height:17px;">Kênh Người Bán MuaNhanh · Tòa nhà Sông Đà, 165 Cầu Giấy, Hà Nội · 1900 1221<br>Email này được gửi tự động, vui lòng không trả lời.</td></tr>
</table>
</td></tr></table>
</body>`,
      "vi",
    ),
  },
  {
    family: "muanhanh-seller",
    group: "regional",
    lang: "vi",
    kind: "payout-statement",
    code: null,
    link: null,
    from: "MuaNhanh Kênh Người Bán <no-reply@seller.muanhanh.vn>",
    to: TO,
    subject: "Số dư Ví Người Bán đã được cập nhật — kỳ thanh toán 15/09/2025",
    date: dt("2025-09-15", "09:30:00"),
    enc: "qp",
    text: `Xin chào maychieu.studio,

Doanh thu của các đơn hàng hoàn tất từ 08/09 đến 14/09/2025 đã được cộng vào Ví Người Bán.

Số đơn hoàn tất: 62
Doanh thu đơn hàng: 21.430.000₫
Phí cố định (4%): -857.200₫
Phí thanh toán (2,5%): -535.750₫
Phí Freeship Xtra: -642.900₫
Điều chỉnh hoàn hàng (đơn 250910PQ7K2A): -289.000₫
Số tiền được cộng: 19.105.150₫

Số dư hiện tại của Ví: 19.105.150₫. Tiền sẽ được tự động chuyển về tài khoản ngân hàng •••• 0637 vào thứ Sáu.

Chi tiết từng đơn: Kênh Người Bán > Tài chính > Doanh thu

Kênh Người Bán MuaNhanh
`,
    html: doc(
      `<body style="margin:0;background:#eef2f7;font-family:Roboto,Arial,sans-serif;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:20px 0;">
<table width="560" cellpadding="0" cellspacing="0" style="background:#ffffff;">
  <tr><td style="background:#00a870;padding:14px 24px;"><img src="https://img.muanhanh.vn/email/seller-logo.png" alt="MuaNhanh Kênh Người Bán" height="30"></td></tr>
  <tr><td style="padding:24px;font-size:14px;color:#333;line-height:21px;">
    Xin chào <b>maychieu.studio</b>,<br><br>
    Doanh thu của các đơn hàng hoàn tất từ <b>08/09 đến 14/09/2025</b> đã được cộng vào Ví Người Bán.
    <table width="100%" cellpadding="6" cellspacing="0" style="margin-top:16px;font-size:13px;border-collapse:collapse;">
      <tr style="border-bottom:1px solid #eee;"><td>Số đơn hoàn tất</td><td align="right">62</td></tr>
      <tr style="border-bottom:1px solid #eee;"><td>Doanh thu đơn hàng</td><td align="right">21.430.000₫</td></tr>
      <tr style="border-bottom:1px solid #eee;"><td>Phí cố định (4%)</td><td align="right">-857.200₫</td></tr>
      <tr style="border-bottom:1px solid #eee;"><td>Phí thanh toán (2,5%)</td><td align="right">-535.750₫</td></tr>
      <tr style="border-bottom:1px solid #eee;"><td>Phí Freeship Xtra</td><td align="right">-642.900₫</td></tr>
      <tr style="border-bottom:1px solid #eee;"><td>Điều chỉnh hoàn hàng (đơn 250910PQ7K2A)</td><td align="right">-289.000₫</td></tr>
      <tr><td><b>Số tiền được cộng</b></td><td align="right" style="color:#00a870;font-size:16px;"><b>19.105.150₫</b></td></tr>
    </table>
    <p style="margin:16px 0 0;">Tiền sẽ được tự động chuyển về tài khoản ngân hàng •••• 0637 vào thứ Sáu.</p>
    <p style="margin:16px 0 0;"><a href="https://seller.muanhanh.vn/finance/income?period=20250908-20250914&amp;src=mail" style="color:#00a870;">Xem chi tiết từng đơn</a></p>
  </td></tr>
  <tr><td style="padding:16px 24px;background:#f7f7f7;font-size:11px;color:#999;">Kênh Người Bán MuaNhanh · Tòa nhà Sông Đà, 165 Cầu Giấy, Hà Nội · 1900 1221</td></tr>
</table>
</td></tr></table>
</body>`,
      "vi",
    ),
  },
  {
    family: "muanhanh-seller",
    group: "regional",
    lang: "vi",
    kind: "policy-notice",
    code: null,
    link: null,
    from: "MuaNhanh Kênh Người Bán <tintuc@seller.muanhanh.vn>",
    to: TO,
    subject: "[Thông báo] Điều chỉnh phí cố định ngành hàng Thời trang nữ từ 01/11/2025",
    date: dt("2025-10-10", "14:00:00"),
    enc: "qp",
    text: `Kính gửi Quý Người Bán,

Từ ngày 01/11/2025, MuaNhanh điều chỉnh mức phí cố định cho ngành hàng Thời trang nữ như sau:

- Người Bán thường: từ 4,0% lên 4,5% giá trị đơn hàng
- Người Bán Yêu Thích: từ 3,5% lên 4,0%
- Shop Mall: giữ nguyên 5,0%

Phí được tính trên giá trị sản phẩm sau khi trừ mã giảm giá của Người Bán, không bao gồm phí vận chuyển. Các đơn hàng đặt trước 00:00 ngày 01/11/2025 áp dụng mức phí cũ.

Chi tiết tham khảo Quy chế hoạt động tại https://seller.muanhanh.vn/edu/article/phi-co-dinh-2025

Mọi thắc mắc xin liên hệ 1900 1221 (8:00–21:00, Thứ Hai–Chủ Nhật).

Trân trọng,
Đội ngũ MuaNhanh

Bạn nhận được email này vì là Người Bán trên MuaNhanh. Tắt thông báo tin tức: https://seller.muanhanh.vn/settings/notifications
`,
    html: doc(
      `<body style="margin:0;background:#eef2f7;font-family:Roboto,Arial,sans-serif;">
${preheader("Phí cố định Thời trang nữ tăng 0,5 điểm phần trăm từ 01/11/2025.")}
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:20px 0;">
<table width="600" cellpadding="0" cellspacing="0" style="background:#ffffff;">
  <tr><td><img src="https://img.muanhanh.vn/email/banner-thong-bao-phi-1125.jpg" width="600" alt="Thông báo điều chỉnh phí" style="display:block;"></td></tr>
  <tr><td style="padding:26px 28px;font-size:14px;color:#333;line-height:22px;">
    <p style="margin:0 0 12px;">Kính gửi Quý Người Bán,</p>
    <p style="margin:0 0 12px;">Từ ngày <b>01/11/2025</b>, MuaNhanh điều chỉnh mức phí cố định cho ngành hàng <b>Thời trang nữ</b> như sau:</p>
    <table width="100%" cellpadding="8" cellspacing="0" style="border:1px solid #ddd;font-size:13px;">
      <tr style="background:#f2fbf7;"><th align="left">Loại Người Bán</th><th align="right">Hiện tại</th><th align="right">Từ 01/11/2025</th></tr>
      <tr><td>Người Bán thường</td><td align="right">4,0%</td><td align="right">4,5%</td></tr>
      <tr><td>Người Bán Yêu Thích</td><td align="right">3,5%</td><td align="right">4,0%</td></tr>
      <tr><td>Shop Mall</td><td align="right">5,0%</td><td align="right">5,0%</td></tr>
    </table>
    <p style="margin:12px 0;">Phí được tính trên giá trị sản phẩm sau khi trừ mã giảm giá của Người Bán, không bao gồm phí vận chuyển. Các đơn hàng đặt trước 00:00 ngày 01/11/2025 áp dụng mức phí cũ.</p>
    <p style="margin:0 0 12px;"><a href="https://seller.muanhanh.vn/edu/article/phi-co-dinh-2025" style="color:#00a870;">Xem Quy chế hoạt động</a></p>
    <p style="margin:0;">Mọi thắc mắc xin liên hệ 1900 1221 (8:00–21:00, Thứ Hai–Chủ Nhật).</p>
  </td></tr>
  <tr><td style="padding:16px 28px;background:#f7f7f7;font-size:11px;color:#999;line-height:17px;">Bạn nhận được email này vì là Người Bán trên MuaNhanh. <a href="https://seller.muanhanh.vn/settings/notifications" style="color:#999;">Tắt thông báo tin tức</a><br>Kênh Người Bán MuaNhanh · 165 Cầu Giấy, Hà Nội</td></tr>
</table>
</td></tr></table>
</body>`,
      "vi",
    ),
  },

  // ---------------------------------------------------------------- TaladDee Seller Center (TH marketplace)
  {
    family: "taladdee-seller",
    group: "regional",
    lang: "th",
    kind: "login-code",
    code: "652931",
    link: null,
    from: "TaladDee Seller Center <no-reply@seller.taladdee.co.th>",
    to: TO,
    subject: "รหัส OTP สำหรับเข้าสู่ระบบ TaladDee Seller Center",
    date: dt("2025-09-06", "19:12:44"),
    enc: "b64",
    text: `เรียน ร้าน Maychieu Studio TH

รหัส OTP ของคุณคือ 652931 (รหัสอ้างอิง: KQZP)

รหัสนี้ใช้ได้ภายใน 5 นาที และใช้ได้เพียงครั้งเดียว
กรุณาอย่าเปิดเผยรหัสนี้แก่ผู้อื่น เจ้าหน้าที่ TaladDee จะไม่ขอรหัส OTP จากคุณไม่ว่ากรณีใดๆ

หากคุณไม่ได้ทำรายการนี้ โปรดติดต่อศูนย์ช่วยเหลือผู้ขาย โทร 02-118-9000

TaladDee Seller Center
บริษัท ตลาดดี ดิจิทัล จำกัด 89 อาคารเอไอเอ แคปปิตอล ถนนรัชดาภิเษก ดินแดง กรุงเทพฯ 10400
`,
    html: doc(
      `<body style="margin:0;padding:0;background:#fafafa;font-family:'Sarabun',Tahoma,sans-serif;">
<table width="100%" cellpadding="0" cellspacing="0" bgcolor="#fafafa"><tr><td align="center">
<table width="520" cellpadding="0" cellspacing="0" style="margin:24px 0;background:#ffffff;border-top:4px solid #7c3aed;">
  <tr><td style="padding:22px 26px 6px;"><img src="https://static.taladdee.co.th/mail/seller-center.png" alt="TaladDee Seller Center" width="170"></td></tr>
  <tr><td style="padding:12px 26px;font-size:15px;color:#333;">เรียน ร้าน Maychieu Studio TH</td></tr>
  <tr><td style="padding:0 26px 12px;font-size:14px;color:#555;">รหัส OTP สำหรับเข้าสู่ระบบของคุณคือ</td></tr>
  <tr><td style="padding:0 26px 6px;font-size:34px;font-weight:700;color:#7c3aed;letter-spacing:4px;">652931</td></tr>
  <tr><td style="padding:0 26px 18px;font-size:13px;color:#888;">รหัสอ้างอิง: KQZP</td></tr>
  <tr><td style="padding:0 26px 18px;font-size:13px;color:#555;line-height:20px;">รหัสนี้ใช้ได้ภายใน 5 นาที และใช้ได้เพียงครั้งเดียว กรุณาอย่าเปิดเผยรหัสนี้แก่ผู้อื่น เจ้าหน้าที่ TaladDee จะไม่ขอรหัส OTP จากคุณไม่ว่ากรณีใดๆ</td></tr>
  <tr><td style="padding:0 26px 22px;font-size:13px;color:#555;">หากคุณไม่ได้ทำรายการนี้ โปรดติดต่อ<a href="https://seller.taladdee.co.th/helpcenter" style="color:#7c3aed;">ศูนย์ช่วยเหลือผู้ขาย</a> โทร 02-118-9000</td></tr>
  <tr><td style="padding:14px 26px;background:#f4f0fb;font-size:11px;color:#8b8b8b;">บริษัท ตลาดดี ดิจิทัล จำกัด 89 อาคารเอไอเอ แคปปิตอล ถนนรัชดาภิเษก ดินแดง กรุงเทพฯ 10400</td></tr>
</table>
</td></tr></table>
</body>`,
      "th",
    ),
  },
  {
    family: "taladdee-seller",
    group: "regional",
    lang: "th",
    kind: "order-new",
    code: null,
    link: null,
    from: "TaladDee Seller Center <no-reply@seller.taladdee.co.th>",
    to: TO,
    subject: "คุณมีคำสั่งซื้อใหม่ #2509213847561 กรุณาจัดส่งภายใน 3 วัน",
    date: dt("2025-09-21", "13:05:09"),
    enc: "qp",
    text: `เรียน ร้าน Maychieu Studio TH

คุณได้รับคำสั่งซื้อใหม่

หมายเลขคำสั่งซื้อ: 2509213847561
วันที่สั่งซื้อ: 21/09/2025 12:58
สินค้า: เดรสลินินทรงหลวม สีเบจ ไซซ์ L x 2
ยอดรวม: ฿1,780.00
การชำระเงิน: พร้อมเพย์ (ชำระแล้ว)
ผู้ซื้อ: คุณ ศ***า จ.เชียงใหม่ 50200

กรุณาเตรียมสินค้าและจัดส่งภายใน 24/09/2025 เพื่อหลีกเลี่ยงคะแนนค่าปรับ
ดูรายละเอียดคำสั่งซื้อ: https://seller.taladdee.co.th/order/detail/2509213847561

TaladDee Seller Center
`,
    html: doc(
      `<body style="margin:0;padding:0;background:#fafafa;font-family:'Sarabun',Tahoma,sans-serif;">
${preheader("เดรสลินินทรงหลวม x 2 · ฿1,780.00 · จัดส่งภายใน 24/09/2025")}
<table width="100%" cellpadding="0" cellspacing="0" bgcolor="#fafafa"><tr><td align="center">
<table width="560" cellpadding="0" cellspacing="0" style="margin:24px 0;background:#ffffff;border-top:4px solid #7c3aed;">
  <tr><td style="padding:20px 26px 6px;"><img src="https://static.taladdee.co.th/mail/seller-center.png" alt="TaladDee Seller Center" width="170"></td></tr>
  <tr><td style="padding:12px 26px;font-size:18px;color:#333;font-weight:700;">คุณได้รับคำสั่งซื้อใหม่</td></tr>
  <tr><td style="padding:0 26px;">
    <table width="100%" cellpadding="6" cellspacing="0" style="font-size:13px;color:#444;border:1px solid #eee;">
      <tr><td width="40%" style="color:#888;">หมายเลขคำสั่งซื้อ</td><td>2509213847561</td></tr>
      <tr><td style="color:#888;">วันที่สั่งซื้อ</td><td>21/09/2025 12:58</td></tr>
      <tr><td style="color:#888;">สินค้า</td><td>เดรสลินินทรงหลวม สีเบจ ไซซ์ L x 2</td></tr>
      <tr><td style="color:#888;">ยอดรวม</td><td><b>฿1,780.00</b></td></tr>
      <tr><td style="color:#888;">การชำระเงิน</td><td>พร้อมเพย์ (ชำระแล้ว)</td></tr>
      <tr><td style="color:#888;">ผู้ซื้อ</td><td>คุณ ศ***า จ.เชียงใหม่ 50200</td></tr>
    </table>
  </td></tr>
  <tr><td style="padding:16px 26px;font-size:13px;color:#b91c1c;">กรุณาเตรียมสินค้าและจัดส่งภายใน 24/09/2025 เพื่อหลีกเลี่ยงคะแนนค่าปรับ</td></tr>
  <tr><td style="padding:0 26px 24px;"><a href="https://seller.taladdee.co.th/order/detail/2509213847561?utm_source=edm&amp;utm_content=new_order" style="display:inline-block;background:#7c3aed;color:#fff;padding:10px 22px;border-radius:4px;text-decoration:none;font-size:14px;">ดูรายละเอียดคำสั่งซื้อ</a></td></tr>
  <tr><td style="padding:14px 26px;background:#f4f0fb;font-size:11px;color:#8b8b8b;">บริษัท ตลาดดี ดิจิทัล จำกัด 89 อาคารเอไอเอ แคปปิตอล ถนนรัชดาภิเษก ดินแดง กรุงเทพฯ 10400 · <a href="https://seller.taladdee.co.th/settings/notification" style="color:#8b8b8b;">ตั้งค่าการแจ้งเตือน</a></td></tr>
</table>
</td></tr></table>
</body>`,
      "th",
    ),
  },
  {
    family: "taladdee-seller",
    group: "regional",
    lang: "en",
    kind: "account-warning",
    code: null,
    link: null,
    from: "TaladDee Seller Center <seller-policy@taladdee.co.th>",
    to: TO,
    subject: "Your shop received 2 penalty points for late shipment",
    date: dt("2025-10-14", "09:02:27"),
    text: `Dear Maychieu Studio TH,

2 penalty points were added to your shop this week because the following orders were handed to the carrier after the shipping deadline:

  2510063312094   deadline 08/10/2025   handed over 09/10/2025
  2510074409817   deadline 09/10/2025   handed over 10/10/2025

Current points this quarter: 3 of 15 (Q4 2025, 01/10 - 31/12)
Shops reaching 6 points lose access to Flash Sale campaigns for 28 days.

Late shipment rate (last 7 days): 4.1% (target below 3%)

Tips to keep your rate down are in the Seller Education Hub: https://seller.taladdee.co.th/edu/late-shipment

If you believe this is a mistake (for example a carrier pickup failure), you can file an appeal in Account Health within 7 days.

TaladDee Seller Experience Team
This is an automated message. Please do not reply.
`,
    html: null,
  },

  // ---------------------------------------------------------------- Phsar Pich (KH marketplace)
  {
    family: "phsar-pich",
    group: "regional",
    lang: "km",
    kind: "verify-code",
    code: "471902",
    link: null,
    from: "Phsar Pich Seller <noreply@seller.phsarpich.com.kh>",
    to: TO,
    subject: "លេខកូដផ្ទៀងផ្ទាត់អ៊ីមែលហាងរបស់អ្នក",
    date: dt("2025-09-11", "16:40:03"),
    enc: "b64",
    text: `សួស្តី Maychieu Studio,

សូមអរគុណសម្រាប់ការចុះឈ្មោះជាអ្នកលក់នៅលើ Phsar Pich។ ដើម្បីផ្ទៀងផ្ទាត់អ៊ីមែលហាងរបស់អ្នក សូមបញ្ចូលលេខកូដខាងក្រោមនៅក្នុងកម្មវិធី Phsar Pich Seller៖

4 7 1 9 0 2

លេខកូដនេះមានសុពលភាព ១០ នាទី។ សូមកុំចែករំលែកលេខកូដនេះជាមួយអ្នកដទៃ។

ប្រសិនបើអ្នកមិនបានស្នើសុំ សូមមិនអើពើអ៊ីមែលនេះ។

ក្រុមការងារ Phsar Pich
អគារលេខ 271 មហាវិថីព្រះនរោត្តម សង្កាត់បឹងកេងកង១ ខណ្ឌបឹងកេងកង រាជធានីភ្នំពេញ
ទូរស័ព្ទ៖ 023 990 188
`,
    html: doc(
      `<body style="margin:0;background:#fff8e7;font-family:'Kantumruy Pro','Khmer OS Siemreap',Arial,sans-serif;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:24px 8px;">
<table width="540" cellpadding="0" cellspacing="0" style="background:#ffffff;border-radius:12px;overflow:hidden;">
  <tr><td align="center" style="background:#0f4c81;padding:18px;"><img src="https://cdn.phsarpich.com.kh/brand/logo-seller-km.png" alt="Phsar Pich Seller" width="150"></td></tr>
  <tr><td style="padding:26px 30px 10px;font-size:15px;color:#222;line-height:26px;">សួស្តី Maychieu Studio,<br>សូមអរគុណសម្រាប់ការចុះឈ្មោះជាអ្នកលក់នៅលើ Phsar Pich។ ដើម្បីផ្ទៀងផ្ទាត់អ៊ីមែលហាងរបស់អ្នក សូមបញ្ចូលលេខកូដខាងក្រោមនៅក្នុងកម្មវិធី Phsar Pich Seller៖</td></tr>
  <tr><td align="center" style="padding:14px 30px;">
    <table cellpadding="0" cellspacing="0"><tr>
      <td style="padding:10px 14px;font-size:28px;font-weight:bold;color:#0f4c81;background:#eef4fa;">4</td><td width="6"></td>
      <td style="padding:10px 14px;font-size:28px;font-weight:bold;color:#0f4c81;background:#eef4fa;">7</td><td width="6"></td>
      <td style="padding:10px 14px;font-size:28px;font-weight:bold;color:#0f4c81;background:#eef4fa;">1</td><td width="6"></td>
      <td style="padding:10px 14px;font-size:28px;font-weight:bold;color:#0f4c81;background:#eef4fa;">9</td><td width="6"></td>
      <td style="padding:10px 14px;font-size:28px;font-weight:bold;color:#0f4c81;background:#eef4fa;">0</td><td width="6"></td>
      <td style="padding:10px 14px;font-size:28px;font-weight:bold;color:#0f4c81;background:#eef4fa;">2</td>
    </tr></table>
  </td></tr>
  <tr><td style="padding:10px 30px 24px;font-size:13px;color:#555;line-height:24px;">លេខកូដនេះមានសុពលភាព ១០ នាទី។ សូមកុំចែករំលែកលេខកូដនេះជាមួយអ្នកដទៃ។<br>ប្រសិនបើអ្នកមិនបានស្នើសុំ សូមមិនអើពើអ៊ីមែលនេះ។</td></tr>
  <tr><td align="center" style="padding:0 30px 20px;">
    <a href="https://apps.apple.com/kh/app/phsar-pich-seller/id1589034421"><img src="https://cdn.phsarpich.com.kh/mail/app-store-km.png" alt="App Store" height="36"></a>
    <a href="https://play.google.com/store/apps/details?id=kh.phsarpich.seller"><img src="https://cdn.phsarpich.com.kh/mail/google-play-km.png" alt="Google Play" height="36"></a>
  </td></tr>
  <tr><td style="padding:16px 30px;background:#f5f5f5;font-size:11px;color:#888;line-height:20px;">អគារលេខ 271 មហាវិថីព្រះនរោត្តម សង្កាត់បឹងកេងកង១ ខណ្ឌបឹងកេងកង រាជធានីភ្នំពេញ · ទូរស័ព្ទ៖ 023 990 188<br>© 2025 Phsar Pich Co., Ltd.</td></tr>
</table>
</td></tr></table>
</body>`,
      "km",
    ),
  },
  {
    family: "phsar-pich",
    group: "regional",
    lang: "km",
    kind: "order-new",
    code: null,
    link: null,
    from: "Phsar Pich Seller <orders@seller.phsarpich.com.kh>",
    to: TO,
    subject: "ការបញ្ជាទិញថ្មី PP-KH-0928-55102",
    date: dt("2025-09-28", "10:21:36", "+0700"),
    enc: "8bit",
    text: `ការបញ្ជាទិញថ្មី

លេខការបញ្ជាទិញ៖ PP-KH-0928-55102
កាលបរិច្ឆេទ៖ 28/09/2025 10:19
ទំនិញ៖ អាវសឺមីដៃប៉ោង ពណ៌ស ទំហំ M × 1 — $18.90
ទំនិញ៖ សំពត់ផ្នត់វែង ទំហំ S × 1 — $16.50
ថ្លៃដឹកជញ្ជូន៖ $2.00
តម្លៃសរុប៖ $37.40 (≈ 153,340៛)
ការទូទាត់៖ ទូទាត់ពេលទទួលទំនិញ
អាសយដ្ឋានដឹកជញ្ជូន៖ ផ្ទះលេខ 12B ផ្លូវ 63 សង្កាត់បឹងកេងកង៣ រាជធានីភ្នំពេញ 12304

សូមវេចខ្ចប់ និងប្រគល់ទំនិញទៅក្រុមហ៊ុនដឹកជញ្ជូនក្នុងរយៈពេល ២ ថ្ងៃ។
មើលលម្អិត៖ https://seller.phsarpich.com.kh/orders/PP-KH-0928-55102

Phsar Pich Seller
`,
    html: doc(
      `<body style="margin:0;background:#fff8e7;font-family:'Kantumruy Pro',Arial,sans-serif;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:24px 8px;">
<table width="560" cellpadding="0" cellspacing="0" style="background:#ffffff;border-radius:12px;">
  <tr><td style="background:#0f4c81;padding:16px 26px;border-radius:12px 12px 0 0;"><img src="https://cdn.phsarpich.com.kh/brand/logo-seller-km.png" alt="Phsar Pich Seller" width="140"></td></tr>
  <tr><td style="padding:22px 26px 8px;font-size:20px;font-weight:bold;color:#0f4c81;">ការបញ្ជាទិញថ្មី</td></tr>
  <tr><td style="padding:0 26px 6px;font-size:13px;color:#666;">លេខការបញ្ជាទិញ៖ PP-KH-0928-55102 · 28/09/2025 10:19</td></tr>
  <tr><td style="padding:10px 26px;">
    <table width="100%" cellpadding="8" cellspacing="0" style="font-size:14px;border-top:1px solid #eee;">
      <tr><td>អាវសឺមីដៃប៉ោង ពណ៌ស ទំហំ M × 1</td><td align="right">$18.90</td></tr>
      <tr><td>សំពត់ផ្នត់វែង ទំហំ S × 1</td><td align="right">$16.50</td></tr>
      <tr><td style="color:#888;">ថ្លៃដឹកជញ្ជូន</td><td align="right">$2.00</td></tr>
      <tr><td style="border-top:1px solid #eee;"><b>តម្លៃសរុប</b></td><td align="right" style="border-top:1px solid #eee;"><b>$37.40</b><br><span style="font-size:12px;color:#888;">≈ 153,340៛</span></td></tr>
    </table>
  </td></tr>
  <tr><td style="padding:4px 26px;font-size:13px;color:#444;line-height:24px;">ការទូទាត់៖ ទូទាត់ពេលទទួលទំនិញ<br>អាសយដ្ឋានដឹកជញ្ជូន៖ ផ្ទះលេខ 12B ផ្លូវ 63 សង្កាត់បឹងកេងកង៣ រាជធានីភ្នំពេញ 12304</td></tr>
  <tr><td style="padding:14px 26px;font-size:13px;color:#b45309;">សូមវេចខ្ចប់ និងប្រគល់ទំនិញទៅក្រុមហ៊ុនដឹកជញ្ជូនក្នុងរយៈពេល ២ ថ្ងៃ។</td></tr>
  <tr><td style="padding:0 26px 24px;"><a href="https://seller.phsarpich.com.kh/orders/PP-KH-0928-55102" style="background:#f59e0b;color:#1f2937;padding:10px 20px;border-radius:20px;text-decoration:none;display:inline-block;">មើលលម្អិត</a></td></tr>
  <tr><td style="padding:14px 26px;background:#f5f5f5;font-size:11px;color:#888;border-radius:0 0 12px 12px;">© 2025 Phsar Pich Co., Ltd. · 023 990 188</td></tr>
</table>
</td></tr></table>
</body>`,
      "km",
    ),
  },

  // ---------------------------------------------------------------- Huacai Fabrics (Guangzhou supplier)
  {
    family: "huacai-fabrics",
    group: "regional",
    lang: "zh",
    kind: "order-shipped",
    code: null,
    link: null,
    from: "华彩面料 陈小姐 <chen.li@huacaifabric.cn>",
    to: TO,
    subject: "【华彩面料】订单 HC20250912-036 已发货",
    date: dt("2025-09-14", "17:22:10", "+0800"),
    enc: "8bit",
    text: `Linh 您好：

您在我司订购的面料已于今天下午从广州中大布匹市场仓库发出，详情如下：

订单号：HC20250912-036
货品：天丝棉亚麻混纺 140cm 米白色 120米；雪纺印花（小雏菊）150cm 80米；全棉府绸 145cm 本白 60米
件数：4 卷 / 共 86 公斤
货款：¥ 9,860.00（已付清，9月12日收到）
物流：捷速物流 广州—胡志明市 陆运专线
运单号：JS2509140773
预计到达胡志明市仓库：9月20日—9月22日

货到后请您验收颜色和门幅，如有问题请在 7 天内拍照联系我。下一批春夏新花型样卡下周寄出，到时再跟您确认。

谢谢！

陈丽 Chen Li
广州华彩纺织品有限公司 外贸部
电话/微信：+86 138 2741 0956
地址：广州市海珠区瑞宝街 中大布匹市场 A3 栋 2 楼 218 档
`,
    html: `<div style="font-family:'Microsoft YaHei',Arial,sans-serif;font-size:14px;line-height:1.7;color:#000;">
<div>Linh 您好：</div>
<div><br></div>
<div>您在我司订购的面料已于今天下午从广州中大布匹市场仓库发出，详情如下：</div>
<div><br></div>
<div>订单号：<b>HC20250912-036</b></div>
<div>货品：天丝棉亚麻混纺 140cm 米白色 120米；雪纺印花（小雏菊）150cm 80米；全棉府绸 145cm 本白 60米</div>
<div>件数：4 卷 / 共 86 公斤</div>
<div>货款：¥ 9,860.00（已付清，9月12日收到）</div>
<div>物流：捷速物流 广州—胡志明市 陆运专线</div>
<div>运单号：<span style="color:#c00000;">JS2509140773</span></div>
<div>预计到达胡志明市仓库：9月20日—9月22日</div>
<div><br></div>
<div>货到后请您验收颜色和门幅，如有问题请在 7 天内拍照联系我。下一批春夏新花型样卡下周寄出，到时再跟您确认。</div>
<div><br></div>
<div>谢谢！</div>
<div><br></div>
<div style="color:#555;font-size:12px;">
<hr style="border:none;border-top:1px solid #ccc;width:260px;margin:0;text-align:left;">
<b>陈丽 Chen Li</b><br>
广州华彩纺织品有限公司 外贸部<br>
电话/微信：+86 138 2741 0956<br>
地址：广州市海珠区瑞宝街 中大布匹市场 A3 栋 2 楼 218 档<br>
<a href="http://www.huacaifabric.cn">www.huacaifabric.cn</a>
</div>
</div>`,
  },
  {
    family: "huacai-fabrics",
    group: "regional",
    lang: "en",
    kind: "proforma-invoice",
    code: null,
    link: null,
    from: "Chen Li <chen.li@huacaifabric.cn>",
    to: TO,
    subject: "PI for your October order - HC20251009-011",
    date: dt("2025-10-09", "10:48:51", "+0800"),
    text: `Dear Linh,

Thanks for the order confirmation by WeChat this morning. Please find attached the proforma invoice HC20251009-011.

  Tencel linen blend 140cm, sage green      150 m  x CNY 28.50 = CNY 4,275.00
  Crinkle chiffon 150cm, dusty rose         100 m  x CNY 19.00 = CNY 1,900.00
  Cotton poplin 145cm, optical white         80 m  x CNY 16.80 = CNY 1,344.00
  Total                                                          CNY 7,519.00

Payment terms: 30% deposit (CNY 2,255.70) before cutting, balance before shipment.
Bank: Bank of China Guangzhou Haizhu Sub-branch, A/C 6217 **** **** 3318, SWIFT BKCHCNBJ400
Lead time: 7-10 days after deposit.

Shipping by Jiesu Logistics land line as usual unless you tell me otherwise.

Best regards,
Chen Li
Guangzhou Huacai Textile Co., Ltd. - Export Dept.
Tel/WeChat: +86 138 2741 0956
`,
    html: `<div style="font-family:Calibri,Arial,sans-serif;font-size:11pt;color:#1f1f1f;">
<p>Dear Linh,</p>
<p>Thanks for the order confirmation by WeChat this morning. Please find attached the proforma invoice HC20251009-011.</p>
<table border="1" cellpadding="4" cellspacing="0" style="border-collapse:collapse;font-size:10pt;">
<tr style="background:#dbe5f1;"><th>Item</th><th>Qty</th><th>Unit price</th><th>Amount</th></tr>
<tr><td>Tencel linen blend 140cm, sage green</td><td align="right">150 m</td><td align="right">CNY 28.50</td><td align="right">CNY 4,275.00</td></tr>
<tr><td>Crinkle chiffon 150cm, dusty rose</td><td align="right">100 m</td><td align="right">CNY 19.00</td><td align="right">CNY 1,900.00</td></tr>
<tr><td>Cotton poplin 145cm, optical white</td><td align="right">80 m</td><td align="right">CNY 16.80</td><td align="right">CNY 1,344.00</td></tr>
<tr><td colspan="3"><b>Total</b></td><td align="right"><b>CNY 7,519.00</b></td></tr>
</table>
<p>Payment terms: 30% deposit (CNY 2,255.70) before cutting, balance before shipment.<br>
Bank: Bank of China Guangzhou Haizhu Sub-branch, A/C 6217 **** **** 3318, SWIFT BKCHCNBJ400<br>
Lead time: 7-10 days after deposit.</p>
<p>Shipping by Jiesu Logistics land line as usual unless you tell me otherwise.</p>
<p>Best regards,<br><b>Chen Li</b><br>Guangzhou Huacai Textile Co., Ltd. - Export Dept.<br>Tel/WeChat: +86 138 2741 0956<br><a href="http://www.huacaifabric.cn">www.huacaifabric.cn</a></p>
</div>`,
    enc: "qp",
    attachment: [
      "PI_HC20251009-011.pdf",
      "application/pdf",
      "%PDF-1.3\n%\u00e2\u00e3\u00cf\u00d3\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj\n3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n",
    ],
  },

  // ---------------------------------------------------------------- Jiesu Logistics (cross-border freight)
  {
    family: "jiesu-wuliu",
    group: "regional",
    lang: "zh",
    kind: "pickup-code",
    code: "630825",
    link: null,
    from: "捷速物流 <notice@jiesu56.com>",
    to: TO,
    subject: "货物已到达胡志明市仓，请凭提货码提货",
    date: dt("2025-09-21", "09:15:40", "+0800"),
    enc: "b64",
    text: `尊敬的客户 TRAN THAO LINH：

您的货物已到达捷速物流胡志明市仓库，可以提货了。

运单号：JS2509140773
发货人：广州华彩纺织品有限公司
件数/重量：4 件 / 86 kg
应付运费：2,150,000 VND（到付）

提货码：630825

提货地址：胡志明市新平郡 第15坊 Trường Chinh 路 1028 号 捷速仓库 2 号门
营业时间：周一至周六 8:00—17:30
免费仓储期：到仓后 5 天（截止 2025-09-26），逾期每件每天收取 20,000 VND 仓储费。

提货时请向仓管出示提货码及身份证件，委托他人提货请提供委托书。
客服热线：（越南）028 3812 6677 / （中国）020 8925 3300

捷速物流 — 广州 ⇄ 胡志明 ⇄ 河内 专线
`,
    html: doc(
      `<body style="margin:0;background:#f2f2f2;font-family:'PingFang SC','Microsoft YaHei',sans-serif;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:16px 0;">
<table width="600" cellpadding="0" cellspacing="0" style="background:#fff;">
  <tr><td style="background:#0b5ed7;padding:12px 20px;color:#fff;font-size:18px;font-weight:bold;"><img src="https://www.jiesu56.com/static/mail/logo-w.png" alt="捷速物流" height="26" style="vertical-align:middle;"> 到仓提货通知</td></tr>
  <tr><td style="padding:20px;font-size:14px;color:#333;line-height:24px;">
    尊敬的客户 <b>TRAN THAO LINH</b>：<br>您的货物已到达捷速物流胡志明市仓库，可以提货了。
    <table width="100%" border="1" cellpadding="6" cellspacing="0" style="border-collapse:collapse;border-color:#ddd;margin:14px 0;font-size:13px;">
      <tr><td width="30%" bgcolor="#f7f9fc">运单号</td><td>JS2509140773</td></tr>
      <tr><td bgcolor="#f7f9fc">发货人</td><td>广州华彩纺织品有限公司</td></tr>
      <tr><td bgcolor="#f7f9fc">件数/重量</td><td>4 件 / 86 kg</td></tr>
      <tr><td bgcolor="#f7f9fc">应付运费</td><td>2,150,000 VND（到付）</td></tr>
      <tr><td bgcolor="#f7f9fc"><b>提货码</b></td><td style="font-size:24px;color:#d63384;font-weight:bold;letter-spacing:3px;">630825</td></tr>
    </table>
    提货地址：胡志明市新平郡 第15坊 Trường Chinh 路 1028 号 捷速仓库 2 号门<br>
    营业时间：周一至周六 8:00—17:30<br>
    免费仓储期：到仓后 5 天（截止 2025-09-26），逾期每件每天收取 20,000 VND 仓储费。<br><br>
    <span style="color:#888;font-size:12px;">提货时请向仓管出示提货码及身份证件，委托他人提货请提供委托书。</span>
  </td></tr>
  <tr><td style="padding:12px 20px;background:#fafafa;font-size:12px;color:#999;">客服热线：（越南）028 3812 6677 / （中国）020 8925 3300 · <a href="https://www.jiesu56.com/track?no=JS2509140773" style="color:#0b5ed7;">查询物流轨迹</a></td></tr>
</table>
</td></tr></table>
</body>`,
      "zh-CN",
    ),
  },

  // ---------------------------------------------------------------- Obok Wholesale (Dongdaemun, KR)
  {
    family: "obok-wholesale",
    group: "regional",
    lang: "ko",
    kind: "verify-link",
    code: null,
    link: "https://www.obokdome.kr/member/email_confirm.php?mid=maychieu&key=7f31c0a9e24b4d5e8a61",
    from: "오복도매 <help@obokdome.kr>",
    to: TO,
    subject: "[오복도매] 이메일 인증을 완료해 주세요",
    date: dt("2025-09-19", "23:48:02", "+0900"),
    enc: "qp",
    text: `안녕하세요, maychieu 님.

동대문 도매 플랫폼 오복도매에 가입해 주셔서 감사합니다.
아래 링크를 눌러 이메일 인증을 완료하시면 도매가 확인과 주문이 가능합니다.

https://www.obokdome.kr/member/email_confirm.php?mid=maychieu&key=7f31c0a9e24b4d5e8a61

※ 인증 링크는 발송 후 24시간 동안 유효합니다.
※ 해외 바이어 회원은 인증 후 사업자 서류(사업자등록증 사본) 승인까지 영업일 기준 1~2일이 소요됩니다.

오복도매 고객센터 02-2231-7750 (평일 10:00~18:00, 점심 12:30~13:30)
서울특별시 중구 마장로 22, 신평화패션타운 5층
`,
    html: doc(
      `<body style="margin:0;background:#ffffff;font-family:'Apple SD Gothic Neo','Malgun Gothic',sans-serif;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center">
<table width="600" cellpadding="0" cellspacing="0" style="border:1px solid #e3e3e3;margin:30px 0;">
  <tr><td style="padding:24px 30px;border-bottom:2px solid #111;"><img src="https://www.obokdome.kr/img/mail/logo.png" alt="오복도매 OBOK DOME" height="32"></td></tr>
  <tr><td style="padding:34px 30px 10px;font-size:22px;color:#111;font-weight:bold;">이메일 인증 안내</td></tr>
  <tr><td style="padding:0 30px 24px;font-size:14px;color:#555;line-height:24px;">안녕하세요, <b>maychieu</b> 님.<br>동대문 도매 플랫폼 오복도매에 가입해 주셔서 감사합니다.<br>아래 버튼을 눌러 이메일 인증을 완료하시면 도매가 확인과 주문이 가능합니다.</td></tr>
  <tr><td style="padding:0 30px 28px;"><a href="https://www.obokdome.kr/member/email_confirm.php?mid=maychieu&amp;key=7f31c0a9e24b4d5e8a61" target="_blank" style="display:block;width:220px;text-align:center;background:#111;color:#fff;font-size:15px;padding:14px 0;text-decoration:none;">이메일 인증하기</a></td></tr>
  <tr><td style="padding:0 30px 26px;font-size:12px;color:#888;line-height:20px;">※ 인증 링크는 발송 후 24시간 동안 유효합니다.<br>※ 해외 바이어 회원은 인증 후 사업자 서류(사업자등록증 사본) 승인까지 영업일 기준 1~2일이 소요됩니다.</td></tr>
  <tr><td style="padding:18px 30px;background:#f6f6f6;font-size:11px;color:#999;line-height:18px;">
    오복도매 | 대표 김오복 | 사업자등록번호 204-87-55120 | 서울특별시 중구 마장로 22, 신평화패션타운 5층<br>
    고객센터 02-2231-7750 (평일 10:00~18:00) | <a href="https://www.obokdome.kr/policy/privacy" style="color:#999;">개인정보처리방침</a> | <a href="https://www.obokdome.kr/policy/terms" style="color:#999;">이용약관</a><br>
    Copyright © OBOK DOME. All rights reserved.
  </td></tr>
</table>
</td></tr></table>
</body>`,
      "ko",
    ),
  },
  {
    family: "obok-wholesale",
    group: "regional",
    lang: "ko",
    kind: "order-confirmation",
    code: null,
    link: null,
    from: "오복도매 <order@obokdome.kr>",
    to: TO,
    subject: "[오복도매] 주문이 접수되었습니다 (주문번호 OB250924-118734)",
    date: dt("2025-09-24", "02:16:33", "+0900"),
    enc: "b64",
    text: `maychieu 님, 주문해 주셔서 감사합니다.

주문번호: OB250924-118734
주문일시: 2025-09-24 02:15

[린넨하우스 / 신평화 2층 B-31] 오버핏 린넨 셔츠 (아이보리) FREE × 10 = ₩165,000
[모노블랑 / 디오트 4층 D-12] 핀턱 와이드 슬랙스 (블랙) S,M × 12 = ₩216,000
[수연 / 청평화 1층 가-08] 꽈배기 니트 가디건 (오트밀) FREE × 6 = ₩105,000

상품 합계: ₩486,000
사입 수수료(5%): ₩24,300
해외 배송비(EMS, 예상 9.8kg): ₩112,000
결제 예정 금액: ₩622,300

도매 매장 사정에 따라 품절·지연 상품이 발생할 수 있으며, 사입 완료 후 최종 금액을 다시 안내해 드립니다.
주문 내역: 마이페이지 > 주문/배송 조회

오복도매 고객센터 02-2231-7750
`,
    html: doc(
      `<body style="margin:0;background:#fff;font-family:'Malgun Gothic',sans-serif;">
<table width="600" cellpadding="0" cellspacing="0" align="center" style="border:1px solid #e3e3e3;margin:30px auto;">
  <tr><td style="padding:24px 30px;border-bottom:2px solid #111;"><img src="https://www.obokdome.kr/img/mail/logo.png" alt="오복도매 OBOK DOME" height="32"></td></tr>
  <tr><td style="padding:26px 30px 6px;font-size:18px;font-weight:bold;color:#111;">주문이 접수되었습니다</td></tr>
  <tr><td style="padding:0 30px 16px;font-size:13px;color:#666;">주문번호 OB250924-118734 · 2025-09-24 02:15</td></tr>
  <tr><td style="padding:0 30px;">
    <table width="100%" cellpadding="8" cellspacing="0" style="font-size:13px;border-top:1px solid #111;">
      <tr style="background:#fafafa;"><th align="left">상품</th><th>수량</th><th align="right">금액</th></tr>
      <tr><td>[린넨하우스] 오버핏 린넨 셔츠 (아이보리) FREE</td><td align="center">10</td><td align="right">₩165,000</td></tr>
      <tr><td>[모노블랑] 핀턱 와이드 슬랙스 (블랙) S,M</td><td align="center">12</td><td align="right">₩216,000</td></tr>
      <tr><td>[수연] 꽈배기 니트 가디건 (오트밀) FREE</td><td align="center">6</td><td align="right">₩105,000</td></tr>
      <tr><td colspan="2" style="border-top:1px solid #ddd;">상품 합계</td><td align="right" style="border-top:1px solid #ddd;">₩486,000</td></tr>
      <tr><td colspan="2">사입 수수료(5%)</td><td align="right">₩24,300</td></tr>
      <tr><td colspan="2">해외 배송비(EMS, 예상 9.8kg)</td><td align="right">₩112,000</td></tr>
      <tr><td colspan="2"><b>결제 예정 금액</b></td><td align="right" style="color:#e11d48;"><b>₩622,300</b></td></tr>
    </table>
  </td></tr>
  <tr><td style="padding:18px 30px;font-size:12px;color:#888;line-height:20px;">도매 매장 사정에 따라 품절·지연 상품이 발생할 수 있으며, 사입 완료 후 최종 금액을 다시 안내해 드립니다.</td></tr>
  <tr><td style="padding:0 30px 24px;"><a href="https://www.obokdome.kr/mypage/order_view.php?ordno=OB250924-118734" style="color:#111;font-size:13px;">주문 내역 보기 ›</a></td></tr>
  <tr><td style="padding:16px 30px;background:#f6f6f6;font-size:11px;color:#999;">오복도매 | 서울특별시 중구 마장로 22, 신평화패션타운 5층 | 고객센터 02-2231-7750</td></tr>
</table>
</body>`,
      "ko",
    ),
  },

  // ---------------------------------------------------------------- Vải sỉ Tân Bình (local fabric wholesaler)
  {
    family: "tanbinh-vai-si",
    group: "regional",
    lang: "vi",
    kind: "order-confirmation",
    code: null,
    link: null,
    from: "Vải Sỉ Kim Phụng - Chợ Tân Bình <kimphung.vaisi@gmail.com>",
    to: TO,
    subject: "Re: báo giá lụa + đũi tháng 10",
    date: dt("2025-10-03", "20:37:15"),
    enc: "8bit",
    text: `Chào em Linh,

Chị gửi lại xác nhận đơn như mình nói điện thoại chiều nay nha:

1. Lụa satin Nhật khổ 1m5, màu kem — 40m x 72.000 = 2.880.000
2. Đũi xước Nam Định khổ 1m2, màu xanh rêu — 60m x 48.000 = 2.880.000
3. Lụa tơ tằm pha, in hoa nhí (mẫu số 17) — 25m x 135.000 = 3.375.000

Tổng: 9.135.000đ. Em chuyển cọc 3.000.000đ, còn lại thanh toán khi nhận hàng.
STK: 0071 0006 83259 — Vietcombank chi nhánh Tân Bình — NGUYEN THI KIM PHUNG
Nội dung CK: MAYCHIEU coc don 03/10

Thứ Hai 06/10 chị cho xe chở qua xưởng em ở 88/12 Lê Văn Thọ, Gò Vấp, tầm 9-10h sáng. Có gì em gọi chị 0908 441 276.

Cảm ơn em!
Chị Phụng
Sạp C2-14, lầu 1 chợ Tân Bình
`,
    html: null,
  },

  // ---------------------------------------------------------------- Giao Liên Express (VN courier)
  {
    family: "giaolien-express",
    group: "regional",
    lang: "vi",
    kind: "cod-reconciliation",
    code: null,
    link: null,
    from: "Giao Liên Express <doisoat@giaolien.vn>",
    to: TO,
    subject: "Bảng đối soát COD ngày 10/09/2025 — Shop Mây Chiều Studio (GL-S0048213)",
    date: dt("2025-09-10", "18:05:00"),
    enc: "qp",
    text: `Kính gửi Shop Mây Chiều Studio (Mã shop: GL-S0048213),

Giao Liên Express gửi Quý shop bảng đối soát tiền thu hộ (COD) ngày 10/09/2025:

Số đơn giao thành công: 23
Tổng tiền thu hộ: 9.874.000đ
Tổng cước phí vận chuyển: -552.000đ
Phí bảo hiểm hàng hoá: -38.500đ
Phí hoàn hàng (2 đơn): -44.000đ
Số tiền chuyển khoản: 9.239.500đ
Tài khoản nhận: Bách Tùng Bank •••• 0637
Thời gian chuyển dự kiến: trước 12:00 ngày 11/09/2025

File chi tiết (Excel) có thể tải tại mục Đối soát trên ứng dụng Giao Liên Shop hoặc https://shop.giaolien.vn/doi-soat

Mọi thắc mắc về đối soát vui lòng liên hệ 1900 2828 nhánh 3 trong vòng 3 ngày kể từ ngày nhận email.

Trân trọng,
Phòng Đối soát — Giao Liên Express
`,
    html: doc(
      `<body style="margin:0;background:#f5f5f5;font-family:Arial,sans-serif;">
<table width="640" align="center" cellpadding="0" cellspacing="0" style="background:#fff;margin:16px auto;">
  <tr><td style="padding:14px 22px;background:#e30613;"><img src="https://giaolien.vn/assets/mail/logo-white.png" alt="Giao Liên Express" height="34"></td></tr>
  <tr><td style="padding:22px;font-size:14px;color:#222;line-height:21px;">
    <p style="margin:0 0 10px;">Kính gửi <b>Shop Mây Chiều Studio</b> (Mã shop: GL-S0048213),</p>
    <p style="margin:0 0 14px;">Giao Liên Express gửi Quý shop bảng đối soát tiền thu hộ (COD) ngày <b>10/09/2025</b>:</p>
    <table width="100%" border="1" cellpadding="7" cellspacing="0" style="border-collapse:collapse;border-color:#ddd;font-size:13px;">
      <tr><td>Số đơn giao thành công</td><td align="right">23</td></tr>
      <tr><td>Tổng tiền thu hộ</td><td align="right">9.874.000đ</td></tr>
      <tr><td>Tổng cước phí vận chuyển</td><td align="right">-552.000đ</td></tr>
      <tr><td>Phí bảo hiểm hàng hoá</td><td align="right">-38.500đ</td></tr>
      <tr><td>Phí hoàn hàng (2 đơn)</td><td align="right">-44.000đ</td></tr>
      <tr style="background:#fff3f3;"><td><b>Số tiền chuyển khoản</b></td><td align="right"><b>9.239.500đ</b></td></tr>
      <tr><td>Tài khoản nhận</td><td align="right">Bách Tùng Bank •••• 0637</td></tr>
      <tr><td>Thời gian chuyển dự kiến</td><td align="right">trước 12:00 ngày 11/09/2025</td></tr>
    </table>
    <p style="margin:14px 0 0;">File chi tiết (Excel) có thể tải tại mục <a href="https://shop.giaolien.vn/doi-soat?date=2025-09-10" style="color:#e30613;">Đối soát</a> trên ứng dụng Giao Liên Shop.</p>
    <p style="margin:10px 0 0;font-size:12px;color:#777;">Mọi thắc mắc về đối soát vui lòng liên hệ 1900 2828 nhánh 3 trong vòng 3 ngày kể từ ngày nhận email.</p>
  </td></tr>
  <tr><td style="padding:12px 22px;background:#333;color:#bbb;font-size:11px;">Công ty CP Chuyển phát Giao Liên · 405 Nguyễn Văn Linh, P. Tân Thuận Tây, Q. 7, TP.HCM · 1900 2828</td></tr>
</table>
</body>`,
      "vi",
    ),
  },
  {
    family: "giaolien-express",
    group: "regional",
    lang: "vi",
    kind: "return-to-sender",
    code: null,
    link: null,
    from: "Giao Liên Express <thongbao@giaolien.vn>",
    to: TO,
    subject: "Đơn GL825091733406 đang được chuyển hoàn về shop",
    date: dt("2025-09-26", "11:31:12"),
    enc: "b64",
    text: `Shop Mây Chiều Studio thân mến,

Đơn hàng GL825091733406 (mã đơn shop: MC10655) không giao được sau 3 lần phát và đang được chuyển hoàn.

Người nhận: Lê Thị M***, 0987 ••• 552, Thủ Dầu Một, Bình Dương
Lý do: Người nhận từ chối nhận hàng (không liên lạc được lần 1, hẹn lại lần 2, từ chối lần 3)
Tiền thu hộ: 685.000đ — không thu
Phí chuyển hoàn: 22.000đ (sẽ trừ vào kỳ đối soát kế tiếp)
Dự kiến hoàn về kho lấy hàng: 28/09/2025

Theo dõi hành trình: https://giaolien.vn/tra-cuu?code=GL825091733406

Giao Liên Express · 1900 2828
`,
    html: doc(
      `<body style="margin:0;background:#f5f5f5;font-family:Arial,sans-serif;">
${preheader("Người nhận từ chối nhận hàng sau 3 lần phát. Dự kiến hoàn về 28/09/2025.")}
<table width="600" align="center" cellpadding="0" cellspacing="0" style="background:#fff;margin:16px auto;">
  <tr><td style="padding:14px 22px;background:#e30613;"><img src="https://giaolien.vn/assets/mail/logo-white.png" alt="Giao Liên Express" height="34"></td></tr>
  <tr><td style="padding:22px;font-size:14px;color:#222;line-height:22px;">
    Shop Mây Chiều Studio thân mến,<br><br>
    Đơn hàng <b>GL825091733406</b> (mã đơn shop: MC10655) không giao được sau 3 lần phát và đang được <b style="color:#e30613;">chuyển hoàn</b>.
    <table width="100%" cellpadding="4" cellspacing="0" style="margin-top:12px;font-size:13px;">
      <tr><td width="38%" style="color:#777;">Người nhận</td><td>Lê Thị M***, 0987 ••• 552, Thủ Dầu Một, Bình Dương</td></tr>
      <tr><td style="color:#777;">Lý do</td><td>Người nhận từ chối nhận hàng</td></tr>
      <tr><td style="color:#777;">Tiền thu hộ</td><td>685.000đ — không thu</td></tr>
      <tr><td style="color:#777;">Phí chuyển hoàn</td><td>22.000đ (trừ vào kỳ đối soát kế tiếp)</td></tr>
      <tr><td style="color:#777;">Dự kiến hoàn về</td><td>28/09/2025</td></tr>
    </table>
    <table cellpadding="0" cellspacing="0" style="margin-top:12px;font-size:12px;color:#555;">
      <tr><td style="padding:3px 10px 3px 0;">22/09 14:10</td><td>Phát không thành công — không liên lạc được</td></tr>
      <tr><td style="padding:3px 10px 3px 0;">23/09 10:42</td><td>Phát không thành công — khách hẹn giao lại</td></tr>
      <tr><td style="padding:3px 10px 3px 0;">25/09 16:05</td><td>Phát không thành công — khách từ chối nhận</td></tr>
    </table>
    <p style="margin:16px 0 0;"><a href="https://giaolien.vn/tra-cuu?code=GL825091733406" style="color:#e30613;">Theo dõi hành trình</a></p>
  </td></tr>
  <tr><td style="padding:12px 22px;background:#333;color:#bbb;font-size:11px;">Công ty CP Chuyển phát Giao Liên · 1900 2828 · <a href="https://giaolien.vn/ho-tro" style="color:#bbb;">Hỗ trợ</a></td></tr>
</table>
</body>`,
      "vi",
    ),
  },
  {
    family: "giaolien-express",
    group: "regional",
    lang: "vi",
    kind: "login-code",
    code: "2749",
    link: null,
    from: "Giao Liên Express <otp@giaolien.vn>",
    to: TO,
    subject: "Mã OTP đăng nhập Giao Liên Shop",
    date: dt("2025-10-12", "06:58:20"),
    text: `Mã OTP đăng nhập ứng dụng Giao Liên Shop của bạn là: 2749

Mã có hiệu lực trong 3 phút. Giao Liên Express KHÔNG BAO GIỜ yêu cầu cung cấp mã OTP qua điện thoại, Zalo hay tin nhắn.

Tài khoản: GL-S0048213 (Shop Mây Chiều Studio)
Thiết bị: Samsung Galaxy A54

Giao Liên Express · 1900 2828
`,
    html: null,
  },

  // ---------------------------------------------------------------- Kratai Express (TH courier)
  {
    family: "kratai-express",
    group: "regional",
    lang: "th",
    kind: "shipment-delivered",
    code: null,
    link: null,
    from: "Kratai Express <noreply@kratai-express.co.th>",
    to: TO,
    subject: "พัสดุ KT0925118824TH จัดส่งสำเร็จแล้ว",
    date: dt("2025-09-25", "15:44:19"),
    enc: "qp",
    text: `เรียน ผู้ส่ง Maychieu Studio

พัสดุหมายเลข KT0925118824TH ได้จัดส่งถึงผู้รับเรียบร้อยแล้ว

ผู้รับ: คุณศิริพร (ลงชื่อรับ: ศิริพร)
ปลายทาง: อ.เมืองเชียงใหม่ จ.เชียงใหม่ 50200
วันเวลาที่จัดส่ง: 25/09/2025 15:38
เก็บเงินปลายทาง (COD): - 
น้ำหนัก: 0.8 กก.

ดูหลักฐานการจัดส่ง: https://track.kratai-express.co.th/KT0925118824TH

ขอบคุณที่ใช้บริการ Kratai Express
Call Center 1428
`,
    html: doc(
      `<body style="margin:0;background:#fffbea;font-family:Tahoma,sans-serif;">
<table width="560" align="center" cellpadding="0" cellspacing="0" style="background:#fff;margin:20px auto;border-radius:8px;">
  <tr><td style="padding:16px 22px;background:#facc15;border-radius:8px 8px 0 0;"><img src="https://kratai-express.co.th/img/edm/logo-rabbit.png" alt="Kratai Express" height="32"></td></tr>
  <tr><td align="center" style="padding:24px 22px 4px;"><img src="https://kratai-express.co.th/img/edm/delivered.png" width="64" alt="จัดส่งสำเร็จ"></td></tr>
  <tr><td align="center" style="padding:4px 22px 16px;font-size:18px;color:#166534;font-weight:bold;">จัดส่งสำเร็จแล้ว</td></tr>
  <tr><td style="padding:0 22px 18px;font-size:14px;color:#333;line-height:24px;">
    เรียน ผู้ส่ง Maychieu Studio<br>
    พัสดุหมายเลข <b>KT0925118824TH</b> ได้จัดส่งถึงผู้รับเรียบร้อยแล้ว<br>
    ผู้รับ: คุณศิริพร (ลงชื่อรับ: ศิริพร)<br>
    ปลายทาง: อ.เมืองเชียงใหม่ จ.เชียงใหม่ 50200<br>
    วันเวลาที่จัดส่ง: 25/09/2025 15:38<br>
    น้ำหนัก: 0.8 กก.
  </td></tr>
  <tr><td align="center" style="padding:0 22px 22px;"><a href="https://track.kratai-express.co.th/KT0925118824TH" style="background:#111;color:#facc15;padding:10px 24px;border-radius:20px;text-decoration:none;">ดูหลักฐานการจัดส่ง</a></td></tr>
  <tr><td style="padding:14px 22px;font-size:11px;color:#999;border-top:1px solid #eee;">Kratai Express Co., Ltd. · Call Center 1428 · <a href="https://www.facebook.com/KrataiExpressTH" style="color:#999;">Facebook</a> · <a href="https://line.me/R/ti/p/@krataiexpress" style="color:#999;">LINE @krataiexpress</a></td></tr>
</table>
</body>`,
      "th",
    ),
  },
  {
    family: "kratai-express",
    group: "regional",
    lang: "en",
    kind: "cod-transfer",
    code: null,
    link: null,
    from: "Kratai Express Business <cod@kratai-express.co.th>",
    to: TO,
    subject: "COD remittance THB 14,630.00 transferred - Account KB-77120",
    date: dt("2025-10-06", "12:10:45"),
    text: `Dear Maychieu Studio,

Your COD remittance for shipments delivered 29 Sep - 05 Oct 2025 has been transferred.

Business account: KB-77120
Shipments with COD: 11
COD collected: THB 15,230.00
COD fee (3%): THB -456.90
Shipping charges deducted: THB -143.10
Transferred: THB 14,630.00
To: Krungthai Bank xxx-x-x4408-x (MAYCHIEU STUDIO)
Transfer date: 06/10/2025

Download the remittance report (CSV) from Kratai Biz: https://biz.kratai-express.co.th/cod/reports

Kratai Express Business Support
biz@kratai-express.co.th | 02-021-1428
`,
    html: null,
  },

  // ---------------------------------------------------------------- Mekong Dara Express (KH courier)
  {
    family: "mekong-dara-express",
    group: "regional",
    lang: "en",
    kind: "shipment-update",
    code: null,
    link: null,
    from: "Mekong Dara Express <tracking@mekongdara.com.kh>",
    to: TO,
    subject: "Your shipment MDX-HCM-PNH-0093381 has cleared customs",
    date: dt("2025-09-30", "13:52:08"),
    enc: "qp",
    text: `Hello MAYCHIEU STUDIO,

Good news: your cross-border shipment has cleared Cambodian customs at Bavet and is on its way to our Phnom Penh hub.

Waybill: MDX-HCM-PNH-0093381
Parcels: 14 (consolidated, 11.2 kg)
Route: Ho Chi Minh City -> Moc Bai / Bavet -> Phnom Penh
Import duty and VAT paid by shipper: USD 23.60
Expected last-mile dispatch: 01 Oct 2025

Individual parcel tracking numbers will be sent to each recipient by SMS once they are assigned to a rider.

Track: https://www.mekongdara.com.kh/track/MDX-HCM-PNH-0093381

Mekong Dara Express
No. 88, St. 371, Sangkat Stung Meanchey, Phnom Penh | +855 23 880 771
`,
    html: doc(
      `<body style="margin:0;background:#ecfdf5;font-family:Verdana,Arial,sans-serif;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:20px;">
<table width="580" cellpadding="0" cellspacing="0" style="background:#fff;border:1px solid #a7f3d0;">
  <tr><td style="padding:16px 24px;"><img src="https://www.mekongdara.com.kh/assets/logo-mdx.png" alt="Mekong Dara Express" height="36"></td></tr>
  <tr><td style="padding:0 24px;">
    <table width="100%" cellpadding="0" cellspacing="0"><tr>
      <td width="25%" style="border-top:4px solid #059669;padding-top:6px;font-size:11px;color:#059669;">Picked up</td>
      <td width="25%" style="border-top:4px solid #059669;padding-top:6px;font-size:11px;color:#059669;">At border</td>
      <td width="25%" style="border-top:4px solid #059669;padding-top:6px;font-size:11px;color:#059669;font-weight:bold;">Customs cleared</td>
      <td width="25%" style="border-top:4px solid #d1d5db;padding-top:6px;font-size:11px;color:#9ca3af;">Out for delivery</td>
    </tr></table>
  </td></tr>
  <tr><td style="padding:20px 24px;font-size:13px;color:#374151;line-height:21px;">
    Hello MAYCHIEU STUDIO,<br><br>
    Good news: your cross-border shipment has cleared Cambodian customs at Bavet and is on its way to our Phnom Penh hub.<br><br>
    <b>Waybill:</b> MDX-HCM-PNH-0093381<br>
    <b>Parcels:</b> 14 (consolidated, 11.2 kg)<br>
    <b>Route:</b> Ho Chi Minh City → Moc Bai / Bavet → Phnom Penh<br>
    <b>Import duty and VAT paid by shipper:</b> USD 23.60<br>
    <b>Expected last-mile dispatch:</b> 01 Oct 2025<br><br>
    Individual parcel tracking numbers will be sent to each recipient by SMS once they are assigned to a rider.
  </td></tr>
  <tr><td style="padding:0 24px 22px;"><a href="https://www.mekongdara.com.kh/track/MDX-HCM-PNH-0093381" style="color:#fff;background:#059669;padding:9px 18px;text-decoration:none;font-size:13px;">Track shipment</a></td></tr>
  <tr><td style="padding:12px 24px;background:#f0fdf4;font-size:10px;color:#6b7280;">No. 88, St. 371, Sangkat Stung Meanchey, Phnom Penh · +855 23 880 771 · Telegram @MekongDaraCS</td></tr>
</table>
</td></tr></table>
</body>`,
      "en",
    ),
  },

  // ---------------------------------------------------------------- Champa Khonsong (Lao courier partner)
  {
    family: "champa-khonsong",
    group: "regional",
    lang: "lo",
    kind: "shipment-delivered",
    code: null,
    link: null,
    from: "ຈຳປາ ຂົນສົ່ງ <info@champakhonsong.la>",
    to: TO,
    subject: "ພັດສະດຸ CPK-VTE-552190 ສົ່ງເຖິງຜູ້ຮັບແລ້ວ",
    date: dt("2025-10-17", "16:20:55"),
    enc: "b64",
    text: `ສະບາຍດີ Maychieu Studio,

ພັດສະດຸເລກທີ CPK-VTE-552190 ໄດ້ສົ່ງເຖິງຜູ້ຮັບຮຽບຮ້ອຍແລ້ວ.

ຜູ້ຮັບ: ທ. ສຸກສະຫວັນ (020 5••• 1873)
ປາຍທາງ: ບ້ານ ໂພນສະອາດ, ເມືອງ ໄຊເສດຖາ, ນະຄອນຫຼວງວຽງຈັນ
ວັນທີ: 17/10/2025 15:47
ເງິນປາຍທາງ (COD): 620,000 ກີບ — ຈະໂອນເຂົ້າບັນຊີຂອງທ່ານພາຍໃນ 3 ວັນເຮັດວຽກ

ຂອບໃຈທີ່ໃຊ້ບໍລິການ
ຈຳປາ ຂົນສົ່ງ · ໂທ 021 266 388 · WhatsApp 020 5566 7788
`,
    html: doc(
      `<body style="margin:0;background:#f4f4f4;font-family:'Phetsarath OT','Noto Sans Lao',sans-serif;">
<table width="560" align="center" cellpadding="0" cellspacing="0" style="background:#fff;margin:18px auto;">
  <tr><td style="background:#7e22ce;padding:14px 20px;color:#fff;font-size:18px;"><img src="https://champakhonsong.la/img/logo-mail.png" alt="ຈຳປາ ຂົນສົ່ງ" height="28" style="vertical-align:middle;"> ຈຳປາ ຂົນສົ່ງ</td></tr>
  <tr><td style="padding:20px;font-size:14px;line-height:26px;color:#333;">
    ສະບາຍດີ Maychieu Studio,<br>
    ພັດສະດຸເລກທີ <b>CPK-VTE-552190</b> ໄດ້ສົ່ງເຖິງຜູ້ຮັບຮຽບຮ້ອຍແລ້ວ.<br><br>
    ຜູ້ຮັບ: ທ. ສຸກສະຫວັນ (020 5••• 1873)<br>
    ປາຍທາງ: ບ້ານ ໂພນສະອາດ, ເມືອງ ໄຊເສດຖາ, ນະຄອນຫຼວງວຽງຈັນ<br>
    ວັນທີ: 17/10/2025 15:47<br>
    ເງິນປາຍທາງ (COD): <b>620,000 ກີບ</b> — ຈະໂອນເຂົ້າບັນຊີຂອງທ່ານພາຍໃນ 3 ວັນເຮັດວຽກ
  </td></tr>
  <tr><td style="padding:12px 20px;background:#faf5ff;font-size:12px;color:#777;">ໂທ 021 266 388 · WhatsApp 020 5566 7788 · <a href="https://champakhonsong.la/track?no=CPK-VTE-552190" style="color:#7e22ce;">ຕິດຕາມພັດສະດຸ</a></td></tr>
</table>
</body>`,
      "lo",
    ),
  },

  // ---------------------------------------------------------------- Kho Xanh Fulfilment (warehouse)
  {
    family: "khoxanh-fulfilment",
    group: "regional",
    lang: "en",
    kind: "inbound-received",
    code: null,
    link: null,
    from: "Kho Xanh Fulfilment <wms@khoxanh.vn>",
    to: TO,
    subject: "[ASN-MC-0917] Inbound received with 2 discrepancies",
    date: dt("2025-09-17", "17:40:26"),
    enc: "qp",
    text: `Hi Mây Chiều Studio team,

Your inbound shipment ASN-MC-0917 was received at Kho Xanh Tan Uyen (Lot C7, VSIP II-A, Binh Duong) on 17/09/2025 at 14:12 and put away by 17:05.

SKU                      Expected  Received  Note
MC-DAM-HH-BE-M              40        40
MC-DAM-HH-BE-L              30        28      2 units short
MC-SOMI-MAY-TR-S            35        35
MC-VAY-XL-DEN-M             25        26      1 unit over (held in QC)
Total                      130       129

Inbound handling fee: 129 units x 1,800 VND = 232,200 VND (will appear on the October invoice).

Please review the discrepancies in the portal within 48 hours; after that the received quantities become final stock.
Portal: https://portal.khoxanh.vn/inbound/ASN-MC-0917

Kho Xanh Fulfilment - Warehouse Operations
Hotline 0283 636 9090 | ops@khoxanh.vn
`,
    html: doc(
      `<body style="margin:0;background:#f0fdf4;font-family:'Inter',Arial,sans-serif;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:22px 10px;">
<table width="620" cellpadding="0" cellspacing="0" style="background:#fff;border-radius:6px;border:1px solid #bbf7d0;">
  <tr><td style="padding:16px 24px;border-bottom:1px solid #dcfce7;"><img src="https://portal.khoxanh.vn/static/mail/khoxanh-logo.png" alt="Kho Xanh Fulfilment" height="30"> <span style="float:right;font-size:12px;color:#15803d;">Warehouse notification</span></td></tr>
  <tr><td style="padding:20px 24px 8px;font-size:14px;color:#1f2937;line-height:21px;">Hi Mây Chiều Studio team,<br><br>Your inbound shipment <b>ASN-MC-0917</b> was received at <b>Kho Xanh Tan Uyen</b> (Lot C7, VSIP II-A, Binh Duong) on 17/09/2025 at 14:12 and put away by 17:05.</td></tr>
  <tr><td style="padding:8px 24px;">
    <table width="100%" cellpadding="6" cellspacing="0" style="font-size:12px;border-collapse:collapse;">
      <tr style="background:#f0fdf4;"><th align="left">SKU</th><th align="right">Expected</th><th align="right">Received</th><th align="left">Note</th></tr>
      <tr><td>MC-DAM-HH-BE-M</td><td align="right">40</td><td align="right">40</td><td></td></tr>
      <tr style="background:#fef2f2;"><td>MC-DAM-HH-BE-L</td><td align="right">30</td><td align="right">28</td><td>2 units short</td></tr>
      <tr><td>MC-SOMI-MAY-TR-S</td><td align="right">35</td><td align="right">35</td><td></td></tr>
      <tr style="background:#fffbeb;"><td>MC-VAY-XL-DEN-M</td><td align="right">25</td><td align="right">26</td><td>1 unit over (held in QC)</td></tr>
      <tr style="border-top:1px solid #d1d5db;"><td><b>Total</b></td><td align="right"><b>130</b></td><td align="right"><b>129</b></td><td></td></tr>
    </table>
  </td></tr>
  <tr><td style="padding:10px 24px;font-size:13px;color:#4b5563;line-height:20px;">Inbound handling fee: 129 units × 1,800 VND = 232,200 VND (will appear on the October invoice).<br>Please review the discrepancies in the portal within 48 hours; after that the received quantities become final stock.</td></tr>
  <tr><td style="padding:6px 24px 22px;"><a href="https://portal.khoxanh.vn/inbound/ASN-MC-0917" style="background:#15803d;color:#fff;padding:9px 18px;border-radius:4px;text-decoration:none;font-size:13px;">Review inbound</a></td></tr>
  <tr><td style="padding:12px 24px;background:#f9fafb;font-size:11px;color:#6b7280;">Kho Xanh Fulfilment JSC · Hotline 0283 636 9090 · ops@khoxanh.vn</td></tr>
</table>
</td></tr></table>
</body>`,
      "en",
    ),
  },
  {
    family: "khoxanh-fulfilment",
    group: "regional",
    lang: "en",
    kind: "low-stock-alert",
    code: null,
    link: null,
    from: "Kho Xanh Fulfilment <wms@khoxanh.vn>",
    to: TO,
    subject: "Low stock: 3 SKUs below reorder point",
    date: dt("2025-10-11", "06:00:00"),
    text: `Daily stock alert for MAY CHIEU STUDIO (client code MCS-021), 11/10/2025 06:00

The following SKUs are at or below the reorder point you set:

  MC-DAM-HH-BE-S        on hand 4    reserved 2    reorder point 10
  MC-SOMI-MAY-TR-M      on hand 6    reserved 5    reorder point 12
  MC-CARDI-OAT-FREE     on hand 0    reserved 3    reorder point 6   (backorders: 3)

Average daily outbound (last 14 days): 18.4 units
Storage used: 3.6 of 5 pallet positions

Change alert thresholds: https://portal.khoxanh.vn/settings/alerts

-- 
Kho Xanh WMS (automated message)
`,
    html: null,
  },
  {
    family: "khoxanh-fulfilment",
    group: "regional",
    lang: "en",
    kind: "monthly-invoice",
    code: null,
    link: null,
    from: "Kho Xanh Billing <billing@khoxanh.vn>",
    to: TO,
    subject: "Invoice KX-2509-0214 for September 2025 - 7,846,300 VND",
    date: dt("2025-10-02", "08:30:00"),
    enc: "qp",
    text: `Dear Ms Tran Thao Linh,

Please find attached invoice KX-2509-0214 for fulfilment services provided to MAY CHIEU STUDIO in September 2025.

Storage (pallet-days 104 x 21,000)        2,184,000 VND
Inbound handling (412 units)                741,600 VND
Pick & pack (1,086 orders)                3,801,000 VND
Packaging materials                         407,400 VND
Subtotal                                  7,134,000 VND
VAT 10%                                     713,400 VND
Total due                                 7,847,400 VND
Credit note CN-2508-0031                     -1,100 VND
Amount payable                            7,846,300 VND

Due date: 15/10/2025
Bank transfer to: KHO XANH FULFILMENT JSC, Bach Tung Bank, A/C 1903 8822 4417 01
Reference: KX-2509-0214

The VAT e-invoice will be issued by our e-invoice provider on payment.

Kind regards,
Kho Xanh Billing
`,
    html: doc(
      `<body style="margin:0;font-family:Arial,sans-serif;font-size:13px;color:#1f2937;">
<p>Dear Ms Tran Thao Linh,</p>
<p>Please find attached invoice <b>KX-2509-0214</b> for fulfilment services provided to MAY CHIEU STUDIO in September 2025.</p>
<table cellpadding="5" cellspacing="0" style="border:1px solid #d1d5db;font-size:13px;">
<tr><td>Storage (pallet-days 104 × 21,000)</td><td align="right">2,184,000 VND</td></tr>
<tr><td>Inbound handling (412 units)</td><td align="right">741,600 VND</td></tr>
<tr><td>Pick &amp; pack (1,086 orders)</td><td align="right">3,801,000 VND</td></tr>
<tr><td>Packaging materials</td><td align="right">407,400 VND</td></tr>
<tr><td>Subtotal</td><td align="right">7,134,000 VND</td></tr>
<tr><td>VAT 10%</td><td align="right">713,400 VND</td></tr>
<tr><td>Total due</td><td align="right">7,847,400 VND</td></tr>
<tr><td>Credit note CN-2508-0031</td><td align="right">-1,100 VND</td></tr>
<tr style="background:#f0fdf4;"><td><b>Amount payable</b></td><td align="right"><b>7,846,300 VND</b></td></tr>
</table>
<p>Due date: <b>15/10/2025</b><br>Bank transfer to: KHO XANH FULFILMENT JSC, Bach Tung Bank, A/C 1903 8822 4417 01<br>Reference: KX-2509-0214</p>
<p>The VAT e-invoice will be issued by our e-invoice provider on payment.</p>
<p>Kind regards,<br>Kho Xanh Billing<br><span style="color:#6b7280;">Kho Xanh Fulfilment JSC · Lot C7, VSIP II-A, Tan Uyen, Binh Duong · 0283 636 9090</span></p>
</body>`,
      "en",
    ),
    attachment: [
      "KX-2509-0214.pdf",
      "application/pdf",
      "%PDF-1.5\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj\n3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R >> endobj\n4 0 obj << /Length 44 >> stream\nBT /F1 12 Tf 72 770 Td (KX-2509-0214) Tj ET\nendstream endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n",
    ],
  },

  // ---------------------------------------------------------------- Bách Tùng Bank (business bank)
  {
    family: "bachtung-bank",
    group: "regional",
    lang: "vi",
    kind: "transaction-code",
    code: "72819463",
    link: null,
    from: "Bach Tung Bank <ebanking@bachtungbank.com.vn>",
    to: TO,
    subject: "Mã xác thực giao dịch BT Biz",
    date: dt("2025-09-12", "14:07:31"),
    enc: "qp",
    text: `Quý khách CONG TY TNHH MAY CHIEU STUDIO thân mến,

Mã OTP xác thực giao dịch trên BT Biz của Quý khách là: 72819463

Loại giao dịch: Chuyển khoản liên ngân hàng (Napas 247)
Tài khoản nguồn: •••• 0637
Người thụ hưởng: NGUYEN THI KIM PHUNG — Vietcombank •••• 3259
Số tiền: 3.000.000 VND
Nội dung: MAYCHIEU coc don 03/10

Mã có hiệu lực trong 120 giây. Tuyệt đối không cung cấp mã OTP cho bất kỳ ai, kể cả nhân viên ngân hàng.

Nếu Quý khách không thực hiện giao dịch này, vui lòng gọi ngay Hotline 1800 6868 (miễn phí, 24/7).

Ngân hàng TMCP Bách Tùng
`,
    html: doc(
      `<body style="margin:0;background:#eaf1f8;font-family:Arial,Helvetica,sans-serif;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:20px 0;">
<table width="600" cellpadding="0" cellspacing="0" style="background:#fff;">
  <tr><td style="background:#003a70;padding:14px 24px;"><img src="https://www.bachtungbank.com.vn/email/btb-logo-white.png" alt="Bach Tung Bank" height="32"></td><td style="background:#003a70;padding:14px 24px;color:#c9a227;font-size:12px;text-align:right;">BT Biz</td></tr>
  <tr><td colspan="2" style="padding:24px;font-size:14px;color:#333;line-height:22px;">
    Quý khách <b>CONG TY TNHH MAY CHIEU STUDIO</b> thân mến,<br><br>
    Mã OTP xác thực giao dịch trên BT Biz của Quý khách là:
    <div style="margin:16px 0;font-size:30px;font-weight:bold;color:#003a70;letter-spacing:5px;">72819463</div>
    <table width="100%" cellpadding="5" cellspacing="0" style="font-size:13px;background:#f5f8fb;">
      <tr><td width="40%" style="color:#666;">Loại giao dịch</td><td>Chuyển khoản liên ngân hàng (Napas 247)</td></tr>
      <tr><td style="color:#666;">Tài khoản nguồn</td><td>•••• 0637</td></tr>
      <tr><td style="color:#666;">Người thụ hưởng</td><td>NGUYEN THI KIM PHUNG — Vietcombank •••• 3259</td></tr>
      <tr><td style="color:#666;">Số tiền</td><td><b>3.000.000 VND</b></td></tr>
      <tr><td style="color:#666;">Nội dung</td><td>MAYCHIEU coc don 03/10</td></tr>
    </table>
    <p style="margin:16px 0 0;color:#c00;font-size:13px;">Mã có hiệu lực trong 120 giây. Tuyệt đối không cung cấp mã OTP cho bất kỳ ai, kể cả nhân viên ngân hàng.</p>
    <p style="margin:10px 0 0;font-size:13px;">Nếu Quý khách không thực hiện giao dịch này, vui lòng gọi ngay Hotline <b>1800 6868</b> (miễn phí, 24/7).</p>
  </td></tr>
  <tr><td colspan="2" style="padding:14px 24px;background:#f2f2f2;font-size:11px;color:#888;line-height:17px;">Ngân hàng TMCP Bách Tùng · 66 Hàm Nghi, P. Bến Nghé, Q. 1, TP.HCM · <a href="https://www.bachtungbank.com.vn/canh-bao-lua-dao" style="color:#003a70;">Cảnh báo lừa đảo</a> · <a href="https://www.bachtungbank.com.vn/bao-mat" style="color:#003a70;">Chính sách bảo mật</a></td></tr>
</table>
</td></tr></table>
</body>`,
      "vi",
    ),
  },
  {
    family: "bachtung-bank",
    group: "regional",
    lang: "vi",
    kind: "balance-change",
    code: null,
    link: null,
    from: "Bach Tung Bank <thongbao@bachtungbank.com.vn>",
    to: TO,
    subject: "BTB: Thông báo biến động số dư tài khoản •••• 0637",
    date: dt("2025-09-05", "10:14:02"),
    enc: "b64",
    text: `Ngân hàng TMCP Bách Tùng trân trọng thông báo:

Tài khoản: •••• 0637
Thời gian: 05/09/2025 10:13:58
Giao dịch: +18.362.400 VND
Số dư cuối: 64.218.905 VND
Nội dung: PAYLUA STL-250905-00731 MAY CHIEU STUDIO
Số tham chiếu: FT25248617300912

Cảm ơn Quý khách đã sử dụng dịch vụ của Bách Tùng Bank.
Hotline 1800 6868 · www.bachtungbank.com.vn
`,
    html: doc(
      `<body style="margin:0;font-family:Arial,sans-serif;background:#fff;">
<table width="520" cellpadding="0" cellspacing="0" style="border:1px solid #d6e0ea;margin:12px;">
  <tr><td style="background:#003a70;padding:10px 16px;"><img src="https://www.bachtungbank.com.vn/email/btb-logo-white.png" alt="Bach Tung Bank" height="26"></td></tr>
  <tr><td style="padding:16px;font-size:13px;color:#333;">
    Ngân hàng TMCP Bách Tùng trân trọng thông báo:
    <table cellpadding="4" cellspacing="0" style="margin-top:10px;font-size:13px;">
      <tr><td style="color:#666;">Tài khoản</td><td>•••• 0637</td></tr>
      <tr><td style="color:#666;">Thời gian</td><td>05/09/2025 10:13:58</td></tr>
      <tr><td style="color:#666;">Giao dịch</td><td style="color:#15803d;font-weight:bold;">+18.362.400 VND</td></tr>
      <tr><td style="color:#666;">Số dư cuối</td><td>64.218.905 VND</td></tr>
      <tr><td style="color:#666;">Nội dung</td><td>PAYLUA STL-250905-00731 MAY CHIEU STUDIO</td></tr>
      <tr><td style="color:#666;">Số tham chiếu</td><td>FT25248617300912</td></tr>
    </table>
  </td></tr>
  <tr><td style="padding:10px 16px;background:#f2f2f2;font-size:11px;color:#888;">Hotline 1800 6868 · <a href="https://www.bachtungbank.com.vn" style="color:#003a70;">www.bachtungbank.com.vn</a></td></tr>
</table>
</body>`,
      "vi",
    ),
  },
  {
    family: "bachtung-bank",
    group: "regional",
    lang: "en",
    kind: "statement-ready",
    code: null,
    link: null,
    from: "Bach Tung Bank <estatement@bachtungbank.com.vn>",
    to: TO,
    subject: "Your September 2025 business account e-statement is ready",
    date: dt("2025-10-03", "05:30:00"),
    text: `Dear MAY CHIEU STUDIO CO., LTD,

Your e-statement for business current account •••• 0637 for the period 01/09/2025 - 30/09/2025 is now available in BT Biz under Accounts > E-statements.

Opening balance: 41,562,118 VND
Total credits (87): 126,904,350 VND
Total debits (54): 98,737,460 VND
Closing balance: 69,729,008 VND

For your security, statements are no longer sent as attachments. Sign in to BT Biz at https://biz.bachtungbank.com.vn or in the BT Biz app to view and download it.

This is an automatic e-mail; please do not reply. Hotline 1800 6868.

Bach Tung Commercial Joint Stock Bank
66 Ham Nghi, Ben Nghe Ward, District 1, Ho Chi Minh City
`,
    html: null,
  },

  // ---------------------------------------------------------------- Minh Khai e-invoice
  {
    family: "minhkhai-einvoice",
    group: "regional",
    lang: "vi",
    kind: "einvoice-issued",
    code: null,
    link: null,
    from: "Hóa đơn điện tử MinhKhai <hoadon@minhkhai-einvoice.vn>",
    to: TO,
    subject: "CÔNG TY TNHH MÂY CHIỀU STUDIO gửi hóa đơn điện tử số 00000412 cho Quý khách",
    date: dt("2025-10-04", "16:22:47"),
    enc: "qp",
    text: `Kính gửi: CÔNG TY CỔ PHẦN THỜI TRANG LỤA HỒNG

CÔNG TY TNHH MÂY CHIỀU STUDIO (MST: 0317 845 226) vừa phát hành hóa đơn điện tử tới Quý khách:

Mẫu số - Ký hiệu: 1C25TMC
Số hóa đơn: 00000412
Ngày hóa đơn: 04/10/2025
Tổng tiền thanh toán: 28.215.000 VND (đã bao gồm thuế GTGT 8%)

Bản sao email này được gửi đến người bán để lưu trữ.
Hóa đơn ở định dạng PDF và XML được đính kèm trên trang tra cứu: https://tracuu.minhkhai-einvoice.vn

Hệ thống hóa đơn điện tử MinhKhai — Tổng đài 1900 4848
Công ty CP Giải pháp Số Minh Khai · 12 Duy Tân, Cầu Giấy, Hà Nội
`,
    html: doc(
      `<body style="margin:0;background:#f7f7f7;font-family:'Times New Roman',serif;">
<table width="640" align="center" cellpadding="0" cellspacing="0" style="background:#fff;border:1px solid #ccc;margin:16px auto;">
  <tr><td style="padding:12px 20px;border-bottom:3px solid #1d4ed8;"><img src="https://minhkhai-einvoice.vn/img/mk-einvoice.png" alt="MinhKhai eInvoice" height="30"></td></tr>
  <tr><td style="padding:18px 20px;font-size:15px;line-height:24px;color:#111;">
    Kính gửi: <b>CÔNG TY CỔ PHẦN THỜI TRANG LỤA HỒNG</b><br><br>
    <b>CÔNG TY TNHH MÂY CHIỀU STUDIO</b> (MST: 0317 845 226) vừa phát hành hóa đơn điện tử tới Quý khách:
    <table cellpadding="4" cellspacing="0" style="margin:10px 0 10px 20px;font-size:15px;">
      <tr><td>Mẫu số - Ký hiệu:</td><td><b>1C25TMC</b></td></tr>
      <tr><td>Số hóa đơn:</td><td><b>00000412</b></td></tr>
      <tr><td>Ngày hóa đơn:</td><td>04/10/2025</td></tr>
      <tr><td>Tổng tiền thanh toán:</td><td><b>28.215.000 VND</b> (đã bao gồm thuế GTGT 8%)</td></tr>
    </table>
    <i style="color:#555;">Bản sao email này được gửi đến người bán để lưu trữ.</i><br>
    Hóa đơn ở định dạng PDF và XML có tại <a href="https://tracuu.minhkhai-einvoice.vn">trang tra cứu hóa đơn</a>.
  </td></tr>
  <tr><td style="padding:10px 20px;background:#eef2ff;font-size:12px;color:#555;">Hệ thống hóa đơn điện tử MinhKhai — Tổng đài 1900 4848 · Công ty CP Giải pháp Số Minh Khai · 12 Duy Tân, Cầu Giấy, Hà Nội</td></tr>
</table>
</body>`,
      "vi",
    ),
  },

  // ---------------------------------------------------------------- Fanbloc (social network, pages and ads)
  {
    family: "fanbloc",
    group: "consumer",
    lang: "en",
    kind: "invite-link",
    code: null,
    link:
      "https://l.fanbloc.com/r?u=https%3A%2F%2Fbusiness.fanbloc.com%2Finvitations%2Faccept%3Fid%3D88120457193%26t%3DAbZ3kq&e=tl.maychieu",
    from: "Fanbloc for Business <notification@business.fanbloc.com>",
    to: TO,
    subject: "Đỗ Minh Anh invited you to manage Mây Chiều Studio",
    date: dt("2025-09-04", "21:12:39"),
    enc: "qp",
    text: `Đỗ Minh Anh invited you to manage the Page Mây Chiều Studio

Đỗ Minh Anh (Minh Anh Social Agency) wants you to have full control of the Page Mây Chiều Studio, including its content, messages, insights and ad accounts.

Accept invitation:
https://l.fanbloc.com/r?u=https%3A%2F%2Fbusiness.fanbloc.com%2Finvitations%2Faccept%3Fid%3D88120457193%26t%3DAbZ3kq&e=tl.maychieu

This invitation expires on 02 October 2025.

If you don't know Đỗ Minh Anh, you can ignore this e-mail.

Fanbloc Platforms, Inc., Attention: Community Support, 500 Harbor Blvd, San Mateo, CA 94402
This message was sent to linh@maychieu.vn. Unsubscribe: https://business.fanbloc.com/settings/notifications
`,
    html: doc(
      `<body style="margin:0;padding:0;background:#ffffff;">
${preheader("Đỗ Minh Anh wants you to have full control of Mây Chiều Studio.")}
<table width="100%" cellpadding="0" cellspacing="0" style="font-family:Helvetica Neue,Helvetica,Arial,sans-serif;"><tr><td align="center">
<table width="512" cellpadding="0" cellspacing="0">
  <tr><td style="padding:20px 0 14px;border-bottom:1px solid #e5e5e5;"><img src="https://static.fanbloc.com/mail/fb-business-wordmark.png" alt="Fanbloc for Business" height="22"></td></tr>
  <tr><td style="padding:26px 0 10px;" align="center"><img src="https://scontent.fanbloc.com/p/maychieu-avatar-96.jpg" width="72" height="72" alt="Mây Chiều Studio" style="border-radius:36px;"></td></tr>
  <tr><td align="center" style="padding:0 0 14px;font-size:20px;color:#1c1e21;font-weight:bold;">Đỗ Minh Anh invited you to manage Mây Chiều Studio</td></tr>
  <tr><td align="center" style="padding:0 20px 22px;font-size:15px;color:#606770;line-height:21px;">Đỗ Minh Anh (Minh Anh Social Agency) wants you to have full control of the Page, including its content, messages, insights and ad accounts.</td></tr>
  <tr><td align="center" style="padding:0 0 20px;">
    <table cellpadding="0" cellspacing="0"><tr><td style="background:#6d28d9;border-radius:6px;">
      <a href="https://l.fanbloc.com/r?u=https%3A%2F%2Fbusiness.fanbloc.com%2Finvitations%2Faccept%3Fid%3D88120457193%26t%3DAbZ3kq&amp;e=tl.maychieu" style="display:inline-block;padding:11px 36px;color:#fff;text-decoration:none;font-size:15px;font-weight:bold;">Accept invitation</a>
    </td></tr></table>
  </td></tr>
  <tr><td align="center" style="padding:0 20px 24px;font-size:13px;color:#90949c;">This invitation expires on 02 October 2025. If you don't know Đỗ Minh Anh, you can ignore this e-mail.</td></tr>
  <tr><td style="padding:18px 0;border-top:1px solid #e5e5e5;font-size:11px;color:#90949c;line-height:16px;text-align:center;">
    <a href="https://l.fanbloc.com/r?u=https%3A%2F%2Fapps.apple.com%2Fapp%2Ffanbloc-business%2Fid1290441100&amp;e=tl.maychieu"><img src="https://static.fanbloc.com/mail/badge-appstore.png" alt="Download on the App Store" height="30"></a>
    <a href="https://l.fanbloc.com/r?u=https%3A%2F%2Fplay.google.com%2Fstore%2Fapps%2Fdetails%3Fid%3Dcom.fanbloc.business&amp;e=tl.maychieu"><img src="https://static.fanbloc.com/mail/badge-googleplay.png" alt="Get it on Google Play" height="30"></a><br><br>
    This message was sent to linh@maychieu.vn. <a href="https://business.fanbloc.com/settings/notifications" style="color:#6d28d9;">Unsubscribe</a><br>
    Fanbloc Platforms, Inc., Attention: Community Support, 500 Harbor Blvd, San Mateo, CA 94402
  </td></tr>
</table>
</td></tr></table>
</body>`,
      "en",
    ),
  },
  {
    family: "fanbloc",
    group: "consumer",
    lang: "en",
    kind: "ads-receipt",
    code: null,
    link: null,
    from: "Fanbloc Ads <advertise-noreply@business.fanbloc.com>",
    to: TO,
    subject: "Your Fanbloc ads receipt (Account ID: 2291 0475 8830)",
    date: dt("2025-09-30", "23:59:41", "-0700"),
    enc: "qp",
    text: `Fanbloc Ads receipt

Mây Chiều Studio - Ads
Account ID: 2291 0475 8830
Receipt for payment: 6630915724-28811
Date range: 23 Sep 2025 - 30 Sep 2025
Payment method: Visa •••• 4821
Amount billed: ₫6,500,000 VND (threshold reached)
Reference number: 7KQ4Z2HMV2

Campaigns:
  [TH] Linen dresses - conversions           ₫3,212,450   impressions 184,230
  [VN] Retargeting 30d - catalogue           ₫2,108,900   impressions 96,004
  [KH] Sơ mi Mây - traffic                    ₫1,178,650   impressions 71,558

View all transactions in Billing: https://business.fanbloc.com/billing_hub/payment_activity?asset_id=229104758830

Fanbloc Platforms Ireland Ltd., 4 Grand Canal Quay, Dublin 2, Ireland, VAT IE3788141VH
`,
    html: doc(
      `<body style="margin:0;background:#f0f2f5;font-family:Helvetica,Arial,sans-serif;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:24px 0;">
<table width="560" cellpadding="0" cellspacing="0" style="background:#fff;border-radius:8px;">
  <tr><td style="padding:20px 24px;border-bottom:1px solid #dddfe2;"><img src="https://static.fanbloc.com/mail/fb-ads-wordmark.png" alt="Fanbloc Ads" height="22"></td></tr>
  <tr><td style="padding:22px 24px 4px;font-size:13px;color:#606770;">Amount billed</td></tr>
  <tr><td style="padding:0 24px 16px;font-size:28px;color:#1c1e21;font-weight:bold;">₫6,500,000 VND</td></tr>
  <tr><td style="padding:0 24px;">
    <table width="100%" cellpadding="5" cellspacing="0" style="font-size:13px;color:#1c1e21;">
      <tr><td style="color:#606770;">Account</td><td align="right">Mây Chiều Studio - Ads (2291 0475 8830)</td></tr>
      <tr><td style="color:#606770;">Receipt for payment</td><td align="right">6630915724-28811</td></tr>
      <tr><td style="color:#606770;">Date range</td><td align="right">23 Sep 2025 - 30 Sep 2025</td></tr>
      <tr><td style="color:#606770;">Payment method</td><td align="right">Visa •••• 4821</td></tr>
      <tr><td style="color:#606770;">Reference number</td><td align="right">7KQ4Z2HMV2</td></tr>
    </table>
  </td></tr>
  <tr><td style="padding:16px 24px;">
    <table width="100%" cellpadding="6" cellspacing="0" style="font-size:12px;border-top:1px solid #dddfe2;">
      <tr><td>[TH] Linen dresses - conversions</td><td align="right">₫3,212,450</td></tr>
      <tr><td>[VN] Retargeting 30d - catalogue</td><td align="right">₫2,108,900</td></tr>
      <tr><td>[KH] Sơ mi Mây - traffic</td><td align="right">₫1,178,650</td></tr>
    </table>
  </td></tr>
  <tr><td style="padding:0 24px 22px;"><a href="https://business.fanbloc.com/billing_hub/payment_activity?asset_id=229104758830" style="color:#6d28d9;font-size:14px;">View payment activity</a></td></tr>
  <tr><td style="padding:14px 24px;font-size:11px;color:#90949c;border-top:1px solid #dddfe2;">Fanbloc Platforms Ireland Ltd., 4 Grand Canal Quay, Dublin 2, Ireland · VAT IE3788141VH</td></tr>
</table>
</td></tr></table>
</body>`,
      "en",
    ),
  },
  {
    family: "fanbloc",
    group: "consumer",
    lang: "vi",
    kind: "login-alert",
    code: null,
    link: null,
    from: "Fanbloc <security@fanbloc.com>",
    to: TO,
    subject: "Đăng nhập mới vào tài khoản Fanbloc của bạn từ Hà Nội",
    date: dt("2025-10-15", "01:47:10"),
    enc: "b64",
    text: `Xin chào Thảo Linh,

Chúng tôi nhận thấy một lần đăng nhập mới vào tài khoản của bạn.

Thiết bị: iPhone 15 Pro · Fanbloc cho iOS
Vị trí gần đúng: Hà Nội, Việt Nam
Thời gian: 15 tháng 10, 2025 lúc 01:45 (GMT+7)

Nếu đây là bạn, bạn không cần làm gì thêm.

Nếu không phải bạn, hãy bảo mật tài khoản ngay: https://www.fanbloc.com/login/checkpoint/secure?n=tl.maychieu&s=login_alert

Đội ngũ bảo mật Fanbloc
`,
    html: doc(
      `<body style="margin:0;background:#fff;font-family:Helvetica,Arial,sans-serif;">
<table width="480" align="center" cellpadding="0" cellspacing="0" style="margin:20px auto;">
  <tr><td style="padding-bottom:14px;border-bottom:1px solid #e5e5e5;"><img src="https://static.fanbloc.com/mail/fb-wordmark.png" alt="Fanbloc" height="24"></td></tr>
  <tr><td style="padding:20px 0 8px;font-size:16px;color:#1c1e21;">Xin chào Thảo Linh,</td></tr>
  <tr><td style="padding:0 0 14px;font-size:15px;color:#1c1e21;line-height:21px;">Chúng tôi nhận thấy một lần đăng nhập mới vào tài khoản của bạn.</td></tr>
  <tr><td style="padding:12px;background:#f5f6f7;font-size:14px;color:#444;line-height:22px;">
    <b>Thiết bị:</b> iPhone 15 Pro · Fanbloc cho iOS<br>
    <b>Vị trí gần đúng:</b> Hà Nội, Việt Nam<br>
    <b>Thời gian:</b> 15 tháng 10, 2025 lúc 01:45 (GMT+7)
  </td></tr>
  <tr><td style="padding:16px 0 6px;font-size:14px;color:#1c1e21;">Nếu đây là bạn, bạn không cần làm gì thêm.</td></tr>
  <tr><td style="padding:6px 0 20px;"><a href="https://www.fanbloc.com/login/checkpoint/secure?n=tl.maychieu&amp;s=login_alert" style="display:inline-block;border:1px solid #6d28d9;color:#6d28d9;padding:8px 16px;border-radius:6px;text-decoration:none;font-size:14px;">Không phải tôi — bảo mật tài khoản</a></td></tr>
  <tr><td style="padding-top:14px;border-top:1px solid #e5e5e5;font-size:11px;color:#90949c;">Fanbloc Platforms, Inc., Attention: Community Support, 500 Harbor Blvd, San Mateo, CA 94402</td></tr>
</table>
</body>`,
      "vi",
    ),
  },

  // ---------------------------------------------------------------- Zipreel (short-video app, shop)
  {
    family: "zipreel",
    group: "consumer",
    lang: "en",
    kind: "verify-code",
    code: "394107",
    link: null,
    from: "Zipreel Shop <no-reply@shop.zipreel.com>",
    to: TO,
    subject: "Verify your business email for Zipreel Shop",
    date: dt("2025-09-08", "11:20:14", "+0800"),
    enc: "qp",
    text: `Verify your business email

To finish setting up your seller account Maychieu Studio on Zipreel Shop, enter this verification code on the sign-up page:

394 107

This code will expire in 15 minutes. If you didn't request it, you can ignore this email.

Zipreel Shop Seller Center
Zipreel Pte. Ltd., 1 Raffles Quay #26-10, Singapore 048583
Privacy Policy: https://www.zipreel.com/legal/privacy
`,
    html: doc(
      `<body style="margin:0;background:#000;font-family:'Proxima Nova',Arial,sans-serif;">
<table width="100%" cellpadding="0" cellspacing="0" style="background:#f8f8f8;"><tr><td align="center" style="padding:30px 10px;">
<table width="500" cellpadding="0" cellspacing="0" style="background:#fff;border-radius:4px;">
  <tr><td style="padding:28px 32px 0;"><img src="https://sf16.zipreelcdn.com/obj/mail/zipreel-shop-logo.png" alt="Zipreel Shop" height="26"></td></tr>
  <tr><td style="padding:24px 32px 8px;font-size:22px;font-weight:bold;color:#161823;">Verify your business email</td></tr>
  <tr><td style="padding:0 32px 18px;font-size:14px;color:#555;line-height:21px;">To finish setting up your seller account <b>Maychieu Studio</b> on Zipreel Shop, enter this verification code on the sign-up page:</td></tr>
  <tr><td style="padding:0 32px 18px;"><div style="background:#f1f1f2;padding:16px;text-align:center;font-size:32px;font-weight:bold;letter-spacing:6px;color:#fe2c55;">394 107</div></td></tr>
  <tr><td style="padding:0 32px 26px;font-size:13px;color:#8a8b91;">This code will expire in 15 minutes. If you didn't request it, you can ignore this email.</td></tr>
  <tr><td style="padding:16px 32px;border-top:1px solid #eee;font-size:11px;color:#a0a0a6;">Zipreel Pte. Ltd., 1 Raffles Quay #26-10, Singapore 048583 · <a href="https://www.zipreel.com/legal/privacy" style="color:#a0a0a6;">Privacy Policy</a></td></tr>
</table>
</td></tr></table>
</body>`,
      "en",
    ),
  },
  {
    family: "zipreel",
    group: "consumer",
    lang: "en",
    kind: "shop-approved",
    code: null,
    link: null,
    from: "Zipreel Shop <no-reply@shop.zipreel.com>",
    to: TO,
    subject: "Congratulations! Your shop is approved to sell in Thailand",
    date: dt("2025-09-13", "15:03:52", "+0800"),
    enc: "b64",
    text: `Hi Maychieu Studio,

Your cross-border application has been approved. You can now list products and sell to customers in Thailand.

Shop ID: 7494418820663021
Seller type: Cross-border (Vietnam)
Category: Womenswear & Underwear
Commission: 5.0% + payment fee 3.0% (new-seller rate 0% for your first 90 days, until 12 Dec 2025)

Next steps:
1. Upload your first 10 products
2. Link a Zipreel account for LIVE and video selling
3. Set up your return address in Thailand or use Zipreel Returns Hub

Go to Seller Center: https://seller-th.zipreel.com/homepage?source=approval_email

Zipreel Shop Seller Center
`,
    html: doc(
      `<body style="margin:0;background:#f8f8f8;font-family:Arial,sans-serif;">
<table width="560" align="center" cellpadding="0" cellspacing="0" style="background:#fff;margin:30px auto;">
  <tr><td><img src="https://sf16.zipreelcdn.com/obj/mail/approved-banner-th.png" width="560" alt="Your shop is approved" style="display:block;"></td></tr>
  <tr><td style="padding:24px 30px;font-size:14px;color:#161823;line-height:22px;">
    Hi Maychieu Studio,<br><br>
    Your cross-border application has been approved. You can now list products and sell to customers in <b>Thailand</b>.
    <table cellpadding="4" cellspacing="0" style="margin:14px 0;font-size:13px;background:#f8f8f8;width:100%;">
      <tr><td style="color:#8a8b91;">Shop ID</td><td>7494418820663021</td></tr>
      <tr><td style="color:#8a8b91;">Seller type</td><td>Cross-border (Vietnam)</td></tr>
      <tr><td style="color:#8a8b91;">Category</td><td>Womenswear &amp; Underwear</td></tr>
      <tr><td style="color:#8a8b91;">Commission</td><td>5.0% + payment fee 3.0% (0% for your first 90 days, until 12 Dec 2025)</td></tr>
    </table>
    <b>Next steps</b>
    <ol style="margin:6px 0 16px;padding-left:20px;">
      <li>Upload your first 10 products</li>
      <li>Link a Zipreel account for LIVE and video selling</li>
      <li>Set up your return address in Thailand or use Zipreel Returns Hub</li>
    </ol>
    <a href="https://seller-th.zipreel.com/homepage?source=approval_email" style="display:inline-block;background:#fe2c55;color:#fff;padding:11px 26px;border-radius:2px;text-decoration:none;">Go to Seller Center</a>
  </td></tr>
  <tr><td style="padding:14px 30px;border-top:1px solid #eee;font-size:11px;color:#a0a0a6;">Zipreel Pte. Ltd., 1 Raffles Quay #26-10, Singapore 048583</td></tr>
</table>
</body>`,
      "en",
    ),
  },

  // ---------------------------------------------------------------- Palettry (design tool)
  {
    family: "palettry",
    group: "consumer",
    lang: "en",
    kind: "reset-link",
    code: null,
    link: "https://click.mail.palettry.com/ls/click?upn=u001.Hk7d2XQp9-2BZr4tLmc1aE8wVn-3D-3DxY7c_k0Pz",
    from: "Palettry <hello@mail.palettry.com>",
    to: TO,
    subject: "Reset your Palettry password",
    date: dt("2025-09-23", "00:41:05", "+0000"),
    enc: "qp",
    text: `Hi Linh,

We got a request to reset the password for your Palettry account (linh@maychieu.vn).

Reset your password:
https://click.mail.palettry.com/ls/click?upn=u001.Hk7d2XQp9-2BZr4tLmc1aE8wVn-3D-3DxY7c_k0Pz

This link expires in 1 hour. If you didn't ask for a new password, you can safely ignore this email; your password won't change.

Happy designing,
The Palettry team

Palettry Labs Pty Ltd · Level 3, 120 Flinders St, Melbourne VIC 3000, Australia
`,
    html: doc(
      `<body style="margin:0;background:#faf7ff;">
${preheader("This link expires in 1 hour.")}
<table width="100%" cellpadding="0" cellspacing="0" style="font-family:'Circular',Helvetica,Arial,sans-serif;"><tr><td align="center" style="padding:32px 12px;">
<table width="480" cellpadding="0" cellspacing="0" style="background:#fff;border-radius:14px;">
  <tr><td align="center" style="padding:30px 0 10px;"><img src="https://assets.palettry.com/email/palettry-mark.png" width="44" height="44" alt="Palettry"></td></tr>
  <tr><td align="center" style="padding:0 36px 12px;font-size:22px;color:#1e1b4b;font-weight:bold;">Reset your password</td></tr>
  <tr><td align="center" style="padding:0 36px 24px;font-size:15px;color:#4b5563;line-height:22px;">Hi Linh, we got a request to reset the password for your Palettry account (linh@maychieu.vn).</td></tr>
  <tr><td align="center" style="padding:0 36px 24px;"><a href="https://click.mail.palettry.com/ls/click?upn=u001.Hk7d2XQp9-2BZr4tLmc1aE8wVn-3D-3DxY7c_k0Pz" style="display:inline-block;background:linear-gradient(90deg,#7c3aed,#06b6d4);background-color:#7c3aed;color:#fff;padding:13px 32px;border-radius:24px;text-decoration:none;font-weight:bold;font-size:15px;">Reset password</a></td></tr>
  <tr><td align="center" style="padding:0 36px 30px;font-size:13px;color:#9ca3af;line-height:19px;">This link expires in 1 hour. If you didn't ask for a new password, you can safely ignore this email; your password won't change.</td></tr>
</table>
<table width="480" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:18px;font-size:11px;color:#9ca3af;font-family:Helvetica,Arial,sans-serif;">
  <a href="https://click.mail.palettry.com/ls/click?upn=u001.Hk7d2XQp9-2BZr4tLmc1aE8wVn-3D-3DtW9n_help" style="color:#9ca3af;">Help</a> · <a href="https://www.palettry.com/policies/privacy" style="color:#9ca3af;">Privacy</a> · <a href="https://www.palettry.com/policies/terms" style="color:#9ca3af;">Terms</a><br>
  Palettry Labs Pty Ltd · Level 3, 120 Flinders St, Melbourne VIC 3000, Australia
</td></tr></table>
</td></tr></table>
</body>`,
      "en",
    ),
  },
  {
    family: "palettry",
    group: "consumer",
    lang: "en",
    kind: "subscription-receipt",
    code: null,
    link: null,
    from: "Palettry <billing@palettry.com>",
    to: TO,
    subject: "Your Palettry Pro receipt #2180-4471",
    date: dt("2025-10-19", "03:12:44", "+0000"),
    text: `Receipt #2180-4471
Paid 19 Oct 2025

Palettry Pro (monthly), 1 seat          USD 14.99
Tax (VAT Vietnam 10%)                    USD 1.50
Total charged                            USD 16.49
Visa ending in 4821

Billing period: 19 Oct 2025 - 18 Nov 2025
Billed to: Mây Chiều Studio, 88/12 Lê Văn Thọ, Gò Vấp, Ho Chi Minh City 700000, Vietnam

Questions? Visit https://www.palettry.com/help/billing

Palettry Labs Pty Ltd, ABN 61 629 117 304
`,
    html: null,
  },

  // ---------------------------------------------------------------- Tên Miền Xanh (domain and hosting)
  {
    family: "tenmienxanh",
    group: "regional",
    lang: "vi",
    kind: "verify-link",
    code: null,
    link: "https://id.tenmienxanh.vn/xac-thuc-email?domain=maychieu.vn&ticket=VRF-3XK29Q-7D4M1",
    from: "Tên Miền Xanh <xacthuc@tenmienxanh.vn>",
    to: TO,
    subject: "[Quan trọng] Xác thực email chủ thể tên miền maychieu.vn",
    date: dt("2025-09-20", "09:05:33"),
    enc: "qp",
    text: `Kính gửi Quý khách Trần Thảo Linh,

Theo quy định về quản lý tên miền, thông tin email của chủ thể tên miền cần được xác thực sau khi có thay đổi. Thông tin liên hệ của tên miền maychieu.vn vừa được cập nhật vào ngày 19/09/2025.

Vui lòng bấm vào liên kết sau để xác thực địa chỉ email linh@maychieu.vn:
https://id.tenmienxanh.vn/xac-thuc-email?domain=maychieu.vn&ticket=VRF-3XK29Q-7D4M1

Nếu email không được xác thực trước ngày 05/10/2025, tên miền có thể bị tạm ngừng hoạt động (website và email theo tên miền sẽ không truy cập được).

Mã khách hàng: TMX-0091427
Hạn sử dụng tên miền: 14/03/2027

Trân trọng,
Tên Miền Xanh — Nhà đăng ký tên miền .VN
Hotline 1900 9955 · Tầng 5, 23 Lạc Trung, Hai Bà Trưng, Hà Nội
`,
    html: doc(
      `<body style="margin:0;background:#e9f5ee;font-family:Tahoma,Arial,sans-serif;">
<table width="620" align="center" cellpadding="0" cellspacing="0" style="background:#fff;margin:18px auto;border-top:5px solid #16a34a;">
  <tr><td style="padding:16px 26px;"><img src="https://tenmienxanh.vn/images/mail/logo.png" alt="Tên Miền Xanh" height="36"></td><td align="right" style="padding:16px 26px;font-size:12px;color:#666;">Hotline: 1900 9955</td></tr>
  <tr><td colspan="2" style="padding:6px 26px 20px;font-size:14px;color:#222;line-height:22px;">
    Kính gửi Quý khách <b>Trần Thảo Linh</b>,<br><br>
    Theo quy định về quản lý tên miền, thông tin email của chủ thể tên miền cần được xác thực sau khi có thay đổi. Thông tin liên hệ của tên miền <b>maychieu.vn</b> vừa được cập nhật vào ngày 19/09/2025.<br><br>
    Vui lòng bấm nút bên dưới để xác thực địa chỉ email <b>linh@maychieu.vn</b>:
  </td></tr>
  <tr><td colspan="2" align="center" style="padding:0 26px 20px;"><a href="https://id.tenmienxanh.vn/xac-thuc-email?domain=maychieu.vn&amp;ticket=VRF-3XK29Q-7D4M1" style="background:#16a34a;color:#fff;padding:12px 34px;border-radius:4px;text-decoration:none;font-weight:bold;font-size:15px;">XÁC THỰC EMAIL</a></td></tr>
  <tr><td colspan="2" style="padding:0 26px 18px;font-size:13px;color:#b91c1c;line-height:20px;">Nếu email không được xác thực trước ngày 05/10/2025, tên miền có thể bị tạm ngừng hoạt động (website và email theo tên miền sẽ không truy cập được).</td></tr>
  <tr><td colspan="2" style="padding:0 26px 18px;font-size:13px;color:#555;">Mã khách hàng: TMX-0091427 · Hạn sử dụng tên miền: 14/03/2027</td></tr>
  <tr><td colspan="2" style="padding:14px 26px;background:#f6f6f6;font-size:11px;color:#888;line-height:17px;">Tên Miền Xanh — Nhà đăng ký tên miền .VN · Tầng 5, 23 Lạc Trung, Hai Bà Trưng, Hà Nội<br><a href="https://tenmienxanh.vn/ho-tro" style="color:#16a34a;">Hỗ trợ</a> · <a href="https://tenmienxanh.vn/chinh-sach" style="color:#16a34a;">Chính sách</a> · <a href="https://zalo.me/tenmienxanh" style="color:#16a34a;">Zalo OA</a></td></tr>
</table>
</body>`,
      "vi",
    ),
  },
  {
    family: "tenmienxanh",
    group: "regional",
    lang: "en",
    kind: "hosting-renewal-notice",
    code: null,
    link: null,
    from: "Ten Mien Xanh Billing <billing@tenmienxanh.vn>",
    to: TO,
    subject: "Reminder: Business Email plan for maychieu.vn renews in 14 days",
    date: dt("2025-10-16", "08:00:12"),
    text: `Dear Tran Thao Linh,

This is a reminder that the following service will renew automatically:

Service: Business Email Basic - 5 mailboxes (maychieu.vn)
Renewal date: 30/10/2025
Term: 12 months
Price: 1,188,000 VND + VAT 10% = 1,306,800 VND
Payment method: account balance (current balance 240,000 VND)

Your account balance is not enough for this renewal. Please top up at least 1,066,800 VND before 30/10/2025 to avoid interruption, or change the payment method in the client area: https://id.tenmienxanh.vn/billing

Customer ID: TMX-0091427

Ten Mien Xanh Billing Team | 1900 9955
`,
    html: null,
  },

  // ---------------------------------------------------------------- SổKế (accounting app)
  {
    family: "soke-ketoan",
    group: "regional",
    lang: "vi",
    kind: "two-factor-code",
    code: "615082",
    link: null,
    from: "SổKế <no-reply@soke.app>",
    to: TO,
    subject: "Mã xác thực hai bước SổKế",
    date: dt("2025-10-07", "20:16:58"),
    enc: "b64",
    text: `Chào Thảo Linh,

Mã xác thực hai bước để đăng nhập SổKế của bạn là:

615 082

Mã có hiệu lực trong 10 phút.
Sổ sách: MÂY CHIỀU STUDIO (MST 0317845226)
Trình duyệt: Firefox trên macOS · TP. Hồ Chí Minh

Nếu không phải bạn, hãy đổi mật khẩu trong Cài đặt > Bảo mật.

SổKế — Kế toán gọn cho hộ kinh doanh và doanh nghiệp nhỏ
support@soke.app · 028 7109 2424
`,
    html: doc(
      `<body style="margin:0;background:#fdfcf8;font-family:'Nunito',Arial,sans-serif;">
<table width="460" align="center" cellpadding="0" cellspacing="0" style="margin:28px auto;background:#fff;border:1px solid #ece8dc;border-radius:10px;">
  <tr><td style="padding:22px 28px 6px;"><img src="https://soke.app/static/email/soke-logo.png" alt="SổKế" height="30"></td></tr>
  <tr><td style="padding:14px 28px 4px;font-size:15px;color:#292524;">Chào Thảo Linh,</td></tr>
  <tr><td style="padding:0 28px 14px;font-size:14px;color:#57534e;">Mã xác thực hai bước để đăng nhập SổKế của bạn là:</td></tr>
  <tr><td style="padding:0 28px 14px;"><span style="display:inline-block;font-family:Menlo,monospace;font-size:30px;font-weight:700;color:#0d9488;background:#f0fdfa;padding:10px 18px;border-radius:8px;">615&nbsp;082</span></td></tr>
  <tr><td style="padding:0 28px 18px;font-size:13px;color:#78716c;line-height:20px;">Mã có hiệu lực trong 10 phút.<br>Sổ sách: MÂY CHIỀU STUDIO (MST 0317845226)<br>Trình duyệt: Firefox trên macOS · TP. Hồ Chí Minh</td></tr>
  <tr><td style="padding:0 28px 22px;font-size:13px;color:#78716c;">Nếu không phải bạn, hãy <a href="https://app.soke.app/cai-dat/bao-mat" style="color:#0d9488;">đổi mật khẩu</a>.</td></tr>
  <tr><td style="padding:14px 28px;border-top:1px solid #ece8dc;font-size:11px;color:#a8a29e;">SổKế — Kế toán gọn cho hộ kinh doanh và doanh nghiệp nhỏ · support@soke.app · 028 7109 2424</td></tr>
</table>
</body>`,
      "vi",
    ),
  },

  // ---------------------------------------------------------------- ChatBán (chat-commerce tool)
  {
    family: "chatban",
    group: "regional",
    lang: "en",
    kind: "verify-email",
    code: "4826",
    link: "https://app.chatban.io/auth/verify?email=linh%40maychieu.vn&code=4826&sig=c1e0f7a2",
    from: "ChatBan <team@chatban.io>",
    to: TO,
    subject: "Confirm your email to start selling in chat",
    date: dt("2025-09-01", "13:44:27"),
    enc: "qp",
    text: `Welcome to ChatBan, Linh!

You're one step away from connecting your Fanbloc Page, Zalo OA and LINE account to one shared inbox.

Enter this code in the app:

4826

or confirm your email with one click:
https://app.chatban.io/auth/verify?email=linh%40maychieu.vn&code=4826&sig=c1e0f7a2

Your 14-day free trial of ChatBan Growth (499,000 VND/month afterwards) starts as soon as you confirm.

Need a hand? Reply to this email or call 0283 622 1188 (Mon-Sat 8:00-20:00).

ChatBan Technologies JSC
Etown Central, 11 Doan Van Bo, District 4, Ho Chi Minh City
`,
    html: doc(
      `<body style="margin:0;background:#eff6ff;font-family:'Segoe UI',Arial,sans-serif;">
${preheader("Enter 4826 in the app or confirm with one click.")}
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:30px 10px;">
<table width="520" cellpadding="0" cellspacing="0" style="background:#fff;border-radius:16px;">
  <tr><td style="padding:26px 32px 0;"><img src="https://app.chatban.io/static/mail/chatban-logo.png" alt="ChatBan" height="28"></td></tr>
  <tr><td style="padding:20px 32px 6px;font-size:22px;font-weight:700;color:#0f172a;">Welcome to ChatBan, Linh!</td></tr>
  <tr><td style="padding:0 32px 18px;font-size:14px;color:#475569;line-height:22px;">You're one step away from connecting your Fanbloc Page, Zalo OA and LINE account to one shared inbox. Enter this code in the app:</td></tr>
  <tr><td style="padding:0 32px 14px;">
    <table cellpadding="0" cellspacing="0"><tr>
      <td style="width:46px;height:54px;background:#eff6ff;border-radius:8px;text-align:center;font-size:28px;font-weight:700;color:#1d4ed8;">4</td><td width="8"></td>
      <td style="width:46px;height:54px;background:#eff6ff;border-radius:8px;text-align:center;font-size:28px;font-weight:700;color:#1d4ed8;">8</td><td width="8"></td>
      <td style="width:46px;height:54px;background:#eff6ff;border-radius:8px;text-align:center;font-size:28px;font-weight:700;color:#1d4ed8;">2</td><td width="8"></td>
      <td style="width:46px;height:54px;background:#eff6ff;border-radius:8px;text-align:center;font-size:28px;font-weight:700;color:#1d4ed8;">6</td>
    </tr></table>
  </td></tr>
  <tr><td style="padding:4px 32px 10px;font-size:14px;color:#475569;">or confirm your email with one click:</td></tr>
  <tr><td style="padding:0 32px 22px;"><a href="https://app.chatban.io/auth/verify?email=linh%40maychieu.vn&amp;code=4826&amp;sig=c1e0f7a2" style="display:inline-block;background:#1d4ed8;color:#fff;padding:12px 28px;border-radius:10px;text-decoration:none;font-weight:600;">Confirm my email</a></td></tr>
  <tr><td style="padding:0 32px 24px;font-size:13px;color:#64748b;line-height:20px;">Your 14-day free trial of ChatBan Growth (499,000 VND/month afterwards) starts as soon as you confirm. Need a hand? Reply to this email or call 0283 622 1188 (Mon–Sat 8:00–20:00).</td></tr>
  <tr><td style="padding:16px 32px;border-top:1px solid #e2e8f0;font-size:11px;color:#94a3b8;">ChatBan Technologies JSC · Etown Central, 11 Doan Van Bo, District 4, Ho Chi Minh City · <a href="https://chatban.io/privacy" style="color:#94a3b8;">Privacy</a> · <a href="https://chatban.io/terms" style="color:#94a3b8;">Terms</a></td></tr>
</table>
</td></tr></table>
</body>`,
      "en",
    ),
  },

  // ---------------------------------------------------------------- Kobayashi Botan (Osaka button wholesaler)
  {
    family: "kobayashi-botan",
    group: "regional",
    lang: "ja",
    kind: "verify-link",
    code: null,
    link: "https://www.kobayashi-botan.jp/shop/customer/activate?k=9d2f61ab07c54e3e",
    from: "小林ボタン卸オンライン <shop@kobayashi-botan.jp>",
    to: TO,
    subject: "【小林ボタン卸オンライン】会員仮登録のお知らせ",
    date: dt("2025-09-25", "21:30:08", "+0900"),
    enc: "b64",
    text: `Tran Thao Linh 様

この度は小林ボタン卸オンラインへの会員登録をお申し込みいただき、誠にありがとうございます。
現在は仮登録の状態です。下記URLにアクセスして、本登録を完了してください。

https://www.kobayashi-botan.jp/shop/customer/activate?k=9d2f61ab07c54e3e

※URLの有効期限は72時間です。
※本登録後、卸価格（税抜）が表示されるようになります。海外発送（EMS・国際小包）にも対応しております。
※本メールにお心当たりのない場合は、破棄していただきますようお願いいたします。

━━━━━━━━━━━━━━━━━━━━━━
小林ボタン卸オンライン（株式会社小林釦商店）
〒542-0081 大阪府大阪市中央区南船場2-7-14
TEL 06-6261-3308（平日 9:00〜17:00）
https://www.kobayashi-botan.jp/
━━━━━━━━━━━━━━━━━━━━━━
`,
    html: null,
  },
  {
    family: "kobayashi-botan",
    group: "regional",
    lang: "ja",
    kind: "order-shipped",
    code: null,
    link: null,
    from: "小林ボタン卸オンライン <shop@kobayashi-botan.jp>",
    to: TO,
    subject: "【小林ボタン卸オンライン】商品発送のお知らせ（ご注文番号：KB-250930-0457）",
    date: dt("2025-10-02", "14:05:41", "+0900"),
    enc: "qp",
    text: `Tran Thao Linh 様

いつも小林ボタン卸オンラインをご利用いただき、ありがとうございます。
ご注文の商品を本日発送いたしました。

■ご注文番号：KB-250930-0457
■発送方法：EMS（国際スピード郵便）
■お問い合わせ番号：EN 123 456 789 JP
■お届け予定：10月6日〜10月9日頃

[ご注文内容]
・貝ボタン 白蝶貝 11.5mm 4つ穴（100個入）×3　¥7,260
・くるみボタン用キット 15mm（50組）×2　¥2,640
・ナイロンファスナー 20cm ベージュ（100本）×1　¥4,180
小計　¥14,080
送料（EMS）　¥3,900
合計　¥17,980（免税・輸出取引）

関税・現地の輸入税はお客様のご負担となります。
今後とも小林ボタン卸オンラインをよろしくお願いいたします。

小林ボタン卸オンライン（株式会社小林釦商店）
TEL 06-6261-3308
`,
    html: doc(
      `<body style="margin:0;font-family:'Hiragino Kaku Gothic ProN','Meiryo',sans-serif;font-size:14px;color:#333;">
<table width="600" cellpadding="0" cellspacing="0" style="margin:0 auto;">
  <tr><td style="padding:16px 0;border-bottom:2px solid #8b5e34;"><img src="https://www.kobayashi-botan.jp/img/mail_logo.gif" alt="小林ボタン卸オンライン" height="40"></td></tr>
  <tr><td style="padding:20px 0;line-height:1.8;">
    Tran Thao Linh 様<br><br>
    いつも小林ボタン卸オンラインをご利用いただき、ありがとうございます。<br>ご注文の商品を本日発送いたしました。
    <table width="100%" cellpadding="6" cellspacing="0" border="1" style="border-collapse:collapse;border-color:#d6c7b5;margin:14px 0;font-size:13px;">
      <tr><th bgcolor="#f6efe6" width="35%" align="left">ご注文番号</th><td>KB-250930-0457</td></tr>
      <tr><th bgcolor="#f6efe6" align="left">発送方法</th><td>EMS（国際スピード郵便）</td></tr>
      <tr><th bgcolor="#f6efe6" align="left">お問い合わせ番号</th><td><a href="https://trackings.post.japanpost.jp/services/srv/search/?requestNo1=EN123456789JP">EN 123 456 789 JP</a></td></tr>
      <tr><th bgcolor="#f6efe6" align="left">お届け予定</th><td>10月6日〜10月9日頃</td></tr>
    </table>
    <table width="100%" cellpadding="5" cellspacing="0" style="font-size:13px;">
      <tr><td>貝ボタン 白蝶貝 11.5mm 4つ穴（100個入）×3</td><td align="right">¥7,260</td></tr>
      <tr><td>くるみボタン用キット 15mm（50組）×2</td><td align="right">¥2,640</td></tr>
      <tr><td>ナイロンファスナー 20cm ベージュ（100本）×1</td><td align="right">¥4,180</td></tr>
      <tr><td style="border-top:1px solid #ccc;">小計</td><td align="right" style="border-top:1px solid #ccc;">¥14,080</td></tr>
      <tr><td>送料（EMS）</td><td align="right">¥3,900</td></tr>
      <tr><td><b>合計</b>（免税・輸出取引）</td><td align="right"><b>¥17,980</b></td></tr>
    </table>
    <p style="font-size:12px;color:#777;">関税・現地の輸入税はお客様のご負担となります。</p>
  </td></tr>
  <tr><td style="padding:14px 0;border-top:1px solid #d6c7b5;font-size:11px;color:#888;">小林ボタン卸オンライン（株式会社小林釦商店）〒542-0081 大阪府大阪市中央区南船場2-7-14 · TEL 06-6261-3308</td></tr>
</table>
</body>`,
      "ja",
    ),
  },

  // ---------------------------------------------------------------- BorongKita (Malaysian wholesale marketplace)
  {
    family: "borongkita",
    group: "regional",
    lang: "ms",
    kind: "verify-link",
    code: null,
    link: "https://borongkita.my/e/c/eyJ1IjoiMTgyNzMzIiwidCI6InZlcmlmeSJ9/confirm-email?token=BK-8Zq2mT5vY",
    from: "BorongKita <akaun@borongkita.my>",
    to: TO,
    subject: "Sahkan alamat e-mel anda untuk akaun pembekal BorongKita",
    date: dt("2025-10-21", "10:58:36", "+0800"),
    enc: "qp",
    text: `Hai Maychieu Studio,

Terima kasih kerana mendaftar sebagai pembekal di BorongKita, pasaran borong untuk peruncit fesyen di Malaysia dan Singapura.

Sila sahkan alamat e-mel anda dengan klik pautan di bawah:
https://borongkita.my/e/c/eyJ1IjoiMTgyNzMzIiwidCI6InZlcmlmeSJ9/confirm-email?token=BK-8Zq2mT5vY

Pautan ini sah selama 48 jam. Selepas pengesahan, pasukan kami akan menyemak dokumen syarikat anda dalam masa 3 hari bekerja.

Jika anda tidak membuat pendaftaran ini, abaikan sahaja e-mel ini.

Salam hormat,
Pasukan BorongKita
BorongKita Sdn. Bhd. (1459821-K), Level 12, Menara Sentral, Jalan Stesen Sentral 5, 50470 Kuala Lumpur
+60 3-2714 8800
`,
    html: doc(
      `<body style="margin:0;background:#fef3c7;font-family:Arial,sans-serif;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:24px 10px;">
<table width="560" cellpadding="0" cellspacing="0" style="background:#fff;">
  <tr><td style="padding:18px 26px;background:#b45309;"><img src="https://borongkita.my/img/email/logo-light.png" alt="BorongKita" height="30"></td></tr>
  <tr><td style="padding:24px 26px 8px;font-size:15px;color:#1c1917;">Hai <b>Maychieu Studio</b>,</td></tr>
  <tr><td style="padding:0 26px 18px;font-size:14px;color:#44403c;line-height:22px;">Terima kasih kerana mendaftar sebagai pembekal di BorongKita, pasaran borong untuk peruncit fesyen di Malaysia dan Singapura. Sila sahkan alamat e-mel anda:</td></tr>
  <tr><td style="padding:0 26px 20px;"><a href="https://borongkita.my/e/c/eyJ1IjoiMTgyNzMzIiwidCI6InZlcmlmeSJ9/confirm-email?token=BK-8Zq2mT5vY" style="display:inline-block;background:#b45309;color:#fff;padding:12px 26px;text-decoration:none;font-weight:bold;">Sahkan e-mel</a></td></tr>
  <tr><td style="padding:0 26px 22px;font-size:13px;color:#78716c;line-height:20px;">Pautan ini sah selama 48 jam. Selepas pengesahan, pasukan kami akan menyemak dokumen syarikat anda dalam masa 3 hari bekerja. Jika anda tidak membuat pendaftaran ini, abaikan sahaja e-mel ini.</td></tr>
  <tr><td style="padding:14px 26px;background:#fafaf9;font-size:11px;color:#a8a29e;line-height:17px;">BorongKita Sdn. Bhd. (1459821-K) · Level 12, Menara Sentral, Jalan Stesen Sentral 5, 50470 Kuala Lumpur · +60 3-2714 8800<br><a href="https://www.instagram.com/borongkita.my" style="color:#a8a29e;">Instagram</a> · <a href="https://borongkita.my/privasi" style="color:#a8a29e;">Dasar Privasi</a></td></tr>
</table>
</td></tr></table>
</body>`,
      "ms",
    ),
  },

  // ---------------------------------------------------------------- Phka Pay (KH wallet)
  {
    family: "phka-pay",
    group: "regional",
    lang: "km",
    kind: "payment-received",
    code: null,
    link: null,
    from: "Phka Pay <notify@phkapay.com.kh>",
    to: TO,
    subject: "អ្នកបានទទួលប្រាក់ $37.40 ពី SOK SREYNEANG",
    date: dt("2025-09-29", "18:22:11"),
    enc: "b64",
    text: `Phka Pay Merchant

អ្នកបានទទួលប្រាក់ចំនួន $37.40

ពី៖ SOK SREYNEANG (012 ••• 884)
ទៅកាន់៖ MAYCHIEU STUDIO (គណនីអាជីវកម្ម 000 482 119)
កាលបរិច្ឆេទ៖ 29/09/2025 18:21
លេខប្រតិបត្តិការ៖ PKP250929182104771
ចំណាំ៖ PP-KH-0928-55102
សមតុល្យបច្ចុប្បន្ន៖ $412.85

សូមអរគុណដែលបានប្រើប្រាស់ Phka Pay
មជ្ឈមណ្ឌលសេវាអតិថិជន ២៤/៧៖ 1800 20 8888
`,
    html: doc(
      `<body style="margin:0;background:#fdf2f8;font-family:'Kantumruy Pro',Arial,sans-serif;">
<table width="420" align="center" cellpadding="0" cellspacing="0" style="background:#fff;margin:20px auto;border-radius:14px;">
  <tr><td align="center" style="padding:22px 0 6px;"><img src="https://www.phkapay.com.kh/mail/phka-logo.png" alt="Phka Pay Merchant" height="34"></td></tr>
  <tr><td align="center" style="padding:6px 20px;font-size:14px;color:#6b7280;">អ្នកបានទទួលប្រាក់ចំនួន</td></tr>
  <tr><td align="center" style="padding:0 20px 16px;font-size:32px;color:#db2777;font-weight:bold;">$37.40</td></tr>
  <tr><td style="padding:0 24px 18px;">
    <table width="100%" cellpadding="6" cellspacing="0" style="font-size:13px;color:#374151;">
      <tr><td style="color:#9ca3af;">ពី</td><td align="right">SOK SREYNEANG (012 ••• 884)</td></tr>
      <tr><td style="color:#9ca3af;">ទៅកាន់</td><td align="right">MAYCHIEU STUDIO<br>000 482 119</td></tr>
      <tr><td style="color:#9ca3af;">កាលបរិច្ឆេទ</td><td align="right">29/09/2025 18:21</td></tr>
      <tr><td style="color:#9ca3af;">លេខប្រតិបត្តិការ</td><td align="right">PKP250929182104771</td></tr>
      <tr><td style="color:#9ca3af;">ចំណាំ</td><td align="right">PP-KH-0928-55102</td></tr>
      <tr><td style="color:#9ca3af;">សមតុល្យបច្ចុប្បន្ន</td><td align="right">$412.85</td></tr>
    </table>
  </td></tr>
  <tr><td align="center" style="padding:12px 20px;background:#fdf2f8;font-size:11px;color:#9ca3af;border-radius:0 0 14px 14px;">សូមអរគុណដែលបានប្រើប្រាស់ Phka Pay · 1800 20 8888</td></tr>
</table>
</body>`,
      "km",
    ),
  },

  // ---------------------------------------------------------------- Tax portal
  {
    family: "thuedientu-vn",
    group: "regional",
    lang: "vi",
    kind: "tax-filing-received",
    code: null,
    link: null,
    from: "Cổng thông tin Thuế điện tử <tiepnhan@thuedientu.gdt.gov.vn>",
    to: TO,
    subject: "Thông báo tiếp nhận hồ sơ khai thuế điện tử - MST 0317845226",
    date: dt("2025-10-20", "16:48:03"),
    enc: "8bit",
    text: `TỔNG CỤC THUẾ
CỔNG THÔNG TIN THUẾ ĐIỆN TỬ

THÔNG BÁO
Về việc tiếp nhận hồ sơ khai thuế điện tử

Kính gửi: CÔNG TY TNHH MÂY CHIỀU STUDIO
Mã số thuế: 0317845226

Căn cứ hồ sơ khai thuế điện tử do người nộp thuế gửi đến, cơ quan thuế thông báo đã tiếp nhận:

Tên hồ sơ: Tờ khai thuế giá trị gia tăng (Mẫu số 01/GTGT)
Kỳ tính thuế: Quý 3/2025
Loại tờ khai: Tờ khai chính thức
Mã giao dịch điện tử: 11020250001843926457
Thời gian nhận: 20/10/2025 16:47:52
Cơ quan thuế tiếp nhận: Chi cục Thuế khu vực Gò Vấp

Cơ quan thuế sẽ gửi Thông báo chấp nhận/không chấp nhận hồ sơ trong ngày làm việc tiếp theo.

Đây là thư điện tử được gửi tự động từ hệ thống, xin vui lòng không trả lời thư này.
`,
    html: null,
  },
];
