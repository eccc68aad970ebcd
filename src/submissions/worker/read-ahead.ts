// The preparation's reads (the placement snapshot, a template vendor's
// documents) started when this process accepted the submission and an idle
// worker loop of its own is about to claim the job: they run beside the
// claim instead of after it, a database round trip off the time a waiting
// POST waits. The snapshot is read outside any transaction either way
// (preparation.ts); read ahead, it is older by the claim's round trip, and
// never used past MAX_AGE_MS (a paused worker's held job reads again). A
// read ahead is used once, by the run of its submission; one nobody takes
// (another process claimed the job) is dropped by age or by the bound.
import { inSpan } from '../../tracing/spans.ts';
import { TERMINAL, type SubmissionRecord } from '../repo.ts';
import type { Prepared, SubmissionPreparation } from './preparation.ts';
import { intakeOf } from './intake.ts';

const MAX_AGE_MS = 1_000;
const MAX_READS = 64;

interface Read {
  startedAt: number;
  /** null: the read failed (the run reads again, and its failure counts as the attempt's). */
  prepared: Promise<Prepared | null>;
}

export class ReadAhead {
  readonly #reads = new Map<string, Read>();

  constructor(
    private readonly preparation: SubmissionPreparation,
    private readonly now: () => number = Date.now,
  ) {}

  /** Starts the reads for the submission just accepted (announced with its record). */
  start(id: string, submission: SubmissionRecord): void {
    if (TERMINAL.includes(submission.status) || this.#reads.has(id)) return;
    this.#dropStale();
    if (this.#reads.size >= MAX_READS) this.#reads.delete(this.#reads.keys().next().value!);
    const prepared = inSpan('submission.read_ahead', {}, () => this.preparation.prepare(intakeOf(submission))).catch(() => null);
    this.#reads.set(id, { startedAt: this.now(), prepared });
  }

  /** The reads started for `id` (each taken once), or null: none, or started more than MAX_AGE_MS ago. */
  take(id: string): Promise<Prepared | null> | null {
    const read = this.#reads.get(id);
    this.#reads.delete(id);
    this.#dropStale();
    return read && this.now() - read.startedAt <= MAX_AGE_MS ? read.prepared : null;
  }

  /** Reads held now (tests). */
  get size(): number {
    return this.#reads.size;
  }

  #dropStale(): void {
    const oldest = this.now() - MAX_AGE_MS;
    // Kept in the order started: the stale ones come first.
    for (const [id, read] of this.#reads) {
      if (read.startedAt >= oldest) break;
      this.#reads.delete(id);
    }
  }
}
