/**
 * The contract of an `AccountStore`, as one suite any implementation runs: memory now, Deno KV
 * next. Each test gets a fresh store from `make`.
 */

import { expect } from "chai";
import type {
  AccountStore,
  ExportRecord,
  Job,
  LinkRecord,
  ListRecord,
  OutMessage,
} from "../../src/server/account/store/types.ts";

const T = Date.parse("2026-01-01T00:00:00Z");

export function message(fields: Partial<OutMessage> = {}): OutMessage {
  return {
    id: "msg_1",
    account: "acc_a",
    status: "scheduled",
    from: "a@example.com",
    to: ["b@example.com"],
    cc: [],
    bcc: [],
    reply_to: [],
    subject: "Hi",
    html: null,
    text: "x",
    headers: {},
    tags: [],
    metadata: {},
    attachments: [],
    tracking: null,
    tracked: null,
    form: null,
    origin: "api",
    origin_id: null,
    created: T,
    updated: T,
    scheduled_at: T + 3_600_000,
    sent_at: null,
    recipients: [],
    reason: null,
    ...fields,
  };
}

const list = (fields: Partial<ListRecord> = {}): ListRecord => ({
  id: "lst_1",
  account: "acc_a",
  name: "News",
  confirmation: null,
  created: T,
  updated: T,
  ...fields,
});

const exported = (fields: Partial<ExportRecord> = {}): ExportRecord => ({
  id: "exp_1",
  account: "acc_a",
  name: "Leads",
  recipients: ["me@example.com"],
  from: null,
  filter: null,
  format: "csv",
  columns: null,
  fields: null,
  window: null,
  schedule: "daily",
  paused: false,
  created: T,
  updated: T,
  last_run: null,
  next_run: T + 86_400_000,
  ...fields,
});

