// The request pipeline every operation goes through: authentication (a cached
// client-credentials token, or the client certificate on the mTLS host),
// pacing by the partner's rate limit (pacer.ts), timeouts, retries with
// exponential backoff and full jitter (after a 429: Retry-After plus jitter),
// and problem documents turned into typed errors.
import { TokenCache } from './auth.ts';
import { Pacer, parseRateLimitField } from './pacer.ts';
import { ConnectionError, RequestTimeoutError, retryAfterMs } from './errors.ts';
import { problemError } from './problem-error.ts';
import {
  certificateHint,
  certificateTransport,
  type ClientCertificate,
  type FetchLike,
  fetchTransport,
  storageTransport,
  type Transport,
} from './transport.ts';
import type { TokenResponse } from './types.ts';

export interface ClientOptions {
  /** The host: `{base_url}` (bearer), `{sandbox_base_url}`, or `{mtls_base_url}` with `certificate`. */
  baseUrl: string;
  /** Client credentials (bearer and sandbox hosts). */
  clientId?: string;
  clientSecret?: string;
  /** Scopes to request, e.g. `['partner-api/orders:read']`; the partner's capabilities when omitted. */
  scope?: string | readonly string[];
  /** The mTLS host's credential: no token is requested, the certificate authenticates every request. */
  certificate?: ClientCertificate;
  /** Retries after the first attempt (default 4). */
  maxRetries?: number;
  /** The first backoff ceiling (default 500 ms), doubled each attempt. */
  initialRetryDelayMs?: number;
  /** No single wait is longer (default 30 s); a Retry-After beyond it is not waited for: the error is thrown. */
  maxRetryDelayMs?: number;
  /** Per attempt (default 60 s; the submission call waits up to 20 s by itself). */
  timeoutMs?: number;
  /** A fetch to use instead of the global one (bearer hosts). */
  fetch?: FetchLike;
  /** Called before each retry (logging, metrics). */
  onRetry?: (retry: RetryInfo) => void;
  /** Called before each attempt is sent (logging, metrics, tracing headers); may add headers. */
  onRequest?: (request: AttemptInfo) => void;
  /** Called with every HTTP answer (each attempt's, retried or not): logging and metrics. */
  onResponse?: (response: ResponseInfo) => void;
  /** How the client waits (tests replace it); by default a timer. */
  sleep?: (ms: number) => Promise<void>;
  /** The client's clock in ms, which `sleep` moves (tests replace both); by default Date.now. */
  now?: () => number;
  /**
   * Pace requests by the RateLimit fields the service sends (default true): a burst larger than the
   * partner's bucket waits in the client, in order, instead of being refused with 429 and retried.
   */
  pace?: boolean;
  /** Added to the User-Agent header. */
  userAgent?: string;
}

export interface RetryInfo {
  method: string;
  path: string;
  /** 1 for the first retry. */
  attempt: number;
  delayMs: number;
  /** The HTTP status that caused it, or undefined for a connection error. */
  status: number | undefined;
  /** The server's Retry-After in ms, when it sent one. */
  retryAfterMs: number | undefined;
  error: unknown;
}

/** What `onRequest` sees of an attempt; `headers` may be added to (never the Authorization header). */
export interface AttemptInfo {
  method: string;
  url: string;
  /** 0 for the first attempt. */
  attempt: number;
  headers: Record<string, string>;
}

/** One HTTP answer, as `onResponse` and `withResponse` give it. */
export interface ResponseInfo {
  method: string;
  url: string;
  attempt: number;
  status: number;
  requestId: string | undefined;
  headers: Headers;
  durationMs: number;
  /** The partner's bucket and daily quota after this request, from the RateLimit fields (absent on hosts without them). */
  rateLimit: RateLimitState | undefined;
}

export interface RateLimitState {
  /** Requests left in the bucket, and its depth. */
  remaining: number;
  limit: number;
  /** Requests left today, and the daily quota. */
  dailyRemaining: number | undefined;
  dailyLimit: number | undefined;
}

