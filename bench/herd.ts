// `npm run bench -- herd`: every partner's credential read again at once.
// Any change to a client, partner or grant drops the whole credential cache
// in every process (docs/decisions.md, "Credential cache"), as do a start and
// a pause longer than the cache's age bound; the next request of each
// partner then reads its credential from the database, all of them at once.
// This bench makes that moment and times it: BENCH_PARTNERS (1,000)
// enterprise partners, each of whose credentials the service keeps; a change
// to a partner outside them (a no-op UPDATE: the statement trigger signals
// it all the same); once the service has dropped its cache, one `GET /v1/me`
// per partner, all sent at once over BENCH_SOCKETS (256) kept-alive
// connections. Per round: the same herd with every credential kept (the
// baseline), then after the drop the time until the last answer, the answers' p50
// and p99, the refusals (503/429) and the credential statements the herd took
// (the service's metrics). BENCH_ROUNDS (6) rounds; with BENCH_BASE_TREE (a
// build made before a change, as reads-ab) the base is measured too, the two
// alternating round by round (this, base, base, this, ...), and the ratios
// this ÷ base printed. BENCH_SHAPE as bench/service.ts. PostgreSQL only
// (PGlite's one connection has no herd to spread). Loopback only; bounded in
// time; writes bench/results/herd.json.
import { Agent, request } from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { sql } from 'kysely';
import { intEnv, percentile, runMain, setUpEngine, startRun, writeResults } from './common.ts';
import { clientAddress, enterprisePartners, fetchTokens } from './partners.ts';
import { SHAPE, startShippedService, type ShippedService } from './service.ts';

const PARTNERS = Math.max(2, intEnv('BENCH_PARTNERS', 1000, 2000));
const SOCKETS = Math.max(1, intEnv('BENCH_SOCKETS', 256, 4096));
const ROUNDS = Math.max(1, intEnv('BENCH_ROUNDS', 6, 50));
const BASE_TREE = process.env.BENCH_BASE_TREE ? resolve(process.env.BENCH_BASE_TREE) : undefined;

interface Answer {
  status: number;
  ms: number;
}

/** One GET on a kept-alive connection of `agent`; the status and its latency from when it was sent. */
function get(agent: Agent, url: URL, token: string, address: string): Promise<Answer> {
  const started = performance.now();
  return new Promise((resolvePromise, reject) => {
    const req = request(
      url,
      { agent, headers: { authorization: `Bearer ${token}`, 'x-forwarded-for': address }, timeout: 30_000 },
      (res) => {
        res.resume();
        res.on('end', () => resolvePromise({ status: res.statusCode ?? 0, ms: performance.now() - started }));
      },
    );
    req.on('timeout', () => req.destroy(new Error('no answer within 30 s')));
    req.on('error', reject);
    req.end();
  });
}

/** A counter of the service's metrics (summed over its label sets); null when it has none of that name. */
async function counter(service: ShippedService, name: string): Promise<number | null> {
  const text = await (await fetch(`${service.metricsUrl}/metrics`)).text();
  let sum: number | null = null;
  for (const m of text.matchAll(new RegExp(`^${name}(?:\\{[^}]*\\})? (\\S+)`, 'gm'))) sum = (sum ?? 0) + Number(m[1]);
  return sum;
}

interface Round {
  side: 'this' | 'base';
  /** The same herd with every credential kept (the round's baseline): until the last answer, and the p99. */
  keptMs: number;
  keptP99: number;
  allAnsweredMs: number;
  p50: number;
  p99: number;
  refused: number;
  other: number;
  /** Credential statements the herd took (null: the build has no such metric). */
  statements: number | null;
}

