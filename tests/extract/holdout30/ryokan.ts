/**
 * The inbox of the owner of a small onsen inn in Japan over two autumn months: partner extranets of
 * Japanese, international, Chinese, Korean and Indonesian booking sites, a channel manager, a card
 * terminal provider, a shinkin bank, tax e-filing, suppliers, a power company and foreign travel agencies.
 * @module
 */

import type { Mail } from "../holdout_kit.ts";

const TO = "森田 千晶 <okami@yado-kawasemi.jp>";
const TO_EN = "Chiaki Morita <okami@yado-kawasemi.jp>";

const DAYS = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"];
const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/** "2026-09-08 07:14:22" in Japan time, as an RFC 2822 date (offset as given, +0900 by default). */
function dt(s: string, offset = "+0900"): string {
  const [d, t] = s.split(" ");
  const [y, m, day] = d!.split("-").map(Number);
  const wd = new Date(Date.UTC(y!, m! - 1, day!)).getUTCDay();
  return `${DAYS[wd]}, ${String(day).padStart(2, "0")} ${MONTHS[m! - 1]} ${y} ${t} ${offset}`;
}

// ---------------------------------------------------------------- 旅そら (Japanese OTA)

function tabisora(pre: string, inner: string): string {
  return `<!DOCTYPE html>
<html lang="ja"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">
<title>旅そら パートナー</title></head>
<body style="margin:0;padding:0;background:#f2f4f6;">
<div style="display:none;max-height:0;overflow:hidden;color:#f2f4f6;">${pre}</div>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="background:#f2f4f6;">
<tr><td align="center" style="padding:24px 8px;">
<table role="presentation" width="600" cellpadding="0" cellspacing="0" border="0" style="background:#ffffff;border-top:4px solid #0a7cc1;">
<tr><td style="padding:18px 28px;border-bottom:1px solid #e3e7eb;">
<img src="https://img.tabisora.jp/mail/partner/logo_2x.png" width="132" height="28" alt="旅そら パートナー" style="display:block;border:0;">
</td></tr>
${inner}
<tr><td style="padding:20px 28px;background:#f8f9fa;font-family:'Hiragino Kaku Gothic ProN',Meiryo,sans-serif;font-size:11px;line-height:1.7;color:#888;">
本メールは送信専用アドレスから配信しています。ご返信いただいてもお答えできません。<br>
お問い合わせ：<a href="https://partner.tabisora.jp/help/contact" style="color:#0a7cc1;">パートナーサポート</a>（平日 9:30〜18:00）　TEL 03-6821-4470<br>
<a href="https://partner.tabisora.jp/terms" style="color:#888;">パートナー規約</a>｜<a href="https://www.tabisora.jp/privacy" style="color:#888;">個人情報保護方針</a><br>
株式会社旅そら　〒150-0043 東京都渋谷区道玄坂1-19-12 道玄坂スクエア8F<br>
© 2026 Tabisora Inc.
</td></tr>
</table>
</td></tr></table>
</body></html>`;
}

const TABISORA_FOOT = `──────────────────────────
株式会社旅そら パートナーサポート
TEL 03-6821-4470（平日 9:30〜18:00）
https://partner.tabisora.jp/help/contact
※本メールは送信専用です。
──────────────────────────`;

// ---------------------------------------------------------------- Stayloom (international OTA)

function stayloom(pre: string, inner: string, why: string): string {
  return `<!doctype html>
<html><head><meta http-equiv="Content-Type" content="text/html; charset=utf-8">
<style>@media only screen and (max-width:620px){.wrap{width:100%!important}.px{padding-left:18px!important;padding-right:18px!important}}</style>
</head>
<body style="margin:0;background:#fbf8f4;">
<span style="display:none!important;visibility:hidden;opacity:0;height:0;width:0;font-size:1px;">${pre}&#847;&zwnj;&nbsp;&#847;&zwnj;&nbsp;&#847;&zwnj;&nbsp;</span>
<center>
<table class="wrap" width="560" cellpadding="0" cellspacing="0" border="0" style="width:560px;margin:0 auto;">
<tr><td class="px" style="padding:32px 36px 12px;">
<a href="https://email.stayloom.com/ls/click?upn=u001.Hq8dK2mZ-2FpartnerHub&amp;src=logo"><img src="https://cdn.stayloom.com/email/partner-hub-wordmark.png" alt="Stayloom Partner Hub" width="170" style="border:0;display:block;"></a>
</td></tr>
<tr><td class="px" style="padding:12px 36px 28px;background:#ffffff;border-radius:10px;font-family:Inter,Helvetica,Arial,sans-serif;color:#23201c;font-size:15px;line-height:23px;">
${inner}
</td></tr>
<tr><td class="px" style="padding:22px 36px 40px;font-family:Inter,Helvetica,Arial,sans-serif;font-size:12px;line-height:18px;color:#8a837a;">
${why}<br><br>
<a href="https://partners.stayloom.com/help" style="color:#8a837a;">Partner Help Centre</a> &middot;
<a href="https://www.stayloom.com/legal/privacy" style="color:#8a837a;">Privacy</a> &middot;
<a href="https://partners.stayloom.com/settings/notifications" style="color:#8a837a;">Email preferences</a><br>
Stayloom Pte. Ltd., 71 Robinson Road #14-01, Singapore 068895<br>
<a href="https://apps.apple.com/app/stayloom-partner/id1588204417"><img src="https://cdn.stayloom.com/email/badge-appstore.png" alt="Download on the App Store" height="32"></a>
<a href="https://play.google.com/store/apps/details?id=com.stayloom.partner"><img src="https://cdn.stayloom.com/email/badge-googleplay.png" alt="Get it on Google Play" height="32"></a>
</td></tr>
</table>
</center>
</body></html>`;
}

// ---------------------------------------------------------------- 游佳旅行 (Chinese OTA)

function youjia(inner: string): string {
  return `<html><head><meta charset="UTF-8"></head>
<body style="margin:0;padding:0;background-color:#f5f5f5;font-family:'PingFang SC','Microsoft YaHei',Arial,sans-serif;">
<table width="100%" border="0" cellspacing="0" cellpadding="0" bgcolor="#f5f5f5"><tr><td align="center">
<table width="640" border="0" cellspacing="0" cellpadding="0" bgcolor="#ffffff" style="margin:20px 0;">
<tr><td height="56" bgcolor="#ff6a00" style="padding-left:24px;"><img src="https://static.youjialvxing.cn/ebk/mail/logo-white.png" alt="游佳旅行·商家中心" height="30" style="vertical-align:middle;"></td></tr>
<tr><td style="padding:28px 32px;font-size:14px;color:#333333;line-height:24px;">
${inner}
</td></tr>
<tr><td style="padding:16px 32px;border-top:1px solid #eeeeee;font-size:12px;color:#999999;line-height:20px;">
此邮件由系统自动发送，请勿直接回复。<br>
商家服务热线：400-820-6631（海外酒店请拨 +86-21-5238-6631）<br>
<a href="https://ebk.youjialvxing.cn/help" style="color:#999999;">帮助中心</a> | <a href="https://ebk.youjialvxing.cn/agreement" style="color:#999999;">商家合作协议</a> | <a href="https://www.youjialvxing.cn/privacy" style="color:#999999;">隐私政策</a><br>
上海游佳信息技术有限公司　上海市长宁区金钟路968号凌空SOHO 9号楼<br>
Copyright © 2012-2026 youjialvxing.cn 沪ICP备12048813号
</td></tr>
</table>
</td></tr></table>
</body></html>`;
}

// ---------------------------------------------------------------- 쉼표스테이 (Korean OTA)

function swimpyo(inner: string): string {
  return `<!DOCTYPE html><html lang="ko"><head><meta charset="utf-8"><title>쉼표스테이 파트너센터</title></head>
<body style="margin:0;padding:0;background:#ffffff;">
<div style="width:100%;max-width:600px;margin:0 auto;font-family:'Apple SD Gothic Neo','Malgun Gothic','맑은 고딕',sans-serif;color:#222;">
<div style="padding:30px 24px 18px;border-bottom:2px solid #222;">
<img src="https://image.swimpyostay.co.kr/partner/mail/ci_partner.png" alt="쉼표스테이 파트너센터" width="150">
</div>
${inner}
<div style="padding:22px 24px;background:#f7f7f7;font-size:12px;color:#999;line-height:1.8;">
본 메일은 발신 전용으로 회신되지 않습니다. 문의사항은 <a href="https://partner.swimpyostay.co.kr/cs" style="color:#666;">파트너 고객센터</a>를 이용해 주세요.<br>
(주)쉼표컴퍼니 | 대표이사 한지훈 | 서울특별시 강남구 테헤란로 427, 11층 | 사업자등록번호 214-88-40917<br>
파트너 고객센터 1670-3018 (평일 10:00~19:00) | 해외 숙소 +82-2-6952-3018<br>
© Swimpyo Company Corp. All rights reserved.
</div>
</div>
</body></html>`;
}

// ---------------------------------------------------------------- 軒先チャネル (channel manager)

function nokisaki(inner: string): string {
  return `<html lang="ja"><head><meta charset="utf-8"></head>
<body style="margin:0;padding:0;background:#eceae4;">
<table width="100%" cellpadding="0" cellspacing="0" border="0" bgcolor="#eceae4"><tr><td align="center" style="padding:20px 10px;">
<table width="580" cellpadding="0" cellspacing="0" border="0" bgcolor="#ffffff" style="font-family:'Noto Sans JP','Yu Gothic',sans-serif;color:#3a3a3a;">
<tr><td style="padding:16px 24px;background:#2c3e35;">
<img src="https://app.nokisaki.jp/assets/mail/nokisaki_logo_w.png" alt="軒先チャネル" width="120" height="24" style="display:block;">
</td></tr>
<tr><td style="padding:26px 24px;font-size:14px;line-height:1.85;">
${inner}
</td></tr>
<tr><td style="padding:16px 24px;font-size:11px;line-height:1.7;color:#999;border-top:1px solid #eee;">
軒先チャネル サポートデスク　support@nokisaki.jp ／ 050-3188-2207（10:00〜19:00 年中無休）<br>
<a href="https://help.nokisaki.jp/" style="color:#999;">ヘルプセンター</a>　<a href="https://nokisaki.jp/privacy" style="color:#999;">プライバシーポリシー</a>　<a href="https://status.nokisaki.jp/" style="color:#999;">稼働状況</a><br>
株式会社ノキサキ　〒604-8152 京都府京都市中京区烏丸通蛸薬師下ル手洗水町645
</td></tr>
</table></td></tr></table>
</body></html>`;
}

// ---------------------------------------------------------------- カザグルマペイ (card terminal)

function kazaguruma(pre: string, inner: string): string {
  return `<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Transitional//EN" "http://www.w3.org/TR/xhtml1/DTD/xhtml1-transitional.dtd">
<html xmlns="http://www.w3.org/1999/xhtml"><head><meta http-equiv="Content-Type" content="text/html; charset=UTF-8" /></head>
<body style="margin:0;padding:0;">
<div style="display:none;font-size:1px;line-height:1px;max-height:0;opacity:0;">${pre}</div>
<table width="100%" cellpadding="0" cellspacing="0" border="0"><tr><td align="center" bgcolor="#f4f1fb" style="padding:28px 0;">
<table width="560" cellpadding="0" cellspacing="0" border="0" style="background:#ffffff;border-radius:12px;">
<tr><td align="left" style="padding:26px 32px 0;"><img src="https://static.kazaguruma-pay.jp/mail/logo@2x.png" alt="KAZAGURUMA PAY" width="148" style="display:block;" /></td></tr>
<tr><td style="padding:20px 32px 30px;font-family:'Hiragino Sans','Meiryo',sans-serif;font-size:14px;line-height:24px;color:#2d2540;">
${inner}
</td></tr>
</table>
<table width="560" cellpadding="0" cellspacing="0" border="0"><tr><td style="padding:18px 32px;font-family:'Hiragino Sans','Meiryo',sans-serif;font-size:11px;line-height:18px;color:#8c84a0;">
カザグルマペイ 加盟店サポート 0120-962-418（9:00〜21:00・年中無休）<br />
<a href="https://support.kazaguruma-pay.jp/" style="color:#8c84a0;">よくある質問</a> ｜ <a href="https://kazaguruma-pay.jp/legal/merchant-terms" style="color:#8c84a0;">加盟店規約</a> ｜ <a href="https://kazaguruma-pay.jp/legal/privacy" style="color:#8c84a0;">プライバシーポリシー</a><br />
カザグルマペイ株式会社　〒106-0032 東京都港区六本木3-2-1 住友不動産六本木グランドタワー21F<br />
資金移動業者 関東財務局長 第00094号
</td></tr></table>
</td></tr></table>
</body></html>`;
}

const HOZUMI_FOOT = `━━━━━━━━━━━━━━━━━━━━━━━
穂積信用金庫　ほづみビジネスWeb ヘルプデスク
フリーダイヤル 0120-815-340
（平日 9:00〜17:00 ※土日祝・12/31〜1/3を除く）
https://www.hozumi-shinkin.jp/houjin/ib/
━━━━━━━━━━━━━━━━━━━━━━━
※このメールは送信専用アドレスから送信しています。
※当金庫が、メールでパスワードや暗証番号をお尋ねすることはありません。`;

// ---------------------------------------------------------------- 蔵人卸 (sake and food wholesaler)

const KURABITO_FOOT = `*************************************************
但馬の地酒と食材の業務卸　蔵人卸（くらうどおろし）
有限会社 蔵人商店
〒668-0025 兵庫県豊岡市幸町7-14
TEL 0796-22-3810　FAX 0796-22-3811
営業時間 8:00〜17:00（日曜定休）
https://order.kurabito-oroshi.co.jp/
*************************************************`;

// ---------------------------------------------------------------- Hakoniwa (website builder)

function hakoniwa(inner: string, lang: string): string {
  return `<!DOCTYPE html><html lang="${lang}"><head><meta charset="utf-8"><meta name="color-scheme" content="light"></head>
<body style="margin:0;padding:40px 0;background:#ffffff;font-family:-apple-system,BlinkMacSystemFont,'Segoe UI','Hiragino Sans',sans-serif;">
<table align="center" width="480" cellpadding="0" cellspacing="0" border="0" style="max-width:480px;">
<tr><td style="padding:0 0 28px;"><img src="https://hakoniwa.site/_mail/hakoniwa-mark.png" width="36" height="36" alt="Hakoniwa"></td></tr>
<tr><td style="font-size:15px;line-height:1.6;color:#1c1c1e;">
${inner}
</td></tr>
<tr><td style="padding:40px 0 0;font-size:12px;line-height:1.6;color:#9a9aa0;border-top:1px solid #f0f0f2;">
<a href="https://hakoniwa.site" style="color:#9a9aa0;">Hakoniwa</a> &middot; <a href="https://hakoniwa.site/help" style="color:#9a9aa0;">Help</a> &middot; <a href="https://x.com/hakoniwa_site" style="color:#9a9aa0;">X</a> &middot; <a href="https://www.instagram.com/hakoniwa.site/" style="color:#9a9aa0;">Instagram</a><br>
Hakoniwa K.K., 2-11-3 Meguro, Meguro-ku, Tokyo 153-0063
</td></tr>
</table>
</body></html>`;
}

// ---------------------------------------------------------------- TripLantern (review site)

function triplantern(pre: string, inner: string): string {
  return `<!DOCTYPE html>
<html><head><meta charset="UTF-8"><meta name="x-apple-disable-message-reformatting"></head>
<body style="margin:0;padding:0;background:#ffffff;">
<div style="display:none;max-height:0px;overflow:hidden;">${pre}</div>
<table role="presentation" width="100%" border="0" cellspacing="0" cellpadding="0"><tr><td align="center">
<table role="presentation" width="600" border="0" cellspacing="0" cellpadding="0" style="font-family:Arial,Helvetica,sans-serif;color:#1a1a1a;">
<tr><td style="padding:22px 24px;border-bottom:1px solid #e0e0e0;">
<a href="https://click.e.triplantern.com/?qs=8f1c2e9a04b7d6e3a1f0c5b2&amp;l=header"><img src="https://static.triplantern.com/email/tl-logo-amber.png" alt="TripLantern for Business" width="190" height="30" style="display:block;border:0;"></a>
</td></tr>
<tr><td style="padding:28px 24px;font-size:15px;line-height:22px;">
${inner}
</td></tr>
<tr><td style="padding:24px;background:#f2f2f2;font-size:11px;line-height:17px;color:#6b6b6b;">
This email was sent to okami@yado-kawasemi.jp because you are a verified representative of a business on TripLantern.<br>
<a href="https://click.e.triplantern.com/?qs=8f1c2e9a04b7d6e3a1f0c5b2&amp;l=prefs" style="color:#6b6b6b;">Manage email preferences</a> |
<a href="https://www.triplantern.com/legal/privacy" style="color:#6b6b6b;">Privacy and Cookies Statement</a> |
<a href="https://www.triplantern.com/business/help" style="color:#6b6b6b;">Help Center</a><br>
&copy; 2026 TripLantern LLC. All rights reserved. 1180 Harbor Point Blvd, Suite 400, Boston, MA 02210, USA
</td></tr>
</table></td></tr></table>
</body></html>`;
}

// ---------------------------------------------------------------- 朝霧電力 (power company)

const ASAGIRI_FOOT = `────────────────────
朝霧電力株式会社　お客さまセンター
0120-587-303（9:00〜18:00 日祝・年末年始を除く）
あさぎりWeb https://my.asagiri-denryoku.co.jp/
────────────────────
※本メールは送信専用アドレスから配信しております。`;

function asagiri(inner: string): string {
  return `<html><head><meta charset="utf-8"></head>
<body style="margin:0;padding:0;background:#eef5f2;">
<table width="100%" cellpadding="0" cellspacing="0" border="0"><tr><td align="center" style="padding:20px 6px;">
<table width="600" cellpadding="0" cellspacing="0" border="0" style="background:#ffffff;font-family:'Hiragino Kaku Gothic ProN','メイリオ',Meiryo,sans-serif;color:#333;">
<tr><td style="padding:16px 22px;border-bottom:2px solid #1f8a70;">
<table width="100%" cellpadding="0" cellspacing="0" border="0"><tr>
<td><img src="https://my.asagiri-denryoku.co.jp/static/mail/logo.gif" alt="朝霧電力" width="128" height="30"></td>
<td align="right" style="font-size:12px;color:#1f8a70;">あさぎりWeb</td></tr></table>
</td></tr>
<tr><td style="padding:24px 22px;font-size:14px;line-height:1.8;">
${inner}
</td></tr>
<tr><td style="padding:16px 22px;background:#f4f7f6;font-size:11px;line-height:1.7;color:#777;">
朝霧電力株式会社　お客さまセンター 0120-587-303（9:00〜18:00 日祝・年末年始を除く）<br>
<a href="https://www.asagiri-denryoku.co.jp/faq/" style="color:#1f8a70;">よくあるご質問</a>　<a href="https://www.asagiri-denryoku.co.jp/privacy/" style="color:#1f8a70;">個人情報の取扱い</a>　<a href="https://my.asagiri-denryoku.co.jp/settings/mail" style="color:#1f8a70;">メール配信設定</a><br>
〒670-0012 兵庫県姫路市本町68-290　小売電気事業者登録番号 A0719
</td></tr>
</table></td></tr></table>
</body></html>`;
}

