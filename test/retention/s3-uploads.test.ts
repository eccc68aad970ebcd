// Retention on the S3 backend (s3rver in process on port 0): an expired
// reservation never attached is pruned with its object in the bucket; a
// recent one keeps its object.
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import { sql } from 'kysely';
import S3rver from 's3rver';
import { createTestContext, type TestContext, type TestPartner } from '../helpers/context.ts';
import { lineUrl, order } from '../orders/fixtures.ts';
import { backdate, daysAgo, remaining, runPass } from './fixtures.ts';

let server: S3rver;
let ctx: TestContext;
let partner: TestPartner;
const scratch = mkdtempSync(join(tmpdir(), 'pcapi-s3rver-'));

before(async () => {
  server = new S3rver({
    port: 0,
    address: '127.0.0.1',
    silent: true,
    directory: scratch,
    configureBuckets: [{ name: 'art', configs: [] }],
  });
  const { port } = (await server.run()) as unknown as { port: number };
  ctx = await createTestContext({
    STORAGE_BACKEND: 's3',
    S3_BUCKET: 'art',
    S3_ENDPOINT: `http://127.0.0.1:${port}`,
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
  });
  partner = await ctx.partner();
});
after(async () => {
  await ctx?.close();
  await server?.close();
  rmSync(scratch, { recursive: true, force: true });
});

test('an abandoned upload loses its object in the bucket; a recent one keeps it', async () => {
  const placed = await order(ctx, partner.siteIds[0]!);
  const url = lineUrl(placed.orderNumber, placed.lines[0]!.itemNumber);
  const storage = ctx.platform.orders.storage.storage;
  const reserve = async () => {
    const res = await ctx.call(partner.token, { method: 'POST', url: `${url}/artwork/upload-url`, payload: { fileName: 'back.pdf' } });
    assert.equal(res.statusCode, 200, res.body);
    const name = res.json().reservationName as string;
    const key = (await sql<{ k: string }>`SELECT object_key AS k FROM upload_reservations WHERE name = ${name}`.execute(ctx.platform.db))
      .rows[0]!.k;
    const put = await fetch(res.json().uploadUrl, { method: 'PUT', body: new Uint8Array(Buffer.from('%PDF-1.4 back')) });
    assert.equal(put.status, 200, await put.text());
    return { name, key };
  };
  const [abandoned, recent] = [await reserve(), await reserve()];
  await backdate(ctx, 'upload_reservations', 'expires_at', 'name', [abandoned.name], daysAgo(ctx, 30));
  const pass = await runPass(ctx);
  assert.equal(pass.pruned.uploads, 1);
  assert.equal(pass.objectsDeleted, 1);
  assert.deepEqual(await remaining(ctx, 'upload_reservations', 'name', [abandoned.name, recent.name]), [recent.name]);
  assert.equal(await storage.head(abandoned.key), null);
  assert.ok(await storage.head(recent.key));
});
