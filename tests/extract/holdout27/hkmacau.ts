/**
 * The inbox of a family living between Hong Kong and Macau over September and October 2026: banks and
 * stored-value wallets, government and housing offices, school, clinic, insurer, grocer, lockers,
 * operators, ferry, cross-border coach and streaming, in Traditional Chinese, English, Portuguese and
 * the languages of the household's helpers and trips; about a third ask for a code, a link or both.
 * @module
 */

import type { Mail } from "../holdout_kit.ts";

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];
const DAYS = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"];

/** An RFC 2822 date in 2026, Hong Kong / Macau time unless told. */
function d(month: number, day: number, hh: number, mm: number, ss = 7, tz = "+0800"): string {
  const wd = DAYS[new Date(Date.UTC(2026, month - 1, day)).getUTCDay()];
  const p = (n: number) => String(n).padStart(2, "0");
  return `${wd}, ${p(day)} ${MONTHS[month - 1]} 2026 ${p(hh)}:${p(mm)}:${p(ss)} ${tz}`;
}

// ---------------------------------------------------------------- Kam Wah Bank 金華銀行

function kamwah(pre: string, inner: string): string {
  return `<!DOCTYPE html>
<html lang="zh-Hant"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">
<title>金華銀行 Kam Wah Bank</title></head>
<body style="margin:0;padding:0;background:#eef1f4;">
<div style="display:none;max-height:0;overflow:hidden;">${pre}</div>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" bgcolor="#eef1f4"><tr><td align="center" style="padding:20px 8px;">
<table role="presentation" width="600" cellpadding="0" cellspacing="0" style="background:#ffffff;border-top:5px solid #8a1c22;">
<tr><td style="padding:18px 28px;border-bottom:1px solid #e3e3e3;"><img src="https://static.kamwahbank.com.hk/em/logo_kwb_2x.png" width="150" height="36" alt="金華銀行 Kam Wah Bank"></td></tr>
<tr><td style="padding:26px 28px;font-family:'PingFang HK','Microsoft JhengHei',Arial,sans-serif;font-size:14px;line-height:22px;color:#2b2b2b;">
${inner}
</td></tr>
<tr><td style="padding:16px 28px;background:#f6f6f6;font-family:Arial,sans-serif;font-size:11px;line-height:17px;color:#7a7a7a;">
此乃電腦發出之電郵，請勿回覆。This is a computer-generated e-mail. Please do not reply.<br>
金華銀行有限公司 Kam Wah Bank Limited｜香港中環德輔道中 88 號金華銀行大廈｜客戶服務熱線 (852) 2238 6688<br>
<a href="https://www.kamwahbank.com.hk/tc/privacy" style="color:#8a1c22;">私隱政策</a> ｜ <a href="https://www.kamwahbank.com.hk/tc/security-tips" style="color:#8a1c22;">保安提示</a> ｜ <a href="https://www.kamwahbank.com.hk/en/" style="color:#8a1c22;">English</a><br>
© 2026 Kam Wah Bank Limited. 受香港金融管理局監管。
</td></tr></table></td></tr></table></body></html>`;
}

const kamwahMails: Mail[] = [
  {
    family: "kamwah-bank",
    group: "regional",
    lang: "zh-Hant",
    kind: "login-code",
    code: "739105",
    link: null,
    from: "金華銀行 Kam Wah Bank <e-alert@alerts.kamwahbank.com.hk>",
    subject: "金華網上理財 – 一次性密碼 One-time Password",
    date: d(9, 3, 21, 42, 16),
    enc: "qp",
    text: `親愛的客戶：

你正在登入金華網上理財。你的一次性密碼（OTP）為：

739105

此密碼將於 5 分鐘內失效（發出時間：2026年9月3日 21:42）。請勿向任何人（包括本行職員）透露此密碼。

如你並無進行此操作，請立即致電 (852) 2238 6688 聯絡我們。

Dear Customer,
Your one-time password for Kam Wah Online Banking is 739105. It expires in 5 minutes. Never share it with anyone, including bank staff.

金華銀行有限公司 Kam Wah Bank Limited
`,
    html: kamwah(
      "你的一次性密碼，5 分鐘內有效",
      `<p style="margin:0 0 14px;">親愛的客戶：</p>
<p style="margin:0 0 14px;">你正在登入金華網上理財。請於登入頁面輸入以下一次性密碼（OTP）：</p>
<table role="presentation" cellpadding="0" cellspacing="0" style="margin:6px 0 18px;"><tr>
<td style="background:#fbf3f3;border:1px solid #e8c9cb;padding:12px 26px;font-family:Consolas,'Courier New',monospace;font-size:30px;font-weight:bold;letter-spacing:8px;color:#8a1c22;">739105</td></tr></table>
<p style="margin:0 0 14px;">此密碼將於 <b>5 分鐘</b>內失效（發出時間：2026年9月3日 21:42）。請勿向任何人（包括本行職員）透露此密碼。</p>
<p style="margin:0 0 14px;">如你並無進行此操作，請立即致電 (852) 2238 6688 聯絡我們。</p>
<p style="margin:18px 0 0;font-size:12px;color:#666;">Dear Customer, your one-time password for Kam Wah Online Banking is <b>739105</b>. It expires in 5 minutes. Never share it with anyone, including bank staff.</p>`,
    ),
  },
  {
    family: "kamwah-bank",
    group: "regional",
    lang: "zh-Hant",
    kind: "statement-ready",
    code: null,
    link: null,
    from: "金華銀行 Kam Wah Bank <e-statement@alerts.kamwahbank.com.hk>",
    subject: "你的綜合戶口電子結單已經備妥 Your e-Statement is ready (•••• 4417)",
    date: d(9, 8, 7, 5, 51),
    enc: "b64",
    text: `親愛的陳太：

你的金華綜合理財戶口（戶口號碼尾數 •••• 4417）2026年8月份電子結單已經備妥。
結單日期：2026年8月31日
上期結欠：HK$ 0.00　本期存款總額：HK$ 186,320.55

請登入金華網上理財或「金華流動理財」應用程式，於「電子結單及通知書」查閱。為保障你的戶口安全，本電郵不會附上任何超連結以供登入。

Dear Mrs Chan,
Your August 2026 e-Statement for Integrated Account ending 4417 is now available in Kam Wah Online Banking under "e-Statements & Advices".

查詢 Enquiries: (852) 2238 6688
`,
    html: kamwah(
      "2026年8月份電子結單已經備妥",
      `<p style="margin:0 0 14px;">親愛的陳太：</p>
<p style="margin:0 0 14px;">你的<b>金華綜合理財戶口</b>（戶口號碼尾數 •••• 4417）2026年8月份電子結單已經備妥。</p>
<table role="presentation" cellpadding="6" cellspacing="0" width="100%" style="border:1px solid #e3e3e3;font-size:13px;margin-bottom:16px;">
<tr><td style="color:#777;width:45%;">結單日期 Statement date</td><td>2026年8月31日</td></tr>
<tr style="background:#fafafa;"><td style="color:#777;">戶口 Account</td><td>綜合理財 •••• 4417</td></tr>
<tr><td style="color:#777;">本期存款總額 Total deposits</td><td>HK$ 186,320.55</td></tr></table>
<p style="margin:0 0 14px;">請登入金華網上理財或「金華流動理財」應用程式，於「電子結單及通知書」查閱。為保障你的戶口安全，本電郵不會附上任何登入連結。</p>
<p style="margin:0;font-size:12px;color:#666;">Your August 2026 e-Statement for Integrated Account ending 4417 is now available under "e-Statements &amp; Advices".</p>`,
    ),
  },
  {
    family: "kamwah-bank",
    group: "regional",
    lang: "en",
    kind: "new-device-alert",
    code: null,
    link: null,
    from: "Kam Wah Bank <e-alert@alerts.kamwahbank.com.hk>",
    subject: "Security alert: Kam Wah Mobile Banking activated on a new device",
    date: d(10, 14, 19, 27, 3),
    enc: "qp",
    text: `Dear Customer,

Kam Wah Mobile Banking was activated on a new device at 19:26 on 14 Oct 2026 (HKT).

Device: iPhone 15 (iOS 19.1)
Registered mobile: +852 ••••  2290

If this was you, no action is needed. Your previous device has been deregistered from Mobile Security Key.

If you do not recognise this activity, call our 24-hour hotline (852) 2238 6688 and press 9 immediately.

Kam Wah Bank will never ask for your password or one-time password by phone, SMS or e-mail.

Kam Wah Bank Limited
`,
    html: kamwah(
      "Mobile Banking was activated on a new device",
      `<p style="margin:0 0 14px;font-size:18px;font-weight:bold;color:#8a1c22;">New device activated</p>
<p style="margin:0 0 14px;">Dear Customer,</p>
<p style="margin:0 0 14px;">Kam Wah Mobile Banking was activated on a new device at <b>19:26 on 14 Oct 2026</b> (HKT).</p>
<table role="presentation" cellpadding="6" cellspacing="0" style="font-size:13px;margin-bottom:16px;">
<tr><td style="color:#777;">Device</td><td>iPhone 15 (iOS 19.1)</td></tr>
<tr><td style="color:#777;">Registered mobile</td><td>+852 •••• 2290</td></tr></table>
<p style="margin:0 0 14px;">If this was you, no action is needed. Your previous device has been deregistered from Mobile Security Key.</p>
<p style="margin:0 0 14px;">If you do not recognise this activity, call our 24-hour hotline <b>(852) 2238 6688</b> and press 9 immediately.</p>
<p style="margin:0;font-size:12px;color:#666;">Kam Wah Bank will never ask for your password or one-time password by phone, SMS or e-mail.</p>`,
    ),
  },
];

// ---------------------------------------------------------------- KwaiTap 快拍錢包 (stored value)

const kwaitapMails: Mail[] = [
  {
    family: "kwaitap-wallet",
    group: "regional",
    lang: "zh-Hant",
    kind: "verify-link",
    code: null,
    link: "https://id.kwaitap.hk/email/verify?uid=58120473&token=eyJ2IjoxLCJlIjoiY2hhbmtrIn0.Hq3Ls9pW&lang=zh-HK",
    from: "快拍 KwaiTap <noreply@kwaitap.hk>",
    subject: "驗證你嘅電郵地址",
    date: d(9, 5, 13, 2, 40),
    enc: "8bit",
    text: `Hi 陳嘉琪，

多謝你登記快拍錢包！撳下面條連結驗證你嘅電郵地址，之後就可以收電子收據同埋增值通知：

https://id.kwaitap.hk/email/verify?uid=58120473&token=eyJ2IjoxLCJlIjoiY2hhbmtrIn0.Hq3Ls9pW&lang=zh-HK

連結 24 小時內有效。如果唔係你登記，可以唔使理會呢封電郵。

快拍團隊
快拍支付有限公司｜儲值支付工具牌照號碼 SVF0031｜香港九龍灣宏開道 16 號
`,
    html: `<html><head><meta charset="utf-8"></head><body style="margin:0;background:#fff7e8;">
<span style="display:none;font-size:1px;color:#fff7e8;">撳一下就搞掂，24 小時內有效</span>
<table width="100%" cellspacing="0" cellpadding="0"><tr><td align="center">
<table width="520" cellspacing="0" cellpadding="0" style="font-family:-apple-system,'Noto Sans HK',sans-serif;color:#222;">
<tr><td style="padding:28px 0 10px;"><img src="https://cdn.kwaitap.hk/mail/kt-logo.png" alt="快拍 KwaiTap" width="96"></td></tr>
<tr><td style="background:#ffffff;border-radius:14px;padding:30px;">
<h1 style="font-size:22px;margin:0 0 14px;">驗證你嘅電郵地址</h1>
<p style="font-size:15px;line-height:24px;margin:0 0 20px;">Hi 陳嘉琪，多謝你登記快拍錢包！驗證咗電郵之後，就可以收電子收據同埋增值通知。</p>
<table cellspacing="0" cellpadding="0"><tr><td bgcolor="#ff8a00" style="border-radius:24px;">
<a href="https://id.kwaitap.hk/email/verify?uid=58120473&amp;token=eyJ2IjoxLCJlIjoiY2hhbmtrIn0.Hq3Ls9pW&amp;lang=zh-HK" style="display:inline-block;padding:13px 34px;color:#fff;font-weight:bold;text-decoration:none;font-size:15px;">驗證電郵</a></td></tr></table>
<p style="font-size:13px;color:#888;margin:22px 0 0;">連結 24 小時內有效。如果唔係你登記，可以唔使理會呢封電郵。</p>
</td></tr>
<tr><td style="padding:18px 4px;font-size:11px;color:#a08a66;line-height:17px;">
快拍支付有限公司｜香港九龍灣宏開道 16 號<br>
<a href="https://www.kwaitap.hk/zh-hk/help" style="color:#a08a66;">幫助中心</a> · <a href="https://www.kwaitap.hk/zh-hk/privacy" style="color:#a08a66;">私隱聲明</a> · <a href="https://www.kwaitap.hk/zh-hk/terms" style="color:#a08a66;">條款</a><br>
<a href="https://apps.apple.com/hk/app/kwaitap/id1589920431"><img src="https://cdn.kwaitap.hk/mail/appstore-zh.png" alt="App Store 下載" height="32"></a>
<a href="https://play.google.com/store/apps/details?id=hk.kwaitap.wallet"><img src="https://cdn.kwaitap.hk/mail/googleplay-zh.png" alt="Google Play 下載" height="32"></a>
</td></tr></table></td></tr></table></body></html>`,
  },
  {
    family: "kwaitap-wallet",
    group: "regional",
    lang: "zh-Hant",
    kind: "topup-receipt",
    code: null,
    link: null,
    from: "快拍 KwaiTap <receipt@kwaitap.hk>",
    subject: "增值成功 HK$500.00",
    date: d(9, 19, 10, 33, 12),
    enc: "b64",
    text: `增值成功

金額：HK$500.00
來源：金華銀行 •••• 4417（FPS 轉數快）
交易編號：KT2609191033P0482
時間：2026-09-19 10:33
錢包結餘：HK$612.40

快拍錢包每年增值上限為 HK$100,000。有疑問？WhatsApp 我哋：+852 5506 1180
`,
    html: `<html><body style="background:#fff7e8;margin:0;padding:24px 0;">
<table align="center" width="480" cellpadding="0" cellspacing="0" style="background:#fff;border-radius:14px;font-family:-apple-system,'Noto Sans HK',sans-serif;">
<tr><td style="padding:24px 28px 4px;"><img src="https://cdn.kwaitap.hk/mail/kt-logo.png" alt="快拍" width="72"></td></tr>
<tr><td style="padding:10px 28px;"><p style="font-size:13px;color:#888;margin:0;">增值成功</p><p style="font-size:34px;font-weight:bold;margin:4px 0 16px;">HK$500.00</p></td></tr>
<tr><td style="padding:0 28px 22px;">
<table width="100%" cellpadding="7" cellspacing="0" style="font-size:14px;border-top:1px dashed #ddd;">
<tr><td style="color:#888;">來源</td><td align="right">金華銀行 •••• 4417（轉數快）</td></tr>
<tr><td style="color:#888;">交易編號</td><td align="right">KT2609191033P0482</td></tr>
<tr><td style="color:#888;">時間</td><td align="right">2026-09-19 10:33</td></tr>
<tr><td style="color:#888;">錢包結餘</td><td align="right"><b>HK$612.40</b></td></tr></table></td></tr>
<tr><td style="padding:14px 28px;background:#fafafa;font-size:11px;color:#999;border-radius:0 0 14px 14px;">快拍錢包每年增值上限為 HK$100,000。有疑問？WhatsApp +852 5506 1180 · <a href="https://www.kwaitap.hk/zh-hk/help" style="color:#ff8a00;">幫助中心</a></td></tr>
</table></body></html>`,
  },
  {
    family: "kwaitap-wallet",
    group: "regional",
    lang: "zh-Hant",
    kind: "invite-link",
    code: null,
    link: "https://kwaitap.hk/i/fam/Q7mX2pL9cA",
    from: "快拍 KwaiTap <noreply@kwaitap.hk>",
    subject: "陳嘉琪 邀請你加入「陳家」家庭錢包",
    date: d(10, 2, 20, 15, 58),
    enc: "qp",
    text: `陳子朗你好，

陳嘉琪邀請你加入佢喺快拍開設嘅家庭錢包「陳家」。加入之後，你可以用家庭錢包付款，每月使用上限 HK$1,500，由管理員設定。

接受邀請：https://kwaitap.hk/i/fam/Q7mX2pL9cA

邀請 7 日內有效（至 2026年10月9日）。如果你未滿 18 歲，需要家長同意先可以加入。

快拍團隊
`,
    html: `<html><body style="margin:0;background:#fff7e8;">
<div style="display:none;">加入「陳家」家庭錢包，每月上限 HK$1,500</div>
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:26px 0;">
<table width="520" cellpadding="0" cellspacing="0" style="background:#fff;border-radius:14px;font-family:-apple-system,'Noto Sans HK',sans-serif;color:#222;">
<tr><td align="center" style="padding:30px 30px 0;"><img src="https://cdn.kwaitap.hk/mail/family-hero.png" width="180" alt="家庭錢包"></td></tr>
<tr><td style="padding:20px 30px;font-size:15px;line-height:24px;">
<p style="margin:0 0 12px;">陳子朗你好，</p>
<p style="margin:0 0 18px;"><b>陳嘉琪</b>邀請你加入佢喺快拍開設嘅家庭錢包「陳家」。加入之後，你可以用家庭錢包付款，每月使用上限 HK$1,500，由管理員設定。</p>
<p align="center" style="margin:0 0 18px;"><a href="https://kwaitap.hk/i/fam/Q7mX2pL9cA" style="background:#ff8a00;color:#fff;padding:13px 36px;border-radius:24px;text-decoration:none;font-weight:bold;display:inline-block;">接受邀請</a></p>
<p style="font-size:13px;color:#888;margin:0;">邀請 7 日內有效（至 2026年10月9日）。如果你未滿 18 歲，需要家長同意先可以加入。</p>
</td></tr>
<tr><td style="padding:14px 30px;font-size:11px;color:#aaa;border-top:1px solid #f0e6d6;">快拍支付有限公司 · <a href="https://www.kwaitap.hk/zh-hk/family-faq" style="color:#aaa;">家庭錢包常見問題</a> · <a href="https://www.kwaitap.hk/zh-hk/privacy" style="color:#aaa;">私隱聲明</a></td></tr>
</table></td></tr></table></body></html>`,
  },
];

// ---------------------------------------------------------------- GovLink HK 政府易通 (e-services portal)

const govlinkFoot =
  `<tr><td style="padding:14px 24px;background:#1f3a5f;color:#c9d6e6;font-size:11px;line-height:17px;font-family:Arial,'Microsoft JhengHei',sans-serif;">
本電郵由系統自動發出，請勿直接回覆。 This is a system-generated message.<br>
<a href="https://www.govlink.hk/tc/help" style="color:#ffffff;">常見問題</a> ｜ <a href="https://www.govlink.hk/tc/privacy" style="color:#ffffff;">私隱政策</a> ｜ <a href="https://www.govlink.hk/tc/accessibility" style="color:#ffffff;">無障礙</a> ｜ 查詢熱線 1823<br>
© 2026 政府易通 GovLink HK</td></tr>`;

