import { expect } from "chai";
import { authenticate as mailauth_authenticate, dkimSign } from "mailauth";
import { generateKeyPairSync } from "node:crypto";
import { create_authenticator, header_block } from "../../src/server/inbox/mail_auth.ts";
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

Deno.test("unsigned mail from the same sender and IP reuses its verdict; signed mail is always checked", async () => {
  const asked: string[] = [];
  const counting = (name: string, type: string) => {
    asked.push(`${type} ${name}`);
    return DNS(name, type);
  };
  const authenticate = create_authenticator({ resolver: counting, timeout_ms: 2000, mta: "inbox.localhost" });
  const unsigned = (subject: string) =>
    new TextEncoder().encode(
      `From: Alice <alice@example.com>\r\nTo: x@inbox.localhost\r\nSubject: ${subject}\r\n\r\nhi\r\n`,
    );
  const session = { ip: "192.0.2.9", helo: "mx.example.com", sender: "alice@example.com" };
  expect(await authenticate(unsigned("one"), session)).to.deep.equal({ spf: "pass", dkim: "none", dmarc: "pass" });
  const first = asked.length;
  expect(first).to.be.greaterThan(0);
  expect(await authenticate(unsigned("two"), session)).to.deep.equal({ spf: "pass", dkim: "none", dmarc: "pass" });
  expect(asked.length, "the second unsigned mail asked nothing").to.equal(first);
  expect(await authenticate(unsigned("three"), { ...session, ip: "203.0.113.5" })).to.include({ spf: "fail" });
  expect(asked.length, "another IP is checked").to.be.greaterThan(first);
  const before_signed = asked.length;
  await authenticate(await signed("x@inbox.localhost"), session);
  await authenticate(await signed("x@inbox.localhost"), session);
  expect(asked.filter((q) => q.includes("_domainkey")).length, "each signed mail fetches its key").to.equal(2);
  expect(asked.length).to.be.greaterThan(before_signed);
});

Deno.test("signed mail checks its signature every time and reuses the SPF verdict of its IP, HELO and sender", async () => {
  const asked: string[] = [];
  const counting = (name: string, type: string) => {
    asked.push(`${type} ${name}`);
    return DNS(name, type);
  };
  const authenticate = create_authenticator({ resolver: counting, timeout_ms: 2000, mta: "inbox.localhost" });
  const session = { ip: "192.0.2.9", helo: "mx.example.com", sender: "alice@example.com" };
  const spf_lookups = () => asked.filter((asked) => asked === "TXT example.com").length;
  expect(await authenticate(await signed("x@inbox.localhost"), session)).to.deep.equal({
    spf: "pass",
    dkim: "pass",
    dmarc: "pass",
  });
  expect(spf_lookups()).to.equal(1);
  const original = new TextDecoder().decode(await signed("x@inbox.localhost"));
  const tampered = new TextEncoder().encode(original.replace("Subject: Signed", "Subject: Changed"));
  // DKIM is checked again and fails; SPF is not evaluated again, and still aligns for DMARC.
  expect(await authenticate(tampered, session)).to.deep.equal({ spf: "pass", dkim: "fail", dmarc: "pass" });
  expect(spf_lookups(), "SPF was not evaluated again").to.equal(1);
  expect(await authenticate(await signed("x@inbox.localhost"), { ...session, ip: "203.0.113.5" })).to.deep.equal({
    spf: "fail",
    dkim: "pass",
    dmarc: "pass",
  });
  expect(spf_lookups(), "another IP is evaluated").to.equal(2);
  expect(asked.filter((asked) => asked.includes("_domainkey")).length, "each signed mail fetches its key").to.equal(3);
});

