// Staff open a line's files: the admin line detail (and the CLI's --json,
// the same render) gives every print file and proof file a signed download
// link, minted as the partner's proof read mints its own. Each link is
// fetched from the storage host over HTTP and answers the stored bytes until
// it expires; an archived file, or a signer that fails, gives null.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { inProcessCli } from '../../helpers/cli.ts';
import { withStorageHost } from '../../helpers/storage-host.ts';
import { attachArtwork, lineUrl, order } from '../fixtures.ts';

const world = withStorageHost();
interface StaffFile {
  link: string | null;
  archived?: boolean;
}

const partnerCall = async (method: 'GET' | 'POST', url: string, payload?: object) => {
  const res = await world.ctx.call(world.partner.token, { method, url, ...(payload && { payload }) });
  assert.ok(res.statusCode < 300, `${method} ${url}: ${res.body}`);
  return res.json();
};
const adminCall = async (method: 'GET' | 'POST', url: string, payload?: object) => {
  const res = await world.ctx.adminCall({ method, url, ...(payload && { payload }) });
  assert.ok(res.statusCode < 300, `${method} ${url}: ${res.body}`);
  return res.json();
};

/** A line with a print file the partner uploaded through its signed URL and two proof revisions staff published. */
async function lineWithFiles() {
  const placed = await order(world.ctx, world.partner.siteIds[0]!);
  const item = placed.lines[0]!.itemNumber;
  const partnerLine = lineUrl(placed.orderNumber, item);
  await attachArtwork(world.ctx, world.partner.token, placed.orderNumber, item, 'front.pdf', '%PDF artwork bytes');
  const adminLine = `/admin/orders/${placed.orderNumber}/items/${item}`;
  for (const [name, text] of [
    ['proof-v1.pdf', '%PDF proof one'],
    ['proof-v2.pdf', '%PDF proof two'],
  ])
    await adminCall('POST', `${adminLine}/proof-files`, { name, contentBase64: Buffer.from(text).toString('base64') });
  return { orderNumber: placed.orderNumber, item, partnerLine, adminLine };
}

const bytesOf = async (link: string | null) => {
  assert.ok(link, 'a link');
  const res = await fetch(link);
  return { status: res.status, text: await res.text() };
};

test('the admin line detail links every print file and proof file; each link downloads the stored bytes', async () => {
  const line = await lineWithFiles();
  const detail = await adminCall('GET', line.adminLine);
  assert.equal(detail.printFiles.length, 1);
  assert.match(detail.printFiles[0].link, new RegExp(`^${world.storage.url}/o/artwork/.+X-Signature=`));
  assert.deepEqual(await bytesOf(detail.printFiles[0].link), { status: 200, text: '%PDF artwork bytes' });
  assert.deepEqual(await Promise.all(detail.proofFiles.map((f: StaffFile) => bytesOf(f.link))), [
    { status: 200, text: '%PDF proof one' },
    { status: 200, text: '%PDF proof two' },
  ]);
  // One signer: at the same instant the partner's proof read and the staff read hand out the same link.
  const proof = await partnerCall('GET', `${line.partnerLine}/proof`);
  assert.deepEqual(
    proof.files.map((f: StaffFile) => f.link),
    detail.proofFiles.map((f: StaffFile) => f.link),
  );
  // A write's answer is the same detail, links included; an archived file has none (as for the partner).
  const archived = await adminCall('POST', `/admin/proof-files/${detail.proofFiles[0].fileId}/archive`);
  assert.deepEqual(
    archived.proofFiles.map((f: StaffFile) => [f.archived, f.link === null]),
    [
      [true, true],
      [false, false],
    ],
  );
  // The CLI's --json is the same render.
  const cli = await inProcessCli(world.ctx.platform)(
    '--json',
    'orders',
    'line',
    'show',
    '--order',
    String(line.orderNumber),
    '--item',
    String(line.item),
  );
  assert.equal(cli.code, 0, cli.stderr);
  assert.deepEqual(await bytesOf(JSON.parse(cli.stdout).printFiles[0].link), { status: 200, text: '%PDF artwork bytes' });
});

test("a staff link expires as the partner's does (about five minutes); the next read mints a fresh one", async () => {
  const line = await lineWithFiles();
  const detail = await adminCall('GET', line.adminLine);
  world.ctx.clock.advance(299_000);
  assert.equal((await bytesOf(detail.printFiles[0].link)).status, 200);
  world.ctx.clock.advance(2_000);
  for (const link of [detail.printFiles[0].link, detail.proofFiles[1].link]) {
    const stale = await bytesOf(link);
    assert.equal(stale.status, 403);
    assert.match(stale.text, /expired/);
  }
  const fresh = await adminCall('GET', line.adminLine);
  assert.notEqual(fresh.printFiles[0].link, detail.printFiles[0].link);
  assert.deepEqual(await bytesOf(fresh.printFiles[0].link), { status: 200, text: '%PDF artwork bytes' });
});

test('a link that cannot be minted is null; the detail still answers', async () => {
  const line = await lineWithFiles();
  const signer = world.ctx.platform.orders.storage.storage;
  const original = signer.signedGetUrl;
  signer.signedGetUrl = async () => {
    throw new Error('signer down');
  };
  try {
    const detail = await adminCall('GET', line.adminLine);
    assert.deepEqual(
      [...detail.printFiles, ...detail.proofFiles].map((f: StaffFile) => f.link),
      [null, null, null],
    );
  } finally {
    signer.signedGetUrl = original;
  }
});
