import { expect } from "chai";
import { extract, type ExtractInput } from "../../src/extract/mod.ts";

const text = (body: string, subject = ""): ExtractInput => ({ subject, text: body });
const html = (body: string, subject = ""): ExtractInput => ({ subject, html: body });

// Keywords in each language put a code in reach.
const KEYWORDS: [string, ExtractInput, string][] = [
  ["English", text("Your verification code is 482913."), "482913"],
  ["English, the code first", text("482913 is your login code"), "482913"],
  ["English, OTP", text("OTP: 482913"), "482913"],
  ["English, PIN", text("Your PIN is 4071"), "4071"],
  ["English, passcode", text("Passcode 4820 1937"), "48201937"],
  ["English, security code", text("Security code: 4406912"), "4406912"],
  ["English, one-time password", text("Your one-time password is 7Q4XK2"), "7Q4XK2"],
  ["English, use … to verify", text("Use 662049 to verify your account."), "662049"],
  ["German", text("Ihr Bestätigungscode lautet: 481062"), "481062"],
  ["German, TAN", text("Ihre TAN: 827361"), "827361"],
  ["French", text("Votre code de vérification est 530884"), "530884"],
  ["Spanish", text("Tu código de verificación es: 902731"), "902731"],
  ["Portuguese", text("Seu código de verificação é 614209."), "614209"],
  ["Italian", text("Il tuo codice di verifica è 735610"), "735610"],
  ["Dutch", text("Je verificatiecode is 218504."), "218504"],
  ["Japanese", text("確認コード：384920"), "384920"],
  ["Japanese, number before the keyword", text("認証番号は905317です。"), "905317"],
  ["Chinese", text("您的验证码是：620381，10分钟内有效。"), "620381"],
  ["Chinese, traditional", text("您的驗證碼118466，請於5分鐘內完成驗證。"), "118466"],
  ["Korean", text("인증번호 [472915]를 입력해주세요."), "472915"],
];

for (const [name, input, code] of KEYWORDS) {
  Deno.test(`a code is found by its keyword: ${name}`, () => {
    expect(extract(input).code).to.equal(code);
  });
}

// Each kind of distractor loses, alone and beside a real code.
const DISTRACTORS: [string, string][] = [
  ["a year", "Your code is ready. © 2025 Acme. Since 2019."],
  ["a price", "Verification code for your purchase of $1299 and €4821."],
  ["a price with a currency word", "Your code applies to 1299 EUR."],
  ["a phone number", "Questions about your code? Call 0800 048 2210 or +1 (415) 555-0132."],
  ["an order number", "Your code for order 40012877 follows."],
  ["an invoice number", "Code of conduct: invoice 20250042 is attached."],
  ["a ticket number", "Quote your code and ticket number 7730192."],
  ["a German order number", "Ihr Code zur Bestellnummer 30212345."],
  ["a postal code", "Code sent to 1600 Amphitheatre Parkway, Mountain View, CA 94043."],
  ["a street number", "Your login code is on its way to 1234 Elm Street."],
  ["a date", "Your code was requested on 2025-03-04 and on 04.03.2025."],
  ["a time", "Your code was requested at 09:14 and 1430 hours."],
  ["a duration", "The code expires in 1440 minutes or 3600 seconds."],
  ["a colour", "Verification code styles: color #1A2B3C and rgb(26, 115, 232)."],
  ["a number inside a URL", "Your code: https://x.io/verify/99182734?uid=554321"],
  ["a promo code", "Use promo code SAVE20 or code 4812 at checkout."],
  ["a booking reference", "Booking reference: X7K2QP"],
  ["a card", "Code for your card ending in 4417 and card **** 5521."],
  ["a card authorisation code", "Auth code: 048213"],
  ["a ZIP code", "Enter your ZIP code 94103 for the code."],
];

for (const [name, body] of DISTRACTORS) {
  Deno.test(`${name} is no code`, () => {
    expect(extract(text(body)).codes).to.deep.equal([]);
  });
}

Deno.test("distractors lose to the real code in the same mail", () => {
  const body = `Order #448120 of $1,299.00 placed on March 3, 2025 at 14:22.
Your verification code is 558120.
Call 1-800-555-0148. Acme, 1234 Elm Street, Portland, OR 97205. © 2025`;
  expect(extract(text(body))).to.include({ code: "558120" });
  expect(extract(text(body)).codes).to.deep.equal(["558120"]);
});

Deno.test("no keyword, no code: a number alone is never a guess", () => {
  expect(extract(text("Hello!\n\n482913\n\nSee you soon.")).code).to.equal(null);
  expect(extract(html("<h1 style='font-size:40px'>482913</h1>")).code).to.equal(null);
});

Deno.test("the subject counts: its keyword labels a prominent number, and a code in it is found", () => {
  expect(extract(html("<h1 style='font-size:40px'>583920</h1><p>Enter it on the page.</p>", "Your login code")).code)
    .to.equal("583920");
  expect(extract(text("Enter the code from the subject.", "739201 is your Kivo code")).code).to.equal("739201");
});

Deno.test("a keyword in a label block reaches the number below it, not a number deep in a later sentence", () => {
  expect(extract(text("Your verification code:\n\n482913\n\nIt expires in 10 minutes.")).code).to.equal("482913");
  expect(extract(text("Your code was sent.\nSupport hours 0600-2200, line 3 of 7 in room 2212.")).codes).to.deep
    .equal([]);
});

Deno.test("prominence ranks: the big, letter-spaced, monospaced code wins over a plain one", () => {
  const found = extract(html(`<p>Your code: 111111 (old)</p>
    <p>Your code: <span style="font-size:32px;letter-spacing:6px;font-family:monospace">482913</span></p>`));
  expect(found.codes).to.deep.equal(["482913", "111111"]);
});

Deno.test("codes split across spans, table cells and spaces are read whole", () => {
  const spans = [..."903417"].map((digit) => `<span style="border:1px solid">${digit}</span>`).join("");
  expect(extract(html(`<p>Your verification code</p><div>${spans}</div>`)).code).to.equal("903417");
  const cells = [..."551902"].map((digit) => `<td>${digit}</td>`).join("");
  expect(extract(html(`<p>Your one-time code:</p><table><tr>${cells}</tr></table>`)).code).to.equal("551902");
  expect(extract(html(`<p>Verification code</p><p style="font-size:30px">2 6 4 0 1 9</p>`)).code).to.equal("264019");
});

Deno.test("hidden text is not read: a pre-header's number does not count, the visible code does", () => {
  const found = extract(html(`<div style="display:none">Your code is 111111</div><p>Your code is 482913</p>`));
  expect(found.codes).to.deep.equal(["482913"]);
});

// Issue 18 changed this: a dash grouping is kept in `code` (as printed); `code_digits` is what is typed.
Deno.test("a dash grouping is kept in code, a space between groups is not; code_digits is what a person types", () => {
  const pick = (body: string) => {
    const found = extract(text(body));
    return [found.code, found.code_digits];
  };
  expect(pick("Your code: 482 913")).to.deep.equal(["482913", "482913"]);
  expect(pick("Your code: 482-913")).to.deep.equal(["482-913", "482913"]);
  expect(pick("Your confirmation code: K7P-2QX")).to.deep.equal(["K7P-2QX", "K7P2QX"]);
  expect(pick("Your code: A1B2C3")).to.deep.equal(["A1B2C3", "A1B2C3"]);
});

Deno.test("the HTML part is read first; the text part is read when the HTML has no code", () => {
  expect(extract({ html: "<p>Hello</p>", text: "Your code is 482913" }).code).to.equal("482913");
  expect(extract({ html: "<p>Your code is 111111</p>", text: "Your code is 482913" }).code).to.equal("111111");
});

Deno.test("an empty message gives nothing", () => {
  expect(extract({})).to.deep.equal({ code: null, code_digits: null, codes: [], link: null, links: [] });
  expect(extract({ subject: null, text: null, html: null })).to.deep.equal({
    code: null,
    code_digits: null,
    codes: [],
    link: null,
    links: [],
  });
});

Deno.test("a street word after a number needs its capital: 'close the tab' is no street", () => {
  expect(extract(text("Enter code 482913 and close the tab.")).code).to.equal("482913");
  expect(extract(text("Your code goes to 1234 Acacia Close.")).code).to.equal(null);
});

Deno.test("'your package:' after a code sentence names the package; 'order 12345678' still labels its number", () => {
  expect(extract(text("Share this one-time code with the driver to receive your package: 512804")).code).to
    .equal("512804");
  expect(extract(text("Your verification code for order 12345678 is below.")).codes).to.deep.equal([]);
  expect(extract(text("Your code was sent. Your package: 512804")).codes).to.deep.equal([]);
});

Deno.test("German bank TAN words count: TAN, mTAN, pushTAN; the colour tan does not", () => {
  expect(extract(text("Ihre mTAN lautet: 448 812")).code).to.equal("448812");
  expect(extract(text("Ihre pushTAN: 448812")).code).to.equal("448812");
  expect(extract(text("Colour: tan 448812")).code).to.equal(null);
});

