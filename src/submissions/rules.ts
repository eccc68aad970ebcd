// Pure rules of an order submission: the body rules a schema cannot state,
// and the canonical form that decides whether a resubmission is identical.
import { createHash } from 'node:crypto';
import { allFieldProblems, type ApiError } from '../errors/catalogue.ts';
import { submissionErrors } from './errors.ts';
import { isCountry } from '../shipping/reference.ts';
import { RESERVED_VARIABLE_KEYS, type OrderBody } from './schemas.ts';

/**
 * Ship-to placement (exactly one: the order's, or every line's own), each
 * address's country an assigned ISO 3166-1 code, partnerLineId unique in the request, and the reserved template-variable
 * keys checked as own keys (JSON.parse makes `"__proto__"` an own key, which
 * `in`-based checks and some validators miss). Every broken rule is listed in
 * the problem's `errors`; the first answers with its detail.
 */
export function checkOrderRules(body: OrderBody): void {
  const found: ApiError[] = [];
  const withShipTo = body.lines.flatMap((line, index) => (line.shipTo !== undefined ? [index] : []));
  if (body.shipTo !== undefined && withShipTo.length > 0) found.push(submissionErrors.shipToTwice(withShipTo));
  if (body.shipTo === undefined && withShipTo.length === 0) found.push(submissionErrors.shipToMissing());
  if (body.shipTo === undefined && withShipTo.length > 0) {
    body.lines.forEach((line, index) => {
      if (line.shipTo === undefined) found.push(submissionErrors.lineShipToMissing(index));
    });
  }
  // ISO 3166-1 alpha-2, as the shipping quote holds it (any case): an order to an unassigned code could never ship.
  const country = (address: { country: string } | undefined, ...path: Array<string | number>) => {
    if (address !== undefined && !isCountry(address.country.toUpperCase()))
      found.push(submissionErrors.unknownCountry(address.country, path));
  };
  country(body.shipTo, 'shipTo');
  country(body.billTo, 'billTo');
  const seen = new Set<string>();
  body.lines.forEach((line, index) => {
    country(line.shipTo, 'lines', index, 'shipTo');
    if (seen.has(line.partnerLineId)) found.push(submissionErrors.partnerLineIdRepeated(index, line.partnerLineId));
    seen.add(line.partnerLineId);
    const keys = line.templateVariables ? Object.keys(line.templateVariables) : [];
    for (const key of keys) {
      if ((RESERVED_VARIABLE_KEYS as readonly string[]).includes(key)) found.push(submissionErrors.reservedVariableKey(index, key));
    }
  });
  const refused = allFieldProblems(found);
  if (refused) throw refused;
}

/**
 * JSON with object keys sorted at every level: the same value always gives
 * the same text. Stored digests are of this text, so it never changes: a
 * value JSON.parse can make gives JSON.stringify's text with each object's
 * keys in code-unit order. Built in one pass (keys sorted where they are,
 * no arrays of parts): every POST /v1/orders digests its body, and the
 * map-sort-join form took 5.8 µs for a five-line order against 3.8.
 */
export function canonicalJson(value: unknown): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value);
  if (Array.isArray(value)) {
    let text = '[';
    for (let i = 0; i < value.length; i++) {
      if (i > 0) text += ',';
      // An element JSON cannot write (undefined, a function) or a hole adds nothing, as Array#join has it.
      text += canonicalJson(value[i]) ?? '';
    }
    return `${text}]`;
  }
  const keys = sortedInPlace(Object.keys(value));
  let text = '{';
  for (let i = 0; i < keys.length; i++) {
    const key = keys[i]!;
    if (i > 0) text += ',';
    text += `${JSON.stringify(key)}:${canonicalJson((value as Record<string, unknown>)[key])}`;
  }
  return `${text}}`;
}

/** Array#sort's order for distinct strings (UTF-16 code units); a few keys without its work copy. */
function sortedInPlace(keys: string[]): string[] {
  if (keys.length > 16) return keys.sort();
  for (let i = 1; i < keys.length; i++) {
    const key = keys[i]!;
    let j = i - 1;
    while (j >= 0 && keys[j]! > key) {
      keys[j + 1] = keys[j]!;
      j--;
    }
    keys[j + 1] = key;
  }
  return keys;
}

/** The digest two bodies are compared by: equal exactly when they are the same JSON value. */
export function requestDigest(body: unknown): string {
  return createHash('sha256').update(canonicalJson(body)).digest('hex');
}
