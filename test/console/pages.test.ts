// The console's pages through app.inject on the admin app: each renders, its
// forms call the admin API (validation, audit) and show the API's own errors
// next to the fields; destructive actions ask for confirmation first.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { InjectOptions } from 'fastify';
import { seedDemo } from '../../src/app/demo/seed.ts';
import { createTestContext, type TestContext } from '../helpers/context.ts';
import { teamMember } from '../team/world.ts';
import { signInConsole } from './browser.ts';
import { PAGES } from '../../src/http/operations/pages.ts';

let ctx: TestContext;
// Signed in as an administrator: the session cookie, and the session's CSRF token every form carries.
let auth: { cookie: string };
let csrf: string;

before(async () => {
  ctx = await createTestContext();
  await seedDemo(ctx.platform);
  const browser = await signInConsole(ctx, await teamMember(ctx, 'administrator'));
  auth = { cookie: browser.cookie };
  csrf = browser.csrf;
});
after(async () => ctx?.close());

const get = (url: string) => ctx.admin.inject({ method: 'GET', url, headers: auth });
const post = (url: string, form: Record<string, string | string[]>, extra: Partial<InjectOptions> = {}) => {
  const body = new URLSearchParams();
  for (const [k, v] of Object.entries({ _csrf: csrf, ...form })) for (const one of [v].flat()) body.append(k, one);
  return ctx.admin.inject({
    method: 'POST',
    url,
    headers: { ...auth, 'content-type': 'application/x-www-form-urlencoded' },
    payload: body.toString(),
    ...extra,
  });
};

test('the console asks for a sign-in and sends strict security headers', async () => {
  const anonymous = await ctx.admin.inject({ method: 'GET', url: '/console' });
  assert.equal(anonymous.statusCode, 303);
  assert.equal(anonymous.headers.location, '/console/sign-in?next=%2Fconsole');
  const home = await get('/console');
  assert.equal(home.statusCode, 200, home.body);
  assert.match(home.headers['content-security-policy'] as string, /script-src 'self'/);
  assert.match(home.body, /<main id="main"/);
  assert.doesNotMatch(home.body, /<script>/);
  const css = await get('/console/assets/console.css');
  assert.equal(css.statusCode, 200);
  assert.match(css.headers['content-type'] as string, /text\/css/);
});

test("an address under /console that no page answers: the console's 404 page when signed in, the sign-in when not", async () => {
  const unknown = [
    '/console/nope',
    '/console/nope/',
    '/console/orders/1/nope',
    '/console/partners/1/settings/nope/deeper',
    '/console/nope?page=2',
    '/console/jobs/x/y',
  ];
  for (const url of unknown) {
    const signedIn = await get(url);
    assert.equal(signedIn.statusCode, 404, `${url}: ${signedIn.body.slice(0, 200)}`);
    assert.match(signedIn.headers['content-type'] as string, /text\/html/, url);
    assert.match(signedIn.body, /Page not found/, url);
    assert.match(signedIn.body, /<main id="main"/, `${url}: inside the console's layout`);
    const anonymous = await ctx.admin.inject({ method: 'GET', url });
    assert.equal(anonymous.statusCode, 303, url);
    assert.equal(anonymous.headers.location, `/console/sign-in?next=${encodeURIComponent(url)}`);
  }
  const posted = await post('/console/nope', { a: '1' });
  assert.equal(posted.statusCode, 404, posted.body.slice(0, 200));
  // The pages themselves still answer.
  for (const url of ['/console', '/console/orders', '/console/assets/console.css']) assert.equal((await get(url)).statusCode, 200, url);
});

