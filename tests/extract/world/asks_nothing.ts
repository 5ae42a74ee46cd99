/**
 * Dev families of mail that asks for nothing but prints what looks like a code or an action
 * link: coupon, promo, gift-card and referral codes in marketing and receipts (often set big,
 * alone in a box, under "your code"), and video-meeting invitations with join links, meeting
 * IDs, passcodes and dial-in PINs — written anew, in our own words.
 * @module
 */

import {
  button,
  card_layout,
  esc,
  type Family,
  footer_html,
  href,
  mj_text,
  mjml_layout,
  NOTHING,
  plain_html,
  type Rng,
  tracked,
  type WorldMail,
} from "./kit.ts";

const box = (printed: string) =>
  `<table role="presentation" align="center"><tr><td style="border:2px dashed #e11d48;padding:14px 28px;font-size:28px;font-weight:800;letter-spacing:3px;font-family:Arial,sans-serif">${
    esc(printed)
  }</td></tr></table>`;

function word_code(r: Rng): string {
  return r.pick(["SPRING", "HELLO", "WELCOME", "TAKE", "EXTRA", "VIP", "THANKS", "SUMMER"]) +
    r.pick(["10", "15", "20", "25", "30"]);
}

/** Coupons, promo and gift-card codes, referral codes: codes a shopper types, not one-time codes. */
const coupons: Family = {
  name: "coupons-and-gifts",
  group: "negative",
  mails(r) {
    const out: WorldMail[] = [];
    const shop = "lumen-home.test";
    const foot = footer_html({
      company: "Lumen Home",
      address: "77 Canal Street, Manchester M1 3WE",
      site: shop,
      social: true,
      unsubscribe: tracked(r, `https://${shop}/unsubscribe?e=${r.hex(12)}`, "braze"),
    });
    const shop_link = (path: string) => tracked(r, `https://${shop}${path}`, "braze");
    // 1. a welcome offer: the code big in a dashed box, right under "your code"
    const welcome = word_code(r);
    out.push({
      kind: "marketing",
      lang: "en",
      from: `Lumen Home <hello@${shop}>`,
      subject: "Welcome to Lumen Home, here's 15% off",
      html: card_layout({
        site: shop,
        brand: "Lumen Home",
        body: `<h1>Welcome, Sam!</h1><p>Thanks for joining. Here is your code:</p>${
          box(welcome)
        }<p style="text-align:center">Use it on your first order before 30 April.</p><p>${
          button(shop_link("/new-in"), "Start shopping", "#e11d48")
        }</p>`,
        footer: foot,
      }),
      expected: NOTHING,
    });
    // 2. a birthday treat with capitals and digits, no sale word near it
    const bday = r.pick(["PARTY", "CAKE", "YAY"]) + r.digits(3);
    out.push({
      kind: "marketing",
      lang: "en",
      from: `Lumen Home <hello@${shop}>`,
      subject: "Happy birthday, Sam 🎂",
      html: card_layout({
        site: shop,
        brand: "Lumen Home",
        body:
          `<h1>It's your day!</h1><p>A little something from us: enter code <b>${bday}</b> at the till or online until the end of the month.</p><p>${
            button(shop_link("/gifts"), "Treat yourself", "#e11d48")
          }</p>`,
        footer: foot,
      }),
      expected: NOTHING,
    });
    // 3. a letters-only code in a receipt line
    const free = r.pick(["FREESHIP", "FREEDEL", "GOODBYE"]);
    out.push({
      kind: "receipt",
      lang: "en",
      from: `Lumen Home <orders@${shop}>`,
      subject: `Your Lumen Home receipt #LH${r.digits(6)}`,
      text:
        `Thanks for shopping with us, Sam.\n\nOak side table   £89.00\nLinen throw   £35.00\nCode applied: ${free}   -£4.95\nTotal   £124.00\n\nPaid with Visa ending 4242.\n\nQuestions? Reply to this email.`,
      expected: NOTHING,
    });
    // 4. a gift card: a dashed code and a PIN, in a card
    const gift = `${r.chars(4, "BCDFGHJKMNPQRTVWXY")}-${r.chars(4, "BCDFGHJKMNPQRTVWXY")}`;
    out.push({
      kind: "gift-card",
      lang: "en",
      from: `Lumen Home Gift Cards <gifts@${shop}>`,
      subject: "Alex sent you a £50 Lumen Home gift card",
      html: card_layout({
        site: shop,
        brand: "Lumen Home",
        body: `<h1>You've got a gift card!</h1><p>Alex sent you £50 to spend at Lumen Home.</p><p>Gift card code</p>${
          box(gift)
        }<p>PIN: ${r.digits(4)}</p><p>${button(shop_link("/giftcards/redeem"), "Redeem now", "#e11d48")}</p>`,
        footer: foot,
      }),
      expected: NOTHING,
    });
    // 5. a referral: your code to share with friends
    const ref = `SAM${r.digits(4)}`;
    out.push({
      kind: "referral",
      lang: "en",
      from: "Ridewell <invite@ridewell.test>",
      subject: "Give £10, get £10",
      html: plain_html(
        `<h2>Invite friends, ride for less</h2><p>Share your code with friends. When they take their first ride, you both get £10.</p><p style="font-size:26px;font-weight:bold">${ref}</p><p><a href="https://ridewell.test/invite/${ref}">Share your invite link</a></p>`,
      ),
      expected: NOTHING,
    });
    // 6-9. the same offer in German, French, Spanish and Japanese
    for (
      const [lang, subject, lead, note, cta] of [
        [
          "de",
          "Nur dieses Wochenende: 20 % auf alles",
          "Ihr persönlicher Code:",
          "Gültig bis Sonntag, 23:59 Uhr. Nicht mit anderen Aktionen kombinierbar.",
          "Jetzt shoppen",
        ],
        [
          "fr",
          "Ce week-end seulement : -20 % sur tout",
          "Votre code personnel :",
          "Valable jusqu'à dimanche 23h59. Non cumulable.",
          "J'en profite",
        ],
        [
          "es",
          "Solo este fin de semana: 20 % en todo",
          "Tu código personal:",
          "Válido hasta el domingo a las 23:59. No acumulable.",
          "Comprar ahora",
        ],
        [
          "ja",
          "週末限定：全品20%OFF",
          "あなた専用のコード：",
          "日曜日23:59まで有効です。他のキャンペーンとの併用はできません。",
          "今すぐチェック",
        ],
      ] as const
    ) {
      const c = word_code(r);
      out.push({
        kind: "marketing",
        lang,
        from: `Lumen Home <hello@${shop}>`,
        subject,
        html: mjml_layout({
          title: subject,
          lang,
          sections: [
            mj_text(`<h1 style="font-size:30px">${esc(subject)}</h1>`),
            mj_text(`<p>${esc(lead)}</p>`),
            mj_text(box(c)),
            mj_text(`<p>${esc(note)}</p><p>${button(shop_link(`/${lang}/sale`), cta, "#e11d48")}</p>`),
          ],
        }),
        expected: NOTHING,
      });
    }
    return out;
  },
};

