/**
 * The inbox of a volunteer treasurer for a German-Canadian sports club and a Korean church in
 * Winnipeg over October and November: giving, banking, payments, payroll, registry, booking,
 * league, raffle, newsletter and drive mail in English, Korean, German, Spanish and six more languages.
 * @module
 */

import type { Mail } from "../holdout_kit.ts";

// ---------------------------------------------------------------- shared bits

/** A preheader span, hidden the way most senders hide it. */
function pre(s: string): string {
  return `<div style="display:none;font-size:1px;color:#ffffff;line-height:1px;max-height:0px;max-width:0px;opacity:0;overflow:hidden;mso-hide:all;">${s}&nbsp;&zwnj;&nbsp;&zwnj;&nbsp;&zwnj;</div>`;
}

function doc(title: string, body: string, bg = "#f4f5f7"): string {
  return `<!DOCTYPE html>
<html lang="en" xmlns="http://www.w3.org/1999/xhtml">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta http-equiv="X-UA-Compatible" content="IE=edge">
<title>${title}</title>
<style type="text/css">
  body { margin:0; padding:0; -webkit-text-size-adjust:100%; }
  table, td { border-collapse:collapse; mso-table-lspace:0pt; mso-table-rspace:0pt; }
  img { border:0; outline:none; text-decoration:none; }
  @media only screen and (max-width:620px) { .wrap { width:100% !important; } .pad { padding:20px !important; } }
</style>
</head>
<body style="margin:0;padding:0;background-color:${bg};">
${body}
</body>
</html>`;
}

function button(href: string, label: string, color: string, radius = 4): string {
  return `<table role="presentation" border="0" cellpadding="0" cellspacing="0" style="margin:24px 0;">
  <tr>
    <td align="center" bgcolor="${color}" style="border-radius:${radius}px;">
      <a href="${href}" target="_blank" style="display:inline-block;padding:13px 28px;font-family:Helvetica,Arial,sans-serif;font-size:15px;font-weight:bold;color:#ffffff;text-decoration:none;border-radius:${radius}px;">${label}</a>
    </td>
  </tr>
</table>`;
}

// ---------------------------------------------------------------- GiveLantern (church online giving)

function lantern(preheader: string, inner: string): string {
  return doc(
    "GiveLantern",
    `${pre(preheader)}
<table role="presentation" width="100%" border="0" cellpadding="0" cellspacing="0" bgcolor="#f6f3ee">
  <tr><td align="center" style="padding:28px 12px;">
    <table role="presentation" class="wrap" width="560" border="0" cellpadding="0" cellspacing="0" style="background:#ffffff;border-radius:10px;">
      <tr><td style="padding:26px 36px 10px 36px;border-bottom:1px solid #eee5d8;">
        <a href="https://givelantern.com/?utm_source=email&utm_medium=notification"><img src="https://static.givelantern.com/email/lantern-logo-2x.png" width="132" height="30" alt="GiveLantern" style="display:block;"></a>
      </td></tr>
      <tr><td class="pad" style="padding:28px 36px;font-family:'Segoe UI',Helvetica,Arial,sans-serif;font-size:15px;line-height:23px;color:#3b3228;">
${inner}
      </td></tr>
      <tr><td style="padding:18px 36px 26px 36px;background:#fbf9f5;border-radius:0 0 10px 10px;font-family:Helvetica,Arial,sans-serif;font-size:11px;line-height:17px;color:#9a8f80;">
        You receive this because you are an administrator for Hanmaum Korean Church on GiveLantern.
        <a href="https://admin.givelantern.com/settings/notifications" style="color:#9a8f80;">Notification settings</a> &middot;
        <a href="https://givelantern.com/help" style="color:#9a8f80;">Help centre</a> &middot;
        <a href="https://givelantern.com/privacy" style="color:#9a8f80;">Privacy</a><br>
        GiveLantern Technologies Inc., 300-125 Garry Street, Winnipeg, MB R3C 3P2 &middot; 1-855-448-3265<br>
        &copy; 2026 GiveLantern. All rights reserved.
      </td></tr>
    </table>
  </td></tr>
</table>`,
    "#f6f3ee",
  );
}

const givelantern: Mail[] = [
  {
    family: "givelantern",
    group: "consumer",
    lang: "en",
    kind: "gift-received",
    code: null,
    link: null,
    from: "GiveLantern <notifications@givelantern.com>",
    subject: "New recurring gift: $150.00 to General Fund",
    date: "Sun, 04 Oct 2026 10:42:17 -0500",
    text: `New recurring gift

Grace Park set up a monthly recurring gift for Hanmaum Korean Church.

Amount: $150.00 CAD
Fund: General Fund
Frequency: Monthly, on the 4th
Method: Visa ending 4410
Transaction ID: GL-7F3A-220914
Processing fee covered by donor: Yes ($4.65)

The donor has already received a receipt by e-mail. Year-end tax receipts are issued from
Admin > Statements.

View the gift: https://admin.givelantern.com/gifts/GL-7F3A-220914

GiveLantern Technologies Inc., 300-125 Garry Street, Winnipeg, MB R3C 3P2
Notification settings: https://admin.givelantern.com/settings/notifications`,
    html: lantern(
      "Grace Park gave $150.00 monthly to General Fund.",
      `<p style="margin:0 0 6px 0;font-size:12px;letter-spacing:1px;text-transform:uppercase;color:#b7791f;font-weight:bold;">New recurring gift</p>
<h1 style="margin:0 0 18px 0;font-size:22px;line-height:28px;color:#2d251c;">$150.00 to General Fund</h1>
<p style="margin:0 0 16px 0;">Grace Park set up a monthly recurring gift for <strong>Hanmaum Korean Church</strong>.</p>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="font-size:14px;border-top:1px solid #eee5d8;">
  <tr><td style="padding:8px 0;color:#8a7f70;">Amount</td><td align="right" style="padding:8px 0;">$150.00 CAD</td></tr>
  <tr><td style="padding:8px 0;color:#8a7f70;">Fund</td><td align="right" style="padding:8px 0;">General Fund</td></tr>
  <tr><td style="padding:8px 0;color:#8a7f70;">Frequency</td><td align="right" style="padding:8px 0;">Monthly, on the 4th</td></tr>
  <tr><td style="padding:8px 0;color:#8a7f70;">Method</td><td align="right" style="padding:8px 0;">Visa &bull;&bull;&bull;&bull; 4410</td></tr>
  <tr><td style="padding:8px 0;color:#8a7f70;">Transaction ID</td><td align="right" style="padding:8px 0;">GL-7F3A-220914</td></tr>
  <tr><td style="padding:8px 0;color:#8a7f70;">Fee covered by donor</td><td align="right" style="padding:8px 0;">Yes ($4.65)</td></tr>
</table>
<p style="margin:18px 0 0 0;font-size:13px;color:#6f655a;">The donor has already received a receipt by e-mail. Year-end tax receipts are issued from Admin &rsaquo; Statements.</p>
<p style="margin:18px 0 0 0;"><a href="https://admin.givelantern.com/gifts/GL-7F3A-220914" style="color:#b7791f;font-weight:bold;">View the gift &rarr;</a></p>`,
    ),
    enc: "qp",
  },
  {
    family: "givelantern",
    group: "consumer",
    lang: "en",
    kind: "login-code",
    code: "604219",
    link: null,
    from: "GiveLantern <security@givelantern.com>",
    subject: "604219 is your GiveLantern verification code",
    date: "Tue, 13 Oct 2026 21:07:52 -0500",
    text: `Hi Sam,

Use this code to finish signing in to the GiveLantern admin dashboard:

604219

It expires in 10 minutes. For your security, never share it with anyone -- GiveLantern staff will
never ask you for it.

Sign-in attempt: Tuesday, October 13, 2026 at 9:07 PM CDT
Browser: Firefox on Windows
Near: Winnipeg, Manitoba, Canada

If this wasn't you, change your password right away and contact us at 1-855-448-3265.

-- The GiveLantern team`,
    html: lantern(
      "Your code expires in 10 minutes.",
      `<p style="margin:0 0 16px 0;">Hi Sam,</p>
<p style="margin:0 0 16px 0;">Use this code to finish signing in to the GiveLantern admin dashboard:</p>
<table role="presentation" cellpadding="0" cellspacing="0" width="100%"><tr><td align="center" style="padding:14px 0 18px 0;">
  <div style="display:inline-block;background:#fdf6e9;border:1px dashed #e2c48f;border-radius:8px;padding:14px 26px;font-family:'Courier New',Courier,monospace;font-size:32px;font-weight:bold;letter-spacing:8px;color:#2d251c;">604219</div>
</td></tr></table>
<p style="margin:0 0 16px 0;">It expires in 10 minutes. Never share it with anyone &mdash; GiveLantern staff will never ask you for it.</p>
<table role="presentation" cellpadding="0" cellspacing="0" style="font-size:13px;color:#6f655a;">
  <tr><td style="padding:2px 12px 2px 0;">When</td><td>Tuesday, October 13, 2026 at 9:07 PM CDT</td></tr>
  <tr><td style="padding:2px 12px 2px 0;">Browser</td><td>Firefox on Windows</td></tr>
  <tr><td style="padding:2px 12px 2px 0;">Near</td><td>Winnipeg, Manitoba, Canada</td></tr>
</table>
<p style="margin:18px 0 0 0;font-size:13px;color:#6f655a;">If this wasn't you, <a href="https://admin.givelantern.com/account/password" style="color:#b7791f;">change your password</a> right away and call us at 1-855-448-3265.</p>`,
    ),
  },
  {
    family: "givelantern",
    group: "consumer",
    lang: "en",
    kind: "payout-report",
    code: null,
    link: null,
    from: "GiveLantern <deposits@givelantern.com>",
    subject: "Deposit sent: $3,286.40 for Oct 12 - Oct 18",
    date: "Mon, 19 Oct 2026 06:15:03 -0500",
    text: `Deposit sent

We've sent $3,286.40 to Hanmaum Korean Church's account at Wheatland Valley Credit Union
(account ending 0072). Allow 1-2 business days for it to appear.

Period:            Oct 12 - Oct 18, 2026
Gifts:             41
Gross giving:      $3,402.00
Processing fees:   -$115.60
Net deposit:       $3,286.40
Deposit reference: DEP-2026-10-19-8841

By fund
  General Fund        $2,610.00
  Building Fund         $525.00
  Missions              $267.00

The full deposit report is in Admin > Deposits.
https://admin.givelantern.com/deposits/DEP-2026-10-19-8841`,
    html: lantern(
      "$3,286.40 is on its way to your account ending 0072.",
      `<h1 style="margin:0 0 14px 0;font-size:22px;color:#2d251c;">Deposit sent</h1>
<p style="margin:0 0 18px 0;">We've sent <strong>$3,286.40</strong> to Hanmaum Korean Church's account at Wheatland Valley Credit Union (account ending 0072). Allow 1&ndash;2 business days for it to appear.</p>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="font-size:14px;">
  <tr><td style="padding:6px 0;color:#8a7f70;">Period</td><td align="right">Oct 12 &ndash; Oct 18, 2026</td></tr>
  <tr><td style="padding:6px 0;color:#8a7f70;">Gifts</td><td align="right">41</td></tr>
  <tr><td style="padding:6px 0;color:#8a7f70;">Gross giving</td><td align="right">$3,402.00</td></tr>
  <tr><td style="padding:6px 0;color:#8a7f70;">Processing fees</td><td align="right">&minus;$115.60</td></tr>
  <tr><td style="padding:8px 0;border-top:1px solid #eee5d8;font-weight:bold;">Net deposit</td><td align="right" style="border-top:1px solid #eee5d8;font-weight:bold;">$3,286.40</td></tr>
  <tr><td style="padding:6px 0;color:#8a7f70;">Reference</td><td align="right">DEP-2026-10-19-8841</td></tr>
</table>
<p style="margin:22px 0 8px 0;font-weight:bold;">By fund</p>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="font-size:14px;">
  <tr><td style="padding:4px 0;">General Fund</td><td align="right">$2,610.00</td></tr>
  <tr><td style="padding:4px 0;">Building Fund</td><td align="right">$525.00</td></tr>
  <tr><td style="padding:4px 0;">Missions</td><td align="right">$267.00</td></tr>
</table>
<p style="margin:22px 0 0 0;"><a href="https://admin.givelantern.com/deposits/DEP-2026-10-19-8841" style="color:#b7791f;font-weight:bold;">Open the deposit report</a></p>`,
    ),
    enc: "b64",
  },
];

// ---------------------------------------------------------------- 은혜헌금 Eunhye Giving (Korean church giving, North America)

function eunhye(inner: string): string {
  return `<html><head><meta charset="utf-8"><title>은혜헌금</title></head>
<body style="margin:0;background:#eef2f6;font-family:'Apple SD Gothic Neo','Malgun Gothic','맑은 고딕',sans-serif;">
<center>
<table width="600" cellpadding="0" cellspacing="0" border="0" style="background:#ffffff;margin:24px auto;border-top:4px solid #2f6db5;">
<tr><td style="padding:22px 30px;"><img src="https://cdn.eunhyegiving.com/mail/logo_ko.png" alt="은혜헌금 Eunhye Giving" width="150" height="34"></td></tr>
<tr><td style="padding:0 30px 26px 30px;font-size:14px;line-height:24px;color:#333333;">
${inner}
</td></tr>
<tr><td style="padding:18px 30px;background:#f7f9fb;font-size:11px;line-height:18px;color:#8c96a0;">
본 메일은 발신 전용입니다. 문의: <a href="mailto:help@eunhyegiving.com" style="color:#8c96a0;">help@eunhyegiving.com</a> · 북미 고객센터 1-888-536-4821 (월–금 오전 9시–오후 6시 EST)<br>
Eunhye Giving Inc. · 5000 Yonge St, Suite 1901, Toronto, ON M2N 7E9 · <a href="https://www.eunhyegiving.com/privacy" style="color:#8c96a0;">개인정보처리방침</a> · <a href="https://www.eunhyegiving.com/terms" style="color:#8c96a0;">이용약관</a><br>
© 2026 Eunhye Giving Inc.
</td></tr>
</table>
</center>
</body></html>`;
}

