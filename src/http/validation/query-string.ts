// The query string parser of every listener, and what validation says of a
// query the parser could not make a value of. fast-querystring keeps a name
// or value it cannot percent-decode as its raw text (`q=%FF` would search
// for the three characters "%FF"): such a parameter is malformed, as the
// path's percent-encoding is, so its names are kept on the parsed object,
// out of sight of the schemas, and validation refuses the first with its
// field's code. A parameter given twice is an array, refused as repeated.
import { parse } from 'fast-querystring';
import { allFieldProblems, type ErrorCode, fieldProblem } from '../../errors/catalogue.ts';
import { codeAt, type Schema } from './error-codes.ts';

const UNDECODABLE = Symbol('undecodable-query-parameters');

function decodes(text: string): boolean {
  try {
    decodeURIComponent(text.replace(/\+/g, ' '));
    return true;
  } catch {
    return false;
  }
}

/** Parses a query string; the names of parameters not validly percent-encoded UTF-8 ride along, not enumerable. */
export function parseQueryString(text: string): Record<string, unknown> {
  const parsed = parse(text) as Record<string, unknown>;
  // Nothing percent-encoded, nothing to fail: the common case costs one scan.
  if (!text.includes('%')) return parsed;
  let undecodable: string[] | undefined;
  for (const pair of text.split('&')) {
    if (!pair.includes('%')) continue;
    const equals = pair.indexOf('=');
    const name = equals === -1 ? pair : pair.slice(0, equals);
    if (decodes(name) && (equals === -1 || decodes(pair.slice(equals + 1)))) continue;
    // The name as the parser stored it (decoded when only the value failed).
    (undecodable ??= []).push(decodes(name) ? decodeURIComponent(name.replace(/\+/g, ' ')) : name);
  }
  if (undecodable) Object.defineProperty(parsed, UNDECODABLE, { value: undecodable });
  return parsed;
}

/** Refuses the first parameter that was not validly percent-encoded UTF-8, with its field's code (else invalid_request). */
export function refuseUndecodable(schema: Schema | undefined, query: unknown): void {
  const names = (query as { [UNDECODABLE]?: string[] } | null | undefined)?.[UNDECODABLE];
  if (!names) return;
  const name = names[0]!;
  const code: ErrorCode = codeAt(schema, [name]) ?? 'invalid_request';
  throw fieldProblem(code, `${name} is not validly percent-encoded UTF-8.`, { in: 'query', path: [name] });
}

/**
 * Refuses parameters given more than once that take one value (the parser makes them an array), each with its
 * field's code and a detail that says so, rather than the value's format the array fails. Called only once the
 * query failed its schema: a valid query pays nothing.
 */
export function refuseRepeated(schema: Schema, query: Record<string, unknown>): void {
  const repeated = Object.keys(query).filter(
    (name) => Array.isArray(query[name]) && (schema.properties?.[name] as Schema | undefined)?.type !== 'array',
  );
  if (!repeated.length) return;
  throw allFieldProblems(
    repeated.map((name) =>
      fieldProblem(codeAt(schema, [name]) ?? 'invalid_request', `${name} is given more than once; give it once.`, {
        in: 'query',
        path: [name],
      }),
    ),
  )!;
}
