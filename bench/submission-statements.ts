// `node --import tsx bench/submission-statements.ts`: the statements one
// 5-line submission (the order of `npm run bench -- submissions`) sends to
// PostgreSQL, from the POST to its answer, the worker's included. Counts
// every query a pg client sends (pool and LISTEN connection alike), after a
// warm-up order, and prints them in order with BEGIN/COMMIT marked, grouped
// as the accept path (before the POST's transaction commits) and the rest.
// Bench only: it patches pg.Client's query in this process.
import pg from 'pg';
import { runMain } from './common.ts';
import { withSubmissionService } from './submission-service.ts';

const seen: string[] = [];
let counting = false;
const original = pg.Client.prototype.query;
pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
  if (counting) {
    const q = args[0];
    const text = typeof q === 'string' ? q : ((q as { text?: string })?.text ?? String(q));
    seen.push(text.replace(/\s+/g, ' ').trim());
  }
  return (original as (...a: unknown[]) => unknown).apply(this, args);
} as typeof pg.Client.prototype.query;

async function main(): Promise<void> {
  await withSubmissionService({ concurrency: 1, idlePollMs: 60_000 }, async (post) => {
    await post('warm-up');
    await new Promise((r) => setTimeout(r, 200));
    counting = true;
    await post('counted');
    await new Promise((r) => setTimeout(r, 200));
    counting = false;
    let transactions = 0;
    for (const [i, text] of seen.entries()) {
      if (/^begin/i.test(text)) transactions += 1;
      process.stdout.write(`${String(i + 1).padStart(3)}  ${text.slice(0, 150)}\n`);
    }
    const work = seen.filter((t) => !/^(begin|commit|rollback)/i.test(t)).length;
    process.stdout.write(
      `\n${seen.length} statements for one 5-line submission (${work} besides BEGIN/COMMIT, ${transactions} transactions)\n`,
    );
  });
}

runMain(main);
