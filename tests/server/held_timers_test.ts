import { expect } from "chai";
import { Deadlines, type Due, type TimerSeam } from "../../src/server/inbox/held_timers.ts";
import { call, new_inbox, test_service } from "../helpers/service.ts";
import { until } from "../helpers/until.ts";

/** Timers a test moves by hand: `advance(ms)` runs what falls due, in order of time. */
function hand_timers(): TimerSeam & { advance(ms: number): void; armed(): number[] } {
  let now = 0;
  let next = 0;
  const timers = new Map<number, { at: number; run: () => void }>();
  return {
    now: () => now,
    set(run, ms) {
      timers.set(++next, { at: now + ms, run });
      return next;
    },
    clear: (handle) => void timers.delete(handle as number),
    advance(ms) {
      const until = now + ms;
      for (;;) {
        const [id, timer] = [...timers].filter(([, t]) => t.at <= until).sort((a, b) => a[1].at - b[1].at)[0] ?? [];
        if (!timer) break;
        timers.delete(id!);
        now = timer.at;
        timer.run();
      }
      now = until;
    },
    armed: () => [...timers.values()].map((timer) => timer.at),
  };
}

function entry(fired: string[], name: string): Due {
  return { due: 0, at: -1, fire: () => fired.push(name) };
}

Deno.test("held timeouts share one timer, armed for the earliest deadline; removed ones never fire", () => {
  const timers = hand_timers();
  const deadlines = new Deadlines(timers);
  const fired: string[] = [];
  const [a, b, c, d] = ["a", "b", "c", "d"].map((name) => entry(fired, name));
  deadlines.add(a!, 60_000);
  deadlines.add(b!, 90_000);
  deadlines.add(c!, 30_000);
  deadlines.add(d!, 60_000);
  expect(deadlines.size).to.equal(4);
  // One timer at a time: the later ones did not arm another; the earlier one did, once the first fires it is gone.
  timers.advance(29_999);
  expect(fired).to.deep.equal([]);
  timers.advance(1);
  expect(fired).to.deep.equal(["c"]);
  expect(timers.armed()).to.deep.equal([60_000]);
  deadlines.remove(a!);
  deadlines.remove(a!);
  expect(a!.at).to.equal(-1);
  timers.advance(30_000);
  expect(fired).to.deep.equal(["c", "d"]);
  deadlines.remove(b!);
  expect(deadlines.size).to.equal(0);
  expect(timers.armed()).to.deep.equal([]);
  timers.advance(60_000);
  expect(fired).to.deep.equal(["c", "d"]);
});

Deno.test("a held wait times out at its timeout exactly, with the near-miss report, and frees its place", async () => {
  const timers = hand_timers();
  const service = await test_service({ held_timers: timers });
  const inbox = await new_inbox(service);
  let answered = false;
  const pending = call(service, "GET", `/v1/inboxes/${inbox.address}/wait?subject=reset&timeout=30s`, {
    token: inbox.token,
  }).finally(() => answered = true);
  await until(() => service.stats().waits === 1 && timers.armed().length === 1);
  expect(timers.armed()).to.deep.equal([30_000]);
  timers.advance(29_999);
  await Promise.resolve();
  expect(answered).to.equal(false);
  timers.advance(1);
  const response = await pending;
  expect(response.status).to.equal(408);
  const body = await response.json();
  expect(body).to.deep.equal({
    error: { code: "timeout", message: "no matching message arrived within 30s" },
    near_misses: [],
    last_refusal: null,
  });
  expect(service.stats().waits).to.equal(0);
  expect(service.ctx.held.counts).to.deep.equal({ total: 0, inboxes: 0, clients: 0 });
  expect(timers.armed()).to.deep.equal([]);
  await service.close();
});
