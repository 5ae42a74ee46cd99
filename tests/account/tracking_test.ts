/**
 * Open and click tracking: a tracked send's links lead through this server's click URL (302 to
 * the recorded URL only) and it carries an open pixel; the first open and the first click of each
 * link post `email.opened` / `email.clicked`; without `tracking` nothing is rewritten; the inbox
 * side never follows these links.
 */

import { expect } from "chai";
import { receive } from "../../src/webhooks/receive.ts";
import type { WebhookEvent } from "../../src/webhooks/event.ts";
import { account_service, ACCOUNTS, api, client, fetch_of, inbox, settle } from "./_helpers.ts";
import { relay } from "./_relay.ts";

const SECRET = "whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw";
const CLICK = /^http:\/\/inbox\.test\/v1\/t\/c\/trk_[0-9A-Za-z]{24}_\d+$/;
const PIXEL = /<img src="(http:\/\/inbox\.test\/v1\/t\/o\/trk_[0-9A-Za-z]{24}\.gif)"/;

const HTML = `<html><body><p>Hi! Your code is <b>482913</b>.</p>
<p><a href="https://app.example/verify?t=abc&amp;u=1">Verify your e-mail</a></p>
<p><a class="x" href='https://app.example/docs'>Docs</a> and <a href=https://app.example/docs>again</a>,
<a href="mailto:help@app.example">mail us</a>, <a href="#top">top</a>.</p>
<!-- <a href="https://app.example/commented">no</a> --></body></html>`;

async function tracked_service(options: { relay?: string } = {}) {
  const got: Request[] = [];
  const fetch: typeof globalThis.fetch = (input, init) => {
    got.push(new Request(input, init));
    return Promise.resolve(new Response("ok"));
  };
  const service = await account_service({
    accounts: [{ ...ACCOUNTS[0]!, webhooks: [{ url: "https://app.example/hooks", secret: SECRET }] }, ACCOUNTS[1]!],
    account_options: { fetch, ...options },
  });
  const events = async (): Promise<WebhookEvent[]> => {
    await settle(service);
    const out = [];
    for (const request of got.splice(0)) {
      out.push(...await receive(request, { provider: "service", secret: SECRET, now: () => service.clock.now() }));
    }
    return out.filter((e) => e.type === "email.opened" || e.type === "email.clicked");
  };
  return { service, events };
}

/** A request from a mail client at `ip`. */
function visit(service: Awaited<ReturnType<typeof tracked_service>>["service"], url: string, method = "GET") {
  return service.fetch(
    new Request(url, { method, headers: { "user-agent": "Mozilla/5.0 (Test Mail)" }, redirect: "manual" }),
    { ip: "203.0.113.7" },
  );
}

