/**
 * `deno task test:redis`: the server, client and account API suites on the Redis store. Outside CI, with no
 * Redis at `TEST_REDIS_URL`, it says so and skips; in CI a missing Redis fails the run.
 */

import { TEST_REDIS_URL, test_redis_url } from "./redis.ts";

if (!(await test_redis_url())) Deno.exit(0);
const { code } = await new Deno.Command(Deno.execPath(), {
  args: [
    "test",
    "--unstable-no-legacy-abort",
    "--allow-all",
    ...(Deno.args.length ? Deno.args : ["tests/server", "tests/inbox", "tests/account"]),
  ],
  env: { TEST_STORE: "redis", TEST_REDIS_URL },
}).spawn().status;
Deno.exit(code);
