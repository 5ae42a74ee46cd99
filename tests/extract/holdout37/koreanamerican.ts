/**
 * The shared inbox of a Korean-American family running a dry-cleaning shop in Los Angeles over two
 * months of 2026: shop software, payroll, banks and cards, city tax, utilities, church, Korean school,
 * grocery, messenger, streaming, travel to Seoul and suppliers, in English, Korean, Spanish and a few others.
 * @module
 */

import type { Mail } from "../holdout_kit.ts";

// ---------------------------------------------------------------- helpers

const DAYS = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"];
const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/** An RFC 2822 date in 2026; `tz` like "-0700". */
function date(month: number, day: number, hh: number, mm: number, tz = "-0700"): string {
  const wd = DAYS[new Date(Date.UTC(2026, month - 1, day)).getUTCDay()];
  const p = (n: number) => String(n).padStart(2, "0");
  return `${wd}, ${p(day)} ${MONTHS[month - 1]} 2026 ${p(hh)}:${p(mm)}:${p((day * 7 + mm) % 60)} ${tz}`;
}

/** An href as it sits in HTML. */
function h(url: string): string {
  return url.replaceAll("&", "&amp;");
}

const SHOP = "Wilshire Star Cleaners <office@wilshirestarcleaners.com>";
const HOME = "Daniel Kim <dkim.family@pacmail.example>";
const GRACE = "Grace Kim <gracekim.la@pacmail.example>";

// ---------------------------------------------------------------- PressPoint (shop POS and booking)

function presspoint(preheader: string, body: string): string {
  return `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>PressPoint</title></head>
<body style="margin:0;padding:0;background:#eef1f5;">
<div style="display:none;max-height:0;overflow:hidden;color:#eef1f5;">${preheader}&#847;&zwnj;&nbsp;&#847;&zwnj;&nbsp;</div>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="background:#eef1f5;">
<tr><td align="center" style="padding:28px 12px;">
  <table role="presentation" width="560" cellpadding="0" cellspacing="0" border="0" style="max-width:560px;background:#ffffff;border-radius:10px;">
    <tr><td style="padding:22px 32px;border-bottom:1px solid #e3e7ee;">
      <img src="https://static.presspointhq.com/mail/logo-navy@2x.png" width="132" height="30" alt="PressPoint" style="display:block;border:0;">
    </td></tr>
    <tr><td style="padding:28px 32px;font-family:Helvetica,Arial,sans-serif;font-size:15px;line-height:22px;color:#1d2733;">
${body}
    </td></tr>
    <tr><td style="padding:18px 32px 26px;font-family:Helvetica,Arial,sans-serif;font-size:12px;line-height:18px;color:#7a8594;border-top:1px solid #e3e7ee;">
      PressPoint Software, Inc. &middot; 2200 Larkin Way, Suite 410, Oakland, CA 94612<br>
      <a href="https://help.presspointhq.com" style="color:#7a8594;">Help Center</a> &middot;
      <a href="https://presspointhq.com/legal/privacy" style="color:#7a8594;">Privacy</a> &middot;
      <a href="https://presspointhq.com/legal/terms" style="color:#7a8594;">Terms</a><br>
      &copy; 2026 PressPoint Software, Inc. All rights reserved.
    </td></tr>
  </table>
</td></tr></table>
</body></html>`;
}

const ppInvite = "https://app.presspointhq.com/invitations/accept?token=inv_7Kq2mWd9Rr4TzB1x&store=wsc-0193";

const presspointMails: Mail[] = [
  {
    family: "presspoint-pos",
    group: "consumer",
    lang: "en",
    kind: "login-code",
    code: "604219",
    link: null,
    from: "PressPoint <no-reply@presspointhq.com>",
    to: SHOP,
    subject: "604 219 is your PressPoint sign-in code",
    date: date(9, 3, 7, 12),
    text: `Sign in to PressPoint

Someone (hopefully you) is signing in to Wilshire Star Cleaners on a new register.

Your code: 604 219

It expires in 10 minutes. Enter it on the register screen where you were asked for it.

Device: iPad (Register 2)
Location: Los Angeles, CA, US
Time: Sep 3, 2026, 7:12 AM PDT

If you didn't try to sign in, change your PIN from Settings > Staff or contact support at (888) 412-7730.

PressPoint Software, Inc. · 2200 Larkin Way, Suite 410, Oakland, CA 94612
Help: https://help.presspointhq.com`,
    html: presspoint(
      "Your code expires in 10 minutes",
      `      <h1 style="margin:0 0 14px;font-size:22px;line-height:28px;color:#14213d;">Sign in to PressPoint</h1>
      <p style="margin:0 0 18px;">Someone (hopefully you) is signing in to <strong>Wilshire Star Cleaners</strong> on a new register.</p>
      <table role="presentation" cellpadding="0" cellspacing="0" border="0" style="margin:0 0 18px;"><tr>
        <td style="background:#f2f5fa;border:1px solid #d6deea;border-radius:8px;padding:14px 26px;font-family:'SF Mono',Menlo,Consolas,monospace;font-size:32px;letter-spacing:6px;color:#14213d;font-weight:bold;">604 219</td>
      </tr></table>
      <p style="margin:0 0 18px;">It expires in 10 minutes. Enter it on the register screen where you were asked for it.</p>
      <table role="presentation" cellpadding="0" cellspacing="0" border="0" style="font-size:13px;color:#4b5563;margin:0 0 18px;">
        <tr><td style="padding:2px 14px 2px 0;">Device</td><td>iPad (Register 2)</td></tr>
        <tr><td style="padding:2px 14px 2px 0;">Location</td><td>Los Angeles, CA, US</td></tr>
        <tr><td style="padding:2px 14px 2px 0;">Time</td><td>Sep 3, 2026, 7:12 AM PDT</td></tr>
      </table>
      <p style="margin:0;font-size:13px;color:#4b5563;">If you didn't try to sign in, change your PIN from Settings &gt; Staff or call support at (888) 412-7730.</p>`,
    ),
    enc: "qp",
  },
  {
    family: "presspoint-pos",
    group: "consumer",
    lang: "en",
    kind: "invite-link",
    code: null,
    link: ppInvite,
    from: "Ethan Kim via PressPoint <invites@presspointhq.com>",
    to: SHOP,
    subject: "Ethan Kim added you to Wilshire Star Cleaners",
    date: date(9, 8, 21, 46),
    text: `Ethan Kim added you to Wilshire Star Cleaners on PressPoint

Role: Front Counter (tickets, pickups, customer lookup)
Store: Wilshire Star Cleaners - 3541 W 6th St, Los Angeles, CA 90020

Accept the invitation to set your PIN:
${ppInvite}

This invitation expires on September 15, 2026.

Questions? Reply to this email or visit https://help.presspointhq.com/staff-invites

PressPoint Software, Inc. · 2200 Larkin Way, Suite 410, Oakland, CA 94612`,
    html: presspoint(
      "Set your PIN to start ringing up tickets",
      `      <p style="margin:0 0 6px;font-size:13px;color:#6b7280;text-transform:uppercase;letter-spacing:1px;">Staff invitation</p>
      <h1 style="margin:0 0 16px;font-size:22px;line-height:28px;color:#14213d;">Ethan Kim added you to Wilshire Star Cleaners</h1>
      <table role="presentation" cellpadding="0" cellspacing="0" border="0" width="100%" style="background:#f7f9fc;border-radius:8px;margin:0 0 22px;">
        <tr><td style="padding:14px 18px;font-size:14px;line-height:21px;">
          <strong>Role:</strong> Front Counter (tickets, pickups, customer lookup)<br>
          <strong>Store:</strong> Wilshire Star Cleaners &mdash; 3541 W 6th St, Los Angeles, CA 90020
        </td></tr>
      </table>
      <table role="presentation" cellpadding="0" cellspacing="0" border="0"><tr>
        <td bgcolor="#1f6feb" style="border-radius:6px;"><a href="${
        h(ppInvite)
      }" target="_blank" style="display:inline-block;padding:13px 28px;font-size:15px;font-weight:bold;color:#ffffff;text-decoration:none;">Accept invitation</a></td>
      </tr></table>
      <p style="margin:22px 0 0;font-size:13px;color:#6b7280;">This invitation expires on September 15, 2026. Questions? See <a href="https://help.presspointhq.com/staff-invites" style="color:#1f6feb;">Staff invites</a>.</p>`,
    ),
  },
  {
    family: "presspoint-pos",
    group: "consumer",
    lang: "en",
    kind: "daily-summary",
    code: null,
    link: null,
    from: "PressPoint Reports <reports@presspointhq.com>",
    to: SHOP,
    subject: "Daily close: Wilshire Star Cleaners, Sat Sep 19 — $2,184.50",
    date: date(9, 19, 19, 5),
    text: `Daily close for Saturday, September 19, 2026
Wilshire Star Cleaners

Net sales         $2,184.50
Tickets in        87
Tickets picked up 102
Tips              $46.00
Refunds           $18.75 (1)

By tender
  Card     $1,702.25
  Cash     $409.50
  Account  $72.75

Top items: Shirt - Laundered/Pressed (214), 2pc Suit (31), Dress - Silk (12)

Drawer count at close: $409.50 expected, $410.00 counted (+$0.50)

Open the full report in the PressPoint back office:
https://app.presspointhq.com/reports/daily?date=2026-09-19&store=wsc-0193

You get this email because daily close reports are on for your store. Manage: https://app.presspointhq.com/settings/notifications`,
    html: presspoint(
      "Net sales $2,184.50 · 87 tickets in · 102 picked up",
      `      <h1 style="margin:0 0 4px;font-size:20px;color:#14213d;">Daily close</h1>
      <p style="margin:0 0 20px;color:#6b7280;font-size:14px;">Saturday, September 19, 2026 &middot; Wilshire Star Cleaners</p>
      <table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="margin:0 0 20px;">
        <tr>
          <td width="33%" style="padding:12px;background:#f2f5fa;border-radius:6px;text-align:center;"><div style="font-size:12px;color:#6b7280;">Net sales</div><div style="font-size:22px;font-weight:bold;">$2,184.50</div></td>
          <td width="4"></td>
          <td width="33%" style="padding:12px;background:#f2f5fa;border-radius:6px;text-align:center;"><div style="font-size:12px;color:#6b7280;">Tickets in</div><div style="font-size:22px;font-weight:bold;">87</div></td>
          <td width="4"></td>
          <td width="33%" style="padding:12px;background:#f2f5fa;border-radius:6px;text-align:center;"><div style="font-size:12px;color:#6b7280;">Picked up</div><div style="font-size:22px;font-weight:bold;">102</div></td>
        </tr>
      </table>
      <table role="presentation" width="100%" cellpadding="6" cellspacing="0" border="0" style="font-size:14px;border-collapse:collapse;">
        <tr style="border-bottom:1px solid #e3e7ee;"><td>Card</td><td align="right">$1,702.25</td></tr>
        <tr style="border-bottom:1px solid #e3e7ee;"><td>Cash</td><td align="right">$409.50</td></tr>
        <tr style="border-bottom:1px solid #e3e7ee;"><td>House account</td><td align="right">$72.75</td></tr>
        <tr style="border-bottom:1px solid #e3e7ee;"><td>Tips</td><td align="right">$46.00</td></tr>
        <tr><td>Refunds (1)</td><td align="right">&minus;$18.75</td></tr>
      </table>
      <p style="margin:18px 0;font-size:14px;">Top items: Shirt &ndash; Laundered/Pressed (214), 2pc Suit (31), Dress &ndash; Silk (12)</p>
      <p style="margin:0 0 18px;font-size:14px;">Drawer count at close: $409.50 expected, $410.00 counted <span style="color:#15803d;">(+$0.50)</span></p>
      <a href="${
        h("https://app.presspointhq.com/reports/daily?date=2026-09-19&store=wsc-0193")
      }" style="color:#1f6feb;font-size:14px;">Open the full report &rarr;</a>
      <p style="margin:22px 0 0;font-size:12px;color:#9aa3af;">Daily close reports are on for your store. <a href="https://app.presspointhq.com/settings/notifications" style="color:#9aa3af;">Manage notifications</a></p>`,
    ),
    enc: "qp",
  },
  {
    family: "presspoint-pos",
    group: "consumer",
    lang: "en",
    kind: "booking-received",
    code: null,
    link: null,
    from: "PressPoint Bookings <bookings@presspointhq.com>",
    to: SHOP,
    subject: "New pickup request: Marisol Ortega, Tue Oct 6, 9–11 AM",
    date: date(10, 4, 16, 31),
    text: `New pickup & delivery request

Customer: Marisol Ortega
Phone: (213) 555-0148
Address: 612 S Serrano Ave, Apt 7, Los Angeles, CA 90005
Window: Tuesday, October 6, 2026, 9:00–11:00 AM
Items (estimated): 6 shirts, 2 pants, 1 comforter (queen)
Notes: "Gate code is on the intercom list under Ortega. Please no starch."

Request #BK-20931 was added to your route for Oct 6. No action is needed unless you want to change the window.

View route: https://app.presspointhq.com/routes/2026-10-06?store=wsc-0193`,
    html: null,
  },
];

// ---------------------------------------------------------------- Sunpeak Commerce Bank (small business)

function sunpeak(body: string): string {
  return `<html><head><meta http-equiv="Content-Type" content="text/html; charset=utf-8"></head>
<body style="margin:0;background:#f4f4f0;">
<table width="100%" cellpadding="0" cellspacing="0" border="0" bgcolor="#f4f4f0"><tr><td align="center">
<table width="600" cellpadding="0" cellspacing="0" border="0" bgcolor="#ffffff" style="border-top:6px solid #b5651d;">
<tr><td style="padding:20px 30px 10px 30px;"><img src="https://www.sunpeakbank.com/email/img/sunpeak-logo.gif" alt="Sunpeak Commerce Bank" width="190" height="40" border="0"></td></tr>
<tr><td style="padding:10px 30px 24px 30px;font-family:Georgia,'Times New Roman',serif;font-size:15px;line-height:23px;color:#333333;">
${body}
</td></tr>
<tr><td bgcolor="#f9f6f1" style="padding:18px 30px;font-family:Arial,sans-serif;font-size:11px;line-height:16px;color:#777777;">
Please do not reply to this email. To reach us, call Business Banking at 1-800-555-0187, Monday&ndash;Friday 6 a.m.&ndash;7 p.m. PT, or sign in to Sunpeak Business Online and send a secure message.<br><br>
Sunpeak Commerce Bank will never ask for your password, full card number, or one-time passcode by email, text or phone.<br><br>
Member FDIC. Equal Housing Lender. &copy; 2026 Sunpeak Commerce Bank, 880 S Figueroa St, Los Angeles, CA 90017.<br>
<a href="https://www.sunpeakbank.com/privacy" style="color:#777777;">Privacy</a> | <a href="https://www.sunpeakbank.com/security" style="color:#777777;">Security Center</a>
</td></tr>
</table></td></tr></table></body></html>`;
}

