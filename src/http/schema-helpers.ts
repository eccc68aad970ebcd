// Schema builders for the shapes every route repeats. `x-error-code` names the
// spec's code for the field; `x-expect` says in words what a valid value is
// (the 400's detail uses it). Path and query strings (ids, booleans) are
// declared in validation/parsed-strings.ts, re-exported here.
//
// Route files take their handler types from these schemas (the TypeBox type
// provider, `withTypeProvider<TypeBoxTypeProvider>()`).
import { Type, type Static, type TSchema, type TUnsafe } from 'typebox';
import type { ErrorCode } from '../errors/catalogue.ts';
import type { PageRule } from './cursor.ts';
import { problemEntries, type ProblemEntry } from './responses/problem-codes.ts';
import { X_COMPONENT } from './openapi/components.ts';
import { parsedString } from './validation/parsed-strings.ts';

export {
  bigintIdString,
  digitsUpTo,
  idString,
  INT32_MAX,
  INT64_MAX,
  int32IdString,
  type ParseKind,
  parsedString,
  X_PARSE,
} from './validation/parsed-strings.ts';

/** `limit`: a positive whole number; the route caps or rejects values above its maximum. */
export function limitQuery(defaultLimit: number, max: number, overflow: 'capped' | 'rejected') {
  return Type.Optional(
    parsedString(
      'int',
      // Capped: any whole number from 1, however many digits (one past 2^53 reads as a larger number, capped all the same).
      { pattern: overflow === 'capped' ? '^[1-9][0-9]*$' : '^[1-9][0-9]{0,8}$' },
      {
        'x-expect': overflow === 'capped' ? 'a whole number from 1' : `a whole number from 1 to ${max}`,
        // Published as the bound: a rejected overflow is refused above `max`.
        ...(overflow === 'rejected' ? { 'x-maximum': max } : {}),
        description: `Page size, default ${defaultLimit}, maximum ${max} (above it: ${overflow}).`,
      },
    ),
  );
}

/** `limit` for a listing whose page size is declared once as a `PageRule` (the service applies the same rule). */
export function pageLimitQuery(rule: PageRule) {
  return limitQuery(rule.default, rule.max, rule.overflow);
}

export const cursorQuery = Type.Optional(
  Type.String({
    minLength: 1,
    maxLength: 2048,
    'x-error-code': 'invalid_cursor',
    description: "Opaque cursor from the previous page's nextCursor, passed back exactly.",
  }),
);

/** `true` or `false` exactly, as a query string. */
export function booleanQuery(code: ErrorCode) {
  return parsedString('bool', { enum: ['true', 'false'], 'x-error-code': code }, { 'x-expect': 'true or false' });
}

/**
 * The schema with an example, checked against it by the compiler. The API
 * reference page shows it, and `npm run lint:openapi` requires one on every
 * request body and success response.
 */
export function withExample<T extends TSchema>(schema: T, example: Static<T>): T {
  // Copy with descriptors: TypeBox marks its schemas with non-enumerable keys that a spread would drop.
  const copy = Object.defineProperties({}, Object.getOwnPropertyDescriptors(schema)) as T;
  return Object.assign(copy, { examples: [example] });
}

/**
 * The schema published as a named component (`#/components/schemas/<name>`,
 * components.ts): a resource's schema, declared once where it is defined.
 * Validation and serialisation are unchanged (`x-component` is a keyword
 * they ignore).
 */
export function named<T extends TSchema>(name: string, schema: T): T {
  const copy = Object.defineProperties({}, Object.getOwnPropertyDescriptors(schema)) as T;
  return Object.assign(copy, { [X_COMPONENT]: name });
}

/** A response header as the document publishes it. */
export interface ResponseHeader {
  type: 'string' | 'integer';
  description: string;
}

/**
 * A response schema with the headers the route sets on it, published on the
 * response (validation and serialisation ignore them).
 */
export function withHeaders<T extends TSchema>(schema: T, headers: Record<string, ResponseHeader>): T {
  const copy = Object.defineProperties({}, Object.getOwnPropertyDescriptors(schema)) as T;
  return Object.assign(copy, { headers });
}

