import { expect } from "chai";
import { extract } from "../../src/extract/mod.ts";
import { find_urls, landing, url_words } from "../../src/extract/urls.ts";

const link_of = (html: string, subject = "") => extract({ subject, html }).link;

Deno.test("links are every http(s) link in document order, entities decoded, without duplicates", () => {
  const found = extract({
    html: `<a href="https://a.io/1?x=1&amp;y=2">one</a> <a href='HTTPS://b.io/2'>two</a>
      <a href="mailto:x@a.io">mail</a> <a href="tel:+1555">call</a> <a href="/relative">rel</a>
      <a href="  https://a.io/1?x=1&amp;y=2  ">again</a> <p>Or paste https://c.io/3.</p>`,
    text: "See https://a.io/1?x=1&y=2 and https://d.io/4, (https://e.io/5)",
  });
  expect(found.links).to.deep.equal([
    "https://a.io/1?x=1&y=2",
    "HTTPS://b.io/2",
    "https://c.io/3",
    "https://d.io/4",
    "https://e.io/5",
  ]);
});

// anchor text / URL / nearby words → is it the action link?
const CHOICES: [string, string, string | null][] = [
  ["anchor text", `<a href="https://x.io/r/8f2k">Verify email</a>`, "https://x.io/r/8f2k"],
  [
    "URL path",
    `<p>Welcome!</p><a href="https://x.io/email/confirm/8f2k1a9c0d">Click here</a>`,
    "https://x.io/email/confirm/8f2k1a9c0d",
  ],
  [
    "nearby words",
    `<p>Click the button below to verify your email.</p><p><a href="https://x.io/r/8f2k">Continue</a></p>`,
    "https://x.io/r/8f2k",
  ],
  ["German", `<a href="https://x.de/r/1">E-Mail-Adresse bestätigen</a>`, "https://x.de/r/1"],
  ["Japanese", `<a href="https://x.jp/r/1">メールアドレスを確認</a>`, "https://x.jp/r/1"],
  ["recovering an account", `<a href="https://x.io/r/1">Recover your account</a>`, "https://x.io/r/1"],
  ["image button alt text", `<a href="https://x.io/r/1"><img src="b.png" alt="Confirm email"></a>`, "https://x.io/r/1"],
  ["unsubscribe never", `<a href="https://x.io/confirm/unsubscribe?u=1">Unsubscribe</a>`, null],
  [
    "view in browser never",
    `<a href="https://x.io/view/online?t=verify_email">View this email in your browser</a>`,
    null,
  ],
  ["social never", `<a href="https://www.facebook.com/acme">Facebook</a>`, null],
  ["privacy never", `<a href="https://x.io/legal/privacy">Privacy policy</a>`, null],
  ["logo never", `<a href="https://x.io/"><img src="https://x.io/logo.png" alt="Acme logo"></a>`, null],
  ["mailto never", `<a href="mailto:confirm@x.io">Confirm</a>`, null],
  ["'wasn't you' never", `<p>If this wasn't you, <a href="https://x.io/reset">reset your password</a>.</p>`, null],
  ["a plain read-more link never", `<a href="https://x.io/blog/2025/03">Read more</a>`, null],
  ["a menu sign-in link in a mail that asks for nothing", `<p>News</p><a href="https://x.io/login">Log in</a>`, null],
];

for (const [name, html, expected] of CHOICES) {
  Deno.test(`the action link is chosen by ${name}`, () => {
    expect(link_of(html, "Hello")).to.equal(expected);
  });
}

Deno.test("a recovery URL and a sign-up URL are actions when the mail asks for one", () => {
  const recover = "https://x.io/user/recover_account?code=8f2k1a9c0d";
  const lead =
    `<p>Please click the following link to recover your account:</p><p><a href="${recover}">${recover}</a></p>`;
  expect(link_of(lead, "Reset your password")).to.equal(recover);
  const join = "https://x.es/signup_user_complete/?id=8dx3ufaq5b";
  const invite = `<p>Te invitaron a Orbit.</p><a href="${join}">Unirse ahora</a>`;
  expect(link_of(invite, "Invitación al equipo Orbit")).to.equal(join);
  // joining alone is a weak word: a menu's "Join" in a mail that asks for nothing is no action
  expect(link_of(`<p>News</p><a href="https://x.es/comunidad">Unirse</a>`, "Novedades")).to.equal(null);
});

Deno.test("a sign-in link counts when the subject asks to sign in", () => {
  expect(link_of(`<a href="https://x.io/login">Log in</a>`, "Your sign-in link")).to.equal("https://x.io/login");
});

Deno.test("the verify button wins over a header sign-in link and a help link", () => {
  const html = `<a href="https://x.io/login">Sign in</a> <a href="https://x.io/help">Help</a>
    <p>Please confirm your address.</p><a href="https://t.mailer.io/c/u001.abc" style="background:#000">Confirm email</a>`;
  expect(link_of(html, "Confirm your email")).to.equal("https://t.mailer.io/c/u001.abc");
});

Deno.test("a click-tracking redirect is returned as written", () => {
  const tracked = "https://links.mail.x.io/ls/click?upn=u001.Nq4vX2mT8kPz-2BpQrL4vN8cD1fE-3D-3D";
  expect(link_of(`<a href="${tracked}">Sign in to X</a>`, "Sign in to X")).to.equal(tracked);
});

Deno.test("a link that exists only in the plain-text part counts", () => {
  const found = extract({
    subject: "Activate your account",
    html: "<p>Use the link in the text version of this mail.</p>",
    text: "Activate your account here:\n\nhttps://x.io/activate/5f1c0a7e9d3b\n",
  });
  expect(found).to.include({ link: "https://x.io/activate/5f1c0a7e9d3b" });
});

Deno.test("in plain text, a URL is labelled by its own line or the line before it", () => {
  const body = "Reset your password:\nhttps://x.io/r/1\n\nUnsubscribe: https://x.io/u/1\n";
  expect(extract({ subject: "Password reset", text: body }).link).to.equal("https://x.io/r/1");
  expect(extract({ subject: "News", text: "Unsubscribe: https://x.io/confirm/u/1\n" }).link).to.equal(null);
});

Deno.test("in plain text as in HTML, a closing remark before a URL alone on its line says nothing about the link", () => {
  const url = "https://login.x.io/oauth2/passwordless/0H4fHD7SXxyhYM?tenantId=8019";
  const lead =
    "You asked to log into Rivet with this address. If you do not recognize this request, ignore this email.";
  expect(extract({ subject: "Log into Rivet", text: `${lead}\n\n${url}\n` }).link).to.equal(url);
  expect(extract({ subject: "Log into Rivet", html: `<p>${lead}</p><p><a href="${url}">${url}</a></p>` }).link)
    .to.equal(url);
  // a lead-in that names the link's way out still rules it out
  const out = "If you do not recognize this request, secure your account here:";
  expect(extract({ subject: "Log into Rivet", text: `${out}\nhttps://x.io/account/secure/9f3k2\n` }).link).to.equal(
    null,
  );
});

const URLS: [string, string[]][] = [
  ["Go to https://x.io/a.", ["https://x.io/a"]],
  ["(see https://x.io/a_(b))", ["https://x.io/a_(b)"]],
  ["<https://x.io/a?b=1&c=2>", ["https://x.io/a?b=1&c=2"]],
  ["\"https://x.io/a\", 'https://y.io/b'", ["https://x.io/a", "https://y.io/b"]],
  ["https://x.io/a!? and http://y.io/b;", ["https://x.io/a", "http://y.io/b"]],
  ["[link](https://x.io/a)", ["https://x.io/a"]],
  ["https:// nothing and https://", []],
  ["verify: https://x.io/v?t=Ab9_\nthanks", ["https://x.io/v?t=Ab9_"]],
  ["_https://x.io/a_ and **https://x.io/b**", ["https://x.io/a", "https://x.io/b"]],
  ["https://x.io/c* (footnote)", ["https://x.io/c*"]],
];

