// Requests pipelined on one connection whose client stops reading and goes:
// every one of them releases its place in the listener's in-progress count
// and logs its end (Node 20 closes only the response it was writing), and a
// connection holding more than MAX_PIPELINED unanswered is closed. Over real
// sockets; the answers queue behind a submission that waits for its worker
// (none runs here), as they would behind any slow answer.
import assert from 'node:assert/strict';
import { type AddressInfo, connect, type Socket } from 'node:net';
import { test } from 'node:test';
import { buildPartnerApp } from '../../src/app/hosts/partner.ts';
import { MAX_PIPELINED } from '../../src/http/responses/pipelined.ts';
import { createTestContext } from '../helpers/context.ts';
import { orderBody, orderWorld } from '../submissions/fixtures.ts';

const BOUND = 64;

/** Writes `requests` on one connection that never reads; resolves with the connection once they are sent. */
function pipelineUnread(port: number, requests: string[]): Promise<{ socket: Socket; closed: Promise<void> }> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1', () => {
      socket.pause();
      socket.write(requests.join(''), () => resolve({ socket, closed }));
    });
    const closed = new Promise<void>((done) => socket.on('close', () => done()));
    socket.on('error', () => {});
  });
}

const get = (path: string) => `GET ${path} HTTP/1.1\r\nHost: localhost\r\n\r\n`;

async function until(condition: () => boolean, what: string): Promise<void> {
  for (const deadline = Date.now() + 20_000; !condition(); await new Promise((r) => setTimeout(r, 20)))
    if (Date.now() > deadline) assert.fail(`never: ${what}`);
}

test('pipelined requests of a client that goes release their places and log their ends; past the bound the connection is closed', async () => {
  // A short window: a waiting submission's own end line comes when its window ends.
  const ctx = await createTestContext({ HTTP_MAX_IN_FLIGHT: String(BOUND), SUBMISSION_WAIT_MS: '1000' });
  const world = await orderWorld(ctx);
  const lines: Array<Record<string, any>> = [];
  const app = await buildPartnerApp(ctx.platform, { logStream: { write: (line: string) => void lines.push(JSON.parse(line)) } });
  try {
    await app.listen({ host: '127.0.0.1', port: 0 });
    const { port } = app.server.address() as AddressInfo;
    const ends = () => lines.filter((l) => l.msg === 'request completed' || l.msg === 'request abandoned').length;
    const submission = (n: number) => {
      const body = JSON.stringify({ ...orderBody(world), partnerOrderId: `pipelined-${n}` });
      return `POST /v1/orders HTTP/1.1\r\nHost: localhost\r\nAuthorization: Bearer ${world.partner.token}\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`;
    };

    const untilStored = async (count: number) => {
      for (const deadline = Date.now() + 20_000; ; await new Promise((r) => setTimeout(r, 20))) {
        const listed = await ctx.call(world.partner.token, { method: 'GET', url: '/v1/orders/submissions?status=queued' });
        if (listed.json().submissions.length >= count) return;
        if (Date.now() > deadline) assert.fail(`never stored: ${listed.body}`);
      }
    };
    // A submission that waits, reads queued behind it, then the client goes.
    for (let round = 0; round < 3; round++) {
      const before = ends();
      const requests = [submission(round), ...Array(30).fill(get('/v1/ping'))];
      const { socket, closed } = await pipelineUnread(port, requests);
      // Stored means read, and every request after it came in the same chunk: all have been handed to the app.
      await untilStored(round + 1);
      socket.destroy();
      await closed;
      await until(() => ends() - before === requests.length, `every request logs its end (round ${round}: ${ends() - before})`);
    }
    // Nothing is in progress any more: as many requests at once as the bound allows are all admitted.
    const answers = await Promise.all(Array.from({ length: BOUND }, () => fetch(`http://127.0.0.1:${port}/v1/ping`)));
    assert.deepEqual(
      answers.map((r) => r.status),
      Array(BOUND).fill(200),
    );

    // More unanswered than the bound on one connection: it is closed, with a line saying why.
    const flood = await pipelineUnread(port, [submission(9), ...Array(MAX_PIPELINED + 1).fill(get('/v1/ping'))]);
    await until(
      () => lines.some((l) => l.msg === 'connection closed: too many requests pipelined unanswered'),
      'the closed connection is logged',
    );
    // The client, reading again, finds its connection closed.
    flood.socket.resume();
    await flood.closed;
    assert.equal((await fetch(`http://127.0.0.1:${port}/v1/ping`)).status, 200, 'the listener serves on');
  } finally {
    ctx.platform.submissions.service.drain();
    await app.close();
    await ctx.close();
  }
});
