// The TypeBox type provider gives route handlers the types of their schemas.
// Path and query nodes the validation hook converts (`x-parse`) must be typed
// as what the handler receives: this file checks both sides, the static type
// (by `npm run typecheck`: the assignments below fail to compile if a helper
// declares the string form) and the value at run time.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import Fastify from 'fastify';
import { Type } from 'typebox';
import { booleanQuery, idString, int32IdString, limitQuery, parsedString, X_PARSE } from '../../src/http/schema-helpers.ts';
import { validateRequest } from '../../src/http/validation/validation.ts';

const Params = Type.Object({ userId: idString('invalid_user_id'), orderNumber: int32IdString('invalid_order_number') });
const Query = Type.Object({
  limit: limitQuery(50, 100, 'capped'),
  active: Type.Optional(booleanQuery('invalid_request')),
  cursor: Type.Optional(Type.String()),
});

test('x-parse nodes are typed and delivered as the converted values', async () => {
  const app = Fastify().withTypeProvider<TypeBoxTypeProvider>();
  app.setValidatorCompiler(() => () => true);
  app.addHook('preValidation', async (request) => validateRequest(request));
  let seen: unknown[] = [];
  app.get('/u/:userId/o/:orderNumber', { schema: { params: Params, querystring: Query } }, async (request) => {
    const userId: number = request.params.userId;
    const orderNumber: number = request.params.orderNumber;
    const limit: number | undefined = request.query.limit;
    const active: boolean | undefined = request.query.active;
    const cursor: string | undefined = request.query.cursor;
    // @ts-expect-error: the id arrives as a number, never as its string form
    const asString: string = request.params.userId;
    seen = [userId, orderNumber, limit, active, cursor, asString];
    return {};
  });
  const response = await app.inject('/u/12/o/2147483647?limit=7&active=false&cursor=abc');
  assert.equal(response.statusCode, 200, response.body);
  assert.deepEqual(seen, [12, 2147483647, 7, false, 'abc', 12]);
  await app.close();
});

test('parsedString pairs each x-parse kind with its conversion', () => {
  const n = parsedString('int', { pattern: '^[0-9]+$' });
  const b = parsedString('bool', { enum: ['true', 'false'] });
  assert.deepEqual({ ...n }, { type: 'string', pattern: '^[0-9]+$', 'x-parse': 'int' });
  assert.equal(b['x-parse' as keyof typeof b], 'bool');
  const int: number = X_PARSE.int('42');
  const bool: boolean = X_PARSE.bool('true');
  assert.deepEqual([int, bool, X_PARSE.bool('false')], [42, true, false]);
});
