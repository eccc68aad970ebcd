// The worker's job for a submission. The order and the submission's
// completion (and the job's) commit in one transaction, under a lock on the
// submission row: a job re-run after a crash finds the submission terminal
// and makes no second order. A business rejection rolls the placement back
// and records `failed` with its errors in a transaction of its own.
import type { Db } from '../db/transaction.ts';
import { withTransaction } from '../db/transaction.ts';
import type { Job } from '../jobs/queue.ts';
import type { Signals } from '../jobs/signals.ts';
import { LeaseLost, type JobHandler } from '../jobs/worker.ts';
import type { OrderPlacer, PlacementRequest, Rejection } from './placement.ts';
import type { SubmissionPreparation } from './preparation.ts';
import { SubmissionsRepo, TERMINAL, type SubmissionRecord } from './repo.ts';
import type { OrderBody } from './schemas.ts';
import { SUBMISSION_JOB } from './service.ts';

class Rejected extends Error {
  constructor(readonly errors: Rejection[]) {
    super('order rejected');
  }
}

/** The stored request as the placement's normalised input. */
export function placementRequest(submission: SubmissionRecord): PlacementRequest {
  const body = submission.request as OrderBody;
  return {
    submissionId: submission.id,
    partnerId: submission.partnerId,
    siteId: submission.siteId,
    partnerOrderId: submission.partnerOrderId,
    orderingUserId: submission.orderingUserId,
    divisionId: body.divisionId ?? null,
    shipTo: body.shipTo ?? null,
    billTo: body.billTo ?? null,
    shippingProvider: body.shippingProvider ?? null,
    shippingMethod: body.shippingMethod ?? null,
    shippingNotes: body.shippingNotes ?? null,
    shippingService: null,
    lines: body.lines.map((line) => ({
      partnerLineId: line.partnerLineId,
      productId: line.productId,
      quantity: line.quantity,
      variantId: line.variantId ?? null,
      sku: line.sku ?? null,
      jobName: line.jobName ?? null,
      artworkUrl: line.artworkUrl ?? null,
      templateVariables: line.templateVariables ?? null,
      shipTo: line.shipTo ?? null,
    })),
  };
}

/** Order-level problems first, then by line, as the request lists them. */
function inLineOrder(rejections: Rejection[]): Rejection[] {
  const line = (r: Rejection) => Number(/^lines\[(\d+)\]/.exec(r.field ?? '')?.[1] ?? -1);
  return rejections
    .map((r, i) => ({ r, i }))
    .sort((a, b) => line(a.r) - line(b.r) || a.i - b.i)
    .map(({ r }) => r);
}

export function submissionJobHandler(db: Db, signals: Signals, preparation: SubmissionPreparation, placer: OrderPlacer): JobHandler {
  const submissionOf = (job: Job) => String(job.payload.submissionId);

  return {
    kind: SUBMISSION_JOB,
    async claimed(handle, job) {
      await new SubmissionsRepo(handle).markProcessing(submissionOf(job));
    },
    async released(handle, job) {
      await new SubmissionsRepo(handle).markQueued(submissionOf(job));
    },
    async run(job, complete) {
      const id = submissionOf(job);
      const finish = async (trx: Db, record: (repo: SubmissionsRepo, submission: SubmissionRecord) => Promise<void>) => {
        const repo = new SubmissionsRepo(trx);
        const submission = await repo.lock(id);
        if (submission && !TERMINAL.includes(submission.status)) await record(repo, submission);
        if (!(await complete(trx))) throw new LeaseLost(job);
        await signals.notify(trx, 'submission_done', id);
      };
      // Reads and vendor calls first, outside the transaction.
      const current = await new SubmissionsRepo(db).find(id);
      const prepared = current && !TERMINAL.includes(current.status) ? await preparation.prepare(placementRequest(current)) : null;
      try {
        await withTransaction(db, (trx) =>
          finish(trx, async (repo) => {
            const result = await placer.place(trx, prepared!.request);
            // Every problem is reported: the placement's and the preparation's together.
            const rejected = inLineOrder([...prepared!.rejections, ...('rejected' in result ? result.rejected : [])]);
            if (rejected.length > 0 || !('placed' in result)) throw new Rejected(rejected);
            await repo.complete(id, result.placed);
          }),
        );
      } catch (error) {
        if (!(error instanceof Rejected)) throw error;
        await withTransaction(db, (trx) => finish(trx, (repo) => repo.fail(id, error.errors)));
      }
      signals.announce('submission_done', id);
    },
  };
}
