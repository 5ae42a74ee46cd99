/**
 * The inbox of a young gamer, streamer and small crypto trader in Southeast Asia over two months
 * (Sep–Oct 2025): game accounts and launchers, streaming payouts, esports sites, top-up shops,
 * e-wallets, a bank, crypto exchanges, a carrier, marketplaces, food delivery, a VPN, a gear shop and
 * a music app, in English, Vietnamese, Thai, Indonesian, Malay, Tagalog and Traditional Chinese.
 * @module
 */

import type { Mail } from "../holdout_kit.ts";

// ---------------------------------------------------------------- shared bits of markup

function button(href: string, label: string, bg = "#5b3cf5", fg = "#ffffff"): string {
  return `<table role="presentation" cellpadding="0" cellspacing="0" border="0" style="margin:24px auto">
  <tr>
    <td align="center" bgcolor="${bg}" style="border-radius:6px;mso-padding-alt:14px 30px">
      <a href="${href}" target="_blank" style="display:inline-block;padding:14px 30px;font-family:Arial,Helvetica,sans-serif;font-size:15px;font-weight:bold;line-height:18px;color:${fg};text-decoration:none;border-radius:6px">${label}</a>
    </td>
  </tr>
</table>`;
}

function preheader(s: string): string {
  return `<div style="display:none;font-size:1px;color:#fefefe;line-height:1px;max-height:0px;max-width:0px;opacity:0;overflow:hidden">${s}&#847;&zwnj;&nbsp;&#847;&zwnj;&nbsp;&#847;&zwnj;&nbsp;</div>`;
}

/** A dark "gaming" shell: logo row, card, footer. */
function dark(
  o: { lang: string; title: string; pre: string; logo: string; accent: string; body: string; footer: string },
): string {
  return `<!DOCTYPE html>
<html lang="${o.lang}" xmlns="http://www.w3.org/1999/xhtml">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${o.title}</title>
<style>
  body { margin:0; padding:0; background:#0e0f14; }
  a { color:${o.accent}; }
  @media only screen and (max-width:600px) { .card { width:100% !important; } .px { padding-left:18px !important; padding-right:18px !important; } }
</style>
</head>
<body style="margin:0;padding:0;background:#0e0f14">
${preheader(o.pre)}
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" bgcolor="#0e0f14">
  <tr>
    <td align="center" style="padding:28px 10px">
      <table role="presentation" class="card" width="580" cellpadding="0" cellspacing="0" border="0">
        <tr>
          <td style="padding:0 0 20px 0">${o.logo}</td>
        </tr>
        <tr>
          <td class="px" bgcolor="#181a22" style="padding:36px 40px;border-radius:10px;border-top:3px solid ${o.accent};font-family:'Segoe UI',Arial,sans-serif;font-size:15px;line-height:23px;color:#d9dbe3">
${o.body}
          </td>
        </tr>
        <tr>
          <td style="padding:24px 10px;font-family:Arial,sans-serif;font-size:11px;line-height:17px;color:#6f7382" align="center">
${o.footer}
          </td>
        </tr>
      </table>
    </td>
  </tr>
</table>
</body>
</html>`;
}

/** A light retail / banking shell with a coloured header band. */
function light(
  o: {
    lang: string;
    title: string;
    pre: string;
    band: string;
    head: string;
    body: string;
    footer: string;
    width?: number;
  },
): string {
  return `<!doctype html>
<html lang="${o.lang}">
<head>
<meta http-equiv="Content-Type" content="text/html; charset=UTF-8">
<meta name="viewport" content="width=device-width">
<title>${o.title}</title>
</head>
<body style="margin:0;padding:0;background-color:#f2f3f5;-webkit-text-size-adjust:none">
${preheader(o.pre)}
<center>
<table width="100%" cellspacing="0" cellpadding="0" border="0" style="background-color:#f2f3f5">
<tr><td align="center" valign="top" style="padding:20px 8px">
  <table width="${
    o.width ?? 600
  }" cellspacing="0" cellpadding="0" border="0" style="background-color:#ffffff;border:1px solid #e3e5e8">
    <tr><td style="background-color:${o.band};padding:18px 28px">${o.head}</td></tr>
    <tr><td style="padding:28px 28px 8px 28px;font-family:Helvetica,Arial,sans-serif;font-size:14px;line-height:21px;color:#2b2d31">
${o.body}
    </td></tr>
  </table>
  <table width="${o.width ?? 600}" cellspacing="0" cellpadding="0" border="0">
    <tr><td style="padding:18px 28px;font-family:Helvetica,Arial,sans-serif;font-size:11px;line-height:16px;color:#8a8d93">
${o.footer}
    </td></tr>
  </table>
</td></tr>
</table>
</center>
</body>
</html>`;
}

function img(src: string, alt: string, w: number, h: number): string {
  return `<img src="${src}" alt="${alt}" width="${w}" height="${h}" border="0" style="display:block;border:0;outline:none;text-decoration:none">`;
}

function row(label: string, value: string): string {
  return `<tr><td style="padding:6px 0;color:#6b6f76;font-size:13px">${label}</td><td align="right" style="padding:6px 0;font-size:13px;color:#1f2124">${value}</td></tr>`;
}

function table(rows: string): string {
  return `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="border-top:1px solid #e6e7ea;border-bottom:1px solid #e6e7ea;margin:14px 0">
${rows}
</table>`;
}

// ---------------------------------------------------------------- Riftborne Studios (game account)

const RB_LOGO = img("https://cdn.riftborne.gg/mail/logo-wordmark-white.png", "RIFTBORNE", 148, 32);
const RB_FOOT =
  `<a href="https://support.riftborne.gg/hc" style="color:#8d91a1">Support</a> &nbsp;·&nbsp; <a href="https://riftborne.gg/legal/privacy" style="color:#8d91a1">Privacy</a> &nbsp;·&nbsp; <a href="https://riftborne.gg/legal/terms" style="color:#8d91a1">Terms of Service</a><br><br>
<a href="https://x.com/riftbornegg">${
    img("https://cdn.riftborne.gg/mail/x.png", "X", 20, 20)
  }</a> <a href="https://discord.gg/riftborne">${
    img("https://cdn.riftborne.gg/mail/discord.png", "Discord", 20, 20)
  }</a> <a href="https://youtube.com/@riftborne">${
    img("https://cdn.riftborne.gg/mail/yt.png", "YouTube", 20, 20)
  }</a><br><br>
© 2025 Riftborne Studios Pte. Ltd. · 71 Ayer Rajah Crescent #04-12, Singapore 139951<br>
You received this mail because it concerns the security of your Riftborne Account.`;

const riftborne: Mail[] = [
  {
    family: "riftborne-studios",
    group: "consumer",
    lang: "en",
    kind: "login-code",
    code: "684219",
    link: null,
    from: "Riftborne Account <no-reply@id.riftborne.gg>",
    subject: "684 219 is your Riftborne sign-in code",
    date: "Tue, 02 Sep 2025 14:14:07 +0000",
    enc: "qp",
    text: `RIFTBORNE

Hi nightowl_khoa,

Someone (hopefully you) is signing in to your Riftborne Account from a new device.

Your sign-in code:

    684 219

This code expires in 10 minutes and can only be used once.

Device:   Chrome 128 on Windows
Location: Ho Chi Minh City, Vietnam (approx.)
Time:     2 Sep 2025, 21:14 (UTC+7)

If this wasn't you, do not share the code. Change your password and turn on the authenticator app at https://id.riftborne.gg/security

Riftborne Support never asks for this code by chat, e-mail or phone.

--
Support: https://support.riftborne.gg/hc
Privacy: https://riftborne.gg/legal/privacy
(c) 2025 Riftborne Studios Pte. Ltd., 71 Ayer Rajah Crescent #04-12, Singapore 139951
`,
    html: dark({
      lang: "en",
      title: "Your sign-in code",
      pre: "Use this code to finish signing in. It expires in 10 minutes.",
      logo: RB_LOGO,
      accent: "#ff5a36",
      body:
        `<h1 style="margin:0 0 18px;font-size:22px;line-height:28px;color:#ffffff;font-weight:700">Finish signing in</h1>
<p style="margin:0 0 14px">Hi nightowl_khoa,</p>
<p style="margin:0 0 14px">Someone (hopefully you) is signing in to your Riftborne Account from a new device. Enter this code to continue:</p>
<table role="presentation" cellpadding="0" cellspacing="0" border="0" width="100%" style="margin:22px 0">
  <tr><td align="center" bgcolor="#0e0f14" style="padding:22px 0;border-radius:8px;font-family:'Courier New',monospace;font-size:34px;letter-spacing:10px;font-weight:bold;color:#ffffff">684 219</td></tr>
</table>
<p style="margin:0 0 14px;font-size:13px;color:#9a9eae">The code expires in 10 minutes and can only be used once.</p>
<table role="presentation" cellpadding="0" cellspacing="0" border="0" style="font-size:13px;color:#9a9eae;margin:0 0 18px">
  <tr><td style="padding:2px 14px 2px 0">Device</td><td style="color:#d9dbe3">Chrome 128 on Windows</td></tr>
  <tr><td style="padding:2px 14px 2px 0">Location</td><td style="color:#d9dbe3">Ho Chi Minh City, Vietnam (approx.)</td></tr>
  <tr><td style="padding:2px 14px 2px 0">Time</td><td style="color:#d9dbe3">2 Sep 2025, 21:14 (UTC+7)</td></tr>
</table>
<p style="margin:0;font-size:13px;color:#9a9eae">Wasn't you? Don't share the code — <a href="https://id.riftborne.gg/security" style="color:#ff5a36">secure your account</a>. Riftborne Support never asks for this code.</p>`,
      footer: RB_FOOT,
    }),
  },
  {
    family: "riftborne-studios",
    group: "consumer",
    lang: "en",
    kind: "new-device",
    code: null,
    link: null,
    from: "Riftborne Account <no-reply@id.riftborne.gg>",
    subject: "New sign-in to your Riftborne Account",
    date: "Fri, 19 Sep 2025 03:41:55 +0000",
    enc: "qp",
    text: `Hi nightowl_khoa,

Your Riftborne Account was just signed in on a new device.

  Riftborne Launcher 3.12.0 on Windows 11
  Da Nang, Vietnam (IP 113.161.xx.xx)
  19 Sep 2025, 10:41 (UTC+7)

If this was you, there's nothing else to do.

If you don't recognise this activity, reset your password right away and sign out all sessions:
https://id.riftborne.gg/security/sessions

Account ID ending in ...7829

Riftborne Studios Pte. Ltd. · 71 Ayer Rajah Crescent #04-12, Singapore 139951
`,
    html: dark({
      lang: "en",
      title: "New sign-in",
      pre: "Riftborne Launcher on Windows 11 · Da Nang, Vietnam",
      logo: RB_LOGO,
      accent: "#ff5a36",
      body: `<h1 style="margin:0 0 18px;font-size:22px;color:#ffffff">New sign-in detected</h1>
<p style="margin:0 0 14px">Hi nightowl_khoa, your Riftborne Account was just signed in on a new device.</p>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="background:#0e0f14;border-radius:8px;margin:0 0 18px">
  <tr><td style="padding:16px 20px;font-size:14px;line-height:22px;color:#d9dbe3">
    <b style="color:#ffffff">Riftborne Launcher 3.12.0</b> on Windows 11<br>
    Da Nang, Vietnam · IP 113.161.xx.xx<br>
    19 Sep 2025, 10:41 (UTC+7)
  </td></tr>
</table>
<p style="margin:0 0 14px">If this was you, there's nothing else to do.</p>
<p style="margin:0 0 14px">Don't recognise it? Reset your password and sign out every session.</p>
${button("https://id.riftborne.gg/security/sessions", "Review sessions", "#2a2d3a")}
<p style="margin:0;font-size:12px;color:#6f7382">Account ID ending in …7829</p>`,
      footer: RB_FOOT,
    }),
  },
  {
    family: "riftborne-studios",
    group: "consumer",
    lang: "en",
    kind: "reset-link",
    code: null,
    link: "https://id.riftborne.gg/reset-password?token=Qm8xT2vLr4ZcP1nW7yHsA0&uid=4417829",
    from: "Riftborne Account <no-reply@id.riftborne.gg>",
    subject: "Reset your Riftborne password",
    date: "Sat, 11 Oct 2025 16:02:19 +0000",
    enc: "b64",
    text: `Hi nightowl_khoa,

We got a request to reset the password for the Riftborne Account linked to this address.

Reset your password:
https://id.riftborne.gg/reset-password?token=Qm8xT2vLr4ZcP1nW7yHsA0&uid=4417829

The link works once and expires in 60 minutes. If you didn't ask for this, ignore this e-mail; your password won't change.

Need help? https://support.riftborne.gg/hc

Riftborne Studios Pte. Ltd. · Singapore
`,
    html: dark({
      lang: "en",
      title: "Reset your password",
      pre: "This link expires in 60 minutes.",
      logo: RB_LOGO,
      accent: "#ff5a36",
      body: `<h1 style="margin:0 0 18px;font-size:22px;color:#ffffff">Reset your password</h1>
<p style="margin:0 0 14px">Hi nightowl_khoa,</p>
<p style="margin:0 0 14px">We got a request to reset the password for the Riftborne Account linked to this address.</p>
${
        button(
          "https://id.riftborne.gg/reset-password?token=Qm8xT2vLr4ZcP1nW7yHsA0&amp;uid=4417829",
          "RESET PASSWORD",
          "#ff5a36",
        )
      }
<p style="margin:0 0 14px;font-size:13px;color:#9a9eae">The link works once and expires in 60 minutes. If you didn't ask for this, you can ignore this e-mail — your password won't change.</p>
<p style="margin:0;font-size:12px;color:#6f7382;word-break:break-all">Button not working? Paste this into your browser:<br><a href="https://id.riftborne.gg/reset-password?token=Qm8xT2vLr4ZcP1nW7yHsA0&amp;uid=4417829" style="color:#ff5a36">https://id.riftborne.gg/reset-password?token=Qm8xT2vLr4ZcP1nW7yHsA0&amp;uid=4417829</a></p>`,
      footer: RB_FOOT,
    }),
  },
];

// ---------------------------------------------------------------- Kaizan launcher (PC store)

const KZ_FOOT_ZH =
  `<a href="https://store.kaizan.gg/zh-tw/help" style="color:#6f7382">客服中心</a> ｜ <a href="https://store.kaizan.gg/zh-tw/privacy" style="color:#6f7382">隱私權政策</a> ｜ <a href="https://click.mail.kaizan.gg/ls/unsub?u=8f2a19c7&amp;l=zh-tw" style="color:#6f7382">取消訂閱</a><br>
© 2025 Kaizan Interactive Ltd. 版權所有。台北市信義區松仁路 100 號 32 樓`;

