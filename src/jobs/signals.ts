// Wake-ups across processes: "a job is ready", "a submission is terminal",
// "an outbox event committed" (the webhook dispatcher's).
// A change announces itself with `notify(trx, channel, payload)` inside its
// transaction; on PostgreSQL that is pg_notify, delivered at commit to every
// process LISTENing on one dedicated connection (not a pooled one, so a
// waiting request holds nothing from the pool). PGlite runs in this process
// only, so `announce` after commit wakes the local subscribers directly.
// Subscribers re-read the database when woken: a signal carries no state.
import { EventEmitter } from 'node:events';
import pg from 'pg';
import { sql } from 'kysely';
import type { Db } from '../db/transaction.ts';

// `events_ready`: an outbox event committed (payload: its id; sent by the outbox's trigger, migration 0018).
export type Channel = 'jobs_ready' | 'submission_done' | 'events_ready';
const CHANNELS: Channel[] = ['jobs_ready', 'submission_done', 'events_ready'];

export class Signals {
  readonly #local = new EventEmitter();
  readonly #postgresUrl: string | null;
  #listener: pg.Client | null = null;
  #connecting: Promise<void> | null = null;
  #closed = false;

  /** `postgresUrl` null: this process is the only one (PGlite). */
  constructor(postgresUrl: string | null) {
    this.#postgresUrl = postgresUrl;
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

  /** Calls `listener` for each signal on `channel` (with the local announcer's detail, if any); returns the unsubscribe. */
  subscribe(channel: Channel, listener: (payload: string, detail?: unknown) => void): () => void {
    this.#local.on(channel, listener);
    void this.#ensureListening();
    return () => this.#local.off(channel, listener);
  }

  /** The dedicated LISTEN connection, (re)opened on demand; failures fall back to polling. */
  #ensureListening(): Promise<void> {
    if (!this.#postgresUrl || this.#listener || this.#closed) return Promise.resolve();
    this.#connecting ??= (async () => {
      const client = new pg.Client({ connectionString: this.#postgresUrl!, connectionTimeoutMillis: 2_000 });
      const drop = () => {
        if (this.#listener === client) this.#listener = null;
        void client.end().catch(() => {});
      };
      client.on('error', drop);
      client.on('end', drop);
      client.on('notification', (message) => {
        if ((CHANNELS as string[]).includes(message.channel)) this.#local.emit(message.channel, message.payload ?? '');
      });
      try {
        await client.connect();
        for (const channel of CHANNELS) await client.query(`LISTEN ${channel}`);
        if (this.#closed) return void (await client.end());
        this.#listener = client;
      } catch {
        drop();
      }
    })().finally(() => {
      this.#connecting = null;
    });
    return this.#connecting;
  }

  /** Resolves once the cross-process listener is up (tests and start-up). */
  async ready(): Promise<void> {
    await this.#ensureListening();
  }

  async close(): Promise<void> {
    this.#closed = true;
    this.#local.removeAllListeners();
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
 * connection between checks. When `stop` aborts (the process is draining),
 * the wait ends at once after one last check.
 */
export async function waitFor<T>(
  signals: Signals,
  channel: Channel,
  key: string,
  timeoutMs: number,
  check: () => Promise<T | null>,
  safetyPollMs = 1_000,
  stop?: AbortSignal,
): Promise<T | null> {
  let wake: () => void = () => {};
  const unsubscribe = signals.subscribe(channel, (payload) => {
    if (payload === key) wake();
  });
  const onStop = () => wake();
  stop?.addEventListener('abort', onStop);
  const deadline = Date.now() + timeoutMs;
  try {
    for (;;) {
      // Subscribed before this check, so a signal after it is never missed.
      const signalled = new Promise<void>((resolve) => (wake = resolve));
      const found = await check();
      if (found !== null) return found;
      const left = deadline - Date.now();
      if (left <= 0 || stop?.aborted) return null;
      let timer: NodeJS.Timeout | undefined;
      await Promise.race([signalled, new Promise<void>((resolve) => (timer = setTimeout(resolve, Math.min(left, safetyPollMs))))]);
      clearTimeout(timer);
    }
  } finally {
    unsubscribe();
    stop?.removeEventListener('abort', onStop);
  }
}
