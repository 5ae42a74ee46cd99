import { expect } from "chai";
import { check_graph, cycles, MAX_LINES, room_of, room_violations } from "../../scripts/check_graph.ts";

/** Writes `files` (path → source) into a new folder and answers its path. */
async function tree(files: Record<string, string>): Promise<string> {
  const root = await Deno.makeTempDir({ prefix: "check_graph_" });
  for (const [path, text] of Object.entries(files)) {
    await Deno.mkdir(`${root}/${path.split("/").slice(0, -1).join("/")}`, { recursive: true });
    await Deno.writeTextFile(`${root}/${path}`, text);
  }
  return root;
}

/** A small tree that keeps every rule: a library entry over core, a server over its rooms. */
const GOOD: Record<string, string> = {
  "mod.ts": 'export { now } from "./src/core/clock.ts";\n',
  "src/core/clock.ts": "export const now = () => 1;\n",
  "src/send/mail.ts": 'import { now } from "../core/clock.ts";\nexport const mail = () => now();\n',
  "src/server/main.ts": 'import "./inbox/ingest.ts";\nimport "./account/relay.ts";\n',
  "src/server/http/errors.ts": "export class HttpError extends Error {}\n",
  "src/server/inbox/ingest.ts": 'import { HttpError } from "../http/errors.ts";\nexport const e = HttpError;\n',
  "src/server/account/relay.ts": 'import { HttpError } from "../http/errors.ts";\nexport const r = HttpError;\n',
};

async function problems(change: Record<string, string>): Promise<string[]> {
  const root = await tree({ ...GOOD, ...change });
  try {
    return await check_graph(root);
  } finally {
    await Deno.remove(root, { recursive: true });
  }
}

Deno.test("check:graph passes a tree that keeps every rule", async () => {
  expect(await problems({})).to.deep.equal([]);
});

Deno.test("check:graph fails on an import cycle between two files", async () => {
  const found = await problems({
    "src/send/a.ts": 'import { b } from "./b.ts";\nexport const a = () => b;\n',
    "src/send/b.ts": 'import { a } from "./a.ts";\nexport const b = () => a;\n',
    "mod.ts": 'export { a } from "./src/send/a.ts";\n',
  });
  expect(found).to.have.length(1);
  expect(found[0]).to.match(/^import cycle: src\/send\/(a|b)\.ts → src\/send\/(a|b)\.ts → src\/send\/(a|b)\.ts$/);
});

Deno.test("check:graph fails when the inbox service imports the account API", async () => {
  const found = await problems({
    "src/server/inbox/ingest.ts": 'import { r } from "../account/relay.ts";\nexport const e = r;\n',
  });
  expect(found).to.deep.equal([
    "src/server/inbox/ingest.ts imports src/server/account/relay.ts: server/inbox may not import server/account",
  ]);
});

Deno.test("check:graph fails when send imports a provider, or core imports anything", async () => {
  const found = await problems({
    "src/providers/resend/send.ts": "export const resend = 1;\n",
    "src/send/mail.ts": 'import { resend } from "../providers/resend/send.ts";\nexport const mail = () => resend;\n',
    "src/core/clock.ts": 'import { mail } from "../send/mail.ts";\nexport const now = () => mail();\n',
  });
  expect(found).to.include("src/send/mail.ts imports src/providers/resend/send.ts: send may not import providers");
  expect(found).to.include("src/core/clock.ts imports src/send/mail.ts: core may not import send");
});

Deno.test("check:graph fails when a library entry reaches the server or uses Deno.*", async () => {
  const found = await problems({
    "mod.ts": 'export { now } from "./src/core/clock.ts";\nexport { mail } from "./src/send/mail.ts";\n',
    "src/send/mail.ts": 'import { e } from "../server/inbox/ingest.ts";\nexport const mail = () => e;\n',
    "src/core/clock.ts": "export const now = () => Deno.pid;\n",
  });
  expect(found).to.include("src/send/mail.ts imports src/server/inbox/ingest.ts: send may not import server/inbox");
  expect(found).to.include(
    "mod.ts reaches src/server/inbox/ingest.ts (through src/send/mail.ts): library entries may not use the server or the CLI",
  );
  expect(found).to.include("src/core/clock.ts (reached from mod.ts) uses Deno.*: library code is web standard");
});

