// Writers that serialise on one row wait for it here, in this process,
// before they take a database connection: at most one connection per row
// (per process) waits on the row's lock in the database. Without it, 200
// concurrent writes to one product held every pooled connection while
// queued on its row lock, and requests behind them timed out waiting for a
// connection (503). With it the queue costs memory, not connections, and
// every other request keeps the pool.
//
// This is only traffic shaping: correctness stays with the row lock in the
// database (locks.ts), which is what serialises writers across processes.
// A key therefore need not be exact: a key read before the transaction
// (which may be stale by the time it runs) only makes a writer queue with
// the wrong neighbours, never skip the database lock.
import { withTransaction, type Db } from './transaction.ts';

/** A keyed FIFO mutex: `run` calls with one key run one at a time, in arrival order. */
export class KeyedQueue {
  readonly #tails = new Map<string, Promise<void>>();

  /** Keys with a writer running or waiting (tests and diagnostics). */
  get size(): number {
    return this.#tails.size;
  }

  async run<T>(key: string, work: () => Promise<T>): Promise<T> {
    const previous = this.#tails.get(key);
    let release!: () => void;
    const mine = new Promise<void>((resolve) => {
      release = resolve;
    });
    const tail = previous ? previous.then(() => mine) : mine;
    this.#tails.set(key, tail);
    try {
      if (previous) await previous;
      return await work();
    } finally {
      release();
      if (this.#tails.get(key) === tail) this.#tails.delete(key);
    }
  }
}

/** One queue per database handle (every platform of a process on one database shares its handle). */
const queues = new WeakMap<Db, KeyedQueue>();

/** What `map` keeps for the database handle `db`, made on its first use. */
function ofHandle<V>(map: WeakMap<Db, V>, db: Db, make: () => V): V {
  let value = map.get(db);
  if (value === undefined) {
    value = make();
    map.set(db, value);
  }
  return value;
}

/**
 * Runs `work` in a transaction once no other writer of this process holds
 * `key` (e.g. `products:42`, the row the work locks first). Inside a
 * transaction already, it runs at once: the caller holds a connection, and
 * waiting here while holding one is what this avoids.
 */
export function serialisedWrite<T>(db: Db, key: string, work: (trx: Db) => Promise<T>): Promise<T> {
  if (db.isTransaction) return work(db);
  return serialised(db, key, () => withTransaction(db, work));
}

/**
 * The same queue for a write that is one statement (atomic without a
 * transaction block, so none is opened: two round trips fewer).
 */
export function serialised<T>(db: Db, key: string, work: () => Promise<T>): Promise<T> {
  if (db.isTransaction) return work();
  return ofHandle(queues, db, () => new KeyedQueue()).run(key, work);
}

/** The reads in flight per database handle, by key (sharedRead). */
const reads = new WeakMap<Db, Map<string, Promise<unknown>>>();

/**
 * A read a writer does before it queues (what to key the queue by, whether
 * its target exists), made once for every caller that asks while it is in
 * flight: they share its answer. A burst of writers to one row then reads
 * once, not once each: 200 racing writers each reading first waited on the
 * pool's 10 connections together, and on a loaded machine the last of them
 * waited past the pool's connection timeout (503; docs/decisions.md,
 * "Storage and concurrency"). For reads whose answer any concurrent caller may use
 * (what the write then locks and reads again under its lock).
 */
export function sharedRead<T>(db: Db, key: string, read: () => Promise<T>): Promise<T> {
  if (db.isTransaction) return read();
  const inFlight = ofHandle(reads, db, () => new Map());
  const running = inFlight.get(key) as Promise<T> | undefined;
  if (running) return running;
  const started = read().finally(() => inFlight.delete(key));
  inFlight.set(key, started);
  return started;
}
