// Counters in Redis, shared by every process on REDIS_URL: one script call
// per request (redis-scripts.ts). Built to fail fast rather than queue: no
// offline queue, no command retries, a short command timeout, so an
// unreachable Redis is an error within milliseconds and the resilient store
// falls back to memory. The connection opens on first use, so the CLI and
// other processes that never serve requests never connect; ioredis itself
// loads only when a store is built (REDIS_URL set), not at the CLI's start.
import { createRequire } from 'node:module';
import type { Redis } from 'ioredis';
import type { TakeOutcome } from '../limits/bucket.ts';
import { CONSUME, HIT } from './redis-scripts.ts';
import type { ConsumeRequest, LimitStore } from './store.ts';

/** Longest a limit check waits on Redis, by default, before the request is counted in memory instead. */
export const REDIS_COMMAND_TIMEOUT_MS = 250;

type ScriptedRedis = Redis & {
  gatewayConsume(keyCount: number, ...keysAndArgs: (string | number)[]): Promise<[number, number, number, number]>;
  gatewayHit(key: string, ttlMs: number): Promise<number>;
};

export class RedisStore implements LimitStore {
  readonly #client: ScriptedRedis;
  #connecting: Promise<void> | null = null;

  constructor(url: string, commandTimeoutMs = REDIS_COMMAND_TIMEOUT_MS) {
    const { Redis: RedisClient } = createRequire(import.meta.url)('ioredis') as typeof import('ioredis');
    const client = new RedisClient(url, {
      lazyConnect: true,
      enableOfflineQueue: false,
      maxRetriesPerRequest: 0,
      commandTimeout: commandTimeoutMs,
      connectTimeout: 1_000,
      enableAutoPipelining: true,
      retryStrategy: (attempt) => Math.min(attempt * 200, 2_000),
    });
    // Failures surface on the commands (and are reported by the resilient
    // store); without a listener ioredis would print every reconnect attempt.
    client.on('error', () => {});
    client.defineCommand('gatewayConsume', { lua: CONSUME });
    client.defineCommand('gatewayHit', { numberOfKeys: 1, lua: HIT });
    this.#client = client as ScriptedRedis;
  }

  /** The first call opens the connection and waits for it (once); later calls never wait for one. */
  async #ready(): Promise<void> {
    if (this.#client.status === 'wait') this.#connecting ??= this.#client.connect().catch(() => {});
    if (this.#connecting) await this.#connecting;
  }

  async consume({ now, bucket, quota }: ConsumeRequest): Promise<TakeOutcome> {
    await this.#ready();
    const reply = quota
      ? await this.#client.gatewayConsume(2, bucket.key, quota.key, now, bucket.ratePerSecond, bucket.burst, quota.limit, quota.resetAt)
      : await this.#client.gatewayConsume(1, bucket.key, now, bucket.ratePerSecond, bucket.burst);
    const [allowed, milliTokens, used, waitMs] = reply;
    return { allowed: allowed === 1, tokens: milliTokens / 1000, used, waitMs };
  }

  async hit(key: string, now: number, windowEnd: number): Promise<number> {
    await this.#ready();
    return this.#client.gatewayHit(key, Math.max(0, windowEnd - now));
  }

  async ping(): Promise<void> {
    await this.#ready();
    await this.#client.ping();
  }

  async close(): Promise<void> {
    if (this.#client.status === 'ready') await this.#client.quit().catch(() => this.#client.disconnect());
    else this.#client.disconnect();
  }
}
