import { expect } from "chai";
import { join } from "node:path";
import { caret_ranges, package_links, relink_declaration_maps } from "../../scripts/npm_meta.ts";

const links = {
  repository: { type: "git", url: "git+https://github.com/acme/mail.git" },
  homepage: "https://github.com/acme/mail#readme",
  bugs: { url: "https://github.com/acme/mail/issues" },
};

Deno.test("package_links reads https, ssh and git+ remotes; other remotes give no links", () => {
  for (
    const remote of [
      "https://github.com/acme/mail.git",
      "git@github.com:acme/mail.git",
      "git+https://github.com/acme/mail",
    ]
  ) {
    expect(package_links(remote), remote).to.deep.equal(links);
  }
  expect(package_links("/srv/git/mail.git")).to.deep.equal({});
  expect(package_links(undefined)).to.deep.equal({});
});

Deno.test("caret_ranges lets a user's lockfile share compatible versions", () => {
  expect(caret_ranges({ "postal-mime": "4.0.0", bowser: "2.15.0", local: "file:../x" })).to.deep.equal({
    "postal-mime": "^4.0.0",
    bowser: "^2.15.0",
    local: "file:../x",
  });
});

Deno.test("relink_declaration_maps points each map at a copy of its source inside the package", async () => {
  const root = await Deno.makeTempDir();
  try {
    await Deno.mkdir(join(root, "src", "inbox"), { recursive: true });
    await Deno.writeTextFile(join(root, "src", "inbox", "wait.ts"), "export const x = 1;\n");
    const esm = join(root, "dist", "npm", "esm");
    await Deno.mkdir(join(esm, "src", "inbox"), { recursive: true });
    await Deno.writeTextFile(
      join(esm, "src", "inbox", "wait.d.ts.map"),
      JSON.stringify({ version: 3, file: "wait.d.ts", sources: ["../../../../../src/inbox/wait.ts"], mappings: "" }),
    );
    expect(await relink_declaration_maps(root, esm, join(root, "dist", "npm", "ts"))).to.equal(1);
    const map = JSON.parse(await Deno.readTextFile(join(esm, "src", "inbox", "wait.d.ts.map")));
    expect(map.sources).to.deep.equal(["../../../ts/src/inbox/wait.ts"]);
    expect(await Deno.readTextFile(join(root, "dist", "npm", "ts", "src", "inbox", "wait.ts"))).to.equal(
      "export const x = 1;\n",
    );
  } finally {
    await Deno.remove(root, { recursive: true });
  }
});
