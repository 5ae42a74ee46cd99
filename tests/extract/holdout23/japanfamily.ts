/**
 * A family's inbox in Japan with relatives in Korea, over September and October 2026: point cards,
 * payment apps, a net bank and a broker, the ward office, school and cram school, parcels and lockers,
 * a net supermarket, a carrier, streaming, a Seoul trip, a Korean messenger and bank, a hospital and a
 * flea-market app, in Japanese, Korean and English; most of it asks for nothing.
 * @module
 */

import type { Mail } from "../holdout_kit.ts";

const TAKUMI = "石田 拓海 <takumi.ishida@kazemachi-mail.jp>";
const MINJI = "Minji Ishida <minji.ishida@kazemachi-mail.jp>";
const MINJI_KO = "이민지 <minji.ishida@kazemachi-mail.jp>";

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];
const DAYS = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"];

/** An RFC 2822 date in 2026 (Japan and Korea share +0900). */
function on(month: number, day: number, time: string, zone = "+0900"): string {
  const wd = DAYS[new Date(Date.UTC(2026, month - 1, day)).getUTCDay()];
  return `${wd}, ${day} ${MONTHS[month - 1]} 2026 ${time} ${zone}`;
}

// ---------------------------------------------------------------- TSUMUGI point card

function tsumugiPage(pre: string, body: string): string {
  return `<!DOCTYPE html>
<html lang="ja"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">
<title>TSUMUGIポイント</title></head>
<body style="margin:0;padding:0;background:#f3efe6;">
<div style="display:none;max-height:0;overflow:hidden;">${pre}</div>
<table width="100%" cellpadding="0" cellspacing="0" border="0" bgcolor="#f3efe6"><tr><td align="center" style="padding:16px 8px;">
<table width="600" cellpadding="0" cellspacing="0" border="0" style="background:#ffffff;border-top:6px solid #c0392b;">
<tr><td style="padding:20px 24px;"><img src="https://img.tsumugi-point.jp/mail/logo_tsumugi_2x.png" width="168" height="36" alt="TSUMUGIポイント"></td></tr>
<tr><td style="padding:0 24px 24px 24px;font-family:'Hiragino Kaku Gothic ProN',Meiryo,sans-serif;font-size:14px;line-height:1.8;color:#333;">
${body}
</td></tr>
<tr><td style="padding:16px 24px;background:#faf7f2;font-family:Meiryo,sans-serif;font-size:11px;color:#888;line-height:1.7;">
本メールは送信専用アドレスから配信しています。ご返信いただいてもお答えできません。<br>
<a href="https://www.tsumugi-point.jp/help/" style="color:#888;">よくあるご質問</a> ｜
<a href="https://www.tsumugi-point.jp/privacy/" style="color:#888;">個人情報の取り扱い</a> ｜
<a href="https://member.tsumugi-point.jp/mail/settings" style="color:#888;">メール配信設定</a><br>
株式会社ツムギマーケティング 〒150-0043 東京都渋谷区道玄坂1-19-8<br>
&copy; 2026 Tsumugi Marketing Co., Ltd.
</td></tr></table></td></tr></table></body></html>`;
}

const tsumugi: Mail[] = [
  {
    family: "tsumugi-point",
    group: "regional",
    lang: "ja",
    kind: "points-earned",
    code: null,
    link: null,
    from: "TSUMUGIポイント <info@mail.tsumugi-point.jp>",
    to: TAKUMI,
    subject: "【TSUMUGIポイント】9月のポイント獲得明細をお届けします",
    date: on(9, 2, "07:30:12"),
    enc: "qp",
    text: `石田 拓海 様

いつもTSUMUGIポイントをご利用いただきありがとうございます。
8月にご利用いただいた店舗でのポイント獲得明細をお知らせします。

■会員番号：****-****-****-4821
■8月の獲得ポイント：1,240pt
  ・マルヤストア 桜丘店（8/3〜8/29 計6回）   612pt
  ・ドラッグさくら 桜丘駅前店（8/14）        388pt
  ・ガソリンスタンド フジミ（8/21）          240pt
■現在のポイント残高：8,905pt
■うち 2027年3月31日 失効予定：1,020pt

ポイント履歴の詳細は会員ページでご確認いただけます。
https://member.tsumugi-point.jp/history?utm_source=mail&utm_medium=monthly

――――――――――――――――――
TSUMUGIポイント事務局
https://www.tsumugi-point.jp/
メール配信停止：https://member.tsumugi-point.jp/mail/settings
`,
    html: tsumugiPage(
      "8月の獲得ポイントは1,240ptでした。",
      `<p>石田 拓海 様</p>
<p>いつもTSUMUGIポイントをご利用いただきありがとうございます。<br>8月のポイント獲得明細をお知らせします。</p>
<table width="100%" cellpadding="8" cellspacing="0" border="0" style="border:1px solid #e5ddd0;font-size:13px;">
<tr style="background:#faf7f2;"><td>会員番号</td><td align="right">****-****-****-4821</td></tr>
<tr><td>マルヤストア 桜丘店（6回）</td><td align="right">612pt</td></tr>
<tr><td>ドラッグさくら 桜丘駅前店</td><td align="right">388pt</td></tr>
<tr><td>ガソリンスタンド フジミ</td><td align="right">240pt</td></tr>
<tr style="background:#fdf1ef;"><td><b>8月の獲得ポイント</b></td><td align="right"><b style="color:#c0392b;font-size:18px;">1,240pt</b></td></tr>
<tr><td>ポイント残高</td><td align="right">8,905pt</td></tr>
<tr><td>2027/3/31 失効予定</td><td align="right">1,020pt</td></tr>
</table>
<p style="text-align:center;margin:24px 0;"><a href="https://member.tsumugi-point.jp/history?utm_source=mail&amp;utm_medium=monthly" style="display:inline-block;padding:12px 36px;background:#c0392b;color:#fff;text-decoration:none;border-radius:4px;">ポイント履歴を見る</a></p>`,
    ),
  },
  {
    family: "tsumugi-point",
    group: "regional",
    lang: "ja",
    kind: "verify-link",
    code: null,
    link: "https://member.tsumugi-point.jp/account/mail/confirm?token=Qm9x7Tr2LpA8vKe4&mid=88412037",
    from: "TSUMUGIポイント <no-reply@member.tsumugi-point.jp>",
    to: "石田 拓海 <takumi.i.0412@kazemachi-mail.jp>",
    subject: "【TSUMUGIポイント】メールアドレス変更のご確認",
    date: on(9, 9, "22:14:51"),
    enc: "b64",
    text: `※このメールは、メールアドレス変更のお手続きをされた方にお送りしています。

石田 拓海 様

TSUMUGIポイント会員ページにて、登録メールアドレスの変更を受け付けました。
下記URLにアクセスし、変更を確定してください。

https://member.tsumugi-point.jp/account/mail/confirm?token=Qm9x7Tr2LpA8vKe4&mid=88412037

※URLの有効期限は、本メール送信から24時間（2026年9月10日 22:14まで）です。
※期限を過ぎた場合は、お手数ですが最初からお手続きください。
※お手続きに心当たりがない場合は、本メールを破棄してください。変更は行われません。

変更前：t.ish***@kazemachi-mail.jp
変更後：takumi.i.0412@kazemachi-mail.jp

TSUMUGIポイント事務局
お問い合わせ：0120-48-2109（受付 10:00〜18:00 年末年始を除く）
`,
    html: tsumugiPage(
      "メールアドレスの変更を確定してください",
      `<p>石田 拓海 様</p>
<p>TSUMUGIポイント会員ページにて、登録メールアドレスの変更を受け付けました。<br>下のボタンを押して、変更を確定してください。</p>
<table cellpadding="6" cellspacing="0" border="0" style="font-size:13px;color:#555;">
<tr><td>変更前</td><td>t.ish***@kazemachi-mail.jp</td></tr>
<tr><td>変更後</td><td>takumi.i.0412@kazemachi-mail.jp</td></tr>
</table>
<p style="text-align:center;margin:28px 0;"><a href="https://member.tsumugi-point.jp/account/mail/confirm?token=Qm9x7Tr2LpA8vKe4&amp;mid=88412037" style="display:inline-block;padding:14px 40px;background:#c0392b;color:#fff;font-weight:bold;text-decoration:none;border-radius:4px;">メールアドレスの変更を確定する</a></p>
<p style="font-size:12px;color:#777;">ボタンが押せない場合は、以下のURLをブラウザに貼り付けてください。<br>
https://member.tsumugi-point.jp/account/mail/confirm?token=Qm9x7Tr2LpA8vKe4&amp;mid=88412037</p>
<p style="font-size:12px;color:#777;">※有効期限：2026年9月10日 22:14まで<br>※お手続きに心当たりがない場合は、本メールを破棄してください。</p>`,
    ),
  },
  {
    family: "tsumugi-point",
    group: "regional",
    lang: "ja",
    kind: "campaign",
    code: null,
    link: null,
    from: "TSUMUGIポイント <campaign@mail.tsumugi-point.jp>",
    to: TAKUMI,
    subject: "＼エントリー不要／10月1日〜15日はマルヤストアでポイント2倍！",
    date: on(9, 28, "12:00:03"),
    enc: "qp",
    text: `TSUMUGIポイント会員のみなさまへ

10月1日（木）〜10月15日（木）の期間中、マルヤストア全店で
お買い物200円（税込）ごとのポイントが2倍になります。
エントリーは不要です。いつものカードやアプリを提示するだけ！

さらに、期間中に合計5,000円以上お買い物の方の中から抽選で
100名様に1,000ポイントをプレゼント。

▼キャンペーン詳細
https://www.tsumugi-point.jp/campaign/2610-maruya-double/?utm_source=mail&utm_campaign=2610double

※一部対象外の商品（たばこ・切手・商品券等）がございます。
※ポイントは11月中旬に付与予定です。

配信停止はこちら https://member.tsumugi-point.jp/mail/settings
株式会社ツムギマーケティング
`,
    html: tsumugiPage(
      "エントリー不要！マルヤストアでポイント2倍",
      `<p style="text-align:center;"><a href="https://www.tsumugi-point.jp/campaign/2610-maruya-double/?utm_source=mail&amp;utm_campaign=2610double"><img src="https://img.tsumugi-point.jp/mail/2610/kv_double.jpg" width="552" alt="10/1〜10/15 マルヤストアでポイント2倍 エントリー不要" style="display:block;width:100%;max-width:552px;border:0;"></a></p>
<p>10月1日（木）〜10月15日（木）の期間中、マルヤストア全店でお買い物200円（税込）ごとのポイントが<b style="color:#c0392b;">2倍</b>になります。</p>
<p>さらに期間中に合計5,000円以上お買い物の方から、抽選で100名様に<b>1,000ポイント</b>をプレゼント！</p>
<p style="text-align:center;margin:24px 0;"><a href="https://www.tsumugi-point.jp/campaign/2610-maruya-double/?utm_source=mail&amp;utm_campaign=2610double" style="display:inline-block;padding:12px 36px;background:#e67e22;color:#fff;text-decoration:none;border-radius:24px;">キャンペーン詳細を見る</a></p>
<p style="font-size:11px;color:#999;">※たばこ・切手・商品券等は対象外です。※ポイントは11月中旬に付与予定です。</p>`,
    ),
  },
];

// ---------------------------------------------------------------- Ichigo Pay (convenience-store payment app)

const ichigo: Mail[] = [
  {
    family: "ichigo-pay",
    group: "regional",
    lang: "ja",
    kind: "login-code",
    code: "583019",
    link: null,
    from: "いちごペイ <noreply@ichigo-pay.jp>",
    to: MINJI,
    subject: "【いちごペイ】認証コードのお知らせ",
    date: on(9, 4, "18:41:07"),
    html_enc: "b64",
    enc: "8bit",
    text: `いちごペイをご利用いただきありがとうございます。

新しい端末からのログインを受け付けました。
アプリの画面に、以下の認証コードを入力してください。

認証コード：583019

有効期限：発行から10分間
※このコードは第三者に絶対に教えないでください。いちごペイの社員が
 お客さまに認証コードをお尋ねすることはありません。

ログインした覚えがない場合は、パスワードの変更をおすすめします。
ヘルプセンター：https://help.ichigo-pay.jp/

いちごペイ株式会社
`,
    html: `<html><head><meta charset="utf-8"></head>
<body style="margin:0;background:#fff5f6;">
<table role="presentation" width="100%" cellspacing="0" cellpadding="0"><tr><td align="center" style="padding:24px 12px;">
<table role="presentation" width="480" cellspacing="0" cellpadding="0" style="background:#ffffff;border-radius:12px;">
<tr><td align="center" style="padding:28px 24px 8px;"><img src="https://static.ichigo-pay.jp/mail/ichigo_logo.png" width="120" alt="いちごペイ"></td></tr>
<tr><td style="padding:8px 32px;font-family:sans-serif;font-size:15px;color:#222;line-height:1.7;">
<p>新しい端末からのログインを受け付けました。<br>アプリの画面に、以下の認証コードを入力してください。</p>
</td></tr>
<tr><td align="center" style="padding:8px 32px 16px;">
<div style="font-family:Menlo,Consolas,monospace;font-size:34px;font-weight:bold;letter-spacing:10px;color:#e8384f;background:#fff0f2;padding:16px 0;border-radius:8px;">583019</div>
<p style="font-family:sans-serif;font-size:12px;color:#999;">有効期限：発行から10分間</p>
</td></tr>
<tr><td style="padding:0 32px 24px;font-family:sans-serif;font-size:12px;color:#666;line-height:1.7;">
このコードは第三者に絶対に教えないでください。いちごペイの社員がお客さまに認証コードをお尋ねすることはありません。<br>
ログインした覚えがない場合は、パスワードの変更をおすすめします。
</td></tr>
<tr><td align="center" style="padding:16px;border-top:1px solid #f3d9dd;font-family:sans-serif;font-size:11px;color:#aaa;">
<a href="https://help.ichigo-pay.jp/" style="color:#aaa;">ヘルプセンター</a> ・ <a href="https://ichigo-pay.jp/terms" style="color:#aaa;">利用規約</a><br>&copy; Ichigo Pay Inc.
</td></tr></table></td></tr></table></body></html>`,
  },
  {
    family: "ichigo-pay",
    group: "regional",
    lang: "ja",
    kind: "payment-receipt",
    code: null,
    link: null,
    from: "いちごペイ <noreply@ichigo-pay.jp>",
    to: MINJI,
    subject: "【いちごペイ】お支払いが完了しました（648円）",
    date: on(9, 17, "08:02:44"),
    enc: "qp",
    text: `いちごペイでのお支払いが完了しました。

ご利用日時：2026年9月17日 08:02
ご利用店舗：コンビニエンス・マルヤ 桜丘三丁目店
お支払い金額：648円
お支払い方法：いちごペイ残高
獲得予定ポイント：6pt
取引番号：IP2609170802441937

残高：3,214円

ご利用履歴はアプリの「取引履歴」からご確認いただけます。
お心当たりのない取引の場合は、アプリ内「お問い合わせ」からご連絡ください。

------------------------------
いちごペイ株式会社
〒106-0032 東京都港区六本木3-2-1
https://ichigo-pay.jp/
`,
    html: `<html><body style="margin:0;background:#ffffff;font-family:'Hiragino Sans',Meiryo,sans-serif;">
<div style="display:none;">648円のお支払いが完了しました</div>
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center">
<table width="480" cellpadding="0" cellspacing="0">
<tr><td style="padding:20px 16px;border-bottom:3px solid #e8384f;"><img src="https://static.ichigo-pay.jp/mail/ichigo_logo.png" width="100" alt="いちごペイ"></td></tr>
<tr><td style="padding:24px 16px 8px;font-size:16px;font-weight:bold;">お支払いが完了しました</td></tr>
<tr><td style="padding:0 16px;">
<table width="100%" cellpadding="6" cellspacing="0" style="font-size:14px;color:#333;">
<tr><td style="color:#888;">ご利用日時</td><td align="right">2026/09/17 08:02</td></tr>
<tr><td style="color:#888;">ご利用店舗</td><td align="right">コンビニエンス・マルヤ 桜丘三丁目店</td></tr>
<tr><td style="color:#888;">お支払い金額</td><td align="right" style="font-size:22px;font-weight:bold;">648<span style="font-size:13px;">円</span></td></tr>
<tr><td style="color:#888;">お支払い方法</td><td align="right">いちごペイ残高</td></tr>
<tr><td style="color:#888;">獲得予定ポイント</td><td align="right">6pt</td></tr>
<tr><td style="color:#888;">取引番号</td><td align="right">IP2609170802441937</td></tr>
<tr><td style="color:#888;">残高</td><td align="right">3,214円</td></tr>
</table></td></tr>
<tr><td style="padding:20px 16px;font-size:12px;color:#777;">お心当たりのない取引の場合は、アプリ内「お問い合わせ」からご連絡ください。</td></tr>
<tr><td align="center" style="padding:16px;background:#fafafa;font-size:11px;color:#aaa;">
<a href="https://apps.apple.com/jp/app/ichigo-pay/id1598203311"><img src="https://static.ichigo-pay.jp/mail/badge_appstore.png" width="120" alt="App Storeからダウンロード"></a>
<a href="https://play.google.com/store/apps/details?id=jp.ichigopay.android"><img src="https://static.ichigo-pay.jp/mail/badge_googleplay.png" width="135" alt="Google Playで手に入れよう"></a><br>
いちごペイ株式会社 〒106-0032 東京都港区六本木3-2-1</td></tr>
</table></td></tr></table></body></html>`,
  },
  {
    family: "ichigo-pay",
    group: "regional",
    lang: "ja",
    kind: "top-up",
    code: null,
    link: null,
    from: "いちごペイ <noreply@ichigo-pay.jp>",
    to: MINJI,
    subject: "【いちごペイ】チャージ完了のお知らせ",
    date: on(10, 6, "21:19:30"),
    html: null,
    enc: "8bit",
    text: `いちごペイをご利用いただきありがとうございます。
以下の内容でチャージが完了しました。

チャージ日時：2026年10月6日 21:19
チャージ金額：5,000円
チャージ元：ほしかげネット銀行 普通 ****1234
チャージ後残高：6,872円

▼オートチャージの設定はこちら
https://ichigo-pay.jp/app/autocharge

本メールに心当たりのない場合は、至急下記までご連絡ください。
いちごペイ カスタマーサポート 0570-08-1515（24時間受付）

※本メールは送信専用です。
いちごペイ株式会社
`,
  },
];

// ---------------------------------------------------------------- Hoshikage net bank

