// Wake-ups across processes: "a job is ready", "a submission is terminal",
// "an outbox event committed" (the webhook dispatcher's), "a delivery was
// queued outside the fan-out" (staff's), "the mTLS truststore changed".
// A change announces itself with `notify(trx, channel, payload)` inside its
// transaction; on PostgreSQL that is pg_notify, delivered at commit to every
// process LISTENing on one dedicated connection (not a pooled one, so a
// waiting request holds nothing from the pool). PGlite runs in this process
// only, so `announce` after commit wakes the local subscribers directly;
// the channels only a trigger sends (TRIGGERED) are LISTENed to on the
// embedded instance itself. A process LISTENs only to the channels it has
// subscribers on (its roles'): PostgreSQL sends every notification on a
// channel to every session listening to it, so an API process listening to
// `jobs_ready` would be woken by each submission for nothing. Whenever a
// channel's LISTEN takes effect (the connection (re)opened, or its first
// subscriber came), it gets an empty signal: what was sent before is re-read.
// Subscribers re-read the database when woken, unless the signal carries
// what the change committed: a payload `<key> <detail>` reaches them as the
// key with the detail's text (a local announce hands its detail as is).
import { EventEmitter } from 'node:events';
import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { sql } from 'kysely';
import type { Db } from '../db/transaction.ts';
import type { WaitStop } from './wait-stop.ts';

// `events_ready`: an outbox event committed (payload: its id; sent by the outbox's trigger, migration 0018).
// `deliveries_ready`: a delivery queued by staff (a test ping, a redelivery; payload: its id) and
// `truststore_changed`: the mTLS truststore's version moved; both sent by triggers (migration 0022).
// `credentials_changed`: a row the bearer credential read depends on changed (payload: the table; migration 0023).
export type Channel = 'jobs_ready' | 'submission_done' | 'events_ready' | 'deliveries_ready' | 'truststore_changed' | 'credentials_changed';
const CHANNELS: Channel[] = [
  'jobs_ready',
  'submission_done',
  'events_ready',
  'deliveries_ready',
  'truststore_changed',
  'credentials_changed',
];
/** Sent by a trigger (a local announce at most adds to it): on the embedded engine, LISTENed to on the instance. */
const TRIGGERED: readonly Channel[] = ['deliveries_ready', 'truststore_changed', 'credentials_changed'];
/** After the LISTEN connection drops, the next attempt to reopen it. */
const RECONNECT_MS = 1_000;

export class Signals {
  readonly #local = new EventEmitter();
  readonly #postgresUrl: string | null;
  #listener: pg.Client | null = null;
  #connecting: Promise<void> | null = null;
  /** The channels this process has subscribers on: the ones LISTENed to. */
  readonly #wanted = new Set<Channel>();
  /** The wanted channels whose LISTEN has taken effect on the current connection. */
  readonly #listened = new Set<Channel>();
  /** The LISTENs issued on the current connection, one after another. */
  #listens: Promise<void> = Promise.resolve();
  #closed = false;
  #reconnect: NodeJS.Timeout | null = null;
  readonly #embedded: PGlite | null;
  /** Payloads this process announces itself (with detail) once its change commits: their LISTEN echo is dropped. */
  readonly #announcing = new Map<Channel, Map<string, number>>();
  /** Triggered channels LISTENed to on the embedded instance, with their unlisten. */
  readonly #embeddedListens = new Map<Channel, Promise<(() => Promise<void>) | null>>();
  /** Triggered channels whose embedded LISTEN is in place. */
  readonly #embeddedListening = new Set<Channel>();
  /** subscribeTo's listeners by channel and payload; each channel's one emitter listener hands a signal to its payload's only. */
  readonly #keyed = new Map<Channel, Map<string, Set<(payload: string, detail?: unknown) => void>>>();
  #epoch = 0;

  /** `postgresUrl` null: this process is the only one (PGlite; `embedded`: its instance, for the triggered channels). */
  constructor(postgresUrl: string | null, embedded: PGlite | null = null) {
    this.#postgresUrl = postgresUrl;
    this.#embedded = embedded;
    this.#local.setMaxListeners(0);
  }

