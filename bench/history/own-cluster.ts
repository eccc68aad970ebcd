// A throw-away PostgreSQL cluster for `npm run bench -- history`, run as
// production runs (docs/operations.md): autovacuum on, fsync and every other
// setting at the server's default. A shared server may run with autovacuum
// off (a CI machine's setting); a year's history measured there would
// measure a database no deployment has. initdb from BENCH_PG_BIN
// (/usr/lib/postgresql/15/bin) into a temporary directory, a server on
// 127.0.0.1:BENCH_CLUSTER_PORT (default: a port the system has free, since a
// fixed one in the ephemeral range was taken by a client socket) with its socket in that directory,
// stopped and removed at the end. As root, the server runs as the `postgres`
// user (initdb refuses root). Not a script.
import { execFileSync, spawnSync } from 'node:child_process';
import { chownSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir, userInfo } from 'node:os';
import { createServer } from 'node:net';
import { join } from 'node:path';
import pg from 'pg';
import { intEnv } from '../common.ts';

export interface OwnCluster {
  /** postgres://postgres@127.0.0.1:<port>/postgres */
  url: string;
  stop(): void;
}

const BIN = process.env.BENCH_PG_BIN || '/usr/lib/postgresql/15/bin';

/** Runs a server binary, as `postgres` when this process is root. */
function run(tool: string, args: string[]): void {
  const asRoot = userInfo().uid === 0;
  const [command, argv] = asRoot ? ['runuser', ['-u', 'postgres', '--', join(BIN, tool), ...args]] : [join(BIN, tool), args];
  const result = spawnSync(command, argv, { stdio: ['ignore', 'pipe', 'pipe'] });
  if (result.status !== 0) throw new Error(`${tool} ${args.join(' ')} failed:\n${result.stdout}${result.stderr}`);
}

/** A loopback port the system has free now. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

export async function startOwnCluster(): Promise<OwnCluster> {
  const port = intEnv('BENCH_CLUSTER_PORT', 0, 65535) || (await freePort());
  const dir = mkdtempSync(join(tmpdir(), 'pcapi-history-pg-'));
  if (userInfo().uid === 0) {
    const uid = Number(execFileSync('id', ['-u', 'postgres']).toString());
    const gid = Number(execFileSync('id', ['-g', 'postgres']).toString());
    chownSync(dir, uid, gid);
  }
  const data = join(dir, 'data');
  let started = false;
  const stop = () => {
    if (started) {
      try {
        run('pg_ctl', ['stop', '-D', data, '-m', 'fast', '-w']);
      } catch (error) {
        process.stderr.write(`own cluster: ${error instanceof Error ? error.message : String(error)}\n`);
      }
      started = false;
    }
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    run('initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '--no-instructions', '-E', 'UTF8']);
    // Only what a bench needs set; autovacuum named, as the point of this cluster.
    const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c autovacuum=on -c max_connections=200`;
    run('pg_ctl', ['start', '-D', data, '-w', '-t', '60', '-l', join(dir, 'server.log'), '-o', options]);
    started = true;
    const url = `postgres://postgres@127.0.0.1:${port}/postgres`;
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    await client.end();
    return { url, stop };
  } catch (error) {
    stop();
    throw error;
  }
}
