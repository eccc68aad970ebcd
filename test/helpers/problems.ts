import assert from 'node:assert/strict';
import type { LightMyRequestResponse } from 'fastify';

/** Asserts a problem+json response with the given status and code; returns its body. */
export function assertProblem(res: LightMyRequestResponse, status: number, code: string): Record<string, unknown> {
  assert.equal(res.statusCode, status, `expected ${status} ${code}, got ${res.statusCode}: ${res.body}`);
  assert.match(String(res.headers['content-type']), /^application\/problem\+json/);
  const body = res.json() as Record<string, unknown>;
  assert.equal(body.code, code, `expected code ${code}: ${res.body}`);
  assert.equal(body.type, 'about:blank');
  assert.equal(body.status, status);
  assert.equal(typeof body.title, 'string');
  assert.equal(typeof body.detail, 'string');
  assert.equal(body.requestId, res.headers['x-request-id']);
  return body;
}

/** The body without its requestId: what must be byte-identical across causes. */
export function withoutRequestId(res: LightMyRequestResponse): string {
  const body = res.json() as Record<string, unknown>;
  delete body.requestId;
  return JSON.stringify(body);
}

/** One entry of a problem's `errors` member. */
export interface FieldErrorEntry {
  in: 'path' | 'query' | 'body';
  field: string;
  pointer?: string;
  detail: string;
}

/** Asserts a 400 problem with `code` naming fields; returns its `errors` entries. */
export function assertFieldProblem(res: LightMyRequestResponse, code: string): FieldErrorEntry[] {
  const body = assertProblem(res, 400, code);
  assert.ok(Array.isArray(body.errors) && body.errors.length > 0, `expected an errors member: ${res.body}`);
  const errors = body.errors as FieldErrorEntry[];
  assert.equal(errors[0]!.detail, body.detail, 'the first entry repeats the detail');
  return errors;
}

/** `in:field` of each entry, in order. */
export const namedFields = (errors: FieldErrorEntry[]): string[] => errors.map((e) => `${e.in}:${e.field}`);
