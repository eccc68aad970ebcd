// Every parameter and body field the documents publish as one of a set of
// values (a status filter, a tier, a role, an event type), sent a value that
// is none of them: 400 with the field's own error, whose detail names every
// accepted value, so a partner reading it learns the set (a union of
// constants was once described by its first value alone: "status must be
// queued."). Generated from the committed documents, so a new set is covered
// without a line here.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { DOCUMENT_ENVIRONMENTS, demoContexts } from '../helpers/document-contexts.ts';
import { operations, requestFor, type Operation, type Replacement } from '../helpers/document-requests.ts';

type Node = Record<string, any>;
const NONE_OF_THEM = 'none-of-these';

/** Body fields published as a set of strings, by path (through properties and union branches; not into arrays). */
function enumFields(schema: Node | undefined, path: string[] = [], seen = new Set<Node>()): Array<{ path: string[]; values: string[] }> {
  if (!schema || typeof schema !== 'object' || seen.has(schema)) return [];
  seen.add(schema);
  if (Array.isArray(schema.enum) && schema.enum.every((v: unknown) => typeof v === 'string')) return [{ path, values: schema.enum }];
  const found: Array<{ path: string[]; values: string[] }> = [];
  for (const [key, child] of Object.entries<Node>(schema.properties ?? {})) found.push(...enumFields(child, [...path, key], seen));
  for (const branch of [...(schema.anyOf ?? []), ...(schema.oneOf ?? []), ...(schema.allOf ?? [])])
    found.push(...enumFields(branch, path, seen));
  return found;
}

interface Case {
  op: Operation;
  replacement: Replacement;
  values: string[];
}

function casesOf(op: Operation): Case[] {
  // The browser's sign-in answers as OAuth does (RFC 6749 §4.1.2.1): an unknown client before its parameters, a
  // known client's bad parameter redirected back to it as `error=` (test/identity/signin covers both).
  if (op.path === '/oauth2/authorize') return [];
  const cases: Case[] = [];
  for (const parameter of op.parameters) {
    const values = parameter.schema?.enum;
    if ((parameter.in === 'query' || parameter.in === 'path') && Array.isArray(values) && values.every((v) => typeof v === 'string'))
      cases.push({ op, values, replacement: { in: parameter.in, field: [parameter.name], value: NONE_OF_THEM } });
  }
  for (const { path, values } of enumFields(op.body?.schema))
    if (path.length > 0) cases.push({ op, values, replacement: { in: 'body', field: path, value: NONE_OF_THEM } });
  return cases;
}

describe('every set of values the documents publish: a value outside it is refused naming the whole set', () => {
  const contexts = demoContexts();

  for (const [document, kind] of DOCUMENT_ENVIRONMENTS) {
    const cases = operations(document).flatMap(casesOf);
    test(`${document}: ${cases.length} fields`, async () => {
      assert.ok(cases.length > 3, `${document} publishes sets of values`);
      const { ctx, token } = contexts[kind]!;
      const failures: string[] = [];
      for (const { op, replacement, values } of cases) {
        const request = requestFor(op, replacement);
        if (!request) continue;
        const res = document === 'openapi-admin.json' ? await ctx.adminCall(request) : await ctx.call(token, request);
        const where = `${op.method} ${op.path} ${replacement.in} ${replacement.field.join('.')}: ${res.statusCode} ${res.body.slice(0, 300)}`;
        if (res.statusCode !== 400) {
          failures.push(where);
          continue;
        }
        const problem = res.json() as { detail: string; errors?: Array<{ in: string; detail: string }> };
        const details = [problem.detail, ...(problem.errors ?? []).filter((e) => e.in === replacement.in).map((e) => e.detail)];
        const named = details.find(
          (detail) => detail.includes(replacement.field[replacement.field.length - 1]!) && values.every((v) => detail.includes(v)),
        );
        if (!named) failures.push(`no detail names every value (${values.join(', ')}): ${where}`);
      }
      // Every failing field at once, not the first only.
      assert.deepEqual(failures, []);
    });
  }
});
