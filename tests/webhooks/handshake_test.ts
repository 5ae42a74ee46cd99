import { expect } from "chai";
import { handshake } from "../../webhooks.ts";

const url = (query: string) => new Request(`https://example.com/hook?${query}`);

Deno.test("handshake echoes hub.challenge when hub.verify_token matches", () => {
  expect(
    handshake(url("hub.mode=subscribe&hub.verify_token=s3cret&hub.challenge=1158201444"), { verify_token: "s3cret" }),
  )
    .to.equal("1158201444");
});

Deno.test("handshake reads <PROVIDER>_WEBHOOK_VERIFY_TOKEN when no token is passed", () => {
  const request = url("hub.mode=subscribe&hub.verify_token=t0k&hub.challenge=7");
  expect(handshake(request, { provider: "resend", env: { RESEND_WEBHOOK_VERIFY_TOKEN: "t0k" } })).to.equal("7");
  expect(handshake(request, { env: { SERVICE_WEBHOOK_VERIFY_TOKEN: "t0k" } })).to.equal("7");
});

Deno.test("handshake is undefined for requests that are no handshake", () => {
  expect(handshake(url("foo=bar"), { verify_token: "x" })).to.equal(undefined);
});

Deno.test("handshake refuses a wrong token, another mode and a missing configuration with 403", () => {
  const cases = [
    [url("hub.mode=subscribe&hub.verify_token=wrong&hub.challenge=1"), { verify_token: "s3cret" }],
    [url("hub.mode=unsubscribe&hub.verify_token=s3cret&hub.challenge=1"), { verify_token: "s3cret" }],
    [url("hub.mode=subscribe&hub.verify_token=s3cret&hub.challenge=1"), { env: {} }],
  ] as const;
  for (const [request, options] of cases) {
    let error: { code?: string; status?: number } | null = null;
    try {
      handshake(request, options);
    } catch (e) {
      error = e as { code?: string; status?: number };
    }
    expect([error?.code, error?.status]).to.deep.equal(["invalid_verify_token", 403]);
  }
});