const eunhye_giving: Mail[] = [
  {
    family: "eunhye-giving",
    group: "regional",
    lang: "ko",
    kind: "login-code",
    code: "482915",
    link: null,
    from: "은혜헌금 <noreply@eunhyegiving.com>",
    subject: "[은혜헌금] 관리자 로그인 인증번호 안내",
    date: "Thu, 08 Oct 2026 19:31:44 -0400",
    text: `[은혜헌금] 관리자 로그인 인증번호

안녕하세요, 한마음교회 재정부 관리자님.

요청하신 로그인 인증번호는 다음과 같습니다.

인증번호: 482915

인증번호는 발송 후 5분간 유효합니다. 본인이 요청하지 않은 경우 이 메일을 무시하시고,
비밀번호를 변경해 주세요.

요청 시각: 2026년 10월 8일 오후 6:31 (CDT)
접속 IP: 142.161.xx.xx

은혜헌금 드림
고객센터 1-888-536-4821`,
    html: eunhye(`<p style="margin:0 0 14px 0;font-size:18px;font-weight:bold;color:#1f3b5c;">관리자 로그인 인증번호</p>
<p style="margin:0 0 14px 0;">안녕하세요, 한마음교회 재정부 관리자님.<br>요청하신 로그인 인증번호는 다음과 같습니다.</p>
<table cellpadding="0" cellspacing="0" border="0" width="100%" style="margin:10px 0 18px 0;">
<tr><td align="center" style="background:#f1f6fc;border:1px solid #d5e3f3;padding:20px 0;">
<span style="font-size:13px;color:#5b6b7c;">인증번호</span><br>
<span style="font-size:34px;font-weight:bold;letter-spacing:10px;color:#2f6db5;">482915</span>
</td></tr></table>
<p style="margin:0 0 10px 0;">인증번호는 발송 후 <b>5분간</b> 유효합니다.<br>본인이 요청하지 않은 경우 이 메일을 무시하시고 비밀번호를 변경해 주세요.</p>
<p style="margin:0;font-size:12px;color:#8c96a0;">요청 시각: 2026년 10월 8일 오후 6:31 (CDT) · 접속 IP: 142.161.xx.xx</p>`),
    enc: "b64",
  },
  {
    family: "eunhye-giving",
    group: "regional",
    lang: "ko",
    kind: "monthly-report",
    code: null,
    link: null,
    from: "은혜헌금 <report@eunhyegiving.com>",
    subject: "[은혜헌금] 한마음교회 2026년 10월 헌금 정산 보고서",
    date: "Mon, 02 Nov 2026 08:00:12 -0500",
    text: `한마음교회 2026년 10월 헌금 정산 보고서

정산 기간: 2026.10.01 ~ 2026.10.31
총 헌금 건수: 163건
총 헌금액: CAD 14,870.00
결제 수수료: CAD 431.23
입금 예정액: CAD 14,438.77 (2026.11.04 입금 예정, 계좌 끝자리 0072)

항목별 합계
- 십일조: CAD 9,640.00
- 감사헌금: CAD 2,315.00
- 건축헌금: CAD 1,900.00
- 선교헌금: CAD 1,015.00

상세 내역은 관리자 페이지 > 정산 메뉴에서 엑셀로 내려받으실 수 있습니다.
https://admin.eunhyegiving.com/settlements/2026-10

감사합니다.
은혜헌금 드림`,
    html: eunhye(
      `<p style="margin:0 0 14px 0;font-size:18px;font-weight:bold;color:#1f3b5c;">한마음교회 2026년 10월 헌금 정산 보고서</p>
<table cellpadding="6" cellspacing="0" border="0" width="100%" style="font-size:13px;border-top:2px solid #1f3b5c;">
<tr><td style="background:#f7f9fb;width:40%;">정산 기간</td><td>2026.10.01 ~ 2026.10.31</td></tr>
<tr><td style="background:#f7f9fb;">총 헌금 건수</td><td>163건</td></tr>
<tr><td style="background:#f7f9fb;">총 헌금액</td><td>CAD 14,870.00</td></tr>
<tr><td style="background:#f7f9fb;">결제 수수료</td><td>CAD 431.23</td></tr>
<tr><td style="background:#f7f9fb;"><b>입금 예정액</b></td><td><b>CAD 14,438.77</b><br><span style="color:#8c96a0;">2026.11.04 입금 예정 · 계좌 끝자리 0072</span></td></tr>
</table>
<p style="margin:20px 0 6px 0;font-weight:bold;">항목별 합계</p>
<table cellpadding="5" cellspacing="0" border="0" width="100%" style="font-size:13px;">
<tr><td>십일조</td><td align="right">CAD 9,640.00</td></tr>
<tr><td>감사헌금</td><td align="right">CAD 2,315.00</td></tr>
<tr><td>건축헌금</td><td align="right">CAD 1,900.00</td></tr>
<tr><td>선교헌금</td><td align="right">CAD 1,015.00</td></tr>
</table>
<p style="margin:20px 0 0 0;">상세 내역은 <a href="https://admin.eunhyegiving.com/settlements/2026-10" style="color:#2f6db5;">관리자 페이지 &gt; 정산</a> 메뉴에서 엑셀로 내려받으실 수 있습니다.</p>`,
    ),
    enc: "8bit",
  },
  {
    family: "eunhye-giving",
    group: "regional",
    lang: "ko",
    kind: "admin-invite",
    code: null,
    link: "https://admin.eunhyegiving.com/invite/accept?t=kq8ZfT2wYp4LrN0vHc61",
    from: "은혜헌금 <noreply@eunhyegiving.com>",
    subject: "[은혜헌금] 김은정 님이 재정 관리자로 초대했습니다",
    date: "Wed, 18 Nov 2026 14:22:09 -0500",
    text: `김은정 님이 회원님을 은혜헌금 "한마음교회" 재정 관리자로 초대했습니다.

권한: 헌금 내역 조회, 정산 보고서 다운로드, 기부금 영수증 발급

아래 링크에서 초대를 수락해 주세요. 초대 링크는 7일 후 만료됩니다.
https://admin.eunhyegiving.com/invite/accept?t=kq8ZfT2wYp4LrN0vHc61

초대를 예상하지 못하셨다면 이 메일을 무시하셔도 됩니다.

은혜헌금 드림`,
    html: eunhye(`<p style="margin:0 0 14px 0;font-size:18px;font-weight:bold;color:#1f3b5c;">재정 관리자 초대</p>
<p style="margin:0 0 12px 0;"><b>김은정</b> 님이 회원님을 은혜헌금 <b>"한마음교회"</b> 재정 관리자로 초대했습니다.</p>
<p style="margin:0 0 12px 0;font-size:13px;color:#5b6b7c;">권한: 헌금 내역 조회 · 정산 보고서 다운로드 · 기부금 영수증 발급</p>
<table cellpadding="0" cellspacing="0" border="0" style="margin:22px 0;"><tr><td bgcolor="#2f6db5" style="border-radius:3px;">
<a href="https://admin.eunhyegiving.com/invite/accept?t=kq8ZfT2wYp4LrN0vHc61" style="display:inline-block;padding:12px 34px;color:#ffffff;font-size:15px;font-weight:bold;text-decoration:none;">초대 수락하기</a>
</td></tr></table>
<p style="margin:0;font-size:12px;color:#8c96a0;">초대 링크는 7일 후 만료됩니다. 초대를 예상하지 못하셨다면 이 메일을 무시하셔도 됩니다.</p>`),
    enc: "qp",
  },
];

// ---------------------------------------------------------------- Wheatland Valley Credit Union (business online banking)

function wheatland(title: string, inner: string): string {
  return doc(
    title,
    `<table width="100%" cellpadding="0" cellspacing="0" border="0" bgcolor="#e9ecef"><tr><td align="center" style="padding:20px 8px;">
<table class="wrap" width="600" cellpadding="0" cellspacing="0" border="0" bgcolor="#ffffff">
  <tr><td bgcolor="#1d4d3a" style="padding:16px 24px;"><img src="https://www.wheatlandvalleycu.ca/media/email/wvcu-logo-white.png" width="190" height="40" alt="Wheatland Valley Credit Union"></td></tr>
  <tr><td bgcolor="#c9a227" height="4" style="font-size:0;line-height:0;">&nbsp;</td></tr>
  <tr><td class="pad" style="padding:30px 32px;font-family:Arial,Helvetica,sans-serif;font-size:14px;line-height:21px;color:#222222;">
${inner}
  </td></tr>
  <tr><td style="padding:20px 32px;border-top:1px solid #dddddd;font-family:Arial,Helvetica,sans-serif;font-size:11px;line-height:16px;color:#777777;">
    Wheatland Valley Credit Union will never ask you for your password, PIN or a passcode by e-mail, text or phone.<br><br>
    Questions? Call our Business Services team at 204-555-0188 or 1-877-555-0199, Monday to Friday 8 a.m. to 6 p.m. CT.<br>
    Wheatland Valley Credit Union, 1420 Rosser Avenue, Brandon, MB R7A 0M4.
    <a href="https://www.wheatlandvalleycu.ca/privacy" style="color:#777777;">Privacy</a> |
    <a href="https://www.wheatlandvalleycu.ca/security" style="color:#777777;">Security centre</a><br>
    Deposits are fully guaranteed by the Deposit Guarantee Corporation of Manitoba.
  </td></tr>
</table></td></tr></table>`,
    "#e9ecef",
  );
}

const wheatland_valley_cu: Mail[] = [
  {
    family: "wheatland-valley-cu",
    group: "consumer",
    lang: "en",
    kind: "login-code",
    code: "71530842",
    link: null,
    from: "Wheatland Valley CU <alerts@wheatlandvalleycu.ca>",
    subject: "Your Business Online Banking passcode",
    date: "Fri, 09 Oct 2026 08:46:30 -0500",
    text: `Wheatland Valley Credit Union - Business Online Banking

Your one-time passcode is: 71530842

Enter this passcode to finish signing in as user RRVTURN-TREAS1. It can be used once and expires
in 5 minutes.

Did not request this? Do not share the passcode. Call Business Services right away at
204-555-0188 or 1-877-555-0199.

This is an automated message. Please do not reply.`,
    html: null,
  },
  {
    family: "wheatland-valley-cu",
    group: "consumer",
    lang: "en",
    kind: "payment-approval",
    code: null,
    link: "https://business.wheatlandvalleycu.ca/approvals/review?req=PA-20261021-00417",
    from: "Wheatland Valley CU Business <business@wheatlandvalleycu.ca>",
    subject: "Action required: 1 payment is waiting for your approval",
    date: "Wed, 21 Oct 2026 16:12:55 -0500",
    text: `Payment waiting for approval

Red River Valley Turn- und Sportverein Inc. requires two signers for outgoing payments.
Sam Reader created the bill payment below, and it needs a second approval before it is sent.

Payee:           Manitoba Hydro
Amount:          $1,118.42
From account:    Operating chequing ****3390
Payment date:    October 23, 2026
Request number:  PA-20261021-00417

Review and approve the payment:
https://business.wheatlandvalleycu.ca/approvals/review?req=PA-20261021-00417

If it is not approved by 11:59 p.m. CT on October 22, the request will expire and the payment
will not be made.`,
    html: wheatland(
      "Payment waiting for approval",
      `<h2 style="margin:0 0 14px 0;font-size:19px;color:#1d4d3a;">Payment waiting for approval</h2>
<p style="margin:0 0 14px 0;">Red River Valley Turn- und Sportverein Inc. requires two signers for outgoing payments. Sam Reader created the bill payment below, and it needs a second approval before it is sent.</p>
<table cellpadding="7" cellspacing="0" border="0" width="100%" style="font-size:13px;border:1px solid #dddddd;">
  <tr bgcolor="#f5f7f6"><td width="38%"><b>Payee</b></td><td>Manitoba Hydro</td></tr>
  <tr><td><b>Amount</b></td><td>$1,118.42</td></tr>
  <tr bgcolor="#f5f7f6"><td><b>From account</b></td><td>Operating chequing ****3390</td></tr>
  <tr><td><b>Payment date</b></td><td>October 23, 2026</td></tr>
  <tr bgcolor="#f5f7f6"><td><b>Request number</b></td><td>PA-20261021-00417</td></tr>
</table>
${
        button(
          "https://business.wheatlandvalleycu.ca/approvals/review?req=PA-20261021-00417",
          "Review and approve",
          "#1d4d3a",
          2,
        )
      }
<p style="margin:0;font-size:12px;color:#666666;">If it is not approved by 11:59 p.m. CT on October 22, the request will expire and the payment will not be made.</p>`,
    ),
    enc: "qp",
  },
  {
    family: "wheatland-valley-cu",
    group: "consumer",
    lang: "en",
    kind: "transfer-received",
    code: null,
    link: null,
    from: "Wheatland Valley CU <alerts@wheatlandvalleycu.ca>",
    subject: "Interac e-Transfer: KIM JIHOON sent you $85.00 (deposited)",
    date: "Sat, 31 Oct 2026 11:03:18 -0500",
    text: `Hi RED RIVER VALLEY TURN- UND SPORTVEREIN,

KIM JIHOON sent you $85.00 (CAD) and the money has been automatically deposited into your
account ending in 3390.

Message: U11 fall registration - Daniel Kim

Reference number: CA1MRpW7bTzq
Date deposited: October 31, 2026

This message was sent because Autodeposit is turned on for treasurer@rrvturnverein.ca.
Wheatland Valley Credit Union, 1420 Rosser Avenue, Brandon, MB R7A 0M4`,
    html: wheatland(
      "Interac e-Transfer deposited",
      `<p style="margin:0 0 14px 0;">Hi RED RIVER VALLEY TURN- UND SPORTVEREIN,</p>
<p style="margin:0 0 14px 0;"><b>KIM JIHOON</b> sent you <b>$85.00 (CAD)</b> and the money has been automatically deposited into your account ending in 3390.</p>
<table cellpadding="6" cellspacing="0" border="0" style="font-size:13px;background:#f5f7f6;width:100%;">
  <tr><td width="40%">Message</td><td>U11 fall registration - Daniel Kim</td></tr>
  <tr><td>Reference number</td><td>CA1MRpW7bTzq</td></tr>
  <tr><td>Date deposited</td><td>October 31, 2026</td></tr>
</table>
<p style="margin:16px 0 0 0;font-size:12px;color:#666666;">This message was sent because Autodeposit is turned on for treasurer@rrvturnverein.ca. <img src="https://www.wheatlandvalleycu.ca/media/email/interac-etransfer.png" width="92" height="24" alt="Interac e-Transfer" style="vertical-align:middle;"></p>`,
    ),
    to: "RRV Turnverein Treasurer <treasurer@rrvturnverein.ca>",
  },
  {
    family: "wheatland-valley-cu",
    group: "consumer",
    lang: "en",
    kind: "statement-ready",
    code: null,
    link: null,
    from: "Wheatland Valley CU <estatements@wheatlandvalleycu.ca>",
    subject: "Your October eStatement is ready",
    date: "Tue, 03 Nov 2026 05:30:00 -0600",
    text: `Your October 2026 eStatement is now available in Business Online Banking for:

  Operating chequing ****3390
  Casino & raffle trust ****3412

Statement period: October 1 - October 31, 2026

To view it, sign in at wheatlandvalleycu.ca and go to Accounts > eStatements. For your security,
we never attach statements or include sign-in links in our e-mails.

Wheatland Valley Credit Union
204-555-0188`,
    html: wheatland(
      "Your eStatement is ready",
      `<h2 style="margin:0 0 14px 0;font-size:19px;color:#1d4d3a;">Your October eStatement is ready</h2>
<p style="margin:0 0 10px 0;">Your October 2026 eStatement is now available in Business Online Banking for:</p>
<ul style="margin:0 0 14px 18px;padding:0;">
  <li>Operating chequing ****3390</li>
  <li>Casino &amp; raffle trust ****3412</li>
</ul>
<p style="margin:0 0 14px 0;">Statement period: October 1 &ndash; October 31, 2026</p>
<p style="margin:0;">To view it, sign in at wheatlandvalleycu.ca and go to <b>Accounts &gt; eStatements</b>. For your security, we never attach statements or include sign-in links in our e-mails.</p>`,
    ),
    enc: "qp",
  },
];

// ---------------------------------------------------------------- Mintlane Payments (card processor)

function mintlane(preheader: string, inner: string): string {
  return doc(
    "Mintlane",
    `${pre(preheader)}
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" bgcolor="#f6f9fc"><tr><td align="center" style="padding:40px 10px;">
  <table role="presentation" class="wrap" width="540" cellpadding="0" cellspacing="0" border="0">
    <tr><td style="padding:0 0 18px 4px;"><img src="https://assets.mintlane.com/email/mintlane-wordmark.png" alt="Mintlane" width="104" height="26"></td></tr>
    <tr><td bgcolor="#ffffff" class="pad" style="padding:36px 40px;border-radius:6px;font-family:-apple-system,BlinkMacSystemFont,'Segoe UI',Roboto,Helvetica,Arial,sans-serif;font-size:15px;line-height:24px;color:#414552;">
${inner}
    </td></tr>
    <tr><td style="padding:22px 4px;font-family:-apple-system,'Segoe UI',Roboto,Arial,sans-serif;font-size:12px;line-height:18px;color:#8792a2;">
      Mintlane Payments Canada ULC, 220 Portage Avenue, 14th Floor, Winnipeg, MB R3C 0A5<br>
      <a href="https://mintlane.com/support" style="color:#635bff;text-decoration:none;">Support</a> &nbsp;&bull;&nbsp;
      <a href="https://mintlane.com/legal/privacy" style="color:#635bff;text-decoration:none;">Privacy</a> &nbsp;&bull;&nbsp;
      <a href="https://dashboard.mintlane.com/settings/communication" style="color:#635bff;text-decoration:none;">Email preferences</a>
    </td></tr>
  </table>
</td></tr></table>`,
    "#f6f9fc",
  );
}

