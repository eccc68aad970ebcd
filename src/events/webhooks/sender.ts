// One POST of one delivery: the spec's headers, a hard timeout (a timer on
// the request, precise), no redirects followed, and the failure sorted into an
// error class for the log. A 2xx within the timeout is success; anything else
// is a final failure.
//
// Sent with node:http(s) over kept-alive connections, not fetch: fetch built
// a WHATWG request, body streams (teed), an AbortSignal and a Headers object
// per POST, about half of the dispatcher's CPU per delivery in
// `npm run bench -- webhooks`.
//
// Every connection goes through the destination policy (destinations/): an
// address in the URL is judged before the request, a name inside the
// socket's lookup; a refused destination is never connected to.
import http from 'node:http';
import https from 'node:https';
import { isIP } from 'node:net';
import { urlToHttpOptions } from 'node:url';
import { checkedLookup, DESTINATION_REFUSED, destinationRefused, systemResolver, type Resolver } from './destinations/lookup.ts';
import { hostAndPort, type DestinationPolicy } from './destinations/policy.ts';
import { extended } from '../../objects.ts';

export type ErrorClass = 'http_status' | 'timeout' | 'connection_refused' | 'dns' | 'tls' | 'network' | 'destination_refused';

export interface SendResult {
  ok: boolean;
  latencyMs: number;
  responseStatus: number | null;
  errorClass: ErrorClass | null;
  /** What the receiver answered, when it answered: headers and the start of the body (for the delivery log). */
  response?: ResponseExcerpt;
}

/** The first bytes of a response kept for staff (docs/decisions.md, "Webhooks"). */
export const RESPONSE_EXCERPT_BYTES = 4096;
/** How long reading the excerpt may hold a sending slot past the status line. */
export const RESPONSE_EXCERPT_MS = 250;
const MAX_HEADERS = 50;
const MAX_HEADER_VALUE = 1024;

export interface ResponseExcerpt {
  headers: Record<string, string>;
  body: string;
  truncated: boolean;
}

/**
 * The response's headers (Set-Cookie dropped, bounded, by name as fetch's
 * Headers listed them) and up to 4 KB of its body, read for at most
 * RESPONSE_EXCERPT_MS; a body cut short closes the connection.
 */
export function excerptOf(response: http.IncomingMessage): Promise<ResponseExcerpt> {
  const headers: Record<string, string> = {};
  let count = 0;
  for (const name of Object.keys(response.headers).sort()) {
    const value = response.headers[name];
    if (name === 'set-cookie' || value === undefined || count++ >= MAX_HEADERS) continue;
    headers[name] = (Array.isArray(value) ? value.join(', ') : value).slice(0, MAX_HEADER_VALUE);
  }
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let settled = false;
    const done = (truncated: boolean) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      if (truncated || size > RESPONSE_EXCERPT_BYTES) response.destroy();
      const bytes = Buffer.concat(chunks).subarray(0, RESPONSE_EXCERPT_BYTES);
      // A multi-byte character cut at the limit decodes as U+FFFD; NUL is not storable in text.
      const body = bytes.toString('utf8').replaceAll('\u0000', '\uFFFD');
      resolve({ headers, body, truncated: truncated || size > RESPONSE_EXCERPT_BYTES });
    };
    const timer = setTimeout(() => done(true), RESPONSE_EXCERPT_MS);
    response.on('data', (chunk: Buffer) => {
      chunks.push(chunk);
      size += chunk.length;
      if (size > RESPONSE_EXCERPT_BYTES) done(true);
    });
    response.on('end', () => done(false));
    response.on('error', () => done(true));
    response.on('close', () => done(!response.complete));
  });
}

export interface OutgoingDelivery {
  url: string;
  body: string;
  headers: Record<string, string>;
}

export type Sender = (delivery: OutgoingDelivery, timeoutMs: number) => Promise<SendResult>;

function codeOf(error: unknown): string {
  let current = error as { code?: unknown; cause?: unknown } | undefined;
  for (let depth = 0; current && depth < 5; depth++) {
    if (typeof current.code === 'string') return current.code;
    current = current.cause as typeof current;
  }
  return '';
}

