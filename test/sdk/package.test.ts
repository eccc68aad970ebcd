// The SDK as a partner installs it: compiled, packed with `npm pack`, and
// installed from the tarball into a fresh project (no tsx, no workspace), where
// it works from `import` and from `require` on this Node.js, against the real
// service, and its declarations type-check a small program under `strict`.
// Real processes, because installing and loading the package is what is tested.
// The tarball is made once per content (.cache/sdk-pack-<digest>.tgz): the
// same sources, settings and compiler pack the same package, so a run with
// nothing changed (the PostgreSQL leg after the PGlite one) installs the
// tarball the previous run packed instead of compiling and packing it again.
import assert from 'node:assert/strict';
import { execFile, execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';
import { after, before, test } from 'node:test';
import { createTestContext, type TestContext, type TestPartner } from '../helpers/context.ts';
import { listen } from './fixtures.ts';

const root = resolve(import.meta.dirname, '../..');
const sdk = join(root, 'sdk');
// The SDK's own compiler (its devDependency), as `npm run build -w sdk` uses it.
const tsc = join(sdk, 'node_modules', 'typescript', 'bin', 'tsc');
const work = mkdtempSync(join(tmpdir(), 'pcapi-sdk-pack-'));
const app = join(work, 'app');

let ctx: TestContext;
let baseUrl: string;
let partner: TestPartner;
/** Every file of sdk/src/ under its path. */
function sources(dir: string): Array<[string, Buffer]> {
  return readdirSync(dir, { withFileTypes: true })
    .sort((a, b) => a.name.localeCompare(b.name))
    .flatMap((entry): Array<[string, Buffer]> => {
      const path = join(dir, entry.name);
      return entry.isDirectory() ? sources(path) : [[relative(sdk, path), readFileSync(path)]];
    });
}

/** What the tarball is made from: the package's files and settings, its sources, the compiler's and Node's versions, npm's. */
function packDigest(): string {
  const hash = createHash('sha256');
  const inputs: Array<[string, Buffer | string]> = [
    ...['package.json', 'README.md', 'tsconfig.json'].map((f): [string, Buffer] => [f, readFileSync(join(sdk, f))]),
    ...sources(join(sdk, 'src')),
    ['typescript', readFileSync(join(sdk, 'node_modules', 'typescript', 'package.json'))],
    ['node', process.version],
    ['npm', process.env.npm_config_user_agent ?? ''],
  ];
  for (const [name, content] of inputs) hash.update(`${name}\0${content.length}\0`).update(content);
  return hash.digest('hex').slice(0, 16);
}

/** The SDK compiled by its own compiler and packed by `npm pack`: this content's tarball under .cache/, made when missing. */
function packedSdk(): string {
  const cache = join(root, '.cache');
  const tarball = join(cache, `sdk-pack-${packDigest()}.tgz`);
  if (existsSync(tarball)) return tarball;
  const pkg = join(work, 'pkg');
  mkdirSync(pkg);
  copyFileSync(join(sdk, 'package.json'), join(pkg, 'package.json'));
  copyFileSync(join(sdk, 'README.md'), join(pkg, 'README.md'));
  execFileSync(process.execPath, [tsc, '-p', join(sdk, 'tsconfig.json'), '--outDir', join(pkg, 'dist')], { stdio: 'pipe' });
  execFileSync('npm', ['pack', '--silent', '--pack-destination', work], { cwd: pkg, stdio: 'pipe' });
  const packed = readdirSync(work).find((f) => f.endsWith('.tgz'));
  assert.ok(packed, 'npm pack made a tarball');
  mkdirSync(cache, { recursive: true });
  for (const old of readdirSync(cache).filter((f) => f.startsWith('sdk-pack-'))) rmSync(join(cache, old), { force: true });
  // Renamed whole into place: a run reading the cache never sees half a tarball.
  copyFileSync(join(work, packed), `${tarball}.${process.pid}`);
  renameSync(`${tarball}.${process.pid}`, tarball);
  return tarball;
}

before(async () => {
  ctx = await createTestContext();
  baseUrl = await listen(ctx);
  partner = await ctx.partner();
  const tarball = packedSdk();
  mkdirSync(app);
  writeFileSync(join(app, 'package.json'), JSON.stringify({ name: 'partner-app', version: '1.0.0', private: true }));
  execFileSync('npm', ['install', '--offline', '--no-audit', '--no-fund', '--silent', tarball], { cwd: app, stdio: 'pipe' });
  // Node's types, as a TypeScript project on Node has them (@types/node): this project's, linked.
  symlinkSync(join(root, 'node_modules', '@types'), join(app, 'node_modules', '@types'));
});
after(async () => {
  await ctx.close();
  rmSync(work, { recursive: true, force: true });
});

// Asynchronous: the program calls the service listening in this process, which must keep serving meanwhile.
const run = async (file: string) =>
  (
    await promisify(execFile)(process.execPath, [file], {
      cwd: app,
      env: { PATH: process.env.PATH, BASE_URL: baseUrl, CLIENT_ID: partner.clientId, CLIENT_SECRET: partner.clientSecret },
      encoding: 'utf8',
    })
  ).stdout.trim();

test('the packed SDK works from import', async () => {
  writeFileSync(
    join(app, 'esm.mjs'),
    `import { PartnerClient, NotFoundError } from '@partner-commerce/sdk';
const client = new PartnerClient({ baseUrl: process.env.BASE_URL, clientId: process.env.CLIENT_ID, clientSecret: process.env.CLIENT_SECRET });
const me = await client.me();
const missing = await client.orders.get(999999).catch((e) => e);
console.log(JSON.stringify({ partnerId: me.partnerId, notFound: missing instanceof NotFoundError }));
`,
  );
  assert.deepEqual(JSON.parse(await run('esm.mjs')), { partnerId: partner.partnerId, notFound: true });
});

test('the packed SDK works from require', async () => {
  writeFileSync(
    join(app, 'cjs.cjs'),
    `const { PartnerClient } = require('@partner-commerce/sdk');
const client = new PartnerClient({ baseUrl: process.env.BASE_URL, clientId: process.env.CLIENT_ID, clientSecret: process.env.CLIENT_SECRET });
client.me().then((me) => console.log(JSON.stringify({ partnerId: me.partnerId })));
`,
  );
  assert.deepEqual(JSON.parse(await run('cjs.cjs')), { partnerId: partner.partnerId });
});

// A Node.js project has Node's types (@types/node): the SDK's declarations name Buffer and node:http's types.
test("the packed SDK's declarations type-check a small order program under strict", () => {
  writeFileSync(
    join(app, 'order.ts'),
    `import { PartnerClient, type OrderSubmission, ConflictError } from '@partner-commerce/sdk';
export async function place(client: PartnerClient, body: OrderSubmission): Promise<number> {
  try {
    const { order } = await client.orders.submit(body);
    for await (const item of client.orders.items(order.orderNumber)) item.itemNumber.toFixed();
    const { response } = await client.withResponse((c) => c.orders.get(order.orderNumber));
    return response.rateLimit?.remaining ?? order.orderNumber;
  } catch (e) {
    if (e instanceof ConflictError) return -1;
    throw e;
  }
}
`,
  );
  writeFileSync(
    join(app, 'tsconfig.json'),
    JSON.stringify({
      compilerOptions: {
        strict: true,
        noEmit: true,
        module: 'nodenext',
        moduleResolution: 'nodenext',
        target: 'es2022',
        // The SDK's declarations (and Node's types) are checked; TypeScript's own lib files are not (they
        // prove nothing about the SDK, and cost a quarter of the check's CPU: 7.8 against 5.7 s).
        skipLibCheck: false,
        skipDefaultLibCheck: true,
        types: ['node'],
      },
      files: ['order.ts'],
    }),
  );
  try {
    execFileSync(process.execPath, [tsc, '-p', join(app, 'tsconfig.json')], { cwd: app, encoding: 'utf8', stdio: 'pipe' });
  } catch (error) {
    assert.fail(`the program does not type-check:\n${(error as { stdout?: string }).stdout ?? error}`);
  }
});
