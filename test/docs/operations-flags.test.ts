// docs/operations.md tells operators to run every service process with the
// node flags `npm start` uses: its NODE_FLAGS line and its table of flags must
// be package.json's start script's flags, no more and no fewer.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';

const root = join(import.meta.dirname, '..', '..');
const startFlags = (JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { scripts: { start: string } }).scripts.start
  .split(/\s+/)
  .filter((word) => word.startsWith('--'));
const operations = readFileSync(join(root, 'docs', 'operations.md'), 'utf8');

test("the operations guide's NODE_FLAGS are npm start's node flags", () => {
  const line = /^NODE_FLAGS="([^"]*)"$/m.exec(operations);
  assert.ok(line, 'docs/operations.md has a NODE_FLAGS="…" line');
  assert.deepEqual(line[1]!.split(/\s+/), startFlags);
});

test("the operations guide's table of node flags explains each of npm start's flags", () => {
  const section = operations.slice(operations.indexOf('### Node runtime flags'));
  const rows = [...section.matchAll(/^\| `(--[^`=]+(?:=[^`]*)?)` \|/gm)].map((m) => m[1]);
  assert.deepEqual(rows, startFlags);
});
