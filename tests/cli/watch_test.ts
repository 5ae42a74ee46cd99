import { expect } from "chai";
import { join } from "node:path";
import { Webhook } from "standardwebhooks";
import { temp } from "../../inbox.ts";
import { deliver_now, serve, smtp_send, until } from "../inbox/_helpers.ts";
import { run_cli, run_sh, sandbox, start_cli } from "./_cli.ts";

async function setup() {
  const server = await serve();
  const box = await sandbox(server.http_url);
  const made = await run_cli(box, []);
  if (made.code !== 0) throw new Error(made.stderr);
  const token = JSON.parse(await Deno.readTextFile(join(box.config_dir, "inbox.json"))).token as string;
  return {
    server,
    box,
    address: made.stdout.trim(),
    token,
    async [Symbol.asyncDispose]() {
      await box[Symbol.asyncDispose]();
      await server.close();
    },
  };
}

/** A webhook receiver on 127.0.0.1 that records each request and answers 503 to the first `fail`. */
function receiver(fail = 0) {
  const received: { body: string; headers: Headers }[] = [];
  let seen = 0;
  const server = Deno.serve({ hostname: "127.0.0.1", port: 0, onListen: () => {} }, async (request) => {
    const body = await request.text();
    if (seen++ < fail) return new Response("busy", { status: 503 });
    received.push({ body, headers: request.headers });
    return new Response(null, { status: 204 });
  });
  return {
    url: `http://127.0.0.1:${server.addr.port}/hooks/mail`,
    received,
    attempts: () => seen,
    [Symbol.asyncDispose]: () => server.shutdown(),
  };
}

Deno.test("inbox watch prints each new mail as it arrives over SMTP; SIGTERM ends it with exit 0", async () => {
  await using t = await setup();
  await deliver_now(t.server, t.address, "already here");
  await using running = start_cli(t.box, ["watch"]);
  await until(() => t.server.service.stats().streams === 1, 10_000);
  await smtp_send(t.server, {
    to: t.address,
    from: "Acme <no-reply@acme.test>",
    subject: "First",
    text: "code 135790",
  });
  await smtp_send(t.server, { to: t.address, subject: "Second" });
  const first = await running.next_line();
  expect(first).to.match(/^\d{4}-\d\d-\d\dT[\d:.]+Z {2}Acme <no-reply@acme\.test> {2}"First" {2}code 135790$/);
  expect(await running.next_line()).to.match(/ {2}"Second"$/);
  expect(await running.stop("SIGTERM")).to.equal(0);
  expect(running.stderr()).to.equal(`inbox: watching ${t.address} (Ctrl-C to stop)\n`);
});

Deno.test("inbox watch --json prints one line of Message JSON per mail and ends when the inbox is deleted", async () => {
  await using t = await setup();
  await using running = start_cli(t.box, ["watch", "--json"]);
  await until(() => t.server.service.stats().streams === 1, 10_000);
  await deliver_now(t.server, t.address, "as json");
  const message = JSON.parse(await running.next_line());
  expect(message).to.include({ subject: "as json", cursor: "1", from: "alice@example.com" });
  const inbox = await temp.attach({ url: t.server.http_url, token: t.token });
  await inbox.delete();
  expect(await running.done()).to.equal(0);
  expect(running.stderr()).to.include(`inbox: ${t.address} is gone (expired or deleted)\n`);
});