const kaizan: Mail[] = [
  {
    family: "kaizan-launcher",
    group: "consumer",
    lang: "zh-Hant",
    kind: "verify-link",
    code: null,
    link: "https://click.mail.kaizan.gg/ls/click?upn=kZ7-2FvQ9xLm3Rt0aB4c-2FhJ8wE1yU5nP-3D-3D_vr3",
    from: "Kaizan <account@mail.kaizan.gg>",
    subject: "請驗證你的 Kaizan 電子郵件地址",
    date: "Wed, 03 Sep 2025 12:30:44 +0800",
    enc: "qp",
    text: `嗨 nightowl_khoa，

感謝你建立 Kaizan 帳號！請點擊下方連結驗證你的電子郵件地址，完成後即可在 Kaizan 商店購買遊戲並與好友連線。

驗證電子郵件：
https://click.mail.kaizan.gg/ls/click?upn=kZ7-2FvQ9xLm3Rt0aB4c-2FhJ8wE1yU5nP-3D-3D_vr3

此連結將於 24 小時後失效。如果你沒有註冊 Kaizan 帳號，請忽略這封信。

Kaizan 團隊
客服中心：https://store.kaizan.gg/zh-tw/help
`,
    html: dark({
      lang: "zh-Hant",
      title: "驗證電子郵件",
      pre: "只差一步就能開始玩了。",
      logo: img("https://static.kaizan.gg/email/kaizan-logo@2x.png", "Kaizan", 120, 30),
      accent: "#19c3a6",
      body: `<h1 style="margin:0 0 18px;font-size:21px;color:#ffffff">驗證你的電子郵件地址</h1>
<p style="margin:0 0 14px">嗨 nightowl_khoa，</p>
<p style="margin:0 0 14px">感謝你建立 Kaizan 帳號！驗證電子郵件後，即可在 Kaizan 商店購買遊戲、領取免費遊戲並與好友連線。</p>
${
        button(
          "https://click.mail.kaizan.gg/ls/click?upn=kZ7-2FvQ9xLm3Rt0aB4c-2FhJ8wE1yU5nP-3D-3D_vr3",
          "驗證電子郵件",
          "#19c3a6",
          "#0e0f14",
        )
      }
<p style="margin:0;font-size:13px;color:#9a9eae">此連結將於 24 小時後失效。如果你沒有註冊 Kaizan 帳號，請忽略這封信。</p>`,
      footer:
        `<a href="https://store.kaizan.gg/zh-tw/help" style="color:#6f7382">客服中心</a> ｜ <a href="https://store.kaizan.gg/zh-tw/privacy" style="color:#6f7382">隱私權政策</a><br>© 2025 Kaizan Interactive Ltd. 版權所有。`,
    }),
  },
  {
    family: "kaizan-launcher",
    group: "consumer",
    lang: "en",
    kind: "purchase-receipt",
    code: null,
    link: null,
    from: "Kaizan Store <receipts@mail.kaizan.gg>",
    subject: "Your Kaizan receipt #KZ-20250914-88213",
    date: "Sun, 14 Sep 2025 23:08:12 +0800",
    text: `Thanks for your purchase!

Order number: KZ-20250914-88213
Order date:   14 Sep 2025, 23:08 (GMT+8)
Account:      nightowl_khoa

Hollow Tides: Deluxe Edition ........ US$ 24.99
  (-35% Autumn Sale, was US$ 38.49)
Hollow Tides – Soundtrack ........... US$ 4.99
-----------------------------------------------
Subtotal                               US$ 29.98
Tax                                    US$ 0.00
Total charged                          US$ 29.98

Paid with Visa •••• 4821

Your games are in your library now. Refunds are available within 14 days if played for less than 2 hours:
https://store.kaizan.gg/help/refunds

Kaizan Interactive Ltd. · 32F, No. 100, Songren Rd., Xinyi Dist., Taipei 110, Taiwan
`,
    html: light({
      lang: "en",
      title: "Receipt",
      pre: "Order KZ-20250914-88213 · US$ 29.98",
      band: "#0e0f14",
      head: img("https://static.kaizan.gg/email/kaizan-logo@2x.png", "Kaizan", 120, 30),
      body: `<h2 style="margin:0 0 6px;font-size:20px">Thanks for your purchase!</h2>
<p style="margin:0 0 14px;color:#6b6f76">Order KZ-20250914-88213 · 14 Sep 2025, 23:08 (GMT+8)</p>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0">
  <tr>
    <td width="92" style="padding:10px 12px 10px 0"><img src="https://static.kaizan.gg/capsule/hollow-tides-dlx_184x69.jpg" alt="Hollow Tides: Deluxe Edition" width="92" style="display:block;border-radius:4px"></td>
    <td style="font-size:14px">Hollow Tides: Deluxe Edition<br><span style="color:#19a38b;font-size:12px">-35% Autumn Sale</span> <s style="color:#9a9ea6;font-size:12px">US$ 38.49</s></td>
    <td align="right" style="font-size:14px">US$ 24.99</td>
  </tr>
  <tr>
    <td width="92" style="padding:10px 12px 10px 0"><img src="https://static.kaizan.gg/capsule/hollow-tides-ost_184x69.jpg" alt="Soundtrack" width="92" style="display:block;border-radius:4px"></td>
    <td style="font-size:14px">Hollow Tides – Soundtrack</td>
    <td align="right" style="font-size:14px">US$ 4.99</td>
  </tr>
</table>
${
        table(
          row("Subtotal", "US$ 29.98") + row("Tax", "US$ 0.00") + row("<b>Total charged</b>", "<b>US$ 29.98</b>") +
            row("Payment", "Visa •••• 4821"),
        )
      }
<p style="margin:0 0 18px">Your games are already in your <a href="https://store.kaizan.gg/library" style="color:#128c78">library</a>. Refunds are available within 14 days if played for less than 2 hours — <a href="https://store.kaizan.gg/help/refunds" style="color:#128c78">refund policy</a>.</p>`,
      footer:
        `Kaizan Interactive Ltd. · 32F, No. 100, Songren Rd., Xinyi Dist., Taipei 110, Taiwan<br><a href="https://store.kaizan.gg/privacy" style="color:#8a8d93">Privacy</a> · <a href="https://store.kaizan.gg/help" style="color:#8a8d93">Help</a>`,
    }),
  },
  {
    family: "kaizan-launcher",
    group: "consumer",
    lang: "zh-Hant",
    kind: "sale-newsletter",
    code: null,
    link: null,
    from: "Kaizan 商店 <news@mail.kaizan.gg>",
    subject: "秋季特賣開跑 🍂 超過 2,000 款遊戲最低 1 折",
    date: "Thu, 25 Sep 2025 18:00:03 +0800",
    enc: "b64",
    text: `Kaizan 秋季特賣 9/25 – 10/9

你願望清單中的 3 款遊戲正在特價：

・Hollow Tides —— NT$ 398（-50%）
・Starwright Tactics —— NT$ 219（-70%）
・Neon Alley Racer —— NT$ 145（-75%）

本週免費領取：《Paper Moth》，至 10/2 23:59 止。

前往特賣：https://click.mail.kaizan.gg/ls/click?upn=aut2025-sale-zh_tw-m

不想再收到促銷信？取消訂閱：https://click.mail.kaizan.gg/ls/unsub?u=8f2a19c7&l=zh-tw
© 2025 Kaizan Interactive Ltd. 台北市信義區松仁路 100 號 32 樓
`,
    html: light({
      lang: "zh-Hant",
      title: "秋季特賣",
      pre: "你願望清單中的 3 款遊戲正在特價。",
      band: "#19c3a6",
      head: img("https://static.kaizan.gg/email/kaizan-logo-dark@2x.png", "Kaizan", 120, 30),
      body:
        `<a href="https://click.mail.kaizan.gg/ls/click?upn=aut2025-sale-zh_tw-hero"><img src="https://static.kaizan.gg/campaign/autumn25/hero_zh-tw.jpg" alt="秋季特賣 9/25 – 10/9 最低 1 折" width="544" style="display:block;width:100%;max-width:544px;border:0"></a>
<h2 style="margin:22px 0 10px;font-size:18px">你願望清單中的遊戲正在特價</h2>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0">
  <tr><td style="padding:8px 0;border-bottom:1px solid #eee">Hollow Tides</td><td align="right" style="padding:8px 0;border-bottom:1px solid #eee"><span style="background:#19c3a6;color:#fff;padding:2px 6px;border-radius:3px;font-size:12px">-50%</span> NT$ 398</td></tr>
  <tr><td style="padding:8px 0;border-bottom:1px solid #eee">Starwright Tactics</td><td align="right" style="padding:8px 0;border-bottom:1px solid #eee"><span style="background:#19c3a6;color:#fff;padding:2px 6px;border-radius:3px;font-size:12px">-70%</span> NT$ 219</td></tr>
  <tr><td style="padding:8px 0;border-bottom:1px solid #eee">Neon Alley Racer</td><td align="right" style="padding:8px 0;border-bottom:1px solid #eee"><span style="background:#19c3a6;color:#fff;padding:2px 6px;border-radius:3px;font-size:12px">-75%</span> NT$ 145</td></tr>
</table>
<p style="margin:18px 0 0">本週免費領取：《Paper Moth》，至 10/2 23:59 止。</p>
${button("https://click.mail.kaizan.gg/ls/click?upn=aut2025-sale-zh_tw-m", "前往特賣", "#0e0f14")}`,
      footer: KZ_FOOT_ZH,
    }),
  },
];

// ---------------------------------------------------------------- Streamora (live streaming)

const SO_FOOT = `Streamora Inc. · 600 California St, Fl 11, San Francisco, CA 94108, USA<br>
<a href="https://streamora.tv/settings/notifications" style="color:#8a8d93">Notification settings</a> · <a href="https://help.streamora.tv" style="color:#8a8d93">Help Center</a> · <a href="https://streamora.tv/legal/privacy" style="color:#8a8d93">Privacy</a>`;

const streamora: Mail[] = [
  {
    family: "streamora",
    group: "consumer",
    lang: "en",
    kind: "payout-sent",
    code: null,
    link: null,
    from: "Streamora Creator Payouts <payouts@streamora.tv>",
    subject: "Your August payout of $312.48 is on its way",
    date: "Mon, 15 Sep 2025 09:12:40 -0700",
    enc: "b64",
    text: `Hi KhoaPlaysLate,

Your Streamora payout for August 2025 has been sent.

Payout ID:        PO-2509-0043917
Amount:           $312.48 USD
Method:           Bank transfer (Wise) to account ending 0917
Sent on:          September 15, 2025
Expected arrival: 3–5 business days

Breakdown
  Subscriptions    $201.20
  Cheers           $88.65
  Ad revenue       $27.63
  Tax withheld     -$5.00

See your full statement in the Creator Dashboard: https://streamora.tv/dashboard/payouts

Keep streaming!
The Streamora Creator team

Streamora Inc. · 600 California St, Fl 11, San Francisco, CA 94108
`,
    html: light({
      lang: "en",
      title: "Payout sent",
      pre: "PO-2509-0043917 · $312.48 · arrives in 3–5 business days",
      band: "#7b2ff7",
      head: img("https://assets.streamora.tv/mail/streamora-white.png", "Streamora", 136, 28),
      body: `<p style="margin:0 0 14px">Hi KhoaPlaysLate,</p>
<p style="margin:0 0 6px">Your payout for <b>August 2025</b> has been sent.</p>
<p style="margin:0 0 12px;font-size:32px;font-weight:bold;color:#7b2ff7">$312.48</p>
${
        table(
          row("Payout ID", "PO-2509-0043917") + row("Method", "Bank transfer (Wise) ···· 0917") +
            row("Sent on", "September 15, 2025") + row("Expected arrival", "3–5 business days"),
        )
      }
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="font-size:13px;margin-bottom:14px">
${row("Subscriptions", "$201.20")}${row("Cheers", "$88.65")}${row("Ad revenue", "$27.63")}${
        row("Tax withheld", "-$5.00")
      }
</table>
<p style="margin:0 0 18px"><a href="https://streamora.tv/dashboard/payouts" style="color:#7b2ff7;font-weight:bold">View statement in Creator Dashboard →</a></p>
<p style="margin:0 0 20px">Keep streaming!<br>The Streamora Creator team</p>`,
      footer: SO_FOOT,
    }),
  },
  {
    family: "streamora",
    group: "consumer",
    lang: "vi",
    kind: "confirm-change",
    code: null,
    link: "https://streamora.tv/payouts/method/confirm?req=pm_9Hk2Lw7Qx3&sig=e81c0f2a",
    from: "Streamora <no-reply@streamora.tv>",
    subject: "Xác nhận thay đổi phương thức nhận tiền",
    date: "Sat, 04 Oct 2025 20:47:31 +0700",
    enc: "qp",
    text: `Chào KhoaPlaysLate,

Bạn vừa yêu cầu đổi phương thức nhận tiền trên Streamora:

  Cũ:  Chuyển khoản (Wise) – tài khoản ···· 0917
  Mới: Chuyển khoản ngân hàng nội địa – tài khoản ···· 5562

Để bảo vệ thu nhập của bạn, thay đổi chỉ có hiệu lực sau khi bạn xác nhận qua liên kết dưới đây (hiệu lực 48 giờ):

https://streamora.tv/payouts/method/confirm?req=pm_9Hk2Lw7Qx3&sig=e81c0f2a

Nếu bạn không thực hiện yêu cầu này, đừng bấm vào liên kết và hãy đổi mật khẩu ngay.
Kỳ thanh toán tiếp theo: 15/10/2025.

Đội ngũ Streamora
Trung tâm trợ giúp: https://help.streamora.tv
`,
    html: light({
      lang: "vi",
      title: "Xác nhận thay đổi",
      pre: "Thay đổi chỉ có hiệu lực sau khi bạn xác nhận.",
      band: "#7b2ff7",
      head: img("https://assets.streamora.tv/mail/streamora-white.png", "Streamora", 136, 28),
      body: `<p style="margin:0 0 14px">Chào KhoaPlaysLate,</p>
<p style="margin:0 0 14px">Bạn vừa yêu cầu đổi phương thức nhận tiền trên Streamora:</p>
${table(row("Cũ", "Chuyển khoản (Wise) ···· 0917") + row("Mới", "<b>Chuyển khoản ngân hàng nội địa ···· 5562</b>"))}
<p style="margin:0 0 6px">Để bảo vệ thu nhập của bạn, thay đổi chỉ có hiệu lực sau khi bạn xác nhận (liên kết có hiệu lực 48 giờ).</p>
${
        button(
          "https://streamora.tv/payouts/method/confirm?req=pm_9Hk2Lw7Qx3&amp;sig=e81c0f2a",
          "Xác nhận thay đổi",
          "#7b2ff7",
        )
      }
<p style="margin:0 0 14px;font-size:13px;color:#6b6f76">Nếu bạn không thực hiện yêu cầu này, đừng bấm vào nút trên và hãy <a href="https://streamora.tv/settings/security" style="color:#7b2ff7">đổi mật khẩu</a> ngay. Kỳ thanh toán tiếp theo: 15/10/2025.</p>
<p style="margin:0 0 20px">Đội ngũ Streamora</p>`,
      footer: SO_FOOT,
    }),
  },
  {
    family: "streamora",
    group: "consumer",
    lang: "vi",
    kind: "live-notice",
    code: null,
    link: null,
    from: "Streamora <notify@streamora.tv>",
    subject: "MèoCamTay đang phát trực tiếp: Leo rank Thách Đấu đêm khuya 🔴",
    date: "Tue, 21 Oct 2025 22:03:10 +0700",
    text: `MèoCamTay đang phát trực tiếp!

"Leo rank Thách Đấu đêm khuya – ai vào chơi cùng không?"
Danh mục: Starwright Tactics · 1.284 người đang xem

Xem ngay: https://streamora.tv/meocamtay?utm_source=email&utm_medium=live_notify

Bạn nhận được thư này vì đã theo dõi MèoCamTay. Tắt thông báo: https://streamora.tv/settings/notifications
`,
    html: light({
      lang: "vi",
      title: "Đang phát trực tiếp",
      pre: "Leo rank Thách Đấu đêm khuya – 1.284 người đang xem",
      band: "#7b2ff7",
      head: img("https://assets.streamora.tv/mail/streamora-white.png", "Streamora", 136, 28),
      body: `<table role="presentation" cellpadding="0" cellspacing="0" border="0"><tr>
<td width="56"><img src="https://assets.streamora.tv/avatars/meocamtay_112.png" alt="MèoCamTay" width="48" height="48" style="border-radius:24px;display:block"></td>
<td><b style="font-size:16px">MèoCamTay</b> <span style="background:#e91916;color:#fff;font-size:11px;padding:2px 6px;border-radius:3px">LIVE</span><br><span style="color:#6b6f76;font-size:13px">Starwright Tactics · 1.284 người đang xem</span></td>
</tr></table>
<a href="https://streamora.tv/meocamtay?utm_source=email&amp;utm_medium=live_notify"><img src="https://thumbs.streamora.tv/live/meocamtay-544x306.jpg" alt="Leo rank Thách Đấu đêm khuya" width="544" style="display:block;width:100%;margin:16px 0;border-radius:6px"></a>
<p style="margin:0 0 8px;font-size:15px"><b>Leo rank Thách Đấu đêm khuya – ai vào chơi cùng không?</b></p>
${button("https://streamora.tv/meocamtay?utm_source=email&amp;utm_medium=live_notify", "Xem ngay", "#7b2ff7")}`,
      footer:
        `Bạn nhận được thư này vì đã theo dõi MèoCamTay. <a href="https://streamora.tv/settings/notifications" style="color:#8a8d93">Tắt thông báo</a><br>Streamora Inc. · San Francisco, CA`,
    }),
  },
];

// ---------------------------------------------------------------- ArenaLoka (esports tournaments, Indonesia)

const AL_FOOT = `ArenaLoka · PT Loka Kompetisi Digital · Jl. Kemang Raya No. 8B, Jakarta Selatan 12730<br>
<a href="https://arenaloka.id/bantuan" style="color:#6f7382">Bantuan</a> · <a href="https://arenaloka.id/kebijakan-privasi" style="color:#6f7382">Kebijakan Privasi</a> · <a href="https://instagram.com/arenaloka.id" style="color:#6f7382">Instagram</a> · <a href="https://discord.gg/arenaloka" style="color:#6f7382">Discord</a>`;
const AL_LOGO = img("https://arenaloka.id/static/mail/arenaloka-logo.png", "ArenaLoka", 150, 34);

