// Pure rules of the gateway: bucket and quota arithmetic, the RateLimit
// fields, the managed rules, source-address keys and TRUST_PROXY entries.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { refill, retryAfterSeconds, take, utcDay } from '../../src/gateway/limits/bucket.ts';
import { rateLimitHeaders } from '../../src/gateway/limits/headers.ts';
import { managedRuleBroken } from '../../src/gateway/firewall/managed-rules.ts';
import { isProxyEntry, sourceKey } from '../../src/gateway/firewall/source-address.ts';
import { loadConfig, ConfigError } from '../../src/app/config.ts';

const TRIAL = { ratePerSecond: 2, burst: 5, dailyQuota: 10_000 };

describe('token bucket', () => {
  test('a new bucket is full; tokens accrue at the rate up to the burst', () => {
    assert.deepEqual(refill(undefined, 1_000, TRIAL), { tokens: 5, at: 1_000 });
    assert.deepEqual(refill({ tokens: 0, at: 1_000 }, 1_750, TRIAL), { tokens: 1.5, at: 1_750 });
    assert.deepEqual(refill({ tokens: 0, at: 1_000 }, 100_000, TRIAL), { tokens: 5, at: 100_000 });
    assert.deepEqual(refill({ tokens: 2, at: 5_000 }, 4_000, TRIAL), { tokens: 2, at: 5_000 }, 'a clock behind adds nothing');
    assert.deepEqual(refill({ tokens: 80, at: 1_000 }, 1_000, TRIAL), { tokens: 5, at: 1_000 }, 'a lower burst caps at once');
  });

  test('a request costs one token; short of one, the wait is until the next whole token', () => {
    assert.deepEqual(take({ tokens: 1, at: 0 }, TRIAL, null, 0), { allowed: true, tokens: 0, used: 0, waitMs: 0 });
    assert.deepEqual(take({ tokens: 0.25, at: 0 }, TRIAL, null, 0), { allowed: false, tokens: 0.25, used: 0, waitMs: 375 });
    const third = { ratePerSecond: 1 / 3, burst: 1 };
    assert.equal(
      take(refill({ tokens: 0, at: 0 }, 3_000, third), third, null, 3_000).allowed,
      true,
      'floating point: 3 s at 1/3 per second is a token',
    );
  });

  test('the quota refuses until its reset, the longer wait wins, refusals cost nothing', () => {
    const quota = { limit: 10, used: 10, resetAt: 60_000 };
    assert.deepEqual(take({ tokens: 3, at: 0 }, TRIAL, quota, 1_000), { allowed: false, tokens: 3, used: 10, waitMs: 59_000 });
    assert.deepEqual(take({ tokens: 0, at: 0 }, TRIAL, { ...quota, resetAt: 1_100 }, 1_000), {
      allowed: false,
      tokens: 0,
      used: 10,
      waitMs: 500,
    });
    assert.deepEqual(take({ tokens: 3, at: 0 }, TRIAL, { ...quota, used: 9 }, 1_000), { allowed: true, tokens: 2, used: 10, waitMs: 0 });
  });

  test('Retry-After is whole seconds, rounded up, at least 1', () => {
    assert.deepEqual([1, 500, 1_000, 1_001, 43_200_000].map(retryAfterSeconds), [1, 1, 1, 2, 43_200]);
  });

  test('the UTC day and its end', () => {
    assert.deepEqual(utcDay(Date.parse('2026-02-28T23:59:59.999Z')), {
      day: '2026-02-28',
      resetAt: Date.parse('2026-03-01T00:00:00.000Z'),
    });
    assert.deepEqual(utcDay(Date.parse('2026-12-31T00:00:00.000Z')), {
      day: '2026-12-31',
      resetAt: Date.parse('2027-01-01T00:00:00.000Z'),
    });
  });
});

describe('RateLimit fields', () => {
  test('policies and what is left, as Structured Field lists', () => {
    const now = Date.parse('2026-01-01T20:00:00.000Z');
    const resetAt = Date.parse('2026-01-02T00:00:00.000Z');
    assert.deepEqual(rateLimitHeaders(TRIAL, { allowed: true, tokens: 3.6, used: 42, waitMs: 0 }, now, resetAt), {
      'ratelimit-policy': '"bucket";q=5;w=3, "daily";q=10000;w=86400',
      ratelimit: '"bucket";r=3;t=1, "daily";r=9958;t=14400',
    });
    const dry = rateLimitHeaders(
      { ratePerSecond: 10, burst: 20, dailyQuota: 5 },
      { allowed: false, tokens: 0, used: 5, waitMs: 100 },
      now,
      resetAt,
    );
    assert.equal(dry.ratelimit, '"bucket";r=0;t=2, "daily";r=0;t=14400');
  });
});

