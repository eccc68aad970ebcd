// The embedded database's owner record: the CLI reads it to reach the running
// service. A process removes the record at shutdown only while it is still its
// own, so a service started since on a data directory made anew keeps it.
import assert from 'node:assert/strict';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, test } from 'node:test';
import { claimEmbedded, lockPath } from '../../src/db/embedded/lock.ts';

const root = mkdtempSync(join(tmpdir(), 'embedded-lock-'));
after(() => rmSync(root, { recursive: true, force: true }));

test('release removes the record while it is this process’s own', () => {
  const dir = join(root, 'own');
  const release = claimEmbedded(dir, { pid: process.pid, adminUrl: null });
  assert.equal(JSON.parse(readFileSync(lockPath(dir), 'utf8')).pid, process.pid);
  release();
  assert.ok(!existsSync(lockPath(dir)));
});

test('release leaves another owner’s record, and a record gone or unreadable, alone', () => {
  const dir = join(root, 'taken');
  const release = claimEmbedded(dir, { pid: process.pid, adminUrl: null });
  const later = JSON.stringify({ pid: process.pid + 1, adminUrl: 'http://127.0.0.1:1' });
  writeFileSync(lockPath(dir), later);
  release();
  assert.equal(readFileSync(lockPath(dir), 'utf8'), later, 'the later owner keeps its record');
  writeFileSync(lockPath(dir), '{not json');
  release();
  assert.equal(readFileSync(lockPath(dir), 'utf8'), '{not json');
  rmSync(lockPath(dir));
  assert.doesNotThrow(release);
});