const arenaloka: Mail[] = [
  {
    family: "arenaloka",
    group: "regional",
    lang: "id",
    kind: "invite-link",
    code: null,
    link: "https://arenaloka.id/tim/undangan/terima?token=tk_5vQ2XnR8Lm&tim=garuda-nyala",
    from: "ArenaLoka <noreply@arenaloka.id>",
    subject: "Kamu diundang bergabung ke tim Garuda Nyala",
    date: "Thu, 11 Sep 2025 19:22:05 +0700",
    enc: "qp",
    text: `Halo nightowl_khoa,

Rizky "rzkyy" Pratama, kapten tim Garuda Nyala, mengundangmu bergabung sebagai pemain di ArenaLoka.

Tim: Garuda Nyala (GNY)
Game: Starwright Tactics
Turnamen terdaftar: Loka Cup Season 4 – Kualifikasi Asia Tenggara

Terima undangan:
https://arenaloka.id/tim/undangan/terima?token=tk_5vQ2XnR8Lm&tim=garuda-nyala

Undangan berlaku 7 hari. Roster harus lengkap paling lambat 20 September 2025 pukul 23:59 WIB.
Kalau kamu tidak mengenal pengirimnya, abaikan saja email ini.

Salam kompetitif,
Tim ArenaLoka
`,
    html: dark({
      lang: "id",
      title: "Undangan tim",
      pre: "rzkyy mengundangmu ke Garuda Nyala untuk Loka Cup Season 4.",
      logo: AL_LOGO,
      accent: "#ffc300",
      body: `<h1 style="margin:0 0 16px;font-size:21px;color:#ffffff">Undangan bergabung ke tim</h1>
<p style="margin:0 0 14px">Halo nightowl_khoa,</p>
<p style="margin:0 0 14px"><b style="color:#fff">Rizky "rzkyy" Pratama</b>, kapten tim <b style="color:#ffc300">Garuda Nyala</b>, mengundangmu bergabung sebagai pemain.</p>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="background:#0e0f14;border-radius:8px">
  <tr><td width="72" style="padding:16px"><img src="https://cdn.arenaloka.id/teams/garuda-nyala/logo_96.png" alt="GNY" width="56" height="56" style="display:block;border-radius:8px"></td>
  <td style="padding:16px 16px 16px 0;font-size:14px;line-height:21px">Garuda Nyala (GNY)<br>Starwright Tactics<br><span style="color:#9a9eae">Loka Cup Season 4 – Kualifikasi Asia Tenggara</span></td></tr>
</table>
${
        button(
          "https://arenaloka.id/tim/undangan/terima?token=tk_5vQ2XnR8Lm&amp;tim=garuda-nyala",
          "TERIMA UNDANGAN",
          "#ffc300",
          "#0e0f14",
        )
      }
<p style="margin:0;font-size:13px;color:#9a9eae">Undangan berlaku 7 hari. Roster harus lengkap paling lambat 20 September 2025 pukul 23:59 WIB. Kalau kamu tidak mengenal pengirimnya, abaikan saja email ini.</p>`,
      footer: AL_FOOT,
    }),
  },
  {
    family: "arenaloka",
    group: "regional",
    lang: "id",
    kind: "match-reminder",
    code: null,
    link: null,
    from: "ArenaLoka <noreply@arenaloka.id>",
    subject: "Pengingat: check-in dibuka 30 menit sebelum pertandingan",
    date: "Sat, 27 Sep 2025 18:00:00 +0700",
    text: `Halo nightowl_khoa,

Pertandingan tim Garuda Nyala berikutnya:

  Loka Cup Season 4 – Kualifikasi Asia Tenggara, Babak 32 Besar
  Garuda Nyala vs. Kopi Susu Esports
  Minggu, 28 September 2025, 19:00 WIB
  Match ID: LC4-SEA-R32-117
  Format: Best of 3

Check-in dibuka pukul 18:30 dan ditutup pukul 18:50 WIB. Tim yang tidak check-in dianggap kalah WO.
Lobi in-game akan dibuat oleh admin; kata sandi lobi akan dikirim di halaman pertandingan.

Halaman pertandingan: https://arenaloka.id/turnamen/loka-cup-s4/match/LC4-SEA-R32-117
Peraturan: https://arenaloka.id/turnamen/loka-cup-s4/peraturan

Semoga berhasil!
Tim ArenaLoka
`,
    html: null,
  },
  {
    family: "arenaloka",
    group: "regional",
    lang: "id",
    kind: "tournament-result",
    code: null,
    link: null,
    from: "ArenaLoka <noreply@arenaloka.id>",
    subject: "Hasil Loka Cup Season 4: Garuda Nyala lolos ke Babak 16 Besar 🎉",
    date: "Sun, 28 Sep 2025 21:36:48 +0700",
    enc: "b64",
    text: `Selamat, Garuda Nyala!

Garuda Nyala 2 – 1 Kopi Susu Esports
Match ID: LC4-SEA-R32-117

MVP: nightowl_khoa (KDA 14/3/9)

Babak 16 Besar: Sabtu, 4 Oktober 2025, 16:00 WIB melawan Jaguar Merah.
Total hadiah Loka Cup Season 4: Rp 75.000.000.

Lihat bracket: https://arenaloka.id/turnamen/loka-cup-s4/bracket
`,
    html: dark({
      lang: "id",
      title: "Hasil pertandingan",
      pre: "Garuda Nyala 2 – 1 Kopi Susu Esports",
      logo: AL_LOGO,
      accent: "#ffc300",
      body:
        `<p style="margin:0 0 8px;font-size:13px;color:#9a9eae;text-transform:uppercase;letter-spacing:2px">Babak 32 Besar · LC4-SEA-R32-117</p>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="margin:0 0 18px">
<tr>
<td align="center" width="40%" style="font-size:15px;color:#fff">Garuda Nyala</td>
<td align="center" width="20%" style="font-size:30px;font-weight:bold;color:#ffc300">2 – 1</td>
<td align="center" width="40%" style="font-size:15px;color:#9a9eae">Kopi Susu Esports</td>
</tr></table>
<p style="margin:0 0 14px">MVP: <b style="color:#fff">nightowl_khoa</b> (KDA 14/3/9)</p>
<p style="margin:0 0 14px">Babak 16 Besar: Sabtu, 4 Oktober 2025, 16:00 WIB melawan <b>Jaguar Merah</b>.<br>Total hadiah Loka Cup Season 4: Rp 75.000.000.</p>
${button("https://arenaloka.id/turnamen/loka-cup-s4/bracket", "Lihat bracket", "#2a2d3a")}`,
      footer: AL_FOOT,
    }),
  },
];

// ---------------------------------------------------------------- NạpNhanh (game top-up shop, Vietnam)

const NN_FOOT = `CÔNG TY TNHH DỊCH VỤ SỐ NẠP NHANH · MST 0316 782 450<br>
Tầng 6, 153 Nguyễn Đình Chiểu, Phường Võ Thị Sáu, Quận 3, TP. Hồ Chí Minh<br>
Hotline: 1900 6 2 8 8 (8:00 – 22:00) · <a href="https://napnhanh.vn/ho-tro" style="color:#8a8d93">Hỗ trợ</a> · <a href="https://napnhanh.vn/dieu-khoan" style="color:#8a8d93">Điều khoản</a>`;

const napnhanh: Mail[] = [
  {
    family: "napnhanh-vn",
    group: "regional",
    lang: "vi",
    kind: "topup-receipt",
    code: null,
    link: null,
    from: "NạpNhanh <hoadon@napnhanh.vn>",
    subject: "Nạp thành công 1.200 Kim Cương – Đơn #NN2509071183",
    date: "Sun, 07 Sep 2025 23:51:27 +0700",
    text: `Cảm ơn bạn đã nạp game tại NạpNhanh!

Mã đơn hàng:   #NN2509071183
Thời gian:     07/09/2025 23:51
Trò chơi:      Huyền Kiếm Mobile
ID nhân vật:   58120433 (máy chủ S27 – Thanh Long)
Gói nạp:       1.200 Kim Cương (+120 thưởng lần đầu)
Thanh toán:    Ví MoMo
Số tiền:       229.000 ₫

Trạng thái: ĐÃ CỘNG VÀO TÀI KHOẢN GAME

Nếu sau 15 phút chưa nhận được Kim Cương, vui lòng liên hệ hotline 1900 6288 và cung cấp mã đơn hàng.

NạpNhanh – Nạp game nhanh, giá tốt
`,
    html: light({
      lang: "vi",
      title: "Hoá đơn nạp game",
      pre: "Đơn #NN2509071183 · 229.000 ₫ · Đã cộng vào tài khoản game",
      band: "#ff4d2e",
      head:
        `<span style="font-family:Arial,sans-serif;font-size:22px;font-weight:900;color:#ffffff">NạpNhanh<span style="color:#ffe14d">.vn</span></span>`,
      body: `<p style="margin:0 0 14px;font-size:16px"><b>Nạp thành công!</b> Cảm ơn bạn đã nạp game tại NạpNhanh.</p>
${
        table(
          row("Mã đơn hàng", "#NN2509071183") + row("Thời gian", "07/09/2025 23:51") +
            row("Trò chơi", "Huyền Kiếm Mobile") + row("ID nhân vật", "58120433 (S27 – Thanh Long)") +
            row("Gói nạp", '1.200 Kim Cương <span style="color:#ff4d2e">+120 thưởng</span>') +
            row("Thanh toán", "Ví MoMo") + row("<b>Số tiền</b>", "<b>229.000 ₫</b>"),
        )
      }
<p style="margin:0 0 10px"><span style="background:#e6f7ec;color:#138a3e;font-weight:bold;padding:4px 10px;border-radius:12px;font-size:12px">ĐÃ CỘNG VÀO TÀI KHOẢN GAME</span></p>
<p style="margin:0 0 20px;font-size:13px;color:#6b6f76">Nếu sau 15 phút chưa nhận được Kim Cương, vui lòng gọi 1900 6288 và đọc mã đơn hàng.</p>`,
      footer: NN_FOOT,
    }),
  },
  {
    family: "napnhanh-vn",
    group: "regional",
    lang: "vi",
    kind: "payment-otp",
    code: "731904",
    link: null,
    from: "NạpNhanh <otp@napnhanh.vn>",
    subject: "[NạpNhanh] Mã OTP xác nhận thanh toán",
    date: "Thu, 16 Oct 2025 00:12:09 +0700",
    enc: "b64",
    text: `Mã OTP của bạn là: 731904

Dùng mã này để xác nhận thanh toán đơn #NN2510160027 – gói 2.500 Kim Cương Huyền Kiếm Mobile, số tiền 459.000 ₫.

Mã có hiệu lực trong 5 phút. Tuyệt đối không cung cấp mã OTP cho bất kỳ ai, kể cả nhân viên NạpNhanh.

Hotline: 1900 6288
`,
    html: light({
      lang: "vi",
      title: "Mã OTP",
      pre: "Mã OTP xác nhận thanh toán đơn #NN2510160027",
      band: "#ff4d2e",
      head:
        `<span style="font-family:Arial,sans-serif;font-size:22px;font-weight:900;color:#ffffff">NạpNhanh<span style="color:#ffe14d">.vn</span></span>`,
      body:
        `<p style="margin:0 0 14px">Bạn đang thanh toán đơn <b>#NN2510160027</b> – gói 2.500 Kim Cương Huyền Kiếm Mobile, số tiền <b>459.000 ₫</b>.</p>
<p style="margin:0 0 8px">Mã OTP của bạn:</p>
<table role="presentation" cellpadding="0" cellspacing="6" border="0" style="margin:0 0 16px"><tr>
<td width="40" height="48" align="center" style="border:1px solid #ffb3a3;border-radius:6px;font-size:26px;font-weight:bold;color:#ff4d2e;font-family:Arial,sans-serif">7</td>
<td width="40" height="48" align="center" style="border:1px solid #ffb3a3;border-radius:6px;font-size:26px;font-weight:bold;color:#ff4d2e;font-family:Arial,sans-serif">3</td>
<td width="40" height="48" align="center" style="border:1px solid #ffb3a3;border-radius:6px;font-size:26px;font-weight:bold;color:#ff4d2e;font-family:Arial,sans-serif">1</td>
<td width="40" height="48" align="center" style="border:1px solid #ffb3a3;border-radius:6px;font-size:26px;font-weight:bold;color:#ff4d2e;font-family:Arial,sans-serif">9</td>
<td width="40" height="48" align="center" style="border:1px solid #ffb3a3;border-radius:6px;font-size:26px;font-weight:bold;color:#ff4d2e;font-family:Arial,sans-serif">0</td>
<td width="40" height="48" align="center" style="border:1px solid #ffb3a3;border-radius:6px;font-size:26px;font-weight:bold;color:#ff4d2e;font-family:Arial,sans-serif">4</td>
</tr></table>
<p style="margin:0 0 20px;font-size:13px;color:#6b6f76">Mã có hiệu lực trong 5 phút. Tuyệt đối không cung cấp mã OTP cho bất kỳ ai, kể cả nhân viên NạpNhanh.</p>`,
      footer: NN_FOOT,
    }),
  },
];

// ---------------------------------------------------------------- BiểnXanh Bank (Vietnam)

const bienxanh: Mail[] = [
  {
    family: "bienxanh-bank",
    group: "regional",
    lang: "vi",
    kind: "statement",
    code: null,
    link: null,
    from: "BienXanh Bank <estatement@bienxanhbank.com.vn>",
    subject: "Sao kê tài khoản tháng 09/2025",
    date: "Wed, 01 Oct 2025 06:30:00 +0700",
    enc: "qp",
    text: `Kính gửi Quý khách NGUYEN DANG KHOA,

BienXanh Bank gửi Quý khách sao kê tài khoản thanh toán số ****5562 kỳ 01/09/2025 – 30/09/2025 (tệp PDF đính kèm).

Mật khẩu mở tệp: 6 số cuối CCCD của Quý khách + ngày sinh dạng DDMM.

Số dư đầu kỳ:   3.482.150 VND
Tổng ghi có:    9.917.600 VND
Tổng ghi nợ:    8.204.300 VND
Số dư cuối kỳ:  5.195.450 VND

Mọi thắc mắc xin liên hệ Tổng đài 24/7: 1800 5588 (miễn phí).
BienXanh Bank không bao giờ yêu cầu Quý khách cung cấp mật khẩu, mã OTP qua email hoặc điện thoại.

Trân trọng,
Ngân hàng TMCP Biển Xanh
`,
    html: light({
      lang: "vi",
      title: "Sao kê tài khoản",
      pre: "Sao kê tài khoản ****5562 kỳ 09/2025",
      band: "#0a4ea3",
      head: img("https://www.bienxanhbank.com.vn/email/logo-bxb-white.png", "BienXanh Bank", 170, 36),
      body: `<p style="margin:0 0 14px">Kính gửi Quý khách <b>NGUYEN DANG KHOA</b>,</p>
<p style="margin:0 0 14px">BienXanh Bank gửi Quý khách sao kê tài khoản thanh toán số <b>****5562</b> kỳ 01/09/2025 – 30/09/2025 trong tệp PDF đính kèm.</p>
<p style="margin:0 0 14px;font-size:13px;background:#f4f7fb;padding:10px 12px;border-left:3px solid #0a4ea3">Mật khẩu mở tệp: 6 số cuối CCCD + ngày sinh (DDMM).</p>
${
        table(
          row("Số dư đầu kỳ", "3.482.150 VND") + row("Tổng ghi có", "9.917.600 VND") +
            row("Tổng ghi nợ", "8.204.300 VND") + row("<b>Số dư cuối kỳ</b>", "<b>5.195.450 VND</b>"),
        )
      }
<p style="margin:0 0 20px;font-size:13px;color:#6b6f76">Tổng đài 24/7: <b>1800 5588</b> (miễn phí). BienXanh Bank không bao giờ yêu cầu Quý khách cung cấp mật khẩu, mã OTP qua email hoặc điện thoại.</p>`,
      footer:
        `Ngân hàng TMCP Biển Xanh · 22 Hàm Nghi, Quận 1, TP. Hồ Chí Minh · SWIFT BXBKVNVX<br><a href="https://www.bienxanhbank.com.vn/bao-mat" style="color:#8a8d93">Bảo mật</a> · <a href="https://www.bienxanhbank.com.vn/lien-he" style="color:#8a8d93">Liên hệ</a>`,
    }),
    attachment: [
      "SaoKe_5562_092025.pdf",
      "application/pdf",
      "%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n",
    ],
  },
  {
    family: "bienxanh-bank",
    group: "regional",
    lang: "vi",
    kind: "login-alert",
    code: null,
    link: null,
    from: "BienXanh Bank <thongbao@bienxanhbank.com.vn>",
    subject: "Thông báo đăng nhập BXB Mobile trên thiết bị mới",
    date: "Mon, 20 Oct 2025 07:45:13 +0700",
    text: `Kính gửi Quý khách NGUYEN DANG KHOA,

Tài khoản BXB Mobile của Quý khách vừa được đăng nhập trên thiết bị mới:

- Thiết bị: Samsung Galaxy S23 (SM-S911B)
- Thời gian: 07:44 ngày 20/10/2025
- Địa chỉ IP: 27.72.xx.xx (Hà Nội)

Nếu đây là Quý khách, vui lòng bỏ qua thông báo này.
Nếu không phải Quý khách thực hiện, hãy gọi ngay Tổng đài 1800 5588 để khoá dịch vụ.

Ngân hàng TMCP Biển Xanh
`,
    html: null,
  },
];

