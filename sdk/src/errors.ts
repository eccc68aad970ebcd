// Typed errors. Every error the service answers is an RFC 9457 problem
// document with a stable `code`; the SDK throws one class per code family
// (the family is the HTTP status the code is answered with), each carrying
// `code`, `status`, `detail`, `requestId` and the whole problem. Branch on
// `instanceof` for the family and on `code` for the case:
//
//   catch (e) { if (e instanceof ConflictError && e.code === 'partner_order_id_reused') … }
import type { Problem, SubmissionError } from './types.ts';

/** One entry of a validation problem's `errors` member: the request field concerned. */
export type FieldError = NonNullable<Problem['errors']>[number];

/** Every problem code of the partner API, by the status it is answered with (the spec's Errors table). */
export const PROBLEM_CODES = {
  400: [
    'invalid_cursor',
    'invalid_site_id',
    'invalid_order_number',
    'invalid_product_id',
    'invalid_service_type',
    'invalid_query',
    'site_id_required_for_search',
    'cursor_not_supported_with_search',
    'search_not_available',
    'updated_since_not_supported',
    'invalid_request',
    'unknown_query_parameter',
    'invalid_submission_id',
    'invalid_product_patch',
    'invalid_division_id',
    'invalid_credit_account_id',
    'invalid_active',
    'invalid_adjustment_type',
    'invalid_user_id',
    'invalid_variant_patch',
    'invalid_variant_id',
    'invalid_image_patch',
    'invalid_image_id',
    'division_create_requires_address',
    'invalid_segment_ids',
    'invalid_segments_body',
    'monolith_rejected',
    'null_not_supported',
    'sls_null_backfills_master',
    'invalid_quantity',
    'invalid_shipping_quote_request',
    'invalid_item_number',
    'unsupported_field_for_service_type',
    'variant_not_site_addressable',
    'invalid_shipment_number',
  ],
  401: ['invalid_token'],
  403: ['insufficient_scope', 'origin_not_allowed'],
  404: [
    'order_not_found',
    'order_item_not_found',
    'product_not_found',
    'quote_product_not_found',
    'template_not_found',
    'submission_not_found',
    'image_not_found',
    'division_not_found',
    'credit_account_not_found',
    'user_not_found',
    'site_not_found',
    'monolith_target_missing',
    'shipment_not_found',
  ],
  405: ['method_not_allowed'],
  406: ['not_acceptable'],
  408: ['request_timeout'],
  409: [
    'ordering_not_provisioned',
    'partner_order_id_reused',
    'proof_not_pending_review',
    'order_item_cancelled',
    'artwork_reservation_not_usable',
    'division_code_conflict',
    'all_segments_visible_reset_not_acknowledged',
    'auto_assigned_segments_present',
    'user_already_exists',
    'order_item_quantity_exceeded',
    'order_item_on_shipment',
    'test_helper_refused',
  ],
  422: [
    'quote_invalid',
    'unknown_country_code',
    'unknown_state_code',
    'shipping_quote_unavailable',
    'denial_reason_not_available',
    'division_not_on_site',
    'segment_not_on_site',
    'parent_is_self',
    'parent_not_on_site',
    'division_parent_invalid',
  ],
  429: ['rate_limit_exceeded'],
  431: ['request_headers_too_large'],
  500: ['internal_error', 'product_write_partially_applied'],
  501: ['not_implemented'],
  503: ['service_unavailable', 'audit_unavailable'],
} as const;

type Codes = typeof PROBLEM_CODES;
/** A problem code the service publishes. New codes may appear: `code` is typed wide enough to hold them. */
export type ProblemCode = Codes[keyof Codes][number];
type CodeOf<S extends keyof Codes> = Codes[S][number] | (string & {});

export interface ProblemDetails {
  status: number;
  code: string;
  detail: string;
  requestId: string | undefined;
  problem: Partial<Problem> & Record<string, unknown>;
  headers: Headers;
  method: string;
  url: string;
}

/** The base of every error the SDK throws for an HTTP answer. */
export class PartnerApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly detail: string;
  /** The service's request id (the problem's `requestId`, else the `x-request-id` header): quote it to support. */
  readonly requestId: string | undefined;
  /** The whole problem document as received. */
  readonly problem: Partial<Problem> & Record<string, unknown>;
  readonly headers: Headers;
  readonly method: string;
  readonly url: string;

  constructor(details: ProblemDetails) {
    super(`${details.status} ${details.code}: ${details.detail}${details.requestId ? ` (request ${details.requestId})` : ''}`);
    this.name = new.target.name;
    this.status = details.status;
    this.code = details.code;
    this.detail = details.detail;
    this.requestId = details.requestId;
    this.problem = details.problem;
    this.headers = details.headers;
    this.method = details.method;
    this.url = details.url;
  }
}

