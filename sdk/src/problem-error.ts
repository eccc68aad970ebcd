// An HTTP refusal as the typed error the SDK throws. The API answers problem
// documents; the token endpoint OAuth errors ({error, error_description});
// the edge firewall a bare 403 with no body at all (spec, "Errors"). All are
// read into the same shape, and a refusal that says nothing is given words
// of the SDK's own, so that its reader is not left with "403 forbidden:".
import { errorClassFor, type PartnerApiError } from './errors.ts';

/** What the edge firewall's bare 403 means (spec, "Edge firewall"), since the refusal itself says nothing. */
export const FIREWALL_REFUSAL =
  "refused by the API gateway's edge firewall, before any credential was read: this source address is blocked after more than 2,000 requests in a 5-minute window (every client behind it counts), or a managed rule refused the request's contents. Not a scope problem (that is 403 insufficient_scope). Retry once the window has passed; if it goes on, contact support with the request id";

export function problemError(method: string, url: string, status: number, headers: Headers, text: string): PartnerApiError {
  let problem: Record<string, unknown> = {};
  try {
    const parsed = JSON.parse(text);
    if (parsed && typeof parsed === 'object') problem = parsed;
  } catch {}
  const code =
    typeof problem.code === 'string'
      ? problem.code
      : typeof problem.error === 'string'
        ? problem.error
        : status === 403
          ? 'forbidden'
          : `http_${status}`;
  const given =
    typeof problem.detail === 'string'
      ? problem.detail
      : typeof problem.error_description === 'string'
        ? problem.error_description
        : text.slice(0, 200);
  const detail = given.trim() !== '' ? given : code === 'forbidden' ? FIREWALL_REFUSAL : `the service answered ${status} with no detail`;
  const requestId = typeof problem.requestId === 'string' ? problem.requestId : (headers.get('x-request-id') ?? undefined);
  const Family = errorClassFor(status);
  return new Family({ status, code, detail, requestId, problem, headers, method, url });
}
