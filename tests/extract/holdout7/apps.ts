/**
 * Mail from app-first consumer senders: games and launchers, messaging, dating, fitness, photo, music
 * and podcast, crypto, rides and scooters, language learning, AI assistants, smart home, VPN, password
 * managers, browsers and creator platforms, in many languages, about 60 % asking for a code or a link.
 * @module
 */

import type { Mail } from "../holdout_kit.ts";

// ---------------------------------------------------------------- Pixelrift (game launcher)

const PX_FOOT = "© 2025 Pixelrift Interactive Ltd. · 4th Floor, 21 Castle Quay, Dublin 2, D02 XK71, Ireland";

function pixelrift(preheader: string, inner: string): string {
  return `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">
<title>Pixelrift</title></head>
<body style="margin:0;padding:0;background:#0d0f14;">
<div style="display:none;max-height:0;overflow:hidden;color:#0d0f14;">${preheader}</div>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" bgcolor="#0d0f14">
<tr><td align="center" style="padding:32px 12px;">
  <table role="presentation" width="560" cellpadding="0" cellspacing="0" border="0" style="max-width:560px;background:#161a23;border-radius:6px;">
    <tr><td style="padding:28px 36px 8px 36px;">
      <a href="https://www.pixelrift.gg/?utm_source=email&amp;utm_medium=transactional"><img src="https://cdn.pixelrift.gg/email/logo-wordmark-white@2x.png" width="140" height="28" alt="PIXELRIFT" style="display:block;border:0;"></a>
    </td></tr>
    <tr><td style="padding:12px 36px 32px 36px;font-family:'Segoe UI',Roboto,Arial,sans-serif;font-size:15px;line-height:23px;color:#c9ced8;">
${inner}
    </td></tr>
  </table>
  <table role="presentation" width="560" cellpadding="0" cellspacing="0" border="0" style="max-width:560px;">
    <tr><td align="center" style="padding:20px 24px;font-family:Arial,sans-serif;font-size:11px;line-height:17px;color:#6b7280;">
      <a href="https://twitter.com/pixelriftgg" style="color:#6b7280;">X</a> &nbsp;·&nbsp;
      <a href="https://discord.gg/pixelrift" style="color:#6b7280;">Discord</a> &nbsp;·&nbsp;
      <a href="https://www.youtube.com/@pixelrift" style="color:#6b7280;">YouTube</a><br><br>
      <a href="https://support.pixelrift.gg/" style="color:#6b7280;">Support</a> |
      <a href="https://www.pixelrift.gg/legal/privacy" style="color:#6b7280;">Privacy Policy</a> |
      <a href="https://www.pixelrift.gg/legal/eula" style="color:#6b7280;">Terms of Service</a><br>
      ${PX_FOOT}
    </td></tr>
  </table>
</td></tr></table>
</body></html>`;
}

const PX_APPROVE =
  "https://links.pixelrift.gg/ls/click?upn=u001.Rk9x2bWfL0pQz7-2BnA4dE9kYv&url=https%3A%2F%2Faccount.pixelrift.gg%2Fdevice%2Fapprove%3Frid%3Ddv_7f1c0a94e2b3%26sig%3D3Qm0";

const pixelriftMails: Mail[] = [
  {
    family: "pixelrift-games",
    group: "consumer",
    lang: "en",
    kind: "login-code",
    code: "604218",
    link: null,
    from: "Pixelrift <no-reply@account.pixelrift.gg>",
    subject: "604 218 is your Pixelrift security code",
    date: "Tue, 11 Mar 2025 21:47:03 +0000",
    text: `Hi RiftRunner_88,

Someone is trying to sign in to your Pixelrift account.

  Device:   Windows 11 · Pixelrift Launcher 3.18.2
  Location: near Leeds, United Kingdom
  Time:     11 March 2025, 21:46 GMT

If this was you, enter this security code in the launcher:

    604 218

The code expires in 15 minutes and can only be used once.

If this wasn't you, change your password right away and turn on the authenticator app:
https://account.pixelrift.gg/security

GG,
The Pixelrift Account Team

Support: https://support.pixelrift.gg/
${PX_FOOT}
`,
    html: pixelrift(
      "Enter this code in the launcher to finish signing in.",
      `      <h1 style="margin:0 0 16px 0;font-size:22px;line-height:28px;color:#ffffff;font-weight:700;">Finish signing in</h1>
      <p style="margin:0 0 16px 0;">Hi RiftRunner_88,</p>
      <p style="margin:0 0 16px 0;">Someone is trying to sign in to your Pixelrift account from <strong style="color:#ffffff;">Windows 11 · Pixelrift Launcher 3.18.2</strong> near Leeds, United Kingdom (11 March 2025, 21:46 GMT).</p>
      <p style="margin:0 0 8px 0;">If this was you, enter this security code in the launcher:</p>
      <table role="presentation" cellpadding="0" cellspacing="0" border="0" width="100%"><tr>
        <td align="center" style="padding:18px 0;background:#0d0f14;border:1px solid #2c3342;border-radius:4px;font-family:Consolas,'Courier New',monospace;font-size:36px;line-height:40px;letter-spacing:12px;color:#7cf2c8;font-weight:700;">604218</td>
      </tr></table>
      <p style="margin:16px 0 16px 0;font-size:13px;color:#8b93a3;">The code expires in 15 minutes and can only be used once.</p>
      <p style="margin:0 0 16px 0;">If this wasn't you, <a href="https://account.pixelrift.gg/security" style="color:#7cf2c8;">change your password</a> right away and turn on the authenticator app.</p>
      <p style="margin:0;">GG,<br>The Pixelrift Account Team</p>`,
    ),
    enc: "qp",
  },
  {
    family: "pixelrift-games",
    group: "consumer",
    lang: "en",
    kind: "device-approve-link",
    code: null,
    link: PX_APPROVE,
    from: "Pixelrift <no-reply@account.pixelrift.gg>",
    subject: "Approve sign-in from a new device",
    date: "Sat, 05 Apr 2025 09:12:44 +0000",
    text: `Hi RiftRunner_88,

We noticed a sign-in attempt from a device we haven't seen before:

  PlayStation 5 · Pixelrift app 2.4.0
  IP address 81.104.22.19 · Manchester, GB
  5 April 2025, 09:11 GMT

To allow this device, approve it here (the link works for 30 minutes):
${PX_APPROVE}

Until it's approved, the device can't access your library, wallet (balance: 1,240 Rift Coins) or friends list.

Didn't try to sign in? Ignore this e-mail - nothing happens unless you approve. We'd also suggest changing your password: https://account.pixelrift.gg/security

The Pixelrift Account Team
${PX_FOOT}
`,
    html: pixelrift(
      "A PlayStation 5 wants to sign in to your account.",
      `      <h1 style="margin:0 0 16px 0;font-size:22px;line-height:28px;color:#ffffff;">New device sign-in</h1>
      <p style="margin:0 0 16px 0;">Hi RiftRunner_88, we noticed a sign-in attempt from a device we haven't seen before:</p>
      <table role="presentation" cellpadding="0" cellspacing="0" border="0" width="100%" style="background:#0d0f14;border-radius:4px;">
        <tr><td style="padding:14px 18px;font-size:14px;line-height:22px;color:#c9ced8;">
          <span style="color:#8b93a3;">Device</span><br><strong style="color:#fff;">PlayStation 5 · Pixelrift app 2.4.0</strong><br>
          <span style="color:#8b93a3;">Where</span><br>IP 81.104.22.19 · Manchester, GB<br>
          <span style="color:#8b93a3;">When</span><br>5 April 2025, 09:11 GMT
        </td></tr>
      </table>
      <table role="presentation" cellpadding="0" cellspacing="0" border="0" style="margin:24px 0;"><tr>
        <td bgcolor="#7cf2c8" style="border-radius:4px;"><a href="${
        PX_APPROVE.replaceAll("&", "&amp;")
      }" style="display:inline-block;padding:13px 30px;font-size:15px;font-weight:700;color:#0d0f14;text-decoration:none;">Approve this device</a></td>
      </tr></table>
      <p style="margin:0 0 16px 0;font-size:13px;color:#8b93a3;">The link works for 30 minutes. Until then the device can't access your library, wallet or friends list.</p>
      <p style="margin:0;">Didn't try to sign in? Ignore this e-mail, nothing happens unless you approve. We'd also suggest <a href="https://account.pixelrift.gg/security" style="color:#7cf2c8;">changing your password</a>.</p>`,
    ),
    enc: "b64",
  },
  {
    family: "pixelrift-games",
    group: "negative",
    lang: "en",
    kind: "purchase-receipt",
    code: null,
    link: null,
    from: "Pixelrift Store <receipts@store.pixelrift.gg>",
    subject: "Your Pixelrift receipt #PR-20250419-88213",
    date: "Sat, 19 Apr 2025 18:03:27 +0000",
    text: `Thanks for your purchase, RiftRunner_88!

Order number:   PR-20250419-88213
Order date:     19 April 2025
Payment:        Visa •••• 4821

  Ashen Vale: Deluxe Edition          EUR 49.99
  Ashen Vale - Soundtrack (DLC)       EUR  7.99
  -------------------------------------------
  Subtotal                            EUR 47.14
  VAT (23%)                           EUR 10.84
  Total                               EUR 57.98

The games are already in your library. Launch the Pixelrift app to start downloading.

A PDF copy of this receipt is attached. For refunds within 14 days see https://support.pixelrift.gg/refunds

${PX_FOOT}
VAT no. IE 3812945QH
`,
    html: pixelrift(
      "Order PR-20250419-88213 · EUR 57.98",
      `      <h1 style="margin:0 0 6px 0;font-size:22px;color:#ffffff;">Thanks for your purchase!</h1>
      <p style="margin:0 0 20px 0;color:#8b93a3;font-size:13px;">Order PR-20250419-88213 · 19 April 2025 · Visa •••• 4821</p>
      <table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="font-size:14px;color:#c9ced8;">
        <tr>
          <td width="72" style="padding:8px 0;"><img src="https://cdn.pixelrift.gg/store/ashen-vale/capsule-64.jpg" width="60" height="60" alt="Ashen Vale" style="display:block;border-radius:4px;"></td>
          <td style="padding:8px 0;">Ashen Vale: Deluxe Edition</td><td align="right" style="padding:8px 0;">EUR 49.99</td>
        </tr>
        <tr>
          <td width="72" style="padding:8px 0;"><img src="https://cdn.pixelrift.gg/store/ashen-vale/ost-64.jpg" width="60" height="60" alt="Soundtrack" style="display:block;border-radius:4px;"></td>
          <td style="padding:8px 0;">Ashen Vale - Soundtrack (DLC)</td><td align="right" style="padding:8px 0;">EUR 7.99</td>
        </tr>
        <tr><td colspan="3" style="border-top:1px solid #2c3342;padding-top:10px;"></td></tr>
        <tr><td></td><td style="color:#8b93a3;">Subtotal</td><td align="right">EUR 47.14</td></tr>
        <tr><td></td><td style="color:#8b93a3;">VAT (23%)</td><td align="right">EUR 10.84</td></tr>
        <tr><td></td><td style="color:#fff;font-weight:700;padding-top:6px;">Total</td><td align="right" style="color:#fff;font-weight:700;padding-top:6px;">EUR 57.98</td></tr>
      </table>
      <p style="margin:24px 0 0 0;">The games are already in your library. Launch the Pixelrift app to start downloading. A PDF copy of this receipt is attached; refunds within 14 days are explained <a href="https://support.pixelrift.gg/refunds" style="color:#7cf2c8;">here</a>.</p>`,
    ),
    enc: "qp",
    attachment: [
      "Pixelrift-receipt-PR-20250419-88213.pdf",
      "application/pdf",
      "%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj\n3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n",
    ],
  },
  {
    family: "pixelrift-games",
    group: "negative",
    lang: "en",
    kind: "season-pass-promo",
    code: null,
    link: null,
    from: "Pixelrift <news@mail.pixelrift.gg>",
    subject: "Season 7 is live - your 500 bonus Rift Coins are inside",
    date: "Thu, 01 May 2025 16:00:00 +0000",
    text: `SEASON 7: DROWNED CROWN IS LIVE

New map, 80 tiers of rewards and the return of Ranked Duos.

As a thank-you for playing last season, here's 500 Rift Coins on us.
Redeem code: RIFT-S7K9-QX24-HWM3
(Store > Redeem a code, valid until 31 May 2025, one per account.)

Premium Pass: 950 Rift Coins (EUR 9.49)
Pass Bundle with 25 tier skips: 2,800 Rift Coins (EUR 24.99)

See what's new: https://links.pixelrift.gg/ls/click?upn=u001.s7Launch&url=https%3A%2F%2Fwww.pixelrift.gg%2Fseason-7

You're receiving this because you opted in to news from Pixelrift.
Unsubscribe: https://www.pixelrift.gg/email/unsubscribe?u=8821043&l=news
${PX_FOOT}
`,
    html: pixelrift(
      "New map, 80 reward tiers and 500 free Rift Coins.",
      `      <img src="https://cdn.pixelrift.gg/email/s7/hero-drowned-crown.jpg" width="488" alt="Season 7: Drowned Crown" style="display:block;width:100%;height:auto;border-radius:4px;margin-bottom:20px;">
      <h1 style="margin:0 0 12px 0;font-size:24px;color:#fff;text-transform:uppercase;">Season 7 is live</h1>
      <p style="margin:0 0 16px 0;">New map, 80 tiers of rewards and the return of Ranked Duos.</p>
      <p style="margin:0 0 8px 0;">As a thank-you for playing last season, here's <strong style="color:#fff;">500 Rift Coins</strong> on us:</p>
      <p style="margin:0 0 8px 0;padding:12px;background:#0d0f14;border:1px dashed #7cf2c8;text-align:center;font-family:Consolas,monospace;font-size:20px;color:#7cf2c8;">RIFT-S7K9-QX24-HWM3</p>
      <p style="margin:0 0 20px 0;font-size:12px;color:#8b93a3;">Store › Redeem a code. Valid until 31 May 2025, one per account.</p>
      <table role="presentation" width="100%" cellpadding="8" cellspacing="0" border="0" style="font-size:14px;">
        <tr><td style="border-bottom:1px solid #2c3342;">Premium Pass</td><td align="right" style="border-bottom:1px solid #2c3342;">950 RC · EUR 9.49</td></tr>
        <tr><td>Pass Bundle + 25 tier skips</td><td align="right">2,800 RC · EUR 24.99</td></tr>
      </table>
      <p style="margin:24px 0 0 0;text-align:center;"><a href="https://links.pixelrift.gg/ls/click?upn=u001.s7Launch&amp;url=https%3A%2F%2Fwww.pixelrift.gg%2Fseason-7" style="display:inline-block;padding:12px 28px;background:#7cf2c8;color:#0d0f14;font-weight:700;text-decoration:none;border-radius:4px;">See what's new</a></p>
      <p style="margin:24px 0 0 0;font-size:11px;color:#6b7280;">You're receiving this because you opted in to news from Pixelrift. <a href="https://www.pixelrift.gg/email/unsubscribe?u=8821043&amp;l=news" style="color:#6b7280;">Unsubscribe</a></p>`,
    ),
  },
];

// ---------------------------------------------------------------- Chirpline (messaging, Japan)

const CL_VERIFY = "https://chirpline.jp/account/email/verify?t=Yk3pQ9xZr2LwT0aB&lang=ja";

const chirplineMails: Mail[] = [
  {
    family: "chirpline",
    group: "regional",
    lang: "ja",
    kind: "login-code",
    code: "7294",
    link: null,
    from: "Chirpline <noreply@chirpline.jp>",
    subject: "【Chirpline】ログイン確認コード",
    date: "Mon, 17 Mar 2025 08:31:55 +0900",
    text: `確認コード：7294

Chirplineへのログインを続けるには、上記の4桁のコードをアプリに入力してください（有効期限：10分）。
このコードを第三者に教えないでください。Chirplineのスタッフがコードを尋ねることはありません。

心当たりがない場合は、このメールを破棄してください。

--
Chirpline株式会社
〒150-0002 東京都渋谷区渋谷2-21-1
ヘルプセンター https://help.chirpline.jp/
`,
    html: null,
    enc: "8bit",
  },
  {
    family: "chirpline",
    group: "negative",
    lang: "ja",
    kind: "friend-request",
    code: null,
    link: null,
    from: "Chirpline <info@notice.chirpline.jp>",
    subject: "佐倉 葵さんから友だち申請が届いています",
    date: "Wed, 26 Mar 2025 19:04:12 +0900",
    text: `佐倉 葵（@aoi_sakura）さんから友だち申請が届いています。

共通の友だち：3人
メッセージ：「先週の勉強会でお会いした佐倉です！よろしくお願いします」

アプリで申請を確認する：
https://chirpline.jp/r/friends/requests?src=mail_fr

このお知らせが不要な場合は、アプリの［設定］＞［通知］＞［メール］から変更できます。
https://chirpline.jp/settings/notifications

Chirpline株式会社　〒150-0002 東京都渋谷区渋谷2-21-1
© 2025 Chirpline Inc.
`,
    html: `<html><head><meta charset="utf-8"></head>
<body style="margin:0;background:#f4f6f8;">
<span style="display:none!important;font-size:1px;color:#f4f6f8;">共通の友だち3人・メッセージ付きの申請です</span>
<table width="100%" cellpadding="0" cellspacing="0" style="background:#f4f6f8;"><tr><td align="center" style="padding:24px 8px;">
<table width="480" cellpadding="0" cellspacing="0" style="background:#ffffff;border-radius:12px;font-family:'Hiragino Kaku Gothic ProN',Meiryo,sans-serif;color:#222;">
  <tr><td style="padding:20px 24px;border-bottom:1px solid #eef0f2;"><img src="https://static.chirpline.jp/mail/logo_h.png" alt="Chirpline" width="112" height="24"></td></tr>
  <tr><td align="center" style="padding:28px 24px 8px;">
    <img src="https://img.chirpline.jp/avatar/u/90311842/96.jpg" width="72" height="72" alt="" style="border-radius:36px;">
    <p style="margin:12px 0 4px;font-size:17px;font-weight:bold;">佐倉 葵</p>
    <p style="margin:0;font-size:12px;color:#888;">@aoi_sakura ・ 共通の友だち 3人</p>
  </td></tr>
  <tr><td style="padding:16px 32px;font-size:14px;line-height:1.8;">
    <div style="background:#f4f6f8;border-radius:8px;padding:12px 14px;">先週の勉強会でお会いした佐倉です！よろしくお願いします</div>
  </td></tr>
  <tr><td align="center" style="padding:8px 24px 28px;">
    <a href="https://chirpline.jp/r/friends/requests?src=mail_fr" style="display:inline-block;background:#12b886;color:#fff;text-decoration:none;font-size:15px;font-weight:bold;padding:12px 40px;border-radius:24px;">申請を確認する</a>
  </td></tr>
</table>
<p style="font-family:sans-serif;font-size:11px;color:#999;line-height:1.7;">このお知らせが不要な場合は<a href="https://chirpline.jp/settings/notifications" style="color:#999;">通知設定</a>から変更できます。<br>Chirpline株式会社 〒150-0002 東京都渋谷区渋谷2-21-1<br>© 2025 Chirpline Inc.</p>
</td></tr></table>
</body></html>`,
    enc: "8bit",
    html_enc: "qp",
  },
  {
    family: "chirpline",
    group: "regional",
    lang: "ja",
    kind: "verify-link",
    code: null,
    link: CL_VERIFY,
    from: "Chirpline <noreply@chirpline.jp>",
    subject: "メールアドレスの確認をお願いします",
    date: "Fri, 04 Apr 2025 12:20:38 +0900",
    text: `Chirplineをご利用いただきありがとうございます。

sam.reader@inbox.example をアカウントのメールアドレスとして登録するには、24時間以内に次のURLを開いてください。
${CL_VERIFY}

スマートフォンでChirplineアプリをお使いの方は、こちらからアプリを開くこともできます。
chirpline://open?from=mail

このメールに心当たりがない場合は、お手数ですが破棄してください。アカウントは作成されません。

Chirpline サポート
https://help.chirpline.jp/
`,
    html: `<html><head><meta charset="utf-8"><title>メールアドレスの確認</title></head>
<body style="margin:0;padding:0;background:#ffffff;">
<table width="100%" cellpadding="0" cellspacing="0" border="0"><tr><td align="center">
<table width="520" cellpadding="0" cellspacing="0" border="0" style="font-family:'Hiragino Sans','Yu Gothic',Meiryo,sans-serif;color:#1f2328;">
  <tr><td style="padding:32px 20px 12px;"><img src="https://static.chirpline.jp/mail/logo_h.png" alt="Chirpline" width="112" height="24"></td></tr>
  <tr><td style="padding:8px 20px;font-size:20px;font-weight:bold;">メールアドレスの確認</td></tr>
  <tr><td style="padding:8px 20px;font-size:14px;line-height:1.9;">
    Chirplineをご利用いただきありがとうございます。<br>
    <b>sam.reader@inbox.example</b> をアカウントのメールアドレスとして登録するには、24時間以内に下のボタンを押してください。
  </td></tr>
  <tr><td style="padding:20px;">
    <table cellpadding="0" cellspacing="0" border="0"><tr><td style="background:#12b886;border-radius:6px;">
      <a href="${
      CL_VERIFY.replaceAll("&", "&amp;")
    }" style="display:block;padding:14px 36px;color:#ffffff;font-size:15px;font-weight:bold;text-decoration:none;">メールアドレスを確認する</a>
    </td></tr></table>
  </td></tr>
  <tr><td style="padding:0 20px 16px;font-size:12px;line-height:1.8;color:#57606a;">
    ボタンが押せない場合は、次のURLをブラウザに貼り付けてください。<br>
    <a href="${CL_VERIFY.replaceAll("&", "&amp;")}" style="color:#0969da;word-break:break-all;">${
      CL_VERIFY.replaceAll("&", "&amp;")
    }</a>
  </td></tr>
  <tr><td style="padding:0 20px 24px;font-size:12px;line-height:1.8;color:#57606a;">
    スマートフォンをお使いの方は <a href="chirpline://open?from=mail" style="color:#0969da;">Chirplineアプリを開く</a><br>
    <a href="https://apps.apple.com/jp/app/chirpline/id1609934021"><img src="https://static.chirpline.jp/mail/badge_appstore_ja.png" alt="App Storeからダウンロード" width="120" height="40"></a>
    <a href="https://play.google.com/store/apps/details?id=jp.chirpline.android"><img src="https://static.chirpline.jp/mail/badge_googleplay_ja.png" alt="Google Playで手に入れよう" width="135" height="40"></a>
  </td></tr>
  <tr><td style="padding:16px 20px 32px;border-top:1px solid #d0d7de;font-size:11px;color:#8c959f;line-height:1.7;">
    このメールに心当たりがない場合は破棄してください。アカウントは作成されません。<br>
    <a href="https://help.chirpline.jp/" style="color:#8c959f;">ヘルプセンター</a> ｜ <a href="https://chirpline.jp/privacy" style="color:#8c959f;">プライバシーポリシー</a><br>
    Chirpline株式会社 〒150-0002 東京都渋谷区渋谷2-21-1
  </td></tr>
</table>
</td></tr></table>
</body></html>`,
    enc: "b64",
  },
];

