// `npm run bench -- traces`: what tracing costs (issue "Traces", item 6). The
// shipped service (api and worker roles, dist/ with tracing's preload, as
// scripts/launch.mjs starts it) runs three ways, side by side on one fresh
// database: tracing off (no OTEL_* variable), on at 100 % sampling and on at
// 1 % (parentbased_traceidratio 0.01), both exporting OTLP http/protobuf to
// a loopback sink that takes and discards every batch. For each it measures
// the service process's CPU per request on a point read (GET
// /v1/orders/{n}, partners' tokens in turn) and per submission (POST
// /v1/orders of a five-line order, each a new submission the worker places).
// The variants alternate over BENCH_ROUNDS rounds (default 2) so drift in the
// machine's load falls on each alike; the ratios are against tracing off.
// Aims: at most +10 % at 100 %, +2 % at 1 %. Prints the load average: on a
// shared machine the absolute figures move, the ratios less.
//
// Environment: BENCH_ENGINES (default "postgres,pglite": the first that
// opens), BENCH_DURATION (seconds per load, default 10), BENCH_WARMUP
// (default 3), BENCH_ROUNDS (default 2), BENCH_CONNECTIONS (default 8).
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Result } from 'autocannon';
import { intEnv, pad, root, runLoad, runMain, setUpEngine, siblingScript, writeResults, type Engine } from './common.ts';
import { enterprisePartners, fetchTokens } from './partners.ts';
import { startShippedService } from './service.ts';
import { fiveLineOrder } from './submission-order.ts';
import type { SubmissionLoadJob } from './submissions-load.ts';

const DURATION = intEnv('BENCH_DURATION', 10, 120);
const WARMUP = intEnv('BENCH_WARMUP', 3, 60);
const ROUNDS = intEnv('BENCH_ROUNDS', 2, 10);
const CONNECTIONS = intEnv('BENCH_CONNECTIONS', 8, 64);
const ENGINES = (process.env.BENCH_ENGINES || 'postgres,pglite').split(',').map((e) => e.trim()) as Engine[];

type Variant = 'off' | 'on 100 %' | 'on 1 %';
const VARIANTS: Variant[] = ['off', 'on 100 %', 'on 1 %'];

function tracingEnv(variant: Variant, sink: string): Record<string, string> {
  if (variant === 'off') return {};
  return {
    OTEL_TRACES_EXPORTER: 'otlp',
    OTEL_EXPORTER_OTLP_ENDPOINT: sink,
    OTEL_EXPORTER_OTLP_PROTOCOL: 'http/protobuf',
    OTEL_TRACES_SAMPLER: variant === 'on 100 %' ? 'parentbased_always_on' : 'parentbased_traceidratio',
    OTEL_TRACES_SAMPLER_ARG: '0.01',
  };
}

/** An OTLP/HTTP endpoint that answers every export and keeps only a count of the bytes. */
async function startSink(): Promise<{ url: string; bytes: () => number; close: () => void }> {
  let bytes = 0;
  const server = createServer((req, res) => {
    req.on('data', (c: Buffer) => (bytes += c.length));
    req.on('end', () => res.writeHead(200, { 'content-type': 'application/x-protobuf' }).end());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, bytes: () => bytes, close: () => server.close() };
}

function submissions(job: SubmissionLoadJob): Promise<Result> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [...siblingScript('submissions-load'), JSON.stringify(job)], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let out = '';
    child.stdout.on('data', (c: Buffer) => (out += c.toString()));
    const killer = setTimeout(() => child.kill('SIGKILL'), (job.duration + 60) * 1000);
    child.on('close', (code) => {
      clearTimeout(killer);
      if (code !== 0) return reject(new Error(`load generator exited with ${code}`));
      resolve(JSON.parse(out) as Result);
    });
  });
}

interface Sample {
  readsCpuUs: number;
  readsPerSecond: number;
  submissionCpuUs: number;
  submissionsPerSecond: number;
}

