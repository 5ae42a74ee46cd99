/**
 * One family's inbox across mainland China, Hong Kong, Taiwan, Singapore and Malaysia over two months:
 * wallets, banks, lockers, schools, hospitals, utilities and travel, in Chinese, English, Malay, Tamil and more.
 * @module
 */

import type { Mail } from "../holdout_kit.ts";

const DAYS = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"];
const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/** An RFC 2822 date in 2026, local time at `tz`. */
function d(month: number, day: number, hh: number, mm: number, tz = "+0800"): string {
  const wd = DAYS[new Date(Date.UTC(2026, month - 1, day)).getUTCDay()];
  const p = (n: number) => String(n).padStart(2, "0");
  return `${wd}, ${day} ${MONTHS[month - 1]} 2026 ${p(hh)}:${p(mm)}:${p((day * 7 + mm) % 60)} ${tz}`;
}

const HTML_HEAD = (title: string, lang = "zh-CN") =>
  `<!DOCTYPE html>\n<html lang="${lang}">\n<head>\n<meta charset="utf-8">\n<meta name="viewport" content="width=device-width, initial-scale=1">\n<title>${title}</title>\n</head>\n`;

function preheader(s: string): string {
  return `<div style="display:none;max-height:0;overflow:hidden;mso-hide:all;font-size:1px;color:#ffffff;line-height:1px;">${s}&#8199;&#65279;&#847;&#8199;&#65279;&#847;</div>`;
}

// ---------------------------------------------------------------- 智友 (wallet super-app, mainland)

const ZHIYOU_FOOT =
  `<tr><td style="padding:18px 28px;background:#f5f6f8;font-size:12px;color:#999;line-height:20px;">此邮件由系统自动发出，请勿直接回复。<br>客服热线 95017-8 ｜ <a href="https://help.zhiyoupay.cn/?src=mail" style="color:#999;">帮助中心</a> ｜ <a href="https://www.zhiyoupay.cn/legal/privacy" style="color:#999;">隐私政策</a><br>杭州智友网络支付有限公司 浙江省杭州市西湖区文三路 478 号 ©2026</td></tr>`;

const zhiyou: Mail[] = [
  {
    family: "zhiyou-pay",
    group: "regional",
    lang: "zh",
    kind: "login-code",
    code: "583019",
    link: null,
    from: "智友支付 <noreply@mail.zhiyoupay.cn>",
    subject: "【智友】邮箱登录验证码",
    date: d(9, 3, 21, 14),
    text:
      `尊敬的用户：\n\n您正在使用邮箱 l***@163.com 登录智友 App（设备：HUAWEI Mate 60，杭州）。\n\n本次验证码：583019\n\n验证码 10 分钟内有效，请勿告知他人。智友工作人员不会以任何理由向您索取验证码。\n如非本人操作，请立即拨打 95017-8 冻结账户。\n\n智友支付\n2026-09-03 21:14`,
    html: HTML_HEAD("智友登录验证码") +
      `<body style="margin:0;background:#eef0f3;">${preheader("您的登录验证码，10 分钟内有效")}
<table width="100%" cellpadding="0" cellspacing="0" border="0" style="background:#eef0f3;"><tr><td align="center" style="padding:24px 0;">
<table width="600" cellpadding="0" cellspacing="0" border="0" style="background:#ffffff;font-family:'PingFang SC','Microsoft YaHei',sans-serif;">
<tr><td style="padding:20px 28px;border-bottom:3px solid #1677ff;"><img src="https://static.zhiyoupay.cn/mail/logo@2x.png" width="96" height="28" alt="智友"></td></tr>
<tr><td style="padding:28px;font-size:14px;color:#333;line-height:24px;">尊敬的用户：<br><br>您正在使用邮箱 l***@163.com 登录智友 App（设备：HUAWEI Mate 60，杭州）。本次验证码为：</td></tr>
<tr><td align="center" style="padding:0 28px 8px;"><span style="display:inline-block;padding:12px 30px;background:#f0f6ff;color:#1677ff;font-size:32px;font-weight:bold;letter-spacing:8px;">583019</span></td></tr>
<tr><td style="padding:16px 28px 28px;font-size:13px;color:#666;line-height:22px;">验证码 10 分钟内有效，请勿告知他人。智友工作人员不会以任何理由向您索取验证码。<br>如非本人操作，请立即拨打 <b>95017-8</b> 冻结账户。</td></tr>
${ZHIYOU_FOOT}
</table></td></tr></table></body></html>`,
    enc: "b64",
  },
  {
    family: "zhiyou-pay",
    group: "regional",
    lang: "zh",
    kind: "monthly-bill",
    code: null,
    link: null,
    from: "智友账单 <bill@mail.zhiyoupay.cn>",
    subject: "您的 2026年9月 智友月度账单已生成",
    date: d(10, 1, 9, 2),
    text:
      `您好，\n\n您 2026 年 9 月的智友账单已生成：\n\n支出 ¥ 8,436.27（共 112 笔）\n收入 ¥ 21,500.00（共 6 笔）\n零钱理财收益 ¥ 37.18\n\n支出最多的类别：餐饮 ¥ 2,108.40、日用 ¥ 1,792.55、交通 ¥ 688.00\n\n打开智友 App「我的 - 账单」查看明细：https://m.zhiyoupay.cn/bill/202609?utm_source=edm\n\n退订账单邮件：https://m.zhiyoupay.cn/settings/notify`,
    html: HTML_HEAD("9月账单") +
      `<body style="margin:0;background:#eef0f3;">${preheader("9月支出 ¥8,436.27，收入 ¥21,500.00")}
<table width="100%" cellpadding="0" cellspacing="0" border="0" style="background:#eef0f3;"><tr><td align="center" style="padding:24px 0;">
<table width="600" cellpadding="0" cellspacing="0" border="0" style="background:#ffffff;font-family:'PingFang SC','Microsoft YaHei',sans-serif;">
<tr><td style="padding:24px 28px;background:#1677ff;color:#fff;font-size:20px;">2026年9月 账单</td></tr>
<tr><td style="padding:24px 28px;"><table width="100%" cellpadding="0" cellspacing="0">
<tr><td style="font-size:13px;color:#888;">支出（112 笔）</td><td style="font-size:13px;color:#888;">收入（6 笔）</td></tr>
<tr><td style="font-size:26px;color:#222;font-weight:bold;">¥8,436.27</td><td style="font-size:26px;color:#222;font-weight:bold;">¥21,500.00</td></tr></table></td></tr>
<tr><td style="padding:0 28px 20px;font-size:14px;color:#444;line-height:26px;">
<table width="100%" cellpadding="6" cellspacing="0" style="border-top:1px solid #eee;">
<tr><td>餐饮</td><td align="right">¥2,108.40</td></tr><tr><td>日用</td><td align="right">¥1,792.55</td></tr><tr><td>交通</td><td align="right">¥688.00</td></tr><tr><td>零钱理财收益</td><td align="right" style="color:#e94b35;">+¥37.18</td></tr></table></td></tr>
<tr><td align="center" style="padding:0 28px 28px;"><a href="https://m.zhiyoupay.cn/bill/202609?utm_source=edm" style="display:inline-block;background:#1677ff;color:#fff;padding:10px 36px;border-radius:20px;text-decoration:none;">查看账单明细</a></td></tr>
<tr><td style="padding:0 28px 16px;font-size:12px;color:#aaa;">不想再收到账单邮件？<a href="https://m.zhiyoupay.cn/settings/notify" style="color:#aaa;">退订</a></td></tr>
${ZHIYOU_FOOT}
</table></td></tr></table></body></html>`,
    enc: "qp",
  },
];

// ---------------------------------------------------------------- 嘉禾银行 (mainland bank)

const jiahe: Mail[] = [
  {
    family: "jiahe-bank",
    group: "regional",
    lang: "zh",
    kind: "card-statement",
    code: null,
    link: null,
    from: "嘉禾银行信用卡中心 <estatement@cc.jiahebank.com.cn>",
    subject: "嘉禾银行信用卡电子对账单（2026年09月）",
    date: d(9, 12, 7, 45),
    text:
      `尊敬的 李志明 先生：\n\n您尾号 6612 的嘉禾银行信用卡 2026年09月 电子对账单已随本邮件附上（PDF，打开密码为您身份证号后六位）。\n\n账单周期：2026/08/10 - 2026/09/09\n本期应还金额：RMB 12,381.50\n最低还款额：RMB 1,238.15\n到期还款日：2026/09/29\n\n温馨提示：请按时还款，以免影响您的个人征信记录。\n\n嘉禾银行信用卡中心  客服热线 400-820-5588`,
    html: HTML_HEAD("电子对账单") +
      `<body style="margin:0;font-family:SimSun,'Microsoft YaHei',serif;font-size:14px;">
<table width="640" align="center" cellpadding="0" cellspacing="0" border="1" bordercolor="#c8a46e" style="border-collapse:collapse;">
<tr><td colspan="2" style="background:#8c1c1c;padding:12px;"><img src="https://www.jiahebank.com.cn/images/edm/cc_logo.gif" alt="嘉禾银行信用卡" height="32"></td></tr>
<tr><td colspan="2" style="padding:16px;">尊敬的 李志明 先生：<br>您尾号 6612 的信用卡 2026年09月 电子对账单已随本邮件附上（PDF，打开密码为您身份证号后六位）。</td></tr>
<tr><td style="padding:8px;background:#fbf5ea;">账单周期</td><td style="padding:8px;">2026/08/10 - 2026/09/09</td></tr>
<tr><td style="padding:8px;background:#fbf5ea;">本期应还金额</td><td style="padding:8px;color:#8c1c1c;"><b>RMB 12,381.50</b></td></tr>
<tr><td style="padding:8px;background:#fbf5ea;">最低还款额</td><td style="padding:8px;">RMB 1,238.15</td></tr>
<tr><td style="padding:8px;background:#fbf5ea;">到期还款日</td><td style="padding:8px;">2026/09/29</td></tr>
<tr><td colspan="2" style="padding:16px;font-size:12px;color:#666;">温馨提示：请按时还款，以免影响您的个人征信记录。<br>嘉禾银行信用卡中心 客服热线 400-820-5588 ｜ <a href="https://cc.jiahebank.com.cn/">信用卡官网</a></td></tr>
</table></body></html>`,
    enc: "b64",
    attachment: [
      "JHB_CC_202609_6612.pdf",
      "application/pdf",
      "%PDF-1.4\n% statement placeholder\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n",
    ],
  },
  {
    family: "jiahe-bank",
    group: "regional",
    lang: "zh",
    kind: "login-alert",
    code: null,
    link: null,
    from: "嘉禾银行 <notice@jiahebank.com.cn>",
    subject: "嘉禾银行：您的手机银行在新设备登录",
    date: d(10, 8, 22, 31),
    text:
      `尊敬的客户：\n\n您的嘉禾银行手机银行于 2026-10-08 22:30 在新设备（iPhone 15，上海市）登录。\n\n如为本人操作，请忽略本邮件。\n如非本人操作，请立即致电 95528-6 或登录手机银行「安全中心」锁定账户：https://ebank.jiahebank.com.cn/security\n\n嘉禾银行 敬启`,
    html: null,
    enc: "8bit",
  },
];

// ---------------------------------------------------------------- 澜海证券 (securities app)

const lanhai: Mail[] = [
  {
    family: "lanhai-securities",
    group: "regional",
    lang: "zh",
    kind: "verify-code",
    code: "702648",
    link: null,
    from: "澜海证券 <service@lanhaisec.com>",
    subject: "澜海证券：绑定邮箱验证",
    date: d(9, 6, 10, 20),
    text:
      `您好！\n\n您正在为资金账号 3021****8807 绑定接收对账单的邮箱。请在澜海证券 App 中输入以下验证码完成绑定：\n\n702648\n\n验证码 15 分钟内有效。若非本人操作，请忽略。\n\n澜海证券股份有限公司 客服电话 95399-1\n投资有风险，入市需谨慎。`,
    html: HTML_HEAD("绑定邮箱验证") +
      `<body style="background:#f2f4f7;margin:0;">
<table width="100%" cellspacing="0" cellpadding="0"><tr><td align="center">
<table width="560" cellspacing="0" cellpadding="0" style="margin:30px 0;background:#fff;border-radius:6px;font-family:'Microsoft YaHei',Arial;">
<tr><td style="padding:22px 30px;border-bottom:1px solid #e8e8e8;"><img src="https://cdn.lanhaisec.com/edm/logo.png" alt="澜海证券" width="120"></td></tr>
<tr><td style="padding:30px;color:#333;font-size:14px;line-height:24px;">您好！<br>您正在为资金账号 <b>3021****8807</b> 绑定接收对账单的邮箱。请在澜海证券 App 中输入以下验证码完成绑定：</td></tr>
<tr><td align="center"><table cellspacing="6" cellpadding="0"><tr>
<td style="width:40px;height:48px;border:1px solid #0b5fff;font-size:26px;text-align:center;color:#0b5fff;">7</td><td style="width:40px;height:48px;border:1px solid #0b5fff;font-size:26px;text-align:center;color:#0b5fff;">0</td><td style="width:40px;height:48px;border:1px solid #0b5fff;font-size:26px;text-align:center;color:#0b5fff;">2</td><td style="width:40px;height:48px;border:1px solid #0b5fff;font-size:26px;text-align:center;color:#0b5fff;">6</td><td style="width:40px;height:48px;border:1px solid #0b5fff;font-size:26px;text-align:center;color:#0b5fff;">4</td><td style="width:40px;height:48px;border:1px solid #0b5fff;font-size:26px;text-align:center;color:#0b5fff;">8</td>
</tr></table></td></tr>
<tr><td style="padding:24px 30px;color:#888;font-size:12px;line-height:20px;">验证码 15 分钟内有效。若非本人操作，请忽略。<br>澜海证券股份有限公司 客服电话 95399-1 ｜ <a href="https://www.lanhaisec.com/risk" style="color:#888;">风险揭示</a><br>投资有风险，入市需谨慎。</td></tr>
</table></td></tr></table></body></html>`,
    enc: "qp",
  },
  {
    family: "lanhai-securities",
    group: "regional",
    lang: "zh",
    kind: "trade-confirmation",
    code: null,
    link: null,
    from: "澜海证券 <statement@lanhaisec.com>",
    subject: "【澜海证券】2026-09-18 成交回报",
    date: d(9, 18, 15, 32),
    text:
      `尊敬的 李志明：\n\n资金账号 3021****8807 于 2026-09-18 成交如下：\n\n  买入  600519  贵州茅台    100 股  成交价 1,512.30  成交金额 151,230.00\n  卖出  02318   中国平安(港股通) 200 股  成交价 HK$ 52.35  成交金额 HK$ 10,470.00\n\n佣金 ¥ 37.81  印花税 ¥ 0.00  过户费 ¥ 1.51\n合同编号：20260918-114205\n\n以上信息仅供参考，请以交割单为准。\n澜海证券 客服 95399-1`,
    html: null,
    enc: "8bit",
  },
];

// ---------------------------------------------------------------- 邮乡驿站 (community parcel station)

const youxiang: Mail[] = [
  {
    family: "youxiang-yizhan",
    group: "regional",
    lang: "zh",
    kind: "pickup-code",
    code: "3-2-5107",
    link: null,
    from: "邮乡驿站 <notify@youxiangyz.com>",
    subject: "您的包裹已到 邮乡驿站（锦园北门店），取件码 3-2-5107",
    date: d(9, 9, 17, 48),
    text:
      `【邮乡驿站】您好，您的 中通快递 包裹（运单尾号 4417）已到达 锦园北门店。\n\n取件码：3-2-5107\n\n营业时间 08:00-21:30，地址：锦园小区北门商铺 12 号。请凭取件码或手机号后四位到店取件，包裹将免费保管 3 天。\n\n驿站电话 0571-8812 3409\n查看门店位置：https://m.youxiangyz.com/store/ZJHZ0312`,
    html: HTML_HEAD("包裹到站") +
      `<body style="margin:0;padding:0;background:#fff8ef;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:20px 10px;">
<table width="480" cellpadding="0" cellspacing="0" style="background:#fff;border:1px solid #ffd8a8;font-family:'PingFang SC',sans-serif;">
<tr><td style="background:#ff8a00;color:#fff;padding:14px 20px;font-size:18px;"><b>邮乡驿站</b> · 包裹到站通知</td></tr>
<tr><td style="padding:20px;font-size:14px;color:#333;">您的 <b>中通快递</b> 包裹（运单尾号 4417）已到达 <b>锦园北门店</b>。</td></tr>
<tr><td align="center" style="padding:6px 20px 20px;"><div style="font-size:12px;color:#999;">取件码</div><div style="font-size:40px;font-weight:bold;color:#ff8a00;font-family:Arial;">3-2-5107</div></td></tr>
<tr><td style="padding:0 20px 20px;font-size:13px;color:#666;line-height:22px;">营业时间 08:00-21:30<br>地址：锦园小区北门商铺 12 号<br>包裹免费保管 3 天。驿站电话 0571-8812 3409</td></tr>
<tr><td style="padding:12px 20px;border-top:1px dashed #ffd8a8;font-size:12px;"><a href="https://m.youxiangyz.com/store/ZJHZ0312" style="color:#ff8a00;">查看门店位置</a></td></tr>
</table></td></tr></table></body></html>`,
    enc: "8bit",
  },
];

