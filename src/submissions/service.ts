// POST /v1/orders and the submission reads. A submission is validated,
// stored with its job in one transaction, then the call waits (holding no
// transaction and no pooled connection) for a worker to finish it, up to the
// configured window.
import { randomUUID } from 'node:crypto';
import type { Db } from '../db/transaction.ts';
import { serialisedWrite } from '../db/row-queue.ts';
import { pageLimit, type CursorCodec, type Page } from '../http/cursor.ts';
import type { Caller } from '../access/caller.ts';
import { JobQueue } from '../jobs/queue.ts';
import { waitFor, type Signals } from '../jobs/signals.ts';
import { requireGrantedSite } from '../access/tenancy.ts';
import { SubmissionsRepo, TERMINAL, type SubmissionRecord } from './repo.ts';
import { checkOrderRules, requestDigest } from './rules.ts';
import { SUBMISSION_PAGE, type OrderBody, type SubmissionListQuery } from './schemas.ts';
import { SubmissionSiteRepo } from './site-repo.ts';
import { lineProductRule } from '../orders/placement/rules.ts';
import { submissionErrors } from './errors.ts';
import { httpErrors } from '../http/errors.ts';
import { unobserved, type SubmissionObserver } from './observer.ts';

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
}

export class SubmissionsService {
  /** Aborted when the process starts draining: every waiting POST answers at once (drain()). */
  readonly #draining = new AbortController();

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
    const existing = await new SubmissionsRepo(this.db).findByKey(caller.partnerId, body.partnerOrderId);
    if (existing) return { siteId, digest, existing: sameOrConflict(existing, digest), orderingUserId: existing.orderingUserId };
    return { siteId, digest, existing: null, orderingUserId: await this.#checkAgainstSite(siteId, body) };
  }

  /**
   * Validates, then stores the submission and its job in one transaction (or
   * finds the original). `requestId` (the POST's X-Request-Id) is kept in the
   * job, so every log line of the worker's work on it names the request.
   */
  async accept(caller: Caller, body: OrderBody, requestId: string | null = null): Promise<SubmitResult> {
    const { siteId, digest, existing, orderingUserId } = await this.validate(caller, body);
    if (existing) {
      this.observer.outcome('replayed');
      return { submission: existing, created: false };
    }
    const id = randomUUID();
    // Identical POSTs queue in process on their key; the unique index still decides across processes.
    const inserted = await serialisedWrite(this.db, `order_submissions:${caller.partnerId}:${body.partnerOrderId}`, async (trx) => {
      const row = await new SubmissionsRepo(trx).insert({
        id,
        partnerId: caller.partnerId,
        siteId,
        partnerOrderId: body.partnerOrderId,
        request: body,
        requestDigest: digest,
        orderingUserId,
      });
      if (!row) return null;
      await new JobQueue(trx).enqueue(SUBMISSION_JOB, requestId === null ? { submissionId: id } : { submissionId: id, requestId });
      await this.signals.notify(trx, 'jobs_ready', id);
      return row;
    });
    if (!inserted) {
      // A concurrent POST with the same key stored it first (ON CONFLICT waited for its commit).
      const twin = await new SubmissionsRepo(this.db).findByKey(caller.partnerId, body.partnerOrderId);
      if (!twin) throw new Error('submission vanished after a unique conflict');
      this.observer.outcome('replayed');
      return { submission: sameOrConflict(twin, digest), created: false };
    }
    this.signals.announce('jobs_ready', id);
    this.observer.outcome('accepted');
    return { submission: inserted, created: true };
  }

  /** POST /v1/orders: accept, then wait up to the window for a terminal state. */
  async submit(caller: Caller, body: OrderBody, requestId: string | null = null): Promise<SubmitResult> {
    const accepted = await this.accept(caller, body, requestId);
    if (TERMINAL.includes(accepted.submission.status)) return accepted;
    return { ...accepted, submission: await this.awaitOutcome(accepted.submission) };
  }

  /** The submission once terminal, or as it stands when the window elapses. */
  async awaitOutcome(submission: SubmissionRecord): Promise<SubmissionRecord> {
    const repo = new SubmissionsRepo(this.db);
    let latest = submission;
    const done = await waitFor(
      this.signals,
      'submission_done',
      submission.id,
      this.options.waitMs,
      async () => {
        latest = (await repo.find(submission.id)) ?? latest;
        return TERMINAL.includes(latest.status) ? latest : null;
      },
      undefined,
      this.#draining.signal,
    );
    return done ?? latest;
  }

  /**
   * The process is shutting down: every waiting call (and any that starts
   * waiting from now on) answers at once with the submission as it stands,
   * terminal or with Retry-After, instead of holding its connection open.
   */
  drain(): void {
    this.#draining.abort();
  }

  async get(caller: Caller, id: string): Promise<SubmissionRecord> {
    const found = await new SubmissionsRepo(this.db).find(id.toLowerCase(), caller.partnerId, caller.grantedSiteIds);
    if (!found) throw submissionErrors.notFound();
    return found;
  }

  async list(caller: Caller, query: SubmissionListQuery): Promise<Page<SubmissionRecord>> {
    const limit = pageLimit(query.limit, SUBMISSION_PAGE);
    const filters = { status: query.status };
    const beforeSeq = query.cursor === undefined ? undefined : cursorSeq(this.cursors.decode(LIST_ROUTE, filters, query.cursor));
    const rows = await new SubmissionsRepo(this.db).list({
      partnerId: caller.partnerId,
      siteIds: caller.grantedSiteIds,
      status: query.status,
      beforeSeq,
      limit: limit + 1,
    });
    const items = rows.slice(0, limit);
    const nextCursor = rows.length > limit ? this.cursors.encode(LIST_ROUTE, filters, [items[items.length - 1]!.seq]) : null;
    return { items, nextCursor };
  }

  /** Body rules that read the site: products (400), division (400), ordering user (409). */
  async #checkAgainstSite(siteId: number, body: OrderBody): Promise<number> {
    const checks = new SubmissionSiteRepo(this.db);
    const products = await checks.productsOnSite(
      siteId,
      body.lines.map((l) => l.productId),
    );
    body.lines.forEach((line, index) => {
      const rule = lineProductRule(products.get(line.productId), line.variantId !== undefined);
      if (rule !== null) throw submissionErrors.lineRule(rule, index, line.productId, siteId);
    });
    if (body.divisionId !== undefined && !(await checks.isActiveDivision(siteId, body.divisionId))) {
      throw submissionErrors.inactiveDivision(body.divisionId, siteId);
    }
    const orderingUserId = await checks.orderingUser(siteId);
    if (orderingUserId === null) throw submissionErrors.orderingNotProvisioned(siteId);
    return orderingUserId;
  }
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
