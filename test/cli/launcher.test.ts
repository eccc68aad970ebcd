// The launcher (scripts/launch.mjs) that `partner-api` and `npm start` run:
// it compiles only when a source changed, one build at a time, and says so
// on standard error. Tested on a project of two files laid out like this one
// (src/ importing sdk/src/, whose compiled .js the build writes beside it,
// the real tsconfig.build.json and the real launcher), so a build is seconds
// and the real dist/ is never touched. What a running `npm test` does beside
// CLI calls is what the suite's builds and processes leave: sdk/src/*.js
// rewritten after the last build, and launches starting at the same moment.
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, symlinkSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import { engineIndependent } from '../helpers/engines.ts';

const root = join(import.meta.dirname, '..', '..');

interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** `node scripts/launch.mjs <entry>` in `project`, bounded: killed after 120 s. */
function launch(project: string, entry = 'app/cli/main'): Promise<Run> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [join(project, 'scripts', 'launch.mjs'), entry], {
      cwd: project,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (c: Buffer) => (stdout += c.toString()));
    child.stderr.on('data', (c: Buffer) => (stderr += c.toString()));
    const timer = setTimeout(() => child.kill('SIGKILL'), 120_000);
    child.once('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, stdout, stderr });
    });
  });
}

/** Modified now, or `secondsAhead` in the future (newer than any build yet, even one that starts now). */
function touch(file: string, secondsAhead = 0): void {
  const when = new Date(Date.now() + secondsAhead * 1000);
  utimesSync(file, when, when);
}

const builds = (runs: Run[]) => runs.filter((r) => /compiling src\/ to dist\//.test(r.stderr)).length;

// No database at all: the launcher and the compiler only.
engineIndependent(() => {
  const project = mkdtempSync(join(tmpdir(), 'pcapi-launcher-'));
  const stamp = join(project, 'dist', '.built');

  before(() => {
    mkdirSync(join(project, 'scripts'));
    copyFileSync(join(root, 'scripts', 'launch.mjs'), join(project, 'scripts', 'launch.mjs'));
    // The bundler is not what is tested: dist/ runs as tsc emits it.
    writeFileSync(join(project, 'scripts', 'bundle.mjs'), 'process.exit(1);\n');
    copyFileSync(join(root, 'tsconfig.build.json'), join(project, 'tsconfig.build.json'));
    const { compilerOptions } = JSON.parse(readFileSync(join(root, 'tsconfig.json'), 'utf8')) as { compilerOptions: object };
    writeFileSync(join(project, 'tsconfig.json'), JSON.stringify({ compilerOptions, include: ['src'] }));
    writeFileSync(join(project, 'package.json'), JSON.stringify({ type: 'module' }));
    symlinkSync(join(root, 'node_modules'), join(project, 'node_modules'), 'dir');
    mkdirSync(join(project, 'sdk', 'src'), { recursive: true });
    writeFileSync(join(project, 'sdk', 'src', 'operations.ts'), "export const OPERATIONS: string[] = ['ping'];\n");
    mkdirSync(join(project, 'src', 'app', 'cli'), { recursive: true });
    writeFileSync(
      join(project, 'src', 'app', 'cli', 'main.ts'),
      "import { OPERATIONS } from '../../../sdk/src/operations.ts';\nprocess.stdout.write(`cli ran: ${OPERATIONS.join(',')}\\n`);\n",
    );
  });

  after(() => rmSync(project, { recursive: true, force: true }));

  test('the first launch builds and says so on standard error; the build writes sdk/src/*.js beside its source', async () => {
    const first = await launch(project);
    assert.equal(first.code, 0, first.stderr);
    assert.match(first.stdout, /cli ran: ping/);
    assert.match(first.stderr, /compiling src\/ to dist\/[\s\S]*compiled in \d+(\.\d)? s/);
    assert.ok(statSync(join(project, 'sdk', 'src', 'operations.js')).isFile(), 'the build emits the SDK table beside its source');
  });

  test('five CLI starts at once beside a running suite (build outputs rewritten since the last build) build nothing', async () => {
    // What the suite leaves: the SDK table's compiled .js newer than the last build, and its folder's time with it.
    touch(join(project, 'sdk', 'src', 'operations.js'), 2);
    touch(join(project, 'sdk', 'src'), 2);
    const before = { stamp: readFileSync(stamp, 'utf8'), mtime: statSync(stamp).mtimeMs };
    const runs = await Promise.all(Array.from({ length: 5 }, () => launch(project)));
    for (const run of runs) {
      assert.equal(run.code, 0, run.stderr);
      assert.match(run.stdout, /cli ran: ping/);
      assert.equal(run.stderr, '', 'a start that builds nothing prints nothing');
    }
    assert.deepEqual({ stamp: readFileSync(stamp, 'utf8'), mtime: statSync(stamp).mtimeMs }, before, 'no build ran');
  });

  test('a source changed: five launches at once run one build; the others wait for it and run what it built', async () => {
    writeFileSync(join(project, 'sdk', 'src', 'operations.ts'), "export const OPERATIONS: string[] = ['ping', 'me'];\n");
    const runs = await Promise.all(Array.from({ length: 5 }, () => launch(project)));
    for (const run of runs) {
      assert.equal(run.code, 0, run.stderr);
      assert.match(run.stdout, /cli ran: ping,me/);
    }
    assert.equal(builds(runs), 1, runs.map((r) => r.stderr).join('\n---\n'));
    // A launch that came while the build ran said whom it waited for (one that came after it found dist/ current).
    for (const run of runs.filter((r) => !/compiling/.test(r.stderr)))
      assert.match(run.stderr, /^(partner-api: waiting for the build under way in process \d+\n)?$/);
  });

  test('a build lock left by a process that died does not stop the next build', async () => {
    const dead = spawn(process.execPath, ['-e', '']);
    await new Promise((resolve) => dead.once('exit', resolve));
    writeFileSync(join(project, 'dist', '.build.lock'), String(dead.pid));
    touch(join(project, 'src', 'app', 'cli', 'main.ts'));
    const run = await launch(project);
    assert.equal(run.code, 0, run.stderr);
    assert.equal(builds([run]), 1);
    assert.match(run.stdout, /cli ran/);
  });

  test('an empty lock is a build being taken: a launch waits for it, and only one left empty for seconds is removed', async () => {
    const lock = join(project, 'dist', '.build.lock');
    // Dated ahead, it stays young for the whole wait however slow the machine: its taker has yet to write its pid.
    writeFileSync(lock, '');
    touch(lock, 60);
    touch(join(project, 'src', 'app', 'cli', 'main.ts'), 1);
    let exited = false;
    const waiting = launch(project).then((run) => ((exited = true), run));
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    assert.equal(exited, false, 'the launch did not go on past an empty lock');
    assert.equal(readFileSync(lock, 'utf8'), '', 'nor removed it');
    rmSync(lock);
    const run = await waiting;
    assert.equal(run.code, 0, run.stderr);
    assert.equal(builds([run]), 1);

    // Empty and old: its taker died before writing its pid.
    writeFileSync(lock, '');
    const old = new Date(Date.now() - 60_000);
    utimesSync(lock, old, old);
    touch(join(project, 'src', 'app', 'cli', 'main.ts'), 2);
    const next = await launch(project);
    assert.equal(next.code, 0, next.stderr);
    assert.equal(builds([next]), 1);
  });
});
