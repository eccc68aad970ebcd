// `npm run bench -- bodies`: the worst cost of one request body, up to the
// 262,144-byte limit, through the real HTTP stack (a listener on loopback,
// Fastify's body reading, the nesting check, JSON.parse, the route's Ajv
// schema, the unstorable-text walk, the MCP SDK and tool validation).
//
// For each shape (deep nesting just under and far over the limit, huge arrays
// of tiny values, strings full of escapes, tens of thousands of keys, a
// maximal valid order) and each route it sends the body REPEAT times, one at
// a time, and measures per request:
// - cpu: the process's CPU time (user + system) from send to answer;
// - stall: the longest the event loop was blocked meanwhile, measured by a
//   probe that re-arms a zero timer and records the gap between ticks: how
//   long any other caller (a /v1/ping) would have waited behind this request.
// It prints one line per case (median and worst of REPEAT) and the worst
// stall overall, and writes bench/results/body-cost-latest.json. Embedded
// engine, in-memory database; loopback only; bounded; exits by itself.
//
// Environment: BENCH_REPEAT (default 15).
import { request as httpRequest } from 'node:http';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { loadavg } from 'node:os';
import { buildAdminApp } from '../src/app/hosts/admin.ts';
import { DEFAULT_BODY_LIMIT } from '../src/http/app.ts';
import { MAX_JSON_CONTAINERS, MAX_JSON_DEPTH, MAX_JSON_MEMBERS, MAX_JSON_VALUES } from '../src/http/json-shape.ts';
import { createGateway } from '../src/gateway/gateway.ts';
import { UNTHROTTLED } from '../test/helpers/gateway.ts';
import { buildPartnerApp } from '../src/app/hosts/partner.ts';
import { fetchToken, here, intEnv, listenLoopback, runMain, setUpEngine } from './common.ts';

const REPEAT = Math.max(3, intEnv('BENCH_REPEAT', 15, 1000));
/** Room left for the envelope around a shape (route fields, JSON-RPC members). */
const ROOM = DEFAULT_BODY_LIMIT - 2_048;

/** Repeats `item` joined by commas inside `[…]` until the text would pass `size` characters. */
function arrayOf(item: string, size = ROOM): string {
  const n = Math.floor((size - 2) / (item.length + 1));
  return `[${new Array(n).fill(item).join(',')}]`;
}

function objectOfKeys(size = ROOM, same = false): string {
  const parts: string[] = [];
  let length = 2;
  for (let i = 0; length < size - 20; i++) {
    const part = same ? '"k":0' : `"k${i}":0`;
    parts.push(part);
    length += part.length + 1;
  }
  return `{${parts.join(',')}}`;
}

/** Objects of `members` distinct member names each (names never repeat across objects), up to `values` members in all. */
function objectsOfDistinctKeys(members: number, values: number): string {
  const objects: string[] = [];
  let n = 0;
  while (n + members <= values) {
    objects.push(`{${Array.from({ length: members }, () => `"k${n++}":0`).join(',')}}`);
  }
  return `[${objects.join(',')}]`;
}

/** Under every limit: `containers` arrays of zeros, as many values as allowed. */
function arraysOfZeros(containers: number, values: number): string {
  const per = Math.floor(values / containers) - 1;
  return `[${new Array(containers - 1).fill(`[${new Array(per).fill('0').join(',')}]`).join(',')}]`;
}

const deepUnder = `${'['.repeat(MAX_JSON_DEPTH - 4)}${']'.repeat(MAX_JSON_DEPTH - 4)}`;
const SHAPES: Record<string, string> = {
  [`nesting ${MAX_JSON_DEPTH - 4} deep, repeated`]: arrayOf(deepUnder),
  [`nesting ${MAX_JSON_DEPTH - 4} deep objects, repeated`]: arrayOf(
    `${'{"a":'.repeat(MAX_JSON_DEPTH - 4)}0${'}'.repeat(MAX_JSON_DEPTH - 4)}`,
  ),
  'nesting 130,000 deep (refused)': `${'['.repeat(Math.floor(ROOM / 2))}${']'.repeat(Math.floor(ROOM / 2))}`,
  'array of empty objects': arrayOf('{}'),
  'array of tiny objects': arrayOf('{"a":1}'),
  'array of zeros': arrayOf('0'),
  'array of one-letter strings': arrayOf('"a"'),
  'array of zeros ending in 1e309': arrayOf('0').replace(/0\]$/, '1e309]'),
  'string of \\u00e9 escapes': `"${'\\u00e9'.repeat(Math.floor(ROOM / 6))}"`,
  'string of surrogate-pair escapes': `"${'\\ud83d\\ude00'.repeat(Math.floor(ROOM / 12))}"`,
  'string of \\" escapes': `"${'\\"'.repeat(Math.floor(ROOM / 2))}"`,
  'plain string': `"${'a'.repeat(ROOM)}"`,
  'object of distinct keys (refused)': objectOfKeys(),
  'object of one key repeated (refused)': objectOfKeys(ROOM, true),
  // Just under every limit (json-shape.ts): the worst bodies that are parsed.
  [`${MAX_JSON_VALUES - 10} zeros`]: arrayOf('0', (MAX_JSON_VALUES - 10) * 2),
  [`${MAX_JSON_VALUES - 10} one-letter strings`]: arrayOf('"a"', (MAX_JSON_VALUES - 10) * 4),
  [`${MAX_JSON_CONTAINERS - 10} arrays of zeros`]: arraysOfZeros(MAX_JSON_CONTAINERS - 10, MAX_JSON_VALUES - 100),
  [`${MAX_JSON_CONTAINERS - 10} empty objects`]: arrayOf('{}', (MAX_JSON_CONTAINERS - 10) * 3),
  [`objects of ${MAX_JSON_MEMBERS - 1} distinct keys`]: objectsOfDistinctKeys(MAX_JSON_MEMBERS - 1, MAX_JSON_VALUES - 100),
  [`${MAX_JSON_VALUES - 10} strings of one escape`]: arrayOf('"\\u00e9"', (MAX_JSON_VALUES - 10) * 9),
  'baseline: empty object': '{}',
};

