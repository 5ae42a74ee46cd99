/**
 * One tool as data: name, description, input and output shapes, and a `run` that answers the
 * structured result and its text rendering. `register_tool` puts it on an `McpServer` with the
 * parts every tool shares: failures turned into error results a model can read, progress while
 * a call is held, and a last pass that takes any token of the session out of the answer.
 * @module
 */

import type { McpServer } from "@modelcontextprotocol/sdk/server/mcp";
import type { RequestHandlerExtra } from "@modelcontextprotocol/sdk/shared/protocol";
import type {
  CallToolResult,
  ServerNotification,
  ServerRequest,
  ToolAnnotations,
} from "@modelcontextprotocol/sdk/types";
import * as z from "zod";
import { ServiceError } from "../../inbox.ts";
import { type InboxSession, ToolError } from "./session.ts";

/** What a tool's `run` gets besides its arguments. */
export interface ToolContext {
  session: InboxSession;
  /** Aborts when the client cancels the call or the session ends. */
  signal: AbortSignal;
  /** Tells the client the call is still going (keeps clients that reset their timeout on progress waiting). */
  progress(done: number, total: number, message: string): Promise<void>;
  /** How often a held call reports progress, in ms. */
  progress_ms: number;
}

/** A tool. */
export interface ToolDef<I extends z.ZodRawShape, O extends z.ZodRawShape> {
  name: string;
  title: string;
  description: string;
  input: I;
  output: O;
  annotations: ToolAnnotations;
  run(args: z.infer<z.ZodObject<I>>, context: ToolContext): Promise<ToolAnswer<z.infer<z.ZodObject<O>>>>;
}

/** A tool's answer: the structured result, and the same for a reader. */
export interface ToolAnswer<T> {
  data: T;
  text: string;
}

/** Puts `tool` on `server`, working on `session`. */
export function register_tool<I extends z.ZodRawShape, O extends z.ZodRawShape>(
  server: McpServer,
  session: InboxSession,
  tool: ToolDef<I, O>,
  progress_ms = 10_000,
): void {
  const input = z.object(tool.input);
  server.registerTool(tool.name, {
    title: tool.title,
    description: tool.description,
    inputSchema: input,
    outputSchema: z.object(tool.output),
    annotations: tool.annotations,
  }, async (args: unknown, extra: RequestHandlerExtra<ServerRequest, ServerNotification>) => {
    const token = extra._meta?.progressToken;
    const context: ToolContext = {
      session,
      signal: extra.signal,
      progress_ms,
      progress: async (done, total, message) => {
        if (token === undefined) return;
        await extra.sendNotification({
          method: "notifications/progress",
          params: { progressToken: token, progress: done, total, message },
        }).catch(() => {});
      },
    };
    let result: CallToolResult;
    try {
      const answer = await tool.run(args as z.infer<z.ZodObject<I>>, context);
      result = {
        content: [{ type: "text", text: answer.text }],
        structuredContent: answer.data as Record<string, unknown>,
      };
    } catch (error) {
      result = { content: [{ type: "text", text: failure(error) }], isError: true };
    }
    return redact(result, session.tokens);
  });
}

/** The text of a failed call: what went wrong, in words a model can act on. */
export function failure(error: unknown): string {
  if (error instanceof ToolError) return error.message;
  if (ServiceError.is(error)) {
    if (error.code === "network_error") return `the inbox service cannot be reached: ${error.message}`;
    if (error.status === 401) return "the inbox has expired or was deleted; make a new one with create_inbox";
    return `${error.code ?? "error"}: ${error.message}`;
  }
  if (error instanceof TypeError || error instanceof RangeError) return error.message;
  if ((error as Error)?.name === "AbortError") return "the call was cancelled";
  return `unexpected error: ${(error as Error)?.message ?? String(error)}`;
}

/** `result` with every one of `tokens` replaced, should one ever have got in. */
export function redact(result: CallToolResult, tokens: readonly string[]): CallToolResult {
  const live = tokens.filter((token) => token.length >= 8);
  if (live.length === 0) return result;
  const json = JSON.stringify(result);
  if (!live.some((token) => json.includes(token))) return result;
  let clean = json;
  for (const token of live) clean = clean.split(token).join("[inbox token withheld]");
  return JSON.parse(clean) as CallToolResult;
}
