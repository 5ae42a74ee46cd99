import { expect } from "chai";
import { smtp_client } from "../helpers/smtp.ts";
import { call, deliver, eml, new_inbox, test_server, test_service } from "../helpers/service.ts";
import { until } from "../helpers/until.ts";
import { manual_timers } from "../helpers/manual_timers.ts";

const OFF = { delay: "0s", duplicate: 0, reorder: false, refuse: null, pending: 0 };

/** Chance that answers the given draws in turn. */
function draws(...values: number[]): () => number {
  return () => {
    const value = values.shift();
    if (value === undefined) throw new Error("no more draws");
    return value;
  };
}

const subjects = async (service: Awaited<ReturnType<typeof test_service>>, address: string, token: string) =>
  (await (await call(service, "GET", `/v1/inboxes/${address}/messages`, { token })).json()).messages.map(
    (m: { subject: string }) => m.subject,
  );

Deno.test("chaos is off by default; POST sets it (replacing), GET shows it, DELETE clears it; per inbox", async () => {
  const service = await test_service();
  const [one, two] = [await new_inbox(service), await new_inbox(service)];
  const read = async (inbox: { address: string; token: string }) =>
    await (await call(service, "GET", `/v1/inboxes/${inbox.address}/chaos`, { token: inbox.token })).json();
  expect(await read(one)).to.deep.equal(OFF);
  const set = await call(service, "POST", `/v1/inboxes/${one.address}/chaos`, {
    token: one.token,
    json: { delay: "2s", duplicate: 0.1, reorder: true, refuse: { code: 451, probability: 0.5 } },
  });
  expect(set.status).to.equal(200);
  const settings = { delay: "2s", duplicate: 0.1, reorder: true, refuse: { code: 451, probability: 0.5 }, pending: 0 };
  expect(await set.json()).to.deep.equal(settings);
  expect(await read(one)).to.deep.equal(settings);
  expect(await read(two), "another inbox is untouched").to.deep.equal(OFF);
  const replaced = await call(service, "POST", `/v1/inboxes/${one.address}/chaos`, {
    token: one.token,
    json: { refuse: { code: 550 } },
  });
  expect(await replaced.json(), "a POST replaces; refuse without probability always refuses").to.deep.equal({
    ...OFF,
    refuse: { code: 550, probability: 1 },
  });
  const cleared = await call(service, "DELETE", `/v1/inboxes/${one.address}/chaos`, { token: one.token });
  expect(cleared.status).to.equal(204);
  expect(await read(one)).to.deep.equal(OFF);
  const wrong = await call(service, "GET", `/v1/inboxes/${one.address}/chaos`, { token: two.token });
  expect(wrong.status).to.equal(401);
  await wrong.body?.cancel();
  await service.close();
});

Deno.test("chaos settings are checked: each bad field answers 400 with a code naming it", async () => {
  const service = await test_service();
  const inbox = await new_inbox(service);
  const cases: [string, string, string?][] = [
    ["not json", "invalid_json"],
    ["[1]", "invalid_json"],
    [
      '{"delay": "2s", "jitter": 1}',
      "invalid_chaos",
      'unknown field "jitter"; the fields are delay, duplicate, reorder and refuse',
    ],
    ['{"delay": "soon"}', "invalid_delay", 'delay must be a duration from 0s to 1m, like "2s" or "500ms"'],
    ['{"delay": "2m"}', "invalid_delay"],
    ['{"delay": true}', "invalid_delay"],
    ['{"duplicate": 1.5}', "invalid_duplicate", "duplicate must be a probability from 0 to 1, like 0.1"],
    ['{"duplicate": "0.1"}', "invalid_duplicate"],
    ['{"reorder": "yes"}', "invalid_reorder", "reorder must be true or false"],
    [
      '{"refuse": {"code": 250}}',
      "invalid_refuse",
      'refuse must be {"code": one of 421, 450, 451, 452, 550, 551, 552, 553, 554, "probability": 0 to 1}',
    ],
    ['{"refuse": 451}', "invalid_refuse"],
    ['{"refuse": {"code": 451, "probability": -0.1}}', "invalid_refuse"],
    ['{"refuse": {"code": 451, "after": 2}}', "invalid_refuse"],
  ];
  for (const [body, code, message] of cases) {
    const response = await call(service, "POST", `/v1/inboxes/${inbox.address}/chaos`, {
      token: inbox.token,
      body,
      headers: { "content-type": "application/json" },
    });
    expect(response.status, body).to.equal(400);
    const error = (await response.json()).error;
    expect(error.code, body).to.equal(code);
    if (message) expect(error.message, body).to.equal(message);
  }
  expect(await (await call(service, "GET", `/v1/inboxes/${inbox.address}/chaos`, { token: inbox.token })).json())
    .to.deep.equal(OFF);
  await service.close();
});

