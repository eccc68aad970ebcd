// The bearer credential read, kept per process (it was the largest item of a point read's cost): a partner
// request's one statement (CREDENTIAL_PARTNER: the client, its partner's
// name, state, tier and capabilities, the partner's granted sites) answered
// from memory while nothing it read has changed.
//
// Correctness comes from the database's notifications, never from the age:
// every change to those rows sends `credentials_changed` at commit (migration
// 0023), and the whole cache is dropped when it arrives. An answer is kept
// only when no drop and no change of the LISTEN connection came between the
// start of its read and its end (a read begun before a commit it did not see
// is used once, as without the cache, and never kept). Nothing is served
// while the LISTEN connection is not open (or the embedded instance does not
// listen), and everything is dropped when it is lost or reopens: a signal
// may have been missed in between. So once a revocation's, a grant's or a
// tier change's signal has reached a process, that process answers from the
// new rows. The age bound (a few seconds) is only a belt against a
// connection that died without the process noticing. Token expiry is not
// cached here: the token's claims are checked against the clock per request
// (tokens.ts).
import type { Channel } from '../jobs/signals.ts';
import type { CredentialPartnerRow } from './repo.ts';

export const CREDENTIALS_CHANNEL: Channel = 'credentials_changed';

/** What the cache needs of src/jobs/signals.ts's Signals. */
export interface CacheSignals {
  listening(channel: Channel): boolean;
  readonly epoch: number;
  subscribe(channel: Channel, listener: () => void): () => void;
}

export interface CredentialCacheOptions {
  maxEntries: number;
  maxAgeMs: number;
}

export const CREDENTIAL_CACHE_DEFAULTS: CredentialCacheOptions = { maxEntries: 10_000, maxAgeMs: 5_000 };

/** Taken before a read: the state its answer may be kept under. */
export interface ReadTicket {
  generation: number;
  epoch: number;
}

export interface CredentialCacheCounts {
  /** Answered from memory. */
  hits: number;
  /** Read from the database, the cache being usable. */
  misses: number;
  /** Read from the database because the LISTEN connection was not open. */
  bypassed: number;
  /** Whole-cache drops (a signal, the LISTEN connection lost or reopened). */
  drops: number;
}

interface Entry {
  row: CredentialPartnerRow;
  readAtMs: number;
}

export class CredentialCache {
  readonly #entries = new Map<string, Entry>();
  readonly counts: CredentialCacheCounts = { hits: 0, misses: 0, bypassed: 0, drops: 0 };
  #generation = 0;
  #epoch = -1;
  #subscribed = false;

  constructor(
    private readonly signals: CacheSignals,
    private readonly options: CredentialCacheOptions = CREDENTIAL_CACHE_DEFAULTS,
    private readonly nowMs: () => number = () => performance.now(),
  ) {}

  /**
   * The kept answer for `clientId`, or undefined (then read, with a ticket
   * from `ticket()` taken first). Subscribes on first use, so a process that
   * never authenticates a partner (the CLI, a worker) opens no LISTEN for it.
   */
  get(clientId: string): CredentialPartnerRow | undefined {
    if (!this.#subscribed) this.#subscribe();
    if (!this.#usable()) {
      this.counts.bypassed++;
      return undefined;
    }
    const entry = this.#entries.get(clientId);
    if (entry !== undefined && this.nowMs() - entry.readAtMs < this.options.maxAgeMs) {
      this.counts.hits++;
      return entry.row;
    }
    if (entry !== undefined) this.#entries.delete(clientId);
    this.counts.misses++;
    return undefined;
  }

  /** Before the read: null when its answer could not be kept whatever happens. */
  ticket(): ReadTicket | null {
    return this.#usable() ? { generation: this.#generation, epoch: this.#epoch } : null;
  }

  /** After the read: kept only if nothing moved since the ticket. Absent clients are never kept. */
  put(clientId: string, row: CredentialPartnerRow, ticket: ReadTicket | null): void {
    if (ticket === null || !this.#usable() || ticket.generation !== this.#generation || ticket.epoch !== this.#epoch) return;
    if (this.#entries.size >= this.options.maxEntries) this.#entries.delete(this.#entries.keys().next().value!);
    // Frozen: one object answers many requests, so no request may change it for the next.
    Object.freeze(row.site_ids);
    Object.freeze(row.capabilities);
    this.#entries.set(clientId, { row: Object.freeze(row), readAtMs: this.nowMs() });
  }

  /** Drops everything, and keeps any read in flight from being kept. */
  drop(): void {
    this.#generation++;
    this.counts.drops++;
    this.#entries.clear();
  }

  get size(): number {
    return this.#entries.size;
  }

  /** Listening, with everything kept before the connection last opened or was lost dropped. */
  #usable(): boolean {
    if (!this.signals.listening(CREDENTIALS_CHANNEL)) return false;
    const epoch = this.signals.epoch;
    if (epoch !== this.#epoch) {
      if (this.#epoch !== -1) this.drop();
      this.#epoch = epoch;
    }
    return true;
  }

  #subscribe(): void {
    this.#subscribed = true;
    this.signals.subscribe(CREDENTIALS_CHANNEL, () => this.drop());
  }
}
