import { expect } from "chai";
import { explain } from "../../src/extract/explain.ts";
import { call, deliver, eml, new_inbox, test_service } from "../helpers/service.ts";

const HTML = "<p>Your verification code is <b>482913</b>.</p><p>Order #5521</p>" +
  '<p><a href="https://app.test/verify?t=abc123def456">Verify your email</a></p>';

Deno.test("GET …/messages/{id}?explain=1 answers the message with the candidates its extraction weighed", async () => {
  const service = await test_service();
  const inbox = await new_inbox(service);
  await deliver(service, inbox.address, eml({ to: inbox.address, subject: "Verify", text: "Code 482913", html: HTML }));
  const [held] = (await (await call(service, "GET", `/v1/inboxes/${inbox.address}/messages`, { token: inbox.token }))
    .json()).messages;
  const plain = await (await call(service, "GET", `/v1/inboxes/${inbox.address}/messages/${held.id}`, {
    token: inbox.token,
  })).json();
  expect(plain).to.deep.equal(held);
  expect(plain).to.not.have.property("candidates");
  for (const value of ["1", "true"]) {
    const response = await call(service, "GET", `/v1/inboxes/${inbox.address}/messages/${held.id}?explain=${value}`, {
      token: inbox.token,
    });
    expect(response.status).to.equal(200);
    const { candidates, ...message } = await response.json();
    expect(message).to.deep.equal(held);
    expect(candidates).to.deep.equal(explain({ subject: "Verify", text: "Code 482913", html: HTML }).candidates);
    expect(candidates.codes.find((c: { chosen: boolean }) => c.chosen).code).to.equal(held.code);
    expect(candidates.links.find((l: { chosen: boolean }) => l.chosen).url).to.equal(held.link);
  }
  const off = await call(service, "GET", `/v1/inboxes/${inbox.address}/messages/${held.id}?explain=0`, {
    token: inbox.token,
  });
  expect(await off.json()).to.not.have.property("candidates");
  await service.close();
});

Deno.test("a wait answer carries no candidates; explain takes 1, true, 0 or false only", async () => {
  const service = await test_service();
  const inbox = await new_inbox(service);
  await deliver(service, inbox.address, eml({ to: inbox.address, subject: "Verify", html: HTML }));
  const waited = await (await call(service, "GET", `/v1/inboxes/${inbox.address}/wait`, { token: inbox.token }))
    .json();
  expect(waited).to.not.have.property("candidates");
  const bad = await call(service, "GET", `/v1/inboxes/${inbox.address}/messages/${waited.id}?explain=yes`, {
    token: inbox.token,
  });
  expect(bad.status).to.equal(400);
  expect(await bad.json()).to.deep.equal({
    error: { code: "invalid_explain", message: 'explain "yes" is not 1, true, 0 or false' },
  });
  const missing = await call(service, "GET", `/v1/inboxes/${inbox.address}/messages/msg_nope?explain=1`, {
    token: inbox.token,
  });
  expect(missing.status).to.equal(404);
  await missing.body?.cancel();
  await service.close();
});
