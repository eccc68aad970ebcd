// orders.uploadArtwork over real HTTP: the partner API and the storage host
// each listen on port 0, and the SDK reserves, PUTs the bytes to the storage
// host and attaches. The client's fetch is wrapped to see what each PUT
// carried, to move the service's clock past the URL's minute (a real stale
// URL, refused by the storage host itself), or to play a storage failure.
import assert from 'node:assert/strict';
import { createHash, randomBytes } from 'node:crypto';
import { inspect } from 'node:util';
import { after, before, test } from 'node:test';
import { createServer as createHttpsServer } from 'node:https';
import type { AddressInfo } from 'node:net';
import { ConflictError, NotFoundError, PartnerClient, UploadError } from '../../sdk/src/index.ts';
import { storageTransport } from '../../sdk/src/transport.ts';
import { buildMtlsApp } from '../../src/app/hosts/mtls.ts';
import { startStorageHost, type RunningStorageHost } from '../../src/app/hosts/storage.ts';
import { generateServerIdentity } from '../../src/identity/mtls/server-identity.ts';
import { createTestContext, type TestContext, type TestPartner } from '../helpers/context.ts';
import { makeCert } from '../identity/mtls/certs.ts';
import { eventually } from '../identity/mtls/tls-client.ts';
import { order } from '../orders/fixtures.ts';
import { listen, sdkClient } from './fixtures.ts';

let ctx: TestContext;
let partner: TestPartner;
let baseUrl: string;
let storage: RunningStorageHost;

before(async () => {
  ctx = await createTestContext({ MTLS_TRUSTSTORE_POLL_MS: '40' });
  partner = await ctx.partner();
  storage = (await startStorageHost(ctx.platform, 0))!;
  baseUrl = await listen(ctx);
});
after(async () => {
  await storage.close();
  await ctx.close();
});

interface Put {
  url: string;
  headers: Headers;
}

/** What happens to a PUT to storage: sent as is, after the clock moved past the URL's minute, or answered here. */
type PutPlan = (url: string, n: number) => 'send' | 'stale' | Response | Error;

/** A client whose fetch records each PUT and plays `plan` for it; `hooks` records the URLs its hooks were shown. */
function uploader(plan: PutPlan = () => 'send') {
  const puts: Put[] = [];
  const hooks: string[] = [];
  const sent: string[] = [];
  const { client } = sdkClient(ctx, baseUrl, partner, {
    onRequest: (r) => void hooks.push(r.url),
    onResponse: (r) => void hooks.push(r.url),
    fetch: async (url, init) => {
      sent.push(`${init.method} ${new URL(url).pathname}`);
      if (init.method !== 'PUT') return fetch(url, init);
      puts.push({ url, headers: new Headers(init.headers) });
      const action = plan(url, puts.length);
      if (action instanceof Response) return action;
      if (action instanceof Error) throw action;
      if (action === 'stale') ctx.clock.advance(61_000);
      return fetch(url, init);
    },
  });
  return { client, sent, puts, hooks };
}

async function newLine() {
  const placed = await order(ctx, partner.siteIds[0]!);
  return { orderNumber: placed.orderNumber, itemNumber: placed.lines[0]!.itemNumber };
}

const md5 = (bytes: Uint8Array) => createHash('md5').update(bytes).digest('hex');

test('uploadArtwork reserves, PUTs the bytes to storage with the bound Content-Type and no token, and attaches them', async () => {
  const line = await newLine();
  const { client, sent, puts, hooks } = uploader();
  const bytes = randomBytes(256 * 1024);
  const attached = await client.orders.uploadArtwork(line.orderNumber, line.itemNumber, {
    fileName: 'front.pdf',
    content: bytes,
    contentType: 'application/pdf',
  });
  assert.deepEqual(attached, { ...line, fileName: 'front.pdf', fileSize: bytes.length, md5: md5(bytes), active: true });

  assert.equal(puts.length, 1);
  assert.ok(puts[0]!.url.startsWith(storage.url), 'the PUT goes to the storage host, not the API');
  assert.equal(puts[0]!.headers.get('content-type'), 'application/pdf', 'exactly the bound type');
  assert.equal(puts[0]!.headers.get('authorization'), null, 'the access token stays with the API');
  const item = `/v1/orders/${line.orderNumber}/items/${line.itemNumber}`;
  assert.deepEqual(
    sent.filter((s) => !s.includes('/oauth2/token')),
    [`POST ${item}/artwork/upload-url`, `PUT ${new URL(puts[0]!.url).pathname}`, `POST ${item}/artwork`],
  );
  assert.ok(!hooks.some((url) => url.startsWith(storage.url)), 'the hooks are never shown the signed URL');

  // Read back from the line itself: the file storage holds is the bytes sent.
  const detail = await ctx.platform.orders.admin.lines.detail(line.orderNumber, line.itemNumber);
  // Staff's read of the line: the file as stored, with the link staff open it by.
  assert.deepEqual(
    detail.printFiles.map(({ link, ...file }: { link: string | null }) => ({ ...file, linked: typeof link === 'string' })),
    [{ fileName: 'front.pdf', fileSize: bytes.length, md5: md5(bytes), active: true, linked: true }],
  );
  client.close();
});

