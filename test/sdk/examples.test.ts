// The README's SDK quick start is sdk/examples/quickstart.ts, verbatim (so
// it cannot drift), and it runs: a child process imports the package by its
// name (the root tsconfig.json maps it to sdk/src/: no build needed) against the demo
// world of a service listening on a free port.
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import { seedDemo } from '../../src/app/demo/seed.ts';
import type { DemoWorld } from '../../src/app/demo/world.ts';
import type { Worker } from '../../src/jobs/worker.ts';
import { createTestContext, type TestContext } from '../helpers/context.ts';
import { listen } from './fixtures.ts';

const root = join(import.meta.dirname, '..', '..');
let ctx: TestContext;
let demo: DemoWorld;
let baseUrl: string;
let worker: Worker;
before(async () => {
  ctx = await createTestContext();
  demo = await seedDemo(ctx.platform);
  baseUrl = await listen(ctx);
  worker = ctx.platform.submissions.createWorker({ idlePollMs: 20 });
  worker.start();
});
after(async () => {
  await worker.stop();
  await ctx.close();
});

function run(file: string, env: Record<string, string>): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', file], {
      cwd: root,
      env: { ...process.env, ...env, METRICS_PORT: '0' },
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (c) => (stdout += c));
    child.stderr.on('data', (c) => (stderr += c));
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

test('the README shows the quick start verbatim, and it runs against the demo world', async () => {
  const file = join(root, 'sdk', 'examples', 'quickstart.ts');
  const source = readFileSync(file, 'utf8');
  for (const readme of ['README.md', 'sdk/README.md']) {
    assert.ok(readFileSync(join(root, readme), 'utf8').includes(source.trim()), `${readme} shows sdk/examples/quickstart.ts verbatim`);
  }
  const result = await run(file, { API: baseUrl, CLIENT_ID: demo.clientId, CLIENT_SECRET: demo.clientSecret });
  assert.equal(result.code, 0, result.stderr);
  const lines = result.stdout.trim().split('\n');
  assert.equal(lines[0], `partner ${demo.partnerId} (IDP_M2M), sites ${demo.siteIds.join(', ')}`);
  assert.match(lines[1]!, /^order \d+ RECEIVED, total [\d.]+$/);
  assert.match(lines[2]!, /^ {2}line \d+: .+ × 30$/);
  assert.match(lines[3]!, /^\d+ orders on site 1$/);
});
