// Every date-time input the documents publish (query parameters and body
// fields of the partner, sandbox and back-office documents), sent with the
// offsets, fractions and years at the edges of what RFC 3339 writes and what
// PostgreSQL holds: an instant from 0001-01-01 to 9999-12-31 UTC is taken as
// that instant, whatever offset or case wrote it; any other is the field's
// 400; never a 500. Generated from the committed documents, so a route that
// publishes a new date-time field is covered without a line here.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { DOCUMENT_ENVIRONMENTS, demoContexts } from '../helpers/document-contexts.ts';
import { dateTimeFields, type DocumentName, operations, requestFor, type Replacement } from '../helpers/document-requests.ts';

const BASES = ['2026-10-28T20:04:34', '0000-12-31T23:59:59', '0001-01-01T00:00:00', '9999-12-31T23:59:59', '10000-01-01T00:00:00'];
const ZONES = ['Z', 'z', '+00:00', '+15:59', '-15:59', '+16:00', '-16:00', '+23:59', '-23:59'];
const FRACTIONS = Array.from({ length: 10 }, (_, n) => (n === 0 ? '' : `.${'123456789'.slice(0, n)}`));
const NINES = Array.from({ length: 9 }, (_, n) => `.${'9'.repeat(n + 1)}`);

/** The class of values every field is sent: each year against each offset, each fraction length at the edges. */
const VALUES = [
  ...BASES.flatMap((base) => ZONES.map((zone) => `${base}${zone}`)),
  ...FRACTIONS.flatMap((fraction) => [`2026-10-28T20:04:34${fraction}Z`, `2026-10-28T20:04:34${fraction}+16:00`]),
  // The last microsecond the range holds, written with more digits than a microsecond: never rounded past it.
  ...NINES.map((fraction) => `9999-12-31T23:59:59${fraction}Z`),
  '2026-10-28t20:04:34.5z',
  '2026-12-31T23:59:60Z',
  // Not RFC 3339 (a space for T, an offset without its colon or minutes, no offset): the field's 400.
  '2026-10-28 20:04:34Z',
  '2026-10-28T20:04:34+0000',
  '2026-10-28T20:04:34+00',
  '2026-10-28T20:04:34',
];

/** The UTC instant `text` names, in milliseconds, or null when it is no instant of years 0001 to 9999 UTC. */
function expectedInstant(text: string): number | null {
  const m = /^(\d{4})-(\d\d)-(\d\d)[Tt](\d\d):(\d\d):(\d\d)(?:\.(\d+))?(?:[Zz]|([+-])(\d\d):(\d\d))$/.exec(text);
  if (!m) return null;
  const at = new Date(0);
  at.setUTCFullYear(Number(m[1]), Number(m[2]) - 1, Number(m[3]));
  at.setUTCHours(Number(m[4]), Number(m[5]), Number(m[6]), Number((m[7] ?? '').padEnd(3, '0').slice(0, 3)));
  const offsetMinutes = m[8] ? (m[8] === '-' ? -1 : 1) * (Number(m[9]) * 60 + Number(m[10])) : 0;
  const ms = at.getTime() - offsetMinutes * 60_000;
  const first = new Date(0);
  first.setUTCFullYear(1, 0, 1);
  const end = new Date(0);
  end.setUTCFullYear(10000, 0, 1);
  return ms >= first.getTime() && ms < end.getTime() ? ms : null;
}

/** The string values named `name` anywhere in an answer. */
function echoed(value: unknown, name: string, found: string[] = []): string[] {
  if (Array.isArray(value)) for (const item of value) echoed(item, name, found);
  else if (value && typeof value === 'object')
    for (const [key, child] of Object.entries(value)) {
      if (key === name && typeof child === 'string') found.push(child);
      else echoed(child, name, found);
    }
  return found;
}

interface Case {
  document: DocumentName;
  label: string;
  replacement: (value: string) => Replacement;
  /** The code a refused value answers with. */
  code: string;
  send: (value: string) => InjectOptions | null;
}

function casesOf(document: DocumentName): Case[] {
  const cases: Case[] = [];
  for (const op of operations(document)) {
    for (const parameter of op.parameters) {
      if (parameter.schema?.format !== 'date-time' || (parameter.in !== 'query' && parameter.in !== 'path')) continue;
      const replacement = (value: string): Replacement => ({ in: parameter.in, field: [parameter.name], value });
      cases.push({
        document,
        label: `${op.method} ${op.path} ${parameter.in} ${parameter.name}`,
        replacement,
        code: parameter.schema['x-error-code'] ?? 'invalid_request',
        send: (value) => requestFor(op, replacement(value)),
      });
    }
    for (const field of dateTimeFields(op.body?.schema)) {
      const replacement = (value: string): Replacement => ({ in: 'body', field, value });
      cases.push({
        document,
        label: `${op.method} ${op.path} body ${field.join('.')}`,
        replacement,
        code: 'invalid_request',
        send: (value) => requestFor(op, replacement(value)),
      });
    }
  }
  return cases;
}

/** Asserts what one value answered: its instant taken (and echoed as it), or the field's 400; never a 500. */
function check(c: Case, value: string, res: LightMyRequestResponse): void {
  const where = `${c.label} = ${value}: ${res.statusCode} ${res.body.slice(0, 300)}`;
  assert.ok(res.statusCode < 500, where);
  const field = c.replacement(value).field;
  const body = res.headers['content-type']?.toString().startsWith('application/') ? (res.json() as Record<string, any>) : {};
  // The field refused as a date-time (a rule between two fields, such as stopsOn before startsOn, names it too).
  const namesField = (body.errors ?? []).some(
    (e: { in: string; field: string; detail: string }) =>
      e.in === c.replacement(value).in && e.field.replace(/\[(\d+)\]/g, '.$1') === field.join('.') && /RFC 3339/.test(e.detail),
  );
  const instant = expectedInstant(value);
  if (instant === null) {
    assert.equal(res.statusCode, 400, where);
    assert.equal(body.code, c.code, where);
    assert.ok(namesField, `the 400 names the field and what a date-time is: ${where}`);
    return;
  }
  assert.ok(!(res.statusCode === 400 && namesField), `an instant the service holds is taken: ${where}`);
  if (res.statusCode >= 300) return;
  for (const shown of echoed(body, field[field.length - 1]!))
    assert.equal(Date.parse(shown), instant, `echoed as the same instant: ${where}`);
}

describe('every date-time input of the documents, at the edges of offsets, fractions and years', () => {
  const contexts = demoContexts();

  for (const [document, kind] of DOCUMENT_ENVIRONMENTS) {
    const cases = casesOf(document);
    test(`${document}: ${cases.length} date-time inputs, ${VALUES.length} values each`, async () => {
      assert.ok(cases.length > 0, `${document} publishes date-time inputs`);
      const { ctx, token } = contexts[kind]!;
      const failures: string[] = [];
      for (const c of cases) {
        for (const value of VALUES) {
          const request = c.send(value);
          assert.ok(request, `${c.label}: every path parameter has an example`);
          const res = document === 'openapi-admin.json' ? await ctx.adminCall(request) : await ctx.call(token, request);
          try {
            check(c, value, res);
          } catch (error) {
            failures.push((error as Error).message.split('\n')[0]!);
          }
        }
      }
      // Every failing field and value at once, not the first only.
      assert.deepEqual(failures, []);
    });
  }
});
