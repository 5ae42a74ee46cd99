/**
 * The conformance suite every provider passes: one table of SendOptions cases; each provider
 * states the exact HTTP requests each case makes (or the error it gives), its error mapping and
 * its cancel. A provider that leaves a case out fails the suite.
 */

import { expect } from "chai";
import type { Provider } from "../../src/core/provider.ts";
import { ServiceError } from "../../src/core/error.ts";
import type { SendOptions } from "../../src/core/types.ts";
import { FakeClock } from "../helpers/clock.ts";
import { fake_fetch, type Recorded } from "./fake_fetch.ts";

const base = {
  from: "sender@example.com",
  to: "ada@example.com",
  subject: "Hello",
  body: "<p>Hi Ada</p>",
  text: "Hi Ada",
};

/** The shared cases. The clock stands at 2026-01-01T00:00:00Z. */
export const CASES = {
  minimal: base,
  addresses: {
    ...base,
    from: "Acme <sender@example.com>",
    to: ["Ada Lovelace <ada@example.com>", { address: "bob@example.com", name: "Bob" }],
    cc: "carol@example.com",
    bcc: ["dan@example.com"],
    reply_to: "replies@example.com",
  },
  auto_text: {
    from: base.from,
    to: base.to,
    subject: base.subject,
    body: '<p>Read <a href="https://example.com/a">the guide</a></p>',
  },
  attachment: { ...base, attachments: new File(["hello"], "hello.txt", { type: "text/plain" }) },
  inline_image: {
    ...base,
    body: '<img src="cid:logo">',
    attachments: [{
      filename: "logo.png",
      content: new Uint8Array([137, 80, 78, 71]),
      type: "image/png",
      content_id: "logo",
    }],
  },
  headers: { ...base, headers: { "X-Campaign": "spring" }, unsubscribe_url: "https://example.com/u/1" },
  tags: { ...base, tags: ["welcome"] },
  many_tags: { ...base, tags: ["a", "b", "c", "d"] },
  metadata: { ...base, metadata: { user_id: "42" } },
  tracking: { ...base, tracking: { opens: true, clicks: false } },
  idempotency: { ...base, idempotency_key: "order-42" },
  many_reply_to: { ...base, reply_to: ["a@example.com", "b@example.com"] },
  scheduled: { ...base, scheduled_at: { hours: 1 } },
  scheduled_iso: { ...base, scheduled_at: "2026-01-02T09:30:00" },
  scheduled_far: { ...base, scheduled_at: { days: 40 } },
} satisfies Record<string, SendOptions>;
const TABLE: Record<string, SendOptions> = CASES;

/** What a case must do on one provider. */
export type Expect =
  | { requests: Recorded[]; id: string }
  | { error: string; option?: string };

/** An error answer and what it must become. */
export interface ErrorCase {
  name: string;
  response: () => Response;
  status: number;
  code: string | undefined;
  message: string;
}

/** What a provider declares to the suite. */
export interface ProviderSpec {
  name: string;
  make(fetch: typeof globalThis.fetch, clock: FakeClock): Provider;
  /** The provider's success answer to a request. */
  ok(request: Request): Response;
  cases: { [K in keyof typeof CASES]: Expect };
  errors: ErrorCase[];
  cancel: { id: string; requests: Recorded[] } | "not_supported";
}

/** Registers the suite's tests for `spec`. */
export function conformance(spec: ProviderSpec): void {
  for (const [name, options] of Object.entries(TABLE)) {
    Deno.test(`${spec.name} conformance: ${name}`, async () => {
      const expected = (spec.cases as Record<string, Expect | undefined>)[name];
      if (!expected) throw new Error(`${spec.name} declares no expectation for case "${name}"`);
      const { fetch, requests } = fake_fetch((request) => spec.ok(request));
      const provider = spec.make(fetch, new FakeClock());
      if ("error" in expected) {
        const error = await provider.send(options).then(() => undefined, (e) => e);
        expect(ServiceError.is(error), `expected a ServiceError, got ${error}`).to.equal(true);
        expect(error.code).to.equal(expected.error);
        expect(error.provider).to.equal(spec.name);
        if (expected.option) {
          expect(error.raw).to.deep.equal({ option: expected.option });
          expect(error.message).to.contain(expected.option);
        }
        expect(requests).to.deep.equal([]);
        return;
      }
      const response = await provider.send(options);
      expect(requests).to.deep.equal(expected.requests);
      expect(response.id).to.equal(expected.id);
      expect(response.provider).to.equal(spec.name);
    });
  }

  for (const error_case of spec.errors) {
    Deno.test(`${spec.name} conformance: ${error_case.name} becomes a ServiceError`, async () => {
      const { fetch } = fake_fetch(() => error_case.response());
      const error = await spec.make(fetch, new FakeClock()).send(CASES.minimal).then(() => undefined, (e) => e);
      expect(ServiceError.is(error)).to.equal(true);
      expect({ provider: error.provider, status: error.status, code: error.code, detail: error.detail }).to.deep.equal({
        provider: spec.name,
        status: error_case.status,
        code: error_case.code,
        detail: error_case.message,
      });
      expect(error.raw).to.not.equal(undefined);
    });
  }

  Deno.test(`${spec.name} conformance: cancel`, async () => {
    const { fetch, requests } = fake_fetch((request) => spec.ok(request));
    const provider = spec.make(fetch, new FakeClock());
    if (spec.cancel === "not_supported") {
      const error = await provider.cancel("any-id").then(() => undefined, (e) => e);
      expect(error?.code).to.equal("cancel_not_supported");
      expect(provider.capabilities.cancel).to.equal(false);
      expect(requests).to.deep.equal([]);
      return;
    }
    expect(provider.capabilities.cancel).to.equal(true);
    expect(await provider.cancel(spec.cancel.id)).to.deep.equal({ id: spec.cancel.id });
    expect(requests).to.deep.equal(spec.cancel.requests);
  });

  Deno.test(`${spec.name} conformance: is_error recognises its errors`, async () => {
    const provider = spec.make(fake_fetch(() => new Response("", { status: 500 })).fetch, new FakeClock());
    const error = await provider.send(CASES.minimal).then(() => undefined, (e) => e);
    expect(provider.is_error(error)).to.equal(true);
    expect(provider.is_error(new Error("x"))).to.equal(false);
  });
}
