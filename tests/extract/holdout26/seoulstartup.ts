/**
 * Two months of a Seoul software-startup employee's inbox (Korean, English, Japanese, some Chinese and
 * German): collaboration and chat tools, a bank, a card issuer, a payment app, tax and e-government
 * portals, delivery, co-working, cloud, design, HR, a parts shop, a conference, a partner portal, a gym.
 * @module
 */

import type { Mail } from "../holdout_kit.ts";

const ME = "Park Seoyeon <seoyeon.park@orbitlab.kr>";

// ---------------------------------------------------------------- paranmesh (collab workspace)

function paranmesh(pre: string, body: string, foot = ""): string {
  return `<!doctype html><html><head><meta charset="utf-8"><title>Paranmesh</title></head>
<body style="margin:0;padding:0;background:#f4f5f7;">
<span style="display:none;max-height:0;overflow:hidden;color:#f4f5f7;">${pre}</span>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="background:#f4f5f7;">
<tr><td align="center" style="padding:32px 12px;">
<table role="presentation" width="560" cellpadding="0" cellspacing="0" border="0" style="background:#ffffff;border-radius:8px;font-family:-apple-system,Segoe UI,Helvetica,Arial,sans-serif;color:#1d2330;">
<tr><td style="padding:28px 36px 8px 36px;"><img src="https://static.paranmesh.com/mail/logo-wordmark@2x.png" width="132" height="28" alt="Paranmesh" style="display:block;border:0;"></td></tr>
<tr><td style="padding:8px 36px 28px 36px;font-size:15px;line-height:24px;">${body}</td></tr>
</table>
<table role="presentation" width="560" cellpadding="0" cellspacing="0" border="0"><tr><td style="padding:18px 36px;font-family:Arial,sans-serif;font-size:11px;line-height:17px;color:#8a90a0;text-align:center;">
${foot}Paranmesh Inc. &middot; 2261 Market Street #4410, San Francisco, CA 94114<br>
<a href="https://paranmesh.com/legal/privacy" style="color:#8a90a0;">Privacy</a> &middot; <a href="https://paranmesh.com/legal/terms" style="color:#8a90a0;">Terms</a> &middot; <a href="https://help.paranmesh.com" style="color:#8a90a0;">Help center</a>
</td></tr></table>
</td></tr></table></body></html>`;
}

const PM_INVITE =
  "https://links.paranmesh.com/ls/click?upn=u001.Zx8fQ2mK9vLw3TnR-2BpYc7e4HdA0sJ1gXo5qWkE6lMbN&utm_source=invite&utm_medium=email";
const PM_MAGIC =
  "https://app.paranmesh.com/auth/magic?token=pm_ml_8c41f0d2a97e4b6c93f1e0a5b2d7c6f4&redirect=%2Fw%2Forbitlab";

// ---------------------------------------------------------------- sori-chat (team messenger)

function sori(title: string, body: string): string {
  return `<html><body style="margin:0;background:#ffffff;">
<div style="max-width:600px;margin:0 auto;font-family:'Apple SD Gothic Neo','Malgun Gothic',sans-serif;color:#222;">
<table width="100%" cellpadding="0" cellspacing="0" style="border-bottom:3px solid #5b3df5;"><tr>
<td style="padding:20px 24px;"><img src="https://cdn.sorichat.io/email/sori_logo.png" alt="소리챗" width="96" style="display:block;"></td>
<td align="right" style="padding:20px 24px;font-size:12px;color:#999;">${title}</td></tr></table>
<div style="padding:28px 24px;font-size:14px;line-height:1.75;">${body}</div>
<div style="background:#f7f7f9;padding:18px 24px;font-size:11px;line-height:1.7;color:#9a9a9a;">
본 메일은 발신 전용입니다. 문의는 <a href="https://help.sorichat.io/ko" style="color:#9a9a9a;">고객센터</a>를 이용해 주세요.<br>
(주)소리랩스 | 대표 한도윤 | 서울특별시 성동구 왕십리로 83-21, 7층 | 사업자등록번호 214-88-40192<br>
<a href="https://sorichat.io/policy/privacy" style="color:#9a9a9a;">개인정보처리방침</a> · <a href="https://sorichat.io/policy/terms" style="color:#9a9a9a;">이용약관</a> · © 2026 Sori Labs Inc.
</div></div></body></html>`;
}

// ---------------------------------------------------------------- seorin-bank

const SEORIN_FOOT = `서린은행 고객센터 1588-7240 (해외 82-2-3149-7240) | 서울특별시 중구 을지로 129 서린은행 본점
이 메일은 발신전용이며, 서린은행은 이메일로 비밀번호·보안카드 번호를 요구하지 않습니다.`;

function seorin(body: string): string {
  return `<html><head><meta http-equiv="Content-Type" content="text/html; charset=utf-8"></head>
<body bgcolor="#eef1f4" style="margin:0;">
<table width="640" align="center" cellpadding="0" cellspacing="0" border="0" bgcolor="#ffffff" style="font-family:'Malgun Gothic',Dotum,sans-serif;font-size:13px;color:#333;">
<tr><td bgcolor="#0b4f6c" style="padding:18px 30px;"><img src="https://www.seorinbank.co.kr/img/mail/top_logo_w.gif" alt="서린은행" width="120" height="26" border="0"></td></tr>
<tr><td style="padding:30px;">${body}</td></tr>
<tr><td bgcolor="#f5f6f7" style="padding:16px 30px;font-size:11px;color:#8b8b8b;line-height:18px;">
${SEORIN_FOOT.replace("\n", "<br>")}<br>
<a href="https://www.seorinbank.co.kr/customer/privacy.do" style="color:#8b8b8b;">개인정보처리방침</a> | <a href="https://www.seorinbank.co.kr/customer/mailreject.do" style="color:#8b8b8b;">수신거부</a><br>
Copyright © Seorin Bank. All rights reserved.</td></tr>
</table></body></html>`;
}

// ---------------------------------------------------------------- dalmaji-card

function dalmaji(pre: string, body: string): string {
  return `<!DOCTYPE html><html lang="ko"><head><meta charset="utf-8"></head><body style="margin:0;padding:0;background:#fafafa;">
<div style="display:none;font-size:1px;line-height:1px;max-height:0;opacity:0;">${pre}</div>
<center><table width="620" cellpadding="0" cellspacing="0" border="0" style="background:#fff;border:1px solid #e6e6e6;font-family:'Noto Sans KR','Malgun Gothic',sans-serif;">
<tr><td style="padding:22px 28px;border-bottom:1px solid #f0f0f0;"><table width="100%" cellpadding="0" cellspacing="0"><tr>
<td><img src="https://img.dalmajicard.com/mail/2026/logo_moon.png" alt="달맞이카드" width="110" height="30"></td>
<td align="right" style="font-size:11px;color:#aaa;">dalmajicard.com</td></tr></table></td></tr>
<tr><td style="padding:28px;font-size:14px;line-height:1.7;color:#2b2b2b;">${body}</td></tr>
<tr><td style="padding:18px 28px;background:#f6f4ef;font-size:11px;line-height:1.8;color:#8d877c;">
달맞이카드(주) 서울특별시 영등포구 국제금융로 56 | 고객센터 1577-3388 | 분실신고 1577-3389(24시간)<br>
본 메일은 정보통신망법에 따라 수신동의 여부와 관계없이 발송되는 거래 안내 메일입니다.<br>
<a href="https://www.dalmajicard.com/cs/privacy" style="color:#8d877c;">개인정보처리방침</a> · <a href="https://www.dalmajicard.com/cs/email-setting" style="color:#8d877c;">이메일 수신설정</a>
</td></tr></table></center></body></html>`;
}

// ---------------------------------------------------------------- ssukpay

function ssukpay(body: string, unsubscribe = false): string {
  return `<html><body style="margin:0;background:#f2f6f1;">
<table width="100%" cellpadding="0" cellspacing="0" border="0" style="background:#f2f6f1;"><tr><td align="center" style="padding:24px 0;">
<table width="480" cellpadding="0" cellspacing="0" border="0" style="background:#fff;border-radius:16px;font-family:'Pretendard','Apple SD Gothic Neo',sans-serif;">
<tr><td style="padding:26px 28px 0 28px;"><img src="https://static.ssukpay.com/em/ssukpay-logo-green.png" alt="쑥페이" width="84" height="24"></td></tr>
<tr><td style="padding:18px 28px 28px 28px;color:#191f28;font-size:15px;line-height:1.65;">${body}</td></tr>
</table>
<table width="480" cellpadding="0" cellspacing="0" border="0"><tr><td style="padding:16px 28px;font-family:sans-serif;font-size:11px;color:#8b95a1;line-height:1.7;">
(주)쑥페이먼츠 · 서울특별시 강남구 테헤란로 427, 12층 · 전자금융업 등록번호 02-004-00931<br>
고객센터 1660-0815 (평일 09:00~18:00) · <a href="https://ssukpay.com/terms" style="color:#8b95a1;">약관</a> · <a href="https://ssukpay.com/privacy" style="color:#8b95a1;">개인정보처리방침</a>${
    unsubscribe
      ? ` · <a href="https://ssukpay.com/mkt/unsubscribe?u=Q2xNa3g4" style="color:#8b95a1;">광고 메일 수신거부</a>`
      : ""
  }
</td></tr></table></td></tr></table></body></html>`;
}

