/**
 * Reference-server gaps the client meets, shown as tests. They fail until the server is fixed,
 * so they run only with SHOW_SERVER_GAPS=1 (then drop the guard once the fix has landed).
 */

import { expect } from "chai";
import { temp } from "../../inbox.ts";
import { serve } from "./_helpers.ts";

Deno.test({
  name: "SERVER GAP: the stream sends `event: gone` when the inbox expires, without waiting for the sweeper",
  ignore: Deno.env.get("SHOW_SERVER_GAPS") !== "1",
  async fn() {
    // DESIGN §3: an expired inbox is gone for every read at once, even before a sweeper runs; the
    // stream says `event: gone` when the inbox expires. The wait route arms a timer for expiry;
    // the stream route does not, so with the sweeper off the stream stays open (keep-alives and
    // all) past expiry, and with it on it ends only at the next sweep.
    await using server = await serve({ sweep_ms: 0 });
    const inbox = await temp({ url: server.http_url, ttl: "1s" });
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), 3_000);
    const started = Date.now();
    for await (const _ of inbox.watch({ signal: controller.signal })) { /* no mail is sent */ }
    clearTimeout(timer);
    expect(controller.signal.aborted, "watch() was still open 3 s after a 1 s inbox expired").to.equal(false);
    expect(Date.now() - started).to.be.below(1_500);
  },
});
