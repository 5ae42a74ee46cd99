import { expect } from "chai";
import { join } from "node:path";
import { temp } from "../../inbox.ts";
import { serve } from "../inbox/_helpers.ts";
import { run_cli, run_sh, sandbox } from "./_cli.ts";

const ADDRESS = /^[a-z]+-[a-z]+-[0-9a-z]{4}@inbox\.localhost$/;

Deno.test("`inbox` makes an inbox, prints only its address, and remembers the token in a 0600 file", async () => {
  await using server = await serve();
  await using box = await sandbox(server.http_url);
  const result = await run_cli(box, []);
  expect(result.code, result.stderr).to.equal(0);
  const address = result.stdout.trim();
  expect(address).to.match(ADDRESS);
  expect(result.stdout).to.equal(`${address}\n`);
  const path = join(box.config_dir, "inbox.json");
  expect(result.stderr).to.match(/^inbox: expires \d{4}-\d\d-\d\dT[\d:.]+Z \(in 1h\); remembered in /);
  expect(result.stderr).to.include(path);
  const saved = JSON.parse(await Deno.readTextFile(path));
  expect(saved).to.have.keys(["address", "token", "expires", "url"]);
  expect(saved).to.include({ address, url: server.http_url });
  expect(result.stdout + result.stderr).not.to.include(saved.token);
  expect((await Deno.stat(path)).mode! & 0o777).to.equal(0o600);
  expect((await Deno.stat(box.config_dir)).mode! & 0o777).to.equal(0o700);
  const inbox = await temp.attach({ url: server.http_url, token: saved.token });
  expect(inbox.address).to.equal(address);
});

Deno.test('`eval "$(inbox new --ttl 15m --env)"` sets SERVICE_INBOX and SERVICE_INBOX_TOKEN in sh', async () => {
  await using server = await serve();
  await using box = await sandbox(server.http_url);
  const started = Date.now();
  const result = await run_sh(
    box,
    `eval "$(inbox new --ttl 15m --env)" && printf '%s\\n%s\\n' "$SERVICE_INBOX" "$SERVICE_INBOX_TOKEN"`,
  );
  expect(result.code, result.stderr).to.equal(0);
  const [address, token] = result.stdout.trim().split("\n");
  expect(address).to.match(ADDRESS);
  expect(token).to.match(/^ibx_[0-9A-Za-z]{32}$/);
  const inbox = await temp.attach({
    url: server.http_url,
    env: { SERVICE_INBOX: address, SERVICE_INBOX_TOKEN: token },
  });
  expect(inbox.address).to.equal(address);
  expect(inbox.expires.getTime()).to.be.within(started + 900_000, Date.now() + 900_000);
});

Deno.test("`inbox new --env --url U` also exports SERVICE_INBOX_URL, so later commands find the service", async () => {
  await using server = await serve();
  await using box = await sandbox(server.http_url);
  const with_url = await run_sh(
    box,
    `eval "$(inbox new --ttl 15m --env --url ${server.http_url})" && printf '%s\\n%s\\n%s\\n' "$SERVICE_INBOX" "$SERVICE_INBOX_TOKEN" "$SERVICE_INBOX_URL"`,
    { SERVICE_INBOX_URL: undefined },
  );
  expect(with_url.code, with_url.stderr).to.equal(0);
  const [address, token, url] = with_url.stdout.trim().split("\n");
  expect(url).to.equal(server.http_url);
  const inbox = await temp.attach({
    env: { SERVICE_INBOX: address, SERVICE_INBOX_TOKEN: token, SERVICE_INBOX_URL: url },
  });
  expect(inbox.address).to.equal(address);
  const listed = await run_sh(
    box,
    `eval "$(inbox new --env --url ${server.http_url})" && inbox list --json`,
    { SERVICE_INBOX_URL: undefined },
  );
  expect(listed.code, listed.stderr).to.equal(0);
  expect(JSON.parse(listed.stdout)).to.deep.equal([]);
});

Deno.test("`inbox new --env` prints export lines that quote safely", async () => {
  await using server = await serve();
  await using box = await sandbox(server.http_url);
  const result = await run_cli(box, ["new", "--env"]);
  expect(result.code, result.stderr).to.equal(0);
  expect(result.stdout).to.match(/^export SERVICE_INBOX='[^']+'\nexport SERVICE_INBOX_TOKEN='ibx_[0-9A-Za-z]{32}'\n$/);
});

Deno.test("`inbox new --json` prints address, token and expiry", async () => {
  await using server = await serve();
  await using box = await sandbox(server.http_url);
  const result = await run_cli(box, ["new", "--json", "--ttl", "2h"]);
  expect(result.code, result.stderr).to.equal(0);
  const json = JSON.parse(result.stdout);
  expect(json).to.have.keys(["address", "token", "expires"]);
  expect(json.address).to.match(ADDRESS);
});

