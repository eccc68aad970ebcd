// The property-based fuzzer: every operation of the two OpenAPI documents the
// built apps publish (so a route added later is fuzzed with no change here),
// called with generated path, query and body values, authenticated as a
// partner holding every scope and as staff, on a demo world so ids sometimes
// name real records. Plus malformed HTTP framing against a real listener.
//
// The property: no 5xx (but the deliberate ones judge.ts names), every 4xx a
// problem document, no answer that costs the process 2 s of CPU, none that takes 10 s.
import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { seedDemo } from '../../src/app/demo/seed.ts';
import { SCOPES } from '../../src/access/scopes.ts';
import { ADMIN_TOKEN, createTestContext, type TestContext } from '../helpers/context.ts';
import { junk, objectArb, valueArb, type JsonSchema, type Pools } from './arbitraries.ts';
import { framingArb, sendRaw } from './framing.ts';
import { dereferenced } from '../helpers/openapi.ts';
import { judge, type FuzzReport, type Timing } from './judge.ts';

export { formatReport, type FuzzReport } from './judge.ts';

const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;
type Method = (typeof METHODS)[number];

export interface Operation {
  host: 'partner' | 'admin';
  method: Method;
  path: string;
  params: Array<{ in: string; name: string; required?: boolean; schema?: JsonSchema }>;
  bodyType: 'json' | 'form' | null;
  bodySchema?: JsonSchema;
}

export interface FuzzRequest {
  host: 'partner' | 'admin';
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string;
}

export interface FuzzWorld {
  ctx: TestContext;
  operations: Operation[];
  pools: Pools;
  partnerToken: string;
  refresh(): Promise<void>;
}

function operationsOf(doc: { paths: Record<string, Record<string, Record<string, unknown>>> }, host: Operation['host']): Operation[] {
  const out: Operation[] = [];
  for (const [path, ops] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(ops)) {
      if (!METHODS.includes(method.toUpperCase() as Method)) continue;
      const content = (op.requestBody as { content?: Record<string, { schema?: JsonSchema }> } | undefined)?.content ?? {};
      const form = content['application/x-www-form-urlencoded'];
      out.push({
        host,
        method: method.toUpperCase() as Method,
        path,
        params: (op.parameters as Operation['params']) ?? [],
        bodyType: content['application/json'] ? 'json' : form ? 'form' : null,
        bodySchema: content['application/json']?.schema ?? form?.schema,
      });
    }
  }
  return out;
}

/** Real ids from the seeded world, as path strings and body numbers. */
async function poolsOf(ctx: TestContext): Promise<Pools> {
  const db = ctx.platform.db;
  const numbers = new Set<number>([1, 2, 3]);
  const ids = new Set<string>();
  const add = (rows: Array<{ id: unknown }>, prefix = '') => {
    for (const r of rows.slice(0, 8)) {
      ids.add(`${prefix}${r.id}`);
      if (!prefix) numbers.add(Number(r.id));
    }
  };
  add(await db.selectFrom('sites').select('id').execute());
  add(await db.selectFrom('partners').select('id').execute());
  add(await db.selectFrom('products').select('id').execute());
  add(await db.selectFrom('products').select('id').execute(), 'SLO_');
  add(await db.selectFrom('product_shares').select('id').execute(), 'SLS_');
  add(await db.selectFrom('product_images').select('id').execute());
  add(await db.selectFrom('segments').select('id').execute());
  return { ids: [...ids], numbers: [...numbers] };
}

/** Short listener timeouts, so incomplete framing is answered (408) quickly. */
const FUZZ_TIMEOUTS = { HTTP_REQUEST_TIMEOUT_MS: '400', HTTP_HEADERS_TIMEOUT_MS: '300', HTTP_KEEP_ALIVE_TIMEOUT_MS: '200' };