const hoshikage: Mail[] = [
  {
    family: "hoshikage-net-bank",
    group: "regional",
    lang: "ja",
    kind: "transfer-otp",
    code: "40718352",
    link: null,
    from: "ほしかげネット銀行 <otp@hoshikage-bank.co.jp>",
    to: TAKUMI,
    subject: "【ほしかげネット銀行】振込ワンタイムパスワード",
    date: on(9, 5, "10:26:18"),
    html: null,
    enc: "qp",
    text: `石田 拓海 様

ほしかげネット銀行をご利用いただきありがとうございます。
お振込のお手続きに必要なワンタイムパスワードをお知らせします。

━━━━━━━━━━━━━━━━━━━━
ワンタイムパスワード：4071 8352
━━━━━━━━━━━━━━━━━━━━

お取引内容
　振込先：マルヤ不動産（株）　普通　****562
　振込金額：98,000円

有効期限：2026年9月5日 10:31（5分間）

・ワンタイムパスワードは、お取引画面にのみ入力してください。
・当行が電話やメールでパスワードをお尋ねすることはございません。
・お手続きに心当たりがない場合は、ただちにカスタマーセンターへご連絡ください。

ほしかげネット銀行 カスタマーセンター
0120-761-330（平日9:00〜18:00）
https://www.hoshikage-bank.co.jp/
`,
  },
  {
    family: "hoshikage-net-bank",
    group: "regional",
    lang: "ja",
    kind: "transfer-accepted",
    code: null,
    link: null,
    from: "ほしかげネット銀行 <info@hoshikage-bank.co.jp>",
    to: TAKUMI,
    subject: "【ほしかげネット銀行】お振込受付のお知らせ",
    date: on(9, 5, "10:27:02"),
    enc: "b64",
    text: `石田 拓海 様

以下の内容でお振込を受け付けました。

受付番号：20260905-0048213
受付日時：2026年9月5日 10:27
振込指定日：2026年9月5日
振込先金融機関：みやこ信用金庫 桜丘支店
振込先口座：普通 ****562 マルヤフドウサン（カ
振込金額：98,000円
振込手数料：0円（月5回無料のうち残り3回）

ログイン後の「入出金明細」からもご確認いただけます。
https://www.hoshikage-bank.co.jp/login

ほしかげネット銀行
`,
    html: `<html><head><meta charset="UTF-8"></head><body style="margin:0;background:#eef1f7;">
<center>
<table width="560" cellspacing="0" cellpadding="0" style="background:#fff;font-family:Meiryo,'Yu Gothic',sans-serif;color:#1f2a44;">
<tr><td style="background:#1f2a44;padding:14px 20px;"><img src="https://www.hoshikage-bank.co.jp/mail/img/logo_w.png" width="180" alt="ほしかげネット銀行"></td></tr>
<tr><td style="padding:24px 20px 8px;font-size:14px;">石田 拓海 様<br><br>以下の内容でお振込を受け付けました。</td></tr>
<tr><td style="padding:8px 20px;">
<table width="100%" cellspacing="0" cellpadding="7" border="1" style="border-collapse:collapse;border-color:#d5dae6;font-size:13px;">
<tr><th align="left" width="38%" style="background:#f4f6fb;">受付番号</th><td>20260905-0048213</td></tr>
<tr><th align="left" style="background:#f4f6fb;">受付日時</th><td>2026年9月5日 10:27</td></tr>
<tr><th align="left" style="background:#f4f6fb;">振込指定日</th><td>2026年9月5日</td></tr>
<tr><th align="left" style="background:#f4f6fb;">振込先</th><td>みやこ信用金庫 桜丘支店<br>普通 ****562 マルヤフドウサン（カ</td></tr>
<tr><th align="left" style="background:#f4f6fb;">振込金額</th><td><b>98,000円</b></td></tr>
<tr><th align="left" style="background:#f4f6fb;">振込手数料</th><td>0円（月5回無料のうち残り3回）</td></tr>
</table></td></tr>
<tr><td style="padding:16px 20px;font-size:13px;">ログイン後の「入出金明細」からもご確認いただけます。<br><a href="https://www.hoshikage-bank.co.jp/login" style="color:#2a5bd7;">ログインはこちら</a></td></tr>
<tr><td style="padding:14px 20px;background:#f4f6fb;font-size:11px;color:#6b7489;">株式会社ほしかげネット銀行 登録金融機関 関東財務局長（登金）第689号<br>
<a href="https://www.hoshikage-bank.co.jp/security/" style="color:#6b7489;">セキュリティについて</a> ／ <a href="https://www.hoshikage-bank.co.jp/privacy/" style="color:#6b7489;">プライバシーポリシー</a></td></tr>
</table></center></body></html>`,
  },
  {
    family: "hoshikage-net-bank",
    group: "regional",
    lang: "ja",
    kind: "login-alert",
    code: null,
    link: null,
    from: "ほしかげネット銀行 <info@hoshikage-bank.co.jp>",
    to: TAKUMI,
    subject: "【ほしかげネット銀行】ログインのお知らせ",
    date: on(10, 19, "06:58:41"),
    enc: "qp",
    text: `石田 拓海 様

お客さまの口座にログインがありました。

日時：2026年10月19日 06:58
ご利用環境：iPhone / ほしかげ銀行アプリ 5.12.0
IPアドレス：203.0.113.47

お客さまご本人によるログインであれば、本メールへの対応は不要です。

お心当たりがない場合は、第三者による不正ログインの可能性があります。
すぐに以下のページからパスワードを変更し、カスタマーセンターへご連絡ください。
https://www.hoshikage-bank.co.jp/security/unauthorized/

カスタマーセンター（24時間・年中無休の緊急窓口）0120-761-990

ほしかげネット銀行
`,
    html: `<html><body style="margin:0;background:#eef1f7;">
<center>
<table width="560" cellspacing="0" cellpadding="0" style="background:#fff;font-family:Meiryo,'Yu Gothic',sans-serif;color:#1f2a44;">
<tr><td style="background:#1f2a44;padding:14px 20px;"><img src="https://www.hoshikage-bank.co.jp/mail/img/logo_w.png" width="180" alt="ほしかげネット銀行"></td></tr>
<tr><td style="padding:24px 20px;font-size:14px;line-height:1.8;">
石田 拓海 様<br><br>お客さまの口座にログインがありました。<br>
<table cellpadding="4" style="font-size:13px;margin:12px 0;">
<tr><td style="color:#6b7489;">日時</td><td>2026年10月19日 06:58</td></tr>
<tr><td style="color:#6b7489;">ご利用環境</td><td>iPhone / ほしかげ銀行アプリ 5.12.0</td></tr>
<tr><td style="color:#6b7489;">IPアドレス</td><td>203.0.113.47</td></tr>
</table>
お客さまご本人によるログインであれば、本メールへの対応は不要です。<br><br>
<span style="color:#c62828;">お心当たりがない場合は</span>、第三者による不正ログインの可能性があります。すぐに<a href="https://www.hoshikage-bank.co.jp/security/unauthorized/" style="color:#2a5bd7;">こちら</a>からパスワードを変更し、カスタマーセンター（0120-761-990）へご連絡ください。
</td></tr>
<tr><td style="padding:14px 20px;background:#f4f6fb;font-size:11px;color:#6b7489;">株式会社ほしかげネット銀行 登録金融機関 関東財務局長（登金）第689号</td></tr>
</table></center></body></html>`,
  },
];

// ---------------------------------------------------------------- Kawasemi securities

const PDF_REPORT = `%PDF-1.4
1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj
2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj
3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R >> endobj
4 0 obj << /Length 60 >> stream
BT /F1 12 Tf 60 780 Td (Torihiki Houkokusho 2026-09 Kawasemi) Tj ET
endstream endobj
trailer << /Root 1 0 R >>
%%EOF
`;

const kawasemi: Mail[] = [
  {
    family: "kawasemi-shoken",
    group: "regional",
    lang: "ja",
    kind: "login-code",
    code: "926417",
    link: null,
    from: "かわせみ証券 <security@kawasemi-sec.co.jp>",
    to: TAKUMI,
    subject: "【かわせみ証券】ログイン認証コードのお知らせ",
    date: on(9, 8, "20:03:55"),
    enc: "8bit",
    html_enc: "qp",
    text: `石田 拓海 様

いつもかわせみ証券をご利用いただき、誠にありがとうございます。
ご登録のない端末からログインの操作がありました。
ログインを続けるには、画面に下記の認証コードを入力してください。

　認証コード　926417

　口座番号：123-4567890
　操作日時：2026/09/08 20:03
　有効期限：2026/09/08 20:13

※本メールにお心当たりがない場合は、第三者がお客さまのパスワードを
　使用している可能性があります。速やかにパスワードを変更してください。

かわせみ証券株式会社
金融商品取引業者 関東財務局長（金商）第3012号
加入協会：日本証券業協会
https://www.kawasemi-sec.co.jp/
`,
    html: `<html><head><meta charset="utf-8"></head><body style="margin:0;">
<table width="100%" cellpadding="0" cellspacing="0" style="background:#eaf6f8;"><tr><td align="center" style="padding:20px 0;">
<table width="580" cellpadding="0" cellspacing="0" style="background:#fff;border:1px solid #cfe5ea;">
<tr><td style="padding:16px 24px;border-bottom:2px solid #0a8ea0;"><img src="https://www.kawasemi-sec.co.jp/mail/logo.gif" width="150" height="32" alt="かわせみ証券"></td></tr>
<tr><td style="padding:24px;font-family:'Yu Gothic',Meiryo,sans-serif;font-size:14px;line-height:1.8;color:#222;">
石田 拓海 様<br><br>
ご登録のない端末からログインの操作がありました。<br>ログインを続けるには、画面に下記の認証コードを入力してください。
<table align="center" cellpadding="0" cellspacing="6" style="margin:20px auto;"><tr>
<td style="width:44px;height:56px;border:1px solid #0a8ea0;text-align:center;font-size:28px;font-weight:bold;color:#0a8ea0;">9</td>
<td style="width:44px;height:56px;border:1px solid #0a8ea0;text-align:center;font-size:28px;font-weight:bold;color:#0a8ea0;">2</td>
<td style="width:44px;height:56px;border:1px solid #0a8ea0;text-align:center;font-size:28px;font-weight:bold;color:#0a8ea0;">6</td>
<td style="width:44px;height:56px;border:1px solid #0a8ea0;text-align:center;font-size:28px;font-weight:bold;color:#0a8ea0;">4</td>
<td style="width:44px;height:56px;border:1px solid #0a8ea0;text-align:center;font-size:28px;font-weight:bold;color:#0a8ea0;">1</td>
<td style="width:44px;height:56px;border:1px solid #0a8ea0;text-align:center;font-size:28px;font-weight:bold;color:#0a8ea0;">7</td>
</tr></table>
<table cellpadding="3" style="font-size:13px;color:#555;">
<tr><td>口座番号</td><td>123-4567890</td></tr>
<tr><td>操作日時</td><td>2026/09/08 20:03</td></tr>
<tr><td>有効期限</td><td>2026/09/08 20:13</td></tr>
</table>
<p style="font-size:12px;color:#888;">本メールにお心当たりがない場合は、第三者がお客さまのパスワードを使用している可能性があります。速やかにパスワードを変更してください。</p>
</td></tr>
<tr><td style="padding:14px 24px;background:#f5fafb;font-size:11px;color:#777;">かわせみ証券株式会社 金融商品取引業者 関東財務局長（金商）第3012号<br>加入協会：日本証券業協会 ｜ <a href="https://www.kawasemi-sec.co.jp/" style="color:#0a8ea0;">https://www.kawasemi-sec.co.jp/</a></td></tr>
</table></td></tr></table></body></html>`,
  },
  {
    family: "kawasemi-shoken",
    group: "regional",
    lang: "ja",
    kind: "trade-executed",
    code: null,
    link: null,
    from: "かわせみ証券 <info@kawasemi-sec.co.jp>",
    to: TAKUMI,
    subject: "【かわせみ証券】投資信託 積立買付のご報告（NISA つみたて投資枠）",
    date: on(9, 14, "17:40:09"),
    html: null,
    enc: "qp",
    text: `石田 拓海 様

投資信託の積立買付が約定しましたので、お知らせいたします。

■口座区分：NISA（つみたて投資枠）
■約定日：2026年9月14日
■受渡日：2026年9月17日

ファンド名　　　　　　　　　　　　 金額　　　 基準価額
かわせみ全世界株式インデックス　　 30,000円　 28,412円
かわせみ国内債券ファンド　　　　　 10,000円　 10,877円

■NISA つみたて投資枠 年間利用額：360,000円 / 1,200,000円

取引の詳細は、ログイン後「取引履歴」よりご確認ください。
https://www.kawasemi-sec.co.jp/login/

※投資信託は元本が保証されるものではありません。
かわせみ証券株式会社
金融商品取引業者 関東財務局長（金商）第3012号
`,
  },
  {
    family: "kawasemi-shoken",
    group: "regional",
    lang: "ja",
    kind: "statement",
    code: null,
    link: null,
    from: "かわせみ証券 <info@kawasemi-sec.co.jp>",
    to: TAKUMI,
    subject: "【かわせみ証券】取引報告書（2026年9月分）を交付しました",
    date: on(10, 2, "09:00:00"),
    enc: "b64",
    attachment: ["torihiki_houkokusho_202609.pdf", "application/pdf", PDF_REPORT],
    text: `石田 拓海 様

2026年9月分の取引報告書を電子交付いたしました。
本メールに添付のPDF、またはログイン後の「電子交付書面」からご確認ください。

・書面名：取引報告書（2026年9月分）
・口座番号：123-4567890
・交付日：2026年10月2日

添付ファイルのパスワードは、お客さまの生年月日（西暦8桁）です。
（例：1986年4月12日生まれの場合 19860412）

電子交付書面の保存期間は5年間です。
https://www.kawasemi-sec.co.jp/login/

かわせみ証券株式会社
`,
    html: `<html><body style="font-family:Meiryo,sans-serif;font-size:14px;color:#222;">
<p><img src="https://www.kawasemi-sec.co.jp/mail/logo.gif" width="150" height="32" alt="かわせみ証券"></p>
<p>石田 拓海 様</p>
<p>2026年9月分の取引報告書を電子交付いたしました。<br>本メールに添付のPDF、またはログイン後の「電子交付書面」からご確認ください。</p>
<ul>
<li>書面名：取引報告書（2026年9月分）</li>
<li>口座番号：123-4567890</li>
<li>交付日：2026年10月2日</li>
</ul>
<p>添付ファイルのパスワードは、お客さまの生年月日（西暦8桁）です。</p>
<p><a href="https://www.kawasemi-sec.co.jp/login/">かわせみ証券にログイン</a></p>
<hr><p style="font-size:11px;color:#888;">かわせみ証券株式会社 金融商品取引業者 関東財務局長（金商）第3012号</p>
</body></html>`,
  },
];

// ---------------------------------------------------------------- Sakuragaoka ward e-services

const sakuragaoka: Mail[] = [
  {
    family: "sakuragaoka-ku",
    group: "regional",
    lang: "ja",
    kind: "verify-link",
    code: null,
    link: "https://e-shinsei.city-sakuragaoka.lg.jp/eapply/user/activate.do?key=7f3c09ab52e14d6d9c81f0a2e6b4d713",
    from: "桜丘区 電子申請サービス <e-shinsei@city-sakuragaoka.lg.jp>",
    to: TAKUMI,
    subject: "【桜丘区電子申請】利用者登録（仮登録）のお知らせ",
    date: on(9, 10, "21:47:36"),
    html: null,
    enc: "8bit",
    text: `石田 拓海 様

桜丘区電子申請サービスの利用者仮登録を受け付けました。
まだ登録は完了していません。

以下のURLにアクセスし、本登録を完了してください。
https://e-shinsei.city-sakuragaoka.lg.jp/eapply/user/activate.do?key=7f3c09ab52e14d6d9c81f0a2e6b4d713

※上記URLの有効期限は72時間です。期限を過ぎると仮登録は無効となります。
※URLが改行されている場合は、1行につなげてブラウザのアドレス欄に貼り付けてください。
※本メールにお心当たりのない場合は、お手数ですが破棄してください。

利用者ID（メールアドレス）：takumi.ishida@kazemachi-mail.jp

-------------------------------------------------
桜丘区 総務部 情報政策課
〒153-8575 東京都桜丘区本町二丁目1番1号
電話：03-5722-1111（代表）
受付時間：平日 8時30分〜17時15分
※このメールは送信専用です。返信はできません。
-------------------------------------------------
`,
  },
  {
    family: "sakuragaoka-ku",
    group: "regional",
    lang: "ja",
    kind: "application-received",
    code: null,
    link: null,
    from: "桜丘区 電子申請サービス <e-shinsei@city-sakuragaoka.lg.jp>",
    to: TAKUMI,
    subject: "【桜丘区電子申請】申請到達のお知らせ（到達番号：2026091100481）",
    date: on(9, 11, "07:12:20"),
    html: null,
    enc: "qp",
    text: `石田 拓海 様

以下の申請が到達しました。

到達番号：2026091100481
手続名称：住民票の写し等の交付請求（郵送交付）
到達日時：2026年9月11日 07:12
申請者：石田 拓海
交付通数：2通
手数料：600円（1通300円）
お支払い：クレジットカード（VISA ****7709）

内容を確認のうえ、3〜5開庁日以内にご登録の住所へ郵送いたします。
審査の状況は、電子申請サービスの「申請履歴」で到達番号を入力して確認できます。
https://e-shinsei.city-sakuragaoka.lg.jp/eapply/history/

お問い合わせ先
桜丘区 区民部 戸籍住民課 住民記録係
電話：03-5722-9303
-------------------------------------------------
桜丘区電子申請サービス
※このメールは送信専用です。
`,
  },
  {
    family: "sakuragaoka-ku",
    group: "regional",
    lang: "ja",
    kind: "newsletter",
    code: null,
    link: null,
    from: "さくらがおか区報メール <kuho-mail@city-sakuragaoka.lg.jp>",
    to: TAKUMI,
    subject: "さくらがおか区報メール 10月1日号",
    date: on(10, 1, "09:00:14"),
    enc: "b64",
    text: `さくらがおか区報メール　2026年10月1日号
=================================================

◆1 秋の区民まつり（10月18日・日）
　会場：桜丘中央公園　10時〜16時
　模擬店、子ども向けスタンプラリー、防災体験コーナーなど。
　https://www.city-sakuragaoka.lg.jp/event/kuminmatsuri2026.html

◆2 インフルエンザ予防接種の助成が始まります
　対象：65歳以上の方、生後6か月〜中学3年生
　期間：10月1日〜2027年1月31日
　自己負担額：2,500円（65歳以上）
　https://www.city-sakuragaoka.lg.jp/kenko/yobosesshu/influenza.html

◆3 粗大ごみの受付電話番号が変わります
　11月1日から：0570-05-5374
　インターネット受付は24時間可能です。

◆4 区立図書館 臨時休館のお知らせ
　中央図書館：10月20日（火）〜22日（木）（館内整備のため）

=================================================
配信の登録・解除：https://www.city-sakuragaoka.lg.jp/mailmagazine/
発行：桜丘区 政策経営部 広報課　電話 03-5722-9621
`,
    html: `<html><body style="margin:0;background:#f6f8f4;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center">
<table width="600" cellpadding="0" cellspacing="0" style="background:#fff;font-family:'Yu Gothic',Meiryo,sans-serif;color:#2b2b2b;">
<tr><td style="background:#5a9a3c;padding:18px 20px;color:#fff;font-size:20px;font-weight:bold;"><img src="https://www.city-sakuragaoka.lg.jp/shared/img/kusho_w.png" width="32" height="32" alt="区章" style="vertical-align:middle;"> さくらがおか区報メール <span style="font-size:13px;font-weight:normal;">2026年10月1日号</span></td></tr>
<tr><td style="padding:20px;font-size:14px;line-height:1.8;">
<h3 style="border-left:5px solid #5a9a3c;padding-left:8px;">秋の区民まつり（10月18日・日）</h3>
<p>会場：桜丘中央公園 10時〜16時<br>模擬店、子ども向けスタンプラリー、防災体験コーナーなど。<br><a href="https://www.city-sakuragaoka.lg.jp/event/kuminmatsuri2026.html">詳しくはこちら</a></p>
<h3 style="border-left:5px solid #5a9a3c;padding-left:8px;">インフルエンザ予防接種の助成が始まります</h3>
<p>対象：65歳以上の方、生後6か月〜中学3年生<br>期間：10月1日〜2027年1月31日<br>自己負担額：2,500円（65歳以上）<br><a href="https://www.city-sakuragaoka.lg.jp/kenko/yobosesshu/influenza.html">詳しくはこちら</a></p>
<h3 style="border-left:5px solid #5a9a3c;padding-left:8px;">粗大ごみの受付電話番号が変わります</h3>
<p>11月1日から：0570-05-5374<br>インターネット受付は24時間可能です。</p>
<h3 style="border-left:5px solid #5a9a3c;padding-left:8px;">区立図書館 臨時休館のお知らせ</h3>
<p>中央図書館：10月20日（火）〜22日（木）（館内整備のため）</p>
</td></tr>
<tr><td style="padding:14px 20px;background:#eef4ea;font-size:11px;color:#666;">配信の登録・解除は<a href="https://www.city-sakuragaoka.lg.jp/mailmagazine/">こちら</a><br>発行：桜丘区 政策経営部 広報課 電話 03-5722-9621</td></tr>
</table></td></tr></table></body></html>`,
  },
];

