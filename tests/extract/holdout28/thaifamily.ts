/**
 * The inbox of a family in Thailand with relatives in Laos over two months of 2026 (Thai, Lao and English):
 * banks, a payment app, phone, power and water bills, ride, shop, hospital, school, tax, travel, streaming,
 * temple and condo mail, most of it receipts, bills and notices, a minority asking for a code or a link.
 * @module
 */

import type { Mail } from "../holdout_kit.ts";

const DAYS = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"];
const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/** An RFC 2822 date in Bangkok / Vientiane time (+0700). */
function d(month: number, day: number, hh: number, mm: number, ss = 12): string {
  const t = new Date(Date.UTC(2026, month - 1, day, hh, mm, ss));
  const p = (n: number) => String(n).padStart(2, "0");
  return `${DAYS[t.getUTCDay()]}, ${day} ${MONTHS[month - 1]} 2026 ${p(hh)}:${p(mm)}:${p(ss)} +0700`;
}

/** A PDF that opens as one page with a few lines of text. */
function pdf(lines: string[]): string {
  const body = lines.map((l, i) => `BT /F1 11 Tf 56 ${760 - i * 18} Td (${l}) Tj ET`).join("\n");
  return `%PDF-1.4
1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj
2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj
3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >> endobj
4 0 obj << /Length ${body.length} >> stream
${body}
endstream endobj
5 0 obj << /Type /Font /Subtype /Type1 /BaseFont /Helvetica >> endobj
trailer << /Root 1 0 R >>
%%EOF
`;
}

const SOMCHAI = "Somchai Wongprasert <somchai.w@inbox.example>";
const MALEE = "Malee Wongprasert <malee.w@inbox.example>";
const NATTAPONG = "Nattapong Wongprasert <nattapong.w@inbox.example>";
const BOONMEE = "Boonmee Saithong <boonmee.saithong@inbox.example>";
const KHAMPHAENG = "Khamphaeng Saithong <khamphaeng.st@inbox.example>";
const KAEWTA = "Kaewta Saithong <kaewta.s@inbox.example>";

// ---------------------------------------------------------------- Krung Maliwan Bank

function maliwan(pre: string, inner: string): string {
  return `<!DOCTYPE html>
<html lang="th"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>Krung Maliwan Bank</title></head>
<body style="margin:0;padding:0;background:#f2f0f7;font-family:Tahoma,'Sukhumvit Set',sans-serif;">
<div style="display:none;max-height:0;overflow:hidden;">${pre}</div>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f2f0f7;"><tr><td align="center" style="padding:24px 8px;">
<table role="presentation" width="600" cellpadding="0" cellspacing="0" style="background:#ffffff;border-radius:6px;">
<tr><td style="background:#5b2a86;padding:18px 28px;"><img src="https://static.krungmaliwan.co.th/mail/logo-white.png" width="170" height="36" alt="ธนาคารกรุงมะลิวัลย์ Krung Maliwan Bank" style="display:block;border:0;"></td></tr>
<tr><td style="padding:28px;font-size:15px;line-height:1.6;color:#2b2b2b;">
${inner}
</td></tr>
<tr><td style="background:#f7f5fb;padding:18px 28px;font-size:11px;color:#777;line-height:1.5;">
ธนาคารกรุงมะลิวัลย์ จำกัด (มหาชน) 1188 ถนนพหลโยธิน แขวงจตุจักร เขตจตุจักร กรุงเทพฯ 10900<br>
ศูนย์บริการลูกค้า Maliwan Contact Center 0 2615 8800 (24 ชม.)<br>
ธนาคารไม่มีนโยบายส่ง SMS หรืออีเมลแนบลิงก์ให้กรอกรหัสผ่าน · <a href="https://www.krungmaliwan.co.th/th/security-tips" style="color:#5b2a86;">เคล็ดลับความปลอดภัย</a> · <a href="https://www.krungmaliwan.co.th/th/privacy-notice" style="color:#5b2a86;">นโยบายความเป็นส่วนตัว</a><br>
© 2026 Krung Maliwan Bank PCL.
</td></tr>
</table></td></tr></table>
</body></html>`;
}

const KRUNG_MALIWAN: Mail[] = [
  {
    family: "krung-maliwan-bank",
    group: "regional",
    lang: "th",
    kind: "login-code",
    code: "604218",
    link: null,
    from: "Maliwan Connect <no-reply@connect.krungmaliwan.co.th>",
    to: SOMCHAI,
    subject: "รหัส OTP สำหรับเข้าสู่ระบบ Maliwan Connect",
    date: d(9, 3, 20, 14),
    enc: "qp",
    text: `เรียน คุณสมชาย วงศ์ประเสริฐ

รหัส OTP สำหรับเข้าสู่ระบบ Maliwan Connect บนเว็บเบราว์เซอร์ของคุณคือ

604218  (Ref: HMZT)

รหัสนี้ใช้ได้ภายใน 5 นาที (หมดอายุเวลา 20:19 น. วันที่ 03/09/2569)
โปรดอย่าเปิดเผยรหัสนี้แก่ผู้อื่น รวมถึงพนักงานธนาคาร

หากคุณไม่ได้ทำรายการนี้ โปรดติดต่อ Maliwan Contact Center 0 2615 8800 ทันที

ธนาคารกรุงมะลิวัลย์`,
    html: maliwan(
      "รหัส OTP ของคุณ ใช้ได้ภายใน 5 นาที",
      `<p style="margin:0 0 14px;">เรียน คุณสมชาย วงศ์ประเสริฐ</p>
<p style="margin:0 0 18px;">รหัส OTP สำหรับเข้าสู่ระบบ Maliwan Connect บนเว็บเบราว์เซอร์ของคุณคือ</p>
<table role="presentation" cellpadding="0" cellspacing="0" style="margin:0 auto 8px;"><tr>
<td style="background:#efe7f7;border:1px dashed #5b2a86;padding:14px 30px;font-size:30px;font-weight:bold;letter-spacing:8px;color:#5b2a86;font-family:'Courier New',monospace;">604218</td>
</tr></table>
<p style="margin:0 0 18px;text-align:center;font-size:13px;color:#666;">รหัสอ้างอิง (Ref): <b>HMZT</b></p>
<p style="margin:0 0 10px;">รหัสนี้ใช้ได้ภายใน 5 นาที (หมดอายุเวลา 20:19 น. วันที่ 03/09/2569) โปรดอย่าเปิดเผยรหัสนี้แก่ผู้อื่น รวมถึงพนักงานธนาคาร</p>
<p style="margin:0;color:#a33;font-size:13px;">หากคุณไม่ได้ทำรายการนี้ โปรดติดต่อ Maliwan Contact Center 0 2615 8800 ทันที</p>`,
    ),
  },
  {
    family: "krung-maliwan-bank",
    group: "regional",
    lang: "th",
    kind: "transfer-alert",
    code: null,
    link: null,
    from: "Krung Maliwan Bank <alert@krungmaliwan.co.th>",
    to: SOMCHAI,
    subject: "แจ้งเตือนรายการโอนเงินออก 5,000.00 บาท",
    date: d(9, 14, 9, 41),
    enc: "b64",
    text: `แจ้งเตือนรายการเคลื่อนไหวบัญชี

วันที่ทำรายการ: 14 ก.ย. 2569 เวลา 09:41 น.
ประเภทรายการ: โอนเงินต่างธนาคาร (พร้อมเพย์)
จากบัญชี: ออมทรัพย์ xxx-x-x4821-x
ไปยัง: นางบุญมี ส***  (พร้อมเพย์ 08x-xxx-6613)
จำนวนเงิน: 5,000.00 บาท
ค่าธรรมเนียม: 0.00 บาท
ยอดเงินคงเหลือที่ใช้ได้: 42,317.55 บาท
เลขที่อ้างอิง: 20260914KMB09412277316

หากคุณไม่ได้ทำรายการนี้ กรุณาโทร 0 2615 8800 เพื่ออายัดบัญชีโดยด่วน
อีเมลนี้ส่งโดยอัตโนมัติ กรุณาอย่าตอบกลับ`,
    html: maliwan(
      "โอนเงินออก 5,000.00 บาท จากบัญชี xxx-x-x4821-x",
      `<h2 style="margin:0 0 16px;font-size:18px;color:#5b2a86;">แจ้งเตือนรายการเคลื่อนไหวบัญชี</h2>
<table role="presentation" width="100%" cellpadding="6" cellspacing="0" style="font-size:14px;border-collapse:collapse;">
<tr><td style="color:#777;border-bottom:1px solid #eee;">วันที่ทำรายการ</td><td style="border-bottom:1px solid #eee;">14 ก.ย. 2569 เวลา 09:41 น.</td></tr>
<tr><td style="color:#777;border-bottom:1px solid #eee;">ประเภทรายการ</td><td style="border-bottom:1px solid #eee;">โอนเงินต่างธนาคาร (พร้อมเพย์)</td></tr>
<tr><td style="color:#777;border-bottom:1px solid #eee;">จากบัญชี</td><td style="border-bottom:1px solid #eee;">ออมทรัพย์ xxx-x-x4821-x</td></tr>
<tr><td style="color:#777;border-bottom:1px solid #eee;">ไปยัง</td><td style="border-bottom:1px solid #eee;">นางบุญมี ส*** (พร้อมเพย์ 08x-xxx-6613)</td></tr>
<tr><td style="color:#777;border-bottom:1px solid #eee;">จำนวนเงิน</td><td style="border-bottom:1px solid #eee;font-weight:bold;font-size:18px;">5,000.00 บาท</td></tr>
<tr><td style="color:#777;border-bottom:1px solid #eee;">ค่าธรรมเนียม</td><td style="border-bottom:1px solid #eee;">0.00 บาท</td></tr>
<tr><td style="color:#777;border-bottom:1px solid #eee;">ยอดเงินคงเหลือที่ใช้ได้</td><td style="border-bottom:1px solid #eee;">42,317.55 บาท</td></tr>
<tr><td style="color:#777;">เลขที่อ้างอิง</td><td>20260914KMB09412277316</td></tr>
</table>
<p style="margin:18px 0 0;font-size:13px;color:#a33;">หากคุณไม่ได้ทำรายการนี้ กรุณาโทร 0 2615 8800 เพื่ออายัดบัญชีโดยด่วน</p>`,
    ),
  },
  {
    family: "krung-maliwan-bank",
    group: "regional",
    lang: "en",
    kind: "e-statement",
    code: null,
    link: null,
    from: "Krung Maliwan Bank e-Statement <estatement@krungmaliwan.co.th>",
    to: SOMCHAI,
    subject: "Your Maliwan Platinum credit card e-Statement for September 2026",
    date: d(10, 2, 6, 5),
    text: `Dear Mr. Somchai Wongprasert,

Your credit card e-Statement for the billing cycle ending 25 September 2026 is attached.

Card: Maliwan Platinum Visa  **** **** **** 7340
Statement date: 25/09/2026
Payment due date: 10/10/2026
Total amount due: THB 18,642.90
Minimum payment: THB 1,864.29

To open the PDF, use your date of birth in DDMMYYYY format (Buddhist Era), e.g. 05082520.

Pay via Maliwan Connect, PromptPay Biller ID 010554700118801, or at any branch.
Questions? Call 0 2615 8899 or visit https://www.krungmaliwan.co.th/en/cards/help

This e-mail was sent automatically. Please do not reply.
Krung Maliwan Bank PCL, 1188 Phahonyothin Road, Chatuchak, Bangkok 10900`,
    html: null,
    attachment: [
      "eStatement_7340_202609.pdf",
      "application/pdf",
      pdf([
        "Krung Maliwan Bank PCL - Credit Card Statement",
        "Card **** 7340   Statement date 25/09/2026",
        "Total amount due THB 18,642.90   Due 10/10/2026",
      ]),
    ],
  },
];

// ---------------------------------------------------------------- Krapao Pay (national payment app)

const KRAPAO: Mail[] = [
  {
    family: "krapao-pay",
    group: "regional",
    lang: "th",
    kind: "verify-link",
    code: null,
    link: "https://id.krapaopay.in.th/email/verify?uid=7731042&t=Qm9vbi1rcmFwYW8tMjAyNi0wOS0wNQ",
    from: "กระเป๋าเปย์ Krapao Pay <noreply@krapaopay.in.th>",
    to: MALEE,
    subject: "ยืนยันอีเมลของคุณเพื่อรับใบเสร็จอิเล็กทรอนิกส์",
    date: d(9, 5, 19, 2),
    enc: "8bit",
    text: `สวัสดีค่ะ คุณมาลี วงศ์ประเสริฐ

คุณได้เพิ่มอีเมล malee.w@inbox.example ในแอปกระเป๋าเปย์ เพื่อรับใบเสร็จและสรุปรายการทางอีเมล
กรุณายืนยันอีเมลภายใน 24 ชั่วโมงโดยเปิดลิงก์ด้านล่าง

https://id.krapaopay.in.th/email/verify?uid=7731042&t=Qm9vbi1rcmFwYW8tMjAyNi0wOS0wNQ

หากคุณไม่ได้เพิ่มอีเมลนี้ ไม่ต้องดำเนินการใด ๆ

สอบถามเพิ่มเติม โทร 02 111 1144 หรือ https://www.krapaopay.in.th/help
กระเป๋าเปย์`,
    html: `<html><head><meta charset="utf-8"></head><body style="margin:0;background:#eaf6ff;">
<span style="display:none;font-size:1px;color:#eaf6ff;">ยืนยันอีเมลภายใน 24 ชั่วโมง</span>
<table width="100%" cellpadding="0" cellspacing="0" border="0" bgcolor="#eaf6ff"><tr><td align="center">
<table width="560" cellpadding="0" cellspacing="0" border="0" bgcolor="#ffffff" style="margin:30px 0;font-family:'Noto Sans Thai',Tahoma,sans-serif;color:#173b57;">
<tr><td align="center" style="padding:26px 0 6px;"><img src="https://www.krapaopay.in.th/assets/email/krapao-logo.png" alt="กระเป๋าเปย์" width="120"></td></tr>
<tr><td style="padding:10px 36px;font-size:16px;line-height:26px;">
<p>สวัสดีค่ะ คุณมาลี วงศ์ประเสริฐ</p>
<p>คุณได้เพิ่มอีเมล <b>malee.w@inbox.example</b> ในแอปกระเป๋าเปย์ เพื่อรับใบเสร็จและสรุปรายการทางอีเมล กรุณายืนยันอีเมลภายใน 24 ชั่วโมง</p>
</td></tr>
<tr><td align="center" style="padding:12px 0 26px;">
<a href="https://id.krapaopay.in.th/email/verify?uid=7731042&amp;t=Qm9vbi1rcmFwYW8tMjAyNi0wOS0wNQ" style="background:#0a7bd6;color:#ffffff;text-decoration:none;padding:14px 46px;border-radius:24px;font-size:16px;font-weight:bold;display:inline-block;">ยืนยันอีเมล</a>
</td></tr>
<tr><td style="padding:0 36px 22px;font-size:13px;color:#5e7890;">หากคุณไม่ได้เพิ่มอีเมลนี้ ไม่ต้องดำเนินการใด ๆ</td></tr>
<tr><td style="background:#f4f9fd;padding:16px 36px;font-size:11px;color:#7b91a3;line-height:18px;">
สอบถามเพิ่มเติม โทร 02 111 1144 · <a href="https://www.krapaopay.in.th/help" style="color:#0a7bd6;">ศูนย์ช่วยเหลือ</a> · <a href="https://www.krapaopay.in.th/privacy" style="color:#0a7bd6;">ความเป็นส่วนตัว</a><br>
<a href="https://apps.apple.com/th/app/krapao-pay/id1504418823"><img src="https://www.krapaopay.in.th/assets/email/appstore-th.png" alt="ดาวน์โหลดบน App Store" height="32"></a>
<a href="https://play.google.com/store/apps/details?id=th.in.krapaopay"><img src="https://www.krapaopay.in.th/assets/email/googleplay-th.png" alt="ดาวน์โหลดบน Google Play" height="32"></a>
</td></tr>
</table></td></tr></table></body></html>`,
  },
  {
    family: "krapao-pay",
    group: "regional",
    lang: "th",
    kind: "payment-receipt",
    code: null,
    link: null,
    from: "กระเป๋าเปย์ Krapao Pay <receipt@krapaopay.in.th>",
    to: MALEE,
    subject: "ใบเสร็จการชำระเงิน - การไฟฟ้านครกาญจน์ 1,284.62 บาท",
    date: d(9, 21, 12, 37),
    enc: "qp",
    text: `ชำระเงินสำเร็จ

ผู้รับชำระ: การไฟฟ้านครกาญจน์ (ค่าไฟฟ้า)
หมายเลขผู้ใช้ไฟฟ้า (CA): 011408772
จำนวนเงิน: 1,284.62 บาท
ชำระจาก: กระเป๋าเงินหลัก (ยอดคงเหลือ 613.20 บาท)
วันที่: 21/09/2569 12:37
เลขที่รายการ: KP2609211237004412

ใบเสร็จนี้ออกโดยอัตโนมัติ ใช้เป็นหลักฐานการชำระเงินได้
https://www.krapaopay.in.th/help/receipt`,
    html: `<html><head><meta charset="utf-8"></head><body style="background:#ffffff;margin:0;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:20px;">
<table width="420" cellpadding="0" cellspacing="0" style="border:1px solid #d6e6f2;border-radius:10px;font-family:Tahoma,sans-serif;color:#173b57;">
<tr><td align="center" style="padding:22px 0 4px;"><img src="https://www.krapaopay.in.th/assets/email/check-green.png" alt="" width="48"></td></tr>
<tr><td align="center" style="font-size:20px;font-weight:bold;padding-bottom:4px;">ชำระเงินสำเร็จ</td></tr>
<tr><td align="center" style="font-size:28px;font-weight:bold;color:#0a7bd6;padding-bottom:16px;">฿1,284.62</td></tr>
<tr><td style="padding:0 24px 20px;">
<table width="100%" style="font-size:13px;line-height:22px;">
<tr><td style="color:#7b91a3;">ผู้รับชำระ</td><td align="right">การไฟฟ้านครกาญจน์ (ค่าไฟฟ้า)</td></tr>
<tr><td style="color:#7b91a3;">หมายเลขผู้ใช้ไฟฟ้า (CA)</td><td align="right">011408772</td></tr>
<tr><td style="color:#7b91a3;">ชำระจาก</td><td align="right">กระเป๋าเงินหลัก</td></tr>
<tr><td style="color:#7b91a3;">ยอดคงเหลือ</td><td align="right">613.20 บาท</td></tr>
<tr><td style="color:#7b91a3;">วันที่</td><td align="right">21/09/2569 12:37</td></tr>
<tr><td style="color:#7b91a3;">เลขที่รายการ</td><td align="right">KP2609211237004412</td></tr>
</table></td></tr>
<tr><td style="border-top:1px dashed #d6e6f2;padding:12px 24px;font-size:11px;color:#7b91a3;">ใบเสร็จนี้ออกโดยอัตโนมัติ ใช้เป็นหลักฐานการชำระเงินได้ · <a href="https://www.krapaopay.in.th/help/receipt" style="color:#0a7bd6;">ข้อมูลเพิ่มเติม</a></td></tr>
</table></td></tr></table></body></html>`,
  },
  {
    family: "krapao-pay",
    group: "regional",
    lang: "en",
    kind: "new-device",
    code: null,
    link: null,
    from: "Krapao Pay <security@krapaopay.in.th>",
    to: MALEE,
    subject: "New sign-in to your Krapao Pay account",
    date: d(10, 17, 22, 8),
    text: `Hi Malee,

Your Krapao Pay account was just signed in on a new device.

Device: Xiaomi Redmi Note 13
Location: Udon Thani, Thailand (approximate)
Time: 17 Oct 2026, 22:06 (GMT+7)

If this was you, there's nothing else to do.

If you don't recognise this sign-in, lock your wallet right away:
https://www.krapaopay.in.th/security/lock?src=email
or call 02 111 1144 (24 hours).

Krapao Pay`,
    html: `<html><body style="font-family:Arial,sans-serif;background:#f5f7f9;margin:0;padding:24px;">
<table width="520" align="center" cellpadding="0" cellspacing="0" style="background:#fff;border-top:4px solid #0a7bd6;">
<tr><td style="padding:24px 30px;color:#222;font-size:15px;line-height:22px;">
<img src="https://www.krapaopay.in.th/assets/email/krapao-logo.png" alt="Krapao Pay" width="100"><br><br>
Hi Malee,<br><br>Your Krapao Pay account was just signed in on a new device.
<table cellpadding="4" style="margin:14px 0;font-size:14px;background:#f4f9fd;width:100%;">
<tr><td style="color:#666;">Device</td><td>Xiaomi Redmi Note 13</td></tr>
<tr><td style="color:#666;">Location</td><td>Udon Thani, Thailand (approximate)</td></tr>
<tr><td style="color:#666;">Time</td><td>17 Oct 2026, 22:06 (GMT+7)</td></tr></table>
If this was you, there's nothing else to do.<br><br>
If you don't recognise this sign-in, <a href="https://www.krapaopay.in.th/security/lock?src=email" style="color:#c0392b;">lock your wallet</a> right away or call 02 111 1144 (24 hours).
</td></tr>
<tr><td style="padding:12px 30px;font-size:11px;color:#999;">Krapao Pay Co., Ltd. · 90 Rama IX Road, Huai Khwang, Bangkok 10310 · <a href="https://www.krapaopay.in.th/privacy" style="color:#999;">Privacy</a></td></tr>
</table></body></html>`,
  },
];

