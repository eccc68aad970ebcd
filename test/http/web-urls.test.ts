// A URL someone may open from what we serve (a site's storefront, a
// shipment's tracking page) is an absolute http or https URL with a host,
// wherever it is written: the admin API, the CLI through its schemas, the
// sandbox's helpers. Any other scheme would run or show in whoever renders it
// as a link, and a partner's page showing `trackingUrl` is such a place.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { after, before, describe, test } from 'node:test';
import { DOCUMENT_FILES } from '../../scripts/openapi.ts';
import { createTestContext, type TestContext } from '../helpers/context.ts';
import { assertProblem } from '../helpers/problems.ts';
import { order } from '../orders/fixtures.ts';

const NOT_WEB_PAGES = [
  'javascript:alert(document.domain)',
  'JavaScript://%0aalert(1)',
  'data:text/html,<script>alert(1)</script>',
  'vbscript:msgbox(1)',
  'file:///etc/passwd',
  'ftp://files.example.com/x',
  'https://',
  'http:///path',
  'https:// spaced.example.com',
  '//example.com/no-scheme',
  'not a url',
];
const WEB_PAGES = ['https://www.ups.com/track?tracknum=1Z999AA10123456784', 'HTTP://EXAMPLE.COM/', 'http://localhost:8080/t#x'];

/** Request-body URL fields that follow rules of their own, and why. */
const OWN_RULES: Record<string, string> = {
  artworkUrl: "the spec's: a string of at most 2000 characters, which the service never opens or links",
  url: "a webhook endpoint's destination: the delivery policy (src/events/webhooks/destination/)",
  redirect_uri: "OAuth's: matched exactly against the client's registered URIs",
};

let ctx: TestContext;
let sandbox: TestContext;
before(async () => {
  ctx = await createTestContext();
  sandbox = await createTestContext({ ENVIRONMENT_KIND: 'sandbox' });
});
after(async () => {
  await ctx.close();
  await sandbox.close();
});

test('every request-body URL field of the three documents is an http(s) page, or has a rule of its own named here', () => {
  const found: string[] = [];
  for (const file of Object.values(DOCUMENT_FILES)) {
    const doc = JSON.parse(readFileSync(file, 'utf8'));
    const visit = (node: unknown, where: string) => {
      if (!node || typeof node !== 'object') return;
      for (const [key, value] of Object.entries(node as Record<string, unknown>)) {
        const schema = value as { type?: string; pattern?: string };
        if (/url$|uri$/i.test(key) && schema?.type === 'string') {
          const isWebUrl = schema.pattern === '^[Hh][Tt][Tt][Pp][Ss]?://[^/?#@\\s]';
          const ownRule = key in OWN_RULES && !(key === 'url' && !where.includes('webhook-endpoints'));
          assert.ok(isWebUrl || ownRule, `${file} ${where} ${key}: an http(s) URL (WebUrl), or a rule named in OWN_RULES`);
          if (isWebUrl) found.push(`${where} ${key}`);
        }
        visit(value, where);
      }
    };
    for (const [path, ops] of Object.entries(doc.paths as Record<string, Record<string, { requestBody?: unknown }>>))
      for (const [method, op] of Object.entries(ops)) if (op.requestBody) visit(op.requestBody, `${method} ${path}`);
  }
  for (const expected of [
    'post /admin/sites url',
    'patch /admin/sites/{siteId} url',
    'post /admin/orders/{orderNumber}/shipments trackingUrl',
    'post /admin/shipments/{shipmentNumber}/ship trackingUrl',
    'post /v1/test-helpers/orders/{orderNumber}/shipments trackingUrl',
  ])
    assert.ok(found.includes(expected), expected);
});

