// A client that stops reading its answer (here, a paused socket asking for
// the 600 KB OpenAPI document 30 times) has its connection closed once
// less than MIN_PROGRESS_BYTES of what waits went through in
// HTTP_SEND_STALL_TIMEOUT_MS, and each of its requests frees its place and
// logs its end; a client reading steadily, however slowly within the bound,
// gets every byte. Over real sockets.
import assert from 'node:assert/strict';
import { type AddressInfo, connect } from 'node:net';
import { EventEmitter } from 'node:events';
import { after, before, describe, test } from 'node:test';
import { buildPartnerApp } from '../../src/app/hosts/partner.ts';
import { closeStalledReaders, MIN_PROGRESS_BYTES } from '../../src/http/pressure/stalled-readers.ts';
import { createTestContext, type TestContext } from '../helpers/context.ts';

const STALL_MS = 600;
const REQUESTS = 30;
const DOCUMENT = 'GET /v1/openapi.json HTTP/1.1\r\nHost: localhost\r\n\r\n';

let ctx: TestContext;
let app: Awaited<ReturnType<typeof buildPartnerApp>>;
let port: number;
const lines: Array<Record<string, any>> = [];
before(async () => {
  ctx = await createTestContext({ HTTP_SEND_STALL_TIMEOUT_MS: String(STALL_MS) });
  app = await buildPartnerApp(ctx.platform, { logStream: { write: (line: string) => void lines.push(JSON.parse(line)) } });
  await app.listen({ host: '127.0.0.1', port: 0 });
  port = (app.server.address() as AddressInfo).port;
});
after(async () => {
  await app?.close();
  await ctx?.close();
});

const ends = () => lines.filter((l) => l.msg === 'request completed' || l.msg === 'request abandoned').length;

async function until(condition: () => boolean, what: string): Promise<void> {
  for (const deadline = Date.now() + 30_000; !condition(); await new Promise((r) => setTimeout(r, 20)))
    if (Date.now() > deadline) assert.fail(`never: ${what}`);
}

test('a client that stops reading its answer has its connection closed, and its requests end', async () => {
  const before = ends();
  const socket = connect(port, '127.0.0.1');
  socket.on('error', () => {});
  const closed = new Promise<void>((done) => socket.on('close', () => done()));
  await new Promise<void>((done) => socket.once('connect', () => done()));
  // Reads the start of the first answer, then nothing: more than the kernel's buffers hold waits in the server.
  let read = 0;
  let stopped = true;
  socket.on('data', (chunk: Buffer) => {
    read += chunk.length;
    if (stopped && read > 10_000) socket.pause();
  });
  // More than any kernel's buffers on both ends hold (some 10 MB on loopback), within the pipelining bound.
  socket.write(DOCUMENT.repeat(REQUESTS));
  await until(
    () => lines.some((l) => l.msg === 'connection closed: the client stopped reading its answer'),
    'the stalled connection is closed',
  );
  stopped = false;
  socket.resume();
  await closed;
  await until(() => ends() - before === REQUESTS, `every request logs its end (${ends() - before})`);
  const line = lines.find((l) => l.msg === 'connection closed: the client stopped reading its answer')!;
  assert.equal(line.level, 'warn');
  assert.equal(line.stallMs, STALL_MS);
});

test('a client reading slowly but steadily gets the whole answer', async () => {
  const whole = (await app.inject({ method: 'GET', url: '/v1/openapi.json' })).rawPayload.length;
  const socket = connect(port, '127.0.0.1');
  const chunks: Buffer[] = [];
  const done = new Promise<number>((resolve, reject) => {
    socket.on('close', () => resolve(Buffer.concat(chunks).length));
    socket.on('error', reject);
  });
  socket.write(DOCUMENT.replace('\r\n\r\n', '\r\nConnection: close\r\n\r\n'));
  // Twice the least progress every third of the bound: slower than any network, faster than the rule.
  socket.pause();
  const pace = setInterval(() => {
    for (let taken = 0, chunk: Buffer | null; taken < 2 * MIN_PROGRESS_BYTES && (chunk = socket.read()); taken += chunk.length)
      chunks.push(chunk);
  }, STALL_MS / 3);
  try {
    const received = await done;
    assert.ok(received > whole, `the whole answer and its head arrived (${received} of more than ${whole})`);
  } finally {
    clearInterval(pace);
  }
});

describe('what counts as the client reading', () => {
  /** A connection as the rule sees it: its stream's counts and its TCP handle's queue (a TLS one's is its parent's). */
  const connection = (tls: boolean) => {
    const handle = { writeQueueSize: 0 };
    const socket = Object.assign(new EventEmitter(), {
      bytesWritten: 0,
      writableLength: 0,
      destroyed: false,
      destroy() {
        this.destroyed = true;
      },
      ...(tls ? { _parent: { _handle: handle } } : { _handle: handle }),
    });
    return { socket, handle };
  };
  const STALL = 1000;
  // A tenth of the bound: only a loop held up for the whole bound could make the rule see no progress.
  const tick = () => new Promise((r) => setTimeout(r, STALL / 10));

  for (const tls of [false, true])
    test(`${tls ? 'TLS' : 'TCP'}: one large write the kernel takes steadily keeps its connection; the same write taken no further closes it`, async () => {
      const server = new EventEmitter() as EventEmitter & { setSecureContext?: unknown };
      if (tls) server.setSecureContext = () => {};
      const closed: unknown[] = [];
      closeStalledReaders(server as never, STALL, (socket) => closed.push(socket));
      const { socket, handle } = connection(tls);
      server.emit(tls ? 'secureConnection' : 'connection', socket);
      // 8 MB written at once: the write completes only at its end, its bytes leave the handle's queue as the client reads.
      socket.bytesWritten = socket.writableLength = 8_000_000;
      handle.writeQueueSize = 6_000_000;
      for (let i = 0; i < 20; i++) {
        await tick();
        handle.writeQueueSize -= MIN_PROGRESS_BYTES;
      }
      assert.deepEqual(closed, [], 'a client taking bytes is not cut');
      for (let i = 0; i < 30 && closed.length === 0; i++) await tick();
      assert.deepEqual(closed, [socket], 'a client that took nothing for the bound is cut');
      assert.equal(socket.destroyed, true);
      server.emit('close');
    });
});
