// The bounded fuzz run in `npm test`: ~2,000 generated requests over every
// operation of both OpenAPI documents plus raw framing, with a fixed seed
// (printed, so a failure replays exactly). `npm run fuzz` runs the long one.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { createFuzzWorld, formatReport, runFuzz, type FuzzWorld } from './fuzzer.ts';

const SEED = Number(process.env.FUZZ_SEED ?? 20261121);
const REQUESTS = 2_000;
let world: FuzzWorld;
before(async () => {
  world = await createFuzzWorld();
});
after(() => world.ctx.close());

test(`fuzz: ${REQUESTS} requests, seed ${SEED}: no 5xx, every 4xx a problem document, no answer over 2 s of CPU or 10 s`, async (t) => {
  assert.ok(world.operations.length >= 40, `only ${world.operations.length} operations published`);
  const report = await runFuzz(world, { requests: REQUESTS, seed: SEED, framingShare: 0.05 });
  t.diagnostic(formatReport(report, SEED, world.ctx.platform.database.kind));
  assert.equal(report.sent, REQUESTS);
  assert.ok((report.counts['2xx'] ?? 0) > 50, `too few requests got through: ${JSON.stringify(report.counts)}`);
  assert.deepEqual(report.failures, []);
});