// ---------------------------------------------------------------- Kokoro renraku (school contact service)

const kokoro: Mail[] = [
  {
    family: "kokoro-renraku",
    group: "regional",
    lang: "ja",
    kind: "verify-link",
    code: null,
    link: "https://kokoro-renraku.jp/m/reg/cf?s=hnnh-es&r=Xk2p9QwL7d",
    from: "こころれんらく帳 <entry@kokoro-renraku.jp>",
    to: MINJI,
    subject: "【東七穂小学校】保護者メール登録のご案内",
    date: on(9, 1, "19:05:11"),
    html: null,
    enc: "8bit",
    text: `東七穂小学校 保護者メール登録

空メールを受け付けました。
以下のURLにアクセスし、お子さまの学年・組・お名前を入力して
登録を完了してください。

https://kokoro-renraku.jp/m/reg/cf?s=hnnh-es&r=Xk2p9QwL7d

※URLの有効期限は受信から60分です。
※登録が完了すると「登録完了のお知らせ」が届きます。
※兄弟姉妹がいる場合は、登録完了後に「子どもを追加」から登録できます。

迷惑メール設定をされている方は「kokoro-renraku.jp」からの
メールを受信できるよう設定してください。

--
こころれんらく帳（学校・保護者連絡システム）
運営：株式会社ココロネット
サポート：support@kokoro-renraku.jp
`,
  },
  {
    family: "kokoro-renraku",
    group: "regional",
    lang: "ja",
    kind: "school-notice",
    code: null,
    link: null,
    from: "東七穂小学校 <hnnh-es@kokoro-renraku.jp>",
    to: MINJI,
    subject: "【東七穂小】台風接近に伴う明日（9/24）の対応について",
    date: on(9, 23, "15:32:48"),
    html: null,
    enc: "qp",
    text: `保護者の皆様

東七穂小学校 校長 村井 恵子

台風14号の接近に伴い、明日9月24日（木）は以下のとおり対応いたします。

・午前6時の時点で、桜丘区に「暴風警報」または「特別警報」が
  発表されている場合は、臨時休校とします。
・午前6時以降に警報が解除された場合も、休校とします。
・警報が発表されていない場合は、通常どおり登校とします。
  ただし、危険を感じる場合は無理に登校させず、学校へご連絡ください。

最終的な判断は、明朝6時30分までにこのメールでお知らせします。

学童クラブ（さくらっ子クラブ）の開所については、
区の子ども家庭支援課（03-5722-9855）へお問い合わせください。

東七穂小学校　電話 03-5722-4410
--
このメールは「こころれんらく帳」から送信されています。
返信はできません。
`,
  },
  {
    family: "kokoro-renraku",
    group: "regional",
    lang: "ja",
    kind: "absence-received",
    code: null,
    link: null,
    from: "こころれんらく帳 <noreply@kokoro-renraku.jp>",
    to: MINJI,
    subject: "欠席連絡を受け付けました（4年2組 石田 陽向）",
    date: on(10, 13, "07:21:05"),
    enc: "qp",
    text: `石田 民智 様

以下の内容で欠席連絡を受け付けました。

学校：東七穂小学校
児童：4年2組 石田 陽向
日付：2026年10月13日（火）
区分：欠席
理由：発熱（37.8℃）
連絡事項：昨夜から熱があるため、今日は休ませます。

担任の先生が確認すると「確認済み」になります。
連絡の内容はアプリの「連絡履歴」から確認できます。

こころれんらく帳
https://kokoro-renraku.jp/
`,
    html: `<html><body style="margin:0;background:#fffaf0;font-family:'Hiragino Maru Gothic ProN','Meiryo',sans-serif;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:12px;">
<table width="520" cellpadding="0" cellspacing="0" style="background:#fff;border:2px solid #ffcf6b;border-radius:10px;">
<tr><td style="padding:16px 20px;font-size:15px;color:#a66a00;font-weight:bold;"><img src="https://kokoro-renraku.jp/img/mail/heart.png" width="24" alt="" style="vertical-align:middle;"> 欠席連絡を受け付けました</td></tr>
<tr><td style="padding:0 20px 16px;font-size:14px;color:#333;line-height:1.8;">
石田 民智 様<br>
<table cellpadding="4" cellspacing="0" style="font-size:14px;margin-top:8px;">
<tr><td style="color:#999;">学校</td><td>東七穂小学校</td></tr>
<tr><td style="color:#999;">児童</td><td>4年2組 石田 陽向</td></tr>
<tr><td style="color:#999;">日付</td><td>2026年10月13日（火）</td></tr>
<tr><td style="color:#999;">区分</td><td>欠席</td></tr>
<tr><td style="color:#999;">理由</td><td>発熱（37.8℃）</td></tr>
<tr><td style="color:#999;">連絡事項</td><td>昨夜から熱があるため、今日は休ませます。</td></tr>
</table>
<p style="font-size:12px;color:#888;">担任の先生が確認すると「確認済み」になります。</p>
</td></tr>
<tr><td align="center" style="padding:10px;font-size:11px;color:#bbb;border-top:1px dashed #ffcf6b;"><a href="https://kokoro-renraku.jp/" style="color:#bbb;">こころれんらく帳</a> ｜ 株式会社ココロネット</td></tr>
</table></td></tr></table></body></html>`,
  },
];

// ---------------------------------------------------------------- Shinryoku seminar (cram school)

const shinryoku: Mail[] = [
  {
    family: "shinryoku-seminar",
    group: "regional",
    lang: "ja",
    kind: "attendance-notice",
    code: null,
    link: null,
    from: "新緑ゼミナール 桜丘駅前校 <nyutai@shinryoku-zemi.jp>",
    to: MINJI,
    subject: "[新緑ゼミ] 石田 陽向さんが入室しました",
    date: on(9, 15, "17:52:09"),
    html: null,
    enc: "8bit",
    text: `石田 陽向さんの保護者様

石田 陽向さんが 17:52 に桜丘駅前校に入室しました。

本日の授業：算数（17:55〜19:15）／国語（19:25〜20:45）
退室時にも、あらためてメールでお知らせします。

新緑ゼミナール 桜丘駅前校
TEL 03-5722-3081（受付 14:00〜21:30／日曜休校）
※このメールへの返信はできません。
`,
  },
  {
    family: "shinryoku-seminar",
    group: "regional",
    lang: "ja",
    kind: "reset-link",
    code: null,
    link: "https://mypage.shinryoku-zemi.jp/parent/password/reset?token=b81e44c9d0f7a23e6c5b&sid=S2607114",
    from: "新緑ゼミナール 保護者マイページ <mypage@shinryoku-zemi.jp>",
    to: MINJI,
    subject: "【新緑ゼミナール】パスワード再設定のご案内",
    date: on(9, 29, "22:36:40"),
    enc: "qp",
    text: `石田 民智 様

保護者マイページのパスワード再設定のお申し込みを受け付けました。
以下のURLから、新しいパスワードを設定してください。

https://mypage.shinryoku-zemi.jp/parent/password/reset?token=b81e44c9d0f7a23e6c5b&sid=S2607114

・URLの有効期限：30分
・生徒番号：S2607114（石田 陽向さん）

お申し込みをされていない場合は、このメールを破棄してください。
パスワードは変更されません。

新緑ゼミナール 保護者マイページ事務局
https://www.shinryoku-zemi.jp/
`,
    html: `<!DOCTYPE html><html><head><meta charset="utf-8"></head>
<body style="margin:0;background:#f1f7ef;">
<div style="display:none;font-size:1px;color:#f1f7ef;">30分以内に新しいパスワードを設定してください</div>
<table width="100%" border="0" cellspacing="0" cellpadding="0"><tr><td align="center" style="padding:20px 10px;">
<table width="560" border="0" cellspacing="0" cellpadding="0" style="background:#ffffff;">
<tr><td style="background:#2e8b57;padding:14px 24px;"><img src="https://www.shinryoku-zemi.jp/common/img/mail_logo.png" width="200" alt="新緑ゼミナール"></td></tr>
<tr><td style="padding:28px 24px;font-family:Meiryo,sans-serif;font-size:14px;color:#333;line-height:1.8;">
<p>石田 民智 様</p>
<p>保護者マイページのパスワード再設定のお申し込みを受け付けました。<br>下のボタンから、新しいパスワードを設定してください。</p>
<table border="0" cellspacing="0" cellpadding="0" align="center" style="margin:24px auto;"><tr><td bgcolor="#2e8b57" style="border-radius:6px;">
<a href="https://mypage.shinryoku-zemi.jp/parent/password/reset?token=b81e44c9d0f7a23e6c5b&amp;sid=S2607114" style="display:block;padding:13px 34px;color:#ffffff;font-weight:bold;text-decoration:none;">パスワードを再設定する</a>
</td></tr></table>
<p style="font-size:12px;color:#777;">URLの有効期限：30分<br>生徒番号：S2607114（石田 陽向さん）</p>
<p style="font-size:12px;color:#777;">お申し込みをされていない場合は、このメールを破棄してください。パスワードは変更されません。</p>
</td></tr>
<tr><td style="padding:12px 24px;background:#f7faf6;font-family:Meiryo,sans-serif;font-size:11px;color:#999;">
新緑ゼミナール 保護者マイページ事務局 ｜ <a href="https://www.shinryoku-zemi.jp/privacy/" style="color:#999;">個人情報保護方針</a><br>
株式会社新緑教育 〒153-0064 東京都桜丘区下町1-4-22</td></tr>
</table></td></tr></table></body></html>`,
  },
  {
    family: "shinryoku-seminar",
    group: "regional",
    lang: "ja",
    kind: "results-available",
    code: null,
    link: null,
    from: "新緑ゼミナール 保護者マイページ <mypage@shinryoku-zemi.jp>",
    to: MINJI,
    subject: "【新緑ゼミナール】9月 全国統一学力テストの成績を公開しました",
    date: on(10, 9, "16:00:00"),
    enc: "b64",
    text: `保護者の皆様

9月20日（日）に実施した「全国統一学力テスト（小4）」の
成績帳票を保護者マイページに公開しました。

▼保護者マイページ
https://mypage.shinryoku-zemi.jp/parent/

帳票の見方や今後の学習のポイントについては、
10月24日（土）14:00〜の保護者説明会（桜丘駅前校 3階）でもご説明します。
参加をご希望の方は校舎までお電話ください（03-5722-3081）。

新緑ゼミナール 桜丘駅前校
`,
    html: `<html><body style="font-family:Meiryo,sans-serif;font-size:14px;color:#333;background:#fff;">
<table width="560" cellpadding="0" cellspacing="0" align="center">
<tr><td style="border-bottom:3px solid #2e8b57;padding:10px 0;"><img src="https://www.shinryoku-zemi.jp/common/img/mail_logo_g.png" width="180" alt="新緑ゼミナール"></td></tr>
<tr><td style="padding:20px 0;line-height:1.8;">
<p>保護者の皆様</p>
<p>9月20日（日）に実施した「全国統一学力テスト（小4）」の成績帳票を保護者マイページに公開しました。</p>
<p style="text-align:center;"><a href="https://mypage.shinryoku-zemi.jp/parent/" style="display:inline-block;padding:10px 28px;border:2px solid #2e8b57;color:#2e8b57;text-decoration:none;border-radius:4px;">成績を確認する</a></p>
<p>帳票の見方や今後の学習のポイントについては、10月24日（土）14:00〜の保護者説明会（桜丘駅前校 3階）でもご説明します。参加をご希望の方は校舎までお電話ください（03-5722-3081）。</p>
</td></tr>
<tr><td style="font-size:11px;color:#999;border-top:1px solid #ddd;padding-top:8px;">新緑ゼミナール 桜丘駅前校 ｜ 〒153-0064 東京都桜丘区下町1-4-22</td></tr>
</table></body></html>`,
  },
];

// ---------------------------------------------------------------- Hibari unyu (delivery)

function hibariPage(title: string, rows: string, extra: string): string {
  return `<html><head><meta charset="utf-8"><title>${title}</title></head>
<body style="margin:0;background:#f7f7f7;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:10px;">
<table width="580" cellpadding="0" cellspacing="0" style="background:#fff;font-family:Meiryo,'Hiragino Sans',sans-serif;">
<tr><td style="background:#1b5e9e;padding:12px 18px;"><img src="https://www.hibari-unyu.co.jp/mail/img/hibari_logo.png" width="140" height="30" alt="ひばり運輸"></td></tr>
<tr><td style="padding:18px;font-size:16px;font-weight:bold;color:#1b5e9e;">${title}</td></tr>
<tr><td style="padding:0 18px;"><table width="100%" cellpadding="8" cellspacing="0" style="font-size:13px;border-top:1px solid #ddd;">${rows}</table></td></tr>
<tr><td style="padding:16px 18px;font-size:13px;color:#444;line-height:1.7;">${extra}</td></tr>
<tr><td style="padding:12px 18px;background:#eef3f8;font-size:11px;color:#777;line-height:1.6;">
ひばり運輸 お客さまセンター 0120-19-8820（8:00〜21:00）<br>
<a href="https://www.hibari-unyu.co.jp/faq/" style="color:#1b5e9e;">よくあるご質問</a> ｜ <a href="https://www.hibari-unyu.co.jp/privacy/" style="color:#1b5e9e;">個人情報保護方針</a> ｜ <a href="https://members.hibari-unyu.co.jp/notice/settings" style="color:#1b5e9e;">通知設定</a><br>
&copy; HIBARI UNYU CO., LTD.</td></tr>
</table></td></tr></table></body></html>`;
}

const hibari: Mail[] = [
  {
    family: "hibari-unyu",
    group: "regional",
    lang: "ja",
    kind: "verify-code",
    code: "902715",
    link: null,
    from: "ひばりメンバーズ <members@hibari-unyu.co.jp>",
    to: TAKUMI,
    subject: "【ひばりメンバーズ】メールアドレス確認コード",
    date: on(9, 3, "12:18:26"),
    enc: "qp",
    text: `ひばりメンバーズへのご登録ありがとうございます。

会員登録画面に以下の確認コードを入力し、登録を続けてください。

確認コード：902715

このコードの有効期限は30分です。
お心当たりのない場合は、このメールを破棄してください。

ひばり運輸株式会社
お客さまセンター 0120-19-8820
`,
    html: hibariPage(
      "メールアドレス確認コード",
      `<tr><td align="center" style="padding:20px 0;"><span style="font-size:13px;color:#666;">確認コード</span><br><span style="font-size:32px;font-weight:bold;letter-spacing:6px;color:#222;">902715</span></td></tr>`,
      "会員登録画面に上記の確認コードを入力し、登録を続けてください。<br>このコードの有効期限は30分です。お心当たりのない場合は、このメールを破棄してください。",
    ),
  },
  {
    family: "hibari-unyu",
    group: "regional",
    lang: "ja",
    kind: "delivery-scheduled",
    code: null,
    link: null,
    from: "ひばり運輸 <notice@hibari-unyu.co.jp>",
    to: TAKUMI,
    subject: "【ひばり運輸】お荷物お届け予定のお知らせ",
    date: on(10, 2, "20:11:43"),
    enc: "b64",
    text: `石田 拓海 様

ひばりメンバーズにご登録の住所宛てに、お荷物をお届けする予定です。

送り状番号：4120-3398-1027
ご依頼主：トツカ家電オンライン 様
品名：家電製品
お届け予定日時：10月3日（土） 午前中

▼お届け日時・場所の変更（置き配・営業所受取）はこちら
https://members.hibari-unyu.co.jp/delivery/change?no=412033981027

ご不在の場合は不在連絡票を投函いたします。

ひばり運輸株式会社
`,
    html: hibariPage(
      "お荷物お届け予定のお知らせ",
      `<tr><td style="color:#777;width:38%;">送り状番号</td><td><b>4120-3398-1027</b></td></tr>
<tr><td style="color:#777;">ご依頼主</td><td>トツカ家電オンライン 様</td></tr>
<tr><td style="color:#777;">品名</td><td>家電製品</td></tr>
<tr><td style="color:#777;">お届け予定日時</td><td>10月3日（土） 午前中</td></tr>`,
      `お届け日時・場所の変更（置き配・営業所受取）は<a href="https://members.hibari-unyu.co.jp/delivery/change?no=412033981027" style="color:#1b5e9e;">こちら</a>から。<br>ご不在の場合は不在連絡票を投函いたします。`,
    ),
  },
  {
    family: "hibari-unyu",
    group: "regional",
    lang: "ja",
    kind: "delivered",
    code: null,
    link: null,
    from: "ひばり運輸 <notice@hibari-unyu.co.jp>",
    to: TAKUMI,
    subject: "【ひばり運輸】お荷物のお届けが完了しました（置き配）",
    date: on(10, 3, "10:48:02"),
    enc: "qp",
    text: `石田 拓海 様

お荷物のお届けが完了しました。

送り状番号：4120-3398-1027
お届け日時：10月3日（土） 10:47
お届け場所：玄関前（置き配）

置き配の写真はメンバーズページで確認できます。
https://members.hibari-unyu.co.jp/delivery/detail?no=412033981027

お荷物が見当たらない場合は、お客さまセンター（0120-19-8820）までご連絡ください。

ひばり運輸株式会社
`,
    html: hibariPage(
      "お届けが完了しました",
      `<tr><td style="color:#777;width:38%;">送り状番号</td><td>4120-3398-1027</td></tr>
<tr><td style="color:#777;">お届け日時</td><td>10月3日（土） 10:47</td></tr>
<tr><td style="color:#777;">お届け場所</td><td>玄関前（置き配）</td></tr>`,
      `<img src="https://members.hibari-unyu.co.jp/delivery/photo_thumb?no=412033981027" width="200" alt="置き配写真" style="border:1px solid #ddd;"><br>
置き配の写真は<a href="https://members.hibari-unyu.co.jp/delivery/detail?no=412033981027" style="color:#1b5e9e;">メンバーズページ</a>で確認できます。<br>お荷物が見当たらない場合は、お客さまセンターまでご連絡ください。`,
    ),
  },
];