// ---------------------------------------------------------------- 青鱼视频 (video platform)

const qingyu: Mail[] = [
  {
    family: "qingyu-video",
    group: "regional",
    lang: "zh",
    kind: "family-invite",
    code: null,
    link: "https://www.qingyu.tv/vip/family/join?ticket=FJ7Qm2xKp0R9sLw4&from=email",
    from: "青鱼视频 <vip@qingyu.tv>",
    subject: "李志明 邀请你加入青鱼视频家庭会员",
    date: d(9, 14, 20, 5),
    text:
      `Hi，\n\n李志明 邀请你加入 TA 的青鱼视频「家庭共享」会员（剩余 4 个席位中的 1 个）。加入后可免费畅看会员片库，与家人共享观看记录分开保存。\n\n点击接受邀请（72 小时内有效）：\nhttps://www.qingyu.tv/vip/family/join?ticket=FJ7Qm2xKp0R9sLw4&from=email\n\n若你不认识邀请人，请忽略本邮件。\n\n青鱼视频 · 热剧抢先看\n帮助：https://help.qingyu.tv`,
    html: HTML_HEAD("家庭会员邀请") +
      `<body style="margin:0;background:#0f1115;">${preheader("接受邀请，一起看会员片库")}
<table width="100%" cellpadding="0" cellspacing="0" style="background:#0f1115;"><tr><td align="center" style="padding:32px 12px;">
<table width="560" cellpadding="0" cellspacing="0" style="background:#1a1d24;border-radius:10px;font-family:'PingFang SC',Arial,sans-serif;color:#e8e8e8;">
<tr><td style="padding:28px 32px 0;"><img src="https://img.qingyu.tv/mail/logo-white.png" alt="青鱼视频" width="110"></td></tr>
<tr><td style="padding:24px 32px;font-size:22px;font-weight:bold;">李志明 邀请你加入家庭会员</td></tr>
<tr><td style="padding:0 32px 24px;font-size:14px;line-height:24px;color:#b9bcc3;">加入后可免费畅看会员片库，你的观看记录与家人分开保存。邀请 72 小时内有效。</td></tr>
<tr><td style="padding:0 32px 28px;"><a href="https://www.qingyu.tv/vip/family/join?ticket=FJ7Qm2xKp0R9sLw4&amp;from=email" style="display:inline-block;background:linear-gradient(90deg,#20c997,#12b886);color:#fff;padding:12px 40px;border-radius:24px;text-decoration:none;font-size:15px;">接受邀请</a></td></tr>
<tr><td style="padding:0 32px 24px;font-size:12px;color:#6c717c;">若你不认识邀请人，请忽略本邮件。</td></tr>
<tr><td style="padding:18px 32px;border-top:1px solid #2a2e37;font-size:12px;color:#6c717c;"><a href="https://help.qingyu.tv" style="color:#6c717c;">帮助中心</a> · <a href="https://www.qingyu.tv/about/privacy" style="color:#6c717c;">隐私</a> · 京ICP备2021****号 · © 2026 青鱼视频</td></tr>
</table></td></tr></table></body></html>`,
    enc: "qp",
  },
  {
    family: "qingyu-video",
    group: "regional",
    lang: "zh",
    kind: "reset-code",
    code: "Q-418260",
    code_digits: "418260",
    link: "https://passport.qingyu.tv/reset?token=c1b7e0f45a2d4e9b&step=2",
    from: "青鱼视频账号中心 <passport@qingyu.tv>",
    subject: "重置青鱼视频账号密码",
    date: d(10, 11, 23, 41),
    text:
      `你好，\n\n我们收到了重置账号 zhim***@qq.com 密码的请求。\n\n安全码：Q-418260（在重置页面输入数字部分）\n\n重置页面：https://passport.qingyu.tv/reset?token=c1b7e0f45a2d4e9b&step=2\n\n安全码和链接 30 分钟内有效。如果不是你本人操作，请忽略此邮件，你的密码不会改变。\n\n青鱼视频账号中心`,
    html: HTML_HEAD("重置密码") +
      `<body style="margin:0;background:#f4f5f7;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:32px 12px;">
<table width="520" cellpadding="0" cellspacing="0" style="background:#ffffff;border-radius:8px;font-family:'PingFang SC',Arial,sans-serif;">
<tr><td style="padding:28px 32px 8px;font-size:18px;color:#111;font-weight:bold;">重置账号密码</td></tr>
<tr><td style="padding:8px 32px;font-size:14px;color:#555;line-height:24px;">我们收到了重置账号 zhim***@qq.com 密码的请求。请打开重置页面，并输入下面安全码中的数字部分：</td></tr>
<tr><td style="padding:12px 32px;"><span style="font-size:28px;letter-spacing:3px;font-family:Menlo,Consolas,monospace;color:#12b886;">Q-418260</span></td></tr>
<tr><td style="padding:12px 32px 24px;"><a href="https://passport.qingyu.tv/reset?token=c1b7e0f45a2d4e9b&amp;step=2" style="display:inline-block;background:#12b886;color:#fff;text-decoration:none;padding:10px 30px;border-radius:4px;">前往重置页面</a></td></tr>
<tr><td style="padding:0 32px 28px;font-size:12px;color:#999;">安全码和链接 30 分钟内有效。如果不是你本人操作，请忽略此邮件，你的密码不会改变。</td></tr>
</table></td></tr></table></body></html>`,
    enc: "b64",
  },
  {
    family: "qingyu-video",
    group: "regional",
    lang: "zh",
    kind: "renewal-receipt",
    code: null,
    link: null,
    from: "青鱼视频 <vip@qingyu.tv>",
    subject: "青鱼视频家庭会员自动续费成功",
    date: d(10, 14, 0, 3),
    text:
      `你的青鱼视频家庭会员已自动续费。\n\n套餐：家庭会员 连续包月\n金额：¥ 45.00（智友支付）\n有效期至：2026-11-14\n订单号：QY2610140003519822\n\n如需取消自动续费，可在 App「我的 - 会员中心 - 管理自动续费」中操作：https://www.qingyu.tv/vip/autorenew\n\n青鱼视频`,
    html: null,
    enc: "8bit",
  },
];

// ---------------------------------------------------------------- 锦园物业 (property management app)

const jinyuan: Mail[] = [
  {
    family: "jinyuan-wuye",
    group: "regional",
    lang: "zh",
    kind: "household-invite",
    code: null,
    link: "https://app.jinyuanwuye.com/h5/member/accept?inv=JY-8c3f21d7&house=7-2-1802",
    from: "锦园物业 <no-reply@jinyuanwuye.com>",
    subject: "您被添加为 锦园7幢2单元1802 的家庭成员",
    date: d(9, 5, 11, 12),
    text:
      `您好，\n\n业主 李志明 已将您添加为房屋「锦园 7幢2单元1802室」的家庭成员。接受邀请后，您可以使用「锦园物业」App 开门禁、缴物业费、报修和预约访客。\n\n接受邀请：https://app.jinyuanwuye.com/h5/member/accept?inv=JY-8c3f21d7&house=7-2-1802\n\n邀请 7 天内有效。\n\n锦园物业服务中心  0571-8766 2210\n地址：杭州市拱墅区锦园路 88 号物业服务中心`,
    html: HTML_HEAD("家庭成员邀请") +
      `<body style="margin:0;background:#f1f5f0;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:24px 8px;">
<table width="600" cellpadding="0" cellspacing="0" style="background:#fff;font-family:'Microsoft YaHei',sans-serif;">
<tr><td style="background:#2f7a4d;padding:18px 24px;color:#fff;font-size:18px;"><img src="https://app.jinyuanwuye.com/static/mail/leaf.png" width="22" alt="" style="vertical-align:middle;"> 锦园物业</td></tr>
<tr><td style="padding:24px;font-size:14px;color:#333;line-height:26px;">您好，<br>业主 <b>李志明</b> 已将您添加为房屋 <b>锦园 7幢2单元1802室</b> 的家庭成员。<br>接受邀请后，您可以使用「锦园物业」App 开门禁、缴物业费、报修和预约访客。</td></tr>
<tr><td align="center" style="padding:8px 24px 24px;"><a href="https://app.jinyuanwuye.com/h5/member/accept?inv=JY-8c3f21d7&amp;house=7-2-1802" style="background:#2f7a4d;color:#fff;padding:12px 44px;text-decoration:none;border-radius:4px;display:inline-block;">接受邀请</a><br><span style="font-size:12px;color:#999;">邀请 7 天内有效</span></td></tr>
<tr><td style="padding:16px 24px;background:#f7f9f7;font-size:12px;color:#888;">锦园物业服务中心 0571-8766 2210<br>杭州市拱墅区锦园路 88 号</td></tr>
</table></td></tr></table></body></html>`,
    enc: "8bit",
  },
  {
    family: "jinyuan-wuye",
    group: "regional",
    lang: "zh",
    kind: "fee-bill",
    code: null,
    link: null,
    from: "锦园物业 <no-reply@jinyuanwuye.com>",
    subject: "物业费缴费通知（2026年第四季度）",
    date: d(10, 2, 9, 30),
    text:
      `尊敬的 7幢2单元1802 业主：\n\n2026年第四季度（10月-12月）费用如下：\n  物业服务费  2.80元/㎡·月 × 126.5㎡ × 3 = 1,062.60元\n  公共能耗分摊  45.00元\n  地下车位管理费（B2-317）  360.00元\n  合计：1,467.60元\n\n请于 2026-10-31 前通过「锦园物业」App 或到物业服务中心缴纳。\n\n国庆期间服务中心 10月1日-3日 09:00-17:00 值班。\n\n锦园物业服务中心 0571-8766 2210`,
    html: null,
    enc: "qp",
  },
];

// ---------------------------------------------------------------- 钱塘水务 (water utility)

const qiantang: Mail[] = [
  {
    family: "qiantang-shuiwu",
    group: "regional",
    lang: "zh",
    kind: "water-bill",
    code: null,
    link: null,
    from: "钱塘水务集团 <ebill@qtwater.com.cn>",
    subject: "钱塘水务电子账单 户号 3300718824（2026年09月）",
    date: d(9, 20, 8, 15),
    text:
      `尊敬的用户：\n\n户号：3300718824\n用水地址：拱墅区锦园 7幢2单元1802\n抄表日期：2026-09-16  本期读数 1,284  上期读数 1,262\n本期用水量：22 吨（第一阶梯）\n应缴金额：¥ 64.90（含污水处理费）\n\n您已开通智友支付代扣，将于 2026-09-25 自动扣款，请保持余额充足。\n\n停水预告：9月23日 22:00 至次日 05:00，拱墅区部分片区管网改造，请提前储水。\n\n服务热线 0571-96390\n钱塘水务集团`,
    html: HTML_HEAD("电子账单") +
      `<body style="margin:0;background:#e9f3fb;">
<table align="center" width="600" cellpadding="0" cellspacing="0" style="background:#fff;font-family:'Microsoft YaHei';font-size:14px;color:#333;">
<tr><td style="padding:16px 24px;background:#0a6ebd;"><img src="https://www.qtwater.com.cn/edm/logo.png" alt="钱塘水务" height="34"></td></tr>
<tr><td style="padding:20px 24px;">尊敬的用户，您本期水费账单如下：</td></tr>
<tr><td style="padding:0 24px;"><table width="100%" cellpadding="8" cellspacing="0" style="border:1px solid #d6e6f5;border-collapse:collapse;">
<tr><td style="background:#f3f8fd;width:35%;">户号</td><td>3300718824</td></tr>
<tr><td style="background:#f3f8fd;">用水地址</td><td>拱墅区锦园 7幢2单元1802</td></tr>
<tr><td style="background:#f3f8fd;">抄表日期</td><td>2026-09-16（本期 1,284 / 上期 1,262）</td></tr>
<tr><td style="background:#f3f8fd;">本期用水量</td><td>22 吨（第一阶梯）</td></tr>
<tr><td style="background:#f3f8fd;">应缴金额</td><td style="color:#d9480f;font-weight:bold;">¥ 64.90</td></tr></table></td></tr>
<tr><td style="padding:16px 24px;">您已开通智友支付代扣，将于 <b>2026-09-25</b> 自动扣款。</td></tr>
<tr><td style="padding:12px 24px;background:#fff4e6;color:#a35200;font-size:13px;">停水预告：9月23日 22:00 至次日 05:00，拱墅区部分片区管网改造，请提前储水。</td></tr>
<tr><td style="padding:16px 24px;font-size:12px;color:#888;">服务热线 0571-96390 ｜ <a href="https://www.qtwater.com.cn/ebill/unsubscribe?u=3300718824">取消电子账单</a></td></tr>
</table></body></html>`,
    enc: "b64",
  },
];

// ---------------------------------------------------------------- 云旅 (train / travel booking)

const yunlv: Mail[] = [
  {
    family: "yunlv-trip",
    group: "regional",
    lang: "zh",
    kind: "ticket-issued",
    code: null,
    link: null,
    from: "云旅出行 <trip@notice.yunlv.com>",
    subject: "出票成功：10月1日 杭州东→上海虹桥 G7512",
    date: d(9, 16, 12, 40),
    text:
      `李志明，您的火车票已出票成功！\n\n订单号：YL2609161240887\n取票号：E738215064（刷身份证即可进站，无需取票）\n\n2026-10-01（周四） G7512\n杭州东 07:12 → 上海虹桥 08:08\n二等座 3 张：05车 08A / 08B / 08C\n乘车人：李志明、陈慧敏、李子轩（儿童票）\n票价合计：¥ 184.50\n\n请至少提前 30 分钟到达车站。国庆期间客流较大，请预留安检时间。\n\n需要改签或退票？打开云旅 App「订单」：https://m.yunlv.com/order/YL2609161240887\n客服 400-110-7720`,
    html: HTML_HEAD("出票成功") +
      `<body style="margin:0;background:#f6f7fb;">${preheader("G7512 杭州东 07:12 出发，05车 08A-08C")}
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:20px 8px;">
<table width="600" cellpadding="0" cellspacing="0" style="background:#fff;border-radius:8px;font-family:'PingFang SC',Arial;">
<tr><td style="padding:20px 24px;"><img src="https://cdn.yunlv.com/mail/logo.png" alt="云旅出行" width="100"></td><td align="right" style="padding:20px 24px;font-size:12px;color:#999;">订单号 YL2609161240887</td></tr>
<tr><td colspan="2" style="padding:0 24px;font-size:20px;color:#222;">出票成功</td></tr>
<tr><td colspan="2" style="padding:20px 24px;"><table width="100%" cellpadding="0" cellspacing="0" style="background:#f0f7ff;border-radius:6px;">
<tr><td style="padding:16px;font-size:24px;font-weight:bold;">07:12</td><td align="center" style="font-size:13px;color:#2b7de9;">G7512<br>——— 56分 ———</td><td align="right" style="padding:16px;font-size:24px;font-weight:bold;">08:08</td></tr>
<tr><td style="padding:0 16px 16px;color:#555;">杭州东</td><td align="center" style="color:#999;font-size:12px;">10月1日 周四</td><td align="right" style="padding:0 16px 16px;color:#555;">上海虹桥</td></tr></table></td></tr>
<tr><td colspan="2" style="padding:0 24px;font-size:14px;color:#444;line-height:26px;">二等座 3 张：05车 08A / 08B / 08C<br>乘车人：李志明、陈慧敏、李子轩（儿童票）<br>取票号：E738215064（刷身份证即可进站）<br>票价合计：<b>¥184.50</b></td></tr>
<tr><td colspan="2" style="padding:20px 24px;"><a href="https://m.yunlv.com/order/YL2609161240887" style="color:#2b7de9;">查看订单 / 改签 / 退票</a></td></tr>
<tr><td colspan="2" style="padding:16px 24px;border-top:1px solid #eee;font-size:12px;color:#aaa;">客服 400-110-7720 · 云旅出行（上海）信息技术有限公司</td></tr>
</table></td></tr></table></body></html>`,
    enc: "qp",
  },
];

// ---------------------------------------------------------------- 仁和医院 (hospital booking)

const renhe: Mail[] = [
  {
    family: "renhe-hospital",
    group: "regional",
    lang: "zh",
    kind: "appointment-booked",
    code: null,
    link: null,
    from: "仁和医院预约挂号 <guahao@renhe-hospital.org.cn>",
    subject: "预约成功：儿科 10月9日 上午",
    date: d(10, 3, 19, 26),
    text:
      `陈慧敏 您好，\n\n您已为 李子轩 成功预约：\n  科室：儿科（呼吸专科门诊）\n  医生：王建华 主任医师\n  就诊时间：2026-10-09 上午 09:30-10:00\n  就诊序号：14\n  地点：门诊楼 3 楼 B 区\n  挂号费：¥ 50.00（已支付）\n  预约单号：RH20261003-06527\n\n请于就诊当日 09:15 前在自助机或诊区签到，过号需重新排队。如需取消，请在就诊前一日 17:00 前通过公众号「仁和医院」操作。\n\n医院地址：杭州市上城区仁和路 17 号  总机 0571-8708 9000`,
    html: null,
    enc: "8bit",
  },
];

// ---------------------------------------------------------------- 拼家鲜 (community group-buying)

