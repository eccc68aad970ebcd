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
// On PostgreSQL it LISTENs, on one connection, to the channels the service's
// process LISTENs to, and so reads the same notifications (the service's
// own signals come back to it as echoes it drops; the twin drops them too).
// As the production split (`role`), two processes: the `front` answers the
// POST (1–3), then waits for the completion's `submission_done` and answers
// from the row it carries, as the API process does; the `back` runs the
// worker's loops (a `jobs_ready` wakes one asleep; a loop claims again while
// its claim saw more), each job's claim, snapshot (after the claim: the job
// was accepted in another process, so nothing was read ahead) and
// completion (4–6), and the fan-out (7), as the background process does.
// Prints {"port": n} (the back: 0, it has no listener); ends on SIGTERM.
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
  /** The service's process this one stands for: `whole` (npm start's, the default) or the production split's `front` or `back`. */
  role?: TwinRole;
  /** The channels that process LISTENs to besides `credentials_changed` (PostgreSQL; none on PGlite, whose signals stay in process). */
  listens?: string[];
  /** The back's worker loops: the service's WORKER_CONCURRENCY. */
  workerLoops?: number;
  /** How long the front waits for its submission's `submission_done`: the service's SUBMISSION_WAIT_MS. */
  settledWaitMs?: number;
}

export type TwinRole = 'whole' | 'front' | 'back';

const job = JSON.parse(process.argv[2] ?? '{}') as SubmissionBareJob;
const role: TwinRole = job.role ?? 'whole';
if (role === 'front' && job.settledWaitMs === undefined) throw new Error("the front twin needs settledWaitMs (the service's window)");
const settledWaitMs = job.settledWaitMs ?? 0;

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
// The background process reads no credential: only the processes that answer requests do.
const io = role === 'back' ? null : await twinIo(job.io, (_statement, [clientIds]) => credential({ clientIds }), listen);
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

/** The completed submission's row, as the completion returns it and `submission_done` carries it. */
type CompletedRow = { id: string; status: string; outcome: { order: unknown } };

/** A claimed job: `more` when another was claimable in the same snapshot; `effect_0` the submission moved to processing. */
type Claimed = { id: string; more: boolean; effect_0: { id: string; partner_id: number; partner_order_id: string } | null };

/** The completion of a claimed job (the order written, the submission completed), then the dispatcher's fan-out. */
async function completeClaimed(claimed: Claimed): Promise<CompletedRow & { job_done: boolean }> {
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
  return done;
}

/** The claim takes the oldest claimable job, as the worker's does: at more than one connection, often another request's. */
async function claimOne(): Promise<Claimed> {
  // None claimable for a moment: every open job is locked by another request's claim, or committed after this snapshot.
  for (let attempt = 0; attempt < 1_000; attempt++) {
    const row = (await claim({ owner })).rows[0];
    if (row) return row;
    emptyClaims += 1;
    await new Promise((r) => setImmediate(r));
  }
  throw new Error('the bare claim found no job');
}

/** The front's POSTs waiting for their `submission_done`, by submission id. */
const settling = new Map<string, (carried: string) => void>();

/** `submission_done` as the API process hears it: `<id> <the completed row as JSON>`, to the POST waiting for that id. */
function heardSettled(payload: string): void {
  const space = payload.indexOf(' ');
  const id = space < 0 ? payload : payload.slice(0, space);
  settling.get(id)?.(space < 0 ? '' : payload.slice(space + 1));
}

/** The completed row `submission_done` carries for `id`, watched before the submission is stored (no signal can come earlier). */
function settled(id: string): { row: Promise<CompletedRow>; cancel(): void } {
  let timer: NodeJS.Timeout | undefined;
  const cancel = () => {
    clearTimeout(timer);
    settling.delete(id);
  };
  const row = new Promise<CompletedRow>((resolve, reject) => {
    timer = setTimeout(() => {
      settling.delete(id);
      reject(new Error(`no submission_done for ${id} within ${settledWaitMs} ms`));
    }, settledWaitMs);
    settling.set(id, (carried) => {
      cancel();
      // Called from the LISTEN connection's handler: a signal without its row (too large to carry) fails this POST only.
      let completed: CompletedRow | null = null;
      try {
        completed = JSON.parse(carried) as CompletedRow;
      } catch {}
      if (completed?.id === id) resolve(completed);
      else reject(new Error(`submission_done for ${id} carried no row of it`));
    });
  });
  return { row, cancel };
}

