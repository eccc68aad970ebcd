// fast-check arbitraries derived from the JSON schemas of an OpenAPI
// document: mostly values the schema accepts (so requests get past validation
// into the handlers), plus its boundaries and plain junk.
import fc from 'fast-check';

export type JsonSchema = Record<string, unknown> & {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  enum?: unknown[];
};

/** Values no schema expects: wrong types, extremes, text PostgreSQL cannot store. */
export const JUNK: unknown[] = [
  null,
  true,
  false,
  0,
  -1,
  1.5,
  2 ** 31,
  -(2 ** 31) - 1,
  2 ** 53 + 2,
  1e308,
  -1e308,
  '',
  ' ',
  '0',
  '-1',
  'x'.repeat(5000),
  '\u0000',
  'a\u0000b',
  '\ud800',
  'x\udfff',
  '💩',
  '%00',
  '../..',
  "1' OR '1'='1",
  [],
  [null],
  {},
  { a: { b: { c: [1] } } },
  'SLO_1',
  'SLS_1',
  '1e3',
  '0012',
];

export const junk = fc.constantFrom(...JUNK);

/**
 * Strings of any Unicode scalar values (what `fc.string({ unit: 'binary' })` draws). fast-check's own
 * 'binary' unit keeps a map from every one of the 1.1 million code points back to its index, made the
 * first time it is asked to map a value back (fc.oneof does): about 150 MB that stayed live in the test
 * worker for the rest of the run, marked by every full collection after the fuzz file.
 */
export function anyText(maxLength: number): fc.Arbitrary<string> {
  const scalar = fc.integer({ min: 0, max: 0x10ffff - 0x800 }).map(
    (n) => String.fromCodePoint(n < 0xd800 ? n : n + 0x800),
    (s) => {
      // The way back, for shrinking a value this did not draw (fc.oneof may ask).
      if (typeof s !== 'string' || [...s].length !== 1) throw new Error('not a single code point');
      const cp = s.codePointAt(0)!;
      if (cp >= 0xd800 && cp <= 0xdfff) throw new Error('a surrogate');
      return cp < 0xd800 ? cp : cp - 0x800;
    },
  );
  return fc.string({ unit: scalar, maxLength });
}

function isNullSchema(s: JsonSchema): boolean {
  return s.type === 'null';
}

function stringArb(schema: JsonSchema, idPool: string[]): fc.Arbitrary<string> {
  const maxLength = typeof schema.maxLength === 'number' ? schema.maxLength : 60;
  const minLength = typeof schema.minLength === 'number' ? schema.minLength : 0;
  const choices: Array<fc.WeightedArbitrary<string>> = [];
  if (Array.isArray(schema.enum)) choices.push({ arbitrary: fc.constantFrom(...(schema.enum as string[])), weight: 6 });
  if (typeof schema.const === 'string') choices.push({ arbitrary: fc.constant(schema.const), weight: 6 });
  if (typeof schema.pattern === 'string') {
    try {
      choices.push({ arbitrary: fc.stringMatching(new RegExp(schema.pattern)).filter((s) => s.length <= maxLength), weight: 4 });
    } catch {
      // A pattern fast-check cannot generate from: the other generators cover it.
    }
    if (idPool.length) choices.push({ arbitrary: fc.constantFrom(...idPool), weight: 3 });
  }
  switch (schema.format) {
    case 'date-time':
      choices.push({
        arbitrary: fc.date({ min: new Date('1990-01-01'), max: new Date('2100-01-01'), noInvalidDate: true }).map((d) => d.toISOString()),
        weight: 4,
      });
      break;
    case 'email':
      choices.push({ arbitrary: fc.emailAddress(), weight: 4 });
      break;
    case 'uri':
      // Not fc.webUrl(): its percent-encoded characters draw from the 'binary' unit (see anyText).
      choices.push({
        arbitrary: fc
          .tuple(fc.constantFrom('https', 'http'), fc.domain(), fc.stringMatching(/^(\/[A-Za-z0-9._~%-]{0,12}){0,3}$/))
          .map(([scheme, host, path]) => `${scheme}://${host}${path}`),
        weight: 4,
      });
      break;
  }
  choices.push(
    // Short strings mostly, but never shorter than the schema allows (a PKCE verifier needs 43).
    { arbitrary: fc.string({ minLength, maxLength: Math.max(minLength, Math.min(maxLength, 40)) }), weight: 3 },
    { arbitrary: anyText(20), weight: 1 },
    {
      arbitrary: fc.constantFrom('x'.repeat(maxLength), 'x'.repeat(maxLength + 1), '', 'US', 'OH', '43004', 'STOCK', 'POD', 'true'),
      weight: 1,
    },
  );
  return fc.oneof(...choices);
}

