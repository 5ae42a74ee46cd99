import { expect } from "chai";
import { temp } from "../../inbox.ts";
import { deliver_now, serve, smtp_send, until } from "../inbox/_helpers.ts";
import { run_cli, sandbox, start_cli } from "./_cli.ts";

/** A server, a sandbox, and an inbox made by the CLI and remembered. */
async function setup() {
  const server = await serve();
  const box = await sandbox(server.http_url);
  const made = await run_cli(box, []);
  if (made.code !== 0) throw new Error(made.stderr);
  const address = made.stdout.trim();
  return {
    server,
    box,
    address,
    async [Symbol.asyncDispose]() {
      await box[Symbol.asyncDispose]();
      await server.close();
    },
  };
}

Deno.test("inbox wait --code prints just the code, --link just the link; exit 0", async () => {
  await using t = await setup();
  await smtp_send(t.server, {
    to: t.address,
    subject: "Verify your email",
    text: "Your code is 918273. Or open https://app.test/verify?t=xyz",
  });
  const code = await run_cli(t.box, ["wait", "--code", "--subject", "verify"]);
  expect(code, code.stderr).to.deep.equal({ code: 0, stdout: "918273\n", stderr: "" });
  const link = await run_cli(t.box, ["wait", "--link"]);
  expect(link, link.stderr).to.deep.equal({ code: 0, stdout: "https://app.test/verify?t=xyz\n", stderr: "" });
});

Deno.test("inbox wait --code exits 3 when the mail has no code; --link likewise", async () => {
  await using t = await setup();
  await deliver_now(t.server, t.address, "Welcome", "Nothing to see here.");
  const code = await run_cli(t.box, ["wait", "--code"]);
  expect(code.code).to.equal(3);
  expect(code.stdout).to.equal("");
  expect(code.stderr).to.match(/^inbox: the mail "Welcome" \(msg_\w+\) has no code\n$/);
  const link = await run_cli(t.box, ["wait", "--link"]);
  expect(link.code).to.equal(3);
  expect(link.stderr).to.match(/has no link\n$/);
});

Deno.test("inbox wait exits 2 when no mail matches within --timeout", async () => {
  await using t = await setup();
  await deliver_now(t.server, t.address, "Something else");
  const started = Date.now();
  const result = await run_cli(t.box, ["wait", "--subject", "Verify", "--timeout", "400ms"]);
  expect(result.code).to.equal(2);
  expect(result.stdout).to.equal("");
  const [, id, received] = /^ {4}(msg_\w+) {2}(\S+) {2}/m.exec(result.stderr) ?? [];
  expect(result.stderr).to.equal(
    `inbox: no mail matching subject "Verify" arrived within 400ms; closest: "Something else" from alice@example.com (${id}) failed subject\n` +
      "  1 mail came but did not match (closest first):\n" +
      `    ${id}  ${received}  alice@example.com  "Something else"  failed: subject\n`,
  );
  expect(Date.now() - started).to.be.at.least(400);
});

Deno.test("inbox wait lists every near miss on standard error, closest first, with tag and failed criteria", async () => {
  await using t = await setup();
  await deliver_now(t.server, t.address, "Verify your email");
  await deliver_now(t.server, t.address.replace("@", "+news@"), "Weekly news");
  const result = await run_cli(t.box, ["wait", "--subject", "verify", "--tag", "signup", "--timeout", "100ms"]);
  expect(result.code).to.equal(2);
  const lines = result.stderr.trimEnd().split("\n");
  expect(lines[1]).to.equal("  2 mails came but did not match (closest first):");
  expect(lines[2]).to.match(/^ {4}msg_\w+ {2}\S+Z {2}alice@example\.com {2}"Verify your email" {2}failed: tag$/);
  expect(lines[3]).to.match(
    /^ {4}msg_\w+ {2}\S+Z {2}alice@example\.com {2}"Weekly news" {2}tag news {2}failed: subject, tag$/,
  );
});

