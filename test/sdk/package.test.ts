// The SDK as a partner installs it: built (sdk/scripts/build.mjs), packed with
// `npm pack`, and installed from the tarball into a fresh project (no tsx, no
// workspace). The tarball must hold every file its package.json names and
// nothing in it may import a file outside it; a program is compiled by
// TypeScript and run against the real service under each module setting a
// partner's project may use: `nodenext` (ESM), `node16` (CommonJS, compiled to
// `require`) and `bundler` (bundled by esbuild, as a bundler would).
// Real processes, because installing and loading the package is what is tested.
// The tarball is made once per content (.cache/sdk-pack-<digest>.tgz): the
// same sources, settings and tools pack the same package, so a run with
// nothing changed (the PostgreSQL leg after the PGlite one) installs the
// tarball the previous run packed instead of building and packing it again.
import assert from 'node:assert/strict';
import { execFile, execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
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
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join, posix, relative, resolve } from 'node:path';
import { promisify } from 'node:util';
import { after, before, test } from 'node:test';
import { createTestContext, type TestContext, type TestPartner } from '../helpers/context.ts';
import { listen } from './fixtures.ts';

const root = resolve(import.meta.dirname, '../..');
const sdk = join(root, 'sdk');
const fromRoot = createRequire(join(root, 'package.json'));
// The repository's compiler (TypeScript 7), as sdk/scripts/build.mjs uses it; the partner's project is given it by path.
const tsc = join(dirname(fromRoot.resolve('typescript/package.json')), 'bin', 'tsc');
const work = mkdtempSync(join(tmpdir(), 'pcapi-sdk-pack-'));
const app = join(work, 'app');
const installed = join(app, 'node_modules', '@partner-commerce', 'sdk');
const manifest = JSON.parse(readFileSync(join(sdk, 'package.json'), 'utf8')) as { name: string; version: string };

let ctx: TestContext;
let baseUrl: string;
let partner: TestPartner;
/** The tarball's files, relative to its package/ folder. */
let packed: string[];

/** Every file under dir, as [path relative to base, content]. */
function filesOf(dir: string, base = dir): Array<[string, Buffer]> {
  return readdirSync(dir, { withFileTypes: true })
    .sort((a, b) => a.name.localeCompare(b.name))
    .flatMap((entry): Array<[string, Buffer]> => {
      const path = join(dir, entry.name);
      return entry.isDirectory() ? filesOf(path, base) : [[relative(base, path), readFileSync(path)]];
    });
}

/** What the tarball is made from: the package's files, settings and build script, its sources, the tools' versions. */
function packDigest(): string {
  const hash = createHash('sha256');
  const inputs: Array<[string, Buffer | string]> = [
    ...['package.json', 'README.md', 'tsconfig.json', 'scripts/build.mjs'].map((f): [string, Buffer] => [f, readFileSync(join(sdk, f))]),
    ...filesOf(join(sdk, 'src'), sdk),
    ['typescript', readFileSync(fromRoot.resolve('typescript/package.json'))],
    ['esbuild', readFileSync(fromRoot.resolve('esbuild/package.json'))],
    ['node', process.version],
    ['npm', process.env.npm_config_user_agent ?? ''],
  ];
  for (const [name, content] of inputs) hash.update(`${name}\0${content.length}\0`).update(content);
  return hash.digest('hex').slice(0, 16);
}

/** The SDK built by its build script and packed by `npm pack`: this content's tarball under .cache/, made when missing. */
function packedSdk(): string {
  const cache = join(root, '.cache');
  const tarball = join(cache, `sdk-pack-${packDigest()}.tgz`);
  if (existsSync(tarball)) return tarball;
  // A copy of the package folder, so that two runs at once never build into the same sdk/dist/.
  const pkg = join(work, 'pkg');
  mkdirSync(pkg);
  copyFileSync(join(sdk, 'package.json'), join(pkg, 'package.json'));
  copyFileSync(join(sdk, 'README.md'), join(pkg, 'README.md'));
  execFileSync(process.execPath, [join(sdk, 'scripts', 'build.mjs'), '--out', join(pkg, 'dist')], { stdio: 'pipe' });
  // The build ran above (prepack would run it in sdk/, which this copy has no script for).
  const [report] = JSON.parse(
    execFileSync('npm', ['pack', '--json', '--ignore-scripts', '--pack-destination', work], { cwd: pkg, encoding: 'utf8', stdio: 'pipe' }),
  ) as Array<{ filename: string }>;
  assert.ok(report, 'npm pack made a tarball');
  mkdirSync(cache, { recursive: true });
  for (const old of readdirSync(cache).filter((f) => f.startsWith('sdk-pack-'))) rmSync(join(cache, old), { force: true });
  // Renamed whole into place: a run reading the cache never sees half a tarball.
  copyFileSync(join(work, report.filename), `${tarball}.${process.pid}`);
  renameSync(`${tarball}.${process.pid}`, tarball);
  return tarball;
}