// ---------------------------------------------------------------- Sirifone (mobile operator)

const SIRIFONE_FOOT =
  `<table width="100%" cellpadding="0" cellspacing="0" style="background:#1d1d1f;"><tr><td style="padding:20px 30px;font-family:Arial,sans-serif;font-size:11px;color:#aaa;line-height:17px;">
<a href="https://www.facebook.com/sirifoneth"><img src="https://img.sirifone.co.th/e/fb.png" alt="Facebook" width="22"></a>
<a href="https://line.me/R/ti/p/@sirifone"><img src="https://img.sirifone.co.th/e/line.png" alt="LINE" width="22"></a>
<a href="https://www.youtube.com/@sirifone"><img src="https://img.sirifone.co.th/e/yt.png" alt="YouTube" width="22"></a><br><br>
บริษัท ศิริโฟน คอมมิวนิเคชั่นส์ จำกัด (มหาชน) 99/9 อาคารศิริทาวเวอร์ ถนนวิภาวดีรังสิต เขตหลักสี่ กรุงเทพฯ 10210<br>
Call Center 1789 · <a href="https://www.sirifone.co.th/privacy" style="color:#ddd;">Privacy</a> · <a href="https://mkt.sirifone.co.th/u/unsub?c=SF-8841-22&amp;e=c29tY2hhaUBpbmJveA" style="color:#ddd;">ยกเลิกรับข่าวสาร / Unsubscribe</a><br>© 2026 Sirifone</td></tr></table>`;

const SIRIFONE: Mail[] = [
  {
    family: "sirifone-mobile",
    group: "regional",
    lang: "en",
    kind: "bill-ready",
    code: null,
    link: null,
    from: "Sirifone e-Bill <ebill@sirifone.co.th>",
    to: SOMCHAI,
    subject: "Your Sirifone e-Bill for September 2026 is ready - THB 1,126.35",
    date: d(9, 8, 7, 30),
    enc: "qp",
    text: `Dear Somchai Wongprasert,

Your Sirifone postpaid bill is ready.

Account no.: 3.1004882716
Mobile no.: 081-xxx-4490 (Family 1299 plan, 4 numbers)
Bill period: 1 - 31 Aug 2026
Total due: THB 1,126.35 (incl. VAT 7%)
Due date: 22 Sep 2026

View and download your bill in the Sirifone app or at https://my.sirifone.co.th/bill
Pay by direct debit, PromptPay QR in the app, or at 7-Eleven counters.

Already paid? Please ignore this message.

Sirifone Call Center 1789`,
    html: `<!doctype html><html><head><meta charset="utf-8"></head><body style="margin:0;background:#ececec;">
<div style="display:none">Total due THB 1,126.35 by 22 Sep 2026</div>
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center">
<table width="600" cellpadding="0" cellspacing="0" style="background:#fff;">
<tr><td style="background:#e4007c;padding:16px 30px;"><img src="https://img.sirifone.co.th/e/logo-w.png" alt="Sirifone" height="30"></td></tr>
<tr><td style="padding:28px 30px;font-family:Arial,sans-serif;color:#333;font-size:15px;line-height:22px;">
<p>Dear Somchai Wongprasert,</p><p>Your Sirifone postpaid bill is ready.</p>
<table width="100%" cellpadding="8" cellspacing="0" style="border:1px solid #eee;font-size:14px;">
<tr><td style="background:#fafafa;width:45%;">Account no.</td><td>3.1004882716</td></tr>
<tr><td style="background:#fafafa;">Mobile no.</td><td>081-xxx-4490 (Family 1299 plan, 4 numbers)</td></tr>
<tr><td style="background:#fafafa;">Bill period</td><td>1 - 31 Aug 2026</td></tr>
<tr><td style="background:#fafafa;">Total due</td><td style="font-size:20px;color:#e4007c;font-weight:bold;">THB 1,126.35</td></tr>
<tr><td style="background:#fafafa;">Due date</td><td>22 Sep 2026</td></tr></table>
<p style="text-align:center;margin:24px 0;"><a href="https://trk.sirifone.co.th/c/ebill?u=https%3A%2F%2Fmy.sirifone.co.th%2Fbill&amp;id=88417" style="background:#e4007c;color:#fff;padding:12px 30px;text-decoration:none;border-radius:4px;">View bill</a></p>
<p style="font-size:13px;color:#777;">Pay by direct debit, PromptPay QR in the app, or at 7-Eleven counters. Already paid? Please ignore this message.</p>
</td></tr>
<tr><td>${SIRIFONE_FOOT}</td></tr>
</table></td></tr></table></body></html>`,
  },
  {
    family: "sirifone-mobile",
    group: "regional",
    lang: "th",
    kind: "invite-link",
    code: null,
    link: "https://my.sirifone.co.th/family/join?inv=FX7K2QW9T4&lang=th",
    from: "Sirifone Family <family@sirifone.co.th>",
    to: NATTAPONG,
    subject: "คุณสมชายชวนคุณเข้าร่วมแพ็กเกจครอบครัว Sirifone Family",
    date: d(9, 11, 18, 52),
    enc: "b64",
    text: `สวัสดีครับ

คุณสมชาย (081-xxx-4490) ชวนคุณเข้าร่วมแพ็กเกจ Sirifone Family 1299
สมาชิกจะได้รับเน็ต 5G แบ่งใช้ร่วมกัน 120GB/เดือน และโทรหากันในกลุ่มฟรีไม่จำกัด

กดลิงก์เพื่อตอบรับคำเชิญ (ภายใน 7 วัน จนถึง 18 ก.ย. 2569):
https://my.sirifone.co.th/family/join?inv=FX7K2QW9T4&lang=th

หลังตอบรับ ค่าบริการของหมายเลขคุณจะรวมอยู่ในบิลของคุณสมชายตั้งแต่รอบบิลถัดไป
หากไม่ต้องการเข้าร่วม ไม่ต้องทำอะไร คำเชิญจะหมดอายุเอง

Sirifone Call Center 1789`,
    html: `<!doctype html><html><head><meta charset="utf-8"></head><body style="margin:0;background:#fdf0f7;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:20px 0;">
<table width="600" cellpadding="0" cellspacing="0" style="background:#fff;border-radius:8px;overflow:hidden;">
<tr><td><img src="https://img.sirifone.co.th/e/family-banner-th.jpg" width="600" alt="Sirifone Family อยู่ด้วยกัน แบ่งกันใช้" style="display:block;"></td></tr>
<tr><td style="padding:26px 34px;font-family:Tahoma,sans-serif;font-size:15px;color:#333;line-height:25px;">
<p>สวัสดีครับ</p>
<p><b>คุณสมชาย (081-xxx-4490)</b> ชวนคุณเข้าร่วมแพ็กเกจ <b>Sirifone Family 1299</b><br>สมาชิกจะได้รับเน็ต 5G แบ่งใช้ร่วมกัน 120GB/เดือน และโทรหากันในกลุ่มฟรีไม่จำกัด</p>
<table cellpadding="0" cellspacing="0" align="center" style="margin:22px auto;"><tr><td style="background:#e4007c;border-radius:26px;">
<a href="https://my.sirifone.co.th/family/join?inv=FX7K2QW9T4&amp;lang=th" style="display:block;padding:14px 40px;color:#fff;font-weight:bold;text-decoration:none;">ตอบรับคำเชิญ</a></td></tr></table>
<p style="font-size:13px;color:#888;">ตอบรับได้ภายใน 7 วัน (ถึง 18 ก.ย. 2569) หลังตอบรับ ค่าบริการของหมายเลขคุณจะรวมอยู่ในบิลของคุณสมชายตั้งแต่รอบบิลถัดไป หากไม่ต้องการเข้าร่วม ไม่ต้องทำอะไร คำเชิญจะหมดอายุเอง</p>
</td></tr>
<tr><td>${SIRIFONE_FOOT}</td></tr>
</table></td></tr></table></body></html>`,
  },
  {
    family: "sirifone-mobile",
    group: "regional",
    lang: "th",
    kind: "promotion",
    code: null,
    link: null,
    from: "Sirifone <news@mkt.sirifone.co.th>",
    to: SOMCHAI,
    subject: "🎁 ลูกค้าคนพิเศษ รับส่วนลดเครื่องใหม่ 3,000 บาท ใช้โค้ด SIRI3K",
    date: d(10, 9, 11, 0),
    enc: "qp",
    text: `ลูกค้าคนพิเศษของศิริโฟน

เปลี่ยนมือถือใหม่วันนี้ รับส่วนลดทันที 3,000 บาท เมื่อซื้อสมาร์ตโฟน 5G ราคา 9,990 บาทขึ้นไป
ใช้โค้ด SIRI3K ที่ Sirifone Shop ออนไลน์ หรือแจ้งพนักงานที่ช็อปทั่วประเทศ
โปรโมชันถึง 31 ต.ค. 2569 เฉพาะลูกค้ารายเดือนที่ใช้บริการมากกว่า 12 เดือน

ช้อปเลย: https://trk.sirifone.co.th/c/promo?u=https%3A%2F%2Fshop.sirifone.co.th%2F5g&id=90122

เงื่อนไขเป็นไปตามที่บริษัทกำหนด
ยกเลิกรับข่าวสาร: https://mkt.sirifone.co.th/u/unsub?c=SF-8841-22&e=c29tY2hhaUBpbmJveA`,
    html: `<!doctype html><html><head><meta charset="utf-8"></head><body style="margin:0;background:#ececec;">
<div style="display:none">ส่วนลดทันที 3,000 บาท ถึง 31 ต.ค. นี้</div>
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center">
<table width="600" cellpadding="0" cellspacing="0" style="background:#fff;">
<tr><td><a href="https://trk.sirifone.co.th/c/promo?u=https%3A%2F%2Fshop.sirifone.co.th%2F5g&amp;id=90122"><img src="https://img.sirifone.co.th/e/oct26-hero.jpg" width="600" alt="เปลี่ยนมือถือใหม่ ลด 3,000 บาท" style="display:block;border:0;"></a></td></tr>
<tr><td align="center" style="padding:24px 30px;font-family:Tahoma,sans-serif;color:#333;">
<p style="font-size:16px;">เปลี่ยนมือถือใหม่วันนี้ รับส่วนลดทันที <b style="color:#e4007c;">3,000 บาท</b><br>เมื่อซื้อสมาร์ตโฟน 5G ราคา 9,990 บาทขึ้นไป</p>
<table cellpadding="0" cellspacing="0"><tr><td style="border:2px dashed #e4007c;padding:10px 26px;font-size:24px;font-weight:bold;letter-spacing:3px;color:#e4007c;">SIRI3K</td></tr></table>
<p style="font-size:13px;color:#777;">ใช้โค้ดที่ Sirifone Shop ออนไลน์ หรือแจ้งพนักงานที่ช็อปทั่วประเทศ<br>ถึง 31 ต.ค. 2569 เฉพาะลูกค้ารายเดือนที่ใช้บริการมากกว่า 12 เดือน</p>
<a href="https://trk.sirifone.co.th/c/promo?u=https%3A%2F%2Fshop.sirifone.co.th%2F5g&amp;id=90122" style="display:inline-block;background:#1d1d1f;color:#fff;padding:12px 34px;text-decoration:none;">ช้อปเลย</a>
<p style="font-size:11px;color:#aaa;">เงื่อนไขเป็นไปตามที่บริษัทกำหนด</p>
</td></tr>
<tr><td>${SIRIFONE_FOOT}</td></tr>
</table></td></tr></table></body></html>`,
  },
];

// ---------------------------------------------------------------- Kanfaifa Nakhon Kan (electricity)

const KANFAIFA: Mail[] = [
  {
    family: "kanfaifa-nakhon",
    group: "regional",
    lang: "th",
    kind: "bill-ready",
    code: null,
    link: null,
    from: "การไฟฟ้านครกาญจน์ e-Bill <ebill@kfk.or.th>",
    to: SOMCHAI,
    subject: "ใบแจ้งค่าไฟฟ้าประจำเดือน สิงหาคม 2569 (CA 011408772)",
    date: d(9, 6, 8, 15),
    enc: "b64",
    text: `เรียน ผู้ใช้ไฟฟ้า นายสมชาย วงศ์ประเสริฐ

การไฟฟ้านครกาญจน์ ขอแจ้งค่าไฟฟ้าประจำเดือน สิงหาคม 2569

บัญชีแสดงสัญญา (CA): 011408772
ที่อยู่ใช้ไฟฟ้า: 58/12 หมู่บ้านพฤกษาวิลล์ ซอยวัชรพล 4 แขวงท่าแร้ง เขตบางเขน กรุงเทพฯ 10220
อ่านหน่วยวันที่: 28/08/2569  เลขอ่านครั้งนี้ 38412  ครั้งก่อน 37906
หน่วยที่ใช้: 506 หน่วย
ค่าไฟฟ้ารวมภาษีมูลค่าเพิ่ม: 2,384.62 บาท
ส่วนลดชำระผ่านหักบัญชีอัตโนมัติ: -0.00 บาท
ครบกำหนดชำระ: 13/09/2569

ใบแจ้งค่าไฟฟ้านี้ไม่ใช่ใบเสร็จรับเงิน
ชำระผ่านแอป KFK Smart Life, ธนาคาร, พร้อมเพย์ หรือเคาน์เตอร์เซอร์วิส
ไฟฟ้าขัดข้องโทร 1129 ตลอด 24 ชั่วโมง`,
    html: `<html><head><meta charset="utf-8"></head><body style="margin:0;padding:0;background:#fff8e6;">
<table width="100%" cellspacing="0" cellpadding="0"><tr><td align="center">
<table width="640" cellspacing="0" cellpadding="0" style="background:#fff;border:1px solid #f0d68a;font-family:Tahoma,sans-serif;">
<tr><td style="background:#f39c12;padding:14px 24px;"><table width="100%"><tr>
<td><img src="https://www.kfk.or.th/images/email/kfk-logo.png" alt="การไฟฟ้านครกาญจน์" height="40"></td>
<td align="right" style="color:#fff;font-size:13px;">ใบแจ้งค่าไฟฟ้า<br>Electricity Bill</td></tr></table></td></tr>
<tr><td style="padding:22px 24px;font-size:14px;color:#333;line-height:22px;">
เรียน ผู้ใช้ไฟฟ้า นายสมชาย วงศ์ประเสริฐ<br>การไฟฟ้านครกาญจน์ ขอแจ้งค่าไฟฟ้าประจำเดือน <b>สิงหาคม 2569</b>
<table width="100%" cellpadding="6" cellspacing="0" style="margin-top:14px;border-collapse:collapse;font-size:13px;">
<tr style="background:#fff3d4;"><td>บัญชีแสดงสัญญา (CA)</td><td align="right"><b>011408772</b></td></tr>
<tr><td>ที่อยู่ใช้ไฟฟ้า</td><td align="right">58/12 หมู่บ้านพฤกษาวิลล์ ซอยวัชรพล 4 แขวงท่าแร้ง เขตบางเขน กรุงเทพฯ 10220</td></tr>
<tr style="background:#fff3d4;"><td>อ่านหน่วยวันที่</td><td align="right">28/08/2569</td></tr>
<tr><td>เลขอ่านครั้งนี้ / ครั้งก่อน</td><td align="right">38412 / 37906</td></tr>
<tr style="background:#fff3d4;"><td>หน่วยที่ใช้ (kWh)</td><td align="right">506</td></tr>
<tr><td><b>ค่าไฟฟ้ารวมภาษีมูลค่าเพิ่ม</b></td><td align="right" style="font-size:20px;color:#c0392b;"><b>2,384.62 บาท</b></td></tr>
<tr style="background:#fff3d4;"><td>ครบกำหนดชำระ</td><td align="right">13/09/2569</td></tr>
</table>
<p style="font-size:12px;color:#888;">ใบแจ้งค่าไฟฟ้านี้ไม่ใช่ใบเสร็จรับเงิน ชำระผ่านแอป KFK Smart Life, ธนาคาร, พร้อมเพย์ หรือเคาน์เตอร์เซอร์วิส</p>
</td></tr>
<tr><td style="background:#333;color:#ccc;font-size:11px;padding:14px 24px;">ไฟฟ้าขัดข้องโทร 1129 ตลอด 24 ชั่วโมง · <a href="https://www.kfk.or.th" style="color:#f39c12;">www.kfk.or.th</a> · <a href="https://www.kfk.or.th/ebill/unsubscribe" style="color:#ccc;">ยกเลิกรับ e-Bill</a></td></tr>
</table></td></tr></table></body></html>`,
  },
  {
    family: "kanfaifa-nakhon",
    group: "regional",
    lang: "en",
    kind: "verify-link",
    code: null,
    link: "https://smartlife.kfk.or.th/account/activate?key=a81f0c3d-55e2-4b9a-9f17-02cde6a4b7e1",
    from: "KFK Smart Life <smartlife@kfk.or.th>",
    to: SOMCHAI,
    subject: "KFK Smart Life - please activate your account",
    date: d(9, 6, 21, 44),
    text: `Dear Somchai Wongprasert,

Thank you for registering for KFK Smart Life, the e-service of the Nakhon Kan Electricity Authority.

Registered CA number: 011408772
Username: somchai.w

To activate your account, open the link below within 48 hours:
https://smartlife.kfk.or.th/account/activate?key=a81f0c3d-55e2-4b9a-9f17-02cde6a4b7e1

After activation you can view bills, pay online, report outages and request a meter check.

If you did not register, please ignore this e-mail or call 1129.

Nakhon Kan Electricity Authority
30 Chakkraphet Road, Wang Burapha Phirom, Phra Nakhon, Bangkok 10200`,
    html: null,
  },
];

// ---------------------------------------------------------------- Prapa Suan Dok (water)

