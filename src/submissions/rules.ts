// Pure rules of an order submission: the body rules a schema cannot state,
// and the canonical form that decides whether a resubmission is identical.
import { createHash } from 'node:crypto';
import { submissionErrors } from './errors.ts';
import { RESERVED_VARIABLE_KEYS, type OrderBody } from './schemas.ts';

/**
 * Ship-to placement (exactly one: the order's, or every line's own),
 * partnerLineId unique in the request, and the reserved template-variable
 * keys checked as own keys (JSON.parse makes `"__proto__"` an own key, which
 * `in`-based checks and some validators miss).
 */
export function checkOrderRules(body: OrderBody): void {
  const withShipTo = body.lines.filter((line) => line.shipTo !== undefined).length;
  if (body.shipTo !== undefined && withShipTo > 0) {
    throw submissionErrors.shipToTwice();
  }
  if (body.shipTo === undefined && withShipTo === 0) {
    throw submissionErrors.shipToMissing();
  }
  if (body.shipTo === undefined && withShipTo < body.lines.length) {
    const index = body.lines.findIndex((line) => line.shipTo === undefined);
    throw submissionErrors.lineShipToMissing(index);
  }
  const seen = new Set<string>();
  body.lines.forEach((line, index) => {
    if (seen.has(line.partnerLineId)) {
      throw submissionErrors.partnerLineIdRepeated(index, line.partnerLineId);
    }
    seen.add(line.partnerLineId);
    const keys = line.templateVariables ? Object.keys(line.templateVariables) : [];
    const reserved = keys.find((key) => (RESERVED_VARIABLE_KEYS as readonly string[]).includes(key));
    if (reserved !== undefined) throw submissionErrors.reservedVariableKey(index, reserved);
  });
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