const mintlane_payments: Mail[] = [
  {
    family: "mintlane-payments",
    group: "consumer",
    lang: "en",
    kind: "verify-link",
    code: null,
    link: "https://click.mintlane.com/ls/click?upn=u001.Qm9yZGVyVmVyaWZ5-2BXkT9aL3vR7pJ-3D-3D_hsRk2",
    from: "Mintlane <no-reply@mintlane.com>",
    subject: "Confirm your email for Red River Valley Turnverein",
    date: "Mon, 05 Oct 2026 20:18:41 +0000",
    text: `Confirm your email address

You're almost ready to accept payments with Mintlane. Please confirm that
treasurer@rrvturnverein.ca is the right address for the account "Red River Valley Turnverein".

Confirm email:
https://click.mintlane.com/ls/click?upn=u001.Qm9yZGVyVmVyaWZ5-2BXkT9aL3vR7pJ-3D-3D_hsRk2

After that, we'll ask for your organization's business number and a bank account for payouts.

If you didn't create a Mintlane account, you can ignore this email.

-- Mintlane`,
    html: mintlane(
      "One more step before you can accept payments.",
      `<h1 style="margin:0 0 16px 0;font-size:22px;line-height:30px;color:#1a1f36;">Confirm your email address</h1>
<p style="margin:0 0 16px 0;">You're almost ready to accept payments with Mintlane. Please confirm that <strong>treasurer@rrvturnverein.ca</strong> is the right address for the account <strong>Red River Valley Turnverein</strong>.</p>
${
        button(
          "https://click.mintlane.com/ls/click?upn=u001.Qm9yZGVyVmVyaWZ5-2BXkT9aL3vR7pJ-3D-3D_hsRk2",
          "Confirm email",
          "#635bff",
          6,
        )
      }
<p style="margin:0 0 16px 0;">After that, we'll ask for your organization's business number and a bank account for payouts.</p>
<hr style="border:none;border-top:1px solid #e3e8ee;margin:24px 0;">
<p style="margin:0;font-size:13px;color:#8792a2;">If you didn't create a Mintlane account, you can ignore this email.</p>`,
    ),
    to: "RRV Turnverein Treasurer <treasurer@rrvturnverein.ca>",
    enc: "qp",
  },
  {
    family: "mintlane-payments",
    group: "consumer",
    lang: "en",
    kind: "payout-sent",
    code: null,
    link: null,
    from: "Mintlane <notifications@mintlane.com>",
    subject: "Your payout of CA$2,314.60 is on the way",
    date: "Thu, 29 Oct 2026 13:02:07 +0000",
    text: `Your payout of CA$2,314.60 is on the way

Red River Valley Turnverein

Amount:               CA$2,314.60
Expected arrival:     Oct 30, 2026
Bank account:         WHEATLAND VALLEY CU ****3390
Payout ID:            po_1QxT7mLw0RrVturn9
Charges included:     57 (Oct 26 - Oct 28)

View payout details: https://dashboard.mintlane.com/payouts/po_1QxT7mLw0RrVturn9

You're receiving this because you're an administrator of this Mintlane account.`,
    html: mintlane(
      "Expected to arrive Oct 30, 2026.",
      `<p style="margin:0 0 4px 0;font-size:13px;color:#8792a2;">Red River Valley Turnverein</p>
<h1 style="margin:0 0 22px 0;font-size:22px;line-height:30px;color:#1a1f36;">Your payout of CA$2,314.60 is on the way</h1>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="font-size:14px;">
  <tr><td style="padding:8px 0;border-bottom:1px solid #e3e8ee;color:#697386;">Amount</td><td align="right" style="border-bottom:1px solid #e3e8ee;">CA$2,314.60</td></tr>
  <tr><td style="padding:8px 0;border-bottom:1px solid #e3e8ee;color:#697386;">Expected arrival</td><td align="right" style="border-bottom:1px solid #e3e8ee;">Oct 30, 2026</td></tr>
  <tr><td style="padding:8px 0;border-bottom:1px solid #e3e8ee;color:#697386;">Bank account</td><td align="right" style="border-bottom:1px solid #e3e8ee;">WHEATLAND VALLEY CU &bull;&bull;&bull;&bull;3390</td></tr>
  <tr><td style="padding:8px 0;border-bottom:1px solid #e3e8ee;color:#697386;">Payout ID</td><td align="right" style="border-bottom:1px solid #e3e8ee;font-family:Menlo,monospace;font-size:12px;">po_1QxT7mLw0RrVturn9</td></tr>
  <tr><td style="padding:8px 0;color:#697386;">Charges included</td><td align="right">57 (Oct 26 &ndash; Oct 28)</td></tr>
</table>
<p style="margin:24px 0 0 0;"><a href="https://dashboard.mintlane.com/payouts/po_1QxT7mLw0RrVturn9" style="color:#635bff;font-weight:600;text-decoration:none;">View payout details &rarr;</a></p>`,
    ),
    to: "RRV Turnverein Treasurer <treasurer@rrvturnverein.ca>",
  },
];

// ---------------------------------------------------------------- Ledgerleaf (small-organization bookkeeping)

const ledgerleaf_books: Mail[] = [
  {
    family: "ledgerleaf-books",
    group: "consumer",
    lang: "en",
    kind: "invite-link",
    code: null,
    link: "https://app.ledgerleaf.io/join/7c1e9a40-3d52-4b8f-a6e1-0f2b9d5c8e13",
    from: "Priya Nair via Ledgerleaf <invites@ledgerleaf.io>",
    subject: "Priya Nair invited you to Hanmaum Korean Church on Ledgerleaf",
    date: "Wed, 07 Oct 2026 15:40:26 +0000",
    headers: [["Reply-To", "Priya Nair <priya@nairassociates.ca>"]],
    text: `Priya Nair (Nair & Associates CPA) invited you to join the organization
"Hanmaum Korean Church" on Ledgerleaf as Treasurer (full access).

Accept the invitation:
https://app.ledgerleaf.io/join/7c1e9a40-3d52-4b8f-a6e1-0f2b9d5c8e13

Note from Priya:
"Hi Sam - I've moved the church's books over from the spreadsheets. Please accept and
reconcile September when you have a moment. Year end is December 31."

This invitation expires on October 21, 2026.

Ledgerleaf Software Ltd. | 1055 West Hastings St, Vancouver, BC V6E 2E9`,
    html: doc(
      "Invitation",
      `${pre("Join Hanmaum Korean Church as Treasurer.")}
<table width="100%" cellpadding="0" cellspacing="0" border="0"><tr><td align="center" style="padding:32px 12px;">
<table width="520" class="wrap" cellpadding="0" cellspacing="0" border="0" style="font-family:Georgia,'Times New Roman',serif;color:#243b2f;">
  <tr><td style="padding-bottom:24px;"><img src="https://ledgerleaf.io/img/mail/leaf-mark.png" width="36" height="36" alt="Ledgerleaf"></td></tr>
  <tr><td style="font-size:24px;line-height:32px;padding-bottom:16px;">You've been invited to <em>Hanmaum Korean Church</em></td></tr>
  <tr><td style="font-family:Helvetica,Arial,sans-serif;font-size:15px;line-height:23px;">
    <p style="margin:0 0 14px 0;"><strong>Priya Nair</strong> (Nair &amp; Associates CPA) invited you to join the organization on Ledgerleaf as <strong>Treasurer (full access)</strong>.</p>
    <table cellpadding="0" cellspacing="0" border="0" width="100%" style="margin:8px 0 18px 0;"><tr><td style="border-left:3px solid #7fb08f;padding:4px 14px;font-style:italic;color:#4a5d52;">Hi Sam &ndash; I've moved the church's books over from the spreadsheets. Please accept and reconcile September when you have a moment. Year end is December 31.</td></tr></table>
    <a href="https://app.ledgerleaf.io/join/7c1e9a40-3d52-4b8f-a6e1-0f2b9d5c8e13" style="display:inline-block;background:#2f7d4f;color:#ffffff;padding:12px 24px;border-radius:24px;text-decoration:none;font-weight:bold;">Accept invitation</a>
    <p style="margin:20px 0 0 0;font-size:13px;color:#6b7c72;">This invitation expires on October 21, 2026.</p>
  </td></tr>
  <tr><td style="padding-top:34px;font-family:Helvetica,Arial,sans-serif;font-size:11px;color:#9aa8a0;">Ledgerleaf Software Ltd. &middot; 1055 West Hastings St, Vancouver, BC V6E 2E9 &middot; <a href="https://ledgerleaf.io/privacy" style="color:#9aa8a0;">Privacy</a></td></tr>
</table></td></tr></table>`,
      "#ffffff",
    ),
    enc: "qp",
  },
  {
    family: "ledgerleaf-books",
    group: "consumer",
    lang: "en",
    kind: "login-code",
    code: "LL-930417",
    code_digits: "930417",
    link: null,
    from: "Ledgerleaf <security@ledgerleaf.io>",
    subject: "Ledgerleaf sign-in code: LL-930417",
    date: "Thu, 22 Oct 2026 02:14:09 +0000",
    text: `Your Ledgerleaf sign-in code

LL-930417

Type the six digits after "LL-" on the sign-in screen. The code works once and expires at
9:29 PM CDT.

Requested from: Chrome on macOS, Winnipeg MB (IP 24.76.151.8)

Not you? Someone may know your password. Reset it from Settings > Security, and tell us at
security@ledgerleaf.io.`,
    html: doc(
      "Sign-in code",
      `${pre("Code LL-930417 - expires in 15 minutes")}
<table width="100%" cellpadding="0" cellspacing="0" border="0"><tr><td align="center" style="padding:32px 12px;">
<table width="460" class="wrap" cellpadding="0" cellspacing="0" border="0" style="font-family:Helvetica,Arial,sans-serif;color:#243b2f;font-size:15px;line-height:22px;">
  <tr><td style="padding-bottom:20px;"><img src="https://ledgerleaf.io/img/mail/leaf-mark.png" width="36" height="36" alt="Ledgerleaf"></td></tr>
  <tr><td style="font-family:Georgia,serif;font-size:22px;padding-bottom:14px;">Your sign-in code</td></tr>
  <tr><td style="padding:16px 0;"><span style="display:inline-block;background:#eef6f0;padding:12px 20px;border-radius:6px;font-family:Menlo,Consolas,monospace;font-size:28px;letter-spacing:3px;color:#1d4f33;">LL-930417</span></td></tr>
  <tr><td>Type the six digits after &ldquo;LL-&rdquo; on the sign-in screen. The code works once and expires at 9:29 PM CDT.</td></tr>
  <tr><td style="padding-top:14px;font-size:13px;color:#6b7c72;">Requested from Chrome on macOS, Winnipeg MB (IP 24.76.151.8).<br>Not you? Someone may know your password. Reset it from Settings &rsaquo; Security and tell us at <a href="mailto:security@ledgerleaf.io" style="color:#2f7d4f;">security@ledgerleaf.io</a>.</td></tr>
  <tr><td style="padding-top:30px;font-size:11px;color:#9aa8a0;">Ledgerleaf Software Ltd. &middot; 1055 West Hastings St, Vancouver, BC V6E 2E9</td></tr>
</table></td></tr></table>`,
      "#ffffff",
    ),
  },
  {
    family: "ledgerleaf-books",
    group: "consumer",
    lang: "en",
    kind: "monthly-summary",
    code: null,
    link: null,
    from: "Ledgerleaf <hello@ledgerleaf.io>",
    subject: "October at Hanmaum Korean Church: 12 transactions to review",
    date: "Sun, 01 Nov 2026 14:00:00 +0000",
    text: `Your October summary - Hanmaum Korean Church

Money in:      $15,104.77
Money out:     $9,862.31
Net:           +$5,242.46

Bank balance (Operating ****0072): $31,417.09 as of Oct 31
Unreconciled transactions: 12
Largest expense: Manitoba Hydro, $1,284.10 (Oct 16)

Tip: matching your GiveLantern deposits to the "Offerings" account keeps your
year-end donation report tidy.

Open Ledgerleaf: https://app.ledgerleaf.io/org/hanmaum/reconcile

Unsubscribe from monthly summaries: https://app.ledgerleaf.io/settings/emails?unsub=monthly`,
    html: null,
  },
];

// ---------------------------------------------------------------- Paycairn (payroll for the two part-time staff)

function paycairn(inner: string): string {
  return doc(
    "Paycairn",
    `<table width="100%" cellpadding="0" cellspacing="0" border="0" bgcolor="#f2f0fa"><tr><td align="center" style="padding:24px 10px;">
<table width="580" class="wrap" cellpadding="0" cellspacing="0" border="0" bgcolor="#ffffff" style="border:1px solid #e2ddf3;">
<tr><td style="padding:20px 28px;border-bottom:1px solid #e2ddf3;"><table width="100%" cellpadding="0" cellspacing="0"><tr>
  <td><img src="https://mail-assets.paycairn.com/logo/paycairn-purple.png" width="120" height="28" alt="Paycairn"></td>
  <td align="right" style="font-family:Arial,sans-serif;font-size:12px;color:#7a7190;">Red River Valley Turnverein</td>
</tr></table></td></tr>
<tr><td class="pad" style="padding:28px;font-family:Arial,sans-serif;font-size:14px;line-height:22px;color:#2b2540;">
${inner}
</td></tr>
<tr><td style="padding:16px 28px;background:#faf9fd;font-family:Arial,sans-serif;font-size:11px;line-height:17px;color:#8f88a3;">
Paycairn Inc. &middot; 2120 Albert Street, Regina, SK S4P 2T8 &middot; 1-844-729-2247<br>
<a href="https://help.paycairn.com" style="color:#6b4fd8;">Help</a> &middot; <a href="https://paycairn.com/privacy" style="color:#6b4fd8;">Privacy</a> &middot; <a href="https://paycairn.com/terms" style="color:#6b4fd8;">Terms</a><br>
&copy; 2026 Paycairn Inc.
</td></tr></table></td></tr></table>`,
    "#f2f0fa",
  );
}

const paycairn_payroll: Mail[] = [
  {
    family: "paycairn-payroll",
    group: "consumer",
    lang: "en",
    kind: "payroll-submitted",
    code: null,
    link: null,
    from: "Paycairn <payroll@paycairn.com>",
    subject: "Payroll submitted for Nov 13 pay date",
    date: "Tue, 10 Nov 2026 17:26:48 -0600",
    text: `Payroll submitted

You submitted payroll for Red River Valley Turnverein.

Pay period:       Oct 26 - Nov 8, 2026
Pay date:         Friday, Nov 13, 2026
Employees paid:   2 (direct deposit)
Net pay:          $1,842.17
Source deductions (CPP, EI, income tax): $412.66
Employer CPP/EI:  $187.03
Total debit:      $2,441.86 from account ****3390 on Nov 11

Pay stubs will be available to employees in the Paycairn app on the pay date.

View the payroll journal: https://app.paycairn.com/payrolls/PR-88213/journal

Paycairn Inc. - 2120 Albert Street, Regina, SK S4P 2T8`,
    html: paycairn(`<h2 style="margin:0 0 10px 0;font-size:20px;">Payroll submitted</h2>
<p style="margin:0 0 18px 0;">You submitted payroll for Red River Valley Turnverein. Funds will be debited on Nov 11.</p>
<table width="100%" cellpadding="7" cellspacing="0" border="0" style="font-size:13px;">
<tr bgcolor="#f6f4fc"><td>Pay period</td><td align="right">Oct 26 &ndash; Nov 8, 2026</td></tr>
<tr><td>Pay date</td><td align="right">Friday, Nov 13, 2026</td></tr>
<tr bgcolor="#f6f4fc"><td>Employees paid</td><td align="right">2 (direct deposit)</td></tr>
<tr><td>Net pay</td><td align="right">$1,842.17</td></tr>
<tr bgcolor="#f6f4fc"><td>Source deductions (CPP, EI, income tax)</td><td align="right">$412.66</td></tr>
<tr><td>Employer CPP/EI</td><td align="right">$187.03</td></tr>
<tr bgcolor="#f6f4fc"><td><b>Total debit</b></td><td align="right"><b>$2,441.86</b><br><span style="color:#8f88a3;">account ****3390</span></td></tr>
</table>
<p style="margin:18px 0 0 0;">Pay stubs will be available to employees in the Paycairn app on the pay date. <a href="https://app.paycairn.com/payrolls/PR-88213/journal" style="color:#6b4fd8;">View the payroll journal</a></p>`),
    enc: "b64",
  },
  {
    family: "paycairn-payroll",
    group: "consumer",
    lang: "en",
    kind: "reset-link",
    code: null,
    link: "https://app.paycairn.com/password/reset/ZW1wbG95ZXItNDQxMg?sig=3f9c0a71be",
    from: "Paycairn <no-reply@paycairn.com>",
    subject: "Reset your Paycairn password",
    date: "Mon, 26 Oct 2026 07:55:31 -0500",
    text: `Hi Sam,

We received a request to reset the password for your Paycairn administrator login
(treasurer@rrvturnverein.ca).

Reset your password:
https://app.paycairn.com/password/reset/ZW1wbG95ZXItNDQxMg?sig=3f9c0a71be

This link expires in 60 minutes. If you didn't ask for a new password, you can ignore
this message -- your current password will keep working.

Need help? Call 1-844-729-2247.`,
    html: paycairn(`<p style="margin:0 0 14px 0;">Hi Sam,</p>
<p style="margin:0 0 14px 0;">We received a request to reset the password for your Paycairn administrator login (treasurer@rrvturnverein.ca).</p>
${button("https://app.paycairn.com/password/reset/ZW1wbG95ZXItNDQxMg?sig=3f9c0a71be", "Reset password", "#6b4fd8", 20)}
<p style="margin:0 0 14px 0;font-size:13px;color:#6a6280;">This link expires in 60 minutes. If you didn't ask for a new password, you can ignore this message &mdash; your current password will keep working.</p>`),
    to: "RRV Turnverein Treasurer <treasurer@rrvturnverein.ca>",
    enc: "qp",
  },
  {
    family: "paycairn-payroll",
    group: "consumer",
    lang: "en",
    kind: "remittance-filed",
    code: null,
    link: null,
    from: "Paycairn <payroll@paycairn.com>",
    subject: "October source deductions remitted to CRA",
    date: "Fri, 13 Nov 2026 09:10:44 -0600",
    text: `Hi Sam,

We've remitted Red River Valley Turnverein's source deductions for October 2026 to the
Canada Revenue Agency on your behalf.

Payroll account:   81234 5678 RP0001
Remittance period: October 2026
Amount remitted:   $1,199.38
Due date:          November 15, 2026
Confirmation:      CRA-PMT-5540912

The remittance voucher is attached for your records. Nothing else is needed from you.

Paycairn Payroll Team`,
    html: null,
    attachment: [
      "RRV-Turnverein_PD7A_2026-10.pdf",
      "application/pdf",
      "%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj\n3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n",
    ],
  },
];

