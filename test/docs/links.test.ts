// The documents as generators and stateful testers read them: OpenAPI links
// that resolve (every link of every document names an operation and fills
// each of its path parameters from a value of the right type), the workflows
// followed through the API (submission → order → items → proof), the
// top-level tags, license and contact, and the webhook event types as an enum.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { after, before, describe, test } from 'node:test';
import { EVENT_TYPES } from '../../src/events/outbox.ts';
import { createTestContext, type TestContext } from '../helpers/context.ts';
import { assertFieldProblem } from '../helpers/problems.ts';
import { orderBody, orderWorld, postOrder } from '../submissions/fixtures.ts';
import { pendingReview } from '../orders/fixtures.ts';

type Json = Record<string, any>;
interface Operation {
  path: string;
  method: string;
  op: Json;
}

let ctx: TestContext;
const documents: Record<string, Json> = {};
before(async () => {
  ctx = await createTestContext({ SUBMISSION_WAIT_MS: '5000' });
  documents.partner = (await ctx.app.inject({ method: 'GET', url: '/v1/openapi.json' })).json();
  documents.admin = (await ctx.admin.inject({ method: 'GET', url: '/admin/openapi.json' })).json();
  // A sandbox's partner document, as published (CI keeps the file equal to the generated one).
  documents.sandbox = JSON.parse(readFileSync(new URL('../../docs/openapi-sandbox.json', import.meta.url), 'utf8'));
});
after(() => ctx.close());

const METHODS = ['get', 'put', 'post', 'delete', 'patch'];
const operations = (doc: Json): Operation[] =>
  Object.entries<Json>(doc.paths).flatMap(([path, item]) =>
    Object.entries<Json>(item)
      .filter(([method]) => METHODS.includes(method))
      .map(([method, op]) => ({ path, method, op })),
  );
const byId = (doc: Json, operationId: string) => operations(doc).filter((o) => o.op.operationId === operationId);
const pathParams = (path: string) => [...path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!);
const paramType = (o: Operation, name: string) => o.op.parameters?.find((p: Json) => p.in === 'path' && p.name === name)?.schema?.type;

function resolve(doc: Json, schema: Json | undefined): Json | undefined {
  if (schema?.$ref) return resolve(doc, doc.components.schemas[schema.$ref.split('/').at(-1)]);
  const members = schema?.anyOf ?? schema?.oneOf;
  if (members)
    return resolve(
      doc,
      members.find((m: Json) => resolve(doc, m)?.type !== 'null'),
    );
  return schema;
}

/** The schema a JSON Pointer reaches inside a response body schema (`/items/0/itemNumber`). */
function schemaAt(doc: Json, schema: Json, pointer: string): Json | undefined {
  let node: Json | undefined = resolve(doc, schema);
  for (const token of pointer.split('/').slice(1)) {
    node = node?.type === 'array' && /^\d+$/.test(token) ? resolve(doc, node.items) : resolve(doc, node?.properties?.[token]);
  }
  return node;
}

function links(doc: Json): Array<{ from: Operation; status: string; name: string; link: Json }> {
  return operations(doc).flatMap((from) =>
    Object.entries<Json>(from.op.responses ?? {}).flatMap(([status, response]) =>
      Object.entries<Json>(response.links ?? {}).map(([name, link]) => ({ from, status, name, link })),
    ),
  );
}

