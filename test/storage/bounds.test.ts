// The storage host under pressure and at shutdown, through real sockets: past
// HTTP_MAX_IN_FLIGHT requests in progress a further one is refused at once,
// 503 in plain text with Retry-After (an upload's connection closed with it);
// once its shutdown step begins, a request on a kept-alive connection is
// refused 503 with `Connection: close` while an upload in progress finishes.
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { test } from 'node:test';
import { loadConfig } from '../../src/app/config.ts';
import { startStorageHost } from '../../src/app/hosts/storage.ts';
import type { Platform } from '../../src/app/platform.ts';
import { listenerStep } from '../../src/app/shutdown.ts';
import { ManualClock } from '../../src/clock.ts';
import { LocalDisk } from '../../src/storage/local-disk.ts';
import { LocalObjectStorage } from '../../src/storage/local-storage.ts';
import { exchange, headerOf, rawConnection, requestsArrived, signedTarget, statusOf, withBareHost } from './bare-host.ts';

const put = (target: string, length: number, rest = '') =>
  `PUT ${target} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Length: ${length}\r\n${rest}\r\n`;

test('past its requests in progress the host refuses at once, 503 SlowDown with Retry-After, and admits again once one ends', () =>
  withBareHost(
    async (host) => {
      const stored = 'artwork/1/1/rsv_f/a.pdf';
      await host.disk.write(stored, Readable.from([Buffer.from('bytes')]));
      const get = `GET ${host.target('GET', stored)} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n`;
      // An upload whose body is half sent holds the one place.
      const arrived = requestsArrived(host.server, 1);
      const upload = rawConnection(host.port);
      upload.socket.write(`${put(host.target('PUT', 'artwork/1/1/rsv_g/a.pdf'), 10)}12345`);
      await arrived;

      const refusedLine = host.nextEntry((entry) => entry.status === 503);
      const refusedGet = await exchange(host.port, get);
      assert.equal(statusOf(refusedGet), 503, refusedGet);
      assert.equal(headerOf(refusedGet, 'retry-after'), '1');
      assert.equal(headerOf(refusedGet, 'content-type'), 'text/plain; charset=utf-8');
      assert.match(refusedGet, /\r\n\r\nSlowDown: this host is at its limit of requests in progress/);
      assert.deepEqual(await refusedLine, { method: 'GET', key: '', status: 503, reason: 'in_flight' });

      // A refused upload's body is not read: its connection closes with the answer, and nothing is stored.
      const other = 'artwork/1/1/rsv_h/a.pdf';
      const refusedPut = await exchange(host.port, `${put(host.target('PUT', other), 5)}bytes`);
      assert.equal(statusOf(refusedPut), 503, refusedPut);
      assert.equal(headerOf(refusedPut, 'connection'), 'close');
      assert.equal(await host.disk.head(other), null);

      upload.socket.write('67890');
      assert.equal(statusOf(await upload.answer), 200);
      // The place is given back when the upload's response closes, a moment after its answer left.
      for (let tries = 0; ; tries++) {
        const again = await exchange(host.port, get);
        if (statusOf(again) === 200) break;
        assert.ok(tries < 100, `never admitted again: ${again}`);
        await new Promise((r) => setTimeout(r, 20));
      }
      upload.socket.destroy();
    },
    undefined,
    { maxInFlight: 1 },
  ));

test('with no bound set, requests in progress are not counted against one', () =>
  withBareHost(async (host) => {
    const arrived = requestsArrived(host.server, 2);
    const held = [rawConnection(host.port), rawConnection(host.port)];
    held.forEach(({ socket }, i) => socket.write(`${put(host.target('PUT', `artwork/1/1/rsv_n${i}/a.pdf`), 4)}ab`));
    await arrived;
    const answer = await exchange(host.port, `${put(host.target('PUT', 'artwork/1/1/rsv_n9/a.pdf'), 2, 'Connection: close\r\n')}ok`);
    assert.equal(statusOf(answer), 200, answer);
    for (const { socket } of held) socket.destroy();
  }));

