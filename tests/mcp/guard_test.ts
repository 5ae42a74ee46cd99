import { expect } from "chai";
import { bearer_check, is_loopback, normal_origin, origin_check } from "../../src/mcp/guard.ts";
import { excerpt, html_to_text } from "../../src/mcp/text.ts";

Deno.test("origin_check lets through no Origin, this machine's and listed origins, and nothing else", () => {
  const allowed = origin_check(["https://Agent.Example.com:443/"]);
  const table: [string | null, boolean][] = [
    [null, true],
    ["http://localhost:6274", true],
    ["http://app.localhost:5173", true],
    ["http://127.0.0.1:8025", true],
    ["http://127.1.2.3", true],
    ["http://[::1]:3000", true],
    ["https://agent.example.com", true],
    ["https://agent.example.com:8443", false],
    ["http://agent.example.com", false],
    ["http://localhost.evil.example", false],
    ["http://127.0.0.1.nip.io", false],
    ["null", false],
    ["file://", false],
    ["chrome-extension://abcdef", false],
    ["not an origin", false],
  ];
  expect(table.map(([origin]) => [origin, allowed(origin)])).to.deep.equal(table);
  expect(is_loopback("LOCALHOST")).to.equal(true);
});

Deno.test("normal_origin reduces an origin to scheme, host and port, and refuses what is no http origin", () => {
  expect(normal_origin(" https://Agent.Example.com:443/path ")).to.equal("https://agent.example.com");
  expect(() => normal_origin("agent.example.com")).to.throw(TypeError, "is not an origin");
  expect(() => normal_origin("ftp://agent.example.com")).to.throw(TypeError, "not an http or https origin");
});

Deno.test("bearer_check takes only the exact key, as a Bearer credential", async () => {
  const check = bearer_check("s3cret-key");
  const table: [string | null, boolean][] = [
    ["Bearer s3cret-key", true],
    ["bearer s3cret-key", true],
    ["Bearer s3cret-key ", true],
    ["Bearer s3cret-kex", false],
    ["Bearer s3cret-key2", false],
    ["Bearer s3cret", false],
    ["Basic s3cret-key", false],
    ["s3cret-key", false],
    ["Bearer ", false],
    [null, false],
  ];
  const seen: [string | null, boolean][] = [];
  for (const [header] of table) seen.push([header, await check(header)]);
  expect(seen).to.deep.equal(table);
  expect(await bearer_check("")("Bearer ")).to.equal(false);
});

Deno.test("an HTML-only mail reads as text without its scripts, styles and tags", () => {
  const html = `<html><head><style>p{color:red}</style><title>T</title></head><body>
    <script>alert("x")</script><p>Your code is&nbsp;<b>482913</b> &amp; it expires&#x20;soon.</p><br>
    <!-- hidden --><div>Thanks &lt;3</div></body></html>`;
  expect(html_to_text(html)).to.equal("Your code is 482913 & it expires soon.\nThanks <3");
  expect(excerpt({ text: null, html })).to.equal("Your code is 482913 & it expires soon. Thanks <3");
  expect(excerpt({ text: "word ".repeat(100), html: null }, 22)).to.equal("word word word word…");
});
