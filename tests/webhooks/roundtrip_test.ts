import { expect } from "chai";
import { ADAPTERS, mock_event, mock_keys, mock_request, receive, ServiceError } from "../../webhooks.ts";
import type { MockKeys, ProviderKey, ReceiveOptions, WebhookEvent, WebhookEventType } from "../../webhooks.ts";

const TYPES: WebhookEventType[] = [
  "email.queued",
  "email.sent",
  "email.delivered",
  "email.deferred",
  "email.bounced",
  "email.complained",
  "email.rejected",
  "email.failed",
  "email.opened",
  "email.clicked",
  "email.unsubscribed",
  "email.subscribed",
  "email.scheduled",
  "email.cancelled",
  "email.received",
];
const NOW = Date.parse("2026-01-01T00:00:00.000Z");
/** Providers whose ids are numbers or carry angle brackets. */
const IDS: Partial<Record<ProviderKey, string>> = {
  mailjet: "19421777396190490",
  mailpace: "4821",
  mailgun: "20240101.1@mg.example.com",
};
/** Providers whose scheme signs a timestamp. */
const TIMED: ProviderKey[] = [
  "service",
  "resend",
  "loops",
  "ahasend",
  "sendgrid",
  "mailgun",
  "usesend",
  "elasticemail",
];
const PROVIDERS = (Object.keys(ADAPTERS) as ProviderKey[]).filter((key) => key !== "cloudflare");

function options(provider: ProviderKey, keys: MockKeys, now = NOW): ReceiveOptions {
  return {
    provider,
    now: () => now,
    ...(keys.secret ? { secret: keys.secret } : {}),
    ...(keys.fetch ? { fetch: keys.fetch } : {}),
  };
}

function event(provider: ProviderKey, type: WebhookEventType): WebhookEvent {
  return mock_event(type, {
    id: "evt_0001",
    timestamp: new Date(NOW - 60_000),
    message_id: IDS[provider] ?? "0a1b2c3d-0000-4000-8000-000000000001",
  });
}

async function mock(provider: ProviderKey, keys: MockKeys, type: WebhookEventType, now = NOW): Promise<Request | null> {
  try {
    return await mock_request(provider, [event(provider, type)], { secret: keys.signing_key, now });
  } catch (error) {
    if (error instanceof TypeError && /sends no/.test(error.message)) return null;
    throw error;
  }
}

async function rejection(promise: Promise<unknown>): Promise<ServiceError> {
  const error = await promise.then(() => null, (e) => e);
  expect(ServiceError.is(error), String(error)).to.equal(true);
  return error;
}

function copy(request: Request, body: string, drop: (name: string) => boolean = () => false): Request {
  const headers = new Headers();
  for (const [name, value] of request.headers) if (!drop(name)) headers.set(name, value);
  return new Request(request.url, { method: "POST", headers, body });
}

