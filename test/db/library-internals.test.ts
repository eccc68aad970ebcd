// Pins for the places that lean on a library's internals, checked against the
// installed versions with no database server: an upgrade of pg or PGlite that
// changes one fails here, saying which file to re-check, before it shows up
// as a hang or a wrong row in production. (The rows' shape against pg's own
// is pinned on the running engine in rows.test.ts.)
// - src/db/engine.ts `dropOnReadTimeout`: pg's message for a query the
//   server never answered, and that ending a client with a query in flight
//   closes its socket and keeps the pool from handing it out again.
// - src/db/driver/shaped-query.ts: pg's submittable protocol (the handlers the
//   client calls on its active query) and a Query built from text, values
//   and a callback, named afterwards.
// - src/db/embedded/connection.ts: pg's private contract with a client's
//   connection (the `connection` option, the methods the client calls, the
//   fields it reads, the cork around a statement's messages), and PGlite's
//   parsed answers standing in for pg's own parser's.
import assert from 'node:assert/strict';
import { EventEmitter, once } from 'node:events';
import { createServer, type Socket } from 'node:net';
import { Readable } from 'node:stream';
import { after, before, test } from 'node:test';
import { type PGlite, protocol } from '@electric-sql/pglite';
import { sql } from 'kysely';
import pg from 'pg';
import { EmbeddedConnection } from '../../src/db/embedded/connection.ts';
import { ShapedQuery, type ShapedResult } from '../../src/db/driver/shaped-query.ts';
import { openDatabase, startEmbedded } from '../../src/db/engine.ts';
import { engineIndependent } from '../helpers/engines.ts';

const ENGINE = 'src/db/engine.ts dropOnReadTimeout';
const SHAPED = 'src/db/driver/shaped-query.ts';
const EMBEDDED = 'src/db/embedded/connection.ts';

/** pg's Connection methods the client may call, as of pg 8.23 (attachListeners, upgradeToSSL and _send are its own). */
const CONNECTION_METHODS = [
  'bind',
  'cancel',
  'close',
  'connect',
  'describe',
  'end',
  'endCopyFrom',
  'execute',
  'flush',
  'parse',
  'password',
  'query',
  'ref',
  'requestSsl',
  'sendCopyFail',
  'sendCopyFromChunk',
  'sendSASLInitialResponseMessage',
  'sendSCRAMClientFinalMessage',
  'startup',
  'sync',
  'unref',
];
const OWN_METHODS = ['attachListeners', 'upgradeToSSL', '_send'];

/** A connection that answers nothing but the start and records what the client asks of it. */
class RecordingConnection extends EventEmitter {
  readonly calls: string[] = [];
  _connecting = false;
  parsedStatements = {};
  submittedNamedStatements = {};
  readonly stream = {
    cork: () => this.calls.push('cork'),
    uncork: () => this.calls.push('uncork'),
    destroy: () => process.nextTick(() => this.emit('end')),
  };
  constructor() {
    super();
    for (const name of CONNECTION_METHODS) {
      (this as unknown as Record<string, () => void>)[name] = () => {
        this.calls.push(name);
        if (name === 'connect') {
          this._connecting = true;
          process.nextTick(() => this.emit('readyForQuery', {}));
        }
        if (name === 'end') process.nextTick(() => this.emit('end'));
      };
    }
  }
}