interface Route {
  name: string;
  host: 'partner' | 'admin';
  method: string;
  path: string;
  headers?: Record<string, string>;
  /** The body around the shape. */
  wrap(shape: string): string;
}

const META = '{"io.modelcontextprotocol/protocolVersion":"2026-07-28","io.modelcontextprotocol/clientCapabilities":{}}';
const MCP = { accept: 'application/json, text/event-stream', 'mcp-protocol-version': '2026-07-28' };

function routes(productId: string, siteId: number): Route[] {
  return [
    {
      name: 'POST /v1/mcp tools/list params',
      host: 'partner',
      method: 'POST',
      path: '/v1/mcp',
      headers: { ...MCP, 'mcp-method': 'tools/list' },
      wrap: (s) => `{"jsonrpc":"2.0","id":1,"method":"tools/list","params":{"_meta":${META},"x":${s}}}`,
    },
    {
      name: 'POST /v1/mcp tools/call arguments',
      host: 'partner',
      method: 'POST',
      path: '/v1/mcp',
      headers: { ...MCP, 'mcp-method': 'tools/call', 'mcp-name': 'shipping_quote' },
      wrap: (s) =>
        `{"jsonrpc":"2.0","id":1,"method":"tools/call","params":{"_meta":${META},"name":"shipping_quote","arguments":{"siteId":${siteId},"weightOunces":1,"shipTo":{"country":"US","state":"OH","postalCode":"43004"},"x":${s}}}}`,
    },
    {
      name: 'POST /v1/mcp id',
      host: 'partner',
      method: 'POST',
      path: '/v1/mcp',
      headers: { ...MCP, 'mcp-method': 'tools/list' },
      wrap: (s) => `{"jsonrpc":"2.0","id":${s},"method":"tools/list","params":{"_meta":${META}}}`,
    },
    {
      name: `PATCH /v1/products/${productId} name`,
      host: 'partner',
      method: 'PATCH',
      path: `/v1/products/${productId}`,
      wrap: (s) => `{"name":${s}}`,
    },
    { name: 'POST /v1/orders lines', host: 'partner', method: 'POST', path: '/v1/orders', wrap: (s) => `{"lines":${s}}` },
    {
      name: 'POST /oauth2/register (public)',
      host: 'partner',
      method: 'POST',
      path: '/oauth2/register',
      wrap: (s) => `{"redirect_uris":${s}}`,
    },
    {
      name: 'POST /admin/sites name',
      host: 'admin',
      method: 'POST',
      path: '/admin/sites',
      wrap: (s) => `{"url":"https://x.example.com","name":${s}}`,
    },
  ];
}

/** The largest valid order: 100 lines, each with 50 template variables filling the size limit (a real document, fully validated). */
function maximalOrder(): string {
  const value = 'v'.repeat(33);
  const variables = Object.fromEntries(Array.from({ length: 50 }, (_, i) => [`variable${i}`, value]));
  const lines = Array.from({ length: 100 }, (_, i) => ({
    productId: 'SLO_1',
    partnerLineId: `L${i}`,
    quantity: 1,
    templateVariables: variables,
  }));
  const address = { name: 'Ada', address1: '1 Main St', city: 'Columbus', state: 'OH', postalCode: '43004', country: 'US' };
  // siteId outside any grant: every schema and walk runs, then the service refuses it without writing.
  return JSON.stringify({ siteId: 2147483647, partnerOrderId: 'PO-bench', shipTo: address, lines });
}

/** Longest gap between ticks of a zero timer while it runs: the event loop's longest block. */
function stallProbe(): { stop(): number } {
  let last = performance.now();
  let worst = 0;
  let timer: NodeJS.Timeout;
  const tick = () => {
    const now = performance.now();
    worst = Math.max(worst, now - last);
    last = now;
    timer = setTimeout(tick, 0);
  };
  timer = setTimeout(tick, 0);
  return {
    stop() {
      clearTimeout(timer);
      return Math.max(worst, performance.now() - last);
    },
  };
}