// ---------------------------------------------------------------- Singgah Mitra (Indonesian OTA)

function singgah(inner: string): string {
  return `<!DOCTYPE html><html lang="id"><head><meta charset="utf-8"></head>
<body style="margin:0;background:#f0f4fa;font-family:Roboto,Arial,sans-serif;">
<table width="100%" cellpadding="0" cellspacing="0" border="0"><tr><td align="center" style="padding:24px 8px;">
<table width="560" cellpadding="0" cellspacing="0" border="0" style="background:#ffffff;border-radius:8px;">
<tr><td style="padding:20px 28px;border-bottom:1px solid #e6ebf2;"><img src="https://cdn.singgah.co.id/mitra/email/logo-mitra.png" alt="Singgah Mitra" width="140"></td></tr>
<tr><td style="padding:26px 28px;font-size:14px;line-height:22px;color:#283446;">
${inner}
</td></tr>
<tr><td style="padding:18px 28px;background:#f7f9fc;font-size:11px;line-height:18px;color:#8492a6;border-radius:0 0 8px 8px;">
Email ini dikirim otomatis, mohon tidak membalas.<br>
Butuh bantuan? <a href="https://mitra.singgah.co.id/bantuan" style="color:#1565d8;">Pusat Bantuan Mitra</a> &middot; WhatsApp +62 811-1960-4422<br>
PT Singgah Nusantara Digital, Jl. Prof. Dr. Satrio Kav. 18, Jakarta Selatan 12940<br>
<a href="https://www.instagram.com/singgah.id"><img src="https://cdn.singgah.co.id/mitra/email/ic-ig.png" alt="Instagram" width="20"></a>
<a href="https://www.facebook.com/singgah.id"><img src="https://cdn.singgah.co.id/mitra/email/ic-fb.png" alt="Facebook" width="20"></a>
</td></tr>
</table></td></tr></table>
</body></html>`;
}

// ---------------------------------------------------------------- 环宇收款 (cross-border QR acquirer)

function huanyu(inner: string): string {
  return `<html><head><meta charset="utf-8"></head>
<body style="margin:0;padding:0;background:#ffffff;">
<table width="600" align="center" cellpadding="0" cellspacing="0" border="0" style="font-family:'PingFang SC','Hiragino Sans GB','Microsoft YaHei',sans-serif;color:#262626;">
<tr><td style="padding:24px 0 16px;border-bottom:1px solid #f0f0f0;">
<img src="https://img.huanyupay.com/mail/logo_cn_en.png" alt="环宇收款 HuanyuPay Merchant" height="28">
</td></tr>
<tr><td style="padding:28px 0;font-size:14px;line-height:24px;">
${inner}
</td></tr>
<tr><td style="padding:16px 0;border-top:1px solid #f0f0f0;font-size:12px;line-height:20px;color:#8c8c8c;">
本邮件由系统发出，请勿回复。日本商户服务专线：050-5806-3921（日语／中文，10:00–19:00）<br>
<a href="https://merchant.huanyupay.com/help" style="color:#8c8c8c;">帮助中心</a> · <a href="https://www.huanyupay.com/legal/privacy" style="color:#8c8c8c;">隐私政策</a><br>
环宇支付科技（香港）有限公司　香港九龙观塘道388号创纪之城一期19楼
</td></tr>
</table>
</body></html>`;
}

// ---------------------------------------------------------------- Roomkit Direct (website booking engine)

function roomkit(inner: string): string {
  return `<!DOCTYPE html>
<html xmlns="http://www.w3.org/1999/xhtml"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"></head>
<body style="margin:0;padding:0;background:#f6f6f9;">
<table role="presentation" width="100%" cellspacing="0" cellpadding="0" border="0" style="background:#f6f6f9;"><tr><td align="center" style="padding:32px 12px;">
<table role="presentation" width="100%" cellspacing="0" cellpadding="0" border="0" style="max-width:540px;">
<tr><td style="padding:0 0 18px;"><img src="https://assets.roomkit.io/email/roomkit-direct-logo.png" alt="Roomkit Direct" width="138" height="26"></td></tr>
<tr><td style="background:#ffffff;border:1px solid #e7e7ee;border-radius:6px;padding:30px;font-family:'Segoe UI',Roboto,Helvetica,Arial,sans-serif;font-size:15px;line-height:1.55;color:#20202a;">
${inner}
</td></tr>
<tr><td style="padding:18px 4px;font-family:'Segoe UI',Roboto,Helvetica,Arial,sans-serif;font-size:12px;line-height:1.6;color:#8b8b99;">
Roomkit Ltd &middot; Level 3, 20 Wharf Street, Auckland 1010, New Zealand<br>
<a href="https://links.roomkit.io/u/click?_t=b81f0e&amp;_r=https%3A%2F%2Fsupport.roomkit.io" style="color:#8b8b99;">Support</a> &middot;
<a href="https://roomkit.io/legal/privacy" style="color:#8b8b99;">Privacy</a> &middot;
<a href="https://status.roomkit.io" style="color:#8b8b99;">Status</a>
</td></tr>
</table></td></tr></table>
<img src="https://links.roomkit.io/u/open?_t=b81f0e" width="1" height="1" alt="" style="display:block;">
</body></html>`;
}

