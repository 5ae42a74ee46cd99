/**
 * Families of senders outside English: Yandex, VK, Naver, Kakao, LINE, Rakuten, Alibaba/Taobao,
 * WeChat, Trendyol, Allegro, Mercado Libre, bol.com, a German Sparkasse, a French and an Italian
 * bank, Careem/noon-style Arabic mail — and SaaS products that send one template in every
 * language their users speak.
 * @module
 */

import {
  button,
  card_layout,
  code,
  esc,
  type Family,
  footer_html,
  footer_text,
  href,
  link,
  NOTHING,
  tracked,
  type WorldMail,
} from "./kit.ts";
import { dir, fill, type Lang, LANGS, PHRASES } from "./l10n.ts";

/** A SaaS product sending its localized templates (one card layout, every language). */
function saas(
  name: string,
  brand: string,
  site: string,
  accent: string,
  langs: Lang[],
  shape: "code-box" | "code-inline" | "link",
): Family {
  return {
    name,
    group: "regional",
    mails(r) {
      const out: WorldMail[] = [];
      for (const lang of langs) {
        const t = PHRASES[lang];
        const foot = {
          company: `${brand} Ltd.`,
          address: "Unit 4, 221 Harbour Road, Dublin D02 X285, Ireland",
          phone: "+353 1 555 0142",
          site,
          social: true,
          words: { help: t.help, privacy: t.privacy, terms: t.terms },
        };
        const minutes = r.pick([5, 10, 15, 30]);
        if (shape === "link") {
          const url = tracked(
            r,
            `https://${site}/account/verify?token=${r.token(48)}&lang=${lang}`,
            r.pick(["sendgrid", "mailgun", "ses"] as const),
          );
          out.push({
            kind: "verify-link",
            lang,
            from: `${brand} <no-reply@${site}>`,
            subject: fill(t.verify_subject, { brand }),
            html: card_layout({
              site,
              brand,
              accent,
              lang,
              preheader: t.verify_lead,
              body: `<div dir="${dir(lang)}"><p>${esc(fill(t.hello, { name: r.name() }))}</p><p>${
                esc(t.verify_lead)
              }</p><p>${button(url, t.verify_button, accent, "vml")}</p><p style="font-size:13px;color:#666">${
                esc(t.verify_paste)
              }<br><a href="${href(url)}" style="word-break:break-all">${
                esc(url)
              }</a></p><p style="font-size:13px;color:#666">${esc(t.code_ignore)}</p></div>`,
              footer: footer_html(foot),
            }),
            text: `${fill(t.hello, { name: "Sam" })}\n\n${t.verify_lead}\n\n${url}\n\n${t.code_ignore}${
              footer_text(foot)
            }`,
            html_transfer: r.pick(["quoted-printable", "base64"] as const),
            expected: link(url),
          });
        } else {
          const c = shape === "code-box" ? r.digits(6) : r.digits(r.pick([4, 6, 8]));
          const shown = shape === "code-box"
            ? `<table role="presentation" align="center"><tr><td style="background:#f2f4f7;border-radius:8px;padding:16px 32px;font-size:32px;font-weight:700;letter-spacing:8px;font-family:'Courier New',monospace">${c}</td></tr></table>`
            : `<p>${esc(t.code_label)}: <strong style="font-size:18px">${c}</strong></p>`;
          out.push({
            kind: "verify-code",
            lang,
            from: `${brand} <security@${site}>`,
            subject: fill(t.code_subject, { brand }),
            html: card_layout({
              site,
              brand,
              accent,
              lang,
              preheader: fill(t.code_expires, { minutes }),
              body: `<div dir="${dir(lang)}"><p>${esc(fill(t.hello, { name: r.name() }))}</p><p>${
                esc(t.code_lead)
              }</p>${shown}<p>${esc(fill(t.code_expires, { minutes }))}</p><p style="font-size:13px;color:#666">${
                esc(t.code_ignore)
              }</p><p>${esc(fill(t.thanks, { brand })).replace("\n", "<br>")}</p></div>`,
              footer: footer_html(foot),
            }),
            text: `${fill(t.hello, { name: "Sam" })}\n\n${t.code_lead}\n\n${c}\n\n${
              fill(t.code_expires, { minutes })
            }\n${t.code_ignore}${footer_text(foot)}`,
            html_transfer: r.pick(["quoted-printable", "base64"] as const),
            expected: code(c),
          });
        }
      }
      return out;
    },
  };
}