// ---------------------------------------------------------------- Suzume BOX (parcel lockers)

const suzume: Mail[] = [
  {
    family: "suzume-box",
    group: "regional",
    lang: "ja",
    kind: "pickup-code",
    code: "38275106",
    link: null,
    from: "スズメBOX <info@suzume-box.jp>",
    to: MINJI,
    subject: "【スズメBOX】お荷物が到着しました（桜丘駅東口）",
    date: on(9, 7, "14:03:29"),
    enc: "8bit",
    html_enc: "b64",
    text: `スズメBOXをご利用いただきありがとうございます。
ご指定のロッカーにお荷物が到着しました。

■受取場所：スズメBOX 桜丘駅東口（東口改札を出て右、コインロッカー横）
■ロッカー番号：B-14
■認証番号：3827 5106
■保管期限：2026年9月10日（木）23:59
■伝票番号：5518-2207-4436

【受け取り方法】
1. ロッカー画面の「受け取り」をタッチ
2. 認証番号（8桁）を入力
3. 扉が開いたらお荷物をお取りください

保管期限を過ぎたお荷物は、差出人へ返送されます。

スズメBOX サポートデスク 0570-02-3310（9:00〜20:00）
https://suzume-box.jp/
`,
    html: `<html><head><meta charset="utf-8"></head><body style="margin:0;background:#fbf6ee;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:16px;">
<table width="520" cellpadding="0" cellspacing="0" style="background:#fff;border-radius:8px;font-family:'Hiragino Sans',Meiryo,sans-serif;color:#3a2e22;">
<tr><td style="padding:18px 22px;"><img src="https://suzume-box.jp/mail/logo_suzume.png" width="130" alt="スズメBOX"></td></tr>
<tr><td style="padding:0 22px;font-size:17px;font-weight:bold;">お荷物が到着しました</td></tr>
<tr><td style="padding:12px 22px;font-size:14px;line-height:1.7;">ご指定のロッカーにお荷物が到着しました。<br>保管期限までにお受け取りください。</td></tr>
<tr><td align="center" style="padding:8px 22px;">
<table cellpadding="0" cellspacing="0" style="background:#8b5a2b;border-radius:8px;width:100%;"><tr><td align="center" style="padding:16px;color:#fff;">
<span style="font-size:12px;">認証番号</span><br>
<span style="font-size:30px;font-weight:bold;letter-spacing:4px;">3827 5106</span><br>
<span style="font-size:12px;">ロッカー番号 B-14</span>
</td></tr></table></td></tr>
<tr><td style="padding:14px 22px;"><table width="100%" cellpadding="6" style="font-size:13px;">
<tr><td style="color:#8a7a68;">受取場所</td><td>スズメBOX 桜丘駅東口<br><span style="font-size:12px;color:#8a7a68;">東口改札を出て右、コインロッカー横</span></td></tr>
<tr><td style="color:#8a7a68;">保管期限</td><td>2026年9月10日（木）23:59</td></tr>
<tr><td style="color:#8a7a68;">伝票番号</td><td>5518-2207-4436</td></tr>
</table></td></tr>
<tr><td style="padding:0 22px 16px;font-size:12px;color:#555;line-height:1.7;">【受け取り方法】<br>1. ロッカー画面の「受け取り」をタッチ<br>2. 認証番号（8桁）を入力<br>3. 扉が開いたらお荷物をお取りください</td></tr>
<tr><td style="padding:12px 22px;background:#f4ece0;font-size:11px;color:#8a7a68;border-radius:0 0 8px 8px;">
<a href="https://suzume-box.jp/locations/sakuragaoka-east" style="color:#8b5a2b;">設置場所の地図</a> ・ <a href="https://suzume-box.jp/faq" style="color:#8b5a2b;">よくあるご質問</a><br>
スズメBOX サポートデスク 0570-02-3310（9:00〜20:00）</td></tr>
</table></td></tr></table></body></html>`,
  },
  {
    family: "suzume-box",
    group: "regional",
    lang: "ja",
    kind: "pickup-reminder",
    code: "60149832",
    link: null,
    from: "スズメBOX <info@suzume-box.jp>",
    to: MINJI,
    subject: "【スズメBOX】保管期限が近づいています（あと1日）",
    date: on(10, 21, "09:00:41"),
    html: null,
    enc: "qp",
    text: `スズメBOXからのお知らせです。

ロッカーに保管中のお荷物の保管期限が、明日までとなっています。
お早めにお受け取りください。

受取場所：スズメBOX マルヤストア桜丘店（1階 サービスカウンター前）
ロッカー番号：A-03
認証番号：6014 9832
保管期限：2026年10月22日（木）23:59
差出人：フルマチ（らくらく配送）
伝票番号：5518-3390-0172

期限を過ぎると差出人へ返送され、再度のお届けには送料がかかる場合があります。

スズメBOX サポートデスク 0570-02-3310
https://suzume-box.jp/
`,
  },
  {
    family: "suzume-box",
    group: "regional",
    lang: "ja",
    kind: "pickup-done",
    code: null,
    link: null,
    from: "スズメBOX <info@suzume-box.jp>",
    to: MINJI,
    subject: "【スズメBOX】お荷物の受け取りが完了しました / Your parcel has been collected",
    date: on(10, 22, "19:26:15"),
    enc: "qp",
    text: `お荷物の受け取りが完了しました。
Your parcel has been collected.

受取日時 / Collected at：2026/10/22 19:26
受取場所 / Locker：スズメBOX マルヤストア桜丘店 A-03
伝票番号 / Tracking No.：5518-3390-0172

ご利用ありがとうございました。
Thank you for using Suzume BOX.

お心当たりのない場合は、サポートデスク（0570-02-3310）までご連絡ください。
If you did not collect this parcel, please contact our support desk.
`,
    html: `<html><body style="margin:0;font-family:sans-serif;background:#fbf6ee;">
<table width="520" align="center" cellpadding="0" cellspacing="0" style="background:#fff;margin:16px auto;">
<tr><td style="padding:16px 20px;"><img src="https://suzume-box.jp/mail/logo_suzume.png" width="110" alt="Suzume BOX"></td></tr>
<tr><td style="padding:0 20px 12px;font-size:16px;font-weight:bold;color:#3a2e22;">お荷物の受け取りが完了しました<br><span style="font-size:13px;font-weight:normal;color:#8a7a68;">Your parcel has been collected</span></td></tr>
<tr><td style="padding:0 20px;"><table width="100%" cellpadding="6" style="font-size:13px;border-top:1px solid #eee;">
<tr><td style="color:#8a7a68;">受取日時 / Collected at</td><td>2026/10/22 19:26</td></tr>
<tr><td style="color:#8a7a68;">受取場所 / Locker</td><td>スズメBOX マルヤストア桜丘店 A-03</td></tr>
<tr><td style="color:#8a7a68;">伝票番号 / Tracking No.</td><td>5518-3390-0172</td></tr>
</table></td></tr>
<tr><td style="padding:16px 20px;font-size:12px;color:#777;">お心当たりのない場合は、サポートデスク（0570-02-3310）までご連絡ください。<br>If you did not collect this parcel, please contact our support desk.</td></tr>
</table></body></html>`,
  },
];

// ---------------------------------------------------------------- Yaoyoshi net supermarket

function yaoyoshiFooter(): string {
  return `<tr><td style="padding:14px 20px;background:#3d2b1f;color:#d9c9b6;font-size:11px;line-height:1.7;">
八百吉ネットスーパー（運営：株式会社八百吉）〒153-0051 東京都桜丘区上町3-8-1<br>
お問い合わせ 0120-841-418（9:00〜19:00）<br>
<a href="https://netsuper.yaoyoshi.co.jp/mypage/mail" style="color:#f3c26b;">メール配信停止</a> ｜ <a href="https://netsuper.yaoyoshi.co.jp/guide/" style="color:#f3c26b;">ご利用ガイド</a> ｜ <a href="https://www.instagram.com/yaoyoshi_official/" style="color:#f3c26b;">Instagram</a>
</td></tr>`;
}

const yaoyoshi: Mail[] = [
  {
    family: "yaoyoshi-net-super",
    group: "regional",
    lang: "ja",
    kind: "order-confirmed",
    code: null,
    link: null,
    from: "八百吉ネットスーパー <order@netsuper.yaoyoshi.co.jp>",
    to: MINJI,
    subject: "【八百吉ネットスーパー】ご注文ありがとうございます（注文番号 YN-2609-338172）",
    date: on(9, 12, "08:44:19"),
    enc: "8bit",
    html_enc: "qp",
    text: `石田 民智 様

八百吉ネットスーパーをご利用いただきありがとうございます。
以下の内容でご注文を承りました。

注文番号：YN-2609-338172
お届け日時：9月13日（日） 16:00〜18:00
お届け先：東京都桜丘区上町2-14-6 グランシエル桜丘 503

-----------------------------------
国産豚こま切れ 400g          1  ¥598
キャベツ 1玉                 1  ¥198
たまご Mサイズ 10個          2  ¥516
牛乳 1000ml                  2  ¥456
絹ごし豆腐 3連               1  ¥138
キムチ 300g                  1  ¥348
バナナ 1房                   1  ¥178
-----------------------------------
商品合計                        ¥2,432
配送料                          ¥330
合計（税込）                    ¥2,762
お支払い：クレジットカード（VISA ****7709）
-----------------------------------

ご注文の変更・キャンセルは、9月13日 10:00まで「注文履歴」から可能です。
https://netsuper.yaoyoshi.co.jp/mypage/orders

欠品の場合は、近い商品でお届けするか、お届けを見送らせていただきます。

八百吉ネットスーパー
`,
    html: `<html><head><meta charset="utf-8"></head><body style="margin:0;background:#fdf8ef;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center">
<table width="600" cellpadding="0" cellspacing="0" style="background:#fff;font-family:Meiryo,sans-serif;color:#333;">
<tr><td style="padding:16px 20px;border-bottom:4px solid #e2762b;"><img src="https://netsuper.yaoyoshi.co.jp/img/mail/logo.png" width="190" alt="八百吉ネットスーパー"></td></tr>
<tr><td style="padding:20px;font-size:14px;line-height:1.8;">石田 民智 様<br>以下の内容でご注文を承りました。</td></tr>
<tr><td style="padding:0 20px;">
<table width="100%" cellpadding="6" cellspacing="0" style="font-size:13px;background:#fdf3e6;">
<tr><td>注文番号</td><td><b>YN-2609-338172</b></td></tr>
<tr><td>お届け日時</td><td>9月13日（日） 16:00〜18:00</td></tr>
<tr><td>お届け先</td><td>東京都桜丘区上町2-14-6 グランシエル桜丘 503</td></tr>
</table>
<table width="100%" cellpadding="6" cellspacing="0" style="font-size:13px;margin-top:12px;border-collapse:collapse;">
<tr style="border-bottom:1px solid #eee;"><td>国産豚こま切れ 400g</td><td align="center">1</td><td align="right">¥598</td></tr>
<tr style="border-bottom:1px solid #eee;"><td>キャベツ 1玉</td><td align="center">1</td><td align="right">¥198</td></tr>
<tr style="border-bottom:1px solid #eee;"><td>たまご Mサイズ 10個</td><td align="center">2</td><td align="right">¥516</td></tr>
<tr style="border-bottom:1px solid #eee;"><td>牛乳 1000ml</td><td align="center">2</td><td align="right">¥456</td></tr>
<tr style="border-bottom:1px solid #eee;"><td>絹ごし豆腐 3連</td><td align="center">1</td><td align="right">¥138</td></tr>
<tr style="border-bottom:1px solid #eee;"><td>キムチ 300g</td><td align="center">1</td><td align="right">¥348</td></tr>
<tr style="border-bottom:1px solid #eee;"><td>バナナ 1房</td><td align="center">1</td><td align="right">¥178</td></tr>
<tr><td colspan="2" align="right">商品合計</td><td align="right">¥2,432</td></tr>
<tr><td colspan="2" align="right">配送料</td><td align="right">¥330</td></tr>
<tr><td colspan="2" align="right"><b>合計（税込）</b></td><td align="right"><b style="font-size:16px;color:#e2762b;">¥2,762</b></td></tr>
</table></td></tr>
<tr><td style="padding:16px 20px;font-size:12px;color:#666;">ご注文の変更・キャンセルは、9月13日 10:00まで<a href="https://netsuper.yaoyoshi.co.jp/mypage/orders" style="color:#e2762b;">注文履歴</a>から可能です。<br>欠品の場合は、近い商品でお届けするか、お届けを見送らせていただきます。</td></tr>
${yaoyoshiFooter()}
</table></td></tr></table></body></html>`,
  },
  {
    family: "yaoyoshi-net-super",
    group: "regional",
    lang: "ja",
    kind: "out-for-delivery",
    code: null,
    link: null,
    from: "八百吉ネットスーパー <order@netsuper.yaoyoshi.co.jp>",
    to: MINJI,
    subject: "【八百吉ネットスーパー】本日お届けします・欠品のお知らせ",
    date: on(9, 13, "14:55:02"),
    html: null,
    enc: "8bit",
    text: `石田 民智 様

ご注文の商品を本日 16:00〜18:00 にお届けします。
（注文番号 YN-2609-338172）

大変申し訳ございません。以下の商品が欠品となりました。
・キムチ 300g（¥348）→ お届けを見送らせていただきます

ご請求金額は ¥2,414（税込）に変更となります。

配達スタッフが到着しましたら、インターホンでお知らせします。
ご不在の場合は、お手数ですが店舗（03-5722-6180）までご連絡ください。

八百吉ネットスーパー 桜丘上町店
`,
  },
  {
    family: "yaoyoshi-net-super",
    group: "regional",
    lang: "ja",
    kind: "newsletter",
    code: null,
    link: null,
    from: "八百吉ネットスーパー <news@netsuper.yaoyoshi.co.jp>",
    to: MINJI,
    subject: "🍠今週のおすすめ｜さつまいも・新米フェア／配送料無料デー 10/20",
    date: on(10, 15, "10:30:00"),
    enc: "b64",
    text: `八百吉ネットスーパー 今週のおすすめ（10/15〜10/21）

■新米フェア
 茨城県産コシヒカリ 5kg ¥2,980（税込）
■さつまいも（紅はるか）1袋 ¥298
■10月20日（火）は配送料無料デー！
 3,000円以上のご注文で配送料0円

▼今週のチラシを見る
https://netsuper.yaoyoshi.co.jp/flyer/?week=2642&utm_source=newsletter

※価格は10月15日時点のものです。数量限定の商品もございます。
配信停止：https://netsuper.yaoyoshi.co.jp/mypage/mail
`,
    html: `<html><head><meta charset="utf-8"></head><body style="margin:0;background:#fdf8ef;">
<div style="display:none;">新米フェア開催中！10/20は配送料無料デー</div>
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center">
<table width="600" cellpadding="0" cellspacing="0" style="background:#fff;font-family:Meiryo,sans-serif;color:#333;">
<tr><td><a href="https://netsuper.yaoyoshi.co.jp/flyer/?week=2642&amp;utm_source=newsletter"><img src="https://netsuper.yaoyoshi.co.jp/img/mail/2642/header.jpg" width="600" alt="今週のおすすめ 新米フェア" style="display:block;"></a></td></tr>
<tr><td style="padding:16px 20px;"><table width="100%" cellpadding="0" cellspacing="0"><tr>
<td width="50%" align="center" style="padding:8px;"><img src="https://netsuper.yaoyoshi.co.jp/img/mail/2642/rice.jpg" width="250" alt="茨城県産コシヒカリ 5kg"><br><b>茨城県産コシヒカリ 5kg</b><br><span style="color:#d0021b;font-size:20px;">¥2,980</span></td>
<td width="50%" align="center" style="padding:8px;"><img src="https://netsuper.yaoyoshi.co.jp/img/mail/2642/imo.jpg" width="250" alt="さつまいも 紅はるか"><br><b>さつまいも（紅はるか）1袋</b><br><span style="color:#d0021b;font-size:20px;">¥298</span></td>
</tr></table></td></tr>
<tr><td align="center" style="padding:12px 20px;background:#fff3d6;font-size:15px;"><b>10月20日（火）は配送料無料デー！</b><br><span style="font-size:12px;">3,000円以上のご注文で配送料0円</span></td></tr>
<tr><td align="center" style="padding:20px;"><a href="https://netsuper.yaoyoshi.co.jp/flyer/?week=2642&amp;utm_source=newsletter" style="display:inline-block;background:#e2762b;color:#fff;padding:12px 40px;border-radius:30px;text-decoration:none;">今週のチラシを見る</a></td></tr>
${yaoyoshiFooter()}
</table></td></tr></table></body></html>`,
  },
];

// ---------------------------------------------------------------- Sorafune mobile (carrier)

const SORAFUNE_FOOT_TEXT = `━━━━━━━━━━━━━━━━━━━━
そらふねモバイル
My sorafune：https://my.sorafune-mobile.jp/
お問い合わせ：157（そらふね携帯から・無料）／0800-700-1570
株式会社そらふねコミュニケーションズ
━━━━━━━━━━━━━━━━━━━━`;

