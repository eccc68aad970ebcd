// The order page lists each line's print files and proof files, each a
// download link the admin API minted (our storage signer's), opened without
// an opener or a referrer; names are escaped. Followed from the page, a link
// answers the stored bytes.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { withStorageHost } from '../helpers/storage-host.ts';
import { attachArtwork, lineUrl, order, pendingReview } from '../orders/fixtures.ts';
import { teamMember } from '../team/world.ts';
import { consoleRequests, signInConsole, tokenForms, type ConsoleBrowser } from './browser.ts';

const world = withStorageHost();
const HOSTILE = '<img src=x onerror=alert(1)>&"proof\'.pdf';

/** The page's links to the storage host: href (as a browser reads it), rel and text. */
function fileLinks(html: string) {
  return [...html.matchAll(/<a href="([^"]*)"([^>]*)>([^<]*)<\/a>/g)]
    .map((m) => ({ href: m[1]!.replaceAll('&amp;', '&'), attrs: m[2]!, text: m[3]! }))
    .filter((a) => a.href.startsWith(world.storage.url));
}

test('the order page links every print file and proof file of every line; a link downloads the bytes', async () => {
  const placed = await order(world.ctx, world.partner.siteIds[0]!, { lines: 2 });
  const [first, second] = placed.lines.map((l) => l.itemNumber) as [number, number];
  // The first line only has artwork (no proof flow); the second has artwork and two proof revisions, one archived.
  await attachArtwork(world.ctx, world.partner.token, placed.orderNumber, first, 'front.pdf', '%PDF front');
  await attachArtwork(world.ctx, world.partner.token, placed.orderNumber, second, 'back.pdf', '%PDF back');
  const lines = world.ctx.platform.orders.admin.lines;
  const proof = (name: string, text: string) =>
    lines.publishProof(placed.orderNumber, second, { name, content: Buffer.from(text), contentType: 'application/pdf' }, 'test');
  const v1 = await proof('proof-v1.pdf', '%PDF proof one');
  await proof(HOSTILE, '%PDF proof two');
  await lines.archiveProofFile(v1.proofFiles[0]!.fileId, 'test');

  // Support reads: every role sees the files.
  const browser = await signInConsole(world.ctx, await teamMember(world.ctx, 'support'));
  const res = await consoleRequests(world.ctx, browser).get(`/console/orders/${placed.orderNumber}`);
  assert.equal(res.statusCode, 200, res.body.slice(0, 300));
  const links = fileLinks(res.body);
  assert.deepEqual(
    links.map((a) => a.text),
    ['front.pdf', 'back.pdf', '&lt;img src=x onerror=alert(1)&gt;&amp;&quot;proof&#39;.pdf'],
    'print files of both lines, then the live proof file (the archived one has no link)',
  );
  for (const a of links) assert.match(a.attrs, /^ rel="noopener noreferrer"$/, a.text);
  assert.ok(!res.body.includes('<img src=x'), 'the hostile name is escaped');
  assert.match(res.body, /proof-v1\.pdf <span class="badge">archived<\/span>/, 'the archived file is listed, unlinked');
  const bodies = await Promise.all(links.map(async (a) => (await fetch(a.href)).text()));
  assert.deepEqual(bodies, ['%PDF front', '%PDF back', '%PDF proof two']);
});

/** Posts the page's proof form of a line as a browser submits it: its fields as they stand (a checkbox only when checked), and a file. */
async function publishFromPage(html: string, itemNumber: number, browser: ConsoleBrowser, file: string, uncheck = false) {
  const form = tokenForms(html, browser.csrf).find((f) => f.action.endsWith(`/items/${itemNumber}/proofs`))!;
  assert.equal(form.enctype, 'multipart/form-data');
  const data = new FormData();
  for (const f of form.fields) {
    if (f.type === 'file') data.append(f.name, new Blob([`%PDF ${file}`], { type: 'application/pdf' }), file);
    else if (f.type !== 'checkbox' || (f.checked && !uncheck)) data.append(f.name, f.value);
  }
  const request = new Request('http://console.test/', { method: 'POST', body: data });
  return world.ctx.admin.inject({
    method: 'POST',
    url: form.action,
    headers: { cookie: browser.cookie, 'content-type': request.headers.get('content-type')! },
    payload: Buffer.from(await request.arrayBuffer()),
  });
}

