// Point reads of one row per key, sent as few statements when many arrive at
// once. A read goes out at once while fewer than `maxInFlight` of them are
// running; past that, arriving keys wait together and go as one statement
// for all of them (`= ANY($1)`) as soon as a read ends. So a lone read costs
// what it always did, and a herd of them (every partner's credential read
// again at once: after a start, after a change dropped the whole cache, after
// a pause aged every entry out) costs a handful of statements instead of one
// per key, holding a pool connection or two instead of queueing every
// request behind it.
//
// A key already waiting is not read twice: its callers share the read. A key
// whose read is already running is read again: that read may have begun
// before a change the new caller must see.

export interface BatchedReadsOptions {
  /** Statements of these reads running at once; past it, keys wait for one to end and go together. */
  maxInFlight: number;
  /** Keys one statement reads at most. */
  maxBatch: number;
  /**
   * Runs a statement sent when another ended, in no caller's context: it would otherwise run in the context
   * of the caller whose statement ended (a trace it is no part of). One sent from a caller's own read runs in its.
   */
  detached?: <T>(work: () => T) => T;
}

interface Waiting<V> {
  resolve: (value: V | undefined) => void;
  reject: (error: unknown) => void;
}

/** Two statements at once (a pool keeps most of its connections for the requests' own), 500 keys each. */
export const BATCHED_READS_DEFAULTS: BatchedReadsOptions = { maxInFlight: 2, maxBatch: 500 };

export class BatchedReads<V> {
  #running = 0;
  #statements = 0;
  /** Keys waiting for a statement, each with its callers, in arrival order. */
  #waiting = new Map<string, Array<Waiting<V>>>();

  constructor(
    /** Reads the rows of `keys` in one statement: each found key's row (a key with no row is absent). */
    private readonly readMany: (keys: readonly string[]) => Promise<ReadonlyMap<string, V>>,
    private readonly options: BatchedReadsOptions = BATCHED_READS_DEFAULTS,
  ) {}

  /** The row of `key`, or undefined when there is none. */
  read(key: string): Promise<V | undefined> {
    return new Promise<V | undefined>((resolve, reject) => {
      const callers = this.#waiting.get(key);
      if (callers !== undefined) callers.push({ resolve, reject });
      else this.#waiting.set(key, [{ resolve, reject }]);
      if (this.#running < this.options.maxInFlight) this.#send(false);
    });
  }

  /** Statements sent so far (the metrics': keys read ÷ statements is how much arriving together saved). */
  get statements(): number {
    return this.#statements;
  }

  #send(detach: boolean): void {
    let batch: Map<string, Array<Waiting<V>>>;
    if (this.#waiting.size <= this.options.maxBatch) {
      batch = this.#waiting;
      this.#waiting = new Map();
    } else {
      batch = new Map();
      for (const [key, callers] of this.#waiting) {
        if (batch.size === this.options.maxBatch) break;
        batch.set(key, callers);
        this.#waiting.delete(key);
      }
    }
    this.#running += 1;
    this.#statements += 1;
    let read: Promise<ReadonlyMap<string, V>>;
    try {
      const keys = [...batch.keys()];
      const { detached } = this.options;
      read = detach && detached ? detached(() => this.readMany(keys)) : this.readMany(keys);
    } catch (error) {
      read = Promise.reject(error);
    }
    read
      .then(
        (rows) => {
          for (const [key, callers] of batch) for (const caller of callers) caller.resolve(rows.get(key));
        },
        (error: unknown) => {
          for (const callers of batch.values()) for (const caller of callers) caller.reject(error);
        },
      )
      .finally(() => {
        this.#running -= 1;
        if (this.#waiting.size > 0 && this.#running < this.options.maxInFlight) this.#send(true);
      });
  }
}