Deno.test("the remembered inbox goes to $XDG_CONFIG_HOME/service-mail, else ~/.config/service-mail", async () => {
  await using server = await serve();
  await using box = await sandbox(server.http_url);
  const xdg = join(box.dir, "xdg");
  const with_xdg = await run_cli(box, [], { SERVICE_INBOX_CONFIG_DIR: undefined, XDG_CONFIG_HOME: xdg });
  expect(with_xdg.code, with_xdg.stderr).to.equal(0);
  const from_xdg = JSON.parse(await Deno.readTextFile(join(xdg, "service-mail", "inbox.json")));
  expect(from_xdg.address).to.equal(with_xdg.stdout.trim());
  const with_home = await run_cli(box, [], { SERVICE_INBOX_CONFIG_DIR: undefined });
  expect(with_home.code, with_home.stderr).to.equal(0);
  const from_home = JSON.parse(await Deno.readTextFile(join(box.env.HOME!, ".config", "service-mail", "inbox.json")));
  expect(from_home.address).to.equal(with_home.stdout.trim());
});

Deno.test("bad usage exits 64 with a clear message: unknown flag, bad ttl, unknown command, stray argument", async () => {
  await using server = await serve();
  await using box = await sandbox(server.http_url);
  const cases: [string[], string][] = [
    [["--bogus"], "inbox: unknown flag --bogus (see inbox new --help)\n"],
    [["new", "--ttl", "soon"], 'inbox: --ttl "soon" is not a duration like 30s, 15m or 2h (see inbox new --help)\n'],
    [["new", "--ttl"], "inbox: --ttl needs a value (see inbox new --help)\n"],
    [["new", "--env=yes"], "inbox: --env does not take a value (see inbox new --help)\n"],
    [["new", "--env", "--json"], "inbox: --env and --json do not go together (see inbox new --help)\n"],
    [
      ["frobnicate"],
      'inbox: unknown command "frobnicate"; the commands are new, wait, watch, list, info, extend, delete, chaos, extract, mcp (see inbox --help)\n',
    ],
    [["list", "extra"], 'inbox: unexpected argument "extra" (see inbox list --help)\n'],
    [["list", "--url", "nowhere"], 'inbox: --url "nowhere" is not a URL (see inbox list --help)\n'],
    [
      ["wait", "--timeout", "1 fortnight"],
      'inbox: --timeout "1 fortnight" is not a duration like 30s, 15m or 2h (see inbox wait --help)\n',
    ],
  ];
  for (const [args, stderr] of cases) {
    const result = await run_cli(box, args);
    expect(result.code, args.join(" ")).to.equal(64);
    expect(result.stderr, args.join(" ")).to.equal(stderr);
    expect(result.stdout).to.equal("");
  }
});

Deno.test("a service that cannot be reached exits 1 and says where it looked", async () => {
  const listener = Deno.listen({ hostname: "127.0.0.1", port: 0 });
  const url = `http://127.0.0.1:${listener.addr.port}`;
  listener.close();
  await using box = await sandbox(url);
  const result = await run_cli(box, []);
  expect(result.code).to.equal(1);
  expect(result.stderr).to.match(new RegExp(`^inbox: network_error: could not reach the inbox service at ${url}: `));
  expect(result.stderr).to.include("is the inbox service running there? Set --url or SERVICE_INBOX_URL.");
});

Deno.test("--help works for the program and for each command, and `inbox help <command>` too", async () => {
  await using box = await sandbox("http://127.0.0.1:9");
  const top = await run_cli(box, ["--help"]);
  expect(top.code).to.equal(0);
  for (const name of ["new", "wait", "watch", "list", "extend", "delete"]) expect(top.stdout).to.include(`  ${name} `);
  expect(top.stdout).to.include("Exit codes: 0 done, 1 error, 2 wait timed out, 3 no code or link");
  for (const name of ["new", "wait", "watch", "list", "extend", "delete"]) {
    const own = await run_cli(box, [name, "--help"]);
    expect(own.code, name).to.equal(0);
    expect(own.stdout, name).to.match(new RegExp(`^Usage: inbox (\\[new\\]|${name})`));
    expect(own.stdout, name).to.include("--url URL");
    const via_help = await run_cli(box, ["help", name]);
    expect(via_help.stdout).to.equal(own.stdout);
  }
  expect((await run_cli(box, ["-h"])).stdout).to.equal(top.stdout);
});

Deno.test("a SERVICE_INBOX_URL that is not a URL exits 1 and says so", async () => {
  await using box = await sandbox("not a url");
  const result = await run_cli(box, []);
  expect(result).to.deep.equal({
    code: 1,
    stdout: "",
    stderr: 'inbox: the inbox service URL "not a url" is not a URL\n',
  });
});
