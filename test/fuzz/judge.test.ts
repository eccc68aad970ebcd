// The fuzzer's judgement of one answer and the line its report prints: a 5xx
// fails the run unless the fuzzer names why it is expected, and a report that
// says "5xx: N" always has at least N failures (a CI run once printed
// "5xx: 2 … 0 failures", the deliberate 501s counted as 5xx and passed).
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { EXPECTED_5XX, formatReport, judge, type FuzzReport, type Heard } from './judge.ts';

const problem = (status: number, code: string): Heard => ({
  status,
  contentType: 'application/problem+json; charset=utf-8',
  body: JSON.stringify({ type: 'about:blank', title: 'x', status, code, detail: 'x', requestId: 'r' }),
});
const fresh = (): FuzzReport => ({ sent: 0, counts: {}, failures: [], slowestMs: 0, slowestCpuMs: 0 });
const quick = { ms: 1, cpuMs: 1 };

function judged(answers: Heard[]): { report: FuzzReport; line: string } {
  const report = fresh();
  for (const [i, heard] of answers.entries()) judge(report, `answer ${i}`, heard, quick, 'partner');
  return { report, line: formatReport(report, 1, 'pglite') };
}

const failures = (line: string) => Number(/; (\d+) failures$/.exec(line)![1]);

test('every 5xx the fuzzer does not name fails the run, whatever its body', () => {
  const unexpected: Heard[] = [
    problem(500, 'internal_error'),
    problem(503, 'service_unavailable'),
    problem(501, 'internal_error'),
    { status: 501, contentType: 'text/plain', body: 'not implemented' },
    { status: 501, contentType: 'application/problem+json', body: 'not json' },
    { status: 502, contentType: undefined, body: '' },
    { status: 504, contentType: 'text/html', body: '<h1>Gateway Timeout</h1>' },
    { status: 505, contentType: undefined, body: '' },
  ];
  for (const heard of unexpected) {
    const { report, line } = judged([heard]);
    assert.equal(report.failures.length, 1, `${heard.status} ${heard.body}: ${line}`);
    assert.match(line, /5xx: 1\b/);
    assert.equal(failures(line), 1, line);
  }
});

test('the deliberate 5xx answers are counted under their name and why, never as "5xx"', () => {
  assert.ok(EXPECTED_5XX.length > 0);
  for (const expected of EXPECTED_5XX) {
    const { report, line } = judged([problem(expected.status, expected.code), problem(expected.status, expected.code)]);
    assert.deepEqual(report.failures, []);
    assert.doesNotMatch(line, /5xx/, line);
    assert.ok(line.includes(`${expected.status} ${expected.code} (expected: ${expected.why}): 2`), line);
  }
});

test('a mixed run: the report\'s "5xx" count is its 5xx failures', () => {
  const [expected] = EXPECTED_5XX;
  const { line } = judged([
    { status: 200, contentType: 'application/json', body: '{}' },
    problem(404, 'order_not_found'),
    problem(expected!.status, expected!.code),
    problem(500, 'internal_error'),
    problem(503, 'service_unavailable'),
  ]);
  assert.match(line, /5xx: 2\b/);
  assert.equal(failures(line), 2, line);
});
