// A real webhook receiver on 127.0.0.1, port 0, for the delivery tests: it
// keeps every request's raw bytes and headers and answers as told.
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface Received {
  rawBody: Buffer;
  headers: IncomingHttpHeaders;
  body: Record<string, unknown>;
  at: number;
}

export type Behaviour = { status: number; body?: string; headers?: Record<string, string | string[]> } | { hang: true };

export interface Receiver {
  url: string;
  received: Received[];
  /**
   * Drops the connections open now and every request from then on, once received (a hung receiver's held
   * requests fail at the sender at once instead of at its timeout); it keeps listening.
   */
  cut(): void;
  close(): Promise<void>;
}

/** `host`: the loopback address it listens on (127.0.0.1 unless a test needs another: 127.0.0.2, ::1). */
export async function startReceiver(behaviour: Behaviour = { status: 204 }, host = '127.0.0.1'): Promise<Receiver> {
  const received: Received[] = [];
  let dropping = false;
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const rawBody = Buffer.concat(chunks);
      received.push({ rawBody, headers: req.headers, body: JSON.parse(rawBody.toString('utf8')), at: performance.now() });
      if (dropping) return void req.socket.destroy();
      if ('hang' in behaviour) return; // never answers
      res.writeHead(behaviour.status, behaviour.headers ?? {}).end(behaviour.body ?? '');
    });
  });
  await new Promise<void>((resolve, reject) => server.once('error', reject).listen(0, host, resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://${host.includes(':') ? `[${host}]` : host}:${port}/hooks`,
    received,
    cut: () => {
      dropping = true;
      server.closeAllConnections();
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** Polls `check` until it holds, or fails after `timeoutMs`. */
export async function waitFor(check: () => boolean | Promise<boolean>, timeoutMs = 5000, what = 'condition'): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 25));
  }
}

/** Waits a fixed time (to show that something does NOT happen). */
export const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));
