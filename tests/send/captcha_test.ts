import { expect } from "chai";
import { mock } from "../../src/providers/mock/send.ts";
import { SITEVERIFY_URL } from "../../src/send/captcha.ts";
import { fake_fetch } from "../providers/fake_fetch.ts";

function form(fields: Record<string, string>): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.append(name, value);
  return data;
}
const SEND = { from: "site@example.com", to: "me@example.com", subject: "Contact" };
const siteverify = (success: boolean) =>
  fake_fetch(() =>
    Response.json(
      success ? { success: true, "error-codes": [] } : { success: false, "error-codes": ["invalid-input-response"] },
    )
  );

Deno.test("a filled honeypot sends nothing and resolves with skipped: honeypot", async () => {
  const provider = mock();
  const response = await provider.send({ ...SEND, body: form({ name: "Bot", _honey: "http://spam.test" }) });
  expect(response).to.deep.equal({ id: "", provider: "mock", skipped: "honeypot" });
  expect(provider.messages).to.deep.equal([]);
  expect(provider.requests).to.equal(0);
});

Deno.test("an empty honeypot sends, and the field never appears in the mail", async () => {
  const provider = mock();
  await provider.send({ ...SEND, body: form({ name: "Ada", _honey: "" }) });
  expect(provider.last!.text).to.equal("Name: Ada");
  expect(provider.last!.html).to.not.contain("honey");
  expect(provider.last!.form).to.deep.equal({ fields: ["name"], values: { name: "Ada" } });
});

Deno.test("the honeypot field can be renamed or turned off", async () => {
  const renamed = mock({ captcha: { honeypot: "website" } });
  expect((await renamed.send({ ...SEND, body: form({ name: "Bot", website: "x" }) })).skipped).to.equal("honeypot");
  const off = mock({ captcha: { honeypot: false } });
  expect((await off.send({ ...SEND, body: form({ name: "Ada", _honey: "x" }) })).id).to.equal("mock_1");
  expect(off.last!.text).to.equal("Name: Ada\nHoney: x");
});

Deno.test("Turnstile is on for forms when TURNSTILE_SECRET_KEY is set, and verified through siteverify", async () => {
  const { fetch, requests } = siteverify(true);
  const provider = mock({ fetch, env: { TURNSTILE_SECRET_KEY: "0x4AAA-secret" } });
  const response = await provider.send({ ...SEND, body: form({ name: "Ada", "cf-turnstile-response": "tok en" }) });
  expect(response.id).to.equal("mock_1");
  expect(requests).to.deep.equal([{
    method: "POST",
    url: SITEVERIFY_URL,
    headers: { "content-type": "application/x-www-form-urlencoded;charset=UTF-8" },
    text: "secret=0x4AAA-secret&response=tok+en",
  }]);
  expect(provider.last!.text).to.equal("Name: Ada");
});

Deno.test("a rejected Turnstile token fails with captcha_failed and sends nothing", async () => {
  const { fetch } = siteverify(false);
  const provider = mock({ fetch, captcha: { turnstile: { secret_key: "s" } } });
  const error = await provider.send({ ...SEND, body: form({ "cf-turnstile-response": "bad" }) }).catch((e) => e);
  expect(error.code).to.equal("captcha_failed");
  expect(error.message).to.equal("mock: captcha_failed: Turnstile rejected the token (invalid-input-response)");
  expect(provider.messages).to.deep.equal([]);
});

Deno.test("a form without a Turnstile token fails with captcha_failed", async () => {
  const { fetch, requests } = siteverify(true);
  const provider = mock({ fetch, env: { TURNSTILE_SECRET_KEY: "s" } });
  const error = await provider.send({ ...SEND, body: form({ name: "Ada" }) }).catch((e) => e);
  expect(error.code).to.equal("captcha_failed");
  expect(requests).to.deep.equal([]);
});

Deno.test("Turnstile does not check HTML bodies by default, and turnstile: false turns it off", async () => {
  const { fetch, requests } = siteverify(false);
  const provider = mock({ fetch, env: { TURNSTILE_SECRET_KEY: "s" } });
  await provider.send({ ...SEND, body: "<p>Receipt</p>" });
  await provider.send({ ...SEND, body: form({ name: "Ada" }), captcha: { turnstile: false } });
  expect(provider.messages.length).to.equal(2);
  expect(requests).to.deep.equal([]);
});
