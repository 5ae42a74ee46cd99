import { expect } from "chai";
import { fixtures, WORLD } from "./world/build.ts";

Deno.test("the world corpus on disk is exactly what its generator writes (450 mails, none edited by hand)", async () => {
  const all = fixtures();
  expect(all.length).to.equal(450);
  const differ: string[] = [];
  for (const fixture of all) {
    const eml = await Deno.readTextFile(new URL(`${fixture.path}.eml`, WORLD)).catch(() => null);
    const json = await Deno.readTextFile(new URL(`${fixture.path}.json`, WORLD)).catch(() => null);
    if (eml !== fixture.eml || json !== fixture.json) differ.push(fixture.path);
  }
  expect(differ).to.deep.equal([]);
});

Deno.test("the split puts every family of the world corpus in exactly one of dev and test", async () => {
  const split = JSON.parse(await Deno.readTextFile(new URL("split.json", WORLD)));
  const families = new Set(fixtures().map((fixture) => fixture.path.split("/")[0]!));
  const dev = new Set<string>(split.dev), test = new Set<string>(split.test);
  expect([...dev].filter((family) => test.has(family))).to.deep.equal([]);
  expect([...families].filter((family) => !dev.has(family) && !test.has(family))).to.deep.equal([]);
});
