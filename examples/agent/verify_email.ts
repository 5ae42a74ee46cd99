/**
 * A scripted agent: the steps a model takes with the inbox tools to get through "check your
 * inbox", written out. It talks MCP only (no inbox library): `create_inbox`, hand the address to
 * the sign-up, `wait_for_mail`, and on a timeout look at the near misses before giving up.
 *
 * ```sh
 * deno task serve &                       # the inbox service
 * deno run -A examples/agent/verify_email.ts https://app.example.com/signup
 * ```
 */

// @ts-types="@modelcontextprotocol/sdk/client/index"
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
// @ts-types="@modelcontextprotocol/sdk/client/stdio"
import { getDefaultEnvironment, StdioClientTransport } from "@modelcontextprotocol/sdk/client/stdio.js";

/** What the agent came away with. */
export interface Verified {
  address: string;
  code: string | null;
  link: string | null;
}

/** Calls a tool; answers its structured result, or throws with its text when it failed. */
async function use<T>(client: Client, name: string, args: Record<string, unknown>): Promise<T> {
  const result = await client.callTool({ name, arguments: args });
  const text = (result.content as { text?: string }[]).map((part) => part.text ?? "").join("\n");
  if (result.isError) throw new Error(`${name}: ${text}`);
  return result.structuredContent as T;
}

/**
 * Makes an inbox, signs up with it (`sign_up` is the agent's browser step), and waits for the
 * verification mail; tries once more when the first wait only saw other mail.
 */
export async function verify_email(client: Client, sign_up: (address: string) => Promise<void>): Promise<Verified> {
  const { address } = await use<{ address: string }>(client, "create_inbox", { ttl: "15m", tag: "signup" });
  await sign_up(address);
  type Wait = {
    found: boolean;
    mail: { code: string | null; link: string | null } | null;
    near_misses: { subject: string; failed: string[] }[];
  };
  let answer = await use<Wait>(client, "wait_for_mail", { address, subject: "verify", timeout_seconds: 60 });
  if (!answer.found && answer.near_misses.length > 0) {
    // Something came but did not match "verify": a model would read the near misses; this one takes the newest.
    answer = await use<Wait>(client, "wait_for_mail", { address, tag: "signup", timeout_seconds: 30 });
  }
  if (!answer.found || !answer.mail) throw new Error(`no verification mail came to ${address}`);
  return { address, code: answer.mail.code, link: answer.mail.link };
}

/** A client of `inbox mcp` run from this checkout, on stdio. */
export async function connect_stdio(url: string, env: Record<string, string> = {}): Promise<Client> {
  const main = new URL("../../src/cli/main.ts", import.meta.url).pathname;
  const client = new Client({ name: "verify-email-agent", version: "1.0.0" });
  await client.connect(
    new StdioClientTransport({
      command: Deno.execPath(),
      args: ["run", "--quiet", "--allow-net", "--allow-env", "--allow-read", "--allow-sys=homedir", main, "mcp"],
      env: { ...getDefaultEnvironment(), ...env, SERVICE_INBOX_URL: url },
    }),
  );
  return client;
}

if (import.meta.main) {
  const [signup_url] = Deno.args;
  if (!signup_url) throw new Error("usage: verify_email.ts <sign-up URL that takes a POSTed email>");
  const client = await connect_stdio(Deno.env.get("SERVICE_INBOX_URL") ?? "http://127.0.0.1:8025");
  try {
    const verified = await verify_email(client, async (address) => {
      const response = await fetch(signup_url, { method: "POST", body: new URLSearchParams({ email: address }) });
      await response.body?.cancel();
    });
    console.log(JSON.stringify(verified, null, 2));
  } finally {
    await client.close();
  }
}
