// CHECK_RESPONSES (on in every test context): a response that strays from
// its published schema fails loudly instead of reaching a partner.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { Type } from 'typebox';
import type { FastifyInstance } from 'fastify';
import { createHttpApp } from '../../src/http/app.ts';

const Thing = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  at: Type.String({ format: 'date-time' }),
  tags: Type.Array(Type.Object({ label: Type.String() })),
});
let app: FastifyInstance;
const stderr: string[] = [];
const write = process.stderr.write.bind(process.stderr);

before(async () => {
  app = createHttpApp({ logLevel: 'silent', checkResponses: true });
  const route = (path: string, body: unknown) => app.get(path, { schema: { response: { 200: Thing } } }, async () => body);
  route('/exact', { id: 1, name: 'a', at: new Date('2026-01-02T03:04:05Z'), tags: [{ label: 'x' }] });
  route('/extra', { id: 1, name: 'a', at: '2026-01-02T03:04:05Z', tags: [], secret: 'internal' });
  route('/nested-extra', { id: 1, name: 'a', at: '2026-01-02T03:04:05Z', tags: [{ label: 'x', internalId: 9 }] });
  route('/string-id', { id: '1', name: 'a', at: '2026-01-02T03:04:05Z', tags: [] });
  route('/missing', { id: 1, at: '2026-01-02T03:04:05Z', tags: [] });
  app.get('/unschemed', async () => ({ anything: true }));
  await app.ready();
  process.stderr.write = ((chunk: string) => (stderr.push(String(chunk)), true)) as typeof process.stderr.write;
});
after(async () => {
  process.stderr.write = write;
  await app.close();
});

test('an exact response is sent as JSON.stringify writes it (a Date as its ISO string)', async () => {
  const res = await app.inject({ method: 'GET', url: '/exact' });
  assert.equal(res.statusCode, 200);
  assert.equal(res.body, '{"id":1,"name":"a","at":"2026-01-02T03:04:05.000Z","tags":[{"label":"x"}]}');
});

for (const [path, why] of [
  ['/extra', 'a property the document does not publish'],
  ['/nested-extra', 'an unpublished property deeper down'],
  ['/string-id', 'a string where the document says integer'],
  ['/missing', 'a required property left out'],
] as const) {
  test(`${why} fails the request and says so`, async () => {
    stderr.length = 0;
    const res = await app.inject({ method: 'GET', url: path });
    assert.equal(res.statusCode, 500);
    assert.equal(res.json().code, 'internal_error');
    assert.doesNotMatch(res.body, /secret|internalId/);
    assert.match(stderr.join(''), new RegExp(`CHECK_RESPONSES: GET ${path} answered 200`));
  });
}

test('a route without a response schema is not checked', async () => {
  assert.equal((await app.inject({ method: 'GET', url: '/unschemed' })).statusCode, 200);
});
