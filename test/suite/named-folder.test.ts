// `npm test -- <folder>` runs every test file under the folder, nested ones too, and nothing else.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { after, test } from 'node:test';
import { engineIndependent } from '../helpers/engines.ts';

engineIndependent(() => {
  const root = join(import.meta.dirname, '..', '..');
  const work = mkdtempSync(join(tmpdir(), 'pcapi-folder-'));
  after(() => rmSync(work, { recursive: true, force: true }));

  test('a named folder stands for the test files under it', () => {
    const log = join(work, 'ran.log');
    writeFileSync(log, '');
    const result = spawnSync(process.execPath, [join(root, 'scripts', 'test.mjs'), 'test/runner/fixtures/folder'], {
      cwd: root,
      // NODE_TEST_CONTEXT would make the inner runner report to this one instead of running.
      env: { ...process.env, DATABASE_URL: '', TEST_WORKERS: '1', FOLDER_FIXTURE_LOG: log, NODE_TEST_CONTEXT: undefined },
      encoding: 'utf8',
    });
    assert.equal(result.status, 0, result.stdout + result.stderr);
    const ran = readFileSync(log, 'utf8')
      .split('\n')
      .filter(Boolean)
      .map((file) => relative(root, file))
      .sort();
    assert.deepEqual(ran, ['test/runner/fixtures/folder/a.test.ts', 'test/runner/fixtures/folder/nested/b.test.ts']);
  });
});
