// The service's validators are shared by schema content (src/http/validation/validation.ts, compileSchema):
// a schema equal to one compiled before gets that validator; one that JSON cannot say exactly is compiled
// as given; sharing never changes what a validator accepts.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { compileSchema } from '../../src/http/validation/compile.ts';

const shape = () => ({
  type: 'object',
  required: ['name'],
  properties: { name: { type: 'string', minLength: 2 }, count: { type: 'integer', minimum: 0 } },
  additionalProperties: false,
});

test('two schema objects with the same content share one validator, which validates as the schema says', () => {
  const first = compileSchema(shape());
  const second = compileSchema(shape());
  assert.equal(second, first);
  assert.equal(first({ name: 'ab', count: 1 }), true);
  assert.equal(first({ name: 'a' }), false);
  assert.equal(first({ name: 'ab', extra: true }), false);
});

test('schemas that differ in any keyword get validators of their own', () => {
  const base = compileSchema(shape());
  const looser = compileSchema({ ...shape(), additionalProperties: true });
  const other = compileSchema({ ...shape(), required: ['count'] });
  assert.notEqual(looser, base);
  assert.notEqual(other, base);
  assert.equal(looser({ name: 'ab', extra: true }), true);
  assert.equal(other({ count: 3 }), true);
  assert.equal(base({ count: 3 }), false);
});

test('a schema holding a value JSON does not say exactly (a function, an undefined) is compiled as given, never shared', () => {
  const odd = () => ({ ...shape(), description: undefined });
  assert.notEqual(compileSchema(odd()), compileSchema(odd()));
  const withFunction = () => ({ ...shape(), 'x-note': () => 'not JSON' });
  assert.notEqual(compileSchema(withFunction()), compileSchema(withFunction()));
});
