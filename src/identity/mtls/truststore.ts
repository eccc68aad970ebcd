// The mTLS listener's truststore: every enabled partner certificate (and the
// chain registered with it), self-signed ones included, and nothing else:
// never the public roots. Every listener polls the version the back office
// bumps with each change and swaps a rebuilt context into the running
// server (setSecureContext): no restart, and every API process follows.
import type { Server as TlsServer, SecureContextOptions } from 'node:tls';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/transaction.ts';
import { CertificatesRepo } from './certificates-repo.ts';
import type { ServerIdentity } from './server-identity.ts';

export class Truststore {
  #version: string | null = null;
  #timer: NodeJS.Timeout | null = null;
  #polling = false;

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

  /** Polls every `pollMs`; rebuilds and swaps the context when the version moved. */
  watch(server: TlsServer, pollMs: number, log: FastifyBaseLogger): void {
    this.#timer = setInterval(() => void this.#poll(server, log), pollMs);
    this.#timer.unref();
  }

  stop(): void {
    if (this.#timer) clearInterval(this.#timer);
    this.#timer = null;
  }

  async #poll(server: TlsServer, log: FastifyBaseLogger): Promise<void> {
    if (this.#polling) return;
    this.#polling = true;
    try {
      if ((await new CertificatesRepo(this.db).version()) === this.#version) return;
      server.setSecureContext(await this.context());
      log.info({ version: this.#version }, 'mTLS truststore rebuilt');
    } catch (error) {
      // The previous truststore stays in force; the next poll tries again.
      log.warn({ err: error }, 'mTLS truststore poll failed');
    } finally {
      this.#polling = false;
    }
  }
}
