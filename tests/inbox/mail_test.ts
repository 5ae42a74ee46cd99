import { expect } from "chai";
import { Attachment, Mail, temp } from "../../inbox.ts";
import { deliver_now, serve, smtp_send } from "./_helpers.ts";

const PDF = new TextEncoder().encode("%PDF-1.4\n% not really a pdf\n");
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 1, 2, 3]);

Deno.test("a Mail carries every field of the Message, received as a Date", async () => {
  await using server = await serve();
  await using inbox = await temp({ url: server.http_url });
  await smtp_send(server, {
    to: inbox.tag("signup"),
    from: "Acme Support <support@acme.test>",
    subject: "Verify your email",
    text: "Your verification code is 482913.\nOr open https://acme.test/verify?token=abc123",
    html:
      '<p>Your verification code is <b>482913</b>.</p><p><a href="https://acme.test/verify?token=abc123">Verify</a></p>',
    attachments: [
      { filename: "terms.pdf", content: PDF, contentType: "application/pdf" },
      { filename: "logo.png", content: PNG, contentType: "image/png", cid: "logo@acme" },
    ],
  });
  const mail = await inbox.wait({ subject: "Verify" });
  expect(mail).to.be.instanceOf(Mail);
  expect(mail.id).to.match(/^msg_[0-9A-Za-z]{24}$/);
  expect(mail.cursor).to.equal("1");
  expect(mail.from).to.equal("support@acme.test");
  expect(mail.name).to.equal("Acme Support");
  expect(mail.to).to.deep.equal([inbox.tag("signup")]);
  expect(mail.tag).to.equal("signup");
  expect(mail.subject).to.equal("Verify your email");
  expect(mail.text).to.include("Your verification code is 482913.");
  expect(mail.html).to.include("<b>482913</b>");
  expect(mail.headers["subject"]).to.equal("Verify your email");
  expect(mail.headers["from"]).to.equal("Acme Support <support@acme.test>");
  expect(mail.auth).to.have.keys(["spf", "dkim", "dmarc"]);
  expect(mail.code).to.equal("482913");
  expect(mail.codes).to.include("482913");
  expect(mail.link).to.equal("https://acme.test/verify?token=abc123");
  expect(mail.links).to.include("https://acme.test/verify?token=abc123");
  expect(mail.received).to.be.instanceOf(Date);
  expect(Math.abs(mail.received.getTime() - Date.now())).to.be.below(10_000);
  expect(mail.size).to.be.above(500);
  // nodemailer puts the inline image (multipart/related) before the attached file.
  expect(mail.attachments.map((a) => a.toJSON())).to.deep.equal([
    { index: 0, filename: "logo.png", type: "image/png", size: PNG.byteLength, content_id: "logo@acme" },
    { index: 1, filename: "terms.pdf", type: "application/pdf", size: PDF.byteLength, content_id: null },
  ]);
  expect(mail.attachments[0]).to.be.instanceOf(Attachment);
});

Deno.test("raw() answers the original .eml bytes the service received", async () => {
  await using server = await serve();
  await using inbox = await temp({ url: server.http_url });
  await smtp_send(server, { to: inbox.address, subject: "Raw me", text: "Body line ünïcode" });
  const mail = await inbox.wait({ subject: "Raw me" });
  const raw = await mail.raw();
  expect(raw).to.be.instanceOf(Uint8Array);
  expect(raw.byteLength).to.equal(mail.size);
  const text = new TextDecoder().decode(raw);
  expect(text).to.match(/^Subject: Raw me\r$/m);
  expect(text).to.include(`To: ${inbox.address}`);
});

Deno.test("attachments are fetched as Files with their name, type and exact bytes", async () => {
  await using server = await serve();
  await using inbox = await temp({ url: server.http_url });
  await smtp_send(server, {
    to: inbox.address,
    subject: "Files",
    attachments: [
      { filename: "terms.pdf", content: PDF, contentType: "application/pdf" },
      { filename: "logo.png", content: PNG, contentType: "image/png" },
    ],
  });
  const mail = await inbox.wait({ subject: "Files" });
  const [pdf, png] = await Promise.all(mail.attachments.map((a) => a.file()));
  expect(pdf).to.be.instanceOf(File);
  expect(pdf!.name).to.equal("terms.pdf");
  expect(pdf!.type).to.equal("application/pdf");
  expect(new Uint8Array(await pdf!.arrayBuffer())).to.deep.equal(PDF);
  expect(png!.name).to.equal("logo.png");
  expect(png!.type).to.equal("image/png");
  expect(new Uint8Array(await png!.arrayBuffer())).to.deep.equal(PNG);
});

Deno.test("JSON.stringify(mail) is the service's Message JSON", async () => {
  await using server = await serve();
  await using inbox = await temp({ url: server.http_url });
  await deliver_now(server, inbox.address, "As JSON");
  const mail = await inbox.wait();
  const response = await fetch(`${server.http_url}/v1/inboxes/${inbox.address}/messages/${mail.id}`, {
    headers: { authorization: `Bearer ${inbox.token}` },
  });
  expect(JSON.parse(JSON.stringify(mail))).to.deep.equal(await response.json());
  expect(JSON.stringify(mail)).not.to.include(inbox.token);
});

Deno.test("list() answers every mail oldest first and moves the cursor; mail.delete() removes one", async () => {
  await using server = await serve();
  await using inbox = await temp({ url: server.http_url });
  expect(await inbox.list()).to.deep.equal([]);
  for (const subject of ["first", "second", "third"]) await smtp_send(server, { to: inbox.address, subject });
  const mails = await inbox.list();
  expect(mails.map((m) => m.subject)).to.deep.equal(["first", "second", "third"]);
  expect(mails.map((m) => m.cursor)).to.deep.equal(["1", "2", "3"]);
  expect(mails.every((m) => m instanceof Mail)).to.equal(true);
  expect(inbox.cursor).to.equal("3");
  await mails[1]!.delete();
  expect((await inbox.list()).map((m) => m.subject)).to.deep.equal(["first", "third"]);
  const error = await mails[1]!.raw().catch((e) => e);
  expect(error).to.include({ provider: "inbox", status: 404, code: "not_found" });
});
