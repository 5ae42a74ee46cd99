/**
 * Lua of the Redis account store's lists, recipients, records kept by key (suppressions, forms,
 * notifications, exports) and link records. Keys as in `lua.ts`. A list's name is
 * taken in the lower-case form the caller gives (JavaScript lower-cases; Lua knows only ASCII).
 * @module
 */

import { account_script as script } from "./lua.ts";

/** ARGV 3: record hash (under `K`) → {records: key, JSON, …; places: key, place, …}. */
export const ALL = script(`
local H = K .. ARGV[3]
return {redis.call('HGETALL', H), redis.call('HGETALL', H .. ':p')}
`);

/**
 * ARGV 3…: record hash, key, JSON, index hash (`''`: none), index value → 1: writes a record
 * (keeping its place) and, for a notification, its list in `K ntf:l`.
 */
export const PUT_RECORD = script(`
put(K .. ARGV[3], ARGV[4], ARGV[5])
if ARGV[6] ~= '' then redis.call('HSET', K .. ARGV[6], ARGV[4], ARGV[7]) end
return 1
`);

/** ARGV 3…: record hash, key, index hash (`''`: none) → 1 when it was there. */
export const DELETE_RECORD = script(`
if ARGV[5] ~= '' then redis.call('HDEL', K .. ARGV[5], ARGV[4]) end
return drop(K .. ARGV[3], ARGV[4])
`);

/** ARGV 3…: record hash, key, JSON → 1 when it is new (and written), else 0. */
export const ADD_RECORD = script(`
if redis.call('HSETNX', K .. ARGV[3], ARGV[4], ARGV[5]) == 0 then return 0 end
place(K .. ARGV[3], ARGV[4])
return 1
`);

/** ARGV 3…: record hash, key, JSON read (`''`: none was there), new JSON → 1 when it was still that. */
export const SWAP_RECORD = script(`
local H = K .. ARGV[3]
if (redis.call('HGET', H, ARGV[4]) or '') ~= ARGV[5] then return 0 end
put(H, ARGV[4], ARGV[6])
return 1
`);

/** ARGV 3…: id or name, lower-case name → the list's JSON, or nil. */
export const LIST = script(`
local found = redis.call('HGET', K .. 'l', ARGV[3])
if found then return found end
local id = redis.call('HGET', K .. 'ln', ARGV[4])
return id and redis.call('HGET', K .. 'l', id) or false
`);

/** ARGV 3…: id, lower-case name, JSON → 1, or 0 when the name or id is taken. */
export const CREATE_LIST = script(`
local id, name = ARGV[3], ARGV[4]
if redis.call('HEXISTS', K .. 'ln', name) == 1 or redis.call('HEXISTS', K .. 'l', id) == 1 then return 0 end
redis.call('HSET', K .. 'ln', name, id)
redis.call('HSET', K .. 'lr', id, name)
put(K .. 'l', id, ARGV[5])
return 1
`);

/** ARGV 3…: id, lower-case name, JSON → 'ok', 'name_taken' or 'not_found'. */
export const UPDATE_LIST = script(`
local id, name = ARGV[3], ARGV[4]
if redis.call('HEXISTS', K .. 'l', id) == 0 then return 'not_found' end
local owner = redis.call('HGET', K .. 'ln', name)
if owner and owner ~= id then return 'name_taken' end
local before = redis.call('HGET', K .. 'lr', id)
if before ~= name then
  if before then redis.call('HDEL', K .. 'ln', before) end
  redis.call('HSET', K .. 'ln', name, id)
  redis.call('HSET', K .. 'lr', id, name)
end
redis.call('HSET', K .. 'l', id, ARGV[5])
return 'ok'
`);

/** ARGV 3: id → 1 when the list was there (gone now, with its recipients, tokens and notifications). */
export const DELETE_LIST = script(`
local id = ARGV[3]
if drop(K .. 'l', id) == 0 then return 0 end
local name = redis.call('HGET', K .. 'lr', id)
redis.call('HDEL', K .. 'lr', id)
if name and redis.call('HGET', K .. 'ln', name) == id then redis.call('HDEL', K .. 'ln', name) end
local R = K .. 'r:' .. id
for _, hash in ipairs(redis.call('HVALS', R .. ':t')) do redis.call('DEL', P .. 'rt:' .. hash) end
redis.call('DEL', R, R .. ':p', R .. ':t')
local lists = redis.call('HGETALL', K .. 'ntf:l')
for i = 1, #lists, 2 do
  if lists[i + 1] == id then
    drop(K .. 'ntf', lists[i])
    redis.call('HDEL', K .. 'ntf:l', lists[i])
  end
end
return 1
`);

/** ARGV 3…: list id, email, JSON, token hash (`''`: none), token reference JSON, then the jobs → 1. */
export const PUT_RECIPIENT = script(`
local R, email, token = K .. 'r:' .. ARGV[3], ARGV[4], ARGV[6]
local before = redis.call('HGET', R .. ':t', email)
if before and before ~= token then redis.call('DEL', P .. 'rt:' .. before) end
if token ~= '' then
  redis.call('HSET', R .. ':t', email, token)
  redis.call('SET', P .. 'rt:' .. token, ARGV[7])
else
  redis.call('HDEL', R .. ':t', email)
end
put(R, email, ARGV[5])
queue(8)
return 1
`);

/** ARGV 3…: list id, email → 1 when the recipient was there. */
export const DELETE_RECIPIENT = script(`
local R, email = K .. 'r:' .. ARGV[3], ARGV[4]
if drop(R, email) == 0 then return 0 end
local token = redis.call('HGET', R .. ':t', email)
if token then redis.call('DEL', P .. 'rt:' .. token) end
redis.call('HDEL', R .. ':t', email)
return 1
`);

/**
 * ARGV 3…: token, the hit (`o` for an open, else the clicked link's index), at, then the jobs
 * → 1 when this is the first such hit on a live link (recorded, with its jobs), else 0.
 */
export const MARK_LINK = script(`
local L, hit, at = P .. 'lk:' .. ARGV[3], ARGV[4], ARGV[5]
local link = redis.call('HMGET', L, 'e', 'o', 'c')
if not link[1] or tonumber(link[1]) <= tonumber(at) then return 0 end
if hit == 'o' then
  if link[2] ~= '' then return 0 end
  redis.call('HSET', L, 'o', at)
else
  if string.find(',' .. link[3] .. ',', ',' .. hit .. ',', 1, true) then return 0 end
  redis.call('HSET', L, 'c', link[3] == '' and hit or link[3] .. ',' .. hit)
end
queue(6)
return 1
`);
