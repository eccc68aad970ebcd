// The SDK against the running service over HTTP: one token for many calls and
// one refresh for concurrent callers, a fresh token after a 401, every page
// of every listing, and typed errors carrying code, status, detail and the
// request id.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import {
  AuthenticationError,
  ConflictError,
  InvalidRequestError,
  NotFoundError,
  PartnerApiError,
  PartnerClient,
  PermissionDeniedError,
  PROBLEM_CODES,
  errorClassFor,
} from '../../sdk/src/index.ts';
import { ERROR_STATUS } from '../../src/errors/catalogue.ts';
import { createTestContext, type TestContext } from '../helpers/context.ts';
import { order } from '../orders/fixtures.ts';
import { listen, sdkClient, startStub } from './fixtures.ts';

let ctx: TestContext;
let baseUrl: string;
before(async () => {
  ctx = await createTestContext();
  baseUrl = await listen(ctx);
});
after(() => ctx.close());

const tokenCalls = (sent: string[]) => sent.filter((s) => s === 'POST /oauth2/token').length;

test('one token serves many calls, and concurrent first calls share one refresh', async () => {
  const partner = await ctx.partner();
  const { client, sent } = sdkClient(ctx, baseUrl, partner);
  const answers = await Promise.all(Array.from({ length: 8 }, () => client.me()));
  for (const me of answers) assert.equal(me.partnerId, partner.partnerId);
  assert.equal(answers[0]!.authMethod, 'IDP_M2M');
  await client.ping();
  await client.sites.list();
  assert.equal(tokenCalls(sent), 1);
  assert.equal(sent.length, 1 + 8 + 2);
});

test('an expired token is refused with 401; the client mints a new one once and the call succeeds', async () => {
  const partner = await ctx.partner();
  const { client, sent } = sdkClient(ctx, baseUrl, partner);
  const first = await client.accessToken();
  await client.me();
  // The service's clock passes the token's lifetime; the client's cache still holds it.
  ctx.clock.advance((ctx.config.tokenTtlSeconds + 60) * 1000);
  const me = await client.me();
  assert.equal(me.partnerId, partner.partnerId);
  assert.notEqual(await client.accessToken(), first);
  assert.deepEqual(sent, ['POST /oauth2/token', 'GET /v1/me', 'GET /v1/me', 'POST /oauth2/token', 'GET /v1/me']);
});

test('concurrent calls refused with the same expired token share one new token', async () => {
  const partner = await ctx.partner();
  const { client, sent } = sdkClient(ctx, baseUrl, partner);
  await client.me();
  ctx.clock.advance((ctx.config.tokenTtlSeconds + 60) * 1000);
  const answers = await Promise.all(Array.from({ length: 6 }, () => client.me()));
  for (const me of answers) assert.equal(me.partnerId, partner.partnerId);
  assert.equal(tokenCalls(sent), 2, 'the first token, then one refresh for all six');
});

test('a revoked client: the 401 is retried once with a fresh token, then thrown as AuthenticationError', async () => {
  const partner = await ctx.partner();
  const { client, sent } = sdkClient(ctx, baseUrl, partner);
  await client.me();
  const revoked = await ctx.adminCall({ method: 'DELETE', url: `/admin/clients/${partner.clientId}` });
  assert.equal(revoked.statusCode, 200, revoked.body);
  const error = await client.me().then(
    () => assert.fail('expected a refusal'),
    (e: unknown) => e,
  );
  // The token endpoint refuses the deleted client: the OAuth error is typed too.
  assert.ok(error instanceof AuthenticationError, String(error));
  assert.equal(error.status, 401);
  assert.ok(error.requestId, 'the request id is carried');
  assert.deepEqual(sent.slice(1), ['GET /v1/me', 'GET /v1/me', 'POST /oauth2/token']);
});

test('every listing is walked page after page to the end, whatever the page size', async () => {
  const site = await ctx.site();
  const partner = await ctx.partner({ siteIds: [site] });
  const placed = [];
  for (let i = 0; i < 5; i++) placed.push(await order(ctx, site, { lines: 3 }));
  const { client, sent } = sdkClient(ctx, baseUrl, partner);

  const numbers: number[] = [];
  for await (const o of client.orders.list({ siteId: site, limit: 2 })) numbers.push(o.orderNumber);
  assert.deepEqual(numbers.sort(), placed.map((p) => p.orderNumber).sort());
  assert.equal(sent.filter((s) => s === 'GET /v1/orders').length, 3, 'pages of 2, 2 and 1');

  const pages = [];
  for await (const page of client.orders.items(placed[0]!.orderNumber, { limit: 2 }).pages()) pages.push(page.items.length);
  assert.deepEqual(pages, [2, 1]);
  const items = await client.orders.items(placed[0]!.orderNumber, { limit: 1 }).toArray();
  assert.deepEqual(
    items.map((i) => i.itemNumber),
    placed[0]!.lines.map((l) => l.itemNumber),
  );
  assert.deepEqual(await client.orders.shipments(placed[0]!.orderNumber).toArray(), []);
});

