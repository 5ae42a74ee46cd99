import { expect } from "chai";
import { ServiceError } from "../../src/core/error.ts";
import { stream_messages } from "../../src/inbox/watch.ts";
import type { Fetch } from "../../src/inbox/http.ts";
import type { WireMessage } from "../../src/inbox/wire.ts";

const TUNING = { idle_ms: 150, max_failures: 3, max_delay_ms: 20 };

function event(cursor: number): string {
  const message = { id: `msg_${cursor}`, cursor: String(cursor), subject: `s${cursor}` } as WireMessage;
  return `event: message\nid: ${cursor}\ndata: ${JSON.stringify(message)}\n\n`;
}

/** A stream that sends `text` and then stays open and silent until the request is aborted. */
function silent_after(text: string, signal: AbortSignal | null | undefined): Response {
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(new TextEncoder().encode(`retry: 10\n\n${text}`));
      signal?.addEventListener("abort", () => controller.error(signal.reason), { once: true });
    },
  });
  return new Response(body, { headers: { "content-type": "text/event-stream" } });
}

const source = (fetch: Fetch) => ({
  connection: { url: "http://inbox.test", fetch },
  address: "a-b-cdef@inbox.localhost",
  token: "ibx_test",
});

Deno.test("a stream that goes silent past the idle time is opened again from the last cursor", async () => {
  const asked: (string | null)[] = [];
  const fetch: Fetch = (input, init) => {
    const request = new Request(input, init);
    asked.push(request.headers.get("last-event-id"));
    const text = asked.length === 1 ? event(1) : event(2);
    return Promise.resolve(silent_after(text, request.signal));
  };
  const seen: string[] = [];
  for await (const message of stream_messages(source(fetch), "0", undefined, TUNING)) {
    seen.push(message.cursor);
    if (seen.length === 2) break;
  }
  expect(seen).to.deep.equal(["1", "2"]);
  expect(asked).to.deep.equal(["0", "1"]);
});

Deno.test("a consumer slower than the idle time does not make the stream reconnect", async () => {
  let connections = 0;
  const fetch: Fetch = (input, init) => {
    connections++;
    return Promise.resolve(silent_after(event(1) + event(2), new Request(input, init).signal));
  };
  const seen: string[] = [];
  for await (const message of stream_messages(source(fetch), "0", undefined, TUNING)) {
    seen.push(message.cursor);
    await new Promise((resolve) => setTimeout(resolve, 300));
    if (seen.length === 2) break;
  }
  expect(seen).to.deep.equal(["1", "2"]);
  expect(connections).to.equal(1);
});

Deno.test("a first connection that fails rejects at once with network_error", async () => {
  let attempts = 0;
  const fetch: Fetch = () => {
    attempts++;
    return Promise.reject(new TypeError("connection refused"));
  };
  const error = await stream_messages(source(fetch), "0", undefined, TUNING).next().catch((e) => e);
  expect(error).to.be.instanceOf(ServiceError);
  expect(error).to.include({ provider: "inbox", code: "network_error" });
  expect(attempts).to.equal(1);
});

Deno.test("a dropped stream that cannot reconnect gives up after max_failures attempts in a row", async () => {
  let attempts = 0;
  const fetch: Fetch = () => {
    // The first connection sends one message and ends; the service is gone after that.
    if (++attempts === 1) return Promise.resolve(new Response(`retry: 10\n\n${event(1)}`));
    return Promise.reject(new TypeError("connection refused"));
  };
  const seen: string[] = [];
  const error = await (async () => {
    for await (const message of stream_messages(source(fetch), "0", undefined, TUNING)) seen.push(message.cursor);
  })().catch((e) => e);
  expect(seen).to.deep.equal(["1"]);
  expect(error).to.include({ provider: "inbox", code: "network_error" });
  expect(attempts).to.equal(1 + TUNING.max_failures);
});

Deno.test("a stream retries a 503 and then goes on", async () => {
  let attempts = 0;
  const fetch: Fetch = (input, init) => {
    if (++attempts === 1) return Promise.resolve(new Response("restarting", { status: 503 }));
    return Promise.resolve(silent_after(event(5), new Request(input, init).signal));
  };
  const stream = stream_messages(source(fetch), "4", undefined, TUNING);
  const first = await stream.next();
  await stream.return();
  expect((first.value as WireMessage).cursor).to.equal("5");
  expect(attempts).to.equal(2);
});

Deno.test("a message that is not JSON rejects with invalid_response", async () => {
  const fetch: Fetch = (input, init) =>
    Promise.resolve(silent_after("event: message\nid: 1\ndata: {oops\n\n", new Request(input, init).signal));
  const error = await stream_messages(source(fetch), "0", undefined, TUNING).next().catch((e) => e);
  expect(error).to.include({ provider: "inbox", code: "invalid_response" });
});