Deno.test("Dutch and British postcodes are no codes: 3521 AZ, EC2A 4QS", () => {
  expect(extract(text("Vul deze code in. Stadsplateau 1, 3521 AZ Utrecht.")).codes).to.deep.equal([]);
  expect(extract(text("Your code: sent to 71 Leonard Street, London EC2A 4QS")).codes).to.deep.equal([]);
});

Deno.test("one string means one thing: labelled elsewhere as a booking reference or a meeting PIN, it is no code", async () => {
  const { explain } = await import("../../src/extract/explain.ts");
  const cell = (code: string) => `<p>Il tuo codice</p><p style="font-size:34px;letter-spacing:6px"><b>${code}</b></p>`;
  // alone, the big cell under "codice" reads as a code
  expect(extract(html(cell("XK4R7B"), "Conferma di acquisto")).code).to.equal("XK4R7B");
  // the same string labelled as a PNR lower down is the booking's reference, in both places
  const booking = html(`${cell("XK4R7B")}<p>Milano → Roma · Codice PNR: XK4R7B</p>`, "Conferma di acquisto");
  expect(extract(booking).code).to.equal(null);
  const big = explain(booking).candidates.codes.find((c) => c.text === "XK4R7B" && c.score !== null && c.score >= 7);
  expect(big?.chosen).to.equal(false);
  expect(big?.reason).to.match(/: not a code, the same string is labelled as another number elsewhere in the mail$/);
  // a passcode printed big at the top and again among a meeting's dial-in details opens the meeting
  const meeting = text("암호: 318204\n\n회의 참가\n회의 ID: 771 2048 3316\n참가자 PIN: 318204 #", "회의 초대");
  expect(extract(meeting).code).to.equal(null);
  // a code repeated in the subject and the body is still one code
  expect(extract(text("Your sign-in code is 482913.\nIt expires in 10 minutes.", "482913 is your code")).code)
    .to.equal("482913");
});

Deno.test("a gift card's PIN redeems its value and is no code; a parcel locker's pickup PIN is one", () => {
  const card = html(
    `<p>Someone sent you a Lumen gift card worth £25.</p><p>Card number</p><p style="font-size:28px"><b>KNKY-RYBF</b></p>` +
      `<p>PIN: <b style="font-size:20px">4872</b></p><p>Redeem it at checkout.</p>`,
    "You've received a gift card",
  );
  expect(extract(card).code).to.equal(null);
  const fr = html(`<p>Votre carte cadeau Bloom</p><p>Code PIN <b style="font-size:20px">4471</b></p>`, "Un cadeau");
  expect(extract(fr).code).to.equal(null);
  const locker = html(
    `<p>Your parcel is waiting in locker WAW118M.</p><p>Pickup PIN: <b style="font-size:20px">731904</b></p>`,
    "Your parcel is ready for pickup",
  );
  expect(extract(locker).code).to.equal("731904");
});

Deno.test("capitals in a line written in capitals are a heading's word, unless a colon gives them as the value", () => {
  expect(extract(text("CÓDIGO DE PREVENTA\n\nUsa tu enlace de fan para comprar.", "Preventa exclusiva")).code)
    .to.equal(null);
  expect(extract(text("YOUR STEAM GUARD CODE: BQVKB", "Steam Guard")).code).to.equal("BQVKB");
  expect(extract(text("Login code\n\nBQVKB", "Your Steam account")).code).to.equal("BQVKB");
});

Deno.test("letters read as a word by a word's edges: SPRING, WELCOME, SAMR do; NVUGX, FVGB, XKQ do not", async () => {
  const { pronounceable } = await import("../../src/extract/reader.ts");
  for (const word of ["SPRING", "WELCOME", "SAVE", "SAMR", "STRAND", "THICK", "BLOOM"]) {
    expect(pronounceable(word), word).to.equal(true);
  }
  for (const code of ["NVUGX", "FVGB", "XKQ", "GXUAB", "TOKGX", "QWRTZ"]) {
    expect(pronounceable(code), code).to.equal(false);
  }
  // a random six of capitals and a digit after "verification code" is a code; a word and a number in a sale is not
  expect(extract(text("Your verification code:\n\nNVUGX9", "Verify your email")).code).to.equal("NVUGX9");
  expect(extract(text("Use code SAVE20 at checkout for 20 % off.", "Spring sale")).code).to.equal(null);
});

Deno.test("'code of' a booking, a referral or a sale names another code, in the label's whole phrase", () => {
  expect(extract(text("Código de reserva (localizador): K7QZ4M\nVuelo: AC 3417", "Tu vuelo")).code).to.equal(null);
  expect(extract(text("Tu código de verificación: K7QZ4M", "Verifica tu cuenta")).code).to.equal("K7QZ4M");
  expect(extract(text("Codice di prenotazione: 4821907", "Il tuo viaggio")).code).to.equal(null);
  const cell = (label: string) =>
    html(`<p>${label}</p><p style="font-size:30px;letter-spacing:4px"><b>QX7K-2M9P</b></p>`, "Poupa");
  expect(extract(cell("SEU CÓDIGO DE INDICAÇÃO")).code).to.equal(null);
  expect(extract(cell("SEU CÓDIGO DE ACESSO")).code).to.equal("QX7K-2M9P");
});

Deno.test("the name of a kind of number is none: a statement's 'never share your CVV2' is no code", () => {
  const warning = "温馨提示：本行工作人员不会以任何理由向您索取密码、短信验证码或CVV2码，请注意防范电信诈骗。";
  expect(extract(text(`您好！以下是您 2026 年 11 月的信用卡电子账单摘要。\n${warning}`, "信用卡电子账单")).code).to
    .equal(null);
  expect(extract(text("Never share your CVC2 or your verification code.", "Statement")).code).to.equal(null);
});

Deno.test("four or more codes printed alike are a list of backup codes, not one code", async () => {
  const { explain } = await import("../../src/extract/explain.ts");
  const list = ["8147-2290", "5503-6128", "3091-7745", "0865-9140", "6620-1184"];
  const mail = (codes: string[]) =>
    html(
      `<p>Your new backup codes. Each code works once:</p>${codes.map((c) => `<p><code>${c}</code></p>`).join("")}`,
      "Backup codes",
    );
  expect(extract(mail(list)).code).to.equal(null);
  expect(extract(mail(list.slice(0, 4))).code).to.equal(null);
  const why = explain(mail(list)).candidates.codes.find((c) => c.code === "8147-2290" && c.score !== null);
  expect(why?.reason).to.match(/: not a code, one of 5 codes printed alike \(a list\)$/);
  // one code, repeated, and a code beside a number of another shape stay
  expect(extract(mail(["8147-2290", "8147-2290"])).code).to.equal("8147-2290");
  expect(extract(text("Your code is 482913.\nBackup: 4821-9033", "Sign in")).code).to.equal("482913");
});

Deno.test("a pickup code by its German and Dutch compound is a code: Abholcode, afhaalcode", () => {
  expect(extract(html(`<p>Abholcode</p><p style="font-size:38px"><b>8241</b></p>`, "Ihr Paket liegt bereit")).code)
    .to.equal("8241");
  expect(extract(text("Je afhaalcode: 551903", "Je pakket ligt klaar")).code).to.equal("551903");
});

Deno.test("in a code's slot only: lower-case letter groups and a long mixed-case code", () => {
  // a line of its own under the keyword, or after the label's colon
  expect(extract(text("Your login code:\n\ntqbw-mfkr-zehp\n\nIt expires in 10 minutes.", "Plane login code")))
    .to.deep.include({ code: "tqbw-mfkr-zehp", code_digits: "tqbwmfkrzehp" });
  expect(extract(text("Verification code: kP4dW9xq2T", "Complete your sign-up"))).to.deep.include({
    code: "kP4dW9xq2T",
    code_digits: "kP4dW9xq2T",
  });
  // in a sentence, a slug or an identifier
  expect(extract(text("Your code is in the well-made-shoe folder.", "Code")).code).to.equal(null);
  expect(extract(text("Use the code kP4dW9xq2T when you call us.", "Code")).code).to.equal(null);
  // groups of unequal length, one case only, or labelled as another number
  expect(extract(text("Your code:\n\nred-blue-cyan", "Code")).code).to.equal(null);
  expect(extract(text("Your code:\n\nKP4DW9XQ2T", "Code")).code).to.equal(null);
  expect(extract(text("Order ID: kP4dW9xq2T", "Your code and order")).code).to.equal(null);
});