const govlinkMails: Mail[] = [
  {
    family: "govlink-hk",
    group: "regional",
    lang: "zh-Hant",
    kind: "verify-code",
    code: "WQ-503817",
    code_digits: "503817",
    link: null,
    from: "政府易通 GovLink HK <no-reply@notify.govlink.hk>",
    subject: "政府易通：電郵地址驗證碼 Email verification code",
    date: d(9, 10, 11, 8, 44),
    enc: "b64",
    text: `政府易通

你正在更新「政府易通」帳戶的聯絡電郵地址。請在網頁輸入以下驗證碼：

驗證碼：WQ-503817

驗證碼 10 分鐘內有效。網頁上已顯示前綴「WQ-」，你只需輸入六位數字。

You are updating the contact e-mail of your GovLink HK account. Your verification code is WQ-503817 (enter the 6 digits after the prefix). Valid for 10 minutes.

如非本人操作，請致電 1823 查詢。
`,
    html: `<html><body style="margin:0;background:#f2f4f7;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:20px;">
<table width="560" cellpadding="0" cellspacing="0" style="background:#fff;border:1px solid #d7dde5;">
<tr><td style="padding:14px 24px;background:#1f3a5f;"><img src="https://www.govlink.hk/assets/mail/govlink-white.png" alt="政府易通 GovLink HK" height="30"></td></tr>
<tr><td style="padding:24px;font-family:Arial,'Microsoft JhengHei',sans-serif;font-size:14px;line-height:22px;color:#222;">
<p style="margin:0 0 12px;">你正在更新「政府易通」帳戶的聯絡電郵地址。請在網頁輸入以下驗證碼：</p>
<p style="margin:0 0 6px;font-size:12px;color:#666;">驗證碼 Verification code</p>
<p style="margin:0 0 14px;font-size:28px;font-weight:bold;color:#1f3a5f;letter-spacing:3px;">WQ-503817</p>
<p style="margin:0 0 12px;">驗證碼 10 分鐘內有效。網頁上已顯示前綴「WQ-」，你只需輸入六位數字。</p>
<p style="margin:0 0 12px;color:#555;font-size:13px;">You are updating the contact e-mail of your GovLink HK account. Enter the 6 digits after the prefix. Valid for 10 minutes.</p>
<p style="margin:0;font-size:13px;">如非本人操作，請致電 1823 查詢。</p>
</td></tr>
${govlinkFoot}
</table></td></tr></table></body></html>`,
  },
  {
    family: "govlink-hk",
    group: "regional",
    lang: "zh-Hant",
    kind: "application-received",
    code: null,
    link: null,
    from: "政府易通 GovLink HK <no-reply@notify.govlink.hk>",
    subject: "申請已收妥：續領成人身份證預約（參考編號 GL-2609-778213）",
    date: d(9, 22, 16, 51, 9),
    enc: "qp",
    text: `陳嘉琪女士：

我們已收妥你經「政府易通」遞交的申請。

服務：續領成人智能身份證 – 預約
參考編號：GL-2609-778213
預約日期及時間：2026年10月16日（星期五）上午 10:15
辦事處：九龍人事登記處（長沙灣）

請於預約時間前 15 分鐘到達，並帶同現有身份證。如需更改預約，請登入「政府易通」帳戶辦理。

此電郵只作通知之用。
`,
    html: `<html><body style="margin:0;background:#f2f4f7;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:20px;">
<table width="560" cellpadding="0" cellspacing="0" style="background:#fff;border:1px solid #d7dde5;">
<tr><td style="padding:14px 24px;background:#1f3a5f;"><img src="https://www.govlink.hk/assets/mail/govlink-white.png" alt="政府易通 GovLink HK" height="30"></td></tr>
<tr><td style="padding:24px;font-family:Arial,'Microsoft JhengHei',sans-serif;font-size:14px;line-height:22px;color:#222;">
<p style="margin:0 0 12px;">陳嘉琪女士：</p>
<p style="margin:0 0 14px;">我們已收妥你經「政府易通」遞交的申請。</p>
<table cellpadding="7" cellspacing="0" width="100%" style="border-collapse:collapse;font-size:14px;">
<tr><td style="border:1px solid #d7dde5;background:#f7f9fb;width:38%;">服務</td><td style="border:1px solid #d7dde5;">續領成人智能身份證 – 預約</td></tr>
<tr><td style="border:1px solid #d7dde5;background:#f7f9fb;">參考編號</td><td style="border:1px solid #d7dde5;"><b>GL-2609-778213</b></td></tr>
<tr><td style="border:1px solid #d7dde5;background:#f7f9fb;">預約日期及時間</td><td style="border:1px solid #d7dde5;">2026年10月16日（星期五）上午 10:15</td></tr>
<tr><td style="border:1px solid #d7dde5;background:#f7f9fb;">辦事處</td><td style="border:1px solid #d7dde5;">九龍人事登記處（長沙灣）</td></tr></table>
<p style="margin:14px 0 0;">請於預約時間前 15 分鐘到達，並帶同現有身份證。如需更改預約，請登入「政府易通」帳戶辦理。</p>
</td></tr>
${govlinkFoot}
</table></td></tr></table></body></html>`,
  },
  {
    family: "govlink-hk",
    group: "regional",
    lang: "en",
    kind: "login-code",
    code: "284650",
    link: null,
    from: "GovLink HK <no-reply@notify.govlink.hk>",
    subject: "GovLink HK sign-in code",
    date: d(10, 27, 8, 3, 30),
    text: `GovLink HK

Your one-time sign-in code is 284650

Requested: 27 Oct 2026 08:03 (HKT) from a browser on Windows.
The code expires in 5 minutes and can be used once.

Government staff will never ask you for this code. If you did not try to sign in, change your password and call 1823.
`,
    html: `<html><body style="margin:0;background:#f2f4f7;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:20px;">
<table width="560" cellpadding="0" cellspacing="0" style="background:#fff;border:1px solid #d7dde5;">
<tr><td style="padding:14px 24px;background:#1f3a5f;"><img src="https://www.govlink.hk/assets/mail/govlink-white.png" alt="GovLink HK" height="30"></td></tr>
<tr><td style="padding:24px;font-family:Arial,sans-serif;font-size:14px;line-height:22px;color:#222;">
<p style="margin:0 0 12px;">Your one-time sign-in code is</p>
<table cellpadding="0" cellspacing="6"><tr>
<td style="width:38px;height:46px;border:1px solid #1f3a5f;text-align:center;font-size:26px;font-weight:bold;">2</td>
<td style="width:38px;height:46px;border:1px solid #1f3a5f;text-align:center;font-size:26px;font-weight:bold;">8</td>
<td style="width:38px;height:46px;border:1px solid #1f3a5f;text-align:center;font-size:26px;font-weight:bold;">4</td>
<td style="width:38px;height:46px;border:1px solid #1f3a5f;text-align:center;font-size:26px;font-weight:bold;">6</td>
<td style="width:38px;height:46px;border:1px solid #1f3a5f;text-align:center;font-size:26px;font-weight:bold;">5</td>
<td style="width:38px;height:46px;border:1px solid #1f3a5f;text-align:center;font-size:26px;font-weight:bold;">0</td></tr></table>
<p style="margin:14px 0 12px;font-size:13px;color:#555;">Requested: 27 Oct 2026 08:03 (HKT) from a browser on Windows. The code expires in 5 minutes and can be used once.</p>
<p style="margin:0;font-size:13px;">Government staff will never ask you for this code. If you did not try to sign in, change your password and call 1823.</p>
</td></tr>
<tr><td style="padding:14px 24px;background:#1f3a5f;color:#c9d6e6;font-size:11px;font-family:Arial,sans-serif;"><a href="https://www.govlink.hk/en/help" style="color:#fff;">FAQ</a> | <a href="https://www.govlink.hk/en/privacy" style="color:#fff;">Privacy</a> | Enquiry hotline 1823 | © 2026 GovLink HK</td></tr>
</table></td></tr></table></body></html>`,
  },
];

// ---------------------------------------------------------------- Portal do Cidadão (Macau) 澳門市民服務平台

const cidadaoMails: Mail[] = [
  {
    family: "portal-cidadao-mo",
    group: "regional",
    lang: "pt",
    kind: "confirm-request-link",
    code: null,
    link: "https://servicos.cidadao.gov.mo/pedidos/confirmar?ref=PC-2026-0918-04471&chave=b3f1c9a07e",
    from: "Portal do Cidadão 市民服務平台 <nao-responder@cidadao.gov.mo>",
    subject: "Confirme o seu pedido de certidão de residência / 請確認你的居住證明申請",
    date: d(9, 18, 15, 22, 5),
    enc: "qp",
    text: `Exmo(a). Senhor(a) António Chan Ka Hou,

Recebemos um pedido de emissão de certidão de residência em seu nome (referência PC-2026-0918-04471, taxa MOP 30,00).
Para que o pedido seja tratado, confirme-o no prazo de 48 horas através da ligação:

https://servicos.cidadao.gov.mo/pedidos/confirmar?ref=PC-2026-0918-04471&chave=b3f1c9a07e

Se não fez este pedido, ignore esta mensagem; o pedido será anulado automaticamente.

陳家豪先生／女士：
我們收到以你名義提出的居住證明申請（編號 PC-2026-0918-04471，費用澳門元 30.00）。請於 48 小時內按上述連結確認，否則申請將自動取消。

Portal do Cidadão – Região Administrativa Especial de Macau
Linha de apoio: (853) 2888 0088
`,
    html: `<html><body style="margin:0;background:#ececec;font-family:Arial,'Microsoft JhengHei',sans-serif;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:18px;">
<table width="580" cellpadding="0" cellspacing="0" style="background:#fff;">
<tr><td style="padding:16px 26px;border-bottom:4px solid #0b7a5a;"><img src="https://servicos.cidadao.gov.mo/static/img/mail-logo.png" height="34" alt="Portal do Cidadão 市民服務平台"></td></tr>
<tr><td style="padding:24px 26px;font-size:14px;line-height:22px;color:#222;">
<p style="margin:0 0 12px;">Exmo(a). Senhor(a) António Chan Ka Hou,</p>
<p style="margin:0 0 12px;">Recebemos um pedido de emissão de <b>certidão de residência</b> em seu nome (referência <b>PC-2026-0918-04471</b>, taxa MOP 30,00). Para que o pedido seja tratado, confirme-o no prazo de 48 horas.</p>
<p style="margin:18px 0;"><a href="https://servicos.cidadao.gov.mo/pedidos/confirmar?ref=PC-2026-0918-04471&amp;chave=b3f1c9a07e" style="background:#0b7a5a;color:#fff;padding:11px 26px;text-decoration:none;font-weight:bold;display:inline-block;">Confirmar pedido 確認申請</a></p>
<p style="margin:0 0 16px;font-size:13px;color:#555;">Se não fez este pedido, ignore esta mensagem; o pedido será anulado automaticamente.</p>
<hr style="border:0;border-top:1px solid #ddd;">
<p style="margin:16px 0 0;">陳家豪先生／女士：我們收到以你名義提出的居住證明申請（編號 PC-2026-0918-04471，費用澳門元 30.00）。請於 48 小時內按上方按鈕確認，否則申請將自動取消。</p>
</td></tr>
<tr><td style="padding:12px 26px;background:#f4f4f4;font-size:11px;color:#777;">Região Administrativa Especial de Macau · Linha de apoio (853) 2888 0088 · <a href="https://www.cidadao.gov.mo/pt/privacidade" style="color:#0b7a5a;">Privacidade</a> · <a href="https://www.cidadao.gov.mo/zh/faq" style="color:#0b7a5a;">常見問題</a></td></tr>
</table></td></tr></table></body></html>`,
  },
  {
    family: "portal-cidadao-mo",
    group: "regional",
    lang: "pt",
    kind: "document-ready",
    code: null,
    link: null,
    from: "Portal do Cidadão 市民服務平台 <nao-responder@cidadao.gov.mo>",
    subject: "Certidão emitida – pedido PC-2026-0918-04471",
    date: d(9, 21, 9, 40, 33),
    enc: "qp",
    text: `Exmo(a). Senhor(a) António Chan Ka Hou,

A certidão de residência relativa ao pedido PC-2026-0918-04471 foi emitida em 21/09/2026 e está disponível na secção "Os meus documentos" da sua Conta do Portal do Cidadão durante 90 dias.

Pode também levantá-la em papel no Centro de Serviços da RAEM (Rua Nova da Areia Preta, n.º 52), de segunda a sexta-feira, das 9h00 às 18h00.

Esta mensagem é meramente informativa.

居住證明已於 2026年9月21日發出，可於「我的文件」下載，保存 90 日。

Portal do Cidadão – (853) 2888 0088
`,
    html: null,
  },
];

// ---------------------------------------------------------------- Shing Fung Property Management 盛豐物業管理

const shingfungMails: Mail[] = [
  {
    family: "shingfung-property",
    group: "regional",
    lang: "zh-Hant",
    kind: "bill-notice",
    code: null,
    link: null,
    from: "盛豐物業管理 – 海濱花園管理處 <billing@shingfung-pm.com.hk>",
    subject: "海濱花園 2026年10月份管理費繳費通知（第3座 18樓 C室）",
    date: d(9, 25, 9, 0, 2),
    enc: "b64",
    text: `致 第3座 18樓 C室 業主／住戶：

2026年10月份管理費繳費通知書

單位：海濱花園 第3座 18樓 C室
繳費單編號：HB-3-18C-202610
管理費：HK$2,846.00
冷氣機維修基金：HK$120.00
應繳總額：HK$2,966.00
到期日：2026年10月10日

繳費方法：自動轉賬、轉數快（FPS 識別碼 1688042）、繳費靈（商戶編號 6211）或親臨管理處。

如已繳付，請忽略此通知。管理處辦公時間：星期一至六 09:00–18:00（公眾假期除外）。
電話：2557 3310　傳真：2557 3311

盛豐物業管理有限公司
`,
    html: `<html><body style="font-family:'Microsoft JhengHei',PMingLiU,sans-serif;font-size:14px;color:#333;">
<table width="640" cellpadding="0" cellspacing="0" border="0" style="border:1px solid #b9b9b9;">
<tr><td style="background:#26553b;color:#fff;padding:10px 16px;font-size:16px;"><b>盛豐物業管理有限公司</b> Shing Fung Property Management Ltd.</td></tr>
<tr><td style="padding:16px;">
<p>致 第3座 18樓 C室 業主／住戶：</p>
<p style="font-size:16px;"><b><u>2026年10月份管理費繳費通知書</u></b></p>
<table cellpadding="5" cellspacing="0" border="1" style="border-collapse:collapse;border-color:#ccc;font-size:14px;">
<tr><td>單位</td><td>海濱花園 第3座 18樓 C室</td></tr>
<tr><td>繳費單編號</td><td>HB-3-18C-202610</td></tr>
<tr><td>管理費</td><td align="right">HK$2,846.00</td></tr>
<tr><td>冷氣機維修基金</td><td align="right">HK$120.00</td></tr>
<tr><td><b>應繳總額</b></td><td align="right"><b>HK$2,966.00</b></td></tr>
<tr><td>到期日</td><td>2026年10月10日</td></tr></table>
<p>繳費方法：自動轉賬、轉數快（FPS 識別碼 1688042）、繳費靈（商戶編號 6211）或親臨管理處。</p>
<p style="color:#888;">如已繳付，請忽略此通知。</p>
<p>管理處辦公時間：星期一至六 09:00–18:00（公眾假期除外）<br>電話：2557 3310　傳真：2557 3311</p>
</td></tr></table></body></html>`,
  },
  {
    family: "shingfung-property",
    group: "regional",
    lang: "zh-Hant",
    kind: "maintenance-notice",
    code: null,
    link: null,
    from: "盛豐物業管理 – 海濱花園管理處 <hbg-office@shingfung-pm.com.hk>",
    subject: "【通告】第3座食水缸清洗 – 暫停供水（10月8日）",
    date: d(10, 3, 14, 12, 20),
    enc: "8bit",
    text: `通告 HB/2026/087

各位住戶：

第3座食水缸清洗工程

本處將於 2026年10月8日（星期四）上午 9 時至下午 4 時清洗第3座天台及地下食水缸。期間第3座全座暫停食水供應，沖廁水不受影響。

請住戶預先儲水，並於恢復供水後先開水喉放水約 2 分鐘。

如有查詢，請致電管理處 2557 3310。

海濱花園管理處
2026年10月3日

Notice: Fresh water supply to Block 3 will be suspended on 8 Oct 2026 from 9:00 a.m. to 4:00 p.m. for tank cleaning.
`,
    html: null,
  },
  {
    family: "shingfung-property",
    group: "regional",
    lang: "zh-Hant",
    kind: "app-register-code",
    code: "5170",
    link: null,
    from: "盛豐住戶通 <app@shingfung-pm.com.hk>",
    subject: "盛豐住戶通：住戶登記驗證碼",
    date: d(10, 6, 22, 31, 48),
    enc: "qp",
    text: `你好！

你正於「盛豐住戶通」App 登記為 海濱花園 第3座 18樓 C室 的住戶。

驗證碼：5170

請於 15 分鐘內在 App 內輸入。完成登記後，管理處會再核實你的住戶身份（約 1–2 個工作天）。

如非本人申請，請通知管理處：2557 3310。
`,
    html: `<html><body style="margin:0;background:#eef5f0;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:24px;">
<table width="460" cellpadding="0" cellspacing="0" style="background:#fff;border-radius:8px;font-family:'Noto Sans HK',sans-serif;">
<tr><td style="padding:22px 24px 0;"><img src="https://app.shingfung-pm.com.hk/mail/resident-app.png" width="44" alt="盛豐住戶通"> <span style="font-size:17px;font-weight:bold;color:#26553b;vertical-align:middle;">盛豐住戶通</span></td></tr>
<tr><td style="padding:18px 24px;font-size:14px;line-height:22px;color:#333;">
<p style="margin:0 0 10px;">你好！</p>
<p style="margin:0 0 14px;">你正於「盛豐住戶通」App 登記為 海濱花園 第3座 18樓 C室 的住戶。請於 15 分鐘內在 App 內輸入以下驗證碼：</p>
<div style="text-align:center;font-size:34px;letter-spacing:14px;font-weight:bold;color:#26553b;background:#f1f7f3;padding:14px 0;border-radius:6px;">5 1 7 0</div>
<p style="margin:14px 0 0;font-size:12px;color:#777;">完成登記後，管理處會再核實你的住戶身份（約 1–2 個工作天）。如非本人申請，請通知管理處：2557 3310。</p>
</td></tr></table></td></tr></table></body></html>`,
  },
];

// ---------------------------------------------------------------- CubiHub 格仔站 parcel lockers