// ---------------------------------------------------------------- Keewatin Corporate Registry (provincial non-profit filings)

const keewatin_corporate_registry: Mail[] = [
  {
    family: "keewatin-corporate-registry",
    group: "regional",
    lang: "en",
    kind: "filing-reminder",
    code: null,
    link: null,
    from: "Keewatin Corporate Registry <noreply@corporateregistry.keewatin.ca>",
    subject: "Annual return due: HANMAUM KOREAN CHURCH OF WINNIPEG INC. (No. 7740213)",
    date: "Thu, 15 Oct 2026 10:00:03 -0500",
    text: `KEEWATIN CORPORATE REGISTRY / REGISTRE DES CORPORATIONS DU KEEWATIN
(Le français suit.)

Annual return reminder

Corporation:        HANMAUM KOREAN CHURCH OF WINNIPEG INC.
Registry number:    7740213
Type:               Non-profit corporation
Anniversary date:   November 30
Filing fee:         $40.00

The 2026 annual return must be filed within 60 days after the anniversary date. A corporation that
does not file for two consecutive years may be dissolved.

File online through Registry Online Services at keewatin.ca/registry, or call 204-555-0140
(toll-free 1-866-555-0140).

---

Rappel - rapport annuel

Corporation :       HANMAUM KOREAN CHURCH OF WINNIPEG INC.
Numéro :            7740213
Type :              corporation sans but lucratif
Date anniversaire : 30 novembre
Droits :            40,00 $

Le rapport annuel 2026 doit être déposé dans les 60 jours suivant la date anniversaire. Déposez-le
en ligne à keewatin.ca/registre ou composez le 204-555-0140.

This is an automated message. / Message automatisé.`,
    html: null,
    enc: "8bit",
  },
  {
    family: "keewatin-corporate-registry",
    group: "regional",
    lang: "fr",
    kind: "verify-code",
    code: "K7M-4Q2",
    link: null,
    from: "Registre des corporations du Keewatin <noreply@corporateregistry.keewatin.ca>",
    subject: "Code de confirmation de votre adresse courriel",
    date: "Mon, 16 Nov 2026 19:48:22 -0600",
    text: `Registre des corporations du Keewatin - Services en ligne

Bonjour,

Vous avez demandé à ajouter cette adresse courriel à votre compte des Services en ligne du
registre. Pour confirmer qu'elle vous appartient, entrez le code suivant dans la page ouverte :

    K7M-4Q2

Le code est valide pendant 30 minutes. Si vous n'avez pas fait cette demande, ne tenez pas compte
de ce message.

Renseignements : 204-555-0140 (sans frais 1-866-555-0140)
Registre des corporations du Keewatin, 405, avenue Broadway, bureau 1010, Winnipeg (Manitoba) R3C 3L6

(English: your confirmation code is K7M-4Q2. It is valid for 30 minutes.)`,
    html: doc(
      "Code de confirmation",
      `<table width="100%" cellpadding="0" cellspacing="0" border="0"><tr><td align="center" style="padding:20px 10px;">
<table width="600" class="wrap" cellpadding="0" cellspacing="0" border="0" style="font-family:Verdana,Arial,sans-serif;font-size:13px;line-height:20px;color:#222;">
<tr><td style="background:#26374a;padding:14px 20px;color:#ffffff;font-size:15px;"><img src="https://corporateregistry.keewatin.ca/img/crest-white.png" width="28" height="28" alt="" style="vertical-align:middle;"> &nbsp;Registre des corporations du Keewatin</td></tr>
<tr><td style="padding:24px 20px;">
<p style="margin:0 0 12px 0;">Bonjour,</p>
<p style="margin:0 0 12px 0;">Vous avez demandé à ajouter cette adresse courriel à votre compte des Services en ligne du registre. Pour confirmer qu'elle vous appartient, entrez le code suivant dans la page ouverte&nbsp;:</p>
<p style="margin:18px 0;font-size:26px;font-weight:bold;font-family:'Courier New',monospace;letter-spacing:2px;color:#26374a;">K7M-4Q2</p>
<p style="margin:0 0 12px 0;">Le code est valide pendant 30&nbsp;minutes. Si vous n'avez pas fait cette demande, ne tenez pas compte de ce message.</p>
<p style="margin:18px 0 0 0;padding-top:12px;border-top:1px solid #ccc;font-size:12px;color:#555;" lang="en"><i>English: your confirmation code is K7M-4Q2. It is valid for 30 minutes.</i></p>
</td></tr>
<tr><td style="padding:14px 20px;background:#f1f2f3;font-size:11px;color:#555;">Renseignements&nbsp;: 204-555-0140 (sans frais 1-866-555-0140)<br>405, avenue Broadway, bureau 1010, Winnipeg (Manitoba) R3C 3L6 &middot; <a href="https://corporateregistry.keewatin.ca/fr/confidentialite" style="color:#284162;">Confidentialité</a></td></tr>
</table></td></tr></table>`,
      "#ffffff",
    ),
    enc: "qp",
  },
  {
    family: "keewatin-corporate-registry",
    group: "regional",
    lang: "fr",
    kind: "filing-accepted",
    code: null,
    link: null,
    from: "Registre des corporations du Keewatin <noreply@corporateregistry.keewatin.ca>",
    subject: "Rapport annuel accepté - numéro de dépôt 2026-AR-0918837",
    date: "Tue, 17 Nov 2026 09:03:57 -0600",
    text: `Bonjour,

Le rapport annuel 2026 de HANMAUM KOREAN CHURCH OF WINNIPEG INC. (no 7740213) a été accepté.

Numéro de dépôt :  2026-AR-0918837
Date de dépôt :    16 novembre 2026
Droits payés :     40,00 $ (Visa se terminant par 7715)
Prochaine échéance : 30 novembre 2027

Le reçu officiel est joint en format PDF. Conservez-le avec les registres de la corporation.

Registre des corporations du Keewatin
204-555-0140`,
    html: null,
    enc: "8bit",
    attachment: [
      "recu_2026-AR-0918837.pdf",
      "application/pdf",
      "%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj\n3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] >> endobj\n% Recu 2026-AR-0918837\ntrailer << /Root 1 0 R >>\n%%EOF\n",
    ],
  },
];

// ---------------------------------------------------------------- Hartley & Vossen (insurance broker)

const hartley_vossen_insurance: Mail[] = [
  {
    family: "hartley-vossen-insurance",
    group: "consumer",
    lang: "en",
    kind: "policy-renewal",
    code: null,
    link: null,
    from: "Colleen Brandt <cbrandt@hartleyvossen.ca>",
    subject: "RE: RRV Turnverein - 2027 liability renewal (Policy CGL-4471920)",
    date: "Thu, 12 Nov 2026 11:37:20 -0600",
    text: `Hi Sam,

Thanks for sending over the updated participant numbers. Attached is the renewal summary for the
club's commercial general liability and directors & officers coverage, effective January 1, 2027.

  Policy number:        CGL-4471920
  Limit:                $5,000,000 per occurrence
  D&O limit:            $2,000,000
  Annual premium:       $1,285.00 (was $1,198.00) plus 7% PST = $1,374.95
  Payment due:          December 15, 2026

The increase is mostly the added gymnastics program at the Kildonan site. If the board wants to
look at a higher deductible to bring it down, I'm happy to quote that -- just let me know before
the December board meeting.

No signature is needed; the policy renews automatically once payment is received. You can pay by
cheque to our office or by EFT (details on page 3 of the attachment).

Kind regards,

Colleen Brandt, CAIB
Account Manager, Non-Profit & Community Programs
Hartley & Vossen Insurance Brokers Ltd.
1700 Corydon Avenue, Winnipeg, MB R3N 0J9
T 204-555-0163 | F 204-555-0164

-----Original Message-----
From: Sam Reader <sam.reader@inbox.example>
Sent: Tuesday, November 10, 2026 8:02 PM
To: Colleen Brandt <cbrandt@hartleyvossen.ca>
Subject: RRV Turnverein - 2027 liability renewal

Hi Colleen, our registered participants this year: 212 youth, 64 adult. Thanks, Sam`,
    html: null,
    attachment: [
      "CGL-4471920_Renewal_Summary_2027.pdf",
      "application/pdf",
      "%PDF-1.5\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj\n3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n",
    ],
  },
  {
    family: "hartley-vossen-insurance",
    group: "consumer",
    lang: "en",
    kind: "certificate-issued",
    code: null,
    link: null,
    from: "Hartley & Vossen Certificates <certificates@hartleyvossen.ca>",
    subject: "Certificate of Insurance issued - City of Winnipeg (Sargent Park Arena)",
    date: "Wed, 21 Oct 2026 14:05:12 -0500",
    text: `Certificate of Insurance issued

A certificate of insurance has been issued on behalf of Red River Valley Turn- und Sportverein Inc.

Certificate holder:  City of Winnipeg - Community Services, Facility Bookings
Location:            Sargent Park Arena, 999 Sargent Avenue
Event:               Fall ice program, Sundays Nov 1, 2026 - Mar 28, 2027
Policy:              CGL-4471920
Certificate no.:     COI-26-10357

A copy has been sent directly to the certificate holder at facilitybookings@winnipeg.example.
You do not need to do anything else.

Hartley & Vossen Insurance Brokers Ltd. | 204-555-0163`,
    html: `<html><body style="font-family:Calibri,Arial,sans-serif;font-size:14px;color:#1f2a44;">
<table width="640" cellpadding="0" cellspacing="0" border="0">
<tr><td style="padding:12px 0;border-bottom:2px solid #a31f34;"><img src="https://www.hartleyvossen.ca/wp-content/uploads/hv-logo-email.png" alt="Hartley &amp; Vossen Insurance Brokers" width="220" height="48"></td></tr>
<tr><td style="padding:18px 0;">
<p><b>Certificate of Insurance issued</b></p>
<p>A certificate of insurance has been issued on behalf of <b>Red River Valley Turn- und Sportverein Inc.</b></p>
<table cellpadding="4" cellspacing="0" border="1" bordercolor="#cccccc" style="border-collapse:collapse;font-size:13px;">
<tr><td bgcolor="#f2f2f2">Certificate holder</td><td>City of Winnipeg - Community Services, Facility Bookings</td></tr>
<tr><td bgcolor="#f2f2f2">Location</td><td>Sargent Park Arena, 999 Sargent Avenue</td></tr>
<tr><td bgcolor="#f2f2f2">Event</td><td>Fall ice program, Sundays Nov 1, 2026 &ndash; Mar 28, 2027</td></tr>
<tr><td bgcolor="#f2f2f2">Policy</td><td>CGL-4471920</td></tr>
<tr><td bgcolor="#f2f2f2">Certificate no.</td><td>COI-26-10357</td></tr>
</table>
<p>A copy has been sent directly to the certificate holder at facilitybookings@winnipeg.example. You do not need to do anything else.</p>
</td></tr>
<tr><td style="font-size:11px;color:#777;border-top:1px solid #ddd;padding-top:10px;">Hartley &amp; Vossen Insurance Brokers Ltd. &middot; 1700 Corydon Avenue, Winnipeg, MB R3N 0J9 &middot; 204-555-0163 &middot; <a href="https://www.hartleyvossen.ca">hartleyvossen.ca</a><br>This e-mail may contain confidential information. If you received it in error, please notify the sender and delete it.</td></tr>
</table></body></html>`,
  },
];

// ---------------------------------------------------------------- ArenaSlot (facility booking)

function arenaslot(inner: string): string {
  return doc(
    "ArenaSlot",
    `<table width="100%" cellpadding="0" cellspacing="0" border="0" bgcolor="#eaf1f8"><tr><td align="center" style="padding:26px 10px;">
<table width="560" class="wrap" cellpadding="0" cellspacing="0" border="0">
<tr><td bgcolor="#0b3a66" style="padding:18px 26px;border-radius:8px 8px 0 0;"><img src="https://www.arenaslot.com/static/email/arenaslot-logo.png" width="130" height="30" alt="ArenaSlot"><span style="float:right;font-family:Arial,sans-serif;font-size:12px;color:#9fc3e6;line-height:30px;">Book ice, courts &amp; fields</span></td></tr>
<tr><td bgcolor="#ffffff" class="pad" style="padding:28px 26px;font-family:Arial,Helvetica,sans-serif;font-size:14px;line-height:22px;color:#23303d;">
${inner}
</td></tr>
<tr><td bgcolor="#dce7f2" style="padding:16px 26px;border-radius:0 0 8px 8px;font-family:Arial,sans-serif;font-size:11px;line-height:17px;color:#5a6b7c;">
ArenaSlot is operated by Slotwerx Software Inc., 2nd Floor, 10 Fort Street, Winnipeg, MB R3C 1C4.<br>
<a href="https://www.arenaslot.com/help" style="color:#0b3a66;">Help</a> &middot; <a href="https://www.arenaslot.com/privacy" style="color:#0b3a66;">Privacy</a> &middot; 1-833-272-7568<br>
<a href="https://apps.apple.com/ca/app/arenaslot/id1488210321"><img src="https://www.arenaslot.com/static/email/app-store.png" width="100" height="30" alt="Download on the App Store"></a>
<a href="https://play.google.com/store/apps/details?id=com.arenaslot.app"><img src="https://www.arenaslot.com/static/email/google-play.png" width="100" height="30" alt="Get it on Google Play"></a>
</td></tr></table></td></tr></table>`,
    "#eaf1f8",
  );
}

const arenaslot_mails: Mail[] = [
  {
    family: "arenaslot",
    group: "consumer",
    lang: "en",
    kind: "verify-code",
    code: "5093",
    link: null,
    from: "ArenaSlot <hello@arenaslot.com>",
    subject: "Your ArenaSlot verification code",
    date: "Fri, 02 Oct 2026 12:20:05 -0500",
    text: `Welcome to ArenaSlot!

Enter this 4-digit code in the app to verify your email address:

5 0 9 3

The code expires in 15 minutes.

Once verified, you can request ice and gym times at 140+ facilities in Manitoba and
Saskatchewan, and pay booking deposits online.

ArenaSlot - Slotwerx Software Inc., 10 Fort Street, Winnipeg, MB R3C 1C4`,
    html: arenaslot(`<p style="margin:0 0 12px 0;font-size:18px;font-weight:bold;">Welcome to ArenaSlot!</p>
<p style="margin:0 0 18px 0;">Enter this 4-digit code in the app to verify your email address:</p>
<table cellpadding="0" cellspacing="8" border="0" align="center"><tr>
<td width="48" height="56" align="center" style="border:2px solid #0b3a66;border-radius:6px;font-size:28px;font-weight:bold;color:#0b3a66;">5</td>
<td width="48" height="56" align="center" style="border:2px solid #0b3a66;border-radius:6px;font-size:28px;font-weight:bold;color:#0b3a66;">0</td>
<td width="48" height="56" align="center" style="border:2px solid #0b3a66;border-radius:6px;font-size:28px;font-weight:bold;color:#0b3a66;">9</td>
<td width="48" height="56" align="center" style="border:2px solid #0b3a66;border-radius:6px;font-size:28px;font-weight:bold;color:#0b3a66;">3</td>
</tr></table>
<p style="margin:18px 0 12px 0;text-align:center;font-size:12px;color:#6b7886;">The code expires in 15 minutes.</p>
<p style="margin:0;">Once verified, you can request ice and gym times at 140+ facilities in Manitoba and Saskatchewan, and pay booking deposits online.</p>`),
  },
  {
    family: "arenaslot",
    group: "consumer",
    lang: "en",
    kind: "booking-confirmed",
    code: null,
    link: null,
    from: "ArenaSlot <bookings@arenaslot.com>",
    subject: "Booking confirmed: Sargent Park Arena, Sat Nov 7, 6:15 PM",
    date: "Tue, 27 Oct 2026 10:48:37 -0500",
    text: `Your booking is confirmed

Booking #AS-558214
Facility:   Sargent Park Arena - Rink A
Date:       Saturday, November 7, 2026
Time:       6:15 PM - 7:15 PM (60 min)
Booked for: Red River Valley Turnverein - U13 Ringette
Rate:       $214.00 + GST $10.70 = $224.70
Deposit paid: $50.00 (Mastercard ending 8802)
Balance due:  $174.70 by November 4, 2026

Cancellation: free until 72 hours before the start time. After that the deposit is kept.

Directions: https://www.arenaslot.com/facilities/sargent-park-arena
Manage booking: https://www.arenaslot.com/my/bookings/AS-558214`,
    html: arenaslot(`<p style="margin:0 0 4px 0;font-size:12px;color:#2e8b57;font-weight:bold;">&#10004; CONFIRMED</p>
<p style="margin:0 0 16px 0;font-size:18px;font-weight:bold;">Sargent Park Arena &ndash; Rink A</p>
<table width="100%" cellpadding="6" cellspacing="0" border="0" style="font-size:13px;background:#f5f8fb;border-radius:6px;">
<tr><td width="34%" style="color:#6b7886;">Booking</td><td>#AS-558214</td></tr>
<tr><td style="color:#6b7886;">Date</td><td>Saturday, November 7, 2026</td></tr>
<tr><td style="color:#6b7886;">Time</td><td>6:15 PM &ndash; 7:15 PM (60 min)</td></tr>
<tr><td style="color:#6b7886;">Booked for</td><td>Red River Valley Turnverein &ndash; U13 Ringette</td></tr>
<tr><td style="color:#6b7886;">Rate</td><td>$214.00 + GST $10.70 = $224.70</td></tr>
<tr><td style="color:#6b7886;">Deposit paid</td><td>$50.00 (Mastercard ending 8802)</td></tr>
<tr><td style="color:#6b7886;">Balance due</td><td><b>$174.70</b> by November 4, 2026</td></tr>
</table>
<p style="margin:16px 0;font-size:12px;color:#6b7886;">Cancellation is free until 72 hours before the start time. After that the deposit is kept.</p>
<p style="margin:0;"><a href="https://www.arenaslot.com/facilities/sargent-park-arena" style="color:#0b3a66;">Directions</a> &nbsp;|&nbsp; <a href="https://www.arenaslot.com/my/bookings/AS-558214" style="color:#0b3a66;">Manage booking</a></p>`),
    enc: "qp",
  },
];

