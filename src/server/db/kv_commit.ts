/**
 * Writes to Deno KV that ride out SQLite's file lock. Processes sharing one KV file take turns
 * at writing; one that finds another mid-write is told "database is locked" at once, with
 * nothing written, so the write is tried again after a short random wait (up to ~10 s in all).
 * @module
 */

const ATTEMPTS = 60;

/** Runs `write`, again while the database is locked by another process. */
export async function unlocked<T>(write: () => Promise<T>): Promise<T> {
  for (let attempt = 1;; attempt++) {
    try {
      return await write();
    } catch (error) {
      if (attempt >= ATTEMPTS || !/database is locked/i.test((error as Error)?.message ?? "")) throw error;
      const wait = Math.min(200, 2 ** attempt) * (0.5 + Math.random());
      await new Promise((resolve) => setTimeout(resolve, wait));
    }
  }
}

/** Commits `op` (an atomic operation may be committed again after one that wrote nothing). */
export function commit(op: Deno.AtomicOperation): Promise<Deno.KvCommitResult | Deno.KvCommitError> {
  return unlocked(() => op.commit());
}
