// docs/guides/07-sandbox.md ("Test your integration in the sandbox"), run
// verbatim: every ```sh block, in order, in one bash session against a
// sandbox-kind environment listening on free ports (its partner API, its
// admin API, a submission worker and a webhook dispatcher, on the demo
// world), each printing what the ```output block after it shows. The ports
// the guide names (3100, 3101, 8080) are rewritten to free ones; the values
// a reader copies from the banner come from the demo world. Its SDK script is
// sdk/examples/sandbox.ts, verbatim, run by the last block, and then once
// more, as a reader runs it again: it must print the same.
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import { seedDemo } from '../../src/app/demo/seed.ts';
import type { DemoWorld } from '../../src/app/demo/world.ts';
import type { Dispatcher } from '../../src/events/webhooks/dispatch/dispatcher.ts';
import type { Worker } from '../../src/jobs/worker.ts';
import { ADMIN_TOKEN, createTestContext, type TestContext } from '../helpers/context.ts';
import { matchesSample, readmeExamples } from '../readme/blocks.ts';
import { freePorts } from '../readme/service.ts';

const root = join(import.meta.dirname, '..', '..');
const GUIDE = join(root, 'docs', 'guides', '07-sandbox.md');
const cwd = mkdtempSync(join(tmpdir(), 'pcapi-sandbox-guide-'));
let ctx: TestContext;
let demo: DemoWorld;
let worker: Worker;
let dispatcher: Dispatcher;
let rewrite: (text: string) => string;
before(async () => {
  // The POST's wait is 1 s here (20 s in the guide): a sandbox-slow submission is held for twice that, so each of the
  // guide's two slow ones is done by the first poll after the POST (both poll 2 s later: the shell block's `sleep 2`,
  // the SDK's Retry-After); the other submissions complete well within it.
  ctx = await createTestContext({ ENVIRONMENT_KIND: 'sandbox', SUBMISSION_WAIT_MS: '1000', WEBHOOK_POLL_MS: '50' });
  demo = await seedDemo(ctx.platform);
  const api = new URL(await ctx.app.listen({ host: '127.0.0.1', port: 0 })).port;
  const admin = new URL(await ctx.admin.listen({ host: '127.0.0.1', port: 0 })).port;
  const [receiver] = await freePorts(1);
  const ports: Record<string, string> = { '3100': api, '3101': admin };
  rewrite = (text) =>
    text.replace(/\blocalhost:(3100|3101)\b/g, (_m, p: string) => `127.0.0.1:${ports[p]}`).replace(/\b8080\b/g, String(receiver));
  worker = ctx.platform.submissions.createWorker({ idlePollMs: 20 });
  worker.start();
  dispatcher = ctx.platform.webhooks.dispatcher();
  dispatcher.start();
  // The project folder, as the guide's last block runs it from: the SDK example, the packages, and the
  // tsconfig.json that maps the SDK's name to its sources (the workspace's package is not built).
  symlinkSync(join(root, 'sdk'), join(cwd, 'sdk'));
  symlinkSync(join(root, 'node_modules'), join(cwd, 'node_modules'));
  symlinkSync(join(root, 'tsconfig.json'), join(cwd, 'tsconfig.json'));
});
after(async () => {
  await dispatcher.stop();
  await worker.stop();
  await ctx.close();
  rmSync(cwd, { recursive: true, force: true });
});

test('the guide shows sdk/examples/sandbox.ts verbatim', () => {
  const source = readFileSync(join(root, 'sdk', 'examples', 'sandbox.ts'), 'utf8');
  assert.ok(readFileSync(GUIDE, 'utf8').includes(`\`\`\`ts\n${source}\`\`\``));
});

test('every command of the guide runs, in order, and prints what the guide shows; the SDK script again too', async () => {
  const guide = readmeExamples(GUIDE);
  assert.ok(guide.length >= 8, `${guide.length} blocks`);
  const sdkRun = guide.findLast((b) => b.script.includes('sdk/examples/sandbox.ts'));
  assert.ok(sdkRun, 'a block runs sdk/examples/sandbox.ts');
  const blocks = [...guide, sdkRun];
  const script = join(cwd, 'guide.sh');
  writeFileSync(
    script,
    ['set -e -o pipefail', ...blocks.map((b, i) => `echo "@@block ${i}"\n${rewrite(b.script)}`), 'echo "@@block end"', ''].join('\n'),
  );
  const child = spawn('bash', [script], {
    cwd,
    detached: true,
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      SANDBOX_CLIENT_ID: demo.clientId,
      SANDBOX_CLIENT_SECRET: demo.clientSecret,
      ADMIN_TOKEN,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (c: Buffer) => (stdout += c.toString()));
  child.stderr.on('data', (c: Buffer) => (stderr += c.toString()));
  const code = await new Promise<number | null>((resolve) => {
    const timer = setTimeout(() => process.kill(-child.pid!, 'SIGKILL'), 240_000);
    child.once('close', (c) => {
      clearTimeout(timer);
      resolve(c);
    });
  });
  // The receiver the guide starts in the background is stopped by the guide; anything left of the group goes now.
  try {
    process.kill(-child.pid!, 'SIGKILL');
  } catch {}
  const shown = `\n--- stdout\n${stdout}\n--- stderr\n${stderr}`;
  assert.equal(code, 0, `the guide's commands exit ${code}${shown}`);
  const printed = stdout.split(/^@@block \S+\n/m).slice(1);
  assert.equal(printed.length, blocks.length + 1, shown);
  for (const [i, block] of blocks.entries()) {
    if (block.output === null) continue;
    assert.ok(
      matchesSample(rewrite(block.output), printed[i]!),
      `docs/guides/07-sandbox.md:${block.line} does not print what the guide shows:\n${block.output}\n--- printed\n${printed[i]}${shown}`,
    );
  }
});
