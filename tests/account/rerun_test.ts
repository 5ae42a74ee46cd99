/**
 * A job cut short runs again when its lease ends, and sends nothing twice: the store fails once,
 * as a crash would, at the worst moment of each kind of job, the clock moves past the lease,
 * and every inbox holds one copy.
 */

import { expect } from "chai";
import { FakeClock } from "../helpers/clock.ts";
import { test_account_store } from "../helpers/service.ts";
import type { AccountStore, OutMessage, Queued } from "../../src/server/account/store/types.ts";
import { account_service, client, inbox, settle, type TestService } from "./_helpers.ts";

const LEASE = 60_000;

/** `store`, failing once at the first call `crash` picks out (as if the process died there). */
function crash_once(store: AccountStore, crash: (method: string, args: unknown[]) => boolean): AccountStore {
  let crashed = false;
  return new Proxy(store, {
    get(target, name) {
      const value = Reflect.get(target, name);
      if (typeof value !== "function") return value;
      return (...args: unknown[]) => {
        if (!crashed && crash(String(name), args)) {
          crashed = true;
          return Promise.reject(new Error(`crash in ${String(name)}`));
        }
        return value.apply(target, args);
      };
    },
  });
}

/** A service whose account store (memory, or what `TEST_STORE` names) crashes once where `crash` says. */
async function crashing(crash: (method: string, args: unknown[]) => boolean): Promise<TestService> {
  const clock = new FakeClock();
  const base = await test_account_store(clock);
  return await account_service({ clock, account_options: { store: crash_once(base, crash), lease_ms: LEASE } });
}

Deno.test("a delivery cut short after the inbox took it is recorded on the second run, with no second copy", async () => {
  const service = await crashing((method, args) => method === "update_message" && args[4] !== undefined);
  await using box = await inbox(service);
  const provider = client(service);
  const { id } = await provider.send({ from: "a@example.com", to: box.address, subject: "Once", body: "x" });
  await settle(service);
  expect((await box.list()).length).to.equal(1);
  expect((await provider.messages.get(id)).status).to.equal("queued");
  service.clock.advance(LEASE - 1);
  expect(await service.account!.tick()).to.equal(0);
  service.clock.advance(1);
  expect(await service.account!.tick()).to.equal(1);
  expect((await box.list()).length).to.equal(1);
  expect((await provider.messages.get(id)).status).to.equal("delivered");
  await service.close();
});

Deno.test("a scheduled broadcast cut short halfway sends each recipient one message", async () => {
  let broadcast_puts = 0;
  const service = await crashing((method, args) =>
    method === "put_message" && (args[0] as OutMessage).origin === "broadcast" && ++broadcast_puts === 2
  );
  const provider = client(service);
  const boxes = [await inbox(service), await inbox(service), await inbox(service)];
  await provider.lists.create("News");
  await provider.recipients.add("News", boxes.map((box) => box.address));
  await provider.lists.broadcast("News", { subject: "Hello", text: "hi", scheduled_at: { hours: 1 } });
  service.clock.advance(3_600_000);
  await settle(service);
  expect((await Promise.all(boxes.map((box) => box.list()))).map((list) => list.length)).to.deep.equal([0, 0, 0]);
  service.clock.advance(LEASE);
  await settle(service);
  expect((await Promise.all(boxes.map((box) => box.list()))).map((list) => list.length)).to.deep.equal([1, 1, 1]);
  for (const box of boxes) await box.delete();
  await service.close();
});

Deno.test("a notification run cut short before its plan moved on mails one digest", async () => {
  const service = await crashing((method) => method === "claim_run");
  await using box = await inbox(service);
  const provider = client(service);
  await provider.lists.create("News");
  await provider.notifications.create("News", { recipients: box.address, schedule: "0 * * * *" });
  await provider.recipients.add("News", ["ada@example.com"]);
  service.clock.advance(3_600_000);
  await settle(service);
  expect((await box.list()).length).to.equal(1);
  service.clock.advance(LEASE);
  await settle(service);
  service.clock.advance(3_600_000);
  await settle(service);
  expect((await box.list()).map((mail) => mail.subject)).to.deep.equal(["News: 1 new or changed recipient"]);
  await service.close();
});

Deno.test("an export run cut short after it mailed the file does not mail it again", async () => {
  let message_job: string | null = null;
  const service = await crashing((method, args) => {
    if (method === "put_message" && (args[0] as OutMessage).origin === "export") {
      message_job = (args[1] as Queued[])[0]!.job.id;
    }
    return method === "finish_job" && message_job !== null && args[0] !== message_job;
  });
  await using box = await inbox(service);
  const provider = client(service);
  const created = await provider.exports.create({ name: "All", recipients: box.address, schedule: "weekly" });
  await provider.exports.run(created.id);
  await settle(service);
  expect((await box.list()).length).to.equal(1);
  service.clock.advance(LEASE);
  await settle(service);
  expect((await box.list()).map((mail) => mail.subject)).to.deep.equal(["Export All: 0 rows"]);
  await service.close();
});
