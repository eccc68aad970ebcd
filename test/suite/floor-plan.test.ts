// `npm run check:floor-plan` (scripts/check-floor-plan.mjs) refuses SQL in a
// service: in a service file by its name, and in a class whose name ends in
// Service wherever it is; a repository beside it in the same file may build
// SQL. Run on small trees written here, and on this tree, which has none.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { after, test } from 'node:test';
import { engineIndependent } from '../helpers/engines.ts';

engineIndependent(() => {
  const root = join(import.meta.dirname, '..', '..');
  const dirs: string[] = [];
  after(() => {
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });

  function checkTree(files: Record<string, string>): { status: number | null; stdout: string } {
    const dir = mkdtempSync(join(tmpdir(), 'pcapi-floor-plan-'));
    dirs.push(dir);
    for (const [path, text] of Object.entries(files)) {
      mkdirSync(dirname(join(dir, path)), { recursive: true });
      writeFileSync(join(dir, path), text);
    }
    const result = spawnSync(process.execPath, [join(root, 'scripts', 'check-floor-plan.mjs'), dir], { encoding: 'utf8' });
    return { status: result.status, stdout: result.stdout };
  }

  const pauseFile = (serviceBody: string) => `import { sql } from 'kysely';

export class PauseRepo {
  constructor(private readonly db: Db) {}

  async hold() {
    return this.db.selectFrom('worker_pause').select('hold').executeTakeFirst();
  }
}

export class WorkerPauseService {
  constructor(private readonly db: Db) {}

  async state() {
${serviceBody}
  }
}
`;

  test('SQL in a class named …Service, in a file not named service.ts, is a breach naming the class and the line', () => {
    const run = checkTree({ 'src/jobs/pause.ts': pauseFile("    return this.db.selectFrom('jobs').selectAll().execute();") });
    assert.equal(run.status, 1, run.stdout);
    assert.match(run.stdout, /src\/jobs\/pause\.ts:15 builds SQL in a service \(class WorkerPauseService\)/);
    assert.match(run.stdout, /^1 breach\(es\) of the floor plan$/m, 'the repository above it is not a breach');
  });

  test('a sql template in a service class is a breach too', () => {
    const run = checkTree({ 'src/jobs/pause.ts': pauseFile('    return sql`SELECT 1`.execute(this.db);') });
    assert.equal(run.status, 1, run.stdout);
    assert.match(run.stdout, /pause\.ts:15 builds SQL in a service \(class WorkerPauseService\)/);
  });

  test('a service class that calls its repository, and a service file without SQL, pass', () => {
    const run = checkTree({
      'src/jobs/pause.ts': pauseFile('    return new PauseRepo(this.db).hold();'),
      'src/jobs/service.ts': 'export class JobsService {\n  run() {\n    return 1;\n  }\n}\n',
    });
    assert.equal(run.status, 0, run.stdout);
    assert.match(run.stdout, /floor plan: no breach/);
  });

  test('SQL in a file named service.ts is a breach outside any class as well', () => {
    const run = checkTree({ 'src/jobs/service.ts': "export const read = (db: Db) => db.selectFrom('jobs').selectAll();\n" });
    assert.equal(run.status, 1, run.stdout);
    assert.match(run.stdout, /src\/jobs\/service\.ts:1 builds SQL in a service$/m);
  });

  test("this tree's src/ has no SQL in a service", () => {
    const result = spawnSync(process.execPath, [join(root, 'scripts', 'check-floor-plan.mjs')], { encoding: 'utf8' });
    assert.doesNotMatch(result.stdout, /builds SQL in a service/);
  });

  test('a route generic is a breach anywhere in src/, named by its line, and counted', () => {
    const run = checkTree({
      'src/console/pages.ts': [
        "app.get<{ Params: { jobId: string } }>('/console/jobs/:jobId', CONSOLE_ROUTE, handler);",
        'app',
        '  .post<',
        '    { Body: Static<typeof Body> }',
        "  >('/admin/cli', options, handler);",
        "scope.put<{ Querystring: Notice }>('/x', options, handler);",
        '',
      ].join('\n'),
      'src/console/api-reads.ts':
        "const page = await api.get<OrdersPage>('/admin/orders', { limit: 8 });\nconst x = new Map<string, number>().get('a');\n",
    });
    assert.equal(run.status, 1, run.stdout);
    assert.match(run.stdout, /src\/console\/pages\.ts:1 declares a route generic/);
    assert.match(run.stdout, /src\/console\/pages\.ts:2 declares a route generic/);
    assert.match(run.stdout, /src\/console\/pages\.ts:6 declares a route generic/);
    assert.match(run.stdout, /; 3 route generics$/m, 'a read of the admin API and a Map are no routes');
  });

  test("this tree's src/ declares no route generic", () => {
    const result = spawnSync(process.execPath, [join(root, 'scripts', 'check-floor-plan.mjs')], { encoding: 'utf8' });
    assert.match(result.stdout, /; 0 route generics$/m);
    assert.doesNotMatch(result.stdout, /declares a route generic/);
  });

  test('an ordered sequence (numbered files beside at most its index) is one folder past 12 files; any other folder is not', () => {
    const numbered = (n: number, dir: string) =>
      Object.fromEntries(
        Array.from({ length: n }, (_, i) => [`${dir}/${String(i + 1).padStart(4, '0')}_step_${i + 1}.ts`, 'export {};\n']),
      );
    const sequence = checkTree({ ...numbered(20, 'src/db/migrations'), 'src/db/migrations/index.ts': 'export {};\n' });
    assert.equal(sequence.status, 0, sequence.stdout);
    assert.match(sequence.stdout, /floor plan: no breach/);
    const mixed = checkTree({ ...numbered(12, 'src/db/migrations'), 'src/db/migrations/helpers.ts': 'export {};\n' });
    assert.equal(mixed.status, 1, mixed.stdout);
    assert.match(mixed.stdout, /src\/db\/migrations\/ holds 13 files \(at most 12\)/);
    const plain = checkTree(Object.fromEntries(Array.from({ length: 13 }, (_, i) => [`src/orders/file${i}.ts`, 'export {};\n'])));
    assert.equal(plain.status, 1, plain.stdout);
    assert.match(plain.stdout, /src\/orders\/ holds 13 files/);
  });

  test("this tree's migrations are one ordered folder, numbered without a repeat", () => {
    const dir = join(root, 'src', 'db', 'migrations');
    const names = readdirSync(dir, { withFileTypes: true });
    assert.deepEqual(
      names.filter((e) => e.isDirectory()).map((e) => e.name),
      [],
      'no theme sub-folders',
    );
    const steps = names.map((e) => e.name).filter((n) => n !== 'index.ts');
    assert.ok(steps.length >= 20 && steps.every((n) => /^\d{4}_[a-z0-9_]+\.ts$/.test(n)), steps.join(', '));
    assert.equal(new Set(steps.map((n) => n.slice(0, 4))).size, steps.length, 'each number once');
  });
});
