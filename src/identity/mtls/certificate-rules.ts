// What staff may register as a partner's client certificate: a PEM leaf,
// optionally followed by the chain that issued it (at most 4 certificates in
// all). Every certificate of the bundle must be in date, signed with SHA-256
// or stronger, and carry an RSA ≥ 2048 or ECDSA P-256/P-384 key. Pure: the
// clock is passed in.
import { X509Certificate } from 'node:crypto';
import * as x509 from '@peculiar/x509';
import { problem } from '../../errors/catalogue.ts';

export const MAX_CHAIN = 4;
const STRONG_HASHES = new Set(['SHA-256', 'SHA-384', 'SHA-512']);
const CURVES = new Set(['prime256v1', 'secp384r1']);
const PEM_BLOCK = /-----BEGIN CERTIFICATE-----[\s\S]+?-----END CERTIFICATE-----/g;

export interface ParsedCertificate {
  subjectDn: string;
  serialNumber: string;
  fingerprint: string;
  notBefore: Date;
  notAfter: Date;
  /** The leaf then its chain, normalised PEM: what the truststore is built from. */
  pem: string;
}

function refuse(detail: string): never {
  throw problem('invalid_request', detail);
}

/** The signature's hash; RSASSA-PSS and anything unknown count as weak (refused). */
function signatureHash(pem: string): string | null {
  const algorithm = new x509.X509Certificate(pem).signatureAlgorithm as { name: string; hash?: { name: string } };
  return algorithm.name === 'RSASSA-PKCS1-v1_5' || algorithm.name === 'ECDSA' ? (algorithm.hash?.name ?? null) : null;
}

function checkOne(pem: string, position: string, now: Date): X509Certificate {
  let cert: X509Certificate;
  let hash: string | null;
  try {
    cert = new X509Certificate(pem);
    hash = signatureHash(pem);
  } catch {
    return refuse(`The ${position} is not a readable X.509 certificate.`);
  }
  if (new Date(cert.validTo).getTime() <= now.getTime()) refuse(`The ${position} expired on ${new Date(cert.validTo).toISOString()}.`);
  if (!hash || !STRONG_HASHES.has(hash))
    refuse(
      `The ${position} is signed with ${hash ?? 'an unsupported algorithm'}; SHA-256 or stronger (RSA PKCS#1 v1.5 or ECDSA) is required.`,
    );
  const key = cert.publicKey;
  const details = key.asymmetricKeyDetails ?? {};
  if (key.asymmetricKeyType === 'rsa') {
    if ((details.modulusLength ?? 0) < 2048)
      refuse(`The ${position} has an RSA key of ${details.modulusLength} bits; at least 2048 is required.`);
  } else if (key.asymmetricKeyType === 'ec') {
    if (!CURVES.has(details.namedCurve ?? ''))
      refuse(`The ${position} uses the curve ${details.namedCurve}; ECDSA keys must be P-256 or P-384.`);
  } else {
    refuse(`The ${position} has a ${key.asymmetricKeyType} key; RSA (2048 bits or more) or ECDSA P-256/P-384 is required.`);
  }
  return cert;
}

export function parseCertificateBundle(text: string, now: Date): ParsedCertificate {
  const blocks = text.match(PEM_BLOCK) ?? [];
  if (blocks.length === 0) refuse('pem must hold a PEM certificate (-----BEGIN CERTIFICATE-----).');
  if (blocks.length > MAX_CHAIN)
    refuse(`The chain holds ${blocks.length} certificates; at most ${MAX_CHAIN} (the leaf included) are accepted.`);
  const certs = blocks.map((pem, i) => checkOne(pem, i === 0 ? 'certificate' : `chain certificate ${i + 1}`, now));
  const leaf = certs[0]!;
  // Each certificate must be issued by the next one, so the chain is the leaf's own.
  for (let i = 0; i + 1 < certs.length; i++) {
    if (!certs[i]!.checkIssued(certs[i + 1]!) || !certs[i]!.verify(certs[i + 1]!.publicKey))
      refuse(`Certificate ${i + 1} is not issued by chain certificate ${i + 2}.`);
  }
  return {
    subjectDn: leaf.subject,
    serialNumber: leaf.serialNumber,
    fingerprint: leaf.fingerprint256,
    notBefore: new Date(leaf.validFrom),
    notAfter: new Date(leaf.validTo),
    pem: certs.map((c) => c.toString().trim()).join('\n') + '\n',
  };
}