for (const [text, expected] of URLS) {
  Deno.test(`find_urls(${JSON.stringify(text)}) is ${JSON.stringify(expected)}`, () => {
    expect(find_urls(text).map((found) => found.url)).to.deep.equal(expected);
  });
}

Deno.test("a URL inside a sentence is labelled by its clause, not by the rest of the paragraph", () => {
  const body = "If you did not sign in, your password may be at risk. Visit https://x.io/settings/security to " +
    "choose a stronger one.\n";
  expect(extract({ subject: "Verify your device", text: body }).link).to.equal(null);
  expect(extract({ subject: "Reset", text: "To reset your password, open https://x.io/r/8f2k1a9c0d now.\n" }).link)
    .to.equal("https://x.io/r/8f2k1a9c0d");
});

Deno.test("a single-use URL counts without a token or a subject that asks; a bare log-in link does not", () => {
  const text_link = (text: string) => extract({ subject: "Hello", text }).link;
  expect(text_link("Your code is 246810. Or open https://acme.test/verify?t=1")).to.equal(
    "https://acme.test/verify?t=1",
  );
  expect(text_link("Or open https://acme.test/account/confirm-email/4k2q9")).to.equal(
    "https://acme.test/account/confirm-email/4k2q9",
  );
  expect(text_link("Your receipt. Manage it at https://acme.test/login")).to.equal(null);
});

Deno.test("an action in a URL counts only when the URL says which request it completes", () => {
  const code_mail = (url: string, label: string) =>
    extract({
      subject: "Your sign-in code",
      html: `<p>Your sign-in code is</p><p style="font-size:28px"><b>8417</b></p>` +
        `<p>If you are worried about your account, <a href="${url}">${label}</a>.</p>`,
    });
  // a page of the site: its path names an action, but nothing says whose
  expect(code_mail("https://www.acme.test/password", "change your password").link).to.equal(null);
  expect(code_mail("https://acme.test/user/manage_password.htm?lang=es_ES", "cambia tu contraseña").link).to.equal(
    null,
  );
  expect(code_mail("https://acme.test/account/security#/password?locale=en", "review it").link).to.equal(null);
  // a sign-in URL that names its request, by a token, a number or a query value
  for (
    const url of [
      "https://acme.test/login/verify?t=abc",
      "https://acme.test/#/verify-login/9f2c",
      "https://acme.test/login/verify/1",
    ]
  ) {
    expect(code_mail(url, "sign in with one click").link).to.equal(url);
  }
});

Deno.test("a meeting invitation's join button opens the meeting; the same button inviting to a workspace is the link", () => {
  const url = "https://acme.test/j/84522910374?pwd=bU9xWm5aR2x2T0hQa1VyZz09";
  const button =
    `<p><a href="${url}" style="background:#2d8cff;padding:12px 20px;color:#fff">Join Acme meeting</a></p>`;
  const details = "<p>Meeting ID: 845 2291 0374<br>Passcode: 662198<br>Dial in: +1 646 555 0123</p>";
  expect(extract({ subject: "Invitation: Sprint review", html: `<p>Sam invited you.</p>${button}${details}` }).link)
    .to.equal(null);
  const invite = "https://acme.test/invite/accept?token=7fQ2xLm9vR3tKp8sWzYb";
  const workspace = button.replace(url, invite).replace("Join Acme meeting", "Join Acme");
  expect(extract({ subject: "Sam invited you to Acme", html: `<p>Sam invited you to the team.</p>${workspace}` }).link)
    .to.equal(invite);
});

Deno.test("a social network's host is its follow-us link, except in mail the network sends itself", async () => {
  const { site_of } = await import("../../src/extract/links.ts");
  const reset = "https://post.pinterest.com/f/a/Xq3vR8mNq2sL0fKp1wYzTg~~/AAQRxRA~/RgRpA1b2P0Qk";
  const body = `<p>We got a request to reset your password.</p>` +
    `<p><a href="${reset}" style="background:#e60023;padding:12px 20px;color:#fff">Reset password</a></p>`;
  const mail = (from: string) => extract({ subject: "Reset your password", html: body, from }).link;
  expect(mail("Pinterest <password@account.pinterest.com>")).to.equal(reset);
  expect(mail("password@pinterest.com")).to.equal(reset);
  expect(mail("Acme <no-reply@acme.test>")).to.equal(null);
  expect(extract({ subject: "Reset your password", html: body }).link).to.equal(null);
  expect(site_of("post.pinterest.com")).to.equal("pinterest.com");
  expect(site_of("mail.example.co.uk")).to.equal("example.co.uk");
  expect(site_of("localhost")).to.equal("");
});

Deno.test("action words and URL parts in Swedish, Danish, Norwegian, Finnish, Polish, Czech, Greek, Hebrew, Vietnamese", () => {
  const cases: [string, string][] = [
    ["Bekräfta din prenumeration här:", "https://news.test/subscription/optin/5e2a7c9d?l=b7d3"],
    ["Bekræft din e-mailadresse:", "https://konto.test/bekraeft/8f2k1a9c0d"],
    ["Vahvista sähköpostiosoitteesi:", "https://tili.test/v/8f2k1a9c0d"],
    ["Potvrďte svou e-mailovou adresu:", "https://ucet.test/e/8f2k1a9c0d"],
    ["Επιβεβαίωση email:", "https://account.test/e/8f2k1a9c0d"],
    ["אימות כתובת הדוא״ל:", "https://account.test/e/8f2k1a9c0d"],
    ["Xác nhận email của bạn:", "https://account.test/e/8f2k1a9c0d"],
  ];
  for (const [lead, url] of cases) {
    expect(extract({ subject: "Hej", text: `${lead}\n${url}\n` }).link, lead).to.equal(url);
  }
  // the action in the URL's own words: MediaWiki's Polish special page, SJ's Swedish path
  const wiki = "https://wiki.test/wiki/Specjalna:Potwierd%C5%BA_e-mail/a94f17c3e8b20d56f1c7e3a9b4d0826f";
  expect(extract({ subject: "Wiki", text: `Otwórz w przeglądarce:\n${wiki}\n` }).link).to.equal(wiki);
  const sj = "https://www.sj.test/sv/konto/bekrafta-epost?kod=4b7e9f2a1c08d35e";
  expect(extract({ subject: "Hej", text: `Klicka här:\n${sj}\n` }).link).to.equal(sj);
});

Deno.test("markup pasted into a text part: its &amp; is the URL's &, one link with the HTML part's", () => {
  const url =
    "https://portal.test/Identity/Account/ConfirmEmail?userId=6f1c2e8a-93b4&code=Q2ZESjhBTTJWMzFwSjlG&returnUrl=%2F";
  const markup = `Please confirm your account by <a href='${url.replaceAll("&", "&amp;")}'>clicking here</a>.`;
  const found = extract({ subject: "Confirm your email", text: markup, html: markup });
  expect(found.link).to.equal(url);
  expect(found.links).to.deep.equal([url]);
});

Deno.test("a notice in Japanese and a document's link are no action", () => {
  const notice =
    `<p>新しい端末からログインがありました。</p><p>心当たりがない場合は、すぐにパスワードを変更してください。</p>` +
    `<p><a href="https://social.test/settings/security" style="padding:10px;background:#86b300">セキュリティ設定を開く</a></p>`;
  expect(extract({ subject: "ログインがありました", html: notice }).link).to.equal(null);
  const doc = "https://docs.test/doc/q1-2027-onboarding-plan-Hc7q2LmZt9";
  const mention =
    `<p>Noor mentioned you in a document.</p><p><a href="${doc}" style="padding:10px">Open document</a></p>`;
  expect(extract({ subject: "Noor mentioned you in “Q1 2027 onboarding plan”", html: mention }).link).to.equal(null);
});

Deno.test("a key of ten capitals and digits is a token: phpBB's activation link in a welcome mail", () => {
  const url = "https://forum.test/ucp.php?mode=activate&u=18342&k=7B2E9F41C0";
  const body = `Your account is not active yet. You can't use it until you visit the following link:\n\n${url}\n`;
  expect(extract({ subject: "Welcome to Classic Mini Club Forum", text: body }).link).to.equal(url);
  // a word with a short number is still no token
  expect(
    extract({ subject: "Welcome", text: `Read the guide:\n\nhttps://forum.test/ucp.php?mode=activate&u=order-2025\n` })
      .link,
  )
    .to.equal(null);
});

