// The worker's job for a submission. The order and the submission's
// completion (and the job's) commit in one statement (completion-repo.ts),
// under a lock on the submission row: a job re-run after a crash finds the
// submission terminal and makes no second order. A business rejection rolls the placement back
// and records `failed` with its errors in a transaction of its own.
import type { Clock } from '../../clock.ts';
import type { Db } from '../../db/transaction.ts';
import { withTransaction } from '../../db/transaction.ts';
import { announceOnCommit } from '../../events/outbox.ts';
import type { Job } from '../../jobs/queue.ts';
import type { Signals } from '../../jobs/signals.ts';
import { LeaseLost, type JobEnd, type JobHandler } from '../../jobs/handler.ts';
import { PlacementRejected, type PlacementProblem } from '../../orders/placement/intake.ts';
import { planOrder, type OrderPlan } from '../../orders/placement/place-order.ts';
import { completeWithOrder } from './completion-repo.ts';
import { orderSummary, rejections } from '../outcome.ts';
import { processingOnClaim, recordOfJson, SubmissionsRepo, TERMINAL, type SubmissionRecord } from '../repo.ts';
import { SUBMISSION_JOB } from '../service.ts';
import type { SubmissionPreparation } from './preparation.ts';
import { intakeOf } from './intake.ts';
import { ReadAhead } from './read-ahead.ts';
import { unobserved, type SubmissionObserver } from '../observer.ts';
import { NO_TEST_VALUES, type TestValues } from '../sandbox-values.ts';
import { failed, inSpan, startChildSpan } from '../../tracing/spans.ts';

class Rejected extends Error {
  constructor(readonly problems: PlacementProblem[]) {
    super('order rejected');
  }
}