const sorafune: Mail[] = [
  {
    family: "sorafune-mobile",
    group: "regional",
    lang: "ja",
    kind: "login-code",
    code: "7351",
    link: null,
    from: "そらふねモバイル <no-reply@id.sorafune-mobile.jp>",
    to: TAKUMI,
    subject: "My sorafune ワンタイムパスワード",
    date: on(9, 6, "11:09:58"),
    html: null,
    enc: "8bit",
    text: `My sorafune へのログインに必要なワンタイムパスワードです。

ワンタイムパスワード：7351

ログイン画面に4桁の数字を入力してください。
有効期限：15分（2026/09/06 11:24 まで）

※ワンタイムパスワードを他人に教えないでください。
※お心当たりのない場合は、本メールを削除してください。

${SORAFUNE_FOOT_TEXT}
`,
  },
  {
    family: "sorafune-mobile",
    group: "regional",
    lang: "ja",
    kind: "invite-link",
    code: null,
    link: "https://my.sorafune-mobile.jp/family/join?inv=FG-20260916-3k9QpZ",
    from: "そらふねモバイル <no-reply@my.sorafune-mobile.jp>",
    to: MINJI,
    subject: "石田 拓海さんから「そらふね家族割」グループへの招待が届いています",
    date: on(9, 16, "21:30:12"),
    enc: "qp",
    text: `石田 民智 様

石田 拓海さん（090-****-4418）から、「そらふね家族割」グループへの招待が届いています。

グループに参加すると、グループ内の回線数に応じて毎月の料金が割引になります。
（2回線：各回線 550円引き／3回線以上：各回線 1,100円引き）

招待を承認するには、以下のURLからMy sorafuneにログインしてください。
https://my.sorafune-mobile.jp/family/join?inv=FG-20260916-3k9QpZ

招待の有効期限：2026年9月30日
割引は、承認した翌月のご利用分から適用されます。

${SORAFUNE_FOOT_TEXT}
`,
    html: `<!DOCTYPE html><html><head><meta charset="utf-8"></head>
<body style="margin:0;background:#e9f2fb;">
<div style="display:none;">家族割グループに参加すると毎月の料金が割引になります</div>
<table width="100%" cellspacing="0" cellpadding="0"><tr><td align="center" style="padding:24px 8px;">
<table width="560" cellspacing="0" cellpadding="0" style="background:#ffffff;border-radius:10px;overflow:hidden;">
<tr><td style="background:linear-gradient(90deg,#1565c0,#42a5f5);background-color:#1e88e5;padding:18px 24px;"><img src="https://img.sorafune-mobile.jp/mail/logo_white.png" width="170" alt="そらふねモバイル"></td></tr>
<tr><td style="padding:28px 24px 8px;font-family:'Hiragino Sans',Meiryo,sans-serif;font-size:18px;font-weight:bold;color:#0d3c78;">家族割グループへの招待</td></tr>
<tr><td style="padding:8px 24px;font-family:'Hiragino Sans',Meiryo,sans-serif;font-size:14px;line-height:1.8;color:#333;">
石田 民智 様<br><br>
<b>石田 拓海</b>さん（090-****-4418）から、「そらふね家族割」グループへの招待が届いています。<br>
グループに参加すると、グループ内の回線数に応じて毎月の料金が割引になります。
<table cellpadding="6" cellspacing="0" style="margin:12px 0;font-size:13px;background:#f1f7fd;width:100%;">
<tr><td>2回線</td><td align="right">各回線 550円引き</td></tr>
<tr><td>3回線以上</td><td align="right">各回線 1,100円引き</td></tr>
</table></td></tr>
<tr><td align="center" style="padding:12px 24px 24px;"><a href="https://my.sorafune-mobile.jp/family/join?inv=FG-20260916-3k9QpZ" style="display:inline-block;background:#1e88e5;color:#fff;font-family:sans-serif;font-size:15px;font-weight:bold;padding:14px 48px;border-radius:28px;text-decoration:none;">招待を確認して参加する</a>
<p style="font-family:sans-serif;font-size:12px;color:#888;">招待の有効期限：2026年9月30日<br>割引は、承認した翌月のご利用分から適用されます。</p></td></tr>
<tr><td style="padding:16px 24px;background:#f5f8fb;font-family:sans-serif;font-size:11px;color:#888;line-height:1.7;">
お問い合わせ：157（そらふね携帯から・無料）／0800-700-1570<br>
<a href="https://www.sorafune-mobile.jp/support/" style="color:#1e88e5;">サポート</a> ｜ <a href="https://www.sorafune-mobile.jp/privacy/" style="color:#1e88e5;">プライバシーポリシー</a><br>
&copy; 2026 Sorafune Communications, Inc.</td></tr>
</table></td></tr></table></body></html>`,
  },
  {
    family: "sorafune-mobile",
    group: "regional",
    lang: "ja",
    kind: "bill-ready",
    code: null,
    link: null,
    from: "そらふねモバイル <info@my.sorafune-mobile.jp>",
    to: TAKUMI,
    subject: "【そらふねモバイル】9月ご利用分のご請求金額が確定しました",
    date: on(10, 8, "09:15:27"),
    enc: "b64",
    text: `石田 拓海 様

2026年9月ご利用分のご請求金額が確定しました。

ご請求金額：8,206円（税込）
　回線1 090-****-4418（そらふね ミドル 20GB）4,378円
　回線2 080-****-2096（そらふね ライト 3GB） 2,728円
　端末分割支払金（12/24回目）              1,650円
　そらふね家族割                           -550円
お支払い予定日：2026年10月27日（口座振替）
ご利用ポイント：0pt ／ 獲得ポイント：82pt

内訳の詳細はMy sorafuneの「料金明細」でご確認ください。
https://my.sorafune-mobile.jp/bill/202609

${SORAFUNE_FOOT_TEXT}
`,
    html: `<html><body style="margin:0;background:#e9f2fb;font-family:Meiryo,sans-serif;">
<table width="560" align="center" cellspacing="0" cellpadding="0" style="background:#fff;margin:20px auto;">
<tr><td style="background-color:#1e88e5;padding:16px 24px;"><img src="https://img.sorafune-mobile.jp/mail/logo_white.png" width="150" alt="そらふねモバイル"></td></tr>
<tr><td style="padding:20px 24px;font-size:14px;color:#333;">石田 拓海 様<br>2026年9月ご利用分のご請求金額が確定しました。</td></tr>
<tr><td align="center" style="padding:0 24px 16px;"><div style="background:#f1f7fd;padding:16px;border-radius:8px;"><span style="font-size:12px;color:#666;">ご請求金額（税込）</span><br><span style="font-size:30px;font-weight:bold;color:#0d3c78;">8,206</span><span style="font-size:14px;">円</span></div></td></tr>
<tr><td style="padding:0 24px;"><table width="100%" cellpadding="6" style="font-size:13px;">
<tr><td>090-****-4418（そらふね ミドル 20GB）</td><td align="right">4,378円</td></tr>
<tr><td>080-****-2096（そらふね ライト 3GB）</td><td align="right">2,728円</td></tr>
<tr><td>端末分割支払金（12/24回目）</td><td align="right">1,650円</td></tr>
<tr><td>そらふね家族割</td><td align="right">-550円</td></tr>
<tr><td>お支払い予定日</td><td align="right">2026年10月27日（口座振替）</td></tr>
</table></td></tr>
<tr><td align="center" style="padding:20px 24px;"><a href="https://my.sorafune-mobile.jp/bill/202609" style="color:#1e88e5;">料金明細を見る</a></td></tr>
<tr><td style="padding:14px 24px;background:#f5f8fb;font-size:11px;color:#888;">株式会社そらふねコミュニケーションズ ｜ お問い合わせ 0800-700-1570</td></tr>
</table></body></html>`,
  },
  {
    family: "sorafune-mobile",
    group: "regional",
    lang: "ja",
    kind: "contract-changed",
    code: null,
    link: null,
    from: "そらふねモバイル <info@my.sorafune-mobile.jp>",
    to: MINJI,
    subject: "【そらふねモバイル】料金プラン変更お手続き完了のお知らせ",
    date: on(10, 17, "15:47:33"),
    html: null,
    enc: "qp",
    text: `石田 民智 様

以下の内容で、お手続きが完了しました。

受付番号：SF-2610-17-0093318
お手続き内容：料金プラン変更
電話番号：080-****-2096
変更前：そらふね ライト 3GB（月額 2,728円）
変更後：そらふね ミドル 20GB（月額 4,378円）
適用開始日：2026年11月1日

海外ローミング（韓国）をご利用の際は、出発前にMy sorafuneで
「海外データ定額」の設定をご確認ください。

お手続きに心当たりがない場合は、157（無料）までご連絡ください。

${SORAFUNE_FOOT_TEXT}
`,
  },
];

// ---------------------------------------------------------------- Tsukuyomi video (streaming)

const tsukuyomi: Mail[] = [
  {
    family: "tsukuyomi-video",
    group: "consumer",
    lang: "ja",
    kind: "new-device",
    code: null,
    link: null,
    from: "ツクヨミ動画 <account@tsukuyomi-video.jp>",
    to: TAKUMI,
    subject: "新しいデバイスでツクヨミ動画にログインしました",
    date: on(9, 19, "23:02:16"),
    enc: "qp",
    text: `石田 拓海 さん

お使いのアカウントに、新しいデバイスからログインがありました。

デバイス：Android TV（SHARP 4T-C50EN2）
場所：東京都（推定）
日時：2026年9月19日 23:01

ご本人の場合は、このメールは無視してください。
お心当たりがない場合は、すぐにパスワードを変更し、
「すべてのデバイスからログアウト」を実行してください。
https://www.tsukuyomi-video.jp/account/security

ツクヨミ動画 ヘルプセンター https://help.tsukuyomi-video.jp/
`,
    html: `<html><body style="margin:0;background:#0e0b1f;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:24px 10px;">
<table width="520" cellpadding="0" cellspacing="0" style="background:#1a1633;color:#e9e6ff;font-family:'Hiragino Sans',sans-serif;">
<tr><td style="padding:22px 28px;"><img src="https://img.tsukuyomi-video.jp/email/logo_moon.png" width="140" alt="ツクヨミ動画"></td></tr>
<tr><td style="padding:0 28px;font-size:19px;font-weight:bold;">新しいデバイスでログインしました</td></tr>
<tr><td style="padding:16px 28px;font-size:14px;line-height:1.8;color:#c7c2ea;">
石田 拓海 さん、お使いのアカウントに新しいデバイスからログインがありました。
<table cellpadding="4" style="font-size:13px;color:#e9e6ff;margin:12px 0;">
<tr><td style="color:#8f88c2;">デバイス</td><td>Android TV（SHARP 4T-C50EN2）</td></tr>
<tr><td style="color:#8f88c2;">場所</td><td>東京都（推定）</td></tr>
<tr><td style="color:#8f88c2;">日時</td><td>2026年9月19日 23:01</td></tr>
</table>
ご本人の場合は、このメールは無視してください。お心当たりがない場合は、すぐにパスワードを変更してください。
</td></tr>
<tr><td style="padding:8px 28px 24px;"><a href="https://www.tsukuyomi-video.jp/account/security" style="color:#f5c542;">アカウントのセキュリティを確認</a></td></tr>
<tr><td style="padding:16px 28px;border-top:1px solid #2d2850;font-size:11px;color:#7a74a8;">ツクヨミ動画株式会社 ｜ <a href="https://help.tsukuyomi-video.jp/" style="color:#7a74a8;">ヘルプセンター</a> ｜ <a href="https://www.tsukuyomi-video.jp/terms" style="color:#7a74a8;">利用規約</a></td></tr>
</table></td></tr></table></body></html>`,
  },
  {
    family: "tsukuyomi-video",
    group: "consumer",
    lang: "en",
    kind: "reset-link",
    code: null,
    link: "https://links.tsukuyomi-video.jp/ls/click?upn=u001.Hx7k2Pq9-2FRz4Lw8Nd1sZ3YbQ-3D&rid=pw_reset_7a1e",
    from: "Tsukuyomi Video <account@tsukuyomi-video.jp>",
    to: MINJI,
    subject: "Reset your Tsukuyomi Video password",
    date: on(10, 4, "13:22:47"),
    enc: "7bit",
    html_enc: "qp",
    text: `Hi Minji,

We received a request to reset the password for your Tsukuyomi Video account (min***@kazemachi-mail.jp).

Reset your password:
https://links.tsukuyomi-video.jp/ls/click?upn=u001.Hx7k2Pq9-2FRz4Lw8Nd1sZ3YbQ-3D&rid=pw_reset_7a1e

This link expires in 1 hour. If you didn't ask for this, you can ignore this email - your password will stay the same.

Your plan: Standard (JPY 1,490/month), next billing date October 25, 2026.

Tsukuyomi Video Inc., 2-11-3 Meguro, Meguro-ku, Tokyo 153-0063, Japan
Help Center: https://help.tsukuyomi-video.jp/?lang=en
`,
    html:
      `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"></head>
<body style="margin:0;background:#0e0b1f;">
<span style="display:none!important;opacity:0;color:transparent;height:0;width:0;">This link expires in 1 hour.</span>
<table width="100%" cellpadding="0" cellspacing="0" role="presentation"><tr><td align="center" style="padding:24px 10px;">
<table width="520" cellpadding="0" cellspacing="0" role="presentation" style="background:#1a1633;color:#e9e6ff;font-family:Helvetica,Arial,sans-serif;">
<tr><td style="padding:22px 28px;"><img src="https://img.tsukuyomi-video.jp/email/logo_moon_en.png" width="140" alt="Tsukuyomi Video"></td></tr>
<tr><td style="padding:0 28px;font-size:22px;font-weight:bold;">Reset your password</td></tr>
<tr><td style="padding:16px 28px;font-size:15px;line-height:1.6;color:#c7c2ea;">Hi Minji,<br><br>We received a request to reset the password for your Tsukuyomi Video account (min***@kazemachi-mail.jp).</td></tr>
<tr><td style="padding:8px 28px 20px;"><table cellpadding="0" cellspacing="0"><tr><td style="background:#f5c542;border-radius:4px;">
<a href="https://links.tsukuyomi-video.jp/ls/click?upn=u001.Hx7k2Pq9-2FRz4Lw8Nd1sZ3YbQ-3D&amp;rid=pw_reset_7a1e" style="display:inline-block;padding:14px 32px;color:#1a1633;font-weight:bold;font-size:15px;text-decoration:none;">Reset password</a>
</td></tr></table></td></tr>
<tr><td style="padding:0 28px 20px;font-size:13px;color:#8f88c2;line-height:1.6;">This link expires in 1 hour. If you didn't ask for this, you can ignore this email &mdash; your password will stay the same.<br><br>Your plan: Standard (JPY 1,490/month), next billing date October 25, 2026.</td></tr>
<tr><td style="padding:16px 28px;border-top:1px solid #2d2850;font-size:11px;color:#7a74a8;">Tsukuyomi Video Inc., 2-11-3 Meguro, Meguro-ku, Tokyo 153-0063, Japan<br>
<a href="https://help.tsukuyomi-video.jp/?lang=en" style="color:#7a74a8;">Help Center</a> &middot; <a href="https://www.tsukuyomi-video.jp/privacy?lang=en" style="color:#7a74a8;">Privacy</a></td></tr>
</table></td></tr></table></body></html>`,
  },
  {
    family: "tsukuyomi-video",
    group: "consumer",
    lang: "ja",
    kind: "payment-receipt",
    code: null,
    link: null,
    from: "ツクヨミ動画 <billing@tsukuyomi-video.jp>",
    to: TAKUMI,
    subject: "ツクヨミ動画 お支払い完了のお知らせ（2026年9月25日）",
    date: on(9, 25, "04:10:05"),
    enc: "b64",
    text: `石田 拓海 さん

いつもツクヨミ動画をご利用いただきありがとうございます。
月額プランのお支払いが完了しました。

請求番号：TV-INV-2609-0771842
プラン：スタンダード（同時視聴2台・フルHD）
ご請求期間：2026年9月25日〜2026年10月24日
金額：1,490円（税込）
お支払い方法：Mastercard ****3361

請求履歴はアカウントページでご確認いただけます。
https://www.tsukuyomi-video.jp/account/billing

10月の新着：韓国ドラマ「春の灯り」全16話 独占配信中！

ツクヨミ動画株式会社
`,
    html: `<html><body style="margin:0;background:#f4f3fa;font-family:'Hiragino Sans',Meiryo,sans-serif;">
<table width="520" align="center" cellpadding="0" cellspacing="0" style="background:#fff;margin:16px auto;color:#222;">
<tr><td style="padding:18px 24px;background:#1a1633;"><img src="https://img.tsukuyomi-video.jp/email/logo_moon.png" width="120" alt="ツクヨミ動画"></td></tr>
<tr><td style="padding:20px 24px;font-size:14px;">石田 拓海 さん<br>月額プランのお支払いが完了しました。</td></tr>
<tr><td style="padding:0 24px;"><table width="100%" cellpadding="7" cellspacing="0" style="font-size:13px;border:1px solid #e3e0f2;">
<tr><td style="color:#777;">請求番号</td><td>TV-INV-2609-0771842</td></tr>
<tr><td style="color:#777;">プラン</td><td>スタンダード（同時視聴2台・フルHD）</td></tr>
<tr><td style="color:#777;">ご請求期間</td><td>2026/09/25〜2026/10/24</td></tr>
<tr><td style="color:#777;">金額</td><td><b>1,490円（税込）</b></td></tr>
<tr><td style="color:#777;">お支払い方法</td><td>Mastercard ****3361</td></tr>
</table></td></tr>
<tr><td style="padding:16px 24px;font-size:13px;"><a href="https://www.tsukuyomi-video.jp/account/billing" style="color:#5b4bc4;">請求履歴を見る</a></td></tr>
<tr><td style="padding:0 24px 20px;"><a href="https://www.tsukuyomi-video.jp/title/haru-no-akari?utm_source=receipt"><img src="https://img.tsukuyomi-video.jp/email/banner/haru_no_akari.jpg" width="472" alt="韓国ドラマ「春の灯り」独占配信中"></a></td></tr>
<tr><td style="padding:12px 24px;background:#f4f3fa;font-size:11px;color:#888;">ツクヨミ動画株式会社 〒153-0063 東京都目黒区目黒2-11-3</td></tr>
</table></body></html>`,
  },
];

// ---------------------------------------------------------------- Tabiyori travel (the Seoul trip)

const PDF_ETICKET = `%PDF-1.5
1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj
2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj
3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R >> endobj
4 0 obj << /Length 88 >> stream
BT /F1 11 Tf 50 790 Td (E-TICKET ITINERARY RECEIPT  TBY-8K2Q7M  ISHIDA/TAKUMI MR) Tj ET
endstream endobj
trailer << /Root 1 0 R >>
%%EOF
`;

