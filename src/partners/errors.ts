// The partners' back-office problems, one factory per case with its wording:
// throw sites pass the values, never a sentence.
import { notFound } from '../errors/back-office.ts';
import { fieldProblem, inBody, problem } from '../errors/catalogue.ts';

export const partnerErrors = {
  notFound: (partnerId: number) => notFound('partner', partnerId),
  /** `index`: where the value is in the body's capabilities. */
  unknownScope: (value: string, scopes: readonly string[], index: number) =>
    fieldProblem(
      'invalid_request',
      `Unknown scope '${value}'. Scopes: ${scopes.join(', ')} (or their short form, e.g. sites:read).`,
      inBody('capabilities', index),
    ),
  noGrant: (partnerId: number, siteId: number) => problem('not_found', `Partner ${partnerId} holds no grant on site ${siteId}.`),
  onMutualTls: (partnerId: number) =>
    problem('conflict', `Partner ${partnerId} is onboarded to mutual TLS: it holds certificates, not app clients.`),
  tooManyClients: (partnerId: number, max: number) =>
    problem('conflict', `Partner ${partnerId} already has ${max} live app clients; revoke one first.`),
  clientNotFound: (clientId: string) => notFound('app client', clientId),
};
