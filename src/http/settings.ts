// What every HTTP listener is configured with (parsed in src/app/config.ts).

export type LogLevel = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';

/** Listener timeouts (every HTTP listener), in milliseconds. */
export interface HttpTimeouts {
  /** Whole request (headers and body) must arrive within this; a trickled body is cut off. */
  requestTimeoutMs: number;
  /** Headers must arrive within this. */
  headersTimeoutMs: number;
  /** An idle keep-alive connection is closed after this. */
  keepAliveTimeoutMs: number;
  /** A socket with no traffic at all is closed after this. */
  idleTimeoutMs: number;
}

export const DEFAULT_HTTP_TIMEOUTS: HttpTimeouts = {
  requestTimeoutMs: 30_000,
  headersTimeoutMs: 10_000,
  keepAliveTimeoutMs: 5_000,
  idleTimeoutMs: 60_000,
};