function cubihub(inner: string, pre: string): string {
  return `<!doctype html><html><head><meta charset="utf-8"><style>a{color:#00a3a1}</style></head>
<body style="margin:0;background:#f4f6f6;">
<div style="display:none;max-height:0;overflow:hidden;">${pre}&nbsp;&zwnj;&nbsp;&zwnj;&nbsp;</div>
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center">
<table width="100%" style="max-width:540px;" cellpadding="0" cellspacing="0">
<tr><td style="padding:20px 16px 12px;"><img src="https://img.cubihub.hk/e/logo-teal.png" alt="CubiHub 格仔站" height="28"></td></tr>
<tr><td style="background:#fff;padding:24px 22px;font-family:Helvetica,Arial,'Noto Sans HK',sans-serif;color:#1d2b2b;font-size:14px;line-height:21px;">${inner}</td></tr>
<tr><td style="padding:16px;font-family:Helvetica,Arial,sans-serif;font-size:11px;color:#8a9696;line-height:16px;">
CubiHub Logistics (HK) Ltd. · 新界葵涌貨櫃碼頭路 71 號 · 客服 3618 2020<br>
<a href="https://www.cubihub.hk/zh/locations">智能櫃位置</a> · <a href="https://www.cubihub.hk/zh/faq">常見問題</a> · <a href="https://www.cubihub.hk/zh/privacy">私隱</a> · <a href="https://t.cubihub.hk/u?e=c2FtLnJlYWRlckBpbmJveC5leGFtcGxl">取消訂閱推廣</a>
</td></tr></table></td></tr></table></body></html>`;
}

const cubihubMails: Mail[] = [
  {
    family: "cubihub-locker",
    group: "regional",
    lang: "zh-Hant",
    kind: "pickup-code",
    code: "84129306",
    link: null,
    from: "CubiHub 格仔站 <notify@cubihub.hk>",
    subject: "你嘅包裹已到達 將軍澳 寶琳站 智能櫃 – 取件碼 84129306",
    date: d(9, 12, 17, 46, 21),
    enc: "b64",
    text: `你嘅包裹已經放入智能櫃！

取件碼：8412 9306
智能櫃：將軍澳 寶琳站 B出口 CubiHub #TKO-0217
格口尺寸：中
運單號碼：SF1407723390681（寄件商戶：Bloomdrop 花禮）
取件期限：2026年9月15日 23:59 前

喺智能櫃屏幕揀「取件」，輸入取件碼就得。逾期未取，包裹會退回寄件人。

CubiHub 格仔站
`,
    html: cubihub(
      `<p style="margin:0 0 6px;font-size:18px;font-weight:bold;">你嘅包裹已經放入智能櫃！</p>
<p style="margin:0 0 16px;color:#5b6b6b;">將軍澳 寶琳站 B出口 CubiHub #TKO-0217</p>
<table width="100%" cellpadding="0" cellspacing="0" style="background:#e6f6f6;border-radius:8px;"><tr><td align="center" style="padding:16px;">
<div style="font-size:12px;color:#00706e;">取件碼 Pickup code</div>
<div style="font-size:32px;font-weight:bold;letter-spacing:4px;color:#00706e;">8412 9306</div></td></tr></table>
<table width="100%" cellpadding="5" cellspacing="0" style="margin-top:14px;font-size:13px;">
<tr><td style="color:#8a9696;">格口尺寸</td><td>中</td></tr>
<tr><td style="color:#8a9696;">運單號碼</td><td>SF1407723390681</td></tr>
<tr><td style="color:#8a9696;">寄件商戶</td><td>Bloomdrop 花禮</td></tr>
<tr><td style="color:#8a9696;">取件期限</td><td>2026年9月15日 23:59 前</td></tr></table>
<p style="margin:14px 0 0;font-size:13px;">喺智能櫃屏幕揀「取件」，輸入取件碼就得。逾期未取，包裹會退回寄件人。</p>`,
      "取件碼 8412 9306，請於 9月15日前領取",
    ),
  },
  {
    family: "cubihub-locker",
    group: "regional",
    lang: "en",
    kind: "pickup-reminder",
    code: "57702148",
    link: null,
    from: "CubiHub <notify@cubihub.hk>",
    subject: "Reminder: your parcel at Taikoo Shing CubiHub expires tomorrow",
    date: d(10, 20, 9, 15, 0),
    enc: "qp",
    text: `Your parcel is still waiting

Locker: Taikoo Shing – Cityplaza P2 car park lift lobby, CubiHub #HKE-0093
Pickup code: 5770 2148
Waybill: HKP-88203147-3 (from Zestboard Sports)
Collect by: 21 Oct 2026, 23:59

After the deadline the parcel goes back to the sender and you may have to arrange redelivery (HK$25).

CubiHub Logistics (HK) Ltd. | Customer service 3618 2020
`,
    html: cubihub(
      `<p style="margin:0 0 6px;font-size:18px;font-weight:bold;">Your parcel is still waiting</p>
<p style="margin:0 0 16px;color:#5b6b6b;">Taikoo Shing – Cityplaza P2 car park lift lobby, CubiHub #HKE-0093</p>
<table width="100%" cellpadding="0" cellspacing="0" style="background:#fff4e0;border-radius:8px;"><tr><td align="center" style="padding:16px;">
<div style="font-size:12px;color:#a15c00;">Pickup code · collect by 21 Oct 2026, 23:59</div>
<div style="font-size:32px;font-weight:bold;letter-spacing:4px;color:#a15c00;">5770 2148</div></td></tr></table>
<p style="margin:14px 0 0;font-size:13px;">Waybill HKP-88203147-3 (from Zestboard Sports). After the deadline the parcel goes back to the sender and you may have to arrange redelivery (HK$25).</p>`,
      "Collect by 21 Oct, 23:59 – pickup code inside",
    ),
  },
  {
    family: "cubihub-locker",
    group: "regional",
    lang: "zh-Hant",
    kind: "parcel-collected",
    code: null,
    link: null,
    from: "CubiHub 格仔站 <notify@cubihub.hk>",
    subject: "包裹已領取 – 運單 SF1407723390681",
    date: d(9, 13, 8, 2, 44),
    enc: "qp",
    text: `你嘅包裹已於 2026年9月13日 08:01 喺 將軍澳 寶琳站 CubiHub #TKO-0217 領取。

運單號碼：SF1407723390681

如果唔係你本人或家人領取，請即致電客服 3618 2020。

覺得服務點樣？幫我哋評分：https://t.cubihub.hk/r/TKO0217?s=5&w=SF1407723390681
`,
    html: cubihub(
      `<p style="margin:0 0 12px;font-size:18px;font-weight:bold;">包裹已領取 ✔</p>
<p style="margin:0 0 12px;">你嘅包裹已於 2026年9月13日 08:01 喺 將軍澳 寶琳站 CubiHub #TKO-0217 領取。</p>
<p style="margin:0 0 12px;color:#5b6b6b;">運單號碼：SF1407723390681</p>
<p style="margin:0 0 16px;font-size:13px;">如果唔係你本人或家人領取，請即致電客服 3618 2020。</p>
<p style="margin:0;font-size:13px;">覺得服務點樣？<a href="https://t.cubihub.hk/r/TKO0217?s=5&amp;w=SF1407723390681">幫我哋評分 ★★★★★</a></p>`,
      "多謝使用格仔站",
    ),
  },
];

// ---------------------------------------------------------------- Yan Ping Primary School 仁平小學

const yanpingMails: Mail[] = [
  {
    family: "yanping-school",
    group: "regional",
    lang: "zh-Hant",
    kind: "school-notice",
    code: null,
    link: null,
    from: "仁平小學 Yan Ping Primary School <office@yanping.edu.hk>",
    subject: "家長通告（第 014/2026-27 號）：中秋節假期及秋季旅行安排",
    date: d(9, 16, 16, 40, 10),
    enc: "b64",
    text: `仁平小學
家長通告（第 014/2026-27 號）

敬啟者：

一、本校將於 2026年9月25日（星期五，中秋節翌日）放假一天，9月28日（星期一）照常上課。
二、秋季旅行定於 2026年11月6日（星期五）舉行，詳情如下：
    一至三年級：大埔海濱公園　集合時間 8:15
    四至六年級：西貢獅子會自然教育中心　集合時間 8:00
    費用：每位 HK$85（已包括車費），請於 10月16日前經學校電子繳費系統繳交。
三、如有查詢，請於辦公時間致電校務處 2698 4105。

此致
各位家長

校長 梁慧敏
二〇二六年九月十六日

（本通告已上載至學校內聯網「通告」欄，家長毋須回覆本電郵。）
`,
    html: `<html><body style="font-family:'Times New Roman',PMingLiU,serif;font-size:15px;line-height:1.7;color:#000;">
<div style="max-width:640px;margin:0 auto;border:1px solid #999;padding:24px 30px;">
<p align="center" style="margin:0;"><img src="https://www.yanping.edu.hk/images/school_crest.png" width="64" alt="校徽"></p>
<p align="center" style="margin:4px 0 0;font-size:20px;"><b>仁平小學</b></p>
<p align="center" style="margin:0 0 18px;">家長通告（第 014/2026-27 號）</p>
<p>敬啟者：</p>
<p>一、本校將於 2026年9月25日（星期五，中秋節翌日）放假一天，9月28日（星期一）照常上課。</p>
<p>二、秋季旅行定於 2026年11月6日（星期五）舉行，詳情如下：</p>
<table border="1" cellpadding="5" cellspacing="0" style="border-collapse:collapse;margin-left:2em;font-size:14px;">
<tr><th>級別</th><th>地點</th><th>集合時間</th></tr>
<tr><td>一至三年級</td><td>大埔海濱公園</td><td>8:15</td></tr>
<tr><td>四至六年級</td><td>西貢獅子會自然教育中心</td><td>8:00</td></tr></table>
<p style="margin-left:2em;">費用：每位 HK$85（已包括車費），請於 10月16日前經學校電子繳費系統繳交。</p>
<p>三、如有查詢，請於辦公時間致電校務處 2698 4105。</p>
<p>此致<br>各位家長</p>
<p align="right">校長 梁慧敏<br>二〇二六年九月十六日</p>
<p style="font-size:12px;color:#555;">（本通告已上載至學校內聯網「通告」欄，家長毋須回覆本電郵。）</p>
</div></body></html>`,
  },
  {
    family: "yanping-school",
    group: "regional",
    lang: "zh-Hant",
    kind: "reset-link",
    code: null,
    link: "https://eclass.yanping.edu.hk/parent/forgot/reset.php?uid=P2026041&key=9e41c7d08a5b2f36",
    from: "仁平小學內聯網 <eclass-noreply@yanping.edu.hk>",
    subject: "[仁平小學內聯網] 重設家長帳戶密碼",
    date: d(10, 11, 21, 5, 36),
    enc: "qp",
    text: `陳子朗家長：

我們收到重設你的家長帳戶（登入名稱：p2026041）密碼的要求。請按以下連結設定新密碼：

https://eclass.yanping.edu.hk/parent/forgot/reset.php?uid=P2026041&key=9e41c7d08a5b2f36

連結於 2 小時內有效，而且只可使用一次。如你沒有提出要求，請不用理會本電郵，你的密碼不會更改。

仁平小學 資訊科技組
`,
    html: `<html><body style="font-family:Arial,'Microsoft JhengHei',sans-serif;font-size:14px;color:#333;">
<table width="600" cellpadding="0" cellspacing="0" style="border:1px solid #c7d3e0;">
<tr><td style="background:#2f5d8a;padding:10px 18px;color:#fff;font-size:15px;"><b>仁平小學內聯網</b> · Parent Portal</td></tr>
<tr><td style="padding:20px 18px;line-height:22px;">
<p>陳子朗家長：</p>
<p>我們收到重設你的家長帳戶（登入名稱：<b>p2026041</b>）密碼的要求。請按以下按鈕設定新密碼：</p>
<p><a href="https://eclass.yanping.edu.hk/parent/forgot/reset.php?uid=P2026041&amp;key=9e41c7d08a5b2f36" style="background:#2f5d8a;color:#fff;padding:9px 22px;text-decoration:none;border-radius:3px;">重設密碼</a></p>
<p style="font-size:12px;color:#777;">如按鈕無法使用，請將以下網址複製到瀏覽器：<br>https://eclass.yanping.edu.hk/parent/forgot/reset.php?uid=P2026041&amp;key=9e41c7d08a5b2f36</p>
<p>連結於 2 小時內有效，而且只可使用一次。如你沒有提出要求，請不用理會本電郵，你的密碼不會更改。</p>
<p>仁平小學 資訊科技組</p>
</td></tr></table></body></html>`,
  },
  {
    family: "yanping-school",
    group: "regional",
    lang: "en",
    kind: "payment-received",
    code: null,
    link: null,
    from: "Yan Ping Primary School e-Payment <epay@yanping.edu.hk>",
    subject: "Payment received – Autumn Outing 2026 (4B, CHAN Tsz Long)",
    date: d(10, 12, 8, 47, 2),
    text: `Yan Ping Primary School – e-Payment receipt

Student: CHAN Tsz Long (4B, class no. 7)
Item: Autumn Outing 2026 (6 Nov 2026)
Amount: HK$85.00
Paid by: PPS, reference 0048812
Receipt no.: YP-EP-26-03318
Date: 12 Oct 2026 08:46

Thank you. Please keep this e-mail for your record. A copy of the receipt is also available on the parent portal under "e-Payment > History".
`,
    html: null,
  },
];

// ---------------------------------------------------------------- BrainSprout Tutoring 智芽教育中心

const brainsproutMails: Mail[] = [
  {
    family: "brainsprout-tutoring",
    group: "regional",
    lang: "zh-Hant",
    kind: "invoice",
    code: null,
    link: null,
    from: "智芽教育中心 BrainSprout <accounts@brainsprout.com.hk>",
    subject: "智芽教育中心 10月份學費單 INV-TKO-26100219",
    date: d(9, 28, 18, 20, 55),
    enc: "b64",
    text: `陳子朗家長您好：

附件為陳子朗同學 2026年10月份學費單（INV-TKO-26100219）。

課程：小四數學精進班（逢星期二 17:00–18:30，共 4 堂）　HK$1,360
　　　小四英文寫作班（逢星期六 10:00–11:30，共 5 堂）　HK$1,650
兄弟姊妹優惠：–HK$150
應繳：HK$2,860（請於 10月5日 前繳交）

可用轉數快（FPS ID 7720519）或到中心以八達通／現金繳付。轉數快付款後，請將收據 WhatsApp 至 9321 4406。

智芽教育中心（將軍澳）
將軍澳唐德街 9 號將軍澳中心地下 G18 號舖　電話 2702 8839
`,
    html: `<html><body style="font-family:'Noto Sans HK',Arial,sans-serif;font-size:14px;color:#334;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center">
<table width="560" cellpadding="0" cellspacing="0" style="border:1px solid #e2e8d8;">
<tr><td style="background:#7cb342;padding:14px 20px;"><img src="https://brainsprout.com.hk/wp-content/uploads/2024/02/logo-white.png" height="32" alt="智芽教育中心 BrainSprout"></td></tr>
<tr><td style="padding:20px;line-height:23px;">
<p>陳子朗家長您好：</p>
<p>附件為陳子朗同學 <b>2026年10月份學費單</b>（INV-TKO-26100219）。</p>
<table width="100%" cellpadding="6" cellspacing="0" style="border-collapse:collapse;font-size:13px;">
<tr style="background:#f3f8ec;"><td>小四數學精進班（逢星期二 17:00–18:30，共 4 堂）</td><td align="right">HK$1,360</td></tr>
<tr><td>小四英文寫作班（逢星期六 10:00–11:30，共 5 堂）</td><td align="right">HK$1,650</td></tr>
<tr style="background:#f3f8ec;"><td>兄弟姊妹優惠</td><td align="right">–HK$150</td></tr>
<tr><td><b>應繳（10月5日前）</b></td><td align="right"><b>HK$2,860</b></td></tr></table>
<p>可用轉數快（FPS ID 7720519）或到中心以八達通／現金繳付。轉數快付款後，請將收據 WhatsApp 至 9321 4406。</p>
</td></tr>
<tr><td style="padding:12px 20px;background:#fafcf7;font-size:11px;color:#889;">智芽教育中心（將軍澳）· 將軍澳唐德街 9 號將軍澳中心地下 G18 號舖 · 2702 8839 · <a href="https://www.facebook.com/brainsprout.hk" style="color:#7cb342;">Facebook</a> · <a href="https://www.instagram.com/brainsprout.hk" style="color:#7cb342;">Instagram</a></td></tr>
</table></td></tr></table></body></html>`,
    attachment: [
      "INV-TKO-26100219.pdf",
      "application/pdf",
      "%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 595 842]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n",
    ],
  },
  {
    family: "brainsprout-tutoring",
    group: "regional",
    lang: "en",
    kind: "class-rescheduled",
    code: null,
    link: null,
    from: "BrainSprout Learning Centre <hello@brainsprout.com.hk>",
    subject: "Class change: P4 Maths on Tue 13 Oct moves to Thu 15 Oct",
    date: d(10, 9, 12, 4, 18),
    text: `Dear Parent,

With the Observatory forecasting a possible typhoon on 13 October, the P4 Maths Enrichment class (originally Tue 13 Oct, 17:00) will be held on Thursday 15 October, 17:00–18:30, in Room 3 as usual.

If Tsz Long cannot attend the make-up class, please reply to this e-mail or call 2702 8839 before 12 October and we will offer another slot; the fee will be carried over to next month.

Thank you for your understanding.
BrainSprout Learning Centre (Tseung Kwan O)
Shop G18, G/F, Tseung Kwan O Centre, 9 Tong Tak Street
`,
    html: null,
  },
];

// ---------------------------------------------------------------- KindCare Medical 康悅醫務中心