test('with no contentType none is bound and none is sent (not even a Blob’s own type); a string goes as UTF-8', async () => {
  const line = await newLine();
  const { client, puts } = uploader();
  const blobBytes = randomBytes(1000);
  const fromBlob = await client.orders.uploadArtwork(line.orderNumber, line.itemNumber, {
    fileName: 'back.png',
    content: new Blob([blobBytes], { type: 'image/png' }),
  });
  assert.equal(fromBlob.md5, md5(blobBytes));
  assert.equal(fromBlob.fileSize, 1000);
  const text = 'Préface: épreuve\n';
  const fromText = await client.orders.uploadArtwork(line.orderNumber, line.itemNumber, { fileName: 'notes.txt', content: text });
  assert.equal(fromText.md5, md5(Buffer.from(text, 'utf8')));
  assert.deepEqual(
    puts.map((p) => p.headers.get('content-type')),
    [null, null],
  );
  const detail = await ctx.platform.orders.admin.lines.detail(line.orderNumber, line.itemNumber);
  assert.deepEqual(
    detail.printFiles.map((f) => f.fileName),
    ['back.png', 'notes.txt'],
    'files accumulate',
  );
  client.close();
});

test('a URL gone stale (storage answers 403) is replaced once by a fresh reservation; stale twice is an UploadError', async () => {
  const line = await newLine();
  const once = uploader((_, n) => (n === 1 ? 'stale' : 'send'));
  const bytes = randomBytes(4096);
  const attached = await once.client.orders.uploadArtwork(line.orderNumber, line.itemNumber, {
    fileName: 'slow.pdf',
    content: bytes,
    contentType: 'application/pdf',
  });
  assert.equal(attached.md5, md5(bytes));
  assert.equal(once.puts.length, 2);
  assert.notEqual(once.puts[0]!.url, once.puts[1]!.url, 'the second PUT is to a fresh URL');
  assert.equal(once.sent.filter((s) => s.endsWith('/upload-url')).length, 2);
  assert.equal(once.sent.filter((s) => s.endsWith('/artwork')).length, 1);
  once.client.close();

  const always = uploader(() => 'stale');
  const error = await always.client.orders
    .uploadArtwork(line.orderNumber, line.itemNumber, { fileName: 'never.pdf', content: bytes, contentType: 'application/pdf' })
    .catch((e: unknown) => e);
  assert.ok(error instanceof UploadError, String(error));
  assert.equal(error.status, 403);
  assert.match(error.detail, /expired/);
  assert.equal(always.puts.length, 2, 'one retry, no more');
  assert.equal(always.sent.filter((s) => s.endsWith('/artwork')).length, 0, 'nothing attached');
  always.client.close();
});

test('a line that takes no artwork (cancelled, or none such) answers the API’s typed error, and nothing is PUT', async () => {
  const line = await newLine();
  await ctx.platform.orders.admin.lines.cancel(line.orderNumber, line.itemNumber, 'test');
  const { client, puts } = uploader();
  const upload = { fileName: 'a.pdf', content: 'x', contentType: 'application/pdf' };
  const cancelled = await client.orders.uploadArtwork(line.orderNumber, line.itemNumber, upload).catch((e: unknown) => e);
  assert.ok(cancelled instanceof ConflictError, String(cancelled));
  assert.equal(cancelled.code, 'order_item_cancelled');
  const missing = await client.orders.uploadArtwork(line.orderNumber, line.itemNumber + 1000, upload).catch((e: unknown) => e);
  assert.ok(missing instanceof NotFoundError, String(missing));
  assert.equal(missing.code, 'order_item_not_found');
  assert.equal(puts.length, 0);
  client.close();
});