Deno.test("action words of inflecting languages by their stems, invitations and account setup", () => {
  const cases: [string, string, string][] = [
    [
      "Értesítési e-mail-cím megerősítése",
      "Az e-mail-cím megerősítéséhez kattintson:",
      "https://ugyfel.test/m?azon=UT-2611&kulcs=q8X2mTz7Kc",
    ],
    [
      "Apstipriniet savu kontu",
      "APSTIPRINĀT E-PASTU",
      "https://mail.test/ls/click?upn=dGF2cy1hcHN0aXByaW5hdC1rb250dQ-7Xk2Lp9wQm",
    ],
    ["Sahkan alamat e-mel anda", "Sahkan e-mel", "https://kedai.test/akaun/sahkan-emel/8Fv2QkT7LmW0"],
    [
      "Obnovenie hesla k univerzitnému kontu",
      "Heslo obnovíte na adrese:",
      "https://idm.test/heslo/obnova/7c1d9e0b42fa4a33b8e6d5f2",
    ],
    [
      "Welcome to Coldwater! Set up your account",
      "Create My Account",
      "https://email.test/c/eJwVjEEOwiAQRU9Tdg2dgVBZsDAxPYB1",
    ],
  ];
  for (const [subject, label, url] of cases) {
    const html = `<p>${label}</p><p><a href="${url}" style="padding:12px;background:#222;color:#fff">${label}</a></p>`;
    expect(extract({ subject, html }).link, subject).to.equal(url);
  }
  // an invitation in German: the subject says so, the button only opens the board
  const board = "https://board.test/welcomeonboard/dUNxWm9YcGp2c3pOZ1lRa3hWZmVMbz09fDMwNzQ1?share_link_id=582031774690";
  const invite =
    `<p>Board öffnen und Einladung annehmen:</p><p><a href="${board}" style="padding:12px;background:#ffd02f">Board öffnen</a></p>`;
  expect(extract({ subject: "Anna Roth hat Sie zum Board „Q1-Roadmap“ eingeladen", html: invite }).link).to.equal(
    board,
  );
  // a referral asks the reader to invite others: no action of theirs
  const referral =
    `<p>Arkadaşlarını davet et, ikiniz de 150 TL kazanın.</p><p><a href="https://shop.test/davet/SAMR150">Davet bağlantını paylaş</a></p>`;
  expect(extract({ subject: "Arkadaşlarını davet et", html: referral }).link).to.equal(null);
});

Deno.test("notices, sales and welcomes ask for nothing; an enrolment and an Estonian invitation do", () => {
  const button = (url: string, label: string) =>
    `<p><a href="${url}" style="padding:12px;background:#0a66c2;color:#fff">${label}</a></p>`;
  const link = (subject: string, html: string) => extract({ subject, html }).link;
  // a sign-in notice in British English, its way out a "block" link
  expect(
    link(
      "Login Notification",
      `<p>If you do not recognise this login, block your account:</p>${
        button("https://kobo.test/block", "click here")
      }`,
    ),
  )
    .to.equal(null);
  expect(
    link(
      "[PyPI] Two-factor method removed",
      `<p>If this wasn't you, ${button("https://pypi.test/account/reset-password/", "reset your password")}</p>`,
    ),
  )
    .to.equal(null);
  // a cart's reminder, though its tracking value says "recover"; a discount for confirming a subscription is an action
  expect(
    link(
      "Votre panier vous attend… et -15 % avec le code LUMEN15",
      button("https://click.test/ls/click?upn=cart-recover-7f3a91", "FINALISER MA COMMANDE"),
    ),
  )
    .to.equal(null);
  const optin = "https://news.test/subscribe/confirm?u=8f3a9c1b2d&id=4e7b1c";
  expect(link("Get 10 % off: confirm your subscription", button(optin, "Confirm my subscription"))).to.equal(optin);
  // a welcome's "Get started" to the site; an enrolment; an invitation in Estonian
  expect(
    link(
      "Welcome to Tallyboard – your workspace is ready",
      button("https://app.tally.test/w/studio/onboarding?utm_source=welcome_email", "Get started"),
    ),
  )
    .to.equal(null);
  const duo = "https://api-7c1e94d2.duo.test/frame/portal/v4/enroll?code=1c5e3f0a9b2d4e67&akey=DAKX7Q2M9RNF4T8VW1ZB";
  expect(link("Set up two-factor authentication for Redfern Health", button(duo, "Start setup"))).to.equal(duo);
  const kutse = "https://kooli.test/kutse/vastu-votta?k=EE-TLN-0917-82bf44a1";
  expect(extract({ subject: "Kutse: lapsevanema ligipääs", text: `Kutse vastuvõtmiseks avage link:\n${kutse}\n` }).link)
    .to.equal(kutse);
});

Deno.test("“report” as a verb makes a way out; the noun names what the mail is about", () => {
  const html = (lead: string) =>
    `<p>${lead}</p><p><a href="https://lets.example/invitations/accept?code=8v4c59y8lolgwvt5">Set up my portal</a></p>`;
  const subject = "Set up your tenant portal";
  expect(extract({ subject, html: html("Use it to pay rent and sign your entry condition report.") }).link)
    .to.equal("https://lets.example/invitations/accept?code=8v4c59y8lolgwvt5");
  const report =
    `<p>Use it to pay rent.</p><p><a href="https://lets.example/invitations/accept?code=8v4c59y8lolgwvt5">` +
    `Report this invitation</a></p>`;
  expect(extract({ subject, html: report }).link).to.equal(null);
});

Deno.test("a URL's words are read without its tokens: base64 that spells “join” is no action", () => {
  expect(url_words("/browse/OPS-4821?atlOrigin=eyJpIjoiN2QxZTAwYjQ")).to.equal("/browse/OPS-4821?atlOrigin=");
  const html = `<p>Ana mentioned you on OPS-4821.</p>` +
    `<p><a href="https://acme.example/browse/OPS-4821?atlOrigin=eyJpIjoiN2QxZTAwYjQ">View issue</a></p>`;
  expect(extract({ subject: "[JIRA] Ana mentioned you on OPS-4821", html }).link).to.equal(null);
});

Deno.test("a join URL is an invitation's action, but a meeting's join link is not", () => {
  const team = `<p>Wei invited you to the team “Design”.</p>` +
    `<p><a href="https://notes.example/team/join?code=tm_Xp20LqV8">加入</a></p>`;
  expect(extract({ subject: "Wei 邀请你加入团队", html: team }).link).to.equal(
    "https://notes.example/team/join?code=tm_Xp20LqV8",
  );
  const meeting = `<p>Thursday 10:00 – 10:30 (CET)</p><p><a href="https://meet.example/join/123456789">Join</a></p>` +
    `<p>Access code: 123-456-789</p><p>Dial in: +1 (571) 317-3122</p>`;
  expect(extract({ subject: "Invitation: Weekly sync @ Thu 10:00 - 10:30", html: meeting }).link).to.equal(null);
});

Deno.test("reset and sign-in words of Spanish and Portuguese URLs and buttons", () => {
  const reset = "Para escolher uma nova palavra-passe, abra a ligação abaixo.\n\n" +
    "https://conta.example.pt/recuperar/definir?t=c81a6fd2e3b94f70a4d1\n";
  expect(extract({ subject: "Redefinir a palavra-passe", text: reset }).link)
    .to.equal("https://conta.example.pt/recuperar/definir?t=c81a6fd2e3b94f70a4d1");
  const magic = `<p>Toca el siguiente enlace para ingresar.</p>` +
    `<p><a href="https://clk.example.co/ls/click?upn=Yv8q2&tok=eyJ1Ijo5ODIxNzcsImUiOjE3OTM5NTk5NDN9">Ingresar a mi cuenta</a></p>`;
  expect(extract({ subject: "Tu enlace de acceso", html: magic }).link)
    .to.equal("https://clk.example.co/ls/click?upn=Yv8q2&tok=eyJ1Ijo5ODIxNzcsImUiOjE3OTM5NTk5NDN9");
});