test('the proof form publishes visible to the partner by default; unchecked, the file is staff-only and asks the partner nothing', async () => {
  const placed = await order(world.ctx, world.partner.siteIds[0]!);
  const item = placed.lines[0]!.itemNumber;
  await pendingReview(world.ctx, placed.orderNumber, item);
  const proofUrl = `${lineUrl(placed.orderNumber, item)}/proof`;
  const partnerProof = async () => (await world.ctx.call(world.partner.token, { method: 'GET', url: proofUrl })).json();
  const declined = await world.ctx.call(world.partner.token, {
    method: 'POST',
    url: `${proofUrl}/decline`,
    payload: { reason: 'TYPO' },
    headers: { 'content-type': 'application/json' },
  });
  assert.equal(declined.statusCode, 200, declined.body);
  const browser = await signInConsole(world.ctx, await teamMember(world.ctx, 'operations'));
  const requests = consoleRequests(world.ctx, browser);
  const orderPage = `/console/orders/${placed.orderNumber}`;

  // The form as it stands: the box is checked and says what either choice does.
  const page = (await requests.get(orderPage)).body;
  const form = tokenForms(page, browser.csrf).find((f) => f.action.endsWith(`/items/${item}/proofs`))!;
  assert.equal(form.fields.find((f) => f.name === 'consumerVisible')?.checked, true, 'visible by default, as the admin API');
  assert.match(form.text, /Visible to the partner/);
  assert.match(form.text, /Unchecked, it is kept for staff only: the partner never sees it/);
  const published = await publishFromPage(page, item, browser, 'proof-v2.pdf');
  assert.equal(published.statusCode, 303, published.body.slice(0, 300));
  const reviewed = await partnerProof();
  assert.equal(reviewed.proofStatus, 'PENDING_REVIEW');
  assert.deepEqual(
    reviewed.files.map((f: { name: string; active: boolean }) => [f.name, f.active]),
    [
      ['proof-v1.pdf', false],
      ['proof-v2.pdf', true],
    ],
    'the partner reviews the revision just published',
  );

  // Unchecked: kept for staff, the partner's current revision and status unchanged; the page marks it.
  const hidden = await publishFromPage((await requests.get(orderPage)).body, item, browser, 'preflight.pdf', true);
  assert.equal(hidden.statusCode, 303, hidden.body.slice(0, 300));
  assert.deepEqual(await partnerProof(), reviewed);
  const shown = (await requests.get(orderPage)).body;
  assert.match(shown, /proof-v2\.pdf<\/a> <span class="badge ok">current<\/span> /);
  assert.match(shown, /preflight\.pdf<\/a> <span class="badge warn">hidden from the partner<\/span> /);
  assert.doesNotMatch(shown, /preflight\.pdf<\/a> <span class="badge ok">current/);
  assert.doesNotMatch(shown, /the partner sees no current proof revision/);
});

test('a line waiting on review with no revision the partner can see is said so on the order page', async () => {
  const placed = await order(world.ctx, world.partner.siteIds[0]!);
  const item = placed.lines[0]!.itemNumber;
  const lines = world.ctx.platform.orders.admin.lines;
  await lines.publishProof(
    placed.orderNumber,
    item,
    { name: 'staff.pdf', content: Buffer.from('%PDF'), contentType: 'application/pdf', consumerVisible: false },
    'test',
  );
  const browser = await signInConsole(world.ctx, await teamMember(world.ctx, 'support'));
  const page = async () => (await consoleRequests(world.ctx, browser).get(`/console/orders/${placed.orderNumber}`)).body;
  assert.doesNotMatch(await page(), /the partner sees no current proof revision/);
  // A status set by hand, with nothing for the partner to read.
  await lines.setProofStatus(placed.orderNumber, item, 'PENDING_REVIEW', 'test');
  assert.match(await page(), /Waiting on the partner's review, but the partner sees no current proof revision/);
});
