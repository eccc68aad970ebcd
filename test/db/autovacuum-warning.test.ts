// The start-up warning when PostgreSQL will not vacuum the queue tables by
// itself: a service process started on a database whose queue tables have
// autovacuum switched off says so, naming them, on a warn line of its log;
// on a server running with `autovacuum = off` (the test server may: it is
// not ours to switch) it says that too, whatever the tables; with autovacuum
// on everywhere it says nothing of it. The embedded engine is never warned
// about: it has no autovacuum.
import assert from 'node:assert/strict';
import { sql } from 'kysely';
import { after, test } from 'node:test';
import { autovacuumState, QUEUE_TABLES } from '../../src/db/autovacuum.ts';
import { isPostgresUrl } from '../../src/db/engine.ts';
import { createTestContext, type TestContext } from '../helpers/context.ts';
import { startServiceProcess, type ServiceProcess } from '../helpers/service-process.ts';

let ctx: TestContext | undefined;
let service: ServiceProcess | undefined;
after(async () => {
  await service?.kill();
  await ctx?.close();
});

interface LogLine {
  level?: string;
  msg?: string;
}

/** The service's log lines once its `started` line is out (the check runs right after it), bounded. */
async function startedLines(process: ServiceProcess): Promise<LogLine[]> {
  for (let attempt = 0; attempt < 400; attempt++) {
    const lines = process
      .output()
      .split('\n')
      .filter((l) => l.startsWith('{'))
      .map((l) => JSON.parse(l) as LogLine);
    const started = lines.findIndex((l) => l.msg === 'started');
    // The check is one statement after `started`: give its line a moment, then read everything.
    if (started >= 0) {
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      return process
        .output()
        .split('\n')
        .filter((l) => l.startsWith('{'))
        .map((l) => JSON.parse(l) as LogLine);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`no 'started' line:\n${process.output()}`);
}

const autovacuumLines = (lines: LogLine[]) => lines.filter((l) => /autovacuum/.test(l.msg ?? ''));

async function startWorker(databaseUrl: string): Promise<ServiceProcess> {
  service = await startServiceProcess({ name: 'worker', roles: ['worker'], env: { DATABASE_URL: databaseUrl, LOG_LEVEL: 'info' } });
  return service;
}

if (isPostgresUrl(process.env.DATABASE_URL ?? '')) {
  test('a service started on queue tables with autovacuum off warns at start, naming them; with it on, it says nothing', async () => {
    ctx = await createTestContext();
    const db = ctx.platform.database.db;
    const url = ctx.databaseUrl!;
    const serverOff = (await sql<{ autovacuum: string }>`SHOW autovacuum`.execute(db)).rows[0]!.autovacuum === 'off';
    const server = serverOff ? 'PostgreSQL runs with autovacuum = off; ' : '';
    for (const off of [['jobs'], ['outbox_events', 'webhook_deliveries'], [...QUEUE_TABLES]]) {
      for (const table of QUEUE_TABLES) await sql`ALTER TABLE ${sql.table(table)} RESET (autovacuum_enabled)`.execute(db);
      for (const table of off) await sql`ALTER TABLE ${sql.table(table)} SET (autovacuum_enabled = false)`.execute(db);
      const warned = autovacuumLines(await startedLines(await startWorker(url)));
      await service!.kill();
      assert.equal(warned.length, 1, JSON.stringify(warned));
      assert.equal(warned[0]!.level, 'warn');
      assert.ok(warned[0]!.msg!.startsWith(`${server}autovacuum is switched off on ${[...off].sort().join(', ')}:`), warned[0]!.msg);
    }
    // Other tables' settings are not the queue's concern; the queue tables back to the server's default: silent.
    for (const table of QUEUE_TABLES) await sql`ALTER TABLE ${sql.table(table)} RESET (autovacuum_enabled)`.execute(db);
    await sql`ALTER TABLE partners SET (autovacuum_enabled = false)`.execute(db);
    const lines = await startedLines(await startWorker(url));
    assert.ok(lines.some((l) => l.msg === 'started'));
    if (!serverOff) assert.deepEqual(autovacuumLines(lines), []);
    else {
      const [warned, ...more] = autovacuumLines(lines);
      assert.equal(more.length, 0);
      assert.equal(warned?.level, 'warn');
      assert.match(warned!.msg!, /^PostgreSQL runs with autovacuum = off: /);
    }
  });
} else {
  test('the embedded engine is never reported: it has no autovacuum', async () => {
    ctx = await createTestContext();
    assert.deepEqual(await autovacuumState(ctx.platform.database), { serverOff: false, tablesOff: [] });
  });
}
