import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { sql } from 'kysely';
import { createTestContext, type TestContext, type TestPartner } from '../helpers/context.ts';

let ctx: TestContext;
let partner: TestPartner;

before(async () => {
  ctx = await createTestContext();
  partner = await ctx.partner();
  const siteId = partner.siteIds[0]!;
  await sql`INSERT INTO products (site_id, code, name, service_type)
    SELECT ${siteId}, 'BULK-' || n, 'Bulk product ' || n, CASE WHEN n % 2 = 0 THEN 'STOCK' ELSE 'POD' END
    FROM generate_series(1, 620) AS n`.execute(ctx.platform.db);
  await sql`INSERT INTO segments (site_id, name) SELECT ${siteId}, 'Segment ' || n FROM generate_series(1, 120) AS n`.execute(
    ctx.platform.db,
  );
});
after(() => ctx.close());

const get = (url: string) => ctx.call(partner.token, { method: 'GET', url });

describe('page sizes', () => {
  test('products: default 100, capped at 500, every product exactly once across pages', async () => {
    const first = (await get('/v1/products')).json();
    assert.equal(first.products.length, 100);
    assert.equal(typeof first.nextCursor, 'string');
    const capped = (await get('/v1/products?limit=5000')).json();
    assert.equal(capped.products.length, 500);
    const rest = (await get(`/v1/products?limit=500&cursor=${encodeURIComponent(capped.nextCursor)}`)).json();
    assert.equal(rest.products.length, 120);
    assert.equal(rest.nextCursor, null);
    const ids = new Set([...capped.products, ...rest.products].map((p: { productId: string }) => p.productId));
    assert.equal(ids.size, 620);
  });

  test('search answers one ranked page bounded by the same limit, nextCursor null', async () => {
    const res = (await get(`/v1/products?siteId=${partner.siteIds[0]}&q=bulk`)).json();
    assert.equal(res.products.length, 100);
    assert.equal(res.nextCursor, null);
    assert.equal((await get(`/v1/products?siteId=${partner.siteIds[0]}&q=bulk&limit=900`)).json().products.length, 500);
  });

  test('filtered paging keeps the filter: serviceType=POD pages hold only POD', async () => {
    let cursor: string | null = null;
    let count = 0;
    do {
      const page: { products: Array<{ serviceType: string }>; nextCursor: string | null } = (
        await get(`/v1/products?serviceType=POD&limit=200${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`)
      ).json();
      assert.ok(page.products.every((p) => p.serviceType === 'POD'));
      count += page.products.length;
      cursor = page.nextCursor;
    } while (cursor);
    assert.equal(count, 310);
  });

  test('segments: default 100, then the rest', async () => {
    const first = (await get('/v1/segments')).json();
    assert.equal(first.segments.length, 100);
    const second = (await get(`/v1/segments?cursor=${encodeURIComponent(first.nextCursor)}`)).json();
    assert.equal(second.segments.length, 20);
    assert.equal(second.nextCursor, null);
  });
});
