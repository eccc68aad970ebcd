// POST /admin/cli, the route the CLI sends its commands to when a running
// service holds the embedded database (test/cli/beside-service.test.ts runs
// the real processes): same output as the CLI in process, files from the
// caller, admin token or the per-start secret, and the list of file options.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { Command } from 'commander';
import { buildAdminApp } from '../../../src/app/hosts/admin.ts';
import { FILE_OPTIONS, filesOf } from '../../../src/app/cli/forward.ts';
import { buildProgram } from '../../../src/cli/program.ts';
import type { CliIo } from '../../../src/cli/runtime.ts';
import { inProcessCli } from '../../helpers/cli.ts';
import { createTestContext, type TestContext } from '../../helpers/context.ts';
import { assertProblem } from '../../helpers/problems.ts';

let ctx: TestContext;
before(async () => {
  ctx = await createTestContext();
  await ctx.site('Forwarded');
});
after(() => ctx.close());

const send = (payload: Record<string, unknown>, headers: Record<string, string> = {}) =>
  ctx.adminCall({ method: 'POST', url: '/admin/cli', payload, headers });

test('runs the command line in the service: stdout, stderr and exit code as the CLI prints them', async () => {
  const cli = inProcessCli(ctx.platform);
  for (const args of [
    ['sites', 'list'],
    ['--json', 'workers', 'status'],
    ['submissions', 'show', 'nope'],
    ['--help'],
    ['sites', 'bogus'],
  ]) {
    const res = await send({ args });
    assert.equal(res.statusCode, 200, res.body);
    const local = await cli(...args);
    assert.deepEqual(res.json(), { exitCode: local.code, stdout: local.stdout, stderr: local.stderr });
  }
});

test('files come from the caller: a sent file is read, an unreadable one fails as it would locally, an unsent one is refused', async () => {
  const pem = await send({
    args: ['certificates', 'register', '--partner', '1', '--pem', 'c.pem'],
    files: [{ path: 'c.pem', contentBase64: Buffer.from('not a certificate').toString('base64') }],
  });
  assert.equal(pem.json().exitCode, 1);
  assert.doesNotMatch(pem.json().stderr, /Cannot read/);
  const unreadable = await send({
    args: ['certificates', 'register', '--partner', '1', '--pem', 'gone.pem'],
    files: [{ path: 'gone.pem', error: "ENOENT: no such file or directory, open 'gone.pem'" }],
  });
  assert.equal(unreadable.json().stderr, "error: Cannot read gone.pem: ENOENT: no such file or directory, open 'gone.pem'\n");
  const unsent = await send({ args: ['certificates', 'register', '--partner', '1', '--pem', 'x.pem'] });
  assert.match(unsent.json().stderr, /x\.pem was not sent by the CLI/);
});

test('help wraps to the width the CLI sends', async () => {
  const narrow = (await send({ args: ['--help'], helpWidth: { out: 70 } })).json().stdout as string;
  const wide = (await send({ args: ['--help'], helpWidth: { out: 200 } })).json().stdout as string;
  assert.ok(narrow.split('\n').every((line) => line.length <= 70));
  assert.ok(wide.split('\n').some((line) => line.length > 70));
});

test('the admin token or the per-start secret is required; bad bodies are problems', async () => {
  assertProblem(await ctx.admin.inject({ method: 'POST', url: '/admin/cli', payload: { args: [] } }), 401, 'unauthorized');
  assertProblem(await send({ args: [] }, { authorization: 'Bearer wrong' }), 401, 'unauthorized');
  assertProblem(await send({ argv: [] }), 400, 'invalid_request');
  const withSecret = await buildAdminApp(ctx.platform, { cliSecret: 'per-start-secret-0123456789' });
  try {
    const res = await withSecret.inject({
      method: 'POST',
      url: '/admin/cli',
      payload: { args: ['--json', 'workers', 'status'] },
      headers: { authorization: 'Bearer per-start-secret-0123456789' },
    });
    assert.equal(res.statusCode, 200, res.body);
    assert.equal(res.json().exitCode, 0);
    // The secret opens this route only.
    const other = await withSecret.inject({
      method: 'GET',
      url: '/admin/sites',
      headers: { authorization: 'Bearer per-start-secret-0123456789' },
    });
    assertProblem(other, 401, 'unauthorized');
  } finally {
    await withSecret.close();
  }
});

test('every option taking a file or a path is read on the CLI side (FILE_OPTIONS), in both spellings', () => {
  const program = buildProgram({} as CliIo);
  const found = new Set<string>();
  const walk = (command: Command) => {
    for (const option of command.options) if (/<(file|path)>/.test(option.flags) && option.long) found.add(option.long);
    command.commands.forEach(walk);
  };
  walk(program);
  assert.deepEqual([...found].sort(), [...FILE_OPTIONS].sort());
  const files = filesOf(['x', '--pem', '/no/such/a.pem', '--file=/no/such/b.pdf']);
  assert.deepEqual(
    files.map((f) => f.path),
    ['/no/such/a.pem', '/no/such/b.pdf'],
  );
  assert.ok(files.every((f) => f.error?.startsWith('ENOENT')));
});