Deno.test("numbers for use elsewhere: a SIM's PUK, a payment's authorization code, a masked phone, an error code", () => {
  expect(
    extract(
      html(
        `<p>ICCID</p><p>8982 0626 0091 4473 8816</p><p>PUK</p><p style="font-size:22px"><b>40718823</b></p><p>인증번호(OTP)는 절대 타인에게 알려주지 마세요.</p>`,
        "eSIM 개통 완료",
      ),
    ).code,
  )
    .to.equal(null);
  expect(extract(text("Compra aprovada de R$ 237,48.\nCódigo de autorização\n614207", "Compra aprovada")).code).to
    .equal(null);
  expect(extract(text("Pago confirmado. Código de autorización: 072914", "Pago confirmado")).code).to.equal(null);
  expect(
    extract(text("We got a request to reset the PIN for the wallet linked to 0712 ••• 482.", "Reset your PIN")).code,
  )
    .to.equal(null);
  expect(extract(text("Some players see “Verification failed (code 4012)” after updating.", "Patch notes")).code)
    .to.equal(null);
  // a verification code after the same words stays one
  expect(extract(text("Your verification code: 614207", "Verify")).code).to.equal("614207");
});

Deno.test("an authorisation code is a card receipt's, unless the mail says to keep it to yourself", () => {
  const receipt =
    "Card ending 4821 charged £42.10 at Harlow Steel.\nAuthorisation code: 739154\nThank you for shopping.";
  expect(extract(text(receipt, "Your receipt")).code).to.equal(null);
  const payee = "Your authorisation code is: 73915428\n\nUse it to authorise the payment below. " +
    "Do not share it with anyone.\n\nPayee: Harlow Steel\nAmount: £12,480.00";
  expect(extract(text(payee, "Your authorisation code for a new payee")).code).to.equal("73915428");
  expect(extract(text(payee.replace("Do not share it with anyone.", ""), "New payee")).code).to.equal(null);
  const approval = "Approval code: 528147\nIt expires in 5 minutes. Never share this code, not even with us.";
  expect(extract(text(approval, "Approve your transfer")).code).to.equal("528147");
});

Deno.test("code words in Lithuanian, Romanian, Thai (no spaces) and Bengali; a Latvian booking's code by its inflected label", () => {
  expect(extract(text("Atsiėmimo kodas\n94 17 25\nĮveskite kodą paštomato ekrane.", "Siunta paštomate")).code).to.equal(
    "941725",
  );
  expect(extract(text("Codul tău de deschidere:\n318 927", "Coletul tău a ajuns în locker")).code).to.equal("318927");
  expect(extract(text("พัสดุของคุณถึงตู้แล้ว - รหัสรับพัสดุ 774309", "พัสดุถึงแล้ว")).code).to.equal("774309");
  expect(extract(text("লগইনের জন্য ভেরিফিকেশন কোড: 903114", "লগইন কোড")).code).to.equal("903114");
  expect(extract(text("Rezervācijas kods: K7XQ2M\nRīga–Oslo, 12.12.2026", "Rezervācijas apstiprinājums")).code).to
    .equal(null);
});

Deno.test("a lottery ticket's control code is a reference, not a code", () => {
  const ticket = html(
    `<p>Il tuo biglietto per il concorso n. 132</p><p>Codice di controllo</p><p style="font-size:22px;font-family:monospace"><b>9F3A-27C1</b></p>`,
    "Lotto Stella: la tua giocata",
  );
  expect(extract(ticket).code).to.equal(null);
  expect(extract(text("Control number: 4821-9033", "Your receipt")).code).to.equal(null);
});

Deno.test("labels of other numbers in Greek, Turkish, Arabic and Hebrew; a biller code and an enquiries line", () => {
  expect(extract(text("Κωδικός κράτησης: KA-7Q2M9\nΑθήνα – Πάτρα, 14:30", "Το εισιτήριό σας")).code).to.equal(null);
  expect(extract(text("Sipariş kodu: 88214730\nTeslimat: 3 gün", "Siparişiniz alındı")).code).to.equal(null);
  expect(extract(text("رمز الحجز: 771204", "تأكيد الحجز")).code).to.equal(null);
  expect(extract(text("קוד הזמנה: 552918", "ההזמנה שלך התקבלה")).code).to.equal(null);
  expect(extract(text("Pay by BPAY. Biller code 24166, reference 5502118447.", "Your bill is ready")).code).to.equal(
    null,
  );
  const sign_in = "Use this link to sign in to your account.\n\nAccount enquiries: 13 28 40, Mon–Fri 8am–6pm.";
  expect(extract(text(sign_in, "Your sign-in link")).code).to.equal(null);
  // the code words still name a code beside them
  expect(extract(text("Κωδικός επαλήθευσης: 482913", "Επαλήθευση")).code).to.equal("482913");
  expect(extract(text("Doğrulama kodunuz: 482913", "Giriş kodu")).code).to.equal("482913");
});

Deno.test("pairs of digits joined by dashes are a code unless they read as a date; Chinese pickup codes", () => {
  expect(
    extract(text("Ihr Bestätigungscode lautet:\n26-81-47\nEr ist 10 Minuten gültig.", "Passwort zurücksetzen")).code,
  )
    .to.equal("26-81-47");
  expect(extract(text("Ihr Bestätigungscode lautet:\n26-81-47", "Passwort zurücksetzen")).code_digits).to.equal(
    "268147",
  );
  expect(extract(text("Bestätigungscode gesendet am 26-11-26.", "Passwort zurücksetzen")).code).to.equal(null);
  expect(extract(text("【蜂站】您的快递已存入智能柜，取件码 60418237，请于48小时内取件。", "取件通知")).code).to.equal(
    "60418237",
  );
});

Deno.test("code words of Nordic compounds, Catalan, Slovene, Icelandic, Urdu and Georgian", () => {
  const cases: [string, string][] = [
    ["Din engangskode er 482913. Den udløber om 10 minutter.", "Log ind"],
    ["Din bekreftelseskode: 482913", "Bekreft e-postadressen din"],
    ["Ange verifieringskoden 482913 i appen.", "Verifiera din e-post"],
    ["El teu codi de verificació és 482913.", "Verifica el correu"],
    ["Vaša potrditvena koda je 482913.", "Potrdite e-pošto"],
    ["Staðfestingarkóði þinn er 482913.", "Staðfestu netfangið"],
    ["آپ کا تصدیقی کوڈ 482913 ہے۔", "تصدیق"],
    ["თქვენი კოდი: 482913", "ავტორიზაცია"],
  ];
  for (const [body, subject] of cases) expect(extract(text(body, subject)).code, body).to.equal("482913");
});

Deno.test("“code” of an order, a parcel or a booking in Croatian, Bulgarian, Swedish and Bengali names another number", () => {
  expect(extract(text("Kod narudžbe: 482913\nHvala na kupnji!", "Vaša narudžba je zaprimljena")).code).to.equal(null);
  expect(extract(text("Код на пратката: 482913", "Пратката ви е изпратена")).code).to.equal(null);
  expect(extract(text("Kod för försändelse 482913", "Ditt paket är på väg")).code).to.equal(null);
  expect(extract(text("বুকিং কোড: 482913", "আপনার বুকিং নিশ্চিত হয়েছে")).code).to.equal(null);
  // the same words still label a code of their own
  expect(extract(text("Код за потвърждение: 482913", "Потвърдете имейла си")).code).to.equal("482913");
  expect(extract(text("Ваш код: 482913", "Вход в аккаунт")).code).to.equal("482913");
  expect(extract(text("লগইন কোড: 482913", "লগইন")).code).to.equal("482913");
});

Deno.test("a sale's code in Polish, Turkish, Greek and Vietnamese is a promo code", () => {
  const cases: [string, string][] = [
    ["Twój kod: 482913 — 20% rabatu na pierwsze zamówienie w koszyku.", "Promocja tylko dziś"],
    ["Kodunuz: 482913. Sepette %20 indirim!", "Kampanya başladı"],
    ["Ο κωδικός σου: 482913 για έκπτωση 20% στο καλάθι.", "Προσφορά"],
    ["Mã của bạn: 482913 — giảm giá 20% cho giỏ hàng.", "Ưu đãi cuối tuần"],
  ];
  for (const [body, subject] of cases) expect(extract(text(body, subject)).code, body).to.equal(null);
});

Deno.test("digits of other scripts are read as digits: the code keeps them as printed, code_digits is ASCII", () => {
  const persian = extract(text("کد ورود شما: ۳۸۱۷۵\nاین کد تا ۲ دقیقه معتبر است.", "کد ورود"));
  expect([persian.code, persian.code_digits]).to.deep.equal(["۳۸۱۷۵", "38175"]);
  const bengali = extract(text("আপনার লগইন কোড: ৫৮২৯৪১", "লগইন কোড"));
  expect([bengali.code, bengali.code_digits]).to.deep.equal(["৫৮২৯৪১", "582941"]);
  const fullwidth = extract(text("認証コード：４８２９１３", "認証コードのお知らせ"));
  // full-width digits are the same characters as ASCII once the text is normalised (NFKC)
  expect([fullwidth.code, fullwidth.code_digits]).to.deep.equal(["482913", "482913"]);
});