  /** Inside the transaction of the change: delivered to other processes at commit. */
  async notify(trx: Db, channel: Channel, payload: string): Promise<void> {
    if (this.#postgresUrl) await sql`SELECT pg_notify(${channel}, ${payload})`.execute(trx);
  }

  /**
   * True when other processes may listen (PostgreSQL): a statement of the
   * change may then carry `pg_notify(channel, payload)` itself, saving the
   * round trip of notify().
   */
  get crossProcess(): boolean {
    return this.#postgresUrl !== null;
  }

  /**
   * After commit, in this process: wakes local subscribers without a round
   * trip. `detail`: what the change committed, for in-process subscribers
   * that would otherwise re-read it (never crosses processes).
   */
  announce(channel: Channel, payload: string, detail?: unknown): void {
    this.#local.emit(channel, payload, detail);
  }

  /**
   * While held, `payload` on `channel` is this process's to announce (a
   * worker of this process commits that change and announces it with its
   * detail): the same signal coming back through LISTEN is not passed on, so
   * a local subscriber does not re-read what the announce hands it. Returns
   * the release; whoever holds it announces (with or without detail) on
   * every path, or a local subscriber waits for its safety poll.
   */
  announcing(channel: Channel, payload: string): () => void {
    let held = this.#announcing.get(channel);
    if (!held) this.#announcing.set(channel, (held = new Map()));
    held.set(payload, (held.get(payload) ?? 0) + 1);
    let released = false;
    return () => {
      if (released) return;
      released = true;
      const left = held.get(payload)! - 1;
      if (left > 0) held.set(payload, left);
      else held.delete(payload);
    };
  }

  /**
   * Listens to `channel` from now on, before its first subscriber: for a role
   * whose waits come later (the partner listeners' waiting POSTs), so that
   * the first of them finds the LISTEN in place.
   */
  listen(channel: Channel): void {
    this.#wanted.add(channel);
    void this.#ensureListening();
  }

  /** Calls `listener` for each signal on `channel` (with the local announcer's detail, if any); returns the unsubscribe. */
  subscribe(channel: Channel, listener: (payload: string, detail?: unknown) => void): () => void {
    this.#local.on(channel, listener);
    this.#wanted.add(channel);
    void this.#ensureListening();
    this.#listenEmbedded(channel);
    return () => this.#local.off(channel, listener);
  }

  /**
   * Calls `listener` for each signal on `channel` whose payload is `key` (a
   * submission's id): what a waiter on one change subscribes to. Looked up by
   * the payload, so a signal costs the same however many wait (with a
   * listener each on the channel, every signal called every waiter's: at 32
   * waiting POSTs, 64 calls and an array copy per signal, and as many scans
   * to unsubscribe).
   */
  subscribeTo(channel: Channel, key: string, listener: (payload: string, detail?: unknown) => void): () => void {
    let byKey = this.#keyed.get(channel);
    if (!byKey) {
      const keyed = (byKey = new Map());
      this.#keyed.set(channel, keyed);
      this.subscribe(channel, (payload, detail) => {
        // The empty signal (a LISTEN took effect: something may have been missed) is every key's.
        if (payload === '') {
          for (const listeners of [...keyed.values()]) for (const each of [...listeners]) each(payload, detail);
          return;
        }
        const listeners = keyed.get(payload);
        if (listeners) for (const each of [...listeners]) each(payload, detail);
      });
    } else {
      void this.#ensureListening();
    }
    let listeners = byKey.get(key);
    if (!listeners) byKey.set(key, (listeners = new Set()));
    listeners.add(listener);
    const keyed = byKey;
    return () => {
      const now = keyed.get(key);
      if (!now?.delete(listener) || now.size > 0) return;
      keyed.delete(key);
    };
  }

  /**
   * True while every signal on `channel` committed from now on is certain to
   * reach this process: the LISTEN connection is open (PostgreSQL), or the
   * embedded instance listens (PGlite). A cache that only signals invalidate
   * serves nothing while this is false (src/identity/credential-cache.ts).
   */
  listening(channel: Channel): boolean {
    if (this.#closed) return false;
    if (this.#postgresUrl) return this.#listener !== null && this.#listened.has(channel);
    return this.#embeddedListening.has(channel);
  }

  /**
   * Moves whenever the LISTEN connection opens or is lost, or a channel's
   * LISTEN takes effect: a signal may have been missed in between, so what
   * was kept on signals' word is stale.
   */
  get epoch(): number {
    return this.#epoch;
  }

  #listenEmbedded(channel: Channel): void {
    const lite = this.#embedded;
    if (!lite || this.#closed || !TRIGGERED.includes(channel) || this.#embeddedListens.has(channel)) return;
    this.#embeddedListens.set(
      channel,
      lite
        .listen(channel, (payload) => this.#local.emit(channel, payload))
        .then(
          (unlisten) => {
            if (!this.#closed) this.#embeddedListening.add(channel);
            return unlisten;
          },
          () => null,
        ),
    );
  }

  /** The dedicated LISTEN connection, (re)opened on demand, listening to every wanted channel; failures fall back to polling. */
  #ensureListening(): Promise<void> {
    if (!this.#postgresUrl || this.#closed) return Promise.resolve();
    if (this.#listener) return this.#listenWanted(this.#listener);
    this.#connecting ??= (async () => {
      const client = new pg.Client({ connectionString: this.#postgresUrl!, connectionTimeoutMillis: 2_000 });
      const drop = () => {
        const lost = this.#listener === client;
        if (lost) {
          this.#listener = null;
          this.#listened.clear();
          this.#listens = Promise.resolve();
          this.#epoch++;
        }
        void client.end().catch(() => {});
        // Reopened on its own (not only by the next subscriber or poll): the subscribers then re-read.
        if (!this.#closed && !this.#reconnect && (lost || !this.#listener)) {
          this.#reconnect = setTimeout(() => {
            this.#reconnect = null;
            void this.#ensureListening();
          }, RECONNECT_MS);
          this.#reconnect.unref();
        }
      };
      client.on('error', drop);
      client.on('end', drop);
      client.on('notification', (message) => {
        const channel = message.channel as Channel;
        if (!CHANNELS.includes(channel)) return;
        // `<key> <detail>`: a signal may carry what the change committed (as text) after its key.
        const payload = message.payload ?? '';
        const space = payload.indexOf(' ');
        const key = space < 0 ? payload : payload.slice(0, space);
        if (this.#announcing.get(channel)?.has(key)) return;
        if (space < 0) this.#local.emit(channel, key);
        else this.#local.emit(channel, key, payload.slice(space + 1));
      });
      try {
        await client.connect();
        if (this.#closed) return void (await client.end());
        this.#listener = client;
        this.#epoch++;
        await this.#listenWanted(client);
      } catch {
        drop();
      }
    })().finally(() => {
      this.#connecting = null;
    });
    return this.#connecting;
  }

  /**
   * LISTENs on `client` to each wanted channel not yet listened to, in turn;
   * as each takes effect, its subscribers get the empty signal (anything sent
   * before it is found by the re-read each subscriber does on a signal).
   * Resolves when every channel wanted by then is listened to.
   */
  #listenWanted(client: pg.Client): Promise<void> {
    const missing = [...this.#wanted].filter((channel) => !this.#listened.has(channel));
    if (missing.length === 0) return this.#listens;
    this.#listens = this.#listens.then(async () => {
      for (const channel of missing) {
        if (this.#listener !== client || this.#listened.has(channel)) continue;
        try {
          await client.query(`LISTEN ${channel}`);
        } catch {
          // The connection failed: its 'error' or 'end' drops it and reopens, listening again.
          return;
        }
        if (this.#listener !== client || this.#closed) return;
        this.#listened.add(channel);
        this.#epoch++;
        try {
          this.#local.emit(channel, '');
        } catch {
          // A subscriber's failure is not the listener's: the other channels are still listened to.
        }
      }
    });
    return this.#listens;
  }

  /** Resolves once the cross-process listener is up and listens to every channel subscribed to (tests and start-up). */
  async ready(): Promise<void> {
    await this.#ensureListening();
  }

  async close(): Promise<void> {
    this.#closed = true;
    this.#epoch++;
    this.#embeddedListening.clear();
    if (this.#reconnect) clearTimeout(this.#reconnect);
    this.#local.removeAllListeners();
    this.#keyed.clear();
    const unlistens = await Promise.all(this.#embeddedListens.values());
    this.#embeddedListens.clear();
    await Promise.all(unlistens.map((unlisten) => unlisten?.().catch(() => {})));
    await this.#connecting;
    const client = this.#listener;
    this.#listener = null;
    await client?.end().catch(() => {});
  }
}

/**
 * Waits until `check` returns a value or `timeoutMs` passes, re-checking on
 * each signal of `channel` with this `key` and on a slow safety poll (a
 * notification can be lost while the listener reconnects). Holds no database
 * connection between checks. When `stop` comes (the process is draining),
 * the wait ends at once after one last check.
 */
export async function waitFor<T>(
  signals: Signals,
  channel: Channel,
  key: string,
  timeoutMs: number,
  check: () => Promise<T | null>,
  safetyPollMs = 1_000,
  stop?: WaitStop,
): Promise<T | null> {
  // Watched before the first check, so a signal during a check is never missed: it sends the loop round again.
  let woken = false;
  let resume: (() => void) | null = null;
  const wake = () => {
    woken = true;
    resume?.();
  };
  const unsubscribe = signals.subscribeTo(channel, key, wake);
  const unwatch = stop?.watch(wake);
  const deadline = Date.now() + timeoutMs;
  try {
    for (;;) {
      woken = false;
      const found = await check();
      if (found !== null) return found;
      const left = deadline - Date.now();
      if (left <= 0 || stop?.stopped) return null;
      if (woken) continue;
      let timer: NodeJS.Timeout | undefined;
      await new Promise<void>((resolve) => {
        resume = resolve;
        timer = setTimeout(resolve, Math.min(left, safetyPollMs));
      });
      resume = null;
      clearTimeout(timer);
    }
  } finally {
    unsubscribe();
    unwatch?.();
  }
}