// ---------------------------------------------------------------- Velvetmatch (dating)

function velvet(preheader: string, inner: string, foot: string): string {
  return `<!doctype html>
<html><head><meta http-equiv="Content-Type" content="text/html; charset=utf-8">
<style>@media only screen and (max-width:600px){.wrap{width:100%!important}}</style></head>
<body style="margin:0;background:#fbf3f5;">
<div style="display:none;font-size:1px;line-height:1px;max-height:0;opacity:0;">${preheader}&#847;&zwnj;&nbsp;&#847;&zwnj;&nbsp;</div>
<center>
<table class="wrap" width="600" cellpadding="0" cellspacing="0" border="0" style="width:600px;">
<tr><td align="center" style="padding:30px 0 18px;"><img src="https://assets.velvetmatch.com/mail/v3/heart-logo.png" width="48" height="48" alt="Velvetmatch"></td></tr>
<tr><td style="background:#ffffff;border-radius:16px;padding:36px 40px;font-family:Helvetica,Arial,sans-serif;color:#3a2230;font-size:16px;line-height:24px;">
${inner}
</td></tr>
<tr><td align="center" style="padding:24px 30px 40px;font-family:Helvetica,Arial,sans-serif;font-size:12px;line-height:18px;color:#a3868f;">
${foot}
</td></tr>
</table>
</center>
</body></html>`;
}

const VM_AGE = "https://velvetmatch.com/safety/age-check?session=av_4Gq8Lm2TzR0c&src=email";

const velvetMails: Mail[] = [
  {
    family: "velvetmatch",
    group: "consumer",
    lang: "es",
    kind: "verify-code",
    code: "552031",
    link: null,
    from: "Velvetmatch <hola@velvetmatch.com>",
    subject: "Tu código de Velvetmatch",
    date: "Sun, 09 Mar 2025 23:14:09 -0600",
    text: `¡Hola!

Usa este código para confirmar tu correo en Velvetmatch:

552031

Vence en 20 minutos. Si no pediste este código, ignora este mensaje; nadie podrá entrar a tu cuenta sin él.

Nunca compartas tus códigos con otras personas, ni siquiera con alguien con quien hiciste match.

Equipo de Velvetmatch
Centro de ayuda: https://help.velvetmatch.com/es-419
Velvetmatch LLC · 548 Market St PMB 71022, San Francisco, CA 94104, EE. UU.
`,
    html: velvet(
      "Confirma tu correo con este código. Vence en 20 minutos.",
      `<p style="margin:0 0 18px;font-size:22px;font-weight:bold;">Confirma tu correo</p>
<p style="margin:0 0 22px;">¡Hola! Usa este código para confirmar tu correo en Velvetmatch:</p>
<div style="margin:0 auto 22px;background:#fbe7ec;border-radius:12px;padding:18px 0;text-align:center;font-size:34px;font-weight:bold;letter-spacing:10px;color:#c2185b;font-family:'Courier New',monospace;">552031</div>
<p style="margin:0 0 14px;font-size:14px;color:#7b5a66;">Vence en 20 minutos. Si no pediste este código, ignora este mensaje; nadie podrá entrar a tu cuenta sin él.</p>
<p style="margin:0;font-size:14px;color:#7b5a66;">Nunca compartas tus códigos con otras personas, ni siquiera con alguien con quien hiciste match.</p>`,
      `<a href="https://help.velvetmatch.com/es-419" style="color:#a3868f;">Centro de ayuda</a> · <a href="https://velvetmatch.com/es-419/privacidad" style="color:#a3868f;">Privacidad</a> · <a href="https://velvetmatch.com/es-419/seguridad" style="color:#a3868f;">Consejos de seguridad</a><br>
Velvetmatch LLC · 548 Market St PMB 71022, San Francisco, CA 94104, EE. UU.`,
    ),
    enc: "qp",
  },
  {
    family: "velvetmatch",
    group: "negative",
    lang: "en",
    kind: "new-likes",
    code: null,
    link: null,
    from: "Velvetmatch <hello@velvetmatch.com>",
    subject: "3 people liked you this week 💘",
    date: "Fri, 21 Mar 2025 18:30:00 -0700",
    text: `You're on a roll, Sam!

3 people liked your profile this week, and one of them sent a Rose.

See who liked you:
https://e.velvetmatch.com/c/eJxdj0sOgjAQQK-?u=likes_weekly&cid=20250321

Velvet Gold members see their likes instantly.
Spring offer: 50% off your first month - $14.99 instead of $29.99 (ends March 31).

Email preferences: https://velvetmatch.com/settings/email
Unsubscribe from weekly likes: https://velvetmatch.com/unsubscribe?t=wl_09f2c1

Velvetmatch LLC · 548 Market St PMB 71022, San Francisco, CA 94104
`,
    html: velvet(
      "One of them sent a Rose 🌹",
      `<p style="margin:0 0 10px;font-size:24px;font-weight:bold;text-align:center;">You're on a roll, Sam!</p>
<p style="margin:0 0 24px;text-align:center;">3 people liked your profile this week, and one of them sent a Rose.</p>
<table width="100%" cellpadding="0" cellspacing="0" border="0"><tr>
<td align="center"><img src="https://assets.velvetmatch.com/mail/v3/blur-1.jpg" width="96" height="128" alt="Hidden profile" style="border-radius:10px;"></td>
<td align="center"><img src="https://assets.velvetmatch.com/mail/v3/blur-2.jpg" width="96" height="128" alt="Hidden profile" style="border-radius:10px;"></td>
<td align="center"><img src="https://assets.velvetmatch.com/mail/v3/blur-3.jpg" width="96" height="128" alt="Hidden profile" style="border-radius:10px;"></td>
</tr></table>
<p style="margin:28px 0;text-align:center;"><a href="https://e.velvetmatch.com/c/eJxdj0sOgjAQQK-?u=likes_weekly&amp;cid=20250321" style="background:#c2185b;color:#fff;text-decoration:none;padding:14px 34px;border-radius:28px;font-weight:bold;">See who liked you</a></p>
<p style="margin:0;font-size:14px;text-align:center;color:#7b5a66;">Velvet Gold members see their likes instantly.<br><b>Spring offer:</b> 50% off your first month, $14.99 instead of $29.99 (ends March 31).</p>`,
      `<a href="https://velvetmatch.com/settings/email" style="color:#a3868f;">Email preferences</a> · <a href="https://velvetmatch.com/unsubscribe?t=wl_09f2c1" style="color:#a3868f;">Unsubscribe</a><br>Velvetmatch LLC · 548 Market St PMB 71022, San Francisco, CA 94104`,
    ),
    enc: "qp",
  },
  {
    family: "velvetmatch",
    group: "consumer",
    lang: "en",
    kind: "age-verify-link",
    code: null,
    link: VM_AGE,
    from: "Velvetmatch Trust & Safety <safety@velvetmatch.com>",
    subject: "Action needed: confirm your age to keep your profile visible",
    date: "Tue, 15 Apr 2025 10:02:51 -0700",
    text: `Hi Sam,

Because of new rules in your region, we need to confirm that everyone on Velvetmatch is 18 or older.

Please complete a quick age check (a selfie, no ID needed in most cases):
${VM_AGE}

If you haven't finished it by 29 April 2025, your profile will be hidden from other members until you do. Your matches and chats won't be deleted.

We delete the selfie within 24 hours of the check. More about how it works:
https://help.velvetmatch.com/articles/age-assurance

Velvetmatch Trust & Safety
Velvetmatch LLC · 548 Market St PMB 71022, San Francisco, CA 94104
`,
    html: velvet(
      "A quick selfie check - takes about a minute.",
      `<p style="margin:0 0 18px;font-size:22px;font-weight:bold;">Confirm your age</p>
<p style="margin:0 0 16px;">Hi Sam,</p>
<p style="margin:0 0 16px;">Because of new rules in your region, we need to confirm that everyone on Velvetmatch is 18 or older. It's a quick selfie check; no ID is needed in most cases.</p>
<p style="margin:26px 0;text-align:center;"><a href="${
        VM_AGE.replaceAll("&", "&amp;")
      }" style="background:#c2185b;color:#fff;text-decoration:none;padding:14px 34px;border-radius:28px;font-weight:bold;">Start age check</a></p>
<p style="margin:0 0 16px;font-size:14px;color:#7b5a66;">If you haven't finished it by <b>29 April 2025</b>, your profile will be hidden from other members until you do. Your matches and chats won't be deleted.</p>
<p style="margin:0;font-size:14px;color:#7b5a66;">We delete the selfie within 24 hours. <a href="https://help.velvetmatch.com/articles/age-assurance" style="color:#c2185b;">How it works</a></p>`,
      `Velvetmatch Trust &amp; Safety<br>Velvetmatch LLC · 548 Market St PMB 71022, San Francisco, CA 94104<br><a href="https://velvetmatch.com/privacy" style="color:#a3868f;">Privacy</a> · <a href="https://velvetmatch.com/terms" style="color:#a3868f;">Terms</a>`,
    ),
    enc: "b64",
  },
];

// ---------------------------------------------------------------- StridePulse (fitness tracker)

function stride(lang: string, inner: string, foot: string): string {
  return `<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Transitional//EN" "http://www.w3.org/TR/xhtml1/DTD/xhtml1-transitional.dtd">
<html xmlns="http://www.w3.org/1999/xhtml" lang="${lang}"><head>
<meta http-equiv="Content-Type" content="text/html; charset=UTF-8" />
<meta name="viewport" content="width=device-width, initial-scale=1.0" />
</head>
<body style="margin:0;padding:0;background-color:#eef2f1;">
<table border="0" cellpadding="0" cellspacing="0" width="100%" style="background-color:#eef2f1;">
 <tr><td align="center" valign="top" style="padding:24px 10px;">
  <table border="0" cellpadding="0" cellspacing="0" width="600" style="background-color:#ffffff;">
   <tr><td style="background-color:#0f3d3e;padding:18px 30px;">
     <img src="https://media.stridepulse.com/email/sp-logo-white.png" alt="StridePulse" width="130" height="26" style="display:block;" />
   </td></tr>
   <tr><td style="padding:30px;font-family:Arial,Helvetica,sans-serif;font-size:15px;line-height:22px;color:#1e2b2b;">
${inner}
   </td></tr>
   <tr><td style="padding:20px 30px;background-color:#f6f8f8;font-family:Arial,Helvetica,sans-serif;font-size:11px;line-height:16px;color:#788585;">
${foot}
   </td></tr>
  </table>
 </td></tr>
</table>
</body></html>`;
}

const SP_FOOT_DE = `StridePulse GmbH · Friedrichstraße 68 · 10117 Berlin · Amtsgericht Charlottenburg HRB 214507 B<br />
<a href="https://www.stridepulse.com/de/datenschutz" style="color:#788585;">Datenschutz</a> · <a href="https://www.stridepulse.com/de/impressum" style="color:#788585;">Impressum</a> · <a href="https://support.stridepulse.com/de" style="color:#788585;">Hilfe</a>`;

const SP_RESET = "https://app.stridepulse.com/de/passwort-zuruecksetzen?code=rP7x0QmV3kTsY9aL&uid=5521904";

const strideMails: Mail[] = [
  {
    family: "stridepulse",
    group: "negative",
    lang: "de",
    kind: "weekly-stats",
    code: null,
    link: null,
    from: "StridePulse <wochenbericht@stridepulse.com>",
    subject: "Deine Woche: 58.204 Schritte und ein neuer Rekord 🏅",
    date: "Mon, 24 Mar 2025 07:00:12 +0100",
    text: `Hallo Sam,

hier ist dein Wochenrückblick (17.–23. März 2025):

Schritte:          58.204  (+12 % zur Vorwoche)
Aktive Minuten:    241
Workouts:          4 (2× Laufen, 1× Rad, 1× Yoga)
Ø Schlaf:          7 Std. 12 Min.
Ruhepuls:          57 bpm

Neuer Rekord: 10 km in 52:48 min am Samstag!

Alle Details in der App: https://app.stridepulse.com/de/insights/week/2025-12

Du erhältst diese E-Mail jeden Montag. Abbestellen: https://app.stridepulse.com/de/settings/emails?unsubscribe=weekly

StridePulse GmbH · Friedrichstraße 68 · 10117 Berlin
`,
    html: stride(
      "de",
      `<p style="margin:0 0 6px 0;font-size:13px;color:#788585;">17.–23. März 2025</p>
<h1 style="margin:0 0 20px 0;font-size:24px;line-height:30px;color:#0f3d3e;">Hallo Sam, deine Woche in Zahlen</h1>
<table border="0" cellpadding="0" cellspacing="0" width="100%">
 <tr>
  <td width="33%" align="center" style="padding:12px 4px;border:1px solid #e3eaea;"><span style="font-size:26px;font-weight:bold;color:#0f3d3e;">58.204</span><br /><span style="font-size:12px;color:#788585;">Schritte (+12 %)</span></td>
  <td width="33%" align="center" style="padding:12px 4px;border:1px solid #e3eaea;"><span style="font-size:26px;font-weight:bold;color:#0f3d3e;">241</span><br /><span style="font-size:12px;color:#788585;">aktive Minuten</span></td>
  <td width="33%" align="center" style="padding:12px 4px;border:1px solid #e3eaea;"><span style="font-size:26px;font-weight:bold;color:#0f3d3e;">57</span><br /><span style="font-size:12px;color:#788585;">Ruhepuls (bpm)</span></td>
 </tr>
</table>
<p style="margin:20px 0 8px 0;">Workouts: <b>4</b> (2× Laufen, 1× Rad, 1× Yoga) · Ø Schlaf: <b>7 Std. 12 Min.</b></p>
<p style="margin:0 0 24px 0;padding:12px 14px;background-color:#fff6df;border-left:4px solid #f2b705;">🏅 <b>Neuer Rekord:</b> 10 km in 52:48 min am Samstag!</p>
<table border="0" cellpadding="0" cellspacing="0"><tr><td style="background-color:#1fb58f;border-radius:4px;"><a href="https://app.stridepulse.com/de/insights/week/2025-12" style="display:inline-block;padding:12px 24px;font-size:15px;color:#ffffff;text-decoration:none;font-weight:bold;">Alle Details ansehen</a></td></tr></table>`,
      `Du erhältst diese E-Mail jeden Montag. <a href="https://app.stridepulse.com/de/settings/emails?unsubscribe=weekly" style="color:#788585;">Abbestellen</a><br />${SP_FOOT_DE}`,
    ),
    enc: "qp",
  },
  {
    family: "stridepulse",
    group: "consumer",
    lang: "de",
    kind: "reset-link",
    code: null,
    link: SP_RESET,
    from: "StridePulse <konto@stridepulse.com>",
    subject: "Passwort zurücksetzen",
    date: "Wed, 02 Apr 2025 22:41:30 +0200",
    text: `Hallo Sam,

wir haben eine Anfrage erhalten, das Passwort für dein StridePulse-Konto (sam.reader@inbox.example) zurückzusetzen.

Über diesen Link kannst du ein neues Passwort festlegen. Er ist 60 Minuten gültig:
${SP_RESET}

Du hast das nicht angefordert? Dann kannst du diese E-Mail ignorieren – dein Passwort bleibt unverändert.

Sportliche Grüße
Dein StridePulse-Team

StridePulse GmbH · Friedrichstraße 68 · 10117 Berlin
`,
    html: stride(
      "de",
      `<h1 style="margin:0 0 18px 0;font-size:22px;line-height:28px;color:#0f3d3e;">Passwort zurücksetzen</h1>
<p style="margin:0 0 14px 0;">Hallo Sam,</p>
<p style="margin:0 0 22px 0;">wir haben eine Anfrage erhalten, das Passwort für dein StridePulse-Konto (<b>sam.reader@inbox.example</b>) zurückzusetzen. Der Link ist 60 Minuten gültig.</p>
<table border="0" cellpadding="0" cellspacing="0"><tr><td style="background-color:#1fb58f;border-radius:4px;"><a href="${
        SP_RESET.replaceAll("&", "&amp;")
      }" style="display:inline-block;padding:13px 28px;font-size:15px;color:#ffffff;text-decoration:none;font-weight:bold;">Neues Passwort festlegen</a></td></tr></table>
<p style="margin:22px 0 0 0;font-size:13px;color:#5b6868;">Du hast das nicht angefordert? Dann kannst du diese E-Mail ignorieren – dein Passwort bleibt unverändert.</p>
<p style="margin:22px 0 0 0;">Sportliche Grüße<br />Dein StridePulse-Team</p>`,
      SP_FOOT_DE,
    ),
    enc: "qp",
  },
  {
    family: "stridepulse",
    group: "consumer",
    lang: "en",
    kind: "verify-code",
    code: "48213",
    link: null,
    from: "StridePulse <account@stridepulse.com>",
    subject: "Verify your email for StridePulse",
    date: "Thu, 17 Apr 2025 06:55:02 -0400",
    text: `Welcome to StridePulse!

Enter this 5-digit code in the app to verify your email address:

48213

The code is valid for 30 minutes. After that, tap "Resend code" on the verification screen.

Pairing your Pulse Band 2? Keep it within 1 m of your phone during setup.

Didn't create an account? You can ignore this email.

StridePulse GmbH, Friedrichstrasse 68, 10117 Berlin, Germany
Help: https://support.stridepulse.com/en
`,
    html: stride(
      "en",
      `<h1 style="margin:0 0 18px 0;font-size:22px;line-height:28px;color:#0f3d3e;">Welcome to StridePulse!</h1>
<p style="margin:0 0 18px 0;">Enter this 5-digit code in the app to verify your email address:</p>
<table border="0" cellpadding="0" cellspacing="6" align="center"><tr>
 <td width="48" height="58" align="center" style="background-color:#eef2f1;border-radius:6px;font-size:30px;font-weight:bold;color:#0f3d3e;font-family:Arial,sans-serif;">4</td>
 <td width="48" height="58" align="center" style="background-color:#eef2f1;border-radius:6px;font-size:30px;font-weight:bold;color:#0f3d3e;font-family:Arial,sans-serif;">8</td>
 <td width="48" height="58" align="center" style="background-color:#eef2f1;border-radius:6px;font-size:30px;font-weight:bold;color:#0f3d3e;font-family:Arial,sans-serif;">2</td>
 <td width="48" height="58" align="center" style="background-color:#eef2f1;border-radius:6px;font-size:30px;font-weight:bold;color:#0f3d3e;font-family:Arial,sans-serif;">1</td>
 <td width="48" height="58" align="center" style="background-color:#eef2f1;border-radius:6px;font-size:30px;font-weight:bold;color:#0f3d3e;font-family:Arial,sans-serif;">3</td>
</tr></table>
<p style="margin:18px 0 14px 0;font-size:13px;color:#5b6868;">The code is valid for 30 minutes. After that, tap "Resend code" on the verification screen.</p>
<p style="margin:0 0 14px 0;font-size:13px;color:#5b6868;">Pairing your Pulse Band 2? Keep it within 1 m of your phone during setup.</p>
<p style="margin:0;font-size:13px;color:#5b6868;">Didn't create an account? You can ignore this email.</p>`,
      `StridePulse GmbH, Friedrichstrasse 68, 10117 Berlin, Germany<br /><a href="https://support.stridepulse.com/en" style="color:#788585;">Help</a> · <a href="https://www.stridepulse.com/en/privacy" style="color:#788585;">Privacy</a>`,
    ),
  },
];

// ---------------------------------------------------------------- Lumaframe (photo app, Korea)

const LF_FOOT = `(주)루마프레임 | 대표 김도윤 | 사업자등록번호 214-88-51023 | 통신판매업신고 2023-서울성동-01877<br>
서울특별시 성동구 성수이로 113, 7층 (04781) | 고객센터 1588-4312 (평일 10:00~18:00)<br>
<a href="https://lumaframe.app/ko/terms" style="color:#9aa0a6;">이용약관</a> · <a href="https://lumaframe.app/ko/privacy" style="color:#9aa0a6;"><b>개인정보처리방침</b></a> · <a href="https://help.lumaframe.app/ko" style="color:#9aa0a6;">고객센터</a><br>
© 2025 Lumaframe Corp. All rights reserved.`;

function luma(title: string, inner: string): string {
  return `<html lang="ko"><head><meta charset="UTF-8"><title>${title}</title></head>
<body style="margin:0;padding:0;background:#f1f3f4;">
<table width="100%" border="0" cellspacing="0" cellpadding="0" style="background:#f1f3f4;">
<tr><td align="center" style="padding:40px 16px;">
 <table width="520" border="0" cellspacing="0" cellpadding="0" style="background:#ffffff;border-top:4px solid #6c5ce7;">
  <tr><td style="padding:28px 32px 0;"><img src="https://cdn.lumaframe.app/mail/lumaframe_logo_ko.png" width="120" height="30" alt="루마프레임 Lumaframe" style="display:block;border:0;"></td></tr>
  <tr><td style="padding:24px 32px 36px;font-family:'Apple SD Gothic Neo','Malgun Gothic','맑은 고딕',sans-serif;font-size:15px;line-height:26px;color:#202124;">
${inner}
  </td></tr>
 </table>
 <table width="520" border="0" cellspacing="0" cellpadding="0">
  <tr><td style="padding:20px 8px;font-family:'Malgun Gothic',sans-serif;font-size:11px;line-height:18px;color:#9aa0a6;">
  본 메일은 발신전용입니다. 문의는 고객센터를 이용해 주세요.<br>
${LF_FOOT}
  </td></tr>
 </table>
</td></tr></table>
</body></html>`;
}

const LF_INVITE = "https://lumaframe.app/s/invite/alb_9KxQ2mTr7?inv=JH2281&utm_source=email&utm_campaign=shared_album";

