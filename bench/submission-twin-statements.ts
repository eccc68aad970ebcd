// The statements of `npm run bench -- submissions`'s twin
// (bench/submissions-bare.ts), compiled from the service's own builders and
// fixed texts with the probe submission's values (bench/statement-slots.ts
// marks what changes per request). Not a script.
import type { RawBuilder } from 'kysely';
import type { Platform } from '../src/app/platform.ts';
import { templateVendorFor } from '../src/app/wiring/catalog.ts';
import { statementName } from '../src/db/prepared.ts';
import { CREDENTIAL_PARTNER } from '../src/identity/repo.ts';
import { SNAPSHOT } from '../src/orders/placement/repo.ts';
import { CHECKS } from '../src/submissions/site-repo.ts';
import { claimStatement, JOB_ATTEMPTS } from '../src/jobs/queue.ts';
import { fanOutAndClaimStatement } from '../src/events/webhooks/delivery-claims.ts';
import { planOrder, type OrderPlan } from '../src/orders/placement/place-order.ts';
import { orderSummary } from '../src/submissions/outcome.ts';
import { processingOnClaim, SubmissionsRepo, submissionWithJob } from '../src/submissions/repo.ts';
import { completion } from '../src/submissions/worker/completion-repo.ts';
import { SubmissionPreparation } from '../src/submissions/worker/preparation.ts';
import { intakeOf } from '../src/submissions/worker/intake.ts';
import type { Sent } from './capture.ts';
import type { Engine } from './common.ts';
import { slot, type TwinStatement } from './statement-slots.ts';
import type { SubmissionBareJob } from './submissions-bare.ts';

/** The twin's jobs: of a kind of their own (a parameter of the same texts), so no service worker claims them. */
export const TWIN_KIND = 'bench_bare';

/**
 * Every statement the service sends for one submission, in its order: the
 * credential read, the POST's checks, the accept, the claim, the
 * preparation's snapshot and the completion. The three the service builds per
 * submission come from its own builders with the probe's values (its
 * submission re-planned by the service's preparation and placement); the
 * three fixed ones are the service's texts (CREDENTIAL_PARTNER, CHECKS,
 * SNAPSHOT) with the values the probe sent them. Slots mark what changes per
 * request (bench/statement-slots.ts). Each compiled as the service compiles
 * it, with the name the service prepares it under (PostgreSQL; on PGlite the
 * service names nothing).
 */
export async function twinStatements(
  engine: Engine,
  platform: Platform,
  partnerId: number,
  sent: Map<string, Sent>,
): Promise<SubmissionBareJob['statements']> {
  const db = platform.db;
  const probe = (await new SubmissionsRepo(db).findByKey(partnerId, 'probe'))!;
  const prepared = await new SubmissionPreparation(db, templateVendorFor(db, platform.config)).prepare(intakeOf(probe));
  const planned = planOrder(prepared.intake, prepared.snapshot);
  const plan: OrderPlan = {
    order: {
      ...planned.order,
      sourcePartnerId: slot('partnerId') as unknown as number,
      partnerOrderId: slot('partnerOrderId'),
      placedOn: slot('placedOn') as unknown as Date,
    },
    lines: planned.lines,
    event: {
      ...planned.event,
      eventId: slot('eventId'),
      sourcePartnerId: slot('partnerId') as unknown as number,
      partnerOrderId: slot('partnerOrderId'),
    },
  };
  const notify = platform.submissions.signals.crossProcess;
  const job = { id: slot('jobId'), leaseOwner: slot('owner') };
  const named = (text: string) => (engine === 'postgres' ? statementName(text) : null);
  const compiled = (statement: RawBuilder<unknown>): TwinStatement => {
    const { sql: text, parameters } = statement.compile(db);
    return { text, name: named(text), parameters: [...parameters] };
  };
  /** A fixed statement with the values the probe sent it, `slots` replacing those that change per request. */
  const fixed = (text: string, slots: Record<number, string>): TwinStatement => {
    const probeSent = sent.get(text);
    if (!probeSent) throw new Error(`the probe did not send ${text.slice(0, 60)}`);
    const parameters = probeSent.values.map((v, i) => (slots[i] === undefined ? v : slot(slots[i]!)));
    return { text, name: named(text), parameters };
  };
  return {
    // The probe's credential came from the service's cache or from this read: its text and one parameter, the client ids read together.
    credential: { text: CREDENTIAL_PARTNER.text, name: named(CREDENTIAL_PARTNER.text), parameters: [slot('clientIds')] },
    checks: fixed(CHECKS.text, { 0: 'partnerId', 1: 'partnerOrderId' }),
    accept: compiled(
      submissionWithJob(
        {
          id: slot('submissionId'),
          partnerId: slot('partnerId') as unknown as number,
          siteId: probe.siteId,
          partnerOrderId: slot('partnerOrderId'),
          request: slot('request'),
          requestDigest: probe.requestDigest,
          orderingUserId: probe.orderingUserId,
        },
        { kind: TWIN_KIND, maxAttempts: JOB_ATTEMPTS, requestId: slot('requestId'), holdMs: 0 },
        notify,
      ),
    ),
    claim: compiled(
      claimStatement([TWIN_KIND], slot('owner'), platform.config.jobLeaseMs, [{ kind: TWIN_KIND, body: processingOnClaim(TWIN_KIND) }]),
    ),
    snapshot: fixed(SNAPSHOT.text, {}),
    complete: compiled(completion(slot('submissionId'), job, plan, orderSummary(plan), notify)),
  };
}

/**
 * The dispatcher's fan-out of the order's event, as the service's idle
 * dispatcher sends it after a completion commits: its text, name and
 * parameters (a batch of fanOutBatch events, the room of an idle dispatcher,
 * no endpoint's window known yet). The twin sends it after its completions,
 * as the dispatcher does, gathered the same way (bench/submissions-bare.ts).
 */
export function twinFanOut(engine: Engine, platform: Platform): TwinStatement {
  const s = platform.webhooks.settings;
  const { sql: text, parameters } = fanOutAndClaimStatement(platform.db, {
    limit: s.fanOutBatch,
    total: 2 * s.concurrency,
    free: new Map(),
    defaultFree: 2 * s.perEndpointConcurrency,
    leaseMs: s.leaseMs,
  });
  return { text, name: engine === 'postgres' ? statementName(text) : null, parameters: [...parameters] };
}
