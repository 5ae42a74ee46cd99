import { expect } from "chai";
import { join } from "node:path";
import { serve } from "../inbox/_helpers.ts";
import { run_sh, sandbox } from "./_cli.ts";

Deno.test("inbox reads .env in the working directory; the environment wins over it", async () => {
  await using server = await serve();
  await using box = await sandbox(server.http_url);
  const project = join(box.dir, "project");
  await Deno.mkdir(project);
  await Deno.writeTextFile(join(project, ".env"), `SERVICE_INBOX_URL=${server.http_url}\n`);
  const from_file = await run_sh(box, `cd '${project}' && inbox new --json`, { SERVICE_INBOX_URL: undefined });
  expect(from_file.code, from_file.stderr).to.equal(0);
  expect(JSON.parse(from_file.stdout).address).to.match(/@inbox\.localhost$/);
  const env_wins = await run_sh(box, `cd '${project}' && inbox new --json`, {
    SERVICE_INBOX_URL: "http://127.0.0.1:9",
  });
  expect(env_wins.code).to.equal(1);
  expect(env_wins.stderr).to.include("127.0.0.1:9");
});
