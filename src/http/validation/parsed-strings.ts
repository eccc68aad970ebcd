// Path and query strings as routes declare them: validated as strings (so
// "0012", "1e3" or " 5" are malformed, not coerced), then handed to the
// handler converted (`x-parse`: an id to a number, `true` to a boolean) or,
// for an id a number cannot hold exactly, as the string of digits. Each id is
// bounded by the column it names, so a larger one is the field's 400, never a
// database error or another record.
//
// Route files take their handler types from these schemas (the TypeBox type
// provider). A node converted by the validation hook must therefore declare
// the converted type, not the string it is validated as: `parsedString` is
// the one place that pairs an `x-parse` kind with its conversion (`X_PARSE`,
// which validation.ts runs) and with the type the handler receives.
import { Type, type TUnsafe } from 'typebox';
import type { ErrorCode } from '../../errors/catalogue.ts';

/** The conversions the validation hook applies to a validated path or query string, by `x-parse` kind. */
export const X_PARSE = {
  int: (value: string): number => Number(value),
  bool: (value: string): boolean => value === 'true',
} as const;

export type ParseKind = keyof typeof X_PARSE;

/**
 * A path or query string schema (`type: 'string'`, its `checks`, then its
 * `notes`: `x-expect`, a description…) that the validation hook converts
 * after validating it: typed as what the handler receives (`int` → number,
 * `bool` → boolean).
 */
export function parsedString<K extends ParseKind>(
  kind: K,
  checks: Record<string, unknown>,
  notes: Record<string, unknown> = {},
): TUnsafe<ReturnType<(typeof X_PARSE)[K]>> {
  return Type.Unsafe<ReturnType<(typeof X_PARSE)[K]>>({ type: 'string', ...checks, 'x-parse': kind, ...notes });
}

/** The most digits of an id handed on as a number: every whole number of 15 digits is exact in one (2^53 has 16). */
const EXACT_DIGITS = 15;

/**
 * A positive whole number of at most `maxDigits` digits, as a path or query
 * string, handed on as a number. An id of more digits would be rounded to
 * another id (2^53 + 1 reads as 2^53): declare it with `bigintIdString`.
 */
export function idString(code: ErrorCode, maxDigits = 9, description?: string) {
  if (maxDigits > EXACT_DIGITS) throw new Error(`an id of ${maxDigits} digits is not exact as a number: use bigintIdString`);
  return parsedString(
    'int',
    { pattern: `^[1-9][0-9]{0,${maxDigits - 1}}$`, 'x-error-code': code },
    {
      'x-expect': `a positive whole number of at most ${maxDigits} digits`,
      ...(description ? { description } : {}),
    },
  );
}

/**
 * The decimal forms of 1 to `max` (digits, no leading zero) as one regular
 * expression's alternatives: shorter numbers, then at each digit of `max` a
 * smaller digit followed by any digits, then `max` itself. A column's bound
 * stated as a pattern, so a larger value is the field's 400, never a database error.
 */
export function digitsUpTo(max: string): string {
  const rest = (count: number) => (count === 0 ? '' : count === 1 ? '[0-9]' : `[0-9]{${count}}`);
  const alternatives = max.length > 1 ? [`[1-9][0-9]{0,${max.length - 2}}`] : [];
  for (let i = 0; i < max.length; i++) {
    const low = i === 0 ? 1 : 0;
    const high = Number(max[i]) - 1;
    if (high < low) continue;
    alternatives.push(`${max.slice(0, i)}${high === low ? low : `[${low}-${high}]`}${rest(max.length - i - 1)}`);
  }
  return [...alternatives, max].join('|');
}

/** The largest value PostgreSQL's `integer` and `bigint` columns hold. */
export const INT32_MAX = '2147483647';
export const INT64_MAX = '9223372036854775807';

/**
 * A positive whole number up to 9223372036854775807 (a `bigint` column, such
 * as a proof file's id), as a path or query string handed on as that string:
 * a JavaScript number would round it past 2^53. Published as a pattern of digits.
 */
export function bigintIdString(code: ErrorCode, description?: string) {
  return Type.String({
    pattern: `^(${digitsUpTo(INT64_MAX)})$`,
    'x-error-code': code,
    'x-expect': `a positive whole number up to ${INT64_MAX}`,
    ...(description ? { description } : {}),
  });
}

/**
 * A positive whole number up to 2147483647 (an `integer` column, such as an
 * order or item number), as a path or query string. A larger one is
 * malformed (the field's code), never a database error.
 */
export function int32IdString(code: ErrorCode, description?: string) {
  return parsedString(
    'int',
    { pattern: `^(${digitsUpTo(INT32_MAX)})$`, 'x-error-code': code },
    {
      'x-maximum': Number(INT32_MAX),
      'x-expect': `a positive whole number up to ${INT32_MAX}`,
      ...(description ? { description } : {}),
    },
  );
}
