/**
 * The inbox of a doctoral student in Taipei who spends a semester in Singapore, over two months of 2026:
 * university sign-on, library, thesis and grant systems, conference and journal review mail, research
 * tools, banks, a wallet, transit, phone, housing, travel and immigration, mostly notices with a minority
 * of codes and links to act on.
 * @module
 */

import type { Mail } from "../holdout_kit.ts";

const DAYS = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"];
const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/** An RFC 2822 date in 2026, local time with the given offset. */
function d(month: number, day: number, time: string, zone = "+0800"): string {
  const wd = DAYS[new Date(Date.UTC(2026, month - 1, day)).getUTCDay()];
  return `${wd}, ${String(day).padStart(2, "0")} ${MONTHS[month - 1]} 2026 ${time}:${
    String((day * 7 + month * 13) % 60).padStart(2, "0")
  } ${zone}`;
}

/** The page frame the Qingshan University offices share (one centred white card). */
function qsu_page(title: string, pre: string, body: string): string {
  return `<!DOCTYPE html>
<html lang="zh-Hant"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">
<title>${title}</title></head>
<body style="margin:0;padding:0;background:#eef1f4;font-family:'Microsoft JhengHei','PingFang TC',Arial,sans-serif;">
<div style="display:none;max-height:0;overflow:hidden;color:#eef1f4;">${pre}</div>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" bgcolor="#eef1f4">
<tr><td align="center" style="padding:24px 8px;">
<table role="presentation" width="600" cellpadding="0" cellspacing="0" border="0" style="background:#ffffff;border-top:5px solid #1d4e89;">
<tr><td style="padding:18px 28px;border-bottom:1px solid #dde3ea;">
<img src="https://www.qsu.edu.tw/static/mail/qsu-logo-zh.png" width="180" height="40" alt="國立青山大學 Qingshan University" style="display:block;border:0;">
</td></tr>
<tr><td style="padding:24px 28px;font-size:15px;line-height:1.7;color:#222;">
${body}
</td></tr>
<tr><td style="padding:16px 28px;background:#f6f8fa;font-size:12px;line-height:1.6;color:#777;">
國立青山大學 10617 臺北市大安區青山路一段 1 號｜總機 (02) 2363-5700<br>
本信件由系統自動發送，請勿直接回覆。<a href="https://www.qsu.edu.tw/privacy" style="color:#1d4e89;">隱私權政策</a>｜<a href="https://www.qsu.edu.tw/" style="color:#1d4e89;">學校首頁</a><br>
© 2026 National Qingshan University
</td></tr>
</table>
</td></tr></table>
</body></html>`;
}

