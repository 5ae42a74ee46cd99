import { expect } from "chai";
import { sha256_hex } from "../../src/core/crypto.ts";
import { smtp_client } from "../helpers/smtp.ts";
import { test_server } from "../helpers/service.ts";

const KEY = "svc_secret_account_key_0123456789";
const INGEST = "ingest_secret_0123456789abcdef";

Deno.test("a full run never logs a token, key or secret (nor their digests); tokens are kept only as SHA-256", async () => {
  const log: string[] = [];
  const server = await test_server({
    log: (line) => log.push(line),
    accounts: [{ key: KEY, domains: ["example.com"] }],
    ingest_secret: INGEST,
    auth_fail_limit: { capacity: 3, window_ms: 60_000 },
  });
  const secrets: string[] = [KEY, INGEST];
  const http = (path: string, init: RequestInit & { token?: string } = {}) => {
    const headers = new Headers(init.headers);
    if (init.token) headers.set("authorization", `Bearer ${init.token}`);
    return fetch(`${server.http_url}${path}`, { ...init, headers });
  };
  const json = async (response: Promise<Response>) => await (await response).json();
  try {
    const a = await json(http("/", { method: "POST", headers: { accept: "application/json" } }));
    const b_text = await (await http("/?ttl=2h", { method: "POST" })).text();
    const b = { address: b_text.split("\n")[0]!, token: /token: (\S+)/.exec(b_text)![1]! };
    secrets.push(a.token, b.token);

    await smtp_client(server.smtp_port).sendMail({ from: "x@example.org", to: a.address, subject: "s", text: "t" });
    const ingested = await http(`/v1/ingest?to=${b.address}`, {
      method: "POST",
      token: INGEST,
      body: "Subject: via http\r\n\r\nhi\r\n",
    });
    expect(ingested.status).to.equal(202);
    await ingested.body?.cancel();

    const { messages } = await json(http(`/v1/inboxes/${a.address}/messages`, { token: a.token }));
    for (const path of ["", `/messages/${messages[0].id}`, `/messages/${messages[0].id}/raw`, "/wait?timeout=1s"]) {
      const response = await http(`/v1/inboxes/${a.address}${path}`, { token: a.token });
      expect(response.status, path).to.equal(200);
      await response.body?.cancel();
    }
    await (await http("/v1/inbox", { token: b.token })).body?.cancel();
    await (await http(`/v1/inboxes/${b.address}/extend?ttl=1h`, { method: "POST", token: b.token })).body?.cancel();
    const stream = await http(`/v1/inboxes/${b.address}/stream`, { token: b.token });
    const reader = stream.body!.getReader();
    await reader.read();
    await reader.cancel();

    // The account API: a list with double opt-in mails a one-time link to inbox a.
    expect(
      (await http("/v1/lists", {
        method: "POST",
        token: KEY,
        body: JSON.stringify({ name: "News", confirmation: { from: "news@example.com" } }),
      })).status,
    ).to.equal(201);
    const added = await http("/v1/lists/News/recipients", {
      method: "POST",
      token: KEY,
      body: JSON.stringify({ recipients: [a.address] }),
    });
    expect(added.status).to.be.within(200, 201);
    await added.body?.cancel();
    const confirmation = await json(
      http(`/v1/inboxes/${a.address}/wait?subject=confirm&timeout=10s`, { token: a.token }),
    );
    const link = new URL(confirmation.link);
    secrets.push(link.pathname.split("/").at(-1)!);
    expect(secrets.at(-1)).to.match(/^cfm_/);
    const confirmed = await http(link.pathname);
    expect(confirmed.status).to.equal(200);
    await confirmed.body?.cancel();
    const sent = await http("/v1/messages", {
      method: "POST",
      token: KEY,
      body: JSON.stringify({ from: "news@example.com", to: [b.address], subject: "hello", text: "hi" }),
    });
    expect(sent.status).to.be.within(200, 202);
    await sent.body?.cancel();

    // Wrong credentials of every kind, until the failure limit answers 429.
    const guesses = [
      `${a.token.slice(0, -1)}${a.token.endsWith("x") ? "y" : "x"}`,
      "svc_guessed_key_0000000000",
      "ibx_guess",
      `${INGEST}x`,
    ];
    secrets.push(...guesses);
    const statuses = [];
    for (const [i, guess] of guesses.entries()) {
      const path = i === 1 ? "/v1/lists" : i === 3 ? `/v1/ingest?to=${a.address}` : `/v1/inboxes/${a.address}`;
      const response = await http(path, { method: i === 3 ? "POST" : "GET", token: guess, body: i === 3 ? "x" : null });
      statuses.push(response.status);
      await response.body?.cancel();
    }
    expect(statuses).to.deep.equal([401, 401, 401, 429]);
    await (await http(`/v1/inboxes/${a.address}`, { method: "DELETE", token: a.token })).body?.cancel();

    // At rest: the inbox keeps the token's SHA-256 and nothing else of it; accounts keep the key's.
    const state = await server.service.ctx.store.inbox(b.address);
    expect(state!.token_hash).to.equal(await sha256_hex(b.token));
    expect(JSON.stringify(state)).not.to.include(b.token);
    expect(JSON.stringify(server.service.ctx.accounts.all)).not.to.include(KEY);
  } finally {
    await server.close();
  }
  const text = log.join("\n");
  expect(log.length).to.be.greaterThan(20);
  for (const secret of secrets) {
    expect(text, "a secret in the log").not.to.include(secret);
    expect(text, "a secret's body in the log").not.to.include(secret.replace(/^[a-z]+_/, ""));
    expect(text, "a secret's digest in the log").not.to.include(await sha256_hex(secret));
  }
  expect(text).to.include("http GET /v1/confirm/… 200");
});
