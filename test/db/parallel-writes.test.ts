// Writes that replace a set or move a unique flag lock their parent row
// first (src/db/locks.ts), so 200 of them at once on one aggregate all
// succeed (no unique violation, no deadlock) and leave a consistent state.
// On PostgreSQL they truly race (200 at once); the embedded engine runs
// them one by one anyway, so it gets a smaller batch to keep the suite quick.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { createTestContext, type TestContext, type TestPartner } from '../helpers/context.ts';
import { image, product, segment } from '../catalog/fixtures.ts';

const onPostgres = /^postgres/i.test(process.env.DATABASE_URL ?? '');
const N = onPostgres ? 200 : 40;
let ctx: TestContext;
let partner: TestPartner;
before(async () => {
  // 200 writes queued on one row through the test's 4 connections take a
  // while on a busy machine; past the default 5 s wait they would (rightly) be 503.
  ctx = await createTestContext({ DATABASE_STATEMENT_TIMEOUT_MS: '60000' });
  partner = await ctx.partner();
});
after(() => ctx.close());

const diagnostics: string[] = [];
after(() => {
  for (const line of diagnostics) console.log(line);
});

function tally(statuses: number[]): Record<number, number> {
  const out: Record<number, number> = {};
  for (const s of statuses) out[s] = (out[s] ?? 0) + 1;
  return out;
}

async function race(send: (i: number) => Promise<{ statusCode: number }>): Promise<Record<number, number>> {
  const started = Date.now();
  const statuses = (await Promise.all(Array.from({ length: N }, (_, i) => send(i)))).map((r) => r.statusCode);
  const counts = tally(statuses);
  diagnostics.push(`${N} parallel writes on ${ctx.platform.database.kind}: ${JSON.stringify(counts)} in ${Date.now() - started} ms`);
  return counts;
}

describe('parallel writes to one aggregate (200 on PostgreSQL)', () => {
  test('partner PUT /v1/products/{id}/segments: all succeed, the stored set is one of those sent', async () => {
    const site = partner.siteIds[0]!;
    const p = await product(ctx, site);
    const segments: number[] = [];
    for (let i = 0; i < 6; i++) segments.push(await segment(ctx, site));
    const setFor = (i: number) => segments.filter((_, k) => (i >> k) & 1);
    const counts = await race((i) =>
      ctx.call(partner.token, { method: 'PUT', url: `/v1/products/${p.productId}/segments`, payload: { segmentIds: setFor(i) } }),
    );
    assert.deepEqual(counts, { 200: N });
    const stored = (await ctx.call(partner.token, { method: 'GET', url: `/v1/products/${p.productId}` })).json().segmentIds as number[];
    assert.ok(Array.from({ length: N }, (_, i) => JSON.stringify(setFor(i))).includes(JSON.stringify(stored)), `stored ${stored}`);
    const rows = await ctx.platform.db.selectFrom('product_segments').select('segment_id').where('product_id', '=', p.id).execute();
    assert.equal(rows.length, stored.length);
  });

  test('partner PATCH image primary: true: all succeed, exactly one primary image', async () => {
    const p = await product(ctx, partner.siteIds[0]!);
    const images: number[] = [];
    for (let i = 0; i < 5; i++) images.push(await image(ctx, p.id));
    const counts = await race((i) =>
      ctx.call(partner.token, {
        method: 'PATCH',
        url: `/v1/products/${p.productId}/images/${images[i % images.length]}`,
        payload: { primary: true },
      }),
    );
    assert.deepEqual(counts, { 200: N });
    const primaries = await ctx.platform.db
      .selectFrom('product_images')
      .select('id')
      .where('product_id', '=', p.id)
      .where('is_primary', '=', true)
      .execute();
    assert.equal(primaries.length, 1);
  });

  test('admin segments, price tiers and primary image: all succeed, consistent', async () => {
    const site = partner.siteIds[0]!;
    const p = await product(ctx, site);
    const segs = [await segment(ctx, site), await segment(ctx, site), await segment(ctx, site)];
    const images = [await image(ctx, p.id), await image(ctx, p.id), await image(ctx, p.id)];
    const send = (method: 'PUT' | 'PATCH', url: string, payload: unknown) => ctx.adminCall({ method, url, payload: payload as object });
    assert.deepEqual(await race((i) => send('PUT', `/admin/products/${p.productId}/segments`, { segmentIds: segs.slice(0, i % 4) })), {
      200: N,
    });
    assert.deepEqual(
      await race((i) =>
        send('PUT', `/admin/products/${p.productId}/price-tiers`, {
          tiers: [
            { minQuantity: 1, unitPrice: '2.00' },
            { minQuantity: 10 + (i % 7), unitPrice: '1.50' },
          ],
        }),
      ),
      { 200: N },
    );
    assert.deepEqual(await race((i) => send('PATCH', `/admin/images/${images[i % 3]}`, { primary: true })), { 200: N });
    const view = (await ctx.adminCall({ method: 'GET', url: `/admin/products/${p.productId}` })).json();
    assert.equal(view.priceTiers.length, 2);
    assert.equal(view.images.filter((img: { primary: boolean }) => img.primary).length, 1);
    const segRows = await ctx.platform.db.selectFrom('product_segments').select('segment_id').where('product_id', '=', p.id).execute();
    assert.ok(segRows.length <= 3 && new Set(segRows.map((r) => r.segment_id)).size === segRows.length);
  });

  test('shipping: services of one name on one centre: one created, the rest 409, never a 500', async () => {
    const centre = await ctx.adminCall({
      method: 'POST',
      url: '/admin/fulfilment-centres',
      payload: { name: 'Race', originCountry: 'US', originState: 'OH', originPostalCode: '43004' },
    });
    assert.equal(centre.statusCode, 201, centre.body);
    const id = centre.json().id ?? centre.json().fulfilmentCentreId;
    const counts = await race(() =>
      ctx.adminCall({ method: 'POST', url: `/admin/fulfilment-centres/${id}/services`, payload: { name: 'Ground', kind: 'carrier' } }),
    );
    assert.deepEqual(counts, { 201: 1, 409: N - 1 });
  });
});
