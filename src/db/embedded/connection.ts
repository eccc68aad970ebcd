// The `pg` driver's connection to the embedded engine: what PGlite's own
// node-postgres adapter (@electric-sql/pglite/node-postgres) does, plus the
// one thing a socket does that it does not: cork.
//
// For a statement of the extended protocol the driver writes five messages
// (Parse, Bind, Describe, Execute, Sync), corking its stream around them so
// that a socket sends them as one packet. PGlite's adapter has no cork and
// hands each message to the engine as its own call: five trips through the
// engine's main loop entry, its output parser and its file-system sync, and
// five promise hops, where the server's protocol takes them as one batch.
// Here the messages written while the stream is corked go to the engine
// together when it is uncorked, as they would reach a server: the engine
// answers the same messages in the same order (after an error it skips to
// the Sync, as a server does with a pipelined batch). A message written
// outside a cork (a simple query, a Sync after a row-limited Execute) goes
// at once, as before.
import { EventEmitter } from 'node:events';
import { type PGlite, protocol } from '@electric-sql/pglite';
import pg from 'pg';

const { serialize } = protocol;

type Message = { name: string };

/** One connection to a PGlite instance; every message goes through one queue, in order. */
export class EmbeddedConnection extends EventEmitter {
  // Read by the driver.
  _connecting = false;
  parsedStatements: Record<string, string> = {};
  submittedNamedStatements: Record<string, string> = {};
  readonly stream = {
    destroy: () => this.end(),
    cork: () => {
      this.corked ??= [];
    },
    uncork: () => {
      const parts = this.corked;
      this.corked = null;
      if (parts && parts.length > 0) this.exchange(parts.length === 1 ? parts[0]! : concat(parts));
    },
  };
  private readonly lite: PGlite;
  /** The driver listens to 'message' only for some features (copy streams); the adapter emits it only then, as PGlite's does. */
  private emitsMessage = false;
  /** Messages written while corked, sent as one batch on uncork. */
  private corked: Uint8Array[] | null = null;
  private queue: Promise<unknown>;

  constructor(lite: PGlite) {
    super();
    this.lite = lite;
    this.queue = lite.waitReady;
    this.on('newListener', (event) => {
      if (event === 'message') this.emitsMessage = true;
    });
  }

  async connect(): Promise<void> {
    this._connecting = true;
    await this.lite.waitReady;
    if (opened.has(this.lite)) {
      if (this.lite.isInTransaction()) await this.lite.exec('ROLLBACK');
      await this.lite.exec('DEALLOCATE ALL');
    }
    opened.add(this.lite);
    process.nextTick(() => this.emit('readyForQuery'));
  }

  // No network, no authentication: the engine is in this process.
  requestSsl(): void {}
  startup(): void {}
  cancel(): void {}
  password(): void {}
  ref(): void {}
  unref(): void {}

  sendSASLInitialResponseMessage(mechanism: string, response: string): void {
    this.write(serialize.sendSASLInitialResponseMessage(mechanism, response));
  }
  sendSCRAMClientFinalMessage(response: string): void {
    this.write(serialize.sendSCRAMClientFinalMessage(response));
  }
  query(text: string): void {
    this.write(serialize.query(text));
  }
  parse(config: Parameters<typeof serialize.parse>[0]): void {
    this.write(serialize.parse(config));
  }
  bind(config: Parameters<typeof serialize.bind>[0]): void {
    this.write(serialize.bind(config));
  }
  execute(config: Parameters<typeof serialize.execute>[0]): void {
    this.write(serialize.execute(config));
  }
  describe(config: Parameters<typeof serialize.describe>[0]): void {
    this.write(serialize.describe(config));
  }
  close(config: Parameters<typeof serialize.close>[0]): void {
    this.write(serialize.close(config));
  }
  flush(): void {
    this.write(serialize.flush());
  }
  sync(): void {
    this.write(serialize.sync());
  }
  sendCopyFromChunk(chunk: Uint8Array): void {
    this.write(serialize.copyData(chunk.buffer.slice(chunk.byteOffset, chunk.byteOffset + chunk.byteLength) as ArrayBuffer));
  }
  endCopyFrom(): void {
    this.write(serialize.copyDone());
  }
  sendCopyFail(message: string): void {
    this.write(serialize.copyFail(message));
  }

  end(): void {
    this.queue = this.queue.then(() => {
      this.emit('end');
    });
    for (const event of this.eventNames()) if (event !== 'newListener') this.removeAllListeners(event);
    this.emitsMessage = false;
  }

  private write(bytes: Uint8Array): void {
    if (this.corked) this.corked.push(bytes);
    else this.exchange(bytes);
  }

  /** Hands bytes to the engine after whatever is queued, and emits its answer's messages as the driver's parser would. */
  private exchange(bytes: Uint8Array): void {
    this.queue = this.queue
      .then(() => this.lite.execProtocolStream(bytes, { throwOnError: false }))
      .then((messages) => {
        for (const message of messages as Message[]) {
          if (this.emitsMessage) this.emit('message', message);
          this.emit(message.name === 'error' ? 'errorMessage' : message.name, message);
        }
      })
      .catch((error: unknown) => {
        this.emit('error', error);
      });
  }
}

function concat(parts: Uint8Array[]): Uint8Array {
  let length = 0;
  for (const part of parts) length += part.length;
  const out = new Uint8Array(length);
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}

/** Instances a connection has been opened to: a later connection finds the one session as the last one left it. */
const opened = new WeakSet<PGlite>();

/**
 * A `pg.Pool` config of one client at a time (the engine runs one statement at a time), each client
 * with a connection of its own.
 *
 * PGlite's `createPgConfig` hands every client the same connection object. The pool ends a client
 * whose `pool.query` failed and opens a new one, which then got the old connection and its pending
 * 'end': the statement after any failed one answered "Connection terminated unexpectedly", and the
 * one after that a protocol error (test/db/embedded-connection.test.ts). A server would give the new
 * client a new session; the engine has only the one, so a later connection first ends a transaction
 * the last one left open and drops its named statements, as a new session would not have them.
 */
export function embeddedPoolConfig(lite: PGlite): pg.PoolConfig {
  class EmbeddedClient extends pg.Client {
    constructor(config?: pg.ClientConfig) {
      super({ ...config, connection: new EmbeddedConnection(lite) } as pg.ClientConfig);
    }
  }
  return { max: 1, Client: EmbeddedClient } as pg.PoolConfig;
}
