// Values no route accepts whatever its schema: text PostgreSQL cannot store
// or that is not valid Unicode, and numbers that are not finite, found
// anywhere in a path, query or body and refused with the field's own code.
import { type ErrorCode, fieldProblem } from '../../errors/catalogue.ts';
import { codeAt, type Schema } from './error-codes.ts';

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

/** Refuses the first unstorable value of a request part, with the code of its field (else `fallback`). */
export function refuseUnstorable(schema: Schema | undefined, values: unknown, fallback: ErrorCode, where: 'path' | 'query' | 'body'): void {
  const path = findUnstorable(values);
  if (!path) return;
  const name = path.join('.') || (where === 'path' ? 'path parameter' : where);
  const value = path.reduce<unknown>((v, key) => (v as Record<string, unknown> | undefined)?.[key], values);
  const why = typeof value === 'number' ? 'must be a finite number' : 'must not contain NUL characters or unpaired surrogates';
  throw fieldProblem(codeAt(schema, path) ?? fallback, `${name} ${why}.`, { in: where, path });
}
