// The Redis side of bucket.ts and of the firewall's window, as one Lua
// script that runs a batch of checks, each atomic on the server. Time comes in as an
// argument (the injected clock); expiries are relative TTLs, only there to
// collect garbage, so a caller's clock that differs from the server's never
// deletes live state. Redis turns Lua numbers into integers on return, so
// tokens come back in thousandths.

/**
 * One request against a bucket and its optional quota, as a Lua function:
 * bucket key, quota key (false: none), now ms, rate per second, burst, quota
 * limit, quota reset ms. Returns allowed 0|1, milli-tokens left, quota used,
 * wait ms.
 */
const CONSUME_FUNCTION = `
local function consume(bucketKey, quotaKey, now, rate, burst, limit, resetAt)
  local epsilon = 1e-9
  local state = redis.call('HMGET', bucketKey, 't', 'at')
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
  if quotaKey then used = tonumber(redis.call('GET', quotaKey) or '0') end
  local wait = 0
  if tokens < 1 - epsilon then wait = math.ceil((1 - tokens) * 1000 / rate) end
  if quotaKey and used >= limit then wait = math.max(wait, resetAt - now) end
  local allowed = 0
  if wait <= 0 then
    allowed = 1
    wait = 0
    tokens = math.max(0, tokens - 1)
    if quotaKey then
      used = redis.call('INCR', quotaKey)
      redis.call('PEXPIRE', quotaKey, math.max(0, resetAt - now) + 3600000)
    end
  end
  redis.call('HSET', bucketKey, 't', string.format('%.17g', tokens), 'at', string.format('%.17g', at))
  redis.call('PEXPIRE', bucketKey, math.ceil((burst - tokens) * 1000 / rate) + 60000)
  return allowed, math.floor(tokens * 1000), used, wait
end
`;

/**
 * Every check a process has gathered in one turn of its event loop, in the
 * order they were made, as one script call: the same steps as one call per
 * check, each atomic on the server and applied in order, so the counts are
 * exactly those of one call per check (redis-store.ts gathers them).
 * ARGV[1] the number of checks; then per check its kind and arguments:
 *   'h' window-ms-left: a fixed window's counter (one key);
 *   'c' now rate burst: a bucket (one key);
 *   'q' now rate burst quota-limit quota-reset-ms: a bucket and its quota (two keys).
 * Keys in the order of the checks. Returns one number per 'h' (the count
 * including this request) and four per 'c'/'q' (allowed 0|1, milli-tokens
 * left, quota used, wait ms).
 */
export const BATCH = `${CONSUME_FUNCTION}
local out = {}
local k = 1
local a = 2
for _ = 1, tonumber(ARGV[1]) do
  local kind = ARGV[a]
  if kind == 'h' then
    local count = redis.call('INCR', KEYS[k])
    if count == 1 then redis.call('PEXPIRE', KEYS[k], tonumber(ARGV[a + 1]) + 60000) end
    out[#out + 1] = count
    k = k + 1
    a = a + 2
  else
    local quotaKey = false
    local limit = 0
    local resetAt = 0
    if kind == 'q' then
      quotaKey = KEYS[k + 1]
      limit = tonumber(ARGV[a + 4])
      resetAt = tonumber(ARGV[a + 5])
    end
    local allowed, milli, used, wait = consume(KEYS[k], quotaKey, tonumber(ARGV[a + 1]), tonumber(ARGV[a + 2]), tonumber(ARGV[a + 3]), limit, resetAt)
    out[#out + 1] = allowed
    out[#out + 1] = milli
    out[#out + 1] = used
    out[#out + 1] = wait
    if kind == 'q' then
      k = k + 2
      a = a + 6
    else
      k = k + 1
      a = a + 4
    end
  end
end
return out
`;
