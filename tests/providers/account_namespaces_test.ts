/** The account provider's namespaces: the exact request each call makes, and errors before any request. */

import { expect } from "chai";
import { account, type AccountProvider } from "../../src/providers/account/send.ts";
import { ServiceError } from "../../src/core/error.ts";
import { FakeClock } from "../helpers/clock.ts";
import { fake_fetch, type Recorded } from "./fake_fetch.ts";

const BASE = "http://api.test";
const AUTH = { authorization: "Bearer svc_key" };
const JSON_AUTH = { ...AUTH, "content-type": "application/json" };

const get = (path: string): Recorded => ({ method: "GET", url: `${BASE}${path}`, headers: AUTH });
const del = (path: string): Recorded => ({ method: "DELETE", url: `${BASE}${path}`, headers: AUTH });
const with_json = (method: string, path: string, json: unknown): Recorded => ({
  method,
  url: `${BASE}${path}`,
  headers: JSON_AUTH,
  json,
});

/** Each call and the one request it must make. The clock stands at 2026-01-01T00:00:00Z. */
const TABLE: [string, (p: AccountProvider) => Promise<unknown>, Recorded][] = [
  ["messages.get", (p) => p.messages.get("msg_1"), get("/v1/messages/msg_1")],
  [
    "messages.reschedule with a Duration",
    (p) => p.messages.reschedule("msg_1", { hours: 2 }),
    with_json("PATCH", "/v1/messages/msg_1", { scheduled_at: "2026-01-01T02:00:00.000Z" }),
  ],
  [
    "messages.reschedule with an ISO string without offset (UTC)",
    (p) => p.messages.reschedule("msg_1", "2026-01-03T09:30:00"),
    with_json("PATCH", "/v1/messages/msg_1", { scheduled_at: "2026-01-03T09:30:00.000Z" }),
  ],
  [
    "messages.reschedule with a Date",
    (p) => p.messages.reschedule("msg_1", new Date("2026-01-05T00:00:00Z")),
    with_json("PATCH", "/v1/messages/msg_1", { scheduled_at: "2026-01-05T00:00:00.000Z" }),
  ],
  ["lists.all", (p) => p.lists.all(), get("/v1/lists")],
  ["lists.create", (p) => p.lists.create("News"), with_json("POST", "/v1/lists", { name: "News" })],
  [
    "lists.create with confirmation settings",
    (p) => p.lists.create("News", { confirmation: { from: { address: "news@example.com", name: "News" } } }),
    with_json("POST", "/v1/lists", { name: "News", confirmation: { from: "News <news@example.com>" } }),
  ],
  ["lists.get by a name with a space", (p) => p.lists.get("Spring sale"), get("/v1/lists/Spring%20sale")],
  [
    "lists.update",
    (p) => p.lists.update("News", { confirmation: true }),
    with_json("PATCH", "/v1/lists/News", { confirmation: true }),
  ],
  ["lists.rename", (p) => p.lists.rename("News", "Weekly"), with_json("PATCH", "/v1/lists/News", { name: "Weekly" })],
  ["lists.delete", (p) => p.lists.delete("lst_1"), del("/v1/lists/lst_1")],
  [
    "lists.broadcast",
    (p) =>
      p.lists.broadcast("News", {
        from: "News <news@example.com>",
        reply_to: "help@example.com",
        subject: "Hello",
        body: "<p>Hi</p>",
        scheduled_at: { days: 1 },
      }),
    with_json("POST", "/v1/lists/News/broadcasts", {
      from: "News <news@example.com>",
      reply_to: ["help@example.com"],
      subject: "Hello",
      body: "<p>Hi</p>",
      scheduled_at: "2026-01-02T00:00:00.000Z",
    }),
  ],
  [
    "recipients.add in every form",
    (p) =>
      p.recipients.add("News", ["ada@example.com", "Bob <bob@example.com>", { email: "cy@example.com", name: "Cy" }]),
    with_json("POST", "/v1/lists/News/recipients", {
      recipients: [
        { email: "ada@example.com" },
        { email: "bob@example.com", name: "Bob" },
        { email: "cy@example.com", name: "Cy" },
      ],
    }),
  ],
  [
    "recipients.add one with a status",
    (p) => p.recipients.add("News", "ada@example.com", { status: "subscribed" }),
    with_json("POST", "/v1/lists/News/recipients", {
      recipients: [{ email: "ada@example.com" }],
      status: "subscribed",
    }),
  ],
  [
    "recipients.set_status",
    (p) => p.recipients.set_status("News", "ada+x@example.com", "unsubscribed"),
    with_json("PATCH", "/v1/lists/News/recipients/ada%2Bx%40example.com", { status: "unsubscribed" }),
  ],
  [
    "recipients.remove",
    (p) => p.recipients.remove("News", "ada@example.com"),
    del("/v1/lists/News/recipients/ada%40example.com"),
  ],
  ["notifications.all", (p) => p.notifications.all("News"), get("/v1/lists/News/notifications")],
  [
    "notifications.create",
    (p) => p.notifications.create("News", { recipients: "Me <me@example.com>", schedule: "daily" }),
    with_json("POST", "/v1/lists/News/notifications", { recipients: ["Me <me@example.com>"], schedule: "daily" }),
  ],
  [
    "notifications.update",
    (p) => p.notifications.update("News", "ntf_1", { paused: true }),
    with_json("PATCH", "/v1/lists/News/notifications/ntf_1", { paused: true }),
  ],
  ["notifications.delete", (p) => p.notifications.delete("News", "ntf_1"), del("/v1/lists/News/notifications/ntf_1")],
  ["suppressions.all", (p) => p.suppressions.all(), get("/v1/suppressions")],
  [
    "suppressions.add",
    (p) => p.suppressions.add("Ada <ada@example.com>"),
    with_json("POST", "/v1/suppressions", { email: "ada@example.com" }),
  ],
  ["suppressions.remove", (p) => p.suppressions.remove("ada@example.com"), del("/v1/suppressions/ada%40example.com")],
  ["forms.all", (p) => p.forms.all(), get("/v1/forms")],
  ["exports.all", (p) => p.exports.all(), get("/v1/exports")],
  ["exports.get", (p) => p.exports.get("exp_1"), get("/v1/exports/exp_1")],
  [
    "exports.create",
    (p) =>
      p.exports.create({ name: "Leads", recipients: ["me@example.com"], schedule: "weekly", filter: "form:Contact" }),
    with_json("POST", "/v1/exports", {
      name: "Leads",
      recipients: ["me@example.com"],
      schedule: "weekly",
      filter: "form:Contact",
    }),
  ],
  [
    "exports.update",
    (p) => p.exports.update("exp_1", { paused: true }),
    with_json("PATCH", "/v1/exports/exp_1", { paused: true }),
  ],
  ["exports.run", (p) => p.exports.run("exp_1"), {
    method: "POST",
    url: `${BASE}/v1/exports/exp_1/run`,
    headers: AUTH,
  }],
  ["exports.delete", (p) => p.exports.delete("exp_1"), del("/v1/exports/exp_1")],
  [
    "exports.download",
    (p) =>
      p.exports.download({ filter: "form:Contact", format: "json", columns: ["id", "created"], fields: ["email"] }),
    get("/v1/exports/download?filter=form%3AContact&format=json&columns=id%2Ccreated&fields=email"),
  ],
];

