// The HTTP mechanism's problems, one factory per case with its wording:
// throw sites pass the values, never a sentence. `code` is the route's own
// body code (`bodyErrorCode`, default `invalid_request`) where it varies.
import { fieldProblem, inQuery, problem, type ErrorCode } from '../errors/catalogue.ts';

export const httpErrors = {
  // Requests no route takes (unrouted.ts).
  methodNotAllowed: (path: string, method: string, allow: string[]) =>
    problem('method_not_allowed', `${path} does not accept ${method}; it accepts ${allow.join(', ')}.`, { allow: allow.join(', ') }),
  noRoute: (method: string, path: string) => problem('not_found', `No route ${method} ${path}.`),
  notImplemented: (method: string) => problem('not_implemented', `The method ${method} is not implemented by this API.`),
  // Before routing and in the onRequest hooks (app.ts).
  badPercentEncoding: () => problem('invalid_request', 'The URL is not validly percent-encoded.'),
  hostMissing: () => problem('invalid_request', 'The Host header is required.', { connection: 'close' }),
  hostRepeated: () => problem('invalid_request', 'The request has more than one Host header.', { connection: 'close' }),
  hostInvalid: () =>
    problem('invalid_request', 'The Host header is not a valid host name or address with an optional port.', { connection: 'close' }),
  requestMalformed: () => problem('invalid_request', 'The request is malformed.'),
  framingFaulty: () =>
    problem('invalid_request', 'An HTTP/1.0 request cannot carry Transfer-Encoding: send Content-Length, or use HTTP/1.1.', {
      connection: 'close',
    }),
  serviceUnavailable: () => problem('service_unavailable'),
  internalError: () => problem('internal_error'),
  // A body that cannot be read or parsed (app.ts, validation.ts).
  bodyTooLarge: (code: ErrorCode) => problem(code, 'The request body is larger than 256 KB.'),
  contentTypeRefused: (code: ErrorCode) =>
    problem(code, 'The Content-Type header is not a media type this route accepts; send application/json.'),
  bodyMalformed: (code: ErrorCode) => problem(code, 'The request body is malformed.'),
  bodyNotJson: (code: ErrorCode) => problem(code, 'The request body is not valid JSON.'),
  bodyNotJsonMedia: (code: ErrorCode) => problem(code, 'The request body must be application/json.'),
  // Validation (validation/validation.ts).
  unknownQueryParameter: (name: string, accepted: string[]) =>
    problem(
      'unknown_query_parameter',
      `Unknown query parameter '${name}'. ${accepted.length ? `Accepted parameters: ${accepted.join(', ')}.` : 'This route accepts no query parameters.'}`,
    ),
  nullNotSupported: (instancePath: string) => problem('null_not_supported', `${instancePath.slice(1).replace(/\//g, '.')} cannot be null.`),
  // Listings (cursor.ts).
  invalidCursor: () => fieldProblem('invalid_cursor', undefined, inQuery('cursor')),
  limitAboveMax: (max: number) => fieldProblem('invalid_request', `limit must be at most ${max}.`, inQuery('limit')),
};
