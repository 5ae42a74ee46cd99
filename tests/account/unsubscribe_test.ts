/**
 * Broadcasts carry a per-recipient unsubscribe link and RFC 8058 one-click headers; a GET of the
 * link only shows a page (mail scanners fetch links), a POST of `List-Unsubscribe=One-Click`
 * unsubscribes and posts `email.unsubscribed` once.
 */

import { expect } from "chai";
import { receive } from "../../src/webhooks/receive.ts";
import type { WebhookEvent } from "../../src/webhooks/event.ts";
import { account_service, ACCOUNTS, client, fetch_of, inbox, open_link, press_button, settle } from "./_helpers.ts";

const SECRET = "whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw";
const LINK = /^http:\/\/inbox\.test\/v1\/unsubscribe\/uns_[0-9A-Za-z]{32}$/;

async function hooked() {
  const got: Request[] = [];
  const fetch: typeof globalThis.fetch = (input, init) => {
    got.push(new Request(input, init));
    return Promise.resolve(new Response("ok"));
  };
  const service = await account_service({
    accounts: [{ ...ACCOUNTS[0]!, webhooks: [{ url: "https://app.example/hooks", secret: SECRET }] }, ACCOUNTS[1]!],
    account_options: { fetch },
  });
  const events = async (type: string): Promise<WebhookEvent[]> => {
    await settle(service);
    const out = [];
    for (const request of got.splice(0)) {
      out.push(...await receive(request, { provider: "service", secret: SECRET, now: () => service.clock.now() }));
    }
    return out.filter((e) => e.type === type);
  };
  return { service, events };
}

/** A mailbox provider's one-click POST (RFC 8058 §3.2). */
function one_click(service: Awaited<ReturnType<typeof hooked>>["service"], url: string, body?: BodyInit) {
  return fetch_of(service)(url, {
    method: "POST",
    headers: body === undefined ? { "content-type": "application/x-www-form-urlencoded" } : {},
    body: body ?? "List-Unsubscribe=One-Click",
  });
}

Deno.test("a broadcast carries one-click List-Unsubscribe; a GET only shows a page, the POST unsubscribes once", async () => {
  const { service, events } = await hooked();
  await using ada = await inbox(service);
  await using bob = await inbox(service);
  const provider = client(service);
  await provider.lists.create("News");
  await provider.recipients.add("News", [ada.address, bob.address]);
  const sent = await provider.lists.broadcast("News", {
    from: "news@example.com",
    subject: "Spring",
    body: "<html><body><p>Hi</p></body></html>",
    text: "Hi",
  });
  await settle(service);
  const mail = await ada.wait({ subject: "Spring", timeout: "5s" });
  const link = /^<(.*)>$/.exec(mail.headers["list-unsubscribe"]!)![1]!;
  expect(link).to.match(LINK);
  expect(mail.headers["list-unsubscribe-post"]).to.equal("List-Unsubscribe=One-Click");
  expect(mail.auth.dkim).to.equal("pass");
  const signed = /h=([^;]*)/.exec(mail.headers["dkim-signature"]!.replace(/\s+/g, ""))![1]!.toLowerCase().split(":");
  expect(signed).to.include.members(["list-unsubscribe", "list-unsubscribe-post"]);
  expect(mail.html).to.contain(`. <a href="${link}">Unsubscribe</a></p>\n</body></html>`);
  expect(mail.text).to.contain(`Hi\n\n--\nUnsubscribe: ${link}`);
  const other = /^<(.*)>$/.exec((await bob.wait({ timeout: "5s" })).headers["list-unsubscribe"]!)![1]!;
  expect(other).to.not.equal(link);

  for (let n = 0; n < 2; n++) {
    const page = await open_link(fetch_of(service), link);
    expect([page.status, page.form]).to.deep.equal([200, { "List-Unsubscribe": "One-Click" }]);
  }
  expect((await provider.lists.get("News")).counts.subscribed).to.equal(2);
  expect(await events("email.unsubscribed")).to.deep.equal([]);

  const first = await one_click(service, link);
  expect(first.status).to.equal(200);
  expect(await first.text()).to.contain(`${ada.address} gets no more mail from News.`);
  const again = await press_button(fetch_of(service), other);
  expect(again.status).to.equal(200);
  await again.body?.cancel();
  const repeat = await one_click(service, link);
  expect(repeat.status).to.equal(200);
  await repeat.body?.cancel();
  const unsubscribed = await events("email.unsubscribed");
  expect(unsubscribed.map((e) => [e.email, e.message_id]).sort()).to.deep.equal(
    [[ada.address, sent.messages![0]!.id], [bob.address, sent.messages![1]!.id]].sort(),
  );
  expect((await open_link(fetch_of(service), link)).form).to.equal(null);
  const next = await provider.lists.broadcast("News", { subject: "Summer", text: "x" });
  expect(next.messages).to.deep.equal([]);
  expect(next.skipped).to.deep.equal([
    { email: ada.address, reason: "unsubscribed" },
    { email: bob.address, reason: "unsubscribed" },
  ]);
  await service.close();
});

