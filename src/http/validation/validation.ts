// Request validation, run in one preValidation hook so the spec's order of
// checks holds: path ids, then query parameters, then body (authentication
// and scope ran earlier, in onRequest). Fastify's own validator is switched
// off; schemas stay on the routes for types and the OpenAPI document.
//
// Each failure is mapped to the code the spec gives it:
// - a schema node may carry `x-error-code` (e.g. `invalid_user_id`);
// - an unknown query parameter is `unknown_query_parameter`, naming it and
//   listing the accepted ones;
// - `null` where the schema does not allow it is `null_not_supported` (unless
//   the node says `x-null: malformed`: then it is the body code);
// - anything else in the body is the route's body code (`invalid_request`
//   unless the route says otherwise, e.g. `invalid_product_patch`).
// The first failing part answers (path, then query, then body) with its first
// error's code and detail; `errors` lists every invalid field of that part.
import type { ErrorObject } from 'ajv';
import type { FastifyRequest } from 'fastify';
import {
  allFieldProblems,
  type ApiError,
  type ErrorCode,
  type FieldRef,
  fieldProblem,
  inQuery,
  MAX_FIELD_ERRORS,
  problem,
} from '../../errors/catalogue.ts';
import { httpErrors } from '../errors.ts';
import { X_PARSE, type ParseKind } from './parsed-strings.ts';
import { describeError as describe, unionConstants } from './words.ts';
import { normaliseDateTimes } from './date-time.ts';
import { MALFORMED_JSON, RefusedJson, UNSUPPORTED_MEDIA_TYPE } from './body-markers.ts';
import { allValidatorFor, validatorFor } from './compile.ts';
import { codeOf, type Schema } from './error-codes.ts';
import { refuseUnstorable } from './storable.ts';
import { refuseRepeated, refuseUndecodable } from './query-string.ts';

export interface RouteSchemas {
  params?: Schema;
  querystring?: Schema;
  body?: Schema;
}

export interface ValidationOptions {
  /** The code for a body that fails validation; `invalid_request` by default. */
  bodyErrorCode?: ErrorCode;
}

/** The schema node of the field an error is about, when there is one. */
function fieldSchema(error: ErrorObject): Schema | undefined {
  const parent = error.parentSchema as Schema | undefined;
  if (error.keyword === 'required') return parent?.properties?.[(error.params as { missingProperty: string }).missingProperty];
  return parent;
}

/**
 * The path of the field an error is about: its instance path, plus the
 * missing or unexpected member the error names.
 */
function fieldPath(error: ErrorObject): string[] {
  const path = error.instancePath
    .split('/')
    .slice(1)
    .map((p) => p.replace(/~1/g, '/').replace(/~0/g, '~'));
  const params = error.params as { missingProperty?: string; additionalProperty?: string };
  if (error.keyword === 'required' && params.missingProperty !== undefined) path.push(params.missingProperty);
  if (error.keyword === 'additionalProperties' && params.additionalProperty !== undefined) path.push(params.additionalProperty);
  // A refused key of a map (propertyNames): the key is the field.
  const key = (error as { propertyName?: string }).propertyName ?? (params as { propertyName?: string }).propertyName;
  if (key !== undefined) path.push(key);
  return path;
}

/**
 * A validated path or query, converted in place: fields declared `x-parse` from their string form (the
 * conversions of schema-helpers.ts), date-times to UTC.
 */
function converted(schema: Schema, values: Record<string, unknown>): void {
  for (const [name, prop] of Object.entries(schema.properties ?? {})) {
    const value = values[name];
    const kind = prop['x-parse'] as ParseKind | undefined;
    if (typeof value === 'string' && kind && Object.hasOwn(X_PARSE, kind)) values[name] = X_PARSE[kind](value);
  }
  normaliseDateTimes(schema, values, validatorFor);
}

type Part = 'path' | 'query' | 'body';

