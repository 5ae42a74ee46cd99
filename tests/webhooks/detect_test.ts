import { expect } from "chai";
import { ADAPTERS, mock_event, mock_keys, mock_request, type ProviderKey, receive } from "../../webhooks.ts";

/** Providers whose requests carry something that names them. */
const DETECTABLE: ProviderKey[] = [
  "service",
  "resend",
  "sendgrid",
  "mailgun",
  "postmark",
  "brevo",
  "ses",
  "mailjet",
  "sparkpost",
  "mandrill",
  "mailersend",
  "smtp2go",
  "ahasend",
  "loops",
  "mailtrap",
  "zeptomail",
  "scaleway",
  "elasticemail",
  "mailpace",
  "postal",
  "usesend",
  "infobip",
];

Deno.test("receive() finds the provider from the request when none is named", async () => {
  for (const provider of DETECTABLE) {
    const keys = await mock_keys(provider);
    const type = provider === "service"
      ? "email.received"
      : provider === "zeptomail" || provider === "mailpace"
      ? "email.bounced"
      : provider === "mandrill"
      ? "email.opened"
      : "email.delivered";
    const request = await mock_request(provider, mock_event(type), { secret: keys.signing_key });
    const events = await receive(request, { verify: false });
    expect(events[0]?.provider, provider).to.equal(provider);
  }
  expect(Object.keys(ADAPTERS).length).to.equal(24);
});

Deno.test("receive() without a provider it cannot tell says how to name one", async () => {
  const error = await receive(new Request("https://x", { method: "POST", body: '{"hello":1}' }), { verify: false })
    .then(() => null, (e) => e);
  expect([error?.code, error?.status]).to.deep.equal(["unknown_provider", 400]);
  expect(error?.message).to.contain('pass {provider: "<key>"}');
});
