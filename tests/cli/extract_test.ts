import { expect } from "chai";
import { join } from "node:path";
import { extract_mail } from "../../extract.ts";
import { CORPUS } from "../extract/corpus.ts";
import { run_cli, run_cli_with_input, sandbox } from "./_cli.ts";

/** No service is running at this URL: `inbox extract` must not need one. */
const NOWHERE = "http://127.0.0.1:9";
const fixture = (name: string) => Deno.readFile(new URL(`${name}.eml`, CORPUS));

Deno.test("inbox extract < mail.eml prints subject, sender, code and link, with no service", async () => {
  await using box = await sandbox(NOWHERE);
  const result = await run_cli_with_input(box, ["extract"], await fixture("reset_code_and_button"));
  expect(result.code, result.stderr).to.equal(0);
  const expected = JSON.parse(await Deno.readTextFile(new URL("reset_code_and_button.json", CORPUS)));
  const lines = result.stdout.split("\n");
  expect(lines[2]).to.equal(`Code:     ${expected.code}`);
  expect(lines[3]).to.equal(`Link:     ${expected.link}`);
  expect(lines[0]).to.match(/^Subject: {2}\S/);
  expect(lines[1]).to.match(/^From: {5}\S/);
});

Deno.test("inbox extract --json FILE gives what the library's extract_mail gives, for several corpus mails", async () => {
  await using box = await sandbox(NOWHERE);
  for (const name of ["reset_code_and_button", "ride_receipt_no_code", "de_tan_ueberweisung_latin1", "zh_yanzhengma"]) {
    const result = await run_cli(box, ["extract", "--json", join(CORPUS.pathname, `${name}.eml`)]);
    expect(result.code, result.stderr).to.equal(0);
    const mail = await extract_mail(await fixture(name));
    const { subject, from, name: sender, code, codes, link, links } = mail;
    expect(JSON.parse(result.stdout), name).to.deep.equal({ subject, from, name: sender, code, codes, link, links });
    const expected = JSON.parse(await Deno.readTextFile(new URL(`${name}.json`, CORPUS)));
    expect([code, link], name).to.deep.equal([expected.code, expected.link]);
  }
});

Deno.test("inbox extract --code and --link print only the value; exit 3 when the mail has none", async () => {
  await using box = await sandbox(NOWHERE);
  const raw = "Subject: Sign in\r\n\r\nYour sign-in code is 739204.\r\n";
  expect(await run_cli_with_input(box, ["extract", "--code"], raw)).to.deep.equal({
    code: 0,
    stdout: "739204\n",
    stderr: "",
  });
  expect(await run_cli_with_input(box, ["extract", "--link"], raw)).to.deep.equal({
    code: 3,
    stdout: "",
    stderr: "inbox: the mail has no link\n",
  });
});

Deno.test("inbox extract --explain lists every code and link weighed and why the winners won", async () => {
  await using box = await sandbox(NOWHERE);
  const raw = [
    "Subject: Your code",
    "Content-Type: text/html; charset=utf-8",
    "",
    '<p>Your code is <b>482913</b>.</p><p>Order 5521, 2048 MB.</p><p><a href="https://acme.test/verify?t=abc123def456">Verify</a></p>',
    '<p><a href="https://acme.test/unsubscribe">Unsubscribe</a></p>',
  ].join("\r\n");
  const result = await run_cli_with_input(box, ["extract", "--explain"], raw);
  expect(result.code, result.stderr).to.equal(0);
  const explained = await extract_mail(raw, { explain: true });
  expect(result.stdout).to.contain("Codes weighed (3; * chosen):\n  * 482913   html");
  expect(result.stdout).to.contain("    5521     html      0.33  10 × nearness 0.83");
  expect(result.stdout).to.contain('    2048     html         -  ruled out: a unit follows it ("mb")');
  expect(result.stdout).to.contain(`  why: ${explained.candidates.code}\n`);
  expect(result.stdout).to.contain("Links weighed (2; * chosen):\n  * https://acme.test/verify?t=abc123def456\n");
  expect(result.stdout).to.contain(`  why: ${explained.candidates.link}\n`);
  const json = await run_cli_with_input(box, ["extract", "--json", "--explain"], raw);
  expect(JSON.parse(json.stdout).candidates).to.deep.equal(explained.candidates);
});

Deno.test("inbox extract without a mail, or with a file it cannot read, says so", async () => {
  await using box = await sandbox(NOWHERE);
  expect(await run_cli(box, ["extract"])).to.deep.equal({
    code: 64,
    stdout: "",
    stderr: "inbox: standard input was empty: pipe a mail in (see inbox extract --help)\n",
  });
  const missing = await run_cli(box, ["extract", join(box.dir, "nope.eml")]);
  expect(missing.code).to.equal(1);
  expect(missing.stderr).to.match(/^inbox: cannot read .*nope\.eml: /);
  const both = await run_cli(box, ["extract", "--code", "--json"]);
  expect(both.code).to.equal(64);
});