const PRAPA: Mail[] = [
  {
    family: "prapa-suandok",
    group: "regional",
    lang: "th",
    kind: "bill-ready",
    code: null,
    link: null,
    from: "การประปาสวนดอก <e-invoice@prapasuandok.go.th>",
    to: MALEE,
    subject: "แจ้งค่าน้ำประปา รอบเดือน ก.ย. 2569 เลขที่ผู้ใช้น้ำ 5107-22841",
    date: d(10, 4, 10, 12),
    enc: "8bit",
    text: `การประปาสวนดอก แจ้งค่าน้ำประปา

เลขที่ผู้ใช้น้ำ: 5107-22841
ชื่อผู้ใช้น้ำ: นางมาลี วงศ์ประเสริฐ
รอบการอ่านมาตร: 30 ก.ย. 2569
เลขมาตรครั้งก่อน: 1,482  ครั้งนี้: 1,507
ปริมาณน้ำที่ใช้: 25 ลบ.ม.
ค่าน้ำ: 221.00 บาท
ค่าบริการรายเดือน: 30.00 บาท
ภาษีมูลค่าเพิ่ม 7%: 17.57 บาท
รวมเงินที่ต้องชำระ: 268.57 บาท
กำหนดชำระภายใน: 14 ต.ค. 2569

หากเลยกำหนดชำระ 7 วัน อาจถูกงดจ่ายน้ำ
ชำระได้ที่สำนักงานประปา ธนาคาร แอปธนาคาร หรือร้านสะดวกซื้อ

สอบถาม/แจ้งท่อแตก: 053 211 456 (สำนักงานสาขาสวนดอก)
ข้อความนี้ส่งจากระบบอัตโนมัติ`,
    html: null,
  },
  {
    family: "prapa-suandok",
    group: "regional",
    lang: "th",
    kind: "outage-notice",
    code: null,
    link: null,
    from: "การประปาสวนดอก <news@prapasuandok.go.th>",
    to: MALEE,
    subject: "ประกาศหยุดจ่ายน้ำชั่วคราว วันเสาร์ที่ 24 ต.ค. 2569",
    date: d(10, 21, 16, 30),
    enc: "qp",
    text: `ประกาศ การประปาสวนดอก

เนื่องด้วยมีการซ่อมท่อเมนขนาด 400 มม. บริเวณถนนสุเทพ ใกล้แยกข่วงสิงห์
จึงมีความจำเป็นต้องหยุดจ่ายน้ำในวันเสาร์ที่ 24 ตุลาคม 2569 เวลา 22.00 น. ถึงวันอาทิตย์ที่ 25 ตุลาคม 2569 เวลา 06.00 น.

พื้นที่ได้รับผลกระทบ: ต.สุเทพ ต.ช้างเผือก และหมู่บ้านในซอยสุเทพ 1-9
กรุณาสำรองน้ำไว้ใช้ล่วงหน้า

ติดตามสถานะได้ที่ https://www.prapasuandok.go.th/news
ขออภัยในความไม่สะดวก`,
    html:
      `<html><head><meta charset="utf-8"></head><body style="margin:0;background:#e8f4fa;font-family:Tahoma,sans-serif;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:18px;">
<table width="580" cellpadding="0" cellspacing="0" style="background:#fff;">
<tr><td style="background:#1479a8;padding:14px 22px;color:#fff;font-size:18px;"><img src="https://www.prapasuandok.go.th/img/mail-logo.png" alt="" height="30" style="vertical-align:middle;"> การประปาสวนดอก</td></tr>
<tr><td style="padding:22px;font-size:15px;line-height:25px;color:#233;">
<h3 style="margin:0 0 10px;color:#c0392b;">ประกาศหยุดจ่ายน้ำชั่วคราว</h3>
เนื่องด้วยมีการซ่อมท่อเมนขนาด 400 มม. บริเวณถนนสุเทพ ใกล้แยกข่วงสิงห์ จึงมีความจำเป็นต้องหยุดจ่ายน้ำใน<br>
<b>วันเสาร์ที่ 24 ตุลาคม 2569 เวลา 22.00 น. ถึงวันอาทิตย์ที่ 25 ตุลาคม 2569 เวลา 06.00 น.</b><br><br>
พื้นที่ได้รับผลกระทบ: ต.สุเทพ ต.ช้างเผือก และหมู่บ้านในซอยสุเทพ 1-9<br>กรุณาสำรองน้ำไว้ใช้ล่วงหน้า<br><br>
<a href="https://www.prapasuandok.go.th/news" style="color:#1479a8;">ติดตามสถานะ</a> · ขออภัยในความไม่สะดวก
</td></tr>
<tr><td style="padding:12px 22px;font-size:11px;color:#789;background:#f2f8fb;">การประปาสวนดอก 165 ถนนสุเทพ ตำบลสุเทพ อำเภอเมือง จังหวัดเชียงใหม่ 50200 · โทร 053 211 456</td></tr>
</table></td></tr></table></body></html>`,
  },
];

// ---------------------------------------------------------------- Raidee (ride and food app)

const RAIDEE: Mail[] = [
  {
    family: "raidee-ride",
    group: "consumer",
    lang: "en",
    kind: "login-code",
    code: "3817",
    link: null,
    from: "Raidee <hello@raidee.app>",
    to: NATTAPONG,
    subject: "3817 is your Raidee sign-in code",
    date: d(9, 9, 7, 58),
    text: `Your Raidee sign-in code is 3817

Enter it in the app to finish signing in on your new phone. It expires in 10 minutes.

Never share this code. Raidee staff and drivers will never ask for it.

Need help? https://help.raidee.app
Raidee Technologies (Thailand) Co., Ltd., 199 Sukhumvit 21, Khlong Toei Nuea, Watthana, Bangkok 10110`,
    html: `<!DOCTYPE html><html><head><meta charset="utf-8"><meta name="color-scheme" content="light"></head>
<body style="margin:0;padding:0;background:#ffffff;">
<table width="100%" cellpadding="0" cellspacing="0" role="presentation"><tr><td align="center">
<table width="480" cellpadding="0" cellspacing="0" role="presentation" style="font-family:-apple-system,Helvetica,Arial,sans-serif;color:#111;">
<tr><td style="padding:32px 24px 8px;"><img src="https://cdn.raidee.app/mail/wordmark-green.png" alt="Raidee" width="96" height="28"></td></tr>
<tr><td style="padding:8px 24px;font-size:22px;font-weight:700;">Your sign-in code</td></tr>
<tr><td style="padding:8px 24px;">
<table role="presentation" cellpadding="0" cellspacing="8"><tr>
<td style="width:48px;height:58px;background:#e9f9ef;border-radius:8px;text-align:center;font-size:30px;font-weight:700;color:#0b8f3a;">3</td>
<td style="width:48px;height:58px;background:#e9f9ef;border-radius:8px;text-align:center;font-size:30px;font-weight:700;color:#0b8f3a;">8</td>
<td style="width:48px;height:58px;background:#e9f9ef;border-radius:8px;text-align:center;font-size:30px;font-weight:700;color:#0b8f3a;">1</td>
<td style="width:48px;height:58px;background:#e9f9ef;border-radius:8px;text-align:center;font-size:30px;font-weight:700;color:#0b8f3a;">7</td>
</tr></table></td></tr>
<tr><td style="padding:8px 24px 20px;font-size:15px;line-height:22px;color:#444;">Enter it in the app to finish signing in on your new phone. It expires in 10 minutes.<br><br>Never share this code. Raidee staff and drivers will never ask for it.</td></tr>
<tr><td style="padding:18px 24px;border-top:1px solid #eee;font-size:12px;color:#999;line-height:18px;"><a href="https://help.raidee.app" style="color:#0b8f3a;">Help Centre</a> · <a href="https://raidee.app/legal/privacy" style="color:#0b8f3a;">Privacy</a><br>Raidee Technologies (Thailand) Co., Ltd., 199 Sukhumvit 21, Khlong Toei Nuea, Watthana, Bangkok 10110</td></tr>
</table></td></tr></table></body></html>`,
  },
  {
    family: "raidee-ride",
    group: "consumer",
    lang: "th",
    kind: "food-receipt",
    code: null,
    link: null,
    from: "Raidee Food <receipts@raidee.app>",
    to: NATTAPONG,
    subject: "ใบเสร็จ Raidee Food จาก ข้าวมันไก่เฮียเส็ง (ลาดพร้าว 71)",
    date: d(9, 27, 19, 24),
    enc: "b64",
    text: `ขอบคุณที่สั่งอาหารกับ Raidee Food

ร้าน: ข้าวมันไก่เฮียเส็ง (ลาดพร้าว 71)
หมายเลขคำสั่งซื้อ: RF-260927-8841-0093
วันที่: 27 ก.ย. 2569 19:02

ข้าวมันไก่ผสม พิเศษ x2          130.00
ต้มจืดฟักไก่ x1                  60.00
น้ำกระเจี๊ยบ x2                  40.00
ค่าอาหาร                        230.00
ค่าส่ง (3.4 กม.)                 25.00
ค่าบริการ                         5.00
ส่วนลดโค้ด IMHUNGRY            -40.00
รวมทั้งสิ้น                     220.00 บาท

ชำระด้วย: บัตร Mastercard •••• 2951
ส่งถึง: 58/12 ซอยวัชรพล 4 (ไรเดอร์: คุณอนันต์ ท.)

ให้คะแนนไรเดอร์และร้านได้ในแอป Raidee
https://help.raidee.app`,
    html: `<html><head><meta charset="utf-8"></head><body style="margin:0;background:#f4f4f4;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:16px;">
<table width="460" cellpadding="0" cellspacing="0" style="background:#fff;font-family:Tahoma,sans-serif;color:#222;">
<tr><td style="background:#0b8f3a;padding:16px 22px;color:#fff;font-size:18px;font-weight:bold;">Raidee Food</td></tr>
<tr><td style="padding:18px 22px;font-size:14px;">ขอบคุณที่สั่งอาหารกับ Raidee Food<br><b>ข้าวมันไก่เฮียเส็ง (ลาดพร้าว 71)</b><br><span style="color:#888;font-size:12px;">หมายเลขคำสั่งซื้อ RF-260927-8841-0093 · 27 ก.ย. 2569 19:02</span></td></tr>
<tr><td style="padding:0 22px;"><table width="100%" style="font-size:14px;line-height:24px;">
<tr><td>ข้าวมันไก่ผสม พิเศษ x2</td><td align="right">130.00</td></tr>
<tr><td>ต้มจืดฟักไก่ x1</td><td align="right">60.00</td></tr>
<tr><td>น้ำกระเจี๊ยบ x2</td><td align="right">40.00</td></tr>
<tr><td style="border-top:1px solid #eee;">ค่าอาหาร</td><td align="right" style="border-top:1px solid #eee;">230.00</td></tr>
<tr><td>ค่าส่ง (3.4 กม.)</td><td align="right">25.00</td></tr>
<tr><td>ค่าบริการ</td><td align="right">5.00</td></tr>
<tr><td style="color:#0b8f3a;">ส่วนลดโค้ด IMHUNGRY</td><td align="right" style="color:#0b8f3a;">-40.00</td></tr>
<tr><td style="border-top:2px solid #222;font-weight:bold;">รวมทั้งสิ้น</td><td align="right" style="border-top:2px solid #222;font-weight:bold;">฿220.00</td></tr>
</table></td></tr>
<tr><td style="padding:16px 22px;font-size:13px;color:#666;">ชำระด้วย บัตร Mastercard •••• 2951<br>ส่งถึง 58/12 ซอยวัชรพล 4 (ไรเดอร์: คุณอนันต์ ท.)</td></tr>
<tr><td style="padding:14px 22px;background:#fafafa;font-size:11px;color:#999;">ให้คะแนนไรเดอร์และร้านได้ในแอป Raidee · <a href="https://help.raidee.app" style="color:#0b8f3a;">ศูนย์ช่วยเหลือ</a></td></tr>
</table></td></tr></table></body></html>`,
  },
  {
    family: "raidee-ride",
    group: "consumer",
    lang: "en",
    kind: "promotion",
    code: null,
    link: null,
    from: "Raidee <deals@news.raidee.app>",
    to: NATTAPONG,
    subject: "Rainy day? 50% off your next 3 rides with RAINRIDE",
    date: d(10, 13, 15, 45),
    enc: "qp",
    text: `Stay dry this rainy season.

Get 50% off your next 3 Raidee Car rides (up to THB 80 per ride) with code RAINRIDE.
Valid 13-20 Oct 2026 in Bangkok, Nonthaburi and Pathum Thani.

Book now: https://l.raidee.app/c/rainride?utm_source=email&utm_campaign=oct26_rain

Terms apply. Code can be used once per account.
Unsubscribe: https://news.raidee.app/unsubscribe?u=6b1c0f22`,
    html: `<html><body style="margin:0;background:#0b8f3a;">
<div style="display:none;">50% off 3 rides, up to THB 80 each</div>
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:24px 0;">
<table width="560" cellpadding="0" cellspacing="0" style="background:#fff;border-radius:14px;font-family:Helvetica,Arial,sans-serif;">
<tr><td><img src="https://cdn.raidee.app/mail/oct26-rain-hero.png" width="560" alt="Stay dry this rainy season" style="display:block;border-radius:14px 14px 0 0;"></td></tr>
<tr><td align="center" style="padding:24px 30px;color:#222;">
<div style="font-size:26px;font-weight:800;">50% off your next 3 rides</div>
<div style="font-size:15px;color:#555;margin:8px 0 18px;">Up to THB 80 per ride · 13-20 Oct 2026 · Bangkok, Nonthaburi, Pathum Thani</div>
<div style="display:inline-block;border:2px dashed #0b8f3a;padding:8px 22px;font-size:22px;font-weight:bold;color:#0b8f3a;">RAINRIDE</div><br><br>
<a href="https://l.raidee.app/c/rainride?utm_source=email&amp;utm_campaign=oct26_rain" style="background:#0b8f3a;color:#fff;text-decoration:none;padding:13px 38px;border-radius:24px;font-weight:bold;">Book a ride</a>
</td></tr>
<tr><td style="padding:16px 30px;font-size:11px;color:#999;">Terms apply. Code can be used once per account. <a href="https://news.raidee.app/unsubscribe?u=6b1c0f22" style="color:#999;">Unsubscribe</a> · Raidee Technologies (Thailand) Co., Ltd.</td></tr>
</table></td></tr></table></body></html>`,
  },
];

// ---------------------------------------------------------------- Talad Duan (marketplace)

const TALAD: Mail[] = [
  {
    family: "talad-duan",
    group: "consumer",
    lang: "th",
    kind: "order-shipped",
    code: null,
    link: null,
    from: "ตลาดด่วน TaladDuan <order@taladduan.co.th>",
    to: MALEE,
    subject: "คำสั่งซื้อ #TD2609150447812 ของคุณถูกจัดส่งแล้ว",
    date: d(9, 16, 14, 3),
    enc: "qp",
    text: `สวัสดีค่ะ คุณมาลี

สินค้าในคำสั่งซื้อ #TD2609150447812 ได้ส่งออกจากคลังสินค้าแล้ว

- หม้อหุงข้าวดิจิทัล 1.8 ลิตร รุ่น RC-18D (สีขาว) x1   1,590.00 บาท
- ทัพพีซิลิโคนกันร้อน x2                              118.00 บาท
ค่าจัดส่ง                                               0.00 บาท
ยอดชำระ                                              1,708.00 บาท

ขนส่ง: นกฮูกเอ็กซ์เพรส
หมายเลขพัสดุ: NH6620918834TH
คาดว่าจะได้รับ: 18-19 ก.ย. 2569

ติดตามพัสดุได้ในแอปตลาดด่วน เมนู "การซื้อของฉัน"
เมื่อได้รับสินค้าแล้ว กรุณากด "ได้รับสินค้าแล้ว" ภายใน 7 วัน เพื่อรับ 17 เหรียญ TD Coins

ตลาดด่วน · ศูนย์ช่วยเหลือ https://help.taladduan.co.th · โทร 02 017 8000`,
    html: `<!doctype html><html><head><meta charset="utf-8"></head><body style="margin:0;background:#fff4ee;">
<div style="display:none;">พัสดุ NH6620918834TH กำลังเดินทาง คาดว่าจะได้รับ 18-19 ก.ย.</div>
<center><table width="600" cellpadding="0" cellspacing="0" style="background:#fff;font-family:Tahoma,sans-serif;margin:20px 0;">
<tr><td style="background:#ff5a1f;padding:16px 24px;"><a href="https://click.taladduan.co.th/ls/click?upn=a1b2-home"><img src="https://cf.taladduan.co.th/email/logo-w.png" alt="ตลาดด่วน" height="32" style="border:0;"></a></td></tr>
<tr><td style="padding:22px 24px 6px;font-size:15px;color:#333;">สวัสดีค่ะ คุณมาลี<br>สินค้าในคำสั่งซื้อ <b>#TD2609150447812</b> ได้ส่งออกจากคลังสินค้าแล้ว</td></tr>
<tr><td style="padding:10px 24px;">
<table width="100%" cellpadding="8" cellspacing="0" style="font-size:13px;border:1px solid #f2e1d8;">
<tr><td width="70"><img src="https://cf.taladduan.co.th/p/rc18d-w_70.jpg" width="60" alt="หม้อหุงข้าว"></td><td>หม้อหุงข้าวดิจิทัล 1.8 ลิตร รุ่น RC-18D (สีขาว)<br><span style="color:#999;">x1</span></td><td align="right">฿1,590.00</td></tr>
<tr><td><img src="https://cf.taladduan.co.th/p/ladle-si_70.jpg" width="60" alt="ทัพพี"></td><td>ทัพพีซิลิโคนกันร้อน<br><span style="color:#999;">x2</span></td><td align="right">฿118.00</td></tr>
<tr><td colspan="2" align="right">ค่าจัดส่ง</td><td align="right">฿0.00</td></tr>
<tr><td colspan="2" align="right"><b>ยอดชำระ</b></td><td align="right" style="color:#ff5a1f;"><b>฿1,708.00</b></td></tr>
</table></td></tr>
<tr><td style="padding:12px 24px;font-size:14px;color:#333;line-height:22px;background:#fffaf6;">ขนส่ง: นกฮูกเอ็กซ์เพรส<br>หมายเลขพัสดุ: <b>NH6620918834TH</b><br>คาดว่าจะได้รับ: 18-19 ก.ย. 2569</td></tr>
<tr><td align="center" style="padding:18px;"><a href="https://click.taladduan.co.th/ls/click?upn=o7Qx-orders-TD2609150447812" style="background:#ff5a1f;color:#fff;text-decoration:none;padding:12px 32px;border-radius:4px;">ดูคำสั่งซื้อ</a></td></tr>
<tr><td style="padding:0 24px 16px;font-size:12px;color:#777;">เมื่อได้รับสินค้าแล้ว กรุณากด "ได้รับสินค้าแล้ว" ภายใน 7 วัน เพื่อรับ 17 เหรียญ TD Coins</td></tr>
<tr><td style="background:#f7f7f7;padding:14px 24px;font-size:11px;color:#999;">บริษัท ตลาดด่วน (ประเทศไทย) จำกัด 323 ถนนสีลม แขวงสีลม เขตบางรัก กรุงเทพฯ 10500 · โทร 02 017 8000 · <a href="https://help.taladduan.co.th" style="color:#999;">ศูนย์ช่วยเหลือ</a></td></tr>
</table></center></body></html>`,
  },
  {
    family: "talad-duan",
    group: "consumer",
    lang: "en",
    kind: "reset-link",
    code: null,
    link:
      "https://click.taladduan.co.th/ls/click?upn=R3set-9fK2LmQ0x&u=https%3A%2F%2Fwww.taladduan.co.th%2Faccount%2Freset%3Ftoken%3Dd7e1b0c9a4",
    from: "TaladDuan <no-reply@taladduan.co.th>",
    to: NATTAPONG,
    subject: "Reset your TaladDuan password",
    date: d(10, 1, 23, 17),
    text: `Hi Nattapong,

We received a request to reset the password for your TaladDuan account (n****g.w@inbox.example).

Reset your password here (the link works for 30 minutes):
https://click.taladduan.co.th/ls/click?upn=R3set-9fK2LmQ0x&u=https%3A%2F%2Fwww.taladduan.co.th%2Faccount%2Freset%3Ftoken%3Dd7e1b0c9a4

If you didn't ask for this, you can ignore this email - your password stays the same.

TaladDuan Help Centre: https://help.taladduan.co.th`,
    html: `<!doctype html><html><head><meta charset="utf-8"></head><body style="margin:0;background:#f6f6f6;">
<center><table width="560" cellpadding="0" cellspacing="0" style="background:#fff;font-family:Arial,sans-serif;margin:24px 0;">
<tr><td style="border-bottom:3px solid #ff5a1f;padding:18px 26px;"><img src="https://cf.taladduan.co.th/email/logo-o.png" alt="TaladDuan" height="30"></td></tr>
<tr><td style="padding:26px;font-size:15px;color:#333;line-height:23px;">Hi Nattapong,<br><br>We received a request to reset the password for your TaladDuan account (n****g.w@inbox.example).<br><br>
<a href="https://click.taladduan.co.th/ls/click?upn=R3set-9fK2LmQ0x&amp;u=https%3A%2F%2Fwww.taladduan.co.th%2Faccount%2Freset%3Ftoken%3Dd7e1b0c9a4" style="display:inline-block;background:#ff5a1f;color:#fff;text-decoration:none;padding:12px 30px;border-radius:4px;font-weight:bold;">Reset password</a><br><br>
The link works for 30 minutes. If you didn't ask for this, you can ignore this email - your password stays the same.</td></tr>
<tr><td style="background:#f7f7f7;padding:14px 26px;font-size:11px;color:#999;">TaladDuan (Thailand) Co., Ltd. · 323 Silom Road, Bang Rak, Bangkok 10500 · <a href="https://help.taladduan.co.th" style="color:#999;">Help Centre</a> · <a href="https://www.taladduan.co.th/legal/privacy" style="color:#999;">Privacy Policy</a></td></tr>
</table></center></body></html>`,
  },
  {
    family: "talad-duan",
    group: "consumer",
    lang: "en",
    kind: "promotion",
    code: null,
    link: null,
    from: "TaladDuan <promo@news.taladduan.co.th>",
    to: NATTAPONG,
    subject: "10.10 Mega Sale starts at midnight ⚡ Extra THB 100 off with TD1010",
    date: d(10, 9, 18, 0),
    enc: "b64",
    text: `10.10 MEGA SALE - starts tonight at 00:00

- Up to 90% off electronics and home appliances
- Free shipping on orders from THB 99
- Extra THB 100 off orders from THB 800 with code TD1010 (first 10,000 users)

Shop now: https://click.taladduan.co.th/ls/click?upn=1010-mega-hero

You're receiving this because you subscribed to TaladDuan deals.
Unsubscribe: https://news.taladduan.co.th/unsub?m=n****g.w&l=deals`,
    html: `<!doctype html><html><head><meta charset="utf-8"></head><body style="margin:0;background:#2b0a3d;">
<div style="display:none;">Up to 90% off + free shipping from THB 99</div>
<center><table width="600" cellpadding="0" cellspacing="0" style="font-family:Arial,sans-serif;">
<tr><td><a href="https://click.taladduan.co.th/ls/click?upn=1010-mega-hero"><img src="https://cf.taladduan.co.th/email/1010/hero.jpg" width="600" alt="10.10 MEGA SALE starts tonight at 00:00" style="display:block;border:0;"></a></td></tr>
<tr><td><table width="100%" cellpadding="0" cellspacing="0"><tr>
<td width="200"><a href="https://click.taladduan.co.th/ls/click?upn=1010-cat-elec"><img src="https://cf.taladduan.co.th/email/1010/elec.jpg" width="200" alt="Electronics up to 90% off" style="display:block;border:0;"></a></td>
<td width="200"><a href="https://click.taladduan.co.th/ls/click?upn=1010-cat-home"><img src="https://cf.taladduan.co.th/email/1010/home.jpg" width="200" alt="Home appliances" style="display:block;border:0;"></a></td>
<td width="200"><a href="https://click.taladduan.co.th/ls/click?upn=1010-cat-beauty"><img src="https://cf.taladduan.co.th/email/1010/beauty.jpg" width="200" alt="Beauty" style="display:block;border:0;"></a></td>
</tr></table></td></tr>
<tr><td align="center" style="background:#fff;padding:22px;">
<div style="font-size:15px;color:#333;">Extra <b>THB 100 off</b> orders from THB 800 (first 10,000 users)</div>
<div style="margin:12px auto;display:inline-block;background:#fff0e8;border:1px dashed #ff5a1f;padding:8px 24px;font-size:22px;font-weight:bold;color:#ff5a1f;">TD1010</div>
</td></tr>
<tr><td style="padding:16px;font-size:11px;color:#c9b3d6;text-align:center;">You're receiving this because you subscribed to TaladDuan deals. <a href="https://news.taladduan.co.th/unsub?m=n****g.w&amp;l=deals" style="color:#c9b3d6;">Unsubscribe</a></td></tr>
</table></center></body></html>`,
  },
];

