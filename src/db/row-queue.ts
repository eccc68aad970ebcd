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
//
// Every wait here is bounded, as the pool's wait for a connection is: a
// writer that has not had its turn within the handle's wait bound
// (DATABASE_STATEMENT_TIMEOUT_MS, `boundRowQueue`) leaves the queue with 503
// `service_unavailable` and a Retry-After, having written nothing. And a
// writer whose HTTP client has gone (`RequestClient`, set by the HTTP layer)
// leaves the queue at once, or never joins it when its client went while its
// service was still reading: nobody would learn the outcome of a write that
// began after its client stopped listening.
import { problem } from '../errors/catalogue.ts';
import { withTransaction, type Db } from './transaction.ts';

/** The client of an HTTP request: whether it is still there to hear the answer. */
export interface RequestClient {
  readonly gone: boolean;
  /** Calls `listener` once the client goes (never if the answer reaches it first); returns the unsubscribe. */
  onGone(listener: () => void): () => void;
}

/**
 * The client of the request whose handler is running synchronously right now
 * (`withRequestClient`, wrapped around every route handler by the HTTP layer),
 * else null. Read only synchronously, with no async context
 * (AsyncLocalStorage turns on promise hooks for the whole process in Node
 * 20): a writer that queues in the handler's turn finds it here; a service
 * that awaits anything before it writes reads it first (`requestClient()`,
 * before its first await) and hands it to `serialisedWrite`.
 */
let runningFor: RequestClient | null = null;

/**
 * The client of the request being handled, for a service to read before its
 * first await and hand to `serialisedWrite`/`serialised` (null outside a
 * request: jobs, the CLI, start-up).
 */
export function requestClient(): RequestClient | null {
  return runningFor;
}

/** Runs `handler` (synchronously) with `client` as the request client writers queue for. */
export function withRequestClient<T>(client: RequestClient, handler: () => T): T {
  const outer = runningFor;
  runningFor = client;
  try {
    return handler();
  } finally {
    runningFor = outer;
  }
}

export const rowQueueErrors = {
  /** The writer's turn did not come within the bound: nothing was written. */
  waitedTooLong: (waitMs: number) =>
    problem('service_unavailable', 'Too many writes to this record are waiting; nothing was written. Retry with backoff.', {
      'retry-after': String(Math.max(1, Math.ceil(waitMs / 1000))),
    }),
  /** Its client went away while it waited: nothing was written (the answer reaches no one; the log records it). */
  clientGone: () => problem('service_unavailable', 'The client closed the request before its write began; nothing was written.'),
};

interface Waiter {
  start(): void;
}

/**
 * A keyed FIFO mutex: `run` calls with one key run one at a time, in arrival
 * order. A call waits at most `waitMs` for its turn, and no longer than its
 * request's client stays: either way it leaves the queue without running.
 */
export class KeyedQueue {
  /** Per key with a writer running: the writers waiting behind it. */
  readonly #waiting = new Map<string, Waiter[]>();

  constructor(readonly waitMs: number) {}

  /** Keys with a writer running or waiting (tests and diagnostics). */
  get size(): number {
    return this.#waiting.size;
  }

  /** Writers waiting for `key` behind the one running (tests and diagnostics). */
  waiting(key: string): number {
    return this.#waiting.get(key)?.length ?? 0;
  }

  async run<T>(key: string, work: () => Promise<T>, client: RequestClient | null = null): Promise<T> {
    if (client?.gone) throw rowQueueErrors.clientGone();
    const queue = this.#waiting.get(key);
    if (queue) await this.#turn(queue, client);
    else this.#waiting.set(key, []);
    if (client?.gone) {
      this.#next(key);
      throw rowQueueErrors.clientGone();
    }
    try {
      return await work();
    } finally {
      this.#next(key);
    }
  }

  /** Waits in `queue` until the writer ahead hands over, the bound passes, or the client goes. */
  #turn(queue: Waiter[], client: RequestClient | null): Promise<void> {
    return new Promise<void>((resolve, reject) => {
      const leave = (error: Error) => {
        const at = queue.indexOf(waiter);
        if (at >= 0) queue.splice(at, 1);
        clearTimeout(timer);
        unsubscribe();
        reject(error);
      };
      const waiter: Waiter = {
        start: () => {
          clearTimeout(timer);
          unsubscribe();
          resolve();
        },
      };
      const timer = setTimeout(() => leave(rowQueueErrors.waitedTooLong(this.waitMs)), this.waitMs);
      const unsubscribe = client ? client.onGone(() => leave(rowQueueErrors.clientGone())) : () => {};
      queue.push(waiter);
    });
  }

  /** The writer of `key` is done: the next waiting one runs, or the key is free. */
  #next(key: string): void {
    const queue = this.#waiting.get(key);
    const next = queue?.shift();
    if (next) next.start();
    else this.#waiting.delete(key);
  }
}

/** How long a writer waits for its turn, per database handle (boundRowQueue); the pool's default otherwise. */
const waitBounds = new WeakMap<Db, number>();
const DEFAULT_WAIT_MS = 5_000;

/** Sets how long writers on `db` wait for their turn: the database's statement timeout, as for a pooled connection. */
export function boundRowQueue(db: Db, waitMs: number): void {
  waitBounds.set(db, waitMs);
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
export function serialisedWrite<T>(
  db: Db,
  key: string,
  work: (trx: Db) => Promise<T>,
  client: RequestClient | null = runningFor,
): Promise<T> {
  if (db.isTransaction) return work(db);
  return serialised(db, key, () => withTransaction(db, work), client);
}

/**
 * The same queue for a write that is one statement (atomic without a
 * transaction block, so none is opened: two round trips fewer). `client`:
 * the request's (`requestClient()`), read in the handler's turn; by default
 * whatever request's handler is running now, which is right only when this
 * is called before the service's first await.
 */
export function serialised<T>(db: Db, key: string, work: () => Promise<T>, client: RequestClient | null = runningFor): Promise<T> {
  if (db.isTransaction) return work();
  return rowQueueOf(db).run(key, work, client);
}

/** The queue writers on `db` wait in. */
export function rowQueueOf(db: Db): KeyedQueue {
  return ofHandle(queues, db, () => new KeyedQueue(waitBounds.get(db) ?? DEFAULT_WAIT_MS));
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
