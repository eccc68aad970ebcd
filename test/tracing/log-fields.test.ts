// The trace fields of a log line (src/tracing/log-fields.ts): outside any span
// a line is written from its own fields, the shared empty object is never
// filled; inside one the span's ids come first and the line's fields after.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { pino } from 'pino';
import { mergeTraceFields, NO_TRACE_FIELDS, traceFields } from '../../src/tracing/log-fields.ts';

test('outside a span a line keeps its own fields only, and nothing is written into the shared empty fields', () => {
  const lines: Array<Record<string, unknown>> = [];
  const log = pino({ mixin: traceFields, mixinMergeStrategy: mergeTraceFields }, { write: (l: string) => void lines.push(JSON.parse(l)) });
  log.info({ requestId: 'r-1', res: { statusCode: 200 } }, 'request completed');
  log.info({ requestId: 'r-2' }, 'request completed');
  assert.equal(lines.length, 2);
  assert.equal(lines[1]!.requestId, 'r-2');
  assert.ok(!('trace_id' in lines[0]!) && !('res' in lines[1]!), JSON.stringify(lines));
  assert.deepEqual(Object.keys(NO_TRACE_FIELDS), []);
});

test("inside a span the span's ids are merged first, the line's own fields after", () => {
  const fields = { trace_id: 't'.repeat(32), span_id: 's'.repeat(16) };
  const line = { requestId: 'r-3', trace_id: 'the line wins' };
  assert.deepEqual(mergeTraceFields(line, { ...fields }), { trace_id: 'the line wins', span_id: fields.span_id, requestId: 'r-3' });
  assert.equal(mergeTraceFields(line, NO_TRACE_FIELDS), line);
});
