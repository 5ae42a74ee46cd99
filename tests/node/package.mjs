// The installed package itself: its exports map, what each entry exports, and its types for TypeScript users.

import { test } from "node:test";
import assert from "node:assert/strict";
import { execFile } from "node:child_process";
import { readFile, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { promisify } from "node:util";

const run = promisify(execFile);
const repo = process.env.REPO_ROOT;

// Entries that run on Deno only (scripts/exports.ts): the in-process server.
const DENO_ONLY = ["./server.ts"];

test("package.json exports mirror deno.json exports, one entry each, without the Deno-only ones", async () => {
  const deno = JSON.parse(await readFile(`${repo}/deno.json`, "utf8"));
  const pkg = JSON.parse(await readFile("node_modules/@service/mail/package.json", "utf8"));
  const expected = Object.fromEntries(
    Object.entries(deno.exports).filter(([, source]) => !DENO_ONLY.includes(source)).map(([key, source]) => {
      const stem = source.replace(/^\.\//, "").replace(/\.ts$/, "");
      return [key, { types: `./esm/${stem}.d.ts`, default: `./esm/${stem}.js` }];
    }),
  );
  expected["./package.json"] = "./package.json";
  assert.deepEqual(pkg.exports, expected);
  assert.equal(pkg.name, deno.name);
  assert.equal(pkg.version, deno.version);
  assert.deepEqual(pkg.bin, { inbox: "./bin/inbox.js" });
});

test("each entry exports what DESIGN.md lists", async () => {
  const names = async (entry) => Object.keys(await import(entry));
  const expect_names = (have, want) => assert.deepEqual(want.filter((name) => !have.includes(name)), []);
  expect_names(await names("@service/mail"), ["mail", "cancel", "set_provider", "ServiceError", "resend", "account"]);
  expect_names(await names("@service/mail/inbox"), [
    "temp",
    "Inbox",
    "Mail",
    "InboxTimeoutError",
    "UnexpectedMailError",
  ]);
  expect_names(await names("@service/mail/extract"), ["extract_mail", "extract", "explain"]);
  expect_names(await names("@service/mail/webhooks"), [
    "receive",
    "handshake",
    "mock_event",
    "mock_request",
    "parse_user_agent",
  ]);
  expect_names(await names("@service/mail/kit"), ["webhook", "form_action"]);
  expect_names(await names("@service/mail/mock"), ["mock"]);
});

test("only the exported entries can be imported; internals stay private", async () => {
  await assert.rejects(import("@service/mail/esm/src/send/error.js"), { code: "ERR_PACKAGE_PATH_NOT_EXPORTED" });
  await assert.rejects(import("@service/mail/server"), { code: "ERR_PACKAGE_PATH_NOT_EXPORTED" });
  const require = createRequire(import.meta.url);
  assert.match(require.resolve("@service/mail/package.json"), /node_modules\/@service\/mail\/package\.json$/);
});

test("one ServiceError class across entries, so instanceof holds between them", async () => {
  const [{ ServiceError: a }, { ServiceError: b }, { ServiceError: c }] = await Promise.all([
    import("@service/mail"),
    import("@service/mail/inbox"),
    import("@service/mail/webhooks"),
  ]);
  assert.equal(a, b);
  assert.equal(a, c);
});

test("a TypeScript consumer type-checks against the shipped .d.ts (module nodenext, strict)", async () => {
  await writeFile(
    "consumer.ts",
    `import { mail, resend, ServiceError, type SendOptions } from "@service/mail";
import { temp, type Mail } from "@service/mail/inbox";
import { receive, type WebhookEvent } from "@service/mail/webhooks";
import { webhook } from "@service/mail/kit";
import { mock } from "@service/mail/mock";
import { extract_mail, type ExplainedMail } from "@service/mail/extract";

const options: SendOptions = { to: "a@example.com", body: "<p>Hi</p>", scheduled_at: { hours: 1 } };
const provider = resend({ api_key: "re_x" });
export async function run(): Promise<string | null> {
  const sent = await mail(options).catch((error: unknown) => ServiceError.is(error) ? error.code ?? null : null);
  await using inbox = await temp({ ttl: "15m" });
  const got: Mail = await inbox.wait({ subject: /verify/i });
  const none: void = await inbox.wait({ subject: /verify/i, after: got.cursor, expect: "none" });
  const explained: ExplainedMail = await extract_mail("Subject: x\\r\\n\\r\\nCode: 4821\\r\\n", { explain: true });
  void none; void explained.candidates.codes[0]?.reason;
  const events: WebhookEvent[] = await receive(new Request("https://x.test"), { provider: "resend" });
  void provider; void sent; void events; void mock().messages;
  void webhook(async (list) => { for (const event of list) event.type satisfies string; });
  return got.code;
}
// @ts-expect-error: subject is a string, not a number
const wrong: SendOptions = { body: "x", subject: 1 };
void wrong;
`,
  );
  await writeFile(
    "tsconfig.json",
    JSON.stringify({
      compilerOptions: {
        module: "nodenext",
        target: "es2022",
        lib: ["es2023", "dom", "esnext.disposable"],
        strict: true,
        exactOptionalPropertyTypes: true,
        noEmit: true,
        skipLibCheck: false,
        skipDefaultLibCheck: true,
        types: [],
      },
      files: ["consumer.ts"],
    }),
  );
  const { stdout } = await run(process.execPath, ["node_modules/typescript/bin/tsc", "-p", "tsconfig.json"]).catch(
    (error) => ({ stdout: `${error.stdout}${error.stderr}` }),
  );
  assert.equal(stdout, "");
});