Deno.test("a code in Amharic and Zulu; equal digit groups joined by a dot in a code's slot", () => {
  expect(extract(text("ወደ መለያዎ ለመግባት የማረጋገጫ ኮድዎ፦ 4418", "የመግቢያ ኮድ")).code).to.equal("4418");
  expect(extract(text("Ikhodi yakho yokungena ithi: 806431", "Ikhodi yokungena")).code).to.equal("806431");
  const dotted = extract(text("Kayıt ekranına şu kodu girin:\n284.619\nKod 10 dakika geçerlidir.", "Doğrulama kodu"));
  expect([dotted.code, dotted.code_digits]).to.deep.equal(["284.619", "284619"]);
  // in a sentence a dotted number is a number
  expect(extract(text("Kodunuz hazır. Toplam tutar 284.619 TL.", "Doğrulama kodu")).code).to.equal(null);
});

Deno.test("Arabic's article is read off a word: كود الخصم is a discount code", () => {
  expect(extract(text("استخدم كود الخصم WKND10 في التطبيق.", "تم شحن رصيدك")).code).to.equal(null);
});

Deno.test("backup codes of letters and digits printed in one grouping are a list, whatever their letters", () => {
  const list = "Your recovery codes:\n7KQ2-MZ4P R9TD-61XW\n4HBN-Q0CE W2JS-8LVA\nPZ5M-3KRT 6GYE-NF07";
  expect(extract(text(list, "Your new recovery codes")).code).to.equal(null);
});

Deno.test("a word of another number in a phrase about the code is not the code's label", () => {
  const body = "Your verification code for the Password Reset application is: 90417365\nIt expires in 15 minutes.";
  expect(extract(text(body, "Verification code")).code).to.equal("90417365");
  // a number right after its own label still is that number
  expect(extract(text("Your code was sent. Application number: 90417365", "Verification code")).code).to.equal(null);
});

Deno.test("a member's card number and a video call's passcode are no codes; three capitals before four digits are one code", () => {
  const renewal = html(
    `<table><tr><td>Ricevuta n.</td><td>2025/0217</td></tr><tr><td>Tessera socio</td><td>FV-03381</td></tr></table><p>Mostra il codice all'ingresso.</p>`,
    "Abbonamento rinnovato",
  );
  expect(extract(renewal).code).to.equal(null);
  const call = "Where: Online video call\n\nJoin the call: https://meet.example/ama/4Kx9-Tq2m\nPasscode: 551903\n";
  expect(extract(text(call, "Your appointment is confirmed")).code).to.equal(null);
  const slack = extract(text("Your verification code: RTK-5583", "Verify your e-mail"));
  expect([slack.code, slack.code_digits]).to.deep.equal(["RTK-5583", "RTK5583"]);
  const google = extract(text("Your verification code: GOO-482913", "Verify your e-mail"));
  expect([google.code, google.code_digits]).to.deep.equal(["GOO-482913", "482913"]);
});

Deno.test("a listing's code, a code marked invalid, and Arabic's “and” written into the code word", () => {
  expect(extract(text("Κωδικός αγγελίας: HA-11872\nΔιεύθυνση: Λεωφόρος Κηφισίας 120", "Επιβεβαίωση επίσκεψης")).code)
    .to.equal(null);
  const renewed =
    "Alter Abholcode: 57204 – ungültig\nNeuer Abholcode: 61938\n\nBitte verwenden Sie nur den neuen Code.";
  expect(extract(text(renewed, "Neuer Abholcode für Ihre Bestellung")).code).to.equal("61938");
  const arabic = "لقد طلبت الدخول إلى بوابة المرضى، ورمز الدخول الخاص بك هو 6290 وهو صالح لمدة 5 دقائق فقط.";
  expect(extract(text(arabic, "رمز الدخول إلى بوابة المرضى")).code).to.equal("6290");
});

Deno.test("a Dutch meeting's access code, a Brazilian pickup senha, and the sender's name in capitals", () => {
  expect(
    extract(
      text(
        "woensdag 9 april 2025 · 15:00–16:00\nVergadering-ID: 703 8812 5590 · Toegangscode: 318806",
        "Bijgewerkt: Kwartaaloverleg",
      ),
    ).code,
  )
    .to.equal(null);
  expect(
    extract(
      text(
        "Seu pedido chegou ao armário.\nSenha de retirada: 530 718\nVálida até 12/04.",
        "Seu pedido está no armário",
      ),
    ).code,
  )
    .to.equal("530718");
  const logo = {
    from: "Waymark Travel <hello@waymark.travel>",
    ...html(
      `<p style="letter-spacing:6px;font-size:20px">WAYMARK</p><p>Use the button below to sign in.</p>`,
      "Your sign-in link",
    ),
  };
  expect(extract(logo).code).to.equal(null);
  // capitals that are not the sender's name still read as a code in a code's slot
  const other = { ...logo, html: `<p>Your code:</p><p style="letter-spacing:6px;font-size:20px">QWRTZX</p>` };
  expect(extract(other).code).to.equal("QWRTZX");
});

Deno.test("an error's code in Italian is no code; a Korean locker's password is a pickup code", () => {
  expect(
    extract(
      text("La fattura è stata scartata.\nCodice errore: 00311 – CodiceDestinatario non valido", "Fattura scartata"),
    ).code,
  )
    .to.equal(null);
  expect(
    extract(text("택배가 보관함에 도착했습니다.\n보관함 비밀번호: 2739\n3일 안에 찾아가세요.", "택배 보관 안내")).code,
  )
    .to.equal("2739");
});

Deno.test("a trip's “confirmation code” of six letters and digits is its booking reference; elsewhere it is a code", () => {
  const trip = "Thanks for booking with Bluecrest.\n\nConfirmation code: KQ7T2M\nTicket number: 0642198830415";
  expect(extract(text(trip, "Your trip confirmation - CMH to ATL")).code).to.equal(null);
  expect(extract(text("Check-in is open.\nConfirmation\nKQ7T2M", "Check-in is open for your flight tomorrow")).code).to
    .equal(null);
  // a sign-in code in a trip's mail, and a confirmation code of letters and digits in a sign-up's mail, are codes
  expect(
    extract(text("Your confirmation code is 482913. It expires in 10 minutes.", "Sign in to manage your booking")).code,
  )
    .to.equal("482913");
  expect(extract(text("Confirmation code: K7P2QX\nEnter it to finish signing up.", "Confirm your email address")).code)
    .to.equal("K7P2QX");
});

Deno.test("in a code's slot: ten digits in two groups of five, and unequal digit groups joined by a dash", () => {
  const ten = extract(
    text("Inserisci il seguente codice di conferma di 10 cifre:\n\n28491 03756\n\nValido 24 ore.", "Codice"),
  );
  expect([ten.code, ten.code_digits]).to.deep.equal(["2849103756", "2849103756"]);
  // in a sentence, or labelled as a phone number, two groups of five are no code
  expect(extract(text("Your code is ready; call 98765 43210 with questions.", "Code")).code).to.equal(null);
  expect(extract(text("Your verification code is below.\nMobile: 98765 43210", "Code")).code).to.equal(null);
  const locker = extract(
    text("A package is waiting.\n  Locker:       Bank C, door 41\n  Pickup code:  7350-26\n", "Package"),
  );
  expect([locker.code, locker.code_digits]).to.deep.equal(["7350-26", "735026"]);
  // a range or a reference of the same shape is no code
  expect(extract(text("Your login code is below.\nCódigo postal: 1200-450", "Login code")).code).to.equal(null);
  expect(extract(text("Your login code is below.\nPhone: 555-0177", "Login code")).code).to.equal(null);
  // alone on its line, with no label of its own, it is not read
  expect(extract(text("Your login code is below.\n\n555-0177", "Login code")).code).to.equal(null);
  expect(extract(text("Invoice ref: 2025-3318", "Your code")).code).to.equal(null);
});

Deno.test("a one-time password in Serbian, Croatian, Slovene and Bulgarian; pickup and security codes of the Nordic languages and Finnish", () => {
  const cases: [string, string, string][] = [
    [
      "Za potvrdu plaćanja koristite jednokratnu lozinku:\n\n60418273\n\nIznos: 42,00 EUR",
      "Plaćanje karticom",
      "60418273",
    ],
    ["Vaša jednokratna lozinka je 519302. Vrijedi 5 minuta.", "Prijava", "519302"],
    ["Vaše enkratno geslo: 730418", "Prijava v spletno banko", "730418"],
    ["Еднократна парола: 284610\nВалидна е 3 минути.", "Плащане", "284610"],
    ["Hämtkod: 7241\nOrdernummer: 2281904", "Din order är redo att hämtas", "7241"],
    ["Hentekode: 5530\nOrdrenummer 772190", "Pakken din er klar", "5530"],
    ["Afhentningskode: 8812\nOrdrenummer 661204", "Din pakke er klar", "8812"],
    ["NOUTOKOODI: 615 204\nSeurantatunnus: JJFI 6420 1188 4402", "Pakettisi odottaa", "615204"],
    ["Turvakoodisi on 402 918.", "Kirjautuminen", "402918"],
    ["Öryggiskóðinn þinn er: 4410-2297", "Innskráning", "4410-2297"],
  ];
  for (const [body, subject, code] of cases) expect(extract(text(body, subject)).code, body).to.equal(code);
  // a password changed, named in the same words, gives no code
  expect(extract(text("Vaša lozinka je promijenjena 12.09.2026. u 22:47.", "Lozinka promijenjena")).code).to.equal(
    null,
  );
});

