import { KvStore } from "../../src/server/inbox/store/kv.ts";
import { store_suite } from "./store_suite.ts";

store_suite("kv", (clock) => KvStore.open(":memory:", { clock }));
