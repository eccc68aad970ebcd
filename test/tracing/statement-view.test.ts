// A statement's span leaves the process named by its summary, without its
// text (src/app/tracing/statement-view.ts); other spans leave untouched.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { SpanKind } from '@opentelemetry/api';
import { BasicTracerProvider, InMemorySpanExporter, SimpleSpanProcessor } from '@opentelemetry/sdk-trace-base';
import { exportedView, statementSummary } from '../../src/app/tracing/statement-view.ts';

test('a summary is the first keyword and the first three tables the statement names', () => {
  const cases: Array<[string, string]> = [
    ['select "id", "label" from "app_clients" where "client_id" = $1', 'SELECT app_clients'],
    ['SELECT p.id FROM app_clients c JOIN partners p ON p.id = c.partner_id WHERE c.client_id = $1', 'SELECT app_clients partners'],
    ['insert into "order_lines" ("order_id") values ($1), ($2)', 'INSERT order_lines'],
    ['update "jobs" set "state" = $1 where "id" = $2', 'UPDATE jobs'],
    ['DELETE FROM public.outbox_events WHERE id = $1', 'DELETE public.outbox_events'],
    ['WITH claimed AS (SELECT id FROM jobs LIMIT 1) UPDATE jobs SET state = 1 FROM claimed', 'WITH jobs'],
    ['select a from t1 join t2 on true join t3 on true join t4 on true', 'SELECT t1 t2 t3'],
    ['SELECT * FROM unnest($1::int[]) AS u(id) JOIN LATERAL (SELECT 1) x ON true', 'SELECT'],
    ['INSERT INTO jobs (id) VALUES ($1) ON CONFLICT (id) DO UPDATE SET state = $2', 'INSERT jobs'],
    ['SELECT (extract(epoch FROM least(min(run_after), now())) * 1000) AS due FROM jobs', 'SELECT jobs'],
    ['SELECT x FROM jsonb_to_recordset($1::jsonb) AS r(x int)', 'SELECT'],
    ['WITH c AS (SELECT id FROM jobs WHERE ready FOR UPDATE SKIP LOCKED LIMIT 1) UPDATE jobs SET x = 1 FROM c', 'WITH jobs'],
    ['SELECT id FROM order_submissions WHERE id = $1 FOR NO KEY UPDATE', 'SELECT order_submissions'],
    ['SELECT j.id FROM jobs j JOIN worker_pause p ON true FOR UPDATE OF j NOWAIT', 'SELECT jobs worker_pause'],
    ['BEGIN', 'BEGIN'],
    ['  commit', 'COMMIT'],
    ['', 'QUERY'],
  ];
  for (const [text, summary] of cases) assert.equal(statementSummary(text), summary, text);
});

test('a pg span is exported under its summary, with every attribute but the text; other spans are the same object', async () => {
  const exporter = new InMemorySpanExporter();
  const provider = new BasicTracerProvider({ spanProcessors: [new SimpleSpanProcessor(exporter)] });
  const tracer = provider.getTracer('test');
  const statement = tracer.startSpan('pg.query:pcapi_0123 test', {
    kind: SpanKind.CLIENT,
    attributes: {
      'db.system.name': 'postgresql',
      'db.query.text': 'select "secret_hash" from "app_clients" where "client_id" = $1',
      'db.postgresql.plan': 'pcapi_0123',
      'server.port': 5432,
    },
  });
  statement.end();
  const other = tracer.startSpan('job.process', { attributes: { 'partner_api.job_id': 7 } });
  other.end();
  const redis = tracer.startSpan('evalsha', { attributes: { 'db.system.name': 'redis', 'db.query.text': 'evalsha' } });
  redis.end();
  const [pg, job, command] = exporter.getFinishedSpans();
  const view = exportedView(pg!);
  assert.equal(view.name, 'SELECT app_clients');
  assert.deepEqual(view.attributes, {
    'db.system.name': 'postgresql',
    'db.postgresql.plan': 'pcapi_0123',
    'server.port': 5432,
    'db.query.summary': 'SELECT app_clients',
  });
  assert.deepEqual(view.spanContext(), pg!.spanContext());
  assert.equal(view.parentSpanContext, pg!.parentSpanContext);
  assert.deepEqual([view.kind, view.startTime, view.endTime, view.duration], [pg!.kind, pg!.startTime, pg!.endTime, pg!.duration]);
  assert.equal(view.resource, pg!.resource);
  assert.equal(view.instrumentationScope, pg!.instrumentationScope);
  assert.equal(exportedView(job!), job, 'a span without statement text is exported as it is');
  assert.equal(exportedView(command!), command, "a Redis command's span too");
  await provider.shutdown();
});
