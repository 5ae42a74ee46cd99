/**
 * MCP clients for the tests: the SDK's own `Client`, over stdio (the real `inbox mcp` in a
 * subprocess) or over Streamable HTTP (the reference server's `/mcp`, turned on by `--mcp`).
 * Every tool result passes `call`, which fails the test if one carries an inbox token.
 */

// @ts-types="@modelcontextprotocol/sdk/client/index"
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
// @ts-types="@modelcontextprotocol/sdk/client/stdio"
import { getDefaultEnvironment, StdioClientTransport } from "@modelcontextprotocol/sdk/client/stdio.js";
// @ts-types="@modelcontextprotocol/sdk/client/streamableHttp"
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";
import { expect } from "chai";
import { read_config } from "../../src/server/main.ts";
import { serve, type TestServer } from "../inbox/_helpers.ts";
import { cli_argv } from "../cli/_cli.ts";

/** The shape of every inbox token (`ibx_` and 32 base62 characters). */
export const TOKEN = /ibx_[A-Za-z0-9]{32}/;

/** The two transports. */
export type Kind = "stdio" | "http";

/** A connected client that closes at scope end. */
export type TestClient = Client & AsyncDisposable;

/** The reference server as `deno task serve --mcp` builds it, with `env` as its environment. */
export async function serve_mcp(env: Record<string, string> = {}, flags: string[] = ["--mcp"]): Promise<TestServer> {
  const config = await read_config(flags, (name) => env[name]);
  return await serve(config.mounts ? { mounts: config.mounts } : {});
}

/** A client of `server` over `kind`; `env` goes to the stdio server, `headers` with every HTTP request. */
export async function connect(
  server: TestServer,
  kind: Kind,
  options: { env?: Record<string, string>; headers?: Record<string, string> } = {},
): Promise<TestClient> {
  const client = new Client({ name: "mcp-test", version: "1.0.0" });
  if (kind === "stdio") {
    const [command, ...args] = cli_argv(["mcp", "--url", server.http_url]);
    await client.connect(
      new StdioClientTransport({
        command: command!,
        args,
        env: { ...getDefaultEnvironment(), NO_COLOR: "1", ...(options.env ?? {}) },
        stderr: "pipe",
      }),
    );
  } else {
    return await connect_url(`${server.http_url}/mcp`, options.headers);
  }
  return Object.assign(client, { [Symbol.asyncDispose]: () => client.close() });
}

/** A client of the Streamable HTTP endpoint at `url`, sending `headers` with every request. */
export async function connect_url(url: string, headers: Record<string, string> = {}): Promise<TestClient> {
  const client = new Client({ name: "mcp-test", version: "1.0.0" });
  await client.connect(new StreamableHTTPClientTransport(new URL(url), { requestInit: { headers } }));
  return Object.assign(client, {
    [Symbol.asyncDispose]: async () => {
      await (client.transport as StreamableHTTPClientTransport | undefined)?.terminateSession().catch(() => {});
      await client.close();
    },
  });
}

/** What a tool call answers: the text, the structured result, and whether it is an error. */
export interface Answer<T = Record<string, unknown>> {
  text: string;
  data: T;
  error: boolean;
}

/** Calls tool `name`; fails the test if the result carries anything shaped like an inbox token. */
export async function call<T = Record<string, unknown>>(
  client: Client,
  name: string,
  args: Record<string, unknown> = {},
  secrets: readonly string[] = [],
): Promise<Answer<T>> {
  const result = await client.callTool({ name, arguments: args });
  const json = JSON.stringify(result);
  expect(json, `${name} answered a token`).not.to.match(TOKEN);
  for (const secret of secrets) expect(json.includes(secret), `${name} answered a secret`).to.equal(false);
  const content = result.content as { type: string; text?: string }[];
  expect(content[0]?.type).to.equal("text");
  return {
    text: content.map((part) => part.text ?? "").join("\n"),
    data: (result.structuredContent ?? {}) as T,
    error: result.isError === true,
  };
}