Deno.test("{{unsubscribe_url}} places the link; a POST without List-Unsubscribe=One-Click or with a bad token changes nothing", async () => {
  const { service, events } = await hooked();
  await using ada = await inbox(service);
  const provider = client(service);
  await provider.lists.create("News");
  await provider.recipients.add("News", ada.address);
  await provider.lists.broadcast("News", {
    subject: "Placed",
    body: '<p>Hi. <a href="{{unsubscribe_url}}">Leave</a></p>',
    text: "Leave: {{unsubscribe_url}}",
  });
  await settle(service);
  const mail = await ada.wait({ timeout: "5s" });
  const link = /^<(.*)>$/.exec(mail.headers["list-unsubscribe"]!)![1]!;
  expect(mail.html!.trim()).to.equal(`<p>Hi. <a href="${link}">Leave</a></p>`);
  expect(mail.text!.trim()).to.equal(`Leave: ${link}`);
  const bare = await fetch_of(service)(link, { method: "POST" });
  expect(bare.status).to.equal(400);
  await bare.body?.cancel();
  const wrong = await one_click(service, link, new URLSearchParams({ "List-Unsubscribe": "Please" }));
  expect(wrong.status).to.equal(400);
  await wrong.body?.cancel();
  for (
    const url of ["http://inbox.test/v1/unsubscribe/uns_nope", `${link.slice(0, -1)}${link.endsWith("x") ? "y" : "x"}`]
  ) {
    const response = await one_click(service, url);
    expect(response.status).to.equal(404);
    await response.body?.cancel();
  }
  expect((await provider.lists.get("News")).counts.subscribed).to.equal(1);
  const form = new FormData();
  form.set("List-Unsubscribe", "One-Click");
  const multipart = await one_click(service, link, form);
  expect(multipart.status).to.equal(200);
  await multipart.body?.cancel();
  expect((await provider.lists.get("News")).counts.unsubscribed).to.equal(1);
  expect((await events("email.unsubscribed")).length).to.equal(1);
  await service.close();
});

Deno.test("the log never shows an unsubscribe or tracking token", async () => {
  const log: string[] = [];
  const service = await account_service({ log: (line) => log.push(line) });
  await using ada = await inbox(service);
  const provider = client(service);
  await provider.lists.create("News");
  await provider.recipients.add("News", ada.address);
  await provider.lists.broadcast("News", {
    subject: "Logged",
    body: '<p><a href="https://app.example/x">x</a></p>',
    tracking: { opens: true, clicks: true },
  });
  await settle(service);
  const mail = await ada.wait({ timeout: "5s" });
  const unsubscribe = /^<(.*)>$/.exec(mail.headers["list-unsubscribe"]!)![1]!;
  const pixel = /src="([^"]*\.gif)"/.exec(mail.html!)![1]!;
  const click = /href="([^"]*\/v1\/t\/c\/[^"]*)"/.exec(mail.html!)![1]!;
  expect(mail.html, "tracking leaves the unsubscribe link as it is").to.contain(`href="${unsubscribe}"`);
  for (const url of [unsubscribe, pixel, click]) await (await fetch_of(service)(url)).body?.cancel();
  await (await one_click(service, unsubscribe)).body?.cancel();
  const text = log.join("\n");
  for (const url of [unsubscribe, pixel, click]) {
    const token = /(uns|trk)_([0-9A-Za-z]+)/.exec(url)!;
    expect(text).to.not.include(token[2]!.slice(0, 20));
  }
  expect(text).to.include("http GET /v1/unsubscribe/… 200");
  expect(text).to.include("http POST /v1/unsubscribe/… 200");
  expect(text).to.include("http GET /v1/t/o/… 200");
  expect(text).to.include("http GET /v1/t/c/… 302");
  await service.close();
});
