// `npm test` leaves the temporary directory as it found it: each run works in
// a directory of its own, removed at the end, and what a test file leaves
// there fails the run, named. And an error no test awaited (a timer's throw,
// an unhandled rejection) fails the run, printed, although the runner's
// workers track no promises while tests run (test/runner/test-resources.ts).
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { engineIndependent } from '../helpers/engines.ts';

engineIndependent(() => {
  const root = join(import.meta.dirname, '..', '..');
  const fixtures = join(root, 'test', 'runner', 'fixtures');
  const runDirs = (dir: string) => readdirSync(dir).filter((name) => name.startsWith('pcapi-test-run-'));

  function npmTest(...files: string[]) {
    // The inner run's temporary directory is one of its own: other files' inner runs (in parallel) are not its.
    const own = mkdtempSync(join(tmpdir(), 'pcapi-inner-runs-'));
    try {
      const result = spawnSync(process.execPath, [join(root, 'scripts', 'test.mjs'), ...files.map((f) => join(fixtures, f))], {
        cwd: root,
        // NODE_TEST_CONTEXT would make the inner runner report to this one instead of running.
        env: { ...process.env, TEST_WORKERS: '1', NODE_TEST_CONTEXT: undefined, TMPDIR: own },
        encoding: 'utf8',
      });
      return { status: result.status, stdout: result.stdout, stderr: result.stderr, left: runDirs(own) };
    } finally {
      rmSync(own, { recursive: true, force: true });
    }
  }

  test('a test file that leaves a temporary directory fails the run, which names it and removes it', () => {
    const run = npmTest('cleans-temp-dir.ts', 'leaves-temp-dir.ts');
    assert.equal(run.status, 1);
    assert.match(run.stderr, /left 1 entries in the temporary directory: pcapi-forgotten-\w+/);
    assert.deepEqual(run.left, [], 'the run removed its own directory');
  });

  test('a run whose files clean up passes and leaves nothing', () => {
    const run = npmTest('cleans-temp-dir.ts');
    assert.equal(run.status, 0, run.stderr);
    assert.deepEqual(run.left, []);
  });

  test('an error thrown by a timer or a rejection nobody handles fails the run, and the run prints both', () => {
    const run = npmTest('fails-later.ts');
    assert.equal(run.status, 1, run.stdout);
    assert.match(run.stdout, /fixture: thrown from a timer/);
    assert.match(run.stdout, /fixture: rejected, unhandled/);
    // With the file that was running and where the error was thrown (the worker's stderr, in the report).
    assert.match(
      run.stdout,
      /uncaughtException while test\/runner\/fixtures\/fails-later\.ts ran:\n# Error: fixture: thrown from a timer\n#\s+at Timeout\._onTimeout \(.*fails-later\.ts:/,
    );
    assert.match(
      run.stdout,
      /unhandledRejection while test\/runner\/fixtures\/fails-later\.ts ran:\n# Error: fixture: rejected, unhandled/,
    );
    assert.deepEqual(run.left, []);
  });

  test('no test file declares a suite whose body awaits: the tests it declared after an await would not nest in it', () => {
    // The runner's hook is off once a file's module has loaded (test/runner/test-resources.ts): a describe()
    // body that awaits before declaring tests would put them at the root. Declare data in before() instead.
    const files = readdirSync(join(root, 'test'), { recursive: true, encoding: 'utf8' }).filter((name) => name.endsWith('.test.ts'));
    const asyncSuites = files.filter((file) =>
      /\b(describe|suite)(\.\w+)?\(\s*('[^']*'|"[^"]*"|`[^`]*`|[\w.]+)\s*,\s*(\{[^}]*\},\s*)?async\b/.test(
        readFileSync(join(root, 'test', file), 'utf8'),
      ),
    );
    assert.deepEqual(asyncSuites, []);
  });
});
