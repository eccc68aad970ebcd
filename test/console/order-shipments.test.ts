// The order page's shipment forms through app.inject on the admin app, as a
// signed-in administrator: "Create a shipment" offers what is left of each
// line (never more than a shipment may hold), and a refused ship or shipment
// is said where the page opens, with a link down to its form.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { createTestContext, type TestContext } from '../helpers/context.ts';
import { order } from '../orders/fixtures.ts';
import { teamMember } from '../team/world.ts';
import { signInConsole } from './browser.ts';

let ctx: TestContext;
let auth: { cookie: string };
let csrf: string;
before(async () => {
  ctx = await createTestContext();
  const browser = await signInConsole(ctx, await teamMember(ctx, 'administrator'));
  auth = { cookie: browser.cookie };
  csrf = browser.csrf;
});
after(async () => ctx?.close());

const get = (url: string) => ctx.admin.inject({ method: 'GET', url, headers: auth });
const post = (url: string, form: Record<string, string>) =>
  ctx.admin.inject({
    method: 'POST',
    url,
    headers: { ...auth, 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ _csrf: csrf, ...form }).toString(),
  });

/** The value the create-shipment form pre-fills for a line. */
function prefilled(html: string, itemNumber: number): string {
  const found = new RegExp(`name="qty_${itemNumber}" inputmode="numeric" value="([^"]*)"`).exec(html);
  assert.ok(found, `no quantity field for item ${itemNumber}`);
  return found[1]!;
}

interface Line {
  itemNumber: number;
  quantity: number;
}

async function twoLineOrder() {
  const placed = await order(ctx, await ctx.site(), { lines: 2 });
  const [a, b] = placed.lines.map((l) => ({ itemNumber: l.itemNumber, quantity: l.quantity })) as [Line, Line];
  return { orderNumber: placed.orderNumber, a, b };
}

async function shipment(orderNumber: number, lines: Array<{ itemNumber: number; quantity?: number }>): Promise<number> {
  const res = await ctx.adminCall({ method: 'POST', url: `/admin/orders/${orderNumber}/shipments`, payload: { lines } });
  assert.equal(res.statusCode, 201, res.body);
  return res.json().shipmentNumber as number;
}

test('"Create a shipment" pre-fills what is left of each line: all, part, none, and all again once a shipment is cancelled', async () => {
  const { orderNumber, a, b } = await twoLineOrder();
  let page = await get(`/console/orders/${orderNumber}`);
  assert.equal(prefilled(page.body, a.itemNumber), String(a.quantity));
  assert.equal(prefilled(page.body, b.itemNumber), String(b.quantity));

  const whole = await shipment(orderNumber, [{ itemNumber: a.itemNumber }]);
  await shipment(orderNumber, [{ itemNumber: b.itemNumber, quantity: 4 }]);
  page = await get(`/console/orders/${orderNumber}`);
  assert.equal(prefilled(page.body, a.itemNumber), '0', 'nothing is left of a line a shipment holds whole');
  assert.equal(prefilled(page.body, b.itemNumber), String(b.quantity - 4));
  assert.match(page.body, new RegExp(`0 left of ${a.quantity}`));

  // What the form offers is what the admin API takes: posted as pre-filled, the shipment holds the rest of b only.
  const created = await post(`/console/orders/${orderNumber}/shipments`, {
    [`qty_${a.itemNumber}`]: prefilled(page.body, a.itemNumber),
    [`qty_${b.itemNumber}`]: prefilled(page.body, b.itemNumber),
  });
  assert.equal(created.statusCode, 303, created.body.slice(0, 300));

  const cancelled = await ctx.adminCall({ method: 'POST', url: `/admin/shipments/${whole}/cancel`, payload: {} });
  assert.equal(cancelled.statusCode, 200, cancelled.body);
  page = await get(`/console/orders/${orderNumber}`);
  assert.equal(prefilled(page.body, a.itemNumber), String(a.quantity), 'a cancelled shipment holds nothing');
  assert.equal(prefilled(page.body, b.itemNumber), '0');
});

test('a refused ship, or a refused shipment, is said where the page opens, before the first card, with a link to its form', async () => {
  const { orderNumber, a, b } = await twoLineOrder();
  const open = await shipment(orderNumber, [{ itemNumber: a.itemNumber }]);
  const refusals = [
    // The open shipment's ship form, refused by the API's validation (a carrier longer than it takes).
    {
      url: `/console/shipments/${open}/ship`,
      form: { orderNumber: String(orderNumber), carrier: 'x'.repeat(5000) },
      anchor: `#ship-${open}`,
    },
    // More of a line than is left of it.
    { url: `/console/orders/${orderNumber}/shipments`, form: { [`qty_${b.itemNumber}`]: String(b.quantity + 1) }, anchor: '#shipments' },
  ];
  for (const { url, form, anchor } of refusals) {
    const res = await post(url, form);
    assert.ok(res.statusCode >= 400 && res.statusCode < 500, `${url}: ${res.statusCode}`);
    const top = res.body.indexOf('id="refusal"');
    assert.ok(top > 0, `${url}: no refusal where the page opens`);
    assert.ok(top < res.body.indexOf('id="summary-h"'), `${url}: the refusal is below the first card`);
    assert.match(res.body.slice(top, top + 2000), new RegExp(`<a href="${anchor}">Go to the form</a>`), url);
    assert.equal(res.body.match(/role="alert"/g)?.length, 1, `${url}: announced once`);
  }
  // A shipment shipped already: its ship form is gone, the refusal links to the shipments card.
  assert.equal((await ctx.adminCall({ method: 'POST', url: `/admin/shipments/${open}/ship`, payload: {} })).statusCode, 200);
  const again = await post(`/console/shipments/${open}/ship`, { orderNumber: String(orderNumber) });
  assert.equal(again.statusCode, 409, again.body.slice(0, 300));
  assert.match(again.body, /id="refusal"[^>]*>[^<]*<a href="#shipments">Go to the form<\/a>/);
});