/** Registers the suite for one implementation. */
export function account_store_suite(name: string, make: () => AccountStore | Promise<AccountStore>): void {
  const test = (title: string, fn: (store: AccountStore) => Promise<void>) =>
    Deno.test(`${name} account store: ${title}`, async () => {
      const store = await make();
      try {
        await fn(store);
      } finally {
        await store.close();
      }
    });

  test("answers copies: changing an answer changes nothing stored", async (store) => {
    await store.put_message(message());
    const got = (await store.message("acc_a", "msg_1"))!;
    got.to.push("evil@example.com");
    got.status = "sent";
    expect(await store.message("acc_a", "msg_1")).to.deep.equal(message());
  });

  test("keeps accounts apart", async (store) => {
    await store.put_message(message());
    await store.create_list(list());
    expect(await store.message("acc_b", "msg_1")).to.equal(null);
    expect(await store.list("acc_b", "lst_1")).to.equal(null);
    expect(await store.list("acc_b", "News")).to.equal(null);
    expect(await store.messages("acc_b")).to.deep.equal([]);
    expect((await store.update_message("acc_b", "msg_1", ["scheduled"], { status: "cancelled" })).ok).to.equal(false);
    expect(await store.create_list(list({ account: "acc_b", id: "lst_2" }))).to.equal(true);
  });

  test("update_message changes only from the given statuses", async (store) => {
    await store.put_message(message());
    const sent = await store.update_message("acc_a", "msg_1", ["queued"], { status: "sent" });
    expect(sent).to.deep.equal({ ok: false, record: message() });
    const cancelled = await store.update_message("acc_a", "msg_1", ["scheduled"], {
      status: "cancelled",
      updated: T + 1,
    });
    expect(cancelled).to.deep.equal({ ok: true, record: message({ status: "cancelled", updated: T + 1 }) });
    expect(await store.update_message("acc_a", "msg_2", ["scheduled"], {})).to.deep.equal({ ok: false, record: null });
  });

  test("messages answers a time range, oldest first", async (store) => {
    await store.put_message(message({ id: "m3", created: T + 3 }));
    await store.put_message(message({ id: "m1", created: T + 1 }));
    await store.put_message(message({ id: "m2", created: T + 2 }));
    expect((await store.messages("acc_a")).map((m) => m.id)).to.deep.equal(["m1", "m2", "m3"]);
    expect((await store.messages("acc_a", { since: T + 2 })).map((m) => m.id)).to.deep.equal(["m2", "m3"]);
    expect((await store.messages("acc_a", { until: T + 2 })).map((m) => m.id)).to.deep.equal(["m1"]);
  });

  test("claim_key takes a key once; finish records the answer; release frees it", async (store) => {
    expect(await store.claim_key("acc_a", "k", "fp1", T + 1000)).to.equal(null);
    expect(await store.claim_key("acc_a", "k", "fp2", T + 1000)).to.deep.equal({
      fingerprint: "fp1",
      expires: T + 1000,
      answer: null,
    });
    expect(await store.claim_key("acc_b", "k", "fp3", T + 1000)).to.equal(null);
    await store.finish_key("acc_a", "k", { status: 202, body: { id: "msg_1" } });
    expect((await store.claim_key("acc_a", "k", "fp1", T + 1000))!.answer).to.deep.equal({
      status: 202,
      body: { id: "msg_1" },
    });
    await store.release_key("acc_a", "k");
    expect(await store.claim_key("acc_a", "k", "fp9", T + 1000)).to.equal(null);
  });

  test("list names are unique per account, case-insensitively, on create and update", async (store) => {
    expect(await store.create_list(list())).to.equal(true);
    expect(await store.create_list(list({ id: "lst_2", name: "NEWS" }))).to.equal(false);
    expect(await store.create_list(list({ id: "lst_2", name: "Deals" }))).to.equal(true);
    expect(await store.update_list(list({ id: "lst_2", name: "news" }))).to.equal("name_taken");
    expect(await store.update_list(list({ id: "lst_1", name: "news" }))).to.equal("ok");
    expect(await store.update_list(list({ id: "lst_9" }))).to.equal("not_found");
    expect((await store.list("acc_a", "NEWS"))!.id).to.equal("lst_1");
    expect((await store.lists("acc_a")).map((l) => l.id).sort()).to.deep.equal(["lst_1", "lst_2"]);
  });

  test("recipients: upsert by email, token lookup across accounts, cascade on list delete", async (store) => {
    await store.create_list(list());
    const base = { account: "acc_a", list_id: "lst_1", name: null, created: T, updated: T };
    await store.put_recipient({ ...base, email: "ada@example.com", status: "pending", token_hash: "h1" });
    await store.put_recipient({ ...base, email: "bob@example.com", status: "subscribed", token_hash: null });
    expect((await store.recipient_by_token("h1"))!.email).to.equal("ada@example.com");
    await store.put_recipient({ ...base, email: "ada@example.com", status: "subscribed", token_hash: null });
    expect(await store.recipient_by_token("h1")).to.equal(null);
    expect((await store.recipients("acc_a", "lst_1")).map((r) => [r.email, r.status])).to.deep.equal([
      ["ada@example.com", "subscribed"],
      ["bob@example.com", "subscribed"],
    ]);
    await store.put_recipient({ ...base, email: "cy@example.com", status: "pending", token_hash: "h2" });
    await store.put_notification({
      id: "ntf_1",
      account: "acc_a",
      list_id: "lst_1",
      recipients: [],
      from: null,
      subject: null,
      body: null,
      schedule: "daily",
      paused: false,
      created: T,
      updated: T,
      last_run: null,
      next_run: null,
    });
    expect(await store.delete_recipient("acc_a", "lst_1", "bob@example.com")).to.equal(true);
    expect(await store.delete_recipient("acc_a", "lst_1", "bob@example.com")).to.equal(false);
    expect(await store.delete_list("acc_a", "lst_1")).to.equal(true);
    expect(await store.recipients("acc_a", "lst_1")).to.deep.equal([]);
    expect(await store.notification("acc_a", "ntf_1")).to.equal(null);
    expect(await store.recipient_by_token("h2")).to.equal(null);
    expect(await store.delete_list("acc_a", "lst_1")).to.equal(false);
  });

  test("suppressions and forms", async (store) => {
    expect(await store.add_suppression({ account: "acc_a", email: "a@x.test", reason: "manual", created: T })).to.equal(
      true,
    );
    expect(await store.add_suppression({ account: "acc_a", email: "a@x.test", reason: "again", created: T })).to.equal(
      false,
    );
    expect([...await store.suppressed("acc_a", ["a@x.test", "b@x.test"])]).to.deep.equal(["a@x.test"]);
    expect([...await store.suppressed("acc_b", ["a@x.test"])]).to.deep.equal([]);
    expect(await store.remove_suppression("acc_a", "a@x.test")).to.equal(true);
    expect(await store.suppressions("acc_a")).to.deep.equal([]);
    await store.record_form("acc_a", "Contact", ["email", "message"], T);
    await store.record_form("acc_a", "Contact", ["email", "phone"], T + 5);
    expect(await store.forms("acc_a")).to.deep.equal([{
      account: "acc_a",
      name: "Contact",
      fields: ["email", "message", "phone"],
      count: 2,
      first_submission: T,
      last_submission: T + 5,
    }]);
  });

  test("claim_run moves a planned run once", async (store) => {
    await store.put_export(exported());
    const at = T + 86_400_000;
    expect(await store.claim_run("export", "acc_a", "exp_1", at, at + 86_400_000)).to.equal(true);
    expect(await store.claim_run("export", "acc_a", "exp_1", at, at + 86_400_000)).to.equal(false);
    const after = (await store.export("acc_a", "exp_1"))!;
    expect([after.last_run, after.next_run]).to.deep.equal([at, at + 86_400_000]);
    expect(await store.claim_run("notification", "acc_a", "exp_1", at + 86_400_000, null)).to.equal(false);
  });

  test("jobs come out when due, earliest first, at most limit at a time, leased until finished", async (store) => {
    const job = (id: string, due: number): Job => ({ id, kind: "message", account: "acc_a", ref: id, due });
    await store.enqueue(job("c", T + 30));
    await store.enqueue(job("a", T + 10));
    await store.enqueue(job("b", T + 20));
    expect(await store.next_due()).to.equal(T + 10);
    expect(await store.take_due(T + 5, 10, T + 1000)).to.deep.equal([]);
    expect(await store.take_due(T + 30, 2, T + 1000)).to.deep.equal([job("a", T + 10), job("b", T + 20)]);
    expect((await store.take_due(T + 30, 2, T + 1000)).map((j) => j.id)).to.deep.equal(["c"]);
    expect(await store.take_due(T + 999, 2, T + 2000)).to.deep.equal([]);
    expect(await store.next_due()).to.equal(T + 1000);
    await store.finish_job("a");
    await store.finish_job("c");
    await store.finish_job("nope");
    // b was taken and never finished (its runner died): it comes back when its lease ends.
    expect(await store.take_due(T + 1000, 10, T + 2000)).to.deep.equal([job("b", T + 20)]);
    await store.finish_job("b");
    expect(await store.next_due()).to.equal(null);
  });

  test("a job enqueued with a lease is held for its runner until the lease ends", async (store) => {
    const job: Job = { id: "j", kind: "export_run", account: "acc_a", ref: "exp_1", due: T };
    await store.enqueue(job, T + 500);
    expect(await store.take_due(T + 499, 10, T + 1000)).to.deep.equal([]);
    expect(await store.take_due(T + 500, 10, T + 1000)).to.deep.equal([job]);
  });

  test("put_message stores a new message with its job, or nothing when the id is taken", async (store) => {
    const job: Job = { id: "j1", kind: "message", account: "acc_a", ref: "msg_1", due: T };
    expect(await store.put_message(message({ status: "queued" }), [{ job, lease_until: T + 100 }])).to.equal(true);
    expect(await store.put_message(message({ subject: "again" }), [{ job: { ...job, id: "j2" } }])).to.equal(false);
    expect((await store.message("acc_a", "msg_1"))!.subject).to.equal("Hi");
    expect(await store.take_due(T + 100, 10, T + 200)).to.deep.equal([job]);
    expect(await store.put_message(message({ account: "acc_b" }))).to.equal(true);
  });

  test("update_message finishes a job in the same write; a refused change leaves it", async (store) => {
    const job: Job = { id: "j1", kind: "message", account: "acc_a", ref: "msg_1", due: T };
    await store.put_message(message({ status: "queued" }), [{ job }]);
    const refused = await store.update_message("acc_a", "msg_1", ["scheduled"], { status: "sent" }, { finish: "j1" });
    expect(refused.ok).to.equal(false);
    expect(await store.next_due()).to.equal(T);
    const done = await store.update_message(
      "acc_a",
      "msg_1",
      ["queued"],
      { status: "delivered", updated: T + 1 },
      { finish: "j1" },
    );
    expect(done.record!.status).to.equal("delivered");
    expect(await store.next_due()).to.equal(null);
    expect(await store.take_due(T + 10_000, 10, T + 20_000)).to.deep.equal([]);
  });

  test("records larger than a KV value (64 KiB) come back whole", async (store) => {
    const content = "QUJD".repeat(400_000); // 1.6 MB of base64
    const big = message({
      html: "<p>" + "é".repeat(100_000) + "</p>",
      attachments: [{
        filename: "a.bin",
        type: "application/octet-stream",
        content,
        size: 1_200_000,
        content_id: null,
      }],
      recipients: Array.from(
        { length: 300 },
        (_, n) => ({ email: `r${n}@x.test`, status: "failed", reason: "x".repeat(300) }),
      ),
    });
    const job: Job = {
      id: "jb",
      kind: "broadcast",
      account: "acc_a",
      ref: "lst_1",
      due: T,
      payload: { from: "a@x.test", reply_to: [], subject: "s", html: "h".repeat(900_000), text: null },
    };
    expect(await store.put_message(big, [{ job }])).to.equal(true);
    expect(await store.message("acc_a", "msg_1")).to.deep.equal(big);
    expect(await store.take_due(T, 1, T + 100)).to.deep.equal([job]);
    const changed = await store.update_message(
      "acc_a",
      "msg_1",
      ["scheduled"],
      { status: "failed", updated: T + 1 },
      { finish: "jb" },
    );
    expect(changed.record).to.deep.equal({ ...big, status: "failed", updated: T + 1 });
    expect(await store.messages("acc_a")).to.deep.equal([{ ...big, status: "failed", updated: T + 1 }]);
    const confirmation = { from: null, subject: null, body: "<p>" + "ü".repeat(100_000), redirect_url: null };
    await store.create_list(list({ confirmation }));
    expect((await store.list("acc_a", "News"))!.confirmation).to.deep.equal(confirmation);
    expect(await store.sweep(T + 2, T + 2)).to.equal(1);
    expect(await store.messages("acc_a")).to.deep.equal([]);
  });

  test("races: one list per name, one claim per key, each job to one taker, every form counted", async (store) => {
    const names = await Promise.all(
      Array.from({ length: 8 }, (_, n) => store.create_list(list({ id: `lst_${n}`, name: n % 2 ? "Race" : "RACE" }))),
    );
    expect(names.filter(Boolean).length).to.equal(1);
    await store.create_list(list({ id: "lst_x", name: "Other" }));
    const renames = await Promise.all(
      ["lst_x", ...names.flatMap((ok, n) => ok ? [`lst_${n}`] : [])].map((id) =>
        store.update_list(list({ id, name: "Same" }))
      ),
    );
    expect(renames.sort()).to.deep.equal(["name_taken", "ok"]);
    const claims = await Promise.all(Array.from({ length: 8 }, () => store.claim_key("acc_a", "k", "fp", T + 1000)));
    expect(claims.filter((c) => c === null).length).to.equal(1);
    for (let n = 0; n < 20; n++) {
      await store.enqueue({ id: `j${n}`, kind: "message", account: "acc_a", ref: `m${n}`, due: T + n });
    }
    const takers = await Promise.all(Array.from({ length: 4 }, () => store.take_due(T + 100, 20, T + 1000)));
    expect(takers.flat().map((j) => j.id).sort()).to.deep.equal(Array.from({ length: 20 }, (_, n) => `j${n}`).sort());
    await Promise.all(Array.from({ length: 10 }, (_, n) => store.record_form("acc_a", "F", [`f${n % 3}`], T + n)));
    const [form] = await store.forms("acc_a");
    expect([form!.count, form!.fields.length, form!.last_submission]).to.deep.equal([10, 3, T + 9]);
  });

  test("the jobs a change causes are queued in its write, and not when the change is refused", async (store) => {
    const event = (id: string): Job => ({
      id,
      kind: "webhook",
      account: "acc_a",
      ref: id,
      due: T,
      payload: { url: "https://h.test", event_id: id, body: "{}", attempt: 0 },
    });
    await store.put_message(message(), [{ job: event("e1"), lease_until: T + 100 }]);
    const refused = await store.update_message("acc_a", "msg_1", ["queued"], { status: "sent" }, {
      queue: [{ job: event("e2") }],
    });
    expect(refused.ok).to.equal(false);
    await store.update_message("acc_a", "msg_1", ["scheduled"], { status: "cancelled" }, {
      queue: [{ job: event("e3") }],
    });
    await store.create_list(list());
    await store.put_recipient({
      account: "acc_a",
      list_id: "lst_1",
      email: "ada@example.com",
      name: null,
      status: "unsubscribed",
      created: T,
      updated: T,
      token_hash: null,
    }, [{ job: event("e4") }]);
    expect((await store.take_due(T, 10, T + 1000)).map((j) => j.id).sort()).to.deep.equal(["e3", "e4"]);
    expect((await store.take_due(T + 100, 10, T + 1000)).map((j) => j.id)).to.deep.equal(["e1"]);
    // A job queued again under its id is one job.
    await store.enqueue(event("e5"));
    await store.enqueue({ ...event("e5"), due: T + 5 });
    expect((await store.take_due(T + 10, 10, T + 1000)).map((j) => j.id)).to.deep.equal(["e5"]);
    expect(await store.take_due(T + 10, 10, T + 1000)).to.deep.equal([]);
  });

  test("link records: found by token until they expire; a first open or click is marked once, with its jobs", async (store) => {
    const link: LinkRecord = {
      token: "trk_1",
      kind: "track",
      account: "acc_a",
      message_id: "msg_1",
      email: "ada@example.com",
      list_id: null,
      links: ["https://a.test/", "https://b.test/"],
      opens: true,
      clicks: true,
      tags: ["t"],
      metadata: { k: "v" },
      opened: null,
      clicked: [],
      created: T,
      expires: T + 1000,
    };
    await store.put_links([link, { ...link, token: "uns_1", kind: "unsubscribe", list_id: "lst_1", links: [] }]);
    expect(await store.link("trk_1", T)).to.deep.equal(link);
    expect((await store.link("uns_1", T))!.list_id).to.equal("lst_1");
    expect(await store.link("trk_2", T)).to.equal(null);
    const job = (id: string): Job => ({ id, kind: "message", account: "acc_a", ref: id, due: T });
    expect(await store.mark_link("trk_1", { open: true }, T + 1, [{ job: job("o1") }])).to.equal(true);
    expect(await store.mark_link("trk_1", { open: true }, T + 2, [{ job: job("o2") }])).to.equal(false);
    expect(await store.mark_link("trk_1", { click: 1 }, T + 3, [{ job: job("c1") }])).to.equal(true);
    expect(await store.mark_link("trk_1", { click: 1 }, T + 4, [{ job: job("c2") }])).to.equal(false);
    expect(await store.mark_link("trk_1", { click: 0 }, T + 5, [])).to.equal(true);
    expect(await store.mark_link("trk_9", { open: true }, T + 5, [{ job: job("x") }])).to.equal(false);
    const marks = await Promise.all(
      Array.from({ length: 6 }, (_, n) => store.mark_link("uns_1", { open: true }, T + 6, [{ job: job(`r${n}`) }])),
    );
    expect(marks.filter(Boolean).length).to.equal(1);
    const [raced] = (await store.take_due(T, 10, T + 100)).map((j) => j.id).filter((id) => id.startsWith("r"));
    expect((await store.take_due(T, 10, T + 100)).map((j) => j.id)).to.deep.equal([]);
    expect(raced).to.match(/^r\d$/);
    const marked = (await store.link("trk_1", T + 5))!;
    expect([marked.opened, marked.clicked]).to.deep.equal([T + 1, [1, 0]]);
    expect(await store.link("trk_1", T + 1000)).to.equal(null);
    expect(await store.mark_link("trk_1", { click: 1 }, T + 1000, [])).to.equal(false);
  });

  test("sweep drops finished messages past retention and expired keys, never scheduled ones", async (store) => {
    await store.put_message(message({ id: "old_sent", status: "sent", updated: T }));
    await store.put_message(message({ id: "old_scheduled", status: "scheduled", updated: T }));
    await store.put_message(message({ id: "new_sent", status: "delivered", updated: T + 10 }));
    await store.claim_key("acc_a", "k", "fp", T + 5);
    expect(await store.sweep(T + 5, T + 1)).to.equal(1);
    expect((await store.messages("acc_a")).map((m) => m.id).sort()).to.deep.equal(["new_sent", "old_scheduled"]);
    expect(await store.claim_key("acc_a", "k", "fp2", T + 99)).to.equal(null);
  });
}
