// Watches the database pool for the listener's judgement of its queue
// (queue-pressure.ts). Two things are measured:
//
// - each wait for a pooled connection: a statement that finds a free
//   connection (or room for a new one) reports 0 without reading a clock;
//   only one that queues is timed;
// - how long a connection is held, on average, from the pool's own
//   `acquire` and `release` events: with the number waiting it tells how
//   long a request asking now would wait (the queue ahead of it, drained as
//   connections come back), before it joins the queue.
import type pg from 'pg';

type Connect = (callback?: (error: Error | undefined, client: pg.PoolClient, release: () => void) => void) => unknown;

export interface PoolQueue {
  /** How long (ms) a request asking for a connection now would wait for one: 0 while one is free. */
  expectedWaitMs(): number;
}

/** The weight of each new hold time in the running average: about the last sixteen. */
const HOLD_WEIGHT = 1 / 16;
const ACQUIRED_AT = Symbol('acquired at');

const watched = new WeakMap<pg.Pool, PoolQueue>();

/** Reports to `onWait` how long each acquisition from `pool` waited (ms), and estimates the next one's; once per pool. */
export function timePoolWaits(pool: pg.Pool, onWait: (ms: number) => void): PoolQueue {
  const known = watched.get(pool);
  if (known) return known;
  const max = (pool as unknown as { options: { max: number } }).options.max;
  const free = () => pool.waitingCount === 0 && (pool.idleCount > 0 || pool.totalCount < max);
  /** The running average of holds; the first sets it (0: none seen yet, no wait expected). */
  let holdMs = 0;
  type Held = pg.PoolClient & { [ACQUIRED_AT]?: number };
  pool.on('acquire', (client: Held) => {
    client[ACQUIRED_AT] = performance.now();
  });
  pool.on('release', (_error: Error | undefined, client: Held) => {
    const at = client[ACQUIRED_AT];
    if (at === undefined) return;
    const held = performance.now() - at;
    holdMs = holdMs === 0 ? held : holdMs + (held - holdMs) * HOLD_WEIGHT;
  });
  // Those waiting beyond the connections free or yet to open (pg-pool queues even a request an idle connection
  // will take, until its next tick): the queue ahead of one asking now.
  const expectedWaitMs = () => {
    const ahead = pool.waitingCount - pool.idleCount - (max - pool.totalCount);
    return ahead < 0 ? 0 : ((ahead + 1) * holdMs) / max;
  };
  const queue: PoolQueue = { expectedWaitMs };
  watched.set(pool, queue);
  const connect = pool.connect as unknown as Connect;
  // pg-pool's own query() acquires through this.connect(callback), so the instance's method sees every statement.
  (pool as unknown as { connect: Connect }).connect = function timedConnect(this: pg.Pool, callback) {
    if (free()) {
      onWait(0);
      return connect.call(this, callback);
    }
    const startedAt = performance.now();
    if (callback)
      return connect.call(this, (error, client, release) => {
        onWait(performance.now() - startedAt);
        callback(error, client, release);
      });
    return (connect.call(this) as Promise<pg.PoolClient>).finally(() => onWait(performance.now() - startedAt));
  };
  return queue;
}
