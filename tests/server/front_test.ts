import { expect } from "chai";
import nodemailer from "nodemailer";
import { test_server } from "../helpers/service.ts";
import { open_file_limit, start_front } from "../../src/server/http/front.ts";
import { local_request } from "../../src/server/http/front_answer.ts";
import type { RunningServer } from "../../src/server/server.ts";

const decoder = new TextDecoder("latin1");

async function create(server: RunningServer): Promise<{ address: string; token: string }> {
  const response = await fetch(`${server.http_url}/`, { method: "POST", headers: { accept: "application/json" } });
  expect(response.status).to.equal(201);
  return await response.json();
}

/** A raw connection that sends `head` and collects what comes back until the server closes it. */
async function raw(port: number, head: string) {
  const conn = await Deno.connect({ hostname: "127.0.0.1", port });
  if (head) await conn.write(new TextEncoder().encode(head));
  const chunks: string[] = [];
  const ended = (async () => {
    const buffer = new Uint8Array(16 * 1024);
    try {
      for (;;) {
        const n = await conn.read(buffer);
        if (n === null) break;
        chunks.push(decoder.decode(buffer.subarray(0, n)));
      }
    } catch {
      // closed by us
    }
  })();
  return {
    ended,
    get text() {
      return chunks.join("");
    },
    close() {
      try {
        conn.close();
      } catch {
        // already closed
      }
    },
  };
}

function wait_head(address: string, token: string, query = "timeout=20s"): string {
  return `GET /v1/inboxes/${address}/wait?${query} HTTP/1.1\r\nHost: 127.0.0.1\r\nAuthorization: Bearer ${token}\r\n\r\n`;
}

function open_descriptors(): number {
  return [...Deno.readDirSync("/proc/self/fd")].length;
}

async function until(condition: () => boolean, what: string): Promise<void> {
  for (let i = 0; i < 400 && !condition(); i++) await new Promise((resolve) => setTimeout(resolve, 10));
  expect(condition(), what).to.equal(true);
}

Deno.test("a held wait is answered by the front: its message as JSON, the code extracted, then the connection closes", async () => {
  const server = await test_server();
  try {
    const inbox = await create(server);
    const client = await raw(server.port, wait_head(inbox.address, inbox.token));
    await until(() => server.service.stats().waits === 1, "the wait is held");
    await nodemailer.createTransport({ host: "127.0.0.1", port: server.smtp_port }).sendMail({
      from: "shop@example.com",
      to: inbox.address,
      subject: "Your code",
      text: "Your verification code is 482913.",
    });
    await client.ended;
    const [head, body] = client.text.split("\r\n\r\n") as [string, string];
    const lines = head.split("\r\n");
    expect(lines[0]).to.equal("HTTP/1.1 200 OK");
    const fields = new Map(lines.slice(1).map((line) => line.split(": ", 2) as [string, string]));
    expect(fields.get("connection")).to.equal("close");
    expect(fields.get("content-type")).to.match(/^application\/json/);
    expect(Number(fields.get("content-length"))).to.equal(new TextEncoder().encode(body).byteLength);
    expect(fields.get("access-control-allow-origin")).to.equal("*");
    expect(fields.get("x-content-type-options")).to.equal("nosniff");
    const message = JSON.parse(body);
    expect([message.subject, message.code, message.from]).to.deep.equal(["Your code", "482913", "shop@example.com"]);
    expect(server.service.stats().waits).to.equal(0);
  } finally {
    await server.close();
  }
});

Deno.test("held waits cost the server one descriptor each, also behind the head bound: none reach Deno.serve", async () => {
  // The head bound is on by default on a reachable address (a container's 0.0.0.0).
  const server = await test_server({ header_timeout_ms: 30_000 });
  try {
    const inboxes = await Promise.all(Array.from({ length: 40 }, () => create(server)));
    const before = open_descriptors();
    const clients = await Promise.all(inboxes.map((inbox) => raw(server.port, wait_head(inbox.address, inbox.token))));
    await until(() => server.service.stats().waits === 40, "all 40 waits are held");
    // Each held wait: the client's end (this process) and the front's. Handed on, it would be four.
    expect(open_descriptors() - before).to.equal(80);
    // The client going away releases its wait.
    for (const client of clients) client.close();
    await until(() => server.service.stats().waits === 0, "the waits are released");
    await Promise.all(clients.map((client) => client.ended));
  } finally {
    await server.close();
  }
});