const sunpeakMails: Mail[] = [
  {
    family: "sunpeak-commerce-bank",
    group: "consumer",
    lang: "en",
    kind: "login-code",
    code: "83920145",
    link: null,
    from: "Sunpeak Commerce Bank <alerts@notify.sunpeakbank.com>",
    to: SHOP,
    subject: "Your Sunpeak Business Online passcode",
    date: date(9, 4, 8, 2),
    text: `Sunpeak Business Online

Your one-time passcode is 83920145.

Enter it on the sign-in screen to continue. The passcode is good for 15 minutes and can only be used once.

Sunpeak will never call you to ask for this passcode. If you did not request it, call Business Banking at 1-800-555-0187.

Member FDIC. Sunpeak Commerce Bank, 880 S Figueroa St, Los Angeles, CA 90017.`,
    html: null,
  },
  {
    family: "sunpeak-commerce-bank",
    group: "consumer",
    lang: "en",
    kind: "statement-ready",
    code: null,
    link: null,
    from: "Sunpeak Commerce Bank <statements@notify.sunpeakbank.com>",
    to: SHOP,
    subject: "Your September statement is ready - Business Checking ••6093",
    date: date(10, 2, 5, 40),
    text: `Your statement is ready

Account: Business Checking ••6093
Statement period: 09/01/2026 - 09/30/2026
Ending balance: $48,217.36

Sign in to Sunpeak Business Online to view or download your statement:
https://online.sunpeakbank.com/business

Statements are kept online for 7 years.

Call Business Banking at 1-800-555-0187 with any questions.
Member FDIC. Equal Housing Lender.`,
    html: sunpeak(`<p style="margin:0 0 14px;font-size:20px;color:#b5651d;">Your statement is ready</p>
<table cellpadding="0" cellspacing="0" border="0" style="font-family:Arial,sans-serif;font-size:14px;margin:0 0 16px;">
<tr><td style="padding:3px 20px 3px 0;color:#777;">Account</td><td>Business Checking &bull;&bull;6093</td></tr>
<tr><td style="padding:3px 20px 3px 0;color:#777;">Statement period</td><td>09/01/2026 &ndash; 09/30/2026</td></tr>
<tr><td style="padding:3px 20px 3px 0;color:#777;">Ending balance</td><td><b>$48,217.36</b></td></tr>
</table>
<p style="margin:0 0 14px;">Sign in to <a href="https://online.sunpeakbank.com/business" style="color:#b5651d;">Sunpeak Business Online</a> to view or download your statement. Statements are kept online for 7 years.</p>`),
    enc: "qp",
  },
  {
    family: "sunpeak-commerce-bank",
    group: "consumer",
    lang: "en",
    kind: "security-alert",
    code: null,
    link: null,
    from: "Sunpeak Commerce Bank <alerts@notify.sunpeakbank.com>",
    to: SHOP,
    subject: "Alert: A new payee was added to Business Online",
    date: date(10, 14, 13, 18),
    text: `A new payee was added

On 10/14/2026 at 1:18 PM PT, a new payee was added to Sunpeak Business Online:

Payee: Metro Steam & Boiler Repair
Payment method: ACH to account ending 7742
Added by: DKIM01

If you or another user on your account added this payee, you don't need to do anything.

If you don't recognize this change, call us right away at 1-800-555-0187.

Manage alerts: https://online.sunpeakbank.com/business/alerts`,
    html: sunpeak(`<p style="margin:0 0 14px;font-size:20px;color:#b5651d;">A new payee was added</p>
<p style="margin:0 0 14px;">On 10/14/2026 at 1:18 PM PT, a new payee was added to Sunpeak Business Online:</p>
<table cellpadding="8" cellspacing="0" border="0" width="100%" style="font-family:Arial,sans-serif;font-size:14px;background:#f9f6f1;margin:0 0 16px;">
<tr><td width="40%" style="color:#777;">Payee</td><td>Metro Steam &amp; Boiler Repair</td></tr>
<tr><td style="color:#777;">Payment method</td><td>ACH to account ending 7742</td></tr>
<tr><td style="color:#777;">Added by</td><td>DKIM01</td></tr>
</table>
<p style="margin:0 0 14px;">If you or another user on your account added this payee, you don't need to do anything.</p>
<p style="margin:0 0 14px;"><b>Don't recognize this?</b> Call us right away at 1-800-555-0187.</p>
<p style="margin:0;font-family:Arial,sans-serif;font-size:12px;"><a href="https://online.sunpeakbank.com/business/alerts" style="color:#b5651d;">Manage alerts</a></p>`),
    enc: "b64",
  },
];

// ---------------------------------------------------------------- Hanmaeum Bank (Korean-American bank)

function hanmaeum(title: string, body: string): string {
  return `<!doctype html>
<html lang="ko"><head><meta charset="utf-8"><title>${title}</title></head>
<body style="margin:0;padding:0;background:#f5f7f6;font-family:'Apple SD Gothic Neo','Malgun Gothic','맑은 고딕',sans-serif;">
<table width="100%" cellpadding="0" cellspacing="0" border="0" style="background:#f5f7f6;">
 <tr><td align="center" style="padding:24px 10px;">
  <table width="620" cellpadding="0" cellspacing="0" border="0" style="background:#fff;border:1px solid #dfe5e2;">
   <tr><td style="background:#0b6e4f;padding:16px 28px;">
     <img src="https://www.hanmaeumbank.com/images/mail/ci_white.png" alt="한마음은행 Hanmaeum Bank" width="170" height="34" style="display:block;border:0;">
   </td></tr>
   <tr><td style="padding:30px 28px;font-size:15px;line-height:24px;color:#222;">
${body}
   </td></tr>
   <tr><td style="padding:18px 28px;background:#f0f3f2;font-size:11px;line-height:17px;color:#888;">
     본 메일은 발신 전용입니다. 문의: 고객센터 1-877-555-0162 (월–금 오전 8시–오후 6시, 태평양 시간)<br>
     Hanmaeum Bank · 3200 Wilshire Blvd, Los Angeles, CA 90010 · Member FDIC · Equal Housing Lender<br>
     <a href="https://www.hanmaeumbank.com/ko/privacy" style="color:#888;">개인정보 처리방침</a> |
     <a href="https://www.hanmaeumbank.com/ko/security" style="color:#888;">보안센터</a> |
     <a href="https://www.hanmaeumbank.com/en" style="color:#888;">English</a><br>
     © 2026 Hanmaeum Bank. All rights reserved.
   </td></tr>
  </table>
 </td></tr>
</table>
</body></html>`;
}

const hmConfirm = "https://online.hanmaeumbank.com/profile/email/confirm?req=EM-5521873&sig=Zb71xQpa0c";

const hanmaeumMails: Mail[] = [
  {
    family: "hanmaeum-bank",
    group: "regional",
    lang: "ko",
    kind: "login-code",
    code: "317408",
    link: null,
    from: "한마음은행 <noreply@hanmaeumbank.com>",
    to: GRACE,
    subject: "[한마음은행] 온라인뱅킹 로그인 인증번호",
    date: date(9, 7, 10, 26),
    text: `[한마음은행] 온라인뱅킹 로그인 인증번호 안내

김은지 고객님, 안녕하세요.

요청하신 로그인 인증번호는 아래와 같습니다.

인증번호: 317408

인증번호는 발송 후 5분간 유효하며, 1회만 사용할 수 있습니다.
본인이 요청하지 않으셨다면 즉시 고객센터(1-877-555-0162)로 연락해 주십시오.
한마음은행은 전화나 문자로 인증번호를 묻지 않습니다.

Hanmaeum Bank · 3200 Wilshire Blvd, Los Angeles, CA 90010 · Member FDIC`,
    html: hanmaeum(
      "로그인 인증번호",
      `     <p style="margin:0 0 6px;font-size:13px;color:#0b6e4f;font-weight:bold;">온라인뱅킹 보안 안내</p>
     <p style="margin:0 0 18px;font-size:20px;font-weight:bold;">로그인 인증번호</p>
     <p style="margin:0 0 18px;">김은지 고객님, 안녕하세요.<br>요청하신 로그인 인증번호는 아래와 같습니다.</p>
     <table cellpadding="0" cellspacing="0" border="0" width="100%" style="margin:0 0 18px;"><tr>
       <td align="center" style="border:2px solid #0b6e4f;padding:18px;font-size:30px;font-weight:bold;letter-spacing:8px;color:#0b6e4f;">317408</td>
     </tr></table>
     <ul style="margin:0 0 10px;padding-left:18px;font-size:13px;color:#555;">
       <li>인증번호는 발송 후 <b>5분간</b> 유효하며, 1회만 사용할 수 있습니다.</li>
       <li>본인이 요청하지 않으셨다면 즉시 고객센터(1-877-555-0162)로 연락해 주십시오.</li>
       <li>한마음은행은 전화나 문자로 인증번호를 묻지 않습니다.</li>
     </ul>`,
    ),
    enc: "b64",
  },
  {
    family: "hanmaeum-bank",
    group: "regional",
    lang: "ko",
    kind: "newsletter",
    code: null,
    link: null,
    from: "한마음은행 <news@hanmaeumbank.com>",
    to: GRACE,
    subject: "추석 맞이 한국 송금 수수료 면제 & 환율 우대 안내",
    date: date(9, 15, 9, 0),
    text: `한마음은행 추석 특별 이벤트

고국에 계신 가족에게 마음을 전하세요.
2026년 9월 16일 ~ 10월 2일, 한국으로 보내는 송금 수수료를 면제해 드립니다.

- 대상: 한마음 개인·비즈니스 체킹 고객
- 환율 우대: 최대 70% (1회 $10,000 한도)
- 지점 방문 또는 온라인뱅킹에서 신청 가능

자세히 보기: https://www.hanmaeumbank.com/ko/events/chuseok-2026

* 환율 우대율은 통화 및 시장 상황에 따라 달라질 수 있습니다.
수신을 원하지 않으시면 https://www.hanmaeumbank.com/ko/unsubscribe?u=GK55810 에서 해지하실 수 있습니다.`,
    html: hanmaeum(
      "추석 송금 이벤트",
      `     <img src="https://www.hanmaeumbank.com/images/mail/2026_chuseok_banner.jpg" width="564" alt="한가위 보름달처럼 넉넉한 마음을 전하세요" style="display:block;width:100%;max-width:564px;border:0;margin:0 0 20px;">
     <p style="margin:0 0 14px;font-size:19px;font-weight:bold;">고국에 계신 가족에게 마음을 전하세요</p>
     <p style="margin:0 0 16px;">2026년 9월 16일 ~ 10월 2일, 한국으로 보내는 <b>송금 수수료를 면제</b>해 드립니다.</p>
     <table cellpadding="8" cellspacing="0" border="0" width="100%" style="border-top:1px solid #dfe5e2;font-size:14px;margin:0 0 18px;">
       <tr><td width="90" style="color:#0b6e4f;">대상</td><td>한마음 개인·비즈니스 체킹 고객</td></tr>
       <tr><td style="color:#0b6e4f;">환율 우대</td><td>최대 70% (1회 $10,000 한도)</td></tr>
       <tr><td style="color:#0b6e4f;">신청</td><td>지점 방문 또는 온라인뱅킹</td></tr>
     </table>
     <a href="https://www.hanmaeumbank.com/ko/events/chuseok-2026?utm_source=email&amp;utm_campaign=chuseok26" style="display:inline-block;background:#0b6e4f;color:#fff;text-decoration:none;padding:12px 26px;font-weight:bold;">자세히 보기</a>
     <p style="margin:20px 0 0;font-size:12px;color:#888;">* 환율 우대율은 통화 및 시장 상황에 따라 달라질 수 있습니다.<br>
     수신을 원하지 않으시면 <a href="https://www.hanmaeumbank.com/ko/unsubscribe?u=GK55810" style="color:#888;">수신 거부</a>를 눌러 주세요.</p>`,
    ),
    enc: "qp",
  },
  {
    family: "hanmaeum-bank",
    group: "regional",
    lang: "ko",
    kind: "confirm-change",
    code: null,
    link: hmConfirm,
    from: "한마음은행 <noreply@hanmaeumbank.com>",
    to: "Grace Kim <office@wilshirestarcleaners.com>",
    subject: "[한마음은행] 이메일 주소 변경 확인 / Confirm your new email address",
    date: date(10, 9, 15, 51),
    text: `김은지 고객님,

온라인뱅킹에서 연락용 이메일 주소를 이 주소(office@wilshirestarcleaners.com)로 변경 요청하셨습니다.
아래 링크를 눌러 변경을 완료해 주십시오. 링크는 24시간 동안 유효합니다.

${hmConfirm}

변경을 요청하지 않으셨다면 이 메일을 무시하시고 고객센터(1-877-555-0162)로 알려 주십시오.

---

You asked to change the contact email on your Hanmaeum Online Banking profile to this address.
Open the link above within 24 hours to confirm the change.

Hanmaeum Bank · Member FDIC`,
    html: hanmaeum(
      "이메일 주소 변경 확인",
      `     <p style="margin:0 0 18px;font-size:20px;font-weight:bold;">이메일 주소 변경 확인</p>
     <p style="margin:0 0 16px;">김은지 고객님,<br>온라인뱅킹에서 연락용 이메일 주소를 <b>office@wilshirestarcleaners.com</b>(으)로 변경 요청하셨습니다. 아래 버튼을 눌러 변경을 완료해 주십시오.</p>
     <table cellpadding="0" cellspacing="0" border="0" style="margin:0 0 18px;"><tr>
       <td bgcolor="#0b6e4f"><a href="${
        h(hmConfirm)
      }" style="display:block;padding:13px 30px;color:#ffffff;text-decoration:none;font-weight:bold;">이메일 변경 확인 / Confirm</a></td>
     </tr></table>
     <p style="margin:0 0 16px;font-size:13px;color:#555;">링크는 24시간 동안 유효합니다. 변경을 요청하지 않으셨다면 이 메일을 무시하시고 고객센터(1-877-555-0162)로 알려 주십시오.</p>
     <hr style="border:0;border-top:1px solid #dfe5e2;margin:18px 0;">
     <p style="margin:0;font-size:13px;color:#555;">You asked to change the contact email on your Hanmaeum Online Banking profile to this address. Use the button above within 24 hours to confirm the change.</p>`,
    ),
    enc: "b64",
  },
];

// ---------------------------------------------------------------- Orchardpoint card

function orchard(pre: string, rows: string): string {
  return `<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Transitional//EN" "http://www.w3.org/TR/xhtml1/DTD/xhtml1-transitional.dtd">
<html xmlns="http://www.w3.org/1999/xhtml"><head><meta http-equiv="Content-Type" content="text/html; charset=UTF-8" /></head>
<body style="margin:0;padding:0;background-color:#ececec;">
<span style="display:none !important;font-size:1px;line-height:1px;max-height:0;opacity:0;">${pre}</span>
<table border="0" cellpadding="0" cellspacing="0" width="100%" bgcolor="#ececec"><tr><td align="center" valign="top" style="padding:20px 0;">
<table border="0" cellpadding="0" cellspacing="0" width="600" bgcolor="#ffffff">
<tr><td bgcolor="#2d3a2e" style="padding:18px 24px;"><table width="100%" cellpadding="0" cellspacing="0" border="0"><tr>
<td><img src="https://img.orchardpointcard.com/e/op-wordmark-white.png" alt="Orchardpoint" width="150" height="28" style="display:block;" /></td>
<td align="right" style="font-family:Arial,sans-serif;font-size:12px;color:#c9d6ca;">Orchardpoint Cash+ Business ••• 2047</td>
</tr></table></td></tr>
${rows}
<tr><td style="padding:20px 24px;border-top:1px solid #e2e2e2;font-family:Arial,sans-serif;font-size:11px;line-height:16px;color:#8a8a8a;">
You are receiving this service email because you have an Orchardpoint account. Orchardpoint cards are issued by Keystone Ridge Bank, N.A., Member FDIC.<br />
Orchardpoint Financial, PO Box 30518, Salt Lake City, UT 84130 &nbsp;|&nbsp; <a href="https://www.orchardpointcard.com/privacy" style="color:#8a8a8a;">Privacy</a> &nbsp;|&nbsp; <a href="https://www.orchardpointcard.com/alerts" style="color:#8a8a8a;">Alert settings</a><br />
&copy; 2026 Orchardpoint Financial LLC
</td></tr>
</table></td></tr></table></body></html>`;
}

