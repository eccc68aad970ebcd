// A listener's shutdown step (src/app/shutdown.ts listenerStep): once it
// begins, a request arriving on a kept-alive connection that was idle gets
// 503 service_unavailable with `Connection: close` (not the reset of a
// connection cut as the listener closes), a request in flight is answered
// as usual, and the step ends once no connection is left.
import assert from 'node:assert/strict';
import { connect, type Socket } from 'node:net';
import { test } from 'node:test';
import { listenerStep } from '../../src/app/shutdown.ts';
import { createHttpApp } from '../../src/http/app.ts';

/** A raw keep-alive connection: each `send` writes one request and resolves with the next full response (or how the connection ended). */
function rawConnection(port: number) {
  const socket: Socket = connect(port, '127.0.0.1');
  let received = '';
  let ended: string | null = null;
  let waiter: (() => void) | null = null;
  socket.setEncoding('utf8');
  socket.on('data', (chunk: string) => {
    received += chunk;
    waiter?.();
  });
  socket.on('error', (error) => {
    ended = `error: ${(error as NodeJS.ErrnoException).code ?? error.message}`;
    waiter?.();
  });
  socket.on('close', () => {
    ended ??= 'closed';
    waiter?.();
  });
  /** One complete response (head and a body of its content-length) off the front of what was received. */
  const takeResponse = (): string | null => {
    const headEnd = received.indexOf('\r\n\r\n');
    if (headEnd < 0) return null;
    const length = Number(/content-length: (\d+)/i.exec(received.slice(0, headEnd))?.[1] ?? 0);
    if (received.length < headEnd + 4 + length) return null;
    const response = received.slice(0, headEnd + 4 + length);
    received = received.slice(headEnd + 4 + length);
    return response;
  };
  return {
    ready: new Promise<void>((resolve) => socket.once('connect', () => resolve())),
    async send(path: string): Promise<string> {
      socket.write(`GET ${path} HTTP/1.1\r\nHost: localhost\r\n\r\n`);
      for (;;) {
        const response = takeResponse();
        if (response !== null) return response;
        if (ended !== null) return `(no response: ${ended})`;
        await new Promise<void>((resolve) => (waiter = resolve));
        waiter = null;
      }
    },
    ended: () => ended,
    destroy: () => socket.destroy(),
  };
}

test('a listener that begins closing answers a request on an idle kept-alive connection 503 with Connection: close, finishes the one in flight, and closes once no connection is left', async () => {
  const app = createHttpApp({ logLevel: 'silent' });
  let openGate!: () => void;
  const gate = new Promise<void>((resolve) => (openGate = resolve));
  let slowStarted!: () => void;
  const slowRunning = new Promise<void>((resolve) => (slowStarted = resolve));
  app.get('/fast', async () => ({ ok: true }));
  app.get('/slow', async () => {
    slowStarted();
    await gate;
    return { ok: 'slow' };
  });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const port = (app.server.address() as { port: number }).port;
  const idle = rawConnection(port);
  const busy = rawConnection(port);
  try {
    await Promise.all([idle.ready, busy.ready]);
    assert.match(await idle.send('/fast'), /^HTTP\/1\.1 200 /);
    const slow = busy.send('/slow');
    await slowRunning;

    // A drain longer than any test: the step ends only because no connection is left.
    const settled = listenerStep('api', app, 600_000).settle();
    // Long enough for a close that cut idle connections at once to have cut this one.
    await new Promise((resolve) => setTimeout(resolve, 100));
    assert.equal(idle.ended(), null, 'the idle kept-alive connection is still open');
    const refused = await idle.send('/fast');
    assert.match(refused, /^HTTP\/1\.1 503 /, refused);
    assert.match(refused, /\r\nconnection: close\r\n/i);
    assert.match(refused, /"code":"service_unavailable"/);

    openGate();
    const answered = await slow;
    assert.match(answered, /^HTTP\/1\.1 200 /, answered);
    assert.match(answered, /"ok":"slow"/);
    await settled;
    assert.equal(app.server.listening, false, 'the listener closed once its connections were gone');
  } finally {
    openGate();
    idle.destroy();
    busy.destroy();
    await app.close();
  }
});
