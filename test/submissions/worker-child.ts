// A worker process for the crash test: it claims the one submission job,
// places the order inside its transaction, reports "placed" and then hangs
// before committing, waiting to be killed with SIGKILL.
import { loadConfig } from '../../src/app/config.ts';
import { openDatabase } from '../../src/db/engine.ts';
import { Worker } from '../../src/jobs/worker.ts';
import { createPlatform } from '../../src/app/platform.ts';
import type { OrderPlacer } from '../../src/submissions/placement.ts';
import { CatalogOrderPlacer } from '../../src/submissions/placer.ts';
import { SubmissionPreparation } from '../../src/submissions/worker/preparation.ts';
import { submissionJobHandler } from '../../src/submissions/worker/processor.ts';

const config = loadConfig({ ...process.env, LOG_LEVEL: 'silent' });
const database = await openDatabase(config.databaseUrl, { poolSize: 2 });
const platform = await createPlatform(config, database);
const real = new CatalogOrderPlacer(platform.clock);
const hanging: OrderPlacer = {
  async place(trx, request) {
    const result = await real.place(trx, request);
    process.stdout.write('placed\n');
    await new Promise(() => {}); // never commits
    return result;
  },
};
const { db } = platform;
const signals = platform.submissions.signals;
const worker = new Worker(
  db,
  signals,
  [submissionJobHandler(db, signals, new SubmissionPreparation(db, platform.catalog.templates), hanging)],
  {
    concurrency: 1,
    leaseMs: config.jobLeaseMs,
    idlePollMs: 50,
  },
);
worker.start();
process.stdout.write('started\n');