/** Video-meeting invitations: a join link, a meeting ID, a passcode, dial-in numbers and a PIN. */
const meetings: Family = {
  name: "video-meetings",
  group: "negative",
  mails(r) {
    const out: WorldMail[] = [];
    const id = () => `${r.digits(3)} ${r.digits(4)} ${r.digits(4)}`;
    // 1. a Zoom-style invitation as plain text
    const zid = id();
    const zoom = `https://us06web.zoom.test/j/${zid.replace(/ /g, "")}?pwd=${r.token(32)}`;
    out.push({
      kind: "meeting",
      lang: "en",
      from: "Priya Shah <priya@northwind.test>",
      subject: "Invitation: Quarterly planning @ Thu 6 Mar 2025 15:00 - 16:00 (GMT)",
      text:
        `Priya Shah is inviting you to a scheduled meeting.\n\nTopic: Quarterly planning\nTime: Mar 6, 2025 03:00 PM London\n\nJoin the meeting:\n${zoom}\n\nMeeting ID: ${zid}\nPasscode: ${
          r.digits(6)
        }\n\n---\n\nOne tap mobile\n+442034815240,,${
          zid.replace(/ /g, "")
        }# United Kingdom\n\nDial by your location\n• +44 203 481 5240 United Kingdom\n• +1 646 558 8656 US (New York)\n\nFind your local number: https://us06web.zoom.test/u/${
          r.token(10)
        }`,
      expected: NOTHING,
    });
    // 2. a calendar invitation with a video link, a PIN and RSVP links
    const meet = `https://meet.video.test/${r.chars(3, "abcdefghijkmnopqrstuvwxyz")}-${
      r.chars(4, "abcdefghijkmnopqrstuvwxyz")
    }-${r.chars(3, "abcdefghijkmnopqrstuvwxyz")}`;
    const eid = r.token(40);
    const rsvp = (n: number) =>
      `https://calendar.video.test/calendar/event?action=RESPOND&eid=${eid}&rst=${n}&tok=${r.token(30)}`;
    out.push({
      kind: "meeting",
      lang: "en",
      from: "Jonas Berg <calendar-notification@video.test>",
      subject: "Invitation: Design review @ Tue 11 Mar 2025 10am - 10:30am (CET)",
      html: plain_html(
        `<p><b>Design review</b></p><p>Tuesday 11 Mar 2025 · 10:00 – 10:30 (CET)</p><p>${
          button(meet, "Join with Video Meet", "#1a73e8", "a")
        }</p><p>Meeting link: ${meet.replace("https://", "")}</p><p>Join by phone<br>(DE) +49 30 25555 4821<br>PIN: ${
          r.digits(3)
        } ${r.digits(3)} ${r.digits(3)}#</p><p>Reply for sam.lee@inbox.example: <a href="${
          href(rsvp(1))
        }">Yes</a> · <a href="${href(rsvp(2))}">No</a> · <a href="${
          href(rsvp(3))
        }">Maybe</a> · <a href="https://calendar.video.test/event?eid=${eid}">More options</a></p><p style="font-size:11px;color:#777">Invitation from Video Calendar. You are receiving this email because you are an attendee of this event. Forwarding this invitation could allow any recipient to send a response to the organiser.</p>`,
      ),
      expected: NOTHING,
    });
    // 3. a Teams-style invitation with a capitals-and-digits passcode, in English and German
    for (
      const [lang, subject, join, idl, pass, dial, conf] of [
        [
          "en",
          "Weekly sync",
          "Join the meeting now",
          "Meeting ID",
          "Passcode",
          "Dial in by phone",
          "Phone conference ID",
        ],
        [
          "de",
          "Wöchentliche Abstimmung",
          "Jetzt an der Besprechung teilnehmen",
          "Besprechungs-ID",
          "Kenncode",
          "Einwahl per Telefon",
          "Konferenz-ID",
        ],
      ] as const
    ) {
      const url = `https://teams.office.test/l/meetup-join/19%3ameeting_${r.token(40)}%40thread.v2/0?context=${
        r.token(30)
      }`;
      out.push({
        kind: "meeting",
        lang,
        from: "Olga Petrova <olga@contoso.test>",
        subject,
        html: plain_html(
          `<p>________________________________________________________________________________</p><p style="font-size:24px;font-weight:600">Microsoft Teams</p><p><a href="${
            href(url)
          }" style="font-size:20px">${esc(join)}</a></p><p>${esc(idl)}: ${id()}<br>${esc(pass)}: ${
            r.chars(6, "ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnpqrstuvwxyz23456789")
          }</p><p><b>${esc(dial)}</b><br>+49 69 365 0${r.digits(4)},,${r.digits(9)}# Germany, Frankfurt</p><p>${
            esc(conf)
          }: ${r.digits(3)} ${r.digits(3)} ${
            r.digits(3)
          }#</p><p><a href="https://teams.office.test/meetingOptions/?id=${
            r.token(20)
          }">Meeting options</a> | <a href="https://teams.office.test/reset-pin">Reset dial-in PIN</a></p><p>________________________________________________________________________________</p>`,
          lang,
        ),
        expected: NOTHING,
      });
    }
    // 4. a webinar registration confirmation: a join button and a passcode
    const web = `https://events.webcast.test/w/${r.digits(11)}?tk=${r.token(40)}`;
    out.push({
      kind: "webinar",
      lang: "en",
      from: "Nimbus Events <events@webcast.test>",
      subject: "Confirmed: Scaling Postgres webinar, 20 March",
      html: card_layout({
        site: "webcast.test",
        brand: "Nimbus Events",
        body:
          `<p>Hi Sam,</p><p>Thank you for registering for <b>Scaling Postgres</b> on 20 March 2025 at 17:00 GMT.</p><p>${
            button(web, "Join webinar", "#7c3aed")
          }</p><p>Webinar ID: ${id()}<br>Passcode: ${r.digits(6)}</p><p><a href="https://events.webcast.test/ics/${
            r.hex(10)
          }">Add to calendar</a></p><p>You can cancel your registration at any time.</p>`,
        footer: footer_html({
          company: "Nimbus Cloud",
          address: "1 Harbour Way, Dublin D02 X285",
          site: "webcast.test",
        }),
      }),
      expected: NOTHING,
    });
    // 5. a French and a Spanish invitation to a video meeting
    for (
      const [lang, subject, lead, join, idl, pass] of [
        [
          "fr",
          "Invitation : point d'équipe",
          "Lea vous invite à une réunion planifiée.",
          "Participer à la réunion",
          "ID de réunion",
          "Code secret",
        ],
        [
          "es",
          "Invitación: revisión del proyecto",
          "Tomás te invita a una reunión programada.",
          "Unirse a la reunión",
          "ID de la reunión",
          "Código de acceso",
        ],
      ] as const
    ) {
      const mid = id();
      const url = `https://eu01web.zoom.test/j/${mid.replace(/ /g, "")}?pwd=${r.token(30)}`;
      out.push({
        kind: "meeting",
        lang,
        from: "Zoom <no-reply@zoom.test>",
        subject,
        html: mjml_layout({
          title: subject,
          lang,
          sections: [
            mj_text(`<p>${esc(lead)}</p><p>12 mars 2025 · 09:30</p>`),
            mj_text(`<p>${button(url, join, "#0b5cff")}</p>`),
            mj_text(`<p>${esc(idl)} : ${mid}<br>${esc(pass)} : ${r.digits(6)}</p>`),
          ],
        }),
        expected: NOTHING,
      });
    }
    // 6. an online event ticket: "join event" on the day
    out.push({
      kind: "event",
      lang: "en",
      from: "Meetspace <tickets@meetspace.test>",
      subject: "Your ticket for Rust Meetup Online",
      text: `Hi Sam,\n\nYou're going to Rust Meetup Online!\n\nOrder #${
        r.digits(8)
      }\nWed, 19 Mar 2025, 18:30 GMT\n\nJoin the event when it starts:\nhttps://meetspace.test/e/rust-meetup-online-${
        r.digits(10)
      }/join\n\nSee you there!`,
      expected: NOTHING,
    });
    return out;
  },
};

export const ASKS_NOTHING_FAMILIES: Family[] = [coupons, meetings];
