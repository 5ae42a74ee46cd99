/**
 * Two months of a junior-high teacher's inbox in Japan (autumn 2026): the school board's portal, a
 * class platform, parents' messaging, a union, bank and card, points, konbini and locker pickup,
 * shops, carrier, utilities, city e-services, hospital, trains and trips, a language-exchange app and
 * streaming, mostly in Japanese with English, Korean, Chinese and a few other languages.
 * @module
 */

import type { Mail } from "../holdout_kit.ts";

/** A plain Japanese corporate HTML shell: header bar, body table, grey footer. */
function jp_page(brand: string, color: string, pre: string, body: string, footer: string): string {
  return `<!DOCTYPE html>
<html lang="ja"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">
<title>${brand}</title></head>
<body style="margin:0;padding:0;background:#f2f2f2;font-family:'Hiragino Kaku Gothic ProN',Meiryo,sans-serif;">
<div style="display:none;max-height:0;overflow:hidden;">${pre}</div>
<table width="100%" cellpadding="0" cellspacing="0" border="0" bgcolor="#f2f2f2"><tr><td align="center">
<table width="600" cellpadding="0" cellspacing="0" border="0" style="background:#ffffff;">
<tr><td style="background:${color};padding:14px 24px;color:#ffffff;font-size:18px;font-weight:bold;">${brand}</td></tr>
<tr><td style="padding:24px;font-size:14px;line-height:1.8;color:#333333;">
${body}
</td></tr>
<tr><td style="padding:16px 24px;background:#fafafa;border-top:1px solid #e5e5e5;font-size:11px;color:#888888;line-height:1.6;">
${footer}
</td></tr>
</table></td></tr></table>
</body></html>`;
}