// ---------------------------------------------------------------- Coinlantern (crypto exchange)

const CL_FOOT = `Coinlantern Global Ltd. · Level 3, 10 Marina Blvd, Singapore 018983<br>
Crypto assets are volatile. Only invest what you can afford to lose.<br>
<a href="https://www.coinlantern.com/support" style="color:#6f7382">Support</a> · <a href="https://www.coinlantern.com/legal/privacy" style="color:#6f7382">Privacy</a> · <a href="https://www.coinlantern.com/verify-official" style="color:#6f7382">Coinlantern Verify</a>`;
const CL_LOGO = img("https://static.coinlantern.com/email/cl-logo-dark.png", "Coinlantern", 156, 30);

const coinlantern: Mail[] = [
  {
    family: "coinlantern",
    group: "consumer",
    lang: "en",
    kind: "login-code",
    code: "302815",
    link: null,
    from: "Coinlantern <do-not-reply@notice.coinlantern.com>",
    subject: "[Coinlantern] Login Verification Code",
    date: "Mon, 08 Sep 2025 02:17:38 +0000",
    enc: "qp",
    text: `[Coinlantern] Login Verification

Your verification code:
302815

The code is valid for 30 minutes. Do not share it with anyone.

Login attempt details
Time (UTC): 2025-09-08 02:17:36
IP: 14.161.23.xxx
Location: Vietnam

If this wasn't you, disable your account immediately: https://www.coinlantern.com/account/freeze

Coinlantern will never ask for your password, verification codes or 2FA codes.
`,
    html: dark({
      lang: "en",
      title: "Login Verification",
      pre: "Your Coinlantern verification code",
      logo: CL_LOGO,
      accent: "#f5b400",
      body: `<h1 style="margin:0 0 18px;font-size:20px;color:#ffffff">Login Verification</h1>
<p style="margin:0 0 10px">Your verification code:</p>
<p style="margin:0 0 18px;font-size:30px;font-weight:bold;color:#f5b400;letter-spacing:4px">302815</p>
<p style="margin:0 0 18px;font-size:13px;color:#9a9eae">The code is valid for 30 minutes. Do not share it with anyone.</p>
<table role="presentation" cellpadding="0" cellspacing="0" border="0" style="font-size:13px;color:#9a9eae;margin:0 0 18px">
<tr><td style="padding:2px 16px 2px 0">Time (UTC)</td><td style="color:#d9dbe3">2025-09-08 02:17:36</td></tr>
<tr><td style="padding:2px 16px 2px 0">IP</td><td style="color:#d9dbe3">14.161.23.xxx</td></tr>
<tr><td style="padding:2px 16px 2px 0">Location</td><td style="color:#d9dbe3">Vietnam</td></tr>
</table>
<p style="margin:0;font-size:13px;color:#9a9eae">If this wasn't you, <a href="https://www.coinlantern.com/account/freeze" style="color:#f5b400">disable your account</a> immediately.</p>`,
      footer: CL_FOOT,
    }),
  },
  {
    family: "coinlantern",
    group: "consumer",
    lang: "en",
    kind: "withdrawal-confirm",
    code: null,
    link: "https://www.coinlantern.com/withdraw/confirm?id=wd_7781302945&token=c9Xf2LqP0aW4mT8vRz",
    from: "Coinlantern <do-not-reply@notice.coinlantern.com>",
    subject: "[Coinlantern] Confirm Your Withdrawal Request",
    date: "Fri, 26 Sep 2025 13:55:02 +0000",
    enc: "b64",
    text: `Confirm Your Withdrawal Request

You requested a withdrawal from your Coinlantern account:

  Coin:     USDT
  Network:  TRON (TRC20)
  Amount:   480.00 USDT (network fee 1.00 USDT)
  Address:  TQ7nZ...3kWhd  (label: Ledger main)
  Time:     2025-09-26 13:54:51 (UTC)

To complete this withdrawal, confirm it within 30 minutes:
https://www.coinlantern.com/withdraw/confirm?id=wd_7781302945&token=c9Xf2LqP0aW4mT8vRz

If you did not make this request, cancel it and contact support right away:
https://www.coinlantern.com/withdraw/cancel?id=wd_7781302945

Coinlantern Global Ltd. · Singapore
`,
    html: dark({
      lang: "en",
      title: "Confirm Withdrawal",
      pre: "480.00 USDT via TRC20 – confirm within 30 minutes",
      logo: CL_LOGO,
      accent: "#f5b400",
      body: `<h1 style="margin:0 0 18px;font-size:20px;color:#ffffff">Confirm Your Withdrawal Request</h1>
<p style="margin:0 0 14px">You requested a withdrawal from your Coinlantern account:</p>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="background:#0e0f14;border-radius:8px;font-size:14px;margin:0 0 8px">
<tr><td style="padding:10px 16px;color:#9a9eae">Coin</td><td style="padding:10px 16px" align="right">USDT</td></tr>
<tr><td style="padding:10px 16px;color:#9a9eae">Network</td><td style="padding:10px 16px" align="right">TRON (TRC20)</td></tr>
<tr><td style="padding:10px 16px;color:#9a9eae">Amount</td><td style="padding:10px 16px;color:#fff;font-weight:bold" align="right">480.00 USDT</td></tr>
<tr><td style="padding:10px 16px;color:#9a9eae">Network fee</td><td style="padding:10px 16px" align="right">1.00 USDT</td></tr>
<tr><td style="padding:10px 16px;color:#9a9eae">Address</td><td style="padding:10px 16px" align="right">TQ7nZ...3kWhd (Ledger main)</td></tr>
<tr><td style="padding:10px 16px;color:#9a9eae">Time</td><td style="padding:10px 16px" align="right">2025-09-26 13:54:51 (UTC)</td></tr>
</table>
${
        button(
          "https://www.coinlantern.com/withdraw/confirm?id=wd_7781302945&amp;token=c9Xf2LqP0aW4mT8vRz",
          "Confirm Withdrawal",
          "#f5b400",
          "#0e0f14",
        )
      }
<p style="margin:0;font-size:13px;color:#9a9eae">The link expires in 30 minutes. If you did not make this request, <a href="https://www.coinlantern.com/withdraw/cancel?id=wd_7781302945" style="color:#f5b400">cancel it</a> and contact support right away.</p>`,
      footer: CL_FOOT,
    }),
  },
  {
    family: "coinlantern",
    group: "consumer",
    lang: "en",
    kind: "deposit-received",
    code: null,
    link: null,
    from: "Coinlantern <do-not-reply@notice.coinlantern.com>",
    subject: "[Coinlantern] Deposit Successful – 1,250 USDT",
    date: "Tue, 14 Oct 2025 08:31:20 +0000",
    text: `Deposit Successful

Your deposit of 1,250.00 USDT is now available in your Coinlantern account.

Network: BNB Smart Chain (BEP20)
TxID: 0x8f3c1ad2e0b74c95a1f6d3e2b7c904a15e6d2f8b9a0c3e1d4f5a6b7c8d9e0f12
Time: 2025-10-14 08:31:05 (UTC)

Check your balance: https://www.coinlantern.com/my/wallet/spot

Don't recognise this activity? Contact support: https://www.coinlantern.com/support

Coinlantern Global Ltd. · Level 3, 10 Marina Blvd, Singapore 018983
`,
    html: null,
  },
];

// ---------------------------------------------------------------- Thongkham Exchange (Thai crypto exchange)

const TK_FOOT = `บริษัท ทองคำ ดิจิทัล แอสเซท จำกัด · อาคารสาทรสแควร์ ชั้น 21 ถนนสาทรเหนือ แขวงสีลม เขตบางรัก กรุงเทพฯ 10500<br>
ศูนย์บริการลูกค้า 02-026-8800 · <a href="https://thongkham.exchange/help" style="color:#8a8d93">ศูนย์ช่วยเหลือ</a> · <a href="https://thongkham.exchange/privacy" style="color:#8a8d93">นโยบายความเป็นส่วนตัว</a><br>
คำเตือน: คริปโทเคอร์เรนซีมีความเสี่ยงสูงมาก ผู้ลงทุนอาจสูญเสียเงินลงทุนทั้งจำนวน`;

const thongkham: Mail[] = [
  {
    family: "thongkham-exchange",
    group: "regional",
    lang: "th",
    kind: "address-whitelist-code",
    code: "845267",
    link: null,
    from: "Thongkham Exchange <security@thongkham.exchange>",
    subject: "รหัสยืนยันการเพิ่มที่อยู่ถอนเหรียญ",
    date: "Wed, 10 Sep 2025 20:05:44 +0700",
    enc: "b64",
    text: `เรียน คุณ Khoa Nguyen

คุณกำลังเพิ่มที่อยู่กระเป๋าสำหรับถอนเหรียญใหม่:

เหรียญ: BTC
เครือข่าย: Bitcoin
ที่อยู่: bc1qxy2...0wlh (ชื่อ: Stonekey Vault)

รหัสยืนยันของคุณคือ 845 267

รหัสนี้มีอายุ 15 นาที กรุณาอย่าเปิดเผยรหัสนี้แก่ผู้อื่น รวมถึงพนักงานของ Thongkham
เพื่อความปลอดภัย ที่อยู่ใหม่จะถอนได้หลังจากผ่านไป 24 ชั่วโมง

หากคุณไม่ได้ทำรายการนี้ กรุณาเปลี่ยนรหัสผ่านและติดต่อ 02-026-8800 ทันที

Thongkham Exchange
`,
    html: light({
      lang: "th",
      title: "รหัสยืนยัน",
      pre: "รหัสยืนยันการเพิ่มที่อยู่ถอนเหรียญ BTC มีอายุ 15 นาที",
      band: "#1b1b1b",
      head:
        `<span style="font-family:Tahoma,sans-serif;font-size:20px;font-weight:bold;color:#e8b923">THONGKHAM</span><span style="font-family:Tahoma,sans-serif;font-size:20px;color:#ffffff"> Exchange</span>`,
      body: `<p style="margin:0 0 14px;font-family:Tahoma,sans-serif">เรียน คุณ Khoa Nguyen</p>
<p style="margin:0 0 10px;font-family:Tahoma,sans-serif">คุณกำลังเพิ่มที่อยู่กระเป๋าสำหรับถอนเหรียญใหม่</p>
${table(row("เหรียญ", "BTC") + row("เครือข่าย", "Bitcoin") + row("ที่อยู่", "bc1qxy2...0wlh") + row("ชื่อ", "Stonekey Vault"))}
<p style="margin:0 0 8px;font-family:Tahoma,sans-serif">รหัสยืนยันของคุณ</p>
<div style="margin:0 0 16px;padding:16px;background:#fbf6e3;border:1px dashed #e8b923;text-align:center;font-family:Consolas,monospace;font-size:30px;font-weight:bold;letter-spacing:6px;color:#1b1b1b">845 267</div>
<p style="margin:0 0 10px;font-size:13px;color:#6b6f76;font-family:Tahoma,sans-serif">รหัสนี้มีอายุ 15 นาที กรุณาอย่าเปิดเผยรหัสนี้แก่ผู้อื่น รวมถึงพนักงานของ Thongkham เพื่อความปลอดภัย ที่อยู่ใหม่จะถอนได้หลังจากผ่านไป 24 ชั่วโมง</p>
<p style="margin:0 0 20px;font-size:13px;color:#6b6f76;font-family:Tahoma,sans-serif">หากคุณไม่ได้ทำรายการนี้ กรุณา<a href="https://thongkham.exchange/account/security" style="color:#b8860b">เปลี่ยนรหัสผ่าน</a>และติดต่อ 02-026-8800 ทันที</p>`,
      footer: TK_FOOT,
    }),
  },
  {
    family: "thongkham-exchange",
    group: "regional",
    lang: "th",
    kind: "deposit-received",
    code: null,
    link: null,
    from: "Thongkham Exchange <noreply@thongkham.exchange>",
    subject: "ฝากเงินบาทสำเร็จ 15,000.00 THB",
    date: "Fri, 03 Oct 2025 11:20:31 +0700",
    enc: "qp",
    text: `เรียน คุณ Khoa Nguyen

ระบบได้รับเงินฝากของคุณเรียบร้อยแล้ว

จำนวน: 15,000.00 THB
ช่องทาง: PromptPay (QR)
เลขที่อ้างอิง: DP-TH-20251003-004417
เวลา: 03/10/2568 11:20 น.

ยอดเงินพร้อมใช้ซื้อขายได้ทันที ดูรายการได้ที่ https://thongkham.exchange/wallet/history

ขอบคุณที่ใช้บริการ
Thongkham Exchange
`,
    html: light({
      lang: "th",
      title: "ฝากเงินสำเร็จ",
      pre: "15,000.00 THB · PromptPay · DP-TH-20251003-004417",
      band: "#1b1b1b",
      head:
        `<span style="font-family:Tahoma,sans-serif;font-size:20px;font-weight:bold;color:#e8b923">THONGKHAM</span><span style="font-family:Tahoma,sans-serif;font-size:20px;color:#ffffff"> Exchange</span>`,
      body: `<p style="margin:0 0 14px;font-family:Tahoma,sans-serif">เรียน คุณ Khoa Nguyen</p>
<p style="margin:0 0 6px;font-family:Tahoma,sans-serif">ระบบได้รับเงินฝากของคุณเรียบร้อยแล้ว</p>
<p style="margin:0 0 10px;font-size:28px;font-weight:bold;color:#138a3e">+15,000.00 THB</p>
${
        table(
          row("ช่องทาง", "PromptPay (QR)") + row("เลขที่อ้างอิง", "DP-TH-20251003-004417") +
            row("เวลา", "03/10/2568 11:20 น."),
        )
      }
<p style="margin:0 0 20px;font-family:Tahoma,sans-serif">ยอดเงินพร้อมใช้ซื้อขายได้ทันที <a href="https://thongkham.exchange/wallet/history" style="color:#b8860b">ดูประวัติรายการ</a></p>`,
      footer: TK_FOOT,
    }),
  },
];

// ---------------------------------------------------------------- Stonekey (hardware wallet maker)

const SK_FOOT = `Stonekey SAS · 14 rue du Faubourg Montmartre, 75009 Paris, France<br>
<a href="https://shop.stonekey.io/account/orders" style="color:#8a8d93">Your orders</a> · <a href="https://support.stonekey.io" style="color:#8a8d93">Support</a> · <a href="https://stonekey.io/privacy" style="color:#8a8d93">Privacy</a><br>
Stonekey will never ask for your 24-word recovery phrase.`;

