// A route's CORS, as Fastify hooks and routes: the grant on every answer
// (its refusals included, whichever hook sent them: a page reads a 401's
// challenge or a 429's Retry-After only when the answer grants its origin),
// and the preflight a browser sends first (OPTIONS), answered by a route of
// its own: public, hidden from the documents, and no operation.
import type { FastifyReply, FastifyRequest, onSendHookHandler } from 'fastify';
import { answerHeaders, type CorsPolicy, type HeaderPairs, preflightHeaders } from './policy.ts';

/** Sets `pairs` on `reply`, adding to a Vary another hook set rather than replacing it. */
function setHeaders(reply: FastifyReply, pairs: HeaderPairs): void {
  for (const [name, value] of pairs) {
    const present = name === 'vary' ? reply.getHeader('vary') : undefined;
    if (
      typeof present === 'string' &&
      present !== '' &&
      !present
        .toLowerCase()
        .split(/\s*,\s*/)
        .includes(value.toLowerCase())
    )
      reply.header('vary', `${present}, ${value}`);
    else reply.header(name, value);
  }
}

/** The onSend hook granting `policy` to every answer of the routes it is set on. */
export function grantAnswers(policy: CorsPolicy): onSendHookHandler {
  return (request, reply, payload, done) => {
    setHeaders(reply, answerHeaders(policy, request.headers.origin));
    done(null, payload);
  };
}

/** What a plugin instance offers to declare the preflight route (the TypeBox-typed ones included). */
interface OptionsRoute {
  options(
    url: string,
    options: { config: { public: true }; schema: { hide: true } },
    handler: (request: FastifyRequest, reply: FastifyReply) => unknown,
  ): unknown;
}

/**
 * Answers OPTIONS on `url`: 204, `Allow`, and with Access-Control-Request-Method (a preflight) the policy's
 * grant for the request's origin, or none. Public: a preflight carries no credential, so it is neither
 * authenticated nor counted against a partner's limits (the edge firewall, an app hook, still counts it).
 */
export function answerPreflights(app: OptionsRoute, url: string, policy: CorsPolicy): void {
  const allow = ['OPTIONS', ...policy.methods].join(', ');
  app.options(url, { config: { public: true }, schema: { hide: true } }, (request, reply) => {
    const preflight = request.headers['access-control-request-method'] !== undefined;
    setHeaders(reply, (preflight ? preflightHeaders : answerHeaders)(policy, request.headers.origin));
    return reply.code(204).header('allow', allow).send();
  });
}