before(async () => {
  ctx = await createTestContext();
  baseUrl = await listen(ctx);
  partner = await ctx.partner();
  const tarball = packedSdk();
  packed = execFileSync('tar', ['-tzf', tarball], { encoding: 'utf8' })
    .split('\n')
    .filter((line) => line.startsWith('package/') && !line.endsWith('/'))
    .map((line) => line.slice('package/'.length));
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

/** Every path an entry of package.json names (a string, or an exports map's leaves with the conditions met on the way). */
function namedPaths(value: unknown, conditions: string[] = []): Array<{ path: string; conditions: string[] }> {
  if (typeof value === 'string') return [{ path: value, conditions }];
  if (value === null || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, inner]) => namedPaths(inner, key.startsWith('.') ? conditions : [...conditions, key]));
}

test('the tarball is a public package holding every file its package.json names, and nothing in it imports a file outside it', () => {
  const pkg = JSON.parse(readFileSync(join(installed, 'package.json'), 'utf8'));
  assert.equal(pkg.private, undefined, 'the package can be published');
  assert.equal(pkg.name, manifest.name);
  assert.match(pkg.version, /^\d+\.\d+\.\d+$/);
  // main and types: for resolvers that read no exports map (TypeScript's node10).
  const named = [...namedPaths(pkg.main), ...namedPaths(pkg.types), ...namedPaths(pkg.exports)];
  const paths = named.map((n) => posix.normalize(n.path));
  assert.ok(paths.length > 0, 'package.json names its files');
  for (const path of paths) assert.ok(packed.includes(path), `package.json names ${path}, which the tarball does not hold`);
  // Only the conditions every resolver knows: a condition of this repository's own would point into its sources.
  const conditions = new Set(named.flatMap((n) => n.conditions));
  assert.deepEqual(
    [...conditions].filter((c) => !['import', 'require', 'types', 'default'].includes(c)),
    [],
  );
  for (const kind of ['import', 'require']) {
    const leaves = named.filter((n) => n.conditions[0] === kind);
    assert.ok(
      leaves.some((n) => n.conditions.includes('types')),
      `the ${kind} condition has its own types`,
    );
  }
  // Every relative import of every module and declaration file names a file of the tarball (for a declaration
  // file, the declarations TypeScript reads for the specifier: ./x.js → ./x.d.ts, ./x.cjs → ./x.d.cts).
  const modules = packed.filter((f) => /\.(c?js|d\.c?ts)$/.test(f));
  assert.ok(modules.some((f) => f.endsWith('.d.cts')) && modules.some((f) => f.endsWith('.cjs')), 'CommonJS build and declarations');
  for (const file of modules) {
    const text = readFileSync(join(installed, file), 'utf8');
    for (const [, specifier] of text.matchAll(/(?:from\s+|import\s*\(\s*|require\s*\(\s*)['"](\.{1,2}\/[^'"]+)['"]/g)) {
      let target = posix.join(posix.dirname(file), specifier!);
      if (file.endsWith('.d.cts')) target = target.replace(/\.cjs$/, '.d.cts');
      else if (file.endsWith('.d.ts')) target = target.replace(/\.js$/, '.d.ts');
      assert.ok(packed.includes(target), `${file} imports ${specifier}, which the tarball does not hold`);
    }
  }
});

// One program, written as a partner would under each setting: its calls run against the service; `place` is only
// type-checked (strict), the SDK's declarations with it. The fetch it gives the client reports the User-Agent, which
// names the SDK's version: it must be the version the package states.
const program = (importLine: string) => `${importLine}

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

const agents = new Set<string>();
const client = new PartnerClient({
  baseUrl: process.env.BASE_URL!,
  clientId: process.env.CLIENT_ID!,
  clientSecret: process.env.CLIENT_SECRET!,
  fetch: (url, init) => {
    agents.add(new Headers(init.headers).get('user-agent') ?? '');
    return fetch(url, init);
  },
});

async function main(): Promise<void> {
  const ping = await client.ping();
  const me = await client.me();
  const missing = await client.orders.get(999999).catch((e: unknown) => e);
  const notFound = missing instanceof NotFoundError ? missing.code : String(missing);
  console.log(JSON.stringify({ ping: ping.status, partnerId: me.partnerId, notFound, agents: [...agents].map((a) => a.split(' ')[0]) }));
}
main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
`;
const IMPORT = `import { ConflictError, NotFoundError, PartnerClient, type OrderSubmission } from '@partner-commerce/sdk';`;

/** Compiles the program in app/<name>/ with these compiler options (one tsc run); returns the emitted file's path. */
function compile(name: string, file: string, options: Record<string, unknown>): string {
  const dir = join(app, name);
  mkdirSync(dir);
  writeFileSync(join(dir, file), program(IMPORT));
  writeFileSync(
    join(dir, 'tsconfig.json'),
    JSON.stringify({
      compilerOptions: {
        ...options,
        strict: true,
        target: 'es2022',
        outDir: 'out',
        // The SDK's declarations (and Node's types) are checked; TypeScript's own lib files are not (they
        // prove nothing about the SDK, and cost a quarter of the check's CPU).
        skipLibCheck: false,
        skipDefaultLibCheck: true,
        types: ['node'],
      },
      files: [file],
    }),
  );
  try {
    execFileSync(process.execPath, [tsc, '-p', join(dir, 'tsconfig.json')], { cwd: dir, encoding: 'utf8', stdio: 'pipe' });
  } catch (error) {
    assert.fail(`under ${name} the program does not compile:\n${(error as { stdout?: string }).stdout ?? error}`);
  }
  return join(dir, 'out', file.replace(/\.([cm]?)ts$/, '.$1js'));
}

// Asynchronous: the program calls the service listening in this process, which must keep serving meanwhile.
async function run(file: string): Promise<unknown> {
  const { stdout } = await promisify(execFile)(process.execPath, [file], {
    cwd: dirname(file),
    env: { PATH: process.env.PATH, BASE_URL: baseUrl, CLIENT_ID: partner.clientId, CLIENT_SECRET: partner.clientSecret },
    encoding: 'utf8',
    timeout: 60_000,
  });
  return JSON.parse(stdout.trim());
}

const answered = () => ({
  ping: 'ok',
  partnerId: partner.partnerId,
  notFound: 'order_not_found',
  agents: [`partner-commerce-sdk/${manifest.version}`],
});

test('under module nodenext, an ESM program compiles against the ESM declarations and runs', async () => {
  const emitted = compile('nodenext', 'program.mts', { module: 'nodenext', moduleResolution: 'nodenext' });
  assert.match(readFileSync(emitted, 'utf8'), /^import .* from '@partner-commerce\/sdk';$/m);
  assert.deepEqual(await run(emitted), answered());
});

test('under module node16, a CommonJS program compiles against the CommonJS declarations and runs with require', async () => {
  const emitted = compile('node16', 'program.cts', { module: 'node16', moduleResolution: 'node16' });
  assert.match(readFileSync(emitted, 'utf8'), /require\("@partner-commerce\/sdk"\)/);
  assert.deepEqual(await run(emitted), answered());
});

test('under moduleResolution bundler, a program compiles, is bundled by esbuild from the package, and runs', async () => {
  const emitted = compile('bundler', 'program.ts', { module: 'esnext', moduleResolution: 'bundler' });
  const bundle = join(dirname(emitted), 'bundle.mjs');
  const esbuild = fromRoot('esbuild') as typeof import('esbuild');
  await esbuild.build({ entryPoints: [emitted], outfile: bundle, bundle: true, platform: 'node', format: 'esm', logLevel: 'silent' });
  assert.match(readFileSync(bundle, 'utf8'), /partner-commerce-sdk\//, 'the SDK is in the bundle');
  assert.deepEqual(await run(bundle), answered());
});
