// The SDK's types are generated from the sandbox's partner document (the
// partner document and the test helpers): the committed
// sdk/src/generated/openapi.ts must be exactly what openapi-typescript makes
// of docs/openapi-sandbox.json today, so a change of the document that is not
// regenerated (`npm run generate -w sdk`) fails the suite.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { test } from 'node:test';
import { engineIndependent } from '../helpers/engines.ts';

engineIndependent(() => {
  test('sdk/src/generated/openapi.ts matches docs/openapi-sandbox.json', () => {
    const root = join(import.meta.dirname, '..', '..');
    const run = spawnSync(process.execPath, [join(root, 'sdk', 'scripts', 'generate.mjs'), '--check'], { encoding: 'utf8' });
    assert.equal(run.status, 0, run.stderr || run.stdout);
  });
});
