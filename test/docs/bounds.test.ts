// Both documents' numeric and length bounds are exactly the service's,
// probed through the API that publishes them (the partner API, the back
// office): for every bounded path and query parameter and every bounded
// field of every request body the document gives an example for, the value at
// the bound is not refused for being out of bounds, and the value just past
// it is refused with 400 naming the field (the problem's `errors` member, or
// its detail for a limit checked after validation). Not probed: the OAuth
// authorize page (its refusals are HTML pages) and MCP's protocol headers
// (MCP's own transport checks them).
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { LightMyRequestResponse } from 'fastify';
import { SCOPES } from '../../src/access/scopes.ts';
import { createTestContext, type TestContext } from '../helpers/context.ts';
import { dereferenced } from '../helpers/openapi.ts';
import partnerRecorded from '../../docs/examples/partner.json' with { type: 'json' };
import adminRecorded from '../../docs/examples/admin.json' with { type: 'json' };

type Doc = Record<string, any>;
let ctx: TestContext;
let token: string;
let partnerDocument: Doc;
let adminDocument: Doc;
before(async () => {
  ctx = await createTestContext();
  const site = await ctx.site();
  token = (await ctx.partner({ siteIds: [site], scopes: [...SCOPES] })).token;
  partnerDocument = dereferenced((await ctx.app.inject({ method: 'GET', url: '/v1/openapi.json' })).json());
  adminDocument = dereferenced((await ctx.adminCall({ method: 'GET', url: '/admin/openapi.json' })).json());
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
    // An exclusive bound past 2^53 (an 18-digit id: 10^18) is probed in exact digits.
    const exclusive = branch.exclusiveMaximum;
    if (typeof exclusive === 'number')
      out.push(
        Number.isSafeInteger(exclusive)
          ? { field, at: asValue(exclusive - 1), past: asValue(exclusive) }
          : { field, at: String(BigInt(exclusive) - 1n), past: String(BigInt(exclusive)) },
      );
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

type Recorded = Record<string, { parameters?: Record<string, string | number> }>;

/** A value for a path parameter nothing recorded: the first plain id its pattern takes. */
const PLAIN_IDS = ['1', 'SLO_1', '00000000-0000-4000-8000-000000000000'];
function plainValue(schema: Doc | undefined): string {
  const pattern = typeof schema?.pattern === 'string' ? new RegExp(schema.pattern) : null;
  return PLAIN_IDS.find((id) => !pattern || pattern.test(id)) ?? '1';
}

/** The operation's path with recorded (or plain) values, and `probed` in place of one parameter. */
function urlOf(path: string, op: string, recorded: Recorded, parameters: Doc[], probed?: { name: string; value: unknown }): string {
  const values = recorded[op]?.parameters ?? {};
  return path.replace(/\{(\w+)\}/g, (_m, name: string) =>
    encodeURIComponent(
      String(
        probed?.name === name
          ? probed.value
          : (values[name] ?? plainValue(parameters.find((p) => p.in === 'path' && p.name === name)?.schema)),
      ),
    ),
  );
}

/** Why the answer says the field is out of bounds, or null. */
function refusedForBounds(res: { statusCode: number; json(): any }, field: string): string | null {
  if (res.statusCode !== 400) return null;
  const problem = res.json();
  const named = problem.errors?.[0]?.field === field || String(problem.detail).includes(field);
  return named && OUT_OF_BOUNDS.test(String(problem.detail)) ? String(problem.detail) : null;
}

interface Host {
  document: Doc;
  recorded: Recorded;
  send(options: { method: string; url: string; payload?: unknown }): Promise<LightMyRequestResponse>;
}

/** Probes every bound of a document; returns the mismatches and how many bounds were probed. */
async function probe(host: Host): Promise<{ mismatches: string[]; probed: number; bodyProbed: number; pathProbed: number }> {
  const mismatches: string[] = [];
  let probed = 0;
  let bodyProbed = 0;
  let pathProbed = 0;
  for (const [path, item] of Object.entries<Doc>(host.document.paths)) {
    if (SKIPPED_PATHS.has(path)) continue;
    for (const [method, operation] of Object.entries<Doc>(item)) {
      if (!['get', 'post', 'put', 'patch', 'delete'].includes(method)) continue;
      const op = `${method.toUpperCase()} ${path}`;
      const media = operation.requestBody?.content?.['application/json'];
      const example = media?.example ?? Object.values<Doc>(media?.examples ?? {})[0]?.value;
      const base = example !== undefined ? example : operation.requestBody ? {} : undefined;
      // A limit the service checks after validation may not name the field
      // ("A token lives at most 365 days."): a 400 at the bound that speaks of
      // a bound, names no other field, and is not the answer of the request
      // as recorded (unchanged) is a refusal at the bound too.
      let baseline: number | undefined;
      const refusedOnlyAtBound = async (res: LightMyRequestResponse, field: string): Promise<string | null> => {
        if (res.statusCode !== 400 || !OUT_OF_BOUNDS.test(String(res.json().detail))) return null;
        const named = (res.json() as { errors?: Array<{ field: string }> }).errors?.[0]?.field;
        if (named !== undefined && named !== field) return null;
        baseline ??= (await send('', base)).statusCode;
        return baseline === 400 ? null : `400 at the bound, ${baseline} without it: ${String(res.json().detail)}`;
      };
      const send = (query: string, payload?: unknown, probed?: { name: string; value: unknown }): Promise<LightMyRequestResponse> =>
        host.send({
          method: method.toUpperCase(),
          url: `${urlOf(path, op, host.recorded, operation.parameters ?? [], probed)}${query}`,
          payload,
        });
      for (const parameter of (operation.parameters ?? []) as Doc[]) {
        if (parameter.in !== 'query' && parameter.in !== 'path') continue;
        for (const bound of boundsOf(parameter.schema, parameter.name)) {
          probed++;
          if (parameter.in === 'path') pathProbed++;
          const request = (value: unknown) =>
            parameter.in === 'path'
              ? send('', base, { name: parameter.name, value })
              : send(`?${parameter.name}=${encodeURIComponent(String(value))}`, base);
          const shown = (value: unknown) =>
            (parameter.in === 'path' ? `{${parameter.name}}=` : `?${parameter.name}=`) + String(value).slice(0, 20);
          const at = await request(bound.at);
          const atRefusal = refusedForBounds(at, parameter.name) ?? (await refusedOnlyAtBound(at, parameter.name));
          if (atRefusal) mismatches.push(`${op} ${shown(bound.at)}: refused at the bound (${atRefusal})`);
          const past = await request(bound.past);
          if (!refusedForBounds(past, parameter.name))
            mismatches.push(`${op} ${shown(bound.past)}: not refused past the bound (${past.statusCode} ${past.body.slice(0, 160)})`);
        }
      }
      if (example === undefined) continue;
      for (const bound of bodyBounds(media.schema, example)) {
        probed++;
        bodyProbed++;
        const at = await send('', withValue(example, bound.path, bound.at));
        const atRefusal = refusedForBounds(at, bound.field) ?? (await refusedOnlyAtBound(at, bound.field));
        if (atRefusal) mismatches.push(`${op} body ${bound.field}=${String(bound.at).slice(0, 20)}: refused at the bound (${atRefusal})`);
        const past = await send('', withValue(example, bound.path, bound.past));
        if (!refusedForBounds(past, bound.field))
          mismatches.push(
            `${op} body ${bound.field}=${String(bound.past).slice(0, 20)}: not refused past the bound (${past.statusCode} ${past.body.slice(0, 160)})`,
          );
      }
    }
  }
  return { mismatches, probed, bodyProbed, pathProbed };
}

const withJson = (payload: unknown) =>
  payload !== undefined ? { payload: payload as object, headers: { 'content-type': 'application/json' } } : {};

test("every bound of the partner document is the service's: at the bound accepted, past it refused naming the field", async (t) => {
  const result = await probe({
    document: partnerDocument,
    recorded: partnerRecorded as Recorded,
    send: ({ method, url, payload }) => ctx.call(token, { method: method as 'GET', url, ...withJson(payload) }),
  });
  t.diagnostic(
    `${result.probed} bounds probed (${result.bodyProbed} of body fields, ${result.pathProbed} of path parameters), each at and past the bound`,
  );
  assert.ok(result.probed > 100, `only ${result.probed} bounds probed`);
  assert.deepEqual(result.mismatches, []);
});

test("every bound of the back office's document is the service's: at the bound accepted, past it refused naming the field", async (t) => {
  const result = await probe({
    document: adminDocument,
    recorded: adminRecorded as Recorded,
    send: ({ method, url, payload }) => ctx.adminCall({ method: method as 'GET', url, ...withJson(payload) }),
  });
  t.diagnostic(
    `${result.probed} bounds probed (${result.bodyProbed} of body fields, ${result.pathProbed} of path parameters), each at and past the bound`,
  );
  assert.ok(result.probed > 100, `only ${result.probed} bounds probed`);
  assert.deepEqual(result.mismatches, []);
});
