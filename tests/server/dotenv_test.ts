import { expect } from "chai";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

const MAIN = fileURLToPath(new URL("../../src/server/main.ts", import.meta.url));

Deno.test("deno task serve reads SERVICE_TOKEN from .env in the working directory", async () => {
  const dir = await Deno.makeTempDir();
  const key = `svc_${crypto.randomUUID().replaceAll("-", "")}`;
  await Deno.writeTextFile(join(dir, ".env"), `# development\nSERVICE_TOKEN=${key}\n`);
  const env = { ...Deno.env.toObject() };
  delete env.SERVICE_TOKEN;
  const child = new Deno.Command(Deno.execPath(), {
    args: ["run", "--unstable-no-legacy-abort", "-A", MAIN, "--port", "0", "--smtp-port", "0", "--no-auth", "--quiet"],
    cwd: dir,
    env,
    clearEnv: true,
    stdin: "null",
    stdout: "piped",
    stderr: "null",
  }).spawn();
  const lines = child.stdout.pipeThrough(new TextDecoderStream()).getReader();
  try {
    let out = "";
    while (!/smtp: [^\n]+\n/.test(out)) {
      const { value, done } = await lines.read();
      if (done) break;
      out += value;
    }
    expect(out, "no key is made up when .env gives one").not.to.include("account key");
    const base = /^http: (\S+)$/m.exec(out)![1];
    const ask = (token: string) =>
      fetch(`${base}/v1/messages/msg_none`, { headers: { authorization: `Bearer ${token}` } }).then(async (r) => {
        await r.body?.cancel();
        return r.status;
      });
    expect([await ask(key), await ask("svc_wrong")]).to.deep.equal([404, 401]);
  } finally {
    child.kill("SIGTERM");
    await child.status;
    await lines.cancel().catch(() => {});
    await Deno.remove(dir, { recursive: true });
  }
});