Deno.test("inbox wait --expect none exits 0 when no matching mail comes within --timeout", async () => {
  await using t = await setup();
  await deliver_now(t.server, t.address, "Welcome");
  const started = Date.now();
  const result = await run_cli(t.box, ["wait", "--expect", "none", "--subject", "reset", "--timeout", "300ms"]);
  expect(result, result.stderr).to.deep.equal({ code: 0, stdout: "", stderr: "" });
  expect(Date.now() - started).to.be.at.least(300);
});

Deno.test("inbox wait --expect none exits 4 and shows the mail when one comes; --new ignores mail already held", async () => {
  await using t = await setup();
  await deliver_now(t.server, t.address, "Reset your password", "Code 111111");
  const held = await run_cli(t.box, ["wait", "--expect", "none", "--subject", "reset", "--timeout", "5s"]);
  expect(held.code).to.equal(4);
  expect(held.stdout).to.equal("");
  expect(held.stderr).to.match(
    /^inbox: expected no mail matching subject "reset" within 5s, but "Reset your password" from Alice <alice@example\.com> \(msg_\w+\) arrived at \S+Z\n\nFrom: {5}Alice <alice@example\.com>\n/,
  );
  expect(held.stderr).to.contain("Code 111111");
  const running = start_cli(t.box, ["wait", "--expect", "none", "--new", "--subject", "reset", "--timeout", "20s"]);
  await until(() => t.server.service.stats().waits === 1);
  await deliver_now(t.server, t.address, "Reset your password (again)", "Code 222222");
  expect(await running.done()).to.equal(4);
  expect(running.stderr()).to.contain('"Reset your password (again)"');
});

Deno.test("inbox wait --expect takes one or none, and none goes with no output choice", async () => {
  await using t = await setup();
  const bad = await run_cli(t.box, ["wait", "--expect", "some"]);
  expect(bad).to.deep.equal({
    code: 64,
    stdout: "",
    stderr: 'inbox: --expect is one or none, not "some" (see inbox wait --help)\n',
  });
  const code = await run_cli(t.box, ["wait", "--expect", "none", "--code"]);
  expect(code.code).to.equal(64);
  expect(code.stderr).to.contain("--expect none prints nothing to choose");
});

Deno.test("inbox wait prints a readable summary; --json prints the Message JSON", async () => {
  await using t = await setup();
  await smtp_send(t.server, {
    to: t.address,
    from: "Acme <hello@acme.test>",
    subject: "Your login code",
    text: "Use 445566 to sign in.",
  });
  const result = await run_cli(t.box, ["wait"]);
  expect(result.code, result.stderr).to.equal(0);
  const lines = result.stdout.split("\n");
  expect(lines.slice(0, 3)).to.deep.equal([
    "From:     Acme <hello@acme.test>",
    `To:       ${t.address}`,
    "Subject:  Your login code",
  ]);
  expect(result.stdout).to.match(/^Received: \d{4}-\d\d-\d\dT[\d:.]+Z$/m);
  expect(result.stdout).to.match(/^Code: {5}445566$/m);
  expect(result.stdout).to.match(/^ID: {7}msg_\w+$/m);
  expect(result.stdout).to.include("\n\nUse 445566 to sign in.\n");
  const json = await run_cli(t.box, ["wait", "--json"]);
  expect(json.code, json.stderr).to.equal(0);
  const message = JSON.parse(json.stdout);
  const token = JSON.parse(await Deno.readTextFile(`${t.box.config_dir}/inbox.json`)).token;
  const inbox = await temp.attach({ url: t.server.http_url, token });
  expect(message).to.deep.equal(JSON.parse(JSON.stringify((await inbox.list())[0])));
});

Deno.test("inbox wait --new ignores mail already there and takes the next one arriving over SMTP", async () => {
  await using t = await setup();
  await deliver_now(t.server, t.address, "Code 111111");
  const running = start_cli(t.box, ["wait", "--new", "--code", "--subject", "code", "--timeout", "10s"]);
  await until(() => t.server.service.stats().waits === 1, 10_000);
  await smtp_send(t.server, { to: t.address, subject: "Code 222222" });
  expect(await running.next_line()).to.equal("222222");
  expect(await running.done()).to.equal(0);
});

