// What client.orders does beyond the generated calls of its operations
// (generated/resources.ts): submit waits for the submission to be terminal,
// polling its Location, and answers the order it created or throws;
// uploadArtwork makes the three calls of an upload (reserve, PUT to storage,
// attach) one.
import type { ApiResponse, UploadOutcome } from '../core.ts';
import { retryAfterMs, SubmissionFailedError, SubmissionPendingError, UploadError } from '../errors.ts';
import { Orders as OrderOperations } from '../generated/resources.ts';
import { id } from '../resource.ts';
import type { AttachedFile, OrderSubmission, Submission, SubmittedOrder, UploadRequest } from '../types.ts';

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

export interface ArtworkUpload {
  /** The file's name on the line (at most 255 characters, no slashes or control characters). */
  fileName: string;
  /** The bytes; a string is sent as UTF-8. */
  content: Uint8Array | Blob | string;
  /** Bound into the upload URL and sent as the PUT's Content-Type; none is sent when omitted. */
  contentType?: string;
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

  /**
   * Uploads a print file to a line and attaches it: reserves an upload, PUTs the bytes to the signed URL (with
   * exactly the reserved Content-Type, never the access token, with the client's timeout), then attaches the
   * reservation. Answers the attached file, whose `fileSize` and `md5` are those storage read. A PUT refused with 403
   * (the URL went stale: it lives about a minute) is made once more with a fresh reservation. Storage's other
   * refusals, and no answer, throw UploadError; the API's refusals its usual errors (NotFoundError
   * `order_item_not_found`, ConflictError `order_item_cancelled`…). Not retried as a whole: an attach that fails
   * after its request reached the service may have attached the file.
   */
  async uploadArtwork(orderNumber: number, itemNumber: number, upload: ArtworkUpload): Promise<AttachedFile> {
    const bytes = await bytesOf(upload.content);
    const request: UploadRequest = {
      fileName: upload.fileName,
      ...(upload.contentType !== undefined && { contentType: upload.contentType }),
    };
    for (let attempt = 0; ; attempt += 1) {
      const reservation = await this.artworkUploadUrl(orderNumber, itemNumber, request);
      // The type the URL was signed for, as the service answers it: the PUT must carry exactly that.
      const outcome = await this.core.upload(reservation.uploadUrl, bytes, reservation.contentType ?? null);
      if (outcome.status !== undefined && outcome.status < 300) {
        return this.attachArtwork(orderNumber, itemNumber, reservation.reservationName);
      }
      // Storage says 403 to a stale URL; one fresh reservation covers a slow start, not a wrong request.
      if (outcome.status === 403 && attempt === 0) continue;
      throw new UploadError({
        ...(outcome.status === undefined
          ? { status: undefined, detail: causeText(outcome), timedOut: outcome.timedOut }
          : { status: outcome.status, detail: storageText(outcome.text) }),
        orderNumber,
        itemNumber,
        fileName: upload.fileName,
        uploadUrl: reservation.uploadUrl,
      });
    }
  }
}

async function bytesOf(content: ArtworkUpload['content']): Promise<Uint8Array> {
  if (typeof content === 'string') return new TextEncoder().encode(content);
  if (content instanceof Uint8Array) return content;
  if (typeof Blob !== 'undefined' && content instanceof Blob) return new Uint8Array(await content.arrayBuffer());
  throw new TypeError('uploadArtwork: content must be a Uint8Array, a Buffer, a Blob or a string');
}

/** What a storage refusal says, in one short line: an S3-style XML error's Code and Message, else the text's first line. */
function storageText(text: string): string {
  const code = /<Code>([^<]*)<\/Code>/.exec(text)?.[1];
  const message = /<Message>([^<]*)<\/Message>/.exec(text)?.[1];
  // Not cut short here: UploadError strikes the URL out of the whole line first.
  return code !== undefined ? `${code}${message ? `: ${message}` : ''}` : (text.trim().split('\n')[0] ?? '');
}

/** Why no answer came: the failure's message and, for a socket error, its code (ECONNREFUSED…). */
function causeText(outcome: Extract<UploadOutcome, { status: undefined }>): string {
  if (outcome.timedOut) return `not within ${outcome.timeoutMs} ms`;
  const cause = outcome.cause as { message?: unknown; code?: unknown; cause?: { code?: unknown; message?: unknown } } | null;
  const code = cause?.code ?? cause?.cause?.code;
  const message = typeof cause?.message === 'string' ? cause.message : String(cause);
  return `${message}${typeof code === 'string' ? ` (${code})` : ''}`;
}
