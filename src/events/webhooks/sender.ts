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
    // The status decides; the body is not needed (and a slow one must not hold the slot).
    await response.body?.cancel().catch(() => {});
    const ok = response.status >= 200 && response.status < 300;
    return { ok, latencyMs, responseStatus: response.status, errorClass: ok ? null : 'http_status' };
  } catch (error) {
    return { ok: false, latencyMs: elapsed(), responseStatus: null, errorClass: classify(error) };
  }
};