const orchardMails: Mail[] = [
  {
    family: "orchardpoint-card",
    group: "consumer",
    lang: "en",
    kind: "payment-due",
    code: null,
    link: null,
    from: "Orchardpoint <alerts@e.orchardpointcard.com>",
    to: HOME,
    subject: "Reminder: your payment of $1,386.42 is due Sep 25",
    date: date(9, 20, 6, 15),
    text: `Orchardpoint Cash+ Business ••• 2047

Your payment is due soon.

Statement balance: $1,386.42
Minimum payment due: $40.00
Due date: September 25, 2026

Pay now or set up AutoPay: https://click.e.orchardpointcard.com/?qs=8f31c0a2b7e94d55&u=pay
Already paid? Thanks - please disregard this reminder. Payments can take 1-2 business days to post.

Orchardpoint Financial, PO Box 30518, Salt Lake City, UT 84130`,
    html: orchard(
      "Statement balance $1,386.42 · Minimum $40.00",
      `<tr><td style="padding:30px 24px 10px;font-family:Arial,sans-serif;color:#222;">
<p style="margin:0 0 6px;font-size:24px;font-weight:bold;">Your payment is due soon</p>
<p style="margin:0 0 20px;font-size:15px;color:#555;">Due date: <b>September 25, 2026</b></p>
<table width="100%" cellpadding="10" cellspacing="0" border="0" style="font-size:15px;border:1px solid #e2e2e2;">
<tr><td>Statement balance</td><td align="right"><b>$1,386.42</b></td></tr>
<tr bgcolor="#f6f6f6"><td>Minimum payment due</td><td align="right">$40.00</td></tr>
</table>
</td></tr>
<tr><td align="center" style="padding:20px 24px 30px;">
<a href="${
        h("https://click.e.orchardpointcard.com/?qs=8f31c0a2b7e94d55&u=pay")
      }" style="display:inline-block;background:#5d8a3c;color:#ffffff;font-family:Arial,sans-serif;font-size:15px;font-weight:bold;text-decoration:none;padding:13px 34px;border-radius:24px;">Make a payment</a>
<p style="margin:16px 0 0;font-family:Arial,sans-serif;font-size:13px;color:#777;">Already paid? Thanks &mdash; payments can take 1&ndash;2 business days to post.</p>
</td></tr>`,
    ),
    enc: "qp",
  },
  {
    family: "orchardpoint-card",
    group: "consumer",
    lang: "en",
    kind: "verify-code",
    code: "552870",
    link: null,
    from: "Orchardpoint <security@e.orchardpointcard.com>",
    to: HOME,
    subject: "Your Orchardpoint verification code",
    date: date(10, 1, 12, 3),
    text: `Orchardpoint

You're adding your Orchardpoint card ending in 2047 to a mobile wallet.

Verification code: 552870

Enter this code in your wallet app to finish. Don't share this code with anyone - Orchardpoint will never ask you for it.

Didn't request this? Call the number on the back of your card: 1-866-555-0133.`,
    html: orchard(
      "Use this code to finish adding your card",
      `<tr><td style="padding:30px 24px;font-family:Arial,sans-serif;color:#222;font-size:15px;line-height:22px;">
<p style="margin:0 0 16px;">You're adding your Orchardpoint card ending in <b>2047</b> to a mobile wallet.</p>
<p style="margin:0 0 8px;color:#555;">Verification code</p>
<p style="margin:0 0 20px;font-size:34px;font-weight:bold;letter-spacing:4px;color:#2d3a2e;">552870</p>
<p style="margin:0 0 16px;">Enter this code in your wallet app to finish. Don't share this code with anyone &mdash; Orchardpoint will never ask you for it.</p>
<p style="margin:0;font-size:13px;color:#777;">Didn't request this? Call the number on the back of your card: 1-866-555-0133.</p>
</td></tr>`,
    ),
  },
  {
    family: "orchardpoint-card",
    group: "consumer",
    lang: "en",
    kind: "transaction-alert",
    code: null,
    link: null,
    from: "Orchardpoint <alerts@e.orchardpointcard.com>",
    to: HOME,
    subject: "A $612.80 purchase was made at SOLVCHEM WESTERN SUPPLY",
    date: date(10, 21, 11, 47),
    text: `Purchase alert

Card: Cash+ Business ••• 2047 (Daniel Kim)
Merchant: SOLVCHEM WESTERN SUPPLY, COMMERCE CA
Amount: $612.80
Date: Oct 21, 2026, 11:46 AM PT

You asked us to tell you about purchases over $500. If you don't recognize this purchase, lock your card in the app and call 1-866-555-0133.

Alert settings: https://www.orchardpointcard.com/alerts`,
    html: orchard(
      "Card ••• 2047 · $612.80",
      `<tr><td style="padding:30px 24px;font-family:Arial,sans-serif;color:#222;font-size:15px;line-height:22px;">
<p style="margin:0 0 18px;font-size:22px;font-weight:bold;">Purchase alert</p>
<table width="100%" cellpadding="8" cellspacing="0" border="0" style="font-size:14px;border-top:1px solid #e2e2e2;">
<tr><td style="color:#777;border-bottom:1px solid #e2e2e2;">Amount</td><td align="right" style="border-bottom:1px solid #e2e2e2;"><b>$612.80</b></td></tr>
<tr><td style="color:#777;border-bottom:1px solid #e2e2e2;">Merchant</td><td align="right" style="border-bottom:1px solid #e2e2e2;">SOLVCHEM WESTERN SUPPLY, COMMERCE CA</td></tr>
<tr><td style="color:#777;border-bottom:1px solid #e2e2e2;">Card</td><td align="right" style="border-bottom:1px solid #e2e2e2;">Cash+ Business &bull;&bull;&bull; 2047 (Daniel Kim)</td></tr>
<tr><td style="color:#777;">When</td><td align="right">Oct 21, 2026, 11:46 AM PT</td></tr>
</table>
<p style="margin:18px 0 0;font-size:13px;color:#777;">You asked us to tell you about purchases over $500. Don't recognize it? Lock your card in the app and call 1-866-555-0133.</p>
</td></tr>`,
    ),
    enc: "b64",
  },
];

// ---------------------------------------------------------------- Stubwell payroll

const swVerify = "https://accounts.stubwell.com/verify-email?t=eyJ1IjoiZW1wbG95ZXIvNDQ4MTkifQ.QWx6t9&src=onboarding";

function stubwell(body: string): string {
  return `<!DOCTYPE html><html><head><meta charset="utf-8"><style>
  a.btn:hover{background:#4b2fc9 !important}
  @media (max-width:600px){ .container{width:100% !important} }
</style></head>
<body style="margin:0;background:#faf9ff;">
<center>
<table class="container" width="580" cellpadding="0" cellspacing="0" border="0" style="margin:24px auto;background:#ffffff;border:1px solid #e7e3fa;border-radius:12px;">
<tr><td style="padding:26px 36px 0;"><img src="https://cdn.stubwell.com/email/stubwell-logo-purple.png" alt="Stubwell" height="26" style="border:0;"></td></tr>
<tr><td style="padding:22px 36px 30px;font-family:-apple-system,'Segoe UI',Roboto,Arial,sans-serif;font-size:15px;line-height:24px;color:#2a2540;">
${body}
</td></tr>
</table>
<table width="580" cellpadding="0" cellspacing="0" border="0"><tr><td style="padding:0 36px 30px;font-family:Arial,sans-serif;font-size:12px;line-height:18px;color:#9691ad;text-align:center;">
Stubwell Payroll &middot; 500 Howard St, 3rd Floor, San Francisco, CA 94105<br>
<a href="https://stubwell.com/support" style="color:#9691ad;">Support</a> &middot; <a href="https://stubwell.com/privacy" style="color:#9691ad;">Privacy</a> &middot; <a href="https://stubwell.com/status" style="color:#9691ad;">System status</a>
</td></tr></table>
</center></body></html>`;
}

const stubwellMails: Mail[] = [
  {
    family: "stubwell-payroll",
    group: "consumer",
    lang: "en",
    kind: "verify-link",
    code: null,
    link: swVerify,
    from: "Stubwell <hello@stubwell.com>",
    to: SHOP,
    subject: "Verify your email to finish setting up payroll",
    date: date(9, 2, 22, 9),
    text: `Hi Daniel,

Thanks for choosing Stubwell for Wilshire Star Cleaners. Before we can run your first payroll, please verify this email address:

${swVerify}

After that you'll add your bank account and invite your team (5 employees imported from your old provider).

This link expires in 72 hours. If you didn't sign up, you can ignore this email.

- The Stubwell team
Support: https://stubwell.com/support · (415) 555-0190`,
    html: stubwell(`<p style="margin:0 0 16px;">Hi Daniel,</p>
<p style="margin:0 0 16px;">Thanks for choosing Stubwell for <strong>Wilshire Star Cleaners</strong>. Before we can run your first payroll, please verify this email address.</p>
<p style="margin:0 0 22px;"><a class="btn" href="${
      h(swVerify)
    }" style="display:inline-block;background:#6241f5;color:#ffffff;text-decoration:none;font-weight:600;padding:12px 24px;border-radius:8px;">Verify email</a></p>
<table width="100%" cellpadding="0" cellspacing="0" border="0" style="background:#f4f1ff;border-radius:8px;margin:0 0 18px;"><tr><td style="padding:14px 18px;font-size:14px;">
<b>Next up</b><br>1. Add your business bank account<br>2. Invite your team (5 employees imported)<br>3. Approve your first payroll
</td></tr></table>
<p style="margin:0;font-size:13px;color:#6e6889;">This link expires in 72 hours. If you didn't sign up, you can ignore this email.</p>`),
  },
  {
    family: "stubwell-payroll",
    group: "consumer",
    lang: "en",
    kind: "payroll-processed",
    code: null,
    link: null,
    from: "Stubwell <payroll@stubwell.com>",
    to: SHOP,
    subject: "Payroll approved: pay date Friday, Oct 16",
    date: date(10, 14, 17, 22),
    text: `Payroll approved

Wilshire Star Cleaners
Pay period: Oct 1 - Oct 15, 2026
Pay date: Friday, October 16, 2026

Employees paid: 5
Gross pay: $9,842.00
Employer taxes: $812.47
Net pay (direct deposit): $7,655.19
Total debit from Sunpeak ••6093 on Oct 14: $10,654.47

Paystubs will be available to your team on the pay date.

View payroll summary: https://app.stubwell.com/payrolls/PR-2026-1016-0441`,
    html: stubwell(`<p style="margin:0 0 4px;font-size:22px;font-weight:700;">Payroll approved &#9989;</p>
<p style="margin:0 0 20px;color:#6e6889;">Pay period Oct 1 &ndash; Oct 15, 2026 &middot; Pay date Friday, October 16</p>
<table width="100%" cellpadding="9" cellspacing="0" border="0" style="font-size:14px;border-collapse:collapse;">
<tr style="border-bottom:1px solid #eee;"><td>Employees paid</td><td align="right">5</td></tr>
<tr style="border-bottom:1px solid #eee;"><td>Gross pay</td><td align="right">$9,842.00</td></tr>
<tr style="border-bottom:1px solid #eee;"><td>Employer taxes</td><td align="right">$812.47</td></tr>
<tr style="border-bottom:1px solid #eee;"><td>Net pay (direct deposit)</td><td align="right">$7,655.19</td></tr>
<tr><td><b>Total debit</b> from Sunpeak &bull;&bull;6093 on Oct 14</td><td align="right"><b>$10,654.47</b></td></tr>
</table>
<p style="margin:20px 0 0;font-size:14px;">Paystubs will be available to your team on the pay date. <a href="https://app.stubwell.com/payrolls/PR-2026-1016-0441" style="color:#6241f5;">View payroll summary</a></p>`),
    enc: "qp",
  },
  {
    family: "stubwell-payroll",
    group: "consumer",
    lang: "en",
    kind: "notice",
    code: null,
    link: null,
    from: "Stubwell Compliance <compliance@stubwell.com>",
    to: SHOP,
    subject: "Your Q3 2026 quarterly tax filings were submitted",
    date: date(10, 27, 10, 4),
    text: `Hi Daniel,

We filed your third-quarter 2026 payroll tax returns for Wilshire Star Cleaners. There's nothing you need to do.

Filed:
- Federal Form 941 (Q3 2026) - accepted Oct 26
- California DE 9 and DE 9C (Q3 2026) - accepted Oct 26

Copies are under Documents > Tax filings in your dashboard and attached to your Q3 record. Keep them for at least 4 years.

Stubwell Compliance
500 Howard St, 3rd Floor, San Francisco, CA 94105`,
    html: null,
    attachment: [
      "Stubwell_Q3-2026_filing_summary.pdf",
      "application/pdf",
      "%PDF-1.4\n% Stubwell filing summary\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n",
    ],
  },
];

// ---------------------------------------------------------------- Angeleno TaxNet (city business tax)

const atVerify = "https://taxnet.angeleno-finance.org/register/activate?acct=0002841937&key=6c1e90b4f8d2a7a53e41";

const angelenoMails: Mail[] = [
  {
    family: "angeleno-taxnet",
    group: "regional",
    lang: "en",
    kind: "verify-link",
    code: null,
    link: atVerify,
    from: "Office of Finance TaxNet <donotreply@angeleno-finance.org>",
    to: SHOP,
    subject: "TaxNet online account activation",
    date: date(9, 10, 14, 37),
    text: `OFFICE OF FINANCE - TAXNET

Dear Business Owner,

An online TaxNet account was requested for:

  Business name:     WILSHIRE STAR CLEANERS
  Business Tax Acct: 0002841937
  Location:          3541 W 6TH ST, LOS ANGELES CA 90020

To activate your online account, open the link below. The link is valid for 48 hours.

${atVerify}

Once activated you can file your annual renewal, pay taxes and request a duplicate certificate online. The annual renewal is due by the last day of February.

If you did not request this account, please contact Taxpayer Services at (213) 555-0176, Monday through Friday, 8:00 a.m. to 4:30 p.m.

This is an automated message. Please do not reply.`,
    html: `<html><body style="font-family:Verdana,Arial,sans-serif;font-size:13px;color:#000;">
<table width="640" cellpadding="0" cellspacing="0" border="0">
<tr><td style="background:#1a3d6d;padding:10px 14px;"><img src="https://taxnet.angeleno-finance.org/images/seal_small.png" alt="Office of Finance" width="48" height="48" align="left" style="margin-right:10px;"><span style="color:#fff;font-size:18px;font-weight:bold;line-height:48px;">Office of Finance &ndash; TaxNet</span></td></tr>
<tr><td style="padding:16px 14px;">
<p>Dear Business Owner,</p>
<p>An online TaxNet account was requested for:</p>
<table cellpadding="3" cellspacing="0" border="1" bordercolor="#cccccc" style="border-collapse:collapse;font-size:13px;">
<tr><td bgcolor="#eeeeee"><b>Business name</b></td><td>WILSHIRE STAR CLEANERS</td></tr>
<tr><td bgcolor="#eeeeee"><b>Business Tax Acct</b></td><td>0002841937</td></tr>
<tr><td bgcolor="#eeeeee"><b>Location</b></td><td>3541 W 6TH ST, LOS ANGELES CA 90020</td></tr>
</table>
<p>To activate your online account, <a href="${h(atVerify)}">click here</a>. The link is valid for 48 hours.</p>
<p>Once activated you can file your annual renewal, pay taxes and request a duplicate certificate online. The annual renewal is due by the last day of February.</p>
<p>If you did not request this account, please contact Taxpayer Services at (213) 555-0176, Monday through Friday, 8:00 a.m. to 4:30 p.m.</p>
<p style="color:#666;font-size:11px;">This is an automated message. Please do not reply.<br>Office of Finance, 200 N Spring St, Room 101, Los Angeles, CA 90012</p>
</td></tr></table></body></html>`,
  },
  {
    family: "angeleno-taxnet",
    group: "regional",
    lang: "en",
    kind: "payment-receipt",
    code: null,
    link: null,
    from: "Office of Finance TaxNet <donotreply@angeleno-finance.org>",
    to: SHOP,
    subject: "TaxNet payment confirmation 26-PMT-0918834",
    date: date(9, 12, 9, 55),
    text: `OFFICE OF FINANCE - TAXNET
PAYMENT CONFIRMATION

Confirmation No.:  26-PMT-0918834
Business Tax Acct: 0002841937
Business name:     WILSHIRE STAR CLEANERS
Tax type:          Business Tax - late renewal balance (2026)
Amount paid:       $418.60 (incl. penalty $62.79)
Payment method:    ACH debit, acct ending 6093
Date:              09/12/2026 09:54 AM

Please keep this confirmation for your records. Your updated certificate will be mailed to the business address within 10 business days.

This is an automated message. Please do not reply.`,
    html: null,
  },
];

// ---------------------------------------------------------------- utilities