Deno.test("inbox watch --exec runs the command per mail with the mail in its environment, never in its text", async () => {
  await using t = await setup();
  const out = join(t.box.dir, "exec.txt");
  const stdin = join(t.box.dir, "stdin.json");
  const script =
    `printf '%s|%s|%s|%s|%s|%s|%s|%s\\n' "$SUBJECT" "$FROM" "$NAME" "$CODE" "$LINK" "$TO" "$TAG" "$ID" >> ${out}; cat > ${stdin}`;
  await using running = start_cli(t.box, ["watch", "--exec", script]);
  await until(() => t.server.service.stats().streams === 1, 10_000);
  const [local, host] = t.address.split("@");
  const hostile = `$(touch ${t.box.dir}/pwned) \`touch ${t.box.dir}/pwned2\` '; touch ${t.box.dir}/pwned3 #`;
  await smtp_send(t.server, {
    to: `${local}+signup@${host}`,
    from: "Acme Team <team@acme.test>",
    subject: hostile,
    text: "Your code is 246810. Or open https://acme.test/verify?t=abc123def456",
  });
  await running.next_line();
  await until(async () => (await Deno.readTextFile(out).catch(() => "")).endsWith("\n"), 10_000);
  await until(async () => (await Deno.readTextFile(stdin).catch(() => "")).endsWith("\n"), 10_000);
  const message = JSON.parse(await Deno.readTextFile(stdin));
  expect(await Deno.readTextFile(out)).to.equal(
    `${hostile}|team@acme.test|Acme Team|246810|https://acme.test/verify?t=abc123def456|${local}+signup@${host}|signup|${message.id}\n`,
  );
  expect(message).to.include({ subject: hostile, code: "246810", tag: "signup" });
  for (const name of ["pwned", "pwned2", "pwned3"]) {
    expect(await Deno.stat(join(t.box.dir, name)).then(() => true, () => false), name).to.equal(false);
  }
  expect(await running.stop()).to.equal(0);
});

Deno.test("inbox watch --exec: a failing command is reported and the watch goes on", async () => {
  await using t = await setup();
  await using running = start_cli(t.box, ["watch", "--exec", 'test "$SUBJECT" != bad']);
  await until(() => t.server.service.stats().streams === 1, 10_000);
  await deliver_now(t.server, t.address, "bad");
  await deliver_now(t.server, t.address, "good");
  expect(await running.next_line()).to.include('"bad"');
  expect(await running.next_line()).to.include('"good"');
  await until(() => running.stderr().includes("exited with 1"), 10_000);
  expect(running.stderr()).to.match(/inbox: --exec for msg_\w+ exited with 1\n/);
  expect(await running.stop()).to.equal(0);
});

Deno.test("inbox watch --forward posts email.received events that standardwebhooks verifies", async () => {
  await using t = await setup();
  await using hook = receiver();
  const secret = `whsec_${btoa("a test secret of enough length!!")}`;
  await using running = start_cli(t.box, ["watch", "--forward", hook.url], { SERVICE_WEBHOOK_SECRET: secret });
  await until(() => t.server.service.stats().streams === 1, 10_000);
  const before = Date.now();
  await smtp_send(t.server, { to: t.address, subject: "Forward me", text: "Your code is 112233" });
  await smtp_send(t.server, { to: t.address, subject: "And me" });
  await until(() => hook.received.length === 2, 10_000);
  const webhook = new Webhook(secret);
  const inbox = await temp.attach({ url: t.server.http_url, token: t.token });
  const held = JSON.parse(JSON.stringify(await inbox.list()));
  hook.received.forEach(({ body, headers }, i) => {
    const event = webhook.verify(body, Object.fromEntries(headers)) as Record<string, unknown>;
    expect(Object.keys(event)).to.deep.equal(["type", "created_at", "data"]);
    expect(event.type).to.equal("email.received");
    expect(Date.parse(event.created_at as string)).to.be.within(before - 1000, Date.now() + 1000);
    expect(event.data).to.deep.equal(held[i]);
    expect(headers.get("webhook-id")).to.equal(held[i].id);
    expect(headers.get("content-type")).to.equal("application/json");
  });
  expect(() =>
    new Webhook(`whsec_${btoa("another secret entirely, 32 b!!")}`).verify(
      hook.received[0]!.body,
      Object.fromEntries(hook.received[0]!.headers),
    )
  ).to.throw();
  expect(await running.stop()).to.equal(0);
  expect(running.stderr()).not.to.include("unsigned");
});

