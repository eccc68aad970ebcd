// Client secrets are hashed with HMAC-SHA-256 under the environment's key;
// scrypt hashes written before the switch still verify and are replaced on
// their next successful use (docs/decisions.md, "Identity").
import assert from 'node:assert/strict';
import { randomBytes, scryptSync } from 'node:crypto';
import { after, before, describe, test } from 'node:test';
import { SecretHasher } from '../../src/identity/secrets.ts';
import { createTestContext, type TestContext } from '../helpers/context.ts';

/** A hash in the format the service wrote before the switch. */
function legacyScrypt(secret: string): string {
  const salt = randomBytes(16);
  const key = scryptSync(secret, salt, 32, { N: 16384, r: 8, p: 1, maxmem: 64 * 1024 * 1024 });
  return ['scrypt', 16384, 8, 1, salt.toString('base64url'), key.toString('base64url')].join('$');
}

const storedHash = (ctx: TestContext, clientId: string) =>
  ctx.platform.db
    .selectFrom('app_clients')
    .select('secret_hash')
    .where('client_id', '=', clientId)
    .executeTakeFirstOrThrow()
    .then((r) => r.secret_hash);

describe('SecretHasher', () => {
  const hasher = new SecretHasher(randomBytes(32));

  test('verifies its own hashes, refuses other secrets and other keys', async () => {
    const hash = hasher.hash('s3cret');
    assert.match(hash, /^hmac-sha256\$[A-Za-z0-9_-]{43}$/);
    assert.deepEqual(await hasher.verify('s3cret', hash), { valid: true, rehash: false });
    assert.deepEqual(await hasher.verify('s3cret!', hash), { valid: false, rehash: false });
    assert.deepEqual(await new SecretHasher(randomBytes(32)).verify('s3cret', hash), { valid: false, rehash: false });
  });

  test('a legacy scrypt hash verifies and asks to be re-hashed; a wrong secret does not', async () => {
    const legacy = legacyScrypt('old-secret');
    assert.deepEqual(await hasher.verify('old-secret', legacy), { valid: true, rehash: true });
    assert.deepEqual(await hasher.verify('other', legacy), { valid: false, rehash: false });
  });

  test('the decoy and malformed hashes match nothing', async () => {
    assert.equal((await hasher.verify('anything', hasher.decoy)).valid, false);
    for (const stored of ['', 'hmac-sha256$', 'hmac-sha256$abc', 'scrypt$1$2', 'plain'])
      assert.equal((await hasher.verify('x', stored)).valid, false, stored);
  });
});

describe('token endpoint with a legacy scrypt hash', () => {
  let ctx: TestContext;
  before(async () => {
    ctx = await createTestContext();
  });
  after(() => ctx.close());

  test('issued clients are stored as HMAC-SHA-256, never in clear', async () => {
    const partner = await ctx.partner();
    const stored = await storedHash(ctx, partner.clientId);
    assert.match(stored, /^hmac-sha256\$/);
    assert.ok(!stored.includes(partner.clientSecret));
  });

  test('the first successful use re-hashes it; the token works before and after', async () => {
    const partner = await ctx.partner();
    const legacy = legacyScrypt(partner.clientSecret);
    await ctx.platform.db.updateTable('app_clients').set({ secret_hash: legacy }).where('client_id', '=', partner.clientId).execute();

    const wrong = await ctx.requestToken({ grant_type: 'client_credentials', client_id: partner.clientId, client_secret: 'wrong' });
    assert.equal(wrong.statusCode, 401);
    assert.equal(await storedHash(ctx, partner.clientId), legacy, 'a failed attempt leaves the hash alone');

    const first = await ctx.requestToken({
      grant_type: 'client_credentials',
      client_id: partner.clientId,
      client_secret: partner.clientSecret,
    });
    assert.equal(first.statusCode, 200, first.body);
    const rehashed = await storedHash(ctx, partner.clientId);
    assert.match(rehashed, /^hmac-sha256\$/);

    const second = await ctx.requestToken({
      grant_type: 'client_credentials',
      client_id: partner.clientId,
      client_secret: partner.clientSecret,
    });
    assert.equal(second.statusCode, 200, second.body);
    assert.equal(await storedHash(ctx, partner.clientId), rehashed);
    const me = await ctx.call(second.json().access_token, { method: 'GET', url: '/v1/me' });
    assert.equal(me.statusCode, 200);
  });

  test('concurrent first uses all succeed and leave one valid hash', async () => {
    const partner = await ctx.partner();
    await ctx.platform.db
      .updateTable('app_clients')
      .set({ secret_hash: legacyScrypt(partner.clientSecret) })
      .where('client_id', '=', partner.clientId)
      .execute();
    const fields = { grant_type: 'client_credentials', client_id: partner.clientId, client_secret: partner.clientSecret };
    const results = await Promise.all(Array.from({ length: 5 }, () => ctx.requestToken(fields)));
    assert.deepEqual(
      results.map((r) => r.statusCode),
      [200, 200, 200, 200, 200],
    );
    assert.match(await storedHash(ctx, partner.clientId), /^hmac-sha256\$/);
    assert.equal((await ctx.requestToken(fields)).statusCode, 200);
  });
});
