/**
 * The Lua scripts of the Redis store. Each store operation is one script, so it is atomic and one
 * round trip. Every script gets `ARGV[1]` = key prefix, `ARGV[2]` = now (ms, from the store's
 * clock), `ARGV[3]` = the inbox address (the sweep: a batch size). Keys under prefix `P`:
 *
 * - `P i:<address>`  hash: `a` address, `t` token hash, `c` created, `e` expires, `l` max lifetime,
 *   `o` account (JSON), `n` count, `s` size, `q` newest sequence number, `r` last refusal (JSON)
 * - `P q:<address>`  sorted set: message id by sequence number
 * - `P j:<address>`  hash: message id → the message's wire JSON (with its cursor)
 * - `P r:<address>`  hash: message id → raw bytes
 * - `P t:<hash>`     string: token hash → address
 * - `P x`            sorted set: address by expiry, for the sweep
 * - channel `P c:<address>`: `<seq>\n<message JSON>` (or `<seq>` alone for a large one) and `g` (gone)
 *
 * An inbox's keys expire with Redis at creation + maximum lifetime + slack (the latest moment it
 * could live), so extending only moves `e`; reads compare `e` with now and drop an expired inbox
 * on the spot. Key names are built inside the scripts, so this needs one Redis, not a Cluster.
 * @module
 */

const PRELUDE = `
local P, now = ARGV[1], tonumber(ARGV[2])
local function drop(a)
  local i = P .. 'i:' .. a
  local t = redis.call('HGET', i, 't')
  redis.call('DEL', i, P .. 'q:' .. a, P .. 'j:' .. a, P .. 'r:' .. a)
  if t and redis.call('GET', P .. 't:' .. t) == a then redis.call('DEL', P .. 't:' .. t) end
  redis.call('ZREM', P .. 'x', a)
  redis.call('PUBLISH', P .. 'c:' .. a, 'g')
  return t ~= false
end
local A = ARGV[3]
local I, Q, J, R = P .. 'i:' .. A, P .. 'q:' .. A, P .. 'j:' .. A, P .. 'r:' .. A
-- 'ok' for a live inbox, 'none' when there is none, 'dropped' when it had expired and is gone now
local function live()
  local e = redis.call('HGET', I, 'e')
  if not e then return 'none' end
  if tonumber(e) <= now then
    drop(A)
    return 'dropped'
  end
  return 'ok'
end
local function state()
  local v = redis.call('HMGET', I, 'a', 't', 'c', 'e', 'l', 'o', 'n', 's', 'q', 'r')
  table.insert(v, 1, 'ok')
  return v
end
local function backstop(slack)
  local v = redis.call('HMGET', I, 'c', 'l')
  return math.max(1, tonumber(v[1]) + tonumber(v[2]) + tonumber(slack) - now)
end
`;

const script = (body: string) => PRELUDE + body;

/** ARGV 4…: token hash, created, expires, max lifetime, account JSON, slack → {status}. */
export const CREATE = script(`
local s = live()
if s == 'ok' then return {'taken'} end
local token = P .. 't:' .. ARGV[4]
if redis.call('EXISTS', token) == 1 then return {'taken', s} end
redis.call('HSET', I, 'a', A, 't', ARGV[4], 'c', ARGV[5], 'e', ARGV[6], 'l', ARGV[7], 'o', ARGV[8],
  'n', 0, 's', 0, 'q', 0)
local ttl = backstop(ARGV[9])
redis.call('PEXPIRE', I, ttl)
redis.call('SET', token, A, 'PX', ttl)
redis.call('ZADD', P .. 'x', ARGV[6], A)
return {'ok', s}
`);

/** → {status, fields…} */
export const INBOX = script(`
local s = live()
if s ~= 'ok' then return {s} end
return state()
`);

/** ARGV 4: new expiry → {status, fields…} */
export const SET_EXPIRY = script(`
local s = live()
if s ~= 'ok' then return {s} end
redis.call('HSET', I, 'e', ARGV[4])
redis.call('ZADD', P .. 'x', ARGV[4], A)
return state()
`);

