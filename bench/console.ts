// `npm run bench:console`: server time of every console page on the demo
// world (the in-process platform on PGlite, or DATABASE_URL). Each page is
// requested through app.inject (no network), warmed up, then timed N times;
// the median and the 95th percentile are printed per page, against the
// 200 ms budget (issue 23). Not a test: a measurement, run by hand.
import { performance } from 'node:perf_hooks';
import { loadConfig } from '../src/app/config.ts';
import { seedDemo } from '../src/app/demo/seed.ts';
import { buildAdminApp } from '../src/app/hosts/admin.ts';
import { createPlatform } from '../src/app/platform.ts';
import { freshDatabase } from '../test/helpers/database.ts';

const TOKEN = 'bench-admin-token-0123456789';
const RUNS = Number(process.env.RUNS ?? 30);
const BUDGET_MS = 200;

const fresh = await freshDatabase();
const platform = await createPlatform(
  loadConfig({ ...process.env, LOG_LEVEL: 'silent', ADMIN_TOKEN: TOKEN, DATABASE_URL: 'memory://' }),
  fresh.database,
);
const world = await seedDemo(platform);
const admin = await buildAdminApp(platform);
// Pages are read as a signed-in member, as staff read them: the demo administrator signs in through the form.
async function signIn(): Promise<Record<string, string>> {
  const member = world.staff?.find((m) => m.role === 'administrator');
  if (!member) throw new Error('the demo world has no administrator to sign in as');
  const form = await admin.inject({ method: 'GET', url: '/console/sign-in' });
  const nonce = String(form.headers['set-cookie']).split(';')[0]!;
  const csrf = /name="_csrf" value="([^"]+)"/.exec(form.body)?.[1] ?? '';
  const res = await admin.inject({
    method: 'POST',
    url: '/console/sign-in',
    headers: { cookie: nonce, 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ _csrf: csrf, email: member.email, password: member.password }).toString(),
  });
  const session = [res.headers['set-cookie']]
    .flat()
    .find((c) => c?.includes('console_session='))
    ?.split(';')[0];
  if (res.statusCode !== 303 || !session) throw new Error(`sign-in answered ${res.statusCode}`);
  return { cookie: session };
}
const headers = await signIn();
const pages = [
  '/console',
  '/console/partners',
  `/console/partners/${world.partnerId}`,
  '/console/partners/new',
  '/console/orders',
  '/console/orders?partnerOrderId=PO-DEMO-1001',
  '/console/orders/100001',
  '/console/orders/100003',
  '/console/submissions',
  '/console/webhooks',
  `/console/usage?partnerId=${world.partnerId}`,
  '/console/audit',
  // Jobs (issue 35): the list, a small form and the largest ones (a storefront order, a storefront user, price tiers).
  '/console/jobs',
  '/console/jobs/sitesCreate',
  '/console/jobs/ordersPlace',
  '/console/jobs/usersCreate',
  '/console/jobs/catalogProductsSetPriceTiers',
];

const rows: string[] = [];
let over = 0;
for (const url of pages) {
  const time = async () => {
    const started = performance.now();
    const res = await admin.inject({ method: 'GET', url, headers });
    if (res.statusCode !== 200) throw new Error(`${url} answered ${res.statusCode}`);
    return performance.now() - started;
  };
  for (let i = 0; i < 3; i += 1) await time();
  const samples: number[] = [];
  for (let i = 0; i < RUNS; i += 1) samples.push(await time());
  samples.sort((a, b) => a - b);
  const median = samples[Math.floor(samples.length / 2)]!;
  const p95 = samples[Math.min(samples.length - 1, Math.floor(samples.length * 0.95))]!;
  if (p95 > BUDGET_MS) over += 1;
  rows.push(
    `${url.padEnd(48)} median ${median.toFixed(1).padStart(6)} ms   p95 ${p95.toFixed(1).padStart(6)} ms${p95 > BUDGET_MS ? '   OVER BUDGET' : ''}`,
  );
}
process.stdout.write(`console pages on the demo world, ${RUNS} runs each (budget ${BUDGET_MS} ms):\n${rows.join('\n')}\n`);
await admin.close();
await fresh.close();
process.exit(over ? 1 : 0);
