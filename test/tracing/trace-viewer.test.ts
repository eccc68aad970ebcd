// The collector-free viewer the tracing guide starts (scripts/trace-viewer.mjs),
// run as a reader of the guide runs it:
// - a trace is printed as a tree, and printed again, whole, when more of its
//   spans arrive later (a webhook's delivery comes seconds after its order);
// - a POST to any path but /v1/traces is a webhook: 204, printed with its
//   traceparent and the trace that names, no control character passed on;
// - anything else is 404, and a body that is not OTLP is 400.
import assert from 'node:assert/strict';
import { type ChildProcess, spawn } from 'node:child_process';
import { join } from 'node:path';
import { after, test } from 'node:test';
import { until } from './journey.ts';

const SCRIPT = join(import.meta.dirname, '..', '..', 'scripts', 'trace-viewer.mjs');
const TRACE = '4bf92f3577b34da6a3ce929d0e0e4736';
const ROOT = '00f067aa0ba902b7';

let viewer: ChildProcess | undefined;
after(() => viewer?.kill());

function span(spanId: string, parentSpanId: string, name: string) {
  return {
    traceId: TRACE,
    spanId,
    parentSpanId,
    name,
    kind: 2,
    attributes: [{ key: 'http.request.method', value: { stringValue: 'POST' } }],
  };
}

function batch(...spans: ReturnType<typeof span>[]) {
  return JSON.stringify({
    resourceSpans: [
      { resource: { attributes: [{ key: 'partner_api.roles', value: { stringValue: 'api,worker' } }] }, scopeSpans: [{ spans }] },
    ],
  });
}

test('the viewer prints each trace whole as its spans arrive, and shows a webhook with the trace it belongs to', async () => {
  let out = '';
  viewer = spawn(process.execPath, [SCRIPT, '--port', '0'], { stdio: ['ignore', 'pipe', 'inherit'] });
  viewer.stdout!.setEncoding('utf8').on('data', (chunk: string) => (out += chunk));
  const url = await until('the viewer to listen', () => /receiver on (http:\/\/127\.0\.0\.1:\d+)\/v1\/traces/.exec(out)?.[1], 20_000);
  const post = (path: string, body: string, headers: Record<string, string> = {}) =>
    fetch(`${url}${path}`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body });

  assert.equal(
    (await post('/v1/traces', batch(span(ROOT, '', 'POST /v1/orders'), span('00000000000000a1', ROOT, 'job.process')))).status,
    200,
  );
  await until('the first print', () => out.includes(`trace ${TRACE} (2 spans)`));
  assert.match(out, /\n {2}POST \/v1\/orders {2}\[api,worker\]\n {4}job\.process {2}\[api,worker\]\n/);

  // The delivery's span arrives later: the trace is printed again with it under its parent.
  assert.equal((await post('/v1/traces', batch(span('00000000000000b2', '00000000000000a1', 'webhook.deliver')))).status, 200);
  const whole = await until('the trace printed again', () => out.split(`trace ${TRACE} (3 spans)\n`)[1]);
  assert.match(whole, /^ {2}POST \/v1\/orders .*\n {4}job\.process .*\n {6}webhook\.deliver /);

  const hook = await post('/hooks', JSON.stringify({ type: 'order.status_changed' }), { traceparent: `00-${TRACE}-00000000000000b2-01` });
  assert.equal(hook.status, 204);
  await until('the webhook line', () =>
    out.includes(`webhook order.status_changed on /hooks: traceparent 00-${TRACE}-00000000000000b2-01 (trace ${TRACE})`),
  );
  await post('/elsewhere', 'not json');
  await until('a webhook without a traceparent', () => out.includes('webhook  on /elsewhere: traceparent (none)'));

  // Whatever posts on loopback writes no control character to the reader's terminal.
  await post('/hooks', JSON.stringify({ type: 'evil\u001b[2J' }));
  await until('the escaped webhook line', () => out.includes('webhook evil?[2J on /hooks: traceparent (none)'));
  assert.doesNotMatch(out, /\u001b/);

  assert.equal((await fetch(`${url}/v1/traces`)).status, 404);
  assert.equal((await post('/v1/traces', '{not otlp')).status, 400);
});
