// Back office: read any partner's submissions with their job, and requeue a
// stuck one (its job lapsed into `dead`, or staff want it retried now).
// Requeueing never touches a terminal submission, so it cannot make a
// second order. Staff actions are audited.
import { AuditRepo } from '../audit/repo.ts';
import type { Actor } from '../audit/service.ts';
import { withTransaction, type Db } from '../db/transaction.ts';
import { problem } from '../http/errors.ts';
import { JobQueue, type JobView } from '../jobs/queue.ts';
import type { Signals } from '../jobs/signals.ts';
import { SubmissionsRepo, TERMINAL, type SubmissionRecord } from './repo.ts';
import { SUBMISSION_JOB } from './service.ts';
import type { SubmissionStatus } from './tables.ts';

export interface SubmissionDetail {
  submission: SubmissionRecord;
  job: JobView | null;
}

export class SubmissionsAdminService {
  constructor(
    private readonly db: Db,
    private readonly signals: Signals,
  ) {}

  async list(filters: { partnerId: number; status?: SubmissionStatus; beforeSeq?: string; limit: number }): Promise<SubmissionRecord[]> {
    return new SubmissionsRepo(this.db).list(filters);
  }

  async get(id: string): Promise<SubmissionDetail> {
    const submission = await new SubmissionsRepo(this.db).find(id.toLowerCase());
    if (!submission) throw problem('not_found', `No submission ${id}.`);
    const [job] = await new JobQueue(this.db).findByPayload(SUBMISSION_JOB, 'submissionId', submission.id);
    return { submission, job: job ?? null };
  }

  /** Makes a non-terminal submission's job claimable now, with fresh attempts. */
  async requeue(id: string, actor: Actor): Promise<SubmissionDetail> {
    const submissionId = id.toLowerCase();
    await withTransaction(this.db, async (trx) => {
      const repo = new SubmissionsRepo(trx);
      const submission = await repo.lock(submissionId);
      if (!submission) throw problem('not_found', `No submission ${id}.`);
      if (TERMINAL.includes(submission.status)) throw problem('conflict', `Submission ${id} is ${submission.status}; a terminal submission is never reprocessed.`);
      const queue = new JobQueue(trx);
      const [job] = await queue.findByPayload(SUBMISSION_JOB, 'submissionId', submissionId);
      if (job) await queue.requeue(job.id);
      else await queue.enqueue(SUBMISSION_JOB, { submissionId });
      await repo.markQueued(submissionId);
      await new AuditRepo(trx).append({ actor, action: 'submission.requeue', targetType: 'order_submission', targetId: submissionId, details: { previousJobState: job?.state ?? null } });
      await this.signals.notify(trx, 'jobs_ready', submissionId);
    });
    this.signals.announce('jobs_ready', submissionId);
    return this.get(submissionId);
  }
}
