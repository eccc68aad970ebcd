// Counters in Redis, shared by every process on REDIS_URL. The checks this
// process makes in one turn of its event loop (every request's firewall
// window or partner bucket, whichever requests arrived together) go to Redis
// as one script call (redis-scripts.ts BATCH) rather than one call each: the
// counts are those of one call per check, exactly (the script applies them in
// order, each atomic), and a process under load sends a command per turn
// instead of two per request. The wait is the turn's end. ioredis's own
// auto-pipelining is off: it would hold that one command for another turn
// and wrap it in a Pipeline, whose per-instance accessor made V8 keep each
// call's garbage through young collections into the old generation (at one
// call a turn, 48 against 60 µs of CPU a call and 30 against 3,200 bytes
// promoted). Built to fail fast rather than queue: no
// offline queue, no command retries, a short command timeout, so an
// unreachable Redis is an error within milliseconds and the resilient store
// falls back to memory. The connection opens on first use, so the CLI and
// other processes that never serve requests never connect; ioredis itself
// loads only when a store is built (REDIS_URL set), not at the CLI's start.
import { createRequire } from 'node:module';
import type { Redis } from 'ioredis';
import type { TakeOutcome } from '../limits/bucket.ts';
import { BATCH } from './redis-scripts.ts';
import type { ConsumeRequest, LimitStore } from './store.ts';

/** Longest a limit check waits on Redis, by default, before the request is counted in memory instead. */
export const REDIS_COMMAND_TIMEOUT_MS = 250;

/** Most checks in one script call: a turn with more sends several (a script blocks Redis while it runs). */
export const MAX_CHECKS_PER_CALL = 256;

type ScriptedRedis = Redis & {
  gatewayBatch(keyCount: number, ...keysAndArgs: (string | number)[]): Promise<number[]>;
};

/** One check waiting for its turn's script call: its keys and arguments, and where its answer goes. */
interface PendingCheck {
  keys: string[];
  args: (string | number)[];
  /** How many numbers of the reply are its answer. */
  width: 1 | 4;
  settle(reply: number[], at: number): void;
  fail(error: unknown): void;
}

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
      enableAutoPipelining: false,
      retryStrategy: (attempt) => Math.min(attempt * 200, 2_000),
    });
    // Failures surface on the commands (and are reported by the resilient
    // store); without a listener ioredis would print every reconnect attempt.
    client.on('error', () => {});
    client.defineCommand('gatewayBatch', { lua: BATCH });
    this.#client = client as ScriptedRedis;
  }

  /** The first call opens the connection and waits for it (once); later calls never wait for one. */
  async #ready(): Promise<void> {
    if (this.#client.status === 'wait') this.#connecting ??= this.#client.connect().catch(() => {});
    if (this.#connecting) await this.#connecting;
  }

  consume({ now, bucket, quota }: ConsumeRequest): Promise<TakeOutcome> {
    return new Promise((resolve, reject) => {
      this.#enqueue({
        keys: quota ? [bucket.key, quota.key] : [bucket.key],
        args: quota
          ? ['q', now, bucket.ratePerSecond, bucket.burst, quota.limit, quota.resetAt]
          : ['c', now, bucket.ratePerSecond, bucket.burst],
        width: 4,
        settle: (reply, at) =>
          resolve({ allowed: reply[at] === 1, tokens: reply[at + 1]! / 1000, used: reply[at + 2]!, waitMs: reply[at + 3]! }),
        fail: reject,
      });
    });
  }

  hit(key: string, now: number, windowEnd: number): Promise<number> {
    return new Promise((resolve, reject) => {
      this.#enqueue({
        keys: [key],
        args: ['h', Math.max(0, windowEnd - now)],
        width: 1,
        settle: (reply, at) => resolve(reply[at]!),
        fail: reject,
      });
    });
  }

  #pending: PendingCheck[] = [];
  #flushScheduled = false;

  /** Gathers the check into this turn's call, sent once the turn's I/O callbacks have run (setImmediate). */
  #enqueue(check: PendingCheck): void {
    this.#pending.push(check);
    if (this.#pending.length >= MAX_CHECKS_PER_CALL) return void this.#flush();
    if (this.#flushScheduled) return;
    this.#flushScheduled = true;
    setImmediate(() => {
      this.#flushScheduled = false;
      void this.#flush();
    });
  }

  async #flush(): Promise<void> {
    const checks = this.#pending;
    if (checks.length === 0) return;
    this.#pending = [];
    try {
      await this.#ready();
      const keys = checks.flatMap((check) => check.keys);
      const reply = await this.#client.gatewayBatch(keys.length, ...keys, checks.length, ...checks.flatMap((check) => check.args));
      let at = 0;
      for (const check of checks) {
        check.settle(reply, at);
        at += check.width;
      }
    } catch (error) {
      for (const check of checks) check.fail(error);
    }
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
