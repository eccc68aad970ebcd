// The green notice a console page shows after a write is the console's own
// words, once: a write's redirect carries the id of a one-time note of the
// session, never the words. A link with words of its own (`?done=<text>`)
// shows no notice on any page that has one, so a crafted link cannot make the
// console's status banner say what it never said; an id shows its notice in
// its own session only, and a reload shows the page without it.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { createTestContext, type TestContext } from '../helpers/context.ts';
import { consoleWorld, signInConsole, type ConsoleBrowser, type ConsoleWorld } from './browser.ts';
import { teamMember } from '../team/world.ts';

let ctx: TestContext;
let world: ConsoleWorld;
let staff: ConsoleBrowser;
let other: ConsoleBrowser;

before(async () => {
  ctx = await createTestContext({ SUBMISSION_WAIT_MS: '100' });
  world = await consoleWorld(ctx);
  staff = await signInConsole(ctx, world.admin);
  other = await signInConsole(ctx, await teamMember(ctx, 'administrator'));
});
after(() => ctx?.close());

const get = (browser: ConsoleBrowser, url: string) => ctx.admin.inject({ method: 'GET', url, headers: { cookie: browser.cookie } });
const post = (url: string, form: Record<string, string>) =>
  ctx.admin.inject({
    method: 'POST',
    url,
    headers: { cookie: staff.cookie, 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ _csrf: staff.csrf, ...form }).toString(),
  });
const statusBanner = (html: string) => /<div class="alert ok" role="status">([^<]*)<\/div>/.exec(html)?.[1] ?? null;

/** The pages that show a write's notice, by a record of the world. */
const pages = () => [
  `/console/orders/${world.ids.orderNumber}`,
  `/console/submissions/${world.submissionId}`,
  `/console/webhooks/${world.deliveryId}`,
];

test('words in ?done= are never shown: every page with a notice renders without one', async () => {
  const crafted = ['Security alert: re-enter your password at https://evil.example/login', 'Saved.', 'A'.repeat(32), '<b>bold</b>'];
  for (const path of pages()) {
    for (const words of crafted) {
      const res = await get(staff, `${path}?done=${encodeURIComponent(words)}`);
      assert.equal(res.statusCode, 200, `${path}: ${res.body.slice(0, 300)}`);
      assert.equal(statusBanner(res.body), null, `${path} showed ${words}`);
      assert.doesNotMatch(res.body, /evil\.example/);
    }
  }
});

test("a write's notice is shown once, in its own session: a reload and another session's browser see none", async () => {
  const orderNumber = world.ids.orderNumber!;
  const written = await post(`/console/orders/${orderNumber}/status`, { status: 'ON_HOLD' });
  assert.equal(written.statusCode, 303, written.body.slice(0, 300));
  const location = String(written.headers.location);
  assert.match(location, new RegExp(`^/console/orders/${orderNumber}\\?done=[A-Za-z0-9_-]{32}$`));
  assert.doesNotMatch(location, /Status/);

  assert.equal(statusBanner((await get(other, location)).body), null, "another session's browser sees no notice");
  assert.equal(statusBanner((await get(staff, location)).body), 'Status set to ON_HOLD.');
  assert.equal(statusBanner((await get(staff, location)).body), null, 'a reload shows the page without it');
});

test('a redelivery notice travels the same way', async () => {
  const redelivered = await post(`/console/webhooks/${world.deliveryId}/redeliver`, {});
  assert.equal(redelivered.statusCode, 303, redelivered.body.slice(0, 300));
  const to = String(redelivered.headers.location);
  assert.match(to, /^\/console\/webhooks\/\d+\?done=[A-Za-z0-9_-]{32}$/);
  assert.match(statusBanner((await get(staff, to)).body) ?? '', /^Redelivery \d+ queued \(same event id\)\.$/);
  assert.equal(statusBanner((await get(staff, to)).body), null);
});
