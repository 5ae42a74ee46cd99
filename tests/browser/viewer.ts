/**
 * The viewer at `/view` in Chromium: a delivered message is rendered, a hostile mail's scripts
 * do not run and its remote images wait until asked for, mail arrives live, the operator token
 * shows all mail a catch-all server caught, and a screenshot is kept for a person to look at.
 */

import { expect } from "chai";
import type { BrowserContext, Page } from "playwright-core";
import type { RunningServer } from "../../src/server/server.ts";
import { test_server } from "../helpers/service.ts";
import { smtp_send } from "../inbox/_helpers.ts";
import type { Test } from "../portable/harness.ts";

/** What the viewer tests need from the runner. */
export interface ViewerContext {
  context: BrowserContext;
  server: RunningServer;
  /** Paths under `/__probe/` the server saw. */
  probes: string[];
  /** Where screenshots go. */
  shots: string;
}

async function new_inbox(url: string): Promise<{ address: string; token: string }> {
  const response = await fetch(`${url}/`, { method: "POST", headers: { accept: "application/json" } });
  return await response.json();
}

/** Opens the viewer and signs in with `token`. */
async function open_viewer(ctx: ViewerContext, token: string): Promise<Page> {
  const page = await ctx.context.newPage();
  page.on("dialog", (dialog) => {
    throw new Error(`a dialog opened: ${dialog.message()}`);
  });
  await page.goto(`${ctx.server.http_url}/view`);
  await page.fill("#token", token);
  await page.click("button[type=submit]");
  await page.waitForSelector("#address:not(:empty)");
  return page;
}

/** A test server in catch-all mode; closed on dispose. */
async function catch_all_server(token: string): Promise<RunningServer & AsyncDisposable> {
  const server = await test_server({ catch_all: { token } });
  return Object.assign(server, { [Symbol.asyncDispose]: () => server.close() });
}

/** A local HTTP server whose URLs go into mail: it records every request made to it. */
export function probe_server(): { url: string; requests: string[] } & AsyncDisposable {
  const requests: string[] = [];
  const server = Deno.serve({ hostname: "127.0.0.1", port: 0, onListen: () => {} }, (request) => {
    requests.push(new URL(request.url).pathname);
    return new Response(PIXEL, { headers: { "content-type": "image/png" } });
  });
  return {
    url: `http://127.0.0.1:${server.addr.port}`,
    requests,
    [Symbol.asyncDispose]: () => server.shutdown(),
  };
}

const PIXEL = Uint8Array.from(
  atob("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg=="),
  (c) => c.charCodeAt(0),
);

