// The partner document's numeric and length bounds are exactly the service's,
// probed through the API: for every bounded query parameter and every bounded
// field of every request body the document gives an example for, the value at
// the bound is not refused for being out of bounds, and the value just past
// it is refused with 400 naming the field (the problem's `errors` member, or
// its detail for a limit checked after validation). Not probed: the OAuth
// authorize page (its refusals are HTML pages) and MCP's protocol headers
// (MCP's own transport checks them).
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { SCOPES } from '../../src/access/scopes.ts';
import { createTestContext, type TestContext } from '../helpers/context.ts';
import { dereferenced } from '../helpers/openapi.ts';
import recorded from '../../docs/examples/partner.json' with { type: 'json' };

type Doc = Record<string, any>;
let ctx: TestContext;
let token: string;
let document: Doc;
before(async () => {
  ctx = await createTestContext();
  const site = await ctx.site();
  token = (await ctx.partner({ siteIds: [site], scopes: [...SCOPES] })).token;
  document = dereferenced((await ctx.app.inject({ method: 'GET', url: '/v1/openapi.json' })).json());
});
after(() => ctx.close());

const SKIPPED_PATHS = new Set(['/oauth2/authorize', '/v1/mcp']);
const OUT_OF_BOUNDS = /at (most|least) |(less|greater) than|must not be empty|positive whole number|whole number from/;

interface Bound {
  /** The field as the problem names it (`limit`, `shipTo.postalCode`). */
  field: string;
  at: unknown;
  past: unknown;
}

/** The bounds of one schema node: each as (value at the bound, value just past it). */
function boundsOf(schema: Doc | undefined, field: string): Bound[] {
  if (!schema) return [];
  const branch = (schema.anyOf as Doc[] | undefined)?.find((b) => b.type !== 'null') ?? schema;
  const out: Bound[] = [];
  const numeric = branch.type === 'integer' || branch.type === 'number';
  const digits = branch.type === 'string' && branch['x-maximum'] !== undefined;
  if (numeric || digits) {
    const asValue = (n: number) => (digits ? String(n) : n);
    const max = branch.maximum ?? branch['x-maximum'];
    if (typeof max === 'number') out.push({ field, at: asValue(max), past: asValue(max + 1) });
    if (typeof branch.minimum === 'number' && !digits) out.push({ field, at: branch.minimum, past: branch.minimum - 1 });
  }
  const plain = branch.type === 'string' && !branch.pattern && !branch.enum && !branch.format && branch.const === undefined;
  if (plain && typeof branch.maxLength === 'number' && field !== 'cursor')
    out.push({ field, at: 'a'.repeat(branch.maxLength), past: 'a'.repeat(branch.maxLength + 1) });
  if (plain && typeof branch.minLength === 'number' && branch.minLength > 0 && field !== 'cursor')
    out.push({ field, at: 'a'.repeat(branch.minLength), past: 'a'.repeat(branch.minLength - 1) });
  return out;
}

/** Every bounded field below a body schema, walked along the example (arrays through their first item). */
function bodyBounds(
  schema: Doc | undefined,
  example: unknown,
  path: (string | number)[] = [],
): Array<Bound & { path: (string | number)[] }> {
  if (!schema || example === null || typeof example !== 'object') return [];
  const out: Array<Bound & { path: (string | number)[] }> = [];
  if (Array.isArray(example)) {
    if (example.length > 0) out.push(...bodyBounds(schema.items, example[0], [...path, 0]));
    return out;
  }
  for (const [name, property] of Object.entries<Doc>(schema.properties ?? {})) {
    const at = [...path, name];
    const field = at.map((p, i) => (typeof p === 'number' ? `[${p}]` : i === 0 ? p : `.${p}`)).join('');
    for (const bound of boundsOf(property, field)) out.push({ ...bound, path: at });
    const value = (example as Doc)[name];
    const branch = (property.anyOf as Doc[] | undefined)?.find((b) => b.type !== 'null') ?? property;
    if (value && typeof value === 'object') out.push(...bodyBounds(branch, value, at));
  }
  return out;
}

