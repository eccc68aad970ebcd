// What staff may register as a partner's client certificate: a PEM leaf,
// optionally followed by the chain that issued it (at most 4 certificates in
// all). Every certificate of the bundle must be in date, signed with SHA-256
// or stronger, and carry an RSA ≥ 2048 or ECDSA P-256/P-384 key. Pure: the
// clock is passed in.
import { X509Certificate } from 'node:crypto';
import * as x509 from '@peculiar/x509';
import { certificateErrors } from '../errors.ts';
import { pemBlocks } from './pem-blocks.ts';

const STRONG_HASHES = new Set(['SHA-256', 'SHA-384', 'SHA-512']);
const CURVES = new Set(['prime256v1', 'secp384r1']);

export interface ParsedCertificate {
  subjectDn: string;
  serialNumber: string;
  fingerprint: string;
  notBefore: Date;
  notAfter: Date;
  /** The leaf then its chain, normalised PEM: what the truststore is built from. */
  pem: string;
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
    throw certificateErrors.unreadable(position);
  }
  if (new Date(cert.validTo).getTime() <= now.getTime()) throw certificateErrors.expired(position, new Date(cert.validTo));
  if (!hash || !STRONG_HASHES.has(hash)) throw certificateErrors.weakSignature(position, hash);
  const key = cert.publicKey;
  const details = key.asymmetricKeyDetails ?? {};
  if (key.asymmetricKeyType === 'rsa') {
    if ((details.modulusLength ?? 0) < 2048) throw certificateErrors.shortRsaKey(position, details.modulusLength);
  } else if (key.asymmetricKeyType === 'ec') {
    if (!CURVES.has(details.namedCurve ?? '')) throw certificateErrors.weakCurve(position, details.namedCurve);
  } else {
    throw certificateErrors.unsupportedKey(position, key.asymmetricKeyType);
  }
  return cert;
}

export function parseCertificateBundle(text: string, now: Date): ParsedCertificate {
  const certs = pemBlocks(text).map((pem, i) => checkOne(pem, i === 0 ? 'certificate' : `chain certificate ${i + 1}`, now));
  const leaf = certs[0]!;
  // Each certificate must be issued by the next one, so the chain is the leaf's own.
  for (let i = 0; i + 1 < certs.length; i++) {
    if (!certs[i]!.checkIssued(certs[i + 1]!) || !certs[i]!.verify(certs[i + 1]!.publicKey)) throw certificateErrors.notIssuedByNext(i + 1);
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
