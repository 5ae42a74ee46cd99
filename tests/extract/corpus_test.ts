import { expect } from "chai";
import { corpus_names, run_case } from "./corpus.ts";

const names = corpus_names();

Deno.test("the extraction corpus holds at least 60 mails, each with its expected JSON", () => {
  expect(names.length).to.be.at.least(60);
});

for (const name of names) {
  Deno.test(`corpus ${name}: code and link are exactly the expected ones`, async () => {
    const { expected, found } = await run_case(name);
    expect({ code: found.code, link: found.link }).to.deep.equal({ code: expected.code, link: expected.link });
    if (found.code !== null) expect(found.codes[0]).to.equal(found.code);
    if (found.link !== null) expect(found.links).to.include(found.link);
  });
}
