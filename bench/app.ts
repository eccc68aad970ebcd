// The service side of `npm run bench`: the real partner app in a process of
// its own, started like `npm start` starts the service (the same V8 flags,
// see serviceNodeFlags in common.ts) on the database run.ts seeded, with
// nothing else in it: no seeding, no load generator, no benchmark driver.
// Its CPU time is read from /proc like the bare process's, so both sides are
// measured the same way.
// Prints {"port": n} when listening; ends with its parent's SIGTERM.
import { readFileSync } from 'node:fs';
import { openDatabase } from '../src/db/engine.ts';
import { emptyGateway } from '../src/gateway/hooks.ts';
import { buildPartnerApp } from '../src/app/hosts/partner.ts';
import { createPlatform } from '../src/app/platform.ts';
import { benchConfig, type Engine } from './common.ts';

export interface AppJob {
  engine: Engine;
  /** postgres://… or the file of a PGlite dumpDataDir. */
  postgresUrl?: string;
  pgliteDump?: string;
}

const job = JSON.parse(process.argv[2] ?? '{}') as AppJob;
const database = job.postgresUrl
  ? await openDatabase(job.postgresUrl, { poolSize: 10 })
  : await openDatabase('memory://', { loadDataDir: new Blob([readFileSync(job.pgliteDump!)]) });
const platform = await createPlatform(benchConfig(job.engine), database);
// The read path alone: the gateway's own cost is measured by bench/gateway.ts.
const app = await buildPartnerApp({ ...platform, gateway: emptyGateway() });
await app.listen({ host: '127.0.0.1', port: 0 });
process.stdout.write(`${JSON.stringify({ port: (app.server.address() as { port: number }).port })}\n`);
process.on(
  'SIGTERM',
  () =>
    void app
      .close()
      .then(() => database.close())
      .finally(() => process.exit(0)),
);