runMain(async () => {
  if (process.env.BENCH_ENGINES && process.env.BENCH_ENGINES !== 'postgres') throw new Error('bench -- herd runs on PostgreSQL only');
  const loadBefore = startRun(ROUNDS * (BASE_TREE ? 2 : 1) * 60 + 600);
  const scratch = mkdtempSync(join(tmpdir(), 'pcapi-herd-'));
  const set = await setUpEngine('postgres');
  if (typeof set === 'string') throw new Error(set);
  const { opened, platform, demo } = set;
  const services: Array<{ side: 'this' | 'base'; service: ShippedService; tokens: string[]; agent: Agent }> = [];
  try {
    const clients = await enterprisePartners(platform, demo.siteIds, PARTNERS);
    for (const side of BASE_TREE ? (['this', 'base'] as const) : (['this'] as const)) {
      const service = await startShippedService({
        databaseUrl: opened.url!,
        storageDir: join(scratch, `storage-${side}`),
        tree: side === 'base' ? BASE_TREE : undefined,
      });
      services.push({
        side,
        service,
        tokens: await fetchTokens(service.base, clients),
        agent: new Agent({ keepAlive: true, maxSockets: SOCKETS }),
      });
    }
    /** Every partner's request at once; each from an address of its own, as partners are. */
    const herd = (s: (typeof services)[number]) => {
      const url = new URL('/v1/me', s.service.base);
      return Promise.all(s.tokens.map((token, i) => get(s.agent, url, token, clientAddress(i, 76))));
    };
    // Warm: the connections opened, the code compiled, every credential kept.
    for (const s of services) for (let i = 0; i < 3; i++) await herd(s);
    process.stdout.write(
      `herd: ${PARTNERS} partners' GET /v1/me at once over ${SOCKETS} connections, after a change dropped the credential cache; shape ${SHAPE}; ${ROUNDS} round(s)${BASE_TREE ? `, base ${BASE_TREE}` : ''}\n`,
    );
    const rounds: Round[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      const order = round % 2 === 0 ? services : [...services].reverse();
      for (const s of order) {
        // Every credential kept again before the drop: the same herd answered from the cache, the baseline.
        const keptStarted = performance.now();
        const kept = await herd(s);
        const keptMs = performance.now() - keptStarted;
        const keptOk = kept
          .filter((a) => a.status === 200)
          .map((a) => a.ms)
          .sort((a, b) => a - b);
        const drops = await counter(s.service, 'partner_api_credential_cache_drops_total');
        await sql`UPDATE partners SET name = name WHERE id = ${demo.partnerId}`.execute(platform.db);
        for (let i = 0; i < 500 && (await counter(s.service, 'partner_api_credential_cache_drops_total')) === drops; i++)
          await new Promise((r) => setTimeout(r, 10));
        const statements = await counter(s.service, 'partner_api_credential_read_statements_total');
        const started = performance.now();
        const answers = await herd(s);
        const allAnsweredMs = performance.now() - started;
        const after = await counter(s.service, 'partner_api_credential_read_statements_total');
        const ok = answers
          .filter((a) => a.status === 200)
          .map((a) => a.ms)
          .sort((a, b) => a - b);
        rounds.push({
          side: s.side,
          keptMs,
          keptP99: percentile(keptOk, 99),
          allAnsweredMs,
          p50: percentile(ok, 50),
          p99: percentile(ok, 99),
          refused: answers.filter((a) => a.status === 503 || a.status === 429).length,
          other: answers.filter((a) => a.status !== 200 && a.status !== 503 && a.status !== 429).length,
          statements: statements === null || after === null ? null : after - statements,
        });
        const r = rounds.at(-1)!;
        process.stdout.write(
          `  ${s.side.padEnd(4)} round ${round + 1}: kept: all answered in ${r.keptMs.toFixed(0)} ms, p99 ${r.keptP99.toFixed(1)} ms; dropped: all answered in ${r.allAnsweredMs.toFixed(0)} ms; p50 ${r.p50.toFixed(1)} ms, p99 ${r.p99.toFixed(1)} ms; refused ${r.refused}, other non-200 ${r.other}; credential statements ${r.statements ?? 'n/a'}\n`,
        );
      }
    }
    const median = (side: Round['side'], pick: (r: Round) => number) => {
      const values = rounds
        .filter((r) => r.side === side)
        .map(pick)
        .sort((a, b) => a - b);
      return values[Math.floor(values.length / 2)]!;
    };
    const summary = Object.fromEntries(
      services.map(({ side }) => [
        side,
        {
          keptMs: median(side, (r) => r.keptMs),
          keptP99: median(side, (r) => r.keptP99),
          allAnsweredMs: median(side, (r) => r.allAnsweredMs),
          p99: median(side, (r) => r.p99),
          refused: median(side, (r) => r.refused),
          statements: median(side, (r) => r.statements ?? Number.NaN),
        },
      ]),
    );
    for (const [side, m] of Object.entries(summary))
      process.stdout.write(
        `${side} (medians): kept ${m.keptMs.toFixed(0)} ms, p99 ${m.keptP99.toFixed(1)} ms; dropped: all answered in ${m.allAnsweredMs.toFixed(0)} ms (${(m.allAnsweredMs / m.keptMs).toFixed(2)}x kept), p99 ${m.p99.toFixed(1)} ms, refused ${m.refused}, statements ${Number.isNaN(m.statements) ? 'n/a' : m.statements}\n`,
      );
    if (summary.base)
      process.stdout.write(
        `this ÷ base: all answered ${(summary.this!.allAnsweredMs / summary.base.allAnsweredMs).toFixed(2)}x, p99 ${(summary.this!.p99 / summary.base.p99).toFixed(2)}x\n`,
      );
    writeResults(
      'herd.json',
      { partners: PARTNERS, sockets: SOCKETS, rounds: ROUNDS, shape: SHAPE, baseTree: BASE_TREE ?? null },
      loadBefore,
      [{ summary, rounds }],
    );
  } finally {
    for (const s of services) {
      s.agent.destroy();
      await s.service.stop();
    }
    await opened.dispose();
    rmSync(scratch, { recursive: true, force: true });
  }
});
