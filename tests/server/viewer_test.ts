import { expect } from "chai";
import { call, test_service } from "../helpers/service.ts";

Deno.test("GET /view answers the page with its one inline script allowed by hash, and no token anywhere", async () => {
  const service = await test_service();
  const response = await call(service, "GET", "/view");
  const html = await response.text();
  expect(response.status).to.equal(200);
  expect(response.headers.get("content-type")).to.equal("text/html; charset=utf-8");
  const script = /<script type="module">([\s\S]*)<\/script>/.exec(html)![1]!;
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(script));
  const hash = btoa(String.fromCharCode(...new Uint8Array(digest)));
  const csp = response.headers.get("content-security-policy")!;
  expect(csp.split("; ")).to.include(`script-src 'sha256-${hash}'`);
  expect(csp.split("; ")).to.include.members(["default-src 'none'", "frame-ancestors 'none'", "form-action 'none'"]);
  expect(response.headers.get("x-frame-options")).to.equal("DENY");
  expect(response.headers.get("referrer-policy")).to.equal("no-referrer");
  expect(html.match(/<script/g)).to.have.length(1);
  expect(script, "the token is only ever sent as a header").to.not.match(/[?&]token=/);
  await service.close();
});

Deno.test("the viewer renders mail HTML only in an iframe sandboxed without scripts or same-origin", async () => {
  const service = await test_service();
  const html = await (await call(service, "GET", "/view")).text();
  const sandboxes = [...html.matchAll(/sandbox: "([^"]*)"/g)].map((m) => m[1]);
  expect(sandboxes).to.deep.equal(["allow-popups allow-popups-to-escape-sandbox"]);
  expect(html).to.contain("default-src 'none'; style-src 'unsafe-inline'; font-src data:; img-src ${images}");
  expect(html).to.not.contain("innerHTML");
  await service.close();
});
