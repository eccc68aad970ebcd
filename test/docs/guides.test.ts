// The docs site's guides (docs/guides/*.md), pasted as written: every ```sh
// block of every guide, in the order the site lists them, in one bash session
// (the quick start's `$A` and `$TOKEN` carry on, as in a reader's terminal)
// against one fresh service started like `npm start` in a temporary folder.
// Each block must exit 0 (bash -e -o pipefail) and print what the ```output
// block after it shows; the service must answer no request of theirs with
// 4xx or 5xx. The ports the guides name are rewritten to free ones; the
// client id and secret and the admin token come from the banner, as a reader
// copies them. The sandbox guide runs against a sandbox of its own
// (test/test-helpers/guide.test.ts). Scratch files go to `mktemp -d`
// folders, under this test's own folder (TMPDIR), removed with it.
import assert from 'node:assert/strict';
import { execFileSync, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import { freshDatabase, type TestDatabase } from '../helpers/database.ts';
import { type Example, matchesSample, readmeExamples } from '../readme/blocks.ts';
import { TEST_NODE_FLAGS, TEST_PASSWORD_COST } from '../helpers/service-process.ts';
import { freePorts, type RunningService, startService } from '../readme/service.ts';

const root = join(import.meta.dirname, '..', '..');
const GUIDES = join(root, 'docs', 'guides');
/** Run by its own test, against a sandbox (test/test-helpers/guide.test.ts). */
const ELSEWHERE = ['07-sandbox.md'];
const postgres = process.env.DATABASE_URL?.startsWith('postgres') ?? false;

const cwd = mkdtempSync(join(tmpdir(), 'pcapi-guides-'));
let service: RunningService | null = null;
let database: TestDatabase | null = null;
let shellEnv: NodeJS.ProcessEnv = {};
let rewrite: (text: string) => string = (t) => t;

const guides = readdirSync(GUIDES)
  .filter((f) => f.endsWith('.md'))
  .sort()
  .map((file) => ({ file, blocks: readmeExamples(join(GUIDES, file)) }))
  .filter((g) => g.blocks.length > 0);

function banner(output: string, pattern: RegExp): string {
  const match = pattern.exec(output);
  if (!match) throw new Error(`the banner has no ${pattern}:\n${output}`);
  return match[1]!;
}

before(async () => {
  const [port, adminPort, storagePort, mtlsPort] = await freePorts(4);
  const ports: Record<string, number> = { '3000': port!, '3001': adminPort!, '3002': storagePort!, '3443': mtlsPort! };
  const base: NodeJS.ProcessEnv = { ...process.env, ...TEST_PASSWORD_COST };
  for (const name of ['DATABASE_URL', 'REDIS_URL', 'ADMIN_TOKEN', 'ROLES', 'PUBLIC_BASE_URL', 'SANDBOX_PORT', 'STORAGE_DIR'])
    delete base[name];
  let credentials: { clientId: string; clientSecret: string } | null = null;
  if (postgres) {
    // Beside PostgreSQL the demo world is seeded first, as the README says; its client is printed then.
    database = await freshDatabase();
    base.DATABASE_URL = database.url!;
    const seeded = execFileSync(process.execPath, [join(root, 'bin', 'partner-api.js'), 'seed', 'demo', '--json'], { cwd, env: base });
    credentials = JSON.parse(seeded.toString()) as { clientId: string; clientSecret: string };
  }
  service = await startService(
    cwd,
    {
      ...base,
      PORT: String(port),
      ADMIN_PORT: String(adminPort),
      STORAGE_PORT: String(storagePort),
      MTLS_PORT: String(mtlsPort),
      METRICS_PORT: '0',
      LOG_LEVEL: 'info',
    },
    (out) => /"msg":"started"/.test(out),
    TEST_NODE_FLAGS,
  );
  const out = service.output();
  mkdirSync(join(cwd, '.guides-tmp'));
  shellEnv = {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    TMPDIR: join(cwd, '.guides-tmp'),
    CLIENT_ID: credentials?.clientId ?? banner(out, /client_id +(\S+)/),
    CLIENT_SECRET: credentials?.clientSecret ?? banner(out, /client_secret +(\S+)/),
    ADMIN_TOKEN: banner(out, /Admin token +(\S+)/),
  };
  rewrite = (text) => {
    let result = text.replace(/\blocalhost:(3000|3001|3002|3443)\b/g, (_, p: string) => `localhost:${ports[p]}`);
    // Beside PostgreSQL the mTLS server certificate is kept in ./data/mtls-server/ (the banner says where).
    if (postgres) result = result.replaceAll('data/pglite/mtls-server/', 'data/mtls-server/');
    return result;
  };
});

after(async () => {
  await service?.stop();
  await database?.close();
  rmSync(cwd, { recursive: true, force: true });
});

/** Every block of every guide in one script; `@@block` lines split what each printed. */
function script(blocks: Array<{ where: string; block: Example }>): string {
  return [
    'set -e -o pipefail',
    ...blocks.map(({ block }, i) => `printf '\\n@@block ${i}\\n'\n${rewrite(block.script)}`),
    `printf '\\n@@block end\\n'`,
    '',
  ].join('\n');
}

test('the guides with commands are the ones run here, or by a test of their own', () => {
  const run = guides.map((g) => g.file).filter((f) => !ELSEWHERE.includes(f));
  assert.deepEqual(run, ['01-quick-start.md', '03-proofs-and-artwork.md', '08-mtls.md']);
});

test('every command of the guides runs as written, in order, and prints what the guide shows', { timeout: 300_000 }, async () => {
  const blocks = guides
    .filter((g) => !ELSEWHERE.includes(g.file))
    .flatMap((g) => g.blocks.map((block) => ({ where: `docs/guides/${g.file}:${block.line}`, block })));
  const file = join(cwd, '.guides.sh');
  writeFileSync(file, script(blocks));
  const mark = service!.output().length;
  const child = spawn('bash', [file], { cwd, env: shellEnv, stdio: ['ignore', 'pipe', 'pipe'] });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (c: Buffer) => (stdout += c.toString()));
  child.stderr.on('data', (c: Buffer) => (stderr += c.toString()));
  const code = await new Promise<number | null>((resolve) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), 240_000);
    child.once('close', (c) => {
      clearTimeout(timer);
      resolve(c);
    });
  });
  const shown = `\n--- stdout\n${stdout}\n--- stderr\n${stderr}`;
  assert.equal(code, 0, `the guides' commands exit ${code}${shown}`);
  const printed = stdout.split(/^@@block \S+\n/m).slice(1);
  assert.equal(printed.length, blocks.length + 1, shown);
  for (const [i, { where, block }] of blocks.entries()) {
    if (block.output === null) continue;
    assert.ok(
      matchesSample(rewrite(block.output), printed[i]!),
      `${where} does not print what the guide shows:\n${block.output}\n--- printed\n${printed[i]}${shown}`,
    );
  }
  // Every request the guides made succeeded (the service logs each answer).
  const answers = service!
    .output()
    .slice(mark)
    .split('\n')
    .filter((l) => l.startsWith('{') && l.includes('"statusCode"'))
    .map((l) => JSON.parse(l) as { res?: { statusCode: number } })
    .filter((l) => l.res);
  assert.ok(answers.length >= 10, `${answers.length} answers logged`);
  const refused = answers.filter((l) => l.res!.statusCode >= 400);
  assert.deepEqual(refused, [], `requests the guides made were refused${shown}`);
});

test('the guides leave no file of their own in the folder they run in (scratch files go to mktemp folders)', () => {
  const left = readdirSync(cwd).filter((name) => name !== 'data' && !name.startsWith('.guides'));
  assert.deepEqual(left, []);
});