Deno.test("in plain text, a rule drawn around a URL is passed over to the line that labels it", () => {
  const url = "https://shop.example.jp/member/regist/complete?key=6b1f02d9c8a7e3f4&mode=pc";
  const text = `下記URLにアクセスし、本登録を完了してください。\n━━━━━━━━━━━━━━━━\n${url}\n━━━━━━━━━━━━━━━━\n`;
  expect(extract({ subject: "【ショップ】仮登録完了のお知らせ", text }).link).to.equal(url);
  // a signature's `--` is a boundary: the site's address under it is labelled by nothing
  const signed = "Enter 4071 to verify your email address.\n\n--\nhttps://stats.example.com\n";
  expect(extract({ subject: "4071 is your verification code", text: signed }).link).to.equal(null);
});

Deno.test("action words of button labels in Bulgarian, Serbian, Catalan, Hindi, Thai, Turkish and Icelandic", () => {
  const url = "https://app.example/a/7f3c2e9b1d";
  const labels = [
    "Потвърдете имейла",
    "Потврдите адресу",
    "Activa el compte",
    "खाता सक्रिय करें",
    "เปิดใช้งานบัญชี",
    "Hesabı etkinleştir",
    "Staðfesta netfang",
  ];
  for (const label of labels) {
    const html = `<p>Welcome.</p><p><a href="${url}" style="background:#06c;padding:12px">${label}</a></p>`;
    expect(extract({ subject: "Welcome", html }).link, label).to.equal(url);
  }
});

Deno.test("a notice's subject in Swedish, Polish, Vietnamese or Hebrew asks for nothing: its sign-in button is the site's", () => {
  const html = `<p>We noticed a sign-in from Chrome on Windows, Oslo.</p>` +
    `<p><a href="https://acct.example/login" style="background:#06c;padding:12px">Log in</a></p>`;
  for (
    const subject of [
      "Ny inloggning på ditt konto",
      "Nowe urządzenie zalogowane",
      "Đăng nhập mới vào tài khoản",
      "התחברות חדשה לחשבון",
    ]
  ) {
    expect(extract({ subject, html }).link, subject).to.equal(null);
  }
});

Deno.test("“if this wasn't you” in Swedish, Czech and Chinese makes the reset link a way out", () => {
  const url = "https://acct.example/reset?t=Zx81Kp20QmWv";
  const cases: [string, string][] = [
    ["Vi har lagt till en ny e-postadress.", `Om det inte var du, <a href="${url}">återställ ditt lösenord</a>.`],
    ["Přidali jsme nový e-mail.", `Pokud jste to nebyli vy, <a href="${url}">obnovte heslo</a>.`],
    ["我们为您的账户添加了新邮箱。", `如果不是您本人操作，请<a href="${url}">重置密码</a>。`],
  ];
  for (const [lead, line] of cases) {
    expect(extract({ subject: "Account", html: `<p>${lead}</p><p>${line}</p>` }).link, line).to.equal(null);
  }
});

Deno.test("a site whose name holds “legal” is no legal page; only a host's own labels below its site are read", () => {
  const url = "https://crm.studiolegale-example.it/?entryPoint=changePassword&id=6821f3a9c0d4e57b2";
  const text = `Per reimpostare la password, apri questo link:\n\n${url}\n`;
  expect(extract({ subject: "Reimposta la password", text }).link).to.equal(url);
  const out = "Reset your password:\n\nhttps://legal.example.com/reset?t=6821f3a9c0d4e57b2\n";
  expect(extract({ subject: "Reset your password", text: out }).link).to.equal(null);
});

Deno.test("a URL that views an item (/passwords/view/…) is no action; a password route with a token is", () => {
  const view =
    `<p>Claire shared a password with you.</p><p><a href="https://vault.example/app/passwords/view/a3e1c7d9-24b6-4f80-9e15-c6b2d07a8f41">See it in the vault</a></p>`;
  expect(extract({ subject: "Claire shared a password with you", html: view }).link).to.equal(null);
  const reset = "https://app.example/passwords/eyJfcmFpbHMiOnsiZGF0YSI6Wzg4MDMsIjdlMWIwYzQ0Il19fQ--41ad0e9c7b3f/edit";
  expect(extract({ subject: "Reset your password", html: `<p><a href="${reset}">Reset password</a></p>` }).link).to
    .equal(reset);
});

Deno.test("a fragment route without a leading slash (#email_verify/…) is read, and a URL as its own anchor text names nothing", () => {
  const url = "https://support.example.nl/#email_verify/7dQw2Rz9Xk4Bn1Lp6Ms8Tv3Hy0Jc5Fa";
  const html = `<div>Bevestig je e-mailadres door op onderstaande link te klikken:</div><div><br></div>` +
    `<div><a href="${url}">${url}</a></div>`;
  expect(extract({ subject: "Welkom bij de support", html }).link).to.equal(url);
});

Deno.test("a device sign-in's review page (verification URI with a user_code) is the action", () => {
  const url = "https://app.example.cloud/device?user_code=WDJB-MJHT";
  const html = `<p>A CLI on a new device asked to sign in. Check that it shows this code, then confirm:</p>` +
    `<p style="font-size:24px"><b>WDJB-MJHT</b></p><p><a href="${url}" style="background:#222;padding:10px">Review request</a></p>`;
  expect(extract({ subject: "Approve a device sign-in", html }).link).to.equal(url);
});

Deno.test("“support” in a reset link's sentence does not make it a help link when its URL resets", () => {
  const url = "https://support.example.fr/front/lostpassword.php?password_forget_token=3f0c9ad21b7e48e6a50c1d94e2";
  const text = `Pour réinitialiser votre mot de passe du portail de support, ouvrez le lien suivant :\n${url}\n`;
  expect(extract({ subject: "Réinitialisation du mot de passe", text }).link).to.equal(url);
  const help = `<p>Don't recognize this activity? Please reset your password and contact ` +
    `<a href="https://www.example.com/en/support/chat">customer support</a>.</p>`;
  expect(extract({ subject: "[Example] Login code 482913", html: `<p>Code: <b>482913</b></p>${help}` }).link).to.equal(
    null,
  );
});

Deno.test("a button that starts View, Track or Return to opens a page, even when its URL says authenticate or recover", () => {
  const order =
    `<p>Your order is on its way.</p><p><a href="https://shop.example/61447302/orders/8d0e2a91f4c3b7e6/authenticate?key=4ab7e19c02d5f8a3">View your order</a></p>`;
  expect(extract({ subject: "A shipment from order #LO-20417 is on the way", html: order }).link).to.equal(null);
  const cart =
    `<p>Your picks are waiting.</p><p><a href="https://shop.example/cart/recover/4f81aa02b6c9">RETURN TO CART</a></p>`;
  expect(extract({ subject: "Still thinking it over? 10% off is waiting", html: cart }).link).to.equal(null);
  // an invitation's "Go to folder" is its action
  const folder =
    `<p>Ana invited you to the folder “Q3”.</p><p><a href="https://files.example/scl/fo/j8k2q0w9m1x/AAB-invite_7HcQ?accept=1">Go to folder</a></p>`;
  expect(extract({ subject: "Ana invited you to “Q3”", html: folder }).link).to.equal(
    "https://files.example/scl/fo/j8k2q0w9m1x/AAB-invite_7HcQ?accept=1",
  );
});

