// POST /v1/orders and the submission reads. A submission is validated,
// stored with its job in one transaction, then the call waits (holding no
// transaction and no pooled connection) for a worker to finish it, up to the
// configured window.
import { randomUUID } from 'node:crypto';
import type { Db } from '../db/transaction.ts';
import { requestClient, serialised, type RequestClient } from '../db/row-queue.ts';
import { pageLimit, type CursorCodec, type Page } from '../http/cursor.ts';
import type { Caller } from '../access/caller.ts';
import type { Parking } from '../http/pressure/admission.ts';
import { waitFor, type Signals } from '../jobs/signals.ts';
import { WaitStop } from '../jobs/wait-stop.ts';
import { JOB_ATTEMPTS } from '../jobs/queue.ts';
import type { AnnouncedJob } from '../jobs/handler.ts';
import { requireGrantedSite } from '../access/tenancy.ts';
import { SubmissionsRepo, settledRecord, TERMINAL, type SubmissionRecord } from './repo.ts';
import { checkOrderRules, requestDigest } from './rules.ts';
import { type OrderBody, type SubmissionListQuery } from './schemas.ts';
import { SubmissionSiteRepo, type SubmissionChecks } from './site-repo.ts';
import { lineProductRule } from '../orders/placement/rules.ts';
import { submissionErrors } from './errors.ts';
import { allFieldProblems, type ApiError } from '../errors/catalogue.ts';
import { httpErrors } from '../http/errors.ts';
import { unobserved, type SubmissionObserver } from './observer.ts';
import type { TestValues } from './sandbox-values.ts';
import { PAGES } from '../http/operations/pages.ts';
import { inSpan } from '../tracing/spans.ts';

export const SUBMISSION_JOB = 'order_submission';
const LIST_ROUTE = 'GET /v1/orders/submissions';

export interface SubmitResult {
  submission: SubmissionRecord;
  /** True for a new submission (201), false for an identical resubmission (200). */
  created: boolean;
}

export interface Validated {
  siteId: number;
  digest: string;
  /** The submission already stored under this partnerOrderId (same body). */
  existing: SubmissionRecord | null;
  orderingUserId: number;
}

export interface SubmissionServiceOptions {
  /** How long POST /v1/orders waits for a terminal state (the spec's 20 seconds). */
  waitMs: number;
  /** A sandbox's reserved values (sandbox-values.ts); none elsewhere. */
  testValues?: TestValues;
}

export class SubmissionsService {
  /** Stopped when the process starts draining: every waiting POST answers at once (drain()). */
  readonly #draining = new WaitStop();

  constructor(
    private readonly db: Db,
    private readonly signals: Signals,
    private readonly cursors: CursorCodec,
    private readonly options: SubmissionServiceOptions,
    private readonly observer: SubmissionObserver = unobserved,
  ) {}

  /**
   * Every check of the call, storing nothing: the body rules, the grant, the
   * idempotency key (an existing submission is returned, or a different body
   * refused), then the rules that read the site.
   */
  async validate(caller: Caller, body: OrderBody): Promise<Validated> {
    checkOrderRules(body);
    const siteId = requireGrantedSite(caller, body.siteId);
    const digest = requestDigest(body);
    // One statement reads the key and the site; the site's answers count only for a new key.
    const checks = await new SubmissionSiteRepo(this.db).checks(
      caller.partnerId,
      body.partnerOrderId,
      siteId,
      body.lines.map((l) => l.productId),
      body.divisionId ?? null,
    );
    const { existing } = checks;
    if (existing) return { siteId, digest, existing: sameOrConflict(existing, digest), orderingUserId: existing.orderingUserId };
    return { siteId, digest, existing: null, orderingUserId: checkAgainstSite(siteId, body, checks) };
  }

  /**
   * Validates, then stores the submission and its job in one statement (or
   * finds the original). `requestId` (the POST's X-Request-Id) is kept in the
   * job, so every log line of the worker's work on it names the request.
   */
  async accept(caller: Caller, body: OrderBody, requestId: string | null = null, id: string = randomUUID()): Promise<SubmitResult> {
    // The job stores this span's context: the worker's spans are its children, in whichever process.
    const client = requestClient();
    return inSpan('submission.accept', {}, async (span) => {
      const accepted = await this.#accept(caller, body, requestId, id, client);
      span.setAttributes({ 'submission.id': accepted.submission.id, 'submission.created': accepted.created });
      return accepted;
    });
  }

