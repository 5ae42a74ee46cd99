import { expect } from "chai";
import { read_config } from "../../src/server/main.ts";
import { catch_all_lines } from "../../src/server/catch_all_flags.ts";
import { smtp_client } from "../helpers/smtp.ts";

const env = (values: Record<string, string>) => (name: string) => values[name];
const GIVEN = "cat_GivenOperatorToken0123456789";

Deno.test("--catch-all is off by default; on, it makes an operator token unless one is given", async () => {
  const off = await read_config([], env({}));
  expect(off.catch_all).to.equal(undefined);
  const made = await read_config(["--catch-all"], env({}));
  expect(made.catch_all?.token).to.match(/^cat_[0-9A-Za-z]{32}$/);
  expect(made.catch_all?.max_messages).to.equal(500);
  expect(made.generated_catch_all_token).to.equal(made.catch_all?.token);
  const given = await read_config(["--catch-all", "--catch-all-token", GIVEN, "--catch-all-max", "50"], env({}));
  expect(given.catch_all).to.deep.equal({ token: GIVEN, max_messages: 50 });
  expect(given.generated_catch_all_token).to.equal(undefined);
  const from_env = await read_config(
    [],
    env({ SERVICE_CATCH_ALL: "true", SERVICE_CATCH_ALL_TOKEN: GIVEN, SERVICE_CATCH_ALL_MAX: "7" }),
  );
  expect(from_env.catch_all).to.deep.equal({ token: GIVEN, max_messages: 7 });
  expect((await read_config([], env({ SERVICE_CATCH_ALL: "0" }))).catch_all).to.equal(undefined);
});

Deno.test("bad catch-all settings are refused with a reason", async () => {
  const cases: [string[], Record<string, string>, RegExp][] = [
    [["--catch-all", "--catch-all-max", "0"], {}, /--catch-all-max must be a whole number above 0/],
    [["--catch-all", "--catch-all-token", "short"], {}, /16 to 256 printable characters/],
    [["--catch-all-token", GIVEN], {}, /need --catch-all/],
    [[], { SERVICE_CATCH_ALL: "maybe" }, /SERVICE_CATCH_ALL must be 1 or 0/],
  ];
  for (const [args, values, reason] of cases) {
    const error = await read_config(args, env(values)).then(() => null, (e) => e);
    expect(error, args.join(" ")).to.be.instanceOf(TypeError);
    expect(error.message, args.join(" ")).to.match(reason);
  }
});

Deno.test("the start-up lines name the catch-all, and print the token only when it was made at start", () => {
  const url = "http://127.0.0.1:8025";
  expect(catch_all_lines({ catch_all: { token: GIVEN, max_messages: 9 } }, url)).to.deep.equal([
    `catch-all: mail to any address is kept (the newest 9): ${url}/view, ${url}/v1/inboxes/*/messages, Mailpit's ${url}/api/v1/messages`,
  ]);
  expect(catch_all_lines({ catch_all: { token: GIVEN }, generated_catch_all_token: GIVEN }, url).at(-1)).to.equal(
    `catch-all token (SERVICE_CATCH_ALL_TOKEN): ${GIVEN}`,
  );
  expect(catch_all_lines({}, url)).to.deep.equal([]);
});

Deno.test("serve --catch-all prints the token once at start and never logs it", async () => {
  const child = new Deno.Command(Deno.execPath(), {
    args: [
      "run",
      "-A",
      "--unstable-no-legacy-abort",
      "src/server/main.ts",
      "--port",
      "0",
      "--smtp-port",
      "0",
      "--no-auth",
      "--catch-all",
    ],
    stdout: "piped",
    stderr: "piped",
    env: { SERVICE_TOKEN: "svc_catch_all_flags_test" },
  }).spawn();
  const reader = child.stdout.pipeThrough(new TextDecoderStream()).getReader();
  let out = "";
  while (!/catch-all token \(SERVICE_CATCH_ALL_TOKEN\): \S+\n/.test(out)) {
    const { value, done } = await reader.read();
    if (done) break;
    out += value;
  }
  const token = /catch-all token \(SERVICE_CATCH_ALL_TOKEN\): (\S+)/.exec(out)![1]!;
  const http = /http: (\S+)/.exec(out)![1]!;
  const smtp_port = Number(/smtp: smtp:\/\/[^:]+:(\d+)/.exec(out)![1]);
  await smtp_client(smtp_port).sendMail({ from: "a@acme.test", to: "ada@example.com", subject: "Hi", text: "x" });
  const wait = await fetch(`${http}/v1/inboxes/*/wait?to=ada@example.com&timeout=5s`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect((await wait.json()).subject).to.equal("Hi");
  const mailpit = await fetch(`${http}/api/v1/messages/${token}`, { headers: { authorization: `Bearer ${token}` } });
  await mailpit.body?.cancel();
  child.kill("SIGTERM");
  for (;;) {
    const { value, done } = await reader.read();
    if (done) break;
    out += value;
  }
  const { code } = await child.status;
  const err = await new Response(child.stderr).text();
  expect(code).to.equal(0);
  expect(out.split(token).length - 1, "the token is printed once").to.equal(1);
  expect(err, "the request log holds the paths").to.include("http GET /v1/inboxes/*/wait 200");
  expect(err.includes(token), "the token is never in the log").to.equal(false);
  expect(err).to.include("http GET /api/v1/messages/cat_… 404");
});
