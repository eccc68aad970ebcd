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
import { Ajv, type ErrorObject, type ValidateFunction } from 'ajv';
import addFormatsModule from 'ajv-formats';
import type { FastifyRequest } from 'fastify';
import { fieldProblem, problem, type ErrorCode } from '../../errors/catalogue.ts';
import { httpErrors } from '../errors.ts';
import { X_PARSE, type ParseKind } from '../schema-helpers.ts';
import { describeError as describe } from './words.ts';

const addFormats = addFormatsModule as unknown as (ajv: Ajv) => Ajv;

const ajv = new Ajv({ allErrors: false, verbose: true, strict: false, coerceTypes: false, useDefaults: false });
addFormats(ajv);

/** A validator on the one Ajv instance of the service (also used by the response check, response-check.ts). */
export function compileSchema(schema: object): ValidateFunction {
  return ajv.compile(schema);
}

/** Ajv's own wording of a validator's errors, for developers (the response check). */
export function schemaErrorsText(errors: ErrorObject[] | null | undefined): string {
  return ajv.errorsText(errors, { separator: '; ' });
}

const compiled = new WeakMap<object, ValidateFunction>();
function validatorFor(schema: object): ValidateFunction {
  let fn = compiled.get(schema);
  if (!fn) {
    fn = compileSchema(schema);
    compiled.set(schema, fn);
  }
  return fn;
}

/** Markers the body parsers leave instead of throwing, so body problems are reported in order. */
export const MALFORMED_JSON = Symbol('malformed-json');
export const UNSUPPORTED_MEDIA_TYPE = Symbol('unsupported-media-type');
/** A JSON body refused for its shape before it was parsed (too deep, too many values: json-shape.ts), and why. */
export class RefusedJson {
  constructor(readonly detail: string) {}
}

type Schema = Record<string, unknown> & { properties?: Record<string, Schema> };

export interface RouteSchemas {
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
  return path;
}

/** Converts fields declared `x-parse` from their validated string form (the conversions of schema-helpers.ts). */
function parseInts(schema: Schema, values: Record<string, unknown>): void {
  for (const [name, prop] of Object.entries(schema.properties ?? {})) {
    const value = values[name];
    const kind = prop['x-parse'] as ParseKind | undefined;
    if (typeof value === 'string' && kind && Object.hasOwn(X_PARSE, kind)) values[name] = X_PARSE[kind](value);
  }
}

function checkParams(schema: Schema, params: Record<string, unknown>): void {
  const validate = validatorFor(schema);
  if (validate(params)) return parseInts(schema, params);
  const error = validate.errors![0]!;
  throw fieldProblem(codeOf(fieldSchema(error)) ?? 'invalid_request', describe(error, 'path parameter'), 'path', fieldPath(error));
}

function checkQuery(schema: Schema, query: Record<string, unknown>): void {
  const accepted = Object.keys(schema.properties ?? {});
  // Unknown parameters first, by name, so a typo is reported as such.
  for (const name of Object.keys(query)) {
    if (!accepted.includes(name)) {
      const refused = httpErrors.unknownQueryParameter(name, accepted);
      throw fieldProblem(refused.code, refused.detail, 'query', [name]);
    }
  }
  const validate = validatorFor(schema);
  if (validate(query)) return parseInts(schema, query);
  const error = validate.errors![0]!;
  const path = fieldPath(error);
  const name = path[0];
  throw fieldProblem(
    codeOf(fieldSchema(error)) ?? 'invalid_request',
    describe(error, name ? `query parameter ${name}` : 'query'),
    'query',
    path.slice(0, 1),
  );
}

function checkBody(schema: Schema, body: unknown, code: ErrorCode): void {
  if (body === MALFORMED_JSON) throw httpErrors.bodyNotJson(code);
  if (body === UNSUPPORTED_MEDIA_TYPE) throw httpErrors.bodyNotJsonMedia(code);
  if (body instanceof RefusedJson) throw problem(code, body.detail);
  const validate = validatorFor(schema);
  if (validate(body)) return;
  const error = validate.errors![0]!;
  // A field may declare null malformed rather than unsupported (`x-null: malformed`, e.g. a set cleared with []).
  const nullIsMalformed = (error.parentSchema as Schema | undefined)?.['x-null'] === 'malformed';
  if (error.data === null && error.instancePath !== '' && !nullIsMalformed && (error.keyword === 'type' || error.keyword === 'anyOf')) {
    const refused = httpErrors.nullNotSupported(error.instancePath);
    throw fieldProblem(refused.code, refused.detail, 'body', fieldPath(error));
  }
  throw fieldProblem(codeOf(fieldSchema(error)) ?? code, describe(error, 'body'), 'body', fieldPath(error));
}