const tabiyori: Mail[] = [
  {
    family: "tabiyori-travel",
    group: "consumer",
    lang: "ja",
    kind: "verify-code",
    code: "418206",
    link: null,
    from: "タビヨリ <account@tabiyori.travel>",
    to: TAKUMI,
    subject: "タビヨリ｜メールアドレスの確認（認証コード）",
    date: on(9, 20, "22:51:08"),
    enc: "b64",
    text: `タビヨリをご利用いただきありがとうございます。

会員登録を完了するには、以下の認証コードを画面に入力してください。

認証コード：418 206

（有効期限：20分）

このメールに心当たりがない場合は、何もしなくて大丈夫です。

――
タビヨリ（Tabiyori Travel株式会社）
観光庁長官登録旅行業第2108号
https://www.tabiyori.travel/
`,
    html: `<!DOCTYPE html><html lang="ja"><head><meta charset="utf-8"></head>
<body style="margin:0;background:#f0f7f6;">
<div style="display:none;max-height:0;overflow:hidden;">認証コードを入力して会員登録を完了してください</div>
<table role="presentation" width="100%" cellspacing="0" cellpadding="0"><tr><td align="center" style="padding:32px 12px;">
<table role="presentation" width="480" cellspacing="0" cellpadding="0" style="background:#fff;border-radius:16px;">
<tr><td align="center" style="padding:28px 0 12px;"><img src="https://cdn.tabiyori.travel/mail/logo_tabiyori.png" width="136" alt="タビヨリ"></td></tr>
<tr><td align="center" style="padding:0 32px;font-family:'Hiragino Sans',sans-serif;font-size:15px;color:#333;line-height:1.7;">会員登録を完了するには、以下の認証コードを画面に入力してください。</td></tr>
<tr><td align="center" style="padding:20px 32px;"><span style="display:inline-block;font-family:'SF Mono',Menlo,monospace;font-size:36px;font-weight:700;color:#0f8b7e;letter-spacing:4px;">418 206</span><br><span style="font-family:sans-serif;font-size:12px;color:#999;">有効期限：20分</span></td></tr>
<tr><td align="center" style="padding:0 32px 28px;font-family:sans-serif;font-size:12px;color:#888;">このメールに心当たりがない場合は、何もしなくて大丈夫です。</td></tr>
<tr><td align="center" style="padding:16px;background:#f7fbfa;border-radius:0 0 16px 16px;font-family:sans-serif;font-size:11px;color:#999;">
Tabiyori Travel株式会社 観光庁長官登録旅行業第2108号<br><a href="https://www.tabiyori.travel/help" style="color:#0f8b7e;">ヘルプ</a> ・ <a href="https://www.tabiyori.travel/privacy" style="color:#0f8b7e;">プライバシー</a></td></tr>
</table></td></tr></table></body></html>`,
  },
  {
    family: "tabiyori-travel",
    group: "consumer",
    lang: "ja",
    kind: "booking-confirmed",
    code: null,
    link: null,
    from: "タビヨリ <booking@tabiyori.travel>",
    to: TAKUMI,
    subject: "【予約確定】ホテル・ソウル明洞ハヌルステイ 10/23〜10/26（予約番号 TBH-5520917）",
    date: on(9, 21, "09:33:41"),
    enc: "qp",
    text: `石田 拓海 様

ご予約が確定しました。ソウル旅行をお楽しみください！

■予約番号：TBH-5520917
■ホテル：ホテル・ソウル明洞ハヌルステイ（Hotel Haneul Stay Myeongdong）
 住所：서울특별시 중구 명동8길 27（ソウル特別市中区明洞8ギル27）
 電話：+82-2-778-4150
■チェックイン：2026年10月23日（金）15:00〜
■チェックアウト：2026年10月26日（月）〜11:00
■お部屋：ファミリールーム（ダブル1・シングル1）禁煙 ×1室
■人数：大人2名・子ども1名（9歳）
■朝食：付き（3回）
■料金合計：95,400円（税・サービス料込）
■お支払い：事前カード決済済み（VISA ****7709）
■キャンセル規定：10/20まで無料、10/21以降は1泊分（31,800円）

予約内容の確認・変更はマイページから。
https://www.tabiyori.travel/mypage/reservations/TBH-5520917

タビヨリ カスタマーサポート 03-6890-2210（9:00〜21:00）
`,
    html: `<!DOCTYPE html><html lang="ja"><head><meta charset="utf-8"></head>
<body style="margin:0;background:#f0f7f6;">
<table role="presentation" width="100%" cellspacing="0" cellpadding="0"><tr><td align="center" style="padding:24px 12px;">
<table role="presentation" width="600" cellspacing="0" cellpadding="0" style="background:#fff;font-family:'Hiragino Sans',Meiryo,sans-serif;color:#2d3a39;">
<tr><td style="padding:20px 24px;border-bottom:1px solid #e2efed;"><img src="https://cdn.tabiyori.travel/mail/logo_tabiyori.png" width="120" alt="タビヨリ"></td></tr>
<tr><td style="padding:0;"><img src="https://cdn.tabiyori.travel/hotel/kr-seoul-haneulstay/main_600.jpg" width="600" alt="ホテル・ソウル明洞ハヌルステイ" style="display:block;"></td></tr>
<tr><td style="padding:20px 24px 4px;font-size:20px;font-weight:bold;">ご予約が確定しました</td></tr>
<tr><td style="padding:0 24px 12px;font-size:13px;color:#6b7b79;">予約番号 <b style="color:#0f8b7e;">TBH-5520917</b></td></tr>
<tr><td style="padding:0 24px;"><table width="100%" cellpadding="8" cellspacing="0" style="font-size:13px;border-top:1px solid #e2efed;">
<tr><td width="32%" style="color:#6b7b79;">ホテル</td><td>ホテル・ソウル明洞ハヌルステイ<br><span style="font-size:12px;color:#6b7b79;">서울특별시 중구 명동8길 27 ／ +82-2-778-4150</span></td></tr>
<tr><td style="color:#6b7b79;">チェックイン</td><td>2026年10月23日（金）15:00〜</td></tr>
<tr><td style="color:#6b7b79;">チェックアウト</td><td>2026年10月26日（月）〜11:00</td></tr>
<tr><td style="color:#6b7b79;">お部屋</td><td>ファミリールーム（ダブル1・シングル1）禁煙 ×1室</td></tr>
<tr><td style="color:#6b7b79;">人数</td><td>大人2名・子ども1名（9歳）</td></tr>
<tr><td style="color:#6b7b79;">朝食</td><td>付き（3回）</td></tr>
<tr><td style="color:#6b7b79;">料金合計</td><td><b>95,400円</b>（税・サービス料込）<br>事前カード決済済み（VISA ****7709）</td></tr>
<tr><td style="color:#6b7b79;">キャンセル規定</td><td>10/20まで無料、10/21以降は1泊分（31,800円）</td></tr>
</table></td></tr>
<tr><td align="center" style="padding:24px;"><a href="https://www.tabiyori.travel/mypage/reservations/TBH-5520917" style="display:inline-block;border:1px solid #0f8b7e;color:#0f8b7e;padding:12px 32px;border-radius:24px;text-decoration:none;font-size:14px;">予約内容を確認する</a></td></tr>
<tr><td style="padding:16px 24px;background:#f7fbfa;font-size:11px;color:#999;">タビヨリ カスタマーサポート 03-6890-2210（9:00〜21:00）<br>Tabiyori Travel株式会社 観光庁長官登録旅行業第2108号</td></tr>
</table></td></tr></table></body></html>`,
  },
  {
    family: "tabiyori-travel",
    group: "consumer",
    lang: "en",
    kind: "e-ticket",
    code: null,
    link: null,
    from: "Tabiyori Flights <flights@tabiyori.travel>",
    to: "Takumi Ishida <takumi.ishida@kazemachi-mail.jp>",
    subject: "Your e-ticket: Tokyo (HND) - Seoul (GMP), 23 Oct 2026 - Booking TBY-8K2Q7M",
    date: on(9, 21, "09:40:12"),
    enc: "7bit",
    attachment: ["eticket_TBY-8K2Q7M.pdf", "application/pdf", PDF_ETICKET],
    text: `Dear Mr Takumi Ishida,

Your flights are ticketed. Your e-ticket receipt is attached to this email as a PDF.

Booking reference: TBY-8K2Q7M
Airline confirmation (PNR): QXH4LR

OUTBOUND  Fri 23 Oct 2026
  KA 2708  Tokyo Haneda (HND) T3 08:55  ->  Seoul Gimpo (GMP) 11:20
  Economy, 1 checked bag (23 kg)

RETURN    Mon 26 Oct 2026
  KA 2711  Seoul Gimpo (GMP) 18:30  ->  Tokyo Haneda (HND) T3 20:45
  Economy, 1 checked bag (23 kg)

Passengers
  ISHIDA/TAKUMI MR     e-ticket 988-2419304417
  ISHIDA/MINJI MS      e-ticket 988-2419304418
  ISHIDA/HINATA MSTR   e-ticket 988-2419304419 (child)

Total paid: JPY 148,260 (taxes and fees included)

Please arrive at the airport at least 2 hours before departure. Travellers with a Japanese passport can stay in Korea visa-free for up to 90 days; check the entry requirements before you travel.

Manage your booking: https://www.tabiyori.travel/en/mypage/flights/TBY-8K2Q7M

Tabiyori Travel Co., Ltd. - 1-7-5 Kudankita, Chiyoda-ku, Tokyo 102-0073
Registered Travel Agency No. 2108, Japan Tourism Agency
`,
    html: `<html><body style="margin:0;background:#f0f7f6;font-family:Arial,Helvetica,sans-serif;color:#2d3a39;">
<table width="600" align="center" cellpadding="0" cellspacing="0" style="background:#fff;margin:20px auto;">
<tr><td style="padding:18px 24px;"><img src="https://cdn.tabiyori.travel/mail/logo_tabiyori_en.png" width="120" alt="Tabiyori"></td></tr>
<tr><td style="padding:0 24px 8px;font-size:20px;font-weight:bold;">Your flights are ticketed</td></tr>
<tr><td style="padding:0 24px 16px;font-size:14px;">Dear Mr Takumi Ishida, your e-ticket receipt is attached to this email as a PDF.<br>Booking reference <b>TBY-8K2Q7M</b> &middot; Airline PNR <b>QXH4LR</b></td></tr>
<tr><td style="padding:0 24px;"><table width="100%" cellpadding="10" cellspacing="0" style="font-size:13px;border:1px solid #e2efed;">
<tr style="background:#f7fbfa;"><td colspan="3"><b>Outbound</b> &middot; Fri 23 Oct 2026</td></tr>
<tr><td>KA 2708</td><td>HND T3 <b>08:55</b> &rarr; GMP <b>11:20</b></td><td>Economy &middot; 23 kg</td></tr>
<tr style="background:#f7fbfa;"><td colspan="3"><b>Return</b> &middot; Mon 26 Oct 2026</td></tr>
<tr><td>KA 2711</td><td>GMP <b>18:30</b> &rarr; HND T3 <b>20:45</b></td><td>Economy &middot; 23 kg</td></tr>
</table></td></tr>
<tr><td style="padding:16px 24px;font-size:13px;"><table width="100%" cellpadding="4" cellspacing="0">
<tr><td>ISHIDA/TAKUMI MR</td><td align="right">988-2419304417</td></tr>
<tr><td>ISHIDA/MINJI MS</td><td align="right">988-2419304418</td></tr>
<tr><td>ISHIDA/HINATA MSTR (child)</td><td align="right">988-2419304419</td></tr>
<tr><td><b>Total paid</b></td><td align="right"><b>JPY 148,260</b></td></tr>
</table></td></tr>
<tr><td style="padding:0 24px 16px;font-size:12px;color:#6b7b79;">Please arrive at the airport at least 2 hours before departure. Travellers with a Japanese passport can stay in Korea visa-free for up to 90 days; check the entry requirements before you travel.</td></tr>
<tr><td align="center" style="padding:8px 24px 24px;"><a href="https://www.tabiyori.travel/en/mypage/flights/TBY-8K2Q7M" style="background:#0f8b7e;color:#fff;padding:12px 28px;border-radius:24px;text-decoration:none;font-size:14px;">Manage booking</a></td></tr>
<tr><td style="padding:14px 24px;background:#f7fbfa;font-size:11px;color:#999;">Tabiyori Travel Co., Ltd. &middot; 1-7-5 Kudankita, Chiyoda-ku, Tokyo 102-0073 &middot; Registered Travel Agency No. 2108</td></tr>
</table></body></html>`,
  },
  {
    family: "tabiyori-travel",
    group: "consumer",
    lang: "ja",
    kind: "review-request",
    code: null,
    link: null,
    from: "タビヨリ <hello@tabiyori.travel>",
    to: TAKUMI,
    subject: "ソウルの旅はいかがでしたか？口コミ投稿で200ポイントプレゼント",
    date: on(10, 28, "18:00:00"),
    enc: "qp",
    text: `石田 拓海 様

ホテル・ソウル明洞ハヌルステイでのご滞在はいかがでしたか？
よろしければ、口コミをお聞かせください。

口コミを投稿していただいた方に、タビヨリポイント200ポイントをプレゼント
（投稿期限：2026年11月25日）

▼口コミを書く
https://www.tabiyori.travel/review/new?rsv=TBH-5520917&utm_source=mail&utm_campaign=review

次の旅行の参考に：冬の韓国 温泉・スキー特集
https://www.tabiyori.travel/feature/korea-winter/?utm_source=mail

配信停止はこちら：https://www.tabiyori.travel/mypage/mail-settings
Tabiyori Travel株式会社
`,
    html: `<html><body style="margin:0;background:#f0f7f6;font-family:'Hiragino Sans',Meiryo,sans-serif;">
<table width="560" align="center" cellpadding="0" cellspacing="0" style="background:#fff;margin:20px auto;color:#2d3a39;">
<tr><td style="padding:18px 24px;"><img src="https://cdn.tabiyori.travel/mail/logo_tabiyori.png" width="110" alt="タビヨリ"></td></tr>
<tr><td style="padding:0 24px;font-size:18px;font-weight:bold;">ソウルの旅はいかがでしたか？</td></tr>
<tr><td style="padding:12px 24px;font-size:14px;line-height:1.8;">ホテル・ソウル明洞ハヌルステイでのご滞在の感想を、ぜひお聞かせください。<br>口コミを投稿していただいた方に <b style="color:#0f8b7e;">200ポイント</b> をプレゼント（投稿期限：2026年11月25日）。</td></tr>
<tr><td align="center" style="padding:8px 24px 20px;">
<a href="https://www.tabiyori.travel/review/new?rsv=TBH-5520917&amp;utm_source=mail&amp;utm_campaign=review" style="text-decoration:none;font-size:30px;color:#f2b01e;">★★★★★</a><br>
<a href="https://www.tabiyori.travel/review/new?rsv=TBH-5520917&amp;utm_source=mail&amp;utm_campaign=review" style="display:inline-block;margin-top:8px;background:#0f8b7e;color:#fff;padding:12px 32px;border-radius:24px;text-decoration:none;">口コミを書く</a></td></tr>
<tr><td style="padding:0 24px 20px;"><a href="https://www.tabiyori.travel/feature/korea-winter/?utm_source=mail"><img src="https://cdn.tabiyori.travel/mail/banner/korea_winter.jpg" width="512" alt="冬の韓国 温泉・スキー特集"></a></td></tr>
<tr><td style="padding:12px 24px;background:#f7fbfa;font-size:11px;color:#999;"><a href="https://www.tabiyori.travel/mypage/mail-settings" style="color:#999;">配信停止</a> ｜ Tabiyori Travel株式会社</td></tr>
</table></body></html>`,
  },
];

// ---------------------------------------------------------------- Ttalgi Talk (Korean messenger)

const ttalgi: Mail[] = [
  {
    family: "ttalgi-talk",
    group: "consumer",
    lang: "ko",
    kind: "login-code",
    code: "731504",
    link: null,
    from: "딸기톡 <noreply@ttalgitalk.com>",
    to: MINJI_KO,
    subject: "[딸기톡] PC 로그인 인증번호 안내",
    date: on(9, 2, "21:14:36"),
    enc: "b64",
    text: `안녕하세요, 딸기톡입니다.

PC 버전 딸기톡 로그인을 위한 인증번호를 알려드립니다.

인증번호: 731504

PC 화면에 인증번호를 입력해 주세요. 인증번호는 3분 동안 유효합니다.

본인이 요청하지 않았다면 누군가 회원님의 계정 정보를 사용하고 있을 수 있습니다.
딸기톡 앱 > 설정 > 개인/보안 에서 비밀번호를 변경해 주세요.

(주)딸기소프트 | 서울특별시 마포구 월드컵북로 396 | 고객센터 1588-7742
`,
    html: `<html><head><meta charset="utf-8"></head>
<body style="margin:0;background:#fff1f3;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:30px 10px;">
<table width="460" cellpadding="0" cellspacing="0" style="background:#fff;border-radius:14px;font-family:'Apple SD Gothic Neo','Malgun Gothic',sans-serif;">
<tr><td style="padding:26px 28px 0;"><img src="https://static.ttalgitalk.com/mail/ttalgi_logo.png" width="96" alt="딸기톡"></td></tr>
<tr><td style="padding:18px 28px 6px;font-size:19px;font-weight:bold;color:#222;">PC 로그인 인증번호</td></tr>
<tr><td style="padding:0 28px;font-size:14px;color:#555;line-height:1.7;">PC 화면에 아래 인증번호를 입력해 주세요.</td></tr>
<tr><td style="padding:20px 28px;"><div style="background:#fff1f3;border-radius:10px;padding:18px;text-align:center;font-size:32px;font-weight:800;letter-spacing:8px;color:#ff3b5c;">731504</div></td></tr>
<tr><td style="padding:0 28px 24px;font-size:12px;color:#999;line-height:1.7;">인증번호는 3분 동안 유효합니다.<br>본인이 요청하지 않았다면 딸기톡 앱 &gt; 설정 &gt; 개인/보안 에서 비밀번호를 변경해 주세요.</td></tr>
<tr><td style="padding:16px 28px;border-top:1px solid #f5dbe0;font-size:11px;color:#aaa;">(주)딸기소프트 | 서울특별시 마포구 월드컵북로 396 | 고객센터 1588-7742<br>
<a href="https://www.ttalgitalk.com/policy/terms" style="color:#aaa;">이용약관</a> · <a href="https://www.ttalgitalk.com/policy/privacy" style="color:#aaa;"><b>개인정보 처리방침</b></a> · <a href="https://cs.ttalgitalk.com/" style="color:#aaa;">고객센터</a></td></tr>
</table></td></tr></table></body></html>`,
  },
  {
    family: "ttalgi-talk",
    group: "consumer",
    lang: "ko",
    kind: "verify-link",
    code: "694027",
    link: "https://accounts.ttalgitalk.com/email/verify?vt=eyJ1IjoiNDQ4MTkwMiJ9.dGFsZ2k&lang=ko",
    from: "딸기톡 <noreply@ttalgitalk.com>",
    to: MINJI_KO,
    subject: "[딸기톡] 이메일 주소를 인증해 주세요",
    date: on(9, 24, "07:48:20"),
    enc: "qp",
    text: `딸기 계정 이메일 인증

안녕하세요, 이민지님.
딸기 계정에 새 이메일 주소(minji.ishida@kazemachi-mail.jp)가 등록되었습니다.
아래 링크를 눌러 이메일 인증을 완료해 주세요.

https://accounts.ttalgitalk.com/email/verify?vt=eyJ1IjoiNDQ4MTkwMiJ9.dGFsZ2k&lang=ko

또는 앱에서 아래 인증코드를 입력해도 됩니다.
인증코드: 694027

링크와 인증코드는 24시간 후 만료됩니다.
이메일 주소를 등록한 적이 없다면 이 메일을 무시해 주세요.

(주)딸기소프트 | 고객센터 1588-7742
`,
    html: `<html><head><meta charset="utf-8"></head>
<body style="margin:0;background:#fff1f3;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:30px 10px;">
<table width="460" cellpadding="0" cellspacing="0" style="background:#fff;border-radius:14px;font-family:'Apple SD Gothic Neo','Malgun Gothic',sans-serif;">
<tr><td style="padding:26px 28px 0;"><img src="https://static.ttalgitalk.com/mail/ttalgi_logo.png" width="96" alt="딸기톡"></td></tr>
<tr><td style="padding:18px 28px 6px;font-size:19px;font-weight:bold;color:#222;">이메일 주소를 인증해 주세요</td></tr>
<tr><td style="padding:0 28px;font-size:14px;color:#555;line-height:1.7;">안녕하세요, 이민지님.<br>딸기 계정에 새 이메일 주소(minji.ishida@kazemachi-mail.jp)가 등록되었습니다. 아래 버튼을 눌러 인증을 완료해 주세요.</td></tr>
<tr><td align="center" style="padding:22px 28px;"><a href="https://accounts.ttalgitalk.com/email/verify?vt=eyJ1IjoiNDQ4MTkwMiJ9.dGFsZ2k&amp;lang=ko" style="display:block;background:#ff3b5c;color:#fff;font-size:15px;font-weight:bold;padding:14px 0;border-radius:10px;text-decoration:none;">이메일 인증하기</a></td></tr>
<tr><td style="padding:0 28px;font-size:13px;color:#555;">또는 앱에서 아래 인증코드를 입력해도 됩니다.</td></tr>
<tr><td style="padding:10px 28px 20px;"><table cellpadding="0" cellspacing="4"><tr>
<td style="width:38px;height:46px;background:#f6f6f6;text-align:center;font-size:22px;font-weight:bold;">6</td>
<td style="width:38px;height:46px;background:#f6f6f6;text-align:center;font-size:22px;font-weight:bold;">9</td>
<td style="width:38px;height:46px;background:#f6f6f6;text-align:center;font-size:22px;font-weight:bold;">4</td>
<td style="width:38px;height:46px;background:#f6f6f6;text-align:center;font-size:22px;font-weight:bold;">0</td>
<td style="width:38px;height:46px;background:#f6f6f6;text-align:center;font-size:22px;font-weight:bold;">2</td>
<td style="width:38px;height:46px;background:#f6f6f6;text-align:center;font-size:22px;font-weight:bold;">7</td>
</tr></table></td></tr>
<tr><td style="padding:0 28px 24px;font-size:12px;color:#999;">링크와 인증코드는 24시간 후 만료됩니다. 이메일 주소를 등록한 적이 없다면 이 메일을 무시해 주세요.</td></tr>
<tr><td style="padding:16px 28px;border-top:1px solid #f5dbe0;font-size:11px;color:#aaa;">(주)딸기소프트 | 서울특별시 마포구 월드컵북로 396 | 고객센터 1588-7742</td></tr>
</table></td></tr></table></body></html>`,
  },
  {
    family: "ttalgi-talk",
    group: "consumer",
    lang: "ko",
    kind: "new-device",
    code: null,
    link: null,
    from: "딸기톡 <noreply@ttalgitalk.com>",
    to: MINJI_KO,
    subject: "[딸기톡] 새로운 기기에서 로그인되었습니다",
    date: on(10, 23, "12:06:51"),
    html: null,
    enc: "8bit",
    text: `안녕하세요, 이민지님.

회원님의 딸기 계정이 새로운 기기에서 로그인되었습니다.

- 기기: iPad (iPadOS 19.1)
- 위치: 대한민국 서울 (추정)
- 일시: 2026년 10월 23일 12:06 (KST)

본인이 로그인한 경우 이 메일은 무시하셔도 됩니다.
본인이 아니라면 딸기톡 앱 > 설정 > 개인/보안 > 로그인 기기 관리 에서
해당 기기를 로그아웃하고 비밀번호를 변경해 주세요.

자세한 안내: https://cs.ttalgitalk.com/faq/security/1042

(주)딸기소프트 | 고객센터 1588-7742
`,
  },
];

