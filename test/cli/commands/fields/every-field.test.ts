// Every field an admin route's body sets, and null wherever the field takes
// null, the CLI sets too: an operation having a command is not enough (a
// command may lack an option, or an option the word that clears it). The
// admin document lists the fields, so a field added to a route fails here
// until a case sets it through the CLI. Each case is checked by what it does:
// the command line, run in the service as the CLI beside it runs
// (POST /admin/cli), must make the service call the route makes with the
// case's body.
import assert from 'node:assert/strict';
import { isDeepStrictEqual } from 'node:util';
import { after, before, describe, test } from 'node:test';
import { seedDemo } from '../../../../src/app/demo/seed.ts';
import { cliServices } from '../../../../src/app/cli/services.ts';
import { buildProgram, commandOf, commandPath } from '../../../../src/cli/program.ts';
import { createTestContext, type TestContext } from '../../../helpers/context.ts';
import { makeCert } from '../../../identity/mtls/certs.ts';
import { orderBody, orderWorld, postOrder } from '../../../submissions/fixtures.ts';
import { adminOperations, CLI_FOR, NO_COMMAND } from '../admin-operations.ts';
import { accessCases } from './cases-access.ts';
import { catalogCases } from './cases-catalog.ts';
import { orderCases } from './cases-orders.ts';
import { peopleCases } from './cases-people.ts';
import { bodyFields, setPaths, type FieldCase, type Fixtures } from './fields.ts';
import { recordCalls } from './recorder.ts';

const cases = (f: Fixtures): FieldCase[] => [...catalogCases(f), ...peopleCases(f), ...accessCases(f), ...orderCases(f)];
/** The cases' shapes: the fields they set, whatever the fixtures' ids. */
const shapes = cases({
  holderId: 1,
  partnerId: 1,
  mtlsPartnerId: 1,
  certificateId: 1,
  pem: '',
  endpointId: 1,
  staffId: 1,
  submissionId: '',
  shipmentNumber: 1,
});
const operations = adminOperations().filter((op) => !(op.operationId in NO_COMMAND));

test('every field of every admin body is set by a case, and every nullable one set to null', () => {
  const missing: string[] = [];
  for (const op of operations) {
    const mine = shapes.filter((c) => c.op === op.operationId).map((c) => setPaths(c.body));
    for (const field of bodyFields(op)) {
      if (!mine.some((paths) => paths.set.has(field.path))) missing.push(`${op.operationId}: ${field.path}`);
      else if (field.nullable && !mine.some((paths) => paths.nulls.has(field.path)))
        missing.push(`${op.operationId}: ${field.path} = null`);
    }
  }
  assert.deepEqual(missing, [], 'give each a case (and the CLI an option, or the word that clears one)');
});

test("each case runs the command of its operation (CLI_FOR), on a body of the operation's", () => {
  const program = buildProgram({ open: async () => Promise.reject(new Error('unused')), out: () => {}, err: () => {}, failed: () => {} });
  for (const c of shapes) {
    const op = operations.find((o) => o.operationId === c.op);
    assert.ok(op && bodyFields(op).length > 0, `${c.op}: an admin operation with a body`);
    const command = commandOf(program, c.cli);
    assert.ok(command && CLI_FOR[c.op]?.includes(commandPath(command)), `${c.cli.join(' ')}: a command of ${c.op}`);
  }
});

describe('each case: the command line makes the service call the route makes with its body', () => {
  let ctx: TestContext;
  let recorder: ReturnType<typeof recordCalls>;
  let fixtures: Fixtures;
  before(async () => {
    // Submissions are answered queued after 100 ms, and stay queued: no worker runs here.
    ctx = await createTestContext({ SUBMISSION_WAIT_MS: '100' });
    await seedDemo(ctx.platform);
    const post = async (url: string, payload: object) => {
      const res = await ctx.adminCall({ method: 'POST', url, payload });
      assert.ok(res.statusCode < 300, `${url}: ${res.body}`);
      return res.json();
    };
    const world = await orderWorld(ctx);
    const submitted = (await postOrder(ctx, world.partner.token, orderBody(world))).json();
    assert.equal(submitted.status, 'queued');
    const mtls = await post('/admin/partners', { name: 'Fields mTLS', authMethod: 'MTLS' });
    fixtures = {
      holderId: (await post('/admin/sites/1/users', { username: 'holder' })).userId,
      partnerId: (await post('/admin/partners', { name: 'Fields partner' })).partnerId,
      mtlsPartnerId: mtls.partnerId,
      certificateId: (await post(`/admin/partners/${mtls.partnerId}/certificates`, { pem: (await makeCert()).certPem })).certificateId,
      pem: (await makeCert()).certPem,
      endpointId: (await post('/admin/partners/1/webhook-endpoints', { url: 'http://127.0.0.1:9/hook' })).endpointId,
      staffId: (await post('/admin/partners/1/staff', { email: 'staff@partner.example', password: 'a long passphrase' })).staffId,
      submissionId: submitted.submissionId,
      shipmentNumber: (await post('/admin/orders/100002/shipments', { lines: [{ itemNumber: 500004, quantity: 10 }] })).shipmentNumber,
    };
    recorder = recordCalls(cliServices(ctx.platform));
  });
  after(() => ctx?.close());

  test('every case', async () => {
    const failures: string[] = [];
    for (const c of cases(fixtures)) {
      const name = `${c.cli.slice(0, 4).join(' ')} ${JSON.stringify(c.body).slice(0, 60)}`;
      const files = Object.entries(c.files ?? {}).map(([path, content]) => ({ path, contentBase64: content.toString('base64') }));
      let ran = { exitCode: -1, stderr: '' };
      const byCli = await recorder.during(async () => {
        ran = (await ctx.adminCall({ method: 'POST', url: '/admin/cli', payload: { args: c.cli, files } })).json();
      });
      const op = operations.find((o) => o.operationId === c.op)!;
      const url = op.path.replace(/\{(\w+)\}/g, (_, param: string) => String(c.params?.[param]));
      let routed = { statusCode: 0, body: '' };
      const byRoute = await recorder.during(async () => {
        routed = await ctx.adminCall({ method: op.method as 'POST', url, payload: c.body });
      });
      if (ran.exitCode !== 0) failures.push(`${name}: the CLI failed: ${ran.stderr.trim()}`);
      else if (byRoute.length === 0) failures.push(`${name}: the route called no service (${routed.statusCode} ${routed.body})`);
      for (const call of byRoute)
        if (!byCli.some((made) => isDeepStrictEqual(made, call)))
          failures.push(
            `${name}: the route called ${JSON.stringify(call)}; the CLI ${JSON.stringify(byCli.filter((m) => m.method === call.method))}`,
          );
    }
    assert.deepEqual(failures, []);
  });
});
