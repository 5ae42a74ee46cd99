/**
 * The MCP server over Streamable HTTP, as a `(Request) => Promise<Response>` handler any host can
 * mount (the reference server puts it at `/mcp` with `--mcp`). Each MCP session (the
 * `Mcp-Session-Id` the server hands out at `initialize`) gets its own server and so its own
 * inboxes. Requests from a browser origin that is neither this machine nor listed are refused
 * (403), against DNS rebinding; with a key, every request must carry `Authorization: Bearer <key>`.
 *
 * @example
 * ```ts ignore
 * const mcp = create_mcp_handler({ url: "http://127.0.0.1:8025", key: Deno.env.get("SERVICE_MCP_KEY") });
 * Deno.serve({ port: 8026 }, (request) => mcp(request));
 * ```
 * @module
 */

// @ts-types="@modelcontextprotocol/sdk/server/webStandardStreamableHttp"
import { WebStandardStreamableHTTPServerTransport } from "@modelcontextprotocol/sdk/server/webStandardStreamableHttp.js";
// @ts-types="@modelcontextprotocol/sdk/types"
import { isInitializeRequest } from "@modelcontextprotocol/sdk/types.js";
import { bearer_check, origin_check } from "./guard.ts";
import { create_mcp_server, type McpOptions } from "./server.ts";

/** What the host knows about the client of a request. */
export interface ClientInfo {
  /** The client's IP address. */
  ip?: string | undefined;
}

/** Options of `create_mcp_handler`. */
export interface McpHttpOptions extends McpOptions {
  /** Browser origins allowed besides this machine's (`https://agent.example.com`). */
  origins?: readonly string[] | undefined;
  /** A key every request must carry as `Authorization: Bearer <key>`; none when unset. */
  key?: string | undefined;
  /** Sessions held at once; past that a new one is refused with 503. Default 100. */
  max_sessions?: number | undefined;
  /** A session with no request for this long is closed (and its inboxes deleted). Default 30 minutes. */
  idle_ms?: number | undefined;
  /** The server options of a new session, from its first request (default: these options). */
  session?: ((request: Request, info: ClientInfo) => McpOptions) | undefined;
  /** Largest request body in bytes. Default 4 MiB. */
  max_body?: number | undefined;
  /** The clock, in ms. */
  now?: (() => number) | undefined;
}

/** The handler, with what a host needs to run it. */
export interface McpHandler {
  (request: Request, info?: ClientInfo): Promise<Response>;
  /** Sessions open now. */
  readonly sessions: number;
  /** Closes every session (their inboxes are deleted). */
  close(): Promise<void>;
}

interface Session {
  transport: WebStandardStreamableHTTPServerTransport;
  close(): Promise<void>;
  used: number;
}

/** The Streamable HTTP handler of the MCP server. */
export function create_mcp_handler(options: McpHttpOptions = {}): McpHandler {
  const allowed = origin_check(options.origins ?? []);
  const authorized = options.key ? bearer_check(options.key) : null;
  const max_sessions = options.max_sessions ?? 100;
  const idle_ms = options.idle_ms ?? 30 * 60_000;
  const max_body = options.max_body ?? 4 * 1024 * 1024;
  const now = options.now ?? (() => Date.now());
  const sessions = new Map<string, Session>();

  const sweep = () => {
    const cutoff = now() - idle_ms;
    for (const [id, session] of sessions) {
      if (session.used < cutoff) {
        sessions.delete(id);
        void session.close();
      }
    }
  };

  const open = async (request: Request, info: ClientInfo, body: unknown): Promise<Response> => {
    sweep();
    if (sessions.size >= max_sessions) {
      return rpc_error(503, -32000, "too many MCP sessions open; try again later", { "retry-after": "30" });
    }
    const { origins: _o, key: _k, max_sessions: _m, idle_ms: _i, session: _s, max_body: _b, now: _n, ...base } =
      options;
    const server = create_mcp_server(options.session?.(request, info) ?? base);
    let entry: Session | undefined;
    const transport = new WebStandardStreamableHTTPServerTransport({
      sessionIdGenerator: () => crypto.randomUUID(),
      onsessioninitialized: (id) => {
        entry = {
          transport,
          used: now(),
          close: async () => {
            await server.close();
            await server.ended;
          },
        };
        sessions.set(id, entry);
      },
      // A client's DELETE: answered once the session's inboxes are deleted.
      onsessionclosed: async (id) => {
        sessions.delete(id);
        await server.close();
        await server.ended;
      },
    });
    transport.onclose = () => {
      if (transport.sessionId) sessions.delete(transport.sessionId);
    };
    await server.connect(transport);
    return await transport.handleRequest(request, { parsedBody: body });
  };

  const handler = async (request: Request, info: ClientInfo = {}): Promise<Response> => {
    if (!allowed(request.headers.get("origin"))) {
      return rpc_error(403, -32000, "this origin may not use the MCP endpoint");
    }
    if (authorized && !(await authorized(request.headers.get("authorization")))) {
      return rpc_error(401, -32001, "missing or wrong key: send Authorization: Bearer <key>", {
        "www-authenticate": 'Bearer realm="mcp"',
      });
    }
    const id = request.headers.get("mcp-session-id");
    if (id !== null) {
      const session = sessions.get(id);
      if (!session) return rpc_error(404, -32001, "no such MCP session (it ended or expired); initialize a new one");
      session.used = now();
      return await session.transport.handleRequest(request);
    }
    if (request.method !== "POST") {
      return rpc_error(
        request.method === "GET" || request.method === "DELETE" ? 400 : 405,
        -32000,
        "no MCP session: POST initialize first",
      );
    }
    const body = await read_body(request, max_body);
    if (body instanceof Response) return body;
    if (!isInitializeRequest(body)) return rpc_error(400, -32000, "no MCP session: POST initialize first");
    return await open(request, info, body);
  };

  return Object.assign(handler, {
    get sessions() {
      return sessions.size;
    },
    async close() {
      const all = [...sessions.values()];
      sessions.clear();
      await Promise.all(all.map((session) => session.close().catch(() => {})));
    },
  });
}

/** The JSON body of a request, or the error answer: 413 past `max` bytes, 400 for what is no JSON. */
async function read_body(request: Request, max: number): Promise<unknown | Response> {
  const declared = Number(request.headers.get("content-length") ?? "0");
  if (declared > max) return rpc_error(413, -32000, `the request body is over ${max} bytes`);
  const bytes = new Uint8Array(await request.arrayBuffer());
  if (bytes.length > max) return rpc_error(413, -32000, `the request body is over ${max} bytes`);
  try {
    return JSON.parse(new TextDecoder().decode(bytes));
  } catch {
    return rpc_error(400, -32700, "the request body is not JSON");
  }
}

function rpc_error(status: number, code: number, message: string, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify({ jsonrpc: "2.0", error: { code, message }, id: null }), {
    status,
    headers: { "content-type": "application/json", ...headers },
  });
}