/** The storage role as the binary starts it, over a folder of its own, with what it reads of a platform. */
async function storageRole(env: Record<string, string>) {
  const root = mkdtempSync(join(tmpdir(), 'pcapi-storage-role-'));
  const secret = Buffer.alloc(32, 5);
  const clock = new ManualClock(new Date());
  const config = loadConfig({ LOG_LEVEL: 'silent', HOST: '127.0.0.1', ...env });
  const local = new LocalObjectStorage(new LocalDisk(root), secret, 'http://127.0.0.1:1');
  const platform = { config, clock, orders: { storage: { local, secret } } } as unknown as Platform;
  const running = await startStorageHost(platform, 0);
  assert.ok(running);
  const base = running.url;
  const target = (method: 'PUT' | 'GET', key: string) => signedTarget(secret, base, clock, method, key);
  return {
    running,
    local,
    port: Number(new URL(base).port),
    target,
    cleanUp: async () => {
      running.server.closeAllConnections();
      await running.close();
      rmSync(root, { recursive: true, force: true });
    },
  };
}

test('the storage role takes HTTP_MAX_IN_FLIGHT as its bound', async () => {
  const role = await storageRole({ HTTP_MAX_IN_FLIGHT: '1' });
  try {
    const arrived = requestsArrived(role.running.server, 1);
    const upload = rawConnection(role.port);
    upload.socket.write(`${put(role.target('PUT', 'artwork/1/1/rsv_r/a.pdf'), 4)}ab`);
    await arrived;
    const refused = await exchange(role.port, `GET ${role.target('GET', 'artwork/1/1/rsv_r/b.pdf')} HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n`);
    assert.equal(statusOf(refused), 503, refused);
    assert.match(refused, /SlowDown: /);
    upload.socket.write('cd');
    assert.equal(statusOf(await upload.answer), 200);
    upload.socket.destroy();
  } finally {
    await role.cleanUp();
  }
});

test('once its shutdown step begins, a request on an idle kept-alive connection is refused 503 with Connection: close, an upload in progress finishes, and the step ends when no connection is left', async () => {
  const role = await storageRole({});
  try {
    const stored = 'artwork/1/1/rsv_s/a.pdf';
    await role.local.disk.write(stored, Readable.from([Buffer.from('bytes')]));
    const get = `GET ${role.target('GET', stored)} HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n`;
    const idle = rawConnection(role.port);
    idle.socket.write(get);
    assert.equal(statusOf(await idle.answer), 200);
    let idleClosed = false;
    idle.socket.once('close', () => (idleClosed = true));
    const arrived = requestsArrived(role.running.server, 1);
    const upload = rawConnection(role.port);
    const key = 'artwork/1/1/rsv_t/a.pdf';
    upload.socket.write(`${put(role.target('PUT', key), 10)}12345`);
    await arrived;

    // A drain longer than any test: the step ends only because no connection is left.
    const settled = listenerStep('storage', role.running, 600_000).settle();
    // Long enough for a close that cut idle connections at once to have cut this one.
    await new Promise((resolve) => setTimeout(resolve, 100));
    assert.equal(idleClosed, false, 'the idle kept-alive connection is still open');
    const refusedAnswer = new Promise<string>((done) => {
      let text = '';
      idle.socket.on('data', (chunk) => (text += chunk.toString('latin1')));
      idle.socket.once('close', () => done(text));
    });
    idle.socket.write(get);
    const refused = await refusedAnswer;
    assert.equal(statusOf(refused), 503, refused);
    assert.equal(headerOf(refused, 'connection'), 'close');
    assert.equal(headerOf(refused, 'retry-after'), '1');
    assert.match(refused, /\r\n\r\nServiceUnavailable: this host is shutting down/);

    upload.socket.write('67890');
    assert.equal(statusOf(await upload.answer), 200);
    assert.equal((await role.local.disk.head(key))?.size, 10);
    upload.socket.destroy();
    await settled;
    assert.equal(role.running.server.listening, false, 'the listener closed once its connections were gone');
  } finally {
    await role.cleanUp();
  }
});
