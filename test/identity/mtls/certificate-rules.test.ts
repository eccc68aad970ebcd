// What the back office accepts as a partner's certificate (pure rules).
import assert from 'node:assert/strict';
import { X509Certificate } from 'node:crypto';
import { describe, test } from 'node:test';
import { isApiError } from '../../../src/errors/catalogue.ts';
import { parseCertificateBundle } from '../../../src/identity/mtls/certificate-rules.ts';
import { bundle, makeCert, makeChain } from './certs.ts';
import { engineIndependent } from '../../helpers/engines.ts';

engineIndependent(() => {
  const now = new Date();
  const DAY = 86_400_000;

  function refusal(pem: string): string {
    try {
      parseCertificateBundle(pem, now);
    } catch (error) {
      assert.ok(isApiError(error));
      assert.equal(error.code, 'invalid_request');
      return error.detail;
    }
    assert.fail('expected the certificate to be refused');
  }

  describe('certificate rules', () => {
    test('records subject DN, serial, fingerprint and validity of an RSA-2048 leaf', async () => {
      const leaf = await makeCert({ kind: 'rsa2048', cn: 'orders.acme.example' });
      const parsed = parseCertificateBundle(leaf.certPem, now);
      const node = new X509Certificate(leaf.certPem);
      assert.equal(parsed.subjectDn, node.subject);
      assert.match(parsed.subjectDn, /CN=orders\.acme\.example/);
      assert.equal(parsed.serialNumber, node.serialNumber);
      assert.equal(parsed.fingerprint, node.fingerprint256);
      assert.equal(parsed.notBefore.getTime(), new Date(node.validFrom).getTime());
      assert.equal(parsed.notAfter.getTime(), new Date(node.validTo).getTime());
    });

    test('accepts ECDSA P-256 and P-384 and SHA-384/512 signatures', async () => {
      for (const [kind, hash] of [
        ['p256', 'SHA-256'],
        ['p384', 'SHA-384'],
        ['rsa2048', 'SHA-512'],
      ] as const) {
        const leaf = await makeCert({ kind, hash });
        assert.equal(parseCertificateBundle(leaf.certPem, now).serialNumber, new X509Certificate(leaf.certPem).serialNumber);
      }
    });

    test('refuses an expired certificate', async () => {
      const leaf = await makeCert({ notBefore: new Date(Date.now() - 10 * DAY), notAfter: new Date(Date.now() - DAY) });
      assert.match(refusal(leaf.certPem), /expired/);
    });

    test('refuses a signature weaker than SHA-256', async () => {
      assert.match(refusal((await makeCert({ kind: 'rsa2048', hash: 'SHA-1' })).certPem), /SHA-1.*SHA-256 or stronger/);
    });

    test('refuses RSA below 2048 bits and curves other than P-256/P-384', async () => {
      assert.match(refusal((await makeCert({ kind: 'rsa1024' })).certPem), /1024 bits; at least 2048/);
      assert.match(refusal((await makeCert({ kind: 'p521', hash: 'SHA-512' })).certPem), /secp521r1.*P-256 or P-384/);
    });

    test('accepts a chain of 4 and refuses one of 5', async () => {
      const four = await makeChain(4);
      assert.equal(parseCertificateBundle(bundle(four), now).subjectDn, new X509Certificate(four[0]!.certPem).subject);
      assert.match(refusal(bundle(await makeChain(5))), /holds 5 certificates; at most 4/);
    });

    test('refuses a chain whose certificates do not issue one another, and a chain member that is weak', async () => {
      const [leaf] = await makeChain(2);
      const stranger = await makeCert({ isCa: true });
      assert.match(refusal(bundle([leaf!, stranger])), /not issued by chain certificate 2/);
      const weakRoot = await makeCert({ isCa: true, kind: 'rsa1024' });
      assert.match(refusal(bundle([await makeCert({ issuer: weakRoot }), weakRoot])), /chain certificate 2 has an RSA key of 1024 bits/);
    });

    test('refuses text that holds no certificate or a broken one', () => {
      assert.match(refusal('hello'), /PEM certificate/);
      assert.match(refusal('-----BEGIN CERTIFICATE-----\nAAAA\n-----END CERTIFICATE-----'), /not a readable X\.509/);
    });
  });
});
