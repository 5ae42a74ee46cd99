/**
 * `inbox mcp`: the inbox tools for AI agents, as an MCP server on standard input and output.
 * The MCP SDK is loaded only when this command runs, so the other commands start as fast as before.
 * @module
 */

import process from "node:process";
import { type Command, URL_HELP } from "../command.ts";
import { EXIT } from "../exit.ts";
import { service_url } from "../session.ts";

export const mcp_command: Command = {
  name: "mcp",
  summary: "serve the inbox tools to an AI agent over MCP (stdio)",
  help: `Usage: inbox mcp [--url URL]

Runs an MCP server on standard input and output for an MCP client (a desktop assistant, an IDE
agent, an agent framework) to start. Its tools: create_inbox, wait_for_mail, list_mail, read_mail,
extract, expect_no_mail, extend_inbox, delete_inbox. Inbox tokens stay in this process; the agent
names inboxes by address and sees only the ones it made here, which are deleted when it
disconnects. SERVICE_INBOX_TOKEN, when set, adds that inbox too (it is not deleted).

Client configuration:
  {"mcpServers": {"inbox": {"command": "npx", "args": ["-y", "-p", "@service/mail", "inbox", "mcp"],
                            "env": {"SERVICE_INBOX_URL": "https://inbox.example.com"}}}}

${URL_HELP}`,
  flags: {},
  async run(io, { flags }) {
    const url = service_url(io, flags.url as string | undefined);
    const [{ create_mcp_server }, { StdioServerTransport }] = await Promise.all([
      import("../../mcp/server.ts"),
      // @ts-types="@modelcontextprotocol/sdk/server/stdio"
      import("@modelcontextprotocol/sdk/server/stdio.js"),
    ]);
    const token = io.env.SERVICE_INBOX_TOKEN;
    const server = create_mcp_server({ url, env: io.env, ...(token ? { attach: [token] } : {}) });
    const transport = new StdioServerTransport();
    const stop = () => void server.close();
    process.stdin.once("end", stop);
    process.stdin.once("close", stop);
    io.signal.addEventListener("abort", stop, { once: true });
    await server.connect(transport);
    io.err(`inbox mcp: serving on stdio; inbox service ${url}\n`);
    await server.ended;
    process.stdin.off("end", stop);
    process.stdin.off("close", stop);
    io.signal.removeEventListener("abort", stop);
    return EXIT.ok;
  },
};
