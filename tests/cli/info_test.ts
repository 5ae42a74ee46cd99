import { expect } from "chai";
import { serve, smtp_send } from "../inbox/_helpers.ts";
import { run_cli, sandbox } from "./_cli.ts";

Deno.test("inbox info shows expiry, mail held, room left and the last refused arrival; --json the inbox JSON", async () => {
  await using server = await serve({ limits: { max_messages: 1 } });
  await using box = await sandbox(server.http_url);
  const address = (await run_cli(box, [])).stdout.trim();
  await smtp_send(server, { to: address, subject: "Welcome" });
  await smtp_send(server, { to: address, subject: "Verify" }).catch(() => {});
  const result = await run_cli(box, ["info"]);
  expect(result.code, result.stderr).to.equal(0);
  const lines = result.stdout.trimEnd().split("\n");
  expect(lines[0]).to.equal(`Address:  ${address}`);
  expect(lines[1]).to.match(/^Expires: {2}\S+Z \(in (59m|1h)\)$/);
  expect(lines[2]).to.match(/^Held: {5}1 message, \d+ bytes$/);
  expect(lines[3]).to.match(/^Room: {5}0 more messages, \d+ bytes$/);
  expect(lines[4]).to.match(/^Refused: {2}\S+Z inbox_full \(\d+ bytes\)$/);
  const json = JSON.parse((await run_cli(box, ["info", "--json"])).stdout);
  expect(json).to.include({ address, count: 1, messages_left: 0 });
  expect(json.last_refusal.reason).to.equal("inbox_full");
});
