// A worker process for the crash test: it claims the one submission job,
// places the order inside its transaction (the order and the submission's
// completion are written), reports "placed" when the job's completion is
// asked for, and then hangs before committing, waiting to be killed with SIGKILL.
import { loadConfig } from '../../src/app/config.ts';
import { openDatabase } from '../../src/db/engine.ts';
import { type JobHandler, Worker } from '../../src/jobs/worker.ts';
import { createPlatform } from '../../src/app/platform.ts';
import { SubmissionPreparation } from '../../src/submissions/worker/preparation.ts';
import { submissionJobHandler } from '../../src/submissions/worker/processor.ts';

const config = loadConfig({ ...process.env, LOG_LEVEL: 'silent' });
const database = await openDatabase(config.databaseUrl, { poolSize: 2 });
const platform = await createPlatform(config, database);
const { db } = platform;
const signals = platform.submissions.signals;
const real = submissionJobHandler(db, signals, new SubmissionPreparation(db, platform.catalog.templates), platform.clock);
const hanging: JobHandler = {
  ...real,
  run: (job, _complete, log) =>
    real.run(
      job,
      async () => {
        process.stdout.write('placed\n');
        return new Promise<boolean>(() => {}); // never commits
      },
      log,
    ),
};
const worker = new Worker(db, signals, [hanging], {
  concurrency: 1,
  leaseMs: config.jobLeaseMs,
  idlePollMs: 50,
});
worker.start();
process.stdout.write('started\n');
