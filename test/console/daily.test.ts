// Built for daily use, through the console's pages (HTTP on the
// admin app, signed in): the find box takes any order reference, names
// instead of ids, the audit log filtered by person and partner chosen by
// name, a copy button on a secret shown once, shipping with carrier, service
// and tracking number, the ship-to address.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { createTestContext, type TestContext, type TestPartner } from '../helpers/context.ts';
import { order, podProduct, SHIP_TO } from '../orders/fixtures.ts';
import { teamMember, type TeamMemberWithToken } from '../team/world.ts';
import { formsOf, signInConsole } from './browser.ts';

let ctx: TestContext;
let partner: TestPartner;
let member: TeamMemberWithToken;
let auth: { cookie: string };
let csrf: string;
const orders: Record<string, number> = {};

before(async () => {
  ctx = await createTestContext();
  const site = await ctx.site('Harbor Print Works');
  partner = await ctx.partner({ name: 'Lantern Goods Co', siteIds: [site] });
  const productId = await podProduct(ctx, site);
  let day = 1;
  for (const id of ['LG-Spring-0001', 'lg-spring-0002', 'LG-AUTUMN-7']) {
    const placed = await order(ctx, site, {
      productId,
      partner: { partnerId: partner.partnerId, partnerOrderId: id },
      placedOn: new Date(Date.UTC(2026, 2, day++)),
    });
    orders[id] = placed.orderNumber;
  }
  member = await teamMember(ctx, 'administrator');
  const browser = await signInConsole(ctx, member);
  auth = { cookie: browser.cookie };
  csrf = browser.csrf;
});
after(() => ctx?.close());

const get = (url: string) => ctx.admin.inject({ method: 'GET', url, headers: auth });
const post = (url: string, form: Record<string, string>) =>
  ctx.admin.inject({
    method: 'POST',
    url,
    headers: { ...auth, 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ _csrf: csrf, ...form }).toString(),
  });

test("the overview's find box takes an order number, a partner order id or its start in any case", async () => {
  const home = await get('/console');
  const find = formsOf(home.body).find(
    (f) => f.action === '/console/orders' && f.method.toLowerCase() === 'get' && f.fields.some((x) => x.name === 'q'),
  );
  assert.deepEqual(
    find?.fields.map((f) => f.name),
    ['q'],
  );
  const byNumber = await get(`/console/orders?q=${orders['LG-AUTUMN-7']}`);
  assert.equal(byNumber.statusCode, 303);
  assert.equal(byNumber.headers.location, `/console/orders/${orders['LG-AUTUMN-7']}`);
  // One order starts so (any case): it opens.
  const one = await get('/console/orders?q=lg-autumn');
  assert.equal(one.headers.location, `/console/orders/${orders['LG-AUTUMN-7']}`);
  const exact = await get('/console/orders?q=LG-SPRING-0002');
  assert.equal(exact.headers.location, `/console/orders/${orders['lg-spring-0002']}`);
  // Several: the list filtered by the prefix, showing both.
  const several = await get('/console/orders?q=lg-spring');
  assert.equal(several.headers.location, '/console/orders?partnerOrderId=lg-spring');
  const list = await get(several.headers.location as string);
  assert.equal(list.statusCode, 200);
  assert.match(list.body, /LG-Spring-0001/);
  assert.match(list.body, /lg-spring-0002/);
  assert.doesNotMatch(list.body, /LG-AUTUMN-7/);
  // None: the list, empty, says so.
  const none = await get('/console/orders?q=nothing-like-it');
  assert.match((await get(none.headers.location as string)).body, /No order matches/);
});

test('sites and partners show their names, and the orders list filters by them', async () => {
  const list = await get(`/console/orders?partnerId=${partner.partnerId}`);
  assert.match(list.body, /<td>Harbor Print Works<\/td>/);
  assert.match(list.body, new RegExp(`<option value="${partner.partnerId}" selected>Lantern Goods Co</option>`));
  const show = await get(`/console/orders/${orders['LG-Spring-0001']}`);
  assert.match(show.body, /<dt>Site<\/dt><dd>Harbor Print Works<\/dd>/);
  assert.match(show.body, new RegExp(`<a href="/console/partners/${partner.partnerId}">Lantern Goods Co</a>`));
  // The timeline names the partner that placed the order, not its id.
  assert.match(show.body, /Order placed \(LG-Spring-0001\)<\/strong>[^<]*· by Lantern Goods Co/);
  const partners = await get('/console/partners?q=Lantern');
  assert.match(partners.body, /<td>Harbor Print Works<\/td>/);
});

