import { expect } from "chai";
import { extract } from "../../src/extract/mod.ts";
import { explain } from "../../src/extract/explain.ts";
import { parse_mail } from "../../src/server/inbox/parse.ts";
import { CORPUS, corpus_names } from "./corpus.ts";

Deno.test("explain() finds exactly what extract() finds, on every corpus mail, and marks the winners", async () => {
  for (const name of corpus_names()) {
    const parsed = await parse_mail(await Deno.readFile(new URL(`${name}.eml`, CORPUS)));
    const { candidates, ...found } = explain(parsed);
    expect(found, name).to.deep.equal(extract(parsed));
    const chosen_codes = candidates.codes.filter((c) => c.chosen);
    const chosen_links = candidates.links.filter((l) => l.chosen);
    expect(chosen_codes.map((c) => c.code), name).to.deep.equal(found.code === null ? [] : [found.code]);
    expect(chosen_links.map((l) => l.url), name).to.deep.equal(found.link === null ? [] : [found.link]);
    for (const code of found.codes) {
      expect(candidates.codes.some((c) => c.code === code && c.score !== null && c.score >= 7), `${name} ${code}`).to
        .equal(true);
    }
    expect(candidates.links.map((l) => l.url).sort(), name).to.deep.equal([...found.links].sort());
    const scores = candidates.codes.map((c) => c.score);
    const scored = scores.filter((score) => score !== null) as number[];
    expect(scores.slice(0, scored.length), `${name}: scored first`).to.deep.equal(scored);
    expect(scored, `${name}: best first`).to.deep.equal([...scored].sort((a, b) => b - a));
  }
});

Deno.test("a subject code wins over a body code; a year beside a month is ruled out, and each says why", () => {
  const found = explain({
    subject: "Your sign-in code 771199",
    text: "Use 482913 to sign in.\nOrder #5521 ships on 12 May 2026.",
  });
  expect([found.code, found.codes]).to.deep.equal(["771199", ["771199", "482913"]]);
  expect(found.candidates.codes).to.deep.equal([
    {
      code: "771199",
      text: "771199",
      where: "subject",
      line: "Your sign-in code 771199",
      keyword: "sign-in code",
      keyword_at: "1 character before it",
      score: 11,
      chosen: true,
      reason: '10 × nearness 1 (keyword "sign-in code" 1 character before it) + in the subject +1 + prominence 0 = 11',
    },
    {
      code: "482913",
      text: "482913",
      where: "text",
      line: "Use 482913 to sign in.",
      keyword: "to sign in",
      keyword_at: "1 character after it",
      score: 7.87,
      chosen: false,
      reason: '10 × nearness 0.79 (keyword "to sign in" 1 character after it) + prominence 0 = 7.87',
    },
    {
      code: "2026",
      text: "2026",
      where: "text",
      line: "Order #5521 ships on 12 May 2026.",
      keyword: null,
      keyword_at: null,
      score: null,
      chosen: false,
      reason: "ruled out: a year beside a month",
    },
  ]);
  expect(found.candidates.code).to.equal(
    '"771199" scored 11, the most: 10 × nearness 1 (keyword "sign-in code" 1 character before it) + in the subject +1 + prominence 0 = 11; next: "482913" with 7.87',
  );
  expect(found.candidates.link).to.equal("no link: the message has no http(s) link");
});

Deno.test("HTML candidates: prominence and units for codes; every link with its parts or the rule that ruled it out", () => {
  const { candidates } = explain({
    subject: "Welcome",
    html:
      '<p>Hi!</p><p>Your verification code is <b style="font-size:24px">482 913</b>.</p><p>It expires in 2048 MB.</p>' +
      '<p><a href="https://app.test/verify?t=abc123def456" style="background:#2f6feb;padding:8px">Verify your email</a></p>' +
      '<p><a href="https://app.test/unsubscribe">Unsubscribe</a></p>',
    text: "Verify: https://app.test/verify?t=abc123def456\nHome: https://app.test/",
  });
  expect(candidates.codes.map((c) => [c.code, c.text, c.where, c.keyword, c.score, c.chosen, c.reason])).to.deep.equal([
    [
      "482913",
      "482 913",
      "html",
      "verification code",
      12,
      true,
      '10 × nearness 1 (keyword "verification code" 4 characters before it) + prominence 2 (1.5× the body size, bold) = 12',
    ],
    ["2048", "2048", "html", null, null, false, 'ruled out: a unit follows it ("mb")'],
  ]);
  expect(candidates.links).to.deep.equal([
    {
      url: "https://app.test/verify?t=abc123def456",
      where: ["html", "text"],
      label: "Verify your email Verify:",
      keyword: "Verify",
      keyword_at: "in its text",
      score: 18.5,
      chosen: true,
      reason:
        "action words in its text 6 + an action in its URL 4 + action words around it 3 + a button 1 + the only button of a mail that asks for an action 2 + the only link of a mail that asks for an action 1 + a token in its URL 1.5 = 18.5",
    },
    {
      url: "https://app.test/unsubscribe",
      where: ["html"],
      label: "Unsubscribe",
      keyword: null,
      keyword_at: null,
      score: null,
      chosen: false,
      reason: "ruled out: its URL is an unsubscribe, preferences, privacy, terms or view-online link",
    },
    {
      url: "https://app.test/",
      where: ["text"],
      label: "Home:",
      keyword: "Verify",
      keyword_at: "around it",
      score: null,
      chosen: false,
      reason: "ruled out: the site's home page, not labelled as an action",
    },
  ]);
  expect(candidates.link).to.equal(
    "https://app.test/verify?t=abc123def456 scored 18.5, the most: action words in its text 6 + an action in its URL 4 + action words around it 3 + a button 1 + the only button of a mail that asks for an action 2 + the only link of a mail that asks for an action 1 + a token in its URL 1.5 = 18.5",
  );
});

Deno.test("a mail without a code says so, and what it weighed", () => {
  const none = explain({ text: "Your order 88812 ships on Monday." });
  expect(none.code).to.equal(null);
  expect(none.candidates.codes.map((c) => [c.code, c.score])).to.deep.equal([["88812", null]]);
  expect(none.candidates.codes[0]!.reason).to.match(
    /^ruled out: no code keyword in reach \(nearness 0(\.\d+)? < 0\.3\)$/,
  );
  expect(none.candidates.code).to.equal(
    "no code: none of the 1 code-shaped strings reached 7 with a code keyword in reach",
  );
  expect(explain({ text: "Hello there" }).candidates.code).to.equal(
    "no code: nothing in the message is shaped like a code",
  );
});
