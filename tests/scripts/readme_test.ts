import { expect } from "chai";
import { join } from "node:path";

const README = await Deno.readTextFile(new URL("../../README.md", import.meta.url));

/** The fenced blocks of `lang` in README.md. */
function blocks(lang: string): string[] {
  return [...README.matchAll(new RegExp("^```" + lang + "\\n([\\s\\S]*?)^```$", "gm"))].map((m) => m[1]!);
}

const node = await new Deno.Command("node", { args: ["--version"], stdout: "piped" }).output().then(
  (out) => new TextDecoder().decode(out.stdout).trim(),
  () => null,
);

Deno.test({
  name: "every js block of README.md is valid JavaScript for the Node on this machine (no `await using` on Node 20)",
  ignore: node === null,
  fn: async () => {
    const js = blocks("js");
    expect(js.length).to.be.at.least(2);
    const dir = await Deno.makeTempDir();
    try {
      for (const [i, code] of js.entries()) {
        const file = join(dir, `block_${i}.mjs`);
        await Deno.writeTextFile(file, code);
        const out = await new Deno.Command("node", { args: ["--check", file], stderr: "piped" }).output();
        expect(out.code, `${node}: ${new TextDecoder().decode(out.stderr)}\n${code}`).to.equal(0);
      }
    } finally {
      await Deno.remove(dir, { recursive: true });
    }
  },
});

Deno.test("README.md's mock and webhook test example runs as written against this checkout", async () => {
  const block = blocks("ts").find((code) => code.includes("mock_request("));
  expect(block, "the example is in README.md").to.be.a("string");
  const root = new URL("../../", import.meta.url).href;
  const code = block!
    .replaceAll('"@service/mail"', `"${root}mod.ts"`)
    .replaceAll('"@service/mail/mock"', `"${root}mock.ts"`)
    .replaceAll('"@service/mail/webhooks"', `"${root}webhooks.ts"`)
    .replaceAll("console.assert(", "if (!(") +
    "\nif (event?.type !== 'email.delivered') throw new Error(String(event?.type));\n";
  const fixed = code.replace(/if \(!\((.*)\);$/m, "if (!($1)) throw new Error('assertion');");
  const url = `data:application/typescript;base64,${btoa(fixed)}`;
  await import(url);
});
