// A development and test aid (CHECK_RESPONSES=true): every JSON response
// with a published schema for its status is checked, as it goes on the wire,
// against that schema, with objects closed (a property the document does not
// publish is a failure too). Responses are serialised with JSON.stringify
// (app.ts says why), so this check is what proves, across the whole test
// suite and the fuzzer, that every route renders exactly what the OpenAPI
// document promises. A mismatch fails the request with a 500 and says why on
// standard error. Off in production: it costs a parse and a validation per
// response.
import type { ValidateFunction } from 'ajv';
import type { FastifyInstance } from 'fastify';
import { compileSchema, schemaErrorsText } from '../validation/validation.ts';

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

export function checkResponsesAgainstSchemas(app: FastifyInstance): void {
  const compiled = new WeakMap<object, ValidateFunction>();
  app.addHook('preSerialization', (request, reply, payload, done) => {
    const responses = (request.routeOptions.schema as { response?: Record<string, Schema> } | undefined)?.response;
    const schema = responses?.[reply.statusCode] ?? responses?.[`${String(reply.statusCode)[0]}xx`];
    // Problem documents ($ref) are built by one function (problem.ts) and tested on their own.
    if (!schema || '$ref' in schema) return done(null, payload);
    let validate = compiled.get(schema);
    if (!validate) {
      validate = compileSchema(closed(schema) as Schema);
      compiled.set(schema, validate);
    }
    const wire: unknown = JSON.parse(JSON.stringify(payload) ?? 'null');
    if (validate(wire)) return done(null, payload);
    const message = `${request.method} ${request.url} answered ${reply.statusCode} with a body its published schema refuses: ${schemaErrorsText(validate.errors)}`;
    process.stderr.write(`CHECK_RESPONSES: ${message}\n`);
    done(new Error(message));
  });
}