export const mails: Mail[] = [
  // ------------------------------------------------------------ the education board's staff portal
  {
    family: "asahigawa-kyoin-portal",
    group: "regional",
    lang: "ja",
    kind: "login-code",
    code: "730418",
    link: null,
    from: "旭川市教育委員会 教職員ポータル <no-reply@kyoin-portal.asahigawa-edu.example.jp>",
    subject: "【教職員ポータル】ワンタイムパスワードのお知らせ",
    date: "Tue, 01 Sep 2026 07:42:10 +0900",
    text: `佐藤 陽香 様

教職員ポータルへのログイン要求を受け付けました。
以下のワンタイムパスワードをログイン画面に入力してください。

  ワンタイムパスワード：730418

有効期限：2026/09/01 07:52（発行から10分間）
職員番号：T-20-05513

※本パスワードは一度のみ有効です。
※お心当たりのない場合は、学校の情報担当者または下記ヘルプデスクへご連絡ください。

――――――――――――――――――――
旭川市教育委員会 学校教育部 教育情報化推進室
ヘルプデスク：0166-25-1180（平日 8:30〜17:15）
https://kyoin-portal.asahigawa-edu.example.jp/help
※このメールは送信専用アドレスから送信しています。
`,
    html: null,
    enc: "b64",
  },
  {
    family: "asahigawa-kyoin-portal",
    group: "regional",
    lang: "ja",
    kind: "password-changed",
    code: null,
    link: null,
    from: "旭川市教育委員会 教職員ポータル <no-reply@kyoin-portal.asahigawa-edu.example.jp>",
    subject: "【教職員ポータル】パスワード変更完了のお知らせ",
    date: "Tue, 01 Sep 2026 07:45:51 +0900",
    text: `佐藤 陽香 様

教職員ポータルのパスワードが変更されました。

変更日時：2026年9月1日 07:45
接続元：校内ネットワーク（旭川市立北星中学校）

この操作に心当たりがない場合は、至急ヘルプデスク（0166-25-1180）へご連絡ください。
次回の定期変更期限は2026年11月30日です。

旭川市教育委員会 教育情報化推進室
`,
    html: null,
    enc: "8bit",
  },
  {
    family: "asahigawa-kyoin-portal",
    group: "regional",
    lang: "ja",
    kind: "training-registered",
    code: null,
    link: null,
    from: "旭川市教育委員会 教職員ポータル <no-reply@kyoin-portal.asahigawa-edu.example.jp>",
    subject: "【研修申込受付】令和8年度 ICT活用授業研修（第3回）",
    date: "Thu, 10 Sep 2026 16:20:03 +0900",
    text: `佐藤 陽香 様

以下の研修の申込を受け付けました。

研修名：令和8年度 ICT活用授業研修（第3回）「1人1台端末と協働学習」
日時：2026年10月14日（水）14:00〜16:30
会場：旭川市教育研修センター 第2研修室（旭川市6条通8丁目）
受付番号：KS-2026-0931
定員：40名（先着順）

受講決定通知は10月1日頃にポータルの「お知らせ」に掲載します。
持ち物：授業用端末、筆記用具

研修一覧：https://kyoin-portal.asahigawa-edu.example.jp/training/list

旭川市教育研修センター 研修係 0166-25-1192
`,
    html: jp_page(
      "旭川市 教職員ポータル",
      "#1f4e79",
      "研修の申込を受け付けました（受付番号 KS-2026-0931）",
      `<p>佐藤 陽香 様</p>
<p>以下の研修の申込を受け付けました。</p>
<table cellpadding="6" cellspacing="0" border="1" style="border-collapse:collapse;border-color:#cccccc;font-size:13px;width:100%;">
<tr><th align="left" bgcolor="#eef3f8" width="28%">研修名</th><td>令和8年度 ICT活用授業研修（第3回）「1人1台端末と協働学習」</td></tr>
<tr><th align="left" bgcolor="#eef3f8">日時</th><td>2026年10月14日（水）14:00〜16:30</td></tr>
<tr><th align="left" bgcolor="#eef3f8">会場</th><td>旭川市教育研修センター 第2研修室（旭川市6条通8丁目）</td></tr>
<tr><th align="left" bgcolor="#eef3f8">受付番号</th><td>KS-2026-0931</td></tr>
<tr><th align="left" bgcolor="#eef3f8">定員</th><td>40名（先着順）</td></tr>
</table>
<p>受講決定通知は10月1日頃にポータルの「お知らせ」に掲載します。<br>持ち物：授業用端末、筆記用具</p>
<p><a href="https://kyoin-portal.asahigawa-edu.example.jp/training/list" style="color:#1f4e79;">研修一覧を見る</a></p>`,
      `旭川市教育研修センター 研修係 TEL 0166-25-1192<br>このメールは送信専用です。返信いただいてもお答えできません。`,
    ),
    enc: "qp",
  },

  // ------------------------------------------------------------ class platform
  {
    family: "manabiya-cloud",
    group: "consumer",
    lang: "ja",
    kind: "invite-link",
    code: null,
    link: "https://app.manabiya-cloud.example.com/join/c/8KQ2-MX7T?inv=e81f09a2c4",
    from: "まなびやクラウド <notify@manabiya-cloud.example.com>",
    subject: "「2年3組 理科（2026年度）」の共同担当に招待されました",
    date: "Wed, 02 Sep 2026 18:03:27 +0900",
    text: `佐藤 陽香 先生

北星中学校の 高橋 健一 先生から、クラス「2年3組 理科（2026年度）」の共同担当として招待が届いています。

▼ 招待を承諾してクラスに参加する
https://app.manabiya-cloud.example.com/join/c/8KQ2-MX7T?inv=e81f09a2c4

・生徒数：34名
・この招待リンクの有効期限：2026年9月9日

※クラスコード（8KQ2-MX7T）は生徒用です。先生は上のリンクから参加してください。

まなびやクラウド サポート https://help.manabiya-cloud.example.com
`,
    html: `<html><body style="margin:0;background:#eef6f1;">
<span style="display:none;">高橋 健一 先生があなたを共同担当に招待しました</span>
<table role="presentation" width="100%" cellspacing="0" cellpadding="0"><tr><td align="center" style="padding:32px 12px;">
<table role="presentation" width="560" cellspacing="0" cellpadding="0" style="background:#fff;border-radius:12px;font-family:sans-serif;">
<tr><td style="padding:28px 32px 0;"><img src="https://static.manabiya-cloud.example.com/mail/logo@2x.png" width="150" alt="まなびやクラウド"></td></tr>
<tr><td style="padding:20px 32px;font-size:15px;color:#243b2f;line-height:1.75;">
<p style="margin:0 0 12px;">佐藤 陽香 先生</p>
<p style="margin:0 0 12px;"><b>高橋 健一 先生</b>（北星中学校）から、クラス<b>「2年3組 理科（2026年度）」</b>の共同担当として招待が届いています。</p>
<table cellspacing="0" cellpadding="0" style="margin:20px 0;"><tr><td bgcolor="#2e9e62" style="border-radius:24px;">
<a href="https://app.manabiya-cloud.example.com/join/c/8KQ2-MX7T?inv=e81f09a2c4" style="display:inline-block;padding:12px 32px;color:#fff;text-decoration:none;font-weight:bold;">招待を承諾する</a>
</td></tr></table>
<p style="margin:0;font-size:13px;color:#5c6f64;">生徒数：34名 ／ 招待の有効期限：2026年9月9日<br>
クラスコード <code>8KQ2-MX7T</code> は生徒用です。先生は上のボタンから参加してください。</p>
</td></tr>
<tr><td style="padding:16px 32px;border-top:1px solid #e3ece6;font-size:11px;color:#8a9a90;">
<a href="https://help.manabiya-cloud.example.com" style="color:#8a9a90;">ヘルプセンター</a> ・ <a href="https://manabiya-cloud.example.com/privacy" style="color:#8a9a90;">プライバシーポリシー</a><br>
株式会社まなびや 〒060-0042 札幌市中央区大通西5-11 &copy; 2026 Manabiya Inc.</td></tr>
</table></td></tr></table></body></html>`,
    enc: "qp",
  },
  {
    family: "manabiya-cloud",
    group: "consumer",
    lang: "en",
    kind: "login-link",
    code: null,
    link: "https://app.manabiya-cloud.example.com/auth/magic?token=mL3v9QpX0aZr7TfW2bN5&lang=en",
    from: "Manabiya Cloud <notify@manabiya-cloud.example.com>",
    subject: "Your sign-in link for Manabiya Cloud",
    date: "Sat, 05 Sep 2026 21:14:02 +0900",
    text: `Hi Haruka,

Click the link below to sign in to Manabiya Cloud on your new browser (Safari on iPad).

https://app.manabiya-cloud.example.com/auth/magic?token=mL3v9QpX0aZr7TfW2bN5&lang=en

The link works once and expires in 15 minutes. If you didn't try to sign in, you can ignore this email - your account is safe.

Manabiya Inc., 5-11 Odori-nishi, Chuo-ku, Sapporo 060-0042, Japan
`,
    html: `<html><body style="background:#ffffff;font-family:Helvetica,Arial,sans-serif;color:#1d2a22;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center">
<table width="480" cellpadding="0" cellspacing="0">
<tr><td style="padding:24px 0;"><img src="https://static.manabiya-cloud.example.com/mail/logo-en.png" alt="Manabiya Cloud" width="140"></td></tr>
<tr><td style="font-size:22px;font-weight:600;padding-bottom:12px;">Sign in to Manabiya Cloud</td></tr>
<tr><td style="font-size:15px;line-height:22px;">Hi Haruka,<br><br>Click the button below to sign in on your new browser (Safari on iPad).</td></tr>
<tr><td style="padding:24px 0;"><a href="https://app.manabiya-cloud.example.com/auth/magic?token=mL3v9QpX0aZr7TfW2bN5&amp;lang=en" style="background:#2e9e62;color:#ffffff;padding:12px 24px;border-radius:6px;text-decoration:none;display:inline-block;">Sign in</a></td></tr>
<tr><td style="font-size:13px;color:#667;line-height:20px;">The link works once and expires in 15 minutes. If you didn't try to sign in, you can ignore this email.</td></tr>
<tr><td style="font-size:11px;color:#99a;padding-top:32px;">Manabiya Inc., 5-11 Odori-nishi, Chuo-ku, Sapporo 060-0042, Japan &middot; <a href="https://manabiya-cloud.example.com/privacy" style="color:#99a;">Privacy</a></td></tr>
</table></td></tr></table></body></html>`,
  },
  {
    family: "manabiya-cloud",
    group: "consumer",
    lang: "ja",
    kind: "assignment-digest",
    code: null,
    link: null,
    from: "まなびやクラウド <notify@manabiya-cloud.example.com>",
    subject: "本日の提出状況：2年3組 理科（9月18日）",
    date: "Fri, 18 Sep 2026 17:00:00 +0900",
    text: `佐藤 陽香 先生

本日17:00時点の課題提出状況です。

■ 課題「電流と電圧の関係 まとめシート」（締切 9/18 16:00）
  提出済み 31 / 34 名　未提出 3 名
  平均所要時間 22分

■ 課題「小テスト 第4回」（締切 9/22 23:59）
  提出済み 12 / 34 名

詳細はクラスのダッシュボードでご確認ください。
https://app.manabiya-cloud.example.com/classes/8KQ2-MX7T/dashboard

通知設定の変更：https://app.manabiya-cloud.example.com/settings/notifications
`,
    html: null,
  },

  // ------------------------------------------------------------ parents' messaging app
  {
    family: "renraku-tsubame-note",
    group: "consumer",
    lang: "ja",
    kind: "verify-link",
    code: null,
    link:
      "https://t.tsubamenote.example.jp/c/AbQ19x?u=https%3A%2F%2Fschool.tsubamenote.example.jp%2Fstaff%2Fregister%2Fcomplete%3Fk%3D4f2d8a71",
    from: "つばめノート（学校連絡網） <support@tsubamenote.example.jp>",
    subject: "【つばめノート】教職員アカウントの本登録のお願い",
    date: "Thu, 03 Sep 2026 08:11:45 +0900",
    text: `佐藤 陽香 様

つばめノートへの仮登録ありがとうございます。
下記URLにアクセスして、本登録を完了してください。

https://t.tsubamenote.example.jp/c/AbQ19x?u=https%3A%2F%2Fschool.tsubamenote.example.jp%2Fstaff%2Fregister%2Fcomplete%3Fk%3D4f2d8a71

※URLの有効期限は24時間です。期限を過ぎた場合は、学校の管理者に再発行を依頼してください。
※学校ID：hoksei-jhs-0166

【お問い合わせ】つばめノート サポートデスク
050-3188-2290（平日 9:00〜18:00）
`,
    html: jp_page(
      "つばめノート",
      "#e8604c",
      "本登録を完了してください（24時間以内）",
      `<p>佐藤 陽香 様</p>
<p>つばめノートへの仮登録ありがとうございます。<br>下のボタンを押して、本登録を完了してください。</p>
<p style="text-align:center;margin:28px 0;"><a href="https://t.tsubamenote.example.jp/c/AbQ19x?u=https%3A%2F%2Fschool.tsubamenote.example.jp%2Fstaff%2Fregister%2Fcomplete%3Fk%3D4f2d8a71" style="background:#e8604c;color:#ffffff;padding:14px 40px;text-decoration:none;border-radius:4px;font-weight:bold;">本登録を完了する</a></p>
<p style="font-size:12px;color:#777;">※URLの有効期限は24時間です。期限を過ぎた場合は、学校の管理者に再発行を依頼してください。<br>※学校ID：hoksei-jhs-0166</p>`,
      `つばめノート サポートデスク 050-3188-2290（平日 9:00〜18:00）<br><a href="https://tsubamenote.example.jp/privacy" style="color:#888;">個人情報の取り扱い</a>｜<a href="https://tsubamenote.example.jp/terms" style="color:#888;">利用規約</a><br>© 2026 Tsubame Note Co., Ltd.`,
    ),
    enc: "qp",
  },
  {
    family: "renraku-tsubame-note",
    group: "consumer",
    lang: "ja",
    kind: "device-code",
    code: "5903",
    link: null,
    from: "つばめノート（学校連絡網） <support@tsubamenote.example.jp>",
    subject: "【つばめノート】確認コード：5903",
    date: "Mon, 07 Sep 2026 06:58:20 +0900",
    text: `新しい端末からのログインを確認するため、アプリに以下の4桁の確認コードを入力してください。

確認コード　5903

有効期限：5分
端末：iPhone（iOS 19.1）

ご自身の操作でない場合は、このメールを破棄してください。

つばめノート サポートデスク
`,
    html: jp_page(
      "つばめノート",
      "#e8604c",
      "確認コード：5903",
      `<p>新しい端末からのログインを確認するため、アプリに以下の4桁の確認コードを入力してください。</p>
<table cellpadding="0" cellspacing="8" align="center"><tr>
<td style="border:1px solid #e8604c;width:44px;height:52px;text-align:center;font-size:28px;font-weight:bold;">5</td>
<td style="border:1px solid #e8604c;width:44px;height:52px;text-align:center;font-size:28px;font-weight:bold;">9</td>
<td style="border:1px solid #e8604c;width:44px;height:52px;text-align:center;font-size:28px;font-weight:bold;">0</td>
<td style="border:1px solid #e8604c;width:44px;height:52px;text-align:center;font-size:28px;font-weight:bold;">3</td>
</tr></table>
<p style="font-size:12px;color:#777;">有効期限：5分 ／ 端末：iPhone（iOS 19.1）<br>ご自身の操作でない場合は、このメールを破棄してください。</p>`,
      `つばめノート サポートデスク 050-3188-2290<br>© 2026 Tsubame Note Co., Ltd.`,
    ),
    enc: "b64",
  },
  {
    family: "renraku-tsubame-note",
    group: "consumer",
    lang: "ja",
    kind: "message-notice",
    code: null,
    link: null,
    from: "つばめノート（学校連絡網） <notice@tsubamenote.example.jp>",
    subject: "保護者から新しい連絡が届いています（欠席連絡 1件）",
    date: "Wed, 23 Sep 2026 07:21:09 +0900",
    text: `佐藤 陽香 先生

2年3組の保護者から新しい連絡が届いています。

種別：欠席連絡
生徒：出席番号 17
日付：9月23日（水）
理由：体調不良（発熱 37.8℃）

内容はアプリでご確認ください。
https://school.tsubamenote.example.jp/staff/inbox

※このメールに返信しても保護者には届きません。
`,
    html: null,
    enc: "8bit",
  },

  // ------------------------------------------------------------ teachers' union
  {
    family: "hinode-kyoshokuin-kumiai",
    group: "regional",
    lang: "ja",
    kind: "newsletter",
    code: null,
    link: null,
    from: "ひので教職員組合 <news@hinode-kyoso.example.or.jp>",
    subject: "ひので組合ニュース 第412号（2026年9月）",
    date: "Mon, 07 Sep 2026 12:00:00 +0900",
    text: `━━━━━━━━━━━━━━━━━━━━━━
 ひので組合ニュース 第412号　2026年9月7日
━━━━━━━━━━━━━━━━━━━━━━

■ 今月の主な内容
１．勤務時間の適正化に関する要求書を提出しました（8月28日）
２．秋の学習会「部活動の地域移行、いま現場では」10月17日（土）13:30〜
   会場：ひので会館 3階大会議室　参加費無料
３．組合員共済：火災共済の更新手続きは10月31日まで
４．産休・育休中の組合費免除について（申請書は支部へ）

▼ 学習会の詳細・申込はこちら
https://hinode-kyoso.example.or.jp/events/2026-fall

組合費（月額）：本俸の0.9％　※変更はありません

───────────────────
ひので教職員組合 本部
〒070-0031 旭川市1条通12丁目 ひので会館
TEL 0166-22-4713 FAX 0166-22-4714
配信停止：https://hinode-kyoso.example.or.jp/mail/stop?m=h.sato
`,
    html: null,
    enc: "b64",
  },
  {
    family: "hinode-kyoshokuin-kumiai",
    group: "regional",
    lang: "ja",
    kind: "email-change-link",
    code: null,
    link: "https://member.hinode-kyoso.example.or.jp/mypage/email/confirm?token=7d0c3e5b91aa44f2",
    from: "ひので教職員組合 組合員マイページ <mypage@hinode-kyoso.example.or.jp>",
    subject: "【組合員マイページ】メールアドレス変更の確認",
    date: "Tue, 15 Sep 2026 22:36:14 +0900",
    text: `佐藤 陽香 様（組合員番号 0412-3378）

組合員マイページで、連絡用メールアドレスの変更申請を受け付けました。
変更を確定するには、48時間以内に以下のURLをクリックしてください。

https://member.hinode-kyoso.example.or.jp/mypage/email/confirm?token=7d0c3e5b91aa44f2

変更前：h.sato.hokusei@old-mail.example.jp
変更後：haruka.sato@inbox.example

URLをクリックするまで、お知らせは変更前のアドレスに届きます。
お心当たりのない場合は、支部書記長またはマイページ事務局（0166-22-4713）までご連絡ください。

ひので教職員組合 組合員マイページ事務局
`,
    html: `<html><body style="font-family:sans-serif;font-size:14px;color:#222;">
<p>佐藤 陽香 様（組合員番号 0412-3378）</p>
<p>組合員マイページで、連絡用メールアドレスの変更申請を受け付けました。<br>
変更を確定するには、48時間以内に以下のリンクをクリックしてください。</p>
<p><a href="https://member.hinode-kyoso.example.or.jp/mypage/email/confirm?token=7d0c3e5b91aa44f2">https://member.hinode-kyoso.example.or.jp/mypage/email/confirm?token=7d0c3e5b91aa44f2</a></p>
<p>変更前：h.sato.hokusei@old-mail.example.jp<br>変更後：haruka.sato@inbox.example</p>
<p>リンクをクリックするまで、お知らせは変更前のアドレスに届きます。<br>
お心当たりのない場合は、支部書記長またはマイページ事務局（0166-22-4713）までご連絡ください。</p>
<hr size="1" color="#cccccc">
<p style="font-size:12px;color:#666;">ひので教職員組合 組合員マイページ事務局<br><a href="https://hinode-kyoso.example.or.jp/">https://hinode-kyoso.example.or.jp/</a></p>
</body></html>`,
    enc: "qp",
  },

  // ------------------------------------------------------------ bank
  {
    family: "shirakaba-ginko",
    group: "regional",
    lang: "ja",
    kind: "otp-code",
    code: "91442807",
    link: null,
    from: "しらかば銀行 <info@direct.shirakaba-bank.example.co.jp>",
    subject: "【しらかば銀行】ワンタイムパスワード発行のお知らせ",
    date: "Fri, 04 Sep 2026 19:30:44 +0900",
    text: `しらかばダイレクトをご利用いただき、ありがとうございます。

お振込のお手続きに必要なワンタイムパスワードを発行しました。

ワンタイムパスワード：91442807

お取引内容：振込（振込先 ﾎﾂｾｲﾁﾕｳｶﾞﾂｺｳ PTA 様）
金額：3,600円
有効期限：19:35まで

※当行の行員がワンタイムパスワードをお尋ねすることはありません。
※お心当たりのない場合は、ただちにしらかばダイレクト ヘルプデスクへご連絡ください。
　フリーダイヤル 0120-418-662（平日 9:00〜21:00、土日祝 9:00〜17:00）

株式会社しらかば銀行
`,
    html: null,
    enc: "8bit",
  },
  {
    family: "shirakaba-ginko",
    group: "regional",
    lang: "ja",
    kind: "transfer-done",
    code: null,
    link: null,
    from: "しらかば銀行 <info@direct.shirakaba-bank.example.co.jp>",
    subject: "【しらかば銀行】お振込受付のお知らせ",
    date: "Fri, 04 Sep 2026 19:31:58 +0900",
    text: `しらかばダイレクトをご利用いただき、ありがとうございます。
以下の内容でお振込を受け付けました。

受付番号：20260904-0017732
受付日時：2026年09月04日 19時31分
お引出口座：本店営業部 普通 ****418
振込先：北洋第一銀行 旭川中央支店 普通 ****902
受取人名：ﾎﾂｾｲﾁﾕｳｶﾞﾂｺｳ PTA
振込金額：3,600円
振込手数料：0円（月3回まで無料・残り2回）
振込指定日：2026年09月04日

しらかばダイレクト ログイン：https://direct.shirakaba-bank.example.co.jp/

株式会社しらかば銀行
登録金融機関 北海道財務局長（登金）第19号
`,
    html: null,
    enc: "b64",
  },
  {
    family: "shirakaba-ginko",
    group: "regional",
    lang: "ja",
    kind: "login-alert",
    code: null,
    link: null,
    from: "しらかば銀行 <info@direct.shirakaba-bank.example.co.jp>",
    subject: "【しらかば銀行】新しい端末からのログインがありました",
    date: "Sun, 27 Sep 2026 10:05:12 +0900",
    text: `しらかばダイレクトに、これまでご利用のない端末からログインがありました。

日時：2026年09月27日 10時04分
端末：Android / Chrome
IPアドレス：203.0.113.44

お客さまご自身の操作であれば、このメールへの対応は不要です。
お心当たりのない場合は、ログインパスワードを変更のうえ、ヘルプデスク（0120-418-662）へご連絡ください。

パスワード変更手順：https://www.shirakaba-bank.example.co.jp/direct/faq/password.html

株式会社しらかば銀行
`,
    html: jp_page(
      "しらかば銀行",
      "#2b6f5a",
      "これまでご利用のない端末からログインがありました",
      `<p>しらかばダイレクトに、これまでご利用のない端末からログインがありました。</p>
<table cellpadding="4" cellspacing="0" style="font-size:13px;">
<tr><td style="color:#666;">日時</td><td>2026年09月27日 10時04分</td></tr>
<tr><td style="color:#666;">端末</td><td>Android / Chrome</td></tr>
<tr><td style="color:#666;">IPアドレス</td><td>203.0.113.44</td></tr>
</table>
<p>お客さまご自身の操作であれば、このメールへの対応は不要です。<br>
お心当たりのない場合は、ログインパスワードを変更のうえ、ヘルプデスク（0120-418-662）へご連絡ください。</p>
<p><a href="https://www.shirakaba-bank.example.co.jp/direct/faq/password.html" style="color:#2b6f5a;">パスワード変更手順</a></p>`,
      `株式会社しらかば銀行 〒070-8650 旭川市4条通9丁目<br>登録金融機関 北海道財務局長（登金）第19号`,
    ),
    enc: "qp",
  },

  // ------------------------------------------------------------ credit card
  {
    family: "kirameki-card",
    group: "consumer",
    lang: "ja",
    kind: "3ds-code",
    code: "264915",
    link: null,
    from: "きらめきカード <secure@kirameki-card.example.jp>",
    subject: "【きらめきカード】本人認証サービス ワンタイムパスワード",
    date: "Sat, 12 Sep 2026 13:47:30 +0900",
    text: `きらめきカードをご利用いただきありがとうございます。

ネットショッピングの本人認証（3Dセキュア）用ワンタイムパスワードをお知らせします。

■ワンタイムパスワード
264915

ご利用カード：きらめきカード ゴールド（末尾 7731）
ご利用店舗：BUNBOUGU HIROBA
ご利用金額：8,932円
有効期限：発行から10分

このパスワードを第三者に教えないでください。
お心当たりがない場合は、カード裏面のお問い合わせ先へご連絡ください。

きらめきカード株式会社
`,
    html: `<html><head><meta charset="utf-8"></head><body style="margin:0;background:#faf7ef;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:20px 8px;">
<table width="560" cellpadding="0" cellspacing="0" style="background:#ffffff;border-top:4px solid #c9a227;font-family:Meiryo,sans-serif;">
<tr><td style="padding:20px 28px;"><img src="https://img.kirameki-card.example.jp/mail/logo.gif" alt="きらめきカード" width="160" height="32"></td></tr>
<tr><td style="padding:0 28px 8px;font-size:14px;color:#333;line-height:1.8;">
きらめきカードをご利用いただきありがとうございます。<br>
ネットショッピングの本人認証（3Dセキュア）用ワンタイムパスワードをお知らせします。</td></tr>
<tr><td align="center" style="padding:16px 28px;">
<div style="font-size:12px;color:#8a6d12;">ワンタイムパスワード</div>
<div style="font-size:34px;letter-spacing:10px;font-weight:bold;color:#222;font-family:Consolas,monospace;">264915</div></td></tr>
<tr><td style="padding:8px 28px 20px;">
<table width="100%" cellpadding="6" cellspacing="0" style="font-size:13px;border:1px solid #eee;">
<tr><td bgcolor="#fbf8ee" width="35%">ご利用カード</td><td>きらめきカード ゴールド（末尾 7731）</td></tr>
<tr><td bgcolor="#fbf8ee">ご利用店舗</td><td>BUNBOUGU HIROBA</td></tr>
<tr><td bgcolor="#fbf8ee">ご利用金額</td><td>8,932円</td></tr>
<tr><td bgcolor="#fbf8ee">有効期限</td><td>発行から10分</td></tr>
</table></td></tr>
<tr><td style="padding:16px 28px;font-size:11px;color:#999;background:#f7f7f7;">このパスワードを第三者に教えないでください。<br>
<a href="https://www.kirameki-card.example.jp/security/" style="color:#999;">セキュリティについて</a> ｜ <a href="https://www.kirameki-card.example.jp/contact/" style="color:#999;">お問い合わせ</a><br>きらめきカード株式会社 東京都港区芝浦3-4-1</td></tr>
</table></td></tr></table></body></html>`,
    enc: "b64",
  },
  {
    family: "kirameki-card",
    group: "consumer",
    lang: "ja",
    kind: "statement",
    code: null,
    link: null,
    from: "きらめきカード <info@kirameki-card.example.jp>",
    subject: "【きらめきカード】10月お支払い金額確定のお知らせ",
    date: "Mon, 28 Sep 2026 09:00:00 +0900",
    text: `佐藤 陽香 様

10月お支払い分のご請求金額が確定しました。

お支払い日：2026年10月5日（月）
ご請求金額：48,216円
お引落口座：しらかば銀行 ****418
獲得ポイント：240ポイント（キラポ）

ご利用明細はWEBサービス「きらめきNet」でご確認いただけます。
https://net.kirameki-card.example.jp/statement

※本メールは「きらめきNet」にご登録のアドレスへお送りしています。
きらめきカード株式会社
`,
    html: jp_page(
      "きらめきNet",
      "#c9a227",
      "ご請求金額 48,216円（10月5日お支払い）",
      `<p>佐藤 陽香 様</p><p>10月お支払い分のご請求金額が確定しました。</p>
<table cellpadding="8" cellspacing="0" width="100%" style="border:1px solid #e6dcb8;font-size:14px;">
<tr><td bgcolor="#fbf8ee">お支払い日</td><td align="right">2026年10月5日（月）</td></tr>
<tr><td bgcolor="#fbf8ee">ご請求金額</td><td align="right"><b style="font-size:20px;">48,216</b>円</td></tr>
<tr><td bgcolor="#fbf8ee">お引落口座</td><td align="right">しらかば銀行 ****418</td></tr>
<tr><td bgcolor="#fbf8ee">獲得ポイント</td><td align="right">240ポイント</td></tr>
</table>
<p style="text-align:center;margin:24px 0;"><a href="https://net.kirameki-card.example.jp/statement" style="background:#c9a227;color:#fff;padding:10px 28px;text-decoration:none;">ご利用明細を見る</a></p>`,
      `きらめきカード株式会社 東京都港区芝浦3-4-1<br><a href="https://www.kirameki-card.example.jp/mail/settings" style="color:#888;">メール配信設定</a>`,
    ),
    enc: "qp",
  },

  // ------------------------------------------------------------ points programme
  {
    family: "hoshimeguri-point",
    group: "consumer",
    lang: "ja",
    kind: "points-earned",
    code: null,
    link: null,
    from: "ほしめぐりポイント <point@hoshimeguri.example.jp>",
    subject: "ポイント獲得のお知らせ（+86pt）",
    date: "Sun, 13 Sep 2026 20:12:00 +0900",
    text: "",
    html: `<html><body style="margin:0;background:#101a3a;">
<div style="display:none;">ほしめぐりポイントが86pt貯まりました。現在の保有ポイントは2,431ptです。</div>
<table width="100%" cellpadding="0" cellspacing="0" bgcolor="#101a3a"><tr><td align="center">
<table width="600" cellpadding="0" cellspacing="0" style="background:#ffffff;font-family:sans-serif;">
<tr><td><a href="https://click.hoshimeguri.example.jp/ls/c?m=91&u=top"><img src="https://img.hoshimeguri.example.jp/mail/header_star.png" width="600" alt="ほしめぐりポイント" style="display:block;"></a></td></tr>
<tr><td style="padding:24px;text-align:center;font-size:15px;color:#222;">
いつもご利用ありがとうございます。<br>ポイントが貯まりました！
<div style="font-size:44px;color:#f2a516;font-weight:bold;margin:12px 0;">+86<span style="font-size:18px;">pt</span></div>
<table align="center" cellpadding="6" style="font-size:13px;color:#444;">
<tr><td>ご利用日</td><td>2026/09/13</td></tr>
<tr><td>ご利用店舗</td><td>ドラッグほくと 旭川永山店</td></tr>
<tr><td>お買上金額</td><td>8,640円</td></tr>
<tr><td>保有ポイント</td><td><b>2,431pt</b>（うち期間限定 300pt：9/30まで）</td></tr>
</table></td></tr>
<tr><td style="padding:0 24px 24px;"><a href="https://click.hoshimeguri.example.jp/ls/c?m=91&u=campaign"><img src="https://img.hoshimeguri.example.jp/mail/bn_autumn.jpg" width="552" alt="秋のポイント5倍キャンペーン 10/1〜10/15"></a></td></tr>
<tr><td style="padding:16px 24px;background:#eef0f6;font-size:11px;color:#666;text-align:center;">
<a href="https://click.hoshimeguri.example.jp/ls/c?m=91&u=app"><img src="https://img.hoshimeguri.example.jp/mail/appstore.png" height="36" alt="App Storeからダウンロード"></a>
<a href="https://click.hoshimeguri.example.jp/ls/c?m=91&u=gplay"><img src="https://img.hoshimeguri.example.jp/mail/googleplay.png" height="36" alt="Google Playで手に入れよう"></a><br><br>
会員番号：HM-8802-1147-30<br>
<a href="https://hoshimeguri.example.jp/mail/unsubscribe" style="color:#666;">配信停止</a> ｜ <a href="https://hoshimeguri.example.jp/privacy" style="color:#666;">プライバシーポリシー</a><br>
© 2026 Hoshimeguri Point Co., Ltd.</td></tr>
</table></td></tr></table></body></html>`,
    enc: "b64",
  },
  {
    family: "hoshimeguri-point",
    group: "consumer",
    lang: "ja",
    kind: "expiry-notice",
    code: null,
    link: null,
    from: "ほしめぐりポイント <point@hoshimeguri.example.jp>",
    subject: "【まもなく失効】期間限定ポイント300ptの有効期限は9月30日です",
    date: "Fri, 25 Sep 2026 12:00:00 +0900",
    text: `佐藤 陽香 様

保有中の期間限定ポイントの有効期限が近づいています。

失効予定ポイント：300pt
有効期限：2026年9月30日（水）23:59
通常ポイント残高：2,131pt（最終利用日から1年間有効）

ポイントは加盟店でのお買い物に1pt＝1円でご利用いただけます。
加盟店一覧：https://hoshimeguri.example.jp/shops

会員番号：HM-8802-1147-30
配信停止：https://hoshimeguri.example.jp/mail/unsubscribe
`,
    html: null,
    enc: "qp",
  },

  // ------------------------------------------------------------ konbini pickup
  {
    family: "machikado-uketori",
    group: "consumer",
    lang: "ja",
    kind: "pickup-code",
    code: "4471",
    link: null,
    from: "まちかど受取サービス <noreply@machikado-uketori.example.jp>",
    subject: "【まちかど受取】お荷物が店舗に到着しました（受取期限 9/22）",
    date: "Wed, 16 Sep 2026 15:06:33 +0900",
    text: `佐藤 陽香 様

ご指定のコンビニ店舗にお荷物が到着しました。
店頭の端末またはレジで、以下の「お問い合わせ番号」と「認証番号」をお伝えください。

受取店舗：ことりマート 旭川永山3条店（旭川市永山3条5丁目2-8）
お問い合わせ番号：3389-2047-5516
認証番号：4471
受取期限：2026年9月22日（火）

ご注文元：モノイチ市場（注文番号 MN-26091402831）
お支払い：ご注文時に決済済み

※受取期限を過ぎたお荷物はご注文元へ返送されます。
※ご本人確認書類が必要な場合があります。

お荷物の状況：https://machikado-uketori.example.jp/track?no=338920475516

まちかど受取サービス カスタマーセンター 0570-011-387（9:00〜18:00）
`,
    html: jp_page(
      "まちかど受取",
      "#0a7bbf",
      "お問い合わせ番号と認証番号を店頭でお伝えください",
      `<p>佐藤 陽香 様</p>
<p>ご指定のコンビニ店舗にお荷物が到着しました。<br>店頭の端末またはレジで、以下の「お問い合わせ番号」と「認証番号」をお伝えください。</p>
<table width="100%" cellpadding="10" cellspacing="0" style="border:2px solid #0a7bbf;font-size:14px;">
<tr><td width="40%" bgcolor="#e8f3fa">お問い合わせ番号</td><td style="font-size:18px;font-weight:bold;">3389-2047-5516</td></tr>
<tr><td bgcolor="#e8f3fa">認証番号</td><td style="font-size:24px;font-weight:bold;color:#0a7bbf;">4471</td></tr>
<tr><td bgcolor="#e8f3fa">受取店舗</td><td>ことりマート 旭川永山3条店<br><span style="font-size:12px;color:#666;">旭川市永山3条5丁目2-8</span></td></tr>
<tr><td bgcolor="#e8f3fa">受取期限</td><td><b>2026年9月22日（火）</b></td></tr>
</table>
<p style="font-size:13px;">ご注文元：モノイチ市場（注文番号 MN-26091402831）<br>お支払い：ご注文時に決済済み</p>
<p style="font-size:12px;color:#777;">※受取期限を過ぎたお荷物はご注文元へ返送されます。<br>※ご本人確認書類が必要な場合があります。</p>
<p><a href="https://machikado-uketori.example.jp/track?no=338920475516">お荷物の状況を確認する</a></p>`,
      `まちかど受取サービス カスタマーセンター 0570-011-387（9:00〜18:00）<br>© Machikado Uketori Service`,
    ),
    enc: "qp",
  },
  {
    family: "machikado-uketori",
    group: "consumer",
    lang: "ja",
    kind: "pickup-done",
    code: null,
    link: null,
    from: "まちかど受取サービス <noreply@machikado-uketori.example.jp>",
    subject: "【まちかど受取】お荷物のお受け取りが完了しました",
    date: "Thu, 17 Sep 2026 18:42:10 +0900",
    text: `佐藤 陽香 様

以下のお荷物のお受け取りが完了しました。ご利用ありがとうございました。

お問い合わせ番号：3389-2047-5516
受取日時：2026年9月17日 18:41
受取店舗：ことりマート 旭川永山3条店

今後ともまちかど受取サービスをよろしくお願いいたします。
`,
    html: null,
  },

  // ------------------------------------------------------------ delivery lockers
  {
    family: "hakobune-locker",
    group: "consumer",
    lang: "ja",
    kind: "locker-pin",
    code: "208516",
    link: null,
    from: "HAKOBUNE宅配ロッカー <info@hakobune-locker.example.jp>",
    subject: "[HAKOBUNE] ロッカーにお荷物が届きました / Your parcel is in the locker",
    date: "Tue, 06 Oct 2026 11:20:05 +0900",
    text: `佐藤 陽香 様

お荷物をHAKOBUNEロッカーにお預けしました。
ロッカーのタッチパネルで「受け取る」を押し、暗証番号を入力してください。

設置場所：JR旭川駅 東改札横（6:00〜24:00）
ロッカー番号：B-14
暗証番号：208 516
保管期限：2026年10月9日（金）11:20
伝票番号：4410-7752-3096

--- English ---
Your parcel is in locker B-14 at JR Asahikawa Station (east gate).
Tap "Collect" on the screen and enter PIN 208 516 by 9 Oct 2026, 11:20.

ロッカーの使い方：https://hakobune-locker.example.jp/guide
お問い合わせ：0120-870-554
`,
    html: `<html><body style="margin:0;font-family:'Noto Sans JP',sans-serif;background:#f4f4f4;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:16px;">
<table width="520" cellpadding="0" cellspacing="0" style="background:#fff;">
<tr><td style="background:#13294b;padding:16px;text-align:center;"><img src="https://hakobune-locker.example.jp/img/mail_logo_w.png" alt="HAKOBUNE" width="140"></td></tr>
<tr><td style="padding:24px;font-size:14px;line-height:1.7;color:#222;">佐藤 陽香 様<br><br>
お荷物をHAKOBUNEロッカーにお預けしました。<br>ロッカーのタッチパネルで「受け取る」を押し、暗証番号を入力してください。<br>
<span style="color:#666;font-size:12px;">Your parcel is in the locker. Tap "Collect" and enter the PIN.</span></td></tr>
<tr><td align="center" style="padding:0 24px;">
<table cellpadding="0" cellspacing="0" style="background:#f0f4fa;border-radius:8px;"><tr><td style="padding:16px 32px;text-align:center;">
<div style="font-size:12px;color:#13294b;">暗証番号 / PIN</div>
<div style="font-size:36px;font-weight:bold;color:#13294b;letter-spacing:4px;">208 516</div>
</td></tr></table></td></tr>
<tr><td style="padding:20px 24px;font-size:13px;">
<table cellpadding="4" cellspacing="0">
<tr><td style="color:#888;">設置場所</td><td>JR旭川駅 東改札横（6:00〜24:00）</td></tr>
<tr><td style="color:#888;">ロッカー番号</td><td>B-14</td></tr>
<tr><td style="color:#888;">保管期限</td><td>2026年10月9日（金）11:20</td></tr>
<tr><td style="color:#888;">伝票番号</td><td>4410-7752-3096</td></tr>
</table></td></tr>
<tr><td style="padding:16px 24px;border-top:1px solid #eee;font-size:11px;color:#999;">
<a href="https://hakobune-locker.example.jp/guide" style="color:#999;">ロッカーの使い方</a> ｜ お問い合わせ 0120-870-554<br>HAKOBUNE株式会社</td></tr>
</table></td></tr></table></body></html>`,
    enc: "8bit",
  },

  // ------------------------------------------------------------ courier
  {
    family: "kamome-takkyubin",
    group: "consumer",
    lang: "ja",
    kind: "delivery-scheduled",
    code: null,
    link: null,
    from: "かもめ宅急便 <kamome-info@kamome-express.example.co.jp>",
    subject: "お届け予定のお知らせ【かもめ宅急便】",
    date: "Mon, 14 Sep 2026 07:30:12 +0900",
    text: `佐藤 陽香 様

かもめ宅急便より、お荷物のお届け予定をお知らせします。

伝票番号　　：5521-0983-4417
お届け予定日：2026年9月14日（月）
時間帯　　　：19時～21時
ご依頼主　　：株式会社ぶんぼうぐひろば 様
品名　　　　：文具

受け取り日時・場所の変更はこちら（ログイン不要）
https://member.kamome-express.example.co.jp/change?slip=552109834417

担当営業所：旭川永山センター　0800-600-3521
※このメールは配信専用です。
`,
    html: null,
    enc: "b64",
  },
  {
    family: "kamome-takkyubin",
    group: "consumer",
    lang: "ja",
    kind: "absence-notice",
    code: null,
    link: null,
    from: "かもめ宅急便 <kamome-info@kamome-express.example.co.jp>",
    subject: "ご不在連絡【かもめ宅急便】伝票番号 5521-0983-4417",
    date: "Mon, 14 Sep 2026 20:18:40 +0900",
    text: `佐藤 陽香 様

本日お荷物をお届けにうかがいましたが、ご不在でした。

伝票番号：5521-0983-4417
お伺い日時：9月14日 20:15
ご依頼主：株式会社ぶんぼうぐひろば 様
保管期限：9月21日

再配達のご依頼は下記から承ります。
https://member.kamome-express.example.co.jp/redeliver?slip=552109834417
電話（自動受付・24時間）：0800-600-3599

旭川永山センター
`,
    html: jp_page(
      "かもめ宅急便",
      "#00857a",
      "ご不在のためお荷物を持ち帰りました",
      `<p>佐藤 陽香 様</p><p>本日お荷物をお届けにうかがいましたが、ご不在でした。</p>
<table cellpadding="6" cellspacing="0" style="font-size:13px;border-left:4px solid #00857a;">
<tr><td>伝票番号</td><td>5521-0983-4417</td></tr>
<tr><td>お伺い日時</td><td>9月14日 20:15</td></tr>
<tr><td>ご依頼主</td><td>株式会社ぶんぼうぐひろば 様</td></tr>
<tr><td>保管期限</td><td>9月21日</td></tr>
</table>
<p><a href="https://member.kamome-express.example.co.jp/redeliver?slip=552109834417" style="display:inline-block;background:#00857a;color:#fff;padding:10px 24px;text-decoration:none;">再配達を依頼する</a></p>
<p style="font-size:12px;">電話（自動受付・24時間）：0800-600-3599</p>`,
      `かもめエクスプレス株式会社 旭川永山センター<br><a href="https://www.kamome-express.example.co.jp/" style="color:#888;">www.kamome-express.example.co.jp</a>`,
    ),
    enc: "qp",
  },

  // ------------------------------------------------------------ online shops
  {
    family: "monoichi-ichiba",
    group: "consumer",
    lang: "ja",
    kind: "order-confirm",
    code: null,
    link: null,
    from: "モノイチ市場 <order@monoichi.example.jp>",
    subject: "【モノイチ市場】ご注文ありがとうございます（注文番号 MN-26091402831）",
    date: "Mon, 14 Sep 2026 22:51:06 +0900",
    text: `佐藤 陽香 様

モノイチ市場をご利用いただき、ありがとうございます。
以下の内容でご注文を承りました。

■注文番号：MN-26091402831
■注文日時：2026/09/14 22:50

【ご注文商品】
・卓上ラミネーター A3対応 ×1　4,980円
・ラミネートフィルム 100枚 ×2　1,960円
・マグネットシート ホワイト 10枚 ×1　 880円

小計　　　 7,820円
送料　　　　　 0円
ポイント利用 -300円
合計　　　 7,520円（税込）

お支払い方法：クレジットカード（**** 7731）
お届け方法：コンビニ受取（まちかど受取）
お届け予定：9月16日〜9月17日

注文履歴：https://monoichi.example.jp/mypage/orders/MN-26091402831

モノイチ市場 カスタマーサポート support@monoichi.example.jp
`,
    html: null,
    enc: "8bit",
  },
  {
    family: "monoichi-ichiba",
    group: "consumer",
    lang: "ja",
    kind: "order-shipped",
    code: null,
    link: null,
    from: "モノイチ市場 <order@monoichi.example.jp>",
    subject: "【モノイチ市場】商品を発送しました",
    date: "Tue, 15 Sep 2026 14:03:44 +0900",
    text: `佐藤 陽香 様

ご注文の商品を発送いたしました。

注文番号：MN-26091402831
配送業者：まちかど受取サービス
お問い合わせ番号：3389-2047-5516
受取店舗：ことりマート 旭川永山3条店

店舗に到着しましたら、まちかど受取サービスから認証番号をメールでお知らせします。

配送状況：https://monoichi.example.jp/mypage/orders/MN-26091402831/tracking
`,
    html: `<html><body style="font-family:sans-serif;margin:0;background:#fff4ea;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center">
<table width="600" cellpadding="0" cellspacing="0" style="background:#fff;">
<tr><td style="padding:12px 20px;border-bottom:3px solid #ff7a00;"><img src="https://monoichi.example.jp/img/mail/logo.png" alt="モノイチ市場" width="130"></td></tr>
<tr><td style="padding:20px;font-size:14px;line-height:1.7;">佐藤 陽香 様<br><br>ご注文の商品を発送いたしました。<br><br>
<b>注文番号：</b>MN-26091402831<br><b>配送業者：</b>まちかど受取サービス<br><b>お問い合わせ番号：</b>3389-2047-5516<br><b>受取店舗：</b>ことりマート 旭川永山3条店<br><br>
店舗に到着しましたら、まちかど受取サービスから認証番号をメールでお知らせします。<br><br>
<a href="https://monoichi.example.jp/mypage/orders/MN-26091402831/tracking" style="color:#ff7a00;">配送状況を確認する</a></td></tr>
<tr><td style="padding:12px 20px;background:#f6f6f6;font-size:11px;color:#888;">モノイチ市場 ｜ <a href="https://monoichi.example.jp/help" style="color:#888;">ヘルプ</a> ｜ <a href="https://monoichi.example.jp/mail/settings" style="color:#888;">メール配信設定</a></td></tr>
</table></td></tr></table></body></html>`,
    enc: "b64",
  },
  {
    family: "bunbougu-hiroba",
    group: "consumer",
    lang: "ja",
    kind: "register-link",
    code: null,
    link: "https://www.bunbougu-hiroba.example.jp/member/regist/complete?key=QzR5aXBr2026x91",
    from: "ぶんぼうぐひろば <member@bunbougu-hiroba.example.jp>",
    subject: "【ぶんぼうぐひろば】会員本登録のご案内",
    date: "Sat, 12 Sep 2026 13:31:02 +0900",
    text: `佐藤 陽香 様

ぶんぼうぐひろばへの会員仮登録ありがとうございます。
以下のURLをクリックして、会員本登録を完了してください。

https://www.bunbougu-hiroba.example.jp/member/regist/complete?key=QzR5aXBr2026x91

※本登録が完了するまで、ご注文履歴やポイントはご利用いただけません。
※URLの有効期限は仮登録から72時間です。

学校・教育機関向けの「先生割」（全品5％OFF）は、本登録後にマイページから申請できます。

─────────────────
ぶんぼうぐひろば（株式会社ぶんぼうぐひろば）
〒530-0047 大阪市北区西天満2-6-8
TEL 06-6361-0442 受付 平日10:00〜17:00
https://www.bunbougu-hiroba.example.jp/
`,
    html: null,
  },
  {
    family: "bunbougu-hiroba",
    group: "consumer",
    lang: "ja",
    kind: "receipt",
    code: null,
    link: null,
    from: "ぶんぼうぐひろば <order@bunbougu-hiroba.example.jp>",
    subject: "【ぶんぼうぐひろば】領収書（PDF）送付のお知らせ　ご注文番号 BH-0912-55631",
    date: "Tue, 15 Sep 2026 09:12:27 +0900",
    text: `佐藤 陽香 様

このたびはぶんぼうぐひろばをご利用いただき、誠にありがとうございます。
ご注文番号 BH-0912-55631 の領収書をPDFで添付いたします。

宛名：旭川市立北星中学校 様
但し書き：教材費として
金額：8,932円（税込／うち消費税 812円）
登録番号：T8120001047713

公費でのご精算にご利用ください。
再発行はマイページの注文履歴から行えます。

ぶんぼうぐひろば
TEL 06-6361-0442
`,
    html: jp_page(
      "ぶんぼうぐひろば",
      "#d0342c",
      "領収書をPDFで添付しました",
      `<p>佐藤 陽香 様</p>
<p>このたびはぶんぼうぐひろばをご利用いただき、誠にありがとうございます。<br>ご注文番号 <b>BH-0912-55631</b> の領収書をPDFで添付いたします。</p>
<table cellpadding="6" cellspacing="0" border="1" style="border-collapse:collapse;border-color:#ddd;font-size:13px;">
<tr><td bgcolor="#fdf0ef">宛名</td><td>旭川市立北星中学校 様</td></tr>
<tr><td bgcolor="#fdf0ef">但し書き</td><td>教材費として</td></tr>
<tr><td bgcolor="#fdf0ef">金額</td><td>8,932円（税込／うち消費税 812円）</td></tr>
<tr><td bgcolor="#fdf0ef">登録番号</td><td>T8120001047713</td></tr>
</table>
<p>公費でのご精算にご利用ください。<br>再発行はマイページの注文履歴から行えます。</p>`,
      `株式会社ぶんぼうぐひろば 〒530-0047 大阪市北区西天満2-6-8 TEL 06-6361-0442`,
    ),
    enc: "b64",
    attachment: [
      "ryoshusho_BH-0912-55631.pdf",
      "application/pdf",
      "%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj\n3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n",
    ],
  },

  // ------------------------------------------------------------ mobile carrier
  {
    family: "sorane-mobile",
    group: "consumer",
    lang: "ja",
    kind: "verify-code",
    code: "817362",
    link: null,
    from: "ソラネモバイル <no-reply@my.sorane-mobile.example.jp>",
    subject: "【ソラネモバイル】メールアドレス確認コード",
    date: "Sat, 19 Sep 2026 10:22:49 +0900",
    text: `ソラネモバイルをご利用いただきありがとうございます。

My SORANE に連絡先メールアドレスを登録するための確認コードです。
登録画面に戻り、以下のコードを入力してください。

確認コード：817362
（30分間有効）

ご契約電話番号：080-****-5127

お心当たりのない場合は、このメールを破棄してください。
ソラネモバイル カスタマーセンター 0120-77-3196（9:00〜20:00）
`,
    html: `<!doctype html><html><body style="margin:0;background:#eaf7ff;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:24px 10px;">
<table width="500" cellpadding="0" cellspacing="0" style="background:#fff;border-radius:10px;font-family:sans-serif;">
<tr><td style="padding:20px 28px;"><img src="https://my.sorane-mobile.example.jp/assets/mail/logo_sorane.png" alt="SORANE mobile" width="120"></td></tr>
<tr><td style="padding:0 28px;font-size:14px;line-height:1.8;color:#333;">
My SORANE に連絡先メールアドレスを登録するための確認コードです。<br>登録画面に戻り、以下のコードを入力してください。</td></tr>
<tr><td align="center" style="padding:20px 28px;">
<table cellpadding="0" cellspacing="6"><tr>
<td style="background:#eaf7ff;width:40px;height:48px;text-align:center;font-size:26px;font-weight:bold;color:#0077c8;">8</td>
<td style="background:#eaf7ff;width:40px;height:48px;text-align:center;font-size:26px;font-weight:bold;color:#0077c8;">1</td>
<td style="background:#eaf7ff;width:40px;height:48px;text-align:center;font-size:26px;font-weight:bold;color:#0077c8;">7</td>
<td style="background:#eaf7ff;width:40px;height:48px;text-align:center;font-size:26px;font-weight:bold;color:#0077c8;">3</td>
<td style="background:#eaf7ff;width:40px;height:48px;text-align:center;font-size:26px;font-weight:bold;color:#0077c8;">6</td>
<td style="background:#eaf7ff;width:40px;height:48px;text-align:center;font-size:26px;font-weight:bold;color:#0077c8;">2</td>
</tr></table>
<div style="font-size:12px;color:#888;margin-top:8px;">30分間有効</div></td></tr>
<tr><td style="padding:0 28px 20px;font-size:13px;color:#555;">ご契約電話番号：080-****-5127<br>お心当たりのない場合は、このメールを破棄してください。</td></tr>
<tr><td style="padding:14px 28px;background:#f5f5f5;font-size:11px;color:#999;border-radius:0 0 10px 10px;">
ソラネモバイル カスタマーセンター 0120-77-3196（9:00〜20:00）<br>
<a href="https://www.sorane-mobile.example.jp/support/" style="color:#999;">サポート</a> ｜ <a href="https://www.sorane-mobile.example.jp/privacy/" style="color:#999;">個人情報保護方針</a><br>© SORANE Mobile Inc.</td></tr>
</table></td></tr></table></body></html>`,
    enc: "qp",
  },
  {
    family: "sorane-mobile",
    group: "consumer",
    lang: "ja",
    kind: "usage-notice",
    code: null,
    link: null,
    from: "ソラネモバイル <info@sorane-mobile.example.jp>",
    subject: "【ソラネモバイル】データ容量の残りが1GBを下回りました",
    date: "Sun, 25 Oct 2026 21:40:00 +0900",
    text: `ソラネモバイルをご利用いただきありがとうございます。

今月のデータ容量の残りが1GBを下回りました。

ご契約プラン：ソラネ 20GBプラン（月額 2,728円）
今月の利用量：19.12GB / 20GB
リセット日：11月1日

残り容量を使い切ると、通信速度が最大1Mbpsになります。
1GBの追加チャージ（550円）はMy SORANEから申し込めます。
https://my.sorane-mobile.example.jp/charge

※このメールは送信専用です。
`,
    html: null,
    enc: "b64",
  },

  // ------------------------------------------------------------ gas
  {
    family: "higashiura-gas",
    group: "regional",
    lang: "ja",
    kind: "bill",
    code: null,
    link: null,
    from: "東浦ガス くらしWeb <kurashi-web@higashiura-gas.example.co.jp>",
    subject: "【東浦ガス】9月分ガス料金確定のお知らせ",
    date: "Wed, 07 Oct 2026 10:00:00 +0900",
    text: `佐藤 陽香 様

いつも東浦ガスをご利用いただきありがとうございます。
2026年9月分のガス料金が確定しました。

お客さま番号：22-4816-0037-5
検針日：2026年10月6日
ご使用量：18㎥（前年同月 16㎥）
ご請求金額：4,627円（うち消費税等 420円）
お支払い方法：口座振替（10月26日予定）

ご使用量の推移は「くらしWeb」でご覧いただけます。
https://kurashi-web.higashiura-gas.example.co.jp/

【ガス漏れ・緊急時】0120-01-7349（24時間）
東浦ガス株式会社 お客さまセンター 0166-31-2210
`,
    html: jp_page(
      "東浦ガス くらしWeb",
      "#2f6db5",
      "9月分ガス料金は4,627円です",
      `<p>佐藤 陽香 様</p><p>いつも東浦ガスをご利用いただきありがとうございます。<br>2026年9月分のガス料金が確定しました。</p>
<table width="100%" cellpadding="8" cellspacing="0" style="font-size:14px;border-collapse:collapse;">
<tr style="border-bottom:1px solid #ddd;"><td>お客さま番号</td><td align="right">22-4816-0037-5</td></tr>
<tr style="border-bottom:1px solid #ddd;"><td>検針日</td><td align="right">2026年10月6日</td></tr>
<tr style="border-bottom:1px solid #ddd;"><td>ご使用量</td><td align="right">18㎥（前年同月 16㎥）</td></tr>
<tr style="border-bottom:1px solid #ddd;"><td>ご請求金額</td><td align="right"><b style="font-size:18px;">4,627円</b><br><span style="font-size:11px;">うち消費税等 420円</span></td></tr>
<tr><td>お支払い方法</td><td align="right">口座振替（10月26日予定）</td></tr>
</table>
<p><a href="https://kurashi-web.higashiura-gas.example.co.jp/" style="color:#2f6db5;">くらしWebで使用量の推移を見る</a></p>`,
      `【ガス漏れ・緊急時】0120-01-7349（24時間）<br>東浦ガス株式会社 お客さまセンター 0166-31-2210`,
    ),
    enc: "8bit",
  },

  // ------------------------------------------------------------ city e-services
  {
    family: "hiiragi-shi-denshi-madoguchi",
    group: "regional",
    lang: "ja",
    kind: "register-code-link",
    code: "K7WQ2M",
    link: "https://e-madoguchi.city-hiiragi.example.lg.jp/user/verify?id=u0082214&c=K7WQ2M",
    from: "柊市 電子窓口 <noreply@e-madoguchi.city-hiiragi.example.lg.jp>",
    subject: "【柊市電子窓口】利用者登録のメールアドレス確認",
    date: "Thu, 01 Oct 2026 20:47:11 +0900",
    text: `柊市電子窓口をご利用いただきありがとうございます。

利用者登録を続けるには、メールアドレスの確認が必要です。
次のいずれかの方法で確認を行ってください。

(1) 下記URLにアクセスする
https://e-madoguchi.city-hiiragi.example.lg.jp/user/verify?id=u0082214&c=K7WQ2M

(2) 登録画面に確認コードを入力する
確認コード：K7WQ2M

有効期限：2026年10月2日 20:47

※このメールに心当たりのない方は、お手数ですが破棄してください。
※このメールアドレスは送信専用です。

柊市 総務部 デジタル推進課
電話 0166-82-1111（内線 2315）
開庁時間 平日8:45〜17:30
`,
    html: null,
    enc: "qp",
  },
  {
    family: "hiiragi-shi-denshi-madoguchi",
    group: "regional",
    lang: "ja",
    kind: "application-received",
    code: null,
    link: null,
    from: "柊市 電子窓口 <noreply@e-madoguchi.city-hiiragi.example.lg.jp>",
    subject: "【柊市電子窓口】申請を受け付けました（住民票の写しの交付請求）",
    date: "Fri, 02 Oct 2026 07:15:36 +0900",
    text: `佐藤 陽香 様

以下の申請を受け付けました。

手続名：住民票の写しの交付請求（郵送）
申請番号：2026-10-000481
申請日時：2026年10月2日 07:15
通数：1通（300円）
お支払い：クレジットカード決済済み

審査の結果は、あらためてメールでお知らせします。
郵送までの目安：5開庁日

申請状況の確認：https://e-madoguchi.city-hiiragi.example.lg.jp/mypage/applications

柊市 市民課 住民記録係 0166-82-1111（内線 1204）
`,
    html: null,
    enc: "b64",
  },

  // ------------------------------------------------------------ hospital
  {
    family: "kojima-kinen-byoin",
    group: "regional",
    lang: "ja",
    kind: "email-confirm",
    code: null,
    link: "https://yoyaku.kojima-kinen.example.or.jp/mail/confirm/8f41c0d2e7b3",
    from: "小島記念病院 Web予約 <yoyaku@kojima-kinen.example.or.jp>",
    subject: "【小島記念病院】Web予約 メールアドレス登録確認",
    date: "Sun, 20 Sep 2026 15:04:22 +0900",
    text: `佐藤 陽香 様

小島記念病院 Web予約サービスへのメールアドレス登録を受け付けました。
以下のURLにアクセスして、登録を完了してください。

https://yoyaku.kojima-kinen.example.or.jp/mail/confirm/8f41c0d2e7b3

診察券番号：00-218843
※URLの有効期限は24時間です。

登録完了後、予約の前日にお知らせメールをお送りします。

医療法人社団 小島記念病院
〒078-8391 旭川市宮前1条3丁目4-5
代表 0166-33-5100 ／ 予約センター 0166-33-5123（平日 13:00〜17:00）
`,
    html: `<html><body style="font-family:sans-serif;color:#333;background:#ffffff;">
<table width="600" cellpadding="0" cellspacing="0" style="border:1px solid #cfe3e0;">
<tr><td style="background:#3a9d8f;padding:12px 20px;color:#fff;font-weight:bold;">小島記念病院 Web予約</td></tr>
<tr><td style="padding:20px;font-size:14px;line-height:1.8;">
佐藤 陽香 様<br><br>
小島記念病院 Web予約サービスへのメールアドレス登録を受け付けました。<br>
以下のリンクをクリックして、登録を完了してください。<br><br>
<a href="https://yoyaku.kojima-kinen.example.or.jp/mail/confirm/8f41c0d2e7b3">https://yoyaku.kojima-kinen.example.or.jp/mail/confirm/8f41c0d2e7b3</a><br><br>
診察券番号：00-218843<br>※リンクの有効期限は24時間です。<br><br>
登録完了後、予約の前日にお知らせメールをお送りします。</td></tr>
<tr><td style="padding:12px 20px;background:#f1f8f7;font-size:11px;color:#666;">医療法人社団 小島記念病院　〒078-8391 旭川市宮前1条3丁目4-5<br>代表 0166-33-5100 ／ 予約センター 0166-33-5123（平日 13:00〜17:00）</td></tr>
</table></body></html>`,
    enc: "qp",
  },
  {
    family: "kojima-kinen-byoin",
    group: "regional",
    lang: "ja",
    kind: "appointment-reminder",
    code: null,
    link: null,
    from: "小島記念病院 Web予約 <yoyaku@kojima-kinen.example.or.jp>",
    subject: "【小島記念病院】明日のご予約のお知らせ",
    date: "Mon, 05 Oct 2026 17:00:00 +0900",
    text: `佐藤 陽香 様

明日のご予約内容をお知らせします。

日時：2026年10月6日（火）16:30
診療科：耳鼻咽喉科（2階 Bブロック）
担当医：中村 医師
診察券番号：00-218843

・受付は予約時間の15分前までに、1階再来受付機で行ってください。
・マイナ保険証または資格確認書をお持ちください。
・予約の変更・取消は前日17時までにWeb予約から、それ以降は予約センター（0166-33-5123）へお電話ください。

Web予約：https://yoyaku.kojima-kinen.example.or.jp/

医療法人社団 小島記念病院
`,
    html: null,
    enc: "8bit",
  },

  // ------------------------------------------------------------ trains
  {
    family: "hokuto-rail-net",
    group: "regional",
    lang: "ja",
    kind: "login-code",
    code: "350927",
    link: null,
    from: "ほくとレールネット <info@hokuto-railnet.example.jp>",
    subject: "ほくとレールネット ログイン認証コード",
    date: "Fri, 09 Oct 2026 21:03:15 +0900",
    text: `ほくとレールネットをご利用いただきありがとうございます。

ログインのための認証コードをお送りします。

認証コード：350927

このコードの有効期限は10分です。
会員ID：HR*****82

お心当たりがない場合は、パスワードの変更をおすすめします。
ほくとレールネット サポートセンター 011-222-7360（6:00〜23:00）
`,
    html: null,
  },
  {
    family: "hokuto-rail-net",
    group: "regional",
    lang: "ja",
    kind: "reservation-done",
    code: null,
    link: null,
    from: "ほくとレールネット <info@hokuto-railnet.example.jp>",
    subject: "【ほくとレールネット】ご予約内容（予約番号 7J4K2）",
    date: "Fri, 09 Oct 2026 21:08:40 +0900",
    text: `ほくとレールネットをご利用いただきありがとうございます。
以下の内容でご予約を承りました。

予約番号：7J4K2
乗車日：2026年10月24日（土）
列車：特急 ライラック14号
区間：旭川 08:00発 → 札幌 09:25着
座席：4号車 9番A席（指定席）
人数：おとな1名
お支払い額：5,220円（クレジットカード決済済み）

【きっぷの受取】
駅の指定席券売機で、予約に使用したクレジットカードを挿入するか、
QRコードを読み取ってお受け取りください。受取期限は乗車列車の出発時刻までです。

予約の確認・変更：https://www.hokuto-railnet.example.jp/mypage/reservations

ほくとレールネット
`,
    html: jp_page(
      "ほくとレールネット",
      "#6b3fa0",
      "予約番号 7J4K2 旭川→札幌 10/24",
      `<p>以下の内容でご予約を承りました。</p>
<table width="100%" cellpadding="8" cellspacing="0" style="font-size:14px;border:1px solid #ddd;">
<tr><td bgcolor="#f3eef9" width="30%">予約番号</td><td><b>7J4K2</b></td></tr>
<tr><td bgcolor="#f3eef9">乗車日</td><td>2026年10月24日（土）</td></tr>
<tr><td bgcolor="#f3eef9">列車</td><td>特急 ライラック14号</td></tr>
<tr><td bgcolor="#f3eef9">区間</td><td>旭川 08:00発 → 札幌 09:25着</td></tr>
<tr><td bgcolor="#f3eef9">座席</td><td>4号車 9番A席（指定席）</td></tr>
<tr><td bgcolor="#f3eef9">お支払い額</td><td>5,220円（クレジットカード決済済み）</td></tr>
</table>
<p style="font-size:13px;">駅の指定席券売機で、予約に使用したクレジットカードを挿入するか、QRコードを読み取ってお受け取りください。</p>
<p><img src="https://www.hokuto-railnet.example.jp/qr/7J4K2.png" width="140" height="140" alt="受取用QRコード"></p>
<p><a href="https://www.hokuto-railnet.example.jp/mypage/reservations">予約の確認・変更</a></p>`,
      `ほくとレールネット サポートセンター 011-222-7360（6:00〜23:00）`,
    ),
    enc: "b64",
  },

  // ------------------------------------------------------------ language-exchange app
  {
    family: "kotobridge",
    group: "consumer",
    lang: "en",
    kind: "verify-code",
    code: "KB-640213",
    code_digits: "640213",
    link: null,
    from: "Kotobridge <hello@kotobridge.example.app>",
    subject: "KB-640213 is your Kotobridge verification code",
    date: "Sun, 06 Sep 2026 22:40:17 +0900",
    text: `Welcome to Kotobridge!

Enter this code in the app to verify your email address:

KB-640213

It expires in 20 minutes. (You only type the numbers - the KB- part is already filled in.)

Once you're verified, you can start matching with partners who speak Spanish and want to practise Japanese.

Didn't sign up? Just ignore this email.

Kotobridge Ltd. · 2F Kinoshita Bldg, 1-7-3 Ebisu-minami, Shibuya-ku, Tokyo 150-0022
Help: https://kotobridge.example.app/help · Privacy: https://kotobridge.example.app/privacy
`,
    html: `<!DOCTYPE html><html><head><meta name="color-scheme" content="light"></head>
<body style="margin:0;padding:0;background:#fef6e8;">
<div style="display:none;font-size:1px;max-height:0;overflow:hidden;">Your code expires in 20 minutes.&zwnj;&nbsp;&zwnj;&nbsp;&zwnj;&nbsp;</div>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:40px 16px;">
<table role="presentation" width="440" cellpadding="0" cellspacing="0" style="background:#ffffff;border-radius:16px;font-family:-apple-system,'Segoe UI',Roboto,sans-serif;">
<tr><td align="center" style="padding:32px 32px 8px;"><img src="https://cdn.kotobridge.example.app/email/bridge-mark.png" width="48" height="48" alt="Kotobridge"></td></tr>
<tr><td align="center" style="padding:8px 32px;font-size:20px;font-weight:700;color:#2d2a26;">Verify your email</td></tr>
<tr><td align="center" style="padding:8px 32px;font-size:15px;color:#5b5650;line-height:22px;">Enter this code in the app. It expires in 20 minutes.</td></tr>
<tr><td align="center" style="padding:20px 32px;"><span style="display:inline-block;background:#fff1d6;border-radius:10px;padding:14px 24px;font-size:30px;font-weight:700;letter-spacing:3px;color:#2d2a26;font-family:'SF Mono',Menlo,monospace;">KB-640213</span></td></tr>
<tr><td align="center" style="padding:0 32px 28px;font-size:13px;color:#8a847c;line-height:20px;">Once you're verified, you can start matching with partners who speak Spanish and want to practise Japanese.<br>Didn't sign up? Just ignore this email.</td></tr>
</table>
<p style="font-family:sans-serif;font-size:11px;color:#a39b90;">Kotobridge Ltd. · 2F Kinoshita Bldg, 1-7-3 Ebisu-minami, Shibuya-ku, Tokyo 150-0022<br>
<a href="https://kotobridge.example.app/help" style="color:#a39b90;">Help</a> · <a href="https://kotobridge.example.app/privacy" style="color:#a39b90;">Privacy</a></p>
</td></tr></table></body></html>`,
  },
  {
    family: "kotobridge",
    group: "consumer",
    lang: "es",
    kind: "message-notice",
    code: null,
    link: null,
    from: "Kotobridge <notifications@kotobridge.example.app>",
    subject: "Lucía te ha enviado un mensaje de voz 🎙️",
    date: "Tue, 15 Sep 2026 23:02:51 +0900",
    text: `¡Hola, Haruka!

Lucía (Valencia, España · aprende japonés N4) te ha enviado un mensaje de voz de 0:48.

"¡Gracias por la corrección de ayer! ¿Hablamos el sábado a las 10:00 (hora de Japón)?"

Ábrelo en la app: https://kotobridge.example.app/chat/u/lucia.vlc

Llevas una racha de 9 días. ¡Sigue así!

Puedes cambiar la frecuencia de estos avisos en Ajustes > Notificaciones.
https://kotobridge.example.app/settings/notifications
`,
    html: `<html><body style="margin:0;background:#fef6e8;font-family:Arial,sans-serif;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:24px 12px;">
<table width="480" cellpadding="0" cellspacing="0" style="background:#fff;border-radius:14px;">
<tr><td style="padding:24px 28px 0;"><img src="https://cdn.kotobridge.example.app/email/avatars/lucia.vlc.jpg" width="56" height="56" alt="Lucía" style="border-radius:28px;"></td></tr>
<tr><td style="padding:12px 28px;font-size:16px;color:#2d2a26;line-height:24px;">¡Hola, Haruka!<br><b>Lucía</b> <span style="color:#8a847c;">(Valencia, España · aprende japonés N4)</span> te ha enviado un mensaje de voz de 0:48.</td></tr>
<tr><td style="padding:0 28px;"><div style="background:#f6f3ee;border-radius:10px;padding:12px 16px;font-style:italic;color:#5b5650;">"¡Gracias por la corrección de ayer! ¿Hablamos el sábado a las 10:00 (hora de Japón)?"</div></td></tr>
<tr><td style="padding:20px 28px;"><a href="https://kotobridge.example.app/chat/u/lucia.vlc" style="background:#f29d38;color:#fff;text-decoration:none;padding:10px 22px;border-radius:20px;display:inline-block;">Escuchar</a></td></tr>
<tr><td style="padding:0 28px 24px;font-size:13px;color:#8a847c;">🔥 Llevas una racha de 9 días. ¡Sigue así!</td></tr>
</table>
<p style="font-size:11px;color:#a39b90;"><a href="https://kotobridge.example.app/settings/notifications" style="color:#a39b90;">Cambiar notificaciones</a> · Kotobridge Ltd., Tokio</p>
</td></tr></table></body></html>`,
    enc: "qp",
  },
  {
    family: "kotobridge",
    group: "consumer",
    lang: "en",
    kind: "weekly-digest",
    code: null,
    link: null,
    from: "Kotobridge <digest@kotobridge.example.app>",
    subject: "Your week on Kotobridge: 4 chats, 61 corrections",
    date: "Mon, 12 Oct 2026 08:00:00 +0900",
    text: `Hi Haruka, here's your week (5-11 Oct):

- 4 conversations (2 h 15 min of voice)
- 61 corrections given, 38 received
- New words saved: 27 (top: "madrugar", "aprovechar", "de hecho")
- Streak: 16 days

Partners you might like:
- Martín, 34, Rosario - teacher, learning Japanese for 2 years
- Inés, 27, Sevilla - nurse, JLPT N3 in December

See all suggestions: https://kotobridge.example.app/discover

Unsubscribe from weekly digests: https://kotobridge.example.app/u/digest-off?e=aGFydWthLnNhdG8
Kotobridge Ltd. · 1-7-3 Ebisu-minami, Shibuya-ku, Tokyo 150-0022
`,
    html: null,
  },

  // ------------------------------------------------------------ shared drive
  {
    family: "cumulo-drive",
    group: "consumer",
    lang: "en",
    kind: "share-invite",
    code: null,
    link: "https://links.cumulodrive.example.com/ls/click?upn=Vq82kD-2FsharE9x&target=folder%2Ff_3kP0aZ71",
    from: "Jonathan Reyes (via Cumulo Drive) <drive-shares-noreply@cumulodrive.example.com>",
    subject: 'Jonathan Reyes invited you to edit "ALT Lesson Plans – Term 2"',
    date: "Wed, 30 Sep 2026 16:55:09 +0900",
    text: `Jonathan Reyes (j.reyes.alt@hokusei-jhs.example.jp) has invited you to edit the following folder:

ALT Lesson Plans – Term 2

"Hi Haruka-sensei, here are the plans for Grades 1-3 through December. Please add your unit notes for 2-3 before the 9 Oct meeting. Thanks!"

Open folder: https://links.cumulodrive.example.com/ls/click?upn=Vq82kD-2FsharE9x&target=folder%2Ff_3kP0aZ71

You received this email because Jonathan Reyes shared a folder with you on Cumulo Drive.
Cumulo Inc., 500 Harbor Way, Suite 1200, San Francisco, CA 94105, USA
Logo for Cumulo Drive
`,
    html: `<html><body style="margin:0;padding:0;">
<table width="100%" cellpadding="0" cellspacing="0" style="font-family:Roboto,Arial,sans-serif;"><tr><td align="center" style="padding:24px 8px;">
<table width="520" cellpadding="0" cellspacing="0" style="border:1px solid #dadce0;border-radius:8px;">
<tr><td style="padding:24px 24px 8px;"><table cellpadding="0" cellspacing="0"><tr>
<td><img src="https://lh.cumulodrive.example.com/avatar/jreyes_96.png" width="40" height="40" alt="" style="border-radius:20px;"></td>
<td style="padding-left:12px;font-size:14px;color:#3c4043;">Jonathan Reyes (<a href="mailto:j.reyes.alt@hokusei-jhs.example.jp" style="color:#3c4043;">j.reyes.alt@hokusei-jhs.example.jp</a>) has invited you to <b>edit</b> the following folder:</td>
</tr></table></td></tr>
<tr><td style="padding:8px 24px;"><div style="background:#f1f3f4;border-radius:8px;padding:12px;font-size:14px;color:#202124;font-style:italic;">Hi Haruka-sensei, here are the plans for Grades 1-3 through December. Please add your unit notes for 2-3 before the 9 Oct meeting. Thanks!</div></td></tr>
<tr><td style="padding:16px 24px;"><table cellpadding="0" cellspacing="0" style="border:1px solid #dadce0;border-radius:16px;"><tr>
<td style="padding:8px 12px;"><img src="https://ssl.cumulodrive.example.com/icons/folder_24.png" width="20" height="20" alt="Folder"></td>
<td style="padding:8px 12px 8px 0;font-size:14px;color:#3c4043;">ALT Lesson Plans – Term 2</td></tr></table></td></tr>
<tr><td style="padding:8px 24px 24px;"><a href="https://links.cumulodrive.example.com/ls/click?upn=Vq82kD-2FsharE9x&amp;target=folder%2Ff_3kP0aZ71" style="background:#1a73e8;color:#fff;font-size:14px;padding:10px 24px;border-radius:4px;text-decoration:none;display:inline-block;">Open</a></td></tr>
<tr><td style="padding:16px 24px;border-top:1px solid #dadce0;font-size:12px;color:#5f6368;">You received this email because Jonathan Reyes shared a folder with you on Cumulo Drive.<br>
Cumulo Inc., 500 Harbor Way, Suite 1200, San Francisco, CA 94105, USA<br><img src="https://ssl.cumulodrive.example.com/logos/cumulo_drive_92.png" width="92" alt="Logo for Cumulo Drive"></td></tr>
</table></td></tr></table></body></html>`,
    enc: "qp",
  },
  {
    family: "cumulo-drive",
    group: "consumer",
    lang: "en",
    kind: "storage-warning",
    code: null,
    link: null,
    from: "Cumulo Drive <no-reply@cumulodrive.example.com>",
    subject: "You've used 90% of your 15 GB storage",
    date: "Thu, 22 Oct 2026 03:12:40 +0900",
    text: `Your Cumulo storage is almost full

You've used 13.6 GB of 15 GB. When you run out of space, you won't be able to upload new files or receive email attachments in Cumulo Mail.

Largest items:
  Sports day 2026 videos (folder) - 6.2 GB
  IMG_4402.MOV - 1.1 GB
  Science fair photos.zip - 780 MB

Free up space: https://drive.cumulodrive.example.com/storage
Get 100 GB for ¥250/month: https://one.cumulodrive.example.com/plans?ref=storage90

Cumulo Inc., 500 Harbor Way, Suite 1200, San Francisco, CA 94105, USA
`,
    html: null,
    enc: "7bit",
  },

  // ------------------------------------------------------------ streaming
  {
    family: "kirari-tv",
    group: "consumer",
    lang: "ja",
    kind: "device-code",
    code: "48271953",
    link: null,
    from: "KIRARI TV <account@kirari-tv.example.jp>",
    subject: "KIRARI TV：テレビでのサインイン用コード",
    date: "Sat, 03 Oct 2026 19:48:02 +0900",
    text: `KIRARI TV をご利用いただきありがとうございます。

新しいデバイス（リビングのテレビ / Android TV）でのサインインを確認しています。
テレビ画面に以下の8桁のコードを入力してください。

4827 1953

このコードは15分後に無効になります。

ご自身の操作でない場合は、アカウント設定からパスワードを変更してください。
ヘルプセンター：https://help.kirari-tv.example.jp/

© KIRARI TV, Inc.
`,
    html: `<html><body style="margin:0;background:#0d0d12;color:#eee;font-family:sans-serif;">
<table width="100%" cellpadding="0" cellspacing="0" bgcolor="#0d0d12"><tr><td align="center" style="padding:36px 12px;">
<table width="480" cellpadding="0" cellspacing="0">
<tr><td align="center"><img src="https://img.kirari-tv.example.jp/mail/logo_dark.png" width="110" alt="KIRARI TV"></td></tr>
<tr><td align="center" style="padding:28px 0 8px;font-size:20px;font-weight:bold;">テレビでのサインイン</td></tr>
<tr><td align="center" style="font-size:14px;color:#bbb;line-height:1.8;">新しいデバイス（リビングのテレビ / Android TV）でのサインインを確認しています。<br>テレビ画面に以下の8桁のコードを入力してください。</td></tr>
<tr><td align="center" style="padding:24px 0;"><span style="font-size:40px;font-weight:bold;letter-spacing:6px;color:#ffd23f;">4827&nbsp;1953</span></td></tr>
<tr><td align="center" style="font-size:12px;color:#888;">このコードは15分後に無効になります。<br>ご自身の操作でない場合は、アカウント設定からパスワードを変更してください。</td></tr>
<tr><td align="center" style="padding-top:32px;font-size:11px;color:#666;"><a href="https://help.kirari-tv.example.jp/" style="color:#888;">ヘルプセンター</a> ・ <a href="https://www.kirari-tv.example.jp/terms" style="color:#888;">利用規約</a><br>© KIRARI TV, Inc.</td></tr>
</table></td></tr></table></body></html>`,
    enc: "b64",
  },
  {
    family: "kirari-tv",
    group: "consumer",
    lang: "en",
    kind: "receipt",
    code: null,
    link: null,
    from: "KIRARI TV <billing@kirari-tv.example.jp>",
    subject: "Your KIRARI TV receipt – October 2026",
    date: "Thu, 15 Oct 2026 04:01:22 +0900",
    text: `Thanks for watching KIRARI TV.

Receipt no.: KT-2610-883104
Plan: Standard (HD, 2 screens)
Billing period: 15 Oct 2026 – 14 Nov 2026
Amount: ¥1,490 (incl. tax ¥135)
Payment: Kirameki Card Gold •••• 7731

Next billing date: 15 Nov 2026

Manage your plan: https://www.kirari-tv.example.jp/account/plan
Questions? https://help.kirari-tv.example.jp/billing

KIRARI TV, Inc. · 3-20-1 Minami-Aoyama, Minato-ku, Tokyo 107-0062
Registration no. T4010401209971
`,
    html: null,
  },

  // ------------------------------------------------------------ Korean bank (remittances home)
  {
    family: "dasol-bank",
    group: "consumer",
    lang: "ko",
    kind: "otp-code",
    code: "582013",
    link: null,
    from: "다솔은행 <alarm@dasolbank.example.co.kr>",
    subject: "[다솔은행] 해외송금 이메일 인증번호 안내",
    date: "Sat, 26 Sep 2026 09:14:27 +0900",
    text: `[다솔은행] 이메일 인증번호 안내

고객님, 다솔은행 해외송금 서비스를 이용해 주셔서 감사합니다.
아래 인증번호를 3분 이내에 입력해 주세요.

인증번호 : 582013

· 요청 일시 : 2026.09.26 09:14
· 요청 거래 : 해외송금 수취인 등록 (JAPAN / SATO HARUKA)

본인이 요청하지 않은 경우, 즉시 고객센터(1588-7302)로 연락해 주시기 바랍니다.
다솔은행은 어떠한 경우에도 전화나 문자로 인증번호를 요구하지 않습니다.

다솔은행 | 서울특별시 중구 을지로 77 | 사업자등록번호 104-81-55210
`,
    html:
      `<html><body style="margin:0;background:#f5f7fa;font-family:'Malgun Gothic','Apple SD Gothic Neo',sans-serif;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:20px 10px;">
<table width="600" cellpadding="0" cellspacing="0" style="background:#ffffff;border:1px solid #e1e6ee;">
<tr><td style="padding:18px 30px;border-bottom:2px solid #0a5bd3;"><img src="https://www.dasolbank.example.co.kr/img/mail/ci.png" width="120" alt="다솔은행"></td></tr>
<tr><td style="padding:30px;font-size:15px;color:#222;line-height:1.7;">
<b style="font-size:20px;">이메일 인증번호 안내</b><br><br>
고객님, 다솔은행 해외송금 서비스를 이용해 주셔서 감사합니다.<br>아래 인증번호를 <b style="color:#0a5bd3;">3분 이내</b>에 입력해 주세요.</td></tr>
<tr><td style="padding:0 30px;"><table width="100%" cellpadding="0" cellspacing="0" style="background:#f0f5fd;"><tr><td align="center" style="padding:22px;">
<span style="font-size:13px;color:#555;">인증번호</span><br><span style="font-size:32px;font-weight:bold;color:#0a5bd3;letter-spacing:8px;">582013</span></td></tr></table></td></tr>
<tr><td style="padding:20px 30px;font-size:13px;color:#555;">
· 요청 일시 : 2026.09.26 09:14<br>· 요청 거래 : 해외송금 수취인 등록 (JAPAN / SATO HARUKA)<br><br>
본인이 요청하지 않은 경우, 즉시 고객센터(1588-7302)로 연락해 주시기 바랍니다.</td></tr>
<tr><td style="padding:16px 30px;background:#f5f7fa;font-size:11px;color:#888;">
본 메일은 발신전용입니다. 문의사항은 <a href="https://www.dasolbank.example.co.kr/cs" style="color:#888;">고객센터</a>를 이용해 주세요.<br>
다솔은행 | 서울특별시 중구 을지로 77 | 사업자등록번호 104-81-55210 | Copyright © Dasol Bank. All rights reserved.</td></tr>
</table></td></tr></table></body></html>`,
    enc: "b64",
  },
  {
    family: "dasol-bank",
    group: "consumer",
    lang: "ko",
    kind: "remittance-done",
    code: null,
    link: null,
    from: "다솔은행 <alarm@dasolbank.example.co.kr>",
    subject: "[다솔은행] 해외송금이 완료되었습니다",
    date: "Tue, 29 Sep 2026 15:32:08 +0900",
    text: `고객님의 해외송금이 정상적으로 처리되었습니다.

· 송금번호 : OR26092900417
· 송금일자 : 2026.09.29
· 받는 분 : SATO HARUKA (SHIRAKABA BANK, JAPAN)
· 송금금액 : JPY 150,000
· 적용환율 : 100엔당 928.41원
· 출금금액 : KRW 1,392,615 (수수료 5,000원 포함)
· 출금계좌 : 다솔 입출금통장 ***-**-4471

거래내역은 다솔은행 앱 > 외환 > 송금조회에서 확인하실 수 있습니다.
고객센터 1588-7302 (해외 +82-2-3149-7302)
`,
    html: null,
    enc: "8bit",
  },

  // ------------------------------------------------------------ Korean airline
  {
    family: "gureum-air",
    group: "consumer",
    lang: "ko",
    kind: "booking-confirm",
    code: null,
    link: null,
    from: "구름항공 <booking@gureumair.example.com>",
    subject: "[구름항공] 예약이 확정되었습니다 - 예약번호 H7XQ4P",
    date: "Sat, 10 Oct 2026 23:18:55 +0900",
    text: `SATO/HARUKA 님, 구름항공을 선택해 주셔서 감사합니다.

예약번호 : H7XQ4P
항공권번호 : 988-2412907731

[가는 편] GR 612  2026.12.26(토) 아사히카와(AKJ) 10:40 → 서울/인천(ICN) 13:55  일반석
[오는 편] GR 611  2027.01.03(일) 서울/인천(ICN) 08:15 → 아사히카와(AKJ) 11:05  일반석

위탁수하물 : 15kg 1개
결제금액 : JPY 61,840 (운임 44,000 / 유류할증료 9,600 / 세금 8,240)

온라인 체크인은 출발 24시간 전부터 가능합니다.
예약 조회 : https://www.gureumair.example.com/ko/mybooking?pnr=H7XQ4P

구름항공 서비스센터 1600-7711 / 일본 0570-008-711
`,
    html: `<html><body style="margin:0;background:#eef4fb;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:16px;">
<table width="620" cellpadding="0" cellspacing="0" style="background:#fff;font-family:'Noto Sans KR',sans-serif;">
<tr><td style="background:#4a90d9;padding:18px 24px;"><img src="https://www.gureumair.example.com/mail/logo_white.png" width="130" alt="구름항공 GUREUM AIR"></td></tr>
<tr><td style="padding:24px;font-size:15px;color:#222;">SATO/HARUKA 님, 구름항공을 선택해 주셔서 감사합니다.<br>예약이 확정되었습니다.</td></tr>
<tr><td style="padding:0 24px;"><table width="100%" cellpadding="8" cellspacing="0" style="border:1px solid #d5e3f3;font-size:14px;">
<tr><td bgcolor="#f3f8fe" width="30%">예약번호</td><td><b style="font-size:18px;">H7XQ4P</b></td></tr>
<tr><td bgcolor="#f3f8fe">항공권번호</td><td>988-2412907731</td></tr></table></td></tr>
<tr><td style="padding:16px 24px;"><table width="100%" cellpadding="8" cellspacing="0" style="font-size:13px;border-collapse:collapse;">
<tr style="background:#4a90d9;color:#fff;"><th>구간</th><th>편명</th><th>출발</th><th>도착</th></tr>
<tr style="border-bottom:1px solid #eee;"><td>가는 편</td><td>GR 612</td><td>12.26(토) AKJ 10:40</td><td>ICN 13:55</td></tr>
<tr><td>오는 편</td><td>GR 611</td><td>01.03(일) ICN 08:15</td><td>AKJ 11:05</td></tr></table></td></tr>
<tr><td style="padding:0 24px 16px;font-size:13px;color:#444;">위탁수하물 15kg 1개 · 결제금액 JPY 61,840<br>온라인 체크인은 출발 24시간 전부터 가능합니다.</td></tr>
<tr><td style="padding:0 24px 24px;"><a href="https://www.gureumair.example.com/ko/mybooking?pnr=H7XQ4P" style="color:#4a90d9;">예약 조회하기</a></td></tr>
<tr><td style="padding:14px 24px;background:#f5f5f5;font-size:11px;color:#888;">구름항공 서비스센터 1600-7711 / 일본 0570-008-711 · <a href="https://www.gureumair.example.com/ko/privacy" style="color:#888;">개인정보처리방침</a></td></tr>
</table></td></tr></table></body></html>`,
    enc: "qp",
  },
  {
    family: "gureum-air",
    group: "consumer",
    lang: "en",
    kind: "fare-alert",
    code: null,
    link: null,
    from: "GUREUM AIR <news@gureumair.example.com>",
    subject: "Seoul from ¥9,800 – winter fares to 6 cities",
    date: "Tue, 20 Oct 2026 18:00:00 +0900",
    text: `GUREUM AIR | Winter Sale

Fly before 28 Feb 2027. Book by 27 Oct.

Asahikawa - Seoul/Incheon   from ¥9,800
Sapporo - Busan             from ¥11,200
Sapporo - Jeju              from ¥12,400

One-way fares including taxes. Seats are limited; blackout 28 Dec - 4 Jan.

Book now: https://click.gureumair.example.com/c/wint26?u=fares

You're receiving this because you're a GUREUM Miles member (no. GM 4410 2271).
Unsubscribe: https://click.gureumair.example.com/unsub?m=GM44102271
`,
    html: null,
  },

  // ------------------------------------------------------------ Chinese shop (tea and books from Taiwan)
  {
    family: "xiangyu-shudian",
    group: "consumer",
    lang: "zh",
    kind: "login-code",
    code: "739046",
    link: null,
    from: "香語書店 <service@xiangyu-books.example.tw>",
    subject: "【香語書店】您的登入驗證碼",
    date: "Sun, 11 Oct 2026 14:26:33 +0800",
    text: `親愛的會員您好：

您正在以新裝置登入香語書店。請於畫面中輸入以下驗證碼：

驗證碼：739046

驗證碼將於10分鐘後失效，請勿提供給他人。
若非本人操作，請立即變更密碼並與客服聯繫。

香語書店 客服中心
電話：(02) 2396-7810（週一至週五 9:30-18:00）
https://www.xiangyu-books.example.tw/help
`,
    html: `<html><body style="margin:0;background:#f7f3ec;font-family:'PingFang TC','Microsoft JhengHei',sans-serif;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:24px 10px;">
<table width="560" cellpadding="0" cellspacing="0" style="background:#fff;">
<tr><td style="padding:18px 28px;border-bottom:1px solid #e8dfd0;"><img src="https://www.xiangyu-books.example.tw/images/edm/logo.png" width="120" alt="香語書店"></td></tr>
<tr><td style="padding:28px;font-size:15px;color:#3b332a;line-height:1.8;">親愛的會員您好：<br>您正在以新裝置登入香語書店。請於畫面中輸入以下驗證碼：</td></tr>
<tr><td align="center" style="padding:0 28px 20px;"><div style="display:inline-block;border:1px dashed #b08d57;padding:12px 30px;font-size:30px;font-weight:bold;letter-spacing:6px;color:#7a5a2b;">739046</div></td></tr>
<tr><td style="padding:0 28px 24px;font-size:13px;color:#7d7366;">驗證碼將於10分鐘後失效，請勿提供給他人。<br>若非本人操作，請立即變更密碼並與客服聯繫。</td></tr>
<tr><td style="padding:14px 28px;background:#f3ede3;font-size:11px;color:#8d8273;">香語書店 客服中心　(02) 2396-7810（週一至週五 9:30-18:00）<br>
<a href="https://www.xiangyu-books.example.tw/help" style="color:#8d8273;">常見問題</a>｜<a href="https://www.xiangyu-books.example.tw/privacy" style="color:#8d8273;">隱私權政策</a></td></tr>
</table></td></tr></table></body></html>`,
    enc: "b64",
  },
  {
    family: "xiangyu-shudian",
    group: "consumer",
    lang: "zh",
    kind: "order-shipped",
    code: null,
    link: null,
    from: "香語書店 <service@xiangyu-books.example.tw>",
    subject: "【香語書店】訂單 XY20261011-2087 已出貨（國際配送）",
    date: "Wed, 14 Oct 2026 11:05:18 +0800",
    text: `親愛的會員您好：

您的訂單已於 2026/10/14 出貨，感謝您的訂購。

訂單編號：XY20261011-2087
配送方式：國際快捷（日本）
物流單號：EX 8841 0273 6TW
預計送達：2026/10/19 – 10/22

商品明細：
《給孩子的科學實驗圖解》 × 1　NT$ 420
《日台交流教育手冊》 × 1　NT$ 360
凍頂烏龍茶 150g × 1　NT$ 550
運費 NT$ 480
合計 NT$ 1,810

查詢訂單：https://www.xiangyu-books.example.tw/member/orders/XY20261011-2087

香語書店 敬上
`,
    html: null,
    enc: "qp",
  },

  // ------------------------------------------------------------ Brazilian grocer in town
  {
    family: "mercadinho-sakura",
    group: "regional",
    lang: "pt",
    kind: "points-earned",
    code: null,
    link: null,
    from: "Mercadinho Sakura <clube@mercadinhosakura.example.jp>",
    subject: "Você ganhou 52 pontos no Clube Sakura! 🇧🇷🇯🇵",
    date: "Sun, 20 Sep 2026 18:33:10 +0900",
    text: `Olá, Haruka!

Obrigado pela compra de hoje na loja de Asahikawa.

Pontos ganhos: 52
Saldo atual: 418 pontos
Cartão Clube Sakura nº 0031-7788

Com 500 pontos você troca por um vale de ¥500 (válido por 3 meses).

Novidades da semana: pão de queijo congelado, guaraná 2 L e farofa pronta chegaram!
Horário: todos os dias, 10h às 20h · Tel. 0166-73-4040
Endereço: Asahikawa-shi, Toyooka 4-jo 3-chome 1-12

Para não receber mais estes e-mails: https://mercadinhosakura.example.jp/clube/sair?c=00317788
`,
    html: `<html><body style="margin:0;background:#fffbe6;font-family:Verdana,sans-serif;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:18px 8px;">
<table width="560" cellpadding="0" cellspacing="0" style="background:#ffffff;border:2px solid #009b3a;">
<tr><td style="background:#009b3a;padding:14px;text-align:center;"><img src="https://mercadinhosakura.example.jp/img/logo_clube.png" width="160" alt="Mercadinho Sakura - Clube Sakura"></td></tr>
<tr><td style="padding:22px;font-size:14px;color:#222;">Olá, Haruka!<br>Obrigado pela compra de hoje na loja de Asahikawa.</td></tr>
<tr><td align="center" style="padding:0 22px 16px;"><table cellpadding="10" cellspacing="0" style="background:#fff4b8;border-radius:8px;"><tr>
<td align="center" style="font-size:12px;">Pontos ganhos<br><b style="font-size:30px;color:#009b3a;">+52</b></td>
<td align="center" style="font-size:12px;">Saldo atual<br><b style="font-size:30px;color:#002776;">418</b></td></tr></table></td></tr>
<tr><td style="padding:0 22px 16px;font-size:13px;color:#444;">Cartão Clube Sakura nº 0031-7788<br>Com 500 pontos você troca por um vale de ¥500 (válido por 3 meses).</td></tr>
<tr><td style="padding:0 22px 18px;"><img src="https://mercadinhosakura.example.jp/img/semana_pao_de_queijo.jpg" width="516" alt="Chegou: pão de queijo congelado, guaraná 2 L e farofa pronta"></td></tr>
<tr><td style="padding:12px 22px;background:#f2f2f2;font-size:11px;color:#777;">Todos os dias, 10h às 20h · Tel. 0166-73-4040 · Asahikawa-shi, Toyooka 4-jo 3-chome 1-12<br>
<a href="https://mercadinhosakura.example.jp/clube/sair?c=00317788" style="color:#777;">Não quero mais receber</a></td></tr>
</table></td></tr></table></body></html>`,
    enc: "qp",
  },
  {
    family: "mercadinho-sakura",
    group: "regional",
    lang: "pt",
    kind: "newsletter",
    code: null,
    link: null,
    from: "Mercadinho Sakura <clube@mercadinhosakura.example.jp>",
    subject: "Festa Brasileira de Outono no estacionamento: domingo, 25/10!",
    date: "Fri, 16 Oct 2026 12:10:00 +0900",
    text: `Olá, Haruka!

No domingo, 25 de outubro, das 11h às 16h, teremos a Festa Brasileira de Outono no estacionamento da loja:
- churrasco (¥800 o prato), pastel e caldo de cana
- roda de samba com o grupo Raízes de Gunma às 13h
- oficina de origami para crianças (grátis)

Sócios do Clube Sakura ganham pontos em dobro o dia todo.

Tel. 0166-73-4040 · https://mercadinhosakura.example.jp/
Para sair da lista: https://mercadinhosakura.example.jp/clube/sair?c=00317788
`,
    html: null,
    enc: "8bit",
  },

  // ------------------------------------------------------------ hotel in Berlin (study trip)
  {
    family: "hotel-spreeblick",
    group: "consumer",
    lang: "de",
    kind: "booking-confirm",
    code: null,
    link: null,
    from: "Hotel Spreeblick Berlin <reservierung@hotel-spreeblick.example.de>",
    subject: "Ihre Reservierungsbestätigung Nr. 60418-SB",
    date: "Wed, 21 Oct 2026 09:47:02 +0200",
    text: `Sehr geehrte Frau Sato,

vielen Dank für Ihre Buchung. Wir bestätigen Ihnen gerne folgende Reservierung:

Reservierungsnummer: 60418-SB
Anreise: Sonntag, 27.12.2026 (Check-in ab 15:00 Uhr)
Abreise: Mittwoch, 30.12.2026 (Check-out bis 11:00 Uhr)
Zimmer: 1 Einzelzimmer Komfort, Nichtraucher, Blick auf die Spree
Preis: 3 Nächte à 118,00 EUR inkl. Frühstück = 354,00 EUR
City Tax (7,5 %): 26,55 EUR, zahlbar vor Ort
Garantie: Kreditkarte •••• 7731

Kostenfreie Stornierung bis 23.12.2026, 18:00 Uhr.

Anreise: S-Bahn bis Ostbahnhof, dann 6 Minuten zu Fuß.

Wir freuen uns auf Ihren Besuch!

Mit freundlichen Grüßen
Ihr Team vom Hotel Spreeblick

Hotel Spreeblick GmbH · Mühlenstraße 61 · 10243 Berlin
Tel. +49 30 2904 8810 · www.hotel-spreeblick.example.de
Amtsgericht Charlottenburg HRB 18844 · Geschäftsführerin: Anke Wiesner
`,
    html: null,
    enc: "qp",
  },

  // ------------------------------------------------------------ French evening classes
  {
    family: "ecole-lumiere-asahikawa",
    group: "regional",
    lang: "fr",
    kind: "reset-link",
    code: null,
    link: "https://espace.ecole-lumiere.example.jp/motdepasse/nouveau?jeton=c2F0b2hhcnVrYS0yMDI2MTAxOA",
    from: "École Lumière – Espace élèves <ne-pas-repondre@ecole-lumiere.example.jp>",
    subject: "Réinitialisation de votre mot de passe",
    date: "Sun, 18 Oct 2026 22:09:45 +0900",
    text: `Bonjour Haruka,

Nous avons reçu une demande de réinitialisation du mot de passe de votre espace élève (cours du jeudi soir, niveau A2).

Pour choisir un nouveau mot de passe, cliquez sur le lien ci-dessous :
https://espace.ecole-lumiere.example.jp/motdepasse/nouveau?jeton=c2F0b2hhcnVrYS0yMDI2MTAxOA

Ce lien est valable 1 heure. Si vous n'êtes pas à l'origine de cette demande, ignorez ce message : votre mot de passe actuel reste inchangé.

Rappel : pas de cours le jeudi 5 novembre (jour férié de l'école).

À jeudi !
L'équipe de l'École Lumière
Asahikawa · 0166-26-7711 · bonjour@ecole-lumiere.example.jp
`,
    html: `<html><body style="font-family:Georgia,serif;background:#f6f4fb;margin:0;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:28px 10px;">
<table width="520" cellpadding="0" cellspacing="0" style="background:#fff;border-radius:6px;">
<tr><td style="padding:22px 30px;border-bottom:1px solid #e7e2f2;font-size:20px;color:#3d2c7a;">École Lumière <span style="font-size:13px;color:#8b80ad;">· Espace élèves</span></td></tr>
<tr><td style="padding:26px 30px;font-size:15px;color:#2b2b2b;line-height:1.6;">
Bonjour Haruka,<br><br>
Nous avons reçu une demande de réinitialisation du mot de passe de votre espace élève (cours du jeudi soir, niveau A2).<br><br>
<a href="https://espace.ecole-lumiere.example.jp/motdepasse/nouveau?jeton=c2F0b2hhcnVrYS0yMDI2MTAxOA" style="background:#3d2c7a;color:#fff;padding:11px 22px;border-radius:4px;text-decoration:none;display:inline-block;">Choisir un nouveau mot de passe</a><br><br>
<span style="font-size:13px;color:#666;">Ce lien est valable 1 heure. Si vous n'êtes pas à l'origine de cette demande, ignorez ce message : votre mot de passe actuel reste inchangé.</span><br><br>
Rappel : pas de cours le jeudi 5 novembre.<br><br>À jeudi !<br>L'équipe de l'École Lumière</td></tr>
<tr><td style="padding:14px 30px;background:#f6f4fb;font-size:11px;color:#8b80ad;">Asahikawa · 0166-26-7711 · <a href="mailto:bonjour@ecole-lumiere.example.jp" style="color:#8b80ad;">bonjour@ecole-lumiere.example.jp</a></td></tr>
</table></td></tr></table></body></html>`,
    enc: "qp",
  },

  // ------------------------------------------------------------ trip to Vietnam: domestic flight app
  {
    family: "may-xanh-travel",
    group: "consumer",
    lang: "vi",
    kind: "otp-code",
    code: "604218",
    link: null,
    from: "Mây Xanh Travel <no-reply@mayxanh.example.vn>",
    subject: "Mã xác thực Mây Xanh của bạn",
    date: "Sat, 24 Oct 2026 20:51:19 +0700",
    text: `Xin chào SATO HARUKA,

Mã xác thực (OTP) để đăng nhập và xem đặt chỗ của bạn là:

604 218

Mã có hiệu lực trong 5 phút. Vui lòng không chia sẻ mã này với bất kỳ ai, kể cả nhân viên Mây Xanh.

Chuyến bay sắp tới: Hà Nội (HAN) → Đà Nẵng (DAD), 29/12/2026, 07:05

Tổng đài hỗ trợ 24/7: 1900 6218
Công ty TNHH Du lịch Mây Xanh – 88 Lý Thường Kiệt, Hoàn Kiếm, Hà Nội
`,
    html: `<html><body style="margin:0;background:#e9f6ef;font-family:Arial,sans-serif;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:20px 10px;">
<table width="480" cellpadding="0" cellspacing="0" style="background:#fff;border-radius:8px;">
<tr><td style="padding:20px 24px;"><img src="https://static.mayxanh.example.vn/email/logo.png" width="120" alt="Mây Xanh Travel"></td></tr>
<tr><td style="padding:0 24px;font-size:15px;color:#222;line-height:1.6;">Xin chào <b>SATO HARUKA</b>,<br>Mã xác thực (OTP) để đăng nhập và xem đặt chỗ của bạn là:</td></tr>
<tr><td align="center" style="padding:20px 24px;"><span style="font-size:34px;font-weight:bold;color:#12834b;letter-spacing:4px;">604 218</span></td></tr>
<tr><td style="padding:0 24px 20px;font-size:13px;color:#555;line-height:1.6;">Mã có hiệu lực trong 5 phút. Vui lòng không chia sẻ mã này với bất kỳ ai, kể cả nhân viên Mây Xanh.<br><br>
Chuyến bay sắp tới: Hà Nội (HAN) → Đà Nẵng (DAD), 29/12/2026, 07:05</td></tr>
<tr><td style="padding:14px 24px;background:#f4f4f4;font-size:11px;color:#888;border-radius:0 0 8px 8px;">Tổng đài hỗ trợ 24/7: 1900 6218<br>Công ty TNHH Du lịch Mây Xanh – 88 Lý Thường Kiệt, Hoàn Kiếm, Hà Nội<br>
<a href="https://mayxanh.example.vn/chinh-sach-bao-mat" style="color:#888;">Chính sách bảo mật</a></td></tr>
</table></td></tr></table></body></html>`,
    enc: "b64",
  },

  // ------------------------------------------------------------ guesthouse in Chiang Mai
  {
    family: "baan-lamyai-guesthouse",
    group: "consumer",
    lang: "th",
    kind: "booking-confirm",
    code: null,
    link: null,
    from: "บ้านลำไย เกสต์เฮาส์ <booking@baanlamyai.example.co.th>",
    subject: "ยืนยันการจองห้องพัก หมายเลข BL-261104",
    date: "Tue, 27 Oct 2026 16:22:40 +0700",
    text: `เรียน คุณ SATO HARUKA

ขอบคุณที่เลือกพักกับบ้านลำไย เกสต์เฮาส์ เราได้รับการจองของท่านเรียบร้อยแล้ว

หมายเลขการจอง: BL-261104
วันเข้าพัก: 2 มกราคม 2570 (เช็คอินหลัง 14:00 น.)
วันออก: 5 มกราคม 2570 (เช็คเอาท์ก่อน 11:00 น.)
ห้องพัก: ห้องดีลักซ์ วิวสวน 1 ห้อง (ผู้ใหญ่ 1 ท่าน)
ราคารวม: 3,450 บาท (รวมอาหารเช้า)
ชำระแล้ว: มัดจำ 1,000 บาท / ชำระส่วนที่เหลือ ณ วันเข้าพัก

บริการรับส่งสนามบินเชียงใหม่ 250 บาท แจ้งล่วงหน้า 24 ชั่วโมง

บ้านลำไย เกสต์เฮาส์
12/3 ถนนราชดำเนิน ซอย 5 ตำบลศรีภูมิ อำเภอเมือง จังหวัดเชียงใหม่ 50200
โทร 053-276-118 · LINE: @baanlamyai
`,
    html: null,
    enc: "b64",
  },

  // ------------------------------------------------------------ education newspaper
  {
    family: "kyoiku-shinpo-digital",
    group: "regional",
    lang: "ja",
    kind: "newsletter",
    code: null,
    link: null,
    from: "教育新報デジタル <mailmag@kyoiku-shinpo.example.jp>",
    subject: "【教育新報】次期学習指導要領 審議まとめ案を公表／教員採用試験 倍率過去最低 ほか",
    date: "Thu, 08 Oct 2026 06:30:00 +0900",
    text: "",
    html: `<html><body style="margin:0;background:#ffffff;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center">
<table width="640" cellpadding="0" cellspacing="0" style="font-family:'Yu Gothic',sans-serif;color:#222;">
<tr><td style="padding:16px 0;border-bottom:3px double #222;"><img src="https://www.kyoiku-shinpo.example.jp/mail/masthead.png" width="220" alt="教育新報デジタル"> <span style="float:right;font-size:12px;color:#666;">2026年10月8日（木）朝刊ダイジェスト</span></td></tr>
<tr><td style="padding:18px 0 6px;font-size:19px;font-weight:bold;"><a href="https://www.kyoiku-shinpo.example.jp/r/20261008-01?utm_source=mailmag&amp;utm_medium=email" style="color:#222;text-decoration:none;">次期学習指導要領、審議まとめ案を公表　「探究」を全教科で重視</a></td></tr>
<tr><td style="font-size:13px;color:#555;line-height:1.7;">中央教育審議会の特別部会は7日、次期学習指導要領に向けた審議まとめ案を公表した。授業時数の柔軟化や…</td></tr>
<tr><td style="padding:18px 0 6px;font-size:16px;font-weight:bold;"><a href="https://www.kyoiku-shinpo.example.jp/r/20261008-02?utm_source=mailmag&amp;utm_medium=email" style="color:#222;text-decoration:none;">公立小学校の教員採用試験、平均倍率2.1倍で過去最低</a></td></tr>
<tr><td style="font-size:13px;color:#555;line-height:1.7;">2027年度採用の選考で、全国の公立小学校の平均倍率は2.1倍となり…</td></tr>
<tr><td style="padding:18px 0 6px;font-size:16px;font-weight:bold;"><a href="https://www.kyoiku-shinpo.example.jp/r/20261008-03?utm_source=mailmag&amp;utm_medium=email" style="color:#222;text-decoration:none;">【現場から】部活動の地域移行 旭川市の1年</a></td></tr>
<tr><td style="font-size:13px;color:#555;line-height:1.7;">休日の運動部活動を地域クラブへ移行して1年。指導者の確保と保護者負担の…</td></tr>
<tr><td style="padding:24px 0;"><a href="https://www.kyoiku-shinpo.example.jp/seminar/2026-11?utm_source=mailmag&amp;utm_medium=email"><img src="https://www.kyoiku-shinpo.example.jp/mail/bn_seminar_1121.jpg" width="640" alt="オンラインセミナー 11月21日（土）「生成AIと評価」参加費 会員無料"></a></td></tr>
<tr><td style="padding:14px 0;border-top:1px solid #ccc;font-size:11px;color:#777;line-height:1.7;">
購読プラン：デジタル会員（月額 1,100円）会員番号 KS-00773120<br>
<a href="https://www.kyoiku-shinpo.example.jp/mypage/mail" style="color:#777;">配信設定の変更・停止</a> ｜ <a href="https://www.kyoiku-shinpo.example.jp/privacy" style="color:#777;">個人情報保護方針</a><br>
株式会社教育新報社 〒101-0051 東京都千代田区神田神保町2-14 TEL 03-3264-0871<br>© Kyoiku Shinpo 2026</td></tr>
</table></td></tr></table></body></html>`,
    html_enc: "qp",
  },
  {
    family: "kyoiku-shinpo-digital",
    group: "regional",
    lang: "ja",
    kind: "newsletter",
    code: null,
    link: null,
    from: "教育新報デジタル <mailmag@kyoiku-shinpo.example.jp>",
    subject: "【教育新報】週間ランキング：読まれた記事トップ5（10/19〜10/25）",
    date: "Mon, 26 Oct 2026 06:30:00 +0900",
    text: `教育新報デジタル 週間ランキング（10/19〜10/25）

1. 教員の「定額働かせ放題」見直し 給特法改正案の中身
   https://www.kyoiku-shinpo.example.jp/r/20261020-05
2. 中学校の35人学級、2028年度から段階実施へ
   https://www.kyoiku-shinpo.example.jp/r/20261022-01
3. 1人1台端末の更新費用、自治体負担に差
   https://www.kyoiku-shinpo.example.jp/r/20261019-03
4. 【連載】若手教員の10年 第6回「初任校で学んだこと」
   https://www.kyoiku-shinpo.example.jp/r/20261024-07
5. 不登校児童生徒、過去最多の41万人に
   https://www.kyoiku-shinpo.example.jp/r/20261023-02

――――――――――――――――――
配信設定の変更・停止：https://www.kyoiku-shinpo.example.jp/mypage/mail
株式会社教育新報社 TEL 03-3264-0871
`,
    html: null,
    enc: "b64",
  },
];