// ---------------------------------------------------------------- LeagueHive (team registration)

const leaguehive: Mail[] = [
  {
    family: "leaguehive",
    group: "consumer",
    lang: "en",
    kind: "invite-link",
    code: null,
    link:
      "https://links.leaguehive.com/u/click?_t=8b2f0c6e41d94a7b&_r=https%3A%2F%2Fleaguehive.com%2Finvites%2Faccept%2Fr7TqW2",
    from: "LeagueHive <no-reply@leaguehive.com>",
    subject: "You've been added as Registrar for Red River Valley Turnverein",
    date: "Sat, 03 Oct 2026 16:33:10 -0500",
    text: `Hi Sam,

Markus Friesen has invited you to help run Red River Valley Turnverein on LeagueHive with the
role: Registrar (payments & refunds).

Accept your invitation:
https://links.leaguehive.com/u/click?_t=8b2f0c6e41d94a7b&_r=https%3A%2F%2Fleaguehive.com%2Finvites%2Faccept%2Fr7TqW2

As Registrar you'll be able to see registrations for the 2026-27 season (276 so far), issue
refunds and export payment reports.

-- LeagueHive
Questions? support@leaguehive.com
Unsubscribe from LeagueHive marketing: https://leaguehive.com/email-preferences`,
    html: `<!doctype html><html><head><meta charset="utf-8"></head><body style="margin:0;padding:0;background:#fffbea;">
<div style="display:none;max-height:0;overflow:hidden;">Markus Friesen invited you to Red River Valley Turnverein.</div>
<table width="100%" cellpadding="0" cellspacing="0" border="0" style="background:#fffbea;"><tr><td align="center" style="padding:30px 10px;">
<table width="520" cellpadding="0" cellspacing="0" border="0" style="background:#ffffff;border:1px solid #f1e4a8;border-radius:12px;font-family:'Trebuchet MS',Arial,sans-serif;">
<tr><td align="center" style="padding:26px 30px 6px 30px;"><img src="https://cdn.leaguehive.com/email/hive-logo@2x.png" width="64" height="64" alt="LeagueHive"></td></tr>
<tr><td align="center" style="padding:6px 30px 0 30px;font-size:22px;color:#332b00;font-weight:bold;">You're on the team!</td></tr>
<tr><td style="padding:18px 34px;font-size:15px;line-height:23px;color:#4d4633;">
Hi Sam,<br><br>
<b>Markus Friesen</b> has invited you to help run <b>Red River Valley Turnverein</b> on LeagueHive with the role <b>Registrar (payments &amp; refunds)</b>.
</td></tr>
<tr><td align="center" style="padding:4px 30px 20px 30px;">
<a href="https://links.leaguehive.com/u/click?_t=8b2f0c6e41d94a7b&amp;_r=https%3A%2F%2Fleaguehive.com%2Finvites%2Faccept%2Fr7TqW2" style="background:#f5b700;color:#332b00;display:inline-block;padding:14px 36px;border-radius:30px;font-weight:bold;font-size:16px;text-decoration:none;">Accept invitation</a>
</td></tr>
<tr><td style="padding:0 34px 26px 34px;font-size:13px;line-height:20px;color:#7a7257;">As Registrar you'll see registrations for the 2026&ndash;27 season (276 so far), issue refunds and export payment reports.</td></tr>
</table>
<p style="font-family:Arial,sans-serif;font-size:11px;color:#a69d7a;margin:16px 0;">LeagueHive &middot; 600 Spadina Cres E, Saskatoon, SK S7K 3G9 &middot; <a href="mailto:support@leaguehive.com" style="color:#a69d7a;">support@leaguehive.com</a> &middot; <a href="https://leaguehive.com/email-preferences" style="color:#a69d7a;">Email preferences</a></p>
</td></tr></table></body></html>`,
    enc: "qp",
  },
  {
    family: "leaguehive",
    group: "consumer",
    lang: "en",
    kind: "registration-received",
    code: null,
    link: null,
    from: "LeagueHive <no-reply@leaguehive.com>",
    subject: "New registration: Sofia Hernández - U9 Soccer (Indoor) - $145.00 paid",
    date: "Sun, 18 Oct 2026 21:51:02 -0500",
    text: `New registration for Red River Valley Turnverein

Participant:   Sofia Hernández (born 2018)
Program:       U9 Soccer (Indoor) - Winter 2027
Guardian:      Lucía Hernández, 204-555-0127
Order:         #LH-2026-104877
Fee:           $145.00
Sibling discount: -$15.00
Paid:          $130.00 (Visa ending 1209)
Payout batch:  Nov 2, 2026

Registrations this season: 277 | Spots left in U9 Soccer (Indoor): 6

View registration: https://leaguehive.com/org/rrv-turnverein/registrations/104877

You're getting these alerts because you're a Registrar. Change alert settings:
https://leaguehive.com/org/rrv-turnverein/settings/alerts`,
    html: null,
    enc: "8bit",
  },
];

// ---------------------------------------------------------------- RaffleRoost (licensed online 50/50 raffles)

const raffleroost: Mail[] = [
  {
    family: "raffleroost",
    group: "consumer",
    lang: "en",
    kind: "verify-link",
    code: "271948",
    link: "https://app.raffleroost.ca/verify-email?u=55102&token=f0a8c3d2e7b94c19a1",
    from: "RaffleRoost <accounts@raffleroost.ca>",
    subject: "Confirm your email to set up your 50/50",
    date: "Thu, 01 Oct 2026 19:09:45 -0500",
    text: `Hi Sam,

Thanks for starting a raffle with RaffleRoost! Before we can submit your raffle for review,
please confirm your email address.

Click to confirm:
https://app.raffleroost.ca/verify-email?u=55102&token=f0a8c3d2e7b94c19a1

Or enter this code on the setup screen: 271948

Reminder: Manitoba raffles need a licence from the Liquor, Gaming and Cannabis Authority before
tickets go on sale. You can upload yours in step 3.

Cluck cluck,
The RaffleRoost team
RaffleRoost Inc., 1871 Cornwall St, Regina, SK S4P 2K6`,
    html: doc(
      "Confirm your email",
      `${pre("Confirm your email address to continue setting up your 50/50.")}
<table width="100%" cellpadding="0" cellspacing="0" border="0" bgcolor="#fff4ef"><tr><td align="center" style="padding:28px 10px;">
<table width="540" class="wrap" cellpadding="0" cellspacing="0" border="0" bgcolor="#ffffff" style="border-radius:14px;">
<tr><td style="padding:26px 34px 0 34px;"><img src="https://app.raffleroost.ca/img/email/roost-logo.png" width="150" height="40" alt="RaffleRoost"></td></tr>
<tr><td class="pad" style="padding:22px 34px 30px 34px;font-family:Verdana,Geneva,sans-serif;font-size:14px;line-height:22px;color:#3a2a22;">
<p style="margin:0 0 14px 0;">Hi Sam,</p>
<p style="margin:0 0 14px 0;">Thanks for starting a raffle with RaffleRoost! Before we can submit your raffle for review, please confirm your email address.</p>
${
        button(
          "https://app.raffleroost.ca/verify-email?u=55102&amp;token=f0a8c3d2e7b94c19a1",
          "Confirm my email",
          "#e8552d",
          8,
        )
      }
<p style="margin:0 0 14px 0;">Or enter this code on the setup screen: <strong style="font-size:18px;letter-spacing:1px;">271948</strong></p>
<p style="margin:0;padding:12px 14px;background:#fff4ef;border-radius:8px;font-size:12px;color:#7a5a4a;">Reminder: Manitoba raffles need a licence from the Liquor, Gaming and Cannabis Authority before tickets go on sale. You can upload yours in step 3.</p>
</td></tr></table>
<p style="font-family:Verdana,sans-serif;font-size:11px;color:#b08f80;">RaffleRoost Inc. &middot; 1871 Cornwall St, Regina, SK S4P 2K6 &middot; <a href="https://raffleroost.ca/privacy" style="color:#b08f80;">Privacy</a></p>
</td></tr></table>`,
      "#fff4ef",
    ),
    enc: "qp",
  },
  {
    family: "raffleroost",
    group: "consumer",
    lang: "en",
    kind: "sales-report",
    code: null,
    link: null,
    from: "RaffleRoost <reports@raffleroost.ca>",
    subject: "Daily sales: Turnverein Fall 50/50 - jackpot now $4,812",
    date: "Sat, 14 Nov 2026 07:00:19 -0600",
    text: `Turnverein Fall 50/50 - daily sales report
Licence #LGCA-RF-26-0841

Yesterday (Nov 13):
  Ticket orders:    63
  Tickets sold:     412
  Sales:            $1,145.00

To date:
  Sales:            $9,624.00
  Current jackpot:  $4,812.00 (50%)
  Processing fees:  $338.47

Draw: Sunday, November 22, 2026 at 2:00 PM CST (live on the club's Facebook page)
Sales close: November 22 at 12:00 PM CST

Dashboard: https://app.raffleroost.ca/raffles/8841/dashboard
Turn off daily reports: https://app.raffleroost.ca/account/notifications`,
    html: `<html><body style="font-family:Verdana,sans-serif;font-size:13px;color:#3a2a22;">
<h3 style="color:#e8552d;margin:0 0 4px 0;">Turnverein Fall 50/50</h3>
<div style="font-size:11px;color:#9a7d70;">Licence #LGCA-RF-26-0841 &middot; daily sales report</div>
<table cellpadding="5" cellspacing="0" style="margin-top:14px;font-size:13px;border:1px solid #f1ddd3;">
<tr style="background:#fff4ef;"><th align="left" colspan="2">Yesterday (Nov 13)</th></tr>
<tr><td>Ticket orders</td><td align="right">63</td></tr>
<tr><td>Tickets sold</td><td align="right">412</td></tr>
<tr><td>Sales</td><td align="right">$1,145.00</td></tr>
<tr style="background:#fff4ef;"><th align="left" colspan="2">To date</th></tr>
<tr><td>Sales</td><td align="right">$9,624.00</td></tr>
<tr><td><b>Current jackpot</b></td><td align="right"><b>$4,812.00</b> (50%)</td></tr>
<tr><td>Processing fees</td><td align="right">$338.47</td></tr>
</table>
<p>Draw: Sunday, November 22, 2026 at 2:00 PM CST (live on the club's Facebook page)<br>Sales close: November 22 at 12:00 PM CST</p>
<p><a href="https://app.raffleroost.ca/raffles/8841/dashboard" style="color:#e8552d;">Open dashboard</a> &middot; <a href="https://app.raffleroost.ca/account/notifications" style="color:#9a7d70;">Turn off daily reports</a></p>
</body></html>`,
  },
];

// ---------------------------------------------------------------- Vereinsflink (German club-management software)

function flink(inner: string): string {
  return `<!DOCTYPE html><html lang="de"><head><meta charset="utf-8"><title>Vereinsflink</title></head>
<body style="margin:0;padding:0;background:#f0f0f0;">
<table width="100%" cellpadding="0" cellspacing="0" border="0" bgcolor="#f0f0f0"><tr><td align="center" style="padding:24px 8px;">
<table width="600" cellpadding="0" cellspacing="0" border="0" bgcolor="#ffffff">
<tr><td style="padding:18px 30px;border-bottom:3px solid #e30613;"><img src="https://www.vereinsflink.de/mail/vf-logo.png" width="160" height="36" alt="Vereinsflink – Vereinsverwaltung online"></td></tr>
<tr><td style="padding:28px 30px;font-family:Arial,Helvetica,sans-serif;font-size:14px;line-height:22px;color:#333333;">
${inner}
</td></tr>
<tr><td style="padding:18px 30px;background:#3c3c3c;font-family:Arial,Helvetica,sans-serif;font-size:11px;line-height:17px;color:#bbbbbb;">
Vereinsflink GmbH · Hafenstraße 12 · 48153 Münster · Deutschland<br>
Geschäftsführer: Jan Overbeck · Amtsgericht Münster HRB 19822 · USt-IdNr. DE 311 402 885<br>
<a href="https://www.vereinsflink.de/hilfe" style="color:#ffffff;">Hilfe</a> · <a href="https://www.vereinsflink.de/datenschutz" style="color:#ffffff;">Datenschutz</a> · <a href="https://www.vereinsflink.de/impressum" style="color:#ffffff;">Impressum</a>
</td></tr></table></td></tr></table></body></html>`;
}

const vereinsflink: Mail[] = [
  {
    family: "vereinsflink",
    group: "regional",
    lang: "de",
    kind: "invite-link",
    code: null,
    link: "https://rrv-turnverein.vereinsflink.de/einladung/annehmen/4f7e2c9b-81aa-4d03-b7c2-6e90d1f3a258",
    from: "Vereinsflink <noreply@vereinsflink.de>",
    subject: "Einladung: Vorstandsbereich „RRV Turn- und Sportverein“",
    date: "Tue, 06 Oct 2026 18:44:13 +0200",
    text: `Hallo Sam,

Brigitte Wiebe hat Sie in den Vorstandsbereich des Vereins „Red River Valley Turn- und
Sportverein“ bei Vereinsflink eingeladen.

Ihre Rolle: Kassenwart (Finanzen, Beiträge, Lastschriften)

Bitte nehmen Sie die Einladung über diesen Link an und legen Sie ein Passwort fest:
https://rrv-turnverein.vereinsflink.de/einladung/annehmen/4f7e2c9b-81aa-4d03-b7c2-6e90d1f3a258

Der Link ist 14 Tage gültig.

Sportliche Grüße
Ihr Vereinsflink-Team

Vereinsflink GmbH · Hafenstraße 12 · 48153 Münster`,
    html: flink(`<p style="margin:0 0 14px 0;">Hallo Sam,</p>
<p style="margin:0 0 14px 0;"><b>Brigitte Wiebe</b> hat Sie in den Vorstandsbereich des Vereins <b>„Red River Valley Turn- und Sportverein“</b> bei Vereinsflink eingeladen.</p>
<p style="margin:0 0 14px 0;">Ihre Rolle: <b>Kassenwart</b> (Finanzen, Beiträge, Lastschriften)</p>
<table cellpadding="0" cellspacing="0" border="0" style="margin:20px 0;"><tr><td bgcolor="#e30613"><a href="https://rrv-turnverein.vereinsflink.de/einladung/annehmen/4f7e2c9b-81aa-4d03-b7c2-6e90d1f3a258" style="display:block;padding:12px 26px;font-family:Arial,sans-serif;font-size:15px;color:#ffffff;text-decoration:none;font-weight:bold;">Einladung annehmen</a></td></tr></table>
<p style="margin:0 0 14px 0;font-size:12px;color:#777777;">Der Link ist 14 Tage gültig.</p>
<p style="margin:0;">Sportliche Grüße<br>Ihr Vereinsflink-Team</p>`),
    enc: "qp",
  },
  {
    family: "vereinsflink",
    group: "regional",
    lang: "de",
    kind: "login-code",
    code: "381056",
    link: null,
    from: "Vereinsflink <sicherheit@vereinsflink.de>",
    subject: "Ihr Anmeldecode für Vereinsflink",
    date: "Mon, 19 Oct 2026 02:03:27 +0200",
    text: `Hallo Sam,

für die Anmeldung bei rrv-turnverein.vereinsflink.de benötigen Sie den folgenden Sicherheitscode:

    3 8 1 0 5 6

Der Code ist 10 Minuten gültig. Geben Sie ihn niemals an Dritte weiter.

Sie haben sich nicht angemeldet? Dann ändern Sie bitte umgehend Ihr Passwort.

Ihr Vereinsflink-Team`,
    html: flink(`<p style="margin:0 0 14px 0;">Hallo Sam,</p>
<p style="margin:0 0 14px 0;">für die Anmeldung bei <b>rrv-turnverein.vereinsflink.de</b> benötigen Sie den folgenden Sicherheitscode:</p>
<p style="margin:22px 0;text-align:center;font-family:'Courier New',monospace;font-size:30px;font-weight:bold;letter-spacing:12px;color:#e30613;">3 8 1 0 5 6</p>
<p style="margin:0 0 14px 0;">Der Code ist 10 Minuten gültig. Geben Sie ihn niemals an Dritte weiter.</p>
<p style="margin:0;font-size:12px;color:#777777;">Sie haben sich nicht angemeldet? Dann ändern Sie bitte umgehend Ihr Passwort.</p>`),
    enc: "b64",
  },
  {
    family: "vereinsflink",
    group: "regional",
    lang: "de",
    kind: "dues-run",
    code: null,
    link: null,
    from: "Vereinsflink <noreply@vereinsflink.de>",
    subject: "Beitragslauf November 2026 abgeschlossen",
    date: "Sun, 01 Nov 2026 06:00:41 +0100",
    text: `Hallo Sam,

der Beitragslauf für November 2026 wurde abgeschlossen.

Verein:               Red River Valley Turn- und Sportverein
Mitglieder im Lauf:   48
Einzugsart:           Pre-Authorized Debit (PAD), Wheatland Valley CU
Summe:                CAD 2.160,00
Rückläufer Oktober:   2 (CAD 90,00) – bitte Mitglieder kontaktieren
Ausführung:           05.11.2026

Die Liste der Einzüge finden Sie unter Finanzen > Beitragsläufe > 2026-11.

Ihr Vereinsflink-Team`,
    html: null,
    enc: "8bit",
  },
];