export function classify(error: unknown): ErrorClass {
  if (error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError')) return 'timeout';
  const code = codeOf(error);
  if (code === DESTINATION_REFUSED) return 'destination_refused';
  if (code === 'ECONNREFUSED') return 'connection_refused';
  if (code === 'ENOTFOUND' || code === 'EAI_AGAIN') return 'dns';
  if (/CERT|TLS|SSL|SELF_SIGNED/i.test(code)) return 'tls';
  if (code === 'UND_ERR_HEADERS_TIMEOUT' || code === 'ETIMEDOUT') return 'timeout';
  return 'network';
}

// Idle connections are kept 4 s (as fetch kept them), or less when the receiver's Keep-Alive header says so.
const agentOptions = { keepAlive: true, timeout: 4_000, scheduling: 'lifo' as const };
const agents = { 'http:': new http.Agent(agentOptions), 'https:': new https.Agent(agentOptions) };

type Target = ReturnType<typeof urlToHttpOptions> & { secure: boolean; destination: { host: string; port: number } };
/** Parsed endpoint URLs (a handful per process; emptied if it ever grows past the bound). */
const targets = new Map<string, Target>();

function targetOf(url: string): Target {
  let target = targets.get(url);
  if (!target) {
    const parsed = new URL(url);
    if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') throw new TypeError(`not an http(s) URL: ${parsed.protocol}`);
    target = extended(urlToHttpOptions(parsed), { destination: hostAndPort(parsed), secure: parsed.protocol === 'https:' });
    if (targets.size >= 10_000) targets.clear();
    targets.set(url, target);
  }
  return target;
}

function timeoutError(ms: number): Error {
  return Object.assign(new Error(`no response within ${ms} ms`), { name: 'TimeoutError' });
}

/** The dispatcher's sender: every destination judged by `policy`, names resolved by `resolver`. */
export const httpSender =
  (policy: DestinationPolicy, resolver: Resolver = systemResolver): Sender =>
  (delivery, timeoutMs) =>
    new Promise((resolve) => {
      const started = performance.now();
      const elapsed = () => Math.round(performance.now() - started);
      let answered = false;
      let timer: NodeJS.Timeout | undefined;
      const fail = (error: unknown) => {
        if (answered) return;
        answered = true;
        clearTimeout(timer);
        resolve({ ok: false, latencyMs: elapsed(), responseStatus: null, errorClass: classify(error) });
      };
      let request: http.ClientRequest;
      try {
        const target = targetOf(delivery.url);
        const { host, port } = target.destination;
        // A socket skips its lookup for an address: that one is judged here, before anything is sent.
        const refusal = isIP(host) ? policy.refusalOfAddress(host, port) : null;
        if (refusal) return fail(destinationRefused(host, port, refusal));
        const body = Buffer.from(delivery.body, 'utf8');
        request = (target.secure ? https : http).request(
          extended(target, {
            method: 'POST',
            agent: agents[target.secure ? 'https:' : 'http:'],
            // The connection goes to the address this lookup judged; the Host header and TLS name stay the URL's.
            lookup: checkedLookup(policy, resolver, port),
            headers: extended(delivery.headers, { 'content-length': String(body.length) }),
          }),
        );
        request.on('error', fail);
        request.on('response', (response) => {
          if (answered) return void response.destroy();
          answered = true;
          clearTimeout(timer);
          const latencyMs = elapsed();
          const status = response.statusCode ?? 0;
          const ok = status >= 200 && status < 300;
          // The status decides; the start of the body is kept for staff, read for a bounded time (a slow one must not hold the slot).
          void excerptOf(response).then((excerpt) =>
            resolve({ ok, latencyMs, responseStatus: status, errorClass: ok ? null : 'http_status', response: excerpt }),
          );
        });
        request.end(body);
      } catch (error) {
        return fail(error);
      }
      // The whole exchange up to the status line: resolving, connecting, sending, waiting.
      timer = setTimeout(() => request.destroy(timeoutError(timeoutMs)), timeoutMs);
    });
