/** Server behaviour the client relies on, seen through the client. */

import { expect } from "chai";
import { temp } from "../../inbox.ts";
import { serve } from "./_helpers.ts";

Deno.test({
  name: "watch() ends when the inbox expires, without waiting for the sweeper",
  async fn() {
    // DESIGN §3: an expired inbox is gone for every read at once, even before a sweeper runs.
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
