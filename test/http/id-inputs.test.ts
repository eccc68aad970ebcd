// Every numeric id the documents publish in a path or query (the partner,
// sandbox and back-office documents), sent with values a JavaScript number
// cannot hold exactly (above 2^53) and values at the edges of PostgreSQL's
// integer and bigint columns: each is looked up as sent or refused as the
// parameter's 400, never rounded to another id, never a 500. Generated from
// the committed documents, so a route that publishes a new id is covered
// without a line here.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { LightMyRequestResponse } from 'fastify';
import { DOCUMENT_ENVIRONMENTS, demoContexts } from '../helpers/document-contexts.ts';
import { type DocumentName, type Operation, operations, requestFor } from '../helpers/document-requests.ts';

const DIGITS = [
  '2147483648', // one past PostgreSQL's integer
  '9007199254740992', // 2^53
  '9007199254740993', // 2^53 + 1: a number reads it as 2^53
  '99999999999999999', // 17 digits
  '999999999999999999', // 18 digits: a number reads it as 10^18
  '9223372036854775807', // the last bigint
  '9223372036854775808', // one past it
  '99999999999999999999', // 20 digits
];

type Parameter = Record<string, any>;

/** A path or query parameter that names a record by number: published as an integer, or as digits (with a prefix). */
function isNumericId(parameter: Parameter): boolean {
  if (parameter.in !== 'path' && parameter.in !== 'query') return false;
  const schema = parameter.schema ?? {};
  if (schema.type === 'integer') return true;
  const pattern = String(schema.pattern ?? '');
  return schema.type === 'string' && /\[0-9\]|\\d/.test(pattern) && !/a-f/i.test(pattern);
}

/** The values sent for a parameter: the digits, behind the prefix its example carries (`SLO_1` → `SLO_…`). */
function valuesFor(parameter: Parameter): string[] {
  const example = String(parameter.example ?? parameter.schema?.examples?.[0] ?? '');
  const prefix = /^([A-Za-z]+_)?\d+$/.exec(example)?.[1] ?? '';
  return DIGITS.map((digits) => `${prefix}${digits}`);
}

/** The number a JavaScript number makes of `value`'s digits, when it is not those digits. */
function rounded(value: string): string | null {
  const digits = /\d+$/.exec(value)![0];
  const number = Number(digits);
  const wrong = [String(number), BigInt(number).toString()].find((form) => form !== digits);
  return wrong ?? null;
}

function check(op: Operation, parameter: Parameter, value: string, res: LightMyRequestResponse): void {
  const where = `${op.method} ${op.path} ${parameter.in} ${parameter.name} = ${value}: ${res.statusCode} ${res.body.slice(0, 300)}`;
  assert.ok(res.statusCode < 500, where);
  const wrong = rounded(value);
  assert.ok(wrong === null || !res.body.includes(wrong), `not rounded to ${wrong}: ${where}`);
  if (res.statusCode !== 400) return;
  const body = res.json() as { code: string; errors?: Array<{ in: string; field: string }> };
  // The parameter's own refusal (a query may also hold another parameter's: its example, say, never this value).
  if (body.errors?.some((e) => e.in === parameter.in && e.field === parameter.name))
    assert.equal(body.code, parameter.schema['x-error-code'] ?? 'invalid_request', where);
}

describe('every numeric id of the documents, past 2^53 and at the edges of its column', () => {
  const contexts = demoContexts();

  for (const [document, kind] of DOCUMENT_ENVIRONMENTS) {
    const cases = operations(document).flatMap((op) => op.parameters.filter(isNumericId).map((parameter) => ({ op, parameter })));
    test(`${document}: ${cases.length} numeric ids, ${DIGITS.length} values each`, async () => {
      assert.ok(cases.length > 10, `${document} publishes numeric ids`);
      const { ctx, token } = contexts[kind]!;
      const failures: string[] = [];
      for (const { op, parameter } of cases) {
        for (const value of valuesFor(parameter)) {
          const request = requestFor(op, { in: parameter.in, field: [parameter.name], value });
          assert.ok(request, `${op.method} ${op.path}: every path parameter has an example`);
          const res = document === 'openapi-admin.json' ? await ctx.adminCall(request) : await ctx.call(token, request);
          try {
            check(op, parameter, value, res);
          } catch (error) {
            failures.push((error as Error).message.split('\n')[0]!);
          }
        }
      }
      // Every failing parameter and value at once, not the first only.
      assert.deepEqual(failures, []);
    });
  }
});