test('the order page shows the ship-to address; shipping takes carrier, service and tracking number', async () => {
  const orderNumber = orders['LG-Spring-0001']!;
  const show = await get(`/console/orders/${orderNumber}`);
  const address = /<address>([\s\S]*?)<\/address>/.exec(show.body)?.[1]?.replace(/\s+/g, ' ') ?? '';
  for (const part of [SHIP_TO.name, SHIP_TO.address1, `${SHIP_TO.city}, ${SHIP_TO.state} ${SHIP_TO.postalCode}`, SHIP_TO.country])
    assert.ok(address.includes(part), `${part} in ${address}`);

  const lines = (await ctx.adminCall({ method: 'GET', url: `/admin/orders/${orderNumber}` })).json().lines;
  const created = await post(`/console/orders/${orderNumber}/shipments`, { [`qty_${lines[0].itemNumber}`]: '1', carrier: 'USPS' });
  assert.equal(created.statusCode, 303, created.body);
  const [shipment] = (await ctx.adminCall({ method: 'GET', url: `/admin/orders/${orderNumber}/shipments` })).json().shipments;
  const page = await get(`/console/orders/${orderNumber}`);
  const form = formsOf(page.body).find((f) => f.action === `/console/shipments/${shipment.shipmentNumber}/ship`);
  assert.deepEqual(
    form?.fields.filter((f) => f.type === 'text').map((f) => [f.name, f.value]),
    [
      ['carrier', 'USPS'],
      ['service', ''],
      ['trackingNumber', ''],
    ],
  );

  // The admin API's refusal is shown beside the field it names; nothing shipped.
  const refused = await post(`/console/shipments/${shipment.shipmentNumber}/ship`, {
    orderNumber: String(orderNumber),
    carrier: 'UPS',
    service: 'x'.repeat(101),
    trackingNumber: '1Z1',
  });
  assert.equal(refused.statusCode, 400);
  assert.match(refused.body, new RegExp(`id="shipment-${shipment.shipmentNumber}-service-note"[^>]*>[^<]*service`));
  assert.equal((await ctx.adminCall({ method: 'GET', url: `/admin/orders/${orderNumber}/shipments` })).json().shipments[0].shippedOn, null);

  const shipped = await post(`/console/shipments/${shipment.shipmentNumber}/ship`, {
    orderNumber: String(orderNumber),
    carrier: 'UPS',
    service: 'Ground',
    trackingNumber: '1Z999AA10123456784',
  });
  assert.equal(shipped.statusCode, 303, shipped.body);
  const after = (await ctx.adminCall({ method: 'GET', url: `/admin/orders/${orderNumber}/shipments` })).json().shipments[0];
  assert.deepEqual([after.carrier, after.service, after.trackingNumber], ['UPS', 'Ground', '1Z999AA10123456784']);
  assert.ok(after.shippedOn);
});

test('the audit log filters by person and by partner, both chosen by name', async () => {
  // The member acts in the console (a session) and with their personal token; another member acts too.
  const other = await teamMember(ctx, 'administrator');
  assert.equal((await post(`/console/partners/${partner.partnerId}/clients`, { label: 'daily' })).statusCode, 303);
  const byToken = await ctx.admin.inject({
    method: 'POST',
    url: '/admin/partners',
    headers: { authorization: `Bearer ${member.token}`, 'content-type': 'application/json' },
    payload: { name: 'Made with a token' },
  });
  assert.equal(byToken.statusCode, 201, byToken.body);
  const byOther = await ctx.admin.inject({
    method: 'POST',
    url: '/admin/partners',
    headers: { authorization: `Bearer ${other.token}`, 'content-type': 'application/json' },
    payload: { name: 'Made by someone else' },
  });
  assert.equal(byOther.statusCode, 201, byOther.body);

  const page = await get('/console/audit');
  const filter = formsOf(page.body).find((f) => f.action === '/console/audit');
  assert.ok(filter?.fields.some((f) => f.name === 'person' && f.type === 'select'));
  assert.match(page.body, new RegExp(`<option value="${member.email}">administrator \\d+ \\(${member.email}\\)</option>`));
  assert.match(page.body, new RegExp(`<option value="${partner.partnerId}">Lantern Goods Co</option>`));

  const mine = await get(`/console/audit?person=${encodeURIComponent(member.email)}`);
  assert.equal(mine.statusCode, 200);
  assert.match(mine.body, /client\.issue/);
  assert.match(mine.body, new RegExp(`token:${member.tokenId} \\(${member.email}\\)`));
  assert.doesNotMatch(mine.body, new RegExp(`token:${other.tokenId} `));

  const theirs = await get(`/console/audit?partnerId=${partner.partnerId}`);
  assert.match(theirs.body, new RegExp(`<a href="/console/partners/${partner.partnerId}">Lantern Goods Co</a>`));
  assert.doesNotMatch(theirs.body, new RegExp(`<a href="/console/partners/${byToken.json().partnerId}">`));

  // The admin API's own filter, as the page uses it: a person is an email.
  const api = await ctx.adminCall({ method: 'GET', url: `/admin/audit?person=${encodeURIComponent(other.email)}` });
  assert.deepEqual(
    api.json().entries.map((e: { actor: string }) => e.actor),
    [`token:${other.tokenId} (${other.email})`],
  );
  const malformed = await ctx.adminCall({ method: 'GET', url: '/admin/audit?person=not%20an%20email' });
  assert.equal(malformed.statusCode, 400);
});

test('a secret shown once has a copy button run by the console script (no inline script under the CSP)', async () => {
  const fresh = await ctx.adminCall({ method: 'POST', url: '/admin/partners', payload: { name: 'Copy Button Ltd' } });
  const posted = await post(`/console/partners/${fresh.json().partnerId}/clients`, { label: 'copy me' });
  assert.equal(posted.statusCode, 303, posted.body.slice(0, 2000));
  const shown = await get(posted.headers.location as string);
  assert.equal(shown.statusCode, 200);
  assert.match(shown.body, /<button type="button" class="small secondary" data-copy="secret" hidden>Copy<\/button>/);
  assert.match(shown.body, /<a href="\/console\/partners\/\d+">Copy Button Ltd<\/a>/);
  assert.doesNotMatch(shown.body, /<script>|<script [^>]*nonce|onclick=/);
  assert.match(shown.headers['content-security-policy'] as string, /script-src 'self'/);
  const script = await get('/console/assets/console.js');
  assert.match(script.body, /button\[data-copy\]/);
});
