// Runs once when the server starts: chooses the provider `mail()` sends with. With RESEND_API_KEY
// set it is Resend; without, `mail()` uses the account provider (SERVICE_TOKEN and
// SERVICE_API_URL from the environment, e.g. the reference server of `deno task serve`).

import { resend, set_provider } from "@service/mail";

// The server's environment (Node, Deno and Bun all have `process.env`).
const env = (globalThis as { process?: { env: Record<string, string | undefined> } }).process?.env ?? {};
if (env.RESEND_API_KEY) set_provider(resend({ api_key: env.RESEND_API_KEY }));