/**
 * A back-office success answer: the schema it is published and checked with
 * (the area's admin/answers.ts, the handler's return type through the type
 * provider) and an example (the document publishes the recorded answer where
 * there is one: docs/examples/admin.json).
 */
export function answer<T extends TSchema>(schema: T, example: Record<string, unknown>): T {
  const copy = Object.defineProperties({}, Object.getOwnPropertyDescriptors(schema)) as T;
  return Object.assign(copy, { examples: [example] });
}

/**
 * A success response passed through as rendered, documented by an example
 * (the MCP endpoint's JSON-RPC answer).
 */
export function okExample(example: Record<string, unknown>, description = 'Success') {
  return { type: 'object', additionalProperties: true, description, examples: [example] } as const;
}

/** A success answered with no body (204): the handler sends nothing (`reply.code(204).send()`). */
export const noContent = Type.Unsafe<void>({ type: 'null', description: 'No content' });

/**
 * `siteId` in a body: a present value that is not a positive int32 is
 * `invalid_site_id`; a missing one is a body failure like any missing field
 * (the code sits on the inner schema, as on the shipping quote).
 */
export const BodySiteId = Type.Unsafe<number>({
  allOf: [{ type: 'integer', minimum: 1, maximum: 2147483647, 'x-error-code': 'invalid_site_id' }],
  description: 'A granted site.',
});

export const DateTime = Type.String({ format: 'date-time' });

// Fields many records publish with one meaning, declared once with their description; a field
// meaning something else in a schema says so with a description of its own.

/** A record's `siteId`: the words, for a schema with bounds of its own, and the field. */
/**
 * A page a person may open from what we serve (a storefront, a carrier's
 * tracking page): an absolute http or https URL with a host. Any other scheme
 * (`javascript:`, `data:`) would run or show in whoever renders it as a link.
 */
export function WebUrl(maxLength: number, description: string) {
  return Type.String({
    format: 'uri',
    pattern: '^[Hh][Tt][Tt][Pp][Ss]?://[^/?#@\\s]',
    maxLength,
    'x-expect': `an absolute http or https URL of at most ${maxLength} characters`,
    description,
  });
}

export const SITE_ID = 'The site the record belongs to (a granted site).';
export const SiteIdField = Type.Integer({ description: SITE_ID });
/** A record's `createdOn` (and a back-office record's `createdAt`, in the same words). */
export const CreatedOn = Type.String({ format: 'date-time', description: 'When the record was created (ISO 8601 UTC).' });
/** A record's `updatedOn` (and a back-office record's `updatedAt`). */
export const UpdatedOn = Type.String({ format: 'date-time', description: 'When the record last changed (ISO 8601 UTC).' });
/** A partner page's `nextCursor`. */
export const NextCursor = Nullable(Type.String(), {
  description: 'Cursor of the next page, passed back exactly as received; null on the last page (end the loop only on null).',
});

/** A person's and an address's fields wherever a record has them, whatever their bounds: `description: CONTACT.email`. */
export const CONTACT = {
  email: 'Email address.',
  phone: 'Phone number.',
  company: 'Company name.',
  firstName: 'First name.',
  lastName: 'Last name.',
  address1: 'First street line.',
  address2: 'Second street line.',
  city: 'City.',
  state: 'State or region (a code, resolved within the country).',
  postalCode: 'Postal code.',
  country: 'Country, ISO 3166-1 alpha-2 (exactly 2 characters).',
  zip: 'Postal code.',
  countryCode: 'Country, ISO abbreviation.',
  stateCode: 'State, as a code.',
} as const;

export const DecimalString = Type.String({
  pattern: '^-?[0-9]+(\\.[0-9]+)?$',
  description: 'Exact decimal amount as a string.',
  'x-expect': 'a decimal amount as a string, e.g. "12.50"',
});

/**
 * A decimal string a `numeric(precision, scale)` column holds: at most
 * precision − scale digits before the point and `scale` after it, so a value
 * the column would overflow or round is refused by the schema (400 with the
 * route's code), never a 500 or a silent rounding. `signed` allows a leading minus.
 */
