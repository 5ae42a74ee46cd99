/**
 * The inbox of a freelance web developer in Fukuoka over two months: freelance platforms, clients'
 * project and chat tools, cloud hosting, a registrar, e-invoicing, tax and My Number portals, a net
 * bank, a card, parcel pickup, a carrier, a coworking space, shopping and a gym, in Japanese, English,
 * Korean, Chinese and a few client languages; most of it asks for nothing.
 * @module
 */

import type { Mail } from "../holdout_kit.ts";

const ME = "藤本 陽向 <hinata@fujimoto-webworks.jp>";

// ---------------------------------------------------------------- kumogumi-works (crowdsourcing, ja)

function kumogumi(title: string, body: string): string {
  return `<!DOCTYPE html>
<html lang="ja"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">
<title>${title}</title></head>
<body style="margin:0;padding:0;background:#f2f4f7;">
<div style="display:none;max-height:0;overflow:hidden;">${title}｜クモグミワークス</div>
<table width="100%" cellpadding="0" cellspacing="0" border="0" bgcolor="#f2f4f7"><tr><td align="center" style="padding:24px 8px;">
<table width="600" cellpadding="0" cellspacing="0" border="0" style="background:#ffffff;border-radius:6px;">
<tr><td style="padding:20px 28px;border-bottom:3px solid #1b6ac9;">
<a href="https://kumogumi.jp/?utm_source=mail&utm_medium=header"><img src="https://static.kumogumi.jp/mail/logo_2x.png" width="160" height="32" alt="クモグミワークス" style="border:0;"></a>
</td></tr>
<tr><td style="padding:28px;font-family:'Hiragino Kaku Gothic ProN',Meiryo,sans-serif;font-size:14px;line-height:1.8;color:#222;">
${body}
</td></tr>
<tr><td style="padding:18px 28px;background:#fafbfc;font-family:Meiryo,sans-serif;font-size:11px;color:#888;line-height:1.7;">
このメールは送信専用アドレスから配信されています。ご返信いただいてもお答えできません。<br>
<a href="https://kumogumi.jp/help?utm_source=mail" style="color:#888;">ヘルプセンター</a> ｜
<a href="https://kumogumi.jp/settings/notifications?utm_source=mail" style="color:#888;">メール配信設定</a> ｜
<a href="https://kumogumi.jp/privacy" style="color:#888;">プライバシーポリシー</a><br>
株式会社クモグミ　〒150-0043 東京都渋谷区道玄坂1-19-4 道玄坂スクエア8F<br>
© 2014-2026 Kumogumi Inc.
</td></tr></table></td></tr></table>
</body></html>`;
}

const KUMOGUMI_TXT_FOOT = `
──────────────────
クモグミワークス https://kumogumi.jp/
ヘルプセンター https://kumogumi.jp/help
メール配信設定 https://kumogumi.jp/settings/notifications
株式会社クモグミ 〒150-0043 東京都渋谷区道玄坂1-19-4 道玄坂スクエア8F
※本メールは送信専用です。`;

// ---------------------------------------------------------------- lancetide (freelance platform, en)

function lancetide(pre: string, inner: string): string {
  return `<html><head><meta http-equiv="Content-Type" content="text/html; charset=utf-8">
<style>@media only screen and (max-width:620px){.wrap{width:100%!important}}</style></head>
<body style="margin:0;background:#0e1b2c;">
<span style="display:none!important;color:#0e1b2c;font-size:1px;line-height:1px;max-height:0;opacity:0;overflow:hidden;">${pre}</span>
<table role="presentation" width="100%" cellspacing="0" cellpadding="0" style="background:#0e1b2c;"><tr><td align="center" style="padding:32px 12px;">
<table role="presentation" class="wrap" width="560" cellspacing="0" cellpadding="0" style="background:#ffffff;">
<tr><td style="padding:26px 36px 6px 36px;"><img src="https://cdn.lancetide.com/email/wordmark-teal.png" width="132" alt="Lancetide"></td></tr>
<tr><td style="padding:12px 36px 30px 36px;font-family:Helvetica,Arial,sans-serif;font-size:15px;line-height:24px;color:#1d2733;">
${inner}
</td></tr>
<tr><td style="padding:22px 36px;background:#eef3f6;font-family:Helvetica,Arial,sans-serif;font-size:12px;line-height:18px;color:#5f6b78;">
<a href="https://em.lancetide.com/ls/click?upn=u001.Hq3-2Fhelp" style="color:#5f6b78;">Help Center</a> &middot;
<a href="https://em.lancetide.com/ls/click?upn=u001.Hq3-2Fterms" style="color:#5f6b78;">Terms of Service</a> &middot;
<a href="https://em.lancetide.com/ls/click?upn=u001.Hq3-2Fprivacy" style="color:#5f6b78;">Privacy</a><br><br>
Lancetide Ltd., 2 Ropemaker Yard, Dublin 2, D02 XK51, Ireland<br>
You are receiving this email because you have a Lancetide freelancer account.
</td></tr></table></td></tr></table></body></html>`;
}

// ---------------------------------------------------------------- unabara-cloud (hosting)

function unabara(inner: string): string {
  return `<!doctype html><html><head><meta charset="utf-8"></head>
<body style="background:#ffffff;margin:0;padding:0;">
<table width="100%" border="0" cellspacing="0" cellpadding="0"><tr><td align="center">
<table width="640" border="0" cellspacing="0" cellpadding="0" style="font-family:'Noto Sans JP','Yu Gothic',sans-serif;color:#2b2b2b;">
<tr><td style="background:#04365c;padding:14px 24px;"><img src="https://www.unabara.cloud/assets/mail/header-logo-white.png" alt="UNABARA CLOUD" width="180" height="28"></td></tr>
<tr><td style="padding:26px 24px;font-size:14px;line-height:1.75;">
${inner}
</td></tr>
<tr><td style="border-top:1px solid #dde3e8;padding:16px 24px;font-size:11px;line-height:1.6;color:#7a8590;">
海原クラウド株式会社 ／ 〒530-0001 大阪府大阪市北区梅田3-4-5 梅田ツインゲート12F<br>
サポート窓口: <a href="https://support.unabara.cloud/" style="color:#04365c;">support.unabara.cloud</a>（24時間365日）／ 障害情報: <a href="https://status.unabara.cloud/" style="color:#04365c;">status.unabara.cloud</a><br>
Copyright © 2026 Unabara Cloud Co., Ltd. All rights reserved.
</td></tr></table></td></tr></table></body></html>`;
}

// ---------------------------------------------------------------- namiki-domain (registrar, ja)

function namiki(inner: string): string {
  return `<html><body bgcolor="#ffffff" style="margin:0;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center">
<table width="620" cellpadding="0" cellspacing="0" style="border:1px solid #cfd8cf;font-family:'MS PGothic',Osaka,sans-serif;font-size:13px;color:#333;">
<tr><td bgcolor="#2e7d32" style="padding:10px 18px;color:#ffffff;font-size:18px;font-weight:bold;">ドメイン並木 <span style="font-size:11px;font-weight:normal;">namiki-domain.jp</span></td></tr>
<tr><td style="padding:22px 18px;line-height:1.8;">
${inner}
</td></tr>
<tr><td bgcolor="#f3f6f3" style="padding:12px 18px;font-size:11px;color:#666;line-height:1.6;">
■お問い合わせ <a href="https://www.namiki-domain.jp/support/">https://www.namiki-domain.jp/support/</a><br>
■電話 092-555-0148（平日10:00〜18:00）<br>
並木ネットサービス株式会社　〒810-0001 福岡県福岡市中央区天神2-8-30 天神ノースビル5F<br>
登録事業者番号 T8290001044127
</td></tr></table></td></tr></table></body></html>`;
}