describe('managed rules', () => {
  test('refused: dot segments raw or encoded, control bytes, oversized or too many headers', () => {
    const cases: Array<[string, string[], string]> = [
      ['/v1/../admin', [], 'path-traversal'],
      ['/v1/sites/..', [], 'path-traversal'],
      ['/v1/./me', [], 'path-traversal'],
      ['/v1/sites/%2E%2e', [], 'path-traversal'],
      ['/v1/sites/..%2fetc', [], 'path-traversal'],
      ['/v1/sites/%252e%252e', [], 'path-traversal'],
      ['/v1\\..\\admin', [], 'path-traversal'],
      ['/v1/%zz/..%5cetc', [], 'path-traversal'],
      ['/v1/me\u0000', [], 'control-bytes'],
      ['/v1/me?q=\u001b', [], 'control-bytes'],
      ['/v1/me', ['x-big', 'a'.repeat(8_188)], 'oversized-header'],
      ['/v1/me', Array.from({ length: 101 }, (_, i) => [`x-${i}`, '1']).flat(), 'too-many-headers'],
    ];
    for (const [url, headers, rule] of cases) assert.equal(managedRuleBroken(url, headers), rule, url);
  });

  test('allowed: everything the spec can send, including malformed values it gives 400 codes to', () => {
    const cases: Array<[string, string[]]> = [
      ['/v1/me', ['authorization', `Bearer ${'a'.repeat(1_000)}`]],
      ['/v1/openapi.json', []],
      ['/v1/products/SLO_12/images/3', []],
      ['/v1/sites/1.5', []],
      ['/v1/sites/...', []],
      ['/v1/sites/.hidden', []],
      ['/v1/users/%00', []],
      ['/v1/users/%E2%82%AC', []],
      ['/v1/users/%zz', []],
      ['/v1/products?q=../../etc/passwd&siteId=1', []],
      ['/v1/products?q=%2e%2e%2f', []],
      ['/v1/me', ['x-big', 'a'.repeat(8_187)]],
      ['/v1/me', Array.from({ length: 100 }, (_, i) => [`x-${i}`, '1']).flat()],
    ];
    for (const [url, headers] of cases) assert.equal(managedRuleBroken(url, headers), null, url);
  });
});

describe('source addresses', () => {
  test('IPv4 per address, IPv6 per /64, mapped IPv4 as IPv4', () => {
    assert.equal(sourceKey('203.0.113.9'), '203.0.113.9');
    assert.equal(sourceKey('::ffff:203.0.113.9'), '203.0.113.9');
    assert.equal(sourceKey('2001:db8:1:2::7'), '2001:db8:1:2::/64');
    assert.equal(sourceKey('2001:0DB8:0001:0002:aaaa:bbbb:cccc:dddd'), '2001:db8:1:2::/64');
    assert.equal(sourceKey('2001:db8::1'), '2001:db8:0:0::/64');
    assert.equal(sourceKey('::1'), '0:0:0:0::/64');
    assert.equal(sourceKey('fe80::1%eth0'), 'fe80:0:0:0::/64');
    assert.equal(sourceKey('64:ff9b::192.0.2.1'), '64:ff9b:0:0::/64');
  });

  test('TRUST_PROXY entries: addresses, CIDR blocks, proxy-addr names; anything else stops the start', () => {
    for (const ok of ['10.0.0.1', '10.0.0.0/8', '::1', 'fd00::/8', 'loopback', 'linklocal', 'uniquelocal']) assert.ok(isProxyEntry(ok), ok);
    for (const bad of ['*', 'true', '10.0.0.0/33', '::/129', '10.0.0.1/8/1', 'example.com', '10.0.0']) assert.ok(!isProxyEntry(bad), bad);
    assert.deepEqual(loadConfig({ TRUST_PROXY: '10.0.0.1, loopback' }).trustProxy, ['10.0.0.1', 'loopback']);
    assert.equal(loadConfig({}).trustProxy, null);
    assert.throws(() => loadConfig({ TRUST_PROXY: 'true' }), ConfigError);
  });

  test('ADMIN_HOST binds the admin listener apart; it defaults to HOST', () => {
    assert.equal(loadConfig({ HOST: '0.0.0.0' }).adminHost, '0.0.0.0');
    assert.equal(loadConfig({ HOST: '0.0.0.0', ADMIN_HOST: '10.1.2.3' }).adminHost, '10.1.2.3');
  });
});
