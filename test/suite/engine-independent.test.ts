// A file that declares its tests engine-independent (test/helpers/engines.ts)
// runs on the embedded engine's run only; the declaration is checked while the
// file runs: opening a test database or starting a service throws. This file
// declares itself so, and checks it.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { createTestContext } from '../helpers/context.ts';
import { freshDatabase } from '../helpers/database.ts';
import { engineIndependent } from '../helpers/engines.ts';
import { startServiceProcess } from '../helpers/service-process.ts';

engineIndependent(() => {
  test('while a file that declared its tests engine-independent runs, no test database opens and no service starts', async () => {
    await assert.rejects(freshDatabase(), /declares its tests engine-independent/);
    await assert.rejects(createTestContext(), /declares its tests engine-independent/);
    await assert.rejects(startServiceProcess({ name: 'api', roles: ['api'], env: {} }), /declares its tests engine-independent/);
  });
});
