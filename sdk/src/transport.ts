// How bytes travel. The bearer and sandbox hosts use the platform's fetch
// (Node 20's built-in); the mTLS host needs a client certificate in the TLS
// handshake, which the built-in fetch cannot be given without importing
// undici's Agent, so it goes through node:https instead (no dependency).
import { Agent, type AgentOptions, request as httpsRequest } from 'node:https';
import { request as httpRequest } from 'node:http';
import { rootCertificates } from 'node:tls';

export interface HttpRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  /** Text (JSON, a form) for the API; bytes for an upload to storage. */
  body?: string | Uint8Array;
  signal: AbortSignal;
}

export interface HttpResponse {
  status: number;
  headers: Headers;
  text(): Promise<string>;
}

/** Sends one request; rejects only when no HTTP answer came (connection refused or reset, TLS failure, abort). */
export type Transport = (request: HttpRequest) => Promise<HttpResponse>;

export type FetchLike = (input: string, init: RequestInit) => Promise<Response>;

export function fetchTransport(fetchImpl: FetchLike = globalThis.fetch): Transport {
  return async (req) => {
    const res = await fetchImpl(req.url, {
      method: req.method,
      headers: req.headers,
      // Any Uint8Array is a body to fetch; the DOM types ask for one over an ArrayBuffer only.
      body: req.body as RequestInit['body'],
      signal: req.signal,
      redirect: 'manual',
    });
    return { status: res.status, headers: res.headers, text: () => res.text() };
  };
}

export interface ClientCertificate {
  /** PEM client certificate (with its chain, if any). */
  cert: string | Buffer;
  /** PEM private key of the certificate. */
  key: string | Buffer;
  passphrase?: string;
  /** PEM CA(s) to trust for the server's certificate, when it is not publicly trusted (a private CA, a test host). */
  ca?: string | Buffer | Array<string | Buffer>;
  /** The name to check the server's certificate against, when it is not the URL's host. */
  servername?: string;
}

/** Said of a connection that a client with a certificate saw closed without an answer. */
export const UNTRUSTED_CERTIFICATE_HINT =
  'The connection closed without an answer: on the mTLS host that is also how a client certificate the service does not trust (never registered, disabled, revoked or expired) is refused, in the TLS handshake. Check that this certificate is registered, enabled and in date';

/**
 * The hint for a failure of a client with a certificate, when the certificate may explain it: the mTLS host
 * refuses one it does not trust in the TLS handshake, which the client sees as the connection reset or hung up,
 * or as the server's TLS alert; never as an HTTP status. A refused connection or a failed name lookup is not that.
 */
export function certificateHint(cause: unknown): string | undefined {
  const code = (cause as { code?: unknown } | null)?.code;
  if (typeof code !== 'string') return undefined;
  const closed = code === 'ECONNRESET' || code === 'EPIPE' || (code.startsWith('ERR_SSL_') && code.includes('_ALERT_'));
  return closed ? UNTRUSTED_CERTIFICATE_HINT : undefined;
}

/** A transport that presents a client certificate (the mTLS host). One keep-alive agent per client. */
export function certificateTransport(certificate: ClientCertificate): Transport & { close(): void } {
  const { servername, ...tls } = certificate;
  return nodeTransport({ keepAlive: true, ...tls }, servername);
}

/**
 * The transport of a client on the mTLS host for uploads to storage: node:https as for the API, but without the
 * client certificate (a credential of the API alone, and not the storage host's business), trusting the public
 * CAs as well as the CA given for the API's server (`ca` alone would replace the public ones).
 */
export function storageTransport(certificate: ClientCertificate): Transport & { close(): void } {
  const given = certificate.ca === undefined ? [] : Array.isArray(certificate.ca) ? certificate.ca : [certificate.ca];
  return nodeTransport({ keepAlive: true, ca: [...rootCertificates, ...given] });
}

function nodeTransport(agentOptions: AgentOptions, servername?: string): Transport & { close(): void } {
  const agent = new Agent(agentOptions);
  const send: Transport = (req) =>
    new Promise((resolve, reject) => {
      const url = new URL(req.url);
      const body = req.body === undefined ? undefined : Buffer.from(req.body);
      const headers = { ...req.headers, ...(body && { 'content-length': String(body.length) }) };
      const options = { method: req.method, headers, signal: req.signal, ...(servername && { servername }) };
      const r = url.protocol === 'https:' ? httpsRequest(url, { ...options, agent }, answer) : httpRequest(url, options, answer);
      function answer(res: import('node:http').IncomingMessage) {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('error', reject);
        res.on('end', () => {
          const h = new Headers();
          for (const [name, value] of Object.entries(res.headers)) {
            if (Array.isArray(value)) for (const v of value) h.append(name, v);
            else if (value !== undefined) h.set(name, value);
          }
          const text = Buffer.concat(chunks).toString('utf8');
          resolve({ status: res.statusCode ?? 0, headers: h, text: async () => text });
        });
      }
      r.on('error', reject);
      r.end(body);
    });
  return Object.assign(send, { close: () => agent.destroy() });
}
