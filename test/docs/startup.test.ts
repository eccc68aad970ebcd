// Start-up failures say what to do. Two real processes (the only way to see
// what a newcomer sees), the rest as unit tests of the explanations.
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, test } from 'node:test';
import { promisify } from 'node:util';
import Fastify from 'fastify';
import { describeDatabaseUrl, explainDatabaseFailure, listenOrExplain, StartupError } from '../../src/app/startup.ts';
import { serviceEntry } from '../helpers/service-process.ts';
import { engineIndependent } from '../helpers/engines.ts';

// Its processes start on databases of their own (an unreachable URL, a data directory), whatever the run's engine (../helpers/engines.ts).
engineIndependent(() => {
  const exec = promisify(execFile);

  async function start(env: Record<string, string>): Promise<{ code: number; stderr: string }> {
    const clean = Object.fromEntries(
      Object.entries(process.env).filter(
        ([k]) => !['DATABASE_URL', 'REDIS_URL', 'PORT', 'ADMIN_PORT', 'METRICS_PORT', 'ADMIN_TOKEN'].includes(k),
      ),
    );
    try {
      await exec(process.execPath, await serviceEntry(), {
        env: { ...clean, LOG_LEVEL: 'silent', ADMIN_PORT: '0', METRICS_PORT: '0', ...env },
        timeout: 120_000,
      });
      return { code: 0, stderr: '' };
    } catch (error) {
      const e = error as { code?: number; stderr?: string };
      return { code: typeof e.code === 'number' ? e.code : -1, stderr: e.stderr ?? '' };
    }
  }

  describe('start-up failures (real process)', () => {
    test('an unreachable database: says so and what to check, not a connect error', async () => {
      const { code, stderr } = await start({ DATABASE_URL: 'postgres://app:s3cret@127.0.0.1:1/shop' });
      assert.equal(code, 1);
      assert.match(stderr, /cannot reach the database at postgres:\/\/app:\*\*\*@127\.0\.0\.1:1\/shop \(is PostgreSQL running\?/);
      assert.doesNotMatch(stderr, /s3cret|ECONNREFUSED|migration/);
    });

    // Each fixed port the process listens on (the partner API's and the storage host's), taken by another program.
    for (const variable of ['PORT', 'STORAGE_PORT']) {
      test(`a port in use (${variable}): names the port and the variable that moves it`, async () => {
        const blocker: Server = createServer();
        await new Promise<void>((resolve) => blocker.listen(0, '127.0.0.1', resolve));
        const port = (blocker.address() as { port: number }).port;
        // A new data directory: the taken port is named before the database opens (a first start's copy of the
        // demo template, or initdb and every migration, is seconds), so the directory is never made.
        const dir = mkdtempSync(join(tmpdir(), 'pcapi-startup-'));
        try {
          const { code, stderr } = await start({
            DATABASE_URL: join(dir, 'pglite'),
            PORT: '0',
            STORAGE_PORT: '0',
            MTLS_PORT: '0',
            [variable]: String(port),
            HOST: '127.0.0.1',
          });
          assert.equal(code, 1);
          assert.match(stderr, new RegExp(`port ${port} is in use: set ${variable} to a free port`));
          assert.doesNotMatch(stderr, /EADDRINUSE/);
          assert.equal(existsSync(join(dir, 'pglite')), false, 'the port was named before the database was opened');
        } finally {
          await new Promise((resolve) => blocker.close(resolve));
          rmSync(dir, { recursive: true, force: true });
        }
      });
    }
  });

  describe('start-up explanations', () => {
    test('the password never appears', () => {
      assert.equal(describeDatabaseUrl('postgres://u:pw@db:5432/x'), 'postgres://u:***@db:5432/x');
      assert.equal(describeDatabaseUrl('./data/pglite'), './data/pglite');
    });

    test('an unreachable database is recognised through a wrapping migration error', () => {
      const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
      const wrapped = new Error('migration unknown failed: connect ECONNREFUSED', { cause: refused });
      const explained = explainDatabaseFailure('postgres://db/x', wrapped);
      assert.ok(explained instanceof StartupError);
      assert.match(explained.message, /^cannot reach the database at postgres:\/\/db\/x \(is PostgreSQL running\?/);
    });

    test('refused credentials and a missing database say to check DATABASE_URL', () => {
      assert.match(
        explainDatabaseFailure('postgres://db/x', Object.assign(new Error('password authentication failed'), { code: '28P01' })).message,
        /credentials were refused \(check DATABASE_URL\)/,
      );
      assert.match(
        explainDatabaseFailure('postgres://db/x', Object.assign(new Error('database "x" does not exist'), { code: '3D000' })).message,
        /does not exist \(check DATABASE_URL\)/,
      );
    });

    test('a port taken between the check and the listen: the listen names it too', async () => {
      const blocker: Server = createServer();
      await new Promise<void>((resolve) => blocker.listen(0, '127.0.0.1', resolve));
      const port = (blocker.address() as { port: number }).port;
      const app = Fastify();
      try {
        await assert.rejects(listenOrExplain(app, '127.0.0.1', port, 'ADMIN_PORT'), (error: Error) => {
          assert.ok(error instanceof StartupError);
          assert.equal(error.message, `port ${port} is in use: set ADMIN_PORT to a free port (or stop what holds it)`);
          return true;
        });
      } finally {
        await app.close();
        await new Promise((resolve) => blocker.close(resolve));
      }
    });

    test('anything else is passed on unchanged', () => {
      const other = new Error('migration 0002_catalog failed: syntax error');
      assert.equal(explainDatabaseFailure('postgres://db/x', other), other);
    });
  });
});
