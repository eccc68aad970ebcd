import assert from 'node:assert/strict';
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { credentialsPath, loadDemoCredentials, saveDemoCredentials } from '../../src/app/demo/credentials.ts';
import type { DemoWorld } from '../../src/app/demo/world.ts';

const world = {
  partnerId: 1,
  partnerName: 'Demo Partner',
  clientId: 'c',
  clientSecret: 's',
  siteIds: [1, 2],
  otherSiteId: 3,
  orderingUserIds: {},
} as unknown as DemoWorld;

test('the demo credentials file lives inside the data directory, never beside it, readable by its owner only', () => {
  const shared = mkdtempSync(join(tmpdir(), 'pcapi-cred-'));
  try {
    const dataDir = join(shared, 'pglite');
    saveDemoCredentials(dataDir, world);
    assert.equal(credentialsPath(dataDir), join(dataDir, 'demo-credentials.json'));
    assert.equal(JSON.parse(readFileSync(join(dataDir, 'demo-credentials.json'), 'utf8')).clientId, 'c');
    assert.equal(existsSync(join(shared, 'demo-credentials.json')), false);
    assert.equal(statSync(join(dataDir, 'demo-credentials.json')).mode & 0o077, 0);
    assert.equal(loadDemoCredentials(dataDir)?.clientId, 'c');
  } finally {
    rmSync(shared, { recursive: true, force: true });
  }
});

test('PostgreSQL and in-memory databases keep no credentials file', () => {
  assert.equal(credentialsPath('postgres://u@h/db'), null);
  assert.equal(credentialsPath('memory://'), null);
});
