// Every listing's page size comes from one table (src/http/operations/pages.ts):
// the partner and admin documents publish each listing's `limit` in its
// words, a description that speaks of paging says the same numbers, and the
// routes answer by it: a larger `limit` is capped to the maximum, or refused
// (400 `invalid_request` naming `limit`) where the table says so. Every listing of both
// documents is read, so a new one is covered without a line here.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { PAGES, pagedBy } from '../../src/http/operations/pages.ts';
import { createTestContext, type TestContext, type TestPartner } from '../helpers/context.ts';

type Doc = Record<string, any>;
let ctx: TestContext;
let partner: TestPartner;
let documents: { name: string; doc: Doc }[];

before(async () => {
  ctx = await createTestContext();
  partner = await ctx.partner();
  documents = [
    { name: 'partner', doc: (await ctx.app.inject({ method: 'GET', url: '/v1/openapi.json' })).json() },
    { name: 'admin', doc: (await ctx.admin.inject({ method: 'GET', url: '/admin/openapi.json' })).json() },
  ];
});
after(() => ctx.close());

const RULES = Object.values(PAGES);
const WORDS = /^Page size, default (\d+), maximum (\d+) \(above it: (capped|rejected)\)\.$/;
/** The back office's submissions state their bound as a digit pattern: above it is refused. */
const BOUNDED = /^1 to (\d+), default (\d+)\.$/;

/** The rule a `limit` parameter publishes, or null. */
function ruleOf(limit: Doc): { default: number; max: number; overflow: string } | null {
  const text = String(limit.description ?? limit.schema?.description ?? '');
  const words = WORDS.exec(text);
  if (words) return { default: Number(words[1]), max: Number(words[2]), overflow: words[3]! };
  const bounded = BOUNDED.exec(text);
  return bounded ? { default: Number(bounded[2]), max: Number(bounded[1]), overflow: 'rejected' } : null;
}

/** Every GET of both documents that takes a `limit`, with the rule its parameter publishes. */
function listings() {
  return documents.flatMap(({ name, doc }) =>
    Object.entries<Doc>(doc.paths).flatMap(([path, item]) => {
      const limit = (item.get?.parameters ?? []).find((p: Doc) => p.name === 'limit' && p.in === 'query');
      if (!limit) return [];
      return [{ name, path, operation: item.get as Doc, rule: ruleOf(limit) }];
    }),
  );
}

test("every listing's `limit` publishes a rule of the one table, and a description that speaks of paging says it in the same words", () => {
  const found = listings();
  assert.ok(found.length >= 15, `${found.length} listings`);
  for (const { name, path, operation, rule } of found) {
    assert.ok(rule, `${name} GET ${path}: the limit's words`);
    assert.ok(
      RULES.some((r) => r.default === rule.default && r.max === rule.max && r.overflow === rule.overflow),
      `${name} GET ${path}: ${JSON.stringify(rule)} is a rule of the table`,
    );
    const description = String(operation.description ?? '');
    if (/paged by `cursor` and `limit`/.test(description))
      assert.ok(description.includes(pagedBy(rule as never)), `${name} GET ${path}: "${description}" says ${pagedBy(rule as never)}`);
  }
});

test('the partner listings answer by their rule: the maximum is served, one more is capped or refused as published', async () => {
  const partnerListings = listings().filter((l) => l.name === 'partner' && !l.path.includes('{'));
  assert.ok(partnerListings.length >= 6, partnerListings.map((l) => l.path).join(', '));
  for (const { path, rule } of partnerListings) {
    const { max, overflow } = rule!;
    const siteId = partner.siteIds[0];
    const query = (limit: number) => `${path}?limit=${limit}${/products|segments|users|divisions/.test(path) ? `&siteId=${siteId}` : ''}`;
    const at = await ctx.call(partner.token, { method: 'GET', url: query(Number(max)) });
    assert.equal(at.statusCode, 200, `${path} at its maximum: ${at.body}`);
    const above = await ctx.call(partner.token, { method: 'GET', url: query(Number(max) + 1) });
    if (overflow === 'capped') {
      assert.equal(above.statusCode, 200, `${path} above its maximum is capped: ${above.body}`);
      // Any whole number is capped, however large: 9 digits, 10, the 32-bit bound, past 2^53, thirty digits.
      for (const huge of ['999999999', '1000000000', '2147483647', '9007199254740993', '9'.repeat(30)]) {
        const url = query(Number(max)).replace(`limit=${max}`, `limit=${huge}`);
        const res = await ctx.call(partner.token, { method: 'GET', url });
        assert.equal(res.statusCode, 200, `${path}?limit=${huge} is capped: ${res.body}`);
      }
    } else {
      assert.equal(above.statusCode, 400, `${path} above its maximum is refused`);
      assert.equal(above.json().code, 'invalid_request');
      assert.match(above.json().detail, new RegExp(`limit must be at most ${max}`));
    }
  }
});

test('a `limit` that states its bound as a digit pattern accepts exactly 1 to the maximum it publishes', () => {
  const patterned = listings().flatMap(({ name, path, operation, rule }) => {
    const limit = operation.parameters.find((p: Doc) => p.name === 'limit' && p.in === 'query');
    const pattern = limit.schema?.pattern ?? limit.pattern;
    return pattern ? [{ at: `${name} GET ${path}`, pattern: new RegExp(pattern), max: rule!.max }] : [];
  });
  assert.ok(patterned.length >= 1, 'the back office submissions state their bound as a pattern');
  for (const { at, pattern, max } of patterned) {
    for (let n = 0; n <= max + 10; n += 1) assert.equal(pattern.test(String(n)), n >= 1 && n <= max, `${at}: ${n}`);
    assert.ok(!pattern.test(`0${max}`) && !pattern.test(`${max * 10}`), `${at}: no leading zero, no wider number`);
  }
});
