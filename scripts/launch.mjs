// Runs an entry point of src/ (`main`, `app/cli/main`) as compiled JavaScript
// from dist/ (bundled into dist/.bundle/ by scripts/bundle.mjs when esbuild
// is there), compiling first when any source is newer than the last build;
// when the compiler is not installed, it runs the TypeScript through tsx.
// Compiled JavaScript loads in a fraction of tsx's time (the CLI's --help
// and the server's start). `node scripts/launch.mjs --build` only builds (and
// makes the build's seeded demo template, which cold starts copy).
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const stamp = join(root, 'dist', '.built');

/**
 * The latest modification under `path`. Every CLI command and every start pays for it (about 520 files):
 * the directory entries' own types spare a stat per folder and string paths spare path.join, less than
 * half the CPU of a stat and a join per name.
 */
function newest(path) {
  const info = statSync(path);
  if (!info.isDirectory()) return info.mtimeMs;
  let latest = info.mtimeMs;
  for (const entry of readdirSync(path, { withFileTypes: true })) {
    const child = `${path}/${entry.name}`;
    const mtime = entry.isDirectory() ? newest(child) : statSync(child).mtimeMs;
    if (mtime > latest) latest = mtime;
  }
  return latest;
}

/** Whether dist/ was built after the last change to src/ (or sdk/src/) or the compiler's settings. */
export function fresh() {
  if (!existsSync(stamp)) return false;
  const sources = Math.max(
    newest(join(root, 'src')),
    // The docs site imports the SDK's operation table (sdk/src/operations.ts).
    newest(join(root, 'sdk', 'src')),
    newest(join(root, 'tsconfig.json')),
    newest(join(root, 'tsconfig.build.json')),
  );
  return statSync(stamp).mtimeMs >= sources;
}

/** Compiles src/ to dist/; false when the compiler is missing. Type errors do not stop the emit (`npm run typecheck` reports them). */
export function build() {
  let tsc;
  try {
    tsc = join(dirname(createRequire(import.meta.url).resolve('typescript/package.json')), 'bin', 'tsc');
  } catch {
    return false;
  }
  const started = Date.now();
  const result = spawnSync(process.execPath, [tsc, '-p', join(root, 'tsconfig.build.json')], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  if (result.status !== 0 && result.status !== 2) return false;
  // One file to load instead of hundreds (scripts/bundle.mjs); without it, dist/ runs as emitted.
  const bundled = spawnSync(process.execPath, [join(root, 'scripts', 'bundle.mjs')], { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] });
  if (bundled.status !== 0) rmSync(join(root, 'dist', '.bundle'), { recursive: true, force: true });
  writeFileSync(stamp, new Date(started).toISOString());
  return true;
}

/**
 * Makes this build's seeded demo template when missing (src/app/demo/template.ts),
 * so a cold `npm start` copies it instead of migrating and seeding. Best effort.
 */
export async function demoTemplate() {
  try {
    const { makeDemoTemplate } = await import(pathToFileURL(join(root, 'dist', 'app', 'demo', 'template.js')).href);
    await makeDemoTemplate();
  } catch (error) {
    process.stderr.write(
      `no demo template (${error instanceof Error ? error.message : String(error)}); a cold start seeds the demo world\n`,
    );
  }
  return true;
}

/** The entry points scripts/bundle.mjs bundles, by the name of their bundle. */
const BUNDLES = { main: 'main', 'app/cli/main': 'cli' };

/** Starts tracing before the service's modules load, when OTEL_* asks for it (src/app/tracing/register.ts). */
async function tracing(register) {
  const { startTracing } = await import(pathToFileURL(register).href);
  return startTracing(process.argv.slice(2), process.env);
}

export async function launch(entry) {
  // The freshness check's cost, read by the service's "started" log line (src/main.ts).
  const checking = performance.now();
  const compiled = fresh() || build();
  performance.measure('launch:check', { start: checking, end: performance.now() });
  if (compiled) {
    // Traced, the service runs unbundled: the instrumentations hook pg where it is imported from node_modules.
    const traced = entry === 'main' && (await tracing(join(root, 'dist', 'app', 'tracing', 'register.js')));
    const bundle = join(root, 'dist', '.bundle', `${BUNDLES[entry] ?? ''}.js`);
    return import(pathToFileURL(!traced && BUNDLES[entry] && existsSync(bundle) ? bundle : join(root, 'dist', `${entry}.js`)).href);
  }
  const { register } = await import('tsx/esm/api');
  register();
  if (entry === 'main') await tracing(join(root, 'src', 'app', 'tracing', 'register.ts'));
  return import(pathToFileURL(join(root, 'src', `${entry}.ts`)).href);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const entry = process.argv[2];
  if (entry === '--build') process.exit(build() && (await demoTemplate()) ? 0 : 1);
  await launch(entry ?? 'main');
}
