// Orders, their lines, shipments, proofs and artwork, and order submission.
import type { ApiResponse, Core } from '../core.ts';
import { retryAfterMs, SubmissionFailedError, SubmissionPendingError } from '../errors.ts';
import { PageIterator } from '../pagination.ts';
import type {
  AttachedFile,
  DenialReasons,
  ListQuery,
  Order,
  OrderItem,
  OrderSubmission,
  OrderSummary,
  Proof,
  ProofDecision,
  ProofDecline,
  Shipment,
  Submission,
  SubmittedOrder,
  UploadRequest,
  UploadReservation,
} from '../types.ts';

/** A submission that ended `completed`: the order it created is on `order`. */
export type CompletedSubmission = Submission & { status: 'completed'; order: SubmittedOrder };

export interface SubmitOptions {
  /** Give up polling after this long (default 10 minutes): a SubmissionPendingError then names the submission to resume. */
  deadlineMs?: number;
  signal?: AbortSignal;
}

const TERMINAL = new Set(['completed', 'failed']);
const DEFAULT_POLL_MS = 2000;
const id = (n: number | string) => encodeURIComponent(String(n));

export class Orders {
  constructor(private readonly core: Core) {}

  /**
   * Submits an order and returns it once created. Idempotent by `partnerOrderId`:
   * the call is retried after a connection error or a 5xx, and may be called again
   * with the identical body at any time (the service answers the original
   * submission). Waits the service's own window (up to 20 s), then follows
   * `Location`, honouring `Retry-After`, until the submission is terminal.
   * Throws SubmissionFailedError when the order is rejected, ConflictError
   * `partner_order_id_reused` when the id was used with another body.
   */
  async submit(body: OrderSubmission, options: SubmitOptions = {}): Promise<CompletedSubmission> {
    const first = await this.core.request<Submission>('POST', '/v1/orders', { body, idempotent: true, signal: options.signal });
    return this.settle(first, options);
  }

  /** Follows a submission until it is terminal (to resume after a SubmissionPendingError, or a restart). */
  async waitForSubmission(submissionId: string, options: SubmitOptions = {}): Promise<CompletedSubmission> {
    return this.settle(await this.submissionResponse(submissionId, options.signal), options);
  }

  /** One read of a submission. */
  async submission(submissionId: string, signal?: AbortSignal): Promise<Submission> {
    return (await this.submissionResponse(submissionId, signal)).data;
  }

  private submissionResponse(submissionId: string, signal?: AbortSignal): Promise<ApiResponse<Submission>> {
    return this.core.request<Submission>('GET', `/v1/orders/submissions/${id(submissionId)}`, { signal });
  }

  private async settle(response: ApiResponse<Submission>, options: SubmitOptions): Promise<CompletedSubmission> {
    const deadline = Date.now() + (options.deadlineMs ?? 600_000);
    let current = response;
    const location = response.headers.get('location') ?? `/v1/orders/submissions/${id(response.data.submissionId)}`;
    while (!TERMINAL.has(current.data.status)) {
      if (Date.now() >= deadline) throw new SubmissionPendingError(current.data.submissionId, current.data.status);
      const hint = retryAfterMs(current.headers.get('retry-after')) ?? DEFAULT_POLL_MS;
      await this.core.pause(Math.min(hint, this.core.maxRetryDelayMs));
      options.signal?.throwIfAborted();
      current = await this.core.request<Submission>('GET', location, { signal: options.signal });
    }
    const submission = current.data;
    if (submission.status === 'failed') throw new SubmissionFailedError(submission.submissionId, submission.errors ?? []);
    return submission as CompletedSubmission;
  }

  /** The partner's submissions, newest first. */
  submissions(query: ListQuery<'/v1/orders/submissions'> = {}): PageIterator<Submission> {
    return new PageIterator(async (cursor) => {
      const { data } = await this.core.request<{ submissions: Submission[]; nextCursor: string | null }>('GET', '/v1/orders/submissions', {
        query: { ...query, cursor },
      });
      return { items: data.submissions, nextCursor: data.nextCursor };
    });
  }

