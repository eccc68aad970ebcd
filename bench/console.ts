// `npm run bench -- console`: time of every console page on the demo world,
// loaded over the network from the service as `npm start` ships it
// (bench/service.ts: dist/main.js with `npm start`'s Node flags, every role,
// the console on its admin listener, metrics, LOG_LEVEL info). A staff
// member (the demo administrator) signs in through the console's sign-in
// form as staff do (the form's nonce cookie and CSRF token, then the session
// cookie and the CSRF token it is given, both kept); each page is then
// requested with the session cookie, warmed up and timed RUNS times (30):
// the median and the 95th percentile are printed per page, against the
// 200 ms budget. The time is the client's, on loopback: the
// server's time plus a local round trip. Not a test: a measurement, run by hand.
//
// Engines: BENCH_ENGINES (default pglite; postgres: a fresh database on
// BENCH_POSTGRES_URL's server, skipped when unreachable). On PGlite the world
// is seeded in a data directory the service then opens, as `npm start` does.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { runMain, setUpEngine, type Engine } from './common.ts';
import { startShippedService } from './service.ts';

const RUNS = Number(process.env.RUNS ?? 30);
const BUDGET_MS = 200;
const ENGINES = (process.env.BENCH_ENGINES || 'pglite').split(',').map((e) => e.trim()) as Engine[];

/** The cookies a response sets, as `name=value` pairs. */
function cookiesOf(res: Response): string[] {
  return res.headers.getSetCookie().map((c) => c.split(';')[0]!);
}

/** Signs a staff member in through the console's form; the session cookie and the CSRF token the pages carry. */
async function signIn(base: string, member: { email: string; password: string }): Promise<{ cookie: string; csrf: string }> {
  const form = await fetch(`${base}/console/sign-in`);
  const nonce = cookiesOf(form).join('; ');
  const formCsrf = /name="_csrf" value="([^"]+)"/.exec(await form.text())?.[1] ?? '';
  const res = await fetch(`${base}/console/sign-in`, {
    method: 'POST',
    redirect: 'manual',
    headers: { cookie: nonce, 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ _csrf: formCsrf, email: member.email, password: member.password }).toString(),
  });
  const session = cookiesOf(res).find((c) => c.startsWith('console_session='));
  if (res.status !== 303 || !session) throw new Error(`sign-in answered ${res.status}`);
  // The signed-in pages carry their own CSRF token (for their forms): read from the first, kept with the cookie.
  const home = await fetch(`${base}/console`, { headers: { cookie: session } });
  const csrf = /name="_csrf" value="([^"]+)"/.exec(await home.text())?.[1] ?? '';
  return { cookie: session, csrf };
}

async function benchEngine(engine: Engine): Promise<number | null> {
  const scratch = mkdtempSync(join(tmpdir(), 'pcapi-bench-console-'));
  const set = await setUpEngine(engine, engine === 'pglite' ? join(scratch, 'pglite') : undefined);
  if (typeof set === 'string') {
    process.stdout.write(`${engine}: skipped (${set})\n`);
    rmSync(scratch, { recursive: true, force: true });
    return null;
  }
  const { opened, platform, demo } = set;
  const url = opened.url!;
  // The embedded engine has one owner: the bench lets go of it before the service opens it.
  let released = false;
  if (engine === 'pglite') {
    await platform.submissions.close();
    await opened.dispose();
    released = true;
  }
  const service = await startShippedService({ databaseUrl: url, storageDir: join(scratch, 'storage') }).catch(async (error: unknown) => {
    if (!released) await opened.dispose();
    throw error;
  });
  try {
    const member = demo.staff?.find((m) => m.role === 'administrator');
    if (!member) throw new Error('the demo world has no administrator to sign in as');
    const { cookie, csrf } = await signIn(service.adminBase, member);
    if (!csrf) throw new Error('the signed-in console page carried no CSRF token');
    const pages = [
      '/console',
      '/console/partners',
      `/console/partners/${demo.partnerId}`,
      '/console/partners/new',
      '/console/orders',
      '/console/orders?partnerOrderId=PO-DEMO-1001',
      '/console/orders/100001',
      '/console/orders/100003',
      '/console/submissions',
      '/console/webhooks',
      `/console/usage?partnerId=${demo.partnerId}`,
      '/console/audit',
      // Jobs: the list, a small form and the largest ones (a storefront order, a storefront user, price tiers).
      '/console/jobs',
      '/console/jobs/sitesCreate',
      '/console/jobs/ordersPlace',
      '/console/jobs/usersCreate',
      '/console/jobs/catalogProductsSetPriceTiers',
    ];
    const rows: string[] = [];
    let over = 0;
    for (const page of pages) {
      const time = async () => {
        const started = performance.now();
        const res = await fetch(`${service.adminBase}${page}`, { headers: { cookie } });
        await res.arrayBuffer();
        if (res.status !== 200) throw new Error(`${page} answered ${res.status}`);
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
        `${page.padEnd(48)} median ${median.toFixed(1).padStart(6)} ms   p95 ${p95.toFixed(1).padStart(6)} ms${p95 > BUDGET_MS ? '   OVER BUDGET' : ''}`,
      );
    }
    process.stdout.write(
      `console pages on the demo world (${opened.label}), shipped service's admin listener, ${RUNS} runs each (budget ${BUDGET_MS} ms):\n${rows.join('\n')}\n`,
    );
    return over;
  } finally {
    await service.stop();
    if (!released) {
      await platform.submissions.close();
      await opened.dispose();
    }
    rmSync(scratch, { recursive: true, force: true });
  }
}

async function main(): Promise<void> {
  let over = 0;
  for (const engine of ENGINES) over += (await benchEngine(engine)) ?? 0;
  // Exits 1 when a page's p95 is over the budget, as before.
  if (over) throw new Error(`${over} page(s) over the ${BUDGET_MS} ms budget`);
}

runMain(main);
