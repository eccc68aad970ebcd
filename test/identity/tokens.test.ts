import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { exportJWK, generateKeyPair } from 'jose';
import { ManualClock } from '../../src/clock.ts';
import type { SigningKey } from '../../src/identity/environment-secrets.ts';
import { TokenIssuer } from '../../src/identity/tokens.ts';

async function key(): Promise<SigningKey> {
  const { privateKey, publicKey } = await generateKeyPair('ES256');
  return { kid: 'k1', privateKey, publicKey, publicJwk: await exportJWK(publicKey) };
}

const settings = { issuer: 'https://api.test', audience: 'env/partner-api', ttlSeconds: 60 };

describe('TokenIssuer', () => {
  test('verifies its own tokens, also from its cache, until they expire', async () => {
    const clock = new ManualClock('2026-05-01T00:00:00Z');
    const issuer = new TokenIssuer(await key(), settings, clock);
    const token = await issuer.issue('client1', ['partner-api/sites:read']);
    assert.deepEqual(await issuer.verifyAuthorization(`Bearer ${token}`), { clientId: 'client1', scopes: ['partner-api/sites:read'] });
    assert.deepEqual(await issuer.verifyAuthorization(`Bearer ${token}`), { clientId: 'client1', scopes: ['partner-api/sites:read'] });
    clock.advance(59_999);
    assert.ok(await issuer.verifyAuthorization(`Bearer ${token}`));
    clock.advance(1);
    assert.equal(await issuer.verifyAuthorization(`Bearer ${token}`), null);
  });

  test('a token altered after a successful verification is still refused', async () => {
    const issuer = new TokenIssuer(await key(), settings, new ManualClock());
    const token = await issuer.issue('client1', ['partner-api/sites:read']);
    assert.ok(await issuer.verifyAuthorization(`Bearer ${token}`));
    const [h, p, s] = token.split('.');
    const payload = JSON.parse(Buffer.from(p!, 'base64url').toString());
    const forged = `${h}.${Buffer.from(JSON.stringify({ ...payload, scope: 'partner-api/users:write' })).toString('base64url')}.${s}`;
    assert.equal(await issuer.verifyAuthorization(`Bearer ${forged}`), null);
  });

  test('tokens of another key, issuer or audience are refused', async () => {
    const clock = new ManualClock();
    const shared = await key();
    const mine = new TokenIssuer(shared, settings, clock);
    const otherKey = new TokenIssuer(await key(), settings, clock);
    const otherIssuer = new TokenIssuer(shared, { ...settings, issuer: 'https://evil.test' }, clock);
    const otherAudience = new TokenIssuer(shared, { ...settings, audience: 'sandbox/partner-api' }, clock);
    assert.equal(await mine.verifyAuthorization(`Bearer ${await otherKey.issue('c', ['partner-api/sites:read'])}`), null);
    assert.equal(await mine.verifyAuthorization(`Bearer ${await otherIssuer.issue('c', ['partner-api/sites:read'])}`), null);
    assert.equal(await mine.verifyAuthorization(`Bearer ${await otherAudience.issue('c', ['partner-api/sites:read'])}`), null);
    assert.ok(await mine.verifyAuthorization(`Bearer ${await mine.issue('c', ['partner-api/sites:read'])}`));
  });

  test('an Authorization value is answered from the cache only when it is the very value verified before', async () => {
    const clock = new ManualClock('2026-05-01T00:00:00Z');
    const issuer = new TokenIssuer(await key(), settings, clock);
    const token = await issuer.issue('client1', ['partner-api/sites:read']);
    assert.equal(issuer.cachedClaims(`Bearer ${token}`), undefined);
    assert.deepEqual(await issuer.verifyAuthorization(`Bearer ${token}`), { clientId: 'client1', scopes: ['partner-api/sites:read'] });
    assert.deepEqual(issuer.cachedClaims(`Bearer ${token}`), { clientId: 'client1', scopes: ['partner-api/sites:read'] });
    // Another scheme, or the token with something appended, is parsed and refused, never matched.
    assert.equal(await issuer.verifyAuthorization(`Basic ${token}`), null);
    assert.equal(await issuer.verifyAuthorization(`Bearer ${token}x`), null);
    assert.equal(await issuer.verifyAuthorization(`Bearer ${token}, Bearer ${token}`), null);
    // Other spellings are parsed and answered from the canonical entry, never
    // stored themselves: a token holds one entry however it is sent.
    assert.deepEqual(await issuer.verifyAuthorization(`bearer  ${token}`), { clientId: 'client1', scopes: ['partner-api/sites:read'] });
    assert.equal(issuer.cachedClaims(`bearer  ${token}`), undefined);
    const other = await issuer.issue('client2', ['partner-api/sites:read']);
    assert.ok(await issuer.verifyAuthorization(`BEARER ${other}`), 'a first use in another spelling verifies');
    assert.ok(issuer.cachedClaims(`Bearer ${other}`), 'and is stored under the canonical form');
    assert.equal(issuer.cachedClaims(`BEARER ${other}`), undefined);
    clock.advance(60_000);
    assert.equal(issuer.cachedClaims(`Bearer ${token}`), null);
    assert.equal(await issuer.verifyAuthorization(`Bearer ${token}`), null);
  });
});