function send(base: string, method: string, path: string, headers: Record<string, string>, body: Buffer): Promise<number> {
  return new Promise((resolve, reject) => {
    const url = new URL(path, base);
    const req = httpRequest(
      { host: url.hostname, port: url.port, method, path, headers: { ...headers, 'content-length': String(body.length) } },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

interface CaseResult {
  route: string;
  shape: string;
  bytes: number;
  status: number;
  cpuMsMedian: number;
  cpuMsWorst: number;
  stallMsMedian: number;
  stallMsWorst: number;
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const round = (x: number) => Math.round(x * 100) / 100;

async function main(): Promise<void> {
  const setUp = await setUpEngine('pglite');
  if (typeof setUp === 'string') throw new Error(setUp);
  const { opened, platform, demo } = setUp;
  // The demo partner's tier would throttle the repeated requests: cost is measured, not limits.
  await platform.gateway.close();
  platform.gateway = createGateway(platform.config, platform.clock, { limits: UNTHROTTLED, redisUrl: null });
  const partnerApp = await buildPartnerApp(platform);
  const adminApp = await buildAdminApp(platform);
  const partnerBase = await listenLoopback(partnerApp);
  const adminBase = await listenLoopback(adminApp);
  const token = await fetchToken(partnerBase, demo);
  const productId = `SLO_${(await platform.db.selectFrom('products').select('id').executeTakeFirstOrThrow()).id}`;
  const siteId = demo.siteIds[0]!;
  const results: CaseResult[] = [];

  const cases: Array<{ route: Route; shape: string; body: string }> = [];
  for (const route of routes(productId, siteId)) {
    for (const [shape, text] of Object.entries(SHAPES)) cases.push({ route, shape, body: route.wrap(text) });
  }
  cases.push({
    route: { name: 'POST /v1/orders', host: 'partner', method: 'POST', path: '/v1/orders', wrap: (s) => s },
    shape: 'maximal valid order (100 lines × 50 variables)',
    body: maximalOrder(),
  });

  process.stdout.write(`body cost, ${REPEAT} requests per case, median / worst (ms)\n`);
  for (const { route, shape, body } of cases) {
    const bytes = Buffer.from(body);
    if (bytes.length > DEFAULT_BODY_LIMIT) throw new Error(`${shape} for ${route.name} is ${bytes.length} bytes, over the limit`);
    const base = route.host === 'partner' ? partnerBase : adminBase;
    const headers = {
      'content-type': 'application/json',
      authorization: `Bearer ${route.host === 'partner' ? token : platform.config.adminToken}`,
      ...route.headers,
    };
    const cpu: number[] = [];
    const stalls: number[] = [];
    let status = 0;
    for (let i = 0; i < REPEAT + 2; i++) {
      const probe = stallProbe();
      const before = process.cpuUsage();
      status = await send(base, route.method, route.path, headers, bytes);
      const used = process.cpuUsage(before);
      const stall = probe.stop();
      if (i < 2) continue; // warm-up
      cpu.push((used.user + used.system) / 1000);
      stalls.push(stall);
    }
    const result: CaseResult = {
      route: route.name,
      shape,
      bytes: bytes.length,
      status,
      cpuMsMedian: round(median(cpu)),
      cpuMsWorst: round(Math.max(...cpu)),
      stallMsMedian: round(median(stalls)),
      stallMsWorst: round(Math.max(...stalls)),
    };
    results.push(result);
    process.stdout.write(
      `${route.name.padEnd(36)} ${shape.padEnd(48)} ${String(bytes.length).padStart(7)} B  ${status}  cpu ${result.cpuMsMedian} / ${result.cpuMsWorst}  stall ${result.stallMsMedian} / ${result.stallMsWorst}\n`,
    );
  }
  const worstStall = results.reduce((a, b) => (b.stallMsMedian > a.stallMsMedian ? b : a));
  const worstCpu = results.reduce((a, b) => (b.cpuMsMedian > a.cpuMsMedian ? b : a));
  process.stdout.write(
    `\nworst median stall: ${worstStall.stallMsMedian} ms (${worstStall.route}, ${worstStall.shape}); ` +
      `worst median CPU per request: ${worstCpu.cpuMsMedian} ms (${worstCpu.route}, ${worstCpu.shape}); ` +
      `5xx answers: ${results.filter((r) => r.status >= 500).length}\n`,
  );
  const dir = join(here, 'results');
  mkdirSync(dir, { recursive: true });
  const file = join(dir, 'body-cost-latest.json');
  writeFileSync(file, `${JSON.stringify({ repeat: REPEAT, loadAverage: loadavg()[0], results }, null, 2)}\n`);
  process.stdout.write(`results written to ${file}\n`);
  await partnerApp.close();
  await adminApp.close();
  await platform.submissions.close();
  await opened.dispose();
}

runMain(main);