/** An online shop on a hosted platform: order, shipping, password reset and alerts in many languages. */
function shop(name: string, brand: string, site: string, langs: Lang[]): Family {
  return {
    name,
    group: "negative",
    mails(r) {
      const out: WorldMail[] = [];
      for (const lang of langs) {
        const t = PHRASES[lang];
        const order = r.digits(r.pick([4, 5, 6]));
        const foot = {
          company: brand,
          address: lang === "de"
            ? "Lindenstraße 48, 10969 Berlin"
            : lang === "fr"
            ? "12 rue de la Paix, 75002 Paris"
            : "742 Market Street, San Francisco, CA 94102",
          phone: "+1 (415) 555-0199",
          site,
          unsubscribe: `https://${site}/unsubscribe?c=${r.hex(16)}`,
          words: { help: t.help, privacy: t.privacy, terms: t.terms, unsubscribe: t.unsubscribe },
        };
        const kind = r.pick(["order", "shipped", "order"]);
        if (kind === "order") {
          out.push({
            kind: "order",
            lang,
            from: `${brand} <orders@${site}>`,
            subject: fill(t.order_subject, { order: `#${order}` }),
            html: card_layout({
              site,
              brand,
              lang,
              body: `<div dir="${dir(lang)}"><h2>${esc(t.order_lead)}</h2><p>${
                esc(t.order_no)
              }: #${order}</p><table width="100%" style="border-top:1px solid #eee"><tr><td>Ceramic Mug × 2</td><td align="right">$24.00</td></tr><tr><td>Pour-over Kettle 1.2 L</td><td align="right">$59.00</td></tr><tr><td><b>${
                esc(t.total)
              }</b></td><td align="right"><b>$88.35</b></td></tr></table><p>${
                button(`https://${site}/${r.digits(8)}/orders/${r.hex(32)}`, t.view_order, "#222222")
              }</p></div>`,
              footer: footer_html(foot),
            }),
            text:
              `${t.order_lead}\n${t.order_no}: #${order}\n${t.total}: $88.35\n${t.view_order}: https://${site}/account/orders/${order}${
                footer_text(foot)
              }`,
            expected: NOTHING,
          });
        } else {
          const tracking = r.pick([
            `1Z${r.alnum(6)}03${r.digits(8)}`,
            `00340434${r.digits(12)}`,
            `9400${r.digits(18)}`,
            `JJD${r.digits(18)}`,
          ]);
          out.push({
            kind: "shipping",
            lang,
            from: `${brand} <orders@${site}>`,
            subject: t.shipped_subject,
            html: card_layout({
              site,
              brand,
              lang,
              body: `<div dir="${dir(lang)}"><h2>${esc(t.shipped_subject)}</h2><p>${esc(t.order_no)} #${order}</p><p>${
                esc(t.tracking)
              }: <a href="https://www.ups.com/track?tracknum=${tracking}">${tracking}</a></p><p>${
                button(`https://${site}/apps/track?order=${order}&t=${r.hex(12)}`, t.track, "#222222")
              }</p></div>`,
              footer: footer_html(foot),
            }),
            expected: NOTHING,
          });
        }
        if (r.next() < 0.5) {
          out.push({
            kind: "password-changed",
            lang,
            from: `${brand} <account@${site}>`,
            subject: fill(t.changed_subject, { brand }),
            html: card_layout({
              site,
              brand,
              lang,
              body: `<div dir="${dir(lang)}"><p>${esc(fill(t.hello, { name: r.name() }))}</p><p>${
                esc(fill(t.changed_lead, { brand }))
              }</p><p>${
                esc(t.changed_action)
              }: <a href="https://${site}/account/password/new">https://${site}/account/password/new</a></p></div>`,
              footer: footer_html(foot),
            }),
            expected: NOTHING,
          });
        }
      }
      return out;
    },
  };
}