const kindcareMails: Mail[] = [
  {
    family: "kindcare-medical",
    group: "regional",
    lang: "zh-Hant",
    kind: "appointment-booked",
    code: null,
    link: null,
    from: "康悅醫務中心 KindCare Medical <booking@kindcare.hk>",
    subject: "預約已確定：9月24日 18:30 兒科 – 黃志恒醫生",
    date: d(9, 22, 10, 14, 7),
    enc: "qp",
    text: `預約已確定

病人：陳子朗
科別：兒科
醫生：黃志恒醫生
日期及時間：2026年9月24日（星期四）18:30
地點：康悅醫務中心（銅鑼灣）– 軒尼詩道 500 號希慎廣場 21 樓 2103 室
預約編號：KC-CWB-0924-1187

請提前 10 分鐘到達登記，並帶同身份證明文件及保險卡（如適用）。
診金 HK$550 起（不包括藥物及化驗費）。

如需更改或取消，請於預約前 24 小時致電 2881 6630 或 WhatsApp 6203 5518。
`,
    html: `<html><body style="margin:0;background:#f5f9fb;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:22px;">
<table width="540" cellpadding="0" cellspacing="0" style="background:#fff;border-radius:10px;overflow:hidden;font-family:'Noto Sans HK',Arial,sans-serif;">
<tr><td style="background:#0e8fa3;padding:16px 24px;"><img src="https://kindcare.hk/assets/email/kc-logo-w.png" alt="康悅醫務中心 KindCare Medical" height="30"></td></tr>
<tr><td style="padding:22px 24px;color:#233;font-size:14px;line-height:22px;">
<p style="font-size:18px;font-weight:bold;margin:0 0 14px;">預約已確定 ✓</p>
<table width="100%" cellpadding="6" cellspacing="0" style="font-size:14px;background:#f2fafb;border-radius:6px;">
<tr><td style="color:#6a8a90;width:34%;">病人</td><td>陳子朗</td></tr>
<tr><td style="color:#6a8a90;">科別／醫生</td><td>兒科 · 黃志恒醫生</td></tr>
<tr><td style="color:#6a8a90;">日期及時間</td><td><b>2026年9月24日（星期四）18:30</b></td></tr>
<tr><td style="color:#6a8a90;">地點</td><td>康悅醫務中心（銅鑼灣）<br>軒尼詩道 500 號希慎廣場 21 樓 2103 室</td></tr>
<tr><td style="color:#6a8a90;">預約編號</td><td>KC-CWB-0924-1187</td></tr></table>
<p style="margin:14px 0 8px;">請提前 10 分鐘到達登記，並帶同身份證明文件及保險卡（如適用）。診金 HK$550 起（不包括藥物及化驗費）。</p>
<p style="margin:0;font-size:13px;color:#667;">如需更改或取消，請於預約前 24 小時致電 2881 6630 或 <a href="https://wa.me/85262035518" style="color:#0e8fa3;">WhatsApp 6203 5518</a>。</p>
<p style="margin:16px 0 0;"><a href="https://maps.kindcare.hk/cwb" style="color:#0e8fa3;">📍 查看地圖</a></p>
</td></tr>
<tr><td style="padding:12px 24px;background:#f0f4f5;font-size:11px;color:#8a9a9d;">© 2026 KindCare Medical Group Ltd. · <a href="https://kindcare.hk/privacy" style="color:#8a9a9d;">私隱政策</a></td></tr>
</table></td></tr></table></body></html>`,
  },
  {
    family: "kindcare-medical",
    group: "regional",
    lang: "zh-Hant",
    kind: "report-access-code",
    code: "C7R4KD",
    link: null,
    from: "康悅醫務中心 KindCare Medical <reports@kindcare.hk>",
    subject: "你的化驗報告已上載至康悅 App",
    date: d(9, 29, 15, 58, 30),
    enc: "b64",
    text: `陳嘉琪女士：

你於 2026年9月26日 進行的血液化驗（報告編號 LAB-260926-0441）已上載至康悅 App「我的報告」。

為保障你的私隱，首次開啟報告時需輸入以下存取碼：

存取碼：C7R4KD

存取碼 72 小時內有效。如對報告內容有疑問，請預約覆診，醫生會為你詳細解釋。

康悅醫務中心（銅鑼灣）2881 6630
`,
    html: `<html><body style="margin:0;background:#f5f9fb;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:22px;">
<table width="540" cellpadding="0" cellspacing="0" style="background:#fff;border-radius:10px;font-family:'Noto Sans HK',Arial,sans-serif;">
<tr><td style="background:#0e8fa3;padding:16px 24px;border-radius:10px 10px 0 0;"><img src="https://kindcare.hk/assets/email/kc-logo-w.png" alt="康悅醫務中心" height="30"></td></tr>
<tr><td style="padding:22px 24px;color:#233;font-size:14px;line-height:22px;">
<p style="margin:0 0 12px;">陳嘉琪女士：</p>
<p style="margin:0 0 12px;">你於 2026年9月26日 進行的血液化驗（報告編號 LAB-260926-0441）已上載至康悅 App「我的報告」。</p>
<p style="margin:0 0 8px;">為保障你的私隱，首次開啟報告時需輸入以下存取碼：</p>
<p style="margin:0 0 14px;text-align:center;"><span style="display:inline-block;border:2px dashed #0e8fa3;padding:10px 24px;font-size:26px;font-family:'Courier New',monospace;letter-spacing:6px;color:#0e8fa3;">C7R4KD</span></p>
<p style="margin:0 0 12px;font-size:13px;color:#667;">存取碼 72 小時內有效。如對報告內容有疑問，請預約覆診，醫生會為你詳細解釋。</p>
<p style="margin:0;"><a href="https://apps.apple.com/hk/app/kindcare/id1450098711"><img src="https://kindcare.hk/assets/email/appstore.png" alt="App Store" height="34"></a> <a href="https://play.google.com/store/apps/details?id=hk.kindcare.patient"><img src="https://kindcare.hk/assets/email/gplay.png" alt="Google Play" height="34"></a></p>
</td></tr>
<tr><td style="padding:12px 24px;background:#f0f4f5;font-size:11px;color:#8a9a9d;">康悅醫務中心（銅鑼灣）2881 6630 · <a href="https://kindcare.hk/privacy" style="color:#8a9a9d;">私隱政策</a></td></tr>
</table></td></tr></table></body></html>`,
  },
  {
    family: "kindcare-medical",
    group: "regional",
    lang: "en",
    kind: "vaccine-reminder",
    code: null,
    link: null,
    from: "KindCare Medical <reminders@kindcare.hk>",
    subject: "Reminder: seasonal flu vaccine for CHAN Tsz Long",
    date: d(10, 13, 10, 0, 0),
    text: `Dear parent of CHAN Tsz Long,

Our records show that your child received the seasonal influenza vaccine at KindCare Medical (Causeway Bay) on 19 Oct 2025. The 2026/27 northern-hemisphere vaccine is now available at all our clinics.

Price: HK$280 (children aged 6 months to 11 years may be eligible for the Government Vaccination Subsidy Scheme, in which case the charge is HK$0–HK$40).
Clinic hours: Mon–Fri 09:00–13:00 and 15:00–20:00, Sat 09:00–13:00.

To book, call 2881 6630 or use the KindCare app. Walk-ins are welcome on weekday mornings while supplies last.

KindCare Medical (Causeway Bay)
Room 2103, 21/F, Hysan Place, 500 Hennessy Road, Causeway Bay

To stop receiving vaccination reminders, reply STOP or update your preferences in the app.
`,
    html: null,
  },
];

// ---------------------------------------------------------------- Everjade Assurance 恒翠保險

const everjadeMails: Mail[] = [
  {
    family: "everjade-assurance",
    group: "regional",
    lang: "en",
    kind: "renewal-notice",
    code: null,
    link: null,
    from: "Everjade Assurance <policy.service@everjade.com.hk>",
    subject: "Your Home Contents policy HCP-0087716 renews on 1 Nov 2026",
    date: d(10, 1, 9, 30, 0),
    enc: "qp",
    text: `Dear Mr CHAN Ka Hou,

Your Everjade HomeSafe Contents Insurance will renew automatically.

Policy number: HCP-0087716
Insured address: Flat C, 18/F, Block 3, Harbour Garden, Tseung Kwan O
Period: 1 Nov 2026 – 31 Oct 2027
Annual premium: HK$1,248.00 (incl. levy HK$1.25)
Payment: credit card ending 2093, to be charged on 25 Oct 2026

Your renewal notice and policy schedule are attached. If your details are correct, there is nothing you need to do.

To change your cover, call our Customer Service Hotline 2839 7000 (Mon–Fri 9:00–18:00) before 25 Oct 2026.

Everjade Assurance Company Limited
27/F, Everjade Tower, 1 Harbour Road, Wan Chai, Hong Kong
`,
    html: `<html><body style="margin:0;background:#eef3ef;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:20px;">
<table width="600" cellpadding="0" cellspacing="0" style="background:#fff;font-family:Georgia,'Times New Roman',serif;">
<tr><td style="padding:18px 30px;border-bottom:3px solid #1c6b4a;"><img src="https://www.everjade.com.hk/etc/mail/everjade-logo.png" height="34" alt="Everjade Assurance 恒翠保險"></td></tr>
<tr><td style="padding:26px 30px;font-size:15px;line-height:24px;color:#222;">
<p>Dear Mr CHAN Ka Hou,</p>
<p>Your <b>Everjade HomeSafe Contents Insurance</b> will renew automatically.</p>
<table cellpadding="6" cellspacing="0" width="100%" style="font-family:Arial,sans-serif;font-size:13px;border:1px solid #dfe7e2;">
<tr><td style="background:#f4f8f5;width:40%;">Policy number</td><td>HCP-0087716</td></tr>
<tr><td style="background:#f4f8f5;">Insured address</td><td>Flat C, 18/F, Block 3, Harbour Garden, Tseung Kwan O</td></tr>
<tr><td style="background:#f4f8f5;">Period</td><td>1 Nov 2026 – 31 Oct 2027</td></tr>
<tr><td style="background:#f4f8f5;">Annual premium</td><td>HK$1,248.00 (incl. levy HK$1.25)</td></tr>
<tr><td style="background:#f4f8f5;">Payment</td><td>Credit card ending 2093, charged on 25 Oct 2026</td></tr></table>
<p>Your renewal notice and policy schedule are attached. If your details are correct, there is nothing you need to do.</p>
<p>To change your cover, call our Customer Service Hotline <b>2839 7000</b> (Mon–Fri 9:00–18:00) before 25 Oct 2026.</p>
</td></tr>
<tr><td style="padding:14px 30px;background:#1c6b4a;color:#d8e8df;font-family:Arial,sans-serif;font-size:11px;line-height:16px;">Everjade Assurance Company Limited · 27/F, Everjade Tower, 1 Harbour Road, Wan Chai, Hong Kong<br><a href="https://www.everjade.com.hk/en/privacy" style="color:#fff;">Privacy Policy</a> · <a href="https://www.everjade.com.hk/en/pics" style="color:#fff;">Personal Information Collection Statement</a> · Authorised by the Insurance Authority</td></tr>
</table></td></tr></table></body></html>`,
    attachment: [
      "Renewal_HCP-0087716.pdf",
      "application/pdf",
      "%PDF-1.5\n%\xe2\xe3\xcf\xd3\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n",
    ],
  },
  {
    family: "everjade-assurance",
    group: "regional",
    lang: "zh-Hant",
    kind: "verify-link",
    code: null,
    link: "https://click.everjade.com.hk/ls/click?upn=eJ-2FmP7kQ1xT9bV4cR8sW3-2BnY6hL0aZ_reg-verify_8841",
    from: "恒翠保險 Everjade Assurance <myeverjade@everjade.com.hk>",
    subject: "啟用你的 MyEverjade 客戶網上服務帳戶",
    date: d(10, 4, 11, 50, 26),
    enc: "qp",
    text: `陳家豪先生：

感謝你登記 MyEverjade 客戶網上服務。請按以下連結確認你的電郵地址並啟用帳戶：

https://click.everjade.com.hk/ls/click?upn=eJ-2FmP7kQ1xT9bV4cR8sW3-2BnY6hL0aZ_reg-verify_8841

連結將於 2026年10月6日 11:50 失效。啟用後，你可以查閱保單 HCP-0087716 及 LFE-5520934、遞交索償及更新個人資料。

恒翠保險有限公司　客戶服務熱線 2839 7000
`,
    html: `<html><body style="margin:0;background:#eef3ef;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:20px;">
<table width="600" cellpadding="0" cellspacing="0" style="background:#fff;font-family:Arial,'Microsoft JhengHei',sans-serif;">
<tr><td style="padding:18px 30px;border-bottom:3px solid #1c6b4a;"><img src="https://www.everjade.com.hk/etc/mail/everjade-logo.png" height="34" alt="恒翠保險"></td></tr>
<tr><td style="padding:26px 30px;font-size:14px;line-height:23px;color:#222;">
<p>陳家豪先生：</p>
<p>感謝你登記 <b>MyEverjade</b> 客戶網上服務。請按以下按鈕確認你的電郵地址並啟用帳戶：</p>
<table cellpadding="0" cellspacing="0"><tr><td style="background:#1c6b4a;border-radius:4px;"><a href="https://click.everjade.com.hk/ls/click?upn=eJ-2FmP7kQ1xT9bV4cR8sW3-2BnY6hL0aZ_reg-verify_8841" style="display:block;padding:12px 30px;color:#fff;text-decoration:none;font-weight:bold;">啟用帳戶</a></td></tr></table>
<p style="font-size:13px;color:#666;">連結將於 2026年10月6日 11:50 失效。啟用後，你可以查閱保單 HCP-0087716 及 LFE-5520934、遞交索償及更新個人資料。</p>
</td></tr>
<tr><td style="padding:14px 30px;background:#1c6b4a;color:#d8e8df;font-size:11px;">恒翠保險有限公司 · 客戶服務熱線 2839 7000 · <a href="https://click.everjade.com.hk/ls/click?upn=eJ-2FmP7kQ1xT9bV4cR8sW3-2BnY6hL0aZ_privacy_8841" style="color:#fff;">私隱政策</a></td></tr>
</table><img src="https://click.everjade.com.hk/wf/open?upn=eJ-2FmP7kQ1xT9bV4cR8sW3-2BnY6hL0aZ" width="1" height="1" alt=""></td></tr></table></body></html>`,
  },
];

// ---------------------------------------------------------------- Kai Yuen Fresh 佳源鮮選 (supermarket delivery)

const kaiyuenMails: Mail[] = [
  {
    family: "kaiyuen-fresh",
    group: "consumer",
    lang: "zh-Hant",
    kind: "order-confirmed",
    code: null,
    link: null,
    from: "佳源鮮選 Kai Yuen Fresh <orders@kaiyuenfresh.hk>",
    subject: "多謝你嘅訂單 #KY2609-553108",
    date: d(9, 6, 20, 11, 3),
    enc: "b64",
    text: `多謝你嘅訂單！

訂單編號：#KY2609-553108
送貨時段：2026年9月7日（星期一）14:00–17:00
送貨地址：將軍澳 海濱花園 第3座 18樓 C室

日本宮崎雞蛋 10隻　x1　HK$42.90
新西蘭有機全脂奶 1L　x2　HK$79.80
泰國茉莉香米 5kg　x1　HK$98.00
本地菜心 400g　x2　HK$31.80
急凍挪威三文魚扒 2件　x1　HK$89.00

小計：HK$341.50
運費：HK$0.00（滿 HK$300 免運費）
合計：HK$341.50（Visa •••• 2093）

可以喺 App「我的訂單」追蹤送貨進度。
佳源鮮選客戶服務：3188 2266（每日 08:00–22:00）
`,
    html: `<html><body style="margin:0;background:#f7f7f2;">
<div style="display:none;">預計 9月7日 14:00–17:00 送到</div>
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:18px;">
<table width="560" cellpadding="0" cellspacing="0" style="background:#fff;font-family:Arial,'Noto Sans HK',sans-serif;color:#2c2c2c;">
<tr><td style="background:#d7262f;padding:14px 22px;"><img src="https://static.kaiyuenfresh.hk/mail/kyf-logo-white.png" height="30" alt="佳源鮮選"></td></tr>
<tr><td style="padding:20px 22px 6px;"><p style="font-size:20px;font-weight:bold;margin:0 0 6px;">多謝你嘅訂單！</p><p style="margin:0;color:#777;font-size:13px;">訂單編號 #KY2609-553108</p></td></tr>
<tr><td style="padding:10px 22px;"><table width="100%" cellpadding="6" cellspacing="0" style="background:#fbf4e9;font-size:13px;"><tr><td><b>送貨時段</b><br>2026年9月7日（星期一）14:00–17:00</td><td><b>送貨地址</b><br>將軍澳 海濱花園 第3座 18樓 C室</td></tr></table></td></tr>
<tr><td style="padding:6px 22px;"><table width="100%" cellpadding="6" cellspacing="0" style="font-size:13px;border-bottom:1px solid #eee;">
<tr><td>日本宮崎雞蛋 10隻</td><td>x1</td><td align="right">HK$42.90</td></tr>
<tr><td>新西蘭有機全脂奶 1L</td><td>x2</td><td align="right">HK$79.80</td></tr>
<tr><td>泰國茉莉香米 5kg</td><td>x1</td><td align="right">HK$98.00</td></tr>
<tr><td>本地菜心 400g</td><td>x2</td><td align="right">HK$31.80</td></tr>
<tr><td>急凍挪威三文魚扒 2件</td><td>x1</td><td align="right">HK$89.00</td></tr></table>
<table width="100%" cellpadding="4" cellspacing="0" style="font-size:13px;">
<tr><td>小計</td><td align="right">HK$341.50</td></tr>
<tr><td>運費（滿 HK$300 免運費）</td><td align="right">HK$0.00</td></tr>
<tr><td><b>合計</b>（Visa •••• 2093）</td><td align="right"><b>HK$341.50</b></td></tr></table></td></tr>
<tr><td style="padding:14px 22px;"><a href="https://www.kaiyuenfresh.hk/account/orders/KY2609-553108" style="color:#d7262f;font-weight:bold;">追蹤訂單 ›</a></td></tr>
<tr><td style="padding:14px 22px;background:#f3f3f3;font-size:11px;color:#888;">佳源鮮選客戶服務 3188 2266（每日 08:00–22:00） · <a href="https://www.kaiyuenfresh.hk/help" style="color:#888;">幫助</a> · <a href="https://www.kaiyuenfresh.hk/unsubscribe?u=8f31ac" style="color:#888;">取消訂閱</a><br>© 2026 佳源超市有限公司</td></tr>
</table></td></tr></table></body></html>`,
  },
  {
    family: "kaiyuen-fresh",
    group: "consumer",
    lang: "zh-Hant",
    kind: "out-for-delivery",
    code: null,
    link: null,
    from: "佳源鮮選 Kai Yuen Fresh <orders@kaiyuenfresh.hk>",
    subject: "你嘅貨品出發喇 🚚 #KY2609-553108",
    date: d(9, 7, 13, 26, 40),
    enc: "qp",
    text: `你嘅訂單 #KY2609-553108 已經上車，預計 14:30–15:30 送到。

司機：李生（車牌 UV 3821）
如需聯絡司機，請喺 App 內撳「聯絡司機」。

急凍及冷藏貨品會以保溫箱送遞，請盡快收妥。
`,
    html: `<html><body style="font-family:Arial,'Noto Sans HK',sans-serif;background:#f7f7f2;margin:0;padding:18px;">
<table align="center" width="520" cellpadding="0" cellspacing="0" style="background:#fff;">
<tr><td style="background:#d7262f;padding:12px 20px;"><img src="https://static.kaiyuenfresh.hk/mail/kyf-logo-white.png" height="26" alt="佳源鮮選"></td></tr>
<tr><td style="padding:20px;font-size:14px;line-height:22px;">
<p style="font-size:18px;margin:0 0 10px;"><b>你嘅貨品出發喇 🚚</b></p>
<p>訂單 #KY2609-553108 已經上車，預計 <b>14:30–15:30</b> 送到。</p>
<p>司機：李生（車牌 UV 3821）<br>如需聯絡司機，請喺 App 內撳「聯絡司機」。</p>
<p style="color:#777;font-size:12px;">急凍及冷藏貨品會以保溫箱送遞，請盡快收妥。</p>
</td></tr></table></body></html>`,
  },
  {
    family: "kaiyuen-fresh",
    group: "consumer",
    lang: "en",
    kind: "login-code",
    code: "662418",
    link: null,
    from: "Kai Yuen Fresh <account@kaiyuenfresh.hk>",
    subject: "662418 is your Kai Yuen Fresh sign-in code",
    date: d(10, 18, 9, 2, 11),
    text: `Your sign-in code is 662418. It's valid for 10 minutes.

Don't share this code with anyone. If you weren't trying to sign in, change your password now.

Kai Yuen Fresh
`,
    html: `<html><body style="font-family:Arial,sans-serif;background:#f7f7f2;margin:0;padding:18px;">
<table align="center" width="480" cellpadding="0" cellspacing="0" style="background:#fff;">
<tr><td style="background:#d7262f;padding:12px 20px;"><img src="https://static.kaiyuenfresh.hk/mail/kyf-logo-white.png" height="26" alt="Kai Yuen Fresh"></td></tr>
<tr><td align="center" style="padding:26px 20px 8px;font-size:14px;">Your sign-in code</td></tr>
<tr><td align="center" style="padding:0 20px 8px;font-size:36px;font-weight:bold;letter-spacing:10px;">662418</td></tr>
<tr><td align="center" style="padding:0 20px 24px;font-size:12px;color:#888;">Valid for 10 minutes. Don't share this code with anyone.<br>If you weren't trying to sign in, <a href="https://www.kaiyuenfresh.hk/account/security" style="color:#d7262f;">change your password</a> now.</td></tr>
</table></body></html>`,
  },
];

