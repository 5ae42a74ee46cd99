import { expect } from "chai";
import { dkimSign } from "mailauth";
import { generateKeyPairSync } from "node:crypto";
import { fake_resolver, new_inbox, test_service } from "../helpers/service.ts";

const { privateKey, publicKey } = generateKeyPairSync("rsa", { modulusLength: 2048 });
const PRIVATE_PEM = privateKey.export({ type: "pkcs8", format: "pem" }) as string;
const PUBLIC_B64 = (publicKey.export({ type: "spki", format: "der" }) as Uint8Array).toBase64();

const DNS = fake_resolver({
  "TXT sel._domainkey.example.com": [[`v=DKIM1; k=rsa; p=${PUBLIC_B64}`]],
  "TXT example.com": [["v=spf1 ip4:192.0.2.9 -all"]],
  "TXT _dmarc.example.com": [["v=DMARC1; p=reject"]],
});

async function signed(to: string): Promise<Uint8Array> {
  const message = [
    "From: Alice <alice@example.com>",
    `To: ${to}`,
    "Subject: Signed",
    "Date: Thu, 01 Jan 2026 00:00:00 +0000",
    "Message-ID: <signed@example.com>",
    "",
    "Your code is 112233",
    "",
  ].join("\r\n");
  // mailauth's typings ask for top-level key fields, but the code reads `signatureData`.
  const options = { signatureData: [{ signingDomain: "example.com", selector: "sel", privateKey: PRIVATE_PEM }] };
  const result = await dkimSign(message, options as unknown as Parameters<typeof dkimSign>[1]);
  expect(result.signatures).to.match(/^DKIM-Signature: /);
  expect(result.errors).to.deep.equal([]);
  return new TextEncoder().encode(result.signatures + message);
}

Deno.test("a DKIM-signed message from an SPF-permitted IP passes SPF, DKIM and DMARC", async () => {
  const service = await test_service({ auth: { resolver: DNS, timeout_ms: 2000 } });
  const inbox = await new_inbox(service);
  await service.ctx.ingest.deliver(await signed(inbox.address), {
    rcpt: [inbox.address],
    ip: "192.0.2.9",
    helo: "mx.example.com",
    sender: "alice@example.com",
  });
  const [message] = await service.ctx.store.messages(inbox.address);
  expect(message!.auth).to.deep.equal({ spf: "pass", dkim: "pass", dmarc: "pass" });
  await service.close();
});

Deno.test("a tampered header fails DKIM, a tampered body is neutral, a foreign IP fails SPF and DMARC", async () => {
  const service = await test_service({ auth: { resolver: DNS, timeout_ms: 2000 } });
  const inbox = await new_inbox(service);
  const original = new TextDecoder().decode(await signed(inbox.address));
  const envelope = {
    rcpt: [inbox.address],
    ip: "203.0.113.5",
    helo: "mx.elsewhere.example",
    sender: "alice@example.com",
  };
  await service.ctx.ingest.deliver(
    new TextEncoder().encode(original.replace("Subject: Signed", "Subject: Changed")),
    envelope,
  );
  // mailauth reports a body hash mismatch as "neutral (body hash did not verify)".
  await service.ctx.ingest.deliver(new TextEncoder().encode(original.replace("112233", "999999")), envelope);
  const [header, body] = await service.ctx.store.messages(inbox.address);
  expect(header!.auth).to.deep.equal({ spf: "fail", dkim: "fail", dmarc: "fail" });
  expect(body!.auth).to.deep.equal({ spf: "fail", dkim: "neutral", dmarc: "fail" });
  await service.close();
});

Deno.test("a resolver that never answers gives temperror within the bound and the mail is still stored", async () => {
  const hanging = () => new Promise<never>(() => {});
  const service = await test_service({ auth: { resolver: hanging, timeout_ms: 100 } });
  const inbox = await new_inbox(service);
  const started = performance.now();
  const result = await service.ctx.ingest.deliver(await signed(inbox.address), {
    rcpt: [inbox.address],
    ip: "192.0.2.9",
    sender: "alice@example.com",
  });
  const elapsed = performance.now() - started;
  expect(result.accepted).to.deep.equal([inbox.address]);
  expect(elapsed).to.be.lessThan(2_000);
  const [message] = await service.ctx.store.messages(inbox.address);
  expect(message!.auth.spf).to.equal("temperror");
  expect(message!.auth.dkim).to.equal("temperror");
  expect(message!.code).to.equal("112233");
  await service.close();
});

Deno.test("with authentication switched off every result is none", async () => {
  const service = await test_service({ auth: false });
  const inbox = await new_inbox(service);
  await service.ctx.ingest.deliver(await signed(inbox.address), { rcpt: [inbox.address], ip: "192.0.2.9" });
  const [message] = await service.ctx.store.messages(inbox.address);
  expect(message!.auth).to.deep.equal({ spf: "none", dkim: "none", dmarc: "none" });
  await service.close();
});