Deno.test("approving a device, giving consent, accepting an invitation in Portuguese", () => {
  const approve = "https://login.example.jp/device/approve?tenant=toyoshima&req=dar_6fK29xQmW1&sig=a7c0e3";
  const ja =
    `<p>ご本人による操作の場合は、30分以内に下記URLを開いて端末を承認してください。</p><p><a href="${approve}">この端末を承認する</a></p>`;
  expect(extract({ subject: "新しい端末からのサインイン", html: ja }).link).to.equal(approve);
  const consent = "https://www.example.com/parents/consent?req=pc_93Fh2LqX8s&child=ZoeReads";
  const en =
    `<p>Zoe wants to use Example. If you are their parent or guardian:</p><p><a href="${consent}">Review and give consent</a></p>`;
  expect(extract({ subject: "Zoe needs your permission", html: en }).link).to.equal(consent);
  const invite = "https://tunes.example/br/familia/entrar?convite=FAM-8Q2KX7&ref=email";
  const pt = `<p>Marina chamou você para o plano Família.</p><p><a href="${invite}">Aceitar convite</a></p>`;
  expect(extract({ subject: "Marina chamou você para o plano Família", html: pt }).link).to.equal(invite);
});

Deno.test("“若這不是您本人的操作” makes the change-password link of a code mail a way out", () => {
  const html = `<p>請在瀏覽器中輸入以下驗證碼：</p><p style="font-size:34px"><b>462819</b></p>` +
    `<p>若這不是您本人的操作，請立即<a href="https://accounts.example.com.tw/security/password">變更密碼</a>。</p>`;
  const found = extract({ subject: "Orbweb 同步登入驗證碼", html });
  expect([found.code, found.link]).to.deep.equal(["462819", null]);
});

Deno.test("British “authorise”, a token in the URL's fragment, and a comment subscription's confirm link", () => {
  const consent = "https://consent.bank.example/ob/authorise?request=req_01HV8Q3ZK7M2N4&client=budgetly";
  const html = `<p>Budgetly asked to see your accounts.</p><p><a href="${consent}">Review the request</a></p>`;
  expect(extract({ subject: "Budgetly wants access to your accounts", html }).link).to.equal(consent);
  const reset = "https://mijn.example.nl/wachtwoord/herstellen#token=zp_rst_84e0c7b31f9a";
  expect(extract({ subject: "Wachtwoord herstellen", text: `Stel een nieuw wachtwoord in:\n${reset}\n` }).link).to
    .equal(reset);
  const subscribe = "https://blog.example/comment-subscriptions/?srp=412&srk=6f2a91c0d4e8b7a35c1f&sra=c";
  const text = `Please confirm your subscription to comments on this post by clicking here:\n${subscribe}\n`;
  expect(extract({ subject: "[Blog] Please confirm your subscription", text }).link).to.equal(subscribe);
});

Deno.test("an invitation whose project's name is a sale's word is still an invitation; a sale's invite-a-friend is not", () => {
  const url = "https://e.example.dev/ls/click?upn=u001.Hx7Kq2Zr9-2FbN4wLm0pT5yV3cA8dE1fG6hJ";
  const html =
    `<p>Nadia added you to the project.</p><p><a href="${url}" style="background:#222;padding:10px">Join project</a></p>`;
  expect(extract({ subject: "Nadia Kowalczyk invited you to the Checkout project on Flagpole", html }).link).to.equal(
    url,
  );
  expect(extract({ subject: "Invite friends and get 20% off your next order", html }).link).to.equal(null);
});

Deno.test("more wordings: register your account, quiero suscribirme, wachtwoord instellen, chấp nhận lời mời", () => {
  const url = "https://t.example.com/ls/click?upn=u001.Hx7Kq2Zr9-2FbN4wLm0pT5yV3cA8dE1fG6hJ";
  const cases: [string, string][] = [
    ["You've been invited to the customer portal", "Register your account"],
    ["Confirma tu suscripción", "Sí, quiero suscribirme"],
    ["Wachtwoord herstellen", "Nieuw wachtwoord instellen"],
    ["Lời mời tham gia", "Chấp nhận lời mời"],
  ];
  for (const [subject, label] of cases) {
    const html = `<p>Hello.</p><p><a href="${url}" style="background:#222;padding:10px">${label}</a></p>`;
    expect(extract({ subject, html }).link, label).to.equal(url);
  }
});

Deno.test("a help centre's link and a reset link after “if you're not trying to sign in” are ways out of a code mail", () => {
  const zh =
    `<p>本次操作的验证码为 <b>739155</b>，10分钟内有效。</p><p><a href="https://www.example.cn/help">帮助中心</a></p>`;
  expect(extract({ subject: "验证码", html: zh }).link).to.equal(null);
  const en = `<p>Your two-step verification code is:</p><p style="font-size:30px">551093</p>` +
    `<p>If you're not trying to sign in, someone may know your password. <a href="https://example.com/account/password">Reset it here</a>.</p>`;
  expect(extract({ subject: "Your sign-in code", html: en }).link).to.equal(null);
});

