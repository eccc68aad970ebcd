// One POST of one delivery: the spec's headers, a hard timeout
// (AbortSignal.timeout, precise, unlike undici's coarse headersTimeout), no
// redirects followed, and the failure sorted into an error class for the log.
// A 2xx within the timeout is success; anything else is a final failure.

export type ErrorClass = 'http_status' | 'timeout' | 'connection_refused' | 'dns' | 'tls' | 'network';

export interface SendResult {
  ok: boolean;
  latencyMs: number;
  responseStatus: number | null;
  errorClass: ErrorClass | null;
  /** What the receiver answered, when it answered: headers and the start of the body (for the delivery log). */
  response?: ResponseExcerpt;
}

/** The first bytes of a response kept for staff (docs/decisions.md, "one delivery's request and response"). */
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

/** The response's headers (Set-Cookie dropped, bounded) and up to 4 KB of its body, read for at most RESPONSE_EXCERPT_MS. */
export async function excerptOf(response: Response): Promise<ResponseExcerpt> {
  const headers: Record<string, string> = {};
  let count = 0;
  for (const [name, value] of response.headers) {
    if (name === 'set-cookie' || count++ >= MAX_HEADERS) continue;
    headers[name] = value.slice(0, MAX_HEADER_VALUE);
  }
  const chunks: Uint8Array[] = [];
  let size = 0;
  let truncated = false;
  const reader = response.body?.getReader();
  if (reader) {
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<'late'>((resolve) => {
      timer = setTimeout(() => resolve('late'), RESPONSE_EXCERPT_MS);
    });
    try {
      while (size <= RESPONSE_EXCERPT_BYTES) {
        const next = await Promise.race([reader.read(), late]);
        if (next === 'late') {
          truncated = true;
          break;
        }
        if (next.done) break;
        chunks.push(next.value);
        size += next.value.byteLength;
      }
    } catch {
      truncated = true;
    } finally {
      clearTimeout(timer);
      if (size > RESPONSE_EXCERPT_BYTES) truncated = true;
      await reader.cancel().catch(() => {});
    }
  }
  const bytes = Buffer.concat(chunks).subarray(0, RESPONSE_EXCERPT_BYTES);
  // A multi-byte character cut at the limit decodes as U+FFFD; NUL is not storable in text.
  return { headers, body: bytes.toString('utf8').replaceAll('\u0000', '\uFFFD'), truncated };
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
  if (code === 'ECONNREFUSED') return 'connection_refused';
  if (code === 'ENOTFOUND' || code === 'EAI_AGAIN') return 'dns';
  if (/CERT|TLS|SSL|SELF_SIGNED/i.test(code)) return 'tls';
  if (code === 'UND_ERR_HEADERS_TIMEOUT' || code === 'ETIMEDOUT') return 'timeout';
  return 'network';
}

export const httpSender: Sender = async (delivery, timeoutMs) => {
  const started = performance.now();
  const elapsed = () => Math.round(performance.now() - started);
  try {
    const response = await fetch(delivery.url, {
      method: 'POST',
      headers: delivery.headers,
      body: delivery.body,
      redirect: 'manual',
      signal: AbortSignal.timeout(timeoutMs),
    });
    const latencyMs = elapsed();
    // The status decides; the start of the body is kept for staff, read for a bounded time (a slow one must not hold the slot).
    const excerpt = await excerptOf(response);
    const ok = response.status >= 200 && response.status < 300;
    return { ok, latencyMs, responseStatus: response.status, errorClass: ok ? null : 'http_status', response: excerpt };
  } catch (error) {
    return { ok: false, latencyMs: elapsed(), responseStatus: null, errorClass: classify(error) };
  }
};
