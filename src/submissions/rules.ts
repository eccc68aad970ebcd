// Pure rules of an order submission: the body rules a schema cannot state,
// and the canonical form that decides whether a resubmission is identical.
import { createHash } from 'node:crypto';
import { allFieldProblems, type ApiError } from '../errors/catalogue.ts';
import { submissionErrors } from './errors.ts';
import { RESERVED_VARIABLE_KEYS, type OrderBody } from './schemas.ts';

/**
 * Ship-to placement (exactly one: the order's, or every line's own),
 * partnerLineId unique in the request, and the reserved template-variable
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
  const seen = new Set<string>();
  body.lines.forEach((line, index) => {
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

/** JSON with object keys sorted at every level: the same value always gives the same text. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.keys(value)
      .sort()
      .map((key) => `${JSON.stringify(key)}:${canonicalJson((value as Record<string, unknown>)[key])}`);
    return `{${entries.join(',')}}`;
  }
  return JSON.stringify(value);
}

/** The digest two bodies are compared by: equal exactly when they are the same JSON value. */
export function requestDigest(body: unknown): string {
  return createHash('sha256').update(canonicalJson(body)).digest('hex');
}
