// Pure rules of storefront users that the platform itself enforces. A
// refusal is `monolith_rejected` with a fixed message: the submitted values
// are never echoed (they may be personal data).
import { userErrors } from './errors.ts';

const EMAIL = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

/** Throws `monolith_rejected` when the platform would refuse these values. */
export function checkPlatformRules(values: { email?: string | null; firstName?: string | null; lastName?: string | null }): void {
  const badEmail = typeof values.email === 'string' && (values.email.length > 254 || !EMAIL.test(values.email));
  const blank = (v: string | null | undefined) => typeof v === 'string' && v.trim() === '';
  const refused = [
    ...(badEmail ? ['email'] : []),
    ...(blank(values.firstName) ? ['firstName'] : []),
    ...(blank(values.lastName) ? ['lastName'] : []),
  ];
  // The fields are named (every one refused); their values never are.
  if (refused.length) throw userErrors.monolithRejected(refused);
}

/** Collapses duplicates, keeping first-seen order. */
export function uniqueIds(ids: number[]): number[] {
  return [...new Set(ids)];
}