/** 400: the request is malformed (query, path or body); not retried unchanged. */
export class InvalidRequestError extends PartnerApiError {
  declare readonly code: CodeOf<400>;
  /**
   * The fields the problem names: its `errors` extension member (RFC 9457
   * §3.2), each with `in` (path, query or body), `field` (`limit`,
   * `shipTo.postalCode`, `lines[0].quantity`), `pointer` for a body field
   * (`#/lines/0/quantity`) and `detail`. Every field the request got wrong
   * is listed, for the service's rules as for its schemas (the first entry's
   * `detail` is the problem's). Empty when the problem is about no one field
   * (a body that is not JSON).
   */
  get errors(): FieldError[] {
    const errors = this.problem.errors;
    return Array.isArray(errors) ? (errors as FieldError[]) : [];
  }
  /** The request field concerned (the first of `errors`); undefined when the problem names none (`detail` says it in words). */
  get field(): string | undefined {
    return this.errors[0]?.field;
  }
}
/** 401 `invalid_token`: the credential is missing, expired or revoked (the SDK has already refreshed once). */
export class AuthenticationError extends PartnerApiError {
  declare readonly code: CodeOf<401>;
}
/**
 * 403: `insufficient_scope`, or the edge firewall's bare 403 (code `forbidden`: no problem document, so `detail`
 * is the SDK's account of what it means: the source address blocked for a while, or a managed rule).
 */
export class PermissionDeniedError extends PartnerApiError {
  declare readonly code: CodeOf<403> | 'forbidden';
}
/** 404: no such record, or outside the grant (the two are indistinguishable by design). */
export class NotFoundError extends PartnerApiError {
  declare readonly code: CodeOf<404>;
}
/** 409: the record's state refuses the change. */
export class ConflictError extends PartnerApiError {
  declare readonly code: CodeOf<409>;
}
/** 422: well-formed but refused by a business rule. */
export class UnprocessableError extends PartnerApiError {
  declare readonly code: CodeOf<422>;
}
/** 429 `rate_limit_exceeded`, after the SDK's retries (or with a Retry-After beyond its cap). */
export class RateLimitError extends PartnerApiError {
  declare readonly code: CodeOf<429>;
  /** The service's Retry-After, in milliseconds, when it sent one. */
  get retryAfterMs(): number | undefined {
    return retryAfterMs(this.headers.get('retry-after'));
  }
}
/** 500: an unexpected failure; quote `requestId`. */
export class InternalServerError extends PartnerApiError {
  declare readonly code: CodeOf<500>;
}
/** 503: transient; retried with backoff by the SDK before this is thrown. */
export class ServiceUnavailableError extends PartnerApiError {
  declare readonly code: CodeOf<503>;
  get retryAfterMs(): number | undefined {
    return retryAfterMs(this.headers.get('retry-after'));
  }
}
/**
 * A test helper (`client.testHelpers`) called on a host that is no sandbox:
 * the helpers exist only in a sandbox, and any other host answers their
 * paths as unknown ones (404 `not_found`). Point a client at the sandbox's
 * base URL to use them.
 */
export class SandboxOnlyError extends NotFoundError {
  readonly baseUrl: string;
  constructor(baseUrl: string, answered: PartnerApiError) {
    super({
      status: answered.status,
      code: answered.code,
      detail: `The test helpers exist only in a sandbox; ${baseUrl} is not one (it answered ${answered.method} ${new URL(answered.url).pathname} as an unknown path). Use the sandbox's base URL.`,
      requestId: answered.requestId,
      problem: answered.problem,
      headers: answered.headers,
      method: answered.method,
      url: answered.url,
    });
    this.baseUrl = baseUrl;
  }
}
/** Any other status (405, 406, 408, 431, 501…). */
export class UnexpectedStatusError extends PartnerApiError {}

const FAMILIES: Record<number, new (details: ProblemDetails) => PartnerApiError> = {
  400: InvalidRequestError,
  401: AuthenticationError,
  403: PermissionDeniedError,
  404: NotFoundError,
  409: ConflictError,
  422: UnprocessableError,
  429: RateLimitError,
  500: InternalServerError,
  503: ServiceUnavailableError,
};

/** The error class of a status (the family of its codes). */
export function errorClassFor(status: number): new (details: ProblemDetails) => PartnerApiError {
  return FAMILIES[status] ?? UnexpectedStatusError;
}