export async function createFuzzWorld(overrides: Record<string, string> = {}): Promise<FuzzWorld> {
  const ctx = await createTestContext({ ...FUZZ_TIMEOUTS, ...overrides });
  const demo = await seedDemo(ctx.platform);
  await ctx.app.ready();
  await ctx.admin.ready();
  const partners = ctx.platform.admin.partners;
  const world: FuzzWorld = {
    ctx,
    operations: [
      ...operationsOf(dereferenced(ctx.app.swagger()) as never, 'partner'),
      ...operationsOf(dereferenced(ctx.admin.swagger()) as never, 'admin'),
    ],
    pools: await poolsOf(ctx),
    partnerToken: '',
    // Fuzzed admin calls may disable the demo partner, drop its scopes or
    // sites: put them back now and then so requests keep reaching the handlers.
    async refresh() {
      await partners.update(demo.partnerId, { enabled: true, capabilities: [...SCOPES] }, 'fuzz');
      for (const siteId of demo.siteIds) await partners.grantSite(demo.partnerId, siteId, 'fuzz').catch(() => {});
      // Clients are capped per partner: retire the previous ones first.
      for (const client of await partners.listClients(demo.partnerId)) await partners.revokeClient(client.clientId, 'fuzz').catch(() => {});
      const issued = await partners.issueClient(demo.partnerId, 'fuzz', 'fuzz');
      const res = await ctx.requestToken({
        grant_type: 'client_credentials',
        client_id: issued.client.clientId,
        client_secret: issued.clientSecret,
      });
      world.partnerToken = res.json().access_token;
    },
  };
  await world.refresh();
  return world;
}

const CONTENT_TYPES = [
  'json',
  '',
  'text/plain',
  'application/json, text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=x',
  'application/json; charset=latin1',
];
const deep = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;
const RAW_BODIES = [
  '{',
  '',
  'null',
  '[]',
  '"x"',
  '{"a":1e309}',
  '{"a":"\\ud800"}',
  '{"a":"\\u0000"}',
  '\u0000',
  '{}'.padEnd(300_000, ' '),
  // Nesting far over the limit, just over it and just under it; too many values (json-shape.ts).
  `{"a":${deep(10_000)}}`,
  `{"a":${deep(64)}}`,
  `{"a":${deep(62)}}`,
  `{"a":[${'0,'.repeat(30_000)}0]}`,
  `{"a":${'{"b":'.repeat(5_000)}1${'}'.repeat(5_000)}}`,
];
const MCP_META = '{"io.modelcontextprotocol/protocolVersion":"2026-07-28","io.modelcontextprotocol/clientCapabilities":{}}';
/** JSON-RPC envelopes around nested, oversized or odd parts, for POST /v1/mcp. */
const MCP_BODIES = [
  `{"jsonrpc":"2.0","id":${deep(10_000)},"method":"tools/list"}`,
  `{"jsonrpc":"2.0","id":1,"method":"tools/list","params":{"_meta":${MCP_META},"x":${deep(10_000)}}}`,
  `{"jsonrpc":"2.0","id":1,"method":"tools/list","params":{"_meta":${MCP_META},"x":${deep(60)}}}`,
  `{"jsonrpc":"2.0","id":1,"method":"tools/call","params":{"_meta":${MCP_META},"name":"me","arguments":{"x":${deep(5_000)}}}}`,
  `{"jsonrpc":"2.0","id":1,"method":"tools/call","params":{"_meta":${MCP_META},"name":"shipping_quote","arguments":{"x":"${'a'.repeat(300_000)}"}}}`,
  `{"jsonrpc":"2.0","id":1,"method":"tools/call","params":{"_meta":${MCP_META},"name":"products_list","arguments":${deep(63)}}}`,
  `{"jsonrpc":"2.0","id":"${'x'.repeat(200_000)}","method":"tools/list","params":{"_meta":${MCP_META}}}`,
  `{"jsonrpc":"2.0","id":1,"method":"tools/list","params":{"_meta":${MCP_META},"x":[${'{},'.repeat(12_000)}{}]}}`,
  `{"jsonrpc":"2.0","id":null,"method":"${'m'.repeat(300)}"}`,
  `[{"jsonrpc":"2.0","id":1,"method":"tools/list"}]`,
];
/** Host headers that are no authority (refused with 400 before any route), and odd valid ones. */
const ODD_HOSTS = [
  '127.0.0.1:1:2',
  '[::1',
  'a b',
  'api.test/x',
  'u@api.test',
  'api.test:99999',
  '[zz::1]',
  '',
  '[::1]:8080',
  'API.TEST.',
  '127.0.0.1',
];