  /** Every order of the granted sites (or of `siteId`), newest first. */
  list(query: ListQuery<'/v1/orders'> = {}): PageIterator<OrderSummary> {
    return new PageIterator(async (cursor) => {
      const { data } = await this.core.request<{ orders: OrderSummary[]; nextCursor: string | null }>('GET', '/v1/orders', {
        query: { ...query, cursor },
      });
      return { items: data.orders, nextCursor: data.nextCursor };
    });
  }

  async get(orderNumber: number): Promise<Order> {
    return (await this.core.request<Order>('GET', `/v1/orders/${id(orderNumber)}`)).data;
  }

  /** Every visible line of an order. */
  items(orderNumber: number, query: ListQuery<'/v1/orders/{orderNumber}/items'> = {}): PageIterator<OrderItem> {
    return new PageIterator(async (cursor) => {
      const { data } = await this.core.request<{ items: OrderItem[]; nextCursor: string | null }>(
        'GET',
        `/v1/orders/${id(orderNumber)}/items`,
        {
          query: { ...query, cursor },
        },
      );
      return { items: data.items, nextCursor: data.nextCursor };
    });
  }

  /** Every shipment of an order. */
  shipments(orderNumber: number, query: ListQuery<'/v1/orders/{orderNumber}/shipments'> = {}): PageIterator<Shipment> {
    return new PageIterator(async (cursor) => {
      const { data } = await this.core.request<{ shipments: Shipment[]; nextCursor: string | null }>(
        'GET',
        `/v1/orders/${id(orderNumber)}/shipments`,
        { query: { ...query, cursor } },
      );
      return { items: data.shipments, nextCursor: data.nextCursor };
    });
  }

  async proof(orderNumber: number, itemNumber: number): Promise<Proof> {
    return (await this.core.request<Proof>('GET', `/v1/orders/${id(orderNumber)}/items/${id(itemNumber)}/proof`)).data;
  }

  async denialReasons(orderNumber: number, itemNumber: number): Promise<DenialReasons> {
    return (await this.core.request<DenialReasons>('GET', `/v1/orders/${id(orderNumber)}/items/${id(itemNumber)}/proof/denial-reasons`))
      .data;
  }

  /** Approves the line's proof. A repeated decision that already succeeded answers ConflictError `proof_not_pending_review` (spec: counts as success). */
  async approveProof(orderNumber: number, itemNumber: number): Promise<ProofDecision> {
    return (
      await this.core.request<ProofDecision>('POST', `/v1/orders/${id(orderNumber)}/items/${id(itemNumber)}/proof/approve`, { body: {} })
    ).data;
  }

  async declineProof(orderNumber: number, itemNumber: number, body: ProofDecline): Promise<ProofDecision> {
    return (await this.core.request<ProofDecision>('POST', `/v1/orders/${id(orderNumber)}/items/${id(itemNumber)}/proof/decline`, { body }))
      .data;
  }

  /** Reserves a signed upload URL for a print file (PUT the bytes there, then `attachArtwork`). */
  async artworkUploadUrl(orderNumber: number, itemNumber: number, body: UploadRequest): Promise<UploadReservation> {
    const path = `/v1/orders/${id(orderNumber)}/items/${id(itemNumber)}/artwork/upload-url`;
    return (await this.core.request<UploadReservation>('POST', path, { body })).data;
  }

  async attachArtwork(orderNumber: number, itemNumber: number, reservationName: string): Promise<AttachedFile> {
    const path = `/v1/orders/${id(orderNumber)}/items/${id(itemNumber)}/artwork`;
    return (await this.core.request<AttachedFile>('POST', path, { body: { reservationName } })).data;
  }
}