Deno.test("refuse: over SMTP the recipient is refused at RCPT with the code, by chance, and the inbox says why", async () => {
  const server = await test_server({ chaos: { random: draws(0.7, 0.2) } });
  try {
    const [inbox, other] = [await new_inbox(server.service), await new_inbox(server.service)];
    const response = await fetch(`${server.http_url}/v1/inboxes/${inbox.address}/chaos`, {
      method: "POST",
      headers: { authorization: `Bearer ${inbox.token}`, "content-type": "application/json" },
      body: JSON.stringify({ refuse: { code: 451, probability: 0.5 } }),
    });
    await response.body?.cancel();
    const send = (to: string) =>
      smtp_client(server.smtp_port).sendMail({ from: "app@example.com", to, subject: "Verify", text: "x" })
        .then(() => null, (error) => error);
    expect(await send(inbox.address), "draw 0.7: let in").to.equal(null);
    const refused = await send(inbox.address);
    expect(refused.rejectedErrors[0].response, "draw 0.2: refused").to.equal(
      "451 4.3.0 Local error in processing, try again later (chaos)",
    );
    expect(await send(other.address), "another inbox draws nothing").to.equal(null);
    const state = await (await fetch(`${server.http_url}/v1/inboxes/${inbox.address}`, {
      headers: { authorization: `Bearer ${inbox.token}` },
    })).json();
    expect(state.count).to.equal(1);
    expect(state.last_refusal.reason).to.equal("chaos");
  } finally {
    await server.close();
  }
});

Deno.test("refuse: HTTP ingest lists the recipient as rejected with chaos_<code>", async () => {
  const service = await test_service({ ingest_secret: "s3cret" });
  const [inbox, other] = [await new_inbox(service), await new_inbox(service)];
  await call(service, "POST", `/v1/inboxes/${inbox.address}/chaos`, {
    token: inbox.token,
    json: { refuse: { code: 550 } },
  });
  const response = await call(service, "POST", `/v1/ingest?to=${inbox.address}&to=${other.address}`, {
    token: "s3cret",
    body: eml({ to: inbox.address, subject: "Verify" }),
  });
  expect(await response.json()).to.deep.equal({
    accepted: [other.address],
    rejected: [{ address: inbox.address, code: "chaos_550" }],
  });
  await service.close();
});

Deno.test("delay: mail is accepted at once and shows up (to wait too) only when due", async () => {
  const timers = manual_timers();
  const service = await test_service({ chaos: { schedule: timers.schedule } });
  const inbox = await new_inbox(service);
  await call(service, "POST", `/v1/inboxes/${inbox.address}/chaos`, { token: inbox.token, json: { delay: "2s" } });
  const waiting = call(service, "GET", `/v1/inboxes/${inbox.address}/wait?subject=verify&timeout=10s`, {
    token: inbox.token,
  });
  await until(() => service.stats().waits === 1);
  const result = await deliver(service, inbox.address, eml({ to: inbox.address, subject: "Verify" }));
  expect(result.accepted).to.deep.equal([inbox.address]);
  expect(timers.timers.map((t) => t.ms)).to.deep.equal([2000]);
  expect(await subjects(service, inbox.address, inbox.token)).to.deep.equal([]);
  const pending = await (await call(service, "GET", `/v1/inboxes/${inbox.address}/chaos`, { token: inbox.token }))
    .json();
  expect(pending.pending).to.equal(1);
  expect(service.stats().waits, "the wait still waits").to.equal(1);
  await timers.fire();
  expect((await (await waiting).json()).subject).to.equal("Verify");
  expect(await subjects(service, inbox.address, inbox.token)).to.deep.equal(["Verify"]);
  await service.close();
});

