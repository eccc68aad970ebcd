// The SDK's tests run it against the real service over real HTTP: the
// partner app of a test context listening on 127.0.0.1, port 0, and
// optionally a small HTTP stub in front of it that plays failures (503 with
// Retry-After, a connection reset after the request reached the service).
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { PartnerClient, type ClientOptions, type RetryInfo } from '../../sdk/src/index.ts';
import type { TestContext, TestPartner } from '../helpers/context.ts';

/** Starts the context's partner app on a free port; returns its base URL. */
export async function listen(ctx: TestContext): Promise<string> {
  const address = await ctx.app.listen({ host: '127.0.0.1', port: 0 });
  return address.replace('localhost', '127.0.0.1');
}

export interface TestClient {
  client: PartnerClient;
  retries: RetryInfo[];
  /** Every request the client sent, as "METHOD path". */
  sent: string[];
}

/**
 * An SDK client for a partner. Waits are short (a real timer of at most a few
 * ms) and, by default, advance the service's clock by the delay asked for, so
 * honouring Retry-After is what refills the gateway's bucket.
 */
export function sdkClient(ctx: TestContext, baseUrl: string, partner: TestPartner, options: Partial<ClientOptions> = {}): TestClient {
  const retries: RetryInfo[] = [];
  const sent: string[] = [];
  const client = new PartnerClient({
    baseUrl,
    clientId: partner.clientId,
    clientSecret: partner.clientSecret,
    initialRetryDelayMs: 5,
    maxRetryDelayMs: 10_000,
    sleep: async (ms) => {
      ctx.clock.advance(ms);
      await new Promise((r) => setTimeout(r, Math.min(ms, 5)));
    },
    // The client's pacing reads the same clock its waits move (and the gateway's bucket refills by).
    now: () => ctx.clock.nowMs(),
    onRetry: (r) => retries.push(r),
    fetch: (url, init) => {
      sent.push(`${init.method} ${new URL(url).pathname}`);
      return fetch(url, init);
    },
    ...options,
  });
  return { client, retries, sent };
}

export type Plan = (
  req: IncomingMessage,
  n: number,
) => 'forward' | 'reset-after-forward' | { status: number; headers?: Record<string, string>; body?: string };

export interface Stub {
  url: string;
  /** Requests seen, as "METHOD path". */
  seen: string[];
  close(): Promise<void>;
}

/**
 * An HTTP stub in front of `target`: for each request `plan` says whether to
 * forward it, answer it itself, or forward it and then drop the connection
 * without an answer (the request did reach the service; the client never
 * hears back).
 */
export async function startStub(target: string, plan: Plan): Promise<Stub> {
  const seen: string[] = [];
  const server = createServer(async (req: IncomingMessage, res: ServerResponse) => {
    const n = seen.push(`${req.method} ${req.url}`);
    const chunks: Buffer[] = [];
    for await (const c of req) chunks.push(c as Buffer);
    const action = plan(req, n);
    if (typeof action === 'object') {
      res.writeHead(action.status, action.headers ?? {}).end(action.body ?? '');
      return;
    }
    const headers = Object.fromEntries(
      Object.entries(req.headers).filter(([k]) => !['host', 'connection', 'content-length', 'transfer-encoding'].includes(k)),
    ) as Record<string, string>;
    const body = chunks.length > 0 ? Buffer.concat(chunks) : undefined;
    const upstream = await fetch(`${target}${req.url}`, { method: req.method, headers, body });
    const text = Buffer.from(await upstream.arrayBuffer());
    if (action === 'reset-after-forward') {
      req.socket.destroy();
      return;
    }
    const out: Record<string, string> = {};
    upstream.headers.forEach((v, k) => {
      if (!['content-length', 'transfer-encoding', 'connection', 'keep-alive', 'content-encoding'].includes(k)) out[k] = v;
    });
    res.writeHead(upstream.status, out).end(text);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    seen,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export const problem503 = (retryAfter: string) => ({
  status: 503,
  headers: { 'content-type': 'application/problem+json', 'retry-after': retryAfter, 'x-request-id': 'stub-req-1' },
  body: JSON.stringify({
    type: 'about:blank',
    title: 'Service Unavailable',
    status: 503,
    code: 'service_unavailable',
    detail: 'The service is temporarily unavailable; retry with backoff.',
    requestId: 'stub-req-1',
  }),
});