/** New sign-in alerts and password-changed notices of a service, in many languages (mail that asks for nothing). */
function security_notices(name: string, brand: string, site: string, langs: Lang[]): Family {
  return {
    name,
    group: "negative",
    mails(r) {
      const out: WorldMail[] = [];
      for (const lang of langs) {
        const t = PHRASES[lang];
        const foot = {
          company: brand,
          address: "Kungsgatan 12, 111 43 Stockholm, Sweden",
          site,
          words: { help: t.help, privacy: t.privacy },
        };
        out.push({
          kind: "signin-alert",
          lang,
          from: `${brand} <security@${site}>`,
          subject: fill(t.alert_subject, { brand }),
          html: card_layout({
            site,
            brand,
            lang,
            accent: "#1db954",
            body: `<div dir="${dir(lang)}"><p>${esc(fill(t.hello, { name: r.name() }))}</p><p>${
              esc(t.alert_lead)
            }</p><p>IP: 203.0.113.${r.int(2, 250)} · ${r.int(10, 28)}.03.2025 ${r.int(10, 23)}:${r.int(10, 59)}</p><p>${
              button(`https://${site}/account/security/sessions?ref=alert_${r.hex(8)}`, t.alert_action, "#1db954")
            }</p></div>`,
            footer: footer_html(foot),
          }),
          expected: NOTHING,
        });
        out.push({
          kind: "password-changed",
          lang,
          from: `${brand} <security@${site}>`,
          subject: fill(t.changed_subject, { brand }),
          text: `${fill(t.hello, { name: "Sam" })}\n\n${
            fill(t.changed_lead, { brand })
          }\n\n${t.changed_action}:\nhttps://${site}/password-reset\n${footer_text(foot)}`,
          expected: NOTHING,
        });
      }
      return out;
    },
  };
}

const yandex: Family = {
  name: "yandex",
  group: "regional",
  mails(r) {
    const out: WorldMail[] = [];
    for (let i = 0; i < 3; i++) {
      const c = r.digits(6);
      out.push({
        kind: "login-code",
        lang: "ru",
        from: "Яндекс ID <noreply@id.yandex.ru>",
        subject: i === 0 ? "Код подтверждения" : `Код для входа: ${c}`,
        html:
          `<html><body style="font-family:'YS Text',Arial,sans-serif"><table width="100%"><tr><td align="center"><table width="560"><tr><td style="padding:24px 0"><img src="https://yastatic.net/s3/passport-static/mail/logo.png" alt="Яндекс ID" height="28"></td></tr><tr><td style="font-size:16px;line-height:22px"><p>Здравствуйте, Сэм!</p><p>Чтобы войти в Яндекс ID, введите код подтверждения:</p><p style="font-size:34px;font-weight:bold;letter-spacing:3px">${c}</p><p>Никому не сообщайте этот код, даже сотрудникам Яндекса. Код действует 10 минут.</p><p>Если вы не запрашивали код, просто проигнорируйте это письмо.</p></td></tr><tr><td style="color:#999;font-size:12px;padding-top:24px">© 2025 ООО «Яндекс», 119021, Москва, ул. Льва Толстого, 16. <a href="https://yandex.ru/support/id/">Служба поддержки</a></td></tr></table></td></tr></table></body></html>`,
        expected: code(c),
      });
    }
    const url = `https://passport.yandex.ru/restoration/link?track_id=${r.hex(32)}&secret=${r.token(40)}`;
    out.push({
      kind: "reset-link",
      lang: "ru",
      from: "Яндекс ID <noreply@id.yandex.ru>",
      subject: "Восстановление доступа",
      html:
        `<html><body><p>Здравствуйте!</p><p>Для восстановления доступа к аккаунту перейдите по ссылке:</p><p><a href="${
          href(url)
        }">Восстановить доступ</a></p><p>Ссылка действительна 1 час.</p></body></html>`,
      expected: link(url),
    });
    out.push({
      kind: "order",
      lang: "ru",
      from: "Яндекс Маркет <info@market.yandex.ru>",
      subject: `Заказ № ${r.digits(9)} оформлен`,
      html: `<html><body><p>Спасибо за заказ!</p><p>Номер заказа: ${
        r.digits(9)
      }</p><p>Доставка: 6 марта, пункт выдачи по адресу ул. Тверская, д. 15</p><p>Итого: 3 490 ₽</p><p>Телефон поддержки: 8 800 234-27-12</p><p><a href="https://market.yandex.ru/my/orders">Мои заказы</a> · <a href="https://market.yandex.ru/unsubscribe?u=${
        r.hex(8)
      }">Отписаться</a></p></body></html>`,
      expected: NOTHING,
    });
    return out;
  },
};

const naver: Family = {
  name: "naver",
  group: "regional",
  mails(r) {
    const out: WorldMail[] = [];
    for (let i = 0; i < 3; i++) {
      const c = r.digits(i === 2 ? 8 : 6);
      out.push({
        kind: "verify-code",
        lang: "ko",
        from: "네이버 <navercorp@navercorp.com>",
        subject: "[네이버] 인증번호를 안내해 드립니다.",
        html:
          `<div style="font-family:'나눔고딕',NanumGothic,'Malgun Gothic','맑은 고딕',sans-serif;width:600px"><div style="border-bottom:2px solid #03c75a;padding:20px 0"><img src="https://static.nid.naver.com/images/mail/logo.png" alt="NAVER"></div><p style="font-size:24px;font-weight:bold">이메일 인증번호 안내</p><p>안녕하세요. 네이버 회원 인증을 위한 인증번호입니다.</p><p>아래의 인증번호를 입력하여 인증을 완료해 주세요.</p><table style="border:1px solid #ddd;width:100%"><tr><td style="padding:20px;text-align:center;font-size:28px;color:#03c75a;font-weight:bold">${c}</td></tr></table><p style="color:#888">인증번호는 메일 발송 시점부터 30분 동안 유효합니다.</p><p style="font-size:12px;color:#999">본 메일은 발신전용입니다. 고객센터 1588-3820 · 경기도 성남시 분당구 정자일로 95, NAVER 1784, 13561 · © NAVER Corp.</p></div>`,
        expected: code(c),
      });
    }
    out.push({
      kind: "order",
      lang: "ko",
      from: "네이버페이 <naverpay@navercorp.com>",
      subject: "[네이버페이] 주문이 완료되었습니다",
      html: `<div style="font-family:sans-serif"><p>주문번호 ${
        r.digits(16)
      }</p><p>상품금액 32,900원 · 배송비 3,000원 · 결제금액 35,900원</p><p>배송지: 서울특별시 강남구 테헤란로 152, 06236</p><p><a href="https://order.pay.naver.com/home">주문 상세 보기</a></p></div>`,
      expected: NOTHING,
    });
    return out;
  },
};

const kakao: Family = {
  name: "kakao",
  group: "regional",
  mails(r) {
    const out: WorldMail[] = [];
    for (let i = 0; i < 2; i++) {
      const c = r.digits(6);
      out.push({
        kind: "verify-code",
        lang: "ko",
        from: "카카오계정 <noreply@kakaocorp.com>",
        subject: "[카카오계정] 인증번호 안내",
        text:
          `카카오계정 인증번호 안내\n\n안녕하세요, 카카오계정 이메일 인증번호를 알려드립니다.\n\n인증번호: ${c}\n\n위 인증번호를 10분 안에 입력해 주세요.\n본인이 요청하지 않았다면 이 메일을 무시해 주세요.\n\n(주)카카오 | 제주특별자치도 제주시 첨단로 242 | 고객센터 1577-3754`,
        expected: code(c),
      });
    }
    const url = `https://accounts.kakao.com/weblogin/reset_password?token=${r.token(40)}`;
    out.push({
      kind: "reset-link",
      lang: "ko",
      from: "카카오계정 <noreply@kakaocorp.com>",
      subject: "[카카오계정] 비밀번호 재설정",
      html: `<div><p>비밀번호 재설정을 요청하셨습니다. 아래 버튼을 눌러 새 비밀번호를 설정하세요.</p><p><a href="${
        href(url)
      }" style="background:#fee500;color:#000;padding:12px 24px;text-decoration:none">비밀번호 재설정</a></p><p>링크는 24시간 동안 유효합니다.</p></div>`,
      expected: link(url),
    });
    return out;
  },
};

const line: Family = {
  name: "line",
  group: "regional",
  mails(r) {
    const out: WorldMail[] = [];
    for (let i = 0; i < 2; i++) {
      const c = r.digits(6);
      out.push({
        kind: "verify-code",
        lang: "ja",
        from: "LINE <no-reply@line.me>",
        subject: "[LINE] メールアドレス認証",
        text:
          `LINEをご利用いただきありがとうございます。\n\nメールアドレスの登録を完了するため、以下の認証番号を入力してください。\n\n認証番号：${c}\n\n※認証番号の有効期限は30分です。\n※このメールに心当たりのない場合は、お手数ですが削除してください。\n\nLINEヤフー株式会社\n〒102-8282 東京都千代田区紀尾井町1-3`,
        expected: code(c),
      });
    }
    out.push({
      kind: "signin-alert",
      lang: "ja",
      from: "LINE <no-reply@line.me>",
      subject: "[LINE] 新しい端末でログインしました",
      text:
        `あなたのLINEアカウントに新しい端末からログインがありました。\n\n日時：2025/03/03 14:32\n端末：Windows\n\n心当たりがない場合は、すぐにパスワードを変更してください。\nhttps://help.line.me/line/?contentId=${
          r.digits(8)
        }`,
      expected: NOTHING,
    });
    return out;
  },
};

const rakuten: Family = {
  name: "rakuten",
  group: "regional",
  mails(r) {
    const out: WorldMail[] = [];
    for (let i = 0; i < 2; i++) {
      const c = r.digits(6);
      out.push({
        kind: "login-code",
        lang: "ja",
        from: "楽天会員サービス <member@rakuten.co.jp>",
        subject: "【楽天会員】ワンタイムパスワードのお知らせ",
        html:
          `<html><body><table width="600" style="font-family:'ヒラギノ角ゴ Pro W3','Hiragino Kaku Gothic Pro',メイリオ,Meiryo,sans-serif"><tr><td style="background:#bf0000;color:#fff;padding:12px;font-weight:bold">Rakuten</td></tr><tr><td style="padding:20px"><p>楽天会員 様</p><p>ログインのためのワンタイムパスワードをお送りします。</p><p>ワンタイムパスワード：<span style="font-size:22px;font-weight:bold">${c}</span></p><p>有効期限：発行から15分間</p><p>お心当たりのない場合は、第三者がお客様のIDでログインしようとした可能性があります。パスワードの変更をおすすめします。</p><p>■お問い合わせ：楽天会員サポートセンター 0120-987-123（9:00〜18:00）</p><p>楽天グループ株式会社　〒158-0094 東京都世田谷区玉川一丁目14番1号</p></td></tr></table></body></html>`,
        expected: code(c),
      });
    }
    const order = `${r.digits(6)}-${r.digits(8)}-${r.digits(10)}`;
    out.push({
      kind: "order",
      lang: "ja",
      from: "楽天市場 <order@rakuten.co.jp>",
      subject: "【楽天市場】注文内容ご確認（自動配信メール）",
      text:
        `この度は楽天市場をご利用いただき、誠にありがとうございます。\n\n[受注番号] ${order}\n[日時] 2025-03-03 14:32:07\n[支払方法] クレジットカード\n[合計金額] 4,980円\n\n[送付先] 〒150-0002 東京都渋谷区渋谷2-21-1\n\nご注文内容の確認はこちら\nhttps://order.my.rakuten.co.jp/?order_number=${order}`,
      expected: NOTHING,
    });
    return out;
  },
};

const taobao: Family = {
  name: "alibaba",
  group: "regional",
  mails(r) {
    const out: WorldMail[] = [];
    for (let i = 0; i < 3; i++) {
      const c = r.digits(6);
      out.push({
        kind: "verify-code",
        lang: "zh",
        from: "淘宝网 <service@mail.taobao.com>",
        subject: i === 2 ? "验证码通知" : "【淘宝网】邮箱验证码",
        html:
          `<div style="font-family:'Microsoft YaHei','微软雅黑',sans-serif;width:600px"><div style="background:#ff5000;color:#fff;padding:12px;font-size:18px">淘宝网</div><div style="padding:20px"><p>亲爱的用户：</p><p>您正在进行邮箱验证，本次请求的验证码为：</p><p style="font-size:26px;color:#ff5000;font-weight:bold">${c}</p><p>（为了保障您账号的安全性，请在 30 分钟内完成验证。）</p><p>淘宝网账号团队</p><p style="color:#999;font-size:12px">此为系统邮件，请勿回复。客服热线：0571-88158198　浙江省杭州市余杭区文一西路969号 311121</p></div></div>`,
        expected: code(c),
      });
    }
    out.push({
      kind: "order",
      lang: "zh",
      from: "淘宝网 <service@mail.taobao.com>",
      subject: "您的订单已发货",
      html: `<div style="font-family:sans-serif"><p>您购买的宝贝已发货！</p><p>订单号：${
        r.digits(19)
      }</p><p>快递公司：顺丰速运　运单号：SF${
        r.digits(13)
      }</p><p>实付款：¥128.00</p><p><a href="https://buyertrade.taobao.com/trade/itemlist/list_bought_items.htm">查看物流</a></p></div>`,
      expected: NOTHING,
    });
    return out;
  },
};

const wechat: Family = {
  name: "tencent",
  group: "regional",
  mails(r) {
    const out: WorldMail[] = [];
    for (let i = 0; i < 2; i++) {
      const c = r.digits(6);
      out.push({
        kind: "verify-code",
        lang: "zh",
        from: "微信团队 <weixin@qq.com>",
        subject: "微信邮箱验证",
        text:
          `你好！\n\n你正在绑定邮箱，验证码：${c}，该验证码 15 分钟内有效，请勿泄露给他人。\n\n如非本人操作，请忽略本邮件。\n\n微信团队\n深圳市南山区科技中一路腾讯大厦 518057`,
        expected: code(c),
      });
    }
    const zh_tw = r.digits(6);
    out.push({
      kind: "verify-code",
      lang: "zh",
      from: "QQ安全中心 <service@qq.com>",
      subject: "QQ安全中心驗證碼",
      text:
        `您好，您正在進行身份驗證，驗證碼為：${zh_tw}\n驗證碼 10 分鐘內有效。如非本人操作，請忽略。\n客服電話：0755-83765566`,
      expected: code(zh_tw),
    });
    return out;
  },
};

const trendyol: Family = {
  name: "trendyol",
  group: "regional",
  mails(r) {
    const out: WorldMail[] = [];
    for (let i = 0; i < 2; i++) {
      const c = r.digits(6);
      out.push({
        kind: "verify-code",
        lang: "tr",
        from: "Trendyol <info@trendyol.com>",
        subject: "Trendyol doğrulama kodunuz",
        html:
          `<table width="600" style="font-family:'Source Sans Pro',Arial,sans-serif"><tr><td style="padding:20px"><img src="https://cdn.dsmcdn.com/web/logo/ty-logo.svg" alt="trendyol" height="24"></td></tr><tr><td style="padding:20px;font-size:15px"><p>Merhaba,</p><p>Trendyol hesabınız için tek kullanımlık doğrulama kodunuz:</p><p style="font-size:30px;font-weight:700;color:#f27a1a">${c}</p><p>Kod 3 dakika boyunca geçerlidir. Bu kodu kimseyle paylaşmayın.</p></td></tr><tr><td style="font-size:11px;color:#999;padding:20px">DSM Grup Danışmanlık İletişim ve Satış Tic. A.Ş. Maslak Mah. Saat Sok. No: 5, 34485 Sarıyer/İstanbul · Müşteri Hizmetleri: 0850 333 8888</td></tr></table>`,
        expected: code(c),
      });
    }
    out.push({
      kind: "order",
      lang: "tr",
      from: "Trendyol <siparis@trendyol.com>",
      subject: `Siparişiniz alındı - ${r.digits(9)}`,
      html: `<div style="font-family:Arial"><p>Siparişiniz için teşekkür ederiz!</p><p>Sipariş No: ${
        r.digits(9)
      }</p><p>Toplam: 749,90 TL</p><p>Teslimat adresi: Atatürk Cad. No: 112 D: 4, 34722 Kadıköy/İstanbul</p><p>Kampanya kodu: BAHAR25 ile bir sonraki alışverişinde %25 indirim!</p><p><a href="https://www.trendyol.com/hesabim/siparislerim">Siparişlerim</a></p></div>`,
      expected: NOTHING,
    });
    return out;
  },
};

const allegro: Family = {
  name: "allegro",
  group: "regional",
  mails(r) {
    const out: WorldMail[] = [];
    for (let i = 0; i < 2; i++) {
      const c = r.digits(6);
      out.push({
        kind: "login-code",
        lang: "pl",
        from: "Allegro <powiadomienia@allegro.pl>",
        subject: "Kod weryfikacyjny do logowania",
        html:
          `<div style="font-family:Arial,sans-serif;max-width:600px"><img src="https://a.allegroimg.com/original/logo.png" alt="Allegro" width="100"><p>Cześć,</p><p>Twój kod do logowania to:</p><p style="font-size:28px;font-weight:bold;letter-spacing:4px">${c}</p><p>Kod jest ważny przez 10 minut. Nie przekazuj go nikomu.</p><p style="font-size:11px;color:#767676">Allegro.pl sp. z o.o., ul. Grunwaldzka 182, 60-166 Poznań, NIP: 5252674798, KRS 0000635012</p></div>`,
        expected: code(c),
      });
    }
    const confirm = `https://allegro.pl/rejestracja/potwierdz?token=${r.token(40)}`;
    out.push({
      kind: "verify-link",
      lang: "pl",
      from: "Allegro <powiadomienia@allegro.pl>",
      subject: "Potwierdź adres e-mail",
      html:
        `<div style="font-family:Arial"><p>Dziękujemy za rejestrację na Allegro!</p><p>Aby aktywować konto, potwierdź swój adres e-mail.</p><p><a href="${
          href(confirm)
        }" style="background:#ff5a00;color:#fff;padding:12px 20px;text-decoration:none">Potwierdź adres e-mail</a></p></div>`,
      expected: link(confirm),
    });
    out.push({
      kind: "shipping",
      lang: "pl",
      from: "Allegro <powiadomienia@allegro.pl>",
      subject: "Twoja paczka jest w drodze",
      html:
        `<div style="font-family:Arial"><p>Paczka od sprzedającego TechMarket została nadana.</p><p>Numer przesyłki: ${
          r.digits(24)
        }</p><p>Paczkomat WAW123M, ul. Marszałkowska 104, 00-017 Warszawa</p><p><a href="https://allegro.pl/moje-allegro/zakupy/kupione">Śledź przesyłkę</a></p></div>`,
      expected: NOTHING,
    });
    return out;
  },
};

const mercadolibre: Family = {
  name: "mercadolibre",
  group: "regional",
  mails(r) {
    const out: WorldMail[] = [];
    for (const lang of ["es", "pt", "es"] as Lang[]) {
      const c = r.digits(6);
      out.push({
        kind: "verify-code",
        lang,
        from: lang === "es"
          ? "Mercado Libre <info@e-mercadolibre.com.ar>"
          : "Mercado Livre <info@e-mercadolivre.com.br>",
        subject: lang === "es" ? `${c} es tu código de verificación` : `${c} é seu código de verificação`,
        html:
          `<table width="600" style="font-family:'Proxima Nova',-apple-system,Roboto,Arial,sans-serif"><tr><td style="background:#ffe600;padding:16px"><img src="https://http2.mlstatic.com/frontend-assets/ml-web-navigation/ui-navigation/logo.png" alt="Mercado Libre"></td></tr><tr><td style="padding:24px"><p style="font-size:22px">${
            lang === "es" ? "Verificá tu identidad" : "Confirme sua identidade"
          }</p><p>${
            lang === "es" ? "Ingresá este código para continuar:" : "Digite este código para continuar:"
          }</p><p style="font-size:32px;font-weight:600;letter-spacing:6px">${c}</p><p>${
            lang === "es"
              ? "No lo compartas con nadie. Vence en 10 minutos."
              : "Não compartilhe com ninguém. Expira em 10 minutos."
          }</p></td></tr></table>`,
        expected: code(c),
      });
    }
    out.push({
      kind: "order",
      lang: "es",
      from: "Mercado Libre <info@e-mercadolibre.com.ar>",
      subject: "¡Compraste Auriculares Bluetooth!",
      html: `<div style="font-family:Arial"><p>¡Listo! Compra #${
        r.digits(16)
      }</p><p>Pagaste $ 24.999 en 3 cuotas sin interés.</p><p>Llega el jueves a Av. Corrientes 1234, C1043 CABA.</p><p><a href="https://myaccount.mercadolibre.com.ar/purchases/list">Ver compra</a></p></div>`,
      expected: NOTHING,
    });
    return out;
  },
};

const bol: Family = {
  name: "bol",
  group: "regional",
  mails(r) {
    const out: WorldMail[] = [];
    const c = r.digits(6);
    out.push({
      kind: "login-code",
      lang: "nl",
      from: "bol <noreply@bol.com>",
      subject: "Je inlogcode voor bol",
      html:
        `<div style="font-family:Arial;max-width:600px"><p>Hoi Sam,</p><p>Gebruik deze code om in te loggen bij bol:</p><p style="font-size:28px;font-weight:bold;background:#f3f3f3;padding:12px">${c}</p><p>De code is 15 minuten geldig. Heb je niet geprobeerd in te loggen? Wijzig dan je wachtwoord.</p><p style="font-size:11px;color:#777">bol.com b.v., Papendorpseweg 100, 3528 BJ Utrecht · KvK 32103418</p></div>`,
      expected: code(c),
    });
    const reset = `https://www.bol.com/nl/rnwy/account/wachtwoord-herstellen?token=${r.token(40)}`;
    out.push({
      kind: "reset-link",
      lang: "nl",
      from: "bol <noreply@bol.com>",
      subject: "Wachtwoord opnieuw instellen",
      html:
        `<div style="font-family:Arial"><p>Hoi Sam,</p><p>Je hebt gevraagd om je wachtwoord opnieuw in te stellen. Klik op de knop hieronder.</p><p><a href="${
          href(reset)
        }" style="background:#0000a4;color:#fff;padding:10px 18px;text-decoration:none">Nieuw wachtwoord instellen</a></p><p>Deze link is 1 uur geldig.</p></div>`,
      expected: link(reset),
    });
    out.push({
      kind: "order",
      lang: "nl",
      from: "bol <noreply@bol.com>",
      subject: `Bedankt voor je bestelling ${r.digits(10)}`,
      html: `<div style="font-family:Arial"><p>Bedankt voor je bestelling!</p><p>Bestelnummer: ${
        r.digits(10)
      }</p><p>Verwachte levering: donderdag 6 maart</p><p>Totaal: € 34,99</p><p>Bezorgadres: Keizersgracht 123, 1015 CJ Amsterdam</p><p><a href="https://www.bol.com/nl/rnwy/account/bestellingen/overzicht">Bekijk je bestelling</a></p></div>`,
      expected: NOTHING,
    });
    return out;
  },
};

const sparkasse: Family = {
  name: "sparkasse",
  group: "regional",
  mails(r) {
    const out: WorldMail[] = [];
    for (let i = 0; i < 2; i++) {
      const c = r.digits(6);
      out.push({
        kind: "tan",
        lang: "de",
        from: "Sparkasse <noreply@sparkasse.de>",
        subject: "Ihre Sicherheitsabfrage",
        html:
          `<table width="600" style="font-family:'Sparkasse Rg',Arial,sans-serif"><tr><td style="background:#ff0000;padding:16px;color:#fff;font-weight:bold">Sparkasse</td></tr><tr><td style="padding:20px"><p>Sehr geehrte Frau Lee,</p><p>für die Bestätigung Ihrer neuen E-Mail-Adresse im Online-Banking geben Sie bitte folgenden Sicherheitscode ein:</p><p style="font-size:24px;font-weight:bold">${c}</p><p>Der Code ist 20 Minuten gültig. Ihre Sparkasse wird Sie niemals per E-Mail nach PIN oder TAN fragen.</p><p>Mit freundlichen Grüßen<br>Ihre Sparkasse KölnBonn</p><p style="font-size:11px;color:#666">Sparkasse KölnBonn · Hahnenstraße 57 · 50667 Köln · Telefon 0221 226-0 · BLZ 370 501 98 · Handelsregister HRA 8994</p></td></tr></table>`,
        expected: code(c),
      });
    }
    out.push({
      kind: "statement",
      lang: "de",
      from: "Sparkasse <noreply@sparkasse.de>",
      subject: "Neue Nachricht im elektronischen Postfach",
      html:
        `<div style="font-family:Arial"><p>Sehr geehrte Frau Lee,</p><p>in Ihrem elektronischen Postfach liegt ein neuer Kontoauszug (Nr. 3/2025) für Ihr Konto DE89 3705 0198 0000 4821 93 bereit.</p><p>Kontostand am 28.02.2025: 2.481,93 EUR</p><p><a href="https://www.sparkasse-koelnbonn.de/de/home/onlinebanking/postfach.html">Zum Postfach</a></p><p>Bei Fragen erreichen Sie uns unter 0221 226-0.</p></div>`,
      expected: NOTHING,
    });
    out.push({
      kind: "transfer",
      lang: "de",
      from: "Sparkasse <noreply@sparkasse.de>",
      subject: "Überweisung ausgeführt",
      text:
        `Sehr geehrte Frau Lee,\n\nIhre Überweisung über 482,13 EUR an Stadtwerke Köln (IBAN DE12 3705 0198 1234 5678 90) wurde am 03.03.2025 ausgeführt.\nVerwendungszweck: Abschlag März Kundennr. 40012877\n\nIhre Sparkasse KölnBonn`,
      expected: NOTHING,
    });
    return out;
  },
};

const bank_fr_it: Family = {
  name: "banks-fr-it",
  group: "regional",
  mails(r) {
    const out: WorldMail[] = [];
    const c = r.digits(6);
    out.push({
      kind: "otp",
      lang: "fr",
      from: "Ma Banque <securite@mabanque.test>",
      subject: "Votre code de sécurité",
      html:
        `<div style="font-family:Arial;max-width:600px"><p>Bonjour Madame Lee,</p><p>Pour valider votre opération sur votre espace client, saisissez le code à usage unique suivant :</p><p style="font-size:26px;font-weight:bold">${c}</p><p>Ce code est valable 5 minutes. Ne le communiquez jamais, même à un conseiller.</p><p style="font-size:11px;color:#777">Ma Banque SA au capital de 1 482 913 €, 12 boulevard Haussmann, 75009 Paris. RCS Paris 552 120 222. Service client : 09 69 32 48 21.</p></div>`,
      expected: code(c),
    });
    const c2 = r.digits(8);
    out.push({
      kind: "otp",
      lang: "it",
      from: "Banca Digitale <sicurezza@bancadigitale.test>",
      subject: "Codice di sicurezza per l'accesso",
      html:
        `<div style="font-family:Arial;max-width:600px"><p>Gentile cliente,</p><p>ecco il codice OTP per completare l'accesso all'area riservata:</p><p style="font-size:26px;font-weight:bold;letter-spacing:2px">${c2}</p><p>Il codice scade tra 3 minuti. Non condividerlo con nessuno.</p><p style="font-size:11px;color:#777">Banca Digitale S.p.A. – Via Roma 48, 20121 Milano – P. IVA 04821903150 – Numero verde 800 482 913</p></div>`,
      expected: code(c2),
    });
    out.push({
      kind: "statement",
      lang: "fr",
      from: "Ma Banque <info@mabanque.test>",
      subject: "Votre relevé de compte est disponible",
      html:
        `<div style="font-family:Arial"><p>Bonjour,</p><p>Votre relevé de février 2025 pour le compte n° 0482 9133 201 est disponible dans votre espace client.</p><p>Solde au 28/02/2025 : 1 482,93 €</p><p><a href="https://www.mabanque.test/espace-client/documents">Consulter mes documents</a></p></div>`,
      expected: NOTHING,
    });
    out.push({
      kind: "card-payment",
      lang: "it",
      from: "Banca Digitale <avvisi@bancadigitale.test>",
      subject: "Pagamento con carta",
      text:
        `Gentile cliente,\nti informiamo che è stato effettuato un pagamento di 48,20 EUR con la carta **** 4417 presso ESSELUNGA MILANO il 03/03/2025 alle 14:32.\nSe non riconosci l'operazione chiama il numero verde 800 482 913.`,
      expected: NOTHING,
    });
    return out;
  },
};

const arabic: Family = {
  name: "gulf-apps",
  group: "regional",
  mails(r) {
    const out: WorldMail[] = [];
    for (let i = 0; i < 3; i++) {
      const c = r.digits(i === 2 ? 4 : 6);
      out.push({
        kind: "verify-code",
        lang: "ar",
        from: i === 0 ? "Careem <no-reply@careem.com>" : "noon <no-reply@noon.com>",
        subject: i === 0 ? "رمز التحقق من كريم" : "رمز التحقق الخاص بك",
        html:
          `<div dir="rtl" style="font-family:Tahoma,Arial,sans-serif;max-width:600px"><p>مرحبًا،</p><p>رمز التحقق الخاص بك هو:</p><p style="font-size:28px;font-weight:bold;direction:ltr;text-align:center">${c}</p><p>صالح لمدة 10 دقائق. لا تشارك هذا الرمز مع أي شخص.</p><p style="font-size:11px;color:#888">دبي، الإمارات العربية المتحدة · ص.ب. 48213 · هاتف 800 22736</p></div>`,
        expected: code(c),
      });
    }
    const url = `https://app.careem.com/verify-email?token=${r.token(40)}`;
    out.push({
      kind: "verify-link",
      lang: "ar",
      from: "Careem <no-reply@careem.com>",
      subject: "تأكيد بريدك الإلكتروني",
      html:
        `<div dir="rtl" style="font-family:Tahoma"><p>مرحبًا سام،</p><p>يرجى تأكيد بريدك الإلكتروني بالنقر على الزر أدناه.</p><p><a href="${
          href(url)
        }" style="background:#37b44e;color:#fff;padding:10px 20px;text-decoration:none">تأكيد البريد الإلكتروني</a></p></div>`,
      expected: link(url),
    });
    out.push({
      kind: "order",
      lang: "ar",
      from: "noon <no-reply@noon.com>",
      subject: `تم تأكيد طلبك رقم N${r.digits(10)}`,
      html: `<div dir="rtl" style="font-family:Tahoma"><p>شكرًا لتسوقك من نون!</p><p>رقم الطلب: N${
        r.digits(10)
      }</p><p>الإجمالي: 249.00 درهم</p><p>التوصيل المتوقع: الخميس 6 مارس</p><p><a href="https://www.noon.com/uae-ar/account/orders">عرض الطلب</a></p></div>`,
      expected: NOTHING,
    });
    return out;
  },
};

export const REGIONAL_FAMILIES: Family[] = [
  saas("nimbus-cloud", "Nimbus", "nimbus-cloud.test", "#5b21b6", LANGS, "code-box"),
  saas(
    "fitlog",
    "Fitlog",
    "fitlog.test",
    "#059669",
    ["en", "de", "fr", "es", "pt", "it", "nl", "pl", "tr", "ru"],
    "link",
  ),
  saas(
    "papertrail-docs",
    "Papertrail",
    "papertrail-docs.test",
    "#dc2626",
    ["en", "ja", "zh", "ko", "ar", "de", "es"],
    "code-inline",
  ),
  yandex,
  naver,
  kakao,
  line,
  rakuten,
  taobao,
  wechat,
  trendyol,
  allegro,
  mercadolibre,
  bol,
  sparkasse,
  bank_fr_it,
  arabic,
  shop("shopify-stores", "Kettle & Co", "kettleandco.test", ["en", "de", "fr", "es", "it", "nl", "pt", "pl", "ja"]),
  shop("woocommerce-stores", "Bergsport Huber", "bergsport-huber.test", ["de", "en", "tr", "ru", "ko", "zh", "ar"]),
  security_notices("streamly-notices", "Streamly", "streamly.test", ["en", "de", "fr", "es", "pt", "ja", "ko", "pl"]),
];
