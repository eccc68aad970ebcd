// The request histogram's labels stay bounded whatever clients send: route
// templates (never the URL), `unmatched` for any path no route takes, `other`
// for a method outside the standard ones, HEAD counted as its own method.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { createHttpApp } from '../../src/http/app.ts';
import { observeRequests } from '../../src/metrics/http.ts';
import { createMetrics } from '../../src/metrics/metrics.ts';

test('labels: the template, HEAD, unmatched paths and made-up methods fold into bounded values; each registry counts alone', async () => {
  const metrics = createMetrics({ version: 'test', retentionTables: [] });
  const other = createMetrics({ version: 'test', retentionTables: [] });
  const app = createHttpApp({ logLevel: 'silent' });
  observeRequests(app, metrics.http, 'admin');
  app.get('/things/:thingId', async () => ({ ok: true }));
  app.route({ method: ['PUT', 'PATCH'], url: '/things/:thingId/name', handler: async () => ({ ok: true }) });
  for (const n of [101, 102, 103]) assert.equal((await app.inject({ method: 'GET', url: `/things/${n}` })).statusCode, 200);
  assert.equal((await app.inject({ method: 'HEAD', url: '/things/104' })).statusCode, 200);
  assert.equal((await app.inject({ method: 'PATCH', url: '/things/105/name' })).statusCode, 200);
  assert.equal((await app.inject({ method: 'GET', url: '/elsewhere/106' })).statusCode, 404);
  assert.equal((await app.inject({ method: 'DELETE', url: '/things/107' })).statusCode, 405);
  for (const method of ['PURGE', 'MKCOL', 'PROPFIND']) await app.inject({ method: method as 'GET', url: '/x/108' });
  await app.close();

  const body = (await metrics.scrape()).body;
  const counts = body
    .split('\n')
    .filter((l) => l.startsWith('partner_api_http_request_duration_seconds_count'))
    .sort();
  assert.deepEqual(counts, [
    'partner_api_http_request_duration_seconds_count{host="admin",method="DELETE",route="unmatched",status="405"} 1',
    'partner_api_http_request_duration_seconds_count{host="admin",method="GET",route="/things/:thingId",status="200"} 3',
    'partner_api_http_request_duration_seconds_count{host="admin",method="GET",route="unmatched",status="404"} 1',
    'partner_api_http_request_duration_seconds_count{host="admin",method="HEAD",route="/things/:thingId",status="200"} 1',
    'partner_api_http_request_duration_seconds_count{host="admin",method="PATCH",route="/things/:thingId/name",status="200"} 1',
    'partner_api_http_request_duration_seconds_count{host="admin",method="other",route="unmatched",status="501"} 3',
  ]);
  assert.doesNotMatch(body, /\{[^}]*10[1-8][^}]*\}/, 'no id from a URL in any label');
  assert.doesNotMatch((await other.scrape()).body, /partner_api_http_request_duration_seconds_count/);
});

test("after a status's first response the record is added to directly: counts, sums and buckets as prom-client's own observe makes them, and again after a reset", async () => {
  const metrics = createMetrics({ version: 'test', retentionTables: [] });
  const reference = createMetrics({ version: 'test', retentionTables: [] });
  const app = createHttpApp({ logLevel: 'silent' });
  observeRequests(app, metrics.http, 'partner');
  app.get('/things/:thingId', async (_request, reply) => {
    await new Promise((resolve) => setTimeout(resolve, 3));
    return reply.code(200).send({ ok: true });
  });
  const observed: number[] = [];
  app.addHook('onResponse', (_request, reply, done) => {
    observed.push(reply.elapsedTime / 1000);
    done();
  });
  const family = (body: string) =>
    body
      .split('\n')
      .filter((l) => l.startsWith('partner_api_http_request_duration_seconds') && l.includes('/things/:thingId'))
      .map((l) => l.replace(/_sum(\{[^}]*\}) [\d.e-]+$/, '_sum$1 SUM'));
  const sumOf = (body: string) => Number(/_sum\{[^}]*thingId[^}]*\} ([\d.e-]+)/.exec(body)![1]);
  for (let i = 0; i < 5; i++) await app.inject({ method: 'GET', url: `/things/${i}` });
  for (const seconds of observed)
    reference.http.histogram.observe({ host: 'partner', method: 'GET', route: '/things/:thingId', status: '200' }, seconds);
  const [ours, theirs] = [(await metrics.scrape()).body, (await reference.scrape()).body];
  assert.deepEqual(family(ours), family(theirs));
  assert.ok(Math.abs(sumOf(ours) - sumOf(theirs)) < 1e-9);
  assert.ok(family(ours).some((l) => l.includes('_count') && l.endsWith(' 5')));

  metrics.http.histogram.reset();
  for (let i = 0; i < 2; i++) await app.inject({ method: 'GET', url: `/things/${i}` });
  await app.close();
  assert.ok(family((await metrics.scrape()).body).some((l) => l.includes('_count') && l.endsWith(' 2')));
});