test('onboarding shows the API validation error beside the field, then creates the partner and issues a credential shown once', async () => {
  const site = await ctx.site('Console site');
  const refused = await post('/console/partners', { name: '', tier: 'trial', authMethod: 'IDP_M2M', siteIds: String(site) });
  assert.equal(refused.statusCode, 400);
  assert.match(refused.body, /id="f-name-note"[^>]*>name must not be empty/);
  assert.match(refused.body, /aria-invalid="true"/);

  const created = await post('/console/partners', {
    name: 'Console Partner',
    tier: 'standard',
    authMethod: 'IDP_M2M',
    capabilities: 'partner-api/orders:read',
    siteIds: String(site),
  });
  assert.equal(created.statusCode, 303, created.body);
  const location = created.headers.location as string;
  const partnerId = /\/console\/partners\/(\d+)/.exec(location)![1]!;
  const show = await get(location);
  assert.equal(show.statusCode, 200);
  assert.match(show.body, /Console Partner/);

  // Issued, then redirected (POST/redirect/GET) to the page that shows the secret once.
  const posted = await post(`/console/partners/${partnerId}/clients`, { label: 'production' });
  assert.equal(posted.statusCode, 303, posted.body);
  assert.match(posted.headers.location as string, /^\/console\/secrets\/[A-Za-z0-9_-]{32}$/);
  const issued = await get(posted.headers.location as string);
  assert.equal(issued.statusCode, 200);
  assert.equal(issued.headers['cache-control'], 'no-store');
  const secret = /<output class="secret" id="secret"[^>]*>([^<]+)<\/output>/.exec(issued.body)![1]!;
  const clientId = /<code id="client-id">([^<]+)<\/code>/.exec(issued.body)![1]!;
  const token = await ctx.requestToken({ grant_type: 'client_credentials', client_id: clientId, client_secret: secret });
  assert.equal(token.statusCode, 200, token.body);
  // Neither the partner page nor the secret's page (reloaded) shows the secret again; at rest it was sealed for this session only.
  assert.doesNotMatch((await get(`/console/partners/${partnerId}`)).body, new RegExp(secret));
  const again = await get(posted.headers.location as string);
  assert.equal(again.statusCode, 410);
  assert.doesNotMatch(again.body, new RegExp(secret));
  assert.match(again.body, /Shown already/);

  // Revoking asks first (the POST answers the confirmation page of this same form, nothing revoked), then revokes.
  const ask = await post(`/console/partners/${partnerId}/clients/${clientId}/revoke`, {});
  assert.equal(ask.statusCode, 200);
  assert.match(ask.body, /name="confirmed" value="yes"/);
  assert.match(ask.body, new RegExp(`<form method="post" action="/console/partners/${partnerId}/clients/${clientId}/revoke"`));
  assert.match(ask.body, new RegExp(`Revoke client ${clientId}\\?`));
  assert.equal((await ctx.adminCall({ method: 'GET', url: `/admin/partners/${partnerId}/clients` })).json().clients.length, 1);
  const revoked = await post(`/console/partners/${partnerId}/clients/${clientId}/revoke`, { confirmed: 'yes' });
  assert.equal(revoked.statusCode, 303);
  const clients = await ctx.adminCall({ method: 'GET', url: `/admin/partners/${partnerId}/clients` });
  assert.deepEqual(clients.json().clients, []);

  const audit = await get(`/console/audit?partnerId=${partnerId}&action=client.issue`);
  assert.equal(audit.statusCode, 200);
  assert.match(audit.body, /client\.issue/);
  assert.doesNotMatch(audit.body, /partner\.create<\/code>/);
});

test("a secret's one-time page opens only for the session that made it, and the database holds it sealed", async () => {
  const partner = await ctx.partner({ name: 'Sealed note partner' });
  const posted = await post(`/console/partners/${partner.partnerId}/clients`, { label: 'second' });
  assert.equal(posted.statusCode, 303, posted.body);
  const [row] = await ctx.platform.db.selectFrom('team_session_notes').select(['id_hash', 'sealed']).execute();
  assert.ok(row, 'the note is kept until it is shown');
  // Another member's browser (another session) cannot open it, and does not use it up.
  const other = await signInConsole(ctx, await teamMember(ctx, 'administrator'));
  const stranger = await ctx.admin.inject({ method: 'GET', url: posted.headers.location as string, headers: { cookie: other.cookie } });
  assert.equal(stranger.statusCode, 410);
  const shown = await get(posted.headers.location as string);
  assert.equal(shown.statusCode, 200);
  const secret = /<output class="secret" id="secret"[^>]*>([^<]+)<\/output>/.exec(shown.body)![1]!;
  assert.ok(!row.sealed.includes(secret) && !row.id_hash.includes(String(posted.headers.location).split('/').at(-1)!));
  assert.deepEqual(await ctx.platform.db.selectFrom('team_session_notes').select('id_hash').execute(), []);
});

