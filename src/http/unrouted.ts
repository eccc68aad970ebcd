// The answer to a request no route takes (docs/decisions.md, "HTTP
// conventions"), the same whether Fastify routed it to the not-found
// handler or Node's parser refused its method before Fastify saw it:
// - a path some route serves, with another method: 405 `method_not_allowed`
//   with `Allow` (whatever the method, QUERY, TRACE or FOO);
// - an unknown path with a method no route implements anywhere: 501
//   `not_implemented` (RFC 9110 §15.6.2);
// - an unknown path with a method the API does implement: 404 `not_found`.
import type { ApiError } from '../errors/catalogue.ts';
import { httpErrors } from './errors.ts';
import type { RouteMethods } from './route-methods.ts';

export function unroutedProblem(methods: RouteMethods, method: string, target: string): ApiError {
  const path = target.split('?')[0]!;
  const allow = methods.allowed(path);
  if (allow.length > 0) {
    return httpErrors.methodNotAllowed(path, method, allow);
  }
  if (!methods.implemented(method)) {
    return httpErrors.notImplemented(method);
  }
  return httpErrors.noRoute(method, path);
}

// RFC 9110 §5.6.2 token, then a request target in origin or asterisk form.
const REQUEST_LINE = /^([!#$%&'*+\-.^_`|~0-9A-Za-z]{1,64}) (\/[!-~]*|\*) HTTP\/1\.[01]\r?\n/;

/**
 * The method and target of a request line Node's parser refused for its
 * method alone (`HPE_INVALID_METHOD`): a well-formed line whose method token
 * Node does not know. Null for anything else (garbage, a broken line).
 */
export function unknownMethodLine(rawPacket: Buffer | undefined): { method: string; target: string } | null {
  if (!rawPacket) return null;
  const match = REQUEST_LINE.exec(rawPacket.subarray(0, 8192).toString('latin1'));
  return match ? { method: match[1]!, target: match[2]! } : null;
}
