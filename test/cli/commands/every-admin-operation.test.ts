// Every operation of the admin document has a CLI command that performs it,
// held to the same staff operation (the role check beside the service), so
// no state staff reach through the admin API is out of the CLI's reach. A new
// admin route fails here until it is given its command, or a reason it has none;
// each field of its body, fields/every-field.test.ts.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { buildProgram } from '../../../src/cli/program.ts';
import { CLI_OPERATIONS } from '../../../src/cli/operations.ts';
import { seedDemo } from '../../../src/app/demo/seed.ts';
import { inProcessCli } from '../../helpers/cli.ts';
import { createTestContext, type TestContext } from '../../helpers/context.ts';
import { teamMember } from '../../team/world.ts';
import { orderBody, orderWorld, postOrder } from '../../submissions/fixtures.ts';
import { adminOperations, CLI_FOR, CLI_ONLY, leaves, NO_COMMAND } from './admin-operations.ts';

test('every admin operation has a CLI command held to the same staff operation; every CLI command has its operation', () => {
  const program = buildProgram({ open: async () => Promise.reject(new Error('unused')), out: () => {}, err: () => {}, failed: () => {} });
  const commands = new Set(leaves(program));
  const operations = adminOperations();
  assert.ok(operations.length > 100, `${operations.length} admin operations`);
  for (const op of operations) {
    if (op.operationId in NO_COMMAND) continue;
    const named = CLI_FOR[op.operationId];
    assert.ok(named, `${op.operationId}: give it a CLI command in CLI_FOR, or a reason in NO_COMMAND`);
    for (const path of named) {
      assert.ok(commands.has(path), `${op.operationId}: the CLI has no command \`${path}\``);
      assert.equal(CLI_OPERATIONS[path], op['x-staff-operation'], `\`${path}\` is held to the route's staff operation`);
    }
  }
  const ids = new Set(operations.map((o) => o.operationId));
  assert.deepEqual(
    Object.keys(CLI_FOR).filter((id) => !ids.has(id)),
    [],
    'every operation named here is in the admin document',
  );
  const covered = new Set([...Object.values(CLI_FOR).flat(), ...Object.keys(CLI_ONLY)]);
  assert.deepEqual(
    [...commands].filter((c) => !covered.has(c)),
    [],
    'every CLI command performs an admin operation, or is named in CLI_ONLY',
  );
});

