import { expect } from "chai";
import { browser_counts, deno_counts, node_counts, outcome, skip_reason, summary } from "../../scripts/test_summary.ts";

const DENO_FAILED = [
  "\x1b[0m\x1b[32mCheck\x1b[0m a_test.ts",
  "d ... \x1b[0m\x1b[31mFAILED\x1b[0m (475µs)",
  "",
  "\x1b[0m\x1b[31mFAILED\x1b[0m | 2 passed (1 step) | 1 failed | 1 ignored \x1b[0m\x1b[38;5;245m(11ms)\x1b[0m",
  "",
  "error: Test failed",
].join("\n");
const DENO_OK = "running 3 tests\nok | 1204 passed (31 steps) | 0 failed (1m3s)\n";
const NODE = [
  "✔ a (1ms)",
  "﹣ b (0.1ms) # SKIP",
  "ℹ tests 2",
  "ℹ suites 0",
  "ℹ pass 1",
  "ℹ fail 0",
  "ℹ cancelled 0",
  "ℹ skipped 1",
  "ℹ todo 0",
]
  .join("\n");
const REDIS_SKIPPED =
  "skipping Redis tests: no Redis answers at redis://127.0.0.1:6379 (start redis-server or set TEST_REDIS_URL)\n";

Deno.test("deno_counts reads deno test's closing line, coloured or not, with steps and ignored tests", () => {
  expect(deno_counts(DENO_FAILED)).to.deep.equal({ passed: 2, failed: 1, ignored: 1 });
  expect(deno_counts(DENO_OK)).to.deep.equal({ passed: 1204, failed: 0, ignored: 0 });
  expect(deno_counts("error: Module not found")).to.equal(null);
});

Deno.test("node_counts and browser_counts read their runners' tallies", () => {
  expect(node_counts(NODE)).to.deep.equal({ passed: 1, failed: 0, ignored: 1 });
  expect(node_counts("npm ERR! network")).to.equal(null);
  expect(browser_counts("✔ a\nbrowser: 56 passed, 2 failed\n")).to.deep.equal({ passed: 56, failed: 2, ignored: 0 });
});

Deno.test("a suite that exits 0 having said why it skipped is skipped, with the reason", () => {
  expect(skip_reason(REDIS_SKIPPED)).to.equal(
    "no Redis answers at redis://127.0.0.1:6379 (start redis-server or set TEST_REDIS_URL)",
  );
  expect(outcome("test:redis", 0, REDIS_SKIPPED, 1)).to.deep.equal({
    suite: "test:redis",
    status: "skipped",
    passed: 0,
    failed: 0,
    ignored: 0,
    reason: "no Redis answers at redis://127.0.0.1:6379 (start redis-server or set TEST_REDIS_URL)",
    seconds: 1,
  });
});

Deno.test("outcome: counts with failures, a crash without counts, and a silent exit 0 are all failures", () => {
  expect(outcome("test:deno", 1, DENO_FAILED, 2)).to.deep.equal({
    suite: "test:deno",
    status: "failed",
    passed: 2,
    failed: 1,
    ignored: 1,
    seconds: 2,
  });
  expect(outcome("test:node", 1, "npm install failed\ntest:node: npm exited with 1\n", 3)).to.deep.include({
    status: "failed",
    reason: "exit code 1: test:node: npm exited with 1",
  });
  expect(outcome("test:kv", 0, "", 1)).to.deep.include({ status: "failed", reason: "printed no test counts" });
  expect(outcome("test:node", 0, NODE, 4)).to.deep.include({ status: "passed", passed: 1, ignored: 1 });
});

Deno.test("summary prints one line per suite and a total", () => {
  const lines = summary([
    outcome("test:deno", 0, DENO_OK, 63),
    outcome("test:redis", 0, REDIS_SKIPPED, 0.5),
    outcome("test:browser", 1, "browser: 56 passed, 2 failed", 20),
  ]);
  expect(lines).to.deep.equal([
    "test:deno     PASSED   1204 passed, 0 failed  [63.0s]",
    "test:redis    SKIPPED  skipped: no Redis answers at redis://127.0.0.1:6379 (start redis-server or set TEST_REDIS_URL)  [0.5s]",
    "test:browser  FAILED   56 passed, 2 failed  [20.0s]",
    "total: 1 suites passed, 1 failed, 1 skipped; 1260 tests passed, 2 failed, 0 ignored",
  ]);
});
