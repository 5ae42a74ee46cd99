/**
 * Lua of the Redis schedule. `ARGV[1]` is the schedule's key base `B`; its keys: `B due` (sorted
 * set: id by due time), `B lease` (sorted set: claimed id by the end of its lease), and hashes
 * `B data` (payload), `B when` (due time), `B token` (the current claim's token), `B tries`.
 *
 * `LEASED` holds the same schedule as Lua functions for a queue whose caller leases by time
 * (the account store's jobs): other scripts include them, so an item is queued or finished in the
 * same script as the change that causes it.
 * @module
 */

/** ARGV 2…: id, due, payload → 1, or 0 when the id is known. */
export const ADD = `
local B, id = ARGV[1], ARGV[2]
if redis.call('HEXISTS', B .. 'when', id) == 1 then return 0 end
redis.call('HSET', B .. 'data', id, ARGV[4])
redis.call('HSET', B .. 'when', id, ARGV[3])
redis.call('ZADD', B .. 'due', ARGV[3], id)
return 1
`;

/** ARGV 2…: id, due → 1 while it waits, else 0. */
export const RESCHEDULE = `
local B, id = ARGV[1], ARGV[2]
if not redis.call('ZSCORE', B .. 'due', id) then return 0 end
redis.call('ZADD', B .. 'due', ARGV[3], id)
redis.call('HSET', B .. 'when', id, ARGV[3])
return 1
`;

/** ARGV 2: id → 1 when it was waiting (and is gone now), else 0. */
export const CANCEL = `
local B, id = ARGV[1], ARGV[2]
if redis.call('ZREM', B .. 'due', id) == 0 then return 0 end
redis.call('HDEL', B .. 'data', id)
redis.call('HDEL', B .. 'when', id)
redis.call('HDEL', B .. 'tries', id)
return 1
`;

/**
 * ARGV 2…: now, limit, lease ms, token base → {next due or false, {id, due, payload, token, try}…}.
 * Leases that ran out first go back to due (their holder died), then due items are claimed.
 */
export const CLAIM = `
local B, now, limit, lease = ARGV[1], tonumber(ARGV[2]), tonumber(ARGV[3]), tonumber(ARGV[4])
for _, id in ipairs(redis.call('ZRANGEBYSCORE', B .. 'lease', '-inf', now, 'LIMIT', 0, limit)) do
  redis.call('ZREM', B .. 'lease', id)
  redis.call('HDEL', B .. 'token', id)
  redis.call('ZADD', B .. 'due', now, id)
end
local out = {false}
for n, id in ipairs(redis.call('ZRANGEBYSCORE', B .. 'due', '-inf', now, 'LIMIT', 0, limit)) do
  redis.call('ZREM', B .. 'due', id)
  redis.call('ZADD', B .. 'lease', now + lease, id)
  local token = ARGV[5] .. ':' .. n
  redis.call('HSET', B .. 'token', id, token)
  local tries = redis.call('HINCRBY', B .. 'tries', id, 1)
  out[#out + 1] = {id, redis.call('HGET', B .. 'when', id), redis.call('HGET', B .. 'data', id), token, tries}
end
local first = redis.call('ZRANGE', B .. 'due', 0, 0, 'WITHSCORES')
local held = redis.call('ZRANGE', B .. 'lease', 0, 0, 'WITHSCORES')
if first[2] then out[1] = first[2] end
if held[2] and (not first[2] or tonumber(held[2]) < tonumber(first[2])) then out[1] = held[2] end
return out
`;

/** ARGV 2…: id, token → 1 when that claim still held it (and the item is finished), else 0. */
export const DONE = `
local B, id = ARGV[1], ARGV[2]
if redis.call('HGET', B .. 'token', id) ~= ARGV[3] then return 0 end
redis.call('ZREM', B .. 'lease', id)
for _, h in ipairs({'token', 'data', 'when', 'tries'}) do redis.call('HDEL', B .. h, id) end
return 1
`;

/** ARGV 2…: id, token, due → 1 when that claim still held it (and it waits again), else 0. */
export const RETRY = `
local B, id = ARGV[1], ARGV[2]
if redis.call('HGET', B .. 'token', id) ~= ARGV[3] then return 0 end
redis.call('ZREM', B .. 'lease', id)
redis.call('HDEL', B .. 'token', id)
redis.call('ZADD', B .. 'due', ARGV[4], id)
return 1
`;

/** ARGV 2…: id, token, now, lease ms → 1 when that claim still holds it (lease extended), else 0. */
export const RENEW = `
local B, id = ARGV[1], ARGV[2]
if redis.call('HGET', B .. 'token', id) ~= ARGV[3] then return 0 end
redis.call('ZADD', B .. 'lease', tonumber(ARGV[4]) + tonumber(ARGV[5]), id)
return 1
`;

