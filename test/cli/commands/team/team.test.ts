// The CLI's team and tokens commands, and the CLI acting through a running
// service (POST /admin/cli) as a team member: held to the member's role for
// every command (walked from the CLI's operation table), audited with the
// member's token. Direct database access is an administrator's tool.
import assert from 'node:assert/strict';
import { AsyncLocalStorage } from 'node:async_hooks';
import { after, before, test } from 'node:test';
import type { Command } from 'commander';
import { allows } from '../../../../src/access/permissions.ts';
import { staffToken } from '../../../../src/app/cli/forward.ts';
import { buildProgram, commandPath } from '../../../../src/cli/program.ts';
import { CLI_OPERATIONS } from '../../../../src/cli/operations.ts';
import { inProcessCli, throughService } from '../../../helpers/cli.ts';
import { createTestContext, type TestContext } from '../../../helpers/context.ts';
import { teamMember, type TeamMemberWithToken } from '../../../team/world.ts';

let ctx: TestContext;
let cli: ReturnType<typeof inProcessCli>;
let support: TeamMemberWithToken;
let ops: TeamMemberWithToken;

before(async () => {
  ctx = await createTestContext();
  cli = inProcessCli(ctx.platform);
  support = await teamMember(ctx, 'support');
  ops = await teamMember(ctx, 'operations');
});
after(() => ctx.close());

/** What the CLI does beside a running service: POST /admin/cli with the member's token. */
const through = (token: string, ...args: string[]) => throughService(ctx.admin, token, ...args);

function leaves(command: Command): Command[] {
  return command.commands.flatMap((c) => (c.commands.length > 0 ? leaves(c) : [c]));
}