function integerArb(schema: JsonSchema, numberPool: number[]): fc.Arbitrary<number> {
  const min = typeof schema.minimum === 'number' ? schema.minimum : -(2 ** 31);
  const max = typeof schema.maximum === 'number' ? schema.maximum : 2 ** 31 - 1;
  return fc.oneof(
    { arbitrary: fc.integer({ min: Math.max(min, -100), max: Math.max(Math.max(min, -100), Math.min(max, 100)) }), weight: 3 },
    { arbitrary: fc.constantFrom(...(numberPool.length ? numberPool : [1])), weight: 3 },
    { arbitrary: fc.constantFrom(min, max, min - 1, max + 1, 0, 2 ** 31, 2 ** 53 + 2), weight: 1 },
  );
}

function numberArb(schema: JsonSchema): fc.Arbitrary<number> {
  const min = typeof schema.minimum === 'number' ? schema.minimum : -1e6;
  const max = typeof schema.maximum === 'number' ? schema.maximum : 1e6;
  return fc.oneof(
    { arbitrary: fc.double({ min, max, noNaN: true, noDefaultInfinity: true }), weight: 3 },
    { arbitrary: fc.constantFrom(min, max, 0, -0.0001, max * 10, 1e-300, 1e300), weight: 1 },
  );
}

export interface Pools {
  /** Real path/query id strings (`1`, `SLO_3`, …) so requests sometimes hit real records. */
  ids: string[];
  numbers: number[];
}

/** An arbitrary for values of `schema`; `depth` bounds nesting. */
export function valueArb(schema: JsonSchema | undefined, pools: Pools, depth = 0): fc.Arbitrary<unknown> {
  if (!schema || depth > 4) return junk;
  const branches = schema.anyOf ?? schema.oneOf;
  if (branches?.length) return fc.oneof(...branches.map((b) => valueArb(b, pools, depth + 1)));
  if (schema.allOf?.length) return valueArb({ ...schema, ...schema.allOf[0], allOf: undefined }, pools, depth + 1);
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  let typed: fc.Arbitrary<unknown>;
  switch (type) {
    case 'string':
      typed = stringArb(schema, pools.ids);
      break;
    case 'integer':
      typed = integerArb(schema, pools.numbers);
      break;
    case 'number':
      typed = numberArb(schema);
      break;
    case 'boolean':
      typed = fc.boolean();
      break;
    case 'array':
      typed = fc.array(valueArb(schema.items, pools, depth + 1), {
        maxLength: Math.min(typeof schema.maxItems === 'number' ? schema.maxItems : 4, 4),
      });
      break;
    case 'object':
      typed = objectArb(schema, pools, depth);
      break;
    default:
      typed = isNullSchema(schema) ? fc.constant(null) : junk;
  }
  return fc.oneof({ arbitrary: typed, weight: 40 }, { arbitrary: junk, weight: 1 });
}

export function objectArb(schema: JsonSchema, pools: Pools, depth = 0): fc.Arbitrary<Record<string, unknown>> {
  const properties = schema.properties ?? {};
  const required = new Set(schema.required ?? []);
  const names = Object.keys(properties);
  const record = fc.record(Object.fromEntries(names.map((name) => [name, valueArb(properties[name], pools, depth + 1)])), {
    requiredKeys: names.filter((n) => required.has(n)),
  }) as fc.Arbitrary<Record<string, unknown>>;
  return fc.oneof(
    { arbitrary: record, weight: 20 },
    // Occasionally a required field is missing or an unknown one is added.
    {
      arbitrary: fc
        .tuple(record, fc.constantFrom(...(names.length ? names : ['x'])))
        .map(([r, drop]) => Object.fromEntries(Object.entries(r).filter(([k]) => k !== drop))),
      weight: 1,
    },
    { arbitrary: fc.tuple(record, junk).map(([r, v]) => ({ ...r, unexpectedField: v })), weight: 1 },
  );
}
