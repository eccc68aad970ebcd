// The partner app alone in a process of its own, with the service's V8 flags
// (serviceNodeFlags in common.ts), without the gateway, the other roles or the
// metrics listener: only `npm run bench:retention` still uses it (issue 36
// item 1 left: it is to start the shipped service, bench/service.ts, as
// `npm run bench` does). Not what `npm run bench` measures any more.
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