export const mails: Mail[] = [
  // ============================================================ 旅そら
  {
    family: "tabisora-partner",
    group: "regional",
    lang: "ja",
    kind: "login-code",
    code: "740318",
    link: null,
    from: "旅そら パートナー <no-reply@partner.tabisora.jp>",
    to: TO,
    subject: "【旅そら】管理画面へのログイン確認コード",
    date: dt("2026-09-02 06:48:13"),
    enc: "qp",
    text: `宿 かわせみ　ご担当者様

いつも旅そらをご利用いただきありがとうございます。
パートナー管理画面へのログインを受け付けました。
以下の確認コードをログイン画面に入力してください。

確認コード：740318

有効期限：2026年9月2日 06:58（発行から10分間）

ログインID：yado-kawasemi
アクセス元：Chrome / Windows（日本）

このコードを旅そらの社員がお電話やメールでお尋ねすることはありません。
お心当たりのない場合は、第三者がログインを試みた可能性があります。
パスワードを変更のうえ、パートナーサポートまでご連絡ください。

${TABISORA_FOOT}`,
    html: tabisora(
      "確認コード 740318 をログイン画面に入力してください",
      `<tr><td style="padding:28px;font-family:'Hiragino Kaku Gothic ProN',Meiryo,sans-serif;font-size:14px;line-height:1.9;color:#333;">
<p style="margin:0 0 14px;">宿 かわせみ　ご担当者様</p>
<p style="margin:0 0 14px;">いつも旅そらをご利用いただきありがとうございます。<br>パートナー管理画面へのログインを受け付けました。以下の確認コードをログイン画面に入力してください。</p>
<table role="presentation" cellpadding="0" cellspacing="0" border="0" width="100%" style="margin:8px 0 18px;">
<tr><td align="center" style="background:#eef6fb;padding:20px;">
<div style="font-size:12px;color:#666;">確認コード</div>
<div style="font-size:34px;font-weight:bold;letter-spacing:10px;color:#0a7cc1;font-family:Menlo,Consolas,monospace;">740318</div>
<div style="font-size:12px;color:#666;">有効期限：2026年9月2日 06:58（発行から10分間）</div>
</td></tr></table>
<table role="presentation" cellpadding="4" cellspacing="0" border="0" style="font-size:13px;color:#555;">
<tr><td>ログインID</td><td>：yado-kawasemi</td></tr>
<tr><td>アクセス元</td><td>：Chrome / Windows（日本）</td></tr>
</table>
<p style="margin:18px 0 0;font-size:12px;color:#777;">このコードを旅そらの社員がお電話やメールでお尋ねすることはありません。お心当たりのない場合は、パスワードを変更のうえ<a href="https://partner.tabisora.jp/help/contact" style="color:#0a7cc1;">パートナーサポート</a>までご連絡ください。</p>
</td></tr>`,
    ),
  },
  {
    family: "tabisora-partner",
    group: "regional",
    lang: "ja",
    kind: "booking-new",
    code: null,
    link: null,
    from: "旅そら 予約通知 <yoyaku-tsuchi@partner.tabisora.jp>",
    to: TO,
    subject: "【旅そら】新規予約のお知らせ（予約番号：TS26091187342）",
    date: dt("2026-09-04 21:17:40"),
    enc: "b64",
    text: `宿 かわせみ　ご担当者様

旅そらで新しいご予約が入りました。内容をご確認ください。

■予約番号　　：TS26091187342
■予約受付日時：2026年9月4日 21:17
■宿泊日　　　：2026年10月17日（土）〜 2泊
■部屋タイプ　：【離れ】露天風呂付き和室「せせらぎ」
■プラン　　　：【秋の味覚】松茸と但馬牛の会席プラン（2食付）
■人数　　　　：大人2名
■宿泊者名　　：ワン シウメイ（WANG XIUMEI）様
■電話番号　　：+852-9317-2046
■到着予定時刻：15:30
■お支払方法　：現地決済
■合計金額　　：96,800円（税込・入湯税別 150円/人泊）

【ご要望・連絡事項】
夫の誕生日なので、可能であればケーキを用意していただけますか。

予約の詳細は管理画面の「予約一覧」からもご確認いただけます。
https://partner.tabisora.jp/reservations?id=TS26091187342

${TABISORA_FOOT}`,
    html: tabisora(
      "10月17日から2泊、大人2名様のご予約です",
      `<tr><td style="padding:28px;font-family:'Hiragino Kaku Gothic ProN',Meiryo,sans-serif;font-size:14px;line-height:1.8;color:#333;">
<p style="margin:0 0 12px;">宿 かわせみ　ご担当者様</p>
<p style="margin:0 0 18px;">旅そらで新しいご予約が入りました。内容をご確認ください。</p>
<table role="presentation" width="100%" cellpadding="8" cellspacing="0" border="1" bordercolor="#e3e7eb" style="border-collapse:collapse;font-size:13px;">
<tr><th align="left" width="32%" style="background:#f5f8fa;font-weight:normal;">予約番号</th><td><b>TS26091187342</b></td></tr>
<tr><th align="left" style="background:#f5f8fa;font-weight:normal;">予約受付日時</th><td>2026年9月4日 21:17</td></tr>
<tr><th align="left" style="background:#f5f8fa;font-weight:normal;">宿泊日</th><td>2026年10月17日（土）〜 2泊</td></tr>
<tr><th align="left" style="background:#f5f8fa;font-weight:normal;">部屋タイプ</th><td>【離れ】露天風呂付き和室「せせらぎ」</td></tr>
<tr><th align="left" style="background:#f5f8fa;font-weight:normal;">プラン</th><td>【秋の味覚】松茸と但馬牛の会席プラン（2食付）</td></tr>
<tr><th align="left" style="background:#f5f8fa;font-weight:normal;">人数</th><td>大人2名</td></tr>
<tr><th align="left" style="background:#f5f8fa;font-weight:normal;">宿泊者名</th><td>ワン シウメイ（WANG XIUMEI）様</td></tr>
<tr><th align="left" style="background:#f5f8fa;font-weight:normal;">電話番号</th><td>+852-9317-2046</td></tr>
<tr><th align="left" style="background:#f5f8fa;font-weight:normal;">到着予定時刻</th><td>15:30</td></tr>
<tr><th align="left" style="background:#f5f8fa;font-weight:normal;">お支払方法</th><td>現地決済</td></tr>
<tr><th align="left" style="background:#f5f8fa;font-weight:normal;">合計金額</th><td><b>96,800円</b>（税込・入湯税別 150円/人泊）</td></tr>
</table>
<p style="margin:18px 0 6px;font-weight:bold;">ご要望・連絡事項</p>
<p style="margin:0 0 18px;padding:10px 12px;background:#fffbe8;">夫の誕生日なので、可能であればケーキを用意していただけますか。</p>
<p style="margin:0;"><a href="https://partner.tabisora.jp/reservations?id=TS26091187342" style="color:#0a7cc1;">管理画面で予約詳細を見る ›</a></p>
</td></tr>`,
    ),
  },
  {
    family: "tabisora-partner",
    group: "regional",
    lang: "ja",
    kind: "booking-cancelled",
    code: null,
    link: null,
    from: "旅そら 予約通知 <yoyaku-tsuchi@partner.tabisora.jp>",
    to: TO,
    subject: "【旅そら】予約キャンセルのお知らせ（予約番号：TS26090954118）",
    date: dt("2026-09-21 11:02:55"),
    text: `宿 かわせみ　ご担当者様

以下のご予約がキャンセルされました。

予約番号　　：TS26090954118
キャンセル日時：2026年9月21日 11:02
宿泊日　　　：2026年9月26日（土）1泊
部屋タイプ　：本館 和室10畳（山側）
人数　　　　：大人3名
宿泊者名　　：カトウ ユウスケ 様
キャンセル理由：体調不良のため（お客様入力）
キャンセル料：10,890円（宿泊5日前・宿泊料金の30%）

キャンセル料はオンラインカード決済から自動で精算されます。
月末締めの精算明細に反映されますので、別途ご請求の必要はありません。

${TABISORA_FOOT}`,
    html: null,
  },

  // ============================================================ Stayloom
  {
    family: "stayloom",
    group: "consumer",
    lang: "en",
    kind: "login-code",
    code: "582196",
    link: null,
    from: "Stayloom Partner Hub <security@partners.stayloom.com>",
    to: TO_EN,
    subject: "Your Partner Hub verification code",
    date: dt("2026-09-03 08:31:07"),
    enc: "qp",
    text: `Hi Chiaki,

Use the code below to finish signing in to Stayloom Partner Hub.

    582 196

This code expires in 15 minutes. Don't share it with anyone - Stayloom staff will never ask you for it.

Sign-in attempt details
Property: Yado Kawasemi (ID 8841207)
Device: Safari on iPhone
Location: Hyogo, Japan (approximate)

Didn't try to sign in? Change your password right away and contact Partner Support: https://partners.stayloom.com/help/contact

Stayloom Pte. Ltd., 71 Robinson Road #14-01, Singapore 068895`,
    html: stayloom(
      "Your code is 582 196. It expires in 15 minutes.",
      `<h1 style="font-size:22px;line-height:30px;margin:18px 0 12px;">Your verification code</h1>
<p style="margin:0 0 18px;">Hi Chiaki, use the code below to finish signing in to Stayloom Partner Hub.</p>
<table cellpadding="0" cellspacing="6" border="0" style="margin:0 0 18px;"><tr>
<td style="width:40px;height:52px;text-align:center;font-size:28px;font-weight:700;background:#f3ede5;border-radius:6px;">5</td>
<td style="width:40px;height:52px;text-align:center;font-size:28px;font-weight:700;background:#f3ede5;border-radius:6px;">8</td>
<td style="width:40px;height:52px;text-align:center;font-size:28px;font-weight:700;background:#f3ede5;border-radius:6px;">2</td>
<td style="width:12px;"></td>
<td style="width:40px;height:52px;text-align:center;font-size:28px;font-weight:700;background:#f3ede5;border-radius:6px;">1</td>
<td style="width:40px;height:52px;text-align:center;font-size:28px;font-weight:700;background:#f3ede5;border-radius:6px;">9</td>
<td style="width:40px;height:52px;text-align:center;font-size:28px;font-weight:700;background:#f3ede5;border-radius:6px;">6</td>
</tr></table>
<p style="margin:0 0 18px;">This code expires in 15 minutes. Don't share it with anyone &ndash; Stayloom staff will never ask you for it.</p>
<table cellpadding="0" cellspacing="0" border="0" width="100%" style="font-size:13px;line-height:20px;color:#5f5850;border-top:1px solid #eee5da;">
<tr><td style="padding:12px 0 2px;"><b>Property</b></td><td style="padding:12px 0 2px;">Yado Kawasemi (ID 8841207)</td></tr>
<tr><td style="padding:2px 0;"><b>Device</b></td><td>Safari on iPhone</td></tr>
<tr><td style="padding:2px 0;"><b>Location</b></td><td>Hyogo, Japan (approximate)</td></tr>
</table>
<p style="margin:18px 0 0;font-size:13px;color:#5f5850;">Didn't try to sign in? <a href="https://partners.stayloom.com/help/contact" style="color:#b5562b;">Contact Partner Support</a> and change your password.</p>`,
      "You're receiving this security email because a sign-in to your Partner Hub account was started.",
    ),
  },
  {
    family: "stayloom",
    group: "consumer",
    lang: "en",
    kind: "invite-link",
    code: null,
    link: "https://email.stayloom.com/ls/click?upn=u001.Hq8dK2mZ-2FInvAcc-3D-3DwQk7_Yt2r9LpX0b&src=cta",
    from: "Stayloom Partner Hub <partners@stayloom.com>",
    to: TO_EN,
    subject: "Ryo Morita added you to Yado Kawasemi on Stayloom",
    date: dt("2026-09-10 14:05:32"),
    enc: "qp",
    text: `Hi,

Ryo Morita (ryo.morita@yado-kawasemi.jp) has invited you to help manage Yado Kawasemi (property ID 8841207) on Stayloom Partner Hub.

Your role: Property administrator
You'll be able to: manage rates and availability, reply to guest messages, view payouts and invoices, and add other users.

Accept the invitation:
https://email.stayloom.com/ls/click?upn=u001.Hq8dK2mZ-2FInvAcc-3D-3DwQk7_Yt2r9LpX0b&src=cta

The invitation is valid for 7 days. If you don't have a Stayloom account yet, you'll be asked to create one with this email address.

Not expecting this? You can ignore this email; nothing will change until you accept.

Stayloom Pte. Ltd., 71 Robinson Road #14-01, Singapore 068895`,
    html: stayloom(
      "Ryo Morita invited you to manage Yado Kawasemi.",
      `<h1 style="font-size:22px;line-height:30px;margin:18px 0 12px;">You've been invited to manage a property</h1>
<p style="margin:0 0 16px;"><b>Ryo Morita</b> (ryo.morita@yado-kawasemi.jp) has invited you to help manage <b>Yado Kawasemi</b> (property ID 8841207) on Stayloom Partner Hub.</p>
<table cellpadding="0" cellspacing="0" border="0" width="100%" style="background:#f8f4ee;border-radius:8px;margin:0 0 20px;"><tr><td style="padding:14px 18px;font-size:14px;">
<b>Your role:</b> Property administrator<br>
Manage rates and availability, reply to guest messages, view payouts and invoices, and add other users.
</td></tr></table>
<table cellpadding="0" cellspacing="0" border="0"><tr><td bgcolor="#b5562b" style="border-radius:24px;">
<a href="https://email.stayloom.com/ls/click?upn=u001.Hq8dK2mZ-2FInvAcc-3D-3DwQk7_Yt2r9LpX0b&amp;src=cta" style="display:inline-block;padding:13px 30px;color:#ffffff;font-weight:600;text-decoration:none;">Accept invitation</a>
</td></tr></table>
<p style="margin:20px 0 0;font-size:13px;color:#5f5850;">The invitation is valid for 7 days. If you don't have a Stayloom account yet, you'll be asked to create one with this email address. Not expecting this? Ignore this email &ndash; nothing changes until you accept.</p>`,
      "You're receiving this email because someone added you as a user of a property on Stayloom.",
    ),
  },
  {
    family: "stayloom",
    group: "consumer",
    lang: "en",
    kind: "booking-new",
    code: null,
    link: null,
    from: "Stayloom Reservations <reservations@partners.stayloom.com>",
    to: TO_EN,
    subject: "New booking: Tan Wei Jie, 3 Oct - 5 Oct (SLM-4471-920385)",
    date: dt("2026-09-13 02:44:18"),
    text: `New booking for Yado Kawasemi

Confirmation: SLM-4471-920385
Guest: Tan Wei Jie (Singapore)
Check-in: Sat, 3 Oct 2026 (from 15:00)
Check-out: Mon, 5 Oct 2026 (by 10:00)
Nights: 2
Guests: 2 adults, 1 child (age 6)
Room: Japanese-style Room with Garden View - Breakfast and Dinner

Room total: JPY 71,500
Stayloom commission (15%): JPY 10,725
Expected payout: JPY 60,775 on 8 Oct 2026 to bank account ending 4821

Guest request: "We will arrive by train to Yunohara station around 16:20, is pick-up possible?"

See booking: https://partners.stayloom.com/reservations/SLM-4471-920385
Reply to guest: https://partners.stayloom.com/inbox?thread=SLM-4471-920385

Stayloom Pte. Ltd., 71 Robinson Road #14-01, Singapore 068895`,
    html: stayloom(
      "Tan Wei Jie booked 2 nights from 3 Oct.",
      `<p style="margin:18px 0 4px;font-size:13px;color:#8a837a;">Yado Kawasemi</p>
<h1 style="font-size:22px;line-height:30px;margin:0 0 16px;">New booking &#127881;</h1>
<table cellpadding="0" cellspacing="0" border="0" width="100%" style="font-size:14px;line-height:22px;">
<tr><td width="40%" style="color:#8a837a;padding:4px 0;">Confirmation</td><td style="padding:4px 0;">SLM-4471-920385</td></tr>
<tr><td style="color:#8a837a;padding:4px 0;">Guest</td><td>Tan Wei Jie &middot; Singapore</td></tr>
<tr><td style="color:#8a837a;padding:4px 0;">Check-in</td><td>Sat, 3 Oct 2026 (from 15:00)</td></tr>
<tr><td style="color:#8a837a;padding:4px 0;">Check-out</td><td>Mon, 5 Oct 2026 (by 10:00)</td></tr>
<tr><td style="color:#8a837a;padding:4px 0;">Guests</td><td>2 adults, 1 child (age 6)</td></tr>
<tr><td style="color:#8a837a;padding:4px 0;">Room</td><td>Japanese-style Room with Garden View &ndash; Breakfast and Dinner</td></tr>
</table>
<table cellpadding="0" cellspacing="0" border="0" width="100%" style="font-size:14px;line-height:22px;margin-top:14px;border-top:1px solid #eee5da;">
<tr><td style="padding:10px 0 2px;">Room total</td><td align="right" style="padding:10px 0 2px;">JPY 71,500</td></tr>
<tr><td style="padding:2px 0;">Commission (15%)</td><td align="right">&minus;JPY 10,725</td></tr>
<tr><td style="padding:2px 0;"><b>Expected payout</b></td><td align="right"><b>JPY 60,775</b></td></tr>
<tr><td colspan="2" style="font-size:12px;color:#8a837a;">Paid on 8 Oct 2026 to bank account &bull;&bull;&bull;&bull; 4821</td></tr>
</table>
<p style="margin:18px 0;padding:12px 14px;background:#f8f4ee;border-left:3px solid #b5562b;font-size:14px;">&ldquo;We will arrive by train to Yunohara station around 16:20, is pick-up possible?&rdquo;</p>
<a href="https://partners.stayloom.com/reservations/SLM-4471-920385" style="color:#b5562b;font-weight:600;">See booking</a> &nbsp;&middot;&nbsp;
<a href="https://partners.stayloom.com/inbox?thread=SLM-4471-920385" style="color:#b5562b;font-weight:600;">Reply to guest</a>`,
      "You're receiving this because you manage Yado Kawasemi on Stayloom.",
    ),
  },
  {
    family: "stayloom",
    group: "consumer",
    lang: "en",
    kind: "review-new",
    code: null,
    link: null,
    from: "Stayloom Partner Hub <partners@stayloom.com>",
    to: TO_EN,
    subject: "You have a new 9.6 review from Priya",
    date: dt("2026-10-09 10:12:45"),
    enc: "b64",
    text: `A guest reviewed their stay

Priya S. (India) stayed 5-7 Oct 2026 - Couple
Score: 9.6 / 10 - Exceptional

"The outdoor bath at night with the sound of the river was the highlight of our whole Japan trip. Dinner was a work of art. Only small thing: the stairs to the annex are steep with luggage."

Cleanliness 10 · Staff 10 · Location 9 · Value 9.5 · Comfort 9.5

Replying to reviews helps future guests choose you. Public replies appear under the review within 48 hours.
Reply now: https://partners.stayloom.com/reviews/rv_7f31c0a2

Your property score: 9.3 (214 reviews)

Stayloom Pte. Ltd., 71 Robinson Road #14-01, Singapore 068895`,
    html: stayloom(
      "“The outdoor bath at night with the sound of the river was the highlight…”",
      `<h1 style="font-size:22px;line-height:30px;margin:18px 0 6px;">A guest reviewed their stay</h1>
<p style="margin:0 0 16px;color:#8a837a;font-size:13px;">Priya S. (India) &middot; stayed 5&ndash;7 Oct 2026 &middot; Couple</p>
<table cellpadding="0" cellspacing="0" border="0"><tr>
<td style="background:#2f6b4f;color:#fff;font-size:20px;font-weight:700;padding:8px 12px;border-radius:6px 6px 6px 0;">9.6</td>
<td style="padding-left:10px;font-weight:600;">Exceptional</td></tr></table>
<p style="margin:16px 0;font-size:15px;font-style:italic;">&ldquo;The outdoor bath at night with the sound of the river was the highlight of our whole Japan trip. Dinner was a work of art. Only small thing: the stairs to the annex are steep with luggage.&rdquo;</p>
<p style="margin:0 0 18px;font-size:13px;color:#5f5850;">Cleanliness 10 &middot; Staff 10 &middot; Location 9 &middot; Value 9.5 &middot; Comfort 9.5</p>
<p style="margin:0 0 14px;font-size:14px;">Replying to reviews helps future guests choose you.</p>
<a href="https://partners.stayloom.com/reviews/rv_7f31c0a2" style="display:inline-block;padding:11px 24px;border:1px solid #b5562b;border-radius:24px;color:#b5562b;text-decoration:none;font-weight:600;">Reply to review</a>
<p style="margin:20px 0 0;font-size:13px;color:#8a837a;">Your property score: 9.3 (214 reviews)</p>`,
      "You're receiving this because you manage Yado Kawasemi on Stayloom.",
    ),
  },

  // ============================================================ 游佳旅行
  {
    family: "youjia-lvxing",
    group: "regional",
    lang: "zh",
    kind: "login-code",
    code: "316907",
    link: null,
    from: "游佳旅行商家中心 <ebk-noreply@mail.youjialvxing.cn>",
    to: TO,
    subject: "【游佳旅行】商家中心登录验证码",
    date: dt("2026-09-05 09:26:51"),
    enc: "b64",
    text: `尊敬的合作伙伴：

您正在登录游佳旅行商家中心（酒店ID：JP-2208817，宿 かわせみ），本次登录验证码为：

316907

验证码5分钟内有效，请勿泄露给他人。游佳工作人员不会以任何理由向您索取验证码。
如非本人操作，请立即修改密码或致电商家服务热线 400-820-6631。

游佳旅行 商家中心
2026-09-05 08:26（北京时间）`,
    html: youjia(`<p style="margin:0 0 12px;">尊敬的合作伙伴：</p>
<p style="margin:0 0 12px;">您正在登录游佳旅行商家中心（酒店ID：JP-2208817，宿 かわせみ），本次登录验证码为：</p>
<p style="margin:18px 0;text-align:center;"><span style="display:inline-block;padding:10px 26px;border:1px dashed #ff6a00;background:#fff7f0;font-size:30px;font-weight:bold;color:#ff6a00;letter-spacing:6px;">316907</span></p>
<p style="margin:0 0 12px;">验证码<span style="color:#ff6a00;">5分钟</span>内有效，请勿泄露给他人。游佳工作人员不会以任何理由向您索取验证码。</p>
<p style="margin:0;color:#999999;font-size:12px;">如非本人操作，请立即<a href="https://ebk.youjialvxing.cn/account/security" style="color:#ff6a00;">修改密码</a>或致电商家服务热线 400-820-6631。</p>
<p style="margin:20px 0 0;color:#999999;font-size:12px;">2026-09-05 08:26（北京时间）</p>`),
  },
  {
    family: "youjia-lvxing",
    group: "regional",
    lang: "zh",
    kind: "order-new",
    code: null,
    link: null,
    from: "游佳旅行商家中心 <ebk-noreply@mail.youjialvxing.cn>",
    to: TO,
    subject: "【新订单】YJ2609148831207 入住10月24日 宿 かわせみ",
    date: dt("2026-09-14 23:51:09"),
    text: `【游佳旅行】新订单提醒

宿 かわせみ 您好，您有一笔新的预付订单，请及时确认。

订单号：YJ2609148831207
入住/离店：2026-10-24 至 2026-10-25（1晚）
房型：和室 带私汤（含早晚餐）
间数：1间
入住人：LI/HAORAN、ZHOU/MENGYAO
入住人数：2成人
底价合计：JPY 52,000
特殊要求：希望安排高楼层；晚餐需要一份无海鲜的餐食（海鲜过敏）

请于30分钟内在商家中心确认订单，超时未确认系统将自动确认。
确认订单：https://ebk.youjialvxing.cn/order/detail?orderId=YJ2609148831207

商家服务热线：400-820-6631`,
    html: youjia(`<p style="margin:0 0 8px;font-size:16px;font-weight:bold;">新订单提醒</p>
<p style="margin:0 0 16px;">宿 かわせみ 您好，您有一笔新的<span style="color:#ff6a00;">预付</span>订单，请及时确认。</p>
<table width="100%" border="0" cellspacing="0" cellpadding="6" style="font-size:13px;border:1px solid #eeeeee;">
<tr bgcolor="#fafafa"><td width="28%" style="color:#999;">订单号</td><td>YJ2609148831207</td></tr>
<tr><td style="color:#999;">入住/离店</td><td>2026-10-24 至 2026-10-25（1晚）</td></tr>
<tr bgcolor="#fafafa"><td style="color:#999;">房型</td><td>和室 带私汤（含早晚餐）</td></tr>
<tr><td style="color:#999;">间数</td><td>1间</td></tr>
<tr bgcolor="#fafafa"><td style="color:#999;">入住人</td><td>LI/HAORAN、ZHOU/MENGYAO</td></tr>
<tr><td style="color:#999;">入住人数</td><td>2成人</td></tr>
<tr bgcolor="#fafafa"><td style="color:#999;">底价合计</td><td><b style="color:#ff6a00;">JPY 52,000</b></td></tr>
<tr><td style="color:#999;">特殊要求</td><td>希望安排高楼层；晚餐需要一份无海鲜的餐食（海鲜过敏）</td></tr>
</table>
<p style="margin:16px 0;">请于30分钟内在商家中心确认订单，超时未确认系统将自动确认。</p>
<p style="margin:0;"><a href="https://ebk.youjialvxing.cn/order/detail?orderId=YJ2609148831207" style="display:inline-block;background:#ff6a00;color:#ffffff;padding:8px 22px;text-decoration:none;border-radius:3px;">查看订单</a></p>`),
  },
  {
    family: "youjia-lvxing",
    group: "regional",
    lang: "zh",
    kind: "settlement-statement",
    code: null,
    link: null,
    from: "游佳旅行财务中心 <settlement@mail.youjialvxing.cn>",
    to: TO,
    subject: "游佳旅行 2026年9月结算单（JP-2208817）",
    date: dt("2026-10-06 15:30:00"),
    text: `尊敬的合作伙伴：

贵酒店2026年9月（2026-09-01至2026-09-30离店订单）结算单已生成，详见附件。

结算订单数：11笔
应结金额：JPY 468,600
扣除：退改调整 JPY -12,000
实际结算金额：JPY 456,600
预计付款日：2026-10-15
收款账户：穂積信用金庫 ****4821

如对结算单有疑问，请于2026-10-12前在商家中心「财务-结算单」中提出异议，逾期视为确认。

游佳旅行 财务中心`,
    html: youjia(`<p style="margin:0 0 12px;">尊敬的合作伙伴：</p>
<p style="margin:0 0 16px;">贵酒店<b>2026年9月</b>（2026-09-01至2026-09-30离店订单）结算单已生成，详见附件。</p>
<table width="100%" border="0" cellspacing="0" cellpadding="6" style="font-size:13px;">
<tr><td style="color:#999;">结算订单数</td><td align="right">11笔</td></tr>
<tr><td style="color:#999;">应结金额</td><td align="right">JPY 468,600</td></tr>
<tr><td style="color:#999;">退改调整</td><td align="right">JPY -12,000</td></tr>
<tr style="border-top:1px solid #eee;"><td><b>实际结算金额</b></td><td align="right"><b style="color:#ff6a00;">JPY 456,600</b></td></tr>
<tr><td style="color:#999;">预计付款日</td><td align="right">2026-10-15</td></tr>
<tr><td style="color:#999;">收款账户</td><td align="right">穂積信用金庫 ****4821</td></tr>
</table>
<p style="margin:16px 0 0;color:#666;">如对结算单有疑问，请于2026-10-12前在商家中心「<a href="https://ebk.youjialvxing.cn/finance/statements" style="color:#ff6a00;">财务-结算单</a>」中提出异议，逾期视为确认。</p>`),
    attachment: [
      "YJ_Settlement_JP-2208817_202609.pdf",
      "application/pdf",
      "%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj\n3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n",
    ],
  },

  // ============================================================ 쉼표스테이
  {
    family: "swimpyo-stay",
    group: "regional",
    lang: "ko",
    kind: "login-code",
    code: "483920",
    link: null,
    from: "쉼표스테이 파트너센터 <noreply@partner.swimpyostay.co.kr>",
    to: TO,
    subject: "[쉼표스테이] 파트너센터 로그인 인증번호 안내",
    date: dt("2026-09-08 13:40:26"),
    enc: "qp",
    text: `[쉼표스테이 파트너센터]

안녕하세요, 야도 카와세미 파트너님.
새로운 기기에서 파트너센터 로그인이 요청되어 인증번호를 보내드립니다.

인증번호: [483920]

인증번호는 발송 후 3분간 유효합니다.
본인이 요청하지 않은 경우 즉시 비밀번호를 변경하시고 파트너 고객센터(1670-3018)로 연락해 주세요.

요청 일시: 2026.09.08 13:40 (KST)
접속 환경: Chrome / macOS`,
    html: swimpyo(`<div style="padding:32px 24px;">
<h2 style="margin:0 0 18px;font-size:22px;">로그인 인증번호 안내</h2>
<p style="margin:0 0 20px;font-size:15px;line-height:1.7;">안녕하세요, <b>야도 카와세미</b> 파트너님.<br>새로운 기기에서 파트너센터 로그인이 요청되어 인증번호를 보내드립니다.</p>
<table cellpadding="0" cellspacing="0" border="0" width="100%" style="border:1px solid #e5e5e5;"><tr><td style="padding:22px;text-align:center;">
<p style="margin:0 0 6px;font-size:13px;color:#888;">인증번호</p>
<p style="margin:0;font-size:32px;font-weight:700;color:#5b3df5;letter-spacing:4px;">483920</p>
</td></tr></table>
<p style="margin:18px 0 0;font-size:13px;color:#666;line-height:1.7;">인증번호는 발송 후 <b>3분간</b> 유효합니다.<br>
본인이 요청하지 않은 경우 즉시 비밀번호를 변경하시고 파트너 고객센터(1670-3018)로 연락해 주세요.</p>
<table cellpadding="0" cellspacing="0" border="0" style="margin-top:16px;font-size:13px;color:#888;">
<tr><td width="80">요청 일시</td><td>2026.09.08 13:40 (KST)</td></tr>
<tr><td>접속 환경</td><td>Chrome / macOS</td></tr></table>
</div>`),
  },
  {
    family: "swimpyo-stay",
    group: "regional",
    lang: "ko",
    kind: "booking-new",
    code: null,
    link: null,
    from: "쉼표스테이 파트너센터 <noreply@partner.swimpyostay.co.kr>",
    to: TO,
    subject: "[쉼표스테이] 신규 예약이 확정되었습니다 (예약번호 26091622418)",
    date: dt("2026-09-16 20:03:11"),
    enc: "b64",
    text: `[쉼표스테이] 신규 예약 확정

예약번호: 26091622418
숙소명: 야도 카와세미 (宿 かわせみ)
객실: 노천탕 딸린 별채 객실 (석식·조식 포함)
체크인: 2026.11.07 (토) 15:00
체크아웃: 2026.11.08 (일) 10:00
투숙 인원: 성인 2명
예약자: 박서연 / 010-****-7723
결제 금액: 748,000원 (정산 예정액 JPY 68,420)

요청사항: 신혼여행입니다. 저녁 식사 시간을 18:30으로 부탁드립니다.

예약 상세: https://partner.swimpyostay.co.kr/reservation/26091622418`,
    html: swimpyo(`<div style="padding:32px 24px;">
<p style="margin:0 0 6px;font-size:13px;color:#5b3df5;font-weight:700;">신규 예약 확정</p>
<h2 style="margin:0 0 20px;font-size:22px;">새 예약이 들어왔어요</h2>
<table cellpadding="9" cellspacing="0" border="0" width="100%" style="font-size:14px;border-top:1px solid #222;">
<tr style="border-bottom:1px solid #eee;"><td width="30%" style="color:#888;border-bottom:1px solid #eee;">예약번호</td><td style="border-bottom:1px solid #eee;">26091622418</td></tr>
<tr><td style="color:#888;border-bottom:1px solid #eee;">객실</td><td style="border-bottom:1px solid #eee;">노천탕 딸린 별채 객실 (석식·조식 포함)</td></tr>
<tr><td style="color:#888;border-bottom:1px solid #eee;">체크인</td><td style="border-bottom:1px solid #eee;">2026.11.07 (토) 15:00</td></tr>
<tr><td style="color:#888;border-bottom:1px solid #eee;">체크아웃</td><td style="border-bottom:1px solid #eee;">2026.11.08 (일) 10:00</td></tr>
<tr><td style="color:#888;border-bottom:1px solid #eee;">투숙 인원</td><td style="border-bottom:1px solid #eee;">성인 2명</td></tr>
<tr><td style="color:#888;border-bottom:1px solid #eee;">예약자</td><td style="border-bottom:1px solid #eee;">박서연 / 010-****-7723</td></tr>
<tr><td style="color:#888;border-bottom:1px solid #eee;">결제 금액</td><td style="border-bottom:1px solid #eee;">748,000원<br><span style="font-size:12px;color:#888;">정산 예정액 JPY 68,420</span></td></tr>
</table>
<p style="margin:18px 0 6px;font-size:13px;color:#888;">요청사항</p>
<p style="margin:0 0 22px;font-size:14px;">신혼여행입니다. 저녁 식사 시간을 18:30으로 부탁드립니다.</p>
<a href="https://partner.swimpyostay.co.kr/reservation/26091622418" style="display:block;text-align:center;background:#222;color:#fff;padding:14px;text-decoration:none;font-size:15px;">예약 상세 보기</a>
</div>`),
  },
  {
    family: "swimpyo-stay",
    group: "regional",
    lang: "ko",
    kind: "booking-cancelled",
    code: null,
    link: null,
    from: "쉼표스테이 파트너센터 <noreply@partner.swimpyostay.co.kr>",
    to: TO,
    subject: "[쉼표스테이] 예약 취소 알림 - 26092907531",
    date: dt("2026-09-29 08:15:47"),
    text: `[쉼표스테이] 예약 취소 알림

아래 예약이 고객 요청으로 취소되었습니다.

예약번호: 26092907531
체크인: 2026.10.10 (토) / 1박
객실: 본관 화실 10조 (조식 포함)
예약자: 이도윤
취소 사유: 항공편 일정 변경
취소 수수료: 없음 (무료 취소 기간 내 취소)

해당 객실의 재고는 자동으로 복구되었습니다.
채널 매니저를 사용 중이시면 연동 상태를 확인해 주세요.

쉼표스테이 파트너 고객센터 1670-3018`,
    html: null,
  },
  // ============================================================ 軒先チャネル
  {
    family: "nokisaki-channel",
    group: "regional",
    lang: "ja",
    kind: "reset-link",
    code: null,
    link: "https://app.nokisaki.jp/users/password/edit?reset_password_token=Xq3vN8rTz1Kc7yPwBm2e",
    from: "軒先チャネル <no-reply@nokisaki.jp>",
    to: TO,
    subject: "パスワード再設定のご案内",
    date: dt("2026-09-06 22:41:18"),
    enc: "qp",
    text: `森田 千晶 様

軒先チャネルをご利用いただきありがとうございます。
パスワード再設定のお申し込みを受け付けました。

下記のURLにアクセスし、新しいパスワードを設定してください。
https://app.nokisaki.jp/users/password/edit?reset_password_token=Xq3vN8rTz1Kc7yPwBm2e

※URLの有効期限は発行から6時間です。
※お申し込みに心当たりのない場合は、このメールを破棄してください。パスワードは変更されません。

施設コード：NK-30582（宿 かわせみ）

――――――――――――
軒先チャネル サポートデスク
support@nokisaki.jp ／ 050-3188-2207`,
    html: nokisaki(`<p style="margin:0 0 14px;">森田 千晶 様</p>
<p style="margin:0 0 14px;">軒先チャネルをご利用いただきありがとうございます。<br>パスワード再設定のお申し込みを受け付けました。下のボタンから新しいパスワードを設定してください。</p>
<p style="margin:22px 0;text-align:center;"><a href="https://app.nokisaki.jp/users/password/edit?reset_password_token=Xq3vN8rTz1Kc7yPwBm2e" style="display:inline-block;background:#c8553d;color:#ffffff;text-decoration:none;padding:12px 36px;border-radius:4px;font-weight:bold;">パスワードを再設定する</a></p>
<p style="margin:0 0 14px;font-size:12px;color:#777;">ボタンが押せない場合は、以下のURLをブラウザに貼り付けてください。<br>
<a href="https://app.nokisaki.jp/users/password/edit?reset_password_token=Xq3vN8rTz1Kc7yPwBm2e" style="color:#2c3e35;word-break:break-all;">https://app.nokisaki.jp/users/password/edit?reset_password_token=Xq3vN8rTz1Kc7yPwBm2e</a></p>
<p style="margin:0;font-size:12px;color:#777;">※URLの有効期限は発行から6時間です。<br>※お申し込みに心当たりのない場合は、このメールを破棄してください。パスワードは変更されません。<br>施設コード：NK-30582（宿 かわせみ）</p>`),
  },
  {
    family: "nokisaki-channel",
    group: "regional",
    lang: "ja",
    kind: "sync-error",
    code: null,
    link: null,
    from: "軒先チャネル アラート <alert@nokisaki.jp>",
    to: TO,
    subject: "【要確認】在庫連携エラーが発生しています（Stayloom）",
    date: dt("2026-09-18 04:12:09"),
    text: `森田 千晶 様

以下のサイトとの在庫・料金の連携でエラーが発生しています。

施設：宿 かわせみ（NK-30582）
対象サイト：Stayloom
発生日時：2026/09/18 03:55
エラー内容：部屋タイプ「離れ せせらぎ」の対応付けが見つかりません（code 4102）
影響：2026/10/01〜2026/12/31 の在庫が送信されていません

サイト側で部屋タイプが変更・削除された可能性があります。
管理画面の［サイト連携］→［部屋タイプ対応付け］から設定をご確認ください。
https://app.nokisaki.jp/channels/stayloom/mappings

売り越しを防ぐため、復旧までの間は該当サイトの在庫を手動で調整することをおすすめします。

――――――――――――
軒先チャネル サポートデスク
support@nokisaki.jp ／ 050-3188-2207`,
    html: nokisaki(
      `<p style="margin:0 0 14px;padding:10px 14px;background:#fdecea;color:#a12a1c;font-weight:bold;">在庫連携エラーが発生しています</p>
<p style="margin:0 0 14px;">森田 千晶 様<br>以下のサイトとの在庫・料金の連携でエラーが発生しています。</p>
<table width="100%" cellpadding="6" cellspacing="0" border="0" style="font-size:13px;background:#faf9f6;">
<tr><td width="30%" style="color:#888;">施設</td><td>宿 かわせみ（NK-30582）</td></tr>
<tr><td style="color:#888;">対象サイト</td><td>Stayloom</td></tr>
<tr><td style="color:#888;">発生日時</td><td>2026/09/18 03:55</td></tr>
<tr><td style="color:#888;">エラー内容</td><td>部屋タイプ「離れ せせらぎ」の対応付けが見つかりません（code 4102）</td></tr>
<tr><td style="color:#888;">影響</td><td>2026/10/01〜2026/12/31 の在庫が送信されていません</td></tr>
</table>
<p style="margin:16px 0;">サイト側で部屋タイプが変更・削除された可能性があります。<a href="https://app.nokisaki.jp/channels/stayloom/mappings" style="color:#2c3e35;">［サイト連携］→［部屋タイプ対応付け］</a>から設定をご確認ください。</p>
<p style="margin:0;font-size:12px;color:#777;">売り越しを防ぐため、復旧までの間は該当サイトの在庫を手動で調整することをおすすめします。</p>`,
    ),
  },
  {
    family: "nokisaki-channel",
    group: "regional",
    lang: "ja",
    kind: "invoice",
    code: null,
    link: null,
    from: "軒先チャネル 請求担当 <billing@nokisaki.jp>",
    to: TO,
    subject: "【軒先チャネル】2026年9月分 ご請求書発行のお知らせ",
    date: dt("2026-10-01 09:00:04"),
    enc: "b64",
    text: `宿 かわせみ 御中

いつも軒先チャネルをご利用いただき、誠にありがとうございます。
2026年9月分のご請求書を発行いたしました。

請求番号：INV-NK30582-202609
ご利用プラン：スタンダード（客室数 〜15室）
ご請求金額：16,500円（税込）
お支払期日：2026年10月27日（火）
お支払方法：口座振替（穂積信用金庫）

ご請求書（適格請求書）は管理画面の［契約・請求］からダウンロードいただけます。
https://app.nokisaki.jp/billing/invoices

登録番号：T5130001062284
株式会社ノキサキ 請求担当`,
    html: nokisaki(`<p style="margin:0 0 14px;">宿 かわせみ 御中</p>
<p style="margin:0 0 18px;">いつも軒先チャネルをご利用いただき、誠にありがとうございます。<br>2026年9月分のご請求書を発行いたしました。</p>
<table width="100%" cellpadding="7" cellspacing="0" border="1" bordercolor="#e4e1da" style="border-collapse:collapse;font-size:13px;">
<tr><td width="35%" bgcolor="#f6f4ef">請求番号</td><td>INV-NK30582-202609</td></tr>
<tr><td bgcolor="#f6f4ef">ご利用プラン</td><td>スタンダード（客室数 〜15室）</td></tr>
<tr><td bgcolor="#f6f4ef">ご請求金額</td><td><b>16,500円</b>（税込）</td></tr>
<tr><td bgcolor="#f6f4ef">お支払期日</td><td>2026年10月27日（火）</td></tr>
<tr><td bgcolor="#f6f4ef">お支払方法</td><td>口座振替（穂積信用金庫）</td></tr>
</table>
<p style="margin:18px 0 0;">ご請求書（適格請求書）は<a href="https://app.nokisaki.jp/billing/invoices" style="color:#2c3e35;">管理画面の［契約・請求］</a>からダウンロードいただけます。</p>
<p style="margin:12px 0 0;font-size:12px;color:#888;">登録番号：T5130001062284</p>`),
  },
  {
    family: "nokisaki-channel",
    group: "regional",
    lang: "en",
    kind: "confirm-change-link",
    code: null,
    link: "https://app.nokisaki.jp/settings/notification_email/confirm?token=ce91b7f0a45d4e2c&lang=en",
    from: "Nokisaki Channel <no-reply@nokisaki.jp>",
    to: "Front desk <frontdesk@yado-kawasemi.jp>",
    subject: "Please confirm your new notification address",
    date: dt("2026-10-02 17:26:40"),
    text: `Hello,

A request was made in Nokisaki Channel to send booking and alert notifications for Yado Kawasemi (NK-30582) to this address:

  frontdesk@yado-kawasemi.jp

To confirm the change, open the link below within 24 hours:
https://app.nokisaki.jp/settings/notification_email/confirm?token=ce91b7f0a45d4e2c&lang=en

Until you confirm, notifications will keep going to okami@yado-kawasemi.jp.
If you didn't ask for this, you can ignore this message.

Nokisaki Channel Support Desk
support@nokisaki.jp / +81-50-3188-2207`,
    html: nokisaki(`<p style="margin:0 0 14px;">Hello,</p>
<p style="margin:0 0 14px;">A request was made in Nokisaki Channel to send booking and alert notifications for <b>Yado Kawasemi (NK-30582)</b> to this address:</p>
<p style="margin:0 0 18px;padding:10px;background:#f6f4ef;text-align:center;font-weight:bold;">frontdesk@yado-kawasemi.jp</p>
<p style="margin:0 0 20px;text-align:center;"><a href="https://app.nokisaki.jp/settings/notification_email/confirm?token=ce91b7f0a45d4e2c&amp;lang=en" style="display:inline-block;background:#2c3e35;color:#ffffff;text-decoration:none;padding:12px 32px;border-radius:4px;">Confirm address</a></p>
<p style="margin:0;font-size:12px;color:#777;">The link is valid for 24 hours. Until you confirm, notifications will keep going to okami@yado-kawasemi.jp. If you didn't ask for this, you can ignore this message.</p>`),
  },

  // ============================================================ カザグルマペイ
  {
    family: "kazaguruma-pay",
    group: "regional",
    lang: "ja",
    kind: "order-shipped",
    code: null,
    link: null,
    from: "カザグルマペイ <hello@kazaguruma-pay.jp>",
    to: TO,
    subject: "決済端末を発送しました",
    date: dt("2026-09-09 16:20:33"),
    enc: "b64",
    text: `宿 かわせみ 森田 千晶 様

お申し込みいただいた決済端末を本日発送しました。

■お届け内容
KZ Terminal 3（ホワイト）× 1台
充電クレードル × 1台
スタートガイド・加盟店ステッカー

■配送情報
配送業者：ヤマト運輸（宅急便コンパクト）
お問い合わせ伝票番号：4528-1190-3366
お届け予定日：2026年9月11日（金）午前中

■端末代金
39,800円（税込）→ 導入キャンペーン適用 0円

端末が届いたら、スタートガイドに沿って電源を入れ、アプリと接続してください。
クレジットカード・電子マネー・QRコード決済は、審査完了済みのブランドからご利用いただけます。

カザグルマペイ 加盟店サポート
0120-962-418（9:00〜21:00・年中無休）`,
    html: kazaguruma(
      "KZ Terminal 3 は 9月11日（金）午前中にお届け予定です",
      `<p style="margin:0 0 16px;font-size:20px;font-weight:bold;">決済端末を発送しました 📦</p>
<p style="margin:0 0 18px;">宿 かわせみ 森田 千晶 様<br />お申し込みいただいた決済端末を本日発送しました。</p>
<table width="100%" cellpadding="0" cellspacing="0" border="0" style="margin:0 0 18px;"><tr>
<td width="96" valign="top"><img src="https://static.kazaguruma-pay.jp/mail/terminal3_white.png" alt="KZ Terminal 3" width="80" /></td>
<td valign="top" style="font-size:13px;line-height:22px;">KZ Terminal 3（ホワイト）× 1台<br />充電クレードル × 1台<br />スタートガイド・加盟店ステッカー<br /><span style="color:#8c84a0;">39,800円（税込）→ 導入キャンペーン適用 <b style="color:#6b3fd4;">0円</b></span></td>
</tr></table>
<table width="100%" cellpadding="10" cellspacing="0" border="0" style="background:#f7f5fc;border-radius:8px;font-size:13px;">
<tr><td>配送業者：ヤマト運輸（宅急便コンパクト）<br />お問い合わせ伝票番号：<b>4528-1190-3366</b><br />お届け予定日：2026年9月11日（金）午前中</td></tr>
</table>
<p style="margin:18px 0 0;">端末が届いたら、スタートガイドに沿って電源を入れ、アプリと接続してください。<a href="https://support.kazaguruma-pay.jp/terminal3/setup" style="color:#6b3fd4;">セットアップ手順を見る</a></p>`,
    ),
  },
  {
    family: "kazaguruma-pay",
    group: "regional",
    lang: "ja",
    kind: "verify-link",
    code: null,
    link: "https://merchant.kazaguruma-pay.jp/account/email/verify/6b1d0f2e-88a4-4c71-9d3e-2f07c5a1b9e4",
    from: "カザグルマペイ <no-reply@kazaguruma-pay.jp>",
    to: "宿 かわせみ フロント <frontdesk@yado-kawasemi.jp>",
    subject: "【カザグルマペイ】メールアドレス変更の確認",
    date: dt("2026-10-02 17:41:02"),
    enc: "qp",
    text: `宿 かわせみ 様

加盟店管理画面のログイン用メールアドレスを、このアドレスに変更するお手続きを受け付けました。
以下のURLを開いて、変更を完了してください。

https://merchant.kazaguruma-pay.jp/account/email/verify/6b1d0f2e-88a4-4c71-9d3e-2f07c5a1b9e4

・URLの有効期限：2026年10月3日 17:41 まで
・変更前のアドレス：ok***@yado-kawasemi.jp
・加盟店ID：KZ-0417-5520

変更が完了するまでは、これまでのアドレスでログインできます。
お手続きに覚えがない場合は、加盟店サポート（0120-962-418）までご連絡ください。`,
    html: kazaguruma(
      "URLを開いてメールアドレスの変更を完了してください",
      `<p style="margin:0 0 16px;font-size:20px;font-weight:bold;">メールアドレス変更の確認</p>
<p style="margin:0 0 18px;">宿 かわせみ 様<br />加盟店管理画面のログイン用メールアドレスを、このアドレスに変更するお手続きを受け付けました。下のボタンから変更を完了してください。</p>
<table cellpadding="0" cellspacing="0" border="0" align="center" style="margin:0 auto 20px;"><tr><td bgcolor="#6b3fd4" style="border-radius:24px;">
<a href="https://merchant.kazaguruma-pay.jp/account/email/verify/6b1d0f2e-88a4-4c71-9d3e-2f07c5a1b9e4" style="display:inline-block;padding:12px 40px;color:#ffffff;text-decoration:none;font-weight:bold;">変更を完了する</a>
</td></tr></table>
<table width="100%" cellpadding="4" cellspacing="0" border="0" style="font-size:12px;color:#5e5670;">
<tr><td width="40%">URLの有効期限</td><td>2026年10月3日 17:41 まで</td></tr>
<tr><td>変更前のアドレス</td><td>ok***@yado-kawasemi.jp</td></tr>
<tr><td>加盟店ID</td><td>KZ-0417-5520</td></tr>
</table>
<p style="margin:16px 0 0;font-size:12px;color:#8c84a0;">変更が完了するまでは、これまでのアドレスでログインできます。お手続きに覚えがない場合は、加盟店サポート（0120-962-418）までご連絡ください。</p>`,
    ),
  },
  {
    family: "kazaguruma-pay",
    group: "regional",
    lang: "ja",
    kind: "payout-notice",
    code: null,
    link: null,
    from: "カザグルマペイ <hello@kazaguruma-pay.jp>",
    to: TO,
    subject: "入金予定のお知らせ（10月15日 ¥1,284,316）",
    date: dt("2026-10-13 10:05:00"),
    text: `宿 かわせみ 様

10月前半の売上の入金予定をお知らせします。

入金予定日：2026年10月15日（木）
入金予定額：1,284,316円
 ├ 売上合計（48件）：1,322,660円
 ├ 決済手数料（3.24%〜3.74%）：-42,854円
 ├ 返金（1件）：-3,000円
 └ 振込手数料：0円
振込先：穂積信用金庫 本店営業部 普通 ****4821

明細は加盟店管理画面の［売上・入金］からCSVでダウンロードできます。
https://merchant.kazaguruma-pay.jp/payouts/2026-10-15

カザグルマペイ株式会社`,
    html: null,
  },

  // ============================================================ 穂積信用金庫
  {
    family: "hozumi-shinkin",
    group: "regional",
    lang: "ja",
    kind: "otp-code",
    code: "52816603",
    link: null,
    from: "穂積信用金庫 <ib-info@hozumi-shinkin.jp>",
    to: TO,
    subject: "【穂積信用金庫】ワンタイムパスワードのお知らせ",
    date: dt("2026-09-24 14:07:38"),
    text: `宿かわせみ　森田　千晶　様

ほづみビジネスWebをご利用いただき、ありがとうございます。
振込先の新規登録のため、ワンタイムパスワードを発行しました。

　ワンタイムパスワード：5281 6603

上記のワンタイムパスワードを、お取引画面に入力してください。
有効期限：2026年09月24日 14時12分

【お取引内容】
　お取引：振込先登録
　登録先：しろたえリネンサービス（カ
　　　　　但馬北銀行　城崎支店　普通　＊＊＊２０８５

本メールにお心当たりがない場合は、ただちにお取引を中止し、
ヘルプデスクまでご連絡ください。

${HOZUMI_FOOT}`,
    html: null,
  },
  {
    family: "hozumi-shinkin",
    group: "regional",
    lang: "ja",
    kind: "login-alert",
    code: null,
    link: null,
    from: "穂積信用金庫 <ib-info@hozumi-shinkin.jp>",
    to: TO,
    subject: "【穂積信用金庫】ログインのお知らせ",
    date: dt("2026-10-05 07:58:21"),
    text: `宿かわせみ　森田　千晶　様

ほづみビジネスWebにログインがありました。

　ログイン日時：2026年10月05日 07時58分
　利用者ID　　：kawasemi01（管理者）
　ご利用環境　：Windows / Microsoft Edge

お客さまご自身のログインであれば、このメールへの対応は不要です。

お心当たりがない場合は、第三者による不正ログインのおそれがあります。
お手数ですが、ヘルプデスクまでただちにご連絡ください。

${HOZUMI_FOOT}`,
    html: null,
  },
  {
    family: "hozumi-shinkin",
    group: "regional",
    lang: "ja",
    kind: "transfer-done",
    code: null,
    link: null,
    from: "穂積信用金庫 <ib-info@hozumi-shinkin.jp>",
    to: TO,
    subject: "【穂積信用金庫】振込受付完了のお知らせ",
    date: dt("2026-10-26 09:31:45"),
    enc: "qp",
    text: `宿かわせみ　森田　千晶　様

ほづみビジネスWebにて、以下のお振込みを受け付けました。

　受付番号　　：20261026-0004187
　振込指定日　：2026年10月26日
　出金口座　　：本店営業部　普通　＊＊＊４８２１
　振込先　　　：但馬北銀行　城崎支店　普通　＊＊＊２０８５
　受取人名　　：シロタエリネンサービス（カ
　振込金額　　：　　８６，２４０円
　振込手数料　：　　　　３３０円

取引の詳細は、ほづみビジネスWebの「取引履歴照会」からご確認いただけます。

${HOZUMI_FOOT}`,
    html: null,
  },

  // ============================================================ 国税e窓口
  {
    family: "kokuzei-e-madoguchi",
    group: "regional",
    lang: "ja",
    kind: "verify-code",
    code: "7K2PQ9",
    link: null,
    from: "国税e窓口 <no-reply@e-madoguchi.kokuzei-portal.jp>",
    to: TO,
    subject: "【国税e窓口】メールアドレス登録の確認コード",
    date: dt("2026-09-15 19:22:06"),
    text: `森田　千晶　様

国税e窓口をご利用いただきありがとうございます。

メールアドレスの登録（変更）手続を行うため、次の確認コードを
登録画面の「確認コード」欄に入力してください。

　確認コード：7K2PQ9

※確認コードの有効期限は、本メール送信から30分です。
※確認コードは英大文字と数字の組合せです。
※本メールに心当たりのない場合は、このメールを削除してください。

利用者識別番号：3204-8816-5172-9030（下4桁以外は表示しておりません）
　　　　　　　　→ ****-****-****-9030

本メールは送信専用です。返信いただいても回答できません。
操作方法のお問い合わせ：国税e窓口 ヘルプデスク 0570-01-5822
（受付時間：月〜金 9:00〜17:00）`,
    html: null,
  },
  {
    family: "kokuzei-e-madoguchi",
    group: "regional",
    lang: "ja",
    kind: "filing-received",
    code: null,
    link: null,
    from: "国税e窓口 <no-reply@e-madoguchi.kokuzei-portal.jp>",
    to: TO,
    subject: "【国税e窓口】メッセージボックスへの格納のお知らせ",
    date: dt("2026-10-29 16:48:57"),
    enc: "qp",
    text: `森田　千晶　様

国税e窓口をご利用いただきありがとうございます。
送信された申告等データを受け付け、受信通知をメッセージボックスに格納しました。

　手続名　：消費税及び地方消費税の中間申告（一般用）
　提出先　：豊岡税務署
　受付番号：20261029164655018372
　受付日時：2026/10/29 16:46:55

受信通知の内容（納付すべき税額等）は、国税e窓口にログインのうえ、
メッセージボックスからご確認ください。
https://www.e-madoguchi.kokuzei-portal.jp/

なお、このメールは受付の事実をお知らせするものであり、
申告内容を審査したものではありません。

本メールは送信専用です。返信いただいても回答できません。`,
    html: null,
  },

  // ============================================================ 蔵人卸
  {
    family: "kurabito-oroshi",
    group: "regional",
    lang: "ja",
    kind: "order-shipped",
    code: null,
    link: null,
    from: "蔵人卸 受注センター <juchu@kurabito-oroshi.co.jp>",
    to: TO,
    subject: "【蔵人卸】商品発送のお知らせ（ご注文番号 K-260911-0082）",
    date: dt("2026-09-11 15:38:20"),
    text: `宿 かわせみ 森田様

いつもお世話になっております。蔵人卸 受注センターでございます。
ご注文の商品を本日発送いたしましたのでお知らせいたします。

ご注文番号：K-260911-0082
ご注文日　：2026年9月10日

【発送商品】
・香住鶴 純米吟醸 生酛 1.8L　×6本　　 17,820円
・竹野の地ビール ペールエール 330ml　×24本　12,960円
・但馬牛 肩ロース（すき焼き用）1kg　×2　 19,800円
・丹波黒豆 煮豆用 2L玉 1kg　×1　　 3,520円
--------------------------------------
小計　54,100円
送料　0円（2万円以上無料）
消費税（8%・10%）　4,722円
合計　58,822円（月末締め・翌月払い）

【配送】
佐川急便（飛脚クール便・冷蔵）
お問い合わせ番号：3607-2291-5843
お届け予定：9月12日（土）午前中

※酒類は常温便で別送となる場合がございます。

${KURABITO_FOOT}`,
    html:
      `<html><head><meta charset="utf-8"></head><body style="font-family:'MS PGothic','Osaka',sans-serif;font-size:14px;color:#333;">
<table width="620" cellpadding="0" cellspacing="0" border="0"><tr><td>
<img src="https://order.kurabito-oroshi.co.jp/user_data/mail/header.jpg" width="620" height="90" alt="但馬の地酒と食材の業務卸 蔵人卸"><br><br>
宿 かわせみ 森田様<br><br>
いつもお世話になっております。蔵人卸 受注センターでございます。<br>
ご注文の商品を本日発送いたしましたのでお知らせいたします。<br><br>
<table width="100%" cellpadding="5" cellspacing="0" border="1" style="border-collapse:collapse;font-size:13px;">
<tr bgcolor="#5a3e2b"><td colspan="3" style="color:#fff;">ご注文番号：K-260911-0082　（ご注文日：2026年9月10日）</td></tr>
<tr bgcolor="#f3ece3"><td>商品名</td><td align="center">数量</td><td align="right">金額</td></tr>
<tr><td>香住鶴 純米吟醸 生酛 1.8L</td><td align="center">6本</td><td align="right">17,820円</td></tr>
<tr><td>竹野の地ビール ペールエール 330ml</td><td align="center">24本</td><td align="right">12,960円</td></tr>
<tr><td>但馬牛 肩ロース（すき焼き用）1kg</td><td align="center">2</td><td align="right">19,800円</td></tr>
<tr><td>丹波黒豆 煮豆用 2L玉 1kg</td><td align="center">1</td><td align="right">3,520円</td></tr>
<tr><td colspan="2" align="right">小計</td><td align="right">54,100円</td></tr>
<tr><td colspan="2" align="right">送料（2万円以上無料）</td><td align="right">0円</td></tr>
<tr><td colspan="2" align="right">消費税（8%・10%）</td><td align="right">4,722円</td></tr>
<tr><td colspan="2" align="right"><b>合計（月末締め・翌月払い）</b></td><td align="right"><b>58,822円</b></td></tr>
</table><br>
<b>【配送】</b><br>
佐川急便（飛脚クール便・冷蔵）<br>
お問い合わせ番号：3607-2291-5843<br>
お届け予定：9月12日（土）午前中<br>
<span style="font-size:12px;color:#a33;">※酒類は常温便で別送となる場合がございます。</span><br><br>
<hr size="1" color="#c8b8a6">
<span style="font-size:12px;">但馬の地酒と食材の業務卸　蔵人卸（くらうどおろし）<br>
有限会社 蔵人商店　〒668-0025 兵庫県豊岡市幸町7-14<br>
TEL 0796-22-3810　FAX 0796-22-3811　営業時間 8:00〜17:00（日曜定休）<br>
<a href="https://order.kurabito-oroshi.co.jp/">https://order.kurabito-oroshi.co.jp/</a></span>
</td></tr></table>
</body></html>`,
  },
  {
    family: "kurabito-oroshi",
    group: "regional",
    lang: "ja",
    kind: "reset-link",
    code: null,
    link: "https://order.kurabito-oroshi.co.jp/forgot/reset/a83f1c09e7d24b56b1e0c4d92f7a",
    from: "蔵人卸 Web受注 <web@kurabito-oroshi.co.jp>",
    to: TO,
    subject: "[蔵人卸] パスワード変更のご確認",
    date: dt("2026-10-03 06:12:44"),
    text: `宿 かわせみ 様

蔵人卸 業務用Webオーダーをご利用いただき、ありがとうございます。

パスワード変更のご依頼をいただきました。
下記のURLにアクセスしていただくと、新しいパスワードの入力画面が表示されます。

https://order.kurabito-oroshi.co.jp/forgot/reset/a83f1c09e7d24b56b1e0c4d92f7a

※URLの有効期限は10分間です。期限が過ぎた場合は、お手数ですが
　再度パスワード再発行の手続きを行ってください。
※パスワード変更をご依頼されていない場合は、本メールを破棄してください。

お得意様コード：T-01182

${KURABITO_FOOT}`,
    html: null,
  },
  {
    family: "kurabito-oroshi",
    group: "regional",
    lang: "ja",
    kind: "invoice",
    code: null,
    link: null,
    from: "蔵人商店 経理 <keiri@kurabito-oroshi.co.jp>",
    to: TO,
    subject: "9月分 ご請求書送付の件（宿 かわせみ様）",
    date: dt("2026-10-02 11:20:15"),
    enc: "b64",
    text: `宿 かわせみ
森田 千晶 様

いつも大変お世話になっております。
有限会社蔵人商店 経理の西村でございます。

9月分のご請求書をPDFにてお送りいたします。
ご査収のほど、よろしくお願い申し上げます。

　請求期間　：2026年9月1日〜9月30日（納品 9回）
　ご請求金額：247,913円（税込）
　お支払期限：2026年10月31日
　お振込先　：但馬北銀行 豊岡支店 普通 1204468 ユ）クラウドショウテン

※振込手数料はご負担くださいますようお願いいたします。
※インボイス登録番号 T7140002043317

原本の郵送をご希望の場合はお申し付けください。

${KURABITO_FOOT}`,
    html: null,
    attachment: [
      "請求書_宿かわせみ様_2026年9月分.pdf",
      "application/pdf",
      "%PDF-1.5\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj\n3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n",
    ],
  },

  // ============================================================ しろたえリネンサービス
  {
    family: "shiratae-linen",
    group: "regional",
    lang: "ja",
    kind: "schedule-notice",
    code: null,
    link: null,
    from: "しろたえリネンサービス <info@shiratae-linen.co.jp>",
    to: TO,
    subject: "10月 連休中の集配日程について",
    date: dt("2026-09-25 10:44:31"),
    text: `お得意様各位

平素より格別のお引き立てを賜り、厚く御礼申し上げます。
10月の連休中の集配日程を下記のとおりご案内いたします。

　10月10日（土）　通常どおり集配
　10月11日（日）　集配なし（工場休業）
　10月12日（月・祝）午後便のみ（13:00〜16:00）
　10月13日（火）　通常どおり集配

11日・12日分の浴衣・シーツ類は、10日の集配時に多めにお届けいたします。
追加が必要な場合は、10月7日（水）までにご連絡ください。

ご不便をおかけしますが、何卒よろしくお願い申し上げます。

株式会社しろたえリネンサービス
〒669-6101 兵庫県豊岡市竹野町竹野1850-3
TEL 0796-47-2216　FAX 0796-47-2217`,
    html: null,
  },
  {
    family: "shiratae-linen",
    group: "regional",
    lang: "ja",
    kind: "verify-link",
    code: null,
    link: "https://web.shiratae-linen.co.jp/regist/complete?k=3f9a1e7cd2b84a60e51c",
    from: "しろたえWeb <web-regist@shiratae-linen.co.jp>",
    to: TO,
    subject: "【しろたえWeb】仮登録完了・本登録のお願い",
    date: dt("2026-10-14 20:15:08"),
    enc: "qp",
    text: `宿 かわせみ　森田 千晶 様

このたびは「しろたえWeb（発注・集配予約サービス）」にお申し込みいただき、
ありがとうございます。現在、仮登録の状態です。

以下のURLをクリックして、本登録を完了してください。
https://web.shiratae-linen.co.jp/regist/complete?k=3f9a1e7cd2b84a60e51c

本登録が完了すると、浴衣・タオル・シーツの追加発注や、集配日の変更を
24時間Webから行えるようになります。

※URLの有効期限は72時間です。
※お客様番号：S-00427（請求書の右上に記載の番号です）

株式会社しろたえリネンサービス
TEL 0796-47-2216（平日 8:30〜17:30）`,
    html: `<html><head><meta charset="utf-8"></head>
<body style="margin:0;background:#eef3f6;">
<table width="100%" cellpadding="0" cellspacing="0" border="0"><tr><td align="center" style="padding:24px 0;">
<table width="560" cellpadding="0" cellspacing="0" border="0" bgcolor="#ffffff" style="font-family:Meiryo,'Hiragino Kaku Gothic ProN',sans-serif;font-size:14px;line-height:1.8;color:#2b3a44;">
<tr><td style="padding:18px 24px;border-bottom:3px solid #4f8fb8;"><span style="font-size:18px;font-weight:bold;color:#4f8fb8;">しろたえWeb</span><span style="font-size:11px;color:#8aa;"> 発注・集配予約サービス</span></td></tr>
<tr><td style="padding:24px;">
宿 かわせみ　森田 千晶 様<br><br>
このたびは「しろたえWeb」にお申し込みいただき、ありがとうございます。<br>現在、<b>仮登録</b>の状態です。下のボタンから本登録を完了してください。<br><br>
<div style="text-align:center;"><a href="https://web.shiratae-linen.co.jp/regist/complete?k=3f9a1e7cd2b84a60e51c" style="display:inline-block;background:#4f8fb8;color:#fff;padding:11px 34px;text-decoration:none;border-radius:3px;">本登録を完了する</a></div><br>
本登録が完了すると、浴衣・タオル・シーツの追加発注や、集配日の変更を24時間Webから行えるようになります。<br><br>
<span style="font-size:12px;color:#6b7c86;">※URLの有効期限は72時間です。<br>※お客様番号：S-00427（請求書の右上に記載の番号です）</span>
</td></tr>
<tr><td style="padding:14px 24px;background:#f5f8fa;font-size:11px;color:#8a9aa4;">株式会社しろたえリネンサービス　〒669-6101 兵庫県豊岡市竹野町竹野1850-3<br>TEL 0796-47-2216（平日 8:30〜17:30）　<a href="https://www.shiratae-linen.co.jp/" style="color:#8a9aa4;">www.shiratae-linen.co.jp</a></td></tr>
</table></td></tr></table>
</body></html>`,
  },

  // ============================================================ 湯原温泉観光協会
  {
    family: "yunohara-kanko",
    group: "regional",
    lang: "ja",
    kind: "subscribe-confirm",
    code: null,
    link: "https://www.yunohara-onsen.or.jp/mailnews/confirm.cgi?id=2291&key=8e1b4c07d3",
    from: "湯原温泉観光協会 <mailnews@yunohara-onsen.or.jp>",
    to: TO,
    subject: "会員事業所向けメール配信 登録確認",
    date: dt("2026-09-07 12:03:19"),
    text: `湯原温泉観光協会 会員事業所向けメール配信へのお申し込みありがとうございます。

このメールアドレスで配信登録を行うには、下記URLにアクセスして登録を確定してください。
確定されるまで配信は開始されません。

https://www.yunohara-onsen.or.jp/mailnews/confirm.cgi?id=2291&key=8e1b4c07d3

事業所名：宿 かわせみ
ご担当者：森田 千晶

お申し込みに心当たりのない方は、このメールを破棄してください。

----------------------------------------
一般社団法人 湯原温泉観光協会
〒669-6201 兵庫県美方郡湯原町湯原418-2（湯原温泉駅前 観光案内所内）
TEL 0796-36-1120 / FAX 0796-36-1121
----------------------------------------`,
    html: null,
  },
  {
    family: "yunohara-kanko",
    group: "regional",
    lang: "ja",
    kind: "newsletter",
    code: null,
    link: null,
    from: "湯原温泉観光協会 <mailnews@yunohara-onsen.or.jp>",
    to: TO,
    subject: "【会員通信】10月号　灯りの回廊・インバウンド研修会のご案内ほか",
    date: dt("2026-10-01 08:30:00"),
    enc: "b64",
    text: `湯原温泉観光協会 会員通信　2026年10月号

■ 1. 「湯原 灯りの回廊」開催（10/24〜11/3）
川沿いの遊歩道に竹灯籠約1,200基を並べます。各旅館・店舗の店先にも灯籠を設置いたしますので、
10/20（火）までに事務局へ必要数をご連絡ください。点灯は17:30〜21:00です。

■ 2. インバウンド対応研修会（中国語・韓国語の接客フレーズ）
日時：11月5日（木）14:00〜16:00
会場：湯原町公民館 2階大会議室
参加費：無料（会員事業所）／定員30名
申込：https://www.yunohara-onsen.or.jp/members/seminar/2026-11

■ 3. 入湯税の納入について
9月分の入湯税納入申告書は10月末日までに町役場税務課へご提出ください。

■ 4. 外湯めぐり券の精算
9月分の精算金は10月15日にお振込みいたします。

配信停止：https://www.yunohara-onsen.or.jp/mailnews/stop.cgi?id=2291
一般社団法人 湯原温泉観光協会　TEL 0796-36-1120`,
    html: `<html><head><meta charset="utf-8"></head>
<body style="margin:0;background:#f7f1e8;">
<table width="100%" cellpadding="0" cellspacing="0" border="0" bgcolor="#f7f1e8"><tr><td align="center">
<table width="600" cellpadding="0" cellspacing="0" border="0" bgcolor="#ffffff" style="font-family:'Hiragino Mincho ProN','Yu Mincho',serif;color:#3b2f2a;">
<tr><td><img src="https://www.yunohara-onsen.or.jp/mailnews/img/2026_10_header.jpg" width="600" height="180" alt="湯原温泉観光協会 会員通信 2026年10月号" style="display:block;"></td></tr>
<tr><td style="padding:24px 30px;font-size:14px;line-height:1.9;">
<h2 style="font-size:17px;border-left:5px solid #b3411f;padding-left:10px;margin:0 0 10px;">「湯原 灯りの回廊」開催（10/24〜11/3）</h2>
<p style="margin:0 0 20px;">川沿いの遊歩道に竹灯籠約1,200基を並べます。各旅館・店舗の店先にも灯籠を設置いたしますので、<b>10/20（火）まで</b>に事務局へ必要数をご連絡ください。点灯は17:30〜21:00です。</p>
<img src="https://www.yunohara-onsen.or.jp/mailnews/img/akari_2025.jpg" width="540" alt="昨年の灯りの回廊の様子" style="display:block;margin:0 0 20px;">
<h2 style="font-size:17px;border-left:5px solid #b3411f;padding-left:10px;margin:0 0 10px;">インバウンド対応研修会</h2>
<p style="margin:0 0 20px;">中国語・韓国語の接客フレーズを学びます。<br>日時：11月5日（木）14:00〜16:00　会場：湯原町公民館 2階大会議室<br>参加費：無料（会員事業所）／定員30名<br><a href="https://www.yunohara-onsen.or.jp/members/seminar/2026-11" style="color:#b3411f;">お申し込みはこちら</a></p>
<h2 style="font-size:17px;border-left:5px solid #b3411f;padding-left:10px;margin:0 0 10px;">入湯税の納入について</h2>
<p style="margin:0 0 20px;">9月分の入湯税納入申告書は10月末日までに町役場税務課へご提出ください。</p>
<h2 style="font-size:17px;border-left:5px solid #b3411f;padding-left:10px;margin:0 0 10px;">外湯めぐり券の精算</h2>
<p style="margin:0;">9月分の精算金は10月15日にお振込みいたします。</p>
</td></tr>
<tr><td style="padding:16px 30px;background:#3b2f2a;color:#d9cbbd;font-size:11px;line-height:1.7;font-family:sans-serif;">
一般社団法人 湯原温泉観光協会　TEL 0796-36-1120<br>
<a href="https://www.yunohara-onsen.or.jp/" style="color:#d9cbbd;">公式サイト</a>　<a href="https://www.instagram.com/yunohara_onsen/" style="color:#d9cbbd;">Instagram</a>　<a href="https://www.yunohara-onsen.or.jp/mailnews/stop.cgi?id=2291" style="color:#d9cbbd;">配信停止</a>
</td></tr>
</table></td></tr></table>
</body></html>`,
  },

  // ============================================================ Hakoniwa
  {
    family: "hakoniwa-sites",
    group: "consumer",
    lang: "en",
    kind: "login-code",
    code: "418203",
    link: null,
    from: "Hakoniwa <login@mail.hakoniwa.site>",
    to: TO_EN,
    subject: "418203 is your Hakoniwa login code",
    date: dt("2026-09-19 23:08:52"),
    text: `Your login code

418203

Enter this code in the window where you started signing in to Hakoniwa. It expires in 10 minutes.

If you didn't request this, you can safely ignore this email. Someone may have typed your address by mistake.

Hakoniwa K.K., 2-11-3 Meguro, Meguro-ku, Tokyo 153-0063`,
    html: hakoniwa(
      `<h1 style="font-size:24px;font-weight:600;margin:0 0 24px;">Your login code</h1>
<div style="font-family:'SF Mono',Menlo,Consolas,monospace;font-size:32px;font-weight:600;letter-spacing:6px;background:#f4f4f6;border-radius:8px;padding:18px 0;text-align:center;">418203</div>
<p style="margin:24px 0 0;">Enter this code in the window where you started signing in to Hakoniwa. It expires in 10 minutes.</p>
<p style="margin:16px 0 0;color:#6e6e73;font-size:14px;">If you didn't request this, you can safely ignore this email. Someone may have typed your address by mistake.</p>`,
      "en",
    ),
  },
  {
    family: "hakoniwa-sites",
    group: "consumer",
    lang: "ja",
    kind: "renewal-receipt",
    code: null,
    link: null,
    from: "Hakoniwa <billing@mail.hakoniwa.site>",
    to: TO,
    subject: "Proプラン（年額）を更新しました — yado-kawasemi.jp",
    date: dt("2026-10-18 00:04:11"),
    enc: "qp",
    text: `Proプラン（年額）を更新しました

サイト：yado-kawasemi.jp
プラン：Pro（年額）
期間：2026年10月18日〜2027年10月17日
金額：26,400円（税込）
お支払い：Visa •••• 7316
領収書番号：HKW-2026-1018-55302

領収書は請求ページからいつでもダウンロードできます。
https://hakoniwa.site/dashboard/billing

独自ドメイン yado-kawasemi.jp の更新期限は 2027年3月2日 です（別途ご請求）。

Hakoniwa K.K.　〒153-0063 東京都目黒区目黒2-11-3`,
    html: hakoniwa(
      `<h1 style="font-size:22px;font-weight:600;margin:0 0 20px;">Proプラン（年額）を更新しました</h1>
<table width="100%" cellpadding="0" cellspacing="0" border="0" style="font-size:14px;line-height:2;">
<tr><td style="color:#6e6e73;">サイト</td><td align="right">yado-kawasemi.jp</td></tr>
<tr><td style="color:#6e6e73;">プラン</td><td align="right">Pro（年額）</td></tr>
<tr><td style="color:#6e6e73;">期間</td><td align="right">2026年10月18日〜2027年10月17日</td></tr>
<tr><td style="color:#6e6e73;">お支払い</td><td align="right">Visa •••• 7316</td></tr>
<tr><td style="color:#6e6e73;">領収書番号</td><td align="right">HKW-2026-1018-55302</td></tr>
<tr><td style="border-top:1px solid #e5e5ea;font-weight:600;">合計</td><td align="right" style="border-top:1px solid #e5e5ea;font-weight:600;">26,400円（税込）</td></tr>
</table>
<p style="margin:24px 0 0;"><a href="https://hakoniwa.site/dashboard/billing" style="color:#0a84ff;text-decoration:none;">領収書をダウンロード →</a></p>
<p style="margin:16px 0 0;color:#6e6e73;font-size:13px;">独自ドメイン yado-kawasemi.jp の更新期限は 2027年3月2日 です（別途ご請求）。</p>`,
      "ja",
    ),
  },

  // ============================================================ TripLantern
  {
    family: "triplantern",
    group: "consumer",
    lang: "en",
    kind: "claim-verify",
    code: "552088",
    link: "https://click.e.triplantern.com/?qs=4a9d0e71c3b85f26d1e7a0c9&l=verify_cta",
    from: "TripLantern for Business <business@e.triplantern.com>",
    to: TO_EN,
    subject: "Verify you represent Yado Kawasemi",
    date: dt("2026-09-12 09:47:29"),
    enc: "qp",
    text: `Almost done - verify your connection to Yado Kawasemi

You asked to manage the TripLantern listing for Yado Kawasemi (Yunohara, Hyogo Prefecture). To confirm that you represent this business, enter the verification code below on the claim page:

Verification code: 552088

Or verify in one step:
https://click.e.triplantern.com/?qs=4a9d0e71c3b85f26d1e7a0c9&l=verify_cta

The code and link expire in 48 hours.

Once verified, you can reply to reviews, update photos and contact details, and see how travellers find you.

Didn't request this? Ignore this email and nothing will change.

(c) 2026 TripLantern LLC. 1180 Harbor Point Blvd, Suite 400, Boston, MA 02210, USA`,
    html: triplantern(
      "Enter code 552088 or click to verify your connection to Yado Kawasemi.",
      `<h1 style="font-size:24px;line-height:30px;margin:0 0 16px;">Almost done &mdash; verify your connection to Yado Kawasemi</h1>
<p style="margin:0 0 18px;">You asked to manage the TripLantern listing for <b>Yado Kawasemi</b> (Yunohara, Hyogo Prefecture). To confirm that you represent this business, enter this code on the claim page:</p>
<p style="margin:0 0 20px;text-align:center;font-size:30px;font-weight:bold;letter-spacing:3px;">552088</p>
<p style="margin:0 0 14px;text-align:center;color:#6b6b6b;">or</p>
<table role="presentation" border="0" cellspacing="0" cellpadding="0" align="center"><tr><td style="background:#1a1a1a;border-radius:30px;">
<a href="https://click.e.triplantern.com/?qs=4a9d0e71c3b85f26d1e7a0c9&amp;l=verify_cta" style="display:inline-block;padding:14px 34px;color:#ffffff;font-weight:bold;text-decoration:none;">Verify in one step</a>
</td></tr></table>
<p style="margin:22px 0 0;font-size:13px;color:#6b6b6b;">The code and link expire in 48 hours. Once verified, you can reply to reviews, update photos and contact details, and see how travellers find you. Didn't request this? Ignore this email and nothing will change.</p>`,
    ),
  },
  {
    family: "triplantern",
    group: "consumer",
    lang: "en",
    kind: "review-new",
    code: null,
    link: null,
    from: "TripLantern for Business <business@e.triplantern.com>",
    to: TO_EN,
    subject: 'New review: "Quiet river, perfect kaiseki"',
    date: dt("2026-10-11 18:22:03"),
    text: `Yado Kawasemi has a new review

5 of 5 bubbles - "Quiet river, perfect kaiseki"
by minji_travels (Seoul, South Korea) - Date of stay: October 2026 - Trip type: Family

"We booked the annex room for my parents' 40th anniversary. The staff wrote a card in Korean for them, which made my mother cry. The private bath was very clean. Breakfast fish was a little salty for my father but everything else was perfect."

Respond to this review: https://click.e.triplantern.com/?qs=7be20c94af3d1e58c6a2b0d4&l=respond
Management responses are published within 2 business days.

Your ranking: #3 of 27 specialty lodging in Yunohara

(c) 2026 TripLantern LLC. 1180 Harbor Point Blvd, Suite 400, Boston, MA 02210, USA`,
    html: triplantern(
      "minji_travels rated you 5 of 5",
      `<p style="margin:0 0 6px;font-size:13px;color:#6b6b6b;">Yado Kawasemi has a new review</p>
<p style="margin:0 0 8px;font-size:20px;color:#00a680;">&#9679;&#9679;&#9679;&#9679;&#9679;</p>
<h2 style="margin:0 0 6px;font-size:20px;">&ldquo;Quiet river, perfect kaiseki&rdquo;</h2>
<p style="margin:0 0 16px;font-size:13px;color:#6b6b6b;">by minji_travels (Seoul, South Korea) &middot; Date of stay: October 2026 &middot; Trip type: Family</p>
<p style="margin:0 0 22px;">We booked the annex room for my parents' 40th anniversary. The staff wrote a card in Korean for them, which made my mother cry. The private bath was very clean. Breakfast fish was a little salty for my father but everything else was perfect.</p>
<a href="https://click.e.triplantern.com/?qs=7be20c94af3d1e58c6a2b0d4&amp;l=respond" style="display:inline-block;padding:12px 28px;border:2px solid #1a1a1a;border-radius:30px;color:#1a1a1a;font-weight:bold;text-decoration:none;">Respond to this review</a>
<p style="margin:22px 0 0;font-size:13px;color:#6b6b6b;">Management responses are published within 2 business days.<br>Your ranking: <b>#3 of 27</b> specialty lodging in Yunohara</p>`,
    ),
  },
  {
    family: "triplantern",
    group: "consumer",
    lang: "en",
    kind: "monthly-stats",
    code: null,
    link: null,
    from: "TripLantern for Business <business@e.triplantern.com>",
    to: TO_EN,
    subject: "Your September performance: 1,842 page views",
    date: dt("2026-10-06 03:15:00"),
    enc: "b64",
    text: `September at a glance - Yado Kawasemi

Page views: 1,842 (+12% vs August)
Clicks to your website: 96
Clicks to call: 7
New reviews: 4 (average 4.75)
Ranking: #3 of 27 specialty lodging in Yunohara (up 1)

Top traveller countries this month: Taiwan, South Korea, Hong Kong, Singapore, Japan

Tip: Listings with at least 30 recent photos get up to 2x more engagement. You have 18.
Add photos: https://click.e.triplantern.com/?qs=91c3f7a20e4d6b58a2c1e0f9&l=photos

(c) 2026 TripLantern LLC. 1180 Harbor Point Blvd, Suite 400, Boston, MA 02210, USA`,
    html: triplantern(
      "Page views up 12%, ranking up to #3",
      `<h1 style="font-size:22px;margin:0 0 18px;">September at a glance</h1>
<table role="presentation" width="100%" border="0" cellspacing="0" cellpadding="0"><tr>
<td width="33%" align="center" style="padding:14px 4px;background:#f7f7f7;"><div style="font-size:26px;font-weight:bold;">1,842</div><div style="font-size:12px;color:#6b6b6b;">Page views<br><span style="color:#00a680;">+12%</span></div></td>
<td width="4"></td>
<td width="33%" align="center" style="padding:14px 4px;background:#f7f7f7;"><div style="font-size:26px;font-weight:bold;">96</div><div style="font-size:12px;color:#6b6b6b;">Website clicks<br>&nbsp;</div></td>
<td width="4"></td>
<td width="33%" align="center" style="padding:14px 4px;background:#f7f7f7;"><div style="font-size:26px;font-weight:bold;">#3</div><div style="font-size:12px;color:#6b6b6b;">of 27 in Yunohara<br><span style="color:#00a680;">up 1</span></div></td>
</tr></table>
<p style="margin:18px 0;font-size:14px;">Clicks to call: 7 &middot; New reviews: 4 (average 4.75)<br>Top traveller countries: Taiwan, South Korea, Hong Kong, Singapore, Japan</p>
<p style="margin:0;padding:14px;background:#fff7e0;font-size:14px;"><b>Tip:</b> Listings with at least 30 recent photos get up to 2x more engagement. You have 18. <a href="https://click.e.triplantern.com/?qs=91c3f7a20e4d6b58a2c1e0f9&amp;l=photos" style="color:#1a1a1a;">Add photos</a></p>`,
    ),
  },

  // ============================================================ Sojiban (cleaning shifts)
  {
    family: "sojiban-shift",
    group: "consumer",
    lang: "en",
    kind: "verify-link",
    code: null,
    link: "https://sojiban.app/auth/verify-email?token=sv1.eyJ1IjoiNDgxMDIifQ.p8Qm2LrV0aXk",
    from: "Sojiban <hello@sojiban.app>",
    to: TO_EN,
    subject: "Confirm your email to finish setting up Sojiban",
    date: dt("2026-09-20 21:34:16"),
    text: `Welcome to Sojiban, Chiaki!

You're one step away from scheduling your housekeeping team. Please confirm that this is your email address:

https://sojiban.app/auth/verify-email?token=sv1.eyJ1IjoiNDgxMDIifQ.p8Qm2LrV0aXk

Workspace: Yado Kawasemi
Plan: Free trial (14 days, up to 10 staff)

After confirming, you can invite staff by phone number - they'll get shifts and room lists in the Sojiban app in Japanese, English, Vietnamese, Indonesian or Nepali.

- The Sojiban team
sojiban.app | help@sojiban.app`,
    html: `<!DOCTYPE html><html><head><meta charset="utf-8"></head>
<body style="margin:0;background:#f3f7f4;font-family:'Helvetica Neue',Arial,sans-serif;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:36px 12px;">
<table width="520" cellpadding="0" cellspacing="0" style="background:#ffffff;border-radius:16px;overflow:hidden;">
<tr><td style="background:#3aa06b;padding:26px 32px;"><img src="https://sojiban.app/email/logo-white@2x.png" width="110" alt="Sojiban"></td></tr>
<tr><td style="padding:32px;color:#1f2d25;font-size:15px;line-height:24px;">
<h1 style="margin:0 0 14px;font-size:24px;">Welcome to Sojiban, Chiaki! &#129529;</h1>
<p style="margin:0 0 22px;">You're one step away from scheduling your housekeeping team. Please confirm that this is your email address.</p>
<a href="https://sojiban.app/auth/verify-email?token=sv1.eyJ1IjoiNDgxMDIifQ.p8Qm2LrV0aXk" style="display:block;text-align:center;background:#3aa06b;color:#ffffff;text-decoration:none;font-weight:bold;padding:14px;border-radius:10px;">Confirm email</a>
<p style="margin:22px 0 0;font-size:13px;color:#66776d;">Workspace: <b>Yado Kawasemi</b><br>Plan: Free trial (14 days, up to 10 staff)</p>
<p style="margin:16px 0 0;font-size:13px;color:#66776d;">After confirming, you can invite staff by phone number &mdash; they'll get shifts and room lists in the Sojiban app in Japanese, English, Vietnamese, Indonesian or Nepali.</p>
</td></tr>
<tr><td style="padding:18px 32px;border-top:1px solid #e6ede8;font-size:12px;color:#90a097;">
<a href="https://sojiban.app/help" style="color:#90a097;">Help</a> &middot; <a href="https://sojiban.app/privacy" style="color:#90a097;">Privacy</a> &middot; Sojiban Inc., 1-4-8 Sakae, Naka-ku, Nagoya 460-0008
</td></tr>
</table></td></tr></table>
</body></html>`,
  },
  {
    family: "sojiban-shift",
    group: "consumer",
    lang: "ja",
    kind: "shift-swap",
    code: null,
    link: null,
    from: "Sojiban <notify@sojiban.app>",
    to: TO,
    subject: "シフト交代が成立しました：10/4（日）朝番",
    date: dt("2026-10-01 22:08:37"),
    enc: "qp",
    text: `宿 かわせみ ワークスペース

シフト交代が成立しました。

日時：10月4日（日）8:00〜12:00（朝番・客室清掃）
変更前：グエン・ティ・ラン
変更後：山口 恵美

担当客室：本館 1〜6号室、離れ「せせらぎ」
チェックアウト予定：計11名

この交代は、スタッフ同士の合意により自動で確定しました（ワークスペースの設定：管理者承認なし）。
シフト表を見る：https://sojiban.app/w/yado-kawasemi/schedule?week=2026-W40

通知の設定はアプリの［設定］→［通知］から変更できます。
Sojiban Inc.`,
    html:
      `<html><head><meta charset="utf-8"></head><body style="margin:0;background:#f3f7f4;font-family:'Hiragino Sans',Meiryo,sans-serif;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:28px 10px;">
<table width="480" cellpadding="0" cellspacing="0" style="background:#fff;border-radius:14px;">
<tr><td style="padding:22px 26px 0;font-size:12px;color:#3aa06b;font-weight:bold;">宿 かわせみ ワークスペース</td></tr>
<tr><td style="padding:8px 26px 24px;font-size:14px;line-height:1.8;color:#1f2d25;">
<p style="margin:0 0 14px;font-size:18px;font-weight:bold;">🔄 シフト交代が成立しました</p>
<table width="100%" cellpadding="8" cellspacing="0" style="background:#f3f7f4;border-radius:10px;font-size:13px;">
<tr><td width="34%" style="color:#66776d;">日時</td><td>10月4日（日）8:00〜12:00<br>朝番・客室清掃</td></tr>
<tr><td style="color:#66776d;">変更前</td><td><s>グエン・ティ・ラン</s></td></tr>
<tr><td style="color:#66776d;">変更後</td><td><b>山口 恵美</b></td></tr>
<tr><td style="color:#66776d;">担当客室</td><td>本館 1〜6号室、離れ「せせらぎ」</td></tr>
<tr><td style="color:#66776d;">チェックアウト予定</td><td>計11名</td></tr>
</table>
<p style="margin:14px 0;font-size:12px;color:#66776d;">この交代は、スタッフ同士の合意により自動で確定しました（ワークスペースの設定：管理者承認なし）。</p>
<a href="https://sojiban.app/w/yado-kawasemi/schedule?week=2026-W40" style="color:#3aa06b;font-weight:bold;">シフト表を見る →</a>
</td></tr>
<tr><td style="padding:14px 26px;border-top:1px solid #e6ede8;font-size:11px;color:#90a097;">通知の設定はアプリの［設定］→［通知］から変更できます。　Sojiban Inc.</td></tr>
</table></td></tr></table></body></html>`,
  },

  // ============================================================ 朝霧電力
  {
    family: "asagiri-denryoku",
    group: "regional",
    lang: "ja",
    kind: "usage-notice",
    code: null,
    link: null,
    from: "朝霧電力 <info@mail.asagiri-denryoku.co.jp>",
    to: TO,
    subject: "【朝霧電力】9月分 電気ご使用量・ご請求額のお知らせ",
    date: dt("2026-09-30 12:00:00"),
    enc: "b64",
    text: `宿 かわせみ　様

いつも朝霧電力をご利用いただき、ありがとうございます。
9月分の電気ご使用量とご請求額が確定しましたのでお知らせします。

お客さま番号：0817-2206-4415
ご契約プラン：あさぎり業務用プラン（低圧電力＋従量電灯C）
ご使用期間：2026年8月28日〜2026年9月27日（31日間）
ご使用量：2,184 kWh（前年同月 2,307 kWh）
ご請求額：71,352円（税込）
　うち再エネ発電賦課金：7,840円
お支払方法：口座振替（振替予定日 2026年10月16日）

詳しい内訳や30分ごとの使用量グラフは、あさぎりWebでご確認いただけます。

${ASAGIRI_FOOT}`,
    html: asagiri(`<p style="margin:0 0 14px;">宿 かわせみ　様</p>
<p style="margin:0 0 18px;">いつも朝霧電力をご利用いただき、ありがとうございます。<br>9月分の電気ご使用量とご請求額が確定しましたのでお知らせします。</p>
<table width="100%" cellpadding="8" cellspacing="0" border="0" style="font-size:13px;border-top:1px solid #d5e6df;">
<tr><td width="36%" style="border-bottom:1px solid #d5e6df;color:#666;">お客さま番号</td><td style="border-bottom:1px solid #d5e6df;">0817-2206-4415</td></tr>
<tr><td style="border-bottom:1px solid #d5e6df;color:#666;">ご契約プラン</td><td style="border-bottom:1px solid #d5e6df;">あさぎり業務用プラン（低圧電力＋従量電灯C）</td></tr>
<tr><td style="border-bottom:1px solid #d5e6df;color:#666;">ご使用期間</td><td style="border-bottom:1px solid #d5e6df;">2026年8月28日〜9月27日（31日間）</td></tr>
<tr><td style="border-bottom:1px solid #d5e6df;color:#666;">ご使用量</td><td style="border-bottom:1px solid #d5e6df;"><span style="font-size:20px;font-weight:bold;color:#1f8a70;">2,184</span> kWh<br><span style="font-size:11px;color:#888;">前年同月 2,307 kWh</span></td></tr>
<tr><td style="border-bottom:1px solid #d5e6df;color:#666;">ご請求額</td><td style="border-bottom:1px solid #d5e6df;"><span style="font-size:20px;font-weight:bold;">71,352</span>円（税込）<br><span style="font-size:11px;color:#888;">うち再エネ発電賦課金 7,840円</span></td></tr>
<tr><td style="color:#666;">お支払方法</td><td>口座振替（振替予定日 2026年10月16日）</td></tr>
</table>
<p style="margin:20px 0 0;text-align:center;"><a href="https://my.asagiri-denryoku.co.jp/usage?m=202609" style="display:inline-block;border:1px solid #1f8a70;color:#1f8a70;text-decoration:none;padding:10px 28px;">あさぎりWebで内訳を見る</a></p>`),
  },
  {
    family: "asagiri-denryoku",
    group: "regional",
    lang: "ja",
    kind: "login-code",
    code: "039174",
    link: null,
    from: "朝霧電力 あさぎりWeb <no-reply@mail.asagiri-denryoku.co.jp>",
    to: TO,
    subject: "【あさぎりWeb】ワンタイムパスワードのお知らせ",
    date: dt("2026-10-08 10:51:23"),
    enc: "qp",
    text: `宿 かわせみ　様

あさぎりWebへのログインにあたり、ワンタイムパスワードを発行しました。
ログイン画面に以下の6桁の数字を入力してください。

ワンタイムパスワード：039174
有効期限：発行から10分間（2026/10/08 11:01まで）

お心当たりのない場合は、お手数ですがお客さまセンターまでご連絡ください。

${ASAGIRI_FOOT}`,
    html: asagiri(`<p style="margin:0 0 14px;">宿 かわせみ　様</p>
<p style="margin:0 0 18px;">あさぎりWebへのログインにあたり、ワンタイムパスワードを発行しました。<br>ログイン画面に以下の6桁の数字を入力してください。</p>
<table cellpadding="0" cellspacing="4" border="0" align="center" style="margin:0 auto 16px;"><tr>
<td width="38" height="48" align="center" style="border:1px solid #1f8a70;font-size:26px;font-weight:bold;color:#1f8a70;">0</td>
<td width="38" height="48" align="center" style="border:1px solid #1f8a70;font-size:26px;font-weight:bold;color:#1f8a70;">3</td>
<td width="38" height="48" align="center" style="border:1px solid #1f8a70;font-size:26px;font-weight:bold;color:#1f8a70;">9</td>
<td width="38" height="48" align="center" style="border:1px solid #1f8a70;font-size:26px;font-weight:bold;color:#1f8a70;">1</td>
<td width="38" height="48" align="center" style="border:1px solid #1f8a70;font-size:26px;font-weight:bold;color:#1f8a70;">7</td>
<td width="38" height="48" align="center" style="border:1px solid #1f8a70;font-size:26px;font-weight:bold;color:#1f8a70;">4</td>
</tr></table>
<p style="margin:0 0 14px;text-align:center;font-size:12px;color:#666;">有効期限：発行から10分間（2026/10/08 11:01まで）</p>
<p style="margin:0;font-size:12px;color:#888;">お心当たりのない場合は、お手数ですがお客さまセンター（0120-587-303）までご連絡ください。</p>`),
  },
  {
    family: "asagiri-denryoku",
    group: "regional",
    lang: "ja",
    kind: "plan-change-accepted",
    code: null,
    link: null,
    from: "朝霧電力 <info@mail.asagiri-denryoku.co.jp>",
    to: TO,
    subject: "【朝霧電力】料金プラン変更のお申込みを受け付けました",
    date: dt("2026-10-08 11:06:40"),
    text: `宿 かわせみ　様

あさぎりWebより、料金プラン変更のお申込みを受け付けました。

受付番号：PC-20261008-00913
お客さま番号：0817-2206-4415
変更前：あさぎり業務用プラン
変更後：あさぎり業務用プラン＋夜間割（22時〜翌8時の電力量料金を割引）
適用開始：2026年10月28日の検針日以降のご使用分から

切り替えにあたり、工事や立ち会いは必要ありません。
内容に誤りがある場合は、10月20日までにお客さまセンターへご連絡ください。

${ASAGIRI_FOOT}`,
    html: null,
  },

  // ============================================================ 旅そら (4)
  {
    family: "tabisora-partner",
    group: "regional",
    lang: "ja",
    kind: "password-changed",
    code: null,
    link: null,
    from: "旅そら パートナー <no-reply@partner.tabisora.jp>",
    to: TO,
    subject: "【旅そら】パスワード変更完了のお知らせ",
    date: dt("2026-10-20 22:15:36"),
    enc: "qp",
    text: `宿 かわせみ　ご担当者様

パートナー管理画面のパスワードが変更されました。

変更日時：2026年10月20日 22:15
ログインID：yado-kawasemi

ご自身で変更された場合は、このメールへの対応は不要です。
お心当たりのない場合は、至急パートナーサポートまでご連絡ください。
https://partner.tabisora.jp/help/contact

${TABISORA_FOOT}`,
    html: tabisora(
      "パートナー管理画面のパスワードが変更されました",
      `<tr><td style="padding:28px;font-family:'Hiragino Kaku Gothic ProN',Meiryo,sans-serif;font-size:14px;line-height:1.9;color:#333;">
<p style="margin:0 0 14px;">宿 かわせみ　ご担当者様</p>
<p style="margin:0 0 14px;">パートナー管理画面のパスワードが変更されました。</p>
<p style="margin:0 0 14px;padding:12px 16px;background:#f5f8fa;font-size:13px;">変更日時：2026年10月20日 22:15<br>ログインID：yado-kawasemi</p>
<p style="margin:0;font-size:13px;">ご自身で変更された場合は、このメールへの対応は不要です。<br>お心当たりのない場合は、至急<a href="https://partner.tabisora.jp/help/contact" style="color:#0a7cc1;">パートナーサポート</a>までご連絡ください。</p>
</td></tr>`,
    ),
  },

  // ============================================================ Singgah Mitra
  {
    family: "singgah-mitra",
    group: "regional",
    lang: "id",
    kind: "login-code",
    code: "660412",
    link: null,
    from: "Singgah Mitra <no-reply@mitra.singgah.co.id>",
    to: TO_EN,
    subject: "Kode verifikasi masuk Singgah Mitra",
    date: dt("2026-09-17 10:29:44"),
    enc: "b64",
    text: `Halo Mitra Yado Kawasemi,

Gunakan kode verifikasi berikut untuk masuk ke Singgah Mitra:

660412

Kode ini berlaku selama 5 menit. Jangan berikan kode ini kepada siapa pun, termasuk pihak yang mengaku dari Singgah.

Jika Anda tidak mencoba masuk, segera ubah kata sandi Anda dan hubungi kami melalui WhatsApp +62 811-1960-4422.

Salam,
Tim Singgah Mitra`,
    html: singgah(`<p style="margin:0 0 14px;">Halo Mitra <b>Yado Kawasemi</b>,</p>
<p style="margin:0 0 18px;">Gunakan kode verifikasi berikut untuk masuk ke Singgah Mitra:</p>
<p style="margin:0 0 18px;text-align:center;"><span style="display:inline-block;background:#e8f0fd;color:#1565d8;font-size:30px;font-weight:700;letter-spacing:8px;padding:14px 24px;border-radius:6px;">660412</span></p>
<p style="margin:0 0 14px;">Kode ini berlaku selama <b>5 menit</b>. Jangan berikan kode ini kepada siapa pun, termasuk pihak yang mengaku dari Singgah.</p>
<p style="margin:0;font-size:13px;color:#8492a6;">Jika Anda tidak mencoba masuk, segera ubah kata sandi Anda dan hubungi kami melalui WhatsApp +62 811-1960-4422.</p>`),
  },
  {
    family: "singgah-mitra",
    group: "regional",
    lang: "id",
    kind: "booking-new",
    code: null,
    link: null,
    from: "Singgah Mitra <pesanan@mitra.singgah.co.id>",
    to: TO_EN,
    subject: "Pesanan baru #SGH-88213046 - 31 Okt 2026",
    date: dt("2026-09-27 19:55:02"),
    text: `Pesanan baru untuk Yado Kawasemi

No. Pesanan: SGH-88213046
Nama tamu: Dewi Anggraini Putri
Check-in: Sabtu, 31 Okt 2026
Check-out: Minggu, 1 Nov 2026
Tipe kamar: Kamar Jepang dengan Pemandian Pribadi (termasuk sarapan & makan malam)
Jumlah tamu: 2 dewasa
Catatan tamu: Mohon makan malam tanpa daging babi dan tanpa alkohol (mirin/sake) jika memungkinkan.

Total harga kamar: JPY 54,000
Komisi Singgah (14%): JPY 7,560
Pembayaran ke Mitra: JPY 46,440 (dibayarkan 7 hari setelah check-out)

Lihat pesanan: https://mitra.singgah.co.id/pesanan/SGH-88213046

Tim Singgah Mitra`,
    html: singgah(`<p style="margin:0 0 4px;font-size:12px;color:#8492a6;">Pesanan baru untuk Yado Kawasemi</p>
<p style="margin:0 0 18px;font-size:20px;font-weight:700;">No. Pesanan SGH-88213046</p>
<table width="100%" cellpadding="6" cellspacing="0" border="0" style="font-size:13px;">
<tr><td width="36%" style="color:#8492a6;">Nama tamu</td><td>Dewi Anggraini Putri</td></tr>
<tr><td style="color:#8492a6;">Check-in</td><td>Sabtu, 31 Okt 2026</td></tr>
<tr><td style="color:#8492a6;">Check-out</td><td>Minggu, 1 Nov 2026</td></tr>
<tr><td style="color:#8492a6;">Tipe kamar</td><td>Kamar Jepang dengan Pemandian Pribadi (termasuk sarapan &amp; makan malam)</td></tr>
<tr><td style="color:#8492a6;">Jumlah tamu</td><td>2 dewasa</td></tr>
</table>
<p style="margin:14px 0;padding:10px 14px;background:#fff8e6;font-size:13px;"><b>Catatan tamu:</b> Mohon makan malam tanpa daging babi dan tanpa alkohol (mirin/sake) jika memungkinkan.</p>
<table width="100%" cellpadding="4" cellspacing="0" border="0" style="font-size:13px;border-top:1px solid #e6ebf2;">
<tr><td>Total harga kamar</td><td align="right">JPY 54,000</td></tr>
<tr><td>Komisi Singgah (14%)</td><td align="right">- JPY 7,560</td></tr>
<tr><td><b>Pembayaran ke Mitra</b></td><td align="right"><b>JPY 46,440</b></td></tr>
<tr><td colspan="2" style="font-size:11px;color:#8492a6;">Dibayarkan 7 hari setelah check-out</td></tr>
</table>
<p style="margin:18px 0 0;"><a href="https://mitra.singgah.co.id/pesanan/SGH-88213046" style="display:inline-block;background:#1565d8;color:#fff;padding:10px 22px;border-radius:6px;text-decoration:none;">Lihat pesanan</a></p>`),
  },

  // ============================================================ 环宇收款
  {
    family: "huanyu-shoukuan",
    group: "regional",
    lang: "zh",
    kind: "verify-link",
    code: null,
    link: "https://merchant.huanyupay.com/onboarding/verify-email?ticket=HY8c2f61a0d94e7b35&lang=zh_CN",
    from: "环宇收款 <noreply@notice.huanyupay.com>",
    to: TO,
    subject: "【环宇收款】请验证您的商户邮箱",
    date: dt("2026-09-22 15:12:27"),
    enc: "qp",
    text: `您好，

感谢您申请开通环宇收款（支持微信、支付宝等跨境扫码收款）。
请点击以下链接验证您的邮箱地址，验证后即可继续填写商户资料：

https://merchant.huanyupay.com/onboarding/verify-email?ticket=HY8c2f61a0d94e7b35&lang=zh_CN

申请编号：HYJP-2026-0922-0713
商户名称：宿 かわせみ（森田 千晶）

链接24小时内有效。如果您没有申请，请忽略此邮件。

环宇收款 日本商户服务专线：050-5806-3921`,
    html: huanyu(`<p style="margin:0 0 14px;">您好，</p>
<p style="margin:0 0 20px;">感谢您申请开通环宇收款（支持微信、支付宝等跨境扫码收款）。请点击下方按钮验证您的邮箱地址，验证后即可继续填写商户资料。</p>
<p style="margin:0 0 22px;"><a href="https://merchant.huanyupay.com/onboarding/verify-email?ticket=HY8c2f61a0d94e7b35&amp;lang=zh_CN" style="display:inline-block;background:#1677ff;color:#ffffff;padding:10px 32px;border-radius:4px;text-decoration:none;">验证邮箱</a></p>
<table cellpadding="4" cellspacing="0" border="0" style="font-size:13px;color:#595959;">
<tr><td>申请编号</td><td>HYJP-2026-0922-0713</td></tr>
<tr><td>商户名称</td><td>宿 かわせみ（森田 千晶）</td></tr>
</table>
<p style="margin:18px 0 0;font-size:12px;color:#8c8c8c;">链接24小时内有效。如果您没有申请，请忽略此邮件。</p>`),
  },
  {
    family: "huanyu-shoukuan",
    group: "regional",
    lang: "zh",
    kind: "daily-report",
    code: null,
    link: null,
    from: "环宇收款 <report@notice.huanyupay.com>",
    to: TO,
    subject: "环宇收款｜10月17日交易日报",
    date: dt("2026-10-18 07:00:05"),
    text: `宿 かわせみ（商户号 HY8012657）10月17日交易日报

交易笔数：9 笔（微信支付 5 笔，支付宝 4 笔）
交易总额：JPY 61,800
退款：0 笔
手续费（2.8%）：JPY 1,730
应结算金额：JPY 60,070

结算周期：T+3，预计 2026-10-21 入账至 穂積信用金庫 ****4821

完整交易明细请登录商户后台查看：https://merchant.huanyupay.com/reports/daily?d=2026-10-17

环宇收款`,
    html: huanyu(`<p style="margin:0 0 16px;font-size:16px;font-weight:bold;">10月17日交易日报</p>
<p style="margin:0 0 16px;color:#595959;">宿 かわせみ（商户号 HY8012657）</p>
<table width="100%" cellpadding="8" cellspacing="0" border="0" style="font-size:13px;background:#fafafa;">
<tr><td>交易笔数</td><td align="right">9 笔（微信支付 5 / 支付宝 4）</td></tr>
<tr><td>交易总额</td><td align="right">JPY 61,800</td></tr>
<tr><td>退款</td><td align="right">0 笔</td></tr>
<tr><td>手续费（2.8%）</td><td align="right">JPY 1,730</td></tr>
<tr><td><b>应结算金额</b></td><td align="right"><b>JPY 60,070</b></td></tr>
</table>
<p style="margin:16px 0 0;font-size:13px;color:#595959;">结算周期 T+3，预计 2026-10-21 入账至 穂積信用金庫 ****4821。<br><a href="https://merchant.huanyupay.com/reports/daily?d=2026-10-17" style="color:#1677ff;">查看完整交易明细</a></p>`),
  },

  // ============================================================ travel agencies (foreign)
  {
    family: "jiahe-travel-tw",
    group: "negative",
    lang: "zh",
    kind: "group-inquiry",
    code: null,
    link: null,
    from: "嘉禾旅行社 陳怡君 <yijun.chen@jiahetravel.com.tw>",
    to: TO,
    subject: "詢價：2026年11月 但馬賞楓團 16人（嘉禾旅行社）",
    date: dt("2026-09-23 11:38:50", "+0800"),
    text: `森田老闆娘 您好：

我是台北嘉禾旅行社日本線的陳怡君，去年11月也有帶一團入住貴館，客人們對晚餐的螃蟹和露天風呂都讚不絕口，非常感謝！

今年想再詢問以下日期的空房與團體價：

・入住日期：2026年11月19日（四）1泊
・人數：16位成人＋領隊1位（共17位）
・房型：和室4～5人房 × 4間，領隊單人房 × 1間
・餐食：一泊二食（晚餐希望是會席料理，其中2位吃素〈蛋奶素〉）
・預計抵達時間：16:30左右（遊覽車一台，需停車位）

另外想請問：
1. 團體是否有免費名額（例如16+1）？
2. 遊覽車司機的住宿是否可安排在附近？
3. 是否需要先付訂金？訂金比例與取消規定為何？

麻煩您撥冗回覆，謝謝！

--
陳怡君 Yijun Chen
嘉禾旅行社股份有限公司 日本線 OP
台北市中山區南京東路二段72號6樓
TEL +886-2-2562-8830 ext. 215 ／ LINE ID: jiahe_yijun
交觀甲 7812 ／ 品保北 1409`,
    html: null,
  },
  {
    family: "sabai-journey-tour",
    group: "negative",
    lang: "th",
    kind: "group-inquiry",
    code: null,
    link: null,
    from: "Sabai Journey Tour <sales@sabaijourney.co.th>",
    to: TO_EN,
    subject: "สอบถามห้องพักกรุ๊ป 12 ท่าน วันที่ 27-28 พ.ย. 2569",
    date: dt("2026-09-29 14:06:12", "+0700"),
    enc: "b64",
    text: `เรียน คุณโมริตะ

ทางบริษัท สบาย เจอร์นีย์ ทัวร์ ขอสอบถามห้องพักสำหรับกรุ๊ปลูกค้าคนไทย รายละเอียดดังนี้ค่ะ

- วันที่เข้าพัก: 27 พฤศจิกายน 2569 (2026) ออก 28 พฤศจิกายน
- จำนวน: ผู้ใหญ่ 12 ท่าน + ไกด์ 1 ท่าน
- ห้องพัก: ห้องสไตล์ญี่ปุ่นพัก 3 ท่าน จำนวน 4 ห้อง และห้องเดี่ยวสำหรับไกด์ 1 ห้อง
- อาหาร: อาหารเย็นและอาหารเช้า (ลูกค้า 2 ท่านไม่ทานเนื้อวัว)

ลูกค้าบางท่านมีรอยสัก ไม่ทราบว่าสามารถใช้ออนเซ็นส่วนตัวได้หรือไม่คะ

รบกวนแจ้งราคาต่อท่าน และเงื่อนไขการชำระเงินมัดจำด้วยนะคะ
หากสะดวก สามารถตอบเป็นภาษาอังกฤษได้ค่ะ

ขอบคุณค่ะ

นภัสสร วงศ์ประเสริฐ (Napatsorn)
ฝ่ายขายทัวร์ญี่ปุ่น
บริษัท สบาย เจอร์นีย์ ทัวร์ จำกัด
ใบอนุญาตประกอบธุรกิจนำเที่ยว เลขที่ 11/08472
โทร 02-118-4590 / มือถือ 089-771-2036`,
    html: null,
  },
  {
    family: "du-lich-hoa-mai",
    group: "negative",
    lang: "vi",
    kind: "rooming-list",
    code: null,
    link: null,
    from: "Du Lịch Hoa Mai - Phòng Điều Hành <dieuhanh@hoamaitravel.vn>",
    to: TO_EN,
    subject: "Danh sách phòng đoàn HM-JP1014 (14/10/2026) - Yado Kawasemi",
    date: dt("2026-10-07 16:44:29", "+0700"),
    enc: "qp",
    text: `Kính gửi chị Morita,

Công ty Du Lịch Hoa Mai xin gửi danh sách phòng (rooming list) của đoàn HM-JP1014 nhận phòng ngày 14/10/2026, 1 đêm, như file đính kèm.

Tóm tắt:
- Tổng số khách: 18 người lớn + 2 trẻ em (6 và 9 tuổi) + 1 hướng dẫn viên
- Số phòng: 7 phòng kiểu Nhật
- Giờ đến dự kiến: khoảng 17:00 (đi xe buýt từ Kyoto)
- Ăn tối: 19:00, có 1 khách dị ứng tôm cua (phòng 3 - chị Trần Thị Mai)

Khoản đặt cọc 30% (JPY 186,300) công ty đã chuyển khoản ngày 05/10, mã giao dịch VCB 0510-2291-7703. Nhờ chị kiểm tra giúp.

Trân trọng,
Lê Minh Khoa
Phòng Điều Hành Tour Nhật Bản - Hàn Quốc
Công ty TNHH Du Lịch Hoa Mai
45 Nguyễn Thị Minh Khai, Quận 1, TP. Hồ Chí Minh
ĐT: (028) 3822 6154 - Hotline/Zalo: 0908 334 217`,
    html: `<div style="font-family:Calibri,Arial,sans-serif;font-size:11pt;color:#000000;">
<p>Kính gửi chị Morita,</p>
<p>Công ty Du Lịch Hoa Mai xin gửi danh sách phòng (rooming list) của đoàn <b>HM-JP1014</b> nhận phòng ngày <b>14/10/2026</b>, 1 đêm, như file đính kèm.</p>
<p>Tóm tắt:</p>
<ul>
<li>Tổng số khách: 18 người lớn + 2 trẻ em (6 và 9 tuổi) + 1 hướng dẫn viên</li>
<li>Số phòng: 7 phòng kiểu Nhật</li>
<li>Giờ đến dự kiến: khoảng 17:00 (đi xe buýt từ Kyoto)</li>
<li>Ăn tối: 19:00, có 1 khách dị ứng tôm cua (phòng 3 - chị Trần Thị Mai)</li>
</ul>
<p>Khoản đặt cọc 30% (JPY 186,300) công ty đã chuyển khoản ngày 05/10, mã giao dịch VCB 0510-2291-7703. Nhờ chị kiểm tra giúp.</p>
<p>Trân trọng,</p>
<p style="color:#1f4e79;"><b>Lê Minh Khoa</b><br>Phòng Điều Hành Tour Nhật Bản - Hàn Quốc<br>Công ty TNHH Du Lịch Hoa Mai<br>45 Nguyễn Thị Minh Khai, Quận 1, TP. Hồ Chí Minh<br>ĐT: (028) 3822 6154 - Hotline/Zalo: 0908 334 217<br><a href="https://www.hoamaitravel.vn">www.hoamaitravel.vn</a></p>
</div>`,
    attachment: [
      "Rooming_list_HM-JP1014_Kawasemi.pdf",
      "application/pdf",
      "%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj\n3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 842 595] >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n",
    ],
  },
  {
    family: "kembara-timur-travel",
    group: "negative",
    lang: "ms",
    kind: "deposit-notice",
    code: null,
    link: null,
    from: "Kembara Timur Travel & Tours <tempahan@kembaratimur.com.my>",
    to: TO_EN,
    subject: "Makluman bayaran deposit - Tempahan KT/JPN/2611/03",
    date: dt("2026-10-15 10:22:37", "+0800"),
    text: `Salam sejahtera Puan Morita,

Merujuk kepada sebut harga Puan bertarikh 9 Oktober 2026, kami ingin memaklumkan bahawa bayaran deposit telah dibuat hari ini.

Rujukan tempahan kami: KT/JPN/2611/03
Tarikh menginap: 12 - 13 November 2026 (1 malam)
Bilangan tetamu: 10 dewasa (5 bilik)
Jumlah deposit: JPY 120,000 (30%)
Kaedah: Pindahan telegraf (TT) melalui Maybank, no. rujukan TT 2610150448

Baki akan dijelaskan selewat-lewatnya 29 Oktober 2026.

Semua tetamu beragama Islam. Kami amat menghargai jika makan malam disediakan tanpa babi dan alkohol seperti yang dibincangkan, serta ruang kecil untuk solat jika ada.

Sekian, terima kasih.

Nurul Aisyah binti Kamarudin
Eksekutif Operasi
Kembara Timur Travel & Tours Sdn. Bhd. (KPK/LN 10384)
No. 22, Jalan Tun Sambanthan 3, Brickfields, 50470 Kuala Lumpur
Tel: +603-2274 8815 | WhatsApp: +6012-338 9021`,
    html: null,
  },
  {
    family: "lakbay-hiraya-tours",
    group: "negative",
    lang: "tl",
    kind: "inquiry",
    code: null,
    link: null,
    from: "Lakbay Hiraya Tours <bookings@lakbayhiraya.ph>",
    to: TO_EN,
    subject: "Tanong tungkol sa family room at private onsen - Disyembre 2026",
    date: dt("2026-10-21 21:03:48", "+0800"),
    enc: "8bit",
    text: `Magandang araw po, Morita-san!

Ako po si Carla mula sa Lakbay Hiraya Tours dito sa Makati. May kliyente po kaming pamilya na gustong mag-stay sa inyong ryokan:

- Petsa: Disyembre 27 hanggang 29, 2026 (2 gabi)
- Bilang: 2 matanda, 2 bata (edad 4 at 11), at 1 lola na naka-wheelchair
- Kailangan po ng family room na malapit sa elevator o nasa ground floor

Ilang tanong po:
1. Puwede po bang i-reserve ang private onsen para sa buong pamilya? Magkano po bawat 45 minuto?
2. May kakayahan po ba kayong mag-pick up sa istasyon? Darating sila ng mga 3:40 ng hapon.
3. Ano po ang cancellation policy para sa peak season?

Salamat po nang marami! Hihintayin po namin ang inyong sagot.

Carla Mae Villanueva
Travel Consultant, Japan & Korea Desk
Lakbay Hiraya Tours Inc. | DOT Accreditation No. TO-NCR-07731
Unit 1204, Paseo Tower, Paseo de Roxas, Makati City 1226
+63 2 8812 4407 | +63 917 552 0386 (Viber)`,
    html: null,
  },
  {
    family: "talyn-salkhi-tour",
    group: "negative",
    lang: "mn",
    kind: "inquiry",
    code: null,
    link: null,
    from: "Талын Салхи Тур <info@talynsalkhi.mn>",
    to: TO_EN,
    subject: "Японы аялал: 2027 оны 2-р сарын бүлгийн захиалгын талаар",
    date: dt("2026-10-26 13:47:05", "+0800"),
    enc: "b64",
    text: `Сайн байна уу, Морита хатагтай,

Бид Улаанбаатар хотын "Талын Салхи Тур" компани байна. 2027 оны 2-р сард Японд цасны аялал зохион байгуулах гэж байгаа бөгөөд танай буудалд хонох боломжийг лавлах гэсэн юм.

- Хугацаа: 2027 оны 2-р сарын 11-нээс 12 (1 шөнө)
- Хүний тоо: 14 насанд хүрэгч, 1 хөтөч
- Өрөө: 4 хүний япон өрөө 4, 1 хүний өрөө 1
- Хоол: оройн болон өглөөний цай

Нэг хүнд ногдох үнэ, урьдчилгаа төлбөрийн нөхцөлийг англи хэлээр илгээвэл маш их баярлах болно.

Хүндэтгэсэн,
Б. Энхжаргал
Аяллын менежер
Талын Салхи Тур ХХК
Улаанбаатар, Сүхбаатар дүүрэг, Энхтайваны өргөн чөлөө 17
Утас: +976 7011-4582`,
    html: null,
  },

  // ============================================================ Roomkit Direct
  {
    family: "roomkit-direct",
    group: "consumer",
    lang: "en",
    kind: "booking-new",
    code: null,
    link: null,
    from: "Roomkit Direct <bookings@notify.roomkit.io>",
    to: TO_EN,
    subject: "Direct booking #RK-20931 confirmed - Chan Ka Yan, 21 Nov",
    date: dt("2026-10-04 01:37:54"),
    enc: "qp",
    text: `New direct booking on yado-kawasemi.jp

Booking #RK-20931 (paid)
Guest: Chan Ka Yan
Email: kayan.chan@netvigator-mail.hk
Phone: +852 6120 4478
Arrival: Sat 21 Nov 2026
Departure: Sun 22 Nov 2026
Room: Riverside Washitsu with Private Open-air Bath x1
Guests: 2 adults
Rate plan: Direct Best Rate - Kaiseki Dinner & Breakfast

Room charges:   JPY 62,000
Bathing tax:    JPY 300 (collect at property)
Charged today:  JPY 62,000 (Visa ending 0932)
Payment processor fee: JPY 2,170

Guest comment: "Could we have dinner at 19:30? We will visit the crab market first."

Open in dashboard: https://app.roomkit.io/p/kawasemi/bookings/RK-20931

Roomkit Ltd, Level 3, 20 Wharf Street, Auckland 1010, New Zealand`,
    html: roomkit(
      `<p style="margin:0 0 4px;font-size:12px;color:#8b8b99;text-transform:uppercase;letter-spacing:1px;">New direct booking &middot; yado-kawasemi.jp</p>
<h1 style="margin:0 0 18px;font-size:21px;">Booking #RK-20931 <span style="font-size:12px;background:#e3f6ea;color:#207a45;padding:2px 8px;border-radius:10px;vertical-align:middle;">PAID</span></h1>
<table role="presentation" width="100%" cellspacing="0" cellpadding="5" border="0" style="font-size:14px;">
<tr><td width="34%" style="color:#8b8b99;">Guest</td><td>Chan Ka Yan<br><span style="font-size:12px;color:#8b8b99;">kayan.chan@netvigator-mail.hk &middot; +852 6120 4478</span></td></tr>
<tr><td style="color:#8b8b99;">Stay</td><td>Sat 21 Nov &rarr; Sun 22 Nov 2026 (1 night)</td></tr>
<tr><td style="color:#8b8b99;">Room</td><td>Riverside Washitsu with Private Open-air Bath &times; 1</td></tr>
<tr><td style="color:#8b8b99;">Guests</td><td>2 adults</td></tr>
<tr><td style="color:#8b8b99;">Rate plan</td><td>Direct Best Rate &ndash; Kaiseki Dinner &amp; Breakfast</td></tr>
</table>
<table role="presentation" width="100%" cellspacing="0" cellpadding="5" border="0" style="font-size:14px;margin-top:12px;border-top:1px solid #e7e7ee;">
<tr><td>Room charges</td><td align="right">JPY 62,000</td></tr>
<tr><td>Bathing tax (collect at property)</td><td align="right">JPY 300</td></tr>
<tr><td><b>Charged today</b> <span style="color:#8b8b99;font-size:12px;">Visa &bull;&bull;&bull;&bull; 0932</span></td><td align="right"><b>JPY 62,000</b></td></tr>
<tr><td style="color:#8b8b99;font-size:12px;">Payment processor fee</td><td align="right" style="color:#8b8b99;font-size:12px;">JPY 2,170</td></tr>
</table>
<p style="margin:16px 0;padding:12px;background:#f6f6f9;border-radius:4px;font-size:14px;">&ldquo;Could we have dinner at 19:30? We will visit the crab market first.&rdquo;</p>
<a href="https://app.roomkit.io/p/kawasemi/bookings/RK-20931" style="color:#5b4bdb;font-weight:600;text-decoration:none;">Open in dashboard &rarr;</a>`,
    ),
  },
  {
    family: "roomkit-direct",
    group: "consumer",
    lang: "en",
    kind: "reset-link",
    code: null,
    link:
      "https://links.roomkit.io/u/click?_t=4c07aa&_r=https%3A%2F%2Fapp.roomkit.io%2Freset-password%3Ftoken%3Drp_9QmZ2vT7xK41sLe0",
    from: "Roomkit <no-reply@notify.roomkit.io>",
    to: TO_EN,
    subject: "Reset your Roomkit password",
    date: dt("2026-10-23 07:19:31"),
    text: `Hi Chiaki,

We received a request to reset the password for your Roomkit account (okami@yado-kawasemi.jp).

Choose a new password here:
https://links.roomkit.io/u/click?_t=4c07aa&_r=https%3A%2F%2Fapp.roomkit.io%2Freset-password%3Ftoken%3Drp_9QmZ2vT7xK41sLe0

This link works once and expires in 60 minutes. If you didn't ask for a reset, you can ignore this email - your current password stays the same.

Roomkit Support
https://support.roomkit.io`,
    html: roomkit(`<h1 style="margin:0 0 16px;font-size:21px;">Reset your password</h1>
<p style="margin:0 0 22px;">Hi Chiaki, we received a request to reset the password for your Roomkit account (okami@yado-kawasemi.jp).</p>
<table role="presentation" cellspacing="0" cellpadding="0" border="0"><tr><td style="background:#5b4bdb;border-radius:5px;">
<a href="https://links.roomkit.io/u/click?_t=4c07aa&amp;_r=https%3A%2F%2Fapp.roomkit.io%2Freset-password%3Ftoken%3Drp_9QmZ2vT7xK41sLe0" style="display:inline-block;padding:12px 26px;color:#ffffff;font-weight:600;text-decoration:none;">Choose a new password</a>
</td></tr></table>
<p style="margin:22px 0 0;font-size:13px;color:#6c6c7a;">This link works once and expires in 60 minutes. If you didn't ask for a reset, you can ignore this email &ndash; your current password stays the same.</p>`),
  },
];