const palisadeMails: Mail[] = [
  {
    family: "palisade-electric",
    group: "consumer",
    lang: "en",
    kind: "bill-ready",
    code: null,
    link: null,
    from: "Palisade Electric <myaccount@billing.palisade-electric.com>",
    to: SHOP,
    subject: "Your Palisade Electric bill is ready",
    date: date(9, 11, 4, 30),
    text: `Your bill is ready to view.

Service address: 3541 W 6th St, Los Angeles, CA 90020
Account number: 7-004-118-2290
Rate plan: TOU-GS-1 (Small Business)

Amount due: $742.16
Due date: 10/02/2026
Billing period: 08/08/2026 - 09/08/2026 (32 days)
Usage: 3,118 kWh (up 9% from last year)

You're enrolled in AutoPay. We'll debit your bank account on the due date, so there's nothing you need to do.

View your bill: https://myaccount.palisade-electric.com/bill?acct=70041182290

Palisade Electric · P.O. Box 60011, Pasadena, CA 91116 · 1-800-555-0121
Power outage? Report it at https://www.palisade-electric.com/outages`,
    html: `<!DOCTYPE html><html><body style="margin:0;background:#f2f2f2;">
<table width="100%" cellpadding="0" cellspacing="0" border="0"><tr><td align="center" style="padding:16px 8px;">
<table width="600" cellpadding="0" cellspacing="0" border="0" style="background:#fff;font-family:Arial,Helvetica,sans-serif;color:#222;">
<tr><td style="padding:18px 24px;border-bottom:4px solid #f2a900;"><img src="https://www.palisade-electric.com/email/pe-logo.png" alt="Palisade Electric" width="160" height="44" style="display:block;"></td></tr>
<tr><td style="padding:24px;">
<h2 style="margin:0 0 16px;font-size:22px;">Your bill is ready to view</h2>
<table width="100%" cellpadding="0" cellspacing="0" border="0" style="background:#fff8e5;border:1px solid #f5dd99;"><tr>
<td style="padding:16px;"><span style="font-size:13px;color:#666;">Amount due</span><br><span style="font-size:30px;font-weight:bold;">$742.16</span></td>
<td style="padding:16px;" align="right"><span style="font-size:13px;color:#666;">Due date</span><br><span style="font-size:20px;font-weight:bold;">10/02/2026</span></td>
</tr></table>
<p style="font-size:14px;line-height:21px;margin:18px 0;">You're enrolled in <b>AutoPay</b>. We'll debit your bank account on the due date, so there's nothing you need to do.</p>
<table width="100%" cellpadding="5" cellspacing="0" border="0" style="font-size:13px;color:#444;">
<tr><td width="45%">Service address</td><td>3541 W 6th St, Los Angeles, CA 90020</td></tr>
<tr><td>Account number</td><td>7-004-118-2290</td></tr>
<tr><td>Rate plan</td><td>TOU-GS-1 (Small Business)</td></tr>
<tr><td>Billing period</td><td>08/08/2026 &ndash; 09/08/2026 (32 days)</td></tr>
<tr><td>Usage</td><td>3,118 kWh <span style="color:#b45309;">(&#9650; 9% vs. last year)</span></td></tr>
</table>
<p style="margin:22px 0 0;"><a href="https://myaccount.palisade-electric.com/bill?acct=70041182290" style="background:#1b4f8a;color:#fff;text-decoration:none;padding:11px 22px;font-size:14px;font-weight:bold;">View bill</a></p>
</td></tr>
<tr><td style="padding:16px 24px;background:#333;color:#bbb;font-size:11px;line-height:17px;">
Palisade Electric &middot; P.O. Box 60011, Pasadena, CA 91116 &middot; 1-800-555-0121<br>
<a href="https://www.palisade-electric.com/outages" style="color:#f2a900;">Report an outage</a> &middot; <a href="https://www.palisade-electric.com/privacy" style="color:#bbb;">Privacy</a> &middot; <a href="https://myaccount.palisade-electric.com/preferences" style="color:#bbb;">Email preferences</a>
</td></tr>
</table></td></tr></table></body></html>`,
    enc: "qp",
  },
  {
    family: "palisade-electric",
    group: "consumer",
    lang: "en",
    kind: "outage-notice",
    code: null,
    link: null,
    from: "Palisade Electric <outages@notify.palisade-electric.com>",
    to: SHOP,
    subject: "Planned power shutoff at 3541 W 6th St on Sun, Oct 11",
    date: date(10, 5, 8, 12),
    text: `PLANNED MAINTENANCE OUTAGE

To keep service safe and reliable, our crews will replace equipment serving your address.

Address: 3541 W 6th St, Los Angeles, CA 90020
Date: Sunday, October 11, 2026
Time: 6:00 AM to 2:00 PM (approximately)
Outage ID: PM-26-448120

Please turn off sensitive equipment before the work begins. If you run a boiler or refrigeration, plan for the shutoff. If the work is cancelled because of weather, we'll let you know.

Questions: 1-800-555-0121
Outage map: https://www.palisade-electric.com/outages`,
    html: null,
  },
];

const vistacruzMails: Mail[] = [
  {
    family: "vistacruz-gas",
    group: "consumer",
    lang: "en",
    kind: "autopay-receipt",
    code: null,
    link: null,
    from: "VistaCruz Gas Company <noreply@vistacruzgas.com>",
    to: SHOP,
    subject: "AutoPay scheduled: $486.33 on 10/08/2026",
    date: date(9, 24, 3, 58),
    text: `VistaCruz Gas Company

Hello WILSHIRE STAR CLEANERS,

Your AutoPay payment has been scheduled.

Account: 118 442 0917 6
Amount: $486.33
Payment date: 10/08/2026
Pay from: Checking ****6093
Therms used: 412 (billing period 08/20 - 09/19)

No action is needed. To view your bill, sign in at https://www.vistacruzgas.com/myaccount

Smell gas? Leave the area and call 1-800-555-0199 right away, 24/7.

VistaCruz Gas Company, P.O. Box C, Monterey Park, CA 91756`,
    html: `<html><head><meta charset="utf-8"></head><body style="margin:0;background:#e9eef2;">
<table align="center" width="600" cellpadding="0" cellspacing="0" border="0" style="background:#ffffff;margin:20px auto;font-family:Tahoma,Arial,sans-serif;">
<tr><td style="background:#00587c;padding:14px 22px;"><img src="https://www.vistacruzgas.com/content/mail/vc-logo-rev.png" alt="VistaCruz Gas Company" width="180" height="36"></td></tr>
<tr><td style="padding:22px;font-size:14px;line-height:21px;color:#2b2b2b;">
<p>Hello WILSHIRE STAR CLEANERS,</p>
<p>Your AutoPay payment has been scheduled. No action is needed.</p>
<table width="100%" cellpadding="7" cellspacing="0" border="0" style="border:1px solid #d5dde3;">
<tr bgcolor="#f3f6f8"><td>Account</td><td align="right">118 442 0917 6</td></tr>
<tr><td>Amount</td><td align="right"><b>$486.33</b></td></tr>
<tr bgcolor="#f3f6f8"><td>Payment date</td><td align="right">10/08/2026</td></tr>
<tr><td>Pay from</td><td align="right">Checking ****6093</td></tr>
<tr bgcolor="#f3f6f8"><td>Therms used (08/20&ndash;09/19)</td><td align="right">412</td></tr>
</table>
<p style="margin-top:18px;"><a href="https://www.vistacruzgas.com/myaccount" style="color:#00587c;font-weight:bold;">View my bill</a></p>
<table width="100%" cellpadding="10" cellspacing="0" border="0"><tr><td bgcolor="#fff2cc" style="font-size:13px;"><b>Smell gas?</b> Leave the area and call 1-800-555-0199 right away, 24/7.</td></tr></table>
</td></tr>
<tr><td style="padding:14px 22px;font-size:11px;color:#7d8b95;border-top:1px solid #d5dde3;">VistaCruz Gas Company, P.O. Box C, Monterey Park, CA 91756 &middot; <a href="https://www.vistacruzgas.com/privacy" style="color:#7d8b95;">Privacy</a> &middot; &copy; 2026</td></tr>
</table></body></html>`,
    enc: "8bit",
  },
];

// ---------------------------------------------------------------- Saeroun Presbyterian Church (Korean)

const saerounMails: Mail[] = [
  {
    family: "saeroun-presbyterian",
    group: "regional",
    lang: "ko",
    kind: "newsletter",
    code: null,
    link: null,
    from: "새로운장로교회 <office@saerounchurch.org>",
    to: HOME,
    subject: "[새로운교회] 9월 넷째 주 교회 소식 (9/27)",
    date: date(9, 25, 20, 15),
    text: `새로운장로교회 주간 소식 — 2026년 9월 27일 주일

■ 예배 안내
1부 오전 8:00 / 2부 오전 10:00 (영어예배 EM 동시) / 3부 오전 11:45
수요예배 오후 7:30, 새벽기도 월–토 오전 5:30

■ 추석 감사 애찬
주일 2부 예배 후 친교실에서 송편과 식혜를 나눕니다. 각 구역에서 부침개 한 접시씩 준비 부탁드립니다.

■ 가을 성경공부 등록
10월 7일(수) 개강, 8주 과정. 교회 사무실 또는 안내 데스크에서 신청 (교재비 $15).

■ 주차 안내
Normandie Ave 쪽 주차장이 10/3(토)–10/4(일) 도로 공사로 폐쇄됩니다. 길 건너 한인타운 시니어센터 주차장을 이용해 주세요.

■ 헌금 안내
온라인 헌금: https://saerounchurch.org/give
Zelle: give@saerounchurch.org

새로운장로교회 · 3960 W 4th St, Los Angeles, CA 90020 · (213) 555-0114
담임목사 이정훈`,
    html: `<html><head><meta charset="utf-8"></head>
<body style="margin:0;background:#faf7f0;font-family:'Nanum Myeongjo','Batang',serif;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center">
<table width="600" cellpadding="0" cellspacing="0" style="background:#fffdf8;border:1px solid #e8e0cc;margin:18px 0;">
<tr><td align="center" style="padding:22px;border-bottom:2px solid #7a5c2e;">
<img src="https://saerounchurch.org/wp-content/uploads/2024/03/cross-logo.png" alt="새로운장로교회" width="60" height="60"><br>
<span style="font-size:22px;color:#5a3f1a;font-weight:bold;">새로운장로교회 주간 소식</span><br>
<span style="font-size:13px;color:#8a7452;">2026년 9월 27일 주일</span>
</td></tr>
<tr><td style="padding:20px 28px;font-size:15px;line-height:25px;color:#333;font-family:'Apple SD Gothic Neo','Malgun Gothic',sans-serif;">
<h3 style="color:#7a5c2e;border-left:4px solid #7a5c2e;padding-left:8px;">예배 안내</h3>
<p>1부 오전 8:00 / 2부 오전 10:00 (영어예배 EM 동시) / 3부 오전 11:45<br>수요예배 오후 7:30, 새벽기도 월–토 오전 5:30</p>
<h3 style="color:#7a5c2e;border-left:4px solid #7a5c2e;padding-left:8px;">추석 감사 애찬</h3>
<p>주일 2부 예배 후 친교실에서 송편과 식혜를 나눕니다. 각 구역에서 부침개 한 접시씩 준비 부탁드립니다.</p>
<img src="https://saerounchurch.org/wp-content/uploads/2026/09/songpyeon.jpg" alt="송편 나눔" width="544" style="display:block;width:100%;">
<h3 style="color:#7a5c2e;border-left:4px solid #7a5c2e;padding-left:8px;">가을 성경공부 등록</h3>
<p>10월 7일(수) 개강, 8주 과정. 교회 사무실 또는 안내 데스크에서 신청 (교재비 $15).</p>
<h3 style="color:#7a5c2e;border-left:4px solid #7a5c2e;padding-left:8px;">주차 안내</h3>
<p>Normandie Ave 쪽 주차장이 10/3(토)–10/4(일) 도로 공사로 폐쇄됩니다. 길 건너 한인타운 시니어센터 주차장을 이용해 주세요.</p>
<h3 style="color:#7a5c2e;border-left:4px solid #7a5c2e;padding-left:8px;">헌금 안내</h3>
<p><a href="https://saerounchurch.org/give" style="color:#7a5c2e;">온라인 헌금</a> · Zelle: give@saerounchurch.org</p>
</td></tr>
<tr><td align="center" style="padding:16px;background:#f3ecdc;font-size:12px;color:#7d6b4f;font-family:sans-serif;">
새로운장로교회 · 3960 W 4th St, Los Angeles, CA 90020 · (213) 555-0114<br>담임목사 이정훈<br>
<a href="https://saerounchurch.org" style="color:#7d6b4f;">saerounchurch.org</a> · <a href="https://saerounchurch.org/newsletter/unsubscribe?e=dkim.family%40pacmail.example" style="color:#7d6b4f;">소식지 수신 거부</a>
</td></tr>
</table></td></tr></table></body></html>`,
    enc: "b64",
  },
  {
    family: "saeroun-presbyterian",
    group: "regional",
    lang: "ko",
    kind: "registration-received",
    code: null,
    link: null,
    from: "새로운교회 가정사역부 <family@saerounchurch.org>",
    to: HOME,
    subject: "가을 가족 수양회 등록이 완료되었습니다",
    date: date(10, 3, 13, 40),
    text: `김대호 성도님 가정, 안녕하세요.

2026 가을 가족 수양회 등록이 접수되었습니다. 감사합니다.

등록번호: FR26-0087
일정: 2026년 10월 23일(금) 오후 6시 ~ 25일(주일) 오후 2시
장소: Pine Hollow Retreat Center, Running Springs, CA
인원: 성인 2명, 어린이 2명 (초등 4학년, 중학교 1학년)
회비: $560 (납부 완료 — 10월 2일, 현금)

출발: 10월 23일(금) 오후 3시 30분, 교회 주차장에서 버스 출발
준비물: 성경, 세면도구, 여벌 옷, 따뜻한 겉옷 (산 위는 밤 기온이 5°C까지 내려갑니다)

문의: 가정사역부 박민수 집사 (213) 555-0193

새로운장로교회 가정사역부 드림`,
    html: null,
    enc: "8bit",
  },
];

// ---------------------------------------------------------------- Doraji Korean School (Saturday school)

const djInvite = "https://parents.dorajischool.org/join?code=PX4-9K2M&family=F2026-114";

const dorajiMails: Mail[] = [
  {
    family: "doraji-korean-school",
    group: "regional",
    lang: "ko",
    kind: "invite-link",
    code: null,
    link: djInvite,
    from: "도라지 한국학교 <admin@dorajischool.org>",
    to: GRACE,
    subject: "도라지 한국학교 학부모 포털 초대",
    date: date(9, 1, 19, 20),
    text: `김은지 학부모님께,

2026–2027학년도 도라지 한국학교 등록을 환영합니다.
올해부터 출결, 숙제, 성적표를 학부모 포털에서 확인하실 수 있습니다.

등록 학생: 김서연 (4반), 김준호 (7반)

아래 링크를 눌러 학부모 계정을 만들어 주세요. (링크 유효기간: 14일)
${djInvite}

첫 수업: 9월 12일(토) 오전 9시 30분, 로스앤젤레스 한인연합감리교회 교육관
학비 잔액: $0 (완납)

궁금하신 점은 교무실(213-555-0157)로 연락 주세요.

도라지 한국학교 교장 최미경 드림`,
    html: `<!doctype html><html lang="ko"><head><meta charset="utf-8"></head>
<body style="margin:0;padding:0;background:#f3f0fa;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:20px 10px;">
<table width="560" cellpadding="0" cellspacing="0" style="background:#ffffff;border-radius:14px;overflow:hidden;font-family:'Apple SD Gothic Neo','Malgun Gothic',sans-serif;">
<tr><td style="background:#7b5ea7;padding:20px 26px;color:#fff;">
<img src="https://dorajischool.org/img/doraji-flower.png" alt="" width="36" height="36" style="vertical-align:middle;"> <span style="font-size:19px;font-weight:bold;vertical-align:middle;">도라지 한국학교</span>
</td></tr>
<tr><td style="padding:26px;font-size:15px;line-height:25px;color:#333;">
<p style="margin:0 0 14px;">김은지 학부모님께,</p>
<p style="margin:0 0 14px;">2026–2027학년도 도라지 한국학교 등록을 환영합니다.<br>올해부터 출결, 숙제, 성적표를 <b>학부모 포털</b>에서 확인하실 수 있습니다.</p>
<table width="100%" cellpadding="8" cellspacing="0" style="background:#f6f3fb;border-radius:8px;font-size:14px;margin:0 0 18px;">
<tr><td>등록 학생</td><td>김서연 (4반), 김준호 (7반)</td></tr>
<tr><td>첫 수업</td><td>9월 12일(토) 오전 9시 30분</td></tr>
<tr><td>학비 잔액</td><td>$0 (완납)</td></tr>
</table>
<p style="text-align:center;margin:0 0 18px;"><a href="${
      h(djInvite)
    }" style="display:inline-block;background:#7b5ea7;color:#fff;text-decoration:none;font-weight:bold;padding:13px 30px;border-radius:30px;">학부모 계정 만들기</a></p>
<p style="margin:0;font-size:13px;color:#777;">링크는 14일 동안 유효합니다. 궁금하신 점은 교무실(213-555-0157)로 연락 주세요.</p>
</td></tr>
<tr><td style="padding:14px 26px;background:#faf8fd;font-size:12px;color:#999;">도라지 한국학교 · 교육관, 3300 W 8th St, Los Angeles, CA 90005 · 교장 최미경</td></tr>
</table></td></tr></table></body></html>`,
    enc: "qp",
  },
  {
    family: "doraji-korean-school",
    group: "regional",
    lang: "ko",
    kind: "notice",
    code: null,
    link: null,
    from: "도라지 한국학교 <admin@dorajischool.org>",
    to: GRACE,
    subject: "[가정통신문] 한글날 행사 및 10월 휴강 안내",
    date: date(10, 1, 21, 5),
    text: `학부모님께,

10월 학사 일정을 알려 드립니다.

1. 한글날 기념 행사 — 10월 10일(토)
   - 1교시: 학년별 받아쓰기 대회, 2교시: 전통 놀이 (윷놀이, 제기차기)
   - 학생들은 가능하면 한복을 입고 오세요. 점심은 학교에서 김밥을 준비합니다.

2. 휴강 — 10월 24일(토)
   - 교사 연수로 수업이 없습니다.

3. 중간 평가 — 10월 31일(토)
   - 7반 이상은 작문 평가가 있습니다. 성적은 11월 둘째 주에 학부모 포털에 올라갑니다.

자원봉사 학부모(행사 준비)를 모집합니다. 교무실(213-555-0157)로 연락 주세요.

도라지 한국학교 교무실 드림`,
    html:
      `<div style="font-family:'Malgun Gothic',sans-serif;font-size:14px;line-height:23px;color:#222;max-width:620px;">
<p>학부모님께,</p>
<p>10월 학사 일정을 알려 드립니다.</p>
<p><b>1. 한글날 기념 행사 — 10월 10일(토)</b><br>
&nbsp;- 1교시: 학년별 받아쓰기 대회, 2교시: 전통 놀이 (윷놀이, 제기차기)<br>
&nbsp;- 학생들은 가능하면 한복을 입고 오세요. 점심은 학교에서 김밥을 준비합니다.</p>
<p><b>2. 휴강 — 10월 24일(토)</b><br>&nbsp;- 교사 연수로 수업이 없습니다.</p>
<p><b>3. 중간 평가 — 10월 31일(토)</b><br>&nbsp;- 7반 이상은 작문 평가가 있습니다. 성적은 11월 둘째 주에 학부모 포털에 올라갑니다.</p>
<p>자원봉사 학부모(행사 준비)를 모집합니다. 교무실(213-555-0157)로 연락 주세요.</p>
<p>도라지 한국학교 교무실 드림</p>
<hr style="border:none;border-top:1px solid #ddd;">
<p style="font-size:11px;color:#888;">도라지 한국학교 · <a href="https://dorajischool.org" style="color:#888;">dorajischool.org</a></p>
</div>`,
    enc: "b64",
  },
];

