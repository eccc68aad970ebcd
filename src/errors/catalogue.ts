// The one catalogue of problem codes: every code of the spec's Errors table
// with its HTTP status, plus the statuses we chose for the codes the spec
// names without one (see docs/decisions.md). Services throw `problem(code)`;
// the single error handler renders it as RFC 9457 problem+json.

export const ERROR_STATUS = {
  invalid_cursor: 400,
  invalid_site_id: 400,
  invalid_order_number: 400,
  invalid_product_id: 400,
  invalid_service_type: 400,
  invalid_query: 400,
  site_id_required_for_search: 400,
  cursor_not_supported_with_search: 400,
  search_not_available: 400,
  updated_since_not_supported: 400,
  invalid_request: 400,
  unknown_query_parameter: 400,
  invalid_submission_id: 400,
  invalid_product_patch: 400,
  invalid_division_id: 400,
  invalid_credit_account_id: 400,
  invalid_active: 400,
  invalid_adjustment_type: 400,
  invalid_user_id: 400,
  invalid_variant_patch: 400,
  invalid_variant_id: 400,
  invalid_image_patch: 400,
  invalid_image_id: 400,
  division_create_requires_address: 400,
  invalid_segment_ids: 400,
  invalid_segments_body: 400,
  monolith_rejected: 400,
  null_not_supported: 400,
  sls_null_backfills_master: 400,
  invalid_quantity: 400,
  invalid_shipping_quote_request: 400,
  invalid_item_number: 400,
  invalid_token: 401,
  insufficient_scope: 403,
  order_not_found: 404,
  order_item_not_found: 404,
  product_not_found: 404,
  quote_product_not_found: 404,
  template_not_found: 404,
  submission_not_found: 404,
  image_not_found: 404,
  division_not_found: 404,
  credit_account_not_found: 404,
  user_not_found: 404,
  site_not_found: 404,
  ordering_not_provisioned: 409,
  partner_order_id_reused: 409,
  proof_not_pending_review: 409,
  order_item_cancelled: 409,
  artwork_reservation_not_usable: 409,
  division_code_conflict: 409,
  all_segments_visible_reset_not_acknowledged: 409,
  auto_assigned_segments_present: 409,
  user_already_exists: 409,
  quote_invalid: 422,
  unknown_country_code: 422,
  unknown_state_code: 422,
  shipping_quote_unavailable: 422,
  denial_reason_not_available: 422,
  division_not_on_site: 422,
  segment_not_on_site: 422,
  rate_limit_exceeded: 429,
  internal_error: 500,
  service_unavailable: 503,
  // Named by the spec without a status; ours, by the pattern of their neighbours
  // (docs/decisions.md, "Codes the spec lists without a status").
  unsupported_field_for_service_type: 400,
  variant_not_site_addressable: 400,
  parent_is_self: 422,
  parent_not_on_site: 422,
  division_parent_invalid: 422,
  monolith_target_missing: 404,
  product_write_partially_applied: 500,
  audit_unavailable: 503,
  // The sandbox's test helpers only (docs/decisions.md, "Sandbox").
  invalid_shipment_number: 400,
  shipment_not_found: 404,
  test_helper_refused: 409,
  // Back office only (admin API): never on the partner API.
  not_found: 404,
  conflict: 409,
  unauthorized: 401,
  staff_role_forbidden: 403,
  // A webhook URL the destination policy always refuses (src/events/webhooks/destinations/policy.ts).
  webhook_destination_refused: 422,
  // A shipment carrying more of a line than is left of it: the line's state
  // decides, as `order_item_cancelled` (a 409, not a 422: retrying cannot help).
  order_item_quantity_exceeded: 409,
  // A line a shipment that is not cancelled carries, cancelled or made
  // unshippable: the line's state decides, as above (cancel the shipment first).
  order_item_on_shipment: 409,
  // HTTP-level refusals, on every listener (docs/decisions.md, "HTTP conventions").
  method_not_allowed: 405,
  not_acceptable: 406,
  request_timeout: 408,
  request_headers_too_large: 431,
  not_implemented: 501,
  // POST /v1/mcp from a browser page of a foreign origin (the MCP transport's DNS-rebinding guard).
  origin_not_allowed: 403,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;

export const INTERNAL_ERROR_DETAIL = 'An unexpected error occurred. Quote the requestId when contacting support.';
export const INVALID_TOKEN_DETAIL = 'The request is not authenticated.';

const DEFAULT_DETAIL: Partial<Record<ErrorCode, string>> = {
  invalid_cursor: 'The cursor cannot be used here; restart the listing without it.',
  invalid_token: INVALID_TOKEN_DETAIL,
  insufficient_scope: 'The credential lacks the scope this operation needs.',
  internal_error: INTERNAL_ERROR_DETAIL,
  service_unavailable: 'The service is temporarily unavailable; retry with backoff.',
  rate_limit_exceeded: 'Rate limit or daily quota exceeded; retry after the Retry-After interval.',
  site_not_found: 'No such site.',
  invalid_site_id: 'siteId must be a positive integer naming a granted site.',
};

/**
 * The request field a validation problem is about, published as an entry of
 * the problem's `errors` extension member (RFC 9457 §3.2; decisions.md):
 * where it is (`in`), its name (`field`: a path or query parameter's name,
 * or a body field's path in the submission errors' notation,
 * `lines[0].quantity`), for a body field the RFC's JSON Pointer, and the
 * same words as `detail`.
 */
export interface FieldError {
  in: 'path' | 'query' | 'body';
  field: string;
  pointer?: string;
  detail: string;
}

export class ApiError extends Error {
  readonly status: number;
  readonly code: ErrorCode;
  readonly detail: string;
  readonly headers: Record<string, string>;
  /** The fields a validation problem names (the `errors` member); none for other problems. */
  errors?: FieldError[];

  constructor(code: ErrorCode, detail?: string, headers: Record<string, string> = {}) {
    const text = detail ?? DEFAULT_DETAIL[code] ?? code.replace(/_/g, ' ');
    // A refusal (4xx) is an answer, not a fault: nothing reads where it was thrown (the error handler
    // sends it, the CLI prints its code and detail), and capturing the stack was most of the cost of
    // making one. A 5xx keeps its stack, for whoever logs it.
    const limit = Error.stackTraceLimit;
    if (ERROR_STATUS[code] < 500) Error.stackTraceLimit = 0;
    super(text);
    Error.stackTraceLimit = limit;
    this.name = 'ApiError';
    this.code = code;
    this.status = ERROR_STATUS[code];
    this.detail = text;
    this.headers = headers;
  }
}

/** The way services and routes fail: `throw problem('order_not_found')`. */
export function problem(code: ErrorCode, detail?: string, headers?: Record<string, string>): ApiError {
  return new ApiError(code, detail, headers);
}

/** A request field: where it is and its path (`['lines', 0, 'quantity']`). */
export interface FieldRef {
  in: FieldError['in'];
  path: readonly (string | number)[];
}

/** The body field at `path` (`inBody('shipTo', 'country')`). */
export const inBody = (...path: (string | number)[]): FieldRef => ({ in: 'body', path });
/** The body field named in the submission errors' notation (`lines[2].variantId`). */
export const inBodyField = (field: string): FieldRef => ({ in: 'body', path: field.match(/[^.[\]]+/g) ?? [] });
/** The entries of the body's list `field` (as given) holding one of the `refused` ids: every one a rule refuses is named. */
export const entriesOf = (field: string, given: readonly number[], refused: readonly number[]): FieldRef[] =>
  given.flatMap((id, index) => (refused.includes(id) ? [inBody(field, index)] : []));
/** The query parameter `name`. */
export const inQuery = (name: string): FieldRef => ({ in: 'query', path: [name] });
/** The path parameter `name`. */
export const inPath = (name: string): FieldRef => ({ in: 'path', path: [name] });

/** The `errors` entry for a field: its name in the submission errors' notation and, for a body field, the RFC's JSON Pointer. */
export function fieldError(ref: FieldRef, detail: string): FieldError {
  const field = ref.path.map((p, i) => (typeof p === 'number' || /^\d+$/.test(p) ? `[${p}]` : i === 0 ? p : `.${p}`)).join('');
  const pointer = `#/${ref.path.map((p) => String(p).replace(/~/g, '~0').replace(/\//g, '~1')).join('/')}`;
  return { in: ref.in, field, ...(ref.in === 'body' ? { pointer } : {}), detail };
}

/**
 * A problem about request fields (`errors: [{ in, field, pointer, detail }]`
 * in the document): each field given is listed with the problem's `detail`
 * (the code's default detail when `detail` is undefined).
 * Every 400 about a field is made with it (docs/decisions.md, "HTTP conventions").
 */
export function fieldProblem(code: ErrorCode, detail: string | undefined, ...fields: FieldRef[]): ApiError {
  const error = new ApiError(code, detail);
  const named = fields.filter((f) => f.path.length > 0);
  if (named.length) error.errors = named.map((f) => fieldError(f, error.detail));
  return error;
}

/** At most this many fields are listed in one problem (a bound on the answer to a body with thousands of bad values). */
export const MAX_FIELD_ERRORS = 50;

/**
 * One problem for several field problems found by one check: the first's
 * code and detail answer, and `errors` lists every field of each (a field
 * once), so a request with several invalid fields learns of all of them.
 */
export function allFieldProblems(found: readonly ApiError[]): ApiError | undefined {
  const [first] = found;
  if (!first) return undefined;
  const merged = new ApiError(first.code, first.detail, first.headers);
  const seen = new Set<string>();
  const errors: FieldError[] = [];
  for (const entry of found.flatMap((e) => e.errors ?? [])) {
    const key = `${entry.in} ${entry.field}`;
    if (seen.has(key) || errors.length === MAX_FIELD_ERRORS) continue;
    seen.add(key);
    errors.push(entry);
  }
  if (errors.length) merged.errors = errors;
  return merged;
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}