const pinjia: Mail[] = [
  {
    family: "pinjiaxian",
    group: "regional",
    lang: "zh",
    kind: "promo",
    code: null,
    link: null,
    from: "拼家鲜 <hi@edm.pinjiaxian.com>",
    subject: "🍂 中秋团购开团啦｜大闸蟹 8只装 ¥168，满99减20券已到账",
    date: d(9, 10, 10, 0),
    text:
      `中秋团购开团啦！\n\n· 阳澄湖大闸蟹 公4.0两/母3.0两 8只装  ¥168（原价 ¥298）\n· 广式莲蓉蛋黄月饼 6枚礼盒  ¥59.9\n· 赣南脐橙 5斤  ¥19.9\n\n满 99 减 20 券已放入你的账户，券码 ZQ2026MOON（9月17日前有效）。\n今日 23:00 前下单，明日 16:00 后到 锦园北门 团长点 自提。\n\n去抢购：https://pinjiaxian.com/t/ev/zq26?c=edm_0910\n\n退订：https://pinjiaxian.com/u/unsub?e=bGl6aGltaW5n`,
    html: HTML_HEAD("中秋团购") +
      `<body style="margin:0;background:#fff1e6;">${preheader("满99减20券已到账，明天团长点自提")}
<center><table width="600" cellpadding="0" cellspacing="0" style="background:#fff;font-family:'PingFang SC',sans-serif;">
<tr><td><a href="https://pinjiaxian.com/t/ev/zq26?c=edm_0910"><img src="https://img.pinjiaxian.com/edm/2026/zq_banner.jpg" width="600" alt="中秋团购 开团啦" style="display:block;"></a></td></tr>
<tr><td style="padding:16px 20px;"><table width="100%" cellpadding="8" cellspacing="0">
<tr><td width="33%" align="center"><img src="https://img.pinjiaxian.com/sku/crab8.jpg" width="160" alt="大闸蟹"><br>大闸蟹 8只装<br><b style="color:#e8420c;">¥168</b> <s style="color:#aaa;">¥298</s></td>
<td width="33%" align="center"><img src="https://img.pinjiaxian.com/sku/mooncake6.jpg" width="160" alt="月饼"><br>莲蓉蛋黄月饼 6枚<br><b style="color:#e8420c;">¥59.9</b></td>
<td width="33%" align="center"><img src="https://img.pinjiaxian.com/sku/orange5.jpg" width="160" alt="脐橙"><br>赣南脐橙 5斤<br><b style="color:#e8420c;">¥19.9</b></td></tr></table></td></tr>
<tr><td style="padding:0 20px 16px;font-size:14px;color:#333;">满 99 减 20 券已放入你的账户，券码 <b>ZQ2026MOON</b>（9月17日前有效）。<br>今日 23:00 前下单，明日 16:00 后到 <b>锦园北门 团长点</b> 自提。</td></tr>
<tr><td align="center" style="padding:0 20px 24px;"><a href="https://pinjiaxian.com/t/ev/zq26?c=edm_0910" style="background:#e8420c;color:#fff;padding:12px 48px;border-radius:24px;text-decoration:none;">去抢购</a></td></tr>
<tr><td style="padding:14px 20px;background:#fafafa;font-size:11px;color:#aaa;">您收到此邮件是因为您订阅了拼家鲜优惠资讯。<a href="https://pinjiaxian.com/u/unsub?e=bGl6aGltaW5n" style="color:#aaa;">退订</a></td></tr>
</table></center></body></html>`,
    enc: "b64",
  },
];

// ---------------------------------------------------------------- 獅子山身份 (HK e-ID login)

const lionrock: Mail[] = [
  {
    family: "lionrock-id",
    group: "regional",
    lang: "zh-Hant",
    kind: "login-code",
    code: "846207",
    link: null,
    from: "獅子山身份 LionRock ID <no-reply@lionrockid.gov.hk>",
    subject: "獅子山身份：一次性登入密碼",
    date: d(9, 22, 14, 7),
    text:
      `陳慧敏 女士：\n\n你正以電郵方式登入「獅子山身份」以使用「差餉及地租網上服務」。\n\n一次性密碼：846 207\n\n密碼將於 5 分鐘後失效。請勿將密碼告知任何人，包括政府人員。\n\n如你沒有進行此登入，請致電 1823-18 查詢。\n\n此乃電腦發出的通知，請勿回覆。\n\n---\nMs CHAN Wai-man,\nYour one-time password for LionRock ID is 846 207. It expires in 5 minutes.`,
    html: HTML_HEAD("一次性密碼", "zh-HK") +
      `<body style="margin:0;background:#f5f5f5;font-family:'Noto Sans TC','Microsoft JhengHei',Arial,sans-serif;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:24px 8px;">
<table role="presentation" width="560" cellpadding="0" cellspacing="0" style="background:#fff;border-top:6px solid #00857c;">
<tr><td style="padding:20px 28px;"><img src="https://www.lionrockid.gov.hk/assets/email/lrid-logo.png" alt="獅子山身份 LionRock ID" width="160"></td></tr>
<tr><td style="padding:0 28px 12px;font-size:15px;color:#222;line-height:26px;">陳慧敏 女士：<br>你正以電郵方式登入「獅子山身份」以使用「差餉及地租網上服務」。</td></tr>
<tr><td style="padding:8px 28px;"><table cellpadding="0" cellspacing="0" style="background:#e6f4f3;width:100%;"><tr><td style="padding:18px;text-align:center;"><div style="font-size:13px;color:#00665f;">一次性密碼 One-time password</div><div style="font-size:34px;letter-spacing:6px;font-weight:700;color:#00665f;">846 207</div></td></tr></table></td></tr>
<tr><td style="padding:16px 28px;font-size:13px;color:#555;line-height:22px;">密碼將於 5 分鐘後失效。請勿將密碼告知任何人，包括政府人員。<br>Your password expires in 5 minutes. Never share it with anyone, including government staff.</td></tr>
<tr><td style="padding:16px 28px;border-top:1px solid #eee;font-size:12px;color:#888;">查詢熱線 1823-18 ｜ <a href="https://www.lionrockid.gov.hk/tc/privacy.html" style="color:#00857c;">私隱政策</a> ｜ <a href="https://www.lionrockid.gov.hk/en/privacy.html" style="color:#00857c;">Privacy Policy</a><br>此乃電腦發出的通知，請勿回覆。© 2026 香港特別行政區政府</td></tr>
</table></td></tr></table></body></html>`,
    enc: "qp",
  },
  {
    family: "lionrock-id",
    group: "regional",
    lang: "en",
    kind: "verify-link",
    code: null,
    link: "https://account.lionrockid.gov.hk/email/verify?t=8Fh2kLq0zW3nX5rT7yB1cV4m&lang=en",
    from: "LionRock ID <no-reply@lionrockid.gov.hk>",
    subject: "LionRock ID: confirm your new email address",
    date: d(9, 21, 20, 52),
    text:
      `Dear Ms CHAN Wai-man,\n\nYou asked to change the email address on your LionRock ID account to wm.chan.family@mailbox.hk.\n\nTo confirm this address, open the link below within 24 hours:\nhttps://account.lionrockid.gov.hk/email/verify?t=8Fh2kLq0zW3nX5rT7yB1cV4m&lang=en\n\nUntil you confirm, notifications will still go to your previous address.\n\nIf you did not make this request, call 1823-18.\n\nThis is a computer-generated message. Please do not reply.\n\n中文版本：https://www.lionrockid.gov.hk/tc/help/email.html`,
    html: HTML_HEAD("Confirm your email", "en-HK") +
      `<body style="margin:0;background:#f5f5f5;font-family:Arial,Helvetica,sans-serif;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:24px 8px;">
<table role="presentation" width="560" cellpadding="0" cellspacing="0" style="background:#fff;border-top:6px solid #00857c;">
<tr><td style="padding:20px 28px;"><img src="https://www.lionrockid.gov.hk/assets/email/lrid-logo.png" alt="LionRock ID" width="160"></td></tr>
<tr><td style="padding:0 28px;font-size:15px;color:#222;line-height:24px;"><p>Dear Ms CHAN Wai-man,</p><p>You asked to change the email address on your LionRock ID account to <b>wm.chan.family@mailbox.hk</b>.</p><p>Please confirm this address within 24 hours.</p></td></tr>
<tr><td style="padding:8px 28px 20px;"><table cellpadding="0" cellspacing="0"><tr><td style="background:#00857c;border-radius:4px;"><a href="https://account.lionrockid.gov.hk/email/verify?t=8Fh2kLq0zW3nX5rT7yB1cV4m&amp;lang=en" style="display:block;padding:12px 28px;color:#fff;text-decoration:none;font-weight:bold;">Confirm email address</a></td></tr></table></td></tr>
<tr><td style="padding:0 28px 20px;font-size:13px;color:#555;">Until you confirm, notifications will still go to your previous address. If you did not make this request, call 1823-18.</td></tr>
<tr><td style="padding:16px 28px;border-top:1px solid #eee;font-size:12px;color:#888;"><a href="https://www.lionrockid.gov.hk/tc/help/email.html" style="color:#00857c;">中文</a> | <a href="https://www.lionrockid.gov.hk/en/privacy.html" style="color:#00857c;">Privacy Policy</a> | <a href="https://www.lionrockid.gov.hk/en/faq.html" style="color:#00857c;">FAQ</a><br>This is a computer-generated message. Please do not reply. © 2026 Government of the Hong Kong SAR</td></tr>
</table></td></tr></table></body></html>`,
    enc: "7bit",
  },
];

// ---------------------------------------------------------------- 櫃點 Gwaidim (HK parcel lockers)

const GWAIDIM_FOOT =
  `<tr><td style="padding:14px 22px;background:#222;color:#9a9a9a;font-size:11px;line-height:18px;">櫃點 Gwaidim Lockers Ltd · 九龍觀塘開源道 63 號 18 樓<br>客戶服務 Customer Service: +852 3018 7766 (09:00-22:00)<br><a href="https://www.gwaidim.hk/zh-hk/faq" style="color:#ffd43b;">常見問題 FAQ</a> · <a href="https://www.gwaidim.hk/privacy" style="color:#ffd43b;">私隱 Privacy</a></td></tr>`;

const gwaidim: Mail[] = [
  {
    family: "gwaidim-locker",
    group: "regional",
    lang: "zh-Hant",
    kind: "pickup-code",
    code: "592816",
    link: null,
    from: "櫃點 Gwaidim <noreply@notify.gwaidim.hk>",
    subject: "你的包裹已存入智能櫃 Your parcel is ready for collection",
    date: d(9, 25, 18, 3),
    text:
      `你好，\n\n你的包裹（寄件商戶：Sorabeauty KR，追蹤號碼 GD8810347265HK）已存入：\n\n櫃點 太古城中心 2 期 地下 (TKS-02)\n開放時間：24 小時\n\n取件碼：592 816\n\n請於 2026年9月28日 18:00 前取件，逾期包裹將退回寄件人。\n\n---\nHello,\nYour parcel (tracking GD8810347265HK) is waiting at Gwaidim Taikoo Shing Centre Phase 2 G/F (TKS-02).\nPick-up code: 592 816\nCollect by 28 Sep 2026 18:00.\n\n櫃點地圖 Locker map: https://www.gwaidim.hk/locker/TKS-02`,
    html: HTML_HEAD("取件通知", "zh-HK") +
      `<body style="margin:0;background:#f2f2f2;">${preheader("取件碼 Pick-up code inside")}
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:20px 6px;">
<table width="520" cellpadding="0" cellspacing="0" style="background:#fff;font-family:Arial,'Microsoft JhengHei',sans-serif;">
<tr><td style="background:#ffd43b;padding:14px 22px;font-size:20px;font-weight:bold;color:#222;">櫃點 <span style="font-weight:normal;font-size:14px;">Gwaidim</span></td></tr>
<tr><td style="padding:20px 22px;font-size:14px;color:#333;line-height:23px;">你的包裹已存入智能櫃<br><span style="color:#777;">Your parcel is ready for collection</span></td></tr>
<tr><td style="padding:0 22px;"><table width="100%" cellpadding="6" cellspacing="0" style="font-size:13px;color:#444;border:1px solid #eee;">
<tr><td style="color:#888;width:40%;">寄件商戶 Merchant</td><td>Sorabeauty KR</td></tr>
<tr><td style="color:#888;">追蹤號碼 Tracking no.</td><td>GD8810347265HK</td></tr>
<tr><td style="color:#888;">櫃點 Locker</td><td>太古城中心 2 期 地下 (TKS-02)<br>Taikoo Shing Centre Phase 2 G/F</td></tr>
<tr><td style="color:#888;">取件限期 Collect by</td><td>2026-09-28 18:00</td></tr></table></td></tr>
<tr><td align="center" style="padding:22px;"><div style="font-size:12px;color:#888;">取件碼 Pick-up code</div>
<table cellpadding="0" cellspacing="4"><tr><td style="border:2px solid #222;width:36px;height:44px;text-align:center;font-size:26px;font-weight:bold;">5</td><td style="border:2px solid #222;width:36px;height:44px;text-align:center;font-size:26px;font-weight:bold;">9</td><td style="border:2px solid #222;width:36px;height:44px;text-align:center;font-size:26px;font-weight:bold;">2</td><td style="width:10px;"></td><td style="border:2px solid #222;width:36px;height:44px;text-align:center;font-size:26px;font-weight:bold;">8</td><td style="border:2px solid #222;width:36px;height:44px;text-align:center;font-size:26px;font-weight:bold;">1</td><td style="border:2px solid #222;width:36px;height:44px;text-align:center;font-size:26px;font-weight:bold;">6</td></tr></table></td></tr>
<tr><td style="padding:0 22px 20px;font-size:12px;color:#666;">逾期包裹將退回寄件人。Uncollected parcels are returned to the sender. <a href="https://www.gwaidim.hk/locker/TKS-02" style="color:#1c7ed6;">櫃點地圖 Locker map</a></td></tr>
${GWAIDIM_FOOT}
</table></td></tr></table></body></html>`,
    enc: "qp",
  },
  {
    family: "gwaidim-locker",
    group: "regional",
    lang: "zh-Hant",
    kind: "parcel-collected",
    code: null,
    link: null,
    from: "櫃點 Gwaidim <noreply@notify.gwaidim.hk>",
    subject: "包裹已取件 Parcel collected – GD8810347265HK",
    date: d(9, 26, 8, 41),
    text:
      `你好，\n\n你的包裹 GD8810347265HK 已於 2026-09-26 08:40 在 櫃點 太古城中心 2 期 (TKS-02) 取出。多謝使用櫃點！\n\n如你並未取件，請於 48 小時內致電 +852 3018 7766。\n\n---\nYour parcel GD8810347265HK was collected at TKS-02 on 26 Sep 2026 08:40. Thank you for using Gwaidim.\n\n為今次服務評分 Rate us: https://www.gwaidim.hk/r/s?p=GD8810347265HK`,
    html: HTML_HEAD("已取件", "zh-HK") +
      `<body style="margin:0;background:#f2f2f2;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:20px 6px;">
<table width="520" cellpadding="0" cellspacing="0" style="background:#fff;font-family:Arial,'Microsoft JhengHei',sans-serif;">
<tr><td style="background:#ffd43b;padding:14px 22px;font-size:20px;font-weight:bold;color:#222;">櫃點 <span style="font-weight:normal;font-size:14px;">Gwaidim</span></td></tr>
<tr><td style="padding:22px;font-size:14px;color:#333;line-height:24px;">✅ 你的包裹 <b>GD8810347265HK</b> 已於 2026-09-26 08:40 在 太古城中心 2 期 (TKS-02) 取出。多謝使用櫃點！<br><span style="color:#777;">Your parcel was collected. Thank you for using Gwaidim.</span></td></tr>
<tr><td style="padding:0 22px 20px;font-size:12px;color:#666;">如你並未取件，請於 48 小時內致電 +852 3018 7766。<br><a href="https://www.gwaidim.hk/r/s?p=GD8810347265HK" style="color:#1c7ed6;">為今次服務評分 Rate us ★★★★★</a></td></tr>
${GWAIDIM_FOOT}
</table></td></tr></table></body></html>`,
    enc: "qp",
  },
];

// ---------------------------------------------------------------- 港浪流動 Harbourwave Mobile (HK telecom)

