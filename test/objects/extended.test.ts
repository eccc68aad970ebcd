// extended(base, more) stands in for `{ ...base, ...more }` on hot paths
// (src/objects.ts): it must give the same object, key for key and in order.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { engineIndependent } from '../helpers/engines.ts';
import { extended } from '../../src/objects.ts';

engineIndependent(() => {
  test('extended gives what the spread gives: keys in order, later values winning, the base untouched', () => {
    const base = { a: 1, b: 'two', c: null as string | null, d: undefined as number | undefined };
    const cases: Array<Record<string, unknown>> = [{}, { e: 5 }, { b: 'replaced' }, { c: 'x', z: [1] }, { d: 4, a: 0 }, { a: undefined }];
    for (const more of cases) {
      const got = extended(base, more);
      const spread = { ...base, ...more };
      assert.deepEqual(Object.entries(got), Object.entries(spread), JSON.stringify(more));
      assert.equal(JSON.stringify(got), JSON.stringify(spread));
      assert.notEqual(got, base);
    }
    assert.deepEqual(base, { a: 1, b: 'two', c: null, d: undefined });
  });

  test('extended copies own enumerable fields only, as the spread does', () => {
    const proto = { inherited: true };
    const base = Object.create(proto, { own: { value: 1, enumerable: true }, hidden: { value: 2, enumerable: false } }) as object;
    assert.deepEqual(Object.keys(extended(base, { more: 3 })), ['own', 'more']);
    assert.deepEqual(Object.keys({ ...base, more: 3 }), ['own', 'more']);
  });
});
