// A token must look like one `issue` minted under the current configuration:
// issued in the past (60 s of clock skew aside) and living at most the TTL.
// Anything else is the same 401 as a forged token.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { randomUUID } from 'node:crypto';
import { SignJWT } from 'jose';
import { createTestContext, type TestContext, type TestPartner } from '../helpers/context.ts';
import { assertProblem, withoutRequestId } from '../helpers/problems.ts';

let ctx: TestContext;
let partner: TestPartner;
before(async () => {
  ctx = await createTestContext({ TOKEN_TTL_SECONDS: '600' });
  partner = await ctx.partner();
});
after(() => ctx.close());

/** A token signed with the environment's own key, with chosen iat and exp (seconds from now). */
function token(iatOffset: number, expOffset: number): Promise<string> {
  const now = Math.floor(ctx.clock.now().getTime() / 1000);
  const key = ctx.platform.signingKey;
  return new SignJWT({ client_id: partner.clientId, scope: 'partner-api/sites:read', token_use: 'access' })
    .setProtectedHeader({ alg: 'ES256', kid: key.kid, typ: 'at+jwt' })
    .setIssuer(ctx.config.publicBaseUrl)
    .setAudience(`${ctx.config.environment}/partner-api`)
    .setSubject(partner.clientId)
    .setIssuedAt(now + iatOffset)
    .setExpirationTime(now + expOffset)
    .setJti(randomUUID())
    .sign(key.privateKey);
}

const me = (t: string) => ctx.call(t, { method: 'GET', url: '/v1/me' });

describe('token lifetime', () => {
  test('a token issued within the leeway and the TTL is accepted', async () => {
    assert.equal((await me(await token(0, 600))).statusCode, 200);
    assert.equal((await me(await token(30, 600))).statusCode, 200);
  });

  test('iat in the future beyond the leeway, or a lifetime above the TTL, is the same 401 as a forged token', async () => {
    const refused = await me('not-a-token');
    assertProblem(refused, 401, 'invalid_token');
    for (const t of [await token(120, 600), await token(3600, 4000), await token(0, 601), await token(-10, 86_400)]) {
      const res = await me(t);
      assertProblem(res, 401, 'invalid_token');
      assert.equal(withoutRequestId(res), withoutRequestId(refused));
      assert.equal(res.headers['www-authenticate'], refused.headers['www-authenticate']);
    }
  });
});
