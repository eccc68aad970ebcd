// Request validation, run in one preValidation hook so the spec's order of
// checks holds: path ids, then query parameters, then body (authentication
// and scope ran earlier, in onRequest). Fastify's own validator is switched
// off; schemas stay on the routes for types and the OpenAPI document.
//
// Each failure is mapped to the code the spec gives it:
// - a schema node may carry `x-error-code` (e.g. `invalid_user_id`);
// - an unknown query parameter is `unknown_query_parameter`, naming it and
//   listing the accepted ones;
// - `null` where the schema does not allow it is `null_not_supported`;
// - anything else in the body is the route's body code (`invalid_request`
//   unless the route says otherwise, e.g. `invalid_product_patch`).
import { Ajv, type ErrorObject, type ValidateFunction } from 'ajv';
import addFormatsModule from 'ajv-formats';
import type { FastifyRequest } from 'fastify';
import { problem, type ErrorCode } from './errors.ts';

const addFormats = addFormatsModule as unknown as (ajv: Ajv) => Ajv;

const ajv = new Ajv({ allErrors: false, verbose: true, strict: false, coerceTypes: false, useDefaults: false });
addFormats(ajv);

const compiled = new WeakMap<object, ValidateFunction>();
function validatorFor(schema: object): ValidateFunction {
  let fn = compiled.get(schema);
  if (!fn) {
    fn = ajv.compile(schema);
    compiled.set(schema, fn);
  }
  return fn;
}

/** Markers the body parsers leave instead of throwing, so body problems are reported in order. */
export const MALFORMED_JSON = Symbol('malformed-json');
export const UNSUPPORTED_MEDIA_TYPE = Symbol('unsupported-media-type');

type Schema = Record<string, unknown> & { properties?: Record<string, Schema> };

interface RouteSchemas {
  params?: Schema;
  querystring?: Schema;
  body?: Schema;
}

export interface ValidationOptions {
  /** The code for a body that fails validation; `invalid_request` by default. */
  bodyErrorCode?: ErrorCode;
}

function codeOf(schema: unknown): ErrorCode | undefined {
  return (schema as Schema | undefined)?.['x-error-code'] as ErrorCode | undefined;
}

/** The schema node of the field an error is about, when there is one. */
function fieldSchema(error: ErrorObject): Schema | undefined {
  const parent = error.parentSchema as Schema | undefined;
  if (error.keyword === 'required') return parent?.properties?.[(error.params as { missingProperty: string }).missingProperty];
  return parent;
}

function describe(error: ErrorObject, where: string): string {
  const path = error.instancePath ? error.instancePath.slice(1).replace(/\//g, '.') : '';
  switch (error.keyword) {
    case 'required':
      return `${path ? `${path}.` : ''}${(error.params as { missingProperty: string }).missingProperty} is required.`;
    case 'minProperties':
      return path ? `${path} must have at least one field.` : 'The body must contain at least one field.';
    case 'additionalProperties':
      return `Unknown field '${(error.params as { additionalProperty: string }).additionalProperty}'${path ? ` in ${path}` : ''}.`;
    default:
      return `${path || where} ${error.message ?? 'is invalid'}.`;
  }
}

/** Converts fields declared `x-parse` from their validated string form. */
function parseInts(schema: Schema, values: Record<string, unknown>): void {
  for (const [name, prop] of Object.entries(schema.properties ?? {})) {
    if (typeof values[name] !== 'string') continue;
    if (prop['x-parse'] === 'int') values[name] = Number(values[name]);
    else if (prop['x-parse'] === 'bool') values[name] = values[name] === 'true';
  }
}

function checkParams(schema: Schema, params: Record<string, unknown>): void {
  const validate = validatorFor(schema);
  if (validate(params)) return parseInts(schema, params);
  const error = validate.errors![0]!;
  throw problem(codeOf(fieldSchema(error)) ?? 'invalid_request', describe(error, 'path parameter'));
}

function checkQuery(schema: Schema, query: Record<string, unknown>): void {
  const accepted = Object.keys(schema.properties ?? {});
  // Unknown parameters first, by name, so a typo is reported as such.
  for (const name of Object.keys(query)) {
    if (!accepted.includes(name)) {
      const list = accepted.length ? `Accepted parameters: ${accepted.join(', ')}.` : 'This route accepts no query parameters.';
      throw problem('unknown_query_parameter', `Unknown query parameter '${name}'. ${list}`);
    }
  }
  const validate = validatorFor(schema);
  if (validate(query)) return parseInts(schema, query);
  const error = validate.errors![0]!;
  const name = error.instancePath.split('/')[1] ?? (error.params as { missingProperty?: string }).missingProperty;
  throw problem(codeOf(fieldSchema(error)) ?? 'invalid_request', describe(error, name ? `query parameter ${name}` : 'query'));
}

function checkBody(schema: Schema, body: unknown, code: ErrorCode): void {
  if (body === MALFORMED_JSON) throw problem(code, 'The request body is not valid JSON.');
  if (body === UNSUPPORTED_MEDIA_TYPE) throw problem(code, 'The request body must be application/json.');
  const validate = validatorFor(schema);
  if (validate(body)) return;
  const error = validate.errors![0]!;
  if (error.data === null && error.instancePath !== '' && (error.keyword === 'type' || error.keyword === 'anyOf')) {
    throw problem('null_not_supported', `${error.instancePath.slice(1).replace(/\//g, '.')} cannot be null.`);
  }
  throw problem(codeOf(fieldSchema(error)) ?? code, describe(error, 'body'));
}

/**
 * PostgreSQL text cannot hold U+0000, so a NUL anywhere in the input would
 * fail at the database as a 500. It is malformed input: refused up front.
 */
function containsNul(value: unknown): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (Array.isArray(value)) return value.some(containsNul);
  if (value && typeof value === 'object') return Object.entries(value).some(([k, v]) => k.includes('\u0000') || containsNul(v));
  return false;
}

function refuseNul(schema: Schema | undefined, values: Record<string, unknown>, fallback: ErrorCode): void {
  for (const [name, value] of Object.entries(values)) {
    if (containsNul(value)) throw problem(codeOf(schema?.properties?.[name]) ?? fallback, `${name} must not contain NUL characters.`);
  }
}

/** Routes that declare no query schema accept no query parameter (one object, compiled once). */
const NO_QUERY: Schema = { type: 'object', properties: {}, additionalProperties: false };

export function validateRequest(request: FastifyRequest, options: ValidationOptions = {}): void {
  const schemas = (request.routeOptions.schema ?? {}) as RouteSchemas;
  if (schemas.params) {
    refuseNul(schemas.params, request.params as Record<string, unknown>, 'invalid_request');
    checkParams(schemas.params, request.params as Record<string, unknown>);
  }
  checkQuery(schemas.querystring ?? NO_QUERY, request.query as Record<string, unknown>);
  refuseNul(schemas.querystring, request.query as Record<string, unknown>, 'invalid_request');
  if (!schemas.body) return;
  // No body at all reads as `{}`: an object schema then decides (required
  // fields or minProperties refuse it; an all-optional body accepts it).
  if (request.body === undefined && schemas.body.type === 'object') request.body = {};
  const bodyCode = options.bodyErrorCode ?? 'invalid_request';
  checkBody(schemas.body, request.body, bodyCode);
  if (containsNul(request.body)) throw problem(bodyCode, 'Text must not contain NUL characters.');
}
