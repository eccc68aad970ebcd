// `npm start`'s node flags are pinned: each stays only with a figure measured
// against its removal (bench/README.md, "The Node flags of `npm start`":
// `--max-semi-space-size=32` with `--no-allocation-site-pretenuring` /v1/me
// 5,350 → 6,500–8,200 req/s on PostgreSQL and GC a steady 80–90 ms instead of
// 200–540 per 40,000 requests; `--no-memory-reducer` idle PGlite CPU 2.7–2.8
// against 6.5–7.8 ms/s; `--v8-pool-size=2` 30–40 MiB less idle RSS), and a V8
// flag the runtime no longer knows makes node refuse to start: this fails
// first, on the Node that runs the tests.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { engineIndependent } from '../helpers/engines.ts';

const root = join(import.meta.dirname, '..', '..');
const startFlags = (JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { scripts: { start: string } }).scripts.start
  .split(/\s+/)
  .filter((word) => word.startsWith('--'));

/** Whether this node starts with `flags` and says nothing about them. */
function accepts(flags: string[]): { ok: boolean; stderr: string } {
  const run = spawnSync(process.execPath, [...flags, '-e', '0'], { encoding: 'utf8', timeout: 30_000 });
  return { ok: run.status === 0 && run.stderr.trim() === '', stderr: run.stderr };
}

engineIndependent(() => {
  test("npm start's node flags are the measured ones, and this node accepts each", () => {
    assert.deepEqual(startFlags, [
      '--max-semi-space-size=32',
      '--no-allocation-site-pretenuring',
      '--v8-pool-size=2',
      '--no-memory-reducer',
    ]);
    for (const flag of startFlags) {
      const run = accepts([flag]);
      assert.ok(run.ok, `node ${flag}: ${run.stderr}`);
    }
    // The pin can fail: a flag V8 does not know is refused.
    assert.equal(accepts(['--no-such-v8-flag-for-the-pin']).ok, false);
  });
});