test('every list page renders, with its filters and empty states', async () => {
  for (const url of [
    '/console/partners',
    '/console/partners/new',
    '/console/orders',
    '/console/submissions',
    '/console/submissions?status=queued',
    '/console/webhooks',
    '/console/usage',
    '/console/audit',
  ]) {
    const res = await get(url);
    assert.equal(res.statusCode, 200, `${url}: ${res.body.slice(0, 500)}`);
    assert.match(res.body, /<h1>/);
  }
  const bad = await get('/console/orders?partnerId=abc');
  assert.equal(bad.statusCode, 400);
  assert.match(bad.body, /role="alert"/);
  const missing = await get('/console/orders/999999');
  assert.equal(missing.statusCode, 404);
  const jump = await get('/console/orders?number=123');
  assert.equal(jump.headers.location, '/console/orders/123');
});

test("an order's page shows lines, proofs, shipments and the timeline; its forms show the API's errors beside the field", async () => {
  const page = await get('/console/orders/100001');
  assert.equal(page.statusCode, 200, page.body.slice(0, 400));
  assert.match(page.body, /id="line-500001"/);
  assert.match(page.body, /cards-proof-v2\.pdf/);
  assert.match(page.body, /<ol class="timeline">/);
  assert.match(page.body, /Order placed \(PO-DEMO-1001\)/);

  const badShipment = await post('/console/orders/100001/shipments', { carrier: 'UPS', qty_500001: 'lots' });
  assert.equal(badShipment.statusCode, 400);
  assert.match(badShipment.body, /<p class="field-error">lines/);
  assert.match(badShipment.body, /value="lots"/);

  const reasons = await post('/console/orders/100001/items/500001/reasons', { reasons: 'TYPO: A typo\nCOLOUR: Wrong colour' });
  assert.equal(reasons.statusCode, 303);
  const line = await ctx.adminCall({ method: 'GET', url: '/admin/orders/100001/items/500001' });
  assert.deepEqual(
    line.json().denialReasons.map((r: { code: string }) => r.code),
    ['TYPO', 'COLOUR'],
  );

  const status = await post('/console/orders/100001/status', { status: 'ON_HOLD' });
  assert.equal(status.statusCode, 303);
  assert.equal((await ctx.adminCall({ method: 'GET', url: '/admin/orders/100001' })).json().status, 'ON_HOLD');
  const timeline = await get('/console/orders/100001');
  assert.match(timeline.body, /order\.set_status/);

  // Cancelling a line asks first.
  const ask = await post('/console/orders/100001/items/500002/cancel', {});
  assert.equal(ask.statusCode, 200);
  assert.match(ask.body, /action="\/console\/orders\/100001\/items\/500002\/cancel"[\s\S]*name="confirmed" value="yes"/);
});

test('the search filters orders by partner order id and pages; the usage page charts a partner’s requests', async () => {
  const found = await get('/console/orders?partnerOrderId=PO-DEMO-1001');
  assert.equal(found.statusCode, 200);
  assert.match(found.body, /href="\/console\/orders\/100001"/);
  assert.doesNotMatch(found.body, /href="\/console\/orders\/100002"/);
  const caller = await ctx.partner({ name: 'Usage charted' });
  for (let i = 0; i < 3; i++) assert.equal((await ctx.call(caller.token, { method: 'GET', url: '/v1/sites' })).statusCode, 200);
  const usage = await get(`/console/usage?partnerId=${caller.partnerId}&days=1`);
  assert.equal(usage.statusCode, 200);
  assert.match(usage.body, /Requests per hour[\s\S]*<svg/);
  assert.match(usage.body, /Requests<\/div><div class="big">3<\/div>/);
  assert.match(usage.body, /Submissions per day/);
  const unknown = await get('/console/usage?partnerId=999999');
  assert.equal(unknown.statusCode, 200);
  assert.match(unknown.body, /No usage figures/);
  const webhooks = await get('/console/webhooks?status=failed');
  assert.equal(webhooks.statusCode, 200);
  const endpoint = await ctx.adminCall({
    method: 'POST',
    url: '/admin/partners/1/webhook-endpoints',
    payload: { url: 'https://hooks.example.com/x', signed: false },
  });
  const ping = await ctx.adminCall({ method: 'POST', url: `/admin/webhook-endpoints/${endpoint.json().endpointId}/test` });
  assert.ok(ping.statusCode < 300, ping.body);
  const hour = new Date(Date.now() - 3_600_000).toISOString().slice(0, 16);
  const later = new Date(Date.now() + 3_600_000).toISOString().slice(0, 16);
  assert.match(
    (await get(`/console/webhooks?endpointId=${endpoint.json().endpointId}&since=${hour}`)).body,
    /href="\/console\/webhooks\/\d+"/,
  );
  assert.doesNotMatch(
    (await get(`/console/webhooks?endpointId=${endpoint.json().endpointId}&since=${later}`)).body,
    /href="\/console\/webhooks\/\d+"/,
  );
  const badTime = await get('/console/webhooks?since=yesterday');
  assert.equal(badTime.statusCode, 400);
  assert.match(badTime.body, /role="alert"/);
  const badCursor = await get('/console/audit?cursor=forged');
  assert.equal(badCursor.statusCode, 400);
  assert.match(badCursor.body, /role="alert"/);
});