// ---------------------------------------------------------------- Hanbada bank (Korean bank)

const hanbada: Mail[] = [
  {
    family: "hanbada-bank",
    group: "regional",
    lang: "ko",
    kind: "transfer-complete",
    code: null,
    link: null,
    from: "한바다은행 <notice@hanbadabank.co.kr>",
    to: MINJI_KO,
    subject: "[한바다은행] 이체 완료 안내",
    date: on(9, 18, "10:02:37"),
    enc: "b64",
    text: `이민지 고객님, 한바다은행을 이용해 주셔서 감사합니다.

요청하신 이체가 완료되었습니다.

거래일시: 2026.09.18 10:02
출금계좌: 한바다 자유입출금 ***-**-***512
입금은행: 한바다은행
입금계좌: ***-**-***907 (박순자)
이체금액: 300,000원
수수료: 0원
받는 분 통장 표시: 추석 용돈
이체 후 잔액: 1,284,660원

본인이 하지 않은 거래라면 즉시 고객센터(1599-2480, 24시간)로 연락해 주세요.

※ 본 메일은 발신 전용입니다.
한바다은행 | 부산광역시 중구 중앙대로 88
`,
    html: `<html><head><meta charset="utf-8"></head><body style="margin:0;background:#eef4f8;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:20px 10px;">
<table width="600" cellpadding="0" cellspacing="0" style="background:#fff;font-family:'Malgun Gothic','맑은 고딕',sans-serif;color:#222;">
<tr><td style="padding:18px 24px;border-bottom:3px solid #00598f;"><img src="https://www.hanbadabank.co.kr/img/mail/ci_hanbada.png" width="150" alt="한바다은행"></td></tr>
<tr><td style="padding:24px;font-size:15px;">이민지 고객님, 요청하신 <b style="color:#00598f;">이체가 완료</b>되었습니다.</td></tr>
<tr><td style="padding:0 24px;"><table width="100%" cellpadding="9" cellspacing="0" style="font-size:13px;border-top:2px solid #00598f;">
<tr><th align="left" width="30%" style="background:#f3f7fa;">거래일시</th><td>2026.09.18 10:02</td></tr>
<tr><th align="left" style="background:#f3f7fa;">출금계좌</th><td>한바다 자유입출금 ***-**-***512</td></tr>
<tr><th align="left" style="background:#f3f7fa;">입금계좌</th><td>한바다은행 ***-**-***907 (박순자)</td></tr>
<tr><th align="left" style="background:#f3f7fa;">이체금액</th><td><b>300,000원</b></td></tr>
<tr><th align="left" style="background:#f3f7fa;">수수료</th><td>0원</td></tr>
<tr><th align="left" style="background:#f3f7fa;">받는 분 통장 표시</th><td>추석 용돈</td></tr>
<tr><th align="left" style="background:#f3f7fa;">이체 후 잔액</th><td>1,284,660원</td></tr>
</table></td></tr>
<tr><td style="padding:20px 24px;font-size:12px;color:#666;">본인이 하지 않은 거래라면 즉시 고객센터(1599-2480, 24시간)로 연락해 주세요.</td></tr>
<tr><td style="padding:14px 24px;background:#f3f7fa;font-size:11px;color:#888;">본 메일은 발신 전용입니다. | 한바다은행 | 부산광역시 중구 중앙대로 88<br>
<a href="https://www.hanbadabank.co.kr/privacy" style="color:#00598f;">개인정보처리방침</a> | <a href="https://www.hanbadabank.co.kr/security/phishing" style="color:#00598f;">금융사기 예방</a></td></tr>
</table></td></tr></table></body></html>`,
  },
  {
    family: "hanbada-bank",
    group: "regional",
    lang: "ko",
    kind: "verify-code",
    code: "305918",
    link: null,
    from: "한바다은행 <auth@hanbadabank.co.kr>",
    to: MINJI_KO,
    subject: "[한바다은행] 이메일 인증번호 안내",
    date: on(10, 10, "16:24:02"),
    enc: "qp",
    text: `[한바다은행] 이메일 인증번호 안내

이민지 고객님,
해외 거주 고객 정보 변경(이메일 주소 변경)을 위한 인증번호입니다.

인증번호 : 3 0 5 9 1 8

인증번호 입력 화면에 위 6자리 숫자를 입력해 주세요.
유효시간은 5분입니다. (2026.10.10 16:29까지)

※ 한바다은행은 전화, 문자로 인증번호를 요구하지 않습니다.
※ 본인이 요청하지 않은 경우 고객센터(1599-2480)로 신고해 주세요.

한바다은행
`,
    html: `<html><head><meta charset="utf-8"></head><body style="margin:0;background:#eef4f8;">
<table width="600" align="center" cellpadding="0" cellspacing="0" style="background:#fff;margin:20px auto;font-family:'Malgun Gothic',sans-serif;color:#222;">
<tr><td style="padding:18px 24px;border-bottom:3px solid #00598f;"><img src="https://www.hanbadabank.co.kr/img/mail/ci_hanbada.png" width="150" alt="한바다은행"></td></tr>
<tr><td style="padding:24px 24px 8px;font-size:18px;font-weight:bold;">이메일 인증번호 안내</td></tr>
<tr><td style="padding:0 24px;font-size:14px;color:#444;line-height:1.8;">이민지 고객님,<br>해외 거주 고객 정보 변경(이메일 주소 변경)을 위한 인증번호입니다.</td></tr>
<tr><td align="center" style="padding:20px 24px;"><table cellpadding="14" cellspacing="0" style="border:1px solid #00598f;background:#f3f7fa;"><tr><td style="font-size:30px;font-weight:bold;color:#00598f;letter-spacing:12px;">3 0 5 9 1 8</td></tr></table>
<p style="font-size:12px;color:#888;">유효시간 5분 (2026.10.10 16:29까지)</p></td></tr>
<tr><td style="padding:0 24px 20px;font-size:12px;color:#c0392b;">※ 한바다은행은 전화, 문자로 인증번호를 요구하지 않습니다.<br><span style="color:#666;">※ 본인이 요청하지 않은 경우 고객센터(1599-2480)로 신고해 주세요.</span></td></tr>
<tr><td style="padding:14px 24px;background:#f3f7fa;font-size:11px;color:#888;">한바다은행 | 부산광역시 중구 중앙대로 88 | <a href="https://www.hanbadabank.co.kr/" style="color:#00598f;">www.hanbadabank.co.kr</a></td></tr>
</table></body></html>`,
  },
  {
    family: "hanbada-bank",
    group: "regional",
    lang: "ko",
    kind: "policy-notice",
    code: null,
    link: null,
    from: "한바다은행 <notice@hanbadabank.co.kr>",
    to: MINJI_KO,
    subject: "[한바다은행] 전자금융거래 기본약관 개정 안내",
    date: on(10, 26, "14:00:00"),
    html: null,
    enc: "8bit",
    text: `이민지 고객님, 안녕하십니까.
한바다은행 전자금융거래 기본약관이 아래와 같이 개정될 예정임을 알려드립니다.

1. 시행일: 2026년 11월 26일
2. 주요 개정 내용
  - 해외 IP 접속 시 추가 인증 절차 도입
  - 오픈뱅킹 이체 한도 조정 (1일 1,000만원 → 500만원, 비대면 신규 고객)
  - 분쟁처리 절차 및 기간 명확화 (15영업일 이내)
3. 개정 약관 전문: https://www.hanbadabank.co.kr/terms/efin/20261126

개정 약관에 동의하지 않으시는 경우 시행일 전일까지 계약을 해지하실 수 있으며,
시행일까지 별도의 의사표시가 없으면 개정에 동의한 것으로 봅니다.

문의: 고객센터 1599-2480 / 해외 +82-51-880-2480
한바다은행
`,
  },
];

// ---------------------------------------------------------------- Midorigaoka general hospital (web booking)

const midorigaoka: Mail[] = [
  {
    family: "midorigaoka-byoin",
    group: "regional",
    lang: "ja",
    kind: "verify-link",
    code: null,
    link: "https://yoyaku.midorigaoka-hp.or.jp/web/regist/complete?k=3Fz8QmN2cV5w&h=1",
    from: "みどりが丘総合病院 Web予約 <yoyaku@midorigaoka-hp.or.jp>",
    to: MINJI,
    subject: "【みどりが丘総合病院】Web予約 仮登録完了のお知らせ",
    date: on(10, 1, "20:40:18"),
    enc: "8bit",
    html_enc: "qp",
    text: `石田 民智 様

みどりが丘総合病院 Web予約サービスの仮登録を受け付けました。
下記のURLをクリックして、本登録を完了してください。

https://yoyaku.midorigaoka-hp.or.jp/web/regist/complete?k=3Fz8QmN2cV5w&h=1

※本登録URLの有効期限は24時間です。
※本登録が完了するまでは、Web予約はご利用いただけません。

ご登録内容
　診察券番号：00418273（石田 陽向 様）
　ご連絡先：080-****-2096

みどりが丘総合病院
〒153-0092 東京都桜丘区緑が丘4-1-1
代表 03-5722-0801／予約センター 03-5722-0870（平日 13:00〜17:00）
`,
    html: `<html><body style="margin:0;background:#f4faf6;font-family:Meiryo,sans-serif;">
<table width="560" align="center" cellpadding="0" cellspacing="0" style="background:#fff;margin:16px auto;border:1px solid #cfe6d6;">
<tr><td style="padding:14px 20px;background:#3a9d5d;color:#fff;font-size:16px;font-weight:bold;">みどりが丘総合病院 Web予約</td></tr>
<tr><td style="padding:20px;font-size:14px;line-height:1.8;color:#333;">
石田 民智 様<br><br>
Web予約サービスの仮登録を受け付けました。<br>下記のリンクをクリックして、本登録を完了してください。<br><br>
<a href="https://yoyaku.midorigaoka-hp.or.jp/web/regist/complete?k=3Fz8QmN2cV5w&amp;h=1">https://yoyaku.midorigaoka-hp.or.jp/web/regist/complete?k=3Fz8QmN2cV5w&amp;h=1</a><br><br>
<span style="font-size:12px;color:#777;">※本登録URLの有効期限は24時間です。<br>※本登録が完了するまでは、Web予約はご利用いただけません。</span>
<table cellpadding="4" style="font-size:13px;margin-top:12px;">
<tr><td style="color:#777;">診察券番号</td><td>00418273（石田 陽向 様）</td></tr>
<tr><td style="color:#777;">ご連絡先</td><td>080-****-2096</td></tr>
</table></td></tr>
<tr><td style="padding:12px 20px;background:#f4faf6;font-size:11px;color:#777;">みどりが丘総合病院 〒153-0092 東京都桜丘区緑が丘4-1-1<br>代表 03-5722-0801／予約センター 03-5722-0870（平日 13:00〜17:00）</td></tr>
</table></body></html>`,
  },
  {
    family: "midorigaoka-byoin",
    group: "regional",
    lang: "ja",
    kind: "booking-confirmed",
    code: null,
    link: null,
    from: "みどりが丘総合病院 Web予約 <yoyaku@midorigaoka-hp.or.jp>",
    to: MINJI,
    subject: "【みどりが丘総合病院】予約受付完了のお知らせ",
    date: on(10, 1, "20:52:44"),
    html: null,
    enc: "qp",
    text: `石田 民智 様

以下の内容で予約を受け付けました。

予約番号：R-26100100731
患者氏名：石田 陽向 様（診察券番号 00418273）
診療科：小児科（アレルギー外来）
担当医：佐伯 医師
予約日時：2026年10月8日（木） 10:30
受付場所：本館2階 小児科受付

当日は診察券・保険証（マイナ保険証）・お薬手帳・医療証をお持ちください。
予約時刻の15分前までに受付をお済ませください。

予約の変更・キャンセルは、前日17:00までWeb予約サービスから行えます。
https://yoyaku.midorigaoka-hp.or.jp/web/mypage

みどりが丘総合病院 予約センター 03-5722-0870
`,
  },
  {
    family: "midorigaoka-byoin",
    group: "regional",
    lang: "ja",
    kind: "appointment-reminder",
    code: null,
    link: null,
    from: "みどりが丘総合病院 Web予約 <yoyaku@midorigaoka-hp.or.jp>",
    to: MINJI,
    subject: "【みどりが丘総合病院】明日のご予約について",
    date: on(10, 7, "18:00:05"),
    enc: "b64",
    text: `石田 民智 様

明日のご予約をお知らせします。

予約日時：2026年10月8日（木） 10:30
患者氏名：石田 陽向 様
診療科：小児科（アレルギー外来）
予約番号：R-26100100731

発熱・咳などの症状がある場合は、ご来院前に必ずお電話ください（03-5722-0801）。
駐車場は大変混雑します。公共交通機関をご利用ください。

みどりが丘総合病院
`,
    html: `<html><body style="margin:0;font-family:Meiryo,sans-serif;">
<table width="540" align="center" cellpadding="0" cellspacing="0" style="border:1px solid #cfe6d6;margin:16px auto;">
<tr><td style="padding:12px 18px;background:#3a9d5d;color:#fff;font-weight:bold;">明日のご予約について</td></tr>
<tr><td style="padding:18px;font-size:14px;color:#333;line-height:1.8;">
石田 民智 様<br>明日のご予約をお知らせします。
<table cellpadding="5" style="font-size:14px;margin:10px 0;">
<tr><td style="color:#777;">予約日時</td><td><b>2026年10月8日（木） 10:30</b></td></tr>
<tr><td style="color:#777;">患者氏名</td><td>石田 陽向 様</td></tr>
<tr><td style="color:#777;">診療科</td><td>小児科（アレルギー外来）</td></tr>
<tr><td style="color:#777;">予約番号</td><td>R-26100100731</td></tr>
</table>
<span style="color:#c0392b;font-size:13px;">発熱・咳などの症状がある場合は、ご来院前に必ずお電話ください（03-5722-0801）。</span><br>
<span style="font-size:12px;color:#777;">駐車場は大変混雑します。公共交通機関をご利用ください。</span>
</td></tr>
<tr><td style="padding:10px 18px;background:#f4faf6;font-size:11px;color:#777;"><a href="https://www.midorigaoka-hp.or.jp/access/" style="color:#3a9d5d;">交通アクセス</a> ｜ みどりが丘総合病院</td></tr>
</table></body></html>`,
  },
];

// ---------------------------------------------------------------- Furumachi (flea-market app)

