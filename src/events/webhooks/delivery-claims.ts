// The SQL that takes webhook deliveries to send: fan-out from the outbox
// (one delivery per subscribed endpoint), and claims with SKIP LOCKED and a
// lease, fan-out and claim in one statement on the dispatcher's busy path.
// What ends a claim is delivery-outcomes.ts; the idle polls delivery-probes.ts.
import { sql, type CompiledQuery, type RawBuilder } from 'kysely';
import { compiledOnce, runRaw } from '../../db/prepared.ts';
import type { Db } from '../../db/transaction.ts';
import { extended } from '../../objects.ts';
import type { DeliveryFields } from './rules.ts';

/** A claimed delivery with what sending it needs, read in the claim itself. */
export interface ClaimedDelivery extends DeliveryFields {
  id: number;
  claimId: string;
  endpointId: number;
  kind: 'event' | 'test';
  url: string;
  endpointEnabled: boolean;
  eventTypes: string[];
  secretCiphertext: string | null;
  partnerEnabled: boolean;
  siteGranted: boolean;
  /** When the event was committed to the outbox (first deliveries of events; null for tests and redeliveries). */
  committedAt?: Date | null;
  /** The trace context of the change that wrote the event (null: none; src/tracing/spans.ts). */
  traceContext?: string | null;
}

/** A claimed row as the claim statements return it. */
interface ClaimRow {
  id: string;
  claim_id: string;
  event_id: string;
  endpoint_id: number;
  kind: 'event' | 'test';
  type: string;
  site_id: number;
  order_number: number;
  partner_order_id: string | null;
  shipment_number: number | null;
  url: string;
  endpoint_enabled: boolean;
  event_types: string[];
  secret_ciphertext: string | null;
  partner_enabled: boolean;
  site_granted: boolean;
  committed_at: Date | null;
  trace_context: string | null;
}

function toClaimed(r: ClaimRow): ClaimedDelivery {
  return {
    id: Number(r.id),
    claimId: r.claim_id,
    eventId: r.event_id,
    endpointId: r.endpoint_id,
    kind: r.kind,
    type: r.type,
    siteId: r.site_id,
    orderNumber: r.order_number,
    partnerOrderId: r.partner_order_id,
    shipmentNumber: r.shipment_number,
    url: r.url,
    endpointEnabled: r.endpoint_enabled,
    eventTypes: r.event_types,
    secretCiphertext: r.secret_ciphertext,
    partnerEnabled: r.partner_enabled,
    siteGranted: r.site_granted,
    committedAt: r.committed_at,
    traceContext: r.trace_context,
  };
}

/** The per-endpoint allowance as the claim statements take it: parallel arrays of endpoint ids and free slots. */
interface Allowance {
  knownIds: number[];
  freeCounts: number[];
  defaultFree: number;
  /** The lease as an interval's text. */
  lease: string;
}

function allowance(options: { free: Map<number, number>; defaultFree: number; leaseMs: number }): Allowance {
  const knownIds = [...options.free.keys()];
  return {
    knownIds,
    freeCounts: knownIds.map((id) => options.free.get(id)!),
    defaultFree: options.defaultFree,
    lease: `${options.leaseMs} milliseconds`,
  };
}

type FanOutValues = Allowance & { limit: number; total: number };
type FanOutRow = ClaimRow & { fanned: string; left_for: number[] | null };
type ClaimRoundValues = Allowance & { saturated: number[]; window: number; total: number };
type ClaimRoundRow = ClaimRow & { seen: string; short: number[] | null };

