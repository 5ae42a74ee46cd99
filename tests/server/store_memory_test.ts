import { MemoryStore } from "../../src/server/inbox/store/memory.ts";
import { store_suite } from "./store_suite.ts";

store_suite("memory", (clock) => Promise.resolve(new MemoryStore(clock)));
