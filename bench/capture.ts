// The statements this process sends to the database while a piece of work
// runs (text and values), for the benches that check or explain what the
// service sends: bench/submissions.ts (its twin's texts against the probe's)
// and bench/history.ts (the hot statements' plans). Installed when this
// module loads, before any connection opens: the engine wraps each pooled
// client's query when it connects (src/db/engine.ts), over whatever the
// prototype's is then. Not a script.
import pg from 'pg';

export interface Sent {
  text: string;
  /** The name it was prepared under (a named statement), else null. */
  name: string | null;
  values: unknown[];
}

let listener: ((sent: Sent) => void) | null = null;
const original = pg.Client.prototype.query;
pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
  if (listener) {
    const q = args[0];
    const text = typeof q === 'string' ? q : ((q as { text?: string })?.text ?? '');
    const name = typeof q === 'string' ? null : ((q as { name?: string })?.name ?? null);
    listener({
      text,
      name,
      values: ((typeof q === 'string' ? args[1] : (q as { values?: unknown[] })?.values) as unknown[] | undefined) ?? [],
    });
  }
  return (original as (...a: unknown[]) => unknown).apply(this, args);
} as typeof pg.Client.prototype.query;

/** Runs `work`, handing every statement sent meanwhile (by any pg client of this process) to `seen`. */
export async function capturing<T>(seen: (sent: Sent) => void, work: () => Promise<T>): Promise<T> {
  listener = seen;
  try {
    return await work();
  } finally {
    listener = null;
  }
}
