// Unit tests for the pure pieces of the hardening: schema completion, the
// method table behind 405, log URL redaction, validation wording.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { Ajv } from 'ajv';
import { redactUrl } from '../../src/http/log-redaction.ts';
import { RouteMethods } from '../../src/http/route-methods.ts';
import { boundIntegers } from '../../src/http/openapi/schema-bounds.ts';
import { describeError } from '../../src/http/validation/words.ts';

describe('boundIntegers', () => {
  test('bounds every unbounded integer node, nested and in combinators, keeps given bounds, is idempotent', () => {
    const schema = {
      type: 'object',
      properties: {
        a: { type: 'integer' },
        b: { type: 'integer', minimum: 1, maximum: 10 },
        c: { type: 'array', items: { type: 'integer', exclusiveMinimum: 0 } },
        d: { anyOf: [{ type: 'integer' }, { type: 'null' }] },
        e: { type: 'number' },
      },
    };
    boundIntegers(schema);
    boundIntegers(schema);
    const p = schema.properties as Record<string, Record<string, unknown>>;
    assert.deepEqual(p.a, { type: 'integer', minimum: -2147483648, maximum: 2147483647 });
    assert.deepEqual(p.b, { type: 'integer', minimum: 1, maximum: 10 });
    assert.deepEqual(p.c!.items as object, { type: 'integer', exclusiveMinimum: 0, maximum: 2147483647 });
    assert.equal((p.d!.anyOf as Array<Record<string, unknown>>)[0]!.maximum, 2147483647);
    assert.deepEqual(p.e, { type: 'number' });
  });
});

describe('RouteMethods', () => {
  test('matches concrete paths against route patterns segment by segment', () => {
    const m = new RouteMethods();
    m.add('/v1/products/:productId', ['GET', 'HEAD']);
    m.add('/v1/products/:productId', 'PATCH');
    m.add('/v1/products/:productId/segments', 'PUT');
    m.add('/v1/a.b', 'GET');
    assert.deepEqual(m.allowed('/v1/products/SLO_1'), ['GET', 'HEAD', 'PATCH']);
    assert.deepEqual(m.allowed('/v1/products/SLO_1/segments'), ['PUT']);
    assert.deepEqual(m.allowed('/v1/products/SLO_1/x'), []);
    assert.deepEqual(m.allowed('/v1/aXb'), [], 'a dot in a route is literal');
  });
});

describe('redactUrl', () => {
  test('replaces credential-like values, keeps names, other values and the path', () => {
    assert.equal(redactUrl('/v1/me'), '/v1/me');
    assert.equal(
      redactUrl('/x?access_token=a&client_secret=b&page=2&X-Amz-Signature=c&sig=d&code=e&postalCode=43004&apiKey=f&flag'),
      '/x?access_token=[redacted]&client_secret=[redacted]&page=2&X-Amz-Signature=[redacted]&sig=[redacted]&code=[redacted]&postalCode=43004&apiKey=[redacted]&flag',
    );
    assert.equal(redactUrl('/x?%74oken=abc'), '/x?%74oken=[redacted]', 'percent-encoded names are decoded before matching');
    assert.equal(redactUrl('/x?%zz=1'), '/x?%zz=1');
    assert.equal(
      redactUrl('/cb?code=a&code_verifier=b&state=c'),
      '/cb?code=[redacted]&code_verifier=[redacted]&state=c',
      'the PKCE verifier',
    );
  });
});

describe('describeError', () => {
  const ajv = new Ajv({ allErrors: false, verbose: true, strict: false });
  const first = (schema: object, value: unknown) => {
    const validate = ajv.compile(schema);
    validate(value);
    return describeError(validate.errors![0]!, 'body');
  };
  test('words from x-expect, else from the keyword; never a regular expression', () => {
    const obj = (prop: object) => ({ type: 'object', properties: { f: prop } });
    assert.equal(first(obj({ type: 'string', pattern: '^[0-9]+$', 'x-expect': 'digits only' }), { f: 'x' }), 'f must be digits only.');
    assert.equal(first(obj({ type: 'string', pattern: '^[0-9]+$' }), { f: 'x' }), 'f is not in the expected format.');
    assert.equal(first(obj({ type: 'integer', maximum: 5 }), { f: 6 }), 'f must be at most 5.');
    assert.equal(first(obj({ type: 'integer' }), { f: 'x' }), 'f must be a whole number.');
    assert.equal(first(obj({ type: 'string', minLength: 1 }), { f: '' }), 'f must not be empty.');
    assert.equal(first(obj({ type: 'string', maxLength: 2 }), { f: 'abc' }), 'f must be at most 2 characters long.');
    assert.equal(first(obj({ enum: ['A', 'B'] }), { f: 'C' }), 'f must be one of: A, B.');
    assert.equal(first({ type: 'object', required: ['g'] }, {}), 'g is required.');
  });
});
