import { expect } from "chai";
import { temp } from "../../inbox.ts";
import { serve, smtp_send } from "./_helpers.ts";

Deno.test("inbox.info() shows the room left and the last refused arrival over SMTP, and moves the cursor", async () => {
  await using server = await serve({ limits: { max_messages: 1 } });
  await using inbox = await temp({ url: server.http_url });
  const empty = await inbox.info();
  expect(empty).to.include({ address: inbox.address, count: 0, messages_left: 1, last_refusal: null });
  expect(empty.expires).to.equal(inbox.expires.toISOString());
  await smtp_send(server, { to: inbox.address, subject: "Welcome" });
  const refused = await smtp_send(server, { to: inbox.address, subject: "Verify" }).catch((e) => e);
  expect(refused.responseCode).to.equal(452);
  const full = await inbox.info();
  expect(full).to.include({ count: 1, messages_left: 0, cursor: "1" });
  expect(full.last_refusal).to.include({ reason: "inbox_full" });
  expect(inbox.cursor).to.equal("1");
});