const harbourwave: Mail[] = [
  {
    family: "harbourwave-mobile",
    group: "regional",
    lang: "zh-Hant",
    kind: "monthly-bill",
    code: null,
    link: null,
    from: "港浪流動 Harbourwave <ebill@harbourwave.com.hk>",
    subject: "港浪流動 2026年9月 電子賬單 (賬戶 8802-3317-05)",
    date: d(9, 28, 6, 30),
    text:
      `陳慧敏 女士：\n\n閣下 2026年9月 的電子賬單已附於本電郵（PDF）。\n\n賬戶號碼：8802-3317-05\n賬單日期：2026-09-27\n本期應繳：HK$ 428.00\n繳費限期：2026-10-17\n\n  家庭共享計劃 5G 100GB（3 個號碼）  HK$ 398.00\n  漫遊數據日費（深圳，2 日）          HK$  30.00\n\n閣下已登記信用卡自動轉賬 (VISA •••• 2291)，毋須另行繳費。\n\n查詢：1088-6 ｜ 網上客戶中心 https://my.harbourwave.com.hk\n港浪流動有限公司`,
    html: HTML_HEAD("電子賬單", "zh-HK") +
      `<body style="margin:0;background:#eaf4fb;font-family:'Microsoft JhengHei',Arial,sans-serif;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:18px 6px;">
<table width="600" cellpadding="0" cellspacing="0" style="background:#fff;">
<tr><td style="background:linear-gradient(90deg,#004e92,#000428);padding:18px 24px;"><img src="https://www.harbourwave.com.hk/img/edm/hw-logo-white.png" alt="港浪流動 Harbourwave" width="150"></td></tr>
<tr><td style="padding:22px 24px 8px;font-size:14px;color:#333;">陳慧敏 女士：<br>閣下 2026年9月 的電子賬單已附於本電郵。</td></tr>
<tr><td style="padding:8px 24px;"><table width="100%" cellpadding="8" cellspacing="0" style="font-size:14px;border-collapse:collapse;">
<tr style="background:#f4f8fb;"><td>賬戶號碼</td><td align="right">8802-3317-05</td></tr>
<tr><td>家庭共享計劃 5G 100GB（3 個號碼）</td><td align="right">HK$ 398.00</td></tr>
<tr><td>漫遊數據日費（深圳，2 日）</td><td align="right">HK$ 30.00</td></tr>
<tr style="border-top:2px solid #004e92;"><td><b>本期應繳</b></td><td align="right"><b>HK$ 428.00</b></td></tr>
<tr><td>繳費限期</td><td align="right">2026-10-17</td></tr></table></td></tr>
<tr><td style="padding:12px 24px;font-size:13px;color:#555;">閣下已登記信用卡自動轉賬 (VISA •••• 2291)，毋須另行繳費。</td></tr>
<tr><td style="padding:12px 24px 22px;"><a href="https://my.harbourwave.com.hk/bill?m=202609&amp;src=ebill" style="color:#004e92;">網上客戶中心查看賬單</a></td></tr>
<tr><td style="padding:14px 24px;background:#f4f4f4;font-size:11px;color:#888;">查詢熱線 1088-6 ｜ <a href="https://www.harbourwave.com.hk/tc/privacy" style="color:#888;">私隱政策</a> ｜ <a href="https://www.facebook.com/harbourwavehk" style="color:#888;">Facebook</a><br>港浪流動有限公司 香港九龍灣宏照道 38 號 © 2026</td></tr>
</table></td></tr></table></body></html>`,
    enc: "b64",
    attachment: [
      "HW_eBill_880233170_202609.pdf",
      "application/pdf",
      "%PDF-1.5\n%\xE2\xE3\xCF\xD3\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Count 0/Kids[]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n",
    ],
  },
];

// ---------------------------------------------------------------- Lantau Light & Power (HK electricity)

const lantau: Mail[] = [
  {
    family: "lantau-power",
    group: "regional",
    lang: "en",
    kind: "electricity-bill",
    code: null,
    link: null,
    from: "Lantau Light & Power <ebill@lantaupower.com.hk>",
    subject: "Your electricity e-bill is ready – Account ending 0738",
    date: d(10, 6, 10, 12),
    text:
      `Dear Customer,\n\nYour electricity bill for account no. 61-2208-0738 is now available.\n\nBill date: 5 Oct 2026\nBilling period: 4 Aug 2026 – 3 Oct 2026 (61 days)\nConsumption: 1,126 kWh (same period last year: 1,204 kWh)\nAmount due: HK$1,587.30\nDue date: 26 Oct 2026\n\nView and pay your bill: https://www.lantaupower.com.hk/myaccount/bills?src=em1005\n\nTip: Setting your air-conditioner to 25.5°C can save up to 9% on cooling costs.\n\nCustomer hotline: 2678 3300\nLantau Light & Power Company Limited, 8 Tung Chung Waterfront Road, Lantau Island\nManage e-bill preferences: https://www.lantaupower.com.hk/myaccount/preferences`,
    html: HTML_HEAD("Your e-bill", "en-HK") +
      `<body style="margin:0;background:#fffbea;font-family:Helvetica,Arial,sans-serif;">${
        preheader("Amount due HK$1,587.30 by 26 Oct 2026")
      }
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:24px 8px;">
<table width="600" cellpadding="0" cellspacing="0" style="background:#fff;border:1px solid #f0e2a8;">
<tr><td style="padding:18px 26px;border-bottom:4px solid #f59f00;"><img src="https://www.lantaupower.com.hk/images/email/llp_logo.png" alt="Lantau Light &amp; Power" width="170"></td></tr>
<tr><td style="padding:24px 26px 6px;font-size:15px;color:#333;">Dear Customer,<br><br>Your electricity bill for account no. <b>61-2208-0738</b> is now available.</td></tr>
<tr><td style="padding:12px 26px;"><table width="100%" cellpadding="7" cellspacing="0" style="font-size:14px;color:#333;">
<tr><td style="color:#777;">Bill date</td><td align="right">5 Oct 2026</td></tr>
<tr><td style="color:#777;">Billing period</td><td align="right">4 Aug – 3 Oct 2026 (61 days)</td></tr>
<tr><td style="color:#777;">Consumption</td><td align="right">1,126 kWh</td></tr>
<tr><td style="color:#777;">Amount due</td><td align="right" style="font-size:20px;font-weight:bold;color:#d9480f;">HK$1,587.30</td></tr>
<tr><td style="color:#777;">Due date</td><td align="right">26 Oct 2026</td></tr></table></td></tr>
<tr><td align="center" style="padding:10px 26px 24px;"><a href="https://www.lantaupower.com.hk/myaccount/bills?src=em1005" style="background:#f59f00;color:#fff;text-decoration:none;padding:12px 34px;border-radius:3px;font-weight:bold;">View &amp; Pay</a></td></tr>
<tr><td style="padding:0 26px 20px;font-size:13px;color:#666;background:#fff;">💡 Setting your air-conditioner to 25.5°C can save up to 9% on cooling costs.</td></tr>
<tr><td style="padding:14px 26px;background:#333;color:#aaa;font-size:11px;">Customer hotline 2678 3300 · <a href="https://www.lantaupower.com.hk/myaccount/preferences" style="color:#ffd43b;">E-bill preferences</a> · <a href="https://www.lantaupower.com.hk/privacy" style="color:#ffd43b;">Privacy</a><br>Lantau Light &amp; Power Company Limited, 8 Tung Chung Waterfront Road, Lantau Island</td></tr>
</table></td></tr></table></body></html>`,
    enc: "qp",
  },
];

// ---------------------------------------------------------------- 紫荊儲蓄銀行 Bauhinia Savings Bank (HK)

const bauhinia: Mail[] = [
  {
    family: "bauhinia-savings",
    group: "regional",
    lang: "en",
    kind: "otp-code",
    code: "39182745",
    link: null,
    from: "Bauhinia Savings Bank <security@alerts.bauhiniabank.com.hk>",
    subject: "One-time password for adding a new payee",
    date: d(10, 10, 16, 55),
    text:
      `Dear Customer,\n\nYou are adding a new FPS payee "LEE KA YAN (Proxy ID 9***6621)" in Bauhinia Online Banking.\n\nYour one-time password is 39182745\n\nReference: PAY-7Q2M\nThis password is valid for 100 seconds.\n\nBauhinia Savings Bank will never ask for your password or one-time password by phone, email or message. If you did not request this, call our 24-hour hotline +852 2231 8888 immediately.\n\n本行絕不會透過電話、電郵或短訊索取閣下的密碼或一次性密碼。`,
    html: null,
    enc: "7bit",
  },
  {
    family: "bauhinia-savings",
    group: "regional",
    lang: "zh-Hant",
    kind: "transfer-alert",
    code: null,
    link: null,
    from: "紫荊儲蓄銀行 <alerts@alerts.bauhiniabank.com.hk>",
    subject: "轉數快轉賬成功通知",
    date: d(10, 10, 17, 2),
    text:
      `親愛的客戶：\n\n閣下已於 2026年10月10日 17:01 成功透過轉數快 (FPS) 轉賬：\n\n轉出戶口：儲蓄戶口 •••• 4460\n收款人：LEE KA YAN\n金額：HKD 2,800.00\n交易參考編號：FRN20261010HKBSB0000173365\n備註：補習費 十月\n\n如閣下並無進行此交易，請立即致電 24 小時熱線 +852 2231 8888。\n\n紫荊儲蓄銀行有限公司\n此乃電腦發出之通知，毋須簽署。`,
    html: HTML_HEAD("轉賬成功", "zh-HK") +
      `<body style="margin:0;background:#f4f0f6;font-family:'Microsoft JhengHei',Arial;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:16px 6px;">
<table width="560" cellpadding="0" cellspacing="0" style="background:#fff;">
<tr><td style="background:#7b1e5a;padding:14px 22px;"><img src="https://www.bauhiniabank.com.hk/images/alerts/logo_w.png" alt="紫荊儲蓄銀行 Bauhinia Savings Bank" height="30"></td></tr>
<tr><td style="padding:20px 22px 8px;font-size:14px;color:#333;">親愛的客戶：<br>閣下已於 2026年10月10日 17:01 成功透過轉數快 (FPS) 轉賬：</td></tr>
<tr><td style="padding:8px 22px;"><table width="100%" cellpadding="7" cellspacing="0" style="font-size:14px;border:1px solid #e7dbe4;">
<tr><td style="color:#777;">轉出戶口</td><td>儲蓄戶口 •••• 4460</td></tr>
<tr><td style="color:#777;">收款人</td><td>LEE KA YAN</td></tr>
<tr><td style="color:#777;">金額</td><td><b>HKD 2,800.00</b></td></tr>
<tr><td style="color:#777;">交易參考編號</td><td style="font-size:12px;">FRN20261010HKBSB0000173365</td></tr>
<tr><td style="color:#777;">備註</td><td>補習費 十月</td></tr></table></td></tr>
<tr><td style="padding:14px 22px;font-size:13px;color:#7b1e5a;">如閣下並無進行此交易，請立即致電 24 小時熱線 +852 2231 8888。</td></tr>
<tr><td style="padding:12px 22px;background:#f7f3f6;font-size:11px;color:#888;">紫荊儲蓄銀行有限公司 ｜ <a href="https://www.bauhiniabank.com.hk/tc/security-tips" style="color:#888;">保安提示</a> ｜ 此乃電腦發出之通知，毋須簽署。</td></tr>
</table></td></tr></table></body></html>`,
    enc: "b64",
  },
];

// ---------------------------------------------------------------- 西營盤循道小學 parent portal (HK school)

const saiying: Mail[] = [
  {
    family: "saiying-methodist-primary",
    group: "regional",
    lang: "en",
    kind: "school-circular",
    code: null,
    link: null,
    from: "Sai Ying Methodist Primary School <eparent@sym-ps.edu.hk>",
    subject: "Circular No. 26/27-014: Autumn Picnic (P.3) 秋季旅行通告",
    date: d(10, 13, 16, 20),
    text:
      `Dear Parents / Guardians,\n\nCircular No. 26/27-014\nP.3 Autumn Picnic\n\nDate: Friday, 6 November 2026 (postponed to 13 Nov if Typhoon Signal No. 3 or Red Rainstorm is in force at 6:30 a.m.)\nVenue: Tai Tam Country Park (Quarry Bay)\nAssembly: School hall, 8:00 a.m.\nReturn: approx. 2:30 p.m.\nFee: HK$45 (coach), paid via the school's e-payment account\n\nPlease reply in the eParent app by 23 October 2026. Students should wear P.E. uniform and bring lunch and water.\n\nFor enquiries, please contact Ms Wong (P.3 coordinator) at 2548 1172.\n\nPrincipal\nSai Ying Methodist Primary School\n\n各位家長：三年級秋季旅行將於 2026年11月6日（星期五）舉行，詳情請參閱 eParent 應用程式內之通告。`,
    html: null,
    enc: "8bit",
  },
];

// ---------------------------------------------------------------- 鯨選 (Taiwan e-commerce)

const jingxuan: Mail[] = [
  {
    family: "jingxuan-shop",
    group: "regional",
    lang: "zh-Hant",
    kind: "verify-link",
    code: null,
    link: "https://member.jingxuan.com.tw/verify/email?uid=7730215&sig=5c0e9aa7d1f34b2e",
    from: "鯨選購物 <member@jingxuan.com.tw>",
    subject: "【鯨選】請驗證您的電子郵件信箱",
    date: d(9, 8, 21, 37),
    text:
      `親愛的 陳小姐 您好：\n\n感謝您加入鯨選會員！請點選以下連結完成電子郵件信箱驗證，驗證後即可領取新會員 $100 購物金：\n\nhttps://member.jingxuan.com.tw/verify/email?uid=7730215&sig=5c0e9aa7d1f34b2e\n\n此連結 48 小時內有效。若您並未註冊鯨選會員，請忽略此信。\n\n鯨選購物 客服中心 (02)2796-5180\n週一至週五 09:00-18:00`,
    html: HTML_HEAD("驗證電子郵件", "zh-TW") +
      `<body style="margin:0;background:#eef6f8;">
<table width="100%" cellpadding="0" cellspacing="0" bgcolor="#eef6f8"><tr><td align="center" style="padding:26px 8px;">
<table width="600" cellpadding="0" cellspacing="0" bgcolor="#ffffff" style="font-family:'Microsoft JhengHei','PingFang TC',sans-serif;">
<tr><td style="padding:20px 30px;background:#0b7285;"><img src="https://img.jingxuan.com.tw/mail/jx-logo-w.png" alt="鯨選" width="90"></td></tr>
<tr><td style="padding:30px 30px 10px;font-size:15px;color:#333;line-height:26px;">親愛的 陳小姐 您好：<br>感謝您加入鯨選會員！請點選下方按鈕完成電子郵件信箱驗證，驗證後即可領取新會員 <b style="color:#e03131;">$100 購物金</b>。</td></tr>
<tr><td align="center" style="padding:20px 30px;"><a href="https://member.jingxuan.com.tw/verify/email?uid=7730215&amp;sig=5c0e9aa7d1f34b2e" target="_blank" style="display:inline-block;background:#0b7285;color:#fff;font-size:16px;text-decoration:none;padding:13px 50px;border-radius:4px;">驗證信箱</a></td></tr>
<tr><td style="padding:0 30px 26px;font-size:12px;color:#888;">此連結 48 小時內有效。若您並未註冊鯨選會員，請忽略此信。</td></tr>
<tr><td style="padding:16px 30px;background:#f8f9fa;font-size:11px;color:#999;line-height:18px;">鯨選購物 客服中心 (02)2796-5180（週一至週五 09:00-18:00）<br>鯨選電子商務股份有限公司 台北市內湖區瑞光路 512 號 8 樓<br><a href="https://www.jingxuan.com.tw/help" style="color:#999;">幫助中心</a> ｜ <a href="https://www.jingxuan.com.tw/privacy" style="color:#999;">隱私權政策</a></td></tr>
</table></td></tr></table></body></html>`,
    enc: "qp",
  },
  {
    family: "jingxuan-shop",
    group: "regional",
    lang: "zh-Hant",
    kind: "order-shipped",
    code: null,
    link: null,
    from: "鯨選購物 <order@jingxuan.com.tw>",
    subject: "【鯨選】您的訂單 JX260917004412 已出貨（超商取貨）",
    date: d(9, 18, 11, 9),
    text:
      `陳小姐 您好：\n\n您的訂單已出貨，預計 2026/09/20 抵達取貨門市。\n\n訂單編號：JX260917004412\n取貨門市：7-ELEVEN 東湖門市（店號 183627）\n配送單號：F62093318475\n取貨付款：NT$ 0（已線上付款）\n\n  兒童防水書包 藍色 ×1   NT$ 1,280\n  無印風 A5 方格筆記本 ×3   NT$   237\n  運費                      NT$    60\n  合計                      NT$ 1,577\n\n商品到店後將另行簡訊通知，請攜帶身分證件至門市取貨，保留 7 天。\n\n查詢訂單：https://www.jingxuan.com.tw/my/orders/JX260917004412\n\n※ 鯨選不會要求您操作 ATM 或提供信用卡資料，請慎防詐騙。`,
    html: HTML_HEAD("訂單已出貨", "zh-TW") +
      `<body style="margin:0;background:#eef6f8;">
<table width="100%" cellpadding="0" cellspacing="0" bgcolor="#eef6f8"><tr><td align="center" style="padding:26px 8px;">
<table width="600" cellpadding="0" cellspacing="0" bgcolor="#ffffff" style="font-family:'Microsoft JhengHei','PingFang TC',sans-serif;font-size:14px;color:#333;">
<tr><td colspan="2" style="padding:20px 30px;background:#0b7285;"><img src="https://img.jingxuan.com.tw/mail/jx-logo-w.png" alt="鯨選" width="90"></td></tr>
<tr><td colspan="2" style="padding:24px 30px 6px;font-size:18px;">📦 您的訂單已出貨</td></tr>
<tr><td colspan="2" style="padding:0 30px 16px;color:#666;">預計 2026/09/20 抵達取貨門市，到店後將另行簡訊通知。</td></tr>
<tr><td style="padding:4px 30px;color:#888;width:35%;">訂單編號</td><td style="padding:4px 30px 4px 0;">JX260917004412</td></tr>
<tr><td style="padding:4px 30px;color:#888;">取貨門市</td><td style="padding:4px 30px 4px 0;">7-ELEVEN 東湖門市（店號 183627）</td></tr>
<tr><td style="padding:4px 30px;color:#888;">配送單號</td><td style="padding:4px 30px 4px 0;">F62093318475</td></tr>
<tr><td colspan="2" style="padding:16px 30px;"><table width="100%" cellpadding="6" cellspacing="0" style="border-top:1px solid #dee2e6;">
<tr><td>兒童防水書包 藍色 ×1</td><td align="right">NT$ 1,280</td></tr><tr><td>無印風 A5 方格筆記本 ×3</td><td align="right">NT$ 237</td></tr><tr><td>運費</td><td align="right">NT$ 60</td></tr>
<tr><td style="border-top:1px solid #dee2e6;"><b>合計（已線上付款）</b></td><td align="right" style="border-top:1px solid #dee2e6;"><b>NT$ 1,577</b></td></tr></table></td></tr>
<tr><td colspan="2" style="padding:0 30px 20px;"><a href="https://www.jingxuan.com.tw/my/orders/JX260917004412" style="color:#0b7285;">查詢訂單</a></td></tr>
<tr><td colspan="2" style="padding:12px 30px;background:#fff4e6;color:#d9480f;font-size:12px;">※ 鯨選不會要求您操作 ATM 或提供信用卡資料，請慎防詐騙。</td></tr>
</table></td></tr></table></body></html>`,
    enc: "b64",
  },
];