const stonekey: Mail[] = [
  {
    family: "stonekey-wallet",
    group: "negative",
    lang: "en",
    kind: "order-shipped",
    code: null,
    link: null,
    from: "Stonekey Shop <orders@shop.stonekey.io>",
    subject: "Your Stonekey order SKS-449120 has shipped",
    date: "Tue, 16 Sep 2025 10:14:52 +0200",
    enc: "qp",
    text: `Good news, Khoa!

Your order SKS-449120 has left our warehouse.

  1 × Stonekey Pebble (Graphite)      €89.00
  1 × Stonekey Steel Backup Plate    €39.00
  Shipping (DHL Express, tracked)    €14.90
  Total                               €142.90

Carrier: DHL Express
Tracking number: 4839 2210 7561
Track: https://shop.stonekey.io/track/SKS-449120

Estimated delivery to Ho Chi Minh City: 22–24 September 2025. Import duties may be collected by the carrier.

Before you start: a genuine Stonekey arrives with a sealed box and NO pre-filled recovery sheet. If your device shows a recovery phrase on first start, don't use it — contact us.

Stonekey SAS · 14 rue du Faubourg Montmartre, 75009 Paris, France
`,
    html: light({
      lang: "en",
      title: "Order shipped",
      pre: "DHL Express · estimated 22–24 September",
      band: "#111111",
      head: img("https://shop.stonekey.io/email/stonekey-white.png", "STONEKEY", 130, 24),
      body: `<h2 style="margin:0 0 10px;font-size:20px">Good news, Khoa — it's on the way!</h2>
<p style="margin:0 0 14px">Your order <b>SKS-449120</b> has left our warehouse.</p>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0">
<tr><td width="72" style="padding:8px 12px 8px 0"><img src="https://shop.stonekey.io/media/pebble-graphite_144.png" alt="Stonekey Pebble" width="64" height="64"></td><td>Stonekey Pebble (Graphite)</td><td align="right">€89.00</td></tr>
<tr><td width="72" style="padding:8px 12px 8px 0"><img src="https://shop.stonekey.io/media/steel-plate_144.png" alt="Steel Backup Plate" width="64" height="64"></td><td>Stonekey Steel Backup Plate</td><td align="right">€39.00</td></tr>
</table>
${
        table(
          row("Shipping (DHL Express)", "€14.90") + row("<b>Total</b>", "<b>€142.90</b>") +
            row("Tracking number", "4839 2210 7561"),
        )
      }
${button("https://shop.stonekey.io/track/SKS-449120", "Track package", "#111111")}
<p style="margin:0 0 14px;font-size:13px;color:#6b6f76">Estimated delivery to Ho Chi Minh City: 22–24 September 2025. Import duties may be collected by the carrier.</p>
<p style="margin:0 0 20px;font-size:13px;padding:10px 12px;background:#fff7e0;border-left:3px solid #f0a500">A genuine Stonekey arrives in a sealed box with <b>no</b> pre-filled recovery sheet. If your device shows a recovery phrase on first start, don't use it — contact us.</p>`,
      footer: SK_FOOT,
    }),
  },
  {
    family: "stonekey-wallet",
    group: "negative",
    lang: "en",
    kind: "security-advisory",
    code: null,
    link: null,
    from: "Stonekey <news@stonekey.io>",
    subject: "Firmware 2.4.1 is out – and a warning about fake 'sync' e-mails",
    date: "Thu, 09 Oct 2025 15:00:07 +0200",
    enc: "b64",
    text: `Hi Khoa,

Firmware 2.4.1 for Stonekey Pebble is now available in Stonekey Desk. It adds Solana token-2022 support and fixes a display glitch on long addresses. Update from Stonekey Desk > My device; never from a link in an e-mail.

Phishing alert
We've seen e-mails pretending to be from Stonekey asking users to "re-sync" or "validate" their wallet by entering their recovery phrase on a website. These are scams. Stonekey will NEVER ask for your 24 words — not by e-mail, chat, phone or on any website.

Release notes: https://stonekey.io/blog/firmware-2-4-1
How to spot phishing: https://support.stonekey.io/articles/phishing

Stay safe,
The Stonekey team

Unsubscribe from product news: https://stonekey.io/newsletter/unsubscribe?e=k.nguyen
`,
    html: light({
      lang: "en",
      title: "Firmware 2.4.1",
      pre: "Solana token-2022 support, and how to spot fake 're-sync' e-mails.",
      band: "#111111",
      head: img("https://shop.stonekey.io/email/stonekey-white.png", "STONEKEY", 130, 24),
      body:
        `<img src="https://stonekey.io/email/fw241-banner.jpg" alt="Firmware 2.4.1" width="544" style="display:block;width:100%;margin:0 0 18px">
<p style="margin:0 0 14px">Hi Khoa,</p>
<p style="margin:0 0 14px"><b>Firmware 2.4.1</b> for Stonekey Pebble is now available in Stonekey Desk. It adds Solana token-2022 support and fixes a display glitch on long addresses. Update from <i>Stonekey Desk › My device</i> — never from a link in an e-mail. <a href="https://stonekey.io/blog/firmware-2-4-1" style="color:#111">Release notes</a></p>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="margin:0 0 16px"><tr><td style="background:#fdecea;border-left:4px solid #d93025;padding:14px 16px">
<b style="color:#d93025">Phishing alert</b><br>We've seen e-mails pretending to be from Stonekey asking users to "re-sync" or "validate" their wallet by entering their recovery phrase on a website. These are scams. Stonekey will <b>never</b> ask for your 24 words.
</td></tr></table>
<p style="margin:0 0 20px"><a href="https://support.stonekey.io/articles/phishing" style="color:#111;font-weight:bold">How to spot phishing →</a></p>`,
      footer: SK_FOOT +
        `<br><a href="https://stonekey.io/newsletter/unsubscribe?e=k.nguyen" style="color:#8a8d93">Unsubscribe from product news</a>`,
    }),
  },
];

// ---------------------------------------------------------------- Clanvox (community chat)

const CV_FOOT = `Sent by Clanvox · 1 Fusionopolis Way, #20-01, Singapore 138632<br>
<a href="https://clanvox.gg/settings/email" style="color:#6f7382">Email settings</a> · <a href="https://clanvox.gg/help" style="color:#6f7382">Help</a> · <a href="https://clanvox.gg/privacy" style="color:#6f7382">Privacy</a>`;
const CV_LOGO = img("https://cdn.clanvox.gg/email/clanvox-wordmark.png", "Clanvox", 128, 32);

const clanvox: Mail[] = [
  {
    family: "clanvox",
    group: "consumer",
    lang: "en",
    kind: "verify-email",
    code: "519407",
    link: "https://clanvox.gg/verify#token=eyJ1aWQiOjg4MjEwNDQ3fQ.Zx9Kp2",
    from: "Clanvox <noreply@clanvox.gg>",
    subject: "Verify your email for Clanvox",
    date: "Fri, 05 Sep 2025 13:40:26 +0000",
    enc: "qp",
    text: `Hey nightowl_khoa,

Thanks for signing up for Clanvox! Verify your email to unlock DMs and join servers.

Verify: https://clanvox.gg/verify#token=eyJ1aWQiOjg4MjEwNDQ3fQ.Zx9Kp2

Or enter this code in the app: 519 407

The code and link expire in 1 hour.

Need help? https://clanvox.gg/help
`,
    html: light({
      lang: "en",
      title: "Verify your email",
      pre: "Or enter 519 407 in the app.",
      band: "#2f3bd9",
      head: CV_LOGO,
      width: 520,
      body: `<h2 style="margin:0 0 14px;font-size:20px;color:#1c1d21">Hey nightowl_khoa,</h2>
<p style="margin:0 0 14px">Thanks for signing up for Clanvox! Verify your email to unlock DMs and join servers.</p>
${button("https://clanvox.gg/verify#token=eyJ1aWQiOjg4MjEwNDQ3fQ.Zx9Kp2", "Verify Email", "#2f3bd9")}
<p style="margin:0 0 6px;text-align:center;color:#6b6f76">or enter this code in the app</p>
<p style="margin:0 0 18px;text-align:center;font-size:28px;font-weight:bold;letter-spacing:3px;color:#1c1d21">519 407</p>
<p style="margin:0 0 20px;font-size:12px;color:#8a8d93;text-align:center">The code and link expire in 1 hour.</p>`,
      footer: CV_FOOT,
    }),
  },
  {
    family: "clanvox",
    group: "consumer",
    lang: "en",
    kind: "invite-link",
    code: null,
    link: "https://clanvox.gg/invite/pxR4id3rs?src=email&ref=u_55218",
    from: "Clanvox <noreply@clanvox.gg>",
    subject: "minh.tran invited you to join Pixel Raiders VN",
    date: "Sat, 06 Sep 2025 15:02:11 +0000",
    enc: "qp",
    text: `minh.tran invited you to join a server on Clanvox

Pixel Raiders VN
2,418 members · 312 online

"Server chill cho anh em chơi Starwright và Huyền Kiếm. Có kênh tìm đội mỗi tối."

Join Pixel Raiders VN: https://clanvox.gg/invite/pxR4id3rs?src=email&ref=u_55218

This invite expires in 7 days.

Don't want invites by email? https://clanvox.gg/settings/email
`,
    html: light({
      lang: "en",
      title: "Server invite",
      pre: "2,418 members · 312 online",
      band: "#2f3bd9",
      head: CV_LOGO,
      width: 520,
      body:
        `<p style="margin:0 0 16px;text-align:center;color:#6b6f76"><b style="color:#1c1d21">minh.tran</b> invited you to join</p>
<table role="presentation" align="center" cellpadding="0" cellspacing="0" border="0"><tr><td align="center">
<img src="https://cdn.clanvox.gg/icons/srv_90331/a_pxr.png" alt="Pixel Raiders VN" width="80" height="80" style="display:block;border-radius:24px;margin:0 auto 10px">
<span style="font-size:20px;font-weight:bold;color:#1c1d21">Pixel Raiders VN</span><br>
<span style="font-size:13px;color:#6b6f76">● 312 online &nbsp; ● 2,418 members</span>
</td></tr></table>
<p style="margin:16px 0 0;font-size:13px;color:#4a4d55;text-align:center;font-style:italic">"Server chill cho anh em chơi Starwright và Huyền Kiếm. Có kênh tìm đội mỗi tối."</p>
${button("https://clanvox.gg/invite/pxR4id3rs?src=email&amp;ref=u_55218", "Join Server", "#23a55a")}
<p style="margin:0 0 20px;font-size:12px;color:#8a8d93;text-align:center">This invite expires in 7 days.</p>`,
      footer: CV_FOOT,
    }),
  },
  {
    family: "clanvox",
    group: "consumer",
    lang: "en",
    kind: "mention-digest",
    code: null,
    link: null,
    from: "Clanvox <notifications@clanvox.gg>",
    subject: "You have 4 unread mentions in Pixel Raiders VN",
    date: "Wed, 22 Oct 2025 02:00:40 +0000",
    text: `You have 4 unread mentions

#tim-doi · Pixel Raiders VN
  hoangbao: @nightowl_khoa tối nay 9h đánh scrim không?
  minh.tran: @nightowl_khoa link lobby gửi trong DM nha

#clip-hay · Pixel Raiders VN
  lanvy: @nightowl_khoa pha clutch 1v3 đỉnh quá 🔥

#thong-bao · Pixel Raiders VN
  Mod Bot: @everyone Giải nội bộ mùa 3 mở đăng ký đến 30/10

Open Clanvox: https://clanvox.gg/channels/90331
Unsubscribe from mention e-mails: https://clanvox.gg/settings/email?unsub=mentions
`,
    html: null,
  },
];

// ---------------------------------------------------------------- Telkasa (mobile carrier, Malaysia)

const TL_FOOT = `Telkasa Mobile Sdn. Bhd. (201401028817) · Menara Telkasa, Jalan Ampang, 50450 Kuala Lumpur<br>
Talian Khidmat Pelanggan: 1300-88-5275 · <a href="https://www.telkasa.my/bantuan" style="color:#8a8d93">Bantuan</a> · <a href="https://www.telkasa.my/privasi" style="color:#8a8d93">Notis Privasi</a><br>
<a href="https://apps.apple.com/my/app/mytelkasa/id1498812201"><img src="https://www.telkasa.my/email/app-store-ms.png" alt="Muat turun di App Store" width="120" height="40" style="border:0"></a> <a href="https://play.google.com/store/apps/details?id=my.telkasa.app"><img src="https://www.telkasa.my/email/google-play-ms.png" alt="Dapatkan di Google Play" width="135" height="40" style="border:0"></a>`;

const telkasa: Mail[] = [
  {
    family: "telkasa-mobile",
    group: "negative",
    lang: "ms",
    kind: "bill-ready",
    code: null,
    link: null,
    from: "Telkasa <ebil@telkasa.my>",
    subject: "e-Bil Telkasa anda untuk September 2025 sudah sedia",
    date: "Thu, 02 Oct 2025 09:00:12 +0800",
    enc: "qp",
    text: `Hai KHOA NGUYEN DANG,

e-Bil anda untuk bulan September 2025 kini tersedia (dilampirkan dalam format PDF).

No. Akaun:        1-40088172
No. Telefon:      011-2xxx 4407
Pelan:            Telkasa GamerMax 98
Jumlah perlu dibayar: RM 104.88
Tarikh akhir bayaran: 23 Oktober 2025

Bayar melalui aplikasi MyTelkasa, FPX atau di mana-mana kedai Telkasa.
Pembayaran auto-debit kad •••• 2290 akan dibuat pada 20 Oktober 2025.

Terima kasih kerana memilih Telkasa.
`,
    html: light({
      lang: "ms",
      title: "e-Bil",
      pre: "Jumlah perlu dibayar RM 104.88 · tarikh akhir 23 Oktober 2025",
      band: "#00a19a",
      head: img("https://www.telkasa.my/email/telkasa-logo-white.png", "Telkasa", 140, 34),
      body: `<p style="margin:0 0 14px">Hai <b>KHOA NGUYEN DANG</b>,</p>
<p style="margin:0 0 14px">e-Bil anda untuk bulan <b>September 2025</b> kini tersedia dan dilampirkan dalam format PDF.</p>
${
        table(
          row("No. Akaun", "1-40088172") + row("No. Telefon", "011-2xxx 4407") + row("Pelan", "Telkasa GamerMax 98") +
            row("<b>Jumlah perlu dibayar</b>", '<b style="color:#00a19a;font-size:16px">RM 104.88</b>') +
            row("Tarikh akhir bayaran", "23 Oktober 2025"),
        )
      }
<p style="margin:0 0 14px">Auto-debit kad •••• 2290 akan dibuat pada 20 Oktober 2025.</p>
${
        button(
          "https://www.telkasa.my/mytelkasa/bil?utm_source=ebil&amp;utm_medium=email",
          "Lihat bil dalam MyTelkasa",
          "#00a19a",
        )
      }`,
      footer: TL_FOOT,
    }),
    attachment: [
      "eBil_1-40088172_Sep2025.pdf",
      "application/pdf",
      "%PDF-1.5\n%âãÏÓ\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n",
    ],
  },
  {
    family: "telkasa-mobile",
    group: "negative",
    lang: "ms",
    kind: "addon-purchase",
    code: null,
    link: null,
    from: "Telkasa <noreply@telkasa.my>",
    subject: "Pas Gaming 30GB anda telah diaktifkan",
    date: "Sun, 12 Oct 2025 21:48:03 +0800",
    text: `Hai KHOA,

Pembelian anda berjaya!

Pas: Pas Gaming 30GB (30 hari)
Harga: RM 15.00 (dicaj ke bil bulanan)
Sah sehingga: 11 November 2025, 23:59
No. Rujukan: TKS-ADD-88410932

Data pas ini boleh digunakan untuk permainan dalam talian dan aplikasi strim terpilih. Semak baki di aplikasi MyTelkasa atau dail *118#.

Telkasa Mobile · 1300-88-5275
`,
    html: null,
  },
];

// ---------------------------------------------------------------- Palengkeko (marketplace, Philippines)

const PK_FOOT = `Palengkeko Online Inc. · 30th Floor, The Curve Tower, 32nd St. cor. 3rd Ave., BGC, Taguig City 1634<br>
<a href="https://palengkeko.ph/tulong" style="color:#8a8d93">Help Center</a> · <a href="https://palengkeko.ph/privacy" style="color:#8a8d93">Privacy Policy</a> · <a href="https://facebook.com/palengkekoPH" style="color:#8a8d93">Facebook</a> · <a href="https://tiktok.com/@palengkeko" style="color:#8a8d93">TikTok</a>`;
const PK_HEAD =
  `<span style="font-family:Arial,sans-serif;font-size:24px;font-weight:bold;color:#ffffff">palengke<span style="color:#ffd23f">ko</span></span>`;

