// The bare twin of `npm run bench`: a separate process with Fastify and pg
// only (over PGlite through the same node-postgres adapter on the embedded
// engine, on a copy of the service's data directory), running the same
// statements as the service (passed in by run.ts), prepared under the same
// names where the service prepares them (src/db/prepared.ts), on the same
// data, with the service's per-request I/O (bench/twin-io.ts): the token
// verified and the credential kept in memory as the service does, the
// gateway's Redis scripts when the service has REDIS_URL; no validation,
// scopes, metrics or hooks. It logs as the service does at its log level:
// one line per request at its end (method, URL, host and address, status,
// duration), through the service's own output (a write per turn of the
// event loop, src/http/responses/log-output.ts), nothing when silent.
// Reads its job from the JSON file named in argv[2]. Prints {"port": n}
// when listening; ends with its parent's SIGTERM.
import { readFileSync } from 'node:fs';
import Fastify, { type FastifyReply, type FastifyRequest, LogController } from 'fastify';
import pg from 'pg';
import { processLogOutput } from '../src/http/responses/log-output.ts';
import {
  embeddedListen,
  postgresListen,
  twinAnswerHeaders,
  twinCaller,
  twinIo,
  type TwinCredential,
  type TwinIoJob,
  type TwinListen,
} from './twin-io.ts';

/** One statement as the service runs it: its text, and the name it is prepared under (null: unnamed, as in the service). */
export interface BareStatement {
  text: string;
  name: string | null;
}

export interface BareJob {
  /** postgres://… or a copy of the service's PGlite data directory. */
  postgresUrl?: string;
  pgliteDir?: string;
  /** Token verification, the credential read and the gateway's Redis calls, as the service does them. */
  io: TwinIoJob;
  siteId: number;
  sql: Record<'page' | 'detail' | 'orderPage' | 'order' | 'orderLines', BareStatement>;
  logLevel: string;
}

const job = JSON.parse(readFileSync(process.argv[2]!, 'utf8')) as BareJob;

async function pool(): Promise<{ db: pg.Pool; listen: TwinListen }> {
  if (job.postgresUrl)
    return { db: new pg.Pool({ connectionString: job.postgresUrl, max: 10 }), listen: postgresListen(job.postgresUrl, pg.Client) };
  const { PGlite } = await import('@electric-sql/pglite');
  // The service's own connection to the engine (its messages batched as a socket's are).
  const { embeddedPoolConfig } = await import('../src/db/embedded/connection.ts');
  const lite = await PGlite.create({
    dataDir: job.pgliteDir!,
    startParams: [...PGlite.defaultStartParams, '-c', 'shared_buffers=16MB'],
  });
  return { db: new pg.Pool(embeddedPoolConfig(lite)), listen: embeddedListen(lite) };
}

const { db, listen } = await pool();
// The bench drops its database when it is done: an idle client cut off then
// must not crash this process before it is told to stop.
db.on('error', () => {});
const app = Fastify({
  logger: job.logLevel === 'silent' ? false : { level: job.logLevel, stream: processLogOutput() },
  logController: new LogController({ disableRequestLogging: true }),
});
if (job.logLevel !== 'silent')
  app.addHook('onResponse', (req, reply, done) => {
    req.log.info(
      {
        req: { method: req.method, url: req.url, host: req.headers.host, remoteAddress: req.socket.remoteAddress },
        res: { statusCode: reply.statusCode },
        responseTime: reply.elapsedTime,
      },
      'request completed',
    );
    done();
  });
// Named where the service names it (on PostgreSQL; on PGlite the service runs every statement unnamed).
const run = (statement: BareStatement, values: unknown[]) =>
  statement.name && job.postgresUrl ? db.query({ name: statement.name, text: statement.text, values }) : db.query(statement.text, values);
const io = await twinIo(job.io, run, listen);
/** The firewall, the token, the credential and the partner limit, in the service's order; undefined once 401 is sent. */
async function caller(req: FastifyRequest, reply: FastifyReply): Promise<TwinCredential | undefined> {
  const found = await twinCaller(io, req.headers, req.socket.remoteAddress);
  if (!found) void reply.code(401).send({ code: 'invalid_token' });
  else void reply.headers(twinAnswerHeaders(found));
  return found;
}

app.get('/me', async (req, reply) => {
  const r = await caller(req, reply);
  if (!r) return reply;
  // The service's body, field for field (its scopes are the token's within the partner's: here the same list).
  return {
    partnerId: r.partner_id,
    name: r.name,
    tier: r.tier,
    authMethod: 'IDP_M2M',
    credentialId: r.client_id,
    grantedSiteIds: r.site_ids,
    scopes: r.capabilities,
  };
});

app.get<{ Querystring: { after?: string } }>('/products', async (req, reply) => {
  if (!(await caller(req, reply))) return reply;
  const rows = (await run(job.sql.page, [[job.siteId], req.query.after ?? '0', null, 101])).rows;
  return { products: rows.slice(0, 100), nextCursor: rows.length > 100 ? rows[99].id : null };
});

app.get<{ Params: { id: string } }>('/products/:id', async (req, reply) => {
  if (!(await caller(req, reply))) return reply;
  const product = (await run(job.sql.detail, [req.params.id, [job.siteId]])).rows[0];
  if (!product) return reply.code(404).send({ code: 'product_not_found' });
  return product;
});

// The order reads, with the credential's granted sites as the service passes them.
app.get<{ Querystring: { placedKey?: string; orderNumber?: string } }>('/orders', async (req, reply) => {
  if (!(await caller(req, reply))) return reply;
  const { placedKey, orderNumber } = req.query;
  const rows = (await run(job.sql.orderPage, [[job.siteId], null, null, placedKey ?? null, orderNumber ?? null, 51])).rows;
  return { orders: rows.slice(0, 50), nextCursor: rows.length > 50 ? [rows[49].placed_key, rows[49].order_number] : null };
});

app.get<{ Params: { n: string } }>('/orders/:n', async (req, reply) => {
  const found = await caller(req, reply);
  if (!found) return reply;
  const order = (await run(job.sql.order, [req.params.n, found.site_ids])).rows[0];
  if (!order) return reply.code(404).send({ code: 'order_not_found' });
  return order;
});

app.get<{ Params: { n: string } }>('/orders/:n/items', async (req, reply) => {
  const found = await caller(req, reply);
  if (!found) return reply;
  const rows = (await run(job.sql.orderLines, [req.params.n, found.site_ids, null, 51])).rows;
  if (rows.length === 0) return reply.code(404).send({ code: 'order_not_found' });
  const items = rows[0].id === null ? [] : rows.slice(0, 50);
  return { items, nextCursor: rows.length > 50 ? items[49].item_number : null };
});

await app.listen({ host: '127.0.0.1', port: 0 });
process.stdout.write(`${JSON.stringify({ port: (app.server.address() as { port: number }).port })}\n`);
process.on(
  'SIGTERM',
  () =>
    void app
      .close()
      .then(() => io.close())
      .then(() => db.end())
      .finally(() => process.exit(0)),
);
