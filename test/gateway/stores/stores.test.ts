// The two stores behind one interface: the same arithmetic in memory and in
// Redis's Lua (Redis when the run has REDIS_URL), step for step on the
// injected clock; and an unreachable Redis, which leaves the limits working
// in process memory, answers fast and never throws.
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { describe, test } from 'node:test';
import { MemoryStore } from '../../../src/gateway/stores/memory-store.ts';
import { REDIS_COMMAND_TIMEOUT_MS, RedisStore } from '../../../src/gateway/stores/redis-store.ts';
import { ResilientStore } from '../../../src/gateway/stores/resilient-store.ts';
import type { LimitStore } from '../../../src/gateway/stores/store.ts';
import { REDIS_TEST_TIMEOUT_MS, REDIS_URL } from '../fixtures.ts';

const T0 = Date.parse('2026-06-01T12:00:00.000Z');
const DAY_END = Date.parse('2026-06-02T00:00:00.000Z');
const TRIAL = { ratePerSecond: 2, burst: 5 };

const stores: Array<[string, () => LimitStore]> = [['memory', () => new MemoryStore()]];
const redisUrl = REDIS_URL;
if (redisUrl) stores.push(['redis', () => new RedisStore(redisUrl, REDIS_TEST_TIMEOUT_MS)]);

for (const [name, make] of stores) {
  describe(`${name} store`, () => {
    const key = () => `test:${randomUUID()}`;

    test('a full bucket serves its burst, then refuses with the wait for the next token, and refills at the rate', async () => {
      const store = make();
      const bucket = { key: key(), ...TRIAL };
      try {
        for (let i = 0; i < 5; i++) assert.equal((await store.consume({ now: T0, bucket })).allowed, true);
        assert.deepEqual(await store.consume({ now: T0, bucket }), { allowed: false, tokens: 0, used: 0, waitMs: 500 });
        assert.deepEqual(await store.consume({ now: T0 + 200, bucket }), { allowed: false, tokens: 0.4, used: 0, waitMs: 300 });
        assert.deepEqual(await store.consume({ now: T0 + 500, bucket }), { allowed: true, tokens: 0, used: 0, waitMs: 0 });
        const later = await store.consume({ now: T0 + 60_000, bucket });
        assert.deepEqual(later, { allowed: true, tokens: 4, used: 0, waitMs: 0 }, 'never more than the burst');
        assert.equal((await store.consume({ now: T0 + 59_000, bucket })).tokens, 3, 'a clock behind the last update adds nothing');
      } finally {
        await store.close();
      }
    });

    test('the quota counts served requests only, refuses until its reset, and a new day has a fresh key', async () => {
      const store = make();
      const bucket = { key: key(), ratePerSecond: 1, burst: 2 };
      const quota = { key: key(), limit: 3, resetAt: DAY_END };
      try {
        assert.equal((await store.consume({ now: T0, bucket, quota })).used, 1);
        assert.equal((await store.consume({ now: T0, bucket, quota })).used, 2);
        const bucketRefusal = await store.consume({ now: T0, bucket, quota });
        assert.deepEqual(bucketRefusal, { allowed: false, tokens: 0, used: 2, waitMs: 1_000 }, 'refused by the bucket, not counted');
        assert.equal((await store.consume({ now: T0 + 1_000, bucket, quota })).used, 3);
        const quotaRefusal = await store.consume({ now: T0 + 5_000, bucket, quota });
        assert.deepEqual(
          quotaRefusal,
          { allowed: false, tokens: 2, used: 3, waitMs: DAY_END - T0 - 5_000 },
          'refused by the quota, no token spent',
        );
        const tomorrow = { key: key(), limit: 3, resetAt: DAY_END + 86_400_000 };
        assert.equal((await store.consume({ now: DAY_END, bucket, quota: tomorrow })).allowed, true);
      } finally {
        await store.close();
      }
    });

    test('a fixed window counts each key apart', async () => {
      const store = make();
      const [a, b] = [key(), key()];
      try {
        assert.deepEqual(
          [await store.hit(a, T0, T0 + 300_000), await store.hit(a, T0 + 1, T0 + 300_000), await store.hit(b, T0, T0 + 300_000)],
          [1, 2, 1],
        );
      } finally {
        await store.close();
      }
    });
  });
}

if (redisUrl) {
  test('memory and Redis agree on a long random sequence', async () => {
    const memory = new MemoryStore();
    const redis = new RedisStore(redisUrl, REDIS_TEST_TIMEOUT_MS);
    const [bucketKey, quotaKey] = [`test:${randomUUID()}`, `test:${randomUUID()}`];
    let seed = 42;
    const random = () => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
    let now = T0;
    try {
      for (let i = 0; i < 300; i++) {
        now += Math.floor(random() * 400);
        const request = {
          now,
          bucket: { key: bucketKey, ratePerSecond: 3, burst: 7 },
          quota: { key: quotaKey, limit: 150, resetAt: DAY_END },
        };
        const [m, r] = [await memory.consume(request), await redis.consume(request)];
        assert.equal(r.allowed, m.allowed, `step ${i}`);
        assert.equal(r.used, m.used, `step ${i}`);
        assert.equal(r.waitMs, m.waitMs, `step ${i}`);
        assert.ok(Math.abs(r.tokens - m.tokens) < 0.001, `step ${i}: ${r.tokens} vs ${m.tokens}`);
      }
    } finally {
      await redis.close();
    }
  });
}

describe('Redis unreachable', () => {
  test('limits keep working in process memory, within the command timeout, without an error; the failure is reported once', async () => {
    const store = new ResilientStore(new RedisStore('redis://127.0.0.1:1'), new MemoryStore());
    const bucket = { key: 'k', ...TRIAL };
    try {
      const started = performance.now();
      const outcomes = [];
      for (let i = 0; i < 6; i++) outcomes.push(await store.consume({ now: T0, bucket }));
      assert.deepEqual(
        outcomes.map((o) => o.allowed),
        [true, true, true, true, true, false],
        'the bucket still holds, per process',
      );
      assert.equal(await store.hit('w', T0, T0 + 1_000), 1);
      assert.ok(performance.now() - started < 6 * REDIS_COMMAND_TIMEOUT_MS + 1_000, 'fails fast');
      assert.match(String(store.takeNotice()?.message), /ECONNREFUSED|writeable|connect/i);
      assert.equal(store.takeNotice(), null, 'at most one notice a minute');
    } finally {
      await store.close();
    }
  });
});
