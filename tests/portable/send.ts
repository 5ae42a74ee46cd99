/** The send pipeline with a fake provider API: wire requests, errors, retries, scheduling, captcha. */

import { expect } from "chai";
import type { Suite } from "./harness.ts";
import { accepted, fake_api } from "./_fetch.ts";

const NOW = Date.parse("2026-03-01T12:00:00.000Z");
const clock = { now: () => NOW };

export const send: Suite = ({ mod, mock }) => [
  {
    name: "provider.send posts Resend's exact JSON, with text derived from the HTML",
    async fn() {
      const api = fake_api(accepted());
      const provider = mod.resend({ api_key: "re_test", fetch: api.fetch, clock });
      const sent = await provider.send({
        from: "Acme <hello@acme.test>",
        to: ["Ada Lovelace <ada@example.com>"],
        subject: "Welcome",
        body: '<p>Read <a href="https://example.com/a">the guide</a></p>',
        tags: ["welcome"],
        headers: { "X-Campaign": "spring" },
        idempotency_key: "order-42",
      });
      expect(sent).to.deep.include({ id: "49a3999c-0ce1", provider: "resend" });
      expect(api.seen).to.deep.equal([{
        method: "POST",
        url: "https://api.resend.com/emails",
        headers: {
          authorization: "Bearer re_test",
          "content-type": "application/json",
          "idempotency-key": "order-42",
        },
        body: {
          from: "Acme <hello@acme.test>",
          to: ["Ada Lovelace <ada@example.com>"],
          subject: "Welcome",
          html: '<p>Read <a href="https://example.com/a">the guide</a></p>',
          text: "Read the guide [https://example.com/a]",
          headers: { "X-Campaign": "spring" },
          tags: [{ name: "welcome", value: "true" }],
        },
      }]);
    },
  },
  {
    name: "mail() sends through the provider set with set_provider()",
    async fn() {
      const api = fake_api(accepted("default-1"));
      mod.set_provider(mod.resend({ api_key: "re_test", fetch: api.fetch, clock }));
      try {
        const { id } = await mod.mail({ from: "a@example.com", to: "b@example.com", body: "<p>Hi</p>" });
        expect(id).to.equal("default-1");
        expect((api.seen[0]!.body as { subject: string }).subject).to.equal("Mail sent from website");
      } finally {
        mod.set_provider(undefined);
      }
    },
  },
  {
    name: "a Duration scheduled_at is sent as an ISO time from the clock",
    async fn() {
      const api = fake_api(accepted());
      const provider = mod.resend({ api_key: "re_test", fetch: api.fetch, clock });
      const sent = await provider.send({
        from: "a@example.com",
        to: "b@example.com",
        body: "<p>Later</p>",
        scheduled_at: { hours: 1, minutes: 30 },
      });
      expect((api.seen[0]!.body as { scheduled_at: string }).scheduled_at).to.equal("2026-03-01T13:30:00.000Z");
      expect(sent.scheduled_at?.toISOString()).to.equal("2026-03-01T13:30:00.000Z");
    },
  },
  {
    name: "an invalid address rejects with ServiceError before any request",
    async fn() {
      const api = fake_api(accepted());
      const provider = mod.resend({ api_key: "re_test", fetch: api.fetch, clock });
      const error = await provider.send({ from: "a@example.com", to: "not an address", body: "x" }).catch((e) => e);
      expect(mod.ServiceError.is(error)).to.equal(true);
      expect(error.code).to.equal("invalid_address");
      expect(api.seen).to.have.length(0);
    },
  },
  {
    name: "a 422 rejects with ServiceError carrying provider, status, code and the raw body",
    async fn() {
      const body = { statusCode: 422, name: "validation_error", message: "Invalid `to` field." };
      const api = fake_api(() => Response.json(body, { status: 422 }));
      const provider = mod.resend({ api_key: "re_test", fetch: api.fetch, clock, retries: 2, retry_delay: 0 });
      const error = await provider.send({ from: "a@example.com", to: "b@example.com", body: "x" }).catch((e) => e);
      expect(error).to.be.instanceOf(mod.ServiceError);
      expect(provider.is_error(error)).to.equal(true);
      expect(error).to.deep.include({ provider: "resend", status: 422, code: "validation_error" });
      expect(error.raw).to.deep.equal(body);
      expect(api.seen, "a 422 is not retried").to.have.length(1);
    },
  },
  {
    name: "429 and 503 are retried up to `retries`, then the send succeeds",
    async fn() {
      const api = fake_api(
        () => Response.json({ name: "rate_limit_exceeded", message: "slow down" }, { status: 429 }),
        () => new Response("unavailable", { status: 503 }),
        accepted("third-time"),
      );
      const provider = mod.resend({ api_key: "re_test", fetch: api.fetch, clock, retries: 2, retry_delay: 1 });
      const { id } = await provider.send({ from: "a@example.com", to: "b@example.com", body: "x" });
      expect(id).to.equal("third-time");
      expect(api.seen).to.have.length(3);
    },
  },
  {
    name: "a filled honeypot sends nothing and resolves skipped",
    async fn() {
      const api = fake_api(accepted());
      const provider = mod.resend({ api_key: "re_test", fetch: api.fetch, clock });
      const form = new FormData();
      form.set("email", "bot@example.com");
      form.set("_honey", "I am a bot");
      const sent = await provider.send({ from: "a@example.com", to: "b@example.com", body: form });
      expect(sent.skipped).to.equal("honeypot");
      expect(api.seen).to.have.length(0);
    },
  },
  {
    name: "cancel() on a provider without a cancellation API rejects with cancel_not_supported",
    async fn() {
      const api = fake_api(accepted());
      const provider = mod.postmark({ api_key: "pm_test", fetch: api.fetch, clock });
      const error = await provider.cancel("msg_1").catch((e) => e);
      expect(error).to.deep.include({ provider: "postmark", code: "cancel_not_supported" });
    },
  },
  {
    name: "the mock provider runs the pipeline and records the normalised message",
    async fn() {
      const provider = mock.mock({ retries: 1, retry_delay: 0, fail: { status: 503, code: "unavailable" } });
      const { id } = await provider.send({ from: "a@example.com", to: "Bob <b@example.com>", body: "<p>Hi</p>" });
      expect(id).to.equal("mock_1");
      expect(provider.requests).to.equal(2);
      expect(provider.last?.to).to.deep.equal([{ address: "b@example.com", name: "Bob" }]);
      expect(provider.last?.text).to.equal("Hi");
    },
  },
];