Deno.test("a stream held by the front sends its events chunked, and ends when the client goes", async () => {
  const server = await test_server();
  try {
    const inbox = await create(server);
    const controller = new AbortController();
    const response = await fetch(`${server.http_url}/v1/inboxes/${inbox.address}/stream`, {
      headers: { authorization: `Bearer ${inbox.token}` },
      signal: controller.signal,
    });
    expect(response.status).to.equal(200);
    expect(response.headers.get("content-type")).to.equal("text/event-stream; charset=utf-8");
    expect(response.headers.get("transfer-encoding")).to.equal("chunked");
    const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
    let text = "";
    while (!text.includes("retry: 1000")) text += (await reader.read()).value;
    await nodemailer.createTransport({ host: "127.0.0.1", port: server.smtp_port }).sendMail({
      from: "shop@example.com",
      to: inbox.address,
      subject: "Streamed",
      text: "Your code is 731946.",
    });
    while (!/event: message\n[^]*\n\n/.test(text)) text += (await reader.read()).value;
    const data = /event: message\nid: 1\ndata: (.*)\n\n/.exec(text);
    expect(JSON.parse(data![1]!).code).to.equal("731946");
    expect(server.service.stats().streams).to.equal(1);
    controller.abort();
    await reader.cancel().catch(() => {});
    await until(() => server.service.stats().streams === 0, "the stream is released");
  } finally {
    await server.close();
  }
});

Deno.test("other requests are handed to Deno.serve: on loopback the connection keeps alive for the next", async () => {
  const server = await test_server();
  try {
    const both = "GET /health HTTP/1.1\r\nHost: x\r\n\r\nGET /health HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n";
    const client = await raw(server.port, both);
    await client.ended;
    expect(client.text.split("HTTP/1.1 200 OK\r\n").length - 1).to.equal(2);
    // What the front does not read itself goes on as sent: a wait with a body, a malformed field.
    const inbox = await create(server);
    const bodied = await raw(
      server.port,
      `GET /v1/inboxes/${inbox.address}/wait?timeout=0s HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer ${inbox.token}\r\n` +
        "Content-Length: 2\r\nConnection: close\r\n\r\nhi",
    );
    await bodied.ended;
    expect(bodied.text).to.match(/^HTTP\/1\.1 408 /);
    const malformed = await raw(
      server.port,
      `GET /v1/inboxes/${inbox.address}/wait HTTP/1.1\r\nHost: x\r\nbad line\r\n\r\n`,
    );
    await malformed.ended;
    expect(malformed.text).to.match(/^HTTP\/1\.1 400 /);
  } finally {
    await server.close();
  }
});

Deno.test("past its descriptor budget the front answers 503 with Retry-After, and serves again once one is free", async () => {
  const upstream = Deno.serve({ port: 0, hostname: "127.0.0.1", onListen() {} }, () => new Response("ok"));
  // Two idle connections hold two descriptors; a third would leave too few for a hand-off (three).
  const front = start_front({
    hostname: "127.0.0.1",
    port: 0,
    upstream_port: upstream.addr.port,
    timeout_ms: 0,
    max_descriptors: 4,
  });
  try {
    const idle = [await raw(front.addr.port, ""), await raw(front.addr.port, "")];
    await until(() => front.pending === 2, "two connections are open");
    const shed = await raw(front.addr.port, "GET / HTTP/1.1\r\nHost: x\r\n\r\n");
    await shed.ended;
    expect(shed.text).to.equal(
      "HTTP/1.1 503 Service Unavailable\r\nRetry-After: 1\r\nConnection: close\r\nContent-Length: 0\r\n\r\n",
    );
    idle[0]!.close();
    await until(() => front.pending === 1, "one connection is left");
    const served = await raw(front.addr.port, "GET / HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n");
    await served.ended;
    expect(served.text).to.match(/^HTTP\/1\.1 200 OK\r\n[^]*\r\n\r\nok$/);
    idle[1]!.close();
    await Promise.all(idle.map((client) => client.ended));
  } finally {
    await front.close();
    await upstream.shutdown();
    await front.drained();
  }
});

