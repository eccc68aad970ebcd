// A claimed job's spans, in the trace of the request that enqueued it (the
// context stored with the job, src/jobs/queue.ts), whichever process or
// attempt runs it: `job.claim` (the claim statement, recorded once it has
// found the job) and `job.process` around the handler's work.
import type { Job } from './queue.ts';
import { inSpan, recordSpan, storedParent, tracingStarted } from '../tracing/spans.ts';

export function inJobSpans<T>(job: Job, claimStartedAt: number, work: () => Promise<T>): Promise<T> {
  if (!tracingStarted()) return work();
  const parent = storedParent(job.traceContext);
  const attributes = { 'job.id': job.id, 'job.kind': job.kind, 'job.attempt': job.attempts };
  recordSpan('job.claim', { parent, attributes, startTime: claimStartedAt });
  return inSpan('job.process', { parent, attributes: { ...attributes, 'job.name': job.kind } }, () => work());
}