const furumachi: Mail[] = [
  {
    family: "furumachi-market",
    group: "consumer",
    lang: "ja",
    kind: "login-code",
    code: "160843",
    link: null,
    from: "フルマチ <no-reply@furumachi.app>",
    to: MINJI,
    subject: "【フルマチ】認証番号は 160843 です",
    date: on(9, 26, "10:12:40"),
    enc: "qp",
    text: `フルマチをご利用いただきありがとうございます。

ログインのための認証番号をお送りします。

160843

アプリに戻って、認証番号を入力してください。
認証番号の有効期限は10分です。

※フルマチのスタッフが認証番号をお聞きすることはありません。
　認証番号を他人に教えると、アカウントが乗っ取られるおそれがあります。

フルマチ事務局
https://furumachi.app/help
`,
    html: `<html><body style="margin:0;background:#fafafa;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:24px 10px;">
<table width="480" cellpadding="0" cellspacing="0" style="background:#fff;border:1px solid #eee;font-family:'Hiragino Sans',sans-serif;">
<tr><td align="center" style="padding:24px;"><img src="https://cdn.furumachi.app/mail/logo_furumachi.png" width="110" alt="フルマチ"></td></tr>
<tr><td align="center" style="padding:0 24px;font-size:14px;color:#333;">ログインのための認証番号をお送りします。</td></tr>
<tr><td align="center" style="padding:18px 24px;font-size:36px;font-weight:bold;color:#ff6f3c;letter-spacing:3px;">160843</td></tr>
<tr><td align="center" style="padding:0 24px 24px;font-size:12px;color:#888;line-height:1.7;">アプリに戻って、認証番号を入力してください。有効期限は10分です。<br>フルマチのスタッフが認証番号をお聞きすることはありません。</td></tr>
<tr><td align="center" style="padding:14px;background:#fafafa;font-size:11px;color:#aaa;"><a href="https://furumachi.app/help" style="color:#aaa;">ヘルプ</a> ・ <a href="https://furumachi.app/terms" style="color:#aaa;">利用規約</a> ・ &copy; Furumachi, Inc.</td></tr>
</table></td></tr></table></body></html>`,
  },
  {
    family: "furumachi-market",
    group: "consumer",
    lang: "ja",
    kind: "item-sold",
    code: null,
    link: null,
    from: "フルマチ <no-reply@furumachi.app>",
    to: MINJI,
    subject: "【フルマチ】「子ども用 自転車 18インチ（青）」が購入されました",
    date: on(10, 11, "21:33:09"),
    enc: "b64",
    text: `石田 民智 様

出品中の商品が購入されました。商品の発送をお願いします。

商品名：子ども用 自転車 18インチ（青）
商品ID：fm7730281945
販売価格：¥4,800
販売手数料：¥480
配送方法：らくらく大型配送（購入者負担）
販売利益：¥4,320

発送期限：2026年10月14日（水）
取引画面から発送方法を選び、発送後に「発送通知」をしてください。
https://furumachi.app/transaction/fm7730281945

フルマチ事務局
`,
    html: `<html><body style="margin:0;background:#fafafa;font-family:'Hiragino Sans',sans-serif;">
<table width="520" align="center" cellpadding="0" cellspacing="0" style="background:#fff;margin:20px auto;border:1px solid #eee;">
<tr><td style="padding:18px 22px;"><img src="https://cdn.furumachi.app/mail/logo_furumachi.png" width="100" alt="フルマチ"></td></tr>
<tr><td style="padding:0 22px 12px;font-size:17px;font-weight:bold;color:#222;">商品が購入されました！</td></tr>
<tr><td style="padding:0 22px;"><table width="100%" cellpadding="0" cellspacing="0"><tr>
<td width="96"><img src="https://img.furumachi.app/items/fm7730281945_1.jpg" width="88" height="88" alt="子ども用 自転車 18インチ（青）" style="border-radius:6px;"></td>
<td style="font-size:14px;color:#333;padding-left:10px;">子ども用 自転車 18インチ（青）<br><span style="font-size:18px;font-weight:bold;">¥4,800</span></td></tr></table></td></tr>
<tr><td style="padding:14px 22px;"><table width="100%" cellpadding="5" style="font-size:13px;color:#555;">
<tr><td>販売手数料</td><td align="right">¥480</td></tr>
<tr><td>配送方法</td><td align="right">らくらく大型配送（購入者負担）</td></tr>
<tr><td><b>販売利益</b></td><td align="right"><b>¥4,320</b></td></tr>
<tr><td>発送期限</td><td align="right" style="color:#ff6f3c;">2026年10月14日（水）</td></tr>
</table></td></tr>
<tr><td align="center" style="padding:10px 22px 24px;"><a href="https://furumachi.app/transaction/fm7730281945" style="display:inline-block;background:#ff6f3c;color:#fff;padding:12px 40px;border-radius:6px;text-decoration:none;font-weight:bold;">取引画面へ</a></td></tr>
<tr><td style="padding:12px 22px;background:#fafafa;font-size:11px;color:#aaa;">株式会社フルマチ ｜ <a href="https://furumachi.app/help" style="color:#aaa;">ヘルプ</a></td></tr>
</table></body></html>`,
  },
  {
    family: "furumachi-market",
    group: "consumer",
    lang: "ja",
    kind: "review-received",
    code: null,
    link: null,
    from: "フルマチ <no-reply@furumachi.app>",
    to: MINJI,
    subject: "【フルマチ】取引が完了しました・売上金が反映されました",
    date: on(10, 16, "08:20:31"),
    html: null,
    enc: "8bit",
    text: `石田 民智 様

購入者から評価が届き、取引が完了しました。

商品名：子ども用 自転車 18インチ（青）
購入者からの評価：良い
コメント：「丁寧に梱包していただきありがとうございました。子どもが大喜びです！」

売上金 ¥4,320 が反映されました。
現在の売上金残高：¥6,170
売上金の振込申請期限：2027年4月16日

売上金はフルマチPayとしてお買い物に使うこともできます。
https://furumachi.app/mypage/sales

フルマチ事務局
`,
  },
];

// ---------------------------------------------------------------- Hotel Haneul Stay Myeongdong (the Seoul hotel)

const haneulStay: Mail[] = [
  {
    family: "haneul-stay-myeongdong",
    group: "consumer",
    lang: "en",
    kind: "pre-arrival",
    code: null,
    link: null,
    from: "Hotel Haneul Stay Myeongdong <stay@haneulstay.co.kr>",
    to: "Takumi Ishida <takumi.ishida@kazemachi-mail.jp>",
    subject: "We look forward to welcoming you on 23 October",
    date: on(10, 20, "15:05:22"),
    enc: "qp",
    text: `Dear Mr Ishida,

Thank you for choosing Hotel Haneul Stay Myeongdong. Your stay is coming up soon.

Reservation: TBH-5520917 (via Tabiyori)
Check-in: Friday 23 October 2026, from 15:00
Check-out: Monday 26 October 2026, until 11:00
Room: Family Room, non-smoking, breakfast included (07:00-10:00, 2F "Bom" restaurant)

Getting here
- From Gimpo Airport (GMP): Airport Railroad to Seoul Station, then Line 4 to Myeongdong Station, exit 8 (about 45 minutes).
- By taxi from GMP: about 40 minutes, approx. KRW 30,000-35,000.

Good to know
- Early check-in from 12:00 is available for KRW 30,000, subject to availability.
- We can store your luggage free of charge before check-in and after check-out.
- A refundable deposit of KRW 100,000 per stay is taken by card at check-in.

Front desk (24 hours): +82-2-778-4150 / live chat on our website
Address: 27 Myeongdong 8-gil, Jung-gu, Seoul 04536, Korea

See you soon,
Guest Relations Team
https://www.haneulstay.co.kr/en/
`,
    html:
      `<html><head><meta charset="utf-8"></head><body style="margin:0;background:#f5f2ec;font-family:Georgia,'Times New Roman',serif;color:#2f2a24;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:24px 10px;">
<table width="600" cellpadding="0" cellspacing="0" style="background:#fff;">
<tr><td align="center" style="padding:24px;"><img src="https://www.haneulstay.co.kr/mail/haneul_logo_navy.png" width="160" alt="Hotel Haneul Stay Myeongdong"></td></tr>
<tr><td><img src="https://www.haneulstay.co.kr/mail/lobby_600.jpg" width="600" alt="Hotel lobby" style="display:block;"></td></tr>
<tr><td style="padding:24px 32px 8px;font-size:22px;">We look forward to welcoming you</td></tr>
<tr><td style="padding:0 32px;font-size:15px;line-height:1.7;">Dear Mr Ishida, thank you for choosing Hotel Haneul Stay Myeongdong. Your stay is coming up soon.</td></tr>
<tr><td style="padding:16px 32px;"><table width="100%" cellpadding="8" cellspacing="0" style="font-family:Arial,sans-serif;font-size:13px;background:#f9f7f3;">
<tr><td width="35%" style="color:#8a7f70;">Reservation</td><td>TBH-5520917 (via Tabiyori)</td></tr>
<tr><td style="color:#8a7f70;">Check-in</td><td>Fri 23 Oct 2026, from 15:00</td></tr>
<tr><td style="color:#8a7f70;">Check-out</td><td>Mon 26 Oct 2026, until 11:00</td></tr>
<tr><td style="color:#8a7f70;">Room</td><td>Family Room, non-smoking, breakfast included (07:00&ndash;10:00, 2F &ldquo;Bom&rdquo;)</td></tr>
</table></td></tr>
<tr><td style="padding:8px 32px;font-family:Arial,sans-serif;font-size:13px;line-height:1.7;">
<b>Getting here</b><br>From Gimpo Airport (GMP): Airport Railroad to Seoul Station, then Line 4 to Myeongdong Station, exit 8 (about 45 minutes). By taxi: about 40 minutes, approx. KRW 30,000&ndash;35,000.<br><br>
<b>Good to know</b><br>Early check-in from 12:00 is available for KRW 30,000, subject to availability. We store luggage free of charge. A refundable deposit of KRW 100,000 is taken by card at check-in.</td></tr>
<tr><td align="center" style="padding:20px 32px;"><a href="https://www.haneulstay.co.kr/en/location" style="color:#1f3a5f;font-family:Arial,sans-serif;font-size:13px;">Map &amp; directions</a> &nbsp;|&nbsp; <a href="https://www.haneulstay.co.kr/en/dining" style="color:#1f3a5f;font-family:Arial,sans-serif;font-size:13px;">Dining</a></td></tr>
<tr><td style="padding:16px 32px;background:#1f3a5f;color:#cfd8e3;font-family:Arial,sans-serif;font-size:11px;line-height:1.6;">
Hotel Haneul Stay Myeongdong &middot; 27 Myeongdong 8-gil, Jung-gu, Seoul 04536, Korea<br>Front desk (24h) +82-2-778-4150 &middot; <a href="https://www.instagram.com/haneulstay_myeongdong" style="color:#cfd8e3;">Instagram</a></td></tr>
</table></td></tr></table></body></html>`,
  },
  {
    family: "haneul-stay-myeongdong",
    group: "consumer",
    lang: "ko",
    kind: "folio-receipt",
    code: null,
    link: null,
    from: "호텔 하늘스테이 명동 <frontdesk@haneulstay.co.kr>",
    to: "Takumi Ishida <takumi.ishida@kazemachi-mail.jp>",
    subject: "[호텔 하늘스테이 명동] 영수증 / Guest Folio - Room 1207",
    date: on(10, 26, "10:41:55"),
    html: null,
    enc: "8bit",
    text: `石田 拓海 (ISHIDA TAKUMI) 고객님 / Dear Mr Ishida,

이용해 주셔서 감사합니다. 추가 이용 내역 영수증을 보내드립니다.
Thank you for staying with us. Please find your additional charges below.

객실 / Room: 1207 (Family Room)
투숙 기간 / Stay: 2026-10-23 ~ 2026-10-26 (3박 / 3 nights)
객실 요금 / Room charge: 여행사 선결제 / Prepaid via agency (TBH-5520917)

추가 이용 내역 / Incidentals
  10-24  미니바 / Minibar                 KRW   9,000
  10-25  세탁 / Laundry                    KRW  18,000
  10-25  룸서비스 / Room service           KRW  32,000
  ----------------------------------------------------
  합계 / Total (VAT incl.)                 KRW  59,000
  결제 / Paid: VISA ****7709  승인번호 / Approval 30418827

보증금 KRW 100,000 승인은 취소되었습니다 (카드사에 따라 3~5영업일 소요).
The KRW 100,000 deposit hold has been released (3-5 business days depending on your card issuer).

다시 뵙기를 바랍니다. We hope to see you again.

호텔 하늘스테이 명동 / Hotel Haneul Stay Myeongdong
서울특별시 중구 명동8길 27  사업자등록번호 104-86-21937
Tel +82-2-778-4150
`,
  },
];

// ---------------------------------------------------------------- Hoppa eSIM (data for the trip)

const hoppa: Mail[] = [
  {
    family: "hoppa-esim",
    group: "consumer",
    lang: "en",
    kind: "login-code",
    code: "5827",
    link: null,
    from: "Hoppa eSIM <hello@hoppa-esim.com>",
    to: "Takumi Ishida <takumi.ishida@kazemachi-mail.jp>",
    subject: "5827 is your Hoppa sign-in code",
    date: on(10, 18, "22:07:13"),
    enc: "7bit",
    text: `Your Hoppa sign-in code

5827

Enter this code in the Hoppa app to sign in. It expires in 10 minutes.

Didn't try to sign in? You can safely ignore this email.

Travelling soon? Korea 10 GB / 7 days is now USD 9.90.

Hoppa Connect Pte. Ltd., 8 Temasek Boulevard, #22-03, Singapore 038988
Help: https://help.hoppa-esim.com
`,
    html: `<!doctype html><html><head><meta charset="utf-8"><meta name="color-scheme" content="light dark"></head>
<body style="margin:0;padding:0;background:#f2f4ff;">
<div style="display:none;max-height:0;overflow:hidden;">Enter this code in the Hoppa app to sign in.&#847;&zwnj;&nbsp;&#847;&zwnj;&nbsp;</div>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:40px 12px;">
<table role="presentation" width="440" cellpadding="0" cellspacing="0" style="background:#ffffff;border-radius:20px;">
<tr><td style="padding:32px 36px 0;"><img src="https://assets.hoppa-esim.com/email/hoppa-wordmark.png" width="88" height="28" alt="Hoppa"></td></tr>
<tr><td style="padding:24px 36px 0;font-family:Inter,Helvetica,Arial,sans-serif;font-size:22px;font-weight:700;color:#14163a;">Your sign-in code</td></tr>
<tr><td style="padding:20px 36px;"><table cellpadding="0" cellspacing="8"><tr>
<td style="width:52px;height:64px;border-radius:12px;background:#eef0ff;text-align:center;font-family:Inter,Arial,sans-serif;font-size:32px;font-weight:700;color:#4b3df5;">5</td>
<td style="width:52px;height:64px;border-radius:12px;background:#eef0ff;text-align:center;font-family:Inter,Arial,sans-serif;font-size:32px;font-weight:700;color:#4b3df5;">8</td>
<td style="width:52px;height:64px;border-radius:12px;background:#eef0ff;text-align:center;font-family:Inter,Arial,sans-serif;font-size:32px;font-weight:700;color:#4b3df5;">2</td>
<td style="width:52px;height:64px;border-radius:12px;background:#eef0ff;text-align:center;font-family:Inter,Arial,sans-serif;font-size:32px;font-weight:700;color:#4b3df5;">7</td>
</tr></table></td></tr>
<tr><td style="padding:0 36px 24px;font-family:Inter,Arial,sans-serif;font-size:14px;line-height:1.6;color:#555a7a;">Enter this code in the Hoppa app to sign in. It expires in 10 minutes. Didn't try to sign in? You can safely ignore this email.</td></tr>
<tr><td style="padding:0 36px 28px;"><a href="https://hoppa-esim.com/destinations/south-korea?utm_source=otp_email"><img src="https://assets.hoppa-esim.com/email/promo-korea-10gb.png" width="368" alt="Korea 10 GB / 7 days USD 9.90" style="border-radius:12px;"></a></td></tr>
<tr><td style="padding:20px 36px;border-top:1px solid #eceefa;font-family:Inter,Arial,sans-serif;font-size:11px;color:#9a9db8;">Hoppa Connect Pte. Ltd., 8 Temasek Boulevard, #22-03, Singapore 038988<br>
<a href="https://help.hoppa-esim.com" style="color:#9a9db8;">Help</a> &middot; <a href="https://hoppa-esim.com/legal/privacy" style="color:#9a9db8;">Privacy</a> &middot; <a href="https://x.com/hoppaesim" style="color:#9a9db8;">X</a></td></tr>
</table></td></tr></table></body></html>`,
  },
  {
    family: "hoppa-esim",
    group: "consumer",
    lang: "en",
    kind: "order-receipt",
    code: null,
    link: null,
    from: "Hoppa eSIM <orders@hoppa-esim.com>",
    to: "Takumi Ishida <takumi.ishida@kazemachi-mail.jp>",
    subject: "Receipt for your Hoppa order #HP-3391027",
    date: on(10, 18, "22:11:40"),
    enc: "qp",
    text: `Thanks for your order, Takumi!

Order #HP-3391027 - 18 Oct 2026

South Korea 10 GB / 7 days     x2    USD 19.80
Promo KOREA5                          -USD  0.99
Total charged                         USD 18.81
Card: Mastercard ending 3361

Your eSIMs are ready in the Hoppa app under "My eSIMs". Install them before you leave, while you still have Wi-Fi; the 7 days start when the eSIM first connects to a network in South Korea.

Need help? https://help.hoppa-esim.com

Hoppa Connect Pte. Ltd., 8 Temasek Boulevard, #22-03, Singapore 038988
`,
    html: `<!doctype html><html><body style="margin:0;background:#f2f4ff;font-family:Inter,Helvetica,Arial,sans-serif;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:40px 12px;">
<table role="presentation" width="480" cellpadding="0" cellspacing="0" style="background:#fff;border-radius:20px;color:#14163a;">
<tr><td style="padding:32px 36px 8px;"><img src="https://assets.hoppa-esim.com/email/hoppa-wordmark.png" width="88" height="28" alt="Hoppa"></td></tr>
<tr><td style="padding:8px 36px;font-size:22px;font-weight:700;">Thanks for your order, Takumi!</td></tr>
<tr><td style="padding:0 36px 16px;font-size:13px;color:#555a7a;">Order #HP-3391027 &middot; 18 Oct 2026</td></tr>
<tr><td style="padding:0 36px;"><table width="100%" cellpadding="8" cellspacing="0" style="font-size:14px;border-top:1px solid #eceefa;">
<tr><td>South Korea 10 GB / 7 days &times; 2</td><td align="right">USD 19.80</td></tr>
<tr><td>Promo KOREA5</td><td align="right">&minus;USD 0.99</td></tr>
<tr style="border-top:1px solid #eceefa;"><td><b>Total charged</b></td><td align="right"><b>USD 18.81</b></td></tr>
<tr><td colspan="2" style="font-size:12px;color:#9a9db8;">Mastercard ending 3361</td></tr>
</table></td></tr>
<tr><td style="padding:16px 36px 28px;font-size:14px;line-height:1.6;color:#555a7a;">Your eSIMs are ready in the Hoppa app under &ldquo;My eSIMs&rdquo;. Install them before you leave, while you still have Wi-Fi; the 7 days start when the eSIM first connects to a network in South Korea.</td></tr>
<tr><td style="padding:20px 36px;border-top:1px solid #eceefa;font-size:11px;color:#9a9db8;">Hoppa Connect Pte. Ltd., 8 Temasek Boulevard, #22-03, Singapore 038988 &middot; <a href="https://help.hoppa-esim.com" style="color:#9a9db8;">Help</a></td></tr>
</table></td></tr></table></body></html>`,
  },
];

export const mails: Mail[] = [
  ...tsumugi,
  ...ichigo,
  ...hoshikage,
  ...kawasemi,
  ...sakuragaoka,
  ...kokoro,
  ...shinryoku,
  ...hibari,
  ...suzume,
  ...yaoyoshi,
  ...sorafune,
  ...tsukuyomi,
  ...tabiyori,
  ...haneulStay,
  ...hoppa,
  ...ttalgi,
  ...hanbada,
  ...midorigaoka,
  ...furumachi,
];
