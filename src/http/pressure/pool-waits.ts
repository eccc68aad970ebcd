// Times each wait for a pooled connection, for the listener's judgement of
// whether the database pool has a standing queue (queue-pressure.ts). A
// statement that finds a free connection (or room for a new one) reports 0
// without reading a clock; only one that queues is timed.
import type pg from 'pg';

type Connect = (callback?: (error: Error | undefined, client: pg.PoolClient, release: () => void) => void) => unknown;

const timed = new WeakSet<pg.Pool>();

/** Reports to `onWait` how long each acquisition from `pool` waited (ms); once per pool. */
export function timePoolWaits(pool: pg.Pool, onWait: (ms: number) => void): void {
  if (timed.has(pool)) return;
  timed.add(pool);
  const max = (pool as unknown as { options: { max: number } }).options.max;
  const connect = pool.connect as unknown as Connect;
  // pg-pool's own query() acquires through this.connect(callback), so the instance's method sees every statement.
  (pool as unknown as { connect: Connect }).connect = function timedConnect(this: pg.Pool, callback) {
    if (this.waitingCount === 0 && (this.idleCount > 0 || this.totalCount < max)) {
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
}
