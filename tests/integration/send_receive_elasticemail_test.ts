/** Elastic Email: the id `send` returns is the `messageid` of its notifications; the channel and postback come back. */

import { expect } from "chai";
import { elasticemail } from "../../mod.ts";
import { receive } from "../../webhooks.ts";
import { sign_hmac } from "../../src/webhooks/schemes/hmac.ts";
import { fake_fetch } from "../providers/fake_fetch.ts";

Deno.test("elasticemail: a sent message's MessageID, channel and postback come back in its notification", async () => {
  const { fetch, requests } = fake_fetch(() =>
    Response.json({ TransactionID: "t-1", MessageID: "Z1HnkKv8C8jOFd1ltq8PXw1" })
  );
  const { id } = await elasticemail({ api_key: "key", fetch }).send({
    from: "a@example.com",
    to: "b@example.com",
    body: "<p>Hi</p>",
    tags: ["signup"],
    metadata: { user: "42" },
  });
  const sent = requests[0]!.json as { Content: { Postback: string }; Options: { ChannelName: string } };
  const body = JSON.stringify({
    to: "b@example.com",
    from: "a@example.com",
    date: "2026-01-01T00:00:05",
    subject: "Mail sent from website",
    status: "Sent",
    messageid: id,
    transaction: "t-1",
    channel: sent.Options.ChannelName,
    account: "a@example.com",
    postback: sent.Content.Postback,
  });
  const timestamp = "1767225605";
  const signature = "v1=" + await sign_hmac("whsec_secret", `${timestamp}.${body}`, { encoding: "hex" });
  const [event] = await receive(
    new Request("https://app.test/hook", {
      method: "POST",
      body,
      headers: { "x-elasticemail-signature": signature, "x-elasticemail-timestamp": timestamp },
    }),
    { provider: "elasticemail", secret: "whsec_secret", now: () => 1767225605_000 },
  );
  expect([event!.message_id, event!.type, event!.tags, event!.metadata]).to.deep.equal([
    id,
    "email.delivered",
    ["signup"],
    { user: "42" },
  ]);
});