describe('a value that is not an http(s) page is the 400, naming the field, and nothing is stored', () => {
  test('a site: POST and PATCH /admin/sites', async () => {
    const listed = async () => (await ctx.adminCall({ method: 'GET', url: '/admin/sites' })).json();
    const siteId = await ctx.site();
    const before = (await ctx.adminCall({ method: 'GET', url: `/admin/sites/${siteId}` })).json();
    const sitesBefore = await listed();
    for (const url of NOT_WEB_PAGES) {
      const created = await ctx.adminCall({ method: 'POST', url: '/admin/sites', payload: { name: 'Bad', url } });
      assertProblem(created, 400, 'invalid_request');
      assert.match(created.json().detail, /^url must be an absolute http or https URL/, url);
      assertProblem(await ctx.adminCall({ method: 'PATCH', url: `/admin/sites/${siteId}`, payload: { url } }), 400, 'invalid_request');
    }
    assert.deepEqual(await listed(), sitesBefore);
    assert.deepEqual((await ctx.adminCall({ method: 'GET', url: `/admin/sites/${siteId}` })).json(), before);
    for (const url of WEB_PAGES) {
      const patched = await ctx.adminCall({ method: 'PATCH', url: `/admin/sites/${siteId}`, payload: { url } });
      assert.equal(patched.statusCode, 200, url);
      assert.equal(patched.json().url, url);
    }
  });

  test("a shipment's tracking page: created and shipped through the admin API", async () => {
    const placed = await order(ctx, await ctx.site());
    const item = placed.lines[0]!;
    const shipments = async () => (await ctx.adminCall({ method: 'GET', url: `/admin/orders/${placed.orderNumber}/shipments` })).json();
    const none = await shipments();
    const lines = [{ itemNumber: item.itemNumber, quantity: 1 }];
    for (const trackingUrl of NOT_WEB_PAGES) {
      const res = await ctx.adminCall({
        method: 'POST',
        url: `/admin/orders/${placed.orderNumber}/shipments`,
        payload: { lines, trackingUrl },
      });
      assertProblem(res, 400, 'invalid_request');
      assert.match(res.json().detail, /^trackingUrl must be an absolute http or https URL/, trackingUrl);
    }
    assert.deepEqual(await shipments(), none);
    const created = await ctx.adminCall({ method: 'POST', url: `/admin/orders/${placed.orderNumber}/shipments`, payload: { lines } });
    assert.equal(created.statusCode, 201, created.body);
    const shipmentNumber = created.json().shipmentNumber as number;
    const pending = await shipments();
    for (const trackingUrl of NOT_WEB_PAGES)
      assertProblem(
        await ctx.adminCall({ method: 'POST', url: `/admin/shipments/${shipmentNumber}/ship`, payload: { trackingUrl } }),
        400,
        'invalid_request',
      );
    assert.deepEqual(await shipments(), pending);
    const shipped = await ctx.adminCall({
      method: 'POST',
      url: `/admin/shipments/${shipmentNumber}/ship`,
      payload: { trackingUrl: WEB_PAGES[0] },
    });
    assert.equal(shipped.statusCode, 200, shipped.body);
  });

  test("the sandbox's shipment helper", async () => {
    const partner = await sandbox.partner();
    const placed = await order(sandbox, partner.siteIds[0]!, { partner: { partnerId: partner.partnerId, partnerOrderId: 'PO-web-url' } });
    const url = `/v1/test-helpers/orders/${placed.orderNumber}/shipments`;
    for (const trackingUrl of NOT_WEB_PAGES) {
      const res = await sandbox.call(partner.token, { method: 'POST', url, payload: { trackingUrl } });
      assert.equal(res.statusCode, 400, trackingUrl);
      assert.match(res.json().detail, /^trackingUrl must be an absolute http or https URL/, trackingUrl);
    }
    const read = await sandbox.call(partner.token, { method: 'GET', url: `/v1/orders/${placed.orderNumber}/shipments` });
    assert.deepEqual(read.json().shipments, []);
    const shipped = await sandbox.call(partner.token, { method: 'POST', url, payload: { trackingUrl: WEB_PAGES[1] } });
    assert.equal(shipped.statusCode, 201, shipped.body);
    assert.equal(shipped.json().trackingUrl, WEB_PAGES[1]);
  });
});