describe('the commands the admin API had and the CLI lacked answer what their routes answer', () => {
  let ctx: TestContext;
  let cli: ReturnType<typeof inProcessCli>;
  before(async () => {
    // Submissions are answered queued after 100 ms: nothing here waits on the worker.
    ctx = await createTestContext({ SUBMISSION_WAIT_MS: '100' });
    cli = inProcessCli(ctx.platform);
    await seedDemo(ctx.platform);
  });
  after(() => ctx?.close());

  const json = async (...args: string[]) => {
    const res = await cli('--json', ...args);
    assert.equal(res.code, 0, `${args.join(' ')}: ${res.stderr}`);
    return JSON.parse(res.stdout);
  };
  const route = async (url: string) => {
    const res = await ctx.adminCall({ method: 'GET', url });
    assert.equal(res.statusCode, 200, res.body);
    return res.json();
  };

  test('shipping centres show: GET /admin/fulfilment-centres/{centreId}; a missing one is not found', async () => {
    const [centre] = await json('shipping', 'centres', 'list');
    assert.deepEqual(
      await json('shipping', 'centres', 'show', String(centre.fulfilmentCentreId)),
      await route(`/admin/fulfilment-centres/${centre.fulfilmentCentreId}`),
    );
    const missing = await cli('shipping', 'centres', 'show', '999999');
    assert.equal(missing.code, 1);
    assert.match(missing.stderr, /not_found/);
  });

  test("orders shipment list: the order's shipments as GET /admin/orders/{orderNumber}/shipments lists them", async () => {
    const orders = (await route('/admin/orders?limit=50')).orders as Array<{ orderNumber: number }>;
    let compared = 0;
    for (const { orderNumber } of orders) {
      const listed = await route(`/admin/orders/${orderNumber}/shipments`);
      assert.deepEqual(await json('orders', 'shipment', 'list', '--order', String(orderNumber)), listed.shipments);
      if (listed.shipments.length > 0) compared += 1;
    }
    assert.ok(compared > 0, 'the demo world has shipped orders');
  });

  test('orders shipment ship --tracking-url sets the tracking page, held to an http(s) URL', async () => {
    const placed = (await route('/admin/orders?limit=50')).orders as Array<{ orderNumber: number; status: string }>;
    const open = placed.find((o) => o.status !== 'CANCELLED' && o.status !== 'SHIPPED');
    assert.ok(open);
    const detail = await route(`/admin/orders/${open.orderNumber}`);
    const item = detail.lines.find((l: { cancelled?: boolean }) => !l.cancelled).itemNumber as number;
    const created = await json('orders', 'shipment', 'create', '--order', String(open.orderNumber), '--items', `${item}:1`);
    const refused = await cli(
      'orders',
      'shipment',
      'ship',
      '--shipment',
      String(created.shipmentNumber),
      '--tracking-url',
      'javascript:alert(1)',
    );
    assert.equal(refused.code, 1);
    assert.match(refused.stderr, /invalid_request/);
    const url = 'https://www.ups.com/track?tracknum=1Z999AA10123456784';
    const shipped = await json('orders', 'shipment', 'ship', '--shipment', String(created.shipmentNumber), '--tracking-url', url);
    assert.equal(shipped.trackingUrl, url);
    assert.notEqual(shipped.shippedOn, null);
  });

  test("submissions list: every partner's, or one partner's, as GET /admin/submissions filters them", async () => {
    for (const world of [await orderWorld(ctx), await orderWorld(ctx)]) {
      const res = await postOrder(ctx, world.partner.token, orderBody(world));
      assert.ok(res.statusCode === 201 || res.statusCode === 202, res.body);
    }
    const ids = (rows: Array<{ submissionId: string }>) => rows.map((s) => s.submissionId);
    const routed = (await route('/admin/submissions?limit=100')).submissions as Array<{ submissionId: string; partnerId: number }>;
    assert.ok(new Set(routed.map((s) => s.partnerId)).size >= 2, 'two partners submitted');
    assert.deepEqual(ids(await json('submissions', 'list', '--limit', '100')), ids(routed));
    const one = routed[0]!.partnerId;
    assert.deepEqual(
      ids(await json('submissions', 'list', '--partner', String(one))),
      ids((await route(`/admin/partners/${one}/submissions`)).submissions),
    );
    for (const status of ['queued', 'completed', 'failed'])
      assert.deepEqual(
        ids(await json('submissions', 'list', '--status', status)),
        ids((await route(`/admin/submissions?status=${status}`)).submissions),
        status,
      );
  });

  test('team me and tokens show: who the CLI acts as, and a token as GET /admin/api-tokens/{tokenId} shows it; held to the same rules', async () => {
    const local = await json('team', 'me');
    assert.deepEqual({ ...local, name: undefined }, { memberId: null, kind: 'cli', email: null, name: undefined, role: 'administrator' });
    assert.match(local.name, /^cli/);
    const member = await teamMember(ctx, 'support');
    const other = await teamMember(ctx, 'operations');
    const through = async (token: string, ...args: string[]) =>
      (
        await ctx.admin.inject({ method: 'POST', url: '/admin/cli', headers: { authorization: `Bearer ${token}` }, payload: { args } })
      ).json() as {
        exitCode: number;
        stdout: string;
        stderr: string;
      };
    const me = await through(member.token, '--json', 'team', 'me');
    const routed = await ctx.admin.inject({ method: 'GET', url: '/admin/me', headers: { authorization: `Bearer ${member.token}` } });
    assert.deepEqual(JSON.parse(me.stdout), routed.json());
    assert.equal(routed.json().memberId, member.memberId);
    const shown = await through(member.token, '--json', 'tokens', 'show', String(member.tokenId));
    assert.equal(shown.exitCode, 0, shown.stderr);
    assert.deepEqual(JSON.parse(shown.stdout), await route(`/admin/api-tokens/${member.tokenId}`));
    const theirs = await through(member.token, '--json', 'tokens', 'show', String(other.tokenId));
    const theirsRouted = await ctx.admin.inject({
      method: 'GET',
      url: `/admin/api-tokens/${other.tokenId}`,
      headers: { authorization: `Bearer ${member.token}` },
    });
    assert.equal(theirs.exitCode, 1);
    assert.equal(JSON.parse(theirs.stderr).code, theirsRouted.json().code, "another member's token: the route's refusal");
  });
});
