/** SparkPost: the transmission id `send` returns is the `transmission_id` of its events; rcpt tags and metadata come back. */

import { expect } from "chai";
import { sparkpost } from "../../mod.ts";
import { receive } from "../../webhooks.ts";
import { fake_fetch } from "../providers/fake_fetch.ts";

Deno.test("sparkpost: a sent transmission's id, tags and metadata come back in its delivery event", async () => {
  const { fetch, requests } = fake_fetch(() =>
    Response.json({ results: { total_rejected_recipients: 0, total_accepted_recipients: 1, id: "11668787484950529" } })
  );
  const { id } = await sparkpost({ api_key: "sp", fetch }).send({
    from: "a@example.com",
    to: "b@example.com",
    body: "<p>Hi</p>",
    tags: ["signup"],
    metadata: { user: "42" },
  });
  const recipient = (requests[0]!.json as { recipients: { tags: string[]; metadata: Record<string, string> }[] })
    .recipients[0]!;
  const body = JSON.stringify([{
    msys: {
      message_event: {
        type: "delivery",
        event_id: "92356927693813856",
        timestamp: "1767225600",
        message_id: "000443ee14578172be22",
        transmission_id: id,
        rcpt_to: "b@example.com",
        raw_rcpt_to: "b@example.com",
        rcpt_tags: recipient.tags,
        rcpt_meta: recipient.metadata,
      },
    },
  }]);
  const request = new Request("https://app.test/sparkpost", {
    method: "POST",
    headers: { "content-type": "application/json", authorization: `Basic ${btoa("hook:pass")}` },
    body,
  });
  const [event] = await receive(request, { provider: "sparkpost", secret: "hook:pass" });
  expect(event!.message_id).to.equal(id);
  expect(event!.type).to.equal("email.delivered");
  expect(event!.tags).to.deep.equal(["signup"]);
  expect(event!.metadata).to.deep.equal({ user: "42" });
});
