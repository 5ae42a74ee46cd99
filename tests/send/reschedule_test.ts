import { expect } from "chai";
import { postmark, resend } from "../../mod.ts";
import { FakeClock } from "../helpers/clock.ts";
import { fake_fetch } from "../providers/fake_fetch.ts";

Deno.test("reschedule() moves a scheduled send with the provider's own request", async () => {
  const clock = new FakeClock(Date.parse("2026-03-01T12:00:00Z"));
  const { fetch, requests } = fake_fetch(() => Response.json({ object: "email", id: "e1" }));
  const provider = resend({ api_key: "re_test", fetch, clock });
  const moved = await provider.reschedule("e1", { hours: 2 });
  expect(moved).to.deep.equal({ id: "e1", scheduled_at: new Date("2026-03-01T14:00:00Z") });
  expect(requests).to.deep.equal([{
    method: "PATCH",
    url: "https://api.resend.com/emails/e1",
    headers: requests[0]!.headers,
    json: { scheduled_at: "2026-03-01T14:00:00.000Z" },
  }]);
  expect(requests[0]!.headers.authorization).to.equal("Bearer re_test");
  const iso = await provider.reschedule("e1", "2026-03-02T08:00:00");
  expect(iso.scheduled_at.toISOString()).to.equal("2026-03-02T08:00:00.000Z");
});

Deno.test("reschedule() refuses the past, times beyond the limit, and providers that cannot", async () => {
  const clock = new FakeClock(Date.parse("2026-03-01T12:00:00Z"));
  const { fetch, requests } = fake_fetch(() => Response.json({}));
  const provider = resend({ api_key: "re_test", fetch, clock });
  const cases: [Parameters<typeof provider.reschedule>[1], string][] = [
    [new Date("2026-03-01T11:00:00Z"), "invalid_scheduled_at"],
    [{ days: 31 }, "scheduled_too_far"],
    ["next tuesday", "invalid_scheduled_at"],
  ];
  for (const [when, code] of cases) {
    const error = await provider.reschedule("e1", when).then(() => null, (e) => e);
    expect(error?.code, String(when)).to.equal(code);
  }
  const none = await postmark({ api_key: "pm", fetch, clock }).reschedule("x", { hours: 1 }).then(() => null, (e) => e);
  expect(none.code).to.equal("reschedule_not_supported");
  expect(none.provider).to.equal("postmark");
  expect(requests).to.deep.equal([]);
  await provider.reschedule("", { hours: 1 }).then(
    () => expect.fail("no id"),
    (e) => expect(e).to.be.instanceOf(TypeError),
  );
});