// ---------------------------------------------------------------- Rundpost (German newsletter tool the club secretary chose)

const rundpost_newsletter: Mail[] = [
  {
    family: "rundpost-newsletter",
    group: "regional",
    lang: "de",
    kind: "sender-confirm",
    code: null,
    link: "https://app.rundpost.de/absender/bestaetigen?id=88213&k=Zq3vT8mPx0aL",
    from: "Rundpost <service@rundpost.de>",
    subject: "Bitte bestätigen Sie Ihre Absenderadresse",
    date: "Wed, 14 Oct 2026 22:15:38 +0200",
    text: `Guten Tag,

im Rundpost-Konto „RRV Turnverein Mitgliederbrief“ wurde die Absenderadresse
treasurer@rrvturnverein.ca hinzugefügt.

Damit Sie Newsletter mit dieser Adresse versenden können, bestätigen Sie sie bitte:
https://app.rundpost.de/absender/bestaetigen?id=88213&k=Zq3vT8mPx0aL

Haben Sie die Adresse nicht selbst eingetragen, können Sie diese E-Mail ignorieren.

Freundliche Grüße
Ihr Rundpost-Support
Rundpost GmbH · Lindenstraße 40 · 10969 Berlin · Tel. +49 30 5557 1840`,
    html:
      `<html><head><meta charset="utf-8"></head><body style="font-family:Helvetica,Arial,sans-serif;font-size:14px;line-height:21px;color:#2a2a2a;background:#fafafa;">
<table width="560" align="center" cellpadding="0" cellspacing="0" border="0" style="background:#ffffff;border:1px solid #e6e6e6;">
<tr><td style="padding:20px 26px;"><span style="font-size:20px;font-weight:bold;color:#0073a8;">rund<span style="color:#2a2a2a;">post</span></span></td></tr>
<tr><td style="padding:0 26px 24px 26px;">
<p>Guten Tag,</p>
<p>im Rundpost-Konto „RRV Turnverein Mitgliederbrief“ wurde die Absenderadresse <b>treasurer@rrvturnverein.ca</b> hinzugefügt.</p>
<p>Damit Sie Newsletter mit dieser Adresse versenden können, bestätigen Sie sie bitte:</p>
<p style="margin:22px 0;"><a href="https://app.rundpost.de/absender/bestaetigen?id=88213&amp;k=Zq3vT8mPx0aL" style="background:#0073a8;color:#ffffff;padding:11px 22px;text-decoration:none;border-radius:3px;">Absenderadresse bestätigen</a></p>
<p style="font-size:12px;color:#888888;">Haben Sie die Adresse nicht selbst eingetragen, können Sie diese E-Mail ignorieren.</p>
<p>Freundliche Grüße<br>Ihr Rundpost-Support</p>
</td></tr>
<tr><td style="padding:14px 26px;border-top:1px solid #eeeeee;font-size:11px;color:#999999;">Rundpost GmbH · Lindenstraße 40 · 10969 Berlin · Tel. +49 30 5557 1840 · <a href="https://www.rundpost.de/impressum" style="color:#999999;">Impressum</a> · <a href="https://www.rundpost.de/datenschutz" style="color:#999999;">Datenschutz</a></td></tr>
</table></body></html>`,
    to: "RRV Turnverein Treasurer <treasurer@rrvturnverein.ca>",
    enc: "qp",
  },
  {
    family: "rundpost-newsletter",
    group: "regional",
    lang: "de",
    kind: "campaign-report",
    code: null,
    link: null,
    from: "Rundpost <berichte@rundpost.de>",
    subject: "Versandbericht: „Mitgliederbrief November – Jahreshauptversammlung“",
    date: "Fri, 06 Nov 2026 09:30:02 +0100",
    text: `Versandbericht

Kampagne:      Mitgliederbrief November – Jahreshauptversammlung
Versendet am:  05.11.2026, 19:00 Uhr (Winnipeg)
Empfänger:     311
Zugestellt:    306
Geöffnet:      188 (61,4 %)
Klicks:        74 (24,2 %)
Abmeldungen:   1
Bounces:       5 (hart: 2, weich: 3)

Meistgeklickter Link: Anmeldung zum Weihnachtsturnier (41 Klicks)

Den vollständigen Bericht finden Sie in Ihrem Konto unter Berichte.
https://app.rundpost.de/berichte/kampagne/55710

Rundpost GmbH · Lindenstraße 40 · 10969 Berlin`,
    html: null,
    enc: "qp",
  },
];

// ---------------------------------------------------------------- Canchero (Spanish-language league registration)

function canchero(inner: string): string {
  return doc(
    "Canchero",
    `<table width="100%" cellpadding="0" cellspacing="0" border="0" bgcolor="#0e2a1f"><tr><td align="center" style="padding:28px 10px;">
<table width="560" class="wrap" cellpadding="0" cellspacing="0" border="0" bgcolor="#ffffff" style="border-radius:4px;">
<tr><td style="padding:20px 30px;background:#18a558;border-radius:4px 4px 0 0;"><img src="https://canchero.app/static/mail/canchero-blanco.png" width="140" height="32" alt="Canchero"></td></tr>
<tr><td class="pad" style="padding:30px;font-family:'Helvetica Neue',Arial,sans-serif;font-size:15px;line-height:23px;color:#1e2b25;">
${inner}
</td></tr>
<tr><td style="padding:18px 30px;border-top:1px solid #e5ece8;font-family:Arial,sans-serif;font-size:11px;line-height:17px;color:#7d8c85;">
Canchero Deportes S.A.S. · Calle 93B # 13-44, Bogotá, Colombia<br>
<a href="https://canchero.app/ayuda" style="color:#18a558;">Centro de ayuda</a> · <a href="https://canchero.app/privacidad" style="color:#18a558;">Privacidad</a> · <a href="https://www.instagram.com/canchero.app" style="color:#18a558;">Instagram</a><br>
© 2026 Canchero
</td></tr></table></td></tr></table>`,
    "#0e2a1f",
  );
}

const canchero_ligas: Mail[] = [
  {
    family: "canchero-ligas",
    group: "regional",
    lang: "es",
    kind: "verify-link",
    code: null,
    link: "https://canchero.app/cuenta/confirmar?token=c9E4vW1qLm7TzR2bYx05",
    from: "Canchero <hola@canchero.app>",
    subject: "Confirma tu correo para administrar tu club en Canchero",
    date: "Sat, 10 Oct 2026 13:27:44 -0500",
    text: `¡Hola, Sam!

Gracias por registrar al club "RRV Turnverein – Fútbol" en Canchero. Para activar la cuenta del
club y poder inscribir equipos en la Liga Latina de Fútbol de Winnipeg, confirma tu correo:

https://canchero.app/cuenta/confirmar?token=c9E4vW1qLm7TzR2bYx05

El enlace vence en 48 horas.

Si no creaste esta cuenta, ignora este mensaje.

El equipo de Canchero`,
    html: canchero(`<p style="margin:0 0 14px 0;font-size:20px;font-weight:bold;">¡Hola, Sam!</p>
<p style="margin:0 0 14px 0;">Gracias por registrar al club <b>"RRV Turnverein – Fútbol"</b> en Canchero. Para activar la cuenta del club y poder inscribir equipos en la <b>Liga Latina de Fútbol de Winnipeg</b>, confirma tu correo:</p>
${button("https://canchero.app/cuenta/confirmar?token=c9E4vW1qLm7TzR2bYx05", "Confirmar correo", "#18a558", 3)}
<p style="margin:0 0 8px 0;font-size:13px;color:#5d6b64;">El enlace vence en 48 horas.</p>
<p style="margin:0;font-size:13px;color:#5d6b64;">Si no creaste esta cuenta, ignora este mensaje.</p>`),
    enc: "qp",
  },
  {
    family: "canchero-ligas",
    group: "regional",
    lang: "es",
    kind: "login-code",
    code: "742018",
    link: null,
    from: "Canchero <seguridad@canchero.app>",
    subject: "742018 es tu código de acceso a Canchero",
    date: "Thu, 22 Oct 2026 20:41:09 -0500",
    text: `Tu código de acceso es:

742 018

Escríbelo en la aplicación para entrar a tu cuenta. Caduca en 10 minutos.

Nadie de Canchero te pedirá este código. No lo compartas con nadie, ni siquiera con el
delegado de tu equipo.

¿No fuiste tú? Cambia tu contraseña desde Ajustes > Seguridad.`,
    html: canchero(`<p style="margin:0 0 16px 0;">Tu código de acceso es:</p>
<p style="margin:0 0 20px 0;text-align:center;"><span style="display:inline-block;padding:14px 24px;background:#eaf7f0;border-radius:4px;font-size:34px;font-weight:bold;letter-spacing:6px;color:#0e2a1f;">742 018</span></p>
<p style="margin:0 0 14px 0;">Escríbelo en la aplicación para entrar a tu cuenta. Caduca en <b>10 minutos</b>.</p>
<p style="margin:0 0 14px 0;font-size:13px;color:#5d6b64;">Nadie de Canchero te pedirá este código. No lo compartas con nadie, ni siquiera con el delegado de tu equipo.</p>
<p style="margin:0;font-size:13px;color:#5d6b64;">¿No fuiste tú? Cambia tu contraseña desde Ajustes &gt; Seguridad.</p>`),
    enc: "b64",
  },
  {
    family: "canchero-ligas",
    group: "regional",
    lang: "es",
    kind: "registration-received",
    code: null,
    link: null,
    from: "Liga Latina de Fútbol de Winnipeg vía Canchero <ligas@canchero.app>",
    subject: "Inscripción recibida: RRV Turnverein Sub-40 – Torneo de Invierno 2027",
    date: "Mon, 02 Nov 2026 10:15:26 -0600",
    text: `¡Inscripción recibida!

Equipo:          RRV Turnverein Sub-40
Torneo:          Torneo de Invierno 2027 – División B (fútbol 7, cancha cubierta)
Sede:            Soccer Complex Norte, 1350 Leila Ave, Winnipeg
Inicio:          sábado 9 de enero de 2027
Jugadores:       14 de 18 cupos
Cuota:           CAD 650,00 (pagada con tarjeta terminada en 8802)
Comprobante:     CAN-INV-2026-3307

El calendario de partidos se publicará el 20 de diciembre. Recuerda que cada jugador debe
firmar la exención antes del primer partido.

Liga Latina de Fútbol de Winnipeg · ligalatinawpg@example.org · 204-555-0193`,
    html: canchero(`<p style="margin:0 0 14px 0;font-size:20px;font-weight:bold;">¡Inscripción recibida!</p>
<table width="100%" cellpadding="6" cellspacing="0" border="0" style="font-size:14px;">
<tr><td style="color:#5d6b64;width:34%;">Equipo</td><td>RRV Turnverein Sub-40</td></tr>
<tr><td style="color:#5d6b64;">Torneo</td><td>Torneo de Invierno 2027 – División B (fútbol 7, cancha cubierta)</td></tr>
<tr><td style="color:#5d6b64;">Sede</td><td>Soccer Complex Norte, 1350 Leila Ave, Winnipeg</td></tr>
<tr><td style="color:#5d6b64;">Inicio</td><td>sábado 9 de enero de 2027</td></tr>
<tr><td style="color:#5d6b64;">Jugadores</td><td>14 de 18 cupos</td></tr>
<tr><td style="color:#5d6b64;">Cuota</td><td>CAD 650,00 (tarjeta terminada en 8802)</td></tr>
<tr><td style="color:#5d6b64;">Comprobante</td><td>CAN-INV-2026-3307</td></tr>
</table>
<p style="margin:18px 0 0 0;">El calendario de partidos se publicará el 20 de diciembre. Recuerda que cada jugador debe firmar la exención antes del primer partido.</p>
<p style="margin:14px 0 0 0;font-size:13px;color:#5d6b64;">Liga Latina de Fútbol de Winnipeg · ligalatinawpg@example.org · 204-555-0193</p>`),
    enc: "8bit",
  },
];

// ---------------------------------------------------------------- Dnipro Prairie Credit Union (Ukrainian-Canadian credit union)

const dnipro_prairie_cu: Mail[] = [
  {
    family: "dnipro-prairie-cu",
    group: "regional",
    lang: "uk",
    kind: "login-code",
    code: "90417326",
    link: null,
    from: "Dnipro Prairie Credit Union <e-banking@dniprocu.ca>",
    subject: "Одноразовий код для входу в DniproOnline",
    date: "Sat, 24 Oct 2026 09:12:50 -0500",
    text: `Дніпро Прері Кредитова Спілка / Dnipro Prairie Credit Union

Шановний(-а) Sam Reader,

Ваш одноразовий код для входу в DniproOnline:

90417326

Код дійсний 5 хвилин. Ніколи не повідомляйте його нікому, зокрема працівникам
кредитової спілки.

Якщо ви не намагалися увійти, негайно зателефонуйте нам: 204-555-0176.

Your one-time sign-in code is above. / Ваш код вище.
Dnipro Prairie Credit Union, 930 Main Street, Winnipeg, MB R2W 3P2`,
    html: `<html><head><meta charset="utf-8"></head><body style="margin:0;background:#f4f6f9;">
<table width="100%" cellpadding="0" cellspacing="0" border="0"><tr><td align="center" style="padding:24px 8px;">
<table width="580" cellpadding="0" cellspacing="0" border="0" style="background:#ffffff;font-family:Arial,sans-serif;">
<tr><td style="padding:16px 24px;background:#0057b7;"><img src="https://www.dniprocu.ca/email/dpcu-logo.png" width="170" height="36" alt="Dnipro Prairie Credit Union"></td></tr>
<tr><td style="height:6px;background:#ffd700;font-size:0;">&nbsp;</td></tr>
<tr><td style="padding:26px 24px;font-size:14px;line-height:22px;color:#1b1b1b;">
<p style="margin:0 0 12px 0;">Шановний(-а) Sam Reader,</p>
<p style="margin:0 0 12px 0;">Ваш одноразовий код для входу в DniproOnline:</p>
<p style="margin:16px 0;font-size:30px;font-weight:bold;letter-spacing:4px;color:#0057b7;">90417326</p>
<p style="margin:0 0 12px 0;">Код дійсний <b>5 хвилин</b>. Ніколи не повідомляйте його нікому, зокрема працівникам кредитової спілки.</p>
<p style="margin:0 0 12px 0;font-size:13px;color:#555;">Якщо ви не намагалися увійти, негайно зателефонуйте нам: 204-555-0176.</p>
<p style="margin:18px 0 0 0;font-size:12px;color:#888;" lang="en">Your one-time sign-in code is above. It expires in 5 minutes.</p>
</td></tr>
<tr><td style="padding:14px 24px;background:#eef1f5;font-size:11px;color:#666;">Dnipro Prairie Credit Union · 930 Main Street, Winnipeg, MB R2W 3P2 · <a href="https://www.dniprocu.ca/uk/konfidentsiinist" style="color:#0057b7;">Конфіденційність</a></td></tr>
</table></td></tr></table></body></html>`,
    enc: "b64",
  },
  {
    family: "dnipro-prairie-cu",
    group: "regional",
    lang: "uk",
    kind: "new-device",
    code: null,
    link: null,
    from: "Dnipro Prairie Credit Union <e-banking@dniprocu.ca>",
    subject: "Новий пристрій додано до вашого профілю DniproOnline",
    date: "Sat, 24 Oct 2026 09:14:03 -0500",
    text: `Шановний(-а) Sam Reader,

До вашого профілю DniproOnline додано новий пристрій.

Пристрій:   iPhone (DniproOnline 5.12)
Дата:       24 жовтня 2026 р., 09:13 (CDT)
Місце:      Вінніпег, Манітоба

Якщо це були ви, нічого робити не потрібно.
Якщо ні — зателефонуйте нам за номером 204-555-0176 або 1-800-555-0177, і ми заблокуємо доступ.

Dnipro Prairie Credit Union, 930 Main Street, Winnipeg, MB R2W 3P2`,
    html: null,
    enc: "8bit",
  },
];