const palengkeko: Mail[] = [
  {
    family: "palengkeko",
    group: "regional",
    lang: "tl",
    kind: "verify-code",
    code: "266031",
    link: null,
    from: "Palengkeko <no-reply@palengkeko.ph>",
    subject: "Ang iyong Palengkeko verification code",
    date: "Mon, 22 Sep 2025 10:33:17 +0800",
    enc: "qp",
    text: `Hi Khoa,

Para ma-verify ang iyong email address, ilagay ang code na ito sa Palengkeko app:

266031

Mag-e-expire ang code sa loob ng 10 minuto. Huwag itong ibigay kahit kanino, kahit sa nagpapakilalang taga-Palengkeko.

Kung hindi ikaw ang nag-request nito, balewalain lang ang email na ito.

Salamat,
Palengkeko Team
`,
    html: light({
      lang: "tl",
      title: "Verification code",
      pre: "Ilagay ang code na ito sa app. Mag-e-expire sa loob ng 10 minuto.",
      band: "#ee4d2d",
      head: PK_HEAD,
      body: `<p style="margin:0 0 14px">Hi Khoa,</p>
<p style="margin:0 0 14px">Para ma-verify ang iyong email address, ilagay ang code na ito sa Palengkeko app:</p>
<p style="margin:0 0 18px;text-align:center"><span style="display:inline-block;padding:12px 26px;background:#fff4f1;border-radius:8px;font-size:32px;font-weight:bold;letter-spacing:8px;color:#ee4d2d">266031</span></p>
<p style="margin:0 0 14px;font-size:13px;color:#6b6f76">Mag-e-expire ang code sa loob ng 10 minuto. Huwag itong ibigay kahit kanino, kahit sa nagpapakilalang taga-Palengkeko.</p>
<p style="margin:0 0 20px;font-size:13px;color:#6b6f76">Kung hindi ikaw ang nag-request nito, balewalain lang ang email na ito.</p>`,
      footer: PK_FOOT,
    }),
  },
  {
    family: "palengkeko",
    group: "regional",
    lang: "tl",
    kind: "order-shipped",
    code: null,
    link: null,
    from: "Palengkeko <orders@palengkeko.ph>",
    subject: "Naipadala na ang order mo #250924QKM71P",
    date: "Thu, 25 Sep 2025 14:06:55 +0800",
    enc: "b64",
    text: `Hi Khoa,

Naipadala na ang iyong order!

Order ID: 250924QKM71P
Seller: GearHub Manila Official
Item: Wireless Gaming Headset HX-7 (Black) × 1
Kabuuan: ₱1,899.00 (kasama ang shipping fee na ₱58.00)
Bayad: Cash on Delivery

Courier: PKX Express
Tracking No.: PKX0928834561PH
Tinatayang darating: Set 27 – Set 29, 2025

Ihanda ang eksaktong halaga para sa COD. I-tap ang "Order Received" sa app kapag natanggap mo na ang item.

Subaybayan ang order: https://palengkeko.ph/user/purchase/250924QKM71P
`,
    html: light({
      lang: "tl",
      title: "Naipadala na",
      pre: "PKX Express · Tinatayang darating Set 27 – Set 29",
      band: "#ee4d2d",
      head: PK_HEAD,
      body: `<p style="margin:0 0 14px">Hi Khoa, <b>naipadala na ang iyong order!</b></p>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="background:#fafafa;border:1px solid #eee"><tr>
<td width="80" style="padding:12px"><img src="https://cf.palengkeko.ph/file/hx7-black_tn.jpg" alt="Wireless Gaming Headset HX-7" width="64" height="64" style="display:block"></td>
<td style="padding:12px 12px 12px 0;font-size:13px">Wireless Gaming Headset HX-7 (Black) × 1<br><span style="color:#6b6f76">GearHub Manila Official</span></td>
<td align="right" style="padding:12px;font-size:13px">₱1,841.00</td></tr></table>
${
        table(
          row("Order ID", "250924QKM71P") + row("Shipping fee", "₱58.00") +
            row("<b>Kabuuan (COD)</b>", '<b style="color:#ee4d2d">₱1,899.00</b>') + row("Courier", "PKX Express") +
            row("Tracking No.", "PKX0928834561PH") + row("Tinatayang darating", "Set 27 – Set 29, 2025"),
        )
      }
<p style="margin:0 0 6px;font-size:13px;color:#6b6f76">Ihanda ang eksaktong halaga para sa COD. I-tap ang "Order Received" sa app kapag natanggap mo na ang item.</p>
${button("https://palengkeko.ph/user/purchase/250924QKM71P", "Subaybayan ang order", "#ee4d2d")}`,
      footer: PK_FOOT,
    }),
  },
  {
    family: "palengkeko",
    group: "regional",
    lang: "tl",
    kind: "promo",
    code: null,
    link: null,
    from: "Palengkeko <promo@palengkeko.ph>",
    subject: "10.10 Mega Sale: ₱100 OFF voucher para sa'yo 🎮",
    date: "Thu, 09 Oct 2025 20:00:00 +0800",
    enc: "qp",
    text: `10.10 MEGA SALE – bukas na, 12 AM!

May naka-reserve kaming voucher para sa'yo:
₱100 OFF sa min. spend na ₱999 (Gaming & Electronics)
Voucher code: GAMER1010
Valid: Okt 10, 12:00 AM – 11:59 PM lang

Top deals:
- Mechanical Keyboard TKL Hot-swap – ₱1,290 (dati ₱2,150)
- 27" 165Hz Gaming Monitor – ₱8,499
- Controller Grip Pro – ₱349

Mamili na: https://palengkeko.ph/m/1010-mega-sale?utm_source=edm&utm_campaign=1010

Ayaw mo na ng promo emails? Mag-unsubscribe: https://palengkeko.ph/unsubscribe?t=e81f0c
`,
    html: light({
      lang: "tl",
      title: "10.10 Mega Sale",
      pre: "₱100 OFF voucher · Okt 10 lang",
      band: "#ee4d2d",
      head: PK_HEAD,
      body:
        `<a href="https://palengkeko.ph/m/1010-mega-sale?utm_source=edm&amp;utm_campaign=1010"><img src="https://cf.palengkeko.ph/edm/1010/hero_gaming.jpg" alt="10.10 MEGA SALE" width="544" style="display:block;width:100%"></a>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="margin:18px 0;border:2px dashed #ee4d2d"><tr><td style="padding:14px;text-align:center">
<span style="font-size:22px;font-weight:bold;color:#ee4d2d">₱100 OFF</span><br>min. spend ₱999 · Gaming &amp; Electronics<br>Code: <b>GAMER1010</b> · Okt 10 lang</td></tr></table>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0"><tr>
<td width="33%" align="center" style="font-size:12px;padding:4px"><img src="https://cf.palengkeko.ph/edm/1010/kb.jpg" alt="Mechanical Keyboard" width="160" style="display:block;width:100%"><br>Mechanical Keyboard TKL<br><b style="color:#ee4d2d">₱1,290</b> <s>₱2,150</s></td>
<td width="33%" align="center" style="font-size:12px;padding:4px"><img src="https://cf.palengkeko.ph/edm/1010/mon.jpg" alt="Gaming Monitor" width="160" style="display:block;width:100%"><br>27" 165Hz Monitor<br><b style="color:#ee4d2d">₱8,499</b></td>
<td width="33%" align="center" style="font-size:12px;padding:4px"><img src="https://cf.palengkeko.ph/edm/1010/grip.jpg" alt="Controller Grip" width="160" style="display:block;width:100%"><br>Controller Grip Pro<br><b style="color:#ee4d2d">₱349</b></td>
</tr></table>
${button("https://palengkeko.ph/m/1010-mega-sale?utm_source=edm&amp;utm_campaign=1010", "MAMILI NA", "#ee4d2d")}`,
      footer: PK_FOOT +
        `<br><a href="https://palengkeko.ph/unsubscribe?t=e81f0c" style="color:#8a8d93">Unsubscribe</a>`,
    }),
  },
];

// ---------------------------------------------------------------- KainMo (food delivery, Philippines)

const kainmo: Mail[] = [
  {
    family: "kainmo",
    group: "negative",
    lang: "en",
    kind: "order-receipt",
    code: null,
    link: null,
    from: "KainMo <receipts@kainmo.ph>",
    subject: "Your KainMo order from Mang Sisig Express",
    date: "Fri, 12 Sep 2025 01:27:44 +0800",
    enc: "qp",
    text: `Thanks for ordering, Khoa! Here's your receipt.

Order #KM-7720-3391 · Delivered 12 Sep 2025, 1:26 AM
Mang Sisig Express – Malate

1x Pork Sisig Rice Bowl (Large)   ₱219.00
1x Chicken Inasal Combo           ₱245.00
2x Iced Gulaman                   ₱90.00

Subtotal       ₱554.00
Delivery fee   ₱49.00
Small night surcharge ₱20.00
Voucher        -₱50.00
Rider tip      ₱30.00
Total          ₱603.00

Paid with BayadLink wallet
Rider: Jomar D.

Rate your order in the app. Problem with this order? https://kainmo.ph/help/orders/KM-7720-3391

KainMo Technologies Inc. · Makati City · VAT Reg. TIN 010-882-447-000
`,
    html: light({
      lang: "en",
      title: "Receipt",
      pre: "₱603.00 · Mang Sisig Express · Delivered 1:26 AM",
      band: "#ffb000",
      head:
        `<span style="font-family:'Trebuchet MS',Arial,sans-serif;font-size:26px;font-weight:bold;color:#3b1f00">KainMo</span>`,
      width: 480,
      body: `<p style="margin:0 0 4px;font-size:18px;font-weight:bold">Thanks for ordering, Khoa!</p>
<p style="margin:0 0 14px;color:#6b6f76;font-size:13px">Order #KM-7720-3391 · Delivered 12 Sep 2025, 1:26 AM<br>Mang Sisig Express – Malate</p>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="font-size:13px">
${row("1× Pork Sisig Rice Bowl (Large)", "₱219.00")}${row("1× Chicken Inasal Combo", "₱245.00")}${
        row("2× Iced Gulaman", "₱90.00")
      }
</table>
${
        table(
          row("Subtotal", "₱554.00") + row("Delivery fee", "₱49.00") + row("Small night surcharge", "₱20.00") +
            row("Voucher", "-₱50.00") + row("Rider tip", "₱30.00") + row("<b>Total</b>", "<b>₱603.00</b>"),
        )
      }
<p style="margin:0 0 14px;font-size:13px;color:#6b6f76">Paid with BayadLink wallet · Rider: Jomar D.</p>
<p style="margin:0 0 20px;font-size:13px">Problem with this order? <a href="https://kainmo.ph/help/orders/KM-7720-3391" style="color:#c47f00">Get help</a></p>`,
      footer:
        `KainMo Technologies Inc. · Makati City · VAT Reg. TIN 010-882-447-000<br><a href="https://kainmo.ph/terms" style="color:#8a8d93">Terms</a> · <a href="https://kainmo.ph/privacy" style="color:#8a8d93">Privacy</a>`,
    }),
  },
  {
    family: "kainmo",
    group: "negative",
    lang: "tl",
    kind: "promo",
    code: null,
    link: null,
    from: "KainMo <hello@kainmo.ph>",
    subject: "Gutom habang nagra-rank? Libreng delivery hanggang 3 AM 🌙",
    date: "Fri, 17 Oct 2025 21:30:00 +0800",
    text: `Hi Khoa!

Para sa mga puyat na gamer: LIBRENG DELIVERY sa lahat ng order na ₱299 pataas mula 10 PM hanggang 3 AM ngayong weekend (Okt 17–19).

Gamitin ang promo code: PUYAT299
Isang beses bawat user. May limitadong slots kada gabi.

Mga bukas hanggang madaling-araw malapit sa'yo:
- Mang Sisig Express – Malate
- Lugaw Republic – Ermita
- Chicken Joyful 24/7 – Taft

Order na: https://kainmo.ph/promos/puyat-weekend

Ayaw mo ng ganitong email? https://kainmo.ph/settings/marketing
`,
    html: null,
  },
];

// ---------------------------------------------------------------- Shadowpier VPN

const SP_FOOT = `Shadowpier Networks B.V. · Keizersgracht 241, 1016 EA Amsterdam, Netherlands<br>
<a href="https://shadowpier.net/support" style="color:#6f7382">Support</a> · <a href="https://shadowpier.net/no-logs" style="color:#6f7382">No-logs policy</a> · <a href="https://shadowpier.net/privacy" style="color:#6f7382">Privacy</a>`;
const SP_LOGO = img("https://shadowpier.net/static/mail/sp-logo-light.png", "Shadowpier VPN", 160, 30);

const shadowpier: Mail[] = [
  {
    family: "shadowpier-vpn",
    group: "consumer",
    lang: "en",
    kind: "login-link",
    code: null,
    link: "https://my.shadowpier.net/auth/magic?t=mlk_3Jd9PqV2sX81aZ&device=win",
    from: "Shadowpier VPN <login@shadowpier.net>",
    subject: "Your Shadowpier sign-in link",
    date: "Tue, 23 Sep 2025 15:48:09 +0000",
    enc: "qp",
    text: `Sign in to Shadowpier VPN

Click the link below to sign in on Windows. It works once and expires in 15 minutes.

https://my.shadowpier.net/auth/magic?t=mlk_3Jd9PqV2sX81aZ&device=win

Requested from: Windows app 5.8.2, Vietnam
If you didn't try to sign in, you can ignore this e-mail. Nobody can get in without this link.

Shadowpier Networks B.V. · Amsterdam
`,
    html: dark({
      lang: "en",
      title: "Sign in",
      pre: "Works once and expires in 15 minutes.",
      logo: SP_LOGO,
      accent: "#35d0ff",
      body: `<h1 style="margin:0 0 16px;font-size:21px;color:#ffffff">Sign in to Shadowpier VPN</h1>
<p style="margin:0 0 6px">Tap the button to sign in on <b style="color:#fff">Windows</b>. It works once and expires in 15 minutes.</p>
${button("https://my.shadowpier.net/auth/magic?t=mlk_3Jd9PqV2sX81aZ&amp;device=win", "Sign in", "#35d0ff", "#0e0f14")}
<p style="margin:0 0 14px;font-size:13px;color:#9a9eae">Requested from: Windows app 5.8.2, Vietnam</p>
<p style="margin:0;font-size:13px;color:#9a9eae">If you didn't try to sign in, you can ignore this e-mail. Nobody can get in without this link.</p>`,
      footer: SP_FOOT,
    }),
  },
  {
    family: "shadowpier-vpn",
    group: "consumer",
    lang: "en",
    kind: "renewal-receipt",
    code: null,
    link: null,
    from: "Shadowpier VPN <billing@shadowpier.net>",
    subject: "Receipt for your Shadowpier 1-year plan (INV-2025-1093348)",
    date: "Mon, 29 Sep 2025 00:04:51 +0000",
    enc: "b64",
    text: `Thanks for staying with Shadowpier!

Your subscription has been renewed.

Invoice:      INV-2025-1093348
Plan:         Shadowpier Plus – 12 months
Period:       29 Sep 2025 – 28 Sep 2026
Amount:       US$ 47.88 (US$ 3.99/month)
Payment:      Mastercard ending 7731
Devices:      up to 10

Your invoice is attached as a PDF. Manage auto-renewal at https://my.shadowpier.net/billing

30-day money-back guarantee applies to renewals too.

Shadowpier Networks B.V. · Keizersgracht 241, 1016 EA Amsterdam · VAT NL864211093B01
`,
    html: dark({
      lang: "en",
      title: "Receipt",
      pre: "INV-2025-1093348 · US$ 47.88",
      logo: SP_LOGO,
      accent: "#35d0ff",
      body: `<h1 style="margin:0 0 16px;font-size:21px;color:#ffffff">Thanks for staying with Shadowpier!</h1>
<p style="margin:0 0 14px">Your subscription has been renewed. The invoice is attached as a PDF.</p>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="font-size:14px;margin:0 0 18px">
<tr><td style="padding:6px 0;color:#9a9eae">Invoice</td><td align="right">INV-2025-1093348</td></tr>
<tr><td style="padding:6px 0;color:#9a9eae">Plan</td><td align="right">Shadowpier Plus – 12 months</td></tr>
<tr><td style="padding:6px 0;color:#9a9eae">Period</td><td align="right">29 Sep 2025 – 28 Sep 2026</td></tr>
<tr><td style="padding:6px 0;color:#9a9eae">Amount</td><td align="right" style="color:#fff;font-weight:bold">US$ 47.88</td></tr>
<tr><td style="padding:6px 0;color:#9a9eae">Payment</td><td align="right">Mastercard ···· 7731</td></tr>
</table>
<p style="margin:0;font-size:13px;color:#9a9eae"><a href="https://my.shadowpier.net/billing" style="color:#35d0ff">Manage auto-renewal</a> · 30-day money-back guarantee applies to renewals too.</p>`,
      footer: SP_FOOT + `<br>VAT NL864211093B01`,
    }),
    attachment: [
      "Shadowpier_INV-2025-1093348.pdf",
      "application/pdf",
      "%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj\n3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n",
    ],
  },
];

// ---------------------------------------------------------------- Framebyte (gaming-gear shop, Taiwan)

const FB_FOOT = `框位科技股份有限公司 Framebyte Gear · 統一編號 83917520<br>
新北市板橋區文化路一段 188 巷 12 號 5 樓 · 客服專線 (02) 2958-3310（週一至週五 10:00–18:00）<br>
<a href="https://www.framebyte.com.tw/pages/faq" style="color:#8a8d93">常見問題</a> ｜ <a href="https://www.framebyte.com.tw/pages/privacy" style="color:#8a8d93">隱私權政策</a> ｜ <a href="https://line.me/R/ti/p/@framebyte" style="color:#8a8d93">LINE 官方帳號</a>`;
const FB_HEAD = img("https://cdn.framebyte.com.tw/mail/fb-logo-w.png", "Framebyte 框位電競", 168, 32);

