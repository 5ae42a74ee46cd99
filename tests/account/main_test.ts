import { expect } from "chai";
import { read_config } from "../../src/server/main.ts";

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