// ---------------------------------------------------------------- TingLink Mobile 訂聯流動

function tinglink(pre: string, body: string): string {
  return `<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Transitional//EN" "http://www.w3.org/TR/xhtml1/DTD/xhtml1-transitional.dtd">
<html xmlns="http://www.w3.org/1999/xhtml"><head><meta http-equiv="Content-Type" content="text/html; charset=UTF-8" /></head>
<body style="margin:0;padding:0;background-color:#1b1036;">
<div style="display:none;font-size:1px;line-height:1px;max-height:0;overflow:hidden;">${pre}</div>
<table border="0" cellpadding="0" cellspacing="0" width="100%" bgcolor="#1b1036"><tr><td align="center" valign="top" style="padding:24px 10px;">
<table border="0" cellpadding="0" cellspacing="0" width="600" style="background-color:#ffffff;">
<tr><td style="padding:20px 30px;background:#5b2bd6;"><a href="https://e.tinglink.com.hk/c/h?u=home"><img src="https://e.tinglink.com.hk/img/tl-logo-w.png" alt="TingLink Mobile" width="140" style="display:block;border:0;" /></a></td></tr>
<tr><td style="padding:28px 30px;font-family:Helvetica,Arial,sans-serif;font-size:15px;line-height:23px;color:#2a2340;">${body}</td></tr>
<tr><td style="padding:18px 30px;background:#f3f0fb;font-family:Helvetica,Arial,sans-serif;font-size:11px;line-height:17px;color:#7d7596;">
TingLink Mobile Limited, 12/F, Tower B, Manulife Financial Centre, 223 Wai Yip Street, Kwun Tong, Kowloon<br />
Customer hotline 1000 or +852 2112 1000 (overseas) · <a href="https://e.tinglink.com.hk/c/h?u=privacy" style="color:#5b2bd6;">Privacy</a> · <a href="https://e.tinglink.com.hk/c/h?u=terms" style="color:#5b2bd6;">Terms of Service</a> · <a href="https://e.tinglink.com.hk/c/h?u=unsub&amp;id=77120" style="color:#5b2bd6;">Unsubscribe from offers</a><br />
<a href="https://e.tinglink.com.hk/c/h?u=fb"><img src="https://e.tinglink.com.hk/img/fb.png" width="20" alt="Facebook" /></a> <a href="https://e.tinglink.com.hk/c/h?u=ig"><img src="https://e.tinglink.com.hk/img/ig.png" width="20" alt="Instagram" /></a> © 2026 TingLink Mobile</td></tr>
</table></td></tr></table></body></html>`;
}

const tinglinkMails: Mail[] = [
  {
    family: "tinglink-mobile",
    group: "consumer",
    lang: "en",
    kind: "bill-ready",
    code: null,
    link: null,
    from: "TingLink Mobile <ebill@tinglink.com.hk>",
    subject: "Your TingLink bill for September 2026 is ready – HK$298.00",
    date: d(10, 5, 8, 0, 14),
    enc: "qp",
    html_enc: "qp",
    text: `Hi Chan Ka Hou,

Your September 2026 bill is ready.

Account no.: 3005 8812 47
Mobile no.: 9•••• 2290
Bill period: 1 Sep – 30 Sep 2026
Amount due: HK$298.00
Due date: 19 Oct 2026 (autopay on credit card ending 2093)

5G Family Share 80GB plan   HK$268.00
Cross-border data day pass (Macau) x2   HK$30.00

View your bill in the My TingLink app: https://e.tinglink.com.hk/c/h?u=mybill&id=77120

TingLink Mobile
`,
    html: tinglink(
      "September 2026 bill: HK$298.00, autopay on 19 Oct",
      `<p style="margin:0 0 14px;">Hi Chan Ka Hou,</p>
<p style="margin:0 0 18px;">Your <b>September 2026</b> bill is ready.</p>
<table width="100%" cellpadding="8" cellspacing="0" style="font-size:14px;border:1px solid #e5e0f5;">
<tr><td style="color:#7d7596;">Account no.</td><td align="right">3005 8812 47</td></tr>
<tr><td style="color:#7d7596;">Mobile no.</td><td align="right">9•••• 2290</td></tr>
<tr><td style="color:#7d7596;">Bill period</td><td align="right">1 Sep – 30 Sep 2026</td></tr>
<tr><td style="color:#7d7596;">5G Family Share 80GB plan</td><td align="right">HK$268.00</td></tr>
<tr><td style="color:#7d7596;">Cross-border data day pass (Macau) x2</td><td align="right">HK$30.00</td></tr>
<tr style="background:#f3f0fb;"><td><b>Amount due</b> · autopay 19 Oct 2026 (card ending 2093)</td><td align="right" style="font-size:20px;"><b>HK$298.00</b></td></tr></table>
<p style="margin:22px 0 0;"><a href="https://e.tinglink.com.hk/c/h?u=mybill&amp;id=77120" style="background:#5b2bd6;color:#fff;text-decoration:none;padding:12px 26px;border-radius:22px;display:inline-block;">View bill</a></p>`,
    ),
  },
  {
    family: "tinglink-mobile",
    group: "consumer",
    lang: "en",
    kind: "real-name-code",
    code: "391472",
    link: null,
    from: "TingLink Mobile <verify@tinglink.com.hk>",
    subject: "Verification code for your prepaid SIM real-name registration",
    date: d(9, 14, 15, 37, 52),
    text: `TingLink Mobile – Real-name Registration

You are registering prepaid SIM card number 6•••• 8017 under the Real-name Registration Programme for SIM Cards.

Your verification code: 391472

Enter it on the registration page within 10 minutes. If you did not start this registration, you can ignore this e-mail; no SIM card will be registered to you.

登記預付卡實名制驗證碼：391472（10 分鐘內有效）
`,
    html: tinglink(
      "Your code is valid for 10 minutes",
      `<p style="margin:0 0 12px;font-size:19px;font-weight:bold;">Real-name Registration</p>
<p style="margin:0 0 16px;">You are registering prepaid SIM card number 6•••• 8017 under the Real-name Registration Programme for SIM Cards. Enter this code on the registration page:</p>
<p style="margin:0 0 16px;font-size:34px;font-weight:bold;letter-spacing:6px;color:#5b2bd6;">391472</p>
<p style="margin:0 0 10px;font-size:13px;color:#7d7596;">Valid for 10 minutes. If you did not start this registration, you can ignore this e-mail; no SIM card will be registered to you.</p>
<p style="margin:0;font-size:13px;color:#7d7596;">登記預付卡實名制驗證碼：391472（10 分鐘內有效）</p>`,
    ),
  },
  {
    family: "tinglink-mobile",
    group: "consumer",
    lang: "zh-Hant",
    kind: "roaming-notice",
    code: null,
    link: null,
    from: "訂聯流動 TingLink Mobile <notice@tinglink.com.hk>",
    subject: "漫遊數據用量提示：你已用咗 1GB 澳門數據日費",
    date: d(10, 24, 19, 48, 6),
    enc: "b64",
    text: `你好，

你嘅號碼 9•••• 2290 今日（2026年10月24日）喺澳門已用咗 1GB 漫遊數據。
澳門數據日費 HK$15／日，用量上限 3GB，超出後速度會降至 384kbps，唔會另外收費。

今日漫遊日費將於 23:59（香港時間）結束。

訂聯流動
`,
    html: tinglink(
      "今日澳門漫遊數據已用 1GB",
      `<p style="margin:0 0 12px;">你好，</p>
<p style="margin:0 0 12px;">你嘅號碼 <b>9•••• 2290</b> 今日（2026年10月24日）喺澳門已用咗 <b>1GB</b> 漫遊數據。</p>
<div style="background:#f3f0fb;border-radius:8px;padding:14px 16px;margin:0 0 12px;"><div style="height:10px;background:#e0d8f8;border-radius:5px;"><div style="width:33%;height:10px;background:#5b2bd6;border-radius:5px;"></div></div><p style="margin:8px 0 0;font-size:12px;color:#7d7596;">1GB / 3GB</p></div>
<p style="margin:0 0 12px;font-size:14px;">澳門數據日費 HK$15／日，用量上限 3GB，超出後速度會降至 384kbps，唔會另外收費。今日漫遊日費將於 23:59（香港時間）結束。</p>`,
    ),
  },
];

// ---------------------------------------------------------------- Ilhas Telecom 海島電訊 (Macau)

const ilhasMails: Mail[] = [
  {
    family: "ilhas-telecom",
    group: "regional",
    lang: "pt",
    kind: "bill-ready",
    code: null,
    link: null,
    from: "Ilhas Telecom 海島電訊 <factura@ilhastelecom.com.mo>",
    subject: "Fatura de Outubro de 2026 – Banda larga residencial",
    date: d(10, 7, 10, 5, 0),
    enc: "qp",
    text: `Caro(a) cliente António Chan Ka Hou,

A sua fatura de banda larga residencial está disponível.

N.º de cliente: 8800213945
Morada de instalação: Rua de Bragança, n.º 35, Edf. Vista Lago, 12.º andar B, Taipa
Período: 01/10/2026 – 31/10/2026
Plano Fibra 1000M: MOP 268,00
Total a pagar: MOP 268,00
Data limite: 25/10/2026 (débito directo – conta •••• 0631)

Pode consultar e descarregar a fatura na aplicação "Minhas Ilhas".

客戶你好：你的住宅寬頻 2026年10月份帳單金額為澳門元 268.00，將於 25/10/2026 自動轉賬。

Ilhas Telecom, S.A. – Avenida da Praia Grande, n.º 429, Macau
Linha de apoio ao cliente 1000 · (853) 2883 1000
`,
    html: null,
  },
  {
    family: "ilhas-telecom",
    group: "regional",
    lang: "zh-Hant",
    kind: "service-notice",
    code: null,
    link: null,
    from: "海島電訊 Ilhas Telecom <noticias@ilhastelecom.com.mo>",
    subject: "【服務通知】氹仔區光纖網絡維護 10月21日 02:00–05:00",
    date: d(10, 16, 17, 30, 41),
    enc: "b64",
    text: `親愛的客戶：

為提升網絡質素，本公司將於 2026年10月21日（星期三）凌晨 02:00 至 05:00 於氹仔區（包括布拉干薩街、海洋花園一帶）進行光纖網絡維護。期間寬頻及固網電話服務可能出現短暫中斷（每次約 15 分鐘）。

不便之處，敬請原諒。

Aviso: manutenção da rede de fibra na Taipa, 21/10/2026, 02h00–05h00. O serviço poderá sofrer interrupções breves.

海島電訊 客戶服務熱線 1000
`,
    html: `<html><body style="margin:0;background:#e9f1f7;font-family:Arial,'Microsoft JhengHei',sans-serif;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:20px;">
<table width="560" cellpadding="0" cellspacing="0" style="background:#fff;">
<tr><td style="background:#006fb0;padding:12px 22px;"><img src="https://www.ilhastelecom.com.mo/img/mail/logo-ilhas.png" height="30" alt="海島電訊 Ilhas Telecom"></td></tr>
<tr><td style="padding:22px;font-size:14px;line-height:22px;color:#222;">
<p style="margin:0 0 12px;">親愛的客戶：</p>
<p style="margin:0 0 12px;">為提升網絡質素，本公司將於 <b>2026年10月21日（星期三）凌晨 02:00 至 05:00</b> 於氹仔區（包括布拉干薩街、海洋花園一帶）進行光纖網絡維護。期間寬頻及固網電話服務可能出現短暫中斷（每次約 15 分鐘）。</p>
<p style="margin:0 0 16px;">不便之處，敬請原諒。</p>
<p style="margin:0;font-size:12px;color:#666;border-top:1px solid #e2e2e2;padding-top:10px;">Aviso: manutenção da rede de fibra na Taipa, 21/10/2026, 02h00–05h00. O serviço poderá sofrer interrupções breves.</p>
</td></tr>
<tr><td style="padding:10px 22px;background:#f1f5f8;font-size:11px;color:#789;">海島電訊 · 客戶服務熱線 1000 · <a href="https://www.ilhastelecom.com.mo/zh/status" style="color:#006fb0;">網絡狀況</a></td></tr>
</table></td></tr></table></body></html>`,
  },
];

// ---------------------------------------------------------------- Hoi Wan Ferry 海運快線

const hoiwanMails: Mail[] = [
  {
    family: "hoiwan-ferry",
    group: "regional",
    lang: "en",
    kind: "eticket",
    code: null,
    link: null,
    from: "Hoi Wan Ferry <eticket@hoiwanferry.com>",
    subject: "Your e-ticket: Sheung Wan → Macau (Outer Harbour), 3 Oct 2026 09:30",
    date: d(9, 30, 22, 40, 18),
    enc: "qp",
    text: `Booking confirmed – thank you for travelling with Hoi Wan Ferry.

Booking ref: HWF-7Q3K82
Route: Hong Kong (Sheung Wan, Shun Tak Centre) → Macau (Outer Harbour)
Date / sailing: Sat 3 Oct 2026, 09:30
Class: Economy
Passengers: CHAN Ka Hou, CHAN Ka Kei, CHAN Tsz Long (child)
Fare: HK$175 x 2 + HK$160 x 1 = HK$510.00 (Mastercard •••• 5541)

Please arrive at the pier at least 30 minutes before departure. Check-in closes 15 minutes before sailing. Show the QR code in the attached e-ticket at the gate together with your travel documents.

Changes are free up to 2 hours before departure at the ticket counter; the booking is not refundable.

Hoi Wan Ferry Co. Ltd. · Hotline +852 2859 3366
`,
    html: `<html><body style="margin:0;background:#e4eef4;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:20px 8px;">
<table width="600" cellpadding="0" cellspacing="0" style="background:#fff;font-family:Verdana,Arial,sans-serif;font-size:13px;color:#1e2d3a;">
<tr><td style="background:#0a3d62;padding:16px 24px;"><img src="https://www.hoiwanferry.com/static/email/hwf-logo.png" height="32" alt="Hoi Wan Ferry 海運快線"></td></tr>
<tr><td style="padding:22px 24px 10px;"><p style="margin:0;font-size:18px;font-weight:bold;">Booking confirmed</p><p style="margin:4px 0 0;color:#5a6b78;">Booking ref <b>HWF-7Q3K82</b></p></td></tr>
<tr><td style="padding:10px 24px;">
<table width="100%" cellpadding="10" cellspacing="0" style="border:1px solid #cfdde7;">
<tr><td width="42%"><span style="font-size:11px;color:#5a6b78;">FROM</span><br><b style="font-size:16px;">Hong Kong</b><br>Sheung Wan (Shun Tak Centre)</td><td align="center" style="font-size:22px;color:#0a3d62;">⛴</td><td width="42%" align="right"><span style="font-size:11px;color:#5a6b78;">TO</span><br><b style="font-size:16px;">Macau</b><br>Outer Harbour</td></tr>
<tr style="background:#f4f8fb;"><td colspan="3">Sat 3 Oct 2026 · <b>09:30</b> · Economy</td></tr></table></td></tr>
<tr><td style="padding:6px 24px;">
<table width="100%" cellpadding="5" cellspacing="0">
<tr><td>CHAN Ka Hou</td><td>Adult</td><td align="right">HK$175</td></tr>
<tr><td>CHAN Ka Kei</td><td>Adult</td><td align="right">HK$175</td></tr>
<tr><td>CHAN Tsz Long</td><td>Child</td><td align="right">HK$160</td></tr>
<tr><td colspan="2"><b>Total</b> (Mastercard •••• 5541)</td><td align="right"><b>HK$510.00</b></td></tr></table></td></tr>
<tr><td style="padding:12px 24px;line-height:20px;">Please arrive at the pier at least 30 minutes before departure. Check-in closes 15 minutes before sailing. Show the QR code in the attached e-ticket at the gate together with your travel documents.<br><br>Changes are free up to 2 hours before departure at the ticket counter; the booking is not refundable.</td></tr>
<tr><td style="padding:14px 24px;background:#0a3d62;color:#b6cbd9;font-size:11px;">Hoi Wan Ferry Co. Ltd. · Hotline +852 2859 3366 · <a href="https://www.hoiwanferry.com/en/timetable" style="color:#fff;">Timetable</a> · <a href="https://www.hoiwanferry.com/en/conditions" style="color:#fff;">Conditions of Carriage</a></td></tr>
</table></td></tr></table></body></html>`,
    attachment: [
      "eTicket_HWF-7Q3K82.pdf",
      "application/pdf",
      "%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 298 420]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n",
    ],
  },
  {
    family: "hoiwan-ferry",
    group: "regional",
    lang: "zh-Hant",
    kind: "sailing-change",
    code: null,
    link: null,
    from: "海運快線 Hoi Wan Ferry <service@hoiwanferry.com>",
    subject: "【航班調整】10月13日 受颱風影響 上環⇄澳門航班安排",
    date: d(10, 12, 21, 3, 55),
    enc: "8bit",
    text: `各位乘客：

受颱風「海葵」影響，本公司 2026年10月13日（星期二）上環⇄澳門（外港）航班將按天氣情況調整：

・上午 06:00 起暫停所有航班，直至另行通知
・已購買 10月13日船票的乘客，可於 30 日內免費改期或全數退款

最新航班資訊請留意本公司網站或致電 +852 2859 3366。

海運快線
`,
    html: null,
  },
];

// ---------------------------------------------------------------- Daqiao Express 大桥快线 (cross-border coach)

