// Registered sign-in clients (RFC 7591, open to anyone) are pruned: one no
// sign-in ever used a day after its registration, any other once no code was
// issued for it for 90 days; its codes go with it. Time is the injected clock.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { createTestContext, type TestContext } from '../helpers/context.ts';
import { exchange, pkce, registerClient, signIn, staffAccount } from '../identity/signin/helpers.ts';
import { DAY, remaining, runPass } from './fixtures.ts';

let ctx: TestContext;
let email: string;
before(async () => {
  // Expired codes are kept here, so the only way a code goes is with its client.
  ctx = await createTestContext({ RETENTION_BATCH_SIZE: '2', RETENTION_BATCH_PAUSE_MS: '0', RETENTION_SIGNIN_CODES_DAYS: 'off' });
  const partner = await ctx.partner({ scopes: ['partner-api/sites:read'] });
  email = (await staffAccount(ctx, partner.partnerId)).email;
});
after(() => ctx.close());

const codesOf = async (clientId: string) =>
  (await ctx.platform.db.selectFrom('oauth_codes').select('code_hash').where('client_id', '=', clientId).execute()).length;

test('a client no sign-in used is pruned a day after its registration; a used one stays until 90 days idle, with its codes', async () => {
  const unused = [await registerClient(ctx), await registerClient(ctx), await registerClient(ctx)];
  const used = await registerClient(ctx);
  await signIn(ctx, used, email, pkce().challenge);
  assert.equal(await codesOf(used), 1);

  ctx.clock.advance(DAY - 60_000);
  let pass = await runPass(ctx);
  assert.equal(pass.pruned.signin_clients_unused, 0, 'not yet a day old');
  const late = await registerClient(ctx);

  ctx.clock.advance(2 * 60_000);
  pass = await runPass(ctx);
  assert.deepEqual([pass.pruned.signin_clients_unused, pass.pruned.signin_clients], [3, 0], 'three, in batches of two');
  assert.deepEqual(await remaining(ctx, 'oauth_clients', 'client_id', [...unused, used, late]), [used, late].sort());

  // Used again 30 days on: its 90 days start again from that code.
  ctx.clock.advance(30 * DAY);
  await signIn(ctx, used, email, pkce().challenge);
  ctx.clock.advance(89 * DAY);
  pass = await runPass(ctx);
  assert.equal(pass.pruned.signin_clients, 0);
  assert.deepEqual(await remaining(ctx, 'oauth_clients', 'client_id', [used]), [used], 'used 89 days ago: kept');
  assert.equal(await codesOf(used), 2);

  ctx.clock.advance(DAY + 60_000);
  pass = await runPass(ctx);
  assert.equal(pass.pruned.signin_clients, 1);
  assert.deepEqual(await remaining(ctx, 'oauth_clients', 'client_id', [used]), []);
  assert.equal(await codesOf(used), 0, 'its codes went with it');

  const metrics = (await ctx.platform.metrics.scrape()).body;
  assert.match(metrics, /^partner_api_retention_pruned_rows_total\{table="oauth_clients"\} [4-9]$/m);
});

test('a code issued just before its client is pruned is not exchanged for a token', async () => {
  const clientId = await registerClient(ctx);
  const { verifier, challenge } = pkce();
  const { code } = await signIn(ctx, clientId, email, challenge);
  // As if the client had been pruned between the sign-in and the exchange (the codes of a pruned client go with it).
  await ctx.platform.db.deleteFrom('oauth_clients').where('client_id', '=', clientId).execute();
  const res = await exchange(ctx, clientId, code, verifier);
  assert.equal(res.statusCode, 400);
  assert.equal(res.json().error, 'invalid_grant');
});

test('the policy shows both kinds with their periods and variables', async () => {
  const kinds = (await ctx.adminCall({ method: 'GET', url: '/admin/retention' })).json().kinds as Array<Record<string, unknown>>;
  const clients = kinds.filter((k) => k.table === 'oauth_clients').map((k) => [k.kind, k.days, k.env]);
  assert.deepEqual(clients, [
    ['signin_clients_unused', 1, 'RETENTION_SIGNIN_CLIENTS_UNUSED_DAYS'],
    ['signin_clients', 90, 'RETENTION_SIGNIN_CLIENTS_DAYS'],
  ]);
});
