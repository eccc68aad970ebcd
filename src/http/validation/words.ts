// Validation failures told in words a partner developer reads, never as the
// regular expression or keyword behind them. A schema node may carry
// `x-expect` (what a valid value is, e.g. "a positive whole number of at most
// 9 digits"); otherwise the words come from the failing keyword.
import type { ErrorObject } from 'ajv';
import { FIRST_INSTANT, LAST_INSTANT } from './date-time.ts';

const TYPE_WORDS: Record<string, string> = {
  integer: 'a whole number',
  number: 'a number',
  string: 'a string',
  boolean: 'true or false',
  array: 'a list',
  object: 'an object',
  null: 'null',
};

const FORMAT_WORDS: Record<string, string> = {
  'date-time': `a date and time in RFC 3339 form (e.g. 2025-01-31T12:00:00Z), from ${FIRST_INSTANT} to ${LAST_INSTANT}`,
  date: 'a date in YYYY-MM-DD form',
  email: 'an email address',
  uri: 'an absolute URL',
  uuid: 'a UUID',
};

/** Keywords about the value itself, where a node's `x-expect` says it best. */
const VALUE_KEYWORDS = new Set([
  'type',
  'pattern',
  'format',
  'minimum',
  'maximum',
  'exclusiveMinimum',
  'exclusiveMaximum',
  'enum',
  'const',
  'minLength',
  'maxLength',
]);

/** The values of a union whose every branch is a constant (`oneOfLiterals`); null for any other union. */
export function unionConstants(error: ErrorObject): unknown[] | null {
  const branches = error.schema as Array<Record<string, unknown>>;
  return Array.isArray(branches) && branches.length > 0 && branches.every((b) => 'const' in b) ? branches.map((b) => b.const) : null;
}

function list(values: unknown[]): string {
  return values.map((v) => (typeof v === 'string' ? v : JSON.stringify(v))).join(', ');
}

function plural(n: number, word: string): string {
  return `${n} ${word}${n === 1 ? '' : 's'}`;
}

/** What the value must be, for one failing keyword. */
function expectation(error: ErrorObject): string {
  const limit = error.schema as number;
  switch (error.keyword) {
    case 'type': {
      const types = ([] as string[]).concat(error.schema as string | string[]);
      return `must be ${types.map((t) => TYPE_WORDS[t] ?? t).join(' or ')}`;
    }
    case 'minimum':
      return `must be at least ${limit}`;
    case 'maximum':
      return `must be at most ${limit}`;
    case 'exclusiveMinimum':
      return `must be greater than ${limit}`;
    case 'exclusiveMaximum':
      return `must be less than ${limit}`;
    case 'minLength':
      return limit === 1 ? 'must not be empty' : `must be at least ${plural(limit, 'character')} long`;
    case 'maxLength':
      return `must be at most ${plural(limit, 'character')} long`;
    case 'minItems':
      return `must have at least ${plural(limit, 'item')}`;
    case 'maxItems':
      return `must have at most ${plural(limit, 'item')}`;
    case 'uniqueItems':
      return 'must not repeat an item';
    case 'enum':
      return `must be one of: ${list(error.schema as unknown[])}`;
    case 'const':
      return `must be ${list([error.schema])}`;
    case 'anyOf':
    case 'oneOf': {
      const constants = unionConstants(error);
      return constants ? `must be one of: ${list(constants)}` : 'is not of an accepted form';
    }
    case 'format':
      return `must be ${FORMAT_WORDS[error.schema as string] ?? `a valid ${error.schema as string}`}`;
    case 'pattern':
      return 'is not in the expected format';
    default:
      return 'is not of an accepted form';
  }
}

/** One sentence for the first validation error; `where` names the value when the error has no path. */
export function describeError(error: ErrorObject, where: string): string {
  const path = error.instancePath ? error.instancePath.slice(1).replace(/\//g, '.') : '';
  const params = error.params as { missingProperty?: string; additionalProperty?: string };
  switch (error.keyword) {
    case 'required':
      return `${path ? `${path}.` : ''}${params.missingProperty} is required.`;
    case 'minProperties':
      return path ? `${path} must have at least one field.` : 'The body must contain at least one field.';
    case 'additionalProperties':
      return `Unknown field '${params.additionalProperty}'${path ? ` in ${path}` : ''}.`;
  }
  const name = path || where;
  const expect = (error.parentSchema as Record<string, unknown> | undefined)?.['x-expect'];
  if (typeof expect === 'string' && VALUE_KEYWORDS.has(error.keyword)) return `${name} must be ${expect}.`;
  return `${name} ${expectation(error)}.`;
}