/**
 * Text PostgreSQL cannot store (U+0000) or that is not valid Unicode (an
 * unpaired UTF-16 surrogate, which JSON's \uD800 escape can carry) would fail
 * at the database or be silently altered, and a number JSON reads as
 * Infinity is no number at all: all are malformed input, refused up front
 * for every route with the field's own code.
 */
const UNSTORABLE_TEXT = /[\u0000\uD800-\uDFFF]/u;

export function isStorableText(text: string): boolean {
  return !UNSTORABLE_TEXT.test(text);
}

const isUnstorableLeaf = (value: unknown): boolean =>
  typeof value === 'string' ? !isStorableText(value) : typeof value === 'number' && !Number.isFinite(value);

/** An array or object being walked: where the walk is in it, and how it was reached. */
interface Frame {
  value: unknown[] | Record<string, unknown>;
  keys: string[] | null;
  next: number;
  parent: Frame | null;
  key: string | number;
}

function pathOf(frame: Frame, last: string | number): string[] {
  const path = [String(last)];
  for (let f: Frame | null = frame; f?.parent; f = f.parent) path.push(String(f.key));
  return path.reverse();
}

/**
 * The path of the first unstorable value (or key) inside `value`, or null.
 * Iterative, in document order, building a path only for the value it
 * reports: its cost is one visit per value whatever the shape (bodies nest
 * at most MAX_JSON_DEPTH levels anyway, json-shape.ts).
 */
function findUnstorable(value: unknown): string[] | null {
  if (isUnstorableLeaf(value)) return [];
  if (!value || typeof value !== 'object') return null;
  let frame: Frame | null = { value: value as Frame['value'], keys: null, next: 0, parent: null, key: '' };
  if (!Array.isArray(value)) frame.keys = Object.keys(value);
  while (frame) {
    const keys: string[] | null = frame.keys;
    const length = keys ? keys.length : (frame.value as unknown[]).length;
    if (frame.next >= length) {
      frame = frame.parent;
      continue;
    }
    const index = frame.next++;
    let child: unknown;
    let key: string | number = index;
    if (keys) {
      key = keys[index]!;
      if (!isStorableText(key)) return pathOf(frame, key);
      child = (frame.value as Record<string, unknown>)[key];
    } else child = (frame.value as unknown[])[index];
    if (child && typeof child === 'object') {
      frame = { value: child as Frame['value'], keys: Array.isArray(child) ? null : Object.keys(child), next: 0, parent: frame, key };
    } else if (isUnstorableLeaf(child)) return pathOf(frame, key);
  }
  return null;
}

/** The `x-error-code` of the schema node at `path` (through properties, items and combinators). */
function codeAt(schema: Schema | undefined, path: string[]): ErrorCode | undefined {
  let node: Schema | undefined = schema;
  for (const segment of path) {
    if (!node) return undefined;
    const branches = [node, ...((node.anyOf ?? node.allOf ?? []) as Schema[])];
    node = branches.map((b) => b.properties?.[segment] ?? (b.items as Schema | undefined)).find(Boolean);
  }
  if (!node) return undefined;
  return codeOf(node) ?? ((node.allOf ?? node.anyOf ?? []) as Schema[]).map(codeOf).find(Boolean);
}

function refuseUnstorable(schema: Schema | undefined, values: unknown, fallback: ErrorCode, where: 'path' | 'query' | 'body'): void {
  const path = findUnstorable(values);
  if (!path) return;
  const name = path.join('.') || (where === 'path' ? 'path parameter' : where);
  const value = path.reduce<unknown>((v, key) => (v as Record<string, unknown> | undefined)?.[key], values);
  const why = typeof value === 'number' ? 'must be a finite number' : 'must not contain NUL characters or unpaired surrogates';
  throw fieldProblem(codeAt(schema, path) ?? fallback, `${name} ${why}.`, where, path);
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
 * `x-parse` fields in place and turns a missing object body into `{}`.
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
  refuseUnstorable(schemas.querystring, parts.query, 'invalid_request', 'query');
  if (!schemas.body) return;
  // No body at all reads as `{}`: an object schema then decides (required
  // fields or minProperties refuse it; an all-optional body accepts it).
  if (parts.body === undefined && schemas.body.type === 'object') parts.body = {};
  const bodyCode = options.bodyErrorCode ?? 'invalid_request';
  checkBody(schemas.body, parts.body, bodyCode);
  refuseUnstorable(schemas.body, parts.body, bodyCode, 'body');
}