/** Options of one call (`client.with(…)`): they override the client's for the calls made through that view. */
export interface CallOptions {
  /** Per attempt. */
  timeoutMs?: number;
  /** Retries after the first attempt. */
  maxRetries?: number;
  /** Aborts the call (and its retries and waits). */
  signal?: AbortSignal;
}

export interface RequestOptions {
  query?: Record<string, string | number | boolean | null | undefined>;
  body?: unknown;
  /** Safe to repeat (GET, PUT, DELETE; a POST with its own idempotency key). Retries connection errors, 408 and 5xx only then. */
  idempotent?: boolean;
  signal?: AbortSignal;
  /** Not authenticated (the token endpoint). */
  anonymous?: boolean;
  form?: Record<string, string>;
}

/** What storage answered to an upload, or why nothing came back. */
export type UploadOutcome = { status: number; text: string } | { status: undefined; timedOut: boolean; timeoutMs: number; cause: unknown };

export interface ApiResponse<T> {
  data: T;
  status: number;
  headers: Headers;
  requestId: string | undefined;
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'PUT', 'DELETE', 'OPTIONS']);
/** Statuses worth another attempt when the request is safe to repeat. */
const RETRY_WHEN_SAFE = new Set([408, 500, 502, 503, 504]);
const VERSION = '0.1.0';

export class Core {
  readonly baseUrl: string;
  private readonly transport: Transport & { close?(): void };
  /** Uploads to storage (another host than the API's). */
  private readonly storage: Transport & { close?(): void };
  private readonly tokens: TokenCache | null;
  private readonly maxRetries: number;
  private readonly initialDelay: number;
  private readonly maxDelay: number;
  private readonly timeoutMs: number;
  private readonly sleep: (ms: number) => Promise<void>;
  private readonly userAgent: string;
  private readonly pacer: Pacer | null;

  constructor(
    private readonly options: ClientOptions,
    shared?: {
      transport: Transport & { close?(): void };
      storage: Transport & { close?(): void };
      tokens: TokenCache | null;
      pacer: Pacer | null;
    },
    private readonly call: CallOptions = {},
  ) {
    this.baseUrl = options.baseUrl.replace(/\/+$/, '');
    this.maxRetries = call.maxRetries ?? options.maxRetries ?? 4;
    this.initialDelay = options.initialRetryDelayMs ?? 500;
    this.maxDelay = options.maxRetryDelayMs ?? 30_000;
    this.timeoutMs = call.timeoutMs ?? options.timeoutMs ?? 60_000;
    this.sleep = options.sleep ?? ((ms) => new Promise((r) => setTimeout(r, ms)));
    this.userAgent = `partner-commerce-sdk/${VERSION} node/${process.versions.node}${options.userAgent ? ` ${options.userAgent}` : ''}`;
    if (shared) {
      // A view (`with`): the same connections, token and bucket, other per-call options.
      this.transport = shared.transport;
      this.storage = shared.storage;
      this.tokens = shared.tokens;
      this.pacer = shared.pacer;
      return;
    }
    this.pacer = options.pace === false ? null : new Pacer({ sleep: this.sleep, now: options.now ?? Date.now });
    if (options.certificate) {
      this.transport = certificateTransport(options.certificate);
      this.storage = storageTransport(options.certificate);
      this.tokens = null;
    } else {
      if (!options.clientId || !options.clientSecret)
        throw new TypeError('clientId and clientSecret (or a certificate for the mTLS host) are required');
      this.transport = fetchTransport(options.fetch);
      // The same fetch: whatever the partner's fetch does (a proxy, its own TLS settings) applies to uploads too.
      this.storage = this.transport;
      this.tokens = new TokenCache(() => this.mintToken());
    }
  }

  /** The same client (connections, token, rate-limit bucket) with other per-call options and, optionally, another response hook. */
  derive(call: CallOptions, onResponse?: (response: ResponseInfo) => void): Core {
    const merged: CallOptions = { ...this.call, ...call };
    if (this.call.signal && call.signal) merged.signal = AbortSignal.any([this.call.signal, call.signal]);
    const options: ClientOptions = onResponse
      ? {
          ...this.options,
          onResponse: (r) => {
            this.options.onResponse?.(r);
            onResponse(r);
          },
        }
      : this.options;
    return new Core(options, { transport: this.transport, storage: this.storage, tokens: this.tokens, pacer: this.pacer }, merged);
  }

