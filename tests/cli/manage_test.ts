import { expect } from "chai";
import { join } from "node:path";
import { deliver_now, serve } from "../inbox/_helpers.ts";
import { run_cli, sandbox } from "./_cli.ts";

async function setup() {
  const server = await serve();
  const box = await sandbox(server.http_url);
  const made = await run_cli(box, []);
  if (made.code !== 0) throw new Error(made.stderr);
  return {
    server,
    box,
    address: made.stdout.trim(),
    saved: () => Deno.readTextFile(join(box.config_dir, "inbox.json")).then(JSON.parse),
    async [Symbol.asyncDispose]() {
      await box[Symbol.asyncDispose]();
      await server.close();
    },
  };
}

Deno.test("inbox list prints one line per mail, oldest first; --json prints the Messages", async () => {
  await using t = await setup();
  const empty = await run_cli(t.box, ["list"]);
  expect(empty).to.deep.equal({ code: 0, stdout: "", stderr: `inbox: no mail in ${t.address} yet\n` });
  await deliver_now(t.server, t.address, "one", "Your code is 101010");
  await deliver_now(t.server, t.address, "two");
  const result = await run_cli(t.box, ["list"]);
  expect(result.code, result.stderr).to.equal(0);
  const lines = result.stdout.trimEnd().split("\n");
  expect(lines).to.have.length(2);
  expect(lines[0]).to.match(/^\S+Z {2}Alice <alice@example\.com> {2}"one" {2}code 101010$/);
  expect(lines[1]).to.match(/^\S+Z {2}Alice <alice@example\.com> {2}"two"$/);
  const json = await run_cli(t.box, ["list", "--json"]);
  const messages = JSON.parse(json.stdout);
  expect(messages.map((m: { subject: string }) => m.subject)).to.deep.equal(["one", "two"]);
  expect(messages[0]).to.have.keys([
    "id",
    "cursor",
    "from",
    "name",
    "to",
    "tag",
    "subject",
    "text",
    "html",
    "headers",
    "auth",
    "attachments",
    "code",
    "code_digits",
    "codes",
    "link",
    "links",
    "received",
    "size",
  ]);
});

Deno.test("inbox extend 2h prints the new expiry and updates the remembered one", async () => {
  await using t = await setup();
  const before = Date.parse((await t.saved()).expires);
  const result = await run_cli(t.box, ["extend", "2h"]);
  expect(result.code, result.stderr).to.equal(0);
  const expires = new Date(before + 2 * 3_600_000).toISOString();
  expect(result.stdout).to.equal(`${expires}\n`);
  expect(result.stderr).to.match(new RegExp(`^inbox: ${t.address} now expires in (2h 59m|3h)\\n$`));
  expect((await t.saved()).expires).to.equal(expires);
});

Deno.test("inbox extend: no ttl or a bad one exits 64; past the maximum lifetime exits 1 with the service's reason", async () => {
  await using t = await setup();
  const missing = await run_cli(t.box, ["extend"]);
  expect(missing.code).to.equal(64);
  expect(missing.stderr).to.equal("inbox: say by how much: inbox extend 2h (see inbox extend --help)\n");
  const bad = await run_cli(t.box, ["extend", "later"]);
  expect(bad.code).to.equal(64);
  const over = await run_cli(t.box, ["extend", "1d"]);
  expect(over.code).to.equal(1);
  expect(over.stderr).to.match(/^inbox: 422 lifetime_exceeded: an inbox here lives at most 1d; /);
});

Deno.test("inbox delete deletes the inbox and forgets it", async () => {
  await using t = await setup();
  const token = (await t.saved()).token;
  const result = await run_cli(t.box, ["delete"]);
  expect(result).to.deep.equal({ code: 0, stdout: "", stderr: `inbox: deleted ${t.address}\n` });
  expect(await Deno.stat(join(t.box.config_dir, "inbox.json")).then(() => true, () => false)).to.equal(false);
  const response = await fetch(`${t.server.http_url}/v1/inbox`, { headers: { authorization: `Bearer ${token}` } });
  expect(response.status).to.equal(401);
  await response.body?.cancel();
  const after = await run_cli(t.box, ["list"]);
  expect(after.code).to.equal(1);
  expect(after.stderr).to.include("no inbox remembered");
});

Deno.test("inbox delete with SERVICE_INBOX_TOKEN deletes that inbox and keeps the remembered one", async () => {
  await using t = await setup();
  const other = await run_cli(t.box, ["new", "--json"], { SERVICE_INBOX_CONFIG_DIR: join(t.box.dir, "other") });
  const { address, token } = JSON.parse(other.stdout);
  const result = await run_cli(t.box, ["delete"], { SERVICE_INBOX_TOKEN: token });
  expect(result.stderr).to.equal(`inbox: deleted ${address}\n`);
  expect((await t.saved()).address).to.equal(t.address);
  expect((await run_cli(t.box, ["list"])).code).to.equal(0);
});

Deno.test("--url points a command at another service than the remembered one", async () => {
  await using t = await setup();
  await using elsewhere = await serve();
  const made = await run_cli(t.box, ["--url", elsewhere.http_url]);
  expect(made.code, made.stderr).to.equal(0);
  expect((await t.saved()).url).to.equal(elsewhere.http_url);
  // The remembered inbox lives on `elsewhere`, whatever SERVICE_INBOX_URL (the first server) says.
  const via_remembered = await run_cli(t.box, ["list"]);
  expect(via_remembered.code, via_remembered.stderr).to.equal(0);
  const via_flag = await run_cli(t.box, ["list", "--url", t.server.http_url]);
  expect(via_flag.code).to.equal(1);
  expect(via_flag.stderr).to.include(
    `has expired or was deleted; run \`inbox\` to make a new one (${t.server.http_url})`,
  );
});
