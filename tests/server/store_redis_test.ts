import { redis_test_store, test_redis_url } from "../helpers/redis.ts";
import { store_suite } from "./store_suite.ts";

const url = await test_redis_url();
if (url) store_suite("redis", (clock) => redis_test_store(url, clock));
else Deno.test({ name: "redis store: skipped, no Redis reachable (see TEST_REDIS_URL)", ignore: true, fn() {} });
