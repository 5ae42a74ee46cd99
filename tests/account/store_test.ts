import { MemoryAccountStore } from "../../src/server/account/store/memory/mod.ts";
import { account_store_suite } from "./store_suite.ts";

account_store_suite("memory", () => new MemoryAccountStore());
