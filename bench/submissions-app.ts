// The service side of `npm run bench:submissions`: the real partner app with
// an in-process submission worker (as `npm start` runs both roles), in a
// process of its own started with the service's Node flags, on the database
// bench/submissions.ts seeded. Its CPU time is read from /proc like the bare
// process's. Prints {"port": n} when listening; ends with its parent's SIGTERM.
import { readFileSync } from 'node:fs';
import { openDatabase } from '../src/db/engine.ts';
import { emptyGateway } from '../src/gateway/hooks.ts';
import { buildPartnerApp } from '../src/app/hosts/partner.ts';
import { createPlatform } from '../src/app/platform.ts';
import { loadConfig } from '../src/app/config.ts';

export interface SubmissionAppJob {
  postgresUrl?: string;
  pgliteDump?: string;
  /** WORKER_CONCURRENCY; unset: the service's default. */
  workers?: number;
  poolSize: number;
}

const job = JSON.parse(process.argv[2] ?? '{}') as SubmissionAppJob;
const database = job.postgresUrl
  ? await openDatabase(job.postgresUrl, { poolSize: job.poolSize })
  : await openDatabase('memory://', { loadDataDir: new Blob([readFileSync(job.pgliteDump!)]) });
const config = loadConfig({
  LOG_LEVEL: 'silent',
  DATABASE_URL: job.postgresUrl ?? 'memory://',
  PUBLIC_BASE_URL: 'http://127.0.0.1',
  ...(job.workers ? { WORKER_CONCURRENCY: String(job.workers) } : {}),
});
const platform = await createPlatform(config, database);
// The submission path alone: the gateway would throttle the load to the demo partner's tier.
const app = await buildPartnerApp({ ...platform, gateway: emptyGateway() });
const worker = platform.submissions.createWorker();
worker.start();
await platform.submissions.signals.ready();
await app.listen({ host: '127.0.0.1', port: 0 });
process.stdout.write(`${JSON.stringify({ port: (app.server.address() as { port: number }).port })}\n`);
process.on(
  'SIGTERM',
  () =>
    void app
      .close()
      .then(() => platform.submissions.close())
      .then(() => database.close())
      .finally(() => process.exit(0)),
);
