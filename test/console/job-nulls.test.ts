// Every optional body property the admin API lets be null can be sent as null
// from its console job, and is left out unless staff choose so. The list of
// such properties is read from the published admin document (not from the
// console's own field list): a select offers "— none (null) —" beside
// "— leave as is —", any other input a "Set to none" box (and an optional
// nullable object a box of its own), and posting that choice makes the job
// send null. Checked for every such property of every job, on the body the
// job hands the admin API, and through the admin API's records for a set the
// spec gives a meaning (a division made a root, a credit account made
// open-ended, a backorder quantity back to "not computed", a user's company,
// phone and division cleared, a credit's applicable charges unset).
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { Type } from 'typebox';
import { seedDemo } from '../../src/app/demo/seed.ts';
import { API_ONLY, operationIdOf } from '../../src/console/jobs/catalogue.ts';
import { bodyOf, echoOf, fieldsOf } from '../../src/console/jobs/fields.ts';
import { adminRouteTable } from '../../src/team/staff-auth.ts';
import { createTestContext, type TestContext } from '../helpers/context.ts';
import { teamMember } from '../team/world.ts';
import { consoleRequests, formsOf, signInConsole, type ConsoleBrowser } from './browser.ts';

let ctx: TestContext;
let browser: ConsoleBrowser;

before(async () => {
  ctx = await createTestContext({ SUBMISSION_WAIT_MS: '100' });
  await seedDemo(ctx.platform);
  browser = await signInConsole(ctx, await teamMember(ctx, 'administrator'));
});
after(() => ctx?.close());

const get = (url: string) => consoleRequests(ctx, browser).get(url);
const post = (url: string, form: Record<string, string>) =>
  consoleRequests(ctx, browser).post(url, new URLSearchParams({ _csrf: browser.csrf, ...form }));
const read = async (url: string) => (await ctx.adminCall({ method: 'GET', url })).json();
const write = async (method: 'PATCH' | 'PUT', url: string, payload: object) => {
  const res = await ctx.adminCall({ method, url, payload });
  assert.ok(res.statusCode < 300, res.body);
};

type Schema = {
  anyOf?: Schema[];
  type?: string;
  properties?: Record<string, Schema>;
  required?: string[];
  $ref?: string;
  enum?: unknown[];
};

/** The optional nullable body properties of every write operation that has a console job, from the admin document: `prop` or `parent.child`. */
async function nullableProperties(): Promise<Map<string, { properties: string[]; objects: string[] }>> {
  const doc = (await ctx.adminCall({ method: 'GET', url: '/admin/openapi.json' })).json() as {
    paths: Record<string, Record<string, { operationId: string; requestBody?: { content: Record<string, { schema: Schema }> } }>>;
    components?: { schemas?: Record<string, Schema> };
  };
  const resolve = (s: Schema): Schema => (s.$ref ? resolve(doc.components!.schemas![s.$ref.split('/').pop()!]!) : s);
  const nullable = (s: Schema) => (resolve(s).anyOf ?? []).some((x) => resolve(x).type === 'null');
  const variants = (s: Schema) => (resolve(s).anyOf?.map(resolve) ?? [resolve(s)]).filter((x) => x.type !== 'null');
  const plain = (s: Schema) =>
    variants(s).every((x) => ['string', 'integer', 'number', 'boolean'].includes(String(x.type)) || 'enum' in x || 'const' in x);
  const object = (s: Schema) => variants(s).find((x) => x.type === 'object' && x.properties);
  const out = new Map<string, { properties: string[]; objects: string[] }>();
  for (const ops of Object.values(doc.paths))
    for (const [method, op] of Object.entries(ops)) {
      const body = op.requestBody?.content['application/json']?.schema;
      if (method === 'get' || !body || API_ONLY[op.operationId]) continue;
      const found = { properties: [] as string[], objects: [] as string[] };
      const walk = (s: Schema, prefix: string, depth: number) => {
        const required = new Set(resolve(s).required ?? []);
        for (const [name, p] of Object.entries(resolve(s).properties ?? {})) {
          const inner = object(p);
          // An object of plain values is a group of fields in its form; any other is one JSON field.
          const grouped = depth === 0 && inner && Object.values(inner.properties!).every(plain);
          if (nullable(p) && !required.has(name)) (grouped ? found.objects : found.properties).push(`${prefix}${name}`);
          if (grouped) walk(inner, `${name}.`, 1);
        }
      };
      walk(body, '', 0);
      if (found.properties.length + found.objects.length) out.set(op.operationId, found);
    }
  return out;
}

/** A select's options (value and text) on a page, by the select's name. */
function optionsOf(html: string, name: string): Array<{ value: string; text: string }> {
  const select = new RegExp(`<select [^>]*name="${name.replace('.', '\\.')}"[^>]*>([\\s\\S]*?)</select>`).exec(html);
  return [...(select?.[1] ?? '').matchAll(/<option value="([^"]*)"[^>]*>([^<]*)<\/option>/g)].map((m) => ({ value: m[1]!, text: m[2]! }));
}