test('a walk resumes from a kept cursor: the pages after it and none before, on every iteration; an unusable cursor is invalid_cursor', async () => {
  const site = await ctx.site();
  const partner = await ctx.partner({ siteIds: [site] });
  const placed = [];
  for (let i = 0; i < 5; i++) placed.push(await order(ctx, site, { lines: 3 }));
  const { client } = sdkClient(ctx, baseUrl, partner);
  const whole = (await client.orders.list({ siteId: site }).toArray()).map((o) => o.orderNumber);
  assert.equal(whole.length, 5);

  const first = (await client.orders.list({ siteId: site, limit: 2 }).pages().next()).value!;
  assert.equal(first.items.length, 2);
  const resumed = client.orders.list({ siteId: site, limit: 2, cursor: first.nextCursor! });
  const rest = (await resumed.toArray()).map((o) => o.orderNumber);
  assert.deepEqual([...first.items.map((o) => o.orderNumber), ...rest], whole, 'the first page, then exactly the rest');
  assert.deepEqual(
    (await resumed.toArray()).map((o) => o.orderNumber),
    rest,
    'a second iteration starts at the same cursor',
  );

  // A listing under a record resumes the same way.
  const firstLine = (await client.orders.items(placed[0]!.orderNumber, { limit: 1 }).pages().next()).value!;
  const otherLines = await client.orders.items(placed[0]!.orderNumber, { cursor: firstLine.nextCursor! }).toArray();
  assert.deepEqual(
    [...firstLine.items, ...otherLines].map((i) => i.itemNumber),
    placed[0]!.lines.map((l) => l.itemNumber),
  );

  const garbage = await client.orders
    .list({ siteId: site, cursor: 'garbage' })
    .toArray()
    .catch((e: unknown) => e);
  assert.ok(garbage instanceof InvalidRequestError, String(garbage));
  assert.equal(garbage.code, 'invalid_cursor');
});

test('users, divisions and credit accounts walk every page too', async () => {
  const site = await ctx.site();
  const partner = await ctx.partner({ siteIds: [site] });
  const { client } = sdkClient(ctx, baseUrl, partner);
  for (let i = 0; i < 3; i++) await client.users.create({ siteId: site, username: `sdk-user-${i}`, email: `sdk-${i}@example.com` });
  const users = await client.users.list({ siteId: site, limit: 1 }).toArray();
  assert.deepEqual(users.map((u) => u.username).sort(), ['sdk-user-0', 'sdk-user-1', 'sdk-user-2']);

  for (let i = 0; i < 3; i++) await client.divisions.create({ siteId: site, name: `Division ${i}`, code: `D${i}` });
  const divisions = await client.divisions.list({ siteId: site, limit: 2 }).toArray();
  assert.deepEqual(divisions.map((d) => d.code).sort(), ['D0', 'D1', 'D2']);
  assert.deepEqual(await client.creditAccounts.list({ siteId: site, limit: 1 }).toArray(), []);
});