  async #accept(
    caller: Caller,
    body: OrderBody,
    requestId: string | null,
    id: string,
    client: RequestClient | null,
  ): Promise<SubmitResult> {
    const { siteId, digest, existing, orderingUserId } = await this.validate(caller, body);
    if (existing) {
      this.observer.outcome('replayed');
      return { submission: existing, created: false };
    }
    const holdMs = this.options.testValues?.holdMs(body.partnerOrderId) ?? 0;
    // This process announces the job itself, with the record (a worker of its own reads ahead with it): the LISTEN
    // echo is not passed on. Announced on every path, or this process's worker would wait for its poll.
    const release = this.signals.announcing('jobs_ready', id);
    let inserted: SubmissionRecord | null;
    try {
      inserted = await this.#store(caller, body, { id, siteId, digest, orderingUserId, requestId, holdMs }, client);
    } catch (error) {
      // Its answer may have been lost after the commit.
      this.signals.announce('jobs_ready', id);
      throw error;
    } finally {
      release();
    }
    if (!inserted) {
      // A concurrent POST with the same key stored it first (ON CONFLICT waited for its commit).
      const twin = await new SubmissionsRepo(this.db).findByKey(caller.partnerId, body.partnerOrderId);
      if (!twin) throw new Error('submission vanished after a unique conflict');
      this.observer.outcome('replayed');
      return { submission: sameOrConflict(twin, digest), created: false };
    }
    // A held job is not claimable yet: nothing to read ahead for.
    const announced: AnnouncedJob | undefined = holdMs > 0 ? undefined : { kind: SUBMISSION_JOB, subject: inserted };
    this.signals.announce('jobs_ready', id, announced);
    this.observer.outcome('accepted');
    return { submission: inserted, created: true };
  }

  /** The submission, its job and the cross-process wake-up, in one statement (atomic on its own); null: the key's twin came first. */
  #store(
    caller: Caller,
    body: OrderBody,
    stored: { id: string; siteId: number; digest: string; orderingUserId: number; requestId: string | null; holdMs: number },
    client: RequestClient | null,
  ): Promise<SubmissionRecord | null> {
    const { id, siteId, digest, orderingUserId, requestId, holdMs } = stored;
    // Identical POSTs queue in process on their key; the unique index still decides across processes.
    return serialised(
      this.db,
      `order_submissions:${caller.partnerId}:${body.partnerOrderId}`,
      () =>
        new SubmissionsRepo(this.db).insertWithJob(
          {
            id,
            partnerId: caller.partnerId,
            siteId,
            partnerOrderId: body.partnerOrderId,
            request: body,
            requestDigest: digest,
            orderingUserId,
          },
          { kind: SUBMISSION_JOB, maxAttempts: JOB_ATTEMPTS, requestId, holdMs },
          this.signals.crossProcess,
        ),
      client,
    );
  }

  /**
   * POST /v1/orders: accept, then wait up to the window for a terminal state.
   * `parking`: the listener's, when it bounds its requests: the wait is
   * parked there (it holds nothing the listener bounds), for as long as the
   * parking allows (a crowd parked: a second at most), and when its parking
   * is full there is no wait: the submission is answered as it stands, with
   * where to poll.
   */
  async submit(caller: Caller, body: OrderBody, requestId: string | null = null, parking?: Parking): Promise<SubmitResult> {
    if (parking !== undefined && !parking.admits()) throw submissionErrors.backlogged();
    // Watching the new id before it is stored: no wake-up for it can come earlier, so the first
    // database read of the wait can be skipped until one comes (or the safety poll).
    const id = randomUUID();
    const watch = this.#watch(id);
    try {
      const accepted = await this.accept(caller, body, requestId, id);
      if (TERMINAL.includes(accepted.submission.status)) return accepted;
      const fresh = accepted.submission.id === id ? watch : undefined;
      if (parking === undefined) return { submission: await this.awaitOutcome(accepted.submission, fresh), created: accepted.created };
      const parkedFor = parking.park();
      if (parkedFor === 0) return accepted;
      try {
        return {
          submission: await this.awaitOutcome(accepted.submission, fresh, Math.min(this.options.waitMs, parkedFor)),
          created: accepted.created,
        };
      } finally {
        parking.unpark();
      }
    } finally {
      watch.stop();
    }
  }

  /** The submission once terminal, or as it stands when the window elapses. */
  async awaitOutcome(
    submission: SubmissionRecord,
    watch: Watch = this.#watch(submission.id, true),
    waitMs = this.options.waitMs,
  ): Promise<SubmissionRecord> {
    const repo = new SubmissionsRepo(this.db);
    let latest = submission;
    try {
      const done = await waitFor(
        this.signals,
        'submission_done',
        submission.id,
        waitMs,
        async () => {
          if (watch.handed) return watch.handed;
          // What another process's worker committed, carried by its signal: no re-read.
          const carried = watch.carried === null ? null : settledRecord(watch.carried, latest);
          watch.carried = null;
          if (carried) return carried;
          if (!watch.signalled) {
            // Nothing signalled since before it was stored: the next check (a signal, or the safety poll) reads it.
            watch.signalled = true;
            return null;
          }
          latest = (await repo.find(submission.id)) ?? latest;
          return TERMINAL.includes(latest.status) ? latest : null;
        },
        undefined,
        this.#draining,
      );
      return done ?? latest;
    } finally {
      watch.stop();
    }
  }

  /**
   * Follows `submission_done` for `id`: whether a signal came, and the
   * terminal record a worker of this process handed over with it, or the
   * row's text a worker of another process sent with it (no re-read).
   * `signalled` starts true unless the watch predates the submission.
   */
  #watch(id: string, signalled = false): Watch {
    const watch: Watch = {
      signalled,
      handed: null,
      carried: null,
      stop: this.signals.subscribeTo('submission_done', id, (_payload, detail) => {
        watch.signalled = true;
        if (typeof detail === 'string') watch.carried = detail;
        else if (detail) watch.handed = detail as SubmissionRecord;
      }),
    };
    return watch;
  }

  /**
   * The process is shutting down: every waiting call (and any that starts
   * waiting from now on) answers at once with the submission as it stands,
   * terminal or with Retry-After, instead of holding its connection open.
   */
  drain(): void {
    this.#draining.stop();
  }

  async get(caller: Caller, id: string): Promise<SubmissionRecord> {
    const found = await new SubmissionsRepo(this.db).find(id.toLowerCase(), caller.partnerId, caller.grantedSiteIds);
    if (!found) throw submissionErrors.notFound();
    return found;
  }

  async list(caller: Caller, query: SubmissionListQuery): Promise<Page<SubmissionRecord>> {
    const limit = pageLimit(query.limit, PAGES.submissions);
    const filters = { status: query.status };
    const beforeSeq = query.cursor === undefined ? undefined : cursorSeq(this.cursors.decode(LIST_ROUTE, filters, query.cursor));
    const rows = await new SubmissionsRepo(this.db).list({
      partnerId: caller.partnerId,
      siteIds: caller.grantedSiteIds,
      status: query.status,
      beforeSeq,
      limit: limit + 1,
    });
    return this.cursors.page(rows, limit, LIST_ROUTE, filters, (s) => [s.seq]);
  }
}

