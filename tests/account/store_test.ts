import { MemoryAccountStore } from "../../src/server/store/account_memory.ts";
import { account_store_suite } from "./store_suite.ts";

account_store_suite("memory", () => new MemoryAccountStore());