Deno.test("a subject's number that the body prints but reads as no code is not the code when the body reads another", () => {
  const body =
    "Umeomba kuunganisha Till 4410982 na huduma ya nje.\nIli kukamilisha, weka nambari hii ya uthibitisho:\n\n" +
    "    285 164\n\nNambari hii itaisha baada ya dakika 10.";
  expect(extract(text(body, "Nambari ya uthibitisho: kuunganisha Till 4410982")).code).to.equal("285164");
  // the subject's code that the body reads as one too stays the code
  expect(extract(text("Your code is 482913. It expires in 10 minutes.", "482913 is your login code")).code).to.equal(
    "482913",
  );
  // and one the body does not print at all
  expect(extract(text("Use the code in the subject to sign in.", "Your login code: 604218")).code).to.equal("604218");
});

Deno.test("a hotline's number after its hours (24/7) is a phone's; “code” in Wolof and Yoruba", () => {
  const statement = "Sao kê tài khoản kỳ 01/09 – 30/09 đính kèm.\nTổng đài 24/7: 1900 6612 (miễn phí).\n" +
    "Ngân hàng không bao giờ yêu cầu Quý khách cung cấp mã OTP qua email.";
  expect(extract(text(statement, "Sao kê tài khoản tháng 09/2026")).code).to.equal(null);
  expect(extract(text("Hotline (24/7): 0800 4412. Never share your OTP.", "Statement")).code).to.equal(null);
  expect(extract(text("Hubungi talian 1300 8822 jika ada pertanyaan tentang kod OTP.", "Penyata")).code).to.equal(null);
  expect(extract(text("Sa kóodu wóorlu mooy:\n\n5 8 3 0 4 1\n\nBul ko wone kenn.", "Xaalis")).code).to.equal("583041");
  expect(extract(text("Koodu ìjẹ́rìísí rẹ ni 740215.", "Ìjẹ́rìísí")).code).to.equal("740215");
});

Deno.test("a class's join code and an invitation's code are no one-time code, in English, Japanese, Chinese and Korean", () => {
  expect(extract(text("Students join with the class code 7KQ2-MX4P. Teachers use the link above.", "Invitation")).code)
    .to.equal(null);
  expect(extract(text("※クラスコード（7KQ2-MX4P）は生徒用です。", "クラスへの招待")).code).to.equal(null);
  expect(extract(text("班级码：7KQ2MX", "加入班级")).code).to.equal(null);
  expect(extract(text("초대 코드: 7KQ2MX", "초대")).code).to.equal(null);
  // a verification code in the same mails is still one
  expect(extract(text("認証コード：482913\nクラスコード（7KQ2-MX4P）は生徒用です。", "認証コード")).code).to.equal(
    "482913",
  );
});

Deno.test("a long hexadecimal token is a code only where a sentence names it the code, at its line's end", () => {
  const reset = "To reset your password, paste the verification code into the form.\n\n" +
    "The verification code is 9c0d7e41b3a5f28e6d1c0b7a94e2f3d8\n\nThank you.";
  expect(extract(text(reset, "Your password reset request")).code).to.equal("9c0d7e41b3a5f28e6d1c0b7a94e2f3d8");
  expect(extract(text("Reset code: 9C0D7E41B3A5F28E6D1C", "Reset your password")).code).to.equal(
    "9C0D7E41B3A5F28E6D1C",
  );
  // a commit, a hash in the middle of a sentence, or an error's code is none
  expect(extract(text("Build failed.\nCommit: 9c0d7e41b3a5f28e6d1c0b7a94e2f3d8\nBranch: main", "CI: failed")).code).to
    .equal(null);
  expect(extract(text("Your code is 9c0d7e41b3a5f28e6d1c0b7a94e2f3d8 in the logs, see below.", "Build")).code).to
    .equal(null);
  expect(extract(text("The sync stopped. Error code: 8007000e12ab34cd5e", "Sync problem")).code).to.equal(null);
});

Deno.test("in a code's slot: a parcel station's dashed digits, and three equal groups of capitals and digits", () => {
  const station = extract(text("【驿站】您的包裹已到达。\n\n取件码：3-2-5107\n\n请凭取件码到店取件。", "取件通知"));
  expect([station.code, station.code_digits]).to.deep.equal(["3-2-5107", "325107"]);
  // a date of the same shape is none
  expect(extract(text("Your verification code expires on\nValid until: 2026-10-05", "Verification code")).code).to
    .equal(null);
  const dcv = extract(text("Enter the validation code below:\n\n  Validation code: H7XQ-2MKP-R49D\n", "Validation"));
  expect([dcv.code, dcv.code_digits]).to.deep.equal(["H7XQ-2MKP-R49D", "H7XQ2MKPR49D"]);
  expect(extract(text("Voer deze eenmalige code in:\n\n    K7Q-94X-2MD\n", "Je code")).code).to.equal("K7Q-94X-2MD");
  // a game's key of four groups, or of groups of five, is no one-time code
  expect(extract(text("Your code:\n\nRIFT-S7K9-QX24-HWM3", "Your season pass")).code).to.equal(null);
  expect(extract(text("Your code:\n\nQ7KX2-M4PZ9-R2WD8", "Your key")).code).to.equal(null);
});

Deno.test("a biller's code, a post office box and a free trial's code are other numbers", () => {
  expect(extract(text("Bayar melalui JomPAY – Kod Biller 5401, Ref-1: 2204718836.", "Bil air anda")).code).to.equal(
    null,
  );
  expect(extract(text("مجان موبايل — ص.ب 1120، الرمز البريدي 112، روي", "فاتورتك جاهزة")).code).to.equal(null);
  const trial = "Sponsor: immutable backups, 30 days free for our readers with code PATCH30. Learn more.";
  expect(extract(text(trial, "PatchWatch Weekly #212")).code).to.equal(null);
});

Deno.test("one or two capitals before six to eight capitals and digits are a prefix the form fills in", () => {
  const locker = extract(text("Kod pengambilan anda:\n\nPL-73K9Q2\n\nMasukkan 73K9Q2 pada skrin loker.", "Kod loker"));
  expect([locker.code, locker.code_digits]).to.deep.equal(["PL-73K9Q2", "73K9Q2"]);
  // equal groups stay one code
  const equal = extract(text("Your confirmation code: K7P-2QX", "Confirm"));
  expect([equal.code, equal.code_digits]).to.deep.equal(["K7P-2QX", "K7P2QX"]);
});

Deno.test("a capital and a digit before six to eight digits are a prefix the form fills in", () => {
  const portal = extract(text("Sicherheitscode: K7-294610\nGeben Sie nur die sechs Ziffern ein.", "Sicherheitscode"));
  expect([portal.code, portal.code_digits]).to.deep.equal(["K7-294610", "294610"]);
  // the same shape labelled as a reference is none
  expect(extract(text("Referenz: K7-294610", "Ihre Anfrage")).code).to.equal(null);
});

Deno.test("a code whose prefix the mail prints alone is typed without it", () => {
  const filled = extract(
    text("Enter the code AB-7Q4K on the sign-up page. The form already shows AB- for you.", "Check your address"),
  );
  expect([filled.code, filled.code_digits]).to.deep.equal(["AB-7Q4K", "7Q4K"]);
  const quoted = extract(text('Your access code: ZX-58Q2 (type only what follows "ZX-").', "Access code"));
  expect([quoted.code, quoted.code_digits]).to.deep.equal(["ZX-58Q2", "58Q2"]);
  // a prefix printed only as part of the code stays part of what is typed
  const whole = extract(text("Enter the code AB-7Q4K on the sign-up page.", "Check your address"));
  expect([whole.code, whole.code_digits]).to.deep.equal(["AB-7Q4K", "AB7Q4K"]);
});

Deno.test("a code printed with its prefix in one place and its digits alone in another keeps the prefix", () => {
  const cells =
    `<p>Ihr Anmeldecode:</p><table><tr><td>WS</td><td style="font-size:28px"><b>662091</b></td></tr></table>`;
  const found = extract({ subject: "WS-662091 ist Ihr Anmeldecode", html: cells });
  expect([found.code, found.code_digits]).to.deep.equal(["WS-662091", "662091"]);
  // the digits alone everywhere stay as printed
  expect(extract({ subject: "Ihr Anmeldecode", html: cells }).code).to.equal("662091");
});

