import { expect } from "chai";
import net from "node:net";
import { test_server } from "../helpers/service.ts";
import { closing_head, head_end } from "../../src/server/http/front.ts";
import { read_config } from "../../src/server/main.ts";
import { default_header_timeout } from "../../src/server/server.ts";

/** A raw HTTP connection from `local_address`: what it received, and whether the server closed it. */
function raw_http(port: number, local_address = "127.0.0.1") {
  const socket = net.createConnection({ host: "127.0.0.1", port, localAddress: local_address });
  let received = "";
  let closed = false;
  socket.setEncoding("latin1");
  socket.on("data", (text: string) => received += text);
  socket.on("error", () => {});
  const ended = new Promise<void>((resolve) => socket.on("close", () => (closed = true, resolve())));
  const connected = new Promise<void>((resolve) => socket.once("connect", () => resolve()));
  return {
    connected,
    ended,
    write: (text: string) => new Promise<boolean>((resolve) => socket.write(text, (error) => resolve(!error))),
    get received() {
      return received;
    },
    get closed() {
      return closed;
    },
  };
}

Deno.test("a request head dripped one line at a time is answered 408 and closed at the header timeout", async () => {
  const log: string[] = [];
  const server = await test_server({ header_timeout_ms: 300, log: (line) => log.push(line) });
  try {
    const loris = raw_http(server.port);
    await loris.connected;
    await loris.write("GET / HTTP/1.1\r\nHost: x\r\n");
    let lines = 0;
    // One header line every 50 ms; without a bound this would go on for all 200 lines (10 s).
    while (!loris.closed && lines < 200) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      if (!(await loris.write(`X-Drip-${lines++}: y\r\n`))) break;
    }
    await loris.ended;
    expect(lines, "lines sent before the cut").to.be.below(200);
    expect(loris.received).to.match(/^HTTP\/1\.1 408 Request Timeout\r\n/);
    expect(log).to.include("http 127.0.0.1 408 header_timeout");
    // Others are served meanwhile and after.
    expect((await fetch(`${server.http_url}/`)).status).to.equal(200);
  } finally {
    await server.close();
  }
});

Deno.test("a head that comes in time is served; the connection carries that one request and is closed", async () => {
  const server = await test_server({ header_timeout_ms: 2_000 });
  try {
    const client = raw_http(server.port);
    await client.connected;
    await client.write("GET /llms.txt HTTP/1.1\r\nHost: x\r\nConnection: keep-alive\r\n");
    await client.write("Accept: text/plain\r\n\r\n");
    await client.ended;
    expect(client.received).to.match(/^HTTP\/1\.1 200 OK\r\n/);
    expect(client.received.toLowerCase()).to.include("connection: close");
    expect(client.received).to.include("# Inbox service");
  } finally {
    await server.close();
  }
});

Deno.test("behind the head bound the service still sees each client's own address (per-client limits hold)", async () => {
  // The front is on loopback only when asked for; it is what hands the client address across here.
  const server = await test_server({ header_timeout_ms: 30_000, create_limit: { capacity: 1, window_ms: 3_600_000 } });
  try {
    const create = async (from: string) => {
      const client = raw_http(server.port, from);
      await client.connected;
      await client.write("POST / HTTP/1.1\r\nHost: x\r\nContent-Length: 0\r\n\r\n");
      await client.ended;
      return Number(client.received.slice(9, 12));
    };
    expect([await create("127.0.0.2"), await create("127.0.0.2"), await create("127.0.0.3")]).to.deep.equal([
      201,
      429,
      201,
    ]);
  } finally {
    await server.close();
  }
});

Deno.test("closing_head drops Connection and Keep-Alive fields and asks for close", () => {
  expect(closing_head("GET / HTTP/1.1\r\nHost: x\r\nconnection: keep-alive\r\nKeep-Alive: timeout=5\r\nA: b\r\n\r\n"))
    .to.equal("GET / HTTP/1.1\r\nHost: x\r\nA: b\r\nConnection: close\r\n\r\n");
});

Deno.test("head_end finds the blank line that ends a head, also when it began in an earlier read", () => {
  const bytes = new TextEncoder().encode("GET / HTTP/1.1\r\nHost: x\r\n\r\nbody");
  expect(head_end(bytes)).to.equal(bytes.length - 4);
  // Searched from each split point minus three bytes, as the front does after every read: the same end.
  for (let split = 1; split < bytes.length - 4; split++) {
    const first = head_end(bytes.subarray(0, split));
    expect(first === -1 ? head_end(bytes, split - 3) : first, `split at ${split}`).to.equal(bytes.length - 4);
  }
  expect(head_end(new TextEncoder().encode("GET / HTTP/1.1\r\nHost: x\r\n"))).to.equal(-1);
});

Deno.test("the header timeout is 30 s by default on a reachable address, none on loopback; --header-timeout and SERVICE_HEADER_TIMEOUT change it", async () => {
  const none = (_: string) => undefined;
  expect((await read_config([], none)).header_timeout_ms).to.equal(undefined);
  expect((await read_config(["--header-timeout", "10s"], none)).header_timeout_ms).to.equal(10_000);
  expect((await read_config([], (n) => n === "SERVICE_HEADER_TIMEOUT" ? "0" : undefined)).header_timeout_ms)
    .to.equal(0);
  const error = await read_config(["--header-timeout", "soon"], none).catch((e) => e);
  expect(error.message).to.equal('--header-timeout "soon" is not a duration');
  expect(["0.0.0.0", "::", "192.0.2.7", "127.0.0.1", "127.1.2.3", "::1", "localhost"].map(default_header_timeout))
    .to.deep.equal([30_000, 30_000, 30_000, 0, 0, 0, 0]);
  const server = await test_server();
  try {
    expect(server.header_timeout_ms).to.equal(0);
  } finally {
    await server.close();
  }
});
