import { sql, type Kysely } from 'kysely';

// Webhook delivery: partner endpoints with their subscriptions and optional
// signing secrets, and one delivery row per (event, endpoint) attempt that
// the dispatcher (src/events/webhooks/) claims, sends and records.
export async function up(db: Kysely<unknown>): Promise<void> {
  await createEndpoints(db);
  await addSubscriptions(db);
  await createDeliveries(db);
}

export async function createEndpoints(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE webhook_endpoints (
      id                 serial PRIMARY KEY,
      partner_id         integer NOT NULL REFERENCES partners(id),
      url                text NOT NULL,
      enabled            boolean NOT NULL DEFAULT true,
      -- AES-256-GCM ciphertext of the signing secret (key: environment_secrets
      -- 'webhook_secret_key'); NULL when the endpoint is unsigned.
      secret_ciphertext  text,
      secret_rotated_at  timestamptz,
      created_at         timestamptz NOT NULL DEFAULT now(),
      updated_at         timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX webhook_endpoints_partner ON webhook_endpoints (partner_id);
  `.execute(db);
}

// The rule for endpoints registered before subscriptions existed: they
// hold exactly the spec's four types. The column arrives with those four
// as its default, so every row present when it is added (none on a fresh
// database; all of them when legacy endpoints were imported into the table
// above first) gets exactly them. The default is then dropped: every later
// endpoint carries the explicit list the service computes at creation
// (every type existing at that moment), never an implicit one.
export async function addSubscriptions(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE webhook_endpoints
      ADD COLUMN event_types text[] NOT NULL
        DEFAULT ARRAY['order.status_changed', 'shipment.shipped', 'shipment.cancelled', 'order_line.cancelled']
        CHECK (cardinality(event_types) > 0);
    ALTER TABLE webhook_endpoints ALTER COLUMN event_types DROP DEFAULT;
  `.execute(db);
}

export async function createDeliveries(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE webhook_deliveries (
      id               bigserial PRIMARY KEY,
      -- The event's UUID, or test_<uuid> for a synthetic test ping.
      event_id         text NOT NULL,
      endpoint_id      integer NOT NULL REFERENCES webhook_endpoints(id),
      kind             text NOT NULL CHECK (kind IN ('event', 'test')),
      -- A staff redelivery points at the delivery it repeats (same event_id).
      redelivery_of    bigint REFERENCES webhook_deliveries(id),
      -- The payload fields, as fanned out to this endpoint's partner
      -- (partner_order_id already NULL unless the partner submitted the order).
      type             text NOT NULL,
      site_id          integer NOT NULL,
      order_number     integer NOT NULL,
      partner_order_id text,
      shipment_number  integer,
      status           text NOT NULL DEFAULT 'pending'
                         CHECK (status IN ('pending', 'delivering', 'succeeded', 'failed', 'skipped')),
      -- The claim: a dispatcher owns a 'delivering' row until claimed_until;
      -- after it (a crashed dispatcher) the row is claimed again.
      claim_id         uuid,
      claimed_until    timestamptz,
      attempted_at     timestamptz,
      latency_ms       integer,
      response_status  integer,
      error_class      text,
      created_at       timestamptz NOT NULL DEFAULT now()
    );
    -- One fan-out delivery per (event, endpoint), whoever fans out.
    CREATE UNIQUE INDEX webhook_deliveries_once ON webhook_deliveries (event_id, endpoint_id) WHERE redelivery_of IS NULL;
    CREATE INDEX webhook_deliveries_open ON webhook_deliveries (id) WHERE status IN ('pending', 'delivering');
    CREATE INDEX webhook_deliveries_endpoint ON webhook_deliveries (endpoint_id, id);
    CREATE INDEX webhook_deliveries_event ON webhook_deliveries (event_id);
  `.execute(db);
}
