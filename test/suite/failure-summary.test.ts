// `npm test` ends a failed run with its failed tests again, each with its
// file, its suites and its error, after the timings: a long run's log (CI's)
// is read from its end. TEST_FAILURES_OUT gets the same summary appended, so
// .ci/run can print every test stage's at its very end. A passing run prints
// and appends nothing.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, test } from 'node:test';
import { engineIndependent } from '../helpers/engines.ts';

engineIndependent(() => {
  const root = join(import.meta.dirname, '..', '..');
  const fixtures = join(root, 'test', 'runner', 'fixtures');
  const dir = mkdtempSync(join(tmpdir(), 'pcapi-failure-summary-'));
  after(() => rmSync(dir, { recursive: true, force: true }));

  function npmTest(out: string, ...files: string[]) {
    return spawnSync(process.execPath, [join(root, 'scripts', 'test.mjs'), ...files.map((f) => join(fixtures, f))], {
      cwd: root,
      // NODE_TEST_CONTEXT would make the inner runner report to this one instead of running.
      env: { ...process.env, TEST_WORKERS: '1', NODE_TEST_CONTEXT: undefined, TEST_FAILURES_OUT: out },
      encoding: 'utf8',
    });
  }

  test('a failed run ends with its failed tests, named by file and suite, with the error; the summary file gets the same', () => {
    const out = join(dir, 'failed.txt');
    writeFileSync(out, 'an earlier stage\n');
    const run = npmTest(out, 'cleans-temp-dir.ts', 'fails-assertion.ts');
    assert.equal(run.status, 1, run.stdout);
    // The last thing printed.
    const summary = run.stdout.slice(run.stdout.lastIndexOf('\nnpm test (') + 1);
    assert.match(summary, /^npm test \((embedded|postgres)\): failed:\n/);
    assert.match(summary, /✗ test\/runner\/fixtures\/fails-assertion\.ts › a fixture suite › a fixture test that fails\n/);
    assert.match(summary, /fixture: the answer/);
    assert.match(summary, /fails-assertion\.ts:11/, 'where it failed');
    assert.doesNotMatch(summary, /a fixture test that passes/);
    assert.doesNotMatch(summary, /✗ [^\n]*› a fixture suite\n/, 'the suite is not listed for its failed subtest');
    assert.doesNotMatch(summary, /node:internal/, "the runner's own frames are left out");
    assert.equal(readFileSync(out, 'utf8'), `an earlier stage\n${summary.trimEnd()}\n`, 'appended, the same text');
  });

  test('files left in the temporary directory are in the summary too', () => {
    const out = join(dir, 'left.txt');
    const run = npmTest(out, 'leaves-temp-dir.ts');
    assert.equal(run.status, 1);
    assert.match(readFileSync(out, 'utf8'), /failed:\nthe test files left 1 entries in the temporary directory: pcapi-forgotten-\w+/);
  });

  test('a passing run prints no summary and appends nothing', () => {
    const out = join(dir, 'passed.txt');
    writeFileSync(out, '');
    const run = npmTest(out, 'cleans-temp-dir.ts');
    assert.equal(run.status, 0, run.stdout);
    assert.doesNotMatch(run.stdout, /npm test \(\w+\): failed/);
    assert.equal(readFileSync(out, 'utf8'), '');
  });
});
