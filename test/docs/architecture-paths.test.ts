// docs/architecture.md is the newcomer's map: every file and folder of the
// tree it names exists (it once named a console file removed long before).
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';

const root = join(import.meta.dirname, '..', '..');

test('every src/, test/ and scripts/ path docs/architecture.md names exists', () => {
  const text = readFileSync(join(root, 'docs', 'architecture.md'), 'utf8');
  const named = new Set(
    // A path inside another folder (sdk/src/…) is not one of these.
    [...text.matchAll(/(?<![\w/])(?:src|test|scripts)\/[A-Za-z0-9_./-]*/g)]
      .map((m) => m[0].replace(/\.$/, ''))
      // A template such as src/<resource>/ names no one path.
      .filter((path) => !text.includes(`${path}<`)),
  );
  assert.ok(named.size > 50, `${named.size} paths named`);
  const missing = [...named].filter((path) => !existsSync(join(root, path)));
  assert.deepEqual(missing, []);
});