export const mails: Mail[] = [
  // 1
  {
    family: "kumogumi-works",
    group: "regional",
    lang: "ja",
    kind: "message-notice",
    code: null,
    link: null,
    from: "クモグミワークス <no-reply@mail.kumogumi.jp>",
    to: ME,
    subject: "【クモグミワークス】株式会社ミズハ企画 様から新着メッセージが届いています",
    date: "Tue, 01 Sep 2026 10:14:52 +0900",
    text: `藤本 陽向 様

いつもクモグミワークスをご利用いただきありがとうございます。
以下のお仕事について、クライアントから新着メッセージが届いています。

■お仕事名
飲食店向けLP制作（WordPress・レスポンシブ対応）
■クライアント
株式会社ミズハ企画 様
■契約金額
165,000円（税込）

▼メッセージ本文（冒頭）
「藤本様、お世話になっております。デザインカンプの第2稿をお送りしますので、
9月5日（土）までにご確認いただけますと幸いです…」

続きはワークルームでご確認ください。
https://kumogumi.jp/workrooms/3381204?utm_source=mail&utm_campaign=msg
${KUMOGUMI_TXT_FOOT}`,
    html: kumogumi(
      "新着メッセージのお知らせ",
      `<p>藤本 陽向 様</p>
<p>いつもクモグミワークスをご利用いただきありがとうございます。<br>以下のお仕事について、クライアントから新着メッセージが届いています。</p>
<table cellpadding="6" cellspacing="0" border="0" style="width:100%;border:1px solid #e1e5ea;font-size:13px;">
<tr><td style="background:#f5f7fa;width:30%;">お仕事名</td><td>飲食店向けLP制作（WordPress・レスポンシブ対応）</td></tr>
<tr><td style="background:#f5f7fa;">クライアント</td><td>株式会社ミズハ企画 様</td></tr>
<tr><td style="background:#f5f7fa;">契約金額</td><td>165,000円（税込）</td></tr></table>
<p style="margin-top:18px;padding:12px;background:#f9f9f9;border-left:4px solid #1b6ac9;">「藤本様、お世話になっております。デザインカンプの第2稿をお送りしますので、9月5日（土）までにご確認いただけますと幸いです…」</p>
<p style="text-align:center;margin:26px 0;"><a href="https://kumogumi.jp/workrooms/3381204?utm_source=mail&utm_campaign=msg" style="display:inline-block;background:#1b6ac9;color:#fff;text-decoration:none;padding:12px 36px;border-radius:4px;font-weight:bold;">ワークルームでメッセージを見る</a></p>`,
    ),
    enc: "qp",
  },
  // 2
  {
    family: "kumogumi-works",
    group: "regional",
    lang: "ja",
    kind: "login-code",
    code: "730418",
    link: null,
    from: "クモグミワークス <security@mail.kumogumi.jp>",
    to: ME,
    subject: "【クモグミワークス】ログイン認証コードのお知らせ",
    date: "Thu, 10 Sep 2026 08:47:03 +0900",
    text: `藤本 陽向 様

クモグミワークスへのログインを受け付けました。
ログイン画面に以下の認証コードを入力してください。

認証コード：730418

※認証コードの有効期限は発行から10分間です（09:57まで）。
※このメールにお心当たりがない場合は、第三者がログインを試みた可能性があります。
　パスワードを変更のうえ、サポートまでご連絡ください。
　https://kumogumi.jp/help/contact
${KUMOGUMI_TXT_FOOT}`,
    html: kumogumi(
      "ログイン認証コード",
      `<p>藤本 陽向 様</p>
<p>クモグミワークスへのログインを受け付けました。<br>ログイン画面に以下の認証コードを入力してください。</p>
<table align="center" cellpadding="0" cellspacing="0" border="0" style="margin:24px auto;"><tr>
<td style="background:#eef4fc;border:1px solid #c6d9f1;padding:16px 40px;font-family:Consolas,'Courier New',monospace;font-size:32px;letter-spacing:10px;color:#1b6ac9;font-weight:bold;">730418</td>
</tr></table>
<p style="font-size:12px;color:#666;">※認証コードの有効期限は発行から10分間です（09:57まで）。<br>
※このメールにお心当たりがない場合は、第三者がログインを試みた可能性があります。パスワードを変更のうえ、<a href="https://kumogumi.jp/help/contact">サポート</a>までご連絡ください。</p>`,
    ),
    enc: "b64",
  },
  // 3
  {
    family: "kumogumi-works",
    group: "regional",
    lang: "ja",
    kind: "payment-released",
    code: null,
    link: null,
    from: "クモグミワークス <no-reply@mail.kumogumi.jp>",
    to: ME,
    subject: "【クモグミワークス】検収が完了し、報酬が確定しました（契約番号 C-2026-0918877）",
    date: "Fri, 25 Sep 2026 17:32:10 +0900",
    text: `藤本 陽向 様

下記のお仕事について、クライアントによる検収が完了し、報酬が確定しました。

契約番号　　：C-2026-0918877
お仕事名　　：飲食店向けLP制作（WordPress・レスポンシブ対応）
契約金額　　：165,000円（税込）
システム利用料：-16,500円
確定報酬額　：148,500円

確定した報酬は、10月15日（木）に登録口座（カササギネット銀行 本店営業部 普通 ****382）へお振込みします。
振込手数料はかかりません。

支払明細はマイページからいつでもダウンロードできます。
https://kumogumi.jp/mypage/payments
${KUMOGUMI_TXT_FOOT}`,
    html: kumogumi(
      "報酬確定のお知らせ",
      `<p>藤本 陽向 様</p>
<p>下記のお仕事について、クライアントによる検収が完了し、報酬が確定しました。</p>
<table cellpadding="7" cellspacing="0" border="0" style="width:100%;font-size:13px;border-collapse:collapse;">
<tr><td style="border-bottom:1px solid #eee;color:#666;">契約番号</td><td style="border-bottom:1px solid #eee;">C-2026-0918877</td></tr>
<tr><td style="border-bottom:1px solid #eee;color:#666;">お仕事名</td><td style="border-bottom:1px solid #eee;">飲食店向けLP制作（WordPress・レスポンシブ対応）</td></tr>
<tr><td style="border-bottom:1px solid #eee;color:#666;">契約金額</td><td style="border-bottom:1px solid #eee;" align="right">165,000円</td></tr>
<tr><td style="border-bottom:1px solid #eee;color:#666;">システム利用料</td><td style="border-bottom:1px solid #eee;" align="right">-16,500円</td></tr>
<tr><td style="font-weight:bold;">確定報酬額</td><td align="right" style="font-weight:bold;font-size:18px;color:#1b6ac9;">148,500円</td></tr></table>
<p>確定した報酬は、<b>10月15日（木）</b>に登録口座（カササギネット銀行 本店営業部 普通 ****382）へお振込みします。振込手数料はかかりません。</p>
<p><a href="https://kumogumi.jp/mypage/payments?utm_source=mail" style="color:#1b6ac9;">支払明細をマイページで確認する</a></p>`,
    ),
    enc: "qp",
  },
  // 4
  {
    family: "lancetide",
    group: "consumer",
    lang: "en",
    kind: "verify-link",
    code: null,
    link: "https://em.lancetide.com/ls/click?upn=u001.Vx8kP-2FconfirmEmail-3Dt-3D9c1e44ab70f2d8-26uid-3D5521873",
    from: "Lancetide <hello@account.lancetide.com>",
    to: ME,
    subject: "Confirm your email to finish setting up Lancetide",
    date: "Wed, 02 Sep 2026 02:11:37 +0000",
    text: `Hi Hinata,

Thanks for joining Lancetide! Before you can send proposals, please confirm that
hinata@fujimoto-webworks.jp is your email address:

https://em.lancetide.com/ls/click?upn=u001.Vx8kP-2FconfirmEmail-3Dt-3D9c1e44ab70f2d8-26uid-3D5521873

This link expires in 48 hours. If you didn't create a Lancetide account, you can ignore this message.

While you're here: profiles with a portfolio and an hourly rate get up to 3x more invites.

- The Lancetide team

Help Center: https://em.lancetide.com/ls/click?upn=u001.Hq3-2Fhelp
Lancetide Ltd., 2 Ropemaker Yard, Dublin 2, D02 XK51, Ireland`,
    html: lancetide(
      "One quick step before you send proposals.",
      `<h1 style="font-size:22px;line-height:30px;margin:0 0 16px 0;">Confirm your email</h1>
<p style="margin:0 0 16px 0;">Hi Hinata,</p>
<p style="margin:0 0 16px 0;">Thanks for joining Lancetide! Before you can send proposals, please confirm that <b>hinata@fujimoto-webworks.jp</b> is your email address.</p>
<table role="presentation" cellspacing="0" cellpadding="0"><tr><td bgcolor="#12a594" style="border-radius:24px;">
<a href="https://em.lancetide.com/ls/click?upn=u001.Vx8kP-2FconfirmEmail-3Dt-3D9c1e44ab70f2d8-26uid-3D5521873" style="display:inline-block;padding:13px 30px;font-family:Helvetica,Arial,sans-serif;font-size:15px;font-weight:bold;color:#ffffff;text-decoration:none;">Confirm email address</a>
</td></tr></table>
<p style="margin:20px 0 0 0;font-size:13px;color:#5f6b78;">This link expires in 48 hours. If you didn't create a Lancetide account, you can ignore this message.</p>
<p style="margin:20px 0 0 0;font-size:13px;color:#5f6b78;">Tip: profiles with a portfolio and an hourly rate get up to 3x more invites.</p>`,
    ),
  },
  // 5
  {
    family: "lancetide",
    group: "consumer",
    lang: "en",
    kind: "contract-started",
    code: null,
    link: null,
    from: "Lancetide <notifications@lancetide.com>",
    to: ME,
    subject: "Your contract with Brightkeel Studio has started",
    date: "Mon, 07 Sep 2026 23:05:19 +0000",
    text: `Hi Hinata,

Good news - Brightkeel Studio accepted your proposal and the contract is now active.

Contract: Shopify theme fixes + Core Web Vitals audit
Contract ID: 41-7730982
Type: Hourly, $48.00/hr, weekly limit 15 hrs
Start date: Sep 8, 2026

Remember to log your hours in the Lancetide Tracker so they're covered by Payment Protection.
Weekly invoices are generated every Monday at 00:00 UTC.

View contract: https://www.lancetide.com/contracts/41-7730982

- Lancetide`,
    html: lancetide(
      "Brightkeel Studio accepted your proposal.",
      `<p style="margin:0 0 16px 0;">Hi Hinata,</p>
<p style="margin:0 0 16px 0;">Good news - <b>Brightkeel Studio</b> accepted your proposal and the contract is now active.</p>
<table role="presentation" width="100%" cellspacing="0" cellpadding="8" style="border:1px solid #d9e2e8;font-size:14px;">
<tr><td style="color:#5f6b78;width:140px;">Contract</td><td>Shopify theme fixes + Core Web Vitals audit</td></tr>
<tr><td style="color:#5f6b78;">Contract ID</td><td>41-7730982</td></tr>
<tr><td style="color:#5f6b78;">Type</td><td>Hourly &middot; $48.00/hr &middot; weekly limit 15 hrs</td></tr>
<tr><td style="color:#5f6b78;">Start date</td><td>Sep 8, 2026</td></tr></table>
<p style="margin:18px 0 16px 0;">Remember to log your hours in the Lancetide Tracker so they're covered by Payment Protection. Weekly invoices are generated every Monday at 00:00 UTC.</p>
<p><a href="https://www.lancetide.com/contracts/41-7730982" style="color:#12a594;font-weight:bold;">View contract &rarr;</a></p>`,
    ),
    enc: "qp",
  },
  // 6
  {
    family: "lancetide",
    group: "consumer",
    lang: "en",
    kind: "payout-sent",
    code: null,
    link: null,
    from: "Lancetide Payments <payments@lancetide.com>",
    to: ME,
    subject: "We sent $612.48 to your bank account",
    date: "Thu, 24 Sep 2026 06:40:02 +0000",
    text: `Hi Hinata,

Your withdrawal is on its way.

Amount: $612.48 USD
Converted: JPY 90,114 (rate 147.13, fee $2.00 included)
To: KASASAGI NET BANK ****0382
Reference: WD-20260924-88310

Most transfers to Japan arrive within 2-3 business days. Your bank may list it as "LANCETIDE LTD".

Transaction history: https://www.lancetide.com/reports/transactions

Questions? https://em.lancetide.com/ls/click?upn=u001.Hq3-2Fhelp`,
    html: null,
  },
  // 7
  {
    family: "unabara-cloud",
    group: "regional",
    lang: "ja",
    kind: "invoice",
    code: null,
    link: null,
    from: "海原クラウド 請求担当 <billing@unabara.cloud>",
    to: ME,
    subject: "【海原クラウド】2026年8月分 ご利用料金確定のお知らせ",
    date: "Thu, 03 Sep 2026 09:00:41 +0900",
    text: `藤本 陽向 様（アカウントID: ucl-fujimoto-7731）

いつも海原クラウドをご利用いただき、誠にありがとうございます。
2026年8月分のご利用料金が確定しましたので、お知らせいたします。

請求書番号　：INV-202608-0049913
ご請求金額　：6,842円（税込）
　内訳　VPS 2GBプラン × 2台　　　 3,960円
　　　　オブジェクトストレージ 120GB　1,452円
　　　　転送量超過分　　　　　　　　 808円
　　　　消費税（10%）　　　　　　　 622円
お支払方法　：クレジットカード（VISA ****4821）
引き落とし日：2026年9月10日

請求書（PDF）を本メールに添付しております。
コントロールパネルからもダウンロードいただけます。
https://console.unabara.cloud/billing/invoices

──
海原クラウド株式会社
〒530-0001 大阪府大阪市北区梅田3-4-5 梅田ツインゲート12F
https://support.unabara.cloud/`,
    html: unabara(`<p>藤本 陽向 様（アカウントID: ucl-fujimoto-7731）</p>
<p>いつも海原クラウドをご利用いただき、誠にありがとうございます。<br>2026年8月分のご利用料金が確定しましたので、お知らせいたします。</p>
<table width="100%" cellpadding="6" cellspacing="0" style="border-collapse:collapse;font-size:13px;">
<tr><th align="left" style="background:#eef3f7;border:1px solid #dde3e8;">請求書番号</th><td style="border:1px solid #dde3e8;">INV-202608-0049913</td></tr>
<tr><th align="left" style="background:#eef3f7;border:1px solid #dde3e8;">VPS 2GBプラン × 2台</th><td align="right" style="border:1px solid #dde3e8;">3,960円</td></tr>
<tr><th align="left" style="background:#eef3f7;border:1px solid #dde3e8;">オブジェクトストレージ 120GB</th><td align="right" style="border:1px solid #dde3e8;">1,452円</td></tr>
<tr><th align="left" style="background:#eef3f7;border:1px solid #dde3e8;">転送量超過分</th><td align="right" style="border:1px solid #dde3e8;">808円</td></tr>
<tr><th align="left" style="background:#eef3f7;border:1px solid #dde3e8;">消費税（10%）</th><td align="right" style="border:1px solid #dde3e8;">622円</td></tr>
<tr><th align="left" style="background:#04365c;color:#fff;border:1px solid #04365c;">ご請求金額（税込）</th><td align="right" style="border:1px solid #04365c;font-weight:bold;">6,842円</td></tr>
</table>
<p>お支払方法：クレジットカード（VISA ****4821）／引き落とし日：2026年9月10日</p>
<p>請求書（PDF）を本メールに添付しております。<a href="https://console.unabara.cloud/billing/invoices" style="color:#04365c;">コントロールパネル</a>からもダウンロードいただけます。</p>`),
    enc: "b64",
    attachment: [
      "UNABARA_INV-202608-0049913.pdf",
      "application/pdf",
      "%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Count 1/Kids[3 0 R]>>endobj\n3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 595 842]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n",
    ],
  },
  // 8
  {
    family: "unabara-cloud",
    group: "regional",
    lang: "ja",
    kind: "maintenance-notice",
    code: null,
    link: null,
    from: "海原クラウド <info@unabara.cloud>",
    to: ME,
    subject: "[重要] 大阪第2リージョン ネットワーク機器メンテナンスのお知らせ（9/29 2:00〜5:00）",
    date: "Tue, 15 Sep 2026 14:20:00 +0900",
    text: `お客様各位

平素より海原クラウドをご利用いただき、誠にありがとうございます。
下記の日程で、大阪第2リージョン（osaka-2）のネットワーク機器メンテナンスを実施いたします。

■日時
2026年9月29日（火）2:00 〜 5:00（最大3時間）

■影響
作業中、最大30秒程度の通信断が2回発生する見込みです。
サーバーの再起動は発生しません。

■対象
osaka-2 リージョンで稼働中の VPS・ロードバランサー
（お客様の対象リソース：vps-osk2-11873, vps-osk2-11874）

お客様側での作業は不要です。進捗は障害情報ページでお知らせします。
https://status.unabara.cloud/maintenance/2026-0929-osk2

ご不便をおかけしますが、何卒ご理解賜りますようお願い申し上げます。

海原クラウド株式会社 サポートセンター`,
    html: null,
    enc: "8bit",
  },
  // 9
  {
    family: "unabara-cloud",
    group: "regional",
    lang: "en",
    kind: "login-code",
    code: "592083",
    link: null,
    from: "Unabara Cloud <no-reply@unabara.cloud>",
    to: ME,
    subject: "Unabara Cloud sign-in verification",
    date: "Sat, 19 Sep 2026 22:51:48 +0900",
    text: `Unabara Cloud console sign-in

Enter this verification code to continue:

    59 20 83

Requested from: Chrome on macOS, Fukuoka, JP (IP 126.72.x.x)
The code expires in 5 minutes. Never share it with anyone, including Unabara staff.

If this wasn't you, reset your password: https://console.unabara.cloud/password/forgot

Unabara Cloud Co., Ltd. / https://www.unabara.cloud/en/`,
    html: unabara(`<p style="font-size:18px;font-weight:bold;margin:0 0 12px;">Console sign-in</p>
<p>Enter this verification code to continue:</p>
<table cellpadding="0" cellspacing="6" border="0" style="margin:16px 0;"><tr>
<td style="background:#f0f4f8;border-radius:4px;padding:12px 14px;font-size:28px;font-family:monospace;">5</td>
<td style="background:#f0f4f8;border-radius:4px;padding:12px 14px;font-size:28px;font-family:monospace;">9</td>
<td style="padding:0 4px;"></td>
<td style="background:#f0f4f8;border-radius:4px;padding:12px 14px;font-size:28px;font-family:monospace;">2</td>
<td style="background:#f0f4f8;border-radius:4px;padding:12px 14px;font-size:28px;font-family:monospace;">0</td>
<td style="padding:0 4px;"></td>
<td style="background:#f0f4f8;border-radius:4px;padding:12px 14px;font-size:28px;font-family:monospace;">8</td>
<td style="background:#f0f4f8;border-radius:4px;padding:12px 14px;font-size:28px;font-family:monospace;">3</td>
</tr></table>
<p style="font-size:12px;color:#666;">Requested from: Chrome on macOS, Fukuoka, JP (IP 126.72.x.x)<br>The code expires in 5 minutes. Never share it with anyone, including Unabara staff.</p>
<p style="font-size:12px;color:#666;">If this wasn't you, <a href="https://console.unabara.cloud/password/forgot" style="color:#04365c;">reset your password</a>.</p>`),
    enc: "qp",
  },
  // 10
  {
    family: "unabara-cloud",
    group: "regional",
    lang: "ja",
    kind: "new-login-alert",
    code: null,
    link: null,
    from: "海原クラウド <no-reply@unabara.cloud>",
    to: ME,
    subject: "【海原クラウド】新しい端末からのログインがありました",
    date: "Mon, 12 Oct 2026 07:03:26 +0900",
    text: `藤本 陽向 様

お使いのアカウント（ucl-fujimoto-7731）に新しい端末からログインがありました。

日時　　：2026年10月12日 07:03（日本時間）
端末　　：Safari / iPadOS 19
場所　　：日本 福岡県（推定）
IPアドレス：14.10.xx.xx

お客様ご自身によるログインであれば、対応は不要です。
お心当たりがない場合は、ただちにパスワードを変更し、二段階認証の設定をご確認ください。
https://console.unabara.cloud/security

海原クラウド株式会社`,
    html: unabara(`<p>藤本 陽向 様</p>
<p>お使いのアカウント（ucl-fujimoto-7731）に<b>新しい端末からログイン</b>がありました。</p>
<table cellpadding="5" cellspacing="0" style="font-size:13px;background:#f7f9fb;width:100%;">
<tr><td width="110" style="color:#7a8590;">日時</td><td>2026年10月12日 07:03（日本時間）</td></tr>
<tr><td style="color:#7a8590;">端末</td><td>Safari / iPadOS 19</td></tr>
<tr><td style="color:#7a8590;">場所</td><td>日本 福岡県（推定）</td></tr>
<tr><td style="color:#7a8590;">IPアドレス</td><td>14.10.xx.xx</td></tr></table>
<p>お客様ご自身によるログインであれば、対応は不要です。</p>
<p>お心当たりがない場合は、ただちに<a href="https://console.unabara.cloud/security" style="color:#c0392b;">パスワードを変更</a>し、二段階認証の設定をご確認ください。</p>`),
    enc: "8bit",
  },
  // 11
  {
    family: "namiki-domain",
    group: "regional",
    lang: "ja",
    kind: "renewal-reminder",
    code: null,
    link: null,
    from: "ドメイン並木 <info@namiki-domain.jp>",
    to: ME,
    subject: "[ドメイン並木] ドメイン有効期限のお知らせ（mizuha-kikaku.jp 他1件）",
    date: "Fri, 04 Sep 2026 11:00:00 +0900",
    text: `藤本 陽向 様
（会員ID：NMK0082215）

ドメイン並木をご利用いただきありがとうございます。
以下のドメインの有効期限が近づいております。

  ドメイン名                有効期限        自動更新
  mizuha-kikaku.jp          2026/10/31      OFF
  fujimoto-webworks.jp      2026/11/15      ON

自動更新がOFFのドメインは、期限までに更新手続きを行わないと
ご利用いただけなくなります（.jp 更新料：3,080円／年 税込）。

更新のお手続き：
https://www.namiki-domain.jp/member/renew/

※ 自動更新ONのドメインは、期限の30日前にご登録のクレジットカードへ請求いたします。

──────────────────────────────
ドメイン並木（並木ネットサービス株式会社）
〒810-0001 福岡県福岡市中央区天神2-8-30 天神ノースビル5F
TEL 092-555-0148（平日10:00〜18:00）
──────────────────────────────`,
    html: namiki(`藤本 陽向 様（会員ID：NMK0082215）<br><br>
ドメイン並木をご利用いただきありがとうございます。<br>以下のドメインの有効期限が近づいております。<br><br>
<table cellpadding="6" cellspacing="0" border="1" bordercolor="#cfd8cf" style="border-collapse:collapse;font-size:13px;">
<tr bgcolor="#e8f0e8"><th>ドメイン名</th><th>有効期限</th><th>自動更新</th></tr>
<tr><td>mizuha-kikaku.jp</td><td>2026/10/31</td><td><font color="#c62828"><b>OFF</b></font></td></tr>
<tr><td>fujimoto-webworks.jp</td><td>2026/11/15</td><td>ON</td></tr></table><br>
自動更新がOFFのドメインは、期限までに更新手続きを行わないとご利用いただけなくなります（.jp 更新料：3,080円／年 税込）。<br><br>
<a href="https://www.namiki-domain.jp/member/renew/"><img src="https://www.namiki-domain.jp/img/mail/btn_renew.gif" alt="更新手続きへ進む" width="200" height="40" border="0"></a><br><br>
<font size="2" color="#666">※ 自動更新ONのドメインは、期限の30日前にご登録のクレジットカードへ請求いたします。</font>`),
    enc: "qp",
  },
  // 12
  {
    family: "namiki-domain",
    group: "regional",
    lang: "ja",
    kind: "registrant-verify-link",
    code: null,
    link: "https://www.namiki-domain.jp/verify/registrant?key=7f3K2mQp9LzX0aWc4tRb",
    from: "ドメイン並木 <verify@namiki-domain.jp>",
    to: ME,
    subject: "[ドメイン並木] 【要対応】ドメイン登録者情報の確認のお願い（studio-nagi.com）",
    date: "Tue, 22 Sep 2026 16:45:12 +0900",
    text: `藤本 陽向 様

このたびは studio-nagi.com のご登録ありがとうございます。

ICANN（ドメイン名の管理団体）の規定により、ドメイン登録者のメールアドレスが
有効であることの確認が必要です。お手数ですが、以下のURLにアクセスして
登録者情報の確認を完了してください。

https://www.namiki-domain.jp/verify/registrant?key=7f3K2mQp9LzX0aWc4tRb

■確認期限：2026年10月7日（水）
期限までに確認が完了しない場合、ドメインが一時的に利用停止となります。

ドメイン名：studio-nagi.com
登録者名　：Hinata Fujimoto
メールアドレス：hinata@fujimoto-webworks.jp

──────────────────────────────
ドメイン並木（並木ネットサービス株式会社）
TEL 092-555-0148（平日10:00〜18:00）
──────────────────────────────`,
    html: namiki(`藤本 陽向 様<br><br>
このたびは <b>studio-nagi.com</b> のご登録ありがとうございます。<br><br>
ICANN（ドメイン名の管理団体）の規定により、ドメイン登録者のメールアドレスが有効であることの確認が必要です。お手数ですが、以下のボタンから登録者情報の確認を完了してください。<br><br>
<table cellpadding="0" cellspacing="0"><tr><td bgcolor="#2e7d32" style="padding:10px 28px;"><a href="https://www.namiki-domain.jp/verify/registrant?key=7f3K2mQp9LzX0aWc4tRb" style="color:#ffffff;font-weight:bold;text-decoration:none;">登録者情報を確認する</a></td></tr></table><br>
<font color="#c62828"><b>■確認期限：2026年10月7日（水）</b></font><br>期限までに確認が完了しない場合、ドメインが一時的に利用停止となります。<br><br>
<table cellpadding="4" cellspacing="0" style="font-size:12px;">
<tr><td>ドメイン名</td><td>：studio-nagi.com</td></tr>
<tr><td>登録者名</td><td>：Hinata Fujimoto</td></tr>
<tr><td>メールアドレス</td><td>：hinata@fujimoto-webworks.jp</td></tr></table>`),
    enc: "b64",
  },
  // 13
  {
    family: "namiki-domain",
    group: "regional",
    lang: "ja",
    kind: "newsletter",
    code: null,
    link: null,
    from: "ドメイン並木 <news@namiki-domain.jp>",
    to: ME,
    subject: "【10月限定】.com 新規取得 1円キャンペーン＆SSL証明書 初年度半額",
    date: "Thu, 01 Oct 2026 12:00:00 +0900",
    text: `━━━━━━━━━━━━━━━━━━━━━━━━━━━
 ドメイン並木 通信　2026年10月号
━━━━━━━━━━━━━━━━━━━━━━━━━━━

◆ 10月31日まで！ .com 新規取得が1円
  通常1,408円 → 1円（税込・初年度のみ、お一人様3件まで）
  https://www.namiki-domain.jp/campaign/2610-com/?utm_source=mailmag

◆ DV SSL証明書 初年度半額
  990円／年 → 495円／年
  クーポンコード：NAMIKI-SSL50（ご注文画面で入力）

◆ 【お知らせ】DNSサーバー（ns3.namiki-domain.jp）のIPアドレス変更
  2026年11月18日にIPv4アドレスを変更します。設定変更は不要です。

━━━━━━━━━━━━━━━━━━━━━━━━━━━
配信停止：https://www.namiki-domain.jp/member/mailmag/
並木ネットサービス株式会社　福岡市中央区天神2-8-30
━━━━━━━━━━━━━━━━━━━━━━━━━━━`,
    html: null,
    enc: "8bit",
  },
  // 14
  {
    family: "hotaru-seikyu",
    group: "regional",
    lang: "ja",
    kind: "invoice-received",
    code: null,
    link: null,
    from: "ホタル請求書 <notice@hotaru-seikyu.jp>",
    to: ME,
    subject: "株式会社ミズハ企画 様から「支払通知書」が届きました - ホタル請求書",
    date: "Mon, 05 Oct 2026 10:02:55 +0900",
    text: `藤本 陽向 様

ホタル請求書を通じて、株式会社ミズハ企画 様から書類が届きました。

書類の種類：支払通知書
書類番号　：MZ-PAY-2026-1044
金額　　　：55,000円（税込）
支払予定日：2026年10月30日
送付元担当：経理部 川添

書類の内容は、ホタル請求書にログインしてご確認ください。
https://app.hotaru-seikyu.jp/inbox/docs/8821930

※ ホタル請求書のアカウントをお持ちでない方も、上記URLから無料で閲覧いただけます。
※ このメールは送信専用です。書類の内容については送付元へ直接お問い合わせください。

ホタル請求書｜電子インボイス・電子帳簿保存法対応
運営：ホタルテック株式会社（〒812-0011 福岡市博多区博多駅前2-1-1）
https://www.hotaru-seikyu.jp/`,
    html: `<!DOCTYPE html><html lang="ja"><head><meta charset="UTF-8"></head>
<body style="margin:0;background:#fffdf5;">
<table width="100%" cellpadding="0" cellspacing="0" role="presentation"><tr><td align="center" style="padding:30px 10px;">
<table width="560" cellpadding="0" cellspacing="0" role="presentation" style="background:#fff;border:1px solid #efe6c4;border-radius:10px;font-family:'Hiragino Sans','Yu Gothic UI',sans-serif;color:#3a3a3a;">
<tr><td style="padding:22px 30px 0;"><img src="https://www.hotaru-seikyu.jp/mail/logo.png" alt="ホタル請求書" width="140"></td></tr>
<tr><td style="padding:18px 30px;font-size:14px;line-height:1.9;">
<p>藤本 陽向 様</p>
<p>ホタル請求書を通じて、<b>株式会社ミズハ企画 様</b>から書類が届きました。</p>
<table width="100%" cellpadding="8" cellspacing="0" style="background:#fffaea;border-radius:6px;font-size:13px;">
<tr><td width="35%">書類の種類</td><td><b>支払通知書</b></td></tr>
<tr><td>書類番号</td><td>MZ-PAY-2026-1044</td></tr>
<tr><td>金額</td><td>55,000円（税込）</td></tr>
<tr><td>支払予定日</td><td>2026年10月30日</td></tr>
<tr><td>送付元担当</td><td>経理部 川添</td></tr></table>
<p style="text-align:center;margin:24px 0;"><a href="https://app.hotaru-seikyu.jp/inbox/docs/8821930" style="background:#f2b705;color:#3a2a00;padding:12px 34px;border-radius:22px;text-decoration:none;font-weight:bold;">書類を確認する</a></p>
<p style="font-size:12px;color:#888;">※ ホタル請求書のアカウントをお持ちでない方も無料で閲覧いただけます。<br>※ このメールは送信専用です。書類の内容については送付元へ直接お問い合わせください。</p>
</td></tr>
<tr><td style="padding:14px 30px 22px;font-size:11px;color:#999;border-top:1px dashed #efe6c4;">ホタル請求書｜電子インボイス・電子帳簿保存法対応<br>運営：ホタルテック株式会社（〒812-0011 福岡市博多区博多駅前2-1-1）<br><a href="https://www.hotaru-seikyu.jp/terms" style="color:#999;">利用規約</a>・<a href="https://www.hotaru-seikyu.jp/privacy" style="color:#999;">個人情報の取り扱い</a></td></tr>
</table></td></tr></table></body></html>`,
    enc: "qp",
  },
  // 15
  {
    family: "hotaru-seikyu",
    group: "regional",
    lang: "ja",
    kind: "reset-link",
    code: null,
    link: "https://app.hotaru-seikyu.jp/password/reset/edit?reset_password_token=xW9pQe3sVbNtY2kRz7Lm",
    from: "ホタル請求書 <noreply@hotaru-seikyu.jp>",
    to: ME,
    subject: "【ホタル請求書】パスワード再設定のご案内",
    date: "Wed, 07 Oct 2026 21:38:14 +0900",
    text: `藤本 陽向 様

パスワード再設定のリクエストを受け付けました。
以下のURLから、新しいパスワードを設定してください。

https://app.hotaru-seikyu.jp/password/reset/edit?reset_password_token=xW9pQe3sVbNtY2kRz7Lm

・URLの有効期限は24時間です。
・パスワードを変更しない場合は、このメールを破棄してください。現在のパスワードは引き続きご利用いただけます。

ご不明な点はヘルプページをご覧ください。
https://help.hotaru-seikyu.jp/

ホタル請求書 サポートチーム`,
    html: `<html><body style="font-family:'Hiragino Sans',Meiryo,sans-serif;font-size:14px;color:#333;line-height:1.9;">
<div style="max-width:540px;margin:0 auto;padding:24px;">
<img src="https://www.hotaru-seikyu.jp/mail/logo.png" alt="ホタル請求書" width="120"><hr style="border:0;border-top:2px solid #f2b705;">
<p>藤本 陽向 様</p>
<p>パスワード再設定のリクエストを受け付けました。<br>以下のボタンから、新しいパスワードを設定してください。</p>
<p style="margin:26px 0;"><a href="https://app.hotaru-seikyu.jp/password/reset/edit?reset_password_token=xW9pQe3sVbNtY2kRz7Lm" style="background:#3a3a3a;color:#fff;padding:11px 26px;border-radius:4px;text-decoration:none;">パスワードを再設定する</a></p>
<ul style="font-size:12px;color:#777;padding-left:18px;"><li>URLの有効期限は24時間です。</li><li>パスワードを変更しない場合は、このメールを破棄してください。現在のパスワードは引き続きご利用いただけます。</li></ul>
<p style="font-size:12px;color:#777;">ご不明な点は<a href="https://help.hotaru-seikyu.jp/" style="color:#b38600;">ヘルプページ</a>をご覧ください。</p>
<p style="font-size:11px;color:#aaa;">ホタルテック株式会社　〒812-0011 福岡市博多区博多駅前2-1-1</p>
</div></body></html>`,
    enc: "b64",
  },
  // 16
  {
    family: "hotaru-seikyu",
    group: "regional",
    lang: "ja",
    kind: "invoice-sent",
    code: null,
    link: null,
    from: "ホタル請求書 <notice@hotaru-seikyu.jp>",
    to: ME,
    subject: "【ホタル請求書】請求書 No.FW-0042 が Brightkeel Studio 様に開封されました",
    date: "Fri, 16 Oct 2026 15:27:40 +0900",
    text: `藤本 陽向 様

送付した請求書が取引先に開封されました。

請求書番号：FW-0042
取引先　　：Brightkeel Studio 様
請求金額　：264,000円（うち消費税 24,000円）
支払期限　：2026年11月30日
開封日時　：2026年10月16日 15:27

適格請求書発行事業者登録番号：T7810000384412

入金が確認できましたら、自動で消込を行いお知らせします。
請求書一覧：https://app.hotaru-seikyu.jp/invoices

ホタル請求書`,
    html: null,
    enc: "8bit",
  },
  // 17
  {
    family: "shinkoku-net",
    group: "regional",
    lang: "ja",
    kind: "message-box-notice",
    code: null,
    link: null,
    from: "国税電子申告ネット <info@shinkoku-net.go.jp>",
    to: ME,
    subject: "【国税電子申告ネット】メッセージボックスに新着情報があります",
    date: "Wed, 23 Sep 2026 09:30:05 +0900",
    text: `藤本 陽向 様

国税電子申告ネットをご利用いただきありがとうございます。

利用者識別番号 5081-3347-2290-**** のメッセージボックスに、
以下の新着情報が格納されました。

　・令和8年分 予定納税額の通知（第2期）
　・振替納税の振替日のお知らせ（令和8年11月30日）

内容の確認は、国税電子申告ネットにログインのうえ、メッセージボックスからお願いします。
https://www.shinkoku-net.go.jp/login

※このメールは、メールアドレスを登録された方に自動送信しています。
※本メールに返信いただいてもお答えできません。
※不審なメールにご注意ください。当サイトからのメールで、
　クレジットカード番号や口座の暗証番号の入力を求めることはありません。

国税電子申告ネット ヘルプデスク 0570-01-5901（平日9:00〜17:00）`,
    html: null,
    enc: "8bit",
  },
  // 18
  {
    family: "kojin-bango-portal",
    group: "regional",
    lang: "ja",
    kind: "inbox-notice",
    code: null,
    link: null,
    from: "個人番号ポータル <no-reply@kojinbango-portal.go.jp>",
    to: ME,
    subject: "個人番号ポータル：お知らせが届いています",
    date: "Tue, 06 Oct 2026 18:00:12 +0900",
    text: `個人番号ポータルからのお知らせです。

あなた宛てに、新しいお知らせが1件届いています。

　送信元：福岡市 中央区役所 保険年金課
　件名　：国民健康保険料 決定通知のお知らせ（令和8年度 第2回）

お知らせの内容は、個人番号ポータルにログインして確認してください。
ログインには、個人番号カードとスマートフォン（またはICカードリーダー）が必要です。

https://myportal.kojinbango-portal.go.jp/

※このメールには返信できません。
※メール配信の停止は、ログイン後「利用者情報の登録・変更」から行えます。

個人番号ポータル お問い合わせ窓口 0120-95-0178`,
    html: null,
    enc: "qp",
  },
  // 19
  {
    family: "kasasagi-netbank",
    group: "regional",
    lang: "ja",
    kind: "transfer-received",
    code: null,
    link: null,
    from: "カササギネット銀行 <info@kasasagi-bank.co.jp>",
    to: ME,
    subject: "【カササギネット銀行】お振込入金のお知らせ",
    date: "Thu, 15 Oct 2026 09:12:33 +0900",
    text: `藤本 陽向 様

いつもカササギネット銀行をご利用いただきありがとうございます。
お客さまの口座へ、以下のとおりお振込がありました。

入金日　　：2026年10月15日
入金口座　：本店営業部 普通預金 ****382
振込依頼人：ｶ)ｸﾓｸﾞﾐ
入金金額　：148,500円

お取引の詳細は、ログイン後の「入出金明細」からご確認ください。
https://www.kasasagi-bank.co.jp/

――――――――――――――――――――
■本メールは送信専用アドレスから送信しています。
■当行は、メールでお客さまの暗証番号やパスワードをお尋ねすることはありません。
株式会社カササギネット銀行　登録金融機関　福岡財務支局長（登金）第77号
カスタマーセンター 0120-481-556（9:00〜17:00 土日祝除く）
――――――――――――――――――――`,
    html: null,
    enc: "qp",
  },
  // 20
  {
    family: "kasasagi-netbank",
    group: "regional",
    lang: "ja",
    kind: "transfer-otp",
    code: "41092276",
    link: null,
    from: "カササギネット銀行 <otp@kasasagi-bank.co.jp>",
    to: ME,
    subject: "【カササギネット銀行】ワンタイムパスワードのお知らせ",
    date: "Fri, 16 Oct 2026 13:44:08 +0900",
    text: `藤本 陽向 様

振込のお手続きに必要なワンタイムパスワードをお知らせします。

ワンタイムパスワード：41092276

受付日時　：2026年10月16日 13:44
お手続き　：他行あて振込
振込先　　：ﾐﾄﾞﾘﾏﾁｼﾝｷﾝ ﾊｶﾀ ﾌﾂｳ ***1150
振込金額　：33,000円

有効期限は発行から5分間です。画面の指示にしたがって入力してください。

このメールにお心当たりがない場合は、お取引を行わず、
至急カスタマーセンター（0120-481-556）までご連絡ください。

――――――――――――――――――――
株式会社カササギネット銀行
――――――――――――――――――――`,
    html: `<html><head><meta charset="utf-8"></head><body style="margin:0;padding:0;background:#eef1f4;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:20px 0;">
<table width="580" cellpadding="0" cellspacing="0" style="background:#fff;font-family:Meiryo,'Hiragino Sans',sans-serif;color:#222;">
<tr><td style="padding:16px 24px;border-top:5px solid #14213d;"><img src="https://www.kasasagi-bank.co.jp/common/img/mail_logo.png" alt="カササギネット銀行" width="190" height="30"></td></tr>
<tr><td style="padding:8px 24px 22px;font-size:14px;line-height:1.8;">
<p>藤本 陽向 様</p>
<p>振込のお手続きに必要なワンタイムパスワードをお知らせします。</p>
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:18px;background:#f6f7f9;border:1px solid #d5dae1;">
<div style="font-size:12px;color:#555;">ワンタイムパスワード</div>
<div style="font-size:30px;font-weight:bold;letter-spacing:6px;color:#14213d;">41092276</div>
</td></tr></table>
<table cellpadding="4" cellspacing="0" style="font-size:13px;margin-top:14px;">
<tr><td style="color:#666;">受付日時</td><td>2026年10月16日 13:44</td></tr>
<tr><td style="color:#666;">お手続き</td><td>他行あて振込</td></tr>
<tr><td style="color:#666;">振込先</td><td>ﾐﾄﾞﾘﾏﾁｼﾝｷﾝ ﾊｶﾀ ﾌﾂｳ ***1150</td></tr>
<tr><td style="color:#666;">振込金額</td><td>33,000円</td></tr></table>
<p>有効期限は発行から5分間です。画面の指示にしたがって入力してください。</p>
<p style="color:#b00020;font-size:13px;">このメールにお心当たりがない場合は、お取引を行わず、至急カスタマーセンター（0120-481-556）までご連絡ください。</p>
</td></tr>
<tr><td style="padding:12px 24px;background:#14213d;color:#c9d1dc;font-size:11px;line-height:1.6;">株式会社カササギネット銀行　登録金融機関　福岡財務支局長（登金）第77号<br><a href="https://www.kasasagi-bank.co.jp/security/" style="color:#c9d1dc;">セキュリティについて</a>　<a href="https://www.kasasagi-bank.co.jp/privacy/" style="color:#c9d1dc;">個人情報保護方針</a></td></tr>
</table></td></tr></table></body></html>`,
    enc: "b64",
  },
  // 21
  {
    family: "kasasagi-netbank",
    group: "regional",
    lang: "ja",
    kind: "login-notice",
    code: null,
    link: null,
    from: "カササギネット銀行 <info@kasasagi-bank.co.jp>",
    to: ME,
    subject: "【カササギネット銀行】ログインのお知らせ",
    date: "Sat, 24 Oct 2026 23:18:50 +0900",
    text: `藤本 陽向 様

カササギネット銀行にログインがありました。

日時：2026年10月24日 23:18
方法：スマートフォンアプリ（iOS）

お心当たりのない場合は、至急カスタマーセンター（0120-481-556、24時間受付の盗難・紛失窓口）までご連絡ください。

株式会社カササギネット銀行
https://www.kasasagi-bank.co.jp/`,
    html: null,
    enc: "8bit",
  },
  // 22
  {
    family: "tsukushi-card",
    group: "regional",
    lang: "ja",
    kind: "usage-notice",
    code: null,
    link: null,
    from: "つくしカード <mail@tsukushi-card.co.jp>",
    to: ME,
    subject: "【つくしカード】カードご利用のお知らせ",
    date: "Sun, 13 Sep 2026 19:05:22 +0900",
    text: `藤本 陽向 様

つくしカードをご利用いただきありがとうございます。
ご利用内容をお知らせします。

■ご利用カード：つくしゴールド（Mastercard）下4桁 4821
■ご利用日時：2026/09/13 19:04
■ご利用先：ミナミカゼモール
■ご利用金額：12,980円

※ご利用先・金額は、売上確定時に変更となる場合があります。
※ご利用明細は「つくしNet」でご確認いただけます。
https://www.tsukushi-card.co.jp/net/

お心当たりのないご利用の場合は、つくしカード紛失・盗難デスク（0120-22-9184、24時間）までご連絡ください。

つくしカード株式会社`,
    html: `<!DOCTYPE html><html><head><meta charset="utf-8"></head><body style="margin:0;background:#f4f6f1;">
<center><table width="600" cellpadding="0" cellspacing="0" style="background:#fff;font-family:'Yu Gothic',Meiryo,sans-serif;">
<tr><td style="background:#6b8e23;padding:12px 20px;"><img src="https://www.tsukushi-card.co.jp/mail/img/logo_w.png" alt="つくしカード" width="150"></td></tr>
<tr><td style="padding:24px 20px;font-size:14px;color:#333;line-height:1.8;">
藤本 陽向 様<br><br>つくしカードをご利用いただきありがとうございます。<br>ご利用内容をお知らせします。<br><br>
<table width="100%" cellpadding="8" cellspacing="1" bgcolor="#d9e2cc" style="font-size:13px;">
<tr bgcolor="#f7f9f3"><td width="35%">ご利用カード</td><td bgcolor="#fff">つくしゴールド（Mastercard）下4桁 4821</td></tr>
<tr bgcolor="#f7f9f3"><td>ご利用日時</td><td bgcolor="#fff">2026/09/13 19:04</td></tr>
<tr bgcolor="#f7f9f3"><td>ご利用先</td><td bgcolor="#fff">ミナミカゼモール</td></tr>
<tr bgcolor="#f7f9f3"><td>ご利用金額</td><td bgcolor="#fff"><b>12,980円</b></td></tr></table>
<p style="font-size:12px;color:#777;">※ご利用先・金額は、売上確定時に変更となる場合があります。<br>※ご利用明細は<a href="https://www.tsukushi-card.co.jp/net/" style="color:#6b8e23;">つくしNet</a>でご確認いただけます。</p>
<p style="font-size:12px;color:#a33;">お心当たりのないご利用の場合は、紛失・盗難デスク（0120-22-9184、24時間）までご連絡ください。</p>
</td></tr>
<tr><td style="padding:10px 20px;font-size:10px;color:#999;border-top:1px solid #eee;">つくしカード株式会社　〒812-8566 福岡市博多区祇園町7-20　<a href="https://www.tsukushi-card.co.jp/mail-setting/" style="color:#999;">メール配信設定</a></td></tr>
</table></center></body></html>`,
    enc: "qp",
  },
  // 23
  {
    family: "tsukushi-card",
    group: "regional",
    lang: "ja",
    kind: "auth-code",
    code: "665103",
    link: null,
    from: "つくしカード 本人認証サービス <3ds@tsukushi-card.co.jp>",
    to: ME,
    subject: "【つくしカード】本人認証（3Dセキュア）ワンタイムパスワード",
    date: "Mon, 28 Sep 2026 11:26:41 +0900",
    text: `つくしカード 本人認証サービス（3Dセキュア2.0）

オンラインショッピングの本人認証のため、ワンタイムパスワードを発行しました。
ご購入画面に以下の6桁を入力してください。

ワンタイムパスワード　665103

加盟店名：HASHIGO COWORK
金額　　：JPY 19,800
カード　：下4桁 4821

有効期限：発行から10分

※当社がお電話やSMSでワンタイムパスワードをお尋ねすることはありません。
※お心当たりがない場合は入力せず、0120-22-9184 までご連絡ください。

つくしカード株式会社`,
    html: null,
    enc: "8bit",
  },
  // 24
  {
    family: "tsukushi-card",
    group: "regional",
    lang: "ja",
    kind: "statement",
    code: null,
    link: null,
    from: "つくしカード <mail@tsukushi-card.co.jp>",
    to: ME,
    subject: "【つくしカード】10月お支払い金額確定のお知らせ",
    date: "Wed, 14 Oct 2026 08:00:00 +0900",
    text: `藤本 陽向 様

10月27日（火）お支払い分のご請求金額が確定しました。

お支払い金額：58,412円
お支払い日　：2026年10月27日（火）
お支払い口座：カササギネット銀行 ****382

ご利用明細の確認はこちら（つくしNet）
https://www.tsukushi-card.co.jp/net/statement/

今月の獲得ポイント：292pt（ポイント残高 4,118pt）

つくしカード株式会社
〒812-8566 福岡市博多区祇園町7-20`,
    html: `<!DOCTYPE html><html><head><meta charset="utf-8"></head><body style="margin:0;background:#f4f6f1;">
<center><table width="600" cellpadding="0" cellspacing="0" style="background:#fff;font-family:'Yu Gothic',Meiryo,sans-serif;">
<tr><td style="background:#6b8e23;padding:12px 20px;"><img src="https://www.tsukushi-card.co.jp/mail/img/logo_w.png" alt="つくしカード" width="150"></td></tr>
<tr><td style="padding:24px 20px;font-size:14px;color:#333;line-height:1.8;">藤本 陽向 様<br><br>10月27日（火）お支払い分のご請求金額が確定しました。
<table width="100%" cellpadding="0" cellspacing="0" style="margin:18px 0;"><tr><td align="center" style="border:2px solid #6b8e23;padding:16px;">
<span style="font-size:12px;">お支払い金額</span><br><span style="font-size:28px;font-weight:bold;color:#6b8e23;">58,412</span>円<br>
<span style="font-size:12px;">お支払い日 2026年10月27日（火）／ カササギネット銀行 ****382</span></td></tr></table>
<p style="text-align:center;"><a href="https://www.tsukushi-card.co.jp/net/statement/" style="background:#6b8e23;color:#fff;padding:10px 30px;text-decoration:none;border-radius:3px;">ご利用明細を見る</a></p>
<p style="font-size:13px;">今月の獲得ポイント：<b>292pt</b>（ポイント残高 4,118pt）</p>
<p><a href="https://www.tsukushi-card.co.jp/campaign/autumn/?cid=stmt2610"><img src="https://www.tsukushi-card.co.jp/mail/img/bnr_autumn.jpg" alt="秋のポイント5倍キャンペーン" width="560"></a></p>
</td></tr>
<tr><td style="padding:10px 20px;font-size:10px;color:#999;border-top:1px solid #eee;">つくしカード株式会社　〒812-8566 福岡市博多区祇園町7-20　<a href="https://www.tsukushi-card.co.jp/mail-setting/" style="color:#999;">メール配信設定</a></td></tr>
</table></center></body></html>`,
    enc: "b64",
  },
  // 25
  {
    family: "okibako-locker",
    group: "regional",
    lang: "ja",
    kind: "pickup-code",
    code: "2748-1596",
    link: null,
    from: "オキバコ <notice@okibako.jp>",
    to: ME,
    subject: "【オキバコ】お荷物がロッカーに到着しました（受取期限 9/17まで）",
    date: "Mon, 14 Sep 2026 15:52:30 +0900",
    text: `藤本 陽向 様

ご指定のオキバコロッカーにお荷物が到着しました。

■受取場所
　オキバコ 西鉄薬院駅前（福岡市中央区白金1-1-1 コンビニ横）
■お問い合わせ伝票番号
　4480-2291-0736
■発送元
　ミナミカゼモール
■受取期限
　2026年9月17日（木）23:59

■受取方法
ロッカー本体の画面で「荷物を受け取る」を押し、
以下の暗証番号を入力してください。

　暗証番号：2748-1596

※暗証番号は、お荷物を受け取る際に必要です。他人に知らせないでください。
※受取期限を過ぎたお荷物は、発送元へ返送されます。

利用可能時間・設置場所の検索：https://www.okibako.jp/map/
よくあるご質問：https://www.okibako.jp/faq/

オキバコ株式会社 お客様センター 0570-039-114（9:00〜21:00）`,
    html: `<html><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"></head>
<body style="margin:0;background:#fff7ef;">
<div style="display:none;">暗証番号と受取期限をご確認ください</div>
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center">
<table width="100%" style="max-width:520px;font-family:'Hiragino Sans','Noto Sans JP',sans-serif;color:#333;" cellpadding="0" cellspacing="0">
<tr><td style="padding:20px 16px;"><img src="https://www.okibako.jp/img/mail/logo_orange.png" width="120" alt="オキバコ"></td></tr>
<tr><td style="background:#fff;border-radius:12px;padding:22px 18px;font-size:14px;line-height:1.8;">
<p style="margin-top:0;">藤本 陽向 様</p>
<p>ご指定のオキバコロッカーにお荷物が到着しました。</p>
<p style="font-size:12px;color:#888;margin-bottom:4px;">暗証番号</p>
<table cellpadding="0" cellspacing="4"><tr>
<td style="width:34px;height:44px;background:#ff8a00;color:#fff;font-size:26px;font-weight:bold;text-align:center;border-radius:6px;">2</td>
<td style="width:34px;height:44px;background:#ff8a00;color:#fff;font-size:26px;font-weight:bold;text-align:center;border-radius:6px;">7</td>
<td style="width:34px;height:44px;background:#ff8a00;color:#fff;font-size:26px;font-weight:bold;text-align:center;border-radius:6px;">4</td>
<td style="width:34px;height:44px;background:#ff8a00;color:#fff;font-size:26px;font-weight:bold;text-align:center;border-radius:6px;">8</td>
<td style="font-size:26px;color:#ff8a00;">-</td>
<td style="width:34px;height:44px;background:#ff8a00;color:#fff;font-size:26px;font-weight:bold;text-align:center;border-radius:6px;">1</td>
<td style="width:34px;height:44px;background:#ff8a00;color:#fff;font-size:26px;font-weight:bold;text-align:center;border-radius:6px;">5</td>
<td style="width:34px;height:44px;background:#ff8a00;color:#fff;font-size:26px;font-weight:bold;text-align:center;border-radius:6px;">9</td>
<td style="width:34px;height:44px;background:#ff8a00;color:#fff;font-size:26px;font-weight:bold;text-align:center;border-radius:6px;">6</td>
</tr></table>
<table width="100%" cellpadding="6" cellspacing="0" style="font-size:13px;margin-top:16px;border-top:1px solid #f0e2d2;">
<tr><td width="38%" style="color:#888;">受取場所</td><td>オキバコ 西鉄薬院駅前<br><span style="font-size:11px;">福岡市中央区白金1-1-1 コンビニ横</span></td></tr>
<tr><td style="color:#888;">伝票番号</td><td>4480-2291-0736</td></tr>
<tr><td style="color:#888;">発送元</td><td>ミナミカゼモール</td></tr>
<tr><td style="color:#888;">受取期限</td><td style="color:#d9480f;font-weight:bold;">2026年9月17日（木）23:59</td></tr></table>
<p style="font-size:12px;">ロッカー本体の画面で「荷物を受け取る」を押し、暗証番号を入力してください。受取期限を過ぎたお荷物は、発送元へ返送されます。</p>
<p style="font-size:12px;"><a href="https://www.okibako.jp/map/" style="color:#ff8a00;">設置場所を探す</a>　｜　<a href="https://www.okibako.jp/faq/" style="color:#ff8a00;">よくあるご質問</a></p>
</td></tr>
<tr><td style="padding:16px;font-size:10px;color:#a08f7d;text-align:center;">オキバコ株式会社 お客様センター 0570-039-114（9:00〜21:00）<br>© 2026 OKIBAKO Inc.</td></tr>
</table></td></tr></table></body></html>`,
    enc: "qp",
  },
  // 26
  {
    family: "okibako-locker",
    group: "regional",
    lang: "ja",
    kind: "pickup-complete",
    code: null,
    link: null,
    from: "オキバコ <notice@okibako.jp>",
    to: ME,
    subject: "【オキバコ】お荷物の受け取りが完了しました",
    date: "Tue, 15 Sep 2026 08:31:02 +0900",
    text: `藤本 陽向 様

オキバコ 西鉄薬院駅前 にて、お荷物の受け取りが完了しました。

伝票番号：4480-2291-0736
受取日時：2026年9月15日 08:30

ご利用ありがとうございました。
サービス向上のため、1分で終わるアンケートにご協力ください。
https://www.okibako.jp/survey/?r=pk0915

オキバコ株式会社`,
    html: null,
    enc: "8bit",
  },
  // 27
  {
    family: "uketoru-konbini",
    group: "regional",
    lang: "ja",
    kind: "pickup-code",
    code: "83027715",
    link: null,
    from: "ウケトル コンビニ受取 <uketoru@mail.uketoru.jp>",
    to: ME,
    subject: "【ウケトル】店舗にお荷物が到着しました／受取に必要な番号のご案内",
    date: "Sat, 03 Oct 2026 12:40:19 +0900",
    text: `藤本 陽向 様

ご注文のお荷物が、ご指定の受取店舗に到着しました。
店頭で以下の「認証番号」をお伝えいただくか、店内端末に入力してください。

--------------------------------------------
受取店舗　　：ポプラマート 福岡大名二丁目店
　　　　　　　福岡市中央区大名2-6-11
お問い合わせ番号：5812-6630-9942
認証番号　　：83027715
保管期限　　：2026年10月10日（土）
--------------------------------------------

・受け取りの際は、ご本人確認のためお名前をお伺いする場合があります。
・保管期限を過ぎると、お荷物は返品となります。

受取店舗の営業時間・地図
https://www.uketoru.jp/store/40-1123/

※このメールはウケトルをご利用のショップから依頼を受けて送信しています。
ウケトル株式会社 https://www.uketoru.jp/`,
    html: `<html><body style="margin:0;background:#ffffff;font-family:'Hiragino Kaku Gothic ProN',Meiryo,sans-serif;">
<table width="100%" cellspacing="0" cellpadding="0"><tr><td align="center">
<table width="560" cellspacing="0" cellpadding="0">
<tr><td style="padding:16px 0;border-bottom:4px solid #009e73;"><img src="https://www.uketoru.jp/mail/logo.png" alt="ウケトル" width="110"> <span style="font-size:12px;color:#009e73;">コンビニ受取サービス</span></td></tr>
<tr><td style="padding:20px 0;font-size:14px;line-height:1.8;color:#333;">
藤本 陽向 様<br><br>ご注文のお荷物が、ご指定の受取店舗に到着しました。<br>店頭で以下の「認証番号」をお伝えいただくか、店内端末に入力してください。
<table width="100%" cellspacing="0" cellpadding="10" style="margin:18px 0;border:1px solid #cde8df;font-size:13px;">
<tr><td width="36%" bgcolor="#eef8f4">受取店舗</td><td>ポプラマート 福岡大名二丁目店<br><span style="font-size:11px;color:#777;">福岡市中央区大名2-6-11</span></td></tr>
<tr><td bgcolor="#eef8f4">お問い合わせ番号</td><td>5812-6630-9942</td></tr>
<tr><td bgcolor="#eef8f4">認証番号</td><td style="font-size:24px;font-weight:bold;letter-spacing:3px;color:#009e73;">8302 7715</td></tr>
<tr><td bgcolor="#eef8f4">保管期限</td><td>2026年10月10日（土）</td></tr></table>
<span style="font-size:12px;color:#666;">・受け取りの際は、ご本人確認のためお名前をお伺いする場合があります。<br>・保管期限を過ぎると、お荷物は返品となります。</span><br><br>
<a href="https://www.uketoru.jp/store/40-1123/" style="color:#009e73;">受取店舗の営業時間・地図</a>
</td></tr>
<tr><td style="padding:12px 0;border-top:1px solid #eee;font-size:10px;color:#999;">※このメールはウケトルをご利用のショップから依頼を受けて送信しています。<br>ウケトル株式会社　<a href="https://www.uketoru.jp/privacy/" style="color:#999;">プライバシーポリシー</a></td></tr>
</table></td></tr></table></body></html>`,
    enc: "qp",
  },
  // 28
  {
    family: "nijiiro-mobile",
    group: "regional",
    lang: "ja",
    kind: "bill-notice",
    code: null,
    link: null,
    from: "にじいろモバイル <info@nijiiro-mobile.jp>",
    to: ME,
    subject: "【にじいろモバイル】9月分ご利用料金のお知らせ",
    date: "Sat, 10 Oct 2026 10:00:00 +0900",
    text: `藤本 陽向 様

いつも にじいろモバイル をご利用いただきありがとうございます。
2026年9月分のご利用料金が確定しました。

ご契約番号：NM-30518827
電話番号　：090-****-6612
ご請求額　：3,278円（税込）
　・ベーシック20GBプラン　　2,728円
　・かけ放題（5分）　　　　　550円
お支払い方法：クレジットカード（下4桁 4821）
引き落とし日：2026年10月27日

ご利用明細は会員ページ「マイにじいろ」でご確認いただけます。
https://my.nijiiro-mobile.jp/bill

にじいろモバイル株式会社 お客さまセンター 0120-77-2161（10:00〜19:00）`,
    html: `<!doctype html><html><head><meta charset="utf-8"></head><body style="margin:0;background:#f7f7fb;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:20px 0;">
<table width="600" cellpadding="0" cellspacing="0" style="background:#fff;font-family:'Noto Sans JP',sans-serif;color:#333;">
<tr><td height="6" style="background:linear-gradient(90deg,#ff5e5e,#ffc93c,#4cd97b,#3ca7ff,#a76bff);font-size:0;">&nbsp;</td></tr>
<tr><td style="padding:18px 28px;"><img src="https://www.nijiiro-mobile.jp/mail/logo.png" alt="にじいろモバイル" width="170"></td></tr>
<tr><td style="padding:0 28px 24px;font-size:14px;line-height:1.8;">
<p>藤本 陽向 様</p><p>2026年9月分のご利用料金が確定しました。</p>
<table width="100%" cellpadding="6" cellspacing="0" style="font-size:13px;background:#f7f7fb;">
<tr><td>ご契約番号</td><td align="right">NM-30518827</td></tr>
<tr><td>電話番号</td><td align="right">090-****-6612</td></tr>
<tr><td>ベーシック20GBプラン</td><td align="right">2,728円</td></tr>
<tr><td>かけ放題（5分）</td><td align="right">550円</td></tr>
<tr><td style="border-top:1px solid #ddd;font-weight:bold;">ご請求額（税込）</td><td align="right" style="border-top:1px solid #ddd;font-weight:bold;font-size:18px;">3,278円</td></tr></table>
<p style="font-size:12px;">お支払い方法：クレジットカード（下4桁 4821）／引き落とし日：2026年10月27日</p>
<p style="text-align:center;"><a href="https://my.nijiiro-mobile.jp/bill" style="display:inline-block;background:#3ca7ff;color:#fff;text-decoration:none;padding:10px 32px;border-radius:20px;">明細を見る</a></p>
</td></tr>
<tr><td style="padding:14px 28px;background:#f0f0f5;font-size:10px;color:#888;">にじいろモバイル株式会社　〒810-0041 福岡市中央区大名1-12-3<br>お客さまセンター 0120-77-2161（10:00〜19:00）　<a href="https://www.nijiiro-mobile.jp/mailstop" style="color:#888;">配信停止</a></td></tr>
</table></td></tr></table></body></html>`,
    enc: "b64",
  },
  // 29
  {
    family: "nijiiro-mobile",
    group: "regional",
    lang: "ja",
    kind: "confirm-code",
    code: "0917",
    link: null,
    from: "にじいろモバイル <no-reply@nijiiro-mobile.jp>",
    to: ME,
    subject: "【にじいろモバイル】お手続き用確認コード",
    date: "Tue, 20 Oct 2026 20:14:47 +0900",
    text: `マイにじいろ で料金プラン変更のお手続きが開始されました。

確認コード：0917

お手続き画面に上記4桁の確認コードを入力し、手続きを完了してください。
確認コードの有効期限は30分です。

変更内容：ベーシック20GB → ライト5GB（11月1日適用）

※お心当たりのない場合は、このメールを破棄してください。お手続きは完了しません。

にじいろモバイル`,
    html: null,
    enc: "8bit",
  },
  // 30
  {
    family: "hashigo-cowork",
    group: "regional",
    lang: "ja",
    kind: "booking-confirm-link",
    code: null,
    link: "https://members.hashigo-cowork.jp/r/confirm/9UA3KX72?sig=c0d1e8f4a7",
    from: "HASHIGO COWORK 天神 <booking@hashigo-cowork.jp>",
    to: ME,
    subject: "【HASHIGO】会議室の仮予約を受け付けました（30分以内に確定してください）",
    date: "Mon, 28 Sep 2026 11:20:05 +0900",
    text: `藤本 陽向 様

HASHIGO COWORK 天神 をご利用いただきありがとうございます。
会議室の仮予約を受け付けました。

　会議室　：ROOM C（6名）
　日時　　：2026年10月2日（金）14:00〜16:00
　料金　　：会員割引適用 2,200円（月額利用料と合算請求）

この予約は【仮予約】です。30分以内に下記URLから予約を確定してください。
確定がない場合、仮予約は自動でキャンセルされます。

▼予約を確定する
https://members.hashigo-cowork.jp/r/confirm/9UA3KX72?sig=c0d1e8f4a7

予約の変更・キャンセル：https://members.hashigo-cowork.jp/reservations
Wi-Fi・複合機の使い方：https://hashigo-cowork.jp/guide/

HASHIGO COWORK 天神
〒810-0001 福岡市中央区天神3-9-18 ハシゴビル4F・5F
TEL 092-555-0310（受付 9:00〜20:00）`,
    html: `<html><body style="margin:0;background:#1e1e1e;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:24px 8px;">
<table width="580" cellpadding="0" cellspacing="0" style="background:#ffffff;font-family:'Helvetica Neue','Hiragino Sans',sans-serif;">
<tr><td style="padding:22px 28px;background:#ffd400;"><img src="https://hashigo-cowork.jp/assets/mail/logo-black.png" alt="HASHIGO COWORK" width="170"></td></tr>
<tr><td style="padding:26px 28px;font-size:14px;line-height:1.8;color:#1e1e1e;">
<p>藤本 陽向 様</p><p>会議室の<b>仮予約</b>を受け付けました。</p>
<table cellpadding="6" cellspacing="0" style="font-size:13px;">
<tr><td style="color:#777;">会議室</td><td>ROOM C（6名）</td></tr>
<tr><td style="color:#777;">日時</td><td>2026年10月2日（金）14:00〜16:00</td></tr>
<tr><td style="color:#777;">料金</td><td>会員割引適用 2,200円（月額利用料と合算請求）</td></tr></table>
<p>30分以内に下のボタンから予約を確定してください。確定がない場合、仮予約は自動でキャンセルされます。</p>
<p style="margin:22px 0;"><a href="https://members.hashigo-cowork.jp/r/confirm/9UA3KX72?sig=c0d1e8f4a7" style="background:#1e1e1e;color:#ffd400;padding:12px 30px;text-decoration:none;font-weight:bold;">予約を確定する</a></p>
<p style="font-size:12px;"><a href="https://members.hashigo-cowork.jp/reservations" style="color:#1e1e1e;">予約の変更・キャンセル</a>　/　<a href="https://hashigo-cowork.jp/guide/" style="color:#1e1e1e;">Wi-Fi・複合機の使い方</a></p>
</td></tr>
<tr><td style="padding:14px 28px;background:#f4f4f4;font-size:11px;color:#777;">HASHIGO COWORK 天神　〒810-0001 福岡市中央区天神3-9-18 ハシゴビル4F・5F　TEL 092-555-0310<br>
<a href="https://www.instagram.com/hashigo_cowork/" style="color:#777;">Instagram</a>　<a href="https://x.com/hashigo_cowork" style="color:#777;">X</a></td></tr>
</table></td></tr></table></body></html>`,
    enc: "qp",
  },
  // 31
  {
    family: "hashigo-cowork",
    group: "regional",
    lang: "en",
    kind: "membership-invoice",
    code: null,
    link: null,
    from: "HASHIGO COWORK Billing <billing@hashigo-cowork.jp>",
    to: ME,
    subject: "HASHIGO COWORK - Invoice HC-2610-0217 for October 2026",
    date: "Thu, 01 Oct 2026 07:00:00 +0900",
    text: `Hi Hinata,

Thanks for being a member at HASHIGO COWORK Tenjin. Your invoice for October is attached.

Invoice no.:    HC-2610-0217
Plan:           Fixed Desk (F-12), monthly          ¥19,800
Meeting rooms:  ROOM C, 2h (Sep 14)                  ¥2,200
Locker:         L-07                                 ¥1,100
Total (tax incl.):                                  ¥23,100
Registration no. (qualified invoice): T4290001077654

The amount will be charged to your card ending 4821 on October 5.

Community lunch this month: Oct 16 (Fri), 12:30, 5F lounge - curry from Kusu Spice.

HASHIGO COWORK Tenjin
Hashigo Bldg 4F-5F, 3-9-18 Tenjin, Chuo-ku, Fukuoka 810-0001
+81 92-555-0310`,
    html: null,
    attachment: [
      "HC-2610-0217.pdf",
      "application/pdf",
      "%PDF-1.5\n%\xe2\xe3\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Count 1/Kids[3 0 R]>>endobj\n3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 595 842]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n",
    ],
  },
  // 32
  {
    family: "minamikaze-mall",
    group: "consumer",
    lang: "ja",
    kind: "order-confirmed",
    code: null,
    link: null,
    from: "ミナミカゼモール <order@minamikaze-mall.jp>",
    to: ME,
    subject: "【ミナミカゼモール】ご注文ありがとうございます（注文番号：MK26091387521）",
    date: "Sun, 13 Sep 2026 19:04:58 +0900",
    text: `藤本 陽向 様

ミナミカゼモールをご利用いただき、ありがとうございます。
以下の内容でご注文を承りました。

━━━━━━━━━━━━━━━━━━
注文番号：MK26091387521
注文日時：2026年9月13日 19:04
━━━━━━━━━━━━━━━━━━
[1] メカニカルキーボード 75% 静音赤軸 日本語配列
    9,980円 × 1
[2] USB-C ハブ 7in1（PD100W対応）
    3,000円 × 1
------------------------------
商品小計　　　12,980円
送料　　　　　　　 0円
ポイント利用　　　 0円
お支払い合計　12,980円（税込）
獲得予定ポイント：129pt
------------------------------
お支払い方法：クレジットカード（つくしカード ****4821）
お届け方法　：オキバコ受取（西鉄薬院駅前）
発送予定日　：9月14日（月）

ご注文内容の確認・キャンセルは「購入履歴」から
https://www.minamikaze-mall.jp/my/orders/MK26091387521

ミナミカゼモール カスタマーサポート
https://www.minamikaze-mall.jp/help/`,
    html: null,
    enc: "qp",
  },
  // 33
  {
    family: "minamikaze-mall",
    group: "consumer",
    lang: "ja",
    kind: "order-shipped",
    code: null,
    link: null,
    from: "ミナミカゼモール <order@minamikaze-mall.jp>",
    to: ME,
    subject: "【ミナミカゼモール】商品を発送しました（注文番号：MK26091387521）",
    date: "Mon, 14 Sep 2026 09:15:44 +0900",
    text: `藤本 陽向 様

ご注文の商品を発送しました。

注文番号　：MK26091387521
配送業者　：はやて運輸
伝票番号　：4480-2291-0736
お届け先　：オキバコ 西鉄薬院駅前
お届け予定：9月14日（月）〜9月15日（火）

ロッカー到着後、オキバコから受け取り用の暗証番号をお知らせします。

配送状況の確認：https://www.minamikaze-mall.jp/my/orders/MK26091387521/tracking

ミナミカゼモール`,
    html: `<!DOCTYPE html><html lang="ja"><head><meta charset="utf-8"></head><body style="margin:0;background:#eaf6fb;">
<div style="display:none;">ご注文の商品を発送しました。お届け予定：9月14日〜15日</div>
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:18px 0;">
<table width="600" cellpadding="0" cellspacing="0" style="background:#ffffff;font-family:'Hiragino Sans',Meiryo,sans-serif;font-size:14px;color:#333;">
<tr><td style="padding:14px 22px;border-bottom:1px solid #d6ecf5;"><a href="https://www.minamikaze-mall.jp/?ref=mail_ship"><img src="https://img.minamikaze-mall.jp/mail/logo.png" alt="ミナミカゼモール" width="180" border="0"></a></td></tr>
<tr><td style="padding:22px;line-height:1.8;">藤本 陽向 様<br><br>ご注文の商品を発送しました。
<table width="100%" cellpadding="6" cellspacing="0" style="margin:14px 0;font-size:13px;border:1px solid #d6ecf5;">
<tr><td bgcolor="#f3fafd" width="30%">注文番号</td><td>MK26091387521</td></tr>
<tr><td bgcolor="#f3fafd">配送業者</td><td>はやて運輸</td></tr>
<tr><td bgcolor="#f3fafd">伝票番号</td><td>4480-2291-0736</td></tr>
<tr><td bgcolor="#f3fafd">お届け先</td><td>オキバコ 西鉄薬院駅前</td></tr>
<tr><td bgcolor="#f3fafd">お届け予定</td><td>9月14日（月）〜9月15日（火）</td></tr></table>
ロッカー到着後、オキバコから受け取り用の暗証番号をお知らせします。<br><br>
<a href="https://www.minamikaze-mall.jp/my/orders/MK26091387521/tracking" style="display:inline-block;background:#0098d4;color:#fff;text-decoration:none;padding:10px 26px;border-radius:4px;">配送状況を確認する</a>
</td></tr>
<tr><td style="padding:16px 22px;background:#f3fafd;">
<p style="margin:0 0 8px;font-size:13px;font-weight:bold;">この商品を買った人はこんな商品も</p>
<table cellpadding="4" cellspacing="0"><tr>
<td width="180" style="font-size:11px;"><a href="https://www.minamikaze-mall.jp/item/55128?ref=mail_reco"><img src="https://img.minamikaze-mall.jp/item/55128_s.jpg" width="160" alt="木製パームレスト"></a><br>木製パームレスト 2,480円</td>
<td width="180" style="font-size:11px;"><a href="https://www.minamikaze-mall.jp/item/61902?ref=mail_reco"><img src="https://img.minamikaze-mall.jp/item/61902_s.jpg" width="160" alt="キーキャップ交換セット"></a><br>キーキャップ交換セット 1,980円</td>
</tr></table></td></tr>
<tr><td style="padding:12px 22px;font-size:10px;color:#999;">株式会社ミナミカゼ　〒814-0001 福岡市早良区百道浜2-3-2　<a href="https://www.minamikaze-mall.jp/help/" style="color:#999;">ヘルプ</a>　<a href="https://www.minamikaze-mall.jp/my/mail/" style="color:#999;">メール設定</a></td></tr>
</table></td></tr></table></body></html>`,
    enc: "b64",
  },
  // 34
  {
    family: "ganbaru-fit24",
    group: "regional",
    lang: "ja",
    kind: "login-code",
    code: "374905",
    link: null,
    from: "GANBARU FIT 24 <app@ganbarufit24.jp>",
    to: ME,
    subject: "[GANBARU FIT 24] アプリのログイン認証コード",
    date: "Sun, 04 Oct 2026 06:12:09 +0900",
    text: `GANBARU FIT 24 会員アプリ

新しい端末でのログインを確認するため、認証コードを送信しました。
アプリの画面に以下のコードを入力してください。

374905

（有効期限：15分）

ログイン後、アプリの会員証QRで入館できます。
所属店舗：GANBARU FIT 24 福岡赤坂店（24時間営業・スタッフ在中 10:00〜19:00）

お心当たりがない場合は、このメールを無視してください。

GANBARU FIT 24
https://www.ganbarufit24.jp/`,
    html: `<html><body style="margin:0;background:#111;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:28px 10px;">
<table width="480" cellpadding="0" cellspacing="0" style="background:#1b1b1b;color:#f1f1f1;font-family:Arial,'Hiragino Sans',sans-serif;">
<tr><td align="center" style="padding:24px;"><img src="https://www.ganbarufit24.jp/mail/logo_neon.png" alt="GANBARU FIT 24" width="150"></td></tr>
<tr><td style="padding:0 30px 10px;font-size:14px;line-height:1.8;">新しい端末でのログインを確認するため、認証コードを送信しました。アプリの画面に以下のコードを入力してください。</td></tr>
<tr><td align="center" style="padding:16px 30px;"><div style="border:2px solid #e6ff00;color:#e6ff00;font-size:34px;font-weight:bold;letter-spacing:8px;padding:12px 0;">374905</div><div style="font-size:11px;color:#999;margin-top:6px;">有効期限：15分</div></td></tr>
<tr><td style="padding:10px 30px 24px;font-size:12px;line-height:1.7;color:#bbb;">ログイン後、アプリの会員証QRで入館できます。<br>所属店舗：GANBARU FIT 24 福岡赤坂店（24時間営業・スタッフ在中 10:00〜19:00）<br><br>お心当たりがない場合は、このメールを無視してください。</td></tr>
<tr><td align="center" style="padding:14px;background:#0c0c0c;font-size:10px;color:#777;">
<a href="https://apps.apple.com/jp/app/ganbaru-fit-24/id6449012371"><img src="https://www.ganbarufit24.jp/mail/badge_appstore.png" alt="App Storeからダウンロード" height="32"></a>
<a href="https://play.google.com/store/apps/details?id=jp.ganbarufit24.member"><img src="https://www.ganbarufit24.jp/mail/badge_gplay.png" alt="Google Playで手に入れよう" height="32"></a><br>
© 2026 GANBARU FITNESS Co., Ltd.</td></tr>
</table></td></tr></table></body></html>`,
    enc: "8bit",
  },
  // 35
  {
    family: "kanbanaut",
    group: "consumer",
    lang: "en",
    kind: "invite-link",
    code: null,
    link: "https://app.kanbanaut.io/invitations/accept?token=inv_5Gq2nW8rT0yXcB4e&ws=brightkeel",
    from: "Dana Whitlock (via Kanbanaut) <notifications@kanbanaut.io>",
    to: ME,
    subject: "Dana Whitlock invited you to the Brightkeel Studio workspace on Kanbanaut",
    date: "Tue, 08 Sep 2026 01:27:45 +0000",
    text: `Dana Whitlock (dana@brightkeel.studio) has invited you to join the
Brightkeel Studio workspace on Kanbanaut as a Guest.

"Hey Hinata - welcome aboard! The theme backlog lives on the 'Storefront Q4' board."

Accept invitation:
https://app.kanbanaut.io/invitations/accept?token=inv_5Gq2nW8rT0yXcB4e&ws=brightkeel

This invitation expires in 7 days. Guests can only see the boards they are added to.

--
Kanbanaut, 548 Market St PMB 70291, San Francisco, CA 94104
You received this because someone invited hinata@fujimoto-webworks.jp.
Report abuse: https://kanbanaut.io/abuse`,
    html: `<!DOCTYPE html><html><head><meta charset="utf-8"><meta name="color-scheme" content="light dark"></head>
<body style="margin:0;padding:0;background:#f6f5fb;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:40px 16px;">
<table role="presentation" width="520" cellpadding="0" cellspacing="0" style="background:#ffffff;border-radius:12px;border:1px solid #e6e3f3;">
<tr><td style="padding:32px 40px 0;"><img src="https://kanbanaut.io/static/email/logo@2x.png" width="120" height="28" alt="Kanbanaut"></td></tr>
<tr><td style="padding:24px 40px 8px;font-family:-apple-system,BlinkMacSystemFont,'Segoe UI',Roboto,sans-serif;font-size:15px;line-height:1.6;color:#25213b;">
<table role="presentation" cellpadding="0" cellspacing="0"><tr>
<td><img src="https://avatars.kanbanaut.io/u/88120/48.png" width="40" height="40" alt="" style="border-radius:20px;"></td>
<td style="padding-left:12px;"><b>Dana Whitlock</b> invited you to join<br><b>Brightkeel Studio</b> on Kanbanaut</td></tr></table>
<p style="background:#f6f5fb;border-radius:8px;padding:12px 16px;color:#4b4668;margin:20px 0;">"Hey Hinata - welcome aboard! The theme backlog lives on the 'Storefront Q4' board."</p>
<a href="https://app.kanbanaut.io/invitations/accept?token=inv_5Gq2nW8rT0yXcB4e&ws=brightkeel" style="display:block;text-align:center;background:#6c4cf1;color:#fff;text-decoration:none;font-weight:600;padding:12px 0;border-radius:8px;">Join Brightkeel Studio</a>
<p style="font-size:13px;color:#7b7696;">This invitation expires in 7 days. Guests can only see the boards they are added to.</p>
</td></tr>
<tr><td style="padding:20px 40px 30px;font-family:-apple-system,sans-serif;font-size:12px;color:#9a95b4;">Kanbanaut, 548 Market St PMB 70291, San Francisco, CA 94104<br>You received this because someone invited hinata@fujimoto-webworks.jp. <a href="https://kanbanaut.io/abuse" style="color:#9a95b4;">Report abuse</a></td></tr>
</table></td></tr></table></body></html>`,
  },
  // 36
  {
    family: "kanbanaut",
    group: "consumer",
    lang: "en",
    kind: "mention-digest",
    code: null,
    link: null,
    from: "Kanbanaut <notifications@kanbanaut.io>",
    to: ME,
    subject: "[Brightkeel Studio] 3 updates on cards you follow",
    date: "Fri, 18 Sep 2026 09:00:12 +0000",
    text: `Here's what happened in Brightkeel Studio since yesterday.

Storefront Q4
  * Dana Whitlock mentioned you on "PDP image gallery CLS fix":
    "@hinata LCP is 3.1s on the collection page again, can you take a look before Tuesday?"
  * Marco Ruiz moved "Cart drawer a11y" to Review
  * Dana Whitlock set due date Sep 22 on "Migrate to Online Store 2.0 sections"

Open Kanbanaut: https://app.kanbanaut.io/w/brightkeel/inbox

You're getting this daily digest because you follow these cards.
Change how often: https://app.kanbanaut.io/settings/notifications
Unsubscribe from digests: https://app.kanbanaut.io/u/unsub?d=dg_77Kq0s`,
    html: null,
  },
  // 37
  {
    family: "kanbanaut",
    group: "consumer",
    lang: "en",
    kind: "password-changed",
    code: null,
    link: null,
    from: "Kanbanaut Security <security@kanbanaut.io>",
    to: ME,
    subject: "Your Kanbanaut password was changed",
    date: "Wed, 21 Oct 2026 12:48:33 +0000",
    text: `Hi Hinata,

The password for your Kanbanaut account (hinata@fujimoto-webworks.jp) was changed on
October 21, 2026 at 12:48 UTC from Firefox on Windows.

If you made this change, no further action is needed.

If you didn't, secure your account right away: https://app.kanbanaut.io/account/recover
and contact us at security@kanbanaut.io.

- Kanbanaut Security`,
    html:
      `<html><body style="font-family:-apple-system,'Segoe UI',Roboto,sans-serif;font-size:15px;color:#25213b;background:#ffffff;">
<div style="max-width:520px;margin:30px auto;">
<img src="https://kanbanaut.io/static/email/logo@2x.png" width="120" alt="Kanbanaut">
<h2 style="font-weight:600;font-size:20px;">Your password was changed</h2>
<p>Hi Hinata,</p>
<p>The password for your Kanbanaut account (<b>hinata@fujimoto-webworks.jp</b>) was changed on October 21, 2026 at 12:48 UTC from Firefox on Windows.</p>
<p>If you made this change, no further action is needed.</p>
<p>If you didn't, <a href="https://app.kanbanaut.io/account/recover" style="color:#6c4cf1;">secure your account right away</a> and contact us at <a href="mailto:security@kanbanaut.io" style="color:#6c4cf1;">security@kanbanaut.io</a>.</p>
<p style="color:#9a95b4;font-size:12px;margin-top:30px;">Kanbanaut, 548 Market St PMB 70291, San Francisco, CA 94104</p>
</div></body></html>`,
    enc: "qp",
  },
  // 38
  {
    family: "gitkura",
    group: "oss",
    lang: "en",
    kind: "device-verification",
    code: "K7Q-93M",
    link: null,
    from: "Gitkura <noreply@gitkura.dev>",
    to: ME,
    subject: "[Gitkura] Please verify your device",
    date: "Thu, 17 Sep 2026 13:02:27 +0000",
    text: `Hey hinata-fjmt!

A sign-in attempt requires further verification because we did not recognize your device.
To complete the sign in, enter the verification code on the unrecognized device.

Device: Firefox on Ubuntu
Verification code: K7Q-93M

If you did not attempt to sign in to your account, your password may be compromised.
Visit https://gitkura.dev/settings/security to create a new, strong password for your Gitkura account.

Thanks,
The Gitkura Team`,
    html: null,
  },
  // 39
  {
    family: "gitkura",
    group: "oss",
    lang: "en",
    kind: "token-expiring",
    code: null,
    link: null,
    from: "Gitkura <noreply@gitkura.dev>",
    to: ME,
    subject: '[Gitkura] Your personal access token "deploy-mizuha-lp" expires in 7 days',
    date: "Sat, 10 Oct 2026 03:00:00 +0000",
    text: `Hi @hinata-fjmt,

Your personal access token "deploy-mizuha-lp" with scopes repo, workflow
will expire on Sat, Oct 17 2026.

If this token is still needed, generate a new one with the same scopes:
https://gitkura.dev/settings/tokens/8815203/regenerate

Workflows that use this token (mizuha-kikaku/lp-2026) will fail after it expires.

---
You're receiving this email because of your account on gitkura.dev.
Manage notifications: https://gitkura.dev/settings/notifications`,
    html:
      `<!DOCTYPE html><html><body style="margin:0;background:#ffffff;font-family:-apple-system,BlinkMacSystemFont,'Segoe UI',Helvetica,Arial,sans-serif;font-size:14px;color:#24292f;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:24px;">
<table width="544" cellpadding="0" cellspacing="0">
<tr><td style="padding-bottom:16px;"><img src="https://gitkura.dev/images/email/kura-mark.png" width="32" height="32" alt="Gitkura"></td></tr>
<tr><td style="border:1px solid #d0d7de;border-radius:6px;padding:24px;line-height:1.5;">
<p>Hi <b>@hinata-fjmt</b>,</p>
<p>Your personal access token <b>"deploy-mizuha-lp"</b> with scopes <code>repo</code>, <code>workflow</code> will expire on <b>Sat, Oct 17 2026</b>.</p>
<p>If this token is still needed, generate a new one with the same scopes.</p>
<p><a href="https://gitkura.dev/settings/tokens/8815203/regenerate" style="background:#1f883d;color:#fff;padding:6px 16px;border-radius:6px;text-decoration:none;font-weight:600;">Regenerate token</a></p>
<p style="color:#57606a;">Workflows that use this token (<a href="https://gitkura.dev/mizuha-kikaku/lp-2026">mizuha-kikaku/lp-2026</a>) will fail after it expires.</p>
</td></tr>
<tr><td style="padding-top:16px;font-size:12px;color:#6e7781;">You're receiving this email because of your account on gitkura.dev. <a href="https://gitkura.dev/settings/notifications" style="color:#0969da;">Manage notifications</a><br>Gitkura, Inc. &middot; 1-2-3 Minatomirai, Nishi-ku, Yokohama 220-0012</td></tr>
</table></td></tr></table></body></html>`,
    enc: "qp",
  },
  // 40
  {
    family: "ilgam-board",
    group: "regional",
    lang: "ko",
    kind: "invite-link",
    code: null,
    link: "https://ilgam.kr/join/ws/bada-design?invite=H2kd93LmPq0s",
    from: "일감 <noreply@ilgam.kr>",
    to: ME,
    subject: "[일감] 바다디자인 워크스페이스에 초대되었습니다",
    date: "Wed, 30 Sep 2026 10:41:16 +0900",
    text: `안녕하세요, Hinata Fujimoto 님.

바다디자인의 최지윤 님이 일감 워크스페이스 '바다디자인 외주 프로젝트'에
외부 협업자로 초대했습니다.

아래 링크를 눌러 초대를 수락해 주세요.
https://ilgam.kr/join/ws/bada-design?invite=H2kd93LmPq0s

- 초대 링크는 14일 동안 유효합니다.
- 일감 계정이 없으면 수락 과정에서 무료로 가입할 수 있습니다.

일감 | 팀을 위한 업무 관리
(주)일감랩 | 서울특별시 마포구 월드컵북로 396, 14층 | 사업자등록번호 211-88-40917
고객센터 1661-0932 | help@ilgam.kr`,
    html: `<!DOCTYPE html><html lang="ko"><head><meta charset="utf-8"></head><body style="margin:0;background:#f5f6f8;">
<table width="100%" cellpadding="0" cellspacing="0" border="0"><tr><td align="center" style="padding:40px 0;">
<table width="560" cellpadding="0" cellspacing="0" border="0" style="background:#fff;border-radius:8px;font-family:'Apple SD Gothic Neo','Malgun Gothic',sans-serif;">
<tr><td style="padding:36px 40px 0;"><img src="https://static.ilgam.kr/mail/logo.png" alt="일감" width="72"></td></tr>
<tr><td style="padding:24px 40px;font-size:15px;line-height:1.7;color:#222;">
<p style="font-size:20px;font-weight:bold;margin:0 0 16px;">워크스페이스 초대</p>
<p>안녕하세요, Hinata Fujimoto 님.</p>
<p><b>바다디자인</b>의 최지윤 님이 일감 워크스페이스 <b>'바다디자인 외주 프로젝트'</b>에 외부 협업자로 초대했습니다.</p>
<table cellpadding="0" cellspacing="0" border="0" style="margin:28px 0;"><tr><td style="background:#ff5a36;border-radius:6px;">
<a href="https://ilgam.kr/join/ws/bada-design?invite=H2kd93LmPq0s" style="display:inline-block;padding:14px 34px;color:#fff;font-weight:bold;text-decoration:none;">초대 수락하기</a></td></tr></table>
<p style="font-size:13px;color:#888;">· 초대 링크는 14일 동안 유효합니다.<br>· 일감 계정이 없으면 수락 과정에서 무료로 가입할 수 있습니다.</p>
</td></tr>
<tr><td style="padding:20px 40px;background:#fafafa;border-top:1px solid #eee;font-size:11px;color:#999;line-height:1.6;">(주)일감랩 | 서울특별시 마포구 월드컵북로 396, 14층 | 사업자등록번호 211-88-40917<br>고객센터 1661-0932 | <a href="mailto:help@ilgam.kr" style="color:#999;">help@ilgam.kr</a> | <a href="https://ilgam.kr/privacy" style="color:#999;">개인정보처리방침</a></td></tr>
</table></td></tr></table></body></html>`,
    enc: "b64",
  },
  // 41
  {
    family: "ilgam-board",
    group: "regional",
    lang: "ko",
    kind: "task-assigned",
    code: null,
    link: null,
    from: "일감 <noreply@ilgam.kr>",
    to: ME,
    subject: "[바다디자인 외주 프로젝트] 최지윤 님이 새 업무를 배정했습니다",
    date: "Fri, 02 Oct 2026 15:03:40 +0900",
    text: `최지윤 님이 Hinata Fujimoto 님에게 업무를 배정했습니다.

업무: 다국어(일/한/영) 랜딩페이지 퍼블리싱 - 일본어 폰트 적용
프로젝트: 바다디자인 외주 프로젝트
마감일: 2026년 10월 9일 (금)
우선순위: 높음

코멘트: "일본어 페이지는 Noto Sans JP로 부탁드려요. 시안은 첨부 확인 바랍니다."

업무 보기: https://ilgam.kr/ws/bada-design/task/1288

알림 설정 변경: https://ilgam.kr/settings/notifications
(주)일감랩`,
    html: null,
    enc: "8bit",
  },
  // 42
  {
    family: "jaenung-market",
    group: "regional",
    lang: "ko",
    kind: "settlement",
    code: null,
    link: null,
    from: "재능마켓 <settle@jaenungmarket.co.kr>",
    to: ME,
    subject: "[재능마켓] 10월 1차 정산이 완료되었습니다",
    date: "Thu, 08 Oct 2026 11:00:00 +0900",
    text: `Hinata Fujimoto 전문가님, 안녕하세요.

10월 1차 정산이 완료되어 아래와 같이 안내드립니다.

정산 번호: ST-202610-1-004418
정산 대상 거래: 2건 (주문번호 JM2609-77120, JM2609-78834)
거래 금액 합계: 880,000원
서비스 수수료(15%): -132,000원
해외송금 수수료: -15,000원
정산 금액: 733,000원
지급 방식: 해외송금 (KASASAGI NET BANK ****382, JPY 환산 지급)
지급 예정일: 2026년 10월 13일

정산 내역은 전문가센터 > 수익 관리에서 확인하실 수 있습니다.
https://jaenungmarket.co.kr/expert/revenue

재능마켓 | (주)재능마켓 | 서울특별시 강남구 테헤란로 427 | 고객센터 1544-6620`,
    html: null,
    enc: "b64",
  },
  // 43
  {
    family: "feiyue-docs",
    group: "regional",
    lang: "zh",
    kind: "login-code",
    code: "280461",
    link: null,
    from: "飞阅文档 <no-reply@feiyuedocs.cn>",
    to: ME,
    subject: "【飞阅文档】登录验证码",
    date: "Wed, 16 Sep 2026 09:25:31 +0800",
    text: `您好，

您正在登录飞阅文档，本次登录验证码为：

280461

验证码10分钟内有效，请勿泄露给他人。
如非本人操作，请忽略本邮件，您的账号仍然安全。

飞阅文档 · 让团队协作更简单
客服热线：400-820-5517（工作日 9:00-18:00）
杭州飞阅网络科技有限公司`,
    html: `<div style="background:#f3f6fb;padding:32px 0;font-family:'PingFang SC','Microsoft YaHei',sans-serif;">
<table align="center" width="520" cellpadding="0" cellspacing="0" style="background:#ffffff;border-radius:6px;">
<tr><td style="padding:24px 32px;border-bottom:1px solid #edf0f5;"><img src="https://static.feiyuedocs.cn/email/logo.png" alt="飞阅文档" height="26"></td></tr>
<tr><td style="padding:28px 32px;font-size:14px;color:#333;line-height:1.8;">
<p>您好，</p>
<p>您正在登录飞阅文档，本次登录验证码为：</p>
<p style="font-size:30px;font-weight:bold;color:#2f6bff;letter-spacing:6px;margin:18px 0;">280461</p>
<p style="color:#888;font-size:13px;">验证码10分钟内有效，请勿泄露给他人。<br>如非本人操作，请忽略本邮件，您的账号仍然安全。</p>
</td></tr>
<tr><td style="padding:16px 32px;background:#fafbfc;font-size:12px;color:#aaa;line-height:1.6;">飞阅文档 · 让团队协作更简单<br>客服热线：400-820-5517（工作日 9:00-18:00）<br>© 2026 杭州飞阅网络科技有限公司 浙ICP备2021018840号</td></tr>
</table></div>`,
    enc: "qp",
  },
  // 44
  {
    family: "feiyue-docs",
    group: "regional",
    lang: "zh",
    kind: "comment-notice",
    code: null,
    link: null,
    from: "飞阅文档 <notify@feiyuedocs.cn>",
    to: ME,
    subject: "王磊 在《跨境商城官网改版需求 v3》中评论了你",
    date: "Mon, 19 Oct 2026 16:47:02 +0800",
    text: `王磊 在文档《跨境商城官网改版需求 v3》中@了你：

"@藤本 日文版商品详情页的价格格式要改成 ¥1,980（税込），另外结算页的邮编要支持 7 位日本邮编，比如 810-0041。这周五前能给个排期吗？"

查看评论：https://www.feiyuedocs.cn/docs/7Pq3xV2nK8/comment/55102

你可以在「设置 - 通知」中调整邮件提醒频率：https://www.feiyuedocs.cn/settings/notify`,
    html:
      `<div style="font-family:'PingFang SC','Microsoft YaHei',sans-serif;font-size:14px;color:#333;max-width:560px;margin:0 auto;padding:24px;">
<p><img src="https://static.feiyuedocs.cn/email/logo.png" alt="飞阅文档" height="22"></p>
<p><b>王磊</b> 在文档《<a href="https://www.feiyuedocs.cn/docs/7Pq3xV2nK8" style="color:#2f6bff;">跨境商城官网改版需求 v3</a>》中@了你：</p>
<blockquote style="margin:12px 0;padding:10px 14px;background:#f5f7fa;border-left:3px solid #2f6bff;color:#555;">@藤本 日文版商品详情页的价格格式要改成 ¥1,980（税込），另外结算页的邮编要支持 7 位日本邮编，比如 810-0041。这周五前能给个排期吗？</blockquote>
<p><a href="https://www.feiyuedocs.cn/docs/7Pq3xV2nK8/comment/55102" style="background:#2f6bff;color:#fff;padding:8px 20px;border-radius:4px;text-decoration:none;">查看评论</a></p>
<p style="font-size:12px;color:#aaa;">你可以在<a href="https://www.feiyuedocs.cn/settings/notify" style="color:#aaa;">「设置 - 通知」</a>中调整邮件提醒频率。</p></div>`,
    enc: "b64",
  },
  // 45
  {
    family: "yunpiao-einvoice",
    group: "regional",
    lang: "zh-TW",
    kind: "einvoice-issued",
    code: null,
    link: null,
    from: "雲票電子發票平台 <service@yunpiao.com.tw>",
    to: ME,
    subject: "【雲票】您有一張新的電子發票／收據通知（青嶼數位有限公司）",
    date: "Tue, 27 Oct 2026 14:22:10 +0800",
    text: `藤本 陽向 您好：

青嶼數位有限公司 透過雲票平台開立以下單據給您，請查收。

單據類型：付款通知（境外勞務報酬）
單據號碼：QY-2026-10-0381
金額：NT$ 42,600（約 JPY 199,800）
扣繳稅額：NT$ 8,520（非居住者 20%）
實付金額：NT$ 34,080
預計匯款日：2026/11/05

如需下載 PDF 或查詢明細，請登入雲票查詢頁面：
https://www.yunpiao.com.tw/query

※本郵件由系統自動寄發，請勿直接回覆。如對款項有疑問，請聯繫開立單位。
雲票科技股份有限公司　台北市信義區松仁路 100 號 22 樓　客服專線 (02) 2720-1188`,
    html: null,
    enc: "b64",
  },
  // 46
  {
    family: "chimse-chat",
    group: "regional",
    lang: "vi",
    kind: "verify-email",
    code: "518204",
    link: "https://id.chimse.vn/xac-thuc?t=eyJ1IjoiNzcxMDIiLCJlIjoxNzkyfQ.Qm4s&code=518204",
    from: "Chim Sẻ <xacthuc@chimse.vn>",
    to: ME,
    subject: "Xác thực địa chỉ email của bạn - Chim Sẻ",
    date: "Thu, 10 Sep 2026 16:08:55 +0700",
    text: `Xin chào Hinata Fujimoto,

Anh Nguyễn Quốc Bảo (Sao Khuê Software) đã thêm bạn vào nhóm "SK x Fujimoto - Dự án EC Nhật".
Để bắt đầu trò chuyện, vui lòng xác thực địa chỉ email của bạn.

Mã xác thực của bạn: 518204

Hoặc nhấn vào liên kết sau để xác thực ngay:
https://id.chimse.vn/xac-thuc?t=eyJ1IjoiNzcxMDIiLCJlIjoxNzkyfQ.Qm4s&code=518204

Mã và liên kết có hiệu lực trong 30 phút.
Nếu bạn không yêu cầu, vui lòng bỏ qua email này.

Chim Sẻ - Nhắn tin cho đội nhóm
Công ty TNHH Chim Sẻ, Tầng 9, 72 Lê Thánh Tôn, Quận 1, TP. Hồ Chí Minh
Hotline: 1900 6128`,
    html: `<!DOCTYPE html><html lang="vi"><head><meta charset="utf-8"></head><body style="margin:0;background:#eef7f1;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:30px 10px;">
<table width="540" cellpadding="0" cellspacing="0" style="background:#fff;border-radius:10px;font-family:Roboto,Arial,sans-serif;color:#24332b;">
<tr><td style="padding:24px 32px;"><img src="https://cdn.chimse.vn/mail/logo-chimse.png" alt="Chim Sẻ" width="110"></td></tr>
<tr><td style="padding:0 32px 24px;font-size:15px;line-height:1.65;">
<p>Xin chào <b>Hinata Fujimoto</b>,</p>
<p>Anh Nguyễn Quốc Bảo (Sao Khuê Software) đã thêm bạn vào nhóm <b>"SK x Fujimoto - Dự án EC Nhật"</b>. Để bắt đầu trò chuyện, vui lòng xác thực địa chỉ email của bạn.</p>
<p style="margin-bottom:4px;color:#6b7d72;font-size:13px;">Mã xác thực của bạn</p>
<p style="font-size:32px;font-weight:700;letter-spacing:4px;margin:0 0 20px;color:#1f9d55;">518 204</p>
<p><a href="https://id.chimse.vn/xac-thuc?t=eyJ1IjoiNzcxMDIiLCJlIjoxNzkyfQ.Qm4s&code=518204" style="display:inline-block;background:#1f9d55;color:#fff;padding:12px 28px;border-radius:6px;text-decoration:none;font-weight:600;">Xác thực email</a></p>
<p style="font-size:13px;color:#6b7d72;">Mã và liên kết có hiệu lực trong 30 phút. Nếu bạn không yêu cầu, vui lòng bỏ qua email này.</p>
</td></tr>
<tr><td style="padding:16px 32px;background:#f6faf7;font-size:11px;color:#8a9a90;border-radius:0 0 10px 10px;">Công ty TNHH Chim Sẻ, Tầng 9, 72 Lê Thánh Tôn, Quận 1, TP. Hồ Chí Minh · Hotline: 1900 6128<br><a href="https://chimse.vn/dieu-khoan" style="color:#8a9a90;">Điều khoản</a> · <a href="https://chimse.vn/bao-mat" style="color:#8a9a90;">Bảo mật</a></td></tr>
</table></td></tr></table></body></html>`,
    enc: "qp",
  },
  // 47
  {
    family: "tablotin",
    group: "consumer",
    lang: "fr",
    kind: "invite-link",
    code: null,
    link: "https://lnk.tablotin.fr/c/eJwNyrEOgjAQANDf6e?u=https%3A%2F%2Fapp.tablotin.fr%2Finvitation%2Fq8Rm2ZpW",
    from: "Tablotin <equipe@tablotin.fr>",
    to: ME,
    subject: "Claire Vasseur vous invite à rejoindre « Atelier Brisant – refonte site »",
    date: "Fri, 09 Oct 2026 08:14:26 +0200",
    text: `Bonjour,

Claire Vasseur (Atelier Brisant) vous invite à collaborer sur le tableau
« Atelier Brisant – refonte site » dans Tablotin.

Message de Claire :
« Bonjour Hinata, voici le tableau du projet. Les maquettes Figma sont dans la colonne "À intégrer". Merci ! »

Rejoindre le tableau :
https://lnk.tablotin.fr/c/eJwNyrEOgjAQANDf6e?u=https%3A%2F%2Fapp.tablotin.fr%2Finvitation%2Fq8Rm2ZpW

Cette invitation est valable 10 jours.

--
Tablotin SAS · 14 rue des Tanneurs, 35000 Rennes · France
Vous recevez cet e-mail car Claire Vasseur a saisi votre adresse.`,
    html: `<html><head><meta charset="utf-8"></head><body style="margin:0;background:#fbf7f2;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:36px 12px;">
<table width="520" cellpadding="0" cellspacing="0" style="background:#fff;border:1px solid #eadfcf;font-family:Georgia,'Times New Roman',serif;color:#2d2a26;">
<tr><td style="padding:26px 34px 10px;"><img src="https://tablotin.fr/mail/tablotin-logo.png" alt="Tablotin" width="104"></td></tr>
<tr><td style="padding:10px 34px 26px;font-size:15px;line-height:1.65;">
<p>Bonjour,</p>
<p><b>Claire Vasseur</b> (Atelier Brisant) vous invite à collaborer sur le tableau <b>« Atelier Brisant – refonte site »</b> dans Tablotin.</p>
<p style="font-style:italic;color:#6b645a;border-left:3px solid #e07a2f;padding-left:12px;">« Bonjour Hinata, voici le tableau du projet. Les maquettes Figma sont dans la colonne "À intégrer". Merci ! »</p>
<p style="margin:26px 0;"><a href="https://lnk.tablotin.fr/c/eJwNyrEOgjAQANDf6e?u=https%3A%2F%2Fapp.tablotin.fr%2Finvitation%2Fq8Rm2ZpW" style="background:#e07a2f;color:#fff;padding:12px 26px;text-decoration:none;font-family:Arial,sans-serif;font-weight:bold;">Rejoindre le tableau</a></p>
<p style="font-size:13px;color:#8c8478;">Cette invitation est valable 10 jours.</p>
</td></tr>
<tr><td style="padding:16px 34px;border-top:1px solid #eadfcf;font-family:Arial,sans-serif;font-size:11px;color:#9b9286;">Tablotin SAS · 14 rue des Tanneurs, 35000 Rennes · France<br>Vous recevez cet e-mail car Claire Vasseur a saisi votre adresse. <a href="https://tablotin.fr/confidentialite" style="color:#9b9286;">Confidentialité</a></td></tr>
</table></td></tr></table></body></html>`,
    enc: "qp",
  },
  // 48
  {
    family: "zeitkranz",
    group: "consumer",
    lang: "de",
    kind: "verify-link",
    code: null,
    link: "https://app.zeitkranz.de/konto/bestaetigen/3b7e0c1a-55d2-4f8e-9a41-c0ffee12ab90",
    from: "Zeitkranz <hallo@zeitkranz.de>",
    to: ME,
    subject: "Bitte bestätige deine E-Mail-Adresse",
    date: "Mon, 19 Oct 2026 09:33:51 +0200",
    text: `Hallo Hinata,

Jonas Breuer hat dich zum Team "Kreativbüro Breuer" in Zeitkranz hinzugefügt,
damit du deine Arbeitszeiten für das Projekt "Webshop Relaunch" erfassen kannst.

Bitte bestätige zuerst deine E-Mail-Adresse:
https://app.zeitkranz.de/konto/bestaetigen/3b7e0c1a-55d2-4f8e-9a41-c0ffee12ab90

Der Link ist 72 Stunden gültig.

Viele Grüße
dein Zeitkranz-Team

Zeitkranz GmbH · Hafenstraße 21 · 48153 Münster
Geschäftsführer: Till Ahlers · HRB 19774 Amtsgericht Münster
Datenschutz: https://zeitkranz.de/datenschutz`,
    html: null,
    enc: "8bit",
  },
  // 49
  {
    family: "zeitkranz",
    group: "consumer",
    lang: "de",
    kind: "timesheet-approved",
    code: null,
    link: null,
    from: "Zeitkranz <benachrichtigung@zeitkranz.de>",
    to: ME,
    subject: "Deine Stunden für KW 42 wurden freigegeben",
    date: "Mon, 26 Oct 2026 10:05:00 +0100",
    text: `Hallo Hinata,

Jonas Breuer hat deinen Stundenzettel für KW 42 (12.10.–18.10.2026) freigegeben.

Projekt: Webshop Relaunch
Erfasste Zeit: 14:30 h
Stundensatz: 65,00 €
Summe (netto): 942,50 €

Die freigegebenen Stunden kannst du jetzt in deine Rechnung übernehmen.
Übersicht: https://app.zeitkranz.de/berichte/woche/2026-42

Zeitkranz GmbH · Hafenstraße 21 · 48153 Münster
E-Mail-Einstellungen: https://app.zeitkranz.de/einstellungen/benachrichtigungen`,
    html: `<!DOCTYPE html><html lang="de"><head><meta charset="utf-8"></head><body style="margin:0;background:#f1f3f2;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:28px 10px;">
<table width="540" cellpadding="0" cellspacing="0" style="background:#fff;font-family:'Segoe UI',Arial,sans-serif;color:#1f2a24;">
<tr><td style="padding:20px 30px;border-bottom:2px solid #2a9d8f;"><img src="https://zeitkranz.de/img/mail/logo.png" alt="Zeitkranz" width="120"></td></tr>
<tr><td style="padding:24px 30px;font-size:15px;line-height:1.6;">
<p>Hallo Hinata,</p>
<p>Jonas Breuer hat deinen Stundenzettel für <b>KW 42</b> (12.10.–18.10.2026) freigegeben. ✅</p>
<table width="100%" cellpadding="6" cellspacing="0" style="font-size:14px;background:#f6fbfa;">
<tr><td>Projekt</td><td align="right">Webshop Relaunch</td></tr>
<tr><td>Erfasste Zeit</td><td align="right">14:30 h</td></tr>
<tr><td>Stundensatz</td><td align="right">65,00 €</td></tr>
<tr><td><b>Summe (netto)</b></td><td align="right"><b>942,50 €</b></td></tr></table>
<p>Die freigegebenen Stunden kannst du jetzt in deine Rechnung übernehmen.</p>
<p><a href="https://app.zeitkranz.de/berichte/woche/2026-42" style="color:#2a9d8f;font-weight:600;">Wochenübersicht öffnen →</a></p>
</td></tr>
<tr><td style="padding:14px 30px;font-size:11px;color:#8a958f;">Zeitkranz GmbH · Hafenstraße 21 · 48153 Münster · <a href="https://app.zeitkranz.de/einstellungen/benachrichtigungen" style="color:#8a958f;">E-Mail-Einstellungen</a></td></tr>
</table></td></tr></table></body></html>`,
    enc: "b64",
  },
  // 50
  {
    family: "pagarela",
    group: "consumer",
    lang: "es",
    kind: "payment-received",
    code: null,
    link: null,
    from: "Pagarela <avisos@pagarela.com>",
    to: ME,
    subject: "Has recibido un pago de Estudio Nopal S.A. de C.V.",
    date: "Thu, 22 Oct 2026 18:40:27 -0600",
    text: `Hola Hinata:

Estudio Nopal S.A. de C.V. te ha enviado un pago.

Importe: 1.450,00 USD
Concepto: Factura FW-0045 - Integración de pasarela de pagos (fase 2)
Comisión Pagarela: -29,00 USD
Neto acreditado: 1.421,00 USD
ID de transacción: PGR-8C41-22F0-91AB

El saldo ya está disponible en tu cuenta Pagarela. Puedes retirarlo a tu banco
en Japón desde la sección Saldo (las transferencias tardan de 1 a 3 días hábiles).

Ver detalle: https://www.pagarela.com/actividad/PGR-8C41-22F0-91AB

¿Necesitas ayuda? https://ayuda.pagarela.com
Pagarela Pagos, S.L. · Calle de Alcalá 112, 28009 Madrid · España`,
    html: `<html><body style="margin:0;background:#f4f2fb;font-family:Arial,Helvetica,sans-serif;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:30px 10px;">
<table width="540" cellpadding="0" cellspacing="0" style="background:#fff;border-radius:8px;">
<tr><td style="padding:22px 30px;background:#4b2bb3;border-radius:8px 8px 0 0;"><img src="https://www.pagarela.com/email/logo-blanco.png" alt="Pagarela" width="120"></td></tr>
<tr><td style="padding:26px 30px;font-size:15px;line-height:1.6;color:#2a2540;">
<p>Hola Hinata:</p>
<p><b>Estudio Nopal S.A. de C.V.</b> te ha enviado un pago.</p>
<p style="font-size:30px;font-weight:bold;color:#4b2bb3;margin:10px 0;">1.450,00 USD</p>
<table width="100%" cellpadding="5" cellspacing="0" style="font-size:13px;color:#555;">
<tr><td>Concepto</td><td align="right">Factura FW-0045 - Integración de pasarela de pagos (fase 2)</td></tr>
<tr><td>Comisión Pagarela</td><td align="right">-29,00 USD</td></tr>
<tr><td>Neto acreditado</td><td align="right"><b>1.421,00 USD</b></td></tr>
<tr><td>ID de transacción</td><td align="right">PGR-8C41-22F0-91AB</td></tr></table>
<p>El saldo ya está disponible en tu cuenta Pagarela. Puedes retirarlo a tu banco en Japón desde la sección Saldo.</p>
<p><a href="https://www.pagarela.com/actividad/PGR-8C41-22F0-91AB" style="color:#4b2bb3;">Ver detalle de la transacción</a></p>
</td></tr>
<tr><td style="padding:14px 30px;font-size:11px;color:#9a96aa;">Pagarela Pagos, S.L. · Calle de Alcalá 112, 28009 Madrid · España · <a href="https://ayuda.pagarela.com" style="color:#9a96aa;">Ayuda</a></td></tr>
</table></td></tr></table></body></html>`,
    enc: "qp",
  },
  // 51
  {
    family: "kerjain",
    group: "consumer",
    lang: "id",
    kind: "project-awarded",
    code: null,
    link: null,
    from: "Kerjain <info@kerjain.id>",
    to: ME,
    subject: 'Selamat! Penawaran Anda diterima untuk proyek "Website Reservasi Homestay Ubud"',
    date: "Sat, 26 Sep 2026 13:10:44 +0700",
    text: `Halo Hinata Fujimoto,

Selamat! Klien Putu Arsana memilih penawaran Anda.

Proyek: Website Reservasi Homestay Ubud (Next.js + Midtrans)
ID Proyek: KJ-558120
Nilai kontrak: Rp 14.500.000
Tenggat: 31 Oktober 2026

Dana proyek sudah disimpan di rekening bersama (escrow) Kerjain dan akan dicairkan
setelah klien menyetujui hasil pekerjaan.

Buka ruang kerja proyek: https://www.kerjain.id/proyek/KJ-558120

Salam,
Tim Kerjain
PT Kerjain Digital Nusantara · Jl. Kemang Raya No. 8, Jakarta Selatan 12730`,
    html: null,
    enc: "8bit",
  },
  // 52
  {
    family: "faikhlao-drive",
    group: "consumer",
    lang: "th",
    kind: "share-notice",
    code: null,
    link: null,
    from: "ไฟเขียวไดรฟ์ <no-reply@faikhlao.co.th>",
    to: ME,
    subject: 'คุณสมชาย แก้วมณี แชร์โฟลเดอร์ "ภาพสินค้า-เว็บใหม่" กับคุณ',
    date: "Wed, 14 Oct 2026 11:52:18 +0700",
    text: `สวัสดีค่ะ คุณ Hinata Fujimoto

คุณสมชาย แก้วมณี (Baan Khanom Co., Ltd.) ได้แชร์โฟลเดอร์กับคุณ

โฟลเดอร์: ภาพสินค้า-เว็บใหม่
จำนวนไฟล์: 148 ไฟล์ (2.3 GB)
สิทธิ์: ดูและดาวน์โหลด

ข้อความ: "ภาพสินค้าชุดใหม่ค่ะ ขนาด 2000x2000 พร้อมใช้บนเว็บ"

เปิดโฟลเดอร์: https://drive.faikhlao.co.th/s/f/9XkL2mPq

ไฟเขียวไดรฟ์ · บริษัท ไฟเขียว คลาวด์ จำกัด · 999 ถนนพระราม 4 กรุงเทพฯ 10500`,
    html: `<div style="background:#f2f7f2;padding:28px 0;font-family:Tahoma,'Noto Sans Thai',sans-serif;">
<table align="center" width="520" cellpadding="0" cellspacing="0" style="background:#fff;border-radius:8px;">
<tr><td style="padding:22px 28px;"><img src="https://drive.faikhlao.co.th/static/mail/logo.png" alt="ไฟเขียวไดรฟ์" width="130"></td></tr>
<tr><td style="padding:0 28px 24px;font-size:14px;color:#2c3a2c;line-height:1.8;">
<p>สวัสดีค่ะ คุณ Hinata Fujimoto</p>
<p><b>คุณสมชาย แก้วมณี</b> (Baan Khanom Co., Ltd.) ได้แชร์โฟลเดอร์กับคุณ</p>
<table cellpadding="8" cellspacing="0" width="100%" style="border:1px solid #dfe9df;border-radius:6px;">
<tr><td width="48"><img src="https://drive.faikhlao.co.th/static/mail/folder.png" width="36" alt="โฟลเดอร์"></td>
<td><b>ภาพสินค้า-เว็บใหม่</b><br><span style="font-size:12px;color:#7b8a7b;">148 ไฟล์ · 2.3 GB · ดูและดาวน์โหลด</span></td></tr></table>
<p style="color:#556655;">"ภาพสินค้าชุดใหม่ค่ะ ขนาด 2000x2000 พร้อมใช้บนเว็บ"</p>
<p><a href="https://drive.faikhlao.co.th/s/f/9XkL2mPq" style="background:#2e9e44;color:#fff;padding:10px 24px;border-radius:5px;text-decoration:none;">เปิดโฟลเดอร์</a></p>
</td></tr>
<tr><td style="padding:14px 28px;font-size:11px;color:#9aa79a;border-top:1px solid #eef3ee;">บริษัท ไฟเขียว คลาวด์ จำกัด · 999 ถนนพระราม 4 กรุงเทพฯ 10500 · <a href="https://faikhlao.co.th/privacy" style="color:#9aa79a;">นโยบายความเป็นส่วนตัว</a></td></tr>
</table></div>`,
    enc: "b64",
  },
  // 53
  {
    family: "ganbaru-fit24",
    group: "regional",
    lang: "ja",
    kind: "facility-notice",
    code: null,
    link: null,
    from: "GANBARU FIT 24 福岡赤坂店 <akasaka@ganbarufit24.jp>",
    to: ME,
    subject: "【福岡赤坂店】10月 月会費のお引き落としと設備点検による一部エリア利用停止のお知らせ",
    date: "Thu, 22 Oct 2026 12:00:00 +0900",
    text: `会員の皆さま

いつも GANBARU FIT 24 福岡赤坂店 をご利用いただきありがとうございます。

■ 11月分月会費のお引き落とし
　11月2日（月）に、ご登録の口座・カードより 7,678円（税込）をお引き落としします。
　（会員番号 GF-0400-18273／レギュラー会員）

■ 設備点検のお知らせ
　10月28日（水）1:00〜6:00 は、空調設備点検のため
　フリーウエイトエリアとシャワールームがご利用いただけません。
　マシンエリア・有酸素エリアは通常どおりご利用いただけます。

■ 11月のスタジオレッスン
　パーソナル体験（30分・3,300円）を毎週土曜に実施します。アプリから予約できます。

ご不便をおかけしますが、ご理解のほどよろしくお願いいたします。

GANBARU FIT 24 福岡赤坂店
〒810-0042 福岡市中央区赤坂1-15-30 2F　TEL 092-555-0244`,
    html: null,
    enc: "qp",
  },
  // 54
  {
    family: "jaenung-market",
    group: "regional",
    lang: "ko",
    kind: "login-code",
    code: "903517",
    link: null,
    from: "재능마켓 <no-reply@jaenungmarket.co.kr>",
    to: ME,
    subject: "[재능마켓] 로그인 인증번호 안내",
    date: "Tue, 06 Oct 2026 22:17:03 +0900",
    text: `재능마켓 로그인 인증번호 안내

해외에서 로그인 시도가 있어 이메일 인증이 필요합니다.
아래 인증번호 6자리를 로그인 화면에 입력해 주세요.

인증번호: 903 517

- 인증번호는 발송 후 3분간 유효합니다.
- 본인이 요청하지 않았다면 비밀번호를 변경해 주세요.

재능마켓 고객센터 1544-6620 (평일 10:00~18:00)`,
    html:
      `<table width="100%" cellpadding="0" cellspacing="0" style="background:#f8f8f8;"><tr><td align="center" style="padding:30px 0;">
<table width="500" cellpadding="0" cellspacing="0" style="background:#fff;border-top:4px solid #ffcd00;font-family:'Malgun Gothic','Apple SD Gothic Neo',sans-serif;">
<tr><td style="padding:26px 30px 10px;"><img src="https://img.jaenungmarket.co.kr/mail/logo.png" alt="재능마켓" width="110"></td></tr>
<tr><td style="padding:10px 30px;font-size:15px;color:#333;line-height:1.7;">
<p style="font-size:19px;font-weight:bold;">로그인 인증번호 안내</p>
<p>해외에서 로그인 시도가 있어 이메일 인증이 필요합니다.<br>아래 인증번호 6자리를 로그인 화면에 입력해 주세요.</p>
<div style="background:#fffbe6;border:1px solid #ffe680;text-align:center;padding:18px 0;font-size:30px;font-weight:bold;letter-spacing:5px;">903 517</div>
<p style="font-size:13px;color:#888;">- 인증번호는 발송 후 3분간 유효합니다.<br>- 본인이 요청하지 않았다면 <a href="https://jaenungmarket.co.kr/my/password" style="color:#888;">비밀번호를 변경</a>해 주세요.</p>
</td></tr>
<tr><td style="padding:18px 30px;font-size:11px;color:#aaa;">(주)재능마켓 | 서울특별시 강남구 테헤란로 427 | 고객센터 1544-6620 (평일 10:00~18:00)</td></tr>
</table></td></tr></table>`,
    enc: "b64",
  },
  // 55
  {
    family: "tablotin",
    group: "consumer",
    lang: "fr",
    kind: "weekly-digest",
    code: null,
    link: null,
    from: "Tablotin <resume@tablotin.fr>",
    to: ME,
    subject: "Votre semaine sur « Atelier Brisant – refonte site » : 6 cartes terminées",
    date: "Mon, 19 Oct 2026 07:00:00 +0200",
    text: `Bonjour Hinata,

Voici le résumé de la semaine du 12 au 18 octobre sur « Atelier Brisant – refonte site ».

Terminées (6)
  - Intégration page d'accueil (mobile)
  - Formulaire de contact + reCAPTCHA
  - Page « Nos créations » : galerie filtrable
  - …et 3 autres

À venir
  - Mise en ligne prévue le 30 octobre
  - Claire Vasseur vous a assigné « Traductions EN/JA »

Ouvrir le tableau : https://app.tablotin.fr/t/atelier-brisant-refonte

Vous recevez ce résumé tous les lundis. Se désabonner : https://app.tablotin.fr/preferences/resume?off=1

Tablotin SAS · 14 rue des Tanneurs, 35000 Rennes`,
    html: null,
    enc: "8bit",
  },
];