/** ARGV 4: refusal JSON → {status} */
export const NOTE_REFUSAL = script(`
local s = live()
if s == 'ok' then redis.call('HSET', I, 'r', ARGV[4]) end
return {s}
`);

/**
 * ARGV 4…: id, JSON head (up to the cursor), JSON tail (after it), raw bytes, max messages,
 * max bytes, slack, largest JSON published whole → {'ok', seq} or {refusal}.
 */
export const ADD_MESSAGE = script(`
local s = live()
if s ~= 'ok' then return {s} end
local raw = ARGV[7]
local held = redis.call('HMGET', I, 'n', 's')
if tonumber(held[1]) >= tonumber(ARGV[8]) then return {'inbox_full'} end
if tonumber(held[2]) + #raw > tonumber(ARGV[9]) then return {'inbox_size'} end
local seq = redis.call('HINCRBY', I, 'q', 1)
redis.call('HINCRBY', I, 'n', 1)
redis.call('HINCRBY', I, 's', #raw)
local id = ARGV[4]
local json = ARGV[5] .. seq .. ARGV[6]
redis.call('ZADD', Q, seq, id)
redis.call('HSET', J, id, json)
redis.call('HSET', R, id, raw)
local ttl = backstop(ARGV[10])
redis.call('PEXPIRE', Q, ttl)
redis.call('PEXPIRE', J, ttl)
redis.call('PEXPIRE', R, ttl)
if #json <= tonumber(ARGV[11]) then
  redis.call('PUBLISH', P .. 'c:' .. A, seq .. '\\n' .. json)
else
  redis.call('PUBLISH', P .. 'c:' .. A, tostring(seq))
end
return {'ok', seq}
`);

/** ARGV 4…: after (exclusive), limit ('' for none) → {status, json…} */
export const MESSAGES = script(`
local s = live()
if s ~= 'ok' then return {s} end
local ids
if ARGV[5] == '' then
  ids = redis.call('ZRANGEBYSCORE', Q, '(' .. ARGV[4], '+inf')
else
  ids = redis.call('ZRANGEBYSCORE', Q, '(' .. ARGV[4], '+inf', 'LIMIT', 0, ARGV[5])
end
if #ids == 0 then return {'ok'} end
local out = redis.call('HMGET', J, unpack(ids))
table.insert(out, 1, 'ok')
return out
`);

/** ARGV 4…: id, 'j' (wire JSON) or 'r' (raw bytes) → {status, value or nil} */
export const MESSAGE = script(`
local s = live()
if s ~= 'ok' then return {s} end
return {'ok', redis.call('HGET', ARGV[5] == 'r' and R or J, ARGV[4])}
`);

/** ARGV 4: id → {status, 1 or 0} */
export const DELETE_MESSAGE = script(`
local s = live()
if s ~= 'ok' then return {s} end
local id = ARGV[4]
if redis.call('ZREM', Q, id) == 0 then return {'ok', 0} end
local size = redis.call('HSTRLEN', R, id)
redis.call('HDEL', J, id)
redis.call('HDEL', R, id)
redis.call('HINCRBY', I, 'n', -1)
redis.call('HINCRBY', I, 's', -size)
return {'ok', 1}
`);

/** → {status} ('ok' when it was live and is deleted now) */
export const DELETE_INBOX = script(`
local s = live()
if s == 'ok' then drop(A) end
return {s}
`);

/** ARGV 3: batch size → addresses of the expired inboxes dropped. */
export const SWEEP = script(`
local due = redis.call('ZRANGEBYSCORE', P .. 'x', '-inf', now, 'LIMIT', 0, tonumber(ARGV[3]))
local out = {}
for _, a in ipairs(due) do
  local e = redis.call('HGET', P .. 'i:' .. a, 'e')
  if e and tonumber(e) > now then
    redis.call('ZADD', P .. 'x', e, a)
  elseif drop(a) then
    out[#out + 1] = a
  end
end
return out
`);
