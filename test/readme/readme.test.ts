// README.md, followed top to bottom: every ```sh block runs, in the order
// written, in one shell session against one fresh service started like
// `npm start` (its own command line, in a temporary working directory, so
// `./data/` is new and the demo world fresh). Each block must exit 0 (bash
// -e -o pipefail), print what the ```output block after it shows, and draw
// no 5xx from the service, nor a 4xx whose status code the block does not
// mention. The README's ports are rewritten to free ones; the values a
// newcomer copies from the banner (client id and secret, admin token, the
// sandbox's client) are read from the banner the process printed. With
// DATABASE_URL set the service runs on a fresh PostgreSQL database, seeded
// first with `partner-api seed demo --json` as the README says.
import assert from 'node:assert/strict';
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { freshDatabase, type TestDatabase } from '../helpers/database.ts';
import { type Example, matchesSample, readmeExamples } from './blocks.ts';
import { freePorts, type RunningService, startService } from './service.ts';

const root = join(import.meta.dirname, '..', '..');
const examples = readmeExamples(join(root, 'README.md'));
const postgres = process.env.DATABASE_URL?.startsWith('postgres') ?? false;

const cwd = mkdtempSync(join(tmpdir(), 'pcapi-readme-'));
let service: RunningService | null = null;
let database: TestDatabase | null = null;
let shellEnv: NodeJS.ProcessEnv = {};
let rewrite: (text: string) => string = (t) => t;

after(async () => {
  await service?.stop();
  await database?.close();
  rmSync(cwd, { recursive: true, force: true });
});

function banner(output: string, pattern: RegExp): string {
  const match = pattern.exec(output);
  if (!match) throw new Error(`the banner has no ${pattern}:\n${output}`);
  return match[1]!;
}

before(async () => {
  // `npx partner-api` in this directory runs this checkout's CLI, as it does in the project folder.
  mkdirSync(join(cwd, 'node_modules', '.bin'), { recursive: true });
  symlinkSync(join(root, 'bin', 'partner-api.js'), join(cwd, 'node_modules', '.bin', 'partner-api'));

  const [port, adminPort, storagePort, mtlsPort, sandboxPort, sandboxAdminPort, sandboxStoragePort] = await freePorts(7);
  const ports: Record<string, number> = {
    '3000': port!,
    '3001': adminPort!,
    '3002': storagePort!,
    '3443': mtlsPort!,
    '3100': sandboxPort!,
    '3101': sandboxAdminPort!,
    '3102': sandboxStoragePort!,
  };
  const base: NodeJS.ProcessEnv = { ...process.env };
  for (const name of ['DATABASE_URL', 'REDIS_URL', 'ADMIN_TOKEN', 'ROLES', 'PUBLIC_BASE_URL', 'SANDBOX_BASE_URL', 'STORAGE_DIR'])
    delete base[name];
  if (postgres) {
    database = await freshDatabase();
    base.DATABASE_URL = database.url!;
  }
  const serviceEnv = {
    ...base,
    PORT: String(port),
    ADMIN_PORT: String(adminPort),
    METRICS_PORT: '0',
    STORAGE_PORT: String(storagePort),
    MTLS_PORT: String(mtlsPort),
    SANDBOX_PORT: String(sandboxPort),
    SANDBOX_ADMIN_PORT: String(sandboxAdminPort),
    SANDBOX_STORAGE_PORT: String(sandboxStoragePort),
    LOG_LEVEL: 'info',
  };
  let credentials: { clientId: string; clientSecret: string } | null = null;
  if (postgres) {
    const seeded = execFileSync(process.execPath, [join(root, 'bin', 'partner-api.js'), 'seed', 'demo', '--json'], { cwd, env: base });
    credentials = JSON.parse(seeded.toString()) as { clientId: string; clientSecret: string };
  }
  service = await startService(cwd, serviceEnv, (out) => /Sandbox environment[\s\S]*"msg":"started"/.test(out));
  const out = service.output();
  // The blocks' `mktemp -d` folders go under the test's own folder, removed with it.
  mkdirSync(join(cwd, '.readme-tmp'));
  shellEnv = {
    ...base,
    TMPDIR: join(cwd, '.readme-tmp'),
    CLIENT_ID: credentials?.clientId ?? banner(out, /client_id +(\S+)/),
    CLIENT_SECRET: credentials?.clientSecret ?? banner(out, /client_secret +(\S+)/),
    ADMIN_TOKEN: banner(out, /Admin token +(\S+)/),
    // The lines the sandbox's banner prints ready to paste.
    SANDBOX_CLIENT_ID: banner(out, /^ {2}export SANDBOX_CLIENT_ID=(\S+)$/m),
    SANDBOX_CLIENT_SECRET: banner(out, /^ {2}export SANDBOX_CLIENT_SECRET=(\S+)$/m),
  };
  rewrite = (text) => {
    let result = text.replace(
      /\b(localhost|127\.0\.0\.1):(3000|3001|3002|3443|3100|3101|3102)\b/g,
      (_, host, p: string) => `${host}:${ports[p]}`,
    );
    // Beside PostgreSQL the mTLS server certificate is kept in ./data/mtls-server/ (the banner says where).
    if (postgres) result = result.replaceAll('data/pglite/mtls-server/', 'data/mtls-server/');
    return result;
  };
  writeFileSync(join(cwd, '.readme-baseline'), execFileSync('env', ['-i', 'bash', '--norc', '-c', 'compgen -v']));
});

interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
}

function runBlock(example: Example, index: number): Promise<Run> {
  const file = join(cwd, `.readme-block-${index}.sh`);
  const state = join(cwd, '.readme-state.sh');
  writeFileSync(
    file,
    [
      existsSync(state) ? `source ${JSON.stringify(state)}` : '',
      // `npx partner-api` runs the bin npx would run, without npm's own start (about 0.5 s of CPU each, 35
      // times); the test below proves once that the real `npx partner-api` runs this checkout's CLI.
      `npx() { if [ "$1" = partner-api ]; then shift; node ${JSON.stringify(join(cwd, 'node_modules', '.bin', 'partner-api'))} "$@"; else command npx "$@"; fi; }`,
      'set -e -o pipefail',
      rewrite(example.script),
      // What the block set, for the next one: every variable bash does not define itself.
      `{ compgen -v | grep -vxF -f .readme-baseline || true; } | while read -r v; do declare -p "$v"; done > ${JSON.stringify(`${state}.next`)}`,
      `mv ${JSON.stringify(`${state}.next`)} ${JSON.stringify(state)}`,
      '',
    ].join('\n'),
  );
  return new Promise((resolve, reject) => {
    const child = spawn('bash', [file], { cwd, env: shellEnv, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (c: Buffer) => (stdout += c.toString()));
    child.stderr.on('data', (c: Buffer) => (stderr += c.toString()));
    const timer = setTimeout(() => child.kill('SIGKILL'), 120_000);
    child.once('error', reject);
    child.once('close', (code) => {
      clearTimeout(timer);
      resolve({ code, stdout, stderr });
    });
  });
}

/** The responses the service logged since `mark`, once every request it took has been answered. */
async function responsesSince(mark: number): Promise<Array<{ status: number; request: string }>> {
  const ping = await fetch(`${rewrite('http://localhost:3000')}/v1/ping`);
  await ping.arrayBuffer();
  // The ping is the last request: once its own end line (found by its request id: an earlier block's ping line may
  // arrive after this block began, log lines being written in batches) is written, so are those of the requests
  // answered before it.
  const pingId = ping.headers.get('x-request-id');
  assert.ok(pingId, 'the ping names its request');
  for (let i = 0; i < 250; i++) {
    if (service!.output().slice(mark).includes(`"requestId":"${pingId}"`)) break;
    await new Promise((r) => setTimeout(r, 20));
  }
  const lines = service!
    .output()
    .slice(mark)
    .split('\n')
    .filter((l) => l.startsWith('{'))
    .map((l) => JSON.parse(l) as { msg?: string; requestId?: string; req?: { method: string; url: string }; res?: { statusCode: number } });
  return lines.filter((l) => l.res).map((l) => ({ status: l.res!.statusCode, request: l.req ? `${l.req.method} ${l.req.url}` : '?' }));
}

test("`npx partner-api` in the project folder runs this checkout's CLI (what the blocks below run directly)", () => {
  const help = execFileSync('npx', ['--no-install', 'partner-api', '--help'], { cwd, env: shellEnv }).toString();
  assert.match(help, /^Usage: partner-api /);
});

describe('README.md, top to bottom', () => {
  for (const [index, example] of examples.entries()) {
    test(`README.md:${example.line} (${example.section})`, async () => {
      const mark = service!.output().length;
      const run = await runBlock(example, index);
      const responses = await responsesSince(mark);
      const shown = `\n--- stdout\n${run.stdout}\n--- stderr\n${run.stderr}`;
      assert.equal(run.code, 0, `the block exits ${run.code}${shown}`);
      if (example.output !== null) {
        assert.ok(
          matchesSample(rewrite(example.output), run.stdout),
          `the block does not print what the README shows:\n${example.output}${shown}`,
        );
      }
      const mentioned = `${example.script}\n${example.output ?? ''}`;
      const unexpected = responses.filter((r) => r.status >= 500 || (r.status >= 400 && !new RegExp(`\\b${r.status}\\b`).test(mentioned)));
      assert.deepEqual(unexpected, [], `refusals the README does not mention: ${JSON.stringify(unexpected)}${shown}`);
    });
  }
});

test('following the README leaves no file of its own in the folder it runs in (scratch files go to mktemp folders)', () => {
  // What the test itself puts there (the CLI link, the blocks' scripts) and the service's data folder aside.
  const left = readdirSync(cwd).filter((name) => !['node_modules', 'data'].includes(name) && !name.startsWith('.readme-'));
  assert.deepEqual(left, []);
});
