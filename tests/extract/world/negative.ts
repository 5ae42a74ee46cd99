/**
 * Families of mail that asks for nothing: carriers' tracking mail, SaaS invoices, newsletters,
 * meeting invitations with dial-in PINs and meeting IDs, marketing with coupon codes, travel
 * bookings with confirmation numbers.
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
  mj_text,
  mjml_layout,
  NOTHING,
  tracked,
  type WorldMail,
} from "./kit.ts";

const carriers: Family = {
  name: "parcel-carriers",
  group: "negative",
  mails(r) {
    const out: WorldMail[] = [];
    const ups = `1Z${r.alnum(6)}${r.digits(10)}`;
    out.push({
      kind: "shipping",
      lang: "en",
      from: "UPS <mcinfo@ups.com>",
      subject: `UPS Update: Package Scheduled for Delivery Today`,
      html:
        `<table width="600" style="font-family:Roboto,Arial"><tr><td style="background:#351c15;padding:16px"><img src="https://www.ups.com/assets/resources/images/UPS_logo.svg" alt="UPS" height="40"></td></tr><tr><td style="padding:20px"><h2>Your package is on the way!</h2><p>Scheduled Delivery: <b>Today, 03/06/2025</b> between 12:15 PM - 4:15 PM</p><p>Tracking Number: <a href="https://www.ups.com/track?loc=en_US&tracknum=${ups}&requester=ST/">${ups}</a></p><p>Ship To: SAM LEE, PORTLAND, OR, US 97205</p><p>Number of Packages: 1 · Weight: 2.40 LBS</p><p>${
          button(`https://www.ups.com/track?tracknum=${ups}`, "Track Package", "#ffc400")
        }</p><p style="font-size:11px">© 2025 United Parcel Service of America, Inc. 55 Glenlake Parkway, NE Atlanta, GA 30328. <a href="https://www.ups.com/us/en/help-center/legal-terms-conditions/privacy-notice.page">Privacy Notice</a></p></td></tr></table>`,
      expected: NOTHING,
    });
    const dhl = `00340434${r.digits(12)}`;
    out.push({
      kind: "shipping",
      lang: "de",
      from: "DHL Paket <noreply@dhl.de>",
      subject: `Ihre DHL Sendung kommt heute`,
      html:
        `<div style="font-family:Delivery,Verdana,sans-serif;max-width:600px"><div style="background:#ffcc00;padding:14px"><b style="color:#d40511">DHL</b></div><p>Hallo Sam Lee,</p><p>Ihre Sendung ${dhl} wird heute voraussichtlich zwischen 10:45 und 13:15 Uhr zugestellt.</p><p>Absender: Bergsport Huber GmbH</p><p><a href="https://www.dhl.de/de/privatkunden/pakete-empfangen/verfolgen.html?piececode=${dhl}" style="background:#d40511;color:#fff;padding:10px 18px;text-decoration:none">Sendung verfolgen</a></p><p>Sie sind nicht zu Hause? <a href="https://www.dhl.de/de/privatkunden/pakete-empfangen/zustellung-aendern.html">Zustellung ändern</a></p><p style="font-size:11px;color:#666">Deutsche Post AG · Charles-de-Gaulle-Str. 20 · 53113 Bonn · Sitz Bonn · Registergericht Bonn HRB 6792</p></div>`,
      expected: NOTHING,
    });
    const postnl = `3S${r.alnum(4)}${r.digits(9)}`;
    out.push({
      kind: "shipping",
      lang: "nl",
      from: "PostNL <noreply@notificatie.postnl.nl>",
      subject: "Je pakket van bol wordt vandaag bezorgd",
      html:
        `<div style="font-family:Arial;max-width:600px"><p>Goed nieuws! Je pakket wordt vandaag tussen 14:30 en 16:30 bezorgd.</p><p>Track &amp; trace-code: ${postnl}</p><p>Postcode: 1015 CJ</p><p><a href="https://jouw.postnl.nl/track-and-trace/${postnl}-NL-1015CJ">Volg je pakket</a></p></div>`,
      expected: NOTHING,
    });
    const usps = `9400${r.digits(18)}`;
    out.push({
      kind: "shipping",
      lang: "en",
      from: "USPS Informed Delivery <USPSInformeddelivery@email.informeddelivery.usps.com>",
      subject: "USPS® Expected Delivery on Thursday, March 6, 2025 arriving by 9:00pm",
      text:
        `Expected Delivery On: Thursday, March 6, 2025 arriving by 9:00pm\nTracking Number: ${usps}\nShipped From: PORTLAND, OR 97205\n\nTrack your package: https://tools.usps.com/go/TrackConfirmAction?tLabels=${usps}\n\nQuestions? Call 1-800-275-8777.\nUSPS, 475 L'Enfant Plaza SW, Washington, DC 20260`,
      expected: NOTHING,
    });
    const delivery_pin = r.digits(4);
    out.push({
      kind: "delivery-pin",
      lang: "en",
      from: "Evri <noreply@evri.com>",
      subject: "Your parcel is arriving today",
      html:
        `<div style="font-family:Arial"><p>Your parcel from Kettle & Co is out for delivery and will arrive between 11:00 and 13:00.</p><p>Tracking number: H0${
          r.alnum(8)
        }${
          r.digits(6)
        }</p><p>Address: 14 Baker Street, London NW1 6XE</p><p><a href="https://www.evri.com/track/parcel/${
          r.alnum(16)
        }">Track your parcel</a></p></div>`,
      expected: NOTHING,
    });
    void delivery_pin;
    return out;
  },
};

const invoices: Family = {
  name: "saas-billing",
  group: "negative",
  mails(r) {
    const out: WorldMail[] = [];
    for (
      const [brand, site, amount] of [["Hostly", "hostly.test", "$24.00"], ["Metrics.io", "metrics.test", "€149.00"], [
        "Cloudbin",
        "cloudbin.test",
        "£9.99",
      ]] as const
    ) {
      const inv = `INV-2025-${r.digits(4)}`;
      const foot = {
        company: `${brand} Inc.`,
        address: "500 Howard Street, Suite 300, San Francisco, CA 94105",
        phone: "+1 (888) 555-0134",
        site,
      };
      out.push({
        kind: "invoice",
        lang: "en",
        from: `${brand} Billing <billing@${site}>`,
        subject: `Your ${brand} invoice ${inv} is available`,
        html: card_layout({
          site,
          brand,
          body:
            `<h2>Invoice ${inv}</h2><table width="100%"><tr><td>Invoice date</td><td>March 1, 2025</td></tr><tr><td>Due date</td><td>March 15, 2025</td></tr><tr><td>Amount due</td><td><b>${amount}</b></td></tr><tr><td>Customer ID</td><td>${
              r.digits(7)
            }</td></tr></table><p>${
              button(`https://${site}/billing/invoices/${inv}?key=${r.hex(20)}`, "Pay invoice", "#111827")
            }</p><p>Download PDF: <a href="https://${site}/billing/invoices/${inv}.pdf">${inv}.pdf</a></p>`,
          footer: footer_html(foot),
        }),
        text:
          `Invoice ${inv}\nAmount due: ${amount}\nDue: March 15, 2025\nPay: https://${site}/billing/invoices/${inv}${
            footer_text(foot)
          }`,
        expected: NOTHING,
      });
    }
    out.push({
      kind: "payment-failed",
      lang: "en",
      from: "Hostly Billing <billing@hostly.test>",
      subject: "Action required: your payment failed",
      html: card_layout({
        site: "hostly.test",
        brand: "Hostly",
        body:
          `<h2>We couldn't process your payment</h2><p>Your Visa ending in 4417 was declined for $24.00 on March 3, 2025. We'll retry in 3 days.</p><p>${
            button("https://hostly.test/billing/payment-methods", "Update payment method", "#b91c1c")
          }</p>`,
        footer: footer_html({
          company: "Hostly Inc.",
          address: "500 Howard Street, Suite 300, San Francisco, CA 94105",
          site: "hostly.test",
        }),
      }),
      expected: NOTHING,
    });
    out.push({
      kind: "invoice",
      lang: "de",
      from: "Telekom Rechnung <rechnung@telekom.test>",
      subject: "Ihre Rechnung für März 2025",
      html:
        `<div style="font-family:TeleNeo,Arial"><p>Guten Tag Frau Lee,</p><p>Ihre Rechnung für März 2025 ist da.</p><p>Rechnungsbetrag: 48,21 €<br>Kundennummer: ${
          r.digits(10)
        }<br>Rechnungsnummer: ${
          r.digits(12)
        }<br>Abbuchung am: 10.03.2025</p><p><a href="https://www.telekom.test/rechnung">Rechnung ansehen</a></p><p>Telekom Deutschland GmbH · Landgrabenweg 151 · 53227 Bonn · Hotline 0800 330 1000</p></div>`,
      expected: NOTHING,
    });
    return out;
  },
};

const newsletters: Family = {
  name: "newsletters",
  group: "negative",
  mails(r) {
    const out: WorldMail[] = [];
    for (
      const [name, topic] of [["The Morning Byte", "Chips, chatbots and a 48-hour outage"], [
        "Trail Notes",
        "10 hikes under 2 hours",
      ], ["Kitchen Lab", "The 3-ingredient pasta that broke the internet"]] as const
    ) {
      const site = name.toLowerCase().replace(/\W+/g, "") + ".test";
      const unsub = tracked(r, `https://${site}/unsubscribe?e=${r.hex(16)}`, "mailchimp");
      out.push({
        kind: "newsletter",
        lang: "en",
        from: `${name} <hello@${site}>`,
        subject: topic,
        headers: [["List-Unsubscribe", `<${unsub}>`]],
        html: mjml_layout({
          title: name,
          sections: [
            mj_text(
              `<a href="${
                href(tracked(r, `https://${site}/`, "mailchimp"))
              }"><img src="https://${site}/logo.png" alt="${esc(name)}" width="160"></a>`,
            ),
            mj_text(`<h1 style="font-size:28px">${esc(topic)}</h1><p>Issue #${r.int(100, 480)} · 6 min read</p>`),
            mj_text(
              `<p>Good morning! Here's what you need to know today. Shares rose 4.8% after the company reported revenue of $48.2 billion for Q4 2024…</p><p><a href="${
                href(tracked(r, `https://${site}/p/${r.hex(8)}`, "mailchimp"))
              }">Read the full story →</a></p>`,
            ),
            mj_text(
              `<p><b>Sponsored:</b> Try Nimbus free for 30 days. <a href="${
                href(tracked(r, "https://nimbus-cloud.test/?utm_source=newsletter", "mailchimp"))
              }">Start your trial</a></p>`,
            ),
            mj_text(
              `<p style="font-size:12px;color:#888">You're receiving this because you subscribed at ${site}. <a href="${
                href(unsub)
              }">Unsubscribe</a> · <a href="${
                href(tracked(r, `https://${site}/preferences`, "mailchimp"))
              }">Update preferences</a> · <a href="${
                href(tracked(r, `https://${site}/web/${r.hex(8)}`, "mailchimp"))
              }">View in browser</a><br>${esc(name)}, 2261 Market Street #4821, San Francisco, CA 94114</p>`,
            ),
          ],
        }),
        expected: NOTHING,
      });
    }
    out.push({
      kind: "newsletter",
      lang: "fr",
      from: "Le Petit Journal Tech <newsletter@lpjt.test>",
      subject: "Les 5 actus tech de la semaine",
      html:
        `<div style="font-family:Georgia;max-width:600px"><h1>Les 5 actus de la semaine</h1><p>1. Un nouveau smartphone à 1 299 € …</p><p><a href="https://lpjt.test/articles/48213">Lire la suite</a></p><p style="font-size:11px">Vous recevez cet e-mail car vous êtes inscrit. <a href="https://lpjt.test/desinscription?u=${
          r.hex(10)
        }">Se désabonner</a> · 12 rue de la Paix, 75002 Paris</p></div>`,
      expected: NOTHING,
    });
    out.push({
      kind: "product-update",
      lang: "en",
      from: "Fitlog <team@fitlog.test>",
      subject: "New in Fitlog: streaks, widgets and a faster sync",
      html: card_layout({
        site: "fitlog.test",
        brand: "Fitlog",
        body:
          `<h2>What's new in version 4.8</h2><ul><li>Streaks: keep your 30-day run going</li><li>Home screen widgets</li><li>Sync is now 2× faster</li></ul><p>${
            button("https://fitlog.test/whats-new/4.8", "See what's new", "#059669")
          }</p>`,
        footer: footer_html({
          company: "Fitlog GmbH",
          address: "Torstraße 48, 10119 Berlin",
          site: "fitlog.test",
          social: true,
          unsubscribe: "https://fitlog.test/unsubscribe?u=" + r.hex(12),
        }),
      }),
      expected: NOTHING,
    });
    return out;
  },
};

const meetings: Family = {
  name: "meeting-invites",
  group: "negative",
  mails(r) {
    const out: WorldMail[] = [];
    const meeting = `${r.digits(3)} ${r.digits(4)} ${r.digits(4)}`;
    const passcode = r.digits(6);
    const zoom = `https://us06web.zoom.us/j/${meeting.replace(/ /g, "")}?pwd=${r.token(32)}.1`;
    out.push({
      kind: "meeting",
      lang: "en",
      from: "Maria Lopez <maria@acme.test>",
      subject: "Invitation: Sprint planning @ Tue Mar 4, 2025 10:00 - 11:00 (CET)",
      text:
        `Maria Lopez is inviting you to a scheduled Zoom meeting.\n\nTopic: Sprint planning\nTime: Mar 4, 2025 10:00 AM Amsterdam, Berlin, Rome, Stockholm, Vienna\n\nJoin Zoom Meeting\n${zoom}\n\nMeeting ID: ${meeting}\nPasscode: ${passcode}\n\n---\n\nOne tap mobile\n+13052241968,,${
          meeting.replace(/ /g, "")
        }#,,,,*${passcode}# US\n+13092053325,,${
          meeting.replace(/ /g, "")
        }#,,,,*${passcode}# US\n\n---\n\nDial by your location\n• +1 305 224 1968 US\n• +49 69 7104 9922 Germany\n\nMeeting ID: ${meeting}\nPasscode: ${passcode}\n\nFind your local number: https://us06web.zoom.us/u/${
          r.token(10)
        }`,
      expected: NOTHING,
    });
    const meet = `https://meet.google.com/${r.chars(3, "abcdefghijkmnopqrstuvwxyz")}-${
      r.chars(4, "abcdefghijkmnopqrstuvwxyz")
    }-${r.chars(3, "abcdefghijkmnopqrstuvwxyz")}`;
    const pin = `${r.digits(3)} ${r.digits(3)} ${r.digits(3)}`;
    const eid = r.token(40);
    out.push({
      kind: "meeting",
      lang: "en",
      from: "Google Calendar <calendar-notification@google.com>",
      subject: "Invitation: Design review @ Wed Mar 5, 2025 3pm - 4pm (CET) (sam.lee@inbox.example)",
      html:
        `<div style="font-family:Roboto,Arial"><table><tr><td><h2 style="font-size:20px">Design review</h2><p>Wednesday Mar 5, 2025 ⋅ 3pm – 4pm<br>Central European Time - Berlin</p><p><a href="${meet}" style="background:#1a73e8;color:#fff;padding:8px 16px;border-radius:4px;text-decoration:none">Join with Google Meet</a></p><p>Meeting link<br>${
          meet.replace("https://", "")
        }</p><p>Join by phone<br>(DE) +49 30 300195061<br>PIN: ${pin}#</p><p><a href="https://tel.meet/${
          meet.split("/").pop()
        }?pin=${
          pin.replace(/ /g, "")
        }">More phone numbers</a></p><p>Organizer<br>Maria Lopez</p><p>Guests<br>sam.lee@inbox.example · jonas@acme.test</p><p>Reply for sam.lee@inbox.example<br><a href="https://calendar.google.com/calendar/event?action=RESPOND&eid=${eid}&rst=1&tok=${
          r.token(40)
        }">Yes</a> <a href="https://calendar.google.com/calendar/event?action=RESPOND&eid=${eid}&rst=2&tok=${
          r.token(40)
        }">No</a> <a href="https://calendar.google.com/calendar/event?action=RESPOND&eid=${eid}&rst=3&tok=${
          r.token(40)
        }">Maybe</a> <a href="https://calendar.google.com/calendar/event?action=VIEW&eid=${eid}">More options</a></p><p style="font-size:11px;color:#70757a">Invitation from Google Calendar. You are receiving this email because you are an attendee on the event. <a href="https://calendar.google.com/calendar/">Learn more</a></p></td></tr></table></div>`,
      expected: NOTHING,
    });
    const teamsId = `${r.digits(3)} ${r.digits(3)} ${r.digits(3)} ${r.digits(3)}`;
    const teamsPass = r.alnum(6, "abcdefghijkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789");
    out.push({
      kind: "meeting",
      lang: "en",
      from: "Jonas Weber <jonas@contoso.test>",
      subject: "Quarterly business review",
      html:
        `<div style="font-family:'Segoe UI',sans-serif"><p>Hi all, agenda to follow.</p><div style="width:100%"><span style="white-space:nowrap;color:#5F5F5F">________________________________________________________________________________</span></div><div style="margin-bottom:24px"><span style="font-size:24px;font-weight:700">Microsoft Teams</span> <a href="https://aka.ms/JoinTeamsMeeting?omkt=en-US">Need help?</a></div><div><a href="https://teams.microsoft.com/l/meetup-join/19%3ameeting_${
          r.token(40)
        }%40thread.v2/0?context=%7b%22Tid%22%3a%22${
          r.hex(8)
        }%22%7d" style="font-size:20px;font-weight:700;color:#4f52b2">Join the meeting now</a></div><div style="margin-top:12px">Meeting ID: <span style="font-size:14px">${teamsId}</span><br>Passcode: <span>${teamsPass}</span></div><div style="margin-top:12px"><b>Dial in by phone</b><br><a href="tel:+4969365003615,,${
          r.digits(9)
        }#">+49 69 365003615,,${r.digits(9)}#</a> Germany, Frankfurt<br>Phone conference ID: ${r.digits(3)} ${
          r.digits(3)
        } ${
          r.digits(3)
        }#</div><div style="font-size:12px"><a href="https://www.microsoft.com/microsoft-teams/join-a-meeting">Join on a video conferencing device</a> · <a href="https://aka.ms/teamsmeetingoptions">Meeting options</a></div></div>`,
      expected: NOTHING,
    });
    out.push({
      kind: "meeting",
      lang: "de",
      from: "Webex <messenger@webex.com>",
      subject: "Besprechungseinladung: Projekt-Kickoff",
      text:
        `Jonas Weber lädt Sie zu dieser Webex-Besprechung ein.\n\nProjekt-Kickoff\nDonnerstag, 6. März 2025 10:00 | 1 Stunde | (UTC+01:00) Amsterdam, Berlin\n\nBesprechung beitreten\nhttps://acme.webex.com/acme/j.php?MTID=m${
          r.hex(32)
        }\n\nBesprechungskennnummer (Zugriffscode): ${r.digits(4)} ${r.digits(3)} ${
          r.digits(4)
        }\nBesprechungspasswort: ${
          r.alnum(8)
        }\n\nÜber Telefon beitreten\n+49-619-6781-9736 Deutschland gebührenpflichtig\nZugriffscode: ${r.digits(4)} ${
          r.digits(3)
        } ${r.digits(4)}`,
      expected: NOTHING,
    });
    out.push({
      kind: "meeting-reminder",
      lang: "en",
      from: "Calendly <notifications@calendly.com>",
      subject: "Reminder: 30 Minute Meeting with Sam Lee at 2:00pm tomorrow",
      html:
        `<div style="font-family:Arial"><p>Hi Sam,</p><p>This is a friendly reminder that your 30 Minute Meeting with Maria Lopez is at 2:00pm - 2:30pm (Central European Time) on Thursday, March 6, 2025.</p><p>Location: +1 (415) 555-0132</p><p><a href="https://calendly.com/cancellations/${
          r.hex(8)
        }-${r.hex(4)}">Cancel</a> · <a href="https://calendly.com/reschedulings/${r.hex(8)}-${
          r.hex(4)
        }">Reschedule</a></p></div>`,
      expected: NOTHING,
    });
    return out;
  },
};

const marketing: Family = {
  name: "retail-marketing",
  group: "negative",
  mails(r) {
    const out: WorldMail[] = [];
    const offers: [string, string, string, string, string][] = [
      [
        "en",
        "Urban Threads",
        "urbanthreads.test",
        "20% off everything this weekend",
        `Use code <b style="font-size:24px;letter-spacing:2px">SAVE20</b> at checkout.`,
      ],
      [
        "en",
        "Bean Box",
        "beanbox.test",
        "Welcome! Here's 15% off your first bag",
        `Your welcome code: <span style="font-size:22px;font-weight:bold;border:2px dashed #333;padding:6px 12px">WELCOME15</span>`,
      ],
      [
        "de",
        "Gartenliebe",
        "gartenliebe.test",
        "Nur heute: 10 € Rabatt",
        `Dein Gutscheincode: <b>FRUEHLING10</b> — gültig bis 31.03.2025, Mindestbestellwert 49 €.`,
      ],
      [
        "fr",
        "Maison Lumière",
        "maisonlumiere.test",
        "-25 % sur les luminaires",
        `Code promo : <b>LUMIERE25</b> à saisir dans votre panier.`,
      ],
      [
        "es",
        "Zapatos Sol",
        "zapatossol.test",
        "Rebajas: hasta 50 % de descuento",
        `Código de descuento: <b>SOL2025</b>`,
      ],
      [
        "en",
        "PetPal",
        "petpal.test",
        "Your pup's birthday treat is here 🎂",
        `Enjoy $10 off with code <b>BDAY4821</b>. Expires 03/31/2025.`,
      ],
      [
        "it",
        "Pasta Fresca",
        "pastafresca.test",
        "Spedizione gratuita per te",
        `Usa il codice <b>SPEDIZIONE0</b> entro domenica.`,
      ],
      [
        "ja",
        "ユニクロ風ストア",
        "unistore.test",
        "【期間限定】会員様限定クーポン",
        `クーポンコード：<b>SPRING500</b>（500円OFF）`,
      ],
    ];
    for (const [lang, brand, site, subject, offer] of offers) {
      const shop_url = tracked(
        r,
        `https://${site}/sale?utm_source=email&utm_campaign=${r.hex(6)}`,
        r.pick(["braze", "sendgrid", "mailchimp"] as const),
      );
      const foot = {
        company: brand,
        address: "350 Fifth Avenue, Suite 4821, New York, NY 10118",
        phone: "1-800-555-0199",
        site,
        social: true,
        unsubscribe: tracked(r, `https://${site}/unsubscribe?e=${r.hex(12)}`, "sendgrid"),
      };
      out.push({
        kind: "marketing",
        lang,
        from: `${brand} <news@${site}>`,
        subject,
        html: card_layout({
          site,
          brand,
          lang,
          accent: "#e11d48",
          preheader: subject,
          body: `<h1 style="font-size:32px;text-align:center">${
            esc(subject)
          }</h1><p style="text-align:center">${offer}</p><p align="center">${
            button(shop_url, lang === "de" ? "Jetzt shoppen" : lang === "fr" ? "J'en profite" : "Shop now", "#e11d48")
          }</p><table width="100%"><tr><td align="center"><a href="${
            href(tracked(r, `https://${site}/p/${r.digits(6)}`, "sendgrid"))
          }"><img src="https://${site}/img/p1.jpg" alt="Linen shirt — $48"></a><br>Linen shirt $48</td><td align="center"><a href="${
            href(tracked(r, `https://${site}/p/${r.digits(6)}`, "sendgrid"))
          }"><img src="https://${site}/img/p2.jpg" alt="Chinos — $68"></a><br>Chinos $68</td></tr></table><p style="font-size:11px;color:#888">*Offer valid until 03/31/2025. Excludes gift cards. Cannot be combined with other offers.</p>`,
          footer: footer_html(foot),
        }),
        text: `${subject}\n\n${offer.replace(/<[^>]+>/g, "")}\n\nShop now: ${shop_url}${footer_text(foot)}`,
        expected: NOTHING,
      });
    }
    return out;
  },
};

const travel: Family = {
  name: "travel-bookings",
  group: "negative",
  mails(r) {
    const out: WorldMail[] = [];
    const pnr = r.alnum(6);
    out.push({
      kind: "flight-booking",
      lang: "en",
      from: "SkyWays <booking@skyways.test>",
      subject: `Your booking confirmation ${pnr} – Berlin to Lisbon`,
      html: card_layout({
        site: "skyways.test",
        brand: "SkyWays",
        body:
          `<h2>Booking confirmed</h2><p>Booking reference: <b style="font-size:22px;letter-spacing:2px">${pnr}</b></p><table width="100%"><tr><td>SW ${
            r.digits(4)
          }</td><td>BER 07:25 → LIS 10:05</td><td>Fri 11 Apr 2025</td></tr><tr><td>SW ${
            r.digits(4)
          }</td><td>LIS 18:40 → BER 23:10</td><td>Mon 14 Apr 2025</td></tr></table><p>Passenger: Sam Lee · Seat 14C · Ticket number 220-${
            r.digits(10)
          }</p><p>Total paid: €248.13</p><p>${
            button(`https://skyways.test/manage?pnr=${pnr}&last=LEE`, "Manage booking", "#0b3d91")
          }</p><p>Online check-in opens 30 hours before departure.</p>`,
        footer: footer_html({
          company: "SkyWays Airlines Ltd.",
          address: "Terminal 2, Dublin Airport, K67 X9Y2, Ireland",
          phone: "+353 1 555 0188",
          site: "skyways.test",
        }),
      }),
      expected: NOTHING,
    });
    const conf = r.digits(10);
    // the booking's PIN is a code the reader types to manage it (as in the regression corpus)
    const booking_pin = r.digits(4);
    out.push({
      kind: "hotel-booking",
      lang: "en",
      from: "Booking.com <noreply@booking.com>",
      subject: `Thanks! Your booking is confirmed at Casa do Rio`,
      html:
        `<div style="font-family:BlinkMacSystemFont,-apple-system,'Segoe UI',Roboto,Helvetica,Arial,sans-serif;max-width:600px"><h2>Your booking in Lisbon is confirmed</h2><p>Confirmation number: <b>${
          conf.slice(0, 4)
        }.${conf.slice(4, 7)}.${
          conf.slice(7)
        }</b><br>PIN code: <b>${booking_pin}</b></p><p>Check-in Fri 11 Apr (from 15:00) · Check-out Mon 14 Apr (until 11:00)</p><p>Casa do Rio, Rua da Rosa 184, 1200-389 Lisboa · +351 21 555 0184</p><p>Price: € 482</p><p><a href="https://secure.booking.com/myreservations.html?bn=${conf}&pincode=1234">Manage your booking</a></p><p style="font-size:11px">Booking.com B.V., Oosterdokskade 163, 1011 DL Amsterdam</p></div>`,
      expected: code(booking_pin),
    });
    out.push({
      kind: "train-ticket",
      lang: "de",
      from: "DB Fernverkehr <buchungsbestaetigung@bahn.de>",
      subject: `Ihre Buchungsbestätigung (Auftrag ${r.alnum(6)})`,
      text: `Vielen Dank für Ihre Buchung!\n\nAuftragsnummer: ${
        r.alnum(6)
      }\nHinfahrt am 11.03.2025\nBerlin Hbf ab 08:34 Gl. 14 → München Hbf an 12:38, ICE 1005\nWagen 7, Platz 65\nGesamtpreis: 79,90 €\n\nIhr Ticket finden Sie im Anhang oder in der DB Navigator App.\nhttps://www.bahn.de/buchung/reiseuebersicht\n\nDB Fernverkehr AG, Stephensonstraße 1, 60326 Frankfurt am Main`,
      expected: NOTHING,
    });
    out.push({
      kind: "checkin-reminder",
      lang: "es",
      from: "Vuelos Sol <info@vuelossol.test>",
      subject: "Ya puedes hacer el check-in para tu vuelo a Madrid",
      html: `<div style="font-family:Arial"><p>Hola Sam:</p><p>Tu vuelo VS ${
        r.digits(4)
      } a Madrid sale el 12/04/2025 a las 09:15.</p><p>Localizador: ${
        r.alnum(6)
      }</p><p><a href="https://vuelossol.test/checkin?loc=${r.alnum(6)}">Hacer check-in</a></p></div>`,
      expected: NOTHING,
    });
    return out;
  },
};

export const NEGATIVE_FAMILIES: Family[] = [carriers, invoices, newsletters, meetings, marketing, travel];
