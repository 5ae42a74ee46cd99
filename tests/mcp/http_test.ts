/**
 * The Streamable HTTP door of the reference server: off without `--mcp`, browser origins other
 * than this machine's refused (DNS rebinding), the bearer key when one is set, sessions that end.
 */

import { expect } from "chai";
// @ts-types="@modelcontextprotocol/sdk/types"
import { LATEST_PROTOCOL_VERSION, ListToolsResultSchema } from "@modelcontextprotocol/sdk/types.js";
// @ts-types="@modelcontextprotocol/sdk/validation/ajv"
import { AjvJsonSchemaValidator } from "@modelcontextprotocol/sdk/validation/ajv";
import { serve } from "../inbox/_helpers.ts";
import { call, connect, serve_mcp } from "./_mcp.ts";

const INITIALIZE = JSON.stringify({
  jsonrpc: "2.0",
  id: 1,
  method: "initialize",
  params: { protocolVersion: LATEST_PROTOCOL_VERSION, capabilities: {}, clientInfo: { name: "raw", version: "1" } },
});

/** POSTs an initialize request to `/mcp` with `headers`; answers the status, the error text and the session. */
async function initialize(
  base: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; message: string | null; session: string | null }> {
  const response = await fetch(`${base}/mcp`, {
    method: "POST",
    headers: { "content-type": "application/json", accept: "application/json, text/event-stream", ...headers },
    body: INITIALIZE,
  });
  const text = await response.text();
  const message = response.headers.get("content-type")?.startsWith("application/json")
    ? JSON.parse(text).error?.message ?? null
    : null;
  const session = response.headers.get("mcp-session-id");
  if (session) {
    const end = await fetch(`${base}/mcp`, { method: "DELETE", headers: { ...headers, "mcp-session-id": session } });
    await end.body?.cancel();
  }
  return { status: response.status, message, session };
}

Deno.test("without --mcp the server has no /mcp route", async () => {
  await using server = await serve_mcp({}, []);
  const answer = await initialize(server.http_url);
  expect(answer.status).to.equal(404);
});

Deno.test("a browser origin other than this machine's is refused with 403; loopback and listed origins pass", async () => {
  await using server = await serve_mcp({ SERVICE_MCP_ORIGINS: "https://agent.example.com" });
  const table: [string | null, number][] = [
    ["http://evil.example", 403],
    ["http://127.0.0.1.evil.example:8025", 403],
    ["null", 403],
    ["https://agent.example.com.evil.example", 403],
    ["http://localhost:6274", 200],
    ["http://127.0.0.1:5173", 200],
    ["http://[::1]:3000", 200],
    ["https://agent.example.com", 200],
    [null, 200],
  ];
  const seen: [string | null, number][] = [];
  for (const [origin, _] of table) {
    const answer = await initialize(server.http_url, origin === null ? {} : { origin });
    seen.push([origin, answer.status]);
    if (answer.status === 403) expect(answer.message).to.equal("this origin may not use the MCP endpoint");
    else expect(answer.session).to.match(/^[0-9a-f-]{36}$/);
  }
  expect(seen).to.deep.equal(table);
});

Deno.test("with SERVICE_MCP_KEY every request needs the bearer key; the SDK client works with it", async () => {
  const key = "mcp_key_0123456789abcdef";
  await using server = await serve_mcp({ SERVICE_MCP_KEY: key });
  expect((await initialize(server.http_url)).status).to.equal(401);
  expect((await initialize(server.http_url, { authorization: "Bearer mcp_key_0123456789abcdeX" })).status).to.equal(
    401,
  );
  expect((await initialize(server.http_url, { authorization: `Bearer ${key}x` })).status).to.equal(401);
  expect((await initialize(server.http_url, { authorization: `Bearer ${key}` })).status).to.equal(200);

  await using client = await connect(server, "http", { headers: { authorization: `Bearer ${key}` } });
  const made = await call<{ address: string }>(client, "create_inbox", {}, [key]);
  expect(made.error).to.equal(false);
});

