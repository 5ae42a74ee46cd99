import { expect } from "chai";
import { ServiceError } from "../../src/core/error.ts";
import { sign_standard, standard_headers, verify_standard } from "../../src/webhooks/standard.ts";

// The verification example of Svix's and Resend's documentation.
const SECRET = "whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw";
const ID = "msg_p5jXN8AQM9LWM0D4loKWxJek";
const TIMESTAMP = 1614265330;
const BODY = '{"test": 2432232314}';
const SIGNATURE = "v1,g0hM9SsE+OTPJTGt/tmIKtSyZlE3uFJELVlNIOLJ1OE=";

Deno.test("sign_standard reproduces the documented Svix example", async () => {
  expect(await sign_standard(SECRET, ID, TIMESTAMP, BODY)).to.equal(SIGNATURE);
  expect(await standard_headers(SECRET, ID, TIMESTAMP, BODY)).to.deep.equal({
    "webhook-id": ID,
    "webhook-timestamp": String(TIMESTAMP),
    "webhook-signature": SIGNATURE,
  });
});

Deno.test("verify_standard accepts any matching signature of several", async () => {
  const message = { id: ID, timestamp: String(TIMESTAMP), signature: `v1,bm90IGl0 ${SIGNATURE}` };
  await verify_standard(SECRET, message, BODY, { provider: "resend", now: TIMESTAMP * 1000 + 60_000 });
});

Deno.test("verify_standard refuses a tampered body, a wrong secret, a stale time and missing headers", async () => {
  const ok = { id: ID, timestamp: String(TIMESTAMP), signature: SIGNATURE };
  const now = TIMESTAMP * 1000;
  const cases: [string, Parameters<typeof verify_standard>, string][] = [
    ["tampered body", [SECRET, ok, '{"test": 2432232315}', { provider: "x", now }], "invalid_signature"],
    ["wrong secret", ["whsec_AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA", ok, BODY, { provider: "x", now }], "invalid_signature"],
    ["stale", [SECRET, ok, BODY, { provider: "x", now: now + 301_000 }], "stale_timestamp"],
    ["future", [SECRET, ok, BODY, { provider: "x", now: now - 301_000 }], "stale_timestamp"],
    ["no signature", [SECRET, { ...ok, signature: null }, BODY, { provider: "x", now }], "invalid_signature"],
    [
      "v2 only",
      [SECRET, { ...ok, signature: SIGNATURE.replace("v1", "v2") }, BODY, { provider: "x", now }],
      "invalid_signature",
    ],
  ];
  for (const [name, args, code] of cases) {
    const error = await verify_standard(...args).then(() => null, (e) => e);
    expect(ServiceError.is(error), name).to.equal(true);
    expect(error.code, name).to.equal(code);
    expect(error.status, name).to.equal(401);
  }
});
