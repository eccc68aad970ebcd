// Identity's back-office problems, one factory per case with its wording:
// throw sites pass the values, never a sentence. A missing partner is the
// shared `notFound('partner', id)` (errors/back-office.ts).
import { notFound } from '../errors/back-office.ts';
import { fieldProblem, inBody, problem } from '../errors/catalogue.ts';

/** Every certificate problem is about the body's pem. */
const pemProblem = (detail: string) => fieldProblem('invalid_request', detail, inBody('pem'));

/** Client certificates of mutual-TLS partners (mtls/). */
export const certificateErrors = {
  notFound: (id: number) => notFound('certificate', id),
  // What certificate-rules.ts finds wrong with a bundle; `position` is "certificate" or "chain certificate 2".
  noPem: () => pemProblem('pem must hold a PEM certificate (-----BEGIN CERTIFICATE-----).'),
  chainTooLong: (count: number, max: number) =>
    pemProblem(`The chain holds ${count} certificates; at most ${max} (the leaf included) are accepted.`),
  notIssuedByNext: (index: number) => pemProblem(`Certificate ${index} is not issued by chain certificate ${index + 1}.`),
  unreadable: (position: string) => pemProblem(`The ${position} is not a readable X.509 certificate.`),
  expired: (position: string, validTo: Date) => pemProblem(`The ${position} expired on ${validTo.toISOString()}.`),
  weakSignature: (position: string, hash: string | null) =>
    pemProblem(
      `The ${position} is signed with ${hash ?? 'an unsupported algorithm'}; SHA-256 or stronger (RSA PKCS#1 v1.5 or ECDSA) is required.`,
    ),
  shortRsaKey: (position: string, bits: number | undefined) =>
    pemProblem(`The ${position} has an RSA key of ${bits} bits; at least 2048 is required.`),
  weakCurve: (position: string, curve: string | undefined) =>
    pemProblem(`The ${position} uses the curve ${curve}; ECDSA keys must be P-256 or P-384.`),
  unsupportedKey: (position: string, keyType: string | undefined) =>
    pemProblem(`The ${position} has a ${keyType} key; RSA (2048 bits or more) or ECDSA P-256/P-384 is required.`),
  partnerOnBearerTokens: (partnerId: number) =>
    problem('conflict', `Partner ${partnerId} is onboarded to bearer tokens (IDP_M2M); set its authMethod to MTLS first.`),
  tooManyLive: (partnerId: number, max: number) =>
    problem('conflict', `Partner ${partnerId} already has ${max} live certificates; revoke one first.`),
  alreadyRegistered: () => problem('conflict', 'This certificate (or another with its subject and serial number) is already registered.'),
  revoked: (id: number) => problem('conflict', `Certificate ${id} is revoked; register a new one instead.`),
  alreadyRevoked: (id: number) => problem('conflict', `Certificate ${id} is already revoked.`),
};

/** A partner's machine method moves only while it holds no credential of the old one (mtls/method-rules.ts). */
export const methodErrors = {
  clientsHeld: (partnerId: number, clients: number) =>
    problem('conflict', `Partner ${partnerId} still holds ${clients} app client(s); revoke them before moving it to mutual TLS.`),
  certificatesHeld: (partnerId: number, certificates: number) =>
    problem('conflict', `Partner ${partnerId} still holds ${certificates} certificate(s); revoke them before moving it to bearer tokens.`),
};

/** Partner staff accounts (signin/). */
export const staffErrors = {
  notFound: (id: number) => notFound('staff account', id),
  emailTaken: (email: string) => problem('conflict', `A staff account with email ${email} exists.`),
};
