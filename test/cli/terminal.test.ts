// What the CLI prints reaches a staff member's terminal, and outsiders choose
// much of it: an OAuth client's name (one stored before names were checked), a storefront
// user a partner creates. Stored control and bidi characters print escaped
// (`\u001b`, `\r`, `\n`), on tables, one-line answers and errors alike, and
// never raw; --json prints the exact stored value as JSON.
import assert from 'node:assert/strict';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, describe, test } from 'node:test';
import { forward } from '../../src/app/cli/forward.ts';
import { jsonText, terminalText } from '../../src/cli/terminal.ts';
import { OAuthRepo } from '../../src/identity/signin/oauth-repo.ts';
import { inProcessCli } from '../helpers/cli.ts';
import { createTestContext, type TestContext } from '../helpers/context.ts';
import { REDIRECT } from '../identity/signin/helpers.ts';
import { orderBody, orderWorld, postOrder } from '../submissions/fixtures.ts';

/** Every C0 control but NUL (PostgreSQL's text cannot hold it), DEL, two C1 controls (CSI, NEL), a bidi override and an isolate. */
const C0 = Array.from({ length: 31 }, (_, i) => String.fromCharCode(i + 1)).join('');
const HOSTILE = `a${C0}\u007f\u009b\u0085\u202e\u2066z`;
/** How the CLI shows one such character: the three usual short escapes, else \u and four hex digits. */
const shown = (c: string) => ({ '\t': '\\t', '\n': '\\n', '\r': '\\r' })[c] ?? `\\u${c.codePointAt(0)!.toString(16).padStart(4, '0')}`;
const ESCAPED = [...HOSTILE].map((c) => (c === 'a' || c === 'z' ? c : shown(c))).join('');
/** Anything a terminal acts on, but the LF that ends a line the CLI printed. */
const RAW = /[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/u;

let ctx: TestContext;
let cli: ReturnType<typeof inProcessCli>;
let userId: number;
let submissionId: string;
before(async () => {
  ctx = await createTestContext();
  cli = inProcessCli(ctx.platform);
  // A sign-in client registered before names were checked (the open registration now refuses such a name).
  await new OAuthRepo(ctx.platform.db).insertClient(HOSTILE, [REDIRECT], new Date());
  // A partner: a storefront user of its site.
  const partner = await ctx.partner();
  const created = await ctx.call(partner.token, {
    method: 'POST',
    url: '/v1/users',
    payload: { siteId: partner.siteIds[0], username: HOSTILE, email: 'esc@x.example', firstName: HOSTILE, lastName: HOSTILE },
  });
  assert.equal(created.statusCode, 201, created.body);
  userId = created.json().userId;
  // A partner's order: its ship-to, shown by `submissions show`.
  const world = await orderWorld(ctx);
  const body = orderBody(world);
  const submitted = await postOrder(ctx, world.partner.token, { ...body, shipTo: { ...(body.shipTo as object), name: HOSTILE } });
  assert.ok([201, 202].includes(submitted.statusCode), submitted.body);
  const [submission] = JSON.parse((await cli('--json', 'submissions', 'list')).stdout);
  submissionId = submission.submissionId;
});
after(() => ctx?.close());

const printed = async (...args: string[]) => {
  const res = await cli(...args);
  assert.equal(res.code, 0, res.stderr);
  assert.doesNotMatch(res.stdout, RAW, `${args.join(' ')} printed a raw control or bidi character`);
  return res.stdout;
};

describe('stored control and bidi characters print escaped', () => {
  test('in a table: signin-clients list shows the name on its one row', async () => {
    const lines = (await printed('signin-clients', 'list')).split('\n');
    assert.equal(lines.length, 3, 'a header, one row, the final line break: no row forged');
    assert.ok(lines[1]!.includes(ESCAPED), lines[1]);
  });

  test('in a one-line answer: users show', async () => {
    const lines = (await printed('users', 'show', String(userId))).split('\n');
    assert.deepEqual(lines.slice(1), ['']);
    assert.ok(lines[0]!.startsWith(`user ${userId} on site `), lines[0]);
    assert.ok(lines[0]!.includes(`${ESCAPED} <esc@x.example> active`), lines[0]);
  });

  test('in a rendering that is JSON: submissions show prints what --json prints', async () => {
    const human = await printed('submissions', 'show', submissionId);
    assert.equal(human, await printed('--json', 'submissions', 'show', submissionId));
    assert.equal(JSON.parse(human).request.shipTo.name, HOSTILE);
  });

  test('in an error: a detail that quotes a value', async () => {
    const res = await cli('signin-clients', 'delete', HOSTILE);
    assert.equal(res.code, 1);
    assert.doesNotMatch(res.stderr, RAW);
    assert.match(res.stderr, /^error \(not_found\): .*\n$/);
    assert.ok(res.stderr.includes(ESCAPED), res.stderr);
  });

  test('--json: the exact stored value, as JSON that escapes them too', async () => {
    for (const args of [
      ['users', 'show', String(userId)],
      ['signin-clients', 'list'],
    ]) {
      const res = await cli('--json', ...args);
      assert.equal(res.code, 0, res.stderr);
      assert.doesNotMatch(res.stdout, RAW);
      assert.ok(res.stdout.includes('\\u009b\\u0085\\u202e\\u2066'), res.stdout);
      const value = JSON.parse(res.stdout);
      assert.equal(args[0] === 'users' ? value.username : value.clients[0].clientName, HOSTILE);
    }
  });
});

test('the whole class: every C0 and C1 control, DEL and every bidi embedding, override and isolate; nothing else', () => {
  const controls = [
    ...Array.from({ length: 0x20 }, (_, i) => i),
    ...Array.from({ length: 0x21 }, (_, i) => 0x7f + i),
    ...[0x202a, 0x202b, 0x202c, 0x202d, 0x202e, 0x2066, 0x2067, 0x2068, 0x2069],
  ].map((code) => String.fromCharCode(code));
  for (const c of controls) {
    assert.equal(terminalText(`x${c}y`), `x${shown(c)}y`);
    const json = jsonText({ v: `x${c}y` });
    assert.doesNotMatch(json, RAW);
    assert.deepEqual(JSON.parse(json), { v: `x${c}y` }, 'JSON stays faithful');
  }
  const ordinary = 'Zoë Ñúñez 東京 شركة \u200f 🚚 \\u001b <a> "q" 100%';
  assert.equal(terminalText(ordinary), ordinary);
  assert.equal(jsonText(ordinary), JSON.stringify(ordinary));
});

describe('beside a service of another version, the forwarding CLI escapes what the service printed', () => {
  let server: Server;
  before(async () => {
    server = createServer((_req, res) => {
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify({ exitCode: 0, stdout: `id  name\n1   ${HOSTILE}\n`, stderr: `error: ${HOSTILE}\n` }));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  });
  after(() => new Promise<void>((resolve) => server.close(() => resolve())));

  test('its lines stay, every other control and bidi character shows escaped', async () => {
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    let out = '';
    let err = '';
    const owner = { pid: 0, adminUrl: url, cli: { url: `${url}/admin/cli`, secret: '' } };
    const code = await forward({ url, owner }, ['signin-clients', 'list'], { out: (t) => (out += t), err: (t) => (err += t) }, 'token');
    assert.equal(code, 0);
    const lineBreak = ESCAPED.replace('\\n', '\n');
    assert.equal(out, `id  name\n1   ${lineBreak}\n`);
    assert.equal(err, `error: ${lineBreak}\n`);
    assert.doesNotMatch(out + err, RAW);
  });
});
