// Racing back-office writes of every kind that serialises on one row (a
// parent locked first, a unique flag moved, a limit counted), through the
// admin API, with the service's own pool (10 connections) and the bounded
// wait for one of racing-writes.test.ts: none answers 5xx, and the final
// state is one a serial order would give. Writers of one row wait in process
// (src/db/row-queue.ts), not on pooled connections blocked on the row lock.
// On PostgreSQL 200 of each kind truly race; the embedded engine runs them one
// by one anyway, so it gets a smaller batch to keep the suite quick.
import assert from 'node:assert/strict';
import { before, describe, test } from 'node:test';
import { image, product, segment, share } from '../catalog/fixtures.ts';
import type { TestContext } from '../helpers/context.ts';
import { makeCert } from '../identity/mtls/certs.ts';
import { N, racingContext, subsetOf } from './admin-race.ts';

const racing = racingContext();
const { race, get } = racing;
let ctx: TestContext;
let site: number;
let otherSite: number;

before(async () => {
  ctx = racing.ctx;
  site = await ctx.site();
  otherSite = await ctx.site();
});

const newPartner = async (payload: Record<string, unknown> = {}): Promise<number> => {
  const res = await ctx.adminCall({ method: 'POST', url: '/admin/partners', payload: { name: 'Racer', siteIds: [site], ...payload } });
  assert.equal(res.statusCode, 201, res.body);
  return res.json().partnerId;
};

