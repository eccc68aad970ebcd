// Where every logger of the process writes: standard output, the lines of
// the last few milliseconds in one write.
//
// pino's default destination writes each line with its own write(2): a
// system call and a wake-up of the pipe's reader per line. A submission
// alone makes three lines in three turns of the event loop (the request's
// end, the worker's claim and completion), and a point read's line was a
// measurable part of its CPU. So lines wait in order, at most LINGER_MS
// after the first of them, then go in one synchronous write; a batch past
// FLUSH_BYTES goes at once, and at exit whatever is left is written before
// the process ends. A crash the process cannot see (SIGKILL) loses at most
// the last LINGER_MS of lines; an operator reading the log sees a line
// LINGER_MS later at worst.
import { pino } from 'pino';

type Destination = ReturnType<typeof pino.destination>;

/** How long a line may wait for others to share its write. */
export const LINGER_MS = 10;
/** A batch this large is written at once (a pipe's default capacity). */
export const FLUSH_BYTES = 64 * 1024;

class BatchedOutput {
  #lines: string[] = [];
  #bytes = 0;
  #destination: Destination | null = null;
  /** Re-armed with refresh(), so a batch costs no timer of its own; null until the first batch. */
  #timer: NodeJS.Timeout | null = null;
  #armed = false;

  readonly #flush = () => {
    this.#armed = false;
    if (this.#lines.length === 0) return;
    const text = this.#lines.length === 1 ? this.#lines[0]! : this.#lines.join('');
    this.#lines = [];
    this.#bytes = 0;
    // Synchronous, as pino's own default: a full pipe is waited out (sonic-boom retries EAGAIN), never dropped.
    this.#destination ??= pino.destination({ dest: 1, sync: true });
    this.#destination.write(text);
  };

  constructor() {
    process.on('exit', this.#flush);
  }

  write(line: string): void {
    this.#lines.push(line);
    this.#bytes += line.length;
    if (this.#bytes >= FLUSH_BYTES) {
      this.#flush();
      return;
    }
    if (this.#armed) return;
    this.#armed = true;
    if (this.#timer === null) this.#timer = setTimeout(this.#flush, LINGER_MS).unref();
    else this.#timer.refresh();
  }
}

let shared: BatchedOutput | null = null;

/** The process's log output (every logger shares it, so lines keep their order). */
export function processLogOutput(): { write(line: string): void } {
  shared ??= new BatchedOutput();
  return shared;
}