Deno.test("a tracked send's links go through the click URL to the recorded URL; first open and first click per link post events", async () => {
  const { service, events } = await tracked_service();
  await using box = await inbox(service);
  const provider = client(service);
  const { id } = await provider.send({
    from: "hello@example.com",
    to: box.address,
    subject: "Tracked",
    body: HTML,
    tags: ["signup"],
    metadata: { user: "42" },
    tracking: { opens: true, clicks: true },
  });
  const mail = await box.wait({ subject: "Tracked", timeout: "5s" });
  expect(mail.auth.dkim).to.equal("pass");
  expect(mail.code).to.equal("482913");
  // What real ESPs do: the link the inbox extracts is the click URL.
  expect(mail.link).to.match(CLICK);
  const hrefs = [...mail.html!.replace(/<!--[\s\S]*?-->/g, "").matchAll(/href=(["'])(.*?)\1/g)].map((m) => m[2]!);
  expect(hrefs.length).to.equal(5);
  const [verify, docs, again, mailto, top] = hrefs;
  expect([verify, docs, again].every((href) => CLICK.test(href!))).to.equal(true);
  expect(docs).to.equal(again);
  expect(verify).to.equal(mail.link);
  expect([mailto, top]).to.deep.equal(["mailto:help@app.example", "#top"]);
  expect(mail.html).to.contain('<!-- <a href="https://app.example/commented">no</a> -->');
  const pixel = PIXEL.exec(mail.html!)![1]!;
  expect(mail.html!.trim()).to.match(/\.gif" width="1" height="1" alt="" style="[^"]*"><\/body><\/html>$/);
  expect(await events()).to.deep.equal([]);

  const first = await visit(service, verify!);
  expect([first.status, first.headers.get("location")]).to.deep.equal([302, "https://app.example/verify?t=abc&u=1"]);
  expect((await visit(service, docs!)).headers.get("location")).to.equal("https://app.example/docs");
  expect((await visit(service, verify!)).headers.get("location")).to.equal("https://app.example/verify?t=abc&u=1");
  expect((await visit(service, verify!, "HEAD")).status).to.equal(302);
  const opened = await visit(service, pixel);
  expect([opened.status, opened.headers.get("content-type")]).to.deep.equal([200, "image/gif"]);
  expect(new Uint8Array(await opened.arrayBuffer()).slice(0, 6)).to.deep.equal(new TextEncoder().encode("GIF89a"));
  await (await visit(service, pixel)).body?.cancel();

  const seen = await events();
  // Each event is posted on its own, so they may arrive in any order.
  expect(seen.map((e) => [e.type, e.url ?? null]).sort()).to.deep.equal([
    ["email.clicked", "https://app.example/docs"],
    ["email.clicked", "https://app.example/verify?t=abc&u=1"],
    ["email.opened", null],
  ]);
  for (const event of seen) {
    expect(event).to.deep.include({
      message_id: id,
      email: box.address,
      tags: ["signup"],
      metadata: { user: "42" },
      user_agent: "Mozilla/5.0 (Test Mail)",
      ip: "203.0.113.7",
    });
  }
  await service.close();
});

Deno.test("each recipient's copy has its own tokens; opens only, or clicks only, are each alone", async () => {
  const { service, events } = await tracked_service();
  await using ada = await inbox(service);
  await using bob = await inbox(service);
  const provider = client(service);
  await provider.send({
    from: "hello@example.com",
    to: [ada.address, bob.address],
    subject: "Opens",
    body: HTML,
    tracking: { opens: true },
  });
  const [a, b] = [await ada.wait({ timeout: "5s" }), await bob.wait({ timeout: "5s" })];
  expect(a.link).to.equal("https://app.example/verify?t=abc&u=1");
  expect(a.to).to.deep.equal([ada.address, bob.address]);
  const [pa, pb] = [PIXEL.exec(a.html!)![1]!, PIXEL.exec(b.html!)![1]!];
  expect(pa).to.not.equal(pb);
  await (await visit(service, pb)).body?.cancel();
  expect((await events()).map((e) => [e.type, e.email])).to.deep.equal([["email.opened", bob.address]]);

  await provider.send({
    from: "hello@example.com",
    to: ada.address,
    subject: "Clicks",
    body: HTML,
    tracking: { clicks: true },
  });
  const clicks = await ada.wait({ subject: "Clicks", timeout: "5s" });
  expect(clicks.link).to.match(CLICK);
  expect(PIXEL.test(clicks.html!)).to.equal(false);
  await service.close();
});

Deno.test("without tracking nothing is rewritten; text links are rewritten too, and a text-only send gets no pixel", async () => {
  const { service } = await tracked_service();
  await using box = await inbox(service);
  const provider = client(service);
  await provider.send({ from: "hello@example.com", to: box.address, subject: "Plain", body: HTML });
  const plain = await box.wait({ subject: "Plain", timeout: "5s" });
  expect(plain.html!.trim()).to.equal(HTML);
  expect(plain.link).to.equal("https://app.example/verify?t=abc&u=1");
  const text = "Go to https://app.example/verify?t=abc. Or (https://app.example/docs), [https://app.example/x]";
  for (const tracking of [{ opens: true }, { clicks: true }]) {
    const sent = await api(service, "POST", "/v1/messages", {
      json: { from: "hello@example.com", to: [box.address], subject: JSON.stringify(tracking), text, tracking },
    });
    expect(sent.status).to.equal(202);
    await sent.body?.cancel();
  }
  const opens = await box.wait({ subject: '{"opens":true}', timeout: "5s" });
  expect([opens.html, opens.text?.trim()]).to.deep.equal([null, text]);
  const clicks = await box.wait({ subject: '{"clicks":true}', timeout: "5s" });
  const t = /trk_[0-9A-Za-z]{24}/.exec(clicks.text!)![0];
  expect(clicks.text!.trim()).to.equal(
    `Go to http://inbox.test/v1/t/c/${t}_0. Or (http://inbox.test/v1/t/c/${t}_1), [http://inbox.test/v1/t/c/${t}_2]`,
  );
  expect((await visit(service, `http://inbox.test/v1/t/c/${t}_0`)).headers.get("location")).to.equal(
    "https://app.example/verify?t=abc",
  );
  await service.close();
});

Deno.test("a click URL redirects only where the mail pointed: unknown tokens and links are 404, a URL in the request is ignored", async () => {
  const { service, events } = await tracked_service();
  await using box = await inbox(service);
  await client(service).send({
    from: "hello@example.com",
    to: box.address,
    body: HTML,
    tracking: { opens: true, clicks: true },
  });
  const mail = await box.wait({ timeout: "5s" });
  const token = /trk_[0-9A-Za-z]{24}/.exec(mail.link!)![0];
  const cases = [
    `http://inbox.test/v1/t/c/${token}_9`,
    `http://inbox.test/v1/t/c/${token}`,
    `http://inbox.test/v1/t/c/trk_${"A".repeat(24)}_0`,
    `http://inbox.test/v1/t/c/https%3A%2F%2Fevil.example`,
  ];
  for (const url of cases) {
    const response = await visit(service, url);
    expect([url, response.status, response.headers.get("location")]).to.deep.equal([url, 404, null]);
    await response.body?.cancel();
  }
  const smuggled = await visit(service, `${mail.link}?url=https://evil.example/&to=https://evil.example/`);
  expect(smuggled.headers.get("location")).to.equal("https://app.example/verify?t=abc&u=1");
  const unknown_pixel = await visit(service, `http://inbox.test/v1/t/o/trk_${"A".repeat(24)}.gif`);
  expect([unknown_pixel.status, unknown_pixel.headers.get("content-type")]).to.deep.equal([200, "image/gif"]);
  await unknown_pixel.body?.cancel();
  expect((await events()).map((e) => e.type)).to.deep.equal(["email.clicked"]);
  // Links last a year (link_ttl_ms), then answer 404.
  service.clock.advance(365 * 86_400_000);
  expect((await visit(service, mail.link!)).status).to.equal(404);
  await service.close();
});

Deno.test("relayed tracked mail carries the recipient's click URLs and pixel", async () => {
  const smtp = await relay();
  const { service } = await tracked_service({ relay: smtp.url });
  await client(service).send({
    from: "hello@example.com",
    to: ["ada@elsewhere.test", "bob@elsewhere.test"],
    subject: "Relayed",
    body: HTML,
    tracking: { opens: true, clicks: true },
  });
  await settle(service);
  expect(smtp.received.map((m) => m.to)).to.deep.equal([["ada@elsewhere.test"], ["bob@elsewhere.test"]]);
  const pixels = smtp.received.map((m) =>
    /\/v1\/t\/o\/(trk_[0-9A-Za-z]{24})\.gif/.exec(m.raw.replace(/=\r\n/g, ""))![1]
  );
  expect(new Set(pixels).size).to.equal(2);
  for (const mail of smtp.received) expect(mail.raw).to.not.contain("https://app.example/verify");
  await service.close();
  await smtp.close();
});

Deno.test("the inbox side never follows tracking links: reading, waiting, explaining and raw record no open or click", async () => {
  const { service, events } = await tracked_service();
  await using box = await inbox(service);
  await client(service).send({
    from: "hello@example.com",
    to: box.address,
    subject: "Quiet",
    body: HTML,
    tracking: { opens: true, clicks: true },
  });
  const mail = await box.wait({ subject: "Quiet", timeout: "5s" });
  await mail.explain();
  await mail.raw();
  await box.list();
  await box.wait({ subject: "Quiet", timeout: "1s" });
  const view = await fetch_of(service)("http://inbox.test/view");
  await view.body?.cancel();
  expect(await events()).to.deep.equal([]);
  const token = /trk_[0-9A-Za-z]{24}/.exec(mail.link!)![0];
  const link = await service.account!.actx.store.link(token, service.clock.now());
  expect([link!.opened, link!.clicked]).to.deep.equal([null, []]);
  await service.close();
});