function fanOutAndClaimSql(v: FanOutValues): RawBuilder<FanOutRow> {
  return sql<FanOutRow>`
      WITH claimed AS (
        SELECT id, event_id, type, site_id, order_number, source_partner_id, partner_order_id, shipment_number, created_at, trace_context
        FROM outbox_events
        WHERE fanned_out_at IS NULL
        ORDER BY id
        LIMIT ${v.limit}
        FOR UPDATE SKIP LOCKED
      ), targets AS (
        SELECT c.id AS outbox_id, c.event_id::text AS event_id, e.id AS endpoint_id, c.type, c.site_id, c.order_number,
               CASE WHEN c.source_partner_id = e.partner_id THEN c.partner_order_id END AS partner_order_id,
               c.shipment_number, c.trace_context,
               row_number() OVER (PARTITION BY e.id ORDER BY c.id) AS n,
               row_number() OVER (ORDER BY c.id, e.id) AS overall
        FROM claimed c
        JOIN partner_sites ps ON ps.site_id = c.site_id
        JOIN partners p ON p.id = ps.partner_id AND p.enabled
        JOIN webhook_endpoints e ON e.partner_id = p.id AND e.enabled AND c.type = ANY (e.event_types)
      ), sized AS (
        -- The allowance is looked up per row, not joined: a join's plan follows the estimates (one row for the
        -- CTEs), and a nested loop over every known endpoint for every target cost O(targets × endpoints).
        SELECT t.*, (t.n <= coalesce((${v.freeCounts}::int[])[array_position(${v.knownIds}::int[], t.endpoint_id)], ${v.defaultFree})
                     AND t.overall <= ${v.total}) AS take
        FROM targets t
      ), fanned AS (
        INSERT INTO webhook_deliveries
          (event_id, endpoint_id, kind, type, site_id, order_number, partner_order_id, shipment_number, trace_context, status, claim_id, claimed_until)
        SELECT event_id, endpoint_id, 'event', type, site_id, order_number, partner_order_id, shipment_number, trace_context,
               CASE WHEN take THEN 'delivering' ELSE 'pending' END,
               CASE WHEN take THEN gen_random_uuid() END,
               CASE WHEN take THEN now() + ${v.lease}::interval END
        FROM sized
        ORDER BY outbox_id, endpoint_id
        ON CONFLICT DO NOTHING
        RETURNING id, claim_id, event_id, endpoint_id, kind, type, site_id, order_number, partner_order_id, shipment_number, trace_context
      ), marked AS (
        UPDATE outbox_events o SET fanned_out_at = now() FROM claimed c WHERE o.id = c.id RETURNING o.id
      )
      SELECT (SELECT count(*) FROM marked) AS fanned,
             (SELECT array_agg(DISTINCT endpoint_id) FROM fanned WHERE claim_id IS NULL) AS left_for,
             f.id, f.claim_id, f.event_id, f.endpoint_id, f.kind, f.type, f.site_id, f.order_number, f.partner_order_id, f.shipment_number,
             f.trace_context, e.url, true AS endpoint_enabled, e.event_types, e.secret_ciphertext, true AS partner_enabled, true AS site_granted,
             -- By the outbox's unique index, not a join with the claimed events: planned on the CTEs' estimate of one row, that
             -- join was a nested loop comparing every claimed delivery with every event, seconds under a backlog.
             (SELECT o.created_at FROM outbox_events o WHERE o.event_id = f.event_id::uuid) AS committed_at
      FROM (SELECT 1) AS one
      LEFT JOIN fanned f ON f.claim_id IS NOT NULL
      LEFT JOIN webhook_endpoints e ON e.id = f.endpoint_id
    `;
}

