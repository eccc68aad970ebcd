// Spans the exporter could not deliver (a dead collector, a refusal), logged
// at most once a minute with how many were dropped since the last line, so a
// collector that stays down neither floods the log nor goes unnoticed.
import type { Logger } from 'pino';

export const EXPORT_WARNING_INTERVAL_MS = 60_000;

export class ExportWarnings {
  #lastAt = Number.NEGATIVE_INFINITY;
  #dropped = 0;

  constructor(
    private readonly log: Logger,
    private readonly now: () => number = Date.now,
  ) {}

  failed(spans: number, error: Error | undefined): void {
    this.#dropped += spans;
    const now = this.now();
    if (now - this.#lastAt < EXPORT_WARNING_INTERVAL_MS) return;
    this.#lastAt = now;
    // The error's class and message only: an exporter error never carries span content.
    this.log.warn(
      { droppedSpans: this.#dropped, error: error ? `${error.name}: ${error.message}`.slice(0, 300) : null },
      'trace export failed: spans dropped (logged at most once a minute)',
    );
    this.#dropped = 0;
  }
}