  private async mintToken() {
    const scope =
      this.options.scope === undefined
        ? undefined
        : typeof this.options.scope === 'string'
          ? this.options.scope
          : this.options.scope.join(' ');
    const form: Record<string, string> = {
      grant_type: 'client_credentials',
      client_id: this.options.clientId!,
      client_secret: this.options.clientSecret!,
      ...(scope !== undefined && { scope }),
    };
    const res = await this.request<TokenResponse>('POST', '/oauth2/token', { form, anonymous: true, idempotent: true });
    return { accessToken: res.data.access_token, expiresInSeconds: res.data.expires_in };
  }

  /** The current access token (minting one if needed); undefined on the mTLS host. */
  accessToken(): Promise<string | undefined> {
    return this.tokens ? this.tokens.token() : Promise.resolve(undefined);
  }

  url(path: string, query?: RequestOptions['query']): string {
    const url = new URL(path.startsWith('http') ? path : `${this.baseUrl}${path}`);
    for (const [k, v] of Object.entries(query ?? {})) if (v !== undefined && v !== null) url.searchParams.set(k, String(v));
    return url.toString();
  }

  async request<T>(method: string, path: string, requestOptions: RequestOptions = {}): Promise<ApiResponse<T>> {
    const callSignal = this.call.signal;
    const options: RequestOptions =
      callSignal === undefined
        ? requestOptions
        : { ...requestOptions, signal: requestOptions.signal ? AbortSignal.any([callSignal, requestOptions.signal]) : callSignal };
    const url = this.url(path, options.query);
    const safe = SAFE_METHODS.has(method) || options.idempotent === true;
    const headers: Record<string, string> = { accept: 'application/json, application/problem+json', 'user-agent': this.userAgent };
    let body: string | undefined;
    if (options.form) {
      headers['content-type'] = 'application/x-www-form-urlencoded';
      body = new URLSearchParams(options.form).toString();
    } else if (options.body !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(options.body);
    }
    let attempt = 0;
    let refreshed = false;
    for (;;) {
      const token = options.anonymous || !this.tokens ? undefined : await this.tokens.token();
      // The token endpoint is outside the partner's bucket: only the API's requests are paced.
      const pacer = options.anonymous ? null : this.pacer;
      const slip = await pacer?.acquire(options.signal);
      const timeout = AbortSignal.timeout(this.timeoutMs);
      const signal = options.signal ? AbortSignal.any([options.signal, timeout]) : timeout;
      let res;
      const sent = { ...headers };
      try {
        this.options.onRequest?.({ method, url, attempt, headers: sent });
      } catch (error) {
        // The request never leaves: its place in the pacer is free again.
        pacer?.abandoned();
        throw error;
      }
      const started = performance.now();
      try {
        res = await this.transport({
          method,
          url,
          headers: token ? { ...sent, authorization: `Bearer ${token}` } : sent,
          body,
          signal,
        });
      } catch (cause) {
        pacer?.abandoned();
        if (options.signal?.aborted) throw options.signal.reason ?? cause;
        const error = timeout.aborted
          ? new RequestTimeoutError(method, url, this.timeoutMs)
          : new ConnectionError(method, url, cause, this.options.certificate ? certificateHint(cause) : undefined);
        if (safe && attempt < this.maxRetries) {
          attempt += 1;
          await this.wait({ method, path, attempt, status: undefined, retryAfterMs: undefined, error });
          continue;
        }
        throw error;
      }
      if (pacer && slip) pacer.observe(res.headers, res.status, slip);
      const text = await res.text();
      this.options.onResponse?.({
        method,
        url,
        attempt,
        status: res.status,
        requestId: res.headers.get('x-request-id') ?? undefined,
        headers: res.headers,
        durationMs: performance.now() - started,
        rateLimit: rateLimitState(res.headers),
      });
      if (res.status === 401 && token && !refreshed) {
        // Once with a fresh token (spec, "Retry guidance"): an expired or revoked token.
        this.tokens!.invalidate(token);
        refreshed = true;
        continue;
      }
      if (res.status < 400) {
        const data = (text && (res.headers.get('content-type') ?? '').includes('json') ? JSON.parse(text) : text || undefined) as T;
        return { data, status: res.status, headers: res.headers, requestId: res.headers.get('x-request-id') ?? undefined };
      }
      const error = problemError(method, url, res.status, res.headers, text);
      // 429 is the gateway refusing before any work is done: retried for every request.
      const retryable = res.status === 429 || (safe && RETRY_WHEN_SAFE.has(res.status));
      const after = retryAfterMs(res.headers.get('retry-after'));
      if (retryable && attempt < this.maxRetries && (after === undefined || after <= this.maxDelay)) {
        attempt += 1;
        const retry = { method, path, attempt, status: res.status, retryAfterMs: after, error };
        if (res.status === 429 && pacer) {
          // The pacer holds every request of this client until then; the retry queues behind it.
          this.options.onRetry?.({ ...retry, delayMs: pacer.refused(after, this.initialDelay, this.maxDelay) });
          continue;
        }
        await this.wait(retry);
        continue;
      }
      throw error;
    }
  }