/** One schema failure of a request part, as the code, detail and field path it answers with. */
function failureOf(error: ErrorObject, part: Part, bodyCode: ErrorCode): ApiError {
  const path = fieldPath(error);
  if (part === 'path')
    return fieldProblem(codeOf(fieldSchema(error)) ?? 'invalid_request', describe(error, 'path parameter'), inPart(part, path));
  if (part === 'query') {
    const name = path[0];
    const detail = describe(error, name ? `query parameter ${name}` : 'query');
    return fieldProblem(codeOf(fieldSchema(error)) ?? 'invalid_request', detail, inPart(part, path.slice(0, 1)));
  }
  // A field may declare null malformed rather than unsupported (`x-null: malformed`, e.g. a set cleared with []).
  const nullIsMalformed = (error.parentSchema as Schema | undefined)?.['x-null'] === 'malformed';
  if (error.data === null && error.instancePath !== '' && !nullIsMalformed && (error.keyword === 'type' || error.keyword === 'anyOf')) {
    const refused = httpErrors.nullNotSupported(error.instancePath);
    return fieldProblem(refused.code, refused.detail, inPart(part, path));
  }
  return fieldProblem(codeOf(fieldSchema(error)) ?? bodyCode, describe(error, 'body'), inPart(part, path));
}

const inPart = (part: Part, path: readonly string[]): FieldRef => ({ in: part, path });

const isUnion = (error: ErrorObject) => error.keyword === 'anyOf' || error.keyword === 'oneOf';

/**
 * The union (`anyOf`/`oneOf`) error whose branch `error` is in: the innermost
 * union of its schema path, at its value or one of the value's ancestors.
 */
function enclosingUnion(error: ErrorObject, unions: ReadonlyMap<string, ErrorObject>): ErrorObject | undefined {
  const at = Math.max(error.schemaPath.lastIndexOf('/anyOf/'), error.schemaPath.lastIndexOf('/oneOf/'));
  if (at < 0) return undefined;
  const schemaPath = error.schemaPath.slice(0, error.schemaPath.indexOf('/', at + 1));
  for (let path = error.instancePath; ; path = path.slice(0, path.lastIndexOf('/'))) {
    const union = unions.get(`${schemaPath} ${path}`);
    if (union || path === '') return union;
  }
}

/**
 * Every failure of a value, one per field where a union is involved: inside
 * `anyOf`/`oneOf`, the alternatives' own mismatches at the union's value are
 * dropped (the union's error names the field), and the union's error is
 * dropped when a branch found a field deeper inside the value (that field is
 * named instead). One pass, each error looked up by its paths: a body of
 * thousands of bad values costs a few milliseconds.
 */
function everyFailure(errors: readonly ErrorObject[]): ErrorObject[] {
  const unions = new Map<string, ErrorObject>();
  for (const e of errors) if (isUnion(e)) unions.set(`${e.schemaPath} ${e.instancePath}`, e);
  if (unions.size === 0) return [...errors];
  const dropped = new Set<ErrorObject>();
  for (const e of errors) {
    const union = enclosingUnion(e, unions);
    if (union) dropped.add(e.instancePath === union.instancePath ? e : union);
  }
  return errors.filter((e) => !dropped.has(e));
}

/**
 * Refuses a part that failed its schema. The first error (the validator
 * stops at it) answers with its code and detail, exactly as a single-error
 * check would; a second pass collecting every error adds the part's other
 * invalid fields to `errors` (one entry per field, at most
 * MAX_FIELD_ERRORS), so a request learns of all of them at once.
 */
function refuse(schema: Schema, value: unknown, first: ErrorObject, part: Part, bodyCode: ErrorCode): never {
  const all = allValidatorFor(schema);
  const found = [failureOf(first, part, bodyCode)];
  const seen = new Set([fieldKey(first, part)]);
  for (const error of all(value) ? [] : everyFailure(all.errors ?? [])) {
    if (seen.size === MAX_FIELD_ERRORS) break;
    const key = fieldKey(error, part);
    if (seen.has(key)) continue;
    seen.add(key);
    found.push(failureOf(error, part, bodyCode));
  }
  throw allFieldProblems(found)!;
}

/**
 * The error a refusal names first: the validator's first, except that a value none of a union of constants matches
 * is named by the union (which lists them all), not by its first branch's constant ("must be queued").
 */
