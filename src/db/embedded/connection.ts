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
//
// And each statement text is parsed once per connection, as a named
// statement of the extended protocol, instead of on every run: the driver
// sends its statements unnamed, so the engine parsed, analysed and planned
// the same text again each time (a point read cost 2.5-3x a named one's CPU
// on PGlite). The connection keeps the first STATEMENTS texts it sees under
// names of its own; a later Parse of a kept text is answered here (its
// ParseComplete) and its Bind goes to the kept name. The engine still plans
// each run as PostgreSQL plans a named statement (custom plans first, a
// generic one only when it costs no more) and re-plans it after a schema
// change. A kept statement whose result type a schema change altered
// (`SELECT *` after ADD COLUMN), or that DISCARD / DEALLOCATE dropped, fails
// once: outside a transaction the batch is sent again with the text parsed
// afresh, and the driver never sees the failure; inside one the failure is
// the transaction's, as on PostgreSQL with named statements.
import { EventEmitter } from 'node:events';
import { type PGlite, protocol } from '@electric-sql/pglite';
import pg from 'pg';
import { extended } from '../../objects.ts';

const { serialize } = protocol;

type Message = { name: string; code?: string; status?: string };
type ParseConfig = NonNullable<Parameters<typeof serialize.parse>[0]>;
type BindConfig = NonNullable<Parameters<typeof serialize.bind>[0]>;
/** A message as the driver wrote it: bytes, or a Parse / Bind resolved against the kept statements when sent. */
type Entry = Uint8Array | { parse: ParseConfig } | { bind: BindConfig } | { forget: true };

/** Statement texts kept prepared per connection: enough for every statement the service runs, bounded for the engine's memory. */
const STATEMENTS = 400;
/** Names unique in the process: connections to one instance never collide. */
let named = 0;
/** The errors of a kept statement gone stale: its result type changed (0A000), it was dropped (26000). */
const STALE = new Set(['0A000', '26000']);

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
      const entries = this.corked;
      this.corked = null;
      if (entries && entries.length > 0) this.exchange(entries);
    },
  };
  private readonly lite: PGlite;
  /** The driver listens to 'message' only for some features (copy streams); the adapter emits it only then, as PGlite's does. */
  private emitsMessage = false;
  /** Messages written while corked, sent as one batch on uncork. */
  private corked: Entry[] | null = null;
  private queue: Promise<unknown>;
  /** Statement text (and parameter types) → the name it is kept prepared under on this connection. */
  private readonly statements = new Map<string, string>();
  /** What the driver's unnamed statement is on the engine: the last Parse's kept name, or '' (unnamed). */
  private unnamed = '';

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
    // Statements that drop every named statement of the session: the kept ones go with them.
    if (/\b(discard|deallocate)\b/i.test(text)) this.write({ forget: true });
    this.write(serialize.query(text));
  }
  parse(config: ParseConfig): void {
    this.write({ parse: config });
  }
  bind(config: BindConfig): void {
    this.write({ bind: config });
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

  private write(entry: Entry): void {
    if (this.corked) this.corked.push(entry);
    else this.exchange([entry]);
  }

  /**
   * Sends a batch after whatever is queued, and emits its answer's messages as the driver's parser would.
   * A batch that ran into a kept statement gone stale, and left no transaction behind, goes once more
   * with its text parsed afresh; the driver sees only that second answer.
   */
  private exchange(entries: Entry[]): void {
    this.queue = this.queue
      .then(async () => {
        let batch = this.build(entries);
        let messages = await this.send(batch);
        if (batch.kept.length > 0 && isStale(messages)) {
          for (const key of batch.kept) this.statements.delete(key);
          batch = this.build(entries);
          messages = await this.send(batch);
        }
        this.settle(batch, messages);
        if (batch.answered) this.deliver({ name: 'parseComplete' });
        for (const message of messages) this.deliver(message);
      })
      .catch((error: unknown) => {
        this.emit('error', error);
      });
  }

  private deliver(message: Message): void {
    if (this.emitsMessage) this.emit('message', message);
    this.emit(message.name === 'error' ? 'errorMessage' : message.name, message);
  }

  private async send(batch: Batch): Promise<Message[]> {
    if (batch.parts.length === 0) return [];
    const bytes = batch.parts.length === 1 ? batch.parts[0]! : concat(batch.parts);
    return (await this.lite.execProtocolStream(bytes, { throwOnError: false })) as Message[];
  }

  /** The bytes of a batch, its Parse and Bind messages resolved against the kept statements. */
  private build(entries: Entry[]): Batch {
    const batch: Batch = { parts: [], answered: false, kept: [], parsed: [] };
    for (const [index, entry] of entries.entries()) {
      if (entry instanceof Uint8Array) batch.parts.push(entry);
      else if ('forget' in entry) this.statements.clear();
      else if ('bind' in entry) {
        const statement = entry.bind.statement || this.unnamed;
        batch.parts.push(serialize.bind(statement === entry.bind.statement ? entry.bind : extended(entry.bind, { statement })));
      } else this.buildParse(entry.parse, index === 0, batch);
    }
    return batch;
  }

  private buildParse(config: ParseConfig, first: boolean, batch: Batch): void {
    if (config.name) {
      // A named statement of the driver's own (prepared.ts names none on this engine).
      batch.parts.push(serialize.parse(config));
      batch.parsed.push(null);
      return;
    }
    const key = config.types && config.types.length > 0 ? `${config.types.join(',')}\u0000${config.text}` : config.text;
    const kept = this.statements.get(key);
    // Answered here only at the head of a batch, where its ParseComplete comes before the engine's answers.
    if (kept !== undefined && first) {
      this.unnamed = kept;
      batch.answered = true;
      batch.kept.push(key);
      return;
    }
    if (kept === undefined && this.statements.size < STATEMENTS) {
      named += 1;
      this.unnamed = `pcapi_e${named}`;
      batch.parts.push(serialize.parse(extended(config, { name: this.unnamed })));
      batch.parsed.push({ key, name: this.unnamed });
      return;
    }
    this.unnamed = '';
    batch.parts.push(serialize.parse(config));
    batch.parsed.push(null);
  }

  /** Keeps the statements the engine parsed (each ParseComplete answers the batch's Parse messages in order). */
  private settle(batch: Batch, messages: Message[]): void {
    let next = 0;
    for (const message of messages) {
      if (message.name !== 'parseComplete') continue;
      const parsed = batch.parsed[next++];
      if (parsed) this.statements.set(parsed.key, parsed.name);
    }
    if (messages.some((m) => m.name === 'error' && m.code !== undefined && STALE.has(m.code))) {
      for (const key of batch.kept) this.statements.delete(key);
    }
  }
}

interface Batch {
  parts: Uint8Array[];
  /** A kept statement's Parse was answered here: its ParseComplete goes first. */
  answered: boolean;
  /** The kept statements the batch used. */
  kept: string[];
  /** Per Parse sent, in order: the text and name to keep once the engine has parsed it (null: not kept). */
  parsed: Array<{ key: string; name: string } | null>;
}

/** The answer of a batch that ran into a stale kept statement and left the session idle (no transaction to spoil). */
function isStale(messages: Message[]): boolean {
  const last = messages.at(-1);
  return (
    last?.name === 'readyForQuery' &&
    last.status === 'I' &&
    messages.some((m) => m.name === 'error' && m.code !== undefined && STALE.has(m.code))
  );
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
