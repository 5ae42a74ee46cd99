import { expect } from "chai";
import { dkim_lines, read_config } from "../../src/server/main.ts";
import { account_service, api, OTHER_KEY } from "./_helpers.ts";

const env = (values: Record<string, string>) => (name: string) => values[name];

Deno.test("serve reads the account API's relay, DKIM key and selector, and public URL from flags or environment", async () => {
  const pair = await crypto.subtle.generateKey({ name: "Ed25519" }, true, ["sign", "verify"]) as CryptoKeyPair;
  const pkcs8 = new Uint8Array(await crypto.subtle.exportKey("pkcs8", pair.privateKey));
  const pem = `-----BEGIN PRIVATE KEY-----\n${btoa(String.fromCharCode(...pkcs8))}\n-----END PRIVATE KEY-----\n`;
  const file = await Deno.makeTempFile({ suffix: ".pem" });
  try {
    await Deno.writeTextFile(file, pem);
    const flags = await read_config(
      [
        "--relay",
        "smtp://u:p@relay.test:587",
        "--dkim-key",
        file,
        "--dkim-selector",
        "s1",
        "--public-url",
        "https://m.test",
      ],
      env({ SERVICE_TOKEN: "svc_key_for_test" }),
    );
    expect(flags.account).to.deep.equal({
      relay: "smtp://u:p@relay.test:587",
      dkim: { private_key: pem, selector: "s1" },
      public_url: "https://m.test",
    });
    const from_env = await read_config(
      [],
      env({ SERVICE_TOKEN: "svc_key_for_test", SERVICE_RELAY: "smtps://relay.test" }),
    );
    expect(from_env.account).to.deep.equal({
      relay: "smtps://relay.test",
      dkim: { private_key: undefined, selector: undefined },
    });
  } finally {
    await Deno.remove(file);
  }
});

Deno.test("serve refuses a bad relay, DKIM key, selector or public URL with a clear message", async () => {
  const file = await Deno.makeTempFile({ suffix: ".pem" });
  try {
    await Deno.writeTextFile(file, "not a key");
    const cases: [string[], RegExp][] = [
      [["--relay", "http://relay.test"], /relay must be smtp:/],
      [["--relay", "nonsense"], /is not a URL/],
      [["--dkim-key", file], /not a PEM private key/],
      [["--dkim-selector", "a b"], /not a DKIM selector/],
      [["--public-url", "ftp://x"], /not an http\(s\) URL/],
    ];
    for (const [args, message] of cases) {
      const error = await read_config(args, env({ SERVICE_TOKEN: "svc_key_for_test" })).catch((e) => e);
      expect(error, args.join(" ")).to.be.instanceOf(TypeError);
      expect(error.message).to.match(message);
    }
  } finally {
    await Deno.remove(file);
  }
});

Deno.test("GET /v1/dkim answers the records to publish for the account's domains, the ones local delivery verifies with", async () => {
  const service = await account_service();
  const denied = await api(service, "GET", "/v1/dkim", { key: null });
  expect(denied.status).to.equal(401);
  await denied.body?.cancel();
  const answer = await (await api(service, "GET", "/v1/dkim")).json();
  expect([answer.selector, answer.key]).to.deep.equal(["service", "generated"]);
  expect(answer.records.map((r: { domain: string; name: string }) => [r.domain, r.name])).to.deep.equal([
    ["example.com", "service._domainkey.example.com"],
    ["inbox.localhost", "service._domainkey.inbox.localhost"],
  ]);
  const [record] = answer.records;
  expect(record.type).to.equal("TXT");
  expect(record.value).to.match(/^v=DKIM1; k=rsa; p=[A-Za-z0-9+/]+=*$/);
  // What the server's own DKIM check reads, in chunks of at most 255 characters as DNS holds them.
  const chunks = (await service.account!.dkim.record(record.name, "TXT"))![0]!;
  expect(chunks.join("")).to.equal(record.value);
  expect(record.zone).to.equal(`${record.name}. TXT ${chunks.map((c) => `"${c}"`).join(" ")}`);
  const other = await (await api(service, "GET", "/v1/dkim", { key: OTHER_KEY })).json();
  expect(other.records.map((r: { domain: string }) => r.domain)).to.deep.equal(["inbox.localhost"]);
  const lines = await dkim_lines(service);
  expect(lines.slice(0, 2)).to.deep.equal([
    `dkim: ${answer.records[1].zone}`,
    `dkim: ${answer.records[0].zone}`,
  ]);
  expect(lines[2]).to.match(/^dkim: \(this key was made at start/);
  await service.close();
});

Deno.test("serve prints each signing domain's DKIM TXT record after the http: and smtp: lines", async () => {
  const file = await Deno.makeTempFile({ suffix: ".json" });
  const key = await Deno.makeTempFile({ suffix: ".pem" });
  try {
    await Deno.writeTextFile(file, JSON.stringify([{ key: "svc_dkim_print_key", domains: ["mail.example.org"] }]));
    const pair = await crypto.subtle.generateKey({ name: "Ed25519" }, true, ["sign", "verify"]) as CryptoKeyPair;
    const pkcs8 = new Uint8Array(await crypto.subtle.exportKey("pkcs8", pair.privateKey));
    await Deno.writeTextFile(
      key,
      `-----BEGIN PRIVATE KEY-----\n${btoa(String.fromCharCode(...pkcs8))}\n-----END PRIVATE KEY-----\n`,
    );
    const raw = new Uint8Array(await crypto.subtle.exportKey("raw", pair.publicKey));
    const p = btoa(String.fromCharCode(...raw));
    const child = new Deno.Command(Deno.execPath(), {
      args: [
        "run",
        "-A",
        "--unstable-no-legacy-abort",
        "src/server/main.ts",
        ...["--port", "0", "--smtp-port", "0", "--no-auth", "--quiet", "--domain", "in.example.org"],
        ...["--accounts", file, "--dkim-key", key, "--dkim-selector", "s1"],
      ],
      stdout: "piped",
      stderr: "inherit",
    }).spawn();
    const reader = child.stdout.pipeThrough(new TextDecoderStream()).getReader();
    const stuck = setTimeout(() => child.kill("SIGKILL"), 20_000);
    let out = "";
    while ((out.match(/\n/g) ?? []).length < 4) {
      const { value, done } = await reader.read();
      if (done) break;
      out += value;
    }
    clearTimeout(stuck);
    try {
      child.kill("SIGTERM");
    } catch {
      // It was stopped by the timer already.
    }
    await child.status;
    await reader.cancel();
    const lines = out.trim().split("\n");
    expect(lines[0]).to.match(/^http: /);
    expect(lines[1]).to.match(/^smtp: /);
    expect(lines.slice(2)).to.deep.equal([
      `dkim: s1._domainkey.in.example.org. TXT "v=DKIM1; k=ed25519; p=${p}"`,
      `dkim: s1._domainkey.mail.example.org. TXT "v=DKIM1; k=ed25519; p=${p}"`,
    ]);
  } finally {
    await Deno.remove(file);
    await Deno.remove(key);
  }
});
