import { expect } from "chai";
import { extract } from "../../src/extract/mod.ts";

Deno.test("a code of capitals only counts in a code's slot: alone on its line under a keyword, or right after one", () => {
  expect(
    extract({ subject: "Sign in", text: "Here is the code you need to sign in:\n\nBQVKB\n\nIt expires soon." }).code,
  )
    .to.equal("BQVKB");
  expect(extract({ text: "Your sign-in code: QWRT-ZXPL" }).code).to.equal("QWRT-ZXPL");
  expect(extract({ text: "Your sign-in code is below. HELLO from the TEAM." }).code).to.equal(null);
  expect(extract({ subject: "Verify", text: "Enter the code below.\n\nVERIFY" }).code).to.equal(null);
});

Deno.test("letters then a short number count as 'a word and a number' only when the letters read as a word", () => {
  const under = (code: string) =>
    extract({ subject: "Verify your email", text: `Your verification code is below.\n\n${code}\n\nThanks!` }).code;
  expect(under("FVGB65")).to.equal("FVGB65"); // FVGB is no word: a random code
  expect(under("SAVE20")).to.equal(null); // SAVE is one: a word and a number
});

Deno.test("a gift-card or coupon code in a box under 'your code' is no one-time code", () => {
  const html =
    `<p>Alex sent you a £50 gift card to spend in our store.</p><p>Your code</p><p style="font-size:28px"><b>PARTY482</b></p><p>Redeem it at checkout.</p>`;
  expect(extract({ subject: "You got a gift card", html }).code).to.equal(null);
});

Deno.test("a meeting's join link and a 'reset dial-in PIN' link are no action links", () => {
  const text =
    "Priya is inviting you to a scheduled meeting.\n\nJoin the meeting:\nhttps://zoom.test/j/84529310042?pwd=abcDEF123ghiJKL456\n\nMeeting ID: 845 2931 0042\nPasscode: 482913";
  const found = extract({ subject: "Invitation: Planning @ Thu 15:00", text });
  expect([found.code, found.link]).to.deep.equal([null, null]);
  const html =
    `<p><a href="https://teams.test/l/meetup-join/19abc">Join the meeting now</a></p><p>Phone conference ID: 123 456 789#</p><p><a href="https://teams.test/reset-pin">Reset dial-in PIN</a></p>`;
  expect(extract({ subject: "Weekly sync", html }).link).to.equal(null);
});

Deno.test("a sign-in mail's only button is its link, whatever its label", () => {
  const html =
    `<h2>Finish signing in</h2><p>Someone asked for a link to get into Kitehub.</p><p><a href="https://t.test/ls/click?upn=AbC123dEf456GhI789" style="display:inline-block;background:#0f766e;color:#fff;padding:12px 24px;border-radius:4px">Open Kitehub</a></p><p><a href="https://kitehub.test/privacy">Privacy</a></p>`;
  expect(extract({ subject: "Your Kitehub login link", html }).link).to.equal(
    "https://t.test/ls/click?upn=AbC123dEf456GhI789",
  );
});

Deno.test("the word for a code reads in Hebrew, Persian, Hindi, Vietnamese, Greek, Czech, Hungarian and Finnish", () => {
  const cases: [string, string][] = [
    ["קוד האימות שלך הוא:", "he"],
    ["کد تایید شما:", "fa"],
    ["आपका सत्यापन कोड है:", "hi"],
    ["Mã xác minh của bạn là:", "vi"],
    ["Ο κωδικός επαλήθευσης σας:", "el"],
    ["Váš ověřovací kód:", "cs"],
    ["Az ellenőrző kód:", "hu"],
    ["Vahvistuskoodi:", "fi"],
  ];
  for (const [line, lang] of cases) {
    expect(extract({ subject: "—", text: `${line}\n\n615 204\n\nRue 12, 4821 Town` }).code, lang).to.equal("615204");
  }
});

Deno.test("a link's campaign tags are not its action, and a link that revokes or invalidates is a way out", () => {
  const home =
    `<p>Your verification code is <b>274905</b>.</p><p><a href="https://www.odoo.test?utm_source=db&amp;utm_medium=auth">Powered by Odoo</a></p>`;
  expect(extract({ subject: "Your verification code", html: home }).link).to.equal(null);
  const revoke =
    `<p>Your one-time code:</p><p><b>Q7MXR4TD</b></p><p>Invalidate this code by opening the link below:</p><p><a href="https://auth.test/revoke/one-time-code?id=6c1f0a2e93b4">https://auth.test/revoke/one-time-code?id=6c1f0a2e93b4</a></p>`;
  expect(extract({ subject: "Confirm an action", html: revoke })).to.deep.include({ code: "Q7MXR4TD", link: null });
  // a tag does not hide a real action either
  const verify = `<p><a href="https://x.test/verify-email?t=8f2k1a9c0d&amp;utm_medium=email">Verify email</a></p>`;
  expect(extract({ subject: "Verify your email", html: verify }).link).to.equal(
    "https://x.test/verify-email?t=8f2k1a9c0d&utm_medium=email",
  );
});

Deno.test("a notice of what happened asks for nothing, even when its way back is a recovery URL", () => {
  const html =
    `<p>Your password was changed on 3 Dec.</p><p>If this wasn't you, <a href="https://x.test/user/account-recovery">reset it now</a>.</p><p><a href="https://x.test/recover?src=pwchange">Reset it now</a></p>`;
  expect(extract({ subject: "Your password has been changed", html }).link).to.equal(null);
});