Deno.test("inbox watch --forward retries briefly when the receiver fails, then delivers once", async () => {
  await using t = await setup();
  await using hook = receiver(2);
  const secret = "a plain string secret";
  await using running = start_cli(t.box, ["watch", "--forward", hook.url], { SERVICE_WEBHOOK_SECRET: secret });
  await until(() => t.server.service.stats().streams === 1, 10_000);
  await deliver_now(t.server, t.address, "Retry me");
  await until(() => hook.received.length === 1, 15_000);
  expect(hook.attempts()).to.equal(3);
  const { body, headers } = hook.received[0]!;
  const raw_key = new TextEncoder().encode(secret);
  const event = new Webhook(raw_key, { format: "raw" }).verify(body, Object.fromEntries(headers)) as {
    data: { subject: string };
  };
  expect(event.data.subject).to.equal("Retry me");
  expect(await running.stop()).to.equal(0);
});

Deno.test("inbox watch --forward without SERVICE_WEBHOOK_SECRET posts unsigned and says so", async () => {
  await using t = await setup();
  await using hook = receiver();
  await using running = start_cli(t.box, ["watch", "--forward", hook.url]);
  await until(() => t.server.service.stats().streams === 1, 10_000);
  await deliver_now(t.server, t.address, "Unsigned");
  await until(() => hook.received.length === 1, 10_000);
  expect(hook.received[0]!.headers.has("webhook-signature")).to.equal(false);
  expect(JSON.parse(hook.received[0]!.body).data.subject).to.equal("Unsigned");
  expect(running.stderr()).to.include("inbox: SERVICE_WEBHOOK_SECRET is not set: forwarding unsigned\n");
  expect(await running.stop()).to.equal(0);
});

Deno.test("inbox watch --forward with a URL that is not http(s) exits 64", async () => {
  await using t = await setup();
  const result = await run_cli(t.box, ["watch", "--forward", "ftp://example.test/"]);
  expect(result.code).to.equal(64);
  expect(result.stderr).to.equal("inbox: --forward must be an http or https URL, not ftp: (see inbox watch --help)\n");
});

Deno.test("inbox watch | head: once the reader is gone the watch ends quietly with exit 0", async () => {
  await using t = await setup();
  const piped = run_sh(t.box, `{ inbox watch --json; echo "watch exited $?" >&2; } | head -c 10`);
  await until(() => t.server.service.stats().streams === 1, 10_000);
  // Each mail is a write; the one after head has gone fails, and the watch ends. Mail keeps coming until it has.
  for (let i = 0; t.server.service.stats().streams > 0; i++) {
    if (i === 100) throw new Error("the watch did not end after 100 mails");
    await deliver_now(t.server, t.address, `mail ${i}`);
    await until(() => t.server.service.stats().streams === 0, 200).catch(() => {});
  }
  const result = await piped;
  expect(result.stdout).to.equal('{"id":"msg');
  expect(result.stderr).to.equal(`inbox: watching ${t.address} (Ctrl-C to stop)\nwatch exited 0\n`);
  await until(() => t.server.service.stats().streams === 0);
});

Deno.test("inbox watch --exec: CODE is the code as printed, CODE_DIGITS what a person types", async () => {
  await using t = await setup();
  const out = join(t.box.dir, "codes.txt");
  await using running = start_cli(t.box, ["watch", "--exec", `printf '%s|%s\\n' "$CODE" "$CODE_DIGITS" >> ${out}`]);
  await until(() => t.server.service.stats().streams === 1, 10_000);
  await smtp_send(t.server, {
    to: t.address,
    from: "Google <no-reply@accounts.google.test>",
    subject: "G-482913 is your Google verification code",
    text: "G-482913 is your Google verification code.",
  });
  await running.next_line();
  await until(async () => (await Deno.readTextFile(out).catch(() => "")).endsWith("\n"), 10_000);
  expect(await Deno.readTextFile(out)).to.equal("G-482913|482913\n");
  expect(await running.stop()).to.equal(0);
});
