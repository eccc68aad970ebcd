// Real TLS requests to an mTLS listener on port 0.
import { type Agent, request } from 'node:https';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import type { ServerIdentity } from '../../../src/identity/mtls/server-identity.ts';

export interface TlsResponse {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
  json(): Record<string, unknown>;
  /** Whether the request went on a connection kept alive from an earlier one. */
  reusedSocket: boolean;
}

export interface ClientCredential {
  certPem: string;
  keyPem: string;
}

/** One request on a fresh connection (or on `options.agent`'s kept-alive one), trusting the server's certificate. */
export function tlsRequest(
  app: FastifyInstance,
  server: ServerIdentity,
  path: string,
  client?: ClientCredential,
  options: { method?: string; headers?: Record<string, string>; agent?: Agent } = {},
): Promise<TlsResponse> {
  const { port } = app.server.address() as AddressInfo;
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port,
        path,
        method: options.method ?? 'GET',
        headers: options.headers,
        servername: 'localhost',
        ca: server.cert,
        cert: client?.certPem,
        key: client?.keyPem,
        agent: options.agent ?? false,
      },
      (res) => {
        const reusedSocket = req.reusedSocket;
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (body += chunk));
        res.on('end', () =>
          resolve({
            status: res.statusCode!,
            headers: res.headers,
            body,
            json: () => JSON.parse(body) as Record<string, unknown>,
            reusedSocket,
          }),
        );
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.setTimeout(5000, () => req.destroy(new Error('timed out')));
    req.end();
  });
}

/** Polls until `check` passes (the truststore is rebuilt within a poll interval), or fails with its last error. */
export async function eventually<T>(check: () => Promise<T>, timeoutMs = 3000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      return await check();
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((r) => setTimeout(r, 25));
    }
  }
}
