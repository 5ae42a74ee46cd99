import { expect } from "chai";
import { dkimSign } from "mailauth";
import { generateKeyPairSync } from "node:crypto";
import { create_authenticator, type Resolver } from "../../src/server/inbox/mail_auth.ts";
import { PENDING, unchecked } from "../../src/server/inbox/auth_on_read.ts";
import type { InboxEvent } from "../../src/server/inbox/store/types.ts";
import { call, eml, fake_resolver, new_inbox, test_service } from "../helpers/service.ts";

const { privateKey, publicKey } = generateKeyPairSync("rsa", { modulusLength: 2048 });
const PRIVATE_PEM = privateKey.export({ type: "pkcs8", format: "pem" }) as string;
const PUBLIC_B64 = (publicKey.export({ type: "spki", format: "der" }) as Uint8Array).toBase64();
const KEY = "TXT sel._domainkey.example.com";
const RECORDS = {
  [KEY]: [[`v=DKIM1; k=rsa; p=${PUBLIC_B64}`]],
  "TXT example.com": [["v=spf1 ip4:192.0.2.9 -all"]],
  "TXT _dmarc.example.com": [["v=DMARC1; p=reject"]],
};
const SESSION = { ip: "192.0.2.9", helo: "mx.example.com", sender: "alice@example.com" };
const ARRIVAL = Date.parse("2026-01-01T00:00:00.000Z"); // the test clock's start

/** The fake DNS, counting lookups of the DKIM key (one per signature checked, none cached). */
function counting(fail_first = 0): Resolver & { key_lookups: number } {
  const dns = fake_resolver(RECORDS);
  const resolver = Object.assign((name: string, type: string) => {
    if (`${type} ${name.toLowerCase()}` === KEY && ++resolver.key_lookups <= fail_first) {
      return Promise.reject(Object.assign(new Error("server failure"), { code: "ESERVFAIL" }));
    }
    return dns(name, type);
  }, { key_lookups: 0 });
  return resolver;
}

/** A message signed for example.com; `expires` sets its `x=`, and it is signed a minute before ARRIVAL. */
async function signed(to: string, text = "Your code is 112233", expires?: number): Promise<Uint8Array> {
  const message = new TextDecoder().decode(eml({ to, subject: "Signed", text }));
  const options = {
    signTime: new Date(ARRIVAL - 60_000),
    ...(expires ? { expires: new Date(expires) } : {}),
    signatureData: [{ signingDomain: "example.com", selector: "sel", privateKey: PRIVATE_PEM }],
  };
  const result = await dkimSign(message, options as unknown as Parameters<typeof dkimSign>[1]);
  expect(result.errors).to.deep.equal([]);
  return new TextEncoder().encode(result.signatures + message);
}

const json = async (response: Response) => {
  expect(response.status).to.equal(200);
  return await response.json();
};

Deno.test("signed mail is checked when it is first read, once; stored, its verdicts wait", async () => {
  const resolver = counting();
  const service = await test_service({ auth: { resolver, timeout_ms: 2000 } });
  const inbox = await new_inbox(service);
  const result = await service.ctx.ingest.deliver(await signed(inbox.address), { rcpt: [inbox.address], ...SESSION });
  expect(result.accepted).to.deep.equal([inbox.address]);
  expect(resolver.key_lookups).to.equal(0);
  const [stored] = await unchecked(service.ctx.store).messages(inbox.address);
  expect(stored!.auth).to.deep.equal(PENDING);
  expect(stored!.code).to.equal("112233");

  const path = `/v1/inboxes/${inbox.address}/messages`;
  const [listed] = (await json(await call(service, "GET", path, { token: inbox.token }))).messages;
  expect(listed.auth).to.deep.equal({ spf: "pass", dkim: "pass", dmarc: "pass" });
  expect(listed).to.not.have.property("auth_pending");
  const one = await json(await call(service, "GET", `${path}/${listed.id}`, { token: inbox.token }));
  expect(one).to.deep.equal(listed);
  expect(resolver.key_lookups).to.equal(1);

  // unsigned mail is checked as it comes, and reads the same shape
  await service.ctx.ingest.deliver(eml({ to: inbox.address, text: "Your code is 445566" }), {
    rcpt: [inbox.address],
    ...SESSION,
  });
  const [, plain] = await unchecked(service.ctx.store).messages(inbox.address);
  expect(plain!.auth).to.deep.equal({ spf: "pass", dkim: "none", dmarc: "pass" });
  const both = (await json(await call(service, "GET", path, { token: inbox.token }))).messages;
  expect(Object.keys(both[0]).sort()).to.deep.equal(Object.keys(both[1]).sort());
  expect(resolver.key_lookups).to.equal(1);
  await service.close();
});

