// A worker process for the crash test: it claims the one submission job
// (the claim commits: the job is running, the submission processing), then
// runs the real handler inside a transaction of its own that never commits:
// the completion statement (the order, its lines, the submission completed,
// the job done) is executed, "placed" is reported, and the process hangs
// before COMMIT, waiting to be killed with SIGKILL.
//
// JavaScript, so it runs without tsx: `node worker-child.mjs dist` loads the
// compiled modules (dist/, when up to date with src/: about a third of tsx's
// start-up CPU), `node --import tsx worker-child.mjs src` the sources. The
// same modules either way (test/submissions/crash.test.ts chooses).
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

const tree = process.argv[2] === 'dist' ? 'dist' : 'src';
const load = (module) =>
  import(pathToFileURL(join(import.meta.dirname, '..', '..', tree, `${module}.${tree === 'dist' ? 'js' : 'ts'}`)).href);
const [{ loadConfig }, { openDatabase }, { Worker }, { createPlatform }, { SubmissionPreparation }, { submissionJobHandler }] =
  await Promise.all(
    ['app/config', 'db/engine', 'jobs/worker', 'app/platform', 'submissions/worker/preparation', 'submissions/worker/processor'].map(load),
  );

const config = loadConfig({ ...process.env, LOG_LEVEL: 'silent' });
const database = await openDatabase(config.databaseUrl, { poolSize: 2 });
const platform = await createPlatform(config, database);
const { db } = platform;
const signals = platform.submissions.signals;
const real = submissionJobHandler(db, signals, new SubmissionPreparation(db, platform.catalog.templates), platform.clock);
const hanging = {
  ...real,
  run: (job, complete, log) =>
    new Promise((_resolve, reject) => {
      db.transaction()
        .execute(async (trx) => {
          const inside = submissionJobHandler(trx, signals, new SubmissionPreparation(trx, platform.catalog.templates), platform.clock);
          await inside.run(job, complete, log);
          process.stdout.write('placed\n');
          await new Promise(() => {}); // never commits
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
