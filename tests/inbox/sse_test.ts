import { expect } from "chai";
import { type SseEvent, SseParser } from "../../src/inbox/sse.ts";

const table: [string, string[], Partial<SseEvent>[]][] = [
  ["one event", ["event: message\nid: 1\ndata: {}\n\n"], [{ event: "message", id: "1", data: "{}" }]],
  ["default type is message", ["data: x\n\n"], [{ event: "message", id: "", data: "x" }]],
  ["data lines join with \\n", ["data: a\ndata: b\ndata\n\n"], [{ data: "a\nb\n" }]],
  ["only one leading space is dropped", ["data:  two\n\n"], [{ data: " two" }]],
  ["no space after the colon", ["data:x\n\n"], [{ data: "x" }]],
  ["comments are skipped", [": keep-alive\n\n: again\ndata: y\n\n"], [{ data: "y" }]],
  ["an event without data is not dispatched", ["event: ping\n\ndata: z\n\n"], [{ event: "message", data: "z" }]],
  ["CRLF line ends", ["event: gone\r\ndata: {}\r\n\r\n"], [{ event: "gone", data: "{}" }]],
  ["CR line ends", ["data: a\rdata: b\r\r"], [{ data: "a\nb" }]],
  ["CRLF split across chunks", ["data: a\r", "\n\r", "\n"], [{ data: "a" }]],
  ["a line split across chunks", ["da", "ta: hel", "lo\n", "\n"], [{ data: "hello" }]],
  ["the id carries over to later events", ["id: 7\ndata: a\n\ndata: b\n\n"], [{ id: "7", data: "a" }, {
    id: "7",
    data: "b",
  }]],
  ["an id with NUL is ignored", ["id: 3\ndata: a\n\nid: x\0y\ndata: b\n\n"], [{ id: "3" }, { id: "3" }]],
  ["a leading BOM is skipped", ["\ufeffdata: a\n\n"], [{ data: "a" }]],
  ["an unfinished event is held back", ["data: a\n"], []],
  ["unknown fields are ignored", ["foo: bar\ndata: a\n\n"], [{ data: "a" }]],
];

for (const [name, chunks, expected] of table) {
  Deno.test(`SseParser: ${name}`, () => {
    const parser = new SseParser();
    const events = chunks.flatMap((chunk) => parser.push(chunk));
    expect(events).to.have.length(expected.length);
    events.forEach((event, i) => expect(event).to.deep.include(expected[i]!));
  });
}

Deno.test("SseParser remembers retry and the last event id", () => {
  const parser = new SseParser();
  expect(parser.push("retry: 1000\n\n")).to.deep.equal([]);
  expect(parser.retry).to.equal(1000);
  parser.push("retry: soon\n\n");
  expect(parser.retry).to.equal(1000);
  parser.push("id: 42\nevent: message\ndata: {}\n\n");
  expect(parser.last_event_id).to.equal("42");
});

Deno.test("SseParser takes a 4 MB data line in 1 kB pieces without rescanning what it holds", () => {
  const data = "x".repeat(4 * 1024 * 1024);
  const text = `event: message\nid: 1\ndata: ${data}\n\n`;
  const parser = new SseParser();
  const started = performance.now();
  const events = [];
  for (let i = 0; i < text.length; i += 1024) events.push(...parser.push(text.slice(i, i + 1024)));
  expect(events).to.have.length(1);
  expect(events[0]!.data.length).to.equal(data.length);
  expect(performance.now() - started).to.be.below(2_000);
});
