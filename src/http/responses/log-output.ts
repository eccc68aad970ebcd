// Where every logger of the process writes: standard output, one write per
// turn of the event loop for all the lines that turn made.
//
// pino's default destination writes each line with its own write(2). Under
// load a turn of the loop answers several requests (and the worker logs a
// claim and a completion per submission), so a line per system call was a
// measurable part of a point read's CPU (the write, and waking the reader of
// the pipe). The lines are kept in order and written together in the turn's
// check phase; at exit, whatever is left is written synchronously. A crash
// the process cannot see (SIGKILL) loses at most the lines of its last turn,
// which had not reached the pipe a millisecond later either way.
import { pino } from 'pino';

type Destination = ReturnType<typeof pino.destination>;

class TurnBatchedOutput {
  #lines: string[] = [];
  #scheduled = false;
  #destination: Destination | null = null;

  readonly #flush = () => {
    this.#scheduled = false;
    if (this.#lines.length === 0) return;
    const text = this.#lines.length === 1 ? this.#lines[0]! : this.#lines.join('');
    this.#lines = [];
    // Synchronous, as pino's own default: a full pipe is waited out (sonic-boom retries EAGAIN), never dropped.
    this.#destination ??= pino.destination({ dest: 1, sync: true });
    this.#destination.write(text);
  };

  constructor() {
    process.on('exit', this.#flush);
  }

  write(line: string): void {
    this.#lines.push(line);
    if (this.#scheduled) return;
    this.#scheduled = true;
    setImmediate(this.#flush);
  }
}

let shared: TurnBatchedOutput | null = null;

/** The process's log output (every logger shares it, so lines keep their order). */
export function processLogOutput(): { write(line: string): void } {
  shared ??= new TurnBatchedOutput();
  return shared;
}