Deno.test("open_file_limit reads the soft limit on open files, and null where it cannot", () => {
  const limits = "Limit                     Soft Limit           Hard Limit           Units     \n" +
    "Max processes             95000                95000                processes \n" +
    "Max open files            1024                 524288               files     \n";
  expect(open_file_limit(() => limits)).to.equal(1024);
  expect(open_file_limit(() => "Max processes 12\n")).to.equal(null);
  expect(open_file_limit(() => {
    throw new Deno.errors.NotFound("no /proc here");
  })).to.equal(null);
});

Deno.test("with few descriptors left the server sheds HTTP connections with 503 instead of dying, and serves after", async () => {
  await using server = await limited_server("-A");
  const { url, port } = server;
  // 400 idle connections: more than the process may open. Before the front kept a budget, the
  // HTTP server's accept failed with "Too many open files" and the process exited.
  const clients: Awaited<ReturnType<typeof raw>>[] = [];
  for (let i = 0; i < 400; i++) clients.push(await raw(port, ""));
  // The budget is half of 300 under so low a limit: 148 held, each leaving room for a hand-off.
  const shed = () => clients.filter((client) => client.text.startsWith("HTTP/1.1 503 Service Unavailable\r\n"));
  await until(() => shed().length === 252, "252 connections are answered 503");
  for (const client of clients) client.close();
  await Promise.all(clients.map((client) => client.ended));
  const health = await fetch(`${url}/health`);
  expect([health.status, await health.json()]).to.deep.equal([200, { status: "ok" }]);
});

/** The server in its own process under `ulimit -n 300`, run with `flags`; its HTTP URL and port. Ended when disposed. */
async function limited_server(flags: string) {
  const child = new Deno.Command("bash", {
    args: [
      "-c",
      `ulimit -n 300 && exec "$0" run ${flags} --unstable-no-legacy-abort src/server/main.ts --port 0 --smtp-port 0 --quiet`,
      Deno.execPath(),
    ],
    stdout: "piped",
    stderr: "null",
  }).spawn();
  const reader = child.stdout.pipeThrough(new TextDecoderStream()).getReader();
  let out = "";
  while (!/http: (\S+)\n/.test(out)) {
    const { value, done } = await reader.read();
    if (done) break;
    out += value;
  }
  reader.releaseLock();
  const url = /http: (\S+)\n/.exec(out)?.[1] ?? "";
  return {
    url,
    port: Number(url && new URL(url).port),
    status: child.status,
    async [Symbol.asyncDispose]() {
      try {
        child.kill("SIGTERM");
      } catch {
        // already ended
      }
      await child.status;
      await child.stdout.cancel().catch(() => {});
    },
  };
}

Deno.test("local_request reads only a plain HTTP/1.1 head without a body; anything else is handed on", () => {
  const local = {
    wants: (method: string, target: string) => method === "GET" && target.startsWith("/w"),
    answer: () => Promise.reject(),
  };
  const signal = new AbortController().signal;
  const read = (head: string) => local_request(`${head}\r\n\r\n`, local, signal);
  const request = read(
    "GET /wait?timeout=5s HTTP/1.1\r\nHost: 127.0.0.1:8025\r\nAuthorization: Bearer ibx_x\r\nX-Two:  a  b ",
  );
  expect([request?.method, request?.url, request?.headers.get("authorization"), request?.headers.get("x-two")]).to.deep
    .equal(["GET", "http://127.0.0.1:8025/wait?timeout=5s", "Bearer ibx_x", "a  b"]);
  expect(read("GET /wait HTTP/1.1\r\nHost: [::1]:8025")?.url).to.equal("http://[::1]:8025/wait");
  for (
    const head of [
      "GET /other HTTP/1.1\r\nHost: x", // not one it wants
      "POST /wait HTTP/1.1\r\nHost: x",
      "GET /wait HTTP/1.0\r\nHost: x",
      "GET http://x/wait HTTP/1.1\r\nHost: x", // absolute form, as to a proxy
      "GET /wait HTTP/1.1", // no Host
      "GET /wait HTTP/1.1\r\nHost: x\r\nHost: y",
      "GET /wait HTTP/1.1\r\nHost: x\r\n folded: line",
      "GET /wait HTTP/1.1\r\nHost: x\r\nContent-Length: 3",
      "GET /wait HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked",
      "GET /wait HTTP/1.1\r\nHost: x y",
    ]
  ) expect(read(head), JSON.stringify(head)).to.equal(null);
  expect(read("GET /wait HTTP/1.1\r\nHost: x\r\nContent-Length: 0")).to.not.equal(null);
});