// ---------------------------------------------------------------- Boxelder Drive (cloud drive)

function boxelder(inner: string, lang = "en"): string {
  return `<!DOCTYPE html><html lang="${lang}"><head><meta charset="utf-8"></head><body style="margin:0;padding:0;background:#ffffff;">
<table width="100%" cellpadding="0" cellspacing="0" border="0"><tr><td align="center" style="padding:30px 12px;">
<table width="480" cellpadding="0" cellspacing="0" border="0" style="font-family:Roboto,'Noto Sans KR',Arial,sans-serif;color:#202124;border:1px solid #dadce0;border-radius:8px;">
<tr><td style="padding:22px 26px 0 26px;"><img src="https://boxelder.cloud/assets/mail/boxelder-32.png" width="32" height="32" alt="Boxelder Drive" style="vertical-align:middle;"> <span style="font-size:18px;vertical-align:middle;color:#5f6368;">Boxelder Drive</span></td></tr>
<tr><td style="padding:18px 26px 26px 26px;font-size:14px;line-height:21px;">
${inner}
</td></tr></table>
<p style="font-family:Arial,sans-serif;font-size:11px;line-height:16px;color:#80868b;margin:14px 0;">Boxelder Cloud Ltd., 1 Lombard Place, Suite 1100, Winnipeg, MB R3B 0X3<br><a href="https://boxelder.cloud/privacy" style="color:#80868b;">Privacy</a> · <a href="https://boxelder.cloud/terms" style="color:#80868b;">Terms</a></p>
</td></tr></table></body></html>`;
}

const boxelder_drive: Mail[] = [
  {
    family: "boxelder-drive",
    group: "consumer",
    lang: "ko",
    kind: "share-invite",
    code: null,
    link: "https://boxelder.cloud/s/invite/Hm4k2QpZ8rT1?lang=ko",
    from: "김은정 (Boxelder Drive) <drive-shares-noreply@boxelder.cloud>",
    subject: '김은정 님이 "2026 재정부 자료" 폴더를 공유했습니다',
    date: "Mon, 19 Oct 2026 21:36:11 -0500",
    headers: [["Reply-To", "김은정 <eunjung.kim@hanmaumwpg.org>"]],
    text: `김은정 님(eunjung.kim@hanmaumwpg.org)이 다음 폴더를 공유하고 편집자로 초대했습니다.

2026 재정부 자료

"집사님, 10월 헌금 집계표와 영수증 스캔본 올려 두었습니다. 확인 부탁드려요."

폴더 열기: https://boxelder.cloud/s/invite/Hm4k2QpZ8rT1?lang=ko

Boxelder Drive 계정이 없으시면 초대를 수락할 때 무료로 만들 수 있습니다.
이 이메일을 받은 이유: 김은정 님이 회원님과 폴더를 공유했습니다.`,
    html: boxelder(
      `<p style="margin:0 0 14px 0;"><b>김은정</b> 님(eunjung.kim@hanmaumwpg.org)이 다음 폴더를 공유하고 <b>편집자</b>로 초대했습니다.</p>
<table cellpadding="0" cellspacing="0" border="0" style="margin:0 0 14px 0;"><tr><td style="padding:10px 14px;border:1px solid #dadce0;border-radius:6px;"><img src="https://boxelder.cloud/assets/mail/folder-24.png" width="20" height="20" alt="" style="vertical-align:middle;"> <span style="vertical-align:middle;">2026 재정부 자료</span></td></tr></table>
<p style="margin:0 0 18px 0;padding-left:10px;border-left:3px solid #dadce0;color:#5f6368;">집사님, 10월 헌금 집계표와 영수증 스캔본 올려 두었습니다. 확인 부탁드려요.</p>
<a href="https://boxelder.cloud/s/invite/Hm4k2QpZ8rT1?lang=ko" style="display:inline-block;background:#1a73e8;color:#ffffff;padding:10px 22px;border-radius:4px;text-decoration:none;font-weight:500;">열기</a>
<p style="margin:20px 0 0 0;font-size:12px;color:#80868b;">Boxelder Drive 계정이 없으시면 초대를 수락할 때 무료로 만들 수 있습니다.</p>`,
      "ko",
    ),
    enc: "b64",
  },
  {
    family: "boxelder-drive",
    group: "consumer",
    lang: "en",
    kind: "storage-warning",
    code: null,
    link: null,
    from: "Boxelder Drive <no-reply@boxelder.cloud>",
    subject: "You've used 90% of your 15 GB",
    date: "Wed, 25 Nov 2026 15:02:40 +0000",
    text: `You've used 90% of your Boxelder storage

Used: 13.6 GB of 15 GB
Biggest folders: "Turnverein photos 2019-2026" (8.1 GB), "2026 재정부 자료" (1.9 GB)

When you run out, new files won't upload or sync, and shared folders you own will stop
accepting uploads from others.

Upgrade to Boxelder Plus (200 GB) for $3.49/month, or free up space by emptying your trash
(1.2 GB).

Manage storage: https://boxelder.cloud/settings/storage
Boxelder Cloud Ltd., 1 Lombard Place, Suite 1100, Winnipeg, MB R3B 0X3`,
    html: boxelder(`<p style="margin:0 0 12px 0;font-size:18px;">You've used 90% of your storage</p>
<table width="100%" cellpadding="0" cellspacing="0" border="0" style="margin:0 0 8px 0;"><tr><td style="background:#e8eaed;border-radius:4px;height:8px;font-size:0;"><div style="width:90%;height:8px;background:#f29900;border-radius:4px;"></div></td></tr></table>
<p style="margin:0 0 14px 0;font-size:13px;color:#5f6368;">13.6 GB of 15 GB used</p>
<p style="margin:0 0 14px 0;">Biggest folders: &ldquo;Turnverein photos 2019&ndash;2026&rdquo; (8.1 GB), &ldquo;2026 재정부 자료&rdquo; (1.9 GB).</p>
<p style="margin:0 0 14px 0;">When you run out, new files won't upload or sync, and shared folders you own will stop accepting uploads from others.</p>
<p style="margin:0 0 18px 0;">Upgrade to <b>Boxelder Plus</b> (200 GB) for $3.49/month, or free up space by emptying your trash (1.2 GB).</p>
<a href="https://boxelder.cloud/settings/storage" style="display:inline-block;border:1px solid #dadce0;color:#1a73e8;padding:9px 20px;border-radius:4px;text-decoration:none;">Manage storage</a>`),
    enc: "qp",
  },
];

// ---------------------------------------------------------------- PinoyHoops Winnipeg (Filipino community basketball league)

const pinoyhoops_wpg: Mail[] = [
  {
    family: "pinoyhoops-wpg",
    group: "regional",
    lang: "tl",
    kind: "payment-receipt",
    code: null,
    link: null,
    from: "PinoyHoops Winnipeg <liga@pinoyhoopswpg.ca>",
    subject: "Resibo: Bayad sa team fee – RRV Turnverein Ballers (Season 12)",
    date: "Fri, 16 Oct 2026 22:08:31 -0500",
    text: `Magandang araw po, Sam!

Natanggap na po namin ang bayad para sa team fee ng RRV Turnverein Ballers para sa
PinoyHoops Winnipeg Season 12.

Resibo blg.:     PHW-S12-0047
Halaga:          $900.00 (Interac e-Transfer, ref. CA7vQz2Lk9Ww)
Petsa:           Oktubre 16, 2026
Dibisyon:        Open Men's, Division 2
Unang laro:      Linggo, Nobyembre 1, 2026, 4:00 PM – Maples Collegiate Gym

Paalala: kailangan ng bawat player ang waiver at ang $25 na individual insurance fee bago ang
unang laro. Ang schedule ay ipo-post sa aming Facebook page.

Salamat po at see you sa court!
PinoyHoops Winnipeg Organizing Committee
Tel. 204-555-0131`,
    html: `<html><body style="font-family:Arial,sans-serif;font-size:14px;color:#222;">
<div style="max-width:560px;margin:0 auto;border:1px solid #ddd;">
<div style="background:#0038a8;color:#fff;padding:14px 18px;font-size:18px;font-weight:bold;"><img src="https://pinoyhoopswpg.ca/img/logo-sm.png" width="28" height="28" alt="" style="vertical-align:middle;"> PinoyHoops Winnipeg <span style="color:#fcd116;">★</span></div>
<div style="padding:18px;">
<p>Magandang araw po, Sam!</p>
<p>Natanggap na po namin ang bayad para sa team fee ng <b>RRV Turnverein Ballers</b> para sa PinoyHoops Winnipeg Season 12.</p>
<table cellpadding="5" style="font-size:13px;background:#f7f7f7;width:100%;">
<tr><td>Resibo blg.</td><td>PHW-S12-0047</td></tr>
<tr><td>Halaga</td><td>$900.00 (Interac e-Transfer, ref. CA7vQz2Lk9Ww)</td></tr>
<tr><td>Petsa</td><td>Oktubre 16, 2026</td></tr>
<tr><td>Dibisyon</td><td>Open Men's, Division 2</td></tr>
<tr><td>Unang laro</td><td>Linggo, Nobyembre 1, 2026, 4:00 PM – Maples Collegiate Gym</td></tr>
</table>
<p style="background:#fff8d6;padding:10px;border-left:4px solid #ce1126;">Paalala: kailangan ng bawat player ang waiver at ang $25 na individual insurance fee bago ang unang laro. Ang schedule ay ipo-post sa aming <a href="https://www.facebook.com/pinoyhoopswpg">Facebook page</a>.</p>
<p>Salamat po at see you sa court!<br>PinoyHoops Winnipeg Organizing Committee<br>Tel. 204-555-0131</p>
</div></div></body></html>`,
    enc: "8bit",
  },
  {
    family: "pinoyhoops-wpg",
    group: "regional",
    lang: "tl",
    kind: "newsletter",
    code: null,
    link: null,
    from: "PinoyHoops Winnipeg <liga@pinoyhoopswpg.ca>",
    subject: "PinoyHoops Balita: Week 3 standings, All-Star voting, at Christmas potluck",
    date: "Tue, 17 Nov 2026 20:30:00 -0600",
    text: `PINOYHOOPS BALITA – Season 12, Week 3

STANDINGS (Open Men's Div. 2)
1. Kapitbahay Crew        3-0
2. RRV Turnverein Ballers  2-1
3. Tondo North             2-1
4. Garden City Kings       1-2
5. Sari-Sari Squad         0-3

ALL-STAR VOTING
Bukas na ang botohan hanggang Disyembre 4. Bawat team captain ay may 5 boto.

CHRISTMAS POTLUCK
Sabado, Disyembre 12, 6:00 PM sa Philippine Canadian Centre of Manitoba, 737 Keewatin St.
Magdala po ng isang ulam bawat team. May raffle din ($5 bawat ticket).

REFEREE FEES
Paalala sa mga treasurer: ang ref fee na $40 bawat laro ay babayaran sa site, cash lang po.

Para hindi na makatanggap ng balita: mag-reply ng "STOP" sa email na ito.`,
    html: null,
    enc: "8bit",
  },
];

// ---------------------------------------------------------------- 周李会计师事务所 Zhou & Lee CPA (the church's outside accountants)

const zhou_lee_cpa: Mail[] = [
  {
    family: "zhou-lee-cpa",
    group: "regional",
    lang: "zh",
    kind: "portal-invite",
    code: null,
    link: "https://zhoulee.clientvault.ca/portal/activate?invite=ZL-9f2c7a18d4e6",
    from: "周李会计师事务所 客户门户 <portal@zhoulee-cpa.ca>",
    subject: "邀请您激活客户门户账户 – 2026 年度财务审阅",
    date: "Mon, 09 Nov 2026 11:20:15 -0600",
    text: `Sam 您好：

为准备韩心教会（Hanmaum Korean Church of Winnipeg Inc.）2026 年度财务审阅及 T3010 慈善机构申报，
我们为您开通了客户门户账户，用于安全上传银行对账单、捐款收据汇总等资料。

请点击以下链接激活账户并设置密码（链接 7 天内有效）：
https://zhoulee.clientvault.ca/portal/activate?invite=ZL-9f2c7a18d4e6

请勿通过普通电子邮件发送含有个人信息的文件。

如有疑问，请致电 204-555-0150 联系李美华。

周李会计师事务所
Zhou & Lee Chartered Professional Accountants
1551 Pembina Highway, Unit 6, Winnipeg, MB R3T 2E5`,
    html:
      `<html><head><meta charset="utf-8"></head><body style="font-family:'Microsoft YaHei','PingFang SC',Arial,sans-serif;font-size:14px;line-height:24px;color:#333;">
<table width="600" cellpadding="0" cellspacing="0" border="0">
<tr><td style="padding:12px 0;border-bottom:1px solid #b30000;"><img src="https://zhoulee.clientvault.ca/branding/zl-logo.png" width="200" height="44" alt="周李会计师事务所 Zhou &amp; Lee CPA"></td></tr>
<tr><td style="padding:18px 0;">
<p>Sam 您好：</p>
<p>为准备韩心教会（Hanmaum Korean Church of Winnipeg Inc.）2026 年度财务审阅及 T3010 慈善机构申报，我们为您开通了客户门户账户，用于安全上传银行对账单、捐款收据汇总等资料。</p>
<p><a href="https://zhoulee.clientvault.ca/portal/activate?invite=ZL-9f2c7a18d4e6" style="display:inline-block;background:#b30000;color:#fff;padding:10px 24px;text-decoration:none;border-radius:3px;">激活账户</a></p>
<p style="font-size:12px;color:#888;">链接 7 天内有效。请勿通过普通电子邮件发送含有个人信息的文件。</p>
<p>如有疑问，请致电 204-555-0150 联系李美华。</p>
</td></tr>
<tr><td style="font-size:11px;color:#999;border-top:1px solid #eee;padding-top:10px;">周李会计师事务所 · Zhou &amp; Lee Chartered Professional Accountants · 1551 Pembina Highway, Unit 6, Winnipeg, MB R3T 2E5 · 204-555-0150<br>Powered by ClientVault</td></tr>
</table></body></html>`,
    enc: "b64",
  },
  {
    family: "zhou-lee-cpa",
    group: "regional",
    lang: "zh",
    kind: "document-checklist",
    code: null,
    link: null,
    from: "李美华 <meihua.li@zhoulee-cpa.ca>",
    subject: "2026 年度审阅所需资料清单（请于 1 月 15 日前提供）",
    date: "Thu, 19 Nov 2026 16:42:08 -0600",
    text: `Sam 您好，

感谢您激活门户账户。以下是 2026 年度财务审阅所需资料，请于 2027 年 1 月 15 日前上传到门户中
"2026 年度审阅"文件夹：

1. Wheatland Valley CU 全年银行对账单（账户尾号 0072），1 月至 12 月
2. GiveLantern 与 은혜헌금 平台的全年入账汇总（每月一份即可）
3. 建筑基金专项支出的发票（超过 $500 的）
4. 董事会批准 2027 年预算的会议记录
5. 已开具的慈善捐款收据清单（收据编号从 2026-0001 开始）

审阅费用预计为 $2,400（不含 GST），与去年相同。报告预计 3 月 20 日前完成，T3010 截止日期为
2027 年 6 月 30 日。

祝好，
李美华 CPA
周李会计师事务所
直线：204-555-0152`,
    html: null,
    enc: "8bit",
  },
];

// ---------------------------------------------------------------- TorneioFácil (Brazilian futsal tournament organizer)

