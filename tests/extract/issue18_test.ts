// Issue 18: the seven mails of its table, and the same mail giving the same answer however the
// code is set (bold, letter-spaced, per-digit cells, subject only, text and HTML), among
// distractor numbers, and under an unrelated subject.
import { expect } from "chai";
import { extract, type ExtractInput } from "../../src/extract/mod.ts";

const answer = (input: ExtractInput) => {
  const found = extract(input);
  return { code: found.code, code_digits: found.code_digits, link: found.link };
};

Deno.test("G-482913 is your Google verification code: the prefix is kept in code, the digits are code_digits", () => {
  expect(answer({ subject: "Google verification code", text: "G-482913 is your Google verification code." }))
    .to.deep.equal({ code: "G-482913", code_digits: "482913", link: null });
});

Deno.test("a Slack-style ABC-123 alone on a line after 'Your confirmation code is below'", () => {
  const text = "Confirm your email address\n\nYour confirmation code is below — enter it in your browser.\n\nABC-123\n";
  expect(answer({ subject: "Confirm your email address on Slack", text }))
    .to.deep.equal({ code: "ABC-123", code_digits: "ABC123", link: null });
});

Deno.test("'Use 777888 to reset your password.' gives 777888", () => {
  expect(answer({ subject: "Password reset", text: "Use 777888 to reset your password." }).code).to.equal("777888");
});

Deno.test("a verify link beside an unsubscribe link in one line is the link", () => {
  const html =
    '<p><a href="https://x.test/verify?t=abc">Verify email</a> · <a href="https://x.test/unsub">unsubscribe</a></p>';
  expect(answer({ subject: "Welcome", html }).link).to.equal("https://x.test/verify?t=abc");
});

Deno.test("'Login code: 900001  https://x.test/login?n=1' gives the same answer under subject 'Login' and 'Hello 1'", () => {
  const text = "Login code: 900001  https://x.test/login?n=1";
  const login = answer({ subject: "Login", text });
  expect(answer({ subject: "Hello 1", text })).to.deep.equal(login);
  expect(login).to.deep.equal({ code: "900001", code_digits: "900001", link: "https://x.test/login?n=1" });
});

Deno.test("'Please confirm your account by visiting: https://…/confirm-email/MTI:1tXyZ:abc/' gives that link", () => {
  const url = "https://club.test/accounts/confirm-email/MTI:1tXyZ:abc/";
  expect(
    answer({ subject: "Please Confirm Your Email Address", text: `Please confirm your account by visiting: ${url}` }),
  )
    .to.deep.equal({ code: null, code_digits: null, link: url });
});

Deno.test("4821-9033 keeps its grouping in code", () => {
  expect(answer({ subject: "Your code", text: "Your sign-in code is 4821-9033." }))
    .to.deep.equal({ code: "4821-9033", code_digits: "48219033", link: null });
});

// Robustness: one mail, set many ways, one answer.
const BASE = {
  subject: "Your verification code",
  lead: "<p>Hi Sam,</p><p>Use the code below to verify your email address:</p>",
  tail: "<p>This code expires in 10 minutes. If you didn't request it, ignore this email.</p>",
};
const mail = (code_html: string, subject = BASE.subject, extra = ""): ExtractInput => ({
  subject,
  html: `<html><body>${BASE.lead}${code_html}${extra}${BASE.tail}</body></html>`,
});
const WANT = { code: "482913", code_digits: "482913", link: null };

const SETTINGS: [string, ExtractInput][] = [
  ["plain in its paragraph", mail("<p>482913</p>")],
  ["in <b>", mail("<p><b>482913</b></p>")],
  ["in a letter-spaced span", mail('<p><span style="letter-spacing:8px;font-size:28px">482913</span></p>')],
  [
    "split into per-digit table cells",
    mail(`<table><tr>${[..."482913"].map((d) => `<td>${d}</td>`).join("")}</tr></table>`),
  ],
  ["split into digits in spans", mail(`<p>${[..."482913"].map((d) => `<span>${d}</span>`).join("")}</p>`)],
  ["moved to the subject only", { subject: "482913 is your verification code", html: `${BASE.lead}${BASE.tail}` }],
  ["repeated in text and HTML", {
    ...mail("<p>482913</p>"),
    text: "Your verification code: 482913\nIt expires in 10 minutes.",
  }],
  [
    "among prices, dates, order and phone numbers and ZIPs",
    mail(
      "<p><b>482913</b></p>",
      BASE.subject,
      "<p>Order #10482 · Total $129.99 · 2025-03-04 · Call +1 (415) 555-0132 · 1234 Elm Street, Portland, OR 97205</p>",
    ),
  ],
  ["under an unrelated subject", mail("<p><b>482913</b></p>", "Hello from Acme")],
];

for (const [name, input] of SETTINGS) {
  Deno.test(`the same code whatever its setting: ${name}`, () => {
    expect(answer(input)).to.deep.equal(WANT);
  });
}

const LINK = "https://acme.test/verify?token=Q7x2Lm9PzR4tKd8W";
const link_mail = (subject: string, extra = ""): ExtractInput => ({
  subject,
  html:
    `<p>Please confirm your email address.</p><p><a href="${LINK}">Confirm email</a></p>${extra}<p><a href="https://acme.test/unsubscribe">Unsubscribe</a> · <a href="https://acme.test/privacy">Privacy</a></p>`,
});

Deno.test("the same link under a related and an unrelated subject, and among distractor numbers", () => {
  for (
    const input of [
      link_mail("Confirm your email"),
      link_mail("Hello"),
      link_mail("Hi", "<p>Order #10482 · $129.99 · +1 (415) 555-0132</p>"),
    ]
  ) {
    expect(answer(input)).to.deep.equal({ code: null, code_digits: null, link: LINK });
  }
});