const lumaMails: Mail[] = [
  {
    family: "lumaframe",
    group: "regional",
    lang: "ko",
    kind: "login-code",
    code: "593041",
    link: null,
    from: "루마프레임 <no-reply@lumaframe.app>",
    subject: "[루마프레임] 로그인 인증번호 안내",
    date: "Thu, 13 Mar 2025 14:22:09 +0900",
    text: `[루마프레임] 로그인 인증번호 안내

안녕하세요, 루마프레임입니다.
새로운 기기에서 로그인하려면 아래 인증번호 6자리를 앱에 입력해 주세요.

인증번호: 593041

- 인증번호는 발송 후 5분간 유효합니다.
- 본인이 요청하지 않았다면 비밀번호를 변경해 주세요.

고객센터 1588-4312 (평일 10:00~18:00)
(주)루마프레임 | 서울특별시 성동구 성수이로 113, 7층
`,
    html: luma(
      "로그인 인증번호",
      `<p style="margin:0 0 8px;font-size:22px;font-weight:bold;line-height:32px;">로그인 인증번호 안내</p>
<p style="margin:0 0 24px;color:#5f6368;">안녕하세요, 루마프레임입니다.<br>새로운 기기에서 로그인하려면 아래 인증번호 6자리를 앱에 입력해 주세요.</p>
<table border="0" cellspacing="0" cellpadding="0" align="center" style="margin:0 auto;"><tr>
<td style="width:44px;height:56px;border:1px solid #dadce0;border-radius:6px;text-align:center;font-size:28px;font-weight:bold;color:#6c5ce7;">5</td><td width="6"></td>
<td style="width:44px;height:56px;border:1px solid #dadce0;border-radius:6px;text-align:center;font-size:28px;font-weight:bold;color:#6c5ce7;">9</td><td width="6"></td>
<td style="width:44px;height:56px;border:1px solid #dadce0;border-radius:6px;text-align:center;font-size:28px;font-weight:bold;color:#6c5ce7;">3</td><td width="6"></td>
<td style="width:44px;height:56px;border:1px solid #dadce0;border-radius:6px;text-align:center;font-size:28px;font-weight:bold;color:#6c5ce7;">0</td><td width="6"></td>
<td style="width:44px;height:56px;border:1px solid #dadce0;border-radius:6px;text-align:center;font-size:28px;font-weight:bold;color:#6c5ce7;">4</td><td width="6"></td>
<td style="width:44px;height:56px;border:1px solid #dadce0;border-radius:6px;text-align:center;font-size:28px;font-weight:bold;color:#6c5ce7;">1</td>
</tr></table>
<ul style="margin:28px 0 0;padding:16px 16px 16px 32px;background:#f8f9fa;font-size:13px;line-height:22px;color:#5f6368;">
<li>인증번호는 발송 후 <b>5분간</b> 유효합니다.</li>
<li>본인이 요청하지 않았다면 <a href="https://lumaframe.app/ko/settings/password" style="color:#6c5ce7;">비밀번호를 변경</a>해 주세요.</li>
</ul>`,
    ),
    enc: "b64",
  },
  {
    family: "lumaframe",
    group: "regional",
    lang: "ko",
    kind: "invite-link",
    code: null,
    link: LF_INVITE,
    from: "루마프레임 <share@lumaframe.app>",
    subject: "최지현님이 '제주 여행 2025' 공유 앨범에 초대했어요",
    date: "Sun, 30 Mar 2025 20:48:33 +0900",
    text: `최지현님이 공유 앨범에 초대했어요.

앨범: 제주 여행 2025 (사진 214장 · 동영상 12개)
멤버: 최지현, 박서준 외 2명

초대 수락하기:
${LF_INVITE}

초대 링크는 7일 후(2025년 4월 6일) 만료됩니다.
앨범에 참여하면 사진을 함께 보고, 직접 추가할 수도 있어요.

(주)루마프레임 | 고객센터 1588-4312
`,
    html: luma(
      "공유 앨범 초대",
      `<p style="margin:0 0 20px;font-size:20px;font-weight:bold;line-height:30px;">최지현님이 공유 앨범에 초대했어요</p>
<table width="100%" border="0" cellspacing="0" cellpadding="0" style="border:1px solid #e8eaed;border-radius:8px;">
 <tr><td><img src="https://cdn.lumaframe.app/share/alb_9KxQ2mTr7/cover_w456.jpg" width="456" height="256" alt="제주 여행 2025 앨범 표지" style="display:block;width:100%;height:auto;border-radius:8px 8px 0 0;"></td></tr>
 <tr><td style="padding:14px 16px;">
  <b style="font-size:16px;">제주 여행 2025</b><br>
  <span style="font-size:13px;color:#5f6368;">사진 214장 · 동영상 12개 · 멤버 최지현, 박서준 외 2명</span>
 </td></tr>
</table>
<table border="0" cellspacing="0" cellpadding="0" style="margin:26px auto 18px;"><tr><td align="center" style="background:#6c5ce7;border-radius:24px;">
<a href="${
        LF_INVITE.replaceAll("&", "&amp;")
      }" style="display:inline-block;padding:13px 42px;color:#ffffff;font-weight:bold;font-size:15px;text-decoration:none;">초대 수락하기</a>
</td></tr></table>
<p style="margin:0;font-size:13px;color:#5f6368;text-align:center;">초대 링크는 7일 후(2025년 4월 6일) 만료됩니다.<br>앨범에 참여하면 사진을 함께 보고, 직접 추가할 수도 있어요.</p>`,
    ),
    enc: "qp",
  },
  {
    family: "lumaframe",
    group: "negative",
    lang: "ko",
    kind: "data-export-ready",
    code: null,
    link: null,
    from: "루마프레임 <privacy@lumaframe.app>",
    subject: "요청하신 데이터 내보내기 파일이 준비되었습니다",
    date: "Tue, 08 Apr 2025 03:15:40 +0900",
    text: `안녕하세요, 루마프레임입니다.

2025년 4월 6일에 요청하신 계정 데이터 내보내기 파일이 준비되었습니다.

파일 형식: ZIP (3개로 분할, 총 18.4GB)
포함 항목: 사진·동영상 원본, 앨범 정보, 댓글, 계정 정보
다운로드 기한: 2025년 4월 15일 03:15까지

앱 또는 웹에서 [설정 > 개인정보 > 데이터 내보내기]로 이동해 다운로드할 수 있습니다.
https://lumaframe.app/ko/settings/privacy/export

요청하지 않으셨다면 고객센터(1588-4312)로 바로 연락해 주세요.

(주)루마프레임 개인정보보호팀
`,
    html: luma(
      "데이터 내보내기 완료",
      `<p style="margin:0 0 18px;font-size:20px;font-weight:bold;">데이터 내보내기 파일이 준비되었습니다</p>
<p style="margin:0 0 18px;">2025년 4월 6일에 요청하신 계정 데이터 내보내기 파일이 준비되었습니다.</p>
<table width="100%" border="0" cellspacing="0" cellpadding="8" style="font-size:13px;border-top:1px solid #e8eaed;border-bottom:1px solid #e8eaed;">
 <tr><td width="110" style="color:#5f6368;">파일 형식</td><td>ZIP (3개로 분할, 총 18.4GB)</td></tr>
 <tr><td style="color:#5f6368;">포함 항목</td><td>사진·동영상 원본, 앨범 정보, 댓글, 계정 정보</td></tr>
 <tr><td style="color:#5f6368;">다운로드 기한</td><td><b>2025년 4월 15일 03:15까지</b></td></tr>
</table>
<p style="margin:20px 0;">앱 또는 웹에서 <b>설정 &gt; 개인정보 &gt; 데이터 내보내기</b>로 이동해 다운로드할 수 있습니다.</p>
<p style="margin:0 0 20px;"><a href="https://lumaframe.app/ko/settings/privacy/export" style="display:inline-block;padding:11px 26px;border:1px solid #6c5ce7;border-radius:22px;color:#6c5ce7;text-decoration:none;font-weight:bold;">데이터 내보내기 페이지로 이동</a></p>
<p style="margin:0;font-size:13px;color:#5f6368;">요청하지 않으셨다면 고객센터(1588-4312)로 바로 연락해 주세요.</p>`,
    ),
    enc: "8bit",
  },
];

// ---------------------------------------------------------------- Wavetide (music and podcasts, Brazil)

const WT_FOOT_PT =
  `Wavetide Música Ltda. · CNPJ 41.902.335/0001-07 · Av. Brigadeiro Faria Lima, 3477, 14º andar · São Paulo – SP · CEP 04538-133`;

function wavetide(preheader: string, inner: string, extra = ""): string {
  return `<!DOCTYPE html><html lang="pt-BR"><head><meta charset="utf-8"><meta name="color-scheme" content="light dark"></head>
<body style="margin:0;padding:0;background:#121212;">
<div style="display:none;overflow:hidden;line-height:1px;max-height:0;max-width:0;opacity:0;">${preheader}</div>
<table role="presentation" width="100%" border="0" cellpadding="0" cellspacing="0" style="background:#121212;">
<tr><td align="center">
<table role="presentation" width="100%" border="0" cellpadding="0" cellspacing="0" style="max-width:600px;">
 <tr><td style="padding:36px 28px 24px;"><img src="https://static.wavetide.fm/email/wt-logo-green.png" width="118" height="34" alt="Wavetide"></td></tr>
 <tr><td style="padding:0 28px 32px;font-family:'Circular','Helvetica Neue',Helvetica,Arial,sans-serif;color:#ffffff;font-size:16px;line-height:24px;">
${inner}
 </td></tr>
 ${extra}
 <tr><td style="padding:28px;border-top:1px solid #2a2a2a;font-family:Helvetica,Arial,sans-serif;font-size:11px;line-height:17px;color:#a7a7a7;">
  <a href="https://wavetide.fm/br/termos" style="color:#a7a7a7;">Termos de uso</a> &nbsp; <a href="https://wavetide.fm/br/privacidade" style="color:#a7a7a7;">Política de privacidade</a> &nbsp; <a href="https://suporte.wavetide.fm/" style="color:#a7a7a7;">Ajuda</a><br><br>
  ${WT_FOOT_PT}
 </td></tr>
</table>
</td></tr></table>
</body></html>`;
}

const WT_FAMILY = "https://wavetide.fm/br/familia/entrar?convite=FAM-8Q2KX7&ref=email";
const WT_MAGIC = "https://wavetide.fm/login/link?t=ml_c3f09a77e24b4f1d9e&flow=email_otp&lang=pt-BR";

const wavetideMails: Mail[] = [
  {
    family: "wavetide",
    group: "consumer",
    lang: "pt",
    kind: "family-invite-link",
    code: null,
    link: WT_FAMILY,
    from: "Wavetide <nao-responda@wavetide.fm>",
    subject: "Marina te convidou para o Wavetide Premium Família",
    date: "Sat, 15 Mar 2025 11:09:47 -0300",
    text: `Oi!

Marina Azevedo te convidou para fazer parte do plano Wavetide Premium Família dela.

Com o plano você tem música sem anúncios, downloads para ouvir offline e sua própria conta - suas playlists e recomendações continuam só suas.

Aceitar o convite:
${WT_FAMILY}

Importante: todos os membros precisam morar no mesmo endereço da pessoa que gerencia o plano. O convite expira em 7 dias.

Se você já assina o Premium Individual, sua assinatura será cancelada automaticamente ao entrar no plano (sem reembolso proporcional).

${WT_FOOT_PT}
`,
    html: wavetide(
      "Música sem anúncios, por conta da Marina.",
      `<h1 style="margin:0 0 20px;font-size:30px;line-height:36px;font-weight:900;letter-spacing:-0.5px;">Marina te convidou para o Premium Família</h1>
<p style="margin:0 0 18px;color:#d6d6d6;">Com o plano você tem música sem anúncios, downloads para ouvir offline e sua própria conta — suas playlists e recomendações continuam só suas.</p>
<table role="presentation" border="0" cellpadding="0" cellspacing="0" style="margin:28px 0;"><tr><td style="background:#1ed760;border-radius:500px;">
<a href="${
        WT_FAMILY.replaceAll("&", "&amp;")
      }" style="display:inline-block;padding:15px 36px;font-size:14px;font-weight:700;letter-spacing:1.5px;text-transform:uppercase;color:#000000;text-decoration:none;">Aceitar convite</a>
</td></tr></table>
<p style="margin:0 0 14px;font-size:13px;line-height:20px;color:#a7a7a7;">Todos os membros precisam morar no mesmo endereço da pessoa que gerencia o plano. O convite expira em 7 dias.</p>
<p style="margin:0;font-size:13px;line-height:20px;color:#a7a7a7;">Se você já assina o Premium Individual, sua assinatura será cancelada automaticamente ao entrar no plano (sem reembolso proporcional).</p>`,
    ),
    enc: "qp",
  },
  {
    family: "wavetide",
    group: "negative",
    lang: "pt",
    kind: "subscription-receipt",
    code: null,
    link: null,
    from: "Wavetide <nao-responda@wavetide.fm>",
    subject: "Seu recibo do Wavetide",
    date: "Wed, 09 Apr 2025 06:12:30 -0300",
    text: `Recibo

Obrigado por assinar o Wavetide Premium Família.

Data do pedido:     09/04/2025
Nº do pedido:       WT-BR-771093845
Forma de pagamento: Mastercard terminado em 3307
Período:            09/04/2025 – 08/05/2025

Wavetide Premium Família      R$ 34,90
Total (impostos inclusos)     R$ 34,90

Sua próxima cobrança será em 09/05/2025. Gerencie sua assinatura em https://wavetide.fm/br/conta/assinatura

Dúvidas sobre pagamentos: https://suporte.wavetide.fm/pagamentos

${WT_FOOT_PT}
`,
    html: wavetide(
      "Pedido WT-BR-771093845 · R$ 34,90",
      `<h1 style="margin:0 0 8px;font-size:30px;font-weight:900;">Recibo</h1>
<p style="margin:0 0 24px;color:#d6d6d6;">Obrigado por assinar o Wavetide Premium Família.</p>
<table role="presentation" width="100%" border="0" cellpadding="0" cellspacing="0" style="font-size:14px;line-height:22px;color:#ffffff;">
 <tr><td style="color:#a7a7a7;padding:4px 0;">Data do pedido</td><td align="right">09/04/2025</td></tr>
 <tr><td style="color:#a7a7a7;padding:4px 0;">Nº do pedido</td><td align="right">WT-BR-771093845</td></tr>
 <tr><td style="color:#a7a7a7;padding:4px 0;">Forma de pagamento</td><td align="right">Mastercard •••• 3307</td></tr>
 <tr><td style="color:#a7a7a7;padding:4px 0 16px;">Período</td><td align="right" style="padding-bottom:16px;">09/04/2025 – 08/05/2025</td></tr>
 <tr><td style="border-top:1px solid #2a2a2a;padding:12px 0 4px;">Wavetide Premium Família</td><td align="right" style="border-top:1px solid #2a2a2a;padding-top:12px;">R$ 34,90</td></tr>
 <tr><td style="padding:4px 0;font-weight:700;">Total <span style="font-weight:400;color:#a7a7a7;">(impostos inclusos)</span></td><td align="right" style="font-weight:700;">R$ 34,90</td></tr>
</table>
<p style="margin:24px 0 0;font-size:14px;color:#d6d6d6;">Sua próxima cobrança será em 09/05/2025. <a href="https://wavetide.fm/br/conta/assinatura" style="color:#1ed760;">Gerenciar assinatura</a> · <a href="https://suporte.wavetide.fm/pagamentos" style="color:#1ed760;">Dúvidas sobre pagamentos</a></p>`,
    ),
    enc: "8bit",
  },
  {
    family: "wavetide",
    group: "consumer",
    lang: "pt",
    kind: "login-code-link",
    code: "281604",
    link: WT_MAGIC,
    from: "Wavetide <nao-responda@wavetide.fm>",
    subject: "Seu link para entrar no Wavetide",
    date: "Mon, 21 Apr 2025 21:33:18 -0300",
    text: `Entre no Wavetide

Toque no link abaixo para entrar na sua conta. Ele funciona por 1 hora e só pode ser usado uma vez.

${WT_MAGIC}

Está entrando em outro aparelho, como uma TV ou um console? Digite este código:

281 604

Se não foi você que pediu, pode ignorar este e-mail.

${WT_FOOT_PT}
`,
    html: wavetide(
      "Toque no link ou use o código 281 604.",
      `<h1 style="margin:0 0 18px;font-size:30px;font-weight:900;">Entre no Wavetide</h1>
<p style="margin:0 0 24px;color:#d6d6d6;">Toque no botão abaixo para entrar na sua conta. O link funciona por 1 hora e só pode ser usado uma vez.</p>
<table role="presentation" border="0" cellpadding="0" cellspacing="0"><tr><td style="background:#1ed760;border-radius:500px;">
<a href="${
        WT_MAGIC.replaceAll("&", "&amp;")
      }" style="display:inline-block;padding:15px 40px;font-size:14px;font-weight:700;letter-spacing:1.5px;text-transform:uppercase;color:#000;text-decoration:none;">Entrar</a>
</td></tr></table>
<p style="margin:32px 0 10px;color:#d6d6d6;">Está entrando em outro aparelho, como uma TV ou um console? Digite este código:</p>
<p style="margin:0 0 28px;font-size:34px;font-weight:900;letter-spacing:6px;">281 604</p>
<p style="margin:0;font-size:13px;color:#a7a7a7;">Se não foi você que pediu, pode ignorar este e-mail.</p>`,
    ),
    enc: "qp",
  },
];

// ---------------------------------------------------------------- Coinharbor (crypto exchange)

const CH_AUTH =
  "https://www.coinharbor.com/account/devices/authorize?token=dAuth_7Kq2RzP0xM4nV8sLw1&device_id=8f3c21be";

function coinharbor(inner: string, foot: string): string {
  return `<html><head><meta charset="utf-8"></head>
<body style="margin:0;padding:0;background:#f5f7fa;">
<table width="100%" cellpadding="0" cellspacing="0" border="0" style="background:#f5f7fa;"><tr><td align="center" style="padding:28px 10px;">
<table width="580" cellpadding="0" cellspacing="0" border="0">
<tr><td style="padding:0 0 18px 4px;"><img src="https://static.coinharbor.com/mail/logo-navy@2x.png" alt="Coinharbor" width="150" height="30"></td></tr>
<tr><td style="background:#ffffff;border:1px solid #e1e6ee;border-radius:8px;padding:32px 36px;font-family:Inter,-apple-system,'Segoe UI',Arial,sans-serif;font-size:15px;line-height:24px;color:#1a2433;">
${inner}
</td></tr>
<tr><td style="padding:20px 4px;font-family:Arial,sans-serif;font-size:11px;line-height:17px;color:#7a8699;">
${foot}
</td></tr>
</table>
</td></tr></table>
</body></html>`;
}

const CH_FOOT_EN = `Coinharbor will never ask for your password, 2FA codes or seed phrase.<br>
Stay safe: always check that you are on <b>https://www.coinharbor.com</b>.<br><br>
Coinharbor Digital Assets Ltd · 3 Marina Boulevard, #22-01, Singapore 018982<br>
<a href="https://support.coinharbor.com/" style="color:#7a8699;">Support</a> · <a href="https://www.coinharbor.com/legal/privacy" style="color:#7a8699;">Privacy</a> · <a href="https://www.coinharbor.com/legal/risk" style="color:#7a8699;">Risk warning</a>`;

const CH_FOOT_TR = `Coinharbor sizden asla şifrenizi, 2FA kodlarınızı veya kurtarma ifadenizi istemez.<br>
Coinharbor Digital Assets Ltd · 3 Marina Boulevard, #22-01, Singapur 018982<br>
<a href="https://support.coinharbor.com/tr" style="color:#7a8699;">Destek</a> · <a href="https://www.coinharbor.com/tr/legal/privacy" style="color:#7a8699;">Gizlilik</a>`;