// ---------------------------------------------------------------- Jangteo Go (Korean grocery delivery)

function jangteo(body: string): string {
  return `<!DOCTYPE html>
<html><head><meta charset="UTF-8"><meta name="viewport" content="width=device-width"></head>
<body style="margin:0;padding:0;background:#fff6ee;">
<table role="presentation" width="100%" cellspacing="0" cellpadding="0" border="0"><tr><td align="center" style="padding:24px 8px;">
<table role="presentation" width="520" cellspacing="0" cellpadding="0" border="0" style="background:#ffffff;border-radius:16px;">
<tr><td style="padding:24px 28px 8px;"><img src="https://cdn.jangteogo.com/mail/jangteogo_logo_orange.png" alt="장터고 JangteoGo" width="124" height="32" style="display:block;border:0;"></td></tr>
<tr><td style="padding:8px 28px 26px;font-family:'Pretendard','Apple SD Gothic Neo',Arial,sans-serif;font-size:15px;line-height:23px;color:#262626;">
${body}
</td></tr>
<tr><td style="padding:18px 28px;border-top:1px solid #f1e6dc;font-family:Arial,sans-serif;font-size:11px;line-height:17px;color:#a08c7a;">
<a href="https://apps.apple.com/app/jangteogo/id1588201473"><img src="https://cdn.jangteogo.com/mail/badge-appstore.png" alt="App Store에서 다운로드" height="30" style="border:0;"></a>
<a href="https://play.google.com/store/apps/details?id=com.jangteogo.app"><img src="https://cdn.jangteogo.com/mail/badge-googleplay.png" alt="Google Play에서 받기" height="30" style="border:0;"></a><br><br>
JangteoGo Inc. · 1125 S Vermont Ave, Los Angeles, CA 90006 · (213) 555-0170<br>
<a href="https://jangteogo.com/help" style="color:#a08c7a;">고객센터</a> · <a href="https://jangteogo.com/privacy" style="color:#a08c7a;">개인정보처리방침</a> · <a href="https://jangteogo.com/terms" style="color:#a08c7a;">이용약관</a>
</td></tr>
</table></td></tr></table></body></html>`;
}

const jangteoMails: Mail[] = [
  {
    family: "jangteo-go",
    group: "regional",
    lang: "ko",
    kind: "login-code",
    code: "9084",
    link: null,
    from: "장터고 <hello@jangteogo.com>",
    to: GRACE,
    subject: "[장터고] 로그인 인증번호 9084",
    date: date(9, 6, 18, 44),
    text: `장터고 로그인 인증번호

인증번호 [9084]를 앱 화면에 입력해 주세요.
이 번호는 3분 후 만료됩니다.

본인이 요청하지 않았다면 이 메일을 무시해 주세요.

JangteoGo Inc. · 1125 S Vermont Ave, Los Angeles, CA 90006`,
    html: jangteo(`<p style="margin:0 0 16px;font-size:21px;font-weight:bold;">로그인 인증번호</p>
<p style="margin:0 0 18px;">아래 번호를 앱 화면에 입력해 주세요.</p>
<table role="presentation" cellspacing="6" cellpadding="0" border="0" style="margin:0 0 18px;"><tr>
<td style="width:48px;height:58px;background:#fff1e6;border-radius:10px;text-align:center;font-size:30px;font-weight:bold;color:#ff6b00;">9</td>
<td style="width:48px;height:58px;background:#fff1e6;border-radius:10px;text-align:center;font-size:30px;font-weight:bold;color:#ff6b00;">0</td>
<td style="width:48px;height:58px;background:#fff1e6;border-radius:10px;text-align:center;font-size:30px;font-weight:bold;color:#ff6b00;">8</td>
<td style="width:48px;height:58px;background:#fff1e6;border-radius:10px;text-align:center;font-size:30px;font-weight:bold;color:#ff6b00;">4</td>
</tr></table>
<p style="margin:0;font-size:13px;color:#8c8c8c;">이 번호는 3분 후 만료됩니다. 본인이 요청하지 않았다면 이 메일을 무시해 주세요.</p>`),
    enc: "qp",
  },
  {
    family: "jangteo-go",
    group: "regional",
    lang: "ko",
    kind: "order-delivered",
    code: null,
    link: null,
    from: "장터고 <order@jangteogo.com>",
    to: GRACE,
    subject: "배달 완료! 주문 #JT-4418207 을 문 앞에 두었어요",
    date: date(9, 26, 17, 12),
    text: `주문하신 상품이 배달되었어요.

주문번호: #JT-4418207
배달 시간: 9월 26일(토) 오후 5:09
배달 장소: 문 앞 (현관 사진이 앱에 등록되었습니다)

- 햇 배추김치 5lb ×1  $21.99
- 송편 (깨/콩) 1kg ×2  $27.98
- 한우 불고기용 1lb ×2  $45.98
- 배 (신고) 3개입 ×1  $12.49
- 식혜 1.5L ×2  $9.98
소계 $138.42 / 배달비 $0.00 (멤버십) / 세금 $0.00 / 팁 $6.00
합계 $144.42 — 카드 ••• 2047

상품에 문제가 있으면 48시간 안에 앱의 '주문 내역'에서 알려 주세요.
즐거운 추석 보내세요!`,
    html: jangteo(`<p style="margin:0 0 6px;font-size:21px;font-weight:bold;">배달 완료 🎉</p>
<p style="margin:0 0 18px;color:#8c8c8c;font-size:14px;">주문번호 #JT-4418207 · 9월 26일(토) 오후 5:09 · 문 앞</p>
<table role="presentation" width="100%" cellspacing="0" cellpadding="6" border="0" style="font-size:14px;border-top:1px solid #f1e6dc;">
<tr><td>햇 배추김치 5lb ×1</td><td align="right">$21.99</td></tr>
<tr><td>송편 (깨/콩) 1kg ×2</td><td align="right">$27.98</td></tr>
<tr><td>한우 불고기용 1lb ×2</td><td align="right">$45.98</td></tr>
<tr><td>배 (신고) 3개입 ×1</td><td align="right">$12.49</td></tr>
<tr><td>식혜 1.5L ×2</td><td align="right">$9.98</td></tr>
<tr><td style="border-top:1px solid #f1e6dc;color:#8c8c8c;">소계 / 배달비 (멤버십) / 팁</td><td align="right" style="border-top:1px solid #f1e6dc;color:#8c8c8c;">$138.42 / $0.00 / $6.00</td></tr>
<tr><td><b>합계</b> · 카드 ••• 2047</td><td align="right"><b>$144.42</b></td></tr>
</table>
<p style="margin:18px 0 0;font-size:13px;color:#8c8c8c;">상품에 문제가 있으면 48시간 안에 앱의 '주문 내역'에서 알려 주세요. 즐거운 추석 보내세요!</p>`),
    enc: "b64",
  },
  {
    family: "jangteo-go",
    group: "regional",
    lang: "en",
    kind: "membership-renewal",
    code: null,
    link: null,
    from: "JangteoGo <billing@jangteogo.com>",
    to: GRACE,
    subject: "Your JangteoGo Plus membership renews on Oct 18",
    date: date(10, 11, 9, 30),
    text: `Hi Grace,

Your JangteoGo Plus membership renews on October 18, 2026 for $9.99/month, charged to the card ending in 2047.

This year Plus saved you $118.00 in delivery fees across 19 orders.

Nothing to do if you'd like to keep it. To change or cancel, go to My Page > Membership in the app before the renewal date.

JangteoGo Inc. · 1125 S Vermont Ave, Los Angeles, CA 90006`,
    html: jangteo(`<p style="margin:0 0 14px;">Hi Grace,</p>
<p style="margin:0 0 14px;">Your <b>JangteoGo Plus</b> membership renews on <b>October 18, 2026</b> for $9.99/month, charged to the card ending in 2047.</p>
<table role="presentation" width="100%" cellspacing="0" cellpadding="14" border="0" style="background:#fff1e6;border-radius:12px;margin:0 0 16px;"><tr><td align="center">
<span style="font-size:13px;color:#8c5a33;">This year Plus saved you</span><br><span style="font-size:28px;font-weight:bold;color:#ff6b00;">$118.00</span><br><span style="font-size:12px;color:#8c5a33;">in delivery fees across 19 orders</span>
</td></tr></table>
<p style="margin:0;font-size:13px;color:#8c8c8c;">Nothing to do if you'd like to keep it. To change or cancel, go to My Page &gt; Membership in the app before the renewal date.</p>`),
  },
];

// ---------------------------------------------------------------- Dodam Talk (messenger)

const dodamConfirm = "https://accounts.dodamtalk.com/email/confirm?uid=44190277&token=b91e3f6a20cd&lang=en";

const dodamMails: Mail[] = [
  {
    family: "dodam-talk",
    group: "regional",
    lang: "ko",
    kind: "login-code",
    code: "WK83-2917",
    link: null,
    from: "도담톡 <noreply@dodamtalk.com>",
    to: HOME,
    subject: "[도담톡] PC 버전 로그인 인증",
    date: date(9, 9, 23, 14),
    text: `도담톡 PC 버전 로그인 인증

새로운 PC에서 도담톡 로그인을 시도했습니다.
아래 인증번호를 PC 화면에 입력해 주세요.

인증번호: WK83-2917

· 기기: Windows 11 (DESKTOP-WSC01)
· 시간: 2026.09.09 23:14 (PDT)
· 위치: 미국 캘리포니아

본인이 시도한 로그인이 아니라면 휴대폰의 도담톡 앱 > 설정 > 개인/보안 > 로그인 기기 관리에서 확인해 주세요.

Dodam Corp. · 서울특별시 성동구 왕십리로 83-21 · 고객센터 https://cs.dodamtalk.com`,
    html: `<!DOCTYPE html><html lang="ko"><head><meta charset="utf-8"></head><body style="margin:0;background:#ffffff;">
<div style="max-width:500px;margin:0 auto;padding:36px 20px;font-family:'Apple SD Gothic Neo','Malgun Gothic',sans-serif;color:#191919;">
<img src="https://t1.dodamtalk.com/mail/dodam_symbol_yellow.png" alt="도담톡" width="40" height="40" style="display:block;margin-bottom:22px;">
<h1 style="font-size:22px;margin:0 0 10px;">PC 버전 로그인 인증</h1>
<p style="font-size:15px;line-height:24px;margin:0 0 24px;color:#555;">새로운 PC에서 도담톡 로그인을 시도했습니다.<br>아래 인증번호를 PC 화면에 입력해 주세요.</p>
<div style="background:#fff9d6;padding:22px;text-align:center;font-size:28px;font-weight:700;letter-spacing:3px;border-radius:6px;margin:0 0 24px;">WK83-2917</div>
<table cellpadding="4" cellspacing="0" border="0" style="font-size:13px;color:#777;margin:0 0 24px;">
<tr><td>기기</td><td>Windows 11 (DESKTOP-WSC01)</td></tr>
<tr><td>시간</td><td>2026.09.09 23:14 (PDT)</td></tr>
<tr><td>위치</td><td>미국 캘리포니아</td></tr>
</table>
<p style="font-size:13px;line-height:20px;color:#777;margin:0 0 30px;">본인이 시도한 로그인이 아니라면 휴대폰의 도담톡 앱 &gt; 설정 &gt; 개인/보안 &gt; 로그인 기기 관리에서 확인해 주세요.</p>
<p style="font-size:11px;color:#aaa;border-top:1px solid #eee;padding-top:16px;">Dodam Corp. · 서울특별시 성동구 왕십리로 83-21 · <a href="https://cs.dodamtalk.com" style="color:#aaa;">고객센터</a> · <a href="https://www.dodamtalk.com/policy/privacy" style="color:#aaa;">개인정보 처리방침</a></p>
</div></body></html>`,
    enc: "qp",
  },
  {
    family: "dodam-talk",
    group: "regional",
    lang: "en",
    kind: "verify-email",
    code: "481207",
    link: dodamConfirm,
    from: "Dodam Talk <noreply@dodamtalk.com>",
    to: SHOP,
    subject: "Confirm your email for your Dodam Talk business channel",
    date: date(10, 6, 11, 2),
    text: `Confirm your email address

You're registering "Wilshire Star Cleaners" as a Dodam Talk business channel. To confirm that this address belongs to you, enter this code in the channel setup screen:

481207

Or open this link:
${dodamConfirm}

The code and link expire in 30 minutes.

If you didn't request this, you can ignore this email.

Dodam Corp. · Help Center: https://cs.dodamtalk.com`,
    html: `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"></head><body style="margin:0;background:#ffffff;">
<div style="max-width:500px;margin:0 auto;padding:36px 20px;font-family:-apple-system,'Segoe UI',Arial,sans-serif;color:#191919;">
<img src="https://t1.dodamtalk.com/mail/dodam_symbol_yellow.png" alt="Dodam Talk" width="40" height="40" style="display:block;margin-bottom:22px;">
<h1 style="font-size:22px;margin:0 0 10px;">Confirm your email address</h1>
<p style="font-size:15px;line-height:24px;margin:0 0 22px;color:#555;">You're registering <b>Wilshire Star Cleaners</b> as a Dodam Talk business channel. To confirm that this address belongs to you, enter this code in the channel setup screen:</p>
<div style="background:#fff9d6;padding:22px;text-align:center;font-size:30px;font-weight:700;letter-spacing:8px;border-radius:6px;margin:0 0 22px;">481207</div>
<p style="font-size:15px;margin:0 0 14px;color:#555;">Or confirm with one click:</p>
<p style="margin:0 0 26px;"><a href="${
      h(dodamConfirm)
    }" style="display:inline-block;background:#fee500;color:#191919;text-decoration:none;font-weight:600;padding:12px 26px;border-radius:6px;">Confirm email</a></p>
<p style="font-size:13px;color:#777;margin:0 0 30px;">The code and link expire in 30 minutes. If you didn't request this, you can ignore this email.</p>
<p style="font-size:11px;color:#aaa;border-top:1px solid #eee;padding-top:16px;">Dodam Corp. · <a href="https://cs.dodamtalk.com" style="color:#aaa;">Help Center</a> · <a href="https://www.dodamtalk.com/policy/privacy" style="color:#aaa;">Privacy</a></p>
</div></body></html>`,
  },
  {
    family: "dodam-talk",
    group: "regional",
    lang: "ko",
    kind: "security-notice",
    code: null,
    link: null,
    from: "도담톡 <noreply@dodamtalk.com>",
    to: HOME,
    subject: "[도담톡] 새로운 기기에서 로그인되었습니다",
    date: date(10, 19, 7, 50),
    text: `김대호님, 도담톡 계정에 새로운 기기가 로그인되었습니다.

· 기기: iPad (iPadOS 19)
· 시간: 2026.10.19 07:49 (PDT)
· 위치: 미국 캘리포니아 로스앤젤레스

본인이라면 별도로 조치하지 않으셔도 됩니다.
본인이 아니라면 앱 > 설정 > 개인/보안 > 로그인 기기 관리에서 해당 기기를 로그아웃하고 비밀번호를 변경해 주세요.

고객센터: https://cs.dodamtalk.com`,
    html: null,
    enc: "8bit",
  },
];

// ---------------------------------------------------------------- SeoulWave TV (streaming)