engineIndependent(() => {
  test(`pg: a query the server never answers fails "Query read timeout", and ${ENGINE} closes its socket`, async () => {
    // A server that lets the client in (AuthenticationOk, ReadyForQuery) and then never answers.
    const sockets: Socket[] = [];
    const server = createServer((socket) => {
      sockets.push(socket);
      socket.once('data', () => socket.write(Buffer.from([0x52, 0, 0, 0, 8, 0, 0, 0, 0, 0x5a, 0, 0, 0, 5, 0x49])));
      socket.on('error', () => {});
    });
    server.listen(0, '127.0.0.1');
    await once(server, 'listening');
    const { port } = server.address() as { port: number };
    const database = await openDatabase(`postgres://postgres@127.0.0.1:${port}/none`, { statementTimeoutMs: 1_000 });
    try {
      // Text alone (pg's own Query), then with a value (a ShapedQuery, src/db/driver/shaped-query.ts), back to back: the
      // second gets a fresh connection (and times out in its turn), not the first one's closing one.
      for (const [i, statement] of [sql`SELECT 1`, sql`SELECT ${1}::int`].entries()) {
        await assert.rejects(
          statement.execute(database.db),
          (error: Error) => error.message === 'Query read timeout',
          `pg's read timeout no longer fails with "Query read timeout": re-check the message ${ENGINE} and countTimeouts match`,
        );
        assert.equal(sockets.length, i + 1);
        const closed = sockets[i]!.closed ? Promise.resolve() : once(sockets[i]!, 'close');
        const late = new Promise((_, reject) => setTimeout(() => reject(new Error('still open')), 2_000).unref());
        await assert.doesNotReject(
          Promise.race([closed, late]),
          `the timed-out connection was not closed: re-check ${ENGINE} (pg's Client.end() with a query in flight)`,
        );
        assert.equal(database.stats.statementTimeouts, i + 1);
      }
    } finally {
      await database.close();
      for (const socket of sockets) socket.destroy();
      server.close();
    }
  });

  test(`pg: a client takes the connection it is given, and calls the methods ${EMBEDDED} implements`, () => {
    const given = new RecordingConnection();
    const client = new pg.Client({ connection: given } as pg.ClientConfig);
    assert.equal(
      (client as unknown as { connection: unknown }).connection,
      given,
      `pg.Client ignores its config's connection: re-check embeddedPoolConfig in ${EMBEDDED}`,
    );
    const methods = Object.getOwnPropertyNames(pg.Connection.prototype)
      .filter((name) => name !== 'constructor' && !OWN_METHODS.includes(name))
      .sort();
    assert.deepEqual(methods, CONNECTION_METHODS, `pg's Connection has other methods now: re-check ${EMBEDDED} implements each`);
    const missing = CONNECTION_METHODS.filter((name) => typeof (EmbeddedConnection.prototype as never)[name] !== 'function');
    assert.deepEqual(missing, [], `${EMBEDDED} lacks methods of pg's Connection`);
  });

  test(`pg: the fields a client reads on its connection are those ${EMBEDDED} keeps`, () => {
    const theirs = new pg.Connection() as unknown as Record<string, unknown>;
    const ours = new EmbeddedConnection({ waitReady: Promise.resolve() } as unknown as PGlite) as unknown as Record<string, unknown>;
    for (const field of ['parsedStatements', 'submittedNamedStatements']) {
      assert.deepEqual(theirs[field], {}, `pg's Connection no longer keeps ${field}: re-check ${EMBEDDED}`);
      assert.deepEqual(ours[field], {}, `${EMBEDDED} lacks ${field}`);
    }
    // Set by the connection itself on connect (pg's own sets it there too); the client reads it when it ends.
    assert.equal(ours._connecting, false, `${EMBEDDED} lacks _connecting`);
    const stream = ours.stream as Record<string, unknown>;
    for (const method of ['cork', 'uncork', 'destroy']) {
      assert.equal(typeof (theirs.stream as Record<string, unknown>)[method], 'function', `pg's stream lacks ${method}`);
      assert.equal(typeof stream[method], 'function', `${EMBEDDED}'s stream lacks ${method}`);
    }
  });

  test(`pg: a statement with values is written corked, Parse to Sync (${EMBEDDED} sends a cork's messages as one batch)`, async () => {
    const connection = new RecordingConnection();
    const client = new pg.Client({ connection } as pg.ClientConfig);
    await client.connect();
    connection.calls.length = 0;
    void client.query('SELECT $1::int AS a', [1]).catch(() => {});
    await new Promise((resolve) => setImmediate(resolve));
    assert.deepEqual(
      connection.calls,
      ['cork', 'parse', 'bind', 'describe', 'execute', 'sync', 'uncork'],
      `pg writes a statement's messages differently: re-check the batching in ${EMBEDDED}`,
    );
    await client.end();
  });
});

engineIndependent(() => {
  test(`pg: a client hands a statement's answer to the handlers ${SHAPED} overrides, and prepares it under the name set after construction`, async () => {
    const connection = new RecordingConnection();
    const client = new pg.Client({ connection } as pg.ClientConfig);
    await client.connect();
    const answered = new Promise<ShapedResult>((resolve, reject) => {
      const query = new ShapedQuery('SELECT $1::int AS a, $2::text AS b', [1, 'x'], 'pin_named', (error, result) =>
        error ? reject(error) : resolve(result!),
      );
      client.query(query as never);
    });
    await new Promise((resolve) => setImmediate(resolve));
    assert.equal(
      (connection.submittedNamedStatements as Record<string, string>).pin_named,
      'SELECT $1::int AS a, $2::text AS b',
      `pg no longer prepares a Query under the name set after its constructor: re-check ${SHAPED}`,
    );
    // The server's answer, as pg's own connection emits it.
    connection.emit('parseComplete', {});
    connection.emit('bindComplete', {});
    connection.emit('rowDescription', {
      fields: [
        { name: 'a', dataTypeID: 23, format: 'text' },
        { name: 'b', dataTypeID: 25, format: 'text' },
      ],
    });
    connection.emit('dataRow', { fields: ['1', 'x'] });
    connection.emit('dataRow', { fields: [null, 'y'] });
    connection.emit('commandComplete', { text: 'SELECT 2' });
    connection.emit('readyForQuery', {});
    const result = await Promise.race([
      answered,
      new Promise<never>((_, reject) => setTimeout(() => reject(new Error(`no answer: re-check ${SHAPED}'s handlers`)), 2_000).unref()),
    ]);
    assert.deepEqual(
      { command: result.command, rowCount: result.rowCount, rows: result.rows },
      {
        command: 'SELECT',
        rowCount: 2,
        rows: [
          { a: 1, b: 'x' },
          { a: null, b: 'y' },
        ],
      },
      `pg's client calls other handlers on its active query now: re-check ${SHAPED}`,
    );
    for (const handler of ['handleRowDescription', 'handleDataRow', 'handleCommandComplete', 'handleReadyForQuery', 'handleError']) {
      assert.equal(typeof (pg.Query.prototype as never)[handler], 'function', `pg's Query lost ${handler}: re-check ${SHAPED}`);
    }
    await client.end();
  });
});