Deno.test("a click-tracking redirect is read by where it leads, when it says so readably", () => {
  const target = "https://mijn.example.nl/wachtwoord/nieuw?t=fB5xQ1";
  const b64 = btoa(target).replace(/=+$/, "").replace(/\+/g, "-").replace(/\//g, "_");
  expect(landing(`https://x8k2p.mjt.lu/lnk/AVEAAFIIgak9DD2XYZ4N/1/rlvpLTp5W5uXd6b8/${b64}`)).to.equal(target);
  expect(landing("https://click.pstmrk.it/3s/app.example.com%2Flogin/gGfY/pH4dTpAQ/AQ/5ef78848/3")).to.equal(
    "https://app.example.com/login",
  );
  expect(landing("https://eur01.safelinks.protection.outlook.com/?url=https%3A%2F%2Fx.example%2Funsubscribe&data=05"))
    .to
    .equal("https://x.example/unsubscribe");
  // a sign-in URL's own return address is not where the link leads
  expect(landing("https://auth.example.com/verify?token=Zx81Kp20QmWv&redirect_uri=https%3A%2F%2Fapp.example.com")).to
    .equal(null);
  // the tracker's own id is no token of the destination: a statement's "Sign in" stays the site's menu
  const tracked =
    "https://click.pstmrk.it/3s/app.example.com%2Flogin/gGfY/pH4dTpAQ/AQ/5ef78848-04fe-8370-e01e-302fa6f84621/3";
  const html =
    `<p>Your March statement is ready.</p><p><a href="${tracked}" style="background:#222;padding:10px">Sign in</a></p>`;
  expect(extract({ subject: "Your March statement is ready", html }).link).to.equal(null);
});

Deno.test("a bill's “activate direct debit” is a feature of the site, not an action: its URL names no request", () => {
  const html =
    `<p>Sua conta de março chegou: R$ 89,90.</p><p><a href="https://meu.example.com.br/debito-automatico" style="background:#0a0;padding:10px">Ativar débito automático</a></p>`;
  expect(extract({ subject: "Sua conta de março chegou", html }).link).to.equal(null);
  const invite =
    `<p>Você foi matriculado.</p><p><a href="https://campus.example.pe/activar-cuenta?inv=2026-2-0014873&h=Zb81kQpW">Activar cuenta</a></p>`;
  expect(extract({ subject: "Bienvenido al campus", html: invite }).link).to.equal(
    "https://campus.example.pe/activar-cuenta?inv=2026-2-0014873&h=Zb81kQpW",
  );
});

Deno.test("Italian infinitives name the action; “se non hai provato ad accedere” makes the link beside it a way out", () => {
  const url = "https://sportello.example.it/registrazione/conferma?id=88213&chiave=3fa9c1d07be64e20";
  const text = `Per confermare l'indirizzo e-mail e attivare il profilo apri questo collegamento:\n${url}\n`;
  expect(extract({ subject: "Registrazione allo sportello online", text }).link).to.equal(url);
  const html = `<p>Per completare l'accesso inserisci questo codice: <b>448120</b></p>` +
    `<p>Se non hai provato ad accedere, <a href="https://www.example.it/area-riservata/sicurezza">cambia subito la password</a>.</p>`;
  expect(extract({ subject: "Il tuo codice di accesso", html }).link).to.equal(null);
});

Deno.test("a URL that names an action is no feature of the site, even with no request in it", () => {
  expect(extract({ subject: "links", html: `<a href="http://127.0.0.1:8080/verify">verify</a>` }).link).to.equal(
    "http://127.0.0.1:8080/verify",
  );
});

Deno.test("an invitation in Swedish, Danish, Norwegian and Finnish, and Nynorsk's “stadfest”", () => {
  const invite = "https://app.skola.example/inbjudan/foralder?t=Yk3pQ9vL2mXe";
  const body = `Anna har bjudit in dig som vårdnadshavare.\n\nAcceptera inbjudan:\n${invite}\n`;
  expect(extract({ subject: "Du har bjudits in till klass 2A", text: body }).link).to.equal(invite);
  for (const button of ["Accepter invitationen", "Godta invitasjonen", "Hyväksy kutsu"]) {
    const html = `<p>Hei!</p><p><a href="https://app.example/i/8f2kQ9">${button}</a></p>`;
    expect(extract({ subject: "Hello", html }).link, button).to.equal("https://app.example/i/8f2kQ9");
  }
  const confirm = "https://soknad.kommune.example/stadfest-epost?ref=BHG-2026-0441&k=e93a1c07f5";
  const nynorsk = `Før søknaden vert sendt, må du stadfeste e-postadressa di. Opne lenkja under:\n\n${confirm}\n`;
  expect(extract({ subject: "Søknad om barnehageplass", text: nynorsk }).link).to.equal(confirm);
});

Deno.test("in a mail that gives a code, a link is the action only when its text or its URL says so", () => {
  const tips = `<p>رمز التحقق لإتمام عملية الشراء هو: 318864</p><p>الرمز صالح لمدة 5 دقائق.</p>
    <p><a href="https://www.card.example/ar/security" style="background:#0a5;padding:10px">نصائح الأمان</a></p>`;
  expect(extract({ subject: "رمز التحقق", html: tips })).to.include({ code: "318864", link: null });
  // a brand's own checker ("Lanternex Verify") is one of its products, not the mail's action
  const product = `<p>Your verification code:</p><p><b>302815</b></p>
    <p><a href="https://www.lanternex.com/verify-official" style="background:#fc0;padding:8px">Lanternex Verify</a></p>`;
  const found = extract({
    subject: "[Lanternex] Login Verification Code",
    html: product,
    from: "Lanternex <no-reply@lanternex.com>",
  });
  expect(found).to.include({ code: "302815", link: null });
  // a link beside the code that names its action, or carries a token, is still the link
  const both =
    `<p>Your code: <b>519407</b></p><p><a href="https://app.example/verify?t=Yk3pQ9vL2m">Verify email</a></p>`;
  expect(extract({ subject: "Verify your email", html: both }).link).to.equal(
    "https://app.example/verify?t=Yk3pQ9vL2m",
  );
  const named = `<p>Your code: <b>519407</b></p><p><a href="https://app.example/start">Verify your email</a></p>`;
  expect(extract({ subject: "Verify your email", html: named }).link).to.equal("https://app.example/start");
});

Deno.test("a reset or a registration named by its noun, and French and registration URLs", () => {
  const reset = "https://espace.ecole.example/motdepasse/nouveau?jeton=c2F0b2hhcnVr";
  const body =
    `Pour choisir un nouveau mot de passe, cliquez sur le lien ci-dessous :\n${reset}\n\nCe lien est valable 1 heure.`;
  expect(extract({ subject: "Réinitialisation de votre mot de passe", text: body }).link).to.equal(reset);
  const register = "https://suppliers.example/ar/register?inv=SUP-2092&key=Rk9yUXpM";
  const arabic = `يسعدنا دعوتكم للتسجيل في بوابة الموردين.\n\nلإكمال التسجيل يرجى فتح الرابط التالي:\n${register}\n`;
  expect(extract({ subject: "دعوة للتسجيل في بوابة الموردين", text: arabic }).link).to.equal(register);
});

Deno.test("a shipping notice asks for nothing: its tracking button is no action, whatever its words", () => {
  const track = "https://shop.example.jp/mypage/orders/MN-2609140/tracking";
  const html = `<p>ご注文の商品を発送いたしました。</p><p>店舗に到着しましたら認証番号をお知らせします。</p>
    <p><a href="${track}" style="background:#c00;padding:10px">配送状況を確認する</a></p>`;
  expect(extract({ subject: "【ショップ】商品を発送しました", html }).link).to.equal(null);
  const english =
    `<p>Your order is on its way.</p><p><a href="https://shop.example/orders/4821/confirm-delivery">Confirm delivery details</a></p>`;
  expect(extract({ subject: "Your order has shipped", html: english }).link).to.equal(null);
});

Deno.test("an invitation named in the body's opening asks for something: its Open button is the action", () => {
  const open = "https://links.files.example/ls/click?upn=u001.Fh7Qp2xVcL9m&src=share_folder&rid=f_2031";
  const body = (lead: string) =>
    `<p>${lead}</p><p>Q2 Tenders · 14 files</p>` +
    `<p><a href="${open}" style="background:#0061fe;color:#fff;padding:12px 20px">Open folder</a></p>`;
  const invited = body("Marta Ruiz (marta@corvane.example) invited you to edit a folder:");
  expect(extract({ subject: 'Marta Ruiz shared "Q2 Tenders" with you', html: invited }).link).to.equal(open);
  // the same button in a mail that names no invitation is the site's page
  expect(extract({ subject: "Your weekly summary", html: body("Three files changed this week.") }).link).to.equal(null);
});

Deno.test("a View button on an invitation's URL with a token is the invitation's action, even in a mail whose subject asks nothing", () => {
  const invite = "https://www.texpad.example/project/66f1a9d2/invite/token/9c2b4e7f1a38d05e6b71?project_name=Drift";
  const html = `<p>Tobias wants to share “Drift” with you (can edit).</p>` +
    `<p><a href="${invite}" style="background:#138a36;color:#fff;padding:10px">View project</a></p>`;
  expect(extract({ subject: "Drift - shared by Tobias", html }).link).to.equal(invite);
  // a View button on any other URL with a token still opens a page
  const order =
    `<p>Your order is on its way.</p><p><a href="https://shop.example/orders/8d0e2a91/status?key=4ab7e19c02d5f8a3">View your order</a></p>`;
  expect(extract({ subject: "Your order update", html: order }).link).to.equal(null);
});

Deno.test("setting a new password in Azerbaijani and Turkish, and `parol` in a URL", () => {
  const reset = "https://pay.example.az/az/parol/yenile?t=Zx7Qm2Lr9Vk4Tb1N8sWc5Yd0";
  const body =
    `Hesabınız üçün şifrənin bərpası sorğusu aldıq. Yeni şifrə təyin etmək üçün aşağıdakı linkə keçin:\n\n${reset}\n`;
  expect(extract({ subject: "Şifrənin bərpası", text: body }).link).to.equal(reset);
  const html = `<p><a href="https://shop.example.tr/hesap/sifre?token=Zx7Qm2Lr9Vk4">Şifremi yenile</a></p>`;
  expect(extract({ subject: "Hesabınız", html }).link).to.equal(
    "https://shop.example.tr/hesap/sifre?token=Zx7Qm2Lr9Vk4",
  );
});

Deno.test("activating an account in Romanian written without diacritics and in Indonesian, and an Indonesian invitation", () => {
  const ro = "https://portal.example.ro/cont/activare?cod=K29-XQ7&u=maria";
  const body = `Buna ziua,\n\nPentru activarea contului dumneavoastra accesati linkul de mai jos:\n\n${ro}\n\n` +
    "Linkul este valabil 48 de ore.\nCu stima,\nEchipa Portal";
  expect(extract({ subject: "Activarea contului", text: body }).link).to.equal(ro);
  const id = "https://layanan.example.id/akun/aktivasi?kode=8c1f02ab77e3";
  const html = `<p>Terima kasih telah mendaftar.</p><p>Untuk mengaktifkan akun, klik tautan berikut:</p>` +
    `<p><a href="${id}">${id}</a></p><p>Kantor Layanan, Jl. Merdeka 12, Bandung 40111</p>`;
  expect(extract({ subject: "Akun baru Anda", html }).link).to.equal(id);
  const invite = "https://sekolah.example.id/undangan/terima/5f2c9a10-3b7e-4d21-8a0f-77c1e2d4b9a6";
  const letter = `<p>Bapak/Ibu diundang untuk bergabung di portal orang tua murid kelas 3A.</p>` +
    `<p><a href="${invite}" style="background:#14532d;color:#fff;padding:10px">Buat Akun Orang Tua</a></p>`;
  expect(extract({ subject: "Undangan Portal Orang Tua", html: letter }).link).to.equal(invite);
});

Deno.test("verifying an address in Vietnamese (xác thực), and its slug in a URL", () => {
  const url = "https://id.registrar.example.vn/xac-thuc-email?ticket=Q7K2M9X4";
  const body = `Kính gửi Quý khách,\n\nVui lòng bấm vào liên kết sau để xác thực địa chỉ email của bạn:\n${url}\n\n` +
    "Hotline 1900 1234";
  expect(extract({ subject: "Thông tin tên miền", text: body }).link).to.equal(url);
  const html = `<p>Email liên hệ của tên miền vừa thay đổi.</p><p><a href="${url}">Bấm vào đây</a></p>`;
  expect(extract({ subject: "Thông báo", html }).link).to.equal(url);
});

Deno.test("a Japanese login notice's page for an unrecognised login is no action; a word that only starts like verify is none", () => {
  const page = "https://www.bank.example.jp/security/unauthorized/";
  const alert = `<p>お客さまの口座にログインがありました。</p><p>日時：2026年10月19日 06:58</p>` +
    `<p>お心当たりがない場合は、第三者による不正ログインの可能性があります。すぐに以下のページからパスワードを変更してください。</p>` +
    `<p><a href="${page}" style="background:#0b3d91;color:#fff;padding:10px 20px">こちら</a></p>`;
  expect(extract({ subject: "【銀行】ログインのお知らせ", html: alert }).link).to.equal(null);
  const course = "https://campus.example.es/cursos/verifactu-2026";
  const html =
    `<p>Mañana empieza tu curso.</p><p><a href="${course}" style="padding:10px;background:#234">campus</a></p>`;
  expect(extract({ subject: "Recordatorio: curso de facturación", html }).link).to.equal(null);
  // the verify words themselves still count
  const verify = "https://id.example.es/verificar-email?t=8c1f02ab77e3";
  const confirm =
    `<p>Gracias por registrarte.</p><p><a href="${verify}" style="padding:10px;background:#234">Continuar</a></p>`;
  expect(extract({ subject: "Tu cuenta", html: confirm }).link).to.equal(verify);
});

Deno.test("a link after a “wasn't you” sentence, written or in the same sentence as another link, is a way out", () => {
  const help = "https://help.example.com/contact?ref=signin";
  const body =
    "Use this code to sign in: 604218\n\nIf you weren't trying to sign in, someone may have typed your email by\n" +
    `mistake. Your account is still safe, and you can reach us any time:\n${help}\n`;
  expect(extract({ subject: "Your sign-in code", text: body }).link).to.equal(null);
  // a request that follows the way out still leads into its link
  const reset = "https://id.example.com/reset?t=Q7K2M9X4ab";
  const asked = `If you didn't ask for this, ignore this mail. To reset your password, open this link:\n${reset}\n`;
  expect(extract({ subject: "Reset your password", text: asked }).link).to.equal(reset);
  const html = `<p>Type this confirmation code: <b>NKQT-WHZB</b></p><p>Didn't try to sign in? Don't share the code. ` +
    `Report it to <a href="mailto:it@example.com">IT</a> or <a href="https://id.example.com/forgot-password">reset your password</a>.</p>`;
  expect(extract({ subject: "Confirm sign-in from a new device", html }).link).to.equal(null);
  // two links a separator apart are two sentences
  const verify = "https://app.example.com/verify?t=8c1f02ab77e3";
  const pair = `<p><a href="${verify}">Verify email</a> · <a href="https://app.example.com/unsub">unsubscribe</a></p>`;
  expect(extract({ subject: "Welcome", html: pair }).link).to.equal(verify);
});

Deno.test("a code review server's request to add a verified address, by the following link", () => {
  const link = "https://review.example.org/#/VE/eyJhY2NvdW50SWQiOjEwMDQ3fQ$9kQ2";
  const body = "Welcome to the code review server at review.example.org.\n\nTo add a verified email address to your " +
    "user account, please\nclick on the following link while signed in as sam:\n\n" + `${link}\n\n` +
    "If you have received this mail in error, you do not need to take any action.";
  expect(extract({ subject: "[Code Review] Email Verification", text: body }).link).to.equal(link);
});

Deno.test("an invitation named in Greek, and a document sent to the reader to sign", () => {
  const folder = "https://go.drive.example/c/inv?d=shr_Qe04nVb2K&u=u_88213";
  const greek = `Ο Νίκος Παππάς σας προσκάλεσε να συνεργαστείτε σε έναν φάκελο.\n\nΑποδοχή πρόσκλησης:\n${folder}\n`;
  expect(extract({ subject: "Ο Νίκος Παππάς σας προσκάλεσε στον φάκελο «Συμβόλαια»", text: greek }).link).to.equal(
    folder,
  );
  const envelope = "https://esign.example.eu/r/env_Q2mK8xT4?recipient=r_77c1";
  const html = `<p>Maria Lopez sent you “Lease agreement 2027” to sign.</p>` +
    `<p><a href="${envelope}" style="background:#1f4e8c;color:#fff;padding:12px">Review and sign</a></p>`;
  expect(extract({ subject: "Maria Lopez sent you a document", html }).link).to.equal(envelope);
  const contrato = "https://assinatura.example.com.br/contratos/2027-118/assinar?t=ZmE3M2I5YzQ";
  const pt =
    `<p>Seu contrato está pronto.</p><p><a href="${contrato}" style="background:#0a6;color:#fff;padding:12px">` +
    `Assinar agora</a></p>`;
  expect(extract({ subject: "Contrato de locação nº 2027-118", html: pt }).link).to.equal(contrato);
  // a document already signed by all asks for nothing
  const done =
    `<p>All parties have signed “Lease agreement 2027”.</p><p><a href="https://esign.example.eu/d/env_Q2mK8xT4">` +
    `View document</a></p>`;
  expect(extract({ subject: "Completed: Lease agreement 2027", html: done }).link).to.equal(null);
});

Deno.test("an invitation in Bosnian, Croatian and Serbian (vas poziva), accepted by its link", () => {
  const join = "https://app.example.ba/join/team/studio?inv=7QK2-PX4M";
  const body =
    `Zdravo!\n\nAmra Hodžić Vas poziva da se pridružite timu „Studio” u aplikaciji.\n\nPrihvatite poziv ovdje:\n${join}\n`;
  expect(extract({ subject: "Amra Hodžić Vas je dodala u tim", text: body }).link).to.equal(join);
});

Deno.test("“added you as” names an invitation, and its link to join is the action", () => {
  const join = "https://app.example.gg/org/join/ember?code=inv-48QW2M7Z";
  const invite = `<p>Dani added you as a coach to Ember Vale on Scrimtool, where the team books practice.</p>` +
    `<p><a href="${join}" style="background:#5b21b6;color:#fff;padding:12px">Set up your access</a></p>` +
    `<p>Link valid for 5 days.</p>`;
  expect(extract({ subject: "Join Ember Vale on Scrimtool", html: invite }).link).to.equal(join);
  // a group's page to look at is none
  const html = `<p>Dani added you to the group “Parents 3A”.</p>` +
    `<p><a href="https://groups.example.com/g/parents-3a" style="background:#333;color:#fff;padding:10px">View group</a></p>`;
  expect(extract({ subject: "You were added to Parents 3A", html }).link).to.equal(null);
});

Deno.test("confirming a request in Faroese (vátta)", () => {
  const link = "https://booking.harbour.example.fo/vatta?b=KH-26-0977&k=9d1e";
  const html =
    `<p>Tú hevur biðið um bátapláss frá 1. til 14. oktober.</p><p>Umbønin er ikki endalig fyrr enn tú váttar hana.</p>` +
    `<p><a href="${link}" style="background:#0a4;color:#fff;padding:10px">Vátta bílegging</a></p>`;
  expect(extract({ subject: "Umbøn um bátapláss", html }).link).to.equal(link);
});

Deno.test("invitations in Azerbaijani, Armenian, Uzbek and Hebrew, accepted by their link", () => {
  const az = "https://portal.example.az/devet/qebul?t=8KQ2M";
  const azeri = `Salam!\n\n"Kür Logistika" sizi daşıyıcı portalına dəvət edir.\n\nDəvəti qəbul edin:\n${az}\n`;
  expect(extract({ subject: "Portala xoş gəlmisiniz", text: azeri }).link).to.equal(az);
  const hy = "https://team.example.am/i/44QX";
  const armenian = `<p>Անին հրավիրել է ձեզ միանալ «Լուսանկար» թիմին։</p><p><a href="${hy}">Ընդունել հրավերը</a></p>`;
  expect(extract({ subject: "Նոր թիմ", html: armenian }).link).to.equal(hy);
  const uz = "https://yuk.example.uz/kirish/taklifnoma?id=77Q";
  const uzbek =
    `Hurmatli mijoz!\n\nKompaniyamiz sizni hamkor sifatida portalga taklif qiladi.\n\nTaklifni qabul qilish uchun havolani oching:\n${uz}\n`;
  expect(extract({ subject: "Portal", text: uzbek }).link).to.equal(uz);
  const he = "https://app.example.co.il/j/team-7Q2";
  const hebrew = `שלום,\n\nדנה הזמינה אותך להצטרף לצוות המשמרות.\n\nלהצטרפות: ${he}\n`;
  expect(extract({ subject: "צוות המשמרות", text: hebrew }).link).to.equal(he);
});

Deno.test("plain text: the imperatives of você, usted and vos name an action; a sole link in a mail that asks is it", () => {
  const confirm = "https://click.example.com.br/ls/click?upn=u001.Qx7Lm2Zr9";
  const pt =
    `Olá!\n\nVocê pediu para trocar o e-mail da sua conta.\n\nConfirme o novo endereço em até 24 horas:\n${confirm}\n`;
  expect(extract({ subject: "Troca de e-mail", text: pt }).link).to.equal(confirm);
  const vos = "https://app.example.com.ar/cuenta/correo?t=8fK2q";
  const ar = `Hola:\n\nAgregaste este correo a tu cuenta. Confirmá que es tuyo:\n${vos}\n`;
  expect(extract({ subject: "Tu cuenta", text: ar }).link).to.equal(vos);
  const reset = "https://e.example.co.uk/e/c/27ZfEEkQV6hBuYeL1-2-1HHRUHptyzxQ5Jcz381Yh2095z0y5";
  const en =
    `Hi,\n\nForgotten it? No problem. Use this link to set a new one:\n\n${reset}\n\nIt expires in 30 minutes.`;
  expect(extract({ subject: "Reset your password", text: en }).link).to.equal(reset);
  // a notice's one link stays no action
  const notice =
    "Your password was changed today.\n\nNot you? Secure your account: https://example.com/account/security";
  expect(extract({ subject: "Your password was changed", text: notice }).link).to.equal(null);
});

Deno.test("confirming an address in Irish, Scottish Gaelic and Welsh", () => {
  const ga = "https://seirbhisi.example.ie/cuntas/fioru?t=Zx81Qm";
  const irish = `Dia duit,\n\nChun do chuntas a dheimhniú, oscail an nasc seo:\n${ga}\n\nTá sé bailí ar feadh lae.`;
  expect(extract({ subject: "Do chuntas nua", text: irish }).link).to.equal(ga);
  const gd = "https://buill.example.scot/d?id=11&h=9f2";
  const gaelic = `<p>Feuch gun dearbh sibh an seòladh agaibh.</p><p><a href="${gd}">Dearbhaich an seòladh</a></p>`;
  expect(extract({ subject: "Clàradh", html: gaelic }).link).to.equal(gd);
  const cy = "https://gwasanaethau.example.cymru/cyfrif/c?t=44aQ";
  const welsh = `<p>Diolch am gofrestru.</p><p><a href="${cy}">Cadarnhau eich cyfeiriad e-bost</a></p>`;
  expect(extract({ subject: "Croeso", html: welsh }).link).to.equal(cy);
});

Deno.test("plain text: Turkish infinitives, Czech, Greek and Albanian imperatives name the action of the link after them", () => {
  const cases: [string, string, string][] = [
    [
      "Hesabınız",
      "E-posta adresinizi doğrulamak için aşağıdaki bağlantıya tıklayın:",
      "https://hesap.example.com.tr/d?k=4f1",
    ],
    ["Účet", "Nastavil jste novou e-mailovou adresu. Ověřte ji kliknutím na odkaz:", "https://ib.example.cz/o?k=8a2c"],
    [
      "Λογαριασμός",
      "Για να ολοκληρωθεί η εγγραφή, επιβεβαιώστε τη διεύθυνση email σας:",
      "https://www.example.gr/e/3c0e7a51",
    ],
    [
      "Regjistrimi",
      "Për të përfunduar regjistrimin, konfirmoni adresën tuaj:",
      "https://efatura.example.al/r/9d41c2a0",
    ],
  ];
  for (const [subject, lead, url] of cases) {
    expect(extract({ subject, text: `${lead}\n${url}\n` }).link, lead).to.equal(url);
  }
});

Deno.test("URL words that activate or confirm in more languages (aktywacja, aktivierung, dogrula, epivevaiosi)", () => {
  const cases: [string, string, string][] = [
    [
      "Nowe konto",
      "Należy otworzyć poniższy odnośnik:",
      "https://urzad.example.pl/konto/aktywacja?k=8F2D1C47E0B9&u=22",
    ],
    ["Ihr Zugang", "Bitte öffnen Sie diesen Link:", "https://portal.example.de/zugang/aktivierung?t=Zk81Qa7LmP"],
    [
      "Üyeliğinizi doğrulayın",
      "Ya da bu bağlantıya tıklayın:",
      "https://www.example.com.tr/uyelik/dogrula?ref=BH26&k=50731",
    ],
    [
      "Επιβεβαιώστε το email σας",
      "Ανοίξτε τον παρακάτω σύνδεσμο:",
      "https://www.example.gr/logariasmos/epivevaiosi/3c0e7a51-92f4",
    ],
  ];
  for (const [subject, lead, url] of cases) {
    expect(extract({ subject, text: `${lead}\n${url}\n` }).link, url).to.equal(url);
  }
});

Deno.test("an invitation in Sinhala (ආරාධනා කළා), accepted by its link", () => {
  const url = "https://album.example.lk/i/Q7x2?ref=mail";
  const body = `නිමල් ඔබට ඇල්බමයකට ආරාධනා කළා.\n\nආරාධනාව පිළිගැනීමට:\n${url}\n`;
  expect(extract({ subject: "නව ඇල්බමය", text: body }).link).to.equal(url);
});

Deno.test("confirming in Kurmanji (piştrast bike) and Malagasy (hamarino)", () => {
  const kmr = "https://bulten.example.org/?na=c&nk=77-9b3e";
  const kurmanji = `<p>Ji bo ku abonetiya te dest pê bike:</p><p><a href="${kmr}">Erê, min abone bike</a></p>`;
  expect(extract({ subject: "Abonetiya xwe piştrast bike", html: kurmanji }).link).to.equal(kmr);
  const mg = "https://espace.example.mg/mailaka?t=9xKq2LmV";
  const malagasy = `Manao ahoana,\n\nMba hanamarinana azy, tsindrio ity rohy ity:\n${mg}\n`;
  expect(extract({ subject: "Ny kaontinao", text: malagasy }).link).to.equal(mg);
});

Deno.test("confirming in Catalan's plural imperative (confirmeu)", () => {
  const url = "https://inscripcions.example.cat/confirmar?i=J26-0412&k=f03b";
  const body = `Hem rebut la vostra sol·licitud.\n\nPer reservar la plaça, confirmeu-la en 72 hores:\n${url}\n`;
  expect(extract({ subject: "La vostra sol·licitud", text: body }).link).to.equal(url);
});
