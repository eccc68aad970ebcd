// The order page lists each line's print files and proof files, each a
// download link the admin API minted (our storage signer's), opened without
// an opener or a referrer; names are escaped. Followed from the page, a link
// answers the stored bytes.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { withStorageHost } from '../helpers/storage-host.ts';
import { attachArtwork, order } from '../orders/fixtures.ts';
import { teamMember } from '../team/world.ts';
import { consoleRequests, signInConsole } from './browser.ts';

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