Deno.test("a code the HTML prints in cells keeps the prefix or grouping its text part prints", () => {
  const cells =
    `<p>Your sign-in code:</p><table><tr><td>KT</td><td style="font-size:28px"><b>508213</b></td></tr></table>`;
  const prefixed = extract({ subject: "Sign in", html: cells, text: "Your sign-in code: KT-508213" });
  expect([prefixed.code, prefixed.code_digits, prefixed.codes]).to.deep.equal(["KT-508213", "508213", ["KT-508213"]]);
  const digits = `<p>Security code</p><div><span>4821</span><span>9033</span></div>`;
  const grouped = extract({ subject: "Your code", html: digits, text: "Security code: 4821-9033" });
  expect([grouped.code, grouped.code_digits]).to.deep.equal(["4821-9033", "48219033"]);
  // the text part's other numbers change nothing, and without a text part the HTML's form stands
  const other = extract({ subject: "Sign in", html: cells, text: "Your sign-in code: 508213\nOrder KT-1192" });
  expect(other.code).to.equal("508213");
  expect(extract({ subject: "Sign in", html: cells }).code).to.equal("508213");
});

Deno.test("phrases read without their accents, as mail written in ASCII prints them", () => {
  const turkish = "Belgenet portalina giris icin tek kullanimlik sifreniz: 82 04 61\nSifre 180 saniye gecerlidir.";
  expect(extract(text(turkish, "Belgenet portal tek kullanimlik sifreniz")).code).to.equal("820461");
  expect(extract(text("Ma xac minh cua ban la 604218", "Xac minh")).code).to.equal("604218");
  // and a sale's words in Greek, and Black Friday, make a code a promo code
  const greek = "Επιπλέον, με τον κωδικό διαφήμισης BF25ADS παίρνετε 50 € δωρεάν πίστωση.";
  expect(extract(text(greek, "Black Friday στο Agorakipos")).code).to.equal(null);
});

Deno.test("a request's number after “№ ”, a card that will end in four digits; codes in three groups and in four and two digits alone on their line", () => {
  const withdraw =
    "Заявка: № 8830219\n\nЧтобы подтвердить вывод, введите код в окне вывода:\n\n    5821-07\n\nКод действует 20 минут.";
  const found = extract(text(withdraw, "Подтвердите вывод"));
  expect([found.code, found.code_digits]).to.deep.equal(["5821-07", "582107"]);
  expect(extract(text("Your PIN is not changing. Your new card will end in 9170.", "Your card is on its way")).code).to
    .equal(null);
  const moving = extract(
    text("Type this code into the app on your new phone:\n\n381 540 27\n\nIt works for 15 minutes.", "Your code"),
  );
  expect([moving.code, moving.code_digits]).to.deep.equal(["38154027", "38154027"]);
  // a phone number alone on its line, in groups that run longer, is none
  expect(extract(text("Questions about your code? Call\n\n020 3966 1140", "Your code")).code).to.equal(null);
  expect(extract(text("Your login code is below.\n\n555-0177", "Login code")).code).to.equal(null);
});

Deno.test("in a booking's mail, a string labelled only “code” is its reference; a tax's revenue code is another number", () => {
  const booking = `<table><tr><td>Quando</td><td>Venerdì 9 ottobre 2026, ore 16:15</td></tr>` +
    `<tr><td>Codice</td><td>MP-8H42KQ</td></tr></table>`;
  expect(extract({ subject: "Prenotazione confermata: visita del 9 ottobre", html: booking }).code).to.equal(null);
  // the same cell in a mail that is no booking's is a code, and a booking's verification code stays one
  expect(extract({ subject: "Il tuo codice di accesso", html: booking.replace("MP-8H42KQ", "482913") }).code).to
    .equal("482913");
  expect(extract(text("Codice di verifica: 604218", "Prenotazione: verifica il tuo numero")).code).to.equal("604218");
  expect(
    extract(text("Consta em aberto a guia:\n  Código de receita: 0221 — ICMS\n  Valor: R$ 3.412,77", "Aviso de guia"))
      .code,
  ).to.equal(null);
});

Deno.test("an approval code in a mail that says it lasts minutes or is never asked for is the code; a branch code in Hindi is none", () => {
  const approve =
    "Your approval code: 9031 8426\n\nEnter it in the app to send the money. The code expires in 5 minutes.";
  expect(extract(text(approve, "Approve your transfer")).code).to.equal("90318426");
  const never = "Approval code: 528147\nWe will never call you to ask for this code.";
  expect(extract(text(never, "Approve your transfer")).code).to.equal("528147");
  expect(extract(text("अपनी गृह शाखा (शाखा कोड 0217) में दस्तावेज़ जमा करें।", "री-केवाईसी अनुस्मारक")).code).to.equal(null);
});

Deno.test("a box whose cell beside it names another code (a voucher's) is that code, not a one-time one", () => {
  const row = (intro: string, code: string, label: string) =>
    `<p>${intro}</p><table><tr><td style="font-size:20px;font-weight:bold;border:2px dashed #f59e0b">${code}</td>` +
    `<td style="font-size:13px">${label}</td></tr></table>`;
  const voucher = row(
    "Pay your power and water bills this month for less.",
    "HMT4X92K",
    "Enter the voucher code<br>at checkout",
  );
  expect(extract({ subject: "Cashback on bills with code HMT4X92K", html: voucher }).code).to.equal(null);
  // the same box beside a one-time code's words stays the code
  const login = row("Someone is signing in to your account.", "HMT4X92K", "Enter this sign-in code<br>in the app");
  expect(extract({ subject: "Your sign-in code", html: login }).code).to.equal("HMT4X92K");
});

Deno.test("a bank's TAC is a code; a scheme's participant code is its member number; two digit groups after a label", () => {
  const tac = "You are adding a new payee.\nYour TAC is 604218. It is valid for 3 minutes.";
  expect(extract(text(tac, "New payee")).code).to.equal("604218");
  expect(extract(text("Tic tac: the clock says 604218 seconds.", "Fun facts")).code).to.equal(null);
  const fund = "Your annual statement is attached.\n  Code participant:   PFX-2290417\n  Units held: 1.402,33";
  expect(extract(text(fund, "Annual statement 2025")).code).to.equal(null);
  const grouped = extract(text("Confirmation code: 5190 37\nDo not share this code.", "Confirm your transfer"));
  expect([grouped.code, grouped.code_digits]).to.deep.equal(["519037", "519037"]);
  // alone on its line the same two groups are no code
  expect(extract(text("Your confirmation code is below.\n\n5190 37\n", "Confirm your transfer")).code).to.equal(null);
});

Deno.test("a chargeback's reason code is another number", () => {
  const dispute =
    "A buyer's bank opened a chargeback.\nPayment: PX-55021\nReason code: 4837 (no cardholder authorisation)";
  expect(extract(text(dispute, "Action needed: chargeback")).code).to.equal(null);
  expect(extract(text("Código de motivo: 4837\nResponda antes del 22 de octubre.", "Contracargo abierto")).code).to
    .equal(null);
});

Deno.test("a code's stated length joins a code printed over two rows", () => {
  const rows = (label: string) =>
    `<p>Approve the payment of 2 450,00 Kč to Vodárna s.r.o.</p><p>${label}</p>` +
    `<table><tr><td style="font-size:26px"><b>5183</b></td></tr><tr><td style="font-size:26px"><b>2760</b></td></tr></table>` +
    `<p>The code is valid for 5 minutes. Never share it.</p>`;
  const found = extract({ subject: "Payment approval", html: rows("Your approval code (8 digits):") });
  expect([found.code, found.codes]).to.deep.equal(["51832760", ["51832760"]]);
  // without a stated length, the rows stay two strings and the first is the code
  expect(extract({ subject: "Payment approval", html: rows("Your approval code:") }).code).to.equal("5183");
});

Deno.test("a Hausa confirmation number is a code; a Galician meeting's access code is none", () => {
  const hausa = "Lambar tabbatarwarku ita ce: 604218\nLambar za ta ƙare bayan minti 10.";
  expect(extract(text(hausa, "Lambar tabbatarwa")).code).to.equal("604218");
  const meeting =
    "Sala: https://meet.example.gal/j/55120933817\nID da reunión: 551 2093 3817\nCódigo de acceso: 730418";
  expect(extract(text(meeting, "Mañá: curso de contabilidade")).code).to.equal(null);
});

Deno.test("a plain-text line the mailer wrapped is read with the line it continues", () => {
  const wrapped =
    "Because this package needs two-factor authentication to publish, enter this one-time password in your\n" +
    "terminal:\n\n52804917\n\nIt expires in 5 minutes.";
  expect(extract(text(wrapped, "Your one-time password for publishing")).code).to.equal("52804917");
  // a short label line stays a label of its own
  expect(extract(text("Your order is confirmed.\n\nTerminal:\n52804917\n\nGate B4", "Your trip")).code).to.equal(null);
});

