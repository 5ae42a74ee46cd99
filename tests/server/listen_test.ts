import { expect } from "chai";
import { start_server } from "../../src/server/server.ts";
import { test_server } from "../helpers/service.ts";

Deno.test("a second server on a port in use fails with the error main.ts words, and logs no raw smtp error", async () => {
  const first = await test_server();
  try {
    const log: string[] = [];
    const smtp_taken = await start_server({ port: 0, smtp_port: first.smtp_port, log: (line) => log.push(line) })
      .catch((e) => e);
    expect(smtp_taken.code).to.equal("EADDRINUSE");
    const http_taken = await start_server({ port: first.port, smtp_port: 0, log: (line) => log.push(line) })
      .catch((e) => e);
    expect(http_taken).to.be.instanceOf(Deno.errors.AddrInUse);
    expect(log.filter((line) => line.startsWith("smtp error")), "nothing raw before main.ts's message").to.deep
      .equal([]);
  } finally {
    await first.close();
  }
});

Deno.test("deno task serve on a port in use says so in one line, without a raw listen error", async () => {
  const first = await test_server();
  try {
    const out = await new Deno.Command(Deno.execPath(), {
      args: [
        "run",
        "--unstable-no-legacy-abort",
        "-A",
        "src/server/main.ts",
        "--port",
        "0",
        "--smtp-port",
        String(first.smtp_port),
        "--no-auth",
      ],
      env: { SERVICE_TOKEN: "svc_test_key_for_listen" },
      stdout: "piped",
      stderr: "piped",
    }).output();
    expect(out.code).to.equal(1);
    expect(new TextDecoder().decode(out.stderr)).to.equal(
      `serve: cannot listen: SMTP port ${first.smtp_port} is in use (--smtp-port)\n`,
    );
  } finally {
    await first.close();
  }
});