/** A value one time in 40, else null. */
function rarely<T>(arb: fc.Arbitrary<T>): fc.Arbitrary<T | null> {
  return fc.oneof({ arbitrary: fc.constant(null), weight: 39 }, { arbitrary: arb, weight: 1 });
}

/** Percent-encodes, sending an unpaired surrogate as the invalid UTF-8 bytes a careless client would. */
function encode(value: string): string {
  try {
    return encodeURIComponent(value);
  } catch {
    return `%ED%A0%80${encodeURIComponent(value.replace(/[\ud800-\udfff]/g, ''))}`;
  }
}

function pathValueArb(param: Operation['params'][number], pools: Pools): fc.Arbitrary<string> {
  const pattern = typeof param.schema?.pattern === 'string' ? new RegExp(param.schema.pattern) : null;
  const fitting = pattern ? pools.ids.filter((id) => pattern.test(id)) : pools.ids;
  return fc.oneof(
    { arbitrary: fc.constantFrom(...(fitting.length ? fitting : pools.ids)), weight: 8 },
    { arbitrary: valueArb(param.schema, pools).map(String), weight: 4 },
    { arbitrary: fc.constantFrom('0', '-1', '%00', '%ZZ', '..', 'a%2Fb', '99999999999999999999', '%F0%9F%92%A9', ' '), weight: 1 },
  );
}

/**
 * Generated requests for one operation. `documented`: always the operation's
 * own method and a valid Host (the contract run, scripts/contract.ts, checks
 * answers against the document, so it asks only what the document describes).
 */
export function requestArb(op: Operation, world: FuzzWorld, documented = false): fc.Arbitrary<FuzzRequest> {
  const { pools } = world;
  const pathParams = op.params.filter((p) => p.in === 'path');
  const queryParams = op.params.filter((p) => p.in === 'query');
  const path = fc.tuple(...pathParams.map((p) => pathValueArb(p, pools))).map((values) => {
    let url = op.path;
    pathParams.forEach((p, i) => {
      const raw = values[i]!;
      url = url.replace(`{${p.name}}`, /%|\.\./.test(raw) ? raw : encode(raw));
    });
    return url;
  });
  const query = fc
    .tuple(
      ...queryParams.map((p) =>
        fc.option(
          valueArb(p.schema, pools).map((v) => (typeof v === 'string' ? v : (JSON.stringify(v) ?? ''))),
          { freq: 2 },
        ),
      ),
      rarely(fc.constantFrom('unknown=1', 'limit=1&limit=2', '=', '&&', 'cursor=%00')),
    )
    .map((values) => {
      const extra = values.pop() as string | null;
      const parts = queryParams.flatMap((p, i) => (values[i] == null ? [] : [`${encode(p.name)}=${encode(values[i] as string)}`]));
      if (extra) parts.push(extra);
      return parts.length ? `?${parts.join('&')}` : '';
    });
  const body: fc.Arbitrary<{ payload?: string; type?: string }> =
    op.bodyType === null
      ? fc.constant({})
      : fc.oneof(
          { arbitrary: (op.bodySchema ? objectArb(op.bodySchema, pools) : junk).map((v) => encodeBody(op.bodyType!, v)), weight: 12 },
          { arbitrary: junk.map((v) => ({ payload: JSON.stringify(v) ?? '', type: 'application/json' })), weight: 1 },
          { arbitrary: fc.constantFrom(...RAW_BODIES).map((payload) => ({ payload, type: 'application/json' })), weight: 1 },
          // The MCP endpoint: JSON-RPC envelopes around nested, oversized or odd parts, often.
          ...(op.path === '/v1/mcp'
            ? [{ arbitrary: fc.constantFrom(...MCP_BODIES).map((payload) => ({ payload, type: 'application/json' })), weight: 6 }]
            : []),
        );
  return fc
    .record({
      path,
      query,
      body,
      contentType: rarely(fc.constantFrom(...CONTENT_TYPES)),
      auth: fc.oneof({ arbitrary: fc.constant('valid'), weight: 40 }, { arbitrary: fc.constantFrom('none', 'garbage'), weight: 1 }),
      method: documented
        ? fc.constant(null)
        : rarely(fc.constantFrom<Method | 'OPTIONS' | 'HEAD' | 'TRACE' | 'QUERY'>(...METHODS, 'OPTIONS', 'HEAD', 'TRACE', 'QUERY')),
      host: documented ? fc.constant(null) : rarely(fc.constantFrom(...ODD_HOSTS)),
    })
    .map(({ path: p, query: q, body: b, contentType, auth, method, host }) => {
      const headers: Record<string, string> = {};
      if (host !== null) headers.host = host;
      if (op.path === '/v1/mcp')
        Object.assign(headers, { accept: 'application/json, text/event-stream', 'mcp-protocol-version': '2026-07-28' });
      const token = op.host === 'partner' ? world.partnerToken : ADMIN_TOKEN;
      if (auth === 'valid') headers.authorization = `Bearer ${token}`;
      else if (auth === 'garbage') headers.authorization = 'Bearer x.y.z';
      if (b.type) headers['content-type'] = contentType ?? b.type;
      return {
        host: op.host,
        method: method ?? op.method,
        url: p + q,
        headers,
        ...(b.payload !== undefined ? { payload: b.payload } : {}),
      };
    });
}