const daqiaoMails: Mail[] = [
  {
    family: "daqiao-express",
    group: "regional",
    lang: "zh-Hans",
    kind: "verify-code-link",
    code: "408271",
    link: "https://m.daqiaoexpress.com/member/activate?mid=HK30218844&sig=5a0c9e7b21d44f18",
    from: "大桥快线 <member@daqiaoexpress.com>",
    subject: "【大桥快线】会员邮箱验证",
    date: d(9, 26, 23, 12, 9),
    enc: "b64",
    text: `尊敬的用户：

您正在绑定大桥快线会员邮箱。您的验证码为：408271（15分钟内有效）。

您也可以直接点击以下链接完成验证：
https://m.daqiaoexpress.com/member/activate?mid=HK30218844&sig=5a0c9e7b21d44f18

如非本人操作，请忽略本邮件。

大桥快线 · 港珠澳跨境巴士
客服热线：+852 2156 8899 / +86 756 888 6600
`,
    html: `<html><body style="margin:0;background:#f2f2f2;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:24px;">
<table width="520" cellpadding="0" cellspacing="0" style="background:#fff;font-family:'PingFang SC','Microsoft YaHei',sans-serif;color:#333;">
<tr><td style="background:#f7b500;padding:14px 24px;font-size:18px;font-weight:bold;color:#222;">大桥快线 <span style="font-size:12px;font-weight:normal;">港珠澳跨境巴士</span></td></tr>
<tr><td style="padding:24px;font-size:14px;line-height:24px;">
<p style="margin:0 0 10px;">尊敬的用户：</p>
<p style="margin:0 0 10px;">您正在绑定大桥快线会员邮箱。您的验证码为：</p>
<p style="margin:0 0 12px;font-size:30px;font-weight:bold;color:#e08e00;letter-spacing:4px;">408271</p>
<p style="margin:0 0 16px;color:#888;font-size:12px;">验证码 15 分钟内有效。您也可以直接点击下方按钮完成验证。</p>
<p style="margin:0 0 16px;"><a href="https://m.daqiaoexpress.com/member/activate?mid=HK30218844&amp;sig=5a0c9e7b21d44f18" style="display:inline-block;background:#222;color:#f7b500;padding:10px 28px;text-decoration:none;border-radius:4px;">立即验证</a></p>
<p style="margin:0;color:#888;font-size:12px;">如非本人操作，请忽略本邮件。</p>
</td></tr>
<tr><td style="padding:12px 24px;background:#fafafa;font-size:11px;color:#999;">客服热线：+852 2156 8899 / +86 756 888 6600 · <a href="https://www.daqiaoexpress.com/sc/about" style="color:#999;">关于我们</a></td></tr>
</table></td></tr></table></body></html>`,
  },
  {
    family: "daqiao-express",
    group: "regional",
    lang: "zh-Hant",
    kind: "ticket-issued",
    code: null,
    link: null,
    from: "大橋快線 Daqiao Express <ticket@daqiaoexpress.com>",
    subject: "出票成功：香港口岸 → 澳門口岸 2026-10-24 08:40（3張）",
    date: d(10, 22, 12, 30, 2),
    enc: "qp",
    text: `出票成功

訂單號：DQ20261022123011508
班次：香港口岸 → 澳門口岸（港珠澳大橋）
出發：2026年10月24日 08:40（請於 08:10 前到達候車區）
乘客：CHAN KA HOU、CHAN KA KEI、CHAN TSZ LONG
票價：HK$65 × 3 = HK$195.00（已以快拍錢包支付）

上車時請出示 App 內的乘車二維碼及有效證件。班次開出前 30 分鐘可免費改期一次。

大橋快線
`,
    html: `<html><body style="margin:0;background:#f2f2f2;font-family:'Microsoft JhengHei',sans-serif;">
<table align="center" width="520" cellpadding="0" cellspacing="0" style="background:#fff;margin-top:20px;">
<tr><td style="background:#f7b500;padding:14px 24px;font-size:18px;font-weight:bold;">大橋快線</td></tr>
<tr><td style="padding:20px 24px;font-size:14px;line-height:23px;">
<p style="font-size:17px;margin:0 0 10px;"><b>出票成功</b></p>
<table width="100%" cellpadding="5" cellspacing="0" style="font-size:14px;">
<tr><td style="color:#888;">訂單號</td><td>DQ20261022123011508</td></tr>
<tr><td style="color:#888;">班次</td><td>香港口岸 → 澳門口岸（港珠澳大橋）</td></tr>
<tr><td style="color:#888;">出發</td><td><b>2026年10月24日 08:40</b>（請於 08:10 前到達候車區）</td></tr>
<tr><td style="color:#888;">乘客</td><td>CHAN KA HOU、CHAN KA KEI、CHAN TSZ LONG</td></tr>
<tr><td style="color:#888;">票價</td><td>HK$65 × 3 = HK$195.00（快拍錢包）</td></tr></table>
<p style="font-size:12px;color:#888;margin:14px 0 0;">上車時請出示 App 內的乘車二維碼及有效證件。班次開出前 30 分鐘可免費改期一次。</p>
</td></tr></table></body></html>`,
  },
];

// ---------------------------------------------------------------- YuetPlay 悅播 (streaming)

const yuetplayMails: Mail[] = [
  {
    family: "yuetplay",
    group: "consumer",
    lang: "en",
    kind: "invite-link",
    code: null,
    link: "https://links.yuetplay.com/ls/click?upn=u001.Fm-2BqTr8v3kXw0aH7pJc4n-2Fz9&tag=family_invite",
    from: "YuetPlay <hello@yuetplay.com>",
    subject: "Ka Kei wants you on the YuetPlay Family plan",
    date: d(9, 9, 21, 55, 30),
    enc: "qp",
    html_enc: "qp",
    text: `Hi there,

Ka Kei has invited you to join their YuetPlay Family plan. You'll get your own profile, your own watchlist and 4K streaming, at no extra cost to you.

Join the family plan:
https://links.yuetplay.com/ls/click?upn=u001.Fm-2BqTr8v3kXw0aH7pJc4n-2Fz9&tag=family_invite

This invitation expires on 16 Sep 2026. Members of a Family plan need to live at the same address as the plan manager.

Enjoy the show,
The YuetPlay team

YuetPlay Limited, 8/F, Cyberport 3, 100 Cyberport Road, Hong Kong
Help Centre: https://help.yuetplay.com | Privacy: https://www.yuetplay.com/privacy
`,
    html: `<!doctype html><html><head><meta charset="utf-8"><meta name="color-scheme" content="dark"></head>
<body style="margin:0;background:#0d0d12;">
<div style="display:none;max-height:0;overflow:hidden;">Your own profile, your own watchlist, 4K — no extra cost.&#847; &#847; &#847; &#847;</div>
<table width="100%" cellpadding="0" cellspacing="0" bgcolor="#0d0d12"><tr><td align="center" style="padding:30px 12px;">
<table width="560" cellpadding="0" cellspacing="0" style="font-family:'Helvetica Neue',Arial,sans-serif;color:#f2f2f5;">
<tr><td style="padding-bottom:24px;"><img src="https://img.yuetplay.com/email/logo-yp-red.png" alt="YuetPlay" width="120"></td></tr>
<tr><td><img src="https://img.yuetplay.com/email/family-banner-2026.jpg" width="560" alt="Watch together, each on your own profile" style="display:block;border-radius:10px;"></td></tr>
<tr><td style="padding:28px 0 8px;font-size:26px;font-weight:bold;">Ka Kei wants you on the Family plan</td></tr>
<tr><td style="padding:0 0 24px;font-size:16px;line-height:25px;color:#c6c6d0;">You'll get your own profile, your own watchlist and 4K streaming, at no extra cost to you.</td></tr>
<tr><td><a href="https://links.yuetplay.com/ls/click?upn=u001.Fm-2BqTr8v3kXw0aH7pJc4n-2Fz9&amp;tag=family_invite" style="display:inline-block;background:#e5243b;color:#fff;padding:14px 36px;border-radius:4px;font-size:16px;font-weight:bold;text-decoration:none;">Join the family plan</a></td></tr>
<tr><td style="padding:22px 0 0;font-size:13px;color:#8b8b99;line-height:20px;">This invitation expires on 16 Sep 2026. Members of a Family plan need to live at the same address as the plan manager.</td></tr>
<tr><td style="padding:34px 0 0;font-size:11px;color:#6b6b78;line-height:17px;border-top:1px solid #24242c;">
<a href="https://links.yuetplay.com/ls/click?upn=u001.Fm-2BqTr8v3kXw0aH7pJc4n-2Fz9&amp;tag=help" style="color:#8b8b99;">Help Centre</a> · <a href="https://www.yuetplay.com/privacy" style="color:#8b8b99;">Privacy</a> · <a href="https://www.yuetplay.com/terms" style="color:#8b8b99;">Terms of Use</a><br>
YuetPlay Limited, 8/F, Cyberport 3, 100 Cyberport Road, Hong Kong<br>
This message was sent to sam.reader@inbox.example because someone invited you.</td></tr>
</table></td></tr></table></body></html>`,
  },
  {
    family: "yuetplay",
    group: "consumer",
    lang: "en",
    kind: "payment-receipt",
    code: null,
    link: null,
    from: "YuetPlay <billing@yuetplay.com>",
    subject: "Your YuetPlay receipt – 15 Oct 2026",
    date: d(10, 15, 4, 12, 47),
    enc: "qp",
    text: `YuetPlay receipt

Plan: Family (4K, up to 5 profiles)
Billing period: 15 Oct 2026 – 14 Nov 2026
Amount: HK$118.00
Payment method: Visa •••• 2093
Invoice no.: YP-HK-2610-4402871

Next billing date: 15 Nov 2026. You can change or cancel your plan any time in Account > Membership.

YuetPlay Limited, 8/F, Cyberport 3, 100 Cyberport Road, Hong Kong
`,
    html: `<html><body style="margin:0;background:#0d0d12;font-family:'Helvetica Neue',Arial,sans-serif;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:30px 12px;">
<table width="520" cellpadding="0" cellspacing="0" style="background:#17171f;border-radius:10px;color:#e8e8ee;">
<tr><td style="padding:24px 28px 0;"><img src="https://img.yuetplay.com/email/logo-yp-red.png" alt="YuetPlay" width="100"></td></tr>
<tr><td style="padding:18px 28px;font-size:22px;font-weight:bold;">Receipt</td></tr>
<tr><td style="padding:0 28px 20px;"><table width="100%" cellpadding="7" cellspacing="0" style="font-size:14px;color:#c6c6d0;">
<tr><td>Plan</td><td align="right">Family (4K, up to 5 profiles)</td></tr>
<tr><td>Billing period</td><td align="right">15 Oct 2026 – 14 Nov 2026</td></tr>
<tr><td>Payment method</td><td align="right">Visa •••• 2093</td></tr>
<tr><td>Invoice no.</td><td align="right">YP-HK-2610-4402871</td></tr>
<tr><td style="border-top:1px solid #2c2c36;color:#fff;"><b>Amount</b></td><td align="right" style="border-top:1px solid #2c2c36;color:#fff;"><b>HK$118.00</b></td></tr></table></td></tr>
<tr><td style="padding:0 28px 24px;font-size:12px;color:#8b8b99;">Next billing date: 15 Nov 2026. You can change or cancel your plan any time in <a href="https://www.yuetplay.com/account/membership" style="color:#e5243b;">Account &gt; Membership</a>.</td></tr>
</table></td></tr></table></body></html>`,
  },
  {
    family: "yuetplay",
    group: "consumer",
    lang: "zh-Hant",
    kind: "new-signin-alert",
    code: null,
    link: null,
    from: "悅播 YuetPlay <security@yuetplay.com>",
    subject: "新裝置登入你的悅播帳戶",
    date: d(10, 25, 0, 18, 3),
    enc: "b64",
    text: `你好，

你的悅播帳戶剛剛喺一部新裝置登入：

裝置：Android TV（Xiaomi TV Box S）
位置：澳門（大約位置）
時間：2026年10月25日 00:17（香港時間）

如果係你本人或家人，唔使做任何嘢。
如果唔係，請即到「帳戶 > 安全」登出所有裝置並更改密碼。

悅播團隊
`,
    html: `<html><body style="margin:0;background:#0d0d12;font-family:'Noto Sans HK',Arial,sans-serif;">
<table align="center" width="520" cellpadding="0" cellspacing="0" style="color:#e8e8ee;margin:30px auto;">
<tr><td style="padding-bottom:20px;"><img src="https://img.yuetplay.com/email/logo-yp-red.png" alt="悅播" width="100"></td></tr>
<tr><td style="font-size:20px;font-weight:bold;padding-bottom:14px;">新裝置登入你的悅播帳戶</td></tr>
<tr><td style="background:#17171f;border-radius:8px;padding:16px 20px;font-size:14px;line-height:24px;color:#c6c6d0;">裝置：Android TV（Xiaomi TV Box S）<br>位置：澳門（大約位置）<br>時間：2026年10月25日 00:17（香港時間）</td></tr>
<tr><td style="padding-top:16px;font-size:14px;line-height:22px;color:#c6c6d0;">如果係你本人或家人，唔使做任何嘢。<br>如果唔係，請即到 <a href="https://www.yuetplay.com/account/security" style="color:#e5243b;">帳戶 &gt; 安全</a> 登出所有裝置並更改密碼。</td></tr>
<tr><td style="padding-top:28px;font-size:11px;color:#6b6b78;">悅播有限公司 · 香港數碼港道 100 號數碼港 3 座 8 樓</td></tr>
</table></body></html>`,
  },
];

// ---------------------------------------------------------------- Wah Lok Estate Residents' Association 華樂邨居民協會

const wahlokMails: Mail[] = [
  {
    family: "wahlok-residents",
    group: "regional",
    lang: "zh-Hant",
    kind: "newsletter",
    code: null,
    link: null,
    from: "華樂邨居民協會 <wahlok.ra@gmail.com>",
    subject: "華樂邨居民協會 十月會訊：中秋晚會花絮、長者義剪、升降機更換進度",
    date: d(10, 2, 22, 47, 15),
    enc: "8bit",
    text: `各位街坊：

華樂邨居民協會 十月會訊

（一）中秋晚會花絮
多謝 300 幾位街坊 9月24日 嚟到平台花園同我哋一齊玩燈謎、食月餅！相片已經放咗上協會 Facebook 專頁。

（二）長者義剪
日期：10月17日（星期六）下午 2:30–5:00
地點：華信樓地下 協會辦事處
對象：60 歲或以上本邨居民，名額 40 個，先到先得。

（三）華順樓升降機更換工程
房署表示 2 號升降機更換工程預計 11月中完成，期間請長者及輪椅使用者留意，有需要可致電屋邨辦事處 2412 7760 安排協助。

（四）會費
2027 年度會費 HK$20，可於辦公時間到辦事處繳交。

辦公時間：星期一、三、五 晚上 7:00–9:00
電話：2412 3090

華樂邨居民協會 幹事會 謹啟
`,
    html: null,
  },
  {
    family: "wahlok-residents",
    group: "regional",
    lang: "zh-Hant",
    kind: "confirm-registration-link",
    code: null,
    link: "https://forms.wahlok-ra.org.hk/event/confirm?e=2026-halloween&r=0087&t=kq81zm",
    from: "華樂邨居民協會 活動報名 <events@wahlok-ra.org.hk>",
    subject: "請確認報名：親子萬聖節工作坊（10月31日）",
    date: d(10, 19, 20, 9, 0),
    enc: "qp",
    text: `陳嘉琪 你好，

多謝報名「親子萬聖節工作坊」。

日期：2026年10月31日（星期六）下午 3:00–5:00
地點：華樂邨社區會堂
人數：1 位家長 + 1 位小朋友（陳子朗，9 歲）
費用：全免（材料由區議會資助）

由於名額有限（20 組家庭），請喺 48 小時內撳以下連結確認報名，逾時名額會讓畀候補街坊：

https://forms.wahlok-ra.org.hk/event/confirm?e=2026-halloween&r=0087&t=kq81zm

如有查詢，請 WhatsApp 協會 9817 3090。

華樂邨居民協會
`,
    html: null,
  },
];

// ---------------------------------------------------------------- Kababayan Remit (Filipino helper's remittance app)

const kababayanMails: Mail[] = [
  {
    family: "kababayan-remit",
    group: "consumer",
    lang: "tl",
    kind: "transfer-receipt",
    code: null,
    link: null,
    from: "Kababayan Remit <resibo@kababayanremit.com>",
    to: "Maricel Dizon <maricel.dizon@inbox.example>",
    subject: "Naipadala na! PHP 14,200.00 para kay Rowena Dizon",
    date: d(9, 27, 11, 21, 40),
    enc: "qp",
    text: `Hi Maricel,

Salamat sa pagpapadala gamit ang Kababayan Remit!

Halaga na ipinadala: HK$2,000.00
Bayad sa serbisyo: HK$0.00 (libre tuwing Linggo)
Palitan: 1 HKD = 7.10 PHP
Matatanggap ni Rowena: PHP 14,200.00
Paraan: Cash pickup – Palawan Express, Tuguegarao City
Reference no.: KBR-26092711-88304

Maaaring kunin ni Rowena ang pera sa loob ng 30 araw. Kailangan niyang magdala ng valid ID at ng reference number.

Kababayan Remit (HK) Ltd. · Money Service Operator Licence No. 18-04-02291
World-Wide House, 19 Des Voeux Road Central, Shop 215, Hong Kong · Tel: 3590 8821
`,
    html: `<html><body style="margin:0;background:#f1f5ff;font-family:Arial,sans-serif;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:20px;">
<table width="540" cellpadding="0" cellspacing="0" style="background:#fff;border-radius:10px;">
<tr><td style="padding:20px 26px;border-bottom:3px solid #0038a8;"><img src="https://kababayanremit.com/mail/logo.png" height="32" alt="Kababayan Remit"></td></tr>
<tr><td style="padding:24px 26px;font-size:14px;line-height:22px;color:#222;">
<p style="margin:0 0 10px;">Hi Maricel,</p>
<p style="margin:0 0 16px;">Salamat sa pagpapadala gamit ang Kababayan Remit! 🇵🇭</p>
<table width="100%" cellpadding="7" cellspacing="0" style="background:#f6f8fd;border-radius:8px;font-size:14px;">
<tr><td>Halaga na ipinadala</td><td align="right">HK$2,000.00</td></tr>
<tr><td>Bayad sa serbisyo</td><td align="right">HK$0.00 <span style="color:#0038a8;font-size:12px;">(libre tuwing Linggo)</span></td></tr>
<tr><td>Palitan</td><td align="right">1 HKD = 7.10 PHP</td></tr>
<tr><td><b>Matatanggap ni Rowena</b></td><td align="right"><b style="font-size:18px;color:#ce1126;">PHP 14,200.00</b></td></tr>
<tr><td>Paraan</td><td align="right">Cash pickup – Palawan Express, Tuguegarao City</td></tr>
<tr><td>Reference no.</td><td align="right">KBR-26092711-88304</td></tr></table>
<p style="margin:16px 0 0;font-size:13px;color:#555;">Maaaring kunin ni Rowena ang pera sa loob ng 30 araw. Kailangan niyang magdala ng valid ID at ng reference number.</p>
</td></tr>
<tr><td style="padding:14px 26px;background:#f6f8fd;font-size:11px;color:#777;border-radius:0 0 10px 10px;">Kababayan Remit (HK) Ltd. · MSO Licence No. 18-04-02291 · Shop 215, World-Wide House, 19 Des Voeux Road Central · Tel 3590 8821<br><a href="https://www.facebook.com/kababayanremit" style="color:#0038a8;">Facebook</a> · <a href="https://kababayanremit.com/tl/privacy" style="color:#0038a8;">Privacy</a></td></tr>
</table></td></tr></table></body></html>`,
  },
  {
    family: "kababayan-remit",
    group: "consumer",
    lang: "en",
    kind: "login-code",
    code: "PH-6093",
    code_digits: "6093",
    link: null,
    from: "Kababayan Remit <security@kababayanremit.com>",
    to: "Maricel Dizon <maricel.dizon@inbox.example>",
    subject: "Your Kababayan Remit login code",
    date: d(10, 11, 9, 4, 26),
    text: `Hi Maricel,

Use this code to log in on your new phone:

PH-6093

The app already shows "PH-", so just type the 4 numbers. The code expires in 3 minutes.

Huwag ibigay ang code na ito kahit kanino, kahit sa aming staff.
Never share this code with anyone, even our staff.

Kababayan Remit · Tel 3590 8821
`,
    html: null,
  },
];

// ---------------------------------------------------------------- Dompet Seberang (Indonesian helper's remittance)

