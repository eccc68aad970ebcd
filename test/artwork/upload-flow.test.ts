// The upload flow through real listeners: the partner API and the storage
// host each listen on port 0; the bytes go over HTTP to the storage host.
import assert from 'node:assert/strict';
import { createHash, randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import { startStorageHost, type RunningStorageHost } from '../../src/app/hosts/storage.ts';
import { createTestContext, type TestContext, type TestPartner } from '../helpers/context.ts';
import { lineUrl, order } from '../orders/fixtures.ts';
import { onEveryKind } from '../helpers/kinds.ts';

onEveryKind((kind) => {
  let ctx: TestContext;
  let partner: TestPartner;
  let api: string;
  let storage: RunningStorageHost;

  const storageDir = mkdtempSync(join(tmpdir(), 'pcapi-artwork-'));

  before(async () => {
    ctx = await createTestContext({ STORAGE_DIR: storageDir, ENVIRONMENT_KIND: kind });
    partner = await ctx.partner();
    storage = (await startStorageHost(ctx.platform, 0))!;
    api = await ctx.app.listen({ host: '127.0.0.1', port: 0 });
  });
  after(async () => {
    await storage.close();
    await ctx.close();
    rmSync(storageDir, { recursive: true, force: true });
  });

  async function call(method: string, path: string, body?: unknown, token = partner.token) {
    const res = await fetch(`${api}${path}`, {
      method,
      headers: { authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    return { status: res.status, headers: res.headers, body: (await res.json()) as Record<string, any> };
  }

  async function newLine() {
    const placed = await order(ctx, partner.siteIds[0]!);
    return { ...placed.lines[0]!, orderNumber: placed.orderNumber, url: lineUrl(placed.orderNumber, placed.lines[0]!.itemNumber) };
  }

  const put = (url: string, body: Buffer, contentType?: string) =>
    fetch(url, { method: 'PUT', body: new Uint8Array(body), headers: contentType ? { 'content-type': contentType } : {} });

  test('reserve, PUT 20 MB to the storage host, attach: size and md5 exactly as stored; the line goes to prepress', async () => {
    const line = await newLine();
    const reserved = await call('POST', `${line.url}/artwork/upload-url`, {
      fileName: 'Front side (final).pdf',
      contentType: 'application/pdf',
    });
    assert.equal(reserved.status, 200);
    assert.equal(reserved.headers.get('cache-control'), 'no-store');
    const r = reserved.body;
    assert.equal(r.orderNumber, line.orderNumber);
    assert.equal(r.itemNumber, line.itemNumber);
    assert.equal(r.uploadMethod, 'PUT');
    assert.equal(r.contentType, 'application/pdf');
    assert.match(r.reservationName, /^rsv_[A-Za-z0-9_-]{24}$/);
    assert.equal(Date.parse(r.expiresAt) - ctx.clock.now().getTime(), 60_000);
    assert.ok(r.uploadUrl.startsWith(storage.url), 'the URL names the storage host, not the API');

    const early = await call('POST', `${line.url}/artwork`, { reservationName: r.reservationName });
    assert.equal(early.status, 409);
    assert.equal(early.body.code, 'artwork_reservation_not_usable');

    const bytes = randomBytes(20 * 1024 * 1024);
    const uploaded = await put(r.uploadUrl, bytes, 'application/pdf');
    assert.equal(uploaded.status, 200, await uploaded.text());
    const attached = await call('POST', `${line.url}/artwork`, { reservationName: r.reservationName });
    assert.equal(attached.status, 200, JSON.stringify(attached.body));
    assert.deepEqual(attached.body, {
      orderNumber: line.orderNumber,
      itemNumber: line.itemNumber,
      fileName: 'Front_side__final_.pdf',
      fileSize: 20 * 1024 * 1024,
      md5: createHash('md5').update(bytes).digest('hex'),
      active: true,
    });
    const again = await call('POST', `${line.url}/artwork`, { reservationName: r.reservationName });
    assert.equal(again.status, 409);
    assert.equal(again.body.code, 'artwork_reservation_not_usable');
    const overwrite = await put(r.uploadUrl, Buffer.from('x'), 'application/pdf');
    assert.equal(overwrite.status, 409, 'an uploaded object is never replaced');

    // A second file accumulates; the first stays.
    const second = (await call('POST', `${line.url}/artwork/upload-url`, { fileName: 'back.png' })).body;
    assert.equal(second.contentType, null);
    assert.equal((await put(second.uploadUrl, Buffer.from('PNG bytes'), 'image/png')).status, 200, 'no bound type: any Content-Type');
    assert.equal((await call('POST', `${line.url}/artwork`, { reservationName: second.reservationName })).status, 200);
    const detail = await ctx.platform.orders.admin.lines.detail(line.orderNumber, line.itemNumber);
    assert.deepEqual(
      detail.printFiles.map((f) => [f.fileName, f.active]),
      [
        ['Front_side__final_.pdf', true],
        ['back.png', true],
      ],
    );
    assert.equal(detail.line.productionStatus, 'PREPRESS');

    // The signed URL is a credential: not stored anywhere in the database.
    const signature = new URL(r.uploadUrl).searchParams.get('X-Signature')!;
    const dump = await ctx.platform.db.selectFrom('upload_reservations').selectAll().execute();
    const audit = await ctx.platform.db.selectFrom('audit_log').selectAll().execute();
    assert.ok(!JSON.stringify([dump, audit]).includes(signature));
    assert.ok(!JSON.stringify(dump).includes('X-Signature'));
  });

  test('the storage host refuses a stale URL, a tampered one and a wrong Content-Type with 403 and its own plain body', async () => {
    const line = await newLine();
    const r = (await call('POST', `${line.url}/artwork/upload-url`, { fileName: 'a.pdf', contentType: 'application/pdf' })).body;

    const wrongType = await put(r.uploadUrl, Buffer.from('x'), 'text/plain');
    assert.equal(wrongType.status, 403);
    assert.match(wrongType.headers.get('content-type')!, /^text\/plain/);
    assert.match(await wrongType.text(), /Content-Type/);
    assert.equal((await put(r.uploadUrl, Buffer.from('x'))).status, 403, 'a bound type must be sent');

    const url = new URL(r.uploadUrl);
    const tampered = new URL(url);
    tampered.searchParams.set('X-Content-Type', 'text/plain');
    const t1 = await put(tampered.toString(), Buffer.from('x'), 'text/plain');
    assert.equal(t1.status, 403);
    assert.match(await t1.text(), /signature/);
    const otherKey = new URL(url);
    otherKey.pathname = otherKey.pathname.replace('a.pdf', 'b.pdf');
    assert.equal((await put(otherKey.toString(), Buffer.from('x'), 'application/pdf')).status, 403);
    const later = new URL(url);
    later.searchParams.set('X-Expires', String(Number(url.searchParams.get('X-Expires')) + 3600));
    assert.equal((await put(later.toString(), Buffer.from('x'), 'application/pdf')).status, 403);
    const asGet = await fetch(r.uploadUrl);
    assert.equal(asGet.status, 403, 'an upload URL does not download');

    ctx.clock.advance(61_000);
    const stale = await put(r.uploadUrl, Buffer.from('x'), 'application/pdf');
    assert.equal(stale.status, 403);
    const text = await stale.text();
    assert.match(text, /expired/);
    assert.doesNotMatch(text, /problem|"code"/);
    const attach = await call('POST', `${line.url}/artwork`, { reservationName: r.reservationName });
    assert.equal(attach.body.code, 'artwork_reservation_not_usable', 'never filled');
  });

  test('a proof link downloads the file from the storage host until it expires', async () => {
    const line = await newLine();
    await ctx.platform.orders.admin.lines.publishProof(
      line.orderNumber,
      line.itemNumber,
      { name: 'proof.pdf', content: Buffer.from('%PDF proof bytes'), contentType: 'application/pdf' },
      'test',
    );
    const proof = (await call('GET', `${line.url}/proof`)).body;
    const download = await fetch(proof.files[0].link);
    assert.equal(download.status, 200);
    assert.equal(await download.text(), '%PDF proof bytes');
    ctx.clock.advance(301_000);
    assert.equal((await fetch(proof.files[0].link)).status, 403);
  });

  test('reservation and attach body rules, states, tenancy and scopes', async () => {
    const line = await newLine();
    const reserve = (body: unknown, token = partner.token, url = line.url) => call('POST', `${url}/artwork/upload-url`, body, token);
    for (const body of [
      {},
      { fileName: '' },
      { fileName: 'a/b.pdf' },
      { fileName: 'a\\b.pdf' },
      { fileName: 'a\u0007.pdf' },
      { fileName: 'x'.repeat(256) },
      { fileName: '..' },
      { fileName: 'a.pdf', contentType: 'pdf' },
      { fileName: 'a.pdf', other: 1 },
    ]) {
      const res = await reserve(body);
      assert.equal(res.status, 400, JSON.stringify(body));
      assert.equal(res.body.code, 'invalid_request', JSON.stringify(body));
    }
    for (const body of [{ fileName: null }, { fileName: 'a.pdf', contentType: null }])
      assert.equal((await reserve(body)).body.code, 'null_not_supported');
    assert.equal((await call('POST', `${line.url}/artwork`, { reservationName: null })).body.code, 'null_not_supported');
    assert.equal((await call('POST', `${line.url}/artwork`, {})).body.code, 'invalid_request');
    assert.equal((await call('POST', `${line.url}/artwork`, { reservationName: 'rsv_x', fileSize: 1 })).body.code, 'invalid_request');
    assert.equal((await reserve({ fileName: 'x'.repeat(255) })).status, 200);
    assert.equal((await reserve({ fileName: 'a.pdf', contentType: 'application/pdf; charset=binary' })).status, 200);

    const unknown = await call('POST', `${line.url}/artwork`, { reservationName: 'rsv_unknown' });
    assert.equal(unknown.status, 409);
    assert.equal(unknown.body.code, 'artwork_reservation_not_usable');
    const other = await newLine();
    const foreign = (await reserve({ fileName: 'a.pdf' }, partner.token, other.url)).body;
    await put(foreign.uploadUrl, Buffer.from('x'));
    assert.equal(
      (await call('POST', `${line.url}/artwork`, { reservationName: foreign.reservationName })).body.code,
      'artwork_reservation_not_usable',
      "another line's reservation is unknown here",
    );

    const stranger = await ctx.partner();
    assert.equal((await reserve({ fileName: 'a.pdf' }, stranger.token)).body.code, 'order_not_found');
    assert.equal(
      (await call('POST', `${line.url}/artwork`, { reservationName: foreign.reservationName }, stranger.token)).body.code,
      'order_not_found',
    );
    const readOnly = await ctx.partner({ siteIds: partner.siteIds, scopes: ['partner-api/orders:read'] });
    assert.equal((await reserve({ fileName: 'a.pdf' }, readOnly.token)).body.code, 'insufficient_scope');
    assert.equal((await call('POST', `${line.url}/artwork`, { reservationName: 'x' }, readOnly.token)).body.code, 'insufficient_scope');
    assert.equal(
      (await call('POST', `/v1/orders/${line.orderNumber}/items/0/artwork`, { reservationName: 'x' })).body.code,
      'invalid_item_number',
    );
    assert.equal(
      (await call('POST', `/v1/orders/${line.orderNumber}/items/${line.itemNumber + 9999}/artwork/upload-url`, { fileName: 'a' })).body
        .code,
      'order_item_not_found',
    );

    await ctx.platform.orders.admin.lines.cancel(line.orderNumber, line.itemNumber, 'test');
    assert.equal((await reserve({ fileName: 'a.pdf' })).body.code, 'order_item_cancelled');
  });

  test('a reservation made before the line was cancelled attaches nothing: 409 order_item_cancelled, no print file, status kept', async () => {
    const line = await newLine();
    const r = (await call('POST', `${line.url}/artwork/upload-url`, { fileName: 'late.pdf' })).body;
    assert.equal((await put(r.uploadUrl, Buffer.from('%PDF late'))).status, 200);
    await ctx.platform.orders.admin.lines.cancel(line.orderNumber, line.itemNumber, 'test');
    const before = await ctx.platform.orders.admin.lines.detail(line.orderNumber, line.itemNumber);
    const attached = await call('POST', `${line.url}/artwork`, { reservationName: r.reservationName });
    assert.equal(attached.status, 409, JSON.stringify(attached.body));
    assert.equal(attached.body.code, 'order_item_cancelled');
    const after = await ctx.platform.orders.admin.lines.detail(line.orderNumber, line.itemNumber);
    assert.deepEqual(after, before);
    assert.deepEqual(after.printFiles, []);
  });
});