engineIndependent(() => {
  let lite: PGlite;
  before(async () => {
    lite = await startEmbedded('memory://');
  });
  after(() => lite?.close());

  const { serialize } = protocol;
  const exchanges: Array<[string, Uint8Array]> = [
    ['a simple query', serialize.query("SELECT 1 AS a, 'x'::text AS b, NULL::int AS c")],
    ['an empty query', serialize.query('')],
    [
      'a statement with values',
      concat([
        serialize.parse({ text: 'SELECT $1::int + 1 AS n, $2::text AS t' }),
        serialize.bind({ values: ['41', 'y'] }),
        serialize.describe({ type: 'P' }),
        serialize.execute({}),
        serialize.sync(),
      ]),
    ],
    [
      'a failing statement',
      concat([serialize.parse({ text: 'SELECT 1 / 0' }), serialize.bind({}), serialize.execute({}), serialize.sync()]),
    ],
  ];

  for (const [what, bytes] of exchanges) {
    test(`PGlite: ${what}'s answer, as ${EMBEDDED} emits it, is what pg's own connection would emit`, async () => {
      const ours = ((await lite.execProtocolStream(bytes, { throwOnError: false })) as Message[]).map((m) => [
        m.name === 'error' ? 'errorMessage' : m.name,
        read(m),
      ]);
      const raw = await lite.execProtocolRaw(bytes);
      const theirs: unknown[] = [];
      const connection = new pg.Connection() as unknown as { attachListeners(s: Readable): void; emit(n: string, m: object): boolean };
      connection.emit = (name, message) => theirs.push([name, read(message as Message)]) > 0;
      const stream = Readable.from([Buffer.from(raw)]);
      connection.attachListeners(stream);
      await once(stream, 'end');
      assert.ok(ours.length > 0);
      assert.deepEqual(ours, theirs, `PGlite's parsed messages differ from pg's parser's: re-check the events ${EMBEDDED} emits`);
    });
  }

  test(`PGlite: its serializer writes what pg's connection writes for the driver's messages (${EMBEDDED} uses it)`, () => {
    const written: Buffer[] = [];
    const connection = new pg.Connection({
      stream: { writable: true, write: (buffer: Buffer) => written.push(Buffer.from(buffer)) > 0 } as never,
    } as never) as unknown as Record<string, (config?: unknown) => void>;
    const messages: Array<[string, unknown, Uint8Array]> = [
      ['query', 'SELECT 1', serialize.query('SELECT 1')],
      ['parse', { text: 'SELECT $1', types: [23] }, serialize.parse({ text: 'SELECT $1', types: [23] })],
      ['describe', { type: 'P', name: '' }, serialize.describe({ type: 'P', name: '' })],
      ['execute', { portal: '', rows: 10 }, serialize.execute({ portal: '', rows: 10 })],
      ['close', { type: 'S', name: 's1' }, serialize.close({ type: 'S', name: 's1' })],
      ['flush', undefined, serialize.flush()],
      ['sync', undefined, serialize.sync()],
    ];
    for (const [method, config, expected] of messages) {
      written.length = 0;
      connection[method]!(config);
      assert.deepEqual(
        Buffer.concat(written),
        Buffer.from(expected),
        `PGlite's serialize.${method} differs from pg's: re-check ${EMBEDDED}`,
      );
    }
  });
});

type Message = { name: string; message?: string; fields?: unknown[] } & Record<string, unknown>;

/**
 * A message as the driver reads it: its fields and an error's text, not its class or length. A column's
 * format is 0 from PGlite and 'text' from pg's parser; pg reads `format || 'text'` (pg/lib/result.js).
 */
function read(m: Message): Record<string, unknown> {
  const { length: _, ...rest } = m;
  if (m.name === 'error') rest.message = m.message;
  if (m.name === 'rowDescription')
    rest.fields = (m.fields as Array<{ format: unknown }>).map((f) => ({ ...f, format: f.format === 0 ? 'text' : f.format }));
  return rest;
}

function concat(parts: Uint8Array[]): Uint8Array {
  return Buffer.concat(parts.map((p) => Buffer.from(p)));
}
