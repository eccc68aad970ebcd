// Reference data for destinations and origins, from maintained packages (no
// hand-typed lists): ISO 3166-1 alpha-2 countries and ISO 3166-2
// subdivisions from `iso-3166`, postal-code formats from `postcode-validator`.
import { iso31661, iso31662 } from 'iso-3166';
import { postcodeValidator, postcodeValidatorExistsForCountry } from 'postcode-validator';

const COUNTRIES = new Set(iso31661.map((c) => c.alpha2));

/** Subdivision code → its parent (a country code or another subdivision code). */
const PARENT = new Map(iso31662.map((s) => [s.code, s.parent]));

/** Countries with at least one ISO 3166-2 subdivision. */
const WITH_SUBDIVISIONS = new Set(iso31662.map((s) => s.code.slice(0, 2)));

/** `US` → true. Expects an upper-case two-letter code. */
export function isCountry(code: string): boolean {
  return COUNTRIES.has(code);
}

export function hasSubdivisions(country: string): boolean {
  return WITH_SUBDIVISIONS.has(country);
}

/**
 * Resolves a state within a country to its full ISO 3166-2 code: `OH` or
 * `US-OH` within `US` → `US-OH`; case-insensitive. Undefined when the country
 * has no such subdivision (a code of another country never resolves).
 */
export function resolveSubdivision(country: string, state: string): string | undefined {
  const upper = state.toUpperCase();
  if (upper === '') return undefined;
  const code = upper.startsWith(`${country}-`) ? upper : `${country}-${upper}`;
  return PARENT.has(code) ? code : undefined;
}

/** The subdivision and every subdivision above it: `GB-LND` → [`GB-LND`, `GB-ENG`]. */
export function subdivisionAncestry(code: string): string[] {
  const chain: string[] = [];
  let current: string | undefined = code;
  while (current && PARENT.has(current) && !chain.includes(current)) {
    chain.push(current);
    current = PARENT.get(current);
  }
  return chain;
}

/** True when the package knows a postal-code format for the country. */
export function hasPostalFormat(country: string): boolean {
  return postcodeValidatorExistsForCountry(country);
}

/**
 * The postal code, as given, against the country's format. Countries without
 * a known format accept any value (including none).
 */
export function isValidPostalCode(country: string, postalCode: string): boolean {
  if (!hasPostalFormat(country)) return true;
  return postcodeValidator(postalCode, country);
}