// ---------------------------------------------------------------- Kaimai Shop (cross-border marketplace)

const KAIMAI: Mail[] = [
  {
    family: "kaimai-shop",
    group: "consumer",
    lang: "th",
    kind: "verify-code",
    code: "275064",
    link: null,
    from: "Kaimai <account@kaimai.shop>",
    to: MALEE,
    subject: "[Kaimai] รหัสยืนยันของคุณ",
    date: d(9, 18, 21, 33),
    enc: "qp",
    text: `รหัสยืนยัน Kaimai ของคุณคือ 275064 (Ref: 7QXB)
ใช้รหัสนี้เพื่อยืนยันอีเมลและผูกบัญชีกับหมายเลข 089-xxx-1702
รหัสจะหมดอายุใน 15 นาที ห้ามบอกรหัสนี้กับผู้อื่น

Kaimai Shop · https://kaimai.shop/help`,
    html:
      `<html><head><meta charset="utf-8"></head><body style="margin:0;background:#fafafa;font-family:Arial,'Noto Sans Thai',sans-serif;">
<table align="center" width="500" cellpadding="0" cellspacing="0" style="background:#fff;margin-top:20px;border:1px solid #eee;">
<tr><td style="padding:20px 28px;"><img src="https://img.kaimai.shop/mail/kaimai-red.png" alt="Kaimai" height="26"></td></tr>
<tr><td style="padding:0 28px;font-size:15px;color:#333;line-height:24px;">ใช้รหัสนี้เพื่อยืนยันอีเมลและผูกบัญชีกับหมายเลข 089-xxx-1702</td></tr>
<tr><td style="padding:18px 28px;"><span style="font-size:34px;font-weight:bold;color:#d8232a;letter-spacing:4px;">275064</span><br><span style="font-size:12px;color:#999;">Ref: 7QXB · หมดอายุใน 15 นาที</span></td></tr>
<tr><td style="padding:0 28px 22px;font-size:13px;color:#777;">ห้ามบอกรหัสนี้กับผู้อื่น พนักงาน Kaimai จะไม่ขอรหัสจากคุณ</td></tr>
<tr><td style="background:#f5f5f5;padding:12px 28px;font-size:11px;color:#aaa;"><a href="https://kaimai.shop/help" style="color:#aaa;">ศูนย์ช่วยเหลือ</a> · <a href="https://kaimai.shop/privacy" style="color:#aaa;">นโยบายความเป็นส่วนตัว</a> · © 2026 Kaimai</td></tr>
</table></body></html>`,
  },
  {
    family: "kaimai-shop",
    group: "consumer",
    lang: "zh",
    kind: "order-confirmed",
    code: null,
    link: null,
    from: "Kaimai 开买 <order@kaimai.shop>",
    to: MALEE,
    subject: "订单已确认：KM8830215471（2件商品）",
    date: d(10, 19, 10, 26),
    enc: "b64",
    text: `您好，

感谢您在 Kaimai 开买购物！您的订单已确认，卖家将在 48 小时内发货。

订单号：KM8830215471
下单时间：2026-10-19 10:24
1. 儿童雨衣 卡通款 110cm × 1   ฿259.00
2. 折叠收纳箱 30L × 2          ฿398.00
运费：฿0.00（优惠券 FREESHIP 已抵扣）
实付：฿657.00
支付方式：货到付款 (COD)

收货地址：曼谷 Bang Khen 区 Tha Raeng 58/12, 10220

如需查看订单，请打开 Kaimai App > 我的 > 订单。
Kaimai 客服：https://kaimai.shop/help`,
    html:
      `<html><head><meta charset="utf-8"></head><body style="margin:0;background:#fafafa;font-family:'PingFang SC','Microsoft YaHei',Arial,sans-serif;">
<table align="center" width="560" cellpadding="0" cellspacing="0" style="background:#fff;margin-top:20px;">
<tr><td style="background:#d8232a;padding:14px 24px;"><img src="https://img.kaimai.shop/mail/kaimai-white.png" alt="Kaimai 开买" height="26"></td></tr>
<tr><td style="padding:22px 24px;font-size:14px;color:#333;line-height:22px;">您好，<br>感谢您在 Kaimai 开买购物！您的订单已确认，卖家将在 48 小时内发货。<br><br>
<b>订单号：</b>KM8830215471<br><b>下单时间：</b>2026-10-19 10:24</td></tr>
<tr><td style="padding:0 24px;"><table width="100%" cellpadding="6" style="font-size:13px;border-top:1px solid #eee;">
<tr><td>儿童雨衣 卡通款 110cm × 1</td><td align="right">฿259.00</td></tr>
<tr><td>折叠收纳箱 30L × 2</td><td align="right">฿398.00</td></tr>
<tr><td>运费（优惠券 FREESHIP 已抵扣）</td><td align="right">฿0.00</td></tr>
<tr><td><b>实付</b></td><td align="right" style="color:#d8232a;font-size:18px;"><b>฿657.00</b></td></tr>
<tr><td>支付方式</td><td align="right">货到付款 (COD)</td></tr>
</table></td></tr>
<tr><td style="padding:16px 24px;font-size:13px;color:#666;">收货地址：曼谷 Bang Khen 区 Tha Raeng 58/12, 10220</td></tr>
<tr><td align="center" style="padding:8px 24px 22px;"><a href="https://kaimai.shop/m/orders/KM8830215471?utm_source=edm" style="color:#d8232a;border:1px solid #d8232a;padding:8px 24px;text-decoration:none;">查看订单</a></td></tr>
<tr><td style="background:#f5f5f5;padding:12px 24px;font-size:11px;color:#aaa;"><a href="https://kaimai.shop/help" style="color:#aaa;">客服中心</a> · © 2026 Kaimai</td></tr>
</table></body></html>`,
  },
];

// ---------------------------------------------------------------- Srisuk Hospital (hospital app)

const SRISUK: Mail[] = [
  {
    family: "srisuk-hospital",
    group: "regional",
    lang: "th",
    kind: "verify-code",
    code: "918406",
    link: null,
    from: "โรงพยาบาลศรีสุข <myhealth@srisukhospital.com>",
    to: BOONMEE,
    subject: "รหัสยืนยันตัวตนสำหรับแอป Srisuk MyHealth",
    date: d(9, 10, 8, 20),
    enc: "b64",
    text: `เรียน คุณบุญมี สายทอง
HN: 64-018872

คุณกำลังลงทะเบียนใช้งานแอป Srisuk MyHealth เพื่อดูผลตรวจ นัดหมาย และประวัติการรักษา
กรุณากรอกรหัสยืนยันด้านล่างในแอป

รหัสยืนยัน: 918406
รหัสอ้างอิง: ZKPA
(หมดอายุใน 10 นาที)

หากท่านไม่ได้ทำรายการนี้ กรุณาติดต่อ 1719 กด 3

โรงพยาบาลศรีสุข 222 ถนนงามวงศ์วาน ตำบลบางกระสอ อำเภอเมืองนนทบุรี จังหวัดนนทบุรี 11000`,
    html: `<html><head><meta charset="utf-8"></head><body style="margin:0;background:#eef7f5;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:22px 0;">
<table width="560" cellpadding="0" cellspacing="0" style="background:#fff;font-family:Tahoma,sans-serif;border-radius:8px;">
<tr><td style="padding:20px 28px;border-bottom:1px solid #d7ece7;"><img src="https://www.srisukhospital.com/media/mail/srisuk-logo.png" alt="โรงพยาบาลศรีสุข Srisuk Hospital" height="44"></td></tr>
<tr><td style="padding:22px 28px;font-size:15px;color:#234;line-height:25px;">เรียน คุณบุญมี สายทอง<br><span style="color:#789;font-size:13px;">HN: 64-018872</span><br><br>
คุณกำลังลงทะเบียนใช้งานแอป <b>Srisuk MyHealth</b> เพื่อดูผลตรวจ นัดหมาย และประวัติการรักษา กรุณากรอกรหัสยืนยันด้านล่างในแอป</td></tr>
<tr><td align="center" style="padding:4px 28px 18px;">
<table cellpadding="0" cellspacing="6"><tr>
<td style="border:1px solid #1a9c84;border-radius:6px;width:40px;height:50px;text-align:center;font-size:26px;color:#1a9c84;font-weight:bold;">9</td>
<td style="border:1px solid #1a9c84;border-radius:6px;width:40px;height:50px;text-align:center;font-size:26px;color:#1a9c84;font-weight:bold;">1</td>
<td style="border:1px solid #1a9c84;border-radius:6px;width:40px;height:50px;text-align:center;font-size:26px;color:#1a9c84;font-weight:bold;">8</td>
<td style="border:1px solid #1a9c84;border-radius:6px;width:40px;height:50px;text-align:center;font-size:26px;color:#1a9c84;font-weight:bold;">4</td>
<td style="border:1px solid #1a9c84;border-radius:6px;width:40px;height:50px;text-align:center;font-size:26px;color:#1a9c84;font-weight:bold;">0</td>
<td style="border:1px solid #1a9c84;border-radius:6px;width:40px;height:50px;text-align:center;font-size:26px;color:#1a9c84;font-weight:bold;">6</td>
</tr></table>
<div style="font-size:13px;color:#789;margin-top:6px;">รหัสอ้างอิง: ZKPA · หมดอายุใน 10 นาที</div></td></tr>
<tr><td style="padding:0 28px 22px;font-size:13px;color:#a44;">หากท่านไม่ได้ทำรายการนี้ กรุณาติดต่อ 1719 กด 3</td></tr>
<tr><td style="background:#1a9c84;padding:14px 28px;font-size:11px;color:#e6f5f1;line-height:17px;">โรงพยาบาลศรีสุข 222 ถนนงามวงศ์วาน ตำบลบางกระสอ อำเภอเมืองนนทบุรี จังหวัดนนทบุรี 11000<br>โทร 1719 · <a href="https://www.srisukhospital.com/privacy" style="color:#fff;">นโยบายคุ้มครองข้อมูลส่วนบุคคล</a></td></tr>
</table></td></tr></table></body></html>`,
  },
  {
    family: "srisuk-hospital",
    group: "regional",
    lang: "en",
    kind: "appointment-reminder",
    code: null,
    link: null,
    from: "Srisuk Hospital <appointment@srisukhospital.com>",
    to: BOONMEE,
    subject: "Reminder: your appointment on Tue 22 Sep 2026 at 09:30",
    date: d(9, 20, 9, 0),
    enc: "qp",
    text: `Dear Ms. Boonmee Saithong (HN 64-018872),

This is a reminder of your upcoming appointment.

Date: Tuesday 22 September 2026
Time: 09:30 (please arrive by 09:00 for vital signs)
Clinic: Internal Medicine - Diabetes Clinic, Building B, 3rd floor
Doctor: Dr. Kittipong Chaiyaporn

Please fast for 8 hours before your visit (water is fine), as a fasting blood sugar and HbA1c test is scheduled.
Bring your current medicines and your ID card or Srisuk card.

To reschedule, call 1719 ext. 2 at least 24 hours ahead.

Srisuk Hospital, 222 Ngamwongwan Road, Nonthaburi 11000`,
    html: `<html><body style="margin:0;background:#f3f6f6;font-family:Arial,sans-serif;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:20px;">
<table width="560" cellpadding="0" cellspacing="0" style="background:#fff;">
<tr><td style="padding:18px 26px;background:#1a9c84;"><img src="https://www.srisukhospital.com/media/mail/srisuk-logo-w.png" alt="Srisuk Hospital" height="36"></td></tr>
<tr><td style="padding:24px 26px;font-size:15px;line-height:23px;color:#234;">Dear Ms. Boonmee Saithong (HN 64-018872),<br><br>This is a reminder of your upcoming appointment.
<table cellpadding="6" style="margin:14px 0;font-size:14px;border-left:4px solid #1a9c84;background:#f1faf8;width:100%;">
<tr><td width="90" style="color:#678;">Date</td><td><b>Tuesday 22 September 2026</b></td></tr>
<tr><td style="color:#678;">Time</td><td><b>09:30</b> (please arrive by 09:00 for vital signs)</td></tr>
<tr><td style="color:#678;">Clinic</td><td>Internal Medicine - Diabetes Clinic, Building B, 3rd floor</td></tr>
<tr><td style="color:#678;">Doctor</td><td>Dr. Kittipong Chaiyaporn</td></tr></table>
Please fast for 8 hours before your visit (water is fine), as a fasting blood sugar and HbA1c test is scheduled. Bring your current medicines and your ID card or Srisuk card.<br><br>
To reschedule, call <a href="tel:1719" style="color:#1a9c84;">1719</a> ext. 2 at least 24 hours ahead.</td></tr>
<tr><td style="padding:14px 26px;font-size:11px;color:#899;border-top:1px solid #e4eeee;">Srisuk Hospital, 222 Ngamwongwan Road, Nonthaburi 11000 · <a href="https://www.srisukhospital.com/en/directions" style="color:#899;">Map &amp; parking</a> · <a href="https://www.srisukhospital.com/privacy" style="color:#899;">Privacy</a></td></tr>
</table></td></tr></table></body></html>`,
  },
  {
    family: "srisuk-hospital",
    group: "regional",
    lang: "th",
    kind: "results-ready",
    code: null,
    link: null,
    from: "Srisuk MyHealth <myhealth@srisukhospital.com>",
    to: BOONMEE,
    subject: "ผลตรวจทางห้องปฏิบัติการของคุณพร้อมแล้ว",
    date: d(9, 23, 15, 12),
    text: `เรียน คุณบุญมี สายทอง

ผลตรวจทางห้องปฏิบัติการจากการเข้ารับบริการเมื่อวันที่ 22/09/2569 (คลินิกเบาหวาน) พร้อมให้ดูแล้วในแอป Srisuk MyHealth
เพื่อความปลอดภัยของข้อมูล ผลตรวจจะแสดงในแอปเท่านั้น เข้าสู่ระบบแล้วไปที่เมนู "ผลตรวจ"

หากมีข้อสงสัยเกี่ยวกับผลตรวจ กรุณาปรึกษาแพทย์ในการนัดครั้งถัดไป (10 พ.ย. 2569) หรือโทร 1719 กด 2

โรงพยาบาลศรีสุข`,
    html: null,
  },
];

// ---------------------------------------------------------------- Bannarak School