function firstError(errors: readonly ErrorObject[]): ErrorObject {
  const first = errors[0]!;
  const union = errors.find((e) => isUnion(e) && e.instancePath === first.instancePath && first.schemaPath.startsWith(`${e.schemaPath}/`));
  return union && unionConstants(union) ? union : first;
}

/** What makes two errors one field: the path (a query error's first segment, as failureOf names it). */
function fieldKey(error: ErrorObject, part: Part): string {
  const path = fieldPath(error);
  return (part === 'query' ? path.slice(0, 1) : path).join('/');
}

function checkParams(schema: Schema, params: Record<string, unknown>): void {
  const validate = validatorFor(schema);
  if (validate(params)) return converted(schema, params);
  refuse(schema, params, firstError(validate.errors!), 'path', 'invalid_request');
}

function checkQuery(schema: Schema, query: Record<string, unknown>): void {
  const accepted = Object.keys(schema.properties ?? {});
  // Unknown parameters first, by name, so a typo is reported as such (every one of them).
  const unknown = Object.keys(query).filter((name) => !accepted.includes(name));
  if (unknown.length) {
    const refused = httpErrors.unknownQueryParameter(unknown[0]!, accepted);
    throw allFieldProblems([
      fieldProblem(refused.code, refused.detail, inQuery(unknown[0]!)),
      ...unknown.slice(1).map((name) => fieldProblem(refused.code, httpErrors.unknownQueryParameter(name, accepted).detail, inQuery(name))),
    ])!;
  }
  const validate = validatorFor(schema);
  if (validate(query)) return converted(schema, query);
  refuseRepeated(schema, query);
  refuse(schema, query, firstError(validate.errors!), 'query', 'invalid_request');
}

function checkBody(schema: Schema, body: unknown, code: ErrorCode): unknown {
  if (body === MALFORMED_JSON) throw httpErrors.bodyNotJson(code);
  if (body === UNSUPPORTED_MEDIA_TYPE) throw httpErrors.bodyNotJsonMedia(code);
  if (body instanceof RefusedJson) throw problem(code, body.detail);
  const validate = validatorFor(schema);
  if (validate(body)) return normaliseDateTimes(schema, body, validatorFor);
  refuse(schema, body, firstError(validate.errors!), 'body', code);
}

/** Routes that declare no query schema accept no query parameter (one object, compiled once). */
const NO_QUERY: Schema = { type: 'object', properties: {}, additionalProperties: false };

export function validateRequest(request: FastifyRequest, options: ValidationOptions = {}, schemas?: RouteSchemas): void {
  const parts = { params: request.params, query: request.query, body: request.body };
  validateParts(schemas ?? ((request.routeOptions.schema ?? {}) as RouteSchemas), parts, options);
  request.body = parts.body;
}

/**
 * The checks of `validateRequest` on plain values, in the same order and with
 * the same codes; MCP tools validate their arguments with it. Converts
 * `x-parse` fields and date-times (to UTC) and turns a missing body into `{}`.
 */
export function validateParts(
  schemas: RouteSchemas,
  parts: { params: unknown; query: unknown; body: unknown },
  options: ValidationOptions = {},
): void {
  if (schemas.params) {
    refuseUnstorable(schemas.params, parts.params, 'invalid_request', 'path');
    checkParams(schemas.params, parts.params as Record<string, unknown>);
  }
  checkQuery(schemas.querystring ?? NO_QUERY, parts.query as Record<string, unknown>);
  refuseUndecodable(schemas.querystring, parts.query);
  refuseUnstorable(schemas.querystring, parts.query, 'invalid_request', 'query');
  if (!schemas.body) return;
  // No body at all reads as `{}`: an object schema then decides (required
  // fields or minProperties refuse it; an all-optional body accepts it).
  if (parts.body === undefined && schemas.body.type === 'object') parts.body = {};
  const bodyCode = options.bodyErrorCode ?? 'invalid_request';
  parts.body = checkBody(schemas.body, parts.body, bodyCode);
  refuseUnstorable(schemas.body, parts.body, bodyCode, 'body');
}
