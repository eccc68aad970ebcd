// Date-time inputs as the service holds them. RFC 3339 lets a client write
// an instant with any offset up to ±23:59, either case of `T` and `Z`, and
// any number of fractional digits; PostgreSQL refuses an offset past ±15:59
// ("time zone displacement out of range"), rounds past microseconds (a
// .9999999 at the end of 9999 rounds into a year it cannot show), and writes
// no year 0 the way it reads one. So the validation hook checks every
// `format: date-time` value against the range below and hands the service
// the same instant written in one form, UTC with `Z`: nothing downstream
// (a query parameter, `new Date`, a comparison of two strings) sees an offset.
import { fullFormats } from 'ajv-formats/dist/formats.js';
import type { ValidateFunction } from 'ajv';

/** The instants the service takes: the years RFC 3339 writes in four digits that PostgreSQL also holds, in UTC. */
export const FIRST_INSTANT = '0001-01-01T00:00:00Z';
export const LAST_INSTANT = '9999-12-31T23:59:59.999999Z';

const rfc3339 = fullFormats['date-time'] as { validate: (text: string) => boolean; compare: (a: string, b: string) => number | undefined };

// RFC 3339's grammar (§5.6): `T` (or `t`) between date and time, an offset as ±hh:mm. The format check it follows
// (ajv-formats') also takes a space and ±hhmm or ±hh, which are not RFC 3339: refused here.
const PARTS = /^(\d{4})-(\d\d)-(\d\d)[Tt](\d\d):(\d\d):(\d\d)(?:\.(\d+))?(?:[Zz]|([+-])(\d\d):(\d\d))$/;

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/**
 * `text`, an RFC 3339 date-time (as the `date-time` format accepts it), as
 * the same instant in UTC (`2026-10-28T04:04:34.5Z`), its fraction cut to
 * microseconds; null when the instant falls outside FIRST_INSTANT..LAST_INSTANT.
 * A leap second (23:59:60) reads as the next minute's first instant, as
 * PostgreSQL reads it.
 */
export function utcDateTime(text: string): string | null {
  const m = PARTS.exec(text);
  if (!m) return null;
  const at = new Date(0);
  // setUTCFullYear, not Date.UTC: Date.UTC reads years 0 to 99 as 1900 to 1999.
  at.setUTCFullYear(Number(m[1]), Number(m[2]) - 1, Number(m[3]));
  const offset = m[8] ? (m[8] === '-' ? -1 : 1) * (Number(m[9]) * 60 + Number(m[10])) : 0;
  at.setUTCHours(Number(m[4]), Number(m[5]) - offset, Number(m[6]), 0);
  const year = at.getUTCFullYear();
  if (year < 1 || year > 9999) return null;
  const fraction = m[7] ? `.${m[7].slice(0, 6)}` : '';
  return (
    `${pad(year, 4)}-${pad(at.getUTCMonth() + 1)}-${pad(at.getUTCDate())}` +
    `T${pad(at.getUTCHours())}:${pad(at.getUTCMinutes())}:${pad(at.getUTCSeconds())}${fraction}Z`
  );
}

/** The `date-time` format the validator checks: RFC 3339 (ajv-formats' full check) and an instant the service holds. */
export const dateTimeFormat = {
  type: 'string',
  validate: (text: string) => rfc3339.validate(text) && utcDateTime(text) !== null,
  compare: rfc3339.compare,
} as const;

type Schema = Record<string, unknown>;

const mentions = new WeakMap<object, boolean>();

/** Whether a date-time format appears anywhere in `schema` (cached: most request schemas have none). */
function hasDateTime(schema: unknown): boolean {
  if (!schema || typeof schema !== 'object') return false;
  let known = mentions.get(schema);
  if (known === undefined) {
    mentions.set(schema, false);
    const node = schema as Schema;
    known =
      node.format === 'date-time' ||
      Object.values((node.properties ?? {}) as Record<string, unknown>).some(hasDateTime) ||
      hasDateTime(node.items) ||
      hasDateTime(node.additionalProperties) ||
      ['anyOf', 'oneOf', 'allOf'].some((key) => ((node[key] ?? []) as unknown[]).some(hasDateTime));
    mentions.set(schema, known);
  }
  return known;
}

/**
 * `value`, validated against `schema`, with every date-time in it written as
 * its UTC instant (objects and arrays changed in place). A union's branch is
 * followed only where the value matches it (`matches`), so a string another
 * branch declares plain is left as sent.
 */
export function normaliseDateTimes(schema: unknown, value: unknown, matches: (schema: object) => ValidateFunction): unknown {
  if (!hasDateTime(schema)) return value;
  const node = schema as Schema;
  if (typeof value === 'string') {
    if (node.format === 'date-time') return utcDateTime(value) ?? value;
  } else if (Array.isArray(value)) {
    if (node.items) for (let i = 0; i < value.length; i++) value[i] = normaliseDateTimes(node.items, value[i], matches);
  } else if (value && typeof value === 'object') {
    const properties = (node.properties ?? {}) as Record<string, unknown>;
    const record = value as Record<string, unknown>;
    for (const key of Object.keys(record)) {
      const child = Object.hasOwn(properties, key) ? properties[key] : node.additionalProperties;
      if (child && typeof child === 'object') record[key] = normaliseDateTimes(child, record[key], matches);
    }
  }
  let result = value;
  for (const branch of (node.allOf ?? []) as object[]) result = normaliseDateTimes(branch, result, matches);
  for (const key of ['anyOf', 'oneOf'] as const) {
    const branch = ((node[key] ?? []) as object[]).find((b) => hasDateTime(b) && matches(b)(result));
    if (branch) result = normaliseDateTimes(branch, result, matches);
  }
  return result;
}