const BANNARAK: Mail[] = [
  {
    family: "bannarak-school",
    group: "regional",
    lang: "en",
    kind: "invite-link",
    code: null,
    link: "https://parents.bannarak.ac.th/invitations/accept/4e2b91f07c3a?student=BNR-24117",
    from: "Bannarak Bilingual School <parentportal@bannarak.ac.th>",
    to: SOMCHAI,
    subject: "You're invited to the Bannarak Parent Portal (Pim, Grade 4/2)",
    date: d(9, 1, 13, 5),
    text: `Dear Mr. Somchai Wongprasert,

Welcome to Semester 2 of academic year 2026! Our new Parent Portal replaces the paper communication book.
You have been added as a guardian of:

  Student: Pimchanok Wongprasert ("Pim")
  Student ID: BNR-24117
  Class: Grade 4/2 (homeroom teacher: Kru Suda Inthachak)

Please accept the invitation and set your password here:
https://parents.bannarak.ac.th/invitations/accept/4e2b91f07c3a?student=BNR-24117

The invitation is valid until 15 September 2026. Once you are in, you can see homework, grades,
attendance, the canteen card balance and school announcements.

Need help? Contact the school office at 02 943 1120 or office@bannarak.ac.th (Mon-Fri 07:30-16:30).

Bannarak Bilingual School
77 Soi Ramintra 14, Tha Raeng, Bang Khen, Bangkok 10220`,
    html: `<html><head><meta charset="utf-8"></head><body style="margin:0;background:#f0f3fa;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:24px 0;">
<table width="600" cellpadding="0" cellspacing="0" style="background:#fff;font-family:Georgia,'Times New Roman',serif;color:#1f2a44;">
<tr><td align="center" style="padding:22px;background:#1f3a7a;"><img src="https://www.bannarak.ac.th/assets/crest-white.png" alt="Bannarak Bilingual School crest" width="64"><br><span style="color:#fff;font-size:18px;letter-spacing:1px;">Bannarak Bilingual School</span></td></tr>
<tr><td style="padding:26px 34px;font-size:15px;line-height:24px;font-family:Arial,sans-serif;">
Dear Mr. Somchai Wongprasert,<br><br>
Welcome to Semester 2 of academic year 2026! Our new Parent Portal replaces the paper communication book. You have been added as a guardian of:
<table cellpadding="5" style="margin:14px 0;font-size:14px;background:#f5f7fc;width:100%;">
<tr><td width="120" style="color:#667;">Student</td><td>Pimchanok Wongprasert ("Pim")</td></tr>
<tr><td style="color:#667;">Student ID</td><td>BNR-24117</td></tr>
<tr><td style="color:#667;">Class</td><td>Grade 4/2 (homeroom teacher: Kru Suda Inthachak)</td></tr></table>
<p style="text-align:center;margin:24px 0;"><a href="https://parents.bannarak.ac.th/invitations/accept/4e2b91f07c3a?student=BNR-24117" style="background:#c8a23a;color:#1f2a44;font-weight:bold;text-decoration:none;padding:13px 34px;border-radius:3px;">Accept invitation</a></p>
The invitation is valid until 15 September 2026. Once you are in, you can see homework, grades, attendance, the canteen card balance and school announcements.<br><br>
Need help? Contact the school office at 02 943 1120 or <a href="mailto:office@bannarak.ac.th" style="color:#1f3a7a;">office@bannarak.ac.th</a> (Mon-Fri 07:30-16:30).</td></tr>
<tr><td style="padding:16px 34px;background:#f0f3fa;font-size:11px;color:#778;font-family:Arial,sans-serif;">Bannarak Bilingual School · 77 Soi Ramintra 14, Tha Raeng, Bang Khen, Bangkok 10220 · <a href="https://www.bannarak.ac.th" style="color:#778;">www.bannarak.ac.th</a> · <a href="https://www.facebook.com/bannarakschool" style="color:#778;">Facebook</a></td></tr>
</table></td></tr></table></body></html>`,
  },
  {
    family: "bannarak-school",
    group: "regional",
    lang: "th",
    kind: "invoice",
    code: null,
    link: null,
    from: "ฝ่ายการเงิน โรงเรียนบรรณรักษ์สองภาษา <finance@bannarak.ac.th>",
    to: SOMCHAI,
    subject: "ใบแจ้งค่าธรรมเนียมการศึกษา ภาคเรียนที่ 2/2569 - ด.ญ.พิมพ์ชนก วงศ์ประเสริฐ",
    date: d(10, 12, 10, 40),
    enc: "8bit",
    text: `เรียน ผู้ปกครองของ ด.ญ.พิมพ์ชนก วงศ์ประเสริฐ (เลขประจำตัว BNR-24117 ชั้น ป.4/2)

ฝ่ายการเงินขอส่งใบแจ้งค่าธรรมเนียมการศึกษา ภาคเรียนที่ 2 ปีการศึกษา 2569 ตามไฟล์แนบ

ค่าธรรมเนียมการศึกษา           68,500.00 บาท
ค่าอาหารกลางวันและอาหารว่าง     7,200.00 บาท
ค่ากิจกรรมทัศนศึกษา             1,800.00 บาท
รวม                            77,500.00 บาท

กำหนดชำระภายใน 31 ตุลาคม 2569
ชำระโดยโอนเข้าบัญชี "โรงเรียนบรรณรักษ์สองภาษา" ธนาคารกรุงมะลิวัลย์ สาขารามอินทรา เลขที่บัญชี 214-3-09876-5
หรือสแกน QR Code ในใบแจ้ง (Ref.1: 24117  Ref.2: 25692)
กรุณาส่งหลักฐานการโอนทางแอป Parent Portal

สอบถาม ฝ่ายการเงิน โทร 02 943 1120 ต่อ 105`,
    html: null,
    attachment: [
      "BNR-24117_invoice_2-2569.pdf",
      "application/pdf",
      pdf([
        "Bannarak Bilingual School - Tuition Invoice Semester 2/2569",
        "Student BNR-24117  Grade 4/2",
        "Total THB 77,500.00   Due 31 Oct 2026",
      ]),
    ],
  },
  {
    family: "bannarak-school",
    group: "regional",
    lang: "th",
    kind: "newsletter",
    code: null,
    link: null,
    from: "โรงเรียนบรรณรักษ์สองภาษา <news@bannarak.ac.th>",
    to: SOMCHAI,
    subject: "จดหมายข่าวบรรณรักษ์ ฉบับเดือนตุลาคม 2569",
    date: d(10, 26, 17, 15),
    enc: "qp",
    text: `จดหมายข่าวบรรณรักษ์ ฉบับเดือนตุลาคม 2569

1) ปิดภาคเรียน 1 และเปิดภาคเรียน 2 วันจันทร์ที่ 2 พฤศจิกายน 2569
2) กิจกรรมวันลอยกระทง วันพุธที่ 25 พ.ย. 2569 ผู้ปกครองร่วมงานได้ตั้งแต่ 13.00 น.
3) ขอแสดงความยินดีกับนักเรียนชั้น ป.5 ที่ได้รับรางวัลเหรียญทอง การแข่งขันคณิตศาสตร์ระดับเขต
4) โรงอาหารปรับเมนูใหม่ ลดหวาน มัน เค็ม ตามคำแนะนำของนักโภชนาการ

อ่านฉบับเต็มและดูภาพกิจกรรม: https://www.bannarak.ac.th/news/2569-10
ติดต่อโรงเรียน 02 943 1120`,
    html:
      `<html><head><meta charset="utf-8"></head><body style="margin:0;background:#f0f3fa;font-family:Tahoma,sans-serif;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:20px 0;">
<table width="600" cellpadding="0" cellspacing="0" style="background:#fff;">
<tr><td><img src="https://www.bannarak.ac.th/assets/news/2569-10-banner.jpg" width="600" alt="จดหมายข่าวบรรณรักษ์ ตุลาคม 2569" style="display:block;"></td></tr>
<tr><td style="padding:22px 30px;font-size:14px;line-height:24px;color:#1f2a44;">
<h3 style="color:#1f3a7a;margin:0 0 8px;">ปฏิทินกิจกรรม</h3>
<ul style="padding-left:18px;margin:0 0 14px;">
<li>ปิดภาคเรียน 1 และเปิดภาคเรียน 2 วันจันทร์ที่ 2 พฤศจิกายน 2569</li>
<li>กิจกรรมวันลอยกระทง วันพุธที่ 25 พ.ย. 2569 ผู้ปกครองร่วมงานได้ตั้งแต่ 13.00 น.</li></ul>
<h3 style="color:#1f3a7a;margin:0 0 8px;">ข่าวดี</h3>
<table cellpadding="0" cellspacing="0"><tr><td width="150"><img src="https://www.bannarak.ac.th/assets/news/math-gold.jpg" width="140" alt="นักเรียน ป.5 รับเหรียญทอง"></td>
<td>ขอแสดงความยินดีกับนักเรียนชั้น ป.5 ที่ได้รับรางวัลเหรียญทอง การแข่งขันคณิตศาสตร์ระดับเขต</td></tr></table>
<p>โรงอาหารปรับเมนูใหม่ ลดหวาน มัน เค็ม ตามคำแนะนำของนักโภชนาการ</p>
<p><a href="https://www.bannarak.ac.th/news/2569-10" style="color:#c8a23a;font-weight:bold;">อ่านฉบับเต็มและดูภาพกิจกรรม »</a></p></td></tr>
<tr><td style="padding:14px 30px;background:#1f3a7a;color:#cfd8ee;font-size:11px;">โรงเรียนบรรณรักษ์สองภาษา 77 ซอยรามอินทรา 14 แขวงท่าแร้ง เขตบางเขน กรุงเทพฯ 10220 · โทร 02 943 1120</td></tr>
</table></td></tr></table></body></html>`,
  },
];

// ---------------------------------------------------------------- Sanpakon e-Filing (revenue department)

const SANPAKON: Mail[] = [
  {
    family: "sanpakon-efiling",
    group: "regional",
    lang: "th",
    kind: "register-code",
    code: "53170948",
    link: null,
    from: "ระบบยื่นแบบออนไลน์ e-Filing <efiling-noreply@sanpakon.go.th>",
    to: SOMCHAI,
    subject: "รหัส OTP สำหรับสมัครสมาชิกยื่นแบบผ่านอินเทอร์เน็ต",
    date: d(9, 24, 20, 51),
    enc: "qp",
    text: `เรียน ผู้เสียภาษี

ท่านได้ขอสมัครสมาชิกเพื่อยื่นแบบแสดงรายการภาษีผ่านอินเทอร์เน็ต
เลขประจำตัวผู้เสียภาษี: 3-1009-0xxxx-xx-1

รหัส OTP: 53170948
รหัสอ้างอิง: TQRW

กรุณากรอกรหัส OTP ภายใน 15 นาที นับจากเวลาที่ได้รับอีเมลนี้
ห้ามเปิดเผยรหัสนี้แก่บุคคลอื่น เจ้าหน้าที่ไม่มีนโยบายขอรหัส OTP ทางโทรศัพท์

ศูนย์สารนิเทศสรรพากร (RD Call Center) 1161
อีเมลฉบับนี้เป็นการแจ้งจากระบบอัตโนมัติ กรุณาอย่าตอบกลับ`,
    html: `<html><head><meta charset="utf-8"></head><body style="margin:0;padding:0;background:#ffffff;">
<table width="100%" border="0" cellspacing="0" cellpadding="0"><tr><td>
<table width="650" border="0" cellspacing="0" cellpadding="0" align="center" style="font-family:'TH Sarabun New',Tahoma,sans-serif;font-size:16px;color:#000;">
<tr><td bgcolor="#0d3b66" height="70" style="padding-left:20px;"><img src="https://efiling.sanpakon.go.th/img/header_mail.gif" alt="กรมสรรพากร ยื่นแบบออนไลน์" width="380" height="56"></td></tr>
<tr><td style="padding:24px 20px;">
<p>เรียน ผู้เสียภาษี</p>
<p>ท่านได้ขอสมัครสมาชิกเพื่อยื่นแบบแสดงรายการภาษีผ่านอินเทอร์เน็ต<br>เลขประจำตัวผู้เสียภาษี: 3-1009-0xxxx-xx-1</p>
<table border="1" cellspacing="0" cellpadding="8" style="border-collapse:collapse;border-color:#0d3b66;">
<tr><td bgcolor="#e8eef5" width="140">รหัส OTP</td><td><font size="5" color="#0d3b66"><b>53170948</b></font></td></tr>
<tr><td bgcolor="#e8eef5">รหัสอ้างอิง</td><td>TQRW</td></tr></table>
<p>กรุณากรอกรหัส OTP ภายใน 15 นาที นับจากเวลาที่ได้รับอีเมลนี้<br><font color="#cc0000">ห้ามเปิดเผยรหัสนี้แก่บุคคลอื่น เจ้าหน้าที่ไม่มีนโยบายขอรหัส OTP ทางโทรศัพท์</font></p>
</td></tr>
<tr><td bgcolor="#f2f2f2" style="padding:12px 20px;font-size:13px;color:#555;">ศูนย์สารนิเทศสรรพากร (RD Call Center) 1161<br>อีเมลฉบับนี้เป็นการแจ้งจากระบบอัตโนมัติ กรุณาอย่าตอบกลับ</td></tr>
</table></td></tr></table></body></html>`,
  },
  {
    family: "sanpakon-efiling",
    group: "regional",
    lang: "th",
    kind: "filing-receipt",
    code: null,
    link: null,
    from: "ระบบยื่นแบบออนไลน์ e-Filing <efiling-noreply@sanpakon.go.th>",
    to: SOMCHAI,
    subject: "ยืนยันการยื่นแบบ ภ.ง.ด.90 ปีภาษี 2568 (ยื่นเพิ่มเติม ครั้งที่ 1)",
    date: d(9, 24, 21, 30),
    enc: "b64",
    text: `เรียน นายสมชาย วงศ์ประเสริฐ

กรมสรรพากรได้รับแบบแสดงรายการภาษีเงินได้บุคคลธรรมดา ภ.ง.ด.90 ของท่านเรียบร้อยแล้ว

ปีภาษี: 2568 (ยื่นเพิ่มเติม ครั้งที่ 1)
วันที่ยื่น: 24 กันยายน 2569 เวลา 21:28:44 น.
เลขที่อ้างอิงการยื่นแบบ: 2569092402188471
ภาษีที่ชำระเกิน (ขอคืน): 4,215.00 บาท

หลักฐานการยื่นแบบตามไฟล์แนบ กรุณาเก็บไว้เป็นหลักฐาน
ท่านสามารถตรวจสอบสถานะการคืนภาษีได้ที่เมนู "ตรวจสอบสถานะคืนภาษี" หลังเข้าสู่ระบบ

กรมสรรพากร  RD Call Center 1161`,
    html: null,
    attachment: [
      "PND90_2568_2569092402188471.pdf",
      "application/pdf",
      pdf([
        "Revenue e-Filing - Receipt of PND 90, tax year 2568 (additional filing 1)",
        "Filing reference 2569092402188471   24/09/2569 21:28:44",
        "Refund claimed THB 4,215.00",
      ]),
    ],
  },
  {
    family: "sanpakon-efiling",
    group: "regional",
    lang: "en",
    kind: "refund-status",
    code: null,
    link: null,
    from: "Revenue e-Filing <efiling-noreply@sanpakon.go.th>",
    to: SOMCHAI,
    subject: "Tax refund approved - PND 90 tax year 2568",
    date: d(10, 22, 11, 3),
    text: `Dear Mr. Somchai Wongprasert,

Your personal income tax refund has been approved.

Tax ID: 3-1009-0xxxx-xx-1
Form: PND 90, tax year 2568
Refund amount: THB 4,215.00
Refund method: PromptPay linked to your national ID number
Expected transfer: within 3 business days

No further action is needed. If the transfer does not arrive by 30 October 2026, please make sure
your national ID number is registered with PromptPay at your bank and contact RD Call Center 1161.

This is an automated message. Please do not reply.`,
    html: null,
  },
];

// ---------------------------------------------------------------- Nokkaew Air (airline)

const NOKKAEW_FOOT =
  `<tr><td style="background:#0f5257;padding:18px 28px;font-family:Arial,sans-serif;font-size:11px;color:#bfe3e0;line-height:17px;">
<a href="https://www.nokkaewair.com/en/manage-booking" style="color:#fff;">Manage booking</a> · <a href="https://www.nokkaewair.com/en/baggage" style="color:#fff;">Baggage</a> · <a href="https://www.nokkaewair.com/en/help" style="color:#fff;">Help</a><br>
Nokkaew Air Co., Ltd. · 222 Vibhavadi Rangsit Road, Don Mueang, Bangkok 10210 · Call Center 1318 or +66 2 118 1318<br>
<a href="https://apps.apple.com/th/app/nokkaew-air/id1190773421"><img src="https://www.nokkaewair.com/mail/badge-appstore.png" alt="App Store" height="28"></a> <a href="https://play.google.com/store/apps/details?id=com.nokkaewair.app"><img src="https://www.nokkaewair.com/mail/badge-gplay.png" alt="Google Play" height="28"></a><br>© 2026 Nokkaew Air</td></tr>`;