describe(`${N} racing back-office writes per kind on one row: no 5xx, a consistent end state`, () => {
  test('catalog: price tiers replaced', async () => {
    const p = await product(ctx, site);
    const tiersFor = (i: number) => [
      { minQuantity: 1, unitPrice: `${i}.00` },
      ...subsetOf([10, 25, 50, 100], i).map((q) => ({ minQuantity: q, unitPrice: '1.00' })),
    ];
    const counts = await race('PUT price tiers', (i) => ({
      method: 'PUT',
      url: `/admin/products/${p.productId}/price-tiers`,
      payload: { tiers: tiersFor(i) },
    }));
    assert.deepEqual(counts, { 200: N });
    const stored = (await get(`/admin/products/${p.productId}`)).priceTiers as Array<{ minQuantity: number; unitPrice: string }>;
    const winner = Number.parseInt(stored[0]!.unitPrice, 10);
    assert.deepEqual(stored, tiersFor(winner));
  });

  test('catalog: primary image moved', async () => {
    const p = await product(ctx, site);
    const images: number[] = [];
    for (let i = 0; i < 5; i++) images.push(await image(ctx, p.id));
    const counts = await race('PATCH image primary', (i) => ({
      method: 'PATCH',
      url: `/admin/images/${images[i % images.length]}`,
      payload: { primary: true },
    }));
    assert.deepEqual(counts, { 200: N });
    const primaries = ((await get(`/admin/products/${p.productId}`)).images as Array<{ primary: boolean }>).filter((img) => img.primary);
    assert.equal(primaries.length, 1);
  });

  test('catalog: product segments replaced', async () => {
    const p = await product(ctx, site);
    const segments: number[] = [];
    for (let i = 0; i < 5; i++) segments.push(await segment(ctx, site));
    const counts = await race('PUT product segments', (i) => ({
      method: 'PUT',
      url: `/admin/products/${p.productId}/segments`,
      payload: { segmentIds: subsetOf(segments, i) },
    }));
    assert.deepEqual(counts, { 200: N });
    const stored = (await get(`/admin/products/${p.productId}`)).segmentIds as number[];
    assert.ok(
      Array.from({ length: N }, (_, i) => JSON.stringify(subsetOf(segments, i))).includes(JSON.stringify(stored)),
      `stored ${stored}`,
    );
  });

  test('catalog: share and its master edited', async () => {
    const p = await product(ctx, site);
    const s = await share(ctx, p.id, otherSite);
    const counts = await race('PATCH share / product', (i) =>
      i % 2
        ? { method: 'PATCH', url: `/admin/shares/${s.productId}`, payload: { visibility: i % 4 < 2 ? 'HIDDEN' : 'ALL_USERS' } }
        : { method: 'PATCH', url: `/admin/products/${p.productId}`, payload: { name: `Racer ${i}` } },
    );
    assert.deepEqual(counts, { 200: N });
  });

  test('shipping: services created on one centre, names unique', async () => {
    const centre = await ctx.adminCall({
      method: 'POST',
      url: '/admin/fulfilment-centres',
      payload: { name: 'Race centre', originCountry: 'US', originState: 'OH', originPostalCode: '43004' },
    });
    assert.equal(centre.statusCode, 201, centre.body);
    const centreId = centre.json().fulfilmentCentreId;
    const counts = await race('POST shipping services, one centre', (i) => ({
      method: 'POST',
      url: `/admin/fulfilment-centres/${centreId}/services`,
      payload: { name: `Service ${i % 10}`, kind: 'custom' },
    }));
    assert.deepEqual(counts, { 201: 10, 409: N - 10 });
    assert.equal((await get(`/admin/fulfilment-centres/${centreId}/services`)).services.length, 10);

    // Renames within the centre race on the same names.
    const ids = ((await get(`/admin/fulfilment-centres/${centreId}/services`)).services as Array<{ serviceId: number }>).map(
      (s) => s.serviceId,
    );
    const renames = await race('PATCH shipping service name, one centre', (i) => ({
      method: 'PATCH',
      url: `/admin/shipping-services/${ids[i % ids.length]}`,
      payload: { name: `Renamed ${i % 20}` },
    }));
    assert.equal((renames[200] ?? 0) + (renames[409] ?? 0), N);
    const names = ((await get(`/admin/fulfilment-centres/${centreId}/services`)).services as Array<{ name: string }>).map((s) => s.name);
    assert.equal(new Set(names).size, names.length);

    // Rate tables of one service, and the product centre set and cleared.
    const tables = await race('POST rate tables, one service', (i) => ({
      method: 'POST',
      url: `/admin/shipping-services/${ids[0]}/rate-tables`,
      payload: { country: 'US', bands: [{ upToOunces: String(16 + i), price: '5.49' }] },
    }));
    assert.deepEqual(tables, { 201: N });
    assert.equal((await get(`/admin/shipping-services/${ids[0]}/rate-tables`)).rateTables.length, N);
    const p = await product(ctx, site);
    const centres = await race('PUT product fulfilment centre', (i) => ({
      method: 'PUT',
      url: `/admin/products/${p.id}/fulfilment-centre`,
      payload: { fulfilmentCentreId: i % 2 ? centreId : null },
    }));
    assert.deepEqual(centres, { 200: N });
  });

  test('partners: app clients issued, at most two live', async () => {
    const partnerId = await newPartner();
    const counts = await race('POST app clients, one partner', () => ({
      method: 'POST',
      url: `/admin/partners/${partnerId}/clients`,
      payload: {},
    }));
    assert.deepEqual(counts, { 201: 2, 409: N - 2 });
    assert.equal((await get(`/admin/partners/${partnerId}/clients`)).clients.length, 2);
  });

  test('partners: site grants and edits on one partner', async () => {
    const partnerId = await newPartner();
    const counts = await race('PUT / DELETE site grant, PATCH partner', (i) =>
      i % 3 === 0
        ? { method: 'PUT', url: `/admin/partners/${partnerId}/sites/${otherSite}` }
        : i % 3 === 1
          ? { method: 'DELETE', url: `/admin/partners/${partnerId}/sites/${otherSite}` }
          : { method: 'PATCH', url: `/admin/partners/${partnerId}`, payload: { name: `Racer ${i}` } },
    );
    assert.equal((counts[200] ?? 0) + (counts[404] ?? 0), N);
    const siteIds = (await get(`/admin/partners/${partnerId}`)).siteIds as number[];
    assert.ok(siteIds.includes(site));
  });

  test('sites: one site edited', async () => {
    const counts = await race('PATCH site', (i) => ({ method: 'PATCH', url: `/admin/sites/${otherSite}`, payload: { name: `Site ${i}` } }));
    assert.deepEqual(counts, { 200: N });
  });

  test('catalog: one segment renamed', async () => {
    const id = await segment(ctx, site);
    const counts = await race('PATCH segment', (i) => ({
      method: 'PATCH',
      url: `/admin/segments/${id}`,
      payload: { name: `Segment race ${i}` },
    }));
    assert.deepEqual(counts, { 200: N });
  });

  test('certificates: registered on one partner, at most two live; enabled and disabled', async () => {
    const partnerId = await newPartner({ authMethod: 'MTLS' });
    const pems: string[] = [];
    for (let i = 0; i < N; i++) pems.push((await makeCert()).certPem);
    const counts = await race('POST certificates, one partner', (i) => ({
      method: 'POST',
      url: `/admin/partners/${partnerId}/certificates`,
      payload: { pem: pems[i] },
    }));
    assert.deepEqual(counts, { 201: 2, 409: N - 2 });
    const live = (await get(`/admin/partners/${partnerId}/certificates`)).certificates as Array<{ certificateId: number }>;
    assert.equal(live.length, 2);
    const toggles = await race('PATCH certificate enabled, one partner', (i) => ({
      method: 'PATCH',
      url: `/admin/certificates/${live[i % 2]!.certificateId}`,
      payload: { enabled: i % 4 < 2 },
    }));
    assert.deepEqual(toggles, { 200: N });
  });
});
