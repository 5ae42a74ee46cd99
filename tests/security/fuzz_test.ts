import { expect } from "chai";

/**
 * 20,000 mutated hostile messages through ingest and the read routes, in a process of their own
 * (with `gc` exposed, so the heap after the inboxes are deleted can be compared with the heap
 * after warm-up). A new seed each day; a failure prints the seed and iteration to repeat it.
 */
Deno.test("20,000 mutated hostile messages: no crash, every one stored and readable, no heap growth", async () => {
  const seed = Math.floor(Date.now() / 86_400_000);
  const output = await new Deno.Command(Deno.execPath(), {
    args: [
      "run",
      "-A",
      "--v8-flags=--expose-gc",
      new URL("./fuzz.ts", import.meta.url).pathname,
      "--count",
      "20000",
      "--seed",
      String(seed),
    ],
    stdout: "piped",
    stderr: "piped",
  }).output();
  const text = new TextDecoder().decode(output.stdout);
  expect(output.code, `seed ${seed}: ${new TextDecoder().decode(output.stderr)}`).to.equal(0);
  const result = JSON.parse(text.trim().split("\n").at(-1)!);
  console.log(`fuzz seed ${seed}: ${text.trim()}`);
  expect(result.crashes, `seed ${seed}`).to.deep.equal([]);
  expect(result.messages).to.equal(20_000);
  expect(result.accepted).to.equal(20_000);
  expect(result.read_checks).to.equal(400);
  expect(result.seconds).to.be.lessThan(300);
  expect(result.heap_mb.end - result.heap_mb.warm, "heap growth in MB").to.be.lessThan(8);
});