const framebyte: Mail[] = [
  {
    family: "framebyte-gear",
    group: "regional",
    lang: "zh-Hant",
    kind: "confirm-email",
    code: null,
    link: "https://www.framebyte.com.tw/account/activate/7710492/8c1e5f0b9d2a4e63?syclid=mail_act",
    from: "Framebyte 框位電競 <service@framebyte.com.tw>",
    subject: "【Framebyte】請啟用您的會員帳號",
    date: "Tue, 30 Sep 2025 22:14:40 +0800",
    enc: "b64",
    text: `親愛的 Khoa 您好：

感謝您註冊 Framebyte 框位電競會員！
請點擊以下連結啟用您的帳號，啟用後即可領取新會員 NT$100 購物金（限單筆滿 NT$1,500 使用）。

https://www.framebyte.com.tw/account/activate/7710492/8c1e5f0b9d2a4e63?syclid=mail_act

連結有效期限為 72 小時。若您沒有註冊，請忽略此信。

此為系統自動發送信件，請勿直接回覆。
Framebyte 框位電競 客服中心 (02) 2958-3310
`,
    html: light({
      lang: "zh-Hant",
      title: "啟用會員帳號",
      pre: "啟用後即可領取新會員 NT$100 購物金",
      band: "#111318",
      head: FB_HEAD,
      body: `<p style="margin:0 0 14px">親愛的 Khoa 您好：</p>
<p style="margin:0 0 14px">感謝您註冊 Framebyte 框位電競會員！請點擊下方按鈕啟用您的帳號，啟用後即可領取新會員 <b style="color:#e4002b">NT$100 購物金</b>（限單筆滿 NT$1,500 使用）。</p>
${
        button(
          "https://www.framebyte.com.tw/account/activate/7710492/8c1e5f0b9d2a4e63?syclid=mail_act",
          "啟用帳號",
          "#e4002b",
        )
      }
<p style="margin:0 0 8px;font-size:13px;color:#6b6f76">連結有效期限為 72 小時。若您沒有註冊，請忽略此信。</p>
<p style="margin:0 0 20px;font-size:12px;color:#9a9ea6">此為系統自動發送信件，請勿直接回覆。</p>`,
      footer: FB_FOOT,
    }),
  },
  {
    family: "framebyte-gear",
    group: "regional",
    lang: "zh-Hant",
    kind: "order-confirmation",
    code: null,
    link: null,
    from: "Framebyte 框位電競 <service@framebyte.com.tw>",
    subject: "【Framebyte】訂單成立通知 #FB25100188214",
    date: "Wed, 01 Oct 2025 00:37:02 +0800",
    enc: "qp",
    text: `Khoa 您好，您的訂單已成立！

訂單編號：#FB25100188214
訂購時間：2025/10/01 00:36

商品明細
- 黯星 Phantom 65 無線機械鍵盤（紅軸／黑） x1  NT$3,290
- 光速 PAD-XL 電競滑鼠墊 x1                 NT$590
- 新會員購物金                               -NT$100
運費（宅配）                                  NT$0
訂單總額                                      NT$3,780

付款方式：信用卡一次付清（末四碼 4821）
配送方式：海外寄送（越南）／預計 7–10 個工作天

電子發票將於出貨後開立並寄至此信箱。
查詢訂單：https://www.framebyte.com.tw/account/orders/FB25100188214
`,
    html: light({
      lang: "zh-Hant",
      title: "訂單成立",
      pre: "訂單 #FB25100188214 · NT$3,780",
      band: "#111318",
      head: FB_HEAD,
      body: `<p style="margin:0 0 6px;font-size:17px"><b>Khoa 您好，您的訂單已成立！</b></p>
<p style="margin:0 0 14px;color:#6b6f76;font-size:13px">訂單編號 #FB25100188214 ・ 2025/10/01 00:36</p>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="font-size:13px">
<tr><td width="70" style="padding:8px 10px 8px 0"><img src="https://cdn.framebyte.com.tw/p/phantom65-blk_140.jpg" alt="Phantom 65" width="60" height="60"></td><td>黯星 Phantom 65 無線機械鍵盤（紅軸／黑） x1</td><td align="right">NT$3,290</td></tr>
<tr><td width="70" style="padding:8px 10px 8px 0"><img src="https://cdn.framebyte.com.tw/p/pad-xl_140.jpg" alt="PAD-XL" width="60" height="60"></td><td>光速 PAD-XL 電競滑鼠墊 x1</td><td align="right">NT$590</td></tr>
</table>
${
        table(
          row("新會員購物金", "-NT$100") + row("運費（宅配）", "NT$0") +
            row("<b>訂單總額</b>", '<b style="color:#e4002b">NT$3,780</b>') +
            row("付款方式", "信用卡一次付清（末四碼 4821）") + row("配送方式", "海外寄送（越南）・預計 7–10 個工作天"),
        )
      }
<p style="margin:0 0 14px;font-size:13px;color:#6b6f76">電子發票將於出貨後開立並寄至此信箱。</p>
<p style="margin:0 0 20px"><a href="https://www.framebyte.com.tw/account/orders/FB25100188214" style="color:#e4002b">查詢訂單 ›</a></p>`,
      footer: FB_FOOT,
    }),
  },
  {
    family: "framebyte-gear",
    group: "regional",
    lang: "zh-Hant",
    kind: "restock-notice",
    code: null,
    link: null,
    from: "Framebyte 框位電競 <news@framebyte.com.tw>",
    subject: "到貨通知：您追蹤的「Viper Air 58g 無線滑鼠」已補貨",
    date: "Sat, 18 Oct 2025 12:00:21 +0800",
    text: `Khoa 您好：

您追蹤的商品已經補貨了！數量有限，售完為止。

Viper Air 58g 無線電競滑鼠（白）
售價 NT$2,490（會員價 NT$2,390）

立即選購：https://www.framebyte.com.tw/products/viper-air-58g-white?utm_source=restock

不想再收到到貨通知？請至會員中心 > 追蹤清單 取消追蹤。
Framebyte 框位電競
`,
    html: null,
  },
];

// ---------------------------------------------------------------- Melodeck (music app)

const MD_FOOT = `Melodeck Music Pte. Ltd. · 8 Marina View, #40-02, Singapore 018960<br>
<a href="https://www.melodeck.app/th/account" style="color:#8a8d93">บัญชีของฉัน</a> · <a href="https://www.melodeck.app/th/legal/privacy" style="color:#8a8d93">ความเป็นส่วนตัว</a> · <a href="https://www.melodeck.app/th/help" style="color:#8a8d93">ช่วยเหลือ</a>`;

const melodeck: Mail[] = [
  {
    family: "melodeck",
    group: "consumer",
    lang: "th",
    kind: "invite-link",
    code: null,
    link: "https://www.melodeck.app/family/join/FAM-8QW2-ZP7K?inviter=ploy.s",
    from: "Melodeck <no-reply@melodeck.app>",
    subject: "พลอยชวนคุณเข้าร่วม Melodeck Family",
    date: "Sun, 21 Sep 2025 16:44:37 +0700",
    enc: "qp",
    text: `สวัสดี

พลอย (ploy.s) ชวนคุณเข้าร่วมแพ็กเกจ Melodeck Family ฟังเพลงแบบไม่มีโฆษณา ดาวน์โหลดฟังออฟไลน์ได้ และมีบัญชีส่วนตัวเป็นของคุณเอง โดยไม่มีค่าใช้จ่ายเพิ่ม

ตอบรับคำเชิญ:
https://www.melodeck.app/family/join/FAM-8QW2-ZP7K?inviter=ploy.s

คำเชิญนี้จะหมดอายุใน 7 วัน สมาชิกทุกคนต้องอาศัยอยู่ที่อยู่เดียวกันกับผู้จัดการแพ็กเกจ

Melodeck
`,
    html: light({
      lang: "th",
      title: "คำเชิญ Melodeck Family",
      pre: "ฟังเพลงไม่มีโฆษณา ไม่มีค่าใช้จ่ายเพิ่ม",
      band: "#ff2d75",
      head: img("https://cdn.melodeck.app/mail/md-logo-white.png", "Melodeck", 132, 30),
      width: 520,
      body:
        `<p style="margin:0 0 18px;text-align:center"><img src="https://cdn.melodeck.app/avatars/ploy.s_96.jpg" alt="พลอย" width="64" height="64" style="border-radius:32px"></p>
<h2 style="margin:0 0 12px;text-align:center;font-size:20px">พลอยชวนคุณเข้าร่วม Melodeck Family</h2>
<p style="margin:0 0 6px;text-align:center">ฟังเพลงแบบไม่มีโฆษณา ดาวน์โหลดฟังออฟไลน์ได้ และมีบัญชีส่วนตัวเป็นของคุณเอง โดยไม่มีค่าใช้จ่ายเพิ่ม</p>
${button("https://www.melodeck.app/family/join/FAM-8QW2-ZP7K?inviter=ploy.s", "ตอบรับคำเชิญ", "#ff2d75")}
<p style="margin:0 0 20px;text-align:center;font-size:12px;color:#8a8d93">คำเชิญนี้จะหมดอายุใน 7 วัน สมาชิกทุกคนต้องอาศัยอยู่ที่อยู่เดียวกันกับผู้จัดการแพ็กเกจ</p>`,
      footer: MD_FOOT,
    }),
  },
  {
    family: "melodeck",
    group: "consumer",
    lang: "th",
    kind: "payment-receipt",
    code: null,
    link: null,
    from: "Melodeck <billing@melodeck.app>",
    subject: "ใบเสร็จ Melodeck ของคุณ – ตุลาคม 2025",
    date: "Tue, 21 Oct 2025 08:02:15 +0700",
    enc: "b64",
    text: `ขอบคุณที่ใช้ Melodeck

เลขที่ใบเสร็จ: MDR-TH-25102108817
แพ็กเกจ: Melodeck Family (สมาชิก)
รอบบิล: 21 ต.ค. 2025 – 20 พ.ย. 2025
ยอดชำระ: ฿0.00 (ผู้จัดการแพ็กเกจเป็นผู้ชำระ)

หมายเหตุ: ค่าบริการของแพ็กเกจ Family ฿269.00 ต่อเดือน ถูกเรียกเก็บจากผู้จัดการแพ็กเกจ (ploy.s)

ดูรายละเอียดบัญชี: https://www.melodeck.app/th/account/subscription
`,
    html: null,
  },
];

// ---------------------------------------------------------------- Xingyao Interactive (Taiwan game publisher)

const XY_FOOT = `星曜互動娛樂股份有限公司 · 台北市內湖區瑞光路 513 巷 22 號 7 樓<br>
客服信箱 cs@xingyao-games.com.tw · <a href="https://member.xingyao-games.com.tw/service" style="color:#6f7382">客服中心</a> · <a href="https://www.xingyao-games.com.tw/privacy" style="color:#6f7382">隱私權條款</a><br>
本遊戲依遊戲軟體分級管理辦法分類為輔 12 級。`;

const xingyao: Mail[] = [
  {
    family: "xingyao-hudong",
    group: "regional",
    lang: "zh-Hant",
    kind: "two-step-code",
    code: "XY-570362",
    code_digits: "570362",
    link: null,
    from: "星曜互動會員中心 <member@xingyao-games.com.tw>",
    subject: "星曜會員 雙重驗證碼",
    date: "Sat, 13 Sep 2025 20:58:02 +0800",
    enc: "qp",
    text: `親愛的玩家 您好：

您的星曜會員帳號（nightowl_kh***）正在進行登入雙重驗證。

驗證碼：XY-570362

請於 5 分鐘內於登入頁面輸入「XY-」之後的 6 位數字。
若非本人操作，請立即至會員中心變更密碼並聯繫客服。

星曜客服人員不會以任何方式向您索取驗證碼。

星曜互動娛樂 會員中心
`,
    html: dark({
      lang: "zh-Hant",
      title: "雙重驗證碼",
      pre: "請於 5 分鐘內輸入驗證碼",
      logo: img("https://static.xingyao-games.com.tw/mail/xy-logo.png", "星曜互動", 140, 36),
      accent: "#c9a227",
      body: `<p style="margin:0 0 14px">親愛的玩家 您好：</p>
<p style="margin:0 0 14px">您的星曜會員帳號（nightowl_kh***）正在進行登入雙重驗證。</p>
<table role="presentation" cellpadding="0" cellspacing="0" border="0" align="center" style="margin:10px auto 20px"><tr>
<td style="padding:14px 30px;border:1px solid #c9a227;border-radius:4px;font-size:30px;letter-spacing:4px;font-weight:bold;color:#f3d77a;font-family:Consolas,monospace">XY-570362</td>
</tr></table>
<p style="margin:0 0 14px">請於 <b style="color:#fff">5 分鐘內</b>於登入頁面輸入「XY-」之後的 6 位數字。</p>
<p style="margin:0;font-size:13px;color:#9a9eae">若非本人操作，請立即至<a href="https://member.xingyao-games.com.tw/security" style="color:#c9a227">會員中心</a>變更密碼並聯繫客服。星曜客服人員不會以任何方式向您索取驗證碼。</p>`,
      footer: XY_FOOT,
    }),
  },
  {
    family: "xingyao-hudong",
    group: "regional",
    lang: "zh-Hant",
    kind: "maintenance-notice",
    code: null,
    link: null,
    from: "星曜互動 <news@xingyao-games.com.tw>",
    subject: "《星海戰紀》10/15 例行維護暨改版公告",
    date: "Mon, 13 Oct 2025 17:30:00 +0800",
    enc: "b64",
    text: `各位指揮官 您好：

《星海戰紀》將於 2025/10/15（三）06:00 – 11:00 進行例行維護暨 3.4 版本更新，維護期間將無法登入遊戲。

【改版重點】
1. 新角色「曜夜・綾」限時登場（10/15 – 11/5）
2. 新增公會戰「星門爭奪」模式
3. 儲值回饋活動：單筆儲值滿 NT$990 贈「星晶 ×300」

【維護補償】
全服玩家於維護後登入可領取「星晶 ×200」、「體力藥水 ×3」，領取期限至 10/31 23:59。

詳細公告：https://www.xingyao-games.com.tw/starfleet/news/20251013-maintenance

星曜互動營運團隊 敬上
`,
    html: dark({
      lang: "zh-Hant",
      title: "維護公告",
      pre: "10/15 06:00 – 11:00 維護，維護後可領取星晶 ×200",
      logo: img("https://static.xingyao-games.com.tw/mail/xy-logo.png", "星曜互動", 140, 36),
      accent: "#c9a227",
      body:
        `<img src="https://static.xingyao-games.com.tw/starfleet/banner/v34_500x220.jpg" alt="星海戰紀 3.4 版本" width="500" style="display:block;width:100%;margin:0 0 18px;border-radius:6px">
<p style="margin:0 0 14px">各位指揮官 您好：</p>
<p style="margin:0 0 14px">《星海戰紀》將於 <b style="color:#fff">2025/10/15（三）06:00 – 11:00</b> 進行例行維護暨 3.4 版本更新，維護期間將無法登入遊戲。</p>
<p style="margin:0 0 6px;color:#c9a227;font-weight:bold">【改版重點】</p>
<ol style="margin:0 0 14px;padding-left:20px"><li>新角色「曜夜・綾」限時登場（10/15 – 11/5）</li><li>新增公會戰「星門爭奪」模式</li><li>儲值回饋：單筆儲值滿 NT$990 贈「星晶 ×300」</li></ol>
<p style="margin:0 0 6px;color:#c9a227;font-weight:bold">【維護補償】</p>
<p style="margin:0 0 14px">全服玩家維護後登入可領取「星晶 ×200」、「體力藥水 ×3」，期限至 10/31 23:59。</p>
${
          button(
            "https://www.xingyao-games.com.tw/starfleet/news/20251013-maintenance",
            "查看完整公告",
            "#c9a227",
            "#0e0f14",
          )
        }`,
      footer: XY_FOOT,
    }),
  },
];

// ---------------------------------------------------------------- KradaoPay (e-wallet, Thailand)

const KD_FOOT = `บริษัท กระดาษ เพย์ จำกัด · ผู้ให้บริการเงินอิเล็กทรอนิกส์ภายใต้การกำกับของธนาคารแห่งประเทศไทย<br>
999/9 อาคารเดอะออฟฟิศเซส แอท เซ็นทรัลเวิลด์ ชั้น 28 ถนนพระราม 1 แขวงปทุมวัน เขตปทุมวัน กรุงเทพฯ 10330<br>
KradaoPay Call Center 1773 (ตลอด 24 ชั่วโมง) · <a href="https://www.kradaopay.co.th/help" style="color:#8a8d93">ศูนย์ช่วยเหลือ</a>`;
const KD_HEAD = img("https://www.kradaopay.co.th/mail/kradaopay-logo-w.png", "KradaoPay", 140, 32);

