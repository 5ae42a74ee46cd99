import { expect } from "chai";
import { extract_mail } from "../../extract.ts";
import { call, deliver, new_inbox, test_service } from "../helpers/service.ts";
import { CORPUS, corpus_names } from "./corpus.ts";

const EML =
  "From: Acme <hi@acme.test>\r\nTo: you@example.com\r\nSubject: Sign in\r\n\r\nYour sign-in code is 739204.\r\n";

Deno.test("extract_mail takes bytes, text, an ArrayBuffer, a Blob or a stream, and finds the same", async () => {
  const bytes = new TextEncoder().encode(EML);
  const inputs = [bytes, EML, bytes.buffer, new Blob([bytes]), new Blob([bytes]).stream()];
  for (const input of inputs) {
    const mail = await extract_mail(input);
    expect([mail.subject, mail.from, mail.name, mail.to, mail.code, mail.link]).to.deep.equal([
      "Sign in",
      "hi@acme.test",
      "Acme",
      ["you@example.com"],
      "739204",
      null,
    ]);
    expect(mail).to.not.have.property("candidates");
  }
  const explained = await extract_mail(bytes, { explain: true });
  expect(explained.candidates.codes.map((c) => [c.code, c.chosen])).to.deep.equal([["739204", true]]);
  expect(await extract_mail(42 as unknown as string).catch((e) => e)).to.be.instanceOf(TypeError);
});

Deno.test("extract_mail offline finds exactly what the service stores at ingest, for every corpus mail", async () => {
  const service = await test_service();
  const inbox = await new_inbox(service, { ttl: "1h" });
  for (const name of corpus_names()) {
    const raw = await Deno.readFile(new URL(`${name}.eml`, CORPUS));
    const offline = await extract_mail(raw);
    await deliver(service, inbox.address, raw);
    const list = await call(service, "GET", `/v1/inboxes/${inbox.address}/messages`, { token: inbox.token });
    const stored = (await list.json()).messages.at(-1);
    const pick = ({ subject, text, html, code, codes, link, links }: Record<string, unknown>) => ({
      subject,
      text,
      html,
      code,
      codes,
      link,
      links,
    });
    expect(pick(offline as unknown as Record<string, unknown>), name).to.deep.equal(pick(stored));
    await call(service, "DELETE", `/v1/inboxes/${inbox.address}/messages/${stored.id}`, { token: inbox.token });
  }
  await service.close();
});