export const mails: Mail[] = [
  // ------------------------------------------------------------------ Qingshan University SSO
  {
    family: "qingshan-univ-sso",
    group: "regional",
    lang: "zh-TW",
    kind: "login-code",
    code: "580317",
    link: null,
    from: "青山大學單一登入 <sso-noreply@cc.qsu.edu.tw>",
    subject: "[青山大學] 單一登入驗證碼 / SSO verification code",
    date: d(8, 27, "09:32"),
    enc: "qp",
    text: `林佳穎 同學 您好：

您正在登入國立青山大學單一登入（SSO）系統，本次登入的驗證碼為：

580317

驗證碼將於 10 分鐘後（2026/08/27 09:42）失效，請勿將驗證碼告知他人；本校人員不會以任何方式向您索取驗證碼。

登入資訊
帳號：d11052013
IP 位址：140.112.31.207
瀏覽器：Firefox 129 / Windows 11

若非您本人操作，請立即至 https://sso.qsu.edu.tw/account/security 變更密碼，或洽計中服務台 (02) 2363-5781 分機 402。

國立青山大學 計算機及資訊網路中心
`,
    html: qsu_page(
      "單一登入驗證碼",
      "本次登入的驗證碼，10 分鐘內有效。",
      `<p style="margin:0 0 12px;">林佳穎 同學 您好：</p>
<p style="margin:0 0 16px;">您正在登入國立青山大學單一登入（SSO）系統，本次登入的驗證碼為：</p>
<table role="presentation" cellpadding="0" cellspacing="6" border="0" align="center"><tr>
<td style="width:40px;height:52px;border:1px solid #b9c6d6;border-radius:4px;font-size:28px;font-weight:bold;text-align:center;font-family:Consolas,monospace;color:#1d4e89;">5</td>
<td style="width:40px;height:52px;border:1px solid #b9c6d6;border-radius:4px;font-size:28px;font-weight:bold;text-align:center;font-family:Consolas,monospace;color:#1d4e89;">8</td>
<td style="width:40px;height:52px;border:1px solid #b9c6d6;border-radius:4px;font-size:28px;font-weight:bold;text-align:center;font-family:Consolas,monospace;color:#1d4e89;">0</td>
<td style="width:40px;height:52px;border:1px solid #b9c6d6;border-radius:4px;font-size:28px;font-weight:bold;text-align:center;font-family:Consolas,monospace;color:#1d4e89;">3</td>
<td style="width:40px;height:52px;border:1px solid #b9c6d6;border-radius:4px;font-size:28px;font-weight:bold;text-align:center;font-family:Consolas,monospace;color:#1d4e89;">1</td>
<td style="width:40px;height:52px;border:1px solid #b9c6d6;border-radius:4px;font-size:28px;font-weight:bold;text-align:center;font-family:Consolas,monospace;color:#1d4e89;">7</td>
</tr></table>
<p style="margin:16px 0;font-size:13px;color:#555;">驗證碼將於 10 分鐘後（2026/08/27 09:42）失效，請勿將驗證碼告知他人；本校人員不會以任何方式向您索取驗證碼。</p>
<table role="presentation" cellpadding="4" cellspacing="0" border="0" style="font-size:13px;color:#444;background:#f6f8fa;width:100%;">
<tr><td width="90">帳號</td><td>d11052013</td></tr>
<tr><td>IP 位址</td><td>140.112.31.207</td></tr>
<tr><td>瀏覽器</td><td>Firefox 129 / Windows 11</td></tr>
</table>
<p style="margin:16px 0 0;font-size:13px;">若非您本人操作，請立即<a href="https://sso.qsu.edu.tw/account/security" style="color:#1d4e89;">變更密碼</a>，或洽計中服務台 (02) 2363-5781 分機 402。</p>`,
    ),
  },
  {
    family: "qingshan-univ-sso",
    group: "regional",
    lang: "zh-TW",
    kind: "reset-link",
    code: null,
    link: "https://sso.qsu.edu.tw/pwreset/confirm?uid=d11052013&token=7c1e0b9a44f2d8e6a35b0c9f12de7781",
    from: "青山大學單一登入 <sso-noreply@cc.qsu.edu.tw>",
    subject: "[青山大學] 重設密碼申請 Password reset request",
    date: d(9, 14, "23:05"),
    enc: "b64",
    text: `林佳穎 同學 您好：

我們於 2026/09/14 23:05 收到您的單一登入密碼重設申請。請於 30 分鐘內點選下列連結設定新密碼：

https://sso.qsu.edu.tw/pwreset/confirm?uid=d11052013&token=7c1e0b9a44f2d8e6a35b0c9f12de7781

新密碼須至少 12 個字元，並包含大小寫英文字母與數字，且不得與前三次使用過的密碼相同。

若您並未申請重設密碼，請忽略本信，您的密碼不會變更。

----------------------------------------
Dear student,

We received a request to reset your SSO password on 2026/09/14 23:05. Please open the link above within 30 minutes to set a new password. If you did not make this request, you can ignore this message.

國立青山大學 計算機及資訊網路中心
Computer and Information Networking Center
`,
    html: qsu_page(
      "重設密碼",
      "請於 30 分鐘內設定新密碼 Reset your password within 30 minutes",
      `<p style="margin:0 0 12px;">林佳穎 同學 您好：</p>
<p style="margin:0 0 12px;">我們於 2026/09/14 23:05 收到您的單一登入密碼重設申請。請於 <b>30 分鐘內</b>點選下方按鈕設定新密碼。</p>
<table role="presentation" cellpadding="0" cellspacing="0" border="0" style="margin:20px 0;"><tr>
<td bgcolor="#1d4e89" style="border-radius:4px;"><a href="https://sso.qsu.edu.tw/pwreset/confirm?uid=d11052013&amp;token=7c1e0b9a44f2d8e6a35b0c9f12de7781" style="display:inline-block;padding:12px 28px;color:#ffffff;text-decoration:none;font-weight:bold;">設定新密碼 Reset password</a></td>
</tr></table>
<p style="margin:0 0 12px;font-size:13px;color:#555;">新密碼須至少 12 個字元，並包含大小寫英文字母與數字，且不得與前三次使用過的密碼相同。</p>
<p style="margin:0 0 12px;font-size:13px;color:#555;">若您並未申請重設密碼，請忽略本信，您的密碼不會變更。</p>
<hr style="border:0;border-top:1px solid #dde3ea;">
<p style="margin:12px 0 0;font-size:13px;color:#555;">We received a request to reset your SSO password on 2026/09/14 23:05. Use the button above within 30 minutes. If you did not make this request, you can ignore this message.</p>`,
    ),
  },
  {
    family: "qingshan-univ-sso",
    group: "regional",
    lang: "zh-TW",
    kind: "password-changed",
    code: null,
    link: null,
    from: "青山大學單一登入 <sso-noreply@cc.qsu.edu.tw>",
    subject: "[青山大學] 您的單一登入密碼已變更",
    date: d(9, 14, "23:11"),
    text: `林佳穎 同學 您好：

您的單一登入（SSO）帳號 d11052013 密碼已於 2026/09/14 23:11 變更成功。
變更後，校園無線網路（QSU-WiFi）、選課系統、電子郵件與 VPN 均需使用新密碼登入；已登入的裝置將於 24 小時內自動登出。

若此變更並非您本人所為，請立即致電計中服務台 (02) 2363-5781 分機 402（週一至週五 08:30–17:30），
或於非上班時間寄信至 security@cc.qsu.edu.tw 申請停用帳號。

國立青山大學 計算機及資訊網路中心
10617 臺北市大安區青山路一段 1 號
`,
    html: null,
  },

  // ------------------------------------------------------------------ Qingshan University Library
  {
    family: "qingshan-library",
    group: "regional",
    lang: "zh-TW",
    kind: "due-reminder",
    code: null,
    link: null,
    from: "青山大學圖書館 <circ@lib.qsu.edu.tw>",
    subject: "圖書館到期預告通知 Courtesy Notice",
    date: d(9, 2, "06:00"),
    text: `林佳穎 讀者您好：

您借閱的下列資料將於 3 日內到期，請於到期日前歸還或上網續借。

1. Speech and language processing / Daniel Jurafsky, James H. Martin. 3rd ed.
   索書號：006.35 J956 2024　條碼：30120009871245
   到期日：2026/09/05

2. 統計學習導論：使用 Python / 陳立群 譯
   索書號：519.5 8744 2023　條碼：30120011204538
   到期日：2026/09/05

3. Bayesian data analysis / Andrew Gelman ... [et al.]
   索書號：519.542 B357 2014 v.1　條碼：30120007553190
   到期日：2026/09/06

研究生借閱上限 50 冊，每冊可續借 2 次（已被預約者不可續借）。逾期每冊每日罰款新臺幣 5 元。
個人借閱紀錄與續借：https://lib.qsu.edu.tw/patron/loans
流通櫃台：(02) 2363-5700 分機 2211

國立青山大學圖書館 流通組
`,
    html: null,
  },
  {
    family: "qingshan-library",
    group: "regional",
    lang: "zh-TW",
    kind: "ill-arrived",
    code: null,
    link: null,
    from: "青山大學圖書館 館際合作 <ill@lib.qsu.edu.tw>",
    subject: "館際合作申請件已到館（申請單號 ILL-2026-08817）",
    date: d(9, 9, "14:20"),
    enc: "qp",
    text: `林佳穎 您好：

您申請的館際借書已到館，請於 2026/09/23（三）前攜帶學生證至總圖一樓館際合作櫃台取書。

申請單號：ILL-2026-08817
書名：Neural Machine Translation / Philipp Koehn (Cambridge University Press, 2020)
提供館：國立中正大學圖書館
應還日期：2026/10/07（不可續借，僅限館內外借）
費用：新臺幣 100 元（已由研究生館合補助額度扣抵，剩餘額度 NT$1,400）

逾期未取，將退還提供館並照常收費。

館際合作櫃台　(02) 2363-5700 分機 2236　ill@lib.qsu.edu.tw
`,
    html: qsu_page(
      "館際合作到館通知",
      "館際借書已到館，請於 9/23 前取書。",
      `<p style="margin:0 0 12px;">林佳穎 您好：</p>
<p style="margin:0 0 16px;">您申請的館際借書已到館，請於 <b>2026/09/23（三）</b>前攜帶學生證至總圖一樓館際合作櫃台取書。</p>
<table role="presentation" cellpadding="6" cellspacing="0" border="1" style="border-collapse:collapse;border-color:#dde3ea;font-size:14px;width:100%;">
<tr><td bgcolor="#f6f8fa" width="110">申請單號</td><td>ILL-2026-08817</td></tr>
<tr><td bgcolor="#f6f8fa">書名</td><td><i>Neural Machine Translation</i> / Philipp Koehn (Cambridge University Press, 2020)</td></tr>
<tr><td bgcolor="#f6f8fa">提供館</td><td>國立中正大學圖書館</td></tr>
<tr><td bgcolor="#f6f8fa">應還日期</td><td>2026/10/07（不可續借）</td></tr>
<tr><td bgcolor="#f6f8fa">費用</td><td>NT$100（已由館合補助額度扣抵，剩餘 NT$1,400）</td></tr>
</table>
<p style="margin:16px 0 0;font-size:13px;color:#555;">逾期未取，將退還提供館並照常收費。館際合作櫃台 (02) 2363-5700 分機 2236</p>
<p style="margin:8px 0 0;font-size:13px;"><a href="https://lib.qsu.edu.tw/ill/requests" style="color:#1d4e89;">查看我的館合申請紀錄</a></p>`,
    ),
  },

  // ------------------------------------------------------------------ thesis system
  {
    family: "lunwentong-thesis",
    group: "regional",
    lang: "zh-TW",
    kind: "verify-link",
    code: null,
    link: "https://etd.lunwentong.org.tw/register/verify?k=QSU-d11052013-a81f3c2e90b7",
    from: "論文通 博碩士論文系統 <no-reply@lunwentong.org.tw>",
    subject: "【論文通】請驗證您的電子郵件信箱",
    date: d(8, 31, "16:44"),
    enc: "b64",
    text: `林佳穎 您好：

感謝您註冊「論文通」博碩士論文上傳系統（國立青山大學 資訊工程學系 博士班）。
請點選下列連結以驗證您的電子郵件信箱，完成帳號註冊：

https://etd.lunwentong.org.tw/register/verify?k=QSU-d11052013-a81f3c2e90b7

此連結 48 小時內有效。驗證完成後，即可上傳論文全文、填寫授權書並送交指導教授審核。

【提醒】本學期論文上傳截止日為 2027/01/31；口試委員審定書請於上傳前完成簽署。

論文通 客服信箱 service@lunwentong.org.tw｜服務電話 (02) 2737-6120
`,
    html: `<html><body style="margin:0;background:#faf7f0;">
<table width="100%" cellpadding="0" cellspacing="0" border="0" bgcolor="#faf7f0"><tr><td align="center">
<table width="560" cellpadding="0" cellspacing="0" border="0" style="background:#fff;margin:20px 0;font-family:'PingFang TC','Noto Sans TC',sans-serif;color:#333;">
<tr><td style="background:#7a3e1d;padding:14px 24px;color:#fff;font-size:18px;font-weight:bold;">論文通 <span style="font-size:12px;font-weight:normal;">博碩士論文上傳系統</span></td></tr>
<tr><td style="padding:24px;font-size:15px;line-height:1.8;">
林佳穎 您好：<br><br>
感謝您註冊「論文通」博碩士論文上傳系統（國立青山大學 資訊工程學系 博士班）。請點選下方按鈕驗證您的電子郵件信箱，完成帳號註冊。
<div style="text-align:center;margin:26px 0;">
<a href="https://etd.lunwentong.org.tw/register/verify?k=QSU-d11052013-a81f3c2e90b7" style="background:#c0762f;color:#fff;padding:12px 36px;border-radius:22px;text-decoration:none;display:inline-block;">驗證信箱</a>
</div>
<span style="font-size:13px;color:#777;">此連結 48 小時內有效。驗證完成後，即可上傳論文全文、填寫授權書並送交指導教授審核。</span><br><br>
<table width="100%" cellpadding="10" style="background:#fff6e8;font-size:13px;"><tr><td>
<b>提醒</b>：本學期論文上傳截止日為 2027/01/31；口試委員審定書請於上傳前完成簽署。</td></tr></table>
</td></tr>
<tr><td style="padding:14px 24px;border-top:1px solid #eee;font-size:12px;color:#999;">
客服信箱 <a href="mailto:service@lunwentong.org.tw" style="color:#999;">service@lunwentong.org.tw</a>｜服務電話 (02) 2737-6120<br>
<a href="https://www.lunwentong.org.tw/faq" style="color:#999;">常見問題</a>｜<a href="https://www.lunwentong.org.tw/privacy" style="color:#999;">個資保護聲明</a>
</td></tr></table></td></tr></table></body></html>`,
  },
  {
    family: "lunwentong-thesis",
    group: "regional",
    lang: "zh-TW",
    kind: "review-status",
    code: null,
    link: null,
    from: "論文通 博碩士論文系統 <no-reply@lunwentong.org.tw>",
    subject: "【論文通】論文計畫書已由指導教授審核通過",
    date: d(10, 16, "11:27"),
    text: `林佳穎 您好：

您於 2026/10/08 送出的博士論文計畫書，已由指導教授 許維廷 副教授審核通過。

論文題目：低資源語言之跨語言語音辨識自適應方法
文件編號：QSU-CSIE-D-2026-0193
審核時間：2026/10/16 11:27
審核意見：同意送交系所，請依口試委員建議修正第三章實驗設計。

下一步：系辦將於 5 個工作天內完成形式審查，結果將另行通知。
如需查詢進度，請登入系統「我的論文」頁面：https://etd.lunwentong.org.tw/my

論文通 客服 (02) 2737-6120
`,
    html: null,
  },

  // ------------------------------------------------------------------ research grant portal
  {
    family: "kexin-research-fund",
    group: "regional",
    lang: "zh-TW",
    kind: "application-received",
    code: null,
    link: null,
    from: "科信研究基金會 獎助平台 <grants@kexin.org.tw>",
    subject: "科信研究基金會｜2027 年度博士生研究獎助 申請已收件",
    date: d(9, 30, "17:58"),
    text: `林佳穎 君 您好：

本會已收到您申請「2027 年度博士生研究獎助（資訊與通訊領域）」之線上申請資料，收件明細如下：

申請編號：KX-PHD-2027-0418
申請人：林佳穎（國立青山大學 資訊工程學系 博士班三年級）
計畫名稱：低資源語言之跨語言語音辨識自適應方法
申請金額：新臺幣 360,000 元（獎助期間 2027/02/01–2028/01/31）
收件時間：2026/09/30 17:58

附件為系統產生之收件回條（PDF），請自行留存。本通知僅表示資料已送達，不代表資格審查通過。
初審結果預計於 2026/12/15 前以電子郵件通知。

財團法人科信研究基金會
10491 臺北市中山區松江路 223 號 9 樓｜(02) 2517-8830
`,
    html: `<html><body style="margin:0;padding:0;background:#f3f3f3;">
<table width="100%" cellpadding="0" cellspacing="0" border="0"><tr><td align="center" style="padding:20px 0;">
<table width="620" cellpadding="0" cellspacing="0" border="0" style="background:#fff;font-family:'Microsoft JhengHei',sans-serif;font-size:14px;color:#333;line-height:1.7;">
<tr><td style="padding:18px 30px;border-bottom:3px solid #2f7d5b;"><img src="https://www.kexin.org.tw/img/logo-mail.png" alt="財團法人科信研究基金會" width="210" height="42"></td></tr>
<tr><td style="padding:24px 30px;">
林佳穎 君 您好：<br><br>
本會已收到您申請「2027 年度博士生研究獎助（資訊與通訊領域）」之線上申請資料，收件明細如下：
<table cellpadding="6" cellspacing="0" border="0" style="margin:14px 0;width:100%;font-size:14px;">
<tr style="background:#f0f7f3;"><td width="120">申請編號</td><td><b>KX-PHD-2027-0418</b></td></tr>
<tr><td>申請人</td><td>林佳穎（國立青山大學 資訊工程學系 博士班三年級）</td></tr>
<tr style="background:#f0f7f3;"><td>計畫名稱</td><td>低資源語言之跨語言語音辨識自適應方法</td></tr>
<tr><td>申請金額</td><td>新臺幣 360,000 元（2027/02/01–2028/01/31）</td></tr>
<tr style="background:#f0f7f3;"><td>收件時間</td><td>2026/09/30 17:58</td></tr>
</table>
附件為系統產生之收件回條（PDF），請自行留存。本通知僅表示資料已送達，不代表資格審查通過。初審結果預計於 2026/12/15 前以電子郵件通知。
</td></tr>
<tr><td style="padding:14px 30px;background:#2f7d5b;color:#e6f2ec;font-size:12px;">
財團法人科信研究基金會｜10491 臺北市中山區松江路 223 號 9 樓｜(02) 2517-8830<br>
<a href="https://grants.kexin.org.tw/" style="color:#fff;">獎助平台</a>　<a href="https://www.kexin.org.tw/privacy" style="color:#fff;">隱私權聲明</a>
</td></tr></table></td></tr></table></body></html>`,
    enc: "qp",
    attachment: [
      "KX-PHD-2027-0418_receipt.pdf",
      "application/pdf",
      "%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj\n3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n",
    ],
  },
  {
    family: "kexin-research-fund",
    group: "regional",
    lang: "en",
    kind: "deadline-reminder",
    code: null,
    link: null,
    from: "Kexin Research Foundation <grants@kexin.org.tw>",
    subject: "Reminder: 2026 fellowship mid-term report due 31 October",
    date: d(10, 17, "10:00"),
    text: `Dear Ms Lin Chia-Ying,

This is a reminder that the mid-term report for your 2026 Doctoral Research Fellowship
(award no. KX-PHD-2026-0072) is due on Saturday 31 October 2026, 23:59 Taipei time.

Please upload the report (max. 10 pages, PDF) and the expenditure sheet through the grants
portal under "My awards > Reports". The second instalment of NT$180,000 will be released
within 20 working days after the report is accepted.

If you need an extension, please write to your programme officer, Ms Tsai Yu-Hsuan
(ext. 215, yhtsai@kexin.org.tw), before the deadline.

Grants portal: https://grants.kexin.org.tw/
Kexin Research Foundation
9F, No. 223, Songjiang Rd., Zhongshan Dist., Taipei 10491 | +886 2 2517 8830
`,
    html: null,
  },

  // ------------------------------------------------------------------ conference submission system
  {
    family: "papervale",
    group: "consumer",
    lang: "en",
    kind: "submission-received",
    code: null,
    link: null,
    from: "APSLT 2027 via PaperVale <noreply@papervale.net>",
    subject: "[APSLT 2027] Submission #412 received: Adapter Fusion for Low-Resource Cross-Lingual ASR",
    date: d(9, 4, "07:51"),
    enc: "qp",
    text: `Dear Chia-Ying Lin,

Thank you for your submission to the Asia-Pacific Symposium on Language Technologies (APSLT 2027).

  Paper ID:  412
  Title:     Adapter Fusion for Low-Resource Cross-Lingual ASR
  Track:     Speech Recognition and Synthesis
  Authors:   Chia-Ying Lin, Arun Kumar Selvaraj, Wei-Ting Hsu
  Submitted: 2026-09-04 07:51 (UTC+8)

You can update the PDF and supplementary material until the submission deadline,
11 September 2026, 23:59 AoE. Author responses will open on 2 November and
notifications are expected on 4 December 2026.

Please make sure every co-author has completed their PaperVale profile (conflicts
of interest and OpenReview-style domains) before the deadline.

Submission page: https://papervale.net/conf/apslt2027/paper/412

-- 
APSLT 2027 Program Chairs
This message was sent by PaperVale on behalf of the conference. PaperVale Ltd, 20 Station Road, Cambridge CB1 2JD, UK.
`,
    html:
      `<!DOCTYPE html><html><body style="margin:0;background:#f5f6f8;font-family:-apple-system,Segoe UI,Roboto,Helvetica,Arial,sans-serif;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:24px 12px;">
<table width="600" cellpadding="0" cellspacing="0" style="background:#ffffff;border:1px solid #e2e5ea;border-radius:6px;">
<tr><td style="padding:16px 24px;border-bottom:1px solid #e2e5ea;font-size:13px;color:#6a7280;"><img src="https://papervale.net/static/pv-mark.png" width="22" height="22" alt="PaperVale" style="vertical-align:middle;"> <b style="color:#26364d;">APSLT 2027</b> &middot; PaperVale</td></tr>
<tr><td style="padding:24px;font-size:15px;line-height:1.6;color:#26364d;">
<p>Dear Chia-Ying Lin,</p>
<p>Thank you for your submission to the Asia-Pacific Symposium on Language Technologies (APSLT 2027).</p>
<table cellpadding="5" cellspacing="0" style="font-size:14px;background:#f8f9fb;border-radius:4px;width:100%;">
<tr><td width="100" style="color:#6a7280;">Paper ID</td><td><b>412</b></td></tr>
<tr><td style="color:#6a7280;">Title</td><td>Adapter Fusion for Low-Resource Cross-Lingual ASR</td></tr>
<tr><td style="color:#6a7280;">Track</td><td>Speech Recognition and Synthesis</td></tr>
<tr><td style="color:#6a7280;">Authors</td><td>Chia-Ying Lin, Arun Kumar Selvaraj, Wei-Ting Hsu</td></tr>
<tr><td style="color:#6a7280;">Submitted</td><td>2026-09-04 07:51 (UTC+8)</td></tr>
</table>
<p>You can update the PDF and supplementary material until the submission deadline, <b>11 September 2026, 23:59 AoE</b>. Author responses open on 2 November; notifications are expected on 4 December 2026.</p>
<p>Please make sure every co-author has completed their PaperVale profile (conflicts of interest and institutional domains) before the deadline.</p>
<p><a href="https://papervale.net/conf/apslt2027/paper/412" style="color:#2563eb;">View your submission</a></p>
<p>APSLT 2027 Program Chairs</p>
</td></tr>
<tr><td style="padding:14px 24px;font-size:11px;color:#9aa1ac;border-top:1px solid #e2e5ea;">Sent by PaperVale on behalf of the conference &middot; PaperVale Ltd, 20 Station Road, Cambridge CB1 2JD, UK &middot; <a href="https://papervale.net/privacy" style="color:#9aa1ac;">Privacy</a> &middot; <a href="https://papervale.net/settings/notifications" style="color:#9aa1ac;">Notification settings</a></td></tr>
</table></td></tr></table></body></html>`,
  },
  {
    family: "papervale",
    group: "consumer",
    lang: "en",
    kind: "review-invite",
    code: null,
    link: "https://papervale.net/conf/icslp-w2027/reviewer/invitation?r=cl8841&t=Zk3qT9vXw2",
    from: "ICSLP-W 2027 via PaperVale <noreply@papervale.net>",
    subject: "Invitation to review for the ICSLP 2027 Workshop on Multilingual Speech",
    date: d(9, 22, "21:13"),
    text: `Dear Chia-Ying Lin,

On behalf of the organising committee of the ICSLP 2027 Workshop on Multilingual Speech
(MulSpeech 2027), we would like to invite you to serve on the Program Committee as a reviewer.

Your expected load is 3 to 4 short papers (4 pages). The reviewing period runs from
20 October to 10 November 2026. Your name was suggested by the area chair for
low-resource ASR, Dr. Meenakshi Raman.

Please let us know whether you can help by responding to the invitation here:

https://papervale.net/conf/icslp-w2027/reviewer/invitation?r=cl8841&t=Zk3qT9vXw2

(You will be asked to sign in to PaperVale, or to create an account with this e-mail address.)

We would appreciate your answer by 30 September 2026.

With thanks and best regards,
Yuki Tanabe, Hamid Reza Sadeghi and Chloé Marchand
MulSpeech 2027 Workshop Chairs
`,
    html: null,
  },
  {
    family: "papervale",
    group: "consumer",
    lang: "en",
    kind: "decision",
    code: null,
    link: null,
    from: "APSLT 2027 via PaperVale <noreply@papervale.net>",
    subject: "[APSLT 2027] Reviews available for submission #412",
    date: d(10, 23, "18:02"),
    text: `Dear Chia-Ying Lin,

The reviews for your APSLT 2027 submission #412 "Adapter Fusion for Low-Resource
Cross-Lingual ASR" are now available on PaperVale.

Number of reviews: 3 (+ 1 meta-review to follow)
Author response period: 2 November 2026 – 9 November 2026, 23:59 AoE
Maximum response length: 900 words

Please keep the response factual and anonymous; do not include links to non-anonymised
material. Responses submitted after the deadline cannot be shown to reviewers.

Reviews: https://papervale.net/conf/apslt2027/paper/412/reviews

APSLT 2027 Program Chairs
`,
    html: `<html><body style="font-family:Arial,sans-serif;font-size:14px;color:#222;">
<p>Dear Chia-Ying Lin,</p>
<p>The reviews for your APSLT 2027 submission <b>#412</b> &ldquo;Adapter Fusion for Low-Resource Cross-Lingual ASR&rdquo; are now available on PaperVale.</p>
<ul>
<li>Number of reviews: 3 (+ 1 meta-review to follow)</li>
<li>Author response period: 2 November 2026 &ndash; 9 November 2026, 23:59 AoE</li>
<li>Maximum response length: 900 words</li>
</ul>
<p>Please keep the response factual and anonymous; do not include links to non-anonymised material. Responses submitted after the deadline cannot be shown to reviewers.</p>
<p><a href="https://papervale.net/conf/apslt2027/paper/412/reviews">Read the reviews</a></p>
<p>APSLT 2027 Program Chairs</p>
<hr style="border:0;border-top:1px solid #ddd;">
<p style="font-size:11px;color:#888;">PaperVale Ltd &middot; 20 Station Road, Cambridge CB1 2JD, UK &middot; <a href="https://papervale.net/privacy" style="color:#888;">Privacy</a></p>
</body></html>`,
  },

  // ------------------------------------------------------------------ reference manager
  {
    family: "refquill",
    group: "consumer",
    lang: "en",
    kind: "invite-link",
    code: null,
    link: "https://click.refquill.com/ls/click?upn=u001.Qx7Rk2mGs-2FgroupInvite-3D9f41c0de&s=rq_inv",
    from: "Refquill <team@refquill.com>",
    subject: "Wei-Ting Hsu invited you to the group library “QSU Speech Lab”",
    date: d(8, 28, "10:37"),
    enc: "qp",
    text: `Wei-Ting Hsu invited you to join a shared group library on Refquill.

  QSU Speech Lab
  8 members · 2,317 references · 4.1 GB of attached PDFs

"Please join so we can keep the ASR related-work list in one place. Tag new papers with the project name."
— Wei-Ting

Join the group:
https://click.refquill.com/ls/click?upn=u001.Qx7Rk2mGs-2FgroupInvite-3D9f41c0de&s=rq_inv

This invitation was sent to lin.chiaying@ms.qsu.edu.tw and expires in 14 days.
Shared attachments count against the group owner's storage, not yours.

Refquill Inc., 548 Market St #31705, San Francisco, CA 94104
Help: https://help.refquill.com  ·  Unsubscribe from group e-mails: https://refquill.com/settings/email
`,
    html: `<!doctype html><html><head><meta charset="utf-8"></head>
<body style="margin:0;padding:0;background:#fbfaf7;">
<div style="display:none;max-height:0;overflow:hidden;">Keep the ASR related-work list in one place.</div>
<table width="100%" border="0" cellspacing="0" cellpadding="0" bgcolor="#fbfaf7"><tr><td align="center" style="padding:32px 10px;">
<table width="520" border="0" cellspacing="0" cellpadding="0" style="background:#fff;border-radius:10px;box-shadow:0 1px 3px rgba(0,0,0,.08);font-family:Georgia,'Times New Roman',serif;">
<tr><td style="padding:28px 32px 0;"><img src="https://cdn.refquill.com/email/quill-wordmark@2x.png" width="120" height="28" alt="Refquill"></td></tr>
<tr><td style="padding:20px 32px;font-size:17px;line-height:1.6;color:#1f2328;">
<img src="https://cdn.refquill.com/avatars/u/hsuwt.jpg" width="40" height="40" alt="" style="border-radius:20px;vertical-align:middle;"> <b>Wei-Ting Hsu</b> invited you to join a shared group library.
<table width="100%" cellpadding="14" cellspacing="0" style="margin:18px 0;border:1px solid #ece8df;border-radius:8px;font-family:Helvetica,Arial,sans-serif;">
<tr><td><div style="font-size:18px;font-weight:bold;color:#1f2328;">QSU Speech Lab</div>
<div style="font-size:13px;color:#6e6a62;">8 members &middot; 2,317 references &middot; 4.1 GB of attached PDFs</div></td></tr></table>
<p style="font-style:italic;color:#4d4a45;font-size:15px;">&ldquo;Please join so we can keep the ASR related-work list in one place. Tag new papers with the project name.&rdquo;</p>
<table border="0" cellspacing="0" cellpadding="0"><tr><td bgcolor="#a2381b" style="border-radius:6px;">
<a href="https://click.refquill.com/ls/click?upn=u001.Qx7Rk2mGs-2FgroupInvite-3D9f41c0de&amp;s=rq_inv" style="display:inline-block;padding:12px 26px;font-family:Helvetica,Arial,sans-serif;font-size:15px;color:#fff;text-decoration:none;font-weight:bold;">Join QSU Speech Lab</a>
</td></tr></table>
<p style="font-family:Helvetica,Arial,sans-serif;font-size:12px;color:#8a857c;margin-top:20px;">This invitation was sent to lin.chiaying@ms.qsu.edu.tw and expires in 14 days. Shared attachments count against the group owner&rsquo;s storage, not yours.</p>
</td></tr>
<tr><td style="padding:16px 32px 26px;font-family:Helvetica,Arial,sans-serif;font-size:11px;color:#a19c93;border-top:1px solid #f1eee8;">
Refquill Inc., 548 Market St #31705, San Francisco, CA 94104<br>
<a href="https://help.refquill.com" style="color:#a19c93;">Help</a> &middot; <a href="https://refquill.com/settings/email" style="color:#a19c93;">Unsubscribe from group e-mails</a> &middot;
<a href="https://apps.apple.com/app/refquill/id1587720331"><img src="https://cdn.refquill.com/email/badge-appstore.png" width="90" height="30" alt="Download on the App Store" style="vertical-align:middle;"></a>
</td></tr></table></td></tr></table></body></html>`,
  },
  {
    family: "refquill",
    group: "consumer",
    lang: "en",
    kind: "receipt",
    code: null,
    link: null,
    from: "Refquill Billing <billing@refquill.com>",
    subject: "Your Refquill receipt [#RQ-2609-55182]",
    date: d(9, 28, "02:14"),
    text: `Refquill Plus — annual (student pricing)

Receipt #RQ-2609-55182
Date paid: September 27, 2026
Payment method: Visa •••• 6603

Refquill Plus, 1 year (Sep 28, 2026 – Sep 27, 2027)   US$35.88
Student discount (50%)                                 -US$17.94
Tax                                                      US$0.00
Amount paid                                             US$17.94

Your student status is verified until Aug 31, 2027.
Questions about this charge? Reply to this e-mail or visit https://help.refquill.com/billing

Refquill Inc., 548 Market St #31705, San Francisco, CA 94104
`,
    html: `<html><body style="font-family:Helvetica,Arial,sans-serif;color:#1f2328;background:#fbfaf7;padding:20px;">
<table width="480" cellpadding="0" cellspacing="0" style="background:#fff;margin:0 auto;border-radius:8px;"><tr><td style="padding:24px;">
<img src="https://cdn.refquill.com/email/quill-wordmark@2x.png" width="110" height="26" alt="Refquill">
<h2 style="font-size:20px;margin:18px 0 4px;">Receipt from Refquill</h2>
<div style="color:#6e6a62;font-size:13px;">Receipt #RQ-2609-55182 &middot; Paid September 27, 2026 &middot; Visa &bull;&bull;&bull;&bull; 6603</div>
<table width="100%" cellpadding="6" cellspacing="0" style="margin-top:18px;font-size:14px;border-top:1px solid #eee;">
<tr><td>Refquill Plus, 1 year<br><span style="font-size:12px;color:#8a857c;">Sep 28, 2026 &ndash; Sep 27, 2027</span></td><td align="right">US$35.88</td></tr>
<tr><td>Student discount (50%)</td><td align="right">&minus;US$17.94</td></tr>
<tr><td>Tax</td><td align="right">US$0.00</td></tr>
<tr style="font-weight:bold;border-top:1px solid #eee;"><td>Amount paid</td><td align="right">US$17.94</td></tr>
</table>
<p style="font-size:13px;color:#6e6a62;">Your student status is verified until Aug 31, 2027. Questions about this charge? <a href="https://help.refquill.com/billing">Billing help</a></p>
</td></tr></table>
<p style="text-align:center;font-size:11px;color:#a19c93;">Refquill Inc., 548 Market St #31705, San Francisco, CA 94104</p>
</body></html>`,
  },

  // ------------------------------------------------------------------ GPU rental (German)
  {
    family: "rechenkeller-gpu",
    group: "consumer",
    lang: "de",
    kind: "instance-stopped",
    code: null,
    link: null,
    from: "Rechenkeller GPU <noreply@rechenkeller.de>",
    subject: "Ihre Instanz „asr-adapter-a100“ wurde angehalten (Guthaben aufgebraucht)",
    date: d(9, 19, "03:41", "+0200"),
    enc: "qp",
    text: `Hallo Chia-Ying Lin,

Ihr Prepaid-Guthaben ist aufgebraucht. Wir haben deshalb folgende Instanz am 19.09.2026 um 03:41 Uhr (MESZ) angehalten:

  Instanz:     asr-adapter-a100 (ID i-7f3e90c2)
  Typ:         1× NVIDIA A100 80 GB, 16 vCPU, 120 GB RAM
  Standort:    Nürnberg (NBG-2)
  Laufzeit:    41 h 12 min à 1,49 €/h

Ihre Festplatte (500 GB NVMe) bleibt noch 7 Tage erhalten und wird mit 0,02 €/GB pro Monat berechnet.
Danach wird sie unwiderruflich gelöscht. Laden Sie Guthaben auf, um die Instanz wieder zu starten.

Guthaben verwalten: https://console.rechenkeller.de/billing

Viele Grüße
Ihr Rechenkeller-Team

Rechenkeller GmbH · Frankenstraße 152 · 90461 Nürnberg · Amtsgericht Nürnberg HRB 39217
Support: +49 911 9308 440 · support@rechenkeller.de
`,
    html: `<!DOCTYPE html><html lang="de"><body style="margin:0;background:#111418;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:28px 10px;">
<table width="580" cellpadding="0" cellspacing="0" style="background:#1b2027;color:#d6dbe1;font-family:'IBM Plex Sans',Arial,sans-serif;font-size:15px;line-height:1.6;border-radius:8px;">
<tr><td style="padding:22px 28px;border-bottom:1px solid #2c333c;"><img src="https://rechenkeller.de/mail/logo-dark.png" alt="Rechenkeller" width="150" height="30"></td></tr>
<tr><td style="padding:24px 28px;">
<p style="margin-top:0;">Hallo Chia-Ying Lin,</p>
<p>Ihr Prepaid-Guthaben ist aufgebraucht. Wir haben deshalb folgende Instanz am <b>19.09.2026 um 03:41 Uhr (MESZ)</b> angehalten:</p>
<table cellpadding="6" cellspacing="0" style="width:100%;font-family:'IBM Plex Mono',monospace;font-size:13px;background:#12161b;border-radius:6px;color:#c3cad3;">
<tr><td width="110">Instanz</td><td>asr-adapter-a100 (ID i-7f3e90c2)</td></tr>
<tr><td>Typ</td><td>1× NVIDIA A100 80 GB, 16 vCPU, 120 GB RAM</td></tr>
<tr><td>Standort</td><td>Nürnberg (NBG-2)</td></tr>
<tr><td>Laufzeit</td><td>41 h 12 min à 1,49 €/h</td></tr>
</table>
<p>Ihre Festplatte (500 GB NVMe) bleibt noch 7 Tage erhalten und wird mit 0,02 €/GB pro Monat berechnet. Danach wird sie unwiderruflich gelöscht.</p>
<p><a href="https://console.rechenkeller.de/billing" style="color:#7cc4ff;">Guthaben aufladen</a></p>
<p>Viele Grüße<br>Ihr Rechenkeller-Team</p>
</td></tr>
<tr><td style="padding:16px 28px;font-size:11px;color:#7b8590;border-top:1px solid #2c333c;">Rechenkeller GmbH &middot; Frankenstraße 152 &middot; 90461 Nürnberg &middot; HRB 39217<br>Support: +49 911 9308 440 &middot; <a href="https://rechenkeller.de/datenschutz" style="color:#7b8590;">Datenschutz</a> &middot; <a href="https://rechenkeller.de/impressum" style="color:#7b8590;">Impressum</a></td></tr>
</table></td></tr></table></body></html>`,
  },
  {
    family: "rechenkeller-gpu",
    group: "consumer",
    lang: "de",
    kind: "invoice",
    code: null,
    link: null,
    from: "Rechenkeller Buchhaltung <rechnung@rechenkeller.de>",
    subject: "Rechnung RK-2026-0917334 für September 2026",
    date: d(10, 1, "08:05", "+0200"),
    text: `Guten Tag Chia-Ying Lin,

anbei erhalten Sie Ihre Rechnung für den Abrechnungszeitraum 01.09.2026 – 30.09.2026.

Rechnungsnummer:  RK-2026-0917334
Kundennummer:     K-0088412
Rechnungsbetrag:  87,36 € (steuerfrei, Leistungsempfänger im Drittland)
Zahlungsart:      Prepaid-Guthaben (bereits beglichen)

Die Rechnung finden Sie als PDF im Anhang sowie jederzeit in der Konsole unter „Abrechnung“.

Mit freundlichen Grüßen
Rechenkeller GmbH · Frankenstraße 152 · 90461 Nürnberg
USt-IdNr. DE318457720 · Geschäftsführer: Jonas Beutler
`,
    html: null,
    enc: "8bit",
    attachment: [
      "RK-2026-0917334.pdf",
      "application/pdf",
      "%PDF-1.5\n% Rechnung RK-2026-0917334\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n",
    ],
  },

  // ------------------------------------------------------------------ cloud notebooks
  {
    family: "kernelkite",
    group: "consumer",
    lang: "en",
    kind: "login-link",
    code: null,
    link: "https://kernelkite.io/auth/magic?email=lin.chiaying%40ms.qsu.edu.tw&token=kk_ml_3Hq8ZpW1vT6nY0aR",
    from: "Kernelkite <login@kernelkite.io>",
    subject: "Sign in to Kernelkite",
    date: d(8, 26, "22:48"),
    text: `Sign in to Kernelkite

Click the link below to sign in as lin.chiaying@ms.qsu.edu.tw. The link can be used once and expires in 15 minutes.

https://kernelkite.io/auth/magic?email=lin.chiaying%40ms.qsu.edu.tw&token=kk_ml_3Hq8ZpW1vT6nY0aR

Requested from Taipei, Taiwan (Chrome on macOS) at 22:48 GMT+8.
If you didn't try to sign in, you can safely ignore this e-mail.

— Kernelkite · notebooks that run anywhere
Kernelkite Labs, 2261 Market Street #4512, San Francisco, CA 94114
`,
    html: `<html><body style="margin:0;padding:40px 0;background:#ffffff;font-family:Inter,system-ui,sans-serif;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center">
<table width="440" cellpadding="0" cellspacing="0">
<tr><td><img src="https://kernelkite.io/brand/kite-32.png" width="32" height="32" alt="Kernelkite"></td></tr>
<tr><td style="padding:20px 0 8px;font-size:22px;font-weight:600;color:#0f172a;">Sign in to Kernelkite</td></tr>
<tr><td style="font-size:15px;color:#334155;line-height:1.6;">Click the button below to sign in as <b>lin.chiaying@ms.qsu.edu.tw</b>. The link can be used once and expires in 15 minutes.</td></tr>
<tr><td style="padding:24px 0;"><a href="https://kernelkite.io/auth/magic?email=lin.chiaying%40ms.qsu.edu.tw&amp;token=kk_ml_3Hq8ZpW1vT6nY0aR" style="background:#0f172a;color:#fff;padding:11px 22px;border-radius:6px;text-decoration:none;font-size:14px;font-weight:600;display:inline-block;">Sign in</a></td></tr>
<tr><td style="font-size:13px;color:#64748b;line-height:1.6;">Requested from Taipei, Taiwan (Chrome on macOS) at 22:48 GMT+8. If you didn&#39;t try to sign in, you can safely ignore this e-mail.</td></tr>
<tr><td style="padding-top:32px;border-bottom:1px solid #e2e8f0;"></td></tr>
<tr><td style="padding-top:14px;font-size:11px;color:#94a3b8;">Kernelkite Labs, 2261 Market Street #4512, San Francisco, CA 94114 &middot; <a href="https://kernelkite.io/legal/privacy" style="color:#94a3b8;">Privacy</a> &middot; <a href="https://status.kernelkite.io" style="color:#94a3b8;">Status</a></td></tr>
</table></td></tr></table></body></html>`,
  },
  {
    family: "kernelkite",
    group: "consumer",
    lang: "en",
    kind: "usage-alert",
    code: null,
    link: null,
    from: "Kernelkite <notifications@kernelkite.io>",
    subject: "You've used 80% of your compute units for October",
    date: d(10, 20, "13:09"),
    text: `Hi Chia-Ying,

Your Kernelkite Pro workspace "qsu-speech" has used 80 of its 100 compute units for the
billing period Oct 1 – Oct 31, 2026.

  T4 runtime        31.5 CU
  L4 runtime        44.2 CU
  High-RAM CPU       4.3 CU

At the current rate you will run out around Oct 26. When you reach 100 CU, GPU runtimes
will stop and notebooks will fall back to CPU. Extra units cost US$9.99 per 100 CU and
never expire.

Usage details: https://kernelkite.io/settings/usage
Manage alerts: https://kernelkite.io/settings/notifications

— The Kernelkite team
`,
    html:
      `<html><body style="font-family:Inter,system-ui,sans-serif;color:#334155;font-size:15px;line-height:1.6;max-width:520px;margin:0 auto;padding:24px;">
<img src="https://kernelkite.io/brand/kite-32.png" width="32" height="32" alt="Kernelkite">
<p>Hi Chia-Ying,</p>
<p>Your Kernelkite Pro workspace <b>qsu-speech</b> has used <b>80 of its 100 compute units</b> for the billing period Oct 1 &ndash; Oct 31, 2026.</p>
<div style="background:#e2e8f0;border-radius:4px;height:10px;"><div style="background:#f59e0b;width:80%;height:10px;border-radius:4px;"></div></div>
<table cellpadding="4" style="font-size:14px;margin:14px 0;">
<tr><td>T4 runtime</td><td align="right">31.5 CU</td></tr>
<tr><td>L4 runtime</td><td align="right">44.2 CU</td></tr>
<tr><td>High-RAM CPU</td><td align="right">4.3 CU</td></tr>
</table>
<p>At the current rate you will run out around Oct 26. When you reach 100 CU, GPU runtimes will stop and notebooks will fall back to CPU. Extra units cost US$9.99 per 100 CU and never expire.</p>
<p><a href="https://kernelkite.io/settings/usage" style="color:#2563eb;">See usage details</a></p>
<p style="font-size:12px;color:#94a3b8;border-top:1px solid #e2e8f0;padding-top:12px;">Kernelkite Labs, 2261 Market Street #4512, San Francisco, CA 94114 &middot; <a href="https://kernelkite.io/settings/notifications" style="color:#94a3b8;">Manage alerts</a></p>
</body></html>`,
  },

  // ------------------------------------------------------------------ Taiwan bank
  {
    family: "daguan-bank",
    group: "regional",
    lang: "zh-TW",
    kind: "transfer-otp",
    code: "914206",
    link: null,
    from: "大觀商業銀行 <ebank@daguanbank.com.tw>",
    subject: "大觀銀行 網路銀行交易驗證碼通知",
    date: d(8, 25, "20:16"),
    enc: "b64",
    text: `親愛的客戶您好：

您於 2026/08/25 20:16 在網路銀行進行約定外轉帳，交易驗證碼（OTP）如下：

交易識別碼：KQ7T
交易驗證碼：914206

轉出帳號：***-**-***138-2
轉入帳號：812-台新銀行 ****0045719
轉帳金額：新臺幣 18,500 元
驗證碼有效時間：5 分鐘

請核對交易識別碼與網頁顯示相同後再輸入驗證碼。本行不會以電話、簡訊或電子郵件要求您提供驗證碼。
如非本人交易，請立即撥打 24 小時客服專線 0800-025-777。

大觀商業銀行 敬上
`,
    html: `<html><body style="margin:0;background:#f2efe9;">
<table width="100%" cellpadding="0" cellspacing="0" border="0"><tr><td align="center" style="padding:16px;">
<table width="600" cellpadding="0" cellspacing="0" border="0" style="background:#fff;font-family:'Microsoft JhengHei',Arial,sans-serif;color:#333;">
<tr><td bgcolor="#8c1c13" style="padding:12px 20px;"><img src="https://www.daguanbank.com.tw/edm/logo_w.png" alt="大觀銀行 DAGUAN BANK" width="160" height="36"></td></tr>
<tr><td style="padding:22px 24px;font-size:15px;line-height:1.8;">
親愛的客戶您好：<br>
您於 2026/08/25 20:16 在網路銀行進行<b>約定外轉帳</b>，交易驗證碼（OTP）如下：
<table cellpadding="8" cellspacing="0" border="0" style="margin:16px 0;border:1px solid #e5d9c8;width:100%;">
<tr><td width="140" bgcolor="#faf6ef">交易識別碼</td><td style="font-size:18px;letter-spacing:2px;">KQ7T</td></tr>
<tr><td bgcolor="#faf6ef">交易驗證碼</td><td style="font-size:26px;font-weight:bold;color:#8c1c13;letter-spacing:6px;">914206</td></tr>
<tr><td bgcolor="#faf6ef">轉出帳號</td><td>***-**-***138-2</td></tr>
<tr><td bgcolor="#faf6ef">轉入帳號</td><td>812-台新銀行 ****0045719</td></tr>
<tr><td bgcolor="#faf6ef">轉帳金額</td><td>新臺幣 18,500 元</td></tr>
<tr><td bgcolor="#faf6ef">有效時間</td><td>5 分鐘</td></tr>
</table>
<span style="font-size:13px;color:#8c1c13;">請核對交易識別碼與網頁顯示相同後再輸入驗證碼。本行不會以電話、簡訊或電子郵件要求您提供驗證碼。</span><br>
<span style="font-size:13px;">如非本人交易，請立即撥打 24 小時客服專線 0800-025-777。</span>
</td></tr>
<tr><td style="padding:14px 24px;background:#f7f4ef;font-size:11px;color:#888;line-height:1.6;">
本郵件為系統自動發送，請勿回覆。｜大觀商業銀行 10041 臺北市中正區重慶南路一段 86 號<br>
<a href="https://www.daguanbank.com.tw/security" style="color:#888;">網路安全須知</a>｜<a href="https://www.daguanbank.com.tw/privacy" style="color:#888;">個人資料保護告知事項</a>
</td></tr></table></td></tr></table></body></html>`,
  },
  {
    family: "daguan-bank",
    group: "regional",
    lang: "zh-TW",
    kind: "statement",
    code: null,
    link: null,
    from: "大觀商業銀行 電子對帳單 <estatement@daguanbank.com.tw>",
    subject: "大觀銀行 2026年09月 綜合對帳單",
    date: d(10, 6, "05:30"),
    enc: "b64",
    text: `親愛的 林佳穎 先生/小姐 您好：

您的 2026 年 09 月綜合對帳單已產生，附件為 PDF 檔，開啟密碼為您的身分證字號（英文字母請大寫）。

帳戶摘要
台幣活存 ***138-2　期末餘額 NT$42,316
外幣活存（SGD） ***560-7　期末餘額 SGD 1,208.45
信用卡（卡號末四碼 2291）本期應繳 NT$6,783，繳款截止日 2026/10/21

若需紙本對帳單，請洽客服 0800-025-777 或至各分行辦理。

大觀商業銀行 敬上
`,
    html: `<html><body style="font-family:'Microsoft JhengHei',Arial,sans-serif;font-size:14px;color:#333;">
<table width="600" cellpadding="0" cellspacing="0" style="border:1px solid #e5d9c8;">
<tr><td bgcolor="#8c1c13" style="padding:10px 18px;color:#fff;font-size:16px;">大觀銀行 電子對帳單</td></tr>
<tr><td style="padding:18px;line-height:1.8;">
親愛的 林佳穎 先生/小姐 您好：<br>
您的 2026 年 09 月綜合對帳單已產生，附件為 PDF 檔，開啟密碼為您的身分證字號（英文字母請大寫）。
<table cellpadding="6" cellspacing="0" border="1" style="border-collapse:collapse;border-color:#e5d9c8;margin:12px 0;width:100%;">
<tr bgcolor="#faf6ef"><th align="left">帳戶</th><th align="right">金額</th></tr>
<tr><td>台幣活存 ***138-2（期末餘額）</td><td align="right">NT$42,316</td></tr>
<tr><td>外幣活存 SGD ***560-7（期末餘額）</td><td align="right">SGD 1,208.45</td></tr>
<tr><td>信用卡 末四碼 2291（本期應繳，截止 2026/10/21）</td><td align="right">NT$6,783</td></tr>
</table>
若需紙本對帳單，請洽客服 0800-025-777 或至各分行辦理。
</td></tr>
<tr><td style="padding:10px 18px;font-size:11px;color:#999;">大觀商業銀行 10041 臺北市中正區重慶南路一段 86 號｜<a href="https://www.daguanbank.com.tw/estatement/unsubscribe" style="color:#999;">取消電子對帳單</a></td></tr>
</table></body></html>`,
    attachment: [
      "DGB_202609_statement.pdf",
      "application/pdf",
      "%PDF-1.6\n%encrypted statement placeholder\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n",
    ],
  },
  {
    family: "daguan-bank",
    group: "regional",
    lang: "zh-TW",
    kind: "new-device",
    code: null,
    link: null,
    from: "大觀商業銀行 <ebank@daguanbank.com.tw>",
    subject: "大觀銀行 行動銀行新裝置綁定通知",
    date: d(9, 7, "09:03", "+0800"),
    text: `親愛的客戶您好：

您的行動銀行帳號已於 2026/09/07 09:03 綁定新裝置：

裝置：iPhone 15（iOS 19.6）
地點：新加坡（依 IP 位址推估）
原綁定裝置：Pixel 7 已自動解除綁定

依本行規定，新裝置綁定後 24 小時內，約定外轉帳每日限額調降為新臺幣 10,000 元。
如非本人操作，請立即撥打 24 小時客服專線 0800-025-777（海外請撥 +886-2-2311-6000）暫停網路銀行服務。

大觀商業銀行 敬上
（本郵件為系統自動發送，請勿回覆）
`,
    html: null,
  },

  // ------------------------------------------------------------------ Singapore bank
  {
    family: "kallang-bank",
    group: "consumer",
    lang: "en",
    kind: "login-code",
    code: "66410937",
    link: null,
    from: "Kallang Bank <alerts@kallangbank.com.sg>",
    subject: "Your Kallang Bank one-time PIN",
    date: d(9, 3, "11:26"),
    text: `Kallang Bank Digital Banking

Your One-Time PIN (OTP) to log in to Kallang Bank Digital Banking is 66410937.
It is valid for 3 minutes (until 11:29 SGT, 03 Sep 2026).

Never share your OTP with anyone, including bank staff. Kallang Bank will never ask for
your OTP over the phone, SMS or a link in an e-mail.

If you did not request this OTP, call our 24-hour hotline at 1800 228 5500
(overseas: +65 6228 5500) or use the Kill Switch in the Kallang Bank app.

This is a computer-generated message. Please do not reply.
Kallang Bank Ltd, 12 Marina View, #20-01, Singapore 018961. Co. Reg. No. 199702417K
`,
    html: null,
  },
  {
    family: "kallang-bank",
    group: "consumer",
    lang: "en",
    kind: "card-dispatched",
    code: null,
    link: null,
    from: "Kallang Bank <cards@kallangbank.com.sg>",
    subject: "Your Kallang Bank debit card is on its way",
    date: d(9, 5, "15:40"),
    enc: "qp",
    text: `Dear LIN CHIA-YING,

Your new Kallang Bank Visa Debit Card (ending 4418) was mailed on 05 Sep 2026 to:

  Raintree Residences, Block B #07-12
  21 Clementi Ridge Road
  Singapore 129855

It should arrive within 5 working days. When it arrives, activate it in the Kallang Bank app
under Cards > Activate card. Your card PIN will be set in the app; no PIN mailer is sent.

Account: Kallang Everyday Account ***-**381-6

Kallang Bank Ltd · 12 Marina View, #20-01, Singapore 018961 · 1800 228 5500
Deposits are insured up to S$100k per depositor by the SDIC.
`,
    html: `<html><body style="margin:0;background:#eef6f5;font-family:Arial,Helvetica,sans-serif;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:20px 10px;">
<table width="600" cellpadding="0" cellspacing="0" style="background:#fff;">
<tr><td style="background:#00635a;padding:16px 24px;"><img src="https://www.kallangbank.com.sg/email/kb-logo-white.png" alt="Kallang Bank" width="140" height="32"></td></tr>
<tr><td><img src="https://www.kallangbank.com.sg/email/banner-card-on-its-way.jpg" width="600" height="180" alt="Your card is on its way" style="display:block;"></td></tr>
<tr><td style="padding:24px;font-size:15px;line-height:1.6;color:#203a38;">
<p>Dear LIN CHIA-YING,</p>
<p>Your new Kallang Bank Visa Debit Card (ending <b>4418</b>) was mailed on 05 Sep 2026 to:</p>
<p style="background:#f3f8f7;padding:12px;">Raintree Residences, Block B #07-12<br>21 Clementi Ridge Road<br>Singapore 129855</p>
<p>It should arrive within 5 working days. When it arrives, activate it in the Kallang Bank app under <b>Cards &gt; Activate card</b>. Your card PIN will be set in the app; no PIN mailer is sent.</p>
<p style="font-size:13px;color:#5b6f6d;">Account: Kallang Everyday Account ***-**381-6</p>
<table cellpadding="0" cellspacing="0"><tr>
<td><a href="https://apps.apple.com/sg/app/kallang-bank/id1462209875"><img src="https://www.kallangbank.com.sg/email/app-store.png" width="120" height="40" alt="Download on the App Store"></a></td>
<td style="padding-left:8px;"><a href="https://play.google.com/store/apps/details?id=sg.kallangbank.mobile"><img src="https://www.kallangbank.com.sg/email/google-play.png" width="135" height="40" alt="Get it on Google Play"></a></td>
</tr></table>
</td></tr>
<tr><td style="padding:16px 24px;background:#f3f8f7;font-size:11px;color:#6d7f7d;line-height:1.5;">Kallang Bank Ltd &middot; 12 Marina View, #20-01, Singapore 018961 &middot; 1800 228 5500<br>Deposits are insured up to S$100k per depositor by the SDIC. &middot; <a href="https://www.kallangbank.com.sg/privacy" style="color:#6d7f7d;">Privacy</a> &middot; <a href="https://www.kallangbank.com.sg/security" style="color:#6d7f7d;">Security advisory</a></td></tr>
</table></td></tr></table></body></html>`,
  },
  {
    family: "kallang-bank",
    group: "consumer",
    lang: "en",
    kind: "transfer-received",
    code: null,
    link: null,
    from: "Kallang Bank <alerts@kallangbank.com.sg>",
    subject: "iBanking Alerts - Incoming PayNow transfer",
    date: d(10, 2, "12:03"),
    text: `Dear Customer,

You have received SGD 1,850.00 in your account ***-**381-6 on 02 Oct 2026 at 12:03 SGT.

From: KEMBANGAN INSTITUTE OF TECHNOLOGY
Via: PayNow (UEN 200604362R)
Reference: VISITING RES STIPEND OCT2026

To view your transactions, log in to Kallang Bank Digital Banking.
For assistance, call 1800 228 5500.

Kallang Bank Ltd, 12 Marina View, #20-01, Singapore 018961
`,
    html: null,
  },

  // ------------------------------------------------------------------ mobile wallet (Taiwan)
  {
    family: "huoban-pay",
    group: "regional",
    lang: "zh-TW",
    kind: "payment-receipt",
    code: null,
    link: null,
    from: "夥伴支付 HuobanPay <notice@huobanpay.com.tw>",
    subject: "夥伴支付 付款成功通知 NT$265",
    date: d(8, 29, "12:41"),
    enc: "qp",
    text: `付款成功

商店：溫州街麵食館（大安店）
金額：NT$265
付款方式：夥伴支付帳戶餘額
交易時間：2026/08/29 12:41:07
交易序號：HB2608291241070392
本次回饋：夥伴點數 5 點（預計 2026/09/05 入帳）

電子發票已存入手機條碼載具 /QX8.K3R。
如對交易有疑問，請於 App「我的 > 交易紀錄」提出申訴，或撥打客服 (02) 7743-1188。

夥伴支付股份有限公司｜電子支付機構許可字號 金管銀票字第 11401923 號
`,
    html: `<html><body style="margin:0;background:#f4f4f4;">
<center>
<table width="100%" style="max-width:420px;background:#ffffff;font-family:'PingFang TC','Microsoft JhengHei',sans-serif;" cellpadding="0" cellspacing="0">
<tr><td style="padding:20px;text-align:center;background:#17b890;"><img src="https://static.huobanpay.com.tw/mail/hb-logo.png" width="120" height="30" alt="夥伴支付"></td></tr>
<tr><td style="padding:24px;text-align:center;">
<div style="font-size:14px;color:#17b890;">✔ 付款成功</div>
<div style="font-size:36px;font-weight:bold;color:#222;margin:6px 0;">NT$265</div>
<div style="font-size:14px;color:#666;">溫州街麵食館（大安店）</div>
</td></tr>
<tr><td style="padding:0 24px 20px;">
<table width="100%" cellpadding="6" style="font-size:13px;color:#444;border-top:1px dashed #ddd;">
<tr><td>付款方式</td><td align="right">夥伴支付帳戶餘額</td></tr>
<tr><td>交易時間</td><td align="right">2026/08/29 12:41:07</td></tr>
<tr><td>交易序號</td><td align="right">HB2608291241070392</td></tr>
<tr><td>本次回饋</td><td align="right">夥伴點數 5 點（9/5 入帳）</td></tr>
<tr><td>電子發票</td><td align="right">已存入載具 /QX8.K3R</td></tr>
</table></td></tr>
<tr><td style="padding:14px 24px;background:#fafafa;font-size:11px;color:#999;line-height:1.6;">如對交易有疑問，請於 App「我的 &gt; 交易紀錄」提出申訴，或撥打客服 (02) 7743-1188。<br>夥伴支付股份有限公司｜許可字號 金管銀票字第 11401923 號｜<a href="https://www.huobanpay.com.tw/terms" style="color:#999;">服務條款</a></td></tr>
</table></center></body></html>`,
  },
  {
    family: "huoban-pay",
    group: "regional",
    lang: "zh-TW",
    kind: "verify-email",
    code: "4739",
    link: "https://m.huobanpay.com.tw/account/email/verify?req=EV2609101722&sig=c07d9e2ab1",
    from: "夥伴支付 HuobanPay <notice@huobanpay.com.tw>",
    subject: "夥伴支付｜請驗證您的新電子信箱",
    date: d(9, 10, "17:22"),
    enc: "b64",
    text: `親愛的夥伴支付用戶您好：

您在 2026/09/10 17:22 申請將帳戶通知信箱變更為 lin.chiaying@ms.qsu.edu.tw。
請在 App 中輸入以下 4 位數驗證碼：

4739

或直接點選連結完成驗證：
https://m.huobanpay.com.tw/account/email/verify?req=EV2609101722&sig=c07d9e2ab1

驗證碼與連結 30 分鐘內有效。完成驗證前，交易通知仍會寄到原信箱 c***9@gmail.com。
若您沒有申請變更，請勿理會本信並立即至 App 修改密碼。

夥伴支付 客服 (02) 7743-1188
`,
    html: `<html><body style="margin:0;background:#f4f4f4;font-family:'PingFang TC','Microsoft JhengHei',sans-serif;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:20px 8px;">
<table width="480" cellpadding="0" cellspacing="0" style="background:#fff;border-radius:8px;">
<tr><td style="padding:18px 24px;"><img src="https://static.huobanpay.com.tw/mail/hb-logo-green.png" width="120" height="30" alt="夥伴支付"></td></tr>
<tr><td style="padding:0 24px 8px;font-size:15px;line-height:1.8;color:#333;">
親愛的夥伴支付用戶您好：<br>您在 2026/09/10 17:22 申請將帳戶通知信箱變更為 <b>lin.chiaying@ms.qsu.edu.tw</b>。請在 App 中輸入以下驗證碼：
</td></tr>
<tr><td align="center" style="padding:14px 0;"><span style="display:inline-block;background:#e8f8f3;color:#0f7a5f;font-size:32px;font-weight:bold;letter-spacing:12px;padding:10px 20px 10px 32px;border-radius:6px;">4739</span></td></tr>
<tr><td align="center" style="padding:6px 24px 14px;font-size:14px;color:#555;">或點選下方按鈕直接完成驗證</td></tr>
<tr><td align="center" style="padding-bottom:20px;"><a href="https://m.huobanpay.com.tw/account/email/verify?req=EV2609101722&amp;sig=c07d9e2ab1" style="background:#17b890;color:#fff;text-decoration:none;padding:12px 40px;border-radius:24px;font-size:15px;display:inline-block;">驗證新信箱</a></td></tr>
<tr><td style="padding:0 24px 20px;font-size:12px;color:#888;line-height:1.7;">驗證碼與連結 30 分鐘內有效。完成驗證前，交易通知仍會寄到原信箱 c***9@gmail.com。若您沒有申請變更，請勿理會本信並立即至 App 修改密碼。</td></tr>
<tr><td style="padding:12px 24px;background:#fafafa;font-size:11px;color:#aaa;">夥伴支付股份有限公司｜客服 (02) 7743-1188｜<a href="https://www.huobanpay.com.tw/privacy" style="color:#aaa;">隱私權政策</a></td></tr>
</table></td></tr></table></body></html>`,
  },

  // ------------------------------------------------------------------ transit card
  {
    family: "changxing-card",
    group: "regional",
    lang: "zh-TW",
    kind: "autoload-notice",
    code: null,
    link: null,
    from: "暢行卡 會員服務 <member@changxingcard.com.tw>",
    subject: "暢行卡自動加值通知（卡號末四碼 7730）",
    date: d(8, 26, "08:14"),
    text: `親愛的暢行卡會員您好：

您的記名暢行卡（卡號末四碼 7730）於 2026/08/26 08:14 在 台北捷運 公館站 閘門進行自動加值。

加值金額：NT$500
加值後餘額：NT$512
扣款信用卡：大觀銀行 末四碼 2291

本筆加值將列入信用卡 2026 年 9 月帳單。若您的卡片遺失，請立即撥打 (02) 2652-7000 辦理掛失，
掛失後 3 小時以上之自動加值金額可申請退還。

暢行卡股份有限公司 敬上
會員專區：https://www.changxingcard.com.tw/member
`,
    html: null,
  },
  {
    family: "changxing-card",
    group: "regional",
    lang: "zh-TW",
    kind: "verify-link",
    code: null,
    link: "https://www.changxingcard.com.tw/member/activate?m=M0826774102&c=9d1fe2a7b3c04e58",
    from: "暢行卡 會員服務 <member@changxingcard.com.tw>",
    subject: "【暢行卡】會員註冊確認信",
    date: d(8, 24, "21:55"),
    enc: "qp",
    text: `林佳穎 您好：

感謝您註冊暢行卡會員，請點選下方連結啟用會員帳號：
https://www.changxingcard.com.tw/member/activate?m=M0826774102&c=9d1fe2a7b3c04e58

連結有效期限至 2026/08/25 21:55。
啟用後即可登錄記名卡、查詢交通與小額消費紀錄、申請自動加值及掛失服務。

本信件由系統發出，請勿直接回覆。客服專線 (02) 2652-7000（07:00–22:00）
`,
    html: `<html><body style="margin:0;background:#fff8e6;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:24px 0;">
<table width="560" cellpadding="0" cellspacing="0" style="background:#fff;border:1px solid #f2dc9c;font-family:'Microsoft JhengHei',sans-serif;">
<tr><td style="background:#f7b500;padding:14px 20px;"><img src="https://www.changxingcard.com.tw/images/mail/cx_logo.png" alt="暢行卡" width="110" height="34"></td></tr>
<tr><td style="padding:24px 28px;font-size:15px;color:#333;line-height:1.8;">
<b>林佳穎</b> 您好：<br>感謝您註冊暢行卡會員，請點選下方按鈕啟用會員帳號。<br>
<div style="margin:22px 0;text-align:center;"><a href="https://www.changxingcard.com.tw/member/activate?m=M0826774102&amp;c=9d1fe2a7b3c04e58" target="_blank" style="background:#e55b13;color:#fff;font-size:16px;padding:12px 46px;text-decoration:none;border-radius:4px;">啟用會員帳號</a></div>
<span style="font-size:13px;color:#777;">連結有效期限至 2026/08/25 21:55。啟用後即可登錄記名卡、查詢交通與小額消費紀錄、申請自動加值及掛失服務。</span>
</td></tr>
<tr><td style="padding:12px 28px;border-top:1px solid #f2dc9c;font-size:11px;color:#999;">客服專線 (02) 2652-7000（07:00–22:00）｜<a href="https://www.changxingcard.com.tw/faq" style="color:#999;">常見問題</a>｜<a href="https://www.facebook.com/changxingcard" style="color:#999;">Facebook 粉絲團</a><br>© 2026 暢行卡股份有限公司</td></tr>
</table></td></tr></table></body></html>`,
  },

  // ------------------------------------------------------------------ Taiwan phone operator
  {
    family: "hehuan-telecom",
    group: "regional",
    lang: "zh-TW",
    kind: "bill",
    code: null,
    link: null,
    from: "合歡電信 電子帳單 <ebill@hehuantel.com.tw>",
    subject: "合歡電信 115年09月 電子帳單通知（門號 0912-***-308）",
    date: d(9, 12, "07:00"),
    enc: "b64",
    text: `親愛的 林佳穎 用戶您好：

您的 115 年 09 月電信帳單已出帳：

門號：0912-***-308
資費方案：學生 4G 吃到飽 499 型（合約至 116/06/30）
本期金額：NT$499
國際漫遊（新加坡 8/26–9/10 日租）：NT$1,078
本期應繳總額：NT$1,577
繳費期限：115/09/28
帳單編號：HT11509-0074213385

已設定大觀銀行帳戶自動扣繳，將於繳費期限當日扣款，無須另行繳費。
提醒您：出國期間可改申辦「新加坡 30 天上網包 NT$799」，較日租方案划算。

合歡電信 客服專線 123（手機直撥免費）／ 0800-012-123
`,
    html: `<html><body style="margin:0;background:#eef2f7;font-family:'Microsoft JhengHei',Arial,sans-serif;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:18px 6px;">
<table width="620" cellpadding="0" cellspacing="0" style="background:#fff;">
<tr><td style="padding:14px 22px;border-bottom:4px solid #3b6fd8;"><img src="https://www.hehuantel.com.tw/ebill/img/logo.png" alt="合歡電信 Hehuan Telecom" width="150" height="36"></td></tr>
<tr><td style="padding:20px 22px;font-size:14px;line-height:1.8;color:#333;">
親愛的 林佳穎 用戶您好：您的 <b>115 年 09 月</b>電信帳單已出帳。
<table width="100%" cellpadding="8" cellspacing="0" style="margin:14px 0;border:1px solid #dfe6f1;font-size:14px;">
<tr bgcolor="#f4f7fc"><td>門號</td><td align="right">0912-***-308</td></tr>
<tr><td>資費方案</td><td align="right">學生 4G 吃到飽 499 型</td></tr>
<tr bgcolor="#f4f7fc"><td>本期月租</td><td align="right">NT$499</td></tr>
<tr><td>國際漫遊（新加坡 8/26–9/10）</td><td align="right">NT$1,078</td></tr>
<tr bgcolor="#f4f7fc"><td><b>本期應繳總額</b></td><td align="right" style="font-size:20px;color:#3b6fd8;"><b>NT$1,577</b></td></tr>
<tr><td>繳費期限</td><td align="right">115/09/28（自動扣繳）</td></tr>
<tr bgcolor="#f4f7fc"><td>帳單編號</td><td align="right">HT11509-0074213385</td></tr>
</table>
<a href="https://www.hehuantel.com.tw/ebill/detail?bill=HT11509-0074213385" style="color:#3b6fd8;">查看帳單明細</a>
</td></tr>
<tr><td><a href="https://www.hehuantel.com.tw/roaming/sg30"><img src="https://www.hehuantel.com.tw/ebill/img/banner_sg30.jpg" width="620" height="120" alt="新加坡 30 天上網包 NT$799" style="display:block;border:0;"></a></td></tr>
<tr><td style="padding:14px 22px;font-size:11px;color:#999;background:#f7f9fc;">客服專線 123（手機直撥免費）／ 0800-012-123｜合歡電信股份有限公司 11493 臺北市內湖區瑞光路 399 號｜<a href="https://www.hehuantel.com.tw/privacy" style="color:#999;">隱私權保護政策</a></td></tr>
</table></td></tr></table></body></html>`,
  },

  // ------------------------------------------------------------------ Singapore phone operator
  {
    family: "merbau-mobile",
    group: "consumer",
    lang: "en",
    kind: "order-confirmed",
    code: null,
    link: null,
    from: "Merbau Mobile <hello@merbaumobile.sg>",
    subject: "We've got your order! (MBM-SG-7781204)",
    date: d(8, 24, "23:30"),
    text: `Hey Chia-Ying,

Thanks for joining Merbau Mobile. Here's what you ordered:

  Order number:    MBM-SG-7781204
  Plan:            Merbau 120GB SIM-only, no contract    S$12.00/month
  New number:      +65 8*** 2716
  SIM type:        eSIM
  First month:     S$0.00 (promo WELCOME12 applied)

Because you chose eSIM, we'll e-mail your installation QR code after your identity check
with your passport and Student's Pass is approved (usually within 2 hours between 9am–9pm).

Need help? Chat with us in the app, or call 6990 1122 (Mon–Sun, 9am–9pm).

Merbau Mobile Pte Ltd · 80 Robinson Road #10-01, Singapore 068898
`,
    html: `<html><body style="margin:0;background:#fef6ee;font-family:'Poppins',Arial,sans-serif;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:24px 10px;">
<table width="560" cellpadding="0" cellspacing="0" style="background:#fff;border-radius:16px;overflow:hidden;">
<tr><td style="background:#5b2a86;padding:26px;text-align:center;"><img src="https://merbaumobile.sg/email/logo-white.png" width="130" height="34" alt="Merbau Mobile"><div style="color:#fff;font-size:24px;font-weight:700;margin-top:12px;">We've got your order!</div></td></tr>
<tr><td style="padding:24px 28px;font-size:15px;color:#2b2b2b;line-height:1.6;">
<p>Hey Chia-Ying, thanks for joining Merbau Mobile. Here&rsquo;s what you ordered:</p>
<table width="100%" cellpadding="8" cellspacing="0" style="font-size:14px;border:1px solid #eee;border-radius:8px;">
<tr><td>Order number</td><td align="right"><b>MBM-SG-7781204</b></td></tr>
<tr><td>Plan</td><td align="right">Merbau 120GB SIM-only &middot; S$12.00/month</td></tr>
<tr><td>New number</td><td align="right">+65 8*** 2716</td></tr>
<tr><td>SIM type</td><td align="right">eSIM</td></tr>
<tr><td>First month</td><td align="right">S$0.00 <span style="color:#5b2a86;">(WELCOME12)</span></td></tr>
</table>
<p>Because you chose eSIM, we&rsquo;ll e-mail your installation QR code after your identity check with your passport and Student&rsquo;s Pass is approved (usually within 2 hours between 9am&ndash;9pm).</p>
<p style="font-size:13px;color:#777;">Need help? Chat with us in the app, or call 6990 1122.</p>
</td></tr>
<tr><td style="padding:16px 28px;background:#f7f2fb;font-size:11px;color:#8b7aa0;">Merbau Mobile Pte Ltd &middot; 80 Robinson Road #10-01, Singapore 068898<br>
<a href="https://www.instagram.com/merbaumobile" style="color:#8b7aa0;">Instagram</a> &middot; <a href="https://www.tiktok.com/@merbaumobile" style="color:#8b7aa0;">TikTok</a> &middot; <a href="https://merbaumobile.sg/privacy" style="color:#8b7aa0;">Privacy</a> &middot; <a href="https://merbaumobile.sg/unsubscribe?u=cl7781204" style="color:#8b7aa0;">Unsubscribe from offers</a></td></tr>
</table></td></tr></table></body></html>`,
  },
  {
    family: "merbau-mobile",
    group: "consumer",
    lang: "en",
    kind: "data-alert",
    code: null,
    link: null,
    from: "Merbau Mobile <hello@merbaumobile.sg>",
    subject: "Heads up: 90% of your data used",
    date: d(10, 19, "22:47"),
    text: `Hey Chia-Ying,

You've used 108GB of your 120GB local data this cycle (renews 24 Oct 2026).
After that, speeds drop to 1 Mbps until renewal, at no extra charge.

Want more? Add a 20GB booster for S$3 in the app under Plan > Add-ons.

Merbau Mobile · 6990 1122 · merbaumobile.sg
`,
    html: null,
  },

  // ------------------------------------------------------------------ student housing (Singapore)
  {
    family: "raintree-residences",
    group: "consumer",
    lang: "en",
    kind: "verify-link",
    code: null,
    link: "https://portal.raintreeresidences.sg/apply/confirm-email/3f9a7c21-0b6e-4d4a-9e1f-58c2a7d01b44",
    from: "Raintree Residences Admissions <admissions@raintreeresidences.sg>",
    subject: "Confirm your e-mail to continue your housing application",
    date: d(8, 18, "14:02"),
    enc: "qp",
    text: `Dear Chia-Ying,

Thank you for starting an application for Semester 1, AY2026/27 (arrival window 22–26 August 2026).

Before we can review it, please confirm your e-mail address:
https://portal.raintreeresidences.sg/apply/confirm-email/3f9a7c21-0b6e-4d4a-9e1f-58c2a7d01b44

Application reference: RR-26S1-03318
Room preference: Single room with shared bathroom (S$1,180/month)
Deposit due on offer: S$1,180 (refundable)

The link is valid for 72 hours. Your application will be kept as a draft until your e-mail is confirmed.

Raintree Residences Admissions Office
21 Clementi Ridge Road, Singapore 129855 | +65 6777 0810 (Mon–Fri 9am–5pm)
`,
    html: `<!DOCTYPE html><html><body style="margin:0;background:#e9efe6;font-family:Georgia,serif;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:24px 10px;">
<table width="600" cellpadding="0" cellspacing="0" style="background:#fff;">
<tr><td><img src="https://raintreeresidences.sg/assets/mail/header-raintree.jpg" width="600" height="140" alt="Raintree Residences - student living at Clementi Ridge" style="display:block;"></td></tr>
<tr><td style="padding:26px 32px;font-size:16px;line-height:1.65;color:#2c3a29;">
<p>Dear Chia-Ying,</p>
<p>Thank you for starting an application for <b>Semester 1, AY2026/27</b> (arrival window 22&ndash;26 August 2026).</p>
<p>Before we can review it, please confirm your e-mail address.</p>
<p style="text-align:center;margin:28px 0;"><a href="https://portal.raintreeresidences.sg/apply/confirm-email/3f9a7c21-0b6e-4d4a-9e1f-58c2a7d01b44" style="font-family:Arial,sans-serif;background:#3f6b35;color:#fff;padding:13px 30px;text-decoration:none;border-radius:3px;">Confirm e-mail address</a></p>
<table width="100%" cellpadding="6" cellspacing="0" style="font-family:Arial,sans-serif;font-size:14px;background:#f4f7f2;">
<tr><td>Application reference</td><td>RR-26S1-03318</td></tr>
<tr><td>Room preference</td><td>Single room, shared bathroom (S$1,180/month)</td></tr>
<tr><td>Deposit due on offer</td><td>S$1,180 (refundable)</td></tr>
</table>
<p style="font-size:14px;color:#5d6b5a;">The link is valid for 72 hours. Your application will be kept as a draft until your e-mail is confirmed.</p>
</td></tr>
<tr><td style="padding:16px 32px;background:#2c3a29;color:#c9d4c5;font-family:Arial,sans-serif;font-size:11px;line-height:1.6;">Raintree Residences Admissions Office &middot; 21 Clementi Ridge Road, Singapore 129855 &middot; +65 6777 0810<br><a href="https://raintreeresidences.sg/house-rules" style="color:#c9d4c5;">House rules</a> &middot; <a href="https://raintreeresidences.sg/pdpa" style="color:#c9d4c5;">PDPA notice</a></td></tr>
</table></td></tr></table></body></html>`,
  },
  {
    family: "raintree-residences",
    group: "consumer",
    lang: "en",
    kind: "parcel-collection",
    code: "RT-58204",
    code_digits: "58204",
    link: null,
    from: "Raintree Residences Front Desk <frontdesk@raintreeresidences.sg>",
    subject: "Parcel waiting for you at the Block A mailroom",
    date: d(9, 8, "16:25"),
    text: `Hi LIN CHIA-YING (B-07-12),

A parcel has arrived for you and is in the Block A mailroom locker wall.

  Courier:         Lorrymate Express (tracking LMX-SG-0412087765)
  Received:        08 Sep 2026, 16:21
  Locker:          A-2, compartment 36
  Collection code: RT-58204

Enter the collection code on the locker keypad (numbers only) or show it at the front desk.
Parcels not collected within 7 days are moved to the front desk and need your student ID.

Front desk hours: 8am–11pm daily | +65 6777 0800
Raintree Residences, 21 Clementi Ridge Road, Singapore 129855
`,
    html: null,
  },
  {
    family: "raintree-residences",
    group: "consumer",
    lang: "en",
    kind: "maintenance-update",
    code: null,
    link: null,
    from: "Raintree Residences Facilities <facilities@raintreeresidences.sg>",
    subject: "Work order WO-11872 completed: aircon not cooling (B-07-12)",
    date: d(9, 24, "11:52"),
    enc: "qp",
    text: `Dear resident,

Your maintenance request has been completed.

Work order:   WO-11872
Room:         B-07-12
Issue:        Aircon not cooling
Reported:     22 Sep 2026, 21:40
Completed:    24 Sep 2026, 11:35 by Technician Rahmat
Remarks:      Filter cleaned, refrigerant topped up. No charge to resident.

If the problem comes back within 14 days, reply to this e-mail quoting WO-11872.
Aircon hours are 7pm–7am on weekdays; please keep windows closed while it is on.

Raintree Residences Facilities | +65 6777 0820
`,
    html: `<html><body style="font-family:Arial,sans-serif;font-size:14px;color:#2c3a29;">
<p>Dear resident,</p><p>Your maintenance request has been <b style="color:#3f6b35;">completed</b>.</p>
<table cellpadding="5" cellspacing="0" border="1" style="border-collapse:collapse;border-color:#cfd8cb;">
<tr><td>Work order</td><td>WO-11872</td></tr><tr><td>Room</td><td>B-07-12</td></tr>
<tr><td>Issue</td><td>Aircon not cooling</td></tr><tr><td>Reported</td><td>22 Sep 2026, 21:40</td></tr>
<tr><td>Completed</td><td>24 Sep 2026, 11:35 by Technician Rahmat</td></tr>
<tr><td>Remarks</td><td>Filter cleaned, refrigerant topped up. No charge to resident.</td></tr>
</table>
<p>If the problem comes back within 14 days, reply to this e-mail quoting WO-11872. Aircon hours are 7pm&ndash;7am on weekdays; please keep windows closed while it is on.</p>
<p style="font-size:12px;color:#777;">Raintree Residences Facilities &middot; +65 6777 0820 &middot; <a href="https://portal.raintreeresidences.sg/requests">My requests</a></p>
</body></html>`,
  },

  // ------------------------------------------------------------------ food delivery (Taipei)
  {
    family: "fanhe-go",
    group: "regional",
    lang: "zh-TW",
    kind: "order-receipt",
    code: null,
    link: null,
    from: "飯盒Go <receipt@fanhego.tw>",
    subject: "您的飯盒Go訂單收據 #FG-2608-3318702",
    date: d(8, 20, "19:48"),
    enc: "b64",
    text: `感謝您使用飯盒Go，祝您用餐愉快！

訂單編號：#FG-2608-3318702
餐廳：阿彬咖哩專賣（公館店）
送達時間：2026/08/20 19:46
外送地址：臺北市大安區青山路一段 1 號 資訊館 4F 408 室

1 × 豬排咖哩飯（加蛋）        NT$170
1 × 和風沙拉                   NT$60
小計                           NT$230
外送費                         NT$29
平台服務費                     NT$10
飯盒Go 優惠（STUDENT15）     -NT$15
合計                           NT$254
付款方式：夥伴支付

電子發票號碼：UQ-38720145（已存入手機條碼載具）
對訂單有疑問？請於 App「訂單紀錄」中聯繫客服。

飯盒Go 股份有限公司｜10595 臺北市松山區八德路四段 78 號
`,
    html: `<html><body style="margin:0;background:#fff4ef;font-family:'PingFang TC','Noto Sans TC',sans-serif;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:20px 8px;">
<table width="480" cellpadding="0" cellspacing="0" style="background:#fff;border-radius:12px;">
<tr><td style="padding:20px;text-align:center;"><img src="https://cdn.fanhego.tw/mail/logo-orange.png" width="110" height="36" alt="飯盒Go"><div style="font-size:18px;font-weight:bold;margin-top:8px;">祝您用餐愉快！</div><div style="font-size:13px;color:#888;">#FG-2608-3318702｜送達 2026/08/20 19:46</div></td></tr>
<tr><td style="padding:0 22px;"><div style="font-weight:bold;font-size:15px;border-bottom:1px solid #f0e0d8;padding-bottom:6px;">阿彬咖哩專賣（公館店）</div>
<table width="100%" cellpadding="5" style="font-size:14px;color:#333;">
<tr><td>1 × 豬排咖哩飯（加蛋）</td><td align="right">NT$170</td></tr>
<tr><td>1 × 和風沙拉</td><td align="right">NT$60</td></tr>
<tr><td style="color:#888;">小計</td><td align="right" style="color:#888;">NT$230</td></tr>
<tr><td style="color:#888;">外送費</td><td align="right" style="color:#888;">NT$29</td></tr>
<tr><td style="color:#888;">平台服務費</td><td align="right" style="color:#888;">NT$10</td></tr>
<tr><td style="color:#ff6a2b;">優惠 STUDENT15</td><td align="right" style="color:#ff6a2b;">-NT$15</td></tr>
<tr><td style="font-weight:bold;border-top:1px solid #f0e0d8;">合計</td><td align="right" style="font-weight:bold;border-top:1px solid #f0e0d8;">NT$254</td></tr>
</table>
<div style="font-size:12px;color:#888;padding:8px 0;">付款方式：夥伴支付｜電子發票 UQ-38720145（已存入載具）<br>外送地址：臺北市大安區青山路一段 1 號 資訊館 4F 408 室</div>
</td></tr>
<tr><td style="padding:16px 22px;font-size:11px;color:#aaa;text-align:center;">對訂單有疑問？請於 App「訂單紀錄」中聯繫客服<br>飯盒Go 股份有限公司｜10595 臺北市松山區八德路四段 78 號<br>
<a href="https://apps.apple.com/tw/app/fanhego/id1529982210"><img src="https://cdn.fanhego.tw/mail/appstore-zh.png" width="100" height="32" alt="App Store 下載"></a> <a href="https://play.google.com/store/apps/details?id=tw.fanhego.app"><img src="https://cdn.fanhego.tw/mail/googleplay-zh.png" width="108" height="32" alt="Google Play 下載"></a></td></tr>
</table></td></tr></table></body></html>`,
  },
  {
    family: "fanhe-go",
    group: "regional",
    lang: "zh-TW",
    kind: "newsletter",
    code: null,
    link: null,
    from: "飯盒Go <news@fanhego.tw>",
    subject: "期中考加油！本週消夜 7 折券，輸入 MIDTERM30 立即用 🍜",
    date: d(10, 21, "17:30"),
    enc: "qp",
    text: `期中考加油！飯盒Go 陪你熬夜 📚

本週（10/21–10/27）22:00 後下單，輸入優惠碼 MIDTERM30 享 7 折（最高折 NT$60，限 3 次）。

人氣消夜推薦
・鹹酥雞本舖（公館店） 滿 NT$200 免外送費
・深夜豆漿大王 燒餅油條套餐 NT$85
・滷味研究所 期間限定麻辣鴨血

立即點餐：https://fanhego.tw/r/midterm2026?utm_source=edm&utm_campaign=midterm30

不想再收到優惠訊息？https://fanhego.tw/unsubscribe?e=bGluLmNoaWF5aW5n
飯盒Go 股份有限公司｜10595 臺北市松山區八德路四段 78 號
`,
    html: `<html><body style="margin:0;background:#1e1b3a;font-family:'PingFang TC','Noto Sans TC',sans-serif;">
<div style="display:none;">本週 22:00 後下單輸入 MIDTERM30 享 7 折</div>
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center">
<table width="600" cellpadding="0" cellspacing="0" style="background:#1e1b3a;color:#fff;">
<tr><td><a href="https://fanhego.tw/r/midterm2026?utm_source=edm&amp;utm_campaign=midterm30"><img src="https://cdn.fanhego.tw/edm/2026/midterm-hero.jpg" width="600" height="320" alt="期中考加油！消夜 7 折" style="display:block;border:0;"></a></td></tr>
<tr><td style="padding:24px;text-align:center;font-size:16px;line-height:1.7;">本週（10/21–10/27）22:00 後下單<br>輸入優惠碼<div style="display:inline-block;margin:12px 0;padding:8px 18px;border:2px dashed #ffcc33;font-size:24px;font-weight:bold;color:#ffcc33;letter-spacing:2px;">MIDTERM30</div><br>享 7 折（最高折 NT$60，限 3 次）</td></tr>
<tr><td style="padding:0 24px 20px;">
<table width="100%" cellpadding="8" style="font-size:14px;background:#2b2752;border-radius:8px;color:#eee;">
<tr><td>鹹酥雞本舖（公館店）</td><td align="right">滿 NT$200 免外送費</td></tr>
<tr><td>深夜豆漿大王</td><td align="right">燒餅油條套餐 NT$85</td></tr>
<tr><td>滷味研究所</td><td align="right">期間限定麻辣鴨血</td></tr>
</table></td></tr>
<tr><td align="center" style="padding-bottom:28px;"><a href="https://fanhego.tw/r/midterm2026?utm_source=edm&amp;utm_campaign=midterm30" style="background:#ff6a2b;color:#fff;text-decoration:none;padding:12px 40px;border-radius:24px;font-weight:bold;">立即點餐</a></td></tr>
<tr><td style="padding:16px;font-size:11px;color:#9a96c0;text-align:center;">飯盒Go 股份有限公司｜10595 臺北市松山區八德路四段 78 號<br><a href="https://fanhego.tw/unsubscribe?e=bGluLmNoaWF5aW5n" style="color:#9a96c0;">取消訂閱</a>｜<a href="https://www.instagram.com/fanhego.tw" style="color:#9a96c0;">Instagram</a></td></tr>
</table></td></tr></table></body></html>`,
  },

  // ------------------------------------------------------------------ airline
  {
    family: "jadecrane-air",
    group: "consumer",
    lang: "zh-TW",
    kind: "booking-confirmed",
    code: null,
    link: null,
    from: "翠鶴航空 Jade Crane Airways <eticket@jadecrane.com.tw>",
    subject: "翠鶴航空 電子機票行程確認單 訂位代號 K7M2QX",
    date: d(8, 12, "15:20"),
    enc: "b64",
    text: `親愛的 LIN/CHIAYING MS 您好：

感謝您搭乘翠鶴航空，您的電子機票已開立完成。

訂位代號：K7M2QX
機票號碼：739-2418807365

去程  JC 721  2026/08/25（二）  臺北桃園 TPE 第一航廈 08:40 → 新加坡樟宜 SIN 第四航廈 13:15
      經濟艙（K）  托運行李 30 公斤  座位 32A
回程  JC 728  2026/12/19（六）  新加坡樟宜 SIN 14:30 → 臺北桃園 TPE 19:05
      經濟艙（K）  托運行李 30 公斤  座位 未選位

票價總額：新臺幣 14,862 元（含稅及燃油附加費）
付款：Visa ****2291

國際航班請於起飛前 2.5 小時抵達機場報到。前往新加坡須於入境前 3 天內完成電子入境卡（SG Arrival Card）。

翠鶴航空 訂位中心 (02) 2717-3399｜客服信箱 service@jadecrane.com.tw
`,
    html: `<html><body style="margin:0;background:#eaf2ef;font-family:'Microsoft JhengHei',Arial,sans-serif;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:20px 6px;">
<table width="640" cellpadding="0" cellspacing="0" style="background:#fff;">
<tr><td style="background:#0b5e4a;padding:16px 24px;"><img src="https://www.jadecrane.com.tw/mail/jc_logo_w.png" alt="翠鶴航空 JADE CRANE AIRWAYS" width="200" height="40"></td></tr>
<tr><td style="padding:22px 24px;font-size:14px;color:#333;line-height:1.7;">親愛的 LIN/CHIAYING MS 您好：<br>感謝您搭乘翠鶴航空，您的電子機票已開立完成。
<table width="100%" cellpadding="6" style="margin:14px 0;font-size:14px;background:#f2f8f6;"><tr><td>訂位代號 <b style="font-size:20px;letter-spacing:2px;color:#0b5e4a;">K7M2QX</b></td><td align="right">機票號碼 739-2418807365</td></tr></table>
<table width="100%" cellpadding="8" cellspacing="0" border="1" style="border-collapse:collapse;border-color:#d5e5df;font-size:13px;">
<tr bgcolor="#0b5e4a" style="color:#fff;"><th>航班</th><th>日期</th><th>出發</th><th>抵達</th><th>艙等/座位</th></tr>
<tr><td>JC 721</td><td>2026/08/25（二）</td><td>TPE T1 08:40</td><td>SIN T4 13:15</td><td>經濟 K / 32A</td></tr>
<tr><td>JC 728</td><td>2026/12/19（六）</td><td>SIN 14:30</td><td>TPE 19:05</td><td>經濟 K / 未選位</td></tr>
</table>
<p>托運行李：每段 30 公斤｜票價總額：<b>新臺幣 14,862 元</b>（含稅及燃油附加費）｜付款：Visa ****2291</p>
<p style="font-size:13px;color:#777;">國際航班請於起飛前 2.5 小時抵達機場報到。前往新加坡須於入境前 3 天內完成電子入境卡（SG Arrival Card）。</p>
<p><a href="https://www.jadecrane.com.tw/mybooking?pnr=K7M2QX&amp;ln=LIN" style="color:#0b5e4a;">管理我的訂位</a>｜<a href="https://www.jadecrane.com.tw/seat" style="color:#0b5e4a;">線上選位</a></p>
</td></tr>
<tr><td style="padding:14px 24px;background:#f2f8f6;font-size:11px;color:#888;">翠鶴航空股份有限公司 訂位中心 (02) 2717-3399｜<a href="https://www.jadecrane.com.tw/conditions" style="color:#888;">運送條款</a>｜<a href="https://www.jadecrane.com.tw/privacy" style="color:#888;">隱私權政策</a></td></tr>
</table></td></tr></table></body></html>`,
  },
  {
    family: "jadecrane-air",
    group: "consumer",
    lang: "en",
    kind: "checkin-open",
    code: null,
    link: null,
    from: "Jade Crane Airways <noreply@jadecrane.com.tw>",
    subject: "Online check-in is now open for JC 721 to Singapore",
    date: d(8, 23, "08:40"),
    text: `Dear MS LIN CHIAYING,

Online check-in for your flight is now open.

Booking reference: K7M2QX
Flight: JC 721, Taipei (TPE) 08:40 → Singapore (SIN) 13:15, Tue 25 Aug 2026
Seat: 32A

Check in online until 60 minutes before departure at jadecrane.com.tw or in the Jade Crane app,
then drop your bag at counters 7–12, Terminal 1, from 05:40.

Travelling with a Student's Pass In-Principle Approval? Keep a printed copy with your passport;
the check-in agent may ask to see it.

Jade Crane Airways · Reservations +886 2 2717 3399
`,
    html: `<html><body style="margin:0;font-family:Arial,sans-serif;background:#ffffff;">
<table width="600" cellpadding="0" cellspacing="0" align="center">
<tr><td style="background:#0b5e4a;padding:14px 20px;"><img src="https://www.jadecrane.com.tw/mail/jc_logo_w_en.png" alt="JADE CRANE AIRWAYS" width="200" height="40"></td></tr>
<tr><td><img src="https://www.jadecrane.com.tw/mail/checkin_banner_sin.jpg" width="600" height="200" alt="Singapore awaits" style="display:block;"></td></tr>
<tr><td style="padding:22px 20px;font-size:15px;line-height:1.6;color:#222;">
<p>Dear MS LIN CHIAYING,</p><p>Online check-in for your flight is now open.</p>
<table cellpadding="6" style="font-size:14px;background:#f2f8f6;width:100%;">
<tr><td>Booking reference</td><td><b>K7M2QX</b></td></tr>
<tr><td>Flight</td><td>JC 721 &middot; TPE 08:40 &rarr; SIN 13:15 &middot; Tue 25 Aug 2026</td></tr>
<tr><td>Seat</td><td>32A</td></tr></table>
<p>Check in online until 60 minutes before departure, then drop your bag at counters 7&ndash;12, Terminal 1, from 05:40.</p>
<p style="text-align:center;"><a href="https://www.jadecrane.com.tw/en/checkin?pnr=K7M2QX" style="background:#c8a14a;color:#fff;padding:12px 30px;text-decoration:none;border-radius:3px;">Check in online</a></p>
<p style="font-size:13px;color:#666;">Travelling with a Student&rsquo;s Pass In-Principle Approval? Keep a printed copy with your passport; the check-in agent may ask to see it.</p>
</td></tr>
<tr><td style="padding:12px 20px;font-size:11px;color:#888;border-top:1px solid #ddd;">Jade Crane Airways &middot; Reservations +886 2 2717 3399 &middot; <a href="https://www.jadecrane.com.tw/en/privacy" style="color:#888;">Privacy</a> &middot; <a href="https://www.jadecrane.com.tw/en/unsubscribe" style="color:#888;">Unsubscribe</a></td></tr>
</table></body></html>`,
  },

  // ------------------------------------------------------------------ immigration portal
  {
    family: "scpa-epass",
    group: "consumer",
    lang: "en",
    kind: "login-code",
    code: "219584",
    link: null,
    from: "SCPA e-Pass Services <donotreply@epass.scpa.gov.sg>",
    subject: "e-Pass Services: One-Time Password",
    date: d(8, 17, "10:08"),
    text: `Dear Applicant,

Your One-Time Password (OTP) for e-Pass Services is 219584.

This OTP is valid for 5 minutes and can only be used once. Do not disclose it to anyone.
Government officers will never ask you for your OTP.

Application type : Student's Pass (new)
Login ID         : FIN M1234***K / Passport ending 6612

This is a system-generated e-mail. Please do not reply.
Singapore Checkpoints and Pass Authority (SCPA)
`,
    html: `<html><body style="font-family:Arial,Helvetica,sans-serif;font-size:14px;color:#000;background:#fff;">
<table width="640" cellpadding="0" cellspacing="0" style="border:1px solid #ccc;">
<tr><td style="background:#f4f4f4;padding:6px 12px;font-size:12px;color:#444;"><img src="https://epass.scpa.gov.sg/img/lion-head.png" width="14" height="14" alt=""> A Singapore Government Agency Website</td></tr>
<tr><td style="padding:14px 12px;border-bottom:3px solid #b01c2e;"><img src="https://epass.scpa.gov.sg/img/scpa-logo.png" width="220" height="48" alt="Singapore Checkpoints and Pass Authority"></td></tr>
<tr><td style="padding:18px 12px;line-height:1.6;">
<p>Dear Applicant,</p>
<p>Your One-Time Password (OTP) for e-Pass Services is <b style="font-size:18px;">219584</b>.</p>
<p>This OTP is valid for 5 minutes and can only be used once. Do not disclose it to anyone. Government officers will never ask you for your OTP.</p>
<table cellpadding="3" cellspacing="0" style="font-size:13px;">
<tr><td>Application type</td><td>: Student's Pass (new)</td></tr>
<tr><td>Login ID</td><td>: FIN M1234***K / Passport ending 6612</td></tr>
</table>
<p style="font-size:12px;color:#666;">This is a system-generated e-mail. Please do not reply.</p>
</td></tr>
<tr><td style="padding:10px 12px;background:#f4f4f4;font-size:11px;color:#666;">&copy; 2026 Government of Singapore &middot; <a href="https://epass.scpa.gov.sg/privacy" style="color:#666;">Privacy Statement</a> &middot; <a href="https://epass.scpa.gov.sg/terms" style="color:#666;">Terms of Use</a> &middot; <a href="https://www.gov.sg/trusted-sites" style="color:#666;">Trusted sites</a></td></tr>
</table></body></html>`,
  },
  {
    family: "scpa-epass",
    group: "consumer",
    lang: "en",
    kind: "application-approved",
    code: null,
    link: null,
    from: "SCPA e-Pass Services <donotreply@epass.scpa.gov.sg>",
    subject: "Student's Pass application STP2026-0817-44721 - In-Principle Approval",
    date: d(8, 20, "16:33"),
    text: `Dear LIN CHIA-YING,

STUDENT'S PASS APPLICATION NO. STP2026-0817-44721

We are pleased to inform you that your application for a Student's Pass has been approved
in-principle. Your In-Principle Approval (IPA) letter is attached.

Institution:  Kembangan Institute of Technology
Course:       Visiting Research Student (non-graduating)
Period:       24 Aug 2026 to 31 Dec 2026

Please print the IPA letter and present it with your passport at the immigration checkpoint
upon arrival. Complete the formalities at the SCPA Building within 30 days of arrival, by
appointment only. Bring: passport, IPA letter, one recent photograph, disembarkation details
and the medical examination report.

Issuance fee: S$60 (payable at formalities). Visa fee: not applicable.

Singapore Checkpoints and Pass Authority
10 Kallang Road, SCPA Building, Singapore 208718
`,
    html: null,
    attachment: [
      "IPA_STP2026-0817-44721.pdf",
      "application/pdf",
      "%PDF-1.4\n% In-Principle Approval letter\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n",
    ],
  },

  // ------------------------------------------------------------------ parcel locker (Taiwan)
  {
    family: "gezi-locker",
    group: "regional",
    lang: "zh-TW",
    kind: "pickup-code",
    code: "83620517",
    link: null,
    from: "格子櫃 GeziBox <notify@gezibox.com.tw>",
    subject: "【格子櫃】您的包裹已送達 青山大學資訊館站，取件碼 83620517",
    date: d(8, 21, "13:05"),
    enc: "qp",
    text: `林*穎 您好：

您的包裹已放入格子櫃，請於期限內前往取件。

取件櫃點：青山大學資訊館站（資訊館 1F 大廳，24 小時）
取件碼：8362 0517
寄件商店：博客網路書店
物流單號：BK260820-558102
入櫃時間：2026/08/21 13:02
取件期限：2026/08/24 23:59

取件方式：在櫃機螢幕點選「取件」→ 輸入 8 位數取件碼 → 格口開啟後取出包裹並關門。
逾期未取包裹將退回寄件商店。

客服專線 0800-868-520｜https://www.gezibox.com.tw
`,
    html: `<html><body style="margin:0;background:#f0f4f8;font-family:'Microsoft JhengHei',sans-serif;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:20px 8px;">
<table width="460" cellpadding="0" cellspacing="0" style="background:#fff;border-radius:10px;">
<tr><td style="padding:18px 20px;background:#2a3d66;border-radius:10px 10px 0 0;"><img src="https://www.gezibox.com.tw/mail/logo_white.png" width="110" height="30" alt="格子櫃 GeziBox"></td></tr>
<tr><td style="padding:20px;font-size:15px;color:#333;line-height:1.7;">林*穎 您好：<br>您的包裹已放入格子櫃，請於期限內前往取件。</td></tr>
<tr><td align="center" style="padding:0 20px 16px;">
<div style="font-size:13px;color:#888;">取件碼</div>
<div style="font-size:34px;font-weight:bold;color:#2a3d66;letter-spacing:4px;font-family:Consolas,monospace;">8362 0517</div>
</td></tr>
<tr><td style="padding:0 20px 18px;">
<table width="100%" cellpadding="6" style="font-size:14px;background:#f5f7fb;border-radius:6px;">
<tr><td width="90" style="color:#888;">取件櫃點</td><td>青山大學資訊館站（資訊館 1F 大廳，24 小時）</td></tr>
<tr><td style="color:#888;">寄件商店</td><td>博客網路書店</td></tr>
<tr><td style="color:#888;">物流單號</td><td>BK260820-558102</td></tr>
<tr><td style="color:#888;">入櫃時間</td><td>2026/08/21 13:02</td></tr>
<tr><td style="color:#888;">取件期限</td><td style="color:#d9534f;">2026/08/24 23:59</td></tr>
</table></td></tr>
<tr><td style="padding:0 20px 18px;font-size:13px;color:#666;">取件方式：在櫃機螢幕點選「取件」→ 輸入 8 位數取件碼 → 格口開啟後取出包裹並關門。逾期未取包裹將退回寄件商店。</td></tr>
<tr><td style="padding:12px 20px;font-size:11px;color:#aaa;border-top:1px solid #eee;">客服專線 0800-868-520｜<a href="https://www.gezibox.com.tw/map" style="color:#aaa;">櫃點地圖</a>｜<a href="https://www.gezibox.com.tw" style="color:#aaa;">gezibox.com.tw</a></td></tr>
</table></td></tr></table></body></html>`,
  },
  {
    family: "gezi-locker",
    group: "regional",
    lang: "zh-TW",
    kind: "picked-up",
    code: null,
    link: null,
    from: "格子櫃 GeziBox <notify@gezibox.com.tw>",
    subject: "【格子櫃】取件完成通知",
    date: d(8, 22, "09:17"),
    text: `林*穎 您好：

您於 2026/08/22 09:15 在 青山大學資訊館站 完成取件。
物流單號：BK260820-558102（博客網路書店）

如包裹有破損或短少，請於 24 小時內拍照並聯繫寄件商店。
感謝您使用格子櫃！　客服專線 0800-868-520
`,
    html: null,
  },

  // ------------------------------------------------------------------ journal (Simplified Chinese)
  {
    family: "huaxia-jisuan-xuebao",
    group: "regional",
    lang: "zh-CN",
    kind: "review-invite",
    code: null,
    link: "https://tougao.hxjsxb.cn/reviewer/invite/accept?ms=HXJS-2026-1187&rid=R40291&key=e8c1f0a7",
    from: "《华夏计算学报》编辑部 <editor@hxjsxb.cn>",
    subject: "《华夏计算学报》审稿邀请：稿件 HXJS-2026-1187",
    date: d(10, 9, "15:34"),
    enc: "b64",
    text: `林佳颖 老师/同学：

您好！《华夏计算学报》编辑部诚邀您担任以下稿件的审稿专家：

稿件编号：HXJS-2026-1187
稿件题目：面向方言语音识别的多任务自监督预训练方法
所属栏目：人工智能与模式识别
审稿期限：收到稿件后 21 天内（2026-10-30 前）

如您同意审稿，请点击下面的链接接受邀请，系统将自动为您开通审稿人账号并提供稿件全文：
https://tougao.hxjsxb.cn/reviewer/invite/accept?ms=HXJS-2026-1187&rid=R40291&key=e8c1f0a7

如不便审稿，请直接回复本邮件告知，并请推荐 1–2 位合适的审稿专家，谢谢！

本刊实行双盲审稿，请勿将稿件内容外传。审稿完成后，编辑部将寄发审稿证明及审稿费（人民币 300 元）。

《华夏计算学报》编辑部
地址：北京市海淀区中关村南四街 4 号 邮编 100190
电话：010-6256 7318
`,
    html:
      `<html><body style="font-family:'Microsoft YaHei','SimSun',sans-serif;font-size:14px;color:#333;line-height:1.8;">
<table width="680" cellpadding="0" cellspacing="0" style="border:1px solid #c7d3e3;">
<tr><td style="background:#20427a;color:#fff;padding:10px 16px;font-size:18px;">华夏计算学报 <span style="font-size:12px;">Huaxia Journal of Computing · 在线投稿审稿系统</span></td></tr>
<tr><td style="padding:18px 16px;">
林佳颖 老师/同学：<br>&nbsp;&nbsp;&nbsp;&nbsp;您好！《华夏计算学报》编辑部诚邀您担任以下稿件的审稿专家：<br>
<table cellpadding="4" cellspacing="0" border="1" style="border-collapse:collapse;border-color:#c7d3e3;margin:10px 0;">
<tr><td bgcolor="#eef3fa">稿件编号</td><td>HXJS-2026-1187</td></tr>
<tr><td bgcolor="#eef3fa">稿件题目</td><td>面向方言语音识别的多任务自监督预训练方法</td></tr>
<tr><td bgcolor="#eef3fa">所属栏目</td><td>人工智能与模式识别</td></tr>
<tr><td bgcolor="#eef3fa">审稿期限</td><td>收到稿件后 21 天内（2026-10-30 前）</td></tr>
</table>
如您同意审稿，请点击：<a href="https://tougao.hxjsxb.cn/reviewer/invite/accept?ms=HXJS-2026-1187&amp;rid=R40291&amp;key=e8c1f0a7"><b>接受审稿邀请</b></a>，系统将自动为您开通审稿人账号并提供稿件全文。<br>
如不便审稿，请直接回复本邮件告知，并请推荐 1–2 位合适的审稿专家，谢谢！<br>
<span style="color:#a33;">本刊实行双盲审稿，请勿将稿件内容外传。</span>审稿完成后，编辑部将寄发审稿证明及审稿费（人民币 300 元）。
<br><br>《华夏计算学报》编辑部<br>地址：北京市海淀区中关村南四街 4 号　邮编 100190　电话：010-6256 7318<br>
<a href="https://www.hxjsxb.cn">www.hxjsxb.cn</a>
</td></tr></table></body></html>`,
  },
  {
    family: "huaxia-jisuan-xuebao",
    group: "regional",
    lang: "zh-CN",
    kind: "review-thanks",
    code: null,
    link: null,
    from: "《华夏计算学报》编辑部 <editor@hxjsxb.cn>",
    subject: "《华夏计算学报》审稿意见已收到，感谢您的支持",
    date: d(10, 24, "09:12"),
    text: `林佳颖 老师/同学：

您好！您对稿件 HXJS-2026-1187《面向方言语音识别的多任务自监督预训练方法》的审稿意见已于 2026-10-23 提交成功，衷心感谢您的辛勤付出。

审稿费人民币 300 元将于下月底前通过银行转账发放；境外审稿专家可选择在系统“个人信息”中填写收款账户，或放弃审稿费。
电子版审稿证明可在审稿人中心下载：https://tougao.hxjsxb.cn/reviewer/center

《华夏计算学报》编辑部
电话：010-6256 7318
`,
    html: null,
  },

  // ------------------------------------------------------------------ Japanese symposium
  {
    family: "shinonome-symposium",
    group: "regional",
    lang: "ja",
    kind: "confirm-registration",
    code: null,
    link: "https://reg.shinonome-sympo.jp/2026/entry/confirm?id=SN26-0773&h=5b0e2c91d4",
    from: "東雲音声言語シンポジウム 参加登録 <reg@shinonome-sympo.jp>",
    subject: "【第12回東雲シンポジウム】仮登録完了・本登録のお願い",
    date: d(9, 16, "22:09", "+0900"),
    enc: "qp",
    text: `林 佳穎 様

第12回 東雲音声言語シンポジウム（SNSLP 2026）への参加登録をいただき、ありがとうございます。
現在「仮登録」の状態です。以下のURLにアクセスし、本登録を完了してください。

https://reg.shinonome-sympo.jp/2026/entry/confirm?id=SN26-0773&h=5b0e2c91d4

※URLの有効期限は 2026年9月19日（土）23:59 です。期限を過ぎると仮登録は無効になります。

■ 登録内容
受付番号：SN26-0773
参加区分：学生（非会員）
参加費：6,000円（懇親会 4,000円 別途）
会期：2026年11月26日（木）〜27日（金）
会場：東雲大学 本郷キャンパス 理学部7号館（東京都文京区）

本登録完了後、参加費のお支払い方法（クレジットカード／銀行振込）をご案内いたします。

----------------------------------------
東雲音声言語シンポジウム 実行委員会
問い合わせ：snslp2026-office@shinonome-sympo.jp
----------------------------------------
`,
    html:
      `<html><body style="font-family:'Hiragino Kaku Gothic ProN','Meiryo',sans-serif;font-size:14px;color:#333;line-height:1.8;background:#f7f7f2;">
<table width="600" cellpadding="0" cellspacing="0" align="center" style="background:#fff;border-top:4px solid #e07a3f;">
<tr><td style="padding:16px 24px;font-size:17px;font-weight:bold;color:#e07a3f;">第12回 東雲音声言語シンポジウム <span style="font-size:12px;color:#999;">SNSLP 2026</span></td></tr>
<tr><td style="padding:0 24px 20px;">
林 佳穎 様<br><br>
第12回 東雲音声言語シンポジウムへの参加登録をいただき、ありがとうございます。<br>
現在<b>「仮登録」</b>の状態です。下のボタンから本登録を完了してください。
<p style="text-align:center;margin:22px 0;"><a href="https://reg.shinonome-sympo.jp/2026/entry/confirm?id=SN26-0773&amp;h=5b0e2c91d4" style="background:#e07a3f;color:#fff;padding:10px 34px;text-decoration:none;border-radius:4px;">本登録を完了する</a></p>
<span style="font-size:12px;color:#c0392b;">※URLの有効期限は 2026年9月19日（土）23:59 です。期限を過ぎると仮登録は無効になります。</span>
<table width="100%" cellpadding="5" cellspacing="0" border="1" style="border-collapse:collapse;border-color:#e5e0d5;margin-top:14px;font-size:13px;">
<tr><td bgcolor="#faf6ee" width="100">受付番号</td><td>SN26-0773</td></tr>
<tr><td bgcolor="#faf6ee">参加区分</td><td>学生（非会員）</td></tr>
<tr><td bgcolor="#faf6ee">参加費</td><td>6,000円（懇親会 4,000円 別途）</td></tr>
<tr><td bgcolor="#faf6ee">会期</td><td>2026年11月26日（木）〜27日（金）</td></tr>
<tr><td bgcolor="#faf6ee">会場</td><td>東雲大学 本郷キャンパス 理学部7号館</td></tr>
</table>
<p style="font-size:13px;">本登録完了後、参加費のお支払い方法（クレジットカード／銀行振込）をご案内いたします。</p>
</td></tr>
<tr><td style="padding:12px 24px;background:#f2efe6;font-size:11px;color:#888;">東雲音声言語シンポジウム 実行委員会｜<a href="mailto:snslp2026-office@shinonome-sympo.jp" style="color:#888;">snslp2026-office@shinonome-sympo.jp</a>｜<a href="https://www.shinonome-sympo.jp/2026/" style="color:#888;">公式サイト</a></td></tr>
</table></body></html>`,
  },
  {
    family: "shinonome-symposium",
    group: "regional",
    lang: "ja",
    kind: "program-notice",
    code: null,
    link: null,
    from: "東雲音声言語シンポジウム 実行委員会 <snslp2026-office@shinonome-sympo.jp>",
    subject: "[SNSLP2026] プログラム公開および発表者へのご案内",
    date: d(10, 22, "18:00", "+0900"),
    text: `SNSLP 2026 参加登録者・発表者各位

第12回 東雲音声言語シンポジウムのプログラムを公開しました。
https://www.shinonome-sympo.jp/2026/program

ポスター発表の方へ
・ポスターサイズは A0 縦（841 × 1189 mm）です。
・掲示は 11月26日（木）9:00〜9:45、撤去は 27日（金）17:00 までにお願いします。
・ポスター番号は受付番号ではなく、プログラムに記載の番号（例：P2-14）をご確認ください。

参加費の支払期限は 11月13日（金）です。学生の方は当日、学生証をご提示ください。

東雲音声言語シンポジウム 実行委員会
`,
    html: null,
  },

  // ------------------------------------------------------------------ Tamil news (Singapore)
  {
    family: "thendral-seithi",
    group: "regional",
    lang: "ta",
    kind: "confirm-subscription",
    code: null,
    link: "https://thendralseithi.sg/newsletter/confirm?s=ts-daily&u=7718204&t=aa90c3e5f1",
    from: "தென்றல் செய்தி <newsletter@thendralseithi.sg>",
    subject: "உங்கள் செய்திமடல் சந்தாவை உறுதிப்படுத்துங்கள்",
    date: d(9, 1, "20:37"),
    enc: "b64",
    text: `வணக்கம்,

தென்றல் செய்தியின் "காலைச் செய்திச் சுருக்கம்" மின்னஞ்சல் சேவைக்குப் பதிவு செய்தமைக்கு நன்றி.

உங்கள் சந்தாவை உறுதிப்படுத்த கீழே உள்ள இணைப்பைச் சொடுக்கவும்:
https://thendralseithi.sg/newsletter/confirm?s=ts-daily&u=7718204&t=aa90c3e5f1

உறுதிப்படுத்திய பின், ஒவ்வொரு நாளும் காலை 7 மணிக்கு சிங்கப்பூர், தமிழ்நாடு மற்றும் உலகச் செய்திகளின் சுருக்கம் உங்களுக்கு அனுப்பப்படும்.

நீங்கள் பதிவு செய்யவில்லை என்றால், இந்த மின்னஞ்சலைப் புறக்கணிக்கலாம்.

தென்றல் செய்தி
1 கேம்பல் லேன், #03-02, சிங்கப்பூர் 209924
`,
    html: `<html><body style="margin:0;background:#fdf3e7;font-family:'Latha','Noto Sans Tamil',Arial,sans-serif;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:24px 8px;">
<table width="560" cellpadding="0" cellspacing="0" style="background:#fff;">
<tr><td style="padding:16px 24px;border-bottom:3px solid #b5452b;"><img src="https://thendralseithi.sg/static/mail/masthead.png" width="200" height="44" alt="தென்றல் செய்தி"></td></tr>
<tr><td style="padding:24px;font-size:15px;line-height:1.9;color:#333;">
வணக்கம்,<br>
தென்றல் செய்தியின் <b>"காலைச் செய்திச் சுருக்கம்"</b> மின்னஞ்சல் சேவைக்குப் பதிவு செய்தமைக்கு நன்றி. உங்கள் சந்தாவை உறுதிப்படுத்த கீழே உள்ள பொத்தானைச் சொடுக்கவும்.
<p style="text-align:center;margin:24px 0;"><a href="https://thendralseithi.sg/newsletter/confirm?s=ts-daily&amp;u=7718204&amp;t=aa90c3e5f1" style="background:#b5452b;color:#fff;padding:12px 28px;text-decoration:none;border-radius:4px;">சந்தாவை உறுதிப்படுத்து</a></p>
<span style="font-size:13px;color:#777;">உறுதிப்படுத்திய பின், ஒவ்வொரு நாளும் காலை 7 மணிக்கு செய்திச் சுருக்கம் அனுப்பப்படும். நீங்கள் பதிவு செய்யவில்லை என்றால், இந்த மின்னஞ்சலைப் புறக்கணிக்கலாம்.</span>
</td></tr>
<tr><td style="padding:14px 24px;background:#f6ebe0;font-size:11px;color:#8a7666;">தென்றல் செய்தி · 1 கேம்பல் லேன், #03-02, சிங்கப்பூர் 209924 · <a href="https://thendralseithi.sg/privacy" style="color:#8a7666;">தனியுரிமைக் கொள்கை</a></td></tr>
</table></td></tr></table></body></html>`,
  },
  {
    family: "thendral-seithi",
    group: "regional",
    lang: "ta",
    kind: "newsletter",
    code: null,
    link: null,
    from: "தென்றல் செய்தி <newsletter@thendralseithi.sg>",
    subject: "காலைச் செய்திச் சுருக்கம் – அக்டோபர் 15, 2026",
    date: d(10, 15, "07:00"),
    enc: "qp",
    text: `காலைச் செய்திச் சுருக்கம் | வியாழன், அக்டோபர் 15, 2026

1. தீபாவளி ஒளியூட்டு: லிட்டில் இந்தியாவில் சிராங்கூன் சாலை அலங்கார விளக்குகள் நவம்பர் 15 வரை இரவு 7 மணி முதல் 12 மணி வரை ஒளிரும்.
   https://thendralseithi.sg/singapore/2026/10/15/deepavali-light-up

2. பொதுப் போக்குவரத்துக் கட்டணம் டிசம்பர் 27 முதல் 4 காசு உயர்வு; மாணவர் மாதாந்திரச் சலுகை அட்டை S$55 ஆக மாற்றமில்லை.
   https://thendralseithi.sg/singapore/2026/10/15/fare-review

3. சென்னையில் வடகிழக்குப் பருவமழை முன்கூட்டியே தொடக்கம்: வானிலை மையம் அறிவிப்பு.
   https://thendralseithi.sg/tamilnadu/2026/10/15/monsoon

வானிலை: 26°C – 32°C, மதியம் இடியுடன் கூடிய மழை.

இந்தச் செய்திமடலைப் பெற விரும்பவில்லையா? https://thendralseithi.sg/newsletter/unsubscribe?u=7718204
தென்றல் செய்தி · 1 கேம்பல் லேன், #03-02, சிங்கப்பூர் 209924
`,
    html: `<html><body style="margin:0;background:#fdf3e7;font-family:'Latha','Noto Sans Tamil',Arial,sans-serif;">
<table width="600" cellpadding="0" cellspacing="0" align="center" style="background:#fff;">
<tr><td style="padding:14px 20px;border-bottom:3px solid #b5452b;"><img src="https://thendralseithi.sg/static/mail/masthead.png" width="200" height="44" alt="தென்றல் செய்தி"><div style="font-size:12px;color:#999;">காலைச் செய்திச் சுருக்கம் · வியாழன், அக்டோபர் 15, 2026</div></td></tr>
<tr><td style="padding:16px 20px;"><a href="https://thendralseithi.sg/singapore/2026/10/15/deepavali-light-up"><img src="https://thendralseithi.sg/media/2026/10/serangoon-lights-600.jpg" width="560" height="280" alt="சிராங்கூன் சாலை தீபாவளி விளக்குகள்" style="display:block;"></a>
<h2 style="font-size:19px;margin:12px 0 4px;"><a href="https://thendralseithi.sg/singapore/2026/10/15/deepavali-light-up" style="color:#222;text-decoration:none;">தீபாவளி ஒளியூட்டு: சிராங்கூன் சாலை விளக்குகள் நவம்பர் 15 வரை</a></h2>
<p style="font-size:14px;color:#555;margin:0;">லிட்டில் இந்தியாவில் அலங்கார விளக்குகள் இரவு 7 மணி முதல் 12 மணி வரை ஒளிரும்.</p></td></tr>
<tr><td style="padding:8px 20px;border-top:1px solid #eee;"><a href="https://thendralseithi.sg/singapore/2026/10/15/fare-review" style="color:#b5452b;font-size:16px;">பொதுப் போக்குவரத்துக் கட்டணம் டிசம்பர் 27 முதல் 4 காசு உயர்வு</a><br><span style="font-size:13px;color:#666;">மாணவர் மாதாந்திரச் சலுகை அட்டை S$55 ஆக மாற்றமில்லை.</span></td></tr>
<tr><td style="padding:8px 20px;border-top:1px solid #eee;"><a href="https://thendralseithi.sg/tamilnadu/2026/10/15/monsoon" style="color:#b5452b;font-size:16px;">சென்னையில் வடகிழக்குப் பருவமழை முன்கூட்டியே தொடக்கம்</a></td></tr>
<tr><td style="padding:10px 20px;background:#fff8ee;font-size:13px;">வானிலை: 26°C – 32°C, மதியம் இடியுடன் கூடிய மழை.</td></tr>
<tr><td style="padding:12px 20px;background:#f6ebe0;font-size:11px;color:#8a7666;">தென்றல் செய்தி · 1 கேம்பல் லேன், #03-02, சிங்கப்பூர் 209924 · <a href="https://thendralseithi.sg/newsletter/unsubscribe?u=7718204" style="color:#8a7666;">விலகுக</a> · <a href="https://www.facebook.com/thendralseithi" style="color:#8a7666;">Facebook</a></td></tr>
</table></body></html>`,
  },

  // ------------------------------------------------------------------ Malaysian conference (Malay)
  {
    family: "pepsera-conference",
    group: "regional",
    lang: "ms",
    kind: "verify-code",
    code: "507318",
    link: null,
    from: "Sekretariat PEPSERA 2026 <sekretariat@pepsera.org.my>",
    subject: "PEPSERA 2026: Kod pengesahan pendaftaran anda",
    date: d(9, 11, "10:52"),
    text: `Salam sejahtera Lin Chia-Ying,

Terima kasih kerana mendaftar sebagai peserta Persidangan Antarabangsa Pengkomputeran Serantau
(PEPSERA 2026), 3–5 Disember 2026, Johor Bahru.

Masukkan kod pengesahan berikut pada halaman pendaftaran untuk mengesahkan alamat e-mel anda:

    507 318

Kod ini sah selama 15 minit. Jangan kongsi kod ini dengan sesiapa.

Kategori: Pelajar Pascasiswazah (Antarabangsa)
Yuran: RM 850.00 (pendaftaran awal sebelum 15 Oktober 2026)

Jika anda tidak membuat pendaftaran ini, sila abaikan e-mel ini.

Sekretariat PEPSERA 2026
Fakulti Komputeran, Universiti Teknologi Tebrau, 81310 Johor Bahru, Johor, Malaysia
Tel: +607-553 2200
`,
    html: `<html><body style="margin:0;background:#f1f5f4;font-family:Arial,Helvetica,sans-serif;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:20px 6px;">
<table width="560" cellpadding="0" cellspacing="0" style="background:#fff;">
<tr><td style="background:#00796b;padding:16px 22px;color:#fff;font-size:20px;font-weight:bold;">PEPSERA 2026<div style="font-size:12px;font-weight:normal;">Persidangan Antarabangsa Pengkomputeran Serantau · 3–5 Disember 2026 · Johor Bahru</div></td></tr>
<tr><td style="padding:22px;font-size:15px;color:#333;line-height:1.6;">
<p>Salam sejahtera Lin Chia-Ying,</p>
<p>Terima kasih kerana mendaftar sebagai peserta PEPSERA 2026. Masukkan kod pengesahan berikut pada halaman pendaftaran untuk mengesahkan alamat e-mel anda:</p>
<p style="text-align:center;"><span style="display:inline-block;font-size:30px;font-weight:bold;letter-spacing:3px;color:#00796b;background:#e0f2f1;padding:10px 24px;border-radius:6px;">507 318</span></p>
<p style="font-size:13px;color:#777;text-align:center;">Kod ini sah selama 15 minit. Jangan kongsi kod ini dengan sesiapa.</p>
<table width="100%" cellpadding="6" style="font-size:14px;background:#f7faf9;">
<tr><td>Kategori</td><td>Pelajar Pascasiswazah (Antarabangsa)</td></tr>
<tr><td>Yuran</td><td>RM 850.00 (pendaftaran awal sebelum 15 Oktober 2026)</td></tr>
</table>
<p style="font-size:13px;color:#777;">Jika anda tidak membuat pendaftaran ini, sila abaikan e-mel ini.</p>
</td></tr>
<tr><td style="padding:14px 22px;background:#eceff1;font-size:11px;color:#78909c;">Sekretariat PEPSERA 2026 · Fakulti Komputeran, Universiti Teknologi Tebrau, 81310 Johor Bahru, Johor · +607-553 2200 · <a href="https://pepsera.org.my" style="color:#78909c;">pepsera.org.my</a></td></tr>
</table></td></tr></table></body></html>`,
  },
  {
    family: "pepsera-conference",
    group: "regional",
    lang: "ms",
    kind: "payment-receipt",
    code: null,
    link: null,
    from: "Sekretariat PEPSERA 2026 <sekretariat@pepsera.org.my>",
    subject: "Resit Rasmi Pembayaran Yuran Pendaftaran PEPSERA 2026 (No. Resit UTT/R/2026/09/4417)",
    date: d(9, 29, "16:18"),
    text: `Salam sejahtera Lin Chia-Ying,

Pembayaran yuran pendaftaran anda telah diterima. Resit rasmi dilampirkan bersama e-mel ini.

No. Resit        : UTT/R/2026/09/4417
No. Pendaftaran  : PEP26-0391
Tarikh Bayaran   : 29/09/2026
Kaedah           : Kad Kredit (Visa ****6603)
Jumlah           : RM 850.00 (termasuk beg persidangan, makan tengah hari dan jamuan makan malam)

Slip nama dan beg persidangan boleh diambil di kaunter pendaftaran, Dewan Sri Tebrau,
pada 3 Disember 2026 mulai 8.00 pagi.

Sekretariat PEPSERA 2026
`,
    html: null,
    enc: "8bit",
    attachment: [
      "Resit_UTT-R-2026-09-4417.pdf",
      "application/pdf",
      "%PDF-1.4\n% Resit rasmi\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n",
    ],
  },

  // ------------------------------------------------------------------ Malaysian express bus (Malay)
  {
    family: "ekspres-tebrau",
    group: "regional",
    lang: "ms",
    kind: "e-ticket",
    code: null,
    link: null,
    from: "Ekspres Tebrau <tiket@ekspres-tebrau.com.my>",
    subject: "E-Tiket Anda: Singapura (Queen Street) ke Kuala Lumpur (TBS), 10 Okt 2026",
    date: d(10, 4, "21:11"),
    enc: "qp",
    text: `Terima kasih kerana menempah dengan Ekspres Tebrau!

No. Tempahan : ET-9928173
Perjalanan   : Singapura (Queen Street Terminal) → Kuala Lumpur (TBS)
Tarikh       : Sabtu, 10 Oktober 2026
Masa Bertolak: 08:30 pagi (sila tiba 30 minit lebih awal)
Bas          : Executive 27 tempat duduk
Tempat Duduk : 12A
Penumpang    : LIN CHIA-YING (Pasport ****6612)
Jumlah Bayar : SGD 42.00

Sila tunjukkan e-tiket ini (cetak atau pada telefon) kepada pemandu. Bawa pasport anda untuk
pemeriksaan imigresen di Woodlands dan Bangunan Sultan Iskandar.

Pembatalan atau pertukaran tarikh dibenarkan sehingga 24 jam sebelum perjalanan (caj RM 10).

Khidmat Pelanggan: +60 7-221 8866 (WhatsApp) | www.ekspres-tebrau.com.my
`,
    html: `<html><body style="margin:0;background:#fff7e0;font-family:Arial,sans-serif;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:20px 8px;">
<table width="560" cellpadding="0" cellspacing="0" style="background:#fff;border:2px solid #f2b705;">
<tr><td style="background:#f2b705;padding:12px 18px;"><img src="https://www.ekspres-tebrau.com.my/img/logo-et.png" width="140" height="36" alt="Ekspres Tebrau"></td></tr>
<tr><td style="padding:18px;font-size:14px;color:#333;">
<div style="font-size:18px;font-weight:bold;">E-TIKET</div>
<table width="100%" cellpadding="6" style="font-size:14px;margin-top:10px;">
<tr><td width="130" style="color:#777;">No. Tempahan</td><td><b>ET-9928173</b></td></tr>
<tr><td style="color:#777;">Perjalanan</td><td>Singapura (Queen Street Terminal) &rarr; Kuala Lumpur (TBS)</td></tr>
<tr><td style="color:#777;">Tarikh / Masa</td><td>Sabtu, 10 Oktober 2026 · 08:30 pagi</td></tr>
<tr><td style="color:#777;">Bas / Tempat duduk</td><td>Executive 27 · <b>12A</b></td></tr>
<tr><td style="color:#777;">Penumpang</td><td>LIN CHIA-YING (Pasport ****6612)</td></tr>
<tr><td style="color:#777;">Jumlah Bayar</td><td>SGD 42.00</td></tr>
</table>
<div style="text-align:center;margin:14px 0;"><img src="https://www.ekspres-tebrau.com.my/qr/ET-9928173.png" width="140" height="140" alt="Kod QR tiket ET-9928173"></div>
<p style="font-size:13px;color:#666;">Sila tunjukkan e-tiket ini kepada pemandu. Bawa pasport anda untuk pemeriksaan imigresen di Woodlands dan Bangunan Sultan Iskandar. Pembatalan atau pertukaran tarikh dibenarkan sehingga 24 jam sebelum perjalanan (caj RM 10).</p>
</td></tr>
<tr><td style="padding:10px 18px;background:#fff3c4;font-size:11px;color:#7a6520;">Khidmat Pelanggan: +60 7-221 8866 (WhatsApp) · <a href="https://www.ekspres-tebrau.com.my/terma" style="color:#7a6520;">Terma &amp; Syarat</a></td></tr>
</table></td></tr></table></body></html>`,
  },

  // ------------------------------------------------------------------ French winter school
  {
    family: "ecole-hiver-grenat",
    group: "regional",
    lang: "fr",
    kind: "confirm-registration",
    code: null,
    link: "https://inscriptions.ecole-grenat.fr/2027/confirmer/6b81d0f4c2a9e3b7",
    from: "École d'hiver Grenat <inscriptions@ecole-grenat.fr>",
    subject: "Confirmez votre inscription – École d'hiver Grenat 2027 (parole et langues peu dotées)",
    date: d(10, 12, "09:26", "+0200"),
    enc: "qp",
    text: `Bonjour Chia-Ying Lin,

Nous avons bien reçu votre demande d'inscription à l'École d'hiver Grenat 2027
« Traitement automatique de la parole pour les langues peu dotées », du 8 au 12 février 2027
au Centre de physique des Houches (Haute-Savoie).

Pour confirmer votre inscription, cliquez sur le lien ci-dessous :
https://inscriptions.ecole-grenat.fr/2027/confirmer/6b81d0f4c2a9e3b7

Sans confirmation de votre part avant le 19 octobre 2026, votre demande sera annulée.

Récapitulatif
- Catégorie : doctorant·e (hors UE)
- Frais d'inscription : 420 € (pension complète, 5 nuits en chambre double)
- Session poster : oui – résumé à déposer avant le 30 novembre 2026
- Bourse de mobilité demandée : oui (réponse mi-décembre)

Le paiement sera demandé après validation de votre dossier par le comité scientifique.

Cordialement,
Le comité d'organisation
École d'hiver Grenat – 38 rue des Martyrs, 38000 Grenoble – +33 4 76 51 20 00
`,
    html:
      `<!DOCTYPE html><html lang="fr"><body style="margin:0;background:#f4eef0;font-family:'Source Sans Pro',Helvetica,Arial,sans-serif;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:26px 10px;">
<table width="580" cellpadding="0" cellspacing="0" style="background:#fff;">
<tr><td style="background:#7b1e3a;padding:20px 28px;color:#fff;"><div style="font-size:22px;font-weight:600;">École d'hiver Grenat 2027</div><div style="font-size:13px;opacity:.85;">Traitement automatique de la parole pour les langues peu dotées · 8–12 février 2027 · Les Houches</div></td></tr>
<tr><td style="padding:26px 28px;font-size:15px;line-height:1.65;color:#2d2226;">
<p>Bonjour Chia-Ying Lin,</p>
<p>Nous avons bien reçu votre demande d'inscription. Pour la confirmer, cliquez sur le bouton ci-dessous.</p>
<p style="text-align:center;margin:26px 0;"><a href="https://inscriptions.ecole-grenat.fr/2027/confirmer/6b81d0f4c2a9e3b7" style="background:#7b1e3a;color:#fff;text-decoration:none;padding:12px 30px;border-radius:3px;font-weight:600;">Confirmer mon inscription</a></p>
<p style="font-size:13px;color:#8a6d77;">Sans confirmation de votre part avant le 19 octobre 2026, votre demande sera annulée.</p>
<table width="100%" cellpadding="6" cellspacing="0" style="font-size:14px;background:#faf5f7;">
<tr><td width="200">Catégorie</td><td>doctorant·e (hors UE)</td></tr>
<tr><td>Frais d'inscription</td><td>420 € (pension complète, 5 nuits)</td></tr>
<tr><td>Session poster</td><td>oui – résumé avant le 30 novembre 2026</td></tr>
<tr><td>Bourse de mobilité</td><td>demandée (réponse mi-décembre)</td></tr>
</table>
<p>Le paiement sera demandé après validation de votre dossier par le comité scientifique.</p>
<p>Cordialement,<br>Le comité d'organisation</p>
</td></tr>
<tr><td style="padding:14px 28px;border-top:1px solid #eadfe3;font-size:11px;color:#9b8890;">École d'hiver Grenat · 38 rue des Martyrs, 38000 Grenoble · +33 4 76 51 20 00 · <a href="https://www.ecole-grenat.fr/mentions-legales" style="color:#9b8890;">Mentions légales</a> · <a href="https://www.ecole-grenat.fr/donnees-personnelles" style="color:#9b8890;">Données personnelles</a></td></tr>
</table></td></tr></table></body></html>`,
  },

  // ------------------------------------------------------------------ Korean acoustics society
  {
    family: "hanul-hakhoe",
    group: "regional",
    lang: "ko",
    kind: "membership-receipt",
    code: null,
    link: null,
    from: "한울음성언어학회 <office@hanul-ssl.or.kr>",
    subject: "[한울음성언어학회] 2026년도 학생회원 연회비 납부 확인",
    date: d(9, 18, "14:47", "+0900"),
    enc: "b64",
    text: `린자잉(LIN CHIA-YING) 회원님께,

2026년도 학생회원 연회비 납부가 확인되었습니다. 감사합니다.

회원번호: S-2026-0588
회원구분: 학생회원(해외)
납부금액: 30,000원
납부일자: 2026년 9월 18일
결제수단: 해외 신용카드(Visa ****6603)
회원 유효기간: 2026년 1월 1일 ~ 2026년 12월 31일

학생회원은 추계학술대회(2026년 11월 13~14일, 부산 벡스코) 등록비 할인과
학회지 온라인 열람 혜택을 받으실 수 있습니다.

납부 영수증은 학회 홈페이지 > 마이페이지 > 회비 납부 내역에서 출력하실 수 있습니다.

사단법인 한울음성언어학회
(06130) 서울특별시 강남구 테헤란로7길 22, 과학기술회관 신관 1107호
전화 02-565-3307 | 팩스 02-565-3308
`,
    html:
      `<html><body style="font-family:'Malgun Gothic','Apple SD Gothic Neo',sans-serif;font-size:14px;color:#333;background:#f5f5f5;">
<table width="620" cellpadding="0" cellspacing="0" align="center" style="background:#fff;border:1px solid #ddd;">
<tr><td style="padding:16px 24px;border-bottom:2px solid #2456a6;"><img src="https://www.hanul-ssl.or.kr/img/mail_logo.gif" width="190" height="40" alt="한울음성언어학회"></td></tr>
<tr><td style="padding:22px 24px;line-height:1.8;">
린자잉(LIN CHIA-YING) 회원님께,<br>2026년도 학생회원 연회비 납부가 확인되었습니다. 감사합니다.
<table width="100%" cellpadding="6" cellspacing="0" border="1" style="border-collapse:collapse;border-color:#d9e1ee;margin:14px 0;font-size:13px;">
<tr><th bgcolor="#eef3fb" width="140" align="left">회원번호</th><td>S-2026-0588</td></tr>
<tr><th bgcolor="#eef3fb" align="left">회원구분</th><td>학생회원(해외)</td></tr>
<tr><th bgcolor="#eef3fb" align="left">납부금액</th><td>30,000원</td></tr>
<tr><th bgcolor="#eef3fb" align="left">납부일자</th><td>2026년 9월 18일</td></tr>
<tr><th bgcolor="#eef3fb" align="left">결제수단</th><td>해외 신용카드(Visa ****6603)</td></tr>
<tr><th bgcolor="#eef3fb" align="left">유효기간</th><td>2026.01.01 ~ 2026.12.31</td></tr>
</table>
학생회원은 추계학술대회(2026년 11월 13~14일, 부산 벡스코) 등록비 할인과 학회지 온라인 열람 혜택을 받으실 수 있습니다.<br>
납부 영수증은 <a href="https://www.hanul-ssl.or.kr/mypage/fee" style="color:#2456a6;">마이페이지 &gt; 회비 납부 내역</a>에서 출력하실 수 있습니다.
</td></tr>
<tr><td style="padding:12px 24px;background:#f7f7f7;font-size:11px;color:#888;">사단법인 한울음성언어학회 | (06130) 서울특별시 강남구 테헤란로7길 22, 과학기술회관 신관 1107호 | 전화 02-565-3307</td></tr>
</table></body></html>`,
  },

  // ------------------------------------------------------------------ Indonesian GPU cloud
  {
    family: "awanmesin-gpu",
    group: "regional",
    lang: "id",
    kind: "verify-code",
    code: "770215",
    link: null,
    from: "AwanMesin <no-reply@awanmesin.id>",
    subject: "770215 adalah kode verifikasi AwanMesin Anda",
    date: d(9, 25, "19:58", "+0700"),
    enc: "qp",
    text: `Halo Chia-Ying,

Terima kasih telah mendaftar di AwanMesin. Masukkan kode berikut untuk memverifikasi alamat email Anda:

770215

Kode berlaku selama 10 menit. Jangan bagikan kode ini kepada siapa pun, termasuk tim AwanMesin.

Setelah verifikasi, akun baru mendapat kredit uji coba Rp150.000 (berlaku 30 hari) untuk GPU RTX 4090 dan L40S di region Jakarta (JKT-1) dan Batam (BTM-1).

Salam,
Tim AwanMesin
PT Awan Mesin Nusantara, Jl. Jend. Sudirman Kav. 52–53, Jakarta Selatan 12190
`,
    html: `<html><body style="margin:0;background:#0d1b2a;font-family:'Plus Jakarta Sans',Arial,sans-serif;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:30px 10px;">
<table width="500" cellpadding="0" cellspacing="0" style="background:#ffffff;border-radius:12px;">
<tr><td style="padding:26px 30px 10px;"><img src="https://awanmesin.id/email/logo.png" width="130" height="32" alt="AwanMesin"></td></tr>
<tr><td style="padding:10px 30px;font-size:15px;color:#1b263b;line-height:1.6;">Halo Chia-Ying,<br>Terima kasih telah mendaftar di AwanMesin. Masukkan kode berikut untuk memverifikasi alamat email Anda:</td></tr>
<tr><td align="center" style="padding:16px 30px;">
<table cellpadding="0" cellspacing="6"><tr>
<td style="width:44px;height:54px;background:#eef4fb;border-radius:8px;text-align:center;font-size:28px;font-weight:700;color:#1b4f8a;">7</td>
<td style="width:44px;height:54px;background:#eef4fb;border-radius:8px;text-align:center;font-size:28px;font-weight:700;color:#1b4f8a;">7</td>
<td style="width:44px;height:54px;background:#eef4fb;border-radius:8px;text-align:center;font-size:28px;font-weight:700;color:#1b4f8a;">0</td>
<td style="width:44px;height:54px;background:#eef4fb;border-radius:8px;text-align:center;font-size:28px;font-weight:700;color:#1b4f8a;">2</td>
<td style="width:44px;height:54px;background:#eef4fb;border-radius:8px;text-align:center;font-size:28px;font-weight:700;color:#1b4f8a;">1</td>
<td style="width:44px;height:54px;background:#eef4fb;border-radius:8px;text-align:center;font-size:28px;font-weight:700;color:#1b4f8a;">5</td>
</tr></table></td></tr>
<tr><td style="padding:6px 30px 20px;font-size:13px;color:#5c677d;line-height:1.6;">Kode berlaku selama 10 menit. Jangan bagikan kode ini kepada siapa pun, termasuk tim AwanMesin.<br><br>Setelah verifikasi, akun baru mendapat kredit uji coba <b>Rp150.000</b> (berlaku 30 hari) untuk GPU RTX 4090 dan L40S di region JKT-1 dan BTM-1.</td></tr>
<tr><td style="padding:14px 30px;border-top:1px solid #e5e9f0;font-size:11px;color:#8d99ae;">PT Awan Mesin Nusantara · Jl. Jend. Sudirman Kav. 52–53, Jakarta Selatan 12190 · <a href="https://awanmesin.id/kebijakan-privasi" style="color:#8d99ae;">Kebijakan Privasi</a> · <a href="https://docs.awanmesin.id" style="color:#8d99ae;">Dokumentasi</a></td></tr>
</table></td></tr></table></body></html>`,
  },
  {
    family: "awanmesin-gpu",
    group: "regional",
    lang: "id",
    kind: "invoice",
    code: null,
    link: null,
    from: "AwanMesin Billing <billing@awanmesin.id>",
    subject: "Faktur AM-INV-202610-08841 telah dibayar",
    date: d(10, 8, "00:12", "+0700"),
    text: `Halo Chia-Ying,

Pembayaran untuk faktur berikut telah kami terima.

No. Faktur     : AM-INV-202610-08841
Periode        : 25 Sep – 7 Okt 2026
Pemakaian      : 1× L40S 48GB, 63,5 jam × Rp21.900  = Rp1.390.650
                 Penyimpanan blok 200 GB           = Rp38.000
Kredit uji coba: -Rp150.000
PPN 11%        : Rp140.712
Total dibayar  : Rp1.419.362 (Visa ****6603)

Faktur pajak dan rincian pemakaian dapat diunduh di konsol, menu Billing > Faktur.

Tim AwanMesin
PT Awan Mesin Nusantara · NPWP 01.234.567.8-012.000
`,
    html: null,
  },

  // ------------------------------------------------------------------ Singapore host university IT
  {
    family: "kembangan-tech-idm",
    group: "consumer",
    lang: "en",
    kind: "mfa-enrolled",
    code: null,
    link: null,
    from: "KIT IT Services <itservices@kit.edu.sg>",
    subject: "[KIT] Multi-factor authentication enabled on your account",
    date: d(8, 27, "14:19"),
    enc: "qp",
    text: `Dear LIN CHIA-YING (Visiting Research Student),

Multi-factor authentication (MFA) has been set up on your KIT account v2026078.

Method added: KIT Authenticator app on iPhone 15
Date/time:    27 Aug 2026, 14:19 SGT

From now on you will be asked to approve sign-ins to KIT Mail, Canvas, the VPN and
the HPC cluster "Merlion" on your phone. Keep your phone and KIT account details safe.

Didn't do this? Contact the IT Service Desk immediately at +65 6790 4357 (24/7) or
visit us at North Spine, Level 2.

KIT IT Services
Kembangan Institute of Technology · 50 Kembangan Avenue, Singapore 419762
`,
    html: `<html><body style="margin:0;font-family:Segoe UI,Arial,sans-serif;background:#f3f2f1;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:20px 8px;">
<table width="600" cellpadding="0" cellspacing="0" style="background:#fff;">
<tr><td style="background:#1b365d;padding:14px 22px;"><img src="https://www.kit.edu.sg/_assets/mail/kit-logo-white.png" width="170" height="40" alt="Kembangan Institute of Technology"></td></tr>
<tr><td style="padding:22px;font-size:14px;line-height:1.6;color:#323130;">
<p>Dear LIN CHIA-YING (Visiting Research Student),</p>
<p>Multi-factor authentication (MFA) has been set up on your KIT account <b>v2026078</b>.</p>
<table cellpadding="5" style="font-size:14px;background:#f3f2f1;width:100%;">
<tr><td width="130">Method added</td><td>KIT Authenticator app on iPhone 15</td></tr>
<tr><td>Date/time</td><td>27 Aug 2026, 14:19 SGT</td></tr></table>
<p>From now on you will be asked to approve sign-ins to KIT Mail, Canvas, the VPN and the HPC cluster &ldquo;Merlion&rdquo; on your phone.</p>
<p style="background:#fff4ce;padding:10px;">Didn&rsquo;t do this? Contact the IT Service Desk immediately at +65 6790 4357 (24/7) or visit us at North Spine, Level 2.</p>
</td></tr>
<tr><td style="padding:12px 22px;background:#faf9f8;font-size:11px;color:#605e5c;">KIT IT Services &middot; 50 Kembangan Avenue, Singapore 419762 &middot; <a href="https://itservices.kit.edu.sg/mfa" style="color:#605e5c;">MFA help</a> &middot; <a href="https://www.kit.edu.sg/privacy" style="color:#605e5c;">Privacy</a></td></tr>
</table></td></tr></table></body></html>`,
  },
  {
    family: "kembangan-tech-idm",
    group: "consumer",
    lang: "en",
    kind: "account-expiry",
    code: null,
    link: null,
    from: "KIT IT Services <itservices@kit.edu.sg>",
    subject: "Your KIT visitor account v2026078 will expire on 31 Dec 2026",
    date: d(10, 24, "08:00"),
    text: `Dear LIN CHIA-YING,

This is an automated reminder that your KIT visitor account v2026078 is scheduled to
expire on 31 December 2026, at the end of your attachment period.

After this date you will lose access to KIT Mail, OneDrive (KIT), Canvas, the VPN and the
Merlion HPC cluster. Please copy any files you need before 24 December 2026. Home
directories on Merlion (/home/v2026078, currently 38.2 GB) are deleted 30 days after expiry.

If your attachment has been extended, ask your host supervisor to submit an extension
request through the HR Visitor Portal. No action is needed otherwise.

KIT IT Services | +65 6790 4357 | North Spine, Level 2
`,
    html: null,
  },
];
