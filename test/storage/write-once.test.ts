// Write-once on the local storage host under racing and interrupted uploads,
// through real sockets: of PUTs racing for one key exactly one is stored,
// an upload its client cuts off leaves nothing behind (not even what keeps
// the key), and the MD5 a reader gets is always that of the bytes stored.
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { mkdirSync, utimesSync, writeFileSync, rmSync } from 'node:fs';
import { dirname } from 'node:path';
import { Readable } from 'node:stream';
import { test } from 'node:test';
import { ObjectExists, STALE_CLAIM_MS } from '../../src/storage/local-disk.ts';
import { withBareHost, headerOf, rawConnection, requestsArrived, statusOf } from './bare-host.ts';

const md5 = (bytes: Buffer | string) => createHash('md5').update(bytes).digest('hex');

// Kept alive: a host that closed on a 409 with the body unread would reset the connection, and the reset can
// overtake the answer.
function putHead(target: string, length: number): string {
  return `PUT ${target} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Length: ${length}\r\n\r\n`;
}

test("racing PUTs of one key: exactly one 200, the rest 409, and the stored bytes and ETag are the winner's", () =>
  withBareHost(async (host) => {
    const key = 'artwork/1/1/rsv_race/file.pdf';
    const target = host.target('PUT', key);
    const bodies = Array.from({ length: 12 }, (_, i) => Buffer.from(`${'#'.repeat(4096)} body of writer ${i}`));
    const arrived = requestsArrived(host.server, bodies.length);
    // Every request is under way, half its body sent, before any of them can finish.
    const connections = bodies.map((body) => {
      const c = rawConnection(host.port);
      c.socket.write(putHead(target, body.length));
      c.socket.write(body.subarray(0, body.length / 2));
      return c;
    });
    await arrived;
    connections.forEach((c, i) => c.socket.write(bodies[i]!.subarray(bodies[i]!.length / 2)));
    const answers = await Promise.all(connections.map((c) => c.answer));
    const statuses = answers.map(statusOf);
    assert.deepEqual(host.entries.map((e) => e.status).sort(), [200, ...Array(bodies.length - 1).fill(409)], JSON.stringify(host.entries));
    assert.equal(statuses.filter((s) => s === 200).length, 1, `statuses: ${statuses.join(' ')}`);
    assert.equal(statuses.filter((s) => s === 409).length, bodies.length - 1, `statuses: ${statuses.join(' ')}`);
    const winner = statuses.indexOf(200);
    assert.equal(headerOf(answers[winner]!, 'etag'), `"${md5(bodies[winner]!)}"`);
    const stored = await fetch(`${host.base}${host.target('GET', key)}`);
    assert.equal(stored.status, 200);
    assert.equal(stored.headers.get('etag'), `"${md5(bodies[winner]!)}"`);
    assert.deepEqual(Buffer.from(await stored.arrayBuffer()), bodies[winner]);
    const name = host.disk.pathOf(key)!.split('/').at(-1)!;
    assert.deepEqual(host.files().sort(), [name, `${name}.md5`], 'no temporary file or claim is left');
  }));

test('an upload its client cuts off midway is logged 499 client_closed, leaves nothing behind, and the key can be uploaded after', () =>
  withBareHost(async (host) => {
    const key = 'artwork/1/1/rsv_cut/file.pdf';
    const target = host.target('PUT', key);
    const { socket, answer } = rawConnection(host.port);
    const logged = host.nextEntry((e) => e.key === key);
    socket.write(putHead(target, 1_000_000));
    socket.write(Buffer.alloc(64 * 1024, 1));
    // Cut once the bytes are on their way to disk.
    while (!host.files().some((name) => name.startsWith('.upload-'))) await new Promise((done) => setImmediate(done));
    socket.resetAndDestroy();
    await answer;
    const entry = await logged;
    assert.deepEqual(entry, { method: 'PUT', key, status: 499, reason: 'client_closed' });
    assert.deepEqual(host.files(), [], 'no object, temporary file or claim is left');
    const body = Buffer.from('the whole file this time');
    const retry = await fetch(`${host.base}${target}`, { method: 'PUT', body });
    assert.equal(retry.status, 200, await retry.text());
    const stored = await fetch(`${host.base}${host.target('GET', key)}`);
    assert.deepEqual(Buffer.from(await stored.arrayBuffer()), body);
  }));

test('a claim on a key refuses other writers until it is older than any upload can last, then it is taken over', () =>
  withBareHost(async (host) => {
    const key = 'proofs/1/1/claimed/proof.pdf';
    const claim = `${host.disk.pathOf(key)!}.claim`;
    mkdirSync(dirname(claim), { recursive: true });
    writeFileSync(claim, '');
    await assert.rejects(host.disk.write(key, Readable.from([Buffer.from('second')])), ObjectExists);
    const put = await fetch(`${host.base}${host.target('PUT', key)}`, { method: 'PUT', body: 'over HTTP' });
    assert.equal(put.status, 409);
    // Its writer died with the process: past the stale age the key is writable again.
    const past = new Date(Date.now() - STALE_CLAIM_MS - 60_000);
    utimesSync(claim, past, past);
    assert.deepEqual(await host.disk.write(key, Readable.from([Buffer.from('after')])), { size: 5, md5: md5('after') });
    assert.ok(!host.files().some((name) => name.endsWith('.claim')), 'the claim goes with the write');
  }));

test('an object whose .md5 is missing or torn is reported with the MD5 of its bytes', () =>
  withBareHost(async (host) => {
    const key = 'proofs/1/1/sidefile/proof.pdf';
    const bytes = Buffer.from('%PDF the bytes');
    await host.disk.write(key, Readable.from([bytes]));
    const side = `${host.disk.pathOf(key)!}.md5`;
    for (const damage of [() => rmSync(side), () => writeFileSync(side, md5(bytes).slice(0, 7))]) {
      damage();
      assert.deepEqual(await host.disk.head(key), { size: bytes.length, md5: md5(bytes) });
      const head = await fetch(`${host.base}${host.target('GET', key)}`, { method: 'HEAD' });
      assert.equal(head.headers.get('etag'), `"${md5(bytes)}"`);
    }
  }));
