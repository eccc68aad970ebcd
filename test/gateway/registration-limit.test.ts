// Open dynamic client registration (POST /oauth2/register) is bounded per
// source address, in the gateway's store: a burst of 10, then one a minute.
// A refusal is the endpoint's own RFC 7591 error shape with Retry-After,
// answered before the body is read, and counted by the refusal metrics.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { TestContext } from '../helpers/context.ts';
import { REDIRECT } from '../identity/signin/helpers.ts';
import { gatewayContext } from './fixtures.ts';

let ctx: TestContext;
before(async () => {
  ctx = await gatewayContext();
});
after(() => ctx.close());

const register = (remoteAddress: string, payload: unknown = { redirect_uris: [REDIRECT] }) =>
  ctx.app.inject({ method: 'POST', url: '/oauth2/register', remoteAddress, payload: payload as object });

async function refusalsCounted(): Promise<number> {
  const metric = await ctx.platform.metrics.registry.getSingleMetric('partner_api_gateway_refusals_total')!.get();
  return metric.values.find((v) => v.labels.kind === 'registration')?.value ?? 0;
}

test('an address registers 10 clients at once, then one a minute; another address is not affected', async () => {
  const ip = '198.51.100.70';
  for (let i = 1; i <= 10; i++) assert.equal((await register(ip)).statusCode, 201, `registration ${i}`);
  const counted = await refusalsCounted();

  const refused = await register(ip);
  assert.equal(refused.statusCode, 429);
  assert.equal(refused.headers['retry-after'], '60');
  assert.equal(refused.headers['cache-control'], 'no-store');
  assert.match(String(refused.headers['content-type']), /^application\/problem\+json/);
  const body = refused.json();
  assert.equal(body.error, 'rate_limit_exceeded');
  assert.equal(body.code, 'rate_limit_exceeded');
  assert.match(body.error_description, /Too many client registrations from this address; retry after 60 s/);
  assert.equal(await refusalsCounted(), counted + 1, 'counted by the refusal metrics');

  assert.equal((await register('203.0.113.70')).statusCode, 201, 'another address has its own bucket');

  ctx.clock.advance(30_000);
  const sooner = await register(ip);
  assert.equal(sooner.statusCode, 429);
  assert.equal(sooner.headers['retry-after'], '30');
  ctx.clock.advance(30_000);
  assert.equal((await register(ip)).statusCode, 201, 'one more after a minute');
  assert.equal((await register(ip)).statusCode, 429);
});

test('a refused registration is answered before its body is read: a body no parser takes is still a 429', async () => {
  const ip = '198.51.100.71';
  for (let i = 0; i < 10; i++) assert.equal((await register(ip, { redirect_uris: ['http://example.com/cb'] })).statusCode, 400);
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/oauth2/register',
    remoteAddress: ip,
    headers: { 'content-type': 'application/json' },
    payload: '{"redirect_uris": [',
  });
  assert.equal(res.statusCode, 429, 'refusals spend the allowance too: every registration attempt is counted');
  assert.equal(res.json().error, 'rate_limit_exceeded');
});

test('IPv6 addresses of one /64 share a bucket', async () => {
  for (let i = 1; i <= 10; i++) assert.equal((await register(`2001:db8:7:7::${i}`)).statusCode, 201);
  assert.equal((await register('2001:db8:7:7::ff')).statusCode, 429);
  assert.equal((await register('2001:db8:7:8::1')).statusCode, 201);
});