test('every CLI command names its operation (a new command without one is refused through the service)', () => {
  const program = buildProgram({ open: async () => Promise.reject(new Error('unused')), out: () => {}, err: () => {}, failed: () => {} });
  const paths = leaves(program).map(commandPath);
  assert.deepEqual(
    paths.filter((p) => !(p in CLI_OPERATIONS)),
    [],
  );
  assert.deepEqual(
    Object.keys(CLI_OPERATIONS).filter((p) => !paths.includes(p)),
    [],
  );
  assert.match(program.description(), /direct database access this CLI is an administrator's tool/);
});

test('through the service, a support token is refused every write command (staff_role_forbidden, exit 1); reads run', async () => {
  const writes = Object.entries(CLI_OPERATIONS).filter(([, op]) => !allows('support', op));
  assert.ok(writes.length > 80, `${writes.length}`);
  for (const [path] of writes) {
    const res = await through(support.token, ...path.split(' '));
    assert.equal(res.exitCode, 1, path);
    assert.match(res.stderr, /^error \(staff_role_forbidden\): The support role may not perform /, path);
  }
  const json = await through(support.token, '--json', 'partners', 'create', '--name', 'X');
  assert.equal(JSON.parse(json.stderr).code, 'staff_role_forbidden');
  const read = await through(support.token, '--json', 'sites', 'list');
  assert.equal(read.exitCode, 0, read.stderr);
  assert.ok(Array.isArray(JSON.parse(read.stdout)));
});

test('through the service, operations may move orders but not onboard partners; the audit names their token', async () => {
  const refused = await through(ops.token, 'partners', 'create', '--name', 'Nope');
  assert.match(refused.stderr, /operations role may not perform partners\.manage/);
  const pause = await through(ops.token, 'workers', 'pause');
  assert.match(pause.stderr, /workers\.pause/);
  // An order-moving command runs (and answers the service's own refusal for a missing order).
  const ship = await through(ops.token, 'orders', 'shipment', 'ship', '--shipment', '999999');
  assert.equal(ship.exitCode, 1);
  assert.doesNotMatch(ship.stderr, /staff_role_forbidden/);
  // The token's own command runs as the member, audited so.
  const created = await through(ops.token, '--json', 'tokens', 'create', '--member', String(ops.memberId), '--name', 'from the CLI');
  assert.equal(created.exitCode, 0, created.stderr);
  const tokenId = JSON.parse(created.stdout).tokenId;
  const audit = await ctx.platform.admin.audit.list({ targetType: 'api_token', targetId: String(tokenId), limit: 1 });
  assert.equal(audit[0]!.actor, `token:${ops.tokenId} (${ops.email})`);
});

test('through the service, commands of two members at once each run and are audited as their own, with no async context switched on', async () => {
  const other = await teamMember(ctx, 'operations');
  // An AsyncLocalStorage would switch on Node's promise hooks for the rest of the service's life (every
  // request's promises paying for them): the acting member is the run's own, not an async context's.
  const entered: string[] = [];
  const { run, enterWith } = AsyncLocalStorage.prototype;
  AsyncLocalStorage.prototype.run = function (this: AsyncLocalStorage<unknown>, ...args: Parameters<typeof run>) {
    entered.push('run');
    return run.apply(this, args);
  } as typeof run;
  AsyncLocalStorage.prototype.enterWith = function (this: AsyncLocalStorage<unknown>, store: unknown) {
    entered.push('enterWith');
    return enterWith.call(this, store);
  };
  try {
    const members = [ops, other, ops, other, ops, other];
    const created = await Promise.all(
      members.map((m, i) => through(m.token, '--json', 'tokens', 'create', '--member', String(m.memberId), '--name', `at once ${i}`)),
    );
    for (const [i, result] of created.entries()) {
      assert.equal(result.exitCode, 0, result.stderr);
      const tokenId = JSON.parse(result.stdout).tokenId;
      const audit = await ctx.platform.admin.audit.list({ targetType: 'api_token', targetId: String(tokenId), limit: 1 });
      assert.equal(audit[0]!.actor, `token:${members[i]!.tokenId} (${members[i]!.email})`);
    }
  } finally {
    AsyncLocalStorage.prototype.run = run;
    AsyncLocalStorage.prototype.enterWith = enterWith;
  }
  assert.deepEqual(entered, []);
});

test('direct database access: team and tokens commands, an administrator, audited as cli:<user>', async () => {
  const created = await cli(
    '--json',
    'team',
    'create',
    '--email',
    'cli@team.example',
    '--name',
    'Cli Member',
    '--role',
    'support',
    '--password',
    'a long password!',
  );
  assert.equal(created.code, 0, created.stderr);
  const member = JSON.parse(created.stdout);
  assert.deepEqual([member.role, member.canSignIn], ['support', true]);
  assert.equal((await cli('team', 'create', '--email', 'x@team.example', '--name', 'X', '--role', 'boss')).code, 1);

  const role = await cli('--json', 'team', 'role', String(member.memberId), 'operations');
  assert.equal(JSON.parse(role.stdout).role, 'operations');
  const listed = await cli('team', 'list');
  assert.match(listed.stdout, /cli@team\.example +Cli Member +operations/);

  const token = await cli('tokens', 'create', '--member', String(member.memberId), '--name', 'cron', '--days', '7');
  assert.equal(token.code, 0, token.stderr);
  const secret = /token {2}(pcs_\S+)/.exec(token.stdout)![1]!;
  assert.match(token.stdout, /shown once/);
  const tokens = await cli('tokens', 'list', '--member', String(member.memberId));
  assert.ok(!tokens.stdout.includes(secret), 'the token is never listed');
  assert.equal(
    (await ctx.admin.inject({ method: 'GET', url: '/admin/me', headers: { authorization: `Bearer ${secret}` } })).statusCode,
    200,
  );
  const tokenId = /^(\d+)/m.exec(tokens.stdout.split('\n')[1]!)![1]!;
  assert.equal((await cli('tokens', 'revoke', tokenId)).code, 0);
  assert.equal(
    (await ctx.admin.inject({ method: 'GET', url: '/admin/me', headers: { authorization: `Bearer ${secret}` } })).statusCode,
    401,
  );

  assert.equal((await cli('team', 'disable', String(member.memberId))).code, 0);
  assert.equal((await cli('team', 'password', String(member.memberId), '--password', 'short')).code, 1);
  const audit = await ctx.platform.admin.audit.list({ targetType: 'team_member', targetId: String(member.memberId), limit: 5 });
  assert.ok(audit.length >= 3 && audit.every((e) => e.actor.startsWith('cli')), JSON.stringify(audit.map((e) => e.actor)));
});

test('the CLI takes its token from --token or PARTNER_API_STAFF_TOKEN and never forwards it in the arguments', () => {
  assert.deepEqual(staffToken(['--token', 'pcs_a', 'sites', 'list'], {}), { token: 'pcs_a', args: ['sites', 'list'] });
  assert.deepEqual(staffToken(['sites', 'list', '--token=pcs_b'], { PARTNER_API_STAFF_TOKEN: 'pcs_env' }), {
    token: 'pcs_b',
    args: ['sites', 'list'],
  });
  assert.deepEqual(staffToken(['sites', 'list'], { PARTNER_API_STAFF_TOKEN: 'pcs_env' }), { token: 'pcs_env', args: ['sites', 'list'] });
});