const NOKKAEW: Mail[] = [
  {
    family: "nokkaew-air",
    group: "consumer",
    lang: "en",
    kind: "booking-confirmed",
    code: null,
    link: null,
    from: "Nokkaew Air <booking@nokkaewair.com>",
    to: SOMCHAI,
    subject: "Booking confirmed: Bangkok (DMK) - Udon Thani (UTH) - Booking ref. K7QMZP",
    date: d(9, 29, 22, 17),
    enc: "qp",
    text: `Thank you for flying with Nokkaew Air!

Booking reference: K7QMZP
Booked: 29 Sep 2026

DEPART  NK 7214  Fri 16 Oct 2026  DMK 07:35 -> UTH 08:40
RETURN  NK 7221  Sun 25 Oct 2026  UTH 19:20 -> DMK 20:25

Passengers
1. MR SOMCHAI WONGPRASERT   seat 4C / 5C   15 kg baggage
2. MRS MALEE WONGPRASERT    seat 4B / 5B   15 kg baggage
3. MISS PIMCHANOK WONGPRASERT (child) seat 4A / 5A

Fare incl. taxes and fees: THB 6,840.00
Paid by: Visa **** 7340

Online check-in opens 24 hours before departure and closes 60 minutes before.
Bag drop closes 45 minutes before departure at Don Mueang, Terminal 2.

Manage your booking: https://www.nokkaewair.com/en/manage-booking
Nokkaew Air Call Center 1318`,
    html: `<!doctype html><html><head><meta charset="utf-8"></head><body style="margin:0;background:#e6f2f1;">
<div style="display:none;">NK 7214 DMK-UTH Fri 16 Oct 07:35 · Booking ref K7QMZP</div>
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:20px 0;">
<table width="620" cellpadding="0" cellspacing="0" style="background:#fff;">
<tr><td style="background:#14a39a;padding:16px 28px;"><table width="100%"><tr><td><img src="https://www.nokkaewair.com/mail/logo-w.png" alt="Nokkaew Air" height="34"></td><td align="right" style="font-family:Arial,sans-serif;color:#fff;font-size:12px;">Booking reference<br><span style="font-size:22px;font-weight:bold;letter-spacing:2px;">K7QMZP</span></td></tr></table></td></tr>
<tr><td style="padding:22px 28px;font-family:Arial,sans-serif;color:#223;font-size:14px;">
<p style="font-size:18px;margin:0 0 14px;">Thank you for flying with Nokkaew Air!</p>
<table width="100%" cellpadding="8" cellspacing="0" style="border:1px solid #d5ebe9;font-size:13px;">
<tr style="background:#f0f9f8;"><td><b>DEPART</b></td><td>NK 7214</td><td>Fri 16 Oct 2026</td><td>DMK 07:35 → UTH 08:40</td></tr>
<tr><td><b>RETURN</b></td><td>NK 7221</td><td>Sun 25 Oct 2026</td><td>UTH 19:20 → DMK 20:25</td></tr></table>
<p style="margin:16px 0 6px;font-weight:bold;">Passengers</p>
<table width="100%" cellpadding="5" style="font-size:13px;">
<tr><td>MR SOMCHAI WONGPRASERT</td><td>4C / 5C</td><td>15 kg</td></tr>
<tr><td>MRS MALEE WONGPRASERT</td><td>4B / 5B</td><td>15 kg</td></tr>
<tr><td>MISS PIMCHANOK WONGPRASERT (child)</td><td>4A / 5A</td><td>-</td></tr></table>
<p style="border-top:1px solid #eee;padding-top:10px;">Fare incl. taxes and fees: <b>THB 6,840.00</b> · Paid by Visa **** 7340</p>
<p style="font-size:12px;color:#667;">Online check-in opens 24 hours before departure and closes 60 minutes before. Bag drop closes 45 minutes before departure at Don Mueang, Terminal 2.</p>
</td></tr>
${NOKKAEW_FOOT}
</table></td></tr></table></body></html>`,
  },
  {
    family: "nokkaew-air",
    group: "consumer",
    lang: "th",
    kind: "verify-link",
    code: null,
    link: "https://member.nokkaewair.com/th/verify-email?token=eyJtIjoiOTkwMTQ4MzMiLCJlIjoibWFsZWUifQ.x1Yc&lang=th",
    from: "Nokkaew Club <club@nokkaewair.com>",
    to: MALEE,
    subject: "ยืนยันอีเมลเพื่อเปิดใช้งานบัญชี Nokkaew Club",
    date: d(9, 29, 21, 46),
    enc: "8bit",
    text: `สวัสดีค่ะ คุณมาลี

ขอบคุณที่สมัครสมาชิก Nokkaew Club หมายเลขสมาชิกของคุณคือ 9901 4833
กรุณายืนยันอีเมลเพื่อเปิดใช้งานบัญชีและเริ่มสะสมคะแนนจากเที่ยวบินแรก

ยืนยันอีเมล:
https://member.nokkaewair.com/th/verify-email?token=eyJtIjoiOTkwMTQ4MzMiLCJlIjoibWFsZWUifQ.x1Yc&lang=th

ลิงก์นี้ใช้ได้ 72 ชั่วโมง
สมาชิกใหม่รับส่วนลดค่าน้ำหนักกระเป๋า 20% เมื่อซื้อล่วงหน้าผ่านเว็บไซต์

นกแก้วแอร์ Call Center 1318`,
    html: `<!doctype html><html><head><meta charset="utf-8"></head><body style="margin:0;background:#e6f2f1;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:20px 0;">
<table width="600" cellpadding="0" cellspacing="0" style="background:#fff;">
<tr><td><img src="https://www.nokkaewair.com/mail/club-welcome-th.jpg" width="600" alt="ยินดีต้อนรับสู่ Nokkaew Club" style="display:block;"></td></tr>
<tr><td style="padding:26px 30px;font-family:Tahoma,sans-serif;font-size:15px;line-height:25px;color:#223;">
สวัสดีค่ะ คุณมาลี<br>ขอบคุณที่สมัครสมาชิก Nokkaew Club หมายเลขสมาชิกของคุณคือ <b>9901 4833</b><br>กรุณายืนยันอีเมลเพื่อเปิดใช้งานบัญชีและเริ่มสะสมคะแนนจากเที่ยวบินแรก
<div style="text-align:center;margin:24px 0;"><a href="https://member.nokkaewair.com/th/verify-email?token=eyJtIjoiOTkwMTQ4MzMiLCJlIjoibWFsZWUifQ.x1Yc&amp;lang=th" style="background:#14a39a;color:#fff;padding:14px 40px;border-radius:30px;text-decoration:none;font-weight:bold;">ยืนยันอีเมล</a></div>
<span style="font-size:13px;color:#667;">ลิงก์นี้ใช้ได้ 72 ชั่วโมง · สมาชิกใหม่รับส่วนลดค่าน้ำหนักกระเป๋า 20% เมื่อซื้อล่วงหน้าผ่านเว็บไซต์</span>
</td></tr>
${NOKKAEW_FOOT}
</table></td></tr></table></body></html>`,
  },
  {
    family: "nokkaew-air",
    group: "consumer",
    lang: "en",
    kind: "schedule-change",
    code: null,
    link: null,
    from: "Nokkaew Air <no-reply@nokkaewair.com>",
    to: SOMCHAI,
    subject: "Schedule change: NK 7214 on 16 Oct now departs at 07:55",
    date: d(10, 8, 14, 40),
    enc: "b64",
    text: `Hello Somchai,

We're sorry to let you know that the time of your flight has changed because of a network adjustment.

Booking reference: K7QMZP
NK 7214, Fri 16 Oct 2026, Bangkok Don Mueang (DMK) -> Udon Thani (UTH)
Old time: 07:35 - 08:40
New time: 07:55 - 09:00

Your seats and baggage stay the same and you don't need to do anything.
If the new time doesn't suit you, you can move to another Nokkaew Air flight on the same route
within 7 days of the original date at no charge, or ask for a refund to your original payment,
in Manage booking or by calling 1318.

We apologise for the inconvenience.
Nokkaew Air`,
    html: `<!doctype html><html><head><meta charset="utf-8"></head><body style="margin:0;background:#e6f2f1;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:20px 0;">
<table width="600" cellpadding="0" cellspacing="0" style="background:#fff;font-family:Arial,sans-serif;">
<tr><td style="background:#14a39a;padding:16px 28px;"><img src="https://www.nokkaewair.com/mail/logo-w.png" alt="Nokkaew Air" height="34"></td></tr>
<tr><td style="padding:24px 28px;font-size:15px;line-height:23px;color:#223;">Hello Somchai,<br><br>We're sorry to let you know that the time of your flight has changed because of a network adjustment.
<table width="100%" cellpadding="10" style="margin:16px 0;background:#f0f9f8;font-size:14px;">
<tr><td colspan="3" style="font-size:12px;color:#667;">Booking reference K7QMZP · NK 7214 · Fri 16 Oct 2026</td></tr>
<tr><td style="color:#999;">Old</td><td><s>DMK 07:35</s></td><td><s>UTH 08:40</s></td></tr>
<tr><td style="color:#14a39a;font-weight:bold;">New</td><td><b>DMK 07:55</b></td><td><b>UTH 09:00</b></td></tr></table>
Your seats and baggage stay the same and you don't need to do anything.<br><br>
<span style="font-size:13px;color:#667;">If the new time doesn't suit you, you can move to another Nokkaew Air flight on the same route within 7 days of the original date at no charge, or ask for a refund to your original payment, in <a href="https://www.nokkaewair.com/en/manage-booking?pnr=K7QMZP" style="color:#14a39a;">Manage booking</a> or by calling 1318.</span><br><br>We apologise for the inconvenience.</td></tr>
${NOKKAEW_FOOT}
</table></td></tr></table></body></html>`,
  },
];

// ---------------------------------------------------------------- Rotthong Tour (intercity bus)

const ROTTHONG: Mail[] = [
  {
    family: "rotthong-tour",
    group: "regional",
    lang: "th",
    kind: "e-ticket",
    code: null,
    link: null,
    from: "รถทองทัวร์ <eticket@rotthongtour.com>",
    to: BOONMEE,
    subject: "ตั๋วโดยสารอิเล็กทรอนิกส์ กรุงเทพฯ (หมอชิต 2) - หนองคาย 23 ต.ค. 2569",
    date: d(10, 11, 16, 2),
    enc: "qp",
    text: `ขอบคุณที่ใช้บริการรถทองทัวร์

เลขที่การจอง: RT-69-1023-00418
เส้นทาง: กรุงเทพฯ (หมอชิต 2) - หนองคาย
วันเดินทาง: ศุกร์ 23 ต.ค. 2569 เวลาออก 21:30 น. (ถึงโดยประมาณ 05:45 น.)
ประเภทรถ: VIP 24 ที่นั่ง (ชั้น 1 ปรับเอนได้ 150 องศา)
ชานชาลา: 47  รถหมายเลข 23-411
ที่นั่ง: 7, 8
ผู้โดยสาร: นางบุญมี สายทอง, นางสาวคำแพง สายทอง
ค่าโดยสาร: 2 x 766.00 = 1,532.00 บาท (ชำระแล้ว ผ่านพร้อมเพย์)

กรุณาแสดง QR ในแอปหรืออีเมลนี้ พร้อมบัตรประชาชน/หนังสือเดินทาง ที่ช่องขายตั๋วหมายเลข 23 ก่อนรถออก 30 นาที
สำหรับผู้เดินทางต่อไปเวียงจันทน์ รถจอดที่สถานีขนส่งหนองคายเท่านั้น

เปลี่ยนแปลงการเดินทางได้ก่อนเวลารถออก 24 ชั่วโมง โทร 1490
รถทองทัวร์ 1490 · https://www.rotthongtour.com`,
    html: `<html><head><meta charset="utf-8"></head><body style="margin:0;background:#f6efe0;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:18px;">
<table width="560" cellpadding="0" cellspacing="0" style="background:#fff;font-family:Tahoma,sans-serif;border:2px solid #c9972b;">
<tr><td style="background:#7a1f1f;padding:14px 20px;color:#f3d27a;font-size:20px;font-weight:bold;"><img src="https://www.rotthongtour.com/img/mail-bus.png" alt="" height="28" style="vertical-align:middle;"> รถทองทัวร์ · E-TICKET</td></tr>
<tr><td style="padding:18px 20px;"><table width="100%" style="font-size:14px;line-height:24px;color:#333;">
<tr><td style="color:#888;">เลขที่การจอง</td><td><b>RT-69-1023-00418</b></td><td rowspan="6" align="right" valign="top"><img src="https://www.rotthongtour.com/qr/RT-69-1023-00418.png" width="120" height="120" alt="QR ตั๋ว RT-69-1023-00418"></td></tr>
<tr><td style="color:#888;">เส้นทาง</td><td>กรุงเทพฯ (หมอชิต 2) → หนองคาย</td></tr>
<tr><td style="color:#888;">วันเดินทาง</td><td>ศุกร์ 23 ต.ค. 2569 ออก 21:30 น. (ถึงโดยประมาณ 05:45 น.)</td></tr>
<tr><td style="color:#888;">ประเภทรถ</td><td>VIP 24 ที่นั่ง</td></tr>
<tr><td style="color:#888;">ชานชาลา / รถ</td><td>47 / 23-411</td></tr>
<tr><td style="color:#888;">ที่นั่ง</td><td><b style="font-size:18px;">7, 8</b></td></tr>
</table></td></tr>
<tr><td style="padding:0 20px 14px;font-size:13px;color:#333;">ผู้โดยสาร: นางบุญมี สายทอง, นางสาวคำแพง สายทอง<br>ค่าโดยสาร 2 x 766.00 = <b>1,532.00 บาท</b> (ชำระแล้ว ผ่านพร้อมเพย์)</td></tr>
<tr><td style="padding:12px 20px;background:#fdf6e3;font-size:12px;color:#6b5a2e;line-height:19px;">กรุณาแสดง QR ในแอปหรืออีเมลนี้ พร้อมบัตรประชาชน/หนังสือเดินทาง ที่ช่องขายตั๋วหมายเลข 23 ก่อนรถออก 30 นาที<br>สำหรับผู้เดินทางต่อไปเวียงจันทน์ รถจอดที่สถานีขนส่งหนองคายเท่านั้น<br>เปลี่ยนแปลงการเดินทางได้ก่อนเวลารถออก 24 ชั่วโมง โทร 1490</td></tr>
<tr><td style="padding:10px 20px;font-size:11px;color:#999;">บริษัท รถทองทัวร์ จำกัด · <a href="https://www.rotthongtour.com" style="color:#7a1f1f;">www.rotthongtour.com</a> · <a href="https://www.rotthongtour.com/terms" style="color:#7a1f1f;">เงื่อนไขการเดินทาง</a></td></tr>
</table></td></tr></table></body></html>`,
  },
  {
    family: "rotthong-tour",
    group: "regional",
    lang: "th",
    kind: "reset-code",
    code: "4406",
    link: "https://www.rotthongtour.com/member/reset-password?m=66812034&c=4406&sig=5b8f0e",
    from: "รถทองทัวร์ <member@rotthongtour.com>",
    to: BOONMEE,
    subject: "ตั้งรหัสผ่านใหม่ - สมาชิกรถทองทัวร์",
    date: d(10, 11, 15, 41),
    text: `เรียน คุณบุญมี

เราได้รับคำขอตั้งรหัสผ่านใหม่สำหรับบัญชีสมาชิกรถทองทัวร์ (เบอร์โทร 086-xxx-2291)

รหัสยืนยัน: 4406

กรอกรหัสนี้ในหน้าตั้งรหัสผ่านใหม่ หรือกดลิงก์ด้านล่างเพื่อตั้งรหัสผ่านใหม่ได้ทันที
https://www.rotthongtour.com/member/reset-password?m=66812034&c=4406&sig=5b8f0e

รหัสและลิงก์ใช้ได้ 20 นาที
หากไม่ได้ขอเปลี่ยนรหัสผ่าน ไม่ต้องดำเนินการใด ๆ

รถทองทัวร์ 1490`,
    html: null,
  },
];

// ---------------------------------------------------------------- Jorpap Play (streaming)

function jorpap(inner: string): string {
  return `<!DOCTYPE html><html><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"></head>
<body style="margin:0;background:#0e0e12;">
<table width="100%" cellpadding="0" cellspacing="0" role="presentation" style="background:#0e0e12;"><tr><td align="center" style="padding:28px 10px;">
<table width="540" cellpadding="0" cellspacing="0" role="presentation" style="background:#18181f;border-radius:10px;font-family:Helvetica,Arial,'Noto Sans Thai',sans-serif;color:#eaeaf0;">
<tr><td style="padding:26px 32px 6px;"><img src="https://assets.jorpap.tv/email/jorpap-logo-amber.png" alt="JORPAP" width="118" height="30"></td></tr>
${inner}
<tr><td style="padding:20px 32px 26px;border-top:1px solid #2a2a33;font-size:11px;line-height:17px;color:#8a8a99;">
<a href="https://help.jorpap.tv" style="color:#8a8a99;">Help Center</a> · <a href="https://www.jorpap.tv/terms" style="color:#8a8a99;">Terms of Use</a> · <a href="https://www.jorpap.tv/privacy" style="color:#8a8a99;">Privacy</a><br>
Jorpap Media (Thailand) Co., Ltd., 1 Empire Tower, South Sathorn Road, Bangkok 10120</td></tr>
</table></td></tr></table></body></html>`;
}

const JORPAP: Mail[] = [
  {
    family: "jorpap-play",
    group: "consumer",
    lang: "en",
    kind: "invite-link",
    code: null,
    link: "https://www.jorpap.tv/family/accept?invite=JPF-6c28e1d94b7a",
    from: "JORPAP <members@jorpap.tv>",
    to: KAEWTA,
    subject: "Malee added you to the JORPAP Family plan",
    date: d(9, 19, 20, 11),
    enc: "qp",
    text: `Hi there,

Malee Wongprasert has invited you to join her JORPAP Family plan.
You'll get your own profile, watchlist and downloads - Thai dramas, anime, Premier League highlights
and kids' shows - at no cost to you.

Accept the invitation:
https://www.jorpap.tv/family/accept?invite=JPF-6c28e1d94b7a

This invite is for kaewta.s@inbox.example and expires on 26 September 2026.
Members must live in the same household country as the plan manager (Thailand).

- The JORPAP team`,
    html: jorpap(
      `<tr><td style="padding:14px 32px;font-size:22px;font-weight:bold;">You're invited to JORPAP Family</td></tr>
<tr><td style="padding:4px 32px 10px;font-size:15px;line-height:23px;color:#c8c8d2;"><b style="color:#fff;">Malee Wongprasert</b> has invited you to join her JORPAP Family plan. You'll get your own profile, watchlist and downloads - Thai dramas, anime, Premier League highlights and kids' shows - at no cost to you.</td></tr>
<tr><td style="padding:16px 32px;"><a href="https://www.jorpap.tv/family/accept?invite=JPF-6c28e1d94b7a" style="display:inline-block;background:#ffb020;color:#111;font-weight:bold;text-decoration:none;padding:13px 34px;border-radius:6px;">Accept invitation</a></td></tr>
<tr><td style="padding:4px 32px 14px;font-size:12px;color:#8a8a99;">This invite is for kaewta.s@inbox.example and expires on 26 September 2026. Members must live in the same household country as the plan manager (Thailand).</td></tr>`,
    ),
  },
  {
    family: "jorpap-play",
    group: "consumer",
    lang: "th",
    kind: "login-code",
    code: "K7-492-031",
    code_digits: "K7492031",
    link: null,
    from: "JORPAP <no-reply@jorpap.tv>",
    to: MALEE,
    subject: "รหัสเข้าสู่ระบบบนทีวีของคุณ",
    date: d(10, 3, 19, 55),
    enc: "b64",
    text: `สวัสดีค่ะ คุณมาลี

มีคำขอเข้าสู่ระบบ JORPAP บน Smart TV (Samsung UA55, กรุงเทพฯ)
กรอกรหัสนี้บนหน้าจอทีวีของคุณ:

K7-492-031

รหัสใช้ได้ 15 นาที ถ้าคุณไม่ได้พยายามเข้าสู่ระบบ ให้ละเว้นอีเมลนี้ และแนะนำให้เปลี่ยนรหัสผ่านในเมนูบัญชี

ทีมงาน JORPAP`,
    html: jorpap(`<tr><td style="padding:14px 32px;font-size:20px;font-weight:bold;">รหัสเข้าสู่ระบบบนทีวี</td></tr>
<tr><td style="padding:4px 32px 6px;font-size:15px;line-height:24px;color:#c8c8d2;">สวัสดีค่ะ คุณมาลี<br>มีคำขอเข้าสู่ระบบ JORPAP บน Smart TV (Samsung UA55, กรุงเทพฯ) กรอกรหัสนี้บนหน้าจอทีวีของคุณ:</td></tr>
<tr><td align="center" style="padding:18px 32px;"><div style="background:#24242d;border-radius:8px;padding:16px;font-size:34px;font-weight:bold;letter-spacing:6px;color:#ffb020;font-family:Menlo,Consolas,monospace;">K7-492-031</div></td></tr>
<tr><td style="padding:4px 32px 14px;font-size:13px;color:#8a8a99;">รหัสใช้ได้ 15 นาที ถ้าคุณไม่ได้พยายามเข้าสู่ระบบ ให้ละเว้นอีเมลนี้ และแนะนำให้เปลี่ยนรหัสผ่านใน<a href="https://www.jorpap.tv/account" style="color:#ffb020;">เมนูบัญชี</a></td></tr>`),
  },
  {
    family: "jorpap-play",
    group: "consumer",
    lang: "en",
    kind: "payment-receipt",
    code: null,
    link: null,
    from: "JORPAP <billing@jorpap.tv>",
    to: MALEE,
    subject: "Your JORPAP receipt - October 2026",
    date: d(10, 19, 3, 12),
    text: `Thanks for watching with JORPAP.

Receipt no.: JP-TH-2610-7718204
Plan: Family (up to 5 profiles, 4 screens, 4K)
Billing period: 19 Oct 2026 - 18 Nov 2026
Amount: THB 419.00 (incl. VAT 7% THB 27.41)
Payment method: Sirifone carrier billing (081-xxx-4490)
Next billing date: 19 Nov 2026

You can change or cancel your plan at any time in Account settings.
Tax invoice requests: https://help.jorpap.tv/tax-invoice

Jorpap Media (Thailand) Co., Ltd. Tax ID 0105561178234
1 Empire Tower, South Sathorn Road, Bangkok 10120`,
    html: jorpap(
      `<tr><td style="padding:14px 32px;font-size:20px;font-weight:bold;">Thanks for watching with JORPAP</td></tr>
<tr><td style="padding:6px 32px 16px;"><table width="100%" cellpadding="7" cellspacing="0" style="font-size:14px;color:#c8c8d2;">
<tr><td style="border-bottom:1px solid #2a2a33;">Receipt no.</td><td align="right" style="border-bottom:1px solid #2a2a33;">JP-TH-2610-7718204</td></tr>
<tr><td style="border-bottom:1px solid #2a2a33;">Plan</td><td align="right" style="border-bottom:1px solid #2a2a33;">Family (5 profiles, 4 screens, 4K)</td></tr>
<tr><td style="border-bottom:1px solid #2a2a33;">Billing period</td><td align="right" style="border-bottom:1px solid #2a2a33;">19 Oct 2026 - 18 Nov 2026</td></tr>
<tr><td style="border-bottom:1px solid #2a2a33;">Amount</td><td align="right" style="border-bottom:1px solid #2a2a33;color:#fff;font-weight:bold;">THB 419.00</td></tr>
<tr><td style="border-bottom:1px solid #2a2a33;">VAT 7% (included)</td><td align="right" style="border-bottom:1px solid #2a2a33;">THB 27.41</td></tr>
<tr><td style="border-bottom:1px solid #2a2a33;">Payment method</td><td align="right" style="border-bottom:1px solid #2a2a33;">Sirifone carrier billing (081-xxx-4490)</td></tr>
<tr><td>Next billing date</td><td align="right">19 Nov 2026</td></tr></table></td></tr>
<tr><td style="padding:0 32px 14px;font-size:12px;color:#8a8a99;">You can change or cancel your plan at any time in <a href="https://www.jorpap.tv/account" style="color:#ffb020;">Account settings</a>. Need a tax invoice? <a href="https://help.jorpap.tv/tax-invoice" style="color:#ffb020;">Request one here</a>. Tax ID 0105561178234.</td></tr>`,
    ),
  },
];