Deno.test("check:graph finds any Deno member in a library file, and not one in a comment or a string", async () => {
  const found = await problems({
    "mod.ts": 'export { now } from "./src/core/clock.ts";\nexport { run } from "./src/send/run.ts";\n',
    "src/send/run.ts": 'export const run = () => new Deno.Command("ls").output();\n',
    "src/core/clock.ts": '// Deno.now() would do\n/** Not `Deno.Kv`. */\nexport const now = () => "Deno.pid".length;\n',
  });
  expect(found).to.deep.equal(["src/send/run.ts (reached from mod.ts) uses Deno.*: library code is web standard"]);
});

Deno.test("check:graph fails when the account API imports the inbox service", async () => {
  const found = await problems({
    "src/server/account/relay.ts": 'import { e } from "../inbox/ingest.ts";\nexport const r = e;\n',
  });
  expect(found).to.deep.equal([
    "src/server/account/relay.ts imports src/server/inbox/ingest.ts: server/account may not import server/inbox",
  ]);
});

Deno.test("check:graph fails when a library entry reaches the CLI", async () => {
  const found = await problems({
    "inbox.ts": 'export { cli } from "./src/inbox/cli.ts";\n',
    "src/inbox/cli.ts": 'export { cli } from "../cli/main.ts";\n',
    "src/cli/main.ts": "export const cli = () => 1;\n",
  });
  expect(found).to.include(
    "inbox.ts reaches src/cli/main.ts (through src/inbox/cli.ts): library entries may not use the server or the CLI",
  );
});

Deno.test("check:graph fails when a web entry reaches a node: built-in, and lets smtp.ts use one", async () => {
  const found = await problems({
    "webhooks.ts": 'export { host } from "./src/webhooks/host.ts";\n',
    "src/webhooks/host.ts": 'import { hostname } from "node:os";\nexport const host = () => hostname();\n',
    "smtp.ts": 'import { connect } from "node:net";\nexport const open = () => connect(25);\n',
  });
  expect(found).to.deep.equal([
    "webhooks.ts reaches node:os (through src/webhooks/host.ts): only smtp.ts may use node: built-ins",
  ]);
});

Deno.test("check:graph fails on a file over the line limit, and on a room it does not know", async () => {
  const found = await problems({
    "src/send/long.ts": "export const x = 1;\n".repeat(MAX_LINES + 1),
    "src/attic/old.ts": 'import { now } from "../core/clock.ts";\nexport const y = now;\n',
  });
  expect(found).to.include(`src/send/long.ts has ${MAX_LINES + 1} lines (at most ${MAX_LINES})`);
  expect(found).to.include("src/attic/old.ts: the room attic is not in the room list (scripts/check_graph.ts)");
});

Deno.test("room_of names src rooms and the server's rooms", () => {
  expect(["src/core/error.ts", "src/server/main.ts", "src/server/inbox/store/kv.ts", "mod.ts"].map(room_of)).to.deep
    .equal(["core", "server", "server/inbox", null]);
});

Deno.test("room_violations allows one named file of a room and nothing else of it", () => {
  const rooms = { webhooks: ["providers:src/providers/list.ts"], providers: [] };
  expect(room_violations([
    ["src/webhooks/receive.ts", "src/providers/list.ts"],
    ["src/webhooks/receive.ts", "src/providers/resend/webhook.ts"],
  ], rooms)).to.deep.equal([
    "src/webhooks/receive.ts imports src/providers/resend/webhook.ts: webhooks may not import providers",
  ]);
});

Deno.test("cycles finds each strongly connected group once, and none in a chain", () => {
  expect(cycles([["a", "b"], ["b", "c"]])).to.deep.equal([]);
  expect(cycles([["a", "b"], ["b", "c"], ["c", "a"], ["c", "d"], ["d", "e"], ["e", "d"]]).map((c) => c.sort()))
    .to.deep.equal([["d", "e"], ["a", "b", "c"]]);
});