const coinharborMails: Mail[] = [
  {
    family: "coinharbor",
    group: "consumer",
    lang: "en",
    kind: "device-authorize-link",
    code: null,
    link: CH_AUTH,
    from: "Coinharbor <security@notify.coinharbor.com>",
    subject: "[Coinharbor] Authorize new device",
    date: "Fri, 14 Mar 2025 02:17:36 +0000",
    text: `Authorize new device

A sign-in to your Coinharbor account needs your approval.

Device:      Chrome 134 on macOS
IP address:  203.0.113.48
Location:    Lisbon, Portugal
Time:        2025-03-14 02:16:58 UTC

If this was you, authorize the device (link valid for 10 minutes):
${CH_AUTH}

If this was NOT you, do not click the link. Reset your password and contact support immediately:
https://support.coinharbor.com/hc/requests/new?topic=account_compromised

Withdrawals from newly authorized devices are paused for 24 hours.

Coinharbor Digital Assets Ltd · 3 Marina Boulevard, #22-01, Singapore 018982
`,
    html: coinharbor(
      `<h2 style="margin:0 0 16px;font-size:20px;">Authorize new device</h2>
<p style="margin:0 0 18px;">A sign-in to your Coinharbor account needs your approval.</p>
<table width="100%" cellpadding="6" cellspacing="0" border="0" style="font-size:14px;background:#f5f7fa;border-radius:6px;">
 <tr><td width="110" style="color:#7a8699;">Device</td><td>Chrome 134 on macOS</td></tr>
 <tr><td style="color:#7a8699;">IP address</td><td>203.0.113.48</td></tr>
 <tr><td style="color:#7a8699;">Location</td><td>Lisbon, Portugal</td></tr>
 <tr><td style="color:#7a8699;">Time</td><td>2025-03-14 02:16:58 UTC</td></tr>
</table>
<p style="margin:22px 0 8px;">If this was you, authorize the device. The link is valid for 10 minutes.</p>
<p style="margin:0 0 22px;"><a href="${
        CH_AUTH.replaceAll("&", "&amp;")
      }" style="display:inline-block;background:#1652f0;color:#ffffff;padding:12px 26px;border-radius:6px;text-decoration:none;font-weight:600;">Authorize device</a></p>
<p style="margin:0 0 12px;padding:12px 14px;background:#fff4f4;border-left:3px solid #d93025;font-size:14px;">If this was <b>not</b> you, do not click the button. <a href="https://support.coinharbor.com/hc/requests/new?topic=account_compromised" style="color:#d93025;">Reset your password and contact support</a> immediately.</p>
<p style="margin:0;font-size:13px;color:#7a8699;">Withdrawals from newly authorized devices are paused for 24 hours.</p>`,
      CH_FOOT_EN,
    ),
    enc: "qp",
  },
  {
    family: "coinharbor",
    group: "consumer",
    lang: "tr",
    kind: "withdrawal-code",
    code: "39204417",
    link: null,
    from: "Coinharbor <security@notify.coinharbor.com>",
    subject: "[Coinharbor] Çekim onay kodunuz",
    date: "Wed, 26 Mar 2025 16:44:05 +0300",
    text: `Merhaba,

Hesabınızdan bir kripto para çekim talebi oluşturuldu:

Varlık:        0,0450 BTC
Ağ:            Bitcoin (BTC)
Alıcı adres:   bc1q9x...7mfk
Talep zamanı:  26.03.2025 16:43 (GMT+3)

Bu işlemi onaylamak için aşağıdaki 8 haneli kodu uygulamaya girin:

3920 4417

Kod 5 dakika boyunca geçerlidir. Bu talebi siz oluşturmadıysanız kodu kimseyle paylaşmayın ve hesabınızı hemen dondurun: https://www.coinharbor.com/tr/account/freeze

Coinharbor Güvenlik Ekibi
`,
    html: coinharbor(
      `<h2 style="margin:0 0 16px;font-size:20px;">Çekim onay kodu</h2>
<p style="margin:0 0 16px;">Merhaba, hesabınızdan bir kripto para çekim talebi oluşturuldu:</p>
<table width="100%" cellpadding="6" cellspacing="0" border="0" style="font-size:14px;background:#f5f7fa;border-radius:6px;">
 <tr><td width="120" style="color:#7a8699;">Varlık</td><td><b>0,0450 BTC</b></td></tr>
 <tr><td style="color:#7a8699;">Ağ</td><td>Bitcoin (BTC)</td></tr>
 <tr><td style="color:#7a8699;">Alıcı adres</td><td>bc1q9x...7mfk</td></tr>
 <tr><td style="color:#7a8699;">Talep zamanı</td><td>26.03.2025 16:43 (GMT+3)</td></tr>
</table>
<p style="margin:22px 0 10px;">Bu işlemi onaylamak için aşağıdaki 8 haneli kodu uygulamaya girin:</p>
<p style="margin:0 0 22px;text-align:center;font-family:'SFMono-Regular',Menlo,monospace;font-size:32px;font-weight:700;letter-spacing:4px;color:#1652f0;">3920&nbsp;4417</p>
<p style="margin:0;font-size:13px;color:#7a8699;">Kod 5 dakika boyunca geçerlidir. Bu talebi siz oluşturmadıysanız kodu kimseyle paylaşmayın ve <a href="https://www.coinharbor.com/tr/account/freeze" style="color:#d93025;">hesabınızı hemen dondurun</a>.</p>`,
      CH_FOOT_TR,
    ),
    enc: "b64",
  },
  {
    family: "coinharbor",
    group: "negative",
    lang: "tr",
    kind: "login-alert",
    code: null,
    link: null,
    from: "Coinharbor <security@notify.coinharbor.com>",
    subject: "[Coinharbor] Yeni cihazdan giriş yapıldı",
    date: "Thu, 10 Apr 2025 09:58:21 +0300",
    text: `Merhaba,

Coinharbor hesabınıza yeni bir cihazdan giriş yapıldı.

Cihaz:     iPhone 15 · Coinharbor iOS 5.12.0
IP adresi: 88.241.17.203
Konum:     İstanbul, Türkiye
Zaman:     10.04.2025 09:57 (GMT+3)

Bu sizseniz herhangi bir işlem yapmanıza gerek yok.

Siz değilseniz hesabınızı hemen güvenceye alın:
https://www.coinharbor.com/tr/account/freeze?src=login_alert

Coinharbor Güvenlik Ekibi
Coinharbor Digital Assets Ltd · 3 Marina Boulevard, #22-01, Singapur 018982
`,
    html: coinharbor(
      `<h2 style="margin:0 0 16px;font-size:20px;">Yeni cihazdan giriş</h2>
<p style="margin:0 0 16px;">Coinharbor hesabınıza yeni bir cihazdan giriş yapıldı.</p>
<table width="100%" cellpadding="6" cellspacing="0" border="0" style="font-size:14px;background:#f5f7fa;border-radius:6px;">
 <tr><td width="110" style="color:#7a8699;">Cihaz</td><td>iPhone 15 · Coinharbor iOS 5.12.0</td></tr>
 <tr><td style="color:#7a8699;">IP adresi</td><td>88.241.17.203</td></tr>
 <tr><td style="color:#7a8699;">Konum</td><td>İstanbul, Türkiye</td></tr>
 <tr><td style="color:#7a8699;">Zaman</td><td>10.04.2025 09:57 (GMT+3)</td></tr>
</table>
<p style="margin:22px 0 18px;">Bu sizseniz herhangi bir işlem yapmanıza gerek yok.</p>
<p style="margin:0;">Siz değilseniz:<br><a href="https://www.coinharbor.com/tr/account/freeze?src=login_alert" style="display:inline-block;margin-top:8px;background:#d93025;color:#fff;padding:11px 22px;border-radius:6px;text-decoration:none;font-weight:600;">Hesabımı güvenceye al</a></p>`,
      CH_FOOT_TR,
    ),
    enc: "qp",
  },
];

// ---------------------------------------------------------------- Vút (e-scooters, Vietnam)

const VG_VERIFY = "https://vut.vn/xac-thuc-email?token=VGm0x9Lq2TzA71kd&utm_medium=email";

const vutMails: Mail[] = [
  {
    family: "vut-scooter",
    group: "regional",
    lang: "vi",
    kind: "verify-link",
    code: null,
    link: VG_VERIFY,
    from: "Vút <hotro@vut.vn>",
    subject: "Xác nhận email để nhận ưu đãi 3 chuyến đầu tiên",
    date: "Sat, 22 Mar 2025 10:26:14 +0700",
    text: `Chào bạn,

Cảm ơn bạn đã đăng ký Vút - xe điện chia sẻ tại Hà Nội, Đà Nẵng và TP.HCM.

Vui lòng xác nhận địa chỉ email sam.reader@inbox.example bằng cách mở đường dẫn sau (hiệu lực 48 giờ):
${VG_VERIFY}

Sau khi xác nhận, bạn sẽ được giảm 50% cho 3 chuyến đầu tiên (tối đa 15.000đ/chuyến).

Hotline: 1900 6088 (7:00 – 22:00)
Công ty TNHH Vút Việt Nam - Tầng 9, 57 Láng Hạ, Ba Đình, Hà Nội
`,
    html: `<!DOCTYPE html><html lang="vi"><head><meta charset="utf-8"></head>
<body style="margin:0;background:#fffbe6;">
<table width="100%" cellspacing="0" cellpadding="0" border="0" style="background:#fffbe6;"><tr><td align="center" style="padding:24px 12px;">
<table width="540" cellspacing="0" cellpadding="0" border="0" style="background:#fff;border-radius:14px;overflow:hidden;font-family:Roboto,Arial,sans-serif;color:#222;">
 <tr><td style="background:#ffd400;padding:20px 28px;"><img src="https://cdn.vut.vn/mail/vut-logo-black.png" width="84" height="32" alt="Vút"></td></tr>
 <tr><td style="padding:28px;font-size:15px;line-height:24px;">
  <p style="margin:0 0 14px;font-size:20px;font-weight:bold;">Chào bạn,</p>
  <p style="margin:0 0 14px;">Cảm ơn bạn đã đăng ký Vút – xe điện chia sẻ tại Hà Nội, Đà Nẵng và TP.HCM.</p>
  <p style="margin:0 0 22px;">Vui lòng xác nhận địa chỉ email <b>sam.reader@inbox.example</b> (liên kết có hiệu lực 48 giờ):</p>
  <p style="margin:0 0 22px;text-align:center;"><a href="${
      VG_VERIFY.replaceAll("&", "&amp;")
    }" style="display:inline-block;background:#111;color:#ffd400;padding:14px 34px;border-radius:30px;font-weight:bold;text-decoration:none;">XÁC NHẬN EMAIL</a></p>
  <p style="margin:0;padding:12px;background:#fff6c2;border-radius:8px;font-size:14px;">🎁 Sau khi xác nhận, bạn được giảm <b>50%</b> cho 3 chuyến đầu tiên (tối đa 15.000đ/chuyến).</p>
 </td></tr>
 <tr><td style="padding:18px 28px;background:#fafafa;font-size:11px;line-height:17px;color:#888;">
  Hotline: 1900 6088 (7:00 – 22:00) · <a href="https://vut.vn/dieu-khoan" style="color:#888;">Điều khoản</a> · <a href="https://vut.vn/bao-mat" style="color:#888;">Bảo mật</a><br>
  Công ty TNHH Vút Việt Nam – Tầng 9, 57 Láng Hạ, Ba Đình, Hà Nội
 </td></tr>
</table>
</td></tr></table>
</body></html>`,
    enc: "b64",
  },
  {
    family: "vut-scooter",
    group: "negative",
    lang: "vi",
    kind: "ride-receipt",
    code: null,
    link: null,
    from: "Vút <hoadon@vut.vn>",
    subject: "Hóa đơn chuyến đi ngày 11/04/2025",
    date: "Fri, 11 Apr 2025 18:52:40 +0700",
    text: `Cảm ơn bạn đã đi Vút!

Mã chuyến:     VG-250411-7781
Xe:            #H-20931
Bắt đầu:       18:21 - Hồ Gươm (Đinh Tiên Hoàng)
Kết thúc:      18:35 - Ga Hà Nội (Lê Duẩn)
Quãng đường:   2,3 km · 14 phút

Phí mở khóa:           5.000đ
Phí theo phút (14'):  21.000đ
Ưu đãi chuyến đầu:   -10.500đ
Tổng cộng:            15.500đ
Thanh toán:           Ví MoMo

Bạn đã giảm khoảng 0,4 kg CO2 so với đi xe máy. 🌱

Hotline: 1900 6088
Công ty TNHH Vút Việt Nam - Tầng 9, 57 Láng Hạ, Ba Đình, Hà Nội
`,
    html: null,
    enc: "qp",
  },
];

// ---------------------------------------------------------------- Lingomora (language learning)

function lingomora(lang: string, preheader: string, inner: string, foot: string): string {
  return `<!DOCTYPE html>
<html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"></head>
<body style="margin:0;padding:0;background:#ffffff;">
<div style="display:none;max-height:0;overflow:hidden;mso-hide:all;">${preheader}</div>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center">
 <table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:480px;">
  <tr><td align="center" style="padding:28px 20px 10px;"><img src="https://design.lingomora.com/email/mora-owl-wave.png" width="110" height="110" alt="Mora, la mascotte de Lingomora"></td></tr>
  <tr><td style="padding:0 24px 28px;font-family:'Nunito','Trebuchet MS',Arial,sans-serif;color:#3c3c3c;font-size:17px;line-height:26px;text-align:center;">
${inner}
  </td></tr>
  <tr><td style="padding:20px 24px 36px;border-top:2px solid #e5e5e5;font-family:Arial,sans-serif;font-size:12px;line-height:18px;color:#afafaf;text-align:center;">
   <a href="https://apps.apple.com/app/lingomora/id1588201746"><img src="https://design.lingomora.com/email/badge-app-store.png" width="110" height="36" alt="App Store"></a>
   <a href="https://play.google.com/store/apps/details?id=com.lingomora.app"><img src="https://design.lingomora.com/email/badge-google-play.png" width="122" height="36" alt="Google Play"></a><br><br>
${foot}<br>
   Lingomora SAS · 12 rue de la Chaussée-d'Antin · 75009 Paris
  </td></tr>
 </table>
</td></tr></table>
</body></html>`;
}

const LM_RESET =
  "https://click.lingomora.com/ls/click?upn=LmR3-2Bx9FqVt0aW8kPz4hQ-3D-3D_xN2e&d=reset_pw&u=https%3A%2F%2Fwww.lingomora.com%2Ffr%2Freset%3Fk%3Dprk_51eac0d3";
const LM_CONSENT = "https://www.lingomora.com/parents/consent?req=pc_93Fh2LqX8s&child=ZoeReads";

const lingomoraMails: Mail[] = [
  {
    family: "lingomora",
    group: "negative",
    lang: "fr",
    kind: "streak-milestone",
    code: null,
    link: null,
    from: "Lingomora <bonjour@lingomora.com>",
    subject: "🔥 100 jours d'affilée ! Mora n'en revient pas",
    date: "Sun, 16 Mar 2025 19:45:00 +0100",
    text: `100 jours d'affilée !

Bravo Sam ! Tu as pratiqué ton espagnol 100 jours de suite.

Cette semaine : 1 240 XP · 38 leçons · 412 nouveaux mots
Ligue : Saphir (3e place)

Une leçon de 5 minutes suffit pour garder ta série demain.
Continuer : https://click.lingomora.com/ls/click?upn=streak100_fr&u=https%3A%2F%2Fwww.lingomora.com%2Flearn

Tu reçois ces rappels parce que tu les as activés. Se désabonner : https://www.lingomora.com/settings/notifications?unsub=streak
Lingomora SAS · 12 rue de la Chaussée-d'Antin · 75009 Paris
`,
    html: lingomora(
      "fr",
      "Tu as pratiqué 100 jours de suite. Incroyable !",
      `<p style="margin:0 0 8px;font-size:48px;line-height:56px;font-weight:900;color:#ff9600;">100</p>
<p style="margin:0 0 18px;font-size:24px;font-weight:800;">jours d'affilée !</p>
<p style="margin:0 0 22px;">Bravo Sam ! Tu as pratiqué ton espagnol 100 jours de suite.</p>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="border:2px solid #e5e5e5;border-radius:16px;"><tr>
 <td align="center" style="padding:14px 4px;"><b style="color:#ffc800;">1 240</b><br><span style="font-size:13px;color:#777;">XP</span></td>
 <td align="center" style="padding:14px 4px;"><b style="color:#58cc02;">38</b><br><span style="font-size:13px;color:#777;">leçons</span></td>
 <td align="center" style="padding:14px 4px;"><b style="color:#1cb0f6;">412</b><br><span style="font-size:13px;color:#777;">nouveaux mots</span></td>
</tr></table>
<p style="margin:22px 0;font-size:15px;color:#777;">Ligue Saphir · 3e place. Une leçon de 5 minutes suffit pour garder ta série demain.</p>
<a href="https://click.lingomora.com/ls/click?upn=streak100_fr&amp;u=https%3A%2F%2Fwww.lingomora.com%2Flearn" style="display:block;background:#58cc02;border-bottom:4px solid #58a700;border-radius:14px;color:#fff;font-weight:800;font-size:16px;letter-spacing:0.8px;text-transform:uppercase;text-decoration:none;padding:14px 0;">Continuer ma série</a>`,
      `Tu reçois ces rappels parce que tu les as activés. <a href="https://www.lingomora.com/settings/notifications?unsub=streak" style="color:#afafaf;">Se désabonner</a>`,
    ),
    enc: "qp",
  },
  {
    family: "lingomora",
    group: "consumer",
    lang: "fr",
    kind: "reset-link",
    code: null,
    link: LM_RESET,
    from: "Lingomora <no-reply@lingomora.com>",
    subject: "Réinitialise ton mot de passe Lingomora",
    date: "Thu, 03 Apr 2025 07:12:26 +0200",
    text: `Salut Sam,

Tu as demandé à réinitialiser le mot de passe de ton compte Lingomora.

Choisis un nouveau mot de passe ici (le lien expire dans 2 heures) :
${LM_RESET}

Si tu n'es pas à l'origine de cette demande, ignore simplement cet e-mail : ton mot de passe actuel reste valable.

À bientôt sur Lingomora !
Lingomora SAS · 12 rue de la Chaussée-d'Antin · 75009 Paris
`,
    html: lingomora(
      "fr",
      "Le lien expire dans 2 heures.",
      `<p style="margin:0 0 16px;font-size:24px;font-weight:800;">Mot de passe oublié ?</p>
<p style="margin:0 0 22px;">Salut Sam, tu as demandé à réinitialiser le mot de passe de ton compte Lingomora. Le lien expire dans 2 heures.</p>
<a href="${
        LM_RESET.replaceAll("&", "&amp;")
      }" style="display:block;background:#1cb0f6;border-bottom:4px solid #1899d6;border-radius:14px;color:#fff;font-weight:800;font-size:16px;letter-spacing:0.8px;text-transform:uppercase;text-decoration:none;padding:14px 0;">Choisir un nouveau mot de passe</a>
<p style="margin:22px 0 0;font-size:14px;color:#777;">Si tu n'es pas à l'origine de cette demande, ignore simplement cet e-mail : ton mot de passe actuel reste valable.</p>`,
      `<a href="https://www.lingomora.com/fr/aide" style="color:#afafaf;">Aide</a> · <a href="https://www.lingomora.com/fr/confidentialite" style="color:#afafaf;">Confidentialité</a>`,
    ),
    enc: "qp",
  },
  {
    family: "lingomora",
    group: "consumer",
    lang: "en",
    kind: "parental-consent-link",
    code: null,
    link: LM_CONSENT,
    from: "Lingomora for Families <families@lingomora.com>",
    subject: "Your child would like to use Lingomora",
    date: "Tue, 22 Apr 2025 16:05:52 +0000",
    text: `Hello,

Someone using the name "ZoeReads" signed up for Lingomora and told us they are 11 years old. They entered this address as a parent's or guardian's email.

Because they are under 13, we need a parent's permission before they can keep learning, add friends or join leagues.

If you are their parent or guardian, review and give consent here:
${LM_CONSENT}

What we collect and why: https://www.lingomora.com/parents/privacy

If you don't recognise this request, do nothing. We'll delete the account and all its data after 14 days (on 6 May 2025).

The Lingomora Families team
Lingomora SAS · 12 rue de la Chaussée-d'Antin · 75009 Paris, France
`,
    html: lingomora(
      "en",
      "Your permission is needed before ZoeReads can keep learning.",
      `<p style="margin:0 0 16px;font-size:22px;font-weight:800;">Your child would like to use Lingomora</p>
<p style="margin:0 0 14px;text-align:left;">Someone using the name <b>ZoeReads</b> signed up for Lingomora and told us they are 11 years old. They entered this address as a parent's or guardian's email.</p>
<p style="margin:0 0 22px;text-align:left;">Because they are under 13, we need a parent's permission before they can keep learning, add friends or join leagues.</p>
<a href="${
        LM_CONSENT.replaceAll("&", "&amp;")
      }" style="display:block;background:#58cc02;border-bottom:4px solid #58a700;border-radius:14px;color:#fff;font-weight:800;font-size:16px;text-transform:uppercase;text-decoration:none;padding:14px 0;">Review and give consent</a>
<p style="margin:22px 0 8px;font-size:14px;color:#777;text-align:left;"><a href="https://www.lingomora.com/parents/privacy" style="color:#1cb0f6;">What we collect and why</a></p>
<p style="margin:0;font-size:14px;color:#777;text-align:left;">If you don't recognise this request, do nothing. We'll delete the account and all its data after 14 days (on 6 May 2025).</p>`,
      `<a href="https://www.lingomora.com/help/families" style="color:#afafaf;">Help for parents</a> · <a href="https://www.lingomora.com/privacy" style="color:#afafaf;">Privacy</a>`,
    ),
    enc: "b64",
  },
];

// ---------------------------------------------------------------- Sagewire (AI assistant)

const SW_MAGIC = "https://auth.sagewire.ai/magic?token=mlt_0f9c2a7b5e6d48c1b3a2&redirect=%2Fchat";

function sagewire(inner: string, foot: string): string {
  return `<!doctype html><html><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"></head>
<body style="margin:0;background:#fafaf9;">
<table role="presentation" width="100%" cellspacing="0" cellpadding="0" border="0"><tr><td align="center" style="padding:48px 16px;">
<table role="presentation" width="440" cellspacing="0" cellpadding="0" border="0" style="max-width:440px;">
<tr><td style="padding-bottom:28px;"><img src="https://sagewire.ai/static/email/sagewire-mark-32.png" width="32" height="32" alt="Sagewire"></td></tr>
<tr><td style="font-family:ui-sans-serif,-apple-system,'Segoe UI',sans-serif;font-size:15px;line-height:24px;color:#292524;">
${inner}
</td></tr>
<tr><td style="padding-top:36px;font-family:ui-sans-serif,-apple-system,sans-serif;font-size:12px;line-height:18px;color:#a8a29e;">
${foot}
</td></tr>
</table>
</td></tr></table>
</body></html>`;
}

const SW_FOOT =
  `Sagewire Labs, Inc. · 2261 Market Street #5310, San Francisco, CA 94114<br><a href="https://sagewire.ai/privacy" style="color:#a8a29e;">Privacy</a> · <a href="https://sagewire.ai/terms" style="color:#a8a29e;">Terms</a> · <a href="https://help.sagewire.ai" style="color:#a8a29e;">Help</a>`;

