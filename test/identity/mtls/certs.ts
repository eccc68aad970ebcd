// Certificates the mTLS tests make for themselves: self-signed leaves, a
// small CA issuing leaves, long chains, and the weak or expired kinds the
// back office must refuse.
import { webcrypto } from 'node:crypto';
import * as x509 from '@peculiar/x509';

x509.cryptoProvider.set(webcrypto as Crypto);

export type KeyKind = 'rsa2048' | 'rsa1024' | 'p256' | 'p384' | 'p521';
type Algorithm = RsaHashedKeyGenParams | (EcKeyGenParams & { hash: string });

function algorithm(kind: KeyKind, hash: string): Algorithm {
  if (kind.startsWith('rsa'))
    return { name: 'RSASSA-PKCS1-v1_5', hash, publicExponent: new Uint8Array([1, 0, 1]), modulusLength: Number(kind.slice(3)) };
  return { name: 'ECDSA', namedCurve: `P-${kind.slice(1)}`, hash };
}

export interface TestCert {
  certPem: string;
  keyPem: string;
  cert: x509.X509Certificate;
  keys: CryptoKeyPair;
  alg: Algorithm;
}

export interface CertOptions {
  cn?: string;
  kind?: KeyKind;
  hash?: string;
  notBefore?: Date;
  notAfter?: Date;
  /** Signs with this CA instead of the certificate's own key. */
  issuer?: TestCert;
  isCa?: boolean;
}

let serial = 1;
const DAY = 86_400_000;

async function keyPem(keys: CryptoKeyPair): Promise<string> {
  const der = Buffer.from(await webcrypto.subtle.exportKey('pkcs8', keys.privateKey)).toString('base64');
  return `-----BEGIN PRIVATE KEY-----\n${der.match(/.{1,64}/g)!.join('\n')}\n-----END PRIVATE KEY-----\n`;
}

export async function makeCert(options: CertOptions = {}): Promise<TestCert> {
  const alg = algorithm(options.kind ?? 'p256', options.hash ?? 'SHA-256');
  const keys = (await webcrypto.subtle.generateKey(alg, true, ['sign', 'verify'])) as CryptoKeyPair;
  const name = `CN=${options.cn ?? `partner-${serial}`}, O=Test Partner`;
  const extensions: x509.Extension[] = [new x509.BasicConstraintsExtension(options.isCa ?? false, undefined, true)];
  if (options.isCa)
    extensions.push(new x509.KeyUsagesExtension(x509.KeyUsageFlags.keyCertSign | x509.KeyUsageFlags.digitalSignature, true));
  const common = {
    serialNumber: (0x1000 + serial++).toString(16),
    notBefore: options.notBefore ?? new Date(Date.now() - DAY),
    notAfter: options.notAfter ?? new Date(Date.now() + 30 * DAY),
    extensions,
  };
  const cert = options.issuer
    ? await x509.X509CertificateGenerator.create({
        ...common,
        subject: name,
        issuer: options.issuer.cert.subject,
        publicKey: keys.publicKey,
        signingKey: options.issuer.keys.privateKey,
        signingAlgorithm: options.issuer.alg,
      })
    : await x509.X509CertificateGenerator.createSelfSigned({ ...common, name, keys, signingAlgorithm: alg });
  return { certPem: cert.toString('pem'), keyPem: await keyPem(keys), cert, keys, alg };
}

/** A root, `depth - 1` intermediates, and a leaf at the end: returns [leaf, ...issuers up to the root]. */
export async function makeChain(depth: number, kind: KeyKind = 'p256'): Promise<TestCert[]> {
  let issuer = await makeCert({ cn: 'Test Root CA', isCa: true, kind });
  const chain = [issuer];
  for (let i = 1; i < depth - 1; i++) {
    issuer = await makeCert({ cn: `Test Intermediate ${i}`, isCa: true, issuer, kind });
    chain.unshift(issuer);
  }
  chain.unshift(await makeCert({ issuer, kind }));
  return chain;
}

export function bundle(certs: TestCert[]): string {
  return certs.map((c) => c.certPem).join('\n');
}