Deno.test("inbox wait filters: /regex/ for --subject and --from, --tag exact; a bad regex exits 64", async () => {
  await using t = await setup();
  const [local, host] = t.address.split("@");
  await deliver_now(t.server, `${local}+reset@${host}`, "Reset 123456", "Your code is 123456");
  await deliver_now(t.server, t.address, "Code: 654321", "Your code is 654321");
  const regex = await run_cli(t.box, ["wait", "--code", "--subject", "/^reset \\d+$/i"]);
  expect(regex.stdout, regex.stderr).to.equal("123456\n");
  const from = await run_cli(t.box, ["wait", "--code", "--from", "/@example\\.com>$/"]);
  expect(from.stdout, from.stderr).to.equal("654321\n");
  const tag = await run_cli(t.box, ["wait", "--code", "--tag", "reset"]);
  expect(tag.stdout, tag.stderr).to.equal("123456\n");
  const bad = await run_cli(t.box, ["wait", "--subject", "/(unclosed/"]);
  expect(bad.code).to.equal(64);
  expect(bad.stderr).to.match(
    /^inbox: \/\(unclosed\/ is not a valid regular expression: .* \(see inbox wait --help\)\n$/,
  );
  const both = await run_cli(t.box, ["wait", "--code", "--link"]);
  expect(both.code).to.equal(64);
});

Deno.test("SERVICE_INBOX_TOKEN overrides the remembered inbox; SERVICE_INBOX must then match it", async () => {
  await using t = await setup();
  await using other = await temp({ url: t.server.http_url });
  await deliver_now(t.server, other.address, "For the other inbox", "Your code is 777777");
  const env = { SERVICE_INBOX_TOKEN: other.token };
  const result = await run_cli(t.box, ["wait", "--code"], env);
  expect(result.stdout, result.stderr).to.equal("777777\n");
  const checked = await run_cli(t.box, ["wait", "--code"], { ...env, SERVICE_INBOX: other.address });
  expect(checked.stdout, checked.stderr).to.equal("777777\n");
  const mismatch = await run_cli(t.box, ["wait", "--code"], { ...env, SERVICE_INBOX: t.address });
  expect(mismatch.code).to.equal(1);
  expect(mismatch.stderr).to.equal(
    `inbox: address_mismatch: the token belongs to ${other.address}, not to ${t.address}\n`,
  );
  const wrong = await run_cli(t.box, ["wait"], { SERVICE_INBOX_TOKEN: "ibx_00000000000000000000000000000000" });
  expect(wrong.code).to.equal(1);
  expect(wrong.stderr).to.equal(
    `inbox: SERVICE_INBOX_TOKEN is wrong, or its inbox expired or was deleted (${t.server.http_url})\n`,
  );
});

Deno.test("without a remembered inbox or a token, commands exit 1 and say what to do", async () => {
  await using server = await serve();
  await using box = await sandbox(server.http_url);
  for (const command of ["wait", "watch", "list", "delete"]) {
    const result = await run_cli(box, [command]);
    expect(result.code, command).to.equal(1);
    expect(result.stderr, command).to.equal(
      "inbox: no inbox remembered: run `inbox` to make one, or set SERVICE_INBOX_TOKEN\n",
    );
  }
});

Deno.test("a remembered inbox that is gone is reported as such", async () => {
  await using t = await setup();
  const token = JSON.parse(await Deno.readTextFile(`${t.box.config_dir}/inbox.json`)).token;
  await (await temp.attach({ url: t.server.http_url, token })).delete();
  const result = await run_cli(t.box, ["wait"]);
  expect(result.code).to.equal(1);
  expect(result.stderr).to.equal(
    `inbox: the remembered inbox ${t.address} has expired or was deleted; run \`inbox\` to make a new one (${t.server.http_url})\n`,
  );
});

Deno.test("Ctrl-C during inbox wait exits 130", async () => {
  await using t = await setup();
  const running = start_cli(t.box, ["wait", "--timeout", "30s"]);
  await until(() => t.server.service.stats().waits === 1, 10_000);
  expect(await running.stop("SIGINT")).to.equal(130);
  await until(() => t.server.service.stats().waits === 0);
});