/** ARGV 2…: now, limit → {id, due, payload, 0, 1}… removed for good (a hand-off without a lease). */
export const TAKE = `
local B, now, limit = ARGV[1], tonumber(ARGV[2]), tonumber(ARGV[3])
local out = {}
for _, id in ipairs(redis.call('ZRANGEBYSCORE', B .. 'due', '-inf', now, 'LIMIT', 0, limit)) do
  redis.call('ZREM', B .. 'due', id)
  out[#out + 1] = {id, redis.call('HGET', B .. 'when', id), redis.call('HGET', B .. 'data', id), '', 1}
  for _, h in ipairs({'data', 'when', 'tries'}) do redis.call('HDEL', B .. h, id) end
end
return out
`;

/** → the earliest due time of a waiting item, or false. */
export const NEXT_DUE = `
local first = redis.call('ZRANGE', ARGV[1] .. 'due', 0, 0, 'WITHSCORES')
return first[2] or false
`;

/**
 * Functions over the schedule at base `B` for a queue whose caller names the lease's end (no
 * tokens): `sched_put` queues an item (waiting until `at`, or held until `lease_until`; it
 * replaces an item of the same id, and publishes the time on `B wake` when it waits),
 * `sched_forget` removes one, `sched_lease` leases up to `limit` items that may run at `now`
 * earliest first (waiting and due, or held past their lease, which rejoin at their lease's end),
 * `sched_next` answers when the next item falls due or a lease ends.
 */
export const LEASED = `
local function sched_forget(B, id)
  local gone = redis.call('ZREM', B .. 'due', id) + redis.call('ZREM', B .. 'lease', id)
  redis.call('HDEL', B .. 'data', id)
  redis.call('HDEL', B .. 'when', id)
  redis.call('HDEL', B .. 'token', id)
  redis.call('HDEL', B .. 'tries', id)
  return gone
end
local function sched_put(B, id, at, payload, lease_until)
  sched_forget(B, id)
  redis.call('HSET', B .. 'data', id, payload)
  redis.call('HSET', B .. 'when', id, at)
  if lease_until then
    redis.call('ZADD', B .. 'lease', lease_until, id)
  else
    redis.call('ZADD', B .. 'due', at, id)
    redis.call('PUBLISH', B .. 'wake', at)
  end
end
local function sched_lease(B, now, limit, lease_until)
  local ended = redis.call('ZRANGEBYSCORE', B .. 'lease', '-inf', now, 'WITHSCORES')
  for i = 1, #ended, 2 do
    redis.call('ZREM', B .. 'lease', ended[i])
    redis.call('HDEL', B .. 'token', ended[i])
    redis.call('ZADD', B .. 'due', ended[i + 1], ended[i])
  end
  local out = {}
  for _, id in ipairs(redis.call('ZRANGEBYSCORE', B .. 'due', '-inf', now, 'LIMIT', 0, limit)) do
    redis.call('ZREM', B .. 'due', id)
    redis.call('ZADD', B .. 'lease', lease_until, id)
    redis.call('HINCRBY', B .. 'tries', id, 1)
    out[#out + 1] = {id, redis.call('HGET', B .. 'data', id)}
  end
  return out
end
local function sched_next(B)
  local first = redis.call('ZRANGE', B .. 'due', 0, 0, 'WITHSCORES')[2]
  local held = redis.call('ZRANGE', B .. 'lease', 0, 0, 'WITHSCORES')[2]
  if held and (not first or tonumber(held) < tonumber(first)) then return held end
  return first or false
end
`;

/** ARGV 2…: id, due, payload, lease end ('' for none) → 1. */
export const PUT = LEASED + `
local lease_until = ARGV[5]
if lease_until == '' then lease_until = nil end
sched_put(ARGV[1], ARGV[2], ARGV[3], ARGV[4], lease_until)
return 1
`;

/** ARGV 2…: now, limit, lease end → {{id, payload}…} leased until then. */
export const LEASE = LEASED + `
return sched_lease(ARGV[1], ARGV[2], tonumber(ARGV[3]), ARGV[4])
`;

/** ARGV 2: id → 1 when it was there (and is gone now), else 0. */
export const FINISH = LEASED + `
return sched_forget(ARGV[1], ARGV[2]) > 0 and 1 or 0
`;

/** → the earliest time an item falls due or a lease ends, or false. */
export const NEXT_RUN = LEASED + `
return sched_next(ARGV[1])
`;
