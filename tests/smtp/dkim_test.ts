import { expect } from "chai";
import { dkimVerify } from "mailauth";
import net from "node:net";
import { smtp } from "../../smtp.ts";
import { to_base64 } from "../../src/core/base64.ts";
import { PASS, strict_server, USER } from "./_server.ts";

async function key_pair() {
  const pair = await crypto.subtle.generateKey(
    { name: "RSASSA-PKCS1-v1_5", modulusLength: 2048, publicExponent: new Uint8Array([1, 0, 1]), hash: "SHA-256" },
    true,
    ["sign", "verify"],
  ) as CryptoKeyPair;
  const pkcs8 = to_base64(new Uint8Array(await crypto.subtle.exportKey("pkcs8", pair.privateKey)));
  const spki = to_base64(new Uint8Array(await crypto.subtle.exportKey("spki", pair.publicKey)));
  return { pem: `-----BEGIN PRIVATE KEY-----\n${pkcs8}\n-----END PRIVATE KEY-----\n`, spki };
}

Deno.test("dkim: what smtp() sends passes mailauth's DKIM verification, with the headers it names signed", async () => {
  await using server = await strict_server();
  const { pem, spki } = await key_pair();
  await using provider = smtp({
    host: "127.0.0.1",
    port: server.port,
    tls: { ca: server.cert, servername: "localhost" },
    auth: { user: USER, pass: PASS },
    dkim: { domain: "example.com", selector: "mail", private_key: pem },
  });
  await provider.send({
    from: "Zoë <zoe@example.com>",
    to: "ada@example.com",
    subject: "Signed — ✓ with a subject long enough to be folded over more than one line of the header",
    body: "<p>Hi</p>\n\n\n",
    text: "Hi  there \n.leading dot\n\n",
    attachments: new File(["x".repeat(500)], "x.txt", { type: "text/plain" }),
    unsubscribe_url: "https://example.com/u/1",
  });
  const raw = server.received[0]!.raw;
  expect(raw.startsWith("DKIM-Signature: v=1;\r\n a=rsa-sha256;")).to.equal(true);
  const resolver = (name: string, type: string) =>
    name === "mail._domainkey.example.com" && type === "TXT"
      ? Promise.resolve([[`v=DKIM1; k=rsa; p=${spki}`]])
      : Promise.reject(Object.assign(new Error("not found"), { code: "ENOTFOUND" }));
  const { results } = await dkimVerify(raw, { resolver });
  expect(results.map((r) => [r.status.result, r.signingHeaders?.keys])).to.deep.equal([[
    "pass",
    "From: To: Subject: Date: Message-ID: MIME-Version: Content-Type: List-Unsubscribe: List-Unsubscribe-Post",
  ]]);
  const tampered = raw.replace("Subject: ", "Subject: Re: ");
  const again = await dkimVerify(tampered, { resolver });
  expect(again.results[0]?.status.result).to.equal("fail");
});

Deno.test("a server that never answers ends in `timeout` after the provider's timeout", async () => {
  const sockets: net.Socket[] = [];
  const silent = net.createServer((socket) => void sockets.push(socket));
  await new Promise<void>((resolve) => silent.listen(0, "127.0.0.1", resolve));
  try {
    const port = (silent.address() as net.AddressInfo).port;
    await using provider = smtp({ host: "127.0.0.1", port, starttls: "opportunistic", timeout: 150 });
    const started = performance.now();
    const error = await provider.send({ from: "a@example.com", to: "b@example.com", body: "Hi" }).catch((e) => e);
    expect([error.code, error.message]).to.deep.equal(["timeout", "smtp: timeout: no answer within 150 ms"]);
    expect(performance.now() - started).to.be.below(2000);
  } finally {
    for (const socket of sockets) socket.destroy();
    await new Promise((resolve) => silent.close(resolve));
  }
});