const sagewireMails: Mail[] = [
  {
    family: "sagewire",
    group: "consumer",
    lang: "en",
    kind: "magic-link-code",
    code: "K7P-2QX",
    link: SW_MAGIC,
    from: "Sagewire <login@sagewire.ai>",
    subject: "Sign in to Sagewire",
    date: "Wed, 19 Mar 2025 14:03:11 -0700",
    text: `Sign in to Sagewire

Click the link below to sign in. It expires in 15 minutes.

${SW_MAGIC}

Or copy this temporary code into the sign-in page:

K7P-2QX

If you didn't try to sign in, you can safely ignore this email.

Sagewire Labs, Inc. · 2261 Market Street #5310, San Francisco, CA 94114
`,
    html: sagewire(
      `<h1 style="margin:0 0 16px;font-size:24px;line-height:32px;font-weight:600;">Sign in to Sagewire</h1>
<p style="margin:0 0 24px;">Click the button below to sign in. It expires in 15 minutes.</p>
<a href="${
        SW_MAGIC.replaceAll("&", "&amp;")
      }" style="display:inline-block;background:#292524;color:#fafaf9;font-weight:600;text-decoration:none;padding:11px 22px;border-radius:8px;">Sign in</a>
<p style="margin:32px 0 10px;">Or copy this temporary code into the sign-in page:</p>
<div style="display:inline-block;padding:12px 18px;background:#f5f5f4;border:1px solid #e7e5e4;border-radius:8px;font-family:ui-monospace,Menlo,monospace;font-size:22px;letter-spacing:2px;">K7P-2QX</div>
<p style="margin:32px 0 0;color:#78716c;font-size:13px;">If you didn't try to sign in, you can safely ignore this email.</p>`,
      SW_FOOT,
    ),
    enc: "qp",
  },
  {
    family: "sagewire",
    group: "consumer",
    lang: "zh",
    kind: "verify-code",
    code: "734092",
    link: null,
    from: "Sagewire <noreply@sagewire.ai>",
    subject: "Sagewire 邮箱验证码：734092",
    date: "Sat, 29 Mar 2025 10:47:26 +0800",
    text: `您好：

您正在注册 Sagewire 账号，邮箱验证码为：

734092

验证码 10 分钟内有效，请勿泄露给他人。
如果这不是您本人的操作，请忽略此邮件。

Sagewire 团队
帮助中心：https://help.sagewire.ai/zh-cn
`,
    html: sagewire(
      `<h1 style="margin:0 0 16px;font-size:22px;line-height:32px;font-weight:600;">验证您的邮箱</h1>
<p style="margin:0 0 20px;">您好：<br>您正在注册 Sagewire 账号，请在页面中输入以下验证码：</p>
<p style="margin:0 0 20px;font-family:ui-monospace,Menlo,monospace;font-size:30px;font-weight:700;letter-spacing:8px;color:#292524;">734092</p>
<p style="margin:0;color:#78716c;font-size:13px;">验证码 10 分钟内有效，请勿泄露给他人。<br>如果这不是您本人的操作，请忽略此邮件。</p>`,
      `Sagewire 团队 · <a href="https://help.sagewire.ai/zh-cn" style="color:#a8a29e;">帮助中心</a> · <a href="https://sagewire.ai/zh-cn/privacy" style="color:#a8a29e;">隐私政策</a><br>Sagewire Labs, Inc. · 2261 Market Street #5310, San Francisco, CA 94114`,
    ),
    enc: "b64",
  },
  {
    family: "sagewire",
    group: "negative",
    lang: "en",
    kind: "renewal-reminder",
    code: null,
    link: null,
    from: "Sagewire Billing <billing@sagewire.ai>",
    subject: "Your Sagewire Plus plan renews on May 3",
    date: "Sat, 26 Apr 2025 17:20:09 -0700",
    text: `Hi Sam,

Just a heads-up: your Sagewire Plus subscription renews automatically on May 3, 2025.

Plan:            Sagewire Plus (monthly)
Amount:          $20.00 USD + applicable tax
Payment method:  Amex ending in 1009
Customer ID:     cus_Q8mX2hT40pLr

Nothing to do if you'd like to keep Plus. To change or cancel your plan, go to Settings > Billing in the app or visit https://sagewire.ai/settings/billing

Questions? Reply to this email or visit https://help.sagewire.ai/billing

Sagewire Labs, Inc. · 2261 Market Street #5310, San Francisco, CA 94114
`,
    html: sagewire(
      `<h1 style="margin:0 0 16px;font-size:22px;line-height:30px;font-weight:600;">Your plan renews soon</h1>
<p style="margin:0 0 20px;">Hi Sam, just a heads-up: your Sagewire Plus subscription renews automatically on <b>May 3, 2025</b>.</p>
<table role="presentation" width="100%" cellspacing="0" cellpadding="0" border="0" style="font-size:14px;border:1px solid #e7e5e4;border-radius:8px;">
<tr><td style="padding:10px 14px;color:#78716c;">Plan</td><td style="padding:10px 14px;" align="right">Sagewire Plus (monthly)</td></tr>
<tr><td style="padding:10px 14px;color:#78716c;border-top:1px solid #e7e5e4;">Amount</td><td style="padding:10px 14px;border-top:1px solid #e7e5e4;" align="right">$20.00 USD + tax</td></tr>
<tr><td style="padding:10px 14px;color:#78716c;border-top:1px solid #e7e5e4;">Payment method</td><td style="padding:10px 14px;border-top:1px solid #e7e5e4;" align="right">Amex •••• 1009</td></tr>
</table>
<p style="margin:20px 0 0;">Nothing to do if you'd like to keep Plus. To change or cancel, go to <a href="https://sagewire.ai/settings/billing" style="color:#292524;">Settings › Billing</a>.</p>`,
      `Customer ID cus_Q8mX2hT40pLr · Questions? Reply to this email.<br>${SW_FOOT}`,
    ),
  },
];

// ---------------------------------------------------------------- Hearthlink (smart home)

const HL_INVITE = "https://home.hearthlink.io/invitations/accept?id=inv_5TzQ0r8WcK&email=sam.reader%40inbox.example";

function hearthlink(inner: string): string {
  return `<html><head><meta charset="utf-8"></head>
<body style="margin:0;padding:0;background:#f2efe9;">
<table width="100%" cellpadding="0" cellspacing="0" border="0" bgcolor="#f2efe9"><tr><td align="center" style="padding:30px 10px;">
<table width="560" cellpadding="0" cellspacing="0" border="0" bgcolor="#ffffff" style="border-radius:10px;">
 <tr><td style="padding:26px 34px;border-bottom:1px solid #ece7de;">
  <table width="100%" cellpadding="0" cellspacing="0" border="0"><tr>
   <td><img src="https://assets.hearthlink.io/email/hearthlink-logo-amber.png" width="128" height="28" alt="Hearthlink"></td>
   <td align="right" style="font-family:Arial,sans-serif;font-size:12px;color:#9c9281;">Smart Home</td>
  </tr></table>
 </td></tr>
 <tr><td style="padding:30px 34px;font-family:'Helvetica Neue',Arial,sans-serif;font-size:15px;line-height:23px;color:#2f2a22;">
${inner}
 </td></tr>
 <tr><td style="padding:22px 34px;background:#faf8f4;border-radius:0 0 10px 10px;font-family:Arial,sans-serif;font-size:11px;line-height:17px;color:#9c9281;">
  Hearthlink Inc. · 1450 Owens Street, Suite 210 · San Francisco, CA 94158 · 1-888-555-0142<br>
  <a href="https://hearthlink.io/privacy" style="color:#9c9281;">Privacy</a> · <a href="https://hearthlink.io/terms" style="color:#9c9281;">Terms</a> · <a href="https://support.hearthlink.io" style="color:#9c9281;">Support</a> · <a href="https://home.hearthlink.io/settings/notifications" style="color:#9c9281;">Notification settings</a>
 </td></tr>
</table>
</td></tr></table>
</body></html>`;
}

const hearthlinkMails: Mail[] = [
  {
    family: "hearthlink",
    group: "consumer",
    lang: "en",
    kind: "invite-link",
    code: null,
    link: HL_INVITE,
    from: "Hearthlink <no-reply@hearthlink.io>",
    subject: 'Dana Whitfield invited you to control "Maple Court"',
    date: "Mon, 10 Mar 2025 20:11:43 -0500",
    text: `Dana Whitfield (dana.w@fastmail.example) invited you to join the home "Maple Court" on Hearthlink.

As a member you'll be able to:
 - see the cameras (Front Door, Driveway, Nursery)
 - lock and unlock the Front Door lock
 - change the thermostat (currently 68°F) and the lights

Accept the invitation:
${HL_INVITE}

You'll need a free Hearthlink account with this email address. The invitation expires on March 17, 2025.

Hearthlink Inc. · 1450 Owens Street, Suite 210 · San Francisco, CA 94158
`,
    html: hearthlink(
      `<p style="margin:0 0 18px;font-size:21px;line-height:28px;font-weight:bold;">You're invited to "Maple Court"</p>
<p style="margin:0 0 16px;"><b>Dana Whitfield</b> (dana.w@fastmail.example) invited you to join their home on Hearthlink. As a member you'll be able to:</p>
<table cellpadding="0" cellspacing="0" border="0" style="margin:0 0 22px;">
 <tr><td width="28" valign="top"><img src="https://assets.hearthlink.io/email/icons/camera.png" width="18" height="18" alt=""></td><td style="padding-bottom:6px;">See the cameras (Front Door, Driveway, Nursery)</td></tr>
 <tr><td width="28" valign="top"><img src="https://assets.hearthlink.io/email/icons/lock.png" width="18" height="18" alt=""></td><td style="padding-bottom:6px;">Lock and unlock the Front Door lock</td></tr>
 <tr><td width="28" valign="top"><img src="https://assets.hearthlink.io/email/icons/thermo.png" width="18" height="18" alt=""></td><td>Change the thermostat (currently 68°F) and the lights</td></tr>
</table>
<table cellpadding="0" cellspacing="0" border="0"><tr><td bgcolor="#e8912d" style="border-radius:22px;"><a href="${
        HL_INVITE.replaceAll("&", "&amp;")
      }" style="display:inline-block;padding:12px 30px;color:#ffffff;font-weight:bold;text-decoration:none;font-family:Arial,sans-serif;">Accept invitation</a></td></tr></table>
<p style="margin:22px 0 0;font-size:13px;color:#7a705f;">You'll need a free Hearthlink account with this email address. The invitation expires on March 17, 2025.</p>`,
    ),
    enc: "qp",
  },
  {
    family: "hearthlink",
    group: "negative",
    lang: "en",
    kind: "device-offline",
    code: null,
    link: null,
    from: "Hearthlink Alerts <alerts@hearthlink.io>",
    subject: "Driveway Camera went offline",
    date: "Sat, 12 Apr 2025 02:31:07 -0500",
    text: `Driveway Camera at Maple Court has been offline since 2:14 AM (April 12).

Last seen: 2:14 AM · Wi-Fi signal: weak (-79 dBm) · Firmware 4.2.17

Common fixes:
 1. Check that the camera has power.
 2. Restart your router.
 3. Move the router or add a Hearthlink Range Extender ($39.99).

Troubleshooting guide: https://support.hearthlink.io/cameras/offline

We'll let you know when it's back online.

Hearthlink Inc. · 1450 Owens Street, Suite 210 · San Francisco, CA 94158
Turn off offline alerts: https://home.hearthlink.io/settings/notifications
`,
    html: hearthlink(
      `<table width="100%" cellpadding="0" cellspacing="0" border="0" style="margin-bottom:18px;"><tr>
 <td width="56" valign="top"><img src="https://assets.hearthlink.io/email/icons/camera-offline-48.png" width="44" height="44" alt="Offline"></td>
 <td><p style="margin:0;font-size:19px;font-weight:bold;">Driveway Camera went offline</p><p style="margin:4px 0 0;font-size:13px;color:#7a705f;">Maple Court · since 2:14 AM, April 12</p></td>
</tr></table>
<p style="margin:0 0 14px;font-size:13px;color:#7a705f;">Wi-Fi signal: weak (-79 dBm) · Firmware 4.2.17</p>
<p style="margin:0 0 6px;font-weight:bold;">Common fixes</p>
<ol style="margin:0 0 18px;padding-left:20px;">
 <li>Check that the camera has power.</li>
 <li>Restart your router.</li>
 <li>Move the router or add a Hearthlink Range Extender ($39.99).</li>
</ol>
<p style="margin:0 0 14px;"><a href="https://support.hearthlink.io/cameras/offline" style="color:#e8912d;font-weight:bold;">Open the troubleshooting guide</a></p>
<p style="margin:0;font-size:13px;color:#7a705f;">We'll let you know when it's back online.</p>`,
    ),
    enc: "qp",
  },
  {
    family: "hearthlink",
    group: "consumer",
    lang: "de",
    kind: "login-code",
    code: "019447",
    link: null,
    from: "Hearthlink <no-reply@hearthlink.io>",
    subject: "019447 ist dein Hearthlink-Bestätigungscode",
    date: "Fri, 25 Apr 2025 18:06:55 +0200",
    text:
      `Dein Bestätigungscode für die Anmeldung bei Hearthlink lautet 019447. Er ist 10 Minuten gültig – gib ihn niemandem weiter.

Hearthlink Inc. · Support: https://support.hearthlink.io/de
`,
    html: null,
  },
];

// ---------------------------------------------------------------- TunnelFox (VPN)

const TF_RESET = "https://my.tunnelfox.net/uk/password/reset?token=tf_rst_8b2e41c0a7f9d3&uid=44019337";

function tunnelfox(lang: string, inner: string, foot: string): string {
  return `<!DOCTYPE html><html lang="${lang}"><head><meta charset="utf-8"></head>
<body style="margin:0;padding:0;background:#101828;">
<table width="100%" cellpadding="0" cellspacing="0" border="0" style="background:#101828;"><tr><td align="center" style="padding:36px 14px;">
 <table width="520" cellpadding="0" cellspacing="0" border="0">
  <tr><td align="center" style="padding-bottom:24px;"><img src="https://cdn.tunnelfox.net/img/mail/fox-logo-orange.png" width="150" height="36" alt="TunnelFox VPN"></td></tr>
  <tr><td style="background:#1d2939;border-radius:12px;padding:34px 32px;font-family:-apple-system,'Segoe UI',Roboto,Arial,sans-serif;font-size:15px;line-height:24px;color:#e4e7ec;">
${inner}
  </td></tr>
  <tr><td align="center" style="padding:22px 10px;font-family:Arial,sans-serif;font-size:11px;line-height:17px;color:#667085;">
${foot}<br>TunnelFox Ltd. · 28 Oktovriou 365, Limassol 3107, Cyprus
  </td></tr>
 </table>
</td></tr></table>
</body></html>`;
}

const tunnelfoxMails: Mail[] = [
  {
    family: "tunnelfox-vpn",
    group: "consumer",
    lang: "ru",
    kind: "login-code",
    code: "7HD4Q",
    link: null,
    from: "TunnelFox VPN <support@tunnelfox.net>",
    subject: "Код для входа в TunnelFox",
    date: "Tue, 18 Mar 2025 23:58:40 +0300",
    text: `Здравствуйте!

Вы (или кто-то другой) пытаетесь войти в аккаунт TunnelFox на новом устройстве.

Ваш код входа: 7HD4Q

Введите его в приложении в течение 15 минут. Регистр букв не важен - можно вводить строчными.

Если это были не вы, смените пароль: https://my.tunnelfox.net/ru/account/security

Команда TunnelFox
`,
    html: tunnelfox(
      "ru",
      `<p style="margin:0 0 14px;font-size:20px;font-weight:600;color:#ffffff;">Код для входа</p>
<p style="margin:0 0 22px;">Вы (или кто-то другой) пытаетесь войти в аккаунт TunnelFox на новом устройстве. Введите этот код в приложении в течение 15 минут:</p>
<div style="margin:0 0 22px;padding:16px 0;background:#101828;border:1px solid #344054;border-radius:8px;text-align:center;font-family:'JetBrains Mono',Consolas,monospace;font-size:32px;font-weight:700;letter-spacing:10px;color:#ff8a3d;">7HD4Q</div>
<p style="margin:0 0 12px;font-size:13px;color:#98a2b3;">Регистр не важен — можно вводить строчными буквами.</p>
<p style="margin:0;font-size:13px;color:#98a2b3;">Если это были не вы, <a href="https://my.tunnelfox.net/ru/account/security" style="color:#ff8a3d;">смените пароль</a>.</p>`,
      `<a href="https://tunnelfox.net/ru/help" style="color:#667085;">Помощь</a> · <a href="https://tunnelfox.net/ru/privacy" style="color:#667085;">Политика конфиденциальности</a> · Мы не храним логи вашей активности.`,
    ),
    enc: "b64",
  },
  {
    family: "tunnelfox-vpn",
    group: "negative",
    lang: "ru",
    kind: "renewal-reminder",
    code: null,
    link: null,
    from: "TunnelFox VPN <billing@tunnelfox.net>",
    subject: "Ваша подписка TunnelFox продлится через 7 дней",
    date: "Fri, 11 Apr 2025 12:00:03 +0300",
    text: `Здравствуйте!

Напоминаем: 18 апреля 2025 г. ваша подписка TunnelFox будет автоматически продлена.

Тариф:          2 года (до 8 устройств)
Сумма:          4 990 ₽
Способ оплаты:  карта **** 6215
Номер заказа:   TF-2023-0418-55120

Если вы хотите продолжить пользоваться TunnelFox, ничего делать не нужно.
Отключить автопродление можно в личном кабинете: https://my.tunnelfox.net/ru/billing

Вопросы по оплате: billing@tunnelfox.net

Команда TunnelFox
TunnelFox Ltd. · 28 Oktovriou 365, Limassol 3107, Cyprus
`,
    html: null,
    enc: "qp",
  },
  {
    family: "tunnelfox-vpn",
    group: "consumer",
    lang: "uk",
    kind: "reset-link",
    code: null,
    link: TF_RESET,
    from: "TunnelFox VPN <support@tunnelfox.net>",
    subject: "Скидання пароля TunnelFox",
    date: "Mon, 28 Apr 2025 08:19:27 +0300",
    text: `Вітаємо!

Ми отримали запит на скидання пароля для облікового запису sam.reader@inbox.example.

Щоб встановити новий пароль, перейдіть за посиланням (дійсне 1 годину):
${TF_RESET}

Після зміни пароля всі пристрої буде відʼєднано від VPN, і на них потрібно буде увійти знову.

Якщо ви не надсилали запит, просто проігноруйте цей лист.

Команда TunnelFox
`,
    html: tunnelfox(
      "uk",
      `<p style="margin:0 0 14px;font-size:20px;font-weight:600;color:#ffffff;">Скидання пароля</p>
<p style="margin:0 0 22px;">Ми отримали запит на скидання пароля для облікового запису <b>sam.reader@inbox.example</b>. Посилання дійсне 1 годину.</p>
<p style="margin:0 0 22px;text-align:center;"><a href="${
        TF_RESET.replaceAll("&", "&amp;")
      }" style="display:inline-block;background:#ff6a00;color:#ffffff;font-weight:600;text-decoration:none;padding:13px 32px;border-radius:8px;">Встановити новий пароль</a></p>
<p style="margin:0 0 12px;font-size:13px;color:#98a2b3;">Після зміни пароля всі пристрої буде відʼєднано від VPN, і на них потрібно буде увійти знову.</p>
<p style="margin:0;font-size:13px;color:#98a2b3;">Якщо ви не надсилали запит, просто проігноруйте цей лист.</p>`,
      `<a href="https://tunnelfox.net/uk/help" style="color:#667085;">Допомога</a> · <a href="https://tunnelfox.net/uk/privacy" style="color:#667085;">Конфіденційність</a>`,
    ),
    enc: "qp",
  },
];

// ---------------------------------------------------------------- Keyfort (password manager)

const KF_EMERGENCY =
  "https://vault.keyfort.com/emergency-access/accept?grant=ea_62Lq0Xz8Tm&email=sam.reader%40inbox.example";

function keyfort(dir: "ltr" | "rtl", lang: string, inner: string, foot: string): string {
  return `<!DOCTYPE html>
<html dir="${dir}" lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"></head>
<body style="margin:0;padding:0;background:#eceff3;" dir="${dir}">
<table width="100%" cellpadding="0" cellspacing="0" border="0" style="background:#eceff3;"><tr><td align="center" style="padding:32px 12px;">
<table width="560" cellpadding="0" cellspacing="0" border="0" style="background:#ffffff;border:1px solid #d8dde4;">
<tr><td style="background:#1b2a4a;padding:16px 28px;" align="${
    dir === "rtl" ? "right" : "left"
  }"><img src="https://assets.keyfort.com/email/keyfort-shield-white.png" height="30" width="132" alt="Keyfort" style="display:block;"></td></tr>
<tr><td style="padding:30px 28px;font-family:'Segoe UI',Tahoma,Arial,sans-serif;font-size:15px;line-height:24px;color:#1f2933;text-align:${
    dir === "rtl" ? "right" : "left"
  };">
${inner}
</td></tr>
<tr><td style="padding:18px 28px;border-top:1px solid #e4e7eb;font-family:'Segoe UI',Tahoma,Arial,sans-serif;font-size:11px;line-height:17px;color:#7b8794;text-align:${
    dir === "rtl" ? "right" : "left"
  };">
${foot}<br>Keyfort Security AS · Akersgata 32 · 0158 Oslo · Norway
</td></tr>
</table>
</td></tr></table>
</body></html>`;
}

