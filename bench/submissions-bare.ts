// The bare twin of `npm run bench -- submissions`: node:http and pg only, no
// framework, validation, pricing, queue or signal code,
// sending every statement the service sends for one completed submission,
// in the service's order, the same texts (compiled by the bench from the
// service's own builders and fixed statements, bench/statement-slots.ts, and
// checked against what the probe order sent), prepared under the service's
// names on PostgreSQL, each on its own (the service runs none of them in an
// explicit transaction): (1) the service's per-request I/O
// (bench/twin-io.ts): the bearer token verified, the credential
// (CREDENTIAL_PARTNER) kept in memory as the service keeps it, the gateway's
// Redis scripts when the service has REDIS_URL; (2) the POST's checks, by the caller's partner and the
// request's partnerOrderId (a stored submission is answered as a replay);
// (3) the accept, the submission and its job in one statement (with the
// service's `jobs_ready` signal); (4) the worker's claim, the oldest
// claimable job leased with the submission moved to processing in the same
// statement; (5) the preparation's snapshot (products, prices, templates,
// shipping services, ordering user), on PostgreSQL sent beside the claim as
// the service's worker reads it ahead; (6) the completion, one statement
// locking the submission, marking the job done, writing the order, its lines
// and its event and completing the submission (with `submission_done`);
// (7) after it, off the request's path, the dispatcher's fan-out of the
// order's event, gathered as the dispatcher gathers commits. The
// values are those the service sent or computed for the probe order (same
// site, products, prices, summary), with each request's client id, partner,
// fresh submission id, partnerOrderId, request body, job, event id and
// placement time. Its jobs are of their own kind (a parameter of the same
// text), which no service worker claims. It logs as bench/bare.ts does: one
// line per request at its end, at the service's log level, through the
// service's own output (src/http/responses/log-output.ts), nothing when
// silent; the service's worker lines (a claim, a completion) are its own.
// Prints {"port": n}; ends on SIGTERM.
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createServer, type IncomingMessage } from 'node:http';
import pg from 'pg';
import { pino } from 'pino';
import { processLogOutput } from '../src/http/responses/log-output.ts';
import { embeddedListen, postgresListen, twinAnswerHeaders, twinCaller, twinIo, type TwinIoJob, type TwinListen } from './twin-io.ts';
import { fillers, type SlotValues, type SubmissionStatement, type TwinStatement } from './statement-slots.ts';

export interface SubmissionBareJob {
  postgresUrl?: string;
  pgliteDump?: string;
  poolSize: number;
  /** The service's log level (`silent`: no line). */
  logLevel: string;
  /** Token verification, the credential read and the gateway's Redis calls, as the service does them. */
  io: TwinIoJob;
  /** The service's statements, in the order it sends them, compiled with slots for what changes per request (bench/submissions.ts). */
  statements: Record<SubmissionStatement, TwinStatement>;
  /**
   * The dispatcher's fan-out of the order's event (bench/submission-twin-statements.ts twinFanOut); null when the twin
   * shares the service's database (bench -- history), whose dispatcher is woken by the twin's commits and fans them out.
   */
  fanOut: TwinStatement | null;
  /** The dispatcher's fanOutGapMs: commits this close to the last fan-out wait out the gap and share the next. */
  fanOutGapMs: number;
}

const job = JSON.parse(process.argv[2] ?? '{}') as SubmissionBareJob;

async function pool(): Promise<{ db: pg.Pool; listen: TwinListen }> {
  if (job.postgresUrl)
    return {
      db: new pg.Pool({ connectionString: job.postgresUrl, max: job.poolSize }),
      listen: postgresListen(job.postgresUrl, pg.Client),
    };
  const { PGlite } = await import('@electric-sql/pglite');
  // The service's own connection to the engine (its messages batched as a socket's are).
  const { embeddedPoolConfig } = await import('../src/db/embedded/connection.ts');
  const lite = await PGlite.create({
    loadDataDir: new Blob([readFileSync(job.pgliteDump!)]),
    startParams: [...PGlite.defaultStartParams, '-c', 'shared_buffers=16MB'],
  });
  return { db: new pg.Pool(embeddedPoolConfig(lite)), listen: embeddedListen(lite) };
}

const { db, listen } = await pool();
db.on('error', () => {});

/** Runs a statement as the service does: named (prepared once per connection) where the service names it, else unnamed. */
function runner(statement: TwinStatement): (values: SlotValues) => Promise<pg.QueryResult> {
  const fill = fillers(statement);
  const { name, text } = statement;
  return (values) => (name ? db.query({ name, text, values: fill(values) }) : db.query(text, fill(values)));
}
const credential = runner(job.statements.credential);
const io = await twinIo(job.io, (_statement, [clientId]) => credential({ clientId }), listen);
const checks = runner(job.statements.checks);
const accept = runner(job.statements.accept);
const snapshot = runner(job.statements.snapshot);
const claim = runner(job.statements.claim);
const complete = runner(job.statements.complete);

const fanOut = job.fanOut ? runner(job.fanOut) : null;
/** A fan-out under way; `fanOutAgain`: an order committed during it, so another follows. */
let fanning = false;
let fanOutAgain = false;
let lastFanOut = Number.NEGATIVE_INFINITY;
/** Completions and the fan-outs that followed them (reported on exit: how many commits shared each). */
let completions = 0;
let fanOuts = 0;
/** Fan-outs that failed: reported on exit, since a failed one is work the twin did not do. */
let fanOutFailures = 0;