export function numericString(precision: number, scale: number, options: { signed?: boolean; description?: string } = {}) {
  const digits = precision - scale;
  return Type.String({
    pattern: `^${options.signed ? '-?' : ''}[0-9]{1,${digits}}(\\.[0-9]{1,${scale}})?$`,
    description: options.description ?? `Exact decimal amount as a string: at most ${digits} digits before the point and ${scale} after.`,
    'x-expect': `a ${options.signed ? 'signed ' : ''}decimal string with at most ${digits} digits before the point and ${scale} after, e.g. "12.50"`,
  });
}

/**
 * One of the given strings, as `anyOf` of `const` nodes (what
 * `Type.Union(values.map(Type.Literal))` emits), typed as their union: a
 * union built from a mapped array would otherwise be typed `never`.
 */
export function oneOfLiterals<const T extends readonly string[]>(values: T, options?: Record<string, unknown>): TUnsafe<T[number]> {
  return Type.Unsafe<T[number]>(
    Type.Union(
      values.map((value) => Type.Literal(value)),
      options,
    ),
  );
}

/**
 * One of the given strings as one `enum`, described: the form the published
 * document gives `oneOfLiterals` (generator-friendly.ts mends an `anyOf` of
 * constants into an `enum`, after any description the union carried), with
 * the description after the values. For answers, whose schema only checks.
 */
export function describedLiterals<const T extends readonly string[]>(values: T, description: string): TUnsafe<T[number]> {
  return Type.Unsafe<T[number]>({ type: 'string', enum: [...values], description });
}

/** An array of `items`, typed read-only: a response may pass on a shared, frozen array as it is. */
export function ReadonlyArray<T extends TSchema>(items: T, options?: Record<string, unknown>): TUnsafe<readonly Static<T>[]> {
  return Type.Unsafe<readonly Static<T>[]>(Type.Array(items, options));
}

export function Nullable<T extends TSchema>(schema: T, options: { description?: string } = {}) {
  return Type.Union([schema, Type.Null()], options);
}

/** The RFC 9457 problem document every error answers with. */
export const ProblemSchema = Type.Object(
  {
    type: Type.Literal('about:blank', { description: 'Always `about:blank`.' }),
    title: Type.String({ description: 'Short summary of the HTTP status.' }),
    status: Type.Integer({ description: 'The HTTP status.' }),
    code: Type.String({ description: 'Stable machine-readable identifier; branch on this.' }),
    detail: Type.String({ description: 'Human-readable, may be reworded, never parsed.' }),
    requestId: Type.String({ description: 'Request id for escalation.' }),
    errors: Type.Optional(
      Type.Array(
        Type.Object(
          {
            in: Type.Union([Type.Literal('path'), Type.Literal('query'), Type.Literal('body')], {
              description: 'Where the field is: a path parameter, a query parameter or the JSON body.',
            }),
            field: Type.String({
              description:
                "The field's name: the parameter's name, or the body field's path in the notation of submission errors (`shipTo.postalCode`, `lines[0].quantity`).",
            }),
            pointer: Type.Optional(
              Type.String({
                description: 'Body fields only: the JSON Pointer to the field, as a URI fragment (RFC 9457 §3), e.g. `#/lines/0/quantity`.',
              }),
            ),
            detail: Type.String({ description: "What is wrong with the field (the first entry's words are the problem's `detail`)." }),
          },
          { additionalProperties: false },
        ),
        {
          description:
            'Extension member (RFC 9457 §3.2): the request fields a problem is about, on every 400 about a field (the request checks and the rules a schema cannot state) and on the 422s about one (`quote_invalid`, `unknown_country_code`, `segment_not_on_site`, ...); every invalid field of the request part that failed first (path, then query, then body) is listed, the first being the one `detail` describes. Absent when the problem is about no one field (a body that is not JSON).',
        },
      ),
    ),
  },
  { $id: 'Problem', description: 'RFC 9457 problem document' },
);

/**
 * The problems a route's own service can answer, declared next to the route:
 * `...problems('order_not_found', 'proof_not_pending_review')` gives a
 * Problem response under each code's catalogue status, listing its codes.
 * The host adds what its mechanisms answer on every route (validation,
 * authentication, limits, scope, 500/503: problem-codes.ts); in tests an
 * error answer whose code the route does not list fails (response-check.ts).
 */
export function problems(...codes: ErrorCode[]): Record<number, ProblemEntry> {
  return problemEntries(codes);
}