const keyfortMails: Mail[] = [
  {
    family: "keyfort",
    group: "consumer",
    lang: "en",
    kind: "emergency-invite-link",
    code: null,
    link: KF_EMERGENCY,
    from: "Keyfort <no-reply@keyfort.com>",
    subject: "Alex Moreno wants you as an emergency contact",
    date: "Wed, 12 Mar 2025 13:37:19 +0000",
    text: `Alex Moreno (alex.moreno@posteo.example) has invited you to be an emergency contact for their Keyfort vault.

If you accept, you can request access to Alex's vault in an emergency. Alex will get a notice and can decline within the waiting period they chose (7 days). If they don't respond, you'll get read-only access.

Accept the invitation:
${KF_EMERGENCY}

You'll need a Keyfort account (the free plan is enough). This invitation expires in 5 days.

Keyfort never sees the contents of your vault. Learn how emergency access works: https://keyfort.com/help/emergency-access

Keyfort Security AS · Akersgata 32 · 0158 Oslo · Norway
`,
    html: keyfort(
      "ltr",
      "en",
      `<h2 style="margin:0 0 16px;font-size:20px;color:#1b2a4a;">You've been invited as an emergency contact</h2>
<p style="margin:0 0 14px;"><b>Alex Moreno</b> (alex.moreno@posteo.example) has invited you to be an emergency contact for their Keyfort vault.</p>
<p style="margin:0 0 20px;">If you accept, you can request access to Alex's vault in an emergency. Alex will get a notice and can decline within the waiting period they chose (<b>7 days</b>). If they don't respond, you'll get read-only access.</p>
<table cellpadding="0" cellspacing="0" border="0"><tr><td style="background:#2f6fed;border-radius:4px;"><a href="${
        KF_EMERGENCY.replaceAll("&", "&amp;")
      }" style="display:inline-block;padding:12px 26px;color:#ffffff;text-decoration:none;font-weight:600;">Accept invitation</a></td></tr></table>
<p style="margin:20px 0 0;font-size:13px;color:#52606d;">You'll need a Keyfort account (the free plan is enough). This invitation expires in 5 days. <a href="https://keyfort.com/help/emergency-access" style="color:#2f6fed;">How emergency access works</a></p>`,
      `<a href="https://keyfort.com/privacy" style="color:#7b8794;">Privacy</a> · <a href="https://keyfort.com/terms" style="color:#7b8794;">Terms</a> · <a href="https://keyfort.com/help" style="color:#7b8794;">Help</a>`,
    ),
    enc: "qp",
  },
  {
    family: "keyfort",
    group: "consumer",
    lang: "ar",
    kind: "device-verify-code",
    code: "508317",
    link: null,
    from: "Keyfort <no-reply@keyfort.com>",
    subject: "رمز التحقق من جهاز جديد - Keyfort",
    date: "Sun, 23 Mar 2025 21:05:48 +0400",
    text: `مرحبًا،

تلقّينا محاولة لتسجيل الدخول إلى خزنة Keyfort الخاصة بك من جهاز جديد:

الجهاز: Windows 11 - إضافة Keyfort لمتصفح Edge
الموقع التقريبي: دبي، الإمارات العربية المتحدة
الوقت: 23 مارس 2025، 21:04 (GMT+4)

لإكمال تسجيل الدخول، أدخل رمز التحقق التالي:

508 317

صلاحية الرمز 10 دقائق. لا تشارك هذا الرمز مع أي شخص، فموظفو Keyfort لن يطلبوه منك أبدًا.

إذا لم تكن أنت، فغيّر كلمة المرور الرئيسية فورًا من إعدادات الحساب.

فريق Keyfort
`,
    html: keyfort(
      "rtl",
      "ar",
      `<h2 style="margin:0 0 16px;font-size:20px;color:#1b2a4a;">تحقّق من جهازك الجديد</h2>
<p style="margin:0 0 14px;">مرحبًا، تلقّينا محاولة لتسجيل الدخول إلى خزنة Keyfort الخاصة بك من جهاز جديد:</p>
<table width="100%" cellpadding="6" cellspacing="0" border="0" style="background:#f5f7fa;font-size:14px;">
<tr><td style="color:#7b8794;" width="130">الجهاز</td><td dir="ltr" style="text-align:right;">Windows 11 · Keyfort for Edge</td></tr>
<tr><td style="color:#7b8794;">الموقع التقريبي</td><td>دبي، الإمارات العربية المتحدة</td></tr>
<tr><td style="color:#7b8794;">الوقت</td><td>23 مارس 2025، 21:04 (GMT+4)</td></tr>
</table>
<p style="margin:22px 0 10px;">لإكمال تسجيل الدخول، أدخل رمز التحقق التالي:</p>
<p dir="ltr" style="margin:0 0 22px;text-align:center;font-family:Consolas,'Courier New',monospace;font-size:34px;font-weight:bold;letter-spacing:6px;color:#1b2a4a;background:#eef3fd;padding:14px 0;">508 317</p>
<p style="margin:0 0 10px;font-size:13px;color:#52606d;">صلاحية الرمز 10 دقائق. لا تشارك هذا الرمز مع أي شخص، فموظفو Keyfort لن يطلبوه منك أبدًا.</p>
<p style="margin:0;font-size:13px;color:#52606d;">إذا لم تكن أنت، فغيّر <a href="https://vault.keyfort.com/settings/security" style="color:#2f6fed;">كلمة المرور الرئيسية</a> فورًا.</p>`,
      `<a href="https://keyfort.com/ar/help" style="color:#7b8794;">المساعدة</a> · <a href="https://keyfort.com/ar/privacy" style="color:#7b8794;">الخصوصية</a>`,
    ),
    enc: "b64",
  },
  {
    family: "keyfort",
    group: "negative",
    lang: "en",
    kind: "password-changed",
    code: null,
    link: null,
    from: "Keyfort <no-reply@keyfort.com>",
    subject: "Your Keyfort master password was changed",
    date: "Thu, 24 Apr 2025 07:48:02 +0000",
    text:
      `Your master password was changed on April 24, 2025 at 07:47 UTC from Firefox on Ubuntu (IP 192.0.2.77, Utrecht, NL).

All other sessions have been signed out. Your vault items were re-encrypted with the new key; nothing else changed.

If you made this change, you don't need to do anything.

If you didn't, lock your account now and contact us: https://keyfort.com/help/account-compromised

Tip: store your recovery kit (Emergency Kit PDF) somewhere safe and offline.

Keyfort Security AS · Akersgata 32 · 0158 Oslo · Norway
`,
    html: keyfort(
      "ltr",
      "en",
      `<h2 style="margin:0 0 16px;font-size:20px;color:#1b2a4a;">Master password changed</h2>
<p style="margin:0 0 14px;">Your master password was changed on <b>April 24, 2025 at 07:47 UTC</b> from Firefox on Ubuntu (IP 192.0.2.77, Utrecht, NL).</p>
<p style="margin:0 0 14px;">All other sessions have been signed out. Your vault items were re-encrypted with the new key; nothing else changed.</p>
<p style="margin:0 0 20px;">If you made this change, you don't need to do anything.</p>
<p style="margin:0 0 20px;padding:12px 14px;background:#fdf2f2;border-left:3px solid #c53030;font-size:14px;">Didn't do this? <a href="https://keyfort.com/help/account-compromised" style="color:#c53030;font-weight:600;">Lock your account and contact us</a>.</p>
<p style="margin:0;font-size:13px;color:#52606d;">Tip: store your recovery kit (Emergency Kit PDF) somewhere safe and offline.</p>`,
      `<a href="https://keyfort.com/privacy" style="color:#7b8794;">Privacy</a> · <a href="https://keyfort.com/help" style="color:#7b8794;">Help</a>`,
    ),
    enc: "qp",
  },
];

// ---------------------------------------------------------------- Orbweb (browser sync, Taiwan)

const OW_VERIFY = "https://accounts.orbweb.com.tw/verify-email?uid=31877204&token=ow_ve_5nQ7zT2kLm0x&hl=zh-TW";

function orbweb(inner: string): string {
  return `<html lang="zh-Hant-TW"><head><meta charset="utf-8"></head>
<body style="margin:0;padding:0;background:#ffffff;">
<table width="100%" cellpadding="0" cellspacing="0" border="0"><tr><td align="center" style="padding:36px 16px;">
<table width="500" cellpadding="0" cellspacing="0" border="0" style="border:1px solid #e3e6ea;border-radius:10px;">
<tr><td align="center" style="padding:30px 24px 10px;"><img src="https://static.orbweb.com.tw/mail/orbweb-globe-64.png" width="56" height="56" alt="Orbweb 瀏覽器"></td></tr>
<tr><td style="padding:10px 36px 34px;font-family:'PingFang TC','Microsoft JhengHei','微軟正黑體',sans-serif;font-size:15px;line-height:26px;color:#24292f;">
${inner}
</td></tr>
</table>
<table width="500" cellpadding="0" cellspacing="0" border="0"><tr><td align="center" style="padding:18px 10px;font-family:'Microsoft JhengHei',sans-serif;font-size:11px;line-height:18px;color:#8c959f;">
此郵件由系統自動寄出，請勿直接回覆。<br>
<a href="https://www.orbweb.com.tw/privacy" style="color:#8c959f;">隱私權政策</a>　|　<a href="https://support.orbweb.com.tw/" style="color:#8c959f;">支援中心</a><br>
歐博網路股份有限公司　台北市信義區松仁路 100 號 18 樓　統一編號 90412733<br>
© 2025 Orbweb Software Co., Ltd.
</td></tr></table>
</td></tr></table>
</body></html>`;
}

const orbwebMails: Mail[] = [
  {
    family: "orbweb-browser",
    group: "regional",
    lang: "zh-TW",
    kind: "sync-login-code",
    code: "462819",
    link: null,
    from: "Orbweb 帳戶 <account@orbweb.com.tw>",
    subject: "您的 Orbweb 同步登入驗證碼",
    date: "Tue, 25 Mar 2025 22:16:34 +0800",
    text: `您好：

有人正在新的裝置上登入您的 Orbweb 帳戶，以同步書籤、密碼與開啟中的分頁。

裝置：Orbweb 瀏覽器 7.3（Android，Pixel 8）
時間：2025/03/25 22:15（台北時間）

請在瀏覽器中輸入以下驗證碼：

462819

驗證碼將於 10 分鐘後失效。若這不是您本人的操作，請立即變更密碼，您的同步資料仍受端對端加密保護。

Orbweb 團隊
`,
    html: orbweb(
      `<p style="margin:0 0 16px;font-size:19px;font-weight:bold;text-align:center;">確認是您本人登入</p>
<p style="margin:0 0 16px;">您好：<br>有人正在新的裝置上登入您的 Orbweb 帳戶，以同步書籤、密碼與開啟中的分頁。</p>
<p style="margin:0 0 20px;font-size:13px;color:#57606a;">裝置：Orbweb 瀏覽器 7.3（Android，Pixel 8）<br>時間：2025/03/25 22:15（台北時間）</p>
<p style="margin:0 0 8px;">請在瀏覽器中輸入以下驗證碼：</p>
<table width="100%" cellpadding="0" cellspacing="0" border="0"><tr><td align="center" style="padding:16px 0;background:#f6f8fa;border-radius:8px;font-family:Menlo,Consolas,monospace;font-size:34px;font-weight:bold;letter-spacing:14px;color:#0b63ce;">462819</td></tr></table>
<p style="margin:18px 0 0;font-size:13px;color:#57606a;">驗證碼將於 10 分鐘後失效。若這不是您本人的操作，請立即<a href="https://accounts.orbweb.com.tw/security/password" style="color:#0b63ce;">變更密碼</a>，您的同步資料仍受端對端加密保護。</p>`,
    ),
    enc: "b64",
  },
  {
    family: "orbweb-browser",
    group: "regional",
    lang: "zh-TW",
    kind: "verify-link",
    code: null,
    link: OW_VERIFY,
    from: "Orbweb 帳戶 <account@orbweb.com.tw>",
    subject: "請驗證您的電子郵件地址",
    date: "Thu, 17 Apr 2025 09:40:12 +0800",
    text: `歡迎使用 Orbweb 瀏覽器！

請點選下方連結，驗證 sam.reader@inbox.example 是您的電子郵件地址。驗證後即可在手機與電腦之間同步書籤和密碼。

${OW_VERIFY}

此連結將在 72 小時後失效。若您並未建立 Orbweb 帳戶，請忽略此郵件。

Orbweb 團隊
歐博網路股份有限公司　台北市信義區松仁路 100 號 18 樓
`,
    html: orbweb(
      `<p style="margin:0 0 16px;font-size:19px;font-weight:bold;text-align:center;">歡迎使用 Orbweb 瀏覽器！</p>
<p style="margin:0 0 22px;">請點選下方按鈕，驗證 <b>sam.reader@inbox.example</b> 是您的電子郵件地址。驗證後即可在手機與電腦之間同步書籤和密碼。</p>
<p style="margin:0 0 22px;text-align:center;"><a href="${
        OW_VERIFY.replaceAll("&", "&amp;")
      }" style="display:inline-block;background:#0b63ce;color:#ffffff;text-decoration:none;font-weight:bold;padding:12px 34px;border-radius:6px;">驗證電子郵件</a></p>
<p style="margin:0;font-size:13px;color:#57606a;">此連結將在 72 小時後失效。若您並未建立 Orbweb 帳戶，請忽略此郵件。</p>`,
    ),
    enc: "qp",
  },
];

// ---------------------------------------------------------------- Makerpatch (creator memberships)

const MP_VERIFY = "https://www.makerpatch.com/hi/confirm-email?t=mpv_2c8e0f71aa934b&src=signup";

function makerpatch(lang: string, inner: string): string {
  return `<!DOCTYPE html><html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"></head>
<body style="margin:0;padding:0;background:#ffffff;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0"><tr><td align="center" style="padding:24px 16px;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="max-width:520px;">
<tr><td style="padding:8px 0 24px;"><img src="https://c10.makerpatchusercontent.com/email/mp-logo-coral.png" width="40" height="40" alt="Makerpatch"></td></tr>
<tr><td style="font-family:'Noto Sans','Noto Sans Devanagari',Helvetica,Arial,sans-serif;font-size:16px;line-height:25px;color:#141518;">
${inner}
</td></tr>
<tr><td style="padding:40px 0 10px;font-family:Helvetica,Arial,sans-serif;font-size:12px;line-height:18px;color:#706f6e;">
<a href="https://www.makerpatch.com/help" style="color:#706f6e;">Help Centre</a> · <a href="https://www.makerpatch.com/policy/privacy" style="color:#706f6e;">Privacy</a> · <a href="https://www.makerpatch.com/settings/notifications" style="color:#706f6e;">Email settings</a><br>
Makerpatch, Inc. · 600 Townsend Street, Suite 500 · San Francisco, CA 94103
</td></tr>
</table>
</td></tr></table>
</body></html>`;
}

const makerpatchMails: Mail[] = [
  {
    family: "makerpatch",
    group: "consumer",
    lang: "hi",
    kind: "verify-link",
    code: null,
    link: MP_VERIFY,
    from: "Makerpatch <no-reply@makerpatch.com>",
    subject: "अपना ईमेल पता सत्यापित करें",
    date: "Mon, 17 Mar 2025 11:52:09 +0530",
    text: `नमस्ते अनन्या,

Makerpatch से जुड़ने के लिए धन्यवाद! अपने समर्थकों से भुगतान पाने से पहले, कृपया अपना ईमेल पता सत्यापित करें:

${MP_VERIFY}

यह लिंक 24 घंटे तक मान्य है। सत्यापन के बाद आप अपना पहला टियर (जैसे ₹149 प्रति माह) बना सकते हैं।

अगर आपने Makerpatch पर खाता नहीं बनाया है, तो इस ईमेल को अनदेखा करें।

— Makerpatch टीम
Makerpatch, Inc. · 600 Townsend Street, Suite 500 · San Francisco, CA 94103
`,
    html: makerpatch(
      "hi",
      `<h1 style="margin:0 0 20px;font-size:26px;line-height:34px;font-weight:700;">अपना ईमेल पता सत्यापित करें</h1>
<p style="margin:0 0 16px;">नमस्ते अनन्या,</p>
<p style="margin:0 0 24px;">Makerpatch से जुड़ने के लिए धन्यवाद! अपने समर्थकों से भुगतान पाने से पहले, कृपया अपना ईमेल पता सत्यापित करें।</p>
<a href="${
        MP_VERIFY.replaceAll("&", "&amp;")
      }" style="display:inline-block;background:#ff424d;color:#ffffff;text-decoration:none;font-weight:700;padding:13px 28px;border-radius:24px;">ईमेल सत्यापित करें</a>
<p style="margin:24px 0 12px;font-size:14px;color:#4d4c4b;">यह लिंक 24 घंटे तक मान्य है। सत्यापन के बाद आप अपना पहला टियर (जैसे ₹149 प्रति माह) बना सकते हैं।</p>
<p style="margin:0;font-size:14px;color:#4d4c4b;">अगर आपने Makerpatch पर खाता नहीं बनाया है, तो इस ईमेल को अनदेखा करें।</p>`,
    ),
    enc: "b64",
  },
  {
    family: "makerpatch",
    group: "negative",
    lang: "en",
    kind: "payout-sent",
    code: null,
    link: null,
    from: "Makerpatch Payments <payments@makerpatch.com>",
    subject: "Your April payout of $1,284.50 is on its way",
    date: "Mon, 05 May 2025 15:22:40 +0000",
    text: `Hi Ananya,

Good news: we've sent your April earnings.

Payout ID:        po_3QxT9b20Lm
Amount:           $1,284.50 USD
Destination:      HDFC Bank account ending 0932
Expected arrival: May 7-9, 2025

Breakdown
  Gross from 212 paid members    $1,468.00
  Platform fee (8%)               -$117.44
  Payment processing              -$66.06

A monthly statement is available under Earnings > Statements in your creator dashboard: https://www.makerpatch.com/dashboard/earnings

Makerpatch, Inc. · 600 Townsend Street, Suite 500 · San Francisco, CA 94103
`,
    html: makerpatch(
      "en",
      `<h1 style="margin:0 0 20px;font-size:26px;line-height:34px;font-weight:700;">Your payout is on its way 💸</h1>
<p style="margin:0 0 20px;">Hi Ananya, good news: we've sent your April earnings.</p>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="font-size:15px;background:#f5f4f2;border-radius:12px;">
<tr><td style="padding:14px 18px 4px;color:#706f6e;">Amount</td><td align="right" style="padding:14px 18px 4px;font-size:22px;font-weight:700;">$1,284.50</td></tr>
<tr><td style="padding:4px 18px;color:#706f6e;">Destination</td><td align="right" style="padding:4px 18px;">HDFC Bank •••• 0932</td></tr>
<tr><td style="padding:4px 18px;color:#706f6e;">Expected arrival</td><td align="right" style="padding:4px 18px;">May 7–9, 2025</td></tr>
<tr><td style="padding:4px 18px 14px;color:#706f6e;">Payout ID</td><td align="right" style="padding:4px 18px 14px;">po_3QxT9b20Lm</td></tr>
</table>
<p style="margin:20px 0 6px;font-weight:700;">Breakdown</p>
<table role="presentation" width="100%" cellpadding="3" cellspacing="0" border="0" style="font-size:14px;color:#4d4c4b;">
<tr><td>Gross from 212 paid members</td><td align="right">$1,468.00</td></tr>
<tr><td>Platform fee (8%)</td><td align="right">−$117.44</td></tr>
<tr><td>Payment processing</td><td align="right">−$66.06</td></tr>
</table>
<p style="margin:20px 0 0;font-size:14px;">Your monthly statement is under <a href="https://www.makerpatch.com/dashboard/earnings" style="color:#ff424d;">Earnings › Statements</a>.</p>`,
    ),
    enc: "qp",
  },
  {
    family: "makerpatch",
    group: "consumer",
    lang: "en",
    kind: "two-factor-code",
    code: "MP-738204",
    code_digits: "738204",
    link: null,
    from: "Makerpatch <security@makerpatch.com>",
    subject: "Makerpatch sign-in code MP-738204",
    date: "Wed, 14 May 2025 04:09:57 +0000",
    text: `Your Makerpatch sign-in code is MP-738204

Enter the 6 digits after "MP-" on the sign-in screen. The code expires in 10 minutes.

Requested from: Safari on iPad · Bengaluru, IN · 14 May 2025, 09:39 IST

If you didn't request this, someone may know your password. Change it here: https://www.makerpatch.com/settings/security

Makerpatch, Inc. · 600 Townsend Street, Suite 500 · San Francisco, CA 94103
`,
    html: makerpatch(
      "en",
      `<h1 style="margin:0 0 20px;font-size:24px;line-height:32px;font-weight:700;">Your sign-in code</h1>
<p style="margin:0 0 6px;font-size:36px;line-height:44px;font-weight:700;letter-spacing:2px;"><span style="color:#9e9d9b;">MP-</span>738204</p>
<p style="margin:0 0 24px;font-size:14px;color:#4d4c4b;">Enter the 6 digits after “MP-” on the sign-in screen. The code expires in 10 minutes.</p>
<p style="margin:0 0 16px;font-size:14px;color:#4d4c4b;">Requested from: Safari on iPad · Bengaluru, IN · 14 May 2025, 09:39 IST</p>
<p style="margin:0;font-size:14px;color:#4d4c4b;">If you didn't request this, someone may know your password. <a href="https://www.makerpatch.com/settings/security" style="color:#ff424d;">Change it here</a>.</p>`,
    ),
  },
];

// ---------------------------------------------------------------- Kitestore (Android app store receipts)

const kitestoreMails: Mail[] = [
  {
    family: "kitestore",
    group: "negative",
    lang: "en",
    kind: "subscription-receipt",
    code: null,
    link: null,
    from: "Kitestore <receipts@kitestore.app>",
    subject: "Your Kitestore order receipt from Apr 2, 2025",
    date: "Wed, 02 Apr 2025 17:44:13 -0700",
    text: `Thank you.

You've started a subscription to Loopline Podcast Player Pro from Kitestore.

Order number: KS.3349-7721-0938-44102
Order date:   Apr 2, 2025 5:43:51 PM PDT
Your account: sam.reader@inbox.example

Item                                   Price
Loopline Pro (Loopline Labs)           $4.99/month
Free trial until Apr 9, 2025
Tax:                                   $0.41/month
Total:                                 $5.40/month
Payment method: Visa-4821

You can cancel anytime in Kitestore > Payments & subscriptions: https://kitestore.app/subscriptions
Charges start on Apr 9, 2025 unless you cancel before then.

Kitestore is operated by Kite Mobile Services LLC, 88 Sheridan Ave, Palo Alto, CA 94306.
Kitestore Help: https://support.kitestore.app/
`,
    html: `<html><head><meta charset="utf-8"></head>
<body style="margin:0;padding:0;background:#f8f9fa;">
<table width="100%" cellpadding="0" cellspacing="0" border="0"><tr><td align="center" style="padding:20px 8px;">
<table width="600" cellpadding="0" cellspacing="0" border="0" style="background:#ffffff;font-family:Roboto,Arial,sans-serif;color:#3c4043;">
<tr><td style="padding:22px 32px;border-bottom:1px solid #e0e0e0;"><img src="https://www.kitestore.app/static/email/kitestore-logo.png" width="140" height="32" alt="Kitestore"></td></tr>
<tr><td style="padding:28px 32px 8px;font-size:26px;color:#202124;">Thank you.</td></tr>
<tr><td style="padding:0 32px 20px;font-size:14px;line-height:21px;">You've started a subscription to <b>Loopline Podcast Player Pro</b> from Kitestore.</td></tr>
<tr><td style="padding:0 32px;">
<table width="100%" cellpadding="0" cellspacing="0" border="0" style="font-size:13px;line-height:20px;">
 <tr><td style="color:#5f6368;padding:3px 0;" width="140">Order number:</td><td>KS.3349-7721-0938-44102</td></tr>
 <tr><td style="color:#5f6368;padding:3px 0;">Order date:</td><td>Apr 2, 2025 5:43:51 PM PDT</td></tr>
 <tr><td style="color:#5f6368;padding:3px 0;">Your account:</td><td>sam.reader@inbox.example</td></tr>
</table></td></tr>
<tr><td style="padding:20px 32px;">
<table width="100%" cellpadding="0" cellspacing="0" border="0" style="font-size:13px;line-height:20px;border-top:1px solid #e0e0e0;border-bottom:1px solid #e0e0e0;">
 <tr><td style="padding:12px 0;" width="64"><img src="https://play-lh.kitestore.app/icons/loopline/64.png" width="48" height="48" alt="Loopline icon"></td><td style="padding:12px 0;"><b>Loopline Pro</b><br><span style="color:#5f6368;">Loopline Labs · Free trial until Apr 9, 2025</span></td><td align="right">$4.99/month</td></tr>
 <tr><td></td><td style="color:#5f6368;">Tax:</td><td align="right">$0.41/month</td></tr>
 <tr><td></td><td style="padding-bottom:12px;"><b>Total:</b></td><td align="right" style="padding-bottom:12px;"><b>$5.40/month</b></td></tr>
</table></td></tr>
<tr><td style="padding:0 32px 20px;font-size:13px;line-height:20px;">Payment method: Visa-4821<br>Charges start on Apr 9, 2025 unless you cancel before then. You can cancel anytime in <a href="https://kitestore.app/subscriptions" style="color:#1a73e8;">Payments &amp; subscriptions</a>.</td></tr>
<tr><td style="padding:18px 32px;background:#f1f3f4;font-size:11px;line-height:16px;color:#5f6368;">Kitestore is operated by Kite Mobile Services LLC, 88 Sheridan Ave, Palo Alto, CA 94306.<br><a href="https://support.kitestore.app/" style="color:#5f6368;">Kitestore Help</a> · <a href="https://kitestore.app/terms" style="color:#5f6368;">Terms of Service</a> · <a href="https://kitestore.app/privacy" style="color:#5f6368;">Privacy</a></td></tr>
</table>
</td></tr></table>
</body></html>`,
    enc: "qp",
  },
  {
    family: "kitestore",
    group: "negative",
    lang: "th",
    kind: "purchase-receipt",
    code: null,
    link: null,
    from: "Kitestore <receipts@kitestore.app>",
    subject: "ใบเสร็จคำสั่งซื้อ Kitestore ของคุณ วันที่ 19 เม.ย. 2568",
    date: "Sat, 19 Apr 2025 20:31:02 +0700",
    text: `ขอบคุณ

คุณได้ซื้อไอเทมจาก Kitestore เรียบร้อยแล้ว

หมายเลขคำสั่งซื้อ: KS.5120-8834-1290-66731
วันที่สั่งซื้อ: 19 เม.ย. 2568 20:30:44 GMT+7
บัญชีของคุณ: sam.reader@inbox.example

รายการ                                     ราคา
เพชร 1,200 เม็ด (Realm of Tides)            ฿179.00
ภาษีมูลค่าเพิ่ม (รวมแล้ว)                     ฿11.71
รวม:                                        ฿179.00
วิธีการชำระเงิน: TrueMoney Wallet

ดูประวัติการสั่งซื้อได้ที่ https://kitestore.app/th/order-history
ขอเงินคืนภายใน 48 ชั่วโมงได้ที่ https://support.kitestore.app/th/refund

Kite Mobile Services LLC, 88 Sheridan Ave, Palo Alto, CA 94306
`,
    html: `<html lang="th"><head><meta charset="utf-8"></head>
<body style="margin:0;padding:0;background:#f8f9fa;">
<table width="100%" cellpadding="0" cellspacing="0" border="0"><tr><td align="center" style="padding:20px 8px;">
<table width="600" cellpadding="0" cellspacing="0" border="0" style="background:#ffffff;font-family:'Sarabun',Tahoma,Arial,sans-serif;color:#3c4043;">
<tr><td style="padding:22px 32px;border-bottom:1px solid #e0e0e0;"><img src="https://www.kitestore.app/static/email/kitestore-logo.png" width="140" height="32" alt="Kitestore"></td></tr>
<tr><td style="padding:28px 32px 8px;font-size:26px;color:#202124;">ขอบคุณ</td></tr>
<tr><td style="padding:0 32px 20px;font-size:14px;line-height:22px;">คุณได้ซื้อไอเทมจาก Kitestore เรียบร้อยแล้ว</td></tr>
<tr><td style="padding:0 32px;">
<table width="100%" cellpadding="0" cellspacing="0" border="0" style="font-size:13px;line-height:21px;">
 <tr><td style="color:#5f6368;" width="150">หมายเลขคำสั่งซื้อ:</td><td>KS.5120-8834-1290-66731</td></tr>
 <tr><td style="color:#5f6368;">วันที่สั่งซื้อ:</td><td>19 เม.ย. 2568 20:30:44 GMT+7</td></tr>
 <tr><td style="color:#5f6368;">บัญชีของคุณ:</td><td>sam.reader@inbox.example</td></tr>
</table></td></tr>
<tr><td style="padding:20px 32px;">
<table width="100%" cellpadding="0" cellspacing="0" border="0" style="font-size:13px;line-height:21px;border-top:1px solid #e0e0e0;border-bottom:1px solid #e0e0e0;">
 <tr><td style="padding:12px 0;" width="64"><img src="https://play-lh.kitestore.app/icons/realm-of-tides/64.png" width="48" height="48" alt="Realm of Tides"></td><td style="padding:12px 0;"><b>เพชร 1,200 เม็ด</b><br><span style="color:#5f6368;">Realm of Tides</span></td><td align="right">฿179.00</td></tr>
 <tr><td></td><td style="color:#5f6368;">ภาษีมูลค่าเพิ่ม (รวมแล้ว):</td><td align="right">฿11.71</td></tr>
 <tr><td></td><td style="padding-bottom:12px;"><b>รวม:</b></td><td align="right" style="padding-bottom:12px;"><b>฿179.00</b></td></tr>
</table></td></tr>
<tr><td style="padding:0 32px 20px;font-size:13px;line-height:21px;">วิธีการชำระเงิน: TrueMoney Wallet<br><a href="https://kitestore.app/th/order-history" style="color:#1a73e8;">ดูประวัติการสั่งซื้อ</a> · <a href="https://support.kitestore.app/th/refund" style="color:#1a73e8;">ขอเงินคืนภายใน 48 ชั่วโมง</a></td></tr>
<tr><td style="padding:18px 32px;background:#f1f3f4;font-size:11px;line-height:16px;color:#5f6368;">Kite Mobile Services LLC, 88 Sheridan Ave, Palo Alto, CA 94306<br><a href="https://kitestore.app/th/terms" style="color:#5f6368;">ข้อกำหนดในการให้บริการ</a> · <a href="https://kitestore.app/th/privacy" style="color:#5f6368;">นโยบายความเป็นส่วนตัว</a></td></tr>
</table>
</td></tr></table>
</body></html>`,
    enc: "b64",
  },
];

