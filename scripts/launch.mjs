// Runs an entry point of src/ (`main`, `app/cli/main`) as compiled JavaScript
// from dist/ (bundled into dist/.bundle/ by scripts/bundle.mjs when esbuild
// is there), compiling first when any source is newer than the last build;
// when the compiler is not installed, it runs the TypeScript through tsx.
// Compiled JavaScript loads in a fraction of tsx's time (the CLI's --help
// and the server's start). `node scripts/launch.mjs --build` only builds (and
// makes the build's seeded demo template, which cold starts copy).
// One build at a time: a build holds dist/.build.lock; a launch that finds
// it held waits for that build instead of starting its own, and says so on
// standard error, as a build does (a build is a minute or more of silence otherwise).
import { spawnSync } from 'node:child_process';
import { closeSync, existsSync, mkdirSync, openSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync, writeSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const stamp = join(root, 'dist', '.built');
const lockFile = join(root, 'dist', '.build.lock');

/** A .js file beside the .ts it is compiled from (the build emits the SDK's operation table into sdk/src/). */
function isBuildOutput(names, name) {
  return name.endsWith('.js') && names.has(`${name.slice(0, -3)}.ts`);
}

/**
 * The latest modification of a source file under `path`. Every CLI command and every start pays for it
 * (about 520 files): the directory entries' own types spare a stat per folder and string paths spare
 * path.join, less than half the CPU of a stat and a join per name. Build outputs do not count, nor do
 * folders' own times (a build creating an output changes its folder's): otherwise every build made the
 * next launch stale, and launches beside a running suite kept building.
 */
function newest(path) {
  const info = statSync(path);
  if (!info.isDirectory()) return info.mtimeMs;
  let latest = 0;
  const entries = readdirSync(path, { withFileTypes: true });
  const names = new Set(entries.map((e) => e.name));
  for (const entry of entries) {
    if (!entry.isDirectory() && isBuildOutput(names, entry.name)) continue;
    const child = `${path}/${entry.name}`;
    const mtime = entry.isDirectory() ? newest(child) : statSync(child).mtimeMs;
    if (mtime > latest) latest = mtime;
  }
  return latest;
}

/** When the last build began (a source saved while it ran is newer, so the next launch builds again). */
function builtAt() {
  const started = Date.parse(readFileSync(stamp, 'utf8'));
  return Number.isFinite(started) ? started : statSync(stamp).mtimeMs;
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
  return builtAt() >= sources;
}

function say(line) {
  process.stderr.write(`partner-api: ${line}\n`);
}

function sleepSync(ms) {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
}

function alive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return error.code === 'EPERM';
  }
}

/** A build takes minutes on a loaded machine; a lock older than this is a crashed build's, whoever holds the pid now. */
const LOCK_STALE_MS = 20 * 60_000;
const LOCK_POLL_MS = 250;
/** A lock still empty after this long (ms) was left by a process that died between taking it and writing its pid. */
const HALF_WRITTEN_MS = 5_000;

/** The build lock, taken (true); or false once another process's build has made dist/ current while we waited. */
function takeBuildLock() {
  mkdirSync(join(root, 'dist'), { recursive: true });
  let waitingFor = null;
  for (const deadline = Date.now() + LOCK_STALE_MS; Date.now() < deadline; ) {
    try {
      const fd = openSync(lockFile, 'wx');
      writeSync(fd, String(process.pid));
      closeSync(fd);
      return true;
    } catch (error) {
      if (error.code !== 'EEXIST') throw error;
    }
    let holder = null;
    let age = 0;
    try {
      holder = Number(readFileSync(lockFile, 'utf8')) || null;
      age = Date.now() - statSync(lockFile).mtimeMs;
    } catch {
      continue; // released between our open and our read
    }
    // Empty: its taker is between creating it and writing its pid. Removing it then let a second build start beside
    // the first; only one left empty for a while is a taker that died.
    if (holder === null && age <= HALF_WRITTEN_MS) {
      sleepSync(10);
      continue;
    }
    if (holder === null || !alive(holder) || age > LOCK_STALE_MS) {
      // A build that died: nobody will release it.
      rmSync(lockFile, { force: true });
      continue;
    }
    if (waitingFor !== holder) say(`waiting for the build under way in process ${holder}`);
    waitingFor = holder;
    sleepSync(LOCK_POLL_MS);
    if (!existsSync(lockFile) && fresh()) return false;
  }
  throw new Error(`the build lock ${lockFile} was held for ${LOCK_STALE_MS / 60_000} minutes: remove it if no build runs`);
}

function releaseBuildLock() {
  try {
    if (Number(readFileSync(lockFile, 'utf8')) === process.pid) rmSync(lockFile, { force: true });
  } catch {
    // already gone
  }
}

/** Compiles src/ to dist/ unless it is current; false when the compiler is missing. One build at a time (the lock). */
export function build({ force = false } = {}) {
  if (!takeBuildLock()) return true;
  try {
    // Another launch's build may have finished between our check and the lock.
    if (!force && fresh()) return true;
    return compile();
  } finally {
    releaseBuildLock();
  }
}

/** Compiles src/ to dist/; false when the compiler is missing. Type errors do not stop the emit (`npm run typecheck` reports them). */
function compile() {
  let tsc;
  try {
    tsc = join(dirname(createRequire(import.meta.url).resolve('typescript/package.json')), 'bin', 'tsc');
  } catch {
    return false;
  }
  const started = Date.now();
  say('compiling src/ to dist/ (the sources changed since the last build, or there is none; a minute or more)');
  const result = spawnSync(process.execPath, [tsc, '-p', join(root, 'tsconfig.build.json')], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  if (result.status !== 0 && result.status !== 2) return false;
  // One file to load instead of hundreds (scripts/bundle.mjs); without it, dist/ runs as emitted.
  const bundled = spawnSync(process.execPath, [join(root, 'scripts', 'bundle.mjs')], { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] });
  if (bundled.status !== 0) rmSync(join(root, 'dist', '.bundle'), { recursive: true, force: true });
  writeFileSync(stamp, new Date(started).toISOString());
  say(`compiled in ${((Date.now() - started) / 1000).toFixed(1)} s`);
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
    // Traced or not, the service runs its bundle: the instrumentations hook `require`, and the bundle's pg hands itself over.
    if (entry === 'main') await tracing(join(root, 'dist', 'app', 'tracing', 'register.js'));
    const bundle = join(root, 'dist', '.bundle', `${BUNDLES[entry] ?? ''}.js`);
    return import(pathToFileURL(BUNDLES[entry] && existsSync(bundle) ? bundle : join(root, 'dist', `${entry}.js`)).href);
  }
  const { register } = await import('tsx/esm/api');
  register();
  if (entry === 'main') await tracing(join(root, 'src', 'app', 'tracing', 'register.ts'));
  return import(pathToFileURL(join(root, 'src', `${entry}.ts`)).href);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const entry = process.argv[2];
  if (entry === '--build') process.exit(build({ force: true }) && (await demoTemplate()) ? 0 : 1);
  await launch(entry ?? 'main');
}
