// Back office: read any partner's submissions with their job, and requeue a
// stuck one (its job lapsed into `dead`, or staff want it retried now).
// Requeueing never touches a terminal submission, so it cannot make a
// second order. Staff actions are audited.
import type { Actor } from '../../audit/service.ts';
import { serialisedWrite } from '../../db/row-queue.ts';
import type { Db } from '../../db/transaction.ts';
import { adminSubmissionErrors } from '../errors.ts';
import { submissionIdOf } from './submission-id.ts';
import { JobQueue, type JobView } from '../../jobs/queue.ts';
import type { Signals } from '../../jobs/signals.ts';
import { pageLimit } from '../../http/cursor.ts';
import { rejections } from '../outcome.ts';
import { SubmissionsRepo, TERMINAL, type SubmissionRecord } from '../repo.ts';
import { SUBMISSION_JOB } from '../service.ts';
import type { SubmissionStatus } from '../../db/tables/submissions.ts';
import { auditTrail } from '../../audit/trail.ts';
import { PAGES } from '../../http/operations/pages.ts';

const auditOrderSubmission = auditTrail('order_submission');

export interface SubmissionDetail {
  submission: SubmissionRecord;
  job: JobView | null;
}

export class SubmissionsAdminService {
  constructor(
    private readonly db: Db,
    private readonly signals: Signals,
  ) {}

  async list(filters: { partnerId?: number; status?: SubmissionStatus; beforeSeq?: string; limit?: number }): Promise<SubmissionRecord[]> {
    return new SubmissionsRepo(this.db).list({ ...filters, limit: pageLimit(filters.limit, PAGES.adminSubmissions) });
  }

  async get(id: string): Promise<SubmissionDetail> {
    const submission = await new SubmissionsRepo(this.db).find(submissionIdOf(id));
    if (!submission) throw adminSubmissionErrors.notFound(id);
    const [job] = await new JobQueue(this.db).findByPayload(SUBMISSION_JOB, 'submissionId', submission.id);
    return { submission, job: job ?? null };
  }

  /**
   * Ends a stuck submission as failed with staff's explanation (one
   * order_rejected entry); its job is retired so no worker places it later.
   */
  async fail(id: string, detail: string, actor: Actor): Promise<SubmissionDetail> {
    const submissionId = await this.whileOpen(id, adminSubmissionErrors.alreadyTerminal, async (trx, repo, submissionId) => {
      await repo.fail(submissionId, rejections([{ detail }]));
      const queue = new JobQueue(trx);
      for (const job of await queue.findByPayload(SUBMISSION_JOB, 'submissionId', submissionId)) await queue.retire(job.id);
      await auditOrderSubmission(trx, { actor, action: 'submission.fail', targetId: submissionId, details: { detail } });
      await this.signals.notify(trx, 'submission_done', submissionId);
    });
    this.signals.announce('submission_done', submissionId);
    return this.get(submissionId);
  }

  /** Makes a non-terminal submission's job claimable now, with fresh attempts. */
  async requeue(id: string, actor: Actor): Promise<SubmissionDetail> {
    const submissionId = await this.whileOpen(id, adminSubmissionErrors.neverReprocessed, async (trx, repo, submissionId) => {
      const queue = new JobQueue(trx);
      const [job] = await queue.findByPayload(SUBMISSION_JOB, 'submissionId', submissionId);
      if (job) await queue.requeue(job.id);
      else await queue.enqueue(SUBMISSION_JOB, { submissionId });
      await repo.markQueued(submissionId);
      await auditOrderSubmission(trx, {
        actor,
        action: 'submission.requeue',
        targetId: submissionId,
        details: { previousJobState: job?.state ?? null },
      });
      await this.signals.notify(trx, 'jobs_ready', submissionId);
    });
    this.signals.announce('jobs_ready', submissionId);
    return this.get(submissionId);
  }

  /**
   * Runs `work` on the submission locked, in the transaction its writers
   * queue on, unless it is unknown (404) or already terminal (`refuse`'s
   * problem: a terminal submission is never written again). Answers the
   * canonical id.
   */
  private async whileOpen(
    id: string,
    refuse: (id: string, status: string) => Error,
    work: (trx: Db, repo: SubmissionsRepo, submissionId: string) => Promise<void>,
  ): Promise<string> {
    const submissionId = submissionIdOf(id);
    await serialisedWrite(this.db, `order_submissions:${submissionId}`, async (trx) => {
      const repo = new SubmissionsRepo(trx);
      const submission = await repo.lock(submissionId);
      if (!submission) throw adminSubmissionErrors.notFound(id);
      if (TERMINAL.includes(submission.status)) throw refuse(id, submission.status);
      await work(trx, repo, submissionId);
    });
    return submissionId;
  }
}