// ---------------------------------------------------------------- Parlo (messaging)

const parloMails: Mail[] = [
  {
    family: "parlo-messenger",
    group: "consumer",
    lang: "ar",
    kind: "login-code",
    code: "8316",
    link: null,
    from: "Parlo <no-reply@parlo.chat>",
    subject: "8316 هو رمز تسجيل الدخول إلى Parlo",
    date: "Tue, 01 Apr 2025 00:42:18 +0300",
    text: `رمز تسجيل الدخول إلى Parlo: 8316

أدخل هذا الرمز في تطبيق Parlo على الويب أو سطح المكتب لربط جهازك. لا تشارك الرمز مع أحد، حتى لو ادّعى أنه من فريق Parlo.

لم تطلب الرمز؟ يمكنك تجاهل هذه الرسالة بأمان.
`,
    html: `<html dir="rtl" lang="ar"><head><meta charset="utf-8"></head>
<body dir="rtl" style="margin:0;padding:0;background:#f0f2f5;">
<table width="100%" cellpadding="0" cellspacing="0" border="0"><tr><td align="center" style="padding:30px 10px;">
<table width="440" cellpadding="0" cellspacing="0" border="0" style="background:#ffffff;border-radius:12px;font-family:Tahoma,'Segoe UI',Arial,sans-serif;color:#1c1e21;text-align:right;">
<tr><td style="padding:24px 28px 0;"><img src="https://static.parlo.chat/m/parlo-bubble-40.png" width="40" height="40" alt="Parlo"></td></tr>
<tr><td style="padding:16px 28px 0;font-size:18px;font-weight:bold;">رمز تسجيل الدخول</td></tr>
<tr><td align="center" style="padding:20px 28px;"><span dir="ltr" style="display:inline-block;font-size:40px;font-weight:bold;letter-spacing:14px;color:#0a7cff;font-family:Arial,sans-serif;">8316</span></td></tr>
<tr><td style="padding:0 28px 24px;font-size:14px;line-height:23px;color:#606770;">أدخل هذا الرمز في تطبيق Parlo على الويب أو سطح المكتب لربط جهازك. لا تشارك الرمز مع أحد، حتى لو ادّعى أنه من فريق Parlo.<br><br>لم تطلب الرمز؟ يمكنك تجاهل هذه الرسالة بأمان.</td></tr>
<tr><td style="padding:14px 28px;border-top:1px solid #e4e6eb;font-size:11px;color:#8a8d91;"><a href="https://parlo.chat/ar/help" style="color:#8a8d91;">مركز المساعدة</a> · <a href="https://parlo.chat/ar/privacy" style="color:#8a8d91;">الخصوصية</a> · Parlo Communications FZ-LLC, Dubai Internet City</td></tr>
</table>
</td></tr></table>
</body></html>`,
    enc: "8bit",
  },
  {
    family: "parlo-messenger",
    group: "negative",
    lang: "id",
    kind: "backup-complete",
    code: null,
    link: null,
    from: "Parlo <no-reply@parlo.chat>",
    subject: "Cadangan chat kamu berhasil disimpan",
    date: "Sun, 13 Apr 2025 03:05:44 +0700",
    text: `Hai Sam,

Cadangan chat Parlo kamu sudah selesai.

Tanggal cadangan : 13 April 2025, 03:00 WIB
Ukuran           : 2,7 GB (termasuk 1.842 foto dan 96 video)
Disimpan di      : Parlo Cloud (terenkripsi end-to-end)

Kamu bisa memulihkan chat saat memasang Parlo di ponsel baru dengan kata sandi cadangan kamu. Parlo tidak bisa memulihkan kata sandi itu jika kamu lupa.

Ubah jadwal cadangan: Setelan > Chat > Cadangan chat
Info lebih lanjut: https://parlo.chat/id/help/backup

Salam,
Tim Parlo
`,
    html: null,
    enc: "8bit",
  },
];

// ---------------------------------------------------------------- Tumpang (ride-hailing, Indonesia)

const tumpangMails: Mail[] = [
  {
    family: "tumpang",
    group: "regional",
    lang: "id",
    kind: "login-code",
    code: "6093",
    link: null,
    from: "Tumpang <noreply@tumpang.co.id>",
    subject: "Kode OTP Tumpang kamu",
    date: "Wed, 02 Apr 2025 07:14:51 +0700",
    text:
      `JANGAN BERIKAN KODE INI KE SIAPA PUN, termasuk pihak Tumpang. Kode OTP untuk masuk ke akun Tumpang kamu: 6093. Berlaku 3 menit.
`,
    html: null,
  },
  {
    family: "tumpang",
    group: "negative",
    lang: "id",
    kind: "trip-receipt",
    code: null,
    link: null,
    from: "Tumpang <struk@tumpang.co.id>",
    subject: "Struk perjalanan TumpangMotor kamu - 2 April 2025",
    date: "Wed, 02 Apr 2025 08:03:27 +0700",
    text: `Terima kasih sudah naik TumpangMotor, Sam!

ID Pesanan   : TMP-250402-XK81Q
Pengemudi    : Agus S. (B 4127 KZT)
Jemput       : Stasiun Tebet, Jakarta Selatan (07:36)
Tujuan       : Menara Kuningan, Jl. HR Rasuna Said (07:58)
Jarak        : 6,4 km

Tarif perjalanan        Rp 21.000
Biaya jasa aplikasi      Rp 2.000
Potongan promo         -Rp 4.500
Total dibayar           Rp 18.500
Metode pembayaran       TumpangPay

Struk lengkap (PDF) terlampir. Ada masalah dengan perjalanan ini? Buka Bantuan di aplikasi atau https://bantuan.tumpang.co.id

PT Tumpang Teknologi Nusantara
Jl. Kemang Raya No. 8, Jakarta Selatan 12730
`,
    html: `<html lang="id"><head><meta charset="utf-8"></head>
<body style="margin:0;padding:0;background:#eef1f0;">
<table width="100%" cellpadding="0" cellspacing="0" border="0"><tr><td align="center" style="padding:24px 10px;">
<table width="480" cellpadding="0" cellspacing="0" border="0" style="background:#ffffff;border-radius:10px;font-family:'Open Sans',Arial,sans-serif;color:#1c1c1c;">
<tr><td style="padding:20px 24px;background:#00a862;border-radius:10px 10px 0 0;">
 <table width="100%" cellpadding="0" cellspacing="0" border="0"><tr>
  <td><img src="https://img.tumpang.co.id/email/tumpang-logo-white.png" width="110" height="28" alt="Tumpang"></td>
  <td align="right" style="color:#ffffff;font-size:12px;">2 April 2025</td>
 </tr></table>
</td></tr>
<tr><td style="padding:22px 24px 6px;font-size:18px;font-weight:bold;">Terima kasih sudah naik TumpangMotor, Sam!</td></tr>
<tr><td style="padding:0 24px 16px;font-size:28px;font-weight:bold;color:#00a862;">Rp 18.500</td></tr>
<tr><td style="padding:0 24px;">
 <table width="100%" cellpadding="0" cellspacing="0" border="0" style="font-size:13px;line-height:20px;">
  <tr><td width="18" valign="top" style="color:#00a862;">●</td><td style="padding-bottom:10px;"><b>Stasiun Tebet</b>, Jakarta Selatan<br><span style="color:#888;">07:36</span></td></tr>
  <tr><td width="18" valign="top" style="color:#e8542e;">●</td><td style="padding-bottom:10px;"><b>Menara Kuningan</b>, Jl. HR Rasuna Said<br><span style="color:#888;">07:58 · 6,4 km</span></td></tr>
 </table>
</td></tr>
<tr><td style="padding:10px 24px;">
 <table width="100%" cellpadding="4" cellspacing="0" border="0" style="font-size:13px;border-top:1px dashed #cfd6d3;">
  <tr><td>Tarif perjalanan</td><td align="right">Rp 21.000</td></tr>
  <tr><td>Biaya jasa aplikasi</td><td align="right">Rp 2.000</td></tr>
  <tr><td>Potongan promo</td><td align="right" style="color:#00a862;">-Rp 4.500</td></tr>
  <tr><td style="border-top:1px dashed #cfd6d3;"><b>Total dibayar</b> (TumpangPay)</td><td align="right" style="border-top:1px dashed #cfd6d3;"><b>Rp 18.500</b></td></tr>
 </table>
</td></tr>
<tr><td style="padding:8px 24px 20px;font-size:12px;line-height:19px;color:#555;">ID Pesanan: TMP-250402-XK81Q<br>Pengemudi: Agus S. · B 4127 KZT<br>Struk lengkap (PDF) terlampir. Ada masalah? <a href="https://bantuan.tumpang.co.id" style="color:#00a862;">Hubungi Bantuan</a></td></tr>
<tr><td style="padding:16px 24px;background:#f7f8f8;border-radius:0 0 10px 10px;font-size:11px;line-height:17px;color:#888;">PT Tumpang Teknologi Nusantara · Jl. Kemang Raya No. 8, Jakarta Selatan 12730<br><a href="https://www.tumpang.co.id/kebijakan-privasi" style="color:#888;">Kebijakan Privasi</a> · <a href="https://www.tumpang.co.id/syarat" style="color:#888;">Syarat &amp; Ketentuan</a></td></tr>
</table>
</td></tr></table>
</body></html>`,
    enc: "qp",
    attachment: [
      "Struk-TMP-250402-XK81Q.pdf",
      "application/pdf",
      "%PDF-1.5\n%\xe2\xe3\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n",
    ],
  },
];

// ---------------------------------------------------------------- Fangdee (podcasts, Thailand)

function fangdee(preheader: string, inner: string): string {
  return `<!DOCTYPE html><html lang="th"><head><meta charset="utf-8"></head>
<body style="margin:0;padding:0;background:#fdf6ee;">
<div style="display:none;max-height:0;overflow:hidden;">${preheader}</div>
<table width="100%" cellpadding="0" cellspacing="0" border="0"><tr><td align="center" style="padding:28px 12px;">
<table width="520" cellpadding="0" cellspacing="0" border="0" style="background:#ffffff;border-radius:18px;">
<tr><td align="center" style="padding:28px 24px 6px;"><img src="https://cdn.fangdee.co.th/mail/fangdee-logo-purple.png" width="130" height="40" alt="ฟังดี Fangdee"></td></tr>
<tr><td style="padding:12px 36px 34px;font-family:'Prompt','Sarabun',Tahoma,sans-serif;font-size:16px;line-height:27px;color:#2d2540;">
${inner}
</td></tr>
</table>
<table width="520" cellpadding="0" cellspacing="0" border="0"><tr><td align="center" style="padding:18px 8px;font-family:Tahoma,sans-serif;font-size:11px;line-height:18px;color:#9b8fae;">
<a href="https://www.facebook.com/fangdee.th" style="color:#9b8fae;">Facebook</a> · <a href="https://www.instagram.com/fangdee.th" style="color:#9b8fae;">Instagram</a> · <a href="https://line.me/R/ti/p/@fangdee" style="color:#9b8fae;">LINE @fangdee</a><br>
บริษัท ฟังดี มีเดีย จำกัด 888/12 อาคารมหาทุนพลาซ่า ชั้น 9 ถนนเพลินจิต แขวงลุมพินี เขตปทุมวัน กรุงเทพฯ 10330<br>
<a href="https://www.fangdee.co.th/privacy" style="color:#9b8fae;">นโยบายความเป็นส่วนตัว</a> · โทร 02-114-7788
</td></tr></table>
</td></tr></table>
</body></html>`;
}

const fangdeeMails: Mail[] = [
  {
    family: "fangdee",
    group: "regional",
    lang: "th",
    kind: "verify-code",
    code: "305882",
    link: null,
    from: "ฟังดี Fangdee <no-reply@fangdee.co.th>",
    subject: "รหัสยืนยันอีเมลของคุณคือ 305882",
    date: "Fri, 07 Mar 2025 21:18:40 +0700",
    text: `สวัสดีค่ะ

ขอบคุณที่สมัครใช้งานฟังดี กรุณากรอกรหัสยืนยันด้านล่างในแอปเพื่อยืนยันอีเมลของคุณ

รหัสยืนยัน: 305882

รหัสนี้ใช้ได้ภายใน 15 นาที และใช้ได้ครั้งเดียวเท่านั้น
หากคุณไม่ได้สมัครใช้งาน กรุณาเพิกเฉยต่ออีเมลนี้

ทีมงานฟังดี
`,
    html: fangdee(
      "กรอกรหัสนี้ในแอปภายใน 15 นาที",
      `<p style="margin:0 0 14px;font-size:20px;font-weight:bold;text-align:center;">ยืนยันอีเมลของคุณ</p>
<p style="margin:0 0 20px;text-align:center;">ขอบคุณที่สมัครใช้งานฟังดี กรุณากรอกรหัสยืนยันด้านล่างในแอป</p>
<table cellpadding="0" cellspacing="0" border="0" align="center"><tr><td style="background:#f1eafc;border-radius:12px;padding:14px 30px;font-family:'Courier New',monospace;font-size:34px;font-weight:bold;letter-spacing:8px;color:#6b2fd6;">305882</td></tr></table>
<p style="margin:20px 0 0;font-size:13px;line-height:22px;color:#7a6f8c;text-align:center;">รหัสนี้ใช้ได้ภายใน 15 นาที และใช้ได้ครั้งเดียวเท่านั้น<br>หากคุณไม่ได้สมัครใช้งาน กรุณาเพิกเฉยต่ออีเมลนี้</p>`,
    ),
    enc: "qp",
  },
  {
    family: "fangdee",
    group: "negative",
    lang: "th",
    kind: "welcome",
    code: null,
    link: null,
    from: "ฟังดี Fangdee <hello@fangdee.co.th>",
    subject: "ยินดีต้อนรับสู่ฟังดี 🎧 เริ่มฟังพอดแคสต์แรกของคุณ",
    date: "Fri, 07 Mar 2025 21:25:03 +0700",
    text: `ยินดีต้อนรับสู่ฟังดี!

บัญชีของคุณพร้อมใช้งานแล้ว ลองฟังรายการยอดนิยมสัปดาห์นี้:
- คุยกันก่อนนอน (EP.212 · 48 นาที)
- เศรษฐกิจฉบับกาแฟเย็น (EP.87 · 31 นาที)
- ผีเล่าเรื่อง (EP.340 · 56 นาที)

เปิดแอปฟังดี: fangdee://home?src=welcome
ยังไม่มีแอป? ดาวน์โหลดได้ที่ https://www.fangdee.co.th/app

สมาชิก Fangdee Plus ฟังไม่มีโฆษณา เดือนละ 99 บาท (ทดลองใช้ฟรี 30 วัน)

ทีมงานฟังดี
ยกเลิกการรับอีเมล: https://www.fangdee.co.th/unsubscribe?u=tH83kq
`,
    html: fangdee(
      "บัญชีของคุณพร้อมแล้ว ลองฟังรายการยอดนิยมสัปดาห์นี้",
      `<p style="margin:0 0 14px;font-size:22px;font-weight:bold;text-align:center;">ยินดีต้อนรับสู่ฟังดี! 🎧</p>
<p style="margin:0 0 20px;text-align:center;">บัญชีของคุณพร้อมใช้งานแล้ว ลองฟังรายการยอดนิยมสัปดาห์นี้</p>
<table width="100%" cellpadding="0" cellspacing="0" border="0" style="font-size:14px;">
<tr><td width="70" style="padding:8px 0;"><img src="https://cdn.fangdee.co.th/shows/khuikan/cover-120.jpg" width="60" height="60" alt="คุยกันก่อนนอน" style="border-radius:8px;"></td><td><b>คุยกันก่อนนอน</b><br><span style="color:#7a6f8c;">EP.212 · 48 นาที</span></td></tr>
<tr><td width="70" style="padding:8px 0;"><img src="https://cdn.fangdee.co.th/shows/coffee-econ/cover-120.jpg" width="60" height="60" alt="เศรษฐกิจฉบับกาแฟเย็น" style="border-radius:8px;"></td><td><b>เศรษฐกิจฉบับกาแฟเย็น</b><br><span style="color:#7a6f8c;">EP.87 · 31 นาที</span></td></tr>
<tr><td width="70" style="padding:8px 0;"><img src="https://cdn.fangdee.co.th/shows/phi-lao/cover-120.jpg" width="60" height="60" alt="ผีเล่าเรื่อง" style="border-radius:8px;"></td><td><b>ผีเล่าเรื่อง</b><br><span style="color:#7a6f8c;">EP.340 · 56 นาที</span></td></tr>
</table>
<p style="margin:24px 0 12px;text-align:center;"><a href="fangdee://home?src=welcome" style="display:inline-block;background:#6b2fd6;color:#ffffff;text-decoration:none;font-weight:bold;padding:13px 40px;border-radius:26px;">เปิดแอปฟังดี</a></p>
<p style="margin:0 0 16px;text-align:center;">
<a href="https://apps.apple.com/th/app/fangdee/id1532098871"><img src="https://cdn.fangdee.co.th/mail/badge-appstore-th.png" width="120" height="40" alt="ดาวน์โหลดบน App Store"></a>
<a href="https://play.google.com/store/apps/details?id=th.co.fangdee"><img src="https://cdn.fangdee.co.th/mail/badge-gplay-th.png" width="135" height="40" alt="ดาวน์โหลดบน Google Play"></a></p>
<p style="margin:0;font-size:13px;color:#7a6f8c;text-align:center;">สมาชิก Fangdee Plus ฟังไม่มีโฆษณา เดือนละ 99 บาท (ทดลองใช้ฟรี 30 วัน)<br><a href="https://www.fangdee.co.th/unsubscribe?u=tH83kq" style="color:#9b8fae;">ยกเลิกการรับอีเมล</a></p>`,
    ),
    enc: "b64",
  },
];

// ---------------------------------------------------------------- Khel Khazana (fantasy sports, India)

