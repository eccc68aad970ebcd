// The 5-line order of the submission benches (bench/submissions.ts,
// bench/submission-statements.ts, bench/cluster.ts) on the demo world, and
// the probe submission of bench/submissions.ts and bench/history.ts. Not a script.
import type { DemoWorld } from '../src/app/demo/world.ts';
import { buildPartnerApp } from '../src/app/hosts/partner.ts';
import type { Platform } from '../src/app/platform.ts';
import { emptyGateway } from '../src/gateway/hooks.ts';

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

/**
 * One order through the partner app in this process (no gateway: nothing is
 * measured here) and a worker of its own, under `partnerOrderId`: the
 * statements it sends are the service's (bench/submissions.ts checks its
 * twin's texts against them, bench/history.ts explains them). Throws unless
 * it answers 201 completed; returns the answer's `order`.
 */
export async function probeSubmission(platform: Platform, demo: DemoWorld, partnerOrderId: string): Promise<Record<string, unknown>> {
  const body = await fiveLineOrder(platform, demo);
  const app = await buildPartnerApp({ ...platform, gateway: emptyGateway() });
  const worker = platform.submissions.createWorker({ idlePollMs: 50 });
  worker.start();
  try {
    const token = await app.inject({
      method: 'POST',
      url: '/oauth2/token',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        grant_type: 'client_credentials',
        client_id: demo.clientId,
        client_secret: demo.clientSecret,
      }).toString(),
    });
    const res = await app.inject({
      method: 'POST',
      url: '/v1/orders',
      headers: { authorization: `Bearer ${(token.json() as { access_token: string }).access_token}`, 'content-type': 'application/json' },
      payload: { ...body, partnerOrderId },
    });
    const answer = res.json() as { status?: string; order: Record<string, unknown> };
    if (res.statusCode !== 201 || answer.status !== 'completed') throw new Error(`the probe answered ${res.statusCode} ${res.body}`);
    return answer.order;
  } finally {
    await worker.stop();
    await app.close();
  }
}
