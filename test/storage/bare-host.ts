// A storage host of its own on port 0 over a fresh folder, for tests that
// talk to it through raw sockets: signs its URLs, collects its log lines
// and lists what it left on disk.
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import type { Server } from 'node:http';
import { connect, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ManualClock } from '../../src/clock.ts';
import type { HttpTimeouts } from '../../src/http/settings.ts';
import { createStorageHost, listenStorageHost, type StorageHostOptions } from '../../src/storage/host.ts';
import { LocalDisk } from '../../src/storage/local-disk.ts';
import { signUrl } from '../../src/storage/signing.ts';

export type LogEntry = { method: string; key: string; status: number; reason?: string };

export interface BareHost {
  server: Server;
  disk: LocalDisk;
  port: number;
  base: string;
  entries: LogEntry[];
  /** Resolves with the first log line (from now) that `match` accepts. */
  nextEntry(match: (entry: LogEntry) => boolean): Promise<LogEntry>;
  /** The signed target (path and query) of a PUT or GET of `key`. */
  target(method: 'PUT' | 'GET', key: string): string;
  /** Every file left under the folder, by name. */
  files(): string[];
  close(): Promise<void>;
}

async function bareHost(
  timeouts?: HttpTimeouts,
  bounds?: Pick<StorageHostOptions, 'maxConnectionsPerAddress' | 'maxInFlight'>,
): Promise<BareHost> {
  const root = mkdtempSync(join(tmpdir(), 'pcapi-bare-storage-'));
  const secret = Buffer.alloc(32, 9);
  const clock = new ManualClock(new Date());
  const entries: LogEntry[] = [];
  const waiting: Array<{ match: (e: LogEntry) => boolean; done: (e: LogEntry) => void }> = [];
  const disk = new LocalDisk(root);
  const server = createStorageHost({
    disk,
    secret,
    clock,
    ...(timeouts && { timeouts }),
    ...bounds,
    log: (entry) => {
      entries.push(entry);
      for (const w of waiting.filter((w) => w.match(entry))) {
        waiting.splice(waiting.indexOf(w), 1);
        w.done(entry);
      }
    },
  });
  const base = await listenStorageHost(server, '127.0.0.1', 0);
  const files = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? files(join(dir, e.name)) : [e.name]));
  return {
    server,
    disk,
    port: Number(new URL(base).port),
    base,
    entries,
    nextEntry: (match) => new Promise((done) => waiting.push({ match, done })),
    target: (method, key) => signedTarget(secret, base, clock, method, key),
    files: () => files(root),
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((done) => server.close(() => done()));
      rmSync(root, { recursive: true, force: true });
    },
  };
}

/** The signed target (path and query) of a PUT or GET of `key` on the host at `base`, valid for a minute of `clock`. */
export function signedTarget(secret: Buffer, base: string, clock: ManualClock, method: 'PUT' | 'GET', key: string): string {
  const expires = Math.floor(clock.now().getTime() / 1000) + 60;
  return new URL(signUrl(secret, base, { method, key, expires, contentType: null })).href.slice(base.length);
}

/** Runs `use` against a host of its own, closed (its folder removed) however `use` ends. */
export async function withBareHost(
  use: (host: BareHost) => Promise<void>,
  timeouts?: HttpTimeouts,
  bounds?: Pick<StorageHostOptions, 'maxConnectionsPerAddress' | 'maxInFlight'>,
): Promise<void> {
  const host = await bareHost(timeouts, bounds);
  try {
    await use(host);
  } finally {
    await host.close();
  }
}

/** The whole of the first final answer (past any 100 Continue) in `text`, or null while it is still arriving. */
function completeAnswer(text: string): string | null {
  const start = text.search(/HTTP\/1\.1 [2-5]\d\d /);
  const end = start < 0 ? -1 : text.indexOf('\r\n\r\n', start);
  if (end < 0) return null;
  const length = Number(/^content-length: (\d+)$/im.exec(text.slice(start, end))?.[1] ?? 0);
  return Buffer.byteLength(text.slice(end + 4), 'latin1') >= length ? text.slice(0, end + 4 + length) : null;
}

/**
 * A raw connection to the host. `answer` is what it sends back, once a whole answer has arrived or the
 * connection has closed; the client never half-closes (Node would abort its request on that).
 */
export function rawConnection(port: number): { socket: Socket; answer: Promise<string> } {
  const socket = connect(port, '127.0.0.1');
  let text = '';
  const answer = new Promise<string>((done) => {
    socket.on('data', (chunk) => {
      text += chunk.toString('latin1');
      const whole = completeAnswer(text);
      if (whole !== null) done(whole);
    });
    socket.on('close', () => done(text));
    // A write after the host answered and closed (EPIPE, reset): the answer is what came before.
    socket.on('error', () => undefined);
  });
  return { socket, answer };
}

/** Sends `request` whole on a connection of its own and returns the answer. */
export async function exchange(port: number, request: string | Buffer): Promise<string> {
  const { socket, answer } = rawConnection(port);
  socket.write(request);
  return answer;
}

/** Resolves once the host has received `count` requests' headers. */
export function requestsArrived(server: Server, count: number): Promise<void> {
  return new Promise((done) => {
    let seen = 0;
    const onRequest = () => {
      if (++seen < count) return;
      server.off('request', onRequest);
      done();
    };
    server.on('request', onRequest);
  });
}

export function statusOf(answer: string): number {
  return Number(/^HTTP\/1\.1 (\d{3}) /.exec(answer)?.[1] ?? 0);
}

export function headerOf(answer: string, name: string): string | undefined {
  const head = answer.split('\r\n\r\n')[0]!;
  return new RegExp(`^${name}: (.*)$`, 'im').exec(head)?.[1];
}