/** Body rules that read the site: products (400), division (400), every field refused named at once; ordering user (409). */
function checkAgainstSite(siteId: number, body: OrderBody, checks: SubmissionChecks): number {
  const found: ApiError[] = [];
  body.lines.forEach((line, index) => {
    const rule = lineProductRule(checks.products.get(line.productId), line.variantId !== undefined);
    if (rule !== null) found.push(submissionErrors.lineRule(rule, index, line.productId, siteId));
  });
  if (body.divisionId !== undefined && checks.activeDivision !== true)
    found.push(submissionErrors.inactiveDivision(body.divisionId, siteId));
  // Every line and field the site refuses is named; the first answers with its detail.
  const refused = allFieldProblems(found);
  if (refused) throw refused;
  if (checks.orderingUserId === null) throw submissionErrors.orderingNotProvisioned(siteId);
  return checks.orderingUserId;
}

interface Watch {
  signalled: boolean;
  handed: SubmissionRecord | null;
  /** The completed row as JSON text, as the completion's signal carried it from another process. */
  carried: string | null;
  stop(): void;
}

function sameOrConflict(existing: SubmissionRecord, digest: string): SubmissionRecord {
  if (existing.requestDigest !== digest) {
    throw submissionErrors.partnerOrderIdReused(existing.partnerOrderId);
  }
  return existing;
}

function cursorSeq(key: Array<string | number>): string {
  const [seq] = key;
  if (key.length !== 1 || typeof seq !== 'string' || !/^[1-9][0-9]{0,18}$/.test(seq)) throw httpErrors.invalidCursor();
  return seq;
}
