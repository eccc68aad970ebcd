// The 5-line order of the submission benches (bench/submissions.ts,
// bench/submission-statements.ts, bench/cluster.ts) on the demo world. Not a script.
import type { DemoWorld } from '../src/app/demo/world.ts';
import type { Platform } from '../src/app/platform.ts';

/** Five lines on the demo's Acme site: three T-shirt variants (STOCK), a banner and templated business cards (POD). */
export async function fiveLineOrder(platform: Platform, demo: DemoWorld): Promise<Record<string, unknown>> {
  const siteId = demo.siteIds[0]!;
  const products = await platform.catalog.admin.listProducts(siteId);
  const byCode = (code: string) => products.find((p) => p.code === code)!;
  const tee = byCode('TEE-LOGO');
  const variants = await platform.db
    .selectFrom('product_variants')
    .select('id')
    .where('product_id', '=', tee.masterId)
    .orderBy('id')
    .execute();
  const [v1, v2, v3] = variants.map((v) => Number(v.id));
  return {
    siteId,
    partnerOrderId: 'replaced per request',
    shipTo: {
      name: 'Ada Lovelace',
      address1: '1 Main St',
      city: 'Columbus',
      state: 'OH',
      postalCode: '43004',
      country: 'US',
      email: 'ada@example.com',
    },
    shippingMethod: 'Ground',
    lines: [
      { productId: `SLO_${tee.id}`, partnerLineId: 'tee-s', quantity: 30, variantId: v1 },
      { productId: `SLO_${tee.id}`, partnerLineId: 'tee-m', quantity: 40, variantId: v2 },
      { productId: `SLO_${tee.id}`, partnerLineId: 'tee-l', quantity: 20, variantId: v3 },
      { productId: `SLO_${byCode('BNR-VINYL').id}`, partnerLineId: 'banner', quantity: 2, jobName: 'Spring sale' },
      {
        productId: `SLO_${byCode('BC-STD').id}`,
        partnerLineId: 'cards',
        quantity: 500,
        templateVariables: { fullName: 'Ada Lovelace', jobTitle: 'Analyst', office: 'Boston' },
      },
    ],
  };
}