/** No HTTP answer: the connection failed, was reset, or the request timed out. `hint`: where to look, when known. */
export class ConnectionError extends Error {
  readonly method: string;
  readonly url: string;
  constructor(method: string, url: string, cause: unknown, hint?: string) {
    super(`${method} ${url}: ${cause instanceof Error ? cause.message : String(cause)}${hint ? `. ${hint}` : ''}`, { cause });
    this.name = 'ConnectionError';
    this.method = method;
    this.url = url;
  }
}
/** The request took longer than the client's `timeoutMs`. */
export class RequestTimeoutError extends ConnectionError {
  constructor(method: string, url: string, timeoutMs: number) {
    super(method, url, new Error(`no answer within ${timeoutMs} ms`));
    this.name = 'RequestTimeoutError';
  }
}

/**
 * An artwork upload (`orders.uploadArtwork`) that storage refused (`status`: 403, 409, 5xx…) or never answered
 * (`status` undefined: a connection failure, or `timedOut`). The API's own refusals are its usual errors; this is
 * the storage host's. The signed upload URL is a credential: it is in no member of this error and is struck out of
 * the text it quotes (`detail`, what storage or the connection said).
 */
export class UploadError extends Error {
  readonly status: number | undefined;
  readonly detail: string;
  readonly timedOut: boolean;
  readonly orderNumber: number;
  readonly itemNumber: number;
  readonly fileName: string;
  constructor(details: {
    status: number | undefined;
    detail: string;
    timedOut?: boolean;
    orderNumber: number;
    itemNumber: number;
    fileName: string;
    /** Only to strike it out of `detail`; not kept. */
    uploadUrl: string;
  }) {
    // Struck out before it is cut short: a cut through the URL would leave a part no longer matched.
    const detail = redact(details.detail, details.uploadUrl).slice(0, 300);
    const what =
      details.status === undefined ? (details.timedOut ? 'no answer in time' : 'no answer') : `storage answered ${details.status}`;
    super(
      `artwork upload of ${details.fileName} (order ${details.orderNumber}, item ${details.itemNumber}): ${what}${detail ? `: ${detail}` : ''}`,
    );
    this.name = 'UploadError';
    this.status = details.status;
    this.detail = detail;
    this.timedOut = details.timedOut ?? false;
    this.orderNumber = details.orderNumber;
    this.itemNumber = details.itemNumber;
    this.fileName = details.fileName;
  }
}

/**
 * `text` with the signed URL struck out: the whole URL, its query, and each query value long enough to be a
 * signature or a key (some stores quote the request they refused back, signature and all).
 */
function redact(text: string, url: string): string {
  let parsed: URL | null = null;
  try {
    parsed = new URL(url);
  } catch {}
  const secrets = [url, ...(parsed ? [parsed.search.slice(1), ...[...parsed.searchParams.values()].filter((v) => v.length >= 8)] : [])];
  // As written in a URL, in a query, and escaped in XML (an S3 error quotes the request so).
  const encoded = secrets.flatMap((s) => [s, encodeURIComponent(s), s.replaceAll('&', '&amp;')]).filter((s) => s.length > 0);
  let out = text;
  for (const secret of encoded.sort((a, b) => b.length - a.length)) out = out.split(secret).join('[redacted]');
  return out;
}

/** The order was rejected: the submission ended `failed`. `errors` are the submission's own (not Problem codes). */
export class SubmissionFailedError extends Error {
  readonly submissionId: string;
  readonly errors: SubmissionError[];
  constructor(submissionId: string, errors: SubmissionError[]) {
    super(`submission ${submissionId} failed: ${errors.map((e) => e.detail).join('; ') || 'no detail'}`);
    this.name = 'SubmissionFailedError';
    this.submissionId = submissionId;
    this.errors = errors;
  }
}
/** The submission was still not terminal when `submit`'s own deadline passed; resume with `orders.waitForSubmission(submissionId)`. */
export class SubmissionPendingError extends Error {
  readonly submissionId: string;
  readonly status: string;
  constructor(submissionId: string, status: string) {
    super(`submission ${submissionId} is still ${status}; poll it again later`);
    this.name = 'SubmissionPendingError';
    this.submissionId = submissionId;
    this.status = status;
  }
}

/** Retry-After as milliseconds: delay-seconds or an HTTP date (RFC 9110 §10.2.3); undefined when absent or unreadable. */
export function retryAfterMs(value: string | null | undefined, now = Date.now()): number | undefined {
  if (value == null) return undefined;
  const text = value.trim();
  if (/^\d+$/.test(text)) return Number(text) * 1000;
  const at = Date.parse(text);
  if (Number.isNaN(at)) return undefined;
  return Math.max(0, at - now);
}