for (const provider of PROVIDERS) {
  Deno.test(`${provider}: mock_request → receive returns every event type it sends`, async () => {
    const keys = await mock_keys(provider);
    let covered = 0;
    for (const type of TYPES) {
      const request = await mock(provider, keys, type);
      if (!request) continue;
      covered++;
      const sent = event(provider, type);
      const [got, ...rest] = await receive(request, options(provider, keys));
      expect(rest, type).to.deep.equal([]);
      expect({ type: got!.type, email: got!.email, message_id: got!.message_id, provider: got!.provider }, type)
        .to.deep.equal({ type, email: sent.email, message_id: sent.message_id, provider });
      if (sent.url && got!.url) expect(got!.url, type).to.equal(sent.url);
      if (type === "email.bounced") expect(got!.bounce?.type, type).to.be.oneOf(["hard", "undetermined"]);
      expect(
        got!.timestamp.getTime() === 0 || Math.abs(got!.timestamp.getTime() - sent.timestamp.getTime()) < 1000,
        type,
      )
        .to.equal(true);
    }
    expect(covered).to.be.greaterThan(0);
  });

  Deno.test(`${provider}: a tampered body, a wrong secret and missing credentials are refused with invalid_signature`, async () => {
    const keys = await mock_keys(provider);
    const other = await mock_keys(provider);
    const type = TYPES.find((t) => t !== "email.received" && t !== "email.queued") ?? "email.delivered";
    let request = await mock(provider, keys, type);
    for (const t of TYPES) request ??= await mock(provider, keys, t);
    const body = await request!.clone().text();
    const signed = ADAPTERS[provider].scheme?.match(/basic|bearer|header you configure|authentication key/i) === null;
    if (signed) {
      // Mailgun signs only timestamp + token, not the body: tamper with the token.
      const tampered = provider === "mailgun"
        ? body.replace(/"token":"./, '"token":"X')
        : body.replace("alice", "mallo");
      expect(tampered).to.not.equal(body);
      const error = await rejection(receive(copy(request!, tampered), options(provider, keys)));
      expect([error.code, error.status]).to.deep.equal(["invalid_signature", 401]);
    }
    const wrong = await rejection(receive(request!.clone(), options(provider, other)));
    expect([wrong.code, wrong.status]).to.deep.equal(["invalid_signature", 401]);
    if (provider !== "mailgun" && provider !== "ses" && provider !== "scaleway") {
      const bare = copy(request!, body, (name) => name !== "content-type");
      const missing = await rejection(receive(bare, options(provider, keys)));
      expect([missing.code, missing.status]).to.deep.equal(["invalid_signature", 401]);
    }
  });

  Deno.test(`${provider}: verify: false reads an unsigned request; no secret at all is an error`, async () => {
    const keys = await mock_keys(provider);
    let request: Request | null = null;
    for (const t of TYPES) request ??= await mock(provider, keys, t);
    const bare = copy(request!, await request!.clone().text(), (name) => name !== "content-type");
    const events = await receive(bare, { provider, verify: false, now: () => NOW });
    expect(events.length).to.be.greaterThan(0);
    if (ADAPTERS[provider].secret !== "none") {
      const error = await rejection(receive(request!, { provider, env: {}, now: () => NOW }));
      expect(error.code).to.equal("missing_secret");
    }
  });
}

for (const provider of TIMED) {
  Deno.test(`${provider}: a request signed more than 5 minutes ago is refused with stale_timestamp`, async () => {
    const keys = await mock_keys(provider);
    const request = await mock(provider, keys, "email.delivered", NOW - 301_000) ??
      await mock(provider, keys, "email.received", NOW - 301_000);
    const error = await rejection(receive(request!, options(provider, keys)));
    expect([error.code, error.status]).to.deep.equal(["stale_timestamp", 401]);
    const fresh = await mock(provider, keys, "email.delivered", NOW - 299_000) ??
      await mock(provider, keys, "email.received", NOW - 299_000);
    expect((await receive(fresh!, options(provider, keys))).length).to.equal(1);
  });
}

Deno.test("batching providers turn one request into one event per entry", async () => {
  for (const provider of ["sendgrid", "sparkpost", "mailtrap", "mandrill", "brevo", "mailjet"] as ProviderKey[]) {
    const keys = await mock_keys(provider);
    const events = [mock_event("email.opened"), mock_event("email.clicked", { email: "bob@example.com" })];
    const request = await mock_request(provider, events, { secret: keys.signing_key, now: NOW });
    const got = await receive(request, options(provider, keys));
    expect(got.map((e) => [e.type, e.email]), provider).to.deep.equal([
      ["email.opened", "alice@example.com"],
      ["email.clicked", "bob@example.com"],
    ]);
  }
});

Deno.test("unknown native events become type unknown with raw, never an exception", async () => {
  const keys = await mock_keys("resend");
  const body = JSON.stringify({ type: "contact.created", created_at: "2026-01-01T00:00:00.000Z", data: { id: "c1" } });
  const { standard_headers } = await import("../../src/webhooks/standard.ts");
  const headers = { ...(await standard_headers(keys.signing_key, "msg_1", NOW / 1000, body)) };
  const svix = Object.fromEntries(Object.entries(headers).map(([k, v]) => [k.replace("webhook", "svix"), v]));
  const [event] = await receive(
    new Request("https://example.com", { method: "POST", headers: svix, body }),
    options("resend", keys),
  );
  expect(event!.type).to.equal("unknown");
  expect(event!.raw).to.deep.equal(JSON.parse(body));
});

Deno.test("cloudflare answers that it sends no webhooks", async () => {
  const request = new Request("https://example.com", { method: "POST", body: "{}" });
  const error = await rejection(receive(request, { provider: "cloudflare" }));
  expect(error.code).to.equal("webhooks_not_supported");
  const skipped = await rejection(
    receive(new Request("https://example.com", { method: "POST", body: "{}" }), {
      provider: "cloudflare",
      verify: false,
    }),
  );
  expect(skipped.code).to.equal("webhooks_not_supported");
});
