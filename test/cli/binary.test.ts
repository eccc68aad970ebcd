// Smoke tests of the real executable (everything else runs the program in
// process, see cli.test.ts): help, one command on a database of its own, and
// the embedded-database ownership check that only a second process can meet.
import assert from 'node:assert/strict';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, test } from 'node:test';
import { isPostgresUrl } from '../../src/db/url.ts';
import { binary, binaryIn } from '../helpers/cli.ts';
import { freshDatabase } from '../helpers/database.ts';

const dir = mkdtempSync(join(tmpdir(), 'pcapi-cli-'));
after(() => rmSync(dir, { recursive: true, force: true }));
const postgres = isPostgresUrl(process.env.DATABASE_URL ?? '');

describe('partner-api binary', () => {
  test('--help lists the command groups and exits 0', async () => {
    const res = await binary({}, '--help');
    assert.equal(res.code, 0, res.stderr);
    for (const group of ['partners', 'sites', 'catalog', 'shipping', 'audit']) assert.match(res.stdout, new RegExp(`\\b${group}\\b`));
  });

  test('a usage error exits non-zero before opening any database', async () => {
    const res = await binary({ DATABASE_URL: join(dir, 'never-opened') }, 'partners', 'grant-site', '1', '--site', 'abc');
    assert.notEqual(res.code, 0);
    assert.match(res.stderr, /positive integer/);
  });

  // A typo answers at once: opening the embedded database takes seconds, and it would make one where there was none.
  test('a malformed submission id and a --pem file that cannot be read or holds no certificate are refused before opening any database', async () => {
    const url = join(dir, 'never-opened-by-input');
    const env = { DATABASE_URL: url };
    writeFileSync(join(dir, 'garbage.pem'), 'this is not a certificate\n');
    const id = await binary(env, 'submissions', 'show', 'not-a-uuid');
    assert.equal(id.code, 1);
    assert.match(id.stderr, /^error \(invalid_submission_id\): not-a-uuid is not a submission id/);
    const missing = await binary(env, 'certificates', 'register', '--partner', '1', '--pem', join(dir, 'missing.pem'));
    assert.equal(missing.code, 1);
    assert.match(missing.stderr, /^error: Cannot read .*missing\.pem: ENOENT/);
    const garbage = await binary(env, '--json', 'certificates', 'register', '--partner', '1', '--pem', join(dir, 'garbage.pem'));
    assert.equal(garbage.code, 1);
    assert.equal(JSON.parse(garbage.stderr).code, 'invalid_request');
    assert.equal(existsSync(url), false, 'no database was opened (none was made)');
  });

  test('runs a command on a database of its own', async () => {
    let url = join(dir, 'pglite');
    let close = async () => {};
    if (postgres) {
      const fresh = await freshDatabase();
      url = fresh.url!;
      close = fresh.close;
    }
    try {
      const res = await binary({ DATABASE_URL: url }, '--json', 'sites', 'create', '--name', 'Bin', '--url', 'https://bin.example.com');
      assert.equal(res.code, 0, res.stderr);
      assert.equal(JSON.parse(res.stdout).name, 'Bin');
    } finally {
      await close();
    }
  });

  test('without DATABASE_URL, a folder with no database is refused: the CLI makes none there', async () => {
    const elsewhere = mkdtempSync(join(dir, 'elsewhere-'));
    const { DATABASE_URL: _, ...unset } = process.env;
    const run = await binaryIn(elsewhere, unset, 'partners', 'list');
    assert.equal(run.code, 1);
    assert.match(run.stderr, /No database at \.\/data\/pglite \(DATABASE_URL's default\).*set DATABASE_URL/);
    assert.equal(existsSync(join(elsewhere, 'data')), false, 'nothing was made');
  });

  // The ownership lock guards the embedded engine only: PostgreSQL serves many processes.
  if (!postgres)
    test('refuses to open an embedded database a running server holds', async () => {
      const held = join(dir, 'held');
      writeFileSync(`${held}.server.json`, JSON.stringify({ pid: process.pid, adminUrl: 'http://localhost:3001' }));
      const res = await binary({ DATABASE_URL: held }, 'partners', 'list');
      assert.equal(res.code, 1);
      assert.match(res.stderr, /in use by the running server/);
    });
});