// ---------------------------------------------------------------- 福爾摩沙高速鐵路 (Taiwan high-speed rail)

const formosa: Mail[] = [
  {
    family: "formosa-swiftrail",
    group: "regional",
    lang: "zh-Hant",
    kind: "ticket-booked",
    code: null,
    link: null,
    from: "福爾摩沙高鐵 <booking@fsrail.com.tw>",
    subject: "福爾摩沙高鐵 訂位成功通知 訂位代號 08263715",
    date: d(10, 19, 13, 22),
    text:
      `陳慧敏 旅客您好：\n\n感謝您使用福爾摩沙高鐵網路訂票，您的訂位資訊如下：\n\n訂位代號：08263715\n付款期限：2026/10/21 23:59（逾期未付款將自動取消）\n\n去程 2026/10/24（六） 車次 0651\n台北 09:26 → 台南 11:12\n標準車廂 6車 7A、7B、7C\n全票 ×2  孩童票 ×1\n總金額：NT$ 3,690\n\n付款後可於 App「福高行動購票」或超商取票。請於列車出發前抵達車站，並隨身攜帶車票供查驗。\n\n客服專線 4066-0055`,
    html: null,
    enc: "8bit",
  },
];

// ---------------------------------------------------------------- 明德紀念醫院 (Taiwan hospital registration)

const mingde: Mail[] = [
  {
    family: "mingde-hospital",
    group: "regional",
    lang: "zh-Hant",
    kind: "registration-reminder",
    code: null,
    link: null,
    from: "明德紀念醫院 網路掛號 <register@mingde.org.tw>",
    subject: "明德紀念醫院 門診掛號提醒（10/25 上午診）",
    date: d(10, 24, 18, 0),
    text:
      `陳 O 敏 女士 您好：\n\n提醒您明日門診：\n  日期：2026/10/25（日）上午診 08:30 起\n  科別：家醫科  第 12 診\n  醫師：林育成\n  看診號碼：23\n  病歷號：0041827736\n\n請攜帶健保卡，於看診前 30 分鐘至 1 樓報到。目前看診進度可至醫院網站查詢：https://www.mingde.org.tw/opd/progress\n\n若無法前來，請提前取消掛號，以利其他病患就診。\n明德紀念醫院 台南市東區中華東路三段 201 號 (06)289-6600`,
    html: HTML_HEAD("門診掛號提醒", "zh-TW") +
      `<body style="font-family:'Microsoft JhengHei',sans-serif;font-size:15px;color:#222;">
<table width="640" cellpadding="6" cellspacing="0" border="0">
<tr><td colspan="2" style="border-bottom:2px solid #2b8a3e;"><img src="https://www.mingde.org.tw/images/logo_s.png" alt="明德紀念醫院" height="40"></td></tr>
<tr><td colspan="2">陳 O 敏 女士 您好：<br>提醒您明日門診：</td></tr>
<tr><td width="120" bgcolor="#ebfbee">日期</td><td>2026/10/25（日）上午診 08:30 起</td></tr>
<tr><td bgcolor="#ebfbee">科別</td><td>家醫科 第 12 診</td></tr>
<tr><td bgcolor="#ebfbee">醫師</td><td>林育成</td></tr>
<tr><td bgcolor="#ebfbee">看診號碼</td><td><b>23</b></td></tr>
<tr><td bgcolor="#ebfbee">病歷號</td><td>0041827736</td></tr>
<tr><td colspan="2">請攜帶健保卡，於看診前 30 分鐘至 1 樓報到。<a href="https://www.mingde.org.tw/opd/progress">查詢看診進度</a></td></tr>
<tr><td colspan="2" style="font-size:12px;color:#777;">若無法前來，請提前取消掛號，以利其他病患就診。<br>明德紀念醫院 台南市東區中華東路三段 201 號 (06)289-6600</td></tr>
</table></body></html>`,
    enc: "qp",
  },
];

// ---------------------------------------------------------------- SingKey (Singapore government login)

const SINGKEY_FOOT =
  `<tr><td style="padding:18px 32px;background:#f3f3f3;font-size:12px;color:#6b6b6b;line-height:19px;">This is an automated message from SingKey. Please do not reply.<br>SingKey Helpdesk: 6643 0555 (Mon–Fri 8am–8pm, Sat 8am–2pm)<br><a href="https://www.singkey.gov.sg/help" style="color:#4c6ef5;">Help</a> · <a href="https://www.singkey.gov.sg/privacy" style="color:#4c6ef5;">Privacy Statement</a> · <a href="https://www.singkey.gov.sg/report-vulnerability" style="color:#4c6ef5;">Report Vulnerability</a></td></tr>`;

const singkey: Mail[] = [
  {
    family: "singkey",
    group: "regional",
    lang: "en",
    kind: "email-change-code",
    code: "218593",
    link: null,
    from: "SingKey <donotreply@notify.singkey.gov.sg>",
    subject: "SingKey: Verify your email address",
    date: d(9, 15, 9, 44),
    text:
      `Dear TAN MEI LING,\n\nWe received a request to update the email address linked to your SingKey account (S****812F).\n\nEnter this verification code in the SingKey app to confirm the change:\n\n218 593\n\nThe code expires in 10 minutes.\n\nIf you did not make this request, please call the SingKey Helpdesk at 6643 0555 immediately. Government officials will never ask you for this code.\n\nSingKey Helpdesk: 6643 0555\nhttps://www.singkey.gov.sg/help`,
    html: HTML_HEAD("Verify your email", "en-SG") +
      `<body style="margin:0;background:#ffffff;font-family:'Segoe UI',Roboto,Arial,sans-serif;">${
        preheader("Your SingKey verification code expires in 10 minutes")
      }
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center">
<table role="presentation" width="600" cellpadding="0" cellspacing="0">
<tr><td style="padding:8px 32px;background:#f0f0f0;font-size:11px;color:#555;"><img src="https://www.singkey.gov.sg/assets/lion-head.png" width="12" alt=""> A Singapore Government Agency Website</td></tr>
<tr><td style="padding:24px 32px;"><img src="https://www.singkey.gov.sg/assets/email/singkey-logo.png" alt="SingKey" width="130"></td></tr>
<tr><td style="padding:0 32px;font-size:15px;color:#1f1f1f;line-height:24px;"><p>Dear TAN MEI LING,</p><p>We received a request to update the email address linked to your SingKey account (S****812F). Enter this verification code in the SingKey app to confirm the change:</p></td></tr>
<tr><td style="padding:8px 32px 8px;"><div style="background:#f4f6ff;border-radius:8px;padding:20px;text-align:center;font-size:32px;font-weight:600;letter-spacing:10px;color:#1c2b6b;">218 593</div></td></tr>
<tr><td style="padding:16px 32px 24px;font-size:14px;color:#444;line-height:22px;">The code expires in 10 minutes.<br>If you did not make this request, please call the SingKey Helpdesk immediately. Government officials will never ask you for this code.</td></tr>
${SINGKEY_FOOT}
</table></td></tr></table></body></html>`,
    enc: "7bit",
  },
  {
    family: "singkey",
    group: "regional",
    lang: "en",
    kind: "login-alert",
    code: null,
    link: null,
    from: "SingKey <donotreply@notify.singkey.gov.sg>",
    subject: "SingKey: Login to HDB Resale Portal",
    date: d(10, 20, 21, 6),
    text:
      `Dear TAN MEI LING,\n\nYou logged in with SingKey on 20 Oct 2026 at 9:05 PM.\n\nService: HDB Resale Portal\nMethod: SingKey app (face verification)\nDevice: Samsung Galaxy S24\n\nIf this was you, no action is needed.\n\nIf you did not log in, lock your account and report it: https://www.singkey.gov.sg/report-unauthorised-access\nOr call 6643 0555.\n\nSingKey`,
    html: HTML_HEAD("Login notification", "en-SG") +
      `<body style="margin:0;background:#ffffff;font-family:'Segoe UI',Roboto,Arial,sans-serif;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center">
<table role="presentation" width="600" cellpadding="0" cellspacing="0">
<tr><td style="padding:8px 32px;background:#f0f0f0;font-size:11px;color:#555;"><img src="https://www.singkey.gov.sg/assets/lion-head.png" width="12" alt=""> A Singapore Government Agency Website</td></tr>
<tr><td style="padding:24px 32px;"><img src="https://www.singkey.gov.sg/assets/email/singkey-logo.png" alt="SingKey" width="130"></td></tr>
<tr><td style="padding:0 32px;font-size:15px;color:#1f1f1f;line-height:24px;"><p>Dear TAN MEI LING,</p><p>You logged in with SingKey on <b>20 Oct 2026 at 9:05 PM</b>.</p></td></tr>
<tr><td style="padding:0 32px;"><table width="100%" cellpadding="8" cellspacing="0" style="font-size:14px;border:1px solid #e5e5e5;">
<tr><td style="color:#666;width:35%;">Service</td><td>HDB Resale Portal</td></tr>
<tr><td style="color:#666;">Method</td><td>SingKey app (face verification)</td></tr>
<tr><td style="color:#666;">Device</td><td>Samsung Galaxy S24</td></tr></table></td></tr>
<tr><td style="padding:20px 32px;font-size:14px;color:#444;line-height:22px;">If this was you, no action is needed.<br>If you did not log in, <a href="https://www.singkey.gov.sg/report-unauthorised-access" style="color:#c92a2a;">lock your account and report it</a> or call 6643 0555.</td></tr>
${SINGKEY_FOOT}
</table></td></tr></table></body></html>`,
    enc: "qp",
  },
];

// ---------------------------------------------------------------- Rochor Bank (Singapore)

const rochor: Mail[] = [
  {
    family: "rochor-bank",
    group: "regional",
    lang: "en",
    kind: "paynow-receipt",
    code: null,
    link: null,
    from: "Rochor Bank <ibanking.alerts@rochorbank.com.sg>",
    subject: "PayNow transfer of SGD 86.40 successful",
    date: d(9, 19, 13, 17),
    text:
      `Dear Customer,\n\nYour PayNow transfer was successful.\n\nDate & time: 19 Sep 2026 13:16 SGT\nFrom: Rochor eSaver •••• 7315\nTo: HAWKER STALL #01-27 ZHONG XING (UEN 53412877K)\nAmount: SGD 86.40\nTransaction ref: RB2609191316P8822041\n\nIf you did not authorise this transaction, please call 1800 766 2400 (or +65 6766 2400 from overseas) immediately.\n\nRochor Bank Limited. Co. Reg. No. 196800271E\nThis is a system-generated email. Please do not reply.`,
    html: null,
    enc: "7bit",
  },
  {
    family: "rochor-bank",
    group: "regional",
    lang: "en",
    kind: "estatement-ready",
    code: null,
    link: null,
    from: "Rochor Bank <estatements@rochorbank.com.sg>",
    subject: "Your September 2026 consolidated eStatement is ready",
    date: d(10, 4, 8, 0),
    text:
      `Dear TAN MEI LING,\n\nYour consolidated eStatement for September 2026 is now available in Rochor Digibank.\n\nFor your security, we do not attach statements to emails. To view it, log in to Rochor Digibank and go to More > eStatements.\n\nAccounts included: Rochor eSaver •••• 7315, Rochor Multiplier •••• 0982, Rochor Live Fresh Card •••• 5508\n\nInterest earned in September: SGD 41.27\n\nRochor Bank will never send you links to log in. Always type www.rochorbank.com.sg yourself.\n\nRochor Bank Limited, 12 Marina Boulevard, #30-01, Singapore 018982`,
    html: HTML_HEAD("eStatement ready", "en-SG") +
      `<body style="margin:0;background:#eef1f4;font-family:Arial,sans-serif;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:20px 6px;">
<table width="600" cellpadding="0" cellspacing="0" style="background:#fff;">
<tr><td style="padding:16px 24px;background:#c8102e;"><img src="https://www.rochorbank.com.sg/iwov-resources/email/rb-logo-w.png" alt="Rochor Bank" width="120"></td></tr>
<tr><td style="padding:24px;font-size:14px;color:#222;line-height:22px;">Dear TAN MEI LING,<br><br>Your consolidated eStatement for <b>September 2026</b> is now available in Rochor Digibank.<br><br>For your security, we do not attach statements to emails. To view it, log in to Rochor Digibank and go to <b>More &gt; eStatements</b>.</td></tr>
<tr><td style="padding:0 24px 16px;"><table width="100%" cellpadding="6" cellspacing="0" style="font-size:13px;background:#f8f8f8;">
<tr><td>Rochor eSaver</td><td align="right">•••• 7315</td></tr><tr><td>Rochor Multiplier</td><td align="right">•••• 0982</td></tr><tr><td>Rochor Live Fresh Card</td><td align="right">•••• 5508</td></tr>
<tr><td>Interest earned in September</td><td align="right">SGD 41.27</td></tr></table></td></tr>
<tr><td style="padding:0 24px 20px;font-size:12px;color:#c8102e;">Rochor Bank will never send you links to log in. Always type www.rochorbank.com.sg yourself.</td></tr>
<tr><td style="padding:14px 24px;background:#333;color:#bbb;font-size:11px;">Rochor Bank Limited, 12 Marina Boulevard, #30-01, Singapore 018982 · Co. Reg. No. 196800271E<br>Deposits are insured up to S$100k per depositor by SDIC.</td></tr>
</table></td></tr></table></body></html>`,
    enc: "qp",
  },
];

// ---------------------------------------------------------------- BrightBee Learning Centre (Singapore tuition)

const brightbee: Mail[] = [
  {
    family: "brightbee-tuition",
    group: "regional",
    lang: "en",
    kind: "parent-portal-invite",
    code: null,
    link: "https://portal.brightbee.sg/invite/accept?t=bb_inv_2mX8qLr7Wc0nZ4&role=guardian",
    from: "BrightBee Learning Centre <hello@brightbee.sg>",
    subject: "You're invited to BrightBee Parent Portal – Lim Jia Hui (P5 Maths)",
    date: d(9, 2, 15, 30),
    text:
      `Hi Mrs Lim,\n\nThank you for enrolling Lim Jia Hui in P5 Maths (Saturday 10:00am, Bishan branch).\n\nSet up your Parent Portal account to see lesson notes, homework and progress reports, and to book make-up classes:\n\nhttps://portal.brightbee.sg/invite/accept?t=bb_inv_2mX8qLr7Wc0nZ4&role=guardian\n\nThe invitation link expires in 7 days. Your first lesson is on Sat 5 Sep 2026.\n\nSee you soon!\nMs Priya & the BrightBee team\nBlk 512 Bishan Street 13, #02-14, Singapore 570512 | 6258 1130 | WhatsApp 9123 4477`,
    html: HTML_HEAD("Parent Portal invitation", "en-SG") +
      `<body style="margin:0;background:#fff9db;font-family:'Nunito','Trebuchet MS',Arial,sans-serif;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:28px 8px;">
<table width="560" cellpadding="0" cellspacing="0" style="background:#fff;border-radius:14px;">
<tr><td align="center" style="padding:28px 0 10px;"><img src="https://brightbee.sg/wp-content/uploads/2024/02/brightbee-logo.png" width="140" alt="BrightBee Learning Centre"></td></tr>
<tr><td style="padding:10px 36px;font-size:16px;color:#333;line-height:26px;">Hi Mrs Lim,<br><br>Thank you for enrolling <b>Lim Jia Hui</b> in <b>P5 Maths</b> (Saturday 10:00am, Bishan branch) 🐝<br><br>Set up your Parent Portal account to see lesson notes, homework and progress reports, and to book make-up classes.</td></tr>
<tr><td align="center" style="padding:22px 36px;"><a href="https://portal.brightbee.sg/invite/accept?t=bb_inv_2mX8qLr7Wc0nZ4&amp;role=guardian" style="background:#fab005;color:#222;font-weight:bold;text-decoration:none;padding:14px 38px;border-radius:30px;display:inline-block;">Set up my account</a></td></tr>
<tr><td style="padding:0 36px 24px;font-size:13px;color:#777;">The invitation link expires in 7 days. Your first lesson is on Sat 5 Sep 2026.</td></tr>
<tr><td style="padding:16px 36px 26px;font-size:12px;color:#999;border-top:1px solid #f1f3f5;">Blk 512 Bishan Street 13, #02-14, Singapore 570512 · 6258 1130 · WhatsApp 9123 4477<br><a href="https://www.instagram.com/brightbee.sg" style="color:#999;">Instagram</a> · <a href="https://www.facebook.com/brightbeesg" style="color:#999;">Facebook</a></td></tr>
</table></td></tr></table></body></html>`,
    enc: "7bit",
  },
  {
    family: "brightbee-tuition",
    group: "regional",
    lang: "en",
    kind: "fee-invoice",
    code: null,
    link: null,
    from: "BrightBee Learning Centre <accounts@brightbee.sg>",
    subject: "Invoice INV-2610-0387 – October fees",
    date: d(10, 1, 10, 5),
    text:
      `Dear Mrs Lim,\n\nPlease find attached the invoice for October 2026.\n\nStudent: Lim Jia Hui\nP5 Maths – 4 lessons × S$65.00 = S$260.00\nP5 Science – 4 lessons × S$60.00 = S$240.00\nSibling discount (5%): –S$25.00\nTotal: S$475.00\n\nPayment due: 7 Oct 2026\nPayNow UEN: 201934821W (please state INV-2610-0387 as reference)\n\nReminder: the centre is closed on Sun 8 Nov 2026 (Deepavali). Saturday lessons run as usual.\n\nThank you!\nBrightBee Accounts`,
    html: null,
    enc: "7bit",
    attachment: [
      "INV-2610-0387.pdf",
      "application/pdf",
      "%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Count 0/Kids[]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n",
    ],
  },
];

