// The service holds one of Node's nextTick records (src/app/tick-shape.ts) so
// that the record literal's hidden classes outlive full collections and its
// store feedback stays monomorphic. Each case runs a child Node that makes
// records across full collections and prints V8's feedback for
// process.nextTick: without the held record the literal's computed-key
// stores turn megamorphic on this Node (when a Node no longer does that, the
// control case fails: the module is then no longer needed); with it they
// stay monomorphic.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { closeSync, mkdtempSync, openSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { test } from 'node:test';
import { engineIndependent } from '../helpers/engines.ts';

const root = join(import.meta.dirname, '..', '..');

/** process.nextTick's feedback for the record literal's stores after records were made across full collections. */
function literalFeedback(hold: boolean): string[] {
  const scratch = mkdtempSync(join(tmpdir(), 'pcapi-tick-shape-'));
  try {
    const child = join(scratch, 'child.mts');
    writeFileSync(
      child,
      `import { holdTickShape, heldTickShape } from ${JSON.stringify(pathToFileURL(join(root, 'src', 'app', 'tick-shape.ts')).href)};
      if (${hold}) holdTickShape();
      await new Promise((r) => setImmediate(r));
      if (${hold} && heldTickShape() === null) throw new Error('no record held');
      for (let i = 0; i < 8; i++) {
        for (let j = 0; j < 200; j++) await new Promise((r) => process.nextTick(r));
        await new Promise((r) => setImmediate(r));
        globalThis.gc();
      }
      // V8's natives syntax inside a string: the TypeScript loader's parser does not know it.
      new Function('f', '%DebugPrint(f)')(process.nextTick);
      `,
    );
    // V8 prints through C's stdout: into a file, since on a pipe the loader leaves non-blocking it loses what the pipe cannot take at once.
    const printed = join(scratch, 'printed.txt');
    const out = openSync(printed, 'w');
    let run: ReturnType<typeof spawnSync>;
    try {
      run = spawnSync(process.execPath, ['--allow-natives-syntax', '--expose-gc', '--import', 'tsx', child], {
        cwd: root,
        encoding: 'utf8',
        timeout: 60_000,
        stdio: ['ignore', out, 'pipe'],
        // Not as the test runner's child: NODE_TEST_CONTEXT would make it report to the runner.
        env: { ...process.env, NODE_TEST_CONTEXT: undefined },
      });
    } finally {
      closeSync(out);
    }
    assert.equal(run.status, 0, String(run.stderr));
    return readFileSync(printed, 'utf8')
      .split('\n')
      .filter((line) => line.includes('DefineKeyedOwnPropertyInLiteral'));
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}

engineIndependent(() => {
  test('without a held record, the nextTick record literal turns megamorphic across full collections (the control)', () => {
    const slots = literalFeedback(false);
    assert.ok(slots.length >= 1, 'no feedback printed for the literal');
    assert.ok(
      slots.some((line) => line.includes('MEGAMORPHIC')),
      `this Node keeps the literal's feedback monomorphic by itself: src/app/tick-shape.ts may go\n${slots.join('\n')}`,
    );
  });

  test('with the record held, every store of the literal stays monomorphic', () => {
    const slots = literalFeedback(true);
    assert.ok(slots.length >= 4, slots.join('\n'));
    for (const line of slots) assert.match(line, /MONOMORPHIC/);
  });
});
