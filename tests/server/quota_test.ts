import { expect } from "chai";
import { smtp_client } from "../helpers/smtp.ts";
import { call, new_inbox, test_server, test_service } from "../helpers/service.ts";

const QUOTA_KEYS = ["expires", "messages_left", "bytes_left", "last_refusal"];

Deno.test("every inbox answer carries expires, messages_left, bytes_left and last_refusal: create, reads, extend", async () => {
  const service = await test_service({ limits: { max_messages: 7, max_inbox_bytes: 5000 } });
  const made = await new_inbox(service);
  const answers: [string, Promise<Response>][] = [
    ["GET /v1/inbox", call(service, "GET", "/v1/inbox", { token: made.token })],
    ["GET /v1/inboxes/{address}", call(service, "GET", `/v1/inboxes/${made.address}`, { token: made.token })],
    [
      "POST …/extend",
      call(service, "POST", `/v1/inboxes/${made.address}/extend`, { token: made.token, json: { ttl: "1h" } }),
    ],
  ];
  expect(made, "POST / (JSON)").to.include.all.keys(QUOTA_KEYS);
  expect(made).to.include({ messages_left: 7, bytes_left: 5000, last_refusal: null });
  for (const [name, pending] of answers) {
    const body = await (await pending).json();
    expect(body, name).to.include.all.keys(QUOTA_KEYS);
    expect(body, name).to.include({ messages_left: 7, bytes_left: 5000, last_refusal: null });
  }
  await service.close();
});

Deno.test("over SMTP, the API shows the room shrinking and each refused arrival with its reason", async () => {
  const server = await test_server({ limits: { max_messages: 3, max_message_bytes: 4096, max_inbox_bytes: 5000 } });
  try {
    const inbox = await new_inbox(server.service);
    const read = async () =>
      await (await fetch(`${server.http_url}/v1/inboxes/${inbox.address}`, {
        headers: { authorization: `Bearer ${inbox.token}` },
      })).json();
    const send = (subject: string, size: number) =>
      smtp_client(server.smtp_port).sendMail({
        from: "app@example.com",
        to: inbox.address,
        subject,
        text: "x".repeat(size),
      }).then(() => null, (error) => error);

    expect(await send("small", 100)).to.equal(null);
    const one = await read();
    expect(one).to.include({ count: 1, messages_left: 2, bytes_left: 5000 - one.size, last_refusal: null });

    const big = await send("too big", 6000);
    expect(big.responseCode).to.equal(552);
    const after_big = await read();
    expect(after_big).to.include({ count: 1, messages_left: 2 });
    expect(after_big.last_refusal.reason).to.equal("message_too_large");
    expect(after_big.last_refusal.size).to.be.greaterThan(6000);
    expect(after_big.last_refusal.at).to.match(/^\d{4}-\d\d-\d\dT[\d:.]+Z$/);

    expect(await send("medium", 3000)).to.equal(null);
    const two = await read();
    expect(two).to.include({ count: 2, messages_left: 1, bytes_left: 5000 - two.size });
    const over = await send("over the bytes", 2500);
    expect(over.responseCode).to.equal(452);
    expect((await read()).last_refusal.reason).to.equal("inbox_size");

    expect(await send("tiny", 10)).to.equal(null);
    const full = await read();
    expect(full).to.include({ count: 3, messages_left: 0 });
    const refused = await send("one more", 10);
    expect(refused.rejectedErrors?.[0]?.responseCode ?? refused.responseCode).to.equal(452);
    expect((await read()).last_refusal.reason).to.equal("inbox_full");
  } finally {
    await server.close();
  }
});
