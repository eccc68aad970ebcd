// What a partner's developer does with a common generator: openapi-typescript
// turns docs/openapi.json into types, and a small order lifecycle written
// against them (create an order, list the orders page by page, get one,
// approve a line's proof) type-checks under `strict`, with no cast: the
// operations are looked up by their operationIds (the SDK's names), every
// list answer is a named page, the submission's money is a number and the
// order's a decimal string, as the spec says. openapi-typescript and the
// TypeScript it supports (5.x) are devDependencies of the SDK workspace (the
// root's TypeScript 7 has no compiler API for it). The generated files go to a
// folder beside this test, removed afterwards.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { after, test } from 'node:test';
import { engineIndependent } from '../helpers/engines.ts';

const root = join(import.meta.dirname, '..', '..');
const sdk = join(root, 'sdk');
const fromSdk = createRequire(join(sdk, 'package.json'));

const LIFECYCLE = `import type { components, operations } from './openapi.js';

type Schemas = components['schemas'];
type JsonOf<R> = R extends { content: { 'application/json': infer T } } ? T : never;
type Ok<R> = JsonOf<R extends { 200: infer A } ? A : R extends { 201: infer B } ? B : never>;
type BodyOf<O> = O extends { requestBody: { content: { 'application/json': infer B } } } ? B : never;

/** The operations this integration calls, by operationId. */
const ROUTES = {
  ordersSubmit: ['POST', '/v1/orders'],
  ordersList: ['GET', '/v1/orders'],
  ordersGet: ['GET', '/v1/orders/{orderNumber}'],
  ordersItems: ['GET', '/v1/orders/{orderNumber}/items'],
  ordersApproveProof: ['POST', '/v1/orders/{orderNumber}/items/{itemNumber}/proof/approve'],
} as const satisfies Partial<Record<keyof operations, readonly [string, string]>>;
type Id = keyof typeof ROUTES;
type Input<K extends Id> = operations[K]['parameters'] & ([BodyOf<operations[K]>] extends [never] ? {} : { body: BodyOf<operations[K]> });

export class Client {
  constructor(
    private readonly baseUrl: string,
    private readonly token: string,
  ) {}

  call<K extends Id>(id: K, input: Input<K>): Promise<Ok<operations[K]['responses']>>;
  async call(id: Id, input: { path?: object; query?: object; body?: unknown }): Promise<unknown> {
    const [method, template] = ROUTES[id];
    let path: string = template;
    for (const [name, value] of Object.entries(input.path ?? {})) path = path.replace(\`{\${name}}\`, encodeURIComponent(String(value)));
    const url = new URL(path, this.baseUrl);
    for (const [name, value] of Object.entries(input.query ?? {})) if (value !== undefined) url.searchParams.set(name, String(value));
    const response = await fetch(url, {
      method,
      headers: { authorization: \`Bearer \${this.token}\`, 'content-type': 'application/json' },
      body: input.body === undefined ? undefined : JSON.stringify(input.body),
    });
    if (!response.ok) throw new Error(\`\${method} \${path}: \${response.status}\`);
    return response.json();
  }
}

export async function lifecycle(client: Client, siteId: number, productId: string): Promise<string> {
  const order: Schemas['OrderSubmission'] = {
    siteId,
    partnerOrderId: 'PO-GENERATED-1',
    shipTo: { name: 'Ada Lovelace', address1: '1 Main St', city: 'Columbus', state: 'OH', postalCode: '43004', country: 'US' },
    lines: [{ productId, partnerLineId: 'line-1', quantity: 2 }],
  };
  const submission: Schemas['Submission'] = await client.call('ordersSubmit', { body: order });
  if (submission.status !== 'completed' || !submission.order) return submission.status;
  const orderNumber: number = submission.order.orderNumber;
  const submitted: number = submission.order.totalPrice; // a JSON number on a submission (the spec)

  const orders: Schemas['Order'][] = [];
  let cursor: string | undefined;
  do {
    const page: Schemas['OrderPage'] = await client.call('ordersList', { query: { siteId, cursor, limit: 50 } });
    orders.push(...page.orders);
    cursor = page.nextCursor ?? undefined;
  } while (cursor !== undefined);

  const placed = await client.call('ordersGet', { path: { orderNumber } });
  const total: string | null = placed.totalPrice; // an exact decimal string on an order
  if (total !== null && Number(total) !== submitted) throw new Error('the totals differ');

  const items: Schemas['OrderItemPage'] = await client.call('ordersItems', { path: { orderNumber }, query: { limit: 10 } });
  const line = items.items.find((item) => item.proofStatus === 'PENDING_REVIEW');
  if (!line) return 'no proof to review';
  const decision = await client.call('ordersApproveProof', { path: { orderNumber, itemNumber: line.itemNumber }, body: {} });
  return decision.proofStatus;
}

// What a generator used to accept or mistype:
const quote: Schemas['QuoteRequest'] = { quantity: 30 };
export const quantity: number = quote.quantity;
// @ts-expect-error read-only fields are refused by the service, and now by the type
export const refused: Schemas['ImagePatch'] = { imagePath: 'banner.png' };
export const tier: Schemas['Me']['tier'][] = ['trial', 'standard', 'enterprise'];
`;