// ---------------------------------------------------------------- Wat Pa Sukkhawan (temple donations)

const WAT: Mail[] = [
  {
    family: "wat-pa-sukkhawan",
    group: "regional",
    lang: "th",
    kind: "donation-receipt",
    code: null,
    link: null,
    from: "วัดป่าสุขวัน <anumodana@watpasukkhawan.org>",
    to: MALEE,
    subject: "อนุโมทนาบัตร - ร่วมทำบุญสร้างศาลาปฏิบัติธรรม 1,999 บาท",
    date: d(9, 13, 6, 30),
    enc: "8bit",
    text: `อนุโมทนาบุญ

วัดป่าสุขวัน ขออนุโมทนาบุญกับ คุณมาลี วงศ์ประเสริฐ และครอบครัว
ที่ได้ร่วมทำบุญ กองทุนสร้างศาลาปฏิบัติธรรม

จำนวนเงิน: 1,999.00 บาท
วันที่โอน: 12 กันยายน 2569 เวลา 19:48 น.
ช่องทาง: พร้อมเพย์ (บัญชีวัดป่าสุขวัน เพื่อการก่อสร้าง)
เลขที่ใบอนุโมทนาบัตร: WPS-2569-0913-0147

ข้อมูลการบริจาคได้ส่งเข้าระบบ e-Donation แล้ว ผู้บริจาคสามารถนำไปลดหย่อนภาษีได้ตามที่กฎหมายกำหนด
(ไม่ต้องใช้เอกสารกระดาษ)

ขอให้ท่านและครอบครัวเจริญในธรรม มีสุขภาพแข็งแรง

วัดป่าสุขวัน 199 หมู่ 4 ตำบลบ้านจั่น อำเภอเมืองอุดรธานี จังหวัดอุดรธานี 41000
โทร 042 211 790 (สำนักงานวัด 08.00-17.00 น.)`,
    html: `<html><head><meta charset="utf-8"></head><body style="margin:0;background:#f7efe0;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:20px 0;">
<table width="560" cellpadding="0" cellspacing="0" style="background:#fffdf7;border:1px solid #e2c98f;font-family:'Sarabun',Tahoma,sans-serif;color:#4a3b1f;">
<tr><td align="center" style="padding:24px 20px 8px;"><img src="https://watpasukkhawan.org/images/dhammajak-gold.png" alt="ธรรมจักร" width="60"><br><span style="font-size:26px;color:#a1741c;">อนุโมทนาบุญ</span></td></tr>
<tr><td style="padding:10px 36px;font-size:15px;line-height:26px;text-align:center;">วัดป่าสุขวัน ขออนุโมทนาบุญกับ<br><b style="font-size:18px;">คุณมาลี วงศ์ประเสริฐ และครอบครัว</b><br>ที่ได้ร่วมทำบุญ กองทุนสร้างศาลาปฏิบัติธรรม</td></tr>
<tr><td style="padding:10px 50px;"><table width="100%" cellpadding="5" style="font-size:14px;border-top:1px dotted #c9a95c;border-bottom:1px dotted #c9a95c;">
<tr><td>จำนวนเงิน</td><td align="right"><b>1,999.00 บาท</b></td></tr>
<tr><td>วันที่โอน</td><td align="right">12 กันยายน 2569 เวลา 19:48 น.</td></tr>
<tr><td>ช่องทาง</td><td align="right">พร้อมเพย์</td></tr>
<tr><td>เลขที่ใบอนุโมทนาบัตร</td><td align="right">WPS-2569-0913-0147</td></tr></table></td></tr>
<tr><td style="padding:14px 36px;font-size:13px;line-height:21px;">ข้อมูลการบริจาคได้ส่งเข้าระบบ e-Donation แล้ว ผู้บริจาคสามารถนำไปลดหย่อนภาษีได้ตามที่กฎหมายกำหนด (ไม่ต้องใช้เอกสารกระดาษ)<br><br><i>ขอให้ท่านและครอบครัวเจริญในธรรม มีสุขภาพแข็งแรง</i></td></tr>
<tr><td style="padding:12px 36px;background:#f2e4c4;font-size:11px;color:#6b5a2e;">วัดป่าสุขวัน 199 หมู่ 4 ตำบลบ้านจั่น อำเภอเมืองอุดรธานี จังหวัดอุดรธานี 41000 · โทร 042 211 790 · <a href="https://www.facebook.com/watpasukkhawan" style="color:#6b5a2e;">Facebook วัดป่าสุขวัน</a></td></tr>
</table></td></tr></table></body></html>`,
  },
  {
    family: "wat-pa-sukkhawan",
    group: "regional",
    lang: "th",
    kind: "newsletter",
    code: null,
    link: null,
    from: "วัดป่าสุขวัน <news@watpasukkhawan.org>",
    to: MALEE,
    subject: "ขอเชิญร่วมทอดกฐินสามัคคี ประจำปี 2569 วันอาทิตย์ที่ 1 พฤศจิกายน",
    date: d(10, 16, 7, 0),
    enc: "qp",
    text: `ขอเชิญร่วมทอดกฐินสามัคคี ประจำปี 2569
ณ วัดป่าสุขวัน จังหวัดอุดรธานี

กำหนดการ
วันเสาร์ที่ 31 ตุลาคม 2569
  18.00 น. สวดมนต์เย็น ฟังธรรม
วันอาทิตย์ที่ 1 พฤศจิกายน 2569
  07.00 น. ตักบาตรเทโว ถวายภัตตาหารเช้า
  09.30 น. พิธีทอดกฐินสามัคคี

ร่วมเป็นเจ้าภาพกองกฐิน กองละ 100 บาท ได้ทางพร้อมเพย์ของวัด หรือที่ศาลาการเปรียญ
ปัจจัยที่ได้จะนำไปสร้างศาลาปฏิบัติธรรม (ความคืบหน้า 70%)

ดูรายละเอียดและแผนที่: https://watpasukkhawan.org/kathin-2569
สอบถาม โทร 042 211 790

ไม่ประสงค์รับข่าวสาร: https://watpasukkhawan.org/newsletter/leave?e=malee.w%40inbox.example`,
    html: `<html><head><meta charset="utf-8"></head><body style="margin:0;background:#f7efe0;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:20px 0;">
<table width="600" cellpadding="0" cellspacing="0" style="background:#fffdf7;font-family:Tahoma,sans-serif;color:#4a3b1f;">
<tr><td><img src="https://watpasukkhawan.org/images/kathin-2569.jpg" width="600" alt="ขอเชิญร่วมทอดกฐินสามัคคี ประจำปี 2569" style="display:block;"></td></tr>
<tr><td style="padding:22px 34px;font-size:15px;line-height:26px;">
<b>กำหนดการ</b><br>
วันเสาร์ที่ 31 ตุลาคม 2569<br>&nbsp;&nbsp;18.00 น. สวดมนต์เย็น ฟังธรรม<br>
วันอาทิตย์ที่ 1 พฤศจิกายน 2569<br>&nbsp;&nbsp;07.00 น. ตักบาตรเทโว ถวายภัตตาหารเช้า<br>&nbsp;&nbsp;09.30 น. พิธีทอดกฐินสามัคคี<br><br>
ร่วมเป็นเจ้าภาพกองกฐิน กองละ 100 บาท ได้ทางพร้อมเพย์ของวัด หรือที่ศาลาการเปรียญ ปัจจัยที่ได้จะนำไปสร้างศาลาปฏิบัติธรรม (ความคืบหน้า 70%)<br><br>
<a href="https://watpasukkhawan.org/kathin-2569" style="color:#a1741c;font-weight:bold;">ดูรายละเอียดและแผนที่</a></td></tr>
<tr><td style="padding:12px 34px;background:#f2e4c4;font-size:11px;color:#6b5a2e;">สอบถาม โทร 042 211 790 · <a href="https://watpasukkhawan.org/newsletter/leave?e=malee.w%40inbox.example" style="color:#6b5a2e;">ไม่ประสงค์รับข่าวสาร</a></td></tr>
</table></td></tr></table></body></html>`,
  },
];

// ---------------------------------------------------------------- Riverina Sathorn (condo juristic office)

const RIVERINA: Mail[] = [
  {
    family: "riverina-sathorn-condo",
    group: "regional",
    lang: "th",
    kind: "parcel-pickup",
    code: "5903",
    link: null,
    from: "นิติบุคคลอาคารชุด ริเวอรีน่า สาทร <juristic@riverinasathorn.com>",
    to: NATTAPONG,
    subject: "มีพัสดุมาถึงห้อง 18/1807 - รหัสรับพัสดุ 5903",
    date: d(9, 17, 11, 26),
    enc: "b64",
    text: `เรียน เจ้าของร่วม/ผู้พักอาศัย ห้อง 18/1807

มีพัสดุของท่านมาถึงที่สำนักงานนิติบุคคล ชั้น G อาคาร A

ผู้ส่ง/ขนส่ง: นกฮูกเอ็กซ์เพรส (NH6620977105TH)
ผู้รับ: คุณณัฐพงษ์ วงศ์ประเสริฐ
ขนาด: กล่องกลาง 1 ชิ้น
รับเข้าเมื่อ: 17/09/2569 11:22 น. (เลขที่รับ P-0917-031)

รหัสรับพัสดุ: 5903
กรุณาแจ้งรหัสนี้แก่เจ้าหน้าที่ หรือกรอกที่ตู้รับพัสดุอัตโนมัติหน้าลิฟต์

เวลาทำการ: ทุกวัน 08.00-20.00 น.  พัสดุที่ไม่มารับภายใน 14 วันจะถูกส่งคืนผู้ส่ง

Dear resident of unit 18/1807, a parcel has arrived for you at the juristic office (G floor, Building A).
Pickup code: 5903

นิติบุคคลอาคารชุด ริเวอรีน่า สาทร 88 ถนนเจริญกรุง แขวงยานนาวา เขตสาทร กรุงเทพฯ 10120 โทร 02 211 4455`,
    html: null,
  },
  {
    family: "riverina-sathorn-condo",
    group: "regional",
    lang: "th",
    kind: "invoice",
    code: null,
    link: null,
    from: "นิติบุคคลอาคารชุด ริเวอรีน่า สาทร <juristic@riverinasathorn.com>",
    to: NATTAPONG,
    subject: "ใบแจ้งหนี้ค่าส่วนกลางและค่าน้ำประปา ประจำเดือนตุลาคม 2569 ห้อง 18/1807",
    date: d(10, 1, 9, 0),
    enc: "qp",
    text: `เรียน เจ้าของร่วม ห้อง 18/1807

นิติบุคคลฯ ขอแจ้งค่าใช้จ่ายประจำเดือนตุลาคม 2569

เลขที่ใบแจ้งหนี้: INV-2610-1807
ค่าส่วนกลาง (58.40 ตร.ม. x 55 บาท)      3,212.00 บาท
ค่าน้ำประปา (12 ลบ.ม. x 22 บาท)          264.00 บาท
ค่าที่จอดรถคันที่ 2                      1,000.00 บาท
รวมทั้งสิ้น                              4,476.00 บาท

กำหนดชำระ: ภายในวันที่ 10 ตุลาคม 2569
ชำระผ่าน QR Code ในแอป Riverina Living หรือโอนเข้าบัญชี "นิติบุคคลอาคารชุด ริเวอรีน่า สาทร"
ธนาคารกรุงมะลิวัลย์ สาขาเจริญกรุง 507-2-11834-0 และส่งสลิปในแอป

ชำระล่าช้าคิดเงินเพิ่มร้อยละ 12 ต่อปี ตามข้อบังคับนิติบุคคลฯ ข้อ 18

สำนักงานนิติบุคคล โทร 02 211 4455 / LINE @riverinasathorn`,
    html:
      `<html><head><meta charset="utf-8"></head><body style="margin:0;background:#eef1f4;font-family:Tahoma,sans-serif;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:20px 0;">
<table width="580" cellpadding="0" cellspacing="0" style="background:#fff;">
<tr><td style="padding:16px 24px;background:#23395b;color:#fff;"><img src="https://www.riverinasathorn.com/mail/logo.png" alt="Riverina Sathorn" height="30" style="vertical-align:middle;"> <span style="font-size:14px;">นิติบุคคลอาคารชุด ริเวอรีน่า สาทร</span></td></tr>
<tr><td style="padding:20px 24px;font-size:14px;color:#333;line-height:22px;">เรียน เจ้าของร่วม ห้อง <b>18/1807</b><br>นิติบุคคลฯ ขอแจ้งค่าใช้จ่ายประจำเดือนตุลาคม 2569 (เลขที่ใบแจ้งหนี้ INV-2610-1807)
<table width="100%" cellpadding="7" cellspacing="0" style="margin:12px 0;font-size:13px;border:1px solid #dde3ea;">
<tr style="background:#f4f6f9;"><td>ค่าส่วนกลาง (58.40 ตร.ม. x 55 บาท)</td><td align="right">3,212.00</td></tr>
<tr><td>ค่าน้ำประปา (12 ลบ.ม. x 22 บาท)</td><td align="right">264.00</td></tr>
<tr style="background:#f4f6f9;"><td>ค่าที่จอดรถคันที่ 2</td><td align="right">1,000.00</td></tr>
<tr><td><b>รวมทั้งสิ้น</b></td><td align="right"><b>4,476.00 บาท</b></td></tr></table>
กำหนดชำระ: <b>ภายในวันที่ 10 ตุลาคม 2569</b><br>
<span style="font-size:13px;color:#555;">ชำระผ่าน QR Code ในแอป Riverina Living หรือโอนเข้าบัญชี "นิติบุคคลอาคารชุด ริเวอรีน่า สาทร" ธนาคารกรุงมะลิวัลย์ สาขาเจริญกรุง 507-2-11834-0 และส่งสลิปในแอป<br>ชำระล่าช้าคิดเงินเพิ่มร้อยละ 12 ต่อปี ตามข้อบังคับนิติบุคคลฯ ข้อ 18</span></td></tr>
<tr><td style="padding:12px 24px;background:#f4f6f9;font-size:11px;color:#778;">88 ถนนเจริญกรุง แขวงยานนาวา เขตสาทร กรุงเทพฯ 10120 · โทร 02 211 4455 · LINE @riverinasathorn</td></tr>
</table></td></tr></table></body></html>`,
  },
  {
    family: "riverina-sathorn-condo",
    group: "regional",
    lang: "en",
    kind: "meeting-notice",
    code: null,
    link: null,
    from: "Riverina Sathorn Juristic Office <juristic@riverinasathorn.com>",
    to: NATTAPONG,
    subject: "Notice of the Annual General Meeting of Co-owners 2026 - Sat 14 Nov, 10:00",
    date: d(10, 23, 17, 45),
    text: `Dear Co-owners,

The Juristic Person of Riverina Sathorn Condominium invites you to the Annual General Meeting 2026.

Date: Saturday 14 November 2026, registration from 09:00, meeting starts 10:00
Venue: Multi-purpose room, 5th floor, Building B
Online: Zoom, meeting ID 812 4410 9935, passcode 141126 (link shared on the Riverina Living app)

Agenda
1. Certify the minutes of the AGM 2025
2. Acknowledge the 2025/26 operating results and approve the audited financial statements
3. Approve the 2027 budget (proposed common fee remains THB 55 per sq.m.)
4. Elect the condominium committee for 2027-2028
5. Appoint the auditor and fix the audit fee
6. Other matters

A quorum requires co-owners holding at least one quarter of all votes. If you cannot attend, you may
appoint a proxy using the form attached to the paper notice placed in your mailbox, or collect one
from the juristic office.

Yours sincerely,
Khun Pornthip Saeheng, Building Manager
Riverina Sathorn Juristic Office, 88 Charoen Krung Road, Yan Nawa, Sathon, Bangkok 10120
Tel. 02 211 4455`,
    html: null,
  },
];

// ---------------------------------------------------------------- Sengdao Bank (Laos)