Deno.test("a signature is judged as of the message's arrival, not of its reading", async () => {
  const service = await test_service({ auth: { resolver: counting(), timeout_ms: 2000 } });
  const inbox = await new_inbox(service);
  // valid for an hour after it came; read now, months later
  const raw = await signed(inbox.address, "Your code is 112233", ARRIVAL + 3_600_000);
  await service.ctx.ingest.deliver(raw, { rcpt: [inbox.address], ...SESSION });
  const response = await call(service, "GET", `/v1/inboxes/${inbox.address}/wait`, { token: inbox.token });
  expect((await json(response)).auth).to.deep.equal({ spf: "pass", dkim: "pass", dmarc: "pass" });
  // the same check at today's time finds it expired: the arrival time is what made it pass
  const today = create_authenticator({ resolver: counting(), timeout_ms: 2000, mta: "inbox.localhost", cache: false });
  expect((await today(raw, SESSION)).dkim).to.equal("neutral");
  expect((await today(raw, { ...SESSION, at: ARRIVAL })).dkim).to.equal("pass");
  await service.close();
});

Deno.test("an inbox's events keep their order while signed messages in them are checked, with the bytes the store handed over", async () => {
  const service = await test_service({ auth: { resolver: counting(), timeout_ms: 2000 } });
  const inbox = await new_inbox(service);
  // the store tells new mail with its bytes: checking it reads nothing, so deleting the inbox at once cannot race it
  const below = unchecked(service.ctx.store);
  const read_raw = below.raw.bind(below);
  let raw_reads = 0;
  below.raw = (address, id) => (raw_reads++, read_raw(address, id));
  const events: InboxEvent[] = [];
  // as a held wait subscribes: with the newest cursor it has read (none yet)
  const stop = service.ctx.store.subscribe(inbox.address, (event) => events.push(event), 0);
  const tampered = new TextDecoder().decode(await signed(inbox.address, "Your code is 101010"))
    .replace("Subject: Signed", "Subject: Changed");
  const arrivals = [
    new TextEncoder().encode(tampered),
    eml({ to: inbox.address, text: "Your code is 202020" }),
    await signed(inbox.address, "Your code is 303030"),
  ];
  for (const raw of arrivals) await service.ctx.ingest.deliver(raw, { rcpt: [inbox.address], ...SESSION });
  await call(service, "DELETE", `/v1/inboxes/${inbox.address}`, { token: inbox.token });
  for (let turn = 0; turn < 100 && events.length < 4; turn++) await new Promise((resolve) => setTimeout(resolve, 10));
  stop();
  expect(events.map((event) => event.type === "message" ? [event.message.code, event.message.auth.dkim] : "gone"))
    .to.deep.equal([["101010", "fail"], ["202020", "none"], ["303030", "pass"], "gone"]);
  expect(raw_reads).to.equal(0);
  await service.close();
});

Deno.test("a check that failed for a while is not kept: the next reader asks again", async () => {
  const resolver = counting(1);
  const service = await test_service({ auth: { resolver, timeout_ms: 2000 } });
  const inbox = await new_inbox(service);
  await service.ctx.ingest.deliver(await signed(inbox.address), { rcpt: [inbox.address], ...SESSION });
  const path = `/v1/inboxes/${inbox.address}/messages`;
  const first = (await json(await call(service, "GET", path, { token: inbox.token }))).messages[0];
  expect(first.auth.dkim).to.equal("temperror");
  const second = (await json(await call(service, "GET", path, { token: inbox.token }))).messages[0];
  expect(second.auth).to.deep.equal({ spf: "pass", dkim: "pass", dmarc: "pass" });
  expect(resolver.key_lookups).to.equal(2);
  await service.close();
});

Deno.test("the catch-all keeps signed mail unchecked until its JSON is read; Mailpit's shapes check nothing", async () => {
  const resolver = counting();
  const service = await test_service({
    auth: { resolver, timeout_ms: 2000 },
    catch_all: { token: "ops_catch_all_token" },
  });
  await service.ctx.ingest.deliver(await signed("anyone@inbox.localhost"), {
    rcpt: ["anyone@inbox.localhost"],
    ...SESSION,
  });
  const headers = { authorization: "Bearer ops_catch_all_token" };
  const listed = await json(await call(service, "GET", "/api/v1/messages", { headers }));
  expect(listed.messages.map((message: { Subject: string }) => message.Subject)).to.deep.equal(["Signed"]);
  expect(resolver.key_lookups).to.equal(0);
  const mail = await json(await call(service, "GET", "/v1/inboxes/*/messages", { headers }));
  expect(mail.messages[0].auth).to.deep.equal({ spf: "pass", dkim: "pass", dmarc: "pass" });
  expect(resolver.key_lookups).to.equal(1);
  await service.close();
});

Deno.test("mail left pending by a run that checks reads as unchecked when a later run has the checks off", async () => {
  const checking = await test_service({ auth: { resolver: counting(), timeout_ms: 2000 } });
  const inbox = await new_inbox(checking);
  await checking.ctx.ingest.deliver(await signed(inbox.address), { rcpt: [inbox.address], ...SESSION });
  await checking.close({ close_store: false });
  const off = await test_service({ auth: false, store: unchecked(checking.ctx.store), clock: checking.clock });
  const [message] =
    (await json(await call(off, "GET", `/v1/inboxes/${inbox.address}/messages`, { token: inbox.token })))
      .messages;
  expect(message.auth).to.deep.equal({ spf: "none", dkim: "none", dmarc: "none" });
  expect(message).to.not.have.property("auth_pending");
  expect(message.code).to.equal("112233");
  await off.close();
});
