// A self-signed ECDSA P-256 server identity for the mTLS host (local use and
// tests); the host itself decides where its identity comes from
// (src/app/hosts/mtls-server-identity.ts).
import { webcrypto } from 'node:crypto';
import * as x509 from '@peculiar/x509';

export interface ServerIdentity {
  key: string;
  cert: string;
}

x509.cryptoProvider.set(webcrypto as Crypto);

const ALGORITHM = { name: 'ECDSA', namedCurve: 'P-256', hash: 'SHA-256' };
const DAY = 86_400_000;

export async function generateServerIdentity(hostname = 'localhost', days = 825): Promise<ServerIdentity> {
  const keys = await webcrypto.subtle.generateKey(ALGORITHM, true, ['sign', 'verify']);
  const cert = await x509.X509CertificateGenerator.createSelfSigned({
    serialNumber: Buffer.from(webcrypto.getRandomValues(new Uint8Array(16)))
      .toString('hex')
      .replace(/^[89a-f]/, '1'),
    name: `CN=${hostname}`,
    notBefore: new Date(Date.now() - DAY),
    notAfter: new Date(Date.now() + days * DAY),
    signingAlgorithm: ALGORITHM,
    keys,
    extensions: [
      new x509.SubjectAlternativeNameExtension([
        { type: 'dns', value: hostname },
        { type: 'ip', value: '127.0.0.1' },
        { type: 'ip', value: '::1' },
      ]),
    ],
  });
  const pkcs8 = Buffer.from(await webcrypto.subtle.exportKey('pkcs8', keys.privateKey)).toString('base64');
  return {
    cert: cert.toString('pem'),
    key: `-----BEGIN PRIVATE KEY-----\n${pkcs8.match(/.{1,64}/g)!.join('\n')}\n-----END PRIVATE KEY-----\n`,
  };
}