/**
 * After a completion commits, the order's event is fanned out as the
 * service's dispatcher does it, off the request's path: one statement at a
 * time, a commit within the gap of the last fan-out waiting out the gap, and
 * the commits made meanwhile sharing the next one.
 */
function fanOutSoon(): void {
  if (!fanOut) return;
  completions += 1;
  fanOutAgain = true;
  if (fanning) return;
  fanning = true;
  void (async () => {
    while (fanOutAgain) {
      fanOutAgain = false;
      const wait = lastFanOut + job.fanOutGapMs - performance.now();
      if (wait > 0) await new Promise((r) => setTimeout(r, wait));
      lastFanOut = performance.now();
      fanOuts += 1;
      await fanOut({}).catch(() => {
        fanOutFailures += 1;
      });
    }
    fanning = false;
  })();
}

const owner = `bare:${process.pid}`;
/** Claims that found no job and were made again (reported on exit: each is a statement the service's worker does not send). */
let emptyClaims = 0;

/** The claim takes the oldest claimable job, as the worker's does: at more than one connection, often another request's. */
async function claimOne(): Promise<{ id: string; effect_0: { id: string; partner_id: number; partner_order_id: string } | null }> {
  // None claimable for a moment: every open job is locked by another request's claim, or committed after this snapshot.
  for (let attempt = 0; attempt < 1_000; attempt++) {
    const row = (await claim({ owner })).rows[0];
    if (row) return row;
    emptyClaims += 1;
    await new Promise((r) => setImmediate(r));
  }
  throw new Error('the bare claim found no job');
}

async function submit(req: IncomingMessage, body: string): Promise<{ status: number; json: unknown; headers?: Record<string, string> }> {
  const caller = await twinCaller(io, req.headers, req.socket.remoteAddress);
  if (!caller) return { status: 401, json: { code: 'unauthorized' } };
  const headers = twinAnswerHeaders(caller);
  const request = JSON.parse(body) as { partnerOrderId: string };
  const partnerId = Number(caller.partner_id);
  const stored = (await checks({ partnerId, partnerOrderId: request.partnerOrderId })).rows[0];
  if (stored.id !== null) return { status: 200, json: { replayed: true } };
  const submissionId = randomUUID();
  const accepted = await accept({
    submissionId,
    partnerId,
    partnerOrderId: request.partnerOrderId,
    request,
    requestId: `bare-${submissionId}`,
  });
  if (accepted.rows.length === 0) return { status: 200, json: { replayed: true } };
  // On PostgreSQL the service's worker reads the snapshot beside its claim (src/submissions/worker/read-ahead.ts).
  const [claimed] = job.postgresUrl ? await Promise.all([claimOne(), snapshot({})]) : [await claimOne(), await snapshot({})];
  const moved = claimed.effect_0;
  if (!moved) throw new Error('the bare claim moved no submission');
  const done = (
    await complete({
      submissionId: moved.id,
      jobId: claimed.id,
      owner,
      partnerId: Number(moved.partner_id),
      partnerOrderId: moved.partner_order_id,
      placedOn: new Date(),
      eventId: randomUUID(),
    })
  ).rows[0];
  if (!done.job_done || done.id === null) throw new Error('the bare completion wrote nothing');
  fanOutSoon();
  return { status: 201, json: { submissionId: done.id, status: done.status, order: done.outcome.order }, headers };
}

const log = job.logLevel === 'silent' ? null : pino({ level: job.logLevel }, processLogOutput());
let requests = 0;

const server = createServer((req, res) => {
  const started = performance.now();
  if (log)
    res.once('finish', () =>
      log.info(
        {
          reqId: `req-${++requests}`,
          req: { method: req.method, url: req.url, host: req.headers.host, remoteAddress: req.socket.remoteAddress },
          res: { statusCode: res.statusCode },
          responseTime: performance.now() - started,
        },
        'request completed',
      ),
    );
  const chunks: Buffer[] = [];
  req.on('data', (c: Buffer) => chunks.push(c));
  req.on('end', () => {
    submit(req, Buffer.concat(chunks).toString('utf8')).then(
      ({ status, json, headers }) => {
        res.writeHead(status, { 'content-type': 'application/json', ...headers });
        res.end(JSON.stringify(json));
      },
      (error: unknown) => {
        res.writeHead(500, { 'content-type': 'text/plain' });
        res.end(String(error));
      },
    );
  });
});
server.keepAliveTimeout = 60_000;
server.listen(0, '127.0.0.1', () => {
  process.stdout.write(`${JSON.stringify({ port: (server.address() as { port: number }).port })}\n`);
});
process.on('SIGTERM', () => {
  if (emptyClaims > 0) process.stderr.write(`bare twin: ${emptyClaims} claim(s) found no job and were made again\n`);
  if (completions > 0)
    process.stderr.write(`bare twin: ${fanOuts} fan-out(s) for ${completions} completion(s), ${fanOutFailures} failed\n`);
  server.close();
  void io
    .close()
    .then(() => db.end())
    .finally(() => process.exit(0));
});
