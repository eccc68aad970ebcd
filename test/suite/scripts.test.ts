// The npm scripts are few and each one is real: at most 16, one `bench`
// entry that takes the benchmark's name, `check` running every check CI runs
// before the tests, and every `npm run …` the guides and CI name exists.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { engineIndependent } from '../helpers/engines.ts';

const root = join(import.meta.dirname, '..', '..');
const scriptsOf = (file: string) => (JSON.parse(readFileSync(join(root, file), 'utf8')) as { scripts: Record<string, string> }).scripts;
const scripts = scriptsOf('package.json');
const sdkScripts = scriptsOf(join('sdk', 'package.json'));

engineIndependent(() => {
  test('at most 16 npm scripts, and no benchmark of its own name: one `bench` takes the name', () => {
    const names = Object.keys(scripts);
    assert.ok(names.length <= 16, `${names.length} scripts: ${names.join(', ')}`);
    assert.deepEqual(
      names.filter((n) => n.startsWith('bench')),
      ['bench'],
    );
  });

  test("`npm run bench -- <name>` knows every benchmark's file, and refuses a name it does not know", () => {
    const list = spawnSync(process.execPath, [join(root, 'scripts', 'bench.mjs'), '--list'], { encoding: 'utf8' });
    assert.equal(list.status, 0, list.stderr);
    const benches = list.stdout.trim().split('\n');
    assert.ok(benches.length >= 13, list.stdout);
    for (const line of benches) {
      const [, file] = line.split(' ') as [string, string];
      assert.ok(existsSync(join(root, file)), `${line}: ${file} exists`);
    }
    const unknown = spawnSync(process.execPath, [join(root, 'scripts', 'bench.mjs'), 'no-such-bench'], { encoding: 'utf8' });
    assert.equal(unknown.status, 2);
    assert.match(unknown.stderr, /no benchmark "no-such-bench"; one of http, webhooks/);
  });

  test('`npm run check` runs every check of CI before the tests', () => {
    const check = readFileSync(join(root, 'scripts', 'check.mjs'), 'utf8');
    const ci = readFileSync(join(root, '.ci', 'run'), 'utf8');
    for (const step of [
      "'typecheck'",
      "'check:format'",
      "'check:imports'",
      "'check:floor-plan'",
      "'openapi', '--', '--check'",
      "'lint:openapi'",
      "'check', '-w', 'sdk'",
      "'sdk-python/scripts/generate.py', '--check'",
    ])
      assert.ok(check.includes(step), `scripts/check.mjs runs ${step}`);
    assert.ok(ci.includes('python3 sdk-python/scripts/generate.py --check'), '.ci/run checks the Python SDK against the document');
    for (const named of ['typecheck', 'check:format', 'check:imports', 'check:floor-plan', 'lint:openapi', 'check -w sdk'])
      assert.ok(ci.includes(`npm run --silent ${named}`), `.ci/run runs ${named}`);
  });

  test('every `npm run <script>` that CI and the guides name is a script', () => {
    const missing: string[] = [];
    for (const file of ['.ci/run', 'README.md', 'docs/architecture.md', 'docs/operations.md', 'sdk/README.md']) {
      const text = readFileSync(join(root, file), 'utf8');
      for (const m of text.matchAll(/npm run (?:--silent )?([a-z][a-z:-]*)( -w sdk)?/g)) {
        const known = m[2] || file.startsWith('sdk/') ? (sdkScripts[m[1]!] ?? scripts[m[1]!]) : scripts[m[1]!];
        if (known === undefined) missing.push(`${file}: npm run ${m[1]}${m[2] ?? ''}`);
      }
    }
    assert.deepEqual(missing, []);
  });
});