test("the partners list is keyset-paged through the admin API at the API's own page size (the search kept across pages)", async () => {
  const size = PAGES.partners.default;
  for (let i = 0; i < size + 2; i++) await ctx.adminCall({ method: 'POST', url: '/admin/partners', payload: { name: `Pager Co ${i}` } });
  const first = await get('/console/partners?q=pager+co');
  assert.equal(first.statusCode, 200);
  assert.equal((first.body.match(/>Pager Co \d+</g) ?? []).length, size);
  const next = /href="(\/console\/partners\?q=pager\+co&amp;cursor=[^"]+)" rel="next"/.exec(first.body)?.[1];
  assert.ok(next, 'a next-page link carrying the search and the cursor');
  const second = await get(next.replaceAll('&amp;', '&'));
  assert.deepEqual(second.body.match(/>Pager Co \d+</g), [`>Pager Co ${size}<`, `>Pager Co ${size + 1}<`]);
  assert.doesNotMatch(second.body, /rel="next"/);
  assert.match(second.body, /href="\/console\/partners\?q=pager\+co">First page/);
});

// What each page answered before its params and query were given schemas (they were Fastify generics then): the
// same, because the schemas only type the handler. A 400 here is the admin API's refusal rendered as a page
// (text/html); the console's own validation would answer a problem document. A NUL, an unknown field and values
// no admin route accepts each reach the page.
const ODD_INPUT: Array<[url: string, status: number, type: string]> = [
  ['/console/partners?q=%00&cursor=&unknown=1', 400, 'text/html'],
  ['/console/partners/1?created=%00&saved=x&unknown=1', 200, 'text/html'],
  ['/console/partners/abc?created=1', 400, 'text/html'],
  ['/console/orders?number=abc&unknown=1', 303, '/console/orders/abc'],
  ['/console/orders?q=%00', 303, '/console/orders?partnerOrderId=%00'],
  ['/console/orders?siteId=%00&from=yesterday&unknown=1', 400, 'text/html'],
  ['/console/orders/abc?done=%00', 400, 'text/html'],
  ['/console/orders/%00', 400, 'text/html'],
  ['/console/submissions?status=nope&before=x&unknown=1', 400, 'text/html'],
  ['/console/submissions/abc?done=%00&unknown=1', 400, 'text/html'],
  ['/console/submissions/%00', 400, 'text/html'],
  ['/console/webhooks?partnerId=%00&unknown=1', 400, 'text/html'],
  ['/console/webhooks/abc?done=1&unknown=1', 400, 'text/html'],
  ['/console/usage?days=999&partnerId=%00&unknown=1', 200, 'text/html'],
  ['/console/usage?partnerId=abc', 200, 'text/html'],
  ['/console/audit?partnerId=abc&person=%00&unknown=1', 400, 'text/html'],
  ['/console/jobs/%00', 404, 'text/html'],
  ['/console/jobs/nope?unknown=1', 404, 'text/html'],
  ['/console/jobs/nope/done/%00', 404, 'text/html'],
  ['/console/secrets/nope?unknown=1', 410, 'text/html'],
  ['/console/assets/%00', 404, 'text/plain'],
  ['/console/assets/nope.css?unknown=1', 404, 'text/plain'],
];

test('a page’s params and query schemas only type its handler: odd and unknown values reach the page as before', async () => {
  for (const [url, status, typeOrLocation] of ODD_INPUT) {
    const res = await get(url);
    assert.equal(res.statusCode, status, `${url}: ${res.body.slice(0, 300)}`);
    if (status === 303) assert.equal(res.headers.location, typeOrLocation, url);
    else assert.equal(String(res.headers['content-type']).split(';')[0], typeOrLocation, url);
  }
});
