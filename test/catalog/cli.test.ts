import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { inProcessCli } from '../helpers/cli.ts';
import { createTestContext, type TestContext } from '../helpers/context.ts';

// The catalog commands, run in process on this file's own database.
let ctx: TestContext;
let cli: ReturnType<typeof inProcessCli>;
before(async () => {
  ctx = await createTestContext();
  cli = inProcessCli(ctx.platform);
});
after(() => ctx.close());

async function json(...args: string[]) {
  const res = await cli('--json', ...args);
  assert.equal(res.code, 0, `${args.join(' ')}: ${res.stderr}`);
  return JSON.parse(res.stdout);
}

describe('partner-api catalog (CLI)', () => {
  let s1: number;
  let s2: number;
  let id: string;

  test('creates and edits products, variants, images and price tiers', async () => {
    s1 = (await json('sites', 'create', '--name', 'One', '--url', 'https://one.example.com')).siteId;
    s2 = (await json('sites', 'create', '--name', 'Two', '--url', 'https://two.example.com')).siteId;

    const p = await json(
      'catalog',
      'products',
      'create',
      '--site',
      String(s1),
      '--code',
      'MUG',
      '--name',
      'Mug',
      '--service-type',
      'STOCK',
      '--attributes',
      'Colour',
      '--max-quantity',
      '100',
    );
    assert.match(p.productId, /^SLO_\d+$/);
    assert.equal(p.attribute1Name, 'Colour');
    id = p.productId as string;

    const updated = await json(
      'catalog',
      'products',
      'update',
      id,
      '--description',
      'Ceramic',
      '--visibility',
      'SEGMENTS',
      '--requires-approval',
      'true',
    );
    assert.equal(updated.description, 'Ceramic');
    assert.equal(updated.requiresApproval, true);

    const v = await json(
      'catalog',
      'variants',
      'add',
      id,
      '--sku',
      'MUG-W',
      '--attribute1',
      'White',
      '--weight',
      '11.5',
      '--location',
      'A1',
    );
    assert.equal(v.variants[0].weight, 11.5);
    const variantId = String(v.variants[0].variantId);
    assert.equal((await json('catalog', 'variants', 'update', variantId, '--location', 'B2')).variants[0].location, 'B2');

    const img = await json('catalog', 'images', 'add', id, '--path', '/img/mug.jpg', '--primary', '--width', '640', '--height', '480');
    assert.equal(img.images[0].primary, true);
    assert.equal((await json('catalog', 'images', 'update', String(img.images[0].imageId), '--alt', 'A mug')).images[0].imageAlt, 'A mug');

    const tiers = await json('catalog', 'products', 'set-price-tiers', id, '--tier', '1:4.5', '--tier', '24:3.99');
    assert.deepEqual(tiers.priceTiers, [
      { minQuantity: 1, unitPrice: '4.50' },
      { minQuantity: 24, unitPrice: '3.99' },
    ]);
  });

  test('templates, segments, fulfilment centre and shares, all audited', async () => {
    const doc = await json(
      'catalog',
      'templates',
      'put',
      '--template-id',
      'mug-1',
      '--variables',
      '[{"name":"text","displayName":"Text","dataType":"TEXT","listItems":null}]',
    );
    assert.equal(doc.variables.length, 1);
    assert.deepEqual((await json('catalog', 'products', 'set-template', id, '--template-id', 'mug-1')).template, {
      vendor: 'studio',
      templateId: 'mug-1',
    });

    const seg = await json('catalog', 'segments', 'create', '--site', String(s1), '--name', 'Staff');
    const renamed = await json('catalog', 'segments', 'rename', String(seg.segmentId), '--name', 'Employees');
    assert.deepEqual(await json('catalog', 'segments', 'list', '--site', String(s1)), [renamed]);
    assert.deepEqual((await json('catalog', 'products', 'set-segments', id, '--segments', String(seg.segmentId))).segmentIds, [
      seg.segmentId,
    ]);

    assert.equal((await json('catalog', 'products', 'set-fulfilment-centre', id, '--none')).fulfilmentCentreId, null);

    const share = await json('catalog', 'shares', 'create', id, '--site', String(s2));
    assert.match(share.productId, /^SLS_\d+$/);
    assert.equal(share.description, 'Ceramic');
    const overridden = await json(
      'catalog',
      'shares',
      'update',
      share.productId,
      '--description',
      'Site two copy',
      '--override-display',
      'true',
    );
    assert.equal(overridden.description, 'Site two copy');

    const shown = await json('catalog', 'products', 'show', id);
    assert.equal(shown.variants.length, 1);
    assert.equal(shown.images.length, 1);
    const listed = await json('catalog', 'products', 'list', '--site', String(s2));
    assert.deepEqual(
      listed.map((x: { productId: string }) => x.productId),
      [share.productId],
    );

    const audit = await json('audit', '--limit', '4');
    assert.deepEqual(
      audit.map((e: { action: string }) => e.action),
      ['product_share.update', 'product_share.create', 'product.set_fulfilment_centre', 'product.set_segments'],
    );
    assert.match(audit[0].actor, /^cli/);
  });

  test('failures exit non-zero with the problem code, and usage errors are refused', async () => {
    const missing = await cli('--json', 'catalog', 'products', 'show', 'SLO_99999999');
    assert.equal(missing.code, 1);
    assert.equal(JSON.parse(missing.stderr).code, 'not_found');
    const share = await cli('--json', 'catalog', 'variants', 'add', 'SLS_1');
    assert.equal(share.code, 1);
    assert.equal(JSON.parse(share.stderr).code, 'invalid_request');
    const badTier = await cli('--json', 'catalog', 'products', 'set-price-tiers', 'SLO_1', '--tier', '1:abc');
    assert.notEqual(badTier.code, 0);
    assert.match(badTier.stderr, /--tier/);
  });
});