async function submit(req: IncomingMessage, body: string): Promise<{ status: number; json: unknown; headers?: Record<string, string> }> {
  const caller = await twinCaller(io!, req.headers, req.socket.remoteAddress);
  if (!caller) return { status: 401, json: { code: 'unauthorized' } };
  const headers = twinAnswerHeaders(caller);
  const request = JSON.parse(body) as { partnerOrderId: string };
  const partnerId = Number(caller.partner_id);
  const stored = (await checks({ partnerId, partnerOrderId: request.partnerOrderId })).rows[0];
  if (stored.id !== null) return { status: 200, json: { replayed: true } };
  const submissionId = randomUUID();
  const outcome = role === 'front' ? settled(submissionId) : null;
  const accepted = await accept({
    submissionId,
    partnerId,
    partnerOrderId: request.partnerOrderId,
    request,
    requestId: `bare-${submissionId}`,
  }).catch((error: unknown) => {
    outcome?.cancel();
    throw error;
  });
  if (accepted.rows.length === 0) {
    outcome?.cancel();
    return { status: 200, json: { replayed: true } };
  }
  if (outcome) {
    const completed = await outcome.row;
    return { status: 201, json: { submissionId: completed.id, status: completed.status, order: completed.outcome.order }, headers };
  }
  // On PostgreSQL the service's worker reads the snapshot beside its claim (src/submissions/worker/read-ahead.ts).
  const [claimed] = job.postgresUrl ? await Promise.all([claimOne(), snapshot({})]) : [await claimOne(), await snapshot({})];
  const done = await completeClaimed(claimed);
  return { status: 201, json: { submissionId: done.id, status: done.status, order: done.outcome.order }, headers };
}

/** The back's worker loops asleep, each with its wake-up; `kept`: a `jobs_ready` that found none asleep, for the next. */
const asleep: Array<() => void> = [];
let kept = false;
/** Loop rounds that failed (reported on exit: each is work the twin did not do). */
let loopFailures = 0;

function wakeOne(): boolean {
  const wake = asleep.shift();
  wake?.();
  return wake !== undefined;
}

function sleep(): Promise<void> {
  if (kept) {
    kept = false;
    return Promise.resolve();
  }
  return new Promise((resolve) => asleep.push(resolve));
}

/** One of the back's worker loops, as src/jobs/worker.ts runs them: claim; while the claim saw more, claim again; else sleep. */
async function workerLoop(): Promise<never> {
  for (;;) {
    try {
      for (;;) {
        const claimed = (await claim({ owner })).rows[0] as Claimed | undefined;
        if (!claimed) break;
        // Another job was claimable: another loop takes it now, or this one's next round.
        if (claimed.more && !wakeOne()) kept = true;
        await snapshot({});
        await completeClaimed(claimed);
        if (!claimed.more) break;
      }
    } catch {
      loopFailures += 1;
      await new Promise((r) => setTimeout(r, 100));
    }
    await sleep();
  }
}

// What the service's process does with each channel it LISTENs to: the waiting POSTs' and the worker's wake-ups;
// the rest are echoes of what it announced itself, dropped.
const onSignal = (channel: string): ((payload: string) => void) =>
  role === 'front' && channel === 'submission_done'
    ? heardSettled
    : role === 'back' && channel === 'jobs_ready'
      ? () => {
          if (!wakeOne()) kept = true;
        }
      : () => {};
const unlistens = job.postgresUrl ? await Promise.all((job.listens ?? []).map((channel) => listen(channel, onSignal(channel)))) : [];

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
if (role === 'back') {
  for (let i = 0; i < Math.max(1, job.workerLoops ?? 1); i++) void workerLoop();
  process.stdout.write(`${JSON.stringify({ port: 0 })}\n`);
} else
  server.listen(0, '127.0.0.1', () => {
    process.stdout.write(`${JSON.stringify({ port: (server.address() as { port: number }).port })}\n`);
  });
process.on('SIGTERM', () => {
  const name = role === 'whole' ? 'bare twin' : `bare twin (${role})`;
  if (emptyClaims > 0) process.stderr.write(`${name}: ${emptyClaims} claim(s) found no job and were made again\n`);
  if (loopFailures > 0) process.stderr.write(`${name}: ${loopFailures} worker round(s) failed\n`);
  if (completions > 0) process.stderr.write(`${name}: ${fanOuts} fan-out(s) for ${completions} completion(s), ${fanOutFailures} failed\n`);
  server.close();
  void Promise.all(unlistens.map((unlisten) => unlisten().catch(() => {})))
    .then(() => io?.close())
    .then(() => db.end())
    .finally(() => process.exit(0));
});