Deno.test("waits the front answers keep the checks before any route: wrong tokens are counted per client, then 429", async () => {
  const server = await test_server({ auth_fail_limit: { capacity: 2, window_ms: 60_000 } });
  try {
    const inbox = await create(server);
    const status = async (token: string) => {
      const client = await raw(server.port, wait_head(inbox.address, token, "timeout=0s"));
      await client.ended;
      return client.text.slice(0, client.text.indexOf("\r\n"));
    };
    expect(await status("ibx_wrong1")).to.equal("HTTP/1.1 401 Unauthorized");
    expect(await status("ibx_wrong2")).to.equal("HTTP/1.1 401 Unauthorized");
    // Spent: even the right token waits until the window has room again.
    expect(await status(inbox.token)).to.equal("HTTP/1.1 429 Too Many Requests");
  } finally {
    await server.close();
  }
});

Deno.test("service.held answers a head that is no held route as fetch would", async () => {
  const server = await test_server();
  try {
    const head = {
      method: "GET",
      url: `${server.http_url}/health`,
      headers: new Headers(),
      signal: new AbortController().signal,
    };
    const response = await server.service.held(head, { ip: "192.0.2.1" });
    expect([response.status, await response.json()]).to.deep.equal([200, { status: "ok" }]);
  } finally {
    await server.close();
  }
});

Deno.test("an answer that fails in the front is a 500 in the usual error shape, and the front goes on", async () => {
  const upstream = Deno.serve({ port: 0, hostname: "127.0.0.1", onListen() {} }, () => new Response("ok"));
  const local = {
    wants: (_: string, target: string) => target === "/fails",
    answer: () => Promise.reject(new Error("boom")),
  };
  const front = start_front({
    hostname: "127.0.0.1",
    port: 0,
    upstream_port: upstream.addr.port,
    timeout_ms: 0,
    local,
  });
  try {
    const failed = await raw(front.addr.port, "GET /fails HTTP/1.1\r\nHost: x\r\n\r\n");
    await failed.ended;
    expect(failed.text).to.match(/^HTTP\/1\.1 500 Internal Server Error\r\n/);
    expect(JSON.parse(failed.text.slice(failed.text.indexOf("\r\n\r\n") + 4))).to.deep.equal({
      error: { code: "internal_error", message: "something went wrong on the server" },
    });
    const served = await raw(front.addr.port, "GET / HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n");
    await served.ended;
    expect(served.text).to.match(/^HTTP\/1\.1 200 OK\r\n[^]*\r\n\r\nok$/);
  } finally {
    await front.close();
    await upstream.shutdown();
    await front.drained();
  }
});

Deno.test("with the serve task's permissions, out of descriptors the server keeps answering and serves again after", async () => {
  // Without --allow-all the front cannot read its limit (/proc/self/limits), so no budget applies: here it is the
  // retried accept, the 503 when the front cannot reach the HTTP server, and that server started again if it stops.
  await using server = await limited_server("--allow-net --allow-env --allow-read --allow-write --allow-sys");
  const { url, port } = server;
  // Kept-alive connections handed to the HTTP server: three descriptors each, 450 wanted of 300.
  const clients: Awaited<ReturnType<typeof raw>>[] = [];
  for (let i = 0; i < 150; i++) clients.push(await raw(port, "GET /health HTTP/1.1\r\nHost: x\r\n\r\n"));
  await new Promise((resolve) => setTimeout(resolve, 500));
  const answers = clients.map((client) => client.text.slice(0, 12));
  expect(answers.filter((answer) => answer === "HTTP/1.1 200").length, "some were served").to.be.above(0);
  for (const client of clients) client.close();
  await Promise.all(clients.map((client) => client.ended));
  let health = 0;
  for (let tries = 0; tries < 50 && health !== 200; tries++) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    health = await fetch(`${url}/health`).then(
      async (response) => (await response.body?.cancel(), response.status),
      () => 0,
    );
  }
  expect(health, "/health after the connections closed").to.equal(200);
  expect(await Promise.race([server.status.then(() => "exited"), Promise.resolve("running")])).to.equal("running");
});