const SENGDAO: Mail[] = [
  {
    family: "sengdao-bank",
    group: "regional",
    lang: "lo",
    kind: "login-code",
    code: "738215",
    link: null,
    from: "ທະນາຄານແສງດາວ Sengdao Bank <ibank@sengdaobank.com.la>",
    to: KHAMPHAENG,
    subject: "ລະຫັດ OTP ສຳລັບເຂົ້າສູ່ລະບົບ Sengdao i-Bank",
    date: d(9, 12, 8, 47),
    enc: "b64",
    text: `ຮຽນ ທ່ານ ຄຳແພງ ສາຍທອງ

ທ່ານກຳລັງເຂົ້າສູ່ລະບົບ Sengdao i-Bank ຈາກອຸປະກອນໃໝ່.
ລະຫັດ OTP ຂອງທ່ານແມ່ນ: 738215
ລະຫັດອ້າງອີງ (Ref): LPQN

ລະຫັດນີ້ໃຊ້ໄດ້ພາຍໃນ 3 ນາທີ. ກະລຸນາຢ່າເປີດເຜີຍລະຫັດນີ້ໃຫ້ຜູ້ອື່ນ ລວມທັງພະນັກງານທະນາຄານ.

ຖ້າທ່ານບໍ່ໄດ້ເຮັດລາຍການນີ້ ກະລຸນາຕິດຕໍ່ສູນບໍລິການລູກຄ້າ 1414 ທັນທີ.

ທະນາຄານແສງດາວ ຈຳກັດ
ຖະໜົນລ້ານຊ້າງ, ບ້ານຫັດສະດີ, ເມືອງຈັນທະບູລີ, ນະຄອນຫຼວງວຽງຈັນ`,
    html:
      `<html><head><meta charset="utf-8"></head><body style="margin:0;background:#eef2f8;font-family:'Phetsarath OT','Noto Sans Lao',sans-serif;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:22px 0;">
<table width="540" cellpadding="0" cellspacing="0" style="background:#fff;border-top:5px solid #1d4e9e;">
<tr><td style="padding:18px 26px;"><img src="https://www.sengdaobank.com.la/mail/logo-sengdao.png" alt="ທະນາຄານແສງດາວ" height="40"></td></tr>
<tr><td style="padding:0 26px 10px;font-size:15px;line-height:26px;color:#222;">ຮຽນ ທ່ານ ຄຳແພງ ສາຍທອງ<br>ທ່ານກຳລັງເຂົ້າສູ່ລະບົບ Sengdao i-Bank ຈາກອຸປະກອນໃໝ່. ລະຫັດ OTP ຂອງທ່ານແມ່ນ:</td></tr>
<tr><td align="center" style="padding:10px 26px;"><span style="display:inline-block;background:#1d4e9e;color:#fff;font-size:30px;font-weight:bold;letter-spacing:6px;padding:12px 26px;border-radius:4px;">738215</span><br><span style="font-size:13px;color:#667;">ລະຫັດອ້າງອີງ (Ref): LPQN</span></td></tr>
<tr><td style="padding:12px 26px 20px;font-size:13px;line-height:22px;color:#555;">ລະຫັດນີ້ໃຊ້ໄດ້ພາຍໃນ 3 ນາທີ. ກະລຸນາຢ່າເປີດເຜີຍລະຫັດນີ້ໃຫ້ຜູ້ອື່ນ ລວມທັງພະນັກງານທະນາຄານ.<br><span style="color:#b22;">ຖ້າທ່ານບໍ່ໄດ້ເຮັດລາຍການນີ້ ກະລຸນາຕິດຕໍ່ສູນບໍລິການລູກຄ້າ 1414 ທັນທີ.</span></td></tr>
<tr><td style="background:#f1f4f9;padding:12px 26px;font-size:11px;color:#778;">ທະນາຄານແສງດາວ ຈຳກັດ · ຖະໜົນລ້ານຊ້າງ, ບ້ານຫັດສະດີ, ເມືອງຈັນທະບູລີ, ນະຄອນຫຼວງວຽງຈັນ · ໂທ 1414 · <a href="https://www.sengdaobank.com.la/security" style="color:#1d4e9e;">ຄວາມປອດໄພ</a></td></tr>
</table></td></tr></table></body></html>`,
  },
  {
    family: "sengdao-bank",
    group: "regional",
    lang: "lo",
    kind: "transfer-receipt",
    code: null,
    link: null,
    from: "ທະນາຄານແສງດາວ Sengdao Bank <notify@sengdaobank.com.la>",
    to: KHAMPHAENG,
    subject: "ແຈ້ງການໂອນເງິນສຳເລັດ 2,500,000 LAK",
    date: d(10, 5, 17, 3),
    enc: "8bit",
    text: `ການໂອນເງິນສຳເລັດ

ວັນທີ: 05/10/2026 17:02
ຈາກບັນຊີ: 010-12-00-xxxxx5517 (ຄຳແພງ ສາຍທອງ)
ຫາບັນຊີ: 020-11-00-xxxxx0843 (ບຸນມີ ສາຍທອງ)
ຈຳນວນເງິນ: 2,500,000 ກີບ (LAK)
ຄ່າທຳນຽມ: 0 ກີບ
ເນື້ອໃນ: ຄ່າຢາແມ່ ເດືອນ 10
ເລກອ້າງອີງ: SD26100517020194

ຂໍຂອບໃຈທີ່ໃຊ້ບໍລິການ Sengdao i-Bank
ສູນບໍລິການລູກຄ້າ 1414`,
    html:
      `<html><head><meta charset="utf-8"></head><body style="margin:0;background:#eef2f8;font-family:'Noto Sans Lao',sans-serif;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:18px 0;">
<table width="420" cellpadding="0" cellspacing="0" style="background:#fff;border-radius:10px;">
<tr><td align="center" style="padding:20px 20px 6px;"><img src="https://www.sengdaobank.com.la/mail/ok.png" alt="" width="44"><br><b style="font-size:18px;color:#1d4e9e;">ການໂອນເງິນສຳເລັດ</b><br><span style="font-size:26px;font-weight:bold;">2,500,000 ກີບ</span></td></tr>
<tr><td style="padding:12px 22px 18px;"><table width="100%" cellpadding="4" style="font-size:13px;color:#333;">
<tr><td style="color:#778;">ວັນທີ</td><td align="right">05/10/2026 17:02</td></tr>
<tr><td style="color:#778;">ຈາກບັນຊີ</td><td align="right">010-12-00-xxxxx5517<br>ຄຳແພງ ສາຍທອງ</td></tr>
<tr><td style="color:#778;">ຫາບັນຊີ</td><td align="right">020-11-00-xxxxx0843<br>ບຸນມີ ສາຍທອງ</td></tr>
<tr><td style="color:#778;">ຄ່າທຳນຽມ</td><td align="right">0 ກີບ</td></tr>
<tr><td style="color:#778;">ເນື້ອໃນ</td><td align="right">ຄ່າຢາແມ່ ເດືອນ 10</td></tr>
<tr><td style="color:#778;">ເລກອ້າງອີງ</td><td align="right">SD26100517020194</td></tr></table></td></tr>
<tr><td style="background:#f1f4f9;padding:10px 22px;font-size:11px;color:#778;border-radius:0 0 10px 10px;">ຂໍຂອບໃຈທີ່ໃຊ້ບໍລິການ Sengdao i-Bank · ສູນບໍລິການລູກຄ້າ 1414</td></tr>
</table></td></tr></table></body></html>`,
  },
];

// ---------------------------------------------------------------- Dokmai Telecom (Laos)

const DOKMAI: Mail[] = [
  {
    family: "dokmai-telecom",
    group: "regional",
    lang: "lo",
    kind: "topup-receipt",
    code: null,
    link: null,
    from: "Dokmai Telecom <noreply@dokmaitel.la>",
    to: KHAMPHAENG,
    subject: "ໃບຮັບເງິນ: ເຕີມເງິນ 50,000 ກີບ ເບີ 020 5xxx 8812",
    date: d(9, 25, 12, 9),
    text: `ເຕີມເງິນສຳເລັດ

ເບີໂທ: 020 5xxx 8812
ຈຳນວນ: 50,000 ກີບ
ແພັກເກັດ: ເນັດ 4G 15GB 30 ວັນ (ໝົດອາຍຸ 25/10/2026)
ຍອດເງິນຄົງເຫຼືອ: 3,400 ກີບ
ຊ່ອງທາງ: BCEL One / ບັດ Visa **** 2208
ເລກທີ່ລາຍການ: DT-250926-771402

ສອບຖາມຂໍ້ມູນ ໂທ 109 (ຟຣີ) ຫຼື https://www.dokmaitel.la/support
Dokmai Telecom, ຖະໜົນສາມແສນໄທ, ນະຄອນຫຼວງວຽງຈັນ`,
    html: null,
  },
];

// ---------------------------------------------------------------- Lanxang Remit (Thailand to Laos transfers)

const LANXANG: Mail[] = [
  {
    family: "lanxang-remit",
    group: "consumer",
    lang: "en",
    kind: "verify-email",
    code: "640172",
    link: "https://app.lanxangremit.com/verify-email?uid=u_55b0e2c7&code=640172",
    from: "Lanxang Remit <verify@lanxangremit.com>",
    to: KAEWTA,
    subject: "Confirm your email address for Lanxang Remit",
    date: d(9, 2, 21, 10),
    enc: "qp",
    text: `Hello Kaewta,

Thanks for signing up to Lanxang Remit - send money from Thailand to Laos in minutes.

Your confirmation code is: 640172

Enter it in the app, or confirm with one click:
https://app.lanxangremit.com/verify-email?uid=u_55b0e2c7&code=640172

The code and link expire in 30 minutes.

Today's rate: 1 THB = 655.20 LAK. Fee from THB 35 per transfer.

Lanxang Remit is operated by Lanxang Money Transfer (Thailand) Co., Ltd., licensed by the Bank of Thailand.
99 Mittraphap Road, Nai Mueang, Mueang Nong Khai, Nong Khai 43000 · Hotline 02 096 5522 (TH) / 021 263 555 (LA)`,
    html: `<!doctype html><html><head><meta charset="utf-8"></head><body style="margin:0;background:#f5f5f0;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:24px 0;">
<table width="520" cellpadding="0" cellspacing="0" style="background:#fff;font-family:Helvetica,Arial,sans-serif;color:#222;border-radius:6px;">
<tr><td style="padding:22px 30px;border-bottom:1px solid #eee;"><img src="https://static.lanxangremit.com/email/logo-elephant.png" alt="Lanxang Remit" height="32"></td></tr>
<tr><td style="padding:24px 30px 8px;font-size:15px;line-height:23px;">Hello Kaewta,<br><br>Thanks for signing up to Lanxang Remit - send money from Thailand to Laos in minutes.<br><br>Your confirmation code is:</td></tr>
<tr><td style="padding:6px 30px;"><div style="font-size:32px;font-weight:bold;letter-spacing:5px;color:#c8102e;">640172</div></td></tr>
<tr><td style="padding:16px 30px;font-size:15px;">Enter it in the app, or confirm with one click:<br><br>
<a href="https://app.lanxangremit.com/verify-email?uid=u_55b0e2c7&amp;code=640172" style="display:inline-block;background:#c8102e;color:#fff;text-decoration:none;padding:12px 28px;border-radius:4px;font-weight:bold;">Confirm email</a></td></tr>
<tr><td style="padding:4px 30px 20px;font-size:13px;color:#777;">The code and link expire in 30 minutes.<br>Today's rate: 1 THB = 655.20 LAK. Fee from THB 35 per transfer.</td></tr>
<tr><td style="padding:14px 30px;background:#fafaf6;font-size:11px;color:#999;line-height:16px;">Lanxang Remit is operated by Lanxang Money Transfer (Thailand) Co., Ltd., licensed by the Bank of Thailand. 99 Mittraphap Road, Nai Mueang, Mueang Nong Khai, Nong Khai 43000 · Hotline 02 096 5522 (TH) / 021 263 555 (LA) · <a href="https://lanxangremit.com/privacy" style="color:#999;">Privacy</a></td></tr>
</table></td></tr></table></body></html>`,
  },
  {
    family: "lanxang-remit",
    group: "consumer",
    lang: "lo",
    kind: "transfer-completed",
    code: null,
    link: null,
    from: "Lanxang Remit <transfers@lanxangremit.com>",
    to: KAEWTA,
    subject: "ເງິນໂອນຂອງທ່ານຮອດແລ້ວ - LX-2610-443918",
    date: d(10, 20, 10, 32),
    enc: "b64",
    text: `ສະບາຍດີ ທ່ານ ແກ້ວຕາ

ເງິນທີ່ທ່ານໂອນໄປລາວ ໄດ້ເຂົ້າບັນຊີຜູ້ຮັບແລ້ວ.

ເລກທີ່ການໂອນ: LX-2610-443918
ຜູ້ຮັບ: ນາງ ບຸນມີ ສາຍທອງ (ທະນາຄານແສງດາວ xxxxx0843)
ຈຳນວນທີ່ສົ່ງ: 3,000.00 ບາດ
ອັດຕາແລກປ່ຽນ: 1 THB = 657.10 LAK
ຈຳນວນທີ່ໄດ້ຮັບ: 1,971,300 ກີບ
ຄ່າທຳນຽມ: 35.00 ບາດ
ເວລາຮອດ: 20/10/2026 10:31

ຂໍຂອບໃຈທີ່ໃຊ້ Lanxang Remit
ສາຍດ່ວນ 021 263 555 (ລາວ) / 02 096 5522 (ໄທ)`,
    html: `<!doctype html><html><head><meta charset="utf-8"></head><body style="margin:0;background:#f5f5f0;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:24px 0;">
<table width="520" cellpadding="0" cellspacing="0" style="background:#fff;font-family:'Noto Sans Lao',Arial,sans-serif;color:#222;">
<tr><td style="padding:20px 28px;border-bottom:3px solid #c8102e;"><img src="https://static.lanxangremit.com/email/logo-elephant.png" alt="Lanxang Remit" height="30"></td></tr>
<tr><td style="padding:22px 28px 6px;font-size:15px;line-height:25px;">ສະບາຍດີ ທ່ານ ແກ້ວຕາ<br>ເງິນທີ່ທ່ານໂອນໄປລາວ ໄດ້ເຂົ້າບັນຊີຜູ້ຮັບແລ້ວ.</td></tr>
<tr><td style="padding:10px 28px 18px;"><table width="100%" cellpadding="6" cellspacing="0" style="font-size:13px;border:1px solid #eee;">
<tr><td style="color:#888;">ເລກທີ່ການໂອນ</td><td align="right">LX-2610-443918</td></tr>
<tr><td style="color:#888;">ຜູ້ຮັບ</td><td align="right">ນາງ ບຸນມີ ສາຍທອງ (ທະນາຄານແສງດາວ xxxxx0843)</td></tr>
<tr><td style="color:#888;">ຈຳນວນທີ່ສົ່ງ</td><td align="right">3,000.00 ບາດ</td></tr>
<tr><td style="color:#888;">ອັດຕາແລກປ່ຽນ</td><td align="right">1 THB = 657.10 LAK</td></tr>
<tr><td style="color:#888;">ຈຳນວນທີ່ໄດ້ຮັບ</td><td align="right"><b style="font-size:16px;">1,971,300 ກີບ</b></td></tr>
<tr><td style="color:#888;">ຄ່າທຳນຽມ</td><td align="right">35.00 ບາດ</td></tr>
<tr><td style="color:#888;">ເວລາຮອດ</td><td align="right">20/10/2026 10:31</td></tr></table></td></tr>
<tr><td style="padding:12px 28px;background:#fafaf6;font-size:11px;color:#999;">ຂໍຂອບໃຈທີ່ໃຊ້ Lanxang Remit · ສາຍດ່ວນ 021 263 555 (ລາວ) / 02 096 5522 (ໄທ) · <a href="https://lanxangremit.com/help" style="color:#999;">ຊ່ວຍເຫຼືອ</a></td></tr>
</table></td></tr></table></body></html>`,
  },
];

// ---------------------------------------------------------------- Nokhook Express (courier)

const NOKHOOK: Mail[] = [
  {
    family: "nokhook-express",
    group: "regional",
    lang: "th",
    kind: "delivery-pin",
    code: "7731",
    link: null,
    from: "นกฮูกเอ็กซ์เพรส <noreply@nokhookexpress.co.th>",
    to: MALEE,
    subject: "พัสดุ NH6631120478TH กำลังนำส่งวันนี้ - รหัสรับพัสดุ 7731",
    date: d(10, 21, 8, 12),
    enc: "qp",
    text: `พัสดุของคุณกำลังนำส่งวันนี้

หมายเลขพัสดุ: NH6631120478TH
ผู้ส่ง: Kaimai Shop (คำสั่งซื้อ KM8830215471)
ชำระปลายทาง (COD): 657.00 บาท
ช่วงเวลานำส่งโดยประมาณ: 13:00-17:00 น.
พนักงานนำส่ง: คุณวีระ (082-xxx-5190)

รหัสรับพัสดุ (Delivery PIN): 7731
กรุณาแจ้งรหัส 4 หลักนี้แก่พนักงานเมื่อได้รับพัสดุ พนักงานจะไม่ส่งมอบพัสดุหากไม่มีรหัส

ติดตามพัสดุ: https://track.nokhookexpress.co.th/?no=NH6631120478TH
นกฮูกเอ็กซ์เพรส Call Center 1467`,
    html: `<html><head><meta charset="utf-8"></head><body style="margin:0;background:#f3f0fa;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:18px 0;">
<table width="540" cellpadding="0" cellspacing="0" style="background:#fff;font-family:Tahoma,sans-serif;">
<tr><td style="background:#3b2a6b;padding:14px 24px;"><img src="https://www.nokhookexpress.co.th/email/owl-logo.png" alt="นกฮูกเอ็กซ์เพรส" height="34"></td></tr>
<tr><td style="padding:20px 24px 4px;font-size:18px;font-weight:bold;color:#3b2a6b;">พัสดุของคุณกำลังนำส่งวันนี้ 🚚</td></tr>
<tr><td style="padding:8px 24px;"><table width="100%" cellpadding="5" style="font-size:13px;color:#333;">
<tr><td style="color:#888;">หมายเลขพัสดุ</td><td>NH6631120478TH</td></tr>
<tr><td style="color:#888;">ผู้ส่ง</td><td>Kaimai Shop (คำสั่งซื้อ KM8830215471)</td></tr>
<tr><td style="color:#888;">ชำระปลายทาง (COD)</td><td>657.00 บาท</td></tr>
<tr><td style="color:#888;">ช่วงเวลานำส่ง</td><td>13:00-17:00 น. (โดยประมาณ)</td></tr>
<tr><td style="color:#888;">พนักงานนำส่ง</td><td>คุณวีระ (082-xxx-5190)</td></tr></table></td></tr>
<tr><td align="center" style="padding:14px 24px;"><div style="font-size:13px;color:#555;">รหัสรับพัสดุ (Delivery PIN)</div>
<table cellpadding="0" cellspacing="6"><tr>
<td style="width:44px;height:52px;border:2px solid #3b2a6b;text-align:center;font-size:28px;font-weight:bold;color:#3b2a6b;">7</td>
<td style="width:44px;height:52px;border:2px solid #3b2a6b;text-align:center;font-size:28px;font-weight:bold;color:#3b2a6b;">7</td>
<td style="width:44px;height:52px;border:2px solid #3b2a6b;text-align:center;font-size:28px;font-weight:bold;color:#3b2a6b;">3</td>
<td style="width:44px;height:52px;border:2px solid #3b2a6b;text-align:center;font-size:28px;font-weight:bold;color:#3b2a6b;">1</td></tr></table>
<div style="font-size:12px;color:#777;margin-top:6px;">กรุณาแจ้งรหัส 4 หลักนี้แก่พนักงานเมื่อได้รับพัสดุ พนักงานจะไม่ส่งมอบพัสดุหากไม่มีรหัส</div></td></tr>
<tr><td align="center" style="padding:10px 24px 20px;"><a href="https://track.nokhookexpress.co.th/?no=NH6631120478TH" style="color:#3b2a6b;border:1px solid #3b2a6b;padding:9px 24px;text-decoration:none;border-radius:18px;">ติดตามพัสดุ</a></td></tr>
<tr><td style="background:#f3f0fa;padding:12px 24px;font-size:11px;color:#887;">บริษัท นกฮูกเอ็กซ์เพรส จำกัด 55 ถนนบางนา-ตราด กม.7 บางพลี สมุทรปราการ 10540 · Call Center 1467 · <a href="https://www.nokhookexpress.co.th/privacy" style="color:#887;">นโยบายความเป็นส่วนตัว</a></td></tr>
</table></td></tr></table></body></html>`,
  },
  {
    family: "nokhook-express",
    group: "regional",
    lang: "en",
    kind: "delivered",
    code: null,
    link: null,
    from: "Nokhook Express <noreply@nokhookexpress.co.th>",
    to: NATTAPONG,
    subject: "Delivered: NH6620977105TH",
    date: d(9, 17, 11, 20),
    text: `Your parcel has been delivered.

Tracking no.: NH6620977105TH
Delivered: 17 Sep 2026, 11:18
Received by: Juristic office (Riverina Sathorn, Building A, G floor)
Proof of delivery: photo and signature available in the Nokhook app

Rate your delivery: https://track.nokhookexpress.co.th/rate?no=NH6620977105TH

Nokhook Express Call Center 1467
55 Bangna-Trad Road Km.7, Bang Phli, Samut Prakan 10540`,
    html: null,
  },
];

export const mails: Mail[] = [
  ...KRUNG_MALIWAN,
  ...KRAPAO,
  ...SIRIFONE,
  ...KANFAIFA,
  ...PRAPA,
  ...RAIDEE,
  ...TALAD,
  ...KAIMAI,
  ...SRISUK,
  ...BANNARAK,
  ...SANPAKON,
  ...NOKKAEW,
  ...ROTTHONG,
  ...JORPAP,
  ...WAT,
  ...RIVERINA,
  ...SENGDAO,
  ...DOKMAI,
  ...LANXANG,
  ...NOKHOOK,
];