/** What the job's form posts to choose null for `name`: its select's "none" choice, else its "Set to none" box; null when it offers neither. */
function noneChoiceOf(html: string, name: string): [string, string] | null {
  const none = optionsOf(html, name).find((o) => o.text === '— none (null) —');
  if (none) return [name, none.value];
  const form = formsOf(html).find((f) => f.fields.some((x) => x.name === `null:${name}`));
  const box = form?.fields.find((x) => x.name === `null:${name}`);
  return box && box.type === 'checkbox' && !box.checked ? [box.name, box.value] : null;
}

/** The JSON bodies the console hands the admin API (its in-process calls) while `work` runs. */
async function bodiesSent(work: () => Promise<unknown>): Promise<Array<Record<string, unknown>>> {
  const inject = ctx.admin.inject.bind(ctx.admin) as (options: unknown) => unknown;
  const original = ctx.admin.inject;
  const sent: Array<Record<string, unknown>> = [];
  const spy = (options: { url?: string; payload?: unknown }) => {
    if (String(options.url).startsWith('/admin/') && typeof options.payload === 'string') sent.push(JSON.parse(options.payload));
    return inject(options);
  };
  Object.assign(ctx.admin, { inject: spy });
  try {
    await work();
  } finally {
    Object.assign(ctx.admin, { inject: original });
  }
  return sent;
}

const at = (body: Record<string, unknown>, name: string) =>
  name.includes('.') ? (body[name.split('.')[0]!] as Record<string, unknown> | undefined)?.[name.split('.')[1]!] : body[name];

test('every optional nullable body property of every job offers "none", left unchosen by default; chosen, the job sends null', async () => {
  const expected = await nullableProperties();
  const jobs = new Set(adminRouteTable(ctx.admin).map((r) => operationIdOf(r)));
  const count = [...expected.values()].reduce((n, e) => n + e.properties.length + e.objects.length, 0);
  assert.ok(count >= 38, `${count} optional nullable properties`);
  const missing: string[] = [];
  for (const [id, { properties, objects }] of expected) {
    assert.ok(jobs.has(id), id);
    const html = (await get(`/console/jobs/${id}`)).body;
    const form = formsOf(html).find((f) => f.action === `/console/jobs/${id}`)!;
    const choices = [...properties, ...objects].map((name) => [name, noneChoiceOf(html, name)] as const);
    for (const [name, choice] of choices) if (!choice) missing.push(`${id} ${name}`);
    const chosen = choices.filter((c) => c[1] !== null).map((c) => c[1]!);
    // Left as it stands, the form sends none of them; with every "none" chosen, each is null (objects alone, not their fields).
    const asItStands = Object.fromEntries(
      form.fields.filter((f) => f.type !== 'checkbox' && f.name !== '_csrf').map((f) => [f.name, f.value]),
    );
    const [untouched] = await bodiesSent(() => post(`/console/jobs/${id}`, { ...asItStands, confirmed: 'yes' }));
    for (const name of [...properties, ...objects]) assert.equal(at(untouched ?? {}, name), undefined, `${id} ${name} left out by default`);
    const objectsChosen = chosen.filter(([n]) => objects.some((o) => n === `null:${o}`));
    const fieldsChosen = chosen.filter((c) => !objectsChosen.includes(c));
    for (const set of [fieldsChosen, objectsChosen].filter((s) => s.length)) {
      const [body] = await bodiesSent(() => post(`/console/jobs/${id}`, { ...asItStands, ...Object.fromEntries(set), confirmed: 'yes' }));
      assert.ok(body, `${id}: the job reached the admin API`);
      const names = set === objectsChosen ? objects : properties;
      for (const name of names)
        if (choices.find((c) => c[0] === name)?.[1]) assert.equal(at(body, name), null, `${id} ${name} sent as null`);
    }
  }
  assert.deepEqual(missing, [], 'optional nullable properties without a "none" choice in their job form');
});

test('a select offers "none" distinct from "leave as is"; a box beside any other input; a required nullable field keeps its own', async () => {
  const credit = (await get('/console/jobs/creditUpdate')).body;
  assert.deepEqual(
    optionsOf(credit, 'shippingApplicable').map((o) => o.text),
    ['— leave as is —', '— none (null) —', 'yes', 'no'],
  );
  assert.match(credit, /<label class="none"><input type="checkbox" name="null:stopsOn" value="true" data-none="j-stopsOn">/);
  assert.match(credit, /Set<span class="sr"> Stops On<\/span> to none \(null\)/);
  // Required and nullable: empty already means null, so no second way.
  const status = (await get('/console/jobs/ordersLineSetProductionStatus')).body;
  assert.deepEqual(optionsOf(status, 'productionStatus')[0], { value: '', text: '— none —' });
  assert.ok(!optionsOf(status, 'productionStatus').some((o) => o.text === '— none (null) —'));
  // Not nullable: nothing to clear.
  assert.doesNotMatch(credit, /name="null:amount"/);
});

