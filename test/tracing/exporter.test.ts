// What tracing costs when the collector fails, and when tracing is not asked
// for (docs/guides/tracing.md):
// - a collector that refuses every export: requests are answered, the
//   failures are logged once (not once per export), and a collector that
//   never answers holds no request;
// - the warning repeats at most once a minute, with what was dropped since;
// - OTEL_TRACES_EXPORTER=none (even beside an endpoint): the service starts
//   without tracing, sends nothing, and its webhooks carry no traceparent.
import assert from 'node:assert/strict';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, test } from 'node:test';
import { pino } from 'pino';
import { ExportWarnings } from '../../src/app/tracing/export-warnings.ts';
import { ADMIN_TOKEN } from '../helpers/context.ts';
import { startServiceProcess, TEST_PASSWORD_COST, type ServiceProcess } from '../helpers/service-process.ts';
import { freePorts } from '../readme/service.ts';
import { tracedEntry, until } from './journey.ts';

const services: ServiceProcess[] = [];
const servers: Server[] = [];
after(async () => {
  await Promise.all(services.map((s) => s.kill()));
  for (const s of servers) s.closeAllConnections();
  await Promise.all(servers.map((s) => new Promise((resolve) => s.close(resolve))));
});

/** A collector that refuses (400) or never answers, as `mode` says at each export; counts the exports. */
async function failingCollector(): Promise<{ url: string; mode: 'refuse' | 'hang'; exports: number }> {
  const state = { url: '', mode: 'refuse' as 'refuse' | 'hang', exports: 0 };
  const server = createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      state.exports += 1;
      if (state.mode === 'refuse') res.writeHead(400).end();
    });
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  state.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return state;
}

async function startService(env: Record<string, string>): Promise<{ service: ServiceProcess; api: string }> {
  const [port] = await freePorts(1);
  const service = await startServiceProcess({
    name: 'service',
    roles: ['api'],
    port: port!,
    entry: await tracedEntry(),
    env: { ...TEST_PASSWORD_COST, DATABASE_URL: process.env.DATABASE_URL ?? 'memory://', ADMIN_TOKEN, LOG_LEVEL: 'info', ...env },
  });
  services.push(service);
  return { service, api: `http://127.0.0.1:${port}` };
}

const lines = (service: ServiceProcess) =>
  service
    .output()
    .split('\n')
    .filter((l) => l.startsWith('{'))
    .map((l) => JSON.parse(l) as Record<string, unknown>);

/** The service's "started" line (written just after the banner), which says whether tracing runs. */
const startedLine = (service: ServiceProcess) => until('the started line', () => lines(service).find((l) => l.msg === 'started'));

test('a refusing collector is logged once, not per export; a silent one holds no request', async () => {
  const collector = await failingCollector();
  const { service, api } = await startService({
    OTEL_TRACES_EXPORTER: 'otlp',
    OTEL_EXPORTER_OTLP_ENDPOINT: collector.url,
    OTEL_EXPORTER_OTLP_PROTOCOL: 'http/json',
    OTEL_BSP_SCHEDULE_DELAY: '50',
    OTEL_EXPORTER_OTLP_TIMEOUT: '600000',
  });
  assert.equal((await startedLine(service)).tracing, true);
  for (let i = 0; i < 50 && collector.exports < 3; i++) {
    assert.equal((await fetch(`${api}/v1/ping`)).status, 200);
    await new Promise((r) => setTimeout(r, 100));
  }
  assert.ok(collector.exports >= 3, `${collector.exports} exports`);
  const warnings = await until('the export warning', () => {
    const found = lines(service).filter((l) => /trace export failed/.test(String(l.msg)));
    return found.length > 0 && found;
  });
  assert.equal(warnings.length, 1, 'one line for several failed exports');
  assert.ok(Number(warnings[0]!.droppedSpans) >= 1);

  // Now the collector takes the export and never answers (the timeout is ten minutes): requests go on.
  collector.mode = 'hang';
  const before = collector.exports;
  for (let i = 0; i < 20; i++) {
    assert.equal((await fetch(`${api}/v1/ping`, { signal: AbortSignal.timeout(30_000) })).status, 200);
    await new Promise((r) => setTimeout(r, 50));
  }
  await until('an export held by the collector', () => collector.exports > before);
  assert.equal((await fetch(`${api}/v1/ping`, { signal: AbortSignal.timeout(30_000) })).status, 200);
});

test('the export warning repeats at most once a minute, with the spans dropped since the last', () => {
  const written: Array<Record<string, unknown>> = [];
  let now = 0;
  const warnings = new ExportWarnings(pino({}, { write: (l: string) => void written.push(JSON.parse(l)) }), () => now);
  warnings.failed(3, new Error('connect ECONNREFUSED'));
  for (let i = 0; i < 10; i++) {
    now += 5_000;
    warnings.failed(2, new Error('connect ECONNREFUSED'));
  }
  assert.equal(written.length, 1);
  assert.equal(written[0]!.droppedSpans, 3);
  now = 60_000;
  warnings.failed(1, undefined);
  assert.equal(written.length, 2);
  assert.equal(written[1]!.droppedSpans, 21, 'what the silent minute dropped');
});

test('OTEL_TRACES_EXPORTER=none: no tracing even beside an endpoint, nothing sent', async () => {
  const collector = await failingCollector();
  const { service, api } = await startService({
    OTEL_TRACES_EXPORTER: 'none',
    OTEL_EXPORTER_OTLP_ENDPOINT: collector.url,
    OTEL_BSP_SCHEDULE_DELAY: '50',
  });
  assert.equal((await startedLine(service)).tracing, false);
  for (let i = 0; i < 5; i++)
    assert.equal((await fetch(`${api}/v1/ping`, { headers: { traceparent: `00-${'a'.repeat(32)}-${'b'.repeat(16)}-01` } })).status, 200);
  await new Promise((r) => setTimeout(r, 500));
  assert.equal(collector.exports, 0);
  assert.ok(!lines(service).some((l) => 'trace_id' in l), 'no log line carries a trace id');
});
