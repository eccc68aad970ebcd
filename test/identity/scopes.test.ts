import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { SCOPES, intersectScopes } from '../../src/access/scopes.ts';

describe('intersectScopes', () => {
  test('keeps the requested scopes that are held, in the canonical order', () => {
    assert.deepEqual(
      intersectScopes(
        ['partner-api/sites:read', 'partner-api/orders:write', 'partner-api/credit:read'],
        ['partner-api/credit:read', 'partner-api/sites:read', 'partner-api/orders:read'],
      ),
      ['partner-api/credit:read', 'partner-api/sites:read'],
    );
  });

  test('drops unknown scopes and the short form (normalised before, by the callers)', () => {
    assert.deepEqual(intersectScopes(['partner-api/admin', 'sites:read', 'partner-api/sites:read'], SCOPES), ['partner-api/sites:read']);
    assert.deepEqual(intersectScopes(['partner-api/sites:read'], ['partner-api/admin']), []);
    assert.deepEqual(intersectScopes([], SCOPES), []);
  });

  test('all ten scopes on both sides give all ten, in order', () => {
    assert.deepEqual(intersectScopes([...SCOPES].reverse(), SCOPES), [...SCOPES]);
  });

  test('the result is shared between equal intersections and cannot be changed by a caller', () => {
    const a = intersectScopes(['partner-api/orders:read', 'partner-api/users:read'], SCOPES);
    const b = intersectScopes(['partner-api/users:read', 'partner-api/orders:read'], ['partner-api/users:read', 'partner-api/orders:read']);
    assert.equal(a, b);
    assert.ok(Object.isFrozen(a));
    assert.throws(() => (a as string[]).push('partner-api/credit:read'), TypeError);
  });
});
