/** Plunk: the email id `send` returns is the `id` ({{id}}) of the workflow webhook body the Plunk adapter documents. */

import { expect } from "chai";
import { plunk } from "../../mod.ts";
import { receive } from "../../webhooks.ts";
import { fake_fetch } from "../providers/fake_fetch.ts";

Deno.test("plunk: a sent email's id comes back in its delivery webhook", async () => {
  const { fetch } = fake_fetch(() =>
    Response.json({
      success: true,
      data: {
        emails: [{ contact: { id: "cnt_1", email: "b@example.com" }, email: "ac32f08e-c6b9-45d3-9824-a73dff1e3bbf" }],
        timestamp: "2026-01-01T00:00:00.000Z",
      },
    })
  );
  const { id } = await plunk({ api_key: "sk_1", fetch }).send({
    from: "a@example.com",
    to: "b@example.com",
    body: "Hi",
  });
  const body = JSON.stringify({ event: "email.delivery", email: "b@example.com", id });
  const request = new Request("https://app.test/plunk", {
    method: "POST",
    headers: { "content-type": "application/json", authorization: "Bearer plunk-hook-secret" },
    body,
  });
  const [event] = await receive(request, { provider: "plunk", secret: "plunk-hook-secret" });
  expect(event!.message_id).to.equal(id);
  expect(event!.type).to.equal("email.delivered");
});