// ---------------------------------------------------------------- தமிழ் ஒளி கல்வி மையம் (Singapore Tamil classes)

const thamizh: Mail[] = [
  {
    family: "thamizh-oli-kalvi",
    group: "regional",
    lang: "ta",
    kind: "verify-link",
    code: null,
    link: "https://thamizholi.sg/account/confirm?k=TOK-91f3a0c2e7&u=4471",
    from: "தமிழ் ஒளி கல்வி மையம் <admin@thamizholi.sg>",
    subject: "உங்கள் மின்னஞ்சல் முகவரியை உறுதிப்படுத்தவும் – தமிழ் ஒளி",
    date: d(9, 4, 19, 45),
    text:
      `வணக்கம் திருமதி கலைச்செல்வி,\n\nதமிழ் ஒளி கல்வி மையத்தின் பெற்றோர் கணக்கில் பதிவு செய்ததற்கு நன்றி. உங்கள் மின்னஞ்சல் முகவரியை உறுதிப்படுத்த கீழே உள்ள இணைப்பைத் திறக்கவும்:\n\nhttps://thamizholi.sg/account/confirm?k=TOK-91f3a0c2e7&u=4471\n\nஇந்த இணைப்பு 3 நாட்களுக்கு மட்டுமே செல்லுபடியாகும்.\n\nவகுப்பு: தொடக்கநிலை 4 – உயர் தமிழ் (ஞாயிறு காலை 9.30, ஜூரோங் கிளை)\n\nநன்றி,\nதமிழ் ஒளி கல்வி மையம்\n10 Jurong East Street 12, #03-08, Singapore 609690 | 6560 4218`,
    html: HTML_HEAD("மின்னஞ்சல் உறுதிப்படுத்தல்", "ta") +
      `<body style="margin:0;background:#fdf2e9;font-family:'Latha','Noto Sans Tamil',Arial,sans-serif;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:24px 8px;">
<table width="560" cellpadding="0" cellspacing="0" style="background:#fff;border:1px solid #f4d7bd;">
<tr><td style="background:#b3541e;color:#fff;padding:16px 24px;font-size:20px;">தமிழ் ஒளி கல்வி மையம்</td></tr>
<tr><td style="padding:24px;font-size:15px;color:#333;line-height:28px;">வணக்கம் திருமதி கலைச்செல்வி,<br>பெற்றோர் கணக்கில் பதிவு செய்ததற்கு நன்றி. உங்கள் மின்னஞ்சல் முகவரியை உறுதிப்படுத்த கீழே உள்ள பொத்தானை அழுத்தவும்.</td></tr>
<tr><td align="center" style="padding:0 24px 20px;"><a href="https://thamizholi.sg/account/confirm?k=TOK-91f3a0c2e7&amp;u=4471" style="background:#b3541e;color:#fff;padding:12px 32px;text-decoration:none;border-radius:4px;display:inline-block;">மின்னஞ்சலை உறுதிப்படுத்து</a></td></tr>
<tr><td style="padding:0 24px 20px;font-size:13px;color:#666;line-height:22px;">இந்த இணைப்பு 3 நாட்களுக்கு மட்டுமே செல்லுபடியாகும்.<br>வகுப்பு: தொடக்கநிலை 4 – உயர் தமிழ் (ஞாயிறு காலை 9.30, ஜூரோங் கிளை)</td></tr>
<tr><td style="padding:14px 24px;background:#fbeee2;font-size:11px;color:#8a5a3c;">10 Jurong East Street 12, #03-08, Singapore 609690 · 6560 4218</td></tr>
</table></td></tr></table></body></html>`,
    enc: "b64",
  },
  {
    family: "thamizh-oli-kalvi",
    group: "regional",
    lang: "ta",
    kind: "payment-receipt",
    code: null,
    link: null,
    from: "தமிழ் ஒளி கல்வி மையம் <accounts@thamizholi.sg>",
    subject: "கட்டண ரசீது TO-R-2026-0913",
    date: d(9, 13, 12, 10),
    text:
      `வணக்கம்,\n\nஉங்கள் கட்டணம் பெறப்பட்டது. நன்றி!\n\nரசீது எண்: TO-R-2026-0913\nமாணவர்: லிம் ஜியா ஹுய் (தொடக்கநிலை 4 – உயர் தமிழ்)\nகாலம்: செப்டம்பர் – நவம்பர் 2026 (12 வகுப்புகள்)\nதொகை: S$ 360.00\nசெலுத்திய முறை: PayNow, 13-09-2026\n\nதீபாவளி விடுமுறை: 8 நவம்பர் 2026 அன்று வகுப்பு இல்லை.\n\nதமிழ் ஒளி கல்வி மையம் | 6560 4218`,
    html: null,
    enc: "8bit",
  },
];

// ---------------------------------------------------------------- EstateLink (Singapore condo management app)

const estatelink: Mail[] = [
  {
    family: "estatelink-sg",
    group: "regional",
    lang: "en",
    kind: "unit-invite",
    code: null,
    link:
      "https://go.estatelink.sg/c/eyJ1IjoiIzEyLTA3In0?r=https%3A%2F%2Fapp.estatelink.sg%2Fjoin%2FTHV-12-07%3Fcode%3Dk3Jd9Qp2",
    from: "EstateLink on behalf of The Verdana MCST 4417 <noreply@estatelink.sg>",
    subject: "Tan Mei Ling added you to #12-07 at The Verdana",
    date: d(9, 7, 20, 18),
    text:
      `Hello,\n\nTan Mei Ling (owner) has added you as a household member of unit #12-07 at The Verdana (MCST Plan No. 4417).\n\nJoin the unit on EstateLink to book facilities, register visitors, receive management notices and use the mobile access card:\n\nhttps://go.estatelink.sg/c/eyJ1IjoiIzEyLTA3In0?r=https%3A%2F%2Fapp.estatelink.sg%2Fjoin%2FTHV-12-07%3Fcode%3Dk3Jd9Qp2\n\nThis invitation expires on 21 Sep 2026.\n\nManagement office: 6465 2071 (Mon–Fri 9am–6pm)\nThe Verdana, 28 Upper Serangoon View, Singapore 534207\n\nEstateLink Pte Ltd · Get the app: App Store | Google Play`,
    html: HTML_HEAD("Join your unit", "en-SG") +
      `<body style="margin:0;background:#edf2f7;font-family:-apple-system,'Segoe UI',Roboto,Arial,sans-serif;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:28px 8px;">
<table width="560" cellpadding="0" cellspacing="0" style="background:#fff;border-radius:10px;overflow:hidden;">
<tr><td style="padding:22px 30px;border-bottom:1px solid #e2e8f0;"><img src="https://cdn.estatelink.sg/email/logo.png" width="110" alt="EstateLink"> <span style="float:right;font-size:12px;color:#718096;">The Verdana · MCST 4417</span></td></tr>
<tr><td style="padding:28px 30px 6px;font-size:20px;color:#1a202c;font-weight:600;">You've been added to #12-07</td></tr>
<tr><td style="padding:6px 30px 20px;font-size:15px;color:#4a5568;line-height:24px;">Tan Mei Ling (owner) has added you as a household member. Join the unit to book facilities, register visitors, receive management notices and use the mobile access card.</td></tr>
<tr><td style="padding:0 30px 24px;"><a href="https://go.estatelink.sg/c/eyJ1IjoiIzEyLTA3In0?r=https%3A%2F%2Fapp.estatelink.sg%2Fjoin%2FTHV-12-07%3Fcode%3Dk3Jd9Qp2" style="display:inline-block;background:#2f855a;color:#fff;text-decoration:none;padding:12px 28px;border-radius:6px;font-weight:600;">Join unit #12-07</a></td></tr>
<tr><td style="padding:0 30px 24px;font-size:13px;color:#718096;">This invitation expires on 21 Sep 2026.</td></tr>
<tr><td style="padding:20px 30px;background:#f7fafc;font-size:12px;color:#718096;line-height:20px;">Management office: 6465 2071 (Mon–Fri 9am–6pm)<br>The Verdana, 28 Upper Serangoon View, Singapore 534207<br><a href="https://apps.apple.com/sg/app/estatelink/id1488203311"><img src="https://cdn.estatelink.sg/email/appstore.png" alt="Download on the App Store" height="32"></a> <a href="https://play.google.com/store/apps/details?id=sg.estatelink.resident"><img src="https://cdn.estatelink.sg/email/googleplay.png" alt="Get it on Google Play" height="32"></a></td></tr>
</table></td></tr></table></body></html>`,
    enc: "qp",
  },
  {
    family: "estatelink-sg",
    group: "regional",
    lang: "en",
    kind: "booking-receipt",
    code: null,
    link: null,
    from: "EstateLink <noreply@estatelink.sg>",
    subject: "Booking confirmed: BBQ Pit 2, Sat 17 Oct 2026, 6pm–10pm",
    date: d(10, 12, 22, 4),
    text:
      `Hi Tan Mei Ling,\n\nYour facility booking is confirmed.\n\nFacility: BBQ Pit 2 (near Pool Deck)\nDate: Saturday, 17 Oct 2026\nTime: 6:00 pm – 10:00 pm\nBooking no.: THV-BK-26-10482\nBooking fee: S$20.00 (charged to unit account)\nRefundable deposit: S$100.00\n\nPlease clear the pit and dispose of charcoal in the bins provided. Deposits are refunded within 14 days after inspection.\n\nThe Verdana Management\nEstateLink`,
    html: null,
    enc: "7bit",
  },
];

// ---------------------------------------------------------------- MakanMate (Singapore/Malaysia food & ride super-app)

const makanmate: Mail[] = [
  {
    family: "makanmate",
    group: "regional",
    lang: "en",
    kind: "login-code",
    code: "7314",
    link: "https://auth.makanmate.com/m/verify?e=dGFubWVpbGluZw&otp_ref=MMx71&c=7314",
    from: "MakanMate <no-reply@auth.makanmate.com>",
    subject: "7314 is your MakanMate sign-in code",
    date: d(9, 27, 12, 2),
    text:
      `Hi there,\n\nUse this code to sign in to MakanMate on your new device:\n\n7314\n\nOr tap this link on the phone where MakanMate is installed:\nhttps://auth.makanmate.com/m/verify?e=dGFubWVpbGluZw&otp_ref=MMx71&c=7314\n\nThe code and link expire in 5 minutes.\n\nDidn't try to sign in? Someone may have your email address. You can ignore this email — your account is safe.\n\nMakanMate Pte. Ltd., 1 Fusionopolis Walk, #08-01, Singapore 138628`,
    html: HTML_HEAD("Sign-in code", "en") +
      `<body style="margin:0;background:#f8f9fa;font-family:Inter,Helvetica,Arial,sans-serif;">${
        preheader("7314 is your sign-in code. Expires in 5 minutes.")
      }
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:32px 8px;">
<table width="480" cellpadding="0" cellspacing="0" style="background:#fff;border-radius:16px;">
<tr><td style="padding:28px 32px 12px;"><img src="https://assets.makanmate.com/email/mm-logo-orange.png" width="120" alt="MakanMate"></td></tr>
<tr><td style="padding:8px 32px;font-size:16px;color:#212529;">Use this code to sign in on your new device:</td></tr>
<tr><td style="padding:12px 32px;font-size:44px;font-weight:800;color:#fd7e14;letter-spacing:12px;">7314</td></tr>
<tr><td style="padding:8px 32px;font-size:15px;color:#495057;">Or, on the phone where MakanMate is installed:</td></tr>
<tr><td style="padding:12px 32px 20px;"><a href="https://auth.makanmate.com/m/verify?e=dGFubWVpbGluZw&amp;otp_ref=MMx71&amp;c=7314" style="display:inline-block;background:#fd7e14;color:#fff;padding:12px 26px;border-radius:10px;text-decoration:none;font-weight:700;">Sign in to MakanMate</a></td></tr>
<tr><td style="padding:0 32px 28px;font-size:13px;color:#868e96;line-height:20px;">The code and link expire in 5 minutes. Didn't try to sign in? You can ignore this email — your account is safe.</td></tr>
<tr><td style="padding:18px 32px;border-top:1px solid #f1f3f5;font-size:11px;color:#adb5bd;">MakanMate Pte. Ltd., 1 Fusionopolis Walk, #08-01, Singapore 138628 · <a href="https://www.makanmate.com/help" style="color:#adb5bd;">Help Centre</a> · <a href="https://www.makanmate.com/privacy" style="color:#adb5bd;">Privacy</a></td></tr>
</table></td></tr></table></body></html>`,
    enc: "7bit",
  },
  {
    family: "makanmate",
    group: "regional",
    lang: "en",
    kind: "promo",
    code: null,
    link: null,
    from: "MakanMate <deals@news.makanmate.com>",
    subject: "Mooncake Festival: 30% off dim sum + free delivery all weekend 🥮",
    date: d(9, 24, 11, 30),
    text:
      `Happy Mid-Autumn, Mei Ling!\n\nThis weekend only (25–27 Sep):\n- 30% off dim sum at 200+ restaurants (min. spend S$25)\n- Free delivery on MakanMart groceries over S$40\n- Snowskin mooncake boxes from S$38.80\n\nUse code MOONMAKAN30 at checkout. Max discount S$12. T&Cs apply.\n\nOrder now: https://click.news.makanmate.com/ls/click?upn=mm-0924-dimsum&cid=88213\n\nYou're receiving this because you subscribed to MakanMate offers.\nUnsubscribe: https://click.news.makanmate.com/unsub?u=88213&l=en\nMakanMate Pte. Ltd., 1 Fusionopolis Walk, #08-01, Singapore 138628`,
    html: HTML_HEAD("Mid-Autumn deals", "en") +
      `<body style="margin:0;background:#2b1a0e;font-family:Helvetica,Arial,sans-serif;">${
        preheader("30% off dim sum + free grocery delivery, 25–27 Sep")
      }
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center">
<table width="600" cellpadding="0" cellspacing="0" style="background:#fff;">
<tr><td><a href="https://click.news.makanmate.com/ls/click?upn=mm-0924-dimsum&amp;cid=88213"><img src="https://assets.makanmate.com/edm/2026/midautumn-hero.jpg" width="600" alt="Happy Mid-Autumn! 30% off dim sum" style="display:block;border:0;"></a></td></tr>
<tr><td style="padding:24px 30px;font-size:15px;color:#333;line-height:24px;">This weekend only (25–27 Sep):<ul><li>30% off dim sum at 200+ restaurants (min. spend S$25)</li><li>Free delivery on MakanMart groceries over S$40</li><li>Snowskin mooncake boxes from S$38.80</li></ul>Use code <b style="background:#fff3bf;padding:2px 6px;">MOONMAKAN30</b> at checkout. Max discount S$12.</td></tr>
<tr><td align="center" style="padding:0 30px 30px;"><a href="https://click.news.makanmate.com/ls/click?upn=mm-0924-dimsum&amp;cid=88213" style="background:#fd7e14;color:#fff;padding:14px 44px;border-radius:28px;text-decoration:none;font-weight:bold;">Order now</a></td></tr>
<tr><td style="padding:18px 30px;background:#f1f3f5;font-size:11px;color:#868e96;">T&amp;Cs apply. You're receiving this because you subscribed to MakanMate offers. <a href="https://click.news.makanmate.com/unsub?u=88213&amp;l=en" style="color:#868e96;">Unsubscribe</a><br>MakanMate Pte. Ltd., 1 Fusionopolis Walk, #08-01, Singapore 138628</td></tr>
</table></td></tr></table></body></html>`,
    enc: "qp",
  },
];

