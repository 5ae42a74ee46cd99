/**
 * Lua of the Redis account store: each write is one script, so a change and the jobs it queues
 * (or the job it finishes) are written together. Every script gets `ARGV[1]` = key prefix `P`,
 * `ARGV[2]` = the account `A` (`''` where none applies). Keys, under `K` = `P a:<A>:`:
 *
 * - `K m:<id>`     hash, a message: `c` what never changes (JSON), then `status`, `scheduled_at`,
 *                  `sent_at`, `recipients`, `reason`, `updated`, `created` (each JSON), `n` place
 * - `K mt`         sorted set: message id by creation time
 * - `K k:<key>`    hash, an idempotency key: `f` fingerprint, `e` expires, `a` answer (JSON);
 *                  Redis expires it (with slack), the sweep at `e` exactly
 * - `K l`, `K ln`, `K lr`  lists (id → JSON), lower-case name → id, id → lower-case name
 * - `K r:<list>`   recipients (email → JSON); `K r:<list>:t` email → pending token hash
 * - `K sup`, `K form`, `K ntf` (+ `K ntf:l` id → list id), `K exp`: records by key (JSON)
 * - `<H>:p`        beside each record hash: key → place (`K n` counts), for creation order
 * - `P rt:<hash>`  a confirmation token's recipient `{account, list_id, email}` (JSON)
 * - `P lk:<token>` hash, a link record: `r` JSON, `o` first open, `c` clicked links, `e` expires
 * - `P ad`         sorted set: `<A>\n<id>` of finished messages by last change, for the sweep
 * - `P ak`         sorted set: `<A>\n<key>` of idempotency keys by expiry, for the sweep
 * - `P s:jobs:…`   the job queue: the Redis schedule (`schedule_lua.ts`, `LEASED`)
 *
 * Jobs to queue ride at the end of a script's arguments: their count, then id, due, lease end
 * (`''` for none) and JSON of each. Key names are built inside the scripts: one Redis, not a Cluster.
 * @module
 */

import { LEASED } from "./schedule_lua.ts";

const PRELUDE = LEASED + `
local P, A = ARGV[1], ARGV[2]
local K = P .. 'a:' .. A .. ':'
local J = P .. 's:jobs:'
local FINAL = {['"sent"'] = true, ['"delivered"'] = true, ['"bounced"'] = true, ['"failed"'] = true,
  ['"cancelled"'] = true}
local MESSAGE = {'c', 'status', 'scheduled_at', 'sent_at', 'recipients', 'reason', 'updated', 'created', 'n'}
local function place(H, key)
  if redis.call('HEXISTS', H .. ':p', key) == 0 then
    redis.call('HSET', H .. ':p', key, redis.call('INCR', K .. 'n'))
  end
end
local function put(H, key, json)
  redis.call('HSET', H, key, json)
  place(H, key)
end
local function drop(H, key)
  redis.call('HDEL', H .. ':p', key)
  return redis.call('HDEL', H, key)
end
local function queue(i)
  for k = 0, tonumber(ARGV[i]) - 1 do
    local b = i + 1 + k * 4
    local lease_until = ARGV[b + 2]
    if lease_until == '' then lease_until = nil end
    sched_put(J, ARGV[b], ARGV[b + 1], ARGV[b + 3], lease_until)
  end
end
`;

/** A script of the account store: the prelude's names, then `body`. */
export const account_script = (body: string): string => PRELUDE + body;
const script = account_script;

/** ARGV 3…: id, then the value of each `MESSAGE` field but `n`, then the jobs → 1, or 0 when the id is taken. */
export const PUT_MESSAGE = script(`
local id = ARGV[3]
local M = K .. 'm:' .. id
if redis.call('EXISTS', M) == 1 then return 0 end
for f = 1, 8 do redis.call('HSET', M, MESSAGE[f], ARGV[3 + f]) end
redis.call('HSET', M, 'n', redis.call('INCR', K .. 'n'))
redis.call('ZADD', K .. 'mt', ARGV[11], id)
if FINAL[ARGV[5]] then redis.call('ZADD', P .. 'ad', ARGV[10], A .. '\\n' .. id) end
queue(12)
return 1
`);

/**
 * ARGV 3…: id, the statuses it may change from (JSON, comma-separated), the job to finish
 * (`''`: none), the count of changed fields, field and JSON of each, then the jobs →
 * `{changed 1/0, MESSAGE fields…}`, or `{0}` when there is no such message.
 */
