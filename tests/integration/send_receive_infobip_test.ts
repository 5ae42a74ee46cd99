/** Infobip: the bulkId `send` returns is the `message_id` of its delivery reports; callbackData brings the metadata back. */

import { expect } from "chai";
import { infobip } from "../../mod.ts";
import { receive } from "../../webhooks.ts";
import { fake_fetch } from "../providers/fake_fetch.ts";

Deno.test("infobip: a sent message's bulkId and callbackData come back in its delivery report", async () => {
  const { fetch, requests } = fake_fetch(() =>
    Response.json({
      bulkId: "snxemd8u52v7v84iiu69",
      messages: [{ to: "b@example.com", messageId: "tyfmabjg12v0g9obz3sv", status: { groupName: "PENDING" } }],
    })
  );
  const { id } = await infobip({ api_key: "key", base_url: "https://xyz.api.infobip.com", fetch }).send({
    from: "a@example.com",
    to: "b@example.com",
    body: "Hi",
    metadata: { user: "42" },
  });
  const callback = requests[0]!.form!.find(([name]) => name === "callbackData")![1] as string;
  const body = JSON.stringify({
    results: [{
      bulkId: id,
      messageId: "tyfmabjg12v0g9obz3sv",
      to: "b@example.com",
      sentAt: "2026-01-01T00:00:01.000+0000",
      doneAt: "2026-01-01T00:00:05.000+0000",
      messageCount: 1,
      status: { groupId: 3, groupName: "DELIVERED", id: 5, name: "DELIVERED_TO_HANDSET", description: "Delivered" },
      error: { groupId: 0, groupName: "OK", id: 0, name: "NO_ERROR", description: "No Error", permanent: false },
      callbackData: callback,
    }],
  });
  const [event] = await receive(
    new Request("https://app.test/hook", {
      method: "POST",
      body,
      headers: { authorization: `Basic ${btoa("user:pass")}`, "content-type": "application/json" },
    }),
    { provider: "infobip", secret: "user:pass" },
  );
  expect([event!.message_id, event!.type, event!.metadata]).to.deep.equal([id, "email.delivered", { user: "42" }]);
});
