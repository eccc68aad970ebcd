// The webhook bench's receiver, a child process of bench/webhooks.ts (so its
// CPU is not counted as the service's): one loopback HTTP server, one path per
// endpoint (`/hooks/<n>` answers 204, `/hang/<n>` never answers). It checks
// every signature with the endpoint's secret and keeps each request's arrival
// time (performance.timeOrigin + now: comparable across processes of one
// machine to well under a millisecond).
//
// Protocol (IPC): → { port } once listening; ← { secrets: { path: secret } };
// ← 'report' → { arrivals: [eventId, atMs, path][], badSignatures, duplicates };
// ← 'connections' → { connections } (accepted so far).
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { verifyDelivery } from '../../src/events/webhooks/verify.ts';

export interface ReceiverReport {
  arrivals: Array<[string, number, string]>;
  badSignatures: number;
  duplicates: number;
}

const secrets = new Map<string, string>();
const arrivals: Array<[string, number, string]> = [];
const seen = new Set<string>();
let badSignatures = 0;
let duplicates = 0;

const server = createServer((req, res) => {
  const chunks: Buffer[] = [];
  req.on('data', (c: Buffer) => chunks.push(c));
  req.on('end', () => {
    const at = performance.timeOrigin + performance.now();
    const path = req.url ?? '';
    if (path.startsWith('/hooks/')) res.writeHead(204).end();
    const raw = Buffer.concat(chunks);
    if (!verifyDelivery(secrets.get(path) ?? '', raw, String(req.headers['platform-signature'])).ok) badSignatures += 1;
    const eventId = JSON.parse(raw.toString('utf8')).eventId as string;
    const key = `${path} ${eventId}`;
    if (seen.has(key)) duplicates += 1;
    seen.add(key);
    arrivals.push([eventId, at, path]);
  });
});
server.keepAliveTimeout = 60_000;
// Connections accepted so far: each a new keep-alive socket of the dispatcher (BENCH_WEBHOOK_TRACE).
let connections = 0;
server.on('connection', () => connections++);
server.listen(0, '127.0.0.1', () => process.send!({ port: (server.address() as AddressInfo).port }));
process.on('message', (message: unknown) => {
  if (message === 'report') {
    const report: ReceiverReport = { arrivals, badSignatures, duplicates };
    process.send!(report);
  } else if (message === 'connections') {
    process.send!({ connections });
  } else if (message && typeof message === 'object' && 'secrets' in message) {
    for (const [path, secret] of Object.entries((message as { secrets: Record<string, string> }).secrets)) secrets.set(path, secret);
    process.send!({ ok: true });
  }
});
process.on('disconnect', () => process.exit(0));