Deno.test("ingest's SPF, DKIM and DMARC agree with mailauth's own authenticate() on every case", async () => {
  const dns = fake_resolver({
    "TXT sel._domainkey.example.com": [[`v=DKIM1; k=rsa; p=${PUBLIC_B64}`]],
    "TXT example.com": [["v=spf1 ip4:192.0.2.9 -all"]],
    "TXT _dmarc.example.com": [["v=DMARC1; p=reject"]],
    "TXT soft.example": [["v=spf1 ip4:192.0.2.9 ~all"]],
    "TXT _dmarc.soft.example": [["v=DMARC1; p=none; aspf=s"]],
  });
  const ours = create_authenticator({ resolver: dns, timeout_ms: 2000, mta: "inbox.localhost", cache: false });
  const text = (from: string) =>
    new TextEncoder().encode(`From: ${from}\r\nTo: x@inbox.localhost\r\nSubject: hi\r\n\r\nhi\r\n`);
  const good = await signed("x@inbox.localhost");
  const header = new TextEncoder().encode(
    new TextDecoder().decode(good).replace("Subject: Signed", "Subject: Changed"),
  );
  const messages = {
    signed: good,
    "tampered header": header,
    "tampered body": new TextEncoder().encode(new TextDecoder().decode(good).replace("112233", "445566")),
    "unsigned, example.com": text("Alice <alice@example.com>"),
    "unsigned, soft.example": text("Bo <bo@soft.example>"),
    "unsigned, no record": text("Cy <cy@nowhere.example>"),
    "no From": new TextEncoder().encode("To: x@inbox.localhost\r\nSubject: hi\r\n\r\nhi\r\n"),
  };
  const sessions = {
    permitted: { ip: "192.0.2.9", helo: "mx.example.com", sender: "alice@example.com" },
    foreign: { ip: "203.0.113.5", helo: "mx.other.example", sender: "alice@example.com" },
    "soft sender": { ip: "203.0.113.5", helo: "mx.other.example", sender: "bo@soft.example" },
    "null sender, IP literal HELO": { ip: "192.0.2.9", helo: "192.0.2.9" },
  };
  const compared: string[] = [];
  for (const [what, raw] of Object.entries(messages)) {
    for (const [who, session] of Object.entries(sessions)) {
      const expected = await mailauth_authenticate(raw as unknown as string, {
        ...session,
        mta: "inbox.localhost",
        resolver: dns as never,
        disableArc: true,
        disableBimi: true,
      });
      const dkim = expected.dkim.results.map((row) => row.status.result);
      const want = {
        spf: expected.spf ? expected.spf.status.result : "none",
        dkim: dkim.includes("pass") ? "pass" : dkim[0] ?? "none",
        dmarc: expected.dmarc ? expected.dmarc.status.result : "none",
      };
      expect(await ours(raw, session), `${what} from ${who}`).to.deep.equal(want);
      compared.push(`${what}/${who}: ${want.spf} ${want.dkim} ${want.dmarc}`);
    }
  }
  // the cases reach every verdict the summary can give, not one answer 24 times
  const seen = new Set(compared.flatMap((line) => line.split(": ")[1]!.split(" ")));
  for (const verdict of ["pass", "fail", "softfail", "none", "neutral"]) expect(seen, verdict).to.include(verdict);
});

Deno.test("header_block ends the head at the first blank line however lines end, as a search of the decoded text does", async () => {
  // The reading it replaces: decode 64 KB, then search for the blank line.
  const by_search = (raw: Uint8Array) => {
    const text = new TextDecoder("latin1").decode(raw.subarray(0, 64 * 1024));
    const end = text.search(/\r?\n\r?\n/);
    return end < 0 ? text : text.slice(0, end);
  };
  const bytes = (text: string) => Uint8Array.from(text, (char) => char.charCodeAt(0));
  const shapes = [
    "From: a\r\nTo: b\r\n\r\nbody",
    "From: a\nTo: b\n\nbody",
    "From: a\r\n\nbody",
    "From: a\n\r\nbody",
    "From: a\r\r\n\r\nbody",
    "\n\nbody",
    "\r\n\r\n",
    "From: a\r\nno blank line",
    "From: \xe9t\xe9\r\n\r\n",
    "",
    "From: a\r\n" + "X: y\r\n".repeat(12_000) + "\r\nbody",
  ];
  for (const shape of shapes) {
    expect(header_block(bytes(shape)), JSON.stringify(shape.slice(0, 30))).to.equal(by_search(bytes(shape)));
  }
  expect(header_block(bytes("From: a\r\nTo: b\r\n\r\nbody"))).to.equal("From: a\r\nTo: b");
  let compared = 0;
  for await (const path of walk_eml(new URL("../fixtures/", import.meta.url))) {
    const raw = await Deno.readFile(path);
    expect(header_block(raw), path.pathname).to.equal(by_search(raw));
    compared++;
  }
  expect(compared).to.be.above(1000);
});

async function* walk_eml(dir: URL): AsyncGenerator<URL> {
  for await (const entry of Deno.readDir(dir)) {
    const url = new URL(entry.isDirectory ? `${entry.name}/` : entry.name, dir);
    if (entry.isDirectory) yield* walk_eml(url);
    else if (entry.name.endsWith(".eml")) yield url;
  }
}