const dompetSeberangMails: Mail[] = [
  {
    family: "dompet-seberang",
    group: "consumer",
    lang: "id",
    kind: "transfer-notice",
    code: null,
    link: null,
    from: "Dompet Seberang <notifikasi@dompetseberang.co.id>",
    to: "Siti Rahayu <siti.rahayu88@inbox.example>",
    subject: "Kiriman uang Anda sudah masuk ke rekening penerima",
    date: d(10, 4, 14, 48, 31, "+0700"),
    enc: "b64",
    text: `Halo Siti Rahayu,

Kiriman uang Anda dari Hong Kong sudah berhasil masuk.

Jumlah kirim: HK$3,000.00
Kurs: 1 HKD = Rp 2.085
Diterima: Rp 6.255.000
Penerima: Bpk. Slamet Riyadi – BRI ••••7719 (Ponorogo)
No. transaksi: DS-HK-261004-0093318
Waktu masuk: 04 Okt 2026, 14:47 WIB

Terima kasih telah menggunakan Dompet Seberang. Simpan email ini sebagai bukti transaksi.

Layanan pelanggan (WhatsApp): +852 6470 2210 / +62 811 3300 2210
Dompet Seberang · Causeway Bay Plaza 2, Lantai 11, Hong Kong
`,
    html: `<html><body style="margin:0;background:#f3f7f4;font-family:Arial,sans-serif;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:20px;">
<table width="520" cellpadding="0" cellspacing="0" style="background:#fff;">
<tr><td style="background:#0f9d58;padding:14px 22px;color:#fff;font-size:18px;font-weight:bold;">Dompet Seberang</td></tr>
<tr><td style="padding:22px;font-size:14px;line-height:22px;color:#222;">
<p style="margin:0 0 10px;">Halo Siti Rahayu,</p>
<p style="margin:0 0 16px;">Kiriman uang Anda dari Hong Kong <b>sudah berhasil masuk</b>. ✅</p>
<table width="100%" cellpadding="6" cellspacing="0" style="font-size:14px;border:1px solid #e0ebe4;">
<tr><td style="color:#777;">Jumlah kirim</td><td align="right">HK$3,000.00</td></tr>
<tr><td style="color:#777;">Kurs</td><td align="right">1 HKD = Rp 2.085</td></tr>
<tr><td style="color:#777;">Diterima</td><td align="right"><b>Rp 6.255.000</b></td></tr>
<tr><td style="color:#777;">Penerima</td><td align="right">Bpk. Slamet Riyadi – BRI ••••7719</td></tr>
<tr><td style="color:#777;">No. transaksi</td><td align="right">DS-HK-261004-0093318</td></tr>
<tr><td style="color:#777;">Waktu masuk</td><td align="right">04 Okt 2026, 14:47 WIB</td></tr></table>
<p style="margin:16px 0 0;font-size:12px;color:#777;">Simpan email ini sebagai bukti transaksi. Layanan pelanggan (WhatsApp): +852 6470 2210</p>
</td></tr></table></td></tr></table></body></html>`,
  },
];

// ---------------------------------------------------------------- Pataca Go 澳門錢包 (Macau stored value)

const patacaMails: Mail[] = [
  {
    family: "pataca-go",
    group: "regional",
    lang: "zh-Hant",
    kind: "bind-card-code",
    code: "258031",
    link: null,
    from: "Pataca Go 澳門錢包 <seguranca@patacago.mo>",
    subject: "Pataca Go：綁定銀行卡驗證碼 / Código de verificação",
    date: d(10, 3, 12, 22, 35),
    enc: "b64",
    text: `【Pataca Go】你正在綁定銀行卡（中銀澳門 •••• 6615）。驗證碼：258031，5 分鐘內有效。切勿將驗證碼告知他人。

[Pataca Go] Está a associar o cartão bancário terminado em 6615. Código de verificação: 258031 (válido durante 5 minutos). Não partilhe este código.

如非本人操作，請致電 (853) 8800 3388。
`,
    html: `<html><body style="margin:0;background:#f5f0fa;font-family:'Microsoft JhengHei',Arial,sans-serif;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:22px;">
<table width="500" cellpadding="0" cellspacing="0" style="background:#fff;border-radius:12px;">
<tr><td style="padding:22px 26px 8px;"><img src="https://www.patacago.mo/mail/pg-logo.png" height="30" alt="Pataca Go 澳門錢包"></td></tr>
<tr><td style="padding:10px 26px;font-size:14px;line-height:22px;color:#2a2a2a;">
<p style="margin:0 0 10px;">你正在綁定銀行卡（中銀澳門 •••• 6615）。驗證碼：</p>
<table cellpadding="0" cellspacing="4"><tr>
<td style="background:#7b2d8e;color:#fff;font-size:24px;font-weight:bold;width:34px;text-align:center;padding:8px 0;border-radius:4px;">2</td>
<td style="background:#7b2d8e;color:#fff;font-size:24px;font-weight:bold;width:34px;text-align:center;padding:8px 0;border-radius:4px;">5</td>
<td style="background:#7b2d8e;color:#fff;font-size:24px;font-weight:bold;width:34px;text-align:center;padding:8px 0;border-radius:4px;">8</td>
<td style="background:#7b2d8e;color:#fff;font-size:24px;font-weight:bold;width:34px;text-align:center;padding:8px 0;border-radius:4px;">0</td>
<td style="background:#7b2d8e;color:#fff;font-size:24px;font-weight:bold;width:34px;text-align:center;padding:8px 0;border-radius:4px;">3</td>
<td style="background:#7b2d8e;color:#fff;font-size:24px;font-weight:bold;width:34px;text-align:center;padding:8px 0;border-radius:4px;">1</td></tr></table>
<p style="margin:12px 0 4px;font-size:12px;color:#777;">5 分鐘內有效。切勿將驗證碼告知他人。</p>
<p style="margin:0 0 12px;font-size:12px;color:#777;">Está a associar o cartão bancário terminado em 6615. Código válido durante 5 minutos. Não partilhe este código.</p>
</td></tr>
<tr><td style="padding:12px 26px;background:#faf7fc;font-size:11px;color:#998;border-radius:0 0 12px 12px;">如非本人操作，請致電 (853) 8800 3388 · Pataca Go Pagamentos, Lda. · Avenida de Almeida Ribeiro, n.º 61, Macau</td></tr>
</table></td></tr></table></body></html>`,
  },
  {
    family: "pataca-go",
    group: "regional",
    lang: "pt",
    kind: "payment-receipt",
    code: null,
    link: null,
    from: "Pataca Go 澳門錢包 <recibos@patacago.mo>",
    subject: "Pagamento efectuado – MOP 186,00 em Restaurante Fat Siu Lau",
    date: d(10, 24, 13, 41, 9),
    enc: "qp",
    text: `Pagamento efectuado

Comerciante: Restaurante Fat Siu Lau (Rua da Felicidade)
Montante: MOP 186,00
Desconto da campanha "Consumo na Zona Histórica": –MOP 20,00
Total pago: MOP 166,00
Data: 24/10/2026 13:41
N.º da transacção: PG2610241341772095

Saldo disponível: MOP 412,30

付款成功：佛笑樓餐廳 澳門元 166.00（已減推廣優惠 20.00）。

Pataca Go Pagamentos, Lda. · (853) 8800 3388
`,
    html: `<html><body style="margin:0;background:#f5f0fa;font-family:Arial,sans-serif;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:22px;">
<table width="480" cellpadding="0" cellspacing="0" style="background:#fff;border-radius:12px;">
<tr><td style="padding:22px 26px 4px;"><img src="https://www.patacago.mo/mail/pg-logo.png" height="28" alt="Pataca Go"></td></tr>
<tr><td align="center" style="padding:12px 26px;"><p style="margin:0;font-size:13px;color:#777;">Pagamento efectuado</p><p style="margin:4px 0 0;font-size:32px;font-weight:bold;color:#7b2d8e;">MOP 166,00</p><p style="margin:2px 0 0;font-size:13px;color:#333;">Restaurante Fat Siu Lau</p></td></tr>
<tr><td style="padding:12px 26px 20px;"><table width="100%" cellpadding="6" cellspacing="0" style="font-size:13px;border-top:1px solid #eee;">
<tr><td style="color:#888;">Montante</td><td align="right">MOP 186,00</td></tr>
<tr><td style="color:#888;">Desconto "Consumo na Zona Histórica"</td><td align="right">–MOP 20,00</td></tr>
<tr><td style="color:#888;">Data</td><td align="right">24/10/2026 13:41</td></tr>
<tr><td style="color:#888;">N.º da transacção</td><td align="right">PG2610241341772095</td></tr>
<tr><td style="color:#888;">Saldo disponível</td><td align="right">MOP 412,30</td></tr></table>
<p style="margin:10px 0 0;font-size:12px;color:#777;">付款成功：佛笑樓餐廳 澳門元 166.00（已減推廣優惠 20.00）。</p></td></tr>
</table></td></tr></table></body></html>`,
  },
];

// ---------------------------------------------------------------- Yadoraku 宿楽トラベル (Japan trip)

const yadorakuMails: Mail[] = [
  {
    family: "yadoraku-travel",
    group: "consumer",
    lang: "ja",
    kind: "verify-code-link",
    code: "817304",
    link: "https://member.yadoraku.jp/register/confirm?k=Zt7pQ2mW8rYc&lang=ja",
    from: "宿楽トラベル <no-reply@yadoraku.jp>",
    subject: "【宿楽トラベル】メールアドレスの確認をお願いします",
    date: d(9, 20, 23, 51, 12, "+0900"),
    enc: "b64",
    text: `陳 嘉琪 様

宿楽トラベルへの会員登録ありがとうございます。
以下の確認コードを登録画面に入力するか、URLをクリックしてメールアドレスの確認を完了してください。

確認コード：817304

https://member.yadoraku.jp/register/confirm?k=Zt7pQ2mW8rYc&lang=ja

※コードとURLの有効期限は発行から30分です。
※本メールにお心当たりのない場合は、破棄してください。

――――――――――――――――
宿楽トラベル株式会社
〒530-0001 大阪府大阪市北区梅田2-4-9
お問い合わせ：support@yadoraku.jp（平日10:00〜18:00）
――――――――――――――――
`,
    html: `<html><body style="margin:0;background:#f7f4ee;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:24px;">
<table width="560" cellpadding="0" cellspacing="0" style="background:#fff;font-family:'Hiragino Kaku Gothic ProN',Meiryo,sans-serif;color:#333;">
<tr><td style="padding:18px 28px;border-bottom:2px solid #b5452c;"><img src="https://img.yadoraku.jp/mail/logo.png" height="28" alt="宿楽トラベル"></td></tr>
<tr><td style="padding:26px 28px;font-size:14px;line-height:24px;">
<p style="margin:0 0 14px;">陳 嘉琪 様</p>
<p style="margin:0 0 14px;">宿楽トラベルへの会員登録ありがとうございます。<br>以下の確認コードを登録画面に入力するか、ボタンをクリックしてメールアドレスの確認を完了してください。</p>
<p style="margin:0 0 4px;font-size:12px;color:#888;">確認コード</p>
<p style="margin:0 0 18px;font-size:28px;font-weight:bold;letter-spacing:5px;">817304</p>
<p style="margin:0 0 18px;"><a href="https://member.yadoraku.jp/register/confirm?k=Zt7pQ2mW8rYc&amp;lang=ja" style="display:inline-block;background:#b5452c;color:#fff;text-decoration:none;padding:12px 30px;border-radius:3px;">メールアドレスを確認する</a></p>
<p style="margin:0;font-size:12px;color:#888;">※コードとURLの有効期限は発行から30分です。<br>※本メールにお心当たりのない場合は、破棄してください。</p>
</td></tr>
<tr><td style="padding:14px 28px;background:#f2ede4;font-size:11px;color:#888;">宿楽トラベル株式会社 〒530-0001 大阪府大阪市北区梅田2-4-9<br><a href="https://www.yadoraku.jp/privacy" style="color:#b5452c;">個人情報保護方針</a> ｜ <a href="https://www.yadoraku.jp/help" style="color:#b5452c;">ヘルプ</a></td></tr>
</table></td></tr></table></body></html>`,
  },
  {
    family: "yadoraku-travel",
    group: "consumer",
    lang: "ja",
    kind: "booking-confirmed",
    code: null,
    link: null,
    from: "宿楽トラベル <reserve@yadoraku.jp>",
    subject: "【予約確定】京都 嵐山 花籠旅館 12/23〜12/26（予約番号 YR-26-4471853）",
    date: d(9, 21, 0, 8, 44, "+0900"),
    enc: "qp",
    text: `陳 嘉琪 様

この度は宿楽トラベルをご利用いただき、誠にありがとうございます。
以下の内容でご予約が確定いたしました。

予約番号：YR-26-4471853
宿泊施設：嵐山 花籠旅館（京都府京都市右京区嵯峨天龍寺芒ノ馬場町 12）
チェックイン：2026年12月23日（水）15:00〜
チェックアウト：2026年12月26日（土）〜11:00
お部屋：和洋室（露天風呂付き）1室
人数：大人2名・子供1名（9歳）
食事：朝食付き
お支払い金額：¥168,300（税込・入湯税別 ¥450／人泊）
お支払い方法：クレジットカード（VISA ••••2093）事前決済済み

キャンセル料：宿泊日の7日前から30%、前日50%、当日・不泊100%

ご予約内容の確認・変更はマイページから行えます。

宿楽トラベル株式会社
`,
    html: null,
  },
];

// ---------------------------------------------------------------- Solbit Beauty 솔빛뷰티 (Korean cosmetics shop)

const solbitMails: Mail[] = [
  {
    family: "solbit-beauty",
    group: "consumer",
    lang: "ko",
    kind: "order-shipped",
    code: null,
    link: null,
    from: "솔빛뷰티 Solbit Beauty <order@solbitbeauty.kr>",
    subject: "[솔빛뷰티] 주문하신 상품이 해외 배송 출발했습니다 (주문번호 20261008-0031927)",
    date: d(10, 8, 16, 2, 57, "+0900"),
    enc: "b64",
    text: `陳嘉琪 고객님, 안녕하세요.

주문하신 상품이 홍콩으로 출발했습니다.

주문번호: 20261008-0031927
배송사: EMS (운송장번호 EE482210935KR)
예상 도착: 2026년 10월 13일 ~ 10월 16일
배송지: Flat C, 18/F, Block 3, Harbour Garden, Tseung Kwan O, Hong Kong

- 솔빛 수분 진정 토너 200ml × 1   ₩24,000
- 어성초 선크림 SPF50+ 50ml × 2   ₩33,600
- 해외 배송비   ₩9,500
결제 금액: ₩67,100 (HK$ 약 392)

통관 과정에서 배송이 지연될 수 있습니다. 문의: help@solbitbeauty.kr

솔빛뷰티 | 서울특별시 성동구 성수이로 77, 4층 | 사업자등록번호 214-88-30917
`,
    html:
      `<html><body style="margin:0;background:#fdf6f4;font-family:'Apple SD Gothic Neo','Malgun Gothic',sans-serif;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:24px;">
<table width="560" cellpadding="0" cellspacing="0" style="background:#fff;">
<tr><td align="center" style="padding:24px;"><img src="https://cdn.solbitbeauty.kr/mail/solbit-logo.png" height="34" alt="솔빛뷰티"></td></tr>
<tr><td style="padding:0 28px 20px;font-size:14px;line-height:23px;color:#3a3a3a;">
<p style="font-size:19px;font-weight:bold;margin:0 0 12px;">상품이 홍콩으로 출발했어요 ✈️</p>
<p style="margin:0 0 14px;">陳嘉琪 고객님, 주문하신 상품이 해외 배송을 시작했습니다.</p>
<table width="100%" cellpadding="6" cellspacing="0" style="font-size:13px;background:#fbf1ee;">
<tr><td style="color:#999;">주문번호</td><td>20261008-0031927</td></tr>
<tr><td style="color:#999;">배송사</td><td>EMS · 운송장번호 EE482210935KR</td></tr>
<tr><td style="color:#999;">예상 도착</td><td>2026년 10월 13일 ~ 10월 16일</td></tr></table>
<table width="100%" cellpadding="6" cellspacing="0" style="font-size:13px;margin-top:12px;">
<tr><td>솔빛 수분 진정 토너 200ml × 1</td><td align="right">₩24,000</td></tr>
<tr><td>어성초 선크림 SPF50+ 50ml × 2</td><td align="right">₩33,600</td></tr>
<tr><td>해외 배송비</td><td align="right">₩9,500</td></tr>
<tr><td><b>결제 금액</b></td><td align="right"><b>₩67,100</b></td></tr></table>
<p style="margin:14px 0 0;"><a href="https://service.epost.go.kr/trace.RetrieveEmsRigiTraceList.comm?POST_CODE=EE482210935KR" style="color:#d46a5a;">배송 조회하기 ›</a></p>
</td></tr>
<tr><td style="padding:14px 28px;background:#f7eeeb;font-size:11px;color:#999;">솔빛뷰티 | 서울특별시 성동구 성수이로 77, 4층 | 사업자등록번호 214-88-30917 | <a href="https://www.solbitbeauty.kr/unsubscribe" style="color:#999;">수신거부</a></td></tr>
</table></td></tr></table></body></html>`,
  },
];

// ---------------------------------------------------------------- Cercle Francophone de Macao

const cercleMails: Mail[] = [
  {
    family: "cercle-francophone-macao",
    group: "regional",
    lang: "fr",
    kind: "newsletter",
    code: null,
    link: null,
    from: "Cercle Francophone de Macao <lettre@cerclefrancophone.mo>",
    subject: "La lettre du Cercle – octobre 2026 : Fête de la gastronomie, ciné-club, cours du soir",
    date: d(10, 1, 18, 30, 0),
    enc: "qp",
    text: `La lettre du Cercle – octobre 2026

Chers membres, chers amis,

• Fête de la gastronomie : samedi 10 octobre, 18 h 30, au Clube Militar (Avenida da Praia Grande, 975). Menu en quatre services, MOP 480 pour les membres, MOP 560 pour les invités. Réservation auprès du secrétariat avant le 6 octobre.
• Ciné-club : « Les Choses simples » projeté le jeudi 22 octobre à 19 h 30, Cinemateca Paixão. Entrée libre pour les membres.
• Cours du soir : il reste quatre places au niveau A2 (mardis et jeudis, 19 h – 20 h 30, 24 séances, MOP 3 200).

Cotisation 2027 : MOP 350 (individuelle), MOP 600 (famille).

Secrétariat : lundi au vendredi, 14 h – 18 h · (853) 2835 6120
Cercle Francophone de Macao – Rua de S. Domingos, 14, 2.º andar, Macau

Pour ne plus recevoir cette lettre : https://cerclefrancophone.mo/lettre/desinscription?m=2210
`,
    html: `<html><body style="margin:0;background:#f3efe8;font-family:Georgia,serif;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:24px;">
<table width="600" cellpadding="0" cellspacing="0" style="background:#fffdf8;color:#2b2620;">
<tr><td style="padding:26px 34px 10px;border-bottom:1px solid #d8cfc0;"><p style="margin:0;font-size:12px;letter-spacing:2px;color:#8a7b66;">LA LETTRE DU CERCLE · OCTOBRE 2026</p><p style="margin:6px 0 0;font-size:24px;">Cercle Francophone de Macao</p></td></tr>
<tr><td style="padding:22px 34px;font-size:15px;line-height:25px;">
<p>Chers membres, chers amis,</p>
<h3 style="font-size:17px;margin:18px 0 6px;">Fête de la gastronomie</h3>
<p style="margin:0;">Samedi 10 octobre, 18 h 30, au Clube Militar (Avenida da Praia Grande, 975). Menu en quatre services, MOP 480 pour les membres, MOP 560 pour les invités. Réservation auprès du secrétariat avant le 6 octobre.</p>
<h3 style="font-size:17px;margin:18px 0 6px;">Ciné-club</h3>
<p style="margin:0;">« Les Choses simples » projeté le jeudi 22 octobre à 19 h 30, Cinemateca Paixão. Entrée libre pour les membres.</p>
<h3 style="font-size:17px;margin:18px 0 6px;">Cours du soir</h3>
<p style="margin:0;">Il reste quatre places au niveau A2 (mardis et jeudis, 19 h – 20 h 30, 24 séances, MOP 3 200).</p>
<p style="margin:18px 0 0;font-style:italic;">Cotisation 2027 : MOP 350 (individuelle), MOP 600 (famille).</p>
</td></tr>
<tr><td style="padding:16px 34px;font-family:Arial,sans-serif;font-size:11px;color:#8a7b66;border-top:1px solid #d8cfc0;">Secrétariat : lundi au vendredi, 14 h – 18 h · (853) 2835 6120<br>Rua de S. Domingos, 14, 2.º andar, Macau · <a href="https://www.facebook.com/cerclefrancophonemacao" style="color:#8a7b66;">Facebook</a> · <a href="https://cerclefrancophone.mo/lettre/desinscription?m=2210" style="color:#8a7b66;">Se désinscrire</a></td></tr>
</table></td></tr></table></body></html>`,
  },
];

