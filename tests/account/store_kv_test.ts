import { FakeClock } from "../helpers/clock.ts";
import { AccountKvStore } from "../../src/server/store/account_kv.ts";
import { account_store_suite } from "./store_suite.ts";

account_store_suite("kv", () => AccountKvStore.open(":memory:", { clock: new FakeClock() }));