export function viewer_tests(ctx: ViewerContext): Test[] {
  const probe = (name: string) => `${ctx.server.http_url}/__probe/${name}`;
  const hostile = `<div style="font-family:Georgia,serif;padding:8px 16px">
  <h2 style="color:#2f6feb;margin:0 0 8px">Welcome to Acme</h2>
  <p>Your verification code is <b>482913</b>.</p>
  <p><a href="https://acme.example/verify?t=abc123">Verify your email</a></p>
  <img src="${probe("pixel.png")}" alt="tracking pixel" width="1" height="1">
  <script>document.body.setAttribute("data-pwned", "script"); parent.document.title = "pwned"; new Image().src = "${
    probe("script")
  }";</script>
  <img src="x" onerror="document.body.setAttribute('data-pwned', 'onerror'); new Image().src = '${probe("onerror")}'">
  <form action="${probe("form")}"><button id="go">go</button></form>
</div>`;

  return [
    {
      name: "the viewer answers with a strict CSP, no framing and no referrer",
      async fn() {
        const response = await fetch(`${ctx.server.http_url}/view`);
        await response.body?.cancel();
        expect(response.status).to.equal(200);
        const csp = response.headers.get("content-security-policy") ?? "";
        expect(csp).to.match(/(^|; )script-src 'sha256-[A-Za-z0-9+/]+=*'(;|$)/);
        expect(csp).to.contain("default-src 'none'").and.contain("frame-ancestors 'none'").and.contain(
          "form-action 'none'",
        );
        expect(csp).to.not.contain("unsafe-eval");
        expect(response.headers.get("x-frame-options")).to.equal("DENY");
        expect(response.headers.get("referrer-policy")).to.equal("no-referrer");
        expect(response.headers.get("x-content-type-options")).to.equal("nosniff");
      },
    },
    {
      name: "a hostile HTML mail is rendered, its scripts do not run, remote images wait until asked for",
      async fn() {
        const { address, token } = await new_inbox(ctx.server.http_url);
        await smtp_send(ctx.server, {
          to: address,
          from: "Acme <hello@acme.example>",
          subject: "Verify your email",
          text: "Your verification code is 482913. Verify: https://acme.example/verify?t=abc123",
          html: hostile,
        });
        const page = await open_viewer(ctx, token);
        expect(page.url(), "the token is never in a URL").to.not.contain(token);
        await page.waitForSelector(".messages li");
        expect(await page.textContent("#subject")).to.equal("Verify your email");
        expect(await page.textContent("#code")).to.equal("482913");
        expect(await page.getAttribute("#link", "href")).to.equal("https://acme.example/verify?t=abc123");
        expect(await page.getAttribute("iframe", "sandbox")).to.equal("allow-popups allow-popups-to-escape-sandbox");
        const frame = page.frameLocator("iframe");
        expect(await frame.locator("h2").textContent()).to.equal("Welcome to Acme");
        await page.waitForTimeout(300);
        expect(await frame.locator("body").getAttribute("data-pwned"), "no script ran in the mail").to.equal(null);
        expect(await page.title()).to.equal("Inbox viewer");
        expect(ctx.probes, "neither the script, the onerror handler nor the remote image reached out").to.deep.equal(
          [],
        );
        expect(await page.isVisible("#remote-notice")).to.equal(true);
        await page.screenshot({ path: `${ctx.shots}/viewer.png` });

        await page.click("#load-remote");
        await page.frameLocator("iframe").locator("h2").waitFor();
        for (let i = 0; i < 50 && !ctx.probes.includes("/__probe/pixel.png"); i++) await page.waitForTimeout(20);
        expect(ctx.probes, "the remote image loads once asked for; scripts still do not run").to.deep.equal([
          "/__probe/pixel.png",
        ]);
        ctx.probes.length = 0;
        await page.close();
      },
    },
    {
      name: "text, headers, auth and raw tabs show the message; new mail arrives live",
      async fn() {
        const { address, token } = await new_inbox(ctx.server.http_url);
        await smtp_send(ctx.server, { to: address, subject: "First", text: "plain body 1" });
        const page = await open_viewer(ctx, token);
        await page.waitForSelector("#tab-text");
        await page.click("#tab-text");
        expect((await page.textContent(".panel pre"))?.trim()).to.equal("plain body 1");
        await page.click("#tab-headers");
        expect(await page.textContent(".panel table")).to.contain("subject").and.contain("First");
        await page.click("#tab-auth");
        expect(await page.textContent(".panel .auth")).to.contain("SPF").and.contain("DKIM").and.contain("DMARC");
        await page.click("#tab-raw");
        await page.waitForSelector("#raw");
        expect(await page.textContent("#raw")).to.contain("Subject: First");

        await page.waitForSelector(".live.on");
        await smtp_send(ctx.server, { to: address, subject: "Second, live", text: "code 771199" });
        await page.waitForSelector(".messages li:nth-child(2)");
        expect(await page.textContent(".messages li:first-child .subject")).to.equal("Second, live");
        expect(await page.evaluate(() => sessionStorage.length)).to.equal(1);
        await page.click("#forget");
        expect(await page.evaluate(() => sessionStorage.length + localStorage.length)).to.equal(0);
        expect(await page.isVisible("#login")).to.equal(true);
        await page.close();
      },
    },
    {
      name: "the Extraction tab shows every code and link weighed, and why the winners won",
      async fn() {
        const { address, token } = await new_inbox(ctx.server.http_url);
        await smtp_send(ctx.server, {
          to: address,
          subject: "Your sign-in code",
          text: "Your sign-in code is 482913. Order 5521.",
          html: "<p>Your sign-in code is <b>482913</b>.</p><p>Order #5521, 2048 MB.</p>" +
            '<p><a href="https://acme.example/login?t=abc123def456">Sign in</a></p>' +
            '<p><a href="https://acme.example/unsubscribe">Unsubscribe</a></p>',
        });
        const page = await open_viewer(ctx, token);
        await page.waitForSelector("#tab-explain");
        await page.click("#tab-explain");
        await page.waitForSelector("#explain-codes");
        expect(await page.textContent("#why-code")).to.match(/^"482913" scored [\d.]+, the most: 10 × nearness/);
        const codes = await page.$$eval(
          "#explain-codes tr",
          (rows) => rows.slice(1).map((row) => [...row.querySelectorAll("td")].map((td) => td.textContent)),
        );
        expect(codes.map((row) => row.slice(0, 3))).to.deep.equal([["✔", "482913", "html"], ["", "2048", "html"]]);
        expect(codes[1]![5]).to.equal('ruled out: a unit follows it ("mb")');
        const links = await page.$$eval(
          "#explain-links tr",
          (rows) => rows.slice(1).map((row) => [...row.querySelectorAll("td")].map((td) => td.textContent)),
        );
        expect(links.map((row) => row.slice(0, 2))).to.deep.equal([
          ["✔", "https://acme.example/login?t=abc123def456"],
          ["", "https://acme.example/unsubscribe"],
        ]);
        expect(await page.$$eval("#explain-links a, #explain-codes a", (a) => a.length), "URLs are text, not links")
          .to.equal(0);
        await page.screenshot({ path: `${ctx.shots}/viewer-extraction.png` });
        await page.close();
      },
    },
    {
      name: "viewing a mail requests none of its URLs; remote images load only when asked, links never",
      async fn() {
        await using probe = probe_server();
        const at = (path: string) => `${probe.url}${path}`;
        const html = `<html><head><meta http-equiv="refresh" content="0;url=${at("/refresh")}">
<link rel="stylesheet" href="${at("/style.css")}"><link rel="preload" as="image" href="${at("/preload.png")}">
<link rel="prefetch" href="${at("/prefetch")}"><style>@import url("${at("/import.css")}");
@font-face { font-family: x; src: url("${at("/font.woff")}"); } body { background: url("${at("/bg.png")}"); }</style>
</head><body style="font-family:x">
<p>Confirm your account: <a href="${at("/verify?t=one-time-token")}">Confirm</a></p>
<img src="${at("/pixel.png")}" width="1" height="1" alt="">
<img srcset="${at("/srcset.png")} 2x" alt="">
<table background="${at("/table.png")}"><tr><td>cell</td></tr></table>
<video poster="${at("/poster.png")}"></video><audio src="${at("/audio.mp3")}" autoplay></audio>
<iframe src="${at("/iframe")}"></iframe><object data="${at("/object")}"></object><embed src="${at("/embed")}">
<form action="${at("/form")}" method="post"><input type="image" src="${at("/input.png")}"></form>
<a href="${at("/ping-target")}" ping="${at("/ping")}">tracked</a>
</body></html>`;
        const { address, token } = await new_inbox(ctx.server.http_url);
        await smtp_send(ctx.server, {
          to: address,
          subject: "Confirm your account",
          text: `Confirm your account: ${at("/verify?t=one-time-token")}\nLogo: ${at("/logo.png")}`,
          html,
        });
        const page = await open_viewer(ctx, token);
        await page.waitForSelector("#remote-notice");
        expect(await page.getAttribute("#link", "href")).to.equal(at("/verify?t=one-time-token"));
        for (const tab of ["text", "headers", "auth", "explain", "raw", "html"]) {
          await page.click(`#tab-${tab}`);
          if (tab === "explain") await page.waitForSelector("#explain-links");
          if (tab === "raw") await page.waitForSelector("#raw");
        }
        await page.frameLocator("iframe").locator("table").waitFor();
        await page.waitForTimeout(500);
        expect(probe.requests, "opening the mail in every tab requested nothing it names").to.deep.equal([]);

        await page.click("#load-remote");
        await page.frameLocator("iframe").locator("table").waitFor();
        for (let i = 0; i < 100 && !probe.requests.includes("/pixel.png"); i++) await page.waitForTimeout(20);
        await page.waitForTimeout(300);
        const images = [
          "/pixel.png",
          "/srcset.png",
          "/table.png",
          "/bg.png",
          "/poster.png",
          "/input.png",
          "/preload.png",
        ];
        expect(probe.requests, "asked for: the images, nothing else").to.include("/pixel.png");
        expect(probe.requests.filter((path) => !images.includes(path)), "never a link, a frame, a form or a script")
          .to.deep.equal([]);
        await page.close();
      },
    },
    {
      name: "the operator token shows all mail a catch-all server caught, to any address on any domain",
      async fn() {
        const operator = "cat_ViewerOperatorToken0123456789";
        await using caught = await catch_all_server(operator);
        await smtp_send(caught, {
          to: "ada@example.com",
          from: "Acme <noreply@acme.test>",
          subject: "Your sign-up code",
          text: "Your sign-up code is 482913.",
        });
        await smtp_send(caught, {
          to: "bob@other.test",
          from: "Shop <shop@other.test>",
          subject: "Your login code",
          text: "Use 550137 to log in.",
        });
        const page = await open_viewer({ ...ctx, server: caught }, operator);
        const errors: string[] = [];
        page.on("pageerror", (error) => errors.push(error.message));
        expect(page.url(), "the token is never in a URL").to.equal(`${caught.http_url}/view`);
        expect(await page.textContent("#address")).to.equal("All caught mail (catch-all)");
        expect(await page.textContent("#expires"), "the catch-all never expires").to.equal("");
        expect(await page.isVisible("[data-copy-from=address]"), "`*` is no address to copy").to.equal(false);
        await page.waitForSelector(".messages li:nth-child(2)");
        const listed = () =>
          page.$$eval(
            ".messages li",
            (items) =>
              items.map((li) =>
                [".from", ".subject", ".badge"].map((part) => li.querySelector(part)?.textContent ?? null)
              ),
          );
        expect(await listed(), "newest first, each told apart by its recipient").to.deep.equal([
          ["to bob@other.test", "Your login code", "550137"],
          ["to ada@example.com", "Your sign-up code", "482913"],
        ]);
        expect(await page.isVisible("#empty")).to.equal(false);

        // The first caught is open; the other opens on a click.
        expect(await page.textContent("#subject")).to.equal("Your sign-up code");
        expect(await page.textContent("#to")).to.equal("ada@example.com");
        expect(await page.textContent("#code")).to.equal("482913");
        await page.click(".messages li:first-child button");
        await page.waitForSelector(".messages li:first-child.selected");
        expect(await page.textContent("#subject")).to.equal("Your login code");
        expect(await page.textContent("#from")).to.equal("Shop <shop@other.test>");
        expect(await page.textContent("#to")).to.equal("bob@other.test");
        expect(await page.textContent("#code")).to.equal("550137");
        expect(await page.getAttribute("#tab-text", "aria-selected")).to.equal("true");
        expect((await page.textContent(".panel pre"))?.trim()).to.equal("Use 550137 to log in.");
        await page.click("#tab-raw");
        await page.waitForSelector("#raw");
        expect(await page.textContent("#raw")).to.contain("To: bob@other.test").and.contain("Subject: Your login code");

        await page.waitForSelector(".live.on");
        await smtp_send(caught, { to: "carol@third.example", subject: "Live to a third domain", text: "hi" });
        await page.waitForSelector(".messages li:nth-child(3)");
        expect((await listed())[0]).to.deep.equal(["to carol@third.example", "Live to a third domain", null]);
        expect(errors).to.deep.equal([]);
        await page.screenshot({ path: `${ctx.shots}/viewer-catch-all.png` });
        await page.close();

        const wrong = await ctx.context.newPage();
        await wrong.goto(`${caught.http_url}/view`);
        await wrong.fill("#token", "cat_WrongOperatorToken0123456789ab");
        await wrong.click("button[type=submit]");
        await wrong.waitForSelector("#error:not(:empty)");
        expect(await wrong.textContent("#error")).to.equal("That token opens no inbox: wrong, expired or deleted.");
        expect(await wrong.isVisible("#login")).to.equal(true);
        expect(await wrong.isVisible("#viewer")).to.equal(false);
        expect(await wrong.isVisible("#inbox")).to.equal(false);
        expect(await wrong.$$eval(".messages li", (items) => items.length), "no mail listed").to.equal(0);
        expect(await wrong.textContent("body")).to.not.contain("Your login code").and.not.contain("ada@example.com");
        expect(await wrong.evaluate(() => sessionStorage.length + localStorage.length), "a wrong token is not kept")
          .to.equal(0);
        await wrong.close();
      },
    },
    {
      name: "a wrong token is told apart without revealing anything",
      async fn() {
        const page = await ctx.context.newPage();
        await page.goto(`${ctx.server.http_url}/view`);
        await page.fill("#token", "ibx_wrongwrongwrongwrongwrongwrong12");
        await page.click("button[type=submit]");
        await page.waitForSelector("#error:not(:empty)");
        expect(await page.textContent("#error")).to.equal("That token opens no inbox: wrong, expired or deleted.");
        await page.close();
      },
    },
  ];
}
