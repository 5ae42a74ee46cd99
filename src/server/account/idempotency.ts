/**
 * `Idempotency-Key` on `POST /v1/messages`, kept 24 hours: the first request with a key runs and
 * its answer is kept; the same key with the same request answers that first answer again
 * (`Idempotent-Replayed: true`) and sends nothing; the same key with a different request is
 * 422 `idempotency_key_reused`; while the first is still running, 409 `idempotency_in_progress`.
 * A request that fails changes nothing, so its key is freed for the retry.
 * @module
 */

import { sha256_hex } from "../../core/crypto.ts";
import { HttpError } from "../http/errors.ts";
import type { AccountContext } from "./context.ts";

/** How long a key is remembered. */
export const KEY_TTL_MS = 24 * 3_600_000;

/** An answer to keep: status and JSON body. */
export interface Answer {
  status: number;
  body: unknown;
}

/** Runs `work` once per key; answers the response to send. */
export async function idempotent(
  actx: AccountContext,
  account: string,
  request: Request,
  bytes: Uint8Array,
  work: () => Promise<Answer>,
): Promise<Response> {
  const key = request.headers.get("idempotency-key");
  if (key === null) {
    const answer = await work();
    return Response.json(answer.body, { status: answer.status });
  }
  if (!/^[\x21-\x7e]{1,255}$/.test(key)) {
    throw new HttpError(400, "invalid_idempotency_key", "Idempotency-Key must be 1 to 255 visible ASCII characters");
  }
  const path = new URL(request.url).pathname;
  const fingerprint = await sha256_hex(`${request.method} ${path}\n${new TextDecoder().decode(bytes)}`);
  const now = actx.service.clock.now();
  let existing = await actx.store.claim_key(account, key, fingerprint, now + KEY_TTL_MS);
  if (existing && existing.expires <= now) {
    await actx.store.release_key(account, key);
    existing = await actx.store.claim_key(account, key, fingerprint, now + KEY_TTL_MS);
  }
  if (existing) {
    if (existing.fingerprint !== fingerprint) {
      throw new HttpError(
        422,
        "idempotency_key_reused",
        "this Idempotency-Key was used with a different request in the last 24 hours",
      );
    }
    if (!existing.answer) {
      throw new HttpError(409, "idempotency_in_progress", "a request with this Idempotency-Key is still running", {
        "retry-after": "1",
      });
    }
    return Response.json(existing.answer.body, {
      status: existing.answer.status,
      headers: { "idempotent-replayed": "true" },
    });
  }
  let answer: Answer;
  try {
    answer = await work();
  } catch (error) {
    await actx.store.release_key(account, key);
    throw error;
  }
  await actx.store.finish_key(account, key, answer);
  return Response.json(answer.body, { status: answer.status });
}
