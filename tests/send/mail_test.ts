import { expect } from "chai";
import { cancel, get_provider, mail, set_provider } from "../../src/providers/default.ts";
import { mock } from "../../src/providers/mock/send.ts";
import { postmark } from "../../src/providers/postmark/send.ts";
import { fake_fetch } from "../providers/fake_fetch.ts";

Deno.test("mail() and cancel() use the provider set with set_provider()", async () => {
  const provider = mock();
  set_provider(provider);
  try {
    const { id } = await mail({ from: "a@example.com", to: "b@example.com", body: "x", scheduled_at: { hours: 1 } });
    expect(await cancel(id)).to.deep.equal({ id });
    expect(provider.last!.status).to.equal("cancelled");
    const results = await mail([
      { from: "a@example.com", to: "c@example.com", body: "1" },
      { from: "a@example.com", to: "bad", body: "2" },
    ]);
    expect(results.map((r) => provider.is_error(r) ? r.code : r.id)).to.deep.equal(["mock_2", "invalid_address"]);
  } finally {
    set_provider(undefined);
  }
});

Deno.test("cancel() on a provider without a cancellation API rejects with cancel_not_supported", async () => {
  const { fetch, requests } = fake_fetch(() => Response.json({ MessageID: "x", ErrorCode: 0 }));
  set_provider(postmark({ api_key: "t", fetch }));
  try {
    expect(get_provider().name).to.equal("postmark");
    const error = await cancel("x").catch((e) => e);
    expect(error.message).to.equal("postmark: cancel_not_supported: postmark has no API to cancel a scheduled send");
    expect(requests).to.deep.equal([]);
  } finally {
    set_provider(undefined);
  }
});

Deno.test("cancel() needs a message id", async () => {
  expect(await mock().cancel("").catch((e) => e)).to.be.instanceOf(TypeError);
});

Deno.test("without set_provider(), mail() uses the account provider", () => {
  set_provider(undefined);
  expect(get_provider().name).to.equal("account");
});