Deno.test("a video bridge's passcode; a delivery PIN in Bengali; a one-time password in Kazakh", () => {
  const incident = "Incident INC-881 declared.\nVideo bridge: https://meet.example.io/inc-881 (passcode 730518)";
  expect(extract(text(incident, "INC-881 declared (SEV2)")).code).to.equal(null);
  expect(extract(text("ডেলিভারি পিন: 5821\nপার্সেল হাতে পাওয়ার পর রাইডারকে এই পিনটি বলুন।", "আজ আপনার পার্সেল")).code).to
    .equal("5821");
  const kazakh = "Өтінішке қол қою үшін бір реттік құпиясөз: 60481273\nОны ешкімге хабарламаңыз.";
  expect(extract(text(kazakh, "Бір реттік құпиясөз")).code).to.equal("60481273");
});

Deno.test("three growing groups of two or three digits are a code only right under a code's keyword", () => {
  const device = "Someone is signing in from a new device. Enter this code to confirm it's you:\n\n72 406 915\n\n" +
    "Device: desktop app on Linux";
  const found = extract(text(device, "New device verification"));
  expect([found.code, found.code_digits]).to.deep.equal(["72406915", "72406915"]);
  // the same shape in a box with a verification word only after it (a member's number, a card's) is none
  const welcome = `<h2>Welcome aboard, Sam!</h2><p style="font-size:22px;font-weight:bold;border:1px solid #ccc">` +
    `72 406 915</p><p>Your verification is complete and your listings are live.</p>`;
  expect(extract({ subject: "Your account is ready", html: welcome }).code).to.equal(null);
});

Deno.test("a Romance-language authorisation code in a mail that says to keep it secret; an invoice's recipient code", () => {
  const spei = "Estás por autorizar una transferencia de $9,120.00 MXN.\nConcepto: FACT B-11902\n\n" +
    "Tu clave de autorización es:\n\n5318 0274\n\nVence en 3 minutos. No compartas la clave con nadie.";
  expect(extract(text(spei, "Clave de autorización para tu transferencia")).code).to.equal("53180274");
  // the same words on a card receipt are its approval
  expect(extract(text("Pago con tarjeta aprobado.\nClave de autorización: 531802", "Tu recibo")).code).to.equal(null);
  const invoice = "La fattura FE/2026/0041 è stata trasmessa allo SdI (codice destinatario K7QXR2P).";
  expect(extract(text(invoice, "Rinnovo del servizio - fattura")).code).to.equal(null);
});

Deno.test("a span of two years is no code; “code” in Punjabi", () => {
  const club = `<p>Vanaf 1 november betaal je in de kantine alleen nog met pin of de clubkaart.</p>` +
    `<h3 style="border:1px solid #ccc;font-size:18px">Contributie 2026-2027</h3><p>De termijn volgt in november.</p>`;
  expect(extract({ subject: "Clubnieuws oktober", html: club }).code).to.equal(null);
  // a dashed code of two groups that are no consecutive years stays one
  expect(extract(text("Your pickup PIN:\n\n2026-2031", "Pickup")).code).to.equal("2026-2031");
  const punjabi = "ਸੁਨੇਹੇ ਖੋਲ੍ਹਣ ਲਈ ਆਪਣਾ ਕੋਡ ਐਪ ਵਿੱਚ ਦਰਜ ਕਰੋ:\n\n5820\n\nਇਹ ਕੋਡ 10 ਮਿੰਟਾਂ ਲਈ ਵੈਧ ਹੈ।";
  expect(extract(text(punjabi, "ਤੁਹਾਡਾ ਲੌਗਇਨ ਕੋਡ")).code).to.equal("5820");
});

Deno.test("an access code in Chinese (存取碼)", () => {
  const report = "你的化驗報告已上載。首次開啟報告時需輸入以下存取碼：\n\n存取碼：Q4T8MZ\n\n存取碼 72 小時內有效。";
  expect(extract(text(report, "你的報告已上載")).code).to.equal("Q4T8MZ");
});

Deno.test("a PIN of letters and digits is someone's identifier; a code in brackets after an error is the error's", () => {
  const regulator = "Your regulator PIN: 19K4207E\nYour revalidation is due on 31 March 2027.";
  expect(extract(text(regulator, "Your revalidation is due")).code).to.equal(null);
  expect(extract(text("Your card PIN: 4417. Keep it to yourself.", "Your new card")).code).to.equal("4417");
  const sync =
    "Site: Stayloom\nError: no mapping found for room type Seseragi (code 4102)\nImpact: availability not sent";
  expect(extract(text(sync, "Action needed: sync error")).code).to.equal(null);
  // a sign-in code in brackets, with no error, stays the code
  const verify = "A new email has been added. Please use the button below to verify your email. (Code 7KQ2XM)";
  expect(extract(text(verify, "Verify email")).code).to.equal("7KQ2XM");
});

Deno.test("an authorisation code in Spanish that lasts minutes; a customer's and a facility's code in Japanese", () => {
  const retiro = "Estás retirando S/ 900.00.\n\nCódigo de autorización: QX-581204\n\nEscribe solo los 6 números. " +
    "El código vence en 5 minutos.";
  const found = extract(text(retiro, "Código para autorizar tu retiro"));
  expect([found.code, found.code_digits]).to.deep.equal(["QX-581204", "581204"]);
  expect(extract(text("お得意様コード：T-02291\n今月のご請求は 12,400 円です。", "パスワード再設定のご案内")).code).to
    .equal(null);
  expect(extract(text("施設コード：NK-40119（宿 はなみずき）", "パスワード再設定")).code).to.equal(null);
});

Deno.test("a build's code after its version; a video room's PIN; a pickup number in Swahili", () => {
  const review = "After review, Kora Wallet (io.kora.wallet), version 3.1.0 (code 3100), has been rejected.";
  expect(extract(text(review, "Your app was rejected")).code).to.equal(null);
  const lesson =
    "Your next lesson starts in 1 hour.\nRoom: lessons.example/r/anna\nRoom PIN: 5290 (share only with your student)";
  expect(extract(text(lesson, "Reminder: your lesson starts in 1 hour")).code).to.equal(null);
  const parcel =
    "Kifurushi chako kimefika mapokezi.\nUkija kuchukua, mwonyeshe mhudumu nambari hii ya kuchukua:\n\n6302\n";
  expect(extract(text(parcel, "Kifurushi chako kimefika")).code).to.equal("6302");
});

Deno.test("a code in brackets after a version number, or beside an error's or a version's label cell, is not a code", () => {
  const release = "Release 4.12.0 (code 41200) is rolling out to 10% of devices.";
  expect(extract(text(release, "Your release is rolling out")).code).to.equal(null);
  const row = (label: string, value: string) => `<tr><td style="color:#777">${label}</td><td>${value}</td></tr>`;
  const sync = `<p>Der Abgleich mit Stayloom ist fehlgeschlagen.</p><table>${row("Objekt", "Haus am See")}${
    row("Fehler", "Zimmertyp nicht zugeordnet (code 5531)")
  }</table>`;
  expect(extract(html(sync, "Abgleich fehlgeschlagen")).code).to.equal(null);
  const build = `<p>Your build was approved.</p><table>${row("Version", "3.0 (code 300)")}</table>`;
  expect(extract(html(build, "Build approved")).code).to.equal(null);
  // a sign-in code in brackets beside another label stays the code
  const login = `<p>Use it to sign in. It expires in 10 minutes.</p><table>${
    row("Account", "Enter it in the app to sign in. (Code 552913)")
  }</table>`;
  expect(extract(html(login, "Your sign-in code")).code).to.equal("552913");
});

Deno.test("a prefix before two equal dash groups of digits is one code, its grouping kept and its prefix not typed", () => {
  const tv = "Enter this code on your television:\n\nW-583-104\n\nIt expires in 15 minutes.";
  const found = extract(text(tv, "Sign in on your TV"));
  expect([found.code, found.code_digits]).to.deep.equal(["W-583-104", "583104"]);
  const mixed = extract(html("<p>Ваш код для входа:</p><p><b>R2-7731-0458</b></p>", "Код для входа"));
  expect([mixed.code, mixed.code_digits]).to.deep.equal(["R2-7731-0458", "77310458"]);
  // unequal groups, and the same shape with no code word, are no code
  expect(extract(text("Your code:\n\nW-583-10\n\nIt expires soon.", "Sign in")).code).to.equal(null);
  expect(extract(text("Order ORD-554-120 has shipped. Track it in the app.", "Your order")).code).to.equal(null);
});

Deno.test("a prefix that spells a street's abbreviation (ST-, RD-) does not put its own code in a postal address", () => {
  for (const code of ["ST-558201", "RD-558201", "AVE-3309172"]) {
    const body = `Enter this code in the app:\n\n${code}\n\nIt expires in 20 minutes.`;
    expect(extract(text(body, "Hello")).code).to.equal(code);
  }
  // a number in a line with a street's words still is an address's
  expect(extract(text("Enter this code in the app.\n\n48 Harbour St 558201 Leith", "Hello")).code).to.equal(null);
});

