// Order submission: what client.orders does beyond the generated calls of its
// operations (generated/resources.ts): submit waits for the submission to be
// terminal, polling its Location, and answers the order it created or throws.
import type { ApiResponse } from '../core.ts';
import { retryAfterMs, SubmissionFailedError, SubmissionPendingError } from '../errors.ts';
import { Orders as OrderOperations } from '../generated/resources.ts';
import { id } from '../resource.ts';
import type { OrderSubmission, Submission, SubmittedOrder } from '../types.ts';

/** A submission that ended `completed`: the order it created is on `order`. */
export type CompletedSubmission = Submission & { status: 'completed'; order: SubmittedOrder };

export interface SubmitOptions {
  /**
   * How long the call follows the submission, from its start (default 10 minutes): past it, a SubmissionPendingError
   * names the submission to resume. The POST itself may first take the service's whole wait window (20 s).
   */
  deadlineMs?: number;
  signal?: AbortSignal;
}

const TERMINAL = new Set(['completed', 'failed']);
const DEFAULT_POLL_MS = 2000;

export class Orders extends OrderOperations {
  /**
   * Submits an order and returns it once created. Idempotent by `partnerOrderId`:
   * the call is retried after a connection error or a 5xx, and may be called again
   * with the identical body at any time (the service answers the original
   * submission). Waits the service's own window (up to 20 s), then follows
   * `Location`, honouring `Retry-After`, until the submission is terminal.
   * Throws SubmissionFailedError when the order is rejected, ConflictError
   * `partner_order_id_reused` when the id was used with another body.
   */
  override async submit(body: OrderSubmission, options: SubmitOptions = {}): Promise<CompletedSubmission> {
    const deadline = Date.now() + (options.deadlineMs ?? 600_000);
    const first = await this.request<Submission>('POST', '/v1/orders', { body, idempotent: true, signal: options.signal });
    return this.settle(first, deadline, options.signal);
  }

  /** Follows a submission until it is terminal (to resume after a SubmissionPendingError, or a restart). */
  async waitForSubmission(submissionId: string, options: SubmitOptions = {}): Promise<CompletedSubmission> {
    const deadline = Date.now() + (options.deadlineMs ?? 600_000);
    return this.settle(await this.submissionResponse(submissionId, options.signal), deadline, options.signal);
  }

  /** One read of a submission. */
  override async submission(submissionId: string, signal?: AbortSignal): Promise<Submission> {
    return (await this.submissionResponse(submissionId, signal)).data;
  }

  private submissionResponse(submissionId: string, signal?: AbortSignal): Promise<ApiResponse<Submission>> {
    return this.request<Submission>('GET', `/v1/orders/submissions/${id(submissionId)}`, { signal });
  }

  /** Polls until the submission is terminal or `deadline` (epoch ms) has passed. */
  private async settle(response: ApiResponse<Submission>, deadline: number, signal: AbortSignal | undefined): Promise<CompletedSubmission> {
    let current = response;
    const location = response.headers.get('location') ?? `/v1/orders/submissions/${id(response.data.submissionId)}`;
    while (!TERMINAL.has(current.data.status)) {
      if (Date.now() >= deadline) throw new SubmissionPendingError(current.data.submissionId, current.data.status);
      const hint = retryAfterMs(current.headers.get('retry-after')) ?? DEFAULT_POLL_MS;
      await this.core.pause(Math.min(hint, this.core.maxRetryDelayMs));
      signal?.throwIfAborted();
      current = await this.request<Submission>('GET', location, { signal });
    }
    const submission = current.data;
    if (submission.status === 'failed') throw new SubmissionFailedError(submission.submissionId, submission.errors ?? []);
    return submission as CompletedSubmission;
  }
}
