// What the worker makes of a valid submission: the order as the spec renders
// it, what is stored with it, and business rejections as `failed`.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { product, variant } from '../catalog/fixtures.ts';
import { createTestContext, type TestContext } from '../helpers/context.ts';
import { matchShippingService } from '../../src/submissions/worker/preparation.ts';
import { address, orderBody, orderWorld, postOrder, type OrderWorld } from './fixtures.ts';
import { onEveryKind } from '../helpers/kinds.ts';

onEveryKind((kind) => {
  let ctx: TestContext;
  let world: OrderWorld;
  before(async () => {
    ctx = await createTestContext({ SUBMISSION_WAIT_MS: '5000', ENVIRONMENT_KIND: kind });
    world = await orderWorld(ctx);
    ctx.platform.submissions.createWorker({ idlePollMs: 50 }).start();
  });
  after(() => ctx.close());

  type Body = Record<string, any>;

  test('shipping hints: method by name (or "provider method"), provider by a carrier\'s leading word, case-insensitive; else the default', () => {
    const services = [
      { id: 1, name: 'UPS Ground', kind: 'carrier' },
      { id: 2, name: 'FedEx 2Day', kind: 'carrier' },
      { id: 3, name: 'Will call', kind: 'custom' },
    ];
    assert.equal(matchShippingService(services, null, 'will CALL')?.id, 3);
    assert.equal(matchShippingService(services, 'fedex', '2day')?.id, 2);
    assert.equal(matchShippingService(services, 'FEDEX', null)?.id, 2);
    assert.equal(matchShippingService(services, 'fedex', 'teleport')?.id, 2);
    assert.equal(matchShippingService(services, '  ', ''), services[0]);
    assert.equal(matchShippingService(services, 'DHL', 'Express'), services[0]);
    assert.equal(matchShippingService([], 'UPS', 'Ground'), null);
  });

  test('the order stores ship-to, bill-to, shipping notes (internal), division-free header, job names, artwork URLs, template variables and the matched service', async () => {
    const centre = await ctx.platform.admin.shipping.createCentre(
      { name: 'Main', originCountry: 'US', originState: 'OH', originPostalCode: '43004' },
      'test',
    );
    const ground = await ctx.platform.admin.shipping.createService(centre.id, { name: 'UPS Ground', kind: 'carrier' }, 'test');
    const air = await ctx.platform.admin.shipping.createService(centre.id, { name: 'UPS Next Day Air', kind: 'carrier' }, 'test');
    const templated = await product(ctx, world.siteId, { serviceType: 'POD', artworkSource: 'TEMPLATE', fulfilmentCentreId: centre.id });
    await ctx.platform.catalog.admin.setPriceTiers(templated.id, [{ minQuantity: 1, unitPrice: '0.50' }], 'test');
    await ctx.platform.catalog.admin.putTemplateDocument(
      { vendor: 'studio', templateId: 'card', variables: [{ name: 'headline' }, { name: 'phone' }] },
      'test',
    );
    await ctx.platform.catalog.admin.setProductTemplate(templated.id, { vendor: 'studio', templateId: 'card' }, 'test');

    const body = orderBody(world, {
      billTo: { ...address, name: 'Accounts' },
      shippingProvider: 'ups',
      shippingMethod: 'next day AIR',
      shippingNotes: 'Gate code 1234',
      lines: [
        {
          productId: templated.productId,
          partnerLineId: 'card-1',
          quantity: 20,
          jobName: 'Cards for Ada',
          artworkUrl: 'https://files.example.com/a.pdf',
          templateVariables: { headline: 'Hi', phone: '555' },
        },
      ],
    });
    const res = await postOrder(ctx, world.partner.token, body);
    assert.equal(res.statusCode, 201, res.body);
    const { order } = res.json();
    assert.equal(order.totalPrice, 10);
    const stored = await ctx.platform.db
      .selectFrom('orders')
      .selectAll()
      .where('order_number', '=', order.orderNumber)
      .executeTakeFirstOrThrow();
    assert.equal(stored.shipping_notes, 'Gate code 1234');
    assert.equal(stored.shipping_service_id, air.id);
    assert.equal(stored.ordering_user_id, world.orderingUserId);
    assert.deepEqual(stored.ship_to, body.shipTo);
    assert.equal((stored.bill_to as Body).name, 'Accounts');
    assert.equal(stored.source_partner_id, world.partner.partnerId);
    const [line] = await ctx.platform.db.selectFrom('order_lines').selectAll().where('order_number', '=', order.orderNumber).execute();
    assert.equal(line!.job_name, 'Cards for Ada');
    assert.equal(line!.artwork_url, 'https://files.example.com/a.pdf');
    assert.deepEqual(line!.template_variables, { headline: 'Hi', phone: '555' });
    assert.equal(line!.partner_line_id, 'card-1');

    // Blank hints fall back to the default service.
    const plain = await postOrder(ctx, world.partner.token, {
      ...body,
      partnerOrderId: `${body.partnerOrderId}-b`,
      shippingProvider: ' ',
      shippingMethod: '',
    });
    const other = await ctx.platform.db
      .selectFrom('orders')
      .select('shipping_service_id')
      .where('order_number', '=', plain.json().order.orderNumber)
      .executeTakeFirstOrThrow();
    assert.equal(other.shipping_service_id, ground.id);
  });

  test('amounts are JSON numbers from exact decimals; lineListTotal is the whole line', async () => {
    const res = await postOrder(
      ctx,
      world.partner.token,
      orderBody(world, {
        lines: [{ productId: world.stock.productId, partnerLineId: 'bulk', quantity: 300, variantId: world.stock.variantId }],
      }),
    );
    const { order } = res.json();
    // 300 × 1.9999 = 599.97 (rounded to the cent), not a per-unit figure.
    assert.deepEqual(order.lines, [{ partnerLineId: 'bulk', quantity: 300, lineListTotal: 599.97, lineTotalBeforeAdjustments: 599.97 }]);
    assert.equal(order.totalPrice, 599.97);
    assert.match(res.body, /"totalPrice":599\.97/);
  });

  test('business rejections end failed, one order_rejected entry per problem, with field and partnerLineId; no order', async () => {
    const other = await product(ctx, world.siteId);
    const foreignVariant = await variant(ctx, other.id);
    const limited = await product(ctx, world.siteId, { serviceType: 'POD', minQuantity: 10, maxQuantity: 20 });
    await ctx.platform.catalog.admin.setPriceTiers(limited.id, [{ minQuantity: 1, unitPrice: '1.00' }], 'test');
    const hidden = await product(ctx, world.siteId, { serviceType: 'POD', visibility: 'HIDDEN' });
    await ctx.platform.catalog.admin.setPriceTiers(hidden.id, [{ minQuantity: 1, unitPrice: '1.00' }], 'test');

    const before = await ctx.platform.db.selectFrom('orders').select('order_number').execute();
    const res = await postOrder(
      ctx,
      world.partner.token,
      orderBody(world, {
        lines: [
          { productId: world.stock.productId, partnerLineId: 'wrong-variant', quantity: 1, variantId: foreignVariant },
          { productId: limited.productId, partnerLineId: 'too-many', quantity: 21 },
          { productId: limited.productId, partnerLineId: 'too-few', quantity: 9 },
          { productId: hidden.productId, partnerLineId: 'hidden', quantity: 1 },
          { productId: world.pod.productId, partnerLineId: 'untemplated', quantity: 1, templateVariables: { headline: 'x' } },
        ],
      }),
    );
    assert.equal(res.statusCode, 201, res.body);
    const submission = res.json();
    assert.equal(submission.status, 'failed');
    assert.equal(submission.order, undefined);
    const byLine = new Map(submission.errors.map((e: Body) => [e.partnerLineId, e]));
    assert.equal(submission.errors.length, 5, JSON.stringify(submission.errors));
    for (const e of submission.errors) assert.equal(e.code, 'order_rejected');
    assert.deepEqual(
      submission.errors.map((e: Body) => e.partnerLineId),
      ['wrong-variant', 'too-many', 'too-few', 'hidden', 'untemplated'],
    );
    assert.match((byLine.get('wrong-variant') as Body).detail, /not a variant/);
    assert.match((byLine.get('wrong-variant') as Body).field, /variantId/);
    assert.match((byLine.get('too-many') as Body).detail, /maximum/);
    assert.match((byLine.get('too-few') as Body).detail, /minimum/);
    assert.match((byLine.get('hidden') as Body).detail, /not orderable/);
    assert.match((byLine.get('untemplated') as Body).field, /templateVariables\.headline/);
    assert.deepEqual(await ctx.platform.db.selectFrom('orders').select('order_number').execute(), before);

    const polled = await ctx.call(world.partner.token, { method: 'GET', url: `/v1/orders/submissions/${submission.submissionId}` });
    assert.deepEqual(polled.json(), submission);
  });

  test("unknown template variables' problems come in the stored request's key order (jsonb's), whatever order the body had", async () => {
    // Sent out of jsonb's order (shorter in UTF-8 first, then bytewise): the run may hold the body as sent (read
    // ahead in the accepting process) or as stored; either way the same order.
    const templateVariables = { zeta_long_name: '1', é: '2', aa: '3', b: '4' };
    const res = await postOrder(
      ctx,
      world.partner.token,
      orderBody(world, { lines: [{ productId: world.pod.productId, partnerLineId: 'L1', quantity: 1, templateVariables }] }),
    );
    assert.equal(res.statusCode, 201, res.body);
    const submission = res.json();
    assert.equal(submission.status, 'failed', res.body);
    assert.deepEqual(
      submission.errors.map((e: Body) => e.field),
      ['b', 'aa', 'é', 'zeta_long_name'].map((name) => `lines[0].templateVariables.${name}`),
    );
  });

  test('an unknown template variable is rejected by name; known ones pass', async () => {
    const templated = await product(ctx, world.siteId, { serviceType: 'POD', artworkSource: 'TEMPLATE' });
    await ctx.platform.catalog.admin.setPriceTiers(templated.id, [{ minQuantity: 1, unitPrice: '1.00' }], 'test');
    await ctx.platform.catalog.admin.putTemplateDocument({ vendor: 'studio', templateId: 'flyer', variables: [{ name: 'title' }] }, 'test');
    await ctx.platform.catalog.admin.setProductTemplate(templated.id, { vendor: 'studio', templateId: 'flyer' }, 'test');
    const res = await postOrder(
      ctx,
      world.partner.token,
      orderBody(world, {
        lines: [
          {
            productId: templated.productId,
            partnerLineId: 'f',
            quantity: 1,
            templateVariables: { title: 'ok', subtitle: 'no', colour: 'no' },
          },
        ],
      }),
    );
    const { errors, status } = res.json();
    assert.equal(status, 'failed');
    assert.deepEqual(errors.map((e: Body) => e.field).sort(), ['lines[0].templateVariables.colour', 'lines[0].templateVariables.subtitle']);
  });

  test('an inactive ordering user places nothing', async () => {
    const w = await orderWorld(ctx);
    await ctx.platform.db.updateTable('users').set({ active: false }).where('id', '=', w.orderingUserId).execute();
    const res = await postOrder(ctx, w.partner.token, orderBody(w));
    assert.equal(res.json().status, 'failed');
    assert.match(res.json().errors[0].detail, /ordering user is inactive/);
  });

  test('discounts and handling: totalPrice is after adjustments, line amounts before them (so they need not sum to it)', async () => {
    const db = ctx.platform.db;
    const w = await orderWorld(ctx);
    await db.insertInto('product_discounts').values({ product_id: w.pod.id, name: 'Launch', percent: '10' }).execute();
    await db.insertInto('user_discounts').values({ user_id: w.orderingUserId, name: 'Partner', percent: '5' }).execute();
    await db.insertInto('product_handling_fees').values({ product_id: w.pod.id, amount: '1.75' }).execute();
    const res = await postOrder(
      ctx,
      w.partner.token,
      orderBody(w, { lines: [{ productId: w.pod.productId, partnerLineId: 'p', quantity: 100 }] }),
    );
    const { order } = res.json();
    // list 100 × 0.10 = 10.00; −10 % = 9.00; −5 % = 8.55; + handling 1.75 = 10.30
    assert.deepEqual(order.lines, [{ partnerLineId: 'p', quantity: 100, lineListTotal: 10, lineTotalBeforeAdjustments: 10 }]);
    assert.equal(order.totalPrice, 10.3);
    const [line] = await db
      .selectFrom('order_lines')
      .select(['line_total', 'handling_amount'])
      .where('order_number', '=', order.orderNumber)
      .execute();
    assert.deepEqual(line, { line_total: '8.55', handling_amount: '1.75' });
  });
});
