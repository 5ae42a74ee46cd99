import { expect } from "chai";
import { main } from "../../src/cli/main.ts";
import { seconds_left, show_countdown, terminal_status } from "../../src/cli/status.ts";
import { VERSION } from "../../src/cli/version.ts";
import type { Io } from "../../src/cli/io.ts";
import { deliver_now, serve } from "../inbox/_helpers.ts";
import { temp } from "../../inbox.ts";

/** An Io that records standard output, standard error and status lines. */
function recording_io(env: Record<string, string>, status: boolean) {
  const out: string[] = [];
  const err: string[] = [];
  const lines: (string | null)[] = [];
  const io: Io = {
    out: (text) => void out.push(text),
    err: (text) => void err.push(text),
    env,
    signal: new AbortController().signal,
    now: () => 1_000_000,
    ...(status ? { status: (line: string | null) => void lines.push(line) } : {}),
  };
  return { io, out, err, lines };
}

Deno.test("terminal_status writes over one line on a terminal and gives nothing when piped", () => {
  const written: string[] = [];
  const tty = terminal_status({ isTTY: true, write: (text: string) => written.push(text) })!;
  tty("inbox: waiting (3 s left)");
  tty(null);
  expect(written).to.deep.equal(["\r\x1b[Kinbox: waiting (3 s left)", "\r\x1b[K"]);
  expect(terminal_status({ isTTY: false, write: () => true })).to.equal(undefined);
  expect(terminal_status({ write: () => true })).to.equal(undefined);
});

Deno.test("show_countdown draws the seconds left at once, rounded up, and clears at the end", () => {
  const lines: (string | null)[] = [];
  let now = 0;
  const clear = show_countdown((line) => lines.push(line), 59_500, (left) => `waiting (${left})`, () => now);
  now = 60_000;
  clear();
  expect(lines).to.deep.equal(["waiting (60 s left)", null]);
  expect([seconds_left(0), seconds_left(-5), seconds_left(1)]).to.deep.equal(["0 s left", "0 s left", "1 s left"]);
});

Deno.test("inbox wait on a terminal shows what it waits for on the status line; standard output gets only the mail", async () => {
  await using server = await serve();
  const inbox = await temp({ url: server.http_url });
  await deliver_now(server, inbox.address, "Verify your e-mail", "Code 123456");
  const env = { SERVICE_INBOX_URL: server.http_url, SERVICE_INBOX_TOKEN: inbox.token };
  const run = recording_io(env, true);
  expect(await main(["wait", "--code", "--subject", "Verify", "--timeout", "42s"], run.io)).to.equal(0);
  expect(run.out).to.deep.equal(["123456\n"]);
  expect(run.err).to.deep.equal([]);
  expect(run.lines).to.deep.equal([
    `inbox: waiting for mail to ${inbox.address} matching subject "Verify" (42 s left)`,
    null,
  ]);
  const piped = recording_io(env, false);
  expect(await main(["wait", "--code", "--subject", "Verify"], piped.io)).to.equal(0);
  expect([piped.out, piped.err, piped.lines]).to.deep.equal([["123456\n"], [], []]);
  await inbox.delete();
});

Deno.test("inbox --version prints the version deno.json has", async () => {
  const { version } = JSON.parse(await Deno.readTextFile(new URL("../../deno.json", import.meta.url)));
  expect(VERSION).to.equal(version);
  for (const flag of ["--version", "-V"]) {
    const run = recording_io({}, false);
    expect(await main([flag], run.io)).to.equal(0);
    expect(run.out).to.deep.equal([`inbox ${version} (@service/mail)\n`]);
  }
});
