import { createTestContext } from '../test/helpers/context.ts';
import { seedDemo } from '../src/demo/seed.ts';
const ctx = await createTestContext();
const w = await seedDemo(ctx.platform);
const t = (await ctx.requestToken({ grant_type: 'client_credentials', client_id: w.clientId, client_secret: w.clientSecret })).json();
console.log('TOKEN', JSON.stringify(t).slice(0, 80), t.scope);
const trim = (v: any): any => Array.isArray(v) ? v.slice(0, 1).map(trim) : v && typeof v === 'object' ? Object.fromEntries(Object.entries(v).map(([k, x]) => [k, trim(x)])) : v;
const calls: [string, string, unknown?][] = [
  ['GET', '/.well-known/jwks.json'], ['GET', '/v1/ping'], ['GET', '/v1/me'], ['GET', '/v1/sites'], ['GET', '/v1/sites/1'],
  ['GET', '/v1/products?limit=1'], ['GET', '/v1/sites/1/products?limit=1'], ['GET', '/v1/products/SLO_1'], ['GET', '/v1/products/SLO_1/images'],
  ['GET', '/v1/segments?limit=1'],
];
for (const [method, url, payload] of calls) {
  const r = await ctx.call(t.access_token, { method: method as 'GET', url, payload: payload as object });
  console.log(`\n## ${method} ${url} ${r.statusCode}\n${JSON.stringify(trim(r.json()))}`);
}
const prods = (await ctx.call(t.access_token, { method: 'GET', url: '/v1/products' })).json().products;
console.log(prods.map((p: any) => `${p.productId} ${p.siteId} ${p.artworkSource} ${p.serviceType} ${p.name}`).join('\n'));
await ctx.close();
