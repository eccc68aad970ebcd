// `npm run fuzz`: the long fuzz run on the engine DATABASE_URL selects (the
// embedded one by default). FUZZ_REQUESTS (default 100000), FUZZ_SEED
// (default: the time; printed, so a failing run replays exactly),
// FUZZ_CONCURRENCY (default 1), FUZZ_MAX_SECONDS (stop early on a slow
// machine; the report gives the exact number sent). Exits 1 on any 5xx, any 4xx that is not a
// problem document, or any answer slower than 2 s.
import { createFuzzWorld, formatReport, runFuzz } from '../test/fuzz/fuzzer.ts';

function intEnv(name: string, fallback: number): number {
  const raw = process.env[name];
  if (!raw) return fallback;
  if (!/^\d+$/.test(raw)) throw new Error(`${name} must be a whole number`);
  return Number(raw);
}

const requests = intEnv('FUZZ_REQUESTS', 100_000);
const seed = intEnv('FUZZ_SEED', Date.now() % 2 ** 31);
const concurrency = Math.max(1, intEnv('FUZZ_CONCURRENCY', 1));
const maxSeconds = intEnv('FUZZ_MAX_SECONDS', 0);
const world = await createFuzzWorld();
const engine = world.ctx.platform.database.kind;
process.stdout.write(
  `fuzz: ${requests} requests, seed ${seed}, engine ${engine}, ${world.operations.length} operations, concurrency ${concurrency}\n`,
);
const started = Date.now();
let lastPrint = 0;
let stopping = false;
// Interrupted: stop after the current batch, report, and drop the test database.
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => void (stopping = true));
const report = await runFuzz(world, {
  requests,
  seed,
  concurrency,
  shouldStop: () => stopping || (maxSeconds > 0 && Date.now() > started + maxSeconds * 1000),
  onFailure: (failure) => process.stdout.write(`  FAIL ${failure}\n`),
  progress: (r) => {
    if (Date.now() - lastPrint < 10_000) return;
    lastPrint = Date.now();
    process.stdout.write(`  ${formatReport(r, seed, engine)} (${Math.round((Date.now() - started) / 1000)} s)\n`);
  },
});
await world.ctx.close();
process.stdout.write(`${formatReport(report, seed, engine)}; ${Math.round((Date.now() - started) / 1000)} s\n`);
process.exit(report.failures.length ? 1 : 0);