test('through the admin API: a division made a root, a credit account open-ended with its charges unset, a backorder not computed, a user cleared', async () => {
  assert.notEqual((await read('/admin/divisions/2')).parentId, null);
  const root = await post('/console/jobs/divisionsUpdate', { 'path.divisionId': '2', 'null:parentId': 'true' });
  assert.equal(root.statusCode, 303, root.body.slice(0, 500));
  assert.equal((await read('/admin/divisions/2')).parentId, null);

  await write('PATCH', '/admin/credit-accounts/1', {
    startsOn: '2026-01-01T00:00:00Z',
    stopsOn: '2026-12-31T00:00:00Z',
    shippingApplicable: true,
    taxApplicable: false,
  });
  const open = await post('/console/jobs/creditUpdate', {
    'path.creditAccountId': '1',
    'null:startsOn': 'true',
    'null:stopsOn': 'true',
    // A value typed beside a checked box is not sent: the box says null.
    stopsOn: '2027-06-30T00:00',
    shippingApplicable: ':null',
    taxApplicable: ':null',
    handlingApplicable: '',
  });
  assert.equal(open.statusCode, 303, open.body.slice(0, 500));
  const account = await read('/admin/credit-accounts/1');
  assert.deepEqual(
    [account.startsOn, account.stopsOn, account.shippingApplicable, account.taxApplicable, account.handlingApplicable],
    [null, null, null, null, false],
  );

  await write('PATCH', '/admin/orders/100001/items/500001', { backorderQuantity: 3 });
  const line = await post('/console/jobs/ordersLineUpdate', {
    'path.orderNumber': '100001',
    'path.itemNumber': '500001',
    'null:backorderQuantity': 'true',
  });
  assert.equal(line.statusCode, 303, line.body.slice(0, 500));
  assert.equal((await read('/admin/orders/100001/items/500001')).backorderQuantity, null);

  await write('PATCH', '/admin/users/1', { company: 'Acme', phone: '555-0100', divisionId: 2 });
  const user = await post('/console/jobs/usersUpdate', {
    'path.userId': '1',
    'null:company': 'true',
    'null:phone': 'true',
    'null:divisionId': 'true',
  });
  assert.equal(user.statusCode, 303, user.body.slice(0, 500));
  const cleared = await read('/admin/users/1');
  assert.deepEqual([cleared.company, cleared.phone, cleared.divisionId], [null, null, null]);
});

test('left as it is, a nullable field keeps its value; a refused form comes back with its "none" choices made', async () => {
  await write('PATCH', '/admin/credit-accounts/1', { stopsOn: '2026-12-31T00:00:00Z', templateName: 'Before' });
  const renamed = await post('/console/jobs/creditUpdate', { 'path.creditAccountId': '1', templateName: 'After', stopsOn: '' });
  assert.equal(renamed.statusCode, 303, renamed.body.slice(0, 500));
  const account = await read('/admin/credit-accounts/1');
  assert.deepEqual([account.templateName, account.stopsOn], ['After', '2026-12-31T00:00:00.000Z']);

  const refused = await post('/console/jobs/creditUpdate', {
    'path.creditAccountId': '1',
    amount: 'lots',
    'null:stopsOn': 'true',
    taxApplicable: ':null',
  });
  assert.equal(refused.statusCode, 400, refused.body.slice(0, 500));
  assert.match(refused.body, /name="null:stopsOn" value="true" data-none="j-stopsOn" checked/);
  assert.match(refused.body, /<option value=":null" selected>— none \(null\) —<\/option>/);
  assert.equal((await read('/admin/credit-accounts/1')).stopsOn, '2026-12-31T00:00:00.000Z', 'nothing written');
});

test('an optional nullable object of plain values gets its own box, which sends the whole object as null', () => {
  const { body } = fieldsOf({
    body: Type.Object({
      window: Type.Optional(Type.Union([Type.Object({ from: Type.String(), to: Type.Union([Type.String(), Type.Null()]) }), Type.Null()])),
    }),
  });
  assert.deepEqual(
    body.map((f) => [f.name, f.groupNone?.name ?? null, f.none?.name ?? null]),
    [
      ['window.from', 'null:window', null],
      ['window.to', null, null],
    ],
    'the object is optional and nullable; its own fields are not optional',
  );
  assert.deepEqual(bodyOf(body, { 'null:window': 'true', 'window.from': 'ignored' }), { window: null });
  assert.deepEqual(bodyOf(body, { 'window.from': 'a', 'window.to': 'b' }), { window: { from: 'a', to: 'b' } });
  assert.deepEqual(bodyOf(body, {}), {}, 'left as it is');
  assert.equal(echoOf(body, { 'null:window': 'true' })['null:window'], 'true', 'a refused form shows the box checked again');
});
