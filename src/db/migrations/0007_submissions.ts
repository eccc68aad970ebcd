import { sql, type Kysely } from 'kysely';

// Durable work and order submissions.
//
// `jobs` is the generic queue the workers drain: a job is claimed with
// SELECT … FOR UPDATE SKIP LOCKED and a lease; a job whose lease ran out
// (its worker crashed) is claimable again. A job's effect must be idempotent
// by its own key, because a crash after the effect committed but before the
// job was marked done re-runs it (the submission processor keys on the
// submission id and finishes the job in the same transaction as the order).
//
// `order_submissions` holds one row per (partner, partnerOrderId): the
// request as received (canonical JSON, and its digest for the identical-body
// check), the ordering user resolved at submission, and the outcome.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE jobs (
      id                bigserial PRIMARY KEY,
      kind              text NOT NULL,
      payload           jsonb NOT NULL,
      state             text NOT NULL DEFAULT 'ready' CHECK (state IN ('ready', 'running', 'done', 'dead')),
      attempts          integer NOT NULL DEFAULT 0,
      max_attempts      integer NOT NULL DEFAULT 5 CHECK (max_attempts >= 1),
      run_after         timestamptz NOT NULL DEFAULT now(),
      lease_owner       text,
      lease_expires_at  timestamptz,
      last_error        text,
      created_at        timestamptz NOT NULL DEFAULT now(),
      updated_at        timestamptz NOT NULL DEFAULT now()
    );
    -- Claimable work only: ready jobs and running ones whose lease may lapse.
    CREATE INDEX jobs_claimable ON jobs (kind, id) WHERE state IN ('ready', 'running');
    -- The back office finds a submission's job by the submission id.
    CREATE INDEX jobs_submission ON jobs ((payload ->> 'submissionId')) WHERE kind = 'order_submission';

    CREATE TABLE order_submissions (
      id                uuid PRIMARY KEY,
      -- Newest-first listing key (uuids do not sort by time).
      seq               bigserial NOT NULL UNIQUE,
      partner_id        integer NOT NULL REFERENCES partners(id),
      site_id           integer NOT NULL REFERENCES sites(id),
      partner_order_id  text NOT NULL,
      request           jsonb NOT NULL,
      request_digest    text NOT NULL,
      ordering_user_id  integer NOT NULL REFERENCES users(id),
      status            text NOT NULL DEFAULT 'queued' CHECK (status IN ('queued', 'processing', 'completed', 'failed')),
      order_number      integer REFERENCES orders(order_number),
      -- The outcome as published: the order summary when completed, the
      -- errors when failed (amounts kept as exact decimal strings).
      outcome           jsonb,
      created_at        timestamptz NOT NULL DEFAULT now(),
      updated_at        timestamptz NOT NULL DEFAULT now(),
      completed_at      timestamptz,
      UNIQUE (partner_id, partner_order_id),
      CHECK ((status IN ('completed', 'failed')) = (outcome IS NOT NULL))
    );
    CREATE INDEX order_submissions_partner ON order_submissions (partner_id, seq DESC);
    CREATE INDEX order_submissions_partner_status ON order_submissions (partner_id, status, seq DESC);
  `.execute(db);
}
