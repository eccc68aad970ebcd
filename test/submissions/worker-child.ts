// A worker process for the crash test: it claims the one submission job
// (the claim commits: the job is running, the submission processing), then
// runs the real handler inside a transaction of its own that never commits:
// the completion statement (the order, its lines, the submission completed,
// the job done) is executed, "placed" is reported, and the process hangs
// before COMMIT, waiting to be killed with SIGKILL.
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
  run: (job, complete, log) =>
    new Promise<void>((_resolve, reject) => {
      db.transaction()
        .execute(async (trx) => {
          const inside = submissionJobHandler(trx, signals, new SubmissionPreparation(trx, platform.catalog.templates), platform.clock);
          await inside.run(job, complete, log);
          process.stdout.write('placed\n');
          await new Promise<never>(() => {}); // never commits
        })
        .catch(reject);
    }),
};
const worker = new Worker(db, signals, [hanging], {
  concurrency: 1,
  leaseMs: config.jobLeaseMs,
  idlePollMs: 50,
});
worker.start();
process.stdout.write('started\n');