test('the signed URL is in no part of an UploadError, even when storage or the connection quotes it back', async () => {
  const line = await newLine();
  // An S3-style refusal that quotes the request, signature and all.
  const echo = uploader(
    (url) =>
      new Response(
        `<?xml version="1.0"?><Error><Code>InternalError</Code><Message>We could not store ${url}</Message><Signature>${new URL(url).searchParams.get('X-Signature')}</Signature><Request>${url}</Request></Error>`,
        { status: 500, headers: { 'content-type': 'application/xml' } },
      ),
  );
  const refused = await echo.client.orders
    .uploadArtwork(line.orderNumber, line.itemNumber, { fileName: 'a.pdf', content: 'x', contentType: 'application/pdf' })
    .catch((e: unknown) => e);
  assert.ok(refused instanceof UploadError, String(refused));
  assert.equal(refused.status, 500);
  assert.match(refused.message, /storage answered 500: InternalError: We could not store \[redacted\]/);
  const dropped = uploader((url) => new Error(`connect ECONNRESET while sending to ${url}`));
  const unanswered = await dropped.client.orders
    .uploadArtwork(line.orderNumber, line.itemNumber, { fileName: 'b.pdf', content: 'x' })
    .catch((e: unknown) => e);
  assert.ok(unanswered instanceof UploadError, String(unanswered));
  assert.equal(unanswered.status, undefined);
  assert.match(unanswered.message, /no answer: connect ECONNRESET while sending to \[redacted\]/);

  for (const [error, puts] of [
    [refused, echo.puts],
    [unanswered, dropped.puts],
  ] as const) {
    const url = puts[0]!.url;
    const signature = new URL(url).searchParams.get('X-Signature')!;
    for (const text of [
      String(error),
      error.message,
      error.detail,
      error.stack ?? '',
      inspect(error, { depth: 5 }),
      JSON.stringify(error),
    ]) {
      assert.ok(!text.includes(signature), `the signature is not in: ${text}`);
      assert.ok(!text.includes(new URL(url).search), `the query is not in: ${text}`);
    }
  }
  echo.client.close();
  dropped.client.close();
});

test('on the mTLS host the same call uploads: the certificate authenticates the API calls, the PUT goes to storage', async () => {
  const server = await generateServerIdentity();
  const mtls = await buildMtlsApp(ctx.platform, server);
  await mtls.listen({ host: '127.0.0.1', port: 0 });
  const site = partner.siteIds[0]!;
  const created = await ctx.adminCall({
    method: 'POST',
    url: '/admin/partners',
    payload: { name: 'mTLS uploader', authMethod: 'MTLS', capabilities: ['orders:read', 'orders:write'], siteIds: [site] },
  });
  assert.equal(created.statusCode, 201, created.body);
  const leaf = await makeCert({ kind: 'rsa2048' });
  const registered = await ctx.adminCall({
    method: 'POST',
    url: `/admin/partners/${created.json().partnerId}/certificates`,
    payload: { pem: leaf.certPem },
  });
  assert.equal(registered.statusCode, 201, registered.body);
  const client = new PartnerClient({
    baseUrl: `https://127.0.0.1:${(mtls.server.address() as AddressInfo).port}`,
    certificate: { cert: leaf.certPem, key: leaf.keyPem, ca: server.cert, servername: 'localhost' },
    maxRetries: 0,
  });
  try {
    // The truststore follows the back office within a poll interval.
    await eventually(() => client.me());
    const placed = await order(ctx, site);
    const bytes = randomBytes(50_000);
    const attached = await client.orders.uploadArtwork(placed.orderNumber, placed.lines[0]!.itemNumber, {
      fileName: 'mtls.pdf',
      content: bytes,
      contentType: 'application/pdf',
    });
    assert.deepEqual([attached.fileSize, attached.md5], [bytes.length, md5(bytes)]);
  } finally {
    client.close();
    await mtls.close();
  }
});

test("the mTLS client's storage transport offers no client certificate, and trusts the CA given for the API's server", async () => {
  const identity = await generateServerIdentity();
  const leaf = await makeCert({ kind: 'rsa2048' });
  const offered: boolean[] = [];
  // A storage host over TLS that asks every client for a certificate (accepting none), as a strict proxy might.
  const host = createHttpsServer({ key: identity.key, cert: identity.cert, requestCert: true, rejectUnauthorized: false }, (req, res) => {
    offered.push(Object.keys((req.socket as import('node:tls').TLSSocket).getPeerCertificate()).length > 0);
    req.resume();
    req.on('end', () => res.writeHead(200).end());
  });
  await new Promise<void>((resolve) => host.listen(0, '127.0.0.1', resolve));
  const url = `https://127.0.0.1:${(host.address() as AddressInfo).port}/o/key?X-Signature=s`;
  const put = (transport: ReturnType<typeof storageTransport>) =>
    transport({ method: 'PUT', url, headers: {}, body: new Uint8Array([1, 2, 3]), signal: AbortSignal.timeout(5000) });
  const trusting = storageTransport({ cert: leaf.certPem, key: leaf.keyPem, ca: identity.cert });
  const publicOnly = storageTransport({ cert: leaf.certPem, key: leaf.keyPem });
  try {
    assert.equal((await put(trusting)).status, 200);
    assert.deepEqual(offered, [false], 'the client certificate is for the API alone');
    await assert.rejects(put(publicOnly), /self[- ]signed|unable to verify|certificate/i, 'the public CAs do not vouch for a private one');
  } finally {
    trusting.close();
    publicOnly.close();
    host.closeAllConnections();
    await new Promise((resolve) => host.close(resolve));
  }
});