/** The two functions of openapi-typescript used here (it is installed in the SDK workspace, not resolvable from the root). */
interface OpenApiTypescript {
  default: (document: object) => Promise<unknown>;
  astToString: (ast: unknown) => string;
}

const TSCONFIG = {
  compilerOptions: {
    target: 'ES2023',
    lib: ['ES2023', 'DOM'],
    module: 'NodeNext',
    moduleResolution: 'NodeNext',
    strict: true,
    noEmit: true,
    skipLibCheck: true,
    types: [],
  },
  include: ['*.ts'],
};

// The documents and types are committed files, the same on either engine (../helpers/engines.ts).
engineIndependent(() => {
  const work = mkdtempSync(join(import.meta.dirname, '.generated-client-'));
  after(() => rmSync(work, { recursive: true, force: true }));

  test('a client generated by openapi-typescript from docs/openapi.json type-checks an order lifecycle under strict, with no cast', async () => {
    const { default: openapiTS, astToString }: OpenApiTypescript = await import(pathToFileURL(fromSdk.resolve('openapi-typescript')).href);
    const document = JSON.parse(readFileSync(join(root, 'docs', 'openapi.json'), 'utf8'));
    writeFileSync(join(work, 'openapi.ts'), astToString(await openapiTS(document)));
    writeFileSync(join(work, 'lifecycle.ts'), LIFECYCLE);
    writeFileSync(join(work, 'tsconfig.json'), JSON.stringify(TSCONFIG));
    writeFileSync(join(work, 'package.json'), JSON.stringify({ type: 'module' }));

    const generated = readFileSync(join(work, 'openapi.ts'), 'utf8');
    assert.doesNotMatch(generated, /unknown & /, 'no type a generator cannot read');
    assert.match(generated, /OrderPage: \{/, 'the page type is generated');
    assert.match(generated, /ordersApproveProof: \{/, 'the operation is named as the SDK names it');
    assert.doesNotMatch(LIFECYCLE, /\bas (?!const\b)[A-Za-z{[]/, 'the lifecycle casts nothing');

    // One compiler run checks the lifecycle and, beside it, the same lifecycle with a field the document does not
    // have (the check can fail): every error must be the broken copy's, and that one must be refused.
    writeFileSync(join(work, 'broken.ts'), LIFECYCLE.replace('orders.push(...page.orders)', 'orders.push(...page.items)'));
    const tsc = spawnSync(
      process.execPath,
      [fromSdk.resolve('typescript/bin/tsc'), '-p', join(work, 'tsconfig.json'), '--pretty', 'false'],
      {
        cwd: work, // the errors name their files relative to it
        encoding: 'utf8',
        timeout: 240_000,
      },
    );
    const printed = `${tsc.stdout}${tsc.stderr}`;
    const errors = printed.split('\n').filter((line) => /error TS\d+/.test(line));
    assert.deepEqual(
      errors.filter((line) => !line.startsWith('broken.ts(')),
      [],
      `tsc (TypeScript 5, strict) refused the lifecycle:\n${printed}`,
    );
    assert.notEqual(tsc.status, 0, printed);
    assert.ok(
      errors.some((line) => line.includes("Property 'items' does not exist")),
      `the broken lifecycle is refused for its field:\n${printed}`,
    );
  });
});