const swReset = "https://www.seoulwave.tv/account/password/reset?rt=3f8c2d41-9a7e-4b10-b0c2-5d6e7f8a9b0c";

function seoulwave(body: string, lang = "en"): string {
  return `<!DOCTYPE html><html lang="${lang}"><head><meta charset="utf-8"></head>
<body style="margin:0;padding:0;background:#0e0f13;">
<table width="100%" cellpadding="0" cellspacing="0" border="0" style="background:#0e0f13;"><tr><td align="center" style="padding:30px 12px;">
<table width="560" cellpadding="0" cellspacing="0" border="0" style="background:#181a21;border-radius:8px;">
<tr><td style="padding:26px 34px 0;"><img src="https://assets.seoulwave.tv/email/sw-logo-coral.png" alt="SeoulWave" width="140" height="30" style="display:block;border:0;"></td></tr>
<tr><td style="padding:24px 34px 30px;font-family:'Helvetica Neue',Arial,sans-serif;font-size:15px;line-height:23px;color:#d9dbe3;">
${body}
</td></tr>
<tr><td style="padding:18px 34px 26px;border-top:1px solid #2a2d37;font-family:Arial,sans-serif;font-size:11px;line-height:17px;color:#7d8191;">
SeoulWave Media, Inc. · 6060 Center Dr, Los Angeles, CA 90045<br>
<a href="https://help.seoulwave.tv" style="color:#7d8191;">Help</a> · <a href="https://www.seoulwave.tv/terms" style="color:#7d8191;">Terms of Use</a> · <a href="https://www.seoulwave.tv/privacy" style="color:#7d8191;">Privacy</a>
</td></tr>
</table></td></tr></table></body></html>`;
}

const seoulwaveMails: Mail[] = [
  {
    family: "seoulwave-tv",
    group: "consumer",
    lang: "en",
    kind: "reset-link",
    code: null,
    link: swReset,
    from: "SeoulWave <account@seoulwave.tv>",
    to: HOME,
    subject: "Reset your SeoulWave password",
    date: date(9, 13, 22, 41),
    text: `Reset your password

Hi Daniel,

We got a request to reset the password for your SeoulWave account (dkim.family@pacmail.example).

Reset password: ${swReset}

This link expires in 1 hour. If you didn't ask for a new password, you can ignore this email - your password won't change.

SeoulWave Media, Inc. · 6060 Center Dr, Los Angeles, CA 90045
Help: https://help.seoulwave.tv`,
    html: seoulwave(`<p style="margin:0 0 14px;font-size:24px;font-weight:bold;color:#ffffff;">Reset your password</p>
<p style="margin:0 0 14px;">Hi Daniel,</p>
<p style="margin:0 0 22px;">We got a request to reset the password for your SeoulWave account (dkim.family@pacmail.example).</p>
<table cellpadding="0" cellspacing="0" border="0"><tr><td style="background:#ff5a5f;border-radius:4px;"><a href="${swReset}" style="display:inline-block;padding:14px 30px;color:#ffffff;font-weight:bold;text-decoration:none;">Reset password</a></td></tr></table>
<p style="margin:22px 0 0;font-size:13px;color:#9ea2b1;">This link expires in 1 hour. If you didn't ask for a new password, you can ignore this email &mdash; your password won't change.</p>`),
    enc: "qp",
  },
  {
    family: "seoulwave-tv",
    group: "consumer",
    lang: "ko",
    kind: "payment-receipt",
    code: null,
    link: null,
    from: "SeoulWave <billing@seoulwave.tv>",
    to: HOME,
    subject: "SeoulWave 프리미엄 결제 영수증 (2026년 10월)",
    date: date(10, 13, 3, 20),
    text: `SeoulWave 결제 영수증

김대호님, 이용해 주셔서 감사합니다.

멤버십: 프리미엄 (4K · 동시 시청 4대)
결제 금액: $15.99 + 세금 $1.52 = $17.51
결제일: 2026년 10월 13일
결제 수단: Orchardpoint ••• 2047
다음 결제일: 2026년 11월 13일
영수증 번호: SW-R-77310452

멤버십 변경이나 해지는 계정 > 멤버십에서 언제든지 하실 수 있습니다.`,
    html: seoulwave(
      `<p style="margin:0 0 14px;font-size:22px;font-weight:bold;color:#ffffff;">결제 영수증</p>
<p style="margin:0 0 18px;">김대호님, 이용해 주셔서 감사합니다.</p>
<table width="100%" cellpadding="8" cellspacing="0" border="0" style="font-size:14px;color:#d9dbe3;">
<tr><td style="border-bottom:1px solid #2a2d37;color:#9ea2b1;">멤버십</td><td align="right" style="border-bottom:1px solid #2a2d37;">프리미엄 (4K · 동시 시청 4대)</td></tr>
<tr><td style="border-bottom:1px solid #2a2d37;color:#9ea2b1;">결제 금액</td><td align="right" style="border-bottom:1px solid #2a2d37;">$15.99 + 세금 $1.52 = <b>$17.51</b></td></tr>
<tr><td style="border-bottom:1px solid #2a2d37;color:#9ea2b1;">결제일</td><td align="right" style="border-bottom:1px solid #2a2d37;">2026년 10월 13일</td></tr>
<tr><td style="border-bottom:1px solid #2a2d37;color:#9ea2b1;">결제 수단</td><td align="right" style="border-bottom:1px solid #2a2d37;">Orchardpoint ••• 2047</td></tr>
<tr><td style="border-bottom:1px solid #2a2d37;color:#9ea2b1;">다음 결제일</td><td align="right" style="border-bottom:1px solid #2a2d37;">2026년 11월 13일</td></tr>
<tr><td style="color:#9ea2b1;">영수증 번호</td><td align="right">SW-R-77310452</td></tr>
</table>
<p style="margin:20px 0 0;font-size:13px;color:#9ea2b1;">멤버십 변경이나 해지는 <a href="https://www.seoulwave.tv/account/membership" style="color:#ff5a5f;">계정 &gt; 멤버십</a>에서 언제든지 하실 수 있습니다.</p>`,
      "ko",
    ),
    enc: "b64",
  },
  {
    family: "seoulwave-tv",
    group: "consumer",
    lang: "en",
    kind: "newsletter",
    code: null,
    link: null,
    from: "SeoulWave <hello@news.seoulwave.tv>",
    to: HOME,
    subject: "New this week: 'Harbor Lights' finale + 3 Chuseok movie picks",
    date: date(10, 2, 15, 0),
    text: `New on SeoulWave this week

HARBOR LIGHTS - the finale (Ep. 16) drops Saturday, Oct 3 at 6 AM PT, same day as Korea.
Watch: https://sw.link/e/c?d=hl16&m=news1002

CHUSEOK AT HOME - 3 family movies
- "The Persimmon Tree" (2019)
- "Grandma's Kitchen" (2022)
- "Moon over Jeju" (2024)
Browse: https://sw.link/e/c?d=chuseok&m=news1002

LEAVING SOON: "Office Hours" season 1 leaves on Oct 31.

You're receiving this because you subscribed to SeoulWave news. Unsubscribe: https://www.seoulwave.tv/email/unsubscribe?k=9c11ad
SeoulWave Media, Inc. · 6060 Center Dr, Los Angeles, CA 90045`,
    html: seoulwave(
      `<img src="https://assets.seoulwave.tv/email/2026/1002/harbor-lights-hero.jpg" alt="Harbor Lights — the finale" width="492" style="display:block;width:100%;border-radius:6px;margin:0 0 18px;">
<p style="margin:0 0 8px;font-size:20px;font-weight:bold;color:#ffffff;">Harbor Lights &mdash; the finale</p>
<p style="margin:0 0 16px;">Episode 16 drops Saturday, Oct 3 at 6 AM PT, same day as Korea.</p>
<p style="margin:0 0 28px;"><a href="https://sw.link/e/c?d=hl16&amp;m=news1002" style="color:#ff5a5f;font-weight:bold;text-decoration:none;">Watch now &rsaquo;</a></p>
<p style="margin:0 0 12px;font-size:18px;font-weight:bold;color:#ffffff;">Chuseok at home: 3 family movies</p>
<table width="100%" cellpadding="0" cellspacing="6" border="0"><tr>
<td width="33%"><a href="https://sw.link/e/c?d=persimmon&amp;m=news1002"><img src="https://assets.seoulwave.tv/posters/persimmon-tree.jpg" alt="The Persimmon Tree (2019)" width="150" style="display:block;width:100%;border-radius:4px;"></a></td>
<td width="33%"><a href="https://sw.link/e/c?d=grandmaskitchen&amp;m=news1002"><img src="https://assets.seoulwave.tv/posters/grandmas-kitchen.jpg" alt="Grandma's Kitchen (2022)" width="150" style="display:block;width:100%;border-radius:4px;"></a></td>
<td width="33%"><a href="https://sw.link/e/c?d=moonjeju&amp;m=news1002"><img src="https://assets.seoulwave.tv/posters/moon-over-jeju.jpg" alt="Moon over Jeju (2024)" width="150" style="display:block;width:100%;border-radius:4px;"></a></td>
</tr></table>
<p style="margin:24px 0 0;font-size:13px;color:#9ea2b1;">Leaving soon: &ldquo;Office Hours&rdquo; season 1 leaves on Oct 31.</p>
<p style="margin:16px 0 0;font-size:11px;color:#7d8191;">You're receiving this because you subscribed to SeoulWave news. <a href="https://www.seoulwave.tv/email/unsubscribe?k=9c11ad" style="color:#7d8191;">Unsubscribe</a></p>`,
    ),
    enc: "qp",
  },
];

// ---------------------------------------------------------------- Cheongun Air (LAX–ICN)

const ticketPdf = `%PDF-1.4
1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj
2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj
3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] >> endobj
% e-Ticket Itinerary Receipt CHEONGUN AIR 718-2410583390 KIM/DAEHO MR
trailer << /Root 1 0 R >>
%%EOF
`;

const cheongunMails: Mail[] = [
  {
    family: "cheongun-air",
    group: "regional",
    lang: "en",
    kind: "booking-confirmation",
    code: null,
    link: null,
    from: "Cheongun Air <eticket@cheongunair.com>",
    to: HOME,
    subject: "e-Ticket Itinerary Receipt - Booking ref. 6TQX9R",
    date: date(9, 17, 1, 22, "+0900"),
    text: `CHEONGUN AIR e-Ticket Itinerary Receipt

Booking reference: 6TQX9R
Ticket numbers: 718-2410583390 (KIM/DAEHO MR), 718-2410583391 (KIM/EUNJI MS)

Flights
  CU 203  Los Angeles (LAX) -> Seoul Incheon (ICN)
          Tue 24 Nov 2026 11:40 -> Wed 25 Nov 2026 17:55  Economy (M)  Terminal B
  CU 204  Seoul Incheon (ICN) -> Los Angeles (LAX)
          Sun 06 Dec 2026 20:30 -> Sun 06 Dec 2026 15:10  Economy (M)

Baggage: 2 pieces x 23 kg per passenger
Fare total: USD 2,486.40 (incl. taxes and carrier charges USD 412.40)
Paid with: Orchardpoint card ending 2047

Your e-ticket receipt is attached as a PDF. Please carry your passport; a K-ETA is not required for Korean nationals.
Online check-in opens 24 hours before departure at https://www.cheongunair.com/checkin

Cheongun Air Co., Ltd. · Americas Reservations 1-800-555-0108`,
    html: `<html><head><meta charset="utf-8"></head><body style="margin:0;background:#edf2f7;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:20px 8px;">
<table width="640" cellpadding="0" cellspacing="0" style="background:#fff;font-family:Arial,'Malgun Gothic',sans-serif;color:#1f2a37;">
<tr><td style="background:#0a3a6b;padding:18px 26px;"><table width="100%"><tr>
<td><img src="https://www.cheongunair.com/static/mail/cu_logo_white.png" alt="CHEONGUN AIR 청운항공" width="170" height="34"></td>
<td align="right" style="color:#a9c4e3;font-size:12px;">e-Ticket Itinerary Receipt</td></tr></table></td></tr>
<tr><td style="padding:22px 26px 6px;">
<p style="margin:0;font-size:13px;color:#6b7785;">Booking reference</p>
<p style="margin:2px 0 14px;font-size:26px;font-weight:bold;letter-spacing:2px;">6TQX9R</p>
<p style="margin:0 0 16px;font-size:13px;">KIM/DAEHO MR &mdash; 718-2410583390<br>KIM/EUNJI MS &mdash; 718-2410583391</p>
</td></tr>
<tr><td style="padding:0 26px;">
<table width="100%" cellpadding="10" cellspacing="0" style="border:1px solid #d6dee8;font-size:13px;">
<tr bgcolor="#f3f6fa"><th align="left">Flight</th><th align="left">From</th><th align="left">To</th><th align="left">Class</th></tr>
<tr><td><b>CU 203</b></td><td>LAX &middot; Tue 24 Nov 2026 11:40<br><span style="color:#6b7785;">Terminal B</span></td><td>ICN &middot; Wed 25 Nov 2026 17:55</td><td>Economy (M)</td></tr>
<tr><td><b>CU 204</b></td><td>ICN &middot; Sun 06 Dec 2026 20:30</td><td>LAX &middot; Sun 06 Dec 2026 15:10</td><td>Economy (M)</td></tr>
</table></td></tr>
<tr><td style="padding:16px 26px;font-size:13px;line-height:20px;">
Baggage: 2 pieces &times; 23 kg per passenger<br>
Fare total: <b>USD 2,486.40</b> (incl. taxes and carrier charges USD 412.40)<br>
Paid with: Orchardpoint card ending 2047<br><br>
Your e-ticket receipt is attached as a PDF. Please carry your passport; a K-ETA is not required for Korean nationals.<br>
Online check-in opens 24 hours before departure at <a href="https://www.cheongunair.com/checkin" style="color:#0a3a6b;">cheongunair.com/checkin</a>.
</td></tr>
<tr><td style="padding:14px 26px;background:#f3f6fa;font-size:11px;color:#6b7785;">Cheongun Air Co., Ltd. &middot; Americas Reservations 1-800-555-0108 &middot; <a href="https://www.cheongunair.com/en/privacy" style="color:#6b7785;">Privacy</a> &middot; <a href="https://www.cheongunair.com/en/conditions-of-carriage" style="color:#6b7785;">Conditions of carriage</a></td></tr>
</table></td></tr></table></body></html>`,
    attachment: ["eTicket_6TQX9R_KIM.pdf", "application/pdf", ticketPdf],
  },
  {
    family: "cheongun-air",
    group: "regional",
    lang: "ko",
    kind: "schedule-change",
    code: null,
    link: null,
    from: "청운항공 <notice@cheongunair.com>",
    to: HOME,
    subject: "[청운항공] 항공편 시간 변경 안내 (예약번호 6TQX9R)",
    date: date(10, 16, 14, 5, "+0900"),
    text: `김대호 고객님께,

고객님께서 예약하신 항공편의 출발 시간이 운항 사정으로 변경되었음을 알려 드립니다.

예약번호: 6TQX9R

[변경 전] CU 204 인천(ICN) 12월 6일(일) 20:30 출발 → 로스앤젤레스(LAX) 15:10 도착
[변경 후] CU 204 인천(ICN) 12월 6일(일) 21:15 출발 → 로스앤젤레스(LAX) 15:55 도착

변경된 일정은 자동으로 예약에 반영되었으므로 별도의 조치는 필요하지 않습니다.
변경된 일정이 맞지 않으시면 출발 72시간 전까지 미주 예약센터(1-800-555-0108)로 연락해 주시면 수수료 없이 다른 항공편으로 변경해 드립니다.

불편을 드려 죄송합니다.
청운항공 드림`,
    html: null,
    enc: "b64",
  },
  {
    family: "cheongun-air",
    group: "regional",
    lang: "en",
    kind: "verify-code",
    code: "730514",
    link: null,
    from: "Cheongun Air SkyClub <skyclub@cheongunair.com>",
    to: GRACE,
    subject: "Your SkyClub email verification code",
    date: date(10, 20, 3, 33, "+0900"),
    text: `Cheongun Air SkyClub

Please enter the verification code below on the SkyClub sign-up page to confirm your email address.

Verification code: 730514

The code is valid for 10 minutes.

Once your membership is created, you can add flights you've already booked (for example, booking 6TQX9R) to earn miles retroactively.

This email is for sending only. Americas Reservations: 1-800-555-0108`,
    html: `<html><head><meta charset="utf-8"></head><body style="margin:0;background:#edf2f7;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:20px 8px;">
<table width="560" cellpadding="0" cellspacing="0" style="background:#fff;font-family:Arial,sans-serif;color:#1f2a37;">
<tr><td style="background:#0a3a6b;padding:16px 24px;"><img src="https://www.cheongunair.com/static/mail/cu_skyclub_white.png" alt="CHEONGUN AIR SkyClub" width="190" height="34"></td></tr>
<tr><td style="padding:28px 24px;font-size:14px;line-height:22px;">
<p style="margin:0 0 18px;">Please enter the verification code below on the SkyClub sign-up page to confirm your email address.</p>
<table cellpadding="0" cellspacing="0" width="100%"><tr><td align="center" style="background:#f3f6fa;padding:20px;">
<span style="font-size:13px;color:#6b7785;">Verification code</span><br>
<span style="font-size:32px;font-weight:bold;color:#0a3a6b;letter-spacing:10px;">730514</span>
</td></tr></table>
<p style="margin:18px 0;">The code is valid for 10 minutes.</p>
<p style="margin:0;color:#6b7785;font-size:13px;">Once your membership is created, you can add flights you've already booked (for example, booking 6TQX9R) to earn miles retroactively.</p>
</td></tr>
<tr><td style="padding:14px 24px;background:#f3f6fa;font-size:11px;color:#6b7785;">This email is for sending only. Americas Reservations: 1-800-555-0108</td></tr>
</table></td></tr></table></body></html>`,
    enc: "qp",
  },
];