export const mails: Mail[] = [
  // ============================================================ paranmesh
  {
    family: "paranmesh",
    group: "consumer",
    lang: "en",
    kind: "invite-link",
    code: null,
    link: PM_INVITE,
    from: "Paranmesh <no-reply@mail.paranmesh.com>",
    to: ME,
    subject: "Jiwoo Kang invited you to the Orbitlab workspace on Paranmesh",
    date: "Tue, 1 Sep 2026 10:14:52 +0000",
    text: `Jiwoo Kang (jiwoo.kang@orbitlab.kr) has invited you to join Orbitlab on Paranmesh.

Orbitlab uses Paranmesh for specs, sprint boards and meeting notes. 14 people are already in the
workspace.

Join Orbitlab:
${PM_INVITE}

This invitation expires on September 8, 2026. If you don't know Jiwoo or weren't expecting this,
you can ignore this email.

--
Paranmesh Inc., 2261 Market Street #4410, San Francisco, CA 94114
Privacy: https://paranmesh.com/legal/privacy
`,
    html: paranmesh(
      "Join 14 teammates in Orbitlab",
      `<h1 style="font-size:22px;line-height:30px;margin:12px 0 16px 0;">Jiwoo Kang invited you to Orbitlab</h1>
<p style="margin:0 0 14px 0;"><strong>Jiwoo Kang</strong> (<a href="mailto:jiwoo.kang@orbitlab.kr" style="color:#3b5bdb;">jiwoo.kang@orbitlab.kr</a>) has invited you to join the <strong>Orbitlab</strong> workspace. Orbitlab uses Paranmesh for specs, sprint boards and meeting notes.</p>
<table role="presentation" cellpadding="0" cellspacing="0" border="0" style="margin:22px 0;"><tr>
<td style="padding-right:6px;"><img src="https://avatars.paranmesh.com/u/88213/40.png" width="28" height="28" alt="JK" style="border-radius:14px;"></td>
<td style="padding-right:6px;"><img src="https://avatars.paranmesh.com/u/88219/40.png" width="28" height="28" alt="MH" style="border-radius:14px;"></td>
<td style="padding-right:6px;"><img src="https://avatars.paranmesh.com/u/90112/40.png" width="28" height="28" alt="SL" style="border-radius:14px;"></td>
<td style="font-size:13px;color:#5f6677;">+11 others</td></tr></table>
<table role="presentation" cellpadding="0" cellspacing="0" border="0"><tr><td bgcolor="#3b5bdb" style="border-radius:6px;">
<a href="${PM_INVITE}" style="display:inline-block;padding:12px 26px;font-size:15px;font-weight:600;color:#ffffff;text-decoration:none;">Join Orbitlab</a></td></tr></table>
<p style="margin:22px 0 0 0;font-size:13px;color:#5f6677;">This invitation expires on September 8, 2026. If you don't know Jiwoo, you can safely ignore this email.</p>`,
    ),
    enc: "qp",
  },
  {
    family: "paranmesh",
    group: "consumer",
    lang: "en",
    kind: "magic-link",
    code: null,
    link: PM_MAGIC,
    from: "Paranmesh <no-reply@mail.paranmesh.com>",
    to: ME,
    subject: "Your sign-in link for Paranmesh",
    date: "Mon, 14 Sep 2026 23:41:07 +0000",
    text: `Hi Seoyeon,

Use the link below to sign in to Paranmesh. It works once and expires in 15 minutes.

${PM_MAGIC}

Requested from: Chrome on macOS, Seoul, South Korea (IP 211.36.140.18)

If you didn't try to sign in, you can ignore this message; nobody can get in without this link.

Paranmesh
`,
    html: paranmesh(
      "This link expires in 15 minutes",
      `<p style="margin:12px 0 14px 0;">Hi Seoyeon,</p>
<p style="margin:0 0 20px 0;">Click the button below to sign in to Paranmesh. The link works once and expires in 15 minutes.</p>
<table role="presentation" cellpadding="0" cellspacing="0" border="0"><tr><td bgcolor="#1d2330" style="border-radius:6px;">
<a href="${PM_MAGIC}" style="display:inline-block;padding:12px 28px;font-size:15px;font-weight:600;color:#ffffff;text-decoration:none;">Sign in to Paranmesh</a></td></tr></table>
<table role="presentation" cellpadding="0" cellspacing="0" border="0" style="margin-top:24px;background:#f4f5f7;border-radius:6px;width:100%;"><tr><td style="padding:12px 16px;font-size:12px;line-height:19px;color:#5f6677;">
<strong>Requested from</strong><br>Chrome on macOS &middot; Seoul, South Korea &middot; 211.36.140.18</td></tr></table>
<p style="margin:20px 0 0 0;font-size:13px;color:#5f6677;">Didn't try to sign in? You can ignore this message.</p>`,
    ),
  },
  {
    family: "paranmesh",
    group: "negative",
    lang: "en",
    kind: "weekly-digest",
    code: null,
    link: null,
    from: "Paranmesh Digest <digest@mail.paranmesh.com>",
    to: ME,
    subject: "Orbitlab this week: 23 pages updated, 4 waiting on you",
    date: "Mon, 21 Sep 2026 00:02:33 +0000",
    text: `Your week in Orbitlab (Sep 14 - Sep 20)

Waiting on you (4)
- "Billing v3 API spec" - Minho Lee asked for your review
  https://app.paranmesh.com/w/orbitlab/p/8f21c0
- "Sprint 38 retro" - 2 unresolved comments
  https://app.paranmesh.com/w/orbitlab/p/91aa47
- "Onboarding checklist (KR)" - assigned to you, due Sep 24
  https://app.paranmesh.com/w/orbitlab/p/77de02
- "Partner API - Hoshimori" - Jiwoo Kang mentioned you
  https://app.paranmesh.com/w/orbitlab/p/a03b19

Most edited
1. Release notes 2.14 (31 edits)
2. Incident 2026-09-16 postmortem (18 edits)
3. Hiring plan Q4 (9 edits)

Change digest frequency: https://app.paranmesh.com/settings/notifications
Unsubscribe from digests: https://links.paranmesh.com/unsub?u=eJx0Mj8z&t=digest
`,
    html: paranmesh(
      "4 pages are waiting on you",
      `<h2 style="font-size:18px;margin:10px 0 4px 0;">Your week in Orbitlab</h2>
<p style="margin:0 0 18px 0;font-size:13px;color:#8a90a0;">Sep 14 &ndash; Sep 20, 2026</p>
<p style="margin:0 0 8px 0;font-weight:600;">Waiting on you (4)</p>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="font-size:14px;">
<tr><td style="padding:8px 0;border-top:1px solid #eceef2;"><a href="https://app.paranmesh.com/w/orbitlab/p/8f21c0" style="color:#3b5bdb;text-decoration:none;">Billing v3 API spec</a><br><span style="font-size:12px;color:#8a90a0;">Minho Lee asked for your review</span></td></tr>
<tr><td style="padding:8px 0;border-top:1px solid #eceef2;"><a href="https://app.paranmesh.com/w/orbitlab/p/91aa47" style="color:#3b5bdb;text-decoration:none;">Sprint 38 retro</a><br><span style="font-size:12px;color:#8a90a0;">2 unresolved comments</span></td></tr>
<tr><td style="padding:8px 0;border-top:1px solid #eceef2;"><a href="https://app.paranmesh.com/w/orbitlab/p/77de02" style="color:#3b5bdb;text-decoration:none;">Onboarding checklist (KR)</a><br><span style="font-size:12px;color:#8a90a0;">Assigned to you &middot; due Sep 24</span></td></tr>
<tr><td style="padding:8px 0;border-top:1px solid #eceef2;border-bottom:1px solid #eceef2;"><a href="https://app.paranmesh.com/w/orbitlab/p/a03b19" style="color:#3b5bdb;text-decoration:none;">Partner API &ndash; Hoshimori</a><br><span style="font-size:12px;color:#8a90a0;">Jiwoo Kang mentioned you</span></td></tr>
</table>
<p style="margin:22px 0 8px 0;font-weight:600;">Most edited</p>
<ol style="margin:0;padding-left:20px;font-size:14px;color:#3d4456;"><li>Release notes 2.14 (31 edits)</li><li>Incident 2026-09-16 postmortem (18 edits)</li><li>Hiring plan Q4 (9 edits)</li></ol>`,
      `<a href="https://app.paranmesh.com/settings/notifications" style="color:#8a90a0;">Digest settings</a> &middot; <a href="https://links.paranmesh.com/unsub?u=eJx0Mj8z&t=digest" style="color:#8a90a0;">Unsubscribe</a><br>`,
    ),
    enc: "qp",
  },

  // ============================================================ sori-chat
  {
    family: "sori-chat",
    group: "regional",
    lang: "ko",
    kind: "login-code",
    code: "730418",
    link: null,
    from: "소리챗 <noreply@sorichat.io>",
    to: ME,
    subject: "[소리챗] 로그인 인증번호 안내",
    date: "Wed, 2 Sep 2026 09:03:11 +0900",
    text: `[소리챗] 로그인 인증번호 안내

안녕하세요, 박서연님.
새로운 브라우저에서 소리챗 로그인을 시도하여 인증번호를 보내드립니다.

인증번호: 730418

인증번호는 발송 시점부터 10분간 유효합니다.
로그인 화면의 입력란에 위 6자리 숫자를 입력해 주세요.

본인이 시도한 로그인이 아니라면 비밀번호를 변경해 주세요.
고객센터: https://help.sorichat.io/ko

(주)소리랩스 | 서울특별시 성동구 왕십리로 83-21, 7층
`,
    html: sori(
      "로그인 인증",
      `<p style="margin:0 0 6px 0;font-size:20px;font-weight:bold;">로그인 인증번호 안내</p>
<p style="margin:0 0 22px 0;">안녕하세요, <b>박서연</b>님.<br>새로운 브라우저에서 소리챗 로그인을 시도하여 인증번호를 보내드립니다.</p>
<table cellpadding="0" cellspacing="0" width="100%" style="background:#f3f0ff;border-radius:10px;"><tr><td align="center" style="padding:26px 0;">
<div style="font-size:12px;color:#6d5bd0;margin-bottom:6px;">인증번호</div>
<div style="font-size:34px;font-weight:bold;letter-spacing:10px;color:#2b1d8f;font-family:Menlo,Consolas,monospace;">730418</div>
</td></tr></table>
<p style="margin:20px 0 0 0;font-size:13px;color:#666;">· 인증번호는 발송 시점부터 <b>10분간</b> 유효합니다.<br>· 본인이 시도한 로그인이 아니라면 <a href="https://sorichat.io/settings/security" style="color:#5b3df5;">비밀번호를 변경</a>해 주세요.</p>`,
    ),
    enc: "b64",
  },
  {
    family: "sori-chat",
    group: "negative",
    lang: "ko",
    kind: "new-device",
    code: null,
    link: null,
    from: "소리챗 <noreply@sorichat.io>",
    to: ME,
    subject: "[소리챗] 새로운 기기에서 로그인되었습니다",
    date: "Thu, 10 Sep 2026 21:47:30 +0900",
    text: `박서연님의 소리챗 계정에 새로운 기기에서 로그인되었습니다.

- 일시: 2026년 9월 10일 (목) 21:46
- 기기: iPhone 15 / 소리챗 iOS 5.12.0
- 위치: 대한민국 경기도 성남시 (추정)
- IP: 175.223.19.204

본인이 맞다면 별도 조치는 필요 없습니다.
본인이 아니라면 즉시 모든 기기에서 로그아웃하고 비밀번호를 변경하세요.
https://sorichat.io/settings/security/sessions

(주)소리랩스
`,
    html: sori(
      "보안 알림",
      `<p style="margin:0 0 18px 0;font-size:18px;font-weight:bold;">새로운 기기에서 로그인되었습니다</p>
<table cellpadding="0" cellspacing="0" width="100%" style="border-top:1px solid #e5e5e5;font-size:13px;">
<tr><td width="90" style="padding:10px 0;color:#888;border-bottom:1px solid #f0f0f0;">일시</td><td style="padding:10px 0;border-bottom:1px solid #f0f0f0;">2026년 9월 10일 (목) 21:46</td></tr>
<tr><td style="padding:10px 0;color:#888;border-bottom:1px solid #f0f0f0;">기기</td><td style="padding:10px 0;border-bottom:1px solid #f0f0f0;">iPhone 15 / 소리챗 iOS 5.12.0</td></tr>
<tr><td style="padding:10px 0;color:#888;border-bottom:1px solid #f0f0f0;">위치</td><td style="padding:10px 0;border-bottom:1px solid #f0f0f0;">대한민국 경기도 성남시 (추정)</td></tr>
<tr><td style="padding:10px 0;color:#888;border-bottom:1px solid #f0f0f0;">IP</td><td style="padding:10px 0;border-bottom:1px solid #f0f0f0;">175.223.19.204</td></tr></table>
<p style="margin:20px 0 14px 0;">본인이 맞다면 별도 조치는 필요 없습니다.<br>본인이 아니라면 즉시 모든 기기에서 로그아웃하고 비밀번호를 변경하세요.</p>
<a href="https://sorichat.io/settings/security/sessions" style="display:inline-block;padding:10px 18px;border:1px solid #5b3df5;border-radius:6px;color:#5b3df5;text-decoration:none;font-size:13px;">로그인 기기 관리</a>`,
    ),
  },
  {
    family: "sori-chat",
    group: "negative",
    lang: "ko",
    kind: "mention-digest",
    code: null,
    link: null,
    from: "소리챗 알림 <notify@sorichat.io>",
    to: ME,
    subject: "읽지 않은 멘션 3건이 있습니다 - 오빗랩",
    date: "Fri, 18 Sep 2026 19:30:02 +0900",
    text: `오빗랩 워크스페이스에 읽지 않은 멘션 3건이 있습니다.

#dev-backend
이민호: @박서연 결제 웹훅 재시도 로직 PR 올렸어요. 오늘 중으로 봐주실 수 있을까요? (17:12)

#random
강지우: @here 금요일 점심 피자 주문합니다 🍕 18일 12:30까지 댓글 주세요 (11:05)

#partner-hoshimori
정하은: @박서연 호시모리 측 API 키 재발급 요청 건 메일 확인 부탁드려요 (16:40)

소리챗에서 보기: https://orbitlab.sorichat.io/unread
알림 메일 설정: https://orbitlab.sorichat.io/settings/notifications/email
`,
    html: sori(
      "오빗랩",
      `<p style="margin:0 0 18px 0;font-size:17px;font-weight:bold;">읽지 않은 멘션 3건</p>
<div style="border-left:3px solid #d9d2ff;padding:4px 0 4px 14px;margin-bottom:16px;"><div style="font-size:12px;color:#888;">#dev-backend · 17:12</div><b>이민호</b> <span style="color:#5b3df5;">@박서연</span> 결제 웹훅 재시도 로직 PR 올렸어요. 오늘 중으로 봐주실 수 있을까요?</div>
<div style="border-left:3px solid #d9d2ff;padding:4px 0 4px 14px;margin-bottom:16px;"><div style="font-size:12px;color:#888;">#random · 11:05</div><b>강지우</b> <span style="color:#5b3df5;">@here</span> 금요일 점심 피자 주문합니다 🍕 18일 12:30까지 댓글 주세요</div>
<div style="border-left:3px solid #d9d2ff;padding:4px 0 4px 14px;margin-bottom:22px;"><div style="font-size:12px;color:#888;">#partner-hoshimori · 16:40</div><b>정하은</b> <span style="color:#5b3df5;">@박서연</span> 호시모리 측 API 키 재발급 요청 건 메일 확인 부탁드려요</div>
<a href="https://orbitlab.sorichat.io/unread" style="display:inline-block;padding:11px 22px;background:#5b3df5;color:#fff;border-radius:6px;text-decoration:none;font-size:14px;">소리챗에서 보기</a>
<p style="margin:18px 0 0 0;font-size:12px;color:#999;"><a href="https://orbitlab.sorichat.io/settings/notifications/email" style="color:#999;">알림 메일 설정</a></p>`,
    ),
    enc: "qp",
  },

  // ============================================================ seorin-bank
  {
    family: "seorin-bank",
    group: "regional",
    lang: "ko",
    kind: "otp-code",
    code: "58203967",
    link: null,
    from: "서린은행 <noreply@seorinbank.co.kr>",
    to: ME,
    subject: "[서린은행] 이메일 인증번호를 알려드립니다",
    date: "Thu, 3 Sep 2026 14:22:48 +0900",
    text: `[서린은행] 이메일 인증번호 안내

고객님, 안녕하세요.
서린 인터넷뱅킹에서 요청하신 [오픈뱅킹 타행계좌 등록] 본인확인을 위한 이메일 인증번호입니다.

  ■ 인증번호 : 58203967
  ■ 요청일시 : 2026-09-03 14:22:41
  ■ 유효시간 : 3분

인증번호 입력 화면에 위 8자리 숫자를 입력하여 주십시오.
본인이 요청하지 않은 경우 즉시 고객센터(1588-7240)로 연락 주시기 바랍니다.

${SEORIN_FOOT}
`,
    html: null,
  },
  {
    family: "seorin-bank",
    group: "negative",
    lang: "ko",
    kind: "transfer-notice",
    code: null,
    link: null,
    from: "서린은행 <noreply@seorinbank.co.kr>",
    to: ME,
    subject: "[서린은행] 인터넷뱅킹 이체 처리 결과 안내",
    date: "Fri, 25 Sep 2026 11:08:15 +0900",
    text: `박서연 고객님, 요청하신 이체가 정상 처리되었습니다.

출금계좌   : 서린 직장인우대통장 110-***-482913
입금은행   : 한빛저축은행
입금계좌   : 3021-**-5570
받는분     : 김태희
이체금액   : 450,000원
수수료     : 0원
처리일시   : 2026.09.25 11:08:02
거래번호   : 20260925-IB-0071835

${SEORIN_FOOT}
`,
    html: seorin(
      `<p style="font-size:16px;font-weight:bold;color:#0b4f6c;margin:0 0 16px 0;">인터넷뱅킹 이체 처리 결과 안내</p>
<p style="margin:0 0 18px 0;">박서연 고객님, 요청하신 이체가 정상 처리되었습니다.</p>
<table width="100%" cellpadding="8" cellspacing="0" border="1" bordercolor="#dde3e8" style="border-collapse:collapse;font-size:13px;">
<tr><th width="120" bgcolor="#f2f6f8" align="left">출금계좌</th><td>서린 직장인우대통장 110-***-482913</td></tr>
<tr><th bgcolor="#f2f6f8" align="left">입금은행</th><td>한빛저축은행</td></tr>
<tr><th bgcolor="#f2f6f8" align="left">입금계좌</th><td>3021-**-5570</td></tr>
<tr><th bgcolor="#f2f6f8" align="left">받는분</th><td>김태희</td></tr>
<tr><th bgcolor="#f2f6f8" align="left">이체금액</th><td><b>450,000원</b></td></tr>
<tr><th bgcolor="#f2f6f8" align="left">수수료</th><td>0원</td></tr>
<tr><th bgcolor="#f2f6f8" align="left">처리일시</th><td>2026.09.25 11:08:02</td></tr>
<tr><th bgcolor="#f2f6f8" align="left">거래번호</th><td>20260925-IB-0071835</td></tr></table>
<p style="margin:18px 0 0 0;font-size:12px;color:#777;">거래내역은 <a href="https://www.seorinbank.co.kr/ib/inquiry/history.do" style="color:#0b4f6c;">인터넷뱅킹 &gt; 조회 &gt; 거래내역조회</a>에서 확인하실 수 있습니다.</p>`,
    ),
    enc: "b64",
  },
  {
    family: "seorin-bank",
    group: "negative",
    lang: "ko",
    kind: "statement",
    code: null,
    link: null,
    from: "서린은행 전자통지 <estatement@seorinbank.co.kr>",
    to: ME,
    subject: "[서린은행] 2026년 9월 예금거래 내역 통지서",
    date: "Mon, 5 Oct 2026 08:00:00 +0900",
    text: `박서연 고객님의 2026년 9월 예금거래 내역 통지서를 첨부와 같이 보내드립니다.

첨부 파일은 개인정보 보호를 위해 암호가 설정되어 있습니다.
암호: 고객님 생년월일 6자리 (예: 1994년 3월 7일 → 940307)

- 대상계좌: 서린 직장인우대통장 110-***-482913
- 조회기간: 2026.09.01 ~ 2026.09.30
- 월말잔액: 3,812,440원

${SEORIN_FOOT}
`,
    html: seorin(
      `<p style="font-size:16px;font-weight:bold;color:#0b4f6c;margin:0 0 16px 0;">2026년 9월 예금거래 내역 통지서</p>
<p style="margin:0 0 14px 0;">박서연 고객님의 2026년 9월 예금거래 내역 통지서를 첨부와 같이 보내드립니다.</p>
<table width="100%" cellpadding="0" cellspacing="0" style="background:#f7f9fa;border:1px solid #e3e8eb;"><tr><td style="padding:14px 18px;font-size:12px;line-height:20px;">
첨부 파일은 개인정보 보호를 위해 암호가 설정되어 있습니다.<br>암호: 고객님 생년월일 6자리 (예: 1994년 3월 7일 → 940307)</td></tr></table>
<ul style="margin:16px 0 0 0;padding-left:18px;font-size:13px;line-height:22px;"><li>대상계좌: 서린 직장인우대통장 110-***-482913</li><li>조회기간: 2026.09.01 ~ 2026.09.30</li><li>월말잔액: 3,812,440원</li></ul>`,
    ),
    attachment: [
      "seorin_statement_202609.pdf",
      "application/pdf",
      "%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n",
    ],
  },

  // ============================================================ dalmaji-card
  {
    family: "dalmaji-card",
    group: "negative",
    lang: "ko",
    kind: "card-statement",
    code: null,
    link: null,
    from: "달맞이카드 <statement@dalmajicard.com>",
    to: ME,
    subject: "[달맞이카드] 박서연님 10월 이용대금 명세서",
    date: "Tue, 6 Oct 2026 07:30:00 +0900",
    text: `박서연님, 10월 이용대금 명세서를 보내드립니다.

결제하실 금액   1,284,310원
결제일          2026년 10월 14일 (수)
결제계좌        서린은행 110-***-482913
카드            달맞이 비즈플러스 체크 (•••• 4821)
이용기간        2026.09.01 ~ 2026.09.30

주요 이용내역
09/03  칩마루 용산           312,000원 (3개월 무이자)
09/03  NIMBARA CLOUD SG USD 409.77   563,910원
09/11  씽씽배달                   27,400원
09/19  소풍스페이스 성수점       220,000원

포인트: 이번 달 적립 4,115P / 누적 28,960P

명세서 전체 보기: https://www.dalmajicard.com/my/statement?ym=202610
`,
    html: dalmaji(
      "결제하실 금액 1,284,310원 · 결제일 10월 14일",
      `<p style="margin:0 0 4px 0;font-size:13px;color:#9a8c6c;">2026년 10월 명세서</p>
<p style="margin:0 0 20px 0;font-size:19px;font-weight:bold;">박서연님, 이번 달 결제하실 금액입니다</p>
<table width="100%" cellpadding="0" cellspacing="0" style="background:#1f2a44;border-radius:10px;color:#fff;"><tr><td style="padding:22px 24px;">
<div style="font-size:12px;color:#c9cfe0;">결제하실 금액</div><div style="font-size:28px;font-weight:bold;margin:4px 0 10px 0;">1,284,310원</div>
<div style="font-size:12px;color:#c9cfe0;">결제일 2026.10.14 (수) · 서린은행 110-***-482913</div></td></tr></table>
<p style="margin:22px 0 8px 0;font-weight:bold;">주요 이용내역 <span style="font-weight:normal;font-size:12px;color:#999;">달맞이 비즈플러스 체크 (•••• 4821)</span></p>
<table width="100%" cellpadding="0" cellspacing="0" style="font-size:13px;">
<tr><td style="padding:7px 0;border-bottom:1px solid #eee;color:#888;">09/03</td><td style="border-bottom:1px solid #eee;">칩마루 용산 <span style="color:#999;">(3개월 무이자)</span></td><td align="right" style="border-bottom:1px solid #eee;">312,000원</td></tr>
<tr><td style="padding:7px 0;border-bottom:1px solid #eee;color:#888;">09/03</td><td style="border-bottom:1px solid #eee;">NIMBARA CLOUD SG <span style="color:#999;">USD 409.77</span></td><td align="right" style="border-bottom:1px solid #eee;">563,910원</td></tr>
<tr><td style="padding:7px 0;border-bottom:1px solid #eee;color:#888;">09/11</td><td style="border-bottom:1px solid #eee;">씽씽배달</td><td align="right" style="border-bottom:1px solid #eee;">27,400원</td></tr>
<tr><td style="padding:7px 0;border-bottom:1px solid #eee;color:#888;">09/19</td><td style="border-bottom:1px solid #eee;">소풍스페이스 성수점</td><td align="right" style="border-bottom:1px solid #eee;">220,000원</td></tr></table>
<p style="margin:16px 0 22px 0;font-size:12px;color:#888;">포인트 적립 4,115P · 누적 28,960P</p>
<a href="https://www.dalmajicard.com/my/statement?ym=202610" style="display:block;text-align:center;padding:13px 0;background:#e8b948;color:#1f2a44;font-weight:bold;text-decoration:none;border-radius:8px;">명세서 전체 보기</a>`,
    ),
    enc: "qp",
  },
  {
    family: "dalmaji-card",
    group: "negative",
    lang: "ko",
    kind: "overseas-payment",
    code: null,
    link: null,
    from: "달맞이카드 <alert@dalmajicard.com>",
    to: ME,
    subject: "[달맞이카드] 해외 승인 알림 USD 24.00",
    date: "Sat, 12 Sep 2026 03:17:44 +0900",
    text: `[달맞이카드] 해외 승인 알림

카드: 달맞이 비즈플러스 체크 (•••• 4821)
가맹점: PENLOOM.COM SAN FRANCISCO US
승인금액: USD 24.00 (약 33,120원, 해외이용수수료 별도)
승인일시: 2026-09-12 03:17 (한국시간)
승인번호: 30481155

본인이 사용하지 않은 거래라면 즉시 분실신고 1577-3389(24시간)로 연락해 주세요.
해외 결제 차단 설정: 달맞이카드 앱 > 카드관리 > 해외결제 설정
`,
    html: dalmaji(
      "PENLOOM.COM USD 24.00 승인",
      `<p style="margin:0 0 16px 0;font-size:18px;font-weight:bold;">해외 승인 알림</p>
<table width="100%" cellpadding="0" cellspacing="0" style="font-size:14px;border-top:2px solid #1f2a44;">
<tr><td width="100" style="padding:10px 0;color:#888;border-bottom:1px solid #eee;">카드</td><td style="border-bottom:1px solid #eee;">달맞이 비즈플러스 체크 (•••• 4821)</td></tr>
<tr><td style="padding:10px 0;color:#888;border-bottom:1px solid #eee;">가맹점</td><td style="border-bottom:1px solid #eee;">PENLOOM.COM SAN FRANCISCO US</td></tr>
<tr><td style="padding:10px 0;color:#888;border-bottom:1px solid #eee;">승인금액</td><td style="border-bottom:1px solid #eee;"><b>USD 24.00</b> (약 33,120원)</td></tr>
<tr><td style="padding:10px 0;color:#888;border-bottom:1px solid #eee;">승인일시</td><td style="border-bottom:1px solid #eee;">2026-09-12 03:17 (한국시간)</td></tr>
<tr><td style="padding:10px 0;color:#888;border-bottom:1px solid #eee;">승인번호</td><td style="border-bottom:1px solid #eee;">30481155</td></tr></table>
<p style="margin:18px 0 0 0;font-size:13px;color:#666;">본인이 사용하지 않은 거래라면 즉시 분실신고 <b>1577-3389</b>(24시간)로 연락해 주세요.</p>`,
    ),
  },
  {
    family: "dalmaji-card",
    group: "regional",
    lang: "ko",
    kind: "verify-code",
    code: "K4T9Q2",
    link: null,
    from: "달맞이카드 <member@dalmajicard.com>",
    to: ME,
    subject: "[달맞이카드] 홈페이지 이메일 주소 확인 인증코드",
    date: "Wed, 9 Sep 2026 16:05:29 +0900",
    text: `달맞이카드 홈페이지 회원정보 변경을 위한 이메일 인증코드입니다.

인증코드: K4T9Q2

· 영문 대문자와 숫자 6자리이며, 대소문자를 구분하지 않습니다.
· 인증코드는 5분 동안 유효합니다. (16:10까지)
· 인증코드를 타인에게 알려주지 마세요. 달맞이카드는 전화로 인증코드를 묻지 않습니다.

달맞이카드 고객센터 1577-3388
`,
    html: dalmaji(
      "인증코드는 5분 동안 유효합니다",
      `<p style="margin:0 0 16px 0;font-size:18px;font-weight:bold;">이메일 주소 확인</p>
<p style="margin:0 0 20px 0;">달맞이카드 홈페이지 회원정보 변경을 위한 이메일 인증코드입니다. 아래 코드를 인증 화면에 입력해 주세요.</p>
<table cellpadding="0" cellspacing="6" border="0" align="center"><tr>
<td width="44" height="54" align="center" style="border:1px solid #d8d2c4;border-radius:6px;font-size:26px;font-weight:bold;color:#1f2a44;">K</td>
<td width="44" height="54" align="center" style="border:1px solid #d8d2c4;border-radius:6px;font-size:26px;font-weight:bold;color:#1f2a44;">4</td>
<td width="44" height="54" align="center" style="border:1px solid #d8d2c4;border-radius:6px;font-size:26px;font-weight:bold;color:#1f2a44;">T</td>
<td width="44" height="54" align="center" style="border:1px solid #d8d2c4;border-radius:6px;font-size:26px;font-weight:bold;color:#1f2a44;">9</td>
<td width="44" height="54" align="center" style="border:1px solid #d8d2c4;border-radius:6px;font-size:26px;font-weight:bold;color:#1f2a44;">Q</td>
<td width="44" height="54" align="center" style="border:1px solid #d8d2c4;border-radius:6px;font-size:26px;font-weight:bold;color:#1f2a44;">2</td>
</tr></table>
<p style="margin:20px 0 0 0;font-size:12px;color:#888;line-height:1.8;">· 대소문자를 구분하지 않습니다.<br>· 인증코드는 5분 동안 유효합니다. (16:10까지)<br>· 달맞이카드는 전화로 인증코드를 묻지 않습니다.</p>`,
    ),
    enc: "b64",
  },

  // ============================================================ ssukpay
  {
    family: "ssukpay",
    group: "negative",
    lang: "ko",
    kind: "payment-receipt",
    code: null,
    link: null,
    from: "쑥페이 <receipt@ssukpay.com>",
    to: ME,
    subject: "쑥페이 결제 완료 - 칩마루 89,000원",
    date: "Thu, 3 Sep 2026 13:41:20 +0900",
    text: `결제가 완료되었어요.

가맹점      칩마루 (chipmaru.co.kr)
결제금액    89,000원
결제수단    쑥페이머니 59,000원 + 서린은행 계좌 30,000원
주문번호    CM20260903-118472
결제일시    2026.09.03 13:41
쑥포인트    890P 적립 예정 (9/10)

결제 취소는 가맹점을 통해 요청해 주세요.
결제 내역: 쑥페이 앱 > 전체 > 결제내역
`,
    html: ssukpay(`<p style="margin:0 0 4px 0;font-size:13px;color:#4e8a3b;font-weight:bold;">결제 완료</p>
<p style="margin:0 0 22px 0;font-size:22px;font-weight:bold;">89,000원</p>
<table width="100%" cellpadding="0" cellspacing="0" style="font-size:14px;">
<tr><td style="padding:6px 0;color:#8b95a1;">가맹점</td><td align="right">칩마루</td></tr>
<tr><td style="padding:6px 0;color:#8b95a1;">결제수단</td><td align="right">쑥페이머니 59,000원<br>서린은행 계좌 30,000원</td></tr>
<tr><td style="padding:6px 0;color:#8b95a1;">주문번호</td><td align="right">CM20260903-118472</td></tr>
<tr><td style="padding:6px 0;color:#8b95a1;">결제일시</td><td align="right">2026.09.03 13:41</td></tr>
<tr><td style="padding:6px 0;color:#8b95a1;">쑥포인트</td><td align="right">890P 적립 예정 (9/10)</td></tr></table>
<p style="margin:22px 0 0 0;font-size:12px;color:#8b95a1;">결제 취소는 가맹점을 통해 요청해 주세요.</p>`),
  },
  {
    family: "ssukpay",
    group: "regional",
    lang: "ko",
    kind: "reset-link",
    code: null,
    link: "https://auth.ssukpay.com/pw/reset?rt=7Hk2pQx9LmZ4vT1cW8nB5&ch=email",
    from: "쑥페이 <security@ssukpay.com>",
    to: ME,
    subject: "쑥페이 결제 비밀번호 재설정 안내",
    date: "Mon, 28 Sep 2026 22:15:06 +0900",
    text: `박서연님, 결제 비밀번호 재설정을 요청하셨어요.

아래 링크를 눌러 새 결제 비밀번호(숫자 6자리)를 설정해 주세요.
https://auth.ssukpay.com/pw/reset?rt=7Hk2pQx9LmZ4vT1cW8nB5&ch=email

· 링크는 30분 동안 한 번만 사용할 수 있어요.
· 재설정을 요청하지 않았다면 이 메일을 무시하고 고객센터 1660-0815로 알려 주세요.
`,
    html: ssukpay(`<p style="margin:0 0 12px 0;font-size:20px;font-weight:bold;">결제 비밀번호 재설정</p>
<p style="margin:0 0 22px 0;">박서연님, 결제 비밀번호 재설정을 요청하셨어요.<br>아래 버튼을 눌러 새 결제 비밀번호(숫자 6자리)를 설정해 주세요.</p>
<a href="https://auth.ssukpay.com/pw/reset?rt=7Hk2pQx9LmZ4vT1cW8nB5&amp;ch=email" style="display:block;text-align:center;background:#3c9a2f;color:#fff;font-weight:bold;text-decoration:none;padding:14px 0;border-radius:10px;">비밀번호 재설정하기</a>
<p style="margin:20px 0 0 0;font-size:12px;color:#8b95a1;">· 링크는 30분 동안 한 번만 사용할 수 있어요.<br>· 요청하지 않았다면 이 메일을 무시하고 고객센터 1660-0815로 알려 주세요.</p>`),
    enc: "qp",
  },
  {
    family: "ssukpay",
    group: "negative",
    lang: "ko",
    kind: "promo-newsletter",
    code: null,
    link: null,
    from: "쑥페이 혜택 <benefit@ssukpay.com>",
    to: ME,
    subject: "(광고) 10월 쑥페이 혜택 모음 🍂 편의점 20% 쿠폰 도착",
    date: "Thu, 1 Oct 2026 10:00:00 +0900",
    text: `(광고) 10월 쑥페이 혜택 모음

1. 편의점 20% 할인 쿠폰
   쿠폰코드 SSUK-OCT20 을 쑥페이 앱 > 혜택 > 쿠폰 등록에 입력하세요. (최대 3,000원, 10/31까지)

2. 가을 여행 적립 이벤트
   숙박 결제 시 5% 쑥포인트 적립 (1인 최대 10,000P)

3. 친구 초대하고 5,000원 받기
   https://ssukpay.com/event/invite-friends?utm_source=newsletter&utm_campaign=2610

수신거부: https://ssukpay.com/mkt/unsubscribe?u=Q2xNa3g4
(주)쑥페이먼츠 서울특별시 강남구 테헤란로 427, 12층
`,
    html: ssukpay(
      `<p style="margin:0 0 6px 0;font-size:12px;color:#8b95a1;">(광고) 쑥페이</p>
<p style="margin:0 0 18px 0;font-size:21px;font-weight:bold;">10월 혜택 모음 🍂</p>
<img src="https://static.ssukpay.com/em/2610/banner_cvs20.png" width="424" alt="편의점 20% 할인 쿠폰" style="display:block;width:100%;border-radius:10px;margin-bottom:18px;">
<p style="margin:0 0 6px 0;font-weight:bold;">편의점 20% 할인 쿠폰</p>
<p style="margin:0 0 18px 0;font-size:14px;color:#4e5968;">쿠폰코드 <span style="font-family:monospace;background:#eef5ec;padding:2px 6px;border-radius:4px;">SSUK-OCT20</span>를 앱 &gt; 혜택 &gt; 쿠폰 등록에 입력하세요. 최대 3,000원, 10/31까지.</p>
<p style="margin:0 0 6px 0;font-weight:bold;">가을 여행 적립 이벤트</p>
<p style="margin:0 0 18px 0;font-size:14px;color:#4e5968;">숙박 결제 시 5% 쑥포인트 적립 (1인 최대 10,000P)</p>
<a href="https://ssukpay.com/event/invite-friends?utm_source=newsletter&amp;utm_campaign=2610" style="display:block;text-align:center;background:#eef5ec;color:#3c9a2f;font-weight:bold;text-decoration:none;padding:13px 0;border-radius:10px;">친구 초대하고 5,000원 받기</a>`,
      true,
    ),
    enc: "b64",
  },

  // ============================================================ gukse-onnuri (national tax portal)
  {
    family: "gukse-onnuri",
    group: "negative",
    lang: "ko",
    kind: "tax-invoice-notice",
    code: null,
    link: null,
    from: "국세온누리 <noreply@gukseonnuri.go.kr>",
    to: ME,
    subject: "[국세온누리] 전자세금계산서가 발급되었습니다 (공급자: (주)소풍스페이스)",
    date: "Wed, 30 Sep 2026 18:02:51 +0900",
    text: `전자세금계산서 발급 안내

(주)오빗랩 담당자님, 아래와 같이 전자세금계산서가 발급되었습니다.

승인번호    20260930-41000027-58823417
작성일자    2026-09-30
공급자      (주)소풍스페이스 (사업자등록번호 105-87-33291)
공급받는자  (주)오빗랩 (사업자등록번호 261-81-04477)
공급가액    1,800,000원
세액        180,000원
합계금액    1,980,000원
품목        공유오피스 전용데스크 6석 (10월분)

※ 본 메일은 국세온누리에서 자동 발송되었으며 회신되지 않습니다.
※ 발급 내역 조회: 국세온누리 > 조회/발급 > 전자세금계산서 > 목록조회
국세상담센터 ☎ 126
`,
    html: `<html><body style="margin:0;">
<table width="700" cellpadding="0" cellspacing="0" border="0" style="font-family:'Malgun Gothic',Gulim,sans-serif;font-size:12px;color:#333;border:1px solid #c8d2dc;">
<tr><td style="background:#153e75;padding:12px 20px;"><img src="https://www.gukseonnuri.go.kr/images/mail/logo_onnuri.gif" alt="국세온누리" width="140" height="24"></td></tr>
<tr><td style="padding:24px 20px 8px 20px;font-size:16px;font-weight:bold;color:#153e75;">전자세금계산서 발급 안내</td></tr>
<tr><td style="padding:0 20px 16px 20px;">(주)오빗랩 담당자님, 아래와 같이 전자세금계산서가 발급되었습니다.</td></tr>
<tr><td style="padding:0 20px;">
<table width="100%" cellpadding="6" cellspacing="0" border="1" style="border-collapse:collapse;border-color:#c8d2dc;font-size:12px;">
<tr><th bgcolor="#eef3f8" width="110">승인번호</th><td colspan="3">20260930-41000027-58823417</td></tr>
<tr><th bgcolor="#eef3f8">공급자</th><td>(주)소풍스페이스<br>105-87-33291</td><th bgcolor="#eef3f8" width="110">공급받는자</th><td>(주)오빗랩<br>261-81-04477</td></tr>
<tr><th bgcolor="#eef3f8">작성일자</th><td>2026-09-30</td><th bgcolor="#eef3f8">품목</th><td>공유오피스 전용데스크 6석 (10월분)</td></tr>
<tr><th bgcolor="#eef3f8">공급가액</th><td align="right">1,800,000</td><th bgcolor="#eef3f8">세액</th><td align="right">180,000</td></tr>
<tr><th bgcolor="#eef3f8">합계금액</th><td colspan="3" align="right"><b>1,980,000원</b></td></tr></table></td></tr>
<tr><td style="padding:16px 20px;color:#666;line-height:18px;">※ 본 메일은 국세온누리에서 자동 발송되었으며 회신되지 않습니다.<br>※ 발급 내역은 <a href="https://www.gukseonnuri.go.kr/etax/inquiry/list" style="color:#153e75;">조회/발급 &gt; 전자세금계산서 &gt; 목록조회</a>에서 확인하세요.</td></tr>
<tr><td style="background:#f3f5f7;padding:12px 20px;font-size:11px;color:#888;">국세청 국세온누리 | 세종특별자치시 국세청로 8-14 | 국세상담센터 ☎ 126</td></tr>
</table></body></html>`,
    enc: "b64",
  },
  {
    family: "gukse-onnuri",
    group: "regional",
    lang: "ko",
    kind: "email-change-code",
    code: "3904-7215",
    code_digits: "39047215",
    link: null,
    from: "국세온누리 <noreply@gukseonnuri.go.kr>",
    to: ME,
    subject: "[국세온누리] 전자우편 주소 변경 인증번호",
    date: "Tue, 8 Sep 2026 10:31:09 +0900",
    text: `[국세온누리] 전자우편 주소 변경 인증번호

회원님께서 요청하신 전자우편 주소 변경을 위한 인증번호입니다.

  인증번호 : 3904-7215

국세온누리 [나의정보 > 회원정보 변경] 화면의 인증번호 입력란에 입력하고 [확인]을 눌러 주십시오.
인증번호는 발송 후 10분간 유효하며, 5회 잘못 입력하면 다시 발급받아야 합니다.

본인이 요청하지 않은 경우 국세상담센터(☎ 126)로 문의하여 주시기 바랍니다.

국세청 국세온누리 https://www.gukseonnuri.go.kr
`,
    html: null,
    enc: "qp",
  },
  {
    family: "gukse-onnuri",
    group: "negative",
    lang: "ko",
    kind: "filing-reminder",
    code: null,
    link: null,
    from: "국세온누리 <notice@gukseonnuri.go.kr>",
    to: ME,
    subject: "[국세온누리] 9월 귀속 원천세 신고·납부 기한 안내 (10월 12일까지)",
    date: "Mon, 5 Oct 2026 09:00:00 +0900",
    text: `9월 귀속 원천세 신고·납부 기한 안내

(주)오빗랩 (261-81-04477) 대표자님

9월 귀속 원천징수이행상황신고서 제출 및 원천세 납부 기한을 안내해 드립니다.

 - 신고·납부 기한: 2026년 10월 12일(월)
   (10월 10일이 토요일이므로 다음 영업일까지 연장)
 - 신고 방법: 국세온누리 > 신고/납부 > 원천세
 - 납부: 가상계좌, 인터넷뱅킹, 신용카드(수수료 0.8%)

기한 내 신고하지 않으면 가산세가 부과될 수 있습니다.
이미 신고하셨다면 이 안내는 무시하셔도 됩니다.

국세상담센터 ☎ 126 (평일 09:00~18:00)
`,
    html: null,
  },

  // ============================================================ nuri-minwon (e-government)
  {
    family: "nuri-minwon",
    group: "regional",
    lang: "ko",
    kind: "verify-link",
    code: null,
    link: "https://www.nuriminwon.go.kr/mw/member/emailConfirm.do?key=b3f9a1c8e07d42d6&mbrId=ps94071",
    from: "누리민원 <webmaster@nuriminwon.go.kr>",
    to: ME,
    subject: "[누리민원] 이메일 주소 확인을 완료해 주세요",
    date: "Thu, 17 Sep 2026 15:48:33 +0900",
    text: `[누리민원] 이메일 주소 확인

ps94071 회원님, 누리민원 회원정보에 새 이메일 주소(seoyeon.park@orbitlab.kr)가 등록되었습니다.
민원 처리 결과를 이메일로 받으시려면 아래 주소를 눌러 이메일 확인을 완료해 주십시오.

https://www.nuriminwon.go.kr/mw/member/emailConfirm.do?key=b3f9a1c8e07d42d6&mbrId=ps94071

확인 주소는 발송 후 24시간 동안 유효합니다.

행정안전부 누리민원 | 정부민원안내콜센터 110
`,
    html: `<html><head><meta charset="utf-8"></head><body style="margin:0;background:#f0f2f5;">
<div style="width:640px;margin:0 auto;background:#fff;font-family:'Malgun Gothic',sans-serif;">
<div style="padding:16px 24px;border-bottom:4px solid #00428a;"><img src="https://www.nuriminwon.go.kr/img/common/mail_logo.png" alt="대한민국 정부 누리민원" height="32"></div>
<div style="padding:30px 24px;font-size:14px;line-height:1.8;color:#222;">
<h2 style="font-size:19px;margin:0 0 16px 0;color:#00428a;">이메일 주소 확인</h2>
<p><b>ps94071</b> 회원님, 누리민원 회원정보에 새 이메일 주소(<b>seoyeon.park@orbitlab.kr</b>)가 등록되었습니다.</p>
<p>민원 처리 결과를 이메일로 받으시려면 아래 버튼을 눌러 이메일 확인을 완료해 주십시오.</p>
<p style="text-align:center;margin:26px 0;"><a href="https://www.nuriminwon.go.kr/mw/member/emailConfirm.do?key=b3f9a1c8e07d42d6&amp;mbrId=ps94071" style="display:inline-block;padding:12px 40px;background:#00428a;color:#fff;text-decoration:none;font-weight:bold;">이메일 확인</a></p>
<p style="font-size:12px;color:#777;">확인 주소는 발송 후 24시간 동안 유효합니다.</p></div>
<div style="padding:14px 24px;background:#4a4f57;color:#d0d3d8;font-size:11px;line-height:1.7;">(30112) 세종특별자치시 도움6로 42 정부세종청사 행정안전부 | 정부민원안내콜센터 국번없이 110<br>
<a href="https://www.nuriminwon.go.kr/mw/policy/privacy.do" style="color:#fff;">개인정보처리방침</a> · 본 메일은 발신전용입니다.</div>
</div></body></html>`,
    enc: "qp",
  },
  {
    family: "nuri-minwon",
    group: "negative",
    lang: "ko",
    kind: "petition-done",
    code: null,
    link: null,
    from: "누리민원 <webmaster@nuriminwon.go.kr>",
    to: ME,
    subject: "[누리민원] 신청하신 민원의 처리가 완료되었습니다",
    date: "Tue, 20 Oct 2026 11:26:40 +0900",
    text: `신청하신 민원의 처리가 완료되었습니다.

민원명     : 사업자등록증명 (영문)
접수번호   : 2026-1019-0473821
신청일시   : 2026.10.19 17:52
처리기관   : 성동세무서 민원봉사실
처리결과   : 발급 완료 (전자문서지갑으로 발송)

발급 문서는 누리민원 > 나의민원 > 신청내역에서 90일간 출력할 수 있습니다.
문서확인번호 1847-2290-6631-4408 으로 진위 여부를 확인할 수 있습니다.

정부민원안내콜센터 110
`,
    html: `<html><head><meta charset="utf-8"></head><body style="margin:0;background:#f0f2f5;">
<div style="width:640px;margin:0 auto;background:#fff;font-family:'Malgun Gothic',sans-serif;">
<div style="padding:16px 24px;border-bottom:4px solid #00428a;"><img src="https://www.nuriminwon.go.kr/img/common/mail_logo.png" alt="대한민국 정부 누리민원" height="32"></div>
<div style="padding:30px 24px;font-size:14px;line-height:1.8;color:#222;">
<h2 style="font-size:19px;margin:0 0 16px 0;color:#00428a;">민원 처리 완료 안내</h2>
<table width="100%" cellpadding="8" cellspacing="0" style="border-top:2px solid #00428a;font-size:13px;">
<tr><th align="left" width="110" style="background:#f4f7fb;border-bottom:1px solid #dde3ea;">민원명</th><td style="border-bottom:1px solid #dde3ea;">사업자등록증명 (영문)</td></tr>
<tr><th align="left" style="background:#f4f7fb;border-bottom:1px solid #dde3ea;">접수번호</th><td style="border-bottom:1px solid #dde3ea;">2026-1019-0473821</td></tr>
<tr><th align="left" style="background:#f4f7fb;border-bottom:1px solid #dde3ea;">신청일시</th><td style="border-bottom:1px solid #dde3ea;">2026.10.19 17:52</td></tr>
<tr><th align="left" style="background:#f4f7fb;border-bottom:1px solid #dde3ea;">처리기관</th><td style="border-bottom:1px solid #dde3ea;">성동세무서 민원봉사실</td></tr>
<tr><th align="left" style="background:#f4f7fb;border-bottom:1px solid #dde3ea;">처리결과</th><td style="border-bottom:1px solid #dde3ea;">발급 완료 (전자문서지갑으로 발송)</td></tr></table>
<p style="font-size:13px;">발급 문서는 <a href="https://www.nuriminwon.go.kr/mw/my/applyList.do" style="color:#00428a;">나의민원 &gt; 신청내역</a>에서 90일간 출력할 수 있습니다.<br>문서확인번호 <b>1847-2290-6631-4408</b> 으로 진위 여부를 확인할 수 있습니다.</p></div>
<div style="padding:14px 24px;background:#4a4f57;color:#d0d3d8;font-size:11px;">정부민원안내콜센터 국번없이 110 | 본 메일은 발신전용입니다.</div>
</div></body></html>`,
  },

  // ============================================================ ssingssing-baedal (delivery app)
  {
    family: "ssingssing-baedal",
    group: "negative",
    lang: "ko",
    kind: "order-receipt",
    code: null,
    link: null,
    from: "씽씽배달 <receipt@ssingssing.co.kr>",
    to: ME,
    subject: "[씽씽배달] 주문이 접수되었어요 - 성수동 김밥장인",
    date: "Fri, 11 Sep 2026 12:04:18 +0900",
    text: `주문이 접수되었어요!

가게      성수동 김밥장인
주문번호  B2QX-0911-7734
예상 도착 12:35 ~ 12:45

참치김밥 x 3          13,500원
라볶이 x 2            14,000원
배달팁                 2,500원
씽씽쿠폰              -2,600원
--------------------------------
결제금액              27,400원 (달맞이카드 •••• 4821)

배달 주소: 서울 성동구 성수이로 118, 소풍스페이스 성수점 5층 (오빗랩)
요청사항: 문 앞에 두고 벨 눌러주세요

주문 상세: 씽씽배달 앱 > 주문내역
`,
    html: `<html><body style="margin:0;background:#fff6ee;">
<table width="100%" cellpadding="0" cellspacing="0" style="background:#fff6ee;"><tr><td align="center" style="padding:20px 10px;">
<table width="440" cellpadding="0" cellspacing="0" style="background:#fff;border-radius:14px;font-family:'Apple SD Gothic Neo',sans-serif;color:#222;">
<tr><td style="padding:24px 24px 0 24px;"><img src="https://img.ssingssing.co.kr/mail/ss_logo_orange.png" alt="씽씽배달" width="90"></td></tr>
<tr><td style="padding:14px 24px;font-size:20px;font-weight:bold;">주문이 접수되었어요!</td></tr>
<tr><td style="padding:0 24px 14px 24px;font-size:13px;color:#888;">성수동 김밥장인 · 주문번호 B2QX-0911-7734<br>예상 도착 <b style="color:#ff6a13;">12:35 ~ 12:45</b></td></tr>
<tr><td style="padding:0 24px;"><table width="100%" cellpadding="0" cellspacing="0" style="font-size:14px;border-top:1px solid #eee;">
<tr><td style="padding:8px 0;">참치김밥 x 3</td><td align="right">13,500원</td></tr>
<tr><td style="padding:8px 0;">라볶이 x 2</td><td align="right">14,000원</td></tr>
<tr><td style="padding:8px 0;color:#888;">배달팁</td><td align="right" style="color:#888;">2,500원</td></tr>
<tr><td style="padding:8px 0;color:#888;">씽씽쿠폰</td><td align="right" style="color:#ff6a13;">-2,600원</td></tr>
<tr><td style="padding:12px 0;border-top:1px solid #222;font-weight:bold;">결제금액</td><td align="right" style="border-top:1px solid #222;font-weight:bold;">27,400원</td></tr></table></td></tr>
<tr><td style="padding:8px 24px 24px 24px;font-size:12px;color:#888;line-height:1.7;">달맞이카드 •••• 4821<br>서울 성동구 성수이로 118, 소풍스페이스 성수점 5층 (오빗랩)<br>요청사항: 문 앞에 두고 벨 눌러주세요</td></tr>
</table>
<p style="font-family:sans-serif;font-size:11px;color:#b59a86;">(주)씽씽컴퍼니 · 서울 송파구 올림픽로 300 · 고객센터 1600-0987 · <a href="https://ssingssing.co.kr/privacy" style="color:#b59a86;">개인정보처리방침</a></p>
</td></tr></table></body></html>`,
    enc: "8bit",
  },
  {
    family: "ssingssing-baedal",
    group: "negative",
    lang: "ko",
    kind: "delivered",
    code: null,
    link: null,
    from: "씽씽배달 <noti@ssingssing.co.kr>",
    to: ME,
    subject: "배달이 완료되었어요. 맛있게 드세요!",
    date: "Fri, 11 Sep 2026 12:39:51 +0900",
    text: `배달이 완료되었어요. 맛있게 드세요!

성수동 김밥장인 (주문번호 B2QX-0911-7734)
12:39 문 앞 전달 완료

음식은 어떠셨나요? 리뷰를 남기면 씽씽포인트 100P를 드려요.
https://ssingssing.co.kr/r/review?o=B2QX09117734

씽씽배달 고객센터 1600-0987
`,
    html:
      `<div style="font-family:sans-serif;max-width:440px;margin:0 auto;padding:24px;border:1px solid #ffe0cc;border-radius:14px;">
<img src="https://img.ssingssing.co.kr/mail/ss_logo_orange.png" alt="씽씽배달" width="90">
<h2 style="font-size:19px;margin:16px 0 6px 0;">배달이 완료되었어요 🛵</h2>
<p style="color:#666;font-size:14px;margin:0 0 16px 0;">성수동 김밥장인 · 주문번호 B2QX-0911-7734<br>12:39 문 앞 전달 완료</p>
<img src="https://img.ssingssing.co.kr/delivery/proof/0911/7734_thumb.jpg" width="392" alt="배달 완료 사진" style="width:100%;border-radius:10px;">
<p style="font-size:14px;margin:18px 0 10px 0;">음식은 어떠셨나요? 리뷰를 남기면 씽씽포인트 <b>100P</b>를 드려요.</p>
<a href="https://ssingssing.co.kr/r/review?o=B2QX09117734" style="display:inline-block;padding:10px 20px;background:#ff6a13;color:#fff;border-radius:8px;text-decoration:none;">리뷰 쓰기</a>
<p style="font-size:11px;color:#aaa;margin-top:22px;">씽씽배달 고객센터 1600-0987</p></div>`,
    enc: "b64",
  },

  // ============================================================ sopoong-space (co-working)
  {
    family: "sopoong-space",
    group: "negative",
    lang: "ko",
    kind: "room-booking",
    code: null,
    link: null,
    from: "소풍스페이스 <booking@sopoongspace.com>",
    to: ME,
    subject: "[소풍스페이스] 회의실 예약이 확정되었습니다 (9/15 화 14:00)",
    date: "Mon, 14 Sep 2026 17:20:08 +0900",
    text: `회의실 예약이 확정되었습니다.

예약번호   SP-SS-260915-0219
지점       성수점 (서울 성동구 성수이로 118)
회의실     6층 '솔밭' (8인, 65인치 TV, 화상회의 카메라)
일시       2026년 9월 15일 (화) 14:00 ~ 16:00
예약자     박서연 (오빗랩)
차감 크레딧 4크레딧 (잔여 22크레딧)

· 시작 시각 10분 전부터 입실할 수 있습니다.
· 취소는 시작 2시간 전까지 앱에서 가능하며, 이후 취소 시 크레딧이 차감됩니다.
· 외부 손님은 1층 라운지 키오스크에서 방문 등록을 해 주세요.

소풍스페이스 성수점 커뮤니티팀 02-6952-1180
`,
    html: `<html><body style="margin:0;background:#ffffff;">
<table width="600" align="center" cellpadding="0" cellspacing="0" style="font-family:'Noto Sans KR',sans-serif;color:#2a2a2a;">
<tr><td style="padding:26px 0 18px 0;border-bottom:1px solid #222;"><img src="https://sopoongspace.com/static/email/sopoong_black.png" width="118" alt="SOPOONG SPACE"></td></tr>
<tr><td style="padding:26px 0 6px 0;font-size:22px;font-weight:700;">회의실 예약이 확정되었습니다</td></tr>
<tr><td style="padding:0 0 20px 0;font-size:13px;color:#888;">예약번호 SP-SS-260915-0219</td></tr>
<tr><td><table width="100%" cellpadding="0" cellspacing="0" style="background:#f6f3ec;"><tr>
<td width="200" style="padding:0;"><img src="https://sopoongspace.com/static/rooms/ss-6f-solbat.jpg" width="200" height="150" alt="솔밭 회의실" style="display:block;"></td>
<td style="padding:16px 20px;font-size:14px;line-height:1.8;"><b>성수점 6층 '솔밭'</b><br>2026.09.15 (화) 14:00 – 16:00<br>8인 · 65" TV · 화상회의 카메라<br><span style="color:#888;">4크레딧 차감 (잔여 22)</span></td></tr></table></td></tr>
<tr><td style="padding:20px 0;font-size:13px;line-height:1.9;color:#555;">· 시작 시각 10분 전부터 입실할 수 있습니다.<br>· 취소는 시작 2시간 전까지 앱에서 가능합니다.<br>· 외부 손님은 1층 라운지 키오스크에서 방문 등록을 해 주세요.</td></tr>
<tr><td style="padding:18px 0;border-top:1px solid #e2e2e2;font-size:11px;color:#999;line-height:1.7;">(주)소풍스페이스 · 성수점 커뮤니티팀 02-6952-1180 · <a href="https://sopoongspace.com/app" style="color:#999;">앱 다운로드</a> · <a href="https://instagram.com/sopoong.space" style="color:#999;">Instagram</a></td></tr>
</table></body></html>`,
    enc: "qp",
  },
  {
    family: "sopoong-space",
    group: "negative",
    lang: "ko",
    kind: "monthly-invoice",
    code: null,
    link: null,
    from: "소풍스페이스 정산팀 <billing@sopoongspace.com>",
    to: ME,
    subject: "[소풍스페이스] 오빗랩 10월 이용료 청구서",
    date: "Fri, 25 Sep 2026 10:00:12 +0900",
    text: `(주)오빗랩 담당자님께,

10월 이용료 청구서를 첨부 파일로 보내드립니다.

청구번호    INV-2610-SS-0087
이용 내역   전용데스크 6석 (성수점 5층)  1,800,000원
부가세                                  180,000원
청구 금액                             1,980,000원
납부 기한   2026년 10월 5일 (월)
입금 계좌   서린은행 140-009-771502 (주)소풍스페이스

자동이체를 등록하신 경우 납부 기한에 자동 출금됩니다.
세금계산서는 9월 30일에 국세온누리로 발행됩니다.

감사합니다.
소풍스페이스 정산팀 | billing@sopoongspace.com | 02-6952-1100
`,
    html: null,
    attachment: [
      "INV-2610-SS-0087.pdf",
      "application/pdf",
      "%PDF-1.5\n%\u00e2\u00e3\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n",
    ],
    enc: "8bit",
  },
  {
    family: "sopoong-space",
    group: "regional",
    lang: "en",
    kind: "invite-link",
    code: null,
    link: "https://app.sopoongspace.com/join/t/orbitlab?invite=9QfM3rVt7KcXw2&lang=en",
    from: "SOPOONG SPACE <hello@sopoongspace.com>",
    to: ME,
    subject: "You've been added to Orbitlab's SOPOONG SPACE membership",
    date: "Mon, 19 Oct 2026 09:12:44 +0900",
    text: `Hi Seoyeon,

Jiwoo Kang has added you to Orbitlab's team membership at SOPOONG SPACE Seongsu.

Accept the invitation to set up your member profile, get your building access in the app and
book meeting rooms with your team's credits:

https://app.sopoongspace.com/join/t/orbitlab?invite=9QfM3rVt7KcXw2&lang=en

Your desk: 5F, dedicated desk D-11
Address: 118 Seongsui-ro, Seongdong-gu, Seoul 04783
Community team: +82 2-6952-1180 (weekdays 9:00-18:00 KST)

The invitation is valid for 7 days.

SOPOONG SPACE
`,
    html: `<html><body style="margin:0;background:#ffffff;">
<table width="600" align="center" cellpadding="0" cellspacing="0" style="font-family:Helvetica,Arial,sans-serif;color:#2a2a2a;">
<tr><td style="padding:26px 0 18px 0;border-bottom:1px solid #222;"><img src="https://sopoongspace.com/static/email/sopoong_black.png" width="118" alt="SOPOONG SPACE"></td></tr>
<tr><td style="padding:26px 0 14px 0;font-size:22px;font-weight:700;">Welcome to SOPOONG SPACE Seongsu</td></tr>
<tr><td style="font-size:15px;line-height:1.7;">Hi Seoyeon,<br><br>Jiwoo Kang has added you to <b>Orbitlab</b>'s team membership. Accept the invitation to set up your member profile, get building access in the app and book meeting rooms with your team's credits.</td></tr>
<tr><td style="padding:24px 0;"><a href="https://app.sopoongspace.com/join/t/orbitlab?invite=9QfM3rVt7KcXw2&amp;lang=en" style="display:inline-block;background:#222;color:#fff;padding:13px 30px;text-decoration:none;font-weight:700;">Accept invitation</a></td></tr>
<tr><td style="font-size:13px;line-height:1.8;color:#555;background:#f6f3ec;padding:14px 18px;">Your desk: 5F, dedicated desk D-11<br>118 Seongsui-ro, Seongdong-gu, Seoul 04783<br>Community team: +82 2-6952-1180 (weekdays 9:00–18:00 KST)</td></tr>
<tr><td style="padding:18px 0;font-size:12px;color:#999;">The invitation is valid for 7 days.</td></tr>
<tr><td style="padding:18px 0;border-top:1px solid #e2e2e2;font-size:11px;color:#999;"><a href="https://apps.apple.com/app/sopoong-space/id1588201734"><img src="https://sopoongspace.com/static/email/badge-appstore.png" height="32" alt="Download on the App Store"></a> <a href="https://play.google.com/store/apps/details?id=com.sopoongspace.member"><img src="https://sopoongspace.com/static/email/badge-googleplay.png" height="32" alt="Get it on Google Play"></a></td></tr>
</table></body></html>`,
  },

  // ============================================================ nimbara-cloud
  {
    family: "nimbara-cloud",
    group: "consumer",
    lang: "en",
    kind: "verify-email",
    code: "614208",
    link: "https://console.nimbara.cloud/verify-email?t=eyJ1aWQiOiJ1LTc3MzEiLCJjIjoiNjE0MjA4In0.Qm9yZWFs&src=mail",
    from: "Nimbara Cloud <accounts@notify.nimbara.cloud>",
    to: ME,
    subject: "Verify your email to finish creating your Nimbara Cloud account",
    date: "Wed, 2 Sep 2026 02:55:19 +0000",
    text: `Welcome to Nimbara Cloud

To finish creating your account, confirm that seoyeon.park@orbitlab.kr is your email address.

Enter this verification code on the sign-up page:

    614 208

or open this link:
https://console.nimbara.cloud/verify-email?t=eyJ1aWQiOiJ1LTc3MzEiLCJjIjoiNjE0MjA4In0.Qm9yZWFs&src=mail

The code and link expire in 30 minutes.

Your free tier includes 2 vCPU-months of compute, 50 GB object storage and 1 managed
Postgres instance for 12 months (regions: ap-seoul-1, ap-tokyo-1, us-west-2).

Nimbara Cloud Ltd., 80 Robinson Road #10-01, Singapore 068898
Docs: https://docs.nimbara.cloud | Status: https://status.nimbara.cloud
`,
    html: `<!DOCTYPE html><html><head><meta name="viewport" content="width=device-width"></head>
<body style="margin:0;background:#0f1724;">
<table width="100%" cellpadding="0" cellspacing="0" style="background:#0f1724;"><tr><td align="center" style="padding:40px 12px;">
<table width="520" cellpadding="0" cellspacing="0" style="background:#ffffff;border-radius:10px;font-family:Inter,Arial,sans-serif;color:#0f1724;">
<tr><td style="padding:30px 36px 0 36px;"><img src="https://assets.nimbara.cloud/email/nimbara-mark.png" width="36" height="36" alt="Nimbara Cloud"></td></tr>
<tr><td style="padding:18px 36px 0 36px;font-size:22px;font-weight:700;">Verify your email</td></tr>
<tr><td style="padding:12px 36px 0 36px;font-size:15px;line-height:24px;color:#3a4556;">To finish creating your account, confirm that <b>seoyeon.park@orbitlab.kr</b> is your email address. Enter this code on the sign-up page:</td></tr>
<tr><td align="center" style="padding:24px 36px;"><div style="display:inline-block;padding:14px 28px;background:#eef4ff;border:1px solid #c9d9ff;border-radius:8px;font-family:'JetBrains Mono',Menlo,monospace;font-size:30px;letter-spacing:6px;font-weight:700;">614 208</div></td></tr>
<tr><td align="center" style="padding:0 36px 10px 36px;font-size:13px;color:#6b7688;">or</td></tr>
<tr><td align="center" style="padding:0 36px 26px 36px;"><a href="https://console.nimbara.cloud/verify-email?t=eyJ1aWQiOiJ1LTc3MzEiLCJjIjoiNjE0MjA4In0.Qm9yZWFs&amp;src=mail" style="display:inline-block;background:#2f6bff;color:#fff;text-decoration:none;font-weight:600;padding:12px 28px;border-radius:6px;">Verify email address</a></td></tr>
<tr><td style="padding:0 36px 30px 36px;font-size:13px;line-height:20px;color:#6b7688;border-top:1px solid #edf0f4;padding-top:18px;">The code and link expire in 30 minutes. Your free tier includes 2 vCPU-months of compute, 50&nbsp;GB object storage and 1 managed Postgres instance for 12 months.</td></tr>
</table>
<p style="font-family:Arial,sans-serif;font-size:11px;color:#7d8899;line-height:18px;">Nimbara Cloud Ltd., 80 Robinson Road #10-01, Singapore 068898<br><a href="https://docs.nimbara.cloud" style="color:#9fb3d9;">Docs</a> · <a href="https://status.nimbara.cloud" style="color:#9fb3d9;">Status</a> · <a href="https://nimbara.cloud/legal/privacy" style="color:#9fb3d9;">Privacy</a></p>
</td></tr></table></body></html>`,
    enc: "qp",
  },
  {
    family: "nimbara-cloud",
    group: "regional",
    lang: "ko",
    kind: "2fa-code",
    code: "091573",
    link: null,
    from: "Nimbara Cloud <accounts@notify.nimbara.cloud>",
    to: ME,
    subject: "[Nimbara Cloud] 콘솔 로그인 2단계 인증 코드",
    date: "Tue, 22 Sep 2026 01:12:40 +0000",
    text: `Nimbara Cloud 콘솔 로그인 2단계 인증

인증 코드: 091573

조직: orbitlab-prod (계정 ID 7731-0042-9186)
요청 위치: 서울, 대한민국 · Firefox 131 / Windows
요청 시각: 2026-09-22 10:12 KST

이 코드는 10분 뒤 만료됩니다. Nimbara 직원은 절대 이 코드를 묻지 않습니다.
본인이 요청하지 않았다면 즉시 비밀번호를 변경하고 보안팀에 알려 주세요: security@nimbara.cloud
`,
    html: `<html><body style="margin:0;background:#f3f5f8;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:30px 10px;">
<table width="520" cellpadding="0" cellspacing="0" style="background:#fff;border-top:4px solid #2f6bff;font-family:'Noto Sans KR',Arial,sans-serif;color:#0f1724;">
<tr><td style="padding:26px 32px 6px 32px;"><img src="https://assets.nimbara.cloud/email/nimbara-logo-dark.png" width="130" alt="Nimbara Cloud"></td></tr>
<tr><td style="padding:12px 32px 0 32px;font-size:19px;font-weight:700;">콘솔 로그인 2단계 인증</td></tr>
<tr><td style="padding:12px 32px;font-size:14px;line-height:23px;color:#3a4556;">아래 인증 코드를 로그인 화면에 입력하세요. 이 코드는 10분 뒤 만료됩니다.</td></tr>
<tr><td style="padding:6px 32px 20px 32px;"><table cellpadding="0" cellspacing="0"><tr>
<td style="font-family:Menlo,monospace;font-size:32px;font-weight:700;letter-spacing:4px;background:#f3f6fb;padding:12px 20px;border-radius:6px;">091573</td></tr></table></td></tr>
<tr><td style="padding:0 32px 24px 32px;"><table width="100%" cellpadding="0" cellspacing="0" style="font-size:13px;color:#6b7688;">
<tr><td width="90" style="padding:3px 0;">조직</td><td>orbitlab-prod (7731-0042-9186)</td></tr>
<tr><td style="padding:3px 0;">요청 위치</td><td>서울, 대한민국 · Firefox 131 / Windows</td></tr>
<tr><td style="padding:3px 0;">요청 시각</td><td>2026-09-22 10:12 KST</td></tr></table></td></tr>
<tr><td style="padding:16px 32px;background:#fafbfc;font-size:12px;color:#8a94a6;line-height:19px;">Nimbara 직원은 절대 이 코드를 묻지 않습니다. 본인이 요청하지 않았다면 <a href="mailto:security@nimbara.cloud" style="color:#2f6bff;">security@nimbara.cloud</a>로 알려 주세요.</td></tr>
</table></td></tr></table></body></html>`,
    enc: "b64",
  },
  {
    family: "nimbara-cloud",
    group: "negative",
    lang: "en",
    kind: "invoice",
    code: null,
    link: null,
    from: "Nimbara Cloud Billing <billing@notify.nimbara.cloud>",
    to: ME,
    subject: "Your Nimbara Cloud invoice for September 2026 (orbitlab-prod)",
    date: "Thu, 1 Oct 2026 06:03:27 +0000",
    text: `Invoice NBC-2026-09-0048813

Organization:  orbitlab-prod (7731-0042-9186)
Period:        Sep 1 - Sep 30, 2026
Amount due:    USD 412.18
Payment:       Card ending 4821, charged automatically on Oct 3, 2026

Compute (ap-seoul-1)            USD 226.40
Managed Postgres (db.m2.large)  USD 118.00
Object storage (1.8 TB-month)   USD  41.30
Egress (214 GB)                 USD  26.48

Download the PDF invoice and usage CSV from Billing > Invoices in the console.
Questions about this invoice? Reply to this email or open a billing ticket.

Nimbara Cloud Ltd., 80 Robinson Road #10-01, Singapore 068898 - GST Reg. M90-3318420-K
`,
    html: `<html><body style="margin:0;background:#f3f5f8;font-family:Inter,Arial,sans-serif;">
<table width="560" align="center" cellpadding="0" cellspacing="0" style="background:#fff;margin:30px auto;">
<tr><td style="padding:26px 32px;border-bottom:1px solid #edf0f4;"><img src="https://assets.nimbara.cloud/email/nimbara-logo-dark.png" width="130" alt="Nimbara Cloud"></td></tr>
<tr><td style="padding:24px 32px 4px 32px;font-size:13px;color:#6b7688;">Invoice NBC-2026-09-0048813 · orbitlab-prod</td></tr>
<tr><td style="padding:0 32px 18px 32px;font-size:30px;font-weight:700;color:#0f1724;">USD 412.18</td></tr>
<tr><td style="padding:0 32px 20px 32px;font-size:14px;color:#3a4556;">Charged automatically to card ending <b>4821</b> on Oct 3, 2026.</td></tr>
<tr><td style="padding:0 32px;"><table width="100%" cellpadding="0" cellspacing="0" style="font-size:14px;color:#3a4556;">
<tr><td style="padding:9px 0;border-top:1px solid #edf0f4;">Compute (ap-seoul-1)</td><td align="right" style="border-top:1px solid #edf0f4;">$226.40</td></tr>
<tr><td style="padding:9px 0;border-top:1px solid #edf0f4;">Managed Postgres (db.m2.large)</td><td align="right" style="border-top:1px solid #edf0f4;">$118.00</td></tr>
<tr><td style="padding:9px 0;border-top:1px solid #edf0f4;">Object storage (1.8 TB-month)</td><td align="right" style="border-top:1px solid #edf0f4;">$41.30</td></tr>
<tr><td style="padding:9px 0;border-top:1px solid #edf0f4;border-bottom:1px solid #edf0f4;">Egress (214 GB)</td><td align="right" style="border-top:1px solid #edf0f4;border-bottom:1px solid #edf0f4;">$26.48</td></tr></table></td></tr>
<tr><td style="padding:22px 32px;"><a href="https://console.nimbara.cloud/billing/invoices/NBC-2026-09-0048813" style="color:#2f6bff;font-weight:600;text-decoration:none;">View invoice in console →</a></td></tr>
<tr><td style="padding:16px 32px;background:#fafbfc;font-size:11px;color:#8a94a6;">Nimbara Cloud Ltd., 80 Robinson Road #10-01, Singapore 068898 · GST Reg. M90-3318420-K</td></tr>
</table></body></html>`,
  },
  {
    family: "nimbara-cloud",
    group: "negative",
    lang: "ko",
    kind: "security-notice",
    code: null,
    link: null,
    from: "Nimbara Cloud <security@notify.nimbara.cloud>",
    to: ME,
    subject: "[Nimbara Cloud] 새 API 액세스 키가 생성되었습니다",
    date: "Wed, 14 Oct 2026 07:48:02 +0000",
    text: `orbitlab-prod 조직에 새 API 액세스 키가 생성되었습니다.

키 ID: NBK-AP7Q••••••••3XW2
이름: github-actions-deploy
생성자: 박서연 (seoyeon.park@orbitlab.kr)
권한: compute.deploy, storage.write
생성 시각: 2026-10-14 16:47 KST
만료: 2027-01-12

직접 생성한 키라면 아무 조치도 필요하지 않습니다.
모르는 키라면 콘솔 > IAM > 액세스 키에서 즉시 비활성화하세요.
https://console.nimbara.cloud/iam/access-keys
`,
    html: null,
    enc: "qp",
  },

  // ============================================================ penloom (design tool)
  {
    family: "penloom",
    group: "consumer",
    lang: "en",
    kind: "invite-link",
    code: null,
    link: "https://email.penloom.com/c/eJyNkE1uwzAMhO_iM2CSkvyT_UNMd4lGB_AA6bLHStKg-zjTBEHrcKw/Tq2QGh1",
    from: "Penloom <team@penloom.com>",
    to: ME,
    subject: 'Minji Yoon invited you to the team "Orbitlab Design"',
    date: "Fri, 4 Sep 2026 08:30:55 +0000",
    text: `Minji Yoon invited you to join the team "Orbitlab Design" on Penloom as an editor.

Accept invite: https://email.penloom.com/c/eJyNkE1uwzAMhO_iM2CSkvyT_UNMd4lGB_AA6bLHStKg-zjTBEHrcKw/Tq2QGh1

The team has 3 projects: Mobile app v2, Design system, Marketing site.

Penloom, 500 Howard Street, San Francisco, CA 94105
Unsubscribe from team emails: https://www.penloom.com/settings/email
`,
    html: `<!DOCTYPE html><html><body style="margin:0;background:#ffffff;">
<div style="display:none;max-height:0;overflow:hidden;">Join Orbitlab Design on Penloom</div>
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center">
<table width="480" cellpadding="0" cellspacing="0" style="font-family:'Inter',Helvetica,Arial,sans-serif;color:#111;">
<tr><td style="padding:40px 0 24px 0;"><img src="https://static.penloom.com/mail/penloom-glyph-64.png" width="32" height="32" alt="Penloom"></td></tr>
<tr><td style="font-size:24px;font-weight:700;line-height:32px;padding-bottom:12px;">Minji Yoon invited you to the team "Orbitlab Design"</td></tr>
<tr><td style="font-size:15px;line-height:24px;color:#555;padding-bottom:28px;">You'll join as an <b>editor</b> and get access to 3 projects: Mobile app v2, Design system, Marketing site.</td></tr>
<tr><td style="padding-bottom:32px;"><a href="https://email.penloom.com/c/eJyNkE1uwzAMhO_iM2CSkvyT_UNMd4lGB_AA6bLHStKg-zjTBEHrcKw/Tq2QGh1" style="background:#111;color:#fff;font-size:14px;font-weight:600;text-decoration:none;padding:12px 22px;border-radius:8px;display:inline-block;">Accept invite</a></td></tr>
<tr><td style="border-top:1px solid #eee;padding:20px 0 40px 0;font-size:12px;line-height:19px;color:#999;">Penloom, 500 Howard Street, San Francisco, CA 94105<br><a href="https://www.penloom.com/settings/email" style="color:#999;">Unsubscribe from team emails</a> · <a href="https://twitter.com/penloom" style="color:#999;">Twitter</a> · <a href="https://www.penloom.com/privacy" style="color:#999;">Privacy</a></td></tr>
</table></td></tr></table></body></html>`,
  },
  {
    family: "penloom",
    group: "negative",
    lang: "en",
    kind: "comment-notification",
    code: null,
    link: null,
    from: "Minji Yoon (via Penloom) <comments@penloom.com>",
    to: ME,
    subject: "Re: Mobile app v2 / Checkout flow",
    date: "Tue, 15 Sep 2026 06:21:37 +0000",
    text: `Minji Yoon replied to a comment in Mobile app v2 / Checkout flow

You: "Can we show the saved card (•••• 4821 style) instead of the full card picker here?"

Minji Yoon: "Yes, updated frame 'Pay - saved card'. Also moved the 9,900 KRW price label under the
button so it doesn't wrap on iPhone SE."

Reply in Penloom: https://www.penloom.com/file/Kq38dPz/Mobile-app-v2?node-id=412-9920&comment=88123

You're receiving this because you're mentioned in this thread.
Mute this file: https://www.penloom.com/notifications/mute?file=Kq38dPz
`,
    html: `<html><body style="margin:0;font-family:Helvetica,Arial,sans-serif;color:#111;">
<table width="480" align="center" cellpadding="0" cellspacing="0">
<tr><td style="padding:28px 0 16px 0;font-size:14px;color:#555;"><img src="https://avatars.penloom.com/u/40921/64.png" width="24" height="24" alt="" style="vertical-align:middle;border-radius:12px;"> <b style="color:#111;">Minji Yoon</b> replied in <b style="color:#111;">Mobile app v2 / Checkout flow</b></td></tr>
<tr><td style="padding:12px 16px;background:#f5f5f5;border-radius:8px;font-size:14px;line-height:21px;color:#666;">Can we show the saved card (•••• 4821 style) instead of the full card picker here?</td></tr>
<tr><td style="padding:14px 0;font-size:15px;line-height:23px;">Yes, updated frame 'Pay – saved card'. Also moved the 9,900 KRW price label under the button so it doesn't wrap on iPhone SE.</td></tr>
<tr><td style="padding:6px 0 26px 0;"><a href="https://www.penloom.com/file/Kq38dPz/Mobile-app-v2?node-id=412-9920&amp;comment=88123" style="border:1px solid #ddd;border-radius:8px;color:#111;text-decoration:none;padding:9px 16px;font-size:13px;display:inline-block;">Reply in Penloom</a></td></tr>
<tr><td style="border-top:1px solid #eee;padding:16px 0;font-size:12px;color:#999;">You're receiving this because you're mentioned in this thread. <a href="https://www.penloom.com/notifications/mute?file=Kq38dPz" style="color:#999;">Mute this file</a></td></tr>
</table></body></html>`,
    enc: "qp",
  },
  {
    family: "penloom",
    group: "negative",
    lang: "en",
    kind: "password-changed",
    code: null,
    link: null,
    from: "Penloom <security@penloom.com>",
    to: ME,
    subject: "Your Penloom password was changed",
    date: "Sat, 10 Oct 2026 04:02:14 +0000",
    text: `Hi Seoyeon,

The password for your Penloom account (seoyeon.park@orbitlab.kr) was changed on
October 10, 2026 at 13:01 KST.

If you made this change, you don't need to do anything.

If you didn't, reset your password right away and contact us at
https://help.penloom.com/hc/requests/new - we'll help you secure your account.

- The Penloom team
`,
    html: null,
  },

  // ============================================================ insawise (HR & payroll)
  {
    family: "insawise",
    group: "regional",
    lang: "ko",
    kind: "activate-account",
    code: null,
    link: "https://orbitlab.insawise.com/onboarding/activate?code=IW-5c0e9d73b4a14f28&email=seoyeon.park%40orbitlab.kr",
    from: "인사와이즈 <no-reply@insawise.com>",
    to: ME,
    subject: "(주)오빗랩에서 인사와이즈 계정을 만들었어요",
    date: "Tue, 1 Sep 2026 09:30:00 +0900",
    text: `박서연님, 반가워요!

(주)오빗랩 인사담당자 정하은님이 인사와이즈 구성원 계정을 만들었어요.
아래 링크에서 비밀번호를 설정하고 계정을 활성화해 주세요.

계정 활성화: https://orbitlab.insawise.com/onboarding/activate?code=IW-5c0e9d73b4a14f28&email=seoyeon.park%40orbitlab.kr

계정을 활성화하면 근무 기록, 휴가 신청, 급여명세서 확인을 인사와이즈에서 할 수 있어요.
링크는 7일(9월 8일 09:30)까지 유효해요.

궁금한 점은 회사 인사담당자에게 문의해 주세요.
(주)인사와이즈 · 서울 마포구 월드컵북로 396, 14층
`,
    html: `<html><body style="margin:0;background:#f6f7f9;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:36px 10px;">
<table width="500" cellpadding="0" cellspacing="0" style="background:#fff;border-radius:12px;font-family:'Pretendard','Noto Sans KR',sans-serif;color:#1b1d1f;">
<tr><td style="padding:30px 32px 0 32px;"><img src="https://cdn.insawise.com/mail/insawise_logo.png" width="100" alt="인사와이즈"></td></tr>
<tr><td style="padding:22px 32px 8px 32px;font-size:21px;font-weight:700;line-height:30px;">박서연님, 반가워요!<br>(주)오빗랩 계정이 준비됐어요</td></tr>
<tr><td style="padding:6px 32px 24px 32px;font-size:15px;line-height:25px;color:#464c53;">인사담당자 정하은님이 인사와이즈 구성원 계정을 만들었어요. 비밀번호를 설정하고 계정을 활성화하면 근무 기록, 휴가 신청, 급여명세서 확인을 한 곳에서 할 수 있어요.</td></tr>
<tr><td style="padding:0 32px 24px 32px;"><a href="https://orbitlab.insawise.com/onboarding/activate?code=IW-5c0e9d73b4a14f28&amp;email=seoyeon.park%40orbitlab.kr" style="display:block;text-align:center;background:#ff5a36;color:#fff;font-weight:700;font-size:15px;text-decoration:none;padding:14px 0;border-radius:8px;">계정 활성화하기</a></td></tr>
<tr><td style="padding:0 32px 28px 32px;font-size:13px;color:#8a949e;">링크는 7일(9월 8일 09:30)까지 유효해요.</td></tr>
</table>
<p style="font-family:sans-serif;font-size:11px;color:#a0a7ae;line-height:18px;">(주)인사와이즈 · 서울 마포구 월드컵북로 396, 14층 · <a href="https://insawise.com/privacy" style="color:#a0a7ae;">개인정보처리방침</a><br>
<a href="https://apps.apple.com/kr/app/insawise/id1540022781"><img src="https://cdn.insawise.com/mail/appstore_ko.png" height="30" alt="App Store에서 다운로드"></a> <a href="https://play.google.com/store/apps/details?id=com.insawise.app"><img src="https://cdn.insawise.com/mail/googleplay_ko.png" height="30" alt="Google Play에서 다운로드"></a></p>
</td></tr></table></body></html>`,
    enc: "qp",
  },
  {
    family: "insawise",
    group: "negative",
    lang: "ko",
    kind: "payslip",
    code: null,
    link: null,
    from: "인사와이즈 <no-reply@insawise.com>",
    to: ME,
    subject: "[오빗랩] 2026년 9월 급여명세서가 도착했어요",
    date: "Wed, 23 Sep 2026 10:00:03 +0900",
    text: `2026년 9월 급여명세서가 도착했어요.

지급일: 2026년 9월 23일 (수) - 추석 연휴로 앞당겨 지급
실지급액: 3,906,170원

지급 합계 4,583,333원 (기본급 4,166,667 / 식대 200,000 / 연구활동비 216,666)
공제 합계   677,163원 (국민연금·건강보험·고용보험·소득세 등)

상세 내역은 인사와이즈 > 급여 > 급여명세서에서 확인할 수 있어요.
급여명세서는 개인정보 보호를 위해 로그인 후에만 볼 수 있어요.

(주)오빗랩 인사팀
`,
    html: `<html><body style="margin:0;background:#f6f7f9;">
<table width="500" align="center" cellpadding="0" cellspacing="0" style="background:#fff;border-radius:12px;margin:36px auto;font-family:'Pretendard',sans-serif;color:#1b1d1f;">
<tr><td style="padding:30px 32px 0 32px;"><img src="https://cdn.insawise.com/mail/insawise_logo.png" width="100" alt="인사와이즈"></td></tr>
<tr><td style="padding:20px 32px 4px 32px;font-size:14px;color:#8a949e;">(주)오빗랩 · 2026년 9월</td></tr>
<tr><td style="padding:0 32px 18px 32px;font-size:21px;font-weight:700;">급여명세서가 도착했어요</td></tr>
<tr><td style="padding:0 32px;"><table width="100%" cellpadding="0" cellspacing="0" style="background:#f6f7f9;border-radius:8px;font-size:14px;">
<tr><td style="padding:14px 16px 4px 16px;color:#8a949e;">실지급액</td><td align="right" style="padding:14px 16px 4px 16px;font-size:18px;font-weight:700;">3,906,170원</td></tr>
<tr><td style="padding:4px 16px;color:#8a949e;">지급일</td><td align="right" style="padding:4px 16px;">9월 23일 (수)</td></tr>
<tr><td style="padding:4px 16px;color:#8a949e;">지급 합계</td><td align="right" style="padding:4px 16px;">4,583,333원</td></tr>
<tr><td style="padding:4px 16px 14px 16px;color:#8a949e;">공제 합계</td><td align="right" style="padding:4px 16px 14px 16px;">677,163원</td></tr></table></td></tr>
<tr><td style="padding:22px 32px;"><a href="https://orbitlab.insawise.com/payroll/slips/2026-09" style="display:block;text-align:center;border:1px solid #d5d9de;color:#1b1d1f;text-decoration:none;padding:12px 0;border-radius:8px;font-size:14px;">명세서 자세히 보기</a></td></tr>
<tr><td style="padding:0 32px 26px 32px;font-size:12px;color:#a0a7ae;">급여명세서는 개인정보 보호를 위해 로그인 후에만 볼 수 있어요.</td></tr>
</table></body></html>`,
    enc: "b64",
  },
  {
    family: "insawise",
    group: "negative",
    lang: "ko",
    kind: "leave-approved",
    code: null,
    link: null,
    from: "인사와이즈 <no-reply@insawise.com>",
    to: ME,
    subject: "휴가 신청이 승인되었어요 (10/2 연차)",
    date: "Mon, 28 Sep 2026 14:16:49 +0900",
    text: `박서연님의 휴가 신청이 승인되었어요.

휴가 종류: 연차
기간: 2026년 10월 2일 (금) 1일
승인자: 이민호 (개발팀 리드)
잔여 연차: 8.5일 (2026년 기준)

10월 3일 개천절 주말과 10월 5일 대체공휴일까지 이어져요. 즐거운 연휴 보내세요!
`,
    html: null,
    enc: "8bit",
  },

  // ============================================================ chipmaru (hardware shop)
  {
    family: "chipmaru",
    group: "negative",
    lang: "ko",
    kind: "bank-transfer-due",
    code: null,
    link: null,
    from: "칩마루 <order@chipmaru.co.kr>",
    to: ME,
    subject: "[칩마루] 주문하신 상품의 입금 계좌를 안내해 드립니다 (주문번호 CM20260915-120933)",
    date: "Tue, 15 Sep 2026 16:44:10 +0900",
    text: `[칩마루] 무통장입금 안내

박서연 고객님, 주문해 주셔서 감사합니다.
아래 계좌로 9월 17일(목) 23:59까지 입금해 주시면 결제가 완료됩니다.

입금 계좌 : 서린은행 562-901-448271 (예금주: (주)칩마루)
입금 금액 : 1,147,000원
입금자명  : 오빗랩

주문번호 : CM20260915-120933
 - Raspberry Pi 5 8GB 보드 x 4        392,000원
 - 27인치 QHD 모니터 암 듀얼 x 2      158,000원
 - USB-C 10Gbps 도킹 스테이션 x 3     597,000원
 배송비 : 무료

기한 내 미입금 시 주문은 자동 취소됩니다.
세금계산서 발행을 원하시면 마이페이지 > 증빙서류에서 신청해 주세요.

(주)칩마루 | 서울특별시 용산구 청파로 74, 나진전자월드 3동 2층 | 02-712-4400
통신판매업신고 2019-서울용산-0814
`,
    html: `<html><head><meta charset="utf-8"></head><body style="margin:0;">
<table width="700" align="center" cellpadding="0" cellspacing="0" style="font-family:Dotum,'Malgun Gothic',sans-serif;font-size:12px;color:#333;border:1px solid #ddd;">
<tr><td style="background:#1a1a1a;padding:14px 20px;"><a href="https://www.chipmaru.co.kr/?utm_source=mail"><img src="https://www.chipmaru.co.kr/design/mail/logo_w.png" alt="칩마루" width="110" height="28" border="0"></a></td></tr>
<tr><td style="padding:24px 20px 6px 20px;font-size:18px;font-weight:bold;">무통장입금 안내</td></tr>
<tr><td style="padding:0 20px 16px 20px;line-height:20px;">박서연 고객님, 주문해 주셔서 감사합니다.<br>아래 계좌로 <b style="color:#e4002b;">9월 17일(목) 23:59</b>까지 입금해 주시면 결제가 완료됩니다.</td></tr>
<tr><td style="padding:0 20px;"><table width="100%" cellpadding="8" cellspacing="0" style="border:2px solid #e4002b;font-size:13px;">
<tr><td width="100" style="background:#fff4f5;font-weight:bold;">입금 계좌</td><td>서린은행 562-901-448271 (예금주: (주)칩마루)</td></tr>
<tr><td style="background:#fff4f5;font-weight:bold;">입금 금액</td><td><b>1,147,000원</b></td></tr>
<tr><td style="background:#fff4f5;font-weight:bold;">입금자명</td><td>오빗랩</td></tr></table></td></tr>
<tr><td style="padding:20px 20px 6px 20px;font-weight:bold;">주문번호 CM20260915-120933</td></tr>
<tr><td style="padding:0 20px;"><table width="100%" cellpadding="6" cellspacing="0" style="border-top:1px solid #333;font-size:12px;">
<tr><td style="border-bottom:1px solid #eee;">Raspberry Pi 5 8GB 보드</td><td align="center" style="border-bottom:1px solid #eee;">4</td><td align="right" style="border-bottom:1px solid #eee;">392,000원</td></tr>
<tr><td style="border-bottom:1px solid #eee;">27인치 QHD 모니터 암 듀얼</td><td align="center" style="border-bottom:1px solid #eee;">2</td><td align="right" style="border-bottom:1px solid #eee;">158,000원</td></tr>
<tr><td style="border-bottom:1px solid #eee;">USB-C 10Gbps 도킹 스테이션</td><td align="center" style="border-bottom:1px solid #eee;">3</td><td align="right" style="border-bottom:1px solid #eee;">597,000원</td></tr>
<tr><td colspan="2" style="border-bottom:1px solid #eee;">배송비</td><td align="right" style="border-bottom:1px solid #eee;">무료</td></tr></table></td></tr>
<tr><td style="padding:16px 20px;color:#777;line-height:18px;">기한 내 미입금 시 주문은 자동 취소됩니다.<br>세금계산서는 <a href="https://www.chipmaru.co.kr/mypage/receipt.html" style="color:#333;">마이페이지 &gt; 증빙서류</a>에서 신청해 주세요.</td></tr>
<tr><td style="background:#f4f4f4;padding:14px 20px;font-size:11px;color:#888;line-height:17px;">(주)칩마루 | 대표 오상철 | 서울특별시 용산구 청파로 74, 나진전자월드 3동 2층 | 고객센터 02-712-4400<br>사업자등록번호 106-86-51120 | 통신판매업신고 2019-서울용산-0814 | <a href="https://www.chipmaru.co.kr/member/agreement.html" style="color:#888;">이용약관</a> | <a href="https://www.chipmaru.co.kr/member/privacy.html" style="color:#888;">개인정보처리방침</a></td></tr>
</table></body></html>`,
    enc: "8bit",
  },
  {
    family: "chipmaru",
    group: "negative",
    lang: "ko",
    kind: "order-shipped",
    code: null,
    link: null,
    from: "칩마루 <order@chipmaru.co.kr>",
    to: ME,
    subject: "[칩마루] 주문하신 상품이 출고되었습니다",
    date: "Fri, 18 Sep 2026 15:02:37 +0900",
    text: `박서연 고객님, 주문하신 상품이 오늘 출고되었습니다.

주문번호 : CM20260915-120933
택배사   : 바른택배
송장번호 : 6120-4471-9853
배송지   : 서울 성동구 성수이로 118, 5층 (04783)

추석 연휴(9/24~9/26) 기간에는 택배 물량이 많아 배송이 1~2일 지연될 수 있습니다.
배송 조회: https://www.chipmaru.co.kr/mypage/order_detail.html?ord=CM20260915-120933

(주)칩마루 고객센터 02-712-4400 (평일 10:00~18:00, 점심 12:30~13:30)
`,
    html: `<html><body style="margin:0;">
<table width="700" align="center" cellpadding="0" cellspacing="0" style="font-family:Dotum,'Malgun Gothic',sans-serif;font-size:12px;color:#333;border:1px solid #ddd;">
<tr><td style="background:#1a1a1a;padding:14px 20px;"><img src="https://www.chipmaru.co.kr/design/mail/logo_w.png" alt="칩마루" width="110" height="28"></td></tr>
<tr><td style="padding:24px 20px 14px 20px;font-size:18px;font-weight:bold;">상품이 출고되었습니다 📦</td></tr>
<tr><td style="padding:0 20px;"><table width="100%" cellpadding="8" cellspacing="0" style="border-top:1px solid #333;font-size:13px;">
<tr><td width="100" style="background:#f7f7f7;border-bottom:1px solid #eee;">주문번호</td><td style="border-bottom:1px solid #eee;">CM20260915-120933</td></tr>
<tr><td style="background:#f7f7f7;border-bottom:1px solid #eee;">택배사</td><td style="border-bottom:1px solid #eee;">바른택배</td></tr>
<tr><td style="background:#f7f7f7;border-bottom:1px solid #eee;">송장번호</td><td style="border-bottom:1px solid #eee;">6120-4471-9853</td></tr>
<tr><td style="background:#f7f7f7;border-bottom:1px solid #eee;">배송지</td><td style="border-bottom:1px solid #eee;">서울 성동구 성수이로 118, 5층 (04783)</td></tr></table></td></tr>
<tr><td style="padding:16px 20px;color:#e4002b;">추석 연휴(9/24~9/26) 기간에는 배송이 1~2일 지연될 수 있습니다.</td></tr>
<tr><td style="padding:0 20px 20px 20px;"><a href="https://www.chipmaru.co.kr/mypage/order_detail.html?ord=CM20260915-120933" style="display:inline-block;padding:10px 24px;background:#1a1a1a;color:#fff;text-decoration:none;">배송 조회</a></td></tr>
<tr><td style="background:#f4f4f4;padding:14px 20px;font-size:11px;color:#888;">(주)칩마루 | 고객센터 02-712-4400 (평일 10:00~18:00)</td></tr>
</table></body></html>`,
    enc: "qp",
  },
  {
    family: "chipmaru",
    group: "regional",
    lang: "ko",
    kind: "guest-order-code",
    code: "285140",
    link: null,
    from: "칩마루 <member@chipmaru.co.kr>",
    to: ME,
    subject: "[칩마루] 비회원 주문조회 인증번호입니다",
    date: "Wed, 7 Oct 2026 11:19:55 +0900",
    text: `[칩마루] 비회원 주문조회 인증번호

요청하신 비회원 주문조회 인증번호는 [285140] 입니다.
3분 안에 입력해 주세요.

본인이 요청하지 않았다면 이 메일을 무시하셔도 됩니다.
(주)칩마루 고객센터 02-712-4400
`,
    html: `<html><body style="margin:0;">
<table width="600" align="center" cellpadding="0" cellspacing="0" style="font-family:'Malgun Gothic',sans-serif;color:#333;border:1px solid #ddd;">
<tr><td style="background:#1a1a1a;padding:14px 20px;"><img src="https://www.chipmaru.co.kr/design/mail/logo_w.png" alt="칩마루" width="110" height="28"></td></tr>
<tr><td style="padding:30px 20px 10px 20px;font-size:17px;font-weight:bold;text-align:center;">비회원 주문조회 인증번호</td></tr>
<tr><td align="center" style="padding:10px 20px 20px 20px;font-size:36px;font-weight:bold;letter-spacing:12px;color:#e4002b;">2 8 5 1 4 0</td></tr>
<tr><td style="padding:0 20px 26px 20px;font-size:13px;text-align:center;color:#777;">3분 안에 입력해 주세요.<br>본인이 요청하지 않았다면 이 메일을 무시하셔도 됩니다.</td></tr>
<tr><td style="background:#f4f4f4;padding:14px 20px;font-size:11px;color:#888;">(주)칩마루 | 고객센터 02-712-4400</td></tr>
</table></body></html>`,
    enc: "b64",
  },

  // ============================================================ hangang-devcon (conference)
  {
    family: "hangang-devcon",
    group: "consumer",
    lang: "en",
    kind: "confirm-email",
    code: null,
    link: "https://cfp.hangangdevcon.kr/accounts/confirm/MTQ4Mjk:1t2Xq8:fZ3kLrVw0pYcN9sTbQe_4uHg/",
    from: "HanRiver DevCon CFP <cfp@hangangdevcon.kr>",
    to: ME,
    subject: "[HanRiver DevCon 2026] Please confirm your email address",
    date: "Wed, 9 Sep 2026 12:37:21 +0900",
    text: `Hello Seoyeon Park,

You (or someone using your address) created a speaker account on the HanRiver DevCon 2026 call for
proposals site.

Please confirm your email address by opening this link:

https://cfp.hangangdevcon.kr/accounts/confirm/MTQ4Mjk:1t2Xq8:fZ3kLrVw0pYcN9sTbQe_4uHg/

After confirming you can submit talks until October 4, 2026 23:59 KST.
Talk formats: 30-minute session, 10-minute lightning talk, 2-hour workshop.

-- 
HanRiver DevCon 2026 Program Committee
November 21-22, 2026 - aT Center, Seoul
`,
    html: null,
  },
  {
    family: "hangang-devcon",
    group: "negative",
    lang: "en",
    kind: "ticket-confirmation",
    code: null,
    link: null,
    from: "HanRiver DevCon <tickets@hangangdevcon.kr>",
    to: ME,
    subject: "Your ticket for HanRiver DevCon 2026 (Order HRD26-03317)",
    date: "Thu, 24 Sep 2026 20:11:48 +0900",
    text: `Thanks for registering, Seoyeon!

HanRiver DevCon 2026
November 21 (Sat) - 22 (Sun), 2026
aT Center, 27 Gangnam-daero, Seocho-gu, Seoul

Ticket:     Conference Pass - Early Bird (2 days)
Attendee:   Seoyeon Park, Orbitlab
Order:      HRD26-03317
Paid:       KRW 165,000 (VAT incl.) - Dalmaji card •••• 4821

Show the QR code in the attached ticket (or in the app) at the registration desk.
Badge pick-up opens at 08:30 both days.

Add to calendar: https://hangangdevcon.kr/ics/hrd26.ics
Venue & getting there: https://hangangdevcon.kr/venue

HanRiver DevCon Organizing Committee - hello@hangangdevcon.kr
`,
    html: `<html><body style="margin:0;background:#0a1f3c;">
<table width="100%" cellpadding="0" cellspacing="0" style="background:#0a1f3c;"><tr><td align="center" style="padding:30px 10px;">
<table width="560" cellpadding="0" cellspacing="0" style="background:#ffffff;font-family:'Space Grotesk',Arial,sans-serif;color:#0a1f3c;">
<tr><td><img src="https://hangangdevcon.kr/mail/2026/header-bridge.png" width="560" height="160" alt="HanRiver DevCon 2026 · Nov 21-22 · Seoul" style="display:block;"></td></tr>
<tr><td style="padding:26px 32px 6px 32px;font-size:22px;font-weight:700;">Thanks for registering, Seoyeon!</td></tr>
<tr><td style="padding:0 32px 20px 32px;font-size:14px;line-height:22px;color:#43526b;">November 21 (Sat) – 22 (Sun), 2026 · aT Center, 27 Gangnam-daero, Seocho-gu, Seoul</td></tr>
<tr><td style="padding:0 32px;"><table width="100%" cellpadding="0" cellspacing="0" style="border:2px dashed #1cc7b1;border-radius:10px;"><tr>
<td style="padding:18px;font-size:13px;line-height:21px;"><b style="font-size:15px;">Conference Pass – Early Bird (2 days)</b><br>Seoyeon Park · Orbitlab<br>Order HRD26-03317<br>KRW 165,000 (VAT incl.) · •••• 4821</td>
<td width="110" align="center" style="padding:12px;"><img src="https://hangangdevcon.kr/t/qr/HRD26-03317-A1.png" width="96" height="96" alt="Ticket QR code"></td></tr></table></td></tr>
<tr><td style="padding:20px 32px;font-size:13px;line-height:21px;color:#43526b;">Show this QR code at the registration desk. Badge pick-up opens at 08:30 both days.</td></tr>
<tr><td style="padding:0 32px 28px 32px;"><a href="https://hangangdevcon.kr/ics/hrd26.ics" style="color:#0a7f70;font-weight:700;text-decoration:none;">Add to calendar</a> &nbsp;·&nbsp; <a href="https://hangangdevcon.kr/venue" style="color:#0a7f70;font-weight:700;text-decoration:none;">Getting there</a></td></tr>
</table>
<p style="font-family:Arial,sans-serif;font-size:11px;color:#8fa3c2;">HanRiver DevCon Organizing Committee · <a href="mailto:hello@hangangdevcon.kr" style="color:#8fa3c2;">hello@hangangdevcon.kr</a> · <a href="https://x.com/hangangdevcon" style="color:#8fa3c2;">X</a> · <a href="https://www.youtube.com/@hangangdevcon" style="color:#8fa3c2;">YouTube</a></p>
</td></tr></table></body></html>`,
    attachment: [
      "HRD26-03317-ticket.pdf",
      "application/pdf",
      "%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\n% ticket HRD26-03317\ntrailer << /Root 1 0 R >>\n%%EOF\n",
    ],
  },
  {
    family: "hangang-devcon",
    group: "negative",
    lang: "ko",
    kind: "newsletter",
    code: null,
    link: null,
    from: "한강데브콘 <news@hangangdevcon.kr>",
    to: ME,
    subject: "한강데브콘 2026 세션 시간표 공개 + 워크숍 사전 신청 안내",
    date: "Thu, 29 Oct 2026 18:00:00 +0900",
    text: `한강데브콘 2026 세션 시간표가 공개되었습니다!

11월 21일(토)
 09:30  키노트 - "작은 팀의 플랫폼 엔지니어링"
 11:00  트랙 A: Postgres 16 논리 복제 실전 / 트랙 B: 디자인 시스템과 토큰 파이프라인
 14:00  라이트닝 토크 (10분 x 8)

11월 22일(일)
 10:00  워크숍: Rust로 만드는 CLI (정원 40명, 사전 신청 필수)
 15:30  클로징 패널

워크숍 사전 신청은 11월 10일까지 받습니다. 티켓 보유자는 추가 비용이 없습니다.
전체 시간표: https://hangangdevcon.kr/schedule?utm_source=newsletter&utm_medium=email&utm_campaign=1029

수신거부: https://hangangdevcon.kr/newsletter/unsubscribe?e=c2VveWVvbi5wYXJr
`,
    html: `<html><body style="margin:0;background:#f1f4f9;">
<table width="600" align="center" cellpadding="0" cellspacing="0" style="background:#fff;font-family:'Noto Sans KR',sans-serif;color:#0a1f3c;">
<tr><td><img src="https://hangangdevcon.kr/mail/2026/nl-1029.png" width="600" alt="세션 시간표 공개" style="display:block;"></td></tr>
<tr><td style="padding:26px 30px 10px 30px;font-size:20px;font-weight:700;">세션 시간표가 공개되었습니다!</td></tr>
<tr><td style="padding:0 30px;font-size:14px;line-height:24px;">
<p style="margin:10px 0 4px 0;font-weight:700;color:#0a7f70;">11월 21일(토)</p>
09:30 키노트 – "작은 팀의 플랫폼 엔지니어링"<br>11:00 트랙 A: Postgres 16 논리 복제 실전 / 트랙 B: 디자인 시스템과 토큰 파이프라인<br>14:00 라이트닝 토크 (10분 × 8)
<p style="margin:14px 0 4px 0;font-weight:700;color:#0a7f70;">11월 22일(일)</p>
10:00 워크숍: Rust로 만드는 CLI (정원 40명, 사전 신청 필수)<br>15:30 클로징 패널</td></tr>
<tr><td style="padding:20px 30px;font-size:13px;color:#43526b;">워크숍 사전 신청은 11월 10일까지 받습니다. 티켓 보유자는 추가 비용이 없습니다.</td></tr>
<tr><td style="padding:0 30px 28px 30px;"><a href="https://hangangdevcon.kr/schedule?utm_source=newsletter&amp;utm_medium=email&amp;utm_campaign=1029" style="display:inline-block;background:#1cc7b1;color:#0a1f3c;font-weight:700;padding:12px 26px;text-decoration:none;border-radius:24px;">전체 시간표 보기</a></td></tr>
<tr><td style="padding:16px 30px;background:#0a1f3c;color:#8fa3c2;font-size:11px;">한강데브콘 조직위원회 · <a href="https://hangangdevcon.kr/newsletter/unsubscribe?e=c2VveWVvbi5wYXJr" style="color:#8fa3c2;">수신거부</a></td></tr>
</table></body></html>`,
    enc: "b64",
  },

  // ============================================================ hoshimori-partner (Japanese partner portal)
  {
    family: "hoshimori-partner",
    group: "regional",
    lang: "ja",
    kind: "otp-code",
    code: "447120",
    link: null,
    from: "星森システムズ パートナーポータル <portal-noreply@hoshimori-sys.co.jp>",
    to: ME,
    subject: "【星森パートナーポータル】ワンタイムパスワードのお知らせ",
    date: "Wed, 16 Sep 2026 10:05:12 +0900",
    text: `Orbitlab Inc.
Park Seoyeon 様

星森システムズ パートナーポータルへのログインに必要なワンタイムパスワードをお送りします。

━━━━━━━━━━━━━━━━━━━━
ワンタイムパスワード：447120
有効期限：2026/09/16 10:15
━━━━━━━━━━━━━━━━━━━━

ログイン画面に戻り、上記のワンタイムパスワードを入力してください。
有効期限を過ぎた場合は、再度ログインからやり直してください。

※本メールにお心当たりのない場合は、お手数ですが下記までご連絡ください。
※本メールは送信専用アドレスから送信しています。ご返信いただいてもお答えできません。

――――――――――――――――――――
株式会社星森システムズ パートナー推進部
〒530-0011 大阪府大阪市北区大深町3-1 グランフロント大阪 タワーB 21F
TEL 06-6359-2210（平日 9:30〜17:30）
partner-support@hoshimori-sys.co.jp
――――――――――――――――――――
`,
    html: `<html><head><meta charset="utf-8"></head><body style="margin:0;background:#f5f5f5;">
<table width="600" align="center" cellpadding="0" cellspacing="0" style="background:#fff;font-family:'Hiragino Kaku Gothic ProN','Meiryo',sans-serif;font-size:14px;color:#333;">
<tr><td style="padding:16px 24px;border-bottom:2px solid #2d5a8c;"><img src="https://partner.hoshimori-sys.co.jp/assets/img/mail_logo.png" alt="星森システムズ パートナーポータル" width="220" height="28"></td></tr>
<tr><td style="padding:26px 24px 10px 24px;line-height:1.9;">Orbitlab Inc.<br>Park Seoyeon 様<br><br>星森システムズ パートナーポータルへのログインに必要なワンタイムパスワードをお送りします。</td></tr>
<tr><td style="padding:10px 24px;"><table width="100%" cellpadding="0" cellspacing="0" style="background:#eef3f9;border:1px solid #c6d4e6;"><tr><td align="center" style="padding:20px;">
<div style="font-size:12px;color:#2d5a8c;">ワンタイムパスワード</div>
<div style="font-size:30px;font-weight:bold;letter-spacing:6px;margin:6px 0;">447120</div>
<div style="font-size:12px;color:#666;">有効期限：2026/09/16 10:15</div></td></tr></table></td></tr>
<tr><td style="padding:14px 24px 24px 24px;font-size:13px;line-height:1.8;color:#555;">ログイン画面に戻り、上記のワンタイムパスワードを入力してください。<br>有効期限を過ぎた場合は、再度ログインからやり直してください。<br>※本メールは送信専用アドレスから送信しています。</td></tr>
<tr><td style="padding:16px 24px;background:#f0f0f0;font-size:11px;line-height:1.7;color:#777;">株式会社星森システムズ パートナー推進部<br>〒530-0011 大阪府大阪市北区大深町3-1 グランフロント大阪 タワーB 21F<br>TEL 06-6359-2210（平日 9:30〜17:30）／ <a href="mailto:partner-support@hoshimori-sys.co.jp" style="color:#2d5a8c;">partner-support@hoshimori-sys.co.jp</a></td></tr>
</table></body></html>`,
    enc: "b64",
  },
  {
    family: "hoshimori-partner",
    group: "negative",
    lang: "ja",
    kind: "invoice-issued",
    code: null,
    link: null,
    from: "星森システムズ 経理部 <billing@hoshimori-sys.co.jp>",
    to: ME,
    subject: "【星森システムズ】2026年9月分 ご請求書発行のお知らせ",
    date: "Fri, 2 Oct 2026 09:30:00 +0900",
    text: `Orbitlab Inc.
ご担当者様

いつもお世話になっております。
株式会社星森システムズ 経理部でございます。

2026年9月分のご請求書を発行いたしましたので、パートナーポータルよりご確認ください。

請求書番号：HS-INV-2609-0312
件名：決済連携API 利用料（2026年9月分）
ご請求金額：¥198,000（税込）
お支払期限：2026年10月30日（金）
お振込先：みなと銀行 梅田支店 普通 4418207 カ）ホシモリシステムズ

※振込手数料は貴社にてご負担くださいますようお願い申し上げます。
※海外送金の場合は、SWIFTコード等をポータルの「お支払い方法」ページにてご確認ください。

今後ともどうぞよろしくお願い申し上げます。

株式会社星森システムズ 経理部
TEL 06-6359-2200
`,
    html: null,
    enc: "qp",
  },
  {
    family: "hoshimori-partner",
    group: "negative",
    lang: "ja",
    kind: "maintenance-notice",
    code: null,
    link: null,
    from: "星森システムズ パートナーポータル <portal-noreply@hoshimori-sys.co.jp>",
    to: ME,
    subject: "【重要】決済連携API サンドボックス環境 定期メンテナンスのお知らせ（10/17）",
    date: "Thu, 8 Oct 2026 15:00:00 +0900",
    text: `パートナー各位

平素より星森システムズの決済連携APIをご利用いただき、誠にありがとうございます。
下記の日程でサンドボックス環境の定期メンテナンスを実施いたします。

■ 日時
2026年10月17日（土）01:00〜06:00（日本時間／韓国時間 同時刻）

■ 対象
・サンドボックス環境（https://sandbox-api.hoshimori-sys.co.jp）
・パートナーポータルのテスト用APIキー発行機能

■ 影響
メンテナンス中はサンドボックス環境へのリクエストが HTTP 503 を返します。
本番環境（api.hoshimori-sys.co.jp）への影響はございません。

■ 変更内容
・TLS 1.0 / 1.1 の受付終了
・Webhook 署名ヘッダー（X-Hoshimori-Signature）の v2 形式への切り替え

詳細はパートナーポータルのお知らせ（ID: NT-2026-0418）をご参照ください。
https://partner.hoshimori-sys.co.jp/notices/NT-2026-0418

ご不便をおかけいたしますが、何卒ご理解のほどよろしくお願い申し上げます。
株式会社星森システムズ パートナー推進部
`,
    html: `<html><head><meta charset="utf-8"></head><body style="margin:0;background:#f5f5f5;">
<table width="600" align="center" cellpadding="0" cellspacing="0" style="background:#fff;font-family:'Hiragino Kaku Gothic ProN','Meiryo',sans-serif;font-size:14px;color:#333;">
<tr><td style="padding:16px 24px;border-bottom:2px solid #2d5a8c;"><img src="https://partner.hoshimori-sys.co.jp/assets/img/mail_logo.png" alt="星森システムズ パートナーポータル" width="220" height="28"></td></tr>
<tr><td style="padding:24px;line-height:1.9;">パートナー各位<br><br>平素より星森システムズの決済連携APIをご利用いただき、誠にありがとうございます。<br>下記の日程でサンドボックス環境の定期メンテナンスを実施いたします。
<h3 style="font-size:15px;border-left:4px solid #2d5a8c;padding-left:8px;margin:22px 0 8px 0;">日時</h3>2026年10月17日（土）01:00〜06:00（日本時間／韓国時間 同時刻）
<h3 style="font-size:15px;border-left:4px solid #2d5a8c;padding-left:8px;margin:22px 0 8px 0;">影響</h3>メンテナンス中はサンドボックス環境へのリクエストが HTTP 503 を返します。本番環境への影響はございません。
<h3 style="font-size:15px;border-left:4px solid #2d5a8c;padding-left:8px;margin:22px 0 8px 0;">変更内容</h3>・TLS 1.0 / 1.1 の受付終了<br>・Webhook 署名ヘッダー（X-Hoshimori-Signature）の v2 形式への切り替え
<p style="margin-top:20px;">詳細は<a href="https://partner.hoshimori-sys.co.jp/notices/NT-2026-0418" style="color:#2d5a8c;">お知らせ NT-2026-0418</a>をご参照ください。</p></td></tr>
<tr><td style="padding:16px 24px;background:#f0f0f0;font-size:11px;color:#777;">株式会社星森システムズ パートナー推進部 ／ TEL 06-6359-2210</td></tr>
</table></body></html>`,
    enc: "8bit",
  },

  // ============================================================ roomtone-meet (video meetings)
  {
    family: "roomtone-meet",
    group: "negative",
    lang: "en",
    kind: "meeting-invite",
    code: null,
    link: null,
    from: "Haruka Inoue via Roomtone <invites@roomtone.io>",
    to: ME,
    subject: "Invitation: Hoshimori x Orbitlab - webhook v2 migration @ Tue Oct 13, 2026 15:00 - 16:00 (KST)",
    date: "Fri, 9 Oct 2026 08:41:26 +0000",
    text: `Haruka Inoue (Hoshimori Systems) is inviting you to a scheduled Roomtone meeting.

Topic: Hoshimori x Orbitlab - webhook v2 migration
Time: Oct 13, 2026 15:00 Seoul / 15:00 Osaka (1 hour)

Join Roomtone meeting
https://hoshimori.roomtone.io/j/83017264451?pwd=Vb2kQx7TnEwR1zLp

Meeting ID: 830 1726 4451
Passcode: 519307

One tap mobile
+82 2-3483-1100,,83017264451#,,,,*519307# Korea
+81 3-4578-1488,,83017264451#,,,,*519307# Japan

Agenda
1. Signature header v2 - test vectors
2. Sandbox maintenance on 10/17
3. Go-live date for Orbitlab checkout

Attendees: Haruka Inoue, Kenta Morishita, Park Seoyeon, Lee Minho
`,
    html: `<html><body style="margin:0;font-family:Arial,Helvetica,sans-serif;color:#232333;">
<table width="560" cellpadding="0" cellspacing="0" style="border:1px solid #e4e4ed;">
<tr><td style="padding:20px 24px;background:#f7f7fa;"><img src="https://st.roomtone.io/mail/roomtone-logo.png" width="104" alt="Roomtone"></td></tr>
<tr><td style="padding:20px 24px 4px 24px;font-size:18px;font-weight:bold;">Hoshimori x Orbitlab – webhook v2 migration</td></tr>
<tr><td style="padding:0 24px 16px 24px;font-size:14px;color:#5a5a6e;">Tuesday, Oct 13, 2026 · 15:00 – 16:00 (Korea Standard Time)<br>Organizer: Haruka Inoue (Hoshimori Systems)</td></tr>
<tr><td style="padding:0 24px 18px 24px;"><a href="https://hoshimori.roomtone.io/j/83017264451?pwd=Vb2kQx7TnEwR1zLp" style="display:inline-block;background:#1d6bf3;color:#fff;text-decoration:none;padding:10px 22px;border-radius:6px;font-weight:bold;">Join meeting</a></td></tr>
<tr><td style="padding:0 24px 16px 24px;font-size:13px;line-height:21px;">Meeting ID: <b>830 1726 4451</b><br>Passcode: <b>519307</b><br><br>One tap mobile<br>+82 2-3483-1100,,83017264451#,,,,*519307# Korea<br>+81 3-4578-1488,,83017264451#,,,,*519307# Japan</td></tr>
<tr><td style="padding:0 24px 20px 24px;font-size:13px;line-height:21px;"><b>Agenda</b><ol style="margin:6px 0;padding-left:18px;"><li>Signature header v2 – test vectors</li><li>Sandbox maintenance on 10/17</li><li>Go-live date for Orbitlab checkout</li></ol></td></tr>
<tr><td style="padding:14px 24px;background:#f7f7fa;font-size:12px;color:#8a8aa0;">Going? <a href="https://roomtone.io/rsvp?e=ev_8301726&amp;r=yes" style="color:#1d6bf3;">Yes</a> · <a href="https://roomtone.io/rsvp?e=ev_8301726&amp;r=maybe" style="color:#1d6bf3;">Maybe</a> · <a href="https://roomtone.io/rsvp?e=ev_8301726&amp;r=no" style="color:#1d6bf3;">No</a></td></tr>
</table></body></html>`,
    attachment: [
      "invite.ics",
      "text/calendar",
      "BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//Roomtone//Scheduler//EN\r\nMETHOD:REQUEST\r\nBEGIN:VEVENT\r\nUID:ev_8301726@roomtone.io\r\nDTSTART:20261013T060000Z\r\nDTEND:20261013T070000Z\r\nSUMMARY:Hoshimori x Orbitlab - webhook v2 migration\r\nLOCATION:https://hoshimori.roomtone.io/j/83017264451\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n",
    ],
    enc: "qp",
  },
  {
    family: "roomtone-meet",
    group: "consumer",
    lang: "en",
    kind: "login-code",
    code: "903661",
    link: null,
    from: "Roomtone <no-reply@roomtone.io>",
    to: ME,
    subject: "903661 is your Roomtone sign-in code",
    date: "Tue, 13 Oct 2026 05:54:03 +0000",
    text: `Hi Seoyeon,

Enter this code to finish signing in to Roomtone on a new device:

903 661

The code expires in 10 minutes.

Device: Roomtone for Mac 6.3.1
Location: Seoul, KR

Not you? Someone may know your password. Change it in Settings > Security.

Roomtone Communications, Inc. · 1 Lincoln Plaza, Floor 8, Austin, TX 78701
Privacy · Terms · Help: https://support.roomtone.io
`,
    html: `<html><body style="margin:0;background:#ffffff;font-family:Arial,Helvetica,sans-serif;color:#232333;">
<table width="480" align="center" cellpadding="0" cellspacing="0">
<tr><td style="padding:30px 0 20px 0;"><img src="https://st.roomtone.io/mail/roomtone-logo.png" width="104" alt="Roomtone"></td></tr>
<tr><td style="font-size:15px;line-height:23px;">Hi Seoyeon,<br><br>Enter this code to finish signing in to Roomtone on a new device:</td></tr>
<tr><td style="padding:22px 0;font-size:34px;font-weight:bold;letter-spacing:3px;">903 661</td></tr>
<tr><td style="font-size:13px;line-height:20px;color:#6e6e80;">The code expires in 10 minutes.<br>Device: Roomtone for Mac 6.3.1 · Location: Seoul, KR</td></tr>
<tr><td style="padding:20px 0;font-size:13px;color:#6e6e80;">Not you? Someone may know your password. Change it in Settings &gt; Security.</td></tr>
<tr><td style="padding:18px 0 30px 0;border-top:1px solid #ececf2;font-size:11px;line-height:17px;color:#9a9aae;">Roomtone Communications, Inc. · 1 Lincoln Plaza, Floor 8, Austin, TX 78701<br><a href="https://roomtone.io/privacy" style="color:#9a9aae;">Privacy</a> · <a href="https://roomtone.io/terms" style="color:#9a9aae;">Terms</a> · <a href="https://support.roomtone.io" style="color:#9a9aae;">Help</a></td></tr>
</table></body></html>`,
  },

  {
    family: "hoshimori-partner",
    group: "negative",
    lang: "ja",
    kind: "api-key-reissued",
    code: null,
    link: null,
    from: "星森システムズ パートナーポータル <portal-noreply@hoshimori-sys.co.jp>",
    to: ME,
    subject: "【星森パートナーポータル】APIキー再発行完了のお知らせ",
    date: "Mon, 21 Sep 2026 11:42:18 +0900",
    text: `Orbitlab Inc.
Park Seoyeon 様

ご依頼いただいた本番環境APIキーの再発行が完了しました。

加盟店ID：HSM-KR-000731
キー名称：orbitlab-checkout-prod
新しいキー（末尾4桁）：…9f2c
旧キーの失効日時：2026/09/28 23:59（日本時間）

新しいキーはパートナーポータルの「APIキー管理」画面から1回のみ表示できます。
旧キーは失効日時まで引き続きご利用いただけますので、期限内に切り替えをお願いいたします。

※本メールにキーそのものは記載しておりません。
株式会社星森システムズ パートナー推進部　TEL 06-6359-2210
`,
    html: null,
    enc: "b64",
  },

  // ============================================================ bodyum-fitness (gym)
  {
    family: "bodyum-fitness",
    group: "negative",
    lang: "ko",
    kind: "pt-booking",
    code: null,
    link: null,
    from: "바디움 피트니스 성수 <seongsu@bodyum.fit>",
    to: ME,
    subject: "[바디움] PT 예약 확정 안내 - 9/22(화) 07:00",
    date: "Sun, 20 Sep 2026 21:03:45 +0900",
    text: `[바디움 피트니스 성수점] PT 예약 확정

박서연 회원님, PT 예약이 확정되었습니다.

일시: 2026년 9월 22일 (화) 07:00 ~ 07:50
트레이너: 최도현 코치
잔여 횟수: 11회 / 20회 (유효기간 2027.01.31)
장소: 서울 성동구 아차산로 17길 49, B1

※ 예약 변경·취소는 수업 12시간 전까지 앱에서 가능합니다. 이후 취소 시 1회 차감됩니다.
※ 운동복·수건은 무료로 제공됩니다. 락커 번호는 프런트에서 안내해 드립니다.

바디움 피트니스 성수점 02-462-7700
`,
    html: `<html><body style="margin:0;background:#111;">
<table width="100%" cellpadding="0" cellspacing="0" style="background:#111;"><tr><td align="center" style="padding:24px 10px;">
<table width="460" cellpadding="0" cellspacing="0" style="background:#1c1c1c;color:#f2f2f2;font-family:'Apple SD Gothic Neo',sans-serif;border-radius:10px;">
<tr><td style="padding:24px 26px 8px 26px;"><img src="https://bodyum.fit/img/mail/bodyum_w.png" width="96" alt="BODYUM"></td></tr>
<tr><td style="padding:10px 26px 4px 26px;font-size:20px;font-weight:bold;">PT 예약이 확정되었어요 💪</td></tr>
<tr><td style="padding:0 26px 18px 26px;font-size:13px;color:#aaa;">바디움 피트니스 성수점</td></tr>
<tr><td style="padding:0 26px;"><table width="100%" cellpadding="0" cellspacing="0" style="font-size:14px;background:#262626;border-radius:8px;">
<tr><td style="padding:12px 16px 4px 16px;color:#999;">일시</td><td style="padding:12px 16px 4px 16px;" align="right"><b style="color:#c6ff3d;">9월 22일 (화) 07:00</b></td></tr>
<tr><td style="padding:4px 16px;color:#999;">트레이너</td><td style="padding:4px 16px;" align="right">최도현 코치</td></tr>
<tr><td style="padding:4px 16px 12px 16px;color:#999;">잔여 횟수</td><td style="padding:4px 16px 12px 16px;" align="right">11회 / 20회</td></tr></table></td></tr>
<tr><td style="padding:18px 26px 24px 26px;font-size:12px;line-height:1.8;color:#aaa;">· 예약 변경·취소는 수업 12시간 전까지 앱에서 가능합니다.<br>· 운동복·수건은 무료로 제공됩니다.<br>서울 성동구 아차산로 17길 49, B1 · 02-462-7700</td></tr>
</table></td></tr></table></body></html>`,
    enc: "qp",
  },
  {
    family: "bodyum-fitness",
    group: "negative",
    lang: "ko",
    kind: "membership-expiring",
    code: null,
    link: null,
    from: "바디움 피트니스 <no-reply@bodyum.fit>",
    to: ME,
    subject: "(광고) 박서연님, 회원권 만료 D-14 · 재등록 시 1개월 추가 혜택",
    date: "Sat, 17 Oct 2026 10:00:00 +0900",
    text: `(광고) 바디움 피트니스

박서연님의 헬스 6개월 회원권이 2026년 10월 31일에 만료됩니다.

10월 25일까지 재등록하시면
 - 6개월 429,000원 → 1개월 추가 (총 7개월)
 - 12개월 759,000원 → 2개월 추가 + 개인 락커 무료

재등록은 프런트 또는 바디움 앱 > 회원권 > 연장하기에서 가능합니다.
법인 제휴 회원(오빗랩)은 결제 시 제휴 할인 10%가 자동 적용됩니다.

무료수신거부 080-870-4411
바디움 피트니스 성수점 | 서울 성동구 아차산로 17길 49, B1 | 02-462-7700
`,
    html: null,
    enc: "b64",
  },

  // ============================================================ shenjing-pcba (Shenzhen supplier)
  {
    family: "shenjing-pcba",
    group: "regional",
    lang: "zh",
    kind: "verify-code",
    code: "803152",
    link: null,
    from: "深晶电子客户中心 <service@shenjing-pcba.com>",
    to: ME,
    subject: "【深晶电子】邮箱验证码",
    date: "Mon, 7 Sep 2026 16:20:31 +0800",
    text: `尊敬的客户：

您正在注册深晶电子在线报价平台账号，本次操作的邮箱验证码为：

803152

验证码 15 分钟内有效，请勿泄露给他人。
如非本人操作，请忽略本邮件。

深圳市深晶电子科技有限公司
地址：广东省深圳市宝安区福永街道凤凰第三工业区 A 栋 3 楼
电话：+86 755-2734 8810
`,
    html: `<html><head><meta charset="utf-8"></head><body style="margin:0;background:#f2f4f7;">
<table width="600" align="center" cellpadding="0" cellspacing="0" style="background:#fff;font-family:'Microsoft YaHei','PingFang SC',sans-serif;color:#333;">
<tr><td style="padding:18px 30px;background:#0a7d3e;"><img src="https://www.shenjing-pcba.com/static/mail/logo-white.png" width="150" alt="深晶电子 SHENJING PCBA"></td></tr>
<tr><td style="padding:30px 30px 10px 30px;font-size:14px;line-height:24px;">尊敬的客户：<br>您正在注册深晶电子在线报价平台账号，本次操作的邮箱验证码为：</td></tr>
<tr><td style="padding:10px 30px;"><span style="display:inline-block;font-size:28px;font-weight:bold;color:#0a7d3e;letter-spacing:4px;border-bottom:2px solid #0a7d3e;padding:4px 2px;">803152</span></td></tr>
<tr><td style="padding:16px 30px 26px 30px;font-size:13px;line-height:22px;color:#888;">验证码 15 分钟内有效，请勿泄露给他人。<br>如非本人操作，请忽略本邮件。</td></tr>
<tr><td style="padding:16px 30px;background:#f7f7f7;font-size:12px;line-height:20px;color:#999;">深圳市深晶电子科技有限公司<br>广东省深圳市宝安区福永街道凤凰第三工业区 A 栋 3 楼 · +86 755-2734 8810<br><a href="https://www.shenjing-pcba.com" style="color:#0a7d3e;">www.shenjing-pcba.com</a></td></tr>
</table></body></html>`,
    enc: "b64",
  },
  {
    family: "shenjing-pcba",
    group: "negative",
    lang: "zh",
    kind: "order-shipped",
    code: null,
    link: null,
    from: "深晶电子 订单中心 <order@shenjing-pcba.com>",
    to: ME,
    subject: "【深晶电子】订单 SJ2609-07713 已发货",
    date: "Wed, 30 Sep 2026 17:48:09 +0800",
    text: `尊敬的 Orbitlab Inc. 客户：

您的订单 SJ2609-07713 已于 2026-09-30 发货。

产品：4 层 PCB + SMT 贴片（LoRa 网关主板 v1.3）
数量：50 pcs
快递：DHL Express
运单号：4821 7730 15
预计送达：2026-10-06（国庆假期期间清关可能延迟）

金额：USD 1,236.00（已付款）

收件地址：Orbitlab Inc., 5F, 118 Seongsui-ro, Seongdong-gu, Seoul 04783, Korea

如有质量问题，请在收货后 7 天内联系您的客户经理 林小姐（lin.yuting@shenjing-pcba.com）。

深圳市深晶电子科技有限公司
`,
    html: `<html><head><meta charset="utf-8"></head><body style="margin:0;background:#f2f4f7;">
<table width="600" align="center" cellpadding="0" cellspacing="0" style="background:#fff;font-family:'Microsoft YaHei','PingFang SC',sans-serif;color:#333;font-size:14px;">
<tr><td style="padding:18px 30px;background:#0a7d3e;"><img src="https://www.shenjing-pcba.com/static/mail/logo-white.png" width="150" alt="深晶电子 SHENJING PCBA"></td></tr>
<tr><td style="padding:26px 30px 10px 30px;line-height:24px;">尊敬的 Orbitlab Inc. 客户：<br>您的订单 <b>SJ2609-07713</b> 已于 2026-09-30 发货。</td></tr>
<tr><td style="padding:10px 30px;"><table width="100%" cellpadding="8" cellspacing="0" border="1" style="border-collapse:collapse;border-color:#e5e5e5;font-size:13px;">
<tr><td width="110" bgcolor="#f7f7f7">产品</td><td>4 层 PCB + SMT 贴片（LoRa 网关主板 v1.3）</td></tr>
<tr><td bgcolor="#f7f7f7">数量</td><td>50 pcs</td></tr>
<tr><td bgcolor="#f7f7f7">快递 / 运单号</td><td>DHL Express · 4821 7730 15</td></tr>
<tr><td bgcolor="#f7f7f7">预计送达</td><td>2026-10-06（国庆假期期间清关可能延迟）</td></tr>
<tr><td bgcolor="#f7f7f7">金额</td><td>USD 1,236.00（已付款）</td></tr></table></td></tr>
<tr><td style="padding:16px 30px 24px 30px;font-size:13px;line-height:22px;color:#666;">如有质量问题，请在收货后 7 天内联系您的客户经理 林小姐（<a href="mailto:lin.yuting@shenjing-pcba.com" style="color:#0a7d3e;">lin.yuting@shenjing-pcba.com</a>）。</td></tr>
<tr><td style="padding:16px 30px;background:#f7f7f7;font-size:12px;color:#999;">深圳市深晶电子科技有限公司 · +86 755-2734 8810</td></tr>
</table></body></html>`,
    enc: "qp",
  },

  // ============================================================ wortfluss (translation API, Berlin)
  {
    family: "wortfluss",
    group: "negative",
    lang: "de",
    kind: "invoice",
    code: null,
    link: null,
    from: "Wortfluss Buchhaltung <rechnung@wortfluss.de>",
    to: ME,
    subject: "Ihre Rechnung WF-2026-10-02291 (Wortfluss API, Oktober 2026)",
    date: "Sun, 1 Nov 2026 07:15:40 +0100",
    text: `Guten Tag,

anbei erhalten Sie Ihre Rechnung für die Nutzung der Wortfluss Übersetzungs-API.

Rechnungsnummer:   WF-2026-10-02291
Kundennummer:      K-884102
Leistungszeitraum: 01.10.2026 - 31.10.2026
Tarif:             Team (2 Mio. Zeichen inklusive)
Zusatzzeichen:     340.512 x 0,000018 EUR
Rechnungsbetrag:   95,13 EUR

Hinweis: Steuerschuldnerschaft des Leistungsempfängers (Reverse Charge), USt-IdNr. DE318840271.

Der Betrag wird am 05.11.2026 von Ihrer hinterlegten Kreditkarte (•••• 4821) eingezogen.
Sie müssen nichts weiter tun.

Mit freundlichen Grüßen
Ihr Wortfluss-Team

Wortfluss GmbH · Schlesische Straße 28 · 10997 Berlin
Amtsgericht Charlottenburg HRB 201447 B · Geschäftsführung: Lena Albrecht
`,
    html: `<html><body style="margin:0;background:#faf8f5;font-family:Georgia,'Times New Roman',serif;color:#222;">
<table width="560" align="center" cellpadding="0" cellspacing="0" style="background:#fff;margin:28px auto;border:1px solid #ebe6df;">
<tr><td style="padding:26px 32px 10px 32px;font-size:22px;letter-spacing:1px;">wortfluss<span style="color:#d2552c;">.</span></td></tr>
<tr><td style="padding:10px 32px;font-family:Arial,sans-serif;font-size:14px;line-height:22px;">Guten Tag,<br><br>anbei erhalten Sie Ihre Rechnung für die Nutzung der Wortfluss Übersetzungs-API.</td></tr>
<tr><td style="padding:10px 32px;"><table width="100%" cellpadding="6" cellspacing="0" style="font-family:Arial,sans-serif;font-size:13px;">
<tr><td style="color:#777;border-bottom:1px solid #f0ece6;">Rechnungsnummer</td><td align="right" style="border-bottom:1px solid #f0ece6;">WF-2026-10-02291</td></tr>
<tr><td style="color:#777;border-bottom:1px solid #f0ece6;">Kundennummer</td><td align="right" style="border-bottom:1px solid #f0ece6;">K-884102</td></tr>
<tr><td style="color:#777;border-bottom:1px solid #f0ece6;">Leistungszeitraum</td><td align="right" style="border-bottom:1px solid #f0ece6;">01.10.2026 – 31.10.2026</td></tr>
<tr><td style="color:#777;border-bottom:1px solid #f0ece6;">Zusatzzeichen</td><td align="right" style="border-bottom:1px solid #f0ece6;">340.512 × 0,000018 EUR</td></tr>
<tr><td style="font-weight:bold;">Rechnungsbetrag</td><td align="right" style="font-weight:bold;">95,13 EUR</td></tr></table></td></tr>
<tr><td style="padding:14px 32px;font-family:Arial,sans-serif;font-size:13px;line-height:20px;color:#555;">Der Betrag wird am 05.11.2026 von Ihrer hinterlegten Kreditkarte (•••• 4821) eingezogen. Sie müssen nichts weiter tun.<br><span style="font-size:11px;color:#999;">Steuerschuldnerschaft des Leistungsempfängers (Reverse Charge).</span></td></tr>
<tr><td style="padding:16px 32px;background:#f5f1eb;font-family:Arial,sans-serif;font-size:11px;line-height:17px;color:#8a8175;">Wortfluss GmbH · Schlesische Straße 28 · 10997 Berlin · HRB 201447 B<br><a href="https://wortfluss.de/impressum" style="color:#8a8175;">Impressum</a> · <a href="https://wortfluss.de/datenschutz" style="color:#8a8175;">Datenschutz</a> · <a href="https://app.wortfluss.de/billing" style="color:#8a8175;">Rechnungen im Dashboard</a></td></tr>
</table></body></html>`,
    html_enc: "qp",
    attachment: [
      "WF-2026-10-02291.pdf",
      "application/pdf",
      "%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\n% Rechnung WF-2026-10-02291\ntrailer << /Root 1 0 R >>\n%%EOF\n",
    ],
  },
];