// ---------------------------------------------------------------- Chaolay Resort (Thai holiday)

const chaolayMails: Mail[] = [
  {
    family: "chaolay-resort",
    group: "consumer",
    lang: "th",
    kind: "booking-confirmed",
    code: null,
    link: null,
    from: "Chaolay Resort Krabi <reservations@chaolayresort.co.th>",
    subject: "ยืนยันการจองห้องพัก หมายเลข CLR-2612-0457 | Booking confirmation",
    date: d(10, 29, 10, 16, 38, "+0700"),
    enc: "b64",
    text: `เรียน คุณ Chan Ka Hou

ขอบคุณที่เลือกพักกับ ชาวเล รีสอร์ท กระบี่ เราขอยืนยันการจองของท่านดังนี้

หมายเลขการจอง: CLR-2612-0457
วันเข้าพัก: 27 ธันวาคม 2569 (เช็กอิน 14:00 น.)
วันออก: 30 ธันวาคม 2569 (เช็กเอาต์ 12:00 น.)
ห้องพัก: Family Pool Villa 1 หลัง (ผู้ใหญ่ 2 ท่าน เด็ก 1 ท่าน)
รวมอาหารเช้า และรถรับส่งสนามบินกระบี่
ราคารวม: 27,600 บาท (ชำระแล้วด้วยบัตร Visa ••••2093)

หากต้องการยกเลิกโดยไม่มีค่าใช้จ่าย กรุณาแจ้งก่อนวันที่ 13 ธันวาคม 2569

Your booking CLR-2612-0457 (27–30 Dec 2026, Family Pool Villa) is confirmed and fully paid.

ชาวเล รีสอร์ท กระบี่ · 88 หมู่ 2 ต.อ่าวนาง อ.เมือง จ.กระบี่ 81180 · โทร +66 75 811 466
`,
    html: `<html><body style="margin:0;background:#eaf4f3;font-family:Tahoma,'Noto Sans Thai',sans-serif;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:22px;">
<table width="580" cellpadding="0" cellspacing="0" style="background:#fff;">
<tr><td><img src="https://www.chaolayresort.co.th/email/header-beach.jpg" width="580" alt="Chaolay Resort Krabi" style="display:block;"></td></tr>
<tr><td style="padding:24px 30px;font-size:14px;line-height:24px;color:#243;">
<p style="margin:0 0 10px;">เรียน คุณ Chan Ka Hou</p>
<p style="margin:0 0 16px;">ขอบคุณที่เลือกพักกับ ชาวเล รีสอร์ท กระบี่ เราขอยืนยันการจองของท่านดังนี้</p>
<table width="100%" cellpadding="7" cellspacing="0" style="font-size:14px;border:1px solid #cfe5e2;">
<tr><td style="background:#f2f9f8;width:38%;">หมายเลขการจอง</td><td><b>CLR-2612-0457</b></td></tr>
<tr><td style="background:#f2f9f8;">วันเข้าพัก</td><td>27 ธันวาคม 2569 (14:00 น.)</td></tr>
<tr><td style="background:#f2f9f8;">วันออก</td><td>30 ธันวาคม 2569 (12:00 น.)</td></tr>
<tr><td style="background:#f2f9f8;">ห้องพัก</td><td>Family Pool Villa 1 หลัง (ผู้ใหญ่ 2 เด็ก 1)</td></tr>
<tr><td style="background:#f2f9f8;">ราคารวม</td><td>27,600 บาท (ชำระแล้ว Visa ••••2093)</td></tr></table>
<p style="margin:16px 0 0;font-size:13px;color:#566;">หากต้องการยกเลิกโดยไม่มีค่าใช้จ่าย กรุณาแจ้งก่อนวันที่ 13 ธันวาคม 2569</p>
<p style="margin:8px 0 0;font-size:12px;color:#889;">Your booking CLR-2612-0457 (27–30 Dec 2026, Family Pool Villa) is confirmed and fully paid.</p>
</td></tr>
<tr><td style="padding:14px 30px;background:#0f6e66;color:#cfe9e5;font-size:11px;">ชาวเล รีสอร์ท กระบี่ · 88 หมู่ 2 ต.อ่าวนาง อ.เมือง จ.กระบี่ 81180 · +66 75 811 466 · <a href="https://www.chaolayresort.co.th/th/contact" style="color:#fff;">ติดต่อเรา</a></td></tr>
</table></td></tr></table></body></html>`,
  },
];

// ---------------------------------------------------------------- Orchidline Card (credit card)

const orchidlineMails: Mail[] = [
  {
    family: "orchidline-card",
    group: "consumer",
    lang: "en",
    kind: "statement-ready",
    code: null,
    link: null,
    from: "Orchidline Card <statements@mail.orchidlinecard.com.hk>",
    subject: "Your Orchidline Visa Signature statement is ready",
    date: d(10, 9, 6, 30, 19),
    enc: "qp",
    html_enc: "qp",
    text: `Orchidline Visa Signature •••• 2093

Your statement dated 8 Oct 2026 is now available in the Orchidline app and at orchidlinecard.com.hk.

Statement balance: HK$14,862.37
Minimum payment: HK$230.00
Payment due date: 3 Nov 2026
Orchid Points earned this cycle: 3,716 (balance 48,210)

Set up an autopay instruction or pay by FPS / PPS before the due date to avoid a late charge of up to HK$300.

This is an automatic message; please do not reply. Customer service: 2811 3388 (24 hours)
Orchidline Card is issued by Kam Lun Finance Limited, a licensed money lender, Licence No. 1183/2026.
`,
    html: `<html><body style="margin:0;background:#f4f1f6;">
<div style="display:none;max-height:0;overflow:hidden;">Statement balance HK$14,862.37 · due 3 Nov 2026</div>
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:22px 10px;">
<table width="600" cellpadding="0" cellspacing="0" style="background:#fff;font-family:'Segoe UI',Arial,sans-serif;color:#2d2433;">
<tr><td style="padding:20px 28px;background:linear-gradient(90deg,#4a1f5f,#8e3b7a);background-color:#4a1f5f;"><img src="https://mail.orchidlinecard.com.hk/img/orchidline-logo-w.png" height="30" alt="Orchidline Card"></td></tr>
<tr><td style="padding:24px 28px 6px;font-size:13px;color:#7a6c82;">Orchidline Visa Signature •••• 2093</td></tr>
<tr><td style="padding:0 28px 14px;font-size:20px;font-weight:600;">Your statement is ready</td></tr>
<tr><td style="padding:0 28px;">
<table width="100%" cellpadding="0" cellspacing="0"><tr>
<td width="33%" style="padding:12px;background:#f7f2f9;"><div style="font-size:11px;color:#7a6c82;">Statement balance</div><div style="font-size:18px;font-weight:600;">HK$14,862.37</div></td>
<td width="33%" style="padding:12px;background:#f7f2f9;border-left:2px solid #fff;"><div style="font-size:11px;color:#7a6c82;">Minimum payment</div><div style="font-size:18px;font-weight:600;">HK$230.00</div></td>
<td width="33%" style="padding:12px;background:#f7f2f9;border-left:2px solid #fff;"><div style="font-size:11px;color:#7a6c82;">Due date</div><div style="font-size:18px;font-weight:600;">3 Nov 2026</div></td></tr></table></td></tr>
<tr><td style="padding:16px 28px;font-size:14px;line-height:22px;">Statement dated 8 Oct 2026. Orchid Points earned this cycle: <b>3,716</b> (balance 48,210).<br>Set up an autopay instruction or pay by FPS / PPS before the due date to avoid a late charge of up to HK$300.</td></tr>
<tr><td style="padding:0 28px 22px;"><a href="https://mail.orchidlinecard.com.hk/t/c?l=stmt&amp;u=9a0f31" style="color:#8e3b7a;font-weight:600;">View statement in the app ›</a></td></tr>
<tr><td style="padding:14px 28px;background:#f4f1f6;font-size:11px;line-height:16px;color:#8f8396;">This is an automatic message; please do not reply. Customer service 2811 3388 (24 hours).<br>Orchidline Card is issued by Kam Lun Finance Limited, a licensed money lender, Licence No. 1183/2026. <a href="https://www.orchidlinecard.com.hk/privacy" style="color:#8f8396;">Privacy</a> · <a href="https://www.orchidlinecard.com.hk/kfs" style="color:#8f8396;">Key Facts Statement</a><br>To borrow or not to borrow? Borrow only if you can repay!</td></tr>
</table></td></tr></table></body></html>`,
  },
  {
    family: "orchidline-card",
    group: "consumer",
    lang: "en",
    kind: "password-changed",
    code: null,
    link: null,
    from: "Orchidline Card <security@mail.orchidlinecard.com.hk>",
    subject: "Your Orchidline app password was changed",
    date: d(10, 21, 22, 14, 5),
    text: `Hi CHAN KA HOU,

The password for your Orchidline app login was changed on 21 Oct 2026 at 22:13 (HKT).

If you made this change, there's nothing else to do.

If you did not change your password, call us right away on 2811 3388 (24 hours) and we will suspend online access to card •••• 2093.

Orchidline Card
`,
    html: null,
  },
];

// ---------------------------------------------------------------- Moonriver Cinemas

const moonriverMails: Mail[] = [
  {
    family: "moonriver-cinemas",
    group: "consumer",
    lang: "en",
    kind: "booking-confirmed",
    code: null,
    link: null,
    from: "Moonriver Cinemas <tickets@moonrivercinemas.hk>",
    subject: "Booking confirmed: Paddington in Peru 4 · Sun 18 Oct, 11:20 · House 3",
    date: d(10, 16, 19, 2, 33),
    enc: "qp",
    text: `Thanks for booking with Moonriver Cinemas, Tseung Kwan O.

Booking no.: MRC-TKO-1016-58802
Film: Paddington in Peru 4 (I) – English version
Date/time: Sunday 18 Oct 2026, 11:20
House: 3 · Seats: F11, F12, F13
Tickets: 2 x Adult HK$110, 1 x Child HK$80
Combo: 1 x Family Popcorn Set HK$98
Total: HK$398.00 (KwaiTap)

Show the QR code in the Moonriver app at the entrance. Tickets can't be refunded or exchanged.

Moonriver Cinemas, Shop L3-21, PopWalk 3, 18 Tong Yin Street, Tseung Kwan O · 3896 0022
`,
    html: `<html><body style="margin:0;background:#101822;font-family:Arial,sans-serif;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:26px 10px;">
<table width="520" cellpadding="0" cellspacing="0" style="background:#18222f;color:#e9eef5;border-radius:8px;">
<tr><td style="padding:20px 24px;"><img src="https://moonrivercinemas.hk/email/logo-moon.png" height="30" alt="Moonriver Cinemas"></td></tr>
<tr><td style="padding:0 24px;"><table width="100%" cellpadding="0" cellspacing="0"><tr>
<td width="110" valign="top"><img src="https://moonrivercinemas.hk/posters/paddington-peru-4_200.jpg" width="100" alt="Paddington in Peru 4" style="border-radius:4px;"></td>
<td valign="top" style="font-size:14px;line-height:22px;"><b style="font-size:17px;">Paddington in Peru 4</b> (I)<br>English version<br>Sun 18 Oct 2026 · <b>11:20</b><br>House 3 · Seats F11, F12, F13</td></tr></table></td></tr>
<tr><td style="padding:18px 24px;"><table width="100%" cellpadding="5" cellspacing="0" style="font-size:13px;color:#b9c4d2;border-top:1px solid #2a3646;">
<tr><td>2 x Adult</td><td align="right">HK$220.00</td></tr>
<tr><td>1 x Child</td><td align="right">HK$80.00</td></tr>
<tr><td>1 x Family Popcorn Set</td><td align="right">HK$98.00</td></tr>
<tr><td style="color:#fff;"><b>Total</b> (KwaiTap)</td><td align="right" style="color:#fff;"><b>HK$398.00</b></td></tr>
<tr><td colspan="2" style="color:#7f8da0;">Booking no. MRC-TKO-1016-58802</td></tr></table></td></tr>
<tr><td style="padding:0 24px 20px;font-size:12px;color:#7f8da0;">Show the QR code in the Moonriver app at the entrance. Tickets can't be refunded or exchanged.</td></tr>
<tr><td style="padding:12px 24px;background:#0c121a;font-size:11px;color:#66748a;border-radius:0 0 8px 8px;">Shop L3-21, PopWalk 3, 18 Tong Yin Street, Tseung Kwan O · 3896 0022 · <a href="https://moonrivercinemas.hk/en/showtimes" style="color:#9fb2ca;">Showtimes</a></td></tr>
</table></td></tr></table></body></html>`,
  },
];

// ---------------------------------------------------------------- Inkpot Books (Hong Kong bookshop newsletter)

const inkpotMails: Mail[] = [
  {
    family: "inkpot-books",
    group: "consumer",
    lang: "en",
    kind: "newsletter",
    code: null,
    link: null,
    from: "Inkpot Books <letters@inkpotbooks.hk>",
    subject: "October at Inkpot: Hong Kong Book Week picks, kids' story hour, 15% off for members",
    date: d(10, 6, 12, 0, 0),
    enc: "qp",
    html_enc: "qp",
    headers: [["List-Unsubscribe", "<https://inkpotbooks.hk/newsletter/unsubscribe?s=fa91d2>"]],
    text: `INKPOT BOOKS – October letter

This month's staff picks
- "The Last Tram to Kennedy Town" by Evelyn Cheung – HK$168
- "Salt and Typhoons: A Macau Kitchen" – HK$245
- "Dim Sum Dinosaur" (ages 3–6) – HK$98

Kids' story hour: every Saturday in October, 11:00, free, in English and Cantonese.

Members save 15% on all Hong Kong-interest titles until 31 Oct 2026. Use your membership card at the till or sign in before you check out online.

Inkpot Books, 2/F, 39 Hollywood Road, Central · Open daily 11:00–20:00 · 2545 7710
Unsubscribe: https://inkpotbooks.hk/newsletter/unsubscribe?s=fa91d2
`,
    html: `<html><body style="margin:0;background:#f6f3ec;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:24px 10px;">
<table width="600" cellpadding="0" cellspacing="0" style="background:#fff;font-family:Georgia,serif;color:#222;">
<tr><td align="center" style="padding:26px 0 6px;"><img src="https://inkpotbooks.hk/img/newsletter/inkpot-wordmark.png" width="180" alt="INKPOT BOOKS"></td></tr>
<tr><td align="center" style="padding:0 0 20px;font-size:12px;letter-spacing:3px;color:#999;">OCTOBER LETTER</td></tr>
<tr><td style="padding:0 30px;">
<table width="100%" cellpadding="0" cellspacing="0"><tr>
<td width="33%" align="center" valign="top" style="padding:6px;"><a href="https://inkpotbooks.hk/r/nl10?b=9789887012344"><img src="https://inkpotbooks.hk/covers/9789887012344.jpg" width="150" alt="The Last Tram to Kennedy Town"></a><p style="font-size:13px;margin:6px 0 0;">The Last Tram to Kennedy Town<br><b>HK$168</b></p></td>
<td width="33%" align="center" valign="top" style="padding:6px;"><a href="https://inkpotbooks.hk/r/nl10?b=9789887019503"><img src="https://inkpotbooks.hk/covers/9789887019503.jpg" width="150" alt="Salt and Typhoons: A Macau Kitchen"></a><p style="font-size:13px;margin:6px 0 0;">Salt and Typhoons: A Macau Kitchen<br><b>HK$245</b></p></td>
<td width="33%" align="center" valign="top" style="padding:6px;"><a href="https://inkpotbooks.hk/r/nl10?b=9789627780021"><img src="https://inkpotbooks.hk/covers/9789627780021.jpg" width="150" alt="Dim Sum Dinosaur"></a><p style="font-size:13px;margin:6px 0 0;">Dim Sum Dinosaur (ages 3–6)<br><b>HK$98</b></p></td></tr></table></td></tr>
<tr><td style="padding:20px 30px;font-size:15px;line-height:24px;">
<p><b>Kids' story hour</b> — every Saturday in October, 11:00, free, in English and Cantonese.</p>
<p><b>Members save 15%</b> on all Hong Kong-interest titles until 31 Oct 2026. Use your membership card at the till or sign in before you check out online.</p></td></tr>
<tr><td style="padding:16px 30px;background:#2b2b2b;color:#bbb;font-family:Arial,sans-serif;font-size:11px;line-height:17px;">Inkpot Books, 2/F, 39 Hollywood Road, Central · Open daily 11:00–20:00 · 2545 7710<br><a href="https://www.instagram.com/inkpotbooks.hk" style="color:#fff;">Instagram</a> · <a href="https://inkpotbooks.hk/newsletter/unsubscribe?s=fa91d2" style="color:#fff;">Unsubscribe</a></td></tr>
</table></td></tr></table></body></html>`,
  },
];

export const mails: Mail[] = [
  ...kamwahMails,
  ...kwaitapMails,
  ...govlinkMails,
  ...cidadaoMails,
  ...shingfungMails,
  ...cubihubMails,
  ...yanpingMails,
  ...brainsproutMails,
  ...kindcareMails,
  ...everjadeMails,
  ...kaiyuenMails,
  ...tinglinkMails,
  ...ilhasMails,
  ...hoiwanMails,
  ...daqiaoMails,
  ...yuetplayMails,
  ...wahlokMails,
  ...kababayanMails,
  ...dompetSeberangMails,
  ...patacaMails,
  ...yadorakuMails,
  ...solbitMails,
  ...cercleMails,
  ...chaolayMails,
  ...orchidlineMails,
  ...moonriverMails,
  ...inkpotMails,
];