const torneio_facil: Mail[] = [
  {
    family: "torneio-facil",
    group: "regional",
    lang: "pt",
    kind: "registration-confirmed",
    code: null,
    link: null,
    from: "TorneioFácil <nao-responda@torneiofacil.com.br>",
    subject: "Inscrição confirmada: Copa Brasil Winnipeg de Futsal 2026",
    date: "Wed, 28 Oct 2026 14:55:21 -0300",
    text: `Olá, Sam!

A inscrição da equipe RRV Turnverein Futsal na Copa Brasil Winnipeg de Futsal 2026 está
confirmada.

Equipe:        RRV Turnverein Futsal
Categoria:     Livre Masculino
Data:          sábado, 28 de novembro de 2026
Local:         Sport for Life Centre, 1 Sport for Life Way, Winnipeg
Taxa paga:     CAD 300,00
Pedido:        TF-20261028-4471

A tabela de jogos será enviada até 25 de novembro. Cada atleta deve apresentar documento
com foto na mesa do árbitro.

Boa sorte!
Equipe TorneioFácil
Organização: Associação Cultural Brasileira de Manitoba`,
    html:
      `<html><head><meta charset="utf-8"></head><body style="margin:0;background:#f3f7f2;font-family:Arial,Helvetica,sans-serif;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:24px 8px;">
<table width="560" cellpadding="0" cellspacing="0" style="background:#ffffff;border-top:5px solid #009c3b;">
<tr><td style="padding:18px 26px;"><img src="https://torneiofacil.com.br/email/logo-tf.png" width="150" height="36" alt="TorneioFácil"></td></tr>
<tr><td style="padding:0 26px 22px 26px;font-size:14px;line-height:22px;color:#2b2b2b;">
<p>Olá, Sam!</p>
<p>A inscrição da equipe <b>RRV Turnverein Futsal</b> na <b>Copa Brasil Winnipeg de Futsal 2026</b> está confirmada. ⚽</p>
<table width="100%" cellpadding="6" cellspacing="0" style="font-size:13px;border:1px solid #e3ece1;">
<tr style="background:#f3f7f2;"><td>Categoria</td><td>Livre Masculino</td></tr>
<tr><td>Data</td><td>sábado, 28 de novembro de 2026</td></tr>
<tr style="background:#f3f7f2;"><td>Local</td><td>Sport for Life Centre, 1 Sport for Life Way, Winnipeg</td></tr>
<tr><td>Taxa paga</td><td>CAD 300,00</td></tr>
<tr style="background:#f3f7f2;"><td>Pedido</td><td>TF-20261028-4471</td></tr>
</table>
<p>A tabela de jogos será enviada até 25 de novembro. Cada atleta deve apresentar documento com foto na mesa do árbitro.</p>
<p>Boa sorte!<br>Equipe TorneioFácil<br><span style="font-size:12px;color:#777;">Organização: Associação Cultural Brasileira de Manitoba</span></p>
</td></tr>
<tr><td style="padding:12px 26px;background:#f3f7f2;font-size:11px;color:#888;">TorneioFácil Tecnologia Ltda. · CNPJ 41.882.307/0001-55 · Curitiba/PR · <a href="https://torneiofacil.com.br/privacidade" style="color:#009c3b;">Privacidade</a> · <a href="https://torneiofacil.com.br/descadastrar" style="color:#888;">Descadastrar</a></td></tr>
</table></td></tr></table></body></html>`,
    enc: "qp",
  },
  {
    family: "torneio-facil",
    group: "regional",
    lang: "pt",
    kind: "schedule-published",
    code: null,
    link: null,
    from: "TorneioFácil <nao-responda@torneiofacil.com.br>",
    subject: "Tabela publicada – Copa Brasil Winnipeg de Futsal 2026",
    date: "Tue, 24 Nov 2026 18:03:44 -0300",
    text: `Olá, Sam!

A tabela da Copa Brasil Winnipeg de Futsal 2026 foi publicada.

Jogos da RRV Turnverein Futsal (Grupo B):
  09:20  x  Gaúchos do Norte      – Quadra 2
  11:00  x  Tropa do Assiniboine  – Quadra 1
  13:40  x  Vila Manitoba FC      – Quadra 2

Chegue com 30 minutos de antecedência. Semifinais às 16:00, final às 18:30.

Confira a tabela completa: https://torneiofacil.com.br/t/copa-brasil-wpg-2026/tabela

Equipe TorneioFácil`,
    html: null,
    enc: "8bit",
  },
];

// ---------------------------------------------------------------- later notices that ask for nothing

const notices: Mail[] = [
  {
    family: "givelantern",
    group: "consumer",
    lang: "en",
    kind: "password-changed",
    code: null,
    link: null,
    from: "GiveLantern <security@givelantern.com>",
    subject: "Your GiveLantern password was changed",
    date: "Wed, 11 Nov 2026 07:22:36 -0600",
    text: `Hi Sam,

The password for your GiveLantern administrator account (sam.reader@inbox.example) was changed on
Wednesday, November 11, 2026 at 7:21 AM CST.

If you made this change, there's nothing else to do.

If you didn't, secure your account now: https://admin.givelantern.com/account/recover
or call us at 1-855-448-3265.

-- The GiveLantern team`,
    html: lantern(
      "If you made this change, you can ignore this message.",
      `<p style="margin:0 0 16px 0;">Hi Sam,</p>
<p style="margin:0 0 16px 0;">The password for your GiveLantern administrator account (<strong>sam.reader@inbox.example</strong>) was changed on Wednesday, November 11, 2026 at 7:21 AM CST.</p>
<p style="margin:0 0 16px 0;">If you made this change, there's nothing else to do.</p>
<p style="margin:0;font-size:13px;color:#6f655a;">If you didn't, <a href="https://admin.givelantern.com/account/recover" style="color:#b7791f;">secure your account now</a> or call us at 1-855-448-3265.</p>`,
    ),
    enc: "qp",
  },
  {
    family: "mintlane-payments",
    group: "consumer",
    lang: "en",
    kind: "fee-invoice",
    code: null,
    link: null,
    from: "Mintlane Billing <billing@mintlane.com>",
    subject: "Your Mintlane invoice for October 2026 (INV-ML-2610-55821)",
    date: "Mon, 02 Nov 2026 12:00:09 +0000",
    text: `Invoice INV-ML-2610-55821
Red River Valley Turnverein

Billing period:        Oct 1 - Oct 31, 2026
Card processing fees:  CA$298.41 (already deducted from payouts)
Tap to Pay terminal:   CA$19.00
GST (5%):              CA$0.95
Amount due:            CA$19.95 - will be charged to your balance on Nov 5

Download PDF: https://dashboard.mintlane.com/invoices/INV-ML-2610-55821.pdf

Mintlane Payments Canada ULC | GST/HST 78431 5520 RT0001`,
    html: mintlane(
      "CA$19.95 will be charged to your balance on Nov 5.",
      `<p style="margin:0 0 4px 0;font-size:13px;color:#8792a2;">Invoice INV-ML-2610-55821</p>
<h1 style="margin:0 0 20px 0;font-size:22px;color:#1a1f36;">CA$19.95 due Nov 5</h1>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="font-size:14px;">
  <tr><td style="padding:7px 0;color:#697386;">Billing period</td><td align="right">Oct 1 &ndash; Oct 31, 2026</td></tr>
  <tr><td style="padding:7px 0;color:#697386;">Card processing fees</td><td align="right">CA$298.41 <span style="color:#8792a2;">(deducted from payouts)</span></td></tr>
  <tr><td style="padding:7px 0;color:#697386;">Tap to Pay terminal</td><td align="right">CA$19.00</td></tr>
  <tr><td style="padding:7px 0;color:#697386;">GST (5%)</td><td align="right">CA$0.95</td></tr>
  <tr><td style="padding:9px 0;border-top:1px solid #e3e8ee;font-weight:600;">Amount due</td><td align="right" style="border-top:1px solid #e3e8ee;font-weight:600;">CA$19.95</td></tr>
</table>
<p style="margin:20px 0 0 0;"><a href="https://dashboard.mintlane.com/invoices/INV-ML-2610-55821.pdf" style="color:#635bff;text-decoration:none;font-weight:600;">Download PDF</a></p>
<p style="margin:14px 0 0 0;font-size:12px;color:#8792a2;">GST/HST 78431 5520 RT0001</p>`,
    ),
    to: "RRV Turnverein Treasurer <treasurer@rrvturnverein.ca>",
    enc: "b64",
  },
  {
    family: "arenaslot",
    group: "consumer",
    lang: "en",
    kind: "balance-reminder",
    code: null,
    link: null,
    from: "ArenaSlot <bookings@arenaslot.com>",
    subject: "Reminder: $174.70 balance due Nov 4 for booking #AS-558214",
    date: "Mon, 02 Nov 2026 08:00:00 -0600",
    text: `Hi Sam,

This is a friendly reminder that the balance for your booking is due in 2 days.

Booking #AS-558214 - Sargent Park Arena, Rink A
Saturday, November 7, 2026, 6:15 PM - 7:15 PM
Balance due: $174.70 by Wednesday, November 4

If you've saved a card, we'll charge Mastercard ending 8802 automatically on the due date.
Unpaid bookings are released to the waitlist at 11:59 PM on the due date.

Booking details: https://www.arenaslot.com/my/bookings/AS-558214

ArenaSlot - 1-833-272-7568`,
    html: arenaslot(`<p style="margin:0 0 14px 0;">Hi Sam,</p>
<p style="margin:0 0 14px 0;">This is a friendly reminder that the balance for your booking is due in 2 days.</p>
<table width="100%" cellpadding="8" cellspacing="0" border="0" style="font-size:13px;background:#f5f8fb;">
<tr><td><b>Booking #AS-558214</b> &ndash; Sargent Park Arena, Rink A<br>Saturday, November 7, 2026, 6:15 PM &ndash; 7:15 PM</td><td align="right" style="font-size:18px;font-weight:bold;color:#0b3a66;">$174.70<br><span style="font-size:11px;font-weight:normal;color:#6b7886;">due Wed, Nov 4</span></td></tr>
</table>
<p style="margin:16px 0 14px 0;">If you've saved a card, we'll charge Mastercard ending 8802 automatically on the due date. Unpaid bookings are released to the waitlist at 11:59 PM on the due date.</p>
<p style="margin:0;"><a href="https://www.arenaslot.com/my/bookings/AS-558214" style="color:#0b3a66;">Booking details</a></p>`),
  },
  {
    family: "eunhye-giving",
    group: "regional",
    lang: "ko",
    kind: "receipts-ready",
    code: null,
    link: null,
    from: "은혜헌금 <report@eunhyegiving.com>",
    subject: "[은혜헌금] 2026년 기부금 영수증 일괄 발급 일정 안내",
    date: "Tue, 24 Nov 2026 10:30:00 -0500",
    text: `한마음교회 재정부 관리자님께,

2026년도 캐나다 공인 기부금 영수증(Official Donation Receipt) 일괄 발급 일정을 안내드립니다.

- 헌금 내역 마감: 2026년 12월 31일 오후 11시 59분 (CST)
- 영수증 자동 생성: 2027년 1월 12일
- 교인 이메일 발송: 2027년 1월 15일 ~ 2월 10일 (관리자 승인 후)
- CRA 제출 마감 참고: 2027년 2월 28일

영수증에는 교회 자선단체 등록번호(BN 81234 0987 RR0001)와 서명 이미지가 들어갑니다.
서명 이미지나 주소가 바뀐 경우 12월 20일까지 관리자 페이지 > 설정 > 영수증에서 수정해 주세요.

첨부: 2026 영수증 발급 안내서 (PDF)

은혜헌금 드림 · 1-888-536-4821`,
    html: eunhye(
      `<p style="margin:0 0 14px 0;font-size:18px;font-weight:bold;color:#1f3b5c;">2026년 기부금 영수증 일괄 발급 일정</p>
<p style="margin:0 0 12px 0;">한마음교회 재정부 관리자님께, 2026년도 캐나다 공인 기부금 영수증(Official Donation Receipt) 일괄 발급 일정을 안내드립니다.</p>
<table cellpadding="6" cellspacing="0" border="0" width="100%" style="font-size:13px;border-top:2px solid #1f3b5c;">
<tr><td style="background:#f7f9fb;width:38%;">헌금 내역 마감</td><td>2026년 12월 31일 오후 11시 59분 (CST)</td></tr>
<tr><td style="background:#f7f9fb;">영수증 자동 생성</td><td>2027년 1월 12일</td></tr>
<tr><td style="background:#f7f9fb;">교인 이메일 발송</td><td>2027년 1월 15일 ~ 2월 10일 (관리자 승인 후)</td></tr>
<tr><td style="background:#f7f9fb;">CRA 제출 마감 참고</td><td>2027년 2월 28일</td></tr>
</table>
<p style="margin:16px 0 0 0;">영수증에는 교회 자선단체 등록번호(BN 81234 0987 RR0001)와 서명 이미지가 들어갑니다. 서명 이미지나 주소가 바뀐 경우 <b>12월 20일</b>까지 관리자 페이지 &gt; 설정 &gt; 영수증에서 수정해 주세요.</p>`,
    ),
    enc: "b64",
    attachment: [
      "2026_receipt_guide_ko.pdf",
      "application/pdf",
      "%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj\n3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n",
    ],
  },
];

// ---------------------------------------------------------------- 캐나다한인장로회 중부노회 (the church's presbytery office)

const hanin_presbytery_central: Mail[] = [
  {
    family: "hanin-presbytery-central",
    group: "regional",
    lang: "ko",
    kind: "newsletter",
    code: null,
    link: null,
    from: "캐나다한인장로회 중부노회 <office@haninpresbytery.ca>",
    subject: "[중부노회 소식] 11월호 – 정기노회, 재정 담당자 세미나, 성탄 연합예배",
    date: "Thu, 05 Nov 2026 17:45:00 -0600",
    text: `캐나다한인장로회 중부노회 소식 – 2026년 11월호

1. 제38회 정기노회
   일시: 2026년 11월 21일(토) 오전 10시
   장소: 사스카툰 새빛교회 (415 Avenue H South, Saskatoon)
   각 교회 총대는 11월 14일까지 명단을 제출해 주십시오.

2. 교회 재정 담당자 세미나 (온라인)
   주제: T3010 신고와 기부금 영수증 작성 요령
   일시: 12월 5일(토) 오후 2시 (CST)
   강사: 박성훈 CPA
   Zoom 회의 ID: 841 2290 5531 / 암호: 2026
   (별도 신청 없이 참석하실 수 있습니다.)

3. 성탄 연합예배
   12월 20일(주일) 오후 5시, 위니펙 한마음교회

4. 노회 상회비 안내
   2027년 상회비는 교회별 경상비의 2%이며, 3월 31일까지 납부해 주십시오.

문의: 노회 사무실 204-555-0119 / office@haninpresbytery.ca
수신을 원하지 않으시면 이 메일에 "수신거부"라고 회신해 주십시오.`,
    html: null,
    enc: "b64",
  },
];

// ---------------------------------------------------------------- Hội Người Việt Manitoba (renters of the church hall)

const hoi_viet_manitoba: Mail[] = [
  {
    family: "hoi-viet-manitoba",
    group: "regional",
    lang: "vi",
    kind: "payment-notice",
    code: null,
    link: null,
    from: "Hội Người Việt Manitoba <thuquy@hoivietmanitoba.ca>",
    subject: "Đã chuyển tiền thuê hội trường – Tết Trung Thu 2026",
    date: "Mon, 05 Oct 2026 21:14:37 -0500",
    text: `Kính gửi anh Sam,

Hội Người Việt Manitoba xin cảm ơn Hội thánh Hanmaum đã cho mượn hội trường tổ chức
Tết Trung Thu cho các em thiếu nhi vào thứ Bảy, ngày 3 tháng 10 vừa qua.

Chúng tôi đã chuyển khoản tiền thuê qua Interac e-Transfer:

  Số tiền:        $350.00 (tiền thuê) + $100.00 (phí dọn dẹp) = $450.00
  Người gửi:      HOI NGUOI VIET MANITOBA INC
  Ngày chuyển:    05/10/2026
  Ghi chú:        Hall rental Oct 3 – Mid-Autumn Festival

Tiền đặt cọc $200.00 xin anh vui lòng hoàn lại cho Hội khi tiện, vì hội trường đã được
dọn sạch và trả chìa khóa cho ông Park vào tối Chủ nhật.

(English: We sent $450.00 by e-Transfer today for the Oct 3 hall rental and cleaning fee.
Please return the $200.00 deposit when convenient.)

Trân trọng,
Nguyễn Thị Lan
Thủ quỹ – Hội Người Việt Manitoba
ĐT: 204-555-0158`,
    html: null,
    enc: "qp",
  },
];

export const mails: Mail[] = [
  ...givelantern,
  ...eunhye_giving,
  ...wheatland_valley_cu,
  ...mintlane_payments,
  ...ledgerleaf_books,
  ...paycairn_payroll,
  ...keewatin_corporate_registry,
  ...hartley_vossen_insurance,
  ...arenaslot_mails,
  ...leaguehive,
  ...raffleroost,
  ...vereinsflink,
  ...rundpost_newsletter,
  ...canchero_ligas,
  ...dnipro_prairie_cu,
  ...boxelder_drive,
  ...pinoyhoops_wpg,
  ...zhou_lee_cpa,
  ...torneio_facil,
  ...notices,
  ...hanin_presbytery_central,
  ...hoi_viet_manitoba,
];
