import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { createTestContext, type TestContext, type TestPartner } from '../../helpers/context.ts';
import { assertProblem } from '../../helpers/problems.ts';
import { lineUrl, order, pendingReview } from '../fixtures.ts';
import { onEveryKind } from '../../helpers/kinds.ts';

onEveryKind((kind) => {
  let ctx: TestContext;
  let partner: TestPartner;
  let site: number;

  before(async () => {
    ctx = await createTestContext({ ENVIRONMENT_KIND: kind });
    partner = await ctx.partner();
    site = partner.siteIds[0]!;
  });
  after(() => ctx.close());

  const lines = () => ctx.platform.orders.admin.lines;
  const get = (url: string, token = partner.token) => ctx.call(token, { method: 'GET', url });
  const post = (url: string, payload?: unknown, token = partner.token) =>
    ctx.call(token, {
      method: 'POST',
      url,
      ...(payload === undefined ? {} : { payload: payload as object, headers: { 'content-type': 'application/json' } }),
    });

  async function pendingLine() {
    const placed = await order(ctx, site);
    const itemNumber = placed.lines[0]!.itemNumber;
    await pendingReview(ctx, placed.orderNumber, itemNumber);
    return { orderNumber: placed.orderNumber, itemNumber, url: lineUrl(placed.orderNumber, itemNumber) };
  }

  test('proof read: files oldest first with inactive revisions, fresh signed links, archived link null, visualUrl', async () => {
    const { orderNumber, itemNumber, url } = await pendingLine();
    const empty = await order(ctx, site);
    const none = (await get(`${lineUrl(empty.orderNumber, empty.lines[0]!.itemNumber)}/proof`)).json();
    assert.deepEqual(none.files, [], 'no proof files yet');
    assert.equal(none.visualUrl, null);
    assert.equal(none.proofStatus, 'NOT_CREATED');

    ctx.clock.advance(1000);
    await lines().publishProof(
      orderNumber,
      itemNumber,
      { name: 'proof-v2.pdf', content: Buffer.from('v2'), contentType: 'application/pdf' },
      'test',
    );
    await lines().publishProof(
      orderNumber,
      itemNumber,
      { name: 'internal.pdf', content: Buffer.from('x'), contentType: 'application/pdf', consumerVisible: false },
      'test',
    );
    await lines().setVisual(orderNumber, itemNumber, { content: Buffer.from('PNG'), contentType: 'image/png' }, 'test');
    const res = await get(`${url}/proof`);
    assert.equal(res.statusCode, 200);
    const proof = res.json();
    assert.equal(proof.orderNumber, orderNumber);
    assert.equal(proof.itemNumber, itemNumber);
    assert.equal(proof.proofStatus, 'PENDING_REVIEW');
    assert.deepEqual(
      proof.files.map((f: { name: string; active: boolean }) => [f.name, f.active]),
      [
        ['proof-v1.pdf', false],
        ['proof-v2.pdf', true],
      ],
      'a file hidden from the partner is not listed and leaves the revision the partner sees current',
    );
    for (const f of proof.files) assert.match(f.link, /^http:\/\/localhost:\d+\/o\/proofs\/.+X-Signature=/);
    assert.match(proof.visualUrl, /\/o\/previews\//);
    const again = (await get(`${url}/proof`)).json();
    ctx.clock.advance(1000);
    const later = (await get(`${url}/proof`)).json();
    assert.notEqual(later.files[0].link, again.files[0].link, 'links are minted per read');

    const detail = await lines().detail(orderNumber, itemNumber);
    await lines().archiveProofFile(detail.proofFiles[0]!.fileId, 'test');
    const archived = (await get(`${url}/proof`)).json();
    assert.equal(archived.files.length, 2, 'an archived file is still listed');
    assert.equal(archived.files[0].link, null);
    assert.ok(archived.files[1].link);
  });

  test('proof read: a link that cannot be minted is null; a whole failure is 503, never an empty 200', async () => {
    const { url } = await pendingLine();
    const storage = ctx.platform.orders.storage.storage;
    const original = storage.signedGetUrl;
    storage.signedGetUrl = async () => {
      throw new Error('signer down');
    };
    try {
      const proof = (await get(`${url}/proof`)).json();
      assert.equal(proof.files.length, 1);
      assert.equal(proof.files[0].link, null);
    } finally {
      storage.signedGetUrl = original;
    }
    const repo = await import('../../../src/orders/proofs/repo.ts');
    const files = repo.ProofsRepo.prototype.files;
    repo.ProofsRepo.prototype.files = async () => {
      throw new Error('connection reset');
    };
    try {
      assertProblem(await get(`${url}/proof`), 503, 'service_unavailable');
    } finally {
      repo.ProofsRepo.prototype.files = files;
    }
  });

  test('proof read: at most the 200 oldest files, no marker', async () => {
    const placed = await order(ctx, site);
    const itemNumber = placed.lines[0]!.itemNumber;
    const detail = await lines().detail(placed.orderNumber, itemNumber);
    const base = Date.parse('2026-01-01T00:00:00Z');
    await ctx.platform.db
      .insertInto('proof_files')
      .values(
        Array.from({ length: 205 }, (_, i) => ({
          line_id: detail.line.lineId,
          name: `p${i}.pdf`,
          object_key: `proofs/x/${i}`,
          active: i === 204,
          created_at: new Date(base + i * 1000),
        })),
      )
      .execute();
    const proof = (await get(`${lineUrl(placed.orderNumber, itemNumber)}/proof`)).json();
    assert.equal(proof.files.length, 200);
    assert.equal(proof.files[0].name, 'p0.pdf');
    assert.equal(proof.files[199].name, 'p199.pdf');
    assert.deepEqual(Object.keys(proof).sort(), ['files', 'itemNumber', 'orderNumber', 'proofStatus', 'visualUrl']);
  });

  test('denial reasons: the codes this line offers', async () => {
    const { url } = await pendingLine();
    const res = await get(`${url}/proof/denial-reasons`);
    assert.equal(res.statusCode, 200);
    assert.deepEqual(res.json().reasons, [
      { code: 'TYPO', description: 'Text contains a typo' },
      { code: 'WRONG_COLOR', description: 'Colours are wrong' },
    ]);
    assertProblem(await get(`${url}/proof/denial-reasons?x=1`), 400, 'unknown_query_parameter');
  });

  test('approve: strict empty body, APPROVED, the line goes into production; a repeat is proof_not_pending_review', async () => {
    const { orderNumber, itemNumber, url } = await pendingLine();
    assertProblem(await post(`${url}/proof/approve`, { note: 'ok' }), 400, 'invalid_request');
    assertProblem(await post(`${url}/proof/approve`, { note: null }), 400, 'invalid_request');
    const res = await post(`${url}/proof/approve`);
    assert.equal(res.statusCode, 200);
    assert.deepEqual(res.json(), { orderNumber, itemNumber, proofStatus: 'APPROVED' });
    const item = (await get(`/v1/orders/${orderNumber}/items`)).json().items[0];
    assert.equal(item.proofStatus, 'APPROVED');
    assert.equal(item.productionStatus, 'IN_PRODUCTION');
    assertProblem(await post(`${url}/proof/approve`, {}), 409, 'proof_not_pending_review');
    assertProblem(await post(`${url}/proof/decline`, { reason: 'TYPO' }), 409, 'proof_not_pending_review');
  });

  test('decline: reason and comment recorded as one text entry; DECLINED; the line goes back to prepress', async () => {
    const { orderNumber, itemNumber, url } = await pendingLine();
    const res = await post(`${url}/proof/decline`, { reason: 'TYPO', comment: '  Phone number is wrong.  ' });
    assert.equal(res.statusCode, 200);
    assert.deepEqual(res.json(), { orderNumber, itemNumber, proofStatus: 'DECLINED', reason: 'TYPO' });
    const detail = await lines().detail(orderNumber, itemNumber);
    assert.equal(detail.line.proofStatus, 'DECLINED');
    assert.equal(detail.line.productionStatus, 'PREPRESS');
    assert.equal(detail.proofLog.at(-1)!.entry, 'Proof declined. Reason: TYPO (Text contains a typo). Comment: Phone number is wrong.');
    assert.equal(detail.proofLog.at(-1)!.actor, `partner:${partner.partnerId}`);
    assertProblem(await post(`${url}/proof/decline`, { reason: 'TYPO' }), 409, 'proof_not_pending_review');

    const second = await pendingLine();
    await post(`${second.url}/proof/decline`, { reason: 'WRONG_COLOR', comment: '   ' });
    const log = (await lines().detail(second.orderNumber, second.itemNumber)).proofLog.at(-1)!.entry;
    assert.equal(log, 'Proof declined. Reason: WRONG_COLOR (Colours are wrong).', 'whitespace-only comment counts as omitted');
  });

  test('decline body rules: required non-empty reason, comment ≤ 2000, null refused, other keys refused', async () => {
    const { url } = await pendingLine();
    const d = (body: unknown) => post(`${url}/proof/decline`, body);
    assertProblem(await d({}), 400, 'invalid_request');
    assertProblem(await d({ reason: '' }), 400, 'invalid_request');
    assertProblem(await d({ reason: '   ' }), 400, 'invalid_request');
    assertProblem(await d({ reason: 5 }), 400, 'invalid_request');
    assertProblem(await d({ reason: null }), 400, 'null_not_supported');
    assertProblem(await d({ reason: 'TYPO', comment: null }), 400, 'null_not_supported');
    assertProblem(await d({ reason: 'TYPO', comment: 'x'.repeat(2001) }), 400, 'invalid_request');
    assertProblem(await d({ reason: 'TYPO', extra: 1 }), 400, 'invalid_request');
    assertProblem(await post(`${url}/proof/decline`), 400, 'invalid_request');
    const ok = await d({ reason: 'TYPO', comment: 'x'.repeat(2000) });
    assert.equal(ok.statusCode, 200);
  });

  test("decline reason must be offered on this line: UNKNOWN and another line's code are 422 listing the valid codes", async () => {
    const { url } = await pendingLine();
    const other = await order(ctx, site);
    await pendingReview(ctx, other.orderNumber, other.lines[0]!.itemNumber, [{ code: 'BLURRY', description: 'Image is blurry' }]);
    for (const reason of ['UNKNOWN', 'BLURRY', 'typo', 'NOPE']) {
      const body = assertProblem(await post(`${url}/proof/decline`, { reason }), 422, 'denial_reason_not_available');
      assert.match(String(body.detail), /TYPO, WRONG_COLOR/);
    }
    const item = (await get(url.replace(/\/items\/\d+$/, '/items'))).json().items[0];
    assert.equal(item.proofStatus, 'PENDING_REVIEW', 'nothing changed');
  });

  test('state rules: every state but PENDING_REVIEW is proof_not_pending_review; a cancelled line is order_item_cancelled whatever its state', async () => {
    const { orderNumber, itemNumber, url } = await pendingLine();
    for (const status of ['NOT_CREATED', 'DECLINED', 'APPROVED', 'SOMETHING_NEW', null]) {
      await lines().setProofStatus(orderNumber, itemNumber, status, 'test');
      assertProblem(await post(`${url}/proof/approve`, {}), 409, 'proof_not_pending_review');
      assertProblem(await post(`${url}/proof/decline`, { reason: 'TYPO' }), 409, 'proof_not_pending_review');
    }
    await lines().setProofStatus(orderNumber, itemNumber, 'SOMETHING_NEW', 'test');
    assert.equal((await get(`${url}/proof`)).json().proofStatus, 'UNKNOWN');
    await lines().setProofStatus(orderNumber, itemNumber, null, 'test');
    assert.equal((await get(`${url}/proof`)).json().proofStatus, null);
    await lines().setProofStatus(orderNumber, itemNumber, 'PENDING_REVIEW', 'test');
    await lines().cancel(orderNumber, itemNumber, 'test');
    assertProblem(await post(`${url}/proof/approve`, {}), 409, 'order_item_cancelled');
    assertProblem(await post(`${url}/proof/decline`, { reason: 'NOPE' }), 409, 'order_item_cancelled');
    // Staff can no longer move a cancelled line's proof; a state stored before that rule still answers the same.
    await ctx.platform.db
      .updateTable('order_lines')
      .set({ proof_status: 'DECLINED' })
      .where('order_number', '=', orderNumber)
      .where('item_number', '=', itemNumber)
      .execute();
    assertProblem(await post(`${url}/proof/approve`, {}), 409, 'order_item_cancelled');
  });

  test('paths, tenancy and scopes on every proof route', async () => {
    const { orderNumber, itemNumber, url } = await pendingLine();
    const routes: Array<[string, string, unknown?]> = [
      ['GET', '/proof'],
      ['GET', '/proof/denial-reasons'],
      ['POST', '/proof/approve', {}],
      ['POST', '/proof/decline', { reason: 'TYPO' }],
    ];
    const stranger = await ctx.partner();
    const readOnly = await ctx.partner({ siteIds: [site], scopes: ['partner-api/orders:read'] });
    const writeOnly = await ctx.partner({ siteIds: [site], scopes: ['partner-api/orders:write'] });
    for (const [method, suffix, body] of routes) {
      const call = (path: string, token = partner.token) => (method === 'GET' ? get(path, token) : post(path, body, token));
      assertProblem(await call(`/v1/orders/${orderNumber}/items/0${suffix}`), 400, 'invalid_item_number');
      assertProblem(await call(`/v1/orders/${orderNumber}/items/x${suffix}`), 400, 'invalid_item_number');
      assertProblem(await call(`/v1/orders/0/items/${itemNumber}${suffix}`), 400, 'invalid_order_number');
      assertProblem(await call(`/v1/orders/${orderNumber}/items/${itemNumber + 100000}${suffix}`), 404, 'order_item_not_found');
      // Past int32: names no line (never an out-of-range error from the database).
      assertProblem(await call(`/v1/orders/${orderNumber}/items/9999999999${suffix}`), 404, 'order_item_not_found');
      assertProblem(await call(`/v1/orders/9999999999/items/9999999999${suffix}`), 404, 'order_not_found');
      assertProblem(await call(`/v1/orders/2147480000/items/${itemNumber}${suffix}`), 404, 'order_not_found');
      assertProblem(await call(`${url}${suffix}`, stranger.token), 404, 'order_not_found');
      const needsWrite = method === 'POST';
      assertProblem(await call(`${url}${suffix}`, needsWrite ? readOnly.token : writeOnly.token), 403, 'insufficient_scope');
    }
  });
});