/** JSON, or form fields (the token endpoint). */
function encodeBody(type: 'json' | 'form', value: unknown): { payload: string; type: string } {
  if (type === 'json') return { payload: JSON.stringify(value) ?? 'null', type: 'application/json' };
  const fields = value && typeof value === 'object' ? (value as Record<string, unknown>) : { v: value };
  const form = new URLSearchParams();
  for (const [k, v] of Object.entries(fields)) form.append(k, typeof v === 'string' ? v : (JSON.stringify(v) ?? ''));
  return { payload: form.toString(), type: 'application/x-www-form-urlencoded' };
}

const built = new WeakMap<FuzzWorld, fc.Arbitrary<FuzzRequest>>();

export function fuzzArb(world: FuzzWorld): fc.Arbitrary<FuzzRequest> {
  const cached = built.get(world);
  if (cached) return cached;
  // Built once per operation (building arbitraries, regular expressions
  // included, costs far more than drawing from them).
  const requests = fc.oneof(...world.operations.map((op) => requestArb(op, world)));
  // fast-check's bias favours edge cases (every option absent, every junk
  // branch), which would stop most requests at validation; mostly unbiased,
  // biased now and then for the boundaries.
  const arb = fc.oneof({ arbitrary: fc.noBias(requests), weight: 4 }, { arbitrary: requests, weight: 1 });
  built.set(world, arb);
  return arb;
}

/** Runs `answer`, timing it by the clock and by the process's CPU. */
async function timed<T>(answer: () => Promise<T>): Promise<{ value: T; timing: Timing }> {
  const started = performance.now();
  const cpu = process.cpuUsage();
  const value = await answer();
  const used = process.cpuUsage(cpu);
  return { value, timing: { ms: Math.round(performance.now() - started), cpuMs: Math.round((used.user + used.system) / 1000) } };
}

async function send(world: FuzzWorld, request: FuzzRequest, report: FuzzReport): Promise<void> {
  const app: FastifyInstance = request.host === 'partner' ? world.ctx.app : world.ctx.admin;
  const { value: res, timing } = await timed(() =>
    app.inject({
      method: request.method as 'GET',
      url: request.url,
      headers: request.headers,
      ...(request.payload !== undefined ? { payload: request.payload } : {}),
    }),
  );
  judge(
    report,
    `${request.host} ${request.method} ${request.url} ${JSON.stringify(request.headers['content-type'] ?? '')} ${(request.payload ?? '').slice(0, 160)} → ${res.body.slice(0, 200)}`,
    { status: res.statusCode, contentType: res.headers['content-type'] as string | undefined, body: res.body },
    timing,
    request.host,
  );
}