Deno.test("Hebrew's code with the article or a preposition written on it (הקוד, בקוד) is a code's keyword", () => {
  const body = "השתמשו בקוד הבא כדי להיכנס לחשבון:\n\n730552\n\nתוקפו 10 דקות. אם לא ביקשתם, התעלמו מהודעה זו.";
  expect(extract(text(body, "שלום")).code).to.equal("730552");
  const the = "הזינו את הקוד שלמטה באפליקציה:\n\n418207";
  expect(extract(text(the, "עדכון")).code).to.equal("418207");
});

Deno.test("a Swahili confirmation number named with a word between (nambari hii ya uthibitisho)", () => {
  const body =
    "Ili kuingia, weka nambari hii ya uthibitisho kwenye programu:\n\n    514 207\n\nItaisha baada ya dakika 5.";
  expect(extract(text(body, "Habari")).code).to.equal("514207");
});

Deno.test("a code in brackets fastened to a name before it is that name's (a payment service's), not a one-time code", () => {
  const bill = "Pay at any bank with your account number as the reference, or through QuickBill (code 7720).";
  expect(extract(text(bill, "Your October statement")).code).to.equal(null);
  const afrikaans = "Betaal by enige poskantoor of via PayFlow (kode 5521).";
  expect(extract(text(afrikaans, "Rekening vir Oktober")).code).to.equal(null);
  // right after the code's own name, or after a sentence's end, a code in brackets stays the code
  const named = "Your verification code (code 582013) expires in 10 minutes.";
  expect(extract(text(named, "Verify your email")).code).to.equal("582013");
});

Deno.test("an invoice's mail with no code word in its subject gives no code: its strings are the invoice's", () => {
  const nfe =
    "A nota fiscal abaixo foi autorizada.\n\nNúmero: 1187\nValor: R$ 2.310,00\nCódigo de verificação: 9QXD-71KM";
  expect(extract(text(nfe, "NF-e nº 1187 autorizada - Padaria Ipê")).code).to.equal(null);
  const csv = "Se adjunta la factura electrónica.\n\nCódigo seguro de verificación: 552EXK81";
  expect(extract(text(csv, "Factura F-2026-0412 emitida")).code).to.equal(null);
  // a code word in the subject keeps the code: the mail is about the code
  const login = "Introduce este código para ver tus facturas:\n\n583120\n\nCaduca en 10 minutos.";
  expect(extract(text(login, "Tu código para el portal de facturas")).code).to.equal("583120");
});

Deno.test("a code over two rows of a stated length is joined even when one row alone reads as a year", () => {
  const body = "Your approval code (8 digits):\n5519\n2026\n\nIt expires in 5 minutes. Never share it.";
  expect(extract(text(body, "Approve your payment")).code).to.equal("55192026");
  // without a stated length the rows stay apart
  const plain = "Your approval code:\n5519\n\nIt expires in 5 minutes. Never share it.\n2026";
  expect(extract(text(plain, "Approve your payment")).code).to.equal("5519");
});

Deno.test("a code followed by another number's label that has its own value (OTP 604218 (Ref: HMZT)) stays the code", () => {
  const body = "Your one-time password for online banking is\n\n771205 (Ref: QKTW)\n\nIt is valid for 5 minutes.";
  expect(extract(text(body, "Hello")).code).to.equal("771205");
  // the label with no value of its own names the number before it
  expect(extract(text("Your code is in the app. 771205 is your order number.", "Hello")).code).to.equal(null);
});

Deno.test("Icelandic's authentication code (auðkenningarkóði) is a code's keyword", () => {
  expect(extract(text("Auðkenningarkóðinn þinn er 52 19 84. Hann gildir í 5 mínútur.", "Netbanki")).code).to.equal(
    "521984",
  );
});

Deno.test("“codes expire” after a code's box says when it expires; it does not name another code", () => {
  const cell = `<table><tr><td><p>To verify your account, enter this code:</p>` +
    `<p style="font-size:28px"><b>481203</b></p><p>Codes expire after 10 minutes.</p></td></tr></table>`;
  expect(extract(html(cell, "Hello")).code).to.equal("481203");
  // French "expiré" still says a code no longer works
  expect(extract(text("Ancien code de retrait : 57204 (a expiré)\n\nNouveau code : 88130", "Retrait")).code).to.equal(
    "88130",
  );
});

Deno.test("a code set in cells of two digits each reads as one code", () => {
  const cells = ["58", "20", "41"].map((pair) => `<td style="font-size:26px;border:1px solid #ccc">${pair}</td>`).join(
    "",
  );
  const mail = `<p>Voici votre code de connexion :</p><table><tr>${cells}</tr></table><p>Il est valable 3 minutes.</p>`;
  expect(extract(html(mail, "Bonjour")).code).to.equal("582041");
});

Deno.test("codes in Irish (paschód, cód aonuaire) and Welsh (cod dilysu)", () => {
  expect(extract(text("Seo do chód aonuaire: 730145\n\nRachaidh sé as feidhm i gceann 10 nóiméad.", "Dia duit")).code)
    .to
    .equal("730145");
  expect(extract(text("Eich cod dilysu yw 418602. Mae'n dod i ben ymhen 10 munud.", "Helo")).code).to.equal("418602");
});

Deno.test("Faroese's “the code” (kotan, kotuna) names the code printed above it", () => {
  const body = "Her er tín kota:\n\n58-20-44\n\nKotan er galdandi í 10 minuttir. Gev ongum kotuna.";
  expect(extract(text(body, "Innritan")).code).to.equal("58-20-44");
});

Deno.test("a greeting that ends in a comma (Dear Customer,) is no label cell for the code under it", () => {
  const body =
    "Dear Customer,\n51730284 is your One Time Password (OTP) for signing in to NetBanking.\nValid for 5 minutes.";
  expect(extract(text(body, "OTP for NetBanking")).code).to.equal("51730284");
});

Deno.test("codes in Haitian Creole (kòd; kòd machann is a merchant's) and Mongolian (кодыг); compounds ending in a code's part", () => {
  expect(extract(text("Men kòd ou pou konekte:\n\n5 1 8 2 0 4\n\nLi ekspire nan 5 minit.", "Bonjou")).code).to.equal(
    "518204",
  );
  expect(extract(text("Ou ka peye ak LajanVit (kòd machann 20417) oswa labank.", "Resi")).code).to.equal(null);
  expect(extract(text("Апп дээр дараах кодыг оруулна уу: 7730", "Сайн байна уу")).code).to.equal("7730");
  expect(extract(text("Dein Paket liegt bereit.\n\nPaketabholcode: 881204", "Hallo")).code).to.equal("881204");
});

Deno.test("prefixed codes: groups a space apart, a shorter last group, and no year among the groups", () => {
  const pickup = extract(text("Votre code secret de retrait : AB-418 207\n\nPrésentez ce code au guichet.", "Fonds"));
  expect([pickup.code, pickup.code_digits]).to.deep.equal(["AB-418207", "418207"]);
  const claim = extract(text("Enter this code on the claim page:\n\nQZ-5831-07\n\nIt expires in 30 minutes.", "Hi"));
  expect([claim.code, claim.code_digits]).to.deep.equal(["QZ-5831-07", "583107"]);
  expect(extract(text("Use this code at the desk:\n\nTR-2026-4471\n\nSee you soon.", "Hi")).code).to.equal(null);
});

Deno.test("a code set one digit per cell with a dash in a cell of its own", () => {
  const cell = (c: string) => `<td style="font-size:24px;font-weight:bold">${c}</td>`;
  const row = ["7", "3", "0", "-", "5", "1", "8"].map(cell).join("");
  const mail = `<p>Type this code in the app:</p><table><tr>${row}</tr></table><p>Valid for 15 minutes.</p>`;
  expect(extract(html(mail, "Approve sign-in")).code).to.equal("730-518");
});

Deno.test("codes in Malagasy (kaody) and Sorani Kurdish (کۆد); Spanish that says a code lasts minutes or is never asked for", () => {
  expect(extract(text("Ity ny kaody hidiranao:\n\n    48-19-27\n\nAza zaraina.", "Manao ahoana")).code).to.equal(
    "48-19-27",
  );
  expect(extract(text("کۆدی وەرگرتن: 3071\nتەنها بە گەیەنەرەکە بدە.", "بەستەکەت")).code).to.equal("3071");
  const auth = "Ingrese el siguiente código:\n\nCódigo de autorización: 55819024\n\nEl código es válido por 5 minutos.";
  expect(extract(text(auth, "Transferencia")).code).to.equal("55819024");
});

Deno.test("a greeting's comma in the code's own line is no label (Dear Member, 904317 is the OTP)", () => {
  const body = "Dear Member, 581204 is the OTP to sign in to the member portal. Valid for 10 minutes.";
  expect(extract(text(body, "OTP for sign-in")).code).to.equal("581204");
});

Deno.test("letters and digits after the bare word PIN are a code when the mail says the PIN lasts minutes", () => {
  const body = "Ha solicitado un PIN para identificarse.\n\nPIN: QTR7\n\nEl PIN es válido durante 10 minutos.";
  expect(extract(text(body, "PIN de acceso")).code).to.equal("QTR7");
});
