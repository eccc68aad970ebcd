// A proof or preview staff publish may be a print-ready file of up to 12 MB,
// through every surface staff use: the admin API (base64 in JSON), the
// console's upload form and the CLI. One byte more is a 400 naming the field,
// nothing stored; the stored bytes are the sent ones.
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, test } from 'node:test';
import { MAX_STAFF_FILE_BYTES } from '../../../src/orders/admin/schemas.ts';
import { inProcessCli } from '../../helpers/cli.ts';
import { assertProblem } from '../../helpers/problems.ts';
import { withStorageHost } from '../../helpers/storage-host.ts';
import { teamMember } from '../../team/world.ts';
import { signInConsole } from '../../console/browser.ts';
import { order } from '../fixtures.ts';

const world = withStorageHost();
const dir = mkdtempSync(join(tmpdir(), 'staff-file-size-'));
after(() => rmSync(dir, { recursive: true, force: true }));

const linePath = async () => {
  const placed = await order(world.ctx, world.partner.siteIds[0]!);
  return {
    orderNumber: placed.orderNumber,
    item: placed.lines[0]!.itemNumber,
    path: `/admin/orders/${placed.orderNumber}/items/${placed.lines[0]!.itemNumber}`,
  };
};

/** The bytes behind a file's signed link. */
const download = async (link: string | null) => {
  assert.ok(link, 'a link');
  const res = await fetch(link);
  assert.equal(res.status, 200);
  return Buffer.from(await res.arrayBuffer());
};

test('the admin API takes a proof of exactly the largest size and stores its bytes; one byte more is a 400 on contentBase64', async () => {
  const line = await linePath();
  const largest = randomBytes(MAX_STAFF_FILE_BYTES);
  const published = await world.ctx.adminCall({
    method: 'POST',
    url: `${line.path}/proof-files`,
    payload: { name: 'print-ready.pdf', contentBase64: largest.toString('base64'), contentType: 'application/pdf' },
  });
  assert.equal(published.statusCode, 201, published.body.slice(0, 300));
  const files = published.json().proofFiles as Array<{ link: string | null; size?: number }>;
  assert.equal(files.length, 1);
  assert.ok((await download(files[0]!.link)).equals(largest), 'the stored bytes are the sent ones');

  for (const url of [`${line.path}/proof-files`, `${line.path}/proof-visual`]) {
    const over = randomBytes(MAX_STAFF_FILE_BYTES + 1).toString('base64');
    const res = await world.ctx.adminCall({
      method: url.endsWith('visual') ? 'PUT' : 'POST',
      url,
      payload: { name: 'too-large.pdf', contentBase64: over, contentType: 'application/pdf' },
    });
    const problem = assertProblem(res, 400, 'invalid_request');
    assert.match(JSON.stringify(problem), /contentBase64/, url);
  }
  const after = await world.ctx.adminCall({ method: 'GET', url: line.path });
  assert.equal(after.json().proofFiles.length, 1, 'nothing stored by the refused requests');

  const visual = randomBytes(MAX_STAFF_FILE_BYTES);
  const set = await world.ctx.adminCall({
    method: 'PUT',
    url: `${line.path}/proof-visual`,
    payload: { contentBase64: visual.toString('base64'), contentType: 'image/png' },
  });
  assert.equal(set.statusCode, 200, set.body.slice(0, 300));
});

test("the console's upload form publishes a proof of 9 MiB", async () => {
  const line = await linePath();
  const browser = await signInConsole(world.ctx, await teamMember(world.ctx, 'operations'));
  const bytes = randomBytes(9 * 1024 * 1024);
  const data = new FormData();
  data.append('_csrf', browser.csrf);
  data.append('file', new Blob([bytes], { type: 'application/pdf' }), 'proof-9mib.pdf');
  data.append('consumerVisible', 'true');
  const request = new Request('http://console.test/', { method: 'POST', body: data });
  const res = await world.ctx.admin.inject({
    method: 'POST',
    url: `/console/orders/${line.orderNumber}/items/${line.item}/proofs`,
    headers: { cookie: browser.cookie, 'content-type': request.headers.get('content-type')! },
    payload: Buffer.from(await request.arrayBuffer()),
  });
  assert.equal(res.statusCode, 303, res.body.slice(0, 500));
  const detail = (await world.ctx.adminCall({ method: 'GET', url: line.path })).json();
  assert.equal(detail.proofFiles.length, 1);
  assert.ok((await download(detail.proofFiles[0].link)).equals(bytes));
});

test('the CLI publishes a proof of 9 MiB from a file', async () => {
  const line = await linePath();
  const bytes = randomBytes(9 * 1024 * 1024);
  const file = join(dir, 'proof-cli.pdf');
  writeFileSync(file, bytes);
  const out = await inProcessCli(world.ctx.platform)(
    'orders',
    'proof',
    'publish',
    '--order',
    String(line.orderNumber),
    '--item',
    String(line.item),
    '--file',
    file,
  );
  assert.equal(out.code, 0, out.stderr);
  const detail = (await world.ctx.adminCall({ method: 'GET', url: line.path })).json();
  assert.ok((await download(detail.proofFiles[0].link)).equals(bytes));
});
