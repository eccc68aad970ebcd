// `npm test` gives the files that mostly wait a worker of their own, the
// waiting lane (scripts/test.mjs): its worker takes only those, and the other
// workers take them last (test/runner/claim-order.ts).
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, test } from 'node:test';
import { claimOrder } from '../runner/claim-order.ts';
import { engineIndependent } from '../helpers/engines.ts';

engineIndependent(() => {
  const root = join(import.meta.dirname, '..', '..');
  const fixtures = join(root, 'test', 'runner', 'fixtures', 'lane');
  const work = mkdtempSync(join(tmpdir(), 'pcapi-lane-'));
  after(() => rmSync(work, { recursive: true, force: true }));

  test('a worker claims every other file first and the waiting ones last; the lane claims only the waiting ones', () => {
    const waiting = [false, true, false, true, false];
    assert.deepEqual(claimOrder(waiting, 5, false), [0, 2, 4, 1, 3]);
    assert.deepEqual(claimOrder(waiting, 5, true), [1, 3]);
    // A run without a lane marks nothing: every worker takes the queue in order.
    assert.deepEqual(claimOrder([], 3, false), [0, 1, 2]);
  });

  /** Runs `npm test` on the three fixtures, two marked busy and one waiting; answers which process ran each. */
  function runFixtures() {
    const log = join(work, 'ran.log');
    writeFileSync(log, '');
    const baseline = join(work, 'timings.json');
    const busy = { ms: 5_000, cpuMs: 5_000 };
    const waits = { ms: 2_000, cpuMs: 100 };
    const fixture = (name: string) => `test/runner/fixtures/lane/${name}`;
    writeFileSync(
      baseline,
      JSON.stringify({ embedded: { [fixture('busy.ts')]: busy, [fixture('busy-2.ts')]: busy, [fixture('waits.ts')]: waits } }),
    );
    const result = spawnSync(
      process.execPath,
      [join(root, 'scripts', 'test.mjs'), ...['busy.ts', 'busy-2.ts', 'waits.ts'].map((f) => join(fixtures, f))],
      {
        cwd: root,
        // NODE_TEST_CONTEXT would make the inner runner report to this one instead of running; the lane is
        // on whatever this run was started with.
        env: {
          ...process.env,
          DATABASE_URL: '',
          TEST_WORKERS: '2',
          TEST_WAITING_LANE: '1',
          TEST_TIMINGS_BASELINE: baseline,
          LANE_FIXTURE_LOG: log,
          NODE_TEST_CONTEXT: undefined,
        },
        encoding: 'utf8',
      },
    );
    const ran = Object.fromEntries(
      readFileSync(log, 'utf8')
        .split('\n')
        .filter(Boolean)
        .map((line) => line.split(' ') as [string, string]),
    );
    return { status: result.status, output: result.stdout + result.stderr, ran };
  }

  // Without the lane (TEST_WAITING_LANE=0, or no mark) the busy files would hold both workers for their 30 s
  // and fail, the waiting file running only after them.
  test('a file that mostly waits runs on a worker of its own, the lane, while two busy files hold the two workers', () => {
    const { status, output, ran } = runFixtures();
    assert.equal(status, 0, output);
    // In a process of its own: the lane's worker (a busy file may have run in either of the others, or both in one).
    assert.ok(ran['waits.ts'] && ran['waits.ts'] !== ran['busy.ts'] && ran['waits.ts'] !== ran['busy-2.ts'], JSON.stringify(ran));
  });
});
