/**
 * The SvelteKit example's server code, called as SvelteKit calls it (a `RequestEvent` with the
 * request), with SvelteKit's own `fail`. Mail goes to the mock provider; webhooks are signed as
 * Resend signs them.
 */

import { expect } from "chai";
import { set_provider } from "@service/mail";
import { mock } from "@service/mail/mock";
import { mock_event, mock_keys, mock_request } from "@service/mail/webhooks";
import { actions } from "./src/routes/contact/+page.server.ts";
import { POST } from "./src/routes/webhooks/resend/+server.ts";
import { seen, suppressed } from "./src/lib/server/mail_events.ts";

function submit(fields: Record<string, string>): { request: Request } {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.set(name, value);
  return { request: new Request("http://localhost:5173/contact", { method: "POST", body }) };
}

Deno.test("the contact action mails the form through mail() as a table with a text version", async () => {
  const provider = mock();
  set_provider(provider);
  try {
    const result = await actions.default(
      submit({ name: "Ada", email: "ada@example.com", message: "Hello!", _honey: "" }),
    );
    expect(result).to.deep.equal({ ok: true, id: "mock_1" });
    expect(provider.last?.to).to.deep.equal([{ address: "team@acme.example" }]);
    expect(provider.last?.subject).to.equal("Contact form");
    expect(provider.last?.text).to.equal("Name: Ada\nEmail: ada@example.com\nMessage: Hello!");
  } finally {
    set_provider(undefined);
  }
});

Deno.test("a bot that fills the honeypot gets a success and nothing is sent", async () => {
  const provider = mock();
  set_provider(provider);
  try {
    const result = await actions.default(submit({ name: "Bot", email: "bot@example.com", _honey: "https://spam" }));
    expect(result).to.deep.include({ ok: true, skipped: "honeypot" });
    expect(provider.messages).to.have.length(0);
  } finally {
    set_provider(undefined);
  }
});

Deno.test("a provider failure comes back through SvelteKit's fail() with the user's values", async () => {
  set_provider(mock({ fail: { status: 503, code: "unavailable", message: "try later" } }));
  try {
    const result = await actions.default(submit({ name: "Ada", email: "ada@example.com", message: "Hi" }));
    expect(result.constructor.name).to.equal("ActionFailure");
    const { status, data } = result as unknown as { status: number; data: Record<string, unknown> };
    expect(status).to.equal(500);
    expect(data.values).to.deep.equal({ name: "Ada", email: "ada@example.com", message: "Hi" });
  } finally {
    set_provider(undefined);
  }
});

Deno.test("the Resend webhook route verifies the signature, suppresses hard bounces, refuses forgeries", async () => {
  const keys = await mock_keys("resend");
  const other = await mock_keys("resend");
  Deno.env.set("RESEND_WEBHOOK_SECRET", keys.secret!);
  try {
    const bounce = mock_event("email.bounced", { email: "gone@example.com", bounce: { type: "hard" } });
    const ok = await POST({ request: await mock_request("resend", bounce, { secret: keys.signing_key }) });
    expect(ok.status).to.equal(200);
    expect(seen.at(-1)?.type).to.equal("email.bounced");
    expect([...suppressed]).to.deep.equal(["gone@example.com"]);
    const forged = await POST({ request: await mock_request("resend", bounce, { secret: other.signing_key }) });
    expect(forged.status).to.equal(401);
    expect(seen).to.have.length(1);
  } finally {
    Deno.env.delete("RESEND_WEBHOOK_SECRET");
  }
});
