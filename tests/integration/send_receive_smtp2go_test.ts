/** SMTP2GO: the email_id `send` returns is the `email_id` of its events. */

import { expect } from "chai";
import { smtp2go } from "../../mod.ts";
import { receive } from "../../webhooks.ts";
import { fake_fetch } from "../providers/fake_fetch.ts";

Deno.test("smtp2go: a sent message's email_id comes back in its delivered event", async () => {
  const { fetch } = fake_fetch(() =>
    Response.json({
      request_id: "r1",
      data: { succeeded: 1, failed: 0, failures: [], email_id: "1u0SwL-B9zBpi9ffUq-JAB2" },
    })
  );
  const { id } = await smtp2go({ api_key: "api", fetch }).send({
    from: "a@example.com",
    to: "b@example.com",
    body: "Hi",
  });
  const body = new URLSearchParams({
    event: "delivered",
    time: "2026-01-01T00:00:01Z",
    sendtime: "2026-01-01T00:00:00Z",
    sender: "a@example.com",
    from: "a@example.com",
    rcpt: "b@example.com",
    email_id: id,
    subject: "Mail sent from website",
  }).toString();
  const request = new Request("https://app.test/smtp2go", {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", authorization: `Basic ${btoa("hook:pass")}` },
    body,
  });
  const [event] = await receive(request, { provider: "smtp2go", secret: "hook:pass" });
  expect(event!.message_id).to.equal(id);
  expect(event!.type).to.equal("email.delivered");
  expect(event!.email).to.equal("b@example.com");
});
