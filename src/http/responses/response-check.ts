// A development and test aid (CHECK_RESPONSES=true): every JSON response
// with a published schema for its status is checked, as it goes on the wire,
// against that schema, with objects closed (a property the document does not
// publish is a failure too). Responses are serialised with JSON.stringify
// (app.ts says why), so this check is what proves, across the whole test
// suite and the fuzzer, that every route renders exactly what the OpenAPI
// document promises; and every answer of a documented route, JSON or not,
// is under a status the route declares (both hosts). A mismatch fails the
// request with a 500 and says why on standard error. Off in production: it
// costs a parse and a validation per response.
import type { ValidateFunction } from 'ajv';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { INTERNAL_ERROR_DETAIL } from '../../errors/catalogue.ts';
import { PROBLEM_CONTENT_TYPE, problemBody } from './problem.ts';
import { declaredCodes, isProblemEntry } from './problem-codes.ts';
import { compileSchema, schemaErrorsText } from '../validation/compile.ts';
import { LISTENER_RESPONSES } from '../openapi/listener-refusals.ts';

type Schema = Record<string, unknown>;

/**
 * A copy of `schema` where an object that lists its properties allows no
 * others unless it says so. `$id`s are dropped: the copy is compiled on the
 * service's one Ajv instance, once per app, and an id may be registered once.
 */
function closed(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(closed);
  if (!schema || typeof schema !== 'object') return schema;
  const out: Schema = {};
  for (const [key, value] of Object.entries(schema)) {
    if (key === '$id') continue;
    out[key] = key === 'examples' || key === 'example' || key === 'enum' || key === 'const' ? value : closed(value);
  }
  if (out.properties && out.additionalProperties === undefined) out.additionalProperties = false;
  return out;
}

/**
 * Why an error answer strays from what its route declares, or null: a route
 * that publishes its Problem responses (problem-codes.ts) must list the
 * answer's status, send it as application/problem+json and list its code.
 */
function problemMismatch(responses: Record<string, Schema>, status: number, contentType: unknown, payload: unknown): string | null {
  const codes = declaredCodes(responses, status);
  const code = (payload as { code?: unknown } | null)?.code;
  if (codes === null) return `a problem (${String(code)}) under a status the route does not declare`;
  if (!String(contentType ?? '').startsWith(PROBLEM_CONTENT_TYPE))
    return `a problem sent as ${String(contentType)}, not ${PROBLEM_CONTENT_TYPE}`;
  if (!codes.includes(String(code))) return `code ${String(code)}, which the route does not declare (it declares ${codes.join(', ')})`;
  return null;
}

/** Answered by the listener on any request, published on every operation (openapi/listener-refusals.ts). */
const LISTENER_STATUSES = new Set(Object.values(LISTENER_RESPONSES).map((r) => r.status));

/** Whether a route's response map lists `status`, exactly or as its class (`2xx`) or `default`. */
function declaresStatus(responses: Record<string, unknown>, status: number, everywhere: readonly number[]): boolean {
  const key = String(status);
  return (
    key in responses || `${key[0]}xx` in responses || 'default' in responses || LISTENER_STATUSES.has(key) || everywhere.includes(status)
  );
}

/** `everywhere`: statuses the host's document adds to every operation (the gateway's firewall 403 on the partner host). */
/**
 * Validators by route schema, for the process: the routes' schemas are the route modules' own objects,
 * the same for every app built in it (a test file builds a few; the suite, hundreds), so each compiles once.
 */
const compiled = new WeakMap<object, ValidateFunction>();

export function checkResponsesAgainstSchemas(app: FastifyInstance, everywhere: readonly number[] = []): void {
  const fail = (request: FastifyRequest, status: number, why: string, done: (error: Error) => void) => {
    const route = `${request.method} ${request.routeOptions.url ?? request.url}`;
    const message = `${route} answered ${status} with ${why}`;
    process.stderr.write(`CHECK_RESPONSES: ${message}\n`);
    done(new Error(message));
  };
  // Every answer of a documented route, whatever its body (JSON, HTML, a
  // redirect, none), under a status the route declares; otherwise a 500.
  app.addHook('onSend', (request, reply, payload, done) => {
    const schema = request.routeOptions.schema as { response?: Record<string, Schema>; hide?: boolean } | undefined;
    const responses = schema && !schema.hide ? schema.response : undefined;
    const status = reply.statusCode;
    if (!responses || declaresStatus(responses, status, everywhere)) return done(null, payload);
    const code = typeof payload === 'string' ? /"code":"([a-z_]+)"/.exec(payload)?.[1] : undefined;
    fail(request, status, `a status the route does not declare${code ? ` (${code})` : ''}`, () => {});
    reply.code(500).type(PROBLEM_CONTENT_TYPE).removeHeader('location');
    done(null, JSON.stringify(problemBody(500, 'internal_error', INTERNAL_ERROR_DETAIL, request.id)));
  });
  app.addHook('preSerialization', (request, reply, payload, done) => {
    const responses = (request.routeOptions.schema as { response?: Record<string, Schema> } | undefined)?.response;
    const status = reply.statusCode;
    const schema = responses?.[status] ?? responses?.[`${String(status)[0]}xx`];
    // Error answers of a route that publishes its problems: declared status, media type and code.
    const publishesProblems = !!responses && Object.values(responses).some(isProblemEntry);
    if (status >= 400 && publishesProblems && (!schema || isProblemEntry(schema))) {
      const why = problemMismatch(responses!, status, reply.getHeader('content-type'), payload);
      if (!why) return done(null, payload);
      // Already the error handler's answer: replaced here by the 500 (a thrown error would not reach it again).
      fail(request, status, why, () => {});
      reply.code(500);
      return done(null, problemBody(500, 'internal_error', INTERNAL_ERROR_DETAIL, request.id));
    }
    // Problem documents ($ref) are built by one function (problem.ts) and tested on their own.
    if (!schema || '$ref' in schema) return done(null, payload);
    let validate = compiled.get(schema);
    if (!validate) {
      validate = compileSchema(closed(schema) as Schema);
      compiled.set(schema, validate);
    }
    const wire: unknown = JSON.parse(JSON.stringify(payload) ?? 'null');
    if (validate(wire)) return done(null, payload);
    fail(request, status, `a body its published schema refuses: ${schemaErrorsText(validate.errors)}`, done);
  });
}