Deno.test("tools/list passes the SDK's schema, and every input and output schema compiles in its validator", async () => {
  await using server = await serve_mcp();
  await using client = await connect(server, "http");
  const raw = await client.request({ method: "tools/list", params: {} }, ListToolsResultSchema);
  expect(ListToolsResultSchema.safeParse(raw).success).to.equal(true);
  const validator = new AjvJsonSchemaValidator();
  type Schema = Parameters<typeof validator.getValidator>[0];
  const verdicts = raw.tools.map((tool) => {
    const input = validator.getValidator(tool.inputSchema as Schema);
    const output = validator.getValidator(tool.outputSchema as Schema);
    return [tool.name, input({ address: 42, ttl: 42, eml: 42 }).valid, output({}).valid];
  });
  // Each compiles, and each refuses what it should (no tool takes a number for an address, a ttl or an eml; every output has required fields).
  expect(verdicts).to.deep.equal(raw.tools.map((tool) => [tool.name, false, false]));
});

Deno.test("a request for an unknown session answers 404; one without a session and not initialize answers 400", async () => {
  await using server = await serve_mcp();
  const unknown = await fetch(`${server.http_url}/mcp`, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      accept: "application/json, text/event-stream",
      "mcp-session-id": crypto.randomUUID(),
    },
    body: JSON.stringify({ jsonrpc: "2.0", id: 2, method: "tools/list", params: {} }),
  });
  expect(unknown.status).to.equal(404);
  await unknown.body?.cancel();
  const stray = await fetch(`${server.http_url}/mcp`, {
    method: "POST",
    headers: { "content-type": "application/json", accept: "application/json, text/event-stream" },
    body: JSON.stringify({ jsonrpc: "2.0", id: 2, method: "tools/list", params: {} }),
  });
  expect(stray.status).to.equal(400);
  await stray.body?.cancel();
});

Deno.test("ending an HTTP session deletes the inboxes it made", async () => {
  await using server = await serve_mcp();
  const client = await connect(server, "http");
  const { data: { address } } = await call<{ address: string }>(client, "create_inbox");
  expect(await server.service.ctx.store.inbox(address)).not.to.equal(null);
  await client[Symbol.asyncDispose]();
  expect(await server.service.ctx.store.inbox(address)).to.equal(null);
});

Deno.test("inboxes made over /mcp count against the MCP client's own creation limit", async () => {
  const { read_config } = await import("../../src/server/main.ts");
  const config = await read_config(["--mcp", "--create-limit", "2/1m"], () => undefined);
  await using server = await serve({ mounts: config.mounts!, create_limit: config.create_limit! });
  await using client = await connect(server, "http");
  const answers = [];
  for (let i = 0; i < 3; i++) answers.push(await call(client, "create_inbox"));
  expect(answers.map((a) => a.error)).to.deep.equal([false, false, true]);
  expect(answers[2]!.text).to.match(/^rate_limited: /);
});

Deno.test("llms.txt lists every MCP tool with its summary", async () => {
  const { TOOLS } = await import("../../src/mcp/catalog.ts");
  await using server = await serve_mcp();
  const text = await (await fetch(`${server.http_url}/llms.txt`)).text();
  const section = text.slice(text.indexOf("## MCP tools for AI agents"), text.indexOf("## SMTP"));
  const listed = section.split("\n").filter((line) => line.startsWith("- "));
  expect(listed).to.deep.equal(TOOLS.map((tool) => `- ${tool.name}: ${tool.summary}`));
});

Deno.test("the server shuts down promptly with an MCP client still connected, ending its session", async () => {
  const server = await serve_mcp();
  const client = await connect(server, "http");
  const { data: { address } } = await call<{ address: string }>(client, "create_inbox");
  let timer: ReturnType<typeof setTimeout> | undefined;
  const outcome = await Promise.race([
    server.close().then(() => "closed"),
    new Promise((resolve) => timer = setTimeout(() => resolve("still open after 5 s"), 5_000)),
  ]);
  clearTimeout(timer);
  await client.close().catch(() => {});
  expect(outcome).to.equal("closed");
  expect(address).to.match(/@inbox\.localhost$/);
});
