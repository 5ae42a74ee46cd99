import { FakeClock } from "../helpers/clock.ts";
import { redis_test_account_store, test_redis_url } from "../helpers/redis.ts";
import { account_store_suite } from "./store_suite.ts";

const url = await test_redis_url();

if (url) account_store_suite("redis", () => redis_test_account_store(url, new FakeClock()));