// ---------------------------------------------------------------- Maplecross Pharmacy

const maplecrossMails: Mail[] = [
  {
    family: "maplecross-pharmacy",
    group: "consumer",
    lang: "en",
    kind: "refill-ready",
    code: null,
    link: null,
    from: "Maplecross Pharmacy <rx@notify.maplecross.com>",
    to: HOME,
    subject: "Your prescription is ready for pickup",
    date: date(9, 22, 14, 8),
    text: `Maplecross Pharmacy #0417
3030 W Olympic Blvd, Los Angeles, CA 90006 · (213) 555-0139

Hi SOON-JA,

1 prescription is ready for pickup:
  AMLO*****E 5MG TAB - Rx #6128845 - Qty 90
  Copay: $7.50

Please pick up by 10/02/2026. After that, your prescription will be returned to stock.
Pharmacy hours: Mon-Fri 9 AM-9 PM, Sat 9 AM-6 PM, Sun 10 AM-5 PM.
Bring a photo ID. The drive-thru window is on the Manhattan Pl side.

Manage text and email alerts: https://www.maplecross.com/rx/alerts

To protect your privacy, we only show part of the medication name.`,
    html: `<html><body style="margin:0;background:#f7f7f7;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:18px 8px;">
<table width="580" cellpadding="0" cellspacing="0" style="background:#fff;font-family:Verdana,Geneva,sans-serif;color:#222;border:1px solid #e0e0e0;">
<tr><td style="padding:16px 22px;border-bottom:3px solid #c0392b;"><img src="https://www.maplecross.com/img/email/maplecross-rx.png" alt="Maplecross Pharmacy" width="190" height="40"></td></tr>
<tr><td style="padding:22px;font-size:14px;line-height:21px;">
<p style="margin:0 0 12px;font-size:19px;font-weight:bold;">Your prescription is ready</p>
<p style="margin:0 0 14px;">Hi SOON-JA,</p>
<table width="100%" cellpadding="10" cellspacing="0" style="background:#fbf1ef;border-left:4px solid #c0392b;font-size:13px;margin:0 0 14px;"><tr><td>
<b>AMLO*****E 5MG TAB</b><br>Rx #6128845 &middot; Qty 90 &middot; Copay $7.50
</td></tr></table>
<p style="margin:0 0 12px;">Please pick up by <b>10/02/2026</b>. After that, your prescription will be returned to stock.</p>
<p style="margin:0 0 12px;font-size:13px;color:#555;"><b>Maplecross Pharmacy #0417</b><br>3030 W Olympic Blvd, Los Angeles, CA 90006 &middot; (213) 555-0139<br>Mon&ndash;Fri 9 AM&ndash;9 PM, Sat 9 AM&ndash;6 PM, Sun 10 AM&ndash;5 PM<br>Bring a photo ID. The drive-thru window is on the Manhattan Pl side.</p>
</td></tr>
<tr><td style="padding:12px 22px;background:#f2f2f2;font-size:10px;color:#777;">To protect your privacy, we only show part of the medication name. <a href="https://www.maplecross.com/rx/alerts" style="color:#777;">Manage alerts</a> &middot; <a href="https://www.maplecross.com/privacy" style="color:#777;">Notice of Privacy Practices</a></td></tr>
</table></td></tr></table></body></html>`,
    enc: "qp",
  },
  {
    family: "maplecross-pharmacy",
    group: "consumer",
    lang: "en",
    kind: "flu-shot-reminder",
    code: null,
    link: null,
    from: "Maplecross Pharmacy <care@notify.maplecross.com>",
    to: HOME,
    subject: "Flu and COVID shots are in - walk in or book at #0417",
    date: date(10, 7, 10, 0),
    text: `This season's flu and updated COVID-19 vaccines are now available at Maplecross Pharmacy #0417.

- Most insurance covers both at $0
- Walk in any time the pharmacy is open, or book a time that works for you: https://www.maplecross.com/vaccines/schedule?store=0417
- Ages 3 and up for flu, 6 months and up for COVID-19 (under 18 with a parent)

Maplecross Rewards members earn 500 points per vaccine.

Maplecross Pharmacy #0417 · 3030 W Olympic Blvd, Los Angeles, CA 90006
Unsubscribe from health reminders: https://www.maplecross.com/email/unsub?c=flu26&id=MC3318022`,
    html: null,
  },
];

// ---------------------------------------------------------------- Cubbyway parcel lockers

const cubbywayMails: Mail[] = [
  {
    family: "cubbyway-lockers",
    group: "consumer",
    lang: "en",
    kind: "pickup-code",
    code: "583107",
    link: null,
    from: "Cubbyway <notify@cubbyway.com>",
    to: SHOP,
    subject: "Your package is in a Cubbyway locker at Vermont & 3rd",
    date: date(10, 8, 15, 26),
    text: `Your package is ready for pickup

Locker: Cubbyway - Vermont & 3rd (inside Plaza Market, 301 S Vermont Ave, Los Angeles, CA 90020)
From: Hengfeng Packaging
Tracking: CW1Z88410732657

Pickup code: 58 31 07

Enter the code on the locker screen, or scan the QR code in the Cubbyway app.
Open 6 AM - 11 PM daily. Pick up by Oct 13, 2026, 11:00 PM or the package will be returned to the sender.

Need help at the locker? Call (855) 555-0128.`,
    html: `<!doctype html><html><head><meta charset="utf-8"></head><body style="margin:0;background:#f0faf6;">
<table width="100%" cellpadding="0" cellspacing="0" border="0"><tr><td align="center" style="padding:24px 10px;">
<table width="480" cellpadding="0" cellspacing="0" border="0" style="background:#ffffff;border-radius:18px;font-family:'Trebuchet MS',Arial,sans-serif;color:#123;">
<tr><td align="center" style="padding:26px 24px 8px;"><img src="https://cdn.cubbyway.com/mail/cubbyway-mark.png" alt="Cubbyway" width="56" height="56"></td></tr>
<tr><td align="center" style="padding:0 24px;"><p style="margin:8px 0 4px;font-size:22px;font-weight:bold;">Your package is ready</p><p style="margin:0 0 18px;font-size:14px;color:#5a6b73;">Vermont &amp; 3rd &middot; inside Plaza Market</p></td></tr>
<tr><td align="center" style="padding:0 24px 18px;">
<table cellpadding="0" cellspacing="0" border="0" style="background:#0f9d74;border-radius:12px;"><tr><td style="padding:16px 30px;color:#ffffff;font-size:34px;font-weight:bold;letter-spacing:3px;font-family:'Courier New',monospace;">58 31 07</td></tr></table>
<p style="margin:8px 0 0;font-size:12px;color:#5a6b73;">Pickup code</p>
</td></tr>
<tr><td style="padding:0 30px 20px;font-size:14px;line-height:21px;">
<p style="margin:0 0 10px;">Enter the code on the locker screen, or scan the QR code in the Cubbyway app.</p>
<table width="100%" cellpadding="4" cellspacing="0" border="0" style="font-size:13px;color:#33444c;">
<tr><td>From</td><td align="right">Hengfeng Packaging</td></tr>
<tr><td>Tracking</td><td align="right">CW1Z88410732657</td></tr>
<tr><td>Address</td><td align="right">301 S Vermont Ave, Los Angeles, CA 90020</td></tr>
<tr><td>Hours</td><td align="right">6 AM &ndash; 11 PM daily</td></tr>
<tr><td>Pick up by</td><td align="right"><b>Oct 13, 2026, 11:00 PM</b></td></tr>
</table>
<p style="margin:14px 0 0;"><a href="https://maps.cubbyway.com/l/LA-VER3" style="color:#0f9d74;">Directions to the locker</a></p>
</td></tr>
<tr><td align="center" style="padding:16px 24px 24px;font-size:11px;color:#8a9aa1;border-top:1px solid #e3efe9;">Need help at the locker? (855) 555-0128 &middot; <a href="https://cubbyway.com/help" style="color:#8a9aa1;">Help</a> &middot; <a href="https://cubbyway.com/privacy" style="color:#8a9aa1;">Privacy</a><br>Cubbyway Inc., 1 Market Plaza, Oakland, CA 94607</td></tr>
</table></td></tr></table></body></html>`,
    enc: "b64",
  },
  {
    family: "cubbyway-lockers",
    group: "consumer",
    lang: "en",
    kind: "picked-up",
    code: null,
    link: null,
    from: "Cubbyway <notify@cubbyway.com>",
    to: SHOP,
    subject: "Picked up: package CW1Z88410732657",
    date: date(10, 9, 8, 3),
    text: `Your package was picked up from Cubbyway - Vermont & 3rd on Oct 9, 2026 at 8:02 AM.

Tracking: CW1Z88410732657
From: Hengfeng Packaging

Wasn't you? Contact us within 48 hours at (855) 555-0128 or https://cubbyway.com/help/report

Rate your pickup: https://cubbyway.com/r/5?p=CW1Z88410732657`,
    html: null,
  },
];

// ---------------------------------------------------------------- RosterPine (staff scheduling)

const rpInvite =
  "https://go.rosterpine.com/ls/click?upn=u001.Hc7kP0aQ-2BvX1mYt9sLw&redirect=https%3A%2F%2Fapp.rosterpine.com%2Finvite%2Fr8F2xk";

const rosterpineMails: Mail[] = [
  {
    family: "rosterpine",
    group: "consumer",
    lang: "en",
    kind: "invite-link",
    code: null,
    link: rpInvite,
    from: "RosterPine <team@rosterpine.com>",
    to: GRACE,
    subject: "Daniel invited you to manage Wilshire Star Cleaners on RosterPine",
    date: date(9, 5, 12, 17),
    text: `Daniel Kim invited you to join Wilshire Star Cleaners on RosterPine as a Manager.

As a manager you can build the weekly schedule, approve shift swaps and time off, and export hours to payroll.

Join Wilshire Star Cleaners:
${rpInvite}

Already on RosterPine? Sign in with gracekim.la@pacmail.example and the workplace will be added to your account.

RosterPine · 1400 NW Irving St, Portland, OR 97209
You're receiving this because Daniel Kim entered your email address. Not expecting it? Just ignore this message.`,
    html: `<!DOCTYPE html><html><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"></head>
<body style="margin:0;padding:0;background:#f1f5f1;">
<div style="display:none;max-height:0;overflow:hidden;">Build schedules, approve swaps and export hours.</div>
<table width="100%" cellpadding="0" cellspacing="0" border="0"><tr><td align="center" style="padding:30px 10px;">
<table width="540" cellpadding="0" cellspacing="0" border="0" style="background:#fff;border-radius:6px;font-family:'Segoe UI',Helvetica,Arial,sans-serif;">
<tr><td style="padding:28px 36px 0;"><img src="https://cdn.rosterpine.com/email/rosterpine-logo.png" alt="RosterPine" width="130" height="28" style="display:block;"></td></tr>
<tr><td style="padding:22px 36px 8px;color:#1e2b22;font-size:16px;line-height:25px;">
<p style="margin:0 0 14px;font-size:21px;font-weight:600;">Daniel Kim invited you to join <span style="color:#2f7d4a;">Wilshire Star Cleaners</span></p>
<p style="margin:0 0 14px;">You've been added as a <b>Manager</b>. You can build the weekly schedule, approve shift swaps and time off, and export hours to payroll.</p>
</td></tr>
<tr><td style="padding:6px 36px 22px;"><a href="${
      h(rpInvite)
    }" style="display:inline-block;background:#2f7d4a;color:#ffffff;font-size:16px;font-weight:600;text-decoration:none;padding:12px 28px;border-radius:4px;">Join Wilshire Star Cleaners</a></td></tr>
<tr><td style="padding:0 36px 26px;color:#5b6b60;font-size:13px;line-height:20px;">Already on RosterPine? Sign in with gracekim.la@pacmail.example and the workplace will be added to your account.</td></tr>
<tr><td style="padding:18px 36px;background:#f7faf7;color:#8a978e;font-size:11px;line-height:17px;border-radius:0 0 6px 6px;">
You're receiving this because Daniel Kim entered your email address. Not expecting it? Just ignore this message.<br>
RosterPine &middot; 1400 NW Irving St, Portland, OR 97209 &middot; <a href="https://rosterpine.com/privacy" style="color:#8a978e;">Privacy</a>
</td></tr>
</table></td></tr></table></body></html>`,
    enc: "qp",
  },
  {
    family: "rosterpine",
    group: "consumer",
    lang: "en",
    kind: "weekly-digest",
    code: null,
    link: null,
    from: "RosterPine <digest@rosterpine.com>",
    to: GRACE,
    subject: "Week of Oct 19: 142.5 scheduled hours, 2 open shifts",
    date: date(10, 18, 18, 0),
    text: `Wilshire Star Cleaners - week of Oct 19-25, 2026

Scheduled hours: 142.5 (last week 138.0)
Estimated labor cost: $2,672.80
Open shifts: 2
  - Sat Oct 24, 7:00 AM - 1:00 PM, Front Counter
  - Sat Oct 24, 8:00 AM - 4:00 PM, Pressing
Time off approved: Lupita R. (Oct 24)
Overtime risk: Hector R. is scheduled for 41.5 hours

Open the schedule: https://app.rosterpine.com/w/wsc/schedule?week=2026-10-19

Turn off the weekly digest in Settings > Notifications.`,
    html: null,
  },
];

// ---------------------------------------------------------------- a staff member writes (Spanish)

const hectorMails: Mail[] = [
  {
    family: "hector-ramos-personal",
    group: "negative",
    lang: "es",
    kind: "personal",
    code: null,
    link: null,
    from: "Hector Ramos <hramos.1984@correoveloz.example>",
    to: SHOP,
    subject: "Mañana llego a las 9",
    date: date(9, 29, 21, 12),
    text: `Buenas noches Sr. Kim y Sra. Grace,

Les aviso que mañana miércoles llego a las 9 en vez de las 7 porque tengo cita en el DMV a las 7:30 para renovar la licencia. Ya hablé con Lupita y ella abre y prende la caldera.

Las camisas del cliente del hotel (ticket 4471, las 40 blancas) quedaron planchadas y en bolsa, nada más falta ponerles la etiqueta.

Gracias y disculpen,
Héctor
(323) 555-0186`,
    html: null,
    enc: "8bit",
  },
  {
    family: "hector-ramos-personal",
    group: "negative",
    lang: "es",
    kind: "personal",
    code: null,
    link: null,
    from: "Hector Ramos <hramos.1984@correoveloz.example>",
    to: SHOP,
    subject: "Re: cambio de dirección para el W-2",
    date: date(10, 22, 19, 47),
    text: `Hola Sra. Grace,

Aquí le mando mi nueva dirección para que la cambie en el payroll antes de que manden los W-2:

Héctor Ramos
1187 N Kenmore Ave, Apt 3
Los Angeles, CA 90029

Me cambié el 1 de octubre. El teléfono sigue igual. Si necesita que llene alguna forma me dice y la firmo el sábado.

Gracias,
Héctor

El jue, 22 oct 2026 a las 10:15, Wilshire Star Cleaners <office@wilshirestarcleaners.com> escribió:
> Héctor, me puedes mandar tu dirección nueva por correo? Gracias. - Grace`,
    html:
      `<div dir="ltr">Hola Sra. Grace,<div><br></div><div>Aquí le mando mi nueva dirección para que la cambie en el payroll antes de que manden los W-2:</div><div><br></div><div>Héctor Ramos<br>1187 N Kenmore Ave, Apt 3<br>Los Angeles, CA 90029</div><div><br></div><div>Me cambié el 1 de octubre. El teléfono sigue igual. Si necesita que llene alguna forma me dice y la firmo el sábado.</div><div><br></div><div>Gracias,</div><div>Héctor</div></div><br><div class="gmail_quote"><div dir="ltr" class="gmail_attr">El jue, 22 oct 2026 a las 10:15, Wilshire Star Cleaners &lt;<a href="mailto:office@wilshirestarcleaners.com">office@wilshirestarcleaners.com</a>&gt; escribió:<br></div><blockquote class="gmail_quote" style="margin:0px 0px 0px 0.8ex;border-left:1px solid rgb(204,204,204);padding-left:1ex">Héctor, me puedes mandar tu dirección nueva por correo? Gracias. - Grace</blockquote></div>`,
    enc: "qp",
  },
];

