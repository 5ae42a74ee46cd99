import { expect } from "chai";
import { FakeClock } from "../helpers/clock.ts";
import { AccountKvStore } from "../../src/server/account/store/kv/mod.ts";
import type { Job } from "../../src/server/account/store/types.ts";
import { system_clock } from "../../src/core/clock.ts";
import { account_store_suite, message } from "./store_suite.ts";

account_store_suite("kv", () => AccountKvStore.open(":memory:", { clock: new FakeClock() }));

const T = Date.parse("2026-01-01T00:00:00Z");
const job = (id: string, due: number): Job => ({ id, kind: "message", account: "acc_a", ref: "msg_1", due });

async function with_file(fn: (path: string) => Promise<void>): Promise<void> {
  const dir = await Deno.makeTempDir();
  try {
    await fn(`${dir}/account.kv`);
  } finally {
    await Deno.remove(dir, { recursive: true });
  }
}

Deno.test("kv account store: messages and jobs outlive the process; a dead holder's lease ends on reopen", async () => {
  await with_file(async (path) => {
    const clock = new FakeClock(T);
    const first = await AccountKvStore.open(path, { clock });
    await first.put_message(message({ status: "queued" }), [{ job: job("held", T), lease_until: T + 120_000 }]);
    await first.enqueue(job("later", T + 3_600_000));
    await first.close(); // as if killed: "held" was never finished

    const shared = await AccountKvStore.open(path, { clock, shared: true });
    expect(await shared.take_due(T, 10, T + 1000), "a shared store leaves the lease to run out").to.deep.equal([]);
    await shared.close();

    const second = await AccountKvStore.open(path, { clock });
    expect((await second.message("acc_a", "msg_1"))!.status).to.equal("queued");
    expect(await second.take_due(T, 10, T + 1000)).to.deep.equal([job("held", T)]);
    await second.finish_job("held");
    clock.advance(3_600_000);
    expect(await second.take_due(clock.now(), 10, clock.now() + 1000)).to.deep.equal([job("later", T + 3_600_000)]);
    await second.close();
  });
});

Deno.test("kv account store: the KV queue wakes a listener when a job is due", async () => {
  const store = await AccountKvStore.open(":memory:", { clock: system_clock });
  try {
    const start = Date.now();
    const woken = Promise.withResolvers<number>();
    store.listen(() => {
      woken.resolve(Date.now() - start);
      return Promise.resolve();
    });
    await store.enqueue(job("soon", start + 300));
    const after = await woken.promise;
    expect(after).to.be.within(250, 5_000);
    expect((await store.take_due(Date.now(), 10, Date.now() + 1000)).map((j) => j.id)).to.deep.equal(["soon"]);
  } finally {
    await store.close();
  }
});

Deno.test("kv account store: a large record's parts go when it is replaced, finished or swept", async () => {
  await with_file(async (path) => {
    const store = await AccountKvStore.open(path, { clock: new FakeClock(T) });
    const big = "x".repeat(2_000_000);
    await store.put_message(message({ status: "queued", html: big }), [{ job: { ...job("j", T), ref: "msg_1" } }]);
    await store.put_notification({
      id: "ntf_1",
      account: "acc_a",
      list_id: "lst_1",
      recipients: [],
      from: null,
      subject: null,
      body: big.slice(0, 300_000),
      schedule: "daily",
      paused: false,
      created: T,
      updated: T,
      last_run: null,
      next_run: null,
    });
    const parts = async () => {
      const kv = await Deno.openKv(path);
      let count = 0;
      for await (const _ of kv.list({ prefix: ["blob"] })) count++;
      kv.close();
      return count;
    };
    expect(await parts()).to.be.greaterThan(30);
    const notification = (await store.notification("acc_a", "ntf_1"))!;
    await store.put_notification({ ...notification, body: "short" });
    await store.update_message("acc_a", "msg_1", ["queued"], { status: "sent", updated: T + 1 }, { finish: "j" });
    await store.sweep(T + 2, T + 2);
    expect(await parts()).to.equal(0);
    expect(await store.messages("acc_a")).to.deep.equal([]);
    await store.close();
  });
});
