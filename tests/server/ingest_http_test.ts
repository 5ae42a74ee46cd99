import { expect } from "chai";
import { call, eml, new_inbox, test_service } from "../helpers/service.ts";

const SECRET = "ingest-secret-for-tests";

Deno.test("HTTP ingest stores one copy per inbox and reports each recipient", async () => {
  const service = await test_service({ ingest_secret: SECRET });
  const a = await new_inbox(service);
  const b = await new_inbox(service);
  const raw = eml({ to: a.address, subject: "Over HTTP", text: "Your code: 7351" });
  const response = await call(
    service,
    "POST",
    `/v1/ingest?to=${a.address}&to=${b.address},nobody-xx-0000@inbox.localhost&from=x@example.com`,
    {
      token: SECRET,
      body: raw,
    },
  );
  expect(response.status).to.equal(202);
  expect(await response.json()).to.deep.equal({
    accepted: [a.address, b.address],
    rejected: [{ address: "nobody-xx-0000@inbox.localhost", code: "unknown_recipient" }],
  });
  const [message] = await service.ctx.store.messages(b.address);
  expect(message).to.include({ subject: "Over HTTP", code: "7351", size: raw.byteLength });
  expect(await service.ctx.store.raw(b.address, message!.id)).to.deep.equal(raw);
  await service.close();
});

Deno.test("HTTP ingest needs the secret, a recipient and a body within the size limit", async () => {
  const off = await test_service();
  const disabled = await call(off, "POST", "/v1/ingest?to=a@inbox.localhost", { token: SECRET, body: "x" });
  expect(disabled.status).to.equal(403);
  expect((await disabled.json()).error.code).to.equal("ingest_disabled");
  await off.close();

  const service = await test_service({ ingest_secret: SECRET, limits: { max_message_bytes: 100 } });
  const inbox = await new_inbox(service);
  const cases: [string, string | undefined, BodyInit, number, string][] = [
    [`/v1/ingest?to=${inbox.address}`, undefined, "x", 401, "unauthorized"],
    [`/v1/ingest?to=${inbox.address}`, "wrong", "x", 401, "unauthorized"],
    ["/v1/ingest", SECRET, "x", 400, "missing_recipient"],
    [`/v1/ingest?to=${inbox.address}`, SECRET, "", 400, "empty_message"],
    [`/v1/ingest?to=${inbox.address}`, SECRET, "y".repeat(101), 413, "message_too_large"],
  ];
  for (const [path, token, body, status, code] of cases) {
    const response = await call(service, "POST", path, token ? { token, body } : { body });
    expect(response.status, code).to.equal(status);
    expect((await response.json()).error.code, code).to.equal(code);
  }
  expect((await service.ctx.store.inbox(inbox.address))!.last_refusal).to.equal(null);
  await service.close();
});

Deno.test("HTTP ingest of a streamed body past the limit is cut off without reading it all", async () => {
  const service = await test_service({ ingest_secret: SECRET, limits: { max_message_bytes: 1024 } });
  const inbox = await new_inbox(service);
  let pulled = 0;
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      pulled++;
      if (pulled > 1000) return controller.close();
      controller.enqueue(new Uint8Array(512).fill(65));
    },
  });
  const response = await call(service, "POST", `/v1/ingest?to=${inbox.address}`, { token: SECRET, body });
  expect(response.status).to.equal(413);
  await response.body?.cancel();
  expect(pulled).to.be.lessThan(10);
  await service.close();
});
