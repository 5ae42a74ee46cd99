/** Outbound mail through an SMTP relay: a second, local `smtp-server` on port 0 stands in for it. */

import { expect } from "chai";
import { account_service, client, inbox, settle } from "./_helpers.ts";
import { relay } from "./_relay.ts";

Deno.test("mail to other hosts goes through the relay; local recipients still land in their inboxes", async () => {
  const smtp = await relay();
  const service = await account_service({ account_options: { relay: smtp.url } });
  await using box = await inbox(service);
  const provider = client(service);
  const { id } = await provider.send({
    from: "Acme <hello@example.com>",
    to: ["ada@elsewhere.test", box.address],
    bcc: "audit@elsewhere.test",
    subject: "Relayed",
    body: "<p>Hi</p>",
  });
  await settle(service);
  expect(smtp.received.length).to.equal(1);
  const [mail] = smtp.received;
  expect(mail!.from).to.equal("hello@example.com");
  expect(mail!.to).to.deep.equal(["ada@elsewhere.test", "audit@elsewhere.test"]);
  expect(mail!.raw).to.contain("Subject: Relayed");
  expect(mail!.raw).to.not.match(/^bcc:/im);
  expect(mail!.raw).to.not.match(/^dkim-signature:/im);
  const message = await provider.messages.get(id);
  expect(message.status).to.equal("sent");
  expect(message.recipients).to.deep.equal([
    { email: "ada@elsewhere.test", status: "sent", reason: null },
    { email: box.address, status: "delivered", reason: null },
    { email: "audit@elsewhere.test", status: "sent", reason: null },
  ]);
  expect((await box.wait({ subject: "Relayed", timeout: "5s" })).auth.dkim).to.equal("pass");
  await service.close();
  await smtp.close();
});

Deno.test("a recipient the relay refuses with 5xx bounces; the others are sent", async () => {
  const smtp = await relay();
  const service = await account_service({ account_options: { relay: smtp.url } });
  const provider = client(service);
  const { id } = await provider.send({
    from: "hello@example.com",
    to: ["ada@elsewhere.test", "reject-me@elsewhere.test"],
    body: "x",
  });
  const all = await provider.send({ from: "hello@example.com", to: "reject@elsewhere.test", body: "x" });
  await settle(service);
  const message = await provider.messages.get(id);
  expect(message.status).to.equal("sent");
  expect(message.recipients.map((r) => [r.email, r.status])).to.deep.equal([
    ["ada@elsewhere.test", "sent"],
    ["reject-me@elsewhere.test", "bounced"],
  ]);
  expect(message.recipients[1]!.reason).to.contain("550");
  expect((await provider.messages.get(all.id)).status).to.equal("bounced");
  await service.close();
  await smtp.close();
});

Deno.test("with a configured DKIM key, relayed mail is signed for the sender's domain", async () => {
  const smtp = await relay();
  const pair = await crypto.subtle.generateKey(
    { name: "RSASSA-PKCS1-v1_5", modulusLength: 2048, publicExponent: new Uint8Array([1, 0, 1]), hash: "SHA-256" },
    true,
    ["sign", "verify"],
  );
  const pkcs8 = new Uint8Array(await crypto.subtle.exportKey("pkcs8", pair.privateKey));
  const pem = `-----BEGIN PRIVATE KEY-----\n${
    btoa(String.fromCharCode(...pkcs8)).match(/.{1,64}/g)!.join("\n")
  }\n-----END PRIVATE KEY-----\n`;
  const service = await account_service({
    account_options: { relay: smtp.url, dkim: { private_key: pem, selector: "s2026" } },
  });
  await using box = await inbox(service);
  const provider = client(service);
  await provider.send({
    from: "hello@example.com",
    to: ["ada@elsewhere.test", box.address],
    subject: "Signed",
    body: "x",
  });
  await settle(service);
  expect(smtp.received[0]!.raw).to.match(/^DKIM-Signature: .*d=example\.com;/m);
  expect(smtp.received[0]!.raw).to.match(/s=s2026;/);
  expect((await box.wait({ subject: "Signed", timeout: "5s" })).auth.dkim).to.equal("pass");
  await service.close();
  await smtp.close();
});
