// Where the submission pipeline reports what happens to submissions (the
// platform's metrics; nothing by default): accepted or replayed by POST
// /v1/orders, completed or failed by the worker (with the time it was
// accepted), or an attempt that failed and will be retried.
export type SubmissionEvent = 'accepted' | 'replayed' | 'completed' | 'failed' | 'attempt_failed';

export interface SubmissionObserver {
  outcome(event: SubmissionEvent, acceptedAt?: Date): void;
}

export const unobserved: SubmissionObserver = { outcome() {} };
