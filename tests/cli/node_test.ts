/** The same CLI, bundled, on Node: it uses only `node:` built-ins and web standards. */

import { expect } from "chai";
import { join } from "node:path";
import { deliver_now, serve } from "../inbox/_helpers.ts";
import { sandbox } from "./_cli.ts";

const node = await new Deno.Command("node", { args: ["--version"], stdout: "piped", stderr: "null" }).output()
  .then((output) => output.success ? new TextDecoder().decode(output.stdout).trim() : null, () => null);

Deno.test({
  name: "the bundled CLI runs on Node: new --env, wait --code, list --json",
  ignore: node === null,
  async fn() {
    await using server = await serve();
    await using box = await sandbox(server.http_url);
    const main = join(box.dir, "main.mjs");
    const bundled = await new Deno.Command(Deno.execPath(), {
      args: [
        "bundle",
        "--quiet",
        "--platform",
        "deno",
        "-o",
        main,
        new URL("../../src/cli/main.ts", import.meta.url).pathname,
      ],
      stdout: "null",
      stderr: "piped",
    }).output();
    expect(bundled.success, new TextDecoder().decode(bundled.stderr)).to.equal(true);
    const bin = join(box.dir, "inbox.mjs");
    await Deno.writeTextFile(bin, 'import { cli } from "./main.mjs";\nawait cli();\n');
    const run = async (args: string[], env: Record<string, string> = {}) => {
      const output = await new Deno.Command("node", {
        args: [bin, ...args],
        env: { ...box.env, ...env },
        clearEnv: true,
        stdout: "piped",
        stderr: "piped",
      }).output();
      const text = new TextDecoder();
      return { code: output.code, stdout: text.decode(output.stdout), stderr: text.decode(output.stderr) };
    };
    const made = await run(["new", "--env"]);
    expect(made.code, made.stderr).to.equal(0);
    const env = Object.fromEntries(
      [...made.stdout.matchAll(/^export (\w+)='([^']*)'$/gm)].map((match) => [match[1]!, match[2]!]),
    );
    expect(env.SERVICE_INBOX).to.match(/@inbox\.localhost$/);
    await deliver_now(server, env.SERVICE_INBOX!, "Verify", "Your code is 343434");
    const code = await run(["wait", "--code", "--timeout", "5s"], env);
    expect(code, code.stderr).to.deep.include({ code: 0, stdout: "343434\n" });
    const listed = await run(["list", "--json"]);
    expect(listed.code, listed.stderr).to.equal(0);
    expect(JSON.parse(listed.stdout)[0].subject).to.equal("Verify");
    const timeout = await run(["wait", "--subject", "never", "--timeout", "200ms"]);
    expect(timeout.code).to.equal(2);
    const stat = await Deno.stat(join(box.config_dir, "inbox.json"));
    expect(stat.mode! & 0o777).to.equal(0o600);
  },
});