// ---------------------------------------------------------------- DuitKilat (Malaysian e-wallet)

const duitkilat: Mail[] = [
  {
    family: "duitkilat",
    group: "regional",
    lang: "ms",
    kind: "tac-code",
    code: "604281",
    link: null,
    from: "DuitKilat <keselamatan@duitkilat.com.my>",
    subject: "Kod TAC DuitKilat anda",
    date: d(10, 16, 19, 58),
    text:
      `Salam sejahtera Encik Lim Wei Jie,\n\nAnda sedang menukar nombor telefon berdaftar akaun DuitKilat kepada +60 12-*** 8830.\n\nKod TAC anda ialah: 604281\n\nKod ini sah selama 3 minit. JANGAN kongsi kod ini dengan sesiapa, termasuk kakitangan DuitKilat.\n\nJika anda tidak membuat permintaan ini, sila hubungi kami segera di 03-2785 6600.\n\nDuitKilat Sdn. Bhd. (201901028834)\nLevel 21, Menara Bayu, Jalan Tun Razak, 50400 Kuala Lumpur\nDikawal selia oleh Bank Negara Malaysia.`,
    html: HTML_HEAD("Kod TAC", "ms") +
      `<body style="margin:0;background:#f0f4ff;font-family:Roboto,Arial,sans-serif;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:24px 8px;">
<table width="520" cellpadding="0" cellspacing="0" style="background:#fff;border-radius:8px;">
<tr><td style="padding:20px 28px;background:#3b5bdb;border-radius:8px 8px 0 0;"><img src="https://static.duitkilat.com.my/email/dk-logo-white.png" alt="DuitKilat" width="120"></td></tr>
<tr><td style="padding:24px 28px 8px;font-size:15px;color:#222;line-height:24px;">Salam sejahtera Encik Lim Wei Jie,<br>Anda sedang menukar nombor telefon berdaftar akaun DuitKilat kepada <b>+60 12-*** 8830</b>.</td></tr>
<tr><td align="center" style="padding:16px 28px;"><div style="font-size:13px;color:#666;">Kod TAC anda</div><div style="font-size:36px;font-weight:bold;color:#3b5bdb;letter-spacing:4px;">604281</div></td></tr>
<tr><td style="padding:8px 28px 24px;font-size:13px;color:#c92a2a;line-height:21px;">Kod ini sah selama 3 minit. <b>JANGAN</b> kongsi kod ini dengan sesiapa, termasuk kakitangan DuitKilat.</td></tr>
<tr><td style="padding:16px 28px;background:#f8f9fa;font-size:11px;color:#888;line-height:18px;">Jika anda tidak membuat permintaan ini, hubungi 03-2785 6600.<br>DuitKilat Sdn. Bhd. (201901028834) · Level 21, Menara Bayu, Jalan Tun Razak, 50400 Kuala Lumpur<br>Dikawal selia oleh Bank Negara Malaysia. · <a href="https://www.duitkilat.com.my/privasi" style="color:#888;">Notis Privasi</a></td></tr>
</table></td></tr></table></body></html>`,
    enc: "b64",
  },
  {
    family: "duitkilat",
    group: "regional",
    lang: "ms",
    kind: "reload-receipt",
    code: null,
    link: null,
    from: "DuitKilat <resit@duitkilat.com.my>",
    subject: "Resit: Tambah nilai RM200.00 berjaya",
    date: d(9, 29, 8, 12),
    text:
      `Terima kasih! Tambah nilai anda berjaya.\n\nTarikh: 29/09/2026 08:11\nJumlah: RM200.00\nSumber: Kad debit Maybank •••• 0417\nNo. Rujukan: DK2609290811RL5530\nBaki dompet: RM263.85\n\nGanjaran: Anda menerima 20 DuitPoin.\n\nLihat sejarah transaksi dalam aplikasi DuitKilat.\nBantuan: https://help.duitkilat.com.my\n\nDuitKilat Sdn. Bhd. (201901028834)`,
    html: null,
    enc: "7bit",
  },
];

// ---------------------------------------------------------------- PintuLoker (Malaysian parcel lockers)

const pintu: Mail[] = [
  {
    family: "pintu-loker",
    group: "regional",
    lang: "ms",
    kind: "pickup-code",
    code: "PL-73K9Q2",
    code_digits: "73K9Q2",
    link: null,
    from: "PintuLoker <makluman@pintuloker.my>",
    subject: "Bungkusan anda sedia untuk diambil di AEON Bukit Tinggi",
    date: d(10, 9, 15, 40),
    text:
      `Hai Lim Wei Jie,\n\nBungkusan anda daripada Shopee (No. penjejakan MY2610087741203) telah dimasukkan ke dalam loker:\n\nLokasi: PintuLoker AEON Bukit Tinggi, Aras G berhampiran Pintu Masuk 3, Klang\nKod pengambilan: PL-73K9Q2\n(Masukkan 73K9Q2 pada skrin loker)\n\nSila ambil sebelum 12/10/2026 23:59. Bungkusan yang tidak dituntut akan dipulangkan kepada penghantar.\n\nWaktu operasi: 10:00 pagi – 10:00 malam\nPeta lokasi: https://pintuloker.my/lokasi/ABT-03\n\nPerlukan bantuan? WhatsApp 011-5566 2200`,
    html: HTML_HEAD("Sedia untuk diambil", "ms") +
      `<body style="margin:0;background:#e6fcf5;font-family:Arial,sans-serif;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:20px 8px;">
<table width="540" cellpadding="0" cellspacing="0" style="background:#fff;">
<tr><td style="padding:16px 24px;background:#087f5b;color:#fff;font-size:20px;font-weight:bold;">PintuLoker</td></tr>
<tr><td style="padding:20px 24px;font-size:15px;color:#333;line-height:24px;">Hai Lim Wei Jie,<br>Bungkusan anda daripada <b>Shopee</b> (No. penjejakan MY2610087741203) telah dimasukkan ke dalam loker.</td></tr>
<tr><td style="padding:0 24px;"><table width="100%" cellpadding="0" cellspacing="0" style="border:2px dashed #087f5b;"><tr><td align="center" style="padding:16px;"><div style="font-size:12px;color:#666;">KOD PENGAMBILAN</div><div style="font-size:34px;font-weight:bold;color:#087f5b;font-family:'Courier New',monospace;">PL-73K9Q2</div><div style="font-size:12px;color:#666;">Masukkan 73K9Q2 pada skrin loker</div></td></tr></table></td></tr>
<tr><td style="padding:18px 24px;font-size:14px;color:#444;line-height:22px;">📍 PintuLoker AEON Bukit Tinggi, Aras G berhampiran Pintu Masuk 3, Klang<br>🕙 10:00 pagi – 10:00 malam<br>⏰ Ambil sebelum <b>12/10/2026 23:59</b></td></tr>
<tr><td style="padding:0 24px 20px;"><a href="https://pintuloker.my/lokasi/ABT-03" style="color:#087f5b;">Lihat peta lokasi</a></td></tr>
<tr><td style="padding:14px 24px;background:#f1f3f5;font-size:11px;color:#888;">Bungkusan yang tidak dituntut akan dipulangkan kepada penghantar. Bantuan: WhatsApp 011-5566 2200 · PintuLoker Sdn. Bhd., Petaling Jaya</td></tr>
</table></td></tr></table></body></html>`,
    enc: "qp",
  },
];

// ---------------------------------------------------------------- Air Bayu (Malaysian water utility)

const airbayu: Mail[] = [
  {
    family: "air-bayu",
    group: "regional",
    lang: "ms",
    kind: "water-bill",
    code: null,
    link: null,
    from: "Syarikat Air Bayu <ebil@airbayu.com.my>",
    subject: "eBil Air Bayu bagi bulan September 2026 – Akaun 2204718836",
    date: d(10, 5, 7, 30),
    text:
      `Pelanggan yang dihormati,\n\nBil air anda bagi bulan September 2026 telah dikeluarkan.\n\nNo. Akaun: 2204718836\nAlamat premis: 17, Jalan Bayu Laut 4/KS09, Kota Bayuemas, 41200 Klang\nTarikh bil: 03/10/2026\nPenggunaan: 31 m³\nCaj semasa: RM 27.46\nTunggakan: RM 0.00\nJumlah perlu dibayar: RM 27.46\nTarikh akhir bayaran: 24/10/2026\n\nBayar melalui JomPAY – Kod Biller 5401, Ref-1: 2204718836.\n\nGangguan bekalan terancang: 14/10/2026, 9:00 pagi – 6:00 petang (kerja penyelenggaraan paip utama, Kota Bayuemas).\n\nPusat Panggilan: 1-300-88-2929\nSyarikat Air Bayu Sdn. Bhd.`,
    html: HTML_HEAD("eBil", "ms") +
      `<body style="margin:0;background:#e7f5ff;font-family:Tahoma,Arial,sans-serif;font-size:14px;color:#222;">
<table width="620" align="center" cellpadding="0" cellspacing="0" style="background:#fff;">
<tr><td style="padding:14px 20px;background:#1971c2;"><img src="https://www.airbayu.com.my/images/ebil/logo-airbayu.png" alt="Syarikat Air Bayu" height="36"></td></tr>
<tr><td style="padding:18px 20px;">Pelanggan yang dihormati, bil air anda bagi bulan <b>September 2026</b> telah dikeluarkan.</td></tr>
<tr><td style="padding:0 20px;"><table width="100%" cellpadding="7" cellspacing="0" border="1" style="border-collapse:collapse;border-color:#d0ebff;">
<tr><td width="45%">No. Akaun</td><td>2204718836</td></tr>
<tr><td>Alamat premis</td><td>17, Jalan Bayu Laut 4/KS09, Kota Bayuemas, 41200 Klang</td></tr>
<tr><td>Tarikh bil</td><td>03/10/2026</td></tr>
<tr><td>Penggunaan</td><td>31 m³</td></tr>
<tr><td>Jumlah perlu dibayar</td><td><b>RM 27.46</b></td></tr>
<tr><td>Tarikh akhir bayaran</td><td>24/10/2026</td></tr></table></td></tr>
<tr><td style="padding:14px 20px;">Bayar melalui JomPAY – Kod Biller <b>5401</b>, Ref-1: 2204718836.</td></tr>
<tr><td style="padding:10px 20px;background:#fff9db;font-size:13px;">⚠ Gangguan bekalan terancang: 14/10/2026, 9:00 pagi – 6:00 petang (Kota Bayuemas).</td></tr>
<tr><td style="padding:14px 20px;font-size:11px;color:#777;">Pusat Panggilan 1-300-88-2929 · <a href="https://www.airbayu.com.my/ebil/berhenti">Berhenti langgan eBil</a> · Syarikat Air Bayu Sdn. Bhd.</td></tr>
</table></body></html>`,
    enc: "8bit",
  },
];

// ---------------------------------------------------------------- SatuID (Malaysian government digital ID)

const satuid: Mail[] = [
  {
    family: "satuid-my",
    group: "regional",
    lang: "ms",
    kind: "activate-link",
    code: null,
    link: "https://akaun.satuid.gov.my/pengaktifan?token=SID-4c8e2b71f09a&lang=ms",
    from: "SatuID <tidak-balas@satuid.gov.my>",
    subject: "Aktifkan akaun SatuID anda",
    date: d(10, 21, 10, 36),
    text:
      `Tuan/Puan LIM WEI JIE,\n\nTerima kasih kerana mendaftar SatuID, identiti digital tunggal untuk perkhidmatan kerajaan dalam talian.\n\nNo. MyKad: 8xxxxx-10-xxx7\n\nSila klik pautan di bawah untuk mengaktifkan akaun anda dalam tempoh 24 jam:\nhttps://akaun.satuid.gov.my/pengaktifan?token=SID-4c8e2b71f09a&lang=ms\n\nSelepas pengaktifan, anda perlu melengkapkan pengesahan wajah melalui aplikasi SatuID.\n\nJika anda tidak membuat pendaftaran ini, abaikan e-mel ini.\n\nE-mel ini dijana oleh komputer. Sila jangan balas.\nPusat Khidmat Pelanggan SatuID: 1-800-88-7284`,
    html: HTML_HEAD("Pengaktifan akaun", "ms") +
      `<body style="margin:0;background:#f1f3f5;font-family:Arial,sans-serif;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:24px 8px;">
<table width="580" cellpadding="0" cellspacing="0" style="background:#fff;border-top:5px solid #f59f00;">
<tr><td style="padding:20px 28px;"><img src="https://www.satuid.gov.my/img/jata-satuid.png" alt="Jata Negara · SatuID" height="48"></td></tr>
<tr><td style="padding:0 28px;font-size:15px;color:#212529;line-height:25px;">Tuan/Puan <b>LIM WEI JIE</b>,<br><br>Terima kasih kerana mendaftar SatuID, identiti digital tunggal untuk perkhidmatan kerajaan dalam talian.<br>No. MyKad: 8xxxxx-10-xxx7</td></tr>
<tr><td style="padding:22px 28px;"><a href="https://akaun.satuid.gov.my/pengaktifan?token=SID-4c8e2b71f09a&amp;lang=ms" style="background:#1c3f94;color:#fff;padding:12px 30px;text-decoration:none;border-radius:4px;display:inline-block;">Aktifkan akaun</a></td></tr>
<tr><td style="padding:0 28px 22px;font-size:13px;color:#555;line-height:21px;">Pautan ini sah selama 24 jam. Selepas pengaktifan, lengkapkan pengesahan wajah melalui aplikasi SatuID.<br>Jika anda tidak membuat pendaftaran ini, abaikan e-mel ini.</td></tr>
<tr><td style="padding:14px 28px;background:#f8f9fa;font-size:11px;color:#868e96;">E-mel ini dijana oleh komputer. Sila jangan balas. · Pusat Khidmat Pelanggan 1-800-88-7284 · <a href="https://www.satuid.gov.my/dasar-privasi" style="color:#868e96;">Dasar Privasi</a></td></tr>
</table></td></tr></table></body></html>`,
    enc: "qp",
  },
];

// ---------------------------------------------------------------- Rajawali Air (Malaysian airline)

const rajawali: Mail[] = [
  {
    family: "rajawali-air",
    group: "regional",
    lang: "en",
    kind: "e-ticket",
    code: null,
    link: null,
    from: "Rajawali Air <itinerary@booking.rajawaliair.com>",
    subject: "Your e-ticket itinerary – Booking ref. K7PWZQ – KUL to PEN",
    date: d(10, 22, 23, 15),
    text:
      `Thank you for flying with Rajawali Air.\n\nBooking reference: K7PWZQ\nBooking date: 22 Oct 2026\n\nFLIGHT RJ 1147  Fri 30 Oct 2026\nKuala Lumpur (KUL) T2  07:40 → Penang (PEN)  08:45\nEconomy Lite · 7 kg cabin baggage\n\nFLIGHT RJ 1160  Sun 1 Nov 2026\nPenang (PEN)  19:10 → Kuala Lumpur (KUL) T2  20:15\nEconomy Value · 20 kg checked baggage\n\nPassengers\n  MR LIM WEI JIE      e-ticket 728-2104417781\n  MRS ONG SIEW LAN    e-ticket 728-2104417782\n  MSTR LIM JUN HAO    e-ticket 728-2104417783\n\nTotal paid: MYR 687.60 (incl. taxes and fees) · Visa •••• 3306\n\nOnline check-in opens 72 hours and closes 1 hour before departure: https://www.rajawaliair.com/check-in\nManage booking: https://www.rajawaliair.com/manage?pnr=K7PWZQ\n\nRajawali Air Berhad · Customer care +60 3-7843 1000`,
    html: HTML_HEAD("E-ticket itinerary", "en") +
      `<body style="margin:0;background:#eceff1;font-family:Arial,Helvetica,sans-serif;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:20px 6px;">
<table width="640" cellpadding="0" cellspacing="0" style="background:#fff;">
<tr><td style="padding:18px 24px;background:#7b0d1e;"><img src="https://www.rajawaliair.com/content/dam/email/rj-logo-gold.png" alt="Rajawali Air" width="150"></td><td align="right" style="padding:18px 24px;background:#7b0d1e;color:#f2c14e;font-size:13px;">Booking ref.<br><b style="font-size:22px;letter-spacing:2px;">K7PWZQ</b></td></tr>
<tr><td colspan="2" style="padding:20px 24px 6px;font-size:15px;color:#333;">Thank you for flying with Rajawali Air.</td></tr>
<tr><td colspan="2" style="padding:8px 24px;"><table width="100%" cellpadding="8" cellspacing="0" style="font-size:13px;border:1px solid #ddd;">
<tr style="background:#f7f1f2;"><td><b>RJ 1147</b></td><td>Fri 30 Oct 2026</td><td>KUL T2 07:40 → PEN 08:45</td><td>Economy Lite</td></tr>
<tr><td><b>RJ 1160</b></td><td>Sun 1 Nov 2026</td><td>PEN 19:10 → KUL T2 20:15</td><td>Economy Value, 20 kg</td></tr></table></td></tr>
<tr><td colspan="2" style="padding:8px 24px;"><table width="100%" cellpadding="6" cellspacing="0" style="font-size:13px;">
<tr><td>MR LIM WEI JIE</td><td align="right">728-2104417781</td></tr><tr><td>MRS ONG SIEW LAN</td><td align="right">728-2104417782</td></tr><tr><td>MSTR LIM JUN HAO</td><td align="right">728-2104417783</td></tr>
<tr><td style="border-top:1px solid #ddd;"><b>Total paid</b></td><td align="right" style="border-top:1px solid #ddd;"><b>MYR 687.60</b> · Visa •••• 3306</td></tr></table></td></tr>
<tr><td colspan="2" style="padding:16px 24px;"><a href="https://www.rajawaliair.com/check-in" style="background:#7b0d1e;color:#fff;padding:10px 22px;text-decoration:none;">Online check-in</a> &nbsp; <a href="https://www.rajawaliair.com/manage?pnr=K7PWZQ" style="color:#7b0d1e;">Manage booking</a></td></tr>
<tr><td colspan="2" style="padding:14px 24px;background:#f5f5f5;font-size:11px;color:#777;">Online check-in opens 72 hours and closes 1 hour before departure. Rajawali Air Berhad · Customer care +60 3-7843 1000 · <a href="https://www.rajawaliair.com/conditions-of-carriage" style="color:#777;">Conditions of carriage</a></td></tr>
</table></td></tr></table></body></html>`,
    enc: "qp",
  },
];

