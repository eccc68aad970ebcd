// docs/staff-roles.md is the permissions matrix in prose: its table must say
// exactly what src/access/permissions.ts enforces.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';
import { allows, narrower, PERMISSIONS, STAFF_ROLES } from '../../src/access/permissions.ts';

test('docs/staff-roles.md lists every operation with the roles the code allows', () => {
  const doc = readFileSync(new URL('../../docs/staff-roles.md', import.meta.url), 'utf8');
  const rows = [...doc.matchAll(/^\| `([a-z_.]+)` \| (yes|no) \| (yes|no) \| (yes|no) \|/gm)].map(
    (m) => [m[1], [m[2], m[3], m[4]]] as const,
  );
  const documented = Object.fromEntries(rows);
  assert.deepEqual(Object.keys(documented).sort(), Object.keys(PERMISSIONS).sort());
  for (const [operation, cells] of rows) {
    const expected = STAFF_ROLES.map((role) => (allows(role, operation as keyof typeof PERMISSIONS) ? 'yes' : 'no'));
    assert.deepEqual(cells, expected, operation);
  }
});

test('roles nest: whatever support may, operations may; whatever operations may, administrators may', () => {
  for (const operation of Object.keys(PERMISSIONS) as Array<keyof typeof PERMISSIONS>) {
    if (allows('support', operation)) assert.ok(allows('operations', operation), operation);
    if (allows('operations', operation)) assert.ok(allows('administrator', operation), operation);
  }
  assert.equal(narrower('administrator', 'support'), 'support');
  assert.equal(narrower('support', 'administrator'), 'support');
  assert.equal(narrower('operations', null), 'operations');
});
