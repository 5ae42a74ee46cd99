import { expect } from "chai";
import { serve, smtp_send } from "../inbox/_helpers.ts";
import { run_cli, sandbox } from "./_cli.ts";

Deno.test("inbox chaos sets, prints and turns off fault injection; bad values are usage errors", async () => {
  await using server = await serve();
  await using box = await sandbox(server.http_url);
  const address = (await run_cli(box, [])).stdout.trim();
  const off = await run_cli(box, ["chaos"]);
  expect(off, off.stderr).to.deep.equal({
    code: 0,
    stdout: "chaos: off\ndelay:     none\nduplicate: never\nreorder:   no\nrefuse:    no\nheld back: 0 mails\n",
    stderr: "",
  });
  const set = await run_cli(box, ["chaos", "--refuse", "451:0.5", "--delay", "2s", "--duplicate", "0.1", "--reorder"]);
  expect(set.stdout).to.equal(
    "delay:     2s\nduplicate: with probability 0.1\nreorder:   newest first within each window\n" +
      "refuse:    451 with probability 0.5\nheld back: 0 mails\n",
  );
  const json = JSON.parse((await run_cli(box, ["chaos", "--json", "--refuse", "550"])).stdout);
  expect(json).to.deep.equal({
    delay: "0s",
    duplicate: 0,
    reorder: false,
    refuse: { code: 550, probability: 1 },
    pending: 0,
  });
  const refused = await smtp_send(server, { to: address, subject: "x" }).catch((e) => e);
  expect(refused.responseCode).to.equal(550);
  expect((await run_cli(box, ["chaos", "--off"])).stdout).to.match(/^chaos: off\n/);
  await smtp_send(server, { to: address, subject: "x" });
  for (
    const [args, message] of [
      [["--duplicate", "2"], '--duplicate needs a probability from 0 to 1, not "2"'],
      [["--refuse", "soon"], '--refuse "soon" is not CODE or CODE:P, like 451 or 451:0.5'],
      [["--off", "--reorder"], "--off goes alone"],
    ] as [string[], string][]
  ) {
    const result = await run_cli(box, ["chaos", ...args]);
    expect(result, args.join(" ")).to.deep.equal({
      code: 64,
      stdout: "",
      stderr: `inbox: ${message} (see inbox chaos --help)\n`,
    });
  }
  const service_says = await run_cli(box, ["chaos", "--refuse", "250"]);
  expect(service_says.code).to.equal(1);
  expect(service_says.stderr).to.contain("invalid_refuse");
});