  /**
   * One PUT of bytes to a signed storage URL, with the client's timeout and signal: never the access token (the
   * URL itself authorises it), not paced (storage is not the partner's bucket), not retried, and not shown to the
   * hooks (the URL is a credential that a logging hook would write down). Without an answer, `status` is undefined
   * and `timedOut` tells a timeout from a connection failure.
   */
  async upload(url: string, body: Uint8Array, contentType: string | null): Promise<UploadOutcome> {
    const timeout = AbortSignal.timeout(this.timeoutMs);
    const signal = this.call.signal ? AbortSignal.any([this.call.signal, timeout]) : timeout;
    const headers: Record<string, string> = { 'user-agent': this.userAgent };
    if (contentType !== null) headers['content-type'] = contentType;
    try {
      const res = await this.storage({ method: 'PUT', url, headers, body, signal });
      return { status: res.status, text: await res.text() };
    } catch (cause) {
      if (this.call.signal?.aborted) throw this.call.signal.reason ?? cause;
      return { status: undefined, timedOut: timeout.aborted, timeoutMs: this.timeoutMs, cause };
    }
  }

  private async wait(retry: Omit<RetryInfo, 'delayMs'>): Promise<void> {
    // Full jitter: uniform in [0, min(cap, initial × 2^(attempt-1))], after the server's Retry-After when it sent one,
    // so clients told the same Retry-After do not come back together.
    const jitter = Math.round(Math.random() * Math.min(this.maxDelay, this.initialDelay * 2 ** (retry.attempt - 1)));
    const delayMs = (retry.retryAfterMs ?? 0) + jitter;
    this.options.onRetry?.({ ...retry, delayMs });
    await this.sleep(delayMs);
  }

  /** Waits as the client waits (used by submission polling). */
  pause(ms: number): Promise<void> {
    return this.sleep(ms);
  }

  get maxRetryDelayMs(): number {
    return this.maxDelay;
  }

  close(): void {
    this.transport.close?.();
    if (this.storage !== this.transport) this.storage.close?.();
  }
}

/** The RateLimit fields of an answer, read for people (`withResponse`, `onResponse`). */
export function rateLimitState(headers: Headers): RateLimitState | undefined {
  const policy = parseRateLimitField(headers.get('ratelimit-policy'));
  const state = parseRateLimitField(headers.get('ratelimit'));
  if (state.bucket?.r === undefined || policy.bucket?.q === undefined) return undefined;
  return {
    remaining: state.bucket.r,
    limit: policy.bucket.q,
    dailyRemaining: state.daily?.r,
    dailyLimit: policy.daily?.q,
  };
}
