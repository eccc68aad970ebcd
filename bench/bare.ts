// The bare baseline of `npm run bench`: a separate process with Fastify and
// pg only (over PGlite through the same node-postgres adapter on the embedded
// engine), running the same SQL text as the service (passed in by run.ts) on
// the same data, the credential read on every route as the service does it,
// with no token check, validation, hooks or logging.
// Prints {"port": n} when listening; ends with its parent's SIGTERM.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import Fastify from 'fastify';
import pg from 'pg';

export interface BareJob {
  /** postgres://… or the file of a PGlite dumpDataDir. */
  postgresUrl?: string;
  pgliteDump?: string;
  clientId: string;
  siteId: number;
  sql: { credential: string; page: string; detail: string; orderPage: string; order: string; orderLines: string };
}

const job = JSON.parse(process.argv[2] ?? '{}') as BareJob;

async function pool(): Promise<pg.Pool> {
  if (job.postgresUrl) return new pg.Pool({ connectionString: job.postgresUrl, max: 10 });
  const { PGlite } = await import('@electric-sql/pglite');
  const { createPgConfig } = await import('@electric-sql/pglite/node-postgres');
  const lite = await PGlite.create({
    loadDataDir: new Blob([readFileSync(job.pgliteDump!)]),
    startParams: [...PGlite.defaultStartParams, '-c', 'shared_buffers=16MB'],
  });
  return new pg.Pool(createPgConfig(lite) as pg.PoolConfig);
}

const db = await pool();
// The bench drops its database when it is done: an idle client cut off then
// must not crash this process before it is told to stop.
db.on('error', () => {});
const app = Fastify({ logger: false });
// The statements the service prepares once per connection (`named` in src/db/prepared.ts)
// are prepared here too, under the same kind of name: the same SQL, run the same way.
const named = (text: string, values: unknown[]) =>
  db.query({ name: `bare_${createHash('sha1').update(text).digest('hex').slice(0, 20)}`, text, values });
// The service reads the client, partner and grants on every request: so does the baseline.
const credential = async () => (await named(job.sql.credential, [job.clientId])).rows[0];

app.get('/me', async () => {
  const r = await credential();
  return { partnerId: r.partner_id, name: r.name, tier: r.tier, grantedSiteIds: r.site_ids, scopes: r.capabilities };
});

app.get<{ Querystring: { after?: string } }>('/products', async (req) => {
  await credential();
  const rows = (await db.query(job.sql.page, [[job.siteId], req.query.after ?? '0', null, 101])).rows;
  return { products: rows.slice(0, 100), nextCursor: rows.length > 100 ? rows[99].id : null };
});

app.get<{ Params: { id: string } }>('/products/:id', async (req, reply) => {
  await credential();
  const product = (await named(job.sql.detail, [req.params.id, [job.siteId]])).rows[0];
  if (!product) return reply.code(404).send({ code: 'product_not_found' });
  return product;
});

// The order reads, with the credential's granted sites as the service passes them.
app.get<{ Querystring: { placedKey?: string; orderNumber?: string } }>('/orders', async (req) => {
  await credential();
  const { placedKey, orderNumber } = req.query;
  const rows = (await db.query(job.sql.orderPage, [[job.siteId], null, null, placedKey ?? null, orderNumber ?? null, 51])).rows;
  return { orders: rows.slice(0, 50), nextCursor: rows.length > 50 ? [rows[49].placed_key, rows[49].order_number] : null };
});

app.get<{ Params: { n: string } }>('/orders/:n', async (req, reply) => {
  const { site_ids } = await credential();
  const order = (await named(job.sql.order, [req.params.n, site_ids])).rows[0];
  if (!order) return reply.code(404).send({ code: 'order_not_found' });
  return order;
});

app.get<{ Params: { n: string } }>('/orders/:n/items', async (req, reply) => {
  const { site_ids } = await credential();
  const rows = (await db.query(job.sql.orderLines, [req.params.n, site_ids, null, 51])).rows;
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
      .then(() => db.end())
      .finally(() => process.exit(0)),
);