function make(respond: () => Response = () => Response.json({})) {
  const { fetch, requests } = fake_fetch(respond);
  return { provider: account({ api_key: "svc_key", url: `${BASE}/`, fetch, clock: new FakeClock() }), requests };
}

for (const [name, run, expected] of TABLE) {
  Deno.test(`account ${name} makes exactly its request`, async () => {
    const { provider, requests } = make(() =>
      name.startsWith("exports.download")
        ? new Response("a,b\r\n")
        : Response.json({ lists: [], notifications: [], suppressions: [], forms: [], exports: [] })
    );
    await run(provider);
    expect(requests).to.deep.equal([expected]);
  });
}

Deno.test("list answers are unwrapped into arrays", async () => {
  const { provider } = make(() => Response.json({ lists: [{ id: "lst_1", name: "News" }] }));
  expect(await provider.lists.all()).to.deep.equal([{ id: "lst_1", name: "News" }]);
});

Deno.test("a 204 answers undefined", async () => {
  const { provider } = make(() => new Response(null, { status: 204 }));
  expect(await provider.lists.delete("News")).to.equal(undefined);
});

Deno.test("exports.download answers the file: name, type, exact bytes and text()", async () => {
  const bytes = new TextEncoder().encode('name,note\r\nAda,"caf\u00e9"\r\n');
  const { provider } = make(() =>
    new Response(bytes, {
      headers: {
        "content-type": "text/csv; charset=utf-8",
        "content-disposition": 'attachment; filename="leads-2026-01-01.csv"',
      },
    })
  );
  const file = await provider.exports.download();
  expect(file.filename).to.equal("leads-2026-01-01.csv");
  expect(file.type).to.equal("text/csv");
  expect(file.bytes).to.deep.equal(bytes);
  expect(file.text()).to.equal('name,note\r\nAda,"caf\u00e9"\r\n');
});

Deno.test("server errors become ServiceErrors with provider account and the server's code", async () => {
  const { provider } = make(() =>
    Response.json({ error: { code: "name_taken", message: 'this account already has a list named "News"' } }, {
      status: 409,
    })
  );
  const error = await provider.lists.create("News").catch((e) => e);
  expect(ServiceError.is(error)).to.equal(true);
  expect(provider.is_error(error)).to.equal(true);
  expect({ provider: error.provider, status: error.status, code: error.code }).to.deep.equal({
    provider: "account",
    status: 409,
    code: "name_taken",
  });
  const download = make(() => Response.json({ error: { code: "invalid_filter", message: "bad" } }, { status: 422 }));
  expect((await download.provider.exports.download({ filter: "x:y" }).catch((e) => e)).code).to.equal("invalid_filter");
});

Deno.test("bad input throws before any request: addresses, scheduled_at, too far ahead", async () => {
  const { provider, requests } = make();
  const codes = [];
  for (
    const attempt of [
      () => provider.recipients.add("News", "not an address"),
      () => provider.recipients.add("News", [{ email: "ada@example.com" }, { email: "nope" }]),
      () => provider.suppressions.add("nope"),
      () => provider.messages.reschedule("msg_1", "tomorrow"),
      () => provider.messages.reschedule("msg_1", { days: 31 }),
      () => provider.lists.broadcast("News", { subject: "x", body: "y", scheduled_at: { weeks: 5 } }),
      () => provider.notifications.create("News", { recipients: "x", schedule: "daily" }),
    ]
  ) codes.push((await attempt().catch((e) => e)).code);
  expect(codes).to.deep.equal([
    "invalid_address",
    "invalid_address",
    "invalid_address",
    "invalid_scheduled_at",
    "scheduled_too_far",
    "scheduled_too_far",
    "invalid_address",
  ]);
  expect(requests).to.deep.equal([]);
  expect(await provider.lists.get("").catch((e) => e)).to.be.instanceOf(TypeError);
});
