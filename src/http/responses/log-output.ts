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
//
// A full pipe (a log collector that fell behind) never stops the process:
// Node makes standard output non-blocking once it is a pipe, so a write
// finds it full (EAGAIN) instead of waiting, and pino's own destination
// then slept 100 ms at a time, every request of the process frozen with
// it. Here what the pipe did not take stays first in line and is tried
// again after LINGER_MS while the process runs on. Held lines are bounded
// too: past PENDING_BYTES held, new lines are dropped and counted (a
// stalled collector must not freeze the service, nor grow its memory);
// when lines are held again, or the pipe has taken them all, the count is
// reported through the process's own logger, in the gap's place. At exit a
// full pipe is waited for, at most EXIT_WAIT_MS. A pipe whose reader has
// gone (EPIPE) takes nothing ever again: its lines are let go.
import fs from 'node:fs';

/** How long a line may wait for others to share its write. */
export const LINGER_MS = 10;
/** A batch this large is written at once (a pipe's default capacity). */
export const FLUSH_BYTES = 64 * 1024;
/** Lines a full pipe may leave waiting in memory; past them new lines are dropped. */
export const PENDING_BYTES = 8 * 1024 * 1024;
/** The longest the exit waits for a full pipe to take what is held. */
export const EXIT_WAIT_MS = 5_000;

const STDOUT = 1;
const pause = new Int32Array(new SharedArrayBuffer(4));

class BatchedOutput {
  #lines: string[] = [];
  #bytes = 0;
  /** What the pipe has not taken yet, in order (one buffer a batch: none is copied again while they wait). */
  #pending: Buffer[] = [];
  #pendingBytes = 0;
  /** Re-armed with refresh(), so a batch costs no timer of its own; null until the first batch. */
  #timer: NodeJS.Timeout | null = null;
  #armed = false;
  /** Lines dropped since the last report, and since the start. */
  #dropped = 0;
  #droppedTotal = 0;
  #onDropped: ((count: number) => void) | null = null;

  readonly #flush = () => {
    this.#armed = false;
    this.#write(false);
  };

  readonly #flushAll = () => this.#write(true);

  constructor() {
    process.on('exit', this.#flushAll);
  }

  /** Lines dropped since the start (a full pipe past PENDING_BYTES), for the metrics. */
  get dropped(): number {
    return this.#droppedTotal;
  }

  /** How a count of dropped lines is reported once the pipe takes lines again (a warn line of the process's logger). */
  onDropped(report: (count: number) => void): void {
    this.#onDropped = report;
  }

  write(line: string): void {
    this.#lines.push(line);
    this.#bytes += line.length;
    if (this.#bytes >= FLUSH_BYTES) {
      this.#write(false);
      return;
    }
    this.#arm();
  }

  #arm(): void {
    if (this.#armed) return;
    this.#armed = true;
    if (this.#timer === null) this.#timer = setTimeout(this.#flush, LINGER_MS).unref();
    else this.#timer.refresh();
  }

  /** Writes what waits; `wait`: until the pipe took it all or EXIT_WAIT_MS passed (exit), else what the pipe takes now. */
  #write(wait: boolean): void {
    if (this.#lines.length > 0) {
      if (this.#pendingBytes >= PENDING_BYTES) {
        this.#dropped += this.#lines.length;
        this.#droppedTotal += this.#lines.length;
        this.#lines = [];
        this.#bytes = 0;
      } else {
        if (this.#dropped > 0) this.#tellDropped();
        const text = this.#lines.length === 1 ? this.#lines[0]! : this.#lines.join('');
        this.#lines = [];
        this.#bytes = 0;
        // The usual case, a pipe with room: the text goes as it is, made bytes only for what the pipe left.
        const left = this.#pending.length === 0 ? writeText(text) : Buffer.from(text);
        if (left !== null) {
          this.#pending.push(left);
          this.#pendingBytes += left.length;
        }
      }
    }
    const deadline = wait ? performance.now() + EXIT_WAIT_MS : 0;
    while (this.#pending.length > 0) {
      const head = this.#pending[0]!;
      try {
        // Through the module object, so a test can count the writes.
        const written = fs.writeSync(STDOUT, head);
        this.#pendingBytes -= written;
        if (written >= head.length) this.#pending.shift();
        else this.#pending[0] = head.subarray(written);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EAGAIN') {
          this.#pending = [];
          this.#pendingBytes = 0;
          return;
        }
        if (!wait) {
          this.#arm();
          return;
        }
        if (performance.now() >= deadline) return;
        Atomics.wait(pause, 0, 0, 1);
      }
    }
    // Every held line is out and none came since: the drop is told now, not with the next line.
    if (this.#dropped > 0 && !wait) this.#tellDropped();
  }

  /** The report of the lines dropped, through the process's logger, placed before the lines that follow the gap. */
  #tellDropped(): void {
    if (this.#onDropped === null) return;
    const count = this.#dropped;
    this.#dropped = 0;
    const after = this.#lines;
    const bytes = this.#bytes;
    this.#lines = [];
    this.#bytes = 0;
    this.#onDropped(count);
    this.#lines = after.length === 0 ? this.#lines : this.#lines.concat(after);
    this.#bytes += bytes;
  }
}

/** Writes `text` to standard output: what the pipe did not take (a full pipe: all of it), or null. */
function writeText(text: string): Buffer | null {
  try {
    // Through the module object, so a test can count the writes.
    const written = fs.writeSync(STDOUT, text);
    // A UTF-8 text has at least as many bytes as UTF-16 units: short of those, the write was partial.
    if (written >= text.length && written === Buffer.byteLength(text)) return null;
    return Buffer.from(text).subarray(written);
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EAGAIN' ? Buffer.from(text) : null;
  }
}

let shared: BatchedOutput | null = null;

/** The process's log output (every logger shares it, so lines keep their order). */
export interface LogOutput {
  write(line: string): void;
  /** Lines dropped since the start (a full pipe past PENDING_BYTES). */
  readonly dropped: number;
  /** How a count of dropped lines is told, once lines are taken again. */
  onDropped(report: (count: number) => void): void;
}

export function processLogOutput(): LogOutput {
  shared ??= new BatchedOutput();
  return shared;
}
