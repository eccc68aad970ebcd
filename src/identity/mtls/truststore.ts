// The mTLS listener's truststore: every enabled partner certificate (and the
// chain registered with it), self-signed ones included, and nothing else:
// never the public roots. Every listener reads the version the back office
// bumps with each change and swaps a rebuilt context into the running
// server (setSecureContext): no restart, and every API process follows. It
// reads when the version's trigger notifies (`truststore_changed`, migration
// 0020) and on a poll that backs off while nothing changes (from pollMs,
// doubling up to maxPollMs): the safety net for a lost notification.
import type { Server as TlsServer, SecureContextOptions } from 'node:tls';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/transaction.ts';
import type { Signals } from '../../jobs/signals.ts';
import { CertificatesRepo } from './certificates-repo.ts';
import type { ServerIdentity } from './server-identity.ts';

export class Truststore {
  #version: string | null = null;
  #timer: NodeJS.Timeout | null = null;
  #polling = false;
  /** A signal came while a read was in flight (it may have read the version before the change): read again. */
  #again = false;
  #stopped = false;
  #unsubscribe: (() => void) | null = null;

  constructor(
    private readonly db: Db,
    private readonly identity: ServerIdentity,
  ) {}

  /** The server's key and certificate with the current truststore (`ca: []` trusts nothing). */
  async context(): Promise<SecureContextOptions> {
    const repo = new CertificatesRepo(this.db);
    this.#version = await repo.version();
    return { key: this.identity.key, cert: this.identity.cert, ca: await repo.enabledPems() };
  }

  /**
   * Reads the version on each `truststore_changed` signal and on a poll
   * backing off from `pollMs` to `maxPollMs` while it stays put; rebuilds and
   * swaps the context when it moved.
   */
  watch(server: TlsServer, pollMs: number, log: FastifyBaseLogger, signals: Signals | null = null, maxPollMs = pollMs): void {
    let wait = pollMs;
    const schedule = () => {
      if (this.#stopped) return;
      if (this.#timer) clearTimeout(this.#timer);
      this.#timer = setTimeout(async () => {
        const moved = await this.#poll(server, log);
        wait = moved ? pollMs : Math.min(Math.max(pollMs, maxPollMs), wait * 2);
        schedule();
      }, wait);
      this.#timer.unref();
    };
    this.#unsubscribe =
      signals?.subscribe('truststore_changed', () => {
        wait = pollMs;
        void this.#poll(server, log).then(schedule);
      }) ?? null;
    schedule();
  }

  stop(): void {
    this.#stopped = true;
    this.#unsubscribe?.();
    if (this.#timer) clearTimeout(this.#timer);
    this.#timer = null;
  }

  /** True when the version had moved (the context was rebuilt). */
  async #poll(server: TlsServer, log: FastifyBaseLogger): Promise<boolean> {
    if (this.#stopped) return false;
    if (this.#polling) {
      this.#again = true;
      return false;
    }
    this.#polling = true;
    let moved = false;
    try {
      do {
        this.#again = false;
        if ((await new CertificatesRepo(this.db).version()) === this.#version) continue;
        server.setSecureContext(await this.context());
        log.info({ truststoreVersion: this.#version }, 'mTLS truststore rebuilt');
        moved = true;
      } while (this.#again && !this.#stopped);
    } catch (error) {
      // The previous truststore stays in force; the next poll tries again.
      log.warn({ err: error }, 'mTLS truststore poll failed');
    } finally {
      this.#polling = false;
    }
    return moved;
  }
}