export const UPDATE_MESSAGE = script(`
local id = ARGV[3]
local M = K .. 'm:' .. id
local status = redis.call('HGET', M, 'status')
if not status then return {0} end
local function answer(ok)
  local out = redis.call('HMGET', M, unpack(MESSAGE))
  table.insert(out, 1, ok)
  return out
end
if not string.find(',' .. ARGV[4] .. ',', ',' .. status .. ',', 1, true) then return answer(0) end
local count = tonumber(ARGV[6])
for k = 0, count - 1 do redis.call('HSET', M, ARGV[7 + 2 * k], ARGV[8 + 2 * k]) end
local member = A .. '\\n' .. id
redis.call('ZREM', P .. 'ad', member)
local now = redis.call('HMGET', M, 'status', 'updated')
if FINAL[now[1]] then redis.call('ZADD', P .. 'ad', now[2], member) end
if ARGV[5] ~= '' then sched_forget(J, ARGV[5]) end
queue(7 + 2 * count)
return answer(1)
`);

/** ARGV 3…: since (a score, or '-inf'), until ('(<ms>' or '+inf') → the `MESSAGE` fields of each, in a row. */
export const MESSAGES = script(`
local out = {}
for _, id in ipairs(redis.call('ZRANGEBYSCORE', K .. 'mt', ARGV[3], ARGV[4])) do
  local fields = redis.call('HMGET', K .. 'm:' .. id, unpack(MESSAGE))
  for f = 1, #MESSAGE do out[#out + 1] = fields[f] end
end
return out
`);

/** ARGV 3…: key, fingerprint, expires, ms to keep it → `nil` when taken now, else `{f, e, a}`. */
export const CLAIM_KEY = script(`
local H = K .. 'k:' .. ARGV[3]
local found = redis.call('HMGET', H, 'f', 'e', 'a')
if found[1] then return found end
redis.call('HSET', H, 'f', ARGV[4], 'e', ARGV[5])
redis.call('PEXPIRE', H, ARGV[6])
redis.call('ZADD', P .. 'ak', ARGV[5], A .. '\\n' .. ARGV[3])
return false
`);

/** ARGV 3…: key, answer JSON → 1, or 0 when the key is gone. */
export const FINISH_KEY = script(`
local H = K .. 'k:' .. ARGV[3]
if redis.call('EXISTS', H) == 0 then return 0 end
redis.call('HSET', H, 'a', ARGV[4])
return 1
`);

/** ARGV 3: key → 1 when it was there. */
export const RELEASE_KEY = script(`
redis.call('ZREM', P .. 'ak', A .. '\\n' .. ARGV[3])
return redis.call('DEL', K .. 'k:' .. ARGV[3])
`);

/**
 * ARGV 3…: now, before, batch → {messages removed, finished looked at, keys looked at}: finished
 * messages last changed before `before` and idempotency keys expired at `now`, a batch of each.
 */
export const SWEEP = script(`
local now, before, batch = tonumber(ARGV[3]), tonumber(ARGV[4]), tonumber(ARGV[5])
local function split(member)
  local at = string.find(member, '\\n', 1, true)
  return P .. 'a:' .. string.sub(member, 1, at - 1) .. ':', string.sub(member, at + 1)
end
local removed = 0
local done = redis.call('ZRANGEBYSCORE', P .. 'ad', '-inf', '(' .. ARGV[4], 'LIMIT', 0, batch)
for _, member in ipairs(done) do
  local base, id = split(member)
  local state = redis.call('HMGET', base .. 'm:' .. id, 'status', 'updated')
  if state[1] and FINAL[state[1]] and tonumber(state[2]) < before then
    redis.call('DEL', base .. 'm:' .. id)
    redis.call('ZREM', base .. 'mt', id)
    removed = removed + 1
  end
  redis.call('ZREM', P .. 'ad', member)
end
local keys = redis.call('ZRANGEBYSCORE', P .. 'ak', '-inf', ARGV[3], 'LIMIT', 0, batch)
for _, member in ipairs(keys) do
  local base, key = split(member)
  local expires = redis.call('HGET', base .. 'k:' .. key, 'e')
  if expires and tonumber(expires) <= now then redis.call('DEL', base .. 'k:' .. key) end
  redis.call('ZREM', P .. 'ak', member)
end
return {removed, #done, #keys}
`);
