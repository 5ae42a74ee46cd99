import { expect } from "chai";
import nodemailer from "nodemailer";
import { read_config } from "../../src/server/main.ts";
import { fingerprint, self_signed_certificate } from "../../src/server/tls.ts";

const env = (values: Record<string, string>) => (name: string) => values[name];

Deno.test("read_config takes the SMTP login and TLS flags, then the environment; off by default", async () => {
  const defaults = await read_config([], env({}));
  expect(defaults).to.deep.include({ smtp_auth: "off", tls: null, smtps_port: null });

  const from_env = await read_config(
    [],
    env({ SERVICE_SMTP_AUTH: "app:pa:ss", SERVICE_TLS_SELF_SIGNED: "1", SERVICE_SMTPS_PORT: "1465" }),
  );
  expect(from_env).to.deep.include({
    smtp_auth: { user: "app", pass: "pa:ss" },
    tls: "self-signed",
    smtps_port: 1465,
  });

  const dir = await Deno.makeTempDir();
  try {
    const made = await self_signed_certificate(["mail.test"]);
    await Deno.writeTextFile(`${dir}/cert.pem`, made.cert);
    await Deno.writeTextFile(`${dir}/key.pem`, made.key);
    const flags = await read_config(
      ["--smtp-auth", "any", "--tls-cert", `${dir}/cert.pem`, "--tls-key", `${dir}/key.pem`, "--smtps-port", "0"],
      env({ SERVICE_SMTP_AUTH: "ignored:because-flag" }),
    );
    expect(flags).to.deep.include({ smtp_auth: "any", tls: made, smtps_port: 0 });
  } finally {
    await Deno.remove(dir, { recursive: true });
  }
});

Deno.test("read_config refuses incomplete SMTP login and TLS settings, without echoing a password", async () => {
  const cases: [string[], Record<string, string>, string][] = [
    [["--smtp-auth", "justauser"], {}, "--smtp-auth must be off, any, or user:pass (with a user and a password)"],
    [[], { SERVICE_SMTP_AUTH: ":secret-pass" }, "--smtp-auth must be off, any, or user:pass"],
    [["--tls-cert", "cert.pem"], {}, "--tls-cert and --tls-key go together"],
    [["--smtps-port", "1465"], {}, "--smtps-port needs a certificate: --tls-cert and --tls-key, or --tls-self-signed"],
    [["--smtps-port", "smtps"], {}, '--smtps-port must be a port number, not "smtps"'],
    [
      ["--tls-self-signed", "--tls-cert", "c.pem", "--tls-key", "k.pem"],
      {},
      "--tls-self-signed makes a certificate; it cannot go with --tls-cert",
    ],
  ];
  for (const [args, values, message] of cases) {
    const error = await read_config(args, env(values)).then(() => null, (e) => e);
    expect(error?.message, args.join(" ")).to.include(message);
    expect(error?.message).not.to.include("secret-pass");
  }
});

Deno.test("serve with a self-signed certificate and a login prints the smtps URL and fingerprint, and never the password", async () => {
  const password = "pw-never-printed";
  const child = new Deno.Command(Deno.execPath(), {
    args: [
      "run",
      "--unstable-no-legacy-abort",
      "-A",
      "src/server/main.ts",
      ...["--port", "0", "--smtp-port", "0", "--smtps-port", "0", "--tls-self-signed", "--no-auth"],
    ],
    stdout: "piped",
    stderr: "piped",
    env: { SERVICE_TOKEN: "svc_test_key_for_main", SERVICE_SMTP_AUTH: `app:${password}` },
  }).spawn();
  const lines = child.stdout.pipeThrough(new TextDecoderStream()).getReader();
  let out = "";
  while (!/tls: [^\n]+\n/.test(out)) {
    const { value, done } = await lines.read();
    if (done) break;
    out += value;
  }
  try {
    const said = Object.fromEntries(out.trim().split("\n").map((line) => [line.slice(0, line.indexOf(":")), line]));
    expect(said.smtps).to.match(/^smtps: smtps:\/\/127\.0\.0\.1:\d+$/);
    expect(said.tls).to.match(
      /^tls: STARTTLS offered; certificate self-signed, made at start, SHA-256 ([0-9A-F]{2}:){31}[0-9A-F]{2}$/,
    );
    const base = said.http!.slice("http: ".length);
    const smtps_port = Number(said.smtps!.split(":").at(-1));
    const created = await (await fetch(`${base}/`, { method: "POST", headers: { accept: "application/json" } }))
      .json();
    const transport = nodemailer.createTransport({
      host: "127.0.0.1",
      port: smtps_port,
      secure: true,
      auth: { user: "app", pass: password },
      tls: { rejectUnauthorized: false },
    });
    const info = await transport.sendMail({ from: "a@example.com", to: created.address, subject: "S", text: "hi" });
    expect(info.response).to.equal("250 2.0.0 Stored in 1 inbox(es)");
    const card = await (await fetch(`${base}/`)).text();
    expect(card).to.include(
      `port ${Number(said.smtp!.split(":").at(-1))} with STARTTLS; implicit TLS on port ${smtps_port}; AUTH required`,
    );
  } finally {
    child.kill("SIGTERM");
    await child.status;
    await lines.cancel();
  }
  const log = await new Response(child.stderr).text();
  expect(out + log).not.to.include(password);
});

Deno.test("fingerprint() is the SHA-256 of the certificate's DER bytes", async () => {
  const { cert } = await self_signed_certificate();
  const der = Uint8Array.from(
    atob(cert.split("\n").filter((l) => !l.startsWith("-----")).join("")),
    (c) => c.charCodeAt(0),
  );
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", der));
  const expected = Array.from(digest, (b) => b.toString(16).padStart(2, "0").toUpperCase()).join(":");
  expect(await fingerprint(cert)).to.equal(expected);
});
