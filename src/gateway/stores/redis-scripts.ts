// The Redis side of bucket.ts and of the firewall's window, as Lua scripts:
// each request is one EVALSHA, atomic on the server. Time comes in as an
// argument (the injected clock); expiries are relative TTLs, only there to
// collect garbage, so a caller's clock that differs from the server's never
// deletes live state. Redis turns Lua numbers into integers on return, so
// tokens come back in thousandths.

/**
 * KEYS[1] bucket hash {t: tokens, at: ms}; KEYS[2] (optional) the day's quota counter.
 * ARGV: now ms, rate per second, burst, quota limit, quota reset ms.
 * Returns {allowed 0|1, milli-tokens left, quota used, wait ms}.
 */
export const CONSUME = `
local now = tonumber(ARGV[1])
local rate = tonumber(ARGV[2])
local burst = tonumber(ARGV[3])
local epsilon = 1e-9
local state = redis.call('HMGET', KEYS[1], 't', 'at')
local tokens = tonumber(state[1])
local at = tonumber(state[2])
if tokens == nil or at == nil then
  tokens = burst
  at = now
else
  local elapsed = math.max(0, now - at)
  tokens = math.min(burst, tokens + elapsed * rate / 1000)
  at = math.max(now, at)
end
local used = 0
local limit = nil
local resetAt = nil
if #KEYS > 1 then
  limit = tonumber(ARGV[4])
  resetAt = tonumber(ARGV[5])
  used = tonumber(redis.call('GET', KEYS[2]) or '0')
end
local wait = 0
if tokens < 1 - epsilon then wait = math.ceil((1 - tokens) * 1000 / rate) end
if limit ~= nil and used >= limit then wait = math.max(wait, resetAt - now) end
local allowed = 0
if wait <= 0 then
  allowed = 1
  wait = 0
  tokens = math.max(0, tokens - 1)
  if limit ~= nil then
    used = redis.call('INCR', KEYS[2])
    redis.call('PEXPIRE', KEYS[2], math.max(0, resetAt - now) + 3600000)
  end
end
redis.call('HSET', KEYS[1], 't', string.format('%.17g', tokens), 'at', string.format('%.17g', at))
redis.call('PEXPIRE', KEYS[1], math.ceil((burst - tokens) * 1000 / rate) + 60000)
return {allowed, math.floor(tokens * 1000), used, wait}
`;

/** KEYS[1] the window's counter; ARGV[1] ms left in the window. Returns the count including this request. */
export const HIT = `
local count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('PEXPIRE', KEYS[1], tonumber(ARGV[1]) + 60000) end
return count
`;