function claimRoundSql(v: ClaimRoundValues): RawBuilder<ClaimRoundRow> {
  return sql<ClaimRoundRow>`
      WITH locked AS (
        SELECT id, endpoint_id
        FROM webhook_deliveries
        WHERE (status = 'pending' OR (status = 'delivering' AND claimed_until < now()))
          AND NOT (endpoint_id = ANY (${v.saturated}::int[]))
        ORDER BY id
        -- A window wider than the batch, so rows of endpoints short of slots
        -- do not crowd out the others within it.
        LIMIT ${v.window}
        FOR UPDATE SKIP LOCKED
      ), ranked AS (
        -- Looked up per row, not joined (as in fanOutAndClaim): no plan that depends on the estimates.
        SELECT l.id, l.endpoint_id, row_number() OVER (PARTITION BY l.endpoint_id ORDER BY l.id) AS n,
               coalesce((${v.freeCounts}::int[])[array_position(${v.knownIds}::int[], l.endpoint_id)], ${v.defaultFree}) AS free
        FROM locked l
      ), chosen AS (
        SELECT id FROM ranked WHERE n <= free ORDER BY id LIMIT ${v.total}
      ), updated AS (
        UPDATE webhook_deliveries d
        SET status = 'delivering', claim_id = gen_random_uuid(), claimed_until = now() + ${v.lease}::interval
        FROM chosen, webhook_endpoints e, partners p
        WHERE d.id = chosen.id AND e.id = d.endpoint_id AND p.id = e.partner_id
        RETURNING d.id, d.claim_id, d.event_id, d.endpoint_id, d.kind, d.type, d.site_id, d.order_number, d.partner_order_id, d.shipment_number,
                  d.trace_context, e.url, e.enabled AS endpoint_enabled, e.event_types, e.secret_ciphertext, p.enabled AS partner_enabled,
                  EXISTS (SELECT 1 FROM partner_sites ps WHERE ps.partner_id = p.id AND ps.site_id = d.site_id) AS site_granted,
                  CASE WHEN d.kind = 'event' AND d.redelivery_of IS NULL
                    THEN (SELECT o.created_at FROM outbox_events o WHERE o.event_id = d.event_id::uuid) END AS committed_at
      )
      SELECT (SELECT count(*) FROM locked) AS seen,
             (SELECT array_agg(DISTINCT endpoint_id) FROM ranked WHERE n > free) AS short,
             u.*
      FROM (SELECT 1) AS one
      LEFT JOIN updated u ON true
    `;
}

// Compiled once per process: built with Kysely every round, the fan-out's long text cost about 1.5 % of a submission's CPU.
const FAN_OUT_AND_CLAIM = compiledOnce(fanOutAndClaimSql);
const CLAIM_ROUND = compiledOnce(claimRoundSql);

type FanOutOptions = { limit: number; total: number; free: Map<number, number>; defaultFree: number; leaseMs: number };

function fanOutValues(options: FanOutOptions): FanOutValues {
  return extended(allowance(options), { limit: options.limit, total: options.total });
}

/** The fan-out-and-claim statement as DeliveryClaims.fanOutAndClaim sends it, text and parameters (the submissions bench's twin sends it too). */
export function fanOutAndClaimStatement(db: Db, options: FanOutOptions): CompiledQuery<FanOutRow> {
  return FAN_OUT_AND_CLAIM.compile(db, fanOutValues(options), '');
}

export class DeliveryClaims {
  constructor(private readonly db: Db) {}

  /**
   * Runs each claim statement once, touching no row (limits of 0, an empty
   * allowance), so the backend prepares it before a first round needs it
   * (dispatch/warm-up.ts).
   */
  async warm(leaseMs: number): Promise<void> {
    const none = { total: 0, free: new Map<number, number>(), defaultFree: 0, leaseMs };
    await this.fanOutAndClaim({ ...none, limit: 0 });
    await this.claimRound(none);
    await this.fanOut(0);
  }