function withValue(example: unknown, path: (string | number)[], value: unknown): unknown {
  const copy = structuredClone(example) as Doc;
  let node = copy;
  for (const key of path.slice(0, -1)) node = node[key as string];
  node[path.at(-1) as string] = value;
  return copy;
}

function urlOf(path: string, op: string): string {
  const values = (recorded as Record<string, { parameters?: Record<string, string | number> }>)[op]?.parameters ?? {};
  return path.replace(/\{(\w+)\}/g, (_m, name: string) =>
    encodeURIComponent(String(values[name] ?? (name === 'productId' ? 'SLO_1' : '1'))),
  );
}

/** Why the answer says the field is out of bounds, or null. */
function refusedForBounds(res: { statusCode: number; json(): any }, field: string): string | null {
  if (res.statusCode !== 400) return null;
  const problem = res.json();
  const named = problem.errors?.[0]?.field === field || String(problem.detail).includes(field);
  return named && OUT_OF_BOUNDS.test(String(problem.detail)) ? String(problem.detail) : null;
}

test("every bound of the partner document is the service's: at the bound accepted, past it refused naming the field", async (t) => {
  const mismatches: string[] = [];
  let probed = 0;
  let bodyProbed = 0;
  for (const [path, item] of Object.entries<Doc>(document.paths)) {
    if (SKIPPED_PATHS.has(path)) continue;
    for (const [method, operation] of Object.entries<Doc>(item)) {
      if (!['get', 'post', 'put', 'patch', 'delete'].includes(method)) continue;
      const op = `${method.toUpperCase()} ${path}`;
      const send = (query: string, payload?: unknown) =>
        ctx.call(token, {
          method: method.toUpperCase() as 'GET',
          url: `${urlOf(path, op)}${query}`,
          ...(payload !== undefined ? { payload: payload as object, headers: { 'content-type': 'application/json' } } : {}),
        });
      const media = operation.requestBody?.content?.['application/json'];
      const example = media?.example ?? Object.values<Doc>(media?.examples ?? {})[0]?.value;
      const base = example !== undefined ? example : operation.requestBody ? {} : undefined;
      for (const parameter of (operation.parameters ?? []) as Doc[]) {
        if (parameter.in !== 'query') continue;
        for (const bound of boundsOf(parameter.schema, parameter.name)) {
          probed++;
          const at = await send(`?${parameter.name}=${encodeURIComponent(String(bound.at))}`, base);
          const atRefusal = refusedForBounds(at, parameter.name);
          if (atRefusal) mismatches.push(`${op} ?${parameter.name}=${String(bound.at).slice(0, 20)}: refused at the bound (${atRefusal})`);
          const past = await send(`?${parameter.name}=${encodeURIComponent(String(bound.past))}`, base);
          if (!refusedForBounds(past, parameter.name))
            mismatches.push(
              `${op} ?${parameter.name}=${String(bound.past).slice(0, 20)}: not refused past the bound (${past.statusCode} ${past.body.slice(0, 160)})`,
            );
        }
      }
      if (example === undefined) continue;
      for (const bound of bodyBounds(media.schema, example)) {
        probed++;
        bodyProbed++;
        const at = await send('', withValue(example, bound.path, bound.at));
        const atRefusal = refusedForBounds(at, bound.field);
        if (atRefusal) mismatches.push(`${op} body ${bound.field}=${String(bound.at).slice(0, 20)}: refused at the bound (${atRefusal})`);
        const past = await send('', withValue(example, bound.path, bound.past));
        if (!refusedForBounds(past, bound.field))
          mismatches.push(
            `${op} body ${bound.field}=${String(bound.past).slice(0, 20)}: not refused past the bound (${past.statusCode} ${past.body.slice(0, 160)})`,
          );
      }
    }
  }
  t.diagnostic(`${probed} bounds probed (${bodyProbed} of body fields), each at and past the bound`);
  assert.ok(probed > 100, `only ${probed} bounds probed`);
  assert.deepEqual(mismatches, []);
});