test('errors are typed by family with code, status, detail and the request id the service logged', async () => {
  const site = await ctx.site();
  const partner = await ctx.partner({ siteIds: [site], scopes: ['partner-api/orders:read'] });
  const { client } = sdkClient(ctx, baseUrl, partner);

  const missing = await client.orders.get(999_999_999).catch((e: unknown) => e);
  assert.ok(missing instanceof NotFoundError);
  assert.ok(missing instanceof PartnerApiError);
  assert.equal(missing.code, 'order_not_found');
  assert.equal(missing.status, 404);
  assert.equal(typeof missing.detail, 'string');
  assert.match(missing.requestId ?? '', /.+/);
  assert.equal(missing.requestId, missing.headers.get('x-request-id'));

  const bad = await client.orders
    .list({ siteId: site, placedFrom: 'yesterday' })
    .toArray()
    .catch((e: unknown) => e);
  assert.ok(bad instanceof InvalidRequestError);
  assert.equal(bad.code, 'invalid_request');
  // A validation problem names its field (the problem's `errors` member).
  assert.equal(bad.field, 'placedFrom');
  assert.deepEqual(bad.errors, [{ in: 'query', field: 'placedFrom', detail: bad.detail }]);
  // Several invalid fields are all listed, and a rule no schema states names its fields too.
  const both = await client.orders
    .list({ siteId: site, placedFrom: 'yesterday', placedTo: 'tomorrow' })
    .toArray()
    .catch((e: unknown) => e);
  assert.ok(both instanceof InvalidRequestError);
  assert.deepEqual(
    both.errors.map((e) => e.field),
    ['placedFrom', 'placedTo'],
  );
  const reversed = await client.orders
    .list({ siteId: site, placedFrom: '2026-02-01T00:00:00Z', placedTo: '2026-01-01T00:00:00Z' })
    .toArray()
    .catch((e: unknown) => e);
  assert.ok(reversed instanceof InvalidRequestError);
  assert.equal(reversed.field, 'placedFrom');
  assert.deepEqual(
    reversed.errors.map((e) => e.field),
    ['placedFrom', 'placedTo'],
  );

  const scope = await client.users
    .list()
    .toArray()
    .catch((e: unknown) => e);
  assert.ok(scope instanceof PermissionDeniedError);
  assert.equal(scope.code, 'insufficient_scope');

  const writer = sdkClient(ctx, baseUrl, await ctx.partner({ siteIds: [site] })).client;
  const stray = await writer.divisions
    .create({ siteId: site, name: 'Stray', code: 'STRAY', colour: 'red' } as never)
    .catch((e: unknown) => e);
  assert.ok(stray instanceof InvalidRequestError);
  assert.equal(stray.field, 'colour');
  assert.deepEqual(stray.errors, [{ in: 'body', field: 'colour', pointer: '#/colour', detail: stray.detail }]);
  await writer.divisions.create({ siteId: site, name: 'Twice', code: 'TWICE' });
  const twice = await writer.divisions.create({ siteId: site, name: 'Twice', code: 'TWICE' }).catch((e: unknown) => e);
  assert.ok(twice instanceof ConflictError);
  assert.equal(twice.code, 'division_code_conflict');
});

test("the edge firewall's bare 403 is PermissionDeniedError forbidden whose message says what it is; another refusal without a detail says so", async () => {
  const partner = await ctx.partner();
  // A header over 8 KB breaks a managed rule: the firewall's bare 403, before the token request gets anywhere.
  const { client } = sdkClient(ctx, baseUrl, partner, { userAgent: 'x'.repeat(9000) });
  const refused = await client.me().catch((e: unknown) => e);
  assert.ok(refused instanceof PermissionDeniedError, String(refused));
  assert.equal(refused.status, 403);
  assert.equal(refused.code, 'forbidden');
  assert.deepEqual(refused.problem, {}, 'the firewall sends no problem document');
  assert.match(refused.requestId ?? '', /.+/);
  assert.match(refused.message, /^403 forbidden: refused by the API gateway's edge firewall/);
  assert.match(refused.message, /blocked .*2,000 requests in a 5-minute window.* or a managed rule/);
  assert.match(refused.message, /Not a scope problem \(that is 403 insufficient_scope\)/);
  assert.match(refused.message, new RegExp(`contact support with the request id \\(request ${refused.requestId}\\)$`));

  const stub = await startStub(baseUrl, (req) =>
    req.url === '/oauth2/token' ? 'forward' : { status: 404, headers: { 'x-request-id': 'stub-req-2' } },
  );
  try {
    const silent = await sdkClient(ctx, stub.url, partner, { maxRetries: 0 })
      .client.request('GET', '/v1/me')
      .catch((e: unknown) => e);
    assert.ok(silent instanceof NotFoundError);
    assert.equal(silent.message, '404 http_404: the service answered 404 with no detail (request stub-req-2)');
  } finally {
    await stub.close();
  }
});

test("the SDK's code table is the service's: every partner code under the class of its status", () => {
  const sdk = Object.entries(PROBLEM_CODES).flatMap(([status, codes]) => codes.map((code) => [code, Number(status)] as const));
  // order_item_quantity_exceeded reaches partners through the sandbox's shipping test helper.
  const backOfficeOnly = new Set(['not_found', 'conflict', 'unauthorized', 'staff_role_forbidden', 'webhook_destination_refused']);
  const service = Object.entries(ERROR_STATUS).filter(([code]) => !backOfficeOnly.has(code));
  assert.deepEqual(new Map(sdk), new Map(service));
  assert.equal(errorClassFor(409), ConflictError);
  assert.equal(errorClassFor(404), NotFoundError);
});

test('a client needs credentials or a certificate', () => {
  assert.throws(() => new PartnerClient({ baseUrl }), TypeError);
});