const kradao: Mail[] = [
  {
    family: "kradao-pay",
    group: "regional",
    lang: "th",
    kind: "link-card-otp",
    code: "093318",
    link: null,
    from: "KradaoPay <otp@kradaopay.co.th>",
    subject: "รหัส OTP สำหรับผูกบัตรกับ KradaoPay",
    date: "Fri, 19 Sep 2025 13:26:48 +0700",
    enc: "qp",
    text: `รหัส OTP ของคุณคือ 093318 (Ref: QHTW)

ใช้สำหรับผูกบัตรเดบิต VISA ลงท้าย 4821 กับบัญชี KradaoPay 08x-xxx-6612
รหัสมีอายุ 3 นาที

ห้ามบอกรหัสนี้กับผู้อื่นไม่ว่ากรณีใด KradaoPay จะไม่โทรหรือส่งข้อความขอรหัส OTP จากคุณ
หากคุณไม่ได้ทำรายการ โทร 1773 ทันที
`,
    html: light({
      lang: "th",
      title: "OTP",
      pre: "รหัส OTP สำหรับผูกบัตร VISA ลงท้าย 4821 (Ref: QHTW)",
      band: "#00b86b",
      head: KD_HEAD,
      width: 480,
      body: `<p style="margin:0 0 12px">ใช้สำหรับผูกบัตรเดบิต VISA ลงท้าย <b>4821</b> กับบัญชี KradaoPay 08x-xxx-6612</p>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="margin:0 0 14px"><tr>
<td align="center" style="background:#effaf4;border-radius:8px;padding:18px">
<span style="font-size:13px;color:#6b6f76">รหัส OTP</span><br>
<span style="font-size:34px;font-weight:bold;letter-spacing:6px;color:#00884f;font-family:Arial,sans-serif">093318</span><br>
<span style="font-size:12px;color:#6b6f76">Ref: QHTW · มีอายุ 3 นาที</span>
</td></tr></table>
<p style="margin:0 0 20px;font-size:13px;color:#6b6f76">ห้ามบอกรหัสนี้กับผู้อื่นไม่ว่ากรณีใด KradaoPay จะไม่โทรหรือส่งข้อความขอรหัส OTP จากคุณ หากคุณไม่ได้ทำรายการ โทร 1773 ทันที</p>`,
      footer: KD_FOOT,
    }),
  },
  {
    family: "kradao-pay",
    group: "regional",
    lang: "th",
    kind: "payment-receipt",
    code: null,
    link: null,
    from: "KradaoPay <noreply@kradaopay.co.th>",
    subject: "ชำระเงินสำเร็จ ฿350.00 – SEAGEM Top-up",
    date: "Sun, 05 Oct 2025 23:12:30 +0700",
    enc: "b64",
    text: `ชำระเงินสำเร็จ

ร้านค้า: SEAGEM Top-up (เติมเกม)
รายการ: 700 Crystals – Starwright Tactics
จำนวนเงิน: ฿350.00
ชำระด้วย: ยอดเงินใน KradaoPay
วันที่: 05 ต.ค. 2568 23:12 น.
หมายเลขรายการ: KP2510052312008741

ยอดคงเหลือ: ฿1,248.75
คุณได้รับ 3 Kradao Points จากรายการนี้

ดูประวัติรายการในแอป KradaoPay
`,
    html: light({
      lang: "th",
      title: "ชำระเงินสำเร็จ",
      pre: "฿350.00 · SEAGEM Top-up",
      band: "#00b86b",
      head: KD_HEAD,
      width: 480,
      body: `<p style="margin:0 0 4px;text-align:center;font-size:15px;color:#00884f"><b>✓ ชำระเงินสำเร็จ</b></p>
<p style="margin:0 0 14px;text-align:center;font-size:30px;font-weight:bold">฿350.00</p>
${
        table(
          row("ร้านค้า", "SEAGEM Top-up (เติมเกม)") + row("รายการ", "700 Crystals – Starwright Tactics") +
            row("ชำระด้วย", "ยอดเงินใน KradaoPay") + row("วันที่", "05 ต.ค. 2568 23:12 น.") +
            row("หมายเลขรายการ", "KP2510052312008741") + row("ยอดคงเหลือ", "฿1,248.75"),
        )
      }
<p style="margin:0 0 20px;font-size:13px;color:#6b6f76">คุณได้รับ 3 Kradao Points จากรายการนี้</p>`,
      footer: KD_FOOT,
    }),
  },
];

// ---------------------------------------------------------------- BayadLink (e-wallet, Philippines)

const BL_FOOT =
  `BayadLink is operated by BayadLink Digital Payments Corp., regulated by the Bangko Sentral ng Pilipinas.<br>
Hotline (02) 8845-2290 · help@bayadlink.ph · <a href="https://www.bayadlink.ph/help" style="color:#8a8d93">Help Center</a> · <a href="https://www.bayadlink.ph/privacy" style="color:#8a8d93">Privacy Notice</a>`;
const BL_HEAD = img("https://www.bayadlink.ph/assets/mail/bayadlink-white.png", "BayadLink", 138, 32);

const bayadlink: Mail[] = [
  {
    family: "bayadlink",
    group: "regional",
    lang: "en",
    kind: "confirm-device",
    code: null,
    link: "https://links.bayadlink.ph/e/c/dev-approve?d=AND-7c2f91&s=4hQp9LxZ0t",
    from: "BayadLink <security@bayadlink.ph>",
    subject: "Is this you? Confirm your new device",
    date: "Wed, 08 Oct 2025 19:51:06 +0800",
    enc: "qp",
    text: `Hi Khoa,

We noticed a log-in attempt to your BayadLink wallet (+63 9xx xxx 4407) from a device we don't recognise:

  Xiaomi Redmi Note 13 · Android 14
  Manila, PH · 8 Oct 2025, 7:50 PM

For your security, this device can't send money or cash out until you confirm it:
https://links.bayadlink.ph/e/c/dev-approve?d=AND-7c2f91&s=4hQp9LxZ0t

This link is valid for 20 minutes.

Not you? Don't click the link. Change your MPIN in the app right away and call (02) 8845-2290.

BayadLink will never ask for your MPIN or OTP.
`,
    html: light({
      lang: "en",
      title: "Confirm your new device",
      pre: "Xiaomi Redmi Note 13 · Manila · 7:50 PM",
      band: "#0051ba",
      head: BL_HEAD,
      body: `<p style="margin:0 0 14px">Hi Khoa,</p>
<p style="margin:0 0 14px">We noticed a log-in attempt to your BayadLink wallet (+63 9xx xxx 4407) from a device we don't recognise:</p>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="background:#f3f6fb;border-radius:6px"><tr><td style="padding:14px 16px;font-size:14px">
📱 <b>Xiaomi Redmi Note 13</b> · Android 14<br>📍 Manila, PH · 8 Oct 2025, 7:50 PM</td></tr></table>
<p style="margin:16px 0 0">For your security, this device can't send money or cash out until you confirm it.</p>
${
        button(
          "https://links.bayadlink.ph/e/c/dev-approve?d=AND-7c2f91&amp;s=4hQp9LxZ0t",
          "Yes, this is my device",
          "#0051ba",
        )
      }
<p style="margin:0 0 14px;font-size:13px;color:#6b6f76">This link is valid for 20 minutes.</p>
<p style="margin:0 0 20px;font-size:13px;color:#6b6f76"><b>Not you?</b> Don't click the button. Change your MPIN in the app right away and call (02) 8845-2290. BayadLink will never ask for your MPIN or OTP.</p>`,
      footer: BL_FOOT,
    }),
  },
  {
    family: "bayadlink",
    group: "regional",
    lang: "tl",
    kind: "cash-in-receipt",
    code: null,
    link: null,
    from: "BayadLink <noreply@bayadlink.ph>",
    subject: "Matagumpay ang iyong Cash In na ₱2,000.00",
    date: "Sat, 11 Oct 2025 10:05:42 +0800",
    text: `Hi Khoa,

Matagumpay ang iyong Cash In!

Halaga:         ₱2,000.00
Paraan:         Over-the-counter (7-Eleven, Taft Ave. cor. Pedro Gil)
Bayad sa serbisyo: ₱0.00
Ref. No.:       BLCI-8830-21947-56
Petsa at oras:  Okt 11, 2025 10:05 AM

Bagong balanse: ₱2,417.35

Itago ang resibong ito para sa iyong rekord. May tanong? Tumawag sa (02) 8845-2290.

BayadLink
`,
    html: null,
  },
];

// ---------------------------------------------------------------- Liga Gempur (esports league, Malaysia)

const LG_FOOT =
  `Liga Gempur Esports · Gempur Media Sdn. Bhd. (1388201-K) · Level 12, Menara Sunway Pinnacle, 47800 Petaling Jaya, Selangor<br>
<a href="https://ligagempur.my/soalan-lazim" style="color:#6f7382">Soalan Lazim</a> · <a href="https://ligagempur.my/peraturan" style="color:#6f7382">Peraturan</a> · <a href="https://www.youtube.com/@ligagempur" style="color:#6f7382">YouTube</a> · <a href="https://www.tiktok.com/@ligagempur" style="color:#6f7382">TikTok</a>`;
const LG_LOGO = img("https://ligagempur.my/assets/email/lg-logo.png", "LIGA GEMPUR", 160, 40);

const ligagempur: Mail[] = [
  {
    family: "liga-gempur",
    group: "regional",
    lang: "ms",
    kind: "confirm-registration",
    code: null,
    link: "https://ligagempur.my/daftar/sahkan/LGM-S2-04471?k=6f1c2e9ab03d",
    from: "Liga Gempur <pendaftaran@ligagempur.my>",
    subject: "Sahkan pendaftaran pemain anda – Liga Gempur Musim 2",
    date: "Wed, 24 Sep 2025 11:18:29 +0800",
    enc: "b64",
    text: `Salam sejahtera nightowl_khoa,

Anda telah didaftarkan sebagai pemain dalam pasukan Garuda Nyala untuk Liga Gempur Musim 2 (Starwright Tactics – Serantau).

No. Pendaftaran: LGM-S2-04471
Peringkat kelayakan: 11 – 19 Oktober 2025 (dalam talian)
Yuran penyertaan: Percuma

Untuk melengkapkan pendaftaran, sila sahkan butiran anda dan terima peraturan pertandingan sebelum 30 September 2025:
https://ligagempur.my/daftar/sahkan/LGM-S2-04471?k=6f1c2e9ab03d

Pemain yang belum disahkan tidak akan disenaraikan dalam roster rasmi.
Pertanyaan: urusetia@ligagempur.my

Jumpa di gelanggang!
Urus Setia Liga Gempur
`,
    html: dark({
      lang: "ms",
      title: "Sahkan pendaftaran",
      pre: "Sahkan sebelum 30 September 2025 untuk disenaraikan dalam roster rasmi.",
      logo: LG_LOGO,
      accent: "#e6212a",
      body: `<h1 style="margin:0 0 16px;font-size:21px;color:#ffffff">Sahkan pendaftaran pemain</h1>
<p style="margin:0 0 14px">Salam sejahtera nightowl_khoa,</p>
<p style="margin:0 0 14px">Anda telah didaftarkan sebagai pemain dalam pasukan <b style="color:#fff">Garuda Nyala</b> untuk <b style="color:#fff">Liga Gempur Musim 2</b> (Starwright Tactics – Serantau).</p>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="font-size:14px;background:#0e0f14;border-radius:8px">
<tr><td style="padding:8px 16px;color:#9a9eae">No. Pendaftaran</td><td style="padding:8px 16px" align="right">LGM-S2-04471</td></tr>
<tr><td style="padding:8px 16px;color:#9a9eae">Kelayakan</td><td style="padding:8px 16px" align="right">11 – 19 Oktober 2025</td></tr>
<tr><td style="padding:8px 16px;color:#9a9eae">Yuran</td><td style="padding:8px 16px" align="right">Percuma</td></tr>
</table>
${button("https://ligagempur.my/daftar/sahkan/LGM-S2-04471?k=6f1c2e9ab03d", "SAHKAN PENDAFTARAN", "#e6212a")}
<p style="margin:0;font-size:13px;color:#9a9eae">Sila sahkan sebelum 30 September 2025. Pemain yang belum disahkan tidak akan disenaraikan dalam roster rasmi. Pertanyaan: <a href="mailto:urusetia@ligagempur.my" style="color:#e6212a">urusetia@ligagempur.my</a></p>`,
      footer: LG_FOOT,
    }),
  },
  {
    family: "liga-gempur",
    group: "regional",
    lang: "ms",
    kind: "schedule-notice",
    code: null,
    link: null,
    from: "Liga Gempur <info@ligagempur.my>",
    subject: "Jadual Minggu 1 Kelayakan Liga Gempur Musim 2",
    date: "Thu, 09 Oct 2025 18:30:00 +0800",
    enc: "qp",
    text: `Hai pemain Liga Gempur!

Jadual perlawanan pasukan anda (Garuda Nyala) untuk Minggu 1 peringkat kelayakan:

Sabtu, 11 Okt 2025
  20:00 MYT – Garuda Nyala vs Harimau Selatan (Kumpulan C, Perlawanan C3)
Ahad, 12 Okt 2025
  17:00 MYT – Garuda Nyala vs Sotong Bakar Gaming (Kumpulan C, Perlawanan C7)

Peringatan:
- Semua pemain wajib berada di saluran suara rasmi 30 minit sebelum perlawanan.
- Perlawanan C3 akan disiarkan secara langsung di saluran YouTube Liga Gempur.
- Butiran lobi akan diberikan oleh pengadil pada hari perlawanan.

Kedudukan semasa dan jadual penuh: https://ligagempur.my/musim-2/jadual

Urus Setia Liga Gempur
`,
    html: null,
  },
];

// ---------------------------------------------------------------- KilaTopup (game top-up, Indonesia)

const kilatopup: Mail[] = [
  {
    family: "kilatopup",
    group: "regional",
    lang: "id",
    kind: "topup-receipt",
    code: null,
    link: null,
    from: "KilaTopup <invoice@kilatopup.co.id>",
    subject: "Pembayaran Berhasil – Invoice KTU-20251019-55302",
    date: "Sun, 19 Oct 2025 20:41:16 +0700",
    enc: "qp",
    text: `Terima kasih, pembayaran kamu berhasil!

Invoice:       KTU-20251019-55302
Tanggal:       19 Oktober 2025, 20:41 WIB
Produk:        Starwright Tactics – 1.400 Crystals
User ID:       58120433 (Server SEA)
Metode bayar:  QRIS
Harga:         Rp 279.000
Biaya admin:   Rp 1.000
Total:         Rp 280.000

Status: SUKSES – item sudah masuk ke akun game.

Simpan invoice ini. Butuh bantuan? WhatsApp CS: +62 811-9000-4512 (09.00–23.00 WIB)
Cek pesanan: https://kilatopup.co.id/invoice/KTU-20251019-55302
`,
    html: light({
      lang: "id",
      title: "Invoice",
      pre: "Rp 280.000 · 1.400 Crystals · SUKSES",
      band: "#1746d6",
      head:
        `<span style="font-family:Arial,sans-serif;font-size:22px;font-weight:900;color:#ffffff;font-style:italic">Kila<span style="color:#ffd400">Topup</span></span>`,
      body: `<p style="margin:0 0 14px;font-size:16px"><b>Terima kasih, pembayaran kamu berhasil!</b></p>
${
        table(
          row("Invoice", "KTU-20251019-55302") + row("Tanggal", "19 Oktober 2025, 20:41 WIB") +
            row("Produk", "Starwright Tactics – 1.400 Crystals") + row("User ID", "58120433 (Server SEA)") +
            row("Metode bayar", "QRIS") + row("Harga", "Rp 279.000") + row("Biaya admin", "Rp 1.000") +
            row("<b>Total</b>", "<b>Rp 280.000</b>"),
        )
      }
<p style="margin:0 0 14px"><span style="background:#e3f8ea;color:#12813c;padding:4px 10px;border-radius:12px;font-size:12px;font-weight:bold">SUKSES</span> &nbsp;item sudah masuk ke akun game.</p>
<p style="margin:0 0 20px;font-size:13px;color:#6b6f76">Butuh bantuan? <a href="https://wa.me/6281190004512" style="color:#1746d6">WhatsApp CS +62 811-9000-4512</a> (09.00–23.00 WIB) · <a href="https://kilatopup.co.id/invoice/KTU-20251019-55302" style="color:#1746d6">Cek pesanan</a></p>`,
      footer:
        `PT Kilat Topup Nusantara · Ruko Golden Boulevard Blok C-12, BSD City, Tangerang Selatan 15310<br><a href="https://kilatopup.co.id/syarat-ketentuan" style="color:#8a8d93">Syarat &amp; Ketentuan</a> · <a href="https://kilatopup.co.id/kebijakan-privasi" style="color:#8a8d93">Kebijakan Privasi</a> · <a href="https://instagram.com/kilatopup" style="color:#8a8d93">Instagram</a>`,
    }),
  },
];

export const mails: Mail[] = [
  ...riftborne,
  ...kaizan,
  ...streamora,
  ...arenaloka,
  ...napnhanh,
  ...bienxanh,
  ...coinlantern,
  ...thongkham,
  ...stonekey,
  ...clanvox,
  ...telkasa,
  ...palengkeko,
  ...kainmo,
  ...shadowpier,
  ...framebyte,
  ...melodeck,
  ...xingyao,
  ...kradao,
  ...bayadlink,
  ...ligagempur,
  ...kilatopup,
];