export function submissionJobHandler(
  db: Db,
  signals: Signals,
  preparation: SubmissionPreparation,
  clock: Clock,
  observer: SubmissionObserver = unobserved,
  testValues: TestValues = NO_TEST_VALUES,
  // On PostgreSQL only: the embedded engine runs one statement at a time, so a read ahead would only queue before the claim.
  { readsAhead = false }: { readsAhead?: boolean } = {},
): JobHandler {
  const submissionOf = (job: Job) => String(job.payload.submissionId);
  // The record the claim moved to processing (read by that statement), for the run of the same job.
  const claimedRecords = new WeakMap<Job, SubmissionRecord>();
  const readAhead = readsAhead ? new ReadAhead(preparation) : null;

  return {
    kind: SUBMISSION_JOB,
    logFields: (job) => ({ submissionId: submissionOf(job) }),
    async claimed(handle, job) {
      const moved = await new SubmissionsRepo(handle).markProcessing(submissionOf(job));
      if (moved) claimedRecords.set(job, moved);
    },
    // The same move, by the claim's own statement (the worker uses it instead of claimed()).
    claimEffect: processingOnClaim(SUBMISSION_JOB),
    claimedWith(job, row) {
      if (row) claimedRecords.set(job, recordOfJson(row));
    },
    async released(handle, job) {
      await new SubmissionsRepo(handle).markQueued(submissionOf(job));
    },
    // Announced by this process's accept with the record it stored (service.ts).
    foresee(id, submission) {
      readAhead?.start(id, submission as SubmissionRecord);
    },
    async run(job, complete) {
      const id = submissionOf(job);
      // This run announces the outcome here with its record: the completion's own pg_notify, echoed back through
      // LISTEN (often before the statement's answer), is not a second wake-up that makes the waiting POST re-read it.
      const release = signals.announcing('submission_done', id);
      let announced = false;
      try {
        const end = await runSubmission(job, id, complete);
        announced = true;
        return end;
      } finally {
        release();
        // A run that threw may have committed (an answer lost after commit): local waiters re-read (no echo came).
        if (!announced) signals.announce('submission_done', id);
      }
    },
  };

  /** Runs the job; its end line (the worker writes it): what became of the submission. */
  async function runSubmission(job: Job, id: string, complete: (trx: Db) => Promise<boolean>): Promise<JobEnd> {
    // Set when this run recorded the terminal state (not when a re-run found it done); reported once it commits.
    let recorded: SubmissionRecord | null = null;
    let placedNumber: number | null = null;
    let announced = false;
    const finish = async (trx: Db, record: (repo: SubmissionsRepo, submission: SubmissionRecord) => Promise<SubmissionRecord>) => {
      const repo = new SubmissionsRepo(trx);
      const submission = await repo.lock(id);
      recorded = null;
      if (submission && !TERMINAL.includes(submission.status)) {
        // The terminal record's statement signals other processes itself (PostgreSQL).
        recorded = await record(repo, submission);
      }
      if (!(await complete(trx))) throw new LeaseLost(job);
      if (!recorded) await signals.notify(trx, 'submission_done', id);
    };
    // Reads and vendor calls first, outside the transaction. The submission as the claim read it
    // (its request never changes; its state is read again under the lock).
    const current = claimedRecords.get(job) ?? (await new SubmissionsRepo(db).find(id));
    claimedRecords.delete(job);
    // Unless this run records the outcome: another run (or staff) settled the submission first.
    let end: JobEnd = { message: 'submission already settled: nothing to do', fields: { status: current?.status ?? null } };
    const ahead = readAhead?.take(id) ?? null;
    const prepared =
      current && !TERMINAL.includes(current.status)
        ? await inSpan('submission.prepare', { attributes: { 'submission.read_ahead': ahead !== null } }, async () => {
            return (await ahead) ?? (await preparation.prepare(intakeOf(current)));
          })
        : null;
    try {
      if (!prepared) {
        // Terminal (or gone) when claimed: the job is settled, nothing is written (the lock confirms it).
        await withTransaction(db, (trx) =>
          finish(trx, () => {
            throw new Error(`submission ${id} reopened`);
          }),
        );
      } else {
        // A sandbox's reserved partnerOrderId fails the submission like any rejection (sandbox-values.ts).
        const forced = testValues.rejection(current!.partnerOrderId);
        if (forced) throw new Rejected([forced]);
        // Every problem is reported: the preparation's and the placement's together. Nothing is written for them.
        let plan: OrderPlan;
        const pricing = startChildSpan('order.price');
        try {
          plan = planOrder(prepared.intake, prepared.snapshot, clock);
        } catch (error) {
          failed(pricing, error);
          throw error instanceof PlacementRejected ? new Rejected([...prepared.problems, ...error.errors]) : error;
        } finally {
          pricing.end();
        }
        if (prepared.problems.length > 0) throw new Rejected(prepared.problems);
        // The lock, the order, the submission's completion and the job's in one statement (completion-repo.ts).
        const done = await inSpan('order.place', {}, () =>
          completeWithOrder(db, id, job, plan, orderSummary(plan), signals.crossProcess, current!),
        );
        if (!done.jobDone) throw new LeaseLost(job);
        recorded = done.completed;
        placedNumber = recorded?.orderNumber ?? null;
        if (recorded) {
          // The waiting POST first: its continuation is queued before the dispatcher's round (woken just below), which
          // would otherwise run ahead of the answer a client is waiting for.
          signals.announce('submission_done', id, recorded);
          announced = true;
          // The order's event committed with it: the dispatcher in this process wakes now (outbox.ts).
          announceOnCommit(db, plan.event.eventId);
        }
      }
      if (recorded) {
        observer.outcome('completed', (recorded as SubmissionRecord).createdAt);
        end = {
          message: 'submission completed: order placed',
          fields: { partnerId: current!.partnerId, siteId: current!.siteId, orderNumber: placedNumber },
        };
      }
    } catch (error) {
      if (!(error instanceof Rejected)) throw error;
      await withTransaction(db, (trx) => finish(trx, (repo) => repo.fail(id, rejections(error.problems), signals.crossProcess)));
      if (recorded) {
        observer.outcome('failed', (recorded as SubmissionRecord).createdAt);
        const fields = error.problems.map((p) => p.field ?? null);
        end = {
          message: 'submission failed: order rejected',
          fields: { partnerId: current!.partnerId, siteId: current!.siteId, problems: fields.length, fields },
        };
      }
    }
    // In this process the waiting POST gets the terminal record with the wake-up (no re-read).
    if (!announced) signals.announce('submission_done', id, recorded ?? undefined);
    return end;
  }
}