const khelMails: Mail[] = [
  {
    family: "khel-khazana",
    group: "regional",
    lang: "hi",
    kind: "login-code",
    code: "917364",
    link: null,
    from: "Khel Khazana <otp@khelkhazana.in>",
    subject: "खेल खज़ाना लॉगिन OTP",
    date: "Sun, 06 Apr 2025 19:27:15 +0530",
    text: `नमस्ते,

आपका खेल खज़ाना लॉगिन OTP है: 917364

यह OTP 5 मिनट के लिए मान्य है। इसे किसी के साथ साझा न करें - खेल खज़ाना कभी भी फ़ोन या WhatsApp पर OTP नहीं माँगता।

आज का बड़ा मुकाबला: मुंबई बनाम चेन्नई, शाम 7:30 बजे। मेगा कॉन्टेस्ट में इनाम राशि ₹25 लाख!
नए उपयोगकर्ता? पहली जमा पर कूपन KHEL100 से ₹100 का बोनस पाएँ।

इस खेल में वित्तीय जोखिम शामिल है और इसकी लत लग सकती है। कृपया ज़िम्मेदारी से और अपने जोखिम पर खेलें। केवल 18+ के लिए।

खेल खज़ाना गेमिंग प्रा. लि., 5वीं मंज़िल, सायबर हब, गुरुग्राम, हरियाणा 122002
सहायता: 1800-309-4455 | https://www.khelkhazana.in/help
`,
    html: `<html lang="hi"><head><meta charset="utf-8"></head>
<body style="margin:0;padding:0;background:#f3f3f3;">
<table width="100%" cellpadding="0" cellspacing="0" border="0"><tr><td align="center" style="padding:20px 8px;">
<table width="560" cellpadding="0" cellspacing="0" border="0" style="background:#ffffff;font-family:'Noto Sans Devanagari','Mangal',Arial,sans-serif;color:#222;">
<tr><td style="background:#b3001b;padding:14px 24px;"><img src="https://static.khelkhazana.in/mail/kk-logo-white.png" width="150" height="34" alt="खेल खज़ाना"></td></tr>
<tr><td style="padding:26px 24px 8px;font-size:15px;line-height:26px;">नमस्ते,<br>आपका खेल खज़ाना लॉगिन OTP है:</td></tr>
<tr><td align="center" style="padding:10px 24px 16px;"><div style="display:inline-block;border:2px dashed #b3001b;padding:10px 26px;font-family:Arial,sans-serif;font-size:32px;font-weight:bold;letter-spacing:6px;color:#b3001b;">917364</div></td></tr>
<tr><td style="padding:0 24px 18px;font-size:13px;line-height:22px;color:#555;">यह OTP 5 मिनट के लिए मान्य है। इसे किसी के साथ साझा न करें — खेल खज़ाना कभी भी फ़ोन या WhatsApp पर OTP नहीं माँगता।</td></tr>
<tr><td style="padding:0 24px 20px;">
 <table width="100%" cellpadding="0" cellspacing="0" border="0" style="background:#fff5e6;border-radius:6px;"><tr>
  <td style="padding:14px;font-size:13px;line-height:22px;"><b>आज का बड़ा मुकाबला:</b> मुंबई बनाम चेन्नई, शाम 7:30 बजे<br>मेगा कॉन्टेस्ट में इनाम राशि <b>₹25 लाख!</b><br>नए उपयोगकर्ता? पहली जमा पर कूपन <b>KHEL100</b> से ₹100 का बोनस।</td>
  <td width="120" align="center"><a href="https://www.khelkhazana.in/contests/mi-vs-csk?utm_source=otp_mail" style="display:inline-block;background:#1a8f3c;color:#fff;text-decoration:none;font-size:13px;font-weight:bold;padding:9px 14px;border-radius:4px;">टीम बनाएँ</a></td>
 </tr></table>
</td></tr>
<tr><td style="padding:14px 24px;background:#fafafa;font-size:10px;line-height:16px;color:#888;">इस खेल में वित्तीय जोखिम शामिल है और इसकी लत लग सकती है। कृपया ज़िम्मेदारी से और अपने जोखिम पर खेलें। केवल 18+ के लिए।<br>खेल खज़ाना गेमिंग प्रा. लि., 5वीं मंज़िल, सायबर हब, गुरुग्राम, हरियाणा 122002 · सहायता: 1800-309-4455 · <a href="https://www.khelkhazana.in/help" style="color:#888;">सहायता केंद्र</a></td></tr>
</table>
</td></tr></table>
</body></html>`,
    enc: "b64",
  },
];

// ---------------------------------------------------------------- Ondacasta (podcasts, Latin America)

const OC_WEB = "https://ondacasta.com/auth/confirmar?token=oc_cf_7Hq2mX0pLt9&plataforma=web";
const OC_APP = "ondacasta://auth/confirmar?token=oc_cf_7Hq2mX0pLt9";

const ondacastaMails: Mail[] = [
  {
    family: "ondacasta",
    group: "regional",
    lang: "es",
    kind: "verify-code-link",
    code: "482017",
    link: OC_WEB,
    from: "Ondacasta <cuenta@ondacasta.com>",
    subject: "Confirma tu cuenta de Ondacasta",
    date: "Mon, 14 Apr 2025 22:09:33 -0500",
    text: `¡Hola, Sam!

Ya casi terminas de crear tu cuenta. Confírmala de cualquiera de estas formas:

1) Desde tu celular, con la app instalada:
${OC_APP}

2) Desde la computadora o cualquier navegador:
${OC_WEB}

3) O escribe este código en la pantalla de registro:
482017

El enlace y el código vencen en 30 minutos.

Si no creaste una cuenta en Ondacasta, ignora este correo.

Ondacasta S.A.S. · Carrera 7 # 71-21, Torre B, Oficina 902 · Bogotá, Colombia
`,
    html:
      `<!DOCTYPE html><html lang="es"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"></head>
<body style="margin:0;padding:0;background:#0f1b2d;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0"><tr><td align="center" style="padding:32px 14px;">
<table role="presentation" width="500" cellpadding="0" cellspacing="0" border="0" style="background:#ffffff;border-radius:16px;">
<tr><td align="center" style="padding:30px 30px 8px;"><img src="https://media.ondacasta.com/email/ondacasta-wave.png" width="64" height="64" alt="Ondacasta"></td></tr>
<tr><td style="padding:8px 34px 30px;font-family:Poppins,Arial,sans-serif;font-size:15px;line-height:24px;color:#1b2433;">
<p style="margin:0 0 12px;font-size:22px;font-weight:700;text-align:center;">¡Hola, Sam!</p>
<p style="margin:0 0 22px;text-align:center;">Ya casi terminas de crear tu cuenta. Confírmala desde tu celular o tu computadora.</p>
<p style="margin:0 0 10px;text-align:center;"><a href="${OC_APP}" style="display:inline-block;background:#ff5a36;color:#ffffff;font-weight:700;text-decoration:none;padding:13px 32px;border-radius:26px;">Abrir en la app</a></p>
<p style="margin:0 0 22px;text-align:center;font-size:13px;">¿Estás en la computadora? <a href="${
        OC_WEB.replaceAll("&", "&amp;")
      }" style="color:#ff5a36;font-weight:700;">Confirmar en el navegador</a></p>
<p style="margin:0 0 8px;text-align:center;font-size:13px;color:#5b6577;">O escribe este código en la pantalla de registro:</p>
<table role="presentation" cellpadding="0" cellspacing="6" border="0" align="center"><tr>
<td style="width:38px;height:48px;background:#f1f4f8;border-radius:8px;text-align:center;font-size:26px;font-weight:700;">4</td>
<td style="width:38px;height:48px;background:#f1f4f8;border-radius:8px;text-align:center;font-size:26px;font-weight:700;">8</td>
<td style="width:38px;height:48px;background:#f1f4f8;border-radius:8px;text-align:center;font-size:26px;font-weight:700;">2</td>
<td style="width:38px;height:48px;background:#f1f4f8;border-radius:8px;text-align:center;font-size:26px;font-weight:700;">0</td>
<td style="width:38px;height:48px;background:#f1f4f8;border-radius:8px;text-align:center;font-size:26px;font-weight:700;">1</td>
<td style="width:38px;height:48px;background:#f1f4f8;border-radius:8px;text-align:center;font-size:26px;font-weight:700;">7</td>
</tr></table>
<p style="margin:20px 0 0;text-align:center;font-size:12px;color:#8a93a3;">El enlace y el código vencen en 30 minutos. Si no creaste una cuenta en Ondacasta, ignora este correo.</p>
</td></tr>
</table>
<p style="margin:18px 0 0;font-family:Arial,sans-serif;font-size:11px;line-height:17px;color:#8a99b3;text-align:center;">Ondacasta S.A.S. · Carrera 7 # 71-21, Torre B, Oficina 902 · Bogotá, Colombia<br><a href="https://ondacasta.com/privacidad" style="color:#8a99b3;">Privacidad</a> · <a href="https://ondacasta.com/ayuda" style="color:#8a99b3;">Ayuda</a></p>
</td></tr></table>
</body></html>`,
    enc: "qp",
  },
  {
    family: "ondacasta",
    group: "negative",
    lang: "es",
    kind: "new-episodes",
    code: null,
    link: null,
    from: "Ondacasta <novedades@ondacasta.com>",
    subject: "3 episodios nuevos de tus programas favoritos",
    date: "Fri, 25 Apr 2025 08:00:00 -0500",
    text: `Esta semana en tus suscripciones:

• Café con Datos - Ep. 154: "¿Quién entrena a la IA?" (52 min)
• Crónicas del Caribe - Ep. 31: "El faro de Punta Gallinas" (38 min)
• Fútbol Sin Filtro - Ep. 209: "La fecha 15 en 20 minutos" (21 min)

Escúchalos en la app: https://ondacasta.com/r/biblioteca?utm_source=digest&utm_campaign=2025w17

Llevas 14 h 20 min escuchadas en abril. ¡Vas por tu récord!

No quieres recibir este resumen? Cambia tus preferencias: https://ondacasta.com/ajustes/correos
Ondacasta S.A.S. · Carrera 7 # 71-21, Torre B, Oficina 902 · Bogotá, Colombia
`,
    html: `<!DOCTYPE html><html lang="es"><head><meta charset="utf-8"></head>
<body style="margin:0;padding:0;background:#0f1b2d;">
<span style="display:none;">Café con Datos, Crónicas del Caribe y Fútbol Sin Filtro tienen episodios nuevos.</span>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0"><tr><td align="center" style="padding:32px 14px;">
<table role="presentation" width="500" cellpadding="0" cellspacing="0" border="0" style="background:#ffffff;border-radius:16px;font-family:Poppins,Arial,sans-serif;color:#1b2433;">
<tr><td style="padding:26px 30px 10px;"><img src="https://media.ondacasta.com/email/ondacasta-wordmark.png" width="140" height="30" alt="Ondacasta"></td></tr>
<tr><td style="padding:0 30px 14px;font-size:20px;font-weight:700;">Esta semana en tus suscripciones</td></tr>
<tr><td style="padding:0 30px;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="font-size:14px;line-height:20px;">
<tr><td width="76" style="padding:10px 0;"><img src="https://media.ondacasta.com/shows/cafe-con-datos/art-128.jpg" width="64" height="64" alt="Café con Datos" style="border-radius:8px;"></td><td><b>¿Quién entrena a la IA?</b><br><span style="color:#5b6577;">Café con Datos · Ep. 154 · 52 min</span></td></tr>
<tr><td width="76" style="padding:10px 0;"><img src="https://media.ondacasta.com/shows/cronicas-caribe/art-128.jpg" width="64" height="64" alt="Crónicas del Caribe" style="border-radius:8px;"></td><td><b>El faro de Punta Gallinas</b><br><span style="color:#5b6577;">Crónicas del Caribe · Ep. 31 · 38 min</span></td></tr>
<tr><td width="76" style="padding:10px 0;"><img src="https://media.ondacasta.com/shows/futbol-sin-filtro/art-128.jpg" width="64" height="64" alt="Fútbol Sin Filtro" style="border-radius:8px;"></td><td><b>La fecha 15 en 20 minutos</b><br><span style="color:#5b6577;">Fútbol Sin Filtro · Ep. 209 · 21 min</span></td></tr>
</table></td></tr>
<tr><td align="center" style="padding:20px 30px;"><a href="https://ondacasta.com/r/biblioteca?utm_source=digest&amp;utm_campaign=2025w17" style="display:inline-block;background:#ff5a36;color:#fff;font-weight:700;text-decoration:none;padding:12px 30px;border-radius:26px;">Escuchar ahora</a></td></tr>
<tr><td style="padding:0 30px 26px;font-size:13px;color:#5b6577;text-align:center;">Llevas <b>14 h 20 min</b> escuchadas en abril. ¡Vas por tu récord!</td></tr>
</table>
<p style="margin:18px 0 0;font-family:Arial,sans-serif;font-size:11px;line-height:17px;color:#8a99b3;text-align:center;"><a href="https://ondacasta.com/ajustes/correos" style="color:#8a99b3;">Preferencias de correo</a> · Ondacasta S.A.S. · Carrera 7 # 71-21, Torre B, Oficina 902 · Bogotá, Colombia</p>
</td></tr></table>
</body></html>`,
    enc: "8bit",
    html_enc: "qp",
  },
];

// ---------------------------------------------------------------- Hoshifune (mobile games, Japan)

const HF_VERIFY = "https://id.hoshifune.jp/mail/confirm?k=hf8Tq2Lw0mZ4xR7c&game=starsea";

const hoshifuneMails: Mail[] = [
  {
    family: "hoshifune-games",
    group: "regional",
    lang: "ja",
    kind: "verify-link",
    code: null,
    link: HF_VERIFY,
    from: "ホシフネID <no-reply@id.hoshifune.jp>",
    subject: "【ホシフネID】メールアドレス登録のご確認",
    date: "Sat, 08 Mar 2025 15:03:27 +0900",
    text: `※このメールは送信専用です。

ホシフネIDをご利用いただきありがとうございます。
「星海のアルカディア」のアカウント連携のため、以下のURLにアクセスしてメールアドレスの登録を完了してください。

${HF_VERIFY}

※URLの有効期限は発行から30分です。
※期限が切れた場合は、ゲーム内の［メニュー］→［アカウント連携］から再度お手続きください。

登録が完了すると、機種変更時にもデータを引き継げるようになります。
現在開催中の「春の星まつり」では、連携完了でスターダイヤ×300をプレゼント中です（4月7日 14:59まで）。

お心当たりのない場合は、このメールを破棄してください。

──────────────────
株式会社ホシフネ　カスタマーサポート
https://support.hoshifune.jp/
〒160-0023 東京都新宿区西新宿6-8-1
──────────────────
`,
    html: null,
    enc: "b64",
  },
];

// ---------------------------------------------------------------- Xingbo (short video, China)

function xingbo(inner: string): string {
  return `<html lang="zh-CN"><head><meta charset="utf-8"></head>
<body style="margin:0;padding:0;background:#f7f7f7;">
<table width="100%" cellpadding="0" cellspacing="0" border="0"><tr><td align="center" style="padding:30px 10px;">
<table width="520" cellpadding="0" cellspacing="0" border="0" style="background:#ffffff;border-radius:8px;">
<tr><td style="padding:22px 30px;border-bottom:1px solid #f0f0f0;"><img src="https://s1.xingbo-static.com/mail/xingbo-logo-red.png" width="96" height="30" alt="星播"></td></tr>
<tr><td style="padding:26px 30px 30px;font-family:'PingFang SC','Microsoft YaHei','微软雅黑',sans-serif;font-size:14px;line-height:24px;color:#333333;">
${inner}
</td></tr>
<tr><td style="padding:16px 30px;background:#fafafa;border-radius:0 0 8px 8px;font-family:'Microsoft YaHei',sans-serif;font-size:12px;line-height:20px;color:#999999;">
此邮件由系统自动发送，请勿回复。<br>
客服热线：400-820-6617 · <a href="https://www.xingbo.cn/help" style="color:#999999;">帮助中心</a> · <a href="https://www.xingbo.cn/privacy" style="color:#999999;">隐私政策</a><br>
上海星播网络科技有限公司 · 上海市徐汇区漕溪北路 595 号 · 沪ICP备2021037751号
</td></tr>
</table>
</td></tr></table>
</body></html>`;
}

const xingboMails: Mail[] = [
  {
    family: "xingbo-video",
    group: "regional",
    lang: "zh",
    kind: "bind-email-code",
    code: "825041",
    link: null,
    from: "星播 <service@mail.xingbo.cn>",
    subject: "【星播】邮箱绑定验证码 825041",
    date: "Thu, 20 Mar 2025 20:41:09 +0800",
    text: `亲爱的星播用户：

您正在为账号（星播号：xb_52801937）绑定邮箱，本次验证码为：

825041

验证码 5 分钟内有效。为保障账号安全，请勿将验证码告诉他人，星播工作人员不会向您索取验证码。

如非本人操作，请忽略本邮件。

星播团队
客服热线：400-820-6617
`,
    html: xingbo(`<p style="margin:0 0 12px;">亲爱的星播用户：</p>
<p style="margin:0 0 18px;">您正在为账号（星播号：xb_52801937）绑定邮箱，本次验证码为：</p>
<p style="margin:0 0 18px;font-size:30px;font-weight:bold;color:#fe2c55;letter-spacing:6px;">825041</p>
<p style="margin:0 0 8px;color:#666;">验证码 <b>5 分钟</b>内有效。为保障账号安全，请勿将验证码告诉他人，星播工作人员不会向您索取验证码。</p>
<p style="margin:0;color:#666;">如非本人操作，请忽略本邮件。</p>`),
    enc: "b64",
  },
  {
    family: "xingbo-video",
    group: "negative",
    lang: "zh",
    kind: "login-alert",
    code: null,
    link: null,
    from: "星播 <service@mail.xingbo.cn>",
    subject: "星播账号安全提醒：新设备登录",
    date: "Tue, 15 Apr 2025 23:12:50 +0800",
    text: `亲爱的星播用户：

您的账号（星播号：xb_52801937）于 2025-04-15 23:11 在新设备上登录。

设备：HUAWEI Mate 60 Pro
IP 属地：广东 深圳
登录方式：手机号 138****6420 + 短信验证码

如果是您本人操作，请忽略本提醒。
如果不是您本人操作，请立即在 App 内前往「我 > 设置 > 账号与安全」修改密码并冻结账号，或拨打客服热线 400-820-6617。

星播团队
`,
    html: xingbo(`<p style="margin:0 0 12px;">亲爱的星播用户：</p>
<p style="margin:0 0 16px;">您的账号（星播号：xb_52801937）于 <b>2025-04-15 23:11</b> 在新设备上登录。</p>
<table width="100%" cellpadding="6" cellspacing="0" border="0" style="background:#fafafa;font-size:13px;">
<tr><td width="90" style="color:#999;">设备</td><td>HUAWEI Mate 60 Pro</td></tr>
<tr><td style="color:#999;">IP 属地</td><td>广东 深圳</td></tr>
<tr><td style="color:#999;">登录方式</td><td>手机号 138****6420 + 短信验证码</td></tr>
</table>
<p style="margin:18px 0 8px;">如果是您本人操作，请忽略本提醒。</p>
<p style="margin:0 0 18px;">如果不是您本人操作，请立即修改密码并冻结账号：</p>
<p style="margin:0;"><a href="https://www.xingbo.cn/security/freeze?from=mail_alert" style="display:inline-block;background:#fe2c55;color:#ffffff;text-decoration:none;padding:10px 26px;border-radius:4px;">不是我本人，冻结账号</a></p>`),
    enc: "qp",
  },
];

// ---------------------------------------------------------------- StridePulse again: a team challenge

const SP_TEAM = "https://app.stridepulse.com/join/team/TQ-8821?ref=invite_email&inviter=u_41177";

const strideTeamMails: Mail[] = [
  {
    family: "stridepulse",
    group: "consumer",
    lang: "en",
    kind: "team-invite-link",
    code: null,
    link: SP_TEAM,
    from: "StridePulse <team@stridepulse.com>",
    subject: 'Priya invited you to the "Lunch Loopers" step challenge',
    date: "Mon, 05 May 2025 12:31:44 +0100",
    text: `Priya Raman invited you to join her team on StridePulse.

Team: Lunch Loopers (6 members)
Challenge: May Step-Up · 1-31 May 2025
Goal: 1,500,000 steps as a team

Join the team:
${SP_TEAM}

Once you join, your daily steps count towards the team total and you'll appear on the team leaderboard. You can leave at any time.

StridePulse GmbH, Friedrichstrasse 68, 10117 Berlin, Germany
Notification settings: https://app.stridepulse.com/en/settings/emails
`,
    html: stride(
      "en",
      `<h1 style="margin:0 0 16px 0;font-size:22px;line-height:28px;color:#0f3d3e;">Join "Lunch Loopers"</h1>
<p style="margin:0 0 18px 0;"><b>Priya Raman</b> invited you to join her team on StridePulse.</p>
<table border="0" cellpadding="0" cellspacing="0" width="100%" style="border:1px solid #e3eaea;">
 <tr><td style="padding:14px 16px;font-size:14px;line-height:22px;">
  <span style="color:#788585;">Challenge</span><br /><b>May Step-Up</b> · 1–31 May 2025<br />
  <span style="color:#788585;">Team goal</span><br /><b>1,500,000 steps</b> · 6 members
 </td>
 <td width="96" align="center"><img src="https://media.stridepulse.com/email/badges/may-step-up-80.png" width="80" height="80" alt="May Step-Up badge" /></td></tr>
</table>
<table border="0" cellpadding="0" cellspacing="0" style="margin-top:22px;"><tr><td style="background-color:#1fb58f;border-radius:4px;"><a href="${
        SP_TEAM.replaceAll("&", "&amp;")
      }" style="display:inline-block;padding:13px 28px;font-size:15px;color:#ffffff;text-decoration:none;font-weight:bold;">Join the team</a></td></tr></table>
<p style="margin:20px 0 0 0;font-size:13px;color:#5b6868;">Once you join, your daily steps count towards the team total and you'll appear on the team leaderboard. You can leave at any time.</p>`,
      `StridePulse GmbH, Friedrichstrasse 68, 10117 Berlin, Germany<br /><a href="https://app.stridepulse.com/en/settings/emails" style="color:#788585;">Notification settings</a> · <a href="https://www.stridepulse.com/en/privacy" style="color:#788585;">Privacy</a>`,
    ),
    enc: "qp",
  },
];

// ---------------------------------------------------------------- the set

export const mails: Mail[] = [
  ...pixelriftMails,
  ...chirplineMails,
  ...velvetMails,
  ...strideMails,
  ...strideTeamMails,
  ...lumaMails,
  ...wavetideMails,
  ...coinharborMails,
  ...vutMails,
  ...lingomoraMails,
  ...sagewireMails,
  ...hearthlinkMails,
  ...tunnelfoxMails,
  ...keyfortMails,
  ...orbwebMails,
  ...makerpatchMails,
  ...kitestoreMails,
  ...parloMails,
  ...tumpangMails,
  ...fangdeeMails,
  ...khelMails,
  ...ondacastaMails,
  ...hoshifuneMails,
  ...xingboMails,
];
