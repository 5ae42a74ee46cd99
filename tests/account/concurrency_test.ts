/**
 * At most 8 jobs run at once in a process, however many a broadcast or a restart makes due; and
 * every event post is a job written with the outcome that causes it, so a process that dies
 * mid-post leaves the event to another.
 */

import { expect } from "chai";
import type { Relay } from "../../src/server/account/relay.ts";
import { receive } from "../../src/webhooks/receive.ts";
import { FakeClock } from "../helpers/clock.ts";
import { test_account_store } from "../helpers/service.ts";
import { account_service, ACCOUNTS, client, settle } from "./_helpers.ts";

/**
 * A relay that counts how many messages it holds at once: each waits until `cap` are held (or
 * all of `total` have come; at most 200 ms), then a little longer (a scheduler that allowed more
 * would show it).
 */
function counting_relay(cap: number, total: number) {
  const seen = { now: 0, peak: 0, sent: [] as string[] };
  const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
  const relay: Relay = {
    async send(_raw, _from, to) {
      seen.peak = Math.max(seen.peak, ++seen.now);
      for (let n = 0; n < 200 && seen.now < cap && seen.sent.length + seen.now < total; n++) await sleep(1);
      await sleep(3);
      seen.now--;
      seen.sent.push(...to);
      return { accepted: to, rejected: [] };
    },
    close() {},
  };
  return { relay, seen };
}

const addresses = (count: number) => Array.from({ length: count }, (_, n) => `r${n}@elsewhere.test`);

Deno.test("a broadcast to 30 recipients delivers at most 8 at once, now or scheduled", async () => {
  for (const scheduled of [false, true]) {
    const { relay, seen } = counting_relay(8, 30);
    const service = await account_service({ account_options: { relay } });
    const provider = client(service);
    await provider.lists.create("News");
    await provider.recipients.add("News", addresses(30));
    await provider.lists.broadcast("News", {
      subject: "Many",
      text: "x",
      ...(scheduled ? { scheduled_at: { minutes: 5 } } : {}),
    });
    if (scheduled) service.clock.advance(5 * 60_000);
    await settle(service);
    expect([scheduled, seen.sent.sort()]).to.deep.equal([scheduled, addresses(30).sort()]);
    expect([scheduled, seen.peak]).to.deep.equal([scheduled, 8]);
    expect(service.account!.actx.slots.peak).to.equal(8);
    await service.close();
  }
});

Deno.test("concurrency is an option: 3 bulk sends of 10 with concurrency 2 never run more than 2", async () => {
  const { relay, seen } = counting_relay(2, 30);
  const service = await account_service({ account_options: { relay, concurrency: 2 } });
  const provider = client(service);
  await Promise.all(
    [0, 1, 2].map((batch) =>
      provider.send(addresses(10).map((to) => ({ from: "a@example.com", to: `${batch}.${to}`, body: "x" })))
    ),
  );
  await settle(service);
  expect([seen.sent.length, seen.peak]).to.deep.equal([30, 2]);
  await service.close();
});

Deno.test("an event whose first post was cut short by a dying process is posted by another once its lease ends", async () => {
  const clock = new FakeClock();
  const LEASE = 60_000;
  const store = await test_account_store(clock);
  const accounts = [{ ...ACCOUNTS[0]!, webhooks: [{ url: "https://app.example/hooks" }] }, ACCOUNTS[1]!];
  // Process A records the outcome, then hangs in the post (as if it died there).
  let release: (response: Response) => void = () => {};
  let a_posts = 0;
  const hang: typeof fetch = () => {
    a_posts++;
    return new Promise((resolve) => (release = resolve));
  };
  const a = await account_service({ clock, accounts, account_options: { store, fetch: hang, lease_ms: LEASE } });
  const got: Request[] = [];
  const record: typeof fetch = (input, init) => {
    got.push(new Request(input, init));
    return Promise.resolve(new Response("ok"));
  };
  const b = await account_service({ clock, accounts, account_options: { store, fetch: record, lease_ms: LEASE } });
  const { id } = await client(a).send({ from: "a@example.com", to: "nobody-0000@inbox.localhost", body: "x" });
  while (a_posts === 0) await new Promise((resolve) => setTimeout(resolve, 5));
  expect((await client(b).messages.get(id)).status).to.equal("bounced");
  expect(await b.account!.tick()).to.equal(0);
  clock.advance(LEASE);
  expect(await b.account!.tick()).to.equal(1);
  expect(got.length).to.equal(1);
  const [event] = await receive(got[0]!, { provider: "service", verify: false });
  expect([event!.type, event!.message_id]).to.deep.equal(["email.bounced", id]);
  release(new Response("ok"));
  await a.close({ close_store: false });
  await b.close();
});