Deno.test("duplicate: an accepted message is stored twice, by chance, with two ids", async () => {
  const service = await test_service({ chaos: { random: draws(0.05, 0.5) } });
  const inbox = await new_inbox(service);
  await call(service, "POST", `/v1/inboxes/${inbox.address}/chaos`, { token: inbox.token, json: { duplicate: 0.1 } });
  await deliver(service, inbox.address, eml({ to: inbox.address, subject: "Reset (1)" }));
  await deliver(service, inbox.address, eml({ to: inbox.address, subject: "Reset (2)" }));
  const list = (await (await call(service, "GET", `/v1/inboxes/${inbox.address}/messages`, { token: inbox.token }))
    .json()).messages;
  expect(list.map((m: { subject: string; cursor: string }) => [m.subject, m.cursor])).to.deep.equal([
    ["Reset (1)", "1"],
    ["Reset (1)", "2"],
    ["Reset (2)", "3"],
  ]);
  expect(list[0].id).to.not.equal(list[1].id);
  await service.close();
});

Deno.test("reorder: mail accepted within the window shows up at its end, newest first", async () => {
  const timers = manual_timers();
  const service = await test_service({ chaos: { schedule: timers.schedule } });
  const inbox = await new_inbox(service);
  await call(service, "POST", `/v1/inboxes/${inbox.address}/chaos`, { token: inbox.token, json: { reorder: true } });
  for (const subject of ["Code 111111", "Code 222222", "Code 333333"]) {
    await deliver(service, inbox.address, eml({ to: inbox.address, subject }));
  }
  expect(timers.timers.map((t) => t.ms), "one window of 1s without a delay").to.deep.equal([1000]);
  expect(await subjects(service, inbox.address, inbox.token)).to.deep.equal([]);
  await timers.fire();
  expect(await subjects(service, inbox.address, inbox.token)).to.deep.equal([
    "Code 333333",
    "Code 222222",
    "Code 111111",
  ]);
  await deliver(service, inbox.address, eml({ to: inbox.address, subject: "Code 444444" }));
  await timers.fire();
  expect((await subjects(service, inbox.address, inbox.token)).at(-1), "a new window").to.equal("Code 444444");
  await service.close();
});

Deno.test("turning chaos off keeps the mail it holds back: it still shows up when due", async () => {
  const timers = manual_timers();
  const service = await test_service({ chaos: { schedule: timers.schedule } });
  const inbox = await new_inbox(service);
  await call(service, "POST", `/v1/inboxes/${inbox.address}/chaos`, { token: inbox.token, json: { delay: "1s" } });
  await deliver(service, inbox.address, eml({ to: inbox.address, subject: "Held" }));
  await call(service, "DELETE", `/v1/inboxes/${inbox.address}/chaos`, { token: inbox.token });
  await deliver(service, inbox.address, eml({ to: inbox.address, subject: "At once" }));
  expect(await subjects(service, inbox.address, inbox.token)).to.deep.equal(["At once"]);
  await timers.fire();
  expect(await subjects(service, inbox.address, inbox.token)).to.deep.equal(["At once", "Held"]);
  await service.close();
});

Deno.test("mail held back counts against the inbox's limits, and deleting the inbox drops it and its chaos", async () => {
  const timers = manual_timers();
  const service = await test_service({ limits: { max_messages: 2 }, chaos: { schedule: timers.schedule } });
  const inbox = await new_inbox(service);
  await call(service, "POST", `/v1/inboxes/${inbox.address}/chaos`, { token: inbox.token, json: { delay: "5s" } });
  const results = [];
  for (const subject of ["a", "b", "c"]) {
    results.push(await deliver(service, inbox.address, eml({ to: inbox.address, subject })));
  }
  expect(results.map((r) => r.rejected.map((x) => x.code))).to.deep.equal([[], [], ["inbox_full"]]);
  await call(service, "DELETE", `/v1/inboxes/${inbox.address}`, { token: inbox.token });
  expect(timers.timers.every((t) => t.cancelled), "the held mail's timers are cancelled").to.equal(true);
  expect(service.ctx.chaos.pending(inbox.address)).to.deep.equal({ count: 0, bytes: 0 });
  expect(service.ctx.chaos.get({ address: inbox.address, created: service.clock.now() })).to.equal(null);
  await service.close();
});