// ---------------------------------------------------------------- 巴生中华小学 (Malaysian Chinese primary school)

const chunghwa: Mail[] = [
  {
    family: "sjkc-chung-hwa-klang",
    group: "regional",
    lang: "zh",
    kind: "school-newsletter",
    code: null,
    link: null,
    from: "SJK(C) Chung Hwa Klang 巴生中华小学 <pejabat@sjkcchunghwaklang.edu.my>",
    subject: "家长通告：第三学期考试日期及家长日安排",
    date: d(10, 15, 14, 25),
    text:
      `各位家长：\n\n一、第三学期考试（UASA）将于 2026年11月10日（星期二）至 11月13日（星期五）举行，考试期间学生于 11:30 放学。\n二、家长日订于 2026年11月28日（星期六）上午 8:00 至中午 12:00，家长可领取成绩册并与班主任交流。\n三、学校食堂将于 11月16日起暂停营业进行装修。\n四、屠妖节（Deepavali）公共假期为 11月8日（星期日），11月9日（星期一）补假，学校休息。\n\n如有疑问，请于办公时间致电学校办公室 03-3371 2254。\n\n校长 谨启\nSJK(C) Chung Hwa Klang\nJalan Meru, 41050 Klang, Selangor\n\n---\nPekeliling untuk ibu bapa: Peperiksaan UASA bermula 10 November 2026. Hari Ibu Bapa: 28 November 2026.`,
    html: null,
    enc: "b64",
  },
];

// ---------------------------------------------------------------- 鴨川テラス (Kyoto hotel)

const kamogawa: Mail[] = [
  {
    family: "kamogawa-terrace-hotel",
    group: "regional",
    lang: "ja",
    kind: "reservation-confirmed",
    code: null,
    link: null,
    from: "ホテル鴨川テラス 京都 <reservation@kamogawa-terrace.jp>",
    subject: "【ホテル鴨川テラス 京都】ご予約確認（予約番号：KT-2611-30472）",
    date: d(9, 30, 22, 48, "+0900"),
    text:
      `李 志明 様\n\nこの度はホテル鴨川テラス 京都をご予約いただき、誠にありがとうございます。\n以下の内容でご予約を承りました。\n\n予約番号：KT-2611-30472\nチェックイン：2026年11月21日（土）15:00〜\nチェックアウト：2026年11月24日（火）〜11:00\n客室：リバービュー ファミリールーム（禁煙）1室\nご利用人数：大人2名・子供1名（8歳）\nプラン：紅葉シーズン 朝食付きプラン\n宿泊料金合計：¥148,500（税・サービス料込、別途宿泊税 ¥1,800）\nお支払い：現地払い\n\nキャンセルポリシー：3日前 30%、前日 50%、当日・不泊 100%\n\n京都駅よりタクシーで約15分、京阪「三条」駅より徒歩5分です。\n\nホテル鴨川テラス 京都\n〒604-8004 京都府京都市中京区三条通河原町東入 12\nTEL 075-211-8830\nhttps://www.kamogawa-terrace.jp/access`,
    html: null,
    enc: "qp",
  },
];

// ---------------------------------------------------------------- 소라뷰티 (Korean beauty shop, ships to HK)

const sora: Mail[] = [
  {
    family: "sora-beauty",
    group: "regional",
    lang: "ko",
    kind: "order-shipped",
    code: null,
    link: null,
    from: "소라뷰티 SORA BEAUTY <order@sorabeauty.kr>",
    subject: "[소라뷰티] 주문하신 상품이 해외배송 출발했어요 (주문번호 20260921-0008815)",
    date: d(9, 22, 10, 30, "+0900"),
    text:
      `천혜민 고객님, 안녕하세요.\n\n주문하신 상품이 홍콩으로 출발했습니다.\n\n주문번호: 20260921-0008815\n배송방법: 해외 특송 (Gwaidim 스마트 락커 수령)\n운송장번호: GD8810347265HK\n예상 도착일: 2026년 9월 25일 ~ 27일\n\n- 쌀 진정 토너 300ml x 2\n- 시카 수분 크림 50ml x 1\n- 선크림 SPF50+ 3+1 세트 x 1\n결제금액: ₩ 86,400 (해외배송비 ₩ 12,000 포함)\n\n배송 조회: https://www.sorabeauty.kr/mypage/order/20260921-0008815\n\n※ 본 메일은 발신 전용입니다. 문의는 1:1 상담을 이용해 주세요.\n(주)소라뷰티 | 서울특별시 성동구 성수이로 113, 5층 | 사업자등록번호 214-88-40217 | 고객센터 1644-7702`,
    html: HTML_HEAD("해외배송 출발", "ko") +
      `<body style="margin:0;background:#fdf0f3;font-family:'Apple SD Gothic Neo','Malgun Gothic',sans-serif;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:24px 8px;">
<table width="600" cellpadding="0" cellspacing="0" style="background:#fff;">
<tr><td align="center" style="padding:24px;"><img src="https://cdn.sorabeauty.kr/mail/logo_pink.png" alt="SORA BEAUTY" width="140"></td></tr>
<tr><td align="center" style="padding:0 24px 8px;font-size:22px;color:#222;font-weight:bold;">해외배송이 출발했어요 ✈️</td></tr>
<tr><td align="center" style="padding:0 24px 22px;font-size:14px;color:#777;">천혜민 고객님, 예상 도착일은 9월 25일 ~ 27일입니다.</td></tr>
<tr><td style="padding:0 30px;"><table width="100%" cellpadding="7" cellspacing="0" style="font-size:14px;color:#333;border-top:2px solid #222;">
<tr><td style="color:#888;">주문번호</td><td align="right">20260921-0008815</td></tr>
<tr><td style="color:#888;">운송장번호</td><td align="right">GD8810347265HK</td></tr>
<tr><td style="color:#888;">쌀 진정 토너 300ml</td><td align="right">x 2</td></tr>
<tr><td style="color:#888;">시카 수분 크림 50ml</td><td align="right">x 1</td></tr>
<tr><td style="color:#888;">선크림 SPF50+ 3+1 세트</td><td align="right">x 1</td></tr>
<tr><td style="border-top:1px solid #eee;"><b>결제금액</b></td><td align="right" style="border-top:1px solid #eee;"><b style="color:#e64980;">₩ 86,400</b></td></tr></table></td></tr>
<tr><td align="center" style="padding:24px;"><a href="https://www.sorabeauty.kr/mypage/order/20260921-0008815" style="border:1px solid #222;color:#222;padding:11px 36px;text-decoration:none;">배송 조회</a></td></tr>
<tr><td style="padding:18px 30px;background:#f8f9fa;font-size:11px;color:#999;line-height:18px;">본 메일은 발신 전용입니다.<br>(주)소라뷰티 | 서울특별시 성동구 성수이로 113, 5층 | 사업자등록번호 214-88-40217 | 고객센터 1644-7702<br><a href="https://www.instagram.com/sorabeauty_official" style="color:#999;">Instagram</a> · <a href="https://www.sorabeauty.kr/unsubscribe" style="color:#999;">수신거부</a></td></tr>
</table></td></tr></table></body></html>`,
    enc: "b64",
  },
];

// ---------------------------------------------------------------- ริมน้ำ โบ๊ท (Bangkok river cruise)

const rimnam: Mail[] = [
  {
    family: "rimnam-cruise",
    group: "regional",
    lang: "th",
    kind: "booking-confirmed",
    code: null,
    link: null,
    from: "ริมน้ำ ครูซ <booking@rimnamcruise.co.th>",
    subject: "ยืนยันการจองล่องเรือดินเนอร์ เลขที่ RN-88214",
    date: d(10, 26, 16, 5, "+0700"),
    text:
      `เรียน คุณ LEE CHI MING\n\nขอบคุณที่จองล่องเรือดินเนอร์กับริมน้ำ ครูซ\n\nเลขที่การจอง: RN-88214\nวันที่: วันเสาร์ที่ 7 พฤศจิกายน 2569 (2026)\nเวลาขึ้นเรือ: 19:00 น. (เรือออก 19:30 น.)\nท่าเรือ: ท่าเรือไอคอนสยาม ท่า 2\nจำนวน: ผู้ใหญ่ 2 ท่าน เด็ก 1 ท่าน\nยอดชำระแล้ว: 4,350 บาท\n\nกรุณาแสดงอีเมลนี้ที่เคาน์เตอร์ก่อนเวลาขึ้นเรือ 30 นาที\nการแต่งกาย: สุภาพ งดกางเกงขาสั้นและรองเท้าแตะ\n\nติดต่อ: 02-108-4455 | LINE: @rimnamcruise\nhttps://www.rimnamcruise.co.th`,
    html: HTML_HEAD("ยืนยันการจอง", "th") +
      `<body style="margin:0;background:#fff8e1;font-family:'Sarabun',Tahoma,sans-serif;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:20px 8px;">
<table width="580" cellpadding="0" cellspacing="0" style="background:#fff;border:1px solid #f0d58c;">
<tr><td style="padding:18px 24px;background:#1b3a57;color:#f7c948;font-size:22px;">ริมน้ำ ครูซ <span style="font-size:13px;color:#fff;">Rimnam Cruise</span></td></tr>
<tr><td style="padding:20px 24px;font-size:15px;color:#333;line-height:26px;">เรียน คุณ LEE CHI MING<br>ขอบคุณที่จองล่องเรือดินเนอร์กับริมน้ำ ครูซ</td></tr>
<tr><td style="padding:0 24px;"><table width="100%" cellpadding="7" cellspacing="0" style="font-size:14px;background:#fffbeb;">
<tr><td>เลขที่การจอง</td><td><b>RN-88214</b></td></tr>
<tr><td>วันที่</td><td>วันเสาร์ที่ 7 พฤศจิกายน 2569</td></tr>
<tr><td>เวลาขึ้นเรือ</td><td>19:00 น. (เรือออก 19:30 น.)</td></tr>
<tr><td>ท่าเรือ</td><td>ท่าเรือไอคอนสยาม ท่า 2</td></tr>
<tr><td>จำนวน</td><td>ผู้ใหญ่ 2 ท่าน เด็ก 1 ท่าน</td></tr>
<tr><td>ยอดชำระแล้ว</td><td>4,350 บาท</td></tr></table></td></tr>
<tr><td style="padding:16px 24px;font-size:13px;color:#555;">กรุณาแสดงอีเมลนี้ที่เคาน์เตอร์ก่อนเวลาขึ้นเรือ 30 นาที · การแต่งกาย: สุภาพ</td></tr>
<tr><td style="padding:12px 24px;background:#1b3a57;color:#cbd5e1;font-size:11px;">02-108-4455 · LINE: @rimnamcruise · <a href="https://www.rimnamcruise.co.th" style="color:#f7c948;">www.rimnamcruise.co.th</a></td></tr>
</table></td></tr></table></body></html>`,
    enc: "qp",
  },
];

// ---------------------------------------------------------------- Villa Kembang Ubud (Bali)

const kembang: Mail[] = [
  {
    family: "villa-kembang-ubud",
    group: "regional",
    lang: "id",
    kind: "payment-received",
    code: null,
    link: null,
    from: "Villa Kembang Ubud <reservasi@villakembang.co.id>",
    subject: "Pembayaran uang muka diterima – Reservasi VK-1226-051",
    date: d(10, 28, 9, 50),
    text:
      `Yth. Bapak Lim Wei Jie,\n\nTerima kasih, pembayaran uang muka Anda telah kami terima.\n\nNo. reservasi: VK-1226-051\nVila: Pool Villa 2 Kamar\nCheck-in: Rabu, 23 Desember 2026 (mulai 14.00 WITA)\nCheck-out: Minggu, 27 Desember 2026 (paling lambat 12.00 WITA)\nTamu: 2 dewasa, 2 anak\n\nTotal: Rp 14.800.000\nUang muka (30%) diterima: Rp 4.440.000\nSisa pembayaran: Rp 10.360.000 (dibayar saat check-in)\n\nKami menyediakan penjemputan dari Bandara Ngurah Rai dengan tambahan Rp 350.000 per mobil. Balas email ini jika Anda membutuhkannya.\n\nSalam hangat,\nKadek — Villa Kembang Ubud\nJl. Raya Sayan No. 88, Ubud, Gianyar, Bali 80571\nWhatsApp +62 812-3877-1040`,
    html: null,
    enc: "8bit",
  },
];

// ---------------------------------------------------------------- Nhà Phố Hội An homestay (Vietnam)

const hoian: Mail[] = [
  {
    family: "nha-pho-hoi-an",
    group: "regional",
    lang: "vi",
    kind: "stay-invoice",
    code: null,
    link: null,
    from: "Nhà Phố Hội An Homestay <lienhe@nhaphohoian.vn>",
    subject: "Hóa đơn lưu trú – Cảm ơn quý khách đã ghé Hội An!",
    date: d(9, 1, 11, 20, "+0700"),
    text:
      `Kính gửi anh Lý Chí Minh,\n\nCảm ơn anh và gia đình đã lưu trú tại Nhà Phố Hội An từ 28/08/2026 đến 31/08/2026.\n\nSố hóa đơn: NPHA-0831-117\nPhòng gia đình hướng sông (3 đêm × 1.250.000đ): 3.750.000đ\nThuê xe đạp (2 chiếc × 3 ngày): 240.000đ\nGiặt ủi: 80.000đ\nTổng cộng: 4.070.000đ — đã thanh toán bằng thẻ Visa •••• 2291\n\nHóa đơn điện tử được đính kèm theo email này.\n\nRất mong được đón tiếp gia đình anh lần sau!\n\nNhà Phố Hội An Homestay\n45 Nguyễn Phúc Chu, phường Minh An, Hội An\nĐT: 0235 3912 668`,
    html:
      `<div dir="ltr" style="font-family:Arial,sans-serif;font-size:14px;">Kính gửi anh Lý Chí Minh,<br><br>Cảm ơn anh và gia đình đã lưu trú tại <b>Nhà Phố Hội An</b> từ 28/08/2026 đến 31/08/2026.<br><br>
<table cellpadding="5" cellspacing="0" border="1" style="border-collapse:collapse;font-size:13px;">
<tr><td colspan="2"><b>Số hóa đơn: NPHA-0831-117</b></td></tr>
<tr><td>Phòng gia đình hướng sông (3 đêm × 1.250.000đ)</td><td align="right">3.750.000đ</td></tr>
<tr><td>Thuê xe đạp (2 chiếc × 3 ngày)</td><td align="right">240.000đ</td></tr>
<tr><td>Giặt ủi</td><td align="right">80.000đ</td></tr>
<tr><td><b>Tổng cộng</b> (Visa •••• 2291)</td><td align="right"><b>4.070.000đ</b></td></tr></table><br>
Hóa đơn điện tử được đính kèm theo email này.<br><br>Rất mong được đón tiếp gia đình anh lần sau!<br><br>--<br><span style="color:#777;">Nhà Phố Hội An Homestay<br>45 Nguyễn Phúc Chu, phường Minh An, Hội An<br>ĐT: 0235 3912 668 · <a href="https://www.facebook.com/nhaphohoian">Facebook</a></span></div>`,
    enc: "qp",
    attachment: [
      "HoaDon_NPHA-0831-117.pdf",
      "application/pdf",
      "%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Count 0/Kids[]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n",
    ],
  },
];

export const mails: Mail[] = [
  ...zhiyou,
  ...jiahe,
  ...lanhai,
  ...youxiang,
  ...qingyu,
  ...jinyuan,
  ...qiantang,
  ...yunlv,
  ...renhe,
  ...pinjia,
  ...lionrock,
  ...gwaidim,
  ...harbourwave,
  ...lantau,
  ...bauhinia,
  ...saiying,
  ...jingxuan,
  ...formosa,
  ...mingde,
  ...singkey,
  ...rochor,
  ...brightbee,
  ...thamizh,
  ...estatelink,
  ...makanmate,
  ...duitkilat,
  ...pintu,
  ...airbayu,
  ...satuid,
  ...rajawali,
  ...chunghwa,
  ...kamogawa,
  ...sora,
  ...rimnam,
  ...kembang,
  ...hoian,
];