  /**
   * Fans out up to `limit` outbox events in one statement (one transaction):
   * claims them with SKIP LOCKED, inserts one delivery per enabled endpoint of
   * every enabled partner granted the event's site whose subscription holds the
   * type (partnerOrderId kept only for the submitting partner), and marks them
   * fanned out. A crash rolls it all back; the unique (event, endpoint) index
   * makes a repeat harmless. Returns how many events were fanned out.
   */
  async fanOut(limit: number): Promise<number> {
    const rows = await runRaw(
      this.db,
      sql<{ id: string }>`
      WITH claimed AS (
        SELECT id, event_id, type, site_id, order_number, source_partner_id, partner_order_id, shipment_number, trace_context
        FROM outbox_events
        WHERE fanned_out_at IS NULL
        ORDER BY id
        LIMIT ${limit}
        FOR UPDATE SKIP LOCKED
      ), fanned AS (
        INSERT INTO webhook_deliveries (event_id, endpoint_id, kind, type, site_id, order_number, partner_order_id, shipment_number, trace_context)
        SELECT c.event_id::text, e.id, 'event', c.type, c.site_id, c.order_number,
               CASE WHEN c.source_partner_id = e.partner_id THEN c.partner_order_id END,
               c.shipment_number, c.trace_context
        FROM claimed c
        JOIN partner_sites ps ON ps.site_id = c.site_id
        JOIN partners p ON p.id = ps.partner_id AND p.enabled
        JOIN webhook_endpoints e ON e.partner_id = p.id AND e.enabled AND c.type = ANY (e.event_types)
        ORDER BY c.id, e.id
        ON CONFLICT DO NOTHING
      )
      UPDATE outbox_events o SET fanned_out_at = now() FROM claimed c WHERE o.id = c.id RETURNING o.id
    `,
      { named: true },
    );
    return rows.length;
  }

  /**
   * Fan-out and claim in one statement (one round trip where there were two,
   * the dispatcher's path from commit to POST): fans out up to `limit`
   * outbox events as fanOut() does, inserting the deliveries it can send now
   * already claimed (`delivering`, a fresh claim id, a lease of `leaseMs`):
   * per endpoint the first `free.get(endpoint)` (`defaultFree` when not in
   * the map), `total` at most; the rest pending, for claim(). Returns how many
   * events it fanned out, the deliveries it claimed, with what sending
   * them needs (partner, endpoint and grant are those the fan-out joined),
   * and the endpoints it left deliveries pending for (the dispatcher claims
   * them when one of those endpoints frees a slot).
   */
  async fanOutAndClaim(options: FanOutOptions): Promise<{ fanned: number; claimed: ClaimedDelivery[]; left: number[] }> {
    const rows = await FAN_OUT_AND_CLAIM(this.db, fanOutValues(options), '', { named: true });
    const fanned = Number(rows[0]?.fanned ?? 0);
    const left = rows[0]?.left_for ?? [];
    const claimed = rows
      .filter((r) => r.id !== null)
      .map(toClaimed)
      .sort((a, b) => a.id - b.id);
    return { fanned, claimed, left };
  }

  /**
   * Claims up to `total` open deliveries (pending, or delivering under an
   * expired lease: its dispatcher died) with SKIP LOCKED, at most
   * `free.get(endpoint)` per endpoint (`defaultFree` for one not in the map)
   * and none for endpoints with no free slot, so a backlog on one slow
   * endpoint never fills the batch. Each claimed row gets a fresh claim id
   * and a lease of `leaseMs`.
   */
  async claim(options: { total: number; free: Map<number, number>; defaultFree: number; leaseMs: number }): Promise<ClaimedDelivery[]> {
    return (await this.claimRound(options)).claimed;
  }

  /** claim(), also saying what it left: endpoints short of a slot (`short`), and whether `total` or the window cut it (`cut`). */
  async claimRound(options: {
    total: number;
    free: Map<number, number>;
    defaultFree: number;
    leaseMs: number;
  }): Promise<{ claimed: ClaimedDelivery[]; short: number[]; cut: boolean }> {
    const saturated = [...options.free.keys()].filter((id) => options.free.get(id)! <= 0);
    const window = options.total * 4;
    const rows = await CLAIM_ROUND(this.db, extended(allowance(options), { saturated, window, total: options.total }), '', { named: true });
    const first = rows[0];
    const claimed = rows
      .filter((r) => r.id !== null)
      .map(toClaimed)
      .sort((a, b) => a.id - b.id);
    return { claimed, short: first?.short ?? [], cut: Number(first?.seen ?? 0) >= window || claimed.length >= options.total };
  }
}