export interface FuzzOptions {
  requests: number;
  seed: number;
  /** Share of requests sent as raw framing to a real listener (0..1). */
  framingShare?: number;
  concurrency?: number;
  /** Asked between batches: true stops the run early (time budget, interruption); the report says how many were sent. */
  shouldStop?: () => boolean;
  progress?: (report: FuzzReport) => void;
  /** Called with each failure as it happens (long runs print them live). */
  onFailure?: (failure: string) => void;
}

/** Runs `requests` generated requests; never throws on a failing answer, reports it. */
export async function runFuzz(world: FuzzWorld, options: FuzzOptions): Promise<FuzzReport> {
  const report: FuzzReport = { sent: 0, counts: {}, failures: [], slowestMs: 0, slowestCpuMs: 0 };
  const framingCount = Math.round(options.requests * (options.framingShare ?? 0.02));
  const batch = 500;
  if (options.onFailure) {
    const push = report.failures.push.bind(report.failures);
    report.failures.push = (...items: string[]) => {
      items.forEach((f) => options.onFailure!(f));
      return push(...items);
    };
  }
  for (let done = 0, round = 0; done < options.requests - framingCount; round++) {
    if (options.shouldStop?.()) break;
    const n = Math.min(batch, options.requests - framingCount - done);
    if (round > 0) await world.refresh();
    const requests = fc.sample(fuzzArb(world), { seed: options.seed + round, numRuns: n });
    const concurrency = options.concurrency ?? 1;
    for (let i = 0; i < requests.length; i += concurrency) {
      await Promise.all(requests.slice(i, i + concurrency).map((r) => send(world, r, report)));
    }
    done += n;
    options.progress?.(report);
  }
  const framing = Math.round(framingCount * (report.sent / Math.max(1, options.requests - framingCount)));
  if (framing > 0) await runFraming(world, framing, options.seed, report);
  return report;
}

async function runFraming(world: FuzzWorld, count: number, seed: number, report: FuzzReport): Promise<void> {
  for (const [app, host] of [
    [world.ctx.app, 'partner'],
    [world.ctx.admin, 'admin'],
  ] as const) {
    await app.listen({ host: '127.0.0.1', port: 0 });
    const port = (app.server.address() as { port: number }).port;
    const token = host === 'partner' ? world.partnerToken : ADMIN_TOKEN;
    const paths = world.operations.filter((o) => o.host === host).map((o) => o.path.replace(/\{[^}]+\}/g, '1'));
    for (const bytes of fc.sample(framingArb(paths, token), { seed, numRuns: Math.ceil(count / 2) })) {
      const { value: answer, timing } = await timed(() => sendRaw(port, bytes));
      const label = `framing ${host} ${JSON.stringify(bytes.slice(0, 160))} → ${answer.status} ${answer.body.slice(0, 160)}`;
      if (answer.status === null) {
        // Closing without a word is allowed for bytes that are not HTTP; hanging is not.
        report.sent += 1;
        report.counts.closed = (report.counts.closed ?? 0) + 1;
        if (answer.ms >= 5_000) {
          report.counts['FAIL hang'] = (report.counts['FAIL hang'] ?? 0) + 1;
          if (report.failures.length < 50) report.failures.push(`no answer and no close within 5 s: ${label}`);
        }
      } else {
        // An incomplete request is answered when the request timeout expires: its wait is the client's.
        const heard = { status: answer.status, contentType: answer.contentType, body: answer.body };
        judge(report, label, heard, answer.status === 408 ? { ms: 0, cpuMs: 0 } : timing, host);
      }
    }
    await app.close();
  }
}
