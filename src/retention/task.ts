// The worker role's background pruning: a pass (service.ts) shortly after
// start, then every RETENTION_INTERVAL_MINUTES. Several worker processes may
// prune at once: their statements skip each other's rows (SKIP LOCKED). On
// stop, the pass in progress ends after its current statement.
import type { RetentionLog, RetentionService } from './service.ts';

export interface RetentionTaskOptions {
  intervalMs: number;
  /** Delay before the first pass (default: a minute, or the interval when shorter), so start-up is not slowed. */
  firstDelayMs?: number;
}

export class RetentionTask {
  #timer: NodeJS.Timeout | null = null;
  #abort = new AbortController();
  #current: Promise<unknown> | null = null;
  #stopped = false;

  constructor(
    private readonly retention: RetentionService,
    private readonly options: RetentionTaskOptions,
    private readonly log: RetentionLog | null = null,
  ) {}

  start(): this {
    this.#schedule(this.options.firstDelayMs ?? Math.min(60_000, this.options.intervalMs));
    return this;
  }

  #schedule(delayMs: number): void {
    if (this.#stopped) return;
    this.#timer = setTimeout(() => {
      this.#current = this.retention
        .run(this.#abort.signal)
        .catch((error: unknown) =>
          this.log?.error({ err: error }, 'retention pass failed (database unavailable?); the next one runs on schedule'),
        )
        .finally(() => {
          this.#current = null;
          this.#schedule(this.options.intervalMs);
        });
    }, delayMs);
    this.#timer.unref();
  }

  /** No further pass; the one in progress stops after its current statement. */
  async stop(): Promise<void> {
    this.#stopped = true;
    if (this.#timer) clearTimeout(this.#timer);
    this.#abort.abort();
    await this.#current;
  }
}