describe('links', () => {
  for (const name of ['partner', 'admin', 'sandbox']) {
    test(`${name} document: every link names one operation and fills each of its path parameters with a value of its type`, () => {
      const doc = documents[name]!;
      const all = links(doc);
      assert.ok(all.length > 50, `${all.length} links`);
      for (const { from, status, name: linkName, link } of all) {
        const where = `${from.method.toUpperCase()} ${from.path} ${status} → ${linkName}`;
        const targets = byId(doc, link.operationId);
        assert.equal(targets.length, 1, where);
        const target = targets[0]!;
        assert.deepEqual(Object.keys(link.parameters).sort(), pathParams(target.path).sort(), where);
        for (const [param, expression] of Object.entries<string>(link.parameters)) {
          const wanted = paramType(target, param);
          const fromPath = /^\$request\.path\.(\w+)$/.exec(expression);
          const fromBody = /^\$response\.body#(\/.+)$/.exec(expression);
          if (fromPath) assert.equal(paramType(from, fromPath[1]!), wanted, `${where}: ${expression}`);
          else {
            assert.ok(fromBody, `${where}: ${expression}`);
            const body = from.op.responses[status].content['application/json'].schema;
            assert.equal(schemaAt(doc, body, fromBody[1]!)?.type, wanted, `${where}: ${expression}`);
          }
        }
      }
    });
  }

  test('create → get: every POST answering 201 with the id of a GET below it links to that GET', () => {
    let checked = 0;
    for (const doc of Object.values(documents)) {
      for (const create of operations(doc).filter((o) => o.method === 'post' && o.op.responses['201']?.content)) {
        const body = create.op.responses['201'].content['application/json'].schema;
        for (const get of operations(doc).filter((o) => o.method === 'get' && o.path.startsWith(`${create.path}/{`))) {
          const id = pathParams(get.path).at(-1)!;
          if (get.path !== `${create.path}/{${id}}` || !schemaAt(doc, body, `/${id}`)) continue;
          assert.ok(create.op.responses['201'].links?.[get.op.operationId], `${create.path} → ${get.op.operationId}`);
          checked += 1;
        }
      }
    }
    assert.ok(checked >= 8, `${checked} create → get pairs`);
  });

  test('the partner workflows: submission → its order → its items → proof and artwork', () => {
    const doc = documents.partner!;
    const linked = (operationId: string, status: string) => Object.keys(byId(doc, operationId)[0]!.op.responses[status].links ?? {});
    for (const status of ['200', '201']) {
      assert.ok(linked('ordersSubmit', status).includes('ordersSubmission'), `ordersSubmit ${status} → ordersSubmission`);
      assert.ok(linked('ordersSubmit', status).includes('ordersGet'), `ordersSubmit ${status} → ordersGet`);
    }
    assert.ok(linked('ordersSubmission', '200').includes('ordersGet'), 'ordersSubmission → ordersGet');
    assert.ok(linked('ordersGet', '200').includes('ordersItems'), 'ordersGet → ordersItems');
    for (const next of ['ordersProof', 'ordersArtworkUploadUrl', 'ordersAttachArtwork', 'ordersApproveProof'])
      assert.ok(linked('ordersItems', '200').includes(next), next);
    assert.ok(linked('ordersProof', '200').includes('ordersApproveProof'), 'ordersProof → ordersApproveProof');
  });

  test('followed as a stateful tester follows them from a submission: the workflow answers 200, no link makes a bad request', async () => {
    const doc = documents.partner!;
    const world = await orderWorld(ctx);
    ctx.platform.submissions.createWorker({ idlePollMs: 50 }).start();
    const submitted = await postOrder(ctx, world.partner.token, orderBody(world));
    assert.equal(submitted.statusCode, 201, submitted.body);
    const orderNumber = submitted.json().order.orderNumber as number;
    // A proof waiting on the first line, so the proof's own links lead somewhere too.
    const items = await ctx.call(world.partner.token, { method: 'GET', url: `/v1/orders/${orderNumber}/items` });
    const itemNumber = items.json().items[0].itemNumber as number;
    await pendingReview(ctx, orderNumber, itemNumber);
    const start = { op: byId(doc, 'ordersSubmit')[0]!, status: '201', body: submitted.json(), path: {} as Record<string, string> };
    const queue = [start];
    const visited = new Set<string>();
    const answered = new Map<string, number>();
    while (queue.length > 0 && visited.size < 40) {
      const { op, status, body, path } = queue.shift()!;
      for (const link of Object.values<Json>(op.op.responses[status].links ?? {})) {
        const target = byId(doc, link.operationId)[0]!;
        if (target.method !== 'get') continue;
        const values: Record<string, string> = {};
        for (const [param, expression] of Object.entries<string>(link.parameters)) {
          const pointer = /^\$response\.body#(\/.+)$/.exec(expression)?.[1];
          const value = pointer
            ? pointer
                .split('/')
                .slice(1)
                .reduce((node: any, token) => node?.[token], body)
            : path[expression.replace('$request.path.', '')];
          if (value !== null && value !== undefined) values[param] = String(value);
        }
        // A link through a value the answer leaves null (an order without a division) is not followed.
        if (Object.keys(values).length < Object.keys(link.parameters).length) continue;
        const url = target.path.replace(/\{(\w+)\}/g, (_, name: string) => values[name]!);
        if (visited.has(url)) continue;
        visited.add(url);
        const res = await ctx.call(world.partner.token, { method: 'GET', url });
        answered.set(url, res.statusCode);
        // A link fills parameters well (never a 400) with what exists; a 404 only where the target
        // documents that the thing may be missing (a product without a template).
        assert.ok(
          res.statusCode === 200 || (res.statusCode === 404 && target.op.responses['404']),
          `${link.operationId} ${url}: ${res.body}`,
        );
        if (res.statusCode === 200) queue.push({ op: target, status: '200', body: res.json(), path: values });
      }
    }
    const workflow = [
      `/v1/orders/submissions/${submitted.json().submissionId}`,
      `/v1/orders/${orderNumber}`,
      `/v1/orders/${orderNumber}/items`,
      `/v1/orders/${orderNumber}/items/${itemNumber}/proof`,
      `/v1/orders/${orderNumber}/items/${itemNumber}/proof/denial-reasons`,
    ];
    for (const url of workflow) assert.equal(answered.get(url), 200, `${url} in ${[...answered.keys()].join(' ')}`);
  });
});