/** The middle sample (the mean of the two middle ones for an even count). */
function median(xs: number[]): number {
  const sorted = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

runMain(async () => {
  const loadBefore = loadavg()[0]!;
  setTimeout(() => {
    process.stderr.write('bench traces: still running after 30 minutes, giving up\n');
    process.exit(2);
  }, 1_800_000).unref();
  const scratch = mkdtempSync(join(tmpdir(), 'pcapi-bench-traces-'));
  const sink = await startSink();
  let engine: Engine | null = null;
  let setUp: Awaited<ReturnType<typeof setUpEngine>> | null = null;
  for (const e of ENGINES) {
    setUp = await setUpEngine(e, e === 'pglite' ? join(scratch, 'pglite') : undefined);
    if (typeof setUp !== 'string') {
      engine = e;
      break;
    }
    process.stdout.write(`${e}: skipped (${setUp})\n`);
  }
  if (!engine || !setUp || typeof setUp === 'string') throw new Error('no engine could be opened');
  const { opened, platform, demo } = setUp;
  const clients = await enterprisePartners(platform, demo.siteIds, 50);
  const body = await fiveLineOrder(platform, demo);
  // The demo's first order, on a site every bench partner is granted.
  const orderNumber = 100001;
  const url = opened.url!;
  // The embedded engine has one owner at a time: the bench lets go before each service opens it.
  await platform.submissions.close();
  await platform.gateway.close();
  if (engine === 'pglite') await opened.database.close();

  const samples = new Map<Variant, Sample[]>(VARIANTS.map((v) => [v, []]));
  try {
    for (let round = 1; round <= ROUNDS; round++) {
      for (const variant of VARIANTS) {
        const service = await startShippedService({
          databaseUrl: url,
          storageDir: join(scratch, 'storage'),
          roles: ['api', 'worker'],
          extraFlags: ['--import', join(root, 'dist', 'app', 'tracing', 'preload.js')],
          env: { ...tracingEnv(variant, sink.url), SUBMISSION_WAIT_MS: '20000' },
        });
        try {
          const tokens = await fetchTokens(service.base, clients);
          const read = { url: `${service.base}/v1/orders/${orderNumber}`, connections: CONNECTIONS, tokens };
          await runLoad({ ...read, duration: WARMUP });
          let cpu = service.cpuMicros()!;
          const reads = await runLoad({ ...read, duration: DURATION });
          const readsCpu = service.cpuMicros()! - cpu;
          const sub = { url: `${service.base}/v1/orders`, connections: Math.min(4, CONNECTIONS), tokens, body };
          await submissions({ ...sub, duration: WARMUP });
          cpu = service.cpuMicros()!;
          const placed = await submissions({ ...sub, duration: DURATION });
          const submissionCpu = service.cpuMicros()! - cpu;
          const ok = (r: Result) => r['2xx'];
          if (ok(reads) === 0 || ok(placed) === 0)
            throw new Error(`${variant}: no successful request (${reads.non2xx} and ${placed.non2xx} refused)`);
          const sample = {
            readsCpuUs: readsCpu / ok(reads),
            readsPerSecond: ok(reads) / DURATION,
            submissionCpuUs: submissionCpu / ok(placed),
            submissionsPerSecond: ok(placed) / DURATION,
          };
          samples.get(variant)!.push(sample);
          process.stdout.write(
            `round ${round} ${pad(variant, 9)} reads ${sample.readsPerSecond.toFixed(0)}/s ${sample.readsCpuUs.toFixed(0)} µs CPU each; submissions ${sample.submissionsPerSecond.toFixed(1)}/s ${(sample.submissionCpuUs / 1000).toFixed(2)} ms CPU each (load ${loadavg()[0]!.toFixed(2)})\n`,
          );
        } finally {
          await service.stop();
        }
      }
    }
  } finally {
    sink.close();
    if (engine === 'postgres') await opened.dispose();
    rmSync(scratch, { recursive: true, force: true });
  }

  const off = samples.get('off')!;
  const baseRead = median(off.map((s) => s.readsCpuUs));
  const baseSubmission = median(off.map((s) => s.submissionCpuUs));
  const results = VARIANTS.map((variant) => {
    const list = samples.get(variant)!;
    const readsCpuUs = median(list.map((s) => s.readsCpuUs));
    const submissionCpuUs = median(list.map((s) => s.submissionCpuUs));
    return {
      variant,
      readsCpuUs,
      submissionCpuUs,
      readsRatio: readsCpuUs / baseRead,
      submissionRatio: submissionCpuUs / baseSubmission,
      samples: list,
    };
  });
  process.stdout.write(`\n${engine}, ${ROUNDS} rounds of ${DURATION} s each, medians; CPU of the service process:\n`);
  for (const r of results) {
    process.stdout.write(
      `  ${pad(r.variant, 9)} point read ${r.readsCpuUs.toFixed(0)} µs (×${r.readsRatio.toFixed(3)})   submission ${(r.submissionCpuUs / 1000).toFixed(2)} ms (×${r.submissionRatio.toFixed(3)})\n`,
    );
  }
  process.stdout.write(`  aims: on 100 % ≤ ×1.10, on 1 % ≤ ×1.02; spans sent to the sink: ${(sink.bytes() / 1024).toFixed(0)} KB\n`);
  process.stdout.write(`  load average ${loadBefore.toFixed(2)} before, ${loadavg()[0]!.toFixed(2)} after\n`);
  writeResults(
    'traces',
    { engine, duration: DURATION, warmup: WARMUP, rounds: ROUNDS, connections: CONNECTIONS, run: randomBytes(4).toString('hex') },
    loadBefore,
    results,
  );
});