const lupitaMails: Mail[] = [
  {
    family: "lupita-ramirez-personal",
    group: "negative",
    lang: "es",
    kind: "personal",
    code: null,
    link: null,
    from: "Lupita Ramírez <lupi.ramirez@correoveloz.example>",
    to: SHOP,
    subject: "Permiso para el sábado 24",
    date: date(10, 12, 22, 3),
    text: `Hola Sra. Grace,

Le quería pedir si me puede dar libre el sábado 24 de octubre. Es la primera comunión de mi sobrina en Santa Ana y tengo que estar allá desde temprano. Ya le pregunté a Rosa y ella dice que puede cubrir el mostrador de 7 a 1.

También le aviso que la máquina de las etiquetas se atoró otra vez hoy en la tarde, la dejé apagada. A lo mejor hay que pedir los rollos amarillos, ya quedan nomás dos.

Muchas gracias, nos vemos mañana.
Lupita

Enviado desde mi teléfono`,
    html: null,
    enc: "qp",
  },
];

// ---------------------------------------------------------------- Hengfeng Packaging (hanger and bag supplier, Chinese)

const hengfengMails: Mail[] = [
  {
    family: "hengfeng-packaging",
    group: "regional",
    lang: "zh",
    kind: "order-shipped",
    code: null,
    link: null,
    from: "恒丰包装 Hengfeng Packaging <sales@hengfeng-pack.com>",
    to: SHOP,
    subject: "订单 HF-260917-035 已发货 / Order shipped",
    date: date(10, 2, 16, 40, "+0800"),
    text: `尊敬的 Wilshire Star Cleaners 金先生：

您好！您的订单已于今日从洛杉矶仓库（City of Industry）发出，预计 10 月 6 日至 8 日送达。

订单号：HF-260917-035
物流单号：CW1Z88410732657（Cubbyway 快递柜）
货品明细：
  - 16" 白色铁衣架（衬衫用）13 号线 ×500 个/箱 ×4 箱
  - 18" 带纸管裤架 ×500 个/箱 ×2 箱
  - 40" 透明干洗防尘袋 卷装 ×6 卷
  - 纸质衬衫护领 ×1,000 张
货款合计：US$ 684.00（含运费 US$ 45.00），已通过 ACH 付款，谢谢。

收货后如有破损或数量不符，请在 7 天内拍照回复本邮件。

恒丰包装 销售部 王丽
电话 / 微信：(626) 555-0177
City of Industry, CA 91748

Dear Mr. Kim, your order HF-260917-035 shipped today and should arrive Oct 6-8. Thank you!`,
    html: null,
    enc: "b64",
  },
  {
    family: "hengfeng-packaging",
    group: "regional",
    lang: "zh",
    kind: "price-list",
    code: null,
    link: null,
    from: "恒丰包装 Hengfeng Packaging <sales@hengfeng-pack.com>",
    to: SHOP,
    subject: "2026年第四季度价格表 — 衣架、防尘袋涨价通知",
    date: date(10, 26, 10, 15, "+0800"),
    text: "",
    html:
      `<html><head><meta charset="utf-8"></head><body style="font-family:'Microsoft YaHei','PingFang SC',Arial,sans-serif;font-size:14px;color:#222;">
<p>尊敬的各位干洗店老板：</p>
<p>您好！由于钢材和海运成本上涨，自 <b>2026年11月15日</b> 起，部分产品价格将调整如下（11月14日前下单仍按原价）：</p>
<table border="1" cellpadding="6" cellspacing="0" style="border-collapse:collapse;font-size:13px;border-color:#ccc;">
<tr style="background:#c62828;color:#fff;"><th>产品</th><th>规格</th><th>原价</th><th>新价</th></tr>
<tr><td>白色铁衣架（衬衫）</td><td>16" 13号线，500个/箱</td><td>US$ 52.00</td><td>US$ 56.50</td></tr>
<tr><td>带纸管裤架</td><td>18"，500个/箱</td><td>US$ 68.00</td><td>US$ 72.00</td></tr>
<tr><td>透明防尘袋</td><td>40" 卷装</td><td>US$ 31.00</td><td>US$ 31.00（不变）</td></tr>
<tr><td>纸质衬衫护领</td><td>1,000张/包</td><td>US$ 18.50</td><td>US$ 19.80</td></tr>
</table>
<p>满 US$ 500 免运费（洛杉矶县、橙县）。如需报价单，请直接回复本邮件。</p>
<p>恒丰包装 销售部 王丽<br>电话 / 微信：(626) 555-0177<br>City of Industry, CA 91748</p>
<p style="font-size:11px;color:#999;">如不希望再收到价格通知，请回复"退订"。</p>
</body></html>`,
    html_enc: "b64",
  },
];

// ---------------------------------------------------------------- Phúc An (dry-cleaning supply wholesaler, Vietnamese)

const invoicePdf = `%PDF-1.3
1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj
2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj
% HOA DON PA-2026-10388 Wilshire Star Cleaners
trailer << /Root 1 0 R >>
%%EOF
`;

const phucanMails: Mail[] = [
  {
    family: "phuc-an-supply",
    group: "regional",
    lang: "vi",
    kind: "login-code",
    code: "274915",
    link: null,
    from: "Phúc An Supply <donhang@phucansupply.com>",
    to: SHOP,
    subject: "Mã đăng nhập trang đặt hàng Phúc An",
    date: date(10, 12, 9, 14),
    text: `Kính gửi quý khách Wilshire Star Cleaners,

Mã đăng nhập trang đặt hàng của quý khách là:

    274 915

Mã có hiệu lực trong 10 phút. Vui lòng không chia sẻ mã này với bất kỳ ai.

Nếu quý khách không yêu cầu đăng nhập, xin bỏ qua email này hoặc gọi cho chúng tôi: (714) 555-0152.

Phúc An Supply — Vật tư giặt hấp & may đo
9872 Bolsa Ave, Westminster, CA 92683`,
    html: `<html><head><meta charset="utf-8"></head><body style="margin:0;background:#fdfaf3;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:22px 10px;">
<table width="520" cellpadding="0" cellspacing="0" style="background:#fff;border:1px solid #eadfc4;font-family:Arial,sans-serif;color:#2d2a24;">
<tr><td style="padding:16px 24px;background:#a4161a;color:#fff;font-size:18px;font-weight:bold;">Phúc An Supply<br><span style="font-size:12px;font-weight:normal;color:#f3d6d6;">Vật tư giặt hấp &amp; may đo</span></td></tr>
<tr><td style="padding:24px;font-size:14px;line-height:22px;">
<p style="margin:0 0 14px;">Kính gửi quý khách <b>Wilshire Star Cleaners</b>,</p>
<p style="margin:0 0 14px;">Mã đăng nhập trang đặt hàng của quý khách là:</p>
<p style="margin:0 0 16px;text-align:center;"><span style="display:inline-block;border:2px dashed #a4161a;padding:12px 24px;font-size:30px;font-weight:bold;letter-spacing:5px;color:#a4161a;">274 915</span></p>
<p style="margin:0 0 14px;">Mã có hiệu lực trong 10 phút. Vui lòng không chia sẻ mã này với bất kỳ ai.</p>
<p style="margin:0;font-size:12px;color:#7a7466;">Nếu quý khách không yêu cầu đăng nhập, xin bỏ qua email này hoặc gọi cho chúng tôi: (714) 555-0152.</p>
</td></tr>
<tr><td style="padding:12px 24px;background:#f7f1e3;font-size:11px;color:#7a7466;">9872 Bolsa Ave, Westminster, CA 92683 &middot; <a href="https://phucansupply.com" style="color:#7a7466;">phucansupply.com</a></td></tr>
</table></td></tr></table></body></html>`,
    enc: "qp",
  },
  {
    family: "phuc-an-supply",
    group: "regional",
    lang: "vi",
    kind: "invoice",
    code: null,
    link: null,
    from: "Phúc An Supply <ketoan@phucansupply.com>",
    to: SHOP,
    subject: "Hóa đơn PA-2026-10388 — Wilshire Star Cleaners",
    date: date(10, 13, 15, 2),
    text: `Kính gửi anh Kim,

Phúc An xin gửi hóa đơn cho đơn hàng giao ngày 13/10/2026 (file PDF đính kèm).

Số hóa đơn: PA-2026-10388
- Dung môi giặt khô hydrocarbon, thùng 55 gal × 1 — $1.180,00
- Hóa chất tẩy vết (protein/tannin) bộ 3 chai × 2 — $96,00
- Băng dán số phiếu (tag) màu vàng × 10 cuộn — $42,50
Tạm tính: $1.318,50
Thuế bán hàng (7,75%): $102,18
Tổng cộng: $1.420,68

Hạn thanh toán: 12/11/2026 (Net 30). Quý khách có thể gửi séc hoặc chuyển khoản ACH như thường lệ.

Cảm ơn anh chị đã tin dùng Phúc An!
Chị Hạnh — Phòng kế toán
(714) 555-0152`,
    html: null,
    enc: "8bit",
    attachment: ["HoaDon_PA-2026-10388.pdf", "application/pdf", invoicePdf],
  },
];

// ---------------------------------------------------------------- Hotel Tsubasa Narita (layover, Japanese)

const tsVerify = "https://members.hotel-tsubasa.jp/register/confirm?m=8813204&k=a93fe20c51d7b4e6";

const tsubasaMails: Mail[] = [
  {
    family: "hotel-tsubasa-narita",
    group: "regional",
    lang: "ja",
    kind: "verify-link",
    code: null,
    link: tsVerify,
    from: "ホテルつばさ成田 会員事務局 <members@hotel-tsubasa.jp>",
    to: GRACE,
    subject: "【ホテルつばさ】会員登録のご案内（メールアドレスの確認）",
    date: date(10, 23, 10, 48, "+0900"),
    text: `Kim Eunji 様

ホテルつばさ会員「つばさクラブ」への仮登録ありがとうございます。
以下のURLにアクセスし、本登録を完了してください。

${tsVerify}

※URLの有効期限は24時間です。
※本メールにお心当たりのない場合は、破棄していただきますようお願いいたします。

本登録後は、会員価格でのご予約やポイントのご利用が可能になります。

――――――――――――――――――
ホテルつばさ成田
〒286-0121 千葉県成田市小菅 1058-2
TEL 0476-55-0134（9:00〜20:00）
https://www.hotel-tsubasa.jp/narita/
――――――――――――――――――`,
    html: `<html><head><meta charset="utf-8"></head><body style="margin:0;background:#f6f6f6;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:20px 10px;">
<table width="600" cellpadding="0" cellspacing="0" style="background:#fff;font-family:'Hiragino Kaku Gothic ProN','Meiryo',sans-serif;color:#333;">
<tr><td style="padding:18px 24px;border-bottom:2px solid #1b5e8c;"><img src="https://www.hotel-tsubasa.jp/common/img/mail_logo.png" alt="ホテルつばさ" width="160" height="36"></td></tr>
<tr><td style="padding:24px;font-size:14px;line-height:24px;">
<p>Kim Eunji 様</p>
<p>ホテルつばさ会員「つばさクラブ」への仮登録ありがとうございます。<br>以下のボタンから本登録を完了してください。</p>
<p style="text-align:center;margin:24px 0;"><a href="${
      h(tsVerify)
    }" style="display:inline-block;background:#1b5e8c;color:#fff;text-decoration:none;padding:14px 40px;font-weight:bold;">本登録を完了する</a></p>
<p style="font-size:12px;color:#777;">※URLの有効期限は24時間です。<br>※本メールにお心当たりのない場合は、破棄していただきますようお願いいたします。</p>
<p>本登録後は、会員価格でのご予約やポイントのご利用が可能になります。</p>
</td></tr>
<tr><td style="padding:16px 24px;background:#eef3f7;font-size:11px;line-height:18px;color:#666;">ホテルつばさ成田<br>〒286-0121 千葉県成田市小菅 1058-2 / TEL 0476-55-0134（9:00〜20:00）<br><a href="https://www.hotel-tsubasa.jp/narita/" style="color:#1b5e8c;">https://www.hotel-tsubasa.jp/narita/</a> ｜ <a href="https://www.hotel-tsubasa.jp/privacy/" style="color:#1b5e8c;">個人情報保護方針</a></td></tr>
</table></td></tr></table></body></html>`,
    enc: "b64",
  },
  {
    family: "hotel-tsubasa-narita",
    group: "regional",
    lang: "ja",
    kind: "booking-confirmation",
    code: null,
    link: null,
    from: "ホテルつばさ成田 <reserve@hotel-tsubasa.jp>",
    to: GRACE,
    subject: "【ホテルつばさ成田】ご予約確認 予約番号 TN2612-04471",
    date: date(10, 23, 11, 2, "+0900"),
    text: `Kim Eunji 様

この度はホテルつばさ成田をご予約いただき、誠にありがとうございます。
以下の内容でご予約を承りました。

■予約番号：TN2612-04471
■宿泊日：2026年12月6日（日）〜12月7日（月）1泊
■お部屋：スーペリアツイン（禁煙）1室
■人数：大人2名
■プラン：【空港送迎付】素泊まりプラン
■料金：合計 ¥16,800（税・サービス料込）※現地払い
■チェックイン：15:00〜 ／ チェックアウト：〜10:00

空港送迎バスは成田空港第1・第2ターミナルから毎時00分・30分に出発いたします（6:00〜23:00）。

ご予約の変更・キャンセルは、12月4日（金）18:00まで無料で承ります。それ以降のキャンセルは宿泊料金の50%を申し受けます。

皆様のお越しを心よりお待ちしております。

ホテルつばさ成田
〒286-0121 千葉県成田市小菅 1058-2　TEL 0476-55-0134`,
    html: null,
    enc: "8bit",
  },
];

// ---------------------------------------------------------------- boiler technician (Armenian)

const gevorgyanMails: Mail[] = [
  {
    family: "gevorgyan-boiler-repair",
    group: "negative",
    lang: "hy",
    kind: "service-visit",
    code: null,
    link: null,
    from: "Gevorgyan Boiler & Steam <armen@gevorgyanboiler.com>",
    to: SHOP,
    subject: "Կաթսայի սպասարկում — հոկտեմբերի 11",
    date: date(10, 6, 18, 25),
    text: `Բարև Ձեզ, պարոն Քիմ,

Ինչպես պայմանավորվել էինք, կիրակի՝ հոկտեմբերի 11-ին, կգամ ժամը 8:00-ին, երբ հոսանքը անջատված կլինի, և կանեմ կաթսայի տարեկան սպասարկումը.
- անվտանգության փականի ստուգում,
- ջրի մակարդակի ապակու փոխարինում,
- այրիչի մաքրում։

Մոտավոր արժեքը՝ $385 (մասերը ներառյալ)։ Հաշիվը կուղարկեմ աշխատանքից հետո։

Եթե ժամը չի հարմարում, զանգահարեք (818) 555-0164։

Հարգանքով,
Արմեն Գևորգյան
Gevorgyan Boiler & Steam, Glendale, CA

---
Mr. Kim - confirming Sunday Oct 11 at 8 AM for the annual boiler service, about $385 with parts. Call (818) 555-0164 if you need another time. - Armen`,
    html: null,
    enc: "b64",
  },
];

export const mails: Mail[] = [
  ...presspointMails,
  ...sunpeakMails,
  ...hanmaeumMails,
  ...orchardMails,
  ...stubwellMails,
  ...angelenoMails,
  ...palisadeMails,
  ...vistacruzMails,
  ...saerounMails,
  ...dorajiMails,
  ...jangteoMails,
  ...dodamMails,
  ...seoulwaveMails,
  ...cheongunMails,
  ...maplecrossMails,
  ...cubbywayMails,
  ...rosterpineMails,
  ...hectorMails,
  ...lupitaMails,
  ...hengfengMails,
  ...phucanMails,
  ...tsubasaMails,
  ...gevorgyanMails,
];