describe('document headers', () => {
  test('every document lists each tag its operations and webhooks use, once, described; and names a license and a contact', () => {
    for (const [name, doc] of Object.entries(documents)) {
      const used = new Set<string>();
      for (const section of [doc.paths, doc.webhooks ?? {}])
        for (const item of Object.values<Json>(section))
          for (const op of Object.values<Json>(item)) for (const tag of op.tags ?? []) used.add(tag);
      const listed = (doc.tags as Json[]).map((t) => t.name);
      assert.deepEqual([...listed].sort(), [...used].sort(), name);
      assert.equal(new Set(listed).size, listed.length, name);
      for (const tag of doc.tags as Json[]) assert.ok(tag.description?.length > 10, `${name}: ${tag.name}`);
      assert.ok(doc.info.license?.name && (doc.info.license.identifier || doc.info.license.url), name);
      assert.ok(doc.info.contact?.name && doc.info.contact.url, name);
    }
  });
});

describe('webhook event types', () => {
  test('every eventTypes list of the admin document is an enum of the event catalogue', () => {
    const lists: Json[] = [];
    const walk = (node: unknown): void => {
      if (Array.isArray(node)) return node.forEach(walk);
      if (!node || typeof node !== 'object') return;
      const properties = (node as Json).properties;
      if (properties?.eventTypes) lists.push(properties.eventTypes);
      for (const value of Object.values(node)) walk(value);
    };
    walk(documents.admin);
    assert.ok(lists.length >= 8, `${lists.length} eventTypes fields`);
    for (const list of lists) assert.deepEqual(resolve(documents.admin!, list.items)?.enum, [...EVENT_TYPES]);
  });

  test('a type outside the catalogue is refused with invalid_request naming the entry, on create and on change', async () => {
    const partner = await ctx.partner();
    const headers = { authorization: `Bearer ${ctx.config.adminToken}` };
    const create = (eventTypes: unknown) =>
      ctx.admin.inject({
        method: 'POST',
        url: `/admin/partners/${partner.partnerId}/webhook-endpoints`,
        headers,
        payload: { url: 'https://partner.example.com/hooks', eventTypes },
      });
    for (const bad of ['order.created', 'ORDER.STATUS_CHANGED', 'shipment.shipped ', '']) {
      const errors = assertFieldProblem(await create(['shipment.shipped', bad]), 'invalid_request');
      assert.equal(errors[0]!.field, 'eventTypes[1]', bad);
    }
    const created = await create([...EVENT_TYPES]);
    assert.equal(created.statusCode, 201, created.body);
    const changed = await ctx.admin.inject({
      method: 'PATCH',
      url: `/admin/webhook-endpoints/${created.json().endpointId}`,
      headers,
      payload: { eventTypes: ['nope'] },
    });
    assert.equal(assertFieldProblem(changed, 'invalid_request')[0]!.field, 'eventTypes[0]');
  });
});
